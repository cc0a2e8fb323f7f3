//! Minion phase actions: announcing, blocking, modifiers and reactions, resolution
//! (rulebook p. 19–27; comprehensive rules 4.3).

use crate::choice::Choice;
use crate::defs::ability::{self, Stat};
use crate::defs::PlayKind;
use crate::effects::reactions::Window;
use crate::event::{ActionWord, Event};
use crate::ids::CardId;
use crate::state::{ActionKind, ActionStage, ActionState, Phase, ReferendumKind, Region, State};
use jyhad_cards::LibraryTypes as T;
use jyhad_table::Seat;

impl State {
    // ---- Minion phase: which actions can be announced ----

    /// A minion that can act now: untapped and ready, not an ally recruited this turn (p. 22).
    fn can_act(&self, m: CardId) -> bool {
        let c = self.card(m);
        let fresh_ally = self.is_ally(m) && c.entered_turn == self.turn;
        !c.tapped && !fresh_ally
    }

    fn card_used(&self, minion: CardId, card: CardId) -> bool {
        let def = self.card(card).def;
        self.used_this_turn
            .iter()
            .any(|&(m, d)| m == minion && d == def)
    }

    /// Whether a minion can pay a card's costs played as `kind` (`None`: as any of its
    /// types): its blood cost as the minion's abilities change it ([`State::cost_of`]), its
    /// pool cost (p. 7).
    #[inline]
    pub(crate) fn can_pay(&self, minion: CardId, card: CardId, kind: Option<PlayKind>) -> bool {
        let f = self.facts(card);
        let seat = self.card(minion).controller;
        self.card(minion).counters >= self.cost_of(card, minion, kind)
            && self.seats[seat.index()].pool >= i32::from(f.pool_cost)
    }

    /// `cost` halved, rounded down, when a card on `by` halves the blood of the cards it
    /// plays (`if=not:card-kind:modifier target=host half-blood-cost`) and the card is not
    /// played as an action modifier.
    pub(crate) fn blood_cost_halved(
        &self,
        by: CardId,
        card: CardId,
        kind: Option<PlayKind>,
        cost: u8,
    ) -> u8 {
        // Only equipment statics halve costs: no card in play with statics, no scan.
        if cost == 0
            || !self.is_minion_in_play(by)
            || !self.seat_has_words(
                self.card(by).controller,
                crate::defs::masters::word::ABILITY_STATIC,
            )
        {
            return cost;
        }
        let modifier = match kind {
            Some(k) => k == PlayKind::Modifier,
            None => self
                .facts(card)
                .types
                .contains(jyhad_cards::LibraryTypes::ACTION_MODIFIER),
        };
        let halves = self.attached(by).any(|x| {
            self.in_play_def(x).is_some_and(|d| {
                d.abilities.iter().any(|ab| {
                    ab.is_static()
                        && ab.verbs == [ability::Verb::BloodCostHalf]
                        && ab.conds.iter().all(|c| match c {
                            ability::Cond::NotCardKind(PlayKind::Modifier) => !modifier,
                            _ => false,
                        })
                })
            })
        });
        if halves {
            cost / 2
        } else {
            cost
        }
    }

    /// Whether a minion can pay a combat card's costs: its blood cost as the minion's
    /// abilities change it (Adana de Sforza), its pool cost (p. 7).
    pub(crate) fn can_pay_combat(&self, minion: CardId, card: CardId, opp: CardId) -> bool {
        let f = self.facts(card);
        let seat = self.card(minion).controller;
        self.card(minion).counters >= self.combat_blood_cost(minion, card, opp)
            && self.seats[seat.index()].pool >= i32::from(f.pool_cost)
    }

    pub(crate) fn minion_options(&self, out: &mut Vec<Choice>) {
        let seat = self.active;
        let m = &self.seats[seat.index()];
        // A ready vampire with no blood must hunt before any other action (p. 20, p. 22).
        let mut mandatory = false;
        for &v in &m.ready {
            if self.is_vampire(v)
                && self.can_act(v)
                && self.card(v).counters == 0
                && !self.modifiers_stuck(v)
            {
                out.push(Choice::Hunt { minion: v });
                mandatory = true;
            }
        }
        if mandatory {
            return;
        }
        // The hand cards a minion could play here, found once, when a minion first may act.
        let mut playable: Option<u64> = None;
        for &minion in &m.ready {
            self.minion_action_options(seat, minion, &mut playable, out);
        }
        // A torpid vampire may only leave torpor, for 2 blood (p. 23, p. 34).
        for &v in &m.torpor {
            if !self.card(v).tapped && self.is_vampire(v) && self.card(v).counters >= 2 {
                out.push(Choice::LeaveTorpor { minion: v });
            }
        }
        out.push(Choice::Pass {});
        self.modifiers_filter_actions(out);
    }

