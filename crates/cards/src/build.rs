//! Turns the official card lists (CSV) into the facts file shipped in this crate.
//!
//! Reads the KRCG-cleaned CSVs of `shared/data/vtes`, and also tolerates a raw
//! VEKN release: "Barrens, The" names, "(TM)", full discipline names,
//! pre-V5 clan names. Card text is read only to derive facts (sect,
//! uniqueness, master sub-kinds, ally stats, whether a vampire has an ability at
//! all); it is never written out.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::facts::{
    parse_crypt_disciplines, AbilityWindows, CardFacts, CardKind, CryptType, Discipline,
    DisciplineReq, LibraryTypes, Needs, Sect, Title, Traits,
};

/// Reading the CSVs failed; every variant names the file, and the line and
/// field when there is one.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The file could not be read.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The CSV itself is malformed.
    #[error("{}:{line}: {message}", path.display())]
    Csv {
        /// The file.
        path: PathBuf,
        /// 1-based line where the record starts.
        line: u64,
        /// What went wrong.
        message: String,
    },
    /// A required column is missing from the header.
    #[error("{}: missing column \"{column}\"", path.display())]
    MissingColumn {
        /// The file.
        path: PathBuf,
        /// The column name.
        column: String,
    },
    /// A field holds a value that cannot be understood.
    #[error("{}:{line}: field \"{field}\": {message}", path.display())]
    Field {
        /// The file.
        path: PathBuf,
        /// 1-based line where the record starts.
        line: u64,
        /// Column name.
        field: String,
        /// What went wrong.
        message: String,
    },
}

/// Reads `vtescrypt.csv`, `vteslib.csv` and, if present, `fr/vtescrypt.fr-FR.csv`
/// and `fr/vteslib.fr-FR.csv` from `csv_dir`, and returns the facts file text:
/// one JSON object per card, sorted by official id, ending with a newline.
pub fn build_facts(csv_dir: &Path) -> Result<String, BuildError> {
    let mut cards: BTreeMap<u32, (CardFacts, PathBuf, u64)> = BTreeMap::new();
    let mut add = |c: CardFacts, path: &Path, line: u64| -> Result<(), BuildError> {
        if let Some((_, p0, l0)) = cards.get(&c.id) {
            return Err(BuildError::Field {
                path: path.to_path_buf(),
                line,
                field: "Id".into(),
                message: format!(
                    "duplicate id {} (first seen at {}:{l0})",
                    c.id,
                    p0.display()
                ),
            });
        }
        cards.insert(c.id, (c, path.to_path_buf(), line));
        Ok(())
    };

    let crypt_path = csv_dir.join("vtescrypt.csv");
    for (row, line) in read_csv(&crypt_path)?.rows() {
        add(crypt_card(&row)?, &crypt_path, line)?;
    }
    let lib_path = csv_dir.join("vteslib.csv");
    for (row, line) in read_csv(&lib_path)?.rows() {
        add(library_card(&row)?, &lib_path, line)?;
    }

    for file in ["vtescrypt.fr-FR.csv", "vteslib.fr-FR.csv"] {
        let path = csv_dir.join("fr").join(file);
        if !path.exists() {
            continue;
        }
        for (row, _) in read_csv(&path)?.rows() {
            let id = row.parse_u32("Id")?;
            let fr = row.get_opt("Name fr-FR").map(vekn_name).unwrap_or_default();
            // Translations may cover cards this list lacks; those are skipped.
            if let Some((c, _, _)) = cards.get_mut(&id) {
                if !fr.is_empty() {
                    c.name_fr = Some(fr);
                }
            }
        }
    }

    let mut out = String::new();
    for (c, _, _) in cards.values() {
        let json = serde_json::to_string(c).expect("card facts always serialise");
        let _ = writeln!(out, "{json}");
    }
    Ok(out)
}

/// A whole CSV file, held in memory with its header.
struct Table {
    path: PathBuf,
    columns: HashMap<String, usize>,
    records: Vec<csv::StringRecord>,
}

/// One record with access by column name.
struct Row<'a> {
    table: &'a Table,
    record: &'a csv::StringRecord,
    line: u64,
}

