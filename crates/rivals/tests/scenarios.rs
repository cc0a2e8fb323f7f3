//! Runs every Rivals rules scenario of `tests/scenarios/rivals/`.

use jyhad_rivals::scenario::run_paths;
use std::path::PathBuf;

#[test]
fn every_rivals_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/rivals");
    let outcomes = run_paths(&[dir]).expect("scenario folder is readable");
    let failures: Vec<String> = outcomes
        .iter()
        .filter_map(|o| o.error.as_ref().map(|e| format!("{}: {e}", o.path)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(outcomes.len() >= 3);
}
