//! The JSON formats (TWDA JSON, VDB, Amaranth), the VDB link and the ELDB
//! deck file.

use std::collections::{BTreeMap, HashMap};

use jyhad_cards::{db, CardKind, CardRef, CryptType};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::Problems;
use crate::text::{add_card, resolve_line, split_lines};
use crate::{Deck, DeckError, DeckList};

// ---------------------------------------------------------------- TWDA JSON

/// One deck of KRCG's TWDA JSON (other fields, such as `event`, are ignored).
#[derive(Debug, Default, Deserialize, Serialize)]
pub(crate) struct TwdaDeck {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// The event (`name`, `date`…); only its `date` is read, by [`read_twda_archive_dated`].
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub event: Value,
    pub cards: Vec<TwdaCard>,
}

/// One card entry of a TWDA JSON deck.
#[derive(Debug, Default, Deserialize, Serialize)]
pub(crate) struct TwdaCard {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed_name: Option<String>,
    #[serde(default)]
    pub unicity_suffix: String,
    #[serde(default)]
    pub suffix: String,
    /// Missing counts are reported with the card's index, not as a JSON error.
    #[serde(default)]
    pub count: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    #[serde(default)]
    pub comment: String,
}

fn value_id(v: &Option<Value>) -> Option<String> {
    match v {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    }
}

/// A count from JSON: a whole number from 1 to 255 (or "2").
fn json_count(v: &Value) -> Result<u8, String> {
    let n = match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse::<i64>().ok(),
        _ => None,
    };
    match n {
        Some(n) if (1..=255).contains(&n) => Ok(n as u8),
        Some(n) if n < 0 => Err(format!(
            "count {n} is negative: a count is a whole number from 1 to 255"
        )),
        Some(n) => Err(format!("count {n} is out of range (1 to 255)")),
        None => match v {
            Value::String(s) => Err(format!("count {s} is not a whole number")),
            _ => Err(format!("count {v} is not a whole number")),
        },
    }
}

