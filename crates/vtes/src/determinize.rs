//! Determinization: a game state sampled from what one seat can see (for search bots).
//!
//! Every card hidden from the seat is redistributed among the places it could be, keeping
//! every public count (DESIGN: "bots that search sample the hidden part"):
//! - another seat's hand and library are pooled and dealt again (same hand size, same
//!   library size, random order);
//! - another seat's face-down uncontrolled vampires and crypt are pooled and dealt again,
//!   the pool counters staying where they are (they are public);
//! - the seat's own library and crypt are shuffled (it knows their contents, not their
//!   order);
//! - the random generator, whose future draws nobody may know, is reseeded.
//!
//! The pools are sorted by card id before shuffling, so the sample depends only on what the
//! seat sees and the seed: moving cards between another seat's hand and library, or
//! reordering a library, gives the very same sample.

use crate::ids::CardId;
use crate::state::{Region, State};
use jyhad_table::Seat;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

impl State {
    /// A state consistent with `seat`'s information, hidden cards redistributed from `seed`.
    pub fn determinize(&self, seat: Seat, seed: u64) -> State {
        let mut s = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pool: Vec<CardId> = Vec::with_capacity(128);
        for i in 0..s.seats.len() {
            if i == seat.index() {
                let m = &mut s.seats[i];
                for list in [&mut m.library, &mut m.crypt] {
                    list.sort_unstable();
                    list.shuffle(&mut rng);
                }
                continue;
            }
            // Hand and library.
            let m = &mut s.seats[i];
            pool.clear();
            pool.extend_from_slice(&m.hand);
            pool.extend_from_slice(&m.library);
            pool.sort_unstable();
            pool.shuffle(&mut rng);
            let h = m.hand.len();
            m.hand.clear();
            m.hand.extend_from_slice(&pool[..h]);
            m.library.clear();
            m.library.extend_from_slice(&pool[h..]);
            for (k, &c) in pool.iter().enumerate() {
                s.cards[c.index()].region = if k < h { Region::Hand } else { Region::Library };
            }
            // Face-down uncontrolled vampires and crypt; counters stay in place.
            let m = &mut s.seats[i];
            let counters: Vec<u8> = m
                .uncontrolled
                .iter()
                .map(|&c| self.cards[c.index()].counters)
                .collect();
            pool.clear();
            pool.extend_from_slice(&m.uncontrolled);
            pool.extend_from_slice(&m.crypt);
            pool.sort_unstable();
            pool.shuffle(&mut rng);
            let u = m.uncontrolled.len();
            m.uncontrolled.clear();
            m.uncontrolled.extend_from_slice(&pool[..u]);
            m.crypt.clear();
            m.crypt.extend_from_slice(&pool[u..]);
            for (k, &c) in pool.iter().enumerate() {
                let card = &mut s.cards[c.index()];
                if k < u {
                    card.region = Region::Uncontrolled;
                    card.counters = counters[k];
                } else {
                    card.region = Region::Crypt;
                    card.counters = 0;
                }
            }
        }
        s.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6465_7465_726d);
        s.events.clear();
        s.record_events = false;
        s
    }
}
