//! VTES deck lists: a forgiving text parser, a printer whose output parses
//! back to the same deck, and the five Fifth Edition starter decks.
//!
//! The accepted format is the one of `decks/v5-*.txt`:
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
//! Blank lines, `#` and `//` comments (whole line, or after a name when
//! preceded by a space), `Crypt`/`Library` headings with or without a count
//! (`Crypt (12)`, `Crypt:`, `Library: 77`), `3x Name` or `3 Name`, and
//! library type subheadings (`Action Modifier/Combat (3)`) are accepted.
//! Anything else after a name is part of the name, which must then match a
//! card exactly (up to case, accents and punctuation): no fuzzy match ever
//! picks a card silently, misses only produce suggestions.

#![warn(missing_docs)]

use std::fmt;

use jyhad_cards::{db, CardKind, CardRef, LibraryTypes, LookupError};

/// A parsed deck: cards with their counts, in list order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

/// One thing wrong with a deck list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckProblem {
    /// 1-based line number in the text.
    pub line: usize,
    /// What is wrong, e.g. `unknown card "Govrn" (did you mean "Govern the Unaligned"?)`.
    pub message: String,
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// A deck list could not be read; every problem found is reported, not just the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckError {
    /// Problems in line order.
    pub problems: Vec<DeckProblem>,
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for DeckError {}

/// A `Crypt`/`Library` heading and the count it announces.
struct Heading {
    line: usize,
    kind: CardKind,
    count: Option<usize>,
}

/// Parses a deck list (see the crate docs for the format).
///
/// Cards before any heading go to the section of their kind. Each card in
/// the crypt section must be a crypt card and each in the library section a
/// library card; counts must be 1..=255; a heading's count must match its
/// section. Deck-construction rules (crypt size, groups…) are not checked.
pub fn parse_deck(name: &str, text: &str) -> Result<DeckList, DeckError> {
    let db = db();
    let mut deck = DeckList {
        name: name.to_string(),
        crypt: Vec::new(),
        library: Vec::new(),
    };
    let mut problems = Vec::new();
    let mut headings: Vec<Heading> = Vec::new();
    let mut section: Option<CardKind> = None;

    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let mut problem = |message: String| {
            problems.push(DeckProblem {
                line: line_no,
                message,
            })
        };
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        if let Some((kind, count)) = parse_heading(line) {
            section = Some(kind);
            headings.push(Heading {
                line: line_no,
                kind,
                count,
            });
            continue;
        }
        if is_type_subheading(line) {
            // Only library cards have types, so a type heading means the library.
            section = Some(CardKind::Library);
            continue;
        }
        let Some((count, card_name)) = split_count(line) else {
            problem(format!(
                "expected \"<count> <card name>\" or a section heading, found \"{line}\""
            ));
            continue;
        };
        let count = match u8::try_from(count) {
            Ok(n) if n > 0 => n,
            _ => {
                problem(format!("count {count} is out of range (1 to 255)"));
                continue;
            }
        };
        let card = match db.lookup_in(card_name, section) {
            Ok(r) => r,
            Err(e @ LookupError::Ambiguous { .. }) => {
                problem(e.to_string());
                continue;
            }
            Err(e) => {
                // Give a clear message when the card exists but sits in the wrong section.
                match section.and_then(|_| db.lookup(card_name).ok()) {
                    Some(other) => {
                        let c = db.get(other);
                        problem(format!(
                            "\"{}\" is a {} card, but it is listed in the {} section",
                            c.name,
                            kind_word(c.kind),
                            kind_word(section.unwrap_or(c.kind)),
                        ));
                    }
                    None => problem(e.to_string()),
                }
                continue;
            }
        };
        let kind = db.get(card).kind;
        let list = match kind {
            CardKind::Crypt => &mut deck.crypt,
            CardKind::Library => &mut deck.library,
        };
        match list.iter_mut().find(|(r, _)| *r == card) {
            Some((_, n)) => match n.checked_add(count) {
                Some(total) => *n = total,
                None => problem(format!(
                    "\"{}\" is listed more than 255 times in total",
                    db.get(card).name
                )),
            },
            None => list.push((card, count)),
        }
    }

    for h in &headings {
        let Some(expected) = h.count else { continue };
        let actual = match h.kind {
            CardKind::Crypt => deck.crypt_count(),
            CardKind::Library => deck.library_count(),
        };
        if expected != actual {
            problems.push(DeckProblem {
                line: h.line,
                message: format!(
                    "the {} heading says {expected} cards, but the {} lists {actual}",
                    kind_word(h.kind),
                    kind_word(h.kind),
                ),
            });
        }
    }

    if problems.is_empty() {
        Ok(deck)
    } else {
        problems.sort_by_key(|p| p.line);
        Err(DeckError { problems })
    }
}

fn kind_word(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Crypt => "crypt",
        CardKind::Library => "library",
    }
}

