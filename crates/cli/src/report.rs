//! The deck lab: statistics of a `jyhad sim` run and its report (`index.html` with inline
//! SVG charts, `report.json` with every figure).
//!
//! Intervals are 95%: normal approximation for means (VP, pool), Wilson for rates (game
//! wins). Bot comparisons use the per-game paired difference of VP (victory points are
//! nearly conserved at a table, so two seats' scores are not independent), averaged per
//! block of rotated games (DESIGN "Measuring bots honestly").

use crate::sim::Unplayable;
use jyhad_bots::vtes::BotKind;
use jyhad_cards::{db, CardRef};
use jyhad_table::{Outcome, Seat};
use jyhad_vtes::{Choice, State};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// What the report needs from one game besides its outcome, gathered while it is played.
#[derive(Clone, Debug, Default)]
pub struct GameDetail {
    /// Pool of every seat at the start of each turn (index: turn − 1).
    pub pools: Vec<Vec<i32>>,
    /// Turn of the first oust.
    pub first_oust: Option<u32>,
    /// Turn each seat first had a ready minion.
    pub first_minion: Vec<Option<u32>>,
    /// Ready minions of each seat when turn 10 began.
    pub minions_t10: Option<Vec<usize>>,
    /// Library cards played (seat, card).
    pub plays: Vec<(u8, CardRef)>,
    last_turn: u32,
}

/// The library card a choice plays from hand, if any (cards played from hand, master
/// cards, equipment, allies, retainers, political and action cards).
pub fn played_card(state: &State, choice: &Choice) -> Option<CardRef> {
    let from_hand = |c: jyhad_vtes::CardId| {
        (state.card(c).region == jyhad_vtes::state::Region::Hand).then_some(c)
    };
    let card = match *choice {
        Choice::Play { card, .. }
        | Choice::PlayOn { card, .. }
        | Choice::PlayTarget { card, .. }
        | Choice::Equip { card, .. }
        | Choice::Employ { card, .. }
        | Choice::Recruit { card, .. }
        | Choice::ActionCard { card, .. }
        | Choice::PoliticalAction { card, .. }
        | Choice::Master { card, .. }
        | Choice::MasterOn { card, .. } => from_hand(card),
        Choice::Strike {
            with: jyhad_vtes::choice::StrikeWith::Card(c),
            ..
        } => from_hand(c),
        Choice::Maneuver { with, .. }
        | Choice::Press { with, .. }
        | Choice::Prevent { with, .. }
        | Choice::PreventX { with, .. } => from_hand(with),
        _ => None,
    }?;
    Some(state.card(card).def)
}

impl GameDetail {
    /// An empty record for `seats` seats.
    pub fn new(seats: usize) -> Self {
        GameDetail {
            first_minion: vec![None; seats],
            ..GameDetail::default()
        }
    }

    fn observe(&mut self, state: &State) {
        if state.turn != self.last_turn {
            self.last_turn = state.turn;
            self.pools
                .push(state.seats.iter().map(|m| m.pool.max(0)).collect());
            for (i, m) in state.seats.iter().enumerate() {
                if self.first_minion[i].is_none() && !m.ready.is_empty() {
                    self.first_minion[i] = Some(state.turn);
                }
            }
            if state.turn >= 10 && self.minions_t10.is_none() {
                self.minions_t10 = Some(state.seats.iter().map(|m| m.ready.len()).collect());
            }
        }
        if self.first_oust.is_none() && state.seats.iter().any(|m| m.ousted) {
            self.first_oust = Some(state.turn);
        }
    }

    /// Called before each choice is applied.
    pub fn before(&mut self, state: &State, seat: Seat, choice: &Choice) {
        self.observe(state);
        if let Some(card) = played_card(state, choice) {
            self.plays.push((seat.0, card));
        }
    }

    /// Called once the game is over.
    pub fn finish(&mut self, state: &State) {
        self.observe(state);
    }
}

/// One finished game, as the report sees it.
pub struct GameRow {
    /// Deck index per seat.
    pub decks: Vec<usize>,
    /// Bot kind per seat.
    pub bots: Vec<BotKind>,
    /// Final standings.
    pub outcome: Outcome,
    /// Gathered details.
    pub detail: GameDetail,
    /// Block (deal) index: games of one block replay the same deal.
    pub block: u64,
}

/// How the run was made.
#[derive(Serialize)]
pub struct RunInfo {
    /// Games asked for.
    pub games: u64,
    /// Base seed.
    pub seed: u64,
    /// `--bots` as given.
    pub bots: String,
    /// Players per table.
    pub players: usize,
    /// Wall time.
    pub seconds: f64,
    /// The run's result hash.
    pub result_hash: String,
}

