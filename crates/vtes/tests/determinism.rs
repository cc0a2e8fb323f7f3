//! Determinism: the same configuration, seed and choices replay a game bit for bit, on any
//! thread; different seeds deal different games (DESIGN: "one engine shape").

mod common;

use common::{
    fingerprint, first_difference, play_on, play_random, replay_texts, starter_specs, table, Played,
};
use jyhad_table::{hash_choices, replay, Game, Record};
use jyhad_vtes::{Vtes, VtesConfig};
use std::collections::HashSet;

/// A few tables: 4 and 5 seats, with and without the card vocabulary, repeated decks.
fn tables() -> Vec<(VtesConfig, u64, u64)> {
    vec![
        (table(&[0, 1, 2, 3, 4], Some(120), false), 1, 11),
        (table(&[4, 2, 0, 1], Some(150), false), 2, 22),
        (table(&[3, 1, 4, 0, 2], Some(120), true), 3, 33),
        (table(&[2, 2, 3, 3], Some(150), true), 4, 44),
        (table(&[0, 0, 0, 0, 0], Some(80), true), 5, 55),
        (table(&[1, 3, 0, 4], None, false), 6, 66),
    ]
}

fn assert_same(what: &str, a: &str, b: &str) {
    assert!(a == b, "{what}: {}", first_difference(a, b));
}

#[test]
fn the_same_seed_and_choices_give_the_same_game() {
    for (config, seed, pick) in tables() {
        let played = play_random(&config, seed, pick);
        assert!(played.game.outcome().is_some(), "seed {seed}: no end");
        assert!(!played.choices.is_empty());
        let (again, events) = replay_texts(&config, seed, &played.choices);
        assert_same(
            &format!("seed {seed}: final state"),
            &fingerprint(played.game.state()),
            &fingerprint(again.state()),
        );
        assert_eq!(played.events, events, "seed {seed}: event texts");
        assert_eq!(played.game.outcome(), again.outcome(), "seed {seed}");
        // Playing it a second time with the same picks gives the same choices too.
        let twice = play_random(&config, seed, pick);
        assert_eq!(played.choices, twice.choices, "seed {seed}: choice log");
        assert_eq!(
            hash_choices(played.choices.iter().map(|(s, t)| (*s, t.as_str()))),
            hash_choices(twice.choices.iter().map(|(s, t)| (*s, t.as_str()))),
        );
    }
}

/// Without card definitions the state has nothing unordered: its whole `Debug` text is
/// the same on replay.
#[test]
fn the_whole_debug_text_is_the_same_without_definitions() {
    for (config, seed, pick) in tables() {
        if !config.card_defs.is_empty() {
            continue;
        }
        let played = play_random(&config, seed, pick);
        let (again, _) = replay_texts(&config, seed, &played.choices);
        assert_same(
            &format!("seed {seed}: Debug"),
            &format!("{:?}", played.game.state()),
            &format!("{:?}", again.state()),
        );
    }
}

/// With card definitions from the config the whole `Debug` text should be the same too.
#[test]
fn the_whole_debug_text_is_the_same_with_definitions() {
    let config = table(&[3, 1, 4, 0, 2], Some(120), true);
    for _ in 0..8 {
        let a = Vtes::new_game(&config, 3).unwrap();
        let b = Vtes::new_game(&config, 3).unwrap();
        assert_same(
            "Debug of two new games",
            &format!("{:?}", a.state()),
            &format!("{:?}", b.state()),
        );
    }
}

#[test]
fn a_record_replays_to_the_exact_state() {
    for (config, seed, pick) in tables() {
        let played = play_random(&config, seed, pick);
        let record: Record<Vtes> = Record {
            config: config.clone(),
            seed,
            choices: played.choices.clone(),
        };
        let again = replay(&record).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_same(
            &format!("seed {seed}: replayed record"),
            &fingerprint(played.game.state()),
            &fingerprint(again.state()),
        );
        // The record survives its JSON form (the replay store and the server keep it so).
        let json = serde_json::to_string(&record).unwrap();
        let back: Record<Vtes> = serde_json::from_str(&json).unwrap();
        assert_eq!(back.config, config);
        assert_eq!(back.choices, record.choices);
        let again = replay(&back).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_same(
            &format!("seed {seed}: replayed JSON record"),
            &fingerprint(played.game.state()),
            &fingerprint(again.state()),
        );
        // Half a record replays to the state the game had then.
        let half = played.choices.len() / 2;
        let partial: Record<Vtes> = Record {
            config: config.clone(),
            seed,
            choices: played.choices[..half].to_vec(),
        };
        let mid = replay(&partial).unwrap();
        let stepped = play_on(Vtes::new_game(&config, seed).unwrap(), pick, half);
        assert_same(
            &format!("seed {seed}: half record"),
            &fingerprint(mid.state()),
            &fingerprint(stepped.game.state()),
        );
    }
}

#[test]
fn a_tampered_record_is_refused() {
    let (config, seed, pick) = tables().swap_remove(0);
    let played = play_random(&config, seed, pick);
    let mut record: Record<Vtes> = Record {
        config,
        seed,
        choices: played.choices,
    };
    // The first choice by the wrong seat.
    let (seat, _) = record.choices[0];
    record.choices[0].0 = jyhad_table::Seat((seat.0 + 1) % 5);
    assert!(replay(&record).is_err());
    record.choices[0].0 = seat;
    record.choices[0].1 = "no-such-choice".into();
    assert!(replay(&record).is_err());
}

