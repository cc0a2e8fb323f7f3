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
}

impl VampireEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<VampireEffect, String>> {
        let _ = value;
        Some(match key {
            "votes-against-cost-blood" => Ok(VampireEffect::VotesAgainstCostBlood),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            VampireEffect::VotesAgainstCostBlood => msg(lang, "vamp-votes-against-cost-blood", &[]),
        }
    }
}
