//! Rules scenarios: set up any position, play a script of choices by their text encoding,
//! and check expectations. The format is documented in `docs/scenarios.md`.

use crate::choice::Choice;
use crate::config::VtesConfig;
use crate::defs::Defs;
use crate::event::region_from_name;
use crate::game::Vtes;
use crate::ids::CardId;
use crate::state::{Phase, Region, State};
use jyhad_cards::{db, CardKind};
use jyhad_table::{Game, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::path::PathBuf;

pub use jyhad_table::scenario::ScenarioOutcome;

/// File extension of scenario files.
pub const EXTENSION: &str = "scenario";

/// Runs scenario files, and every scenario file under folders (sorted by path).
pub fn run_paths(paths: &[PathBuf]) -> std::io::Result<Vec<ScenarioOutcome>> {
    let files = jyhad_table::scenario::collect_files(paths, EXTENSION)?;
    jyhad_table::scenario::run_files(&files, run_text)
}

/// Runs one scenario text; returns its name and `Err("line N: …")` on the first failure.
pub fn run_text(default_name: &str, text: &str) -> (String, Result<(), String>) {
    let mut runner = Runner::new(default_name);
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Err(e) = runner.line(line) {
            return (runner.name, Err(format!("line {}: {e}", i + 1)));
        }
    }
    let result = if runner.started {
        Ok(())
    } else {
        Err("no `start` line".to_string())
    };
    (runner.name, result)
}

struct Runner {
    name: String,
    seed: u64,
    defs: Vec<String>,
    game: Option<Vtes>,
    labels: HashMap<String, CardId>,
    started: bool,
    last_events: Vec<String>,
    transfers: Option<u8>,
}

/// Splits a line into words, keeping `"quoted strings"` whole (quotes removed, marked).
fn words(line: &str) -> Result<Vec<(bool, String)>, String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if c == '"' {
            chars.next();
            let mut s = String::new();
            loop {
                match chars.next() {
                    Some('"') => break,
                    Some(ch) => s.push(ch),
                    None => return Err("unclosed quote".into()),
                }
            }
            out.push((true, s));
        } else {
            let mut s = String::new();
            while let Some(&ch) = chars.peek() {
                if ch.is_whitespace() {
                    break;
                }
                s.push(ch);
                chars.next();
            }
            out.push((false, s));
        }
    }
    Ok(out)
}

