//! The games the server runs, behind one object-safe [`Engine`]: everything the table
//! needs of a game goes through the shared [`Game`] trait; [`ServedGame`] only adds what
//! differs between games at the lobby (name, seat counts, decks, bots).

use crate::store::Snapshot;
use jyhad_bots::vtes::BotKind;
use jyhad_bots::{Bot, SearchConfig, Seen};
use jyhad_decks::{check_deck, read_deck_str, starter_deck, starter_decks, ReadOptions};
use jyhad_rivals::Rivals;
use jyhad_table::{Game, Lang, Outcome, Record, Seat};
use jyhad_vtes::{Automation, DeckSpec, Vtes, VtesConfig};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{HashSet, VecDeque};
use std::ops::RangeInclusive;

/// How many events a table keeps for clients that reconnect (older ones: full resync).
pub const EVENT_MEMORY: usize = 4096;
/// Largest pasted deck list, in bytes (real lists are a few kilobytes).
pub const MAX_PASTED_DECK_BYTES: usize = 64 * 1024;

/// A deck asked for at table creation: a shipped deck's name, or a pasted list.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum DeckChoice {
    /// A shipped deck (`malkavian`, `brujah`…).
    Name(String),
    /// A pasted deck list in any format the decks crate reads.
    List {
        /// The list's text.
        list: String,
        /// Its name, when the list gives none.
        #[serde(default)]
        name: Option<String>,
    },
}

/// A game's configuration built from the lobby's choices.
#[derive(Clone, Debug)]
pub struct Built {
    /// The game's configuration, as JSON.
    pub config: String,
    /// Deck names per seat.
    pub decks: Vec<String>,
    /// Warnings about legal but risky decks, per seat.
    pub warnings: Vec<String>,
    /// How much of each seat's deck the engine automates (VTES; empty for a game whose
    /// every card is automated).
    pub automation: Vec<Automation>,
}

/// Why decks were refused: one line per problem, naming the seat.
#[derive(Clone, Debug)]
pub struct DeckProblems(pub Vec<String>);

/// What a game adds to [`Game`] to be served: its name, seat counts, decks and bots.
pub trait ServedGame: Game {
    /// The name in the lobby and the database.
    const NAME: &'static str;
    /// Allowed numbers of seats.
    const SEATS: RangeInclusive<usize>;
    /// The shipped decks' names.
    fn deck_names() -> Vec<String>;
    /// A configuration from one deck per seat; `manual_cards`: the table allows cards the
    /// engine does not automate (issue 18), else a deck holding any is refused.
    fn build(
        decks: &[DeckChoice],
        max_turns: Option<u32>,
        manual_cards: bool,
    ) -> Result<Built, DeckProblems>;
    /// A bot of a kind.
    fn bot(kind: BotKind, seed: u64) -> Result<Box<dyn Bot<Self>>, String>;
    /// What the browser table adds to a view: its cards' names in `lang`, references and
    /// kinds, by card id (Rivals: names by facts id; `null` when the game adds nothing).
    fn view_cards(&self, _view: &Value, _lang: Lang) -> Value {
        Value::Null
    }
    /// The public state of what is in progress (action, combat, referendum), for the
    /// browser table's panels; `null` when the game has none.
    fn stage(&self, _lang: Lang) -> Value {
        Value::Null
    }
    /// A decision's name (`prompt`) in words in `lang`, when the game has them.
    fn prompt_words(_prompt: &str, _lang: Lang) -> Option<String> {
        None
    }
}

impl ServedGame for Vtes {
    const NAME: &'static str = "vtes";
    // A normal table (rulebook p. 15): 4 or 5 Methuselahs.
    const SEATS: RangeInclusive<usize> = 4..=5;

    fn deck_names() -> Vec<String> {
        starter_decks()
            .iter()
            .map(|d| d.name.to_lowercase())
            .collect()
    }

