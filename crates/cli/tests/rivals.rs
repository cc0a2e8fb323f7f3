//! End-to-end tests of the `jyhad` binary with Vampire: The Masquerade – Rivals.

use serde_json::Value;
use std::path::PathBuf;
mod common;
use common::{jyhad, jyhad_with_input, one_json as json};

/// The workspace's `tests/scenarios` folder.
fn scenarios() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios")
}

fn sim(players: &str, games: &str, bots: &str, threads: &str) -> Value {
    json(&jyhad(&[
        "sim",
        "--game",
        "rivals",
        "--players",
        players,
        "--games",
        games,
        "--seed",
        "5",
        "--bots",
        bots,
        "--threads",
        threads,
        "--json",
    ]))
}

#[test]
fn sim_rivals_does_not_depend_on_threads() {
    for players in ["2", "3", "4"] {
        let (one, three) = (
            sim(players, "24", "random", "1"),
            sim(players, "24", "random", "3"),
        );
        for r in [&one, &three] {
            assert_eq!(r["game"], "rivals");
            assert_eq!(r["games"], 24);
            assert_eq!(r["errors"], 0, "{}", r["error_messages"]);
            let done = r["completed"].as_u64().unwrap() + r["timed_out"].as_u64().unwrap();
            assert_eq!(done, 24);
            let ends = r["end_conditions"].as_object().unwrap();
            let keys: Vec<&str> = ends.keys().map(String::as_str).collect();
            assert_eq!(keys, ["agenda", "most-agenda", "rival", "time-out"]);
            let ended: u64 = ends.values().map(|v| v.as_u64().unwrap()).sum();
            assert_eq!(ended, 24);
            assert_eq!(ends["time-out"], r["timed_out"]);
            // Seats rotate through the four shipped decks.
            let decks = r["decks"].as_array().unwrap();
            let names: Vec<&str> = decks.iter().map(|d| d["name"].as_str().unwrap()).collect();
            assert_eq!(names.len(), 4);
            let seats: u64 = decks.iter().map(|d| d["games"].as_u64().unwrap()).sum();
            assert_eq!(seats, 24 * players.parse::<u64>().unwrap());
        }
        assert_eq!(
            one["result_hash"], three["result_hash"],
            "{players} players"
        );
        for key in [
            "completed",
            "end_conditions",
            "decisions",
            "mean_turns",
            "decks",
        ] {
            assert_eq!(one[key], three[key], "{players} players: {key}");
        }
    }
    assert_ne!(
        sim("4", "24", "random", "1")["result_hash"],
        sim("3", "24", "random", "1")["result_hash"]
    );
}