/// Cuts a `#` or `//` comment: the whole line when it starts with one, else
/// only when preceded by whitespace (no card name contains either).
fn strip_comment(line: &str) -> &str {
    let t = line.trim_start();
    if t.starts_with('#') || t.starts_with("//") {
        return "";
    }
    let mut prev_space = false;
    for (i, c) in line.char_indices() {
        if prev_space && (c == '#' || line[i..].starts_with("//")) {
            return &line[..i];
        }
        prev_space = c.is_whitespace();
    }
    line
}

/// Recognises `Crypt`, `Crypt (12)`, `Crypt: 12 cards`, `Library [77]`… and
/// returns the section and announced count. A word after the keyword
/// ("Library Hunting Ground") makes it a card name, not a heading.
fn parse_heading(line: &str) -> Option<(CardKind, Option<usize>)> {
    let lower = line.to_ascii_lowercase();
    let (kind, rest) = if let Some(rest) = lower.strip_prefix("crypt") {
        (CardKind::Crypt, rest)
    } else if let Some(rest) = lower.strip_prefix("library") {
        (CardKind::Library, rest)
    } else {
        return None;
    };
    let rest = rest.trim_start();
    let ok = rest.is_empty()
        || rest.starts_with([':', '(', '[', '-', '='])
        || rest.starts_with(|c: char| c.is_ascii_digit());
    if !ok {
        return None;
    }
    let digits: String = rest
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit())
        .collect();
    Some((kind, digits.parse().ok()))
}

/// Recognises a library type subheading such as `Master (7)`, `Combat:` or
/// `Action Modifier/Reaction (2)`, which carry no card.
fn is_type_subheading(line: &str) -> bool {
    let end = line.find(['(', '[', ':']).unwrap_or(line.len());
    let (head, tail) = line.split_at(end);
    let head = head.trim();
    if head.is_empty() || line.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    // Only a count may follow the type ("Master (10; 3 trifle)", "Combat: 12").
    let tail = tail.trim();
    let tail_ok = tail.is_empty()
        || tail.starts_with(['(', '['])
        || (tail.starts_with(':') && !tail.chars().any(char::is_alphabetic));
    tail_ok && head.parse::<LibraryTypes>().is_ok_and(|t| !t.is_empty())
}

/// Splits `3x Name`, `3 x Name` or `3 Name` into count and name.
fn split_count(line: &str) -> Option<(u32, &str)> {
    let digits_end = line
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(line.len());
    if digits_end == 0 {
        return None;
    }
    let count: u32 = line[..digits_end].parse().unwrap_or(u32::MAX);
    let rest = &line[digits_end..];
    let after_x = rest
        .trim_start()
        .strip_prefix(['x', 'X'])
        .filter(|r| r.starts_with(char::is_whitespace));
    let name = match after_x {
        Some(r) => r,
        // "3xName" is unusual but unambiguous; "3 Name" needs the space.
        None => match rest.strip_prefix(['x', 'X']) {
            Some(r) => r,
            None if rest.starts_with(char::is_whitespace) => rest,
            None => return None,
        },
    };
    let name = name.trim();
    (!name.is_empty()).then_some((count, name))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings() {
        assert_eq!(
            parse_heading("Crypt (12)"),
            Some((CardKind::Crypt, Some(12)))
        );
        assert_eq!(parse_heading("crypt:"), Some((CardKind::Crypt, None)));
        assert_eq!(
            parse_heading("Library: 77 cards"),
            Some((CardKind::Library, Some(77)))
        );
        assert_eq!(
            parse_heading("Crypt (12 cards, min=7, max=24)"),
            Some((CardKind::Crypt, Some(12)))
        );
        assert_eq!(parse_heading("Library"), Some((CardKind::Library, None)));
        assert_eq!(parse_heading("Library Hunting Ground"), None);
    }

    #[test]
    fn subheadings() {
        assert!(is_type_subheading("Master (7)"));
        assert!(is_type_subheading("Action Modifier/Combat (3)"));
        assert!(is_type_subheading("Combat:"));
        assert!(is_type_subheading("Master (10; 3 trifle)"));
        assert!(!is_type_subheading("Masterpiece"));
        assert!(!is_type_subheading("4 Blood Doll"));
    }

    #[test]
    fn counts() {
        assert_eq!(split_count("3x Blood Doll"), Some((3, "Blood Doll")));
        assert_eq!(split_count("3 x Blood Doll"), Some((3, "Blood Doll")));
        assert_eq!(split_count("3 Blood Doll"), Some((3, "Blood Doll")));
        assert_eq!(split_count("1 Xaviar"), Some((1, "Xaviar")));
        assert_eq!(split_count("1 .44 Magnum"), Some((1, ".44 Magnum")));
        assert_eq!(split_count("Blood Doll"), None);
        assert_eq!(split_count("3"), None);
    }

    #[test]
    fn comments() {
        assert_eq!(strip_comment("# hi"), "");
        assert_eq!(strip_comment("  // hi"), "");
        assert_eq!(strip_comment("4 Blood Doll # good"), "4 Blood Doll ");
        assert_eq!(strip_comment("4 Blood Doll // good"), "4 Blood Doll ");
        assert_eq!(strip_comment("1 Kpist m/45"), "1 Kpist m/45");
    }
}
