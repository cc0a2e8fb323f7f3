//! `jyhad sim` with bots: per-seat lists, rotation, bot figures, the deck-lab report.

use serde_json::Value;
use std::path::PathBuf;
use std::process::Output;

mod common;
use common::{assert_success, jyhad};

fn json(out: &Output) -> Value {
    assert_success(out);
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn sim(extra: &[&str]) -> Value {
    let mut args = vec!["sim", "--json"];
    args.extend_from_slice(extra);
    json(&jyhad(&args))
}

#[test]
fn greedy_against_random_is_reported_per_bot_and_independent_of_threads() {
    let run = |threads: &str| {
        sim(&[
            "--bots",
            "greedy,random,random,random,random",
            "--games",
            "20",
            "--seed",
            "5",
            "--threads",
            threads,
        ])
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one["result_hash"], two["result_hash"]);
    assert_eq!(one["vp_by_bot"], two["vp_by_bot"]);
    assert_eq!(one["errors"], 0);
    let greedy = one["vp_by_bot"]["greedy"].as_f64().unwrap();
    let random = one["vp_by_bot"]["random"].as_f64().unwrap();
    assert!(greedy >= 2.0 * random, "greedy {greedy}, random {random}");
    assert!(one["wins_by_bot"]["greedy"].as_f64().unwrap() > 0.0);
    // Block rotation: 20 games = 4 deals × 5 rotations; the greedy seat sat 20 times.
    let bots = one["bots"].as_array().unwrap();
    let seats = |name: &str| {
        bots.iter()
            .find(|b| b["bot"] == name)
            .map(|b| b["seats"].as_u64().unwrap())
    };
    assert_eq!(seats("greedy"), Some(20));
    assert_eq!(seats("random"), Some(80));
    let margin = &one["margins"][0];
    assert_eq!(margin["a"], "greedy");
    assert_eq!(margin["b"], "random");
    assert!(margin["mean"].as_f64().unwrap() > 0.0);
}

#[test]
fn default_bots_are_random_everywhere() {
    let a = sim(&["--games", "10", "--seed", "3"]);
    let b = sim(&["--games", "10", "--seed", "3", "--bots", "random"]);
    assert_eq!(a["result_hash"], b["result_hash"]);
    let by_bot = a["vp_by_bot"].as_object().unwrap();
    assert_eq!(by_bot.keys().collect::<Vec<_>>(), vec!["random"]);
}

#[test]
fn a_search_seat_plays_whole_games() {
    let run = |threads: &str| {
        sim(&[
            "--bots",
            "search,greedy,greedy,greedy,greedy",
            "--games",
            "5",
            "--search-iterations",
            "4",
            "--search-depth",
            "20",
            "--threads",
            threads,
        ])
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one["errors"], 0);
    assert_eq!(one["result_hash"], two["result_hash"]);
    assert!(one["vp_by_bot"]["search"].is_number());
}

#[test]
fn bad_bot_lists_are_refused() {
    for bots in ["clever", "greedy,random"] {
        let out = jyhad(&["sim", "--games", "1", "--bots", bots]);
        assert_eq!(out.status.code(), Some(2), "{bots}");
    }
}

#[test]
fn the_deck_lab_writes_html_and_json() {
    let dir =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("deck-lab-{}", std::process::id()));
    let out = jyhad(&[
        "sim",
        "--bots",
        "random",
        "--games",
        "10",
        "--report",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let html = std::fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(html.matches("<svg").count() >= 5, "charts in the page");
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    let decks = report["decks"].as_array().unwrap();
    assert_eq!(decks.len(), 5);
    // Rotation: every deck played every game, once per position over the 10 games.
    assert!(decks.iter().all(|d| d["seats"] == 10));
    assert_eq!(report["seats"].as_array().unwrap().len(), 5);
    // Random bots play equipment, allies, retainers and political actions.
    assert!(!report["cards"].as_array().unwrap().is_empty());
    assert!(report["pool_over_time"][0][1].as_array().unwrap().len() > 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_deck_lab_plays_greedy_bots_unless_told() {
    let lab = |extra: &[&str], name: &str| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("deck-lab-{name}-{}", std::process::id()));
        let mut args = vec!["sim", "--games", "5", "--seed", "4", "--json"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--report", dir.to_str().unwrap()]);
        let summary = json(&jyhad(&args));
        let report: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap())
                .unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        (summary, report)
    };
    let (summary, report) = lab(&[], "default");
    assert_eq!(report["run"]["bots"], "greedy");
    let by_bot = summary["vp_by_bot"].as_object().unwrap();
    assert_eq!(by_bot.keys().collect::<Vec<_>>(), vec!["greedy"]);
    let greedy = sim(&["--games", "5", "--seed", "4", "--bots", "greedy"]);
    assert_eq!(summary["result_hash"], greedy["result_hash"]);
    // `--bots` still chooses them.
    let (summary, report) = lab(&["--bots", "random"], "random");
    assert_eq!(report["run"]["bots"], "random");
    let by_bot = summary["vp_by_bot"].as_object().unwrap();
    assert_eq!(by_bot.keys().collect::<Vec<_>>(), vec!["random"]);
}

/// Issue 18: `jyhad sim` and the deck lab say, per deck, the share of its cards the bots
/// could not play (library cards the engine does not automate, vampires played without
/// their special ability), so that a result is not mistaken for the deck's strength.
#[test]
fn sim_and_the_deck_lab_report_what_bots_could_not_play() {
    let base = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("unplayable-{}", std::process::id()));
    std::fs::create_dir_all(&base).unwrap();
    // Four Peace Treaty (not automated) in a starter library.
    let starter = jyhad_decks::starter_deck("ventrue").unwrap().to_text();
    let list = starter.replace("Library (77)", "Library (81)") + "4 Peace Treaty\n";
    let file = base.join("fists.txt");
    std::fs::write(&file, list).unwrap();
    let dir = base.join("lab");
    let args = [
        "--games",
        "5",
        "--seed",
        "2",
        "--decks",
        file.to_str().unwrap(),
        "malkavian",
        "nosferatu",
        "toreador",
        "tremere",
    ];
    let summary = sim(&args);
    let decks = summary["decks"].as_array().unwrap();
    let fists = &decks[0]["unplayable"];
    assert_eq!(fists["library_cards"], 4, "{summary}");
    assert_eq!(fists["library"], 81);
    assert!((fists["share"].as_f64().unwrap() - 4.0 / 81.0).abs() < 1e-9);
    assert_eq!(decks[1]["unplayable"]["library_cards"], 0);
    // The text summary says it in words.
    let mut text_args = vec!["sim"];
    text_args.extend_from_slice(&args);
    let out = jyhad(&text_args);
    assert_success(&out);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("fists: bots could not play 4 of its 81 library cards (5%, not automated)"),
        "{text}"
    );
    assert!(!text.contains("Malkavian: bots could not play"), "{text}");
    // The deck lab too.
    let mut lab_args = args.to_vec();
    lab_args.extend_from_slice(&["--report", dir.to_str().unwrap()]);
    sim(&lab_args);
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    assert_eq!(report["decks"][0]["unplayable"]["library_cards"], 4);
    let html = std::fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(
        html.contains("<strong>fists</strong>: bots could not play 4 of its 81 library cards"),
        "the deck lab's page says it"
    );
    let _ = std::fs::remove_dir_all(&base);
}