/// A mean with its 95% half-width.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Mean {
    /// Mean.
    pub mean: f64,
    /// Half-width of the 95% interval (normal approximation).
    pub ci95: f64,
    /// Sample size.
    pub n: u64,
}

impl Mean {
    /// Mean and interval of a sample.
    pub fn of(xs: impl IntoIterator<Item = f64>) -> Mean {
        let (mut n, mut s, mut ss) = (0u64, 0.0, 0.0);
        for x in xs {
            n += 1;
            s += x;
            ss += x * x;
        }
        if n == 0 {
            return Mean::default();
        }
        let nf = n as f64;
        let mean = s / nf;
        let var = if n > 1 {
            ((ss - nf * mean * mean) / (nf - 1.0)).max(0.0)
        } else {
            0.0
        };
        Mean {
            mean,
            ci95: Z95 * (var / nf).sqrt(),
            n,
        }
    }
}

/// A rate with its Wilson 95% interval.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Rate {
    /// Successes / trials.
    pub rate: f64,
    /// Lower bound.
    pub low: f64,
    /// Upper bound.
    pub high: f64,
    /// Successes.
    pub k: u64,
    /// Trials.
    pub n: u64,
}

impl Rate {
    /// Wilson score interval of `k` successes in `n` trials.
    pub fn wilson(k: u64, n: u64) -> Rate {
        if n == 0 {
            return Rate::default();
        }
        let (kf, nf) = (k as f64, n as f64);
        let p = kf / nf;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * nf)) / (1.0 + z2 / nf);
        let half = Z95 * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt() / (1.0 + z2 / nf);
        Rate {
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
            k,
            n,
        }
    }
}

/// One bot kind's results over a run.
#[derive(Clone, Debug, Serialize)]
pub struct BotStats {
    /// Kind.
    pub bot: String,
    /// Seat-games played.
    pub seats: u64,
    /// Mean VP per seat.
    pub mean_vp: f64,
    /// 95% half-width of the mean VP (seats treated as independent: see `margins`).
    pub vp_ci95: f64,
    /// Share of its seats that won the game.
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate.
    pub win_low: f64,
    /// Upper bound.
    pub win_high: f64,
}

/// Per-seat VP margin of bot `a` over bot `b`: the per-game difference of their mean VP,
/// averaged per block of rotated games, with a 95% interval over blocks.
#[derive(Clone, Debug, Serialize)]
pub struct Margin {
    /// First kind.
    pub a: String,
    /// Second kind.
    pub b: String,
    /// Mean of a's mean VP minus b's, per game.
    pub mean: f64,
    /// 95% half-width.
    pub ci95: f64,
    /// Blocks averaged.
    pub blocks: u64,
    /// Ratio of the two kinds' mean VP (a / b).
    pub ratio: f64,
    /// 95% interval of the ratio: percentile bootstrap over blocks (see [`ratio_interval`]).
    pub ratio_low: f64,
    /// Upper end of the ratio's 95% interval.
    pub ratio_high: f64,
}

/// Resamples of the ratio bootstrap.
const BOOTSTRAP: usize = 10_000;

/// 95% interval of `Σa / Σb` over blocks (`(a, b)`: a block's summed per-game mean VP of
/// the two kinds): percentile bootstrap, resampling whole blocks with replacement (a block
/// is the unit of the rotation, so its games stay together), from a fixed seed so that the
/// same run always reports the same interval. A resample whose `Σb` is 0 counts as an
/// infinite ratio.
pub fn ratio_interval(blocks: &[(f64, f64)]) -> (f64, f64) {
    let n = blocks.len();
    if n == 0 {
        return (0.0, 0.0);
    }
    // The simulator's SplitMix64 from a fixed seed: the same interval for the same run.
    let mut k = 0;
    let mut next = || {
        k += 1;
        crate::sim::splitmix_nth(0x6a79_6861_645f_6273, k - 1)
    };
    let mut ratios: Vec<f64> = (0..BOOTSTRAP)
        .map(|_| {
            let (mut sa, mut sb) = (0.0, 0.0);
            for _ in 0..n {
                // Multiply-shift: an unbiased-enough index for n far below 2^32.
                let i = (((next() >> 32) * n as u64) >> 32) as usize;
                sa += blocks[i].0;
                sb += blocks[i].1;
            }
            if sb > 0.0 {
                sa / sb
            } else {
                f64::INFINITY
            }
        })
        .collect();
    ratios.sort_by(f64::total_cmp);
    let at = |q: f64| {
        let r = ratios[((q * BOOTSTRAP as f64) as usize).min(BOOTSTRAP - 1)];
        // Keep the JSON free of infinities.
        r.min(1e9)
    };
    (at(0.025), at(0.975))
}

