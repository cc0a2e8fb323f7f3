//! `jyhad loadtest`: bot-only tables over real WebSockets against a running server.

use crate::{Failure, Outcome};
use clap::Args;
use jyhad_server::loadtest::{self, LoadConfig};
use std::net::SocketAddr;
use std::time::Duration;

/// Arguments of `jyhad loadtest`.
#[derive(Args, Debug)]
pub struct LoadtestArgs {
    /// Concurrent bot-only tables.
    #[arg(long, default_value_t = 100)]
    tables: usize,
    /// The server (`jyhad serve`; give it a high --http-rate for many tables).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Game: vtes or rivals.
    #[arg(long, default_value = "vtes")]
    game: String,
    /// Seats per table.
    #[arg(long, default_value_t = 5)]
    players: usize,
    /// Bot kind of every seat: random, greedy or search.
    #[arg(long, default_value = "random")]
    bot: String,
    /// Bot think delay in milliseconds.
    #[arg(long, default_value_t = 100)]
    think_ms: u64,
    /// Turn limit of each game.
    #[arg(long, default_value_t = 60)]
    max_turns: u32,
    /// Seconds of measurement, after every table is up.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Runs the load test and prints the figures.
pub fn run(args: LoadtestArgs) -> Outcome {
    let cfg = LoadConfig {
        addr: args.addr,
        tables: args.tables,
        game: args.game,
        players: args.players,
        bot: args.bot,
        think_ms: args.think_ms,
        max_turns: (args.max_turns > 0).then_some(args.max_turns),
        duration: Duration::from_secs(args.seconds),
    };
    let rt = tokio::runtime::Runtime::new()
        .map_err(|e| Failure::run(format!("cannot start the runtime: {e}")))?;
    let r = rt.block_on(loadtest::run(cfg)).map_err(Failure::run)?;
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&r).map_err(|e| Failure::run(e.to_string()))?
        );
        return Ok(());
    }
    println!(
        "{} tables (up in {:.1} s), {:.1} s measured: {} choices, {:.0} choices/s, {} updates",
        r.tables, r.ramp_seconds, r.seconds, r.choices, r.choices_per_second, r.updates
    );
    println!(
        "latency choice -> broadcast: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        r.p50_ms, r.p99_ms, r.max_ms
    );
    println!(
        "games finished: {}, errors: {}, tables closed at the end: {}",
        r.games_finished, r.errors, r.closed
    );
    Ok(())
}
