//! Manual resolution (issue 18): a card the engine does not automate, played within the
//! envelope its facts allow, then resolved by its player with generic moves that the
//! Methuselahs they affect approve (`crate::rules::manual` holds the rules).

use crate::choice::Choice;
use crate::ids::CardId;
use jyhad_table::Seat;
use serde::{Deserialize, Serialize};

/// Moves one manual resolution may make (moves, submissions and withdrawals together):
/// keeps every resolution finite for bots and fuzzers, which choose among bounded options.
pub const MOVES_PER_RESOLUTION: u8 = 40;

/// A manual resolution in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    /// The Methuselah resolving the card's text.
    pub seat: Seat,
    /// The card being resolved.
    pub card: CardId,
    /// Moves proposed that change another Methuselah's state, in order: applied together
    /// once every affected Methuselah approved (stored by their text encoding).
    #[serde(with = "as_text")]
    pub proposed: Vec<Choice>,
    /// The Methuselahs still to approve the proposed moves, next first (empty: not
    /// submitted).
    pub asking: Vec<Seat>,
    /// Moves, submissions and withdrawals left ([`MOVES_PER_RESOLUTION`] at the start).
    pub moves_left: u8,
}

/// What manual play keeps in the state: the resolution in progress and the labels players
/// put on cards for effects that last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManualState {
    /// The resolution in progress.
    pub resolution: Option<Box<Resolution>>,
    /// Labels players put on cards for effects that last.
    pub labels: Vec<Label>,
    /// Strength added by manual moves for the current combat: (minion, amount).
    pub strength: Vec<(CardId, i8)>,
    /// Costs X chosen for manual action cards, paid when their action succeeds: (card, X).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub x_costs: Vec<(CardId, u8)>,
}

/// A label on a card: the manual card whose lasting effect it carries, and the words its
/// player wrote for it (issue 18 item 2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    /// The card labelled.
    pub card: CardId,
    /// The manual card whose effect it carries.
    pub source: CardId,
    /// What the effect is, in its player's words (empty: none written).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
}

/// Choices stored by their stable text encoding.
mod as_text {
    use crate::choice::Choice;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(moves: &[Choice], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(moves.iter().map(|m| m.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Choice>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|t| t.parse().map_err(serde::de::Error::custom))
            .collect()
    }
}
