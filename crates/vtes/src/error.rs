//! Typed errors of the VTES engine. An error never changes the game.

use jyhad_table::Seat;

/// Why a game could not start or a choice was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VtesError {
    /// The configuration cannot make a game.
    #[error("invalid game configuration: {0}")]
    Config(String),
    /// The game is over; nothing can be chosen.
    #[error("the game is over")]
    GameOver,
    /// Another seat must decide now.
    #[error("{seat} cannot choose now: waiting for {waiting}")]
    NotYourDecision {
        /// Who tried.
        seat: Seat,
        /// Who must decide.
        waiting: Seat,
    },
    /// The option is not among the legal options of the decision.
    #[error("illegal choice {choice:?} for {seat} ({prompt})")]
    Illegal {
        /// Who tried.
        seat: Seat,
        /// The refused choice.
        choice: String,
        /// What was being decided.
        prompt: &'static str,
    },
    /// A written text's words were lost between reading the choice and applying it (the
    /// table of recent texts reused its slot): write it again.
    #[error(
        "the text written by {seat} was lost before it was applied ({prompt}): write it again"
    )]
    TextLost {
        /// Who wrote it.
        seat: Seat,
        /// What was being decided.
        prompt: &'static str,
    },
}
