//! The Jyhad online table server: an HTTP lobby, a versioned JSON protocol over
//! WebSocket (`docs/protocol.md`), bots playing their seats server-side, and every game's
//! choice log in SQLite (embedded, the default) or PostgreSQL.
//!
//! Each table is one task that owns its game ([`table::Actor`]); the engine is reached only
//! through the shared `Game` trait ([`games::Engine`]), so VTES and Rivals are served by
//! the same code. A choice is stored (committed) before anyone sees its effects, and a
//! restarted server rebuilds every unfinished table by replaying its log.

pub mod client;
pub mod games;
pub mod guard;
mod http;
pub mod loadtest;
pub mod protocol;
mod replay;
pub mod store;
pub mod table;
pub mod vtes_web;
mod web;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, RwLock};
use store::{Store, StoreError};
use table::TableHandle;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
    /// Database URL (`sqlite://…` or `postgres://…`); `None`: SQLite in `data_dir`.
    pub db_url: Option<String>,
    /// Folder of the embedded database.
    pub data_dir: PathBuf,
    /// HTTP requests per second allowed per client address (average).
    pub http_rate: f64,
    /// HTTP burst per client address.
    pub http_burst: f64,
    /// WebSocket messages per second allowed per connection (average).
    pub ws_rate: f64,
    /// WebSocket burst per connection.
    pub ws_burst: f64,
    /// Most tables in memory at once (open or running).
    pub max_tables: usize,
    /// Longest bot think delay a table may ask for, in milliseconds.
    pub max_think_ms: u64,
    /// A game's snapshot is stored every this many choices (0: never).
    pub snapshot_every: usize,
    /// An open (not started) table expires this long after its creation.
    pub open_ttl: std::time::Duration,
    /// Most open tables created from one address at once.
    pub max_open_per_addr: usize,
    /// Most tables in one answer of `GET /api/tables` (the newest).
    pub max_listed: usize,
    /// Most open connections (HTTP and WebSocket) from one client address.
    pub max_conns_per_addr: usize,
    /// A connection not answered this long after it opened (slow headers) is closed.
    pub header_timeout: std::time::Duration,
    /// A connection silent this long after its first answer is closed (WebSockets are
    /// pinged at a third of it, so a live client answers in time).
    pub idle_timeout: std::time::Duration,
    /// Where clients reach this server (`http://host:port`, no path): with several
    /// servers on one PostgreSQL database, the others send clients of this server's tables
    /// here. `None`: `http://` and the address it listens on.
    pub public_url: Option<String>,
    /// With several servers: how long this server's registration lasts without renewal
    /// (renewed every third of it). When a server dies, the others take its tables over
    /// once this has passed.
    pub lease_ttl: std::time::Duration,
    /// Where the page finds card images (`--card-images`): a URL template with `{id}`
    /// (the card's official id) and/or `{name}` (its English name, URL-encoded). `None`:
    /// the text card only.
    pub card_images: Option<String>,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db_url: None,
            data_dir: PathBuf::from("jyhad-data"),
            http_rate: 20.0,
            http_burst: 100.0,
            ws_rate: 20.0,
            ws_burst: 60.0,
            max_tables: 5000,
            max_think_ms: 60_000,
            // A VTES game has about 1,000 choices: a reload replays at most 99 of them.
            snapshot_every: 100,
            // Long enough to gather players; short enough that abandoned tables go.
            open_ttl: std::time::Duration::from_secs(3600),
            max_open_per_addr: 5,
            max_listed: 200,
            max_conns_per_addr: 256,
            header_timeout: std::time::Duration::from_secs(10),
            idle_timeout: std::time::Duration::from_secs(60),
            public_url: None,
            // A dead server's tables wait this long: short, yet many renewals long.
            lease_ttl: std::time::Duration::from_secs(10),
            card_images: None,
        }
    }
}