impl Table {
    fn rows(&self) -> impl Iterator<Item = (Row<'_>, u64)> {
        self.records.iter().map(move |r| {
            let line = r.position().map_or(0, |p| p.line());
            (
                Row {
                    table: self,
                    record: r,
                    line,
                },
                line,
            )
        })
    }
}

fn read_csv(path: &Path) -> Result<Table, BuildError> {
    let bytes = std::fs::read(path).map_err(|source| BuildError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    // Older releases were saved in a Windows code page: read those bytes as
    // Latin-1 rather than refuse the file.
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    // The official files start with a BOM, which would stick to the first column name.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(text.as_bytes());
    let csv_err = |e: csv::Error| BuildError::Csv {
        path: path.to_path_buf(),
        line: e.position().map_or(0, |p| p.line()),
        message: e.to_string(),
    };
    let headers = reader.headers().map_err(csv_err)?.clone();
    let columns = headers
        .iter()
        .enumerate()
        .map(|(i, h)| (h.trim().to_string(), i))
        .collect();
    let mut records = Vec::new();
    for rec in reader.records() {
        let rec = rec.map_err(csv_err)?;
        // Trailing empty lines in hand-edited files parse as a single empty field.
        if rec.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        records.push(rec);
    }
    Ok(Table {
        path: path.to_path_buf(),
        columns,
        records,
    })
}

impl Row<'_> {
    fn get_opt(&self, column: &str) -> Option<&str> {
        let i = *self.table.columns.get(column)?;
        Some(self.record.get(i).unwrap_or("").trim())
    }

    fn get(&self, column: &str) -> Result<&str, BuildError> {
        self.get_opt(column)
            .ok_or_else(|| BuildError::MissingColumn {
                path: self.table.path.clone(),
                column: column.to_string(),
            })
    }

    fn field_err(&self, field: &str, message: impl Into<String>) -> BuildError {
        BuildError::Field {
            path: self.table.path.clone(),
            line: self.line,
            field: field.to_string(),
            message: message.into(),
        }
    }

    fn parse_u32(&self, column: &str) -> Result<u32, BuildError> {
        let v = self.get(column)?;
        v.parse()
            .map_err(|_| self.field_err(column, format!("expected a number, found {v:?}")))
    }

    /// A small number; empty is 0.
    fn parse_u8(&self, column: &str) -> Result<u8, BuildError> {
        let v = self.get(column)?;
        if v.is_empty() {
            return Ok(0);
        }
        v.parse()
            .map_err(|_| self.field_err(column, format!("expected a number, found {v:?}")))
    }

    /// A cost: empty is 0, "X" is 0 plus the returned flag.
    fn parse_cost(&self, column: &str) -> Result<(u8, bool), BuildError> {
        let v = self.get(column)?;
        if v.eq_ignore_ascii_case("x") {
            return Ok((0, true));
        }
        Ok((self.parse_u8(column)?, false))
    }
}

/// Brings a raw VEKN name to the printed form KRCG uses.
fn vekn_name(name: &str) -> String {
    let name = name.trim().replace("(TM)", "™");
    match name.strip_suffix(", The") {
        Some(rest) => format!("The {rest}"),
        None => name,
    }
}

/// Current clan names for the ones V5 renamed.
fn clan_name(clan: &str) -> String {
    match clan.trim() {
        "Follower of Set" => "Ministry".to_string(),
        "Assamite" => "Banu Haqim".to_string(),
        other => other.to_string(),
    }
}

fn akas(row: &Row<'_>) -> Vec<String> {
    row.get_opt("Aka")
        .unwrap_or("")
        .split(';')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .map(vekn_name)
        .collect()
}

