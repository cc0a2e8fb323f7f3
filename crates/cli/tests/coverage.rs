//! `jyhad cards coverage --twda`: a small TWDA-format fixture with an exact deck-completion
//! order, and sane figures over the real archive when it is there.

mod common;

use common::{assert_success, jyhad, one_json as json};
use serde_json::Value;
use std::path::PathBuf;

fn fixture() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/twda-small.json")
        .to_str()
        .unwrap()
        .to_string()
}

/// `(name, decks_complete_after)` of the `next` list.
fn next(r: &Value) -> Vec<(String, u64)> {
    r["next"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["name"].as_str().unwrap().to_string(),
                n["decks_complete_after"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// The fixture's six decks: d1 (2019) is fully automated, its Cardano a plain vampire with
/// no definition; d2 (2020) misses Burnt Offerings and Kraken's Kiss, d3 (2021) the
/// Keith Moody (who has an ability) and Kraken's Kiss, d4 (2019) Dark Influences, d5
/// (2010) Short-Term Investment and Dark Influences; d6 (2022) names an unknown card.
#[test]
fn twda_fixture_deck_completion_order() {
    let path = fixture();
    let r = json(&jyhad(&["cards", "coverage", "--twda", &path, "--json"]));
    assert_eq!(r["game"], "vtes");
    assert_eq!(r["since"], Value::Null);
    assert_eq!(r["decks"], 5);
    assert_eq!(r["unreadable"], 1);
    assert_eq!(r["fully_automated"], 1);
    // Andi Liu, Govern the Unaligned (defined), Cardano (plain) of 8 distinct cards.
    assert_eq!(
        (r["cards"].as_u64(), r["cards_automated"].as_u64()),
        (Some(8), Some(3))
    );
    assert_eq!(r["missing"]["histogram"], serde_json::json!([1, 1, 3]));
    assert_eq!(r["missing"]["median"], 2);
    assert_eq!(
        (r["missing"]["min"].as_u64(), r["missing"]["max"].as_u64()),
        (Some(0), Some(2))
    );
    assert_eq!(r["cards_to_complete_all"], 5);
    // d4 needs one card; then d5 needs one; then d2 and d3 need two each, and their cards
    // are in as many decks (3): d2 wins by name (Burnt Offerings before Keith Moody),
    // Kraken's Kiss (in two decks) first; then d3 needs Keith Moody only.
    let want = [
        ("Dark Influences", 2),
        ("Short-Term Investment", 3),
        ("Kraken's Kiss", 3),
        ("Burnt Offerings", 4),
        ("Keith Moody", 5),
    ];
    let want: Vec<(String, u64)> = want.iter().map(|(n, k)| (n.to_string(), *k)).collect();
    assert_eq!(next(&r), want);
    let first = &r["next"][0];
    assert_eq!(
        (first["id"].as_u64(), first["kind"].as_str()),
        (Some(100493), Some("library"))
    );
    assert_eq!(r["next"][4]["id"], 200767);
    assert_eq!(r["next"][4]["kind"], "crypt");

    // From 2018 on: d5 is left out, and d6 is still unreadable.
    let r = json(&jyhad(&[
        "cards", "coverage", "--twda", &path, "--since", "2018", "--json", "--next", "3",
    ]));
    assert_eq!(r["since"], 2018);
    assert_eq!(
        (r["decks"].as_u64(), r["unreadable"].as_u64()),
        (Some(4), Some(1))
    );
    assert_eq!(r["fully_automated"], 1);
    assert_eq!(r["missing"]["histogram"], serde_json::json!([1, 1, 2]));
    assert_eq!(r["missing"]["median"], 1);
    assert_eq!(r["cards_to_complete_all"], 4);
    let want: Vec<(String, u64)> = [
        ("Dark Influences", 2),
        ("Kraken's Kiss", 2),
        ("Burnt Offerings", 3),
    ]
    .iter()
    .map(|(n, k)| (n.to_string(), *k))
    .collect();
    assert_eq!(next(&r), want);
}

#[test]
fn twda_fixture_in_words() {
    let path = fixture();
    let out = jyhad(&["cards", "coverage", "--twda", &path, "--next", "2"]);
    assert_success(&out);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(": 5 decks, 1 fully automated (20.0%)"),
        "{text}"
    );
    assert!(text.contains("1 decks not read"), "{text}");
    assert!(text.contains("distinct cards: 8, automated 3"), "{text}");
    assert!(text.contains("median 2"), "{text}");
    assert!(text.contains("next 2 of the 5 cards"), "{text}");
    assert!(
        text.contains("1       2  library  Dark Influences"),
        "{text}"
    );
    assert!(
        text.contains("2       3  library  Short-Term Investment"),
        "{text}"
    );
    assert!(!text.contains("Kraken's Kiss"), "{text}");
    let out = jyhad(&["cards", "coverage", "--twda", &path, "--since", "2025"]);
    assert_success(&out);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("from 2025 on: 0 decks"), "{text}");
}

#[test]
fn twda_argument_errors() {
    let path = fixture();
    for args in [
        vec!["cards", "coverage", "--since", "2018"],
        vec!["cards", "coverage", "--next", "3"],
        vec!["cards", "coverage", "--twda", &path, "--decks", "malkavian"],
        vec!["cards", "coverage", "--game", "rivals", "--twda", &path],
        vec!["cards", "coverage", "--twda", "/nonexistent/twda.json"],
    ] {
        let out = jyhad(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    // The starter decks' coverage is unchanged.
    let r = json(&jyhad(&[
        "cards",
        "coverage",
        "--json",
        "--decks",
        "malkavian",
    ]));
    assert_eq!(r["missing"].as_array().map(Vec::len), Some(0));
}

/// The whole Tournament Winning Deck Archive (`JYHAD_VTES_DATA`, else `shared/data/vtes`
/// next to the repository): every deck read, sane figures, a deck-completion order that
/// completes every deck. Without the archive it says so and passes.
#[test]
fn real_twda_figures() {
    let dir = match std::env::var_os("JYHAD_VTES_DATA") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/vtes"),
    };
    let path = dir.join("twda.json");
    if !path.is_file() {
        eprintln!(
            "note: {} not found, skipping the TWDA coverage test",
            path.display()
        );
        return;
    }
    let path = path.to_str().unwrap();
    let all = json(&jyhad(&["cards", "coverage", "--twda", path, "--json"]));
    assert_eq!(all["decks"], 4562);
    assert_eq!(all["unreadable"], 0);
    let decks = all["decks"].as_u64().unwrap();
    let done = all["fully_automated"].as_u64().unwrap();
    assert!(done < decks / 2, "{done}");
    let cards = all["cards"].as_u64().unwrap();
    let automated = all["cards_automated"].as_u64().unwrap();
    assert!(
        cards > 3000 && automated > 400 && automated < cards,
        "{cards} {automated}"
    );
    // Every card some deck misses is taken once, and the last one completes every deck.
    assert_eq!(
        all["cards_to_complete_all"].as_u64(),
        Some(cards - automated)
    );
    let m = &all["missing"];
    let median = m["median"].as_u64().unwrap();
    assert!(median > 0 && median <= m["p90"].as_u64().unwrap(), "{m}");
    let hist: u64 = m["histogram"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(hist, decks);
    let order = next(&all);
    assert_eq!(order.len(), 50);
    assert!(order.windows(2).all(|w| w[0].1 <= w[1].1), "{order:?}");
    assert!(order[49].1 > done, "the first cards complete decks");

    let recent = json(&jyhad(&[
        "cards", "coverage", "--twda", path, "--since", "2018", "--json", "--next", "30",
    ]));
    let recent_decks = recent["decks"].as_u64().unwrap();
    assert!(
        recent_decks > 1000 && recent_decks < decks,
        "{recent_decks}"
    );
    assert!(recent["fully_automated"].as_u64().unwrap() <= done);
    assert_eq!(next(&recent).len(), 30);
}