/// Results per bot kind.
pub fn bot_stats(games: &[(Vec<BotKind>, Outcome)]) -> Vec<BotStats> {
    let mut by: BTreeMap<BotKind, (Vec<f64>, u64)> = BTreeMap::new();
    for (bots, o) in games {
        for (k, &b) in bots.iter().enumerate() {
            let e = by.entry(b).or_default();
            e.0.push(o.vp(Seat(k as u8)));
            if o.winner == Some(Seat(k as u8)) {
                e.1 += 1;
            }
        }
    }
    by.into_iter()
        .map(|(b, (vps, wins))| {
            let m = Mean::of(vps.iter().copied());
            let r = Rate::wilson(wins, m.n);
            BotStats {
                bot: b.name().into(),
                seats: m.n,
                mean_vp: m.mean,
                vp_ci95: m.ci95,
                win_rate: r.rate,
                win_low: r.low,
                win_high: r.high,
            }
        })
        .collect()
}

/// Paired margins between every two kinds that share tables (`block`: games per block).
pub fn margins(games: &[(Vec<BotKind>, Outcome)], block: usize) -> Vec<Margin> {
    let mut kinds: Vec<BotKind> = games.iter().flat_map(|(b, _)| b.clone()).collect();
    // Strongest kind first (search, greedy, random), so margins read "a beats b by …".
    kinds.sort_by(|a, b| b.cmp(a));
    kinds.dedup();
    let mut out = Vec::new();
    for (i, &a) in kinds.iter().enumerate() {
        for &b in &kinds[i + 1..] {
            let mut per_block: Vec<f64> = Vec::new();
            let mut sums: Vec<(f64, f64)> = Vec::new();
            let (mut sa, mut sb, mut na, mut nb) = (0.0, 0.0, 0u64, 0u64);
            for chunk in games.chunks(block.max(1)) {
                let mut diffs = Vec::new();
                let (mut ba, mut bb) = (0.0, 0.0);
                for (bots, o) in chunk {
                    let mean_of = |k: BotKind| {
                        let v: Vec<f64> = bots
                            .iter()
                            .enumerate()
                            .filter(|(_, &x)| x == k)
                            .map(|(s, _)| o.vp(Seat(s as u8)))
                            .collect();
                        (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
                    };
                    if let (Some(x), Some(y)) = (mean_of(a), mean_of(b)) {
                        diffs.push(x - y);
                        ba += x;
                        bb += y;
                        sa += x;
                        sb += y;
                        na += 1;
                        nb += 1;
                    }
                }
                if !diffs.is_empty() {
                    per_block.push(diffs.iter().sum::<f64>() / diffs.len() as f64);
                    sums.push((ba, bb));
                }
            }
            if per_block.is_empty() {
                continue;
            }
            let m = Mean::of(per_block);
            let (ma, mb) = (sa / na.max(1) as f64, sb / nb.max(1) as f64);
            let (ratio_low, ratio_high) = ratio_interval(&sums);
            out.push(Margin {
                a: a.name().into(),
                b: b.name().into(),
                mean: m.mean,
                ci95: m.ci95,
                blocks: m.n,
                ratio: if mb > 0.0 {
                    ma / mb
                } else {
                    f64::INFINITY.min(1e9)
                },
                ratio_low,
                ratio_high,
            });
        }
    }
    out
}

/// One deck's figures.
#[derive(Serialize)]
struct DeckStats {
    name: String,
    seats: u64,
    vp: Mean,
    wins: Rate,
    first_minion_turn: Mean,
    minions_turn_10: Mean,
    /// What bots could not play of the deck (issue 18): a deck's result is the bots'
    /// play of its automated cards, not the deck's strength.
    unplayable: Option<Unplayable>,
}

/// One seat position's figures.
#[derive(Serialize)]
struct SeatStats {
    seat: usize,
    vp: Mean,
    wins: Rate,
}

/// One card of one deck.
#[derive(Serialize)]
struct CardStats {
    deck: String,
    card: String,
    plays: u64,
    games_played: u64,
    plays_per_game: f64,
    /// Mean VP of the deck's seat in games where the card was played.
    vp_when_played: f64,
    /// … and where it was not.
    vp_when_not: f64,
    /// The difference: a simple (confounded) contribution signal.
    contribution: f64,
}

#[derive(Serialize)]
struct Report<'a> {
    run: &'a RunInfo,
    games_reported: usize,
    decks: Vec<DeckStats>,
    seats: Vec<SeatStats>,
    bots: Vec<BotStats>,
    margins: Vec<Margin>,
    turns: Mean,
    turns_histogram: Vec<(u32, u64)>,
    timed_out: u64,
    first_oust: Mean,
    first_oust_histogram: Vec<(u32, u64)>,
    no_oust: u64,
    /// Mean pool per deck at the start of every `pool_step`-th turn.
    pool_step: usize,
    pool_over_time: Vec<(String, Vec<f64>)>,
    cards: Vec<CardStats>,
}

