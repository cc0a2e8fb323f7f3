//! The game state: plain data, cheap to clone (an arena of cards and small vectors).

use crate::defs::Defs;
use crate::event::Event;
use crate::ids::CardId;
use jyhad_cards::CardRef;
use jyhad_table::Seat;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Where a card is. Every card is in exactly one region of its list (see [`Methuselah`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Region {
    /// In its owner's library (face down, ordered).
    Library,
    /// In a Methuselah's hand.
    Hand,
    /// In its owner's crypt (face down, ordered).
    Crypt,
    /// Uncontrolled region: face down to others, counters build up on it.
    Uncontrolled,
    /// Ready region: controlled minions that can act, block and vote.
    Ready,
    /// Torpor: controlled but not ready (rulebook p. 34).
    Torpor,
    /// Played or attached cards that are not minions (equipment, retainers, locations).
    InPlay,
    /// Being played (an action card until its action resolves).
    Limbo,
    /// Contested: face down and out of play (rulebook p. 17).
    Contested,
    /// Burned: the owner's ash heap.
    AshHeap,
    /// Removed from the game.
    Removed,
}

/// One card instance (`Copy`: the arena is cloned with one memcpy, not card by card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Card {
    /// Its facts in the card database.
    pub def: CardRef,
    /// Who brought it to the game (ownership never changes).
    pub owner: Seat,
    /// Who controls it now.
    pub controller: Seat,
    /// Where it is.
    pub region: Region,
    /// Tapped (locked).
    pub tapped: bool,
    /// Blood on a vampire, life on an ally or retainer, pool counters on an uncontrolled vampire.
    pub counters: u8,
    /// The minion it is attached to (equipment, retainer).
    pub host: Option<CardId>,
    /// Turn it was recruited (an ally cannot act that turn).
    pub entered_turn: u32,
    /// Turn of its last bleed (one bleed per turn per minion).
    pub bled_turn: u32,
    /// Turn of its last political action (one per turn per minion).
    pub political_turn: u32,
    /// Became Anarch during the game.
    pub anarch: bool,
    /// Turn its contest was last paid.
    pub contest_turn: u32,
    /// Turn its title contest was last paid.
    pub title_paid_turn: u32,
    /// It yielded its title: no title for the rest of the game (p. 18).
    pub title_yielded: bool,
    /// It was in a title contest that ended: the title comes back at its controller's
    /// next untap phase (p. 18).
    pub title_waiting: bool,
    /// A title gained during the game (it replaces the card's own).
    pub granted_title: Option<jyhad_cards::Title>,
    /// An ally or retainer brought into play at its superior version (p. 6).
    pub superior: bool,
}

/// One seat's Methuselah and their regions.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Methuselah {
    /// Pool counters.
    pub pool: i32,
    /// Victory points, in half points.
    pub half_vp: u16,
    /// Ousted (or withdrawn): no longer plays.
    pub ousted: bool,
    /// Withdrew successfully.
    pub withdrawn: bool,
    /// Declared a withdrawal at the turn given, still pending.
    pub withdrawing: Option<u32>,
    /// Library, top card last.
    pub library: Vec<CardId>,
    /// Hand.
    pub hand: Vec<CardId>,
    /// Crypt, top card last.
    pub crypt: Vec<CardId>,
    /// Uncontrolled region.
    pub uncontrolled: Vec<CardId>,
    /// Ready region (controlled minions: vampires and allies).
    pub ready: Vec<CardId>,
    /// Torpor region.
    pub torpor: Vec<CardId>,
    /// Non-minion cards in play that this seat controls (equipment, retainers, locations).
    pub in_play: Vec<CardId>,
    /// Contested cards (face down, out of play).
    pub contested: Vec<CardId>,
    /// Ash heap.
    pub ash_heap: Vec<CardId>,
    /// Hand size (7 by default).
    pub hand_size: u8,
    /// Master phase actions owed for out-of-turn master cards played.
    pub out_of_turn_debt: u8,
    /// Turns this Methuselah has started.
    pub turns_taken: u32,
    /// Cards played that are not replaced until the next untap phase.
    pub unreplaced: u8,
}

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
    /// An action granted by a card in play (`crate::in_play`).
    Granted {
        /// The card in play.
        card: CardId,
        /// What the action does (burn it, enter combat with its host).
        how: crate::in_play::UseHow,
    },
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
    /// A leave-torpor action was blocked by a vampire: it may diablerize the actor.
    DiablerieOffer {
        /// The blocking vampire.
        blocker: CardId,
    },
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
    pub reactions: crate::effects_reactions::ActionReactions,
}

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
    /// What combat cards and cards in play add to the combat (`crate::effects_combat`).
    pub ext: crate::effects_combat::CombatExtras,
    /// What reactions played during the action give the combatants (maneuvers, prevention).
    pub reactions: crate::effects_reactions::CombatGrants,
}

