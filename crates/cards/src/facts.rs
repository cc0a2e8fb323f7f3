//! The facts kept about each card, and the small vocabulary types they use.
//!
//! Every type here serialises to a short, human-readable form (trigrams,
//! `"Action Modifier/Combat"`, `"2 votes"`) so that the shipped facts file
//! stays small and reviewable in a diff.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Whether a card belongs in the crypt or in the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CardKind {
    /// Vampires and imbued.
    Crypt,
    /// Everything else.
    Library,
}

/// The two kinds of crypt card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CryptType {
    /// A vampire (uses blood, has a sect).
    Vampire,
    /// An imbued (uses life and conviction, has a creed instead of a clan).
    Imbued,
}

/// Bit set of library card types (a card can have several, e.g. "Action Modifier/Combat").
///
/// Serialises as the CSV spelling, types joined by `/` in the order of the constants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LibraryTypes(pub u16);

impl LibraryTypes {
    /// No type (crypt cards).
    pub const NONE: Self = Self(0);
    /// Master card, played during the master phase (or out of turn).
    pub const MASTER: Self = Self(1 << 0);
    /// Action card.
    pub const ACTION: Self = Self(1 << 1);
    /// Political action (calls a referendum).
    pub const POLITICAL_ACTION: Self = Self(1 << 2);
    /// Ally (a minion recruited by an action).
    pub const ALLY: Self = Self(1 << 3);
    /// Retainer (employed by a minion).
    pub const RETAINER: Self = Self(1 << 4);
    /// Equipment (carried by a minion).
    pub const EQUIPMENT: Self = Self(1 << 5);
    /// Action modifier, played by the acting minion.
    pub const ACTION_MODIFIER: Self = Self(1 << 6);
    /// Reaction, played by a minion that is not acting.
    pub const REACTION: Self = Self(1 << 7);
    /// Combat card.
    pub const COMBAT: Self = Self(1 << 8);
    /// Event (Gehenna), put in play for everyone.
    pub const EVENT: Self = Self(1 << 9);
    /// Imbued power.
    pub const POWER: Self = Self(1 << 10);
    /// Imbued conviction.
    pub const CONVICTION: Self = Self(1 << 11);

    /// Every single type with its CSV spelling, in canonical order.
    pub const ALL: [(LibraryTypes, &'static str); 12] = [
        (Self::MASTER, "Master"),
        (Self::ACTION, "Action"),
        (Self::POLITICAL_ACTION, "Political Action"),
        (Self::ALLY, "Ally"),
        (Self::RETAINER, "Retainer"),
        (Self::EQUIPMENT, "Equipment"),
        (Self::ACTION_MODIFIER, "Action Modifier"),
        (Self::REACTION, "Reaction"),
        (Self::COMBAT, "Combat"),
        (Self::EVENT, "Event"),
        (Self::POWER, "Power"),
        (Self::CONVICTION, "Conviction"),
    ];

    /// True if every type in `other` is also in `self`.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// True if no type is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True if `self` and `other` share at least one type.
    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// The single types in this set, in canonical order.
    pub fn iter(self) -> impl Iterator<Item = LibraryTypes> {
        Self::ALL
            .into_iter()
            .map(|(t, _)| t)
            .filter(move |t| self.contains(*t))
    }

    /// Parses one type name (case-insensitive), e.g. "Action Modifier".
    pub fn from_name(name: &str) -> Option<Self> {
        let name = name.trim();
        Self::ALL
            .iter()
            .find(|(_, n)| n.eq_ignore_ascii_case(name))
            .map(|(t, _)| *t)
    }
}

impl std::ops::BitOr for LibraryTypes {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for LibraryTypes {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

impl fmt::Display for LibraryTypes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (t, n) in Self::ALL {
            if self.contains(t) {
                if !first {
                    f.write_str("/")?;
                }
                f.write_str(n)?;
                first = false;
            }
        }
        Ok(())
    }
}

impl FromStr for LibraryTypes {
    type Err = String;
    /// Parses `"Action Modifier/Combat"`; the empty string is the empty set.
    fn from_str(s: &str) -> Result<Self, String> {
        let mut out = Self::NONE;
        for part in s.split('/').map(str::trim).filter(|p| !p.is_empty()) {
            out |= Self::from_name(part).ok_or_else(|| format!("unknown card type {part:?}"))?;
        }
        Ok(out)
    }
}

/// Bit set of the moments a vampire's special ability can apply, read from the words of its
/// text when the facts are built (issue 18: an ability the engine does not automate is
/// resolved by hand only in these windows). Serialises as names joined by `/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilityWindows(pub u16);

impl AbilityWindows {
    /// No window: the text holds only traits (Black Hand, Sterile…), nothing to do by hand.
    pub const NONE: Self = Self(0);
    /// Its controller's unlock phase.
    pub const UNLOCK: Self = Self(1 << 0);
    /// Its controller's master phase.
    pub const MASTER: Self = Self(1 << 1);
    /// Its controller's minion phase, and the actions it takes.
    pub const ACTION: Self = Self(1 << 2);
    /// Another Methuselah's action (block, intercept, reaction).
    pub const REACTION: Self = Self(1 << 3);
    /// A combat it is in.
    pub const COMBAT: Self = Self(1 << 4);
    /// A referendum.
    pub const REFERENDUM: Self = Self(1 << 5);
    /// Its controller's influence phase.
    pub const INFLUENCE: Self = Self(1 << 6);
    /// Its controller's discard phase.
    pub const DISCARD: Self = Self(1 << 7);
    /// Any decision of its controller: the text names no moment the reader knows.
    pub const ANY: Self = Self(1 << 8);

