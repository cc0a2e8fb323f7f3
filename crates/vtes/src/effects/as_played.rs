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

use crate::choice::{Choice, Level, StrikeWith, UseHow};
use crate::defs::ability::{Ability, Cond, Cost, Selector, Stat, Verb, Window};
use crate::defs::masters::word as W;
use crate::defs::{CardDef, PlayKind};
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{AsPlayed, HeldChoice, Phase, PlayedHow, Region, State};
use jyhad_cards::LibraryTypes;
use jyhad_table::Seat;

impl State {
    /// Starts playing a card that others may cancel: true when the window opens (the play
    /// goes on once every Methuselah passed), false when nobody has a card that could
    /// cancel it and the caller goes on at once.
    pub(crate) fn open_as_played(&mut self, seat: Seat, card: CardId, how: PlayedHow) -> bool {
        let top = AsPlayed {
            seat,
            card,
            how,
            asked: 0,
        };
        // Asked once per card played: the other Methuselahs' hands and cards in play, by
        // their master words' bit, then the few cards with it against this card.
        let any = self.alive_from(seat).filter(|&s| s != seat).any(|s| {
            if self.target_controller_cancel(&top, s).is_some()
                || self.opponent_cancel(&top, s).is_some()
            {
                return true;
            }
            let m = &self.seats[s.index()];
            (self.seat_has_words(s, W::ABILITY_AS_PLAYED)
                && m.in_play
                    .iter()
                    .any(|&c| self.can_cancel_in_play(s, c, &top)))
                || m.hand.iter().any(|&h| {
                    self.can_cancel_from_hand(s, h, &top)
                        || (self.has_words(h, W::ABILITY_AS_PLAYED) && {
                            let mut v = Vec::new();
                            self.minion_cancel_options(s, h, &top, &mut v);
                            !v.is_empty()
                        })
                })
        });
        if !any {
            return false;
        }
        self.emit(|| Event::AsPlayed { seat, card });
        // Shown and out of the hand, not yet replaced (comprehensive rules "Playing a Card").
        self.move_card(card, Region::Limbo, seat);
        self.as_played.push(top);
        true
    }

    /// A minion card a choice plays from its player's hand, if any (comprehensive rules
    /// "Minion Cards"; ruling group "Cancel an action" [ANK 20200813-2]: action cards,
    /// equipment, retainers, allies and political actions alike; [RTR 20001020]: only
    /// from the hand).
    fn minion_card_of(&self, choice: &Choice) -> Option<CardId> {
        let card = match *choice {
            Choice::ActionCard { card, .. }
            | Choice::PoliticalAction { card, .. }
            | Choice::Equip { card, .. }
            | Choice::Employ { card, .. }
            | Choice::Recruit { card, .. }
            | Choice::Play { card, .. }
            | Choice::PlayOn { card, .. }
            | Choice::PlayTarget { card, .. } => card,
            Choice::Maneuver { with, .. }
            | Choice::Press { with, .. }
            | Choice::Prevent { with, .. }
            | Choice::PreventX { with, .. }
            | Choice::Strike {
                with: StrikeWith::Card(with),
                ..
            } => with,
            _ => return None,
        };
        (self.card(card).region == Region::Hand
            && !self.facts(card).types.contains(LibraryTypes::MASTER))
        .then_some(card)
    }

