//! What cards' effects leave behind between steps: latent modifiers, reaction marks, uses of
//! cards in play, follow-up decisions. Kept as plain data here; the rules that read and write
//! them live in [`crate::effects`].

use crate::choice::VoteSide;
use crate::ids::CardId;
use crate::state::ActionKind;
use jyhad_cards::CardRef;
use jyhad_table::Seat;

/// Reaction bookkeeping that outlives one action (a field of [`State`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReactionMarks {
    /// "One per minion between its untap phases" cards played: (minion, card).
    pub once: Vec<(CardId, CardRef)>,
    /// Allies that do not untap at their controller's next untap phase.
    pub stay_tapped: Vec<CardId>,
    /// The blocker whose "after the block" window is open (after the resulting combat).
    pub after_block: Option<CardId>,
    /// Minions woken in that window (a wake after resolution, ruling [LSJ 20091123]).
    #[serde(default)]
    pub woken_after: Vec<CardId>,
}

/// How an action ended, for the cards played after its resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AfterOutcome {
    /// The action succeeded (`margin`: by how many votes its referendum passed).
    Success {
        /// Votes for minus votes against, when a political action's referendum passed.
        margin: Option<u16>,
    },
    /// The action was blocked (after its combat, if any).
    Blocked,
}

/// The window after an action's resolution (Freak Drive, Voter Captivation).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AfterAction {
    /// The minion that acted.
    pub actor: CardId,
    /// How the action ended.
    pub outcome: AfterOutcome,
    /// Cards already played in this window (each once, p. 10).
    pub played: Vec<CardRef>,
    /// The Methuselah a successful bleed of this action burned pool of (a bleed amount of
    /// 1 or more: comprehensive rules "Bleed"), for cards played "after a successful bleed".
    #[serde(default)]
    pub bled: Option<Seat>,
    /// That Methuselah was the acting minion's controller's prey as the bleed resolved
    /// (before any oust it caused).
    #[serde(default)]
    pub bled_prey: bool,
}

/// What action modifiers left pending: latent effects of the action in progress, the
/// referendum's votes gained and cancelled, the window after resolution, and cards that
/// stay in play (Spying Mission).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ModState {
    /// The minion of the last announced action (the acting vampire of its referendum).
    pub actor: Option<CardId>,
    /// Failed block attempts from this index of `ActionState::failed` on are tapped at
    /// resolution (Faceless Night: not retroactive).
    pub tap_failed_from: Option<u8>,
    /// If blocked, the blocker is tapped and the action ends (Mirror Walk).
    pub blocked_ends: bool,
    /// Aggravated damage the acting vampire takes after resolution.
    pub agg_after: u8,
    /// The bleed burns no pool and fails: this card goes on the vampire (Spying Mission).
    pub spy: Option<(CardId, i8)>,
    /// A political action succeeded: the window after it waits for its referendum.
    pub political_pending: bool,
    /// Votes and ballots cast by vampires this referendum.
    pub cast: Vec<(CardId, VoteSide, u8, u8)>,
    /// Vampires made to abstain this referendum.
    pub abstained: Vec<CardId>,
    /// Cards played during this referendum's polling, per minion.
    pub poll_played: Vec<(CardId, CardRef)>,
    /// The window after the action's resolution, while open.
    pub after: Option<AfterAction>,
    /// Actions a minion may not perform again this turn: (turn, minion, action).
    pub no_repeat: Vec<(u32, CardId, ActionKind)>,
    /// Spying Missions in play, with the Methuselah their vampire bled.
    pub spying: Vec<(CardId, Seat)>,
    /// Cards not replaced until their player's next discard phase, per seat.
    pub until_discard: Vec<(Seat, u8)>,
    /// Everyone passed and the bleed would succeed: the acting Methuselah's last window
    /// (Spying Mission clarification).
    pub last_window: bool,
}

