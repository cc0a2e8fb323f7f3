//! The search bot: determinized Monte Carlo search (information-set sampling) with
//! greedy roll-outs.
//!
//! At each decision with several options it keeps the few best options by its heuristic,
//! then spends its iteration budget on them: every round samples a whole game from the
//! seat's own information ([`Determinize`]) and, for each candidate on that same sample
//! (common random numbers), plays it, lets greedy players (with a little noise) play on for
//! a bounded number of decisions, and scores the result with a [`StateEval`]. It leaves the
//! heuristic's first choice only for a candidate whose paired gain is clearly positive.
//! Every random draw comes from the bot's own seeded RNG, so the bot is deterministic.

use crate::greedy::best_index;
use crate::{Bot, Determinize, GreedyBot, Heuristic, Observe, Seen};
use jyhad_table::{Game, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How a sampled game is worth to a seat at the end of a roll-out (a finished game or
/// one cut at the depth limit); the larger the better, on the scale of victory points.
pub trait StateEval<G: Game>: Send {
    /// Value of `game` for `seat`.
    fn eval(&self, game: &G, seat: Seat) -> f64;
}

/// Budget and shape of the search.
#[derive(Clone, Copy, Debug)]
pub struct SearchConfig {
    /// Sampled games per decision.
    pub iterations: u32,
    /// Decisions played in each roll-out before evaluating (the game may end first).
    pub depth: u32,
    /// Options kept by the heuristic before searching (the others are never played).
    pub candidates: usize,
    /// Standard errors by which a candidate must beat the heuristic's choice on the same
    /// samples to be played instead.
    pub exploration: f64,
    /// Noise of the greedy roll-out players.
    pub rollout_noise: f32,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            iterations: 32,
            depth: 120,
            candidates: 4,
            exploration: 1.0,
            rollout_noise: 0.5,
        }
    }
}

/// Determinized Monte Carlo search over a heuristic (see the module documentation).
pub struct SearchBot<H, E> {
    heuristic: H,
    eval: E,
    config: SearchConfig,
    rng: ChaCha8Rng,
    scores: Vec<f32>,
}

impl<H: Clone, E> SearchBot<H, E> {
    /// A search bot with its heuristic (for pruning and roll-outs), evaluation, budget and seed.
    pub fn new(heuristic: H, eval: E, config: SearchConfig, seed: u64) -> Self {
        SearchBot {
            heuristic,
            eval,
            config,
            rng: ChaCha8Rng::seed_from_u64(seed),
            scores: Vec::new(),
        }
    }
}

impl<G, H, E> Bot<G> for SearchBot<H, E>
where
    G: Determinize + Observe,
    H: Heuristic<G> + Clone,
    E: StateEval<G>,
{
    fn choose(&mut self, seen: &Seen<'_, G>, options: &[G::Choice]) -> usize {
        if options.len() <= 1 {
            return 0;
        }
        let seat = seen.seat();
        // The heuristic's ranking: candidates to search, and the tie-break.
        self.heuristic
            .score_all(&seen.observe(), seen.prompt(), options, &mut self.scores);
        let mut order: Vec<usize> = (0..options.len()).collect();
        order.sort_by(|&a, &b| self.scores[b].total_cmp(&self.scores[a]).then(a.cmp(&b)));
        order.truncate(self.config.candidates.max(1));
        if order.len() == 1 || self.config.iterations == 0 {
            return best_index(&self.scores, 0.0, &mut self.rng);
        }
        let k = order.len();
        // Common random numbers: every candidate is played on the same sampled games with
        // the same roll-out seeds, so their differences are measured, not their luck.
        let rounds = (self.config.iterations as usize / k).max(1);
        let mut values = vec![vec![0f64; k]; rounds];
        let mut rollout_options = Vec::with_capacity(64);
        let mut rollout =
            GreedyBot::new(self.heuristic.clone(), 0).with_noise(self.config.rollout_noise);
        for row in values.iter_mut() {
            let sample_seed: u64 = self.rng.gen();
            let sample = seen.determinize(sample_seed);
            for (j, &i) in order.iter().enumerate() {
                let mut game = sample.clone();
                row[j] = if game.apply_offered(seat, &options[i]).is_err() {
                    // Cannot happen for an option of the seat's own decision; never prefer it.
                    -1e9
                } else {
                    rollout.rng_reseed(sample_seed ^ 0x5eed);
                    let mut steps = 0;
                    while steps < self.config.depth {
                        let Some((s, prompt)) = game.options_into(&mut rollout_options) else {
                            break;
                        };
                        let pick = rollout.pick::<G>(&game.observe(s), prompt, &rollout_options);
                        if game.apply_offered(s, &rollout_options[pick]).is_err() {
                            break;
                        }
                        steps += 1;
                    }
                    self.eval.eval(&game, seat)
                };
            }
        }
        // Leave the heuristic's choice only for a candidate that does better on the same
        // samples by more than `exploration` standard errors of the paired difference.
        let mut best = 0;
        let mut best_gain = 0.0;
        for j in 1..k {
            let d: Vec<f64> = values.iter().map(|row| row[j] - row[0]).collect();
            let n = d.len() as f64;
            let mean = d.iter().sum::<f64>() / n;
            let var = if n > 1.0 {
                d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
            } else {
                0.0
            };
            let gain = mean - self.config.exploration * (var / n).sqrt();
            if gain > best_gain {
                best_gain = gain;
                best = j;
            }
        }
        order[best]
    }
}

impl<H> GreedyBot<H> {
    /// Restarts the tie-break and noise RNG (roll-outs reuse one bot).
    pub(crate) fn rng_reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }
}
