//! Manual cards (issue 18): a library card the engine does not automate (no definition in
//! `crates/vtes/cards/*.defs`) is still playable at a table that allows manual cards.
//!
//! 1. **The envelope**, from the card's facts: its type's window and who plays it (master
//!    card in its player's master phase with a master phase action, an out-of-turn master
//!    during another Methuselah's action; action card as an
//!    action by a ready minion; action modifier by the acting minion during its action;
//!    reaction by an untapped ready minion of another Methuselah; combat card by a
//!    combatant), its Discipline and clan requirements, its cost, and where it goes (ash
//!    heap, or in play for locations and unique masters). Equipment, retainers, allies and
//!    political action cards keep their type's default action.
//! 2. **Manual resolution**: once the card takes effect its player resolves its text with
//!    generic moves, each an ordinary [`Choice`] with amounts of 1 (repeated for more).
//! 3. **Consent**: a move that changes only its player's own state applies at once; one
//!    that changes another Methuselah's state is proposed, and applies once every affected
//!    Methuselah approved (a refusal sends the player back to edit or withdraw). The
//!    engine's invariants are checked again after every applied batch.
//! 4. **Hidden information**: draws, random discards and shuffles are carried out by the
//!    engine; no move shows a hidden card to anyone.
//!
//! With manual cards off (`State::manual_cards`, the default) nothing here runs: each hook
//! is behind that one test.

use crate::choice::{Adjust, Choice, Text, Words, Zone};
use crate::event::Event;
use crate::ids::CardId;
use crate::state::manual::{Label, Resolution, MOVES_PER_RESOLUTION};
use crate::state::{ActionKind, ActionStage, Gives, Holder, Lasting, Range, Region, State};
use crate::state::{Step, Until, Waiting};
use jyhad_cards::{AbilityWindows as W, CardKind, LibraryTypes as T};
use jyhad_table::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// Zones whose cards are face down to others (a label never names such a card).
fn hidden(region: Region) -> bool {
    matches!(
        region,
        Region::Library | Region::Hand | Region::Crypt | Region::Uncontrolled
    )
}

/// The largest X offered for a card whose cost is X (a bound on the options; no card in
/// the pool is worth more).
const MAX_X: u8 = 12;

/// The card types played by their type's default action (p. 22): a manual one whose cost
/// is X is played as `manual-play … x=N` instead, X chosen as it is played.
const BY_TYPE: T = T(T::EQUIPMENT.0 | T::RETAINER.0 | T::ALLY.0 | T::POLITICAL_ACTION.0);

/// Seats as bits (a table has at most 6).
type Seats = u16;

fn bit(s: Seat) -> Seats {
    1 << s.0
}

impl State {
    /// A library card the engine does not automate: no definition of its own.
    pub fn is_manual_card(&self, c: CardId) -> bool {
        self.facts(c).kind == CardKind::Library && self.defs.get(self.card(c).def).is_none()
    }

    /// A vampire whose special ability the engine does not automate: no definition, and a
    /// text that is more than its sect and title (`plain` in its facts) and more than the
    /// traits the engine enforces.
    pub fn is_manual_vampire(&self, c: CardId) -> bool {
        let f = self.facts(c);
        f.kind == CardKind::Crypt
            && !f.plain
            && !crate::automation::traits_only(f).is_some_and(|t| t.is_empty())
            && self.defs.get(self.card(c).def).is_none()
    }

