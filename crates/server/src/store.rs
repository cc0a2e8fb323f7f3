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
];

/// A database error, with what was being done.
#[derive(Debug, thiserror::Error)]
#[error("database: {what}: {source}")]
pub struct StoreError {
    what: &'static str,
    #[source]
    source: sqlx::Error,
}

fn err(what: &'static str) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |source| StoreError { what, source }
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
async fn writer(pool: AnyPool, mut rx: mpsc::Receiver<Job>, commits: Arc<AtomicU64>) {
    let mut batch: Vec<Job> = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        commits.fetch_add(1, Ordering::Relaxed);
        let appends: Vec<&Append> = batch.iter().map(|j| &j.append).collect();
        match commit(&pool, &appends).await {
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
                    let r = commit(&pool, &[&j.append]).await;
                    let _ = j.done.send(r);
                }
            }
        }
    }
}

/// Commits appends in one transaction.
async fn commit(pool: &AnyPool, appends: &[&Append]) -> Result<(), StoreError> {
    let mut tx = pool.begin().await.map_err(err("begin"))?;
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

/// The database's lock, held by the one server that uses it: for SQLite an exclusive lock
/// on a file beside the database (`…sqlite3.lock`), released by the OS when the process
/// dies; for PostgreSQL a session advisory lock on a connection of its own.
#[derive(Debug)]
pub enum DbLock {
    /// The locked file.
    File(std::fs::File),
    /// The connection holding the advisory lock.
    Postgres(Box<sqlx::AnyConnection>),
}

/// The advisory lock key of "a jyhad server runs on this database" (any constant).
const SERVER_LOCK_KEY: i64 = 0x6a79_6861_6400;

impl DbLock {
    /// Takes the lock of the database at `url`, or says which server holds it.
    pub async fn take(url: &str) -> Result<DbLock, String> {
        if let Some(file) = sqlite_file(url) {
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
            return match f.try_lock() {
                Ok(()) => Ok(DbLock::File(f)),
                Err(std::fs::TryLockError::WouldBlock) => Err(format!(
                    "another jyhad server already uses the database {file} (its lock file \
                     {path} is held); stop it first, or give this one another --data-dir"
                )),
                Err(std::fs::TryLockError::Error(e)) => Err(format!("cannot lock {path}: {e}")),
            };
        }
        sqlx::any::install_default_drivers();
        let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(url)
            .await
            .map_err(|e| format!("database: connect: {e}"))?;
        // A server that was just killed holds it until PostgreSQL sees its socket close.
        let mut got = false;
        for _ in 0..10 {
            got = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
                .bind(SERVER_LOCK_KEY)
                .fetch_one(&mut conn)
                .await
                .map_err(|e| format!("database: lock: {e}"))?;
            if got {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        if !got {
            return Err(
                "another jyhad server already uses this PostgreSQL database; stop it first".into(),
            );
        }
        Ok(DbLock::Postgres(Box::new(conn)))
    }

    /// Releases the lock now (a dropped PostgreSQL connection would release it a little
    /// later, which a quick restart could meet).
    pub async fn release(self) {
        if let DbLock::Postgres(conn) = self {
            let _ = sqlx::Connection::close(*conn).await;
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
        tokio::spawn(writer(pool.clone(), rx, commits.clone()));
        let store = Store {
            pool,
            writer: tx,
            commits,
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        self.pool
            .execute(
                "CREATE TABLE IF NOT EXISTS jyhad_migrations (
                    version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
            )
            .await
            .map_err(err("create the migrations table"))?;
        // A database written by a newer jyhad has columns and meanings this one does not
        // know: refuse it rather than corrupt it.
        let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM jyhad_migrations")
            .fetch_one(&self.pool)
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
                    .fetch_optional(&self.pool)
                    .await
                    .map_err(err("read the migrations"))?;
            if done.is_some() {
                continue;
            }
            let mut tx = self.pool.begin().await.map_err(err("begin a migration"))?;
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
        tx.commit().await.map_err(err("commit a table"))
    }

    /// Updates one seat.
    pub async fn update_seat(&self, table: &str, s: &SeatRow) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE seats SET kind = $1, bot = $2, name = $3, token = $4
             WHERE table_id = $5 AND seat = $6",
        )
        .bind(&s.kind)
        .bind(&s.bot)
        .bind(&s.name)
        .bind(&s.token)
        .bind(table)
        .bind(s.seat as i64)
        .execute(&self.pool)
        .await
        .map_err(err("update a seat"))?;
        Ok(())
    }

    /// Sets a table's status.
    pub async fn set_status(&self, table: &str, status: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE game_tables SET status = $1 WHERE id = $2")
            .bind(status)
            .bind(table)
            .execute(&self.pool)
            .await
            .map_err(err("update a table's status"))?;
        Ok(())
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
        sqlx::query(
            "INSERT INTO snapshots (table_id, idx, next_seq, state) VALUES ($1, $2, $3, $4)
             ON CONFLICT (table_id) DO UPDATE
             SET idx = excluded.idx, next_seq = excluded.next_seq, state = excluded.state",
        )
        .bind(table)
        .bind(snap.choices as i64)
        .bind(snap.next_seq as i64)
        .bind(&snap.state)
        .execute(&self.pool)
        .await
        .map_err(err("store a snapshot"))?;
        Ok(())
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
        rows.iter()
            .map(|r| {
                Ok(SeatRow {
                    seat: r.try_get::<i64, _>(0).map_err(err("read a seat"))? as usize,
                    kind: r.try_get(1).map_err(err("read a seat"))?,
                    bot: r.try_get(2).map_err(err("read a seat"))?,
                    name: r.try_get(3).map_err(err("read a seat"))?,
                    token: r.try_get(4).map_err(err("read a seat"))?,
                    last_id: r.try_get::<i64, _>(5).map_err(err("read a seat"))? as u64,
                })
            })
            .collect()
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

    /// Batches the group-commit writer committed so far (a measure of its grouping).
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    /// Closes the pool (waits for connections to finish).
    pub async fn close(&self) {
        self.pool.close().await;
    }
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