/// What cards in play remember between choices.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct InPlayState {
    /// Cards whose once-a-turn (or once-a-phase) effect was used this turn.
    pub used: Vec<CardId>,
    /// Vampires that gained blood from a hunting ground this turn.
    pub fed: Vec<CardId>,
    /// The card the active Methuselah still owes pool or blood to, and how much.
    pub owed: Option<(CardId, u8)>,
    /// Prevention used in a combat: (card, combatants).
    pub prevent_used: Vec<(CardId, [CardId; 2])>,
    /// A vampire to unlock after its action, if that action succeeds.
    pub unlock_after: Option<CardId>,
    /// Grand balls in play: (card, locked vampire, unblockable vampire).
    pub balls: Vec<(CardId, CardId, CardId)>,
    /// The minion each card in play chose (`chooses=`): (card, minion). Kept by the
    /// minion's id, so it follows the minion out of play and back (ruling [LSJ 20010809-2]
    /// on The Rack), never another copy of it (ruling [TOM 19960122]).
    #[serde(default)]
    pub chosen: Vec<(CardId, CardId)>,
    /// A card given to the prey, the seat that gave it, and the vampires locked so far.
    pub trouble: Option<(CardId, Seat, u8)>,
    /// A card that drew a crypt card: a crypt card in the uncontrolled region is removed now.
    pub remove_uncontrolled: Option<CardId>,
    /// The active Methuselah discards down to hand size at the end of the turn.
    pub discard_down: bool,
}

