//! What the server gives the browser table: its page and assets, card text by reference
//! and language, the pasted-deck check, and VTES updates with localized card names, card
//! references and the public stage (action, combat, referendum).

mod common;

use common::*;
use jyhad_cards::db;
use jyhad_server::client;
use serde_json::{json, Value};
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A raw GET: (status, headers, body).
async fn raw_get(addr: SocketAddr, path: &str) -> (u16, String, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, head.to_lowercase(), body.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_its_assets_are_served_from_the_binary() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    for path in ["/", "/table/abc123"] {
        let (s, head, body) = raw_get(addr, path).await;
        assert_eq!(s, 200, "{path}");
        assert!(head.contains("content-type: text/html"), "{head}");
        assert!(head.contains("content-security-policy: default-src 'self'"));
        assert!(body.contains("/static/app.js"));
    }
    for (file, kind) in [
        ("app.js", "text/javascript"),
        ("lobby.js", "text/javascript"),
        ("table.js", "text/javascript"),
        ("i18n.js", "text/javascript"),
        ("style.css", "text/css"),
        ("favicon.svg", "image/svg+xml"),
    ] {
        let (s, head, body) = raw_get(addr, &format!("/static/{file}")).await;
        assert_eq!(s, 200, "{file}");
        assert!(head.contains(kind), "{file}: {head}");
        assert!(body.len() > 100, "{file}");
    }
    let (s, _, _) = raw_get(addr, "/static/secret.txt").await;
    assert_eq!(s, 404);
    let (s, v) = client::get(addr, "/api").await.unwrap();
    assert_eq!(s, 200);
    assert_eq!(v["protocol"], 1);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn card_text_comes_from_the_engine_in_each_language() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    // A defined card with a French name.
    let defs = jyhad_vtes::defs::Defs::builtin().unwrap();
    let (card, _, _) = defs
        .iter()
        .find(|(c, _, _)| {
            let f = db().get(*c);
            f.name_fr.as_ref().is_some_and(|fr| *fr != f.name)
        })
        .unwrap();
    let facts = db().get(card);
    let (s, en) = client::get(addr, &format!("/api/cards/{}?lang=en", card.0))
        .await
        .unwrap();
    assert_eq!(s, 200, "{en}");
    assert_eq!(en["name"], facts.name.as_str());
    let (_, fr) = client::get(addr, &format!("/api/cards/{}?lang=fr", card.0))
        .await
        .unwrap();
    assert_eq!(fr["name"], facts.name_fr.as_deref().unwrap());
    assert_eq!(fr["name_en"], facts.name.as_str());
    let (en_text, fr_text) = (en["text"].as_str().unwrap(), fr["text"].as_str().unwrap());
    assert!(
        !en_text.is_empty() && en_text != fr_text,
        "{en_text} / {fr_text}"
    );
    assert_eq!(
        en_text,
        jyhad_vtes::defs::text::card_text(&defs, card, jyhad_table::Lang::En).unwrap()
    );
    let (s, _) = client::get(addr, "/api/cards/65535").await.unwrap();
    assert_eq!(s, 404);
    let (s, _) = client::get(addr, "/api/cards/1?lang=xx").await.unwrap();
    assert_eq!(s, 400);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rivals_card_text_is_rendered_by_the_engine_in_each_language() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let (s, en) = client::get(addr, "/api/rivals/cards/core-the-hunger?lang=en")
        .await
        .unwrap();
    assert_eq!(s, 200, "{en}");
    assert_eq!(en["name"], "The Hunger");
    let (_, fr) = client::get(addr, "/api/rivals/cards/core-the-hunger?lang=fr")
        .await
        .unwrap();
    let (en_text, fr_text) = (en["text"].as_str().unwrap(), fr["text"].as_str().unwrap());
    assert_eq!(
        fr_text,
        jyhad_rivals::text::card_text_by_name("The Hunger", jyhad_table::Lang::Fr).unwrap()
    );
    assert!(
        !en_text.is_empty() && en_text != fr_text,
        "{en_text} / {fr_text}"
    );
    let (s, _) = client::get(addr, "/api/rivals/cards/core-nobody")
        .await
        .unwrap();
    assert_eq!(s, 404);
    let (s, _) = client::get(addr, "/api/rivals/cards/core-the-hunger?lang=xx")
        .await
        .unwrap();
    assert_eq!(s, 400);
    server.stop().await;
}

