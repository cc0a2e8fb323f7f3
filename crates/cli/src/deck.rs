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
use jyhad_vtes::Automation;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Subcommands of `jyhad deck`.
#[derive(Subcommand, Debug)]
pub enum DeckCommand {
    /// Check a deck against the construction rules: exit 0 when legal (warnings
    /// are shown, then how many of its cards the engine automates and which are
    /// manual), otherwise print each problem on its own line and exit 1.
    Check {
        #[command(flatten)]
        read: ReadArgs,
        /// Check for a table that forbids manual cards: a deck with a card the engine
        /// does not automate is refused, the cards named (VTES only).
        #[arg(long)]
        no_manual: bool,
        /// The game: vtes, or rivals (a plain-text Rivals list, docs/rivals.md, or a
        /// shipped Rivals deck's name; the rulebook's p. 16 rules).
        #[arg(long, default_value = "vtes")]
        game: String,
    },
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
        DeckCommand::Check {
            read,
            game,
            no_manual,
        } => match game.as_str() {
            "vtes" => check(&read, no_manual),
            "rivals" if no_manual => Err(Failure::input(
                "--no-manual is for VTES decks (every Rivals card is automated)",
            )),
            "rivals" => check_rivals(&read),
            other => Err(Failure::input(format!(
                "unknown game {other:?} (games: vtes, rivals)"
            ))),
        },
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

/// `jyhad deck check`: the construction rules, then for a legal deck how many of its
/// cards the engine automates and which are manual (issue 18); with `no_manual`, as a
/// table that forbids manual cards, a deck with any is refused.
fn check(args: &ReadArgs, no_manual: bool) -> Outcome {
    let (deck, format) = load(args, None)?;
    let arg = &args.file;
    let result = check_deck(&deck.list);
    let mut text = String::new();
    for issue in result.errors.iter().chain(&result.warnings) {
        text.push_str(&format!("{arg}: {issue}\n"));
    }
    let auto = Automation::of_list(&deck.list);
    let refused = no_manual && !auto.complete();
    if refused {
        text.push_str(&format!(
            "{arg}: manual cards are not allowed, and the engine does not automate: {}\n",
            auto.manual_list()
        ));
    }
    let legal = result.is_legal() && !refused;
    if legal {
        text.push_str(&format!(
            "{arg}: legal ({format}, {} crypt and {} library cards)\n",
            deck.list.crypt_count(),
            deck.list.library_count()
        ));
        text.push_str(&format!("{arg}: automated: {}\n", auto.summary()));
        if !auto.complete() {
            text.push_str(&format!(
                "{arg}: manual (played by hand at a table that allows manual cards): {}\n",
                auto.manual_list()
            ));
        }
    }
    emit(&text);
    if legal {
        Ok(())
    } else {
        Err(Failure::run(""))
    }
}

/// `jyhad deck check --game rivals`: a plain-text Rivals list (a file, `-`, or a shipped
/// deck's name) read, then checked against the rulebook's p. 16 rules; each problem on its
/// own line (`FILE:LINE: …` for the reading), exit 1 if any.
fn check_rivals(args: &ReadArgs) -> Outcome {
    use jyhad_rivals::decks;
    let arg = args.file.as_str();
    let path = Path::new(arg);
    let spec = if let Some(d) = decks::deck_names()
        .iter()
        .find(|n| **n == arg)
        .and_then(|n| jyhad_rivals::deck(n))
    {
        d
    } else {
        let text = if arg == "-" {
            let mut buf = String::new();
            std::io::stdin()
                .take(MAX_DECK_BYTES as u64 + 1)
                .read_to_string(&mut buf)
                .map_err(|e| Failure::input(format!("standard input: {e}")))?;
            buf
        } else if path.is_file() {
            std::fs::read_to_string(path).map_err(|e| Failure::input(format!("{arg}: {e}")))?
        } else {
            return Err(Failure::input(format!(
                "no deck file or shipped Rivals deck named {arg:?} (decks: {})",
                decks::deck_names().join(", ")
            )));
        };
        if text.len() > MAX_DECK_BYTES {
            return Err(Failure::input(format!(
                "{arg}: larger than {MAX_DECK_BYTES} bytes"
            )));
        }
        let name = path
            .file_stem()
            .map_or_else(|| "deck".to_string(), |s| s.to_string_lossy().into_owned());
        match decks::read_list(&text, &name) {
            Ok(d) => d,
            Err(problems) => {
                let mut out = String::new();
                for p in problems {
                    // "line N: …" becomes "FILE:N: …", as for VTES lists.
                    match p.strip_prefix("line ").and_then(|r| r.split_once(": ")) {
                        Some((n, rest)) => out += &format!("{arg}:{n}: {rest}\n"),
                        None => out += &format!("{arg}: {p}\n"),
                    }
                }
                emit(&out);
                return Err(Failure::run(""));
            }
        }
    };
    let problems = decks::check(&spec);
    let mut out = String::new();
    for p in &problems {
        out += &format!("{arg}: {p}\n");
    }
    if problems.is_empty() {
        out += &format!(
            "{arg}: legal Rivals deck ({} vampires and {} Library cards)\n",
            spec.vampires.len(),
            spec.library.len()
        );
    }
    emit(&out);
    if problems.is_empty() {
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
