//! The greedy heuristic before the starter cards (a baseline for the arena);: how a player who knows VTES rates each legal option, from their own
//! observation only. No look-ahead and no cloning: one pass over the options.
//!
//! Unknown options (effects added to the engine later) score 0, like passing.

use jyhad_bots::vtes::Vtes;
use jyhad_bots::vtes::VtesObs;
use jyhad_bots::Heuristic;
use jyhad_cards::LibraryTypes as T;
use jyhad_vtes::choice::{PressMode, StrikeWith, VoteSide};
use jyhad_vtes::defs::StrikeRange;
use jyhad_vtes::state::{ActionKind, ActionStage, Phase, ReferendumKind};
use jyhad_vtes::{CardId, Choice};

/// Tunable thresholds of the VTES heuristic.
#[derive(Clone, Debug)]
pub struct LegacyHeuristic {
    /// Pool kept back when transferring to uncontrolled vampires (once a vampire is out).
    pub pool_floor: i32,
    /// Ready vampires after which the bot stops building more.
    pub team_size: usize,
    /// Pool at or under which every bleed is blocked when possible.
    pub danger_pool: i32,
}

impl Default for LegacyHeuristic {
    fn default() -> Self {
        LegacyHeuristic {
            pool_floor: 5,
            team_size: 4,
            danger_pool: 8,
        }
    }
}

/// What is being decided, read once per decision.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    Combat,
    ActionMine,
    Block,
    Intercept,
    Reactions,
    Referendum,
    Phase(Phase),
}

impl Heuristic<Vtes> for LegacyHeuristic {
    fn score_all(
        &mut self,
        obs: &VtesObs<'_>,
        _prompt: &str,
        options: &[Choice],
        scores: &mut Vec<f32>,
    ) {
        scores.clear();
        let ctx = context(obs);
        let ready_vampires = obs
            .ready(obs.me())
            .iter()
            .filter(|&&c| obs.is_vampire(c))
            .count();
        for o in options {
            scores.push(self.score(obs, ctx, ready_vampires, o));
        }
    }
}

fn context(obs: &VtesObs<'_>) -> Context {
    if obs.combat().is_some() {
        return Context::Combat;
    }
    if let Some(a) = obs.action() {
        return match a.stage {
            ActionStage::Announced
            | ActionStage::FinalActing
            | ActionStage::AttemptActing
            | ActionStage::SlaveOffer { .. } => Context::ActionMine,
            ActionStage::BlockChoice => Context::Block,
            ActionStage::AttemptBlocking => Context::Intercept,
            ActionStage::FinalReactions { .. }
            | ActionStage::DiablerieOffer { .. }
            | ActionStage::BeforeCombat { .. } => Context::Reactions,
        };
    }
    if obs.referendum().is_some() {
        return Context::Referendum;
    }
    Context::Phase(obs.phase())
}

