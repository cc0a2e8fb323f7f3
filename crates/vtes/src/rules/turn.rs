//! The turn: its five phases in order (rulebook p. 17–36), the decision loop, ousting.

use crate::choice::Choice;
use crate::defs::ability::Window as AbilityWindow;
use crate::defs::PlayKind;
use crate::error::VtesError;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{Cached, Phase, Region, State, Step, UntapStep, Until, Waiting};
use jyhad_cards::{CardKind, Traits};
use jyhad_table::Seat;

/// Victory points for an oust (p. 37), in half points.
const OUST_HALF_VP: u16 = 2;
/// Pool gained by the predator of an ousted Methuselah (p. 37).
const OUST_POOL: i32 = 6;

impl State {
    /// The decision the game waits for: fills `out` with the legal options.
    pub fn options(&self, out: &mut Vec<Choice>) -> Option<Waiting> {
        if let Cached::Known(waiting) = self.pending {
            out.clear();
            out.extend_from_slice(&self.scratch);
            return waiting;
        }
        self.compute_options(out)
    }

    /// The seat and prompt of the decision waiting, without copying its options.
    pub fn waiting(&self) -> Option<Waiting> {
        match self.pending {
            Cached::Known(waiting) => waiting,
            Cached::Stale => self.compute_options(&mut Vec::new()),
        }
    }

    /// Generates the legal options of the pending decision from the rules: the window's,
    /// then those of cards in play.
    fn compute_options(&self, out: &mut Vec<Choice>) -> Option<Waiting> {
        let decision = self.window_options(out);
        // Only cancellations while a card is being played (ruling group "Cancel").
        if !self.as_played.is_empty() {
            return decision;
        }
        if let Some((seat, _)) = decision {
            // One test when manual cards are off (the common case).
            if !self.manual_cards {
                self.in_play_options(seat, out);
            } else if self.manual.resolution.is_none() {
                self.in_play_options(seat, out);
                self.manual_play_options(seat, out);
                self.manual_ability_options(seat, out);
            }
            self.merge_copies(seat, out);
        }
        decision
    }

    /// The options of the current step (phase, action, combat, referendum…).
    fn window_options(&self, out: &mut Vec<Choice>) -> Option<Waiting> {
        out.clear();
        let seat = self.active;
        match self.step() {
            Step::Over | Step::Phase(Phase::Over) => None,
            Step::Manual => self.manual_options(out),
            Step::AsPlayed => self.as_played_options(out),
            Step::Combat => self.combat_options(out),
            Step::Action => self.action_options(out),
            Step::AfterBlock(blocker) => self.after_block_options(blocker, out),
            Step::DiablerieItems(d, v) => {
                let seat = self.diablerie_items_options(d, v, out);
                Some((seat, "take the victim's equipment?"))
            }
            Step::DisciplineGain(d) => {
                let seat = self.discipline_gain_options(d, out);
                Some((seat, "take a Discipline card for the diablerist?"))
            }
            Step::FollowUp(f) => Some(self.follow_up_options(f, out)),
            Step::Referendum => self.referendum_options(out),
            Step::AfterAction => self.after_action_options(out),
            Step::Phase(Phase::Untap) => Some((seat, self.untap_options(out))),
            Step::Phase(Phase::Master) => {
                self.master_options(out);
                Some((seat, "master phase"))
            }
            Step::Phase(Phase::Minion) => {
                // An action out of turn offered or chosen (one test otherwise).
                if let Some(o) = self.out_of_turn {
                    let seat = self.out_of_turn_action_options(o, out);
                    return Some((seat, "minion phase: an action out of turn?"));
                }
                self.minion_options(out);
                Some((seat, "minion phase action"))
            }
            Step::Phase(Phase::Influence) => {
                self.influence_options(out);
                Some((seat, "influence phase transfer"))
            }
            Step::Phase(Phase::Discard) => {
                self.discard_options(out);
                Some((seat, "discard phase"))
            }
        }
    }

    /// Validates a choice against the legal options, then performs it (state unchanged on error).
    pub fn apply_choice(&mut self, seat: Seat, choice: &Choice) -> Result<(), VtesError> {
        let (pending, legal) = match self.pending {
            Cached::Known(pending) => (pending, self.is_offered(&self.scratch, choice)),
            Cached::Stale => {
                let mut opts = Vec::new();
                let pending = self.compute_options(&mut opts);
                (pending, self.is_offered(&opts, choice))
            }
        };
        let (who, prompt) = pending.ok_or(VtesError::GameOver)?;
        if who != seat {
            return Err(VtesError::NotYourDecision { seat, waiting: who });
        }
        if !legal {
            return Err(VtesError::Illegal {
                seat,
                choice: choice.to_string(),
                prompt,
            });
        }
        if choice.text().is_some_and(|t| t.words().is_none()) {
            return Err(VtesError::TextLost { seat, prompt });
        }
        self.perform(choice);
        self.advance();
        Ok(())
    }

    /// Performs a choice known to be among the options just offered (no validation).
    pub fn perform_offered(&mut self, choice: &Choice) {
        if self.phase == Phase::Over {
            return;
        }
        self.perform(choice);
        self.advance();
    }

