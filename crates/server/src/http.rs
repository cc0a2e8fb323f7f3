//! The HTTP lobby and the WebSocket endpoint.

use crate::games::{self, DeckChoice};
use crate::guard::Peer;
use crate::protocol::{self, clean_name, ClientMsg, VERSION};
use crate::store::{now_secs, SeatRow, TableRow};
use crate::table::{self, Cmd, Summary, TableHandle};
use crate::{ApiError, Hub};
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use jyhad_bots::vtes::BotKind;
use jyhad_table::Lang;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

type Hubs = State<Arc<Hub>>;

/// Largest HTTP request body (five pasted deck lists fit easily).
const MAX_BODY: usize = 512 * 1024;
/// Largest WebSocket frame accepted at all; larger ones close the connection.
const MAX_FRAME: usize = 64 * 1024;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::BAD_REQUEST);
        let mut body = json!({"error": self.code, "message": self.message});
        if !self.problems.is_empty() {
            body["problems"] = json!(self.problems);
        }
        (status, Json(body)).into_response()
    }
}

pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/", get(crate::web::page))
        .route("/table/{id}", get(crate::web::table_page))
        .route("/games/{id}", get(crate::web::table_page))
        .route("/static/{file}", get(crate::web::asset))
        .route("/api", get(index))
        .route("/api/cards/{card}", get(crate::web::card))
        .route("/api/rivals/cards/{def}", get(crate::web::rivals_card))
        .route("/api/decks/check", post(crate::web::check_deck))
        .route("/api/games", get(list_games))
        .route("/api/games/{id}/record", get(record))
        .route("/api/games/{id}/replay", get(crate::replay::step))
        .route("/api/tables", get(list_tables).post(create_table))
        .route("/api/tables/{id}", get(table_info))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/leave", post(leave))
        .route("/api/tables/{id}/start", post(start))
        .route("/api/tables/{id}/close", post(close))
        .route("/api/tables/{id}/seats/{seat}/bot", post(hand_to_bot))
        .route("/api/tables/{id}/ws", get(ws))
        .layer(axum::middleware::from_fn_with_state(hub.clone(), elsewhere))
        .layer(axum::middleware::from_fn_with_state(
            hub.clone(),
            rate_limit,
        ))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::map_response(nosniff))
        .with_state(hub)
}

/// Every answer is read as the type it declares (no sniffing a JSON error into HTML).
async fn nosniff(mut res: Response) -> Response {
    res.headers_mut().insert(
        axum::http::header::X_CONTENT_TYPE_OPTIONS,
        axum::http::HeaderValue::from_static("nosniff"),
    );
    res
}

/// Whether a WebSocket request comes from a page of this server (or of another live
/// server sharing its database, whose page was sent here): a browser always sends
/// `Origin`, and another site's page must not drive a player's seat. Clients that are not
/// browsers send none and are let through (they hold their token themselves).
fn same_origin(hub: &Hub, headers: &axum::http::HeaderMap) -> bool {
    let Some(origin) = headers.get(axum::http::header::ORIGIN) else {
        return true;
    };
    if origin.to_str().is_ok_and(|o| hub.is_peer(o)) {
        return true;
    }
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|h| h.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, rest)| rest.trim_end_matches('/'));
    matches!((origin_host, host), (Some(o), Some(h)) if o.eq_ignore_ascii_case(h))
}

/// Per-address request rate limit.
async fn rate_limit(
    State(hub): Hubs,
    ConnectInfo(Peer(addr)): ConnectInfo<Peer>,
    req: Request,
    next: Next,
) -> Response {
    // A request another server forwarded was limited there, as its client's.
    if req.headers().contains_key(FORWARDED) && hub.is_peer_ip(addr.ip()) {
        return next.run(req).await;
    }
    // Addresses seen once stay in the map: past many of them, those back at a full
    // allowance (nothing to remember) are forgotten.
    if hub.limits.len() > 100_000 {
        hub.limits.retain_recent();
    }
    if hub.limits.check_key(&addr.ip()).is_err() {
        return ApiError::new(429, "rate", "too many requests; slow down").into_response();
    }
    next.run(req).await
}

/// The header of a request one server forwards to another (never forwarded again).
const FORWARDED: &str = "x-jyhad-forwarded";

