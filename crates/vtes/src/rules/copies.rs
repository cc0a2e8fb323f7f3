//! Copies of one card in a hand are the same option (issue 22: two Hidden Strength gave
//! 16 options): the options keep the first copy, and a choice naming another copy is the
//! same choice. Copies in a hand are indistinguishable to everyone, so which one is played
//! changes nothing.

use crate::choice::Choice;
use crate::ids::CardId;
use crate::state::{Region, State};
use jyhad_table::Seat;

impl State {
    /// The first copy, in its hand, of a card in a hand (the card itself when it is the
    /// first one, not in a hand, or no card at all).
    fn first_copy(&self, c: CardId) -> CardId {
        // A choice being validated may name any id: one that is no card is no copy.
        let Some(card) = self.cards.get(c.index()) else {
            return c;
        };
        if card.region != Region::Hand {
            return c;
        }
        self.seats[card.controller.index()]
            .hand
            .iter()
            .copied()
            .find(|&h| self.card(h).def == card.def)
            .unwrap_or(c)
    }

    /// Whether a hand holds two copies of a card (a 64-bit filter first: most hands
    /// have none, and this runs at every decision).
    fn hand_has_copies(&self, seat: Seat) -> bool {
        let hand = &self.seats[seat.index()].hand;
        let mut seen = 0u64;
        let mut maybe = false;
        for &h in hand {
            let bit = 1u64 << (self.card(h).def.0 % 64);
            maybe |= seen & bit != 0;
            seen |= bit;
        }
        maybe
            && hand.iter().enumerate().any(|(i, &a)| {
                let d = self.card(a).def;
                hand[..i].iter().any(|&b| self.card(b).def == d)
            })
    }

    /// Drops the options that are another option with a later copy of its card.
    pub(crate) fn merge_copies(&self, seat: Seat, out: &mut Vec<Choice>) {
        if out.len() < 2 || !self.hand_has_copies(seat) {
            return;
        }
        let keep: Vec<bool> = out
            .iter()
            .map(|o| match o.hand_card() {
                Some(c) => {
                    let first = self.first_copy(c);
                    first == c || !out.contains(&o.with_hand_card(first))
                }
                None => true,
            })
            .collect();
        let mut keep = keep.into_iter();
        out.retain(|_| keep.next().unwrap_or(true));
    }

    /// Whether a choice is an offered option with another copy of its card.
    pub fn offered_as_copy(&self, offered: &[Choice], choice: &Choice) -> bool {
        choice.hand_card().is_some_and(|c| {
            let first = self.first_copy(c);
            first != c && offered.contains(&choice.with_hand_card(first))
        })
    }
}
