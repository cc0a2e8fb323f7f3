//! The referendum in progress (rulebook p. 27–28): its terms, ballots and votes.

use crate::ids::CardId;
use jyhad_table::Seat;

/// What a referendum decides (rulebook p. 27, p. 35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ReferendumKind {
    /// Called by a successful political action with a card.
    Political {
        /// The political action card (in limbo until the referendum ends; worth 1 vote
        /// to the caller).
        card: CardId,
    },
    /// Called by a successful political action an ability grants (a vampire's own, or a
    /// card in play's): no card gives its caller a vote.
    Ability {
        /// The vampire or card in play whose ability called it.
        source: CardId,
    },
    /// Whether to call a blood hunt on a diablerist (p. 35): not an action.
    BloodHunt {
        /// The diablerist, burned if it passes.
        diablerist: CardId,
    },
}

impl ReferendumKind {
    /// Called by a political action (with a card or by an ability), not a blood hunt.
    pub fn is_political(self) -> bool {
        !matches!(self, ReferendumKind::BloodHunt { .. })
    }
}

/// A referendum in progress: the polling step, then resolution (p. 27).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Referendum {
    /// What is decided.
    pub kind: ReferendumKind,
    /// The Methuselah who called it (the acting one).
    pub caller: Seat,
    /// Votes cast for.
    pub votes_for: u16,
    /// Votes cast against.
    pub votes_against: u16,
    /// Prisci ballots for and against (the prisci bloc's sub-referendum).
    pub ballots: [u8; 2],
    /// Sources already cast (a source's votes are cast together, once, p. 27).
    pub cast: Vec<CardId>,
    /// Seats that burned a political action card for a vote (bit per seat).
    pub card_votes: u8,
    /// Seats that finished voting (bit per seat).
    pub done: u8,
    /// The seat voting now.
    pub voter: Seat,
    /// The terms chosen by the caller.
    pub terms: Terms,
    /// The caller is still choosing terms (before the polling step).
    pub choosing_terms: bool,
    /// The vampire whose political action called it, if any.
    pub called_by: Option<CardId>,
    /// It passes with no polling step (an effect in play when it was called).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub passes: bool,
    /// A reaction card was played during the political action that called it.
    #[serde(default)]
    pub reaction_played: bool,
}

/// Terms of a referendum, chosen by its caller when the action succeeds (p. 27).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Terms {
    /// A chosen Methuselah.
    pub methuselah: Option<Seat>,
    /// A chosen clan (index in [`crate::defs::clans`]).
    pub clan: Option<u16>,
    /// A chosen vampire.
    pub vampire: Option<CardId>,
    /// Points allocated per seat.
    pub points: Vec<u8>,
    /// Terms written by the caller as text (a political action card resolved by hand).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Chosen cards: minions, a location.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<CardId>,
}