    fn build(
        decks: &[DeckChoice],
        max_turns: Option<u32>,
        manual_cards: bool,
    ) -> Result<Built, DeckProblems> {
        let mut specs = Vec::new();
        let mut names = Vec::new();
        let mut automation = Vec::new();
        let mut problems = Vec::new();
        let mut warnings = Vec::new();
        for (i, d) in decks.iter().enumerate() {
            let seat = Seat(i as u8);
            let list = match d {
                DeckChoice::Name(n) => match starter_deck(n) {
                    Some(l) => l,
                    None => {
                        problems.push(format!(
                            "{seat}: no shipped deck named {n:?} (decks: {})",
                            Self::deck_names().join(", ")
                        ));
                        continue;
                    }
                },
                DeckChoice::List { list, name } => {
                    let opts = ReadOptions {
                        name: name.clone().unwrap_or_else(|| format!("{seat} deck")),
                        max_bytes: MAX_PASTED_DECK_BYTES,
                        ..ReadOptions::default()
                    };
                    match read_deck_str(list, &opts) {
                        Ok((deck, _)) => deck.list,
                        Err(e) => {
                            problems.extend(e.problems.iter().map(|p| format!("{seat}: {p}")));
                            continue;
                        }
                    }
                }
            };
            let check = check_deck(&list);
            problems.extend(check.errors.iter().map(|e| format!("{seat}: {e}")));
            warnings.extend(check.warnings.iter().map(|w| format!("{seat}: {w}")));
            let auto = Automation::of_list(&list);
            if !manual_cards && !auto.complete() {
                problems.push(format!("{seat}: {}", refused_manual(&auto)));
            }
            automation.push(auto);
            names.push(list.name.clone());
            specs.push(DeckSpec::from_list(&list));
        }
        if !problems.is_empty() {
            return Err(DeckProblems(problems));
        }
        let mut config = VtesConfig::new(specs);
        config.max_turns = max_turns;
        config.manual_cards = manual_cards;
        Ok(Built {
            config: serde_json::to_string(&config).expect("a config is JSON"),
            decks: names,
            warnings,
            automation,
        })
    }

    fn bot(kind: BotKind, seed: u64) -> Result<Box<dyn Bot<Vtes>>, String> {
        Ok(jyhad_bots::vtes::make_bot(
            kind,
            seed,
            SearchConfig::default(),
        ))
    }

    fn view_cards(&self, view: &Value, lang: Lang) -> Value {
        crate::vtes_web::view_cards(view, lang)
    }

    fn stage(&self, lang: Lang) -> Value {
        // A proposed move names only cards in play, the card being resolved and
        // Methuselahs: its words are public.
        let describe = |code: &str| match code.parse::<jyhad_vtes::Choice>() {
            Ok(c) => self.describe_choice(&c, lang),
            Err(_) => code.to_string(),
        };
        crate::vtes_web::stage(&Vtes::stage(self), lang, describe)
    }

    fn prompt_words(prompt: &str, lang: Lang) -> Option<String> {
        // Translated by the engine (issue 22); the English prompt stays the key.
        Some(jyhad_vtes::text::prompts::prompt_words(prompt, lang))
    }
}

impl ServedGame for Rivals {
    const NAME: &'static str = "rivals";
    // Rivals rulebook p. 3: 2 to 4 players.
    const SEATS: RangeInclusive<usize> = 2..=4;

    fn deck_names() -> Vec<String> {
        jyhad_rivals::decks::deck_names()
            .into_iter()
            .map(String::from)
            .collect()
    }

    fn build(
        decks: &[DeckChoice],
        max_turns: Option<u32>,
        manual_cards: bool,
    ) -> Result<Built, DeckProblems> {
        if manual_cards {
            // Every Rivals card is automated: the setting is VTES's.
            return Err(DeckProblems(vec![
                "manual cards are a VTES table setting: every Rivals card is automated".into(),
            ]));
        }
        let mut specs = Vec::new();
        let mut problems = Vec::new();
        for (i, d) in decks.iter().enumerate() {
            let seat = Seat(i as u8);
            match d {
                DeckChoice::Name(n) => match jyhad_rivals::deck(&n.to_lowercase()) {
                    Some(spec) => {
                        problems.extend(
                            jyhad_rivals::decks::check(&spec)
                                .into_iter()
                                .map(|p| format!("{seat}: {p}")),
                        );
                        specs.push(spec);
                    }
                    None => problems.push(format!(
                        "{seat}: no shipped Rivals deck named {n:?} (decks: {})",
                        Self::deck_names().join(", ")
                    )),
                },
                DeckChoice::List { list, name } => {
                    if list.len() > MAX_PASTED_DECK_BYTES {
                        problems.push(format!(
                            "{seat}: the list is larger than {MAX_PASTED_DECK_BYTES} bytes"
                        ));
                        continue;
                    }
                    let default = name.clone().unwrap_or_else(|| format!("{seat} deck"));
                    match jyhad_rivals::decks::read_list(list, &default) {
                        Ok(spec) => {
                            // The construction rules of the rulebook, p. 16.
                            problems.extend(
                                jyhad_rivals::decks::check(&spec)
                                    .into_iter()
                                    .map(|p| format!("{seat}: {p}")),
                            );
                            specs.push(spec);
                        }
                        Err(e) => problems.extend(e.into_iter().map(|p| format!("{seat}: {p}"))),
                    }
                }
            }
        }
        if !problems.is_empty() {
            return Err(DeckProblems(problems));
        }
        let names = specs.iter().map(|s| s.name.clone()).collect();
        let mut config = jyhad_rivals::RivalsConfig::new(specs);
        config.max_turns = max_turns;
        // Table-wide rules are the engine's (two seats starting with the same vampire are
        // allowed: the engine holds their bidding, Rivals rulebook p. 16).
        if let Err(e) = Rivals::new_game(&config, 0) {
            return Err(DeckProblems(vec![e.to_string()]));
        }
        Ok(Built {
            config: serde_json::to_string(&config).expect("a config is JSON"),
            decks: names,
            warnings: Vec::new(),
            automation: Vec::new(),
        })
    }

