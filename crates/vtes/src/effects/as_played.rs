//! Cancelling a card "as it is played" (comprehensive rules "Playing a Card", "Cancel a
//! card"; rulebook p. 8 "Hors-tour"): a card being played waits, before it takes effect,
//! while each other Methuselah in turn from the player's prey may cancel it with an
//! ability in the window `when=as-played` — an out-of-turn master card from hand, or a card
//! in play locked. Only cancellations happen in that window (ruling group "Cancel" [LSJ
//! 20061207]): no other card in play is offered, and the card is replaced after it.
//!
//! A cancelled card has no effect, its cost is not paid, and it is still played: the master
//! phase action or the out-of-turn master phase action it used stays used (comprehensive
//! rules "Out-of-turn"). A cancelling card played from hand is itself a card being played,
//! which may be cancelled in turn.

use crate::choice::{Choice, UseHow};
use crate::defs::ability::{Ability, Cond, Cost, Selector, Stat, Verb, Window};
use crate::defs::masters::word as W;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{AsPlayed, Phase, PlayedHow, Region, State};
use jyhad_cards::LibraryTypes;
use jyhad_table::Seat;

impl State {
    /// Starts playing a card that others may cancel: true when the window opens (the play
    /// goes on once every Methuselah passed), false when nobody has a card that could
    /// cancel it and the caller goes on at once.
    pub(crate) fn open_as_played(&mut self, seat: Seat, card: CardId, how: PlayedHow) -> bool {
        // Asked once per master card played: the other Methuselahs' hands and cards in
        // play, by their master words' bit.
        let any = self.alive_from(seat).filter(|&s| s != seat).any(|s| {
            self.seat_has_words(s, W::ABILITY_AS_PLAYED)
                || self.seats[s.index()]
                    .hand
                    .iter()
                    .any(|&h| self.has_words(h, W::ABILITY_AS_PLAYED))
        });
        if !any {
            return false;
        }
        self.emit(|| Event::AsPlayed { seat, card });
        // Shown and out of the hand, not yet replaced (comprehensive rules "Playing a Card").
        self.move_card(card, Region::Limbo, seat);
        self.as_played.push(AsPlayed {
            seat,
            card,
            how,
            asked: 0,
        });
        true
    }

    /// The Methuselah the innermost card being played waits for: the next other one from
    /// its player's prey on.
    fn as_played_responder(&self) -> Option<Seat> {
        let top = self.as_played.last()?;
        self.alive_from(top.seat)
            .filter(|&s| s != top.seat)
            .nth(usize::from(top.asked))
    }

    /// The abilities of a card in the window `as-played` whose conditions hold against the
    /// card being played.
    fn as_played_ability(&self, card: CardId, top: &AsPlayed, seat: Seat) -> Option<Ability> {
        self.card_abilities(card)
            .find(|ab| {
                ab.when == Some(Window::AsPlayed)
                    && ab.conds.iter().all(|c| match c {
                        Cond::PlayedMaster => {
                            self.facts(top.card).types.contains(LibraryTypes::MASTER)
                        }
                        Cond::ByPredatorOrPrey => {
                            top.seat == self.predator(seat) || top.seat == self.prey(seat)
                        }
                        _ => false,
                    })
            })
            .cloned()
    }