    /// Every window with its name, in canonical order.
    pub const ALL: [(AbilityWindows, &'static str); 9] = [
        (Self::UNLOCK, "unlock"),
        (Self::MASTER, "master"),
        (Self::ACTION, "action"),
        (Self::REACTION, "reaction"),
        (Self::COMBAT, "combat"),
        (Self::REFERENDUM, "referendum"),
        (Self::INFLUENCE, "influence"),
        (Self::DISCARD, "discard"),
        (Self::ANY, "any"),
    ];

    /// Words of a text that place an ability in a window (lower case, matched anywhere).
    const WORDS: [(AbilityWindows, &'static [&'static str]); 8] = [
        (Self::UNLOCK, &["unlock phase", "untap phase"]),
        (Self::MASTER, &["master phase", "master card"]),
        (
            Self::ACTION,
            &["action", "bleed", "stealth", "hunt", "minion phase"],
        ),
        (Self::REACTION, &["block", "intercept", "reaction"]),
        (
            Self::COMBAT,
            &[
                "combat", "strength", "damage", "strike", "maneuver", "press", "prevent",
            ],
        ),
        (Self::REFERENDUM, &["vote", "referendum", "political"]),
        (
            Self::INFLUENCE,
            &["influence phase", "transfer", "enters play"],
        ),
        (Self::DISCARD, &["discard phase", "hand size"]),
    ];

    /// Traits a text may carry that no move by hand resolves (deck building, card
    /// requirements, rules the engine reads elsewhere).
    const TRAITS: [&'static str; 10] = [
        "black hand",
        "slave",
        "circle",
        "seraph",
        "sterile",
        "scarce",
        "blood cursed",
        "infernal",
        "red list",
        "flight [flight]",
    ];

    /// The windows of an ability's text (after its sect and title): those its words
    /// name; none for traits alone; [`Self::ANY`] when no word places it.
    pub fn of_text(ability: &str) -> Self {
        let low = ability.to_lowercase();
        let mut out = Self::NONE;
        for (w, words) in Self::WORDS {
            if words.iter().any(|x| low.contains(x)) {
                out |= w;
            }
        }
        if !out.is_empty() {
            return out;
        }
        let traits_only = low
            .split(['.', '\n'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .all(|s| {
                // "Tremere slave", "Kiev circle": a trait after at most two words.
                let short = s.split_whitespace().count() <= 3;
                Self::TRAITS
                    .iter()
                    .any(|t| s == *t || (short && s.ends_with(&format!(" {t}"))))
            });
        if traits_only {
            Self::NONE
        } else {
            Self::ANY
        }
    }

    /// True if every window in `other` is also in `self`.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// True if `self` and `other` share a window.
    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// True if no window is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for AbilityWindows {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for AbilityWindows {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

impl fmt::Display for AbilityWindows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Self::ALL
            .iter()
            .filter(|(w, _)| self.contains(*w))
            .map(|(_, n)| *n)
            .collect();
        f.write_str(&names.join("/"))
    }
}

impl FromStr for AbilityWindows {
    type Err = String;
    /// Parses `"action/combat"`; the empty string is the empty set.
    fn from_str(s: &str) -> Result<Self, String> {
        let mut out = Self::NONE;
        for part in s.split('/').map(str::trim).filter(|p| !p.is_empty()) {
            out |= Self::ALL
                .iter()
                .find(|(_, n)| *n == part)
                .map(|(w, _)| *w)
                .ok_or_else(|| format!("unknown ability window {part:?}"))?;
        }
        Ok(out)
    }
}

impl Serialize for AbilityWindows {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for AbilityWindows {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Bit set of a vampire's traits: words of its text the rules read elsewhere (card
/// requirements, deck building, diablerie, unlock, influence), read when the facts are
/// built. Serialises as kebab-case names joined by `/`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Traits(pub u16);

impl Traits {
    /// No trait.
    pub const NONE: Self = Self(0);
    /// Black Hand.
    pub const BLACK_HAND: Self = Self(1 << 0);
    /// Seraph (of the Black Hand).
    pub const SERAPH: Self = Self(1 << 1);
    /// Member of a circle ("Kiev circle").
    pub const CIRCLE: Self = Self(1 << 2);
    /// Slave of a clan ("Tremere slave").
    pub const SLAVE: Self = Self(1 << 3);
    /// Sterile: cannot create progeny.
    pub const STERILE: Self = Self(1 << 4);
    /// Scarce: costs pool to influence when its clan is already controlled.
    pub const SCARCE: Self = Self(1 << 5);
    /// Blood Cursed: cannot commit diablerie.
    pub const BLOOD_CURSED: Self = Self(1 << 6);
    /// Infernal: does not unlock as normal.
    pub const INFERNAL: Self = Self(1 << 7);
    /// On the Red List.
    pub const RED_LIST: Self = Self(1 << 8);
    /// Flight (the Gargoyles' trait, written like a Discipline).
    pub const FLIGHT: Self = Self(1 << 9);