    /// Issue 18, item 5: at a decision of a Methuselah, their ready vampires whose special
    /// ability is not automated may have it resolved by hand, once per turn each, in the
    /// windows where it can apply ([`Self::ability_window_open`]); the moves that change
    /// another Methuselah's state still need that Methuselah's approval.
    pub(crate) fn manual_ability_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        for &m in &self.seats[seat.index()].ready {
            if self.is_manual_vampire(m)
                && self.ability_window_open(seat, m)
                && !self
                    .used_this_turn
                    .iter()
                    .any(|&(x, d)| x == m && d == self.card(m).def)
            {
                out.push(Choice::ManualAbility { minion: m });
            }
        }
    }

    /// Whether the decision `seat` is asked now is one where vampire `m`'s ability can
    /// apply. The windows are read from the words of its text when the facts are built
    /// (`AbilityWindows::of_text`): its controller's unlock, master, influence or discard
    /// phase; its controller's minion phase and its own actions; another Methuselah's
    /// action (to block or react); a combat (its controller's decisions there: the text
    /// may speak of a combat it is not in); a referendum. A text whose words name no
    /// moment is offered at any decision of its controller (in a combat, only a
    /// combatant); a text of traits alone never.
    fn ability_window_open(&self, seat: Seat, m: CardId) -> bool {
        use crate::state::Phase;
        let w = self.facts(m).windows;
        if w.contains(W::ANY) {
            return self.combat.as_ref().is_none_or(|c| c.sides.contains(&m));
        }
        let own = self.active == seat;
        let now = match self.step() {
            Step::Phase(Phase::Untap) if own => W::UNLOCK,
            Step::Phase(Phase::Master) if own => W::MASTER,
            Step::Phase(Phase::Minion) if own => W::ACTION,
            Step::Phase(Phase::Influence) if own => W::INFLUENCE,
            Step::Phase(Phase::Discard) if own => W::DISCARD,
            Step::Combat => W::COMBAT,
            Step::Referendum => W::REFERENDUM,
            Step::Action => match self.action.as_ref() {
                Some(a) if a.actor == m => W::ACTION,
                Some(_) if !own => W::REACTION,
                _ => W::NONE,
            },
            _ => W::NONE,
        };
        w.intersects(now)
    }

    // ---- The envelope: which manual cards may be played now ----

    /// Adds the manual cards `seat` may play at the decision it is asked (called with
    /// manual cards allowed, after the window's own options).
    pub(crate) fn manual_play_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        match self.step() {
            // Master cards: a master phase action, pool cost, requirements (rulebook p. 8;
            // out-of-turn masters in another's turn, `manual_out_of_turn_options`).
            Step::Phase(crate::state::Phase::Master) if self.master_actions > 0 => {
                for &card in &self.seats[seat.index()].hand {
                    let f = self.facts(card);
                    if f.types.contains(T::MASTER)
                        && !f.out_of_turn
                        && self.is_manual_card(card)
                        && i32::from(f.pool_cost) <= self.seats[seat.index()].pool
                        && self.manual_master_met(seat, card)
                        && !self.controls_unique_copy(seat, card)
                    {
                        self.push_manual_play(card, None, out);
                    }
                }
            }
            // Action cards: an action of a minion that can act (p. 19, p. 23); not while a
            // vampire must hunt (only then is `pass` missing).
            Step::Phase(crate::state::Phase::Minion) if out.contains(&Choice::Pass {}) => {
                let m = &self.seats[seat.index()];
                for &minion in &m.ready {
                    let c = self.card(minion);
                    if c.tapped || (self.is_ally(minion) && c.entered_turn == self.turn) {
                        continue;
                    }
                    for &card in &m.hand {
                        let f = self.facts(card);
                        let only_action = f.types == T::ACTION;
                        let by_type_x = f.cost_is_x && f.types.intersects(BY_TYPE);
                        if !only_action && !by_type_x {
                            continue;
                        }
                        let used = self
                            .used_this_turn
                            .iter()
                            .any(|&(x, d)| x == minion && d == self.card(card).def);
                        if !used
                            && self.manual_playable_by(minion, card)
                            && (only_action || self.by_type_allowed(minion, card))
                        {
                            self.push_manual_play(card, Some(minion), out);
                        }
                    }
                }
            }
            Step::Action => self.manual_action_options(seat, out),
            Step::Combat => {
                // Combat cards: by a combatant, each card once per round (p. 29).
                let Some(c) = self.combat.as_ref() else {
                    return;
                };
                for &m in &c.sides {
                    if self.card(m).controller != seat || self.card(m).region != Region::Ready {
                        continue;
                    }
                    for &card in &self.seats[seat.index()].hand {
                        let def = self.card(card).def;
                        let played = c
                            .ext
                            .played
                            .iter()
                            .any(|&(x, d, r)| x == m && d == def && r == c.round);
                        let offered = out.iter().any(|o| {
                            matches!(*o, Choice::ManualPlay { card: c, by, .. } if c == card && by == Some(m))
                        });
                        if self.facts(card).types.contains(T::COMBAT)
                            && !played
                            && !offered
                            && self.manual_playable_by(m, card)
                        {
                            self.push_manual_play(card, Some(m), out);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Offers a manual card's play: once, or, for a card whose cost is X, once for each X
    /// its player can pay, chosen as it is played (the card's cost; issue 18 item 1):
    /// blood (or life) of the minion playing it, pool for a master card.
    fn push_manual_play(&self, card: CardId, by: Option<CardId>, out: &mut Vec<Choice>) {
        let f = self.facts(card);
        if !f.cost_is_x {
            out.push(Choice::ManualPlay { card, by, x: None });
            return;
        }
        let max = match by {
            Some(m) => i32::from(self.card(m).counters) - i32::from(f.blood_cost),
            None => self.seats[self.card(card).controller.index()].pool - i32::from(f.pool_cost),
        };
        for x in 1..=max.clamp(0, i32::from(MAX_X)) as u8 {
            out.push(Choice::ManualPlay {
                card,
                by,
                x: Some(x),
            });
        }
    }

    /// The action a card played by its type alone takes, beyond requirements and cost
    /// (as `State::minion_options` offers it): an equipment the minion may carry; a
    /// political action card by a vampire, once per turn each (p. 12, p. 22), its terms
    /// possible, not forbidden again.
    fn by_type_allowed(&self, minion: CardId, card: CardId) -> bool {
        let t = self.facts(card).types;
        if t.contains(T::EQUIPMENT) {
            self.may_carry(minion, card)
        } else if t.contains(T::POLITICAL_ACTION) {
            let seat = self.card(minion).controller;
            self.is_vampire(minion)
                && self.card(minion).political_turn != self.turn
                && !self.repeat_forbidden(seat, card)
                && self.political_title_met(minion, card)
                && self.political_terms_possible(seat, minion, card)
                && !self.played_once_already(card)
        } else {
            true
        }
    }

    /// The action a manual card played in the minion phase takes: an action card's, or
    /// its type's default action (equipment, retainer, ally, political action; p. 22).
    fn manual_action_kind(&mut self, card: CardId) -> ActionKind {
        let t = self.facts(card).types;
        if t.contains(T::EQUIPMENT) {
            ActionKind::Equip { card }
        } else if t.contains(T::RETAINER) {
            ActionKind::Employ { card }
        } else if t.contains(T::ALLY) {
            ActionKind::Recruit { card }
        } else if t.contains(T::POLITICAL_ACTION) {
            self.note_played_once(card);
            ActionKind::Political { card }
        } else {
            ActionKind::Card {
                card,
                superior: false,
                target: None,
            }
        }
    }

    /// A manual card a minion meets the requirements of and can pay for (p. 7).
    fn manual_playable_by(&self, minion: CardId, card: CardId) -> bool {
        self.is_manual_card(card)
            && self.meets_requirements(minion, card)
            && self.text_needs_met(minion, card)
            && self.can_pay(minion, card, None)
    }

    /// A manual master card's requirements: a ready minion its player controls meets its
    /// Discipline, clan and text requirements (comprehensive rules, "Requirements for
    /// Playing Cards").
    fn manual_master_met(&self, seat: Seat, card: CardId) -> bool {
        if self.facts(card).needs.is_none() {
            return self.master_requirements_met(seat, card);
        }
        self.seats[seat.index()]
            .ready
            .iter()
            .any(|&m| self.meets_requirements(m, card) && self.text_needs_met(m, card))
    }

    /// Whether a minion meets what a card's text requires of the minion playing it: a
    /// title, a sect, a capacity, traits ([`jyhad_cards::Needs`], read from the card's
    /// "Requires …" sentence when the facts are built; comprehensive rules, "Requirements
    /// for Playing Cards": capacity or title "stated in the card text"). Titles are
    /// checked as for the automated cards' `requires-title` ([`State::meets_title`]),
    /// sect and capacity as their `requires-sect` and `requires-capacity`.
    pub(crate) fn text_needs_met(&self, minion: CardId, card: CardId) -> bool {
        let Some(n) = self.facts(card).needs.as_ref() else {
            return true;
        };
        use jyhad_cards::Title as Ti;
        let vampire = self.is_vampire(minion);
        let traits = if vampire {
            self.facts(minion).traits
        } else {
            jyhad_cards::Traits::NONE
        };
        (!n.vampire || vampire)
            && n.titled
                .is_none_or(|t| self.meets_title(minion, |_| true) == t)
            && (!n.city_title
                || self.meets_title(minion, |t| {
                    matches!(t, Ti::Prince | Ti::Baron | Ti::Archbishop)
                }))
            && (n.titles.is_empty() || self.meets_title(minion, |t| n.titles.contains(&t)))
            && (n.sects.is_empty() || self.sect_in(minion, &n.sects))
            && (n.not_sects.is_empty() || !self.sect_in(minion, &n.not_sects))
            && (n.min_capacity == 0 || self.capacity_at_least(minion, n.min_capacity))
            && (n.max_capacity == 0 || (vampire && self.capacity(minion) <= n.max_capacity))
            && traits.contains(n.traits)
            && !traits.intersects(n.not_traits)
    }

    /// Action modifiers and reactions during an action (p. 10–11, p. 25): the same card
    /// once per minion per action.
    fn manual_action_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        let Some(a) = self.action.as_ref() else {
            return;
        };
        let not_played = |m: CardId, card: CardId| {
            !a.played
                .iter()
                .any(|&(x, d)| x == m && d == self.card(card).def)
        };
        let hand = &self.seats[seat.index()].hand;
        match a.stage {
            ActionStage::Announced | ActionStage::FinalActing | ActionStage::AttemptActing
                if seat == self.active && !self.mods.last_window =>
            {
                let m = a.actor;
                for &card in hand {
                    if self.facts(card).types.contains(T::ACTION_MODIFIER)
                        && not_played(m, card)
                        && self.card(m).controller == seat
                        && self.manual_playable_by(m, card)
                    {
                        self.push_manual_play(card, Some(m), out);
                    }
                }
            }
            ActionStage::BlockChoice
            | ActionStage::FinalReactions { .. }
            | ActionStage::AttemptBlocking
                if seat != self.active =>
            {
                // Reactions: an untapped ready minion (p. 11); intercept while a block is
                // failing comes from the blocker only (p. 25).
                let blocker = match a.stage {
                    ActionStage::AttemptBlocking => a.attempt.map(|(b, _)| b),
                    _ => None,
                };
                self.manual_out_of_turn_options(seat, out);
                for &m in &self.seats[seat.index()].ready {
                    if self.card(m).tapped || blocker.is_some_and(|b| b != m) {
                        continue;
                    }
                    for &card in hand {
                        if self.facts(card).types.contains(T::REACTION)
                            && not_played(m, card)
                            && self.manual_playable_by(m, card)
                        {
                            self.push_manual_play(card, Some(m), out);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Out-of-turn master cards during another Methuselah's action, where reactions are
    /// played: one before their player's next master phase, which then has one master
    /// phase action less (rulebook p. 8), pool cost and requirements as any master.
    fn manual_out_of_turn_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        let m = &self.seats[seat.index()];
        if m.out_of_turn_debt > 0 {
            return;
        }
        for &card in &m.hand {
            let f = self.facts(card);
            if f.out_of_turn
                && f.types.contains(T::MASTER)
                && self.is_manual_card(card)
                && i32::from(f.pool_cost) <= m.pool
                && self.manual_master_met(seat, card)
                && !self.controls_unique_copy(seat, card)
            {
                self.push_manual_play(card, None, out);
            }
        }
    }

    /// Plays a manual card (the choice `manual-play`); false for any other choice.
    pub(crate) fn manual_play_perform(&mut self, choice: &Choice) -> bool {
        if let Choice::ManualAbility { minion } = *choice {
            let def = self.card(minion).def;
            self.used_this_turn.push((minion, def));
            self.manual_start(self.card(minion).controller, minion);
            return true;
        }
        let Choice::ManualPlay { card, by, x } = *choice else {
            return false;
        };
        let x = x.unwrap_or(0);
        let seat = self.card(card).controller;
        match (self.step(), by) {
            (Step::Phase(crate::state::Phase::Master), None) => {
                // A master phase action; a trifle gives another, once per phase (p. 8).
                let f = self.facts(card);
                self.master_actions = self.master_actions.saturating_sub(1);
                if f.trifle && !self.trifle_used {
                    self.trifle_used = true;
                    self.master_actions += 1;
                }
                self.add_pool(seat, -i32::from(f.pool_cost) - i32::from(x));
                self.resolve_master(seat, card);
                self.manual_start(seat, card);
            }
            (Step::Phase(crate::state::Phase::Minion), Some(minion)) => {
                // An action card's cost is paid as the action succeeds (p. 27); it is
                // resolved by hand then (`manual_after_action`), a political action card
                // once its referendum passed.
                let kind = self.manual_action_kind(card);
                // One action at a time: an earlier entry belongs to an action that failed.
                self.manual.x_costs.clear();
                if x > 0 {
                    self.manual.x_costs.push((card, x));
                }
                self.announce(seat, minion, kind, Some(card));
            }
            (Step::Action, None) => {
                // An out-of-turn master: it spends the next master phase's action (p. 8).
                let pool_cost = self.facts(card).pool_cost;
                self.seats[seat.index()].out_of_turn_debt += 1;
                self.add_pool(seat, -i32::from(pool_cost) - i32::from(x));
                self.resolve_master(seat, card);
                if let Some(a) = self.action.as_mut() {
                    // After any play, priority returns to the acting Methuselah (p. 8).
                    if matches!(a.stage, ActionStage::FinalReactions { .. }) {
                        a.stage = ActionStage::FinalActing;
                    }
                }
                self.manual_start(seat, card);
            }
            (Step::Action, Some(minion)) => {
                let Some(mut a) = self.action.take() else {
                    return true;
                };
                a.played.push((minion, self.card(card).def));
                self.play_card(card, minion, None);
                self.add_blood(minion, -i32::from(x));
                // After any play, priority returns to the acting Methuselah (p. 8).
                if matches!(a.stage, ActionStage::FinalReactions { .. }) {
                    a.stage = ActionStage::FinalActing;
                }
                self.action = Some(a);
                self.manual_start(seat, card);
            }
            (Step::Combat, Some(minion)) => {
                let def = self.card(card).def;
                if let Some(c) = self.combat.as_mut() {
                    let round = c.round;
                    c.ext.played.push((minion, def, round));
                }
                self.play_card(card, minion, None);
                self.add_blood(minion, -i32::from(x));
                self.manual_start(seat, card);
            }
            _ => {}
        }
        true
    }

    /// A successful action played a manual card (an action card, or an equipment, retainer
    /// or ally by its type's default action): its player resolves its text now.
    pub(crate) fn manual_after_action(&mut self, seat: Seat, actor: CardId, kind: ActionKind) {
        let card = match kind {
            ActionKind::Card { card, .. }
            | ActionKind::Equip { card }
            | ActionKind::Employ { card }
            | ActionKind::Recruit { card }
            | ActionKind::Political { card } => card,
            _ => return,
        };
        // A cost X chosen as the action card was played, paid now that it succeeded, as
        // its other costs (p. 27).
        if let Some(i) = self.manual.x_costs.iter().position(|&(c, _)| c == card) {
            let (_, x) = self.manual.x_costs.swap_remove(i);
            if matches!(self.card(actor).region, Region::Ready | Region::Torpor) {
                self.add_blood(actor, -i32::from(x));
            }
        }
        // A political action card is resolved once its referendum passed.
        let political = matches!(kind, ActionKind::Political { .. });
        if !political && self.is_manual_card(card) && !self.seats[seat.index()].ousted {
            self.manual_start(seat, card);
        }
    }

    /// A passed referendum of a manual political action card is resolved by its caller.
    pub(crate) fn manual_after_referendum(&mut self, caller: Seat, card: CardId) {
        if self.is_manual_card(card) && !self.seats[caller.index()].ousted {
            self.manual_start(caller, card);
        }
    }

    fn manual_start(&mut self, seat: Seat, card: CardId) {
        self.emit(|| Event::ManualStarts { seat, card });
        self.manual.resolution = Some(Box::new(Resolution {
            seat,
            card,
            proposed: Vec::new(),
            asking: Vec::new(),
            moves_left: MOVES_PER_RESOLUTION,
        }));
    }

    // ---- Manual resolution ----

    /// The options of a manual resolution: the affected Methuselah's consent, or the
    /// resolving player's moves.
    pub(crate) fn manual_options(&self, out: &mut Vec<Choice>) -> Option<Waiting> {
        let r = self.manual.resolution.as_ref()?;
        if let Some(&asked) = r.asking.first() {
            out.push(Choice::Approve {});
            out.push(Choice::Refuse {});
            return Some((asked, "approve the proposed moves?"));
        }
        if r.moves_left > 0 {
            self.manual_candidates(r, out);
            out.retain(|m| self.manual_move_ok(r, m));
        }
        if !r.proposed.is_empty() {
            out.push(Choice::ManualSubmit {});
            out.push(Choice::ManualWithdraw {});
        } else {
            out.push(Choice::ManualDone {});
        }
        Some((r.seat, "resolve the card by hand"))
    }

    /// Every move worth checking now (filtered by [`Self::manual_move_ok`], the one
    /// test that both generation and the later application use).
    fn manual_candidates(&self, r: &Resolution, out: &mut Vec<Choice>) {
        let me = r.seat;
        let alive: Vec<Seat> = self.alive_from(me).collect();
        for &s in &alive {
            for n in [1, -1] {
                out.push(Choice::ManualPool { seat: s, n });
            }
            let m = &self.seats[s.index()];
            for &c in m.ready.iter().chain(&m.torpor).chain(&m.in_play) {
                self.card_candidates(r, c, out);
            }
            if s != me {
                out.push(Choice::ManualDiscardRandom { seat: s });
            }
            out.push(Choice::ManualShuffle { seat: s });
            out.push(Choice::ManualEdge { to: Some(s) });
        }
        out.push(Choice::ManualEdge { to: None });
        // The card being resolved, wherever it went (ash heap, out of play…).
        if !matches!(
            self.card(r.card).region,
            Region::Ready | Region::Torpor | Region::InPlay
        ) {
            self.card_candidates(r, r.card, out);
        }
        out.push(Choice::ManualDraw {});
        for &c in &self.seats[me.index()].hand {
            out.push(Choice::ManualDiscard { card: c });
        }
        let card = |c| Some(c);
        if self.combat.is_some() {
            if let Some(c) = self.combat.as_ref() {
                for &m in &c.sides {
                    for n in [1, -1] {
                        out.push(Choice::ManualAdjust {
                            what: Adjust::Strength,
                            n,
                            card: card(m),
                        });
                    }
                    for what in [Adjust::Prevent, Adjust::Press, Adjust::Maneuver] {
                        out.push(Choice::ManualAdjust {
                            what,
                            n: 1,
                            card: card(m),
                        });
                    }
                }
            }
            out.push(Choice::ManualAdjust {
                what: Adjust::EndCombat,
                n: 1,
                card: None,
            });
        } else if let Some(a) = self.action.as_ref() {
            for what in [Adjust::Stealth, Adjust::Bleed] {
                for n in [1, -1] {
                    out.push(Choice::ManualAdjust {
                        what,
                        n,
                        card: None,
                    });
                }
            }
            if let Some((b, _)) = a.attempt {
                for n in [1, -1] {
                    out.push(Choice::ManualAdjust {
                        what: Adjust::Intercept,
                        n,
                        card: card(b),
                    });
                }
            }
            out.push(Choice::ManualAdjust {
                what: Adjust::EndAction,
                n: 1,
                card: None,
            });
        }
        if self.referendum.is_some() {
            for what in [Adjust::VotesFor, Adjust::VotesAgainst] {
                for n in [1, -1] {
                    out.push(Choice::ManualAdjust {
                        what,
                        n,
                        card: None,
                    });
                }
            }
        }
    }

    /// The moves on one card.
    fn card_candidates(&self, r: &Resolution, c: CardId, out: &mut Vec<Choice>) {
        out.push(Choice::ManualBlood { card: c, n: 1 });
        out.push(Choice::ManualBlood { card: c, n: -1 });
        out.push(Choice::ManualLock { card: c });
        out.push(Choice::ManualUnlock { card: c });
        out.push(Choice::ManualBurn { card: c });
        for to in [
            Zone::Ready,
            Zone::Torpor,
            Zone::InPlay,
            Zone::AshHeap,
            Zone::Hand,
            Zone::LibraryTop,
            Zone::LibraryBottom,
            Zone::Removed,
        ] {
            out.push(Choice::ManualMove { card: c, to });
        }
        // Attaching: the card being resolved, and its player's own cards in play.
        if c == r.card || self.card(c).controller == r.seat {
            for s in self.alive_from(r.seat) {
                for &host in &self.seats[s.index()].ready {
                    out.push(Choice::ManualAttach { card: c, host });
                }
            }
        }
        out.push(Choice::ManualLabel {
            card: c,
            source: r.card,
            text: Text::EMPTY,
        });
        out.push(Choice::ManualUnlabel {
            card: c,
            source: r.card,
        });
    }

    /// Whether a move can be made now: the one test of generation and application.
    fn manual_move_ok(&self, r: &Resolution, m: &Choice) -> bool {
        let in_play = |c: CardId| {
            matches!(
                self.card(c).region,
                Region::Ready | Region::Torpor | Region::InPlay
            ) && !self.seats[self.card(c).controller.index()].ousted
        };
        let minion = |c: CardId| self.is_vampire(c) || self.is_ally(c);
        match *m {
            Choice::ManualPool { seat, n } => {
                !self.seats[seat.index()].ousted
                    && (n == 1 || (n == -1 && self.seats[seat.index()].pool > 0))
            }
            Choice::ManualBlood { card, n } => {
                let now = self.card(card).counters;
                // A vampire holds at most its capacity (p. 4).
                let cap = if self.is_vampire(card) {
                    self.capacity(card)
                } else {
                    u8::MAX
                };
                in_play(card) && ((n == 1 && now < cap) || (n == -1 && now > 0))
            }
            Choice::ManualLock { card } => in_play(card) && !self.card(card).tapped,
            Choice::ManualUnlock { card } => in_play(card) && self.card(card).tapped,
            Choice::ManualBurn { card } => in_play(card),
            Choice::ManualMove { card, to } => {
                let region = self.card(card).region;
                let resolved = card == r.card;
                let crypt = self.is_vampire(card);
                let from_ok = in_play(card)
                    || (resolved && matches!(region, Region::AshHeap | Region::Limbo));
                from_ok
                    && match to {
                        // Minions between ready and torpor (only vampires go to torpor).
                        Zone::Ready => region == Region::Torpor && minion(card),
                        Zone::Torpor => region == Region::Ready && crypt,
                        // Put in play: the resolved card, not yet in play.
                        Zone::InPlay => resolved && !in_play(card) && !minion(card),
                        Zone::AshHeap => !in_play(card) && region == Region::Limbo,
                        // Into a hidden zone: never a card the action, combat or
                        // referendum in progress shows.
                        Zone::Hand | Zone::LibraryTop | Zone::LibraryBottom => {
                            !crypt && !self.on_stage(card)
                        }
                        Zone::Removed => true,
                    }
            }
            Choice::ManualAttach { card, host } => {
                let region = self.card(card).region;
                let resolved = card == r.card;
                (in_play(card) || (resolved && matches!(region, Region::AshHeap | Region::Limbo)))
                    && !minion(card)
                    && host != card
                    && self.card(host).region == Region::Ready
                    && minion(host)
                    && !self.seats[self.card(host).controller.index()].ousted
                    && self.card(card).host != Some(host)
                    && (resolved || self.card(card).controller == r.seat)
            }
            Choice::ManualDraw {} => !self.seats[r.seat.index()].library.is_empty(),
            Choice::ManualDiscard { card } => {
                self.card(card).region == Region::Hand && self.card(card).controller == r.seat
            }
            Choice::ManualDiscardRandom { seat } => {
                seat != r.seat
                    && !self.seats[seat.index()].ousted
                    && !self.seats[seat.index()].hand.is_empty()
            }
            Choice::ManualShuffle { seat } => {
                !self.seats[seat.index()].ousted && self.seats[seat.index()].library.len() > 1
            }
            Choice::ManualEdge { to } => {
                self.edge != to && to.is_none_or(|s| !self.seats[s.index()].ousted)
            }
            Choice::ManualLabel { card, source, .. } => {
                source == r.card
                    && !hidden(self.card(source).region)
                    && in_play(card)
                    && !self
                        .manual
                        .labels
                        .iter()
                        .any(|l| l.card == card && l.source == source)
            }
            Choice::ManualUnlabel { card, source } => self
                .manual
                .labels
                .iter()
                .any(|l| l.card == card && l.source == source),
            Choice::ManualAdjust { what, n, card } => self.adjust_ok(what, n, card),
            _ => false,
        }
    }

    fn adjust_ok(&self, what: Adjust, n: i8, card: Option<CardId>) -> bool {
        let sides = self.combat.as_ref().map(|c| c.sides);
        let side =
            |c: Option<CardId>| sides.and_then(|s| c.and_then(|c| s.iter().position(|&x| x == c)));
        match what {
            Adjust::Stealth | Adjust::Bleed => {
                self.combat.is_none() && self.action.is_some() && n.abs() == 1 && card.is_none()
            }
            Adjust::Intercept => {
                self.combat.is_none()
                    && n.abs() == 1
                    && self
                        .action
                        .as_ref()
                        .is_some_and(|a| a.attempt.is_some_and(|(b, _)| Some(b) == card))
            }
            Adjust::EndAction => {
                self.combat.is_none() && self.action.is_some() && n == 1 && card.is_none()
            }
            Adjust::Strength => {
                n.abs() == 1 && side(card).is_some() && {
                    let now = card.map_or(0, |c| self.strength(c));
                    n == 1 || now > 0
                }
            }
            Adjust::Prevent => {
                n == 1
                    && side(card).is_some_and(|i| {
                        self.combat.as_ref().is_some_and(|c| c.damage[i] != (0, 0))
                    })
            }
            Adjust::Press | Adjust::Maneuver => n == 1 && side(card).is_some(),
            Adjust::EndCombat => n == 1 && card.is_none() && sides.is_some(),
            Adjust::VotesFor | Adjust::VotesAgainst => {
                card.is_none()
                    && self.referendum.as_ref().is_some_and(|r| {
                        let now = if what == Adjust::VotesFor {
                            r.votes_for
                        } else {
                            r.votes_against
                        };
                        n == 1 || (n == -1 && now > 0)
                    })
            }
        }
    }

    /// Whether the action, combat or referendum in progress names a card (its public
    /// stage, `crate::view::StageView`).
    fn on_stage(&self, card: CardId) -> bool {
        let in_action = self.action.as_ref().is_some_and(|a| {
            a.actor == card
                || Self::action_card(a.kind) == Some(card)
                || a.attempt.is_some_and(|(b, _)| b == card)
                || a.failed.iter().any(|&(b, _, _)| b == card)
                || matches!(a.kind, ActionKind::Rescue { target, .. } | ActionKind::Diablerie { target } if target == card)
                || matches!(a.kind, ActionKind::EquipFrom { item } | ActionKind::Granted { card: item, .. } if item == card)
        });
        let in_combat = self.combat.as_ref().is_some_and(|c| {
            c.sides.contains(&card)
                || c.strikes.iter().flatten().any(|s| {
                    matches!(s.source, crate::state::StrikeSource::Weapon(w) | crate::state::StrikeSource::Card(w) if w == card)
                })
        });
        let in_referendum = self.referendum.as_ref().is_some_and(|r| {
            r.called_by == Some(card)
                || matches!(r.kind, crate::state::ReferendumKind::Political { card: c } | crate::state::ReferendumKind::Ability { source: c } | crate::state::ReferendumKind::BloodHunt { diablerist: c } if c == card)
        });
        in_action || in_combat || in_referendum
    }

    /// The Methuselahs a move changes the state of.
    fn manual_affects(&self, m: &Choice) -> Seats {
        let ctl = |c: CardId| bit(self.card(c).controller);
        let own = |c: CardId| bit(self.card(c).owner);
        match *m {
            Choice::ManualPool { seat, .. }
            | Choice::ManualDiscardRandom { seat }
            | Choice::ManualShuffle { seat } => bit(seat),
            Choice::ManualBlood { card, .. }
            | Choice::ManualLock { card }
            | Choice::ManualUnlock { card }
            | Choice::ManualLabel { card, .. }
            | Choice::ManualUnlabel { card, .. } => ctl(card),
            Choice::ManualBurn { card } | Choice::ManualMove { card, .. } => ctl(card) | own(card),
            Choice::ManualAttach { card, host } => ctl(card) | ctl(host),
            Choice::ManualEdge { to } => self.edge.map_or(0, bit) | to.map_or(0, bit),
            Choice::ManualAdjust { what, .. } => match what {
                // Votes change the referendum of the whole table.
                Adjust::VotesFor | Adjust::VotesAgainst => {
                    self.alive_from(Seat(0)).fold(0, |b, s| b | bit(s))
                }
                _ if self.combat.is_some() => self
                    .combat
                    .as_ref()
                    .map_or(0, |c| ctl(c.sides[0]) | ctl(c.sides[1])),
                // The acting Methuselah and those who may block.
                _ => self.action.as_ref().map_or(0, |a| {
                    a.blockers
                        .iter()
                        .fold(bit(self.acting_seat()), |b, &s| b | bit(s))
                }),
            },
            _ => 0,
        }
    }

    /// Performs a choice of a manual resolution.
    pub(crate) fn manual_perform(&mut self, choice: &Choice) {
        let Some(mut r) = self.manual.resolution.take() else {
            return;
        };
        let seat = r.seat;
        match *choice {
            Choice::Approve {} => {
                let asked = r.asking.remove(0);
                self.emit(|| Event::ManualApproves { seat: asked });
                if r.asking.is_empty() {
                    self.manual_apply_proposed(&mut r);
                }
            }
            Choice::Refuse {} => {
                let asked = r.asking.remove(0);
                r.asking.clear();
                self.emit(|| Event::ManualRefuses { seat: asked });
            }
            Choice::ManualSubmit {} => {
                r.moves_left = r.moves_left.saturating_sub(1);
                let affected = r.proposed.iter().fold(0, |b, m| b | self.manual_affects(m));
                let moves = r.proposed.len() as u8;
                self.emit(|| Event::ManualProposes { seat, moves });
                r.asking = self
                    .alive_from(seat)
                    .filter(|&s| s != seat && affected & bit(s) != 0)
                    .collect();
                if r.asking.is_empty() {
                    self.manual_apply_proposed(&mut r);
                }
            }
            Choice::ManualWithdraw {} => {
                r.moves_left = r.moves_left.saturating_sub(1);
                r.proposed.clear();
                self.emit(|| Event::ManualWithdraws { seat });
            }
            Choice::ManualDone {} => {
                let card = r.card;
                self.emit(|| Event::ManualDone { seat, card });
                self.manual_recheck();
                return;
            }
            m => {
                r.moves_left = r.moves_left.saturating_sub(1);
                let others = self.manual_affects(&m) & !bit(seat);
                if others == 0 {
                    // Only its player's own state: at once.
                    self.manual_apply(seat, &m);
                    self.manual_recheck();
                    // Proposals it made impossible go (none names a card gone hidden).
                    let proposed = std::mem::take(&mut r.proposed);
                    r.proposed = proposed
                        .into_iter()
                        .filter(|p| self.manual_move_ok(&r, p))
                        .collect();
                } else {
                    r.proposed.push(m);
                }
            }
        }
        // A move may have ended the game or ousted the resolving player.
        if self.phase != crate::state::Phase::Over && !self.seats[seat.index()].ousted {
            self.manual.resolution = Some(r);
        }
    }

    /// Every Methuselah approved: the proposed moves apply together, each one checked again
    /// (an earlier move may have made it pointless), then the invariants.
    fn manual_apply_proposed(&mut self, r: &mut Resolution) {
        let moves = std::mem::take(&mut r.proposed);
        for m in moves {
            if self.manual_move_ok(r, &m) {
                self.manual_apply(r.seat, &m);
            }
        }
        self.manual_recheck();
    }

    /// Carries out one move (checked by [`Self::manual_move_ok`]).
    fn manual_apply(&mut self, me: Seat, m: &Choice) {
        match *m {
            Choice::ManualPool { seat, n } => self.add_pool(seat, i32::from(n)),
            Choice::ManualBlood { card, n } => self.add_blood(card, i32::from(n)),
            Choice::ManualLock { card } => {
                self.card_mut(card).tapped = true;
                self.emit(|| Event::Taps { card });
            }
            Choice::ManualUnlock { card } => self.untap_minion(card),
            Choice::ManualBurn { card } => self.burn(card),
            Choice::ManualMove { card, to } => self.manual_move(me, card, to),
            Choice::ManualAttach { card, host } => {
                let ctl = self.card(host).controller;
                let entering = !matches!(self.card(card).region, Region::InPlay);
                if self.card(card).region != Region::InPlay || self.card(card).controller != ctl {
                    self.move_card(card, Region::InPlay, ctl);
                }
                self.card_mut(card).host = Some(host);
                if entering {
                    self.enter_unique(card);
                }
            }
            Choice::ManualDraw {} => self.draw(me),
            Choice::ManualDiscard { card } => {
                self.burn_quiet(card);
                self.emit(|| Event::Discarded { card });
            }
            Choice::ManualDiscardRandom { seat } => {
                // Drawn by the engine: nobody chooses a hidden card.
                let hand = &self.seats[seat.index()].hand;
                let card = hand[self.rng.gen_range(0..hand.len())];
                self.burn_quiet(card);
                self.emit(|| Event::Discarded { card });
            }
            Choice::ManualShuffle { seat } => {
                let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                lib.shuffle(&mut self.rng);
                self.seats[seat.index()].library = lib;
                self.emit(|| Event::Shuffles { seat });
            }
            Choice::ManualEdge { to } => self.set_edge(to),
            Choice::ManualLabel { card, source, text } => {
                // `apply_choice` refused a text whose words were lost.
                let words = text.words().unwrap_or_default();
                self.manual.labels.push(Label {
                    card,
                    source,
                    text: words.0.clone(),
                });
                self.emit(|| Event::Labels {
                    card,
                    source,
                    on: true,
                    text: words,
                });
            }
            Choice::ManualUnlabel { card, source } => {
                self.manual
                    .labels
                    .retain(|l| l.card != card || l.source != source);
                self.emit(|| Event::Labels {
                    card,
                    source,
                    on: false,
                    text: Words::default(),
                });
            }
            Choice::ManualAdjust { what, n, card } => self.manual_adjust(what, n, card),
            _ => {}
        }
    }

    fn manual_move(&mut self, me: Seat, card: CardId, to: Zone) {
        let owner = self.card(card).owner;
        match to {
            Zone::Ready | Zone::Torpor => {
                let region = if to == Zone::Ready {
                    Region::Ready
                } else {
                    Region::Torpor
                };
                let ctl = self.card(card).controller;
                self.move_card(card, region, ctl);
            }
            Zone::InPlay => {
                self.move_card(card, Region::InPlay, me);
                self.card_mut(card).host = None;
                self.enter_unique(card);
            }
            Zone::AshHeap => self.burn_quiet(card),
            Zone::Removed => self.remove_from_game(card),
            Zone::Hand | Zone::LibraryTop | Zone::LibraryBottom => {
                // Out of play first, what is on it burned with it (p. 16), then into the
                // owner's hidden zone, by the engine.
                if matches!(
                    self.card(card).region,
                    Region::Ready | Region::Torpor | Region::InPlay
                ) {
                    self.burn(card);
                }
                let region = if to == Zone::Hand {
                    Region::Hand
                } else {
                    Region::Library
                };
                self.move_card(card, region, owner);
                let c = self.card_mut(card);
                c.counters = 0;
                c.tapped = false;
                c.host = None;
                if to == Zone::LibraryBottom {
                    // Libraries are kept top card last.
                    let lib = &mut self.seats[owner.index()].library;
                    if let Some(x) = lib.pop() {
                        lib.insert(0, x);
                    }
                }
            }
        }
    }

    fn manual_adjust(&mut self, what: Adjust, n: i8, card: Option<CardId>) {
        self.emit(|| Event::ManualAdjusts { what, n, card });
        let source = self.manual.resolution.as_ref().map(|r| r.card);
        match what {
            Adjust::Stealth | Adjust::Bleed | Adjust::Intercept => {
                let Some(a) = self.action.as_mut() else {
                    return;
                };
                match what {
                    Adjust::Stealth => a.stealth = a.stealth.saturating_add(n),
                    Adjust::Bleed => a.bleed = a.bleed.saturating_add(n),
                    _ => {
                        if let (Some(c), Some((b, i))) = (card, a.attempt) {
                            a.intercept.push((c, n));
                            a.attempt = Some((b, i.saturating_add(n)));
                        }
                    }
                }
                // A block attempt stands or fails by the new numbers (p. 25).
                if let Some((_, intercept)) = a.attempt {
                    a.stage = if intercept >= a.stealth {
                        ActionStage::AttemptActing
                    } else {
                        ActionStage::AttemptBlocking
                    };
                }
            }
            Adjust::EndAction => {
                // Ends unsuccessfully: the action card burns, no cost is paid.
                if let Some(a) = self.action.take() {
                    if let Some(c) = Self::action_card(a.kind) {
                        if self.card(c).region == Region::Limbo {
                            self.burn_quiet(c);
                        }
                    }
                    let minion = a.actor;
                    self.emit(|| Event::ActionEnds { minion });
                }
            }
            Adjust::EndCombat => {
                if let Some(c) = self.combat.as_mut() {
                    c.ended = true;
                }
            }
            Adjust::Strength => {
                let Some(m) = card else { return };
                match self.manual.strength.iter_mut().find(|(x, _)| *x == m) {
                    Some((_, s)) => *s = s.saturating_add(n),
                    None => self.manual.strength.push((m, n)),
                }
            }
            Adjust::Prevent => {
                let Some(c) = self.combat.as_mut() else {
                    return;
                };
                let Some(i) = card.and_then(|m| c.sides.iter().position(|&x| x == m)) else {
                    return;
                };
                let (normal, agg) = &mut c.damage[i];
                if *normal > 0 {
                    *normal -= 1;
                } else {
                    *agg = agg.saturating_sub(1);
                }
                if let Some(m) = card {
                    self.emit(|| Event::Prevents { card: m, amount: 1 });
                }
            }
            Adjust::Press => {
                // An optional press for this round, used like any other (p. 32).
                if let (Some(m), Some(source)) = (card, source) {
                    self.lasting.add(Lasting {
                        source,
                        holder: Holder::Minion(m),
                        gives: Gives::Press,
                        until: Until::Round,
                    });
                }
            }
            Adjust::Maneuver => {
                // A maneuver changes the range (p. 29).
                let Some(c) = self.combat.as_mut() else {
                    return;
                };
                c.range = match c.range {
                    Range::Close => Range::Long,
                    Range::Long => Range::Close,
                };
                let range = c.range;
                if let Some(by) = card {
                    self.emit(|| Event::Maneuvers { by, range });
                }
            }
            Adjust::VotesFor | Adjust::VotesAgainst => {
                let Some(r) = self.referendum.as_mut() else {
                    return;
                };
                let v = if what == Adjust::VotesFor {
                    &mut r.votes_for
                } else {
                    &mut r.votes_against
                };
                *v = v.saturating_add_signed(i16::from(n));
            }
        }
    }

    /// The engine's invariants after a batch of manual moves: an ally or retainer with no
    /// life left is burned (comprehensive rules 5, "Damage resolution": "An ally or
    /// retainer who loses all of their life counters is burned"); labels and strength
    /// adjustments go with the cards and combat they belong to. Ousting at 0 pool is
    /// checked after every choice (`State::check_ousts`, rulebook p. 37), contested
    /// cards as a card enters play (`State::enter_unique`, p. 17), blood over capacity
    /// drains as it is added (`State::add_blood`, p. 4).
    fn manual_recheck(&mut self) {
        let lifeless: Vec<CardId> = self
            .seats
            .iter()
            .flat_map(|m| m.ready.iter().chain(&m.in_play))
            .copied()
            .filter(|&c| {
                let t = self.facts(c).types;
                (self.is_ally(c) || t.contains(T::RETAINER)) && self.card(c).counters == 0
            })
            .collect();
        for c in lifeless {
            if matches!(self.card(c).region, Region::Ready | Region::InPlay) {
                self.burn(c);
            }
        }
        let cards = &self.cards;
        let in_play = |c: CardId| {
            matches!(
                cards[c.index()].region,
                Region::Ready | Region::Torpor | Region::InPlay
            )
        };
        // A label shows its source: it goes if the source went back to a hidden zone.
        self.manual
            .labels
            .retain(|l| in_play(l.card) && !hidden(cards[l.source.index()].region));
        if self.combat.is_none() {
            self.manual.strength.clear();
        }
    }

    /// Automatic steps of a manual resolution: a resolving or asked Methuselah who left
    /// the game no longer decides. True if it progressed.
    pub(crate) fn manual_auto(&mut self) -> bool {
        let Some(r) = self.manual.resolution.as_mut() else {
            return false;
        };
        if self.seats[r.seat.index()].ousted {
            self.manual.resolution = None;
            return true;
        }
        if let Some(&asked) = r.asking.first() {
            if self.seats[asked.index()].ousted {
                r.asking.remove(0);
                if r.asking.is_empty() {
                    let mut r = self.manual.resolution.take().expect("checked above");
                    self.manual_apply_proposed(&mut r);
                    if !self.seats[r.seat.index()].ousted && self.phase != crate::state::Phase::Over
                    {
                        self.manual.resolution = Some(r);
                    }
                }
                return true;
            }
        }
        false
    }

    /// Strength a manual move gave a minion for this combat.
    #[inline]
    pub(crate) fn manual_strength(&self, c: CardId) -> i8 {
        self.manual
            .strength
            .iter()
            .filter(|(x, _)| *x == c)
            .map(|(_, s)| *s)
            .sum()
    }
}