/// A decision an effect asks for once its action or referendum is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FollowUp {
    /// `seat` picks a vampire in its uncontrolled region with capacity below `older` to
    /// receive `amount` blood (Govern the Unaligned, Enchant Kindred).
    BloodToUncontrolled {
        /// The acting Methuselah.
        seat: Seat,
        /// Blood added.
        amount: u8,
        /// Capacity of the acting vampire: only younger vampires qualify.
        older: u8,
    },
    /// `seat` picks a card of `from`'s hand to discard (Revelations).
    DiscardFromHand {
        /// The acting Methuselah, who sees the hand.
        seat: Seat,
        /// The prey whose hand is looked at.
        from: Seat,
    },
    /// `seat` may pick an equipment card of its library to equip `vampire` with (Magic of
    /// the Smith).
    SearchEquip {
        /// The acting Methuselah.
        seat: Seat,
        /// The vampire equipped.
        vampire: CardId,
    },
    /// As `card` enters play, `seat` may remove it from the game for its effects, picking
    /// which other untitled vampire of its becomes anarch (Anarch Convert).
    EntersPlay {
        /// The controller.
        seat: Seat,
        /// The vampire entering play.
        card: CardId,
    },
    /// `seat` gains 1 pool or draws from its crypt, as it chooses (`card`: whose effect).
    PoolOrCrypt {
        /// The controller.
        seat: Seat,
        /// The card whose effect it is.
        card: CardId,
    },
    /// `seat` picks which of its untitled vampires becomes anarch.
    MakeAnarch {
        /// The controller.
        seat: Seat,
    },
    /// `seat` may move `card`, cancelled as it was played, from its ash heap to its
    /// library, shuffled (`cancelled-to-library`).
    MayRecover {
        /// The player of the cancelled card.
        seat: Seat,
        /// The cancelled card.
        card: CardId,
    },
    /// `seat` picks up to `left` more library cards of its ash heap: the first (`first`) to
    /// its hand, the others into its library, shuffled once it stops (`copies-recover`).
    RecoverFromAshHeap {
        /// The recovering Methuselah.
        seat: Seat,
        /// Cards it may still pick.
        left: u8,
        /// The next card picked goes to the hand.
        first: bool,
    },
    /// `seat` may pick a minion card (no master card, no event) of its library for its
    /// hand; the library is shuffled after (`library:minion-card to-hand`).
    SearchToHand {
        /// The searching Methuselah.
        seat: Seat,
    },
    /// `seat` discards cards of its choice until its hand is down to its size (cards drawn,
    /// "discard afterward": Flurry of Action; a card returned to hand: Delaying Tactics).
    DiscardDown {
        /// The Methuselah discarding.
        seat: Seat,
    },
    /// `seat` may lock `card`, equipment on `minion`, to untap it after its successful
    /// action (Helicopter).
    LockToUntap {
        /// The controller.
        seat: Seat,
        /// The equipment.
        card: CardId,
        /// The minion it is on.
        minion: CardId,
    },
    /// `seat` may burn `blood` blood of `vampire` to be immune to the `damage` unpreventable
    /// environmental aggravated damage its action card deals it (Rutor's Hand's superior).
    ImmuneForBlood {
        /// The vampire's controller.
        seat: Seat,
        /// The acting vampire.
        vampire: CardId,
        /// Blood it may burn.
        blood: u8,
        /// Aggravated damage otherwise.
        damage: u8,
    },
    /// `seat` taps one of its ready untapped minions, its choice (Propaganda).
    TapOwnMinion {
        /// The Methuselah tapping.
        seat: Seat,
    },
    /// `seat` may burn a vampire in play of capacity `capacity` or less, then `card` goes
    /// to its predator whatever it chose (Scourge of the Enochians).
    BurnSmallThenPass {
        /// The controller.
        seat: Seat,
        /// The card that changes hands.
        card: CardId,
        /// The greatest capacity it may burn.
        capacity: u8,
    },
    /// Each Methuselah in turn from `first` may choose a ready vampire they control for a
    /// passed referendum's outcome (`card`); `chosen` by seat.
    EachChoosesVampire {
        /// The Methuselah choosing now.
        seat: Seat,
        /// The first to choose (the caller).
        first: Seat,
        /// The political action card whose outcome it is.
        card: CardId,
        /// The vampire each seat chose.
        chosen: [Option<CardId>; 6],
    },
    /// Each Methuselah in turn from `first` keeps allies it controls by paying their pool
    /// cost again, the others burn as it passes (`kept`: indices in its ready region).
    KeepAllies {
        /// The Methuselah deciding now.
        seat: Seat,
        /// The first to decide (the caller).
        first: Seat,
        /// Its allies kept so far, by index in its ready region.
        kept: u32,
    },
    /// `seat` draws cards for `card`'s effect, one at a time (`left` more may be drawn),
    /// then, if `put_back`, puts as many cards of its hand as it drew (`drawn`) at the
    /// bottom of its library (Heart of Nizchetus). Picking the first card to put back ends
    /// the drawing.
    Drawing {
        /// The controller.
        seat: Seat,
        /// The card whose effect it is.
        card: CardId,
        /// Cards drawn so far (still to put back once the drawing ends).
        drawn: u8,
        /// Cards that may still be drawn; 0 once the putting back began.
        left: u8,
        /// Whether as many cards go back as were drawn.
        put_back: bool,
    },
    /// `seat`, the new controller of `card`, chooses a minion for it (`chooses=`).
    ChooseFor {
        /// The card's new controller.
        seat: Seat,
        /// The card in play.
        card: CardId,
    },
    /// `seat` may untap `vampire` (Sybren van Oosten).
    MayUntap {
        /// The controller.
        seat: Seat,
        /// The vampire.
        vampire: CardId,
    },
}

impl FollowUp {
    /// The Methuselah who decides it.
    pub fn seat(&self) -> Seat {
        match *self {
            FollowUp::BloodToUncontrolled { seat, .. }
            | FollowUp::DiscardFromHand { seat, .. }
            | FollowUp::SearchEquip { seat, .. }
            | FollowUp::MayRecover { seat, .. }
            | FollowUp::SearchToHand { seat }
            | FollowUp::RecoverFromAshHeap { seat, .. }
            | FollowUp::MayUntap { seat, .. }
            | FollowUp::ChooseFor { seat, .. }
            | FollowUp::BurnSmallThenPass { seat, .. }
            | FollowUp::EachChoosesVampire { seat, .. }
            | FollowUp::KeepAllies { seat, .. }
            | FollowUp::Drawing { seat, .. }
            | FollowUp::MakeAnarch { seat }
            | FollowUp::DiscardDown { seat }
            | FollowUp::TapOwnMinion { seat }
            | FollowUp::LockToUntap { seat, .. }
            | FollowUp::ImmuneForBlood { seat, .. }
            | FollowUp::EntersPlay { seat, .. }
            | FollowUp::PoolOrCrypt { seat, .. } => seat,
        }
    }
}
