//! Running the built `jyhad` binary from the integration tests.
#![allow(dead_code)] // each test file uses a part of it

use serde_json::Value;
use std::process::{Command, Output};

/// Runs `jyhad` with arguments.
pub fn jyhad(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(args)
        .output()
        .expect("run jyhad")
}

/// Asserts a run succeeded, showing its stderr otherwise.
pub fn assert_success(out: &Output) {
    assert!(
        out.status.success(),
        "exit {:?}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The single JSON object a successful run printed on one line.
pub fn one_json(out: &Output) -> Value {
    assert_success(out);
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 1, "one JSON object: {text}");
    serde_json::from_str(&text).expect("valid JSON")
}
