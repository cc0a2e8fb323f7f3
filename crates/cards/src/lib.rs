//! VTES card facts: every crypt and library card's name, kind, clan,
//! disciplines, costs, sect, title and keywords, but never its text.
//!
//! The facts come from the official VEKN card lists, turned into
//! `data/facts.jsonl` by [`build::build_facts`] and embedded in the crate,
//! so [`db`] works without any file at run time.
//!
//! A user can install a newer official list without a new release of Jyhad
//! (`jyhad cards import DIR`, see [`import`]): [`db`] then layers that file
//! over the embedded one (see [`user_facts_path`] and [`CardDb::layered`]).
//!
//! ```
//! let db = jyhad_cards::db();
//! let r = db.lookup("govern the unaligned").unwrap();
//! assert_eq!(db.get(r).name, "Govern the Unaligned");
//! ```

#![warn(missing_docs)]

pub mod build;
mod db;
mod facts;
pub mod import;

use std::path::PathBuf;
use std::sync::OnceLock;

pub use db::{name_key, parse_jsonl, CardDb, FactsError, LookupError, MAX_SUGGEST_QUERY};
pub use facts::{
    AbilityWindows, CardFacts, CardKind, CryptType, Discipline, DisciplineReq, Level, LibraryTypes,
    Needs, Sect, Title, Traits,
};

/// Index of a card in the facts database (dense, 0..len). Stable for a given facts file.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct CardRef(pub u16);

/// The facts file shipped with the crate (regenerate with the `build_facts` example).
pub const FACTS_JSONL: &str = include_str!("../data/facts.jsonl");

/// Where the facts used by [`db`] came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FactsSource {
    /// Only the facts embedded in the binary.
    Embedded,
    /// A user's facts file, layered over the embedded facts.
    User(PathBuf),
    /// A user's facts file exists but could not be used; the embedded facts are in use.
    UserInvalid {
        /// The file.
        path: PathBuf,
        /// Why it was refused.
        error: String,
    },
}

/// The embedded facts alone, whatever the user installed.
pub fn embedded_db() -> CardDb {
    // The shipped file is checked by the tests, so failing here is a build bug.
    CardDb::from_jsonl(FACTS_JSONL).expect("embedded facts.jsonl is valid")
}

/// The facts file a user installed with `jyhad cards import`, if any place is set:
///
/// 1. `JYHAD_FACTS`: a facts file; the value `embedded` means "use no user file";
/// 2. `JYHAD_DATA/facts.jsonl`;
/// 3. `XDG_DATA_HOME/jyhad/facts.jsonl`;
/// 4. `HOME/.local/share/jyhad/facts.jsonl` (`APPDATA\jyhad\facts.jsonl` on Windows).
///
/// The file need not exist; [`db`] uses it only when it does.
pub fn user_facts_path() -> Option<PathBuf> {
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    if let Some(f) = var("JYHAD_FACTS") {
        if f == "embedded" {
            return None;
        }
        return Some(PathBuf::from(f));
    }
    if let Some(d) = var("JYHAD_DATA") {
        return Some(PathBuf::from(d).join("facts.jsonl"));
    }
    if let Some(d) = var("XDG_DATA_HOME") {
        return Some(PathBuf::from(d).join("jyhad").join("facts.jsonl"));
    }
    if cfg!(windows) {
        if let Some(d) = var("APPDATA") {
            return Some(PathBuf::from(d).join("jyhad").join("facts.jsonl"));
        }
    }
    var("HOME").map(|h| PathBuf::from(h).join(".local/share/jyhad/facts.jsonl"))
}

struct Loaded {
    db: CardDb,
    source: FactsSource,
}

fn load() -> Loaded {
    let embedded = embedded_db();
    let Some(path) = user_facts_path().filter(|p| p.is_file()) else {
        return Loaded {
            db: embedded,
            source: FactsSource::Embedded,
        };
    };
    let layered = std::fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|text| parse_jsonl(&text).map_err(|e| e.to_string()))
        .and_then(|cards| CardDb::layered(&embedded, cards).map_err(|e| e.to_string()));
    match layered {
        Ok(db) => Loaded {
            db,
            source: FactsSource::User(path),
        },
        Err(error) => Loaded {
            db: embedded,
            source: FactsSource::UserInvalid { path, error },
        },
    }
}

fn loaded() -> &'static Loaded {
    static DB: OnceLock<Loaded> = OnceLock::new();
    DB.get_or_init(load)
}

/// The card facts, loaded on first use: the embedded facts, with the user's
/// installed facts file layered over them when there is one (see
/// [`user_facts_path`]). Card refs of embedded cards are the same either way.
pub fn db() -> &'static CardDb {
    &loaded().db
}

/// Where the facts of [`db`] came from (loads them if needed).
pub fn facts_source() -> &'static FactsSource {
    &loaded().source
}
