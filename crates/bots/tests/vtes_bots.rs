//! The VTES bots: hidden information, determinization, determinism, and a quick sanity
//! check of strength (the real measurements are `jyhad sim` runs, see docs/bots.md).

use jyhad_bots::vtes::{make_bot, BotKind, Vtes};
use jyhad_bots::{play_out, Bot, Determinize, RandomBot, SearchConfig, Seen};
use jyhad_decks::starter_decks;
use jyhad_table::{Game, Seat};
use jyhad_vtes::{DeckSpec, VtesConfig};
use rand::SeedableRng;

fn config() -> VtesConfig {
    let decks = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut config = VtesConfig::new(decks);
    config.max_turns = Some(120);
    config.record_events = false;
    config
}

fn small_search() -> SearchConfig {
    SearchConfig {
        iterations: 8,
        depth: 30,
        ..SearchConfig::default()
    }
}

/// Changes everything `seat` cannot see: other seats' cards move between hand and library,
/// libraries and crypts are reordered (the seat's own too), face-down uncontrolled vampires
/// are swapped with crypt cards (pool counters stay in place), the RNG is reseeded.
fn scramble(game: &mut Vtes, seat: Seat) {
    let st = game.state_mut();
    for i in 0..st.seats.len() {
        let m = &mut st.seats[i];
        m.library.reverse();
        m.crypt.reverse();
        if i == seat.index() {
            continue;
        }
        let m = &mut st.seats[i];
        if !m.hand.is_empty() && !m.library.is_empty() {
            let (h, l) = (m.hand[0], m.library[0]);
            m.hand[0] = l;
            m.library[0] = h;
            st.cards[l.index()].region = jyhad_vtes::state::Region::Hand;
            st.cards[h.index()].region = jyhad_vtes::state::Region::Library;
        }
        let m = &mut st.seats[i];
        if !m.uncontrolled.is_empty() && !m.crypt.is_empty() {
            let (u, c) = (m.uncontrolled[0], m.crypt[0]);
            m.uncontrolled[0] = c;
            m.crypt[0] = u;
            let counters = st.cards[u.index()].counters;
            st.cards[u.index()].counters = 0;
            st.cards[u.index()].region = jyhad_vtes::state::Region::Crypt;
            st.cards[c.index()].counters = counters;
            st.cards[c.index()].region = jyhad_vtes::state::Region::Uncontrolled;
        }
    }
    st.rng = rand_chacha::ChaCha8Rng::seed_from_u64(0xdead_beef);
}

/// Plays `n` random decisions from a new game.
fn position(seed: u64, n: usize) -> Vtes {
    let mut game = Vtes::new_game(&config(), seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut options = Vec::new();
    for _ in 0..n {
        let Some((seat, _)) = game.options_into(&mut options) else {
            break;
        };
        let c = options[bot.pick(options.len())];
        game.apply(seat, &c).unwrap();
    }
    game
}

#[test]
fn choices_do_not_depend_on_hidden_cards() {
    let mut checked = 0;
    for (seed, n) in [(1, 40), (2, 150), (3, 300), (4, 600), (5, 90), (6, 250)] {
        let game = position(seed, n);
        let mut options = Vec::new();
        let Some((seat, prompt)) = game.options_into(&mut options) else {
            continue;
        };
        let mut other = game.clone();
        scramble(&mut other, seat);
        assert_ne!(
            game.state()
                .seats
                .iter()
                .map(|m| m.library.clone())
                .collect::<Vec<_>>(),
            other
                .state()
                .seats
                .iter()
                .map(|m| m.library.clone())
                .collect::<Vec<_>>(),
            "the scramble changed hidden cards"
        );
        // Same information for the deciding seat…
        assert_eq!(game.view(Some(seat)), other.view(Some(seat)));
        let mut other_options = Vec::new();
        assert_eq!(other.options_into(&mut other_options), Some((seat, prompt)));
        assert_eq!(options, other_options);
        // …so the same choice, by every kind of bot.
        for kind in [BotKind::Greedy, BotKind::Search] {
            let mut a = make_bot(kind, 7, small_search());
            let mut b = make_bot(kind, 7, small_search());
            let x = a.choose(&Seen::new(&game, seat, prompt), &options);
            let y = b.choose(&Seen::new(&other, seat, prompt), &options);
            assert_eq!(x, y, "{kind} at seed {seed}, decision {n}: {prompt}");
        }
        // The sampled games themselves are identical.
        for s in 0..5 {
            let d1 = game.determinize(seat, s);
            let d2 = other.determinize(seat, s);
            for (m1, m2) in d1.state().seats.iter().zip(&d2.state().seats) {
                assert_eq!(m1, m2);
            }
        }
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn a_sample_keeps_what_the_seat_sees() {
    for (seed, n) in [(11, 100), (12, 400)] {
        let game = position(seed, n);
        for s in 0..game.seats() {
            let seat = Seat(s as u8);
            let sample = game.determinize(seat, 99);
            assert_eq!(game.view(Some(seat)), sample.view(Some(seat)));
            // Every card is in the list of the region it says.
            let st = sample.state();
            for (i, m) in st.seats.iter().enumerate() {
                for &c in &m.hand {
                    assert_eq!(st.card(c).region, jyhad_vtes::state::Region::Hand);
                    assert_eq!(st.card(c).owner.index(), i);
                }
                for &c in &m.library {
                    assert_eq!(st.card(c).region, jyhad_vtes::state::Region::Library);
                }
                for &c in &m.uncontrolled {
                    assert_eq!(st.card(c).region, jyhad_vtes::state::Region::Uncontrolled);
                }
            }
            // And the game goes on from it.
            let mut g = sample;
            let played = play_out(
                std::mem::replace(&mut g, game.clone()),
                &mut (0..5)
                    .map(|k| Box::new(RandomBot::new(k)) as Box<dyn Bot<Vtes>>)
                    .collect::<Vec<_>>(),
                100_000,
                false,
            );
            assert_eq!(played.error, None);
        }
    }
}

#[test]
fn bots_are_deterministic() {
    let run = |kind: BotKind| {
        let game = Vtes::new_game(&config(), 3).unwrap();
        let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
            .map(|k| {
                let kind = if k == 0 { kind } else { BotKind::Greedy };
                make_bot(kind, 100 + k, small_search())
            })
            .collect();
        let played = play_out(game, &mut bots, 200_000, true);
        assert_eq!(played.error, None);
        played.log
    };
    assert_eq!(run(BotKind::Greedy), run(BotKind::Greedy));
    assert_eq!(run(BotKind::Search), run(BotKind::Search));
}

#[test]
fn greedy_outscores_random() {
    let (mut greedy, mut random) = (0.0, 0.0);
    for seed in 0..5u64 {
        let game = Vtes::new_game(&config(), seed).unwrap();
        // The greedy seat moves round the table with the seed.
        let g = (seed % 5) as usize;
        let mut bots: Vec<Box<dyn Bot<Vtes>>> = (0..5)
            .map(|k| {
                let kind = if k == g {
                    BotKind::Greedy
                } else {
                    BotKind::Random
                };
                make_bot(kind, seed * 10 + k as u64, small_search())
            })
            .collect();
        let played = play_out(game, &mut bots, 1_000_000, false);
        assert_eq!(played.error, None);
        let o = played.game.outcome().unwrap();
        for k in 0..5 {
            if k == g {
                greedy += o.vp(Seat(k as u8));
            } else {
                random += o.vp(Seat(k as u8)) / 4.0;
            }
        }
    }
    assert!(greedy >= 2.0 * random, "greedy {greedy} vs random {random}");
}
