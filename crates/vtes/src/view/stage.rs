//! The public stage of the table: the action, combat and referendum in progress, as every
//! Methuselah sees them at a real table (an action, its card, the strikes chosen and the
//! votes cast are all public).

use crate::defs::StrikeDef;
use crate::ids::CardId;
use crate::state::StrikeSource;
use crate::state::{ActionKind, ActionStage, CombatStage, Range, ReferendumKind, Region, State};
use jyhad_cards::CardRef;
use jyhad_table::Seat;
use serde::Serialize;

/// A card the stage names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StageCard {
    /// Instance id.
    pub id: CardId,
    /// The card of the card list (its facts and text).
    #[serde(rename = "ref")]
    pub def: CardRef,
    /// Its controller.
    pub seat: Seat,
    /// Counters on it (blood, life).
    pub counters: u8,
    /// Tapped.
    pub tapped: bool,
}

/// A blocker's attempt and its intercept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AttemptView {
    /// The blocking minion.
    pub blocker: StageCard,
    /// Its intercept.
    pub intercept: i8,
}

/// The action in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionView {
    /// The acting minion.
    pub actor: StageCard,
    /// The action's kind, a stable word (`bleed`, `hunt`, `political-action`…).
    pub kind: &'static str,
    /// The Methuselah a directed action is directed at (the one bled by a bleed).
    pub target: Option<Seat>,
    /// The card the action is about (an action card, equipment, the rescued vampire…).
    pub card: Option<StageCard>,
    /// The acting minion's stealth.
    pub stealth: i8,
    /// The bleed amount.
    pub bleed: i8,
    /// A directed action.
    pub directed: bool,
    /// The Methuselahs who may block, in order.
    pub blockers: Vec<Seat>,
    /// The Methuselah deciding on a block now.
    pub blocking: Option<Seat>,
    /// A block attempt in progress.
    pub attempt: Option<AttemptView>,
    /// Block attempts that failed.
    pub failed: Vec<AttemptView>,
    /// Where the action is, a stable word (`announced`, `block-choice`…).
    pub stage: &'static str,
}

/// A strike chosen in the current round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StrikeView {
    /// What it does.
    pub def: StrikeDef,
    /// The card it comes from (a weapon or a combat card), if any.
    pub with: Option<StageCard>,
    /// Whether it is a weapon's strike.
    pub weapon: bool,
}

/// The combat in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CombatView {
    /// The acting minion and the opposing one.
    pub sides: [StageCard; 2],
    /// The round.
    pub round: u8,
    /// `close` or `long`.
    pub range: &'static str,
    /// Where the round is: `maneuver`, `strike`, `prevent`, `press`.
    pub stage: &'static str,
    /// The side deciding (0: acting minion).
    pub side: u8,
    /// The strikes chosen, per side.
    pub strikes: [Option<StrikeView>; 2],
    /// Damage dealt to each side this round: (normal, aggravated).
    pub damage: [(u8, u8); 2],
    /// Additional strikes left, per side.
    pub extra_strikes: [u8; 2],
}

/// The referendum in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReferendumView {
    /// `political` or `blood-hunt`.
    pub kind: &'static str,
    /// The political action card, or the diablerist of a blood hunt.
    pub card: StageCard,
    /// The calling Methuselah.
    pub caller: Seat,
    /// The vampire that called it.
    pub by: Option<StageCard>,
    /// Votes for.
    pub votes_for: u16,
    /// Votes against.
    pub votes_against: u16,
    /// Prisci ballots for and against.
    pub ballots: [u8; 2],
    /// The Methuselah casting votes now (none while the terms are chosen).
    pub voter: Option<Seat>,
    /// The caller is choosing the terms.
    pub choosing_terms: bool,
    /// The Methuselahs done voting.
    pub done: Vec<Seat>,
    /// The terms the caller chose (p. 27: public, every Methuselah votes on them), as far
    /// as chosen.
    pub terms: TermsView,
}

/// A referendum's terms as chosen so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TermsView {
    /// A chosen Methuselah.
    pub methuselah: Option<Seat>,
    /// A chosen clan, by name.
    pub clan: Option<String>,
    /// A chosen vampire.
    pub vampire: Option<StageCard>,
    /// Points allocated, per Methuselah (those with none left out).
    pub points: Vec<(Seat, u8)>,
    /// Terms its caller wrote as text (a political action card resolved by hand).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

