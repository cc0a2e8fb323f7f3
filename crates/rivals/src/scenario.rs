//! Rules scenarios for Rivals: set up a position, play choices by their text encoding,
//! check expectations. The format is documented in `docs/rivals.md`.

use crate::choice::{CardId, Choice};
use crate::facts::{db, fold, Kind};
use crate::game::Rivals;
use crate::state::{Loc, Phase, State};
use jyhad_table::{Game, Seat};
use std::collections::HashMap;
use std::path::PathBuf;

pub use jyhad_table::scenario::ScenarioOutcome;

/// File extension of Rivals scenarios (`.rivals`: the VTES runner collects every
/// `.scenario` file under `tests/scenarios/`, this folder included).
pub const EXTENSION: &str = "rivals";

/// Runs scenario files, and every scenario file under folders (sorted by path).
pub fn run_paths(paths: &[PathBuf]) -> std::io::Result<Vec<ScenarioOutcome>> {
    let files = jyhad_table::scenario::collect_files(paths, EXTENSION)?;
    jyhad_table::scenario::run_files(&files, run_text)
}

struct Runner {
    name: String,
    seed: u64,
    game: Option<Rivals>,
    started: bool,
    labels: HashMap<String, CardId>,
    events: Vec<String>,
    /// A deck under construction (`deck`, `deck-add`, `deck-remove`), checked by
    /// `expect deck-legal` / `expect deck-problem TEXT` against the rules of p. 16.
    deck: Option<crate::state::DeckSpec>,
}

/// Runs one scenario text; returns its name and `Err("line N: …")` on the first failure.
pub fn run_text(default_name: &str, text: &str) -> (String, Result<(), String>) {
    let mut r = Runner {
        name: default_name.to_string(),
        seed: 0,
        game: None,
        started: false,
        labels: HashMap::new(),
        events: Vec::new(),
        deck: None,
    };
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Err(e) = r.line(line) {
            return (r.name, Err(format!("line {}: {e}", i + 1)));
        }
    }
    (r.name, Ok(()))
}

