//! `jyhad sim`: many games between bots (random, greedy, search), on all cores, for any
//! game behind [`SimGame`] (VTES, Rivals): one generic driver, the games only add their
//! bots, the VTES deck-lab details and how a game ended.
//!
//! Each game is a pure function of (base seed, game index, decks, bots), so results and
//! the `result_hash` are the same for any `--threads`. Games run one per rayon task with no
//! shared mutable state besides the progress bar.
//!
//! Seating: decks rotate game after game (every deck plays every position equally). With a
//! per-seat bot list, games come in blocks of one deal played once per rotation of the
//! bots (a block rotation, DESIGN "Measuring bots honestly"): each bot kind sits in each
//! position against the same shuffle, and over the run with every deck.

use crate::report::{self, GameDetail};
use crate::{decks, Failure, Outcome};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use jyhad_bots::vtes::{make_bot, BotKind};
use jyhad_bots::{Bot, RandomBot, SearchConfig, Seen};
use jyhad_rivals::{EndReason, Rivals, RivalsConfig};
use jyhad_table::{Game, Record, Seat, ValueHasher};
use jyhad_vtes::{DeckSpec, Vtes};
use rayon::prelude::*;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::io::IsTerminal;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::time::Instant;

/// Arguments of `jyhad sim`.
#[derive(Args, Debug)]
pub struct SimArgs {
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Base seed; game i's seed is derived from (seed, i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The game: `vtes` or `rivals`.
    #[arg(long, value_enum, default_value = "vtes")]
    game: GameName,
    /// Players at the table: 4 or 5 for VTES (default 5), 2 to 4 for Rivals (default 4).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=5))]
    players: Option<u8>,
    /// VTES: deck files or starter names (default: the five starter decks); Rivals:
    /// shipped deck names (default: brujah, toreador, ventrue, malkavian). Seats rotate
    /// through them game after game.
    #[arg(long, num_args = 1..)]
    decks: Vec<String>,
    /// Worker threads (default: every available core).
    #[arg(long)]
    threads: Option<usize>,
    /// Turn limit after which a game times out (0: none).
    #[arg(long, default_value_t = 200)]
    max_turns: u32,
    /// Print one JSON object instead of the summary.
    #[arg(long)]
    json: bool,
    /// Write game 0's record (config, seed, choices) as JSON to this file.
    #[arg(long)]
    record: Option<PathBuf>,
    /// Bots: one kind for every seat, or a comma list per seat (random, greedy, search);
    /// a per-seat list rotates across games so every kind plays every position and deck.
    /// Default: `random`, or `greedy` for the deck lab (`--report`), whose figures mean
    /// little between random bots (their first vampire comes out around turn 58).
    #[arg(long)]
    bots: Option<String>,
    /// Sampled games per decision of a `search` bot.
    #[arg(long, default_value_t = SearchConfig::default().iterations)]
    search_iterations: u32,
    /// Decisions per roll-out of a `search` bot.
    #[arg(long, default_value_t = SearchConfig::default().depth)]
    search_depth: u32,
    /// Options a `search` bot keeps by its heuristic before searching.
    #[arg(long, default_value_t = SearchConfig::default().candidates)]
    search_candidates: usize,
    /// Standard errors by which a `search` bot's candidate must beat the heuristic's choice.
    #[arg(long, default_value_t = SearchConfig::default().exploration)]
    search_exploration: f64,
    /// Score noise of the search bot's own seat in its roll-outs.
    #[arg(long, default_value_t = SearchConfig::default().rollout_noise)]
    search_rollout_noise: f32,
    /// Score noise of the other seats (greedy players) in the search bot's roll-outs.
    #[arg(long, default_value_t = SearchConfig::default().opponent_noise)]
    search_opponent_noise: f32,
    /// Heuristic lead over the second option at which a decision is not searched.
    #[arg(long, default_value_t = SearchConfig::default().clear_gap)]
    search_clear_gap: f32,
    /// Write the deck-lab report (index.html with SVG charts, report.json) to this folder
    /// (VTES only).
    #[arg(long)]
    report: Option<PathBuf>,
}

impl SimArgs {
    /// `--bots` as given, or the default: greedy bots for the deck lab, random ones
    /// otherwise (the speed figures and result hashes are random games).
    pub fn bots(&self) -> &str {
        match (&self.bots, &self.report) {
            (Some(b), _) => b,
            (None, Some(_)) => "greedy",
            (None, None) => "random",
        }
    }
}