impl LegacyHeuristic {
    fn score(&self, obs: &VtesObs<'_>, ctx: Context, ready_vampires: usize, o: &Choice) -> f32 {
        let me = obs.me();
        let pool = obs.pool(me);
        match *o {
            // ---- Influence phase ----
            Choice::BringOut { .. } => 100.0,
            Choice::Transfer { to, .. } => {
                let floor = match ready_vampires {
                    0 => 1,
                    1 | 2 => self.pool_floor - 1,
                    _ => self.pool_floor + 3,
                };
                if pool - 1 < floor || ready_vampires > self.team_size {
                    return -5.0;
                }
                let remaining = i32::from(obs.capacity(to)) - i32::from(obs.counters(to));
                if remaining <= 0 {
                    return 0.5;
                }
                // The vampire that will come out soonest.
                20.0 - remaining as f32 + if obs.counters(to) > 0 { 3.0 } else { 0.0 }
            }
            Choice::TransferBack { .. } => -20.0,
            Choice::DrawCrypt { .. } => {
                if obs.uncontrolled().is_empty() && pool >= 10 && ready_vampires < self.team_size {
                    5.0
                } else {
                    -5.0
                }
            }
            // ---- Master phase, out-of-turn masters ----
            Choice::Master { card, .. } => {
                let cost = obs.facts(card).map_or(0, |f| i32::from(f.pool_cost));
                if pool - cost < 4 {
                    -3.0
                } else if ctx == Context::Reactions {
                    2.0
                } else {
                    5.0
                }
            }
            // ---- Minion phase ----
            Choice::Bleed { minion, target, .. } => {
                let mut s = 10.0 + if obs.pool(target) <= 2 { 10.0 } else { 0.0 };
                if obs.is_vampire(minion) && obs.counters(minion) <= 1 {
                    s -= 6.0;
                }
                s
            }
            Choice::Hunt { minion, .. } => self.hunt_score(obs, minion),
            Choice::ActionCard { minion, card, .. } => match obs.def(card) {
                Some(d) if d.bleeds => 12.0 + f32::from(d.bleed),
                Some(d) if d.hunt > 0 => self.hunt_score(obs, minion) + 1.0,
                _ => 8.0,
            },
            Choice::Equip { card, .. } => 7.0 - self.pool_cost_penalty(obs, card),
            Choice::Employ { card, .. } => 6.0 - self.pool_cost_penalty(obs, card),
            Choice::Recruit { card, .. } => 7.0 - self.pool_cost_penalty(obs, card),
            Choice::PoliticalAction { .. } => 5.0,
            Choice::Rescue {
                minion,
                target,
                pays,
                ..
            } => {
                if obs.card(target).is_some_and(|c| c.controller == me) {
                    let left = i32::from(obs.counters(minion)) - i32::from(pays);
                    9.0 - f32::from(pays) - if left <= 0 { 5.0 } else { 0.0 }
                } else {
                    -10.0
                }
            }
            // Diablerie is risky: a blood hunt follows (p. 35).
            Choice::Diablerie { target, .. } => {
                if obs.card(target).is_some_and(|c| c.controller == me) {
                    -20.0
                } else {
                    -1.0
                }
            }
            Choice::LeaveTorpor { .. } => 9.0,
            Choice::BecomeAnarch { .. } => -2.0,
            Choice::TakeEquipment { .. } => -3.0,
            // ---- Blocks ----
            Choice::Block { minion, .. } => self.block_score(obs, minion),
            Choice::Decline { .. } => 0.0,
            // ---- Cards played during actions and combat ----
            Choice::Play { card, by, .. } => self.play_score(obs, ctx, card, by),
            // ---- Combat ----
            Choice::Maneuver { by, .. } => {
                if self.has_ranged_strike(obs, by) {
                    4.0
                } else {
                    -1.0
                }
            }
            Choice::Strike { by, with, at, .. } => {
                self.strike_score(obs, by, with) - if at.is_some() { 2.0 } else { 0.0 }
            }
            Choice::Prevent { by, .. } => {
                let Some(c) = obs.combat() else { return 0.0 };
                let side = usize::from(c.sides[1] == by);
                let (normal, agg) = c.damage[side];
                if agg > 0 || u16::from(normal) > u16::from(obs.counters(by)) {
                    15.0
                } else {
                    3.0
                }
            }
            Choice::Press { by, mode, .. } => {
                let Some(c) = obs.combat() else { return 0.0 };
                let opp = if c.sides[0] == by {
                    c.sides[1]
                } else {
                    c.sides[0]
                };
                match mode {
                    PressMode::Continue if obs.counters(opp) <= obs.strength(by) => 3.0,
                    PressMode::End if obs.counters(by) <= 1 => 3.0,
                    _ => -1.0,
                }
            }
            // ---- Politics ----
            Choice::Vote { side, .. } => self.vote_score(obs, side, 5.0),
            Choice::VoteEdge { side, .. } => self.vote_score(obs, side, 2.0),
            // ---- Untap phase ----
            Choice::Contest { .. } => {
                if pool > 8 {
                    1.0
                } else {
                    -1.0
                }
            }
            Choice::ContestTitle { .. } => -1.0,
            Choice::Withdraw { .. } => -5.0,
            // ---- Discard phase ----
            Choice::Discard { card, .. } => {
                if self.playable(obs, card) {
                    -1.0
                } else {
                    3.0
                }
            }
            Choice::Pass { .. } => 0.0,
            // Yields, terms of a referendum, anything new: neutral.
            _ => 0.0,
        }
    }

    /// Hunt when low: a vampire with no blood must, one under half its capacity should.
    fn hunt_score(&self, obs: &VtesObs<'_>, minion: CardId) -> f32 {
        let blood = obs.counters(minion);
        let cap = obs.capacity(minion);
        if blood == 0 {
            30.0
        } else if blood <= 1 {
            12.0
        } else if u16::from(blood) * 2 < u16::from(cap) {
            7.0
        } else {
            -1.0
        }
    }

    fn pool_cost_penalty(&self, obs: &VtesObs<'_>, card: CardId) -> f32 {
        let cost = obs.facts(card).map_or(0, |f| i32::from(f.pool_cost));
        if cost > 0 && obs.pool(obs.me()) - cost < self.pool_floor {
            10.0
        } else {
            0.0
        }
    }