#[test]
fn different_seeds_deal_different_games() {
    let config = table(&[0, 1, 2, 3, 4], Some(100), false);
    let deal = |seed: u64| {
        let game = Vtes::new_game(&config, seed).unwrap();
        let s = game.state();
        s.seats
            .iter()
            .map(|m| {
                let defs = |ids: &[jyhad_vtes::CardId]| {
                    ids.iter().map(|&c| s.card(c).def).collect::<Vec<_>>()
                };
                (
                    defs(&m.library),
                    defs(&m.hand),
                    defs(&m.crypt),
                    defs(&m.uncontrolled),
                )
            })
            .collect::<Vec<_>>()
    };
    let mut seen = HashSet::new();
    let mut libraries = HashSet::new();
    let mut firsts = HashSet::new();
    for seed in 0..64 {
        let d = deal(seed);
        assert_eq!(d, deal(seed), "seed {seed} deals twice the same");
        // Each seat's library order alone differs from seed to seed.
        for (i, seat) in d.iter().enumerate() {
            assert!(
                libraries.insert((i, seat.0.clone())),
                "seed {seed}: seat{} library order seen before",
                i + 1
            );
        }
        assert!(seen.insert(d), "seed {seed} deals like an earlier seed");
        firsts.insert(Vtes::new_game(&config, seed).unwrap().state().active);
    }
    // The first player is drawn at random too.
    assert!(firsts.len() >= 3, "first players over 64 seeds: {firsts:?}");
    // Different seeds with the same picks play different games.
    let a = play_random(&config, 100, 7);
    let b = play_random(&config, 101, 7);
    assert_ne!(a.events, b.events);
}

/// The deck specs are the same whatever order the tables are built in.
#[test]
fn decks_do_not_depend_on_the_table() {
    let a = table(&[0, 1, 2, 3], None, false);
    let b = table(&[3, 2, 1, 0], None, false);
    assert_eq!(a.decks[0], b.decks[3]);
    assert_eq!(a.decks[3], b.decks[0]);
    assert_eq!(starter_specs().len(), 5);
}

/// What a game produced, compared across threads.
#[derive(Debug, PartialEq, Eq)]
struct Summary {
    state: String,
    events: Vec<String>,
    choices: Vec<(jyhad_table::Seat, String)>,
    hash: u64,
}

fn summary(played: &Played) -> Summary {
    Summary {
        state: fingerprint(played.game.state()),
        events: played.events.clone(),
        choices: played.choices.clone(),
        hash: hash_choices(played.choices.iter().map(|(s, t)| (*s, t.as_str()))),
    }
}

#[test]
fn games_on_two_threads_match_the_sequential_run() {
    let jobs: Vec<(VtesConfig, u64, u64)> = (0..12u64)
        .map(|i| {
            let decks: Vec<usize> = (0..(4 + i as usize % 2))
                .map(|k| (k + i as usize) % 5)
                .collect();
            (
                table(&decks, Some(60 + 10 * i as u32), i % 2 == 0),
                1000 + i,
                i,
            )
        })
        .collect();
    let sequential: Vec<Summary> = jobs
        .iter()
        .map(|(c, s, p)| summary(&play_random(c, *s, *p)))
        .collect();
    // Two threads, each taking every other game, running at the same time.
    let parallel: Vec<Summary> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|t| {
                let jobs = &jobs;
                scope.spawn(move || {
                    jobs.iter()
                        .enumerate()
                        .filter(|(i, _)| i % 2 == t)
                        .map(|(i, (c, s, p))| (i, summary(&play_random(c, *s, *p))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(usize, Summary)> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread panicked"))
            .collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, s)| s).collect()
    });
    assert_eq!(sequential.len(), parallel.len());
    for (i, (a, b)) in sequential.iter().zip(&parallel).enumerate() {
        assert_same(&format!("game {i}: state"), &a.state, &b.state);
        assert_eq!(a, b, "game {i}");
    }
    // The very same game on both threads at once.
    let (c, s, p) = &jobs[3];
    let twins: Vec<Summary> = std::thread::scope(|scope| {
        let h: Vec<_> = (0..2)
            .map(|_| scope.spawn(|| summary(&play_random(c, *s, *p))))
            .collect();
        h.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(twins[0], twins[1]);
    assert_eq!(twins[0], sequential[3]);
}

/// A clone taken mid-game continues exactly like the original (search bots rely on it).
#[test]
fn a_clone_continues_like_the_original() {
    for (config, seed, pick) in tables() {
        let start = play_on(Vtes::new_game(&config, seed).unwrap(), pick, 150);
        let copy = start.game.clone();
        let a = play_on(start.game, pick ^ 0xabc, usize::MAX);
        let b = play_on(copy, pick ^ 0xabc, usize::MAX);
        assert_eq!(a.choices, b.choices, "seed {seed}");
        assert_eq!(a.events, b.events, "seed {seed}");
        assert_same(
            &format!("seed {seed}: clone"),
            &fingerprint(a.game.state()),
            &fingerprint(b.game.state()),
        );
    }
}

/// Turning events off (as the simulator does) changes nothing else.
#[test]
fn recording_events_changes_nothing_else() {
    for (config, seed, pick) in tables() {
        let played = play_random(&config, seed, pick);
        let mut quiet = config.clone();
        quiet.record_events = false;
        let mut game = Vtes::new_game(&quiet, seed).unwrap();
        for (i, (seat, text)) in played.choices.iter().enumerate() {
            let events = game
                .apply(*seat, &text.parse().unwrap())
                .unwrap_or_else(|e| panic!("seed {seed}, choice {i} {text}: {e}"));
            assert!(events.is_empty(), "seed {seed}: events while not recorded");
        }
        let mut a = played.game.state().clone();
        let mut b = game.state().clone();
        a.events.clear();
        b.events.clear();
        b.record_events = true;
        assert_same(
            &format!("seed {seed}: quiet game"),
            &fingerprint(&a),
            &fingerprint(&b),
        );
    }
}