/// What a referendum decides (rulebook p. 27, p. 35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ReferendumKind {
    /// Called by a successful political action with a card.
    Political {
        /// The political action card (in limbo until the referendum ends; worth 1 vote
        /// to the caller).
        card: CardId,
    },
    /// Whether to call a blood hunt on a diablerist (p. 35): not an action.
    BloodHunt {
        /// The diablerist, burned if it passes.
        diablerist: CardId,
    },
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
    /// Votes gained during this referendum, per vampire, cast with its own (p. 27).
    pub extra_votes: Vec<(CardId, u8)>,
    /// Votes against gained from reactions: (vampire, card, votes), cast with its votes.
    pub reaction_votes: Vec<(CardId, CardRef, u8)>,
}

/// Terms of a referendum, chosen by its caller when the action succeeds (p. 27).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Terms {
    /// A chosen Methuselah.
    pub methuselah: Option<Seat>,
    /// A chosen clan (index in [`crate::politics::clans`]).
    pub clan: Option<u16>,
    /// A chosen vampire.
    pub vampire: Option<CardId>,
    /// Points allocated per seat.
    pub points: Vec<u8>,
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    /// Card arena.
    pub cards: Vec<Card>,
    /// Methuselahs in seating order (clockwise: the next seat is the prey).
    pub seats: Vec<Methuselah>,
    /// Who holds the Edge.
    pub edge: Option<Seat>,
    /// Turn number, from 1.
    pub turn: u32,
    /// Whose turn it is.
    pub active: Seat,
    /// The current phase.
    pub phase: Phase,
    /// Master phase actions left.
    pub master_actions: u8,
    /// A trifle already gave its extra master phase action this phase.
    pub trifle_used: bool,
    /// Transfers left.
    pub transfers: u8,
    /// Discard phase actions left.
    pub discards: u8,
    /// Untap phase step: 0 start, 1 contests, 2 withdrawal offer, 3 done.
    pub untap_step: u8,
    /// The action in progress.
    pub action: Option<Box<ActionState>>,
    /// The combat in progress.
    pub combat: Option<Box<CombatState>>,
    /// The referendum in progress.
    pub referendum: Option<Referendum>,
    /// A diablerist who may take a Discipline card from its controller's hand, ash heap
    /// or library, before the blood hunt (p. 34, advanced rule).
    pub discipline_gain: Option<CardId>,
    /// Seeded RNG: the only source of chance.
    pub rng: ChaCha8Rng,
    /// Card definitions of this game.
    #[serde(skip)]
    pub defs: Defs,
    /// Events since the last `apply`.
    #[serde(skip)]
    pub events: Vec<Event>,
    /// Whether events are recorded.
    pub record_events: bool,
    /// Turn limit.
    pub max_turns: Option<u32>,
    /// The game stopped at the turn limit.
    pub timed_out: bool,
    /// A decision an effect asks for after its action or referendum.
    pub follow_up: Option<crate::action_cards::FollowUp>,
    /// Action cards used this turn, per minion (the same card once per turn, p. 21).
    pub used_this_turn: Vec<(CardId, CardRef)>,
    /// What action modifiers left pending (latent effects, windows after resolution).
    pub mods: crate::effects_modifiers::ModState,
    /// Reaction bookkeeping that outlives an action (once-per-untap cards, allies kept
    /// tapped, the after-block window).
    pub reactions: crate::effects_reactions::ReactionMarks,
    /// The options of the pending decision, computed once by `advance` (valid while
    /// `pending` is `Some`); also the reused buffer for option lists.
    #[serde(skip)]
    pub(crate) scratch: Vec<crate::choice::Choice>,
    /// The pending decision's seat and prompt (`Some(None)`: over), when `scratch` holds its
    /// options; `None` when they must be computed again.
    #[serde(skip)]
    pub(crate) pending: Option<Option<(Seat, &'static str)>>,
    /// What cards in play remember between choices.
    pub in_play: crate::in_play::InPlayState,
    /// Per seat (the first [`WORD_SEATS`]), the master words of its cards in play, kept by
    /// `move_card`: scans of cards in play skip, with one test, the seats without the words
    /// they look for. All bits when unknown (a deserialized state): nothing is skipped.
    /// Bit 63 (no master word) says a Discipline card is among them.
    #[serde(skip, default = "unknown_words")]
    pub(crate) in_play_words: [u64; WORD_SEATS],
}

/// Seats whose in-play master words [`State`] keeps (a table has at most 6).
pub(crate) const WORD_SEATS: usize = 8;

/// Words of seats not tracked: every bit, so that no scan is skipped.
fn unknown_words() -> [u64; WORD_SEATS] {
    [u64::MAX; WORD_SEATS]
}
