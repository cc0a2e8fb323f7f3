//! [`Rivals`]: the Rivals engine behind the shared [`Game`] interface.

use crate::choice::{Choice, Event};
use crate::state::{Phase, RivalsConfig, RivalsError, State};
use crate::view::RivalsView;
use jyhad_table::kv::KvParseError;
use jyhad_table::{Game, Lang, Outcome, Seat};

/// The rules version of this engine's snapshots: raise it whenever a change to the rules
/// or to `State` would make an older snapshot mean something else (an older snapshot is
/// then refused and the server replays the game's log).
pub const SNAPSHOT_RULES: u32 = 1;

/// A game of Vampire: The Masquerade – Rivals.
#[derive(Clone, Debug)]
pub struct Rivals {
    state: State,
}

impl Rivals {
    /// The full state (hidden information included).
    pub fn state(&self) -> &State {
        &self.state
    }
    /// Mutable state, for setting up positions (scenarios); call [`Rivals::settle`] after.
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }
    /// Runs automatic steps after a position was edited by hand.
    pub fn settle(&mut self) {
        self.state.advance();
    }
    /// Wraps a state.
    pub fn from_state(state: State) -> Self {
        Rivals { state }
    }
}

impl Game for Rivals {
    type Config = RivalsConfig;
    type Choice = Choice;
    type ParseError = KvParseError;
    type Event = Event;
    type View = RivalsView;
    type Error = RivalsError;

    fn new_game(config: &RivalsConfig, seed: u64) -> Result<Self, RivalsError> {
        let mut state = State::new_game(config, seed)?;
        state.advance();
        Ok(Rivals { state })
    }

    fn options_into(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        self.state.options(out)
    }

    fn snapshot(&self) -> Option<String> {
        jyhad_table::snapshot::write(SNAPSHOT_RULES, &self.state)
    }

    fn restore(config: &RivalsConfig, snapshot: &str) -> Result<Self, String> {
        let state: State = jyhad_table::snapshot::read(SNAPSHOT_RULES, snapshot)?;
        if state.players.len() != config.decks.len() {
            return Err(format!(
                "snapshot has {} players, the configuration {}",
                state.players.len(),
                config.decks.len()
            ));
        }
        Ok(Rivals { state })
    }

    /// The setup's events (Leaders, the first player, Rivals, the first turn's City
    /// cards), so that a table shows them before the first choice.
    fn take_setup_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.state.events)
    }

    /// Applies a choice; returns the events since the previous `apply` (the first call
    /// also returns the setup's events, unless `take_setup_events` took them).
    fn apply(&mut self, seat: Seat, choice: &Choice) -> Result<Vec<Event>, RivalsError> {
        self.state.apply_choice(seat, choice)?;
        Ok(std::mem::take(&mut self.state.events))
    }

    fn view(&self, seat: Option<Seat>) -> RivalsView {
        RivalsView::of(&self.state, seat)
    }

    /// Agenda points are reported as "victory points" (two half points each); the winner
    /// is the seat the rules name.
    fn outcome(&self) -> Option<Outcome> {
        let s = &self.state;
        (s.phase == Phase::Over).then(|| Outcome {
            half_vp: s.players.iter().map(|p| u16::from(p.agenda) * 2).collect(),
            winner: s.winner,
            timed_out: s.end == Some(crate::choice::EndReason::TimeOut),
            turns: s.turn,
        })
    }

    fn seats(&self) -> usize {
        self.state.players.len()
    }

    fn describe_event(&self, event: &Event, lang: Lang) -> String {
        crate::text::describe(Some(&self.state), lang, "event", &event.to_string())
    }

    fn describe_choice(&self, choice: &Choice, lang: Lang) -> String {
        // A bid of the setup's bidding (p. 16) is no Influence.
        if let (Some(_), Choice::Prestige { amount }) = (&self.state.bidding, choice) {
            let bid = format!("bid amount={amount}");
            return crate::text::describe(Some(&self.state), lang, "choice", &bid);
        }
        // A "choose one" says its option in words, from the asking card's definition.
        if let (Some(p), Choice::Mode { n }) = (self.state.prompts.first(), choice) {
            let id = match (self.state.facts(p.source).id.as_str(), p.data) {
                ("core-a-biting-comment", _) => format!("mode-biting-comment-{n}"),
                ("core-long-term-investment", _) => "mode-long-term-investment".into(),
                ("core-search-engine", 0) => format!("mode-search-engine-look-{n}"),
                ("core-search-engine", _) => format!("mode-search-engine-keep-{n}"),
                _ => String::new(),
            };
            if crate::text::texts().has(lang, &id) {
                let n = jyhad_table::TextArg::from(u32::from(*n));
                return crate::text::texts().get(lang, &id, &[("n", n)]);
            }
        }
        // Options go to the deciding seat only: its own face-down cards are named to it.
        let reader = self.state.options(&mut Vec::new()).map(|(s, _)| s);
        crate::text::describe_for(
            Some(&self.state),
            lang,
            "choice",
            &choice.to_string(),
            reader,
        )
    }
}
