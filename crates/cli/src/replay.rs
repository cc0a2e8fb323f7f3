//! `jyhad replay FILE`: rebuilds a game from its record and prints the outcome.

use crate::{Failure, Outcome};
use clap::Args;
use jyhad_rivals::Rivals;
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
    /// Step through the game: every choice and what happened, in words.
    #[arg(long)]
    steps: bool,
    /// Language of `--steps`: en, fr or it.
    #[arg(long, default_value = "en")]
    lang: jyhad_table::Lang,
}

/// The `--json` report.
#[derive(Serialize)]
struct Report {
    choices: usize,
    choice_hash: String,
    outcome: Option<jyhad_table::Outcome>,
}

/// Runs `jyhad replay`: a VTES record, or a Rivals one (`jyhad sim --game rivals --record`).
pub fn run(args: ReplayArgs) -> Outcome {
    let name = args.file.display().to_string();
    let text =
        std::fs::read_to_string(&args.file).map_err(|e| Failure::input(format!("{name}: {e}")))?;
    match serde_json::from_str::<Record<Vtes>>(&text) {
        Ok(record) => {
            let decks = record.config.decks.iter().map(|d| d.name.clone()).collect();
            steps(&record, &args)?;
            show(&name, &record, decks, args.json)
        }
        Err(vtes_error) => match serde_json::from_str::<Record<Rivals>>(&text) {
            Ok(record) => {
                let decks = record.config.decks.iter().map(|d| d.name.clone()).collect();
                steps(&record, &args)?;
                show(&name, &record, decks, args.json)
            }
            // The VTES reading's error: VTES is the default kind of record.
            Err(_) => Err(Failure::input(format!(
                "{name}: not a game record: {vtes_error}"
            ))),
        },
    }
}

/// With `--steps`, prints every choice and its events in words, in order.
fn steps<G: Game>(record: &Record<G>, args: &ReplayArgs) -> Outcome {
    if !args.steps || args.json {
        return Ok(());
    }
    let mut game = G::new_game(&record.config, record.seed)
        .map_err(|e| Failure::run(format!("cannot start the game: {e}")))?;
    for (i, (seat, text)) in record.choices.iter().enumerate() {
        let choice: G::Choice = text
            .parse()
            .map_err(|e: G::ParseError| Failure::run(format!("choice {i} ({text:?}): {e}")))?;
        let said = game.describe_choice(&choice, args.lang);
        let events = game
            .apply(*seat, &choice)
            .map_err(|e| Failure::run(format!("choice {i} ({text:?}) refused: {e}")))?;
        println!("{:>5}. {seat}: {said}", i + 1);
        for e in &events {
            println!("         {}", game.describe_event(e, args.lang));
        }
    }
    Ok(())
}

/// Replays a record of any game and prints its outcome (`decks`: deck name per seat).
fn show<G: Game>(name: &str, record: &Record<G>, decks: Vec<String>, json: bool) -> Outcome {
    let game = replay(record).map_err(|e| Failure::run(format!("{name}: {e}")))?;
    let outcome = game.outcome();
    let choice_hash = hash_choices(record.choices.iter().map(|(s, t)| (*s, t.as_str())));
    if json {
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
            for (i, deck) in decks.iter().enumerate() {
                let seat = jyhad_table::Seat(i as u8);
                println!("  {seat}  {deck:<12} {} VP", o.vp(seat));
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
