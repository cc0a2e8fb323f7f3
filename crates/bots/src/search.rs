//! The search bot: determinized Monte Carlo search (information-set sampling) with
//! greedy roll-outs.
//!
//! At each decision with several options it keeps the few best options by its heuristic,
//! then spends its iteration budget (roll-outs) on them by successive halving: every round
//! samples a whole game from the seat's own information ([`Determinize`]) and, for each
//! candidate still in the race on that same sample (common random numbers), plays it, lets
//! greedy players (with a little noise) play on for a bounded number of decisions, and
//! scores the result with a [`StateEval`]; after each stage the worse half of the
//! challengers drops out. A decision where every candidate scores exactly like the
//! heuristic's choice on every sample stops early. It leaves the heuristic's first choice
//! only for a candidate whose paired gain is positive by `exploration` standard errors.
//! Routine decisions ([`Heuristic::worth_searching`]) and obvious ones (the heuristic's
//! choice leads the next option by `clear_gap`) are not searched: the budget goes where
//! the choice matters.
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
    /// Roll-outs per decision (each plays one candidate on one sampled game).
    pub iterations: u32,
    /// Decisions played in each roll-out before evaluating (the game may end first).
    pub depth: u32,
    /// Options kept by the heuristic before searching (the others are never played).
    pub candidates: usize,
    /// Standard errors by which a candidate must beat the heuristic's choice on the same
    /// samples to be played instead.
    pub exploration: f64,
    /// Score noise of the searching seat's own greedy play in roll-outs.
    pub rollout_noise: f32,
    /// Score noise of the other seats' greedy play in roll-outs.
    pub opponent_noise: f32,
    /// A heuristic score lead over the second-best option at which the decision is
    /// obvious and not searched.
    pub clear_gap: f32,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            // 512 samples of 240-decision roll-outs at the decisions that are searched, a
            // switch at one standard error: the measured best (docs/bots.md; on the same
            // 400 deals 512 samples give 2.66x the greedy seats' VP, 256 give 2.20x).
            iterations: 512,
            depth: 240,
            candidates: 4,
            exploration: 1.0,
            rollout_noise: 0.5,
            opponent_noise: 0.5,
            clear_gap: 10.0,
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
        let obs = seen.observe();
        self.heuristic
            .score_all(&obs, seen.prompt(), options, &mut self.scores);
        // Routine decisions are played as the heuristic would.
        if !self.heuristic.worth_searching(&obs, seen.prompt()) {
            return best_index(&self.scores, 0.0, &mut self.rng);
        }
        let mut order: Vec<usize> = (0..options.len()).collect();
        order.sort_by(|&a, &b| self.scores[b].total_cmp(&self.scores[a]).then(a.cmp(&b)));
        // An obvious decision: the heuristic's choice leads the next one by far.
        let obvious = order.len() > 1
            && self.scores[order[0]] - self.scores[order[1]] >= self.config.clear_gap;
        order.truncate(self.config.candidates.max(1));
        if order.len() == 1 || self.config.iterations == 0 || obvious {
            return best_index(&self.scores, 0.0, &mut self.rng);
        }
        let k = order.len();
        let budget = self.config.iterations as usize;
        // Successive halving: the candidates still in the race are played on the same
        // sampled games with the same roll-out seeds (common random numbers), so their
        // differences are measured, not their luck; after each stage the worse half (by
        // mean paired gain over the heuristic's choice) drops out. `values[j][r]` is
        // candidate `j` on round `r`; survivors have played every round.
        let stages = (usize::BITS - (k - 1).leading_zeros()).max(1) as usize;
        let mut alive: Vec<usize> = (0..k).collect();
        let mut values: Vec<Vec<f64>> = vec![Vec::new(); k];
        let mut rollout_options = Vec::with_capacity(64);
        let mut rollout =
            GreedyBot::new(self.heuristic.clone(), 0).with_noise(self.config.rollout_noise);
        let mut others =
            GreedyBot::new(self.heuristic.clone(), 0).with_noise(self.config.opponent_noise);
        let same_noise = self.config.opponent_noise == self.config.rollout_noise;
        let mut spent = 0;
        for stage in 0..stages {
            let stage_budget = (budget - spent.min(budget)) / (stages - stage);
            let rounds = (stage_budget / alive.len()).max(1);
            for _ in 0..rounds {
                let sample_seed: u64 = self.rng.gen();
                let sample = seen.determinize(sample_seed);
                for &j in &alive {
                    let mut game = sample.clone();
                    let v = if game.apply_offered(seat, &options[order[j]]).is_err() {
                        // Cannot happen for an option of the seat's own decision; never
                        // prefer it.
                        -1e9
                    } else {
                        rollout.rng_reseed(sample_seed ^ 0x5eed);
                        others.rng_reseed(sample_seed ^ 0x07be);
                        let mut steps = 0;
                        while steps < self.config.depth {
                            let Some((s, prompt)) = game.options_into(&mut rollout_options) else {
                                break;
                            };
                            // One player (one RNG stream) for every seat when the noises
                            // agree, as before the two were told apart.
                            let player = if s == seat || same_noise {
                                &mut rollout
                            } else {
                                &mut others
                            };
                            let pick = player.pick::<G>(&game.observe(s), prompt, &rollout_options);
                            if game.apply_offered(s, &rollout_options[pick]).is_err() {
                                break;
                            }
                            steps += 1;
                        }
                        self.eval.eval(&game, seat)
                    };
                    values[j].push(v);
                }
                spent += alive.len();
            }
            // Every candidate played exactly like the heuristic's choice on every sample:
            // nothing to learn from more samples.
            if alive[1..].iter().all(|&j| values[j] == values[0]) {
                return order[0];
            }
            if stage + 1 < stages && alive.len() > 2 {
                let mut rest: Vec<(f64, usize)> = alive[1..]
                    .iter()
                    .map(|&j| (paired(&values[j], &values[0]).0, j))
                    .collect();
                rest.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
                rest.truncate((alive.len() / 2).max(1));
                alive.truncate(1);
                alive.extend(rest.iter().map(|&(_, j)| j));
            }
        }
        // Leave the heuristic's choice only for a candidate that does better on the same
        // samples by more than `exploration` standard errors of the paired difference.
        let mut best = 0;
        let mut best_gain = 0.0;
        for &j in &alive[1..] {
            let (mean, se) = paired(&values[j], &values[0]);
            let gain = mean - self.config.exploration * se;
            if gain > best_gain {
                best_gain = gain;
                best = j;
            }
        }
        order[best]
    }
}

