//! The database: tables, seats, every game's choice log and chat, in SQLite or PostgreSQL.
//!
//! One set of migrations and queries serves both (sqlx's `Any` driver, runtime queries,
//! `$1` placeholders that both engines read, only `TEXT` and `BIGINT` columns).

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The schema, one step per version; applied in order at start, each in a transaction.
const MIGRATIONS: &[(i64, &[&str])] = &[
    (
        1,
        &[
            "CREATE TABLE game_tables (
            id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            status TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            creator_token TEXT NOT NULL,
            think_ms BIGINT NOT NULL,
            config TEXT NOT NULL,
            seed BIGINT NOT NULL,
            decks TEXT NOT NULL
        )",
            "CREATE TABLE seats (
            table_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            kind TEXT NOT NULL,
            bot TEXT NOT NULL,
            name TEXT NOT NULL,
            token TEXT NOT NULL,
            PRIMARY KEY (table_id, seat)
        )",
            "CREATE TABLE choices (
            table_id TEXT NOT NULL,
            idx BIGINT NOT NULL,
            seat BIGINT NOT NULL,
            choice TEXT NOT NULL,
            PRIMARY KEY (table_id, idx)
        )",
            "CREATE TABLE chat (
            table_id TEXT NOT NULL,
            idx BIGINT NOT NULL,
            author TEXT NOT NULL,
            body TEXT NOT NULL,
            at BIGINT NOT NULL,
            PRIMARY KEY (table_id, idx)
        )",
            "CREATE INDEX game_tables_status ON game_tables (status)",
        ],
    ),
    (
        2,
        // The latest snapshot of each game: reloads replay only the choices after it.
        &["CREATE TABLE snapshots (
            table_id TEXT PRIMARY KEY,
            idx BIGINT NOT NULL,
            next_seq BIGINT NOT NULL,
            state TEXT NOT NULL
        )"],
    ),
    (
        3,
        // A seed given by the creator (1) is shown to everyone; a random one (0) never
        // is: it would tell every hidden card.
        &["ALTER TABLE game_tables ADD COLUMN seed_fixed BIGINT NOT NULL DEFAULT 0"],
    ),
    (
        4,
        // Each seat's highest message number: replay protection across restarts.
        &["ALTER TABLE seats ADD COLUMN last_id BIGINT NOT NULL DEFAULT 0"],
    ),
    (
        5,
        // Several servers on one PostgreSQL database: each registers its address and
        // renews it (`expires_at`, ms of the database's clock); each table is run by the
        // server its lease names, `epoch` growing at every takeover (a fencing token).
        // Created on SQLite too, where one server holds the whole database.
        &[
            "CREATE TABLE servers (
            id TEXT PRIMARY KEY,
            url TEXT NOT NULL,
            started_at BIGINT NOT NULL,
            expires_at BIGINT NOT NULL
        )",
            "CREATE TABLE table_leases (
            table_id TEXT PRIMARY KEY,
            server_id TEXT NOT NULL,
            epoch BIGINT NOT NULL
        )",
            "CREATE INDEX table_leases_server ON table_leases (server_id)",
        ],
    ),
];

/// A database error, with what was being done.
#[derive(Debug, thiserror::Error)]
#[error("database: {what}: {source}")]
pub struct StoreError {
    what: &'static str,
    #[source]
    source: sqlx::Error,
}

impl StoreError {
    /// Whether this server no longer holds the table's lease (another server runs it now):
    /// the table must stop here, its write refused.
    pub fn lease_lost(&self) -> bool {
        self.what == LEASE
    }
}

/// The advisory lock key under which servers starting at once migrate in turn.
const MIGRATION_LOCK_KEY: i64 = 0x6a79_6861_6401;

/// The `what` of a write refused for want of the table's lease.
const LEASE: &str = "lease";

fn err(what: &'static str) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |source| StoreError { what, source }
}

fn lease_lost(table: &str) -> StoreError {
    StoreError {
        what: LEASE,
        source: sqlx::Error::Protocol(format!(
            "this server no longer holds table {table}'s lease: another server runs it"
        )),
    }
}

/// Now in milliseconds on PostgreSQL's clock: every server compares lease expiries with
/// one clock, whatever the skew between their hosts.
const PG_NOW_MS: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

/// This process as one of several servers on a PostgreSQL database.
#[derive(Debug)]
struct Node {
    /// A random id, new at every start (a restarted process is another holder).
    id: String,
    /// Where clients reach it (`http://host:port`).
    url: String,
    /// How long its registration lasts without a renewal.
    ttl_ms: i64,
    /// The lease epoch of every table it runs: a write carries it, and is refused once
    /// the database's lease names another server or epoch.
    epochs: std::sync::Mutex<std::collections::HashMap<String, i64>>,
}

impl Node {
    fn epoch(&self, table: &str) -> Option<i64> {
        self.epochs.lock().expect("epochs").get(table).copied()
    }
}

/// The fence of a table write: the table's lease row, locked `FOR SHARE` until the
/// transaction ends, must name this server and the epoch it holds. A takeover updates that
/// row, so it waits for a write in flight to commit (and then reads the log with it), and
/// a write after it finds another holder and is refused: no acknowledged choice is lost
/// and none is written by two servers.
async fn fence(
    conn: &mut sqlx::AnyConnection,
    node: Option<&Node>,
    table: &str,
) -> Result<(), StoreError> {
    let Some(node) = node else {
        return Ok(());
    };
    let Some(epoch) = node.epoch(table) else {
        return Err(lease_lost(table));
    };
    let held: Option<i64> = sqlx::query_scalar(
        "SELECT epoch FROM table_leases WHERE table_id = $1 AND server_id = $2 FOR SHARE",
    )
    .bind(table)
    .bind(&node.id)
    .fetch_optional(&mut *conn)
    .await
    .map_err(err("check a lease"))?;
    if held == Some(epoch) {
        Ok(())
    } else {
        Err(lease_lost(table))
    }
}

