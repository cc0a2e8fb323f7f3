//! Setup exactly as the rulebook (p. 3-4 "Mise en place").

use jyhad_rivals::state::Loc;
use jyhad_rivals::{config_of, Rivals};
use jyhad_table::{Game, Seat};

#[test]
fn setup_follows_the_rulebook() {
    for players in 2..=4usize {
        for seed in 0..30u64 {
            let names = ["brujah", "toreador", "ventrue", "malkavian"];
            let config = config_of(&names[..players]).unwrap();
            let g = Rivals::new_game(&config, seed).unwrap();
            let s = g.state();
            // 23 City cards: 6 of the 10 events (4 in the box), 17 others; the first
            // player's first turn revealed one card per player.
            let boxed = s.cards.iter().filter(|c| c.loc == Loc::Box).count();
            assert_eq!(boxed, 4);
            let city = s.city_deck.len() + s.streets.len() + s.city_discard.len();
            let burned_events = s
                .cards
                .iter()
                .filter(|c| c.owner.is_none() && c.loc == Loc::Burned)
                .count();
            assert_eq!(city + burned_events, 23, "seed {seed}");
            for (i, p) in s.players.iter().enumerate() {
                let leader = p.leader.unwrap();
                // The Leader is the highest Blood Potency vampire; its blood came from the 20.
                let bp = s.bp(leader);
                assert!(s.cards[leader.index()].leader);
                assert_eq!(u16::from(bp) + p.prestige, 20);
                assert_eq!(s.cards[leader.index()].blood, bp);
                // Rival tokens: never oneself.
                assert_ne!(s.rival_of(Seat(i as u8)), Seat(i as u8));
                // 4 Library + 1 Faction card, +1 Faction card for players 2-4.
                let faction = p
                    .hand
                    .iter()
                    .filter(|c| s.facts(**c).kind == jyhad_rivals::facts::Kind::Vampire)
                    .count();
                assert_eq!(p.hand.len() - faction, 4);
                assert_eq!(faction, if p.number == 1 { 1 } else { 2 });
                let size = config.decks[i].library.len();
                assert_eq!(p.library.len(), size - 4);
            }
            // The Rival tokens are a permutation of the player numbers.
            let mut tokens: Vec<u8> = s.players.iter().map(|p| p.rival_token).collect();
            tokens.sort_unstable();
            assert_eq!(tokens, (1..=players as u8).collect::<Vec<_>>());
            assert_eq!(s.players[s.active.index()].number, 1);
            let v = g.view(Some(s.active));
            assert_eq!(v.players[s.active.index()].hand.as_ref().unwrap().len(), 5);
        }
    }
}

/// p. 16: players revealing the same starting vampire bid for it; that auction is not
/// built, so such a table is refused with a message naming the seats and the vampire.
#[test]
fn the_same_starting_vampire_at_two_seats_is_refused_by_name() {
    let config = config_of(&["brujah", "toreador", "brujah"]).unwrap();
    let err = Rivals::new_game(&config, 1).unwrap_err().to_string();
    assert!(err.contains("seat1 and seat3"), "{err}");
    assert!(err.contains("p. 16"), "{err}");
    let two = Rivals::new_game(&config_of(&["brujah", "toreador"]).unwrap(), 1).unwrap();
    let s = two.state();
    let name = &s.facts(s.players[0].leader.unwrap()).name;
    assert!(err.contains(name.as_str()), "{err} names {name}");
}
