//! The reader of every line-based format (plain text, TWD, JOL, Lackey,
//! ARDB/ELDB text): one forgiving reader, so that a list pasted from any of
//! these tools reads the same.

use jyhad_cards::{db, CardDb, CardKind, CardRef, Discipline, LibraryTypes, LookupError};

use crate::error::Problems;
use crate::{Deck, DeckList};

/// How the line reader treats lines without a count.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TextOptions {
    /// A line that is only a card name is one copy (JOL).
    pub bare_names: bool,
    /// Unknown names that get suggestions, at most.
    pub suggestions: usize,
}

/// Longest card line read, in bytes: a card line is a count, a name of at most ~50
/// characters and perhaps a crypt tail or a short note. A longer one is refused (naming
/// its line) before any name search, whose cost grows with the line.
pub const MAX_CARD_LINE_BYTES: usize = 300;

/// A `Crypt`/`Library` heading and the count it announces.
struct Heading {
    line: usize,
    kind: CardKind,
    count: Option<usize>,
}

/// Splits text into lines: `\n` or `\r\n`, or lone `\r` (old Mac files).
pub(crate) fn split_lines(text: &str) -> Vec<&str> {
    if !text.contains('\n') && text.contains('\r') {
        return text.split('\r').collect();
    }
    text.lines().collect()
}

