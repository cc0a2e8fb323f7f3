//! Bots for every Jyhad game, written against the shared [`Game`] interface.
//!
//! A bot never receives the game itself: it gets a [`Seen`], which only hands out what
//! its seat may see — the seat's view ([`Game::view`]), a borrowed zero-copy view for
//! games that implement [`Observe`], and, for games that implement [`Determinize`], a
//! whole game sampled from that view (the hidden cards shuffled among themselves).
//!
//! Three kinds of bot:
//! - [`RandomBot`]: uniform among the legal options;
//! - [`GreedyBot`]: the best option by a game-specific [`Heuristic`], no look-ahead;
//! - [`SearchBot`]: determinized Monte Carlo search with greedy roll-outs.
//!
//! The VTES implementations live in [`vtes`].

mod greedy;
pub mod rivals;
mod search;
pub mod vtes;

pub use greedy::{GreedyBot, Heuristic};
pub use search::{SearchBot, SearchConfig, StateEval};

use jyhad_table::{Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A game whose seats can be observed without building an owned view: the observation
/// borrows the game and only answers questions the seat may ask (extension of [`Game`];
/// a candidate for the shared trait).
pub trait Observe: Game {
    /// What one seat sees, borrowed from the game.
    type Obs<'a>
    where
        Self: 'a;
    /// The observation of `seat`.
    fn observe(&self, seat: Seat) -> Self::Obs<'_>;
}

/// A game that can sample a full state consistent with what one seat sees (for search
/// bots; extension of [`Game`], a candidate for the shared trait).
///
/// Contract: the result depends only on `seat`'s information and `seed` — two games that
/// look the same to `seat` give the same sample for the same seed.
pub trait Determinize: Game {
    /// A game where every card hidden from `seat` was redistributed at random among the
    /// places it could be, and the future randomness reseeded from `seed`.
    fn determinize(&self, seat: Seat, seed: u64) -> Self;
}

/// What a bot is shown when it must decide: its seat, the prompt, and access to that
/// seat's information only.
pub struct Seen<'a, G: Game> {
    game: &'a G,
    seat: Seat,
    prompt: &'static str,
}

impl<'a, G: Game> Seen<'a, G> {
    /// What `seat` is shown of `game` while it must answer `prompt`.
    pub fn new(game: &'a G, seat: Seat, prompt: &'static str) -> Self {
        Seen { game, seat, prompt }
    }
    /// The deciding seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// What is being decided.
    pub fn prompt(&self) -> &'static str {
        self.prompt
    }
    /// The seat's view (owned, serialisable).
    pub fn view(&self) -> G::View {
        self.game.view(Some(self.seat))
    }
}

impl<'a, G: Observe> Seen<'a, G> {
    /// The seat's borrowed observation.
    pub fn observe(&self) -> G::Obs<'a> {
        self.game.observe(self.seat)
    }
}

impl<'a, G: Determinize> Seen<'a, G> {
    /// A full game consistent with the seat's information (see [`Determinize`]).
    pub fn determinize(&self, seed: u64) -> G {
        self.game.determinize(self.seat, seed)
    }
}

/// A player that picks one of the legal options.
pub trait Bot<G: Game>: Send {
    /// Chooses an index into `options`, seeing only what [`Seen`] shows.
    fn choose(&mut self, seen: &Seen<'_, G>, options: &[G::Choice]) -> usize;
}

/// Picks uniformly among the legal options, from its own seeded RNG.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A random bot with its own seed.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Picks an option index (the fast path used by the simulator).
    #[inline]
    pub fn pick(&mut self, n: usize) -> usize {
        self.rng.gen_range(0..n)
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _seen: &Seen<'_, G>, options: &[G::Choice]) -> usize {
        self.pick(options.len())
    }
}

/// Result of driving one game to its end with bots.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    /// The finished game (or the game where an error stopped it).
    pub game: G,
    /// Every choice made, by text.
    pub log: Vec<(Seat, String)>,
    /// Number of decisions.
    pub decisions: u64,
    /// An engine error, if one happened (must never happen).
    pub error: Option<String>,
}

/// Plays a game to its end, asking `bots[seat]` at each decision; `max_decisions` guards
/// against an engine that would never end.
pub fn play_out<G: Game, B: Bot<G> + ?Sized>(
    mut game: G,
    bots: &mut [Box<B>],
    max_decisions: u64,
    keep_log: bool,
) -> Played<G> {
    let mut options = Vec::with_capacity(64);
    let mut log = Vec::new();
    let mut decisions = 0;
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        if decisions >= max_decisions {
            return Played {
                game,
                log,
                decisions,
                error: Some(format!("no end after {max_decisions} decisions")),
            };
        }
        let pick = bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options);
        let choice = options[pick].clone();
        if keep_log {
            log.push((seat, choice.to_string()));
        }
        if let Err(e) = game.apply(seat, &choice) {
            return Played {
                game,
                log,
                decisions,
                error: Some(format!("{choice}: {e}")),
            };
        }
        decisions += 1;
    }
    Played {
        game,
        log,
        decisions,
        error: None,
    }
}
