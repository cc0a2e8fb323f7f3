//! Cards being played, in the window where they may be cancelled "as they are played"
//! (comprehensive rules "Playing a Card": only cancellations and wakes happen then; even the
//! replacement comes after).

use crate::choice::Choice;
use crate::ids::CardId;
use jyhad_table::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The choice that plays a minion card, held while others may cancel the card; kept in
/// snapshots as its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldChoice(pub Choice);

impl Serialize for HeldChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_string())
    }
}

impl<'de> Deserialize<'de> for HeldChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map(HeldChoice)
            .map_err(|e| serde::de::Error::custom(format!("{e:?}")))
    }
}

/// How a card being played goes on once nobody cancels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayedHow {
    /// A master card played with a master phase action.
    Master,
    /// A master card played at a card (`master-on`): its target, second card and amount.
    MasterOn {
        /// The card it is played at.
        target: CardId,
        /// A second card it names.
        second: Option<CardId>,
        /// An amount chosen as it is played.
        amount: Option<u8>,
    },
    /// An out-of-turn master card played in another Methuselah's turn.
    OutOfTurn,
    /// An out-of-turn master card played to cancel the card below it.
    Cancels,
    /// A minion card (comprehensive rules "Minion Cards"): the choice that plays it,
    /// performed once nobody cancels it.
    Minion(HeldChoice),
    /// A minion card played to cancel the card below it (`when=as-played` on a combat card
    /// or modifier): the choice that plays it, by its minion at its level.
    MinionCancels(HeldChoice),
}

/// A card being played, waiting for the other Methuselahs' cancellations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AsPlayed {
    /// Who plays it.
    pub seat: Seat,
    /// The card.
    pub card: CardId,
    /// How it goes on.
    pub how: PlayedHow,
    /// How many of the other Methuselahs (from the player's prey on) were asked.
    pub asked: u8,
}