/// Which bots play a run and how seats are assigned.
pub struct Lineup {
    /// Bot kind per seat before rotation.
    pub kinds: Vec<BotKind>,
    /// Whether the kinds rotate across games (a per-seat list with several kinds).
    pub rotate: bool,
}

impl Lineup {
    /// Parses `--bots` for a table of `players`.
    pub fn parse(text: &str, players: usize) -> Result<Lineup, String> {
        let kinds: Vec<BotKind> = text.split(',').map(str::parse).collect::<Result<_, _>>()?;
        match kinds.len() {
            1 => Ok(Lineup {
                kinds: vec![kinds[0]; players],
                rotate: false,
            }),
            n if n == players => {
                let rotate = kinds.iter().any(|&k| k != kinds[0]);
                Ok(Lineup { kinds, rotate })
            }
            n => Err(format!(
                "--bots lists {n} bots for {players} seats (give one kind or one per seat)"
            )),
        }
    }

    /// Games per block: one deal played once per rotation of the bots.
    pub fn block(&self) -> u64 {
        if self.rotate {
            self.kinds.len() as u64
        } else {
            1
        }
    }

    /// The deal (engine seed and deck seating index) of game `index`.
    pub fn deal(&self, index: u64) -> u64 {
        index / self.block()
    }

    /// Bot kind per seat in game `index`.
    pub fn seats(&self, index: u64) -> Vec<BotKind> {
        let n = self.kinds.len();
        let r = (index % self.block()) as usize;
        (0..n).map(|k| self.kinds[(k + r) % n]).collect()
    }
}

/// Guard against an engine that never ends a game: far above any real game's length.
const MAX_DECISIONS: u64 = 5_000_000;
/// How many error messages the report keeps.
const MAX_ERROR_MESSAGES: usize = 10;

/// SplitMix64's output function: a fixed, well-mixing bijection of 64-bit values.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The `n`-th output (0-based) of a SplitMix64 generator seeded with `seed`.
pub(crate) fn splitmix_nth(seed: u64, n: u64) -> u64 {
    const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;
    mix(seed.wrapping_add(n.wrapping_add(1).wrapping_mul(GAMMA)))
}

/// Seed of game `index` in a run with base seed `seed` (independent of threads).
pub fn game_seed(seed: u64, index: u64) -> u64 {
    splitmix_nth(seed, index)
}

/// Seed of the random bot at `seat` in a game of seed `game_seed`.
pub fn bot_seed(game_seed: u64, seat: usize) -> u64 {
    // A different stream than the game's own seed, so bots and shuffles are unrelated.
    splitmix_nth(mix(game_seed ^ 0x626f_7473), seat as u64)
}

/// Which game a run plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GameName {
    /// Vampire: The Eternal Struggle.
    Vtes,
    /// Vampire: The Masquerade – Rivals.
    Rivals,
}

/// What the simulator needs of a game besides [`Game`]: its bots, the optional deck-lab
/// details, and how a finished game ended. Everything else is the shared driver.
pub trait SimGame: Game {
    /// Details gathered for the deck-lab report (`()` for games without one).
    type Detail: Clone + Send;
    /// A bot of a kind, seeded; an error names a kind this game cannot use.
    fn bot(kind: BotKind, seed: u64, search: SearchConfig) -> Result<Box<dyn Bot<Self>>, String>;
    /// Empty details for this game's seats.
    fn detail_new(&self) -> Self::Detail;
    /// Gathers details before `choice` is applied.
    fn detail_before(&self, detail: &mut Self::Detail, seat: Seat, choice: &Self::Choice);
    /// Gathers details once the game is over.
    fn detail_finish(&self, detail: &mut Self::Detail);
    /// The card a choice plays from hand, as a key of [`SimGame::card_name`].
    fn played_card(&self, _choice: &Self::Choice) -> Option<u16> {
        None
    }
    /// The name of a card key.
    fn card_name(_key: u16) -> String {
        String::new()
    }
    /// How a finished game ended, for `end_conditions` (`None`: not reported).
    fn end_condition(&self) -> Option<&'static str>;
    /// Every word [`SimGame::end_condition`] may give (reported even when zero).
    fn end_conditions() -> &'static [&'static str];
}

