//! The server over loopback: lobby, protocol, hidden information, limits, persistence.
//! Each test runs against SQLite, and PostgreSQL too when `JYHAD_TEST_POSTGRES` is set.

mod common;

use common::*;
use jyhad_server::client::{self, Ws};
use jyhad_table::{replay, Game, Record, Seat};
use jyhad_vtes::Vtes;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_join_start_and_options_only_to_the_deciding_seat() {
    for url in databases().await {
        let server = start(&url).await;
        let addr = server.addr;
        let (s, games) = client::get(addr, "/api/games").await.unwrap();
        assert_eq!(s, 200);
        assert_eq!(games["games"][0]["game"], "vtes");
        let t = create(
            addr,
            json!({"seats": five_seats(None, "random"), "think_ms": 0, "max_turns": 20}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let creator = t["creator_token"].as_str().unwrap().to_string();
        let (_, list) = client::get(addr, "/api/tables").await.unwrap();
        assert!(list["tables"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == id && x["status"] == "open"));
        // Start refuses while a human seat is free, and refuses strangers.
        let (s, v) = client::post(
            addr,
            &format!("/api/tables/{id}/start"),
            &json!({"creator_token": creator}),
        )
        .await
        .unwrap();
        assert_eq!((s, v["error"].as_str()), (409, Some("seats_free")));
        let (s, j) = client::post(
            addr,
            &format!("/api/tables/{id}/join"),
            &json!({"name": "<b>Anna</b>", "accept_seed": true}),
        )
        .await
        .unwrap();
        assert_eq!(s, 200, "{j}");
        assert_eq!(j["seat"], 0);
        let token = j["token"].as_str().unwrap().to_string();
        let (s, _) = client::post(
            addr,
            &format!("/api/tables/{id}/join"),
            &json!({"name": "Bob", "seat": 0}),
        )
        .await
        .unwrap();
        assert_eq!(s, 409);
        let (s, _) = client::post(
            addr,
            &format!("/api/tables/{id}/start"),
            &json!({"creator_token": "nope"}),
        )
        .await
        .unwrap();
        assert_eq!(s, 403);
        // The lobby escapes names.
        let (_, info) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert_eq!(info["seats"][0]["name"], "&lt;b&gt;Anna&lt;/b&gt;");
        // A wrong token is refused; spectators and the seat connect.
        let mut bad = jyhad_server::client::Ws::connect(addr, &id).await.unwrap();
        bad.send(&json!({"type": "hello", "version": 1, "token": "0000"}))
            .await
            .unwrap();
        assert_eq!(bad.recv(WAIT).await.unwrap()["code"], "bad_token");
        let (mut spec, w) = hello(addr, &id, None, "en", None).await;
        assert_eq!(w["seat"], Value::Null);
        let (mut seat, w) = hello(addr, &id, Some(&token), "fr", None).await;
        assert_eq!(w["seat"], 0);
        let (s, _) = client::post(
            addr,
            &format!("/api/tables/{id}/start"),
            &json!({"creator_token": creator}),
        )
        .await
        .unwrap();
        assert_eq!(s, 200);
        let (_, info) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert_eq!(info["spectators"], 1);
        assert_eq!(info["status"], "running");
        // Play a few decisions: options come only with the seat's own turn.
        let mut id_n = 0;
        for _ in 0..5 {
            let mut log = Vec::new();
            let m = next_decision(&mut seat, &mut log).await;
            if !m["outcome"].is_null() {
                break;
            }
            assert_eq!(m["turn"]["seat"], 0);
            for raw in &log {
                let u: Value = serde_json::from_str(raw).unwrap();
                if u["type"] == "update" && u["turn"]["seat"] != 0 {
                    assert!(
                        u["options"].is_null(),
                        "options for another seat's decision: {u}"
                    );
                }
            }
            let opt = m["options"][0]["code"].clone();
            assert!(m["options"][0]["text"].is_string());
            id_n += 1;
            seat.send(&json!({"type": "choose", "id": id_n, "at": m["at"], "option": opt}))
                .await
                .unwrap();
        }
        // The spectator never got options, only public views.
        while let Some(m) = spec.recv(Duration::from_millis(300)).await {
            if m["type"] == "update" && !m["view"].is_null() {
                assert!(m["options"].is_null());
                assert_eq!(m["view"]["viewer"], Value::Null);
                assert!(m["view"]["hand"].as_array().unwrap().is_empty());
            }
        }
        // Leaving frees the seat.
        let (s, _) = client::post(
            addr,
            &format!("/api/tables/{id}/leave"),
            &json!({"token": token}),
        )
        .await
        .unwrap();
        assert_eq!(s, 200);
        let (_, info) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert_eq!(info["seats"][0]["taken"], false);
        server.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pasted_decks_are_checked_and_their_errors_shown() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let mut seats = five_seats(Some("Anna"), "random");
    seats[2]["deck"] =
        json!({"list": "Crypt (12)\n12 Nobody Anywhere\nLibrary (60)\n60 Blood Doll\n"});
    let (s, v) = client::post(addr, "/api/tables", &json!({"seats": seats}))
        .await
        .unwrap();
    assert_eq!(s, 400, "{v}");
    assert_eq!(v["error"], "deck");
    let problems: Vec<&str> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("seat3: ") && p.contains("Nobody Anywhere")),
        "{problems:?}"
    );
    // A legal pasted list is accepted.
    let list = jyhad_decks::starter_deck("tremere").unwrap().to_text();
    let mut seats = five_seats(Some("Anna"), "random");
    seats[2]["deck"] = json!({"list": list, "name": "My Tremere"});
    let t = create(addr, json!({"seats": seats})).await;
    assert_eq!(t["decks"][2], "My Tremere");
    // Wrong shapes are clear errors.
    for bad in [
        json!({"seats": seats, "colour": "red"}),
        json!({"seats": [seats[0]]}),
        json!({"game": "chess", "seats": seats}),
    ] {
        let (s, v) = client::post(addr, "/api/tables", &bad).await.unwrap();
        assert_eq!(s, 400, "{v}");
        assert!(v["message"].as_str().unwrap().len() > 5);
    }
    server.stop().await;
}

/// Issue 18, "Tables choose": "manual cards allowed" is chosen at creation, kept with the
/// table (across a restart) and shown in the lobby before anyone joins, with each deck's
/// automated and manual cards; a table that forbids them refuses a deck holding one,
/// naming its cards, and creates nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn manual_cards_are_a_table_setting_shown_in_the_lobby() {
    for url in databases().await {
        let server = start(&url).await;
        let addr = server.addr;
        let starter = jyhad_decks::starter_deck("toreador").unwrap().to_text();
        let list = starter.replace("Library (77)", "Library (80)") + "3 Peace Treaty\n";
        let mut seats = five_seats(None, "greedy");
        seats[0]["deck"] = json!({"list": list, "name": "Fists"});
        let (_, before) = client::get(addr, "/api/tables").await.unwrap();
        let (s, v) = client::post(addr, "/api/tables", &json!({"seats": seats}))
            .await
            .unwrap();
        assert_eq!(s, 400, "{v}");
        assert_eq!(v["error"], "deck");
        let problems = v["problems"].to_string();
        assert!(
            problems.contains("seat1: this table does not allow manual cards")
                && problems.contains("3× Peace Treaty"),
            "{problems}"
        );
        let (_, after) = client::get(addr, "/api/tables").await.unwrap();
        assert_eq!(before["tables"], after["tables"], "nothing was created");
        // The check answers the same, and reports the counts.
        let (_, c) = client::post(
            addr,
            "/api/decks/check",
            &json!({"list": list, "manual_cards": false}),
        )
        .await
        .unwrap();
        assert_eq!(c["ok"], false, "{c}");
        assert_eq!(c["automation"]["library"]["copies"], 80, "{c}");
        assert_eq!(c["automation"]["library"]["copies_automated"], 77, "{c}");
        assert_eq!(c["automation"]["manual"][0]["name"], "Peace Treaty");
        let (_, c) = client::post(addr, "/api/decks/check", &json!({"list": list}))
            .await
            .unwrap();
        assert_eq!(c["ok"], true, "{c}");
        // Allowed: the table is made and the lobby says so before anyone joins.
        let t = create(addr, json!({"seats": seats, "manual_cards": true})).await;
        assert_eq!(t["manual_cards"], true);
        assert_eq!(t["automation"][0]["library"]["copies_automated"], 77);
        let id = t["id"].as_str().unwrap().to_string();
        let shown = |v: &Value| {
            assert_eq!(v["manual_cards"], true, "{v}");
            let seat = &v["seats"][0];
            assert_eq!(seat["taken"], false);
            assert_eq!(seat["automation"]["library"]["copies"], 80, "{v}");
            assert_eq!(seat["automation"]["manual"][0]["copies"], 3, "{v}");
            assert_eq!(seat["automation"]["crypt"]["copies_automated"], 12, "{v}");
            assert!(v["seats"][1]["automation"]["manual"]
                .as_array()
                .unwrap()
                .is_empty());
        };
        let (_, v) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        shown(&v);
        server.stop().await;
        // Kept with the table.
        let server = start(&url).await;
        let (_, v) = client::get(server.addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        shown(&v);
        // A table made without the setting says so.
        let plain = create(server.addr, json!({"seats": five_seats(None, "greedy")})).await;
        assert_eq!(plain["manual_cards"], false);
        let (_, v) = client::get(
            server.addr,
            &format!("/api/tables/{}", plain["id"].as_str().unwrap()),
        )
        .await
        .unwrap();
        assert_eq!(v["manual_cards"], false);
        server.stop().await;
    }
}

/// With the seed, a private copy of a table tells every seat's hand and crypt: a seed the
/// creator chose is shown to everyone, and a player joins such a table only when it says
/// it accepts it; a random seed is never shown.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chosen_seed_is_public_and_joining_needs_consent() {
    for url in databases().await {
        let server = start(&url).await;
        let addr = server.addr;
        let t = create(
            addr,
            json!({"seats": five_seats(None, "random"), "seed": 4242}),
        )
        .await;
        let id = t["id"].as_str().unwrap();
        let (_, list) = client::get(addr, "/api/tables").await.unwrap();
        let listed = list["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"] == id);
        assert_eq!(listed.unwrap()["seed"], 4242, "{list}");
        let path = format!("/api/tables/{id}/join");
        let (s, v) = client::post(addr, &path, &json!({"name": "Bob"}))
            .await
            .unwrap();
        assert_eq!((s, v["error"].as_str()), (409, Some("fixed_seed")), "{v}");
        assert!(v["message"].as_str().unwrap().contains("4242"), "{v}");
        let (s, v) = client::post(addr, &path, &json!({"name": "Bob", "accept_seed": true}))
            .await
            .unwrap();
        assert_eq!(s, 200, "{v}");
        let (_, w) = hello(addr, id, None, "en", None).await;
        assert_eq!(w["table_info"]["seed"], 4242);
        // A random seed stays secret, and joining needs no consent.
        let (s, t) = client::post(
            addr,
            "/api/tables",
            &json!({"seats": five_seats(None, "random")}),
        )
        .await
        .unwrap();
        assert_eq!(s, 201, "{t}");
        let id = t["id"].as_str().unwrap();
        let (_, info) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert!(info["seed"].is_null(), "{info}");
        let (s, v) = client::post(
            addr,
            &format!("/api/tables/{id}/join"),
            &json!({"name": "Cy"}),
        )
        .await
        .unwrap();
        assert_eq!(s, 200, "{v}");
        server.stop().await;
    }
}