    /// Every trait with its name, in canonical order.
    pub const ALL: [(Traits, &'static str); 10] = [
        (Self::BLACK_HAND, "black-hand"),
        (Self::SERAPH, "seraph"),
        (Self::CIRCLE, "circle"),
        (Self::SLAVE, "slave"),
        (Self::STERILE, "sterile"),
        (Self::SCARCE, "scarce"),
        (Self::BLOOD_CURSED, "blood-cursed"),
        (Self::INFERNAL, "infernal"),
        (Self::RED_LIST, "red-list"),
        (Self::FLIGHT, "flight"),
    ];

    /// The words of a text that name each trait (lower case, the whole piece between
    /// stops; "circle" and "slave" after a name of at most two words).
    const WORDS: [(Traits, &'static str); 10] = [
        (Self::BLACK_HAND, "black hand"),
        (Self::SERAPH, "seraph"),
        (Self::CIRCLE, "circle"),
        (Self::SLAVE, "slave"),
        (Self::STERILE, "sterile"),
        (Self::SCARCE, "scarce"),
        (Self::BLOOD_CURSED, "blood cursed"),
        (Self::INFERNAL, "infernal"),
        (Self::RED_LIST, "red list"),
        (Self::FLIGHT, "flight [flight]"),
    ];

    /// The traits of a vampire's text: each piece between stops (`.`, `:`, a line break)
    /// that is a trait alone ("Black Hand", "Seraph", "Black Hand Seraph"), or a trait
    /// after a short name ("Tremere slave", "Kiev circle").
    pub fn of_text(text: &str) -> Self {
        let low = text.to_lowercase();
        let mut out = Self::NONE;
        for piece in low.split(['.', ':', '\n']).map(str::trim) {
            let short = piece.split_whitespace().count() <= 3;
            for (t, w) in Self::WORDS {
                // "Tremere slave", "Kiev circle", "Black Hand Seraph".
                // "Sabbat Tremere antitribu slave": a sect and a clan of two words.
                let after_name = (short
                    && (t == Self::SLAVE || t == Self::CIRCLE || t == Self::SERAPH)
                    || t == Self::SLAVE && piece.split_whitespace().count() <= 4)
                    && piece.ends_with(&format!(" {w}"));
                if piece == w || after_name {
                    out |= t;
                }
            }
            if piece == "black hand seraph" {
                out |= Self::BLACK_HAND;
            }
        }
        out
    }

    /// The clan a slave serves, as its text names it before "slave" ("Camarilla Tremere
    /// Slave", "Tremere antitribu slave"), its sect left out; clan names as the crypt
    /// writes them (comprehensive rules 7 "Traits", Slave).
    pub fn slave_clan(text: &str) -> Option<String> {
        const SECTS: [&str; 4] = ["camarilla ", "sabbat ", "independent ", "anarch "];
        let low = text.to_lowercase();
        low.split(['.', ':', '\n'])
            .map(str::trim)
            .find_map(|piece| {
                let name = piece.strip_suffix(" slave")?;
                if name.split_whitespace().count() > 3 {
                    // At most a sect and a clan of two words.
                    return None;
                }
                let skip = SECTS
                    .iter()
                    .find(|s| name.starts_with(*s))
                    .map_or(0, |s| s.len());
                // "Tremere antitribu": the clan's first letter capitalized, the rest lower case.
                let mut clan = name[skip..].trim().chars();
                let first = clan.next()?;
                Some(first.to_uppercase().chain(clan).collect())
            })
    }

    /// True if every trait in `other` is also in `self`.
    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// True if `self` and `other` share a trait.
    pub fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// True if no trait is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for Traits {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

impl fmt::Display for Traits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Self::ALL
            .iter()
            .filter(|(t, _)| self.contains(*t))
            .map(|(_, n)| *n)
            .collect();
        f.write_str(&names.join("/"))
    }
}

impl FromStr for Traits {
    type Err = String;
    /// Parses `"black-hand/seraph"`; the empty string is the empty set.
    fn from_str(s: &str) -> Result<Self, String> {
        let mut out = Self::NONE;
        for part in s.split('/').map(str::trim).filter(|p| !p.is_empty()) {
            out |= Self::ALL
                .iter()
                .find(|(_, n)| *n == part)
                .map(|(t, _)| *t)
                .ok_or_else(|| format!("unknown trait {part:?}"))?;
        }
        Ok(out)
    }
}

impl Serialize for Traits {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Traits {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// What a library card's text requires of the minion playing it (or, for a master card,
/// of a ready minion its player controls), beyond its Discipline and clan: read from a
/// "Requires …" sentence when the facts are built (comprehensive rules, "Requirements for
/// Playing Cards": "other requirements (such as capacity or title) stated in the card
/// text"). Every part must hold; `titles` and `sects` are each one of.
///
/// Serialises as words joined by spaces: `vampire`, `titled`, `untitled`, `city-title`,
/// `title=prince+justicar`, `sect=Anarch+Independent`, `!sect=Camarilla`, `cap>=5`,
/// `cap<=4`, `trait=black-hand/seraph`, `!trait=sterile`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Needs {
    /// Only a vampire.
    pub vampire: bool,
    /// `Some(true)`: any title; `Some(false)`: no title.
    pub titled: Option<bool>,
    /// A title held by a city (prince, baron, archbishop).
    pub city_title: bool,
    /// One of these titles.
    pub titles: Vec<Title>,
    /// One of these sects.
    pub sects: Vec<Sect>,
    /// None of these sects.
    pub not_sects: Vec<Sect>,
    /// Capacity at least this (0: none).
    pub min_capacity: u8,
    /// Capacity at most this (0: none).
    pub max_capacity: u8,
    /// Every one of these traits.
    pub traits: Traits,
    /// None of these traits.
    pub not_traits: Traits,
}

impl Needs {
    /// Reads the requirement of a library card's text: the first sentence opening with
    /// "Requires", when every word of it is understood (else `None`: a requirement half
    /// read would be enforced wrongly). Clan names among `clans` (the card's Clan column,
    /// checked elsewhere) are skipped.
    pub fn of_text(text: &str, clans: &[String]) -> Option<Needs> {
        let at = text
            .match_indices("Requires ")
            .map(|(i, _)| i)
            .find(|&i| i == 0 || text[..i].trim_end().ends_with(['.', ':', '\n', ')']))?;
        let rest = &text[at + "Requires ".len()..];
        let end = rest.find(['.', ':', ';', '(', '\n']).unwrap_or(rest.len());
        let mut phrase = format!(" {} ", rest[..end].replace(',', " , "));
        for clan in clans {
            phrase = phrase.replace(&format!(" {clan} "), " ");
        }
        // Multi-word names first, as single tokens.
        for (from, to) in [
            (" inner circle member", " inner-circle"),
            (" non-red list", " non-red-list"),
            (" red list", " red-list"),
            (" black hand", " black-hand"),
            (" city title", " city-title"),
            (" capacity above ", " capacity-above "),
            (" capacity less than ", " capacity-below "),
            (" or more", " or-more"),
            (" or less", " or-less"),
        ] {
            phrase = phrase.to_lowercase().replace(from, to);
        }
        let words: Vec<&str> = phrase.split_whitespace().collect();
        let mut n = Needs::default();
        // The category of each word, to refuse "a Laibon or non-titled vampire".
        #[derive(PartialEq, Clone, Copy)]
        enum Cat {
            Title,
            Sect,
            Other,
        }
        let mut cats = vec![Cat::Other; words.len()];
        let mut i = 0;
        while i < words.len() {
            let w = words[i];
            match w {
                "a" | "an" | "ready" | "," | "or" | "minion" => {}
                "vampire" => n.vampire = true,
                "titled" => n.titled = Some(true),
                "non-titled" => n.titled = Some(false),
                "with" | "of" => {
                    // "with capacity 7 or more", "with a capacity above 7", "of capacity
                    // less than 3", "with a city title".
                    let mut j = i + 1;
                    if words.get(j) == Some(&"a") {
                        j += 1;
                    }
                    let num = |k: usize| words.get(k).and_then(|x| x.parse::<u8>().ok());
                    match words.get(j).copied() {
                        Some("city-title") => {
                            n.city_title = true;
                            i = j + 1;
                        }
                        Some("capacity") => {
                            let k = num(j + 1)?;
                            match words.get(j + 2).copied() {
                                Some("or-more") => n.min_capacity = k,
                                Some("or-less") => n.max_capacity = k,
                                _ => return None,
                            }
                            i = j + 3;
                        }
                        Some("capacity-above") => {
                            n.min_capacity = num(j + 1)?.checked_add(1)?;
                            i = j + 2;
                        }
                        Some("capacity-below") => {
                            n.max_capacity = num(j + 1)?.checked_sub(1)?;
                            i = j + 2;
                        }
                        _ => return None,
                    }
                    n.vampire |= !n.city_title;
                    continue;
                }
                "non-sterile" => n.not_traits |= Traits::STERILE,
                "non-red-list" => n.not_traits |= Traits::RED_LIST,
                "black-hand" | "seraph" | "infernal" | "red-list" | "slave" => {
                    n.traits |= w.parse::<Traits>().ok()?;
                }
                w => {
                    if let Some(s) = w.strip_prefix("non-").and_then(Sect::from_name) {
                        n.not_sects.push(s);
                    } else if let Some(s) = Sect::from_name(w) {
                        n.sects.push(s);
                        cats[i] = Cat::Sect;
                    } else if let Ok(t) = w.replace('-', " ").parse::<Title>() {
                        n.titles.push(t);
                        cats[i] = Cat::Title;
                    } else {
                        return None;
                    }
                }
            }
            i += 1;
        }
        // "X or Y", "X, Y or Z": alternatives of one kind only (titles, or sects).
        for (j, w) in words.iter().enumerate() {
            if *w == "or" {
                let before = j.checked_sub(1).map(|b| cats[b]);
                let after = cats.get(j + 1).copied();
                match (before, after) {
                    (Some(b), Some(a)) if a == b && a != Cat::Other => {}
                    _ => return None,
                }
            }
        }
        if n == Needs::default() {
            return None;
        }
        // Titles, sects, capacity and these traits belong to vampires.
        n.vampire |= !n.titles.is_empty()
            || n.titled.is_some()
            || n.city_title
            || !n.sects.is_empty()
            || !n.not_sects.is_empty()
            || n.not_traits.contains(Traits::STERILE);
        Some(n)
    }
}

impl fmt::Display for Needs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if self.vampire {
            parts.push("vampire".into());
        }
        match self.titled {
            Some(true) => parts.push("titled".into()),
            Some(false) => parts.push("untitled".into()),
            None => {}
        }
        if self.city_title {
            parts.push("city-title".into());
        }
        let join = |v: Vec<String>| v.join("+");
        if !self.titles.is_empty() {
            let t = self.titles.iter().map(|t| t.to_string().replace(' ', "-"));
            parts.push(format!("title={}", join(t.collect())));
        }
        if !self.sects.is_empty() {
            let s = self.sects.iter().map(|s| s.name().to_string());
            parts.push(format!("sect={}", join(s.collect())));
        }
        if !self.not_sects.is_empty() {
            let s = self.not_sects.iter().map(|s| s.name().to_string());
            parts.push(format!("!sect={}", join(s.collect())));
        }
        if self.min_capacity > 0 {
            parts.push(format!("cap>={}", self.min_capacity));
        }
        if self.max_capacity > 0 {
            parts.push(format!("cap<={}", self.max_capacity));
        }
        if !self.traits.is_empty() {
            parts.push(format!("trait={}", self.traits));
        }
        if !self.not_traits.is_empty() {
            parts.push(format!("!trait={}", self.not_traits));
        }
        f.write_str(&parts.join(" "))
    }
}

impl FromStr for Needs {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut n = Needs::default();
        let sects = |v: &str| {
            v.split('+')
                .map(|x| Sect::from_name(x).ok_or_else(|| format!("unknown sect {x:?}")))
                .collect::<Result<Vec<_>, _>>()
        };
        let cap = |v: &str| v.parse::<u8>().map_err(|_| format!("bad capacity {v:?}"));
        for w in s.split_whitespace() {
            match w {
                "vampire" => n.vampire = true,
                "titled" => n.titled = Some(true),
                "untitled" => n.titled = Some(false),
                "city-title" => n.city_title = true,
                _ => match w.split_once('=') {
                    Some(("title", v)) => {
                        n.titles = v
                            .split('+')
                            .map(|t| t.replace('-', " ").parse::<Title>())
                            .collect::<Result<_, _>>()?
                    }
                    Some(("sect", v)) => n.sects = sects(v)?,
                    Some(("!sect", v)) => n.not_sects = sects(v)?,
                    Some(("cap>", v)) => n.min_capacity = cap(v)?,
                    Some(("cap<", v)) => n.max_capacity = cap(v)?,
                    Some(("trait", v)) => n.traits = v.parse()?,
                    Some(("!trait", v)) => n.not_traits = v.parse()?,
                    _ => return Err(format!("unknown requirement word {w:?}")),
                },
            }
        }
        Ok(n)
    }
}

impl Serialize for Needs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Needs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

macro_rules! disciplines {
    ($($variant:ident => $tri:literal, $name:literal;)*) => {
        /// A discipline (or Imbued virtue) trigram, as used in the card lists.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Discipline {
            $(
                #[doc = $name]
                $variant,
            )*
        }

        impl Discipline {
            /// Every discipline, in declaration order.
            pub const ALL: &'static [Discipline] = &[$(Discipline::$variant),*];

            /// The lower-case trigram, e.g. `"dom"`.
            pub fn trigram(self) -> &'static str {
                match self { $(Discipline::$variant => $tri),* }
            }

            /// The English name, e.g. `"Dominate"`.
            pub fn name(self) -> &'static str {
                match self { $(Discipline::$variant => $name),* }
            }
        }
    };
}

