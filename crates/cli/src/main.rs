//! `jyhad`: the command-line front end of the Jyhad engine.
//!
//! Every subcommand lives in its own module; this file only parses arguments and turns
//! a [`Failure`] into a message on stderr and an exit code.

mod cards;
mod coverage;
mod deck;
mod decks;
mod loadtest;
mod play;
mod replay;
mod report;
mod scenario;
mod serve;
mod sim;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

// The server's many threads and the simulator's state clones allocate a lot; glibc's
// allocator spent about a quarter of the server's CPU time under `jyhad loadtest`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Jyhad: a Vampire: The Eternal Struggle rules engine.
#[derive(Parser)]
#[command(name = "jyhad", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Simulate many games between bots (VTES, or Rivals with `--game rivals`) and report
    /// speed and results.
    Sim(sim::SimArgs),
    /// Play one seat in the terminal against bots (greedy by default).
    Play(play::PlayArgs),
    /// Card data tools.
    #[command(subcommand)]
    Cards(cards::CardsCommand),
    /// Run rules scenario files or folders (VTES `.scenario`, Rivals `.rivals`).
    Scenario(scenario::ScenarioArgs),
    /// Replay a game record (JSON) and print its outcome.
    Replay(replay::ReplayArgs),
    /// Deck list tools: check the construction rules, statistics, format conversion.
    #[command(subcommand)]
    Deck(deck::DeckCommand),
    /// Run the online table server (HTTP lobby + WebSocket tables, games stored in a
    /// database).
    Serve(serve::ServeArgs),
    /// Load a running server with bot-only tables over WebSockets and report choices/s
    /// and latency.
    Loadtest(loadtest::LoadtestArgs),
}

/// Why a subcommand stopped: what to tell the user, and the process exit code.
#[derive(Debug)]
pub struct Failure {
    /// Exit code (1: the run found a problem, 2: bad input).
    pub code: u8,
    /// Message for stderr (may span several lines); empty when already reported.
    pub message: String,
}

impl Failure {
    /// A failure of the run itself (exit 1).
    pub fn run(message: impl Into<String>) -> Self {
        Failure {
            code: 1,
            message: message.into(),
        }
    }

    /// Bad input from the user: arguments, files (exit 2).
    pub fn input(message: impl Into<String>) -> Self {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

/// What every subcommand returns.
pub type Outcome = Result<(), Failure>;

/// Output piped into a reader that stops early (`jyhad … | head`) ends the process quietly,
/// as for any Unix tool, instead of a panic in `println!`. Not for the server and the load
/// test: they write to sockets, where a gone peer is an error to handle, not a reason to exit.
fn quiet_broken_pipe(command: &Command) {
    #[cfg(unix)]
    if !matches!(command, Command::Serve(_) | Command::Loadtest(_)) {
        // SAFETY: restores the default action of one signal before any thread is started.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    #[cfg(not(unix))]
    let _ = command;
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    quiet_broken_pipe(&cli.command);
    let result = match cli.command {
        Command::Sim(args) => sim::run(args),
        Command::Play(args) => play::run(args),
        Command::Cards(cmd) => cards::run(cmd),
        Command::Scenario(args) => scenario::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Deck(cmd) => deck::run(cmd),
        Command::Serve(args) => serve::run(args),
        Command::Loadtest(args) => loadtest::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("jyhad: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}
