//! The five phases of a turn: a noun of the game that the vocabulary ([`crate::defs`]) and
//! the state both use.

use serde::{Deserialize, Serialize};

/// The five phases of a turn (rulebook p. 17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Untap phase.
    Untap,
    /// Master phase.
    Master,
    /// Minion phase.
    Minion,
    /// Influence phase.
    Influence,
    /// Discard phase.
    Discard,
    /// The game is over.
    Over,
}

impl Phase {
    /// Stable lowercase name.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Untap => "untap",
            Phase::Master => "master",
            Phase::Minion => "minion",
            Phase::Influence => "influence",
            Phase::Discard => "discard",
            Phase::Over => "over",
        }
    }

    /// Reads a phase name.
    pub fn from_name(s: &str) -> Option<Phase> {
        [
            Phase::Untap,
            Phase::Master,
            Phase::Minion,
            Phase::Influence,
            Phase::Discard,
            Phase::Over,
        ]
        .into_iter()
        .find(|p| p.name() == s)
    }
}
