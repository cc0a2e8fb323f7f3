//! The combat in progress (rulebook p. 29–33): rounds, range, strikes, damage, and what cards
//! played in it still do.

use crate::ids::CardId;
use jyhad_cards::CardRef;
use serde::{Deserialize, Serialize};

/// Range of a combat round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Range {
    /// Close range (the default).
    Close,
    /// Long range.
    Long,
}

/// Where a strike comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StrikeSource {
    /// The minion's own hand strike.
    Hand,
    /// A weapon in play on the minion.
    Weapon(CardId),
    /// A combat card played from hand.
    Card(CardId),
    /// The minion's own special ability (e.g. Flávio Gonçalves' dodge).
    Ability,
}

/// A chosen strike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChosenStrike {
    /// Its source.
    pub source: StrikeSource,
    /// What it does.
    pub def: crate::defs::StrikeDef,
    /// A retainer of the opponent it targets (long range only).
    pub at_retainer: Option<CardId>,
}

/// Where a combat round stands (rulebook p. 28–33).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CombatStage {
    /// Maneuvers: `side` may maneuver or pass.
    Maneuver {
        /// 0 = acting minion's side, 1 = opposing.
        side: u8,
    },
    /// `side` chooses its strike.
    Strike {
        /// Side choosing.
        side: u8,
    },
    /// `side` may prevent damage it is about to take.
    Prevent {
        /// Side preventing.
        side: u8,
    },
    /// Presses: `side` may press or pass.
    Press {
        /// Side pressing.
        side: u8,
    },
}

/// A combat in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CombatState {
    /// Combatants: [acting minion, opposing minion].
    pub sides: [CardId; 2],
    /// Round number, from 1.
    pub round: u8,
    /// Range of the round.
    pub range: Range,
    /// Where the round stands.
    pub stage: CombatStage,
    /// Who maneuvered or pressed last (no two in a row).
    pub last_move: Option<u8>,
    /// Sides that passed since the last maneuver or press.
    pub passed: [bool; 2],
    /// A strike bound by a maneuver this round (a weapon or a strike card, p. 29).
    pub bound: [Option<ChosenStrike>; 2],
    /// Weapons whose per-combat maneuvers were used, with the count.
    pub weapon_maneuvers: Vec<(CardId, u8)>,
    /// Strikes chosen this pair.
    pub strikes: [Option<ChosenStrike>; 2],
    /// Additional strikes left this round.
    pub extra_strikes: [u8; 2],
    /// Whether an additional-strike source was already used this round ("limited").
    pub extra_used: [bool; 2],
    /// Whether the current pair is a pair of additional strikes.
    pub additional_pair: bool,
    /// Damage pending on each side: (normal, aggravated).
    pub damage: [(u8, u8); 2],
    /// Whether the last press was to continue.
    pub press_continue: bool,
    /// Combat was ended by an effect.
    pub ended: bool,
    /// The strike still to resolve after a first strike and its damage (p. 34).
    pub deferred: Option<u8>,
    /// Equipment stolen this round: not usable by the thief until the next round (p. 34).
    pub stolen: Vec<CardId>,
    /// A once-each-combat strike ability was used, per side.
    pub ability_strike_used: [bool; 2],
    /// What combat cards and cards in play add to the combat (`crate::effects::combat`).
    pub ext: crate::state::CombatExtras,
}

/// A step of a combat round where cards with a timing of their own are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Window {
    /// Before range is determined, at the start of a round (e.g. Carrion Crows).
    BeforeRange,
    /// Maneuvers are over, strikes not chosen yet (e.g. Immortal Grapple).
    BeforeStrikes,
    /// The end of a round, once presses are handled, also when combat ends early (e.g.
    /// Taste of Vitae).
    RoundEnd,
}

/// What combat cards and cards in play add to a combat in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CombatExtras {
    /// The window open now and the side deciding in it.
    pub window: Option<(Window, u8)>,
    /// Sides that passed in the open window since the last play.
    pub passed: [bool; 2],
    /// The end-of-round window was already held this round.
    pub round_end_done: bool,
    /// Cards played by each minion this combat: (minion, card, round).
    pub played: Vec<(CardId, CardRef, u8)>,
    /// Blood each side lost to damage this round.
    pub blood_lost: [u8; 2],
    /// Pending damage of each side that comes from gun strikes.
    pub gun: [u8; 2],
    /// Armor already used this combat.
    pub armor_used: Vec<CardId>,
    /// Gun damage armor already prevented this combat, its points being optional ("can
    /// prevent"): the rest stays usable against later gun strikes (rulings [LSJ 20081210]
    /// on Kevlar Vest, [ANK 20200318]).
    #[serde(default)]
    pub armor_gun_spent: Vec<(CardId, u8)>,
    /// The minion whose block the combat follows, if any.
    #[serde(default)]
    pub blocker: Option<CardId>,
    /// The aim each side played for the strike it chooses now: one each strike, counted
    /// even when cancelled (a cancelled card is still played).
    #[serde(default)]
    pub aims: [Option<Aim>; 2],
}

/// An aim played with a strike (a combat card `aim`, played as its minion chooses it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Aim {
    /// The card.
    pub card: CardId,
    /// Played at its superior version.
    pub superior: bool,
    /// Cancelled as it was played: no effect.
    pub cancelled: bool,
}