#[test]
fn sim_rivals_greedy_bots_are_deterministic() {
    let one = sim("2", "8", "greedy,random", "1");
    let two = sim("2", "8", "greedy,random", "2");
    assert_eq!(one["errors"], 0, "{}", one["error_messages"]);
    assert_eq!(one["result_hash"], two["result_hash"]);
    let bots: Vec<&str> = one["bots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["bot"].as_str().unwrap())
        .collect();
    assert_eq!(bots, ["random", "greedy"]);
}

#[test]
fn sim_rivals_refuses_what_it_cannot_play() {
    for args in [&["--players", "5"][..], &["--decks", "no-such-deck"][..]] {
        let mut all = vec!["sim", "--game", "rivals", "--games", "1"];
        all.extend_from_slice(args);
        let out = jyhad(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn cards_info_renders_a_rivals_card_in_french() {
    let out = jyhad(&[
        "cards",
        "info",
        "--game",
        "rivals",
        "Lightning Strike",
        "--lang",
        "fr",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Célérité") && text.contains("Résistance"),
        "{text}"
    );
}

#[test]
fn scenario_runs_both_games() {
    let dir = scenarios();
    let out = jyhad(&["scenario", dir.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("ok ")).collect();
    let rivals = lines.iter().filter(|l| l.ends_with(".rivals")).count();
    let vtes = lines.iter().filter(|l| l.ends_with(".scenario")).count();
    assert!(rivals > 0 && vtes > 0, "{text}");
    let total = format!(
        "{} scenarios, {} passed, 0 failed",
        rivals + vtes,
        rivals + vtes
    );
    assert!(text.contains(&total), "{text}");

    // A `.rivals` file named directly goes to the Rivals runner.
    let file = std::fs::read_dir(dir.join("rivals"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "rivals"))
        .unwrap();
    let out = jyhad(&["scenario", file.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("1 scenarios, 1 passed, 0 failed"), "{text}");
}

#[test]
fn failing_rivals_scenario_fails_the_run() {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-broken.rivals", std::process::id()));
    std::fs::write(&file, "name: broken\nno-such-line\n").unwrap();
    let out = jyhad(&["scenario", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("FAIL "), "{text}");
    assert!(text.contains("1 scenarios, 0 passed, 1 failed"), "{text}");
}

#[test]
fn coverage_json_shape() {
    let r = json(&jyhad(&["cards", "coverage", "--game", "rivals", "--json"]));
    assert_eq!(r["game"], "rivals");
    let done = r["done"].as_u64().unwrap();
    let total = r["total"].as_u64().unwrap();
    assert!(done > 0 && done <= total, "{done}/{total}");
    let missing = r["not_implemented"].as_array().unwrap();
    assert_eq!(missing.len() as u64, total - done);
    for m in missing {
        for key in ["id", "name", "kind"] {
            assert!(m[key].as_str().is_some_and(|s| !s.is_empty()), "{m}");
        }
    }
    let text = jyhad(&["cards", "coverage", "--game", "rivals"]);
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains(&format!("{done}/{total}")), "{text}");
}

/// VTES coverage over the five shipped starter decks: every distinct card is implemented
/// (issue "Card effects II": 137 cards, none missing).
#[test]
fn vtes_coverage_of_the_starter_decks_is_complete() {
    let r = json(&jyhad(&["cards", "coverage", "--json"]));
    assert_eq!(r["game"], "vtes");
    assert_eq!(r["total"], 137);
    assert_eq!(r["implemented"], 137);
    assert_eq!(r["missing"].as_array().map(Vec::len), Some(0));
    assert_eq!(r["decks"].as_array().map(Vec::len), Some(5));
    // Without --decks the whole pool comes first: far from complete, and said so.
    let pool = &r["pool"];
    assert_eq!(pool["total"], 4149, "{pool}");
    let automated = pool["automated"].as_u64().unwrap();
    assert!((137..4149).contains(&automated), "{pool}");
    assert_eq!(
        pool["crypt_total"].as_u64().unwrap() + pool["library_total"].as_u64().unwrap(),
        4149
    );
    let text = String::from_utf8(jyhad(&["cards", "coverage"]).stdout).unwrap();
    let first = text.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("VTES: ") && first.contains(" of 4,149 cards automated"),
        "{text}"
    );
    // Named decks: no pool figure.
    let r = json(&jyhad(&[
        "cards", "coverage", "--decks", "ventrue", "--json",
    ]));
    assert!(r.get("pool").is_none(), "{r}");
}

#[test]
fn recorded_rivals_game_replays() {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cli-{}-rivals-record.json", std::process::id()));
    let sim = json(&jyhad(&[
        "sim",
        "--game",
        "rivals",
        "--players",
        "3",
        "--games",
        "1",
        "--seed",
        "9",
        "--json",
        "--record",
        file.to_str().unwrap(),
    ]));
    let replayed = json(&jyhad(&["replay", "--json", file.to_str().unwrap()]));
    assert_eq!(replayed["choices"], sim["decisions"]);
    let outcome = &replayed["outcome"];
    assert_eq!(
        outcome["half_vp"].as_array().unwrap().len(),
        3,
        "{replayed}"
    );
    assert_eq!(
        outcome["turns"].as_f64().unwrap(),
        sim["mean_turns"].as_f64().unwrap()
    );
}

#[test]
fn play_rivals_never_names_a_bots_face_down_card() {
    let out = jyhad_with_input(
        &[
            "play",
            "--game",
            "rivals",
            "--players",
            "3",
            "--seed",
            "4",
            "--max-turns",
            "10",
        ],
        "1\n".repeat(3000),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The greedy bots play attack cards face down (p. 8): the human sees no name. Players
    // are named by their rulebook numbers; the human's is the one marked "(you)".
    let you = stdout
        .lines()
        .find_map(|l| l.split_once(" (you) — ").map(|(p, _)| format!("{p}:")))
        .expect("the board marks the human's player");
    let face_down: Vec<&str> = stdout
        .lines()
        .filter(|l| !l.starts_with(&you) && l.contains("face down as the attack card"))
        .collect();
    assert!(!face_down.is_empty(), "{stdout}");
    assert!(
        face_down.iter().all(|l| l.contains("Play #? face down")),
        "{face_down:?}"
    );
}

#[test]
fn play_rivals_answers_until_the_end() {
    // Always the first option: a whole game against bots, or a stop at end of input.
    let out = jyhad_with_input(
        &[
            "play",
            "--game",
            "rivals",
            "--players",
            "3",
            "--seed",
            "4",
            "--bots",
            "random",
            "--max-turns",
            "15",
        ],
        "1\n".repeat(4000),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stdout.contains("engine refused"), "{stdout}");
    // The board: players by rulebook number, each vampire's Blood and Blood Potency.
    assert!(stdout.contains(" (you) — "), "{stdout}");
    assert!(!stdout.contains("seat1"), "{stdout}");
    assert!(stdout.contains("Your hand: "), "{stdout}");
    assert!(stdout.contains("Blood Potency "), "{stdout}");
    assert!(stdout.contains("Game over") || stdout.contains("Game stopped"));

    // In French, by an option's text, with bad answers refused.
    let out = jyhad_with_input(
        &[
            "play",
            "--game",
            "rivals",
            "--players",
            "2",
            "--lang",
            "fr",
            "--seat",
            "2",
        ],
        "0\nfoo\n1\n".into(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Piocher une carte"), "{stdout}");
    assert!(stdout.contains("Puissance du Sang"), "{stdout}");
    assert!(
        stdout.contains("Joueur 1") && stdout.contains("(vous)"),
        "{stdout}"
    );
    // The terminal's own words in French too.
    assert!(stdout.contains("0 n'est pas un choix"), "{stdout}");
    assert!(stdout.contains("(fin de l'entrée)"), "{stdout}");
    assert!(stdout.contains("Rivals : vous êtes Joueur"), "{stdout}");

    // Rivals seats 2 to 4 players.
    let out = common::jyhad(&["play", "--game", "rivals", "--players", "5"]);
    assert!(!out.status.success());
}