/// Reads a line-based deck list. Problems are collected, never panicked on.
pub(crate) fn read_text(text: &str, opts: TextOptions) -> (Deck, Problems) {
    let db = db();
    let lines = split_lines(text);
    let mut deck = Deck::default();
    let mut problems = Problems::with_suggestions(opts.suggestions);
    let mut headings: Vec<Heading> = Vec::new();
    let mut section: Option<CardKind> = None;

    // A TWDA/ARDB/VDB header (event, "Deck Name:", description) before the
    // crypt heading is not a card list.
    let mut start = 0;
    if let Some(h) = lines
        .iter()
        .position(|l| parse_heading(clean_line(l)).is_some())
    {
        let crypt_first = parse_heading(clean_line(lines[h])).map(|x| x.0) == Some(CardKind::Crypt);
        if crypt_first && lines[..h].iter().any(|l| is_header_marker(l)) {
            read_header(&lines[..h], &mut deck);
            start = h;
        }
    }

    for (i, raw) in lines.iter().enumerate().skip(start) {
        let line_no = i + 1;
        let line = clean_line(raw);
        if line.is_empty() || is_separator(line) {
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
        if let Some((label, value)) = label_line(line) {
            apply_label(&mut deck, &label, value);
            continue;
        }
        if let Some(rest) = line.strip_prefix('-') {
            if rest.starts_with(|c: char| c.is_ascii_digit()) {
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                problems.push(
                    line_no,
                    format!("count -{digits} is negative: a count is a whole number from 1 to 255"),
                );
                continue;
            }
        }
        if line.len() > MAX_CARD_LINE_BYTES {
            problems.push(
                line_no,
                format!(
                    "this line is {} bytes long; a card line has at most {MAX_CARD_LINE_BYTES}",
                    line.len()
                ),
            );
            continue;
        }
        let (count, name) = match split_count(line) {
            Some((digits, name)) => match digits.parse::<u8>() {
                Ok(n) if n > 0 => (n, name),
                _ if opts.bare_names && resolves(db, line, section) => (1, line),
                _ => {
                    problems.push(
                        line_no,
                        format!("count {digits} is out of range (1 to 255)"),
                    );
                    continue;
                }
            },
            None if opts.bare_names => (1, line),
            None => {
                problems.push(
                    line_no,
                    format!(
                        "expected \"<count> <card name>\" or a section heading, found \"{}\"",
                        shorten(line)
                    ),
                );
                continue;
            }
        };
        // JOL: "419 Operation" alone is one copy of that card, not 419 "Operation".
        let (count, name) =
            if opts.bare_names && !resolves(db, name, section) && resolves(db, line, section) {
                (1, line)
            } else {
                (count, name)
            };
        let Some(card) = resolve_line(db, name, section, line_no, &mut problems) else {
            continue;
        };
        add_card(&mut deck.list, card, count, line_no, &mut problems);
    }

    for h in &headings {
        let Some(expected) = h.count else { continue };
        let actual = match h.kind {
            CardKind::Crypt => deck.list.crypt_count(),
            CardKind::Library => deck.list.library_count(),
        };
        if expected != actual {
            problems.push(
                h.line,
                format!(
                    "the {} heading says {expected} cards, but the {} lists {actual}",
                    kind_word(h.kind),
                    kind_word(h.kind),
                ),
            );
        }
    }
    (deck, problems)
}

fn resolves(db: &CardDb, name: &str, section: Option<CardKind>) -> bool {
    db.lookup_quiet(name, section).is_ok()
}

/// Adds `count` copies of `card` to its section, merging with an earlier line.
pub(crate) fn add_card(
    list: &mut DeckList,
    card: CardRef,
    count: u8,
    line_no: usize,
    problems: &mut Problems,
) {
    let db = db();
    let target = match db.get(card).kind {
        CardKind::Crypt => &mut list.crypt,
        CardKind::Library => &mut list.library,
    };
    match target.iter_mut().find(|(r, _)| *r == card) {
        Some((_, n)) => match n.checked_add(count) {
            Some(total) => *n = total,
            None => problems.push(
                line_no,
                format!(
                    "\"{}\" is listed more than 255 times in total",
                    db.get(card).name
                ),
            ),
        },
        None => target.push((card, count)),
    }
}

/// Finds the card a line names, or records why not.
pub(crate) fn resolve_line(
    db: &CardDb,
    name: &str,
    section: Option<CardKind>,
    line_no: usize,
    problems: &mut Problems,
) -> Option<CardRef> {
    match db.lookup_quiet(name, section) {
        Ok(r) => return Some(r),
        Err(e @ LookupError::Ambiguous { .. }) => {
            problems.push(line_no, e.to_string());
            return None;
        }
        Err(LookupError::Unknown { suggestions, .. }) if !suggestions.is_empty() => {
            // The name exists, but not in the version a suffix asks for.
            problems.push(
                line_no,
                LookupError::Unknown {
                    name: name.to_string(),
                    suggestions,
                }
                .to_string(),
            );
            return None;
        }
        Err(_) => {}
    }
    let tail = if section == Some(CardKind::Library) {
        None
    } else {
        crypt_tail(name)
    };
    if let Some(t) = &tail {
        if let Some(r) = resolve_crypt_tail(db, t) {
            return Some(r);
        }
    }
    // Give a clear message when the card exists but sits in the wrong section.
    if let Some(s) = section {
        if let Ok(other) = db.lookup_quiet(name, None) {
            let c = db.get(other);
            problems.push(
                line_no,
                format!(
                    "\"{}\" is a {} card, but it is listed in the {} section",
                    c.name,
                    kind_word(c.kind),
                    kind_word(s),
                ),
            );
            return None;
        }
    }
    let shown = match &tail {
        Some(t) => t.name,
        None => first_column(name),
    };
    let suggestions = if problems.may_suggest() {
        db.suggest_names(shown, section)
    } else {
        Vec::new()
    };
    problems.push(
        line_no,
        LookupError::Unknown {
            name: shorten(shown).to_string(),
            suggestions,
        }
        .to_string(),
    );
    None
}

/// The first column of a tabular line: text up to a tab or two spaces.
fn first_column(s: &str) -> &str {
    let end = s
        .find('\t')
        .into_iter()
        .chain(s.find("  "))
        .min()
        .unwrap_or(s.len());
    s[..end].trim_end()
}

/// At most 80 characters of user text in a message.
pub(crate) fn shorten(s: &str) -> &str {
    match s.char_indices().nth(80) {
        Some((at, _)) => &s[..at],
        None => s,
    }
}

/// What a crypt table line says after the name:
/// `Name  [Adv]  capacity  disciplines  [title]  clan:group`.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct CryptTail<'a> {
    pub name: &'a str,
    pub advanced: bool,
    pub capacity: u8,
    /// `Some(None)`: group "any".
    pub group: Option<Option<u8>>,
}