fn label_of(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn num<T: std::str::FromStr>(s: &str, what: &str) -> Result<T, String> {
    s.parse()
        .map_err(|_| format!("{what}: {s:?} is not a number"))
}

fn seat(s: &str) -> Result<Seat, String> {
    s.parse::<Seat>().map_err(|e| e.to_string())
}

fn opt_seat(s: &str) -> Result<Option<Seat>, String> {
    if s == "none" {
        Ok(None)
    } else {
        seat(s).map(Some)
    }
}

impl Runner {
    fn new(default_name: &str) -> Self {
        Runner {
            name: default_name.to_string(),
            seed: 0,
            defs: Vec::new(),
            game: None,
            labels: HashMap::new(),
            started: false,
            last_events: Vec::new(),
            transfers: None,
        }
    }

    fn state(&mut self) -> Result<&mut State, String> {
        self.game
            .as_mut()
            .map(|g| g.state_mut())
            .ok_or_else(|| "no `table N` line before this".to_string())
    }

    fn line(&mut self, line: &str) -> Result<(), String> {
        if let Some(rest) = line.strip_prefix("name:") {
            self.name = rest.trim().to_string();
            return Ok(());
        }
        if line.starts_with("source:") {
            return Ok(());
        }
        if let Some(rest) = line.strip_prefix("expect ") {
            if !self.started {
                return Err("`expect` before `start`".into());
            }
            return self.expect(rest.trim());
        }
        if let Some(rest) = line.strip_prefix("untap ") {
            if !self.started {
                return Err("`untap` before `start`".into());
            }
            // Stands for an effect that untaps a card (e.g. Freak Drive).
            let c = self.card(rest.trim())?;
            self.game
                .as_mut()
                .expect("started")
                .state_mut()
                .card_mut(c)
                .tapped = false;
            return Ok(());
        }
        if let Some(rest) = line.strip_prefix("inflict ") {
            if !self.started {
                return Err("`inflict` before `start`".into());
            }
            return self.inflict(rest.trim());
        }
        if let Some((who, choice)) = line.split_once('>') {
            if who.trim().starts_with("seat") && !who.contains(' ') {
                if !self.started {
                    return Err("a choice before `start`".into());
                }
                return self.choose(seat(who.trim())?, choice.trim());
            }
        }
        if self.started {
            return Err(format!("setup line {line:?} after `start`"));
        }
        self.setup(line)
    }

    // ---- Setup ----

    fn setup(&mut self, line: &str) -> Result<(), String> {
        let w = words(line)?;
        let word = |i: usize| w.get(i).map(|(_, s)| s.as_str()).unwrap_or("");
        match word(0) {
            "seed" => self.seed = num(word(1), "seed")?,
            "define" => {
                let def = line.trim_start_matches("define").trim().to_string();
                self.defs.push(def);
                if let Some(g) = self.game.as_mut() {
                    g.state_mut().defs = Defs::with_overrides(&self.defs)?;
                } else {
                    Defs::with_overrides(&self.defs)?;
                }
            }
            "table" => {
                let n: usize = num(word(1), "table")?;
                if !(2..=6).contains(&n) {
                    return Err("a table has 2 to 6 seats".into());
                }
                let defs = Defs::with_overrides(&self.defs)?;
                let config = VtesConfig::new(Vec::new());
                let mut state =
                    State::blank(n, ChaCha8Rng::seed_from_u64(self.seed), defs, &config);
                state.turn = 5;
                state.phase = Phase::Minion;
                self.game = Some(Vtes::from_state(state));
            }
            "game" => {
                // A real new game from starter decks: setup as the rulebook says (p. 15).
                let mut decks = Vec::new();
                for (_, name) in &w[1..] {
                    let list = jyhad_decks::starter_deck(name)
                        .ok_or_else(|| format!("unknown starter deck {name:?}"))?;
                    decks.push(crate::config::DeckSpec::from_list(&list));
                }
                let mut config = VtesConfig::new(decks);
                config.card_defs = self.defs.clone();
                let mut game = Vtes::new_game(&config, self.seed).map_err(|e| e.to_string())?;
                game.state_mut().events.clear();
                self.game = Some(game);
                self.started = true;
            }
            "turn" => self.state()?.turn = num(word(1), "turn")?,
            "max-turns" => self.state()?.max_turns = Some(num(word(1), "max-turns")?),
            // Manual cards allowed at this table (issue 18, `rules::manual`).
            "manual-cards" => self.state()?.manual_cards = true,
            "active" => self.state()?.active = seat(word(1))?,
            "phase" => {
                self.state()?.phase = Phase::from_name(word(1))
                    .ok_or_else(|| format!("unknown phase {:?}", word(1)))?
            }
            "edge" => self.state()?.edge = opt_seat(word(1))?,
            "transfers" => self.transfers = Some(num(word(1), "transfers")?),
            "start" => self.start()?,
            s if s.starts_with("seat") => self.seat_line(seat(s)?, &w[1..])?,
            other => return Err(format!("unknown setup line starting with {other:?}")),
        }
        Ok(())
    }

    fn seat_line(&mut self, s: Seat, w: &[(bool, String)]) -> Result<(), String> {
        let n = self.state()?.seats.len();
        if s.index() >= n {
            return Err(format!("{s} is not at this {n}-seat table"));
        }
        let Some((false, first)) = w.first() else {
            return Err("expected a region or pool=N after the seat".into());
        };
        if first.contains('=') || first == "ousted" {
            for (_, kv) in w {
                let (k, v) = kv.split_once('=').unwrap_or((kv.as_str(), ""));
                let st = self.state()?;
                let m = &mut st.seats[s.index()];
                match k {
                    "pool" => m.pool = num(v, "pool")?,
                    "vp" => m.half_vp = (num::<f64>(v, "vp")? * 2.0).round() as u16,
                    "hand-size" => m.hand_size = num(v, "hand-size")?,
                    "ousted" => m.ousted = true,
                    _ => return Err(format!("unknown seat attribute {kv:?}")),
                }
            }
            return Ok(());
        }
        let region = region_from_name(first).ok_or_else(|| format!("unknown region {first:?}"))?;
        let mut i = 1;
        while i < w.len() {
            let (quoted, name) = &w[i];
            if !quoted {
                return Err(format!("expected a quoted card name, found {name:?}"));
            }
            let kind = match region {
                Region::Library | Region::Hand | Region::InPlay => Some(CardKind::Library),
                Region::Crypt | Region::Uncontrolled => Some(CardKind::Crypt),
                _ => None,
            };
            let def = db().lookup_in(name, kind).map_err(|e| e.to_string())?;
            let st = self.state()?;
            let id = st.add_card(def, s, region);
            let facts = db().get(def);
            // Allies and retainers in play start with their life (cards in hand carry none).
            if facts.kind == CardKind::Library
                && matches!(region, Region::Ready | Region::InPlay | Region::Torpor)
            {
                if let Some(life) = facts.life {
                    st.card_mut(id).counters = life;
                }
            }
            let mut label = label_of(name);
            if self.labels.contains_key(&label) {
                let mut k = 2;
                while self.labels.contains_key(&format!("{label}{k}")) {
                    k += 1;
                }
                label = format!("{label}{k}");
            }
            i += 1;
            while i < w.len() && !w[i].0 {
                let attr = w[i].1.as_str();
                let (k, v) = attr.split_once('=').unwrap_or((attr, ""));
                let st = self.state()?;
                match k {
                    "blood" | "life" | "counters" => st.card_mut(id).counters = num(v, k)?,
                    "tapped" => st.card_mut(id).tapped = true,
                    "anarch" => st.card_mut(id).anarch = true,
                    "superior" => st.card_mut(id).superior = true,
                    "as" => label = v.to_string(),
                    "on" => {
                        let host = *self
                            .labels
                            .get(v.trim_start_matches('@'))
                            .ok_or_else(|| format!("unknown label {v:?}"))?;
                        let st = self.state()?;
                        // Only a card in play goes on a minion of the same Methuselah.
                        if region != Region::InPlay
                            || !st.is_minion_in_play(host)
                            || st.card(host).controller != s
                        {
                            return Err(format!(
                                "on={v}: only a card in in-play can go on a ready or torpid minion of {s}"
                            ));
                        }
                        st.card_mut(id).host = Some(host);
                    }
                    _ => return Err(format!("unknown card attribute {attr:?}")),
                }
                i += 1;
            }
            self.labels.insert(label, id);
        }
        // Libraries and crypts are listed top first; the engine draws from the end.
        let st = self.state()?;
        let m = &mut st.seats[s.index()];
        if matches!(region, Region::Library | Region::Crypt) {
            let list = if region == Region::Library {
                &mut m.library
            } else {
                &mut m.crypt
            };
            let added = w.iter().filter(|(q, _)| *q).count();
            let start = list.len() - added;
            list[start..].reverse();
        }
        Ok(())
    }

    fn start(&mut self) -> Result<(), String> {
        let transfers = self.transfers;
        let st = self.state()?;
        match st.phase {
            Phase::Master => st.master_actions = 1,
            Phase::Discard => st.discards = 1,
            _ => {}
        }
        st.transfers = transfers.unwrap_or(State::transfers_on_turn(st.turn));
        st.record_events = true;
        let game = self.game.as_mut().expect("table exists");
        game.settle();
        // `expect event` looks at the events of the last choice only.
        game.state_mut().events.clear();
        self.started = true;
        Ok(())
    }

    // ---- Script ----

    /// Replaces `@label` words with `#id`.
    fn substitute(&self, text: &str) -> Result<String, String> {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find('@') {
            out.push_str(&rest[..i]);
            let tail = &rest[i + 1..];
            let end = tail
                .find(|c: char| !c.is_alphanumeric())
                .unwrap_or(tail.len());
            let label = &tail[..end];
            let id = self
                .labels
                .get(label)
                .ok_or_else(|| format!("unknown label @{label}"))?;
            out.push_str(&id.to_string());
            rest = &tail[end..];
        }
        out.push_str(rest);
        Ok(out)
    }

    fn parse_choice(&self, text: &str) -> Result<Choice, String> {
        let text = self.substitute(text)?;
        text.parse::<Choice>().map_err(|e| e.to_string())
    }

    fn game(&self) -> &Vtes {
        self.game.as_ref().expect("started")
    }

    fn choose(&mut self, s: Seat, text: &str) -> Result<(), String> {
        let choice = self.parse_choice(text)?;
        let game = self.game.as_mut().expect("started");
        match game.apply(s, &choice) {
            Ok(events) => {
                self.last_events = events.iter().map(|e| e.to_string()).collect();
                Ok(())
            }
            Err(e) => {
                let mut opts = Vec::new();
                let pending = game.options_into(&mut opts);
                let listed: Vec<String> = opts.iter().map(|o| o.to_string()).collect();
                Err(format!(
                    "{s}> {choice} was refused: {e}; pending: {:?} options: [{}]",
                    pending.map(|(s, p)| format!("{s} {p}")),
                    listed.join(" | ")
                ))
            }
        }
    }

    /// Environmental damage (no source, p. 31): `inflict @c normal=N aggravated=M`.
    fn inflict(&mut self, rest: &str) -> Result<(), String> {
        let mut parts = rest.split_whitespace();
        let c = self.card(parts.next().unwrap_or(""))?;
        let (mut normal, mut agg) = (0u8, 0u8);
        for p in parts {
            match p.split_once('=') {
                Some(("normal", v)) => normal = num(v, "normal")?,
                Some(("aggravated", v)) => agg = num(v, "aggravated")?,
                _ => return Err(format!("expected normal=N or aggravated=N, found {p:?}")),
            }
        }
        let game = self.game.as_mut().expect("started");
        let st = game.state_mut();
        st.events.clear();
        st.record_events = true;
        st.take_damage(c, normal, agg);
        game.settle();
        self.last_events = std::mem::take(&mut game.state_mut().events)
            .iter()
            .map(|e| e.to_string())
            .collect();
        Ok(())
    }

    fn card(&self, label: &str) -> Result<CardId, String> {
        self.labels
            .get(label.trim_start_matches('@'))
            .copied()
            .ok_or_else(|| format!("unknown label {label:?}"))
    }

    fn expect(&mut self, rest: &str) -> Result<(), String> {
        let (what, args) = rest.split_once(' ').unwrap_or((rest, ""));
        let args = args.trim();
        // `X = Y` forms.
        let (lhs, rhs) = match args.split_once('=') {
            Some((l, r))
                if !matches!(what, "legal" | "illegal" | "error" | "event" | "no-event") =>
            {
                (l.trim(), r.trim())
            }
            _ => (args, ""),
        };
        let st = self.game().state();
        // A seat of this table (a bad seat is an error, not a panic).
        let n = st.seats.len();
        let seat = |text: &str| -> Result<Seat, String> {
            let s = seat(text)?;
            if s.index() < n {
                Ok(s)
            } else {
                Err(format!("{s} is not at this {n}-seat table"))
            }
        };
        let check = |ok: bool, actual: String| {
            if ok {
                Ok(())
            } else {
                Err(format!("expect {rest}: actual {actual}"))
            }
        };
        match what {
            "pool" => {
                let s = seat(lhs)?;
                let v = st.seats[s.index()].pool;
                check(v == num::<i32>(rhs, "pool")?, v.to_string())
            }
            "vp" => {
                let s = seat(lhs)?;
                let v = f64::from(st.seats[s.index()].half_vp) / 2.0;
                check(v == num::<f64>(rhs, "vp")?, v.to_string())
            }
            "blood" | "life" | "counters" => {
                let c = self.card(lhs)?;
                let v = st.card(c).counters;
                check(v == num::<u8>(rhs, what)?, v.to_string())
            }
            "region" => {
                let c = self.card(lhs)?;
                let r = region_from_name(rhs).ok_or_else(|| format!("unknown region {rhs:?}"))?;
                check(
                    st.card(c).region == r,
                    crate::event::region_name(st.card(c).region).to_string(),
                )
            }
            "label" => {
                // `expect label @c = @source words…`: a manual label and its words.
                let c = self.card(lhs)?;
                let (src, words) = rhs.split_once(' ').unwrap_or((rhs, ""));
                let source = self.card(src)?;
                let label = st
                    .manual
                    .labels
                    .iter()
                    .find(|l| l.card == c && l.source == source);
                check(
                    label.is_some_and(|l| l.text == words.trim()),
                    format!("{label:?}"),
                )
            }
            "controller" => {
                let c = self.card(lhs)?;
                check(
                    st.card(c).controller == seat(rhs)?,
                    st.card(c).controller.to_string(),
                )
            }
            "host" => {
                let c = self.card(lhs)?;
                let want = if rhs == "none" {
                    None
                } else {
                    Some(self.card(rhs)?)
                };
                check(st.card(c).host == want, format!("{:?}", st.card(c).host))
            }
            "tapped" => {
                let c = self.card(lhs)?;
                check(st.card(c).tapped, "untapped".into())
            }
            "untapped" => {
                let c = self.card(lhs)?;
                check(!st.card(c).tapped, "tapped".into())
            }
            "title" => {
                // expect title @c = prince (or none): the title it holds now.
                let c = self.card(lhs)?;
                let t = st
                    .title_of(c)
                    .map_or("none".to_string(), |t| format!("{t:?}").to_lowercase());
                check(t == rhs.to_lowercase(), t)
            }
            "votes" => {
                // expect votes @c = 2: votes it can cast now.
                let c = self.card(lhs)?;
                let v = st.votes_of(c).0;
                check(v == num::<u8>(rhs, "votes")?, v.to_string())
            }
            "anarch" => {
                let c = self.card(lhs)?;
                check(st.is_anarch(c), "not anarch".into())
            }
            "not-anarch" => {
                let c = self.card(lhs)?;
                check(!st.is_anarch(c), "anarch".into())
            }
            "strength" => {
                let c = self.card(lhs)?;
                let v = st.strength(c);
                check(v == num::<u8>(rhs, "strength")?, v.to_string())
            }
            "open-hand" => check(st.plays_open_hand(seat(lhs)?), "a closed hand".into()),
            "not-open-hand" => check(!st.plays_open_hand(seat(lhs)?), "an open hand".into()),
            "edge" => check(st.edge == opt_seat(rhs)?, format!("{:?}", st.edge)),
            "phase" => check(st.phase.name() == rhs, st.phase.name().to_string()),
            "turn" => check(st.turn == num::<u32>(rhs, "turn")?, st.turn.to_string()),
            "active" => check(st.active == seat(rhs)?, st.active.to_string()),
            "transfers" => check(
                st.transfers == num::<u8>(rhs, "transfers")?,
                st.transfers.to_string(),
            ),
            "stealth" => {
                let v = st.action.as_ref().map(|a| a.stealth);
                check(v == Some(num(rhs, "stealth")?), format!("{v:?}"))
            }
            "bleed" => {
                let v = st.action.as_ref().map(|a| a.bleed);
                check(v == Some(num(rhs, "bleed")?), format!("{v:?}"))
            }
            "range" => {
                let v = st.combat.as_ref().map(|c| match c.range {
                    crate::state::Range::Close => "close",
                    crate::state::Range::Long => "long",
                });
                check(v == Some(rhs), format!("{v:?}"))
            }
            "round" => {
                let v = st.combat.as_ref().map(|c| c.round);
                check(v == Some(num(rhs, "round")?), format!("{v:?}"))
            }
            "combat" => check(st.combat.is_some(), "no combat".into()),
            "no-combat" => check(st.combat.is_none(), "a combat".into()),
            "action" => check(st.action.is_some(), "no action".into()),
            "no-action" => check(st.action.is_none(), "an action".into()),
            "ousted" => check(st.seats[seat(lhs)?.index()].ousted, "not ousted".into()),
            "not-ousted" => check(!st.seats[seat(lhs)?.index()].ousted, "ousted".into()),
            "over" => check(st.phase == Phase::Over, st.phase.name().into()),
            "timed-out" => check(st.timed_out, "not timed out".into()),
            "winner" => check(st.winner() == opt_seat(rhs)?, format!("{:?}", st.winner())),
            "count" => {
                // expect count seat1 hand = 7
                let mut parts = lhs.split_whitespace();
                let s = seat(parts.next().unwrap_or(""))?;
                let region = parts.next().unwrap_or("");
                let m = &st.seats[s.index()];
                let n = match region {
                    "hand" => m.hand.len(),
                    "library" => m.library.len(),
                    "crypt" => m.crypt.len(),
                    "uncontrolled" => m.uncontrolled.len(),
                    "ready" => m.ready.len(),
                    "torpor" => m.torpor.len(),
                    "in-play" => m.in_play.len(),
                    "contested" => m.contested.len(),
                    "ash-heap" => m.ash_heap.len(),
                    _ => return Err(format!("unknown region {region:?}")),
                };
                check(n == num::<usize>(rhs, "count")?, n.to_string())
            }
            "decision" => {
                let mut opts = Vec::new();
                let who = self.game().options_into(&mut opts).map(|(s, _)| s);
                check(who == opt_seat(rhs)?, format!("{who:?}"))
            }
            "options" => {
                let mut opts = Vec::new();
                self.game().options_into(&mut opts);
                let listed: Vec<String> = opts.iter().map(|o| o.to_string()).collect();
                check(
                    opts.len() == num::<usize>(rhs, "options")?,
                    format!("{} options [{}]", opts.len(), listed.join(" | ")),
                )
            }
            "legal" | "illegal" => {
                let (who, text) = args.split_once('>').ok_or("expected seatN> choice")?;
                let s = seat(who.trim())?;
                let choice = self.parse_choice(text.trim())?;
                let mut opts = Vec::new();
                let decider = self.game().options_into(&mut opts).map(|(s, _)| s);
                // Legal as `apply` sees it: another copy in the hand is the same option.
                let legal = decider == Some(s) && self.game().state().is_offered(&opts, &choice);
                let listed: Vec<String> = opts.iter().map(|o| o.to_string()).collect();
                check(
                    legal == (what == "legal"),
                    format!("decider {decider:?}, options [{}]", listed.join(" | ")),
                )
            }
            "error" => {
                let (who, text) = args.split_once('>').ok_or("expected seatN> choice")?;
                let s = seat(who.trim())?;
                let choice = self.parse_choice(text.trim())?;
                let before = format!("{:?}", self.game().state());
                let mut copy = self.game().clone();
                let result = copy.apply(s, &choice);
                let after = format!("{:?}", copy.state());
                check(result.is_err() && before == after, format!("{result:?}"))
            }
            "event" | "no-event" => {
                let text = self.substitute(args)?;
                let found = self.last_events.iter().any(|e| e.contains(&text));
                check(
                    found == (what == "event"),
                    format!("events [{}]", self.last_events.join(" | ")),
                )
            }
            other => Err(format!("unknown expectation {other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A written text whose words the table of recent texts lost before it was applied is
    /// refused with a typed error, and nothing changes (issue 18: no text kept for the
    /// life of the process).
    #[test]
    fn a_lost_text_is_refused_and_changes_nothing() {
        let _one = crate::choice::tests::TEXTS
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let setup = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/scenarios/manual/political_terms_text.scenario"
        ))
        .unwrap();
        let mut r = Runner::new("lost text");
        for line in setup
            .lines()
            .take_while(|l| !l.starts_with("# The action succeeded"))
        {
            r.line(line).unwrap();
        }
        let choice = r
            .parse_choice("manual-terms text=Seat_2_burns_1_pool")
            .unwrap();
        for i in 0..crate::choice::Text::RECENT {
            crate::choice::Text::new(&format!("another text {i}")).unwrap();
        }
        let before = r.game().snapshot();
        let game = r.game.as_mut().unwrap();
        let refused = game.apply(Seat(0), &choice);
        assert!(
            matches!(refused, Err(crate::VtesError::TextLost { .. })),
            "{refused:?}"
        );
        assert_eq!(r.game().snapshot(), before);
        // Written again, it is applied.
        r.choose(Seat(0), "manual-terms text=Seat_2_burns_1_pool")
            .unwrap();
        assert!(r.last_events.iter().any(|e| e.starts_with("terms-written")));
    }
}
