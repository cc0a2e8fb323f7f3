//! Resolving `--decks` arguments (files or starter names) into a table configuration.

use crate::Failure;
use jyhad_decks::{parse_deck, starter_deck, starter_decks, DeckList};
use jyhad_vtes::{DeckSpec, VtesConfig};
use std::path::Path;

/// Loads decks from file paths or starter names (`malkavian`); none given: the five
/// starter decks. A file that does not parse is a [`Failure::input`] naming the file
/// and each bad line.
pub fn load(args: &[String]) -> Result<Vec<DeckList>, Failure> {
    if args.is_empty() {
        return Ok(starter_decks());
    }
    args.iter().map(|a| load_one(a)).collect()
}

fn load_one(arg: &str) -> Result<DeckList, Failure> {
    let path = Path::new(arg);
    // A file wins over a starter name, so a local `malkavian` file is what gets played.
    if path.is_file() {
        let text =
            std::fs::read_to_string(path).map_err(|e| Failure::input(format!("{arg}: {e}")))?;
        let name = path
            .file_stem()
            .map_or_else(|| arg.to_string(), |s| s.to_string_lossy().into_owned());
        return parse_deck(&name, &text).map_err(|e| {
            let lines: Vec<String> = e.problems.iter().map(|p| format!("{arg}: {p}")).collect();
            Failure::input(format!("cannot read deck {arg}:\n{}", lines.join("\n")))
        });
    }
    starter_deck(arg).ok_or_else(|| {
        let names: Vec<String> = starter_decks()
            .iter()
            .map(|d| d.name.to_lowercase())
            .collect();
        Failure::input(format!(
            "no deck file or starter deck named {arg:?} (starters: {})",
            names.join(", ")
        ))
    })
}

/// The decks for game `game` at a table of `players` out of `decks` decks (any game): seat
/// k gets deck (game + k) mod D, so over D games every deck sits in every position equally
/// often.
pub fn rotation(decks: usize, players: usize, game: u64) -> Vec<usize> {
    let d = decks as u64;
    (0..players as u64)
        .map(|k| ((game + k) % d) as usize)
        .collect()
}

/// A table configuration from chosen decks and the turn limit (0: no limit).
pub fn config(decks: Vec<DeckSpec>, max_turns: u32, record_events: bool) -> VtesConfig {
    let mut config = VtesConfig::new(decks);
    config.max_turns = (max_turns > 0).then_some(max_turns);
    config.record_events = record_events;
    config
}
