//! `jyhad loadtest`: N bot-only tables over real WebSockets, measuring choices per second
//! and the latency from a choice being accepted (the server's `stamp_us`) to its update
//! reaching a watching client.

use crate::client::{self, Ws};
use serde::Serialize;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// What to load the server with.
#[derive(Clone, Debug)]
pub struct LoadConfig {
    /// The server.
    pub addr: SocketAddr,
    /// Concurrent tables (a finished game is replaced by a new one).
    pub tables: usize,
    /// Game (`vtes`, `rivals`).
    pub game: String,
    /// Seats per table.
    pub players: usize,
    /// Bot kind of every seat.
    pub bot: String,
    /// Bot think delay of every table, in milliseconds.
    pub think_ms: u64,
    /// Turn limit of each game (keeps games finite).
    pub max_turns: Option<u32>,
    /// Measuring time, after every table is up.
    pub duration: Duration,
}

/// The measurements.
#[derive(Clone, Debug, Serialize)]
pub struct LoadReport {
    /// Concurrent tables.
    pub tables: usize,
    /// Seconds of measurement.
    pub seconds: f64,
    /// Seconds to create and connect every table.
    pub ramp_seconds: f64,
    /// Choices accepted by the server and seen by the watchers, while measuring.
    pub choices: u64,
    /// Choices per second.
    pub choices_per_second: f64,
    /// Updates received while measuring.
    pub updates: u64,
    /// Latency from choice to broadcast, median, in milliseconds.
    pub p50_ms: f64,
    /// 99th percentile, in milliseconds.
    pub p99_ms: f64,
    /// Largest, in milliseconds.
    pub max_ms: f64,
    /// Games finished (and replaced) during the run.
    pub games_finished: u64,
    /// Errors (refused requests, dropped connections).
    pub errors: u64,
    /// Tables still running at the end, closed by the load test.
    pub closed: usize,
}

/// Tables being created and connected at once during the ramp: the server's accept
/// queue and rate limit see a steady stream, not thousands of connections at once.
pub const RAMP_CONCURRENCY: usize = 32;

fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

struct Shared {
    measuring: std::sync::atomic::AtomicBool,
    stop: std::sync::atomic::AtomicBool,
    up: AtomicUsize,
    choices: AtomicU64,
    updates: AtomicU64,
    finished: AtomicU64,
    errors: AtomicU64,
    latencies: Mutex<Vec<u32>>,
    /// Limits the creations and connections in flight.
    ramp: tokio::sync::Semaphore,
    /// Tables not finished yet: id → creator token (closed at the end).
    open: Mutex<std::collections::HashMap<String, String>>,
}