fn json_id(v: &Value) -> Option<u32> {
    match v {
        Value::Number(n) => n.as_u64().and_then(|n| u32::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn syntax_error(e: &serde_json::Error) -> DeckError {
    DeckError::single(e.line(), format!("invalid JSON: {e}"))
}

/// Reads one TWDA JSON deck (a deck object, or an archive holding one deck,
/// or the deck `id` of an archive).
pub(crate) fn read_twda_json(text: &str, id: Option<&str>) -> Result<Deck, DeckError> {
    let v: Value = serde_json::from_str(text).map_err(|e| syntax_error(&e))?;
    if v.get("cards").is_some() {
        let d: TwdaDeck = serde_json::from_value(v)
            .map_err(|e| DeckError::single(0, format!("not a TWDA deck: {e}")))?;
        return twda_deck(&d);
    }
    let Value::Object(map) = v else {
        return Err(DeckError::single(
            0,
            "not a TWDA deck: expected a JSON object with a \"cards\" list",
        ));
    };
    let key = match id {
        Some(id) => id.to_string(),
        None if map.len() == 1 => map.keys().next().cloned().unwrap_or_default(),
        None => {
            return Err(DeckError::single(
                0,
                format!(
                    "this is a TWDA archive of {} decks; choose one by its id (e.g. {:?})",
                    map.len(),
                    map.keys().next().map(String::as_str).unwrap_or("")
                ),
            ))
        }
    };
    let Some(d) = map.get(&key) else {
        return Err(DeckError::single(
            0,
            format!("no deck {key:?} in this TWDA archive"),
        ));
    };
    let d: TwdaDeck = serde_json::from_value(d.clone())
        .map_err(|e| DeckError::single(0, format!("deck {key}: not a TWDA deck: {e}")))?;
    twda_deck(&d)
}

/// Each deck of a TWDA archive, by id: read, or why not.
pub type TwdaArchive = Vec<(String, Result<Deck, DeckError>)>;

/// Reads every deck of a TWDA archive (`twda.json`), in id order.
pub fn read_twda_archive(text: &str) -> Result<TwdaArchive, DeckError> {
    Ok(read_twda_archive_dated(text)?
        .into_iter()
        .map(|e| (e.id, e.deck))
        .collect())
}

/// One deck of a TWDA archive with the date of its event.
#[derive(Debug)]
pub struct TwdaEntry {
    /// The deck's id in the archive.
    pub id: String,
    /// The event's `date` as written (`YYYY-MM-DD`), if the deck has one.
    pub date: Option<String>,
    /// The deck, or why it cannot be read.
    pub deck: Result<Deck, DeckError>,
}

impl TwdaEntry {
    /// The year of the event: the leading digits of its date (`2019-05-04` → 2019).
    pub fn year(&self) -> Option<u16> {
        let date = self.date.as_deref()?.trim();
        let digits = date
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(date.len());
        date[..digits].parse().ok()
    }
}

/// Reads every deck of a TWDA archive (`twda.json`) with its event date, in id order.
pub fn read_twda_archive_dated(text: &str) -> Result<Vec<TwdaEntry>, DeckError> {
    let map: BTreeMap<String, TwdaDeck> =
        serde_json::from_str(text).map_err(|e| syntax_error(&e))?;
    Ok(map
        .into_iter()
        .map(|(id, d)| TwdaEntry {
            date: d
                .event
                .get("date")
                .and_then(Value::as_str)
                .map(String::from),
            deck: twda_deck(&d),
            id,
        })
        .collect())
}

pub(crate) fn twda_deck(d: &TwdaDeck) -> Result<Deck, DeckError> {
    let db = db();
    let deck_id = value_id(&d.id).unwrap_or_else(|| "?".into());
    let mut deck = Deck {
        list: DeckList {
            name: d.name.clone().unwrap_or_default(),
            crypt: Vec::new(),
            library: Vec::new(),
        },
        author: d
            .author
            .clone()
            .filter(|a| !a.is_empty())
            .or_else(|| d.player.clone())
            .unwrap_or_default(),
        description: d.comment.clone().unwrap_or_default(),
    };
    let mut problems = Problems::default();
    for (i, c) in d.cards.iter().enumerate() {
        let place = match &c.printed_name {
            Some(n) => format!("deck {deck_id}, card {} (\"{n}\")", i + 1),
            None => format!("deck {deck_id}, card {}", i + 1),
        };
        let count = match json_count(&c.count) {
            Ok(n) => n,
            Err(m) => {
                problems.push(0, format!("{place}: {m}"));
                continue;
            }
        };
        let kind = match c.kind.as_deref() {
            Some(k) if k.eq_ignore_ascii_case("crypt") => Some(CardKind::Crypt),
            Some(k) if k.eq_ignore_ascii_case("library") => Some(CardKind::Library),
            _ => None,
        };
        let by_id = c.id.as_ref().and_then(json_id).and_then(|id| db.by_id(id));
        let card = match (by_id, &c.printed_name) {
            (Some(r), _) => r,
            (None, Some(name)) => {
                let suffix = if c.unicity_suffix.is_empty() {
                    &c.suffix
                } else {
                    &c.unicity_suffix
                };
                let full = if suffix.is_empty() {
                    name.clone()
                } else {
                    format!("{name} ({suffix})")
                };
                let mut sub = Problems::default();
                match resolve_line(db, &full, kind, 0, &mut sub) {
                    Some(r) => r,
                    None => {
                        let why = sub.into_error().map(|e| e.to_string()).unwrap_or_default();
                        let id =
                            c.id.as_ref()
                                .map(|v| format!("id {v} is unknown; "))
                                .unwrap_or_default();
                        problems.push(0, format!("{place}: {id}{why}"));
                        continue;
                    }
                }
            }
            (None, None) => {
                let what = match &c.id {
                    Some(v) => format!("unknown card id {v}"),
                    None => "a card needs an \"id\" or a \"printed_name\"".to_string(),
                };
                problems.push(0, format!("{place}: {what}"));
                continue;
            }
        };
        if let Some(k) = kind {
            if db.get(card).kind != k {
                problems.push(
                    0,
                    format!(
                        "{place}: \"{}\" is not a {} card",
                        db.get(card).name,
                        if k == CardKind::Crypt {
                            "crypt"
                        } else {
                            "library"
                        }
                    ),
                );
                continue;
            }
        }
        add_card(&mut deck.list, card, count, 0, &mut problems);
    }
    match problems.into_error() {
        None => Ok(deck),
        Some(e) => Err(e),
    }
}

/// The TWDA JSON of a deck.
pub(crate) fn write_twda_json(deck: &Deck, id: Option<&str>) -> String {
    let db = db();
    let mut cards = Vec::new();
    for (r, n) in deck.list.crypt.iter().chain(&deck.list.library) {
        let c = db.get(*r);
        let mut suffix = String::new();
        if c.is_crypt() {
            suffix = match c.group {
                Some(g) => format!("G{g}"),
                None => "ANY".into(),
            };
            if c.advanced {
                suffix.push_str(" ADV");
            }
        }
        let unicity = unicity_suffix(*r);
        let types = if c.is_crypt() {
            vec![match c.crypt_type {
                Some(CryptType::Imbued) => "Imbued".to_string(),
                _ => "Vampire".to_string(),
            }]
        } else {
            c.types.to_string().split('/').map(String::from).collect()
        };
        cards.push(TwdaCard {
            id: Some(Value::from(c.id)),
            printed_name: Some(c.name.clone()),
            unicity_suffix: unicity,
            suffix,
            count: Value::from(*n),
            kind: Some(if c.is_crypt() { "Crypt" } else { "Library" }.into()),
            types,
            comment: String::new(),
        });
    }
    let d = TwdaDeck {
        id: id.map(|s| Value::from(s.to_string())),
        name: Some(deck.list.name.clone()),
        author: Some(deck.author.clone()).filter(|a| !a.is_empty()),
        player: None,
        comment: Some(deck.description.clone()).filter(|a| !a.is_empty()),
        event: Value::Null,
        cards,
    };
    let mut s = serde_json::to_string_pretty(&d).expect("a deck always serialises");
    s.push('\n');
    s
}

/// The suffix a crypt card needs to be told from others sharing its name ("G2 ADV").
fn unicity_suffix(r: CardRef) -> String {
    let name = db().deck_name(r);
    match name.rfind(" (") {
        Some(at) if name.ends_with(')') && name[..at] == db().get(r).name => {
            name[at + 2..name.len() - 1].to_string()
        }
        _ => String::new(),
    }
}

// ---------------------------------------------------------------- VDB

/// Reads a VDB "deck in URL" link, or VDB's deck JSON.
pub(crate) fn read_vdb(text: &str) -> Result<Deck, DeckError> {
    let t = text.trim();
    if t.starts_with('{') {
        return read_vdb_json(t);
    }
    let (before, frag) = match t.split_once('#') {
        Some((b, f)) => (b, f),
        None => ("", t),
    };
    let mut deck = Deck::default();
    if let Some((_, query)) = before.split_once('?') {
        for pair in query.split('&') {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = percent_decode(v);
            match k {
                "name" => deck.list.name = v,
                "author" => deck.author = v,
                "description" => deck.description = v,
                _ => {}
            }
        }
    }
    let mut problems = Problems::default();
    let db = db();
    for (i, item) in frag.split(';').filter(|s| !s.trim().is_empty()).enumerate() {
        let place = format!("item {} (\"{}\")", i + 1, crate::text::shorten(item));
        let Some((id, n)) = item.split_once('=') else {
            problems.push(0, format!("{place}: expected <card id>=<count>"));
            continue;
        };
        let count = match json_count(&Value::from(n.trim())) {
            Ok(c) => c,
            Err(m) => {
                problems.push(0, format!("{place}: {m}"));
                continue;
            }
        };
        match id.trim().parse::<u32>().ok().and_then(|id| db.by_id(id)) {
            Some(r) => add_card(&mut deck.list, r, count, 0, &mut problems),
            None => problems.push(0, format!("{place}: unknown card id {}", id.trim())),
        }
    }
    problems.into_error().map_or(Ok(deck), Err)
}

fn read_vdb_json(t: &str) -> Result<Deck, DeckError> {
    let v: Value = serde_json::from_str(t).map_err(|e| syntax_error(&e))?;
    let mut obj = v.as_object().cloned().unwrap_or_default();
    // VDB's API answers {"<deck id>": {…}}.
    if obj.len() == 1 {
        if let Some(Value::Object(inner)) = obj.values().next() {
            if inner.contains_key("crypt") || inner.contains_key("cards") {
                obj = inner.clone();
            }
        }
    }
    let s = |k: &str| obj.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    let mut deck = Deck::default();
    deck.list.name = s("name");
    deck.author = if s("author").is_empty() {
        s("owner")
    } else {
        s("author")
    };
    deck.description = s("description");
    let mut entries: Vec<(String, Value)> = Vec::new();
    for section in ["crypt", "library", "cards"] {
        match obj.get(section) {
            // {"200001": 2} or {"200001": {"q": 2}}
            Some(Value::Object(m)) => {
                for (k, v) in m {
                    let n = v.get("q").cloned().unwrap_or_else(|| v.clone());
                    entries.push((k.clone(), n));
                }
            }
            // VTESDecks: [{"id": 200001, "number": 2}]
            Some(Value::Array(a)) => {
                for e in a {
                    let id = e
                        .get("id")
                        .map(|v| v.to_string().trim_matches('"').to_string());
                    let n = ["number", "count", "q"]
                        .iter()
                        .find_map(|k| e.get(*k).cloned())
                        .unwrap_or(Value::Null);
                    entries.push((id.unwrap_or_default(), n));
                }
            }
            _ => {}
        }
    }
    read_id_counts(deck, &entries, None)
}

/// Adds `(card key, count)` entries, keys being VEKN ids or, with `map`, mapped ids.
fn read_id_counts(
    mut deck: Deck,
    entries: &[(String, Value)],
    map: Option<&AmaranthIds>,
) -> Result<Deck, DeckError> {
    let db = db();
    let mut problems = Problems::default();
    let mut unmapped = Vec::new();
    for (i, (key, n)) in entries.iter().enumerate() {
        let place = format!("card {} (id {key})", i + 1);
        let count = match json_count(n) {
            Ok(c) => c,
            Err(m) => {
                problems.push(0, format!("{place}: {m}"));
                continue;
            }
        };
        let id = match map {
            Some(m) => m.0.get(key.trim()).copied(),
            None => key.trim().parse::<u32>().ok().filter(|id| *id >= 100_000),
        };
        match id.and_then(|id| db.by_id(id)) {
            Some(r) => add_card(&mut deck.list, r, count, 0, &mut problems),
            None if map.is_none() && key.trim().parse::<u32>().is_ok_and(|n| n < 100_000) => {
                unmapped.push(key.clone())
            }
            None => problems.push(0, format!("{place}: unknown card id {key}")),
        }
    }
    if !unmapped.is_empty() {
        problems.push(
            0,
            format!(
                "{} card ids ({}…) are Amaranth's own ids, not VEKN ids: give Amaranth's \
                 id list (amaranth_ids.json) to read them",
                unmapped.len(),
                unmapped
                    .iter()
                    .take(3)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
    }
    problems.into_error().map_or(Ok(deck), Err)
}

/// The VDB "deck in URL" link of a deck.
pub(crate) fn write_vdb(deck: &Deck) -> String {
    let db = db();
    let mut url = String::from("https://vdb.im/decks/deck");
    let mut params = Vec::new();
    if !deck.list.name.is_empty() {
        params.push(format!("name={}", percent_encode(&deck.list.name)));
    }
    if !deck.author.is_empty() {
        params.push(format!("author={}", percent_encode(&deck.author)));
    }
    if !params.is_empty() {
        url.push('?');
        url.push_str(&params.join("&"));
    }
    url.push('#');
    let items: Vec<String> = deck
        .list
        .crypt
        .iter()
        .chain(&deck.list.library)
        .map(|(r, n)| format!("{}={n}", db.get(*r).id))
        .collect();
    url.push_str(&items.join(";"));
    url.push('\n');
    url
}

fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

// ---------------------------------------------------------------- Amaranth

/// Amaranth's card ids mapped to VEKN ids, from Amaranth's id list
/// (`amaranth_ids.json`, a JSON object `{"<amaranth id>": <vekn id>}`, as
/// published by KRCG and VDB).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AmaranthIds(pub HashMap<String, u32>);

impl AmaranthIds {
    /// Parses the id list.
    pub fn from_json(text: &str) -> Result<AmaranthIds, DeckError> {
        let v: HashMap<String, Value> = serde_json::from_str(text).map_err(|e| syntax_error(&e))?;
        let mut map = HashMap::with_capacity(v.len());
        for (k, v) in v {
            let id = json_id(&v).ok_or_else(|| {
                DeckError::single(
                    0,
                    format!("amaranth id {k:?}: expected a VEKN card id, found {v}"),
                )
            })?;
            map.insert(k, id);
        }
        Ok(AmaranthIds(map))
    }
}

/// Reads Amaranth's deck JSON: `{"title", "author", "description", "cards": {id: count}}`,
/// also wrapped in `{"result": …}` as Amaranth's API answers.
pub(crate) fn read_amaranth(text: &str, map: Option<&AmaranthIds>) -> Result<Deck, DeckError> {
    let v: Value = serde_json::from_str(text.trim()).map_err(|e| syntax_error(&e))?;
    let v = v.get("result").cloned().unwrap_or(v);
    let Some(obj) = v.as_object() else {
        return Err(DeckError::single(
            0,
            "not an Amaranth deck: expected a JSON object",
        ));
    };
    let s = |k: &str| obj.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    let mut deck = Deck::default();
    deck.list.name = if s("title").is_empty() {
        s("name")
    } else {
        s("title")
    };
    deck.author = s("author");
    deck.description = s("description");
    let Some(Value::Object(cards)) = obj.get("cards") else {
        return Err(DeckError::single(
            0,
            "not an Amaranth deck: expected \"cards\": {\"<card id>\": <count>}",
        ));
    };
    let entries: Vec<(String, Value)> = cards.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    read_id_counts(deck, &entries, map)
}

/// Amaranth's deck JSON; card keys are Amaranth's ids when `map` is given,
/// VEKN ids otherwise.
pub(crate) fn write_amaranth(deck: &Deck, map: Option<&AmaranthIds>) -> Result<String, String> {
    let db = db();
    let reverse: HashMap<u32, &str> = map
        .map(|m| m.0.iter().map(|(k, v)| (*v, k.as_str())).collect())
        .unwrap_or_default();
    let mut cards = serde_json::Map::new();
    for (r, n) in deck.list.crypt.iter().chain(&deck.list.library) {
        let c = db.get(*r);
        let key = match map {
            Some(_) => reverse.get(&c.id).map(|s| s.to_string()).ok_or_else(|| {
                format!("\"{}\" (id {}) is not in Amaranth's id list", c.name, c.id)
            })?,
            None => c.id.to_string(),
        };
        cards.insert(key, Value::from(*n));
    }
    let v = serde_json::json!({
        "title": deck.list.name,
        "author": deck.author,
        "description": deck.description,
        "cards": cards,
    });
    let mut s = serde_json::to_string_pretty(&v).expect("JSON values serialise");
    s.push('\n');
    Ok(s)
}

// ---------------------------------------------------------------- ELDB

/// Reads an ELDB deck file: quoted name, author and description lines, then
/// for the crypt and then the library a count line and one quoted name per copy.
pub(crate) fn read_eldb(text: &str, suggestions: usize) -> Result<Deck, DeckError> {
    let db = db();
    let lines = split_lines(text);
    let mut deck = Deck::default();
    let mut problems = Problems::with_suggestions(suggestions);
    // Name, author, then a description that may span lines until its closing quote.
    let mut i = 0;
    let mut header: Vec<String> = Vec::new();
    for field in ["name", "author", "description"] {
        while i < lines.len() && lines[i].trim().is_empty() {
            i += 1;
        }
        let Some(first) = lines.get(i).map(|l| l.trim()) else {
            return Err(DeckError::single(
                lines.len(),
                format!("the file ends before the deck's {field}"),
            ));
        };
        if !first.starts_with('"') {
            return Err(DeckError::single(
                i + 1,
                format!("expected the deck's {field} in double quotes, as ELDB writes it"),
            ));
        }
        let start = i;
        let mut value = first[1..].to_string();
        let mut closed = value.ends_with('"');
        i += 1;
        while !closed && field == "description" && i < lines.len() {
            let next = lines[i].trim_end();
            i += 1;
            closed = next.ends_with('"');
            value.push('\n');
            value.push_str(next);
        }
        if !closed {
            return Err(DeckError::single(
                start + 1,
                format!("the deck's {field} has no closing double quote"),
            ));
        }
        value.pop();
        header.push(value);
    }
    deck.list.name = header.first().cloned().unwrap_or_default();
    deck.author = header.get(1).cloned().unwrap_or_default();
    deck.description = header.get(2).cloned().unwrap_or_default();
    // (count line, announced count, cards seen, section)
    let mut sections: Vec<(usize, usize, usize, CardKind)> = Vec::new();
    for (j, raw) in lines.iter().enumerate().skip(i) {
        let line_no = j + 1;
        let l = raw.trim();
        if l.is_empty() {
            continue;
        }
        if l.bytes().all(|b| b.is_ascii_digit()) {
            let kind = if sections.is_empty() {
                CardKind::Crypt
            } else {
                CardKind::Library
            };
            if sections.len() == 2 {
                problems.push(line_no, "an ELDB deck has only a crypt and a library count");
            }
            sections.push((line_no, l.parse().unwrap_or(usize::MAX), 0, kind));
            continue;
        }
        let Some(current) = sections.last_mut() else {
            problems.push(line_no, "expected the crypt's card count before the cards");
            continue;
        };
        current.2 += 1;
        let kind = current.3;
        let name = l.trim_matches('"');
        if let Some(r) = resolve_line(db, name, Some(kind), line_no, &mut problems) {
            add_card(&mut deck.list, r, 1, line_no, &mut problems);
        }
    }
    for (line_no, announced, seen, kind) in &sections {
        if announced != seen {
            let word = if *kind == CardKind::Crypt {
                "crypt"
            } else {
                "library"
            };
            problems.push(
                *line_no,
                format!("the {word} count says {announced} cards, but {seen} follow"),
            );
        }
    }
    problems.into_error().map_or(Ok(deck), Err)
}

/// The ELDB deck file of a deck.
pub(crate) fn write_eldb(deck: &Deck) -> String {
    let db = db();
    let q = |s: &str| s.replace('"', "'");
    let mut out = format!(
        "\"{}\"\n\"{}\"\n\"{}\"\n",
        q(&deck.list.name),
        q(&deck.author),
        q(&deck.description)
    );
    for list in [&deck.list.crypt, &deck.list.library] {
        let n: usize = list.iter().map(|(_, n)| usize::from(*n)).sum();
        out.push_str(&format!("{n}\n"));
        for (r, n) in list {
            let name = q(&crate::write::tool_name(db, *r));
            for _ in 0..*n {
                out.push_str(&format!("\"{name}\"\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent() {
        assert_eq!(percent_encode("A b&c"), "A%20b%26c");
        assert_eq!(percent_decode("A%20b%26c+d"), "A b&c d");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz"), "%zz");
        assert_eq!(percent_decode("%C3%A9"), "é");
    }

    #[test]
    fn counts() {
        assert_eq!(json_count(&Value::from(3)), Ok(3));
        assert_eq!(json_count(&Value::from("3")), Ok(3));
        assert!(json_count(&Value::from(-1))
            .unwrap_err()
            .contains("negative"));
        assert!(json_count(&Value::from(0)).is_err());
        assert!(json_count(&Value::from(1.5)).is_err());
        assert!(json_count(&Value::Null).is_err());
    }
}
