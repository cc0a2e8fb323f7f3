//! Master cards and cards that stay in play: locations, trifles, cards put on
//! vampires, allies and retainers outside combat (rulebook p. 8–10, p. 18).
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`MasterEffect::parse`]) and [`MasterEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of a master card or a card in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MasterEffect {}

impl MasterEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<MasterEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