    /// The options of the responder: the out-of-turn master cards in hand and the cards in
    /// play that cancel the card being played, or pass.
    pub(crate) fn as_played_options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        let top = *self.as_played.last()?;
        let Some(seat) = self.as_played_responder() else {
            // Everyone was asked: the play goes on (a pass closes the window).
            out.push(Choice::Pass {});
            return Some((self.active, "a card is being played"));
        };
        let m = &self.seats[seat.index()];
        for &h in &m.hand {
            if !self.has_words(h, W::ABILITY_AS_PLAYED) {
                continue;
            }
            let f = self.facts(h);
            // Out of turn: not on your own turn, one before your next master phase (p. 8).
            if f.out_of_turn
                && seat != self.active
                && m.out_of_turn_debt == 0
                && m.pool >= i32::from(f.pool_cost)
                && self.master_requirements_met(seat, h)
                && !self.controls_unique_copy(seat, h)
                && self.as_played_ability(h, &top, seat).is_some()
            {
                out.push(Choice::Master { card: h });
            }
        }
        if self.seat_has_words(seat, W::ABILITY_AS_PLAYED) {
            for &c in &m.in_play {
                if self.has_words(c, W::ABILITY_AS_PLAYED)
                    && !self.card(c).tapped
                    && self
                        .as_played_ability(c, &top, seat)
                        .is_some_and(|ab| ab.costs == [Cost::Lock])
                {
                    out.push(Choice::UseCard {
                        card: c,
                        target: None,
                        from: None,
                        how: Some(UseHow::Cancel),
                    });
                }
            }
        }
        out.push(Choice::Pass {});
        Some((seat, "cancel the card being played?"))
    }

    /// Performs the responder's choice.
    pub(crate) fn as_played_perform(&mut self, choice: &Choice) {
        let Some(top) = self.as_played.last().copied() else {
            return;
        };
        let Some(seat) = self.as_played_responder() else {
            self.as_played_goes_on();
            return;
        };
        match *choice {
            Choice::Master { card } => {
                // The responder is asked no more about this card.
                if let Some(t) = self.as_played.last_mut() {
                    t.asked += 1;
                }
                // Counts against the next master phase even if it is cancelled (p. 8).
                self.seats[seat.index()].out_of_turn_debt += 1;
                if !self.open_as_played(seat, card, PlayedHow::Cancels) {
                    self.cancelling_played(seat, card);
                }
            }
            Choice::UseCard { card, .. } => {
                let Some(ab) = self.as_played_ability(card, &top, seat) else {
                    return;
                };
                self.emit(|| Event::Uses { card, target: None });
                self.card_mut(card).tapped = true;
                self.emit(|| Event::Taps { card });
                self.as_played.pop();
                self.cancel_played(top, &ab);
            }
            _ => {
                if let Some(t) = self.as_played.last_mut() {
                    t.asked += 1;
                }
                if self.as_played_responder().is_none() {
                    self.as_played_goes_on();
                }
            }
        }
    }

    /// Nobody cancelled the innermost card being played: it takes effect.
    fn as_played_goes_on(&mut self) {
        let Some(top) = self.as_played.pop() else {
            return;
        };
        match top.how {
            PlayedHow::Master => self.master_takes_effect(top.seat, top.card),
            PlayedHow::MasterOn {
                target,
                second,
                amount,
            } => self.master_on_takes_effect(top.card, target, second, amount),
            PlayedHow::OutOfTurn => self.out_of_turn_takes_effect(top.seat, top.card),
            PlayedHow::Cancels => self.cancelling_played(top.seat, top.card),
        }
    }

    /// An out-of-turn master card played to cancel the card being played takes effect: its
    /// cost, then the cancellation.
    fn cancelling_played(&mut self, seat: Seat, card: CardId) {
        let Some(below) = self.as_played.pop() else {
            return;
        };
        let ab = self.as_played_ability(card, &below, seat);
        self.out_of_turn_takes_effect(seat, card);
        match ab {
            Some(ab) => self.cancel_played(below, &ab),
            // Its condition no longer holds: the card below goes on being played.
            None => self.as_played.push(below),
        }
    }

    /// An out-of-turn master card takes effect: its cost, its effect, its replacement.
    pub(crate) fn out_of_turn_takes_effect(&mut self, seat: Seat, card: CardId) {
        let f = self.facts(card);
        self.add_pool(seat, -i32::from(f.pool_cost));
        self.resolve_master(seat, card);
    }

    /// Cancels a card being played (its cost unpaid, still played), and applies the other
    /// effects of the cancelling ability.
    fn cancel_played(&mut self, played: AsPlayed, ab: &Ability) {
        let card = played.card;
        self.emit(|| Event::Cancelled { card });
        self.burn_quiet(card);
        // Replaced normally, even a card "not replaced until" later: that clause is
        // cancelled with it (ruling group "Cancel" [LSJ 20080630]).
        if !self.replacement_absorbed(card, played.seat) {
            self.refill_hand(played.seat);
        }
        for v in &ab.verbs {
            if let (Verb::Stat(Stat::MasterActions, n), Selector::Player) = (v, ab.target) {
                self.gain_master_actions(played.seat, *n);
            }
        }
        self.cancelled_to_library(played.seat, card);
    }

    /// A cancelled card of the name a vampire of its player names (`cancelled-to-library`,
    /// in torpor too: the ability asks no ready vampire) may go back to the library.
    fn cancelled_to_library(&mut self, seat: Seat, card: CardId) {
        let key = jyhad_cards::name_key(&self.facts(card).name);
        let m = &self.seats[seat.index()];
        let named = m.ready.iter().chain(&m.torpor).any(|&v| {
            self.abilities(v).any(|e| {
                matches!(e, crate::defs::vampires::VampireEffect::CancelledToLibrary(n)
                    if jyhad_cards::name_key(n) == key)
            })
        });
        if named && self.follow_up.is_none() {
            self.follow_up = Some(crate::state::FollowUp::MayRecover { seat, card });
        }
    }

    /// A Methuselah gains master phase actions: now in their own master phase, else in
    /// their next one (the gain waits for that phase to begin).
    pub(crate) fn gain_master_actions(&mut self, seat: Seat, n: i8) {
        let n = n.max(0) as u8;
        if seat == self.active && self.phase == Phase::Master {
            self.master_actions = self.master_actions.saturating_add(n);
        } else {
            let m = &mut self.seats[seat.index()];
            m.master_bonus = m.master_bonus.saturating_add(n);
        }
    }
}