impl SimGame for Vtes {
    type Detail = GameDetail;
    fn bot(kind: BotKind, seed: u64, search: SearchConfig) -> Result<Box<dyn Bot<Vtes>>, String> {
        Ok(make_bot(kind, seed, search))
    }
    fn detail_new(&self) -> GameDetail {
        GameDetail::new(self.seats())
    }
    fn detail_before(&self, detail: &mut GameDetail, seat: Seat, choice: &jyhad_vtes::Choice) {
        detail.before(self.state(), seat, choice);
    }
    fn detail_finish(&self, detail: &mut GameDetail) {
        detail.finish(self.state());
    }
    fn played_card(&self, choice: &jyhad_vtes::Choice) -> Option<u16> {
        report::played_card(self.state(), choice).map(|c| c.0)
    }
    fn card_name(key: u16) -> String {
        jyhad_cards::db()
            .get(jyhad_cards::CardRef(key))
            .name
            .clone()
    }
    fn end_condition(&self) -> Option<&'static str> {
        None
    }
    fn end_conditions() -> &'static [&'static str] {
        &[]
    }
}

impl SimGame for Rivals {
    type Detail = ();
    fn bot(kind: BotKind, seed: u64, search: SearchConfig) -> Result<Box<dyn Bot<Rivals>>, String> {
        Ok(jyhad_bots::rivals::make_bot_with(kind, seed, search))
    }
    fn detail_new(&self) {}
    fn detail_before(&self, _detail: &mut (), _seat: Seat, _choice: &jyhad_rivals::Choice) {}
    fn detail_finish(&self, _detail: &mut ()) {}
    fn end_condition(&self) -> Option<&'static str> {
        self.state().end.map(EndReason::word)
    }
    fn end_conditions() -> &'static [&'static str] {
        &["agenda", "rival", "most-agenda", "time-out"]
    }
}

/// What one game produced.
struct GameResult<D> {
    /// Final standings, when the game ended without error.
    outcome: Option<jyhad_table::Outcome>,
    /// How the game ended (games that report it).
    end: Option<&'static str>,
    /// Number of accepted decisions.
    decisions: u64,
    /// Hash of the game's choice log (seat + text of each decision).
    hash: u64,
    /// What went wrong, if anything.
    error: Option<String>,
    /// Bot kind per seat.
    bots: Vec<BotKind>,
    /// Details for the deck-lab report (only with `--report`).
    detail: Option<D>,
    /// Cards played from hand (keys of [`SimGame::card_name`]).
    plays: Vec<u16>,
}

/// How one game is played.
struct GameSpec<'a, G: Game> {
    config: &'a G::Config,
    /// Engine seed (the deal).
    seed: u64,
    /// Seed the bots' seeds derive from.
    bot_seed: u64,
    bots: Vec<BotKind>,
    search: SearchConfig,
    detail: bool,
}

/// Plays one game with the given bots, driving `options_into`/`apply_offered` directly.
/// `log` (if given) receives every choice's text, and keeps them even if the game panics.
fn play_game<G: SimGame>(
    spec: &GameSpec<'_, G>,
    log: &mut Option<Vec<(Seat, String)>>,
) -> GameResult<G::Detail> {
    let mut hasher = ValueHasher::new();
    let mut decisions = 0u64;
    let bots_of = spec.bots.clone();
    let failed = |error: String, decisions, hasher: &ValueHasher| GameResult {
        outcome: None,
        end: None,
        decisions,
        hash: hasher.finish(),
        error: Some(error),
        bots: bots_of.clone(),
        detail: None,
        plays: Vec::new(),
    };
    let mut game = match G::new_game(spec.config, spec.seed) {
        Ok(g) => g,
        Err(e) => return failed(e.to_string(), 0, &hasher),
    };
    let bots: Result<Vec<Box<dyn Bot<G>>>, String> = spec
        .bots
        .iter()
        .enumerate()
        .map(|(k, &kind)| G::bot(kind, bot_seed(spec.bot_seed, k), spec.search))
        .collect();
    let mut bots = match bots {
        Ok(b) => b,
        Err(e) => return failed(e, 0, &hasher),
    };
    // All-random tables skip the dynamic dispatch (same choices: `RandomBot::choose` is `pick`).
    let mut randoms: Option<Vec<RandomBot>> =
        spec.bots.iter().all(|&k| k == BotKind::Random).then(|| {
            (0..spec.bots.len())
                .map(|k| RandomBot::new(bot_seed(spec.bot_seed, k)))
                .collect()
        });
    let mut detail = spec.detail.then(|| game.detail_new());
    let mut plays = Vec::new();
    let mut options = Vec::with_capacity(64);
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        if decisions >= MAX_DECISIONS {
            return failed(
                format!("no end after {MAX_DECISIONS} decisions"),
                decisions,
                &hasher,
            );
        }
        let pick = match &mut randoms {
            Some(r) => r[seat.index()].pick(options.len()),
            None => bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options),
        };
        let choice = options[pick].clone();
        if let Some(log) = log {
            log.push((seat, choice.to_string()));
        }
        if let Some(d) = &mut detail {
            game.detail_before(d, seat, &choice);
        }
        if let Some(card) = game.played_card(&choice) {
            plays.push(card);
        }
        if let Err(e) = game.apply_offered(seat, &choice) {
            return failed(
                format!("{seat} {choice:?} refused at {prompt:?}: {e}"),
                decisions,
                &hasher,
            );
        }
        (seat, &choice).hash(&mut hasher);
        decisions += 1;
    }
    if let Some(d) = &mut detail {
        game.detail_finish(d);
    }
    match game.outcome() {
        Some(outcome) => GameResult {
            outcome: Some(outcome),
            end: game.end_condition(),
            decisions,
            hash: hasher.finish(),
            error: None,
            bots: spec.bots.clone(),
            detail,
            plays,
        },
        None => failed(
            "no decision pending but no outcome".into(),
            decisions,
            &hasher,
        ),
    }
}

