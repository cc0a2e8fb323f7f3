//! `jyhad scenario PATH…`: runs rules scenarios (files or folders of them).

use crate::{Failure, Outcome};
use clap::Args;
use std::path::PathBuf;

/// Arguments of `jyhad scenario`.
#[derive(Args, Debug)]
pub struct ScenarioArgs {
    /// Scenario files, or folders searched for scenario files.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
}

/// Runs `jyhad scenario`: one line per scenario, then the totals; fails if any scenario
/// failed or none was found (an empty run proves nothing).
pub fn run(args: ScenarioArgs) -> Outcome {
    let outcomes = jyhad_vtes::scenario::run_paths(&args.paths)
        .map_err(|e| Failure::input(format!("cannot read scenarios: {e}")))?;
    let mut failed = 0;
    for o in &outcomes {
        match &o.error {
            None => println!("ok   {}", o.path),
            Some(e) => {
                failed += 1;
                println!("FAIL {}: {e}", o.path);
            }
        }
    }
    let total = outcomes.len();
    println!(
        "{total} scenarios, {} passed, {failed} failed",
        total - failed
    );
    if total == 0 {
        return Err(Failure::run("no scenario found"));
    }
    if failed > 0 {
        return Err(Failure::run(String::new()));
    }
    Ok(())
}