/// Several servers: a request for a table that another server runs is forwarded to it
/// (one hop) and its answer returned as it is, so that a browser never leaves the page's
/// host for HTTP; WebSockets are sent a `redirect` instead (see [`ws`]). A live table
/// whose server is gone is taken over here first.
async fn elsewhere(State(hub): Hubs, req: Request, next: Next) -> Response {
    if hub.cluster.is_none() {
        return next.run(req).await;
    }
    let path = req.uri().path();
    let Some(id) = path
        .strip_prefix("/api/tables/")
        .and_then(|r| r.split('/').next())
        .filter(|id| !id.is_empty())
    else {
        return next.run(req).await;
    };
    if path.ends_with("/ws") {
        return next.run(req).await;
    }
    match hub.locate(id).await {
        Ok(crate::Located::There(url)) => {
            if req.headers().contains_key(FORWARDED) {
                // The two servers disagree for a moment (a takeover): the client asks again.
                return ApiError::new(
                    503,
                    "moved",
                    "the table is moving between servers; try again",
                )
                .into_response();
            }
            forward(&url, req)
                .await
                .unwrap_or_else(|e| e.into_response())
        }
        // Here, or nowhere: the handler answers (404 for nowhere).
        Ok(crate::Located::Here(_)) | Err(_) => next.run(req).await,
    }
}

/// Sends `req` to the server at `url` and returns its answer.
async fn forward(url: &str, req: Request) -> Result<Response, ApiError> {
    let unreachable = |e: String| ApiError::new(502, "unreachable", format!("{url}: {e}"));
    let host = url.strip_prefix("http://").ok_or_else(|| {
        ApiError::new(421, "moved", format!("this table runs on {url}; ask there"))
    })?;
    let host = if host.contains(':') && !host.ends_with(']') {
        host.to_string()
    } else {
        format!("{host}:80")
    };
    let addr = tokio::net::lookup_host(&host)
        .await
        .map_err(|e| unreachable(e.to_string()))?
        .next()
        .ok_or_else(|| unreachable("no address".into()))?;
    let method = req.method().as_str().to_string();
    let path = req
        .uri()
        .path_and_query()
        .map_or_else(|| req.uri().path().to_string(), |p| p.as_str().to_string());
    let bytes = axum::body::to_bytes(req.into_body(), MAX_BODY)
        .await
        .map_err(|e| ApiError::bad("bad_body", e.to_string()))?;
    let body = std::str::from_utf8(&bytes).map_err(|e| ApiError::bad("bad_json", e.to_string()))?;
    let body = (method != "GET").then_some(body);
    let (status, value) = crate::client::http_with(addr, &method, &path, body, &[(FORWARDED, "1")])
        .await
        .map_err(unreachable)?;
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_GATEWAY);
    Ok((status, Json(value)).into_response())
}

/// Reads a JSON body strictly (unknown fields refused), with a clear error.
pub(crate) fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| ApiError::bad("bad_json", e.to_string()))
}

pub(crate) async fn index() -> Json<Value> {
    Json(json!({
        "name": "jyhad",
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": VERSION,
        "docs": "docs/protocol.md",
    }))
}

async fn list_games() -> Json<Value> {
    let games: Vec<Value> = games::GAMES
        .iter()
        .filter_map(|g| {
            let (seats, decks) = games::game_info(g)?;
            Some(json!({"game": g, "seats": [seats.start(), seats.end()], "decks": decks}))
        })
        .collect();
    Json(json!({"games": games, "bots": ["random", "greedy", "search"]}))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    #[serde(default)]
    status: Option<String>,
}

/// The tables of a status (default: open and running), oldest first: at most
/// `max_listed`, the newest; `more` counts those left out.
async fn list_tables(
    State(hub): Hubs,
    Query(q): Query<ListQuery>,
) -> Result<Json<Value>, ApiError> {
    let mut out: Vec<Summary> = hub
        .tables
        .read()
        .expect("tables")
        .values()
        .map(|h| h.summary.lock().expect("summary").clone())
        .filter(|s| match &q.status {
            Some(st) => &s.status == st,
            None => s.status != "over",
        })
        .collect();
    // Several servers: the live tables of the others too, from the database.
    let mut beyond = 0;
    if hub.cluster.is_some() && q.status.as_deref() != Some("over") {
        let (others, more) = hub
            .store
            .elsewhere(hub.config.max_listed)
            .await
            .map_err(ApiError::store)?;
        beyond = more;
        out.extend(
            others
                .into_iter()
                .map(table::remote_summary)
                .filter(|s| q.status.as_ref().is_none_or(|st| &s.status == st)),
        );
    }
    out.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
    let more = out.len().saturating_sub(hub.config.max_listed);
    Ok(Json(
        json!({ "tables": &out[more..], "more": more + beyond }),
    ))
}

