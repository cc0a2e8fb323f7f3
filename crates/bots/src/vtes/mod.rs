//! The VTES bots: the observation ([`VtesObs`]), the heuristic ([`VtesHeuristic`]), the
//! roll-out evaluation ([`VtesEval`]), and [`make_bot`] to build any kind by name.

mod heuristic;
pub mod manual;
mod obs;

pub use heuristic::VtesHeuristic;
pub use obs::VtesObs;

use crate::{Bot, Determinize, GreedyBot, Observe, RandomBot, SearchBot, SearchConfig, StateEval};
use jyhad_table::{Game, Seat};
pub use jyhad_vtes::Vtes;
use std::fmt;
use std::str::FromStr;

impl Observe for Vtes {
    type Obs<'a> = VtesObs<'a>;
    fn observe(&self, seat: Seat) -> VtesObs<'_> {
        VtesObs::new(self.state(), seat)
    }
}

impl Determinize for Vtes {
    fn determinize(&self, seat: Seat, seed: u64) -> Vtes {
        Vtes::from_state(self.state().determinize(seat, seed))
    }
}

/// Value of a (sampled) game for a seat, in victory points: final VP (+½ for the game
/// win) once over; otherwise VP plus a material estimate relative to the other seats.
#[derive(Clone, Copy, Debug, Default)]
pub struct VtesEval;

fn material(game: &Vtes, s: usize) -> f64 {
    let st = game.state();
    let m = &st.seats[s];
    if m.ousted {
        return 0.0;
    }
    let minions: f64 = m
        .ready
        .iter()
        .map(|&c| 0.35 + 0.04 * f64::from(st.card(c).counters))
        .sum();
    let uncontrolled: f64 = m
        .uncontrolled
        .iter()
        .map(|&c| 0.02 * f64::from(st.card(c).counters))
        .sum();
    0.03 * f64::from(m.pool.max(0)) + minions + uncontrolled + 0.1 * m.torpor.len() as f64
}

impl StateEval<Vtes> for VtesEval {
    fn eval(&self, game: &Vtes, seat: Seat) -> f64 {
        if let Some(o) = game.outcome() {
            return o.vp(seat) + if o.winner == Some(seat) { 0.5 } else { 0.0 };
        }
        let st = game.state();
        let me = seat.index();
        let others: Vec<usize> = (0..st.seats.len())
            .filter(|&i| i != me && !st.seats[i].ousted)
            .collect();
        let mean_other = if others.is_empty() {
            0.0
        } else {
            others.iter().map(|&i| material(game, i)).sum::<f64>() / others.len() as f64
        };
        // The prey's weakness is my coming victory point.
        let prey = st.prey(seat).index();
        let prey_threat = if prey != me {
            0.3 / (1.0 + f64::from(st.seats[prey].pool.max(0)) / 3.0)
        } else {
            0.0
        };
        f64::from(st.seats[me].half_vp) / 2.0 + material(game, me) - mean_other + prey_threat
    }
}

/// The kinds of bot a seat can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BotKind {
    /// Uniform among the legal options.
    Random,
    /// The VTES heuristic, no look-ahead.
    Greedy,
    /// Determinized Monte Carlo search with greedy roll-outs.
    Search,
}

impl BotKind {
    /// Its name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Search => "search",
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "random" => Ok(BotKind::Random),
            "greedy" => Ok(BotKind::Greedy),
            "search" => Ok(BotKind::Search),
            other => Err(format!(
                "unknown bot {other:?} (bots: random, greedy, search)"
            )),
        }
    }
}

/// A VTES bot of a kind, seeded; `search` is the search bot's budget. Every kind follows
/// the rules of manual cards ([`manual::ManualRules`]): never plays one, and approves only
/// the proposed moves a card of its type could make.
pub fn make_bot(kind: BotKind, seed: u64, search: SearchConfig) -> Box<dyn Bot<Vtes>> {
    Box::new(manual::ManualRules::new(make_plain_bot(kind, seed, search)))
}

/// A VTES bot of a kind without [`manual::ManualRules`] (what [`make_bot`] wraps).
fn make_plain_bot(kind: BotKind, seed: u64, search: SearchConfig) -> Box<dyn Bot<Vtes>> {
    match kind {
        BotKind::Random => Box::new(RandomBot::new(seed)),
        BotKind::Greedy => Box::new(GreedyBot::new(VtesHeuristic::default(), seed)),
        BotKind::Search => Box::new(SearchBot::new(
            VtesHeuristic::default(),
            VtesEval,
            search,
            seed,
        )),
    }
}

/// Checks that a game type is usable by every bot (compile-time only).
#[allow(dead_code)]
fn assert_bots<G: Game + Observe + Determinize>() {}
