//! The readers never panic, whatever they are given: random bytes, random
//! text, and random mixes of deck-like lines (real and broken names, odd
//! counts, headings, crypt tables, JSON and link fragments). Whatever reads
//! is checked and counted without panicking too, and writes back in every
//! format to the same cards.

use jyhad_decks::{
    check_deck, deck_stats, read_deck, read_deck_str, write_deck, Format, ReadOptions, WriteOptions,
};
use proptest::prelude::*;

const NAMES: &[&str] = &[
    "Blood Doll",
    "blood dol",
    "Theo Bell (ADV)",
    "Theo Bell (G6)",
    "Theo Bell (G4)",
    "Barrens, The",
    "Sacré-Cœur Cathedral, France",
    "Pentex(TM) Subversion",
    "419 Operation",
    "Alexa Draper",
    "Govern the Unaligned",
    "Cardinal Sin: Insubordination",
    "Khazar's Diary (Endless Night)",
    "Vasilis, The Trait",
    "Tsigane",
    "Ivory Bow",
    "",
    "()",
    "(ADV)",
    "Адвокат",
    "名前",
    "\u{feff}",
    "x",
];

const LINES: &[&str] = &[
    "Crypt",
    "Crypt (12)",
    "Crypt [12 vampires] Capacity min: 2",
    "Crypt: (12 cards",
    "Library (60 cards)",
    "Library [",
    "Master (10; 2 trifle)",
    "--Combat (4)--",
    "Action Modifier/Reaction",
    "Deck Name: X",
    "Deck Name : Y",
    "Description:",
    "Created by: Z",
    "25 players",
    "3R+F",
    "-- 3GW9 + 4VP",
    "https://www.vekn.net/event-calendar/event/1",
    "https://vdb.im/decks/deck?name=a%zz#200216=2;1=-1;x",
    "200216=12;100199=60",
    "-----------",
    "=====",
    "Crypt:",
    "\"Quoted\"",
    "12",
    "{\"cards\": [{\"id\": 200216, \"count\": 12}]}",
    "{\"result\": {\"cards\": {\"12\": 1}}}",
    "{\"crypt\": {\"200216\": {\"q\": 12}}}",
    "[1, 2",
    "# comment",
    "//",
    "\t",
    ":",
    "Brujah:2",
];

fn line() -> impl Strategy<Value = String> {
    let count = prop_oneof![
        Just(String::new()),
        (0u32..300).prop_map(|n| format!("{n} ")),
        (0u32..20).prop_map(|n| format!("{n}x")),
        (0u32..20).prop_map(|n| format!("{n}\t")),
        (0u32..20).prop_map(|n| format!("-{n} ")),
        Just("99999999999999999999 ".to_string()),
    ];
    let tail = prop_oneof![
        Just(String::new()),
        Just("   7  CEL POT pre  Brujah:2".to_string()),
        Just("  Adv 7 CEL POT PRE aus dom  Brujah:6".to_string()),
        Just("  99 -none-  Caitiff:ANY".to_string()),
        Just(" -- a comment".to_string()),
        Just(" # note".to_string()),
        "[ -~]{0,12}",
    ];
    prop_oneof![
        3 => (count, proptest::sample::select(NAMES), tail)
            .prop_map(|(c, n, t)| format!("{c}{n}{t}")),
        1 => proptest::sample::select(LINES).prop_map(String::from),
        1 => "\\PC{0,30}",
    ]
}

fn deck_text() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec(line(), 0..40),
        proptest::sample::select(&["\n", "\r\n", "\r"][..]),
    )
        .prop_map(|(lines, sep)| lines.join(sep))
}

/// Reading options: format detected (None) or forced; one "did you mean"
/// search per read is enough to exercise it (each scans every card name).
fn options(format: Option<Format>) -> ReadOptions<'static> {
    ReadOptions {
        format,
        suggestions: 1,
        ..ReadOptions::default()
    }
}

fn format() -> impl Strategy<Value = Option<Format>> {
    proptest::option::weighted(0.7, proptest::sample::select(&Format::ALL[..]))
}

/// Whatever reads must check, count and convert without panicking, and
/// convert to the same cards.
fn exercise(text: &str, format: Option<Format>) {
    {
        let opts = options(format);
        if let Ok((deck, _)) = read_deck_str(text, &opts) {
            let _ = check_deck(&deck.list);
            let _ = deck_stats(&deck.list).to_string();
            for f in Format::ALL {
                let out = write_deck(&deck, f, &WriteOptions::default()).unwrap();
                let back = read_deck_str(&out, &options(Some(f)));
                match back {
                    Ok((b, _)) => assert!(b.list.same_cards(&deck.list), "{f}:\n{out}"),
                    Err(e) => panic!("{f}: {e}\n{out}"),
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..600),
        format in format(),
    ) {
        let _ = read_deck(&bytes, &options(format));
    }

    #[test]
    fn deck_like_text_never_panics(text in deck_text(), format in format()) {
        exercise(&text, format);
    }
}

proptest! {
    // Random Unicode mostly makes unknown names; fewer cases keep the debug run short.
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}", format in format()) {
        exercise(&text, format);
    }

}