fn histogram(values: impl Iterator<Item = u32>, width: u32) -> Vec<(u32, u64)> {
    let mut h: BTreeMap<u32, u64> = BTreeMap::new();
    for v in values {
        *h.entry(v / width * width).or_default() += 1;
    }
    h.into_iter().collect()
}

/// Writes `report.json` and `index.html` into `dir`.
pub fn write(
    dir: &Path,
    run: &RunInfo,
    names: &[String],
    unplayable: &[Unplayable],
    games: &[GameRow],
) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let nd = names.len();
    let players = run.players;
    // Decks and seat positions.
    let mut deck_vp: Vec<Vec<f64>> = vec![Vec::new(); nd];
    let mut deck_wins = vec![0u64; nd];
    let mut deck_first: Vec<Vec<f64>> = vec![Vec::new(); nd];
    let mut deck_t10: Vec<Vec<f64>> = vec![Vec::new(); nd];
    let mut seat_vp: Vec<Vec<f64>> = vec![Vec::new(); players];
    let mut seat_wins = vec![0u64; players];
    for g in games {
        for (k, &d) in g.decks.iter().enumerate() {
            let vp = g.outcome.vp(Seat(k as u8));
            let won = g.outcome.winner == Some(Seat(k as u8));
            deck_vp[d].push(vp);
            seat_vp[k].push(vp);
            deck_wins[d] += u64::from(won);
            seat_wins[k] += u64::from(won);
            if let Some(t) = g.detail.first_minion[k] {
                deck_first[d].push(f64::from(t));
            }
            if let Some(m) = &g.detail.minions_t10 {
                deck_t10[d].push(m[k] as f64);
            }
        }
    }
    let decks: Vec<DeckStats> = (0..nd)
        .map(|d| DeckStats {
            name: names[d].clone(),
            seats: deck_vp[d].len() as u64,
            vp: Mean::of(deck_vp[d].iter().copied()),
            wins: Rate::wilson(deck_wins[d], deck_vp[d].len() as u64),
            first_minion_turn: Mean::of(deck_first[d].iter().copied()),
            minions_turn_10: Mean::of(deck_t10[d].iter().copied()),
            unplayable: unplayable.get(d).cloned(),
        })
        .collect();
    let seats: Vec<SeatStats> = (0..players)
        .map(|k| SeatStats {
            seat: k + 1,
            vp: Mean::of(seat_vp[k].iter().copied()),
            wins: Rate::wilson(seat_wins[k], seat_vp[k].len() as u64),
        })
        .collect();
    // Game length, first oust.
    let turns = Mean::of(games.iter().map(|g| f64::from(g.outcome.turns)));
    let turns_histogram = histogram(games.iter().map(|g| g.outcome.turns), 10);
    let timed_out = games.iter().filter(|g| g.outcome.timed_out).count() as u64;
    let first_oust = Mean::of(
        games
            .iter()
            .filter_map(|g| g.detail.first_oust.map(f64::from)),
    );
    let first_oust_histogram = histogram(games.iter().filter_map(|g| g.detail.first_oust), 5);
    let no_oust = games
        .iter()
        .filter(|g| g.detail.first_oust.is_none())
        .count() as u64;
    // Pool over time, per deck (ousted seats count as 0 pool), every `step` turns.
    let max_turn = games
        .iter()
        .map(|g| g.detail.pools.len())
        .max()
        .unwrap_or(0)
        .min(150);
    let step = players.max(1);
    let points = max_turn.div_ceil(step);
    let mut pool_sum = vec![vec![0.0; points]; nd];
    let mut pool_n = vec![vec![0u64; points]; nd];
    for g in games {
        for p in 0..points {
            let t = p * step;
            // After the game ended, the final pools stand.
            let Some(row) = g.detail.pools.get(t).or(g.detail.pools.last()) else {
                continue;
            };
            for (k, &d) in g.decks.iter().enumerate() {
                pool_sum[d][p] += f64::from(row[k]);
                pool_n[d][p] += 1;
            }
        }
    }
    let pool_over_time: Vec<(String, Vec<f64>)> = (0..nd)
        .map(|d| {
            (
                names[d].clone(),
                (0..points)
                    .map(|p| pool_sum[d][p] / pool_n[d][p].max(1) as f64)
                    .collect(),
            )
        })
        .collect();
    // Cards: plays per deck, and VP with and without the card played.
    let mut plays: BTreeMap<(usize, CardRef), (u64, Vec<f64>)> = BTreeMap::new();
    let mut seat_games: Vec<Vec<f64>> = vec![Vec::new(); nd];
    let mut played_in: Vec<Vec<BTreeMap<CardRef, u64>>> = Vec::new();
    for g in games {
        let mut per_seat: Vec<BTreeMap<CardRef, u64>> = vec![BTreeMap::new(); g.decks.len()];
        for &(s, c) in &g.detail.plays {
            *per_seat[usize::from(s)].entry(c).or_default() += 1;
        }
        for (k, &d) in g.decks.iter().enumerate() {
            let vp = g.outcome.vp(Seat(k as u8));
            seat_games[d].push(vp);
            for (&c, &n) in &per_seat[k] {
                let e = plays.entry((d, c)).or_default();
                e.0 += n;
                e.1.push(vp);
            }
        }
        played_in.push(per_seat);
    }
    let mut cards: Vec<CardStats> = plays
        .iter()
        .map(|(&(d, c), (n, vps))| {
            let total: f64 = seat_games[d].iter().sum();
            let with: f64 = vps.iter().sum();
            let (nw, nt) = (vps.len() as f64, seat_games[d].len() as f64);
            let vp_when_played = with / nw.max(1.0);
            let vp_when_not = if nt > nw {
                (total - with) / (nt - nw)
            } else {
                0.0
            };
            CardStats {
                deck: names[d].clone(),
                card: db().get(c).name.clone(),
                plays: *n,
                games_played: vps.len() as u64,
                plays_per_game: *n as f64 / nt.max(1.0),
                vp_when_played,
                vp_when_not,
                contribution: vp_when_played - vp_when_not,
            }
        })
        .collect();
    cards.sort_by(|a, b| a.deck.cmp(&b.deck).then(b.plays.cmp(&a.plays)));
    let scored: Vec<(Vec<BotKind>, Outcome)> = games
        .iter()
        .map(|g| (g.bots.clone(), g.outcome.clone()))
        .collect();
    let block = games
        .iter()
        .filter(|g| g.block == games[0].block)
        .count()
        .max(1);
    let report = Report {
        run,
        games_reported: games.len(),
        decks,
        seats,
        bots: bot_stats(&scored),
        margins: margins(&scored, block),
        turns,
        turns_histogram,
        timed_out,
        first_oust,
        first_oust_histogram,
        no_oust,
        pool_step: step,
        pool_over_time,
        cards,
    };
    let json = serde_json::to_string_pretty(&report).map_err(std::io::Error::other)?;
    std::fs::write(dir.join("report.json"), json + "\n")?;
    std::fs::write(dir.join("index.html"), html(&report))?;
    Ok(())
}

