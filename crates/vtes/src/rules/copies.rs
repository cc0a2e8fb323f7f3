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

    /// Drops the options that are another option with a later copy of its card. Asked at
    /// every decision: no allocation, a 64-bit filter before any exact test, and only the
    /// options naming a later copy are compared.
    pub(crate) fn merge_copies(&self, seat: Seat, out: &mut Vec<Choice>) {
        if out.len() < 2 {
            return;
        }
        // The influence phase offers no card from a hand: nearly half of all decisions.
        if self.phase == crate::state::Phase::Influence && self.action.is_none() {
            return;
        }
        let hand = &self.seats[seat.index()].hand;
        let mut seen = 0u64;
        let mut dup = 0u64;
        for &h in hand {
            let bit = 1u64 << (self.card(h).def.0 % 64);
            dup |= seen & bit;
            seen |= bit;
        }
        if dup == 0 {
            return;
        }
        let bit = |c: CardId| 1u64 << (self.card(c).def.0 % 64);
        // The later copies of the hand with their first copy, among the cards the filter
        // flagged (a hand rarely holds more; past the table, `first_copy` finds them).
        let mut later = [(CardId(0), CardId(0)); 16];
        let mut n = 0;
        let mut overflow = false;
        for (i, &a) in hand.iter().enumerate() {
            if bit(a) & dup == 0 {
                continue;
            }
            let d = self.card(a).def;
            if let Some(&f) = hand[..i].iter().find(|&&b| self.card(b).def == d) {
                if n < later.len() {
                    later[n] = (a, f);
                    n += 1;
                } else {
                    overflow = true;
                }
            }
        }
        if n == 0 {
            return;
        }
        let later = &later[..n];
        // Backwards: an option removed never is the first copy's, which the test reads.
        let mut i = out.len();
        while i > 0 {
            i -= 1;
            let Some(c) = out[i]
                .hand_card()
                .filter(|&c| self.cards.get(c.index()).is_some() && bit(c) & dup != 0)
            else {
                continue;
            };
            let first = match later.iter().find(|(a, _)| *a == c) {
                Some(&(_, f)) => f,
                None if overflow => self.first_copy(c),
                None => continue,
            };
            if first != c && out.contains(&out[i].with_hand_card(first)) {
                out.remove(i);
            }
        }
    }

    /// Whether a choice answers one of the options offered, as `apply` sees it: the option
    /// itself, the option with another copy of its card, or a written text answering the
    /// blank text offered (issue 18).
    pub fn is_offered(&self, offered: &[Choice], choice: &Choice) -> bool {
        let choice = choice.blank_text();
        offered.contains(&choice) || self.offered_as_copy(offered, &choice)
    }

    /// Whether a choice is an offered option with another copy of its card.
    pub fn offered_as_copy(&self, offered: &[Choice], choice: &Choice) -> bool {
        choice.hand_card().is_some_and(|c| {
            let first = self.first_copy(c);
            first != c && offered.contains(&choice.with_hand_card(first))
        })
    }
}