/// Reads a crypt table line (TWD, ARDB, VDB exports):
/// `Gilbert Duane   7  AUS DOM OBF  prince  Malkavian:1`.
pub(crate) fn crypt_tail(s: &str) -> Option<CryptTail<'_>> {
    let colon = s.rfind(':')?;
    let group_tok = s[colon + 1..].split_whitespace().next()?;
    let group = if group_tok.eq_ignore_ascii_case("any") || group_tok == "*" {
        Some(None)
    } else {
        let g = group_tok.trim_start_matches(['g', 'G']);
        Some(Some(g.parse::<u8>().ok()?))
    };
    let head = &s[..colon];
    let toks: Vec<(usize, &str)> = head
        .split(char::is_whitespace)
        .scan(0usize, |pos, tok| {
            let at = *pos;
            *pos += tok.len() + 1;
            Some((at, tok))
        })
        .filter(|(_, t)| !t.is_empty())
        .collect();
    for i in 1..toks.len() {
        let (mut j, mut advanced) = (i, false);
        if is_adv_marker(toks[i].1) {
            advanced = true;
            j = i + 1;
        }
        let Some((_, cap)) = toks.get(j) else { break };
        if cap.len() > 2 || !cap.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(capacity) = cap.parse::<u8>() else {
            continue;
        };
        if capacity == 0 || !toks.get(j + 1).is_some_and(|t| is_discipline_token(t.1)) {
            continue;
        }
        return Some(CryptTail {
            name: head[..toks[i].0].trim_end(),
            advanced,
            capacity,
            group,
        });
    }
    None
}

fn is_adv_marker(t: &str) -> bool {
    let t = t.trim_matches(['(', ')', '.']);
    t.eq_ignore_ascii_case("adv") || t.eq_ignore_ascii_case("advanced")
}

fn is_discipline_token(t: &str) -> bool {
    t.eq_ignore_ascii_case("-none-")
        || t.eq_ignore_ascii_case("none")
        || t.eq_ignore_ascii_case("vin")
        || (t.len() == 3 && Discipline::from_trigram(t).is_some())
}

/// Picks the crypt card a table line means: its name (or, for lists that
/// cut names short, a unique name starting so), then the version matching
/// its group, capacity and advanced mark.
fn resolve_crypt_tail(db: &CardDb, t: &CryptTail<'_>) -> Option<CardRef> {
    let keep_adv = |v: &mut Vec<CardRef>| {
        if t.advanced {
            v.retain(|r| db.get(*r).advanced);
        }
    };
    let mut cands = db.candidates(t.name, Some(CardKind::Crypt));
    keep_adv(&mut cands);
    let mut by_prefix = false;
    // ARDB cuts crypt names to 18 characters (17 when the cut falls after a
    // space); only names of that length are looked up by their start, so a
    // typo ("Theo Bel") is reported rather than matched.
    if cands.is_empty() && (17..=18).contains(&t.name.chars().count()) {
        cands = db.crypt_by_prefix(t.name);
        keep_adv(&mut cands);
        by_prefix = true;
    }
    let group_ok = |r: &CardRef| t.group.map_or(true, |g| db.get(*r).group == g);
    let cap_ok = |r: &CardRef| db.get(*r).capacity == t.capacity;
    let pick: Vec<CardRef> = [
        cands
            .iter()
            .copied()
            .filter(|r| group_ok(r) && cap_ok(r))
            .collect::<Vec<_>>(),
        cands.iter().copied().filter(group_ok).collect(),
        cands.iter().copied().filter(cap_ok).collect(),
    ]
    .into_iter()
    .find(|v| !v.is_empty())
    .unwrap_or_else(|| if by_prefix { Vec::new() } else { cands.clone() });
    if by_prefix {
        let first = pick.first().map(|r| &db.get(*r).name);
        if pick.iter().any(|r| Some(&db.get(*r).name) != first) {
            return None;
        }
    }
    db.default_version(&pick)
}