/// An error answered over HTTP (and over WebSocket as an `error` message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// HTTP status.
    pub status: u16,
    /// A stable code (`bad_json`, `seat_taken`…).
    pub code: &'static str,
    /// What went wrong, for people.
    pub message: String,
    /// Details (deck problems, one per line).
    pub problems: Vec<String>,
}

impl ApiError {
    pub(crate) fn new(status: u16, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
            problems: Vec::new(),
        }
    }
    /// 400.
    pub fn bad(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(400, code, message)
    }
    /// 403: an unknown or wrong token.
    pub fn bad_token() -> Self {
        Self::new(
            403,
            "bad_token",
            "this token does not hold a seat at this table",
        )
    }
    /// 403.
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(403, "forbidden", message)
    }
    /// 404.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(404, "not_found", message)
    }
    /// 409.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(409, code, message)
    }
    /// 500 from the database; 503 `moved` when another server took the table over
    /// (asked again, the request reaches that server).
    pub fn store(e: StoreError) -> Self {
        if e.lease_lost() {
            return Self::new(503, "moved", format!("{e}; try again"));
        }
        tracing::error!("{e}");
        Self::new(500, "storage", e.to_string())
    }
}

/// This server as one of several on a PostgreSQL database.
struct Cluster {
    /// Where clients reach this server.
    url: String,
    /// The live servers' URLs (this one's too), renewed with the registration: the pages'
    /// CSP and the WebSocket origin check accept them.
    peers: RwLock<Vec<String>>,
    /// One table taken over at a time (two requests for one orphan load it once).
    adopting: tokio::sync::Mutex<()>,
    /// The live servers' IP addresses: requests they forward here were rate-limited where
    /// the client sent them, and are not limited again as theirs.
    peer_ips: RwLock<std::collections::HashSet<std::net::IpAddr>>,
}

/// The IP addresses of servers' URLs (`http://host:port`), those that resolve.
async fn resolve(urls: &[String]) -> std::collections::HashSet<std::net::IpAddr> {
    let mut ips = std::collections::HashSet::new();
    for u in urls {
        let Some((scheme, host)) = u.split_once("://") else {
            continue;
        };
        let port = if scheme == "https" { 443 } else { 80 };
        let target = if host
            .rsplit_once(':')
            .is_some_and(|(_, p)| p.parse::<u16>().is_ok())
            && !host.ends_with(']')
        {
            host.to_string()
        } else {
            format!("{host}:{port}")
        };
        if let Ok(addrs) = tokio::net::lookup_host(target).await {
            ips.extend(addrs.map(|a| a.ip()));
        }
    }
    ips
}

/// Where a table runs.
pub(crate) enum Located {
    /// Here.
    Here(TableHandle),
    /// On the server at this URL.
    There(String),
}

/// Shared state of a running server.
pub struct Hub {
    store: Store,
    tables: RwLock<HashMap<String, TableHandle>>,
    tasks: Mutex<Vec<JoinHandle<()>>>,
    config: ServerConfig,
    /// `Some` with several servers (PostgreSQL); `None`: this server holds every table.
    cluster: Option<Cluster>,
    /// HTTP requests per client address (governor, one state per address).
    limits: protocol::AddrLimiter,
    /// Permits for CPU-heavy requests (deck reading): half the cores, so that a burst of
    /// them queues instead of taking every core from the tables.
    heavy: Arc<tokio::sync::Semaphore>,
}

impl Hub {
    fn table(&self, id: &str) -> Option<TableHandle> {
        self.tables.read().expect("tables").get(id).cloned()
    }

