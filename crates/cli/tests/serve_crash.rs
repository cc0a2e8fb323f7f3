//! `jyhad serve` killed with SIGKILL in mid-game and started again on the same database:
//! the game continues from exactly the last committed choice. Runs on SQLite, and on
//! PostgreSQL when `JYHAD_TEST_POSTGRES` names a server (`.ci/run` sets it).

mod common;

use jyhad_server::client::{self, Ws};
use jyhad_table::{replay, Game, Record, Seat};
use jyhad_vtes::Vtes;
use serde_json::{json, Value};
use sqlx::{Connection, Executor};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

/// A server on `db` listening on `addr` (port 0: any free port).
fn serve_at(db: &str, addr: &str) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args(["serve", "--addr", addr, "--db", db])
        .args([
            "--http-rate",
            "10000",
            "--http-burst",
            "10000",
            "--ws-rate",
            "10000",
            // Killed between snapshots: the reload uses one and replays the choices after it.
            "--snapshot-every",
            "5",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start jyhad serve");
    let addr = common::listening_addr(&mut child);
    (child, addr)
}

fn serve(db: &str) -> (Child, SocketAddr) {
    serve_at(db, "127.0.0.1:0")
}

async fn next_decision(ws: &mut Ws) -> Value {
    loop {
        let m = ws.recv(WAIT).await.expect("an update");
        if m["type"] == "update" && (m["options"].is_array() || !m["outcome"].is_null()) {
            return m;
        }
    }
}

fn pick(m: &Value) -> Value {
    let opts = m["options"].as_array().unwrap();
    opts[(m["at"].as_u64().unwrap() as usize * 31 + 7) % opts.len()]["code"].clone()
}

/// The seat's view after the first `n` choices of a record.
fn view_at(record: &Record<Vtes>, n: usize) -> Value {
    let mut g = Vtes::new_game(&record.config, record.seed).unwrap();
    for (seat, text) in &record.choices[..n] {
        g.apply(*seat, &text.parse().unwrap()).unwrap();
    }
    serde_json::to_value(g.view(Some(Seat(0)))).unwrap()
}

async fn crash_and_resume(db: &str) {
    let (mut server, addr) = serve(db);
    let decks = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"];
    let seats: Vec<Value> = decks
        .iter()
        .enumerate()
        .map(|(i, d)| match i {
            0 => json!({"deck": d, "player": "human", "name": "Anna"}),
            _ => json!({"deck": d, "player": "bot", "bot": "random"}),
        })
        .collect();
    // A fixed seed: with a random one the game could end before the crash below.
    let body = json!({"seats": seats, "think_ms": 0, "max_turns": 20, "start": true, "seed": 1});
    let (s, t) = client::post(addr, "/api/tables", &body).await.unwrap();
    assert_eq!(s, 201, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let hello = json!({"type": "hello", "version": 1, "token": token});
    let mut ws = Ws::connect(addr, &id).await.unwrap();
    ws.send(&hello).await.unwrap();
    let mut n = 0;
    let mut seen = next_decision(&mut ws).await;
    for _ in 0..6 {
        n += 1;
        ws.send(&json!({"type": "choose", "id": n, "at": seen["at"], "option": pick(&seen)}))
            .await
            .unwrap();
        seen = next_decision(&mut ws).await;
    }
    // One more answer, and SIGKILL before its broadcast can be waited for.
    n += 1;
    ws.send(&json!({"type": "choose", "id": n, "at": seen["at"], "option": pick(&seen)}))
        .await
        .unwrap();
    server.kill().unwrap();
    server.wait().unwrap();
    let before_at = seen["at"].as_u64().unwrap() as usize;

    // Restarted at the same address, as a service is: on PostgreSQL it knows the dead
    // server registered there as its predecessor and takes its tables at once.
    let (mut server, addr) = serve_at(db, &addr.to_string());
    let mut ws = Ws::connect(addr, &id).await.unwrap();
    ws.send(&hello).await.unwrap();
    let resumed = next_decision(&mut ws).await;
    let resumed_at = resumed["at"].as_u64().unwrap() as usize;
    assert!(resumed_at >= before_at, "lost committed choices");
    let mut m = resumed.clone();
    while m["outcome"].is_null() {
        n += 1;
        ws.send(&json!({"type": "choose", "id": n, "at": m["at"], "option": pick(&m)}))
            .await
            .unwrap();
        m = next_decision(&mut ws).await;
    }
    let (s, rec) = client::get(addr, &format!("/api/games/{id}/record"))
        .await
        .unwrap();
    assert_eq!(s, 200);
    let record: Record<Vtes> = serde_json::from_value(rec).unwrap();
    // The log holds what the seat saw before the crash, and resumed from that very state.
    assert_eq!(
        engine_part(&view_at(&record, before_at)),
        engine_part(&seen["view"])
    );
    assert_eq!(
        engine_part(&view_at(&record, resumed_at)),
        engine_part(&resumed["view"])
    );
    assert_eq!(
        serde_json::to_value(replay(&record).unwrap().outcome()).unwrap(),
        m["outcome"]
    );
    server.kill().unwrap();
    server.wait().unwrap();
}

async fn postgres_url() -> Option<String> {
    let admin = std::env::var("JYHAD_TEST_POSTGRES").ok()?;
    sqlx::any::install_default_drivers();
    let name = format!(
        "jyhad_crash_{}_{}",
        std::process::id(),
        rand::random::<u32>()
    );
    let mut c = sqlx::AnyConnection::connect(&admin).await.unwrap();
    c.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap();
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    Some(format!("{base}/{name}"))
}

#[test]
fn a_killed_server_resumes_from_the_last_committed_choice() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let dir = std::env::temp_dir().join(format!("jyhad-crash-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let sqlite = jyhad_server::store::sqlite_url(&dir).unwrap();
        crash_and_resume(&sqlite).await;
        if let Some(pg) = postgres_url().await {
            crash_and_resume(&pg).await;
        }
    });
}

/// A view without the fields that serve the browser (each card's kind, card-list reference
/// and capacity), which the engine's view and the server's annotations may both carry.
fn engine_part(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Object(m) => serde_json::Value::Object(
            m.iter()
                .filter(|(k, _)| !matches!(k.as_str(), "kind" | "ref" | "capacity"))
                .map(|(k, x)| (k.clone(), engine_part(x)))
                .collect(),
        ),
        serde_json::Value::Array(a) => {
            serde_json::Value::Array(a.iter().map(engine_part).collect())
        }
        x => x.clone(),
    }
}

/// SIGTERM (what a service manager sends) was not a graceful stop. Now the server stops
/// listening, ends its tables, closes its database and exits 0; a new server starts on
/// the same data at once (its lock was released).
#[test]
fn sigterm_stops_the_server_gracefully() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let dir = std::env::temp_dir().join(format!("jyhad-term-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let sqlite = jyhad_server::store::sqlite_url(&dir).unwrap();
        let (mut server, addr) = serve(&sqlite);
        let (s, _) = client::get(addr, "/api").await.unwrap();
        assert_eq!(s, 200);
        let killed = Command::new("kill")
            .args(["-TERM", &server.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let mut status = None;
        for _ in 0..100 {
            status = server.try_wait().unwrap();
            if status.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let status = status.expect("the server stopped within 10 s");
        assert!(status.success(), "{status:?}");
        let (mut again, addr) = serve(&sqlite);
        let (s, _) = client::get(addr, "/api").await.unwrap();
        assert_eq!(s, 200);
        let _ = again.kill();
        let _ = again.wait();
    });
}