/// The search bot plays Rivals at the table too (it thinks at least 300 ms, as for VTES).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rivals_seat_may_be_a_search_bot() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let seats = json!([
        {"deck": "brujah", "player": "bot", "bot": "search"},
        {"deck": "toreador", "player": "bot", "bot": "greedy"}
    ]);
    let (s, v) = client::post(
        addr,
        "/api/tables",
        &json!({"game": "rivals", "seats": seats, "think_ms": 300}),
    )
    .await
    .unwrap();
    assert_eq!(s, 201, "{v}");
    let (s, v) = client::post(
        addr,
        "/api/tables",
        &json!({"game": "rivals", "seats": seats, "think_ms": 0}),
    )
    .await
    .unwrap();
    assert_eq!(s, 400, "{v}");
    assert_eq!(v["error"], "think_ms", "{v}");
    server.stop().await;
}

/// A Rivals table shows its setup (Leaders, the first player, Rivals, the first City
/// cards) before anyone chooses; the first choice does not bring it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rivals_table_shows_its_setup_before_the_first_choice() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    // Bots that wait a minute: nobody chooses during the test.
    let seats = json!([
        {"deck": "brujah", "player": "human", "name": "Anna"},
        {"deck": "toreador", "player": "bot", "bot": "greedy"}
    ]);
    let t = common::create(
        addr,
        json!({"game": "rivals", "seats": seats, "think_ms": 60000, "start": true}),
    )
    .await;
    let id = t["id"].as_str().unwrap();
    let (mut ws, _) = common::hello(addr, id, None, "en", None).await;
    let u = common::next_of(&mut ws, "update").await;
    assert_eq!(u["at"], 0, "{u}");
    let codes: Vec<&str> = u["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["code"].as_str().unwrap())
        .collect();
    for want in ["leader ", "first-player ", "rival ", "turn ", "city "] {
        assert!(
            codes.iter().any(|c| c.starts_with(want)),
            "{want}: {codes:?}"
        );
    }
    assert_eq!(u["events"][0]["seq"], 1);
    server.stop().await;
}

/// Rivals rulebook p. 16: a pasted Rivals list is read and checked (inline and at table
/// creation); a legal one seats its deck, an illegal one is refused naming its problems.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pasted_rivals_deck_is_checked_and_played() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let mut spec = jyhad_rivals::deck("malkavian").unwrap();
    spec.name = "My Malkavians".into();
    let list = jyhad_rivals::decks::to_text(&spec);
    let (s, v) = client::post(
        addr,
        "/api/decks/check",
        &json!({"list": list, "game": "rivals"}),
    )
    .await
    .unwrap();
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["crypt"], 7);
    let bad = list.replacen("Library (", "Library (1", 1);
    let (_, v) = client::post(
        addr,
        "/api/decks/check",
        &json!({"list": bad, "game": "rivals"}),
    )
    .await
    .unwrap();
    assert_eq!(v["ok"], false, "{v}");
    assert!(
        v["problems"][0]
            .as_str()
            .unwrap()
            .contains("the section says"),
        "{v}"
    );
    let (s, v) = client::post(
        addr,
        "/api/decks/check",
        &json!({"list": list, "game": "chess"}),
    )
    .await
    .unwrap();
    assert_eq!(s, 400, "{v}");
    // At table creation: the pasted list plays; an illegal one is refused with its problems.
    let seats =
        json!([{"deck": {"list": list}, "player": "bot"}, {"deck": "brujah", "player": "bot"}]);
    let (s, v) = client::post(
        addr,
        "/api/tables",
        &json!({"game": "rivals", "seats": seats}),
    )
    .await
    .unwrap();
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["decks"][0], "My Malkavians");
    let mut few = spec.clone();
    few.library.truncate(30);
    let short = jyhad_rivals::decks::to_text(&few);
    let seats =
        json!([{"deck": {"list": short}, "player": "bot"}, {"deck": "brujah", "player": "bot"}]);
    let (s, v) = client::post(
        addr,
        "/api/tables",
        &json!({"game": "rivals", "seats": seats}),
    )
    .await
    .unwrap();
    assert_eq!(s, 400, "{v}");
    assert!(
        v["problems"].as_array().unwrap().iter().any(|p| p
            .as_str()
            .unwrap()
            .starts_with("seat1: ")
            && p.as_str().unwrap().contains("Library cards (40 to 60)")),
        "{v}"
    );
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pasted_deck_is_checked_before_the_table_is_made() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let list = jyhad_decks::starter_deck("tremere").unwrap().to_text();
    let (s, v) = client::post(addr, "/api/decks/check", &json!({"list": list}))
        .await
        .unwrap();
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["crypt"], 12);
    let (_, v) = client::post(
        addr,
        "/api/decks/check",
        &json!({"list": "Crypt (1)\n1x Nobody At All\n"}),
    )
    .await
    .unwrap();
    assert_eq!(v["ok"], false);
    assert!(!v["problems"].as_array().unwrap().is_empty(), "{v}");
    let (s, _) = client::post(addr, "/api/decks/check", &json!({"deck": "x"}))
        .await
        .unwrap();
    assert_eq!(s, 400);
    server.stop().await;
}