    /// Where table `id` runs: here, on another live server, or nowhere (404). A live
    /// table whose server is gone is taken over here on the spot.
    pub(crate) async fn locate(self: &Arc<Self>, id: &str) -> Result<Located, ApiError> {
        let missing = || ApiError::not_found(format!("no open or running table {id:?}"));
        if let Some(h) = self.table(id) {
            return Ok(Located::Here(h));
        }
        if self.cluster.is_none() {
            return Err(missing());
        }
        match self.store.holder(id).await.map_err(ApiError::store)? {
            store::Holder::Other(url) => Ok(Located::There(url)),
            store::Holder::Free => {
                self.adopt(id)
                    .await
                    .map_err(|e| ApiError::new(500, "storage", e))?;
                match self.table(id) {
                    Some(h) => Ok(Located::Here(h)),
                    // Another server took it first: ask again.
                    None => match self.store.holder(id).await.map_err(ApiError::store)? {
                        store::Holder::Other(url) => Ok(Located::There(url)),
                        _ => Err(missing()),
                    },
                }
            }
            store::Holder::Me | store::Holder::NotLive => Err(missing()),
        }
    }

    /// Whether `origin` (`http://host:port`) is one of the live servers: its pages may
    /// open WebSockets here.
    pub(crate) fn is_peer(&self, origin: &str) -> bool {
        self.cluster.as_ref().is_some_and(|c| {
            c.peers
                .read()
                .expect("peers")
                .iter()
                .any(|p| p.eq_ignore_ascii_case(origin.trim_end_matches('/')))
        })
    }

    /// Whether `ip` is a live server's (its forwarded requests are not limited again).
    pub(crate) fn is_peer_ip(&self, ip: std::net::IpAddr) -> bool {
        self.cluster
            .as_ref()
            .is_some_and(|c| c.peer_ips.read().expect("peer ips").contains(&ip))
    }

    /// The hosts (`host:port`) of the other live servers, for the pages' CSP.
    pub(crate) fn peer_hosts(&self) -> Vec<String> {
        let Some(c) = &self.cluster else {
            return Vec::new();
        };
        c.peers
            .read()
            .expect("peers")
            .iter()
            .filter(|p| **p != c.url)
            .filter_map(|p| p.split_once("://").map(|(_, h)| h.to_string()))
            .collect()
    }

    /// Takes table `id` over if its server is gone, and runs it here. Returns whether it
    /// runs here now.
    async fn adopt(self: &Arc<Self>, id: &str) -> Result<bool, String> {
        let Some(cluster) = &self.cluster else {
            return Ok(false);
        };
        let _one = cluster.adopting.lock().await;
        if self.table(id).is_some() {
            return Ok(true);
        }
        if self
            .store
            .claim(id)
            .await
            .map_err(|e| e.to_string())?
            .is_none()
        {
            return Ok(false);
        }
        // The log is read after the claim committed: it holds every choice the old
        // holder acknowledged (a write in flight finished before the claim could).
        let row = self.store.table(id).await.map_err(|e| e.to_string())?;
        match row {
            Some(row) => {
                load_table(self, row).await?;
                tracing::info!(table = %id, "taken over from a server that is gone");
                Ok(self.table(id).is_some())
            }
            None => Ok(false),
        }
    }

    /// Spawns a table's task and lists it.
    /// `creator`: the address that created it (`None` for a resumed table).
    fn spawn(
        self: &Arc<Self>,
        mut actor: table::Actor,
        id: String,
        creator: Option<std::net::IpAddr>,
    ) {
        actor.snapshot_every = self.config.snapshot_every;
        actor.open_ttl = self.config.open_ttl;
        actor.heavy = Some(self.heavy.clone());
        let (tx, rx) = tokio::sync::mpsc::channel(256);
        let mine = tx.clone();
        let handle = TableHandle {
            tx,
            summary: actor.summary(),
            creator,
        };
        self.tables
            .write()
            .expect("tables")
            .insert(id.clone(), handle);
        let hub = Arc::downgrade(self);
        let task = tokio::spawn(async move {
            let ended = actor.run(rx).await;
            if let Some(hub) = hub.upgrade() {
                let ours = {
                    let mut tables = hub.tables.write().expect("tables");
                    // Only this task's handle (a table taken back later has a new one).
                    let ours = tables.get(&id).is_some_and(|h| h.tx.same_channel(&mine));
                    if ours {
                        tables.remove(&id);
                    }
                    ours
                };
                if ours {
                    // A finished table's lease goes: nobody runs it any more, and the
                    // leases a server reads at each renewal stay as few as its tables.
                    if ended {
                        hub.store.release(&id).await;
                    }
                    hub.store.forget(&id);
                }
            }
        });
        let mut tasks = self.tasks.lock().expect("tasks");
        tasks.retain(|t| !t.is_finished());
        tasks.push(task);
    }
}

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub addr: SocketAddr,
    shutdown: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
    hub: Arc<Hub>,
    /// Held while the server runs: one server per SQLite database.
    lock: Option<store::DbLock>,
    /// Renews this server's registration and takes over the tables of dead servers
    /// (several servers on PostgreSQL).
    keeper: Option<JoinHandle<()>>,
}

