//! Plays random games and prints how they end (development aid).
use jyhad_rivals::{config_of, Rivals};
use jyhad_table::Game;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;

fn main() {
    let players: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let games: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let decks = ["brujah", "toreador", "ventrue", "malkavian"];
    let mut reasons: HashMap<String, u32> = HashMap::new();
    let mut turns = 0u64;
    let mut decisions = 0u64;
    for seed in 0..games {
        let names: Vec<&str> = (0..players)
            .map(|i| decks[(i + seed as usize) % 4])
            .collect();
        let mut cfg = config_of(&names).unwrap();
        cfg.max_turns = Some(200);
        let mut g = Rivals::new_game(&cfg, seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut opts = Vec::new();
        while let Some((seat, prompt)) = g.options_into(&mut opts) {
            if opts.is_empty() {
                let st = g.state();
                eprintln!(
                    "{:?} prestige {}",
                    st.influence,
                    st.players[seat.index()].prestige
                );
                for v in st.active_vampires(seat) {
                    eprintln!(
                        "{} {} inf {} noinf {}",
                        v,
                        st.facts(v).name,
                        st.influence(v),
                        st.cards[v.index()].no_influence
                    );
                }
                eprintln!(
                    "{:?}",
                    st.players[seat.index()]
                        .hand
                        .iter()
                        .map(|h| st.facts(*h).name.clone())
                        .collect::<Vec<_>>()
                );
                panic!(
                    "seed {seed}: no options at {prompt:?} phase {:?} sad_left {}",
                    g.state().phase,
                    g.state().sad_left
                );
            }
            let c = opts[rng.gen_range(0..opts.len())].clone();
            g.apply(seat, &c).unwrap();
            decisions += 1;
        }
        turns += u64::from(g.state().turn);
        *reasons
            .entry(g.state().end.unwrap().word().to_string())
            .or_default() += 1;
    }
    println!(
        "{reasons:?} avg turns {:.1} avg decisions {:.1}",
        turns as f64 / games as f64,
        decisions as f64 / games as f64
    );
}
