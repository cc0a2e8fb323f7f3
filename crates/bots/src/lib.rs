//! Bots that play any [`Game`] through its decisions only (they never see the state).

use jyhad_table::{Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A player that picks one of the legal options.
pub trait Bot<G: Game>: Send {
    /// Chooses an index into `options` for `seat`, seeing only that seat's view (`None`
    /// when the bot declared it does not read views).
    fn choose(&mut self, view: Option<&G::View>, seat: Seat, options: &[G::Choice]) -> usize;
    /// Whether the bot reads the view (lets the driver skip building it).
    fn needs_view(&self) -> bool {
        true
    }
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
    fn choose(&mut self, _view: Option<&G::View>, _seat: Seat, options: &[G::Choice]) -> usize {
        self.pick(options.len())
    }
    fn needs_view(&self) -> bool {
        false
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
pub fn play_out<G: Game>(
    mut game: G,
    bots: &mut [Box<dyn Bot<G>>],
    max_decisions: u64,
    keep_log: bool,
) -> Played<G> {
    let mut options = Vec::with_capacity(64);
    let mut log = Vec::new();
    let mut decisions = 0;
    while let Some((seat, _)) = game.options_into(&mut options) {
        if decisions >= max_decisions {
            return Played {
                game,
                log,
                decisions,
                error: Some(format!("no end after {max_decisions} decisions")),
            };
        }
        let bot = &mut bots[seat.index()];
        let pick = if bot.needs_view() {
            let view = game.view(Some(seat));
            bot.choose(Some(&view), seat, &options)
        } else {
            bot.choose(None, seat, &options)
        };
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
