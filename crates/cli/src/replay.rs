//! `jyhad replay FILE`: rebuilds a game from its record and prints the outcome.

use crate::{Failure, Outcome};
use clap::Args;
use jyhad_table::{hash_choices, replay, Game, Record};
use jyhad_vtes::Vtes;
use serde::Serialize;
use std::path::PathBuf;

/// Arguments of `jyhad replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// A game record (JSON: config, seed, choices), e.g. written by `jyhad sim --record`.
    file: PathBuf,
    /// Print one JSON object (choices, choice-log hash, outcome).
    #[arg(long)]
    json: bool,
}

/// The `--json` report.
#[derive(Serialize)]
struct Report {
    choices: usize,
    choice_hash: String,
    outcome: Option<jyhad_table::Outcome>,
}

/// Runs `jyhad replay`.
pub fn run(args: ReplayArgs) -> Outcome {
    let name = args.file.display();
    let text =
        std::fs::read_to_string(&args.file).map_err(|e| Failure::input(format!("{name}: {e}")))?;
    let record: Record<Vtes> = serde_json::from_str(&text)
        .map_err(|e| Failure::input(format!("{name}: not a game record: {e}")))?;
    let game = replay(&record).map_err(|e| Failure::run(format!("{name}: {e}")))?;
    let outcome = game.outcome();
    let choice_hash = hash_choices(record.choices.iter().map(|(s, t)| (*s, t.as_str())));
    if args.json {
        let report = Report {
            choices: record.choices.len(),
            choice_hash: format!("{choice_hash:016x}"),
            outcome,
        };
        let json = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the report: {e}")))?;
        println!("{json}");
        return Ok(());
    }
    println!(
        "{name}: replayed {} choices (hash {choice_hash:016x})",
        record.choices.len()
    );
    match outcome {
        Some(o) => {
            let how = if o.timed_out { ", timed out" } else { "" };
            println!("game over after {} turns{how}", o.turns);
            for (i, deck) in record.config.decks.iter().enumerate() {
                let seat = jyhad_table::Seat(i as u8);
                println!("  {seat}  {:<12} {} VP", deck.name, o.vp(seat));
            }
            match o.winner {
                Some(w) => println!("winner: {w}"),
                None => println!("no winner (tie)"),
            }
        }
        None => match game.pending() {
            Some(d) => println!(
                "the game is not over: {} must decide ({}, {} options)",
                d.seat,
                d.prompt,
                d.options.len()
            ),
            None => println!("the game is not over, and no decision is pending"),
        },
    }
    Ok(())
}
