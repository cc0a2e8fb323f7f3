//! Bots and manual cards (issue 18; `docs/bots.md`, "Manual cards"). A bot cannot read a
//! card's text, so it never plays a card the engine does not automate nor resolves a
//! vampire's unautomated ability by hand; asked to approve
//! the moves another player proposes for one, it checks them against the card's type and
//! bounded amounts ([`ConsentLimits`]) and refuses what no card of that type would do.
//!
//! [`ManualRules`] wraps every kind of VTES bot ([`super::make_bot`]), so random, greedy
//! and search bots all follow the same rules.

use super::VtesObs;
use crate::{Bot, Seen};
use jyhad_cards::LibraryTypes as T;
use jyhad_vtes::choice::{Adjust, Zone};
use jyhad_vtes::state::manual::Resolution;
use jyhad_vtes::{CardId, Choice, Vtes};

/// The most a bot accepts to lose to one batch of proposed moves: amounts no single card
/// of the base game goes past, so that a slip (or a joke) of the resolving player is refused
/// and sent back to them, as a judge would.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConsentLimits {
    /// Pool taken from the bot.
    pub pool: u8,
    /// Blood or life taken from one of its cards.
    pub blood: u8,
    /// Its cards burned, removed from the game, sent to torpor or back to a hand or
    /// library.
    pub cards: u8,
    /// Its cards locked.
    pub locks: u8,
    /// Cards of its hand discarded at random.
    pub discards: u8,
    /// Any one adjustment of the action, combat or referendum in progress (stealth,
    /// bleed, intercept, strength, votes…), in either direction, summed over the batch.
    pub adjust: u8,
}

impl Default for ConsentLimits {
    fn default() -> Self {
        ConsentLimits {
            pool: 4,
            blood: 3,
            cards: 1,
            locks: 2,
            discards: 2,
            adjust: 3,
        }
    }
}

/// Why a bot refuses a batch (its approval is `None`).
pub fn refusal(obs: &VtesObs<'_>, r: &Resolution, limits: ConsentLimits) -> Option<String> {
    let me = obs.me();
    let types = obs.facts(r.card).map(|f| f.types).unwrap_or_default();
    let mine = |c: CardId| obs.card(c).is_some_and(|x| x.controller == me);
    // The card's type bounds which of the bot's cards it may touch: a combat card only the
    // minions in the combat (rulebook p. 29), an action modifier or reaction only those of
    // the action in progress (p. 10–11), with what they carry.
    let on_stage = |c: CardId| {
        let host = obs.card(c).and_then(|x| x.host);
        let in_combat = |m: CardId| obs.combat().is_some_and(|k| k.sides.contains(&m));
        let in_action = |m: CardId| {
            obs.action().is_some_and(|a| {
                a.actor == m
                    || a.attempt.is_some_and(|(b, _)| b == m)
                    || a.failed.iter().any(|&(b, _, _)| b == m)
            })
        };
        [Some(c), host]
            .into_iter()
            .flatten()
            .any(|m| in_combat(m) || in_action(m))
    };
    let narrow = types.contains(T::COMBAT)
        || types.contains(T::ACTION_MODIFIER)
        || types.contains(T::REACTION);
    let (mut pool, mut lost, mut locks, mut discards) = (0u8, 0u8, 0u8, 0u8);
    let mut blood: Vec<(CardId, u8)> = Vec::new();
    let mut adjusts: Vec<(Adjust, i16)> = Vec::new();
    for m in &r.proposed {
        let card = match *m {
            Choice::ManualBlood { card, .. }
            | Choice::ManualLock { card }
            | Choice::ManualUnlock { card }
            | Choice::ManualBurn { card }
            | Choice::ManualMove { card, .. }
            | Choice::ManualLabel { card, .. }
            | Choice::ManualUnlabel { card, .. } => Some(card),
            Choice::ManualAttach { host, .. } => Some(host),
            _ => None,
        };
        if let Some(c) = card.filter(|&c| mine(c)) {
            if narrow && !on_stage(c) {
                return Some(format!(
                    "{m}: a card of this type reaches only the minions of the action or combat"
                ));
            }
        }
        match *m {
            Choice::ManualPool { seat, n } if seat == me && n < 0 => {
                if narrow {
                    return Some(format!(
                        "{m}: a card of this type does not take pool directly"
                    ));
                }
                pool += 1;
            }
            Choice::ManualBlood { card, n } if n < 0 && mine(card) => {
                match blood.iter_mut().find(|(c, _)| *c == card) {
                    Some((_, k)) => *k += 1,
                    None => blood.push((card, 1)),
                }
            }
            Choice::ManualLock { card } if mine(card) => locks += 1,
            Choice::ManualBurn { card } if mine(card) => lost += 1,
            Choice::ManualMove { card, to }
                if mine(card) && !matches!(to, Zone::Ready | Zone::InPlay) =>
            {
                lost += 1;
            }
            Choice::ManualDiscardRandom { seat } if seat == me => discards += 1,
            Choice::ManualAdjust { what, n, .. } => {
                match adjusts.iter_mut().find(|(w, _)| *w == what) {
                    Some((_, k)) => *k += i16::from(n),
                    None => adjusts.push((what, i16::from(n))),
                }
            }
            _ => {}
        }
    }
    let over = |what: &str, n: u8, limit: u8| {
        (n > limit).then(|| format!("{what}: {n}, more than the {limit} any one card would"))
    };
    over("pool taken", pool, limits.pool)
        .or_else(|| {
            blood
                .iter()
                .find_map(|&(c, n)| over(&format!("blood or life taken from {c}"), n, limits.blood))
        })
        .or_else(|| over("cards lost", lost, limits.cards))
        .or_else(|| over("cards locked", locks, limits.locks))
        .or_else(|| over("random discards", discards, limits.discards))
        .or_else(|| {
            adjusts.iter().find_map(|&(what, n)| {
                over(
                    &format!("adjustment of {what}"),
                    u8::try_from(n.unsigned_abs()).unwrap_or(u8::MAX),
                    limits.adjust,
                )
            })
        })
}

