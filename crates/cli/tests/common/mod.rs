//! Running the built `jyhad` binary from the integration tests.
#![allow(dead_code)] // each test file uses a part of it

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `jyhad` with arguments.
pub fn jyhad(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(args)
        .output()
        .expect("run jyhad")
}

/// Runs `jyhad` with `input` on stdin (written from a thread: the game may end, and
/// close its stdin, before every line is read).
pub fn jyhad_with_input(args: &[&str], input: String) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run jyhad");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("wait for jyhad");
    writer.join().unwrap();
    out
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

/// The address a `jyhad serve` child started with `--addr …:0` listens on: its first line
/// of output, `listening on http://ADDR`.
pub fn listening_addr(child: &mut std::process::Child) -> std::net::SocketAddr {
    use std::io::{BufRead, BufReader};
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout piped"))
        .read_line(&mut line)
        .unwrap();
    line.trim()
        .strip_prefix("listening on http://")
        .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
        .parse()
        .unwrap()
}
