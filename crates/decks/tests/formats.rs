//! Every format read from a fixture written in that tool's own style, every
//! writer read back, and the errors a user gets for bad input.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use jyhad_cards::db;
use jyhad_decks::{
    check_deck, deck_stats, detect_format, parse_deck, read_deck, read_deck_str, starter_decks,
    write_deck, AmaranthIds, Deck, DeckList, Format, IssueKind, ReadOptions, WriteOptions,
};

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(bytes: &[u8]) -> (Deck, Format) {
    read_deck(bytes, &ReadOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// The fixture deck, from the plain text file.
fn expected() -> DeckList {
    let text = String::from_utf8(fixture("text.txt")).unwrap();
    parse_deck("Theo's Rush", &text).unwrap()
}

fn id(r: jyhad_cards::CardRef) -> u32 {
    db().get(r).id
}

#[test]
fn the_fixture_deck_is_what_it_claims() {
    let d = expected();
    assert_eq!((d.crypt_count(), d.library_count()), (12, 72));
    // The advanced and the base Theo Bell of group 2, not the group 6 one.
    assert_eq!(id(d.crypt[0].0), 201363);
    assert_eq!(id(d.crypt[1].0), 201362);
    let check = check_deck(&d);
    assert!(check.is_legal(), "{check:?}");
    assert!(check.warnings.is_empty(), "{check:?}");
}

#[test]
fn every_fixture_reads_to_the_same_cards_in_its_detected_format() {
    let want = expected();
    let ids =
        AmaranthIds::from_json(&String::from_utf8(fixture("amaranth_ids.json")).unwrap()).unwrap();
    let cases = [
        ("text.txt", Format::Text),
        ("twd.txt", Format::Twd),
        ("ardb.txt", Format::Ardb),
        ("jol.txt", Format::Jol),
        ("lackey.dek", Format::Lackey),
        ("deck.eld", Format::Eldb),
        ("vdb.url", Format::Vdb),
        ("vdb.json", Format::Vdb),
        ("vdb.txt", Format::Twd),
        ("amaranth.json", Format::Amaranth),
        ("twda-deck.json", Format::TwdaJson),
    ];
    for (file, format) in cases {
        let opts = ReadOptions {
            amaranth_ids: Some(&ids),
            ..ReadOptions::default()
        };
        let (deck, detected) =
            read_deck(&fixture(file), &opts).unwrap_or_else(|e| panic!("{file}:\n{e}"));
        assert_eq!(detected, format, "{file}");
        assert!(
            deck.list.same_cards(&want),
            "{file}: {:?}\n{:?}",
            deck.list,
            want
        );
        if file != "text.txt" && file != "jol.txt" && file != "lackey.dek" {
            assert_eq!(deck.list.name, "Theo's Rush", "{file}");
            assert_eq!(deck.author, "Ann Example", "{file}");
        }
    }
}

#[test]
fn headers_and_descriptions() {
    let (d, _) = read(&fixture("twd.txt"));
    assert_eq!(
        d.description,
        "A made-up deck for the format tests: rush and bleed with the Brujah of group 2.\n\
         Two lines of description."
    );
    let (d, _) = read(&fixture("ardb.txt"));
    assert_eq!(d.description, "A made-up deck for the format tests.");
    let (d, _) = read(&fixture("deck.eld"));
    assert_eq!(d.description, "A made-up deck\nfor the format tests.");
    let (d, _) = read(&fixture("vdb.url"));
    assert_eq!(d.list.name, "Theo's Rush");
    // Decks without a name get the one given (e.g. the file name).
    let opts = ReadOptions {
        name: "mine".into(),
        ..ReadOptions::default()
    };
    let (d, _) = read_deck(&fixture("lackey.dek"), &opts).unwrap();
    assert_eq!(d.list.name, "mine");
}

#[test]
fn twda_archives() {
    let text = String::from_utf8(fixture("twda-archive.json")).unwrap();
    let err = read_deck_str(&text, &ReadOptions::default()).unwrap_err();
    assert!(err.to_string().contains("TWDA archive of 2 decks"), "{err}");
    let opts = ReadOptions {
        twda_id: Some("fixture-2".into()),
        ..ReadOptions::default()
    };
    let (d, f) = read_deck_str(&text, &opts).unwrap();
    assert_eq!(f, Format::TwdaJson);
    assert_eq!((d.list.crypt_count(), d.list.library_count()), (10, 59));
    assert_eq!(
        d.author, "Bo Example",
        "the player stands in for a missing author"
    );
    let all = jyhad_decks::read_twda_archive(&text).unwrap();
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(|(_, d)| d.is_ok()));
}

#[test]
fn every_writer_reads_back() {
    let mut decks: Vec<Deck> = starter_decks()
        .into_iter()
        .map(|list| Deck {
            list,
            author: "Someone".into(),
            description: "Line one.\nCrypt: a line that looks like a heading.".into(),
        })
        .collect();
    decks.push(Deck {
        list: expected(),
        author: String::new(),
        description: String::new(),
    });
    decks.push(Deck {
        list: DeckList {
            name: String::new(),
            ..expected()
        },
        ..Deck::default()
    });
    let opts = WriteOptions::default();
    for deck in &decks {
        for format in Format::ALL {
            let out = write_deck(deck, format, &opts).unwrap();
            assert_eq!(detect_format(&out), format, "{format}:\n{out}");
            let (back, _) = read_deck_str(&out, &ReadOptions::default())
                .unwrap_or_else(|e| panic!("{format}: {e}\n{out}"));
            assert!(back.list.same_cards(&deck.list), "{format}:\n{out}");
            if matches!(format, Format::Text | Format::Jol | Format::Lackey) {
                // Same order within each section.
                assert_eq!(back.list.crypt, deck.list.crypt, "{format}");
                assert_eq!(back.list.library, deck.list.library, "{format}");
            }
            if !matches!(format, Format::Text | Format::Jol | Format::Lackey) {
                assert_eq!(back.list.name, deck.list.name, "{format}:\n{out}");
                assert_eq!(back.author, deck.author, "{format}:\n{out}");
            }
        }
    }
}

#[test]
fn amaranth_ids_are_needed_for_amaranth_json() {
    let err = read_deck(&fixture("amaranth.json"), &ReadOptions::default()).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("Amaranth's own ids"), "{msg}");
    assert_eq!(
        err.problems.len(),
        1,
        "one message, not one per card: {msg}"
    );
    // Written with the id list, Amaranth JSON uses Amaranth's ids again.
    let ids =
        AmaranthIds::from_json(&String::from_utf8(fixture("amaranth_ids.json")).unwrap()).unwrap();
    let deck = Deck {
        list: expected(),
        ..Deck::default()
    };
    let out = write_deck(
        &deck,
        Format::Amaranth,
        &WriteOptions {
            amaranth_ids: Some(&ids),
            ..WriteOptions::default()
        },
    )
    .unwrap();
    assert!(out.contains("\"1000\": 2"), "{out}");
    let starter = Deck {
        list: starter_decks().remove(0),
        ..Deck::default()
    };
    let err = write_deck(
        &starter,
        Format::Amaranth,
        &WriteOptions {
            amaranth_ids: Some(&ids),
            ..WriteOptions::default()
        },
    )
    .unwrap_err();
    assert!(err.contains("not in Amaranth's id list"), "{err}");
}