fn empty_card(id: u32, name: String, aka: Vec<String>, kind: CardKind) -> CardFacts {
    CardFacts {
        id,
        name,
        aka,
        name_fr: None,
        kind,
        crypt_type: None,
        types: LibraryTypes::NONE,
        clans: Vec::new(),
        group: None,
        advanced: false,
        capacity: 0,
        disciplines: Vec::new(),
        requirement: None,
        pool_cost: 0,
        blood_cost: 0,
        conviction_cost: 0,
        cost_is_x: false,
        sect: Sect::None,
        title: None,
        title_key: None,
        votes: 0,
        unique: false,
        trifle: false,
        out_of_turn: false,
        location: false,
        life: None,
        strength: None,
        bleed: None,
        becomes_ally: false,
        burn_option: false,
        banned: false,
        plain: false,
        windows: AbilityWindows::NONE,
        traits: Traits::NONE,
        slave_of: None,
        needs: None,
    }
}

fn crypt_card(row: &Row<'_>) -> Result<CardFacts, BuildError> {
    let id = row.parse_u32("Id")?;
    let mut c = empty_card(id, vekn_name(row.get("Name")?), akas(row), CardKind::Crypt);
    let crypt_type = match row.get("Type")? {
        t if t.eq_ignore_ascii_case("vampire") => CryptType::Vampire,
        t if t.eq_ignore_ascii_case("imbued") => CryptType::Imbued,
        t => return Err(row.field_err("Type", format!("unknown crypt type {t:?}"))),
    };
    c.crypt_type = Some(crypt_type);
    let clan = row.get("Clan")?;
    if !clan.is_empty() {
        c.clans.push(clan_name(clan));
    }
    c.advanced = !row.get("Adv")?.is_empty();
    let group = row.get("Group")?;
    c.group = if group.eq_ignore_ascii_case("any") {
        None
    } else {
        Some(row.parse_u8("Group")?)
    };
    c.capacity = row.parse_u8("Capacity")?;
    let mut disciplines = parse_crypt_disciplines(row.get("Disciplines")?)
        .map_err(|m| row.field_err("Disciplines", m))?;
    if crypt_type == CryptType::Imbued {
        // Raw VEKN lists write the Vision virtue as "vis", which is Visceratika for vampires.
        for (d, _) in &mut disciplines {
            if *d == Discipline::Visceratika {
                *d = Discipline::Vision;
            }
        }
    }
    c.disciplines = disciplines;
    let title = row.get_opt("Title").unwrap_or("");
    if !title.is_empty() {
        let t: Title = title
            .parse()
            .map_err(|m: String| row.field_err("Title", m))?;
        c.title = Some(t);
        c.votes = t.votes();
    }
    let text = row.get("Card Text")?;
    if let Some(t) = c.title {
        c.title_key = unique_title_key(t, text, c.clans.first().map(String::as_str));
    }
    if crypt_type == CryptType::Vampire {
        c.sect = crypt_sect(text)
            .ok_or_else(|| row.field_err("Card Text", "text does not start with a sect"))?;
    }
    c.unique = !has_sentence_starting(text, "Non-unique");
    c.banned = !row.get_opt("Banned").unwrap_or("").is_empty();
    c.plain = crypt_type == CryptType::Vampire
        && !c.advanced
        && plain_vampire_text(text, c.title, c.clans.first().map_or("", String::as_str));
    if crypt_type == CryptType::Vampire && !c.plain {
        c.windows = AbilityWindows::of_text(ability_text(text));
        c.traits = Traits::of_text(text);
        if c.traits.contains(Traits::SLAVE) {
            c.slave_of = Traits::slave_clan(text);
        }
    }
    Ok(c)
}

/// A vampire's text after its sect and title: after the first line's `:` ("Camarilla
/// Prince of Paris: …"), else after its first sentence ("Camarilla. Scarce.").
fn ability_text(text: &str) -> &str {
    let first = text.lines().next().unwrap_or("");
    match (first.find(':'), text.find('.')) {
        (Some(at), _) => &text[at + 1..],
        (None, Some(at)) => &text[at + 1..],
        (None, None) => "",
    }
}

