//! The browser table: its page and assets (plain HTML, CSS and JavaScript modules in
//! `crates/server/web/`, embedded in the binary, nothing to build), card text for hovering,
//! and a deck check for the lobby's pasted lists.

use crate::games::MAX_PASTED_DECK_BYTES;
use crate::http::body;
use crate::{ApiError, Hub};
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use jyhad_decks::{check_deck as check, read_deck_str, ReadOptions};
use jyhad_table::Lang;
use jyhad_vtes::Automation;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The page's assets: (file name, content type, content).
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/app.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/lobby.js"),
    ),
    (
        "table.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/table.js"),
    ),
    (
        "replay.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/replay.js"),
    ),
    (
        "rivals_table.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/rivals_table.js"),
    ),
    (
        "i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../web/i18n.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../web/style.css"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_str!("../web/favicon.svg"),
    ),
];

const INDEX: &str = include_str!("../web/index.html");

/// Only this page's own scripts, styles and WebSocket (to the host that served the page):
/// no inline script, nothing foreign.
/// With several servers, `peers` are the other live servers' hosts: a table's WebSocket
/// may be sent to one of them.
fn csp(host: Option<&str>, peers: &[String], images: Option<&str>) -> String {
    // A host of anything but host characters is left out (`'self'` alone at worst).
    let hostlike = |h: &str| {
        !h.is_empty()
            && h.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']'))
    };
    let mut connect = "'self'".to_string();
    for h in host.into_iter().chain(peers.iter().map(String::as_str)) {
        if hostlike(h) {
            connect.push_str(&format!(" ws://{h} wss://{h}"));
        }
    }
    // Card images from the operator's source (`--card-images`): its origin only.
    let mut img = "'self' data:".to_string();
    if let Some(origin) = images.and_then(image_origin) {
        if hostlike(origin.split_once("://").map_or("", |(_, h)| h)) {
            img.push(' ');
            img.push_str(origin);
        }
    }
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src {img}; \
         connect-src {connect}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
}

/// The origin (`https://host:port`) of an absolute http(s) URL template; `None` for a
/// path on this server.
fn image_origin(template: &str) -> Option<&str> {
    let rest = template
        .strip_prefix("https://")
        .or_else(|| template.strip_prefix("http://"))?;
    let end = template.len() - rest.len() + rest.find('/').unwrap_or(rest.len());
    Some(&template[..end])
}

/// A card's image URL from the operator's template: `{id}` its official id, `{name}` its
/// English name, URL-encoded.
pub fn card_image(template: &str, id: u32, name: &str) -> String {
    let mut enc = String::new();
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            enc.push(char::from(b));
        } else {
            enc.push_str(&format!("%{b:02X}"));
        }
    }
    template
        .replace("{id}", &id.to_string())
        .replace("{name}", &enc)
}

fn html(hub: &Hub, headers: &HeaderMap) -> Response {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let peers = hub.peer_hosts();
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (
                header::CONTENT_SECURITY_POLICY,
                csp(host, &peers, hub.config.card_images.as_deref()),
            ),
            (header::CACHE_CONTROL, "no-cache".to_string()),
        ],
        INDEX,
    )
        .into_response()
}

/// `GET /`: the lobby (the same page as a table; the script reads the address).
pub async fn page(State(hub): State<Arc<Hub>>, headers: HeaderMap) -> Response {
    html(&hub, &headers)
}

/// `GET /table/{id}`: a table, played or watched; `GET /games/{id}`: a finished game's
/// replay (the page routes both).
pub async fn table_page(
    State(hub): State<Arc<Hub>>,
    Path(_id): Path<String>,
    headers: HeaderMap,
) -> Response {
    html(&hub, &headers)
}

