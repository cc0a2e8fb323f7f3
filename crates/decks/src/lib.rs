//! VTES deck lists: reading them in every common format, writing them,
//! checking the deck-construction rules, and statistics. The server, the
//! simulator and the `jyhad deck` commands all use this one library.
//!
//! - [`read_deck`] reads a list (bytes, as uploaded) in any [`Format`],
//!   detected or forced, and reports every problem with its line;
//! - [`write_deck`] writes a deck in any format, and [`DeckList::to_text`]
//!   writes the plain text that [`parse_deck`] reads back;
//! - [`check_deck`] applies the construction rules of the rulebook;
//! - [`deck_stats`] counts what a deck holds and the odds of drawing it.
//!
//! The plain text format is the one of `decks/v5-*.txt`:
//!
//! ```text
//! # comment
//! Crypt (12)
//! 2 Alexander Silverson
//! Library (77)
//! Master (7)          <- optional type subheading
//! 4x Blood Doll       // trailing comment
//! ```
//!
//! Blank lines, `#`, `//` and `--` comments (whole line, or after a name
//! when preceded by a space), `Crypt`/`Library` headings with or without a
//! count (`Crypt (12)`, `Crypt:`, `Library: 77`), `3x Name` or `3 Name`,
//! library type subheadings (`Action Modifier/Combat (3)`), a TWDA/ARDB
//! header before the crypt (`Deck Name:`, event lines, description) and
//! crypt table lines (`2x Name  7  AUS DOM  prince  Ventrue:4`, whose
//! capacity and group pick the card's version) are accepted. Names match
//! forgivingly (case, accents, punctuation, "The" moved, "(ADV)"/"(G6)"
//! suffixes, aka names), but no fuzzy match ever picks a card silently:
//! misses only produce suggestions.
//!
//! See `docs/decks.md` for every format, with examples.

#![warn(missing_docs)]

mod error;
mod format;
mod input;
mod json;
pub mod rules;
pub mod stats;
mod text;
mod write;

use jyhad_cards::{db, CardRef};

pub use error::{DeckError, DeckProblem, MAX_PROBLEMS, MAX_SUGGESTIONS};
pub use format::{detect_format, Format};
pub use input::{decode_text, MAX_DECK_BYTES};
pub use json::{read_twda_archive, read_twda_archive_dated, AmaranthIds, TwdaArchive, TwdaEntry};
pub use rules::{check_deck, Check, Issue, IssueKind};
pub use stats::{deck_stats, DeckStats};
pub use text::MAX_CARD_LINE_BYTES;

/// A parsed deck: cards with their counts, in list order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DeckList {
    /// Deck name, as given to [`parse_deck`].
    pub name: String,
    /// Crypt cards and counts; a card listed twice is merged into its first line.
    pub crypt: Vec<(CardRef, u8)>,
    /// Library cards and counts; a card listed twice is merged into its first line.
    pub library: Vec<(CardRef, u8)>,
}

impl DeckList {
    /// Number of crypt cards, counting copies.
    pub fn crypt_count(&self) -> usize {
        self.crypt.iter().map(|(_, n)| usize::from(*n)).sum()
    }

    /// Number of library cards, counting copies.
    pub fn library_count(&self) -> usize {
        self.library.iter().map(|(_, n)| usize::from(*n)).sum()
    }

    /// Every crypt card, one entry per copy, in list order.
    pub fn crypt_cards(&self) -> Vec<CardRef> {
        expand(&self.crypt)
    }

    /// Every library card, one entry per copy, in list order.
    pub fn library_cards(&self) -> Vec<CardRef> {
        expand(&self.library)
    }

    /// The deck as text that [`parse_deck`] reads back to an equal deck.
    ///
    /// Crypt cards sharing a name get a "(G6)"/"(ADV)" suffix so they resolve
    /// to the same version.
    pub fn to_text(&self) -> String {
        let db = db();
        let mut out = String::new();
        if !self.name.is_empty() {
            // The name goes in a comment: it is not part of the card list.
            out.push_str(&format!("# {}\n", self.name.replace('\n', " ")));
        }
        out.push_str(&format!("Crypt ({})\n", self.crypt_count()));
        for (r, n) in &self.crypt {
            out.push_str(&format!("{n} {}\n", db.deck_name(*r)));
        }
        out.push_str(&format!("Library ({})\n", self.library_count()));
        for (r, n) in &self.library {
            out.push_str(&format!("{n} {}\n", db.deck_name(*r)));
        }
        out
    }
}

