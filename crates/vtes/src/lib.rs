//! The Vampire: The Eternal Struggle rules engine.
//!
//! A pure, deterministic state machine (see [`Vtes`]): setup, the five phases of a turn,
//! actions, blocks, combat, torpor, ousting, with every rule citing the Fifth Edition
//! rulebook page (`../shared/seeds/000_…`) or a comprehensive-rules section.

mod abilities;
mod action;
mod action_cards;
pub mod choice;
mod combat;
pub mod config;
pub mod defs;
pub mod determinize;
pub mod effects_combat;
mod effects_modifiers;
pub mod effects_reactions;
pub mod error;
pub mod event;
mod game;
mod helpers;
pub mod ids;
pub mod in_play;
mod masks;
pub mod politics;
pub mod scenario;
pub mod setup;
pub mod state;
mod turn;
pub mod view;

pub use choice::Choice;
pub use config::{DeckSpec, VtesConfig};
pub use error::VtesError;
pub use event::Event;
pub use game::{Vtes, SNAPSHOT_RULES};
pub use ids::CardId;
pub use state::State;
