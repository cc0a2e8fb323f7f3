//! Installing a newer official card list than the embedded one.
//!
//! `jyhad cards import DIR` reads the CSVs of an official VEKN release (raw
//! VEKN spelling such as "Barrens, The" or KRCG's cleaned copies alike),
//! checks them with the same generator that builds the shipped facts, says
//! what changed against the embedded list, and writes the facts file where
//! [`crate::db`] looks for it ([`crate::user_facts_path`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::build::{build_facts, BuildError};
use crate::{embedded_db, parse_jsonl, CardFacts, CardKind};

/// A card list read and checked, ready to install.
#[derive(Clone, Debug)]
pub struct Import {
    /// The facts file text (JSONL, sorted by id).
    pub facts: String,
    /// Crypt cards in the list.
    pub crypt: usize,
    /// Library cards in the list.
    pub library: usize,
    /// Cards the embedded list does not have (id and name), by id.
    pub added: Vec<(u32, String)>,
    /// Cards whose facts differ from the embedded ones (id and name), by id.
    pub changed: Vec<(u32, String)>,
    /// Embedded cards the list lacks (id and name), by id; they stay known.
    pub missing: Vec<(u32, String)>,
}

/// Why a card list cannot be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The folder lacks a required file.
    #[error("{}: no {file} here; expected the CSV files of an official VEKN card list release (vtescrypt.csv and vteslib.csv)", dir.display())]
    NotARelease {
        /// The folder given.
        dir: PathBuf,
        /// The missing file.
        file: &'static str,
    },
    /// A CSV could not be read or understood (names the file, line and field).
    #[error(transparent)]
    Build(#[from] BuildError),
    /// The list holds no crypt card or no library card.
    #[error("{}: the list has {crypt} crypt and {library} library cards; a release has both", dir.display())]
    Empty {
        /// The folder given.
        dir: PathBuf,
        /// Crypt cards found.
        crypt: usize,
        /// Library cards found.
        library: usize,
    },
    /// Writing the facts file failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
}

/// Reads and checks the card list in `dir` and compares it with the embedded facts.
pub fn import_release(dir: &Path) -> Result<Import, ImportError> {
    for file in ["vtescrypt.csv", "vteslib.csv"] {
        if !dir.join(file).is_file() {
            return Err(ImportError::NotARelease {
                dir: dir.to_path_buf(),
                file,
            });
        }
    }
    let built = build_facts(dir)?;
    // The generator's own output always parses; a failure here is a bug.
    let mut cards = parse_jsonl(&built).expect("generated facts parse");
    // Raw VEKN releases have no translations: keep the French names Jyhad knows.
    let embedded = embedded_db();
    for c in &mut cards {
        if c.name_fr.is_none() {
            if let Some(r) = embedded.by_id(c.id) {
                c.name_fr.clone_from(&embedded.get(r).name_fr);
            }
        }
    }
    let mut facts = String::with_capacity(built.len());
    for c in &cards {
        facts.push_str(&serde_json::to_string(c).expect("card facts always serialise"));
        facts.push('\n');
    }
    let crypt = cards.iter().filter(|c| c.kind == CardKind::Crypt).count();
    let library = cards.len() - crypt;
    if crypt == 0 || library == 0 {
        return Err(ImportError::Empty {
            dir: dir.to_path_buf(),
            crypt,
            library,
        });
    }
    let (added, changed, missing) = compare(&embedded, &cards);
    Ok(Import {
        facts,
        crypt,
        library,
        added,
        changed,
        missing,
    })
}

type Named = Vec<(u32, String)>;

fn compare(embedded: &crate::CardDb, cards: &[CardFacts]) -> (Named, Named, Named) {
    let new: HashMap<u32, &CardFacts> = cards.iter().map(|c| (c.id, c)).collect();
    let mut added = Vec::new();
    let mut changed = Vec::new();
    for c in cards {
        match embedded.by_id(c.id) {
            None => added.push((c.id, c.name.clone())),
            Some(r) if embedded.get(r) != c => changed.push((c.id, c.name.clone())),
            Some(_) => {}
        }
    }
    let missing = embedded
        .iter()
        .filter(|(_, c)| !new.contains_key(&c.id))
        .map(|(_, c)| (c.id, c.name.clone()))
        .collect();
    (added, changed, missing)
}

/// Writes the facts file to `path` (creating its folder), replacing any
/// previous one only once the new one is completely written.
pub fn install(import: &Import, path: &Path) -> Result<(), ImportError> {
    let io = |source| ImportError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let tmp = path.with_extension("jsonl.tmp");
    std::fs::write(&tmp, &import.facts).map_err(|source| ImportError::Io {
        path: tmp.clone(),
        source,
    })?;
    std::fs::rename(&tmp, path).map_err(io)
}