// ---- HTML and SVG ----

const COLORS: [&str; 8] = [
    "#7b2d8e", "#1f6f8b", "#c0392b", "#2e8b57", "#d68910", "#34495e", "#a04000", "#117a65",
];

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Horizontal bars with 95% intervals: (label, value, low, high).
fn bars(title: &str, unit: &str, rows: &[(String, f64, f64, f64)]) -> String {
    let (w, row_h, left) = (640.0, 28.0, 150.0);
    let h = 40.0 + row_h * rows.len() as f64 + 24.0;
    let max = rows
        .iter()
        .map(|r| r.3.max(r.1))
        .fold(0.0f64, f64::max)
        .max(1e-9)
        * 1.1;
    let x = |v: f64| left + (w - left - 40.0) * v.max(0.0) / max;
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" role="img" aria-label="{t}"><text x="10" y="20" font-weight="bold">{t}</text>"#,
        t = esc(title)
    );
    for (i, (label, v, lo, hi)) in rows.iter().enumerate() {
        let y = 36.0 + row_h * i as f64;
        let _ = write!(
            s,
            r#"<text x="{lx}" y="{ty}" text-anchor="end">{l}</text><rect x="{left}" y="{y}" width="{bw:.1}" height="18" fill="{c}"/><line x1="{a:.1}" x2="{b:.1}" y1="{my}" y2="{my}" stroke="black"/><line x1="{a:.1}" x2="{a:.1}" y1="{y1}" y2="{y2}" stroke="black"/><line x1="{b:.1}" x2="{b:.1}" y1="{y1}" y2="{y2}" stroke="black"/><text x="{vx:.1}" y="{ty}" font-size="11">{v:.3}</text>"#,
            lx = left - 6.0,
            ty = y + 14.0,
            l = esc(label),
            bw = x(*v) - left,
            c = COLORS[i % COLORS.len()],
            a = x(*lo),
            b = x(*hi),
            my = y + 9.0,
            y1 = y + 3.0,
            y2 = y + 15.0,
            vx = x(*hi) + 4.0,
        );
    }
    let _ = write!(
        s,
        r##"<text x="{left}" y="{yb}" font-size="11" fill="#555">{u} (bars: mean; whiskers: 95% interval)</text></svg>"##,
        yb = h - 6.0,
        u = esc(unit)
    );
    s
}