    /// Performs a legal choice.
    pub(crate) fn perform(&mut self, choice: &Choice) {
        self.pending = Cached::Stale;
        if !self.as_played.is_empty() {
            self.as_played_perform(choice);
            self.check_ousts();
            return;
        }
        if self.manual_cards && self.manual_play_perform(choice) {
            self.check_ousts();
            return;
        }
        if self.in_play_perform(choice) {
            self.check_ousts();
            return;
        }
        // A minion card may be cancelled as it is played (comprehensive rules "Playing a
        // Card"): the choice waits in that window.
        if self.hold_minion_card(choice) {
            self.check_ousts();
            return;
        }
        self.perform_in_step(choice);
        self.check_ousts();
    }

    /// Performs a choice in the step in progress (a minion card's play held "as played"
    /// comes back here once nobody cancelled it).
    pub(crate) fn perform_in_step(&mut self, choice: &Choice) {
        match self.step() {
            Step::Over | Step::Phase(Phase::Over) => {}
            Step::Manual => self.manual_perform(choice),
            Step::AsPlayed => self.as_played_perform(choice),
            Step::Combat => self.combat_perform(choice),
            Step::Action => self.action_perform(choice),
            Step::AfterBlock(_) => self.after_block_perform(choice),
            Step::DiablerieItems(..) => self.diablerie_items_perform(choice),
            Step::DisciplineGain(_) => self.discipline_gain_perform(choice),
            Step::FollowUp(_) => self.follow_up_perform(choice),
            Step::Referendum => self.referendum_perform(choice),
            Step::AfterAction => self.after_action_perform(choice),
            Step::Phase(Phase::Untap) => self.untap_perform(choice),
            Step::Phase(Phase::Master) => self.master_perform(choice),
            Step::Phase(Phase::Minion) => self.minion_perform(choice),
            Step::Phase(Phase::Influence) => self.influence_perform(choice),
            Step::Phase(Phase::Discard) => self.discard_perform(choice),
        }
    }

    /// Runs every automatic step and every decision with a single option, until a real
    /// decision (two or more options) or the end of the game (design: nobody is asked a
    /// question with one answer).
    pub(crate) fn advance(&mut self) {
        self.pending = Cached::Stale;
        let mut opts = std::mem::take(&mut self.scratch);
        let pending = self.advance_with(&mut opts);
        if pending.is_none() {
            opts.clear();
        }
        self.scratch = opts;
        // The options of the decision it stopped at are kept for `options` and validation.
        self.pending = Cached::Known(pending);
    }

    fn advance_with(&mut self, opts: &mut Vec<Choice>) -> Option<Waiting> {
        // Ousts are checked after every step (p. 37): here, after each automatic step; a
        // performed choice checks them itself (`perform`), so they are not checked twice.
        self.check_ousts();
        loop {
            if self.phase == Phase::Over {
                return None;
            }
            // An action out of turn is over: the phase's Methuselah decides again.
            if self.out_of_turn.is_some() {
                self.out_of_turn_done();
            }
            // A manual resolution holds what it was played in: only its own automatic
            // steps run until it is done.
            if self.manual_cards && self.manual.resolution.is_some() {
                if self.manual_auto() {
                    self.check_ousts();
                    continue;
                }
            } else if self.as_played.is_empty()
                && (self.in_play_auto()
                    || (self.combat.is_some() && self.combat_auto())
                    || (self.combat.is_none() && self.action.is_some() && self.action_auto())
                    || (self.phase == Phase::Untap && self.action.is_none() && self.untap_auto()))
            {
                self.check_ousts();
                continue;
            }
            match self.compute_options(opts) {
                None => return None,
                // A text to write is asked even alone: the option is its blank form.
                Some(_) if opts.len() == 1 && !matches!(opts[0], Choice::ManualTerms { .. }) => {
                    let only = opts[0];
                    self.perform(&only);
                }
                Some(_) if opts.is_empty() => {
                    // Defensive: a step with no option is passed.
                    self.perform(&Choice::Pass {});
                }
                decision => {
                    self.turns_without_decision = 0;
                    return decision;
                }
            }
        }
    }

    /// Starts a seat's turn with its untap phase.
    pub(crate) fn start_turn(&mut self, seat: Seat) {
        self.turn += 1;
        if let Some(max) = self.max_turns {
            if self.turn > max {
                self.time_out();
                return;
            }
        }
        // No rule covers a game where no Methuselah can decide anything (no minion left
        // anywhere, say): it would turn forever. Ten rounds of turns with only forced steps
        // end it as the time limit does (VEKN tournament rules: ½ VP to each Methuselah left).
        self.turns_without_decision += 1;
        if self.turns_without_decision > 10 * self.alive_from(seat).count() as u32 {
            self.time_out();
            return;
        }
        self.active = seat;
        self.seats[seat.index()].turns_taken += 1;
        self.phase = Phase::Untap;
        self.untap_step = UntapStep::Untap;
        self.used_this_turn.clear();
        // "This turn" ends with the turn (and anything shorter left over with it).
        self.lasting.expire(Until::Turn);
        let turn = self.turn;
        self.emit(|| Event::TurnStarts { turn, seat });
        self.emit(|| Event::PhaseStarts {
            seat,
            phase: Phase::Untap,
        });
    }