/// The VTES rules of manual cards around any bot: never play one, answer consent requests
/// by [`refusal`], end at once a resolution the bot somehow holds.
pub struct ManualRules {
    inner: Box<dyn Bot<Vtes>>,
    limits: ConsentLimits,
}

impl ManualRules {
    /// `inner` with the default [`ConsentLimits`].
    pub fn new(inner: Box<dyn Bot<Vtes>>) -> Self {
        ManualRules {
            inner,
            limits: ConsentLimits::default(),
        }
    }
}

fn position(options: &[Choice], wanted: &Choice) -> Option<usize> {
    options.iter().position(|o| o == wanted)
}

impl Bot<Vtes> for ManualRules {
    fn choose(&mut self, seen: &Seen<'_, Vtes>, options: &[Choice]) -> usize {
        // Asked to approve: only a resolution asks that.
        if let (Some(yes), Some(no)) = (
            position(options, &Choice::Approve {}),
            position(options, &Choice::Refuse {}),
        ) {
            let obs = seen.observe();
            return match obs.manual() {
                Some(r) if refusal(&obs, r, self.limits).is_some() => no,
                _ => yes,
            };
        }
        // Resolving a card it cannot read: withdraw what is proposed, then stop.
        if let Some(i) = position(options, &Choice::ManualWithdraw {})
            .or_else(|| position(options, &Choice::ManualDone {}))
        {
            return i;
        }
        let by_hand =
            |o: &Choice| matches!(o, Choice::ManualPlay { .. } | Choice::ManualAbility { .. });
        if !options.iter().any(by_hand) {
            return self.inner.choose(seen, options);
        }
        // Never a manual card nor a vampire's ability by hand: the others only (the
        // window's own options are always beside them).
        let kept: Vec<usize> = (0..options.len())
            .filter(|&i| !by_hand(&options[i]))
            .collect();
        if kept.is_empty() {
            return self.inner.choose(seen, options);
        }
        let others: Vec<Choice> = kept.iter().map(|&i| options[i]).collect();
        kept[self.inner.choose(seen, &others).min(kept.len() - 1)]
    }
}
