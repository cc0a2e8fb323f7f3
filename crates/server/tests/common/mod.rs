//! Helpers of the server tests: a server on loopback over a fresh database (SQLite always,
//! PostgreSQL when `JYHAD_TEST_POSTGRES` names a server), and a scripted seat.
#![allow(dead_code)]

use jyhad_server::client::{self, Ws};
use jyhad_server::{Server, ServerConfig};
use serde_json::{json, Value};
use sqlx::{Connection, Executor};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

/// How long a test waits for one message before failing.
pub const WAIT: Duration = Duration::from_secs(20);
/// The seed given to tables a test creates without one.
pub const FIXED_SEED: u64 = 1;

static N: AtomicU32 = AtomicU32::new(0);

/// A fresh SQLite database URL in a new temporary folder.
pub fn sqlite_url() -> String {
    let dir = std::env::temp_dir().join(format!(
        "jyhad-server-test-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    jyhad_server::store::sqlite_url(&dir).unwrap()
}

/// A fresh PostgreSQL database on the server named by `JYHAD_TEST_POSTGRES`, if set.
pub async fn postgres_url() -> Option<String> {
    let admin = std::env::var("JYHAD_TEST_POSTGRES").ok()?;
    sqlx::any::install_default_drivers();
    let name = format!(
        "jyhad_test_{}_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed),
        rand::random::<u32>()
    );
    let mut conn = sqlx::AnyConnection::connect(&admin)
        .await
        .expect("JYHAD_TEST_POSTGRES must name a reachable PostgreSQL server");
    conn.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("create a test database");
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    Some(format!("{base}/{name}"))
}

/// The databases every test runs against.
pub async fn databases() -> Vec<String> {
    let mut v = vec![sqlite_url()];
    if let Some(pg) = postgres_url().await {
        v.push(pg);
    }
    v
}

/// A test configuration over `url`: generous limits, any free port.
pub fn config(url: &str) -> ServerConfig {
    ServerConfig {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        db_url: Some(url.to_string()),
        http_rate: 10_000.0,
        http_burst: 10_000.0,
        ws_rate: 10_000.0,
        ws_burst: 10_000.0,
        // Often, so that restarts in the tests reload from snapshots.
        snapshot_every: 7,
        // The tests create many open tables from loopback.
        max_open_per_addr: 10_000,
        max_conns_per_addr: 10_000,
        ..ServerConfig::default()
    }
}

/// Starts a server on `url`.
pub async fn start(url: &str) -> Server {
    jyhad_server::start(config(url)).await.unwrap()
}

/// Creates a table; panics unless the server answers 201. A table without a seed gets
/// a fixed one: with the server's random seed, a game could end before a test's last
/// step (a stop's CI once saw the human ousted within 8 choices).
pub async fn create(addr: SocketAddr, mut body: Value) -> Value {
    if body.get("seed").is_none() {
        body["seed"] = json!(FIXED_SEED);
    }
    let (status, v) = client::post(addr, "/api/tables", &body).await.unwrap();
    assert_eq!(status, 201, "{v}");
    v
}

/// Five VTES seats: seat 0 a human named `name` (if any), the others random bots.
pub fn five_seats(name: Option<&str>, bot: &str) -> Value {
    let decks = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"];
    let seats: Vec<Value> = decks
        .iter()
        .enumerate()
        .map(|(i, d)| {
            if i == 0 {
                match name {
                    Some(n) => json!({"deck": d, "player": "human", "name": n}),
                    None => json!({"deck": d, "player": "human"}),
                }
            } else {
                json!({"deck": d, "player": "bot", "bot": bot})
            }
        })
        .collect();
    json!(seats)
}

/// Connects and says hello; returns the connection and the welcome message.
pub async fn hello(
    addr: SocketAddr,
    id: &str,
    token: Option<&str>,
    lang: &str,
    last: Option<u64>,
) -> (Ws, Value) {
    let mut ws = Ws::connect(addr, id).await.unwrap();
    let mut h = json!({"type": "hello", "version": 1, "lang": lang});
    if let Some(t) = token {
        h["token"] = json!(t);
    }
    if let Some(l) = last {
        h["last_event"] = json!(l);
    }
    ws.send(&h).await.unwrap();
    let w = ws.recv(WAIT).await.expect("welcome");
    assert_eq!(w["type"], "welcome", "{w}");
    (ws, w)
}

/// Waits for the next message of a type.
pub async fn next_of(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let m = ws
            .recv(WAIT)
            .await
            .unwrap_or_else(|| panic!("no {kind} message"));
        if m["type"] == kind {
            return m;
        }
    }
}

/// Waits for an update that asks this seat to decide, or ends the game.
pub async fn next_decision(ws: &mut Ws, log: &mut Vec<String>) -> Value {
    loop {
        let t = ws.recv_text(WAIT).await.expect("an update");
        log.push(t.clone());
        let m: Value = serde_json::from_str(&t).unwrap();
        if m["type"] == "update" && (m["options"].is_array() || !m["outcome"].is_null()) {
            return m;
        }
    }
}

/// Plays a seat by picking options pseudo-randomly until the game ends or `limit`
/// choices were made; returns the last update and every raw message received.
pub async fn play(ws: &mut Ws, first_id: u64, limit: usize) -> (Value, Vec<String>, u64) {
    play_from(ws, None, first_id, limit).await
}

/// [`play`], answering `current` (an update already received) first.
pub async fn play_from(
    ws: &mut Ws,
    mut current: Option<Value>,
    first_id: u64,
    limit: usize,
) -> (Value, Vec<String>, u64) {
    let mut log = Vec::new();
    let mut id = first_id;
    let mut made = 0;
    loop {
        let m = match current.take() {
            Some(m) => m,
            None => next_decision(ws, &mut log).await,
        };
        if !m["outcome"].is_null() || made >= limit {
            return (m, log, id);
        }
        let opts = m["options"].as_array().unwrap();
        let at = m["at"].as_u64().unwrap();
        let pick = &opts[(at as usize * 7919 + 13) % opts.len()]["code"];
        id += 1;
        ws.send(&json!({"type": "choose", "id": id, "at": at, "option": pick}))
            .await
            .unwrap();
        made += 1;
    }
}