    /// The actions a ready minion of `seat` may take now (`playable`: the hand cards of
    /// the minion phase, found by the first minion that may act).
    pub(crate) fn minion_action_options(
        &self,
        seat: Seat,
        minion: CardId,
        playable: &mut Option<u64>,
        out: &mut Vec<Choice>,
    ) {
        let m = &self.seats[seat.index()];
        let prey = self.prey(seat);
        {
            // An empty vampire that may not hunt again is stuck (Change of Target); an ally
            // that cannot act (`cannot-act`).
            if !self.can_act(minion)
                || (!self.is_vampire(minion) && self.ally_has(minion, ability::Verb::CannotAct))
                || (self.card(minion).counters == 0 && self.modifiers_stuck(minion))
            {
                return;
            }
            let vampire = self.is_vampire(minion);
            // One bleed per minion per turn (p. 21); you never bleed yourself.
            if self.card(minion).bled_turn != self.turn && prey != seat {
                out.push(Choice::Bleed {
                    minion,
                    target: prey,
                });
            }
            if vampire {
                out.push(Choice::Hunt { minion });
            } else {
                self.ally_action_options(seat, minion, out);
            }
            let req = self.minion_req(minion);
            let playable = *playable.get_or_insert_with(|| self.minion_phase_cards(&m.hand));
            for (i, &card) in m.hand.iter().enumerate() {
                if i < 64 && playable & 1 << i == 0 {
                    continue;
                }
                let f = self.facts(card);
                let t = f.types;
                if self.card_used(minion, card)
                    || !self.levels_met(&req, card).0
                    || !self.can_pay(minion, card, None)
                    // A card played by its type alone: what its text requires (issue 18).
                    || (f.needs.is_some()
                        && self.defs.get(self.card(card).def).is_none()
                        && !self.text_needs_met(minion, card))
                    // A manual card whose cost is X: `manual-play … x=N` (issue 18).
                    || (f.cost_is_x && self.manual_cards && self.is_manual_card(card))
                {
                    continue;
                }
                if t.contains(T::EQUIPMENT) {
                    if self.may_carry(minion, card) {
                        out.push(Choice::Equip { minion, card });
                    }
                } else if t.contains(T::RETAINER) {
                    out.push(Choice::Employ { minion, card });
                } else if t.contains(T::ALLY) {
                    out.push(Choice::Recruit { minion, card });
                } else if self.defs.has_kind(self.card(card).def, PlayKind::Action)
                    && self
                        .defs
                        .get(self.card(card).def)
                        .is_some_and(|d| d.kind == PlayKind::Action)
                {
                    for (level, def) in
                        self.playable_levels_req(minion, card, Some(PlayKind::Action), || req)
                    {
                        // An action card's bleed is a bleed: once per turn, at the prey (p. 21, p. 23).
                        if def.kind != PlayKind::Action
                            || (def.bleeds
                                && (self.card(minion).bled_turn == self.turn || prey == seat))
                            || (def.hunt != 0 && !vampire)
                            || (Self::action_card_at_prey(def) && prey == seat)
                            || !self.action_card_allowed(minion, card, def)
                            || self.card(minion).counters
                                < self.action_card_blood_cost(seat, minion, card, def)
                        {
                            continue;
                        }
                        match self.action_card_targets(seat, minion, def) {
                            Some(targets)
                                if !targets.is_empty() || Self::card_target_directs(def) =>
                            {
                                for t in targets {
                                    out.push(Choice::ActionCard {
                                        minion,
                                        card,
                                        level,
                                        target: Some(t),
                                    });
                                }
                            }
                            _ => out.push(Choice::ActionCard {
                                minion,
                                card,
                                level,
                                target: None,
                            }),
                        }
                    }
                } else if t.contains(T::POLITICAL_ACTION)
                    && vampire
                    && self.card(minion).political_turn != self.turn
                    && !self.repeat_forbidden(seat, card)
                    && self.political_title_met(minion, card)
                    && self.political_terms_possible(seat, minion, card)
                    && !self.played_once_already(card)
                {
                    // Only vampires play political actions, once per turn each (p. 12, p. 22).
                    out.push(Choice::PoliticalAction { minion, card });
                }
            }
            for &other in m.ready.iter().chain(&m.torpor) {
                if other != minion {
                    for item in self.attached(other) {
                        if self.facts(item).types.contains(T::EQUIPMENT)
                            && self.may_carry(minion, item)
                        {
                            out.push(Choice::TakeEquipment { minion, item });
                        }
                    }
                }
            }
            // Scanned only in games with such a vampire.
            if vampire && self.vampires_have(Some(crate::defs::ability::Window::MinionAction)) {
                self.ability_action_options(minion, out);
            }
            if vampire {
                for s in self.alive_from(seat) {
                    for &target in &self.seats[s.index()].torpor {
                        // Rescue: 2 blood, paid by either vampire or shared (p. 23).
                        let (mine, theirs) =
                            (self.card(minion).counters, self.card(target).counters);
                        for pays in 0..=2u8 {
                            if mine >= pays && theirs >= 2 - pays {
                                out.push(Choice::Rescue {
                                    minion,
                                    target,
                                    pays,
                                });
                            }
                        }
                        // A Blood Cursed vampire cannot commit diablerie (comprehensive
                        // rules 7, "Traits").
                        if !self.has_trait(minion, jyhad_cards::Traits::BLOOD_CURSED) {
                            out.push(Choice::Diablerie { minion, target });
                        }
                    }
                }
                // Become Anarch: untitled non-Anarch vampires (p. 24).
                if !self.is_anarch(minion)
                    && self.title_of(minion).is_none()
                    && self.card(minion).counters >= self.anarch_cost(seat, minion)
                {
                    out.push(Choice::BecomeAnarch { minion });
                }
            }
        }
        // Actions never take as target a minion its Methuselah protects from the others'
        // actions (Secure Haven: `untargetable`).
        if self.any_has_words(crate::defs::masters::word::UNTARGETABLE) {
            out.retain(|c| match *c {
                Choice::ActionCard {
                    minion,
                    target: Some(t),
                    ..
                }
                | Choice::AbilityAction {
                    minion,
                    target: Some(t),
                }
                | Choice::Rescue {
                    minion, target: t, ..
                }
                | Choice::Diablerie { minion, target: t }
                | Choice::EnterCombat { minion, target: t } => self.may_target(minion, t),
                _ => true,
            });
        }
    }

    /// The hand cards a minion could play in the minion phase, a bit per hand position:
    /// equipment, retainers, allies and political actions by type, action cards by
    /// definition (cards past the 64th have no bit: the caller always looks at them).
    fn minion_phase_cards(&self, hand: &[CardId]) -> u64 {
        let by_type = T(T::EQUIPMENT.0 | T::RETAINER.0 | T::ALLY.0 | T::POLITICAL_ACTION.0);
        hand.iter().take(64).enumerate().fold(0, |acc, (i, &c)| {
            if self.facts(c).types.intersects(by_type)
                || self.defs.has_kind(self.card(c).def, PlayKind::Action)
            {
                acc | 1 << i
            } else {
                acc
            }
        })
    }

    /// 2 blood, or 1 if the controller controls another ready Anarch (p. 24).
    fn anarch_cost(&self, seat: Seat, minion: CardId) -> u8 {
        let other = self.seats[seat.index()]
            .ready
            .iter()
            .any(|&v| v != minion && self.is_vampire(v) && self.is_anarch(v));
        if other {
            1
        } else {
            2
        }
    }

    pub(crate) fn minion_perform(&mut self, choice: &Choice) {
        if let Some(o) = self.out_of_turn {
            self.out_of_turn_perform(o, choice);
            return;
        }
        self.minion_perform_action(choice);
    }

    /// Performs a minion phase choice: an action announced by `acting_seat`'s minion, or
    /// the phase's end.
    pub(crate) fn minion_perform_action(&mut self, choice: &Choice) {
        let seat = self.acting_seat();
        let (actor, kind, card) = match *choice {
            Choice::Bleed { minion, target } => (minion, ActionKind::Bleed { target }, None),
            Choice::Hunt { minion } => (minion, ActionKind::Hunt, None),
            Choice::Equip { minion, card } => (minion, ActionKind::Equip { card }, Some(card)),
            Choice::TakeEquipment { minion, item } => {
                (minion, ActionKind::EquipFrom { item }, None)
            }
            Choice::Employ { minion, card } => (minion, ActionKind::Employ { card }, Some(card)),
            Choice::Recruit { minion, card } => (minion, ActionKind::Recruit { card }, Some(card)),
            Choice::PoliticalAction { minion, card } => {
                self.note_played_once(card);
                (minion, ActionKind::Political { card }, Some(card))
            }
            Choice::ActionCard {
                minion,
                card,
                level,
                target,
            } => (
                minion,
                ActionKind::Card {
                    card,
                    superior: crate::choice::is_superior(level),
                    target,
                },
                Some(card),
            ),
            Choice::Rescue {
                minion,
                target,
                pays,
            } => (
                minion,
                ActionKind::Rescue {
                    target,
                    actor_pays: pays,
                },
                None,
            ),
            Choice::Diablerie { minion, target } => {
                (minion, ActionKind::Diablerie { target }, None)
            }
            Choice::LeaveTorpor { minion } => (minion, ActionKind::LeaveTorpor, None),
            Choice::EnterCombat { minion, target } => {
                (minion, ActionKind::EnterCombat { target }, None)
            }
            Choice::BecomeAnarch { minion } => (minion, ActionKind::BecomeAnarch, None),
            // A bleed its own ability gives, with its bonus and its cost (paid on success);
            // never a vampire's own referendum (the arm below).
            Choice::AbilityAction {
                minion,
                target: None,
            } if self.ability_bleed(minion).is_some() && !self.calls_own_referendum(minion) => {
                let (bonus, cost) = self.ability_bleed(minion).unwrap_or_default();
                let prey = self.prey(seat);
                self.announce(seat, minion, ActionKind::Bleed { target: prey }, None);
                if let Some(a) = self.action.as_mut() {
                    a.bleed = a.bleed.saturating_add(bonus);
                    a.ability_cost = cost;
                }
                return;
            }
            // A vampire's own referendum is a political action (comprehensive rules
            // "Political Action").
            Choice::AbilityAction { minion, .. } if self.calls_own_referendum(minion) => {
                (minion, ActionKind::Referendum { source: minion }, None)
            }
            Choice::AbilityAction { minion, target } => {
                let kind = ActionKind::Ability { target };
                // Not taken again this turn at the same target (rulebook p. 22; rulings
                // [LSJ 20080725] [RTR 19950509] on Change of Target).
                let turn = self.turn;
                self.mods.no_repeat.push((turn, minion, kind));
                (minion, kind, None)
            }
            _ => {
                // The phase's Methuselah passes: the others in turn may act out of turn
                // with a card in play (comprehensive rules "Sequencing").
                if !self.offer_out_of_turn(0) {
                    self.enter_phase(Phase::Influence);
                }
                return;
            }
        };
        self.announce(seat, actor, kind, card);
    }

