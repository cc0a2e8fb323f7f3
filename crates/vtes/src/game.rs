//! [`Vtes`]: the VTES engine behind the shared [`Game`] interface.

use crate::choice::Choice;
use crate::config::VtesConfig;
use crate::error::VtesError;
use crate::event::Event;
use crate::state::{Phase, State};
use crate::view::VtesView;
use jyhad_table::kv::KvParseError;
use jyhad_table::{Game, Lang, Outcome, Seat};

/// The rules version of this engine's snapshots: raise it whenever a change to the rules
/// or to `State` would make an older snapshot mean something else (an older snapshot is
/// then refused and the server replays the game's log).
pub const SNAPSHOT_RULES: u32 = 3;

/// A game of VTES.
#[derive(Clone, Debug)]
pub struct Vtes {
    state: State,
}

impl Vtes {
    /// The full state (engine internals, hidden information included).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The public stage (the action, combat and referendum in progress), the same for every
    /// viewer: what a view's `stage` holds, without building the rest of a view.
    pub fn stage(&self) -> crate::view::StageView {
        crate::view::StageView::of(&self.state)
    }

    /// Mutable state, for setting up positions (scenarios); call [`Vtes::settle`] after.
    pub fn state_mut(&mut self) -> &mut State {
        // An edited position's options must be computed again.
        self.state.pending = Default::default();
        &mut self.state
    }

    /// Runs automatic steps after a position was edited by hand.
    pub fn settle(&mut self) {
        self.state.advance();
    }

    /// Wraps a state.
    pub fn from_state(mut state: State) -> Self {
        // Options are computed again for a state built elsewhere.
        state.pending = Default::default();
        Vtes { state }
    }
}

impl Game for Vtes {
    type Config = VtesConfig;
    type Choice = Choice;
    type ParseError = KvParseError;
    type Event = Event;
    type View = VtesView;
    type Error = VtesError;

    fn new_game(config: &VtesConfig, seed: u64) -> Result<Self, VtesError> {
        Ok(Vtes {
            state: State::new_game(config, seed)?,
        })
    }

    fn options_into(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        self.state.options(out)
    }

    fn is_offered(&self, offered: &[Choice], choice: &Choice) -> bool {
        self.state.is_offered(offered, choice)
    }

    fn snapshot(&self) -> Option<String> {
        jyhad_table::snapshot::write(SNAPSHOT_RULES, &self.state)
    }

    fn restore(config: &VtesConfig, snapshot: &str) -> Result<Self, String> {
        let mut state: State = jyhad_table::snapshot::read(SNAPSHOT_RULES, snapshot)?;
        if state.seats.len() != config.decks.len() {
            return Err(format!(
                "snapshot has {} seats, the configuration {}",
                state.seats.len(),
                config.decks.len()
            ));
        }
        // Card definitions are not stored: they come from the configuration.
        state.defs = crate::defs::Defs::with_overrides(&config.card_defs)
            .map_err(|e| format!("card definitions: {e}"))?;
        // Derived from the cards in play and their definitions: not stored either.
        state.refresh_in_play_words();
        state.refresh_vampire_words();
        Ok(Vtes::from_state(state))
    }

    /// Applies a choice; returns the events since the previous `apply` (the first call also
    /// returns the setup's events).
    fn apply(&mut self, seat: Seat, choice: &Choice) -> Result<Vec<Event>, VtesError> {
        // On error nothing changes, not even the event buffer.
        self.state.apply_choice(seat, choice)?;
        Ok(std::mem::take(&mut self.state.events))
    }

    fn apply_offered(&mut self, seat: Seat, choice: &Choice) -> Result<Vec<Event>, VtesError> {
        // Debug builds still check that the choice was offered.
        if cfg!(debug_assertions) {
            return self.apply(seat, choice);
        }
        self.state.perform_offered(choice);
        Ok(std::mem::take(&mut self.state.events))
    }

    fn view(&self, seat: Option<Seat>) -> VtesView {
        VtesView::of(&self.state, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let s = &self.state;
        (s.phase == Phase::Over).then(|| Outcome {
            half_vp: s.seats.iter().map(|m| m.half_vp).collect(),
            winner: s.winner(),
            timed_out: s.timed_out,
            turns: s.turn,
        })
    }

    fn seats(&self) -> usize {
        self.state.seats.len()
    }

    fn describe_event(&self, event: &Event, lang: Lang) -> String {
        crate::text::events::describe_event(&self.state, event, lang)
    }

    fn describe_choice(&self, choice: &Choice, lang: Lang) -> String {
        crate::text::events::describe_choice(&self.state, choice, lang)
    }
}
