//! Action cards and political action cards: what the action does when it succeeds, and
//! referendum effects beyond terms and outcome (rulebook p. 23, p. 27).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`ActionEffect::parse`]) and [`ActionEffect::text`] renders it in words.

use super::ability::{Ability, Selector, Stat, Verb, Window};
use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of an action card or political action card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionEffect {
    /// On success, add `n` blood from the bank to a younger vampire (lower capacity) in
    /// the acting Methuselah's uncontrolled region (`blood-to-younger-uncontrolled=N`).
    BloodToYoungerUncontrolled(u8),
    /// Directed at the prey: on success, the actor sees the prey's hand and picks a card of it to discard
    /// (`; when=action-succeeded target=prey discard`).
    DiscardFromPreyHand,
    /// On success the card is put in play under the acting Methuselah's control instead of
    /// being burned (`put-in-play`).
    PutInPlay,
    /// On success the card is put on the acting minion (`put-on-actor`).
    PutOnActor,
    /// While in play, its controller's prey plays with an open hand (`prey-open-hand`).
    PreyOpenHand,
    /// While in play, its controller's prey burns `n` pool during the controller's untap
    /// phase (`; when=untap target=prey pool-N`).
    PreyBurnsPool(u8),
    /// The blood cost is the number of copies of the card its player controls in play
    /// (`cost-copies-in-play`).
    CostCopiesInPlay,
    /// Directed at a ready vampire of another Methuselah: on success that vampire taps and
    /// combat follows with it as the acting minion (`; when=action-succeeded
    /// target=vampire,ready,theirs tap enter-combat`).
    EnterCombatTapTarget,
    /// While on a vampire: +`n` strength (`; target=host strength+N`).
    Strength(u8),
    /// A vampire can have only one copy of this card (`one-per-minion`).
    OnePerVampire,
    /// On success, search the library for an equipment card and equip the acting vampire
    /// with it, requirements and cost applying; the library is shuffled (`search-equip`).
    SearchEquip,
    /// Only a vampire holding one of these titles may play or call it
    /// (`requires-title=prince+justicar`; `requires-title=any`, empty: any title).
    RequiresTitle(Vec<jyhad_cards::Title>),
    /// Only a vampire of at least this capacity may play or call it (`requires-capacity=8`).
    RequiresCapacity(u8),
    /// The acting vampire may burn this much blood to be immune to the card's own damage
    /// after resolution (`agg-damage-after=N`): `immune-for-blood=3`.
    ImmuneForBlood(u8),
    /// Only a vampire of one of these sects may play or call it
    /// (`requires-sect=independent+anarch`).
    RequiresSect(Vec<jyhad_cards::Sect>),
    /// Only a vampire with these traits may play or call it (`requires-trait=infernal`).
    RequiresTrait(jyhad_cards::Traits),
    /// In this referendum, each ready vampire of the clan gets +`n` votes
    /// (`clan-votes=Toreador:1`).
    ClanVotes(String, u8),
    /// Directed at the controller of a card of a kind in play (`burn-card=equipment`): on
    /// success the card is burned.
    BurnCard(CardClass),
    /// Directed at the controller of a card of a kind in play (`steal-card=location`): on
    /// success the acting Methuselah takes control of it.
    StealCard(CardClass),
    /// On a passed referendum the card goes on the chosen vampire (a title card,
    /// `put-on-chosen`).
    PutOnChosen,
    /// Not playable while any Methuselah's crypt is empty (`needs-crypts`).
    NeedsCrypts,
    /// On success every Methuselah reveals the top card of its crypt: a tie for the highest
    /// or the lowest capacity costs every Methuselah `n` pool; else the highest steals `steal`
    /// pool from the lowest; every crypt is shuffled (`crypt-top-duel=1:3`).
    CryptTopDuel {
        /// Pool each Methuselah burns on a tie.
        n: u8,
        /// Pool the highest steals from the lowest.
        steal: u8,
    },
}

