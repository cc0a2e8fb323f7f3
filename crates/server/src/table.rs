//! One table: a task that owns the game, its seats and connections, and is the only
//! writer of its choice log. Every change goes: check with the engine → append to the
//! database (committed) → apply → send each connection what it may see.

use crate::games::{self, ids_in_text, Engine, Refusal};
use crate::protocol::{escape, ClientMsg, VERSION};
use crate::store::{now_secs, SeatRow, Snapshot, Store, TableRow};
use crate::ApiError;
use jyhad_bots::vtes::BotKind;
use jyhad_table::{Lang, Outcome, Seat};
use jyhad_vtes::Automation;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// A search bot thinks at least this long between moves, whatever the table asked: its
/// moves cost real CPU, and a table of them with no delay took every core.
pub const MIN_SEARCH_THINK_MS: u64 = 300;

/// Chat lines sent to a client on connection.
const CHAT_MEMORY: usize = 50;
/// Messages queued for a slow connection before it is dropped (it may reconnect).
pub const CONN_QUEUE: usize = 512;

/// A seat in the lobby's listing (no token).
#[derive(Clone, Debug, Serialize)]
pub struct SeatSummary {
    /// 0-based seat.
    pub seat: usize,
    /// `human` or `bot`.
    pub kind: String,
    /// Bot kind, for a bot.
    pub bot: Option<String>,
    /// Display name (escaped), empty when free.
    pub name: String,
    /// Whether a human seat has a player.
    pub taken: bool,
    /// Whether the seat's player is connected now.
    pub connected: bool,
    /// The seat's deck.
    pub deck: String,
    /// How much of the deck the engine automates, its manual cards named (VTES).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub automation: Option<Automation>,
}

impl SeatSummary {
    /// A seat as the lobby lists it: its row (no token), whether its player is connected,
    /// its deck's name and automation.
    fn of(s: &SeatRow, connected: bool, decks: &[String], auto: &[Automation]) -> SeatSummary {
        SeatSummary {
            automation: auto.get(s.seat).cloned(),
            seat: s.seat,
            kind: s.kind.clone(),
            bot: (s.kind == "bot").then(|| s.bot.clone()),
            name: escape(&s.name),
            taken: s.kind == "bot" || !s.token.is_empty(),
            connected,
            deck: decks.get(s.seat).cloned().unwrap_or_default(),
        }
    }
}

/// What the lobby shows of a table.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// Table id.
    pub id: String,
    /// Game name.
    pub game: String,
    /// `open`, `running` or `over`.
    pub status: String,
    /// Seats in order.
    pub seats: Vec<SeatSummary>,
    /// Connected spectators.
    pub spectators: usize,
    /// Choices accepted so far.
    pub choices: usize,
    /// Bot think delay, milliseconds.
    pub think_ms: u64,
    /// Creation time, Unix seconds.
    pub created_at: i64,
    /// VTES: cards the engine does not automate may be played by hand (issue 18).
    pub manual_cards: bool,
    /// Final standings, once over.
    pub outcome: Option<Outcome>,
    /// The seed, when the creator chose it (whoever knows it may know every hidden card);
    /// `null` for a random one, which is never shown.
    pub seed: Option<u64>,
    /// Several servers: the URL of the server that runs the table, when it is not the
    /// one answering (its `connected` and `spectators` are then not known: `false`, 0).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
}

/// The lobby's summary of a table that another server runs, from the database.
pub fn remote_summary(t: crate::store::Elsewhere) -> Summary {
    let decks: Vec<String> = serde_json::from_str(&t.row.decks).unwrap_or_default();
    let (manual_cards, auto) = games::lobby_info(&t.row.game, &t.row.config);
    Summary {
        seats: t
            .seats
            .iter()
            .map(|s| SeatSummary::of(s, false, &decks, &auto))
            .collect(),
        manual_cards,
        id: t.row.id,
        game: t.row.game,
        status: t.row.status,
        spectators: 0,
        choices: t.choices,
        think_ms: t.row.think_ms as u64,
        created_at: t.row.created_at,
        outcome: None,
        seed: t.row.seed_fixed.then_some(t.row.seed),
        server: Some(t.server),
    }
}

