//! [`VtesHeuristic`]: how a player who knows VTES rates each legal option, from their own
//! observation only. No look-ahead and no cloning: one pass over the options.
//!
//! Unknown options (effects added to the engine later) score 0, like passing.

use super::obs::VtesObs;
use super::Vtes;
use crate::Heuristic;
use jyhad_cards::LibraryTypes as T;
use jyhad_table::Seat;
use jyhad_vtes::choice::UseHow;
use jyhad_vtes::choice::{is_superior, PressMode, StrikeWith, VoteSide};
use jyhad_vtes::defs::actions::ActionEffect;
use jyhad_vtes::defs::{OutcomeDef, PlayKind, StrikeRange, TermsDef};
use jyhad_vtes::state::{ActionKind, ActionStage, Phase, Referendum, ReferendumKind};
use jyhad_vtes::{CardId, Choice};

/// Tunable thresholds of the VTES heuristic.
#[derive(Clone, Debug)]
pub struct VtesHeuristic {
    /// Pool kept back when transferring to uncontrolled vampires (once a vampire is out).
    pub pool_floor: i32,
    /// Ready vampires after which the bot stops building more.
    pub team_size: usize,
    /// Pool at or under which every bleed is blocked when possible.
    pub danger_pool: i32,
}

impl Default for VtesHeuristic {
    fn default() -> Self {
        VtesHeuristic {
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

impl Heuristic<Vtes> for VtesHeuristic {
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

    /// Transfers one at a time, untap-phase uses and discards are routine: a search bot
    /// spends its budget on the minion phase, blocks, combat, politics and master cards.
    fn worth_searching(&self, _obs: &VtesObs<'_>, prompt: &str) -> bool {
        !matches!(
            prompt,
            "influence phase transfer" | "discard phase" | "untap phase"
        )
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

impl VtesHeuristic {
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
            Choice::Bleed { minion, target, .. } => self.bleed_score(obs, minion, target, 0),
            Choice::Hunt { minion, .. } => self.hunt_score(obs, minion),
            Choice::ActionCard {
                minion,
                card,
                level,
                target,
            } => self.action_card_score(obs, minion, card, is_superior(level), target),
            Choice::Equip { minion, card } => {
                self.gear_score(obs, minion, 1.5) - self.pool_cost_penalty(obs, card)
            }
            Choice::Employ { minion, card } => {
                self.gear_score(obs, minion, 1.0) - self.pool_cost_penalty(obs, card)
            }
            Choice::Recruit { minion, card } => {
                // An ally is one more minion to act and block.
                self.gear_score(obs, minion, 2.0) - self.pool_cost_penalty(obs, card)
            }
            Choice::PoliticalAction { card, .. } => self.political_score(obs, card),
            Choice::CardAction { card, how, .. } => self.card_action_score(obs, card, how),
            Choice::UseCard {
                card,
                target,
                from,
                how,
            } => self.use_score(obs, card, target, from, how),
            Choice::TermMethuselah { seat } => self.term_seat_score(obs, seat, false),
            Choice::TermPoint { seat } => self.term_seat_score(obs, seat, true),
            Choice::TermClan { clan } => {
                let Some(name) = jyhad_vtes::defs::clans().get(usize::from(clan.0)) else {
                    return 0.0;
                };
                obs.ready(me)
                    .iter()
                    .filter(|&&v| obs.facts(v).is_some_and(|f| f.clans.contains(name)))
                    .count() as f32
            }
            // A vampire in play picked for an effect (Scourge of the Enochians burns it):
            // another Methuselah's rather than one's own.
            Choice::Pick { card } => match obs.card(card) {
                Some(c)
                    if c.controller != me
                        && matches!(
                            c.region,
                            jyhad_vtes::state::Region::Ready | jyhad_vtes::state::Region::Torpor
                        ) =>
                {
                    3.0
                }
                // One's own ally kept (Kindred Segregation).
                Some(c)
                    if c.region == jyhad_vtes::state::Region::Ready
                        && obs.facts(card).is_some_and(|f| f.types.contains(T::ALLY)) =>
                {
                    1.0
                }
                _ => 0.0,
            },
            // A card named by the terms (a minion silenced, a location taken): another's.
            Choice::TermCard { card } => {
                // Blood an ability's referendum gives the chosen vampires: to the bot's own.
                let gives = obs
                    .referendum()
                    .and_then(|r| match r.kind {
                        ReferendumKind::Ability { source } => obs.def(source),
                        _ => None,
                    })
                    .is_some_and(|d| {
                        d.abilities.iter().any(|a| {
                            a.verbs
                                .iter()
                                .any(|v| matches!(v, jyhad_vtes::defs::ability::Verb::Blood(n) if *n > 0))
                        })
                    });
                match obs.card(card) {
                    Some(c) if (c.controller == me) != gives => -10.0,
                    _ => 5.0,
                }
            }
            Choice::TermVampire { vampire } => {
                // A harmful outcome (Banishment's `to-uncontrolled`): another's vampire.
                let harms = obs
                    .referendum()
                    .and_then(|r| match r.kind {
                        ReferendumKind::Political { card } => obs.def(card),
                        ReferendumKind::Ability { source } => obs.def(source),
                        ReferendumKind::BloodHunt { .. } => None,
                    })
                    .is_some_and(|d| {
                        d.abilities.iter().any(|a| {
                            a.verbs.iter().any(|v| {
                                matches!(
                                    v,
                                    jyhad_vtes::defs::ability::Verb::ToUncontrolled
                                        | jyhad_vtes::defs::ability::Verb::Burn
                                )
                            })
                        })
                    });
                let mine = obs.card(vampire).is_some_and(|c| c.controller == me);
                match (mine, harms) {
                    (true, false) => 10.0 + f32::from(obs.votes(vampire)),
                    (false, true) => 10.0 + f32::from(obs.votes(vampire)),
                    _ => -10.0,
                }
            }
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
            // The Edge is burned only when the vote is close.
            Choice::VoteEdge { side, .. } => {
                let close = obs.referendum().is_some_and(|r| {
                    (i32::from(r.votes_for) - i32::from(r.votes_against)).abs() <= 1
                });
                if close {
                    self.vote_score(obs, side, 2.0)
                } else {
                    -1.0
                }
            }
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
            // A slave takes the blow for the vampire it serves.
            Choice::SlaveTakesPlace { .. } => 1.0,
            Choice::Pass { .. } => 0.0,
            // Manual cards (issue 18): a bot cannot read a card's text, so it never plays
            // one (`pass` is always offered beside it); it approves the moves another
            // player proposes by hand, and ends a resolution it somehow holds at once.
            Choice::ManualPlay { .. } | Choice::ManualAbility { .. } => -1.0e9,
            Choice::Approve { .. } | Choice::ManualDone { .. } | Choice::ManualWithdraw { .. } => {
                1.0
            }
            Choice::Refuse { .. } => -1.0,
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
            ActionKind::Political { .. } | ActionKind::Referendum { .. } => 3.0,
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
            Context::Referendum => {
                // Votes from a card: worth it when the side the bot wants is not safe.
                let Some(r) = obs.referendum() else {
                    return 0.0;
                };
                let margin = i32::from(r.votes_for) - i32::from(r.votes_against);
                let want_for = self.vote_score(obs, VoteSide::For, 1.0) > 0.0;
                let lead = if want_for { margin } else { -margin };
                if lead <= 2 {
                    4.0
                } else {
                    -1.0
                }
            }
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
                    + 3.5 * f32::from(s.steal_blood)
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
            _ if r.caller == me => true,
            ReferendumKind::Political { card } => self.outcome_good_for_me(obs, r, card),
            // Another's ability: its caller gains, or a card in play burns (good when it is
            // another Methuselah's).
            ReferendumKind::Ability { source } => obs
                .card(source)
                .is_some_and(|c| c.controller != me && c.controller != r.caller),
        };
        if (side == VoteSide::For) == want_for {
            weight
        } else {
            -weight
        }
    }

    /// A bleed of `target` by `minion` with `extra` bleed beyond the minion's own: likely to
    /// succeed when the prey has few untapped minions to block and the bot has stealth.
    fn bleed_score(&self, obs: &VtesObs<'_>, minion: CardId, target: Seat, extra: i8) -> f32 {
        let mut s = 10.0 + f32::from(extra.max(0));
        let amount = 1 + i32::from(extra.max(0));
        if obs.pool(target) <= amount + 1 {
            s += 10.0;
        }
        if obs.is_vampire(minion) && obs.counters(minion) <= 1 {
            s -= 6.0;
        }
        let blockers = obs
            .ready(target)
            .iter()
            .filter(|&&c| obs.card(c).is_some_and(|k| !k.tapped))
            .count();
        if blockers > 0 {
            let stealth = obs
                .hand()
                .iter()
                .filter(|&&c| obs.def(c).is_some_and(|d| d.stealth > 0))
                .count();
            // Unanswered blockers make a bleed a gamble (and a combat).
            s -= 1.5 * blockers.saturating_sub(stealth) as f32;
        }
        s
    }

    /// Equipment, retainers and allies: worth an action for a minion with none yet, when
    /// its bleeds are likely blocked or it has already bled.
    fn gear_score(&self, obs: &VtesObs<'_>, minion: CardId, bonus: f32) -> f32 {
        let me = obs.me();
        let carried = obs
            .in_play(me)
            .iter()
            .filter(|&&c| obs.card(c).is_some_and(|k| k.host == Some(minion)))
            .count();
        let low = obs.is_vampire(minion) && obs.counters(minion) <= 1;
        7.0 + bonus - 2.0 * carried as f32 - if low { 3.0 } else { 0.0 }
    }

    /// The action of an action card, at its level.
    fn action_card_score(
        &self,
        obs: &VtesObs<'_>,
        minion: CardId,
        card: CardId,
        superior: bool,
        target: Option<CardId>,
    ) -> f32 {
        let me = obs.me();
        let Some(d) = obs.def_at(card, superior) else {
            return 8.0;
        };
        if d.bleeds {
            // Deep Song and the like name the prey; Govern and Enchant bleed the prey.
            return self.bleed_score(obs, minion, obs.prey(me), d.bleed)
                + 2.0
                + 0.5 * f32::from(d.stealth.max(0));
        }
        if d.hunt > 0 {
            return self.hunt_score(obs, minion) + 1.0;
        }
        let mut s: f32 = 6.0 + 0.5 * f32::from(d.stealth.max(0));
        for e in d.action_effects() {
            s += match *e {
                // Blood on uncontrolled vampires: a vampire out sooner.
                ActionEffect::BloodToYoungerUncontrolled(n) => {
                    if obs.uncontrolled().is_empty() {
                        -20.0
                    } else {
                        4.0 + 0.5 * f32::from(n)
                            - if obs.ready(me).len() > self.team_size {
                                4.0
                            } else {
                                0.0
                            }
                    }
                }
                ActionEffect::PreyBurnsPool(n) => 2.0 + 2.0 * f32::from(n),
                ActionEffect::DiscardFromPreyHand => 1.0,
                ActionEffect::EnterCombatTapTarget => {
                    // Deep Song's superior version: a fight with a vampire of our choice.
                    match target.and_then(|t| obs.card(t)) {
                        Some(t) if t.controller != me => {
                            if obs.strength(minion) >= 2 || t.counters <= 1 {
                                3.0
                            } else {
                                0.0
                            }
                        }
                        _ => -20.0,
                    }
                }
                ActionEffect::Strength(n) => f32::from(n) - 1.0,
                ActionEffect::SearchEquip => 0.5,
                _ => 0.0,
            };
        }
        s
    }

    /// How many votes the bot can expect for and against its own referendum.
    fn vote_balance(&self, obs: &VtesObs<'_>) -> i32 {
        let me = obs.me();
        let mut mine = 1; // the political action card's own vote
        let mut theirs = 0;
        for i in 0..obs.seats() {
            let s = Seat(i as u8);
            if obs.ousted(s) {
                continue;
            }
            let v: i32 = obs.ready(s).iter().map(|&c| i32::from(obs.votes(c))).sum();
            if s == me {
                mine += v;
            } else {
                theirs += v;
            }
        }
        // Political action cards in hand are a vote each (the one played is counted above).
        mine += obs
            .hand()
            .iter()
            .filter(|&&c| obs.def(c).is_some_and(|d| d.kind == PlayKind::Political))
            .count() as i32
            - 1;
        if obs.edge() == Some(me) {
            mine += 1;
        }
        // Half of the others, roughly, vote against a referendum that hurts them.
        mine - (theirs + 1) / 2
    }

    /// A political action: its outcome's worth, weighed by the chance it passes.
    fn political_score(&self, obs: &VtesObs<'_>, card: CardId) -> f32 {
        let me = obs.me();
        let Some(d) = obs.def(card) else { return 3.0 };
        let worth = match d.outcome {
            Some(OutcomeDef::PointsBurnPool)
            | Some(OutcomeDef::PointsBurnPoolChosenGains(_))
            | Some(OutcomeDef::MethuselahBurnsPool(_)) => {
                11.0 + if obs.pool(obs.prey(me)) <= 3 {
                    8.0
                } else {
                    0.0
                }
            }
            Some(OutcomeDef::ClanVampiresGainPool) => {
                let n = obs.ready(me).len() as f32;
                if n >= 2.0 {
                    6.0 + n
                } else {
                    2.0
                }
            }
            Some(OutcomeDef::MinionsBurnPool | OutcomeDef::LockedMinionsBurnPool) => {
                let mine = obs.ready(me).len() as f32;
                let others: f32 = (0..obs.seats())
                    .map(|i| Seat(i as u8))
                    .filter(|&s| s != me && !obs.ousted(s))
                    .map(|s| obs.ready(s).len() as f32)
                    .sum::<f32>()
                    / (obs.alive_count().max(2) - 1) as f32;
                if others > mine + 0.5 {
                    9.0
                } else {
                    1.0
                }
            }
            Some(OutcomeDef::MovePool) => {
                let richest = (0..obs.seats())
                    .map(|i| Seat(i as u8))
                    .filter(|&s| !obs.ousted(s))
                    .map(|s| obs.pool(s))
                    .max()
                    .unwrap_or(0);
                if richest >= obs.pool(me) + 4 {
                    11.0
                } else {
                    2.0
                }
            }
            Some(OutcomeDef::GrantTitle(_)) => 8.0,
            Some(OutcomeDef::EldersGainPool { .. } | OutcomeDef::EldersGainBlood(_)) => 4.0,
            None => 5.0,
        };
        let balance = self.vote_balance(obs);
        let chance = match balance {
            b if b >= 2 => 1.0,
            1 => 0.8,
            0 => 0.5,
            -1 => 0.3,
            _ => 0.1,
        };
        worth * chance
    }

    /// Whether a referendum called by another seat would do the bot good.
    fn outcome_good_for_me(&self, obs: &VtesObs<'_>, r: &Referendum, card: CardId) -> bool {
        let me = obs.me();
        let prey = obs.prey(me);
        let points = |s: Seat| r.terms.points.get(s.index()).copied().unwrap_or(0);
        match obs.def(card).and_then(|d| d.outcome) {
            Some(OutcomeDef::PointsBurnPool | OutcomeDef::PointsBurnPoolChosenGains(_)) => {
                points(me) == 0 && points(prey) > 0
            }
            Some(OutcomeDef::MethuselahBurnsPool(_)) => r.terms.methuselah == Some(prey),
            Some(OutcomeDef::MovePool) => points(me) > 0 && r.terms.methuselah != Some(me),
            Some(OutcomeDef::MinionsBurnPool | OutcomeDef::LockedMinionsBurnPool) => {
                let mine = obs.ready(me).len();
                let prey_n = obs.ready(prey).len();
                mine < prey_n
            }
            Some(OutcomeDef::ClanVampiresGainPool) => {
                let clan = r
                    .terms
                    .clan
                    .and_then(|c| jyhad_vtes::defs::clans().get(usize::from(c)));
                clan.is_some_and(|name| {
                    obs.ready(me)
                        .iter()
                        .filter(|&&v| obs.facts(v).is_some_and(|f| f.clans.contains(name)))
                        .count()
                        >= 2
                })
            }
            _ => false,
        }
    }

    /// A Methuselah chosen as a term (or given one point of the terms) by the caller.
    fn term_seat_score(&self, obs: &VtesObs<'_>, seat: Seat, point: bool) -> f32 {
        let me = obs.me();
        let Some(r) = obs.referendum() else {
            return 0.0;
        };
        let def = match r.kind {
            ReferendumKind::Political { card } => obs.def(card),
            ReferendumKind::Ability { .. } | ReferendumKind::BloodHunt { .. } => None,
        };
        let terms = def.and_then(|d| d.terms);
        let pool_shift = matches!(terms, Some(TermsDef::PoolShift { .. }));
        if pool_shift {
            if point {
                // Who receives the chosen Methuselah's pool.
                return if seat == me { 10.0 } else { -5.0 };
            }
            // Whose pool moves: the richest.
            return obs.pool(seat) as f32 / 3.0 + if seat == obs.prey(me) { 2.0 } else { 0.0 };
        }
        // The Methuselah who gains pool (Camarilla's Iron Fist): the bot itself.
        // The Methuselah who takes the chosen card (Disputed Territory): the bot itself.
        if matches!(terms, Some(TermsDef::LocationMethuselah)) {
            return if seat == me { 10.0 } else { -5.0 };
        }
        if matches!(terms, Some(TermsDef::MethuselahPoints { .. })) && !point {
            return if seat == me { 10.0 } else { -5.0 };
        }
        // Pool burned: the prey first, then the predator, never the bot.
        if seat == me {
            -10.0
        } else if seat == obs.prey(me) {
            10.0
        } else if seat == obs.predator(me) {
            5.0
        } else {
            4.0 - obs.pool(seat) as f32 / 30.0
        }
    }

    /// An action granted by a card in play: burn someone else's card that hurts.
    fn card_action_score(&self, obs: &VtesObs<'_>, card: CardId, how: UseHow) -> f32 {
        let me = obs.me();
        let Some(c) = obs.card(card) else { return 0.0 };
        match how {
            UseHow::Burn if c.controller == me => -10.0,
            UseHow::Burn => {
                let hurts = obs.def(card).is_some_and(|d| {
                    d.action_effects()
                        .any(|e| matches!(e, ActionEffect::PreyBurnsPool(_)))
                });
                if hurts && obs.prey(c.controller) == me {
                    12.0
                } else {
                    3.0
                }
            }
            _ => 2.0,
        }
    }

    /// Using a card in play (hunting grounds, blood dolls, vessels, locations) or, with
    /// `how=discard`, discarding down to hand size.
    fn use_score(
        &self,
        obs: &VtesObs<'_>,
        card: CardId,
        target: Option<CardId>,
        from: Option<CardId>,
        how: Option<UseHow>,
    ) -> f32 {
        let me = obs.me();
        let missing = |v: CardId| {
            let cap = f32::from(obs.capacity(v).max(1));
            (cap - f32::from(obs.counters(v))).max(0.0) / cap
        };
        match how {
            Some(UseHow::Discard) => {
                if self.playable(obs, card) {
                    0.0
                } else {
                    2.0
                }
            }
            Some(UseHow::Prevent) => 6.0,
            Some(UseHow::Burn) | Some(UseHow::Remove) => -3.0,
            Some(UseHow::ToPool) => {
                if obs.pool(me) <= 6 {
                    3.0
                } else {
                    -1.0
                }
            }
            Some(UseHow::FromPool) => {
                if obs.pool(me) >= 12 {
                    1.0
                } else {
                    -1.0
                }
            }
            _ => {
                // Blood onto a vampire (ready: the emptiest; uncontrolled: the closest to
                // coming out), taken from another vampire or from pool.
                let mut s = 2.0;
                if let Some(t) = target.filter(|&t| obs.card(t).is_some_and(|c| c.controller == me))
                {
                    s += if obs.uncontrolled().contains(&t) {
                        2.0 - missing(t)
                    } else {
                        1.0 + 2.0 * missing(t)
                    };
                }
                if let Some(f) = from {
                    if obs.counters(f) <= 2 {
                        s -= 3.0;
                    }
                }
                s
            }
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