/// A histogram of (bucket start, count).
fn histo(title: &str, xlabel: &str, width: u32, data: &[(u32, u64)]) -> String {
    let (w, h, left, bottom) = (640.0, 260.0, 50.0, 40.0);
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" role="img" aria-label="{t}"><text x="10" y="20" font-weight="bold">{t}</text>"#,
        t = esc(title)
    );
    if data.is_empty() {
        s.push_str("<text x=\"50\" y=\"80\">no data</text></svg>");
        return s;
    }
    let lo = data[0].0;
    let hi = data[data.len() - 1].0 + width;
    let max = data.iter().map(|d| d.1).max().unwrap_or(1).max(1) as f64;
    let plot_w = w - left - 20.0;
    let plot_h = h - bottom - 40.0;
    let bw = plot_w * f64::from(width) / f64::from((hi - lo).max(1));
    for &(b, n) in data {
        let x = left + plot_w * f64::from(b - lo) / f64::from((hi - lo).max(1));
        let bh = plot_h * n as f64 / max;
        let _ = write!(
            s,
            r##"<rect x="{x:.1}" y="{y:.1}" width="{bw:.1}" height="{bh:.1}" fill="#1f6f8b" stroke="white"><title>{b}–{e}: {n}</title></rect>"##,
            y = 30.0 + plot_h - bh,
            bw = (bw - 1.0).max(1.0),
            e = b + width - 1,
        );
    }
    let base = 30.0 + plot_h;
    let _ = write!(
        s,
        r#"<line x1="{left}" x2="{r}" y1="{base}" y2="{base}" stroke="black"/><text x="{left}" y="{t1}" font-size="11">{lo}</text><text x="{r}" y="{t1}" font-size="11" text-anchor="end">{hi}</text><text x="{mid}" y="{t2}" font-size="12" text-anchor="middle">{xl}</text><text x="{l2}" y="40" font-size="11" text-anchor="end">{max}</text></svg>"#,
        r = left + plot_w,
        t1 = base + 14.0,
        t2 = base + 30.0,
        mid = left + plot_w / 2.0,
        xl = esc(xlabel),
        l2 = left - 4.0,
    );
    s
}

/// One line per series over evenly spaced points.
fn lines(title: &str, xlabel: &str, step: usize, series: &[(String, Vec<f64>)]) -> String {
    let (w, h, left, bottom) = (640.0, 300.0, 50.0, 60.0);
    let n = series.iter().map(|s| s.1.len()).max().unwrap_or(0);
    let max = series
        .iter()
        .flat_map(|s| s.1.iter().copied())
        .fold(0.0f64, f64::max)
        .max(1.0);
    let plot_w = w - left - 20.0;
    let plot_h = h - bottom - 40.0;
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" role="img" aria-label="{t}"><text x="10" y="20" font-weight="bold">{t}</text>"#,
        t = esc(title)
    );
    let x = |i: usize| left + plot_w * i as f64 / (n.max(2) - 1) as f64;
    let y = |v: f64| 30.0 + plot_h - plot_h * v / max;
    for (k, (name, vals)) in series.iter().enumerate() {
        let pts: Vec<String> = vals
            .iter()
            .enumerate()
            .map(|(i, &v)| format!("{:.1},{:.1}", x(i), y(v)))
            .collect();
        let c = COLORS[k % COLORS.len()];
        let _ = write!(
            s,
            r#"<polyline fill="none" stroke="{c}" stroke-width="2" points="{p}"><title>{t}</title></polyline><rect x="{lx}" y="{ly}" width="10" height="10" fill="{c}"/><text x="{tx}" y="{ty}" font-size="11">{t}</text>"#,
            p = pts.join(" "),
            t = esc(name),
            lx = left + 110.0 * k as f64,
            ly = h - 22.0,
            tx = left + 110.0 * k as f64 + 14.0,
            ty = h - 13.0,
        );
    }
    let base = 30.0 + plot_h;
    let _ = write!(
        s,
        r#"<line x1="{left}" x2="{r}" y1="{base}" y2="{base}" stroke="black"/><line x1="{left}" x2="{left}" y1="30" y2="{base}" stroke="black"/><text x="{l2}" y="36" font-size="11" text-anchor="end">{max:.0}</text><text x="{l2}" y="{base}" font-size="11" text-anchor="end">0</text><text x="{left}" y="{t1}" font-size="11">1</text><text x="{r}" y="{t1}" font-size="11" text-anchor="end">{last}</text><text x="{mid}" y="{t1}" font-size="12" text-anchor="middle">{xl}</text></svg>"#,
        r = left + plot_w,
        l2 = left - 4.0,
        t1 = base + 14.0,
        last = (n.max(1) - 1) * step + 1,
        mid = left + plot_w / 2.0,
        xl = esc(xlabel),
    );
    s
}