impl Server {
    /// Stops listening, ends every table task and closes the database.
    pub async fn stop(mut self) {
        if let Some(s) = self.shutdown.take() {
            let _ = s.send(());
        }
        self.task.abort();
        let _ = (&mut self.task).await;
        if let Some(k) = self.keeper.take() {
            k.abort();
            let _ = k.await;
        }
        let tasks: Vec<_> = self.hub.tasks.lock().expect("tasks").drain(..).collect();
        for t in &tasks {
            t.abort();
        }
        for t in tasks {
            let _ = t.await;
        }
        self.hub.tables.write().expect("tables").clear();
        // The other servers take this one's tables at once, not after its lease expires.
        self.hub.store.deregister().await;
        self.hub.store.close().await;
        drop(self.lock.take());
    }

    /// Waits until the server stops (it runs until the process ends).
    pub async fn wait(self) {
        let _ = self.task.await;
    }
}

/// Opens the database (applying migrations), resumes every unfinished table, and starts
/// listening.
///
/// The port is bound before anything is resumed, and on SQLite the database is locked
/// (one server per data folder): a second server on the same data fails with a clear
/// message without having written a thing. On PostgreSQL several servers share the
/// database: this one registers at its public URL and resumes only the tables no live
/// server holds (`docs/deployment.md`).
pub async fn start(config: ServerConfig) -> Result<Server, String> {
    let url = match &config.db_url {
        Some(u) => u.clone(),
        None => store::sqlite_url(&config.data_dir)
            .map_err(|e| format!("cannot create {}: {e}", config.data_dir.display()))?,
    };
    if let Some(u) = &config.public_url {
        check_public_url(u)?;
    }
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let lock = store::DbLock::take(&url)?;
    let store = Store::open(&url).await.map_err(|e| e.to_string())?;
    store::restrict_sqlite_files(&url);
    let cluster = if store.is_sqlite() {
        None
    } else {
        let public = config
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{addr}"));
        let public = public.trim_end_matches('/').to_string();
        store
            .register(&public, config.lease_ttl)
            .await
            .map_err(|e| e.to_string())?;
        let peers = store.servers().await.map_err(|e| e.to_string())?;
        tracing::info!("registered as {public} ({} servers live)", peers.len());
        let ips = resolve(&peers).await;
        Some(Cluster {
            url: public,
            peers: RwLock::new(peers),
            adopting: tokio::sync::Mutex::new(()),
            peer_ips: RwLock::new(ips),
        })
    };
    let hub = Arc::new(Hub {
        store: store.clone(),
        tables: RwLock::new(HashMap::new()),
        tasks: Mutex::new(Vec::new()),
        config: config.clone(),
        cluster,
        limits: protocol::addr_limiter(config.http_rate, config.http_burst),
        heavy: Arc::new(tokio::sync::Semaphore::new((cores() / 2).max(1))),
    });
    let keeper = if hub.cluster.is_some() {
        let n = adopt_orphans(&hub).await;
        tracing::info!("took {n} tables over");
        let every = (config.lease_ttl / 3).max(std::time::Duration::from_millis(50));
        Some(tokio::spawn(keep_leases(Arc::downgrade(&hub), every)))
    } else {
        let resumed = resume(&hub).await?;
        tracing::info!("resumed {resumed} tables");
        None
    };
    let listener = guard::GuardedListener::new(
        listener,
        guard::Limits {
            per_addr: config.max_conns_per_addr,
            header: config.header_timeout,
            idle: config.idle_timeout,
        },
    );
    let app = http::router(hub.clone());
    let (tx, rx) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let serve = axum::serve(
            listener,
            app.into_make_service_with_connect_info::<guard::Peer>(),
        )
        .with_graceful_shutdown(async move {
            let _ = rx.await;
        });
        if let Err(e) = serve.await {
            tracing::error!("server stopped: {e}");
        }
    });
    Ok(Server {
        addr,
        shutdown: Some(tx),
        task,
        hub,
        lock: Some(lock),
        keeper,
    })
}