/// One seat asked for at creation.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatReq {
    deck: DeckChoice,
    /// `human` (default) or `bot`.
    #[serde(default)]
    player: Option<String>,
    /// Bot kind (default `greedy`).
    #[serde(default)]
    bot: Option<String>,
    /// For a human seat: the creator sits here under this name (a token is returned).
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateReq {
    #[serde(default = "vtes")]
    game: String,
    seats: Vec<SeatReq>,
    #[serde(default)]
    think_ms: Option<u64>,
    #[serde(default)]
    max_turns: Option<u32>,
    #[serde(default)]
    seed: Option<u64>,
    /// Start at once (every human seat must be named).
    #[serde(default)]
    start: bool,
    /// VTES: cards the engine does not automate may be played by hand (issue 18); off by
    /// default, and then a deck holding one is refused.
    #[serde(default)]
    manual_cards: bool,
}

fn vtes() -> String {
    "vtes".into()
}

async fn create_table(
    State(hub): Hubs,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let req: CreateReq = body(&bytes)?;
    // One address cannot fill the lobby: open tables per creator address are capped
    // (and expire, see `ServerConfig::open_ttl`).
    let open_here = hub
        .tables
        .read()
        .expect("tables")
        .values()
        .filter(|h| {
            h.creator == Some(peer.ip()) && h.summary.lock().expect("summary").status == "open"
        })
        .count();
    // A table started at once never sits open.
    if !req.start && open_here >= hub.config.max_open_per_addr {
        return Err(ApiError::new(
            429,
            "too_many_open",
            format!(
                "this address already has {open_here} open tables; start or wait for one to expire"
            ),
        ));
    }
    let (range, _) = games::game_info(&req.game).ok_or_else(|| {
        ApiError::bad(
            "game",
            format!(
                "unknown game {:?} (games: {})",
                req.game,
                games::GAMES.join(", ")
            ),
        )
    })?;
    if !range.contains(&req.seats.len()) {
        return Err(ApiError::bad(
            "seats",
            format!(
                "a {} table has {} to {} seats, not {}",
                req.game,
                range.start(),
                range.end(),
                req.seats.len()
            ),
        ));
    }
    let think_ms = req.think_ms.unwrap_or(1000);
    if think_ms > hub.config.max_think_ms {
        return Err(ApiError::bad(
            "think_ms",
            format!("think_ms is at most {}", hub.config.max_think_ms),
        ));
    }
    if hub.tables.read().expect("tables").len() >= hub.config.max_tables {
        return Err(ApiError::new(
            503,
            "busy",
            "the server has too many tables; try later",
        ));
    }
    let search = req
        .seats
        .iter()
        .any(|s| s.player.as_deref() == Some("bot") && s.bot.as_deref() == Some("search"));
    if search && think_ms < table::MIN_SEARCH_THINK_MS {
        return Err(ApiError::bad(
            "think_ms",
            format!(
                "a table with a search bot thinks at least {} ms per move",
                table::MIN_SEARCH_THINK_MS
            ),
        ));
    }
    let decks: Vec<DeckChoice> = req.seats.iter().map(|s| s.deck.clone()).collect();
    let (game, max_turns, manual) = (req.game.clone(), req.max_turns, req.manual_cards);
    let built = off_thread(&hub, move || games::build(&game, &decks, max_turns, manual))
        .await?
        .map_err(|p| ApiError {
            problems: p.0,
            ..ApiError::bad("deck", "a deck was refused")
        })?;
    let mut seats = Vec::new();
    let mut tokens = Vec::new();
    for (i, s) in req.seats.iter().enumerate() {
        let player = s.player.as_deref().unwrap_or("human");
        let row = match player {
            "human" => {
                if s.bot.is_some() {
                    return Err(ApiError::bad(
                        "seats",
                        format!("seat {i}: a human seat has no bot"),
                    ));
                }
                let (name, token) = match &s.name {
                    Some(n) => {
                        let n = clean_name(n).map_err(|e| ApiError::bad("name", e))?;
                        let t = table::token();
                        tokens.push(json!({"seat": i, "token": t}));
                        (n, table::hash_token(&t))
                    }
                    None => (String::new(), String::new()),
                };
                SeatRow {
                    seat: i,
                    kind: "human".into(),
                    bot: String::new(),
                    name,
                    token,
                    last_id: 0,
                }
            }
            "bot" => {
                let kind: BotKind = s
                    .bot
                    .as_deref()
                    .unwrap_or("greedy")
                    .parse()
                    .map_err(|e: String| ApiError::bad("bot", e))?;
                SeatRow {
                    seat: i,
                    kind: "bot".into(),
                    bot: kind.name().into(),
                    name: format!("{} bot", kind.name()),
                    token: String::new(),
                    last_id: 0,
                }
            }
            other => {
                return Err(ApiError::bad(
                    "seats",
                    format!("seat {i}: player is human or bot, not {other:?}"),
                ))
            }
        };
        seats.push(row);
    }
    if req.start
        && seats
            .iter()
            .any(|s| s.kind == "human" && s.token.is_empty())
    {
        return Err(ApiError::bad(
            "start",
            "start at once needs every human seat named",
        ));
    }
    // Only hashes of the secrets are stored; the secrets go back in the answer.
    let creator_token = table::token();
    let row = TableRow {
        id: table::token()[..12].to_string(),
        game: req.game.clone(),
        status: "open".into(),
        created_at: now_secs(),
        creator_token: table::hash_token(&creator_token),
        think_ms: think_ms as i64,
        config: built.config,
        seed: req.seed.unwrap_or_else(rand::random),
        seed_fixed: req.seed.is_some(),
        decks: serde_json::to_string(&built.decks).expect("names are JSON"),
    };
    hub.store
        .create_table(&row, &seats)
        .await
        .map_err(ApiError::store)?;
    let actor = table::Actor::load(
        hub.store.clone(),
        row.clone(),
        seats,
        table::Saved::default(),
    )
    .map_err(|e| ApiError::bad("config", e))?;
    hub.spawn(actor, row.id.clone(), Some(peer.ip()));
    if req.start {
        let h = handle(&hub, &row.id)?;
        ask(&h, |reply| Cmd::Start {
            creator: creator_token.clone(),
            reply,
        })
        .await?;
    }
    Ok((
        StatusCode::CREATED,
        Json(json!({
            "id": row.id,
            "creator_token": creator_token,
            "seats": tokens,
            "decks": built.decks,
            "warnings": built.warnings,
            "manual_cards": req.manual_cards,
            "automation": built.automation,
        })),
    )
        .into_response())
}

