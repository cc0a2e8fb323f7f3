//! Arena: the greedy heuristic against the legacy one (before the starter cards), one new
//! seat against four legacy seats, every deal played once per rotation (a development aid:
//! `cargo run --release -p jyhad-bots --example arena -- 200`).

mod legacy;

use jyhad_bots::vtes::{Vtes, VtesHeuristic};
use jyhad_bots::{Bot, GreedyBot};
use jyhad_decks::starter_decks;
use jyhad_table::Game;
use jyhad_vtes::{DeckSpec, VtesConfig};

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let decks = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut config = VtesConfig::new(decks);
    config.max_turns = Some(120);
    config.record_events = false;
    let mut diffs = Vec::new();
    let (mut new_vp, mut old_vp) = (0.0, 0.0);
    for g in 0..n {
        let mut block = 0.0;
        for r in 0..5 {
            let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5u64)
                .map(|s| -> Box<dyn Bot<Vtes>> {
                    if s as usize == r {
                        Box::new(GreedyBot::new(VtesHeuristic::default(), g * 10 + s))
                    } else {
                        Box::new(GreedyBot::new(
                            legacy::LegacyHeuristic::default(),
                            g * 10 + s,
                        ))
                    }
                })
                .collect();
            let game = Vtes::new_game(&config, g).unwrap();
            let p = jyhad_bots::play_out(game, &mut bots, 100_000, false);
            let o = p.game.outcome().unwrap();
            let mine = o.vp(jyhad_table::Seat(r as u8));
            let others: f64 = (0..5)
                .filter(|&s| s != r)
                .map(|s| o.vp(jyhad_table::Seat(s as u8)))
                .sum::<f64>()
                / 4.0;
            new_vp += mine;
            old_vp += others;
            block += mine - others;
        }
        diffs.push(block / 5.0);
    }
    let m = diffs.iter().sum::<f64>() / diffs.len() as f64;
    let v = diffs.iter().map(|d| (d - m).powi(2)).sum::<f64>() / (diffs.len() as f64 - 1.0);
    let games = (n * 5) as f64;
    println!(
        "new {:.3} legacy {:.3} ratio {:.2} margin {:+.3} ± {:.3} (95%, {} deals)",
        new_vp / games,
        old_vp / games,
        new_vp / old_vp,
        m,
        1.96 * (v / diffs.len() as f64).sqrt(),
        n
    );
}