fn html(r: &Report<'_>) -> String {
    let mut h = String::new();
    let _ = write!(
        h,
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jyhad deck lab</title><style>body{{font-family:system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222}}table{{border-collapse:collapse;margin:1em 0}}td,th{{border:1px solid #ccc;padding:3px 8px;text-align:right}}th{{background:#f3eef5}}td:first-child,th:first-child{{text-align:left}}svg{{display:block;margin:1em 0;font-family:system-ui,sans-serif;font-size:12px}}.note{{color:#555;font-size:90%}}</style></head><body><h1>Jyhad deck lab</h1><p>{g} games ({gr} reported), {p} players, bots <code>{b}</code>, seed {s}, {sec:.1} s, result hash <code>{hash}</code>. Seats rotate so that every deck plays every position equally. Intervals are 95% (normal approximation for means, Wilson for rates).</p>"#,
        g = r.run.games,
        gr = r.games_reported,
        p = r.run.players,
        b = esc(&r.run.bots),
        s = r.run.seed,
        sec = r.run.seconds,
        hash = r.run.result_hash,
    );
    // Decks.
    h.push_str("<h2>Decks</h2>");
    let vp_rows: Vec<_> = r
        .decks
        .iter()
        .map(|d| {
            (
                d.name.clone(),
                d.vp.mean,
                d.vp.mean - d.vp.ci95,
                d.vp.mean + d.vp.ci95,
            )
        })
        .collect();
    h.push_str(&bars("Mean VP per seat, by deck", "VP", &vp_rows));
    let win_rows: Vec<_> = r
        .decks
        .iter()
        .map(|d| (d.name.clone(), d.wins.rate, d.wins.low, d.wins.high))
        .collect();
    h.push_str(&bars(
        "Game-win rate, by deck",
        "share of seats that won",
        &win_rows,
    ));
    h.push_str("<table><tr><th>deck</th><th>seats</th><th>mean VP</th><th>± 95%</th><th>win rate</th><th>95% interval</th><th>first minion (turn)</th><th>minions at turn 10</th><th>library bots could not play</th></tr>");
    for d in &r.decks {
        let unplayable = d.unplayable.as_ref().map_or(String::new(), |u| {
            format!(
                "{} of {} ({:.0}%)",
                u.library_cards,
                u.library,
                100.0 * u.share
            )
        });
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{:.3}</td><td>{:.3}</td><td>{:.3}</td><td>[{:.3}, {:.3}]</td><td>{:.1}</td><td>{:.2}</td><td>{}</td></tr>",
            esc(&d.name), d.seats, d.vp.mean, d.vp.ci95, d.wins.rate, d.wins.low, d.wins.high,
            d.first_minion_turn.mean, d.minions_turn_10.mean, unplayable
        );
    }
    h.push_str("</table>");
    // A result the bots could not play the whole deck for is said beside it.
    for d in &r.decks {
        if let Some(u) = d
            .unplayable
            .as_ref()
            .filter(|u| u.library_cards + u.crypt_abilities > 0)
        {
            let _ = write!(
                h,
                "<p class=\"note\"><strong>{}</strong>: bots could not play {} of its {} library cards ({:.0}%: the engine does not automate them yet), and {} of its {} crypt cards were played without their special ability. Its figures measure the bots' play of the rest, not the deck's strength.</p>",
                esc(&d.name), u.library_cards, u.library, 100.0 * u.share, u.crypt_abilities, u.crypt
            );
        }
    }
    // Seats.
    h.push_str("<h2>Seat position</h2>");
    let seat_rows: Vec<_> = r
        .seats
        .iter()
        .map(|s| {
            (
                format!("seat {}", s.seat),
                s.vp.mean,
                s.vp.mean - s.vp.ci95,
                s.vp.mean + s.vp.ci95,
            )
        })
        .collect();
    h.push_str(&bars(
        "Mean VP by seat position (seat 1 is the first seat listed)",
        "VP",
        &seat_rows,
    ));
    // Bots.
    if !r.bots.is_empty() {
        h.push_str("<h2>Bots</h2><table><tr><th>bot</th><th>seats</th><th>mean VP</th><th>± 95%</th><th>win rate</th><th>95% interval</th></tr>");
        for b in &r.bots {
            let _ = write!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{:.3}</td><td>{:.3}</td><td>{:.3}</td><td>[{:.3}, {:.3}]</td></tr>",
                b.bot, b.seats, b.mean_vp, b.vp_ci95, b.win_rate, b.win_low, b.win_high
            );
        }
        h.push_str("</table>");
        for m in &r.margins {
            let _ = write!(
                h,
                "<p>{} − {}: {:+.3} VP per seat ± {:.3} (paired per block, {} blocks); ratio of mean VP {:.2}.</p>",
                m.a, m.b, m.mean, m.ci95, m.blocks, m.ratio
            );
        }
    }
    // Game length and ousts.
    let _ = write!(
        h,
        "<h2>Game length and ousts</h2><p>Mean length {:.1} ± {:.1} turns; {} timed out. First oust at turn {:.1} ± {:.1} on average; {} games without an oust.</p>",
        r.turns.mean, r.turns.ci95, r.timed_out, r.first_oust.mean, r.first_oust.ci95, r.no_oust
    );
    h.push_str(&histo(
        "Game length",
        "turns (buckets of 10)",
        10,
        &r.turns_histogram,
    ));
    h.push_str(&histo(
        "Time to first oust",
        "turn of the first oust (buckets of 5)",
        5,
        &r.first_oust_histogram,
    ));
    h.push_str("<h2>Pool over time</h2>");
    h.push_str(&lines(
        "Mean pool by deck (ousted seats count 0)",
        &format!("turn (every {} turns: one round)", r.pool_step),
        r.pool_step,
        &r.pool_over_time,
    ));
    // Cards.
    h.push_str("<h2>Cards</h2><p class=\"note\">Plays per deck (cards played from hand, master cards, equipment, allies, retainers, political and action cards). Contribution: mean VP of the deck's seat in games where the card was played minus games where it was not — a simple signal, confounded by game length (longer games see more cards).</p><table><tr><th>deck</th><th>card</th><th>plays</th><th>games played</th><th>plays / game</th><th>VP when played</th><th>VP when not</th><th>contribution</th></tr>");
    for c in &r.cards {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.2}</td><td>{:.3}</td><td>{:.3}</td><td>{:+.3}</td></tr>",
            esc(&c.deck), esc(&c.card), c.plays, c.games_played, c.plays_per_game,
            c.vp_when_played, c.vp_when_not, c.contribution
        );
    }
    h.push_str("</table><p class=\"note\">Figures in report.json.</p></body></html>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::ratio_interval;

    #[test]
    fn ratio_interval_is_deterministic_and_covers_the_ratio() {
        assert_eq!(ratio_interval(&[]), (0.0, 0.0));
        // Every block alike: no spread.
        let same = vec![(4.0, 2.0); 30];
        assert_eq!(ratio_interval(&same), (2.0, 2.0));
        // Blocks that vary: the interval holds the point estimate and is reproducible.
        let blocks: Vec<(f64, f64)> = (0..40)
            .map(|i| (2.0 + f64::from(i % 7) * 0.5, 1.0 + f64::from(i % 5) * 0.25))
            .collect();
        let ratio =
            blocks.iter().map(|b| b.0).sum::<f64>() / blocks.iter().map(|b| b.1).sum::<f64>();
        let (lo, hi) = ratio_interval(&blocks);
        assert!(lo < ratio && ratio < hi, "{lo} {ratio} {hi}");
        assert!(hi - lo < 1.0);
        assert_eq!(ratio_interval(&blocks), (lo, hi));
        // A zero denominator cannot reach the JSON as infinity.
        assert_eq!(ratio_interval(&[(1.0, 0.0)]), (1e9, 1e9));
    }
}
