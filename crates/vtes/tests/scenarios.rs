//! Runs every rules scenario of `tests/scenarios/` (see `docs/scenarios.md`).

use jyhad_vtes::scenario::run_paths;
use std::path::PathBuf;

#[test]
fn every_rules_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios");
    let outcomes = run_paths(&[dir]).expect("scenario folder is readable");
    let failures: Vec<String> = outcomes
        .iter()
        .filter_map(|o| o.error.as_ref().map(|e| format!("{}: {e}", o.path)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} failing scenarios:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(!outcomes.is_empty(), "no scenarios found");
}

#[test]
fn a_broken_scenario_reports_its_line() {
    let (_, result) = jyhad_vtes::scenario::run_text(
        "broken",
        "table 4\nactive seat1\nseat1 ready \"Sully\" blood=2\nstart\nexpect pool seat2 = 29\n",
    );
    let err = result.unwrap_err();
    assert!(err.starts_with("line 5:"), "{err}");
}
