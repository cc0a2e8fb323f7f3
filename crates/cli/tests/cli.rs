//! End-to-end tests of the `jyhad` binary.

use serde_json::Value;
use std::path::PathBuf;

mod common;
use common::{jyhad, jyhad_with_input, one_json as json};

fn temp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{}-{name}", std::process::id()))
}

#[test]
fn sim_result_does_not_depend_on_threads() {
    let run = |threads: &str| {
        json(&jyhad(&[
            "sim",
            "--games",
            "40",
            "--seed",
            "7",
            "--json",
            "--threads",
            threads,
        ]))
    };
    let (one, two) = (run("1"), run("2"));
    for r in [&one, &two] {
        assert_eq!(r["games"], 40);
        assert_eq!(r["errors"], 0);
        assert_eq!(r["error_messages"].as_array().unwrap().len(), 0);
        let done = r["completed"].as_u64().unwrap() + r["timed_out"].as_u64().unwrap();
        assert_eq!(done, 40);
        assert!(r["decisions"].as_u64().unwrap() > 0);
        let decks = r["decks"].as_array().unwrap();
        assert_eq!(decks.len(), 5);
        // Rotation: 5 seats over 5 decks, so every deck plays every game.
        assert!(decks.iter().all(|d| d["games"] == 40));
    }
    assert_eq!(one["result_hash"], two["result_hash"]);
    for key in ["completed", "timed_out", "decisions", "mean_turns", "decks"] {
        assert_eq!(one[key], two[key], "{key}");
    }
    let other_seed = json(&jyhad(&["sim", "--games", "40", "--seed", "8", "--json"]));
    assert_ne!(one["result_hash"], other_seed["result_hash"]);
}

#[test]
fn sim_with_four_players_rotates_five_decks() {
    let r = json(&jyhad(&[
        "sim",
        "--games",
        "10",
        "--players",
        "4",
        "--seed",
        "3",
        "--json",
    ]));
    assert_eq!(r["errors"], 0);
    // 10 games × 4 seats over 5 decks: each deck sits out 2 games.
    for d in r["decks"].as_array().unwrap() {
        assert_eq!(d["games"], 8, "{d}");
    }
}

#[test]
fn sim_accepts_starter_names_and_files() {
    let file = temp("mirror.txt");
    let text = jyhad_decks::starter_deck("tremere").unwrap().to_text();
    std::fs::write(&file, text).unwrap();
    let r = json(&jyhad(&[
        "sim",
        "--games",
        "4",
        "--json",
        "--decks",
        "malkavian",
        file.to_str().unwrap(),
    ]));
    let decks = r["decks"].as_array().unwrap();
    assert_eq!(decks[0]["name"], "Malkavian");
    // A deck file is named after the file.
    let stem = file.file_stem().unwrap().to_str().unwrap();
    assert_eq!(decks[1]["name"], stem);
    assert_eq!(r["errors"], 0);
}

