//! Deck list parsing, printing and the embedded starter decks.

use jyhad_cards::{db, CardKind};
use jyhad_decks::{parse_deck, starter_deck, starter_decks, DeckList};

#[test]
fn starter_decks_have_12_crypt_and_77_library_cards() {
    let decks = starter_decks();
    let names: Vec<&str> = decks.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(
        names,
        ["Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"]
    );
    for d in &decks {
        assert_eq!(d.crypt_count(), 12, "{}", d.name);
        assert_eq!(d.library_count(), 77, "{}", d.name);
        assert_eq!(d.crypt_cards().len(), 12);
        assert_eq!(d.library_cards().len(), 77);
        assert!(d
            .crypt_cards()
            .iter()
            .all(|r| db().get(*r).kind == CardKind::Crypt));
        assert!(d
            .library_cards()
            .iter()
            .all(|r| db().get(*r).kind == CardKind::Library));
    }
}

#[test]
fn embedded_starters_match_the_shared_files() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/vtes/decks");
    if !dir.exists() {
        eprintln!("note: {} not found, skipping", dir.display());
        return;
    }
    for clan in ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"] {
        let file = format!("v5-{clan}.txt");
        let shared = std::fs::read_to_string(dir.join(&file)).unwrap();
        let ours = std::fs::read_to_string(
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("decks")
                .join(&file),
        )
        .unwrap();
        assert_eq!(shared, ours, "{file}");
    }
}

#[test]
fn starter_deck_by_name() {
    let m = starter_deck("malkavian").unwrap();
    assert_eq!(m.name, "Malkavian");
    assert_eq!(starter_deck("v5-Malkavian"), Some(m.clone()));
    assert_eq!(starter_deck("V5-MALKAVIAN.txt"), Some(m));
    assert!(starter_deck("Lasombra").is_none());
    // The Malkavian deck lists 2 Alexander Silverson first and 12 Govern the Unaligned.
    let m = starter_deck("Malkavian").unwrap();
    assert_eq!(db().get(m.crypt[0].0).name, "Alexander Silverson");
    assert_eq!(m.crypt[0].1, 2);
    let govern = db().lookup("Govern the Unaligned").unwrap();
    assert_eq!(
        m.library.iter().find(|(r, _)| *r == govern).map(|x| x.1),
        Some(12)
    );
    // Expanded cards follow list order.
    assert_eq!(m.crypt_cards()[0], m.crypt[0].0);
    assert_eq!(m.crypt_cards()[1], m.crypt[0].0);
    assert_ne!(m.crypt_cards()[2], m.crypt[0].0);
}

#[test]
fn round_trip_through_text() {
    for d in starter_decks() {
        let text = d.to_text();
        let back = parse_deck(&d.name, &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, d);
    }
    // Crypt cards sharing a name keep their version.
    let text = "Crypt\n1 Theo Bell (G6)\n2 Theo Bell (ADV)\n1 Theo Bell\n";
    let d = parse_deck("theo", text).unwrap();
    let ids: Vec<u32> = d.crypt.iter().map(|(r, _)| db().get(*r).id).collect();
    assert_eq!(ids, [201613, 201363, 201362]);
    let back = parse_deck("theo", &d.to_text()).unwrap();
    assert_eq!(back, d);
}

#[test]
fn tolerant_format() {
    let text = "\
// My deck
Crypt:
3x Alexa Draper   # the prince
1 x sully

Library:
Master (2)
2 blood doll
Action Modifier/Combat
// nothing here yet
Combat: 1
1X .44 Magnum
1 Barrens, The
";
    let d = parse_deck("mine", text).unwrap();
    assert_eq!(d.crypt_count(), 4);
    assert_eq!(d.library_count(), 4);
    assert_eq!(db().get(d.library[2].0).name, "The Barrens");
    assert_eq!(d.name, "mine");

    // No headings: cards go to the section of their kind.
    let d = parse_deck("bare", "2 Alexa Draper\n3 Govern the Unaligned\n").unwrap();
    assert_eq!((d.crypt_count(), d.library_count()), (2, 3));

    // The same card twice is merged.
    let d = parse_deck("dup", "Library\n2 Blood Doll\n3 Blood Doll\n").unwrap();
    assert_eq!(d.library.len(), 1);
    assert_eq!(d.library[0].1, 5);
}

#[test]
fn errors_have_line_numbers_and_suggestions() {
    let text = "\
Crypt (2)
2 Alexa Draper
Library (5)
4 Blood Doll

1 Govrn
";
    let err = parse_deck("bad", text).unwrap_err();
    let lines: Vec<usize> = err.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [3, 6], "{err}");
    let shown = err.to_string();
    assert_eq!(
        shown,
        "line 3: the library heading says 5 cards, but the library lists 4\n\
         line 6: unknown card \"Govrn\" (did you mean \"Govern the Unaligned\"?)"
    );
}

#[test]
fn trailing_text_never_matches_silently() {
    // Not a comment marker: the whole text is the name, which matches no card.
    let err = parse_deck("x", "Library\n4 Blood Doll - best card\n").unwrap_err();
    assert_eq!(err.problems.len(), 1);
    assert_eq!(err.problems[0].line, 2);
    assert!(
        err.problems[0]
            .message
            .starts_with("unknown card \"Blood Doll - best card\""),
        "{err}"
    );
    // Suggestions are only suggestions.
    assert!(
        err.problems[0]
            .message
            .contains("did you mean \"Blood Doll\""),
        "{err}"
    );
}

#[test]
fn wrong_section_is_an_error() {
    let err = parse_deck("x", "Crypt\n1 Alexa Draper\nLibrary\n1 Sully\n").unwrap_err();
    assert_eq!(err.problems.len(), 1);
    assert_eq!(
        err.problems[0].to_string(),
        "line 4: \"Sully\" is a crypt card, but it is listed in the library section"
    );
    let err = parse_deck("x", "Crypt\n1 Blood Doll\n").unwrap_err();
    assert_eq!(
        err.problems[0].message,
        "\"Blood Doll\" is a library card, but it is listed in the crypt section"
    );
}

#[test]
fn bad_counts_and_lines() {
    let err = parse_deck("x", "Library\n0 Blood Doll\n256 Blood Doll\nBlood Doll\n").unwrap_err();
    let msgs: Vec<String> = err.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(msgs.len(), 3, "{msgs:?}");
    assert!(msgs[0].starts_with("line 2: count 0 is out of range"));
    assert!(msgs[1].starts_with("line 3: count 256 is out of range"));
    assert!(msgs[2].starts_with("line 4: expected \"<count> <card name>\""));

    let err = parse_deck("x", "Library\n200 Blood Doll\n100 Blood Doll\n").unwrap_err();
    assert_eq!(err.problems[0].line, 3);

    // Crypt heading count mismatch is a problem on the heading line.
    let err = parse_deck("x", "Crypt (12)\n2 Alexa Draper\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: the crypt heading says 12 cards, but the crypt lists 2"
    );
}

#[test]
fn empty_deck_is_fine() {
    let d = parse_deck("empty", "# nothing\n").unwrap();
    assert_eq!(
        d,
        DeckList {
            name: "empty".into(),
            crypt: vec![],
            library: vec![]
        }
    );
    assert_eq!(parse_deck("empty", &d.to_text()).unwrap(), d);
}