/// True when a vampire's text says nothing but its sect and its title or votes, all of
/// which the facts already hold: "Camarilla.", "Sabbat bishop.", "Camarilla Prince of
/// Paris.", "Camarilla Nosferatu Justicar.", "Independent. 2 votes (titled).". Any other
/// word is an ability or a trait the rules must know (+1 bleed, Black Hand, Red List,
/// Sterile, Scarce, Infernal, Blood cursed, a circle, a merged text…), so the text is not
/// plain. The title the text names must be the `title` of the Title column (and a
/// justicar's or Inner Circle member's clan the card's `clan`).
fn plain_vampire_text(text: &str, title: Option<Title>, clan: &str) -> bool {
    let Some(body) = text.trim().strip_suffix('.') else {
        return false;
    };
    if body.contains(['\n', ':']) {
        return false;
    }
    let sect: String = body.chars().take_while(|c| c.is_alphabetic()).collect();
    if Sect::from_name(&sect).is_none() {
        return false;
    }
    let rest = &body[sect.len()..];
    if rest.is_empty() {
        return title.is_none();
    }
    if let Some(votes) = rest.strip_prefix(". ") {
        // "Independent. 2 votes (titled)".
        let Some(votes) = votes.strip_suffix(" (titled)") else {
            return false;
        };
        return matches!(votes.parse::<Title>(), Ok(t @ Title::Votes(_)) if Some(t) == title);
    }
    let (Some(named), Some(title)) = (rest.strip_prefix(' '), title) else {
        return false;
    };
    if named.contains(". ") {
        return false;
    }
    let word = title.to_string();
    match title {
        // "Prince of Paris": any city, but one sentence.
        Title::Prince | Title::Baron | Title::Archbishop => {
            starts_with_ci(named, &word)
                && named[word.len()..]
                    .strip_prefix(" of ")
                    .is_some_and(|city| !city.trim().is_empty())
        }
        // "Nosferatu Justicar", "Brujah Inner Circle".
        Title::Justicar | Title::InnerCircle => named
            .len()
            .checked_sub(word.len())
            .and_then(|at| named.get(at..).map(|w| (named[..at].trim_end(), w)))
            .is_some_and(|(c, w)| w.eq_ignore_ascii_case(&word) && c.eq_ignore_ascii_case(clan)),
        Title::Votes(_) => false,
        _ => named.eq_ignore_ascii_case(&word),
    }
}

/// The scope of a unique title, read from the opening words of the text: princes, barons
/// and archbishops are unique per city, justicars per clan, the regent alone (p. 18, p. 39).
fn unique_title_key(title: Title, text: &str, clan: Option<&str>) -> Option<String> {
    // Only the opening words name the title: up to the first ':' of the first line.
    let head = text
        .lines()
        .next()
        .unwrap_or("")
        .split(':')
        .next()
        .unwrap_or("");
    match title {
        Title::Prince | Title::Baron | Title::Archbishop => {
            let city = head.split_once(" of ")?.1.trim().trim_end_matches('.');
            (!city.is_empty()).then(|| format!("city:{city}"))
        }
        Title::Justicar => clan.map(|c| format!("justicar:{c}")),
        Title::Regent => Some("regent".to_string()),
        _ => None,
    }
}

/// The sect word opening a vampire's text ("Advanced, Sabbat: …" included).
fn crypt_sect(text: &str) -> Option<Sect> {
    let text = text.trim_start();
    let text = text
        .strip_prefix("Advanced")
        .map(|t| t.trim_start_matches([',', ' ']))
        .unwrap_or(text);
    let word: String = text.chars().take_while(|c| c.is_alphabetic()).collect();
    Sect::from_name(&word)
}

