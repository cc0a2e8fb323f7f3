//! `jyhad cards …`: card data tools.

use crate::{Failure, Outcome};
use clap::Subcommand;
use std::path::PathBuf;

/// Subcommands of `jyhad cards`.
#[derive(Subcommand, Debug)]
pub enum CardsCommand {
    /// Regenerate the card facts file from the official VEKN CSVs.
    BuildFacts {
        /// Folder holding vtescrypt.csv and vteslib.csv (and optionally fr/).
        dir: PathBuf,
        /// Where to write the facts file.
        #[arg(long, default_value = "crates/cards/data/facts.jsonl")]
        out: PathBuf,
    },
}

/// Runs `jyhad cards …`.
pub fn run(cmd: CardsCommand) -> Outcome {
    match cmd {
        CardsCommand::BuildFacts { dir, out } => {
            let facts =
                jyhad_cards::build::build_facts(&dir).map_err(|e| Failure::input(e.to_string()))?;
            std::fs::write(&out, &facts)
                .map_err(|e| Failure::run(format!("{}: {e}", out.display())))?;
            println!("wrote {} cards to {}", facts.lines().count(), out.display());
            Ok(())
        }
    }
}