fn expand(list: &[(CardRef, u8)]) -> Vec<CardRef> {
    list.iter()
        .flat_map(|(r, n)| std::iter::repeat(*r).take(usize::from(*n)))
        .collect()
}

/// A deck with what its list says besides the cards.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Deck {
    /// The cards, and the deck's name.
    pub list: DeckList,
    /// Who built it (`Created by:`, `Author:`), when the list says.
    pub author: String,
    /// The description, when the list has one.
    pub description: String,
}

impl DeckList {
    /// The same cards and counts, whatever their order and line splitting.
    pub fn same_cards(&self, other: &DeckList) -> bool {
        fn sorted(v: &[(CardRef, u8)]) -> Vec<(CardRef, u32)> {
            let mut m: std::collections::BTreeMap<CardRef, u32> = Default::default();
            for (r, n) in v {
                *m.entry(*r).or_insert(0) += u32::from(*n);
            }
            m.into_iter().collect()
        }
        sorted(&self.crypt) == sorted(&other.crypt)
            && sorted(&self.library) == sorted(&other.library)
    }
}

/// How to read a deck list.
#[derive(Clone, Debug)]
pub struct ReadOptions<'a> {
    /// The format; `None` detects it ([`detect_format`]).
    pub format: Option<Format>,
    /// The deck's name when the list gives none (e.g. the file name).
    pub name: String,
    /// Input larger than this is refused ([`MAX_DECK_BYTES`] by default).
    pub max_bytes: usize,
    /// For a TWDA archive: the id of the deck to read.
    pub twda_id: Option<String>,
    /// Amaranth's card ids, to read Amaranth's JSON (see [`AmaranthIds`]).
    pub amaranth_ids: Option<&'a AmaranthIds>,
    /// At most this many unknown names get "did you mean" suggestions
    /// ([`MAX_SUGGESTIONS`] by default); each search scans every card name.
    pub suggestions: usize,
}

impl Default for ReadOptions<'_> {
    fn default() -> Self {
        ReadOptions {
            format: None,
            name: String::new(),
            max_bytes: MAX_DECK_BYTES,
            twda_id: None,
            amaranth_ids: None,
            suggestions: MAX_SUGGESTIONS,
        }
    }
}

/// Reads a deck list from the bytes a user gave (file or paste), in the
/// format of `opts` or the detected one, and says which format it was.
///
/// Never panics: oversized input, binary data, broken JSON, unknown names
/// and bad counts are all reported as a [`DeckError`] whose problems carry
/// their 1-based line (or, for JSON, the deck id and card index). The
/// construction rules are not checked here (see [`check_deck`]).
pub fn read_deck(input: &[u8], opts: &ReadOptions<'_>) -> Result<(Deck, Format), DeckError> {
    let text = decode_text(input, opts.max_bytes)?;
    read_deck_str(&text, opts)
}

/// [`read_deck`] for text already decoded (the size limit still applies).
pub fn read_deck_str(text: &str, opts: &ReadOptions<'_>) -> Result<(Deck, Format), DeckError> {
    if text.len() > opts.max_bytes {
        return Err(input::too_large(text.len(), opts.max_bytes));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let format = opts.format.unwrap_or_else(|| detect_format(text));
    let mut deck = match format {
        Format::Text | Format::Twd | Format::Lackey | Format::Ardb | Format::Jol => {
            let text_opts = text::TextOptions {
                bare_names: format == Format::Jol,
                suggestions: opts.suggestions,
            };
            let (deck, problems) = text::read_text(text, text_opts);
            match problems.into_error() {
                None => deck,
                Some(e) => return Err(e),
            }
        }
        Format::Eldb => json::read_eldb(text, opts.suggestions)?,
        Format::Vdb => json::read_vdb(text)?,
        Format::Amaranth => json::read_amaranth(text, opts.amaranth_ids)?,
        Format::TwdaJson => json::read_twda_json(text, opts.twda_id.as_deref())?,
    };
    if deck.list.name.is_empty() {
        deck.list.name = opts.name.clone();
    }
    Ok((deck, format))
}

/// How to write a deck.
#[derive(Clone, Debug, Default)]
pub struct WriteOptions<'a> {
    /// Amaranth's card ids: with them, Amaranth JSON uses Amaranth's own
    /// ids; without, VEKN ids.
    pub amaranth_ids: Option<&'a AmaranthIds>,
    /// The deck id written in TWDA JSON.
    pub twda_id: Option<String>,
}