/// Mean and standard error of the paired difference `a - b` (same samples).
fn paired(a: &[f64], b: &[f64]) -> (f64, f64) {
    let n = a.len().min(b.len());
    if n == 0 {
        return (0.0, 0.0);
    }
    let d = a.iter().zip(b).map(|(x, y)| x - y);
    let nf = n as f64;
    let mean = d.clone().sum::<f64>() / nf;
    let var = if n > 1 {
        d.map(|x| (x - mean).powi(2)).sum::<f64>() / (nf - 1.0)
    } else {
        0.0
    };
    (mean, (var / nf).sqrt())
}

impl<H> GreedyBot<H> {
    /// Restarts the tie-break and noise RNG (roll-outs reuse one bot).
    pub(crate) fn rng_reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }
}

#[cfg(test)]
mod tests {
    use super::paired;

    #[test]
    fn paired_difference_mean_and_standard_error() {
        assert_eq!(paired(&[], &[]), (0.0, 0.0));
        assert_eq!(paired(&[2.0], &[1.0]), (1.0, 0.0));
        let (mean, se) = paired(&[3.0, 5.0, 4.0], &[1.0, 2.0, 3.0]);
        assert!((mean - 2.0).abs() < 1e-12);
        // Differences 2, 3, 1: variance 1, standard error 1/sqrt(3).
        assert!((se - (1.0f64 / 3.0).sqrt()).abs() < 1e-12);
    }
}
