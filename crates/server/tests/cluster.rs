//! Several servers on one PostgreSQL database (`JYHAD_TEST_POSTGRES`; skipped with a
//! message when it is unset): each table run by the holder of its lease, clients sent to
//! it, the tables of a stopped server taken over, and a server that lost a lease fenced
//! out of the table's log. (Killed processes: `crates/cli/tests/serve_cluster.rs`.)

mod common;

use common::*;
use jyhad_server::client::{self, Ws};
use jyhad_server::store::{Holder, SeatRow, Store, TableRow};
use serde_json::json;
use sqlx::{Connection, Executor};

use std::time::Duration;

/// A short registration: a stopped server's tables move within a second or two.
fn cluster_config(url: &str) -> jyhad_server::ServerConfig {
    jyhad_server::ServerConfig {
        lease_ttl: Duration::from_millis(1500),
        ..config(url)
    }
}

/// Polls `f` every 100 ms until it is true, for at most `secs` seconds.
async fn eventually<F, Fut>(secs: u64, mut f: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..secs * 10 {
        if f().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_share_a_database_and_send_clients_to_the_table_s_server() {
    let Some(url) = postgres_url().await else {
        println!("skipped: JYHAD_TEST_POSTGRES is not set");
        return;
    };
    let a = jyhad_server::start(cluster_config(&url)).await.unwrap();
    let b = jyhad_server::start(cluster_config(&url)).await.unwrap();
    let (a_url, b_url) = (format!("http://{}", a.addr), format!("http://{}", b.addr));
    // A table on each; seat 1 of A's is free.
    let mut seats = five_seats(Some("Anna"), "random");
    seats[1] = json!({"deck": "nosferatu", "player": "human"});
    let ta = create(a.addr, json!({"seats": seats, "think_ms": 0})).await;
    let tb = create(b.addr, json!({"seats": five_seats(Some("Bob"), "random")})).await;

    let ida = ta["id"].as_str().unwrap().to_string();
    let idb = tb["id"].as_str().unwrap().to_string();
    let anna = ta["seats"][0]["token"].as_str().unwrap().to_string();

    // Each lobby lists both tables; the other server's says where it runs.
    for (srv, mine, theirs, their_url) in [(&a, &ida, &idb, &b_url), (&b, &idb, &ida, &a_url)] {
        let (_, list) = client::get(srv.addr, "/api/tables").await.unwrap();
        let tables = list["tables"].as_array().unwrap();
        let find = |id: &str| tables.iter().find(|t| t["id"] == id).cloned();
        let here = find(mine).expect("its own table listed");
        assert!(here.get("server").is_none(), "{here}");
        let there = find(theirs).expect("the other server's table listed");
        assert_eq!(there["server"], json!(their_url), "{there}");
        assert_eq!(there["seats"].as_array().unwrap().len(), 5);
    }

    // HTTP for A's table reaches A through B: the summary, and a join that A records.
    let (s, info) = client::get(b.addr, &format!("/api/tables/{ida}"))
        .await
        .unwrap();
    assert_eq!(
        (s, info["id"].as_str()),
        (200, Some(ida.as_str())),
        "{info}"
    );
    assert!(info.get("server").is_none(), "answered by A itself: {info}");
    let (s, j) = client::post(
        b.addr,
        &format!("/api/tables/{ida}/join"),
        &json!({"name": "Zed", "accept_seed": true}),
    )
    .await
    .unwrap();
    assert_eq!((s, j["seat"].as_u64()), (200, Some(1)), "{j}");
    let (_, info) = client::get(a.addr, &format!("/api/tables/{ida}"))
        .await
        .unwrap();
    assert_eq!(info["seats"][1]["name"], "Zed");
    // A bad request through B is refused by A as it would be directly, changing nothing.
    let (s, e) = client::post(
        b.addr,
        &format!("/api/tables/{ida}/start"),
        &json!({"creator_token": "nope"}),
    )
    .await
    .unwrap();
    assert_eq!((s, e["error"].as_str()), (403, Some("forbidden")), "{e}");

    // A WebSocket for A's table at B is sent to A, which welcomes the seat.
    let mut ws = Ws::connect(b.addr, &ida).await.unwrap();
    let r = ws.recv(WAIT).await.expect("a redirect");
    assert_eq!(r["type"], "redirect", "{r}");
    assert_eq!(r["server"], json!(a_url));
    assert_eq!(
        r["url"],
        json!(format!("ws://{}/api/tables/{ida}/ws", a.addr))
    );
    let mut ws = Ws::connect_url(r["url"].as_str().unwrap()).await.unwrap();
    ws.send(&json!({"type": "hello", "version": 1, "token": anna}))
        .await
        .unwrap();
    let w = next_of(&mut ws, "welcome").await;
    assert_eq!(w["seat"], 0);
    ws.close().await;
    // An unknown table is unknown everywhere.
    let (s, _) = client::get(b.addr, "/api/tables/nosuchtable")
        .await
        .unwrap();
    assert_eq!(s, 404);

    // A closes B's table (forwarded): its lease goes with it.
    let (s, v) = client::post(
        a.addr,
        &format!("/api/tables/{idb}/close"),
        &json!({"creator_token": tb["creator_token"]}),
    )
    .await
    .unwrap();
    assert_eq!(s, 200, "{v}");
    let lease = format!("SELECT COUNT(*) FROM table_leases WHERE table_id = '{idb}'");
    let released = eventually(5, || {
        let (url, q) = (url.clone(), lease.clone());
        async move {
            let mut c = sqlx::AnyConnection::connect(&url).await.unwrap();
            let n: i64 = sqlx::query_scalar(&q).fetch_one(&mut c).await.unwrap();
            n == 0
        }
    })
    .await;
    assert!(released, "a closed table's lease is deleted");
    // A stops: B takes its table over (with its seats) and serves it directly.
    a.stop().await;
    let path = format!("/api/tables/{ida}");
    let moved = eventually(10, || async {
        let (s, v) = client::get(b.addr, &path).await.unwrap();
        s == 200 && v.get("server").is_none()
    })
    .await;
    assert!(moved, "B runs A's table");
    let (_, info) = client::get(b.addr, &path).await.unwrap();
    assert_eq!(info["seats"][1]["name"], "Zed", "{info}");
    let (ws, w) = hello(b.addr, &ida, Some(&anna), "en", None).await;
    assert_eq!(w["seat"], 0, "{w}");
    ws.close().await;
    b.stop().await;
}

/// Requests another server forwards were rate-limited there, as their client's: the
/// table's server does not count them against the forwarding server's address (all the
/// clients of that server would share one allowance).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_requests_are_not_limited_again() {
    let Some(url) = postgres_url().await else {
        println!("skipped: JYHAD_TEST_POSTGRES is not set");
        return;
    };
    let a = jyhad_server::start(cluster_config(&url)).await.unwrap();
    // C allows an address 3 requests in all.
    let c = jyhad_server::start(jyhad_server::ServerConfig {
        http_rate: 0.001,
        http_burst: 3.0,
        ..cluster_config(&url)
    })
    .await
    .unwrap();
    let t = create(c.addr, json!({"seats": five_seats(Some("Bob"), "random")})).await;
    let id = t["id"].as_str().unwrap();
    for _ in 0..10 {
        let (s, v) = client::get(a.addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert_eq!(s, 200, "{v}");
    }
    // The limit holds for the client's own requests.
    let mut limited = false;
    for _ in 0..5 {
        let (s, _) = client::get(c.addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        limited |= s == 429;
    }
    assert!(limited);
    a.stop().await;
    c.stop().await;
}

/// Servers started at once on a new database once collided creating its tables
/// (`duplicate key … pg_type_typname_nsp_index`): they now migrate in turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_started_at_once_on_a_new_database_all_start() {
    let Some(url) = postgres_url().await else {
        println!("skipped: JYHAD_TEST_POSTGRES is not set");
        return;
    };
    let (a, b, c) = tokio::join!(
        jyhad_server::start(cluster_config(&url)),
        jyhad_server::start(cluster_config(&url)),
        jyhad_server::start(cluster_config(&url))
    );
    for s in [a, b, c] {
        s.unwrap().stop().await;
    }
}

fn row(id: &str) -> TableRow {
    TableRow {
        id: id.into(),
        game: "vtes".into(),
        status: "running".into(),
        created_at: 0,
        creator_token: String::new(),
        think_ms: 0,
        config: "{}".into(),
        seed: 1,
        seed_fixed: false,
        decks: "[]".into(),
    }
}

/// The fence: once another server took a table over (its holder's registration expired,
/// as after a long pause), the old holder's writes to it are refused, whatever it still
/// believes; the new holder's go through. Without the lease check in the write's
/// transaction, the old holder would fork the log or overwrite the table's state.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_lost_a_table_s_lease_cannot_write_to_it() {
    let Some(url) = postgres_url().await else {
        println!("skipped: JYHAD_TEST_POSTGRES is not set");
        return;
    };
    let old = Store::open(&url).await.unwrap();
    let old_id = old
        .register("http://127.0.0.1:1", Duration::from_secs(60))
        .await
        .unwrap();
    let seat = SeatRow {
        seat: 0,
        kind: "human".into(),
        bot: String::new(),
        name: "Anna".into(),
        token: String::new(),
        last_id: 0,
    };
    old.create_table(&row("t1"), std::slice::from_ref(&seat))
        .await
        .unwrap();
    old.append_choice("t1", 0, 0, "pass").await.unwrap();
    let new = Store::open(&url).await.unwrap();
    new.register("http://127.0.0.1:2", Duration::from_secs(60))
        .await
        .unwrap();
    // A live holder keeps its table.
    assert_eq!(new.claim("t1").await.unwrap(), None);
    assert_eq!(
        new.holder("t1").await.unwrap(),
        Holder::Other("http://127.0.0.1:1".into())
    );
    // Its registration lapses: the other server takes the table over.
    let mut c = sqlx::AnyConnection::connect(&url).await.unwrap();
    c.execute(format!("UPDATE servers SET expires_at = 0 WHERE id = '{old_id}'").as_str())
        .await
        .unwrap();
    assert_eq!(new.holder("t1").await.unwrap(), Holder::Free);
    assert_eq!(new.claim("t1").await.unwrap(), Some(2));
    assert_eq!(new.holder("t1").await.unwrap(), Holder::Me);
    // The old holder, still running, is fenced out of every write to it.
    let e = old.append_choice("t1", 1, 0, "stale").await.unwrap_err();
    assert!(e.lease_lost(), "{e}");
    assert!(old
        .set_status("t1", "closed")
        .await
        .unwrap_err()
        .lease_lost());
    assert!(old.update_seat("t1", &seat).await.unwrap_err().lease_lost());
    assert!(old
        .append_chat("t1", 0, "Anna", "hi", 0)
        .await
        .unwrap_err()
        .lease_lost());
    // Even after renewing its registration (the takeover stands).
    old.heartbeat().await.unwrap();
    assert!(old
        .append_choice("t1", 1, 0, "stale")
        .await
        .unwrap_err()
        .lease_lost());
    assert_eq!(old.lost_leases().await.unwrap(), vec!["t1".to_string()]);
    // The new holder writes; the log is the old holder's acknowledged choice and its own.
    new.append_choice("t1", 1, 0, "transfer").await.unwrap();
    let log: Vec<String> = new
        .choices("t1")
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.1)
        .collect();
    assert_eq!(log, vec!["pass", "transfer"]);
    assert_eq!(
        new.table("t1").await.unwrap().unwrap().status,
        "running",
        "the old holder's status change was refused"
    );
    // Batches mixing a fenced append with good ones (one lease check for a whole batch):
    // only the fenced one fails.
    let ids: Vec<String> = (2..12).map(|i| format!("t{i}")).collect();
    for id in &ids {
        old.create_table(&row(id), &[]).await.unwrap();
    }
    let mut jobs = vec![tokio::spawn({
        let old = old.clone();
        async move { old.append_choice("t1", 2, 0, "stale").await }
    })];
    for id in &ids {
        let (old, id) = (old.clone(), id.clone());
        jobs.push(tokio::spawn(async move {
            old.append_choice(&id, 0, 0, "pass").await
        }));
    }
    let mut results = Vec::new();
    for j in jobs {
        results.push(j.await.unwrap());
    }
    assert!(results[0].as_ref().unwrap_err().lease_lost());
    assert!(results[1..].iter().all(|r| r.is_ok()), "{results:?}");
    for id in &ids {
        assert_eq!(old.choices(id).await.unwrap().len(), 1);
    }
    old.close().await;
    new.close().await;
}

/// SQLite keeps one server per data folder, and says how to run several.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_refuses_a_second_server_and_names_postgresql() {
    let url = sqlite_url();
    let first = jyhad_server::start(config(&url)).await.unwrap();
    let e = jyhad_server::start(config(&url))
        .await
        .err()
        .expect("a second server");
    assert!(e.contains("one server per data folder"), "{e}");
    assert!(e.contains("PostgreSQL"), "{e}");
    let store = Store::open(&url).await.unwrap();
    let e = store
        .register("http://127.0.0.1:1", Duration::from_secs(1))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("PostgreSQL"), "{e}");
    store.close().await;
    first.stop().await;
}
