//! Combat: effects of combat cards, weapons, armor and retainers in combat
//! (rulebook p. 28–33).
//!
//! Each variant is one reusable effect; the engine applies it at its window
//! (`crate::effects::combat`). A definition word names it (see [`CombatEffect::parse`]) and
//! [`CombatEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_cards::Discipline;
use jyhad_table::Lang;

/// A named effect of a combat card or of a card acting in combat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CombatEffect {
    /// `environmental=N`: the opposing minion takes N environmental damage each round,
    /// with the normal strikes, at any range (a combat card: for the rest of the combat;
    /// a retainer: while it is employed).
    Environmental(u8),
    /// `before-range`: only usable before range is determined, at the start of a round.
    BeforeRange,
    /// `once-per-combat`: a minion plays only one copy of the card each combat.
    OncePerCombat,
    /// `once-per-round`: a minion plays only one copy of the card each round.
    OncePerRound,
    /// `grapple`: only usable at close range once maneuvers are over, before strikes are
    /// chosen; only hand strikes are allowed this round, on both sides.
    Grapple,
    /// `optional-press`: gives one optional press, usable this round.
    OptionalPress,
    /// `close-next-round`: if another round follows, it is at close range (no maneuvers).
    CloseNextRound,
    /// `continue-only`: a press only usable to continue combat.
    ContinueOnly,
    /// `untap-on-end`: the striker untaps before combat ends.
    UntapOnEnd,
    /// `end-of-round`: played when a round ends, after presses, by a
    /// minion still ready.
    EndOfRound,
    /// `gain-blood-lost`: the vampire gains as much blood as the opposing vampire lost to
    /// damage this round (not usable against an ally).
    GainBloodLost,
    /// `prevent-x`: cost X blood, chosen when played; prevents X more damage.
    PreventX,
    /// `gun`: a gun (weapon subtype, for armor).
    Gun,
    /// `vehicle`: a vehicle; a minion carries only one vehicle.
    Vehicle,
    /// `one-per-minion`: a minion carries only one copy of this equipment.
    OnePerMinion,
    /// `armor=G:N`: each combat, the bearer can prevent G damage from gun strikes (over
    /// several strikes) or N damage from any other source.
    Armor {
        /// Damage from gun strikes prevented.
        gun: u8,
        /// Damage from any other source prevented.
        other: u8,
    },
    /// `intercept-with=aus:1`: the bearer with the Discipline (upper case: superior) gets
    /// the intercept.
    InterceptWith {
        /// The Discipline.
        discipline: Discipline,
        /// Whether the superior level is needed.
        superior: bool,
        /// Intercept given.
        amount: i8,
    },
    /// `blood-intercept-with=AUS:1`: the bearer with the Discipline may burn 1 blood once
    /// during an action for more intercept.
    BloodInterceptWith {
        /// The Discipline.
        discipline: Discipline,
        /// Whether the superior level is needed.
        superior: bool,
        /// Intercept given.
        amount: i8,
    },
    /// `life=N`: the ally or retainer has N life (instead of its card's).
    Life(u8),
    /// `strength=N`: the ally has N strength (instead of its card's).
    Strength(u8),
    /// `life-press`: this ally may burn 1 life to give a minion its controller controls a
    /// press.
    LifePress,
    /// `burn-untap`: during an action directed at its controller (or a card they control),
    /// this ally, if not blocking, may be burned to untap a ready minion they control.
    BurnUntap,
}

fn discipline_amount(key: &str, value: &str) -> Result<(Discipline, bool, i8), String> {
    let (d, n) = value.split_once(':').unwrap_or((value, "1"));
    let discipline = Discipline::from_trigram(d)
        .ok_or_else(|| format!("{key}={value}: unknown Discipline {d:?}"))?;
    let superior = d.chars().all(|c| c.is_ascii_uppercase());
    let amount = n
        .trim_start_matches('+')
        .parse::<i8>()
        .map_err(|_| format!("{key}={value}: not a number"))?;
    Ok((discipline, superior, amount))
}