/// Every card object of a view (those with an `id`).
fn cards<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
    match v {
        Value::Object(m) => {
            if m.contains_key("id") {
                out.push(v);
            }
            m.values().for_each(|x| cards(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| cards(x, out)),
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn updates_carry_french_card_names_references_and_the_stage() {
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let t = create(
        addr,
        json!({"seats": five_seats(Some("Anna"), "greedy"), "think_ms": 0,
               "max_turns": 30, "start": true, "seed": 11}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let token = t["seats"][0]["token"].as_str().unwrap().to_string();
    let (mut ws, _) = hello(addr, &id, Some(&token), "fr", None).await;
    let (_, log, _) = play(&mut ws, 0, usize::MAX).await;
    let mut kinds = std::collections::BTreeSet::new();
    let mut french = 0;
    for raw in &log {
        let m: Value = serde_json::from_str(raw).unwrap();
        if m["type"] != "update" || m["status"] == "open" {
            continue;
        }
        let stage = m["stage"].as_object().expect("a VTES update has a stage");
        kinds.extend(stage.keys().cloned());
        if let Some(c) = stage.get("combat") {
            assert!(c["sides"][0]["name"].is_string() && c["round"].as_u64() >= Some(1));
            assert!(["close", "long"].contains(&c["range"].as_str().unwrap()));
        }
        if let Some(r) = stage.get("referendum") {
            assert!(r["for"].is_u64() && r["against"].is_u64(), "{r}");
            // The terms are public (p. 27): an object, its points a list.
            assert!(r["terms"]["points"].is_array(), "{r}");
        }
        let mut cs = Vec::new();
        cards(&m["view"], &mut cs);
        for c in cs {
            let id = c["id"].as_u64().unwrap().to_string();
            let c = &m["cards"][&id];
            let r = c["ref"].as_u64().expect("a card has its reference") as u16;
            let f = db().get(jyhad_cards::CardRef(r));
            let want = f.name_fr.as_deref().unwrap_or(&f.name);
            assert_eq!(c["name"], want, "{c}");
            if f.name_fr.as_ref().is_some_and(|fr| *fr != f.name) {
                french += 1;
            }
            assert!(c["kind"].is_string());
        }
        for e in m["events"].as_array().unwrap() {
            assert!(
                !e["text"].as_str().unwrap().contains('='),
                "an event without words: {e}"
            );
        }
    }
    assert!(french > 0, "some cards show their French names");
    assert!(kinds.contains("action"), "{kinds:?}");
    assert!(kinds.contains("combat"), "{kinds:?}");
    server.stop().await;
}

/// The page's CSP once let its scripts open WebSockets to any host, and answers had no
/// `nosniff`; a WebSocket from another site's page was accepted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn csp_names_the_page_host_answers_are_nosniff_and_foreign_origins_are_refused() {
    use jyhad_server::client::Ws;
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let server = start(&sqlite_url()).await;
    let addr = server.addr;
    let (s, head, _) = raw_get(addr, "/").await;
    assert_eq!(s, 200);
    let csp = head
        .lines()
        .find(|l| l.starts_with("content-security-policy:"))
        .unwrap()
        .to_string();
    assert!(
        csp.contains(&format!("connect-src 'self' ws://{addr} wss://{addr};")),
        "{csp}"
    );
    assert!(!csp.contains(" ws: ") && !csp.contains("wss:;"), "{csp}");
    for path in ["/", "/static/app.js", "/api", "/api/tables/nope"] {
        let (_, head, _) = raw_get(addr, path).await;
        assert!(
            head.contains("x-content-type-options: nosniff"),
            "{path}: {head}"
        );
    }
    let t = create(addr, json!({"seats": five_seats(None, "random")})).await;
    let id = t["id"].as_str().unwrap();
    let url = format!("ws://{addr}/api/tables/{id}/ws");
    for (origin, ok) in [
        ("http://evil.example".to_string(), false),
        (format!("http://{addr}"), true),
    ] {
        let mut req = url.as_str().into_client_request().unwrap();
        req.headers_mut().insert("origin", origin.parse().unwrap());
        let r = tokio_tungstenite::connect_async(req).await;
        assert_eq!(r.is_ok(), ok, "{origin}");
    }
    // Clients that are not browsers send no Origin.
    Ws::connect(addr, id).await.unwrap().close().await;
    server.stop().await;
}
