//! Setup exactly as the rulebook (p. 3-4 "Mise en place").

use jyhad_rivals::choice::Choice;
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

/// p. 16: players revealing the same starting vampire bid for it before hands are dealt;
/// random answers always lead to a legal first turn with distinct Leaders (the scenarios
/// `setup_shared_starting_vampire_*` check the rule step by step).
#[test]
fn a_shared_starting_vampire_is_bid_for_then_the_game_starts() {
    let config = config_of(&["brujah", "toreador", "brujah"]).unwrap();
    for seed in 0..40u64 {
        let mut g = Rivals::new_game(&config, seed).unwrap();
        let mut opts = Vec::new();
        let (seat, _) = g.options_into(&mut opts).unwrap();
        assert!(g.state().bidding.is_some());
        assert!(opts.contains(&Choice::Pass {}), "{opts:?}");
        assert_ne!(seat, Seat(1), "the Toreador player does not bid");
        // No hand is dealt before the bidding is over.
        assert!(g.state().players.iter().all(|p| p.hand.is_empty()));
        let mut k = seed as usize;
        while g.state().bidding.is_some() {
            let (seat, _) = g.options_into(&mut opts).unwrap();
            k = k.wrapping_mul(31).wrapping_add(7);
            let c = opts[k % opts.len()].clone();
            g.apply(seat, &c).unwrap();
        }
        let s = g.state();
        let leaders: Vec<&str> = s
            .players
            .iter()
            .map(|p| s.facts(p.leader.unwrap()).name.as_str())
            .collect();
        assert_ne!(leaders[0], leaders[2]);
        for p in &s.players {
            assert!(p.hand.len() >= 5);
            assert_eq!(p.faction.len() + p.hand.len() - 4, 6);
        }
    }
}
