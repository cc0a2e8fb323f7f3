//! `jyhad deck …`: check a deck list against the construction rules, count
//! what it holds, convert it between formats. The reading, checking and
//! writing all live in `jyhad-decks`; this module only handles files and output.

use crate::{Failure, Outcome};
use clap::{Args, Subcommand};
use jyhad_cards::FactsSource;
use jyhad_decks::{
    check_deck, deck_stats, read_deck, starter_deck, starter_decks, write_deck, AmaranthIds, Deck,
    Format, ReadOptions, WriteOptions, MAX_DECK_BYTES,
};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Subcommands of `jyhad deck`.
#[derive(Subcommand, Debug)]
pub enum DeckCommand {
    /// Check a deck against the construction rules: exit 0 when legal (warnings
    /// are shown), otherwise print each problem on its own line and exit 1.
    Check(ReadArgs),
    /// Show the crypt's capacities and disciplines, the library by type,
    /// discipline and clan, costs, and the odds of drawing each kind of card.
    Stats {
        #[command(flatten)]
        read: ReadArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Convert a deck list to another format.
    Convert {
        #[command(flatten)]
        read: ReadArgs,
        /// Output format: text, twd, jol, lackey, ardb, eldb, vdb, amaranth, twda-json.
        #[arg(long, value_parser = parse_format)]
        to: Format,
        /// Write to this file instead of standard output.
        #[arg(long, short)]
        out: Option<PathBuf>,
    },
}

/// Which deck to read, and how.
#[derive(Args, Debug)]
pub struct ReadArgs {
    /// Deck file, `-` for standard input, or a starter deck name (malkavian, nosferatu,
    /// toreador, tremere, ventrue).
    pub file: String,
    /// Input format, detected when not given: text, twd, jol, lackey, ardb, eldb, vdb,
    /// amaranth, twda-json.
    #[arg(long, value_parser = parse_format)]
    pub from: Option<Format>,
    /// For a TWDA archive (twda.json): the id of the deck to read.
    #[arg(long)]
    pub id: Option<String>,
    /// Amaranth's card id list (amaranth_ids.json), to read or write Amaranth JSON.
    #[arg(long)]
    pub amaranth_ids: Option<PathBuf>,
}

fn parse_format(s: &str) -> Result<Format, String> {
    s.parse()
}

/// Prints to standard output; a closed pipe (`jyhad deck stats … | head`) is
/// not an error worth a panic.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// Runs `jyhad deck …`.
pub fn run(cmd: DeckCommand) -> Outcome {
    if let FactsSource::UserInvalid { path, error } = jyhad_cards::facts_source() {
        eprintln!(
            "jyhad: warning: ignoring the card list {} ({error}); using the built-in one",
            path.display()
        );
    }
    match cmd {
        DeckCommand::Check(args) => check(&args),
        DeckCommand::Stats { read, json } => stats(&read, json),
        DeckCommand::Convert { read, to, out } => convert(&read, to, out.as_deref()),
    }
}

fn load_ids(path: Option<&Path>) -> Result<Option<AmaranthIds>, Failure> {
    let Some(path) = path else { return Ok(None) };
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    AmaranthIds::from_json(&text)
        .map(Some)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))
}

/// Reads the deck: a file, standard input or a starter deck. A list that does
/// not read prints each problem as `FILE:LINE: message` and fails with exit 1.
fn load(args: &ReadArgs, ids: Option<&AmaranthIds>) -> Result<(Deck, String), Failure> {
    let arg = args.file.as_str();
    let path = Path::new(arg);
    let (bytes, name) = if arg == "-" {
        let mut buf = Vec::new();
        // Read one byte past the limit so an oversized paste is reported as such.
        std::io::stdin()
            .take(limit(args) as u64 + 1)
            .read_to_end(&mut buf)
            .map_err(|e| Failure::input(format!("standard input: {e}")))?;
        (buf, String::new())
    } else if path.is_file() {
        let bytes = std::fs::read(path).map_err(|e| Failure::input(format!("{arg}: {e}")))?;
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        (bytes, name)
    } else if let Some(list) = starter_deck(arg) {
        let format = Format::Text.to_string();
        return Ok((
            Deck {
                list,
                ..Deck::default()
            },
            format,
        ));
    } else {
        let names: Vec<String> = starter_decks()
            .iter()
            .map(|d| d.name.to_lowercase())
            .collect();
        return Err(Failure::input(format!(
            "no deck file or starter deck named {arg:?} (starters: {})",
            names.join(", ")
        )));
    };
    let opts = ReadOptions {
        format: args.from,
        name,
        max_bytes: limit(args),
        twda_id: args.id.clone(),
        amaranth_ids: ids,
        ..ReadOptions::default()
    };
    match read_deck(&bytes, &opts) {
        Ok((deck, format)) => Ok((deck, format.to_string())),
        Err(e) => {
            let mut text = String::new();
            for p in &e.problems {
                if p.line > 0 {
                    text.push_str(&format!("{arg}:{}: {}\n", p.line, p.message));
                } else {
                    text.push_str(&format!("{arg}: {}\n", p.message));
                }
            }
            emit(&text);
            Err(Failure::run(""))
        }
    }
}

/// A TWDA archive is far larger than a deck list; allow it when a deck id is given.
fn limit(args: &ReadArgs) -> usize {
    if args.id.is_some() {
        256 << 20
    } else {
        MAX_DECK_BYTES
    }
}

fn check(args: &ReadArgs) -> Outcome {
    let (deck, format) = load(args, None)?;
    let arg = &args.file;
    let result = check_deck(&deck.list);
    let mut text = String::new();
    for issue in result.errors.iter().chain(&result.warnings) {
        text.push_str(&format!("{arg}: {issue}\n"));
    }
    if result.is_legal() {
        text.push_str(&format!(
            "{arg}: legal ({format}, {} crypt and {} library cards)\n",
            deck.list.crypt_count(),
            deck.list.library_count()
        ));
    }
    emit(&text);
    if result.is_legal() {
        Ok(())
    } else {
        Err(Failure::run(""))
    }
}

fn stats(args: &ReadArgs, json: bool) -> Outcome {
    let (deck, format) = load(args, None)?;
    let s = deck_stats(&deck.list);
    if json {
        let v = serde_json::json!({
            "name": deck.list.name,
            "format": format,
            "stats": s,
        });
        emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&v).expect("stats serialise")
        ));
    } else {
        let name = if deck.list.name.is_empty() {
            args.file.as_str()
        } else {
            deck.list.name.as_str()
        };
        emit(&format!("{name} ({format})\n{s}"));
    }
    Ok(())
}

fn convert(args: &ReadArgs, to: Format, out: Option<&Path>) -> Outcome {
    let ids = load_ids(args.amaranth_ids.as_deref())?;
    let (deck, _) = load(args, ids.as_ref())?;
    let opts = WriteOptions {
        amaranth_ids: ids.as_ref(),
        twda_id: args.id.clone(),
    };
    let text = write_deck(&deck, to, &opts).map_err(Failure::input)?;
    match out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| Failure::run(format!("{}: {e}", path.display()))),
        None => {
            emit(&text);
            Ok(())
        }
    }
}
