//! `jyhad serve`: the online table server (see `docs/protocol.md`).

use crate::{Failure, Outcome};
use clap::Args;
use jyhad_server::ServerConfig;
use std::net::SocketAddr;
use std::path::PathBuf;

/// Arguments of `jyhad serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (port 0: any free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Database URL: `postgres://user:pass@host/db` or `sqlite://FILE`; default: an
    /// embedded SQLite file in --data-dir.
    #[arg(long)]
    db: Option<String>,
    /// Folder of the embedded SQLite database (created if needed).
    #[arg(long, default_value = "jyhad-data")]
    data_dir: PathBuf,
    /// HTTP requests per second allowed per client address.
    #[arg(long, default_value_t = 20.0)]
    http_rate: f64,
    /// HTTP burst allowed per client address.
    #[arg(long, default_value_t = 100.0)]
    http_burst: f64,
    /// WebSocket messages per second allowed per connection.
    #[arg(long, default_value_t = 20.0)]
    ws_rate: f64,
    /// Most tables in memory at once.
    #[arg(long, default_value_t = 5000)]
    max_tables: usize,
    /// Store a game's snapshot every this many choices (0: never; a reload then replays
    /// the whole log).
    #[arg(long, default_value_t = 100)]
    snapshot_every: usize,
    /// An open (not started) table expires this many seconds after its creation.
    #[arg(long, default_value_t = 3600)]
    open_ttl_secs: u64,
    /// Most open tables created from one address at once.
    #[arg(long, default_value_t = 5)]
    max_open_per_addr: usize,
    /// Most open connections (HTTP and WebSocket) from one client address (a load test
    /// from one machine needs one per table).
    #[arg(long, default_value_t = 256)]
    max_conns_per_addr: usize,
    /// Worker threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Where clients reach this server, `http://host:port` (several servers on one
    /// PostgreSQL database send clients of this server's tables here); default: http://
    /// and --addr. Set it when listening on 0.0.0.0 or behind a proxy.
    #[arg(long)]
    public_url: Option<String>,
    /// Several servers on PostgreSQL: a server's registration lasts this many seconds
    /// without renewal (renewed every third of it); a dead server's tables are taken over
    /// by the others after it.
    #[arg(long, default_value_t = 10.0)]
    lease_secs: f64,
    /// Card images for the page, a URL template with `{id}` (the card's official id)
    /// and/or `{name}` (its English name), e.g. `https://images.example/{id}.jpg` or a
    /// folder you serve; the text card stays the fallback. Default: text cards only.
    #[arg(long, value_name = "TEMPLATE")]
    card_images: Option<String>,
}

/// Runs the server until the process is stopped.
pub fn run(args: ServeArgs) -> Outcome {
    use std::io::IsTerminal;
    // Colour codes only on a terminal: a log written to a file stays plain text.
    tracing_subscriber::fmt()
        .with_max_level(tracing_subscriber::filter::LevelFilter::INFO)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    // Where the games are kept, for the welcome below.
    let store = match &args.db {
        Some(url) if url.starts_with("postgres") => "a PostgreSQL database (--db)".to_string(),
        Some(url) => format!("the database {url}"),
        None => format!(
            "{} (embedded SQLite database; --data-dir to move it)",
            args.data_dir.display()
        ),
    };
    // A template naming no card would show one image for every card.
    if let Some(t) = &args.card_images {
        if !t.contains("{id}") && !t.contains("{name}") {
            return Err(Failure::run(format!(
                "--card-images {t:?} names no card: put {{id}} or {{name}} in it"
            )));
        }
    }
    let config = ServerConfig {
        addr: args.addr,
        db_url: args.db,
        data_dir: args.data_dir,
        http_rate: args.http_rate,
        http_burst: args.http_burst,
        ws_rate: args.ws_rate,
        ws_burst: (args.ws_rate * 3.0).max(10.0),
        max_tables: args.max_tables,
        snapshot_every: args.snapshot_every,
        open_ttl: std::time::Duration::from_secs(args.open_ttl_secs),
        max_open_per_addr: args.max_open_per_addr,
        max_conns_per_addr: args.max_conns_per_addr,
        public_url: args.public_url,
        card_images: args.card_images,
        lease_ttl: std::time::Duration::try_from_secs_f64(args.lease_secs)
            .ok()
            .filter(|d| *d >= std::time::Duration::from_millis(300))
            .ok_or_else(|| {
                Failure::run(format!(
                    "--lease-secs {} must be at least 0.3 seconds",
                    args.lease_secs
                ))
            })?,
        ..ServerConfig::default()
    };
    let mut rt = tokio::runtime::Builder::new_multi_thread();
    if let Some(t) = args.threads {
        rt.worker_threads(t.max(1));
    }
    let rt = rt
        .enable_all()
        .build()
        .map_err(|e| Failure::run(format!("cannot start the runtime: {e}")))?;
    rt.block_on(async move {
        // Watched before the server answers anything: a SIGTERM sent as soon as it answers
        // (a service manager, a test) must find the handler, not the default that kills.
        #[cfg(unix)]
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .map_err(|e| Failure::run(format!("cannot watch SIGTERM: {e}")))?;
        let server = jyhad_server::start(config).await.map_err(Failure::run)?;
        // The first line of stdout says where to connect (tests read it).
        // Then a newcomer's welcome: where to open the table, where games live, how to
        // stop. One write: a reader that closes the pipe after the first line loses nothing.
        let page = match server.addr.ip() {
            ip if ip.is_unspecified() => format!("http://127.0.0.1:{}/", server.addr.port()),
            _ => format!("http://{}/", server.addr),
        };
        let welcome = format!(
            "listening on http://{}\nopen {page} in a browser to create or join a table\n\
             games are kept in {store}\n\
             stop with Ctrl-C (tables in progress are saved and resume at the next start)\n",
            server.addr
        );
        let mut out = std::io::stdout().lock();
        let _ = std::io::Write::write_all(&mut out, welcome.as_bytes());
        let _ = std::io::Write::flush(&mut out);
        drop(out);
        // SIGTERM (what service managers send) and Ctrl-C stop it gracefully: no new
        // connections, table tasks ended, the database closed after its last commit.
        #[cfg(unix)]
        let terminated = term.recv();
        #[cfg(not(unix))]
        let terminated = std::future::pending::<Option<()>>();
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = terminated => {}
        }
        eprintln!("jyhad: stopping");
        server.stop().await;
        eprintln!("jyhad: stopped");
        Ok(())
    })
}
