//! The shared game interface of Jyhad.
//!
//! Every game (VTES, later Rivals) is a pure, deterministic state machine that stops at
//! [`Decision`]s. Bots, the simulator, the replay store and the server are written once
//! against the [`Game`] trait.

mod card_id;
pub mod hasher;
pub mod kv;
pub mod lang;
mod record;
pub mod scenario;
mod seat;
pub mod snapshot;

pub use card_id::CardId;
pub use hasher::{ChoiceHasher, ValueHasher};
pub use lang::{Lang, TextArg, Texts};
pub use record::{hash_choices, replay, Record, ReplayError};
pub use seat::Seat;

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// What a seat must decide now: who decides, a short prompt, and every legal option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision<C> {
    /// The seat that must choose.
    pub seat: Seat,
    /// What is being decided, in a stable English phrase (e.g. `minion phase action`).
    pub prompt: String,
    /// Every legal option; never empty (a seat with one option is not asked).
    pub options: Vec<C>,
}

/// Final standings of a game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Victory points per seat, in half points (a time-out gives ½ VP).
    pub half_vp: Vec<u16>,
    /// The seat with strictly most VP, if any (a tie has no winner).
    pub winner: Option<Seat>,
    /// True when the game stopped at the configured turn limit.
    pub timed_out: bool,
    /// Number of turns played.
    pub turns: u32,
}

impl Outcome {
    /// Victory points of a seat as a float (for reports).
    pub fn vp(&self, seat: Seat) -> f64 {
        f64::from(self.half_vp[seat.index()]) / 2.0
    }
}

/// A game engine: a pure deterministic state machine driven by decisions.
///
/// Legal-option generation and validation are the same code: `apply` accepts exactly the
/// options that `pending` lists, and leaves the state untouched on any error.
pub trait Game: Clone + Send + Sync + Sized + 'static {
    /// Everything needed to start a game, besides the seed (decks, seats, options).
    type Config: Clone + Debug + serde::Serialize + serde::de::DeserializeOwned + Send + Sync;
    /// One legal option; its `Display`/`FromStr` form is the stable text encoding, its
    /// `Hash` what the simulator fingerprints games with (see [`ValueHasher`]).
    type Choice: Clone
        + Debug
        + PartialEq
        + Display
        + std::hash::Hash
        + FromStr<Err = Self::ParseError>
        + Send;
    /// Error when parsing a choice from its text.
    type ParseError: std::error::Error + Send + Sync + 'static;
    /// Something that happened; its `Display` form is the stable text encoding.
    type Event: Clone + Debug + Display + Send;
    /// What one seat (or a spectator, `None`) may see.
    type View: Debug + serde::Serialize;
    /// Typed error of `new_game` and `apply`.
    type Error: std::error::Error + Send + Sync + 'static;

    /// Starts a game from its configuration and seed.
    fn new_game(config: &Self::Config, seed: u64) -> Result<Self, Self::Error>;
    /// The decision the game waits for, or `None` once it is over.
    fn pending(&self) -> Option<Decision<Self::Choice>> {
        let mut options = Vec::new();
        let (seat, prompt) = self.options_into(&mut options)?;
        Some(Decision {
            seat,
            prompt: prompt.to_string(),
            options,
        })
    }
    /// Fast path of [`Game::pending`]: fills `out` (cleared first) with the legal options
    /// and returns the deciding seat and prompt, without allocating the decision.
    fn options_into(&self, out: &mut Vec<Self::Choice>) -> Option<(Seat, &'static str)>;
    /// The events of the setup, taken once before any choice (the first `apply` would
    /// return them otherwise). By default none: a game that logs its setup gives them.
    fn take_setup_events(&mut self) -> Vec<Self::Event> {
        Vec::new()
    }
    /// Whether a choice answers one of the options offered, as [`Game::apply`] judges it
    /// (a game may accept more than the options' exact texts: VTES takes any written text
    /// for the blank one offered, and another copy of an offered card). By default, one of
    /// the options.
    fn is_offered(&self, offered: &[Self::Choice], choice: &Self::Choice) -> bool {
        offered.contains(choice)
    }
    /// Applies a seat's choice, returning what happened; on error nothing changed.
    fn apply(&mut self, seat: Seat, choice: &Self::Choice)
        -> Result<Vec<Self::Event>, Self::Error>;
    /// Applies a choice that [`Game::options_into`] has just offered for this very state,
    /// skipping the validation (the simulator's and search bots' fast path). Anything
    /// else must go through [`Game::apply`]. By default it is `apply`.
    fn apply_offered(
        &mut self,
        seat: Seat,
        choice: &Self::Choice,
    ) -> Result<Vec<Self::Event>, Self::Error> {
        self.apply(seat, choice)
    }
    /// What a seat may see (`None`: a spectator, public information only).
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// Final standings once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Number of seats at the table.
    fn seats(&self) -> usize;
    /// An event in words, in a language, as the table and the terminal show it.
    /// The default is the stable text encoding.
    fn describe_event(&self, event: &Self::Event, lang: Lang) -> String {
        let _ = lang;
        event.to_string()
    }
    /// A choice in words, in a language (the default is its text encoding).
    fn describe_choice(&self, choice: &Self::Choice, lang: Lang) -> String {
        let _ = lang;
        choice.to_string()
    }
    /// The whole state (hidden information included) as text for [`Game::restore`], so a
    /// server reloads a long game without replaying every choice. `None`: this game keeps
    /// no snapshots and is rebuilt by replay only.
    fn snapshot(&self) -> Option<String> {
        None
    }
    /// The game a [`Game::snapshot`] was taken of, given the configuration it started
    /// with; an unreadable or mismatched snapshot is an error naming what is wrong.
    fn restore(config: &Self::Config, snapshot: &str) -> Result<Self, String> {
        let _ = (config, snapshot);
        Err("this game keeps no snapshots".to_string())
    }
}