    fn bot(kind: BotKind, seed: u64) -> Result<Box<dyn Bot<Rivals>>, String> {
        jyhad_bots::rivals::make_bot(kind, seed)
    }

    fn prompt_words(prompt: &str, lang: Lang) -> Option<String> {
        Some(jyhad_rivals::text::prompt_words(prompt, lang))
    }

    /// The names in `lang` of the view's cards, by facts id (`def`), where the language
    /// has its own (the French rulebook's names); the view names cards as printed.
    fn view_cards(&self, view: &Value, lang: Lang) -> Value {
        fn walk(v: &Value, lang: Lang, out: &mut serde_json::Map<String, Value>) {
            match v {
                Value::Object(m) => {
                    if let Some(def) = m.get("def").and_then(Value::as_str) {
                        let db = jyhad_rivals::facts::db();
                        if let Some(f) = db.by_id(def).map(|d| db.get(d)) {
                            let name = jyhad_rivals::text::card_name(f, lang);
                            if name != f.name {
                                out.insert(def.to_string(), Value::String(name));
                            }
                        }
                    }
                    m.values().for_each(|x| walk(x, lang, out));
                }
                Value::Array(a) => a.iter().for_each(|x| walk(x, lang, out)),
                _ => {}
            }
        }
        let mut out = serde_json::Map::new();
        walk(view, lang, &mut out);
        Value::Object(out)
    }
}

/// The names of the games served.
pub const GAMES: [&str; 2] = [Vtes::NAME, Rivals::NAME];

/// Seat counts and deck names of a game, for the lobby.
pub fn game_info(game: &str) -> Option<(RangeInclusive<usize>, Vec<String>)> {
    match game {
        "vtes" => Some((Vtes::SEATS, Vtes::deck_names())),
        "rivals" => Some((Rivals::SEATS, Rivals::deck_names())),
        _ => None,
    }
}

/// Why a table that forbids manual cards refuses a deck: the cards named.
pub fn refused_manual(auto: &Automation) -> String {
    format!(
        "this table does not allow manual cards, and the engine does not automate: {} \
         (create the table with manual cards allowed to play them by hand)",
        auto.manual_list()
    )
}

/// What the lobby shows of a table's configuration: whether it allows manual cards, and
/// how much of each seat's deck the engine automates (empty for Rivals).
pub fn lobby_info(game: &str, config: &str) -> (bool, Vec<Automation>) {
    if game != Vtes::NAME {
        return (false, Vec::new());
    }
    match serde_json::from_str::<VtesConfig>(config) {
        Ok(c) => (
            c.manual_cards,
            c.decks.iter().map(Automation::of_spec).collect(),
        ),
        Err(_) => (false, Vec::new()),
    }
}

/// Builds a game's configuration from the lobby's deck choices.
pub fn build(
    game: &str,
    decks: &[DeckChoice],
    max_turns: Option<u32>,
    manual_cards: bool,
) -> Result<Built, DeckProblems> {
    match game {
        "vtes" => Vtes::build(decks, max_turns, manual_cards),
        "rivals" => Rivals::build(decks, max_turns, manual_cards),
        _ => Err(DeckProblems(vec![format!(
            "unknown game {game:?} (games: {})",
            GAMES.join(", ")
        )])),
    }
}

/// Starts a game from its stored configuration, seed and choice log (and its latest
/// snapshot, if any).
pub fn engine(
    game: &str,
    config: &str,
    seed: u64,
    log: &[(usize, String)],
    snapshot: Option<&Snapshot>,
) -> Result<Box<dyn Engine>, String> {
    match game {
        "vtes" => Ok(Box::new(Served::<Vtes>::start(
            config, seed, log, snapshot,
        )?)),
        "rivals" => Ok(Box::new(Served::<Rivals>::start(
            config, seed, log, snapshot,
        )?)),
        _ => Err(format!("unknown game {game:?}")),
    }
}

/// A game event for one connection: its number, the choice count it followed, its text
/// encoding and its words, with card ids the viewer may not see replaced by `#?`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct EventOut {
    /// Event number in the game (from 1).
    pub seq: u64,
    /// Number of choices accepted when it happened.
    pub at: usize,
    /// The stable text encoding.
    pub code: String,
    /// The event in words, in the connection's language.
    pub text: String,
    /// The seat whose choice it followed (`None`: the game's setup), for the log's "after
    /// my decisions" filter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<u8>,
}

/// A legal option: its text encoding (what the client sends back) and its words.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct OptionOut {
    /// The text encoding.
    pub code: String,
    /// In words.
    pub text: String,
}