    /// A choice that plays a minion card from the hand opens the window where others may
    /// cancel it (comprehensive rules "Playing a Card"): true when it did, and the choice
    /// is performed once nobody cancels the card.
    pub(crate) fn hold_minion_card(&mut self, choice: &Choice) -> bool {
        // One test in the games without a card that cancels another.
        if self.master_words_all & W::ABILITY_AS_PLAYED == 0 {
            return false;
        }
        let Some(card) = self.minion_card_of(choice) else {
            return false;
        };
        let seat = self.card(card).controller;
        self.open_as_played(seat, card, PlayedHow::Minion(HeldChoice(*choice)))
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
                        Cond::NotOutOfTurn => !self.facts(top.card).out_of_turn,
                        Cond::PlayedMinion => {
                            matches!(top.how, PlayedHow::Minion(_) | PlayedHow::MinionCancels(_))
                        }
                        Cond::ByPredatorOrPrey => {
                            top.seat == self.predator(seat) || top.seat == self.prey(seat)
                        }
                        _ => false,
                    })
            })
            .cloned()
    }

    /// The pool a seat may burn to cancel a master card played at a vampire it controls
    /// (`target-controller-cancels=N`), if it may.
    fn target_controller_cancel(&self, top: &AsPlayed, seat: Seat) -> Option<u8> {
        let PlayedHow::MasterOn { target, .. } = top.how else {
            return None;
        };
        if !self.has_words(top.card, W::TARGET_CONTROLLER_CANCELS)
            || self.card(target).controller != seat
        {
            return None;
        }
        self.master_words(top.card).find_map(|e| match e {
            crate::defs::masters::MasterEffect::TargetControllerCancels(n)
                if self.seats[seat.index()].pool >= i32::from(*n) =>
            {
                Some(*n)
            }
            _ => None,
        })
    }

    /// The ability of a minion card being played that lets a minion it is played against
    /// cancel it, and that minion: the one in combat with its player (`when=as-played
    /// target=opponent cost=discard:combat:2 cancel-card`: its Methuselah discards) or the
    /// one attempting to block (`target=blocker cost=blood:1`: it burns blood or life), if
    /// `seat` controls it and can pay.
    fn opponent_cancel(&self, top: &AsPlayed, seat: Seat) -> Option<(Ability, CardId)> {
        let PlayedHow::Minion(HeldChoice(held)) = top.how else {
            return None;
        };
        let (player, level) = Self::held_by_level(&held)?;
        let ab = self.def_at(top.card, level)?.abilities.iter().find(|ab| {
            ab.when == Some(Window::AsPlayed)
                && matches!(ab.target, Selector::OPPONENT | Selector::BLOCKER)
                && ab.verbs == [Verb::CancelCard]
        })?;
        let against = if ab.target == Selector::BLOCKER {
            self.action.as_ref()?.attempt?.0
        } else {
            let c = self.combat.as_ref()?;
            let i = c.sides.iter().position(|&m| m == player)?;
            c.sides[1 - i]
        };
        if self.card(against).controller != seat {
            return None;
        }
        let hand = &self.seats[seat.index()].hand;
        ab.costs
            .iter()
            .all(|c| match *c {
                Cost::DiscardCards(t, n) => {
                    hand.iter()
                        .filter(|&&h| self.facts(h).types.contains(t))
                        .count()
                        >= usize::from(n)
                }
                // Blood of a vampire, life of an ally.
                Cost::Blood(n) => self.card(against).counters >= n,
                _ => false,
            })
            .then(|| (ab.clone(), against))
    }

    /// The options of paying an [`State::opponent_cancel`] ability: each set of cards it
    /// may discard (at most two, named by `target` and `from`), copies of a card once.
    fn opponent_cancel_options(&self, top: &AsPlayed, seat: Seat, out: &mut Vec<Choice>) {
        let Some((ab, against)) = self.opponent_cancel(top, seat) else {
            return;
        };
        let Some(&Cost::DiscardCards(t, n)) = ab.costs.first() else {
            // Blood or life the minion burns: the option names it.
            out.push(Choice::UseCard {
                card: top.card,
                target: Some(against),
                from: None,
                how: Some(UseHow::Cancel),
            });
            return;
        };
        let hand: Vec<CardId> = self.seats[seat.index()]
            .hand
            .iter()
            .copied()
            .filter(|&h| self.facts(h).types.contains(t))
            .collect();
        // Copies are one option: the same cards by name, in either order.
        let key = |a: CardId, b: Option<CardId>| {
            let (x, y) = (self.card(a).def.0, b.map(|b| self.card(b).def.0));
            match y {
                Some(y) if y < x => (y, Some(x)),
                _ => (x, y),
            }
        };
        let first = out.len();
        let mut push = |a: CardId, b: Option<CardId>| {
            let seen = out[first..].iter().any(|o| {
                matches!(*o, Choice::UseCard { target: Some(x), from, .. } if key(x, from) == key(a, b))
            });
            if !seen {
                out.push(Choice::UseCard {
                    card: top.card,
                    target: Some(a),
                    from: b,
                    how: Some(UseHow::Cancel),
                });
            }
        };
        match n {
            1 => hand.iter().for_each(|&a| push(a, None)),
            2 => {
                for (k, &a) in hand.iter().enumerate() {
                    for &b in &hand[k + 1..] {
                        push(a, Some(b));
                    }
                }
            }
            // `Ability::check` admits no more: the choice names two cards.
            _ => {}
        }
    }

    /// Whether a seat may play a card from its hand to cancel the card being played.
    fn can_cancel_from_hand(&self, seat: Seat, h: CardId, top: &AsPlayed) -> bool {
        if !self.has_words(h, W::ABILITY_AS_PLAYED) {
            return false;
        }
        let f = self.facts(h);
        let m = &self.seats[seat.index()];
        // Out of turn: not on your own turn, one before your next master phase (p. 8).
        f.out_of_turn
            && seat != self.active
            && m.out_of_turn_debt == 0
            && m.pool >= i32::from(f.pool_cost)
            && self.master_requirements_met(seat, h)
            && !self.controls_unique_copy(seat, h)
            && self.as_played_ability(h, top, seat).is_some()
    }

    /// Whether a seat may lock a card it has in play to cancel the card being played.
    fn can_cancel_in_play(&self, seat: Seat, c: CardId, top: &AsPlayed) -> bool {
        self.has_words(c, W::ABILITY_AS_PLAYED)
            && !self.card(c).tapped
            && self
                .as_played_ability(c, top, seat)
                .is_some_and(|ab| ab.costs == [Cost::Lock])
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
        if self.target_controller_cancel(&top, seat).is_some() {
            out.push(Choice::UseCard {
                card: top.card,
                target: None,
                from: None,
                how: Some(UseHow::Cancel),
            });
        }
        self.opponent_cancel_options(&top, seat, out);
        let m = &self.seats[seat.index()];
        for &h in &m.hand {
            if self.can_cancel_from_hand(seat, h, &top) {
                out.push(Choice::Master { card: h });
            } else if self.has_words(h, W::ABILITY_AS_PLAYED) {
                self.minion_cancel_options(seat, h, &top, out);
            }
        }
        if self.seat_has_words(seat, W::ABILITY_AS_PLAYED) {
            for &c in &m.in_play {
                if self.can_cancel_in_play(seat, c, &top) {
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
            Choice::Play { card, .. } => {
                if let Some(t) = self.as_played.last_mut() {
                    t.asked += 1;
                }
                let how = PlayedHow::MinionCancels(HeldChoice(*choice));
                if !self.open_as_played(seat, card, how) {
                    self.minion_cancelling_played(*choice);
                }
            }
            Choice::UseCard {
                card,
                target: Some(a),
                from,
                ..
            } if card == top.card => {
                // The minion it is played against pays to cancel it: its Methuselah
                // discards, or it burns blood or life (an ally burned at 0, p. 32).
                let Some((ab, against)) = self.opponent_cancel(&top, seat) else {
                    return;
                };
                for c in &ab.costs {
                    match *c {
                        Cost::DiscardCards(..) => {
                            for d in std::iter::once(a).chain(from) {
                                self.emit(|| Event::Discarded { card: d });
                                self.discard_played(d, seat);
                            }
                        }
                        Cost::Blood(n) => {
                            self.add_blood(against, -i32::from(n));
                            if !self.is_vampire(against) && self.card(against).counters == 0 {
                                self.burn(against);
                                // A minion no longer in play attempts no block.
                                if let Some(a) = self.action.as_mut() {
                                    if a.attempt.is_some_and(|(b, _)| b == against) {
                                        a.attempt = None;
                                        a.stage = crate::state::ActionStage::BlockChoice;
                                    }
                                }
                            }
                        }
                        _ => {}
                    }
                }
                self.as_played.pop();
                self.cancel_played(top, &ab);
            }
            Choice::UseCard { card, .. } if card == top.card => {
                // The controller of the vampire it is played at pays to cancel it.
                let n = self.target_controller_cancel(&top, seat).unwrap_or(0);
                self.add_pool(seat, -i32::from(n));
                self.as_played.pop();
                self.emit(|| Event::Cancelled { card });
                self.burn_quiet(card);
                if !self.replacement_absorbed(card, top.seat) {
                    self.refill_hand(top.seat);
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
            PlayedHow::Minion(HeldChoice(choice)) => {
                // Back in the hand it is played from, then played as chosen.
                self.move_card(top.card, Region::Hand, top.seat);
                self.perform_in_step(&choice);
            }
            PlayedHow::MinionCancels(HeldChoice(choice)) => {
                self.move_card(top.card, Region::Hand, top.seat);
                self.minion_cancelling_played(choice);
            }
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

    /// The minion and level a held choice plays its card with.
    fn held_by_level(choice: &Choice) -> Option<(CardId, Option<Level>)> {
        match *choice {
            Choice::Play { by, level, .. }
            | Choice::PlayOn { by, level, .. }
            | Choice::PlayTarget { by, level, .. }
            | Choice::Maneuver { by, level, .. }
            | Choice::Press { by, level, .. }
            | Choice::Prevent { by, level, .. }
            | Choice::PreventX { by, level, .. }
            | Choice::Strike { by, level, .. } => Some((by, level)),
            _ => None,
        }
    }

    /// The minion of `seat` that may cancel a card played by `player`: the minion in
    /// combat with it, or the acting minion against another Methuselah's minion's card.
    fn cancelling_minion(&self, seat: Seat, player: CardId) -> Option<CardId> {
        if let Some(c) = self.combat.as_ref() {
            let i = c.sides.iter().position(|&m| m == player)?;
            let other = c.sides[1 - i];
            return (self.card(other).controller == seat).then_some(other);
        }
        let a = self.action.as_ref()?;
        (self.card(a.actor).controller == seat && self.card(player).controller != seat)
            .then_some(a.actor)
    }

    /// The cancelling ability of a minion card's version (`when=as-played`) whose
    /// conditions hold against the card being played, and whose costs `by` can pay.
    fn minion_cancel_ability(
        &self,
        by: CardId,
        card: CardId,
        def: &CardDef,
        top: &AsPlayed,
    ) -> Option<Ability> {
        let (PlayedHow::Minion(HeldChoice(held)) | PlayedHow::MinionCancels(HeldChoice(held))) =
            top.how
        else {
            return None;
        };
        let (player, level) = Self::held_by_level(&held)?;
        let played = self.def_at(top.card, level)?;
        let superior = crate::choice::is_superior(level);
        let ab = def
            .abilities
            .iter()
            .find(|ab| ab.when == Some(Window::AsPlayed) && ab.target == Selector::OWN)?;
        let conds = ab.conds.iter().all(|c| match *c {
            // Of the kind it is played as (a card of two types: ruling [PIB 20150924-2]).
            Cond::CardKind(k) => played.kind == k,
            Cond::CardDiscipline(d) => self.played_with(player, top.card, superior, d),
            Cond::PlayedStrikeOrGrapple => {
                played.strike.is_some()
                    || played
                        .abilities
                        .iter()
                        .any(|a| a.verbs.contains(&Verb::Grapple))
            }
            _ => false,
        });
        let costs = ab.costs.iter().all(|c| match *c {
            Cost::Blood(n) => self.card(by).counters >= n,
            _ => false,
        });
        // "Only one each round" (`limit=round`), by the same minion.
        let limited = self
            .combat
            .as_ref()
            .is_some_and(|c| Self::over_limit(c, by, self.card(card).def, def));
        (conds && costs && !limited).then(|| ab.clone())
    }

    /// A seat's options to cancel the card being played with a minion card from its hand:
    /// a combat card by its minion in combat with the player's, a modifier by its acting
    /// minion against a reaction (`when=as-played` on a combat card or an action modifier).
    fn minion_cancel_options(&self, seat: Seat, h: CardId, top: &AsPlayed, out: &mut Vec<Choice>) {
        let (PlayedHow::Minion(HeldChoice(held)) | PlayedHow::MinionCancels(HeldChoice(held))) =
            top.how
        else {
            return;
        };
        let Some((player, _)) = Self::held_by_level(&held) else {
            return;
        };
        let Some(by) = self.cancelling_minion(seat, player) else {
            return;
        };
        // Only ready minions play cards; a combat card in combat, a modifier in an action.
        let kind = if self.combat.is_some() {
            PlayKind::Combat
        } else {
            PlayKind::Modifier
        };
        if self.card(by).region != Region::Ready || !self.can_pay(by, h, Some(kind)) {
            return;
        }
        for (level, def) in self.playable_levels_of(by, h, Some(kind)) {
            if self.minion_cancel_ability(by, h, def, top).is_some() {
                out.push(Choice::Play { card: h, by, level });
            }
        }
    }

    /// A minion card played to cancel the card below it takes effect: its cost and the
    /// blood its ability burns, then the cancellation (its version counts for its limits).
    fn minion_cancelling_played(&mut self, choice: Choice) {
        let Choice::Play { card, by, level } = choice else {
            return;
        };
        let Some(below) = self.as_played.pop() else {
            return;
        };
        let ab = self
            .def_at(card, level)
            .cloned()
            .and_then(|def| self.minion_cancel_ability(by, card, &def, &below));
        let r = self.card(card).def;
        if let Some(c) = self.combat.as_mut() {
            let round = c.round;
            c.ext.played.push((by, r, round));
        }
        let kind = if self.combat.is_some() {
            PlayKind::Combat
        } else {
            PlayKind::Modifier
        };
        self.play_card(card, by, Some(kind));
        match ab {
            Some(ab) => {
                for c in &ab.costs {
                    if let Cost::Blood(n) = *c {
                        self.add_blood(by, -i32::from(n));
                    }
                }
                self.cancel_played(below, &ab);
            }
            // Its condition no longer holds: the card below goes on being played.
            None => self.as_played.push(below),
        }
    }

    /// An out-of-turn master card takes effect: its cost, its effect, its replacement.
    pub(crate) fn out_of_turn_takes_effect(&mut self, seat: Seat, card: CardId) {
        self.add_pool(seat, -self.master_pool_cost(card));
        self.resolve_master(seat, card);
        self.master_play_effect(card);
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
        if let PlayedHow::Minion(HeldChoice(choice)) = played.how {
            self.cancelled_minion_card_played(card, &choice);
        }
        for v in &ab.verbs {
            if let (Verb::Stat(Stat::MasterActions, n), Selector::PLAYER) = (v, ab.target) {
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

    /// A cancelled minion card was still played (ruling group "Cancel" [ANK 20190104] [RBK
    /// cancel-a-card] [LSJ 19980212]): the same modifier or reaction is not played again by
    /// the minion this action, a combat card counts for its limits. A cancelled action
    /// card's action was not taken: the minion may take it again (ruling group "Cancel an
    /// action" [RBK cancel-a-card]).
    fn cancelled_minion_card_played(&mut self, card: CardId, choice: &Choice) {
        let def = self.card(card).def;
        let by = match *choice {
            Choice::Play { by, .. } | Choice::PlayOn { by, .. } | Choice::PlayTarget { by, .. } => {
                by
            }
            Choice::Maneuver { by, .. }
            | Choice::Press { by, .. }
            | Choice::Prevent { by, .. }
            | Choice::PreventX { by, .. }
            | Choice::Strike { by, .. } => by,
            _ => return,
        };
        if let Some(c) = self.combat.as_mut() {
            let round = c.round;
            c.ext.played.push((by, def, round));
            let superior =
                Self::held_by_level(choice).is_some_and(|(_, l)| crate::choice::is_superior(l));
            self.note_cancelled_aim(by, card, superior);
        } else if let Some(a) = self.action.as_mut() {
            a.played.push((by, def));
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