/// [`fence`] for every table of a batch, in one statement (one round trip, not one per
/// table): the batch fails if any lease moved, and its appends are retried one by one.
async fn fence_all(
    conn: &mut sqlx::AnyConnection,
    node: &Node,
    tables: &[&str],
) -> Result<(), StoreError> {
    if tables.len() == 1 {
        return fence(conn, Some(node), tables[0]).await;
    }
    let wanted: Vec<(&str, i64)> = tables
        .iter()
        .map(|t| node.epoch(t).map(|e| (*t, e)).ok_or_else(|| lease_lost(t)))
        .collect::<Result<_, _>>()?;
    let marks: Vec<String> = (0..tables.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT table_id, epoch FROM table_leases WHERE server_id = $1 AND table_id IN ({})
         FOR SHARE",
        marks.join(", ")
    );
    let mut q = sqlx::query(&sql).bind(&node.id);
    for t in tables {
        q = q.bind(*t);
    }
    let rows = q.fetch_all(&mut *conn).await.map_err(err("check leases"))?;
    let mut held = std::collections::HashMap::with_capacity(rows.len());
    for r in &rows {
        let t: String = r.try_get(0).map_err(err("check a lease"))?;
        let e: i64 = r.try_get(1).map_err(err("check a lease"))?;
        held.insert(t, e);
    }
    for (t, e) in wanted {
        if held.get(t) != Some(&e) {
            return Err(lease_lost(t));
        }
    }
    Ok(())
}

/// What the database says of a table's lease.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// No live table of that id (unknown, over, closed or expired).
    NotLive,
    /// This server holds it.
    Me,
    /// Another live server holds it, reached at this URL.
    Other(String),
    /// Its holder is gone (or it has none): any server may take it over.
    Free,
}

/// A table as stored.
#[derive(Clone, Debug)]
pub struct TableRow {
    /// Table id.
    pub id: String,
    /// Game name (`vtes`, `rivals`).
    pub game: String,
    /// `open`, `running` or `over`.
    pub status: String,
    /// Creation time, Unix seconds.
    pub created_at: i64,
    /// The creator's secret.
    pub creator_token: String,
    /// Bot think delay in milliseconds.
    pub think_ms: i64,
    /// The game's configuration (JSON).
    pub config: String,
    /// The game's seed.
    pub seed: u64,
    /// Deck names per seat (JSON array).
    pub decks: String,
    /// Whether the creator chose the seed (then it is public, and joining needs consent).
    pub seed_fixed: bool,
}

/// A seat as stored.
#[derive(Clone, Debug)]
pub struct SeatRow {
    /// 0-based seat.
    pub seat: usize,
    /// `human` or `bot`.
    pub kind: String,
    /// The bot kind (empty for a human).
    pub bot: String,
    /// Display name (empty: not taken yet).
    pub name: String,
    /// The seat's secret token (empty: not taken yet).
    pub token: String,
    /// The seat's highest message number (replay protection, kept across restarts).
    pub last_id: u64,
}

/// A live table that another server runs, as the lobby lists it.
#[derive(Clone, Debug)]
pub struct Elsewhere {
    /// Its row.
    pub row: TableRow,
    /// Its seats.
    pub seats: Vec<SeatRow>,
    /// The URL of the server that runs it.
    pub server: String,
    /// Its choices so far.
    pub choices: usize,
}

/// A game's state after its first `choices` choices, so a reload replays only the rest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// How many choices of the log it includes.
    pub choices: usize,
    /// The number the game's next event gets (event numbers go on across reloads).
    pub next_seq: u64,
    /// The engine's own snapshot text (`Game::snapshot`).
    pub state: String,
}

/// The database behind the server.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    /// The group-commit writer: appends of every table, committed together.
    writer: mpsc::Sender<Job>,
    /// Transactions the writer committed (fewer than appends under load).
    commits: Arc<AtomicU64>,
    /// Set once this process registers as one of several servers (PostgreSQL): every
    /// table write is then fenced by the table's lease.
    node: Arc<std::sync::OnceLock<Node>>,
    /// Whether the database is SQLite (one server per database).
    sqlite: bool,
}

/// An append waiting for the writer.
#[derive(Debug)]
enum Append {
    Choice {
        table: String,
        idx: i64,
        seat: i64,
        choice: String,
    },
    Chat {
        table: String,
        idx: i64,
        author: String,
        body: String,
        at: i64,
    },
    LastId {
        table: String,
        seat: i64,
        id: i64,
    },
}

impl Append {
    fn table(&self) -> &str {
        match self {
            Append::Choice { table, .. }
            | Append::Chat { table, .. }
            | Append::LastId { table, .. } => table,
        }
    }
}

