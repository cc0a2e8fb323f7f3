//! Bots and manual cards (issue 18, docs/bots.md "Manual cards"): no kind of bot ever
//! plays a card the engine does not automate, and a bot approves the moves proposed for
//! one only when a card of its type could make them, within bounded amounts.

use jyhad_bots::vtes::{make_bot, BotKind, Vtes};
use jyhad_bots::{Bot, SearchConfig, Seen};
use jyhad_cards::db;
use jyhad_decks::starter_decks;
use jyhad_table::{Game, Seat};
use jyhad_vtes::choice::Zone;
use jyhad_vtes::state::manual::Resolution;
use jyhad_vtes::state::Region;
use jyhad_vtes::{CardId, Choice, DeckSpec, VtesConfig};

/// Starter decks whose libraries hold, every fourth card, one the engine does not
/// automate (Blessed Resilience, a master; Dodge, a combat card), at a table that allows them.
fn config() -> VtesConfig {
    let id = |name: &str| db().get(db().lookup(name).unwrap()).id;
    let (tap, dodge) = (id("Blessed Resilience"), id("Dodge"));
    let decks = starter_decks()
        .iter()
        .map(|d| {
            let mut spec = DeckSpec::from_list(d);
            for (i, c) in spec.library.iter_mut().enumerate() {
                match i % 8 {
                    0 => *c = tap,
                    4 => *c = dodge,
                    _ => {}
                }
            }
            spec
        })
        .collect();
    let mut config = VtesConfig::new(decks);
    config.manual_cards = true;
    config.max_turns = Some(40);
    config.record_events = false;
    config
}

fn all_kinds() -> [BotKind; 3] {
    [BotKind::Random, BotKind::Greedy, BotKind::Search]
}

fn small_search() -> SearchConfig {
    SearchConfig {
        iterations: 4,
        depth: 20,
        ..SearchConfig::default()
    }
}

/// Whole games where every seat holds manual cards and a random bot, which would pick a
/// `manual-play` among the options as often as anything else: none is ever played.
#[test]
fn no_bot_plays_a_manual_card() {
    let mut offered = 0;
    for seed in 0..3 {
        let mut game = Vtes::new_game(&config(), seed).unwrap();
        let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
            .map(|k| make_bot(BotKind::Random, seed * 10 + k, small_search()))
            .collect();
        let mut options = Vec::new();
        while let Some((seat, prompt)) = game.options_into(&mut options) {
            offered += options
                .iter()
                .filter(|o| matches!(o, Choice::ManualPlay { .. }))
                .count();
            let pick = bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options);
            let choice = options[pick];
            assert!(
                !choice.to_string().starts_with("manual-"),
                "a bot played or resolved a manual card: {choice}"
            );
            game.apply(seat, &choice).unwrap();
        }
    }
    assert!(offered > 10, "manual cards were offered {offered} times");
    // Offered one beside `pass`, every kind passes.
    let game = Vtes::new_game(&config(), 1).unwrap();
    let card = game.state().seats[0].hand[0];
    let vampire = game.state().seats[0].uncontrolled[0];
    let options = [
        Choice::ManualPlay {
            card,
            by: None,
            x: None,
        },
        Choice::ManualAbility { minion: vampire },
        Choice::Pass {},
    ];
    for kind in all_kinds() {
        for seed in 0..8 {
            let mut bot = make_bot(kind, seed, small_search());
            let seen = Seen::new(&game, Seat(0), "master phase");
            assert_eq!(bot.choose(&seen, &options), 2, "{kind}");
        }
    }
}

/// The card of seat 1's library named `name`, and a game where seat 2 has two ready
/// vampires with 3 blood each.
fn table(name: &str) -> (Vtes, CardId, [CardId; 2]) {
    let mut game = Vtes::new_game(&config(), 7).unwrap();
    let st = game.state_mut();
    let card = (0..st.cards.len())
        .map(|i| CardId(i as u16))
        .find(|&c| st.card(c).owner == Seat(0) && st.facts(c).name == name)
        .unwrap();
    // Played: face up to everyone.
    let from = st.card(card).region;
    assert_eq!(from, Region::Library);
    st.seats[0].library.retain(|&c| c != card);
    st.seats[0].ash_heap.push(card);
    st.cards[card.index()].region = Region::AshHeap;
    let mut ready = [CardId(0); 2];
    for r in &mut ready {
        let v = st.seats[1].uncontrolled.remove(0);
        st.seats[1].ready.push(v);
        let c = &mut st.cards[v.index()];
        c.region = Region::Ready;
        c.counters = 3;
        *r = v;
    }
    (game, card, ready)
}

/// Seat 2's bot, asked to approve `proposed` for `card`: true if it approves.
fn approves(game: &mut Vtes, card: CardId, proposed: Vec<Choice>) -> bool {
    game.state_mut().manual.resolution = Some(Box::new(Resolution {
        seat: Seat(0),
        card,
        proposed,
        asking: vec![Seat(1)],
        moves_left: 30,
    }));
    let options = [Choice::Approve {}, Choice::Refuse {}];
    let answers: Vec<bool> = all_kinds()
        .into_iter()
        .map(|kind| {
            let mut bot = make_bot(kind, 3, small_search());
            let seen = Seen::new(&*game, Seat(1), "approve the proposed moves?");
            bot.choose(&seen, &options) == 0
        })
        .collect();
    // Every kind answers alike.
    assert!(answers.iter().all(|&a| a == answers[0]), "{answers:?}");
    answers[0]
}

#[test]
fn bots_approve_what_the_card_type_allows_and_refuse_absurd_moves() {
    let (mut game, tap, [v1, v2]) = table("Blessed Resilience");
    let pool = |n: usize| {
        vec![
            Choice::ManualPool {
                seat: Seat(1),
                n: -1
            };
            n
        ]
    };
    // A master card: some pool and blood, one card burned.
    let mut fair = pool(2);
    fair.push(Choice::ManualBlood { card: v1, n: -1 });
    fair.push(Choice::ManualBurn { card: v2 });
    assert!(approves(&mut game, tap, fair));
    // Gifts are always welcome.
    assert!(approves(
        &mut game,
        tap,
        vec![
            Choice::ManualPool {
                seat: Seat(1),
                n: 1
            };
            9
        ]
    ));
    // Absurd amounts: 5 pool, 4 blood from one vampire, two cards lost, three random
    // discards.
    assert!(!approves(&mut game, tap, pool(5)));
    assert!(!approves(
        &mut game,
        tap,
        vec![Choice::ManualBlood { card: v1, n: -1 }; 4]
    ));
    assert!(!approves(
        &mut game,
        tap,
        vec![
            Choice::ManualBurn { card: v1 },
            Choice::ManualMove {
                card: v2,
                to: Zone::LibraryBottom
            }
        ]
    ));
    assert!(!approves(
        &mut game,
        tap,
        vec![Choice::ManualDiscardRandom { seat: Seat(1) }; 3]
    ));
    // A combat card reaches only the minions in combat, and takes no pool: with no combat,
    // a blood taken from a vampire is refused, and so is a pool.
    let (mut game, dodge, [v1, _]) = table("Dodge");
    assert!(!approves(
        &mut game,
        dodge,
        vec![Choice::ManualBlood { card: v1, n: -1 }]
    ));
    assert!(!approves(&mut game, dodge, pool(1)));
    // Moves on seat 1's own cards do not concern seat 2.
    assert!(approves(&mut game, dodge, vec![Choice::ManualDraw {}]));
}