/// A request to a table's task.
pub enum Cmd {
    /// Take a free human seat.
    Join {
        /// Wanted seat (`None`: the first free one).
        seat: Option<usize>,
        /// Display name, already checked.
        name: String,
        /// The joiner accepts a seed the creator chose.
        accept_seed: bool,
        /// (seat, token).
        reply: oneshot::Sender<Result<(usize, String), ApiError>>,
    },
    /// Give a seat up.
    Leave {
        /// The seat token.
        token: String,
        /// Done.
        reply: oneshot::Sender<Result<usize, ApiError>>,
    },
    /// Start the game (creator only).
    Start {
        /// The creator's token.
        creator: String,
        /// Done.
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// End the table for good (creator only).
    Close {
        /// The creator's token.
        creator: String,
        /// Done.
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// Hand a seat to a bot (creator only).
    Bot {
        /// The creator's token.
        creator: String,
        /// The seat.
        seat: usize,
        /// The bot kind.
        kind: BotKind,
        /// Done.
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// A WebSocket said hello.
    Connect {
        /// Seat token (`None`: spectator).
        token: Option<String>,
        /// Language.
        lang: Lang,
        /// Last event seen.
        last_event: u64,
        /// A spectator's display name (for chat).
        name: Option<String>,
        /// Where to send this connection's messages.
        tx: mpsc::Sender<String>,
        /// The connection's number.
        reply: oneshot::Sender<Result<u64, ApiError>>,
    },
    /// A connection closed.
    Disconnect {
        /// Its number.
        conn: u64,
    },
    /// A message from a connection (after hello).
    Msg {
        /// Its number.
        conn: u64,
        /// The message.
        msg: ClientMsg,
    },
    /// The game's record (only once over).
    Record {
        /// The record as JSON.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// Another server took this table over: stop running it here.
    Lost,
}

/// A handle on a table's task.
#[derive(Clone)]
pub struct TableHandle {
    /// Requests to the task.
    pub tx: mpsc::Sender<Cmd>,
    /// What the lobby shows, kept current by the task.
    pub summary: Arc<Mutex<Summary>>,
    /// The address that created the table (`None` once resumed): open tables per address
    /// are capped.
    pub creator: Option<std::net::IpAddr>,
}

struct Conn {
    id: u64,
    seat: Option<Seat>,
    lang: Lang,
    tx: mpsc::Sender<String>,
    /// Last event number sent.
    sent: u64,
    /// A spectator's display name (`None`: cannot chat).
    name: Option<String>,
    /// A spectator's highest message number (replay protection).
    last_msg: u64,
}

/// A table's task state.
pub struct Actor {
    row: TableRow,
    seats: Vec<SeatRow>,
    decks: Vec<String>,
    /// How much of each seat's deck the engine automates (VTES).
    automation: Vec<Automation>,
    engine: Option<Box<dyn Engine>>,
    store: Store,
    conns: Vec<Conn>,
    next_conn: u64,
    chat: VecDeque<Value>,
    chat_len: usize,
    /// Highest message number seen per seat (replay protection).
    last_msg: Vec<u64>,
    summary: Arc<Mutex<Summary>>,
    bot_due: Option<Instant>,
    /// When the last choice was accepted (µs since the Unix epoch).
    stamp: u64,
    /// A snapshot is stored every this many choices (0: never).
    pub snapshot_every: usize,
    /// An open table expires this long after its creation.
    pub open_ttl: Duration,
    /// Permits for CPU-heavy work shared by every table (search bots think only with one,
    /// on the blocking pool); `None`: think in place (unit tests).
    pub heavy: Option<Arc<tokio::sync::Semaphore>>,
    /// Another server holds the table's lease now: this task writes nothing more and ends.
    lost: bool,
}

fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// A fresh secret: 128 random bits in hex.
pub fn token() -> String {
    use rand::RngCore;
    let mut b = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut b);
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// What the database keeps of a secret: its SHA-256, so that a copy of the database
/// (or a backup) holds no usable token.
pub fn hash_token(token: &str) -> String {
    use sha2::{Digest, Sha256};
    let d = Sha256::digest(token.as_bytes());
    let hex: String = d.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// Whether `given` is the secret whose stored form is `stored`, compared in constant time
/// (a token stored in plain text by an older version is compared as it is).
pub fn token_matches(stored: &str, given: &str) -> bool {
    use subtle::ConstantTimeEq;
    if stored.is_empty() || given.is_empty() {
        return false;
    }
    let given = if stored.starts_with("sha256:") {
        hash_token(given)
    } else {
        given.to_string()
    };
    stored.as_bytes().ct_eq(given.as_bytes()).into()
}

fn bot_seed(row: &TableRow, seat: usize) -> u64 {
    row.seed ^ (seat as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// What the database holds of a table besides its row and seats.
#[derive(Debug, Default)]
pub struct Saved {
    /// The choice log: (seat, choice text).
    pub log: Vec<(usize, String)>,
    /// The last chat lines: (author, body, at).
    pub chat: Vec<(String, String, i64)>,
    /// How many chat lines the table has in all.
    pub chat_len: usize,
    /// The game's latest snapshot.
    pub snapshot: Option<Snapshot>,
}

impl Actor {
    /// A table's task state from what is stored; a started game is rebuilt from its
    /// latest snapshot and the choices after it (or by replaying its whole log).
    pub fn load(
        store: Store,
        row: TableRow,
        seats: Vec<SeatRow>,
        saved: Saved,
    ) -> Result<Actor, String> {
        let Saved {
            log,
            chat,
            chat_len,
            snapshot,
        } = saved;
        let decks: Vec<String> = serde_json::from_str(&row.decks).unwrap_or_default();
        let (manual_cards, automation) = games::lobby_info(&row.game, &row.config);
        let engine = if row.status == "open" {
            None
        } else {
            let mut e = games::engine(&row.game, &row.config, row.seed, &log, snapshot.as_ref())?;
            for s in &seats {
                if s.kind == "bot" {
                    let kind = s.bot.parse().map_err(|e: String| e)?;
                    e.set_bot(Seat(s.seat as u8), Some(kind), bot_seed(&row, s.seat))?;
                }
            }
            Some(e)
        };
        let last_msg: Vec<u64> = seats.iter().map(|s| s.last_id).collect();
        let summary = Arc::new(Mutex::new(Summary {
            id: row.id.clone(),
            game: row.game.clone(),
            status: row.status.clone(),
            seats: Vec::new(),
            spectators: 0,
            choices: 0,
            think_ms: row.think_ms as u64,
            created_at: row.created_at,
            manual_cards,
            outcome: None,
            seed: row.seed_fixed.then_some(row.seed),
            server: None,
        }));
        let chat = chat
            .into_iter()
            .enumerate()
            .map(|(i, (author, body, at))| {
                json!({"type": "chat", "seq": chat_len - CHAT_MEMORY.min(chat_len) + i + 1,
                       "from": author, "text": body, "at": at})
            })
            .collect();
        let mut a = Actor {
            row,
            seats,
            decks,
            automation,
            engine,
            store,
            conns: Vec::new(),
            next_conn: 1,
            chat,
            chat_len,
            last_msg,
            summary,
            bot_due: None,
            stamp: now_us(),
            snapshot_every: 0,
            open_ttl: Duration::from_secs(3600),
            heavy: None,
            lost: false,
        };
        a.publish();
        a.schedule_bot();
        Ok(a)
    }

    /// The lobby's view of this table, kept current by the task.
    pub fn summary(&self) -> Arc<Mutex<Summary>> {
        self.summary.clone()
    }

    /// When an open table expires (`None` once started).
    fn expiry(&self) -> Option<Instant> {
        if self.row.status != "open" {
            return None;
        }
        // From the stored creation time, so that a resumed table keeps its deadline.
        let age = Duration::from_secs(now_secs().saturating_sub(self.row.created_at).max(0) as u64);
        Some(Instant::now() + self.open_ttl.saturating_sub(age))
    }

    /// An open table nobody started in time closes: stored as `expired` (never resumed),
    /// its connections told, its task ended.
    async fn expire(&mut self) {
        if let Err(e) = self.store.set_status(&self.row.id, "expired").await {
            self.note(&e);
            if self.lost {
                return;
            }
        }
        self.row.status = "expired".into();
        self.publish();
        self.send_update(None);
    }

    /// Runs the table until every handle is dropped.
    ///
    /// Returns whether the table reached its end here (over, closed or expired), rather
    /// than being stopped or taken over by another server.
    pub async fn run(mut self, rx: mpsc::Receiver<Cmd>) -> bool {
        self.run_loop(rx).await;
        !self.lost && matches!(self.row.status.as_str(), "over" | "closed" | "expired")
    }

    async fn run_loop(&mut self, mut rx: mpsc::Receiver<Cmd>) {
        // A crash between a game's last choice and its status update left it "running":
        // the replayed game says it is over, so it is marked over now.
        if self.row.status == "running"
            && self.engine.as_ref().is_some_and(|e| e.pending().is_none())
        {
            self.after_change().await;
            if self.finished() {
                return;
            }
        }
        // Far enough never to fire: a timer that is not armed.
        let never = || Instant::now() + Duration::from_secs(86_400 * 365);
        loop {
            let expiry = self.expiry().filter(|_| !self.lost);
            let cmd = tokio::select! {
                biased;
                c = rx.recv() => c,
                _ = tokio::time::sleep_until(self.bot_due.unwrap_or_else(never)), if self.bot_due.is_some() => {
                    self.bot_due = None;
                    self.bot_step().await;
                    if self.finished() {
                        break;
                    }
                    // Other tables get their turn between bot moves.
                    tokio::task::yield_now().await;
                    continue;
                }
                _ = tokio::time::sleep_until(expiry.unwrap_or_else(never)), if expiry.is_some() => {
                    self.expire().await;
                    if self.lost {
                        self.leave_to_holder();
                    }
                    break;
                }
            };
            match cmd {
                Some(c) => self.handle(c).await,
                None => break,
            }
            if self.finished() {
                break;
            }
        }
        if self.lost {
            self.leave_to_holder();
        }
    }

    /// A store error: a lost lease means another server runs the table now.
    fn note(&mut self, e: &crate::store::StoreError) {
        if e.lease_lost() {
            self.lost = true;
            self.bot_due = None;
        } else {
            tracing::error!(table = %self.row.id, "{e}");
        }
    }

    /// The table moved to another server: its connections are told, then closed (a
    /// client reconnecting is sent to the new holder).
    fn leave_to_holder(&mut self) {
        tracing::warn!(table = %self.row.id, "another server runs this table now");
        let msg = json!({"type": "error", "code": "moved",
                         "message": "another server runs this table now: reconnect"})
        .to_string();
        for c in self.conns.drain(..) {
            let _ = c.tx.try_send(msg.clone());
        }
    }

    /// A finished game nobody watches leaves memory (its log stays in the database), and
    /// so does a closed table at once.
    fn finished(&self) -> bool {
        (self.row.status == "over" && self.conns.is_empty())
            || self.row.status == "closed"
            || self.lost
    }

    /// The creator ends the table: stored as `closed` (never resumed), connections told.
    async fn close(&mut self, creator: &str) -> Result<(), ApiError> {
        if !token_matches(&self.row.creator_token, creator) {
            return Err(ApiError::forbidden("only the table's creator may close it"));
        }
        if self.row.status == "over" {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        if let Err(e) = self.store.set_status(&self.row.id, "closed").await {
            self.note(&e);
            return Err(ApiError::store(e));
        }
        self.row.status = "closed".into();
        self.bot_due = None;
        self.publish();
        let msg = json!({"type": "update", "status": "closed"}).to_string();
        for c in &self.conns {
            let _ = c.tx.try_send(msg.clone());
        }
        Ok(())
    }

    async fn handle(&mut self, cmd: Cmd) {
        match cmd {
            Cmd::Join {
                seat,
                name,
                accept_seed,
                reply,
            } => {
                let r = self.join(seat, name, accept_seed).await;
                let _ = reply.send(r);
            }
            Cmd::Leave { token, reply } => {
                let r = self.leave(&token).await;
                let _ = reply.send(r);
            }
            Cmd::Start { creator, reply } => {
                let r = self.start(&creator).await;
                let _ = reply.send(r);
            }
            Cmd::Close { creator, reply } => {
                let r = self.close(&creator).await;
                let _ = reply.send(r);
            }
            Cmd::Bot {
                creator,
                seat,
                kind,
                reply,
            } => {
                let r = self.hand_to_bot(&creator, seat, kind).await;
                let _ = reply.send(r);
            }
            Cmd::Connect {
                token,
                lang,
                last_event,
                name,
                tx,
                reply,
            } => {
                let r = self.connect(token, lang, last_event, name, tx);
                let ok = r.as_ref().ok().copied();
                let _ = reply.send(r);
                if let Some(id) = ok {
                    self.welcome(id);
                }
            }
            Cmd::Disconnect { conn } => {
                self.conns.retain(|c| c.id != conn);
                self.publish();
            }
            Cmd::Msg { conn, msg } => self.message(conn, msg).await,
            Cmd::Lost => {
                self.lost = true;
                self.bot_due = None;
            }
            Cmd::Record { reply } => {
                let r = match (&self.engine, self.row.status.as_str()) {
                    (Some(e), "over") => Ok(e.record()),
                    _ => Err(ApiError::conflict(
                        "not_over",
                        "the record is available once the game is over (it holds every hidden card)",
                    )),
                };
                let _ = reply.send(r);
            }
        }
    }

    async fn join(
        &mut self,
        seat: Option<usize>,
        name: String,
        accept_seed: bool,
    ) -> Result<(usize, String), ApiError> {
        if self.row.status == "over" {
            return Err(ApiError::conflict("over", "the game is over"));
        }
        let free = |s: &SeatRow| s.kind == "human" && s.token.is_empty();
        let i = match seat {
            Some(i) => {
                let s = self.seats.get(i).ok_or_else(|| {
                    ApiError::bad("no_seat", format!("no seat {i} at this table"))
                })?;
                if !free(s) {
                    return Err(ApiError::conflict(
                        "seat_taken",
                        format!("seat {i} is not free"),
                    ));
                }
                i
            }
            None => self
                .seats
                .iter()
                .position(free)
                .ok_or_else(|| ApiError::conflict("full", "no free seat at this table"))?,
        };
        // The creator chose the seed, so may know every hidden card: only a player who
        // says it accepts that sits here.
        if self.row.seed_fixed && !accept_seed {
            return Err(ApiError::conflict(
                "fixed_seed",
                format!(
                    "this table's creator chose its seed ({}) and may know every hidden card; \
                     join with \"accept_seed\": true to play anyway",
                    self.row.seed
                ),
            ));
        }
        let mut s = self.seats[i].clone();
        s.name = name;
        let t = token();
        s.token = hash_token(&t);
        if let Err(e) = self.store.update_seat(&self.row.id, &s).await {
            self.note(&e);
            return Err(ApiError::store(e));
        }
        self.seats[i] = s;
        self.publish();
        Ok((i, t))
    }

    async fn leave(&mut self, token: &str) -> Result<usize, ApiError> {
        let i = self.seat_of(token).ok_or_else(ApiError::bad_token)?;
        let mut s = self.seats[i].clone();
        s.name.clear();
        s.token.clear();
        if let Err(e) = self.store.update_seat(&self.row.id, &s).await {
            self.note(&e);
            return Err(ApiError::store(e));
        }
        self.seats[i] = s;
        // The seat's connections lose their rights with the token.
        self.conns.retain(|c| c.seat != Some(Seat(i as u8)));
        self.publish();
        Ok(i)
    }

    async fn start(&mut self, creator: &str) -> Result<(), ApiError> {
        if !token_matches(&self.row.creator_token, creator) {
            return Err(ApiError::forbidden("only the table's creator may start it"));
        }
        if self.row.status != "open" {
            return Err(ApiError::conflict(
                "started",
                "the game has already started",
            ));
        }
        let missing: Vec<usize> = self
            .seats
            .iter()
            .filter(|s| s.kind == "human" && s.token.is_empty())
            .map(|s| s.seat)
            .collect();
        if !missing.is_empty() {
            return Err(ApiError::conflict(
                "seats_free",
                format!("seats {missing:?} have no player yet (hand them to bots, or wait)"),
            ));
        }
        let mut engine = games::engine(&self.row.game, &self.row.config, self.row.seed, &[], None)
            .map_err(|e| ApiError::bad("config", e))?;
        for s in &self.seats {
            if s.kind == "bot" {
                let kind = s.bot.parse().map_err(|e: String| ApiError::bad("bot", e))?;
                engine
                    .set_bot(Seat(s.seat as u8), Some(kind), bot_seed(&self.row, s.seat))
                    .map_err(|e| ApiError::bad("bot", e))?;
            }
        }
        if let Err(e) = self.store.set_status(&self.row.id, "running").await {
            self.note(&e);
            return Err(ApiError::store(e));
        }
        self.row.status = "running".into();
        self.engine = Some(engine);
        self.stamp = now_us();
        self.after_change().await;
        Ok(())
    }

    async fn hand_to_bot(
        &mut self,
        creator: &str,
        seat: usize,
        kind: BotKind,
    ) -> Result<(), ApiError> {
        if !token_matches(&self.row.creator_token, creator) {
            return Err(ApiError::forbidden(
                "only the table's creator may hand a seat to a bot",
            ));
        }
        let s = self
            .seats
            .get(seat)
            .ok_or_else(|| ApiError::bad("no_seat", format!("no seat {seat} at this table")))?;
        if s.kind == "bot" {
            return Err(ApiError::conflict(
                "already_bot",
                format!("seat {seat} is already a bot"),
            ));
        }
        if self.conns.iter().any(|c| c.seat == Some(Seat(seat as u8))) {
            return Err(ApiError::conflict(
                "player_here",
                format!("seat {seat}'s player is connected"),
            ));
        }
        if let Some(e) = &mut self.engine {
            e.set_bot(Seat(seat as u8), Some(kind), bot_seed(&self.row, seat))
                .map_err(|e| ApiError::bad("bot", e))?;
        }
        let mut s = s.clone();
        s.kind = "bot".into();
        s.bot = kind.name().into();
        s.token.clear();
        if let Err(e) = self.store.update_seat(&self.row.id, &s).await {
            if let Some(en) = &mut self.engine {
                let _ = en.set_bot(Seat(seat as u8), None, 0);
            }
            self.note(&e);
            return Err(ApiError::store(e));
        }
        self.seats[seat] = s;
        self.publish();
        self.schedule_bot();
        Ok(())
    }

    fn seat_of(&self, token: &str) -> Option<usize> {
        if token.is_empty() {
            return None;
        }
        self.seats
            .iter()
            .position(|s| s.kind == "human" && token_matches(&s.token, token))
    }

    fn connect(
        &mut self,
        token: Option<String>,
        lang: Lang,
        last_event: u64,
        name: Option<String>,
        tx: mpsc::Sender<String>,
    ) -> Result<u64, ApiError> {
        let seat = match token {
            Some(t) => Some(Seat(self.seat_of(&t).ok_or_else(ApiError::bad_token)? as u8)),
            None => None,
        };
        // A seat chats under its seat's name; a spectator under the name it gives.
        let name = match (seat, name) {
            (None, Some(n)) => Some(
                crate::protocol::clean_name(&n).map_err(|m| ApiError::new(400, "bad_name", m))?,
            ),
            _ => None,
        };
        let id = self.next_conn;
        self.next_conn += 1;
        self.conns.push(Conn {
            id,
            seat,
            lang,
            tx,
            sent: last_event,
            name,
            last_msg: 0,
        });
        self.publish();
        Ok(id)
    }

    fn welcome(&mut self, conn: u64) {
        let Some(c) = self.conns.iter().find(|c| c.id == conn) else {
            return;
        };
        let last_id = c.seat.map_or(0, |s| self.last_msg[s.index()]);
        let summary = self.summary.lock().expect("summary").clone();
        let msg = json!({
            "type": "welcome",
            "version": VERSION,
            "table": self.row.id,
            "game": self.row.game,
            "seat": c.seat.map(|s| s.0),
            "lang": c.lang,
            "last_id": last_id,
            "table_info": summary,
            "chat": self.chat,
        });
        let tx = c.tx.clone();
        if tx.try_send(msg.to_string()).is_err() {
            self.drop_conn(conn);
            return;
        }
        self.send_update(Some(conn));
    }

    fn reply(&mut self, conn: u64, msg: Value) {
        if let Some(c) = self.conns.iter().find(|c| c.id == conn) {
            if c.tx.try_send(msg.to_string()).is_err() {
                self.drop_conn(conn);
            }
        }
    }

    fn error(&mut self, conn: u64, code: &str, message: impl Into<String>) {
        let m = message.into();
        self.reply(conn, json!({"type": "error", "code": code, "message": m}));
    }

    fn drop_conn(&mut self, conn: u64) {
        self.conns.retain(|c| c.id != conn);
        self.publish();
    }

    async fn message(&mut self, conn: u64, msg: ClientMsg) {
        let Some(seat) = self.conns.iter().find(|c| c.id == conn).map(|c| c.seat) else {
            return;
        };
        match msg {
            ClientMsg::Hello { .. } => self.error(conn, "hello_twice", "already said hello"),
            ClientMsg::Ping { id } => self.reply(conn, json!({"type": "pong", "id": id})),
            ClientMsg::Chat { id, text } => {
                let author = match seat {
                    Some(seat) => {
                        if !self.fresh(conn, seat, id).await {
                            return;
                        }
                        self.seats[seat.index()].name.clone()
                    }
                    None => match self.spectator_chat(conn, id) {
                        Some(name) => name,
                        None => return,
                    },
                };
                let text = text.trim();
                if text.is_empty() {
                    return self.error(conn, "chat_empty", "empty chat line");
                }
                if text.chars().count() > crate::protocol::MAX_CHAT_CHARS {
                    return self.error(
                        conn,
                        "chat_too_long",
                        format!(
                            "a chat line has at most {} characters",
                            crate::protocol::MAX_CHAT_CHARS
                        ),
                    );
                }
                let author = escape(&author);
                let body = escape(text);
                let at = now_secs();
                if let Err(e) = self
                    .store
                    .append_chat(&self.row.id, self.chat_len, &author, &body, at)
                    .await
                {
                    self.note(&e);
                    return self.error(conn, "storage", e.to_string());
                }
                self.chat_len += 1;
                let line = json!({"type": "chat", "seq": self.chat_len, "from": author,
                                  "seat": seat.map(|s| s.0), "text": body, "at": at});
                self.chat.push_back(line.clone());
                while self.chat.len() > CHAT_MEMORY {
                    self.chat.pop_front();
                }
                let text = line.to_string();
                let mut slow = Vec::new();
                for c in &self.conns {
                    if c.tx.try_send(text.clone()).is_err() {
                        slow.push(c.id);
                    }
                }
                for id in slow {
                    self.drop_conn(id);
                }
            }
            ClientMsg::Choose { id, at, option } => {
                let Some(seat) = seat else {
                    return self.error(conn, "spectator", "spectators cannot choose");
                };
                if !self.fresh(conn, seat, id).await {
                    return;
                }
                if self
                    .engine
                    .as_ref()
                    .and_then(|e| e.bot_kind(seat))
                    .is_some()
                {
                    return self.error(conn, "bot_seat", "this seat is played by a bot");
                }
                let Some(engine) = &self.engine else {
                    return self.error(conn, "not_started", "the game has not started");
                };
                let now = engine.choices();
                if at != now {
                    return self.error(
                        conn,
                        "stale",
                        format!("this answers decision {at}, but the game is at decision {now}"),
                    );
                }
                let canonical = match engine.check(seat, &option) {
                    Ok(c) => c,
                    Err(Refusal::NotYourTurn) => {
                        return self.error(conn, "not_your_turn", "another seat must decide now")
                    }
                    Err(Refusal::Unreadable(e)) => {
                        return self.error(
                            conn,
                            "bad_option",
                            format!("cannot read {option:?}: {e}"),
                        )
                    }
                    Err(Refusal::NotOffered) => {
                        return self.error(
                            conn,
                            "illegal",
                            format!("{option:?} is not one of the legal options now"),
                        )
                    }
                };
                if let Err(e) = self.commit(seat, &canonical).await {
                    self.error(conn, "storage", e);
                }
            }
        }
    }

    /// A spectator's chat: its name, if it gave one and the message number is new.
    fn spectator_chat(&mut self, conn: u64, id: u64) -> Option<String> {
        let c = self.conns.iter_mut().find(|c| c.id == conn)?;
        let Some(name) = c.name.clone() else {
            self.error(
                conn,
                "spectator_name",
                "a spectator chats under a name: say hello with \"name\"",
            );
            return None;
        };
        if id <= c.last_msg {
            let last = c.last_msg;
            self.error(
                conn,
                "replay",
                format!("message {id} is not newer than message {last}: ignored"),
            );
            return None;
        }
        c.last_msg = id;
        Some(name)
    }

    /// Replay protection: a seat's message numbers must grow, also across restarts (the
    /// number is stored before the message acts).
    async fn fresh(&mut self, conn: u64, seat: Seat, id: u64) -> bool {
        let last = self.last_msg[seat.index()];
        if id <= last {
            self.error(
                conn,
                "replay",
                format!("message {id} is not newer than message {last}: ignored"),
            );
            return false;
        }
        if let Err(e) = self.store.set_last_id(&self.row.id, seat.index(), id).await {
            self.note(&e);
            self.error(conn, "storage", e.to_string());
            return false;
        }
        self.last_msg[seat.index()] = id;
        true
    }

    /// Stores, applies and broadcasts a checked choice.
    async fn commit(&mut self, seat: Seat, canonical: &str) -> Result<(), String> {
        let Some(engine) = &mut self.engine else {
            return Err("no game".into());
        };
        self.stamp = now_us();
        let idx = engine.choices();
        if let Err(e) = self
            .store
            .append_choice(&self.row.id, idx, seat.index(), canonical)
            .await
        {
            let text = e.to_string();
            self.note(&e);
            return Err(text);
        }
        let Some(engine) = &mut self.engine else {
            return Err("no game".into());
        };
        if let Err(e) = engine.apply(seat, canonical) {
            // Cannot happen for a checked option; the log and the game would disagree.
            tracing::error!(table = %self.row.id, "choice {idx} stored but refused: {e}");
            return Err(e);
        }
        if self.snapshot_every > 0 && engine.choices() % self.snapshot_every == 0 {
            if let Some(snap) = engine.snapshot() {
                // Off the choice's path: a lost or late snapshot only means a longer replay.
                let (store, id) = (self.store.clone(), self.row.id.clone());
                tokio::spawn(async move {
                    if let Err(e) = store.put_snapshot(&id, &snap).await {
                        tracing::warn!(table = %id, "{e}");
                    }
                });
            }
        }
        self.after_change().await;
        Ok(())
    }

    async fn after_change(&mut self) {
        if let Some(e) = &self.engine {
            if e.pending().is_none() && self.row.status != "over" {
                match self.store.set_status(&self.row.id, "over").await {
                    Ok(()) => self.row.status = "over".into(),
                    Err(err) => self.note(&err),
                }
            }
        }
        self.send_update(None);
        self.publish();
        self.schedule_bot();
    }

    fn schedule_bot(&mut self) {
        self.bot_due = None;
        if self.row.status != "running" {
            return;
        }
        if let Some(e) = &self.engine {
            if let Some((seat, _)) = e.pending() {
                if let Some(kind) = e.bot_kind(seat) {
                    let mut ms = self.row.think_ms as u64;
                    if kind == BotKind::Search {
                        ms = ms.max(MIN_SEARCH_THINK_MS);
                    }
                    self.bot_due = Some(Instant::now() + Duration::from_millis(ms));
                }
            }
        }
    }

    async fn bot_step(&mut self) {
        let Some(engine) = &mut self.engine else {
            return;
        };
        let search = engine
            .pending()
            .and_then(|(s, _)| engine.bot_kind(s))
            .is_some_and(|k| k == BotKind::Search);
        let pick = match (&self.heavy, search) {
            // A search bot thinks for a while: on the blocking pool, a few at a time
            // across every table, so the async workers keep the other tables going.
            (Some(heavy), true) => {
                let Ok(_permit) = heavy.clone().acquire_owned().await else {
                    return;
                };
                let Some(mut engine) = self.engine.take() else {
                    return;
                };
                match tokio::task::spawn_blocking(move || {
                    let pick = engine.bot_choice();
                    (engine, pick)
                })
                .await
                {
                    Ok((engine, pick)) => {
                        self.engine = Some(engine);
                        pick
                    }
                    Err(e) => {
                        // The game is lost from memory; the log is whole, a restart resumes it.
                        tracing::error!(table = %self.row.id, "a search bot failed: {e}");
                        return;
                    }
                }
            }
            _ => engine.bot_choice(),
        };
        if let Some((seat, text)) = pick {
            if let Err(e) = self.commit(seat, &text).await {
                if self.lost {
                    return;
                }
                tracing::error!(table = %self.row.id, "bot choice not stored: {e}");
                // Try again later rather than spin on a failing database.
                self.bot_due = Some(Instant::now() + Duration::from_secs(1));
            }
        }
    }

    /// Sends every connection (or one) what changed: new events, its view, the decision.
    fn send_update(&mut self, only: Option<u64>) {
        let Some(engine) = &self.engine else {
            // Not started: the lobby state only.
            let summary = self.summary.lock().expect("summary").clone();
            let msg = json!({"type": "update", "status": self.row.status, "table_info": summary})
                .to_string();
            let mut slow = Vec::new();
            for c in self
                .conns
                .iter()
                .filter(|c| !matches!(only, Some(o) if o != c.id))
            {
                if c.tx.try_send(msg.clone()).is_err() {
                    slow.push(c.id);
                }
            }
            for id in slow {
                self.drop_conn(id);
            }
            return;
        };
        let at = engine.choices();
        let pending = engine.pending();
        let outcome = engine.outcome();
        let last = engine.last_seq();
        let mut views: Vec<Option<(Value, Value)>> =
            vec![None; (engine.seats() + 1) * Lang::ALL.len()];
        let mut stages: [Option<Value>; 3] = [None, None, None];
        let mut slow = Vec::new();
        for c in self
            .conns
            .iter_mut()
            .filter(|c| !matches!(only, Some(o) if o != c.id))
        {
            let slot = c.seat.map_or(0, |s| s.index() + 1);
            let deciding = pending.is_some_and(|(s, _)| Some(s) == c.seat)
                && c.seat.is_some_and(|s| engine.bot_kind(s).is_none());
            let li = Lang::ALL.iter().position(|l| *l == c.lang).unwrap_or(0);
            let slot = slot * Lang::ALL.len() + li;
            if stages[li].is_none() {
                stages[li] = Some(engine.stage(c.lang));
            }
            let stage = stages[li].as_ref().expect("stage");
            if views[slot].is_none() {
                let v = engine.view(c.seat);
                let cards = engine.view_cards(&v, c.lang);
                views[slot] = Some((v, cards));
            }
            let (view, cards) = views[slot].as_ref().expect("view");
            let options = deciding.then(|| engine.options(c.lang));
            // Events as this viewer saw them then, and the cards its options name now.
            let extra: HashSet<u64> = match &options {
                Some(opts) => {
                    let mut extra = HashSet::new();
                    for o in opts {
                        ids_in_text(&o.code, &mut extra);
                    }
                    extra
                }
                None => HashSet::new(),
            };
            let (events, resync) = match engine.events_since(c.sent, c.lang, c.seat, &extra) {
                Some(ev) => (ev, false),
                None => (Vec::new(), true),
            };
            c.sent = last;
            let msg = json!({
                "type": "update",
                "status": self.row.status,
                "at": at,
                "events": events,
                "events_lost": resync,
                "view": view,
                "cards": cards,
                "stage": stage,
                "turn": pending.map(|(s, p)| match engine.prompt_words(p, c.lang) {
                    Some(words) => json!({"seat": s.0, "prompt": p, "prompt_text": words}),
                    None => json!({"seat": s.0, "prompt": p}),
                }),
                "options": options,
                "outcome": outcome,
                "stamp_us": self.stamp,
            });
            if c.tx.try_send(msg.to_string()).is_err() {
                slow.push(c.id);
            }
        }
        for id in slow {
            self.drop_conn(id);
        }
    }

    /// Refreshes the lobby's summary.
    fn publish(&mut self) {
        let seats = self
            .seats
            .iter()
            .map(|s| {
                let connected = self
                    .conns
                    .iter()
                    .any(|c| c.seat == Some(Seat(s.seat as u8)));
                SeatSummary::of(s, connected, &self.decks, &self.automation)
            })
            .collect();
        let mut sum = self.summary.lock().expect("summary");
        sum.status = self.row.status.clone();
        sum.seats = seats;
        sum.spectators = self.conns.iter().filter(|c| c.seat.is_none()).count();
        sum.choices = self.engine.as_ref().map_or(0, |e| e.choices());
        sum.outcome = self.engine.as_ref().and_then(|e| e.outcome());
    }
}
