//! The public stage every seat and spectator sees: a referendum's terms are public once the
//! caller chose them (rulebook p. 27: everyone votes on them), in every view alike.

use jyhad_decks::starter_decks;
use jyhad_table::{Game, Seat};
use jyhad_vtes::{Choice, DeckSpec, Event, Vtes, VtesConfig};

/// Plays random starter games (seeds 0 to 39, 60 turns at most): `visit` sees each decision
/// before its pick is applied and returns how many checks it made; stops once more than
/// `enough` were made, and returns how many.
fn random_starter_games(
    enough: usize,
    mut visit: impl FnMut(&mut Vtes, Seat, Choice) -> usize,
) -> usize {
    let decks: Vec<DeckSpec> = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut seen = 0;
    let mut options = Vec::new();
    for seed in 0..40u64 {
        let mut config = VtesConfig::new(decks.clone());
        config.max_turns = Some(60);
        let mut game = Vtes::new_game(&config, seed).unwrap();
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        while let Some((seat, _)) = game.options_into(&mut options) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pick = options[(x % options.len() as u64) as usize];
            seen += visit(&mut game, seat, pick);
        }
        if seen > enough {
            break;
        }
    }
    seen
}

#[test]
fn referendum_terms_are_on_every_views_stage_once_chosen() {
    let seen = random_starter_games(3, |game, seat, pick| {
        let mut seen = 0;
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
        game.apply(seat, &pick).unwrap();
        seen
    });
    assert!(
        seen > 3,
        "only {seen} decisions with referendum terms in 40 random games"
    );
}

/// Each term the caller chooses is logged for every seat (issue 22: the others vote on the
/// terms, p. 27), with the caller, as the choice made.
#[test]
fn each_term_chosen_is_logged() {
    let seen = random_starter_games(5, |game, seat, pick| {
        let caller = game.state().referendum.as_ref().map(|r| r.caller);
        let events = game.apply(seat, &pick).unwrap();
        let want = match (pick, caller) {
            (Choice::TermMethuselah { seat: chosen }, Some(c)) => {
                Event::TermsMethuselah { seat: c, chosen }
            }
            (Choice::TermClan { clan }, Some(c)) => Event::TermsClan { seat: c, clan },
            (Choice::TermVampire { vampire }, Some(c)) => Event::TermsVampire { seat: c, vampire },
            (Choice::TermPoint { seat: to }, Some(c)) => Event::TermsPoint { seat: c, to },
            _ => return 0,
        };
        assert!(events.contains(&want), "{want} not in {events:?}");
        1
    });
    assert!(seen > 5, "only {seen} terms chosen in 40 random games");
}