/// An append and who waits for its commit.
#[derive(Debug)]
struct Job {
    append: Append,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// Most appends committed in one transaction.
const MAX_BATCH: usize = 512;

/// Group commit: takes every append waiting (up to [`MAX_BATCH`]), commits them in one
/// transaction (one fsync for many tables' choices), then answers each. While a commit is
/// in flight the next batch gathers, so the batch grows with the load. When a batch fails
/// (one append breaking the log's primary key), each append is retried alone so that only
/// the faulty one fails.
async fn writer(
    pool: AnyPool,
    mut rx: mpsc::Receiver<Job>,
    commits: Arc<AtomicU64>,
    node: Arc<std::sync::OnceLock<Node>>,
) {
    let mut batch: Vec<Job> = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        commits.fetch_add(1, Ordering::Relaxed);
        let node = node.get();
        let appends: Vec<&Append> = batch.iter().map(|j| &j.append).collect();
        match commit(&pool, node, &appends).await {
            Ok(()) => {
                for j in batch.drain(..) {
                    let _ = j.done.send(Ok(()));
                }
            }
            Err(e) if batch.len() == 1 => {
                if let Some(j) = batch.pop() {
                    let _ = j.done.send(Err(e));
                }
            }
            Err(_) => {
                for j in batch.drain(..) {
                    let r = commit(&pool, node, &[&j.append]).await;
                    let _ = j.done.send(r);
                }
            }
        }
    }
}

/// Commits appends in one transaction, each table's lease checked first (several servers).
async fn commit(
    pool: &AnyPool,
    node: Option<&Node>,
    appends: &[&Append],
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await.map_err(err("begin"))?;
    if let Some(node) = node {
        let mut tables: Vec<&str> = appends.iter().map(|a| a.table()).collect();
        tables.sort_unstable();
        tables.dedup();
        fence_all(&mut tx, node, &tables).await?;
    }
    for a in appends {
        match a {
            Append::Choice {
                table,
                idx,
                seat,
                choice,
            } => {
                sqlx::query(
                    "INSERT INTO choices (table_id, idx, seat, choice) VALUES ($1, $2, $3, $4)",
                )
                .bind(table)
                .bind(*idx)
                .bind(*seat)
                .bind(choice)
                .execute(&mut *tx)
                .await
                .map_err(err("append a choice"))?;
            }
            Append::Chat {
                table,
                idx,
                author,
                body,
                at,
            } => {
                sqlx::query(
                    "INSERT INTO chat (table_id, idx, author, body, at) VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(table)
                .bind(*idx)
                .bind(author)
                .bind(body)
                .bind(*at)
                .execute(&mut *tx)
                .await
                .map_err(err("append a chat line"))?;
            }
            Append::LastId { table, seat, id } => {
                sqlx::query("UPDATE seats SET last_id = $1 WHERE table_id = $2 AND seat = $3")
                    .bind(*id)
                    .bind(table)
                    .bind(*seat)
                    .execute(&mut *tx)
                    .await
                    .map_err(err("store a message number"))?;
            }
        }
    }
    tx.commit().await.map_err(err("commit appends"))
}

/// The lock of an SQLite database, held by the one server that uses it: an exclusive
/// lock on a file beside the database (`…sqlite3.lock`), released by the OS when the
/// process dies. (On PostgreSQL several servers share the database, each table run by
/// the holder of its lease: see [`Store::register`].)
#[derive(Debug)]
pub struct DbLock {
    /// The locked file, held for its lock (`None`: not SQLite, nothing to lock).
    _file: Option<std::fs::File>,
}

impl DbLock {
    /// Takes the lock of the SQLite database at `url` (nothing for another database), or
    /// says that another server holds it.
    pub fn take(url: &str) -> Result<DbLock, String> {
        let Some(file) = sqlite_file(url) else {
            return Ok(DbLock { _file: None });
        };
        if file.is_empty() || file.contains(":memory:") {
            return Err(format!("no database file in {url:?}"));
        }
        let path = format!("{file}.lock");
        let f = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| format!("cannot open the lock file {path}: {e}"))?;
        match f.try_lock() {
            Ok(()) => Ok(DbLock { _file: Some(f) }),
            Err(std::fs::TryLockError::WouldBlock) => Err(format!(
                "another jyhad server already uses the database {file} (its lock file \
                 {path} is held): SQLite serves one server per data folder; stop the other \
                 one, give this one another --data-dir, or run several servers on one \
                 PostgreSQL database (--db postgres://…, docs/deployment.md)"
            )),
            Err(std::fs::TryLockError::Error(e)) => Err(format!("cannot lock {path}: {e}")),
        }
    }
}

/// The database file of a `sqlite:` URL (`None` for another database).
pub fn sqlite_file(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("sqlite:")?;
    let file = rest.trim_start_matches("//");
    Some(file.split('?').next().unwrap_or(file))
}

/// Makes the SQLite database's files readable by their owner only: they hold every
/// game's hidden cards (and the tokens' hashes).
pub fn restrict_sqlite_files(url: &str) {
    #[cfg(unix)]
    if let Some(file) = sqlite_file(url) {
        use std::os::unix::fs::PermissionsExt;
        for suffix in ["", "-wal", "-shm", ".lock"] {
            let path = format!("{file}{suffix}");
            if std::path::Path::new(&path).exists() {
                let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
            }
        }
    }
}

/// The URL of the embedded SQLite database in a data directory (created if needed).
pub fn sqlite_url(dir: &Path) -> std::io::Result<String> {
    std::fs::create_dir_all(dir)?;
    Ok(format!(
        "sqlite://{}?mode=rwc",
        dir.join("jyhad.sqlite3").display()
    ))
}

