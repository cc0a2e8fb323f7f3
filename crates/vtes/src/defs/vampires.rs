//! Special abilities printed on crypt cards: always on while the vampire is
//! in play, used at the window they name.
//!
//! Each variant is one reusable effect; the engine applies it at its window. A definition
//! word names it (see [`VampireEffect::parse`]) and [`VampireEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of a vampire's special ability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VampireEffect {}

impl VampireEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<VampireEffect, String>> {
        let _ = (key, value);
        None
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let _ = (lang, msg as fn(Lang, &str, &[(&str, Arg)]) -> String);
        match *self {}
    }
}