/// `GET /static/{file}`: a script, the style sheet or the icon.
pub async fn asset(Path(file): Path<String>) -> Result<Response, ApiError> {
    let (_, kind, text) = ASSETS
        .iter()
        .find(|(name, _, _)| *name == file)
        .ok_or_else(|| ApiError::not_found(format!("no file {file:?}")))?;
    Ok((
        [
            (header::CONTENT_TYPE, *kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        *text,
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LangQuery {
    #[serde(default)]
    lang: Option<Lang>,
}

/// `GET /api/cards/{ref}?lang=fr`: a VTES card's facts and its text rendered by the engine
/// from its definition (`ref` as the table's views give it); `image`, the card's image URL
/// when the operator named a source (`--card-images`).
pub async fn card(
    State(hub): State<Arc<Hub>>,
    Path(card): Path<u16>,
    Query(q): Query<LangQuery>,
) -> Result<Json<Value>, ApiError> {
    let mut info = crate::vtes_web::card_info(card, q.lang.unwrap_or_default())
        .ok_or_else(|| ApiError::not_found(format!("no card {card}")))?;
    if let Some(t) = &hub.config.card_images {
        let f = jyhad_cards::db().get(jyhad_cards::CardRef(card));
        info["image"] = Value::from(card_image(t, f.id, &f.name));
    }
    Ok(Json(info))
}

/// `GET /api/rivals/cards/{def}?lang=fr`: a Rivals card's name, kind and text rendered by
/// the engine from its definition (`def`: the facts id a view's card gives, `core-hydra`).
pub async fn rivals_card(
    Path(def): Path<String>,
    Query(q): Query<LangQuery>,
) -> Result<Json<Value>, ApiError> {
    let db = jyhad_rivals::facts::db();
    let f = db
        .cards
        .iter()
        .find(|c| c.id == def)
        .ok_or_else(|| ApiError::not_found(format!("no Rivals card {def:?}")))?;
    let lang = q.lang.unwrap_or_default();
    Ok(Json(json!({
        "def": f.id,
        "name": jyhad_rivals::text::card_name(f, lang),
        "kind": f.kind.word(),
        "text": jyhad_rivals::text::card_text(f, lang),
    })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckReq {
    list: String,
    #[serde(default)]
    name: Option<String>,
    /// `vtes` (the default) or `rivals`.
    #[serde(default)]
    game: Option<String>,
    /// VTES: check as a table that allows (`true`) or forbids (`false`) manual cards
    /// would; absent, the manual cards are only reported.
    #[serde(default)]
    manual_cards: Option<bool>,
}

/// `POST /api/decks/check` `{"list": …}`: reads a pasted VTES deck list and checks it
/// against the construction rules, as table creation would.
pub async fn check_deck(
    State(hub): State<Arc<Hub>>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: DeckReq = body(&bytes)?;
    crate::http::off_thread(&hub, move || check_pasted(req)).await?
}

/// A pasted Rivals list read (`jyhad_rivals::decks::read_list`) and checked against the
/// rulebook's construction rules (p. 16).
fn check_rivals(req: &DeckReq) -> Value {
    if req.list.len() > MAX_PASTED_DECK_BYTES {
        return json!({"ok": false, "problems": [format!("the list is larger than {MAX_PASTED_DECK_BYTES} bytes")]});
    }
    let name = req.name.clone().unwrap_or_else(|| "pasted deck".into());
    match jyhad_rivals::decks::read_list(&req.list, &name) {
        Ok(spec) => {
            let problems = jyhad_rivals::decks::check(&spec);
            json!({
                "ok": problems.is_empty(),
                "name": spec.name,
                "format": "rivals-text",
                "crypt": spec.vampires.len(),
                "library": spec.library.len(),
                "problems": problems,
                "warnings": [],
            })
        }
        Err(problems) => json!({"ok": false, "problems": problems}),
    }
}

/// The work of [`check_deck`], off the async threads.
fn check_pasted(req: DeckReq) -> Result<Json<Value>, ApiError> {
    match req.game.as_deref() {
        None | Some("vtes") => {}
        Some("rivals") => return Ok(Json(check_rivals(&req))),
        Some(other) => {
            return Err(ApiError::bad(
                "bad_game",
                format!("unknown game {other:?} (games: vtes, rivals)"),
            ))
        }
    }
    let opts = ReadOptions {
        name: req.name.unwrap_or_else(|| "pasted deck".into()),
        max_bytes: MAX_PASTED_DECK_BYTES,
        ..ReadOptions::default()
    };
    Ok(Json(match read_deck_str(&req.list, &opts) {
        Ok((deck, format)) => {
            let c = check(&deck.list);
            let auto = Automation::of_list(&deck.list);
            let mut problems: Vec<String> = c.errors.iter().map(|e| e.to_string()).collect();
            if req.manual_cards == Some(false) && !auto.complete() {
                problems.push(crate::games::refused_manual(&auto));
            }
            json!({
                "ok": problems.is_empty(),
                "name": deck.list.name,
                "format": format!("{format:?}").to_lowercase(),
                "crypt": deck.list.crypt_count(),
                "library": deck.list.library_count(),
                "problems": problems,
                "warnings": c.warnings.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
                "automation": auto,
            })
        }
        Err(e) => json!({
            "ok": false,
            "problems": e.problems.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
        }),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_images_fill_the_template_and_open_only_their_origin() {
        assert_eq!(
            card_image("https://img.example/cards/{id}.jpg", 100984, "x"),
            "https://img.example/cards/100984.jpg"
        );
        assert_eq!(
            card_image("/pics/{name}.png", 1, "Pentex™ Subversion"),
            "/pics/Pentex%E2%84%A2%20Subversion.png"
        );
        let p = csp(None, &[], Some("https://img.example:8443/cards/{id}.jpg"));
        assert!(
            p.contains("img-src 'self' data: https://img.example:8443;"),
            "{p}"
        );
        // A path on this server, or a host of odd characters: nothing added.
        assert!(csp(None, &[], Some("/pics/{id}.png")).contains("img-src 'self' data:;"));
        assert!(
            csp(None, &[], Some("https://a b;script-src */{id}")).contains("img-src 'self' data:;")
        );
        assert!(csp(None, &[], None).contains("img-src 'self' data:;"));
    }
}
