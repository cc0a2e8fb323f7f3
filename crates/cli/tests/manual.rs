//! Manual cards (issue 18) at the terminal: `jyhad play --manual-cards` offers and marks
//! them, and a record holding a manual resolution (moves, an approval, a refusal) replays.

use jyhad_bots::vtes::{make_bot, BotKind};
use jyhad_bots::{Bot, SearchConfig, Seen};
use jyhad_cards::db;
use jyhad_decks::starter_decks;
use jyhad_table::{Game, Record, Seat};
use jyhad_vtes::{Choice, DeckSpec, Vtes, VtesConfig};
use std::path::PathBuf;

mod common;
use common::{jyhad, jyhad_with_input, one_json};

fn temp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("manual-{}-{name}", std::process::id()))
}

/// The Toreador starter with every other library card a Blessed Resilience (a master card the
/// engine does not automate), as a deck list.
fn taps() -> String {
    let starter = jyhad_decks::starter_deck("toreador").unwrap().to_text();
    let (head, _) = starter.split_once("Library (77)").unwrap();
    format!("{head}Library (77)\n40 Blessed Resilience\n37 Vessel\n")
}

#[test]
fn play_offers_and_marks_manual_cards_only_when_allowed() {
    let file = temp("taps.txt");
    std::fs::write(&file, taps()).unwrap();
    let deck = file.to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["play", "--seed", "2", "--max-turns", "6", "--decks", deck];
        args.extend_from_slice(&["malkavian", "nosferatu", "tremere", "ventrue"]);
        args.extend_from_slice(extra);
        let out = jyhad_with_input(&args, "pass\n".repeat(40) + "quit\n");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let allowed = run(&["--manual-cards"]);
    assert!(
        allowed.contains("Blessed Resilience (by hand)"),
        "{allowed}"
    );
    assert!(
        allowed.contains("Play Blessed Resilience"),
        "offered: {allowed}"
    );
    assert!(allowed.contains("(resolved by hand)"), "{allowed}");
    let forbidden = run(&[]);
    // The mark says what the engine does not automate; without the setting it is not
    // offered.
    assert!(
        forbidden.contains("Blessed Resilience (by hand)"),
        "{forbidden}"
    );
    assert!(!forbidden.contains("(resolved by hand)"), "{forbidden}");
    let _ = std::fs::remove_file(&file);
}

/// Seat 1 plays a Blessed Resilience, takes 1 pool from seat 2 (approved by its bot), then proposes
/// 5 (refused: more than any one card takes), withdraws and ends; the bots play on. The
/// record replays to the same end, and `--steps` tells the approval and the refusal.
#[test]
fn a_record_with_a_manual_resolution_replays() {
    let tap = db().get(db().lookup("Blessed Resilience").unwrap()).id;
    let mut decks: Vec<DeckSpec> = starter_decks().iter().map(DeckSpec::from_list).collect();
    for (i, c) in decks[0].library.iter_mut().enumerate() {
        if i % 2 == 0 {
            *c = tap;
        }
    }
    let mut config = VtesConfig::new(decks);
    config.manual_cards = true;
    config.max_turns = Some(25);
    let seed = 9;
    let mut game = Vtes::new_game(&config, seed).unwrap();
    let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
        .map(|k| make_bot(BotKind::Greedy, k, SearchConfig::default()))
        .collect();
    let take = Choice::ManualPool {
        seat: Seat(1),
        n: -1,
    };
    let mut script: Vec<Choice> = vec![take, Choice::ManualSubmit {}];
    script.extend([take; 5]);
    script.extend([
        Choice::ManualSubmit {},
        Choice::ManualWithdraw {},
        Choice::ManualDone {},
    ]);
    script.reverse();
    let mut played = false;
    let mut choices = Vec::new();
    let mut options = Vec::new();
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        let choice = if seat == Seat(0) && !played {
            match options
                .iter()
                .find(|o| matches!(o, Choice::ManualPlay { by: None, .. }))
            {
                Some(&p) => {
                    played = true;
                    p
                }
                None => options[bots[0].choose(&Seen::new(&game, seat, prompt), &options)],
            }
        } else if seat == Seat(0) && options.contains(&Choice::ManualDone {})
            || options.contains(&Choice::ManualSubmit {})
        {
            let next = script.pop().expect("the script covers the resolution");
            assert!(options.contains(&next), "{next} not offered");
            next
        } else {
            options[bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options)]
        };
        choices.push((seat, choice.to_string()));
        game.apply(seat, &choice).unwrap();
    }
    assert!(played && script.is_empty(), "the resolution happened");
    let record = Record::<Vtes> {
        config,
        seed,
        choices,
    };
    let file = temp("record.json");
    std::fs::write(&file, serde_json::to_string(&record).unwrap()).unwrap();
    let replayed = one_json(&jyhad(&["replay", "--json", file.to_str().unwrap()]));
    assert_eq!(
        replayed["outcome"],
        serde_json::to_value(game.outcome()).unwrap()
    );
    let steps = jyhad(&["replay", "--steps", file.to_str().unwrap()]);
    let text = String::from_utf8(steps.stdout).unwrap();
    for said in [
        "(resolved by hand)",
        "seat 1 resolves Blessed Resilience",
        "seat 2 approves the proposed moves",
        "seat 2 refuses the proposed moves",
        "seat 1 withdraws the proposed moves",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
    let _ = std::fs::remove_file(&file);
}
