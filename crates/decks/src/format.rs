//! The deck list formats, and telling them apart.

use std::fmt;
use std::str::FromStr;

use crate::text::{clean_line, is_header_marker, parse_heading, split_count};

/// A deck list format Jyhad reads and writes (see `docs/decks.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// Plain text, as in the starter deck files: `Crypt (12)`, `2 Name` lines.
    Text,
    /// The TWDA's text format: event and deck header, crypt table, library by type.
    Twd,
    /// Jyhad On-Line (deckserver.net): crypt, blank line, library; `3x Name` or bare names.
    Jol,
    /// LackeyCCG: library then `Crypt:`, `count<TAB>name` lines, ASCII names.
    Lackey,
    /// ARDB (and ELDB) text export: `Deck Name :` header, `Crypt [12 vampires]` table.
    Ardb,
    /// ELDB deck file (`.eld`): quoted lines, one per copy, after each section's count.
    Eldb,
    /// VDB: the "deck in URL" link (`https://vdb.im/decks/deck?name=…#200001=2;…`),
    /// or VDB's deck JSON.
    Vdb,
    /// Amaranth's deck JSON (`title`, `author`, `description`, `cards`).
    Amaranth,
    /// The TWDA JSON of KRCG: one deck object, or the whole archive.
    TwdaJson,
}

impl Format {
    /// Every format, in the order of the docs.
    pub const ALL: [Format; 9] = [
        Format::Text,
        Format::Twd,
        Format::Jol,
        Format::Lackey,
        Format::Ardb,
        Format::Eldb,
        Format::Vdb,
        Format::Amaranth,
        Format::TwdaJson,
    ];

    /// The name used on the command line (`--to twd`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Twd => "twd",
            Format::Jol => "jol",
            Format::Lackey => "lackey",
            Format::Ardb => "ardb",
            Format::Eldb => "eldb",
            Format::Vdb => "vdb",
            Format::Amaranth => "amaranth",
            Format::TwdaJson => "twda-json",
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Lackey => "dek",
            Format::Eldb => "eld",
            Format::Amaranth | Format::TwdaJson => "json",
            Format::Vdb => "url",
            _ => "txt",
        }
    }

    /// True for the JSON formats.
    pub fn is_json(self) -> bool {
        matches!(self, Format::Amaranth | Format::TwdaJson)
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    /// Parses a format name, forgivingly: `TWD`, `twda`, `twda_json`, `json`, `dek`, `eld`…
    fn from_str(s: &str) -> Result<Self, String> {
        let k: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        Ok(match k.as_str() {
            "text" | "txt" | "plain" | "plaintext" => Format::Text,
            "twd" | "twda" | "twdtext" => Format::Twd,
            "jol" | "deckserver" => Format::Jol,
            "lackey" | "lackeyccg" | "dek" => Format::Lackey,
            "ardb" | "ardbtext" | "eldbtext" => Format::Ardb,
            "eldb" | "eld" => Format::Eldb,
            "vdb" | "vdburl" | "vdbjson" => Format::Vdb,
            "amaranth" => Format::Amaranth,
            "twdajson" | "json" | "krcg" | "krcgjson" => Format::TwdaJson,
            _ => {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                return Err(format!(
                    "unknown deck format {s:?} (one of {})",
                    names.join(", ")
                ));
            }
        })
    }
}

