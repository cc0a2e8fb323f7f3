//! The public stage every seat and spectator sees: a referendum's terms are public once the
//! caller chose them (rulebook p. 27: everyone votes on them), in every view alike.

use jyhad_decks::starter_decks;
use jyhad_table::{Game, Seat};
use jyhad_vtes::{DeckSpec, Vtes, VtesConfig};

#[test]
fn referendum_terms_are_on_every_views_stage_once_chosen() {
    let decks: Vec<DeckSpec> = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut seen = 0;
    let mut options = Vec::new();
    for seed in 0..40u64 {
        let mut config = VtesConfig::new(decks.clone());
        config.max_turns = Some(60);
        let mut game = Vtes::new_game(&config, seed).unwrap();
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while let Some((seat, _)) = game.options_into(&mut options) {
            let spectator = game.view(None).stage;
            if let Some(r) = game.state().referendum.as_ref() {
                let view = spectator
                    .referendum
                    .as_ref()
                    .expect("a referendum is staged");
                let t = &r.terms;
                let chosen = t.methuselah.is_some() || t.vampire.is_some() || t.clan.is_some();
                let points = t.points.iter().filter(|&&n| n > 0).count();
                if chosen || points > 0 {
                    seen += 1;
                    assert_eq!(view.terms.methuselah, t.methuselah);
                    assert_eq!(view.terms.vampire.map(|c| c.id), t.vampire);
                    assert_eq!(view.terms.clan.is_some(), t.clan.is_some());
                    assert_eq!(view.terms.points.len(), points);
                    // Every Methuselah sees the same terms as the spectator.
                    for s in 0..5 {
                        let mine = game.view(Some(Seat(s))).stage;
                        assert_eq!(mine.referendum.unwrap().terms, view.terms);
                    }
                } else {
                    assert!(view.terms.is_empty(), "{:?}", view.terms);
                }
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pick = (x % options.len() as u64) as usize;
            game.apply(seat, &options[pick].clone()).unwrap();
        }
        if seen > 3 {
            return;
        }
    }
    panic!("only {seen} decisions with referendum terms in 40 random games");
}