thread_local! {
    /// The last panic on this thread, with its location (set by the hook in [`drive`]).
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Plays game `index` and turns a panic into an error result, so one broken game never
/// stops the run.
fn play_caught<G: SimGame>(
    spec: &GameSpec<'_, G>,
    index: u64,
    log: &mut Option<Vec<(Seat, String)>>,
) -> GameResult<G::Detail> {
    let seed = spec.seed;
    let result = catch_unwind(AssertUnwindSafe(|| play_game(spec, log)));
    let mut r = result.unwrap_or_else(|payload| {
        let message = LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".into());
        GameResult {
            outcome: None,
            end: None,
            decisions: 0,
            hash: 0,
            error: Some(message.replace('\n', " ")),
            bots: spec.bots.clone(),
            detail: None,
            plays: Vec::new(),
        }
    });
    if let Some(e) = &mut r.error {
        *e = format!("game {index} (seed {seed}): {e}");
    }
    r
}

/// One deck's totals over the run (a deck may sit in several seats of a game).
#[derive(Serialize)]
struct DeckReport {
    name: String,
    games: u64,
    vp: f64,
    mean_vp: f64,
    wins: u64,
    /// VTES: the deck's cards the bots could not play (issue 18), so that a result is not
    /// mistaken for the deck's strength.
    #[serde(skip_serializing_if = "Option::is_none")]
    unplayable: Option<Unplayable>,
}

/// What bots could not play of a VTES deck: its library cards the engine does not automate
/// (never offered at the simulator's tables, which do not allow manual cards), and its
/// vampires whose special ability is not automated (played as if they had none).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Unplayable {
    /// Library cards not automated, counting copies.
    pub library_cards: usize,
    /// Library cards, counting copies.
    pub library: usize,
    /// `library_cards / library`: the share of the library bots could not play.
    pub share: f64,
    /// Crypt cards whose special ability is not automated, counting copies.
    pub crypt_abilities: usize,
    /// Crypt cards, counting copies.
    pub crypt: usize,
}

impl Unplayable {
    /// What bots cannot play of a deck.
    pub fn of(spec: &DeckSpec) -> Unplayable {
        let a = jyhad_vtes::Automation::of_spec(spec);
        Unplayable {
            library_cards: a.library.copies_manual(),
            library: a.library.copies,
            share: a.library_manual_share(),
            crypt_abilities: a.crypt.copies_manual(),
            crypt: a.crypt.copies,
        }
    }
}

/// The `--json` report; field order is the documented key order.
#[derive(Serialize)]
struct Report {
    /// The game played (left out for VTES, the default, so its report is unchanged).
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<&'static str>,
    games: u64,
    completed: u64,
    timed_out: u64,
    errors: u64,
    /// Games by how they ended (games that report it: Rivals).
    #[serde(skip_serializing_if = "Option::is_none")]
    end_conditions: Option<BTreeMap<&'static str, u64>>,
    decisions: u64,
    seconds: f64,
    games_per_sec: f64,
    decisions_per_sec: f64,
    mean_turns: f64,
    decks: Vec<DeckReport>,
    /// Mean VP per seat for each bot kind at the table.
    vp_by_bot: BTreeMap<String, f64>,
    /// Game wins per seat for each bot kind (the share of its seats that won).
    wins_by_bot: BTreeMap<String, f64>,
    /// Per bot kind: seats played, mean VP and win rate with 95% intervals.
    bots: Vec<report::BotStats>,
    /// Paired VP margins between the bot kinds at the table, with 95% intervals.
    margins: Vec<report::Margin>,
    error_messages: Vec<String>,
    result_hash: String,
    /// VTES: times each library card was played from hand over all games, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    card_plays: BTreeMap<String, u64>,
}

