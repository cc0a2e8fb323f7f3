//! The step the game is in: what is in progress, in the one order that option generation
//! and perform both follow, and the steps of the untap phase.

use crate::ids::CardId;
use crate::phase::Phase;
use crate::state::{FollowUp, State};
use jyhad_table::Seat;
use serde::{Deserialize, Serialize};

/// What the next decision belongs to. The innermost thing in progress comes first: a
/// combat inside an action, an action's follow-up before the phase that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The game is over.
    Over,
    /// A card resolved by hand (`crate::rules::manual`): innermost, it holds whatever it
    /// was played in.
    Manual,
    /// A card being played, which the other Methuselahs may cancel (comprehensive rules
    /// "Playing a Card").
    AsPlayed,
    /// A combat (rulebook p. 29).
    Combat,
    /// An action, from its announcement to its resolution (p. 18).
    Action,
    /// The blocker's "after the block" window, once the combat is over.
    AfterBlock(CardId),
    /// The diablerist's controller may take the victim's equipment (p. 34): diablerist,
    /// victim.
    DiablerieItems(CardId, CardId),
    /// The diablerist may take a Discipline card (p. 34).
    DisciplineGain(CardId),
    /// A decision a card's effect asks for once its action or referendum is over.
    FollowUp(FollowUp),
    /// A referendum (p. 27).
    Referendum,
    /// The window after an action's resolution (cards played "after the action").
    AfterAction,
    /// A phase of the turn, with nothing else in progress.
    Phase(Phase),
}

/// The steps of the untap phase (p. 17), in order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UntapStep {
    /// Untap, and the automatic effects of the phase's start.
    #[default]
    Untap,
    /// Contested cards and titles: pay to keep contesting, or yield.
    Contests,
    /// A Methuselah with an empty library may declare a withdrawal (p. 37).
    Withdrawal,
    /// Cards in play used during the untap phase.
    CardsInPlay,
    /// The phase is over: the master phase follows.
    Done,
}

/// A decision waiting: the seat that must choose, and the prompt.
pub type Waiting = (Seat, &'static str);

/// The decision the state stopped at, as `advance` left it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Cached {
    /// Not computed since the state last changed: the options must be generated again.
    #[default]
    Stale,
    /// Computed: `None` when the game is over; the options are in the state's buffer.
    Known(Option<Waiting>),
}

impl State {
    /// The step the next decision belongs to.
    pub fn step(&self) -> Step {
        if self.phase == Phase::Over {
            Step::Over
        } else if self.manual.resolution.is_some() {
            Step::Manual
        } else if !self.as_played.is_empty() {
            Step::AsPlayed
        } else if self.combat.is_some() {
            Step::Combat
        } else if self.action.is_some() {
            Step::Action
        } else if let Some(blocker) = self.reactions.after_block {
            Step::AfterBlock(blocker)
        } else if let Some((d, v)) = self.diablerie_items {
            Step::DiablerieItems(d, v)
        } else if let Some(d) = self.discipline_gain {
            Step::DisciplineGain(d)
        } else if let Some(f) = self.follow_up {
            Step::FollowUp(f)
        } else if self.referendum.is_some() {
            Step::Referendum
        } else if self.mods.after.is_some() {
            Step::AfterAction
        } else {
            Step::Phase(self.phase)
        }
    }
}
