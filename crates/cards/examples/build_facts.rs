//! Regenerates the shipped facts file from the official CSVs.
//!
//! `cargo run -p jyhad-cards --example build_facts -- /work/shared/data/vtes crates/cards/data/facts.jsonl`
//! (without an output path, the facts go to standard output).

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: build_facts <csv dir> [output.jsonl]");
        return ExitCode::FAILURE;
    };
    let text = match jyhad_cards::build::build_facts(Path::new(dir)) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    match args.get(1) {
        Some(out) => {
            if let Err(e) = std::fs::write(out, &text) {
                eprintln!("error: {out}: {e}");
                return ExitCode::FAILURE;
            }
            eprintln!("wrote {} cards to {out}", text.lines().count());
        }
        None => print!("{text}"),
    }
    ExitCode::SUCCESS
}
