//! Master cards with targets and cards in play: their windows (untap, master, minion,
//! influence, discard phases, actions, blocks, polling, combat), the actions they grant to
//! minions, and their lasting effects (hand size, transfers, votes, intercept…).
//!
//! The engine calls in here with one-line hooks: [`State::in_play_options`] after each
//! window's options, [`State::in_play_perform`] before each choice, [`State::in_play_auto`]
//! in the automatic loop. Effects are the words of [`crate::defs::masters::MasterEffect`];
//! "lock"/"unlock" on cards is tap/untap (rulebook p. 4).

use crate::choice::Choice;
use crate::choice::UseHow;
use crate::defs::ability::Window as AbilityWindow;
use crate::defs::ability::{Cond, Per, Selector, Stat, Verb};
use crate::defs::masters::{word as W, MasterEffect as M, Target, Who};
use crate::defs::PlayKind;
use crate::effects::select::SelectCtx;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{ActionKind, ActionStage, CombatStage, Phase, Region, State};
use crate::state::{Gives, Holder, InPlayState, UntapStep, Until};
use jyhad_cards::LibraryTypes as T;
use jyhad_table::Seat;

impl InPlayState {
    /// Whether one of the steps `State::mandatory_options` acts on may be pending: its
    /// fields, tested before the call.
    #[inline]
    fn mandatory_pending(&self) -> bool {
        self.owed.is_some()
            || self.trouble.is_some()
            || self.remove_uncontrolled.is_some()
            || self.discard_down
    }
}

/// Whether a definition needs a target when played as a master card.
fn needs_target(e: &M) -> bool {
    matches!(
        e,
        M::On(_)
            | M::At(_)
            | M::Chooses(_)
            | M::GrandBall(_)
            | M::PreyCannotBlockOrReact
            | M::BloodToYoungerKin(_)
    )
}

impl State {
    // ---- Looking effects up ----

