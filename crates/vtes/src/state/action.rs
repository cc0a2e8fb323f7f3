//! The action in progress (rulebook p. 18–27): what is announced, who blocks, the modifiers
//! and reactions played, and what reactions grant for the combat that follows.

use crate::ids::CardId;
use jyhad_cards::CardRef;
use jyhad_table::Seat;

/// What kind of action a minion performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ActionKind {
    /// Bleed a Methuselah.
    Bleed {
        /// The Methuselah bled.
        target: Seat,
    },
    /// Hunt.
    Hunt,
    /// Equip from hand.
    Equip {
        /// The equipment card (in limbo).
        card: CardId,
    },
    /// Take an equipment from another of your minions.
    EquipFrom {
        /// The equipment taken.
        item: CardId,
    },
    /// Employ a retainer.
    Employ {
        /// The retainer card.
        card: CardId,
    },
    /// Recruit an ally.
    Recruit {
        /// The ally card.
        card: CardId,
    },
    /// A political action.
    Political {
        /// The political action card.
        card: CardId,
    },
    /// Rescue a vampire from torpor.
    Rescue {
        /// The torpid vampire.
        target: CardId,
        /// Blood the acting vampire pays (the rescued one pays the rest of 2).
        actor_pays: u8,
    },
    /// Diablerize a vampire in torpor.
    Diablerie {
        /// The victim.
        target: CardId,
    },
    /// Leave torpor.
    LeaveTorpor,
    /// Become Anarch.
    BecomeAnarch,
    /// The action of an action card (p. 23): a bleed if it bleeds, a hunt if it hunts.
    Card {
        /// The action card (in limbo).
        card: CardId,
        /// Played at its superior version.
        superior: bool,
        /// The minion it targets, if it names one (Deep Song's vampire).
        target: Option<CardId>,
    },
    /// An action a vampire's own ability grants it (`when=minion-action`,
    /// `crate::effects::abilities`), at the minion it names.
    Ability {
        /// The minion it is aimed at, chosen as it is announced.
        target: Option<CardId>,
    },
    /// A political action an ability grants (`when=minion-action … referendum`;
    /// comprehensive rules "Political Action"): a vampire's own (`source` is the vampire)
    /// or one a card in play offers any vampire (`source` is the card).
    Referendum {
        /// The vampire or card in play whose ability calls the referendum.
        source: CardId,
    },
    /// An ally's own action: enter combat with a minion.
    EnterCombat {
        /// The minion it enters combat with.
        target: CardId,
    },
    /// An action granted by a card in play (`crate::effects::in_play`).
    Granted {
        /// The card in play.
        card: CardId,
        /// What the action does (burn it, enter combat with its host).
        how: crate::choice::UseHow,
    },
}

impl ActionKind {
    /// A political action: with a political action card, or granted by an ability
    /// (comprehensive rules "Political Action": the same action in every respect).
    pub fn is_political(self) -> bool {
        matches!(
            self,
            ActionKind::Political { .. } | ActionKind::Referendum { .. }
        )
    }
}

/// Where an action stands (rulebook p. 24–27).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ActionStage {
    /// Just announced: the acting Methuselah may play modifiers first.
    Announced,
    /// The blocking Methuselah `blockers[next_blocker]` chooses a blocker or declines.
    BlockChoice,
    /// An attempt would succeed: the acting Methuselah may add stealth.
    AttemptActing,
    /// An attempt would fail: the blocking Methuselah may add intercept.
    AttemptBlocking,
    /// Nobody blocks any more: modifiers by the acting Methuselah.
    FinalActing,
    /// Nobody blocks any more: reactions by other Methuselahs, in order.
    FinalReactions {
        /// Index in the clockwise order of other Methuselahs.
        index: u8,
    },
    /// A block succeeded: the blocker's Methuselah may play a card "as the minion is about
    /// to enter combat" with the acting minion (a window opened only for a holder of one).
    BeforeCombat {
        /// The blocking minion.
        blocker: CardId,
    },
    /// A leave-torpor action was blocked by a vampire: it may diablerize the actor.
    DiablerieOffer {
        /// The blocking vampire.
        blocker: CardId,
    },
}

/// An action out of turn: once the Methuselah whose minion phase it is passes, each other
/// Methuselah in turn may lock a card in play to have its minion take an action
/// (`when=any-minion-phase cost=lock target=host take-action`; comprehensive rules
/// "Sequencing": the acting Methuselah first, then the others clockwise).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OutOfTurn {
    /// How many Methuselahs after the phase's one (clockwise) were asked already.
    pub asked: u8,
    /// The Methuselah whose minion locked its card, and that minion: it takes its action
    /// now (or lets it go); the acting Methuselah of that action.
    pub acting: Option<(Seat, CardId)>,
    /// That action was announced: once it is over the phase's Methuselah decides again.
    pub announced: bool,
}

/// An action in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ActionState {
    /// The acting minion.
    pub actor: CardId,
    /// What the action is.
    pub kind: ActionKind,
    /// Current stealth of the acting minion.
    pub stealth: i8,
    /// Bleed amount (bleed actions).
    pub bleed: i8,
    /// Whether the action is directed.
    pub directed: bool,
    /// Methuselahs who may block, in order.
    pub blockers: Vec<Seat>,
    /// Index of the Methuselah choosing now.
    pub next_blocker: u8,
    /// The block attempt in progress: blocker and its intercept.
    pub attempt: Option<(CardId, i8)>,
    /// Failed attempts: (blocker, its intercept, stealth then); retried only if changed.
    pub failed: Vec<(CardId, i8, i8)>,
    /// Intercept bonuses of minions during this action.
    pub intercept: Vec<(CardId, i8)>,
    /// Cards played by minions during this action (one copy per minion, p. 10).
    pub played: Vec<(CardId, CardRef)>,
    /// A "(limited)" modifier was already played (p. 21).
    pub limited_used: bool,
    /// Where it stands.
    pub stage: ActionStage,
    /// Reaction effects in force during the action (woken minions, block grants).
    pub reactions: crate::state::ActionReactions,
    /// Blood the acting vampire pays once the action succeeds: the cost of an action its
    /// own ability gives (a bleed costing blood; p. 27: costs are paid on success).
    #[serde(default)]
    pub ability_cost: u8,
}

/// Reaction effects in force during one action (a field of [`ActionState`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ActionReactions {
    /// Minions that woke: they block and play reactions as if untapped (glossary "Réveil").
    pub woken: Vec<CardId>,
    /// What a minion gets in the combat that follows if it blocks.
    pub grants: Vec<Grant>,
}

/// What a reaction gives its minion in the combat that follows a block by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Grant {
    /// The minion that played the reaction.
    pub minion: CardId,
    /// The reaction card (named by the option that uses the grant).
    pub card: CardId,
    /// What it gives.
    pub kind: GrantKind,
}

/// A combat benefit granted by a reaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GrantKind {
    /// Optional maneuvers.
    Maneuvers(u8),
    /// Damage prevented during the first round.
    PreventFirstRound(u8),
    /// Optional presses for the combat.
    Presses(u8),
    /// Optional maneuvers during the first round only.
    ManeuversFirstRound(u8),
}
