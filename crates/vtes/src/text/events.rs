//! Events and options in words (en/fr/it), from the Fluent files `locales/*/events.ftl`.
//!
//! A card is named only while it is face up (in play, in torpor, in the ash heap, being
//! played, removed): an event is shown to every seat, so a card drawn into a hand or
//! shuffled into a library stays "a card". An option is shown only to the deciding seat,
//! which may also see the names of its own hidden cards.

use crate::choice::Choice;
use crate::event::{region_name, Event};
use crate::ids::CardId;
use crate::state::{Region, State};
use jyhad_table::{Lang, Seat, TextArg, Texts};
use std::sync::OnceLock;

fn texts() -> &'static Texts {
    static TEXTS: OnceLock<Texts> = OnceLock::new();
    TEXTS.get_or_init(|| {
        Texts::new(&[
            (Lang::En, include_str!("../../locales/en/events.ftl")),
            (Lang::Fr, include_str!("../../locales/fr/events.ftl")),
            (Lang::It, include_str!("../../locales/it/events.ftl")),
            (Lang::En, include_str!("locales/en.ftl")),
            (Lang::Fr, include_str!("locales/fr.ftl")),
            (Lang::It, include_str!("locales/it.ftl")),
        ])
        .expect("the VTES event texts are valid Fluent")
    })
}

/// Whether everyone may see which card this is.
fn face_up(region: Region) -> bool {
    matches!(
        region,
        Region::Ready
            | Region::Torpor
            | Region::InPlay
            | Region::AshHeap
            | Region::Limbo
            | Region::Removed
    )
}

struct Words<'a> {
    state: &'a State,
    lang: Lang,
    /// A seat that may also see its own hidden cards (the deciding seat, for options).
    owner: Option<Seat>,
}

type Args = Vec<(&'static str, TextArg<'static>)>;

impl Words<'_> {
    fn get(&self, id: &str, args: &[(&str, TextArg<'_>)]) -> String {
        texts().get(self.lang, id, args)
    }

    fn seat(&self, s: Seat) -> TextArg<'static> {
        TextArg::from(self.get("seat", &[("n", TextArg::from(i64::from(s.0) + 1))]))
    }

    fn opt_seat(&self, s: Option<Seat>) -> TextArg<'static> {
        match s {
            Some(s) => self.seat(s),
            None => TextArg::from(self.get("nobody", &[])),
        }
    }

    fn card(&self, c: CardId) -> TextArg<'static> {
        let Some(card) = self.state.cards.get(c.index()) else {
            return TextArg::from(c.to_string());
        };
        let visible = face_up(card.region) || self.owner.is_some_and(|o| o == card.controller);
        if visible {
            // Card names in the reader's language (French names from the official list).
            let name = crate::defs::text::card_name(card.def, self.lang);
            TextArg::from(format!("{name} ({c})"))
        } else {
            TextArg::from(self.get("hidden-card", &[]))
        }
    }

    fn opt_card(&self, c: Option<CardId>) -> TextArg<'static> {
        match c {
            Some(c) => self.card(c),
            None => TextArg::from(self.get("none", &[])),
        }
    }

    fn word(&self, w: &str) -> TextArg<'static> {
        let id = format!("word-{w}");
        if texts().has(Lang::En, &id) {
            TextArg::from(self.get(&id, &[]))
        } else {
            TextArg::from(w.to_string())
        }
    }

    fn msg(&self, id: &str, args: Args) -> String {
        self.get(&format!("ev-{id}"), &args)
    }
}

fn n(x: impl Into<i64>) -> TextArg<'static> {
    TextArg::from(x.into())
}

/// `yes` or `no`, for messages with an optional part (Fluent selects on strings).
fn yes_no(b: bool) -> TextArg<'static> {
    TextArg::from(if b { "yes" } else { "no" })
}

