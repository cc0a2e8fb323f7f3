//! `jyhad play`: a person plays one seat in the terminal against random bots.
//!
//! The human only ever sees their seat's view, like any client (DESIGN: hidden
//! information is a view); options are shown by their stable text and picked by number
//! or by that text.

use crate::{decks, sim, Failure, Outcome};
use clap::Args;
use jyhad_bots::RandomBot;
use jyhad_table::{Game, Seat};
use jyhad_vtes::view::{CardView, VtesView};
use jyhad_vtes::{Choice, DeckSpec, Vtes};
use std::collections::HashMap;
use std::io::{self, BufRead, IsTerminal, Write};

/// Arguments of `jyhad play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Your seat, 1-based.
    #[arg(long, default_value_t = 1)]
    seat: u8,
    /// Game seed (shuffles and bots).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Players at the table.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(4..=5))]
    players: u8,
    /// Deck files or starter names, in seat order (default: the five starter decks).
    #[arg(long, num_args = 1..)]
    decks: Vec<String>,
    /// Turn limit after which the game times out (0: none).
    #[arg(long, default_value_t = 200)]
    max_turns: u32,
}

/// The human's answer to a decision.
enum Answer {
    /// An option index.
    Pick(usize),
    /// `quit` or end of input.
    Stop,
}

/// Runs `jyhad play`.
pub fn run(args: PlayArgs) -> Outcome {
    if args.seat == 0 || args.seat > args.players {
        return Err(Failure::input(format!(
            "--seat must be between 1 and {}",
            args.players
        )));
    }
    let human = Seat(args.seat - 1);
    let lists = decks::load(&args.decks)?;
    let specs: Vec<DeckSpec> = lists.iter().map(DeckSpec::from_list).collect();
    let seats = decks::rotation(specs.len(), usize::from(args.players), 0);
    let chosen = seats.iter().map(|&d| specs[d].clone()).collect();
    let config = decks::config(chosen, args.max_turns, true);
    let mut game = Vtes::new_game(&config, args.seed).map_err(|e| Failure::input(e.to_string()))?;
    let names: Vec<String> = config.decks.iter().map(|d| d.name.clone()).collect();
    let io_error = |e: io::Error| Failure::run(format!("terminal: {e}"));
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "You are {human} ({}). Answer with an option's number or its text; `quit` stops.",
        names[human.index()]
    )
    .map_err(io_error)?;
    // Piped answers are not shown by the terminal; echo them so the transcript reads well.
    let echo = !io::stdin().is_terminal();
    let mut asker = Asker {
        input: &mut input,
        echo,
    };
    play_loop(&mut game, human, args.seed, &names, &mut asker, &mut out).map_err(io_error)?;
    print_standings(&game, &names, &mut out).map_err(io_error)
}

fn play_loop(
    game: &mut Vtes,
    human: Seat,
    seed: u64,
    names: &[String],
    asker: &mut Asker<impl BufRead>,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut bots: Vec<RandomBot> = (0..names.len())
        .map(|k| RandomBot::new(sim::bot_seed(seed, k)))
        .collect();
    let mut options: Vec<Choice> = Vec::new();
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        let pick = if seat == human {
            let view = game.view(Some(human));
            print_view(&view, names, out)?;
            print_options(&view, prompt, &options, out)?;
            match asker.ask(&options, out)? {
                Answer::Pick(i) => i,
                Answer::Stop => return Ok(()),
            }
        } else {
            bots[seat.index()].pick(options.len())
        };
        let choice = options[pick];
        if seat != human {
            writeln!(out, "{seat}: {choice}")?;
        }
        match game.apply(seat, &choice) {
            Ok(events) => {
                for e in events {
                    writeln!(out, "    {e}")?;
                }
            }
            // The engine listed this option, so a refusal is an engine bug: say so and stop.
            Err(e) => {
                writeln!(out, "engine refused {seat}'s {choice}: {e}")?;
                return Ok(());
            }
        }
    }
    Ok(())
}

/// Reads the human's answers.
struct Asker<'a, R> {
    input: &'a mut R,
    /// Whether to print each answer read (input is not a terminal).
    echo: bool,
}

impl<R: BufRead> Asker<'_, R> {
    /// Reads answers until one names a legal option, or input ends / the user quits.
    fn ask(&mut self, options: &[Choice], out: &mut impl Write) -> io::Result<Answer> {
        let mut line = String::new();
        loop {
            write!(out, "> ")?;
            out.flush()?;
            line.clear();
            if self.input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                writeln!(out, "(end of input)")?;
                return Ok(Answer::Stop);
            }
            if self.echo {
                writeln!(out, "{}", line.trim_end())?;
            }
            if let Some(answer) = read_answer(line.trim(), options, out)? {
                return Ok(answer);
            }
        }
    }
}

/// Reads one answer: `Some` when it picks an option or stops, `None` (after saying why)
/// when it must be asked again.
fn read_answer(
    answer: &str,
    options: &[Choice],
    out: &mut impl Write,
) -> io::Result<Option<Answer>> {
    if answer.is_empty() {
        return Ok(None);
    }
    if answer.eq_ignore_ascii_case("quit") || answer.eq_ignore_ascii_case("q") {
        return Ok(Some(Answer::Stop));
    }
    if let Ok(n) = answer.parse::<usize>() {
        if (1..=options.len()).contains(&n) {
            return Ok(Some(Answer::Pick(n - 1)));
        }
        writeln!(out, "{n} is not an option: choose 1 to {}.", options.len())?;
        return Ok(None);
    }
    // Text is compared parsed, so extra spaces between words do not matter.
    match answer.parse::<Choice>() {
        Ok(c) => match options.iter().position(|o| *o == c) {
            Some(i) => return Ok(Some(Answer::Pick(i))),
            None => writeln!(out, "`{c}` is not a legal option now.")?,
        },
        Err(e) => writeln!(
            out,
            "{e}. Type a number from 1 to {}, an option's text, or `quit`.",
            options.len()
        )?,
    }
    Ok(None)
}

