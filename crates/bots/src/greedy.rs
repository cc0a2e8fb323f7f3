//! The greedy bot: the best-scoring option by a game-specific heuristic, no look-ahead.

use crate::{Bot, Observe, Seen};
use jyhad_table::Game;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Scores options from one seat's observation: higher is better. Scores are compared
/// within one decision only, so their scale is the heuristic's own business.
pub trait Heuristic<G: Observe>: Send {
    /// Fills `scores` (cleared first) with one score per option of the decision `prompt`.
    fn score_all(
        &mut self,
        obs: &G::Obs<'_>,
        prompt: &str,
        options: &[G::Choice],
        scores: &mut Vec<f32>,
    );

    /// Whether a decision deserves a search: a search bot plays the heuristic's choice at
    /// the others (routine decisions such as single transfers). Every decision by default.
    fn worth_searching(&self, _obs: &G::Obs<'_>, _prompt: &str) -> bool {
        true
    }
}

/// Plays the option its heuristic scores best; ties are broken by its own seeded RNG
/// (so a greedy bot is deterministic given its seed).
#[derive(Clone, Debug)]
pub struct GreedyBot<H> {
    heuristic: H,
    pub(crate) rng: ChaCha8Rng,
    /// Uniform noise added to every score (0: pure greedy); used to vary roll-outs.
    noise: f32,
    scores: Vec<f32>,
}

impl<H> GreedyBot<H> {
    /// A greedy bot with its heuristic and seed.
    pub fn new(heuristic: H, seed: u64) -> Self {
        GreedyBot {
            heuristic,
            rng: ChaCha8Rng::seed_from_u64(seed),
            noise: 0.0,
            scores: Vec::with_capacity(64),
        }
    }

    /// Adds uniform noise in `[0, noise)` to every score.
    pub fn with_noise(mut self, noise: f32) -> Self {
        self.noise = noise;
        self
    }

    /// The heuristic.
    pub fn heuristic_mut(&mut self) -> &mut H {
        &mut self.heuristic
    }

    /// Picks the best option for an observation (the core of [`Bot::choose`]).
    pub fn pick<G: Observe>(
        &mut self,
        obs: &G::Obs<'_>,
        prompt: &str,
        options: &[G::Choice],
    ) -> usize
    where
        H: Heuristic<G>,
    {
        if options.len() <= 1 {
            return 0;
        }
        self.heuristic
            .score_all(obs, prompt, options, &mut self.scores);
        best_index(&self.scores, self.noise, &mut self.rng)
    }
}

/// Index of the highest score (plus noise); ties go to a uniformly chosen one.
pub(crate) fn best_index(scores: &[f32], noise: f32, rng: &mut ChaCha8Rng) -> usize {
    let mut best = f32::NEG_INFINITY;
    let mut pick = 0;
    let mut ties = 0u32;
    for (i, &s) in scores.iter().enumerate() {
        let s = if noise > 0.0 {
            s + rng.gen::<f32>() * noise
        } else {
            s
        };
        if s > best {
            best = s;
            pick = i;
            ties = 1;
        } else if s == best {
            // Reservoir sampling among equal scores.
            ties += 1;
            if rng.gen_range(0..ties) == 0 {
                pick = i;
            }
        }
    }
    pick
}

impl<G: Observe, H: Heuristic<G>> Bot<G> for GreedyBot<H> {
    fn choose(&mut self, seen: &Seen<'_, G>, options: &[<G as Game>::Choice]) -> usize {
        let obs = seen.observe();
        self.pick::<G>(&obs, seen.prompt(), options)
    }
}
