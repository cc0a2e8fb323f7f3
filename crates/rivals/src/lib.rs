//! The Vampire: The Masquerade – Rivals rules engine (Core set).
//!
//! A pure, deterministic state machine (see [`Rivals`]) behind the shared
//! [`jyhad_table::Game`] trait. Rules cite the French Core rulebook
//! (`../shared/seeds/001_…`) by page and section; see `docs/rivals.md`.

mod attack;
pub mod board;
pub mod choice;
pub mod decks;
mod determinize;
pub mod effects;
pub mod facts;
mod game;
pub mod scenario;
pub mod state;
pub mod text;
mod turn;
pub mod view;

pub use choice::{CardId, Choice, EndReason, Event};
pub use decks::{deck, shipped_decks};
pub use game::{Rivals, SNAPSHOT_RULES};
pub use state::{DeckSpec, RivalsConfig, RivalsError, State};
pub use view::RivalsView;

/// A table of shipped decks by name (`brujah`, `toreador`, `ventrue`, `malkavian`).
pub fn config_of(names: &[&str]) -> Result<RivalsConfig, RivalsError> {
    let decks = names
        .iter()
        .map(|n| deck(n).ok_or_else(|| RivalsError::Config(format!("no shipped deck named {n:?}"))))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(RivalsConfig::new(decks))
}