impl Store {
    /// Connects to `url` (`sqlite://…` or `postgres://…`) and applies the migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            // SQLite takes one writer at a time: one connection avoids busy errors.
            .max_connections(if sqlite { 1 } else { 8 })
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // WAL + FULL: a committed choice survives a killed process and a
                        // power loss (each commit is synced; group commit keeps them few).
                        conn.execute("PRAGMA journal_mode=WAL").await?;
                        conn.execute("PRAGMA synchronous=FULL").await?;
                        conn.execute("PRAGMA busy_timeout=5000").await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await
            .map_err(err("connect"))?;
        let (tx, rx) = mpsc::channel(4 * MAX_BATCH);
        let commits = Arc::new(AtomicU64::new(0));
        let node = Arc::new(std::sync::OnceLock::new());
        tokio::spawn(writer(pool.clone(), rx, commits.clone(), node.clone()));
        let store = Store {
            pool,
            writer: tx,
            commits,
            node,
            sqlite,
        };
        store.migrate().await?;
        Ok(store)
    }

    /// Applies the migrations. On PostgreSQL several servers may start at once: they take
    /// turns under an advisory lock (two `CREATE TABLE`s of one name at once collide).
    async fn migrate(&self) -> Result<(), StoreError> {
        let mut conn = self.pool.acquire().await.map_err(err("connect"))?;
        if !self.sqlite {
            sqlx::query("SELECT pg_advisory_lock($1)")
                .bind(MIGRATION_LOCK_KEY)
                .execute(&mut *conn)
                .await
                .map_err(err("lock the migrations"))?;
        }
        let done = self.migrate_on(&mut conn).await;
        if !self.sqlite {
            let unlocked = sqlx::query("SELECT pg_advisory_unlock($1)")
                .bind(MIGRATION_LOCK_KEY)
                .execute(&mut *conn)
                .await;
            if unlocked.is_err() {
                // A connection still holding the lock must not go back to the pool.
                conn.detach();
            }
        }
        done
    }

    async fn migrate_on(&self, conn: &mut sqlx::AnyConnection) -> Result<(), StoreError> {
        conn.execute(
            "CREATE TABLE IF NOT EXISTS jyhad_migrations (
                    version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
        )
        .await
        .map_err(err("create the migrations table"))?;
        // A database written by a newer jyhad has columns and meanings this one does not
        // know: refuse it rather than corrupt it.
        let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM jyhad_migrations")
            .fetch_one(&mut *conn)
            .await
            .map_err(err("read the migrations"))?;
        let known = MIGRATIONS.last().map_or(0, |m| m.0);
        if let Some(v) = newest.filter(|v| *v > known) {
            return Err(StoreError {
                what: "schema",
                source: sqlx::Error::Protocol(format!(
                    "this database has schema version {v}, newer than this jyhad knows \
                     ({known}): run a newer jyhad"
                )),
            });
        }
        for (version, steps) in MIGRATIONS {
            let done: Option<i64> =
                sqlx::query_scalar("SELECT version FROM jyhad_migrations WHERE version = $1")
                    .bind(*version)
                    .fetch_optional(&mut *conn)
                    .await
                    .map_err(err("read the migrations"))?;
            if done.is_some() {
                continue;
            }
            let mut tx = sqlx::Connection::begin(&mut *conn)
                .await
                .map_err(err("begin a migration"))?;
            for step in *steps {
                tx.execute(*step).await.map_err(err("apply a migration"))?;
            }
            sqlx::query("INSERT INTO jyhad_migrations (version, applied_at) VALUES ($1, $2)")
                .bind(*version)
                .bind(now_secs())
                .execute(&mut *tx)
                .await
                .map_err(err("record a migration"))?;
            tx.commit().await.map_err(err("commit a migration"))?;
        }
        Ok(())
    }

    /// Stores a new table and its seats in one transaction.
    pub async fn create_table(&self, t: &TableRow, seats: &[SeatRow]) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await.map_err(err("begin"))?;
        sqlx::query(
            "INSERT INTO game_tables (id, game, status, created_at, creator_token, think_ms,
             config, seed, decks, seed_fixed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(&t.id)
        .bind(&t.game)
        .bind(&t.status)
        .bind(t.created_at)
        .bind(&t.creator_token)
        .bind(t.think_ms)
        .bind(&t.config)
        .bind(t.seed as i64)
        .bind(&t.decks)
        .bind(i64::from(t.seed_fixed))
        .execute(&mut *tx)
        .await
        .map_err(err("insert a table"))?;
        for s in seats {
            sqlx::query(
                "INSERT INTO seats (table_id, seat, kind, bot, name, token)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&t.id)
            .bind(s.seat as i64)
            .bind(&s.kind)
            .bind(&s.bot)
            .bind(&s.name)
            .bind(&s.token)
            .execute(&mut *tx)
            .await
            .map_err(err("insert a seat"))?;
        }
        // Several servers: the creating one runs the table, from its first write on.
        if let Some(node) = self.node.get() {
            sqlx::query("INSERT INTO table_leases (table_id, server_id, epoch) VALUES ($1, $2, 1)")
                .bind(&t.id)
                .bind(&node.id)
                .execute(&mut *tx)
                .await
                .map_err(err("insert a lease"))?;
        }
        tx.commit().await.map_err(err("commit a table"))?;
        if let Some(node) = self.node.get() {
            node.epochs.lock().expect("epochs").insert(t.id.clone(), 1);
        }
        Ok(())
    }

    /// Runs `write` in a transaction fenced by the table's lease (when several servers
    /// share the database).
    async fn fenced<'a, F>(&self, table: &str, write: F) -> Result<(), StoreError>
    where
        F: for<'c> FnOnce(
            &'c mut sqlx::AnyConnection,
        ) -> futures_util::future::BoxFuture<'c, Result<(), StoreError>>,
    {
        let mut tx = self.pool.begin().await.map_err(err("begin"))?;
        fence(&mut tx, self.node.get(), table).await?;
        write(&mut tx).await?;
        tx.commit().await.map_err(err("commit"))
    }

    /// Updates one seat.
    pub async fn update_seat(&self, table: &str, s: &SeatRow) -> Result<(), StoreError> {
        let (table_id, s) = (table.to_string(), s.clone());
        self.fenced(table, move |c| {
            Box::pin(async move {
                sqlx::query(
                    "UPDATE seats SET kind = $1, bot = $2, name = $3, token = $4
                     WHERE table_id = $5 AND seat = $6",
                )
                .bind(&s.kind)
                .bind(&s.bot)
                .bind(&s.name)
                .bind(&s.token)
                .bind(&table_id)
                .bind(s.seat as i64)
                .execute(c)
                .await
                .map_err(err("update a seat"))?;
                Ok(())
            })
        })
        .await
    }

    /// Sets a table's status.
    pub async fn set_status(&self, table: &str, status: &str) -> Result<(), StoreError> {
        let (table_id, status) = (table.to_string(), status.to_string());
        self.fenced(table, move |c| {
            Box::pin(async move {
                sqlx::query("UPDATE game_tables SET status = $1 WHERE id = $2")
                    .bind(&status)
                    .bind(&table_id)
                    .execute(c)
                    .await
                    .map_err(err("update a table's status"))?;
                Ok(())
            })
        })
        .await
    }

    /// Appends choice number `idx` to a game's log, answering once it is committed (with
    /// other tables' appends: group commit); fails if that number is taken, so a log never
    /// forks.
    pub async fn append_choice(
        &self,
        table: &str,
        idx: usize,
        seat: usize,
        choice: &str,
    ) -> Result<(), StoreError> {
        self.append(Append::Choice {
            table: table.to_string(),
            idx: idx as i64,
            seat: seat as i64,
            choice: choice.to_string(),
        })
        .await
    }

    /// Hands an append to the writer and waits for its commit.
    async fn append(&self, append: Append) -> Result<(), StoreError> {
        let (done, wait) = oneshot::channel();
        let closed = || StoreError {
            what: "append",
            source: sqlx::Error::PoolClosed,
        };
        self.writer
            .send(Job { append, done })
            .await
            .map_err(|_| closed())?;
        wait.await.map_err(|_| closed())?
    }

    /// Stores a game's snapshot, replacing the previous one.
    pub async fn put_snapshot(&self, table: &str, snap: &Snapshot) -> Result<(), StoreError> {
        let (table_id, snap) = (table.to_string(), snap.clone());
        self.fenced(table, move |c| {
            Box::pin(async move {
                sqlx::query(
                    "INSERT INTO snapshots (table_id, idx, next_seq, state) VALUES ($1, $2, $3, $4)
                     ON CONFLICT (table_id) DO UPDATE
                     SET idx = excluded.idx, next_seq = excluded.next_seq, state = excluded.state",
                )
                .bind(&table_id)
                .bind(snap.choices as i64)
                .bind(snap.next_seq as i64)
                .bind(&snap.state)
                .execute(c)
                .await
                .map_err(err("store a snapshot"))?;
                Ok(())
            })
        })
        .await
    }

    /// A game's latest snapshot, if any.
    pub async fn snapshot(&self, table: &str) -> Result<Option<Snapshot>, StoreError> {
        let row = sqlx::query("SELECT idx, next_seq, state FROM snapshots WHERE table_id = $1")
            .bind(table)
            .fetch_optional(&self.pool)
            .await
            .map_err(err("read a snapshot"))?;
        row.map(|r| {
            Ok(Snapshot {
                choices: r.try_get::<i64, _>(0).map_err(err("read a snapshot"))? as usize,
                next_seq: r.try_get::<i64, _>(1).map_err(err("read a snapshot"))? as u64,
                state: r.try_get(2).map_err(err("read a snapshot"))?,
            })
        })
        .transpose()
    }

    /// Stores a seat's highest message number (group-committed like choices).
    pub async fn set_last_id(&self, table: &str, seat: usize, id: u64) -> Result<(), StoreError> {
        self.append(Append::LastId {
            table: table.to_string(),
            seat: seat as i64,
            id: id as i64,
        })
        .await
    }

    /// Appends a chat line (group-committed like choices).
    pub async fn append_chat(
        &self,
        table: &str,
        idx: usize,
        author: &str,
        body: &str,
        at: i64,
    ) -> Result<(), StoreError> {
        self.append(Append::Chat {
            table: table.to_string(),
            idx: idx as i64,
            author: author.to_string(),
            body: body.to_string(),
            at,
        })
        .await
    }

    /// Every open or running table (to resume at start; expired and finished ones stay).
    pub async fn live_tables(&self) -> Result<Vec<TableRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, game, status, created_at, creator_token, think_ms, config, seed, decks,
             seed_fixed FROM game_tables WHERE status IN ('open', 'running')
             ORDER BY created_at, id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(err("list tables"))?;
        rows.iter().map(table_row).collect()
    }

    /// One table, whatever its status.
    pub async fn table(&self, id: &str) -> Result<Option<TableRow>, StoreError> {
        let row = sqlx::query(
            "SELECT id, game, status, created_at, creator_token, think_ms, config, seed, decks,
             seed_fixed FROM game_tables WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(err("read a table"))?;
        row.as_ref().map(table_row).transpose()
    }

    /// A table's seats in order.
    pub async fn seats(&self, table: &str) -> Result<Vec<SeatRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seat, kind, bot, name, token, last_id FROM seats WHERE table_id = $1
             ORDER BY seat",
        )
        .bind(table)
        .fetch_all(&self.pool)
        .await
        .map_err(err("read seats"))?;
        rows.iter().map(|r| seat_row(r, 0)).collect()
    }

    /// A game's whole choice log, in order.
    pub async fn choices(&self, table: &str) -> Result<Vec<(usize, String)>, StoreError> {
        let rows = sqlx::query("SELECT seat, choice FROM choices WHERE table_id = $1 ORDER BY idx")
            .bind(table)
            .fetch_all(&self.pool)
            .await
            .map_err(err("read choices"))?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get::<i64, _>(0).map_err(err("read a choice"))? as usize,
                    r.try_get(1).map_err(err("read a choice"))?,
                ))
            })
            .collect()
    }

    /// The last `limit` chat lines of a table, oldest first: (author, body, at).
    pub async fn chat(
        &self,
        table: &str,
        limit: usize,
    ) -> Result<Vec<(String, String, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT author, body, at, idx FROM chat WHERE table_id = $1 ORDER BY idx DESC LIMIT $2",
        )
        .bind(table)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await
        .map_err(err("read chat"))?;
        let mut out = rows
            .iter()
            .map(|r| {
                Ok((
                    r.try_get(0).map_err(err("read chat"))?,
                    r.try_get(1).map_err(err("read chat"))?,
                    r.try_get(2).map_err(err("read chat"))?,
                ))
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        out.reverse();
        Ok(out)
    }

    /// Number of chat lines of a table.
    pub async fn chat_len(&self, table: &str) -> Result<usize, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat WHERE table_id = $1")
            .bind(table)
            .fetch_one(&self.pool)
            .await
            .map_err(err("count chat"))?;
        Ok(n as usize)
    }

    /// Whether the database is SQLite (one server per database, no leases).
    pub fn is_sqlite(&self) -> bool {
        self.sqlite
    }

    /// Registers this process as one of the servers sharing a PostgreSQL database,
    /// reached by clients at `url`, its registration lasting `ttl` unless renewed
    /// ([`Store::heartbeat`]). From now on it runs only the tables whose lease it holds,
    /// and every table write is fenced by that lease. Returns its id.
    pub async fn register(
        &self,
        url: &str,
        ttl: std::time::Duration,
    ) -> Result<String, StoreError> {
        if self.sqlite {
            return Err(StoreError {
                what: "register",
                source: sqlx::Error::Protocol(
                    "several servers need PostgreSQL; SQLite serves one server per data folder"
                        .into(),
                ),
            });
        }
        let node = Node {
            id: crate::table::token(),
            url: url.to_string(),
            ttl_ms: ttl.as_millis().clamp(1, i64::MAX as u128) as i64,
            epochs: Default::default(),
        };
        // Servers gone for a day are forgotten (their tables were taken over long ago).
        sqlx::query(&format!(
            "DELETE FROM servers WHERE expires_at < {PG_NOW_MS} - 86400000"
        ))
        .execute(&self.pool)
        .await
        .map_err(err("forget old servers"))?;
        // A server registered at this very URL is this one's predecessor (the address is
        // this process's now): it is dead, and its tables are free at once.
        sqlx::query("UPDATE servers SET expires_at = 0 WHERE url = $1")
            .bind(&node.url)
            .execute(&self.pool)
            .await
            .map_err(err("retire a predecessor"))?;
        sqlx::query(&format!(
            "INSERT INTO servers (id, url, started_at, expires_at)
             VALUES ($1, $2, {PG_NOW_MS}, {PG_NOW_MS} + $3)"
        ))
        .bind(&node.id)
        .bind(&node.url)
        .bind(node.ttl_ms)
        .execute(&self.pool)
        .await
        .map_err(err("register this server"))?;
        let id = node.id.clone();
        self.node.set(node).map_err(|_| StoreError {
            what: "register",
            source: sqlx::Error::Protocol("this store is registered already".into()),
        })?;
        Ok(id)
    }

    /// Renews this server's registration (its leases stay its own while it does).
    pub async fn heartbeat(&self) -> Result<(), StoreError> {
        let Some(node) = self.node.get() else {
            return Ok(());
        };
        // Re-inserted if a long pause let another server forget it: its tables taken
        // over meanwhile stay taken (their epochs moved on).
        sqlx::query(&format!(
            "INSERT INTO servers (id, url, started_at, expires_at)
             VALUES ($1, $2, {PG_NOW_MS}, {PG_NOW_MS} + $3)
             ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at"
        ))
        .bind(&node.id)
        .bind(&node.url)
        .bind(node.ttl_ms)
        .execute(&self.pool)
        .await
        .map_err(err("renew this server"))?;
        Ok(())
    }

    /// Withdraws this server (a graceful stop): its tables are free for the others at
    /// once instead of when its registration would have expired.
    pub async fn deregister(&self) {
        if let Some(node) = self.node.get() {
            let r = sqlx::query("DELETE FROM servers WHERE id = $1")
                .bind(&node.id)
                .execute(&self.pool)
                .await;
            if let Err(e) = r {
                tracing::warn!("cannot withdraw this server: {e}");
            }
        }
    }

    /// The URLs of the live servers (this one included).
    pub async fn servers(&self) -> Result<Vec<String>, StoreError> {
        sqlx::query_scalar(&format!(
            "SELECT url FROM servers WHERE expires_at > {PG_NOW_MS} ORDER BY url"
        ))
        .fetch_all(&self.pool)
        .await
        .map_err(err("list servers"))
    }

    /// Who runs table `id` now.
    pub async fn holder(&self, id: &str) -> Result<Holder, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT l.server_id, s.url FROM game_tables g
             LEFT JOIN table_leases l ON l.table_id = g.id
             LEFT JOIN servers s ON s.id = l.server_id AND s.expires_at > {PG_NOW_MS}
             WHERE g.id = $1 AND g.status IN ('open', 'running')"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await
        .map_err(err("read a lease"))?;
        let Some(row) = row else {
            return Ok(Holder::NotLive);
        };
        let server: Option<String> = row.try_get(0).map_err(err("read a lease"))?;
        let url: Option<String> = row.try_get(1).map_err(err("read a lease"))?;
        let me = self.node.get().map(|n| n.id.as_str());
        Ok(match (server, url) {
            (Some(s), Some(_)) if Some(s.as_str()) == me => Holder::Me,
            (Some(_), Some(url)) => Holder::Other(url),
            _ => Holder::Free,
        })
    }

    /// Takes over table `id` if it is live and its holder is gone (or it has none):
    /// returns the new lease's epoch, `None` if it is not free. The update waits for a
    /// write of the old holder in flight (which holds the lease row), so the log read
    /// after this sees every choice that holder acknowledged.
    pub async fn claim(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let Some(node) = self.node.get() else {
            return Ok(None);
        };
        let epoch: Option<i64> = sqlx::query_scalar(&format!(
            "INSERT INTO table_leases (table_id, server_id, epoch)
             SELECT id, $2, 1 FROM game_tables WHERE id = $1 AND status IN ('open', 'running')
             ON CONFLICT (table_id) DO UPDATE
             SET server_id = excluded.server_id, epoch = table_leases.epoch + 1
             WHERE NOT EXISTS (SELECT 1 FROM servers s WHERE s.id = table_leases.server_id
                               AND s.expires_at > {PG_NOW_MS})
             RETURNING epoch"
        ))
        .bind(id)
        .bind(&node.id)
        .fetch_optional(&self.pool)
        .await
        .map_err(err("take over a table"))?;
        if let Some(e) = epoch {
            node.epochs
                .lock()
                .expect("epochs")
                .insert(id.to_string(), e);
        }
        Ok(epoch)
    }

    /// Deletes the lease of table `id`, ended here (over, closed or expired: never run
    /// again), if this server still holds it.
    pub async fn release(&self, id: &str) {
        let Some(node) = self.node.get() else {
            return;
        };
        let Some(epoch) = node.epoch(id) else {
            return;
        };
        let r = sqlx::query(
            "DELETE FROM table_leases WHERE table_id = $1 AND server_id = $2 AND epoch = $3",
        )
        .bind(id)
        .bind(&node.id)
        .bind(epoch)
        .execute(&self.pool)
        .await;
        if let Err(e) = r {
            tracing::warn!(table = %id, "cannot release a lease: {e}");
        }
    }

    /// This server stops running table `id` here (its task ended): its writes are
    /// refused from now on, whatever the database's lease says.
    pub fn forget(&self, id: &str) {
        if let Some(node) = self.node.get() {
            node.epochs.lock().expect("epochs").remove(id);
        }
    }

    /// The tables this server holds in the database whose lease moved to another server
    /// or epoch (it must stop running them).
    pub async fn lost_leases(&self) -> Result<Vec<String>, StoreError> {
        let Some(node) = self.node.get() else {
            return Ok(Vec::new());
        };
        let rows = sqlx::query("SELECT table_id, epoch FROM table_leases WHERE server_id = $1")
            .bind(&node.id)
            .fetch_all(&self.pool)
            .await
            .map_err(err("read leases"))?;
        let mut held = std::collections::HashMap::new();
        for r in &rows {
            let t: String = r.try_get(0).map_err(err("read a lease"))?;
            let e: i64 = r.try_get(1).map_err(err("read a lease"))?;
            held.insert(t, e);
        }
        let epochs = node.epochs.lock().expect("epochs");
        Ok(epochs
            .iter()
            .filter(|(t, e)| held.get(*t) != Some(*e))
            .map(|(t, _)| t.clone())
            .collect())
    }

    /// Live tables whose holder is gone (or that have none), oldest first: to take over.
    pub async fn orphans(&self) -> Result<Vec<String>, StoreError> {
        sqlx::query_scalar(&format!(
            "SELECT g.id FROM game_tables g
             LEFT JOIN table_leases l ON l.table_id = g.id
             LEFT JOIN servers s ON s.id = l.server_id AND s.expires_at > {PG_NOW_MS}
             WHERE g.status IN ('open', 'running') AND s.id IS NULL
             ORDER BY g.created_at, g.id"
        ))
        .fetch_all(&self.pool)
        .await
        .map_err(err("list tables to take over"))
    }

    /// The newest `limit` live tables that other live servers run, with their seats, the
    /// URL of their server and their choice count; and how many more there are.
    pub async fn elsewhere(&self, limit: usize) -> Result<(Vec<Elsewhere>, usize), StoreError> {
        let Some(node) = self.node.get() else {
            return Ok((Vec::new(), 0));
        };
        let from = format!(
            "FROM game_tables g JOIN table_leases l ON l.table_id = g.id
             JOIN servers s ON s.id = l.server_id AND s.expires_at > {PG_NOW_MS}
             WHERE g.status IN ('open', 'running') AND l.server_id <> $1"
        );
        let total: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) {from}"))
            .bind(&node.id)
            .fetch_one(&self.pool)
            .await
            .map_err(err("count tables"))?;
        let rows = sqlx::query(&format!(
            "SELECT g.id, g.game, g.status, g.created_at, g.creator_token, g.think_ms,
             g.config, g.seed, g.decks, g.seed_fixed, s.url,
             COALESCE((SELECT MAX(c.idx) + 1 FROM choices c WHERE c.table_id = g.id), 0)
             {from} ORDER BY g.created_at DESC, g.id DESC LIMIT $2"
        ))
        .bind(&node.id)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await
        .map_err(err("list tables"))?;
        // Their seats in one query, not one per table.
        let seat_rows = sqlx::query(&format!(
            "SELECT table_id, seat, kind, bot, name, token, last_id FROM seats
             WHERE table_id IN (SELECT g.id {from} ORDER BY g.created_at DESC, g.id DESC
                                LIMIT $2)
             ORDER BY table_id, seat"
        ))
        .bind(&node.id)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await
        .map_err(err("read seats"))?;
        let mut seats_of: std::collections::HashMap<String, Vec<SeatRow>> = Default::default();
        for r in &seat_rows {
            let t: String = r.try_get(0).map_err(err("read a seat"))?;
            seats_of.entry(t).or_default().push(seat_row(r, 1)?);
        }
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let row = table_row(r)?;
            let seats = seats_of.remove(&row.id).unwrap_or_default();
            out.push(Elsewhere {
                server: r.try_get(10).map_err(err("read a table"))?,
                choices: r.try_get::<i64, _>(11).map_err(err("read a table"))? as usize,
                row,
                seats,
            });
        }
        let more = (total as usize).saturating_sub(out.len());
        Ok((out, more))
    }

    /// Batches the group-commit writer committed so far (a measure of its grouping).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Closes the pool (waits for connections to finish).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// A seat from columns `at..at+6` (seat, kind, bot, name, token, last_id).
