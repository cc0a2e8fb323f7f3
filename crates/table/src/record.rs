//! Game records: (config, seed, choice log), and replaying them.

use crate::{Game, Seat};
use serde::{Deserialize, Serialize};

/// Everything needed to reproduce a game bit for bit.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    /// The game's configuration.
    pub config: G::Config,
    /// The seed of the game's RNG.
    pub seed: u64,
    /// Every accepted choice, in order, by its text encoding.
    pub choices: Vec<(Seat, String)>,
}

/// Why a record could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The game could not start from the record's config.
    #[error("cannot start the game: {0}")]
    Start(String),
    /// A choice's text could not be parsed.
    #[error("choice {index} ({text:?}) cannot be read: {reason}")]
    Parse {
        /// 0-based position in the log.
        index: usize,
        /// The choice text.
        text: String,
        /// The parser's message.
        reason: String,
    },
    /// The engine refused a choice.
    #[error("choice {index} ({text:?}) by {seat} was refused: {reason}")]
    Refused {
        /// 0-based position in the log.
        index: usize,
        /// The deciding seat.
        seat: Seat,
        /// The choice text.
        text: String,
        /// The engine's error.
        reason: String,
    },
}

/// Rebuilds a game by replaying a record's choices.
pub fn replay<G: Game>(record: &Record<G>) -> Result<G, ReplayError> {
    let mut game =
        G::new_game(&record.config, record.seed).map_err(|e| ReplayError::Start(e.to_string()))?;
    for (index, (seat, text)) in record.choices.iter().enumerate() {
        let choice: G::Choice = text
            .parse()
            .map_err(|e: G::ParseError| ReplayError::Parse {
                index,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        game.apply(*seat, &choice)
            .map_err(|e| ReplayError::Refused {
                index,
                seat: *seat,
                text: text.clone(),
                reason: e.to_string(),
            })?;
    }
    Ok(game)
}

/// A stable 64-bit FNV-1a hash of a choice log (same on every machine and thread count).
pub fn hash_choices<'a>(choices: impl IntoIterator<Item = (Seat, &'a str)>) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for (seat, text) in choices {
        eat(seat.0);
        for b in text.bytes() {
            eat(b);
        }
        eat(b'\n');
    }
    h
}
