//! Combat: effects of combat cards, weapons, armor and retainers in combat
//! (rulebook p. 28–33).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`CombatEffect::parse`]) and [`CombatEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of a combat card or of a card acting in combat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CombatEffect {}

impl CombatEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<CombatEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
