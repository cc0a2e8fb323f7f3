//! Action modifiers: effects played by the acting minion during its action
//! (rulebook p. 10, p. 24–27).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`ModifierEffect::parse`]) and [`ModifierEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of an action modifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModifierEffect {}

impl ModifierEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ModifierEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