    /// The master effects of a card (every version's: an action card in play keeps the
    /// words of its version that put it there).
    pub(crate) fn master_words(&self, c: CardId) -> impl Iterator<Item = &M> + '_ {
        let def = self.card(c).def;
        let inf = self.defs.get_at(def, false);
        let sup = self.defs.get_at(def, true);
        inf.into_iter().chain(sup).flat_map(|d| d.master_effects())
    }

    fn has_word(&self, c: CardId, f: impl Fn(&M) -> bool) -> bool {
        self.master_words(c).any(f)
    }

    /// Whether a card has a master word of one of the kinds in `bits` ([`W`]): one test
    /// that lets scans skip the cards without the words they look for.
    #[inline]
    pub(crate) fn has_words(&self, c: CardId, bits: u64) -> bool {
        self.defs.master_mask(self.card(c).def) & bits != 0
    }

    /// Whether a seat may have a card in play with one of these master words (its kept
    /// mask: a scan of its cards finds none when false).
    #[inline]
    pub(crate) fn seat_has_words(&self, seat: Seat, bits: u64) -> bool {
        self.in_play_words
            .get(seat.index())
            .is_none_or(|w| w & bits != 0)
    }

    /// [`Self::seat_has_words`] for any seat.
    #[inline]
    pub(crate) fn any_has_words(&self, bits: u64) -> bool {
        self.seats.len() > self.in_play_words.len()
            || self.in_play_words.iter().fold(0, |a, w| a | w) & bits != 0
    }

    /// [`Self::cards_in_play`] of the seats that may have one of these master words (same
    /// order): for scans that skip every card without them.
    pub(crate) fn cards_in_play_with(&self, bits: u64) -> InPlayWith<'_> {
        InPlayWith {
            state: self,
            bits,
            next_seat: 0,
            cards: [].iter(),
        }
    }

    /// Cards in play with master words, of every seat still in the game.
    fn cards_in_play(&self) -> impl Iterator<Item = CardId> + '_ {
        self.seats
            .iter()
            .filter(|m| !m.ousted)
            .flat_map(|m| m.in_play.iter().copied())
    }

    fn clan_is(&self, v: CardId, clan: &str) -> bool {
        self.facts(v).clans.iter().any(|c| c == clan)
    }

    /// A seat's hand size: its base, its cards' bonuses and bonuses until the end of turn.
    pub fn hand_size_of(&self, seat: Seat) -> usize {
        let m = &self.seats[seat.index()];
        let mut size = (i32::from(m.hand_size)
            + self.static_hand_size(seat)
            + (self.vampire_hand_size(seat) + self.event_hand_size(seat)) as i32)
            .max(0) as usize;
        let per_counter: &[CardId] = if self.seat_has_words(seat, W::HAND_SIZE_PER_COUNTER) {
            &m.in_play
        } else {
            &[]
        };
        for &c in per_counter {
            if !self.has_words(c, W::HAND_SIZE_PER_COUNTER)
                || !self.facts(c).types.contains(T::MASTER)
            {
                continue;
            }
            if self.has_word(c, |e| *e == M::HandSizePerCounter) {
                size += usize::from(self.card(c).counters);
            }
        }
        for e in self.lasting.iter() {
            if let (Gives::HandSize(n), Holder::Methuselah(s)) = (e.gives, e.holder) {
                if s == seat {
                    size += usize::from(n);
                }
            }
        }
        size
    }

    /// Events its active Methuselah may put in play with a discard phase action: one each
    /// discard phase, each event once in a game (comprehensive rules "Event Cards").
    pub(crate) fn event_options(&self, out: &mut Vec<Choice>) {
        if self.event_played {
            return;
        }
        let mut seen = Vec::new();
        for &card in &self.seats[self.active.index()].hand {
            let def = self.card(card).def;
            if self.defs.has_kind(def, PlayKind::Event)
                && !self.played_once.contains(&def)
                && !seen.contains(&def)
            {
                seen.push(def);
                out.push(Choice::PlayEvent { card });
            }
        }
    }

    /// An event goes in play under its player's control, for good (comprehensive rules
    /// "Event Cards"); it is replaced as a played card.
    pub(crate) fn put_event_in_play(&mut self, seat: Seat, card: CardId) {
        self.event_played = true;
        self.played_once.push(self.card(card).def);
        self.emit(|| Event::EventPlayed { seat, card });
        self.move_card(card, Region::InPlay, seat);
        self.replace_played(card, seat);
        // In play during its player's discard phase: usable now.
        self.burn_small_then_pass(seat);
    }

    /// Hand size every Methuselah gets from the events in play (`event ;
    /// target=each-methuselah hand-size+2 per=victory-points`).
    fn event_hand_size(&self, seat: Seat) -> usize {
        // Events are played once in a game: none in play while none was played.
        if self.played_once.is_empty() {
            return 0;
        }
        let vp = usize::from(self.seats[seat.index()].half_vp / 2);
        let mut n = 0usize;
        for ab in self.event_statics() {
            if ab.target == Selector::EACH_METHUSELAH {
                let per = match ab.per {
                    Some(Per::VictoryPoints) => vp,
                    Some(Per::ChosenCapacity | Per::PredatorChosenCapacity | Per::Minions) => 0,
                    _ => 1,
                };
                n += usize::from(ab.stat(Stat::HandSize).max(0) as u8) * per;
            }
        }
        n
    }

    /// The statics of the events in play. An ousted Methuselah's events leave the game
    /// with them (ruling [ANK 20230527-2] on The Bitter and Sweet Story).
    fn event_statics(&self) -> impl Iterator<Item = &crate::defs::ability::Ability> + '_ {
        self.seats
            .iter()
            .filter(|m| !m.ousted)
            .flat_map(|m| m.in_play.iter())
            .filter_map(|&c| self.in_play_def(c).filter(|d| d.kind == PlayKind::Event))
            .flat_map(|d| d.statics())
    }

    /// Blood (or life) more that a minion card changing the target of a bleed costs, from
    /// the events in play (`event ; if=card-redirects-bleed target=each-methuselah
    /// blood-cost+1`).
    pub(crate) fn redirect_surcharge(&self) -> u8 {
        // Events are played once in a game: none in play while none was played.
        if self.played_once.is_empty() {
            return 0;
        }
        let mut n = 0u8;
        for ab in self.event_statics() {
            if ab.conds == [Cond::CardRedirectsBleed] {
                n = n.saturating_add(ab.stat(Stat::BloodCost).max(0) as u8);
            }
        }
        n
    }

    /// Extra transfers from cards in play (influence phase, p. 35).
    pub(crate) fn transfer_bonus(&self, seat: Seat) -> u8 {
        self.static_transfers(seat)
    }

    /// Extra intercept of a minion from cards in play during an action.
    pub(crate) fn card_intercept(&self, a: &crate::state::ActionState, m: CardId) -> i8 {
        let bleed = matches!(a.kind, ActionKind::Bleed { .. })
            || (matches!(a.kind, ActionKind::Card { .. }) && a.directed);
        if !bleed || !a.directed {
            return 0;
        }
        let target = a.blockers[0];
        let mut n = 0i8;
        for c in self.cards_in_play_with(W::HOST_BLEED_INTERCEPT) {
            if self.card(c).host != Some(m)
                || self.card(c).controller != target
                || !self.has_words(c, W::HOST_BLEED_INTERCEPT)
            {
                continue;
            }
            for e in self.master_words(c) {
                if let M::HostBleedIntercept(i) = e {
                    n = n.saturating_add(*i as i8);
                }
            }
        }
        n
    }

    /// Whether the action in progress cannot be blocked because of a card in play.
    pub fn action_unblockable(&self) -> bool {
        let Some(a) = &self.action else { return false };
        let bleed = matches!(a.kind, ActionKind::Bleed { .. })
            || (matches!(a.kind, ActionKind::Card { .. }) && a.directed);
        // A grand ball's second vampire: non-bleed actions cannot be blocked.
        !bleed
            && self
                .in_play
                .balls
                .iter()
                .any(|&(b, _, free)| free == a.actor && self.card(b).region == Region::InPlay)
    }

    /// Whether a card on the acting minion keeps a would-be blocker from blocking it
    /// (`equipment ; target=blocker,vampire,capacity-at-least:8 cannot-block`: The Signet of King Saul).
    pub fn gear_forbids_block(&self, actor: CardId, blocker: CardId) -> bool {
        self.attached(actor).any(|x| {
            self.in_play_def(x).is_some_and(|d| {
                d.statics().any(|ab| {
                    ab.target.blockers_capacity().is_some()
                        && ab.verbs.contains(&Verb::CannotBlock)
                        && self.selects(ab.target, SelectCtx::of(self.card(x).controller), blocker)
                })
            })
        })
    }

    /// Whether a minion cannot block because of a card on it.
    pub fn cannot_block(&self, m: CardId) -> bool {
        self.cards_in_play_with(W::HOST_CANNOT_BLOCK).any(|c| {
            self.card(c).host == Some(m)
                && self.has_words(c, W::HOST_CANNOT_BLOCK)
                && self.has_word(c, |e| *e == M::HostCannotBlock)
        })
    }

    fn target_ok(&self, t: Target, seat: Seat, v: CardId) -> bool {
        let c = self.card(v);
        let ready = c.region == Region::Ready;
        let in_play = ready || c.region == Region::Torpor;
        let own = c.controller == seat;
        let vampire = self.is_vampire(v);
        match t {
            Target::Vampire => vampire && in_play,
            Target::ReadyVampire => vampire && ready,
            Target::OwnVampire => vampire && in_play && own,
            Target::OwnReadyVampire => vampire && ready && own,
            Target::ReadyMinion => ready && (vampire || self.is_ally(v)),
            Target::OwnReadyMinion => ready && own && (vampire || self.is_ally(v)),
            Target::OwnMinion => own && ((vampire && in_play) || (ready && self.is_ally(v))),
            Target::OwnUncontrolled => c.region == Region::Uncontrolled && own,
            Target::PreyUncontrolled => {
                c.region == Region::Uncontrolled && c.controller == self.prey(seat)
            }
        }
    }

    // ---- Options ----

    /// Adds (or removes) the options cards in play give the deciding seat in the current
    /// window; called after the window's own options.
    pub(crate) fn in_play_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        // Mandatory steps first: nothing else is offered meanwhile. (The scans below are
        // out of line: this runs before every decision and is mostly a few tests.)
        if self.in_play.mandatory_pending() && self.mandatory_options(seat, out) {
            return;
        }
        // A follow-up decision is answered first (a drawing in the untap phase).
        let idle = || {
            self.action.is_none()
                && self.combat.is_none()
                && self.referendum.is_none()
                && self.discipline_gain.is_none()
                && self.diablerie_items.is_none()
                && self.follow_up.is_none()
        };
        if seat == self.active && idle() {
            match self.phase {
                Phase::Untap if self.untap_step == UntapStep::CardsInPlay => {
                    self.untap_uses(seat, out)
                }
                Phase::Master => self.master_uses(seat, out),
                Phase::Minion if out.last() == Some(&Choice::Pass {}) => {
                    self.granted_actions(seat, out);
                    self.activated_uses(seat, AbilityWindow::MinionPhase, out);
                }
                Phase::Influence => self.influence_uses(seat, out),
                Phase::Discard => self.activated_uses(seat, AbilityWindow::DiscardPhase, out),
                _ => {}
            }
        }
        if let Some(a) = &self.action {
            if self.combat.is_none() {
                self.action_uses(a, seat, out);
            }
        }
        if let Some(r) = &self.referendum {
            if !r.choosing_terms && r.voter == seat && self.action.is_none() {
                self.polling_uses(r, seat, out);
            }
        }
        if let Some(c) = &self.combat {
            if let CombatStage::Prevent { side } = c.stage {
                self.host_prevent_uses(c, side, out);
            }
        }
        // Uses "at any time" need a real decision to join (never a forced one). Asked
        // before every decision: the seat's word mask decides inline, the scan is out of line.
        if !out.is_empty() && self.seat_has_words(seat, W::ABILITY_ANY_TIME | W::BURN_RESCUE) {
            self.anytime_uses(seat, out);
        }
    }

    /// Cards that prevent damage to their host, in a combat's prevention step.
    #[inline(never)]
    fn host_prevent_uses(&self, c: &crate::state::CombatState, side: u8, out: &mut Vec<Choice>) {
        let m = c.sides[usize::from(side)];
        let (n, agg) = c.damage[usize::from(side)];
        if n + agg > 0 {
            for card in self.cards_in_play_with(W::HOST_PREVENT) {
                if self.card(card).host == Some(m)
                    && self.has_words(card, W::HOST_PREVENT)
                    && !self.in_play.prevent_used.contains(&(card, c.sides))
                    && self.has_word(card, |e| matches!(e, M::HostPrevent(_)))
                {
                    out.push(Choice::UseCard {
                        card,
                        target: None,
                        from: None,
                        how: Some(UseHow::Prevent),
                    });
                }
            }
        }
    }

    /// Payments owed, a card given away, a crypt card to remove, discarding down: these
    /// replace every other option. True when one is pending (only ever when
    /// [`InPlayState::mandatory_pending`]).
    #[inline(never)]
    fn mandatory_options(&self, seat: Seat, out: &mut Vec<Choice>) -> bool {
        if let Some((card, n)) = self.in_play.owed {
            if self.phase == Phase::Untap && seat == self.active && n > 0 {
                out.clear();
                let m = &self.seats[seat.index()];
                out.push(Choice::UseCard {
                    card,
                    target: None,
                    from: None,
                    how: Some(UseHow::Pool),
                });
                for &v in m.ready.iter().chain(&m.torpor) {
                    if self.is_vampire(v) && self.card(v).counters > 0 {
                        out.push(Choice::UseCard {
                            card,
                            target: None,
                            from: Some(v),
                            how: Some(UseHow::Blood),
                        });
                    }
                }
                return true;
            }
        }
        if let Some((card, giver, locked)) = self.in_play.trouble {
            if seat == giver {
                out.clear();
                let prey = self.card(card).controller;
                let m = &self.seats[prey.index()];
                if locked < 2 {
                    for &v in &m.ready {
                        if self.is_vampire(v) {
                            out.push(Choice::UseCard {
                                card,
                                target: Some(v),
                                from: None,
                                how: Some(UseHow::Lock),
                            });
                        }
                    }
                }
                if locked == 0 {
                    for &e in &m.in_play {
                        let host_ok = self.card(e).host.is_some_and(|h| self.is_minion_in_play(h));
                        if host_ok && self.facts(e).types.contains(T::EQUIPMENT) {
                            out.push(Choice::UseCard {
                                card,
                                target: Some(e),
                                from: None,
                                how: Some(UseHow::Burn),
                            });
                        }
                    }
                }
                out.push(Choice::Pass {});
                return true;
            }
        }
        if let Some(card) = self.in_play.remove_uncontrolled {
            if seat == self.active {
                out.clear();
                for &v in &self.seats[seat.index()].uncontrolled {
                    out.push(Choice::UseCard {
                        card,
                        target: Some(v),
                        from: None,
                        how: Some(UseHow::Remove),
                    });
                }
                if out.is_empty() {
                    out.push(Choice::Pass {});
                }
                return true;
            }
        }
        if self.in_play.discard_down && seat == self.active {
            out.clear();
            for &card in &self.seats[seat.index()].hand {
                out.push(Choice::UseCard {
                    card,
                    target: None,
                    from: None,
                    how: Some(UseHow::Discard),
                });
            }
            return true;
        }
        false
    }

    /// Whether a vampire has one of the titles a card's `target-title` asks (true without
    /// the word).
    fn title_allowed(&self, words: &[&M], v: CardId) -> bool {
        words.iter().all(|e| match e {
            M::TargetTitle(ts) => self.title_of(v).is_some_and(|t| ts.contains(&t)),
            _ => true,
        })
    }

    /// `host-untap-blood=N:move`, in the untap phase of its host's controller (mandatory:
    /// the window stays open until it is resolved): the host pays and the card moves to
    /// another vampire it may be on (ruling [ANK 20210109]: one in torpor too), or burns
    /// with none; a host that cannot pay is burned.
    fn host_untap_blood_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        if !self.any_has_words(W::HOST_UNTAP_BLOOD) {
            return;
        }
        for card in self.cards_in_play_with(W::HOST_UNTAP_BLOOD) {
            let Some(host) = self.card(card).host else {
                continue;
            };
            if !self.has_words(card, W::HOST_UNTAP_BLOOD)
                || self.card(host).controller != seat
                || !self.is_minion_in_play(host)
                || self.in_play.used.contains(&card)
            {
                continue;
            }
            let words: Vec<&M> = self.master_words(card).collect();
            let Some(n) = words.iter().find_map(|e| match e {
                M::HostUntapBlood(n) => Some(*n),
                _ => None,
            }) else {
                continue;
            };
            out.retain(|c| *c != Choice::Pass {});
            let use_ = |target, how| Choice::UseCard {
                card,
                target,
                from: None,
                how: Some(how),
            };
            if self.card(host).counters < n {
                out.push(use_(None, UseHow::Burn));
                continue;
            }
            let before = out.len();
            for m in self.alive_from(seat).map(|s| &self.seats[s.index()]) {
                for &v in m.ready.iter().chain(&m.torpor) {
                    if v != host && self.is_vampire(v) && self.title_allowed(&words, v) {
                        out.push(use_(Some(v), UseHow::Blood));
                    }
                }
            }
            if out.len() == before {
                out.push(use_(None, UseHow::Blood));
            }
        }
    }

    /// Performs a `host-untap-blood` use: the host pays and the card moves (or burns), or the
    /// host is burned. False for another use.
    fn host_untap_blood_perform(
        &mut self,
        card: CardId,
        target: Option<CardId>,
        how: Option<UseHow>,
    ) -> bool {
        if self.phase != Phase::Untap || !self.has_words(card, W::HOST_UNTAP_BLOOD) {
            return false;
        }
        let Some(n) = self.master_words(card).find_map(|e| match e {
            M::HostUntapBlood(n) => Some(*n),
            _ => None,
        }) else {
            return false;
        };
        let Some(host) = self.card(card).host else {
            return false;
        };
        self.in_play.used.push(card);
        match (how, target) {
            (Some(UseHow::Burn), _) => self.burn(host),
            (_, Some(v)) => {
                self.add_blood(host, -i32::from(n));
                let ctl = self.card(card).controller;
                self.card_mut(card).host = Some(v);
                self.move_card(card, Region::InPlay, ctl);
            }
            _ => {
                self.add_blood(host, -i32::from(n));
                self.burn(card);
            }
        }
        true
    }

    #[inline(never)]
    fn untap_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        let m = &self.seats[seat.index()];
        let use_ = |card, target, from, how| Choice::UseCard {
            card,
            target,
            from,
            how,
        };
        let words = W::HUNTING_GROUND | W::TROUBLEMAKER;
        let cards: &[CardId] = if self.seat_has_words(seat, words) {
            &m.in_play
        } else {
            &[]
        };
        for &card in cards {
            if !self.has_words(card, words) {
                continue;
            }
            for e in self.master_words(card) {
                match e {
                    // A hunting ground: once per untap phase, a vampire fed by one only
                    // (card text; rulebook clarification "Asile, terrain de chasse").
                    M::HuntingGround(_, titled) if !self.in_play.used.contains(&card) => {
                        for &v in &m.ready {
                            if self.is_vampire(v)
                                && !self.in_play.fed.contains(&v)
                                && (!titled || self.title_of(v).is_some())
                            {
                                out.push(use_(card, Some(v), None, None));
                            }
                        }
                    }
                    M::Troublemaker if self.prey(seat) != seat => {
                        out.push(use_(card, None, None, Some(UseHow::Give)))
                    }
                    // Its chosen vampire, ready or in torpor, while its controller controls
                    // it (card text; rulings [PIB 20150522] [LSJ 20010623]).
                    M::ChosenUntapBlood(_) if !self.in_play.used.contains(&card) => {
                        if let Some(v) = self.chosen_by(card).filter(|&v| {
                            self.card(v).controller == seat
                                && matches!(self.card(v).region, Region::Ready | Region::Torpor)
                        }) {
                            out.push(use_(card, Some(v), None, None));
                        }
                    }
                    _ => {}
                }
            }
        }
        self.activated_uses(seat, AbilityWindow::Untap, out);
        self.phase_ability_options(seat, AbilityWindow::Untap, out);
        self.move_blood_uses(seat, Phase::Untap, out);
        self.host_untap_blood_uses(seat, out);
    }

    /// Blood moves between a host and its controller's pool (Blood Doll, Vessel).
    fn move_blood_uses(&self, seat: Seat, phase: Phase, out: &mut Vec<Choice>) {
        if !self.any_has_words(W::MOVE_BLOOD) {
            return;
        }
        for card in self.cards_in_play_with(W::MOVE_BLOOD) {
            if !self.has_words(card, W::MOVE_BLOOD) {
                continue;
            }
            let Some(host) = self.card(card).host else {
                continue;
            };
            if self.card(host).controller != seat
                || !self.is_minion_in_play(host)
                || self.in_play.used.contains(&card)
                || !self.has_word(card, |e| *e == M::MoveBlood(phase))
            {
                continue;
            }
            if self.card(host).counters > 0 {
                out.push(Choice::UseCard {
                    card,
                    target: None,
                    from: None,
                    how: Some(UseHow::ToPool),
                });
            }
            out.push(Choice::UseCard {
                card,
                target: None,
                from: None,
                how: Some(UseHow::FromPool),
            });
        }
    }

    #[inline(never)]
    fn master_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        // Master cards played at a card: one option per target instead of a bare play.
        let mut i = 0;
        while i < out.len() {
            if let Choice::Master { card } = out[i] {
                if self.has_words(
                    card,
                    W::ON
                        | W::AT
                        | W::GRAND_BALL
                        | W::PREY_CANNOT_BLOCK_OR_REACT
                        | W::BLOOD_TO_YOUNGER_KIN,
                ) && self.has_word(card, needs_target)
                {
                    out.remove(i);
                    self.master_target_options(seat, card, out);
                    continue;
                }
            }
            i += 1;
        }
        self.move_blood_uses(seat, Phase::Master, out);
        self.activated_uses(seat, AbilityWindow::MasterPhase, out);
        self.burn_vampire_uses(seat, out);
        if !self.seat_has_words(seat, W::LOCK_RESCUE | W::COLLECT_BLOOD) {
            return;
        }
        let m = &self.seats[seat.index()];
        for &card in &m.in_play {
            if !self.has_words(card, W::LOCK_RESCUE | W::COLLECT_BLOOD) {
                continue;
            }
            let tapped = self.card(card).tapped;
            for e in self.master_words(card) {
                match e {
                    M::LockRescue(clan) if !tapped => {
                        for s in self.alive_from(seat) {
                            for &t in &self.seats[s.index()].torpor {
                                if !self.is_vampire(t) || !self.clan_is(t, clan) {
                                    continue;
                                }
                                out.push(Choice::UseCard {
                                    card,
                                    target: Some(t),
                                    from: None,
                                    how: Some(UseHow::Pool),
                                });
                                for &p in &m.ready {
                                    if self.is_vampire(p)
                                        && self.clan_is(p, clan)
                                        && self.card(p).counters > 0
                                    {
                                        out.push(Choice::UseCard {
                                            card,
                                            target: Some(t),
                                            from: Some(p),
                                            how: Some(UseHow::Blood),
                                        });
                                    }
                                }
                            }
                        }
                    }
                    // One vampire a turn moves blood to it (clarification "Wasserschloss").
                    M::CollectBlood(clan) if !self.in_play.used.contains(&card) => {
                        for &v in &m.ready {
                            if self.is_vampire(v)
                                && self.clan_is(v, clan)
                                && self.card(v).counters > 0
                            {
                                out.push(Choice::UseCard {
                                    card,
                                    target: None,
                                    from: Some(v),
                                    how: None,
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Targets of a master card played at a card (already known playable by its cost).
    fn master_target_options(&self, seat: Seat, card: CardId, out: &mut Vec<Choice>) {
        let pool = self.seats[seat.index()].pool;
        let cost = i32::from(self.facts(card).pool_cost);
        let words: Vec<&M> = self.master_words(card).collect();
        let name = &self.facts(card).name;
        // "Only one … can be played in a game" (card text).
        if words.contains(&&M::OncePerGame) && self.played_once.contains(&self.card(card).def) {
            return;
        }
        let has_on = |v: CardId, f: &dyn Fn(CardId) -> bool| {
            self.cards_in_play()
                .any(|x| self.card(x).host == Some(v) && f(x))
        };
        for e in &words {
            match e {
                M::On(t) | M::At(t) | M::Chooses(t) => {
                    for s in self.alive_from(seat) {
                        let sm = &self.seats[s.index()];
                        let uncontrolled: &[CardId] =
                            if matches!(*t, Target::OwnUncontrolled | Target::PreyUncontrolled) {
                                &sm.uncontrolled
                            } else {
                                &[]
                            };
                        for &v in sm.ready.iter().chain(&sm.torpor).chain(uncontrolled) {
                            if !self.target_ok(*t, seat, v) {
                                continue;
                            }
                            // Only at a vampire of that capacity or more (card text).
                            if words
                                .iter()
                                .any(|e| matches!(e, M::MinCapacity(n) if self.capacity(v) < *n))
                            {
                                continue;
                            }
                            // Only at a vampire with one of the titles (card text).
                            if !self.title_allowed(&words, v) {
                                continue;
                            }
                            // A vampire of yours brought out in your previous influence
                            // phase (card text).
                            if words.contains(&&M::EnteredLastInfluence)
                                && (self.card(v).controller != seat
                                    || self.card(v).region != crate::state::Region::Ready
                                    || self.card(v).entered_turn == 0
                                    || self.card(v).entered_turn
                                        != self.seats[seat.index()].last_turn)
                            {
                                continue;
                            }
                            // One archetype per vampire (card text).
                            if words.contains(&&M::Archetype)
                                && has_on(v, &|x| self.has_word(x, |e| *e == M::Archetype))
                            {
                                continue;
                            }
                            // Not on a vampire with the superior level (card text; p. 9:
                            // a level is inferior or superior).
                            if words.contains(&&M::GainDiscipline)
                                && self
                                    .discipline_card(card)
                                    .is_some_and(|d| self.discipline_level(v, d) >= 2)
                            {
                                continue;
                            }
                            // One card of the name per minion (card text).
                            if words.contains(&&M::OnePerHost)
                                && has_on(v, &|x| &self.facts(x).name == name)
                            {
                                continue;
                            }
                            // One haven per minion (card text).
                            if words.contains(&&M::Haven)
                                && has_on(v, &|x| self.has_word(x, |e| *e == M::Haven))
                            {
                                continue;
                            }
                            // N more pool per copy already on the vampire; not playable
                            // when that cannot be paid (ruling [ANK 20210714] on Villein).
                            // (The copies are counted only for such a card: this runs for
                            // every vampire at each master phase decision.)
                            let extra: i32 = words
                                .iter()
                                .map(|e| match e {
                                    M::RepeatCost(n) => {
                                        let copies = self
                                            .cards_in_play()
                                            .filter(|&x| {
                                                self.card(x).host == Some(v)
                                                    && &self.facts(x).name == name
                                            })
                                            .count()
                                            as i32;
                                        i32::from(*n) * copies
                                    }
                                    _ => 0,
                                })
                                .sum();
                            if cost
                                + extra
                                + self.card_cost_bonus(seat, card)
                                + self.host_master_cost(v)
                                > pool
                            {
                                continue;
                            }
                            let take = words.iter().find_map(|e| match e {
                                M::TakeBlood(a, b) => Some((*a, *b)),
                                _ => None,
                            });
                            let may_burn = words.iter().find_map(|e| match e {
                                M::MayBurn(n) => Some(n),
                                _ => None,
                            });
                            let push = |out: &mut Vec<Choice>, second, amount| {
                                out.push(Choice::MasterOn {
                                    card,
                                    target: v,
                                    second,
                                    amount,
                                })
                            };
                            if let Some((a, b)) = take {
                                // Up to all its blood (`take-blood=1:any`).
                                let b = if b == crate::defs::masters::FULL {
                                    self.card(v).counters
                                } else {
                                    b
                                };
                                for n in a..=b {
                                    push(out, None, Some(n));
                                }
                            } else if let Some(burn) = may_burn {
                                push(out, None, None);
                                for &x in &self.seats[seat.index()].in_play {
                                    if &self.facts(x).name == burn {
                                        push(out, Some(x), None);
                                    }
                                }
                            } else {
                                push(out, None, None);
                            }
                        }
                    }
                }
                M::BloodToYoungerKin(max) => {
                    // Younger: smaller capacity (CR 1.5); of the same clan.
                    let own = &self.seats[seat.index()];
                    for &a in &own.ready {
                        if !self.is_vampire(a) || self.card(a).counters == 0 {
                            continue;
                        }
                        for &b in &own.uncontrolled {
                            let kin = self
                                .facts(a)
                                .clans
                                .iter()
                                .any(|c| self.facts(b).clans.contains(c));
                            if !kin || self.capacity(b) >= self.capacity(a) {
                                continue;
                            }
                            for n in 1..=(*max).min(self.card(a).counters) {
                                out.push(Choice::MasterOn {
                                    card,
                                    target: a,
                                    second: Some(b),
                                    amount: Some(n),
                                });
                            }
                        }
                    }
                }
                M::PreyCannotBlockOrReact => {
                    // A vampire you control (in torpor it may act too) and a ready ally
                    // or younger vampire of your prey (older: larger capacity, CR 1.5).
                    let own = &self.seats[seat.index()];
                    let prey = &self.seats[self.prey(seat).index()];
                    for &a in own.ready.iter().chain(&own.torpor) {
                        if !self.is_vampire(a) {
                            continue;
                        }
                        for &b in &prey.ready {
                            if self.is_ally(b)
                                || (self.is_vampire(b) && self.capacity(b) < self.capacity(a))
                            {
                                out.push(Choice::MasterOn {
                                    card,
                                    target: a,
                                    second: Some(b),
                                    amount: None,
                                });
                            }
                        }
                    }
                }
                M::GrandBall(clan) => {
                    let ready = &self.seats[seat.index()].ready;
                    for &a in ready {
                        for &b in ready {
                            if a != b
                                && self.is_vampire(a)
                                && self.is_vampire(b)
                                && self.clan_is(a, clan)
                                && self.clan_is(b, clan)
                            {
                                out.push(Choice::MasterOn {
                                    card,
                                    target: a,
                                    second: Some(b),
                                    amount: None,
                                });
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        // Choosing a minion is aiming at it (ruling [LSJ 20031010] on Secure Haven): the
        // chosen minions' cards add to the cost (`host-master-cost`).
        if self.any_has_words(W::HOST_MASTER_COST) {
            let base = cost + self.card_cost_bonus(seat, card);
            out.retain(|c| match *c {
                Choice::MasterOn {
                    card: played,
                    target,
                    second,
                    ..
                } if played == card => {
                    base + self.host_master_cost(target)
                        + second.map_or(0, |b| self.host_master_cost(b))
                        <= pool
                }
                _ => true,
            });
        }
    }

    /// Minion-phase actions granted by cards in play (burn it, enter combat with its host).
    fn granted_actions(&self, seat: Seat, out: &mut Vec<Choice>) {
        let words = W::BURN_AS_ACTION | W::ENTER_COMBAT_ACTION | W::STEAL_AS_ACTION;
        let referendums = self.any_has_words(W::ABILITY_MINION_ACTION);
        if !referendums && !self.any_has_words(words) {
            return;
        }
        let insert_at = out.len().saturating_sub(1);
        let mut found = Vec::new();
        if referendums {
            self.card_referendum_options(seat, &mut found);
        }
        for card in self.cards_in_play_with(words) {
            if self.card(card).region != Region::InPlay || !self.has_words(card, words) {
                continue;
            }
            let host = self.card(card).host;
            for e in self.master_words(card) {
                let (who, how) = match e {
                    M::BurnAsAction(who, _) => (*who, UseHow::Burn),
                    M::EnterCombatAction(_) => (Who::Other, UseHow::EnterCombat),
                    // Only another Methuselah's minions take it (card text).
                    M::StealAsAction(..) if self.card(card).controller == seat => continue,
                    M::StealAsAction(who, _) => (*who, UseHow::Steal),
                    _ => continue,
                };
                if how == UseHow::EnterCombat
                    && !host.is_some_and(|h| self.card(h).region == Region::Ready)
                {
                    continue;
                }
                for &m in &self.seats[seat.index()].ready {
                    let c = self.card(m);
                    let fresh_ally = self.is_ally(m) && c.entered_turn == self.turn;
                    // Once each turn per minion and card, even if it unlocks (rulebook
                    // p. 22; rulings [LSJ 20070709] [LSJ 20080725] on Change of Target).
                    let taken = self.mods.no_repeat.iter().any(|&(t, x, k)| {
                        t == self.turn && x == m && k == ActionKind::Granted { card, how }
                    });
                    if c.tapped || fresh_ally || taken {
                        continue;
                    }
                    let ok = match who {
                        Who::Any => true,
                        Who::Vampire => self.is_vampire(m),
                        Who::Other => host != Some(m),
                        Who::Host => host == Some(m),
                    } && !(how == UseHow::EnterCombat
                        && self.vampire_restrictions()
                        && host.is_some_and(|h| self.combat_action_forbidden(m, h)))
                        // The action targets the host (Secure Haven).
                        && !(how == UseHow::EnterCombat
                            && host.is_some_and(|h| !self.may_target(m, h)));
                    if ok {
                        found.push(Choice::CardAction {
                            minion: m,
                            card,
                            how,
                        });
                    }
                }
            }
        }
        for (k, c) in found.into_iter().enumerate() {
            out.insert(insert_at + k, c);
        }
    }

    #[inline(never)]
    fn influence_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        self.activated_uses(seat, AbilityWindow::Influence, out);
        self.phase_ability_options(seat, AbilityWindow::Influence, out);
        let words = W::INFLUENCE_COUNTERS | W::TRANSFER_CRYPT | W::TRANSFER_BURN_POOL;
        if !self.seat_has_words(seat, words) {
            return;
        }
        let m = &self.seats[seat.index()];
        for &card in &m.in_play {
            if !self.has_words(card, words) {
                continue;
            }
            let tapped = self.card(card).tapped;
            for e in self.master_words(card) {
                match e {
                    M::InfluenceCounters(clan) if !tapped && self.card(card).counters > 0 => {
                        for &v in &m.uncontrolled {
                            if self.clan_is(v, clan) {
                                out.push(Choice::UseCard {
                                    card,
                                    target: Some(v),
                                    from: None,
                                    how: Some(UseHow::Blood),
                                });
                            }
                        }
                    }
                    M::TransferCrypt(n) if self.transfers >= *n && !m.crypt.is_empty() => {
                        out.push(Choice::UseCard {
                            card,
                            target: None,
                            from: None,
                            how: Some(UseHow::DrawCrypt),
                        })
                    }
                    M::TransferBurnPool(n, _) if self.transfers >= *n => {
                        out.push(Choice::UseCard {
                            card,
                            target: None,
                            from: None,
                            how: Some(UseHow::Burn),
                        })
                    }
                    _ => {}
                }
            }
        }
    }

    #[inline(never)]
    fn action_uses(&self, a: &crate::state::ActionState, seat: Seat, out: &mut Vec<Choice>) {
        match a.stage {
            ActionStage::BlockChoice => {
                // Cards on minions that cannot block; actions that cannot be blocked.
                let unblockable = self.action_unblockable();
                out.retain(|c| match *c {
                    Choice::Block { minion } => {
                        !unblockable
                            && !self.cannot_block(minion)
                            && !self.gear_forbids_block(a.actor, minion)
                    }
                    _ => true,
                });
                return;
            }
            ActionStage::Announced | ActionStage::AttemptActing if seat == self.acting_seat() => {}
            _ => return,
        }
        let actor = a.actor;
        if self.card(actor).controller != seat || !self.is_vampire(actor) {
            return;
        }
        match a.stage {
            ActionStage::Announced => {
                self.activated_uses(seat, AbilityWindow::ActionAnnounced, out)
            }
            _ => self.activated_uses(seat, AbilityWindow::BlockAttempt, out),
        }
        if !self.seat_has_words(seat, W::LOCK_UNLOCK_AFTER) || a.stage != ActionStage::Announced {
            return;
        }
        for &card in &self.seats[seat.index()].in_play {
            if self.card(card).tapped || !self.has_words(card, W::LOCK_UNLOCK_AFTER) {
                continue;
            }
            for e in self.master_words(card) {
                // "As the action is announced": undirected actions only (card text).
                if let M::LockUnlockAfter(clan) = e {
                    if !a.directed && self.clan_is(actor, clan) {
                        let choice = Choice::UseCard {
                            card,
                            target: None,
                            from: None,
                            how: Some(UseHow::Unlock),
                        };
                        if !out.contains(&choice) {
                            out.push(choice);
                        }
                    }
                }
            }
        }
    }

    #[inline(never)]
    fn polling_uses(&self, _r: &crate::state::Referendum, seat: Seat, out: &mut Vec<Choice>) {
        self.activated_uses(seat, AbilityWindow::Polling, out);
    }

    /// Cards usable at any time by their controller, at any of their decisions.
    #[inline(never)]
    fn anytime_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        self.activated_uses(seat, AbilityWindow::AnyTime, out);
        // Any time, even in combat (clarification "Zone, La"): the abilities above.
        if !self.seat_has_words(seat, W::BURN_RESCUE) {
            return;
        }
        let m = &self.seats[seat.index()];
        for &card in &m.in_play {
            if !self.has_words(card, W::BURN_RESCUE) || !self.facts(card).types.contains(T::MASTER)
            {
                continue;
            }
            for e in self.master_words(card) {
                // Even when locked (card text).
                let M::BurnRescue(clan) = e else { continue };
                for s in self.alive_from(seat) {
                    for &t in &self.seats[s.index()].torpor {
                        if self.is_vampire(t) && self.clan_is(t, clan) {
                            out.push(Choice::UseCard {
                                card,
                                target: Some(t),
                                from: None,
                                how: Some(UseHow::Rescue),
                            });
                        }
                    }
                }
            }
        }
    }

    // ---- Performing ----

    /// Performs the choices of cards in play; false for any other choice (the window's own).
    pub(crate) fn in_play_perform(&mut self, choice: &Choice) -> bool {
        match *choice {
            // A card locked for an action out of turn.
            Choice::UseCard {
                card,
                target: Some(minion),
                from: None,
                how: None,
            } if self.out_of_turn.is_some() && self.out_of_turn_lock(card, minion) => true,
            Choice::MasterOn {
                card,
                target,
                second,
                amount,
            } => {
                self.play_master_on(card, target, second, amount);
                true
            }
            // A follow-up's own choice (gain pool or draw from the crypt, draw another card)
            // is not a card used.
            Choice::UseCard { .. }
                if matches!(
                    self.follow_up,
                    Some(
                        crate::state::FollowUp::PoolOrCrypt { .. }
                            | crate::state::FollowUp::Drawing { .. }
                    )
                ) =>
            {
                false
            }
            // A vampire's polling-step ability (Arishat's abstention).
            Choice::UseCard {
                card,
                target: Some(t),
                how: Some(UseHow::Blood),
                ..
            } if self.is_vampire(card) && matches!(self.step(), crate::state::Step::Referendum) => {
                if let Some(mut r) = self.referendum.take() {
                    self.use_polling_ability(&mut r, card, t);
                    self.referendum = Some(r);
                }
                true
            }
            Choice::UseCard {
                card,
                target,
                from,
                how,
            } => {
                self.use_card(card, target, from, how);
                true
            }
            Choice::UseAt { seat, .. } if self.phase == Phase::Discard => {
                self.use_discard_phase_ability_at(seat);
                true
            }
            Choice::CardAction {
                minion,
                card,
                how: UseHow::Referendum,
            } => {
                let seat = self.acting_seat();
                self.announce(seat, minion, ActionKind::Referendum { source: card }, None);
                true
            }
            Choice::CardAction { minion, card, how } => {
                let seat = self.acting_seat();
                let kind = ActionKind::Granted { card, how };
                self.announce(seat, minion, kind, None);
                // Not taken again this turn by this minion (rulebook p. 22).
                let turn = self.turn;
                self.mods.no_repeat.push((turn, minion, kind));
                true
            }
            Choice::Pass {} => self.in_play_pass(),
            _ => false,
        }
    }

    /// A pass that closes a window of cards in play.
    fn in_play_pass(&mut self) -> bool {
        let idle = self.action.is_none()
            && self.combat.is_none()
            && self.referendum.is_none()
            && self.discipline_gain.is_none()
            && self.diablerie_items.is_none();
        if let Some((_, _, _)) = self.in_play.trouble.take() {
            return true;
        }
        if self.in_play.remove_uncontrolled.take().is_some() {
            return true;
        }
        if !idle {
            return false;
        }
        match self.phase {
            // The untap window of cards in play closes; the master phase follows.
            Phase::Untap if self.untap_step == UntapStep::CardsInPlay => {
                self.untap_step = UntapStep::Done;
                let seat = self.active;
                self.mandatory_unlock_effects(seat);
                self.untap_triggers(seat);
                true
            }
            // Bonuses "until the end of the turn" end after the discard phase actions; a
            // hand over its size is discarded down (clarification "Rêves du sphinx").
            Phase::Discard => {
                self.lasting.expire(Until::Turn);
                let seat = self.active;
                if self.seats[seat.index()].hand.len() > self.hand_size_of(seat) {
                    self.in_play.discard_down = true;
                    return true;
                }
                false
            }
            _ => false,
        }
    }

    fn lock(&mut self, c: CardId) {
        self.card_mut(c).tapped = true;
        self.emit(|| Event::Taps { card: c });
    }

    /// Plays a master card at a card (p. 8): one master phase action (a trifle gives one
    /// back once per phase), its cost, its effect, its replacement.
    fn play_master_on(
        &mut self,
        card: CardId,
        target: CardId,
        second: Option<CardId>,
        amount: Option<u8>,
    ) {
        let seat = self.active;
        self.master_actions = self.master_actions.saturating_sub(1);
        // Played, even if cancelled: "only one in a game" holds (ruling group "Cancel"
        // [ANK 20190104]).
        if self.has_word(card, |e| *e == M::OncePerGame) {
            self.played_once.push(self.card(card).def);
        }
        let how = crate::state::PlayedHow::MasterOn {
            target,
            second,
            amount,
        };
        if !self.open_as_played(seat, card, how) {
            self.master_on_takes_effect(card, target, second, amount);
        }
    }

    /// A master card played at a card takes effect once nobody cancelled it: a trifle's
    /// extra action, its cost, its effect, its replacement.
    pub(crate) fn master_on_takes_effect(
        &mut self,
        card: CardId,
        target: CardId,
        second: Option<CardId>,
        amount: Option<u8>,
    ) {
        let seat = self.active;
        let f = self.facts(card);
        if f.trifle && !self.trifle_used {
            self.trifle_used = true;
            self.master_actions += 1;
        }
        let name = &f.name;
        let words: Vec<M> = self.master_words(card).cloned().collect();
        let mut cost = i32::from(f.pool_cost)
            + self.card_cost_bonus(seat, card)
            + self.host_master_cost(target)
            + second.map_or(0, |b| self.host_master_cost(b));
        for e in &words {
            if let M::RepeatCost(n) = e {
                // N more per copy already on the vampire (ruling [ANK 20210714] on Villein).
                let copies = self
                    .cards_in_play()
                    .filter(|&x| self.card(x).host == Some(target) && &self.facts(x).name == name)
                    .count() as i32;
                cost += i32::from(*n) * copies;
            }
        }
        self.emit(|| Event::MasterPlayed { seat, card });
        let stays = words
            .iter()
            .any(|e| matches!(e, M::On(_) | M::GrandBall(_) | M::Chooses(_)));
        for e in &words {
            match e {
                M::On(_) => {
                    // A Discipline card becomes part of its vampire, whoever played it
                    // (p. 9): it goes with the vampire's controller's cards in play.
                    let to = if words.contains(&M::GainDiscipline) {
                        self.card(target).controller
                    } else {
                        seat
                    };
                    self.move_card(card, Region::InPlay, to);
                    self.card_mut(card).host = Some(target);
                    self.enter_unique(card);
                }
                // A location choosing a minion as it is played (The Rack).
                M::Chooses(_) => {
                    self.move_card(card, Region::InPlay, seat);
                    self.enter_unique(card);
                    self.set_chosen(card, target);
                }
                M::GrandBall(_) => {
                    self.move_card(card, Region::InPlay, seat);
                    self.lock(target);
                    if let Some(free) = second {
                        self.in_play.balls.retain(|b| b.0 != card);
                        self.in_play.balls.push((card, target, free));
                    }
                }
                M::AddBlood(n) => self.add_blood(target, i32::from(*n)),
                M::LockTarget => self.lock(target),
                M::RemoveGainCapacity => {
                    let (owner, cap) = (self.card(target).controller, self.capacity(target));
                    if self.is_minion_in_play(target) {
                        self.remove_from_game(target);
                        self.add_pool(owner, i32::from(cap));
                    }
                }
                M::BloodToYoungerKin(_) => {
                    if let Some(b) = second {
                        let n = amount.unwrap_or(0).min(self.card(target).counters);
                        self.add_blood(target, -i32::from(n));
                        self.add_blood(b, i32::from(n));
                    }
                }
                M::PreyCannotBlockOrReact => {
                    if let Some(b) = second {
                        self.lasting.add(crate::state::Lasting {
                            source: card,
                            holder: Holder::Minion(b),
                            gives: Gives::CannotBlockOrReactTo(target),
                            until: Until::Turn,
                        });
                    }
                }
                M::TakeBlood(..) => {
                    // As much as it has of the amount chosen (clarification "Serf").
                    let n = amount.unwrap_or(0).min(self.card(target).counters);
                    self.add_blood(target, -i32::from(n));
                    // The cost is paid with the gain: no oust in between (ruling).
                    self.add_pool(seat, i32::from(n) - cost);
                    cost = 0;
                }
                M::MayBurn(_) => {
                    if let Some(x) = second.filter(|&x| self.card(x).region == Region::InPlay) {
                        self.burn(x);
                    }
                }
                _ => {}
            }
        }
        self.add_pool(seat, -cost);
        if !stays {
            self.burn_quiet(card);
        }
        self.replace_played(card, seat);
    }

    fn use_card(
        &mut self,
        card: CardId,
        target: Option<CardId>,
        from: Option<CardId>,
        how: Option<UseHow>,
    ) {
        let seat = self.active;
        // A vampire's own ability in the untap or influence phase (Gilbert Duane's).
        if matches!(self.phase, Phase::Untap | Phase::Influence) && self.is_vampire(card) {
            let window = if self.phase == Phase::Untap {
                AbilityWindow::Untap
            } else {
                AbilityWindow::Influence
            };
            self.use_phase_ability(card, window, target);
            return;
        }
        // A vampire's own ability in the discard phase (Ayse Dhanial's blood).
        if self.phase == Phase::Discard && self.is_vampire(card) {
            if let Some(how) = how {
                self.use_discard_phase_ability(card, how, target);
            }
            return;
        }
        // Another Methuselah's event burned for a discard phase action and pool.
        if self.phase == Phase::Discard && self.burn_event_use(seat, card) {
            return;
        }
        if how == Some(UseHow::Discard) && self.card(card).region == Region::Hand {
            // Discarding down to hand size at the end of the turn.
            if self.in_play.discard_down {
                let s = self.card(card).controller;
                self.burn_quiet(card);
                if self.seats[s.index()].hand.len() <= self.hand_size_of(s) {
                    self.in_play.discard_down = false;
                    self.end_turn();
                }
                return;
            }
        }
        self.emit(|| Event::Uses { card, target });
        let words: Vec<M> = self.master_words(card).cloned().collect();
        let me = self.card(card).controller;
        // Payments owed to a card (Smiling Jack).
        if let Some((owed, n)) = self.in_play.owed {
            if owed == card && self.phase == Phase::Untap && n > 0 {
                match from {
                    Some(v) => self.add_blood(v, -1),
                    None => self.add_pool(seat, -1),
                }
                self.in_play.owed = (n > 1).then_some((card, n - 1));
                return;
            }
        }
        if let Some((t, giver, locked)) = self.in_play.trouble {
            if t == card {
                match (how, target) {
                    (Some(UseHow::Lock), Some(v)) => {
                        self.lock(v);
                        self.in_play.trouble = (locked < 1).then_some((card, giver, locked + 1));
                    }
                    (Some(UseHow::Burn), Some(e)) => {
                        self.burn(e);
                        self.in_play.trouble = None;
                    }
                    _ => self.in_play.trouble = None,
                }
                return;
            }
        }
        if how == Some(UseHow::Remove) {
            if let Some(v) = target {
                self.remove_from_game(v);
            }
            self.in_play.remove_uncontrolled = None;
            return;
        }
        if self.use_ability(card, target, how) {
            return;
        }
        if self.host_untap_blood_perform(card, target, how) {
            return;
        }
        let locks = |s: &mut State| {
            s.lock(card);
            if words.contains(&M::CounterOnLock) {
                s.add_blood(card, 1);
            }
        };
        match how {
            Some(UseHow::ToPool) | Some(UseHow::FromPool) => {
                let Some(host) = self.card(card).host else {
                    return;
                };
                let hs = self.card(host).controller;
                self.in_play.used.push(card);
                if how == Some(UseHow::ToPool) {
                    self.add_blood(host, -1);
                    self.add_pool(hs, 1);
                } else {
                    self.add_pool(hs, -1);
                    self.add_blood(host, 1);
                }
            }
            Some(UseHow::Pool) => {
                if let Some(t) = target {
                    // A rescue paid with 1 pool (Chantry).
                    locks(self);
                    self.add_pool(me, -1);
                    self.rescue_from_torpor(t);
                }
            }
            Some(UseHow::Blood) => {
                if let (Some(t), Some(p)) = (target, from) {
                    // A rescue paid with a vampire's blood (Chantry).
                    locks(self);
                    self.add_blood(p, -1);
                    self.rescue_from_torpor(t);
                } else if let Some(v) = target {
                    if words.iter().any(|e| matches!(e, M::InfluenceCounters(_))) {
                        self.lock(card);
                        let n = self.card(card).counters;
                        self.card_mut(card).counters = 0;
                        self.add_blood(v, i32::from(n));
                    }
                }
            }
            Some(UseHow::DrawCrypt) => {
                let n = words
                    .iter()
                    .find_map(|e| match e {
                        M::TransferCrypt(n) => Some(*n),
                        _ => None,
                    })
                    .unwrap_or(1);
                self.transfers = self.transfers.saturating_sub(n);
                if let Some(c) = self.seats[seat.index()].crypt.pop() {
                    self.card_mut(c).region = Region::Uncontrolled;
                    self.seats[seat.index()].uncontrolled.push(c);
                    self.emit(|| Event::CryptDraw { seat });
                }
                self.in_play.remove_uncontrolled = Some(card);
            }
            Some(UseHow::Burn) => {
                // Transfers spent to burn it for pool (Wider View).
                if let Some((t, p)) = words.iter().find_map(|e| match e {
                    M::TransferBurnPool(t, p) => Some((*t, *p)),
                    _ => None,
                }) {
                    self.transfers = self.transfers.saturating_sub(t);
                    self.burn(card);
                    self.add_pool(seat, i32::from(p));
                }
            }
            Some(UseHow::Unlock) => {
                locks(self);
                self.in_play.unlock_after = self.action.as_ref().map(|a| a.actor);
            }
            Some(UseHow::Rescue) => {
                // Burned, even locked (Warsaw Station).
                self.burn(card);
                if let Some(t) = target {
                    self.rescue_from_torpor(t);
                }
            }
            Some(UseHow::Prevent) => {
                let n = words
                    .iter()
                    .find_map(|e| match e {
                        M::HostPrevent(n) => Some(*n),
                        _ => None,
                    })
                    .unwrap_or(0);
                let host = self.card(card).host;
                if let Some(c) = self.combat.as_mut() {
                    self.in_play.prevent_used.push((card, c.sides));
                    if let Some(side) = c.sides.iter().position(|&s| Some(s) == host) {
                        let d = &mut c.damage[side];
                        let from_agg = n.min(d.1);
                        d.1 -= from_agg;
                        let from_normal = (n - from_agg).min(d.0);
                        d.0 -= from_normal;
                        let by = c.sides[side];
                        self.emit(|| Event::Prevents {
                            card: by,
                            amount: from_agg + from_normal,
                        });
                    }
                }
            }
            Some(UseHow::Give) => {
                // Control goes to the prey; then locks or a burned equipment.
                let prey = self.prey(seat);
                self.move_card(card, Region::InPlay, prey);
                self.in_play.trouble = Some((card, seat, 0));
            }
            // Uses performed above (abilities, trouble, removal) or by their own window.
            Some(UseHow::Lock)
            | Some(UseHow::Cancel)
            | Some(UseHow::MasterAction)
            | Some(UseHow::Draw)
            | Some(UseHow::Remove)
            | Some(UseHow::EnterCombat)
            | Some(UseHow::Steal)
            | Some(UseHow::Referendum)
            | Some(UseHow::HandSize)
            | Some(UseHow::Stealth)
            | Some(UseHow::Votes)
            | Some(UseHow::Discard) => {}
            None => {
                if let Some(v) = target {
                    if let Some(n) = words.iter().find_map(|e| match e {
                        M::ChosenUntapBlood(n) => Some(*n),
                        _ => None,
                    }) {
                        self.in_play.used.push(card);
                        self.add_blood(v, i32::from(n));
                    } else if words.iter().any(|e| matches!(e, M::HuntingGround(..))) {
                        let n = words
                            .iter()
                            .find_map(|e| match e {
                                M::HuntingGround(n, _) => Some(*n),
                                _ => None,
                            })
                            .unwrap_or(1);
                        self.in_play.used.push(card);
                        self.in_play.fed.push(v);
                        self.add_blood(v, i32::from(n));
                    }
                } else if let Some(v) = from {
                    // One vampire moves 1 blood onto the card, once a turn.
                    self.in_play.used.push(card);
                    self.add_blood(v, -1);
                    let c = self.card_mut(card);
                    c.counters = c.counters.saturating_add(1);
                }
            }
        }
    }

    /// A vampire in torpor moves to its controller's ready region (neither taps nor untaps).
    fn rescue_from_torpor(&mut self, v: CardId) {
        if self.card(v).region == Region::Torpor {
            let ctl = self.card(v).controller;
            self.move_card(v, Region::Ready, ctl);
        }
    }

    // ---- Granted actions ----

    /// Stealth and target of an action granted by a card in play: directed at the card's
    /// controller (burning it) or at its host's controller (entering combat with it);
    /// `None` when that is the acting Methuselah.
    pub(crate) fn granted_action_terms(
        &self,
        actor: CardId,
        card: CardId,
        how: UseHow,
    ) -> (i8, Option<Seat>) {
        let mut stealth = 0i8;
        for e in self.master_words(card) {
            match (e, how) {
                (M::BurnAsAction(_, s), UseHow::Burn)
                | (M::StealAsAction(_, s), UseHow::Steal)
                | (M::EnterCombatAction(s), UseHow::EnterCombat) => stealth = *s,
                _ => {}
            }
        }
        for e in self.master_words(card) {
            if let M::ActionClanStealth(clan, n) = e {
                if self.is_vampire(actor) && self.clan_is(actor, clan) {
                    stealth = stealth.saturating_add(*n);
                }
            }
        }
        let aimed = match how {
            UseHow::EnterCombat => self.card(card).host.unwrap_or(card),
            _ => card,
        };
        let at = self.card(aimed).controller;
        (stealth, (at != self.card(actor).controller).then_some(at))
    }

    /// A granted action succeeds: the card burns, or combat with its host starts.
    pub(crate) fn granted_action_succeeds(&mut self, actor: CardId, card: CardId, how: UseHow) {
        if self.card(card).region != Region::InPlay {
            return;
        }
        match how {
            UseHow::EnterCombat => {
                if let Some(host) = self.card(card).host {
                    if self.card(host).region == Region::Ready
                        && self.card(actor).region == Region::Ready
                    {
                        self.start_combat(actor, host);
                    }
                }
            }
            // The acting minion's controller takes it; a unique card another copy of which
            // they control is contested (p. 17).
            UseHow::Steal => {
                let seat = self.card(actor).controller;
                self.move_card(card, Region::InPlay, seat);
                self.card_mut(card).host = None;
                self.enter_unique(card);
                // Its new controller chooses again (`chooses=`, card text: The Rack).
                if self.has_word(card, |e| matches!(e, M::Chooses(_)))
                    && self.card(card).region == Region::InPlay
                {
                    self.in_play.chosen.retain(|&(c, _)| c != card);
                    if self.choosable(seat, card).next().is_some() {
                        self.follow_up = Some(crate::state::FollowUp::ChooseFor { seat, card });
                    }
                }
            }
            _ => self.burn(card),
        }
    }

    /// After a successful action: a vampire to unlock (Warsaw Station; even if the card
    /// left play, ruling).
    pub(crate) fn after_action_success(&mut self, actor: CardId, reaction_played: bool) {
        self.host_success_triggers(actor, reaction_played);
        if self.in_play.unlock_after.take() == Some(actor) && self.is_minion_in_play(actor) {
            self.card_mut(actor).tapped = false;
        }
        self.equipment_after_success(actor);
    }

    /// A block succeeds: cards that react to it (Rebel), before the block resolves.
    pub(crate) fn on_blocked(&mut self, blocker: CardId) {
        self.in_play.unlock_after = None;
        let Some(a) = &self.action else { return };
        let titled = self.is_vampire(a.actor) && self.title_of(a.actor).is_some();
        let political = a.kind.is_political();
        if !titled && !political {
            return;
        }
        let cards: Vec<CardId> = self
            .cards_in_play()
            .filter(|&c| self.card(c).host == Some(blocker) && !self.in_play.used.contains(&c))
            .collect();
        for c in cards {
            let n = self.master_words(c).find_map(|e| match e {
                M::BlockGain(n) => Some(*n),
                _ => None,
            });
            if let Some(n) = n {
                self.in_play.used.push(c);
                self.add_blood(blocker, i32::from(n));
            }
        }
    }

    // ---- Untap phase and state-based effects ----

    /// Vampires that stay locked through an untap phase (grand balls).
    pub(crate) fn stay_locked(&self, seat: Seat) -> Vec<CardId> {
        let mut v: Vec<CardId> = self
            .in_play
            .balls
            .iter()
            .filter(|&&(b, locked, _)| {
                self.card(b).region == Region::InPlay
                    && self.card(locked).controller == seat
                    && self.card(locked).tapped
            })
            .map(|&(_, locked, _)| locked)
            .collect();
        // Stunned minions skip this unlock phase (a stun).
        if !self.lasting.is_empty() {
            v.extend(
                self.lasting
                    .iter()
                    .filter_map(|e| match (e.holder, e.gives) {
                        (crate::state::Holder::Minion(m), crate::state::Gives::SkipsUnlock)
                            if e.until == crate::state::Until::Unlock(seat)
                                && self.card(m).controller == seat
                                && self.card(m).tapped =>
                        {
                            Some(m)
                        }
                        _ => None,
                    }),
            );
        }
        v
    }

    /// The start of an untap phase, after untapping: per-turn memories reset, locked
    /// vampires relocked, mandatory effects of cards in play.
    pub(crate) fn unlock_phase_starts(&mut self, seat: Seat, relock: Vec<CardId>) {
        self.in_play.used.clear();
        self.in_play.fed.clear();
        self.in_play.unlock_after = None;
        for v in relock {
            self.card_mut(v).tapped = true;
        }
        // The Methuselah's own pool costs come once the untap window closes
        // (`mandatory_unlock_effects`).
        let untap_words = W::OTHERS_BURN_PER_COUNTER;
        let cards: Vec<CardId> = self.cards_in_play_with(untap_words).collect();
        for c in cards {
            if self.card(c).region != Region::InPlay || !self.has_words(c, untap_words) {
                continue;
            }
            let words: Vec<M> = self.master_words(c).cloned().collect();
            let ctl = self.card(c).controller;
            for e in words {
                match e {
                    M::OthersBurnPerCounter if ctl != seat && self.card(c).counters > 0 => {
                        self.in_play.owed = Some((c, self.card(c).counters));
                    }
                    _ => {}
                }
            }
        }
    }

    /// The mandatory unlock-phase effects of cards in play that cost the Methuselah pool.
    /// The Methuselah orders unlock effects, so they come once the optional ones were used
    /// (ruling [LSJ 20010121] on Fame): the untap window closes.
    fn mandatory_unlock_effects(&mut self, seat: Seat) {
        let words = W::UNTAP_TORPOR_BURN_POOL | W::UNTAP_POOL_COUNTER;
        let cards: Vec<CardId> = self.cards_in_play_with(words).collect();
        for c in cards {
            if self.card(c).region != Region::InPlay || !self.has_words(c, words) {
                continue;
            }
            let words: Vec<M> = self.master_words(c).cloned().collect();
            let ctl = self.card(c).controller;
            let torpid = self
                .card(c)
                .host
                .is_some_and(|h| self.card(h).region == Region::Torpor);
            for e in words {
                match e {
                    // Each Methuselah's untap phase: the host in torpor costs them pool.
                    M::UntapTorporBurnPool(n) if torpid => self.add_pool(seat, -i32::from(n)),
                    // Mandatory, even if it ousts (clarification "Smiling Jack").
                    M::UntapPoolCounter if ctl == seat => {
                        self.add_pool(seat, -1);
                        self.add_blood(c, 1);
                    }
                    _ => {}
                }
            }
        }
    }

    /// State-based effects of cards in play; true when something changed.
    pub(crate) fn in_play_auto(&mut self) -> bool {
        if !self.in_play.prevent_used.is_empty() && self.combat.is_none() {
            self.in_play.prevent_used.clear();
        }
        if !self.any_has_words(W::BURN_IF_HOST_TORPOR | W::BURN_AT_COUNTERS) {
            return false;
        }
        // The first card to burn, in seat and list order, found without mutable access.
        let burn = self
            .cards_in_play_with(W::BURN_IF_HOST_TORPOR | W::BURN_AT_COUNTERS)
            .find(|&c| {
                if !self.has_words(c, W::BURN_IF_HOST_TORPOR | W::BURN_AT_COUNTERS)
                    || !self.facts(c).types.contains(T::MASTER)
                {
                    return false;
                }
                let host = self.card(c).host;
                let torpid = host.is_some_and(|h| self.card(h).region == Region::Torpor);
                let counters = self.card(c).counters;
                self.master_words(c).any(|e| match e {
                    M::BurnIfHostTorpor => torpid,
                    M::BurnAtCounters(0) => counters == 0,
                    M::BurnAtCounters(n) => counters >= *n,
                    _ => false,
                })
            });
        match burn {
            Some(c) => {
                self.burn(c);
                true
            }
            None => false,
        }
    }

    /// A minion just went to torpor: cards on it that cost pool then (Fame: right after,
    /// clarification "Renommée").
    pub(crate) fn went_to_torpor(&mut self, v: CardId) {
        let mut burn = 0;
        let mut burned = Vec::new();
        for c in self.cards_in_play_with(W::TORPOR_BURN_POOL) {
            if self.card(c).host == Some(v) && self.has_words(c, W::TORPOR_BURN_POOL) {
                for e in self.master_words(c) {
                    match e {
                        M::TorporBurnPool(n) => burn += i32::from(*n),
                        // Only as the host goes there (ruling [RTR 19960124]).
                        M::BurnAfterHostTorpor => burned.push(c),
                        _ => {}
                    }
                }
            }
        }
        for c in burned {
            self.burn(c);
        }
        if burn > 0 {
            let ctl = self.card(v).controller;
            self.add_pool(ctl, -burn);
        }
    }

    /// A card enters play as a master card: its starting counters.
    pub(crate) fn master_enters_play(&mut self, card: CardId) {
        if self.card(card).region != Region::InPlay {
            return;
        }
        let n: u8 = self
            .master_words(card)
            .map(|e| match e {
                M::Counters(n) => *n,
                _ => 0,
            })
            .sum();
        if n > 0 {
            self.add_blood(card, i32::from(n));
        }
        if self.has_words(card, W::COPIES_RECOVER) {
            self.copies_recover(card);
        }
    }

    /// `copies-recover=N:P:C`: with N copies in play its controller controls, every copy in
    /// play (anyone's) leaves the game; the controller gains P pool and recovers up to C
    /// library cards of their ash heap (a follow-up).
    fn copies_recover(&mut self, card: CardId) {
        let Some((n, pool, cards)) = self.master_words(card).find_map(|e| match e {
            M::CopiesRecover(n, p, c) => Some((*n, *p, *c)),
            _ => None,
        }) else {
            return;
        };
        let (seat, def) = (self.card(card).controller, self.card(card).def);
        let own = self.seats[seat.index()]
            .in_play
            .iter()
            .filter(|&&c| self.card(c).def == def)
            .count();
        if own < usize::from(n) {
            return;
        }
        let copies: Vec<(CardId, Seat)> = self
            .seats
            .iter()
            .flat_map(|m| m.in_play.iter().copied())
            .filter(|&c| self.card(c).def == def)
            .map(|c| (c, self.card(c).controller))
            .collect();
        for (c, ctl) in copies {
            self.move_card(c, Region::Removed, ctl);
        }
        self.add_pool(seat, i32::from(pool));
        if cards > 0 {
            self.follow_up = Some(crate::state::FollowUp::RecoverFromAshHeap {
                seat,
                left: cards,
                first: true,
            });
        }
    }

    /// Whether any card in play may forbid transfers (`host-no-transfers`): asked once per
    /// influence decision before [`Self::transfers_allowed`].
    pub(crate) fn transfers_forbidden_anywhere(&self) -> bool {
        self.any_has_words(W::HOST_NO_TRANSFERS)
    }

    /// Whether transfers may move blood to or from an uncontrolled vampire: not with a
    /// card on it that forbids them (`host-no-transfers`; other movements are allowed,
    /// ruling [LSJ 20010211] on Brainwash).
    pub(crate) fn transfers_allowed(&self, v: CardId) -> bool {
        !self.cards_in_play_with(W::HOST_NO_TRANSFERS).any(|c| {
            self.card(c).host == Some(v)
                && self.has_words(c, W::HOST_NO_TRANSFERS)
                && self.has_word(c, |e| *e == M::HostNoTransfers)
        })
    }

    /// Whether a master card's own words allow playing it now (`burn-library-pool=N:P`:
    /// N cards in the library, ruling [LSJ 20070901] on Liquidation).
    pub(crate) fn master_words_allow(&self, seat: Seat, card: CardId) -> bool {
        let def = self.card(card).def;
        !self.has_words(card, W::BURN_LIBRARY_POOL | W::ONE_PER_TURN)
            || self.master_words(card).all(|e| match e {
                M::BurnLibraryPool(n, _) => {
                    self.seats[seat.index()].library.len() >= usize::from(*n)
                }
                // Played (even cancelled) earlier this turn: kept with the turn's uses.
                M::OnePerTurn => !self.used_this_turn.iter().any(|&(_, d)| d == def),
                _ => true,
            })
    }

    /// A master card of which one may be played each turn (`one-per-turn`) is noted as
    /// played.
    pub(crate) fn note_played_this_turn(&mut self, card: CardId) {
        if self.has_words(card, W::ONE_PER_TURN) {
            let def = self.card(card).def;
            self.used_this_turn.push((card, def));
        }
    }

    /// A master card played with no target takes effect: its words that act once
    /// (`burn-library-pool=N:P`), and a replacement held until the discard phase.
    pub(crate) fn master_one_shot(&mut self, seat: Seat, card: CardId) {
        if self.has_words(card, W::BURN_LIBRARY_POOL) {
            let words: Vec<M> = self.master_words(card).cloned().collect();
            for e in words {
                if let M::BurnLibraryPool(n, p) = e {
                    for _ in 0..n {
                        let Some(c) = self.seats[seat.index()].library.last().copied() else {
                            break;
                        };
                        self.burn(c);
                    }
                    self.add_pool(seat, i32::from(p));
                }
            }
        }
        if self.defs.get(self.card(card).def).is_some_and(|d| {
            d.effects.iter().any(|e| {
                matches!(
                    e,
                    crate::defs::Effect::Modifier(
                        crate::defs::modifiers::ModifierEffect::NoReplaceUntilDiscard
                    )
                )
            })
        }) {
            self.hold_replacement_until_discard(seat);
        }
    }

    /// More pool a card costs its player from their cards in play (`card-cost=NAME:N`:
    /// Villein's on Minion Tap).
    pub(crate) fn card_cost_bonus(&self, seat: Seat, card: CardId) -> i32 {
        if !self.seat_has_words(seat, W::CARD_COST) {
            return 0;
        }
        let name = &self.facts(card).name;
        self.seats[seat.index()]
            .in_play
            .iter()
            .filter(|&&c| self.has_words(c, W::CARD_COST))
            .flat_map(|&c| self.master_words(c))
            .map(|e| match e {
                M::CardCost(n, extra) if n == name => i32::from(*extra),
                _ => 0,
            })
            .sum()
    }

    /// Whether `actor`'s action may take `target` as its target: not a minion another
    /// Methuselah protects with an `untargetable` card on it (Secure Haven). Cards on the
    /// minion stay targetable (ruling [TOM 19951208-1]); a contested card protects nothing
    /// (it is not in play, p. 17; ruling [RTR 19960124]).
    pub(crate) fn may_target(&self, actor: CardId, target: CardId) -> bool {
        if !self.any_has_words(W::UNTARGETABLE) {
            return true;
        }
        let ctl = self.card(target).controller;
        if self.card(actor).controller == ctl || !self.seat_has_words(ctl, W::UNTARGETABLE) {
            return true;
        }
        !self.attached(target).any(|c| {
            self.has_words(c, W::UNTARGETABLE) && self.has_word(c, |e| *e == M::Untargetable)
        })
    }

    /// More pool a master card played at `target` costs, whoever plays it, from cards on
    /// `target` (`host-master-cost=N`; ruling [TOM 19951208-1]: its own controller too).
    pub(crate) fn host_master_cost(&self, target: CardId) -> i32 {
        if !self.any_has_words(W::HOST_MASTER_COST) {
            return 0;
        }
        self.attached(target)
            .filter(|&c| self.has_words(c, W::HOST_MASTER_COST))
            .flat_map(|c| self.master_words(c))
            .map(|e| match e {
                M::HostMasterCost(n) => i32::from(*n),
                _ => 0,
            })
            .sum()
    }

    /// The minions `seat` may choose for `card` (`chooses=TARGET`).
    pub(crate) fn choosable(&self, seat: Seat, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        let t = self.master_words(card).find_map(|e| match e {
            M::Chooses(t) => Some(*t),
            _ => None,
        });
        let m = &self.seats[seat.index()];
        m.ready
            .iter()
            .chain(&m.torpor)
            .copied()
            .filter(move |&v| t.is_some_and(|t| self.target_ok(t, seat, v)))
    }

    /// Records the minion `card` chose (`chooses=`), replacing its former choice.
    pub(crate) fn set_chosen(&mut self, card: CardId, minion: CardId) {
        self.in_play.chosen.retain(|&(c, _)| c != card);
        self.in_play.chosen.push((card, minion));
    }

    /// The minion `card` chose, if any (`chooses=`).
    pub(crate) fn chosen_by(&self, card: CardId) -> Option<CardId> {
        self.in_play
            .chosen
            .iter()
            .find(|&&(c, _)| c == card)
            .map(|&(_, m)| m)
    }

    /// Whether a played master card stays in play though it is neither a location nor
    /// unique ("put this card in play").
    pub(crate) fn stays_in_play(&self, card: CardId) -> bool {
        self.has_words(card, W::IN_PLAY) && self.has_word(card, |e| *e == M::InPlay)
    }

    /// A replacement absorbed by a card in play: a counter burns instead of a draw
    /// (Visit from the Capuchin; cards not replaced burn none, clarification).
    pub(crate) fn replacement_absorbed(&mut self, card: CardId, seat: Seat) -> bool {
        if self
            .defs
            .get(self.card(card).def)
            .is_some_and(|d| d.no_replace)
        {
            return false;
        }
        if !self.seat_has_words(seat, W::REPLACE_BURNS_COUNTER) {
            return false;
        }
        let absorber = self.seats[seat.index()].in_play.iter().copied().find(|&c| {
            c != card
                && self.card(c).counters > 0
                && self.has_words(c, W::REPLACE_BURNS_COUNTER)
                && self.has_word(c, |e| *e == M::ReplaceBurnsCounter)
        });
        match absorber {
            Some(c) => {
                self.add_blood(c, -1);
                true
            }
            None => false,
        }
    }

    /// Cards of other Methuselahs on a card leaving play go with it (p. 16).
    pub(crate) fn foreign_attached(&self, c: CardId) -> Vec<CardId> {
        let seat = self.card(c).controller;
        self.seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            // Contested ones too: face down on the card, they go with it (p. 17).
            .flat_map(|(_, m)| m.in_play.iter().chain(&m.contested).copied())
            .filter(|&x| self.card(x).host == Some(c))
            .collect()
    }
}

/// The cards in play of the seats that may have some master words, seat by seat
/// ([`State::cards_in_play_with`]): a plain loop, cheaper than a filtered `flat_map` in
/// the scans run before every decision.
pub(crate) struct InPlayWith<'a> {
    state: &'a State,
    bits: u64,
    next_seat: usize,
    cards: std::slice::Iter<'a, CardId>,
}

impl Iterator for InPlayWith<'_> {
    type Item = CardId;

    #[inline]
    fn next(&mut self) -> Option<CardId> {
        loop {
            if let Some(&c) = self.cards.next() {
                return Some(c);
            }
            let s = self.state;
            let i = self.next_seat;
            let m = s.seats.get(i)?;
            self.next_seat += 1;
            if !m.ousted && s.in_play_words.get(i).is_none_or(|w| w & self.bits != 0) {
                self.cards = m.in_play.iter();
            }
        }
    }
}
