//! Times cloning a mid-game state (clone + drop), for quick checks:
//! `cargo run --release -p jyhad-vtes --example clone_time`.
use jyhad_bots::RandomBot;
use jyhad_decks::starter_decks;
use jyhad_table::Game;
use jyhad_vtes::{DeckSpec, Vtes, VtesConfig};
use std::time::Instant;

fn main() {
    let decks: Vec<DeckSpec> = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut config = VtesConfig::new(decks);
    config.record_events = false;
    let mut game = Vtes::new_game(&config, 7).unwrap();
    let mut bot = RandomBot::new(1);
    let mut opts = Vec::new();
    for _ in 0..300 {
        let Some((seat, _)) = game.options_into(&mut opts) else {
            break;
        };
        let c = opts[bot.pick(opts.len())];
        game.apply(seat, &c).unwrap();
    }
    let n = 200_000;
    let t = Instant::now();
    let mut keep = 0usize;
    for _ in 0..n {
        let g = std::hint::black_box(game.clone());
        keep += g.state().cards.len();
    }
    let dt = t.elapsed();
    println!(
        "clone+drop of a mid-game state: {:.3} µs ({keep} cards seen)",
        dt.as_secs_f64() * 1e6 / n as f64
    );
}