/// Why a choice was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Another seat must decide (or nobody: the game is over).
    NotYourTurn,
    /// The text is not an option of this game.
    Unreadable(String),
    /// Not one of the legal options now.
    NotOffered,
}

/// A running game of any kind, driven by option texts.
pub trait Engine: Send {
    /// The game's name.
    fn game(&self) -> &'static str;
    /// Number of seats.
    fn seats(&self) -> usize;
    /// Number of choices accepted.
    fn choices(&self) -> usize;
    /// Who must decide and about what (`None`: the game is over).
    fn pending(&self) -> Option<(Seat, &'static str)>;
    /// The legal options of the pending decision.
    fn options(&self, lang: Lang) -> Vec<OptionOut>;
    /// Checks a seat's option text; returns its canonical text.
    fn check(&self, seat: Seat, text: &str) -> Result<String, Refusal>;
    /// Applies an option that [`Engine::check`] accepted.
    fn apply(&mut self, seat: Seat, text: &str) -> Result<(), String>;
    /// What a seat (or a spectator) sees, as JSON.
    fn view(&self, seat: Option<Seat>) -> Value;
    /// The names in `lang`, references and kinds of a view's cards, by card id.
    fn view_cards(&self, view: &Value, lang: Lang) -> Value;
    /// The public state of the action, combat and referendum in progress.
    fn stage(&self, lang: Lang) -> Value;
    /// The pending decision's name in words in `lang`, when the game has them.
    fn prompt_words(&self, prompt: &str, lang: Lang) -> Option<String>;
    /// Number of the last event (0: none yet).
    fn last_seq(&self) -> u64;
    /// Events after `after`, in words, as `seat` (`None`: a spectator) saw them when they
    /// happened: a card id is shown only if that viewer could see the card right after the
    /// event (or it is in `extra`); `None` when some events were forgotten already.
    fn events_since(
        &self,
        after: u64,
        lang: Lang,
        seat: Option<Seat>,
        extra: &HashSet<u64>,
    ) -> Option<Vec<EventOut>>;
    /// The final standings.
    fn outcome(&self) -> Option<Outcome>;
    /// The record (config, seed, choices) as JSON.
    fn record(&self) -> Value;
    /// Sets or removes the bot of a seat.
    fn set_bot(&mut self, seat: Seat, kind: Option<BotKind>, seed: u64) -> Result<(), String>;
    /// Whether a seat is played by a bot, and of which kind.
    fn bot_kind(&self, seat: Seat) -> Option<BotKind>;
    /// The option the pending seat's bot picks, if that seat has a bot.
    fn bot_choice(&mut self) -> Option<(Seat, String)>;
    /// The game's state now, for a faster reload (`None`: this game keeps no snapshots).
    fn snapshot(&self) -> Option<Snapshot>;
}

/// An event as it was when it happened.
struct Happened<E> {
    seq: u64,
    /// Choices accepted then.
    at: usize,
    event: E,
    /// Per viewer (spectator first, then each seat), the card ids the event names that
    /// the viewer could see then.
    seen: Vec<Vec<u64>>,
    /// For an event naming cards, its words then in each of `Lang::ALL` (the game words
    /// an event from its present state, which may show a card that was face down then).
    texts: Option<Box<[String]>>,
}

/// A seat's bot and its kind.
type SeatBot<G> = (BotKind, Box<dyn Bot<G>>);

/// A game of type `G` with its log, options and recent events.
pub struct Served<G: ServedGame> {
    game: G,
    config: G::Config,
    seed: u64,
    log: Vec<(Seat, String)>,
    options: Vec<G::Choice>,
    pending: Option<(Seat, &'static str)>,
    /// Recent events, as they were when they happened.
    events: VecDeque<Happened<G::Event>>,
    next_seq: u64,
    bots: Vec<Option<SeatBot<G>>>,
}

impl<G: ServedGame> Served<G> {
    /// Starts the game and replays its log; with a snapshot of a prefix of that log, only
    /// the choices after it are replayed (an unusable snapshot falls back to a full replay).
    pub fn start(
        config: &str,
        seed: u64,
        log: &[(usize, String)],
        snapshot: Option<&Snapshot>,
    ) -> Result<Self, String> {
        let config: G::Config =
            serde_json::from_str(config).map_err(|e| format!("bad stored config: {e}"))?;
        let restored = snapshot.and_then(|snap| match Self::restored(&config, log, snap) {
            Ok(game) => Some((game, snap)),
            Err(e) => {
                tracing::warn!("snapshot after {} choices not used: {e}", snap.choices);
                None
            }
        });
        let (mut game, done, next_seq) = match restored {
            Some((game, snap)) => (game, snap.choices, snap.next_seq),
            None => (G::new_game(&config, seed).map_err(|e| e.to_string())?, 0, 1),
        };
        // A new game's setup is shown before the first choice (a restored one has it in
        // its numbering already).
        let setup = if done == 0 && next_seq == 1 {
            game.take_setup_events()
        } else {
            Vec::new()
        };
        let seats = game.seats();
        let mut s = Served {
            game,
            config,
            seed,
            log: log[..done]
                .iter()
                .map(|(seat, text)| (Seat(*seat as u8), text.clone()))
                .collect(),
            options: Vec::new(),
            pending: None,
            events: VecDeque::new(),
            next_seq,
            bots: (0..seats).map(|_| None).collect(),
        };
        s.keep_events(setup, 0);
        s.refresh();
        for (i, (seat, text)) in log.iter().enumerate().skip(done) {
            let seat = Seat(*seat as u8);
            let canonical = s
                .check(seat, text)
                .map_err(|r| format!("stored choice {i} ({text:?}) refused: {r:?}"))?;
            s.apply(seat, &canonical)
                .map_err(|e| format!("stored choice {i} ({text:?}): {e}"))?;
        }
        Ok(s)
    }