/// `gain`, `loss` or `none`, for messages that read differently (Fluent has no `<`).
fn direction(delta: i32) -> TextArg<'static> {
    TextArg::from(match delta {
        d if d > 0 => "gain",
        d if d < 0 => "loss",
        _ => "none",
    })
}

/// An event in words, naming only face-up cards.
pub fn describe_event(state: &State, event: &Event, lang: Lang) -> String {
    let w = Words {
        state,
        lang,
        owner: None,
    };
    match event {
        Event::GameStarts { seats, first } => w.msg(
            "game-starts",
            vec![("seats", n(*seats)), ("first", w.seat(*first))],
        ),
        Event::TurnStarts { turn, seat } => {
            w.msg("turn", vec![("turn", n(*turn)), ("seat", w.seat(*seat))])
        }
        Event::PhaseStarts { seat, phase } => w.msg(
            "phase",
            vec![
                ("seat", w.seat(*seat)),
                ("phase", TextArg::from(phase.name())),
            ],
        ),
        Event::Pool { seat, delta, now } => w.msg(
            "pool",
            vec![
                ("seat", w.seat(*seat)),
                ("dir", direction(*delta)),
                ("amount", n(delta.abs())),
                ("now", n(*now)),
            ],
        ),
        Event::Blood { card, delta, now } => w.msg(
            "blood",
            vec![
                ("card", w.card(*card)),
                ("dir", direction(*delta)),
                ("amount", n(delta.abs())),
                ("now", n(*now)),
            ],
        ),
        // No seat: nobody holds the Edge (burned for a vote, or its holder ousted).
        Event::Edge { to } => w.msg(
            "edge",
            vec![
                ("seat", w.opt_seat(*to)),
                ("has_seat", yes_no(to.is_some())),
            ],
        ),
        Event::Moves { card, to } => {
            let owner = state.cards.get(card.index()).map(|c| c.controller);
            // "Goes to <region>" does not read for cards removed from the game.
            if *to == Region::Removed {
                return w.msg(
                    "removed",
                    vec![("card", w.card(*card)), ("seat", w.opt_seat(owner))],
                );
            }
            w.msg(
                "moves",
                vec![
                    ("card", w.card(*card)),
                    ("seat", w.opt_seat(owner)),
                    ("region", w.word(region_name(*to))),
                ],
            )
        }
        Event::Taps { card } => w.msg("taps", vec![("card", w.card(*card))]),
        Event::Draws { seat } => w.msg("draws", vec![("seat", w.seat(*seat))]),
        Event::Action {
            minion,
            action,
            stealth,
            target,
            card,
        } => w.msg(
            "action",
            vec![
                ("minion", w.card(*minion)),
                ("action", w.word(&action.to_string())),
                ("stealth", n(*stealth)),
                ("target", w.opt_seat(*target)),
                ("card", w.opt_card(*card)),
                ("has_card", yes_no(card.is_some())),
                ("has_target", yes_no(target.is_some())),
            ],
        ),
        Event::Plays { card, by } => {
            w.msg("plays", vec![("card", w.card(*card)), ("by", w.card(*by))])
        }
        Event::MasterPlayed { seat, card } => w.msg(
            "master-played",
            vec![("seat", w.seat(*seat)), ("card", w.card(*card))],
        ),
        Event::AsPlayed { seat, card } => w.msg(
            "as-played",
            vec![("seat", w.seat(*seat)), ("card", w.card(*card))],
        ),
        Event::Cancelled { card } => w.msg("cancelled", vec![("card", w.card(*card))]),
        Event::BlockAttempt {
            blocker,
            intercept,
            stealth,
        } => w.msg(
            "block-attempt",
            vec![
                ("blocker", w.card(*blocker)),
                ("intercept", n(*intercept)),
                ("stealth", n(*stealth)),
            ],
        ),
        Event::Declines { seat } => w.msg("declines", vec![("seat", w.seat(*seat))]),
        Event::AttemptFails { blocker } => {
            w.msg("attempt-fails", vec![("blocker", w.card(*blocker))])
        }
        Event::Blocked { blocker } => w.msg("blocked", vec![("blocker", w.card(*blocker))]),
        Event::Succeeds { minion } => w.msg("succeeds", vec![("minion", w.card(*minion))]),
        Event::Bled { seat, amount } => w.msg(
            "bled",
            vec![("seat", w.seat(*seat)), ("amount", n(*amount))],
        ),
        Event::NotImplemented { card } => w.msg("not-implemented", vec![("card", w.card(*card))]),
        Event::Combat { acting, opposing } => w.msg(
            "combat",
            vec![("acting", w.card(*acting)), ("opposing", w.card(*opposing))],
        ),
        Event::Round { round } => w.msg("round", vec![("round", n(*round))]),
        Event::Maneuvers { by, range } => {
            let range = match range {
                crate::state::Range::Close => "close",
                crate::state::Range::Long => "long",
            };
            w.msg(
                "maneuvers",
                vec![("by", w.card(*by)), ("range", w.word(range))],
            )
        }
        Event::Strikes {
            by,
            damage,
            aggravated,
        } => w.msg(
            "strikes",
            vec![
                ("by", w.card(*by)),
                ("damage", n(*damage)),
                ("aggravated", yes_no(*aggravated)),
            ],
        ),
        Event::Dodged { by } => w.msg("dodged", vec![("by", w.card(*by))]),
        Event::Steals { by, from, amount } => w.msg(
            "steals",
            vec![
                ("by", w.card(*by)),
                ("from", w.card(*from)),
                ("amount", n(*amount)),
            ],
        ),
        Event::Damage {
            card,
            normal,
            aggravated,
        } => w.msg(
            "damage",
            vec![
                ("card", w.card(*card)),
                ("normal", n(*normal)),
                ("aggravated", n(*aggravated)),
            ],
        ),
        Event::Prevents { card, amount } => w.msg(
            "prevents",
            vec![("card", w.card(*card)), ("amount", n(*amount))],
        ),
        Event::Wounded { card } => w.msg("wounded", vec![("card", w.card(*card))]),
        Event::Burned { card } => w.msg("burned", vec![("card", w.card(*card))]),
        Event::Presses { by, mode } => w.msg(
            "presses",
            vec![("by", w.card(*by)), ("mode", w.word(&mode.to_string()))],
        ),
        Event::CombatEnds {} => w.msg("combat-ends", vec![]),
        Event::ReferendumCancelled {} => w.msg("referendum-cancelled", vec![]),
        Event::BringsOut { seat, vampire } => w.msg(
            "brings-out",
            vec![("seat", w.seat(*seat)), ("vampire", w.card(*vampire))],
        ),
        Event::CryptDraw { seat } => w.msg("crypt-draw", vec![("seat", w.seat(*seat))]),
        Event::Contested { card } => w.msg("contested", vec![("card", w.card(*card))]),
        Event::ContestWon { card } => w.msg("contest-won", vec![("card", w.card(*card))]),
        Event::TitleYielded { vampire } => {
            w.msg("title-yielded", vec![("vampire", w.card(*vampire))])
        }
        Event::ReferendumCalled {
            caller,
            card,
            blood_hunt,
        } => match blood_hunt {
            Some(v) => w.msg(
                "blood-hunt",
                vec![("seat", w.seat(*caller)), ("vampire", w.card(*v))],
            ),
            None => w.msg(
                "referendum",
                vec![("seat", w.seat(*caller)), ("card", w.opt_card(*card))],
            ),
        },
        Event::Votes {
            seat,
            source,
            side,
            votes,
            ballots,
        } => w.msg(
            "votes",
            vec![
                ("seat", w.seat(*seat)),
                ("source", w.opt_card(*source)),
                ("has_source", yes_no(source.is_some())),
                ("side", w.word(&side.to_string())),
                ("votes", n(*votes)),
                ("ballots", n(*ballots)),
            ],
        ),
        Event::ReferendumResult {
            passed,
            votes_for,
            votes_against,
        } => w.msg(
            if *passed {
                "referendum-passes"
            } else {
                "referendum-fails"
            },
            vec![("for", n(*votes_for)), ("against", n(*votes_against))],
        ),
        Event::Withdrawing { seat } => w.msg("withdrawing", vec![("seat", w.seat(*seat))]),
        Event::Withdraws { seat } => w.msg("withdraws", vec![("seat", w.seat(*seat))]),
        Event::Ousted { seat } => w.msg("ousted", vec![("seat", w.seat(*seat))]),
        Event::Vp { seat, half } => w.msg(
            "vp",
            vec![
                ("seat", w.seat(*seat)),
                ("vp", TextArg::from(f64::from(*half) / 2.0)),
            ],
        ),
        Event::TimedOut { turn } => w.msg("timed-out", vec![("turn", n(*turn))]),
        Event::GameOver { winner } => match winner {
            Some(s) => w.msg("game-over", vec![("seat", w.seat(*s))]),
            None => w.msg("game-over-tie", vec![]),
        },
        // Other events read from their text encoding through `ev-KIND` messages
        // (`text/locales/*.ftl`); one without a message shows its encoding.
        #[allow(unreachable_patterns)]
        _ => {
            let code = event.to_string();
            encoded_words(&w, "ev", &code).unwrap_or(code)
        }
    }
}

