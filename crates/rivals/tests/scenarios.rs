//! Runs every Rivals rules scenario of `tests/scenarios/rivals/`.

use jyhad_rivals::scenario::run_paths;
use std::path::PathBuf;

#[test]
fn every_rivals_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios/rivals");
    let outcomes = run_paths(&[dir]).expect("scenario folder is readable");
    jyhad_table::scenario::assert_all_passed(&outcomes);
    assert!(outcomes.len() >= 3);
}
