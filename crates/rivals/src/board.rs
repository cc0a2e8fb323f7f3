//! The board in words, for the terminal table (`jyhad play --game rivals`): one seat's
//! [`RivalsView`] laid out as the rulebook lays out a table (each player's Agenda,
//! Prestige, Haven and coterie — the Haven, the parties in the Streets, torpor —, the City
//! cards, the attack, the Scheme or Title and the Prince's claim in progress), in English,
//! French or Italian, players named by their rulebook numbers (p. 4 step 9) as in the log.
//! It shows only what the view holds, so it never tells a hidden card.

use crate::facts::db;
use crate::text::{card_name, texts};
use crate::view::{CardView, PlayerView, RivalsView};
use jyhad_table::{Lang, Seat, TextArg};

fn w(lang: Lang, id: &str, args: &[(&str, TextArg<'_>)]) -> String {
    texts().get(lang, id, args)
}

fn n(x: impl Into<u32>) -> TextArg<'static> {
    TextArg::from(x.into())
}

/// "label: value", with the language's spacing before the colon (French « : »).
pub fn row(lang: Lang, label: &str, value: &str) -> String {
    w(
        lang,
        "board-row",
        &[
            ("label", TextArg::from(label)),
            ("value", TextArg::from(value)),
        ],
    )
}

/// A player by the rulebook's number (the seat's own before the first player is drawn).
fn player(view: &RivalsView, seat: Seat, lang: Lang) -> String {
    let number = view
        .players
        .iter()
        .find(|p| p.seat == seat)
        .map_or(u32::from(seat.0) + 1, |p| {
            if p.number > 0 {
                u32::from(p.number)
            } else {
                u32::from(seat.0) + 1
            }
        });
    w(lang, "seat", &[("n", n(number))])
}

/// A card's name as this seat sees it, in the language (the French rulebook's name where it
/// gives one); "a face-down card" when the view hides it.
fn name(c: &CardView, lang: Lang) -> String {
    let named = c
        .def
        .as_deref()
        .and_then(|d| db().by_id(d))
        .map(|d| card_name(db().get(d), lang));
    match (named, &c.name) {
        (Some(named), _) => named,
        (None, Some(printed)) => printed.clone(),
        (None, None) => w(lang, "face-down-card", &[]),
    }
}

/// A card with its id (for `?#N`) and what is on it: Blood and Blood Potency, attributes,
/// Secrecy and Influence for a vampire in play; exhausted, Leader, no Influence; attached
/// cards in brackets.
fn card(c: &CardView, lang: Lang) -> String {
    let id = c.id.map_or_else(|| "#?".to_string(), |i| i.to_string());
    let mut notes = Vec::new();
    if c.kind.as_deref() == Some("vampire") && c.bp.is_some() {
        notes.push(w(lang, "board-blood", &[("n", n(c.tokens))]));
    } else if c.tokens > 0 {
        notes.push(w(lang, "board-tokens", &[("n", n(c.tokens))]));
    }
    if let Some(bp) = c.bp {
        notes.push(w(lang, "board-bp", &[("n", n(bp))]));
    }
    if let Some([p, s, m]) = c.attributes {
        notes.push(w(
            lang,
            "board-attributes",
            &[("p", n(p)), ("s", n(s)), ("m", n(m))],
        ));
    }
    if let Some(x) = c.secrecy {
        notes.push(w(lang, "board-secrecy", &[("n", n(x))]));
    }
    if let Some(x) = c.influence {
        notes.push(w(lang, "board-influence", &[("n", n(x))]));
    }
    if c.leader {
        notes.push(w(lang, "board-leader", &[]));
    }
    if c.exhausted {
        notes.push(w(lang, "board-exhausted", &[]));
    }
    if c.no_influence {
        notes.push(w(lang, "board-no-influence", &[]));
    }
    let mut s = format!("{id} {}", name(c, lang));
    if !notes.is_empty() {
        s += &format!(" ({})", notes.join(", "));
    }
    for a in &c.attached {
        s += &format!(" [+{}]", card(a, lang));
    }
    s
}

fn list(cs: &[&CardView], lang: Lang) -> String {
    cs.iter()
        .map(|c| card(c, lang))
        .collect::<Vec<_>>()
        .join("; ")
}

fn players(view: &RivalsView, seats: &[Seat], lang: Lang) -> String {
    seats
        .iter()
        .map(|&s| player(view, s, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

fn player_lines(view: &RivalsView, p: &PlayerView, deck: &str, lang: Lang, out: &mut Vec<String>) {
    let you = if Some(p.seat) == view.seat {
        format!(" ({})", w(lang, "board-you", &[]))
    } else {
        String::new()
    };
    let head = if p.ousted {
        w(lang, "board-ousted", &[])
    } else {
        w(
            lang,
            "board-player",
            &[
                ("agenda", n(p.agenda)),
                ("prestige", n(p.prestige)),
                ("hand", n(p.hand_size as u32)),
                ("library", n(p.library as u32)),
                ("faction", n(p.faction as u32)),
                ("rival", TextArg::from(player(view, p.rival, lang))),
            ],
        )
    };
    out.push(row(
        lang,
        &format!("{}{you} — {deck}", player(view, p.seat, lang)),
        &head,
    ));
    // The Agenda lies face down to the others until its owner reveals it (p. 16).
    let agenda = if p.agenda_face_down && p.agenda_view.name.is_some() {
        format!(
            "{} ({})",
            card(&p.agenda_view, lang),
            w(lang, "board-face-down", &[])
        )
    } else {
        card(&p.agenda_view, lang)
    };
    out.push(format!(
        "    {} · {}",
        row(lang, &w(lang, "kind-agenda", &[]), &agenda),
        row(
            lang,
            &w(lang, "kind-haven", &[]),
            &card(&p.haven_view, lang)
        )
    ));
    let at =
        |place: &str| -> Vec<&CardView> { p.coterie.iter().filter(|c| c.place == place).collect() };
    let haven = at("haven");
    if !haven.is_empty() {
        out.push(format!(
            "    {}",
            row(lang, &w(lang, "board-in-haven", &[]), &list(&haven, lang))
        ));
    }
    // The parties in the Streets, by number (p. 10).
    let mut parties: Vec<&str> = p
        .coterie
        .iter()
        .filter_map(|c| c.place.strip_prefix("streets:"))
        .collect();
    parties.sort_unstable();
    parties.dedup();
    for g in parties {
        let members = at(&format!("streets:{g}"));
        out.push(format!(
            "    {}",
            row(
                lang,
                &w(lang, "board-party", &[("n", TextArg::from(g))]),
                &list(&members, lang)
            )
        ));
    }
    let torpor = at("torpor");
    if !torpor.is_empty() {
        out.push(format!(
            "    {}",
            row(lang, &w(lang, "board-torpor", &[]), &list(&torpor, lang))
        ));
    }
    if !p.in_play.is_empty() {
        let cards: Vec<&CardView> = p.in_play.iter().collect();
        out.push(format!(
            "    {}",
            row(lang, &w(lang, "board-in-play", &[]), &list(&cards, lang))
        ));
    }
    if let Some(hand) = &p.hand {
        let cards: Vec<&CardView> = hand.iter().collect();
        out.push(format!(
            "    {}",
            row(lang, &w(lang, "board-your-hand", &[]), &list(&cards, lang))
        ));
    }
}

/// The board as one seat (or a spectator) sees it, a line each, in `lang`; `decks` are the
/// players' deck names by seat.
pub fn board(view: &RivalsView, decks: &[String], lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    // The Prince of the City is unclaimed or attached to a vampire in play (`attached:#N`).
    let prince = view
        .prince
        .strip_prefix("attached:")
        .and_then(|id| {
            view.players
                .iter()
                .flat_map(|p| p.coterie.iter())
                .find(|c| c.id.is_some_and(|i| i.to_string() == id))
        })
        .map_or_else(|| w(lang, "board-unclaimed", &[]), |c| name(c, lang));
    out.push(format!(
        "== {} ==",
        w(
            lang,
            &format!("board-turn-{}", view.phase),
            &[
                ("turn", n(view.turn)),
                ("active", TextArg::from(player(view, view.active, lang))),
                ("actions", n(view.actions_left)),
                ("city", n(view.city_deck as u32)),
                ("prince", TextArg::from(prince)),
            ],
        )
    ));
    for p in &view.players {
        let deck = decks.get(p.seat.index()).map_or("", |d| d.as_str());
        player_lines(view, p, deck, lang, &mut out);
    }
    if !view.streets.is_empty() {
        let cards: Vec<&CardView> = view.streets.iter().collect();
        out.push(row(
            lang,
            &w(lang, "board-streets", &[]),
            &list(&cards, lang),
        ));
    }
    if let Some(a) = &view.attack {
        let mut s = w(
            lang,
            "board-attack",
            &[
                ("attacker", TextArg::from(name(&a.attacker, lang))),
                ("target", TextArg::from(name(&a.target, lang))),
                (
                    "kind",
                    TextArg::from(w(lang, &format!("kind-{}", a.kind), &[])),
                ),
                (
                    "step",
                    TextArg::from(w(lang, &format!("board-step-{}", a.step), &[])),
                ),
                ("secrecy", n(a.secrecy)),
                ("info", n(a.info_needed)),
            ],
        );
        if let Some(c) = &a.card {
            s += &format!(
                "; {}",
                w(
                    lang,
                    "board-attack-card",
                    &[("card", TextArg::from(name(c, lang)))]
                )
            );
        }
        if let Some(b) = &a.blocker {
            s += &format!(
                "; {}",
                w(
                    lang,
                    "board-blocked-by",
                    &[("card", TextArg::from(name(b, lang)))]
                )
            );
        }
        if let Some(r) = &a.reaction {
            s += &format!(
                "; {}",
                w(
                    lang,
                    "board-reaction",
                    &[("card", TextArg::from(name(r, lang)))]
                )
            );
        }
        out.push(s);
    }
    if let Some(c) = &view.influence {
        let by = c
            .vampire
            .as_ref()
            .map_or_else(String::new, |v| name(v, lang));
        if c.scheme {
            out.push(w(
                lang,
                "board-scheme",
                &[
                    ("card", TextArg::from(name(&c.card, lang))),
                    ("by", TextArg::from(by)),
                    ("yes", n(c.yes)),
                    ("no", n(c.no)),
                ],
            ));
            for v in &c.votes {
                let side = v
                    .side
                    .as_deref()
                    .map_or_else(|| "—".to_string(), |s| w(lang, &format!("side-{s}"), &[]));
                let mut line = format!(
                    "    {}",
                    row(
                        lang,
                        &player(view, v.seat, lang),
                        &format!(
                            "{side}, {}",
                            w(lang, "board-visible-influence", &[("n", n(v.visible))])
                        )
                    )
                );
                if let Some(m) = &v.modifier {
                    line += &format!(
                        "; {}",
                        w(
                            lang,
                            "board-modifier",
                            &[("card", TextArg::from(name(m, lang)))]
                        )
                    );
                }
                if let Some(f) = v.fist {
                    line += &format!("; {}", w(lang, "board-your-fist", &[("n", n(f))]));
                }
                out.push(line);
            }
            if !c.voters.is_empty() {
                out.push(format!(
                    "    {}",
                    w(
                        lang,
                        "board-to-speak",
                        &[("who", TextArg::from(players(view, &c.voters, lang)))]
                    )
                ));
            }
        } else {
            out.push(w(
                lang,
                "board-title",
                &[
                    ("card", TextArg::from(name(&c.card, lang))),
                    ("by", TextArg::from(by)),
                    ("n", n(c.remaining)),
                ],
            ));
        }
    }
    if let Some(c) = &view.claim {
        out.push(w(
            lang,
            "board-claim",
            &[
                ("card", TextArg::from(name(&c.claimant, lang))),
                ("who", TextArg::from(players(view, &c.pending, lang))),
            ],
        ));
    }
    if let Some(c) = &view.asking {
        out.push(w(
            lang,
            "board-asked-by",
            &[("card", TextArg::from(card(c, lang)))],
        ));
    }
    out
}

/// The standings at the end (or when the game stopped), a line each, in `lang`: how the
/// game ended, each player's Agenda and Prestige, and the winner.
pub fn standings(
    view: &RivalsView,
    outcome: Option<&jyhad_table::Outcome>,
    decks: &[String],
    lang: Lang,
) -> Vec<String> {
    let mut out = Vec::new();
    match outcome {
        Some(o) => {
            let how = view
                .end
                .as_deref()
                .map_or_else(String::new, |e| w(lang, &format!("end-{e}"), &[]));
            out.push(w(
                lang,
                "board-game-over",
                &[("turns", n(o.turns)), ("how", TextArg::from(how))],
            ));
        }
        None => out.push(w(lang, "board-game-stopped", &[("turn", n(view.turn))])),
    }
    for p in &view.players {
        let deck = decks.get(p.seat.index()).map_or("", |d| d.as_str());
        let state = if p.ousted {
            w(lang, "board-ousted", &[])
        } else {
            w(
                lang,
                "board-score",
                &[("agenda", n(p.agenda)), ("prestige", n(p.prestige))],
            )
        };
        out.push(format!(
            "  {}",
            row(
                lang,
                &format!("{} — {deck}", player(view, p.seat, lang)),
                &state
            )
        ));
    }
    if let Some(o) = outcome {
        out.push(match o.winner {
            Some(s) => w(
                lang,
                "board-winner",
                &[("who", TextArg::from(player(view, s, lang)))],
            ),
            None => w(lang, "board-no-winner", &[]),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{config_of, Rivals};
    use jyhad_table::Game;

    /// Plays the first legal option until `stop` holds or the game ends.
    fn play_until(game: &mut Rivals, stop: impl Fn(&Rivals) -> bool) {
        let mut options = Vec::new();
        for _ in 0..5000 {
            if stop(game) {
                return;
            }
            let Some((seat, _)) = game.options_into(&mut options) else {
                return;
            };
            let pick = options.len() / 2;
            game.apply(seat, &options[pick].clone()).unwrap();
        }
    }

    fn game() -> (Rivals, Vec<String>) {
        let names: Vec<String> = crate::decks::deck_names()
            .iter()
            .take(2)
            .map(|s| s.to_string())
            .collect();
        let chosen: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
        (
            Rivals::new_game(&config_of(&chosen).unwrap(), 7).unwrap(),
            names,
        )
    }

    #[test]
    fn the_board_names_players_by_number_and_shows_each_vampire_in_every_language() {
        let (mut g, names) = game();
        play_until(&mut g, |g| g.state().turn >= 3);
        let seat = Seat(0);
        let view = g.view(Some(seat));
        for (lang, blood, bp, player) in [
            (Lang::En, "Blood ", "Blood Potency ", "Player "),
            (Lang::Fr, "Sang ", "Puissance du Sang ", "Joueur "),
            (Lang::It, "Sangue ", "Potenza del Sangue ", "Giocatore "),
        ] {
            let text = board(&view, &names, lang).join("\n");
            assert!(
                text.contains(blood) && text.contains(bp),
                "{lang:?}: {text}"
            );
            assert!(text.contains(player), "{lang:?}: {text}");
            // No message id, no seat encoding, no raw field left in the words.
            for raw in ["board-", "seat1", "seat2", "streets:", "kind-", "{"] {
                assert!(!text.contains(raw), "{lang:?} shows {raw}: {text}");
            }
        }
        // The human's own seat reads "(you)" beside its rulebook number.
        let number = view.players[0].number;
        let en = board(&view, &names, Lang::En).join("\n");
        assert!(en.contains(&format!("Player {number} (you)")), "{en}");
    }

    #[test]
    fn attacks_schemes_and_titles_in_progress_are_shown_in_words() {
        // Varied play (a fixed pseudo-random walk over the options) until each panel has
        // been seen at least once.
        let (mut g, names) = game();
        let mut options = Vec::new();
        let (mut attack, mut conflict, mut x) = (false, false, 12345u64);
        for _ in 0..20_000 {
            let Some((seat, _)) = g.options_into(&mut options) else {
                break;
            };
            let view = g.view(Some(seat));
            let text = board(&view, &names, Lang::En).join("\n");
            for raw in ["board-", "streets:", "kind-", "{", "attacker=", "conflict"] {
                assert!(!text.contains(raw), "shows {raw}: {text}");
            }
            if view.attack.is_some() {
                assert!(
                    text.contains("Attack: ") && text.contains(" against "),
                    "{text}"
                );
                attack = true;
            }
            if let Some(c) = &view.influence {
                let word = if c.scheme { "Scheme " } else { "Title " };
                assert!(text.contains(word), "{text}");
                conflict = true;
            }
            if attack && conflict {
                return;
            }
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = (x >> 33) as usize % options.len();
            g.apply(seat, &options[pick].clone()).unwrap();
        }
        panic!("no attack ({attack}) or no Scheme/Title ({conflict}) seen");
    }

    #[test]
    fn the_board_never_names_a_card_the_view_hides() {
        let (mut g, names) = game();
        play_until(&mut g, |g| g.state().turn >= 4);
        let view = g.view(Some(Seat(1)));
        let text = board(&view, &names, Lang::En).join("\n");
        // Every card the board names is one the view names; the other seat's hand is
        // only counted.
        assert!(!text.contains("Your hand") || view.players[1].hand.is_some());
        for p in &view.players {
            if p.seat != Seat(1) {
                assert!(p.hand.is_none());
            }
        }
        let spectator = g.view(None);
        let text = board(&spectator, &names, Lang::En).join("\n");
        assert!(!text.contains("Your hand"), "{text}");
        assert!(!text.contains("(you)"), "{text}");
    }

    #[test]
    fn the_standings_say_how_the_game_ended_and_who_won() {
        let (mut g, names) = game();
        play_until(&mut g, |_| false);
        let view = g.view(None);
        let outcome = g.outcome();
        let lines = standings(&view, outcome.as_ref(), &names, Lang::Fr);
        let text = lines.join("\n");
        assert!(outcome.is_some(), "the game did not end: {text}");
        assert!(text.contains("Partie terminée"), "{text}");
        assert!(
            text.contains("Vainqueur") || text.contains("Pas de vainqueur"),
            "{text}"
        );
        assert!(!text.contains("board-"), "{text}");
    }
}
