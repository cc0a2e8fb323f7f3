//! Writing a deck in each format.

use std::fmt::Write as _;

use jyhad_cards::{CardDb, CardRef, Level, LibraryTypes};
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

use crate::Deck;

/// The name deck tools expect for a card: [`CardDb::deck_name`] (which adds
/// "(G6)" only when needed), with "(ADV)" on every advanced vampire.
pub(crate) fn tool_name(db: &CardDb, r: CardRef) -> String {
    let name = db.deck_name(r);
    if db.get(r).advanced && !name.to_ascii_uppercase().contains("ADV") {
        format!("{name} (ADV)")
    } else {
        name
    }
}

/// Crypt disciplines as the lists write them: superior (upper case) first,
/// then inferior, each alphabetical; `-none-` when there is none.
pub(crate) fn discipline_column(db: &CardDb, r: CardRef) -> String {
    let c = db.get(r);
    let mut sup: Vec<String> = Vec::new();
    let mut inf: Vec<String> = Vec::new();
    for (d, l) in &c.disciplines {
        match l {
            Level::Superior => sup.push(d.trigram().to_ascii_uppercase()),
            Level::Inferior => inf.push(d.trigram().to_string()),
        }
    }
    sup.sort();
    inf.sort();
    sup.extend(inf);
    if sup.is_empty() {
        "-none-".into()
    } else {
        sup.join(" ")
    }
}

fn group_column(db: &CardDb, r: CardRef) -> String {
    let c = db.get(r);
    let clan = c.clans.first().map(String::as_str).unwrap_or("");
    match c.group {
        Some(g) => format!("{clan}:{g}"),
        None => format!("{clan}:ANY"),
    }
}

/// Capacities of every crypt card copy, lowest first.
fn capacities(db: &CardDb, deck: &Deck) -> Vec<u8> {
    let mut caps: Vec<u8> = deck
        .list
        .crypt
        .iter()
        .flat_map(|(r, n)| std::iter::repeat(db.get(*r).capacity).take(usize::from(*n)))
        .collect();
    caps.sort_unstable();
    caps
}

/// The TWD text of a deck.
pub(crate) fn write_twd(db: &CardDb, deck: &Deck) -> String {
    let mut out = String::new();
    if !deck.list.name.is_empty() {
        let _ = writeln!(out, "Deck Name: {}", one_line(&deck.list.name));
    }
    if !deck.author.is_empty() {
        let _ = writeln!(out, "Created by: {}", one_line(&deck.author));
    }
    if !deck.description.is_empty() {
        let _ = writeln!(out, "Description:\n{}", safe_description(&deck.description));
    }
    if !out.is_empty() {
        out.push('\n');
    }
    let caps = capacities(db, deck);
    let n = caps.len();
    let min: u32 = caps.iter().take(4).map(|c| u32::from(*c)).sum();
    let max: u32 = caps.iter().rev().take(4).map(|c| u32::from(*c)).sum();
    let avg = if n == 0 {
        0.0
    } else {
        caps.iter().map(|c| f64::from(*c)).sum::<f64>() / n as f64
    };
    let title = format!(
        "Crypt ({n} cards, min={min}, max={max}, avg={})",
        round2(avg)
    );
    let _ = writeln!(out, "{title}\n{}", "-".repeat(title.chars().count()));
    let rows: Vec<[String; 5]> = deck
        .list
        .crypt
        .iter()
        .map(|(r, n)| {
            let c = db.get(*r);
            [
                format!("{n}x"),
                tool_name(db, *r),
                c.capacity.to_string(),
                discipline_column(db, *r),
                c.title.map(|t| t.to_string()).unwrap_or_default(),
            ]
        })
        .collect();
    let width = |k: usize| rows.iter().map(|r| r[k].chars().count()).max().unwrap_or(0);
    let (w0, w1, w2, w3, w4) = (width(0), width(1), width(2), width(3), width(4));
    for ((r, _), row) in deck.list.crypt.iter().zip(&rows) {
        let mut line = format!(
            "{:<w0$} {:<w1$}  {:>w2$}  {:<w3$}  ",
            row[0], row[1], row[2], row[3]
        );
        if w4 > 0 {
            let _ = write!(line, "{:<w4$}  ", row[4]);
        }
        line.push_str(&group_column(db, *r));
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out, "\nLibrary ({} cards)", deck.list.library_count());
    for (i, (types, cards)) in by_type(db, deck).iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let total: usize = cards.iter().map(|(_, n)| usize::from(*n)).sum();
        let trifles: usize = cards
            .iter()
            .filter(|(r, _)| db.get(*r).trifle)
            .map(|(_, n)| usize::from(*n))
            .sum();
        if *types == LibraryTypes::MASTER && trifles > 0 {
            let _ = writeln!(out, "{types} ({total}; {trifles} trifle)");
        } else {
            let _ = writeln!(out, "{types} ({total})");
        }
        for (r, n) in cards {
            let _ = writeln!(out, "{n}x {}", db.deck_name(*r));
        }
    }
    out
}