/// Guesses the format of a deck list. Any text that is none of the others
/// is [`Format::Text`], whose reader is the most forgiving.
pub fn detect_format(text: &str) -> Format {
    let t = text.trim_start_matches('\u{feff}').trim();
    if t.starts_with('{') || t.starts_with('[') {
        return detect_json(t);
    }
    if looks_like_vdb_link(t) {
        return Format::Vdb;
    }
    let lines: Vec<&str> = t.lines().map(str::trim).collect();
    if lines.first().is_some_and(|l| l.starts_with('"'))
        && lines
            .iter()
            .any(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()))
    {
        return Format::Eldb;
    }
    let mut headings = 0;
    let mut bare = 0;
    let mut tabbed = 0;
    let mut x_counts = 0;
    let mut twd_marks = 0;
    for raw in &lines {
        let lower = raw.to_ascii_lowercase();
        if lower.starts_with("crypt [")
            || lower.starts_with("crypt: (")
            || lower.starts_with("library [")
            || lower.starts_with("deck name :")
        {
            return Format::Ardb;
        }
        if is_header_marker(raw) {
            twd_marks += 1;
            continue;
        }
        let line = clean_line(raw);
        if line.is_empty() || line.chars().all(|c| "-=_*~ ".contains(c)) {
            continue;
        }
        if parse_heading(line).is_some() {
            headings += 1;
            // "Crypt (12 cards, min=20, max=36, avg=7)": TWD's crypt heading.
            if lower.contains("min=") {
                twd_marks += 1;
            }
            continue;
        }
        match split_count(line) {
            Some((_, _)) => {
                let digits = line.bytes().take_while(u8::is_ascii_digit).count();
                if line[digits..].starts_with('\t') {
                    tabbed += 1;
                }
                if line[digits..].trim_start().starts_with(['x', 'X']) {
                    // "3x Name", "3xName": JOL's counts.
                    x_counts += 1;
                }
            }
            None => bare += 1,
        }
    }
    let has_crypt_colon = lines.iter().any(|l| l.eq_ignore_ascii_case("crypt:"));
    if tabbed > 0 && has_crypt_colon {
        return Format::Lackey;
    }
    if headings == 0 && (bare > 0 || x_counts > 0) {
        return Format::Jol;
    }
    if twd_marks > 0 {
        return Format::Twd;
    }
    Format::Text
}

fn looks_like_vdb_link(t: &str) -> bool {
    if t.contains('\n') {
        return false;
    }
    let lower = t.to_ascii_lowercase();
    if (lower.starts_with("http://") || lower.starts_with("https://"))
        && (lower.contains("vdb.im/") || lower.contains("vdb.smeea.casa/"))
    {
        return true;
    }
    let frag = match t.split_once('#') {
        Some((_, f)) => f,
        None => t,
    };
    let mut items = frag.split(';').filter(|s| !s.is_empty()).peekable();
    items.peek().is_some()
        && items.all(|it| {
            it.split_once('=').is_some_and(|(id, n)| {
                id.len() >= 5
                    && id.bytes().all(|b| b.is_ascii_digit())
                    && !n.is_empty()
                    && n.trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit())
            })
        })
}

fn detect_json(t: &str) -> Format {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(t) else {
        // Broken JSON: the TWDA reader gives the clearest syntax error.
        return Format::TwdaJson;
    };
    let obj = match &v {
        serde_json::Value::Object(o) => o,
        _ => return Format::TwdaJson,
    };
    let obj = match obj.get("result") {
        Some(serde_json::Value::Object(inner)) => inner,
        _ => obj,
    };
    match obj.get("cards") {
        Some(serde_json::Value::Array(_)) => return Format::TwdaJson,
        Some(serde_json::Value::Object(cards)) => {
            // VEKN ids have six digits; Amaranth's own ids are smaller.
            let amaranth = obj.contains_key("title")
                || cards
                    .keys()
                    .any(|k| k.parse::<u64>().map_or(true, |n| n < 100_000));
            return if amaranth {
                Format::Amaranth
            } else {
                Format::Vdb
            };
        }
        _ => {}
    }
    if obj.contains_key("crypt") || obj.contains_key("library") {
        return Format::Vdb;
    }
    // A TWDA archive is an object of decks; a VDB answer, an object of one deck.
    if obj.values().any(|d| d.get("crypt").is_some()) {
        return Format::Vdb;
    }
    Format::TwdaJson
}