    /// The game a snapshot holds, if it fits this log.
    fn restored(config: &G::Config, log: &[(usize, String)], snap: &Snapshot) -> Result<G, String> {
        if snap.choices > log.len() {
            return Err(format!("it is ahead of the log ({} choices)", log.len()));
        }
        G::restore(config, &snap.state)
    }

    fn refresh(&mut self) {
        self.pending = self.game.options_into(&mut self.options);
    }

    /// Keeps events in the history, each with what each viewer may see of it now.
    fn keep_events(&mut self, events: Vec<G::Event>, at: usize) {
        // What each viewer may see of these events is fixed now, not when they are sent:
        // a card face down now and face up later stays hidden in this history.
        let mut named = Vec::new();
        let mut visible: Option<Vec<HashSet<u64>>> = None;
        for e in events {
            named.clear();
            let mut ids = HashSet::new();
            ids_in_text(&e.to_string(), &mut ids);
            named.extend(ids);
            let (seen, texts) = if named.is_empty() {
                (Vec::new(), None)
            } else {
                let visible = visible.get_or_insert_with(|| self.visible_now());
                let seen = visible
                    .iter()
                    .map(|v| named.iter().copied().filter(|id| v.contains(id)).collect())
                    .collect();
                let texts = Lang::ALL
                    .iter()
                    .map(|l| self.game.describe_event(&e, *l))
                    .collect();
                (seen, Some(texts))
            };
            self.events.push_back(Happened {
                seq: self.next_seq,
                at,
                event: e,
                seen,
                texts,
            });
            self.next_seq += 1;
        }
        while self.events.len() > EVENT_MEMORY {
            self.events.pop_front();
        }
    }

    /// The card ids each viewer sees now (spectator first, then each seat): its view and
    /// the public stage.
    fn visible_now(&self) -> Vec<HashSet<u64>> {
        let mut public = HashSet::new();
        visible_ids(&self.game.stage(Lang::En), &mut public);
        let seats = self.game.seats();
        std::iter::once(None)
            .chain((0..seats).map(|s| Some(Seat(s as u8))))
            .map(|seat| {
                let mut ids = public.clone();
                if let Ok(v) = serde_json::to_value(self.game.view(seat)) {
                    visible_ids(&v, &mut ids);
                }
                ids
            })
            .collect()
    }
}

impl<G: ServedGame> Engine for Served<G> {
    fn game(&self) -> &'static str {
        G::NAME
    }

    fn seats(&self) -> usize {
        self.game.seats()
    }

    fn choices(&self) -> usize {
        self.log.len()
    }

    fn pending(&self) -> Option<(Seat, &'static str)> {
        self.pending
    }

    fn options(&self, lang: Lang) -> Vec<OptionOut> {
        self.options
            .iter()
            .map(|c| OptionOut {
                code: c.to_string(),
                text: self.game.describe_choice(c, lang),
            })
            .collect()
    }

    fn check(&self, seat: Seat, text: &str) -> Result<String, Refusal> {
        match self.pending {
            Some((s, _)) if s == seat => {}
            _ => return Err(Refusal::NotYourTurn),
        }
        let choice: G::Choice = text
            .trim()
            .parse()
            .map_err(|e: G::ParseError| Refusal::Unreadable(e.to_string()))?;
        // As the engine judges it (a written text answers the blank one offered).
        if !self.game.is_offered(&self.options, &choice) {
            return Err(Refusal::NotOffered);
        }
        Ok(choice.to_string())
    }

    fn apply(&mut self, seat: Seat, text: &str) -> Result<(), String> {
        let choice: G::Choice = text.parse().map_err(|e: G::ParseError| e.to_string())?;
        let events = self.game.apply(seat, &choice).map_err(|e| e.to_string())?;
        self.log.push((seat, text.to_string()));
        let at = self.log.len();
        self.keep_events(events, at);
        self.refresh();
        Ok(())
    }