    /// Announces an action: the card is played, the minion taps (p. 24).
    pub(crate) fn announce(
        &mut self,
        seat: Seat,
        actor: CardId,
        kind: ActionKind,
        card: Option<CardId>,
    ) {
        self.card_mut(actor).tapped = true;
        self.mods_on_announce(actor);
        if let Some(c) = card {
            self.used_this_turn.push((actor, self.card(c).def));
            self.move_card(c, Region::Limbo, seat);
            self.replace_played(c, seat);
        }
        let mut bleed = self.current_bleed(actor);
        let other_controller = |s: &State, target: CardId| {
            let ctl = s.card(target).controller;
            (ctl != seat).then_some(ctl)
        };
        // Default stealth and direction of each action (p. 21–24).
        let (stealth, directed_at, word) = match kind {
            ActionKind::Bleed { target } => {
                self.card_mut(actor).bled_turn = self.turn;
                (0, Some(target), ActionWord::Bleed)
            }
            ActionKind::Hunt => (1, None, ActionWord::Hunt),
            ActionKind::Equip { .. } => (1, None, ActionWord::Equip),
            ActionKind::EquipFrom { .. } => (1, None, ActionWord::TakeEquipment),
            ActionKind::Employ { .. } => (1, None, ActionWord::Employ),
            ActionKind::Recruit { .. } => (1, None, ActionWord::Recruit),
            ActionKind::Political { .. } => {
                // Political actions are never directed (p. 26).
                self.card_mut(actor).political_turn = self.turn;
                (1, None, ActionWord::Political)
            }
            // One political action each turn, by card or by ability (comprehensive rules
            // "Political Action").
            ActionKind::Referendum { source } => {
                self.card_mut(actor).political_turn = self.turn;
                (self.referendum_stealth(source), None, ActionWord::Political)
            }
            ActionKind::Rescue { target, .. } => {
                let d = other_controller(self, target);
                (if d.is_some() { 0 } else { 1 }, d, ActionWord::Rescue)
            }
            ActionKind::Diablerie { target } => {
                let d = other_controller(self, target);
                (if d.is_some() { 0 } else { 1 }, d, ActionWord::Diablerie)
            }
            ActionKind::LeaveTorpor => (1, None, ActionWord::LeaveTorpor),
            ActionKind::BecomeAnarch => (1, None, ActionWord::BecomeAnarch),
            // Directed at the target's controller (p. 21: a directed action has no stealth).
            ActionKind::EnterCombat { target } => {
                (0, other_controller(self, target), ActionWord::CardAction)
            }
            ActionKind::Granted { card, how } => {
                let (stealth, at) = self.granted_action_terms(actor, card, how);
                (stealth, at, ActionWord::CardAction)
            }
            // Directed at the target's controller when another Methuselah (p. 21).
            ActionKind::Ability { target } => (
                self.ability_action_stealth(actor),
                target.and_then(|t| other_controller(self, t)),
                ActionWord::CardAction,
            ),
            ActionKind::Card {
                card,
                superior,
                target,
            } => {
                let def = self.defs.get_at(self.card(card).def, superior).cloned();
                let stealth = def.as_ref().map_or(0, |d| d.stealth);
                match def {
                    Some(d) if d.bleeds => {
                        // A bleed action card: directed at the prey, counts as the bleed (p. 23).
                        self.card_mut(actor).bled_turn = self.turn;
                        bleed = bleed.saturating_add(d.bleed);
                        (stealth, Some(self.prey(seat)), ActionWord::ActionCard)
                    }
                    // Ⓓ actions against the prey's hand or a minion (p. 23).
                    Some(d) if Self::action_card_at_prey(&d) => {
                        (stealth, Some(self.prey(seat)), ActionWord::ActionCard)
                    }
                    Some(d) if target.is_some() && Self::card_target_directs(&d) => (
                        stealth,
                        target.map(|t| self.card(t).controller),
                        ActionWord::ActionCard,
                    ),
                    _ => (stealth, None, ActionWord::ActionCard),
                }
            }
        };
        // Bleed the target's vampires give minions of a clan against them (it counts in a
        // bleed only).
        if let Some(at) = directed_at {
            bleed = bleed.saturating_add(self.bleed_against(at, actor));
        }
        // Directed: only the target blocks; undirected: prey first, then predator (p. 25).
        let blockers = match directed_at {
            Some(t) => vec![t],
            None => {
                let (prey, pred) = (self.prey(seat), self.predator(seat));
                let mut v = Vec::with_capacity(2);
                if prey != seat {
                    v.push(prey);
                }
                if pred != seat && pred != prey {
                    v.push(pred);
                }
                v
            }
        };
        let mut a = ActionState {
            actor,
            kind,
            stealth,
            bleed,
            directed: directed_at.is_some(),
            blockers,
            next_blocker: 0,
            attempt: None,
            failed: Vec::new(),
            intercept: Vec::new(),
            played: Vec::new(),
            limited_used: false,
            stage: ActionStage::Announced,
            reactions: Default::default(),
            ability_cost: 0,
        };
        // A vampire's stealth statics hold on each of its actions, or on its hunts (p. 25,
        // p. 22: a hunt's usual +1 stealth).
        a.stealth = a
            .stealth
            .saturating_add(self.static_stat(actor, Stat::Stealth, Some(&a)));
        // Stealth given to the next actions of the Methuselah's minions (Veil the Legions).
        a.stealth = a.stealth.saturating_add(self.next_actions_stealth(seat));
        let stealth = a.stealth;
        self.emit(|| Event::Action {
            minion: actor,
            action: word,
            stealth,
            target: directed_at,
            card,
        });
        self.action = Some(Box::new(a));
        if let ActionKind::Card { card, superior, .. } = kind {
            self.action_card_announced(card, superior);
        }
        // The minion a directed action aims at may make it fail as it is announced.
        if let Some(t) = self.aimed_at(kind).filter(|_| directed_at.is_some()) {
            self.announced_at(t);
        }
    }

    /// The minion an action aims at, if it names one: the vampire rescued or diablerized,
    /// an action card's minion, the host of the card whose granted action it is.
    pub(crate) fn aimed_at(&self, kind: ActionKind) -> Option<CardId> {
        match kind {
            ActionKind::Rescue { target, .. }
            | ActionKind::Diablerie { target }
            | ActionKind::EnterCombat { target } => Some(target),
            ActionKind::Card {
                card,
                superior,
                target,
            } => target.filter(|_| {
                self.defs
                    .get_at(self.card(card).def, superior)
                    .is_some_and(Self::card_target_directs)
            }),
            ActionKind::Granted { card, .. } => self.card(card).host,
            ActionKind::Ability { target } => target,
            _ => None,
        }
    }

    // ---- During the action ----

    pub(crate) fn intercept_of(&self, a: &ActionState, m: CardId) -> i8 {
        a.intercept
            .iter()
            .filter(|(x, _)| *x == m)
            .map(|(_, v)| *v)
            .sum::<i8>()
            .saturating_add(self.ability_intercept(a, m))
            .saturating_add(self.actor_intercept_against(a.actor, m))
            .saturating_add(self.standing_intercept(m))
            .saturating_add(self.ally_intercept(a, m))
            .saturating_add(self.card_intercept(a, m))
            .saturating_add(self.modifier_intercept(a, m))
            .saturating_add(self.blocks_as_intercept(m))
    }