impl TermsView {
    /// Nothing chosen (a referendum without terms, or before the caller chose).
    pub fn is_empty(&self) -> bool {
        self.methuselah.is_none()
            && self.clan.is_none()
            && self.vampire.is_none()
            && self.points.is_empty()
            && self.text.is_none()
    }
}

/// A card being resolved by hand (`crate::rules::manual`): public, like the card itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ManualView {
    /// The Methuselah resolving it.
    pub seat: Seat,
    /// The card, while it is face up (a move may have put it back in a hidden zone).
    pub card: Option<StageCard>,
    /// The moves proposed for approval, by their text encoding (they name only cards in
    /// play, the card being resolved and Methuselahs).
    pub proposed: Vec<String>,
    /// The Methuselahs still to approve them, next first (empty: not submitted yet).
    pub asking: Vec<Seat>,
}

/// The action, combat and referendum in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StageView {
    /// The action.
    pub action: Option<ActionView>,
    /// The combat.
    pub combat: Option<CombatView>,
    /// The referendum.
    pub referendum: Option<ReferendumView>,
    /// A card being resolved by hand (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manual: Option<ManualView>,
}

impl StageView {
    /// Every card the stage names.
    pub fn card_ids(&self) -> Vec<CardId> {
        let mut out = Vec::new();
        if let Some(a) = &self.action {
            out.push(a.actor.id);
            out.extend(a.card.map(|c| c.id));
            out.extend(a.attempt.map(|t| t.blocker.id));
            out.extend(a.failed.iter().map(|t| t.blocker.id));
        }
        if let Some(c) = &self.combat {
            out.extend(c.sides.map(|s| s.id));
            out.extend(
                c.strikes
                    .iter()
                    .flatten()
                    .filter_map(|s| s.with.map(|w| w.id)),
            );
        }
        if let Some(r) = &self.referendum {
            out.push(r.card.id);
            out.extend(r.by.map(|c| c.id));
            out.extend(r.terms.vampire.map(|c| c.id));
        }
        if let Some(m) = &self.manual {
            out.extend(m.card.map(|c| c.id));
        }
        out
    }

