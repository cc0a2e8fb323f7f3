//! Every deck of the Tournament Winning Deck Archive, read from KRCG's
//! `twda.json`, written as plain text and read back; its legality under the
//! rulebook's construction rules is counted and the illegal decks named.
//!
//! The archive lives outside the repository (`JYHAD_VTES_DATA`, else
//! `../shared/data/vtes` next to it); without it these tests say so and pass.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use jyhad_cards::db;
use jyhad_decks::{
    check_deck, parse_deck, read_deck_str, read_twda_archive, read_twda_archive_dated, write_deck,
    Format, IssueKind, ReadOptions, WriteOptions,
};

fn archive() -> Option<String> {
    let dir = match std::env::var_os("JYHAD_VTES_DATA") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/vtes"),
    };
    let path = dir.join("twda.json");
    match std::fs::read_to_string(&path) {
        Ok(t) => Some(t),
        Err(e) => {
            eprintln!("note: {}: {e}; skipping the TWDA tests", path.display());
            None
        }
    }
}

#[test]
fn every_twda_deck_reads_round_trips_and_is_checked() {
    let Some(text) = archive() else { return };
    let t0 = Instant::now();
    let decks = read_twda_archive(&text).expect("twda.json is valid JSON");
    let t_read = t0.elapsed();
    assert_eq!(decks.len(), 4562);

    let mut failures = Vec::new();
    let mut round_tripped = 0;
    let mut legal = 0;
    let mut illegal: BTreeMap<IssueKind, Vec<String>> = BTreeMap::new();
    let t1 = Instant::now();
    for (id, deck) in &decks {
        let deck = match deck {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{id}: {e}"));
                continue;
            }
        };
        let text = deck.list.to_text();
        match parse_deck(&deck.list.name, &text) {
            Ok(back) if back == deck.list => round_tripped += 1,
            Ok(back) => failures.push(format!("{id}: text round trip differs:\n{text}\n{back:?}")),
            Err(e) => failures.push(format!("{id}: text round trip: {e}\n{text}")),
        }
        let check = check_deck(&deck.list);
        if check.is_legal() {
            legal += 1;
        }
        for e in &check.errors {
            illegal
                .entry(e.kind)
                .or_default()
                .push(format!("{id} ({}): {}", deck.list.name, e.message));
        }
    }
    let t_round = t1.elapsed();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );

    println!(
        "TWDA: {} decks read by the TWDA JSON reader ({:.2?}), {round_tripped} round-tripped \
         through the plain-text writer and reader ({:.2?}), {legal} legal under the \
         construction rules, {} not:",
        decks.len(),
        t_read,
        t_round,
        decks.len() - legal
    );
    for (kind, decks) in &illegal {
        println!("  {} ({} decks):", kind.label(), decks.len());
        for d in decks {
            println!("    {d}");
        }
    }
    assert_eq!(round_tripped, 4562);
    let sizes: usize = [IssueKind::CryptSize, IssueKind::LibrarySize]
        .iter()
        .map(|k| illegal.get(k).map_or(0, Vec::len))
        .sum();
    // 27 decks have illegal sizes (one of them both crypt and library: 28 findings).
    assert!((27..=30).contains(&sizes), "{sizes}");
}

/// The names the TWDA gives its cards ("printed_name" plus the suffix that
/// tells apart crypt cards sharing a name) resolve to the card's id through
/// the forgiving name lookup, and every deck reads the same through TWD text.
#[test]
fn twda_names_resolve_to_their_ids_and_twd_text_round_trips() {
    let Some(text) = archive() else { return };
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let db = db();
    let mut cards = 0;
    let mut bad = Vec::new();
    for (id, d) in v.as_object().unwrap() {
        for c in d["cards"].as_array().unwrap() {
            cards += 1;
            let name = c["printed_name"].as_str().unwrap();
            let unicity = c["unicity_suffix"].as_str().unwrap();
            let query = if unicity.is_empty() {
                name.to_string()
            } else {
                format!("{name} ({unicity})")
            };
            let want = c["id"].as_u64().unwrap() as u32;
            match db.lookup(&query) {
                Ok(r) if db.get(r).id == want => {}
                other => bad.push(format!("{id}: {query:?} → {other:?}, want {want}")),
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    println!("{cards} TWDA card entries resolve by name to their id");

    // TWD text (crypt table, library by type) for one deck in 10, every format for one in 50.
    let decks = read_twda_archive(&text).unwrap();
    let mut n = 0;
    for (i, (id, deck)) in decks.iter().enumerate() {
        let deck = deck.as_ref().unwrap();
        let formats: &[Format] = if i % 50 == 0 {
            &Format::ALL
        } else if i % 10 == 0 {
            &[Format::Twd]
        } else {
            &[]
        };
        for f in formats {
            let out = write_deck(deck, *f, &WriteOptions::default()).unwrap();
            let opts = ReadOptions::default();
            let (back, detected) =
                read_deck_str(&out, &opts).unwrap_or_else(|e| panic!("{id} as {f}: {e}\n{out}"));
            assert_eq!(detected, *f, "{id}: {out}");
            assert!(back.list.same_cards(&deck.list), "{id} as {f}:\n{out}");
            n += 1;
        }
    }
    println!("{n} deck conversions read back with the same cards and the detected format");
}

/// The dated reader gives each deck its event's date and year; a deck without an event
/// has none, and a deck that does not read keeps its error beside its date.
#[test]
fn dated_archive_reader() {
    let text = r#"{
        "b": {"id": "b", "name": "B", "event": {"name": "X", "date": "2019-05-04"},
              "cards": [{"id": 200001, "count": 1, "kind": "Crypt"}]},
        "a": {"id": "a", "name": "A", "cards": [{"id": 100001, "count": 2}]},
        "c": {"id": "c", "event": {"date": "2001-01-01"}, "cards": [{"id": 1, "count": 1}]}
    }"#;
    let decks = read_twda_archive_dated(text).unwrap();
    let ids: Vec<&str> = decks.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["a", "b", "c"]);
    assert_eq!((decks[0].date.as_deref(), decks[0].year()), (None, None));
    assert_eq!(decks[1].date.as_deref(), Some("2019-05-04"));
    assert_eq!(decks[1].year(), Some(2019));
    assert_eq!(decks[1].deck.as_ref().unwrap().list.crypt.len(), 1);
    assert_eq!(decks[2].year(), Some(2001));
    assert!(decks[2].deck.is_err());
    // The undated reader reads the same decks.
    let plain = read_twda_archive(text).unwrap();
    assert_eq!(plain.len(), 3);
    assert_eq!(
        plain[1].1.as_ref().unwrap(),
        decks[1].deck.as_ref().unwrap()
    );

    let Some(text) = archive() else { return };
    let decks = read_twda_archive_dated(&text).unwrap();
    assert_eq!(decks.len(), 4562);
    let years: Vec<u16> = decks.iter().filter_map(|e| e.year()).collect();
    assert_eq!(years.len(), 4562, "every TWDA deck has a dated event");
    assert!(years.iter().all(|y| (1997..=2026).contains(y)));
}
