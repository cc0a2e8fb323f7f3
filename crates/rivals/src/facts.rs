//! Card facts of the Rivals Core set: mechanical fields only, no card text.
//!
//! `data/core-facts.jsonl` is generated from `../shared/data/rivals/cards.json` by the
//! crate's `rivals_facts` example ([`generate`]) and embedded in the binary.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

jyhad_table::kv_words! {
    /// The kind of a card (the source's "stack").
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum Kind {
        /// An Agenda card.
        Agenda = "agenda",
        /// A Haven card.
        Haven = "haven",
        /// A vampire of a Faction deck.
        Vampire = "vampire",
        /// A Library card.
        Library = "library",
        /// A City deck card (or the Prince of the City).
        City = "city",
    }
}

jyhad_table::kv_words! {
    /// An attack type (rulebook p. 7-9: ranged, physical, social, mental).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "lowercase")]
    pub enum AttackKind {
        /// Ranged: no attribute added, reduced by Physical, blocked only by Guards.
        Ranged = "ranged",
        /// Physical.
        Physical = "physical",
        /// Social.
        Social = "social",
        /// Mental.
        Mental = "mental",
    }
}

impl AttackKind {
    /// Every attack kind.
    pub const ALL: [AttackKind; 4] = [
        AttackKind::Ranged,
        AttackKind::Physical,
        AttackKind::Social,
        AttackKind::Mental,
    ];
    /// Index of the attribute that adds to (and reduces) this kind of damage
    /// (rulebook p. 4 "Anatomie d'un vampire": Physical also reduces Ranged).
    pub fn attribute(self) -> usize {
        match self {
            AttackKind::Ranged | AttackKind::Physical => 0,
            AttackKind::Social => 1,
            AttackKind::Mental => 2,
        }
    }
}

/// The mechanical facts of one card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFacts {
    /// Source id, e.g. `core-bella-forte`.
    pub id: String,
    /// Card name.
    pub name: String,
    /// Card kind.
    pub kind: Kind,
    /// The source's type words (`attack`, `reaction`, `action`, `unhosted action`,
    /// `ongoing`, `scheme`, `title`, `conspiracy`, `influence modifier`, `event`, `mortal`,
    /// `citizen`, `retainer`, `second inquisition`, `antagonist`).
    #[serde(default)]
    pub types: Vec<String>,
    /// Clan (vampires; clan requirement of Library cards).
    #[serde(default)]
    pub clan: Option<String>,
    /// Blood Potency of a vampire.
    #[serde(default)]
    pub bp: Option<u8>,
    /// Blood Potency requirement of a Library card.
    #[serde(default)]
    pub bp_req: Option<u8>,
    /// Physical, Social, Mental of a vampire.
    #[serde(default)]
    pub attributes: [u8; 3],
    /// Disciplines with levels.
    #[serde(default)]
    pub disciplines: Vec<(String, u8)>,
    /// Attack types of an Attack card.
    #[serde(default)]
    pub attack: Vec<AttackKind>,
    /// Attack types a Reaction answers.
    #[serde(default)]
    pub reacts_to: Vec<AttackKind>,
    /// Printed damage.
    #[serde(default)]
    pub damage: Option<u8>,
    /// Printed shield.
    #[serde(default)]
    pub shield: Option<u8>,
    /// City mortals: blood needed to defeat them.
    #[serde(default)]
    pub blood: Option<u8>,
    /// City mortals: agenda gained when defeated.
    #[serde(default)]
    pub agenda: Option<u8>,
    /// City cards: copies in the City deck.
    #[serde(default)]
    pub copies: Option<u8>,
    /// Keywords that are rules (`guard`, `relentless`, `targeted`, `aggravated`).
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Titles: influence cost.
    #[serde(default)]
    pub title_cost: Option<u8>,
    /// Conspiracies: prestige needed to resolve.
    #[serde(default)]
    pub conspiracy_threshold: Option<u8>,
    /// Extra prestige cost to play.
    #[serde(default)]
    pub prestige_cost: Option<u8>,
    /// Influence Modifiers: influence gained.
    #[serde(default)]
    pub influence_modifier: Option<u8>,
    /// Havens: secrecy bonus.
    #[serde(default)]
    pub secrecy: Option<u8>,
}