disciplines! {
    Abombwe => "abo", "Abombwe";
    Animalism => "ani", "Animalism";
    Auspex => "aus", "Auspex";
    Celerity => "cel", "Celerity";
    Chimerstry => "chi", "Chimerstry";
    Daimoinon => "dai", "Daimoinon";
    Dementation => "dem", "Dementation";
    Dominate => "dom", "Dominate";
    Flight => "fli", "Flight";
    Fortitude => "for", "Fortitude";
    Maleficia => "mal", "Maleficia";
    Melpominee => "mel", "Melpominee";
    Mytherceria => "myt", "Mytherceria";
    Necromancy => "nec", "Necromancy";
    Obeah => "obe", "Obeah";
    Obfuscate => "obf", "Obfuscate";
    Oblivion => "obl", "Oblivion";
    Obtenebration => "obt", "Obtenebration";
    Potence => "pot", "Potence";
    Presence => "pre", "Presence";
    Protean => "pro", "Protean";
    Quietus => "qui", "Quietus";
    Sanguinus => "san", "Sanguinus";
    Serpentis => "ser", "Serpentis";
    Spiritus => "spi", "Spiritus";
    Striga => "str", "Striga";
    Temporis => "tem", "Temporis";
    Thanatosis => "thn", "Thanatosis";
    Thaumaturgy => "tha", "Thaumaturgy";
    Valeren => "val", "Valeren";
    Vicissitude => "vic", "Vicissitude";
    Visceratika => "vis", "Visceratika";
    Defense => "def", "Defense";
    Innocence => "inn", "Innocence";
    Judgment => "jud", "Judgment";
    Martyrdom => "mar", "Martyrdom";
    Redemption => "red", "Redemption";
    Vengeance => "ven", "Vengeance";
    Vision => "viz", "Vision";
}