impl CombatEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<CombatEffect, String>> {
        let n = |v: &str| -> Result<u8, String> {
            v.parse::<u8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        Some(match key {
            "environmental" => n(value).map(CombatEffect::Environmental),
            "before-range" => Ok(CombatEffect::BeforeRange),
            "once-per-combat" => Ok(CombatEffect::OncePerCombat),
            "once-per-round" => Ok(CombatEffect::OncePerRound),
            "grapple" => Ok(CombatEffect::Grapple),
            "optional-press" => Ok(CombatEffect::OptionalPress),
            "close-next-round" => Ok(CombatEffect::CloseNextRound),
            "continue-only" => Ok(CombatEffect::ContinueOnly),
            "untap-on-end" => Ok(CombatEffect::UntapOnEnd),
            "end-of-round" => Ok(CombatEffect::EndOfRound),
            "gain-blood-lost" => Ok(CombatEffect::GainBloodLost),
            "prevent-x" => Ok(CombatEffect::PreventX),
            "gun" => Ok(CombatEffect::Gun),
            "vehicle" => Ok(CombatEffect::Vehicle),
            "one-per-minion" => Ok(CombatEffect::OnePerMinion),
            "armor" => match value.split_once(':') {
                Some((g, o)) => {
                    n(g).and_then(|gun| n(o).map(|other| CombatEffect::Armor { gun, other }))
                }
                None => Err(format!("armor={value}: expected GUN:OTHER")),
            },
            "intercept-with" => {
                discipline_amount(key, value).map(|(discipline, superior, amount)| {
                    CombatEffect::InterceptWith {
                        discipline,
                        superior,
                        amount,
                    }
                })
            }
            "blood-intercept-with" => {
                discipline_amount(key, value).map(|(discipline, superior, amount)| {
                    CombatEffect::BloodInterceptWith {
                        discipline,
                        superior,
                        amount,
                    }
                })
            }
            "life" => n(value).map(CombatEffect::Life),
            "strength" => n(value).map(CombatEffect::Strength),
            "life-press" => Ok(CombatEffect::LifePress),
            "burn-untap" => Ok(CombatEffect::BurnUntap),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let num = |v: i64| Arg::from(v);
        let disc = |d: Discipline, superior: bool| {
            Arg::from(if superior {
                d.trigram().to_uppercase()
            } else {
                d.trigram().to_string()
            })
        };
        match *self {
            CombatEffect::Environmental(k) => {
                msg(lang, "combat-environmental", &[("n", num(k.into()))])
            }
            CombatEffect::BeforeRange => msg(lang, "combat-before-range", &[]),
            CombatEffect::OncePerCombat => msg(lang, "combat-once-per-combat", &[]),
            CombatEffect::OncePerRound => msg(lang, "combat-once-per-round", &[]),
            CombatEffect::Grapple => msg(lang, "combat-grapple", &[]),
            CombatEffect::OptionalPress => msg(lang, "combat-optional-press", &[]),
            CombatEffect::CloseNextRound => msg(lang, "combat-close-next-round", &[]),
            CombatEffect::ContinueOnly => msg(lang, "combat-continue-only", &[]),
            CombatEffect::UntapOnEnd => msg(lang, "combat-untap-on-end", &[]),
            CombatEffect::EndOfRound => msg(lang, "combat-end-of-round", &[]),
            CombatEffect::GainBloodLost => msg(lang, "combat-gain-blood-lost", &[]),
            CombatEffect::PreventX => msg(lang, "combat-prevent-x", &[]),
            CombatEffect::Gun => msg(lang, "combat-gun", &[]),
            CombatEffect::Vehicle => msg(lang, "combat-vehicle", &[]),
            CombatEffect::OnePerMinion => msg(lang, "combat-one-per-minion", &[]),
            CombatEffect::Armor { gun, other } => msg(
                lang,
                "combat-armor",
                &[("gun", num(gun.into())), ("other", num(other.into()))],
            ),
            CombatEffect::InterceptWith {
                discipline,
                superior,
                amount,
            } => msg(
                lang,
                "combat-intercept-with",
                &[("d", disc(discipline, superior)), ("n", num(amount.into()))],
            ),
            CombatEffect::BloodInterceptWith {
                discipline,
                superior,
                amount,
            } => msg(
                lang,
                "combat-blood-intercept-with",
                &[("d", disc(discipline, superior)), ("n", num(amount.into()))],
            ),
            CombatEffect::Life(k) => msg(lang, "combat-life", &[("n", num(k.into()))]),
            CombatEffect::Strength(k) => msg(lang, "combat-strength", &[("n", num(k.into()))]),
            CombatEffect::LifePress => msg(lang, "combat-life-press", &[]),
            CombatEffect::BurnUntap => msg(lang, "combat-burn-untap", &[]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_parse() {
        assert_eq!(
            CombatEffect::parse("armor", "2:1"),
            Some(Ok(CombatEffect::Armor { gun: 2, other: 1 }))
        );
        assert_eq!(
            CombatEffect::parse("blood-intercept-with", "AUS:1"),
            Some(Ok(CombatEffect::BloodInterceptWith {
                discipline: Discipline::Auspex,
                superior: true,
                amount: 1
            }))
        );
        assert!(CombatEffect::parse("armor", "2").unwrap().is_err());
        assert!(CombatEffect::parse("stealth", "1").is_none());
    }
}
