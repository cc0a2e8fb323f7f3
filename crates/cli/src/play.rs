//! `jyhad play`: a person plays one seat in the terminal against bots, in VTES
//! (`--game vtes`, the default) or in Rivals (`--game rivals`).
//!
//! The human only ever sees their seat's view, like any client (DESIGN: hidden
//! information is a view). Options are shown in words with their code in brackets, and
//! picked by number, by code or by the words as shown (any case). Numbers are stable within
//! a decision sequence ([`Numbering`]). `?` with a card's name, `#N` or an option's number
//! shows a card's text and facts.

use crate::sim::GameName;
use crate::{decks, sim, Failure, Outcome};
use clap::Args;
use jyhad_bots::vtes::{make_bot, BotKind};
use jyhad_bots::{Bot, SearchConfig, Seen};
use jyhad_cards::{db, CardRef, CryptType, Level};
use jyhad_rivals::view::{CardView as RivalsCardView, RivalsView};
use jyhad_rivals::Rivals;
use jyhad_table::{CardId, Game, Lang, Seat};
use jyhad_vtes::defs::text::{card_name, card_text};
use jyhad_vtes::defs::Defs;
use jyhad_vtes::view::{CardView, VtesView};
use jyhad_vtes::{Choice, DeckSpec, Vtes};
use std::collections::HashMap;
use std::fmt;
use std::io::{self, BufRead, IsTerminal, Write};
use std::str::FromStr;

/// Arguments of `jyhad play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Your seat, 1-based.
    #[arg(long, default_value_t = 1)]
    seat: u8,
    /// Game seed (shuffles and bots).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The game: `vtes` or `rivals`.
    #[arg(long, value_enum, default_value = "vtes")]
    game: GameName,
    /// Players at the table: 4 or 5 for VTES (default 5), 2 to 4 for Rivals (default 4).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=5))]
    players: Option<u8>,
    /// The other seats' bots (`random`, `greedy`, `search`).
    #[arg(long, default_value = "greedy")]
    bots: String,
    /// The language of events and options (`en`, `fr`, `it`).
    #[arg(long, default_value = "en")]
    lang: String,
    /// VTES: deck files or starter names, in seat order (default: the five starter decks);
    /// Rivals: shipped deck names (default: brujah, toreador, ventrue, malkavian).
    #[arg(long, num_args = 1..)]
    decks: Vec<String>,
    /// Turn limit after which the game times out (0: none).
    #[arg(long, default_value_t = 200)]
    max_turns: u32,
    /// VTES: allow manual cards (issue 18): the cards the engine does not automate are
    /// offered in their type's window and resolved by hand with generic moves (the bots
    /// never play them, and approve only the moves a card of its type could make).
    #[arg(long)]
    manual_cards: bool,
}

/// The human's answer to a decision.
enum Answer {
    /// An option index.
    Pick(usize),
    /// `quit` or end of input.
    Stop,
    /// `?…`: a question about a card (what follows the `?`, trimmed); asked again after.
    Card(String),
}

/// How to answer, for the greeting and the error message.
/// The terminal table's own words in every language (`locales/*/terminal.ftl`).
fn terminal_texts() -> &'static jyhad_table::Texts {
    static T: std::sync::OnceLock<jyhad_table::Texts> = std::sync::OnceLock::new();
    T.get_or_init(|| {
        jyhad_table::Texts::new(&[
            (Lang::En, include_str!("../locales/en/terminal.ftl")),
            (Lang::Fr, include_str!("../locales/fr/terminal.ftl")),
            (Lang::It, include_str!("../locales/it/terminal.ftl")),
        ])
        .expect("the terminal's Fluent files are valid")
    })
}

/// One of the terminal's own messages in a language.
fn say(lang: Lang, id: &str, args: &[(&str, jyhad_table::TextArg<'_>)]) -> String {
    terminal_texts().get(lang, id, args)
}

/// A text argument.
fn arg(s: impl Into<String>) -> jyhad_table::TextArg<'static> {
    jyhad_table::TextArg::from(s.into())
}

/// Runs `jyhad play`.
pub fn run(args: PlayArgs) -> Outcome {
    let players = match (args.game, args.players) {
        (GameName::Vtes, None) => 5,
        (GameName::Rivals, None) => 4,
        (GameName::Vtes, Some(p)) if !(4..=5).contains(&p) => {
            return Err(Failure::input(
                "VTES is played by 4 or 5 players (--players)",
            ))
        }
        (GameName::Rivals, Some(p)) if !(2..=4).contains(&p) => {
            return Err(Failure::input(
                "Rivals is played by 2 to 4 players (--players)",
            ))
        }
        (_, Some(p)) => p,
    };
    if args.seat == 0 || args.seat > players {
        return Err(Failure::input(format!(
            "--seat must be between 1 and {players}"
        )));
    }
    if args.game == GameName::Rivals {
        return run_rivals(&args, players);
    }
    let human = Seat(args.seat - 1);
    let lang: Lang = args
        .lang
        .parse()
        .map_err(|e| Failure::input(format!("{e}")))?;
    let kind: BotKind = args.bots.parse().map_err(Failure::input)?;
    let lists = decks::load(&args.decks)?;
    let specs: Vec<DeckSpec> = lists.iter().map(DeckSpec::from_list).collect();
    let seats = decks::rotation(specs.len(), usize::from(players), 0);
    let chosen = seats.iter().map(|&d| specs[d].clone()).collect();
    let mut config = decks::config(chosen, args.max_turns, true);
    config.manual_cards = args.manual_cards;
    let mut game = Vtes::new_game(&config, args.seed).map_err(|e| Failure::input(e.to_string()))?;
    let names: Vec<String> = config.decks.iter().map(|d| d.name.clone()).collect();
    let io_error = |e: io::Error| Failure::run(format!("terminal: {e}"));
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{} {}",
        say(
            lang,
            "you-are",
            &[
                ("seat", arg(seat_words(human, lang))),
                ("deck", arg(names[human.index()].clone())),
                ("bots", arg(kind.to_string())),
            ]
        ),
        say(lang, "how-to-answer", &[])
    )
    .map_err(io_error)?;
    let mut asker = Asker::on_stdin(&mut input, lang);
    let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..names.len())
        .map(|k| make_bot(kind, sim::bot_seed(args.seed, k), SearchConfig::default()))
        .collect();
    let table = Table {
        human,
        lang,
        names: &names,
    };
    play_loop(&mut game, &table, &mut bots, &mut asker, &mut out).map_err(io_error)?;
    print_standings(&game, &names, &mut out).map_err(io_error)
}