impl Discipline {
    /// Parses a trigram, case-insensitive (`"dom"`, `"DOM"`).
    pub fn from_trigram(s: &str) -> Option<Self> {
        let s = s.trim();
        Self::ALL
            .iter()
            .copied()
            .find(|d| d.trigram().eq_ignore_ascii_case(s))
    }

    /// Parses a trigram or a full name, case-insensitive; raw VEKN lists use
    /// full names, and V5 renamed Thaumaturgy to Blood Sorcery.
    pub fn from_name_or_trigram(s: &str) -> Option<Self> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("blood sorcery") {
            return Some(Discipline::Thaumaturgy);
        }
        Self::from_trigram(s).or_else(|| {
            Self::ALL
                .iter()
                .copied()
                .find(|d| d.name().eq_ignore_ascii_case(s))
        })
    }

    /// True for the seven Imbued virtues.
    pub fn is_virtue(self) -> bool {
        matches!(
            self,
            Discipline::Defense
                | Discipline::Innocence
                | Discipline::Judgment
                | Discipline::Martyrdom
                | Discipline::Redemption
                | Discipline::Vengeance
                | Discipline::Vision
        )
    }
}

impl fmt::Display for Discipline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.trigram())
    }
}

impl Serialize for Discipline {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.trigram())
    }
}

impl<'de> Deserialize<'de> for Discipline {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Discipline::from_trigram(&s)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown discipline {s:?}")))
    }
}

/// The level at which a crypt card has a discipline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// Lower-case trigram in the lists.
    Inferior,
    /// Upper-case trigram in the lists.
    Superior,
}

/// Parses a crypt discipline list like `"for pot DOM PRE"` (case gives the level).
pub(crate) fn parse_crypt_disciplines(s: &str) -> Result<Vec<(Discipline, Level)>, String> {
    let mut out = Vec::new();
    for tok in s.split_whitespace() {
        // "-none-" marks vampires and imbued with no discipline at all.
        if tok.eq_ignore_ascii_case("-none-") {
            continue;
        }
        let d =
            Discipline::from_trigram(tok).ok_or_else(|| format!("unknown discipline {tok:?}"))?;
        let level = if tok.chars().all(|c| c.is_ascii_uppercase()) {
            Level::Superior
        } else if tok.chars().all(|c| c.is_ascii_lowercase()) {
            Level::Inferior
        } else {
            return Err(format!(
                "discipline {tok:?} is neither all lower nor all upper case"
            ));
        };
        out.push((d, level));
    }
    Ok(out)
}

fn format_crypt_disciplines(list: &[(Discipline, Level)]) -> String {
    let parts: Vec<String> = list
        .iter()
        .map(|(d, l)| match l {
            Level::Inferior => d.trigram().to_string(),
            Level::Superior => d.trigram().to_ascii_uppercase(),
        })
        .collect();
    parts.join(" ")
}

/// Serde adapter: crypt disciplines as the CSV's `"for pot DOM PRE"` string.
pub(crate) mod crypt_disciplines_serde {
    use super::*;

