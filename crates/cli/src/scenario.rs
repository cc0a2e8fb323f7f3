//! `jyhad scenario PATH…`: runs rules scenarios (files or folders of them) of every game:
//! VTES `.scenario` files and Rivals `.rivals` files.

use crate::{Failure, Outcome};
use clap::Args;
use std::path::{Path, PathBuf};

/// Arguments of `jyhad scenario`.
#[derive(Args, Debug)]
pub struct ScenarioArgs {
    /// Scenario files, or folders searched for scenario files (`*.scenario` for VTES,
    /// `*.rivals` for Rivals).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
}

/// Which runner reads a path: a folder goes to both (each collects its own extension), a
/// `.rivals` file to Rivals, any other path to VTES (which reports a missing one).
fn split(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let rivals_file = |p: &Path| {
        p.is_file()
            && p.extension()
                .is_some_and(|e| e == jyhad_rivals::scenario::EXTENSION)
    };
    let mut vtes = Vec::new();
    let mut rivals = Vec::new();
    for p in paths {
        if p.is_dir() {
            vtes.push(p.clone());
            rivals.push(p.clone());
        } else if rivals_file(p) {
            rivals.push(p.clone());
        } else {
            vtes.push(p.clone());
        }
    }
    (vtes, rivals)
}

/// Runs `jyhad scenario`: one line per scenario (sorted by path, both games together),
/// then the totals; fails if any scenario failed or none was found (an empty run proves
/// nothing).
pub fn run(args: ScenarioArgs) -> Outcome {
    let (vtes_paths, rivals_paths) = split(&args.paths);
    let read = |e: std::io::Error| Failure::input(format!("cannot read scenarios: {e}"));
    // (path, error) of every scenario.
    let mut outcomes: Vec<(String, Option<String>)> = Vec::new();
    if !vtes_paths.is_empty() {
        let found = jyhad_vtes::scenario::run_paths(&vtes_paths).map_err(read)?;
        outcomes.extend(found.into_iter().map(|o| (o.path, o.error)));
    }
    if !rivals_paths.is_empty() {
        let found = jyhad_rivals::scenario::run_paths(&rivals_paths).map_err(read)?;
        outcomes.extend(found.into_iter().map(|o| (o.path, o.error)));
    }
    outcomes.sort_by(|a, b| a.0.cmp(&b.0));
    let mut failed = 0;
    for (path, error) in &outcomes {
        match error {
            None => println!("ok   {path}"),
            Some(e) => {
                failed += 1;
                println!("FAIL {path}: {e}");
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