/// A public URL is `http://` or `https://` and a host (with its port), nothing after:
/// the WebSocket address and the CSP are made from it.
fn check_public_url(u: &str) -> Result<(), String> {
    let host = u
        .strip_prefix("http://")
        .or_else(|| u.strip_prefix("https://"))
        .map(|h| h.trim_end_matches('/'))
        .ok_or_else(|| format!("--public-url {u:?} must start with http:// or https://"))?;
    let ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']'));
    if ok {
        Ok(())
    } else {
        Err(format!(
            "--public-url {u:?}: after the scheme, only a host and a port (no path, user or query)"
        ))
    }
}

/// Takes over every live table that no live server holds; returns how many.
async fn adopt_orphans(hub: &Arc<Hub>) -> usize {
    let ids = match hub.store.orphans().await {
        Ok(ids) => ids,
        Err(e) => {
            tracing::error!("{e}");
            return 0;
        }
    };
    let mut n = 0;
    for id in ids {
        match hub.adopt(&id).await {
            Ok(true) => n += 1,
            Ok(false) => {}
            // One broken table must not keep the others down.
            Err(e) => tracing::error!(table = %id, "cannot take over: {e}"),
        }
    }
    n
}

/// Several servers: renews this one's registration, stops the tables whose lease another
/// server took (after a pause longer than the lease, say), takes over the tables of dead
/// servers, and refreshes the list of live servers.
async fn keep_leases(hub: std::sync::Weak<Hub>, every: std::time::Duration) {
    loop {
        tokio::time::sleep(every).await;
        let Some(hub) = hub.upgrade() else {
            return;
        };
        if let Err(e) = hub.store.heartbeat().await {
            tracing::error!("{e}");
            continue;
        }
        match hub.store.lost_leases().await {
            Ok(lost) => {
                for id in lost {
                    hub.store.forget(&id);
                    if let Some(h) = hub.table(&id) {
                        tracing::warn!(table = %id, "another server took this table over");
                        let _ = h.tx.send(table::Cmd::Lost).await;
                    }
                }
            }
            Err(e) => tracing::error!("{e}"),
        }
        adopt_orphans(&hub).await;
        match hub.store.servers().await {
            Ok(p) => {
                if let Some(c) = &hub.cluster {
                    let ips = resolve(&p).await;
                    *c.peers.write().expect("peers") = p;
                    *c.peer_ips.write().expect("peer ips") = ips;
                }
            }
            Err(e) => tracing::error!("{e}"),
        }
    }
}

/// The machine's cores (1 when unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Rebuilds every unfinished table from the database (one server per database).
async fn resume(hub: &Arc<Hub>) -> Result<usize, String> {
    let rows = hub.store.live_tables().await.map_err(|e| e.to_string())?;
    let n = rows.len();
    for row in rows {
        let id = row.id.clone();
        // One broken table must not keep the others down.
        if let Err(e) = load_table(hub, row).await {
            tracing::error!(table = %id, "cannot resume: {e}");
        }
    }
    Ok(n)
}