/// An option in words for the deciding seat (which may see its own hidden cards).
///
/// Each option kind has a message `ch-KIND` whose arguments are the encoding's fields:
/// card ids become names, seats become "seat 3", words are translated; an option kind
/// without a message shows its encoding.
pub fn describe_choice(state: &State, choice: &Choice, lang: Lang) -> String {
    let code = choice.to_string();
    let w = Words {
        state,
        lang,
        owner: state.waiting().map(|(s, _)| s),
    };
    encoded_words(&w, "ch", &code).unwrap_or(code)
}

/// Optional fields of an encoding that its message has no place for, written after it
/// (`suffix-KEY`), per kind: `(kind, field, suffix message)`.
const SUFFIXES: &[(&str, &str, &str)] = &[
    ("play-on", "target", "suffix-on"),
    ("play-on", "n", "suffix-amount"),
    ("play-target", "target", "suffix-on"),
    ("action-card", "target", "suffix-on"),
    ("strike", "at", "suffix-at"),
    ("master-on", "second", "suffix-and"),
    ("master-on", "amount", "suffix-amount"),
    ("use", "target", "suffix-on"),
    ("ability-action", "target", "suffix-on"),
    ("use", "from", "suffix-from"),
    ("manual-play", "by", "suffix-by"),
    ("manual-play", "x", "suffix-x"),
    ("manual-label", "text", "suffix-text"),
    ("labels", "text", "suffix-text"),
    ("manual-adjust", "card", "suffix-card"),
    ("manual-adjusts", "card", "suffix-card"),
];

