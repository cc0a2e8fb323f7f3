//! Runs every rules scenario of `tests/scenarios/` (see `docs/scenarios.md`).

use jyhad_vtes::scenario::run_paths;
use std::path::PathBuf;

#[test]
fn every_rules_scenario_passes() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios");
    let outcomes = run_paths(&[dir]).expect("scenario folder is readable");
    jyhad_table::scenario::assert_all_passed(&outcomes);
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

mod malformed {
    use jyhad_vtes::scenario::run_text;
    use proptest::prelude::*;

    const WORDS: &[&str] = &[
        "table",
        "4",
        "9",
        "0",
        "seat1",
        "seat9",
        "seat1>",
        "seat2>",
        "ready",
        "hand",
        "\"Sully\"",
        "\"Nobody\"",
        "blood=3",
        "blood=-1",
        "tapped",
        "on=@sully",
        "as=x",
        "start",
        "expect",
        "pool",
        "=",
        "bleed",
        "minion=@sully",
        "target=seat2",
        "target=seat9",
        "pass",
        "@sully",
        "@nope",
        "inflict",
        "normal=2",
        "aggravated=300",
        "phase",
        "minion",
        "define",
        "\"Bonding\"",
        "modifier",
        "bleed=1",
        "|",
        "superior",
        "region",
        "torpor",
        "game",
        "malkavian",
        "#99999",
        "vote",
        "source=#0",
        "side=for",
        "term-point",
        "seat=seat7",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// A scenario file of any shape gets an error with a line number, never a panic.
        #[test]
        fn malformed_scenarios_never_panic(lines in prop::collection::vec(
            prop::collection::vec(prop::sample::select(WORDS), 0..7), 0..12)) {
            let text: Vec<String> = lines.iter().map(|l| l.join(" ")).collect();
            let (_, result) = run_text("fuzz", &text.join("\n"));
            if let Err(e) = result {
                prop_assert!(e.starts_with("line ") || e == "no `start` line", "{e}");
            }
        }
    }
}
