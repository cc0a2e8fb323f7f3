//! Snapshots: a game restored from `Game::snapshot` is the same game as the one replayed
//! from its choices, and goes on identically (the server reloads long games this way).

mod common;

use common::{fingerprint, first_difference, play_random, replay_texts, table};
use jyhad_table::Game;
use jyhad_vtes::state::State;
use jyhad_vtes::Vtes;

/// The state's fingerprint without the RNG's buffer and the options cache: a restored RNG refills its buffer from
/// its block (same stream, same word position, same numbers to come), so only where the
/// buffer starts differs. The fingerprint keeps the seed, stream and word position.
fn same_game(state: &State) -> String {
    let s = fingerprint(state);
    let start = s.find("rng: ChaCha8Rng {").expect("the state has an RNG");
    let end = start + s[start..].find(", defs:").expect("defs follow the RNG");
    let s = format!("{}{}", &s[..start], &s[end..]);
    // The pending options are a cache, computed again on demand.
    let start = s
        .find("scratch: [")
        .expect("the state has an options cache");
    let end = start + s[start..].find(", in_play:").expect("in_play follows");
    format!("{}{}", &s[..start], &s[end..])
}

#[test]
fn a_restored_game_is_the_replayed_game_and_goes_on_identically() {
    for (decks, vocabulary, seed) in [
        (&[0, 1, 2, 3, 4][..], true, 7),
        (&[4, 2, 0, 1][..], false, 8),
    ] {
        let config = table(decks, Some(120), vocabulary);
        let played = play_random(&config, seed, seed * 11);
        let n = played.choices.len();
        assert!(n > 30, "seed {seed}: a real game");
        for k in [1, n / 3, 2 * n / 3, n] {
            let (at_k, events_to_k) = replay_texts(&config, seed, &played.choices[..k]);
            let snapshot = at_k.snapshot().expect("VTES keeps snapshots");
            let restored = Vtes::restore(&config, &snapshot).expect("restores");
            let (a, b) = (same_game(at_k.state()), same_game(restored.state()));
            assert!(a == b, "seed {seed} at {k}: {}", first_difference(&a, &b));
            // The rest of the game, from the restored state.
            let mut game = restored;
            let mut events = events_to_k;
            for (seat, text) in &played.choices[k..] {
                let choice = text.parse().expect("a logged choice parses");
                let happened = game.apply(*seat, &choice).expect("still offered");
                events.extend(happened.iter().map(|e| e.to_string()));
            }
            assert_eq!(events, played.events, "seed {seed} from {k}: events");
            let (a, b) = (same_game(played.game.state()), same_game(game.state()));
            assert!(a == b, "seed {seed} from {k}: {}", first_difference(&a, &b));
            assert_eq!(game.outcome(), played.game.outcome());
        }
    }
}

#[test]
fn a_bad_snapshot_is_refused_with_the_reason() {
    let config = table(&[0, 1, 2, 3, 4], Some(50), false);
    let game = Vtes::new_game(&config, 3).unwrap();
    let snapshot = game.snapshot().unwrap();
    let err = Vtes::restore(&config, &snapshot[..snapshot.len() / 2]).unwrap_err();
    assert!(err.contains("unreadable snapshot"), "{err}");
    let four = table(&[0, 1, 2, 3], Some(50), false);
    let err = Vtes::restore(&four, &snapshot).unwrap_err();
    assert!(err.contains("5 seats") && err.contains("4"), "{err}");
    // A snapshot written under other rules is refused, not misread.
    let other = snapshot.replacen(
        &format!("\"rules\":{}", jyhad_vtes::SNAPSHOT_RULES),
        &format!("\"rules\":{}", jyhad_vtes::SNAPSHOT_RULES + 1),
        1,
    );
    assert_ne!(other, snapshot);
    let err = Vtes::restore(&config, &other).unwrap_err();
    assert!(err.contains("rules version"), "{err}");
}
