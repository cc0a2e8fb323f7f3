//! A game sampled from one seat's information, for search bots: every card that seat
//! cannot see is redistributed among the places it could be (a face-down Agenda: any
//! Agenda), and the RNG is reseeded.

use crate::facts::Kind;
use crate::state::{Loc, State};
use jyhad_table::{CardId, Seat};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

impl State {
    /// A state consistent with what `seat` sees (see [`crate::view`]): other seats' hands
    /// are redrawn from their hidden cards of the same deck (a hand's Library and Faction
    /// counts are public: draws say which deck they came from), every deck order and the
    /// City deck (with the events returned to the box unseen) are shuffled.
    pub fn determinize(&self, seat: Seat, seed: u64) -> State {
        let mut s = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let peeked = self.peek.filter(|(p, _)| *p == seat).map(|(_, c)| c);
        for i in 0..s.players.len() {
            if i == seat.index() {
                let p = &mut s.players[i];
                for list in [&mut p.library, &mut p.faction] {
                    // A card the seat is looking at stays on top.
                    let keep = list.first().copied().filter(|c| Some(*c) == peeked);
                    list.retain(|c| Some(*c) != keep);
                    list.sort_unstable();
                    list.shuffle(&mut rng);
                    if let Some(k) = keep {
                        list.insert(0, k);
                    }
                }
                continue;
            }
            for kind in [Kind::Library, Kind::Vampire] {
                let p = &s.players[i];
                let in_hand: Vec<usize> = p
                    .hand
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| {
                        (s.cards[c.index()].facts().kind == Kind::Vampire)
                            == (kind == Kind::Vampire)
                    })
                    .map(|(k, _)| k)
                    .collect();
                let deck = if kind == Kind::Vampire {
                    &p.faction
                } else {
                    &p.library
                };
                let mut pool: Vec<CardId> = in_hand.iter().map(|k| p.hand[*k]).collect();
                pool.extend_from_slice(deck);
                pool.sort_unstable();
                pool.shuffle(&mut rng);
                let p = &mut s.players[i];
                for (n, k) in in_hand.iter().enumerate() {
                    p.hand[*k] = pool[n];
                }
                let rest = pool[in_hand.len()..].to_vec();
                for c in &rest {
                    s.cards[c.index()].loc = if kind == Kind::Vampire {
                        Loc::Faction
                    } else {
                        Loc::Library
                    };
                }
                for k in &in_hand {
                    let c = s.players[i].hand[*k];
                    s.cards[c.index()].loc = Loc::Hand;
                }
                let p = &mut s.players[i];
                if kind == Kind::Vampire {
                    p.faction = rest;
                } else {
                    p.library = rest;
                }
            }
        }
        // Face-down cards of the other seats (a Conspiracy not revealed to `seat`, an attack
        // card before the reveal, a Scheme's face-down modifier): which card is unknown, only
        // its sort. Their identities are dealt again among them and the owner's unseen cards
        // of the same sort (hand and decks), by swapping the cards' definitions.
        for i in 0..s.cards.len() {
            let c = CardId(i as u16);
            let Some(owner) = self.cards[i].owner else {
                continue;
            };
            if owner == seat || self.visible_to(c, Some(seat)) {
                continue;
            }
            if !matches!(self.cards[i].loc, Loc::Conspiracy | Loc::Played) {
                continue;
            }
            let f = self.cards[i].facts();
            let kind = self.attack.as_ref().map(|a| a.kind);
            let attack_card = self.attack.as_ref().is_some_and(|a| a.card == Some(c));
            let same = |d: &crate::facts::CardFacts| -> bool {
                d.kind == f.kind
                    && if self.cards[i].loc == Loc::Conspiracy {
                        d.is("conspiracy")
                    } else if attack_card {
                        kind.is_some_and(|k| d.attack.contains(&k))
                    } else {
                        d.is("influence modifier") == f.is("influence modifier")
                    }
            };
            let p = &s.players[owner.index()];
            let mut slots: Vec<CardId> = p
                .hand
                .iter()
                .chain(&p.library)
                .chain(&p.faction)
                .copied()
                .filter(|d| same(s.cards[d.index()].facts()))
                .collect();
            slots.push(c);
            slots.sort_unstable();
            let mut defs: Vec<crate::facts::DefId> =
                slots.iter().map(|d| s.cards[d.index()].def).collect();
            defs.sort_unstable();
            defs.shuffle(&mut rng);
            for (d, def) in slots.iter().zip(defs) {
                s.cards[d.index()].def = def;
            }
        }
        // Another seat's face-down Agenda (p. 16, custom decks): any Agenda of the Core set
        // (Agendas are not unique and any deck may hold any of them), dealt again.
        let agendas: Vec<crate::facts::DefId> = crate::facts::db()
            .cards
            .iter()
            .enumerate()
            .filter(|(_, f)| f.kind == Kind::Agenda)
            .map(|(d, _)| d as crate::facts::DefId)
            .collect();
        for (i, p) in self.players.iter().enumerate() {
            let ag = p.agenda_card;
            if i != seat.index() && !self.visible_to(ag, Some(seat)) {
                s.cards[ag.index()].def = *agendas.choose(&mut rng).expect("8 Agendas");
            }
        }
        // The City deck and the events returned to the box unseen.
        let boxed: Vec<CardId> = (0..s.cards.len())
            .map(|i| CardId(i as u16))
            .filter(|c| s.cards[c.index()].loc == Loc::Box)
            .collect();
        // The 4 events in the box could be any of the unseen events.
        let slots: Vec<usize> = (0..s.city_deck.len())
            .filter(|k| s.cards[s.city_deck[*k].index()].facts().is("event"))
            .collect();
        let mut pool: Vec<CardId> = slots.iter().map(|k| s.city_deck[*k]).collect();
        pool.extend_from_slice(&boxed);
        pool.sort_unstable();
        pool.shuffle(&mut rng);
        for (n, k) in slots.iter().enumerate() {
            s.city_deck[*k] = pool[n];
            s.cards[pool[n].index()].loc = Loc::CityDeck;
        }
        for c in &pool[slots.len()..] {
            s.cards[c.index()].loc = Loc::Box;
        }
        let mut deck = std::mem::take(&mut s.city_deck);
        deck.sort_unstable();
        deck.shuffle(&mut rng);
        s.city_deck = deck;
        s.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6465_7465_726d);
        s.events.clear();
        s.record_events = false;
        s
    }
}