/// Everything a run needs once the game's own setup is done.
struct Run<'a, G: Game> {
    args: &'a SimArgs,
    lineup: Lineup,
    search: SearchConfig,
    threads: usize,
    players: usize,
    /// Deck names, in the order seats rotate through them.
    names: Vec<String>,
    /// VTES: what bots could not play of each deck (empty for Rivals).
    unplayable: Vec<Unplayable>,
    /// One table per deck rotation: deck index per seat and the configuration.
    tables: Vec<(Vec<usize>, G::Config)>,
}

impl<G: SimGame> Run<'_, G> {
    /// The table (seating and configuration) of game `index`.
    fn table(&self, index: u64) -> &(Vec<usize>, G::Config) {
        &self.tables[(self.lineup.deal(index) % self.tables.len() as u64) as usize]
    }

    /// How game `index` is played: deal `lineup.deal(i)` (seating and engine seed).
    fn spec(&self, index: u64) -> GameSpec<'_, G> {
        GameSpec {
            config: &self.table(index).1,
            seed: game_seed(self.args.seed, self.lineup.deal(index)),
            bot_seed: game_seed(self.args.seed, index),
            bots: self.lineup.seats(index),
            search: self.search,
            detail: self.args.report.is_some(),
        }
    }
}

/// Builds one table per deck rotation (the seating only depends on the game index modulo
/// the number of decks, so each distinct table is built once).
fn tables<C>(decks: usize, players: usize, config: impl Fn(&[usize]) -> C) -> Vec<(Vec<usize>, C)> {
    (0..decks as u64)
        .map(|i| {
            let seats = decks::rotation(decks, players, i);
            let c = config(&seats);
            (seats, c)
        })
        .collect()
}

/// Runs `jyhad sim`.
pub fn run(args: SimArgs) -> Outcome {
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    if threads == 0 {
        return Err(Failure::input("--threads must be at least 1"));
    }
    let search = SearchConfig {
        iterations: args.search_iterations,
        depth: args.search_depth,
        candidates: args.search_candidates,
        exploration: args.search_exploration,
        rollout_noise: args.search_rollout_noise,
        opponent_noise: args.search_opponent_noise,
        clear_gap: args.search_clear_gap,
    };
    match args.game {
        GameName::Vtes => {
            let players = usize::from(args.players.unwrap_or(5));
            if !(4..=5).contains(&players) {
                return Err(Failure::input(
                    "VTES is played by 4 or 5 players (--players)",
                ));
            }
            let lineup = Lineup::parse(args.bots(), players).map_err(Failure::input)?;
            let lists = decks::load(&args.decks)?;
            let specs: Vec<DeckSpec> = lists.iter().map(DeckSpec::from_list).collect();
            let tables = tables(specs.len(), players, |seats| {
                let chosen = seats.iter().map(|&d| specs[d].clone()).collect();
                decks::config(chosen, args.max_turns, false)
            });
            let run = Run::<Vtes> {
                args: &args,
                lineup,
                search,
                threads,
                players,
                names: specs.iter().map(|s| s.name.clone()).collect(),
                unplayable: specs.iter().map(Unplayable::of).collect(),
                tables,
            };
            simulate(&run, None, |c| c.record_events = true, vtes_deck_lab)
        }
        GameName::Rivals => {
            let players = usize::from(args.players.unwrap_or(4));
            if !(2..=4).contains(&players) {
                return Err(Failure::input(
                    "Rivals is played by 2 to 4 players (--players)",
                ));
            }
            if args.report.is_some() {
                return Err(Failure::input("--report (the deck lab) is VTES only"));
            }
            let lineup = Lineup::parse(args.bots(), players).map_err(Failure::input)?;
            for &kind in &lineup.kinds {
                Rivals::bot(kind, 0, search).map_err(Failure::input)?;
            }
            let specs = rivals_decks(&args.decks)?;
            let tables = tables(specs.len(), players, |seats| RivalsConfig {
                decks: seats.iter().map(|&d| specs[d].clone()).collect(),
                max_turns: (args.max_turns > 0).then_some(args.max_turns),
                record_events: false,
            });
            let run = Run::<Rivals> {
                args: &args,
                lineup,
                search,
                threads,
                players,
                names: specs.iter().map(|s| s.name.clone()).collect(),
                unplayable: Vec::new(),
                tables,
            };
            simulate(
                &run,
                Some("rivals"),
                |c| c.record_events = true,
                |_, _, _, _| Ok(()),
            )
        }
    }
}

