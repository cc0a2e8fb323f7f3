//! The game state: plain data, cheap to clone (an arena of cards and small vectors).

pub mod action;
pub mod combat;
pub mod lasting;
pub mod manual;
pub mod marks;
pub mod playing;
pub mod referendum;
pub mod step;

pub use action::{
    ActionKind, ActionReactions, ActionStage, ActionState, Grant, GrantKind, OutOfTurn,
};
pub use combat::{Aim, ChosenStrike, CombatExtras, CombatStage, CombatState, Range};
pub use combat::{StrikeSource, Window as CombatWindow};
pub use lasting::{Gives, Holder, Lasting, LastingEffects, Until};
pub use marks::{AfterAction, AfterOutcome, FollowUp, InPlayState, ModState, ReactionMarks};
pub use playing::{AsPlayed, HeldChoice, PlayedHow};
pub use referendum::{Referendum, ReferendumKind, Terms};
pub use step::{Cached, Step, UntapStep, Waiting};

pub use crate::phase::Phase;

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
    /// The game's turn number of this Methuselah's last finished turn (0: none yet).
    #[serde(default)]
    pub last_turn: u32,
    /// Cards played that are not replaced until the next untap phase.
    pub unreplaced: u8,
    /// Of `unreplaced`, the cards replaced as the combat in progress ends ("do not replace
    /// until after combat").
    #[serde(default)]
    pub unreplaced_combat: u8,
    /// Master phase actions gained for the next master phase (a card cancelled out of
    /// turn whose canceller gives one back).
    #[serde(default)]
    pub master_bonus: u8,
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
    /// An event was put in play this discard phase (one each phase).
    #[serde(default)]
    pub event_played: bool,
    /// Where the untap phase is.
    pub untap_step: UntapStep,
    /// The action in progress.
    pub action: Option<Box<ActionState>>,
    /// The combat in progress.
    pub combat: Option<Box<CombatState>>,
    /// The referendum in progress.
    pub referendum: Option<Referendum>,
    /// A diablerist who may take a Discipline card from its controller's hand, ash heap
    /// or library, before the blood hunt (p. 34, advanced rule).
    pub discipline_gain: Option<CardId>,
    /// A diablerist taking any number of its victim's equipment cards, one at a time,
    /// before the victim burns with the rest (p. 34): (diablerist, victim).
    #[serde(default)]
    pub diablerie_items: Option<(CardId, CardId)>,
    /// Diableries committed, as (diablerist, the game's turn number), kept while some
    /// Methuselah's "since your last turn" may still reach them ([`State::diablerist_since`]).
    #[serde(default)]
    pub diableries: Vec<(CardId, u32)>,
    /// Cards being played, innermost last, while they may be cancelled "as played".
    #[serde(default)]
    pub as_played: Vec<AsPlayed>,
    /// An action out of turn being offered, chosen or taken (Enkil Cog's shape).
    #[serde(default)]
    pub out_of_turn: Option<OutOfTurn>,
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
    /// Turns started since a Methuselah last had a real decision (more than one option):
    /// a game where nobody can decide anything for rounds on end is called off.
    #[serde(default)]
    pub turns_without_decision: u32,
    /// A decision an effect asks for after its action or referendum.
    pub follow_up: Option<crate::state::FollowUp>,
    /// Action cards used this turn, per minion (the same card once per turn, p. 21).
    pub used_this_turn: Vec<(CardId, CardRef)>,
    /// Cards of which only one may be played in a game (`once-per-game`), once one was.
    #[serde(default)]
    pub played_once: Vec<CardRef>,
    /// What action modifiers left pending (latent effects, windows after resolution).
    pub mods: crate::state::ModState,
    /// Reaction bookkeeping that outlives an action (once-per-untap cards, allies kept
    /// tapped, the after-block window).
    pub reactions: crate::state::ReactionMarks,
    /// The options of the pending decision, computed once by `advance` (valid while
    /// `pending` is `Some`); also the reused buffer for option lists.
    #[serde(skip)]
    pub(crate) scratch: Vec<crate::choice::Choice>,
    /// The decision the state stopped at, when `scratch` holds its options.
    #[serde(skip)]
    pub(crate) pending: Cached,
    /// What cards in play remember between choices.
    pub in_play: crate::state::InPlayState,
    /// Lasting effects in force (votes, optional presses…), with their source and expiry.
    pub lasting: LastingEffects,
    /// Manual cards allowed at this table (`VtesConfig::manual_cards`): when false, no
    /// manual option is ever offered and the manual hooks are skipped with this one test.
    #[serde(default)]
    pub manual_cards: bool,
    /// The manual resolution in progress and the labels on cards (`rules::manual`).
    #[serde(default)]
    pub manual: manual::ManualState,
    /// Per seat (the first [`WORD_SEATS`]), the master words of its cards in play, kept by
    /// `move_card`: scans of cards in play skip, with one test, the seats without the words
    /// they look for. All bits when unknown (a deserialized state): nothing is skipped.
    /// Bit 63 (no master word) says a Discipline card is among them.
    #[serde(skip, default = "unknown_words")]
    pub(crate) in_play_words: [u64; WORD_SEATS],
    /// The windows of the vampire abilities of every card in the game (definitions are
    /// fixed for a game): scans of ready vampires for an ability of a window are skipped,
    /// with one test, in the many games whose vampires have none. All bits when unknown.
    #[serde(skip, default = "unknown_mask")]
    pub(crate) vampire_words: u64,
    /// The master words of every card in the game: a card being played opens the "as
    /// played" window only in games with a card that cancels one. All bits when unknown.
    #[serde(skip, default = "unknown_mask")]
    pub(crate) master_words_all: u64,
}

fn unknown_mask() -> u64 {
    u64::MAX
}

/// Seats whose in-play master words [`State`] keeps (a table has at most 6).
pub(crate) const WORD_SEATS: usize = 8;

/// Words of seats not tracked: every bit, so that no scan is skipped.
fn unknown_words() -> [u64; WORD_SEATS] {
    [u64::MAX; WORD_SEATS]
}
