//! `jyhad serve` tells a newcomer where to open the table, where games are kept and how
//! to stop, and writes a plain log (no colour codes) when its stderr is not a terminal.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::time::Duration;

#[test]
fn the_server_welcomes_a_newcomer_and_logs_plain_text_to_a_file() {
    let dir = std::env::temp_dir().join(format!("jyhad-welcome-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut child = Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run jyhad serve");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut welcome = Vec::new();
    for _ in 0..4 {
        welcome.push(lines.next().expect("a welcome line").unwrap());
    }
    let addr = welcome[0]
        .strip_prefix("listening on http://")
        .expect("first line");
    assert_eq!(
        welcome[1],
        format!("open http://{addr}/ in a browser to create or join a table")
    );
    assert!(
        welcome[2].contains(&dir.display().to_string()),
        "{welcome:?}"
    );
    assert!(welcome[3].starts_with("stop with Ctrl-C"), "{welcome:?}");
    // Stop it as a service manager would, then read its whole log.
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    for _ in 0..100 {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    let mut log = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    assert!(log.contains("INFO"), "{log}");
    assert!(
        !log.contains('\u{1b}'),
        "colour codes in a log written to a pipe: {log:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
