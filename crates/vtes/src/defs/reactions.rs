//! Reactions: effects played by other Methuselahs' minions during an action
//! (rulebook p. 11, p. 24–27).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`ReactionEffect::parse`]) and [`ReactionEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of a reaction card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReactionEffect {}

impl ReactionEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ReactionEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
