//! Action cards and political action cards: what the action does when it
//! succeeds, and referendum effects beyond terms and outcome (rulebook p. 23, p. 27).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`ActionEffect::parse`]) and [`ActionEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of an action card or political action card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionEffect {}

impl ActionEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ActionEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
