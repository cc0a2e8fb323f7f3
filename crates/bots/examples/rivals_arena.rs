//! Rivals arena: the greedy heuristic against the one before session 8 (the legacy: recruits
//! at any Prestige, attacks scored without the blow against the target's blood nor the Info
//! it needs, never discards for Info above passing), one new seat against legacy seats,
//! every deal played once per rotation of the new seat (a development aid:
//! `cargo run --release -p jyhad-bots --example rivals_arena -- PLAYERS DEALS [SEED]`).

use jyhad_bots::rivals::{RivalsHeuristic, RivalsObs};
use jyhad_bots::{Bot, GreedyBot, Heuristic};
use jyhad_rivals::{Choice, Rivals};
use jyhad_table::{Game, Seat};

/// The greedy Rivals heuristic as it was before session 8 (commit b5a38e7's parent): the
/// current one with its three changed scores put back.
struct Legacy;

impl Heuristic<Rivals> for Legacy {
    fn score_all(
        &mut self,
        obs: &RivalsObs<'_>,
        prompt: &str,
        options: &[Choice],
        scores: &mut Vec<f32>,
    ) {
        RivalsHeuristic.score_all(obs, prompt, options, scores);
        for (o, s) in options.iter().zip(scores.iter_mut()) {
            match *o {
                Choice::Recruit { .. } => *s = 6.0,
                Choice::Info { .. } => *s = 0.3,
                Choice::Attack {
                    attacker,
                    target,
                    kind,
                } => {
                    let a = f32::from(obs.attack_attribute(attacker, kind).unwrap_or(0));
                    let d = f32::from(obs.defence(target, kind).unwrap_or(0));
                    let prize = match obs.owner(target) {
                        Some(t) if t == obs.seat() => -10.0,
                        Some(t) if t == obs.rival() => 2.0,
                        Some(_) => 0.5,
                        None => 1.0 + 1.5 * f32::from(obs.mortal_agenda(target).unwrap_or(0)),
                    };
                    *s = 3.0 + 0.5 * (a - d) + prize;
                }
                _ => {}
            }
        }
    }
}

/// A 95% Wilson interval of k successes in n.
fn wilson(k: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = k / n;
    let c = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (c - h, c + h)
}

/// Mean and 95% half-width of a sample.
fn mean_ci(x: &[f64]) -> (f64, f64) {
    let n = x.len() as f64;
    let m = x.iter().sum::<f64>() / n;
    let v = x.iter().map(|d| (d - m).powi(2)).sum::<f64>() / (n - 1.0);
    (m, 1.96 * (v / n).sqrt())
}

fn main() {
    let arg = |i: usize, d: u64| {
        std::env::args()
            .nth(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let players = arg(1, 4) as usize;
    let deals = arg(2, 200);
    let seed = arg(3, 1);
    let names = ["brujah", "toreador", "ventrue", "malkavian"];
    // Per block (one deal, the new seat in each position): the new seat's agenda minus the
    // legacy seats' mean, and its win minus theirs.
    let (mut agenda_diff, mut win_diff) = (Vec::new(), Vec::new());
    // Sums over games: the new seat's agenda, the legacy seats' mean agenda, the new seat's
    // wins, the legacy seats' wins.
    let (mut new_agenda, mut old_agenda, mut new_wins, mut old_wins) = (0.0, 0.0, 0.0, 0.0);
    for g in 0..deals {
        // Seat k plays deck (g + k) mod 4, as `jyhad sim` seats them.
        let decks: Vec<&str> = (0..players).map(|k| names[(g as usize + k) % 4]).collect();
        let mut config = jyhad_rivals::config_of(&decks).expect("shipped decks");
        config.max_turns = Some(80);
        config.record_events = false;
        let (mut da, mut dw) = (0.0, 0.0);
        for r in 0..players {
            let mut bots: Vec<Box<dyn Bot<Rivals>>> = (0..players as u64)
                .map(|s| -> Box<dyn Bot<Rivals>> {
                    let bot_seed = (seed * 1_000_003 + g) * 10 + s;
                    if s as usize == r {
                        Box::new(GreedyBot::new(RivalsHeuristic, bot_seed))
                    } else {
                        Box::new(GreedyBot::new(Legacy, bot_seed))
                    }
                })
                .collect();
            let game = Rivals::new_game(&config, seed * 1_000_003 + g).expect("game");
            let p = jyhad_bots::play_out(game, &mut bots, 100_000, false);
            let o = p.game.outcome().expect("finished");
            let mine = o.vp(Seat(r as u8));
            let others = (0..players)
                .filter(|&s| s != r)
                .map(|s| o.vp(Seat(s as u8)))
                .sum::<f64>()
                / (players - 1) as f64;
            let won = f64::from(u8::from(o.winner == Some(Seat(r as u8))));
            let others_won = f64::from(u8::from(o.winner.is_some_and(|w| w.index() != r)))
                / (players - 1) as f64;
            new_agenda += mine;
            old_agenda += others;
            new_wins += won;
            old_wins += others_won * (players - 1) as f64;
            da += mine - others;
            dw += won - others_won;
        }
        agenda_diff.push(da / players as f64);
        win_diff.push(dw / players as f64);
    }
    let games = (deals as usize * players) as f64;
    let (am, ah) = mean_ci(&agenda_diff);
    let (wm, wh) = mean_ci(&win_diff);
    let (nl, nh) = wilson(new_wins, games);
    let (ol, oh) = wilson(old_wins, games * (players - 1) as f64);
    println!(
        "{players} players, {deals} deals ({games} games), seed {seed}: \
         new greedy wins {:.3} [{nl:.3}, {nh:.3}], legacy {:.3} [{ol:.3}, {oh:.3}] per seat; \
         win margin {wm:+.3} ± {wh:.3}; agenda new {:.2}, legacy {:.2}, margin {am:+.2} ± {ah:.2} (95%)",
        new_wins / games,
        old_wins / (games * (players - 1) as f64),
        new_agenda / games,
        old_agenda / games,
    );
}
