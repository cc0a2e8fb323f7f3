//! Hidden information: over many seeded random games, no seat's view and no event shown
//! to it (its encoding with the ids the view does not show redacted, as the server sends
//! it, and its text) tells the identity of a card that seat may not know: another seat's
//! hand or decks, a face-down Conspiracy not revealed to it, an attack card before the
//! reveal, a Scheme's face-down Influence Modifier, an Agenda its owner has not revealed
//! (rulebook p. 8 steps 5-8, p. 13 "Résumé des règles d'Intrigue", p. 15 "Conspirations",
//! p. 16 "Personnaliser votre deck").

use jyhad_rivals::state::{AttackStep, Loc, State};
use jyhad_rivals::{config_of, Choice, Event, Rivals, RivalsConfig};
use jyhad_table::{CardId, Game, Lang, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::collections::HashSet;

const DECKS: [&str; 4] = ["brujah", "toreador", "ventrue", "malkavian"];

/// Whether `seat` may not know card `c` now, written from the rules, not from the
/// engine's own `visible_to`.
fn hidden_from(s: &State, c: CardId, seat: Seat) -> bool {
    let card = &s.cards[c.index()];
    // Another seat's card (City cards belong to no one: nobody knows the City deck).
    if card.owner.is_none_or(|o| o == seat) {
        return false;
    }
    match card.loc {
        Loc::Hand | Loc::Library | Loc::Faction => s.peek != Some((seat, c)),
        Loc::Conspiracy => card.revealed & (1 << seat.0) == 0,
        // Custom decks: the Agenda stays face down until its owner reveals it (p. 16).
        Loc::AgendaDown => true,
        Loc::Played => {
            let attack = s.attack.as_ref().is_some_and(|a| {
                matches!(
                    a.step,
                    AttackStep::Card | AttackStep::Block | AttackStep::Reaction
                ) && (a.card == Some(c) && !a.card_face_up || a.reaction == Some(c))
            });
            let scheme = s
                .influence
                .as_ref()
                .is_some_and(|i| i.scheme && i.votes.iter().any(|v| v.modifier == Some(c)));
            attack || scheme
        }
        _ => false,
    }
}

/// Whether a view names a card it gives no id (a face-down card): its facts id (`def`),
/// name or kind would tell what it is.
fn named_without_id(v: &Value) -> bool {
    match v {
        Value::Object(m) => {
            let unnamed = m.get("id").is_some_and(Value::is_null);
            let named = ["def", "name", "kind"]
                .iter()
                .any(|k| m.get(*k).is_some_and(|x| !x.is_null()));
            (unnamed && named) || m.values().any(named_without_id)
        }
        Value::Array(a) => a.iter().any(named_without_id),
        _ => false,
    }
}

/// Every number under an `"id"` key of a view (what the server treats as shown).
fn view_ids(v: &Value, out: &mut HashSet<u64>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("id", Value::Number(n)) => {
                        out.extend(n.as_u64());
                    }
                    _ => view_ids(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| view_ids(x, out)),
        _ => {}
    }
}

/// Card ids written `#12` in a text.
fn text_ids(t: &str) -> Vec<u64> {
    t.split('#')
        .skip(1)
        .filter_map(|r| {
            let d: String = r.chars().take_while(char::is_ascii_digit).collect();
            d.parse().ok()
        })
        .collect()
}

/// Whether an event (its encoding and its text) names a card hidden from `seat`.
fn text_leak(s: &State, seat: Seat, code: &str, text: &str) -> Result<(), String> {
    let ids = text_ids(code);
    for id in &ids {
        let c = CardId(*id as u16);
        if !hidden_from(s, c, seat) {
            continue;
        }
        let name = &s.facts(c).name;
        let named_otherwise = ids.iter().any(|o| {
            let o = CardId(*o as u16);
            o != c && !hidden_from(s, o, seat) && s.facts(o).name == *name
        });
        if text.contains(name.as_str()) && !named_otherwise {
            return Err(format!(
                "{seat} is told {name} ({c}, at {:?}) by `{code}`: {text}",
                s.cards[c.index()].loc
            ));
        }
    }
    Ok(())
}

/// Whether a view (of `seat`, `None`: a spectator) names a player's Agenda lying face down
/// to it; its number of agenda points stays public.
fn agenda_leak(s: &State, seat: Option<Seat>, view: &Value) -> Result<(), String> {
    for (k, p) in s.players.iter().enumerate() {
        let c = p.agenda_card;
        let shown = &view["players"][k];
        if shown["agenda"].as_u64() != Some(u64::from(p.agenda)) {
            return Err(format!("seat{} agenda points not shown", k + 1));
        }
        let hidden = match seat {
            Some(seat) => hidden_from(s, c, seat),
            None => s.cards[c.index()].loc == Loc::AgendaDown,
        };
        if hidden && shown["agenda_card"].as_str() != Some("#?") {
            return Err(format!(
                "{seat:?}'s view names seat{}'s face-down Agenda: {}",
                k + 1,
                shown["agenda_card"]
            ));
        }
    }
    Ok(())
}