fn seat_row(r: &AnyRow, at: usize) -> Result<SeatRow, StoreError> {
    let e = || err("read a seat");
    Ok(SeatRow {
        seat: r.try_get::<i64, _>(at).map_err(e())? as usize,
        kind: r.try_get(at + 1).map_err(e())?,
        bot: r.try_get(at + 2).map_err(e())?,
        name: r.try_get(at + 3).map_err(e())?,
        token: r.try_get(at + 4).map_err(e())?,
        last_id: r.try_get::<i64, _>(at + 5).map_err(e())? as u64,
    })
}

fn table_row(r: &AnyRow) -> Result<TableRow, StoreError> {
    let e = || err("read a table");
    Ok(TableRow {
        id: r.try_get(0).map_err(e())?,
        game: r.try_get(1).map_err(e())?,
        status: r.try_get(2).map_err(e())?,
        created_at: r.try_get(3).map_err(e())?,
        creator_token: r.try_get(4).map_err(e())?,
        think_ms: r.try_get(5).map_err(e())?,
        config: r.try_get(6).map_err(e())?,
        seed: r.try_get::<i64, _>(7).map_err(e())? as u64,
        decks: r.try_get(8).map_err(e())?,
        seed_fixed: r.try_get::<i64, _>(9).map_err(e())? != 0,
    })
}

