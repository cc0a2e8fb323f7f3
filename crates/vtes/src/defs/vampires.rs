//! Special abilities printed on crypt cards: always on while the vampire is in play,
//! used at the window they name. A vampire without a special ability is defined as a
//! bare `vampire` line, so that coverage counts it as checked.
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`VampireEffect::parse`]) and [`VampireEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_cards::Discipline;
use jyhad_table::Lang;

/// A named effect of a vampire's special ability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VampireEffect {
    /// +`n` bleed on its bleeds (`bleed-bonus=N`).
    BleedBonus(u8),
    /// +`n` intercept during directed actions (`intercept-directed=N`).
    InterceptDirected(u8),
    /// `n` intercept (negative: less) when blocking a titled vampire
    /// (`intercept-vs-titled=-1`).
    InterceptVsTitled(i8),
    /// During its bleed, it may discard a card requiring the Discipline for +1 bleed
    /// (`discard-for-bleed=ani`).
    DiscardForBleed(Discipline),
    /// During the polling step of any referendum, it may discard a card requiring the
    /// Discipline for +1 vote (`discard-for-vote=dom`).
    DiscardForVote(Discipline),
    /// Once each combat, it may strike: dodge (`dodge-once-per-combat`).
    DodgeOncePerCombat,
    /// Vampires burn 1 blood to cast votes or ballots against referendums it calls
    /// (`votes-against-cost-blood`).
    VotesAgainstCostBlood,
    /// Its controller may untap it after a referendum it called passes
    /// (`untap-after-passed-referendum`).
    UntapAfterPassedReferendum,
}

fn discipline(key: &str, v: &str) -> Result<Discipline, String> {
    Discipline::ALL
        .iter()
        .copied()
        .find(|d| d.trigram() == v.to_ascii_lowercase())
        .ok_or_else(|| format!("{key}={v}: not a Discipline trigram"))
}

impl VampireEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<VampireEffect, String>> {
        let n = |v: &str| {
            v.trim_start_matches('+')
                .parse::<i8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        Some(match key {
            "bleed-bonus" => n(value).map(|k| VampireEffect::BleedBonus(k.max(0) as u8)),
            "intercept-directed" => {
                n(value).map(|k| VampireEffect::InterceptDirected(k.max(0) as u8))
            }
            "intercept-vs-titled" => n(value).map(VampireEffect::InterceptVsTitled),
            "discard-for-bleed" => discipline(key, value).map(VampireEffect::DiscardForBleed),
            "discard-for-vote" => discipline(key, value).map(VampireEffect::DiscardForVote),
            "dodge-once-per-combat" => Ok(VampireEffect::DodgeOncePerCombat),
            "votes-against-cost-blood" => Ok(VampireEffect::VotesAgainstCostBlood),
            "untap-after-passed-referendum" => Ok(VampireEffect::UntapAfterPassedReferendum),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let num = |k: i64| Arg::from(k);
        let disc = |d: &Discipline| Arg::from(d.trigram());
        match self {
            VampireEffect::BleedBonus(k) => {
                msg(lang, "vamp-bleed-bonus", &[("n", num((*k).into()))])
            }
            VampireEffect::InterceptDirected(k) => {
                msg(lang, "vamp-intercept-directed", &[("n", num((*k).into()))])
            }
            VampireEffect::InterceptVsTitled(k) => {
                msg(lang, "vamp-intercept-vs-titled", &[("n", num((*k).into()))])
            }
            VampireEffect::DiscardForBleed(d) => {
                msg(lang, "vamp-discard-for-bleed", &[("disc", disc(d))])
            }
            VampireEffect::DiscardForVote(d) => {
                msg(lang, "vamp-discard-for-vote", &[("disc", disc(d))])
            }
            VampireEffect::DodgeOncePerCombat => msg(lang, "vamp-dodge-once-per-combat", &[]),
            VampireEffect::VotesAgainstCostBlood => msg(lang, "vamp-votes-against-cost-blood", &[]),
            VampireEffect::UntapAfterPassedReferendum => {
                msg(lang, "vamp-untap-after-passed-referendum", &[])
            }
        }
    }
}
