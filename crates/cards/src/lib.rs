//! VTES card facts: every crypt and library card's name, kind, clan,
//! disciplines, costs, sect, title and keywords, but never its text.
//!
//! The facts come from the official VEKN card lists, turned into
//! `data/facts.jsonl` by [`build::build_facts`] and embedded in the crate,
//! so [`db`] works without any file at run time.
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

use std::sync::OnceLock;

pub use db::{name_key, CardDb, FactsError, LookupError};
pub use facts::{
    CardFacts, CardKind, CryptType, Discipline, DisciplineReq, Level, LibraryTypes, Sect, Title,
};

/// Index of a card in the facts database (dense, 0..len). Stable for a given facts file.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct CardRef(pub u16);

/// The facts file shipped with the crate (regenerate with the `build_facts` example).
pub const FACTS_JSONL: &str = include_str!("../data/facts.jsonl");

/// The embedded facts, parsed on first use.
pub fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    // The shipped file is checked by the tests, so failing here is a build bug.
    DB.get_or_init(|| CardDb::from_jsonl(FACTS_JSONL).expect("embedded facts.jsonl is valid"))
}
