//! Actions out of turn: a card in play locked to have its minion take an action during
//! another Methuselah's minion phase (`when=any-minion-phase cost=lock target=host
//! take-action`: Enkil Cog).
//!
//! Sequencing (comprehensive rules "Timing"): the Methuselah whose minion phase it is acts
//! first; once they pass, each other Methuselah in turn, clockwise from them, may lock such
//! a card; once a card is used, the phase's Methuselah may act again (and pass again, which
//! asks the others again). The minion's action is its controller's action: its prey, its
//! predator and "you" follow that controller ([`State::acting_seat`]). Games without such a
//! card in play pay one mask test as the phase's Methuselah passes.

use crate::choice::Choice;
use crate::defs::ability::{Cost, Selector, Verb, Window};
use crate::defs::masters::word as W;
use crate::ids::CardId;
use crate::state::{OutOfTurn, Phase, Region, State, Step};
use jyhad_table::Seat;

impl State {
    /// The Methuselah of the action in progress or being chosen: the one whose minion
    /// acts out of turn, else the one whose turn it is.
    #[inline]
    pub(crate) fn acting_seat(&self) -> Seat {
        match self.out_of_turn {
            Some(OutOfTurn {
                acting: Some((seat, _)),
                ..
            }) => seat,
            _ => self.active,
        }
    }

    /// Whether a card in play lets its minion act out of turn by locking it.
    fn acts_out_of_turn(&self, card: CardId) -> bool {
        self.in_play_def(card).is_some_and(|d| {
            d.abilities.iter().any(|ab| {
                ab.when == Some(Window::AnyMinionPhase)
                    && ab.costs == [Cost::Lock]
                    && ab.target == Selector::HOST
                    && ab.verbs == [Verb::TakeAction]
            })
        })
    }

    /// The cards `seat` may lock now for an action out of turn, with their minion: unlocked,
    /// on a ready minion of theirs that may act (an unlocked one: ruling [LSJ 20081213-1]
    /// on Enkil Cog, the card gives no unlock).
    fn out_of_turn_cards(&self, seat: Seat) -> impl Iterator<Item = (CardId, CardId)> + '_ {
        self.seats[seat.index()]
            .in_play
            .iter()
            .copied()
            .filter(move |&c| {
                self.has_words(c, W::ABILITY_ANY_MINION_PHASE)
                    && !self.card(c).tapped
                    && self.card(c).host.is_some_and(|h| {
                        self.card(h).region == Region::Ready
                            && self.card(h).controller == seat
                            && !self.card(h).tapped
                    })
                    && self.acts_out_of_turn(c)
            })
            .filter_map(|c| Some((c, self.card(c).host?)))
    }

    /// The phase's Methuselah passed: the next other Methuselah from `from` (clockwise
    /// from them) with a card to lock is asked; false when none is.
    pub(crate) fn offer_out_of_turn(&mut self, from: u8) -> bool {
        self.out_of_turn = None;
        if !self.any_has_words(W::ABILITY_ANY_MINION_PHASE) {
            return false;
        }
        let active = self.active;
        let next = self
            .alive_from(active)
            .filter(|&s| s != active)
            .enumerate()
            .skip(usize::from(from))
            .find(|&(_, s)| self.out_of_turn_cards(s).next().is_some())
            .map(|(i, _)| i as u8);
        if let Some(asked) = next {
            self.out_of_turn = Some(OutOfTurn {
                asked,
                acting: None,
                announced: false,
            });
        }
        next.is_some()
    }

    /// The options of an action out of turn: the asked Methuselah's cards to lock, or the
    /// actions of the minion that locked its card; each may pass.
    pub(crate) fn out_of_turn_action_options(&self, o: OutOfTurn, out: &mut Vec<Choice>) -> Seat {
        let seat = match o.acting {
            Some((seat, minion)) => {
                let mut playable = None;
                self.minion_action_options(seat, minion, &mut playable, out);
                seat
            }
            None => {
                let active = self.active;
                let seat = self
                    .alive_from(active)
                    .filter(|&s| s != active)
                    .nth(usize::from(o.asked))
                    .unwrap_or(active);
                for (card, minion) in self.out_of_turn_cards(seat) {
                    out.push(Choice::UseCard {
                        card,
                        target: Some(minion),
                        from: None,
                        how: None,
                    });
                }
                seat
            }
        };
        out.push(Choice::Pass {});
        self.modifiers_filter_actions(out);
        seat
    }

    /// A card locked for an action out of turn: its minion's controller chooses the action
    /// (the card stays locked if that action's card is cancelled as it is played, and the
    /// minion may choose again: ruling [LSJ 20081213-1] [ANK 20210124] on Enkil Cog).
    pub(crate) fn out_of_turn_lock(&mut self, card: CardId, minion: CardId) -> bool {
        let Some(mut o) = self.out_of_turn else {
            return false;
        };
        if o.acting.is_some() || self.step() != Step::Phase(Phase::Minion) {
            return false;
        }
        o.acting = Some((self.card(minion).controller, minion));
        self.out_of_turn = Some(o);
        self.card_mut(card).tapped = true;
        self.emit(|| crate::event::Event::Taps { card });
        true
    }

    /// Performs a choice of an action out of turn: a pass (the next Methuselah is asked,
    /// or the minion lets its action go), or the minion's action.
    pub(crate) fn out_of_turn_perform(&mut self, o: OutOfTurn, choice: &Choice) {
        match (o.acting, choice) {
            (None, Choice::Pass {}) if !self.offer_out_of_turn(o.asked + 1) => {
                self.enter_phase(Phase::Influence);
            }
            // The effect was used: the phase's Methuselah decides again (sequencing).
            (Some(_), Choice::Pass {}) => self.out_of_turn = None,
            (Some(_), _) => {
                if let Some(o) = self.out_of_turn.as_mut() {
                    o.announced = true;
                }
                self.minion_perform_action(choice);
            }
            _ => {}
        }
    }

    /// Once an action out of turn is over (its combat, referendum and windows after it
    /// included), the phase's Methuselah decides again.
    #[inline]
    pub(crate) fn out_of_turn_done(&mut self) -> bool {
        if self.out_of_turn.is_some_and(|o| o.announced)
            && self.step() == Step::Phase(Phase::Minion)
        {
            self.out_of_turn = None;
            return true;
        }
        false
    }
}