/// Splits a line into words, keeping "quoted names" whole.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for ch in line.chars() {
        match ch {
            '"' => {
                if quoted {
                    out.push(std::mem::take(&mut cur));
                }
                quoted = !quoted;
            }
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn seat_of(w: &str) -> Result<Seat, String> {
    w.parse::<Seat>().map_err(|e| e.to_string())
}

impl Runner {
    fn state(&mut self) -> Result<&mut State, String> {
        self.game
            .as_mut()
            .map(Rivals::state_mut)
            .ok_or_else(|| "no `table` line yet".to_string())
    }

    fn subst(&self, text: &str) -> Result<String, String> {
        let mut out = Vec::new();
        for w in text.split_whitespace() {
            let mut done = w.to_string();
            if let Some((k, v)) = w.split_once("=@") {
                let id = self.labels.get(v).ok_or(format!("unknown label @{v}"))?;
                done = format!("{k}={id}");
            } else if let Some(v) = w.strip_prefix('@') {
                let id = self.labels.get(v).ok_or(format!("unknown label @{v}"))?;
                done = id.to_string();
            }
            out.push(done);
        }
        Ok(out.join(" "))
    }

    fn label(&mut self, name: &str, id: CardId) {
        let base = fold(name);
        let mut l = base.clone();
        let mut k = 2;
        while self.labels.contains_key(&l) {
            l = format!("{base}{k}");
            k += 1;
        }
        self.labels.insert(l, id);
    }

    fn line(&mut self, line: &str) -> Result<(), String> {
        if let Some(n) = line.strip_prefix("name:") {
            self.name = n.trim().to_string();
            return Ok(());
        }
        if line.starts_with("source:") {
            return Ok(());
        }
        if let Some((seat, choice)) = line.split_once("> ") {
            return self.play(seat_of(seat)?, choice);
        }
        let w = words(line);
        match w[0].as_str() {
            "seed" => {
                self.seed = w.get(1).and_then(|s| s.parse().ok()).ok_or("seed N")?;
            }
            "table" => self.table(&w[1..])?,
            // A real game straight from the setup (p. 3-4), not emptied.
            "game" => {
                let names: Vec<&str> = w[1..].iter().map(String::as_str).collect();
                let config = crate::config_of(&names).map_err(|e| e.to_string())?;
                let g = Rivals::new_game(&config, self.seed).map_err(|e| e.to_string())?;
                self.labels.clear();
                // The vampires are labelled (arena order: seat1's first), for the bidding.
                let vampires: Vec<(String, CardId)> = (0..g.state().cards.len())
                    .map(|i| CardId(i as u16))
                    .filter(|c| g.state().facts(*c).kind == Kind::Vampire)
                    .map(|c| (g.state().facts(c).name.clone(), c))
                    .collect();
                for (name, id) in vampires {
                    self.label(&name, id);
                }
                self.events = g.state().events.iter().map(ToString::to_string).collect();
                self.game = Some(g);
                self.started = true;
            }
            "active" => {
                let s = seat_of(w.get(1).ok_or("active seatK")?)?;
                self.state()?.active = s;
            }
            "actions" => {
                let n = w.get(1).and_then(|s| s.parse().ok()).ok_or("actions N")?;
                self.state()?.actions_left = n;
            }
            // City cards on top of the City deck, the first named on top.
            "city-deck" => {
                for name in w[1..].iter().rev() {
                    let d = db().lookup(name).ok_or(format!("unknown card {name}"))?;
                    let s = self.state()?;
                    let id = s.push_card(d, None, Loc::CityDeck);
                    s.city_deck.insert(0, id);
                    self.label(name, id);
                }
            }
            "deck" => {
                let name = w.get(1).ok_or("deck NAME")?;
                self.deck = Some(crate::deck(name).ok_or(format!("no deck {name}"))?);
            }
            k @ ("deck-add" | "deck-remove") => {
                let part = w.get(1).ok_or("vampires|library")?;
                let name = w.get(2).ok_or("\"Card\"")?;
                let n: usize = w.get(3).map_or(Ok(1), |n| n.parse().map_err(|_| "N"))?;
                let id = db()
                    .lookup(name)
                    .map(|d| db().get(d).id.clone())
                    .ok_or(format!("unknown card {name}"))?;
                let deck = self.deck.as_mut().ok_or("no deck")?;
                let list = match part.as_str() {
                    "vampires" => &mut deck.vampires,
                    "library" => &mut deck.library,
                    other => return Err(format!("unknown deck part {other}")),
                };
                for _ in 0..n {
                    if k == "deck-add" {
                        list.push(id.clone());
                    } else {
                        let i = list
                            .iter()
                            .position(|x| *x == id)
                            .ok_or(format!("no {name} to remove"))?;
                        list.remove(i);
                    }
                }
            }
            "streets" => {
                for name in &w[1..] {
                    let d = db().lookup(name).ok_or(format!("unknown card {name}"))?;
                    let s = self.state()?;
                    let id = s.push_card(d, None, Loc::StreetsCity);
                    s.streets.push(id);
                    self.label(name, id);
                }
            }
            "start" => {
                self.started = true;
                let g = self.game.as_mut().ok_or("no table")?;
                g.settle();
                self.events = std::mem::take(&mut g.state_mut().events)
                    .iter()
                    .map(ToString::to_string)
                    .collect();
            }
            "expect" => return self.expect(&w[1..], line),
            s if s.starts_with("seat") => self.seat_line(seat_of(s)?, &w[1..])?,
            other => return Err(format!("unknown line {other:?}")),
        }
        Ok(())
    }

    /// `table DECK…`: a real game of shipped decks, emptied to a bare position: turn 5,
    /// action phase, seat1 active, 20 prestige each, every player past their first turn.
    fn table(&mut self, decks: &[String]) -> Result<(), String> {
        let names: Vec<&str> = decks.iter().map(String::as_str).collect();
        let config = crate::config_of(&names).map_err(|e| e.to_string())?;
        let g = Rivals::new_game(&config, self.seed).map_err(|e| e.to_string())?;
        let mut s = g.state().clone();
        for p in &mut s.players {
            for c in p
                .hand
                .drain(..)
                .chain(p.coterie.drain(..))
                .chain(p.in_play.drain(..))
            {
                s.cards[c.index()].loc = Loc::Box;
            }
            p.leader = None;
            // A bare position shows the Agendas face up (revealed); `seatK agenda-card
            // "Name" face-down` lays one face down (p. 16).
            s.cards[p.agenda_card.index()].loc = Loc::Table;
            p.prestige = 20;
            p.agenda = 0;
            p.played_first_turn = true;
        }
        for c in std::mem::take(&mut s.streets) {
            s.cards[c.index()].loc = Loc::Box;
        }
        for c in &mut s.cards {
            c.attached.clear();
            c.leader = false;
        }
        let prince = s.prince;
        s.cards[prince.index()].loc = Loc::Aside;
        s.active = Seat(0);
        s.turn = 5;
        s.phase = Phase::Action;
        s.actions_left = 2;
        s.events.clear();
        self.labels.clear();
        self.game = Some(Rivals::from_state(s));
        Ok(())
    }

    /// `seatK prestige=N agenda=N`, `seatK agenda-card "Name" [face-down]`, `seatK REGION "Card"
    /// attrs…` with regions haven, streets:N, torpor, hand, library, faction, discard,
    /// ongoing, conspiracy (attribute `prestige=N`), `seatK attach "Card" to=@label`, and
    /// `seatK haven-card "Name"`.
    fn seat_line(&mut self, seat: Seat, w: &[String]) -> Result<(), String> {
        let what = w.first().ok_or("seatK what?")?.clone();
        if what.contains('=') {
            for kv in w {
                let (k, v) = kv.split_once('=').ok_or("key=value")?;
                let n: u16 = v.parse().map_err(|_| format!("bad number {v}"))?;
                let s = self.state()?;
                match k {
                    "prestige" => s.players[seat.index()].prestige = n,
                    "agenda" => s.players[seat.index()].agenda = n as u8,
                    _ => return Err(format!("unknown key {k}")),
                }
            }
            return Ok(());
        }
        if what == "agenda-card" || what == "haven-card" {
            let name = w.get(1).ok_or("agenda-card|haven-card \"Name\"")?;
            let d = db().lookup(name).ok_or(format!("unknown card {name}"))?;
            let s = self.state()?;
            let p = &s.players[seat.index()];
            let a = if what == "agenda-card" {
                p.agenda_card
            } else {
                p.haven
            };
            s.cards[a.index()].def = d;
            if what == "agenda-card" {
                let down = w.get(2).map(String::as_str) == Some("face-down");
                s.cards[a.index()].loc = if down { Loc::AgendaDown } else { Loc::Table };
            }
            self.label(name, a);
            return Ok(());
        }
        let mut last: Option<CardId> = None;
        let mut i = 1;
        while i < w.len() {
            let word = &w[i];
            i += 1;
            if let Some(c) = last {
                if let Some(v) = word.strip_prefix("blood=") {
                    let n = v.parse().map_err(|_| "blood=N")?;
                    self.state()?.cards[c.index()].blood = n;
                    continue;
                }
                if let Some(v) = word.strip_prefix("prestige=") {
                    let n = v.parse().map_err(|_| "prestige=N")?;
                    self.state()?.cards[c.index()].prestige = n;
                    continue;
                }
                if let Some(v) = word.strip_prefix("to=@") {
                    let to = *self.labels.get(v).ok_or(format!("unknown label @{v}"))?;
                    let s = self.state()?;
                    s.cards[c.index()].loc = Loc::Attached(to);
                    s.cards[to.index()].attached.push(c);
                    continue;
                }
                if let Some(v) = word.strip_prefix("as=") {
                    self.labels.insert(v.to_string(), c);
                    continue;
                }
                match word.as_str() {
                    "tapped" | "exhausted" => {
                        self.state()?.cards[c.index()].exhausted = true;
                        continue;
                    }
                    "leader" => {
                        let s = self.state()?;
                        s.cards[c.index()].leader = true;
                        s.players[seat.index()].leader = Some(c);
                        continue;
                    }
                    "no-influence" => {
                        self.state()?.cards[c.index()].no_influence = true;
                        continue;
                    }
                    _ => {}
                }
            }
            let d = db()
                .lookup(word)
                .ok_or(format!("unknown card or attribute {word:?}"))?;
            let s = self.state()?;
            let loc = match what.as_str() {
                "haven" => Loc::Haven,
                "torpor" => Loc::Torpor,
                "hand" => Loc::Hand,
                "library" => Loc::Library,
                "faction" => Loc::Faction,
                "discard" => Loc::Discard,
                "attach" => Loc::Box,
                "ongoing" => Loc::Ongoing,
                "conspiracy" => Loc::Conspiracy,
                w if w.starts_with("streets:") => {
                    Loc::Streets(w[8..].parse().map_err(|_| "streets:N")?)
                }
                other => return Err(format!("unknown region {other}")),
            };
            let id = if db().get(d).id == "core-prince-of-the-city" {
                s.prince
            } else {
                s.push_card(d, Some(seat), loc)
            };
            if db().get(d).kind == Kind::City && id != s.prince {
                s.cards[id.index()].owner = None;
            }
            let p = &mut s.players[seat.index()];
            match loc {
                Loc::Haven | Loc::Torpor | Loc::Streets(_) => {
                    p.coterie.push(id);
                    let bp = db().get(d).bp.unwrap_or(0);
                    s.cards[id.index()].blood = if loc == Loc::Torpor { 1 } else { bp };
                }
                Loc::Hand => p.hand.push(id),
                Loc::Library => p.library.insert(0, id),
                Loc::Faction => p.faction.insert(0, id),
                Loc::Discard => p.discard.push(id),
                Loc::Ongoing | Loc::Conspiracy => p.in_play.push(id),
                _ => {}
            }
            self.label(word, id);
            last = Some(id);
        }
        Ok(())
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<(), String> {
        if !self.started {
            return Err("choices come after `start`".into());
        }
        let t = self.subst(text)?;
        let choice: Choice = t.parse().map_err(|e| format!("{e}"))?;
        let g = self.game.as_mut().ok_or("no table")?;
        match g.apply(seat, &choice) {
            Ok(ev) => {
                self.events = ev.iter().map(ToString::to_string).collect();
                Ok(())
            }
            Err(e) => {
                let opts = g
                    .pending()
                    .map(|d| {
                        format!(
                            "{} decides {:?}: {}",
                            d.seat,
                            d.prompt,
                            d.options
                                .iter()
                                .map(ToString::to_string)
                                .collect::<Vec<_>>()
                                .join(" | ")
                        )
                    })
                    .unwrap_or_else(|| "game over".into());
                Err(format!("{t}: {e}; {opts}"))
            }
        }
    }

    /// `expect blood @label = N`, `expect prestige seatK = N`, `expect agenda seatK = N`,
    /// `expect event TEXT`, `expect torpor @label`, `expect attached @card to @vampire`,
    /// `expect winner seatK`.
    fn expect(&mut self, w: &[String], line: &str) -> Result<(), String> {
        if let Some(k @ ("deck-legal" | "deck-problem")) = w.first().map(String::as_str) {
            let deck = self.deck.as_ref().ok_or("no deck")?;
            let problems = crate::decks::check(deck);
            if k == "deck-legal" {
                if !problems.is_empty() {
                    return Err(format!("deck problems: {}", problems.join("; ")));
                }
            } else {
                let want = w[1..].join(" ");
                if !problems.iter().any(|p| p.contains(&want)) {
                    return Err(format!("no problem {want:?} in {problems:?}"));
                }
            }
            return Ok(());
        }
        let g = self.game.as_ref().ok_or("no table")?;
        let s = g.state();
        let num = |i: usize| -> Result<u16, String> {
            w.get(i)
                .and_then(|v| v.parse().ok())
                .ok_or(format!("a number at word {i}"))
        };
        let card = |v: &str| -> Result<CardId, String> {
            let l = v.strip_prefix('@').ok_or("@label")?;
            self.labels
                .get(l)
                .copied()
                .ok_or(format!("unknown label {v}"))
        };
        match w.first().map(String::as_str) {
            Some("blood") => {
                let c = card(&w[1])?;
                let want = num(3)?;
                let got = s.cards[c.index()].blood;
                if u16::from(got) != want {
                    return Err(format!("blood of {} is {got}, not {want}", w[1]));
                }
            }
            Some(k @ ("prestige" | "agenda")) => {
                let seat = seat_of(&w[1])?;
                let want = num(3)?;
                let p = &s.players[seat.index()];
                let got = if k == "prestige" {
                    p.prestige
                } else {
                    u16::from(p.agenda)
                };
                if got != want {
                    return Err(format!("{k} of {seat} is {got}, not {want}"));
                }
            }
            Some("event") => {
                let rest = line.split_once("event").map(|x| x.1.trim()).unwrap_or("");
                let want = self.subst(rest)?;
                if !self.events.iter().any(|e| e.contains(&want)) {
                    let next = g
                        .pending()
                        .map(|d| format!("{} decides {:?}", d.seat, d.prompt))
                        .unwrap_or_default();
                    return Err(format!(
                        "no event {want:?} among: {}; {next}",
                        self.events.join(" | ")
                    ));
                }
            }
            Some("torpor") => {
                let c = card(&w[1])?;
                if s.cards[c.index()].loc != Loc::Torpor {
                    return Err(format!("{} is at {:?}", w[1], s.cards[c.index()].loc));
                }
            }
            Some("attached") => {
                let c = card(&w[1])?;
                let to = card(&w[3])?;
                if s.cards[c.index()].loc != Loc::Attached(to) {
                    return Err(format!("{} is at {:?}", w[1], s.cards[c.index()].loc));
                }
            }
            Some("winner") => {
                let seat = seat_of(&w[1])?;
                if s.winner != Some(seat) {
                    return Err(format!("winner is {:?}", s.winner));
                }
            }
            Some("no-event") => {
                let rest = line
                    .split_once("no-event")
                    .map(|x| x.1.trim())
                    .unwrap_or("");
                let want = self.subst(rest)?;
                if let Some(e) = self.events.iter().find(|e| e.contains(&want)) {
                    return Err(format!("unexpected event {e:?}"));
                }
            }
            Some(k @ ("option" | "no-option")) => {
                let rest = line.split_once(k).map(|x| x.1.trim()).unwrap_or("");
                let want = self.subst(rest)?;
                let offered: Vec<String> = g
                    .pending()
                    .map(|d| d.options.iter().map(ToString::to_string).collect())
                    .unwrap_or_default();
                let found = offered.iter().any(|o| o.contains(&want));
                if found != (k == "option") {
                    return Err(format!("{k} {want:?}; offered: {}", offered.join(" | ")));
                }
            }
            Some("decides") => {
                let seat = seat_of(&w[1])?;
                let got = g.pending().map(|d| d.seat);
                if got != Some(seat) {
                    return Err(format!("{got:?} decides, not {seat}"));
                }
            }
            Some(k @ ("hand" | "library" | "faction" | "discard" | "coterie" | "in-play")) => {
                let seat = seat_of(&w[1])?;
                let want = num(3)?;
                let p = &s.players[seat.index()];
                let got = match k {
                    "hand" => p.hand.len(),
                    "library" => p.library.len(),
                    "faction" => p.faction.len(),
                    "discard" => p.discard.len(),
                    "coterie" => p.coterie.len(),
                    _ => p.in_play.len(),
                };
                if got != usize::from(want) {
                    return Err(format!("{k} of {seat} is {got}, not {want}"));
                }
            }
            Some(k @ ("city-deck" | "streets" | "boxed" | "actions" | "turn")) => {
                let want = num(2)?;
                let got = match k {
                    "city-deck" => s.city_deck.len(),
                    "streets" => s.streets.len(),
                    "boxed" => s.cards.iter().filter(|c| c.loc == Loc::Box).count(),
                    "actions" => usize::from(s.actions_left),
                    _ => s.turn as usize,
                };
                if got != usize::from(want) {
                    return Err(format!("{k} is {got}, not {want}"));
                }
            }
            // Whether a seat's view shows a card (its id, so its identity).
            // `spectator` for public information; an Agenda is seen by its name in the view.
            Some(k @ ("sees" | "not-sees")) => {
                let who = w.get(1).ok_or("sees seatK|spectator @x")?;
                let seat = match who.as_str() {
                    "spectator" => None,
                    other => Some(seat_of(other)?),
                };
                let c = card(w.get(2).ok_or("sees seatK @x")?)?;
                let view = serde_json::to_value(g.view(seat)).map_err(|e| e.to_string())?;
                fn ids(v: &serde_json::Value, out: &mut Vec<u64>) {
                    match v {
                        serde_json::Value::Object(m) => {
                            for (k, x) in m {
                                match (k.as_str(), x.as_u64()) {
                                    ("id", Some(n)) => out.push(n),
                                    _ => ids(x, out),
                                }
                            }
                        }
                        serde_json::Value::Array(a) => a.iter().for_each(|x| ids(x, out)),
                        _ => {}
                    }
                }
                let mut shown = Vec::new();
                ids(&view, &mut shown);
                let agenda_of = s.players.iter().position(|p| p.agenda_card == c);
                let sees = match agenda_of {
                    Some(k) => view["players"][k]["agenda_card"] == s.facts(c).name.as_str(),
                    None => shown.contains(&u64::from(c.0)),
                };
                if sees != (k == "sees") {
                    return Err(format!(
                        "{} {} {}",
                        w[1],
                        if sees { "sees" } else { "does not see" },
                        w[2]
                    ));
                }
            }
            // `expect agenda-face-down seatK [false]`: whether its Agenda lies face down.
            Some("agenda-face-down") => {
                let seat = seat_of(w.get(1).ok_or("agenda-face-down seatK")?)?;
                let want = w.get(2).map(String::as_str) != Some("false");
                let c = s.players[seat.index()].agenda_card;
                if (s.cards[c.index()].loc == Loc::AgendaDown) != want {
                    return Err(format!("{seat}'s Agenda face down is not {want}"));
                }
            }
            Some("number") => {
                let seat = seat_of(&w[1])?;
                let want = num(3)?;
                let got = s.players[seat.index()].number;
                if u16::from(got) != want {
                    return Err(format!("{} is player {got}, not {want}", w[1]));
                }
            }
            Some("active") => {
                let seat = seat_of(&w[1])?;
                if s.active != seat {
                    return Err(format!("{} is active", s.active));
                }
            }
            Some("phase") => {
                let want = w.get(1).ok_or("phase NAME")?;
                let got = format!("{:?}", s.phase).to_lowercase();
                if &got != want {
                    return Err(format!("phase is {got}"));
                }
            }
            Some("rival") => {
                let seat = seat_of(&w[1])?;
                let want = seat_of(w.get(2).ok_or("rival seatK seatJ")?)?;
                if s.rival_of(seat) != want {
                    return Err(format!("{seat}'s rival is {}", s.rival_of(seat)));
                }
            }
            Some("leader") => {
                let seat = seat_of(&w[1])?;
                let want = w.get(2).ok_or("leader seatK \"Name\"")?;
                let got = s.players[seat.index()]
                    .leader
                    .map(|l| s.facts(l).name.clone())
                    .unwrap_or_default();
                if fold(&got) != fold(want) {
                    return Err(format!("{seat}'s Leader is {got:?}"));
                }
            }
            Some(k @ ("exhausted" | "ready")) => {
                let c = card(&w[1])?;
                if s.cards[c.index()].exhausted != (k == "exhausted") {
                    return Err(format!("{} is not {k}", w[1]));
                }
            }
            Some("no-influence") => {
                let c = card(&w[1])?;
                let want = w.get(2).map(String::as_str) != Some("false");
                if s.cards[c.index()].no_influence != want {
                    return Err(format!("{} No-Influence is not {want}", w[1]));
                }
            }
            Some("at") => {
                let c = card(&w[1])?;
                let got = match s.cards[c.index()].loc {
                    Loc::Streets(_) => "streets".to_string(),
                    Loc::Attached(_) => "attached".to_string(),
                    other => format!("{other:?}").to_lowercase(),
                };
                let want = w.get(2).ok_or("at @x PLACE")?;
                if &got != want {
                    return Err(format!("{} is at {got}", w[1]));
                }
            }
            other => return Err(format!("unknown expectation {other:?}")),
        }
        Ok(())
    }
}
