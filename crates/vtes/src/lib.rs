//! The Vampire: The Eternal Struggle rules engine.
//!
//! A pure, deterministic state machine (see [`Vtes`]): setup, the five phases of a turn,
//! actions, blocks, combat, torpor, ousting, with every rule citing the Fifth Edition
//! rulebook page (`../shared/seeds/000_…`) or a comprehensive-rules section.
//!
//! The folders show the layers (`docs/ARCHITECTURE.md` has their invariants):
//! - [`defs`]: the effect vocabulary, cards as data; imports nothing else of the crate
//!   but [`ids`] and [`phase`];
//! - [`state`]: plain data, the whole game as it stands;
//! - [`rules`]: the rules of play, one module per part of the turn;
//! - [`effects`]: the engine side of the vocabulary, one module per effect family;
//! - [`choice`], [`event`], [`view`], [`text`]: what crosses the engine's boundary.

pub mod automation;
pub mod choice;
pub mod config;
pub mod defs;
pub mod determinize;
pub mod effects;
pub mod error;
pub mod event;
mod game;
pub mod ids;
pub mod phase;
pub mod rules;
pub mod scenario;
pub mod state;
pub mod text;
pub mod view;

pub use automation::Automation;
pub use choice::Choice;
pub use config::{DeckSpec, VtesConfig};
pub use error::VtesError;
pub use event::Event;
pub use game::{Vtes, SNAPSHOT_RULES};
pub use ids::CardId;
pub use state::State;