/// Rebuilds one table from the database and runs it here.
async fn load_table(hub: &Arc<Hub>, row: store::TableRow) -> Result<(), String> {
    let seats = hub.store.seats(&row.id).await.map_err(|e| e.to_string())?;
    let log = hub
        .store
        .choices(&row.id)
        .await
        .map_err(|e| e.to_string())?;
    let chat = hub
        .store
        .chat(&row.id, 50)
        .await
        .map_err(|e| e.to_string())?;
    let chat_len = hub
        .store
        .chat_len(&row.id)
        .await
        .map_err(|e| e.to_string())?;
    let snapshot = match hub.store.snapshot(&row.id).await {
        Ok(s) => s,
        // A snapshot only saves time: without it the log is replayed in full.
        Err(e) => {
            tracing::warn!(table = %row.id, "{e}");
            None
        }
    };
    let id = row.id.clone();
    let saved = table::Saved {
        log,
        chat,
        chat_len,
        snapshot,
    };
    let actor = table::Actor::load(hub.store.clone(), row, seats, saved)?;
    hub.spawn(actor, id, None);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::time::Duration;

    /// The choices of table `id`, as the lobby shows them.
    async fn choices(addr: SocketAddr, id: &str) -> u64 {
        let (_, v) = client::get(addr, &format!("/api/tables/{id}"))
            .await
            .unwrap();
        v["choices"].as_u64().unwrap()
    }

    /// Finding 5's limit, tested directly: a search bot thinks only holding one of the
    /// server's CPU permits (`Hub::heavy`). While every permit is taken, no search bot
    /// moves, however long its think delay has passed; freed, they play. Without the
    /// permit, the bots would go on thinking here and the first check would fail.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn search_bots_think_only_with_a_cpu_permit() {
        let dir = std::env::temp_dir().join(format!("jyhad-cap-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let config = ServerConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            data_dir: dir,
            http_rate: 10_000.0,
            http_burst: 10_000.0,
            ..ServerConfig::default()
        };
        let server = start(config).await.unwrap();
        let addr = server.addr;
        let decks = ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"];
        let seats: Vec<_> = decks
            .iter()
            .map(|d| json!({"deck": d, "player": "bot", "bot": "search"}))
            .collect();
        let body = json!({"seats": seats, "think_ms": table::MIN_SEARCH_THINK_MS,
                          "max_turns": 3, "seed": 1});
        let mut ids = Vec::new();
        for _ in 0..2 {
            let (s, t) = client::post(addr, "/api/tables", &body).await.unwrap();
            assert_eq!(s, 201, "{t}");
            ids.push((
                t["id"].as_str().unwrap().to_string(),
                t["creator_token"].as_str().unwrap().to_string(),
            ));
        }
        // Every permit taken (deck reading is done: the tables exist).
        let permits = server.hub.heavy.available_permits() as u32;
        let held = server
            .hub
            .heavy
            .clone()
            .acquire_many_owned(permits)
            .await
            .unwrap();
        for (id, creator) in &ids {
            let (s, v) = client::post(
                addr,
                &format!("/api/tables/{id}/start"),
                &json!({"creator_token": creator}),
            )
            .await
            .unwrap();
            assert_eq!(s, 200, "{v}");
        }
        // Several think delays pass: nobody moved.
        tokio::time::sleep(Duration::from_millis(5 * table::MIN_SEARCH_THINK_MS)).await;
        for (id, _) in &ids {
            assert_eq!(
                choices(addr, id).await,
                0,
                "a search bot moved without a permit"
            );
        }
        drop(held);
        let mut moved = false;
        for _ in 0..100 {
            if choices(addr, &ids[0].0).await > 0 {
                moved = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(moved, "the search bots play once a permit is free");
        server.stop().await;
    }
}