/// Checks one seat's view and the events it is shown.
fn check_seat(g: &Rivals, seat: Seat, events: &[Event]) -> Result<(), String> {
    let s = g.state();
    let view = serde_json::to_value(g.view(Some(seat))).unwrap();
    agenda_leak(s, Some(seat), &view)?;
    if named_without_id(&view) {
        return Err(format!("{seat}'s view names a face-down card"));
    }
    let mut shown = HashSet::new();
    view_ids(&view, &mut shown);
    for id in &shown {
        let c = CardId(*id as u16);
        if hidden_from(s, c, seat) {
            return Err(format!(
                "{seat}'s view shows {c} ({}) at {:?}",
                s.facts(c).name,
                s.cards[c.index()].loc
            ));
        }
    }
    for e in events {
        // Deliberate public reveals: a card taken back from the (public) discard pile, the
        // top card of a Library shown to everyone (Iris Lokken).
        if matches!(e, Event::Retrieved { .. } | Event::Shown { .. }) {
            continue;
        }
        let code = e.to_string();
        for lang in [Lang::En, Lang::Fr] {
            text_leak(s, seat, &code, &g.describe_event(e, lang))?;
        }
    }
    Ok(())
}

fn play(config: &RivalsConfig, seed: u64) -> Result<usize, String> {
    let mut g = Rivals::new_game(config, seed).map_err(|e| e.to_string())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut opts = Vec::new();
    let mut checks = 0;
    while let Some((seat, _)) = g.options_into(&mut opts) {
        // The options' texts go to the deciding seat alone: none names a card hidden
        // from it (its own face-down cards it may read).
        for o in &opts {
            let text = g.describe_choice(o, Lang::En);
            text_leak(g.state(), seat, &o.to_string(), &text)
                .map_err(|e| format!("seed {seed}, option {o}: {e}"))?;
        }
        let pick = opts[rng.gen_range(0..opts.len())].clone();
        let events = g.apply(seat, &pick).map_err(|e| e.to_string())?;
        for k in 0..g.seats() {
            check_seat(&g, Seat(k as u8), &events)
                .map_err(|e| format!("seed {seed}, after {pick}: {e}"))?;
            checks += 1;
        }
        let spectator = serde_json::to_value(g.view(None)).unwrap();
        agenda_leak(g.state(), None, &spectator)
            .map_err(|e| format!("seed {seed}, after {pick}: {e}"))?;
    }
    Ok(checks)
}

#[test]
fn no_seat_learns_another_seats_hidden_cards() {
    let mut checks = 0;
    for seed in 0..120u64 {
        let players = 2 + (seed % 3) as usize;
        let mut config = if seed % 2 == 0 {
            let names: Vec<&str> = (0..players)
                .map(|i| DECKS[(i + seed as usize) % 4])
                .collect();
            config_of(&names).unwrap()
        } else {
            // Whole-pool decks: every Conspiracy, Scheme and Influence Modifier in play.
            RivalsConfig::new(
                (0..players)
                    .map(|i| jyhad_rivals::decks::pool_deck(i + seed as usize))
                    .collect(),
            )
        };
        config.max_turns = Some(40);
        checks += play(&config, seed).unwrap();
    }
    assert!(checks > 10_000, "only {checks} checks");
}