/// Card names by id, for every card the viewer can see (to annotate options).
fn card_names(view: &VtesView) -> HashMap<u16, &str> {
    fn walk<'a>(c: &'a CardView, names: &mut HashMap<u16, &'a str>) {
        names.insert(c.id.0, &c.name);
        for a in &c.attached {
            walk(a, names);
        }
    }
    let mut names = HashMap::new();
    for s in &view.seats {
        for c in s
            .ready
            .iter()
            .chain(&s.torpor)
            .chain(&s.in_play)
            .chain(&s.ash_heap)
        {
            walk(c, &mut names);
        }
    }
    for c in view.hand.iter().chain(&view.uncontrolled) {
        walk(c, &mut names);
    }
    names
}

/// Victory points from half points: `1`, `1.5`.
fn half(vp: u16) -> String {
    // f64 prints whole numbers without a fraction.
    (f64::from(vp) / 2.0).to_string()
}

fn card_text(c: &CardView, counter: &str) -> String {
    let mut s = format!("{} {}", c.id, c.name);
    let mut notes = Vec::new();
    if c.counters > 0 {
        notes.push(format!("{} {counter}", c.counters));
    }
    if c.tapped {
        notes.push("tapped".to_string());
    }
    if !notes.is_empty() {
        s += &format!(" ({})", notes.join(", "));
    }
    for a in &c.attached {
        s += &format!(" [+{} {}]", a.id, a.name);
    }
    s
}

fn print_view(view: &VtesView, names: &[String], out: &mut impl Write) -> io::Result<()> {
    let edge = view
        .edge
        .map_or_else(|| "nobody".to_string(), |s| s.to_string());
    writeln!(out)?;
    writeln!(
        out,
        "== turn {}, {}'s {} phase, edge: {edge} ==",
        view.turn, view.active, view.phase
    )?;
    for s in &view.seats {
        let you = if Some(s.seat) == view.viewer {
            " (you)"
        } else {
            ""
        };
        let state = if s.ousted {
            "ousted".to_string()
        } else {
            format!(
                "pool {}, hand {}, library {}, crypt {}, uncontrolled {}",
                s.pool, s.hand_count, s.library_count, s.crypt_count, s.uncontrolled_count
            )
        };
        writeln!(
            out,
            "{}{you} {}: {} VP, {state}",
            s.seat,
            names[s.seat.index()],
            half(s.half_vp)
        )?;
        let list = |cards: &[CardView], counter| {
            cards
                .iter()
                .map(|c| card_text(c, counter))
                .collect::<Vec<_>>()
                .join("; ")
        };
        if !s.ready.is_empty() {
            writeln!(out, "    ready: {}", list(&s.ready, "blood"))?;
        }
        if !s.torpor.is_empty() {
            writeln!(out, "    torpor: {}", list(&s.torpor, "blood"))?;
        }
        if !s.in_play.is_empty() {
            writeln!(out, "    in play: {}", list(&s.in_play, "counters"))?;
        }
    }
    let cards = |cs: &[CardView], counter| {
        cs.iter()
            .map(|c| card_text(c, counter))
            .collect::<Vec<_>>()
            .join("; ")
    };
    writeln!(out, "your hand: {}", cards(&view.hand, "counters"))?;
    if !view.uncontrolled.is_empty() {
        writeln!(
            out,
            "your uncontrolled: {}",
            cards(&view.uncontrolled, "blood")
        )?;
    }
    Ok(())
}

fn print_options(
    view: &VtesView,
    prompt: &str,
    options: &[Choice],
    out: &mut impl Write,
) -> io::Result<()> {
    let names = card_names(view);
    writeln!(
        out,
        "{}: {prompt}",
        view.viewer.map_or_else(String::new, |s| s.to_string())
    )?;
    for (i, o) in options.iter().enumerate() {
        let text = o.to_string();
        // Name the cards an option refers to, so `#12` needs no lookup.
        let refs: Vec<String> = text
            .split(|c: char| !(c == '#' || c.is_ascii_digit()))
            .filter_map(|w| w.strip_prefix('#')?.parse::<u16>().ok())
            .filter_map(|id| names.get(&id).map(|n| format!("#{id} {n}")))
            .collect();
        if refs.is_empty() {
            writeln!(out, "  {:>2}) {text}", i + 1)?;
        } else {
            writeln!(out, "  {:>2}) {text}    ({})", i + 1, refs.join(", "))?;
        }
    }
    Ok(())
}

fn print_standings(game: &Vtes, names: &[String], out: &mut impl Write) -> io::Result<()> {
    writeln!(out)?;
    let view = game.view(None);
    match game.outcome() {
        Some(o) => {
            let how = if o.timed_out { " (time limit)" } else { "" };
            writeln!(out, "Game over after {} turns{how}.", o.turns)?;
        }
        None => writeln!(out, "Game stopped at turn {}.", view.turn)?,
    }
    for s in &view.seats {
        let state = if s.ousted {
            "ousted".to_string()
        } else {
            format!("pool {}", s.pool)
        };
        writeln!(
            out,
            "  {} {:<12} {} VP, {state}",
            s.seat,
            names[s.seat.index()],
            half(s.half_vp)
        )?;
    }
    if let Some(o) = game.outcome() {
        match o.winner {
            Some(w) => writeln!(out, "Winner: {w} ({}).", names[w.index()])?,
            None => writeln!(out, "No winner (tie).")?,
        }
    }
    Ok(())
}
