//! Snapshots: a Rivals game restored from `Game::snapshot` is the game replayed from its
//! choices, and goes on identically (the server reloads long games this way).

use jyhad_rivals::{config_of, Rivals, RivalsConfig};
use jyhad_table::{Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The state's `Debug` text with the RNG's position instead of its buffer (a restored RNG
/// refills its buffer from the block it is in: same numbers to come).
fn same_game(g: &Rivals) -> String {
    let s = format!("{:?}", g.state());
    let start = s.find("rng: ChaCha8Rng {").expect("the state has an RNG");
    let end = start + s[start..].find(", cards:").expect("cards follow the RNG");
    let rng = &g.state().rng;
    format!(
        "{}{}{}",
        &s[..start],
        format_args!(
            "rng {:?} {} {}",
            rng.get_seed(),
            rng.get_stream(),
            rng.get_word_pos()
        ),
        &s[end..]
    )
}

fn play(config: &RivalsConfig, seed: u64) -> (Rivals, Vec<(Seat, String)>, Vec<String>) {
    let mut game = Rivals::new_game(config, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed * 13);
    let (mut choices, mut events, mut options) = (Vec::new(), Vec::new(), Vec::new());
    while let Some((seat, _)) = game.options_into(&mut options) {
        let choice = options[rng.gen_range(0..options.len())].clone();
        let happened = game.apply(seat, &choice).expect("offered");
        events.extend(happened.iter().map(|e| e.to_string()));
        choices.push((seat, choice.to_string()));
    }
    (game, choices, events)
}

fn replay(config: &RivalsConfig, seed: u64, choices: &[(Seat, String)]) -> (Rivals, Vec<String>) {
    let mut game = Rivals::new_game(config, seed).unwrap();
    let mut events = Vec::new();
    for (seat, text) in choices {
        let happened = game.apply(*seat, &text.parse().unwrap()).expect("logged");
        events.extend(happened.iter().map(|e| e.to_string()));
    }
    (game, events)
}

#[test]
fn a_restored_game_is_the_replayed_game_and_goes_on_identically() {
    for (names, seed) in [
        (&["brujah", "toreador", "ventrue", "malkavian"][..], 5),
        (&["ventrue", "malkavian"][..], 6),
    ] {
        let mut config = config_of(names).unwrap();
        config.max_turns = Some(60);
        let (played, choices, all_events) = play(&config, seed);
        let n = choices.len();
        assert!(n > 30, "seed {seed}: a real game");
        for k in [1, n / 2, n] {
            let (at_k, mut events) = replay(&config, seed, &choices[..k]);
            let restored = Rivals::restore(&config, &at_k.snapshot().unwrap()).unwrap();
            assert_eq!(same_game(&at_k), same_game(&restored), "seed {seed} at {k}");
            let mut game = restored;
            for (seat, text) in &choices[k..] {
                let happened = game.apply(*seat, &text.parse().unwrap()).expect("offered");
                events.extend(happened.iter().map(|e| e.to_string()));
            }
            assert_eq!(events, all_events, "seed {seed} from {k}");
            assert_eq!(same_game(&game), same_game(&played), "seed {seed} from {k}");
            assert_eq!(game.outcome(), played.outcome());
        }
    }
}

#[test]
fn a_bad_snapshot_is_refused_with_the_reason() {
    let config = config_of(&["brujah", "toreador", "ventrue"]).unwrap();
    let snapshot = Rivals::new_game(&config, 1).unwrap().snapshot().unwrap();
    let err = Rivals::restore(&config, "{\"rng\": 3}").unwrap_err();
    assert!(err.contains("unreadable snapshot"), "{err}");
    let two = config_of(&["brujah", "toreador"]).unwrap();
    let err = Rivals::restore(&two, &snapshot).unwrap_err();
    assert!(err.contains("3 players") && err.contains('2'), "{err}");
    // A snapshot written under other rules is refused, not misread.
    let other = snapshot.replacen(
        &format!("\"rules\":{}", jyhad_rivals::SNAPSHOT_RULES),
        &format!("\"rules\":{}", jyhad_rivals::SNAPSHOT_RULES + 1),
        1,
    );
    assert_ne!(other, snapshot);
    let err = Rivals::restore(&config, &other).unwrap_err();
    assert!(err.contains("rules version"), "{err}");
}