    pub fn serialize<S: Serializer>(v: &[(Discipline, Level)], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_crypt_disciplines(v))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<(Discipline, Level)>, D::Error> {
        let s = String::deserialize(d)?;
        parse_crypt_disciplines(&s).map_err(serde::de::Error::custom)
    }
}

/// A library card's discipline requirement: outer Vec = alternatives ("/" = one of), inner = all required ("&").
///
/// Written like the KRCG lists: `"vis/tha"`, `"pot&pre"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DisciplineReq(pub Vec<Vec<Discipline>>);

impl DisciplineReq {
    /// True if a minion with the given disciplines meets one of the alternatives.
    pub fn is_met_by(&self, has: impl Fn(Discipline) -> bool) -> bool {
        self.0.iter().any(|all| all.iter().all(|d| has(*d)))
    }

    /// Every discipline named anywhere in the requirement.
    pub fn disciplines(&self) -> impl Iterator<Item = Discipline> + '_ {
        self.0.iter().flatten().copied()
    }
}

impl fmt::Display for DisciplineReq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, all) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            for (j, d) in all.iter().enumerate() {
                if j > 0 {
                    f.write_str("&")?;
                }
                f.write_str(d.trigram())?;
            }
        }
        Ok(())
    }
}

impl FromStr for DisciplineReq {
    type Err = String;
    /// Parses `"vis/tha"` or `"pot & pre"`; also accepts full names, as raw
    /// VEKN lists write them. `/` binds looser than `&`.
    fn from_str(s: &str) -> Result<Self, String> {
        let mut alts = Vec::new();
        for alt in s.split('/') {
            let mut all = Vec::new();
            for part in alt.split('&') {
                let part = part.trim();
                let d = Discipline::from_name_or_trigram(part)
                    .ok_or_else(|| format!("unknown discipline {part:?} in {s:?}"))?;
                all.push(d);
            }
            alts.push(all);
        }
        Ok(DisciplineReq(alts))
    }
}

impl Serialize for DisciplineReq {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DisciplineReq {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for LibraryTypes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for LibraryTypes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A crypt card's sect, read from the start of its text. Library cards and imbued have `None`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Sect {
    /// The Camarilla.
    Camarilla,
    /// The Sabbat.
    Sabbat,
    /// Anarchs.
    Anarch,
    /// Independent vampires.
    Independent,
    /// Laibon.
    Laibon,
    /// No sect (imbued, library cards).
    #[default]
    None,
}

impl Sect {
    /// Parses a sect word, case-insensitive.
    pub fn from_name(s: &str) -> Option<Self> {
        [
            Sect::Camarilla,
            Sect::Sabbat,
            Sect::Anarch,
            Sect::Independent,
            Sect::Laibon,
        ]
        .into_iter()
        .find(|sect| sect.name().eq_ignore_ascii_case(s.trim()))
    }

    /// The English name ("None" for no sect).
    pub fn name(self) -> &'static str {
        match self {
            Sect::Camarilla => "Camarilla",
            Sect::Sabbat => "Sabbat",
            Sect::Anarch => "Anarch",
            Sect::Independent => "Independent",
            Sect::Laibon => "Laibon",
            Sect::None => "None",
        }
    }
}

/// A crypt card's printed title, from the Title column ("2 votes" → `Votes(2)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Title {
    /// Camarilla primogen.
    Primogen,
    /// Camarilla prince.
    Prince,
    /// Camarilla justicar.
    Justicar,
    /// Camarilla Inner Circle member.
    InnerCircle,
    /// Anarch baron.
    Baron,
    /// Sabbat bishop.
    Bishop,
    /// Sabbat archbishop.
    Archbishop,
    /// Sabbat cardinal.
    Cardinal,
    /// Sabbat regent.
    Regent,
    /// Sabbat priscus.
    Priscus,
    /// Laibon magaji.
    Magaji,
    /// Laibon kholo.
    Kholo,
    /// An Independent titled vampire with this many votes.
    Votes(u8),
}

impl Title {
    /// Votes the title gives in a referendum. A priscus gives none: its
    /// ballot only counts in the priscus sub-referendum.
    pub fn votes(self) -> u8 {
        match self {
            Title::Primogen => 1,
            Title::Prince => 2,
            Title::Justicar => 3,
            Title::InnerCircle => 4,
            Title::Baron => 2,
            Title::Bishop => 1,
            Title::Archbishop => 2,
            Title::Cardinal => 3,
            Title::Regent => 4,
            Title::Priscus => 0,
            Title::Magaji => 2,
            Title::Kholo => 2,
            Title::Votes(n) => n,
        }
    }

    const NAMED: [(Title, &'static str); 12] = [
        (Title::Primogen, "primogen"),
        (Title::Prince, "prince"),
        (Title::Justicar, "justicar"),
        (Title::InnerCircle, "inner circle"),
        (Title::Baron, "baron"),
        (Title::Bishop, "bishop"),
        (Title::Archbishop, "archbishop"),
        (Title::Cardinal, "cardinal"),
        (Title::Regent, "regent"),
        (Title::Priscus, "priscus"),
        (Title::Magaji, "magaji"),
        (Title::Kholo, "kholo"),
    ];
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Title::Votes(1) => f.write_str("1 vote"),
            Title::Votes(n) => write!(f, "{n} votes"),
            t => {
                let name = Title::NAMED.iter().find(|(x, _)| x == t).map(|(_, n)| *n);
                f.write_str(name.unwrap_or("?"))
            }
        }
    }
}

impl FromStr for Title {
    type Err = String;
    /// Parses the Title column: `"prince"`, `"inner circle"`, `"2 votes"`.
    fn from_str(s: &str) -> Result<Self, String> {
        let t = s.trim().to_ascii_lowercase();
        if let Some((title, _)) = Title::NAMED.iter().find(|(_, n)| *n == t) {
            return Ok(*title);
        }
        let mut words = t.split_whitespace();
        if let (Some(n), Some("vote" | "votes"), None) = (words.next(), words.next(), words.next())
        {
            if let Ok(n) = n.parse::<u8>() {
                return Ok(Title::Votes(n));
            }
        }
        Err(format!("unknown title {s:?}"))
    }
}