/// Runs CPU-heavy work (reading and checking pasted decks, with their name search) on
/// the blocking pool, at most [`Hub::heavy`]'s permits at once: never on the async
/// workers, which must keep every table and connection going.
pub(crate) async fn off_thread<T: Send + 'static>(
    hub: &Hub,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    let _permit = hub
        .heavy
        .acquire()
        .await
        .map_err(|_| ApiError::new(503, "busy", "the server is stopping"))?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ApiError::new(500, "internal", e.to_string()))
}

fn handle(hub: &Hub, id: &str) -> Result<TableHandle, ApiError> {
    hub.table(id)
        .ok_or_else(|| ApiError::not_found(format!("no open or running table {id:?}")))
}

/// Sends a request to a table's task and waits for its answer.
async fn ask<T>(
    h: &TableHandle,
    make: impl FnOnce(oneshot::Sender<Result<T, ApiError>>) -> Cmd,
) -> Result<T, ApiError> {
    let (tx, rx) = oneshot::channel();
    let gone = || ApiError::conflict("gone", "the table has closed");
    h.tx.send(make(tx)).await.map_err(|_| gone())?;
    rx.await.map_err(|_| gone())?
}

async fn table_info(State(hub): Hubs, Path(id): Path<String>) -> Result<Json<Summary>, ApiError> {
    let h = handle(&hub, &id)?;
    let s = h.summary.lock().expect("summary").clone();
    Ok(Json(s))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinReq {
    name: String,
    #[serde(default)]
    seat: Option<usize>,
    /// Consent to play at a table whose seed its creator chose (and so may know every
    /// hidden card from).
    #[serde(default)]
    accept_seed: bool,
}

async fn join(
    State(hub): Hubs,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: JoinReq = body(&bytes)?;
    let name = clean_name(&req.name).map_err(|e| ApiError::bad("name", e))?;
    let h = handle(&hub, &id)?;
    let (seat, token) = ask(&h, |reply| Cmd::Join {
        seat: req.seat,
        name,
        accept_seed: req.accept_seed,
        reply,
    })
    .await?;
    Ok(Json(json!({"seat": seat, "token": token})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenReq {
    token: String,
}

async fn leave(
    State(hub): Hubs,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: TokenReq = body(&bytes)?;
    let h = handle(&hub, &id)?;
    let seat = ask(&h, |reply| Cmd::Leave {
        token: req.token,
        reply,
    })
    .await?;
    Ok(Json(json!({"left": seat})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreatorReq {
    creator_token: String,
}

async fn start(
    State(hub): Hubs,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: CreatorReq = body(&bytes)?;
    let h = handle(&hub, &id)?;
    ask(&h, |reply| Cmd::Start {
        creator: req.creator_token,
        reply,
    })
    .await?;
    Ok(Json(json!({"started": true})))
}

/// `POST /api/tables/{id}/close`: the creator ends an open or running table for good
/// (stored as `closed`, never resumed; its connections are told).
async fn close(
    State(hub): Hubs,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: CreatorReq = body(&bytes)?;
    let h = handle(&hub, &id)?;
    ask(&h, |reply| Cmd::Close {
        creator: req.creator_token,
        reply,
    })
    .await?;
    Ok(Json(json!({"closed": true})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BotReq {
    creator_token: String,
    #[serde(default)]
    bot: Option<String>,
}

async fn hand_to_bot(
    State(hub): Hubs,
    Path((id, seat)): Path<(String, usize)>,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let req: BotReq = body(&bytes)?;
    let kind: BotKind = req
        .bot
        .as_deref()
        .unwrap_or("greedy")
        .parse()
        .map_err(|e: String| ApiError::bad("bot", e))?;
    let h = handle(&hub, &id)?;
    ask(&h, |reply| Cmd::Bot {
        creator: req.creator_token,
        seat,
        kind,
        reply,
    })
    .await?;
    Ok(Json(json!({"seat": seat, "bot": kind.name()})))
}

/// A finished game's row and choices: its record and its replay are given only once it is
/// over (they hold every hidden card); `409 not_over` before.
pub(crate) async fn finished_game(
    hub: &Hub,
    id: &str,
) -> Result<(crate::store::TableRow, Vec<(usize, String)>), ApiError> {
    let row = hub
        .store
        .table(id)
        .await
        .map_err(ApiError::store)?
        .ok_or_else(|| ApiError::not_found(format!("no game {id:?}")))?;
    if row.status != "over" {
        return Err(ApiError::conflict(
            "not_over",
            "the record is available once the game is over (it holds every hidden card)",
        ));
    }
    let choices = hub.store.choices(id).await.map_err(ApiError::store)?;
    Ok((row, choices))
}

/// The record of a finished game, from the database: (config, seed, choices).
async fn record(State(hub): Hubs, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let (row, choices) = finished_game(&hub, &id).await?;
    let config: Value =
        serde_json::from_str(&row.config).map_err(|e| ApiError::bad("config", e.to_string()))?;
    let choices: Vec<Value> = choices.into_iter().map(|(s, c)| json!([s, c])).collect();
    Ok(Json(json!({
        "game": row.game,
        "config": config,
        "seed": row.seed,
        "choices": choices,
    })))
}

async fn ws(
    State(hub): Hubs,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    if !same_origin(&hub, &headers) {
        return Err(ApiError::forbidden(
            "a WebSocket from another site's page is refused",
        ));
    }
    let upgrade = upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME);
    match hub.locate(&id).await? {
        crate::Located::Here(h) => Ok(upgrade.on_upgrade(move |socket| connection(hub, h, socket))),
        crate::Located::There(url) => {
            Ok(upgrade.on_upgrade(move |socket| redirect(socket, id, url)))
        }
    }
}

/// The WebSocket address of table `id` on the server at `url` (`http://host:port`).
pub(crate) fn ws_url(url: &str, id: &str) -> String {
    let (scheme, host) = match url.split_once("://") {
        Some(("https", h)) => ("wss", h),
        Some((_, h)) => ("ws", h),
        None => ("ws", url),
    };
    format!("{scheme}://{host}/api/tables/{id}/ws")
}

/// Another server runs the table: the client is told where, and the connection closed.
async fn redirect(mut socket: WebSocket, id: String, url: String) {
    let msg = json!({
        "type": "redirect",
        "url": ws_url(&url, &id),
        "server": url,
        "message": format!("table {id} runs on {url}: connect there"),
    });
    let _ = socket.send(Message::Text(msg.to_string().into())).await;
    let _ = socket.close().await;
}

fn error_msg(code: &str, message: &str) -> String {
    json!({"type": "error", "code": code, "message": message}).to_string()
}

/// One WebSocket connection: reads, limits and checks client messages, forwards them to
/// the table; a writer task sends what the table (or this reader) queues.
async fn connection(hub: Arc<Hub>, h: TableHandle, socket: WebSocket) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<String>(table::CONN_QUEUE);
    // Pings a third of the idle timeout apart: a live client's pong keeps it open.
    let every = (hub.config.idle_timeout / 3).max(std::time::Duration::from_millis(100));
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            let m = tokio::select! {
                m = rx.recv() => match m {
                    Some(m) => Message::Text(m.into()),
                    None => break,
                },
                _ = ping.tick() => Message::Ping(Bytes::new()),
            };
            if sink.send(m).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let limiter = protocol::conn_limiter(hub.config.ws_rate, hub.config.ws_burst);
    let mut strikes = 0u32;
    let mut conn: Option<u64> = None;
    let say = |m: String| {
        let _ = tx.try_send(m);
    };
    while let Some(Ok(msg)) = stream.next().await {
        // The table dropped this connection (too slow): close it; the client may resume.
        if conn.is_some() && tx.strong_count() == 1 {
            say(error_msg(
                "dropped",
                "this connection fell behind; reconnect to resume",
            ));
            break;
        }
        let text = match msg {
            Message::Text(t) => t,
            Message::Binary(_) => {
                say(error_msg(
                    "bad_message",
                    "binary messages are not part of the protocol",
                ));
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        if limiter.check().is_err() {
            strikes += 1;
            say(error_msg("rate", "too many messages; this one was ignored"));
            if strikes > 200 {
                break;
            }
            continue;
        }
        let parsed = protocol::parse(&text);
        match parsed {
            Err(e) if text.len() > protocol::MAX_MESSAGE_BYTES => say(error_msg("too_large", &e)),
            Err(e) => say(error_msg("bad_message", &e)),
            Ok(ClientMsg::Hello {
                version,
                token,
                lang,
                last_event,
                name,
            }) if conn.is_none() => {
                if version != VERSION {
                    say(error_msg(
                        "version",
                        &format!("this server speaks protocol version {VERSION}, not {version}"),
                    ));
                    break;
                }
                let (rtx, rrx) = oneshot::channel();
                let cmd = Cmd::Connect {
                    token,
                    lang: lang.unwrap_or(Lang::En),
                    last_event: last_event.unwrap_or(0),
                    name,
                    tx: tx.clone(),
                    reply: rtx,
                };
                if h.tx.send(cmd).await.is_err() {
                    say(error_msg("gone", "the table has closed"));
                    break;
                }
                match rrx.await {
                    Ok(Ok(id)) => conn = Some(id),
                    Ok(Err(e)) => {
                        say(error_msg(e.code, &e.message));
                        break;
                    }
                    Err(_) => {
                        say(error_msg("gone", "the table has closed"));
                        break;
                    }
                }
            }
            Ok(m) => match conn {
                Some(c) => {
                    if h.tx.send(Cmd::Msg { conn: c, msg: m }).await.is_err() {
                        say(error_msg("gone", "the table has closed"));
                        break;
                    }
                }
                None => say(error_msg("hello_first", "say hello first")),
            },
        }
    }
    if let Some(c) = conn {
        let _ = h.tx.send(Cmd::Disconnect { conn: c }).await;
    }
    drop(tx);
    // The writer ends once the table dropped its sender too.
    let _ = tokio::time::timeout(std::time::Duration::from_secs(5), writer).await;
}
