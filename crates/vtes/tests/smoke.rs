//! Whole random games end without engine errors.

use jyhad_bots::{play_out, Bot, RandomBot};
use jyhad_decks::starter_decks;
use jyhad_table::Game;
use jyhad_vtes::{DeckSpec, Vtes, VtesConfig};

#[test]
fn random_games_finish_without_errors() {
    let decks: Vec<DeckSpec> = starter_decks().iter().map(DeckSpec::from_list).collect();
    for seed in 0..20 {
        let mut config = VtesConfig::new(decks.clone());
        config.max_turns = Some(150);
        let game = Vtes::new_game(&config, seed).unwrap();
        let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
            .map(|i| Box::new(RandomBot::new(seed * 10 + i)) as Box<dyn Bot<Vtes>>)
            .collect();
        let played = play_out(game, &mut bots, 1_000_000, false);
        assert_eq!(played.error, None, "seed {seed}");
        let outcome = played.game.outcome().expect("game over");
        eprintln!("seed {seed}: {} decisions, {:?}", played.decisions, outcome);
    }
}