#[test]
fn bad_deck_file_names_the_file_and_line() {
    let file = temp("bad.txt");
    std::fs::write(
        &file,
        "Crypt (1)\n1 Alexander Silverson\nLibrary (1)\n1 Blood Doll\n1 Not A Real Card Xyzzy\n",
    )
    .unwrap();
    let out = jyhad(&["sim", "--games", "1", "--decks", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(file.to_str().unwrap()), "{err}");
    assert!(err.contains("line 5"), "{err}");
    assert!(out.stdout.is_empty());

    let out = jyhad(&["sim", "--games", "1", "--decks", "no-such-deck"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-deck"));
}

#[test]
fn recorded_game_replays_to_the_same_outcome() {
    let file = temp("record.json");
    let sim = json(&jyhad(&[
        "sim",
        "--games",
        "3",
        "--seed",
        "11",
        "--threads",
        "2",
        "--json",
        "--record",
        file.to_str().unwrap(),
    ]));
    // The same game alone: game 0 of a one-game run with the same seed.
    let alone = json(&jyhad(&["sim", "--games", "1", "--seed", "11", "--json"]));
    let replayed = json(&jyhad(&["replay", "--json", file.to_str().unwrap()]));
    let outcome = &replayed["outcome"];
    assert!(outcome.is_object(), "{replayed}");
    assert_eq!(outcome["turns"].as_f64(), alone["mean_turns"].as_f64());
    assert_eq!(outcome["timed_out"], alone["timed_out"] == 1);
    // Game 0 seats deck k at seat k.
    for (k, d) in alone["decks"].as_array().unwrap().iter().enumerate() {
        let half = outcome["half_vp"][k].as_f64().unwrap();
        assert_eq!(half / 2.0, d["vp"].as_f64().unwrap(), "seat {k}");
    }
    assert!(sim["decisions"].as_u64().unwrap() > alone["decisions"].as_u64().unwrap());
    assert_eq!(
        replayed["choices"].as_u64(),
        alone["decisions"].as_u64(),
        "the record holds every decision"
    );

    let text = jyhad(&["replay", file.to_str().unwrap()]);
    assert!(text.status.success());
    assert!(String::from_utf8_lossy(&text.stdout).contains("game over"));

    // A corrupted log is refused with the position of the bad choice.
    let mut record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    record["choices"][0][1] = Value::from("fly-away now");
    let bad = temp("bad-record.json");
    std::fs::write(&bad, record.to_string()).unwrap();
    let out = jyhad(&["replay", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("choice 0"));
}

#[test]
fn play_answers_until_end_of_input() {
    // Enough answers to reach the end of a short game, or stop at end of input.
    let out = jyhad_with_input(
        &["play", "--seed", "5", "--max-turns", "12"],
        "1\n".repeat(3000),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stdout.contains("seat 1 (you)"), "{stdout}");
    assert!(stdout.contains("Game over") || stdout.contains("Game stopped"));

    // Bad answers are refused with a reason, then the game goes on until input ends.
    let out = jyhad_with_input(
        &["play", "--seat", "2", "--players", "4"],
        "0\nfoo bar\n\n1\n1\n".into(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("0 is not an option"), "{stdout}");
    assert!(stdout.contains("foo bar"), "{stdout}");
    assert!(stdout.contains("(end of input)"), "{stdout}");
    assert!(stdout.contains("Game stopped"), "{stdout}");
}

#[test]
fn play_against_greedy_bots_in_french_hides_their_cards() {
    let out = jyhad_with_input(
        &["play", "--lang", "fr", "--seed", "3", "--max-turns", "8"],
        "1\n".repeat(400),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The terminal's own words, events and the human's options in French.
    assert!(stdout.contains("contre des bots greedy"), "{stdout}");
    assert!(stdout.contains("pioche une carte"), "{stdout}");
    assert!(stdout.contains("Passer"), "{stdout}");
    // A bot's transfer names no vampire of its uncontrolled region.
    let transfers: Vec<&str> = stdout
        .lines()
        .filter(|l| !l.starts_with("place 1") && l.contains(" : transfer to="))
        .collect();
    assert!(!transfers.is_empty(), "{stdout}");
    assert!(
        transfers.iter().all(|l| l.ends_with("to=#?")),
        "{transfers:?}"
    );

    for (flag, value, error) in [("--lang", "de", "de"), ("--bots", "clever", "unknown bot")] {
        let out = jyhad_with_input(&["play", flag, value], String::new());
        assert_eq!(out.status.code(), Some(2), "{flag} {value}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains(error),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn play_quits_on_request() {
    let out = jyhad_with_input(&["play"], "quit\n1\n".into());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(stdout.contains("Game stopped"), "{stdout}");
    assert!(!stdout.contains("(end of input)"), "{stdout}");
}

#[test]
fn scenario_with_nothing_found_fails() {
    let dir = temp("no-scenarios");
    std::fs::create_dir_all(&dir).unwrap();
    let out = jyhad(&["scenario", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("0 scenarios"));
}

#[test]
fn vocabulary_counts_words_and_single_use() {
    let v = json(&jyhad(&["cards", "vocabulary", "--json"]));
    let list = v["list"].as_array().unwrap();
    assert_eq!(v["words"].as_u64().unwrap() as usize, list.len());
    let single = list.iter().filter(|w| w["cards"] == 1).count();
    assert_eq!(v["single_use"].as_u64().unwrap() as usize, single);
    // Every built-in definition is counted, and the common words are shared.
    let defined: usize = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../vtes/cards"))
        .unwrap()
        .map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap())
        .map(|text| {
            text.lines()
                .filter(|l| l.trim_start().starts_with('"'))
                .count()
        })
        .sum();
    assert_eq!(v["cards"].as_u64().unwrap() as usize, defined);
    let uses = |word: &str| list.iter().find(|w| w["word"] == word).unwrap()["cards"].as_u64();
    assert!(uses("stealth").unwrap() > 5);
    assert!(uses("vampire").unwrap() > 30);
    // `| superior` is syntax, not a word.
    assert!(list
        .iter()
        .all(|w| w["word"] != "superior" && w["word"] != "|"));
}

/// A reader that stops early (`jyhad scenario … | head -1`) ends the command quietly: no
/// panic message from a failed `println!`. (The output is larger than a pipe's buffer, so
/// the command is still writing when the reader goes.)
#[cfg(unix)]
#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/scenarios");
    let mut child = Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(["scenario", scenarios, scenarios, scenarios])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jyhad starts");
    let mut first = [0u8; 8];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("some output");
    // The pipe's reader is gone (dropped above) before the command has written it all.
    let out = child.wait_with_output().expect("jyhad ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