/// A text encoding `KIND key=value …` in words through the message `PREFIX-KIND`, whose
/// arguments are the fields: card ids become names (hidden ones "a card"), seats become
/// "seat 3", words are translated, `with=hand` is a hand strike, `with=own` the minion's own strike; the superior level and
/// optional fields the message does not name are added after it. `None` without a message.
fn encoded_words(w: &Words, prefix: &str, code: &str) -> Option<String> {
    let mut parts = code.split(' ');
    let kind = parts.next().unwrap_or_default();
    let id = format!("{prefix}-{kind}");
    if !texts().has(Lang::En, &id) {
        return None;
    }
    let fields: Vec<(&str, &str)> = parts.filter_map(|p| p.split_once('=')).collect();
    let value = |k: &str, v: &str| -> TextArg<'static> {
        if k == "text" {
            // Words a player wrote, as written.
            TextArg::from(crate::choice::Text::decode(v))
        } else if let Some(c) = v.strip_prefix('#').and_then(|d| d.parse().ok()) {
            w.card(CardId(c))
        } else if let Ok(s) = v.parse::<Seat>() {
            w.seat(s)
        } else if v == "-" {
            TextArg::from(w.get("none", &[]))
        } else if k == "with" && v == "hand" {
            TextArg::from(w.get("hand-strike", &[]))
        } else if k == "with" && v == "own" {
            TextArg::from(w.get("own-strike", &[]))
        } else if k == "how" {
            TextArg::from(w.get(&format!("how-{v}"), &[]))
        } else if let Ok(n) = v.parse::<i64>() {
            TextArg::from(n)
        } else {
            w.word(v)
        }
    };
    let mut args: Vec<(&str, TextArg<'_>)> = Vec::new();
    let mut suffix = String::new();
    for (k, v) in &fields {
        let arg = value(k, v);
        if let Some((_, _, msg)) = SUFFIXES.iter().find(|(kd, f, _)| *kd == kind && f == k) {
            let name = match *msg {
                "suffix-amount" => "n",
                _ => k,
            };
            suffix.push_str(&w.get(msg, &[(name, arg)]));
            continue;
        }
        if *k == "level" && *v == "superior" {
            suffix.push_str(&w.get("suffix-superior", &[]));
        }
        args.push((k, arg));
    }
    // Messages with an optional part in their middle get it as an argument, empty when
    // the field is absent.
    match (prefix, kind) {
        ("ch", "use") => {
            let how = fields
                .iter()
                .find(|(k, _)| *k == "how")
                .map(|(_, v)| w.get("suffix-how", &[("how", value("how", v))]))
                .unwrap_or_default();
            args.retain(|(k, _)| *k != "how");
            args.push(("how", TextArg::from(how)));
        }
        ("ev", "uses") => {
            let on = fields
                .iter()
                .find(|(k, _)| *k == "target")
                .map(|(k, v)| w.get("suffix-on", &[("target", value(k, v))]))
                .unwrap_or_default();
            args.push(("on", TextArg::from(on)));
        }
        _ => {}
    }
    Some(texts().get(w.lang, &id, &args) + &suffix)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::ActionWord;

    /// A four-seat game of the starter decks, for the texts to name its cards.
    fn starter_game(seed: u64) -> crate::Vtes {
        let decks: Vec<crate::DeckSpec> = jyhad_decks::starter_decks()
            .iter()
            .take(4)
            .map(crate::DeckSpec::from_list)
            .collect();
        <crate::Vtes as jyhad_table::Game>::new_game(&crate::VtesConfig::new(decks), seed).unwrap()
    }

    fn words(src: &str) -> Vec<String> {
        src.lines()
            .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string()))
            .filter(|k| !k.starts_with(' ') && !k.is_empty())
            .collect()
    }

    #[test]
    fn every_message_exists_in_every_language() {
        let en = words(include_str!("../../locales/en/events.ftl"));
        for (lang, src) in [
            ("fr", include_str!("../../locales/fr/events.ftl")),
            ("it", include_str!("../../locales/it/events.ftl")),
        ] {
            let other = words(src);
            for k in &en {
                assert!(other.contains(k), "{lang} lacks {k}");
            }
        }
        let en = words(include_str!("locales/en.ftl"));
        for (lang, src) in [
            ("fr", include_str!("locales/fr.ftl")),
            ("it", include_str!("locales/it.ftl")),
        ] {
            let other = words(src);
            for k in &en {
                assert!(other.contains(k), "{lang} lacks {k}");
            }
        }
        // The bundles parse.
        let _ = texts();
    }

    #[test]
    fn every_option_kind_and_event_kind_reads_in_words() {
        let kinds = [
            "play-on card=#1 by=#2 target=#3 n=2 level=superior",
            "play-target card=#1 by=#2 target=seat2",
            "strike by=#2 with=hand at=#3",
            "master-on card=#1 target=#2 second=#3 amount=1",
            "use card=#1 target=#2 how=to-pool",
            "card-action minion=#2 card=#1 how=burn",
            "pick card=#1",
            "ability-discard card=#1 by=#2",
            "ability-discard-at card=#1 by=#2 seat=seat3",
            "prevent-x with=#1 by=#2 x=2",
            "activate card=#1 target=#2",
            "manual-play card=#1 by=#2",
            "manual-play card=#1",
            "manual-play card=#1 by=#2 x=3",
            "manual-ability minion=#2",
            "burn-pool-unlock minion=#2",
            "manual-pool seat=seat2 n=-1",
            "manual-blood card=#1 n=1",
            "manual-move card=#1 to=library-bottom",
            "manual-attach card=#1 host=#2",
            "manual-discard-random seat=seat2",
            "manual-edge to=seat1",
            "manual-adjust what=strength n=-1 card=#2",
            "manual-adjust what=end-combat n=1",
            "manual-label card=#1 source=#2",
            "manual-terms text=",
            "manual-terms text=a_b",
            "manual-label card=#1 source=#2 text=plus_1_bleed",
            "manual-submit",
            "manual-done",
            "approve",
            "refuse",
        ];
        let game = starter_game(3);
        for k in kinds {
            let ch: Choice = k.parse().unwrap_or_else(|e| panic!("{k}: {e}"));
            for lang in Lang::ALL {
                let t = describe_choice(game.state(), &ch, lang);
                assert!(!t.contains('=') && !t.contains("suffix-"), "{lang}: {t}");
            }
        }
        let t = describe_choice(
            game.state(),
            &"strike by=#2 with=hand".parse().unwrap(),
            Lang::En,
        );
        assert!(t.ends_with("strikes with a hand strike"), "{t}");
        let t = describe_choice(
            game.state(),
            &"play-on card=#1 by=#2 level=superior".parse().unwrap(),
            Lang::Fr,
        );
        assert!(t.ends_with("(supérieur)"), "{t}");
        let t = describe_choice(
            game.state(),
            &"manual-terms text=Seat_2_#1_100%25".parse().unwrap(),
            Lang::En,
        );
        assert!(t.ends_with(": Seat 2 #1 100%"), "{t}");
        for e in [
            "untaps card=#1",
            "action-ends minion=#1",
            "abstains vampire=#1",
            "referendum-cancelled",
            "gains-votes vampire=#1 votes=2",
            "wakes card=#1",
            "bleed-redirected to=seat2",
            "uses card=#1 target=#2",
            "uses card=#1",
            "discarded card=#1",
            "no-strike by=#1",
            "manual-starts seat=seat1 card=#1",
            "manual-proposes seat=seat1 moves=2",
            "manual-refuses seat=seat2",
            "manual-done seat=seat1 card=#1",
            "manual-adjusts what=stealth n=1",
            "manual-adjusts what=strength n=-1 card=#2",
            "shuffles seat=seat2",
            "labels card=#1 source=#2 on=true",
            "labels card=#1 source=#2 on=false",
            "labels card=#1 source=#2 on=true text=plus_1_bleed",
            "coin-flip card=#1 tails=true",
            "terms-written seat=seat1 text=Seat_2_burns_1_pool",
            "terms-methuselah seat=seat1 chosen=seat2",
            "terms-clan seat=seat1 clan=Toreador",
            "terms-vampire seat=seat1 vampire=#1",
            "terms-card seat=seat1 card=#1",
            "terms-point seat=seat1 to=seat2",
        ] {
            let ev: Event = e.parse().unwrap_or_else(|x| panic!("{e}: {x}"));
            for lang in Lang::ALL {
                let t = describe_event(game.state(), &ev, lang);
                assert!(!t.contains('='), "{lang}: {t}");
            }
        }
    }

    #[test]
    fn french_events_name_cards_in_french() {
        let mut game = starter_game(5);
        // A card with a French name, face up in the ash heap.
        let st = game.state_mut();
        let c = (0..st.cards.len())
            .map(|i| CardId(i as u16))
            .find(|&c| {
                st.facts(c)
                    .name_fr
                    .as_ref()
                    .is_some_and(|f| *f != st.facts(c).name)
            })
            .expect("a starter card has a French name");
        st.cards[c.index()].region = Region::AshHeap;
        let fr = st.facts(c).name_fr.clone().unwrap();
        let en = st.facts(c).name.clone();
        let ev = Event::Burned { card: c };
        assert!(describe_event(game.state(), &ev, Lang::Fr).contains(&fr));
        assert!(describe_event(game.state(), &ev, Lang::En).contains(&en));
    }

    #[test]
    fn events_read_in_three_languages_and_hide_hidden_cards() {
        let game = starter_game(7);
        let st = game.state();
        let in_hand = st.seats[0].hand[0];
        let hidden_name = st.facts(in_hand).name.clone();
        let e = Event::Pool {
            seat: Seat(2),
            delta: -2,
            now: 28,
        };
        assert_eq!(
            describe_event(st, &e, Lang::En),
            "seat 3 loses 2 pool (28 left)"
        );
        assert_eq!(
            describe_event(st, &e, Lang::Fr),
            "place 3 perd 2 points de réserve (reste 28)"
        );
        assert_eq!(
            describe_event(st, &e, Lang::It),
            "posto 3 perde 2 risorse (ne restano 28)"
        );
        let mv = Event::Moves {
            card: in_hand,
            to: Region::Hand,
        };
        for lang in Lang::ALL {
            let t = describe_event(st, &mv, lang);
            assert!(!t.contains(&hidden_name), "{t}");
            assert!(!t.contains(&in_hand.to_string()), "{t}");
        }
        let act = Event::Action {
            minion: in_hand,
            action: ActionWord::Bleed,
            stealth: 1,
            target: Some(Seat(1)),
            card: None,
        };
        assert!(describe_event(st, &act, Lang::Fr).contains("morsure"));
        // Options name the deciding seat's own cards.
        let decider = st.options(&mut Vec::new()).map(|(s, _)| s).unwrap();
        let own = st.seats[decider.index()].hand[0];
        let ch = Choice::Discard { card: own };
        let t = describe_choice(st, &ch, Lang::En);
        assert!(t.contains(&st.facts(own).name), "{t}");
    }

    /// Counts agree with their nouns and the phases use the rulebooks' names (issue 22).
    #[test]
    fn counts_and_phases_read_as_the_rulebooks_write_them() {
        let game = starter_game(7);
        let st = game.state();
        let votes = Event::Votes {
            seat: Seat(0),
            source: None,
            side: crate::choice::VoteSide::For,
            votes: 1,
            ballots: 0,
        };
        assert_eq!(
            describe_event(st, &votes, Lang::En),
            "seat 1 casts 1 vote for"
        );
        let vp = Event::Vp {
            seat: Seat(1),
            half: 2,
        };
        assert_eq!(
            describe_event(st, &vp, Lang::En),
            "seat 2 gains 1 victory point"
        );
        assert_eq!(
            describe_event(st, &vp, Lang::It),
            "posto 2 guadagna 1 punto vittoria"
        );
        let burned = Event::Edge { to: None };
        assert_eq!(
            describe_event(st, &burned, Lang::En),
            "Nobody has the Edge now"
        );
        let phase = Event::PhaseStarts {
            seat: Seat(0),
            phase: crate::phase::Phase::Untap,
        };
        assert_eq!(
            describe_event(st, &phase, Lang::Fr),
            "place 1 : phase de redressement"
        );
        assert_eq!(
            describe_event(st, &phase, Lang::It),
            "posto 1: fase di disimpegno"
        );
        let card = st.seats[0].crypt[0];
        let damage = Event::Damage {
            card,
            normal: 1,
            aggravated: 0,
        };
        assert!(describe_event(st, &damage, Lang::Fr).ends_with("subit 1 dégât"));
    }
}