    /// Methuselahs other than the acting one, clockwise from the acting one (sequencing, p. 8).
    fn others(&self) -> impl Iterator<Item = Seat> + '_ {
        let active = self.acting_seat();
        self.alive_from(active).filter(move |&s| s != active)
    }

    /// The `index`-th Methuselah to play reactions: the defending one first for a directed
    /// action, then the others clockwise from the acting one (sequencing, p. 8).
    fn reaction_seat(&self, index: u8) -> Option<Seat> {
        let defender = self
            .action
            .as_ref()
            .filter(|a| a.directed)
            .map(|a| a.blockers[0]);
        let defender = defender.filter(|d| !self.seats[d.index()].ousted);
        // A plain count down (asked before every reaction decision).
        let mut left = usize::from(index);
        if let Some(d) = defender {
            if left == 0 {
                return Some(d);
            }
            left -= 1;
        }
        for s in self.others() {
            if Some(s) == defender {
                continue;
            }
            if left == 0 {
                return Some(s);
            }
            left -= 1;
        }
        None
    }

    /// How many Methuselahs [`Self::others`] gives, without walking them in order.
    fn others_count(&self) -> usize {
        self.alive_count() - usize::from(!self.seats[self.acting_seat().index()].ousted)
    }

    pub(crate) fn action_options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        let a = self.action.as_ref()?;
        let active = self.acting_seat();
        Some(match a.stage {
            ActionStage::FinalActing if self.mods.last_window => {
                self.last_modifier_options(a, out);
                out.push(Choice::Pass {});
                (active, "the bleed would succeed: play a last modifier?")
            }
            ActionStage::Announced | ActionStage::FinalActing => {
                self.modifier_options(a, false, out);
                self.bleed_discard_options(a, false, out);
                self.other_vampire_modifier_options(a, false, out);
                out.push(Choice::Pass {});
                (active, "play action modifiers?")
            }
            ActionStage::BlockChoice => {
                let seat = a.blockers[usize::from(a.next_blocker)];
                for &m in &self.seats[seat.index()].ready {
                    // A woken minion blocks as if untapped (glossary "Réveil").
                    if (self.card(m).tapped && !Self::woken(a, m))
                        || m == a.actor
                        || !self.modifier_allows_block(m)
                        || (self.vampire_restrictions() && self.own_block_forbidden(m, a.actor))
                        || (!self.lasting.is_empty() && self.card(m).counters < self.block_cost(m))
                    {
                        continue;
                    }
                    let intercept = self.intercept_of(a, m);
                    // A failed attempt is only retried if something changed.
                    if a.failed
                        .iter()
                        .any(|&(b, i, s)| b == m && i == intercept && s == a.stealth)
                    {
                        continue;
                    }
                    out.push(Choice::Block { minion: m });
                    self.block_discard_options(a, m, out);
                }
                // A card in play blocking as a vampire (Unleash Hell's Fury's word).
                self.card_block_options(a, seat, out);
                self.use_options(a, seat, None, out);
                self.action_reaction_options(a, seat, Window::Block, out);
                out.push(Choice::Decline {});
                (seat, "block?")
            }
            ActionStage::AttemptActing => {
                // Stealth may be added only when needed (p. 25).
                self.modifier_options(a, true, out);
                self.blocker_intercept_options(a, out);
                self.bleed_discard_options(a, true, out);
                self.other_vampire_modifier_options(a, true, out);
                out.push(Choice::Pass {});
                (active, "the action is being blocked: add stealth?")
            }
            ActionStage::AttemptBlocking => {
                let (blocker, _) = a.attempt?;
                let seat = self.card(blocker).controller;
                // Intercept may be added only when needed, by the blocker (p. 25); a card
                // blocking as a vampire plays no cards (it has no blood, ruling
                // [LSJ 19970707]) and has no abilities.
                if !self.blocks_as_card(blocker) {
                    self.reaction_options(a, seat, Some(blocker), out);
                    self.use_options(a, seat, Some(blocker), out);
                    self.block_discard_options(a, blocker, out);
                }
                out.push(Choice::Pass {});
                (seat, "the block is failing: add intercept?")
            }
            ActionStage::FinalReactions { index } => {
                let seat = self.reaction_seat(index)?;
                self.reaction_options(a, seat, None, out);
                self.use_options(a, seat, None, out);
                self.out_of_turn_options(seat, out);
                out.push(Choice::Pass {});
                (seat, "play reactions?")
            }
            ActionStage::BeforeCombat { blocker } => {
                let seat = self.card(blocker).controller;
                self.before_combat_options(a, blocker, out);
                out.push(Choice::Pass {});
                (seat, "about to enter combat: play a card?")
            }
            ActionStage::DiablerieOffer { blocker } => {
                let seat = self.card(blocker).controller;
                // Not a Blood Cursed blocker (comprehensive rules 7, "Traits").
                if !self.has_trait(blocker, jyhad_cards::Traits::BLOOD_CURSED) {
                    out.push(Choice::Diablerie {
                        minion: blocker,
                        target: a.actor,
                    });
                }
                out.push(Choice::Pass {});
                (seat, "diablerize the vampire that tried to leave torpor?")
            }
        })
    }

    /// The Methuselah a bleed in progress targets, if the action is a bleed (an action
    /// card that bleeds is directed at its target, p. 23).
    pub(crate) fn bleed_target(&self, a: &ActionState) -> Option<Seat> {
        match a.kind {
            ActionKind::Bleed { target } => Some(target),
            ActionKind::Card { .. } if self.is_bleed(a) => a.blockers.first().copied(),
            _ => None,
        }
    }

    /// Whether a reaction card was played during an action (one cancelled as it is played
    /// included: ruling [LSJ 20070330] on Perfectionist).
    pub(crate) fn any_reaction_played(&self, a: &ActionState) -> bool {
        a.played.iter().any(|&(_, def)| {
            crate::rules::helpers::facts_db()
                .get(def)
                .types
                .contains(jyhad_cards::LibraryTypes::REACTION)
        })
    }

    /// Untaps a minion (an effect), with its event.
    pub(crate) fn untap_minion(&mut self, m: CardId) {
        // An effect may forbid unlocking for a while (The Sleeping Mind; not a wake,
        // ruling [PIB 20150703]).
        if !self.lasting.is_empty()
            && self
                .held_by(m)
                .any(|e| e.gives == crate::state::Gives::CannotUnlock)
        {
            return;
        }
        if self.card(m).tapped {
            self.card_mut(m).tapped = false;
            self.emit(|| Event::Untaps { card: m });
        }
    }

    /// A bleed action: a plain bleed or an action card that bleeds (p. 21, p. 23).
    pub(crate) fn is_bleed(&self, a: &ActionState) -> bool {
        match a.kind {
            ActionKind::Bleed { .. } => true,
            ActionKind::Card { card, superior, .. } => self
                .defs
                .get_at(self.card(card).def, superior)
                .is_some_and(|d| d.bleeds),
            _ => false,
        }
    }

    /// Out-of-turn master cards, played in another Methuselah's turn: one before your next
    /// master phase, which then has one action less (p. 8).
    fn out_of_turn_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        let m = &self.seats[seat.index()];
        if m.out_of_turn_debt > 0 {
            return;
        }
        for &card in &m.hand {
            // The compact kinds table before the card's facts.
            if !self.defs.out_of_turn_master(self.card(card).def)
                || self.has_words(card, crate::defs::masters::word::ABILITY_AS_PLAYED)
            {
                // (A card cancelling another as it is played has no other window.)
                continue;
            }
            let f = self.facts(card);
            if f.out_of_turn
                && self.master_play_allowed(seat, card)
                && self.master_requirements_met(seat, card)
                && self
                    .defs
                    .get(self.card(card).def)
                    .is_some_and(|d| d.kind == PlayKind::Master)
                && m.pool >= self.master_pool_cost(card)
                && !self.controls_unique_copy(seat, card)
            {
                out.push(Choice::Master { card });
            }
        }
    }

    fn not_played(a: &ActionState, minion: CardId, def: jyhad_cards::CardRef) -> bool {
        // The same modifier or reaction once per minion per action (p. 10–11).
        !a.played.iter().any(|&(m, d)| m == minion && d == def)
    }

    fn modifier_options(&self, a: &ActionState, stealth_needed: bool, out: &mut Vec<Choice>) {
        let seat = self.acting_seat();
        // The actor's Disciplines, read once for the whole hand.
        let req = std::cell::OnceCell::new();
        for &card in &self.seats[seat.index()].hand {
            let cref = self.card(card).def;
            if !self.defs.has_kind(cref, PlayKind::Modifier) {
                continue;
            }
            // The window before the minion: it rules out most modifiers whatever the
            // minion (no stealth before a block attempt, p. 25). The same tests as below.
            let fits = |d: &crate::defs::CardDef, _| {
                d.kind == PlayKind::Modifier
                    && self.modifier_window_ok(a, d, stealth_needed)
                    && (d.bleed == 0 || self.is_bleed(a))
            };
            if !self.defs.any_version(cref, fits)
                || !Self::not_played(a, a.actor, cref)
                || !self.can_pay(a.actor, card, Some(PlayKind::Modifier))
            {
                continue;
            }
            let levels = self.playable_levels_req(a.actor, card, Some(PlayKind::Modifier), || {
                *req.get_or_init(|| self.minion_req(a.actor))
            });
            for (level, def) in levels {
                if def.kind != PlayKind::Modifier
                    || self.modifier_turn_used(a.actor, card, def)
                    || self.modifier_excluded(a, card, def)
                    || !self.modifier_window_ok(a, def, stealth_needed)
                    || (def.bleed != 0 && !self.is_bleed(a))
                    || (def.limited && self.limit_in_use(a) && self.limited_applies(a, def))
                {
                    continue;
                }
                match self.modifier_choices(a, def) {
                    // One option per vampire the card may choose.
                    Some(targets) => out.extend(targets.into_iter().map(|t| Choice::PlayOn {
                        card,
                        by: a.actor,
                        target: Some(t),
                        n: None,
                        level,
                    })),
                    None => out.push(Choice::Play {
                        card,
                        by: a.actor,
                        level,
                    }),
                }
            }
        }
    }

    fn reaction_options(
        &self,
        a: &ActionState,
        seat: Seat,
        blocker: Option<CardId>,
        out: &mut Vec<Choice>,
    ) {
        let window = blocker.map_or(Window::Final, Window::Attempt);
        self.action_reaction_options(a, seat, window, out);
        if window == Window::Final {
            self.redirect_ability_options(a, seat, out);
        }
    }

    /// Plays a modifier, reaction or combat card: costs paid now, card to the ash heap,
    /// replaced (p. 7, p. 27).
    pub(crate) fn play_card(&mut self, card: CardId, by: CardId, kind: Option<PlayKind>) {
        let blood = self.cost_of(card, by, kind);
        self.play_card_costing(card, by, blood);
    }

    /// Plays a combat card in combat with `opp`, its blood cost as the combatants'
    /// abilities change it.
    pub(crate) fn play_combat_card(&mut self, card: CardId, by: CardId, opp: CardId) {
        let blood = self.combat_blood_cost(by, card, opp);
        self.play_card_costing(card, by, blood);
    }

    /// Plays a card costing `blood` blood (and its printed pool).
    fn play_card_costing(&mut self, card: CardId, by: CardId, blood: u8) {
        let f = self.facts(card);
        let seat = self.card(by).controller;
        self.emit(|| Event::Plays { card, by });
        if blood > 0 {
            self.add_blood(by, -i32::from(blood));
        }
        if f.pool_cost > 0 {
            self.add_pool(seat, -i32::from(f.pool_cost));
        }
        let owner_hand = self.card(card).controller;
        self.discard_played(card, owner_hand);
    }

    /// A minion's bleed before an action's cards: a vampire's 1, an ally's printed bleed
    /// (p. 21, p. 10), with its abilities that add to every bleed (Lenny Burkhead) and the
    /// cards on it (Heart of the City).
    pub(crate) fn current_bleed(&self, m: CardId) -> i8 {
        let base = if self.is_vampire(m) {
            1
        } else {
            self.facts(m).bleed.unwrap_or(1) as i8
        };
        base.saturating_add(self.ability_bleed_bonus(m))
            .saturating_add(self.standing_bleed(m))
    }

    pub(crate) fn action_perform(&mut self, choice: &Choice) {
        let Some(mut a) = self.action.take() else {
            return;
        };
        match (a.stage, *choice) {
            (ActionStage::BeforeCombat { .. }, Choice::Play { card, by, level }) => {
                self.before_combat_played(a, card, by, level);
            }
            (_, Choice::Activate { card, target }) => {
                if !self.blocker_intercept_perform(&mut a, card, target) {
                    self.use_perform(&mut a, card, target);
                }
                self.action = Some(a);
            }
            (
                _,
                Choice::PlayOn {
                    card,
                    by,
                    target: Some(target),
                    level,
                    ..
                },
            ) => {
                let def = self.def_at(card, level).cloned();
                a.played.push((by, self.card(card).def));
                self.play_card(card, by, def.as_ref().map(|d| d.kind));
                if let Some(def) = def {
                    self.modifier_chosen(card, &def, target);
                }
                self.action = Some(a);
            }
            // A modifier with X blood paid for the next X actions: then played as any other.
            (
                _,
                Choice::PlayOn {
                    card,
                    by,
                    target: None,
                    n: Some(x),
                    level,
                },
            ) => {
                self.next_actions_play(card, by, x, level);
                self.action = Some(a);
                self.action_perform(&Choice::Play { card, by, level });
            }
            (_, Choice::Play { card, by, level }) => {
                let def = self.def_at(card, level).cloned();
                a.played.push((by, self.card(card).def));
                self.modifier_before_play(card, level);
                if let Some(d) = &def {
                    self.modifier_turn_mark(by, card, d);
                }
                self.play_card(card, by, def.as_ref().map(|d| d.kind));
                if let Some(def) = def {
                    // A latent bleed counts against the limit only while it applies
                    // (`limit_in_use`).
                    a.limited_used |=
                        def.limited && !Self::latent_bleed(&def) && self.limited_applies(&a, &def);
                    a.stealth = a.stealth.saturating_add(def.stealth);
                    a.bleed = a.bleed.saturating_add(def.bleed);
                    if def.intercept != 0 {
                        a.intercept.push((by, def.intercept));
                        if let Some((b, i)) = a.attempt {
                            if b == by {
                                a.attempt = Some((b, i.saturating_add(def.intercept)));
                            }
                        }
                    }
                    if def.kind == PlayKind::Modifier
                        && (!def.effects.is_empty()
                            || def.abilities.len() > 1
                            || def.play_does_more())
                        && self.modifier_played(&mut a, card, by, &def)
                    {
                        return; // the action ended
                    }
                    self.reaction_played(&mut a, &def, card, by, None);
                }
                // After any play, priority returns to the acting Methuselah (p. 8).
                if matches!(a.stage, ActionStage::FinalReactions { .. }) {
                    a.stage = ActionStage::FinalActing;
                }
                if let Some((_, intercept)) = a.attempt {
                    a.stage = if intercept >= a.stealth {
                        ActionStage::AttemptActing
                    } else {
                        ActionStage::AttemptBlocking
                    };
                }
                self.action = Some(a);
            }
            (_, Choice::AbilityDiscardAt { card, by, seat }) => {
                self.use_redirect_ability(&mut a, card, by, seat);
                self.action = Some(a);
            }
            (_, Choice::AbilityDiscard { card, by }) => {
                // An ability paid by a discard during an action: bleed or stealth by the
                // acting minion, intercept by a would-be blocker (p. 25); or stealth for the
                // acting minion by another vampire of its Methuselah.
                let acting = by == a.actor;
                let given = if acting {
                    None
                } else {
                    self.use_actor_discard_ability(card, by)
                };
                let stats = match given {
                    Some(n) => vec![(Stat::Stealth, n)],
                    None => {
                        let stats =
                            self.discard_ability_stats(by, card, ability::Window::Action, acting);
                        self.ability_discard(card, by);
                        stats
                    }
                };
                for (stat, n) in stats {
                    match stat {
                        Stat::Bleed => a.bleed = a.bleed.saturating_add(n),
                        Stat::Stealth => a.stealth = a.stealth.saturating_add(n),
                        Stat::Intercept => {
                            a.intercept.push((by, n));
                            if let Some((b, i)) = a.attempt.filter(|&(b, _)| b == by) {
                                a.attempt = Some((b, i.saturating_add(n)));
                            }
                        }
                        // `Ability::check` admits only these three here.
                        Stat::Votes
                        | Stat::HandSize
                        | Stat::Transfers
                        | Stat::Strength
                        | Stat::MasterActions
                        | Stat::PhaseActions
                        | Stat::BloodCost
                        | Stat::DiscardCost => {}
                    }
                }
                // Stealth or intercept may now settle the block attempt in progress (p. 25).
                if let Some((_, intercept)) = a.attempt {
                    a.stage = if intercept >= a.stealth {
                        ActionStage::AttemptActing
                    } else {
                        ActionStage::AttemptBlocking
                    };
                }
                if matches!(a.stage, ActionStage::FinalReactions { .. }) {
                    a.stage = ActionStage::FinalActing;
                }
                self.action = Some(a);
            }
            (
                _,
                Choice::PlayTarget {
                    card,
                    by,
                    target,
                    level,
                },
            ) => {
                self.play_reaction_at(&mut a, card, by, level, target);
                self.action = Some(a);
            }
            (_, Choice::Master { card }) => {
                let seat = self.card(card).controller;
                // Counts against the next master phase even if cancelled (p. 8).
                self.seats[seat.index()].out_of_turn_debt += 1;
                // After any play, priority returns to the acting Methuselah (p. 8).
                a.stage = ActionStage::FinalActing;
                self.action = Some(a);
                if !self.open_as_played(seat, card, crate::state::PlayedHow::OutOfTurn) {
                    self.out_of_turn_takes_effect(seat, card);
                }
            }
            (ActionStage::Announced, _) => {
                a.stage = if a.blockers.is_empty() {
                    ActionStage::FinalActing
                } else {
                    ActionStage::BlockChoice
                };
                self.action = Some(a);
            }
            (ActionStage::BlockChoice, Choice::Block { minion }) => {
                // Blood burned to attempt to block (Force of Personality); a card blocking
                // as a vampire has none and blocks anyway (ruling [ANK 20230226]).
                let cost = if self.blocks_as_card(minion) {
                    0
                } else {
                    self.block_cost(minion)
                };
                if cost > 0 {
                    self.add_blood(minion, -i32::from(cost));
                }
                let intercept = self.intercept_of(&a, minion);
                // Blocked when intercept ≥ stealth (p. 25).
                self.emit(|| Event::BlockAttempt {
                    blocker: minion,
                    intercept,
                    stealth: a.stealth,
                });
                a.attempt = Some((minion, intercept));
                a.stage = if intercept >= a.stealth {
                    ActionStage::AttemptActing
                } else {
                    ActionStage::AttemptBlocking
                };
                self.action = Some(a);
            }
            (ActionStage::BlockChoice, _) => {
                // Declining is final (p. 25).
                let seat = a.blockers[usize::from(a.next_blocker)];
                self.emit(|| Event::Declines { seat });
                a.next_blocker += 1;
                a.stage = if usize::from(a.next_blocker) >= a.blockers.len() {
                    ActionStage::FinalActing
                } else {
                    ActionStage::BlockChoice
                };
                self.action = Some(a);
            }
            (ActionStage::AttemptActing, _) => {
                let (blocker, _) = a.attempt.expect("an attempt is in progress");
                self.action = Some(a);
                self.blocked(blocker);
            }
            (ActionStage::AttemptBlocking, _) => {
                let (blocker, intercept) = a.attempt.take().expect("an attempt is in progress");
                self.emit(|| Event::AttemptFails { blocker });
                a.failed.push((blocker, intercept, a.stealth));
                // Back to the blocks, or past them after an attempt made once they were
                // declined (Eagle's Sight).
                a.stage = if usize::from(a.next_blocker) < a.blockers.len() {
                    ActionStage::BlockChoice
                } else {
                    ActionStage::FinalActing
                };
                self.action = Some(a);
            }
            (ActionStage::FinalActing, _) if self.mods.last_window => {
                self.action = Some(a);
                self.resolve_success();
            }
            (ActionStage::FinalActing, _) => {
                a.stage = ActionStage::FinalReactions { index: 0 };
                self.action = Some(a);
                self.maybe_resolve();
            }
            (ActionStage::FinalReactions { index }, _) => {
                a.stage = ActionStage::FinalReactions { index: index + 1 };
                self.action = Some(a);
                self.maybe_resolve();
            }

            (ActionStage::BeforeCombat { blocker }, _) => {
                self.action = Some(a);
                self.block_succeeds(blocker);
            }
            (ActionStage::DiablerieOffer { blocker }, Choice::Diablerie { .. }) => {
                self.diablerize(blocker, a.actor);
            }
            (ActionStage::DiablerieOffer { .. }, _) => {}
        }
    }

    /// Automatic action steps; true if it progressed. A blocking Methuselah ousted
    /// meanwhile no longer blocks; the reaction window closes once everyone had it.
    pub(crate) fn action_auto(&mut self) -> bool {
        // Counted only where needed: this runs before every decision of an action.
        let others = match self.action.as_ref().map(|a| a.stage) {
            Some(ActionStage::FinalReactions { .. }) => self.others_count(),
            _ => 0,
        };
        let Some(a) = self.action.as_mut() else {
            return false;
        };
        match a.stage {
            ActionStage::BlockChoice => {
                let seat = a.blockers[usize::from(a.next_blocker)];
                if self.seats[seat.index()].ousted {
                    a.next_blocker += 1;
                    if usize::from(a.next_blocker) >= a.blockers.len() {
                        a.stage = ActionStage::FinalActing;
                    }
                    return true;
                }
                false
            }
            ActionStage::FinalReactions { index } if usize::from(index) >= others => {
                self.reactions_done();
                true
            }
            _ => false,
        }
    }

    fn maybe_resolve(&mut self) {
        let Some(a) = &self.action else { return };
        if let ActionStage::FinalReactions { index } = a.stage {
            if usize::from(index) >= self.others_count() {
                self.reactions_done();
            }
        }
    }

    /// Everyone passed: the acting Methuselah's last modifiers if it has any (Spying
    /// Mission clarification), then resolution.
    fn reactions_done(&mut self) {
        if self
            .action
            .as_ref()
            .is_some_and(|a| self.wants_last_modifiers(a))
        {
            self.mods.last_window = true;
            if let Some(a) = self.action.as_mut() {
                a.stage = ActionStage::FinalActing;
            }
        } else {
            self.resolve_success();
        }
    }

    /// A successful block: the blocker taps and enters combat with the acting minion; the
    /// action card is burned; no cost is paid (p. 27).
    fn blocked(&mut self, blocker: CardId) {
        let Some(a) = self.action.as_mut() else {
            return;
        };
        let kind = a.kind;
        // A card in play blocking as a vampire: its own resolution, no combat.
        if self.blocks_as_card(blocker) {
            self.card_block_succeeds(blocker);
            return;
        }
        self.on_blocked(blocker);
        if self.modifiers_on_blocked(blocker) {
            return; // ended before block resolution (Mirror Walk)
        }
        // "About to enter combat" (comprehensive rules 4.4: a successful block means combat):
        // the blocker's Methuselah may first end the action (Obedience), if it holds such a card.
        if kind != ActionKind::LeaveTorpor && self.has_before_combat_card(blocker) {
            if let Some(a) = self.action.as_mut() {
                a.stage = ActionStage::BeforeCombat { blocker };
            }
            return;
        }
        self.block_succeeds(blocker);
    }

    /// The blocker taps and enters combat with the acting minion; the action card is burned
    /// (p. 27).
    fn block_succeeds(&mut self, blocker: CardId) {
        let Some(a) = self.action.as_ref() else {
            return;
        };
        let actor = a.actor;
        let kind = a.kind;
        self.card_mut(blocker).tapped = true;
        self.emit(|| Event::Blocked { blocker });
        if let Some(c) = Self::action_card(kind) {
            self.burn_quiet(c);
        }
        if kind == ActionKind::LeaveTorpor {
            // No combat with a torpid vampire; a blocking vampire may diablerize (p. 23).
            if self.is_vampire(blocker) {
                if let Some(a) = self.action.as_mut() {
                    a.stage = ActionStage::DiablerieOffer { blocker };
                }
            } else {
                self.action = None;
            }
            return;
        }
        self.start_combat(actor, blocker);
        self.combat_follows_block(blocker);
        self.grant_block_effects(blocker);
        // The acting minion's, from its modifiers (a maneuver in the first round).
        self.grant_block_effects(actor);
    }

    /// The card being played for an action, if any.
    pub(crate) fn action_card(kind: ActionKind) -> Option<CardId> {
        match kind {
            ActionKind::Equip { card }
            | ActionKind::Employ { card }
            | ActionKind::Recruit { card }
            | ActionKind::Political { card }
            | ActionKind::Card { card, .. } => Some(card),
            _ => None,
        }
    }

    /// The action succeeds: its cost is paid, then its effect applies (p. 27).
    fn resolve_success(&mut self) {
        let Some(mut a) = self.action.take() else {
            return;
        };
        let actor = a.actor;
        let seat = self.acting_seat();
        self.emit(|| Event::Succeeds { minion: actor });
        let bleeds = self.modifiers_on_success(&mut a);
        if a.ability_cost > 0 {
            self.add_blood(actor, -i32::from(a.ability_cost));
        }
        if let Some(card) = Self::action_card(a.kind) {
            let f = self.facts(card);
            let blood_cost = match a.kind {
                ActionKind::Card { superior, .. } => {
                    self.defs.get_at(self.card(card).def, superior).map_or_else(
                        || self.cost_of(card, actor, None),
                        |d| self.action_card_blood_cost(seat, actor, card, d),
                    )
                }
                _ => self.cost_of(card, actor, None),
            };
            self.add_blood(actor, -i32::from(blood_cost));
            self.add_pool(seat, -i32::from(f.pool_cost));
            // Played by its card type alone: its own text does nothing yet, and the log
            // says so.
            if self.defs.get(self.card(card).def).is_none() && !self.manual_cards {
                self.emit(|| Event::NotImplemented { card });
            }
        }
        let actor_in_play = self.is_minion_in_play(actor) && self.card(actor).controller == seat;
        // The Methuselah bled and the pool it burned, for the acting minion's abilities
        // after a successful bleed.
        let mut bled: Option<(Seat, i32)> = None;
        match a.kind {
            ActionKind::Bleed { target } => {
                if bleeds {
                    bled = self.bleed(seat, target, a.bleed);
                }
            }
            ActionKind::Hunt => {
                // +1 blood, excess drains (p. 22).
                if actor_in_play {
                    self.add_blood(actor, 1);
                }
            }
            ActionKind::Equip { card } => {
                if actor_in_play {
                    self.move_card(card, Region::InPlay, seat);
                    self.card_mut(card).host = Some(actor);
                    self.enter_unique(card);
                    self.equipped(card);
                } else {
                    self.burn_quiet(card);
                }
            }
            ActionKind::EquipFrom { item } => {
                if actor_in_play
                    && self.card(item).region == Region::InPlay
                    && self.card(item).controller == seat
                {
                    self.card_mut(item).host = Some(actor);
                    self.equipped(item);
                }
            }
            ActionKind::Employ { card } => {
                if actor_in_play {
                    // A retainer enters with its life from the bank (p. 22).
                    self.move_card(card, Region::InPlay, seat);
                    self.card_mut(card).host = Some(actor);
                    let life = self.enter_with_life(actor, card);
                    self.add_blood(card, i32::from(life));
                    self.enter_unique(card);
                } else {
                    self.burn_quiet(card);
                }
            }
            ActionKind::Recruit { card } => {
                // The ally enters with its life and cannot act this turn (p. 22).
                self.move_card(card, Region::Ready, seat);
                let turn = self.turn;
                let c = self.card_mut(card);
                c.entered_turn = turn;
                c.tapped = false;
                let life = self.enter_with_life(actor, card);
                self.add_blood(card, i32::from(life));
                self.enter_unique(card);
            }
            ActionKind::Political { card } => {
                // The action succeeded: its referendum is called now (p. 27).
                self.call_referendum(seat, ReferendumKind::Political { card });
                let reaction_played = self.any_reaction_played(&a);
                if let Some(r) = self.referendum.as_mut() {
                    r.called_by = Some(actor);
                    r.reaction_played = reaction_played;
                }
            }
            ActionKind::Referendum { source } => {
                self.call_referendum(seat, ReferendumKind::Ability { source });
                let reaction_played = self.any_reaction_played(&a);
                if let Some(r) = self.referendum.as_mut() {
                    r.called_by = Some(actor);
                    r.reaction_played = reaction_played;
                }
            }
            ActionKind::Rescue { target, actor_pays } => {
                if self.card(target).region == Region::Torpor {
                    self.add_blood(actor, -i32::from(actor_pays));
                    self.add_blood(target, -i32::from(2 - actor_pays));
                    let ctl = self.card(target).controller;
                    // Neither taps nor untaps (p. 23).
                    self.move_card(target, Region::Ready, ctl);
                }
            }
            ActionKind::Diablerie { target } => {
                if actor_in_play && self.card(target).region == Region::Torpor {
                    self.diablerize(actor, target);
                }
            }
            ActionKind::LeaveTorpor => {
                if self.card(actor).region == Region::Torpor {
                    self.add_blood(actor, -2);
                    self.move_card(actor, Region::Ready, seat);
                }
            }
            ActionKind::Card {
                card,
                superior,
                target,
            } => {
                let def = self.defs.get_at(self.card(card).def, superior).cloned();
                if let (Some(d), true) = (def, actor_in_play) {
                    if a.directed && d.bleeds && bleeds {
                        bled = self.bleed(seat, a.blockers[0], a.bleed);
                    }
                    if d.hunt > 0 {
                        self.add_blood(actor, i32::from(d.hunt));
                    }
                }
                let pool_bled = bled.map_or(0, |(_, n)| n);
                self.resolve_action_card(seat, actor, card, superior, target, pool_bled);
            }
            ActionKind::BecomeAnarch => {
                if actor_in_play {
                    let cost = self.anarch_cost(seat, actor);
                    self.add_blood(actor, -i32::from(cost));
                    self.card_mut(actor).anarch = true;
                }
            }
            ActionKind::Granted { card, how } => self.granted_action_succeeds(actor, card, how),
            ActionKind::Ability { target } => self.ability_action_succeeds(actor, target),
            // Combat only if both are still ready (p. 28).
            ActionKind::EnterCombat { target } => {
                if actor_in_play
                    && self.card(actor).region == Region::Ready
                    && self.card(target).region == Region::Ready
                {
                    self.start_combat(actor, target);
                }
            }
        }
        // A manual card is resolved by hand once its action succeeded (issue 18).
        if self.manual_cards {
            self.manual_after_action(seat, a.actor, a.kind);
        }
        let political = a.kind.is_political();
        // A political action's effects after success come once its referendum is over
        // (ruling [LSJ 20090216] [ANK 20180922] on Warsaw Station): see `resolve_referendum`.
        if !political {
            let reaction_played = self.any_reaction_played(&a);
            self.after_action_success(actor, reaction_played);
        }
        if let Some((target, amount)) = bled {
            self.after_bleed_abilities(actor, target, amount);
            self.own_bleed_triggers(seat, amount);
        }
        // A successful bleed: a bleed amount of 1 or more (comprehensive rules "Bleed").
        let bled_seat = bled.filter(|&(_, n)| n >= 1).map(|(s, _)| s);
        self.modifiers_after_success(actor, political, bled_seat);
        // A referendum that passes with no polling step resolves now (Cryptic Rider).
        if political {
            self.resolve_if_passing();
        }
    }

    /// A successful bleed: the target burns pool equal to the bleed amount; a bleed of 1
    /// or more takes the Edge (p. 21).
    fn bleed(&mut self, seat: Seat, target: Seat, bleed: i8) -> Option<(Seat, i32)> {
        let amount = i32::from(bleed.max(0));
        if self.seats[target.index()].ousted {
            return None;
        }
        {
            self.emit(|| Event::Bled {
                seat: target,
                amount,
            });
            // A cap on the pool burned leaves the bleed amount as it is (ruling [LSJ
            // 20030211] on Protected Resources).
            let burned = self
                .bled_pool_max(target)
                .map_or(amount, |max| amount.min(i32::from(max)));
            self.add_pool(target, -burned);
            if amount >= 1 {
                self.set_edge(Some(seat));
            }
        }
        Some((target, amount))
    }

    /// Diablerie: the victim's blood moves to the diablerist (excess drains), the
    /// diablerist may take any of its equipment (a choice, `diablerie_items`), the victim
    /// is burned (p. 34).
    pub(crate) fn diablerize(&mut self, diablerist: CardId, victim: CardId) {
        // Remembered for "committed diablerie since your last turn" (group ruling
        // G00010 [LSJ 20020429]).
        self.diableries.push((diablerist, self.turn));
        let blood = i32::from(self.card(victim).counters);
        self.add_blood(victim, -blood);
        self.add_blood(diablerist, blood);
        if self.is_minion_in_play(diablerist) && self.victim_items(victim).next().is_some() {
            self.diablerie_items = Some((diablerist, victim));
            return;
        }
        self.diablerie_ends(diablerist, victim);
    }

    /// Whether a vampire committed diablerie since a Methuselah's last turn: after the end
    /// of its last turn, its current turn included (group ruling G00010 [LSJ 20020429]).
    pub(crate) fn diablerist_since(&self, v: CardId, seat: Seat) -> bool {
        let last = self.seats[seat.index()].last_turn;
        self.diableries
            .iter()
            .any(|&(d, turn)| d == v && turn > last)
    }

    /// The victim's equipment cards.
    fn victim_items(&self, victim: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.attached(victim)
            .filter(|&c| self.facts(c).types.contains(T::EQUIPMENT))
    }

    /// The diablerist's controller may take any number of the victim's equipment cards
    /// (rulebook p. 34: "may", a choice; issue 17): one `take-equipment` per card, then
    /// `pass`.
    pub(crate) fn diablerie_items_options(
        &self,
        diablerist: CardId,
        victim: CardId,
        out: &mut Vec<Choice>,
    ) -> Seat {
        for item in self.victim_items(victim) {
            out.push(Choice::TakeEquipment {
                minion: diablerist,
                item,
            });
        }
        out.push(Choice::Pass {});
        self.card(diablerist).controller
    }

    pub(crate) fn diablerie_items_perform(&mut self, choice: &Choice) {
        let Some((diablerist, victim)) = self.diablerie_items.take() else {
            return;
        };
        if let Choice::TakeEquipment { item, .. } = *choice {
            let seat = self.card(diablerist).controller;
            self.move_card(item, Region::InPlay, seat);
            self.card_mut(item).host = Some(diablerist);
            if self.victim_items(victim).next().is_some() {
                self.diablerie_items = Some((diablerist, victim));
                return;
            }
        }
        self.diablerie_ends(diablerist, victim);
    }

    /// The victim burns (with the equipment left on it); an older victim lets the
    /// diablerist gain a Discipline; then the blood hunt (p. 34-35).
    fn diablerie_ends(&mut self, diablerist: CardId, victim: CardId) {
        let older = self.capacity(victim) > self.capacity(diablerist);
        self.burn(victim);
        // An older victim: the diablerist may gain a Discipline card (p. 34, step 4).
        if older && self.card(diablerist).region == Region::Ready {
            self.discipline_gain = Some(diablerist);
            return;
        }
        self.blood_hunt(diablerist);
    }

    /// Diablerie calls a blood hunt referendum at once (p. 35).
    pub(crate) fn blood_hunt(&mut self, diablerist: CardId) {
        if self.card(diablerist).region == Region::Ready {
            let caller = self.acting_seat();
            self.call_referendum(caller, ReferendumKind::BloodHunt { diablerist });
        }
    }

    /// Discipline cards the diablerist's controller may take from hand, ash heap or
    /// library (one option per card name and place).
    pub(crate) fn discipline_gain_options(
        &self,
        diablerist: CardId,
        out: &mut Vec<Choice>,
    ) -> Seat {
        let seat = self.card(diablerist).controller;
        let m = &self.seats[seat.index()];
        for list in [&m.hand, &m.ash_heap, &m.library] {
            let mut seen = Vec::new();
            for &card in list.iter() {
                let def = self.card(card).def;
                if self.discipline_card(card).is_some() && !seen.contains(&def) {
                    seen.push(def);
                    out.push(Choice::TakeDiscipline { card });
                }
            }
        }
        out.push(Choice::Pass {});
        seat
    }

    pub(crate) fn discipline_gain_perform(&mut self, choice: &Choice) {
        let Some(diablerist) = self.discipline_gain.take() else {
            return;
        };
        if let Choice::TakeDiscipline { card } = *choice {
            let seat = self.card(diablerist).controller;
            let from = self.card(card).region;
            self.move_card(card, Region::InPlay, seat);
            self.card_mut(card).host = Some(diablerist);
            match from {
                // A searched library is shuffled (p. 16, "Cherchez").
                Region::Library => {
                    use rand::seq::SliceRandom;
                    let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                    lib.shuffle(&mut self.rng);
                    self.seats[seat.index()].library = lib;
                }
                Region::Hand => self.refill_hand(seat),
                _ => {}
            }
        }
        self.blood_hunt(diablerist);
    }
}