impl CardFacts {
    /// Whether the card has this type word.
    pub fn is(&self, ty: &str) -> bool {
        self.types.iter().any(|t| t == ty)
    }
    /// Whether the card has this rules keyword.
    pub fn has_keyword(&self, k: &str) -> bool {
        self.keywords.iter().any(|t| t == k)
    }
    /// Discipline level.
    pub fn discipline(&self, d: &str) -> u8 {
        self.disciplines
            .iter()
            .find(|(n, _)| n == d)
            .map_or(0, |(_, l)| *l)
    }
}

/// Index of a card in [`db`].
pub type DefId = u16;

/// The embedded facts of the Core set.
pub struct Db {
    /// Every card, in the facts file's order.
    pub cards: Vec<CardFacts>,
}

impl Db {
    /// The card with this source id.
    pub fn by_id(&self, id: &str) -> Option<DefId> {
        self.cards
            .iter()
            .position(|c| c.id == id)
            .map(|i| i as DefId)
    }
    /// Forgiving lookup by name or id (case, accents and punctuation ignored).
    pub fn lookup(&self, name: &str) -> Option<DefId> {
        if let Some(i) = self.by_id(name) {
            return Some(i);
        }
        let key = fold(name);
        self.cards
            .iter()
            .position(|c| fold(&c.name) == key)
            .or_else(|| {
                // A name of the French rulebook (« Coup bas »).
                self.cards.iter().position(|c| {
                    jyhad_table::Lang::ALL
                        .iter()
                        .any(|l| fold(&crate::text::card_name(c, *l)) == key)
                })
            })
            .map(|i| i as DefId)
    }
    /// Facts of a card.
    pub fn get(&self, d: DefId) -> &CardFacts {
        &self.cards[usize::from(d)]
    }
}

/// Lower-case letters and digits only, accents folded.
pub fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ä' | 'À' | 'Á' => 'a',
            'é' | 'è' | 'ê' | 'ë' | 'É' => 'e',
            'í' | 'ì' | 'ï' | 'î' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'ü' | 'û' => 'u',
            'ç' => 'c',
            c => c.to_ascii_lowercase(),
        })
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

const FACTS: &str = include_str!("../data/core-facts.jsonl");

/// The Core set's card facts.
pub fn db() -> &'static Db {
    static DB: OnceLock<Db> = OnceLock::new();
    DB.get_or_init(|| Db {
        cards: FACTS
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).expect("embedded Rivals facts are valid"))
            .collect(),
    })
}