impl Serialize for Title {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Title {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn no_windows(w: &AbilityWindows) -> bool {
    w.is_empty()
}

fn no_traits(t: &Traits) -> bool {
    t.is_empty()
}

fn no_types(t: &LibraryTypes) -> bool {
    t.is_empty()
}

fn is_no_sect(s: &Sect) -> bool {
    *s == Sect::None
}

/// Everything the engine may need to know about a card, except its text.
///
/// Fields that do not apply to a card's kind hold their default (0, false,
/// empty, `None`); the facts file leaves them out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardFacts {
    /// Official VEKN card id (crypt 2xxxxx, library 1xxxxx).
    pub id: u32,
    /// English name as printed, article first ("The Barrens").
    pub name: String,
    /// Other names the card is known by (old spellings, printings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aka: Vec<String>,
    /// French name, when a translation exists.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_fr: Option<String>,
    /// Crypt or library.
    pub kind: CardKind,
    /// Vampire or imbued (crypt only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crypt_type: Option<CryptType>,
    /// Library card types; empty for crypt cards.
    #[serde(default, skip_serializing_if = "no_types")]
    pub types: LibraryTypes,
    /// Crypt: its clan (or creed); library: the clans it requires, any one of.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clans: Vec<String>,
    /// Crypt group; `None` for group "any" and for library cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<u8>,
    /// Advanced vampire.
    #[serde(default, skip_serializing_if = "is_false")]
    pub advanced: bool,
    /// Crypt capacity.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub capacity: u8,
    /// Crypt disciplines with their level.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        with = "crypt_disciplines_serde"
    )]
    pub disciplines: Vec<(Discipline, Level)>,
    /// Library discipline requirement.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requirement: Option<DisciplineReq>,
    /// Pool cost (0 when none or X).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pool_cost: u8,
    /// Blood cost (0 when none or X).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub blood_cost: u8,
    /// Conviction cost (0 when none or X).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub conviction_cost: u8,
    /// One of the costs is X (chosen when played); the matching field is 0.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cost_is_x: bool,
    /// Crypt sect, read from the start of the card text.
    #[serde(default, skip_serializing_if = "is_no_sect")]
    pub sect: Sect,
    /// Crypt title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Title>,
    /// What a unique title is unique over (`city:Paris` for princes, barons and
    /// archbishops, `justicar:Toreador`, `regent`): two claimants contest it (p. 18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_key: Option<String>,
    /// Votes from the title (see [`Title::votes`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub votes: u8,
    /// Unique card: library cards marked "Unique" (also "unique location",
    /// "unique master"…); crypt cards unless marked "Non-unique".
    #[serde(default, skip_serializing_if = "is_false")]
    pub unique: bool,
    /// Master: trifle (grants an extra master phase action).
    #[serde(default, skip_serializing_if = "is_false")]
    pub trifle: bool,
    /// Master: out-of-turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub out_of_turn: bool,
    /// A location: master locations, and equipment counting as a location once in play.
    #[serde(default, skip_serializing_if = "is_false")]
    pub location: bool,
    /// Allies and retainers: starting life.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life: Option<u8>,
    /// Allies and retainers: printed strength.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength: Option<u8>,
    /// Allies and retainers: printed bleed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bleed: Option<u8>,
    /// A master or action card that becomes an ally once put in play: its life, strength and
    /// bleed are read from that sentence of its text; it is an ally only while in play.
    #[serde(default, skip_serializing_if = "is_false")]
    pub becomes_ally: bool,
    /// Library card with a burn option (can be discarded to cancel the Edge…).
    #[serde(default, skip_serializing_if = "is_false")]
    pub burn_option: bool,
    /// Banned from constructed play.
    #[serde(default, skip_serializing_if = "is_false")]
    pub banned: bool,
    /// A vampire with no special ability: its text holds only its sect and title (or its
    /// votes), which the other facts already say, so the rules play it from its facts alone.
    /// Never set for imbued, advanced vampires or library cards.
    #[serde(default, skip_serializing_if = "is_false")]
    pub plain: bool,
    /// A vampire with a special ability (not `plain`): the windows where it can apply, read
    /// from its text's words ([`AbilityWindows::of_text`]); a manual ability is offered there.
    #[serde(default, skip_serializing_if = "no_windows")]
    pub windows: AbilityWindows,
    /// A vampire's traits, read from its text ([`Traits::of_text`]).
    #[serde(default, skip_serializing_if = "no_traits")]
    pub traits: Traits,
    /// A slave's clan ("Tremere slave": `Tremere`), read from its text
    /// ([`Traits::slave_clan`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slave_of: Option<String>,
    /// A library card's requirement written in its text ([`Needs::of_text`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needs: Option<Needs>,
}

impl CardFacts {
    /// True for crypt cards.
    pub fn is_crypt(&self) -> bool {
        self.kind == CardKind::Crypt
    }

    /// True for library cards.
    pub fn is_library(&self) -> bool {
        self.kind == CardKind::Library
    }

    /// The level at which this crypt card has `d`, if at all.
    pub fn discipline_level(&self, d: Discipline) -> Option<Level> {
        self.disciplines
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, l)| *l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_types_round_trip() {
        let t: LibraryTypes = "Action Modifier/Combat".parse().unwrap();
        assert!(t.contains(LibraryTypes::COMBAT));
        assert!(t.contains(LibraryTypes::ACTION_MODIFIER));
        assert!(!t.contains(LibraryTypes::ACTION));
        assert_eq!(t.to_string(), "Action Modifier/Combat");
        assert!("Bogus".parse::<LibraryTypes>().is_err());
    }

