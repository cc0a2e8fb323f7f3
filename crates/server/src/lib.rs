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
    /// 500 from the database.
    pub fn store(e: StoreError) -> Self {
        tracing::error!("{e}");
        Self::new(500, "storage", e.to_string())
    }
}

/// Shared state of a running server.
pub struct Hub {
    store: Store,
    tables: RwLock<HashMap<String, TableHandle>>,
    tasks: Mutex<Vec<JoinHandle<()>>>,
    config: ServerConfig,
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
            actor.run(rx).await;
            if let Some(hub) = hub.upgrade() {
                hub.tables.write().expect("tables").remove(&id);
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
    /// Held while the server runs: one server per database.
    lock: Option<store::DbLock>,
}

impl Server {
    /// Stops listening, ends every table task and closes the database.
    pub async fn stop(mut self) {
        if let Some(s) = self.shutdown.take() {
            let _ = s.send(());
        }
        self.task.abort();
        let _ = (&mut self.task).await;
        let tasks: Vec<_> = self.hub.tasks.lock().expect("tasks").drain(..).collect();
        for t in &tasks {
            t.abort();
        }
        for t in tasks {
            let _ = t.await;
        }
        self.hub.tables.write().expect("tables").clear();
        self.hub.store.close().await;
        if let Some(lock) = self.lock.take() {
            lock.release().await;
        }
    }

    /// Waits until the server stops (it runs until the process ends).
    pub async fn wait(self) {
        let _ = self.task.await;
    }
}

/// Opens the database (applying migrations), resumes every unfinished table, and starts
/// listening.
///
/// The port is bound and the database locked (one server per database) before anything
/// is resumed: a second server on the same data fails with a clear message without
/// having written a thing.
pub async fn start(config: ServerConfig) -> Result<Server, String> {
    let url = match &config.db_url {
        Some(u) => u.clone(),
        None => store::sqlite_url(&config.data_dir)
            .map_err(|e| format!("cannot create {}: {e}", config.data_dir.display()))?,
    };
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let lock = store::DbLock::take(&url).await?;
    let store = Store::open(&url).await.map_err(|e| e.to_string())?;
    store::restrict_sqlite_files(&url);
    let hub = Arc::new(Hub {
        store: store.clone(),
        tables: RwLock::new(HashMap::new()),
        tasks: Mutex::new(Vec::new()),
        config: config.clone(),
        limits: protocol::addr_limiter(config.http_rate, config.http_burst),
        heavy: Arc::new(tokio::sync::Semaphore::new((cores() / 2).max(1))),
    });
    let resumed = resume(&hub).await?;
    tracing::info!("resumed {resumed} tables");
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
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
    })
}

/// The machine's cores (1 when unknown).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Rebuilds every unfinished table from the database.
async fn resume(hub: &Arc<Hub>) -> Result<usize, String> {
    let rows = hub.store.live_tables().await.map_err(|e| e.to_string())?;
    let n = rows.len();
    for row in rows {
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
        match table::Actor::load(hub.store.clone(), row, seats, saved) {
            Ok(actor) => hub.spawn(actor, id, None),
            // One broken table must not keep the others down.
            Err(e) => tracing::error!(table = %id, "cannot resume: {e}"),
        }
    }
    Ok(n)
}