/// Now, in Unix seconds.
pub fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn temp_store(name: &str) -> Store {
        let dir = std::env::temp_dir().join(format!("jyhad-store-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Store::open(&sqlite_url(&dir).unwrap()).await.unwrap()
    }

    /// Durable before broadcast: SQLite syncs every commit (FULL = 2), so an acknowledged
    /// choice survives a power loss, not only a killed process.
    #[tokio::test]
    async fn sqlite_syncs_every_commit() {
        let store = temp_store("sync").await;
        let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(&store.pool)
            .await
            .unwrap();
        assert_eq!(sync, 2);
        store.close().await;
    }

    /// A database of a newer version is refused, not used.
    #[tokio::test]
    async fn a_database_newer_than_the_binary_is_refused() {
        let dir = std::env::temp_dir().join(format!("jyhad-store-newer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let url = sqlite_url(&dir).unwrap();
        let store = Store::open(&url).await.unwrap();
        sqlx::query("INSERT INTO jyhad_migrations (version, applied_at) VALUES (999, 0)")
            .execute(&store.pool)
            .await
            .unwrap();
        store.close().await;
        let e = Store::open(&url).await.unwrap_err().to_string();
        assert!(e.contains("schema version 999"), "{e}");
    }

    /// Many tables' appends at once are committed together, each answered; an append
    /// that would fork a log fails alone, its batch's others stored.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn appends_of_many_tables_commit_together_and_fail_alone() {
        let store = temp_store("group").await;
        store.append_choice("t0", 0, 0, "pass").await.unwrap();
        let mut jobs = Vec::new();
        for i in 0..300usize {
            let store = store.clone();
            jobs.push(tokio::spawn(async move {
                // t0's choice 0 exists already: that one must fail.
                let idx = usize::from(i != 0);
                store.append_choice(&format!("t{i}"), idx, 0, "pass").await
            }));
        }
        let mut failed = Vec::new();
        for (i, j) in jobs.into_iter().enumerate() {
            if j.await.unwrap().is_err() {
                failed.push(i);
            }
        }
        assert_eq!(failed, vec![0]);
        // Grouped: far fewer transactions than appends (a failed batch retries alone).
        assert!(store.commits() < 100, "{} commits", store.commits());
        for i in [0usize, 1, 150, 299] {
            let n = store.choices(&format!("t{i}")).await.unwrap().len();
            assert_eq!(n, 1, "table t{i}");
        }
        store.append_chat("t1", 0, "Anna", "gg", 1).await.unwrap();
        assert_eq!(store.chat_len("t1").await.unwrap(), 1);
        store.close().await;
    }
}