/// Runs the load test.
pub async fn run(cfg: LoadConfig) -> Result<LoadReport, String> {
    let (s, _) = client::get(cfg.addr, "/api/games").await?;
    if s != 200 {
        return Err(format!("{} does not answer like a Jyhad server", cfg.addr));
    }
    let shared = Arc::new(Shared {
        measuring: false.into(),
        stop: false.into(),
        up: AtomicUsize::new(0),
        choices: AtomicU64::new(0),
        updates: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        errors: AtomicU64::new(0),
        latencies: Mutex::new(Vec::new()),
        ramp: tokio::sync::Semaphore::new(RAMP_CONCURRENCY),
        open: Mutex::new(std::collections::HashMap::new()),
    });
    let ramp = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..cfg.tables {
        let (cfg, shared) = (cfg.clone(), shared.clone());
        tasks.push(tokio::spawn(async move { slot(cfg, shared).await }));
    }
    // Measure once every table is up (or after a minute of trying).
    while shared.up.load(Ordering::Relaxed) < cfg.tables && ramp.elapsed() < Duration::from_secs(60)
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let ramp_seconds = ramp.elapsed().as_secs_f64();
    shared.measuring.store(true, Ordering::Relaxed);
    let t0 = Instant::now();
    tokio::time::sleep(cfg.duration).await;
    shared.measuring.store(false, Ordering::Relaxed);
    let seconds = t0.elapsed().as_secs_f64();
    shared.stop.store(true, Ordering::Relaxed);
    for t in tasks {
        t.abort();
        let _ = t.await;
    }
    // Leave no bot table playing on the server: close what is still running.
    let left: Vec<(String, String)> = shared.open.lock().expect("open").drain().collect();
    let closed = left.len();
    let closing: Vec<_> = left
        .chunks(RAMP_CONCURRENCY.max(1))
        .map(|c| c.to_vec())
        .collect();
    for chunk in closing {
        let mut batch = Vec::new();
        for (id, creator) in chunk {
            let addr = cfg.addr;
            batch.push(tokio::spawn(async move {
                let body = json!({ "creator_token": creator });
                client::post(addr, &format!("/api/tables/{id}/close"), &body).await
            }));
        }
        for b in batch {
            if !matches!(b.await, Ok(Ok((200 | 404 | 409, _)))) {
                shared.errors.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
    let mut lat = shared.latencies.lock().expect("latencies").clone();
    lat.sort_unstable();
    let pct = |p: f64| -> f64 {
        if lat.is_empty() {
            return 0.0;
        }
        let i = ((lat.len() as f64 - 1.0) * p).round() as usize;
        f64::from(lat[i]) / 1000.0
    };
    let choices = shared.choices.load(Ordering::Relaxed);
    Ok(LoadReport {
        tables: cfg.tables,
        seconds,
        ramp_seconds,
        choices,
        choices_per_second: choices as f64 / seconds,
        updates: shared.updates.load(Ordering::Relaxed),
        p50_ms: pct(0.5),
        p99_ms: pct(0.99),
        max_ms: lat.last().map_or(0.0, |&m| f64::from(m) / 1000.0),
        games_finished: shared.finished.load(Ordering::Relaxed),
        errors: shared.errors.load(Ordering::Relaxed),
        closed,
    })
}

/// One table slot: create a bot-only table, watch it to the end, start another.
async fn slot(cfg: LoadConfig, shared: Arc<Shared>) {
    let mut first = true;
    while !shared.stop.load(Ordering::Relaxed) {
        match watch_one(&cfg, &shared, &mut first).await {
            Ok(()) => {
                shared.finished.fetch_add(1, Ordering::Relaxed);
            }
            Err(_) => {
                shared.errors.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    }
}

/// Creates a started bot table: (id, creator token).
async fn create(cfg: &LoadConfig) -> Result<(String, String), String> {
    let decks: Vec<String> = match cfg.game.as_str() {
        "rivals" => ["brujah", "toreador", "ventrue", "malkavian"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        _ => ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
    };
    let seats: Vec<Value> = (0..cfg.players)
        .map(|i| json!({"deck": decks[i % decks.len()], "player": "bot", "bot": cfg.bot}))
        .collect();
    let body = json!({"game": cfg.game, "seats": seats, "think_ms": cfg.think_ms,
                      "max_turns": cfg.max_turns, "start": true});
    // The server limits requests per address: wait and try again.
    for attempt in 0..200 {
        let (status, v) = client::post(cfg.addr, "/api/tables", &body).await?;
        match status {
            201 => {
                return match (v["id"].as_str(), v["creator_token"].as_str()) {
                    (Some(id), Some(c)) => Ok((id.to_string(), c.to_string())),
                    _ => Err("no table id".into()),
                }
            }
            429 | 503 => {
                tokio::time::sleep(Duration::from_millis(50 + 10 * attempt)).await;
            }
            _ => return Err(format!("create: {status} {v}")),
        }
    }
    Err("the server kept refusing new tables".into())
}

async fn watch_one(cfg: &LoadConfig, shared: &Shared, first: &mut bool) -> Result<(), String> {
    let permit = shared.ramp.acquire().await.map_err(|e| e.to_string())?;
    let (id, creator) = create(cfg).await?;
    shared
        .open
        .lock()
        .expect("open")
        .insert(id.clone(), creator);
    let mut ws = Ws::connect(cfg.addr, &id).await?;
    ws.send(&json!({"type": "hello", "version": 1})).await?;
    drop(permit);
    if *first {
        *first = false;
        shared.up.fetch_add(1, Ordering::Relaxed);
    }
    let mut last_at: Option<u64> = None;
    loop {
        let Some(m) = ws.recv(Duration::from_secs(30)).await else {
            return Err("connection closed".into());
        };
        let received = now_us();
        match m["type"].as_str() {
            Some("update") => {}
            Some("error") => return Err(format!("error: {m}")),
            _ => continue,
        }
        let at = m["at"].as_u64().unwrap_or(0);
        let measuring = shared.measuring.load(Ordering::Relaxed);
        // The first update after hello is a catch-up, not a broadcast.
        if let Some(prev) = last_at {
            if at > prev && measuring {
                shared.choices.fetch_add(at - prev, Ordering::Relaxed);
                shared.updates.fetch_add(1, Ordering::Relaxed);
                let stamp = m["stamp_us"].as_u64().unwrap_or(received);
                let lat = received.saturating_sub(stamp).min(u64::from(u32::MAX)) as u32;
                shared.latencies.lock().expect("latencies").push(lat);
            }
        }
        last_at = Some(at);
        if !m["outcome"].is_null() {
            shared.open.lock().expect("open").remove(&id);
            ws.close().await;
            return Ok(());
        }
    }
}