/// Rivals decks from `--decks` (shipped deck names; none: every shipped deck).
fn rivals_decks(names: &[String]) -> Result<Vec<jyhad_rivals::DeckSpec>, Failure> {
    if names.is_empty() {
        return Ok(jyhad_rivals::shipped_decks());
    }
    names
        .iter()
        .map(|n| {
            jyhad_rivals::deck(&n.to_lowercase()).ok_or_else(|| {
                Failure::input(format!(
                    "no Rivals deck named {n:?} (shipped: {})",
                    jyhad_rivals::decks::deck_names().join(", ")
                ))
            })
        })
        .collect()
}

/// Plays every game of a run on a thread pool, in game order whatever the scheduling;
/// returns the results, the seconds taken and game 0's log (with `--record`).
#[allow(clippy::type_complexity)]
fn drive<G: SimGame>(
    run: &Run<'_, G>,
) -> Result<(Vec<GameResult<G::Detail>>, f64, Option<Vec<(Seat, String)>>), Failure> {
    let args = run.args;
    let threads = run.threads;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Failure::run(format!("cannot start {threads} threads: {e}")))?;
    let bar = if std::io::stderr().is_terminal() && !args.json {
        let bar = ProgressBar::new(args.games);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let games = usize::try_from(args.games)
        .map_err(|_| Failure::input("--games is too large for this machine"))?;

    // Panics are reported per game; the default hook would also print each one.
    std::panic::set_hook(Box::new(|info| {
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(info.to_string()));
    }));
    let mut first_log = args.record.as_ref().map(|_| Vec::new());
    let start = Instant::now();
    let (first, rest) = pool.install(|| {
        // Game 0 runs apart only so that its log can be kept for `--record`.
        rayon::join(
            || {
                (args.games > 0).then(|| {
                    let r = play_caught(&run.spec(0), 0, &mut first_log);
                    bar.inc(1);
                    r
                })
            },
            || {
                // usize ranges are indexed in rayon (u64 ones are not), keeping game order.
                (1..games)
                    .into_par_iter()
                    .with_max_len(1)
                    .map(|i| {
                        let i = i as u64;
                        let r = play_caught(&run.spec(i), i, &mut None);
                        bar.inc(1);
                        r
                    })
                    .collect::<Vec<_>>()
            },
        )
    });
    let seconds = start.elapsed().as_secs_f64();
    let _ = std::panic::take_hook();
    bar.finish_and_clear();
    Ok((first.into_iter().chain(rest).collect(), seconds, first_log))
}