fn problems(text: &str) -> Vec<String> {
    match read_deck_str(text, &ReadOptions::default()) {
        Ok(d) => panic!("read without error: {d:?}"),
        Err(e) => e.problems.iter().map(|p| p.to_string()).collect(),
    }
}

#[test]
fn forgiving_names() {
    let text = "\
Crypt (4)
1 THEO BELL (adv)
1 theo bell (g6)
1 Donal OConnor
1 Vasilis the Traitor of Don Cruez
Library (7)
1 Barrens, The
1 sacre coeur cathedral france
1 Pentex(TM) Subversion
1 Flame Thrower
1 Khazar's Diary (Endless Night)
1 Cardinal Sin: Insubordination
1 419 Operation
";
    let (d, _) = read_deck_str(text, &ReadOptions::default()).unwrap();
    let ids: Vec<u32> = d.list.crypt.iter().map(|(r, _)| id(*r)).collect();
    assert_eq!(ids, [201363, 201613, 200364, 201428]);
    let ids: Vec<u32> = d.list.library.iter().map(|(r, _)| id(*r)).collect();
    assert_eq!(
        ids,
        [100135, 101670, 101384, 100742, 101046, 100296, 100002]
    );
    // The crypt table's group column picks the version.
    let (d, _) = read_deck_str(
        "2x Theo Bell   7  CEL DOM POT PRE  Brujah:6\n",
        &ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(id(d.list.crypt[0].0), 201613);
}

#[test]
fn errors_name_their_line_and_suggest() {
    let text = "\
Deck Name: Typos
Crypt (3)
2x Theo Bel    7  cel dom pre POT  Brujah:2
1 Akram
Library (61)
60 Blood Dol
-2 Deflection
0 Majesty
300 Majesty
1 Alexa Draper
Majesty
";
    assert_eq!(
        problems(text),
        [
            "line 2: the crypt heading says 3 cards, but the crypt lists 1",
            "line 3: unknown card \"Theo Bel\" (did you mean \"Theo Bell\"?)",
            "line 5: the library heading says 61 cards, but the library lists 0",
            "line 6: unknown card \"Blood Dol\" (did you mean \"Blood Doll\"?)",
            "line 7: count -2 is negative: a count is a whole number from 1 to 255",
            "line 8: count 0 is out of range (1 to 255)",
            "line 9: count 300 is out of range (1 to 255)",
            "line 10: \"Alexa Draper\" is a crypt card, but it is listed in the library section",
            "line 11: expected \"<count> <card name>\" or a section heading, found \"Majesty\"",
        ]
    );
}

#[test]
fn json_errors_name_the_deck_and_card() {
    let text = r#"{"id": "x1", "name": "Bad", "cards": [
        {"id": 200216, "count": 12, "kind": "Crypt"},
        {"id": 999999, "printed_name": "Blood Dol", "count": 3},
        {"id": 100199, "count": -1},
        {"id": 100199, "count": 2, "kind": "Crypt"},
        {"count": 1},
        {"id": 100199}
    ]}"#;
    let p = problems(text);
    assert_eq!(p.len(), 5, "{p:?}");
    assert!(
        p[0].starts_with("deck x1, card 2 (\"Blood Dol\"): id 999999 is unknown; unknown card \"Blood Dol\" (did you mean \"Blood Doll\"?)"),
        "{p:?}"
    );
    assert_eq!(
        p[1],
        "deck x1, card 3: count -1 is negative: a count is a whole number from 1 to 255"
    );
    assert_eq!(p[2], "deck x1, card 4: \"Blood Doll\" is not a crypt card");
    assert_eq!(
        p[3],
        "deck x1, card 5: a card needs an \"id\" or a \"printed_name\""
    );
    // Syntax errors give the JSON line.
    let p = problems("{\"cards\": [\n  {\"id\": 1,,}\n]}");
    assert!(p[0].starts_with("line 2: invalid JSON"), "{p:?}");
    let p = problems("https://vdb.im/decks/deck#200216=12;123=x;100199");
    assert_eq!(
        p,
        [
            "item 2 (\"123=x\"): count x is not a whole number",
            "item 3 (\"100199\"): expected <card id>=<count>"
        ]
    );
    let p = problems("\"Deck\"\n\"Me\"\n\"\"\n2\n\"Brachah\"\n1\n\"Blood Doll\"\n\"Blood Doll\"\n");
    assert_eq!(
        p,
        [
            "line 4: the crypt count says 2 cards, but 1 follow",
            "line 6: the library count says 1 cards, but 2 follow"
        ]
    );
}