fn kind_word(kind: CardKind) -> &'static str {
    match kind {
        CardKind::Crypt => "crypt",
        CardKind::Library => "library",
    }
}

/// A line without its comment, trimmed; `--Master (10)--` becomes `Master (10)`.
pub(crate) fn clean_line(raw: &str) -> &str {
    let t = raw.trim();
    if t.len() > 4 && t.starts_with("--") && t.ends_with("--") {
        let inner = t.trim_matches('-').trim();
        if !inner.is_empty() {
            return inner;
        }
    }
    strip_comment(raw).trim()
}

/// Cuts a `#`, `//` or `--` comment: the whole line when it starts with one,
/// else only when preceded by whitespace (no card name contains any of them).
pub(crate) fn strip_comment(line: &str) -> &str {
    let t = line.trim_start();
    if t.starts_with('#') || t.starts_with("//") || t.starts_with("--") {
        return "";
    }
    let mut prev_space = false;
    for (i, c) in line.char_indices() {
        if prev_space && (c == '#' || line[i..].starts_with("//") || line[i..].starts_with("--")) {
            return &line[..i];
        }
        prev_space = c.is_whitespace();
    }
    line
}

fn is_separator(line: &str) -> bool {
    line.chars().all(|c| "-=_*~ ".contains(c))
}