    fn block_score(&self, obs: &VtesObs<'_>, minion: CardId) -> f32 {
        let me = obs.me();
        let Some(a) = obs.action() else { return 0.0 };
        let fitness = 0.3 * f32::from(obs.counters(minion)) + f32::from(obs.strength(minion))
            - if obs.is_vampire(minion) && obs.counters(minion) == 0 {
                3.0
            } else {
                0.0
            };
        let at_me = a.directed && a.blockers.first() == Some(&me);
        let base = match a.kind {
            ActionKind::Bleed { target } if target == me => {
                10.0 + 2.0 * f32::from(a.bleed.max(0))
                    + if obs.pool(me) <= self.danger_pool {
                        10.0
                    } else {
                        0.0
                    }
            }
            ActionKind::Card { .. } if at_me => {
                10.0 + if obs.pool(me) <= self.danger_pool {
                    10.0
                } else {
                    0.0
                }
            }
            // Blocking a hunt only costs a tap and a fight: not worth it.
            ActionKind::Hunt => -3.0,
            ActionKind::Political { .. } => 3.0,
            ActionKind::Diablerie { .. } | ActionKind::Rescue { .. } => 4.0,
            ActionKind::Recruit { .. } | ActionKind::Employ { .. } | ActionKind::Equip { .. } => {
                1.0
            }
            _ => -1.0,
        };
        base + fitness
    }

    fn play_score(&self, obs: &VtesObs<'_>, ctx: Context, card: CardId, by: CardId) -> f32 {
        let Some(d) = obs.def(card) else { return 0.0 };
        let cost = obs.facts(card).map_or(0, |f| f.blood_cost);
        let empties = cost > 0 && cost >= obs.counters(by);
        let base = match ctx {
            Context::ActionMine => {
                if d.stealth > 0 {
                    10.0
                } else if d.bleed > 0 {
                    8.0 + f32::from(d.bleed)
                } else {
                    2.0
                }
            }
            Context::Intercept => {
                let me = obs.me();
                let hurts = obs
                    .action()
                    .is_some_and(|a| a.directed && a.blockers.first() == Some(&me));
                if hurts {
                    8.0
                } else {
                    4.0
                }
            }
            Context::Reactions => 3.0,
            // An additional strike.
            Context::Combat => 3.0,
            _ => 1.0,
        };
        base - if empties { 5.0 } else { 0.0 }
    }

    fn has_ranged_strike(&self, obs: &VtesObs<'_>, by: CardId) -> bool {
        obs.ready(obs.me())
            .iter()
            .chain(obs.hand())
            .copied()
            .filter(|&c| c != by)
            .filter_map(|c| obs.def(c))
            .any(|d| {
                d.strike
                    .is_some_and(|s| s.range == StrikeRange::Any && !s.dodge)
            })
            && obs
                .card(by)
                .is_some_and(|_| obs.hand().len() + obs.ready(obs.me()).len() > 0)
    }

    fn strike_score(&self, obs: &VtesObs<'_>, by: CardId, with: StrikeWith) -> f32 {
        let strength = obs.strength(by);
        let def = match with {
            StrikeWith::Hand => None,
            StrikeWith::Card(c) => obs.def(c).and_then(|d| d.strike),
            StrikeWith::Own => obs.def(by).and_then(|d| d.strike),
        };
        let blood = obs.counters(by);
        match def {
            None => 3.0 * f32::from(strength),
            Some(s) => {
                let damage = if s.hand {
                    strength + s.damage
                } else {
                    s.damage
                };
                let mut v = 3.0 * f32::from(damage)
                    + if s.aggravated { 2.0 } else { 0.0 }
                    + if s.first_strike { 2.0 } else { 0.0 }
                    + 2.0 * f32::from(s.steal_blood)
                    + if s.destroy_equipment || s.steal_equipment {
                        2.0
                    } else {
                        0.0
                    };
                if s.dodge {
                    v += if blood <= 2 { 5.0 } else { 1.0 };
                }
                if s.combat_ends {
                    v += if blood <= 2 { 6.0 } else { 0.0 };
                }
                v
            }
        }
    }

    fn vote_score(&self, obs: &VtesObs<'_>, side: VoteSide, weight: f32) -> f32 {
        let me = obs.me();
        let Some(r) = obs.referendum() else {
            return 0.0;
        };
        let want_for = match r.kind {
            ReferendumKind::BloodHunt { diablerist } => match obs.card(diablerist) {
                Some(c) => c.controller != me,
                None => true,
            },
            _ => r.caller == me,
        };
        if (side == VoteSide::For) == want_for {
            weight
        } else {
            -weight
        }
    }

    /// Whether a card in hand could be played some day by this seat.
    fn playable(&self, obs: &VtesObs<'_>, card: CardId) -> bool {
        let Some(f) = obs.facts(card) else {
            return false;
        };
        let generic = f.types.contains(T::EQUIPMENT)
            || f.types.contains(T::RETAINER)
            || f.types.contains(T::ALLY)
            || f.types.contains(T::POLITICAL_ACTION);
        if obs.def(card).is_none() && !generic {
            return false;
        }
        let me = obs.me();
        let needs = !f.clans.is_empty() || f.requirement.as_ref().is_some_and(|r| !r.0.is_empty());
        !needs
            || obs
                .ready(me)
                .iter()
                .chain(obs.uncontrolled())
                .any(|&m| obs.meets_requirements(m, card))
    }
}
