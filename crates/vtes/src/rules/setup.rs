//! Setting up a game (rulebook p. 15, "Mise en place").

use crate::config::VtesConfig;
use crate::defs::Defs;
use crate::error::VtesError;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{Card, Methuselah, Phase, Region, State};
use jyhad_cards::{db, CardKind};
use jyhad_table::Seat;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Starting pool of each Methuselah (p. 15).
pub const STARTING_POOL: i32 = 30;
/// Default hand size (p. 7).
pub const HAND_SIZE: u8 = 7;
/// Crypt cards put face down in the uncontrolled region at setup (p. 15).
pub const STARTING_UNCONTROLLED: usize = 4;

impl State {
    /// A new game: decks shuffled, 7-card hands, 4 crypt cards uncontrolled, 30 pool each,
    /// the Edge uncontrolled, a random first player (p. 15).
    pub fn new_game(config: &VtesConfig, seed: u64) -> Result<State, VtesError> {
        let n = config.decks.len();
        if !(2..=6).contains(&n) {
            return Err(VtesError::Config(format!(
                "a table needs 2 to 6 decks, got {n}"
            )));
        }
        let defs = Defs::with_overrides(&config.card_defs).map_err(VtesError::Config)?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Sized once: a deal pushes every card of every deck.
        let total = config
            .decks
            .iter()
            .map(|d| d.crypt.len() + d.library.len())
            .sum();
        let mut cards = Vec::with_capacity(total);
        let mut seats = Vec::with_capacity(n);
        for (i, deck) in config.decks.iter().enumerate() {
            let seat = Seat(i as u8);
            let mut crypt = Vec::with_capacity(deck.crypt.len());
            let mut library = Vec::with_capacity(deck.library.len());
            let db = db();
            for (ids, kind, list) in [
                (&deck.crypt, CardKind::Crypt, &mut crypt),
                (&deck.library, CardKind::Library, &mut library),
            ] {
                for &id in ids {
                    let def = db.by_id(id).ok_or_else(|| {
                        VtesError::Config(format!("deck {:?}: no card with id {id}", deck.name))
                    })?;
                    if db.get(def).kind != kind {
                        return Err(VtesError::Config(format!(
                            "deck {:?}: {} is not a {} card",
                            deck.name,
                            db.get(def).name,
                            if kind == CardKind::Crypt {
                                "crypt"
                            } else {
                                "library"
                            }
                        )));
                    }
                    let idx = u16::try_from(cards.len())
                        .map_err(|_| VtesError::Config("too many cards".into()))?;
                    cards.push(Card::new(
                        def,
                        seat,
                        if kind == CardKind::Crypt {
                            Region::Crypt
                        } else {
                            Region::Library
                        },
                    ));
                    list.push(CardId(idx));
                }
            }
            if crypt.len() < STARTING_UNCONTROLLED {
                return Err(VtesError::Config(format!(
                    "deck {:?} has {} crypt cards; at least {STARTING_UNCONTROLLED} are needed to play",
                    deck.name,
                    crypt.len()
                )));
            }
            crypt.shuffle(&mut rng);
            library.shuffle(&mut rng);
            seats.push(Methuselah {
                library,
                crypt,
                ..Methuselah::empty()
            });
        }
        let first = Seat(rng.gen_range(0..n) as u8);
        let mut state = State::blank(0, rng, defs, config);
        state.cards = cards;
        state.seats = seats;
        state.refresh_vampire_words();
        state.active = first;
        state.emit(|| Event::GameStarts {
            seats: n as u8,
            first,
        });
        for i in 0..n {
            let seat = Seat(i as u8);
            state.refill_hand(seat);
            for _ in 0..STARTING_UNCONTROLLED {
                if let Some(c) = state.seats[i].crypt.pop() {
                    state.card_mut(c).region = Region::Uncontrolled;
                    state.seats[i].uncontrolled.push(c);
                }
            }
        }
        state.start_turn(first);
        state.advance();
        Ok(state)
    }

    /// An empty table of `n` Methuselahs with 30 pool and no cards (for scenarios).
    pub fn blank(n: usize, rng: ChaCha8Rng, defs: Defs, config: &VtesConfig) -> State {
        let seats = (0..n).map(|_| Methuselah::empty()).collect();
        State {
            cards: Vec::new(),
            seats,
            edge: None,
            turn: 0,
            active: Seat(0),
            phase: Phase::Untap,
            master_actions: 0,
            trifle_used: false,
            transfers: 0,
            discards: 0,
            event_played: false,
            untap_step: Default::default(),
            action: None,
            combat: None,
            referendum: None,
            discipline_gain: None,
            as_played: Vec::new(),
            out_of_turn: None,
            diablerie_items: None,
            diableries: Vec::new(),
            rng,
            defs,
            events: Vec::new(),
            record_events: config.record_events,
            max_turns: config.max_turns,
            timed_out: false,
            turns_without_decision: 0,
            used_this_turn: Vec::new(),
            played_once: Vec::new(),
            follow_up: None,
            mods: Default::default(),
            reactions: Default::default(),
            scratch: Vec::new(),
            pending: Default::default(),
            in_play: Default::default(),
            lasting: Default::default(),
            manual_cards: config.manual_cards,
            manual: Default::default(),
            // No card in play yet.
            in_play_words: [0; crate::state::WORD_SEATS],
            // No card yet: each added card adds its bits.
            vampire_words: 0,
            master_words_all: 0,
        }
    }

    /// Adds a new card instance to a region of `seat` (owner and controller), for scenarios.
    pub fn add_card(&mut self, def: jyhad_cards::CardRef, seat: Seat, region: Region) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(Card::new(def, seat, Region::Removed));
        self.vampire_words |= self.defs.vampire_mask(def);
        self.master_words_all |= self.defs.master_mask(def);
        self.move_card(id, region, seat);
        id
    }
}

impl Card {
    /// A card owned and controlled by `seat`, in `region`, with no counters.
    pub fn new(def: jyhad_cards::CardRef, seat: Seat, region: Region) -> Card {
        Card {
            def,
            owner: seat,
            controller: seat,
            region,
            tapped: false,
            counters: 0,
            host: None,
            entered_turn: 0,
            bled_turn: 0,
            political_turn: 0,
            anarch: false,
            contest_turn: 0,
            title_paid_turn: 0,
            title_yielded: false,
            title_waiting: false,
            granted_title: None,
            superior: false,
        }
    }
}

impl Methuselah {
    /// A Methuselah with 30 pool and empty regions.
    pub fn empty() -> Self {
        Methuselah {
            pool: STARTING_POOL,
            half_vp: 0,
            ousted: false,
            withdrawn: false,
            withdrawing: None,
            library: Vec::new(),
            hand: Vec::with_capacity(8),
            crypt: Vec::new(),
            uncontrolled: Vec::with_capacity(8),
            ready: Vec::with_capacity(8),
            torpor: Vec::new(),
            in_play: Vec::new(),
            contested: Vec::new(),
            ash_heap: Vec::with_capacity(64),
            hand_size: HAND_SIZE,
            out_of_turn_debt: 0,
            master_bonus: 0,
            turns_taken: 0,
            last_turn: 0,
            unreplaced: 0,
            unreplaced_combat: 0,
        }
    }
}