#[test]
fn malformed_input_gets_a_clear_error() {
    // Binary garbage.
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let err = read_deck(&garbage, &ReadOptions::default()).unwrap_err();
    assert!(err.to_string().contains("binary data"), "{err}");
    // A 50 MB paste.
    let mut huge = "1 Blood Doll\n".repeat((50 << 20) / 13 + 1);
    huge.truncate(50 << 20);
    let t = Instant::now();
    let err = read_deck(huge.as_bytes(), &ReadOptions::default()).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the input is 50.0 MB, too large"),
        "{err}"
    );
    assert!(t.elapsed() < Duration::from_secs(1));
    // Only unknown names: every line reported, up to the cap, fast.
    let unknown: String = (0..5000)
        .map(|i| format!("1 Nonsense card {i}\n"))
        .collect();
    let t = Instant::now();
    let err = read_deck(unknown.as_bytes(), &ReadOptions::default()).unwrap_err();
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    assert_eq!(err.problems.len(), jyhad_decks::MAX_PROBLEMS + 1);
    assert_eq!(
        err.problems[0].to_string(),
        "line 1: unknown card \"Nonsense card 0\""
    );
    assert_eq!(
        err.problems.last().unwrap().to_string(),
        "… and 4950 more problems"
    );
    // Empty input reads as an empty deck, which the rules then refuse.
    let (d, _) = read_deck(b"", &ReadOptions::default()).unwrap();
    assert!(!check_deck(&d.list).is_legal());
}