/// One address once opened 5,000 tables that never expired, were resumed at every start
/// and locked the lobby (503 for everyone, a 3.2 MB list). Now open tables per address are
/// capped, an open table expires (also one resumed by a restart: its deadline counts from
/// its creation), an expired table is never resumed, and the list is bounded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_tables_expire_are_capped_per_address_and_listed_in_bounds() {
    for url in databases().await {
        let mut cfg = config(&url);
        cfg.open_ttl = Duration::from_secs(3);
        cfg.max_open_per_addr = 2;
        cfg.max_listed = 1;
        let server = jyhad_server::start(cfg.clone()).await.unwrap();
        let addr = server.addr;
        let body = json!({"seats": five_seats(None, "random")});
        for _ in 0..2 {
            create(addr, body.clone()).await;
        }
        let (s, v) = client::post(addr, "/api/tables", &body).await.unwrap();
        assert_eq!(
            (s, v["error"].as_str()),
            (429, Some("too_many_open")),
            "{v}"
        );
        let (_, list) = client::get(addr, "/api/tables").await.unwrap();
        assert_eq!(
            (list["tables"].as_array().unwrap().len(), &list["more"]),
            (1, &json!(1))
        );
        server.stop().await;
        // Resumed within their time, they still expire on time.
        let server = jyhad_server::start(cfg.clone()).await.unwrap();
        let addr = server.addr;
        let (_, list) = client::get(addr, "/api/tables").await.unwrap();
        let id = list["tables"][0]["id"].as_str().unwrap().to_string();
        let (mut ws, _) = hello(addr, &id, None, "en", None).await;
        let mut expired = false;
        for _ in 0..20 {
            match ws.recv(Duration::from_secs(1)).await {
                Some(m) if m["status"] == "expired" => {
                    expired = true;
                    break;
                }
                _ => {}
            }
        }
        assert!(expired, "the open table expired");
        let mut left = usize::MAX;
        for _ in 0..50 {
            let (_, list) = client::get(addr, "/api/tables").await.unwrap();
            left = list["tables"].as_array().unwrap().len();
            if left == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(left, 0, "expired tables leave the lobby");
        let (s, _) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        assert_eq!(s, 404);
        server.stop().await;
        let server = jyhad_server::start(cfg.clone()).await.unwrap();
        let (_, list) = client::get(server.addr, "/api/tables").await.unwrap();
        assert_eq!(list["tables"], json!([]), "expired tables are not resumed");
        create(server.addr, body.clone()).await;
        server.stop().await;
    }
}