    fn view(&self, seat: Option<Seat>) -> Value {
        serde_json::to_value(self.game.view(seat)).unwrap_or(Value::Null)
    }

    fn view_cards(&self, view: &Value, lang: Lang) -> Value {
        self.game.view_cards(view, lang)
    }

    fn stage(&self, lang: Lang) -> Value {
        self.game.stage(lang)
    }

    fn prompt_words(&self, prompt: &str, lang: Lang) -> Option<String> {
        G::prompt_words(prompt, lang)
    }

    fn last_seq(&self) -> u64 {
        self.next_seq - 1
    }

    fn events_since(
        &self,
        after: u64,
        lang: Lang,
        seat: Option<Seat>,
        extra: &HashSet<u64>,
    ) -> Option<Vec<EventOut>> {
        let first = self.events.front().map_or(self.next_seq, |e| e.seq);
        if after + 1 < first {
            return None;
        }
        let slot = seat.map_or(0, |s| s.index() + 1);
        let li = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        let mut visible = HashSet::new();
        Some(
            self.events
                .iter()
                .filter(|e| e.seq > after)
                .map(|h| {
                    visible.clone_from(extra);
                    if let Some(ids) = h.seen.get(slot) {
                        visible.extend(ids.iter().copied());
                    }
                    let text = match h.texts.as_ref().and_then(|t| t.get(li)) {
                        Some(t) => redact(t, &visible),
                        None => redact(&self.game.describe_event(&h.event, lang), &visible),
                    };
                    EventOut {
                        seq: h.seq,
                        at: h.at,
                        code: redact(&h.event.to_string(), &visible),
                        text,
                        by: h
                            .at
                            .checked_sub(1)
                            .and_then(|i| self.log.get(i))
                            .map(|(s, _)| s.0),
                    }
                })
                .collect(),
        )
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn record(&self) -> Value {
        let record: Record<G> = Record {
            config: self.config.clone(),
            seed: self.seed,
            choices: self.log.clone(),
        };
        serde_json::to_value(&record).unwrap_or(Value::Null)
    }

    fn set_bot(&mut self, seat: Seat, kind: Option<BotKind>, seed: u64) -> Result<(), String> {
        let slot = self
            .bots
            .get_mut(seat.index())
            .ok_or_else(|| format!("no {seat} at this table"))?;
        *slot = match kind {
            Some(k) => Some((k, G::bot(k, seed)?)),
            None => None,
        };
        Ok(())
    }

    fn bot_kind(&self, seat: Seat) -> Option<BotKind> {
        self.bots
            .get(seat.index())
            .and_then(|b| b.as_ref().map(|b| b.0))
    }

    fn snapshot(&self) -> Option<Snapshot> {
        Some(Snapshot {
            choices: self.log.len(),
            next_seq: self.next_seq,
            state: self.game.snapshot()?,
        })
    }

    fn bot_choice(&mut self) -> Option<(Seat, String)> {
        let (seat, prompt) = self.pending?;
        let (_, bot) = self.bots.get_mut(seat.index())?.as_mut()?;
        let pick = bot.choose(&Seen::new(&self.game, seat, prompt), &self.options);
        let choice = self.options.get(pick).or(self.options.first())?;
        Some((seat, choice.to_string()))
    }
}

/// Card ids a view shows (every number under an `"id"` key: the games' card views).
pub fn visible_ids(view: &Value, out: &mut HashSet<u64>) {
    match view {
        Value::Object(m) => {
            for (k, v) in m {
                match (k.as_str(), v) {
                    ("id", Value::Number(n)) => {
                        if let Some(n) = n.as_u64() {
                            out.insert(n);
                        }
                    }
                    _ => visible_ids(v, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|v| visible_ids(v, out)),
        _ => {}
    }
}

/// Card ids written in texts (`#12`), e.g. a seat's own options.
pub fn ids_in_text(text: &str, out: &mut HashSet<u64>) {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'#' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            if let Ok(n) = text[start..j].parse::<u64>() {
                out.insert(n);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
}

/// Replaces every card id (`#12`) not in `visible` by `#?`: an id in another seat's hand
/// would tell which card it is to anyone who knows the deck lists.
pub fn redact(text: &str, visible: &HashSet<u64>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(p) = rest.find('#') {
        out.push_str(&rest[..p]);
        let after = &rest[p + 1..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            out.push('#');
        } else {
            match after[..digits].parse::<u64>() {
                // A number past any card id is a card's name ("Inmate #745943"), kept.
                Ok(n) if visible.contains(&n) || n > u64::from(u16::MAX) => {
                    out.push('#');
                    out.push_str(&after[..digits]);
                }
                _ => out.push_str("#?"),
            }
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_ids_are_redacted() {
        let visible: HashSet<u64> = [12].into_iter().collect();
        assert_eq!(
            redact("plays card=#12 by=#57 # x #", &visible),
            "plays card=#12 by=#? # x #"
        );
        // A card's name with a number past any id stays as it is.
        assert_eq!(
            redact("Inmate #745943 is revealed", &visible),
            "Inmate #745943 is revealed"
        );
        let mut ids = HashSet::new();
        ids_in_text("bleed minion=#3 target=seat2 card=#40", &mut ids);
        assert_eq!(ids, [3, 40].into_iter().collect());
        let mut ids = HashSet::new();
        visible_ids(
            &serde_json::json!({"hand": [{"id": 7, "attached": [{"id": 8}]}], "turn": 3}),
            &mut ids,
        );
        assert_eq!(ids, [7, 8].into_iter().collect());
    }

    /// Rivals rulebook p. 16: two seats starting with the same vampire bid for it; the
    /// lobby lets such a table start.
    #[test]
    fn rivals_table_with_a_shared_starting_vampire_builds() {
        let decks = ["brujah", "toreador", "brujah"].map(|d| DeckChoice::Name(d.into()));
        assert!(build("rivals", &decks, None, false).is_ok());
    }

    #[test]
    fn starter_and_pasted_decks_build() {
        let built = build(
            "vtes",
            &[
                DeckChoice::Name("malkavian".into()),
                DeckChoice::Name("nosferatu".into()),
                DeckChoice::Name("toreador".into()),
                DeckChoice::Name("tremere".into()),
            ],
            None,
            false,
        )
        .unwrap();
        assert_eq!(built.decks.len(), 4);
        let bad = build(
            "vtes",
            &[DeckChoice::List {
                list: "Crypt (1)\n1 Nobody At All\n".into(),
                name: None,
            }],
            None,
            false,
        )
        .unwrap_err();
        assert!(
            bad.0.iter().any(|p| p.starts_with("seat1: ")),
            "{:?}",
            bad.0
        );
        assert!(build(
            "rivals",
            &[
                DeckChoice::Name("brujah".into()),
                DeckChoice::Name("ventrue".into())
            ],
            None,
            false
        )
        .is_ok());
        // The same starting vampire at two seats: the engine holds the bidding (p. 16).
        assert!(build(
            "rivals",
            &[
                DeckChoice::Name("brujah".into()),
                DeckChoice::Name("brujah".into()),
            ],
            None,
            false,
        )
        .is_ok());
        assert!(build("chess", &[], None, false).is_err());
    }

    /// Issue 18, "Tables choose": a table that forbids manual cards refuses a deck holding
    /// a card the engine does not automate, naming it; one that allows them takes the deck
    /// and says so in its configuration, which the lobby reads back.
    #[test]
    fn manual_cards_are_a_table_setting() {
        let starter = jyhad_decks::starter_deck("toreador").unwrap().to_text();
        let list = starter.replace("Library (77)", "Library (78)") + "1 Peace Treaty\n";
        let decks = [
            DeckChoice::List {
                list,
                name: Some("Fist".into()),
            },
            DeckChoice::Name("malkavian".into()),
            DeckChoice::Name("nosferatu".into()),
            DeckChoice::Name("tremere".into()),
        ];
        let refused = build("vtes", &decks, None, false).unwrap_err();
        assert_eq!(refused.0.len(), 1, "{:?}", refused.0);
        assert!(
            refused.0[0].starts_with(
                "seat1: this table does not allow manual cards, and the engine does not \
                 automate: Peace Treaty ("
            ),
            "{:?}",
            refused.0
        );
        let built = build("vtes", &decks, None, true).unwrap();
        assert_eq!(built.automation[0].library.copies_manual(), 1);
        assert!(built.automation[1].complete());
        let (manual, automation) = lobby_info("vtes", &built.config);
        assert!(manual);
        assert_eq!(automation, built.automation);
        let starters =
            ["malkavian", "nosferatu", "toreador", "tremere"].map(|d| DeckChoice::Name(d.into()));
        let plain = build("vtes", &starters, None, false).unwrap();
        assert!(!lobby_info("vtes", &plain.config).0);
        // Rivals has no manual cards to allow.
        let rivals = [
            DeckChoice::Name("brujah".into()),
            DeckChoice::Name("ventrue".into()),
        ];
        assert!(build("rivals", &rivals, None, true).is_err());
    }

    /// Plays `n` choices with random bots and returns the log.
    fn bot_log(game: &str, config: &str, n: usize) -> Vec<(usize, String)> {
        let mut e = engine(game, config, 9, &[], None).unwrap();
        for s in 0..e.seats() {
            e.set_bot(Seat(s as u8), Some(BotKind::Random), s as u64)
                .unwrap();
        }
        let mut log = Vec::new();
        while log.len() < n {
            let Some((seat, text)) = e.bot_choice() else {
                break;
            };
            e.apply(seat, &text).unwrap();
            log.push((seat.index(), text));
        }
        log
    }

    /// History is redacted as each viewer saw it then: a reconnecting viewer replaying
    /// old events gets exactly what it was sent live, even for cards it can see now but
    /// could not then (redacting against today's view named them).
    #[test]
    fn replayed_history_is_redacted_as_it_was_seen() {
        let decks: Vec<DeckChoice> = ["malkavian", "nosferatu", "toreador", "tremere"]
            .into_iter()
            .map(|d| DeckChoice::Name(d.into()))
            .collect();
        let config = build("vtes", &decks, Some(200), false).unwrap().config;
        let mut e = engine("vtes", &config, 9, &[], None).unwrap();
        for s in 0..e.seats() {
            e.set_bot(Seat(s as u8), Some(BotKind::Random), s as u64)
                .unwrap();
        }
        let none = HashSet::new();
        let viewers = [None, Some(Seat(0)), Some(Seat(2))];
        let mut live: Vec<Vec<EventOut>> = vec![Vec::new(); viewers.len()];
        for _ in 0..400 {
            let Some((seat, text)) = e.bot_choice() else {
                break;
            };
            let before = e.last_seq();
            e.apply(seat, &text).unwrap();
            for (v, viewer) in viewers.iter().enumerate() {
                live[v].extend(e.events_since(before, Lang::En, *viewer, &none).unwrap());
            }
        }
        let all: HashSet<u64> = (0..100_000).collect();
        let raw = e.events_since(0, Lang::En, None, &all).unwrap();
        let mut leaks = 0;
        for (v, viewer) in viewers.iter().enumerate() {
            let replayed = e.events_since(0, Lang::En, *viewer, &none).unwrap();
            assert_eq!(replayed.len(), live[v].len(), "{viewer:?}");
            for (r, l) in replayed.iter().zip(&live[v]) {
                assert_eq!(r, l, "{viewer:?}");
            }
            // Redacting against today's view (the old way) names cards hidden back then.
            let mut now = HashSet::new();
            visible_ids(&e.view(*viewer), &mut now);
            visible_ids(&e.stage(Lang::En), &mut now);
            leaks += raw
                .iter()
                .zip(&live[v])
                .filter(|(r, seen)| redact(&r.code, &now) != seen.code)
                .count();
        }
        let differs = leaks > 0;
        assert!(differs, "some card was hidden from some viewer");
    }

    #[test]
    fn a_game_resumed_from_a_snapshot_is_the_replayed_game() {
        for (game, decks) in [
            (
                "vtes",
                vec!["malkavian", "nosferatu", "toreador", "tremere"],
            ),
            ("rivals", vec!["brujah", "ventrue", "malkavian"]),
        ] {
            let decks: Vec<DeckChoice> = decks
                .into_iter()
                .map(|d| DeckChoice::Name(d.into()))
                .collect();
            let config = build(game, &decks, Some(200), false).unwrap().config;
            let log = bot_log(game, &config, 300);
            assert!(log.len() > 90, "{game}: a long enough game");
            let (k, third) = (log.len() * 2 / 3, log.len() / 3);
            let at_k = engine(game, &config, 9, &log[..k], None).unwrap();
            let snap = at_k.snapshot().expect("both games keep snapshots");
            assert_eq!((snap.choices, snap.next_seq), (k, at_k.last_seq() + 1));
            let full = engine(game, &config, 9, &log, None).unwrap();
            let resumed = engine(game, &config, 9, &log, Some(&snap)).unwrap();
            for seat in [None, Some(Seat(0)), Some(Seat(1))] {
                assert_eq!(
                    full.view(seat),
                    resumed.view(seat),
                    "{game}: view of {seat:?}"
                );
            }
            assert_eq!(full.options(Lang::En), resumed.options(Lang::En), "{game}");
            assert_eq!(full.pending(), resumed.pending());
            assert_eq!(
                full.last_seq(),
                resumed.last_seq(),
                "{game}: event numbers go on"
            );
            assert_eq!(
                full.record(),
                resumed.record(),
                "{game}: the whole log is kept"
            );
            // A snapshot that is corrupt, or ahead of the log, is not used: full replay.
            let bad = Snapshot {
                state: "{".into(),
                ..snap.clone()
            };
            let fallback = engine(game, &config, 9, &log, Some(&bad)).unwrap();
            assert_eq!(full.view(None), fallback.view(None));
            assert_eq!(full.last_seq(), fallback.last_seq());
            let ahead = engine(game, &config, 9, &log[..third], Some(&snap)).unwrap();
            assert_eq!(ahead.choices(), third);
            assert_eq!(
                ahead.view(None),
                engine(game, &config, 9, &log[..third], None)
                    .unwrap()
                    .view(None)
            );
        }
    }
}