    /// 1, 2 and 3 transfers on the first three turns of the game, then 4 (p. 35).
    pub fn transfers_on_turn(turn: u32) -> u8 {
        if turn <= 3 {
            turn as u8
        } else {
            4
        }
    }

    pub(crate) fn enter_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.out_of_turn = None;
        let seat = self.active;
        match phase {
            Phase::Master => {
                // One master phase action, less one per out-of-turn master card (p. 8, p. 18).
                // More with a ready vampire's ability (p. 18: "an additional master phase
                // action").
                // Plus those a cancelled card's canceller gave back (comprehensive rules
                // "Cancel a card"; a card's text).
                let base = self.master_phase_actions(seat);
                let m = &mut self.seats[seat.index()];
                self.master_actions = base
                    .saturating_add(m.master_bonus)
                    .saturating_sub(m.out_of_turn_debt);
                m.out_of_turn_debt = 0;
                m.master_bonus = 0;
                self.trifle_used = false;
            }
            Phase::Influence => {
                // After the end of the minion phase (a vampire's trigger).
                self.minion_phase_end_abilities(seat);
                // The cards not replaced during it (The Meddling of Semsith).
                self.replace_after_minion_phase();
                // 1, 2 and 3 transfers on the first three turns of the game, then 4 (p. 35).
                self.transfers = Self::transfers_on_turn(self.turn);
                self.transfers += self.transfer_bonus(seat);
            }
            Phase::Discard => {
                self.discards = 1u8
                    .saturating_add(self.vampire_phase_actions(seat, AbilityWindow::DiscardPhase));
                self.event_played = false;
                self.modifiers_discard_phase(seat);
                // Mandatory, before anything can be played in the phase: the controller
                // does not get to use the card first (rulings [LSJ 20100723] [PIB
                // 20111002] on The Coven).
                self.discard_phase_triggers(seat);
                // An event's choice in the phase (Scourge of the Enochians).
                self.burn_small_then_pass(seat);
            }
            _ => {}
        }
        self.emit(|| Event::PhaseStarts { seat, phase });
    }

    pub(crate) fn end_turn(&mut self) {
        let turn = self.turn;
        self.seats[self.active.index()].last_turn = turn;
        // A diablerie no Methuselah's "since your last turn" reaches is forgotten.
        if !self.diableries.is_empty() {
            let oldest = self
                .seats
                .iter()
                .filter(|m| !m.ousted)
                .map(|m| m.last_turn)
                .min()
                .unwrap_or(turn);
            self.diableries.retain(|&(_, t)| t > oldest);
        }
        let next = self.prey(self.active);
        self.start_turn(next);
    }

    // ---- Untap phase (p. 17) ----

    /// Automatic part of the untap phase; true if it progressed.
    fn untap_auto(&mut self) -> bool {
        let seat = self.active;
        match self.untap_step {
            UntapStep::Untap => {
                // A withdrawal declared last turn succeeds if nothing broke it (p. 37).
                if self.seats[seat.index()].withdrawing.is_some() {
                    self.lasting.expire(Until::Unlock(seat));
                    self.withdraw_succeeds(seat);
                    return true;
                }
                // Untap all your cards (p. 17), but those kept locked by a card; what lasts
                // "until your next unlock phase" ends once they are read (a stunned minion
                // stays locked through this one).
                let relock = self.stay_locked(seat);
                self.lasting.expire(Until::Unlock(seat));
                let m = &self.seats[seat.index()];
                for &c in m.ready.iter().chain(&m.torpor).chain(&m.in_play) {
                    // An infernal minion does not unlock as normal (comprehensive rules
                    // 5, "Infernal Minions"): see `Choice::BurnPoolUnlock`.
                    if !self.facts(c).traits.contains(Traits::INFERNAL) {
                        self.cards[c.index()].tapped = false;
                    }
                }
                self.unlock_phase_starts(seat, relock);
                self.reactions_at_untap(seat);
                // The last claimant of a contested title gets it now (p. 18).
                let m = &self.seats[seat.index()];
                let waiting: Vec<CardId> = m
                    .ready
                    .iter()
                    .chain(&m.torpor)
                    .copied()
                    .filter(|&c| self.card(c).title_waiting && !self.title_contested(c))
                    .collect();
                for c in waiting {
                    self.card_mut(c).title_waiting = false;
                }
                // Cards "not replaced until your next untap phase" are replaced now.
                if self.seats[seat.index()].unreplaced > 0 {
                    self.seats[seat.index()].unreplaced = 0;
                    self.seats[seat.index()].unreplaced_combat = 0;
                    self.refill_hand(seat);
                }
                // Cards in play that act during their controller's untap phase.
                self.untap_prey_burns(seat);
                // The Edge: +1 pool (p. 17; always taken, it has no drawback).
                if self.edge == Some(seat) {
                    self.add_pool(seat, 1);
                }
                // Contests won: every other copy was yielded (p. 17).
                let won: Vec<CardId> = self.seats[seat.index()]
                    .contested
                    .iter()
                    .copied()
                    .filter(|&c| !self.has_rival_copy(c))
                    .collect();
                for c in won {
                    let to = if self.is_vampire(c) || self.is_ally(c) {
                        Region::Ready
                    } else {
                        Region::InPlay
                    };
                    self.move_card(c, to, seat);
                    self.card_mut(c).tapped = false;
                    self.emit(|| Event::ContestWon { card: c });
                }
                self.untap_step = UntapStep::Contests;
                true
            }
            UntapStep::Contests => {
                if self.contest_pending().is_none() && self.title_contest_pending().is_none() {
                    self.untap_step = UntapStep::Withdrawal;
                    return true;
                }
                false
            }
            UntapStep::Withdrawal => {
                if !self.may_withdraw(seat) {
                    self.untap_step = UntapStep::CardsInPlay;
                    return true;
                }
                false
            }
            // The window of cards in play used in the untap phase.
            UntapStep::CardsInPlay => false,
            UntapStep::Done => {
                self.enter_phase(Phase::Master);
                true
            }
        }
    }

    fn contest_pending(&self) -> Option<CardId> {
        let turn = self.turn;
        self.seats[self.active.index()]
            .contested
            .iter()
            .copied()
            .find(|&c| self.card(c).contest_turn != turn)
    }

    /// A vampire of the active Methuselah whose title contest is unpaid this turn.
    fn title_contest_pending(&self) -> Option<CardId> {
        let m = &self.seats[self.active.index()];
        m.ready
            .iter()
            .chain(&m.torpor)
            .copied()
            .find(|&c| self.card(c).title_paid_turn != self.turn && self.title_contested(c))
    }

    /// Whether a vampire contests the title of a vampire whose ability makes its contesters
    /// yield (`contesters-yield`).
    fn must_yield_title(&self, c: CardId) -> bool {
        let key = self.title_key_of(c);
        key.is_some()
            && self.seats.iter().any(|m| {
                m.ready.iter().chain(&m.torpor).any(|&x| {
                    x != c
                        && !self.card(x).title_yielded
                        && self.title_key_of(x) == key
                        && self.abilities(x).any(|e| {
                            matches!(e, crate::defs::vampires::VampireEffect::ContestersYield)
                        })
                })
            })
    }

    /// Whether another vampire in play claims the same unique title (p. 18).
    pub fn title_contested(&self, c: CardId) -> bool {
        let Some(key) = self.title_key_of(c) else {
            return false;
        };
        if self.card(c).title_yielded {
            return false;
        }
        self.seats.iter().any(|m| {
            m.ready.iter().chain(&m.torpor).any(|&x| {
                x != c && !self.card(x).title_yielded && self.title_key_of(x) == Some(key)
            })
        })
    }

    /// The title a vampire claims: one granted during the game replaces its card's (a
    /// vampire has one title, comprehensive rules 6).
    pub fn claimed_title(&self, c: CardId) -> Option<jyhad_cards::Title> {
        self.card(c).granted_title.or(self.facts(c).title)
    }

    /// What a unique title is unique over: (`city`, name) for princes, barons and
    /// archbishops, (`justicar` / `inner-circle` / `kholo`, clan), (`regent`, "");
    /// `None` for titles that are never contested (primogen, bishop…).
    pub fn title_key_of(&self, c: CardId) -> Option<(&'static str, &'static str)> {
        use jyhad_cards::Title as T;
        let f = self.facts(c);
        let clan = f.clans.first().map_or("", String::as_str);
        match self.claimed_title(c)? {
            T::InnerCircle => Some(("inner-circle", clan)),
            T::Kholo => Some(("kholo", clan)),
            T::Justicar => Some(("justicar", clan)),
            T::Regent => Some(("regent", "")),
            T::Prince | T::Baron | T::Archbishop if self.card(c).granted_title.is_none() => {
                f.title_key.as_deref().and_then(|k| k.split_once(':'))
            }
            _ => None,
        }
    }

    /// When a claimant of a unique title enters play, every claimant is in the contest; the
    /// last one standing only gets the title at its controller's next untap phase (p. 18).
    pub(crate) fn mark_title_contest(&mut self, v: CardId) {
        if !self.title_contested(v) {
            return;
        }
        let key = self.title_key_of(v);
        let claimants: Vec<CardId> = self
            .seats
            .iter()
            .flat_map(|m| m.ready.iter().chain(&m.torpor))
            .copied()
            .filter(|&x| !self.card(x).title_yielded && self.title_key_of(x) == key)
            .collect();
        for c in claimants {
            self.card_mut(c).title_waiting = true;
        }
    }

    /// A vampire's title, if it holds one now: none while contested or once yielded (p. 18).
    pub fn title_of(&self, c: CardId) -> Option<jyhad_cards::Title> {
        // The claim first: most vampires have none, and a contest scans the table.
        let title = self.claimed_title(c)?;
        if self.card(c).title_yielded || self.card(c).title_waiting || self.title_contested(c) {
            None
        } else {
            Some(title)
        }
    }

    /// Another Methuselah's copy of the same unique card is in play or contested.
    pub(crate) fn has_rival_copy(&self, c: CardId) -> bool {
        let name = &self.facts(c).name;
        let me = self.card(c).controller;
        self.seats.iter().enumerate().any(|(i, m)| {
            i != me.index()
                && !m.ousted
                && m.ready
                    .iter()
                    .chain(&m.torpor)
                    .chain(&m.in_play)
                    .chain(&m.contested)
                    .any(|&x| &self.facts(x).name == name)
        })
    }

    /// Whether a Methuselah may declare a withdrawal: library empty and fewer cards in hand
    /// than the hand size (p. 37).
    fn may_withdraw(&self, seat: Seat) -> bool {
        let m = &self.seats[seat.index()];
        m.withdrawing.is_none() && m.library.is_empty() && m.hand.len() < usize::from(m.hand_size)
    }

    fn untap_options(&self, out: &mut Vec<Choice>) -> &'static str {
        if self.untap_step == UntapStep::Contests {
            if let Some(card) = self.contest_pending() {
                out.push(Choice::Contest { card });
                out.push(Choice::Yield { card });
                return "pay 1 pool to keep contesting, or yield";
            }
        }
        if self.untap_step == UntapStep::Contests {
            if let Some(vampire) = self.title_contest_pending() {
                // Only ready vampires with blood can pay; torpid ones must yield (p. 18), and
                // so must one contesting a `contesters-yield` vampire's title.
                if self.card(vampire).region == Region::Ready
                    && self.card(vampire).counters >= 1
                    && !self.must_yield_title(vampire)
                {
                    out.push(Choice::ContestTitle { vampire });
                }
                out.push(Choice::YieldTitle { vampire });
                return "pay 1 blood to keep contesting the title, or yield it";
            }
        }
        if self.untap_step == UntapStep::Withdrawal {
            out.push(Choice::Withdraw {});
            out.push(Choice::Pass {});
            return "declare a withdrawal?";
        }
        if self.untap_step == UntapStep::CardsInPlay {
            // Its controller may burn 1 pool to unlock an infernal minion (comprehensive
            // rules 5, "Infernal Minions").
            let m = &self.seats[self.active.index()];
            for &c in m.ready.iter().chain(&m.torpor) {
                if self.card(c).tapped && m.pool > 0 && self.has_trait(c, Traits::INFERNAL) {
                    out.push(Choice::BurnPoolUnlock { minion: c });
                }
            }
        }
        out.push(Choice::Pass {});
        "untap phase"
    }

    fn untap_perform(&mut self, choice: &Choice) {
        let seat = self.active;
        match *choice {
            Choice::Contest { card } => {
                // The cost of a contest: 1 pool each untap phase (p. 17).
                self.card_mut(card).contest_turn = self.turn;
                self.add_pool(seat, -1);
            }
            Choice::Yield { card } => {
                // A yielded card is burned (p. 17).
                self.burn(card);
            }
            Choice::ContestTitle { vampire } => {
                self.card_mut(vampire).title_paid_turn = self.turn;
                self.add_blood(vampire, -1);
            }
            Choice::YieldTitle { vampire } => {
                self.card_mut(vampire).title_yielded = true;
                self.emit(|| Event::TitleYielded { vampire });
            }
            Choice::BurnPoolUnlock { minion } => {
                self.add_pool(seat, -1);
                self.untap_minion(minion);
            }
            Choice::Withdraw {} => {
                self.seats[seat.index()].withdrawing = Some(self.turn);
                self.emit(|| Event::Withdrawing { seat });
                self.untap_step = UntapStep::CardsInPlay;
            }
            _ => self.untap_step = UntapStep::CardsInPlay,
        }
    }

    fn withdraw_succeeds(&mut self, seat: Seat) {
        // A successful withdrawal is worth 1 VP in the Fifth Edition rulebook (p. 37); the
        // predator gains nothing.
        self.emit(|| Event::Withdraws { seat });
        self.gain_vp(seat, OUST_HALF_VP);
        self.leave_game(seat);
        self.seats[seat.index()].withdrawn = true;
        self.after_leaving();
        if self.phase != Phase::Over {
            self.end_turn();
        }
    }

    // ---- Master phase (p. 18) ----

    fn master_options(&self, out: &mut Vec<Choice>) {
        let seat = self.active;
        if self.master_actions > 0 {
            for &card in &self.seats[seat.index()].hand {
                if self.master_playable(seat, card) {
                    out.push(Choice::Master { card });
                }
            }
        }
        out.push(Choice::Pass {});
    }

    fn master_playable(&self, seat: Seat, card: CardId) -> bool {
        // The compact kinds table first: most cards in hand are no master card.
        if !self.defs.has_kind(self.card(card).def, PlayKind::Master) {
            return false;
        }
        let Some(def) = self.defs.get(self.card(card).def) else {
            return false;
        };
        let f = self.facts(card);
        def.kind == PlayKind::Master
            && !f.out_of_turn
            && i32::from(f.pool_cost) <= self.seats[seat.index()].pool
            && self.master_requirements_met(seat, card)
            && !self.controls_unique_copy(seat, card)
            && self.master_words_allow(seat, card)
    }

    /// A unique card whose copy its player already controls (in play or contested) is not
    /// playable: you cannot control two, nor contest with yourself (rulebook p. 17; ruling
    /// [PIB 20121031] on Visit from the Capuchin, [LSJ 20040722] on Chain of Command).
    pub(crate) fn controls_unique_copy(&self, seat: Seat, card: CardId) -> bool {
        let f = self.facts(card);
        let m = &self.seats[seat.index()];
        f.unique
            && m.ready
                .iter()
                .chain(&m.torpor)
                .chain(&m.in_play)
                .chain(&m.contested)
                .any(|&x| x != card && self.facts(x).name == f.name)
    }

    /// A master card with a clan or discipline requirement needs a ready minion you control
    /// that meets it (p. 7, "Prérequis pour jouer des cartes").
    pub(crate) fn master_requirements_met(&self, seat: Seat, card: CardId) -> bool {
        let f = self.facts(card);
        let needs = !f.clans.is_empty() || f.requirement.as_ref().is_some_and(|r| !r.0.is_empty());
        (!needs
            || self.seats[seat.index()]
                .ready
                .iter()
                .any(|&m| self.meets_requirements(m, card)))
            && self.master_title_met(seat, card)
    }

    /// A master card requiring a title (`requires-title=prince+baron+archbishop`: Papillon's
    /// "city title", the titles the comprehensive rules tie to a city) needs a ready
    /// vampire you control with one (comprehensive rules "Requirements").
    fn master_title_met(&self, seat: Seat, card: CardId) -> bool {
        let Some(def) = self.defs.get(self.card(card).def) else {
            return true;
        };
        def.action_effects().all(|e| match e {
            crate::defs::actions::ActionEffect::RequiresTitle(ts) => {
                self.seats[seat.index()].ready.iter().any(|&m| {
                    self.is_vampire(m) && self.meets_title(m, |t| ts.is_empty() || ts.contains(&t))
                })
            }
            _ => true,
        })
    }

    fn master_perform(&mut self, choice: &Choice) {
        let seat = self.active;
        match *choice {
            Choice::Master { card } => {
                self.master_actions -= 1;
                self.note_played_this_turn(card);
                // Others may cancel it as it is played (comprehensive rules "Playing a Card").
                if !self.open_as_played(seat, card, crate::state::PlayedHow::Master) {
                    self.master_takes_effect(seat, card);
                }
            }
            _ => self.enter_phase(Phase::Minion),
        }
    }

    /// A master card played with a master phase action takes effect, once nobody cancelled
    /// it: a trifle's extra action (not for a cancelled trifle: rulings [LSJ 20090126] on
    /// Sudden Reversal), its cost, its effect.
    pub(crate) fn master_takes_effect(&mut self, seat: Seat, card: CardId) {
        let f = self.facts(card);
        // A trifle gives one more master phase action, once per phase (p. 8).
        if f.trifle && !self.trifle_used {
            self.trifle_used = true;
            self.master_actions += 1;
        }
        self.add_pool(seat, -i32::from(f.pool_cost));
        self.resolve_master(seat, card);
    }

    /// A master card takes effect: locations and unique cards stay in play (p. 8), others
    /// go to the ash heap; it is replaced.
    pub(crate) fn resolve_master(&mut self, seat: Seat, card: CardId) {
        self.emit(|| Event::MasterPlayed { seat, card });
        let f = self.facts(card);
        if f.becomes_ally {
            // It becomes an ally in the ready region, with its life; brought into play
            // otherwise than recruited, it may act this turn (comprehensive rules "Recruit
            // Ally"); a unique one may be contested (p. 17).
            self.move_card(card, Region::Ready, seat);
            self.card_mut(card).tapped = false;
            self.add_blood(card, i32::from(f.life.unwrap_or(1)));
            self.enter_unique(card);
        } else if f.location || f.unique || self.stays_in_play(card) {
            // A unique card may be contested (p. 17).
            self.move_card(card, Region::InPlay, seat);
            self.enter_unique(card);
            self.master_enters_play(card);
        } else {
            self.burn_quiet(card);
            self.master_one_shot(seat, card);
        }
        self.replace_played(card, seat);
    }

    /// A unique card entering play contests other copies (p. 17).
    pub(crate) fn enter_unique(&mut self, card: CardId) {
        let f = self.facts(card);
        let unique = f.kind == CardKind::Crypt || f.unique;
        // Some vampires are not unique (their text says so, p. 17).
        if !unique
            || self
                .abilities(card)
                .any(|e| *e == crate::defs::vampires::VampireEffect::NotUnique)
        {
            return;
        }
        let seat = self.card(card).controller;
        let name = &f.name;
        // You cannot contest with yourself: the incoming copy is burned (CR 4.1).
        let own = self.seats[seat.index()]
            .ready
            .iter()
            .chain(&self.seats[seat.index()].torpor)
            .chain(&self.seats[seat.index()].in_play)
            .chain(&self.seats[seat.index()].contested)
            .any(|&x| x != card && &self.facts(x).name == name);
        if own {
            self.burn(card);
            return;
        }
        if !self.has_rival_copy(card) {
            return;
        }
        let mut copies = vec![card];
        for m in &self.seats {
            for &x in m.ready.iter().chain(&m.torpor).chain(&m.in_play) {
                if x != card && &self.facts(x).name == name {
                    copies.push(x);
                }
            }
        }
        for c in copies {
            let ctl = self.card(c).controller;
            // Attached cards stay with it, out of play with it.
            self.move_card(c, Region::Contested, ctl);
            self.card_mut(c).contest_turn = self.turn;
            self.emit(|| Event::Contested { card: c });
        }
    }

    // ---- Influence phase (p. 35) ----

    fn influence_options(&self, out: &mut Vec<Choice>) {
        let seat = self.active;
        let m = &self.seats[seat.index()];
        for &v in &m.uncontrolled {
            if self.card(v).counters >= self.capacity(v) {
                out.push(Choice::BringOut { vampire: v });
            }
        }
        // A card forbidding transfers is rare: asked once, not for every vampire.
        let forbids = self.transfers_forbidden_anywhere();
        let allowed = |v| !forbids || self.transfers_allowed(v);
        if self.transfers >= 1 && m.pool >= 1 {
            for &v in &m.uncontrolled {
                if allowed(v) {
                    out.push(Choice::Transfer { to: v });
                }
            }
        }
        if self.transfers >= 2 {
            for &v in &m.uncontrolled {
                if self.card(v).counters > 0 && allowed(v) {
                    out.push(Choice::TransferBack { from: v });
                }
            }
        }
        if self.transfers >= 4 && m.pool >= 1 && !m.crypt.is_empty() {
            out.push(Choice::DrawCrypt {});
        }
        out.push(Choice::Pass {});
    }

    fn influence_perform(&mut self, choice: &Choice) {
        let seat = self.active;
        match *choice {
            Choice::Transfer { to } => {
                self.transfers -= 1;
                self.add_pool(seat, -1);
                self.add_blood(to, 1);
            }
            Choice::TransferBack { from } => {
                self.transfers -= 2;
                self.add_blood(from, -1);
                self.add_pool(seat, 1);
            }
            Choice::DrawCrypt {} => {
                self.transfers -= 4;
                self.add_pool(seat, -1);
                if let Some(c) = self.seats[seat.index()].crypt.pop() {
                    self.card_mut(c).region = Region::Uncontrolled;
                    self.seats[seat.index()].uncontrolled.push(c);
                    self.emit(|| Event::CryptDraw { seat });
                }
            }
            Choice::BringOut { vampire } => {
                // Face up in the ready region, untapped; excess blood drains (p. 35).
                self.move_card(vampire, Region::Ready, seat);
                let cap = self.capacity(vampire);
                let turn = self.turn;
                let card = self.card_mut(vampire);
                card.tapped = false;
                card.entered_turn = turn;
                if card.counters > cap {
                    let excess = i32::from(card.counters - cap);
                    self.add_blood(vampire, -excess);
                }
                self.emit(|| Event::BringsOut { seat, vampire });
                // Scarce: 3 pool for each vampire of its clan its Methuselah already
                // controls (comprehensive rules 7, "Traits").
                if self.has_trait(vampire, Traits::SCARCE) {
                    let clan = self.facts(vampire).clans.first();
                    let m = &self.seats[seat.index()];
                    let same = m
                        .ready
                        .iter()
                        .chain(&m.torpor)
                        .filter(|&&v| {
                            v != vampire
                                && self.is_vampire(v)
                                && self.facts(v).clans.first() == clan
                        })
                        .count() as i32;
                    self.add_pool(seat, -3 * same);
                }
                // An "as it enters play" ability comes before a contest (rulings [LSJ
                // 20080526] [RTR 20180303] [ANK 20211214] on Anarch Convert).
                if !self.entered_play(vampire) {
                    self.enters_contests(vampire);
                }
            }
            _ => self.enter_phase(Phase::Discard),
        }
    }

    // ---- Discard phase (p. 36) ----

    fn discard_options(&self, out: &mut Vec<Choice>) {
        if self.discards > 0 {
            // A discard may cost pool (Camarilla Threat): offered only if it can be paid.
            let m = &self.seats[self.active.index()];
            if m.pool >= self.discard_pool_cost() {
                for &card in &m.hand {
                    out.push(Choice::Discard { card });
                }
            }
            self.event_options(out);
            self.burn_event_uses(self.active, out);
        }
        self.discard_phase_ability_options(out);
        out.push(Choice::Pass {});
    }

    fn discard_perform(&mut self, choice: &Choice) {
        let seat = self.active;
        match *choice {
            Choice::PlayEvent { card } => {
                self.discards -= 1;
                self.put_event_in_play(seat, card);
            }
            Choice::Discard { card } => {
                self.discards -= 1;
                let cost = self.discard_pool_cost();
                if cost > 0 {
                    self.add_pool(seat, -cost);
                }
                if self.defs.get(self.card(card).def).is_none() && !self.generic_play_kind(card) {
                    self.emit(|| Event::NotImplemented { card });
                }
                self.discard_played(card, seat);
            }
            _ => self.end_turn(),
        }
    }

    /// Cards the rules play without a definition (equipment, retainers, allies, political
    /// actions use their default actions).
    pub(crate) fn generic_play_kind(&self, card: CardId) -> bool {
        use jyhad_cards::LibraryTypes as T;
        let t = self.facts(card).types;
        t.contains(T::EQUIPMENT)
            || t.contains(T::RETAINER)
            || t.contains(T::ALLY)
            || t.contains(T::POLITICAL_ACTION)
    }

    // ---- Ending the game (p. 37) ----

    pub(crate) fn gain_vp(&mut self, seat: Seat, half: u16) {
        self.seats[seat.index()].half_vp += half;
        self.emit(|| Event::Vp { seat, half });
    }

    /// Ousts every Methuselah at 0 pool, all at once: each one's predator gains 1 VP and
    /// 6 pool, only the VP if ousted at the same moment (p. 37).
    #[inline]
    pub(crate) fn check_ousts(&mut self) {
        // Checked after every step: nobody at 0 pool is the common case, inlined.
        if self.phase != Phase::Over && self.seats.iter().any(|m| m.pool <= 0 && !m.ousted) {
            self.oust_now();
        }
    }

    /// Ousts every Methuselah at 0 pool at once (the rest of [`State::check_ousts`]).
    #[inline(never)]
    fn oust_now(&mut self) {
        let out: Vec<Seat> = (0..self.seats.len())
            .map(|i| Seat(i as u8))
            .filter(|s| !self.seats[s.index()].ousted && self.seats[s.index()].pool <= 0)
            .collect();
        if out.is_empty() {
            return;
        }
        // Predators are taken before anyone leaves: each ousted seat's predator is the
        // nearest earlier seat not ousted before this moment.
        let predators: Vec<Seat> = out.iter().map(|&s| self.predator(s)).collect();
        for (&s, &p) in out.iter().zip(&predators) {
            self.emit(|| Event::Ousted { seat: s });
            if p != s {
                self.gain_vp(p, OUST_HALF_VP);
                if !out.contains(&p) {
                    self.add_pool(p, OUST_POOL);
                }
            }
        }
        let active_out = out.contains(&self.active);
        for &s in &out {
            self.leave_game(s);
        }
        self.after_leaving();
        if self.phase != Phase::Over && active_out {
            self.abandon_in_progress();
            self.end_turn();
        }
    }

    /// Removes a seat from the game: every card it controls is removed (p. 37).
    fn leave_game(&mut self, seat: Seat) {
        self.seats[seat.index()].ousted = true;
        // An ousted Methuselah decides nothing more: a follow-up it was to decide is gone
        // with its cards (p. 37), e.g. a vampire's untap after a referendum that ousted it.
        if self.follow_up.is_some_and(|f| f.seat() == seat) {
            self.follow_up = None;
        }
        if self.edge == Some(seat) {
            self.set_edge(None);
        }
        let m = &self.seats[seat.index()];
        let controlled: Vec<CardId> = m
            .ready
            .iter()
            .chain(&m.torpor)
            .chain(&m.in_play)
            .chain(&m.contested)
            .copied()
            .collect();
        for c in controlled {
            if self.card(c).region != Region::Removed && self.card(c).region != Region::AshHeap {
                self.remove_from_game(c);
            }
        }
        // An action or combat involving a removed minion stops.
        let actor_gone = self
            .action
            .as_ref()
            .is_some_and(|a| self.card(a.actor).region == Region::Removed);
        let fighter_gone = self.combat.as_ref().is_some_and(|c| {
            c.sides
                .iter()
                .any(|&x| self.card(x).region == Region::Removed)
        });
        if actor_gone || fighter_gone {
            self.abandon_in_progress();
        }
    }

    /// Stops the action, combat and referendum in progress; a card left being played goes
    /// to its owner's ash heap (or out of the game with an ousted owner).
    pub(crate) fn abandon_in_progress(&mut self) {
        let mut limbo: Vec<CardId> = self.as_played.drain(..).map(|p| p.card).collect();
        if let Some(a) = self.action.take() {
            limbo.extend(Self::action_card(a.kind));
        }
        if let Some(crate::state::Referendum {
            kind: crate::state::ReferendumKind::Political { card },
            ..
        }) = self.referendum.take()
        {
            limbo.push(card);
        }
        self.combat = None;
        self.manual.resolution = None;
        self.discipline_gain = None;
        self.lasting.expire(Until::Combat);
        self.lasting.expire(Until::Referendum);
        self.diablerie_items = None;
        for c in limbo {
            if self.card(c).region == Region::Limbo {
                if self.seats[self.card(c).owner.index()].ousted {
                    self.remove_from_game(c);
                } else {
                    self.burn_quiet(c);
                }
            }
        }
    }

    /// The last Methuselah standing gains 1 VP and the game ends (p. 37).
    fn after_leaving(&mut self) {
        let alive: Vec<Seat> = self.alive_from(Seat(0)).collect();
        if alive.len() <= 1 {
            if let Some(&last) = alive.first() {
                self.gain_vp(last, OUST_HALF_VP);
            }
            self.finish();
        }
    }

    /// Tournament time-out: each remaining Methuselah gains ½ VP (VEKN rule).
    fn time_out(&mut self) {
        self.timed_out = true;
        let turn = self.turn - 1;
        self.turn = turn;
        self.emit(|| Event::TimedOut { turn });
        let alive: Vec<Seat> = self.alive_from(Seat(0)).collect();
        for s in alive {
            self.gain_vp(s, 1);
        }
        self.finish();
    }

    fn finish(&mut self) {
        self.phase = Phase::Over;
        self.abandon_in_progress();
        let winner = self.winner();
        self.emit(|| Event::GameOver { winner });
    }

    /// The Methuselah with strictly the most VP; a tie has no winner (p. 37).
    pub fn winner(&self) -> Option<Seat> {
        let best = self.seats.iter().map(|m| m.half_vp).max()?;
        let mut top = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, m)| m.half_vp == best);
        let (i, _) = top.next()?;
        if top.next().is_some() || best == 0 {
            None
        } else {
            Some(Seat(i as u8))
        }
    }
}