/// The deck-lab report of a run (`--report`), for games that have one.
type DeckLab<G> = fn(&Run<'_, G>, &[GameResult<<G as SimGame>::Detail>], &Report, f64) -> Outcome;

/// Plays a run and reports it (summary or JSON, deck-lab report, game 0's record);
/// `recorded` turns a table's configuration into the one saved in the record.
fn simulate<G: SimGame>(
    run: &Run<'_, G>,
    game: Option<&'static str>,
    recorded: impl Fn(&mut G::Config),
    deck_lab: DeckLab<G>,
) -> Outcome {
    let args = run.args;
    let (results, seconds, first_log) = drive(run)?;
    let mut report = summarize(run, &results, seconds, G::end_conditions());
    report.game = game;
    if args.report.is_some() {
        deck_lab(run, &results, &report, seconds)?;
    }
    if let (Some(path), Some(choices)) = (&args.record, first_log) {
        let mut config = run.table(0).1.clone();
        // Events are off only for speed; a replay should be able to show them.
        recorded(&mut config);
        let record = Record::<G> {
            config,
            seed: game_seed(args.seed, 0),
            choices,
        };
        let json = serde_json::to_string_pretty(&record)
            .map_err(|e| Failure::run(format!("cannot encode the record: {e}")))?;
        std::fs::write(path, json + "\n")
            .map_err(|e| Failure::run(format!("{}: {e}", path.display())))?;
    }
    if args.json {
        let json = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the report: {e}")))?;
        println!("{json}");
    } else {
        print_summary(&report);
    }
    if report.errors > 0 {
        return Err(Failure::run(format!("{} games failed", report.errors)));
    }
    Ok(())
}

/// Writes the VTES deck-lab report (`--report DIR`).
fn vtes_deck_lab(
    run: &Run<'_, Vtes>,
    results: &[GameResult<GameDetail>],
    report: &Report,
    seconds: f64,
) -> Outcome {
    let args = run.args;
    let Some(dir) = &args.report else {
        return Ok(());
    };
    let games: Vec<report::GameRow> = results
        .iter()
        .enumerate()
        .filter_map(|(i, r)| {
            Some(report::GameRow {
                decks: run.table(i as u64).0.clone(),
                bots: r.bots.clone(),
                outcome: r.outcome.clone()?,
                detail: r.detail.clone()?,
                block: run.lineup.deal(i as u64),
            })
        })
        .collect();
    let info = report::RunInfo {
        games: args.games,
        seed: args.seed,
        bots: args.bots().to_string(),
        players: run.players,
        seconds,
        result_hash: report.result_hash.clone(),
    };
    report::write(dir, &info, &run.names, &run.unplayable, &games)
        .map_err(|e| Failure::run(format!("{}: {e}", dir.display())))
}

fn summarize<G: SimGame>(
    run: &Run<'_, G>,
    results: &[GameResult<G::Detail>],
    seconds: f64,
    end_words: &'static [&'static str],
) -> Report {
    let args = run.args;
    let mut decks: Vec<DeckReport> = run
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| DeckReport {
            name: name.clone(),
            games: 0,
            vp: 0.0,
            mean_vp: 0.0,
            wins: 0,
            unplayable: run.unplayable.get(i).cloned(),
        })
        .collect();
    let mut hash = ValueHasher::new();
    let (mut completed, mut timed_out, mut decisions, mut turns, mut finished) = (0, 0, 0, 0, 0);
    let mut ends: Option<BTreeMap<&'static str, u64>> =
        (!end_words.is_empty()).then(|| end_words.iter().map(|&w| (w, 0)).collect());
    let mut error_messages = Vec::new();
    let mut errors = 0;
    let mut plays: BTreeMap<u16, u64> = BTreeMap::new();
    for (i, r) in results.iter().enumerate() {
        for &c in &r.plays {
            *plays.entry(c).or_default() += 1;
        }
        // Folded in game order, so the hash does not depend on scheduling.
        hash.write_u64(r.hash);
        decisions += r.decisions;
        if let Some(e) = &r.error {
            errors += 1;
            if error_messages.len() < MAX_ERROR_MESSAGES {
                error_messages.push(e.clone());
            }
        }
        let Some(o) = &r.outcome else { continue };
        finished += 1;
        turns += u64::from(o.turns);
        if o.timed_out {
            timed_out += 1;
        } else {
            completed += 1;
        }
        if let (Some(ends), Some(end)) = (&mut ends, r.end) {
            *ends.entry(end).or_default() += 1;
        }
        for (k, &d) in run.table(i as u64).0.iter().enumerate() {
            decks[d].games += 1;
            decks[d].vp += o.vp(Seat(k as u8));
            if o.winner == Some(Seat(k as u8)) {
                decks[d].wins += 1;
            }
        }
    }
    for d in &mut decks {
        d.mean_vp = ratio(d.vp, d.games as f64);
    }
    let scored: Vec<(Vec<BotKind>, jyhad_table::Outcome)> = results
        .iter()
        .filter_map(|r| Some((r.bots.clone(), r.outcome.clone()?)))
        .collect();
    let block = run.lineup.block() as usize;
    let bots = report::bot_stats(&scored);
    let margins = report::margins(&scored, block);
    Report {
        game: None,
        games: args.games,
        completed,
        timed_out,
        errors,
        end_conditions: ends,
        decisions,
        seconds,
        games_per_sec: ratio(args.games as f64, seconds),
        decisions_per_sec: ratio(decisions as f64, seconds),
        mean_turns: ratio(turns as f64, finished as f64),
        decks,
        vp_by_bot: bots.iter().map(|b| (b.bot.clone(), b.mean_vp)).collect(),
        wins_by_bot: bots.iter().map(|b| (b.bot.clone(), b.win_rate)).collect(),
        bots,
        margins,
        error_messages,
        result_hash: format!("{:016x}", hash.finish()),
        card_plays: plays
            .into_iter()
            .map(|(c, n)| (G::card_name(c), n))
            .collect(),
    }
}