/// The ARDB text export of a deck.
pub(crate) fn write_ardb(db: &CardDb, deck: &Deck) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Deck Name : {}", one_line(&deck.list.name));
    let _ = writeln!(out, "Author : {}", one_line(&deck.author));
    let _ = writeln!(
        out,
        "Description :\n{}\n",
        safe_description(&deck.description)
    );
    let caps = capacities(db, deck);
    let avg = if caps.is_empty() {
        0.0
    } else {
        caps.iter().map(|c| f64::from(*c)).sum::<f64>() / caps.len() as f64
    };
    let _ = writeln!(
        out,
        "Crypt [{} vampires] Capacity min: {} max: {} average: {:.2}",
        caps.len(),
        caps.first().copied().unwrap_or(0),
        caps.last().copied().unwrap_or(0),
        avg
    );
    let _ = writeln!(out, "{}", "-".repeat(60));
    let rows: Vec<(String, String, String, String, String)> = deck
        .list
        .crypt
        .iter()
        .map(|(r, n)| {
            let c = db.get(*r);
            let name = tool_name(db, *r);
            let name = match name.strip_suffix(" (ADV)") {
                Some(base) => base.to_string(),
                None => name,
            };
            (
                format!("{n}x {name}"),
                if c.advanced {
                    "Adv".into()
                } else {
                    String::new()
                },
                c.capacity.to_string(),
                discipline_column(db, *r),
                c.title.map(|t| t.to_string()).unwrap_or_default(),
            )
        })
        .collect();
    let w0 = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    let w3 = rows.iter().map(|r| r.3.len()).max().unwrap_or(0);
    let w4 = rows.iter().map(|r| r.4.len()).max().unwrap_or(0);
    for ((r, _), row) in deck.list.crypt.iter().zip(&rows) {
        let _ = writeln!(
            out,
            "{:<w0$}  {:<3} {:>2} {:<w3$}  {:<w4$}  {}",
            row.0,
            row.1,
            row.2,
            row.3,
            row.4,
            group_column(db, *r)
        );
    }
    let _ = writeln!(out, "\nLibrary [{} cards]", deck.list.library_count());
    let _ = writeln!(out, "{}", "-".repeat(60));
    for (types, cards) in by_type(db, deck) {
        let total: usize = cards.iter().map(|(_, n)| usize::from(*n)).sum();
        let _ = writeln!(out, "{types} [{total}]");
        for (r, n) in cards {
            let _ = writeln!(out, "  {n}x {}", db.deck_name(r));
        }
        out.push('\n');
    }
    out
}

/// The JOL list of a deck: crypt, a blank line, library.
pub(crate) fn write_jol(db: &CardDb, deck: &Deck) -> String {
    let mut out = String::new();
    for (r, n) in &deck.list.crypt {
        let _ = writeln!(out, "{n}x {}", tool_name(db, *r));
    }
    out.push('\n');
    for (r, n) in &deck.list.library {
        let _ = writeln!(out, "{n}x {}", db.deck_name(*r));
    }
    out
}

/// The LackeyCCG deck of a deck: library, `Crypt:`, crypt; tab-separated, ASCII names.
pub(crate) fn write_lackey(db: &CardDb, deck: &Deck) -> String {
    let mut out = String::new();
    for (r, n) in &deck.list.library {
        let _ = writeln!(out, "{n}\t{}", ascii(&db.deck_name(*r)));
    }
    out.push_str("Crypt:\n");
    for (r, n) in &deck.list.crypt {
        let _ = writeln!(out, "{n}\t{}", ascii(&tool_name(db, *r)));
    }
    out
}

/// Library cards grouped by their type set, in the order of the types
/// (master first), each group in list order.
fn by_type(db: &CardDb, deck: &Deck) -> Vec<(LibraryTypes, Vec<(CardRef, u8)>)> {
    let mut groups: Vec<(LibraryTypes, Vec<(CardRef, u8)>)> = Vec::new();
    for (r, n) in &deck.list.library {
        let t = db.get(*r).types;
        match groups.iter_mut().find(|(g, _)| *g == t) {
            Some((_, v)) => v.push((*r, *n)),
            None => groups.push((t, vec![(*r, *n)])),
        }
    }
    // Lowest type bit first: Master, Action, Political Action, Ally…
    groups.sort_by_key(|(t, _)| (t.0.trailing_zeros(), t.0));
    groups
}

fn round2(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

/// A description that cannot be mistaken for a heading or a card line when
/// read back: such lines get a leading `> `.
fn safe_description(s: &str) -> String {
    s.lines()
        .map(|l| {
            let t = l.trim();
            let risky = crate::text::parse_heading(t).is_some();
            if risky {
                format!("> {l}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// ASCII spelling of a name, as LackeyCCG uses: accents dropped, "œ" → "oe",
/// "™" → "TM", double quotes → single.
pub(crate) fn ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.nfkd() {
        if is_combining_mark(ch) {
            continue;
        }
        match ch {
            'œ' => out.push_str("oe"),
            'Œ' => out.push_str("OE"),
            'æ' => out.push_str("ae"),
            'Æ' => out.push_str("AE"),
            'ø' => out.push('o'),
            'Ø' => out.push('O'),
            'ß' => out.push_str("ss"),
            '"' | '“' | '”' => out.push('\''),
            '‘' | '’' => out.push('\''),
            c if c.is_ascii() => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_names() {
        assert_eq!(
            ascii("Sacré-Cœur Cathedral, France"),
            "Sacre-Coeur Cathedral, France"
        );
        assert_eq!(ascii("Pentex™ Subversion"), "PentexTM Subversion");
        assert_eq!(
            ascii("Beatrice \"Oracle171\" Tremblay"),
            "Beatrice 'Oracle171' Tremblay"
        );
    }

    #[test]
    fn rounding() {
        assert_eq!(round2(7.0), "7");
        assert_eq!(round2(6.5), "6.5");
        assert_eq!(round2(5.8333), "5.83");
    }
}