/// A two-player whole-pool game played at random until a Conspiracy lies face down: the
/// game and that card.
fn with_face_down_conspiracy() -> (Rivals, CardId) {
    let mut config = RivalsConfig::new((0..2).map(jyhad_rivals::decks::pool_deck).collect());
    config.max_turns = Some(40);
    for seed in 0..200u64 {
        let mut g = Rivals::new_game(&config, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut opts = Vec::new();
        while let Some((seat, _)) = g.options_into(&mut opts) {
            let pick = opts[rng.gen_range(0..opts.len())].clone();
            g.apply(seat, &pick).unwrap();
            let found = g
                .state()
                .cards
                .iter()
                .position(|c| c.loc == Loc::Conspiracy && c.revealed == 0);
            if let Some(c) = found {
                return (g, CardId(c as u16));
            }
        }
    }
    panic!("no face-down Conspiracy in 200 games");
}

/// The check itself finds a leak (a face-down Conspiracy named to a foe), and the engine
/// neither names it in an event text nor shows its id in the foe's view.
#[test]
fn the_check_sees_a_named_conspiracy() {
    let (g, c) = with_face_down_conspiracy();
    let s = g.state();
    let owner = s.cards[c.index()].owner.unwrap();
    let foe = Seat((owner.0 + 1) % 2);
    let name = &s.facts(c).name;
    // As the engine used to write it: `played` naming the card.
    let leak = Event::Played {
        seat: owner,
        card: c,
    };
    let code = leak.to_string();
    assert!(text_leak(s, foe, &code, &format!("{owner} plays {name}.")).is_err());
    assert!(!g.describe_event(&leak, Lang::En).contains(name.as_str()));
    // Its owner, deciding, reads it named in an option about it (its own card).
    let mine = Choice::Contribute { card: c };
    let decider = s.options(&mut Vec::new()).map(|(d, _)| d);
    // Whoever else decides reads it unnamed.
    assert_eq!(
        g.describe_choice(&mine, Lang::En).contains(name.as_str()),
        decider == Some(owner)
    );
    assert!(check_seat(&g, foe, std::slice::from_ref(&leak)).is_ok());
    let view = serde_json::to_value(g.view(Some(foe))).unwrap();
    let mut ids = HashSet::new();
    view_ids(&view, &mut ids);
    assert!(!ids.contains(&u64::from(c.0)));
    let mine = serde_json::to_value(g.view(Some(owner))).unwrap();
    let mut ids = HashSet::new();
    view_ids(&mine, &mut ids);
    assert!(ids.contains(&u64::from(c.0)), "its owner sees it");
}

/// A search bot's sampled game (`State::determinize`) does not keep the identity of a foe's
/// face-down Conspiracy: it is dealt again among the foe's unseen Conspiracies; the owner's
/// own sample keeps it.
#[test]
fn determinize_redeals_a_foes_face_down_conspiracy() {
    let (g, c) = with_face_down_conspiracy();
    let (s, i) = (g.state(), c.index());
    let owner = s.cards[i].owner.unwrap();
    let foe = Seat((owner.0 + 1) % 2);
    let mut seen = HashSet::new();
    for k in 0..40 {
        let d = s.determinize(foe, k);
        assert!(d.cards[i].facts().is("conspiracy"));
        seen.insert(d.cards[i].def);
        assert_eq!(s.determinize(owner, k).cards[i].def, s.cards[i].def);
    }
    assert!(seen.len() > 1, "always {}", s.cards[i].facts().name);
}

/// The check itself finds a named face-down Agenda (in a view or an event text), and the
/// engine shows it to its owner only: `#?` and no id to the foe and to spectators.
#[test]
fn the_check_sees_a_named_face_down_agenda() {
    let config = config_of(&["brujah", "toreador"]).unwrap();
    let g = Rivals::new_game(&config, 3).unwrap();
    let s = g.state();
    let (owner, foe) = (Seat(0), Seat(1));
    let c = s.players[0].agenda_card;
    assert_eq!(s.cards[c.index()].loc, Loc::AgendaDown);
    let name = &s.facts(c).name;
    let mut view = serde_json::to_value(g.view(Some(foe))).unwrap();
    assert!(agenda_leak(s, Some(foe), &view).is_ok());
    assert_eq!(view["players"][0]["agenda_card"], "#?");
    assert_eq!(view["players"][0]["agenda_face_down"], true);
    let mut ids = HashSet::new();
    view_ids(&view, &mut ids);
    assert!(!ids.contains(&u64::from(c.0)));
    // As the engine used to show it: by name.
    view["players"][0]["agenda_card"] = Value::String(name.clone());
    assert!(agenda_leak(s, Some(foe), &view).is_err());
    let spectator = serde_json::to_value(g.view(None)).unwrap();
    assert_eq!(spectator["players"][0]["agenda_card"], "#?");
    let mine = serde_json::to_value(g.view(Some(owner))).unwrap();
    assert_eq!(mine["players"][0]["agenda_card"], name.as_str());
    // An event naming it is caught, and the engine's text does not name it.
    let leak = Event::Ability { card: c };
    let code = leak.to_string();
    assert!(text_leak(s, foe, &code, &format!("{name} uses its ability.")).is_err());
    assert!(!g.describe_event(&leak, Lang::En).contains(name.as_str()));
    // Its owner, deciding, reads it named in an option about it (its own card).
    let mine = Choice::Contribute { card: c };
    let decider = s.options(&mut Vec::new()).map(|(d, _)| d);
    // Whoever else decides reads it unnamed.
    assert_eq!(
        g.describe_choice(&mine, Lang::En).contains(name.as_str()),
        decider == Some(owner)
    );
}

/// A search bot's sampled game does not keep a foe's face-down Agenda: it is any Agenda of
/// the Core set; the owner's own sample keeps it.
#[test]
fn determinize_redeals_a_foes_face_down_agenda() {
    let config = config_of(&["ventrue", "malkavian"]).unwrap();
    let g = Rivals::new_game(&config, 4).unwrap();
    let s = g.state();
    let i = s.players[0].agenda_card.index();
    let mut seen = HashSet::new();
    for k in 0..40 {
        let d = s.determinize(Seat(1), k);
        assert_eq!(d.cards[i].facts().kind, jyhad_rivals::facts::Kind::Agenda);
        seen.insert(d.cards[i].def);
        assert_eq!(s.determinize(Seat(0), k).cards[i].def, s.cards[i].def);
    }
    assert!(seen.len() > 3, "always {}", s.cards[i].facts().name);
}