/// Writes a deck in a format. Reading the result back gives the same cards
/// (for [`Format::Text`], [`Format::Jol`] and [`Format::Lackey`], in the same
/// order; the others group the library by type). Fails only for Amaranth
/// JSON with an id list that lacks one of the cards.
pub fn write_deck(deck: &Deck, format: Format, opts: &WriteOptions<'_>) -> Result<String, String> {
    let db = db();
    Ok(match format {
        Format::Text => deck.list.to_text(),
        Format::Twd => write::write_twd(db, deck),
        Format::Jol => write::write_jol(db, deck),
        Format::Lackey => write::write_lackey(db, deck),
        Format::Ardb => write::write_ardb(db, deck),
        Format::Eldb => json::write_eldb(deck),
        Format::Vdb => json::write_vdb(deck),
        Format::Amaranth => json::write_amaranth(deck, opts.amaranth_ids)?,
        Format::TwdaJson => json::write_twda_json(deck, opts.twda_id.as_deref()),
    })
}

/// Parses a plain-text deck list (see the crate docs for the format; TWD,
/// ARDB and Lackey text read too). The deck gets the name given here.
///
/// Cards before any heading go to the section of their kind. Each card in
/// the crypt section must be a crypt card and each in the library section a
/// library card; counts must be 1..=255; a heading's count must match its
/// section. Deck-construction rules (crypt size, groups…) are not checked.
pub fn parse_deck(name: &str, text: &str) -> Result<DeckList, DeckError> {
    let opts = text::TextOptions {
        bare_names: false,
        suggestions: MAX_SUGGESTIONS,
    };
    let (deck, problems) = text::read_text(text, opts);
    match problems.into_error() {
        Some(e) => Err(e),
        None => Ok(DeckList {
            name: name.to_string(),
            ..deck.list
        }),
    }
}

/// The five Fifth Edition starter decks, by name.
const STARTERS: [(&str, &str); 5] = [
    ("Malkavian", include_str!("../decks/v5-malkavian.txt")),
    ("Nosferatu", include_str!("../decks/v5-nosferatu.txt")),
    ("Toreador", include_str!("../decks/v5-toreador.txt")),
    ("Tremere", include_str!("../decks/v5-tremere.txt")),
    ("Ventrue", include_str!("../decks/v5-ventrue.txt")),
];

/// The five V5 starter decks (Malkavian, Nosferatu, Toreador, Tremere, Ventrue).
pub fn starter_decks() -> Vec<DeckList> {
    STARTERS
        .iter()
        .map(|(name, text)| parse_starter(name, text))
        .collect()
}

/// One V5 starter deck by name, case-insensitive; "v5-malkavian" works too.
pub fn starter_deck(name: &str) -> Option<DeckList> {
    let n = name.trim();
    let n = n.strip_suffix(".txt").unwrap_or(n);
    let n = ["v5-", "v5 ", "v5_"]
        .iter()
        .find_map(|p| {
            n.get(..p.len())
                .filter(|h| h.eq_ignore_ascii_case(p))
                .map(|_| &n[p.len()..])
        })
        .unwrap_or(n);
    STARTERS
        .iter()
        .find(|(deck, _)| deck.eq_ignore_ascii_case(n.trim()))
        .map(|(deck, text)| parse_starter(deck, text))
}

fn parse_starter(name: &str, text: &str) -> DeckList {
    // The embedded lists are checked by the tests, so failing here is a build bug.
    parse_deck(name, text).unwrap_or_else(|e| panic!("starter deck {name}: {e}"))
}