/// A second server on the same data once resumed its tables (bots playing, choices
/// written) before failing to bind its port. Now the port is bound and the database
/// locked before anything resumes, and the second server says why it cannot start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_server_per_database_and_the_port_before_anything_resumes() {
    let dir = std::env::temp_dir().join(format!("jyhad-lock-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut cfg = config("unused");
    cfg.db_url = None;
    cfg.data_dir = dir.clone();
    let first = jyhad_server::start(cfg.clone()).await.unwrap();
    let e = jyhad_server::start(cfg.clone())
        .await
        .err()
        .expect("a second server");
    assert!(e.contains("another jyhad server"), "{e}");
    // A running bot game, then its server stops.
    let t = create(
        first.addr,
        json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 50, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    first.stop().await;
    let url = jyhad_server::store::sqlite_url(&dir).unwrap();
    let count = || async {
        let store = jyhad_server::store::Store::open(&url).await.unwrap();
        let n = store.choices(&id).await.unwrap().len();
        store.close().await;
        n
    };
    let before = count().await;
    // Its port taken, a server on that data fails before resuming the game.
    let other = jyhad_server::start(config(&sqlite_url())).await.unwrap();
    let mut taken = cfg.clone();
    taken.addr = other.addr;
    let e = jyhad_server::start(taken)
        .await
        .err()
        .expect("the port is taken");
    assert!(e.contains("cannot listen"), "{e}");
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(
        count().await,
        before,
        "nothing was played by the server that failed"
    );
    other.stop().await;
    // PostgreSQL is shared by several servers instead (tests/cluster.rs).
    for url in databases().await.into_iter().skip(1) {
        let a = start(&url).await;
        let b = start(&url).await;
        b.stop().await;
        a.stop().await;
        start(&url).await.stop().await;
    }
}

/// Five search bots with no think delay once took every core. A table with a search bot
/// thinks at least `MIN_SEARCH_THINK_MS` per move, and search bots think on the blocking
/// pool a few at a time: the lobby answers while a whole table of them plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_bots_think_with_a_delay_and_off_the_async_threads() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let seats = five_seats(None, "search");
    let mut all_bots = seats.clone();
    all_bots[0] = json!({"deck": "malkavian", "player": "bot", "bot": "search"});
    let (s, v) = client::post(
        addr,
        "/api/tables",
        &json!({"seats": all_bots, "think_ms": 0, "start": true}),
    )
    .await
    .unwrap();
    assert_eq!((s, v["error"].as_str()), (400, Some("think_ms")), "{v}");
    let min = jyhad_server::table::MIN_SEARCH_THINK_MS;
    for _ in 0..2 {
        create(
            addr,
            json!({"seats": all_bots, "think_ms": min, "start": true, "max_turns": 3}),
        )
        .await;
    }
    for _ in 0..10 {
        let t = std::time::Instant::now();
        let (s, _) = client::get(addr, "/api").await.unwrap();
        assert_eq!(s, 200);
        assert!(
            t.elapsed() < Duration::from_millis(500),
            "{:?}",
            t.elapsed()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    server.stop().await;
}

/// A crash between a game's last choice and its status update once left it "running"
/// forever (`/record` answered `409 not_over`). A resumed game that is over is marked so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_left_running_by_a_crash_is_marked_over_when_resumed() {
    for url in databases().await {
        let server = start(&url).await;
        let mut seats = five_seats(None, "random");
        seats[0] = json!({"deck": "malkavian", "player": "bot", "bot": "random"});
        let t = create(
            server.addr,
            json!({"seats": seats, "think_ms": 0, "start": true, "max_turns": 2}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let path = format!("/api/games/{id}/record");
        let mut status = 0;
        for _ in 0..200 {
            status = client::get(server.addr, &path).await.unwrap().0;
            if status == 200 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(status, 200, "the game ended");
        server.stop().await;
        // The crash: the last choice is stored, the status update is not.
        let store = jyhad_server::store::Store::open(&url).await.unwrap();
        store.set_status(&id, "running").await.unwrap();
        store.close().await;
        let server = start(&url).await;
        let mut status = 0;
        for _ in 0..100 {
            status = client::get(server.addr, &path).await.unwrap().0;
            if status == 200 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(status, 200, "the resumed game is over");
        let (_, list) = client::get(server.addr, "/api/tables?status=running")
            .await
            .unwrap();
        assert!(!list["tables"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == id.as_str()));
        server.stop().await;
    }
}

/// The load test once opened every connection at once (overflowing the accept queue) and
/// left its bot tables playing on the server. Its ramp is now bounded and it closes
/// every table still running at the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_load_test_ramps_in_bounds_and_leaves_no_table_behind() {
    let server = start(&sqlite_url()).await;
    let report = jyhad_server::loadtest::run(jyhad_server::loadtest::LoadConfig {
        addr: server.addr,
        tables: 80,
        game: "vtes".into(),
        players: 5,
        bot: "random".into(),
        think_ms: 20,
        max_turns: Some(30),
        duration: Duration::from_secs(1),
    })
    .await
    .unwrap();
    assert_eq!(report.errors, 0, "{report:?}");
    assert!(report.choices > 0 && report.closed > 0, "{report:?}");
    let mut left = usize::MAX;
    for _ in 0..50 {
        let (_, list) = client::get(server.addr, "/api/tables").await.unwrap();
        left = list["tables"].as_array().unwrap().len();
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(left, 0, "the load test closed its tables");
    // Only the creator closes a table.
    let t = create(server.addr, json!({"seats": five_seats(None, "random")})).await;
    let path = format!("/api/tables/{}/close", t["id"].as_str().unwrap());
    let (s, _) = client::post(server.addr, &path, &json!({"creator_token": "x"}))
        .await
        .unwrap();
    assert_eq!(s, 403);
    let (s, _) = client::post(
        server.addr,
        &path,
        &json!({"creator_token": t["creator_token"]}),
    )
    .await
    .unwrap();
    assert_eq!(s, 200);
    server.stop().await;
}

/// Reads from a raw socket until it closes (0 bytes or an error) or `wait` passes; true
/// when the server closed it.
async fn closed_within(s: &mut tokio::net::TcpStream, wait: Duration) -> bool {
    use tokio::io::AsyncReadExt;
    let mut buf = [0u8; 4096];
    let end = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(end, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => {}
            Err(_) => return false,
        }
    }
}

/// 1,000 silent WebSockets and 1,000 slow headers once stayed open. Now a connection not
/// answered in `header_timeout` is closed (bytes trickling in do not extend it), one silent
/// for `idle_timeout` after an answer too, WebSockets are pinged (a client that answers
/// stays), and one address holds at most `max_conns_per_addr` connections.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_silent_and_too_many_connections_are_closed() {
    use tokio::io::AsyncWriteExt;
    use tokio::net::TcpStream;
    let mut cfg = config(&sqlite_url());
    cfg.header_timeout = Duration::from_millis(800);
    cfg.idle_timeout = Duration::from_millis(1500);
    cfg.max_conns_per_addr = 4;
    let server = jyhad_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let t = create(addr, json!({"seats": five_seats(None, "random")})).await;
    let id = t["id"].as_str().unwrap().to_string();
    // Slow headers: a byte every 200 ms is still closed at the header deadline.
    let mut slow = TcpStream::connect(addr).await.unwrap();
    let started = std::time::Instant::now();
    let mut open = true;
    for b in b"GET /api HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaa" {
        if slow.write_all(&[*b]).await.is_err() {
            open = false;
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        if started.elapsed() > Duration::from_secs(3) {
            break;
        }
    }
    assert!(
        !open || closed_within(&mut slow, Duration::from_millis(100)).await,
        "slow headers closed"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    // Silent after an answer (keep-alive): closed at the idle deadline.
    let mut quiet = TcpStream::connect(addr).await.unwrap();
    quiet
        .write_all(b"GET /api HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    assert!(
        closed_within(&mut quiet, Duration::from_secs(4)).await,
        "idle closed"
    );
    // A WebSocket that reads (answering pings) outlives the idle timeout; one that never
    // reads does not.
    let (mut live, _) = hello(addr, &id, None, "en", None).await;
    let (silent, _) = hello(addr, &id, None, "en", None).await;
    let until = std::time::Instant::now() + Duration::from_millis(2500);
    while let Some(left) = until.checked_duration_since(std::time::Instant::now()) {
        let _ = live.recv(left).await;
    }
    live.send(&json!({"type": "ping", "id": 1})).await.unwrap();
    assert_eq!(next_of(&mut live, "pong").await["id"], 1);
    // The silent one was closed: what it had been sent before is still readable, then
    // nothing answers its ping.
    let mut silent = silent;
    for _ in 0..10 {
        if silent.recv(Duration::from_millis(200)).await.is_none() {
            break;
        }
    }
    let _ = silent.send(&json!({"type": "ping", "id": 1})).await;
    assert!(
        silent.recv(Duration::from_secs(1)).await.is_none(),
        "closed"
    );
    live.close().await;
    // The per-address cap: 4 held, the 5th closed at once.
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(TcpStream::connect(addr).await.unwrap());
    }
    let mut fifth = TcpStream::connect(addr).await.unwrap();
    assert!(
        closed_within(&mut fifth, Duration::from_millis(500)).await,
        "over the cap"
    );
    drop(held);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (s, _) = client::get(addr, "/api").await.unwrap();
    assert_eq!(s, 200);
    server.stop().await;
}

/// Replay protection lived in memory: after a restart an old message was accepted again.
/// A seat's highest message number is now stored before its message acts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_protection_survives_a_restart() {
    for url in databases().await {
        let server = start(&url).await;
        let t = create(
            server.addr,
            json!({"seats": five_seats(Some("Anna"), "random")}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let token = t["seats"][0]["token"].as_str().unwrap().to_string();
        let (mut ws, _) = hello(server.addr, &id, Some(&token), "en", None).await;
        ws.send(&json!({"type": "chat", "id": 5, "text": "hello"}))
            .await
            .unwrap();
        assert_eq!(next_of(&mut ws, "chat").await["text"], "hello");
        ws.close().await;
        server.stop().await;
        let server = start(&url).await;
        let (mut ws, w) = hello(server.addr, &id, Some(&token), "en", None).await;
        assert_eq!(w["last_id"], 5, "{w}");
        ws.send(&json!({"type": "chat", "id": 5, "text": "hello"}))
            .await
            .unwrap();
        assert_eq!(next_of(&mut ws, "error").await["code"], "replay");
        ws.close().await;
        server.stop().await;
    }
}

/// Tokens were stored in plain text in a world-readable file: now only their SHA-256 is
/// stored (the file readable by its owner only), and they still open their seats.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tokens_are_stored_hashed_and_the_database_is_private() {
    for url in databases().await {
        let server = start(&url).await;
        let t = create(
            server.addr,
            json!({"seats": five_seats(Some("Anna"), "random")}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let seat_token = t["seats"][0]["token"].as_str().unwrap().to_string();
        let creator = t["creator_token"].as_str().unwrap().to_string();
        let store = jyhad_server::store::Store::open(&url).await.unwrap();
        let row = store.table(&id).await.unwrap().unwrap();
        let seats = store.seats(&id).await.unwrap();
        store.close().await;
        assert!(row.creator_token.starts_with("sha256:") && !row.creator_token.contains(&creator));
        assert!(seats[0].token.starts_with("sha256:") && !seats[0].token.contains(&seat_token));
        let (_, w) = hello(server.addr, &id, Some(&seat_token), "en", None).await;
        assert_eq!(w["seat"], 0);
        let (s, _) = client::post(
            server.addr,
            &format!("/api/tables/{id}/start"),
            &json!({"creator_token": creator}),
        )
        .await
        .unwrap();
        assert_eq!(s, 200);
        #[cfg(unix)]
        if let Some(file) = jyhad_server::store::sqlite_file(&url) {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(file).unwrap().permissions().mode();
            assert_eq!(mode & 0o077, 0, "{mode:o}");
        }
        server.stop().await;
    }
}

/// A 31 KB pasted line once cost ~20 s of CPU on an async worker in the name search, and
/// two froze the server. Now such a line is refused by its length (naming its line), the
/// deck is read off the async threads, and the lobby answers meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn huge_pasted_lines_are_refused_quickly_and_the_server_stays_responsive() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let long = "govern the unaligned ".repeat(1500);
    let mut seats = five_seats(Some("Anna"), "random");
    seats[1]["deck"] = json!({"list": format!("Library:\n1 {long}\n")});
    let body = json!({"seats": seats});
    let t = std::time::Instant::now();
    let creates: Vec<_> = (0..2)
        .map(|_| {
            let body = body.clone();
            tokio::spawn(async move { client::post(addr, "/api/tables", &body).await.unwrap() })
        })
        .collect();
    let check = tokio::spawn(async move {
        client::post(
            addr,
            "/api/decks/check",
            &json!({"list": format!("Library:\n1 {long}\n")}),
        )
        .await
        .unwrap()
    });
    let (s, _) = tokio::time::timeout(Duration::from_secs(2), client::get(addr, "/api"))
        .await
        .expect("the lobby answers while decks are read")
        .unwrap();
    assert_eq!(s, 200);
    for c in creates {
        let (s, v) = c.await.unwrap();
        assert_eq!(s, 400, "{v}");
        let p = v["problems"][0].as_str().unwrap();
        assert!(
            p.starts_with("seat2: line 2:") && p.contains("at most"),
            "{v}"
        );
    }
    let (s, v) = check.await.unwrap();
    assert_eq!((s, &v["ok"]), (200, &json!(false)), "{v}");
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    server.stop().await;
}

/// Every card id a seat may not know at choice count `at`: another seat's hand, library,
/// crypt and face-down uncontrolled cards.
fn hidden_from(game: &Vtes, me: usize) -> (HashSet<u16>, HashSet<String>) {
    let st = game.state();
    let mut ids = HashSet::new();
    for (i, m) in st.seats.iter().enumerate() {
        if i == me {
            continue;
        }
        for c in m
            .hand
            .iter()
            .chain(&m.library)
            .chain(&m.crypt)
            .chain(&m.uncontrolled)
        {
            ids.insert(c.0);
        }
    }
    let names = ids
        .iter()
        .map(|&c| st.facts(jyhad_table::CardId(c)).name.clone())
        .collect();
    (ids, names)
}

/// Names of every card `me` may see (own cards, public cards).
fn known_names(game: &Vtes, me: usize, hidden: &HashSet<u16>) -> HashSet<String> {
    (0..game.state().cards.len() as u16)
        .filter(|c| !hidden.contains(c))
        .map(|c| game.state().facts(jyhad_table::CardId(c)).name.clone())
        .filter(|_| me < 6)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_with_one_human_and_four_bots_matches_its_record_and_hides_other_hands() {
    for url in databases().await {
        let server = start(&url).await;
        let addr = server.addr;
        let t = create(
            addr,
            json!({"seats": five_seats(Some("Anna"), "greedy"), "think_ms": 0,
                                    "max_turns": 25, "start": true}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let token = t["seats"][0]["token"].as_str().unwrap().to_string();
        // The record is not given out while the game runs (it holds every hidden card).
        let (s, _) = client::get(addr, &format!("/api/games/{id}/record"))
            .await
            .unwrap();
        assert_eq!(s, 409);
        let (mut ws, welcome) = hello(addr, &id, Some(&token), "en", None).await;
        let (last, log, _) = play(&mut ws, 0, usize::MAX).await;
        let mut log = log;
        log.insert(0, welcome.to_string());
        let outcome = last["outcome"].clone();
        assert!(!outcome.is_null());
        let (s, rec) = client::get(addr, &format!("/api/games/{id}/record"))
            .await
            .unwrap();
        assert_eq!(s, 200, "{rec}");
        let record: Record<Vtes> = serde_json::from_value(rec).unwrap();
        let replayed = replay(&record).unwrap();
        assert_eq!(serde_json::to_value(replayed.outcome()).unwrap(), outcome);
        assert!(record.choices.iter().any(|(s, _)| *s == Seat(0)));
        // Hidden information: walk the record, checking each message at its choice count.
        let mut game = Vtes::new_game(&record.config, record.seed).unwrap();
        let mut k = 0;
        let mut prev_known: HashSet<String> = HashSet::new();
        for raw in &log {
            let m: Value = serde_json::from_str(raw).unwrap();
            let at = m["at"].as_u64().map_or(k, |a| a as usize);
            while k < at {
                let (seat, text) = &record.choices[k];
                game.apply(*seat, &text.parse().unwrap()).unwrap();
                k += 1;
            }
            let (ids, names) = hidden_from(&game, 0);
            let known = known_names(&game, 0, &ids);
            for id in &ids {
                let needle = format!("\"id\":{id},");
                assert!(
                    !raw.contains(&needle),
                    "hidden card #{id} in a view at {at}: {raw}"
                );
                for pat in [
                    format!("#{id} "),
                    format!("#{id}\""),
                    format!("#{id},"),
                    format!("#{id})"),
                ] {
                    assert!(
                        !raw.contains(&pat),
                        "hidden card #{id} named at {at}: {raw}"
                    );
                }
            }
            // Names the seat may know are taken out first ("Misdirection" is in
            // "Telepathic Misdirection").
            let mut allowed: Vec<&String> = known.iter().chain(&prev_known).collect();
            allowed.sort_by_key(|n| std::cmp::Reverse(n.len()));
            let mut rest = raw.clone();
            for n in allowed {
                rest = rest.replace(n.as_str(), "");
            }
            for n in &names {
                assert!(
                    !rest.contains(n.as_str()),
                    "hidden card {n:?} shown at {at}: {raw}"
                );
            }
            prev_known = known;
        }
        // The finished table's record also replays in the terminal's format.
        server.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_get_clear_errors_and_change_nothing() {
    let url = sqlite_url();
    let server = start(&url).await;
    let addr = server.addr;
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 0, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    // Before hello.
    let mut raw = jyhad_server::client::Ws::connect(addr, &id).await.unwrap();
    raw.send(&json!({"type": "ping", "id": 1})).await.unwrap();
    assert_eq!(raw.recv(WAIT).await.unwrap()["code"], "hello_first");
    raw.send(&json!({"type": "hello", "version": 9}))
        .await
        .unwrap();
    assert_eq!(raw.recv(WAIT).await.unwrap()["code"], "version");
    let (mut ws, _) = hello(addr, &id, Some(&token), "en", None).await;
    let mut log = Vec::new();
    let m = next_decision(&mut ws, &mut log).await;
    let at = m["at"].as_u64().unwrap();
    let good = m["options"][0]["code"].as_str().unwrap().to_string();
    let cases: Vec<(String, &str)> = vec![
        ("{not json".into(), "bad_message"),
        (
            json!({"type": "choose", "id": 1, "at": at, "option": good, "extra": 1}).to_string(),
            "bad_message",
        ),
        (
            json!({"type": "teleport", "id": 1}).to_string(),
            "bad_message",
        ),
        (
            json!({"type": "choose", "id": 2, "at": at + 5, "option": good}).to_string(),
            "stale",
        ),
        (
            json!({"type": "choose", "id": 3, "at": at, "option": "win-the-game now=yes"})
                .to_string(),
            "bad_option",
        ),
        (
            json!({"type": "choose", "id": 4, "at": at, "option": "pool seat=seat9"}).to_string(),
            "bad_option",
        ),
        (
            json!({"type": "choose", "id": 4, "at": at, "option": good}).to_string(),
            "replay",
        ),
        (
            json!({"type": "hello", "version": 1}).to_string(),
            "hello_twice",
        ),
        ("x".repeat(5000), "too_large"),
    ];
    for (msg, code) in &cases {
        ws.send_text(msg).await.unwrap();
        let e = next_of(&mut ws, "error").await;
        assert_eq!(e["code"], *code, "{msg}: {e}");
        assert!(e["message"].as_str().unwrap().len() > 5);
    }
    // Nothing changed: a new connection sees the same decision.
    let (mut ws2, _) = hello(addr, &id, Some(&token), "en", None).await;
    let m2 = next_of(&mut ws2, "update").await;
    assert_eq!(m2["at"].as_u64(), Some(at));
    assert_eq!(m2["options"], m["options"]);
    // A spectator cannot choose; an illegal but well-formed option is refused.
    let (mut spec, _) = hello(addr, &id, None, "en", None).await;
    spec.send(&json!({"type": "choose", "id": 10, "at": at, "option": good}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut spec, "error").await["code"], "spectator");
    // The right answer is accepted once; sending it again is a replay, then stale.
    ws.send(&json!({"type": "choose", "id": 20, "at": at, "option": good}))
        .await
        .unwrap();
    ws.send(&json!({"type": "choose", "id": 20, "at": at, "option": good}))
        .await
        .unwrap();
    let mut errors = Vec::new();
    let mut advanced = false;
    for _ in 0..50 {
        let Some(m) = ws.recv(Duration::from_secs(2)).await else {
            break;
        };
        if m["type"] == "error" {
            errors.push(m["code"].as_str().unwrap().to_string());
        }
        if m["type"] == "update" && m["at"].as_u64() > Some(at) {
            advanced = true;
        }
        if advanced && !errors.is_empty() {
            break;
        }
    }
    assert!(advanced);
    assert_eq!(errors, ["replay"]);
    ws.send(&json!({"type": "choose", "id": 21, "at": at, "option": good}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut ws, "error").await["code"], "stale");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_and_size_limits() {
    let url = sqlite_url();
    let mut cfg = config(&url);
    cfg.ws_rate = 1.0;
    cfg.ws_burst = 5.0;
    cfg.http_rate = 1.0;
    cfg.http_burst = 8.0;
    let server = jyhad_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 0}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let (mut ws, _) = hello(addr, &id, None, "en", None).await;
    for i in 0..20 {
        ws.send(&json!({"type": "ping", "id": i})).await.unwrap();
    }
    let (mut pongs, mut limited) = (0, 0);
    while let Some(m) = ws.recv(Duration::from_millis(500)).await {
        match m["type"].as_str() {
            Some("pong") => pongs += 1,
            Some("error") if m["code"] == "rate" => limited += 1,
            _ => {}
        }
    }
    assert!(
        pongs <= 6 && limited >= 14,
        "{pongs} pongs, {limited} limited"
    );
    // A frame beyond the transport limit closes the connection.
    let mut big = jyhad_server::client::Ws::connect(addr, &id).await.unwrap();
    let _ = big.send_text(&"y".repeat(200_000)).await;
    assert!(big.recv(Duration::from_secs(5)).await.is_none());
    // HTTP: past the burst, 429.
    let mut statuses = Vec::new();
    for _ in 0..12 {
        statuses.push(client::get(addr, "/api/tables").await.unwrap().0);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_resumes_the_game_where_it_was() {
    for url in databases().await {
        let server = start(&url).await;
        let addr = server.addr;
        let t = create(
            addr,
            json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 0,
                                    "max_turns": 20, "start": true}),
        )
        .await;
        let id = t["id"].as_str().unwrap().to_string();
        let token = t["seats"][0]["token"].as_str().unwrap().to_string();
        let (mut ws, _) = hello(addr, &id, Some(&token), "en", None).await;
        let (before, _, last_id) = play(&mut ws, 0, 8).await;
        assert!(before["outcome"].is_null());
        ws.close().await;
        server.stop().await;
        // The reload starts from a stored snapshot (taken every 7 choices in the tests).
        let store = jyhad_server::store::Store::open(&url).await.unwrap();
        let snap = store
            .snapshot(&id)
            .await
            .unwrap()
            .expect("a snapshot is stored");
        let at = before["at"].as_u64().unwrap() as usize;
        assert!(
            snap.choices > 0 && snap.choices <= at,
            "{} of {at}",
            snap.choices
        );
        drop(store);
        // Same database, new server: the same decision, the same view.
        let server = start(&url).await;
        let addr = server.addr;
        let (_, list) = client::get(addr, "/api/tables").await.unwrap();
        assert!(list["tables"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["id"] == id && x["status"] == "running"));
        let (mut ws, welcome) = hello(addr, &id, Some(&token), "en", None).await;
        assert_eq!(welcome["seat"], 0);
        let after = next_of(&mut ws, "update").await;
        assert_eq!(after["at"], before["at"]);
        assert_eq!(after["view"], before["view"]);
        assert_eq!(after["options"], before["options"]);
        // And it goes on to the end.
        let (end, _, _) = play_from(&mut ws, Some(after), last_id, usize::MAX).await;
        assert!(!end["outcome"].is_null());
        let (s, rec) = client::get(addr, &format!("/api/games/{id}/record"))
            .await
            .unwrap();
        assert_eq!(s, 200);
        let record: Record<Vtes> = serde_json::from_value(rec).unwrap();
        assert_eq!(
            serde_json::to_value(replay(&record).unwrap().outcome()).unwrap(),
            end["outcome"]
        );
        server.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnecting_resumes_from_the_last_event_seen() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 0, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let (mut ws, _) = hello(addr, &id, Some(&token), "it", None).await;
    let (_, log, last_id) = play(&mut ws, 0, 4).await;
    let seqs: Vec<u64> = log
        .iter()
        .filter_map(|r| serde_json::from_str::<Value>(r).ok())
        .flat_map(|m| m["events"].as_array().cloned().unwrap_or_default())
        .map(|e| e["seq"].as_u64().unwrap())
        .collect();
    assert!(seqs.len() > 5);
    assert!(
        seqs.windows(2).all(|w| w[1] == w[0] + 1),
        "events numbered without gaps"
    );
    ws.close().await;
    let seen = seqs[seqs.len() - 4];
    let (mut ws, w) = hello(addr, &id, Some(&token), "it", Some(seen)).await;
    assert_eq!(
        w["last_id"].as_u64(),
        Some(last_id),
        "the server tells the last message number"
    );
    let u = next_of(&mut ws, "update").await;
    let first = u["events"][0]["seq"].as_u64().unwrap();
    assert_eq!(first, seen + 1);
    assert_eq!(
        u["events"].as_array().unwrap().len(),
        3.max(u["events"].as_array().unwrap().len())
    );
    // Old message numbers stay refused after a reconnection.
    ws.send(&json!({"type": "chat", "id": last_id, "text": "hi"}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut ws, "error").await["code"], "replay");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_escaped_limited_and_stored() {
    let url = sqlite_url();
    let server = start(&url).await;
    let addr = server.addr;
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Eve <3"), "random"), "think_ms": 0}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let (mut spec, _) = hello(addr, &id, None, "en", None).await;
    let (mut ws, _) = hello(addr, &id, Some(&token), "en", None).await;
    ws.send(&json!({"type": "chat", "id": 1, "text": "<script>alert('x')</script> & co"}))
        .await
        .unwrap();
    let c = next_of(&mut spec, "chat").await;
    assert_eq!(
        c["text"],
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"
    );
    assert_eq!(c["from"], "Eve &lt;3");
    ws.send(&json!({"type": "chat", "id": 2, "text": "z".repeat(501)}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut ws, "error").await["code"], "chat_too_long");
    // A spectator chats only under a name it gave in its hello.
    spec.send(&json!({"type": "chat", "id": 1, "text": "hi"}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut spec, "error").await["code"], "spectator_name");
    let mut named = Ws::connect(addr, &id).await.unwrap();
    named
        .send(&json!({"type": "hello", "version": 1, "name": "Zed & Co"}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut named, "welcome").await["seat"], Value::Null);
    named
        .send(&json!({"type": "chat", "id": 5, "text": "good luck"}))
        .await
        .unwrap();
    let c = next_of(&mut ws, "chat").await;
    assert_eq!(
        (&c["from"], &c["seat"], &c["text"]),
        (&json!("Zed &amp; Co"), &Value::Null, &json!("good luck"))
    );
    named
        .send(&json!({"type": "chat", "id": 5, "text": "again"}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut named, "error").await["code"], "replay");
    // A bad spectator name is refused at hello.
    let mut bad = Ws::connect(addr, &id).await.unwrap();
    bad.send(&json!({"type": "hello", "version": 1, "name": "  "}))
        .await
        .unwrap();
    assert_eq!(next_of(&mut bad, "error").await["code"], "bad_name");
    server.stop().await;
    // Stored: a restarted server shows it to newcomers.
    let server = start(&url).await;
    let (_, w) = hello(server.addr, &id, None, "en", None).await;
    assert_eq!(
        w["chat"][0]["text"],
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co"
    );
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gone_player_is_replaced_by_a_bot_and_rivals_is_served_too() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    // VTES: the human never shows up; the creator hands the seat to a bot.
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Ghost"), "random"), "think_ms": 0,
                                "max_turns": 15, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let (mut spec, _) = hello(addr, &id, None, "en", None).await;
    let (s, _) = client::post(
        addr,
        &format!("/api/tables/{id}/seats/0/bot"),
        &json!({"creator_token": "x", "bot": "random"}),
    )
    .await
    .unwrap();
    assert_eq!(s, 403);
    let (s, v) = client::post(
        addr,
        &format!("/api/tables/{id}/seats/0/bot"),
        &json!({"creator_token": t["creator_token"], "bot": "random"}),
    )
    .await
    .unwrap();
    assert_eq!(s, 200, "{v}");
    let mut log = Vec::new();
    loop {
        let m = next_decision(&mut spec, &mut log).await;
        if !m["outcome"].is_null() {
            break;
        }
    }
    // Rivals through the same trait: a bot-only table, watched in French.
    let seats: Vec<Value> = ["brujah", "toreador", "ventrue"]
        .iter()
        .map(|d| json!({"deck": d, "player": "bot", "bot": "greedy"}))
        .collect();
    let t = create(
        addr,
        json!({"game": "rivals", "seats": seats, "think_ms": 0, "max_turns": 60, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let (mut spec, w) = hello(addr, &id, None, "fr", None).await;
    assert_eq!(w["game"], "rivals");
    let mut log = Vec::new();
    let end = loop {
        let m = next_decision(&mut spec, &mut log).await;
        if !m["outcome"].is_null() {
            break m;
        }
    };
    let (s, rec) = client::get(addr, &format!("/api/games/{id}/record"))
        .await
        .unwrap();
    assert_eq!(s, 200);
    let record: Record<jyhad_rivals::Rivals> = serde_json::from_value(rec).unwrap();
    assert_eq!(
        serde_json::to_value(replay(&record).unwrap().outcome()).unwrap(),
        end["outcome"]
    );
    server.stop().await;
}

/// A finished game steps back and forth in its replay (issue 22, `/games/{id}`): each step
/// is a table's `update` after that many choices; a seat's view holds its hand, a
/// spectator's none; the choice that led to a step is in words only for the seat that
/// made it; a step past the end, a seat not at the table and a game not over are refused
/// with their reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_replayed_step_by_step_as_any_seat_saw_it() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    // A game waiting for its human is not over: no replay (it would show every hand).
    let live = create(
        addr,
        json!({"seats": five_seats(Some("Anna"), "random"), "think_ms": 0, "start": true}),
    )
    .await;
    let live_id = live["id"].as_str().unwrap();
    let (s, body) = client::get(addr, &format!("/api/games/{live_id}/replay"))
        .await
        .unwrap();
    assert_eq!(
        (s, body["error"].as_str()),
        (409, Some("not_over")),
        "{body}"
    );
    let (s, _) = client::get(addr, "/api/games/nosuchgame/replay")
        .await
        .unwrap();
    assert_eq!(s, 404);

    let mut seats = five_seats(None, "random");
    seats[0] = json!({"deck": "malkavian", "player": "bot", "bot": "random"});
    let t = create(
        addr,
        json!({"seats": seats, "think_ms": 0, "start": true, "max_turns": 2}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let mut record = Value::Null;
    for _ in 0..200 {
        let (s, r) = client::get(addr, &format!("/api/games/{id}/record"))
            .await
            .unwrap();
        if s == 200 {
            record = r;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let choices = record["choices"]
        .as_array()
        .expect("the game ended")
        .clone();
    let n = choices.len();
    assert!(n > 2);
    let get = |q: String| {
        let path = format!("/api/games/{id}/replay?{q}");
        async move { client::get(addr, &path).await.unwrap() }
    };

    // The start: the setup's log, a decision waiting, no outcome.
    let (s, start) = get("step=0".into()).await;
    assert_eq!(s, 200, "{start}");
    assert_eq!(start["type"], "update");
    assert_eq!(start["replay"]["step"], 0);
    assert_eq!(start["replay"]["steps"], n);
    assert!(start["replay"]["choice"].is_null());
    assert!(start["turn"].is_object() && start["outcome"].is_null());
    let hand = |u: &Value| u["view"]["hand"].as_array().map_or(0, Vec::len);
    assert_eq!(hand(&start), 0, "a spectator sees no hand");
    assert_eq!(start["table_info"]["seats"].as_array().unwrap().len(), 5);
    assert!(start["table_info"]["seats"][0].get("token").is_none());

    // The first choice: in words for its seat, not for another; that seat's hand shown.
    let by = choices[0][0].as_u64().unwrap();
    let other = (by + 1) % 5;
    let (s, mine) = get(format!("step=1&seat={by}&lang=fr")).await;
    assert_eq!(s, 200, "{mine}");
    assert_eq!(mine["replay"]["choice"]["seat"], by);
    assert!(mine["replay"]["choice"]["text"].is_string(), "{mine}");
    assert!(hand(&mine) > 0, "{}", mine["view"]);
    let (_, theirs) = get(format!("step=1&seat={other}")).await;
    assert!(theirs["replay"]["choice"]["text"].is_null());
    // One step further is another state of the game: its choice count and log moved on.
    let (_, first) = get("step=1".into()).await;
    let (_, next) = get("step=2".into()).await;
    assert_eq!(next["at"], 2);
    let lines = |u: &Value| u["events"].as_array().unwrap().len();
    assert!(lines(&next) > lines(&first) && lines(&first) > 0, "{next}");
    // Each line says whose choice it followed (the log's "after my decisions" filter).
    let last = next["events"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["by"], choices[1][0], "{last}");

    // The end (the default): the standings, as the live table gave them.
    let (s, end) = get(String::new()).await;
    assert_eq!(s, 200);
    assert_eq!(end["replay"]["step"], n);
    assert_eq!(end["status"], "over");
    assert!(end["outcome"].is_object(), "{}", end["outcome"]);

    // Refusals name what is wrong.
    let (s, past) = get(format!("step={}", n + 1)).await;
    assert_eq!((s, past["error"].as_str()), (400, Some("step")), "{past}");
    let (s, seat) = get("seat=7".into()).await;
    assert_eq!((s, seat["error"].as_str()), (400, Some("seat")), "{seat}");
    let (s, _) = get("step=x".into()).await;
    assert_eq!(s, 400);
    server.stop().await;
}