/// Who plays where at a terminal VTES table, and in which language.
struct Table<'a> {
    human: Seat,
    lang: Lang,
    names: &'a [String],
}

fn play_loop(
    game: &mut Vtes,
    table: &Table<'_>,
    bots: &mut [Box<dyn Bot<Vtes>>],
    asker: &mut Asker<impl BufRead>,
    out: &mut impl Write,
) -> io::Result<()> {
    let (human, lang) = (table.human, table.lang);
    let mut options: Vec<Choice> = Vec::new();
    let mut numbering = Numbering::default();
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        let pick = if seat == human {
            let view = game.view(Some(human));
            print_view(game, &view, table.names, table.lang, out)?;
            numbering.start((view.turn, view.active, view.phase));
            let numbers = numbering.number(&options);
            let words: Vec<String> = options
                .iter()
                .map(|o| game.describe_choice(o, lang))
                .collect();
            print_options(&view, prompt, &options, &numbers, &words, lang, out)?;
            loop {
                match asker.ask(&options, &numbers, &words, out)? {
                    Answer::Pick(i) => break i,
                    Answer::Stop => return Ok(()),
                    Answer::Card(query) => {
                        show_cards(game, &view, &options, &numbers, &query, lang, out)?
                    }
                }
            }
        } else {
            // Another seat decides: the human's next decision starts a new sequence.
            numbering.reset();
            // Bots see only their seat's information, as at any table.
            bots[seat.index()].choose(&Seen::new(&*game, seat, prompt), &options)
        };
        let choice = options[pick];
        // A bot's choice in words when it names only cards the human can see (a
        // referendum's terms, a vote by a titled vampire); otherwise by its encoding with
        // the cards the human may not know as `#?` (in words it would name them).
        if seat != human {
            let mut text = choice.to_string();
            // The human's view is only needed when the choice names a card.
            let hidden = text.contains('#') && {
                let view = game.view(Some(human));
                let names = card_names(&view);
                let redacted = redact_ids(&text, |id| names.contains_key(&id));
                let hidden = redacted != text;
                text = redacted;
                hidden
            };
            if !hidden {
                text = game.describe_choice(&choice, lang);
            }
            writeln!(out, "{}", labelled(lang, &seat_words(seat, lang), &text))?;
        }
        match game.apply(seat, &choice) {
            Ok(events) => {
                // A run of the same line (a Methuselah's opening draws) is one line
                // with its count.
                let lines: Vec<String> = events
                    .iter()
                    .map(|e| game.describe_event(e, lang))
                    .collect();
                let mut k = 0;
                while k < lines.len() {
                    let run = lines[k..].iter().take_while(|l| **l == lines[k]).count();
                    if run > 1 {
                        writeln!(out, "    {} (×{run})", lines[k])?;
                    } else {
                        writeln!(out, "    {}", lines[k])?;
                    }
                    k += run;
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

/// Stable option numbers. A decision sequence is the run of the human's decisions in one
/// phase of one turn with no other seat deciding in between (the transfers of an influence
/// phase, say: bringing a vampire out or running short of transfers changes the options,
/// not the numbers of those that stay). Within it an
/// option keeps its number for as long as it is offered, a new option takes the next
/// number never used in the sequence, and a number once given is never given to another
/// option, so an answer typed ahead can never pick a different option than the one it
/// named. Options are listed by number; a new sequence starts again at 1.
struct Numbering<K, C> {
    /// The sequence's key (turn, active seat, phase).
    key: Option<K>,
    /// Every option numbered in the sequence, with its number.
    given: Vec<(C, usize)>,
}

impl<K, C> Default for Numbering<K, C> {
    fn default() -> Self {
        Numbering {
            key: None,
            given: Vec::new(),
        }
    }
}

impl<K: PartialEq, C: PartialEq + Clone> Numbering<K, C> {
    /// Starts a new sequence unless `key` continues the current one.
    fn start(&mut self, key: K) {
        if self.key.as_ref() != Some(&key) {
            self.reset();
            self.key = Some(key);
        }
    }

    /// Ends the sequence: the next decision starts at 1.
    fn reset(&mut self) {
        self.key = None;
        self.given.clear();
    }

    /// The number of each option, giving new ones the next unused numbers.
    fn number(&mut self, options: &[C]) -> Vec<usize> {
        options
            .iter()
            .map(|o| match self.given.iter().find(|(c, _)| c == o) {
                Some(&(_, n)) => n,
                None => {
                    let n = self.given.len() + 1;
                    self.given.push((o.clone(), n));
                    n
                }
            })
            .collect()
    }
}

/// Option indices in the order of their numbers.
fn by_number(numbers: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..numbers.len()).collect();
    order.sort_by_key(|&i| numbers[i]);
    order
}

/// The numbers to choose from, in words: `1 to 5`, or `2, 4, 6` when there are gaps.
fn number_range(numbers: &[usize]) -> String {
    let mut sorted = numbers.to_vec();
    sorted.sort_unstable();
    match (sorted.first(), sorted.last()) {
        (Some(&a), Some(&b)) if a == b => a.to_string(),
        (Some(&a), Some(&b)) if b - a + 1 == sorted.len() => format!("{a} to {b}"),
        _ => sorted
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// Reads the human's answers.
struct Asker<'a, R> {
    input: &'a mut R,
    /// Whether to print each answer read (input is not a terminal).
    echo: bool,
    /// The language of the terminal's own words.
    lang: Lang,
}

impl<'a, R: BufRead> Asker<'a, R> {
    /// Answers read from standard input (`input` is its lock). Piped answers are not shown
    /// by a terminal, so they are echoed for the transcript to read well.
    fn on_stdin(input: &'a mut R, lang: Lang) -> Self {
        Asker {
            input,
            echo: !io::stdin().is_terminal(),
            lang,
        }
    }

    /// Reads answers until one names a legal option, asks about a card, or input ends /
    /// the user quits. `numbers` and `words` are each option's number and text as shown.
    fn ask<C>(
        &mut self,
        options: &[C],
        numbers: &[usize],
        words: &[String],
        out: &mut impl Write,
    ) -> io::Result<Answer>
    where
        C: FromStr + PartialEq + fmt::Display,
        C::Err: fmt::Display,
    {
        let mut line = String::new();
        loop {
            write!(out, "> ")?;
            out.flush()?;
            line.clear();
            if self.input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                writeln!(out, "{}", say(self.lang, "end-of-input", &[]))?;
                return Ok(Answer::Stop);
            }
            if self.echo {
                writeln!(out, "{}", line.trim_end())?;
            }
            if let Some(answer) = read_answer(line.trim(), options, numbers, words, self.lang, out)?
            {
                return Ok(answer);
            }
        }
    }
}

/// Reads one answer: `Some` when it picks an option, asks about a card or stops, `None`
/// (after saying why) when it must be asked again. An option is named by its number, by
/// its text as shown (case and runs of spaces do not matter) or by its code.
fn read_answer<C>(
    answer: &str,
    options: &[C],
    numbers: &[usize],
    words: &[String],
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<Option<Answer>>
where
    C: FromStr + PartialEq + fmt::Display,
    C::Err: fmt::Display,
{
    if answer.is_empty() {
        return Ok(None);
    }
    if answer.eq_ignore_ascii_case("quit") || answer.eq_ignore_ascii_case("q") {
        return Ok(Some(Answer::Stop));
    }
    if let Some(query) = answer.strip_prefix('?') {
        return Ok(Some(Answer::Card(query.trim().to_string())));
    }
    if let Ok(n) = answer.parse::<usize>() {
        if let Some(i) = numbers.iter().position(|&k| k == n) {
            return Ok(Some(Answer::Pick(i)));
        }
        let words = say(
            lang,
            "not-an-option",
            &[
                ("n", arg(n.to_string())),
                ("range", arg(number_range(numbers))),
            ],
        );
        writeln!(out, "{words}")?;
        return Ok(None);
    }
    let key = text_key(answer);
    let same: Vec<usize> = (0..words.len())
        .filter(|&i| text_key(&words[i]) == key)
        .collect();
    match same[..] {
        [i] => return Ok(Some(Answer::Pick(i))),
        [] => {}
        _ => {
            let list: Vec<String> = same.iter().map(|&i| numbers[i].to_string()).collect();
            let words = say(
                lang,
                "several-options",
                &[("answer", arg(answer)), ("numbers", arg(list.join(", ")))],
            );
            writeln!(out, "{words}")?;
            return Ok(None);
        }
    }
    // A code is compared parsed, so extra spaces between words do not matter.
    match answer.parse::<C>() {
        Ok(c) => match options.iter().position(|o| *o == c) {
            Some(i) => return Ok(Some(Answer::Pick(i))),
            None => writeln!(
                out,
                "{} {}",
                say(lang, "not-legal-now", &[("code", arg(c.to_string()))]),
                say(lang, "how-to-answer", &[])
            )?,
        },
        Err(_) => writeln!(
            out,
            "{} {}",
            say(
                lang,
                "not-understood",
                &[
                    ("answer", arg(answer)),
                    ("range", arg(number_range(numbers)))
                ]
            ),
            say(lang, "how-to-answer", &[])
        )?,
    }
    Ok(None)
}

/// Text compared without case and with single spaces.
fn text_key(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
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

/// `text` with every card id `#N` that `known` refuses written `#?`.
fn redact_ids(text: &str, known: impl Fn(u16) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('#') {
        out.push_str(&rest[..=i]);
        rest = &rest[i + 1..];
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        match rest[..digits].parse::<u16>() {
            Ok(id) if !known(id) => out.push('?'),
            _ => out.push_str(&rest[..digits]),
        }
        rest = &rest[digits..];
    }
    out.push_str(rest);
    out
}

/// Victory points from half points: `1`, `1.5`.
fn half(vp: u16) -> String {
    // f64 prints whole numbers without a fraction.
    (f64::from(vp) / 2.0).to_string()
}

/// A card as listed in the view, in `lang`; `capacity` is a vampire's (shown with its
/// blood); `counter` names what its counters are (`blood`, `counters`).
fn card_line(c: &CardView, counter: &str, capacity: Option<u8>, lang: Lang) -> String {
    let mut s = format!("{} {}", c.id, c.name);
    let mut notes = Vec::new();
    let n = || arg(c.counters.to_string());
    match capacity {
        Some(cap) => notes.push(say(
            lang,
            "blood-capacity",
            &[("n", n()), ("capacity", arg(cap.to_string()))],
        )),
        None if c.counters > 0 => notes.push(say(lang, counter, &[("n", n())])),
        None => {}
    }
    if c.tapped {
        notes.push(say(lang, "tapped", &[]));
    }
    // Issue 18: what the engine does not automate is played or resolved by hand.
    if !jyhad_vtes::automation::automated(c.def) {
        let f = db().get(c.def);
        match jyhad_vtes::automation::traits_only(f) {
            // Traits alone: nothing to do by hand; say which the engine does not enforce.
            Some(t) => {
                let names: Vec<String> = t
                    .to_string()
                    .split('/')
                    .map(|n| say(lang, &format!("trait-{n}"), &[]))
                    .collect();
                notes.push(say(
                    lang,
                    "traits-not-enforced",
                    &[("traits", arg(names.join(", ")))],
                ));
            }
            None if f.is_crypt() => notes.push(say(lang, "ability-by-hand", &[])),
            None => notes.push(say(lang, "by-hand", &[])),
        }
    }
    // A label names the card that caused it, and its player's words.
    for l in &c.labels {
        let name = &db().get(l.def).name;
        let label = match l.text.as_str() {
            "" => format!("{name} {}", l.id),
            words => format!("{name} {}: {words}", l.id),
        };
        notes.push(say(lang, "marked-by", &[("label", arg(label))]));
    }
    if !notes.is_empty() {
        s += &format!(" ({})", notes.join(", "));
    }
    for a in &c.attached {
        s += &format!(" [+{} {}]", a.id, a.name);
    }
    s
}

/// A visible vampire's capacity (`None` for other cards).
fn capacity(game: &Vtes, c: &CardView) -> Option<u8> {
    let f = db().get(game.state().card(c.id).def);
    (f.is_crypt() && f.crypt_type != Some(CryptType::Imbued)).then_some(f.capacity)
}

/// Cards as listed in the view, vampires with their capacity.
fn card_list(game: &Vtes, cards: &[CardView], counter: &str, lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_line(c, counter, capacity(game, c), lang))
        .collect::<Vec<_>>()
        .join("; ")
}

/// A seat in the engine's words ("seat 2", « place 2 »).
fn seat_words(seat: Seat, lang: Lang) -> String {
    say(lang, "seat", &[("n", arg((seat.0 + 1).to_string()))])
}

/// "label: value", with the language's spacing before the colon (French « : »).
fn labelled(lang: Lang, label: &str, value: &str) -> String {
    say(
        lang,
        "labelled",
        &[("label", arg(label)), ("value", arg(value))],
    )
}

fn print_view(
    game: &Vtes,
    view: &VtesView,
    names: &[String],
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<()> {
    let edge = view
        .edge
        .map_or_else(|| say(lang, "nobody", &[]), |s| seat_words(s, lang));
    writeln!(out)?;
    let phase = say(lang, "phase", &[("phase", arg(view.phase))]);
    let turn = say(
        lang,
        "turn-line",
        &[
            ("turn", arg(view.turn.to_string())),
            ("seat", arg(seat_words(view.active, lang))),
            ("phase", arg(phase)),
            ("edge", arg(edge)),
        ],
    );
    writeln!(out, "{turn}")?;
    for s in &view.seats {
        let you = if Some(s.seat) == view.viewer {
            format!(" ({})", say(lang, "you", &[]))
        } else {
            String::new()
        };
        let state = if s.ousted {
            say(lang, "ousted", &[])
        } else {
            say(
                lang,
                "methuselah-line",
                &[
                    ("vp", arg(half(s.half_vp))),
                    ("pool", arg(s.pool.to_string())),
                    ("hand", arg(s.hand_count.to_string())),
                    ("library", arg(s.library_count.to_string())),
                    ("crypt", arg(s.crypt_count.to_string())),
                    ("uncontrolled", arg(s.uncontrolled_count.to_string())),
                ],
            )
        };
        let who = format!(
            "{}{you} {}",
            seat_words(s.seat, lang),
            names[s.seat.index()]
        );
        writeln!(out, "{}", labelled(lang, &who, &state))?;
        let list = |cards: &[CardView], counter| card_list(game, cards, counter, lang);
        for (cards, label, counter) in [
            (&s.ready, "ready", "blood"),
            (&s.torpor, "torpor", "blood"),
            (&s.in_play, "in-play", "counters"),
        ] {
            if !cards.is_empty() {
                let label = say(lang, label, &[]);
                writeln!(out, "    {}", labelled(lang, &label, &list(cards, counter)))?;
            }
        }
    }
    if let Some(m) = &view.stage.manual {
        let card = m.card.map_or_else(
            || "a card".to_string(),
            |c| format!("{} {}", c.id, card_name(c.def, Lang::En)),
        );
        writeln!(out, "{} resolves {card} by hand", m.seat)?;
        for p in &m.proposed {
            let words = p
                .parse::<Choice>()
                .map_or_else(|_| p.clone(), |c| game.describe_choice(&c, Lang::En));
            writeln!(out, "    proposed: {words} [{p}]")?;
        }
        if !m.asking.is_empty() {
            let who: Vec<String> = m.asking.iter().map(|s| s.to_string()).collect();
            writeln!(out, "    waiting for the approval of {}", who.join(", "))?;
        }
    }
    let cards = |cs: &[CardView], counter| card_list(game, cs, counter, lang);
    let hand = say(lang, "your-hand", &[]);
    writeln!(
        out,
        "{}",
        labelled(lang, &hand, &cards(&view.hand, "counters"))
    )?;
    if !view.uncontrolled.is_empty() {
        let label = say(lang, "your-uncontrolled", &[]);
        writeln!(
            out,
            "{}",
            labelled(lang, &label, &cards(&view.uncontrolled, "blood"))
        )?;
    }
    Ok(())
}

fn print_options(
    view: &VtesView,
    prompt: &str,
    options: &[Choice],
    numbers: &[usize],
    words: &[String],
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<()> {
    let names = card_names(view);
    let who = view
        .viewer
        .map_or_else(String::new, |s| seat_words(s, lang));
    // The prompt in the player's language (the engine's message for it).
    let prompt = jyhad_vtes::text::prompts::prompt_words(prompt, lang);
    writeln!(out, "{}", labelled(lang, &who, &prompt))?;
    for i in by_number(numbers) {
        let (o, words, n) = (&options[i], &words[i], numbers[i]);
        let text = o.to_string();
        // Name the cards an option refers to, so `#12` needs no lookup.
        let refs: Vec<String> = card_ids(&text)
            .into_iter()
            .filter_map(|id| names.get(&id).map(|n| format!("#{id} {n}")))
            .collect();
        // The words, then the encoding (an answer may be either).
        if *words == text {
            writeln!(out, "  {n:>2}) {text}")?;
        } else if refs.is_empty() {
            writeln!(out, "  {n:>2}) {words}    [{text}]")?;
        } else {
            writeln!(out, "  {n:>2}) {words}    [{text}] ({})", refs.join(", "))?;
        }
    }
    Ok(())
}

/// The card ids `#N` a choice's code names, in order.
fn card_ids(code: &str) -> Vec<u16> {
    code.split(|c: char| !(c == '#' || c.is_ascii_digit()))
        .filter_map(|w| w.strip_prefix('#')?.parse::<u16>().ok())
        .collect()
}

/// Answers `?QUERY`: the text and facts of a card the human can see (`#N`), of the cards
/// option N names (`N`), or of any card by name; `?` alone says how.
fn show_cards(
    game: &Vtes,
    view: &VtesView,
    options: &[Choice],
    numbers: &[usize],
    query: &str,
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<()> {
    let visible = card_names(view);
    // Only a card the human sees face up is looked up in the game.
    let seen = |id: u16| {
        visible
            .contains_key(&id)
            .then(|| game.state().card(jyhad_vtes::CardId(id)).def)
    };
    let cards: Vec<CardRef> = if query.is_empty() {
        writeln!(
            out,
            "`?` then a card's name (`?Deflection`), a card's number as shown (`?#12`) or an option's number (`?3`) shows the card's text and facts."
        )?;
        return Ok(());
    } else if let Some(id) = query.strip_prefix('#') {
        match id.trim().parse::<u16>().ok().and_then(seen) {
            Some(card) => vec![card],
            None => {
                writeln!(out, "You see no card #{}.", id.trim())?;
                return Ok(());
            }
        }
    } else if let Ok(n) = query.parse::<usize>() {
        let Some(i) = numbers.iter().position(|&k| k == n) else {
            writeln!(
                out,
                "{n} is not an option: choose {}.",
                number_range(numbers)
            )?;
            return Ok(());
        };
        let cards: Vec<CardRef> = card_ids(&options[i].to_string())
            .into_iter()
            .filter_map(seen)
            .collect();
        if cards.is_empty() {
            writeln!(out, "Option {n} names no card you can see.")?;
            return Ok(());
        }
        cards
    } else {
        match db().lookup(query) {
            Ok(card) => vec![card],
            Err(e) => {
                writeln!(out, "{e}")?;
                return Ok(());
            }
        }
    };
    let defs = match Defs::builtin() {
        Ok(defs) => defs,
        Err(e) => return writeln!(out, "card definitions: {e}"),
    };
    for card in cards {
        write!(out, "{}", card_sheet(&defs, card, lang))?;
    }
    Ok(())
}

/// A card's name, facts and text in a language, one item a line, ending with a new line.
fn card_sheet(defs: &Defs, card: CardRef, lang: Lang) -> String {
    let f = db().get(card);
    // The few words of the facts line (card types and titles stay in English).
    let word = |en: &'static str| -> &'static str {
        let (fr, it) = match en {
            "capacity" => ("capacité", "capacità"),
            "group" => ("groupe", "gruppo"),
            "clan" => ("clan", "clan"),
            "title" => ("titre", "titolo"),
            "requires" => ("requiert", "richiede"),
            "cost" => ("coût", "costo"),
            "pool" => ("réserve", "risorsa"),
            "blood" => ("sang", "sangue"),
            "conviction" => ("conviction", "convinzione"),
            "life" => ("vie", "vita"),
            "strength" => ("force", "forza"),
            "bleed" => ("morsure", "dissanguamento"),
            "advanced" => ("avancé", "avanzato"),
            "unique" => ("unique", "unico"),
            "Vampire" => ("Vampire", "Vampiro"),
            "Imbued" => ("Imbued", "Imbued"),
            "(no definition in the engine: the card can only be discarded)" => (
                "(pas de définition dans le moteur : la carte ne peut qu'être défaussée)",
                "(nessuna definizione nel motore: la carta può solo essere scartata)",
            ),
            _ => (en, en),
        };
        match lang {
            Lang::Fr => fr,
            Lang::It => it,
            _ => en,
        }
    };
    let name = card_name(card, lang);
    let mut s = if name == f.name {
        format!("== {name} ==\n")
    } else {
        format!("== {name} ({}) ==\n", f.name)
    };
    let mut facts: Vec<String> = Vec::new();
    if f.is_crypt() {
        facts.push(match f.crypt_type {
            Some(CryptType::Imbued) => word("Imbued").to_string(),
            _ => word("Vampire").to_string(),
        });
        if !f.clans.is_empty() {
            facts.push(format!("{} {}", word("clan"), f.clans.join("/")));
        }
        facts.push(format!("{} {}", word("capacity"), f.capacity));
        if let Some(g) = f.group {
            facts.push(format!("{} {g}", word("group")));
        }
        if f.advanced {
            facts.push(word("advanced").to_string());
        }
        let disciplines: Vec<String> = f
            .disciplines
            .iter()
            .map(|(d, l)| match l {
                Level::Superior => d.trigram().to_uppercase(),
                Level::Inferior => d.trigram().to_string(),
            })
            .collect();
        if !disciplines.is_empty() {
            facts.push(disciplines.join(" "));
        }
        if let Some(t) = &f.title {
            facts.push(format!("{} {t}", word("title")));
        }
    } else {
        facts.push(f.types.to_string());
        let mut needs: Vec<String> = Vec::new();
        if let Some(r) = &f.requirement {
            needs.push(r.to_string());
        }
        if !f.clans.is_empty() {
            needs.push(f.clans.join("/"));
        }
        if !needs.is_empty() {
            facts.push(format!("{} {}", word("requires"), needs.join(", ")));
        }
        let mut costs: Vec<String> = Vec::new();
        for (n, what) in [
            (f.pool_cost, "pool"),
            (f.blood_cost, "blood"),
            (f.conviction_cost, "conviction"),
        ] {
            if n > 0 {
                costs.push(format!("{n} {}", word(what)));
            }
        }
        if f.cost_is_x {
            costs.push("X".to_string());
        }
        if !costs.is_empty() {
            facts.push(format!("{} {}", word("cost"), costs.join(" + ")));
        }
        for (v, what) in [
            (f.life, "life"),
            (f.strength, "strength"),
            (f.bleed, "bleed"),
        ] {
            if let Some(v) = v {
                facts.push(format!("{} {v}", word(what)));
            }
        }
        if f.unique {
            facts.push(word("unique").to_string());
        }
    }
    s += &format!("{}\n", facts.join(", "));
    match card_text(defs, card, lang) {
        Some(text) => {
            for line in text.lines() {
                s += &format!("  {line}\n");
            }
        }
        None if f.plain => {}
        None => {
            s += &format!(
                "  {}\n",
                word("(no definition in the engine: the card can only be discarded)")
            )
        }
    }
    s
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

/// `jyhad play --game rivals`: one seat of a Rivals game against bots, in words in the
/// chosen language; the human sees only their seat's view.
fn run_rivals(args: &PlayArgs, players: u8) -> Outcome {
    let lang: Lang = args
        .lang
        .parse()
        .map_err(|e| Failure::input(format!("{e}")))?;
    let kind: BotKind = args.bots.parse().map_err(Failure::input)?;
    let names: Vec<String> = if args.decks.is_empty() {
        jyhad_rivals::decks::deck_names()
            .iter()
            .map(|n| n.to_string())
            .collect()
    } else {
        args.decks.iter().map(|d| d.to_lowercase()).collect()
    };
    let seats = decks::rotation(names.len(), usize::from(players), 0);
    let chosen: Vec<&str> = seats.iter().map(|&d| names[d].as_str()).collect();
    let mut config = jyhad_rivals::config_of(&chosen).map_err(|e| {
        Failure::input(format!(
            "{e} (shipped: {})",
            jyhad_rivals::decks::deck_names().join(", ")
        ))
    })?;
    config.max_turns = (args.max_turns > 0).then_some(args.max_turns);
    let mut game =
        Rivals::new_game(&config, args.seed).map_err(|e| Failure::input(e.to_string()))?;
    let human = Seat(args.seat - 1);
    let deck_names: Vec<String> = chosen.iter().map(|s| s.to_string()).collect();
    let io_error = |e: io::Error| Failure::run(format!("terminal: {e}"));
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{} {}",
        say(
            lang,
            "you-are-rivals",
            &[
                (
                    "seat",
                    arg(jyhad_rivals::text::player(Some(game.state()), human, lang))
                ),
                ("deck", arg(deck_names[human.index()].clone())),
                ("bots", arg(kind.to_string())),
            ]
        ),
        say(lang, "how-to-answer", &[])
    )
    .map_err(io_error)?;
    let mut asker = Asker::on_stdin(&mut input, lang);
    let mut bots: Vec<Box<dyn Bot<Rivals>>> = (0..deck_names.len())
        .map(|k| jyhad_bots::rivals::make_bot(kind, sim::bot_seed(args.seed, k)))
        .collect::<Result<_, _>>()
        .map_err(Failure::input)?;
    rivals_loop(
        &mut game,
        human,
        lang,
        &deck_names,
        &mut bots,
        &mut asker,
        &mut out,
    )
    .map_err(io_error)?;
    rivals_standings(&game, &deck_names, lang, &mut out).map_err(io_error)
}

fn rivals_loop(
    game: &mut Rivals,
    human: Seat,
    lang: Lang,
    names: &[String],
    bots: &mut [Box<dyn Bot<Rivals>>],
    asker: &mut Asker<impl BufRead>,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut options: Vec<jyhad_rivals::Choice> = Vec::new();
    let mut numbering = Numbering::default();
    // The setup's events (they would otherwise come with the first `apply`).
    let setup = std::mem::take(&mut game.state_mut().events);
    for e in &setup {
        writeln!(out, "    {}", game.describe_event(e, lang))?;
    }
    while let Some((seat, prompt)) = game.options_into(&mut options) {
        let pick = if seat == human {
            let view = game.view(Some(human));
            writeln!(out)?;
            for line in jyhad_rivals::board::board(&view, names, lang) {
                writeln!(out, "{line}")?;
            }
            writeln!(
                out,
                "{}",
                jyhad_rivals::board::row(
                    lang,
                    &jyhad_rivals::text::player(Some(game.state()), seat, lang),
                    &jyhad_rivals::text::prompt_words(prompt, lang)
                )
            )?;
            numbering.start((view.turn, view.active, view.phase.clone()));
            let numbers = numbering.number(&options);
            let words: Vec<String> = options
                .iter()
                .map(|o| game.describe_choice(o, lang))
                .collect();
            for i in by_number(&numbers) {
                writeln!(out, "  {:>2}) {}    [{}]", numbers[i], words[i], options[i])?;
            }
            loop {
                match asker.ask(&options, &numbers, &words, out)? {
                    Answer::Pick(i) => break i,
                    Answer::Stop => return Ok(()),
                    Answer::Card(query) => {
                        show_rivals_card(&view, &options, &numbers, &query, lang, out)?
                    }
                }
            }
        } else {
            numbering.reset();
            let seen = Seen::new(&*game, seat, prompt);
            bots[seat.index()].choose(&seen, &options)
        };
        let choice = options[pick].clone();
        // In words, but a card the human may not know is `#?` (a bot's hand, a card
        // it plays face down).
        if seat != human {
            let text = redact_ids(&choice.to_string(), |id| {
                game.state().visible_to(CardId(id), Some(human))
            });
            writeln!(
                out,
                "{}",
                jyhad_rivals::board::row(
                    lang,
                    &jyhad_rivals::text::player(Some(game.state()), seat, lang),
                    &jyhad_rivals::text::describe(Some(game.state()), lang, "choice", &text)
                )
            )?;
        }
        // Events are put in words before they change the state they name.
        match game.apply(seat, &choice) {
            Ok(events) => {
                for e in events {
                    // Words come from the public facts of face-up cards; an event about a
                    // card this seat may not see is described by its encoding only.
                    writeln!(out, "    {}", game.describe_event(&e, lang))?;
                }
            }
            Err(e) => {
                writeln!(out, "engine refused {seat}'s {choice}: {e}")?;
                return Ok(());
            }
        }
    }
    Ok(())
}

/// Answers `?QUERY` in Rivals: the text of a card by name, of a face-up card `#N`, or of
/// the cards option N names.
fn show_rivals_card(
    view: &RivalsView,
    options: &[jyhad_rivals::Choice],
    numbers: &[usize],
    query: &str,
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<()> {
    // Names of the cards this seat sees face up, by id.
    fn walk(c: &RivalsCardView, names: &mut HashMap<u16, String>) {
        if let (Some(id), Some(name)) = (c.id, &c.name) {
            names.insert(id.0, name.clone());
        }
        for a in &c.attached {
            walk(a, names);
        }
    }
    let mut seen = HashMap::new();
    for p in &view.players {
        for c in p
            .coterie
            .iter()
            .chain(&p.in_play)
            .chain(p.hand.iter().flatten())
        {
            walk(c, &mut seen);
        }
    }
    for c in view.streets.iter().chain(&view.looking_at) {
        walk(c, &mut seen);
    }
    let names: Vec<String> = if query.is_empty() {
        return writeln!(
            out,
            "`?` then a card's name, a card's number as shown (`?#12`) or an option's number (`?3`) shows the card's text."
        );
    } else if let Some(id) = query.strip_prefix('#') {
        match id.trim().parse::<u16>().ok().and_then(|id| seen.get(&id)) {
            Some(name) => vec![name.clone()],
            None => return writeln!(out, "You see no card #{}.", id.trim()),
        }
    } else if let Ok(n) = query.parse::<usize>() {
        let Some(i) = numbers.iter().position(|&k| k == n) else {
            return writeln!(
                out,
                "{n} is not an option: choose {}.",
                number_range(numbers)
            );
        };
        card_ids(&options[i].to_string())
            .into_iter()
            .filter_map(|id| seen.get(&id).cloned())
            .collect()
    } else {
        vec![query.to_string()]
    };
    if names.is_empty() {
        return writeln!(out, "Option {query} names no card you can see.");
    }
    for name in names {
        match jyhad_rivals::text::card_text_by_name(&name, lang) {
            Some(text) => writeln!(out, "{text}")?,
            None => writeln!(out, "No Rivals card named {name:?}.")?,
        }
    }
    Ok(())
}

fn rivals_standings(
    game: &Rivals,
    names: &[String],
    lang: Lang,
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out)?;
    for line in
        jyhad_rivals::board::standings(&game.view(None), game.outcome().as_ref(), names, lang)
    {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{number_range, read_answer, redact_ids, Answer, Numbering};
    use jyhad_vtes::Choice;

    #[test]
    fn numbers_persist_and_are_never_reused_in_a_sequence() {
        let mut n: Numbering<u8, &str> = Numbering::default();
        n.start(1);
        assert_eq!(n.number(&["a", "b", "c", "pass"]), vec![1, 2, 3, 4]);
        // `b` goes, `d` comes: `d` takes 5, not 2.
        assert_eq!(n.number(&["d", "a", "c", "pass"]), vec![5, 1, 3, 4]);
        // `b` back keeps its number.
        assert_eq!(n.number(&["b", "pass"]), vec![2, 4]);
        // The same key continues the sequence; another key or a reset starts at 1.
        n.start(1);
        assert_eq!(n.number(&["e"]), vec![6]);
        n.start(2);
        assert_eq!(n.number(&["e", "a"]), vec![1, 2]);
        n.reset();
        n.start(2);
        assert_eq!(n.number(&["a"]), vec![1]);
        assert_eq!(number_range(&[3, 1, 2]), "1 to 3");
        assert_eq!(number_range(&[7, 1, 4]), "1, 4, 7");
        assert_eq!(number_range(&[4]), "4");
    }

    #[test]
    fn answers_by_number_text_or_code() {
        let options: Vec<Choice> = ["pass", "transfer to=#2", "transfer to=#3"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let numbers = [7, 1, 2];
        let words: Vec<String> = ["Pass", "Move 1 pool", "Move 1 pool"]
            .iter()
            .map(|w| w.to_string())
            .collect();
        let ask = |a: &str| {
            let mut out = Vec::new();
            let answer = read_answer(
                a,
                &options,
                &numbers,
                &words,
                jyhad_table::Lang::En,
                &mut out,
            )
            .unwrap();
            (answer, String::from_utf8(out).unwrap())
        };
        assert!(matches!(ask("7").0, Some(Answer::Pick(0))));
        assert!(matches!(ask("  PASS ").0, Some(Answer::Pick(0))));
        assert!(matches!(ask("transfer  to=#3").0, Some(Answer::Pick(2))));
        assert!(matches!(ask("? Deflection").0, Some(Answer::Card(q)) if q == "Deflection"));
        let (none, said) = ask("3");
        assert!(none.is_none());
        assert_eq!(said, "3 is not an option: choose 1, 2, 7.\n");
        // The same words on two options: the number or the code decides.
        let (none, said) = ask("move 1 pool");
        assert!(none.is_none());
        assert!(
            said.contains("type one's number (1, 2) or its code"),
            "{said}"
        );
    }

    #[test]
    fn unknown_card_ids_are_hidden() {
        let known = |id: u16| id == 7;
        assert_eq!(
            redact_ids("play card=#12 on=#7", known),
            "play card=#? on=#7"
        );
        assert_eq!(redact_ids("pass", known), "pass");
        assert_eq!(redact_ids("x #", known), "x #");
        assert_eq!(redact_ids("#70 #7", known), "#? #7");
    }
}