#[test]
fn construction_rules() {
    for d in starter_decks() {
        let c = check_deck(&d);
        assert!(c.is_legal(), "{}: {:?}", d.name, c);
    }
    let text = "\
Crypt
11 Brachah
1 Theo Bell (G6)
1 Tsigane
Library
2 Ivory Bow
3 Khazar's Diary (Endless Night)
4 Earth Meld
";
    let (d, _) = read_deck_str(text, &ReadOptions::default()).unwrap();
    let c = check_deck(&d.list);
    let kinds: Vec<IssueKind> = c.errors.iter().map(|e| e.kind).collect();
    assert_eq!(
        kinds,
        [
            IssueKind::LibrarySize,
            IssueKind::CryptGroups,
            IssueKind::Banned
        ]
    );
    let shown: Vec<String> = c.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(shown[0], "the library has 9 cards; it needs 60 to 90");
    assert_eq!(
        shown[1],
        "the crypt has vampires of groups 2 and 6; it must use one group or two consecutive \
         groups (group 2: \"Brachah\", \"Tsigane\"; group 6: \"Theo Bell\")"
    );
    assert_eq!(shown[2], "\"Tsigane\" is banned (1 copy in the deck)");
    let warnings: Vec<String> = c.warnings.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        warnings,
        [
            "warning: 2 copies of \"Ivory Bow\", a unique card: only one can be in play at a time",
            "warning: \"Khazar's Diary (Endless Night)\" (3 copies) needs a Giovanni crypt card, and the crypt has none",
            "warning: \"Earth Meld\" (4 copies) needs pro, which no crypt card has",
        ]
    );
}

#[test]
fn stats_of_a_starter_deck() {
    let d = jyhad_decks::starter_deck("Malkavian").unwrap();
    let s = deck_stats(&d);
    assert_eq!((s.crypt_count, s.library_count), (12, 77));
    assert_eq!(s.library_types.iter().map(|c| c.cards).sum::<usize>(), 77);
    assert_eq!(s.capacity.histogram.values().sum::<usize>(), 12);
    let action = s.hand_odds.iter().find(|o| o.label == "Action").unwrap();
    assert_eq!(action.cards, 16);
    // 1 - C(61,7)/C(77,7)
    assert!((action.probability - 0.8186).abs() < 0.001, "{action:?}");
    let text = s.to_string();
    assert!(text.contains("Opening hand of 7"), "{text}");
    assert!(text.contains("Crypt: 12 cards"), "{text}");
}