    /// The stage of a game.
    pub fn of(state: &State) -> StageView {
        let card = |c: CardId| stage_card(state, c);
        let action = state.action.as_ref().map(|a| {
            let (kind, target, with) = match a.kind {
                ActionKind::Bleed { target } => ("bleed", Some(target), None),
                ActionKind::Hunt => ("hunt", None, None),
                ActionKind::Equip { card } => ("equip", None, Some(card)),
                ActionKind::EquipFrom { item } => ("take-equipment", None, Some(item)),
                ActionKind::Employ { card } => ("employ", None, Some(card)),
                ActionKind::Recruit { card } => ("recruit", None, Some(card)),
                ActionKind::Political { card } => ("political-action", None, Some(card)),
                ActionKind::Referendum { source } => ("political-action", None, Some(source)),
                ActionKind::Rescue { target, .. } => ("rescue", None, Some(target)),
                ActionKind::Diablerie { target } => ("diablerie", None, Some(target)),
                ActionKind::LeaveTorpor => ("leave-torpor", None, None),
                ActionKind::BecomeAnarch => ("become-anarch", None, None),
                ActionKind::Card { card, .. } => ("action-card", None, Some(card)),
                ActionKind::Granted { card, .. } => ("card-action", None, Some(card)),
                ActionKind::Ability { target } => ("card-action", None, target),
                ActionKind::EnterCombat { target } => ("card-action", None, Some(target)),
            };
            let stage = match a.stage {
                ActionStage::Announced => "announced",
                ActionStage::BlockChoice => "block-choice",
                ActionStage::AttemptActing => "attempt-acting",
                ActionStage::AttemptBlocking => "attempt-blocking",
                ActionStage::FinalActing => "final-acting",
                ActionStage::FinalReactions { .. } => "final-reactions",
                ActionStage::DiablerieOffer { .. } => "diablerie-offer",
                ActionStage::BeforeCombat { .. } => "before-combat",
                ActionStage::SlaveOffer { .. } => "slave-offer",
            };
            // A directed action's target is the first Methuselah who may block it (a card's
            // bleed, Revelations…): public, as the announced action is.
            let target =
                target.or_else(|| a.directed.then(|| a.blockers.first().copied()).flatten());
            ActionView {
                actor: card(a.actor),
                kind,
                target,
                card: with.map(card),
                stealth: a.stealth,
                bleed: a.bleed,
                directed: a.directed,
                blockers: a.blockers.clone(),
                blocking: a.blockers.get(usize::from(a.next_blocker)).copied(),
                attempt: a.attempt.map(|(b, intercept)| AttemptView {
                    blocker: card(b),
                    intercept,
                }),
                failed: a
                    .failed
                    .iter()
                    .map(|&(b, intercept, _)| AttemptView {
                        blocker: card(b),
                        intercept,
                    })
                    .collect(),
                stage,
            }
        });
        let combat = state.combat.as_ref().map(|c| {
            let (stage, side) = match c.stage {
                CombatStage::Maneuver { side } => ("maneuver", side),
                CombatStage::Strike { side } => ("strike", side),
                CombatStage::Prevent { side } => ("prevent", side),
                CombatStage::Press { side } => ("press", side),
            };
            CombatView {
                sides: [card(c.sides[0]), card(c.sides[1])],
                round: c.round,
                range: match c.range {
                    Range::Close => "close",
                    Range::Long => "long",
                },
                stage,
                side,
                strikes: c.strikes.map(|s| {
                    s.map(|s| {
                        let (with, weapon) = match s.source {
                            StrikeSource::Hand | StrikeSource::Ability => (None, false),
                            StrikeSource::Weapon(w) => (Some(card(w)), true),
                            StrikeSource::Card(w) => (Some(card(w)), false),
                        };
                        StrikeView {
                            def: s.def,
                            with,
                            weapon,
                        }
                    })
                }),
                damage: c.damage,
                extra_strikes: c.extra_strikes,
            }
        });
        let referendum = state.referendum.as_ref().map(|r| {
            let (kind, subject) = match r.kind {
                ReferendumKind::Political { card: c } | ReferendumKind::Ability { source: c } => {
                    ("political", c)
                }
                ReferendumKind::BloodHunt { diablerist } => ("blood-hunt", diablerist),
            };
            ReferendumView {
                kind,
                card: card(subject),
                caller: r.caller,
                by: r.called_by.map(card),
                votes_for: r.votes_for,
                votes_against: r.votes_against,
                ballots: r.ballots,
                voter: (!r.choosing_terms).then_some(r.voter),
                choosing_terms: r.choosing_terms,
                done: (0..state.seats.len() as u8)
                    .filter(|s| r.done & (1 << s) != 0)
                    .map(Seat)
                    .collect(),
                terms: TermsView {
                    methuselah: r.terms.methuselah,
                    clan: r
                        .terms
                        .clan
                        .and_then(|i| crate::defs::clans().get(usize::from(i)).cloned()),
                    vampire: r.terms.vampire.map(card),
                    points: r
                        .terms
                        .points
                        .iter()
                        .enumerate()
                        .filter(|(_, &n)| n > 0)
                        .map(|(s, &n)| (Seat(s as u8), n))
                        .collect(),
                    text: r.terms.text.clone(),
                },
            }
        });
        let manual = state.manual.resolution.as_ref().map(|r| ManualView {
            seat: r.seat,
            card: (!matches!(
                state.card(r.card).region,
                Region::Library | Region::Hand | Region::Crypt | Region::Uncontrolled
            ))
            .then(|| card(r.card)),
            proposed: r.proposed.iter().map(|m| m.to_string()).collect(),
            asking: r.asking.clone(),
        });
        StageView {
            action,
            combat,
            referendum,
            manual,
        }
    }
}

fn stage_card(state: &State, c: CardId) -> StageCard {
    let card = state.card(c);
    StageCard {
        id: c,
        def: card.def,
        seat: card.controller,
        counters: card.counters,
        tapped: card.tapped,
    }
}