fn library_card(row: &Row<'_>) -> Result<CardFacts, BuildError> {
    let id = row.parse_u32("Id")?;
    let mut c = empty_card(
        id,
        vekn_name(row.get("Name")?),
        akas(row),
        CardKind::Library,
    );
    c.types = row
        .get("Type")?
        .parse()
        .map_err(|m: String| row.field_err("Type", m))?;
    if c.types.is_empty() {
        return Err(row.field_err("Type", "no card type"));
    }
    c.clans = row
        .get("Clan")?
        .split('/')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(clan_name)
        .collect();
    let req = row.get("Discipline")?;
    if !req.is_empty() {
        let r: DisciplineReq = req
            .parse()
            .map_err(|m: String| row.field_err("Discipline", m))?;
        c.requirement = Some(r);
    }
    let (pool, px) = row.parse_cost("Pool Cost")?;
    let (blood, bx) = row.parse_cost("Blood Cost")?;
    let (conviction, cx) = row.parse_cost("Conviction Cost")?;
    c.pool_cost = pool;
    c.blood_cost = blood;
    c.conviction_cost = conviction;
    c.cost_is_x = px || bx || cx;
    c.burn_option = match row.get_opt("Burn Option").unwrap_or("") {
        "" => false,
        v if ["y", "yes", "true", "1"]
            .iter()
            .any(|t| v.eq_ignore_ascii_case(t)) =>
        {
            true
        }
        v => return Err(row.field_err("Burn Option", format!("expected Y or empty, found {v:?}"))),
    };
    c.banned = !row.get_opt("Banned").unwrap_or("").is_empty();

    let text = row.get("Card Text")?;
    c.needs = Needs::of_text(text, &c.clans);
    let first_line = text.lines().next().unwrap_or("");
    let head = fragments(first_line);
    // Keywords live in the card's first line ("Master: unique location.");
    // a "Unique." sentence can also close a single mode further down.
    c.unique = head.iter().any(|f| starts_with_ci(f, "unique"))
        || has_sentence_starting(text, "Unique")
        || text.contains("this is a unique location");
    c.trifle = head
        .iter()
        .any(|f| f.eq_ignore_ascii_case("trifle") || f.eq_ignore_ascii_case("unique trifle"));
    c.out_of_turn = head.iter().any(|f| f.eq_ignore_ascii_case("out-of-turn"));
    c.location = head
        .iter()
        .any(|f| f.eq_ignore_ascii_case("location") || f.eq_ignore_ascii_case("unique location"))
        || text.contains("represents a location")
        || text.contains("this is a unique location");
    if c.types
        .intersects(LibraryTypes::ALLY | LibraryTypes::RETAINER)
    {
        let stats = minion_stats(first_line);
        c.life = stats.life;
        c.strength = stats.strength;
        c.bleed = stats.bleed;
        if c.types.contains(LibraryTypes::ALLY) && c.life.is_none() {
            return Err(row.field_err("Card Text", "ally without \"with N life\""));
        }
    } else if let Some(s) = becomes_ally_sentence(text) {
        let stats = minion_stats(s);
        c.becomes_ally = stats.life.is_some();
        c.life = stats.life;
        c.strength = stats.strength;
        c.bleed = stats.bleed;
    }
    Ok(c)
}

/// The sentence of a card that becomes an ally once in play (its life, strength and bleed
/// follow "ally with"), from where the card is put in play to the sentence's end.
fn becomes_ally_sentence(text: &str) -> Option<&str> {
    let at = text.find("this card in play; it becomes ")?;
    let rest = &text[at..];
    let end = rest
        .find(". ")
        .or_else(|| rest.find('\n'))
        .unwrap_or(rest.len());
    let s = &rest[..end];
    s.contains(" ally with ").then_some(s)
}

fn starts_with_ci(s: &str, prefix: &str) -> bool {
    s.get(..prefix.len())
        .is_some_and(|h| h.eq_ignore_ascii_case(prefix))
}

/// Splits a line into sentence-like pieces at "." and ":" followed by a
/// space or the end: "Master: unique location. Hunting ground." →
/// ["Master", "unique location", "Hunting ground"].
fn fragments(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = line.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        let at_break = bytes.get(i + 1).map_or(true, |n| n.is_ascii_whitespace());
        if (*b == b'.' || *b == b':') && at_break {
            let f = line[start..i].trim();
            if !f.is_empty() {
                out.push(f);
            }
            start = i + 1;
        }
    }
    let f = line[start..].trim();
    if !f.is_empty() {
        out.push(f);
    }
    out
}

/// True if some line of `text` has a sentence starting with `word` (case-sensitive,
/// so a keyword like "Unique." is told apart from "a unique vampire").
fn has_sentence_starting(text: &str, word: &str) -> bool {
    text.lines()
        .flat_map(fragments)
        .any(|f| f.starts_with(word) && !f[word.len()..].starts_with(|c: char| c.is_alphanumeric()))
}

