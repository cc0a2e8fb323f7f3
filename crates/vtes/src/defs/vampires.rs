//! Special abilities printed on crypt cards: always on while the vampire is in play,
//! used at the window they name. A vampire without a special ability is defined as a
//! bare `vampire` line, so that coverage counts it as checked.
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`VampireEffect::parse`]) and [`VampireEffect::text`] renders it in words.

use super::text::msg;
use jyhad_table::Lang;

/// A named effect of a vampire's special ability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VampireEffect {
    /// Vampires burn 1 blood to cast votes or ballots against referendums it calls
    /// (`votes-against-cost-blood`). A word of its own: no second card taxes votes yet.
    VotesAgainstCostBlood,
    /// A card of this name that its controller plays and that is cancelled may go back
    /// from the ash heap to the library, shuffled (`cancelled-to-library=NAME`, the name's
    /// spaces written `_`). A word of its own: the card it names is its only use.
    CancelledToLibrary(String),
    /// A vampire contesting this vampire's title must yield during its controller's untap
    /// phase: it may not pay to keep contesting (`contesters-yield`, p. 18). A word of its
    /// own: no second card forces a title's contest.
    ContestersYield,
    /// Copies of this vampire are not unique: several may be in play, never contested
    /// (`not-unique`, p. 17). A fact of the card rather than an effect.
    NotUnique,
}

impl VampireEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<VampireEffect, String>> {
        Some(match key {
            "votes-against-cost-blood" => Ok(VampireEffect::VotesAgainstCostBlood),
            "contesters-yield" => Ok(VampireEffect::ContestersYield),
            "not-unique" => Ok(VampireEffect::NotUnique),
            "cancelled-to-library" if !value.is_empty() => {
                Ok(VampireEffect::CancelledToLibrary(value.replace('_', " ")))
            }
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            VampireEffect::VotesAgainstCostBlood => msg(lang, "vamp-votes-against-cost-blood", &[]),
            VampireEffect::ContestersYield => msg(lang, "vamp-contesters-yield", &[]),
            VampireEffect::NotUnique => msg(lang, "vamp-not-unique", &[]),
            VampireEffect::CancelledToLibrary(name) => msg(
                lang,
                "vamp-cancelled-to-library",
                &[("card", super::text::Arg::from(name.clone()))],
            ),
        }
    }
}
