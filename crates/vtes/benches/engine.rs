//! Engine benchmarks: raw decision throughput (options generation + apply), whole random
//! games, whole greedy-bot games, a search-bot decision, and cloning a state (search bots
//! clone millions of times). Kept short so `cargo bench` takes about a minute.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use jyhad_bots::vtes::{make_bot, BotKind};
use jyhad_bots::{Bot, RandomBot, SearchConfig, Seen};
use jyhad_decks::starter_decks;
use jyhad_table::Game;
use jyhad_vtes::{Choice, DeckSpec, Vtes, VtesConfig};
use std::hint::black_box;
use std::time::Duration;

/// Decisions per iteration of the `decisions` benchmark.
const BATCH: u64 = 10_000;

/// The five starter decks, 200-turn limit, events off (as in the simulator).
fn config() -> VtesConfig {
    let decks = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut config = VtesConfig::new(decks);
    config.max_turns = Some(200);
    config.record_events = false;
    config
}

/// A short benchmark group, so `cargo bench` stays about a minute.
fn short_group(
    c: &mut Criterion,
    seconds: u64,
) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group("engine");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(seconds));
    group
}

/// Plays a whole game from `seed`, each decision picked by `pick`.
fn play_game(
    config: &VtesConfig,
    seed: u64,
    options: &mut Vec<Choice>,
    mut pick: impl FnMut(&Vtes, jyhad_table::Seat, &'static str, &[Choice]) -> usize,
) -> Vtes {
    let mut game = Vtes::new_game(config, seed).expect("starter table");
    while let Some((seat, prompt)) = game.options_into(options) {
        let choice = options[pick(&game, seat, prompt, options)];
        game.apply(seat, &choice).expect("legal option");
    }
    game
}

/// Random play that starts a new game whenever one ends, so batches never run dry.
struct Driver {
    config: VtesConfig,
    game: Vtes,
    seed: u64,
    bot: RandomBot,
    options: Vec<Choice>,
}

impl Driver {
    fn new(config: VtesConfig) -> Self {
        let game = Vtes::new_game(&config, 0).expect("starter table");
        Driver {
            config,
            game,
            seed: 0,
            bot: RandomBot::new(0),
            options: Vec::with_capacity(64),
        }
    }

    /// Makes one random decision (starting a new game first if the last one ended).
    fn step(&mut self) {
        let (seat, _) = match self.game.options_into(&mut self.options) {
            Some(d) => d,
            None => {
                self.seed += 1;
                self.game = Vtes::new_game(&self.config, self.seed).expect("starter table");
                self.game
                    .options_into(&mut self.options)
                    .expect("a new game has a decision")
            }
        };
        let choice = self.options[self.bot.pick(self.options.len())];
        black_box(self.game.apply(seat, &choice).expect("legal option"));
    }
}

fn decisions(c: &mut Criterion) {
    let mut group = short_group(c, 3);
    group.throughput(Throughput::Elements(BATCH));
    let mut driver = Driver::new(config());
    group.bench_function("decisions", |b| {
        b.iter(|| {
            for _ in 0..BATCH {
                driver.step();
            }
        })
    });
    group.finish();
}

fn whole_random_game(c: &mut Criterion) {
    let mut group = short_group(c, 5);
    let config = config();
    let mut seed = 0u64;
    let mut options = Vec::with_capacity(64);
    group.bench_function("whole_random_game", |b| {
        b.iter(|| {
            // A different deal every game, so one lucky seed cannot skew the figure.
            seed += 1;
            let mut bot = RandomBot::new(seed);
            let game = play_game(&config, seed, &mut options, |_, _, _, o| bot.pick(o.len()));
            black_box(game.outcome())
        })
    });
    group.finish();
}

fn clone_midgame_state(c: &mut Criterion) {
    let mut group = short_group(c, 3);
    let mut driver = Driver::new(config());
    for _ in 0..300 {
        driver.step();
    }
    let midgame = driver.game.clone();
    assert!(
        midgame.outcome().is_none(),
        "still in play after 300 decisions"
    );
    group.bench_function("clone_midgame_state", |b| {
        // Clone and drop in the loop: what a search bot pays per sampled state.
        b.iter(|| black_box(midgame.clone()))
    });
    group.finish();
}

fn whole_greedy_game(c: &mut Criterion) {
    let mut group = short_group(c, 5);
    let config = config();
    let mut seed = 0u64;
    let mut options = Vec::with_capacity(64);
    group.bench_function("whole_greedy_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
                .map(|k| make_bot(BotKind::Greedy, seed * 10 + k, SearchConfig::default()))
                .collect();
            let game = play_game(&config, seed, &mut options, |game, seat, prompt, o| {
                bots[seat.index()].choose(&Seen::new(game, seat, prompt), o)
            });
            black_box(game.outcome())
        })
    });
    group.finish();
}

fn search_decision(c: &mut Criterion) {
    let mut group = short_group(c, 3);
    // A position with a real decision after 200 random decisions.
    let mut driver = Driver::new(config());
    for _ in 0..200 {
        driver.step();
    }
    let game = driver.game.clone();
    let mut options = Vec::new();
    let (seat, prompt) = game.options_into(&mut options).expect("in play");
    let search = SearchConfig {
        iterations: 32,
        depth: 120,
        ..SearchConfig::default()
    };
    group.bench_function("search_decision_32x120", |b| {
        b.iter(|| {
            let mut bot = make_bot(BotKind::Search, 1, search);
            black_box(bot.choose(&Seen::new(&game, seat, prompt), &options))
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    decisions,
    whole_random_game,
    whole_greedy_game,
    search_decision,
    clone_midgame_state
);
criterion_main!(benches);