#[derive(Default)]
struct MinionStats {
    life: Option<u8>,
    strength: Option<u8>,
    bleed: Option<u8>,
}

/// Reads "with 3 life. 1 strength, 0 bleed." (either order) from an ally or
/// retainer's first line. Modifiers like "+1 bleed" are not bare numbers, so
/// they are not mistaken for the printed value.
fn minion_stats(line: &str) -> MinionStats {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == '.')
        .filter(|w| !w.is_empty())
        .collect();
    let mut s = MinionStats::default();
    for (i, pair) in words.windows(2).enumerate() {
        // `u8::from_str` accepts "+1", so insist on bare digits.
        if !pair[0].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(n) = pair[0].parse::<u8>() else {
            continue;
        };
        match pair[1] {
            "life" if i > 0 && words[i - 1] == "with" && s.life.is_none() => s.life = Some(n),
            "strength" if s.strength.is_none() => s.strength = Some(n),
            "bleed" if s.bleed.is_none() => s.bleed = Some(n),
            _ => {}
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_vekn_names() {
        assert_eq!(vekn_name("Barrens, The"), "The Barrens");
        assert_eq!(vekn_name("Pentex(TM) Subversion"), "Pentex™ Subversion");
        assert_eq!(
            vekn_name("Aaradhya, The Callous Tyrant"),
            "Aaradhya, The Callous Tyrant"
        );
        assert_eq!(clan_name("Follower of Set"), "Ministry");
    }

    #[test]
    fn fragments_split() {
        assert_eq!(
            fragments("Master: unique location. Hunting ground."),
            vec!["Master", "unique location", "Hunting ground"]
        );
        assert_eq!(
            fragments("Weapon: gun. 2R damage"),
            vec!["Weapon", "gun", "2R damage"]
        );
        assert_eq!(fragments("Costs 1.5 pool"), vec!["Costs 1.5 pool"]);
    }

    #[test]
    fn sentences() {
        assert!(has_sentence_starting(
            "Sabbat: +1 bleed. Non-unique.",
            "Non-unique"
        ));
        assert!(!has_sentence_starting(
            "Put a non-unique vampire",
            "Non-unique"
        ));
        assert!(!has_sentence_starting("Uniquely placed.", "Unique"));
    }

    #[test]
    fn stats() {
        let s = minion_stats("Unique mortal with 4 life. 3 strength, 2 bleed.");
        assert_eq!((s.life, s.strength, s.bleed), (Some(4), Some(3), Some(2)));
        let s = minion_stats("Ghoul with 5 life. 2 bleed, 3 strength.");
        assert_eq!((s.life, s.strength, s.bleed), (Some(5), Some(3), Some(2)));
        let s = minion_stats(
            becomes_ally_sentence(
                "Keep this card in play; it becomes a hired ally with 3 life, 1 strength and 2 bleed. Then X.",
            )
            .unwrap(),
        );
        assert_eq!((s.life, s.strength, s.bleed), (Some(3), Some(1), Some(2)));
        assert!(becomes_ally_sentence(
            "Keep this card in play. It becomes a ghoul ally with 2 life."
        )
        .is_none());
        let s = minion_stats("Mortal with 1 life. +1 bleed.");
        assert_eq!((s.life, s.strength, s.bleed), (Some(1), None, None));
    }

    /// Real vampire texts both ways (each short, under the eight words of own_words.rs).
    #[test]
    fn plain_vampires() {
        let plain = |text: &str, title: &str, clan: &str| {
            plain_vampire_text(
                text,
                (!title.is_empty()).then(|| title.parse().unwrap()),
                clan,
            )
        };
        // Ashley, Chrysanthemum, Sabbat bishops, Andi Liu, Emerson Bridges, Anarch barons,
        // Sabbat archbishops, Laibon magaji, Sabbat cardinals and prisci, the Nosferatu
        // justicar, an Independent with votes.
        assert!(plain("Camarilla.", "", "Toreador"));
        assert!(plain("Sabbat.", "", "Lasombra"));
        assert!(plain("Independent.", "", "Ravnos"));
        assert!(plain("Anarch.", "", "Brujah"));
        assert!(plain("Laibon.", "", "Akunanse"));
        assert!(plain("Camarilla primogen.", "primogen", "Ventrue"));
        assert!(plain("Sabbat bishop.", "bishop", "Tzimisce"));
        assert!(plain("Camarilla Prince of Taipei.", "prince", "Malkavian"));
        assert!(plain(
            "Camarilla Prince of Washington, DC.",
            "prince",
            "Ventrue"
        ));
        assert!(plain("Anarch Baron of Ciudad Juárez.", "baron", "Brujah"));
        assert!(plain(
            "Sabbat Archbishop of Amsterdam.",
            "archbishop",
            "Lasombra"
        ));
        assert!(plain("Laibon magaji.", "magaji", "Osebo"));
        assert!(plain("Sabbat cardinal.", "cardinal", "Lasombra"));
        assert!(plain("Sabbat priscus.", "priscus", "Tzimisce"));
        assert!(plain(
            "Camarilla Nosferatu Justicar.",
            "justicar",
            "Nosferatu"
        ));
        assert!(plain(
            "Independent. 2 votes (titled).",
            "2 votes",
            "Giovanni"
        ));
        assert!(plain(" Camarilla. ", "", "Tremere"));

        // Traits and abilities.
        assert!(!plain("Sabbat. Black Hand.", "", "Lasombra"));
        assert!(!plain("Sabbat: Black Hand. Seraph.", "", "Lasombra"));
        assert!(!plain("Independent: Blood cursed.", "", "Banu Haqim"));
        assert!(!plain("Camarilla: +1 bleed.", "", "Ventrue"));
        assert!(!plain("Sabbat: Sterile.", "", "Lasombra"));
        assert!(!plain("Sabbat: Kiev circle. Sterile.", "", "Tzimisce"));
        assert!(!plain(
            "Camarilla Tremere Slave: Flight [FLIGHT].",
            "",
            "Gargoyle"
        ));
        assert!(!plain(
            "Camarilla primogen: +1 strength.",
            "primogen",
            "Brujah"
        ));
        assert!(!plain(
            "Camarilla Prince of Houston: +1 bleed.",
            "prince",
            "Ventrue"
        ));
        assert!(!plain(
            "Independent. 1 vote (titled): Blood cursed.",
            "1 vote",
            "Giovanni"
        ));
        assert!(!plain(
            "Camarilla Prince of Paris. Red List.",
            "prince",
            "Toreador"
        ));
        assert!(!plain("Camarilla: Scarce.", "", "Toreador"));
        assert!(!plain("Independent: Infernal.", "", "Baali"));
        assert!(!plain(
            "Camarilla.\n[MERGED] Prince of Budapest.",
            "",
            "Tremere"
        ));
        assert!(!plain("Gains 2 blood.", "", "Toreador"));
        assert!(!plain("", "", "Toreador"));
        // The text and the Title column must agree.
        assert!(!plain("Camarilla.", "prince", "Toreador"));
        assert!(!plain("Camarilla primogen.", "", "Toreador"));
        assert!(!plain("Camarilla primogen.", "prince", "Toreador"));
        assert!(!plain("Camarilla Prince of .", "prince", "Toreador"));
        assert!(!plain(
            "Camarilla Toreador Justicar.",
            "justicar",
            "Nosferatu"
        ));
        assert!(!plain(
            "Independent. 1 vote (titled).",
            "2 votes",
            "Giovanni"
        ));
    }

    #[test]
    fn sects() {
        assert_eq!(crypt_sect("Advanced, Sabbat: x"), Some(Sect::Sabbat));
        assert_eq!(
            crypt_sect("Camarilla Prince of X: y"),
            Some(Sect::Camarilla)
        );
        assert_eq!(crypt_sect("Laibon magaji."), Some(Sect::Laibon));
        assert_eq!(crypt_sect("Gains 2 blood"), None);
    }
}