/// Builds the facts file (one JSON object a line) from the data set's `cards.json`:
/// keeps the `"Core"` cards and their mechanical fields, never their text.
pub fn generate(cards_json: &str) -> Result<String, String> {
    use serde_json::Value;
    let all: Vec<Value> = serde_json::from_str(cards_json).map_err(|e| e.to_string())?;
    let mut out = String::new();
    for c in all.iter().filter(|c| c["set"] == "Core") {
        let s = |k: &str| c[k].as_str().map(str::to_string);
        let n = |k: &str| c[k].as_u64().map(|v| v as u8);
        let d = |k: &str| c["derived"][k].as_u64().map(|v| v as u8);
        let words = |v: &Value| -> Vec<String> {
            v.as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|x| x.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default()
        };
        let kinds = |v: &Value| -> Vec<AttackKind> {
            words(v)
                .iter()
                .filter_map(|w| match w.as_str() {
                    "ranged" => Some(AttackKind::Ranged),
                    "physical" => Some(AttackKind::Physical),
                    "social" => Some(AttackKind::Social),
                    "mental" => Some(AttackKind::Mental),
                    _ => None,
                })
                .collect()
        };
        let kind = match c["stack"].as_str() {
            Some("agenda") => Kind::Agenda,
            Some("haven") => Kind::Haven,
            Some("faction") => Kind::Vampire,
            Some("library") => Kind::Library,
            Some("city") => Kind::City,
            other => return Err(format!("unknown stack {other:?}")),
        };
        let text = c["text"].as_str().unwrap_or("");
        let mut keywords = Vec::new();
        let derived_kw = words(&c["derived"]["keywords"]);
        for (word, kw) in [
            ("Guard", "guard"),
            ("Relentless", "relentless"),
            ("Targeted", "targeted"),
        ] {
            if derived_kw.iter().any(|k| k == word) {
                keywords.push(kw.to_string());
            }
        }
        // A Ranged attack dealing aggravated damage says so in its text (Molotov Cocktail).
        if kind == Kind::Library && text.contains("Aggravated") && c["damage"].is_number() {
            keywords.push("aggravated".to_string());
        }
        let mut disciplines: Vec<(String, u8)> = c["disciplineLevels"]
            .as_object()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.clone(), v.as_u64().unwrap_or(1) as u8))
                    .collect()
            })
            .unwrap_or_default();
        if disciplines.is_empty() {
            disciplines = words(&c["disciplines"])
                .into_iter()
                .map(|d| (d, 1))
                .collect();
        }
        let mut reacts_to = kinds(&c["derived"]["reactsTo"]);
        if reacts_to.is_empty() && words(&c["types"]).iter().any(|t| t == "reaction") {
            reacts_to = kinds(&c["attackTypes"]);
        }
        let is_attack = words(&c["types"]).iter().any(|t| t == "attack");
        let facts = CardFacts {
            id: s("id").ok_or("card without id")?,
            name: s("name").ok_or("card without name")?,
            kind,
            types: words(&c["types"]),
            clan: s("clan"),
            bp: n("bloodPotency"),
            bp_req: n("bloodPotencyRequirement"),
            attributes: [
                n("physical").unwrap_or(0),
                n("social").unwrap_or(0),
                n("mental").unwrap_or(0),
            ],
            disciplines,
            attack: if is_attack {
                kinds(&c["attackTypes"])
            } else {
                Vec::new()
            },
            reacts_to,
            damage: n("damage"),
            shield: n("shield"),
            blood: n("blood"),
            agenda: n("agenda"),
            copies: n("copies"),
            keywords,
            title_cost: d("titleInfluenceCost"),
            conspiracy_threshold: d("conspiracyPrestigeThreshold"),
            prestige_cost: d("playPrestigeCost"),
            influence_modifier: d("influenceModifierValue"),
            secrecy: d("havenSecrecyBonus"),
        };
        out.push_str(&serde_json::to_string(&facts).map_err(|e| e.to_string())?);
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_141_core_cards_load() {
        let db = db();
        assert_eq!(db.cards.len(), 141);
        let count = |k: Kind| db.cards.iter().filter(|c| c.kind == k).count();
        assert_eq!(count(Kind::Agenda), 8);
        assert_eq!(count(Kind::Haven), 8);
        assert_eq!(count(Kind::Vampire), 36);
        assert_eq!(count(Kind::Library), 69);
        assert_eq!(count(Kind::City), 20);
        let bella = db.get(db.lookup("Bella Forte").unwrap());
        assert_eq!((bella.bp, bella.attributes), (Some(5), [2, 0, 1]));
        let skunk = db.get(db.lookup("skunk").unwrap());
        assert!(skunk.has_keyword("guard"));
        let punch = db.get(db.lookup("Sucker Punch").unwrap());
        assert!(punch.has_keyword("targeted"));
        assert_eq!(punch.attack, vec![AttackKind::Physical]);
        let molotov = db.get(db.lookup("Molotov Cocktail").unwrap());
        assert!(molotov.has_keyword("aggravated"));
        let spot = db.get(db.lookup("Steal the Spotlight").unwrap());
        assert_eq!(spot.reacts_to, vec![AttackKind::Physical]);
        assert!(db.lookup("Jesus").is_some());
    }

    #[test]
    fn the_embedded_file_is_what_the_tool_generates() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../shared/data/rivals/cards.json"
        );
        // The shared data set is not shipped with the project; check when it is there.
        if let Ok(json) = std::fs::read_to_string(path) {
            assert_eq!(generate(&json).unwrap(), FACTS);
        }
    }
}