    #[test]
    fn ability_windows_from_words() {
        let w = AbilityWindows::of_text(" She gets +1 bleed and +1 strength.");
        assert_eq!(w, AbilityWindows::ACTION | AbilityWindows::COMBAT);
        assert_eq!(w.to_string(), "action/combat");
        assert_eq!("action/combat".parse::<AbilityWindows>(), Ok(w));
        assert_eq!(
            AbilityWindows::of_text(" During your unlock phase, gain a pool."),
            AbilityWindows::UNLOCK
        );
        assert_eq!(
            AbilityWindows::of_text(" Black Hand. Seraph. Tremere slave."),
            AbilityWindows::NONE
        );
        assert_eq!(
            AbilityWindows::of_text(" Whenever a card is drawn, look at it."),
            AbilityWindows::ANY
        );
        assert!("nowhere".parse::<AbilityWindows>().is_err());
    }

    #[test]
    fn traits_from_words() {
        let t = Traits::of_text("Sabbat. Black Hand Seraph: +1 bleed.");
        assert_eq!(t, Traits::BLACK_HAND | Traits::SERAPH);
        assert_eq!(t.to_string(), "black-hand/seraph");
        assert_eq!("black-hand/seraph".parse::<Traits>(), Ok(t));
        assert_eq!(
            Traits::slave_clan("Camarilla Tremere Slave: Flight [FLIGHT].").as_deref(),
            Some("Tremere")
        );
        assert_eq!(
            Traits::slave_clan("Sabbat: Flight [FLIGHT]. Tremere antitribu slave.").as_deref(),
            Some("Tremere antitribu")
        );
        assert_eq!(
            Traits::slave_clan("Sabbat: Toy cannot act. Malkavian antitribu slave.").as_deref(),
            Some("Malkavian antitribu")
        );
        assert_eq!(Traits::slave_clan("Camarilla: Flight [FLIGHT]."), None);
        let pugfar = "Sabbat Tremere antitribu Slave: gives a press.";
        assert!(Traits::of_text(pugfar).contains(Traits::SLAVE));
        assert_eq!(
            Traits::slave_clan(pugfar).as_deref(),
            Some("Tremere antitribu")
        );
        assert_eq!(
            Traits::of_text("Camarilla Tremere Slave: Flight [FLIGHT]."),
            Traits::SLAVE | Traits::FLIGHT
        );
        assert_eq!(
            Traits::of_text("Independent: Blood cursed."),
            Traits::BLOOD_CURSED
        );
        // A trait named inside an ability is not the vampire's.
        assert_eq!(
            Traits::of_text("Camarilla: +1 strength against Red List minions."),
            Traits::NONE
        );
    }

    #[test]
    fn needs_from_words() {
        let clans = ["Gangrel".to_string()];
        let n = |t: &str| Needs::of_text(t, &clans).map(|n| n.to_string());
        assert_eq!(
            n("Requires a titled vampire.").as_deref(),
            Some("vampire titled")
        );
        assert_eq!(
            n("Action. Requires a prince or justicar.").as_deref(),
            Some("vampire title=prince+justicar")
        );
        assert_eq!(
            n("Requires a ready, non-sterile Gangrel with capacity above 4.").as_deref(),
            Some("vampire cap>=5 !trait=sterile")
        );
        assert_eq!(
            n("Requires an Independent or Anarch vampire.").as_deref(),
            Some("vampire sect=Independent+Anarch")
        );
        assert_eq!(
            n("Requires a vampire with a city title.").as_deref(),
            Some("vampire city-title")
        );
        // Mixed alternatives, unknown words, other clans: not read.
        assert_eq!(n("Requires a Laibon or non-titled vampire."), None);
        assert_eq!(n("Requires a ready imbued."), None);
        assert_eq!(n("Requires a non-sterile Ravnos."), None);
        assert_eq!(n("This card requires a titled vampire."), None);
        let r: Needs = "vampire titled !sect=Anarch cap>=5 trait=black-hand"
            .parse()
            .unwrap();
        assert_eq!(
            r.to_string(),
            "vampire titled !sect=Anarch cap>=5 trait=black-hand"
        );
        assert!("cap>=x".parse::<Needs>().is_err());
    }

    #[test]
    fn requirement_parsing() {
        let r: DisciplineReq = "vis/tha".parse().unwrap();
        assert_eq!(
            r.0,
            vec![vec![Discipline::Visceratika], vec![Discipline::Thaumaturgy]]
        );
        let r: DisciplineReq = "Potence & Presence".parse().unwrap();
        assert_eq!(r.to_string(), "pot&pre");
        assert!(r.is_met_by(|d| matches!(d, Discipline::Potence | Discipline::Presence)));
        assert!(!r.is_met_by(|d| d == Discipline::Potence));
    }

    #[test]
    fn titles() {
        assert_eq!("2 votes".parse::<Title>().unwrap(), Title::Votes(2));
        assert_eq!("1 vote".parse::<Title>().unwrap().to_string(), "1 vote");
        assert_eq!("inner circle".parse::<Title>().unwrap(), Title::InnerCircle);
        assert_eq!(Title::Priscus.votes(), 0);
        assert_eq!(Title::Regent.votes(), 4);
    }

    #[test]
    fn crypt_discipline_levels() {
        let d = parse_crypt_disciplines("for pot DOM PRE").unwrap();
        assert_eq!(d[0], (Discipline::Fortitude, Level::Inferior));
        assert_eq!(d[3], (Discipline::Presence, Level::Superior));
        assert_eq!(format_crypt_disciplines(&d), "for pot DOM PRE");
        assert!(parse_crypt_disciplines("-none-").unwrap().is_empty());
        assert!(parse_crypt_disciplines("xyz").is_err());
    }

    #[test]
    fn trigrams_round_trip() {
        for d in Discipline::ALL {
            assert_eq!(Discipline::from_trigram(d.trigram()), Some(*d));
            assert_eq!(Discipline::from_name_or_trigram(d.name()), Some(*d));
        }
    }
}