/// Recognises `Crypt`, `Crypt (12)`, `Crypt: 12 cards`, `Library [77]`… and
/// returns the section and announced count. A word after the keyword
/// ("Library Hunting Ground") makes it a card name, not a heading.
pub(crate) fn parse_heading(line: &str) -> Option<(CardKind, Option<usize>)> {
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

/// Recognises a library type subheading such as `Master (7)`, `Combat:`,
/// `Action Modifier/Reaction (2)` or `Allies [3]`, which carry no card.
pub(crate) fn is_type_subheading(line: &str) -> bool {
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
    if !tail_ok {
        return false;
    }
    let is_type = |s: &str| {
        let s = s.trim();
        let s = match s.to_ascii_lowercase().as_str() {
            "allies" => "ally",
            "equipments" => "equipment",
            _ => s
                .strip_suffix(['s', 'S'])
                .filter(|x| LibraryTypes::from_name(x).is_some())
                .unwrap_or(s),
        };
        LibraryTypes::from_name(s).is_some()
            || [
                "combo",
                "multitype",
                "multi-type",
                "other",
                "misc",
                "miscellaneous",
                "event",
            ]
            .iter()
            .any(|w| s.eq_ignore_ascii_case(w))
    };
    head.split('/').all(is_type)
}

/// Splits `3x Name`, `3 x Name`, `3xName` or `3 Name` into count digits and name.
pub(crate) fn split_count(line: &str) -> Option<(&str, &str)> {
    let digits_end = line
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(line.len());
    if digits_end == 0 {
        return None;
    }
    let digits = &line[..digits_end];
    let rest = &line[digits_end..];
    let after_x = rest
        .trim_start()
        .strip_prefix(['x', 'X'])
        .filter(|r| r.starts_with(char::is_whitespace));
    let name = match after_x {
        Some(r) => r,
        // "3xName" is JOL's compact form; "3 Name" needs the space.
        None => match rest.strip_prefix(['x', 'X']) {
            Some(r) => r,
            None if rest.starts_with(char::is_whitespace) => rest,
            None => return None,
        },
    };
    let name = name.trim();
    (!name.is_empty()).then_some((digits, name))
}

/// The deck header labels: `Deck Name: X`, `Author : Y`, `Created by: Z`…
const LABELS: [&str; 14] = [
    "deck name",
    "deckname",
    "deck",
    "name",
    "title",
    "author",
    "created by",
    "creator",
    "description",
    "player",
    "winner",
    "event",
    "location",
    "date",
];

/// A `Label: value` header line, with the label lower-cased.
fn label_line(line: &str) -> Option<(String, &str)> {
    let (label, value) = line.split_once(':')?;
    let label = label.trim().to_ascii_lowercase();
    LABELS
        .contains(&label.as_str())
        .then(|| (label, value.trim()))
}

fn apply_label(deck: &mut Deck, label: &str, value: &str) {
    match label {
        "deck name" | "deckname" | "deck" | "name" | "title" if !value.is_empty() => {
            deck.list.name = value.to_string()
        }
        "author" | "created by" | "creator" if !value.is_empty() => deck.author = value.to_string(),
        "description" if !value.is_empty() => deck.description = value.to_string(),
        _ => {}
    }
}

/// True for lines that only a deck header has: labels, event links,
/// "25 players", "3R+F", "-- 3GW7.5 + 4VP in final".
pub(crate) fn is_header_marker(raw: &str) -> bool {
    let t = raw.trim();
    let lower = t.to_ascii_lowercase();
    if label_line(t).is_some() || lower.starts_with("http://") || lower.starts_with("https://") {
        return true;
    }
    if lower.starts_with("-- ") && lower.chars().any(|c| c.is_ascii_digit()) {
        return true;
    }
    let mut words = lower.split_whitespace();
    if let (Some(n), Some(w)) = (words.next(), words.next()) {
        if n.bytes().all(|b| b.is_ascii_digit()) && (w == "players" || w == "player") {
            return true;
        }
    }
    lower.split_once("r+f").is_some_and(|(n, rest)| {
        rest.is_empty() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
    })
}

/// Reads the header before the crypt heading: labels, and the description
/// (after `Description:`, else after the last label).
fn read_header(lines: &[&str], deck: &mut Deck) {
    let mut desc_from = None;
    for (i, raw) in lines.iter().enumerate() {
        if let Some((label, value)) = label_line(raw.trim()) {
            if label == "description" {
                apply_label(deck, &label, value);
                desc_from = Some(i + 1);
                break;
            }
            apply_label(deck, &label, value);
            desc_from = Some(i + 1);
        }
    }
    let Some(from) = desc_from else { return };
    let mut desc: Vec<&str> = Vec::new();
    if !deck.description.is_empty() {
        desc.push(&deck.description);
    }
    let owned: Vec<&str> = lines[from..].iter().map(|l| l.trim_end()).collect();
    desc.extend(owned);
    while desc.first().is_some_and(|l| l.trim().is_empty()) {
        desc.remove(0);
    }
    while desc.last().is_some_and(|l| l.trim().is_empty()) {
        desc.pop();
    }
    deck.description = desc.join("\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pasted paragraph as a card line is refused by its length, naming its line,
    /// without a name search; a long description in the header is still read.
    #[test]
    fn overlong_card_lines_are_refused_quickly() {
        let long = "govern the unaligned ".repeat(1500);
        let text = format!("Description: {long}\nLibrary:\n1 {long}\n1 Govern the Unaligend\n");
        let t = std::time::Instant::now();
        let (_, problems) = read_text(
            &text,
            TextOptions {
                bare_names: false,
                suggestions: 25,
            },
        );
        let e = problems.into_error().expect("problems");
        assert!(
            t.elapsed() < std::time::Duration::from_millis(500),
            "{:?}",
            t.elapsed()
        );
        assert_eq!(e.problems[0].line, 3, "{e}");
        assert!(e.problems[0].message.contains("at most 300"), "{e}");
        assert!(e.problems[1].message.contains("did you mean"), "{e}");
    }

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
        assert_eq!(
            parse_heading("Crypt [12 vampires] Capacity min: 2 max: 10 average: 5.84"),
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
        assert!(is_type_subheading("Master [9] (2 trifles)"));
        assert!(is_type_subheading("Allies (3)"));
        assert!(is_type_subheading("Reactions"));
        assert!(is_type_subheading("Combo (2)"));
        assert!(!is_type_subheading("Masterpiece"));
        assert!(!is_type_subheading("4 Blood Doll"));
    }

    #[test]
    fn counts() {
        assert_eq!(split_count("3x Blood Doll"), Some(("3", "Blood Doll")));
        assert_eq!(split_count("3 x Blood Doll"), Some(("3", "Blood Doll")));
        assert_eq!(split_count("3 Blood Doll"), Some(("3", "Blood Doll")));
        assert_eq!(split_count("3xBlood Doll"), Some(("3", "Blood Doll")));
        assert_eq!(split_count("1 Xaviar"), Some(("1", "Xaviar")));
        assert_eq!(split_count("1 .44 Magnum"), Some(("1", ".44 Magnum")));
        assert_eq!(split_count("4\tBlood Doll"), Some(("4", "Blood Doll")));
        assert_eq!(split_count("Blood Doll"), None);
        assert_eq!(split_count("3"), None);
        assert_eq!(split_count("47th Street Royals"), None);
    }

    #[test]
    fn comments() {
        assert_eq!(strip_comment("# hi"), "");
        assert_eq!(strip_comment("  // hi"), "");
        assert_eq!(strip_comment("-- 3GW"), "");
        assert_eq!(strip_comment("4 Blood Doll # good"), "4 Blood Doll ");
        assert_eq!(strip_comment("4 Blood Doll // good"), "4 Blood Doll ");
        assert_eq!(strip_comment("4x Blood Doll -- good"), "4x Blood Doll ");
        assert_eq!(strip_comment("1 Kpist m/45"), "1 Kpist m/45");
        assert_eq!(clean_line("--Master (10)--"), "Master (10)");
    }

    #[test]
    fn crypt_tails() {
        let t = crypt_tail("Gilbert Duane\t\t7  AUS DOM OBF  prince  Malkavian:1").unwrap();
        assert_eq!(
            t,
            CryptTail {
                name: "Gilbert Duane",
                advanced: false,
                capacity: 7,
                group: Some(Some(1))
            }
        );
        let t = crypt_tail("Nakhthorheb\t\t\t  10 OBF PRE SER           Follower :4").unwrap();
        assert_eq!(
            (t.name, t.capacity, t.group),
            ("Nakhthorheb", 10, Some(Some(4)))
        );
        let t = crypt_tail("Theo Bell          Adv 7 CEL POT pre   Brujah:2").unwrap();
        assert_eq!((t.name, t.advanced), ("Theo Bell", true));
        let t = crypt_tail("Theo Bell (ADV)  7  CEL POT pre  Brujah:2").unwrap();
        assert_eq!((t.name, t.advanced), ("Theo Bell", true));
        let t = crypt_tail("Neferu  9 OBF PRE SER THA dom nec  2 votes  Ministry:4").unwrap();
        assert_eq!((t.name, t.capacity), ("Neferu", 9));
        let t = crypt_tail("Anarch Convert  1  -none-  Caitiff:ANY").unwrap();
        assert_eq!(t.group, Some(None));
        assert_eq!(crypt_tail("Blood Doll"), None);
        assert_eq!(crypt_tail("Cardinal Sin: Insubordination"), None);
    }

    #[test]
    fn header_markers() {
        assert!(is_header_marker("Deck Name: Foo"));
        assert!(is_header_marker("Deck Name : Foo"));
        assert!(is_header_marker("25 players"));
        assert!(is_header_marker("3R+F"));
        assert!(is_header_marker(
            "https://www.vekn.net/event-calendar/event/1"
        ));
        assert!(is_header_marker("-- 3GW8 + 4VP in the final"));
        assert!(!is_header_marker("2 Blood Doll"));
        assert!(!is_header_marker("Cardinal Sin: Insubordination"));
    }
}