impl ActionEffect {
    /// The effect an action card's ability spelled in shared parts names, if it is one of
    /// these (`; when=untap target=prey pool-1` on a card put in play,
    /// `; target=host strength+1` on a card put on the acting vampire).
    pub fn from_ability(a: &Ability) -> Option<ActionEffect> {
        let plain = a.costs.is_empty()
            && a.conds.is_empty()
            && a.until.is_none()
            && a.limit.is_none()
            && a.per.is_none()
            && a.terms.is_none();
        if !plain {
            return None;
        }
        Some(match (a.when, a.target, &a.verbs[..]) {
            (Some(Window::Untap), t, &[Verb::Pool(n)]) if t == Selector::PREY && n < 0 => {
                ActionEffect::PreyBurnsPool(n.unsigned_abs())
            }
            (None, t, &[Verb::Stat(Stat::Strength, n)]) if t == Selector::HOST && n > 0 => {
                ActionEffect::Strength(n.unsigned_abs())
            }
            // The prey's card to discard, picked by the acting Methuselah seeing the hand.
            (Some(Window::ActionSucceeded), t, &[Verb::Discard]) if t == Selector::PREY => {
                ActionEffect::DiscardFromPreyHand
            }
            (Some(Window::ActionSucceeded), t, &[Verb::Tap, Verb::EnterCombat])
                if t == Selector::READY_VAMPIRE =>
            {
                ActionEffect::EnterCombatTapTarget
            }
            _ => return None,
        })
    }

    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ActionEffect, String>> {
        let n = |v: &str| {
            v.parse::<u8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        Some(match key {
            "blood-to-younger-uncontrolled" => {
                n(value).map(ActionEffect::BloodToYoungerUncontrolled)
            }
            "put-in-play" => Ok(ActionEffect::PutInPlay),
            "put-on-actor" => Ok(ActionEffect::PutOnActor),
            "prey-open-hand" => Ok(ActionEffect::PreyOpenHand),
            "cost-copies-in-play" => Ok(ActionEffect::CostCopiesInPlay),
            "search-equip" => Ok(ActionEffect::SearchEquip),
            "needs-crypts" => Ok(ActionEffect::NeedsCrypts),
            "crypt-top-duel" => match value.split_once(':') {
                Some((a, b)) => {
                    n(a).and_then(|a| n(b).map(|b| ActionEffect::CryptTopDuel { n: a, steal: b }))
                }
                None => Err(format!("{key}={value}: expected TIE:STEAL, as in 1:3")),
            },
            "requires-title" if value == "any" => Ok(ActionEffect::RequiresTitle(Vec::new())),
            "requires-title" => value
                .split('+')
                .map(|t| t.replace('-', " ").parse::<jyhad_cards::Title>())
                .collect::<Result<Vec<_>, _>>()
                .map(ActionEffect::RequiresTitle),
            "clan-votes" => match value.split_once(':') {
                Some((clan, k))
                    if crate::defs::clans()
                        .iter()
                        .any(|c| c == &clan.replace('_', " ")) =>
                {
                    n(k).map(|k| ActionEffect::ClanVotes(clan.replace('_', " "), k))
                }
                _ => Err(format!(
                    "clan-votes={value}: expected CLAN:N with a known clan"
                )),
            },
            "put-on-chosen" => Ok(ActionEffect::PutOnChosen),
            "requires-capacity" => n(value).map(ActionEffect::RequiresCapacity),
            "immune-for-blood" => n(value).map(ActionEffect::ImmuneForBlood),
            "requires-sect" => value
                .split('+')
                .map(|t| {
                    jyhad_cards::Sect::from_name(t)
                        .ok_or_else(|| format!("{key}={t}: unknown sect"))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(ActionEffect::RequiresSect),
            "requires-trait" => value
                .parse::<jyhad_cards::Traits>()
                .map_err(|e| format!("{key}={value}: {e}"))
                .map(ActionEffect::RequiresTrait),
            "burn-card" => CardClass::parse(value).map(ActionEffect::BurnCard),
            "steal-card" => CardClass::parse(value).map(ActionEffect::StealCard),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let num = |k: u8| Arg::from(i64::from(k));
        match self {
            ActionEffect::BloodToYoungerUncontrolled(k) => {
                msg(lang, "act-blood-to-younger-uncontrolled", &[("n", num(*k))])
            }
            ActionEffect::DiscardFromPreyHand => msg(lang, "act-discard-from-prey-hand", &[]),
            ActionEffect::PutInPlay => msg(lang, "act-put-in-play", &[]),
            ActionEffect::PutOnActor => msg(lang, "act-put-on-actor", &[]),
            ActionEffect::PreyOpenHand => msg(lang, "act-prey-open-hand", &[]),
            ActionEffect::PreyBurnsPool(k) => msg(lang, "act-prey-burns-pool", &[("n", num(*k))]),
            ActionEffect::CostCopiesInPlay => msg(lang, "act-cost-copies-in-play", &[]),
            ActionEffect::EnterCombatTapTarget => msg(lang, "act-enter-combat-tap", &[]),
            ActionEffect::Strength(k) => msg(lang, "act-strength", &[("n", num(*k))]),
            ActionEffect::OnePerVampire => msg(lang, "act-one-per-vampire", &[]),
            ActionEffect::SearchEquip => msg(lang, "act-search-equip", &[]),
            ActionEffect::NeedsCrypts => msg(lang, "act-needs-crypts", &[]),
            ActionEffect::CryptTopDuel { n, steal } => msg(
                lang,
                "act-crypt-top-duel",
                &[("n", num(*n)), ("steal", num(*steal))],
            ),
            ActionEffect::RequiresTitle(ts) if ts.is_empty() => {
                msg(lang, "act-requires-titled", &[])
            }
            ActionEffect::RequiresTitle(ts) => {
                let titles = ts
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" / ");
                msg(lang, "act-requires-title", &[("titles", Arg::from(titles))])
            }
            ActionEffect::RequiresSect(ss) => {
                let or = msg(lang, "part-or", &[]);
                let sects = ss
                    .iter()
                    .map(|s| format!("{s:?}"))
                    .collect::<Vec<_>>()
                    .join(&or);
                msg(lang, "act-requires-sect", &[("sects", Arg::from(sects))])
            }
            ActionEffect::ImmuneForBlood(k) => msg(lang, "act-immune-for-blood", &[("n", num(*k))]),
            ActionEffect::RequiresCapacity(k) => {
                msg(lang, "act-requires-capacity", &[("n", num(*k))])
            }
            ActionEffect::RequiresTrait(t) => msg(
                lang,
                "act-requires-trait",
                &[("trait", Arg::from(t.to_string()))],
            ),
            ActionEffect::ClanVotes(clan, k) => msg(
                lang,
                "act-clan-votes",
                &[("clan", Arg::from(clan.clone())), ("n", num(*k))],
            ),
            ActionEffect::PutOnChosen => msg(lang, "act-put-on-chosen", &[]),
            ActionEffect::BurnCard(c) => msg(
                lang,
                "act-burn-card",
                &[("what", Arg::from(msg(lang, c.msg_id(), &[])))],
            ),
            ActionEffect::StealCard(c) => msg(
                lang,
                "act-steal-card",
                &[("what", Arg::from(msg(lang, c.msg_id(), &[])))],
            ),
        }
    }
}

/// A kind of card in play an action aims at (`burn-card=equipment`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardClass {
    /// An equipment card.
    Equipment,
    /// A location (a master card with the location type).
    Location,
    /// An ally (a minion of its own, in its controller's ready region).
    Ally,
    /// A retainer (on a minion).
    Retainer,
}

impl CardClass {
    fn parse(v: &str) -> Result<CardClass, String> {
        match v {
            "equipment" => Ok(CardClass::Equipment),
            "location" => Ok(CardClass::Location),
            "ally" => Ok(CardClass::Ally),
            "retainer" => Ok(CardClass::Retainer),
            _ => Err(format!(
                "{v:?}: expected equipment, location, ally or retainer"
            )),
        }
    }

    fn msg_id(self) -> &'static str {
        match self {
            CardClass::Equipment => "act-class-equipment",
            CardClass::Location => "act-class-location",
            CardClass::Ally => "act-class-ally",
            CardClass::Retainer => "act-class-retainer",
        }
    }
}