/// `a / b`, or 0 when there is nothing to divide by (keeps the JSON free of NaN).
fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

fn print_summary(r: &Report) {
    println!(
        "{} games: {} completed, {} timed out, {} errors, mean {:.1} turns",
        r.games, r.completed, r.timed_out, r.errors, r.mean_turns
    );
    if let Some(ends) = &r.end_conditions {
        let parts: Vec<String> = ends.iter().map(|(k, n)| format!("{n} {k}")).collect();
        println!("ended by: {}", parts.join(", "));
    }
    println!(
        "{} decisions in {:.2} s: {:.0} games/s, {:.0} decisions/s",
        r.decisions, r.seconds, r.games_per_sec, r.decisions_per_sec
    );
    println!();
    let width = r
        .decks
        .iter()
        .map(|d| d.name.len())
        .max()
        .unwrap_or(4)
        .max(4);
    // Rivals reports agenda where VTES reports victory points.
    let (vp, mean_vp) = if r.game == Some("rivals") {
        ("agenda", "mean agenda")
    } else {
        ("VP", "mean VP")
    };
    println!(
        "{:<width$}  {:>7}  {:>8}  {:>7}  {:>6}",
        "deck", "games", vp, mean_vp, "wins"
    );
    for d in &r.decks {
        println!(
            "{:<width$}  {:>7}  {:>8.1}  {:>7.3}  {:>6}",
            d.name, d.games, d.vp, d.mean_vp, d.wins
        );
    }
    // A deck whose cards the bots could not all play: its result is not its strength.
    for d in &r.decks {
        if let Some(u) = d
            .unplayable
            .as_ref()
            .filter(|u| u.library_cards + u.crypt_abilities > 0)
        {
            println!(
                "{}: bots could not play {} of its {} library cards ({:.0}%, not automated); \
                 {} of its {} crypt cards played without their special ability",
                d.name,
                u.library_cards,
                u.library,
                100.0 * u.share,
                u.crypt_abilities,
                u.crypt
            );
        }
    }
    if r.bots.len() > 1 || r.bots.iter().any(|b| b.bot != "random") {
        println!();
        println!(
            "{:<8}  {:>7}  {:>17}  {:>17}",
            "bot", "seats", "mean VP (95%)", "win rate (95%)"
        );
        for b in &r.bots {
            println!(
                "{:<8}  {:>7}  {:>6.3} ± {:<8.3}  {:>6.3} [{:.3}, {:.3}]",
                b.bot, b.seats, b.mean_vp, b.vp_ci95, b.win_rate, b.win_low, b.win_high
            );
        }
        for m in &r.margins {
            println!(
                "{} − {}: {:+.3} VP per seat ± {:.3} (95%, paired over {} blocks); \
                 ratio {:.2}× [{:.2}, {:.2}] (95%, bootstrap over blocks)",
                m.a, m.b, m.mean, m.ci95, m.blocks, m.ratio, m.ratio_low, m.ratio_high
            );
        }
    }
    if !r.error_messages.is_empty() {
        println!();
        for e in &r.error_messages {
            println!("error: {e}");
        }
    }
    println!();
    println!("result hash {}", r.result_hash);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_fixed_and_distinct() {
        // SplitMix64 seeded with 0 starts with this value (reference output).
        assert_eq!(game_seed(0, 0), 0xe220_a839_7b1d_cdaf);
        let seeds: std::collections::HashSet<u64> = (0..1000).map(|i| game_seed(1, i)).collect();
        assert_eq!(seeds.len(), 1000);
        assert_ne!(bot_seed(5, 0), bot_seed(5, 1));
        assert_ne!(bot_seed(5, 0), game_seed(5, 0));
    }

    #[test]
    fn every_deck_plays_every_seat() {
        let specs: Vec<DeckSpec> = (0..5)
            .map(|i| DeckSpec {
                name: format!("d{i}"),
                crypt: Vec::new(),
                library: Vec::new(),
            })
            .collect();
        let mut count = [[0; 5]; 5];
        for g in 0..5 {
            for (seat, d) in decks::rotation(specs.len(), 5, g).into_iter().enumerate() {
                count[d][seat] += 1;
            }
        }
        assert!(count.iter().flatten().all(|&n| n == 1));
    }
}
