//! Two `jyhad serve` processes on one PostgreSQL database (`JYHAD_TEST_POSTGRES`; the
//! test says it is skipped when that is unset): tables on both, one process killed with
//! SIGKILL mid-game, its tables taken over by the other, with no acknowledged choice lost
//! or duplicated.

mod common;

use jyhad_server::client::{self, Ws};
use jyhad_table::{replay, Record, Seat};
use jyhad_vtes::Vtes;
use serde_json::{json, Value};
use sqlx::{Connection, Executor, Row};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

/// A server on `db` whose registration lasts 2 s: a killed one's tables move soon.
fn serve(db: &str) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jyhad"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            db,
            "--lease-secs",
            "2",
        ])
        .args(["--http-rate", "10000", "--http-burst", "10000"])
        .args(["--ws-rate", "10000", "--snapshot-every", "25"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start jyhad serve");
    let addr = common::listening_addr(&mut child);
    (child, addr)
}

/// A fresh database on the server named by `JYHAD_TEST_POSTGRES`: (admin URL, its name,
/// its URL).
async fn database() -> Option<(String, String, String)> {
    let admin = std::env::var("JYHAD_TEST_POSTGRES").ok()?;
    sqlx::any::install_default_drivers();
    let name = format!(
        "jyhad_cluster_{}_{}",
        std::process::id(),
        rand::random::<u32>()
    );
    let mut c = sqlx::AnyConnection::connect(&admin).await.unwrap();
    c.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap();
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    let url = format!("{base}/{name}");
    Some((admin, name, url))
}

/// A table's choice log as stored: (seat, choice).
async fn log(db: &str, id: &str) -> Vec<(i64, String)> {
    let mut c = sqlx::AnyConnection::connect(db).await.unwrap();
    let rows = sqlx::query("SELECT seat, choice FROM choices WHERE table_id = $1 ORDER BY idx")
        .bind(id)
        .fetch_all(&mut c)
        .await
        .unwrap();
    rows.iter()
        .map(|r| (r.get::<i64, _>(0), r.get::<String, _>(1)))
        .collect()
}

/// Replays a table's stored log from its stored configuration: every choice legal in
/// turn (a duplicated or forked choice would not be).
async fn replays(db: &str, id: &str) {
    let mut c = sqlx::AnyConnection::connect(db).await.unwrap();
    let r = sqlx::query("SELECT config, seed FROM game_tables WHERE id = $1")
        .bind(id)
        .fetch_one(&mut c)
        .await
        .unwrap();
    let config: String = r.get(0);
    let seed: i64 = r.get(1);
    let record: Record<Vtes> = Record {
        config: serde_json::from_str(&config).unwrap(),
        seed: seed as u64,
        choices: log(db, id)
            .await
            .into_iter()
            .map(|(s, c)| (Seat(s as u8), c))
            .collect(),
    };
    replay(&record).unwrap_or_else(|e| panic!("table {id}'s log does not replay: {e}"));
}

async fn create(addr: SocketAddr, body: Value) -> (String, Value) {
    let (s, t) = client::post(addr, "/api/tables", &body).await.unwrap();
    assert_eq!(s, 201, "{t}");
    (t["id"].as_str().unwrap().to_string(), t)
}

fn bot_table(seed: u64) -> Value {
    let decks = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"];
    let seats: Vec<Value> = decks
        .iter()
        .map(|d| json!({"deck": d, "player": "bot", "bot": "random"}))
        .collect();
    // 50 ms a move: the games outlast the kill below.
    json!({"seats": seats, "think_ms": 50, "max_turns": 80, "start": true, "seed": seed})
}

/// Connects to table `id` at `addr`, following a `redirect`, and says `hello`.
async fn connect(addr: SocketAddr, id: &str, hello: &Value) -> (Ws, bool) {
    let mut ws = Ws::connect(addr, id).await.unwrap();
    ws.send(hello).await.unwrap();
    let first = ws.recv(WAIT).await.expect("a first message");
    if first["type"] == "redirect" {
        let mut ws = Ws::connect_url(first["url"].as_str().unwrap())
            .await
            .unwrap();
        ws.send(hello).await.unwrap();
        let w = ws.recv(WAIT).await.expect("a welcome");
        assert_eq!(w["type"], "welcome", "{w}");
        return (ws, true);
    }
    assert_eq!(first["type"], "welcome", "{first}");
    (ws, false)
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

async fn summary(addr: SocketAddr, id: &str) -> Value {
    client::get(addr, &format!("/api/tables/{id}"))
        .await
        .unwrap()
        .1
}

#[test]
fn a_killed_server_s_tables_continue_on_the_other_with_no_choice_lost() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let Some((admin, name, db)) = database().await else {
            println!("skipped: JYHAD_TEST_POSTGRES is not set (two servers need PostgreSQL)");
            return;
        };
        let (mut a, a_addr) = serve(&db);
        let (mut b, b_addr) = serve(&db);
        // Tables on both: bot games, and on A one with a human seat played below.
        let mut on_a = Vec::new();
        for seed in [11, 12, 13] {
            on_a.push(create(a_addr, bot_table(seed)).await.0);
        }
        let mut on_b = Vec::new();
        for seed in [21, 22] {
            on_b.push(create(b_addr, bot_table(seed)).await.0);
        }
        let decks = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"];
        let seats: Vec<Value> = decks
            .iter()
            .enumerate()
            .map(|(i, d)| match i {
                0 => json!({"deck": d, "player": "human", "name": "Anna"}),
                _ => json!({"deck": d, "player": "bot", "bot": "random"}),
            })
            .collect();
        let (human, t) = create(
            a_addr,
            json!({"seats": seats, "think_ms": 0, "max_turns": 20, "start": true, "seed": 1}),
        )
        .await;
        let token = t["seats"][0]["token"].as_str().unwrap().to_string();
        // B's lobby lists A's tables, run by A.
        let (_, list) = client::get(b_addr, "/api/tables").await.unwrap();
        let a_url = format!("http://{a_addr}");
        for id in on_a.iter().chain([&human]) {
            let t = list["tables"]
                .as_array()
                .unwrap()
                .iter()
                .find(|t| t["id"] == id.as_str())
                .unwrap_or_else(|| panic!("{id} listed at B: {list}"));
            assert_eq!(t["server"], json!(a_url));
        }
        // Spectators of A's tables, connected at B and sent to A: the highest choice
        // count each saw is what A acknowledged.
        let seen: Arc<Mutex<HashMap<String, u64>>> = Arc::default();
        let mut watchers = Vec::new();
        for id in &on_a {
            let hello = json!({"type": "hello", "version": 1});
            let (mut ws, redirected) = connect(b_addr, id, &hello).await;
            assert!(redirected, "B sent the spectator of {id} to A");
            let (seen, id) = (seen.clone(), id.clone());
            watchers.push(tokio::spawn(async move {
                while let Some(m) = ws.recv(Duration::from_secs(30)).await {
                    if let Some(at) = m["at"].as_u64() {
                        let mut s = seen.lock().unwrap();
                        let e = s.entry(id.clone()).or_default();
                        *e = (*e).max(at);
                    }
                }
            }));
        }
        // The human plays a few choices at A (reached through B), sends one more, and A
        // is killed before its answer can be waited for.
        let hello = json!({"type": "hello", "version": 1, "token": token});
        let (mut ws, redirected) = connect(b_addr, &human, &hello).await;
        assert!(redirected);
        let mut n = 0;
        let mut m = next_decision(&mut ws).await;
        for _ in 0..5 {
            n += 1;
            ws.send(&json!({"type": "choose", "id": n, "at": m["at"], "option": pick(&m)}))
                .await
                .unwrap();
            m = next_decision(&mut ws).await;
        }
        let human_acked = m["at"].as_u64().unwrap() as usize;
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let mut b_before = Vec::new();
        for id in &on_b {
            b_before.push(log(&db, id).await);
        }
        n += 1;
        ws.send(&json!({"type": "choose", "id": n, "at": m["at"], "option": pick(&m)}))
            .await
            .unwrap();
        a.kill().unwrap();
        a.wait().unwrap();
        for w in watchers {
            let _ = w.await;
        }
        // What A left in the database holds every choice it acknowledged.
        let mut before = HashMap::new();
        for id in on_a.iter().chain([&human]) {
            before.insert(id.clone(), log(&db, id).await);
        }
        let seen = seen.lock().unwrap().clone();
        for id in &on_a {
            let acked = seen[id] as usize;
            assert!(acked > 0, "{id} was playing");
            assert!(
                acked <= before[id].len(),
                "{id}: {acked} acknowledged, {} stored",
                before[id].len()
            );
        }
        assert!(human_acked <= before[&human].len());

        // B takes A's tables over once A's registration expires, and plays on.
        for id in &on_a {
            let mut ok = false;
            for _ in 0..150 {
                let s = summary(b_addr, id).await;
                if s.get("server").is_none()
                    && s["choices"].as_u64().unwrap_or(0) as usize > before[id].len()
                {
                    ok = true;
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert!(ok, "{id} continues at B");
        }
        // The human resumes at B where A left the game, and plays on.
        let (mut ws, redirected) = connect(b_addr, &human, &hello).await;
        assert!(!redirected, "B runs the human's table now");
        let mut m = next_decision(&mut ws).await;
        assert!(m["at"].as_u64().unwrap() as usize >= human_acked);
        for _ in 0..3 {
            if !m["outcome"].is_null() {
                break;
            }
            n += 1;
            ws.send(&json!({"type": "choose", "id": n, "at": m["at"], "option": pick(&m)}))
                .await
                .unwrap();
            m = next_decision(&mut ws).await;
        }
        ws.close().await;
        // Every log A left is a prefix of the log now, which replays: nothing lost,
        // changed or written twice.
        for id in on_a.iter().chain([&human]) {
            let after = log(&db, id).await;
            assert!(after.len() > before[id].len(), "{id} went on");
            assert_eq!(
                &after[..before[id].len()],
                &before[id][..],
                "{id}: the log changed"
            );
            replays(&db, id).await;
        }
        // B's own tables played on all along (or finished), their logs whole.
        for (id, was) in on_b.iter().zip(b_before) {
            let now = log(&db, id).await;
            assert!(now.len() > was.len() || summary(b_addr, id).await["status"].is_null());
            assert_eq!(&now[..was.len()], &was[..], "{id}: the log changed");
            replays(&db, id).await;
        }
        b.kill().unwrap();
        b.wait().unwrap();
        let mut c = sqlx::AnyConnection::connect(&admin).await.unwrap();
        let _ = c
            .execute(format!("DROP DATABASE {name} WITH (FORCE)").as_str())
            .await;
    });
}
