//! Abilities of cards in play written in the compositional grammar (`master ; when=…
//! cost=lock target=… EFFECT for=…`, [`crate::defs::ability`]): the options they give in
//! their window, and what using one does. Statics (`master ; target=you hand-size+1`) are
//! read by the queries that ask for them ([`State::static_hand_size`]).
//!
//! A use is a [`Choice::UseCard`] whose `how` names what the ability does (stealth, votes,
//! hand size, pool, blood, discard), so the protocol and the bots read it as any card use.

use crate::choice::{Choice, UseHow, VoteSide};
use crate::defs::ability::{Ability, Cond, Cost, Limit, Selector, Stat, Verb, Window};
use crate::defs::masters::word as W;
use crate::defs::PlayKind;
use crate::effects::select::SelectCtx;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{ActionStage, ActionState, Gives, Holder, Lasting, Region, State, Until};
use jyhad_table::Seat;

/// An event's "burned by another Methuselah for a discard phase action and pool" ability.
fn burn_event_ability(ab: &Ability) -> bool {
    ab.when == Some(Window::DiscardPhase)
        && ab.costs == [Cost::PhaseAction, Cost::PoolPerOtherEvent]
        && ab.verbs == [Verb::Burn]
}

/// What using an ability does, as its option names it (its first effect).
fn how_of(ab: &Ability) -> Option<UseHow> {
    Some(match ab.verbs.first()? {
        Verb::Stat(Stat::Stealth, _) => UseHow::Stealth,
        Verb::Stat(Stat::Votes, _) => UseHow::Votes,
        Verb::Stat(Stat::HandSize, _) => UseHow::HandSize,
        Verb::Stat(
            Stat::Transfers | Stat::PhaseActions | Stat::BloodCost | Stat::DiscardCost,
            _,
        ) => return None,
        Verb::Stat(Stat::MasterActions, _) => UseHow::MasterAction,
        Verb::CancelCard => UseHow::Cancel,
        Verb::Pool(_) => UseHow::Pool,
        Verb::Blood(_) => UseHow::Blood,
        Verb::Discard | Verb::DiscardRandom => UseHow::Discard,
        Verb::Untap => UseHow::Unlock,
        Verb::Draw(_) => UseHow::Draw,
        // Burned to make the action fail.
        Verb::ActionFails | Verb::Burn => UseHow::Burn,
        Verb::Stat(Stat::Bleed | Stat::Intercept, _)
        | Verb::Dodge
        | Verb::Tap
        | Verb::BlockFails
        | Verb::ToPredator
        | Verb::Wake
        | Verb::RedirectBleed
        | Verb::Torpor
        | Verb::StrikeCost(_)
        | Verb::NoCombatAction
        | Verb::NoCombatEndsStrike
        | Verb::BlockCost(_)
        | Verb::PlaysAs(_)
        | Verb::Damage(_)
        | Verb::AggDamage(_)
        | Verb::BlocksAs(_)
        | Verb::BloodHunt
        | Verb::CannotBlock
        | Verb::CannotPress
        | Verb::NoMoreBlocks
        | Verb::Stat(Stat::Strength, _)
        | Verb::Strike(_)
        | Verb::Prevent(_)
        | Verb::Maneuver
        | Verb::AdditionalStrike
        | Verb::AdditionalDodge
        | Verb::Press
        | Verb::Environmental(_)
        | Verb::Grapple
        | Verb::CloseRange
        | Verb::GainBloodLost
        | Verb::CryptTopAnarch(_)
        | Verb::Anarch
        | Verb::PoolOrCrypt
        | Verb::DrawCrypt
        | Verb::DoubleVotes
        | Verb::StealBlood(_)
        | Verb::CancelReferendum
        | Verb::CannotVote
        | Verb::AttemptBlock
        | Verb::NextReferendumPasses
        | Verb::CannotUnlock
        | Verb::TakeAction
        | Verb::StatX(..)
        | Verb::Abstain
        | Verb::NoRepeat
        | Verb::EnterCombat
        | Verb::Steal
        | Verb::ToHand
        | Verb::Upkeep
        | Verb::BledPoolMax(_)
        | Verb::FirstStrike
        | Verb::ImmuneNonAgg
        | Verb::CannotAct
        | Verb::NoEquipment
        | Verb::ToUncontrolled
        | Verb::TakeControl
        | Verb::CannotReact
        | Verb::BurnUnlessRepaid
        | Verb::PutBack
        | Verb::Stun
        | Verb::BloodCostHalf
        | Verb::PreventStrikes
        | Verb::LongRange
        | Verb::Referendum
        | Verb::NoReplaceInMinionPhase
        | Verb::EndCombat
        | Verb::Armor { .. } => return None,
    })
}

/// The option naming a cost paid for an upkeep.
fn upkeep_how(c: &Cost) -> UseHow {
    match c {
        Cost::Pool(_) => UseHow::Pool,
        Cost::Burn => UseHow::Burn,
        _ => UseHow::Lock,
    }
}

impl State {
    /// A master card's play in the window once the blocks are declined: its ability's
    /// window (the reactions after every Methuselah declined to block) and conditions.
    /// True for a card without such a play.
    pub(crate) fn master_play_allowed(&self, seat: Seat, card: CardId) -> bool {
        if !self.has_words(card, W::ABILITY_BLOCKS_DECLINED) {
            return true;
        }
        let Some(a) = self.action.as_deref() else {
            return false;
        };
        self.card_abilities(card)
            .find(|ab| ab.when == Some(Window::BlocksDeclined))
            .is_some_and(|ab| {
                ab.conds.iter().all(|c| match *c {
                    Cond::BleedAtYou => self.bleed_target(a) == Some(seat),
                    Cond::BleedAmount(n) => a.bleed >= n as i8,
                    _ => false,
                })
            })
    }

    /// The pool a master card played without a target costs now: its printed cost, and
    /// what the acting minion's cards add when it is played at that minion once the blocks
    /// are declined (`target=actor`; ruling [LSJ 20010817] on Archon Investigation and
    /// Secure Haven).
    pub(crate) fn master_pool_cost(&self, card: CardId) -> i32 {
        let printed = i32::from(self.facts(card).pool_cost);
        if !self.has_words(card, W::ABILITY_BLOCKS_DECLINED)
            || !self.any_has_words(W::HOST_MASTER_COST)
        {
            return printed;
        }
        let at_actor = self
            .card_abilities(card)
            .any(|ab| ab.when == Some(Window::BlocksDeclined) && ab.target == Selector::ACTOR);
        match self.action.as_deref() {
            Some(a) if at_actor => printed + self.host_master_cost(a.actor),
            _ => printed,
        }
    }

    /// A master card played once the blocks are declined takes effect on the action in
    /// progress: its acting minion burned, the action unsuccessful.
    pub(crate) fn master_play_effect(&mut self, card: CardId) {
        if !self.has_words(card, W::ABILITY_BLOCKS_DECLINED) {
            return;
        }
        let Some(ab) = self
            .card_abilities(card)
            .find(|ab| ab.when == Some(Window::BlocksDeclined))
            .cloned()
        else {
            return;
        };
        for v in &ab.verbs {
            match (v, ab.target) {
                (Verb::Burn, Selector::ACTOR) => {
                    if let Some(actor) = self.action.as_ref().map(|a| a.actor) {
                        if self.is_minion_in_play(actor) {
                            self.burn(actor);
                        }
                    }
                }
                (Verb::ActionFails, _) => self.action_fails(),
                _ => {}
            }
        }
    }

    /// The abilities of a card in play other than a vampire (both versions', as for its
    /// words: a card in play keeps the version that put it there).
    pub(crate) fn card_abilities(&self, c: CardId) -> impl Iterator<Item = &Ability> + '_ {
        let def = self.card(c).def;
        let inf = self.defs.get_at(def, false);
        let sup = self.defs.get_at(def, true);
        inf.into_iter()
            .chain(sup)
            .filter(|d| d.kind != PlayKind::Vampire)
            .flat_map(|d| d.abilities.iter())
    }

    /// Whether a card's costs can be paid now.
    fn costs_payable(&self, card: CardId, ab: &Ability) -> bool {
        ab.costs.iter().all(|c| match c {
            Cost::Lock => !self.card(card).tapped,
            Cost::Burn => true,
            Cost::Counter => self.card(card).counters > 0,
            // A vampire's own cost, paid by its follow-up.
            Cost::Remove => false,
            // Paid by another Methuselah's own option (`State::burn_vampire_uses`,
            // `State::burn_event_uses`).
            Cost::BurnVampireNot(_) | Cost::PoolPerOtherEvent => false,
            // A discard, a discard-phase action or the Edge is a vampire's cost, paid by its
            // own option; the others are costs of combat cards, equipment and allies
            // (`crate::effects::combat`).
            Cost::Discard(_)
            | Cost::DiscardType(_)
            | Cost::DiscardCards(..)
            | Cost::PhaseAction
            | Cost::Edge
            | Cost::Blood(_)
            | Cost::BloodX
            | Cost::Life(_) => false,
            // Its controller's pool, down to 0 (the Methuselah is then ousted, p. 37; ruling
            // [LSJ 20081105] on Ferraille: even if it ousts).
            Cost::Pool(n) => {
                self.seats[self.card(card).controller.index()].pool >= i32::from(*n)
                    && !(ab.limit == Some(crate::defs::ability::Limit::Turn)
                        && self.in_play.used.contains(&card))
            }
        })
    }

    /// Adds the options of the activated abilities of a seat's cards in play usable in a
    /// window.
    #[inline]
    pub(crate) fn activated_uses(&self, seat: Seat, window: Window, out: &mut Vec<Choice>) {
        // Asked at nearly every decision: the common "no such card" answer stays inline,
        // the scan out of line.
        let bit = W::ability(Some(window));
        if self.seat_has_words(seat, bit) {
            self.activated_scan(seat, window, bit, false, out);
        }
        // A master card that became an ally keeps its untap phase ability in the ready
        // region, and an ally may have a discard phase ability (asked once a phase, only in
        // games with such a card).
        if matches!(window, Window::Untap | Window::DiscardPhase)
            && self.master_words_all & bit != 0
        {
            self.activated_scan(seat, window, bit, true, out);
        }
    }

    #[inline(never)]
    fn activated_scan(
        &self,
        seat: Seat,
        window: Window,
        bit: u64,
        ready: bool,
        out: &mut Vec<Choice>,
    ) {
        let m = &self.seats[seat.index()];
        let cards = if ready { &m.ready } else { &m.in_play };
        for &card in cards {
            if ready && !(self.facts(card).becomes_ally || self.is_ally(card)) {
                continue;
            }
            if !self.has_words(card, bit) {
                continue;
            }
            for ab in self.card_abilities(card) {
                // An upkeep: one option per cost, and the window stays open until one is paid.
                if ab.when == Some(window) && ab.verbs == [Verb::Upkeep] {
                    if !self.in_play.used.contains(&card) {
                        out.retain(|c| *c != Choice::Pass {});
                        for c in &ab.costs {
                            out.push(Choice::UseCard {
                                card,
                                target: None,
                                from: None,
                                how: Some(upkeep_how(c)),
                            });
                        }
                    }
                    continue;
                }
                // A trigger (no cost, no limit) fires by itself: it is no option. An
                // optional use without a cost is limited (`limit=turn`: once each turn).
                // A trigger for every Methuselah is no option (`State::untap_triggers`).
                if ab.when != Some(window)
                    || ab.target == Selector::EACH_METHUSELAH
                    || (ab.costs.is_empty() && ab.limit.is_none())
                    || (ab.limit == Some(Limit::Turn) && self.in_play.used.contains(&card))
                    || !self.costs_payable(card, ab)
                    || !self.card_conds_hold(card, ab, seat)
                {
                    continue;
                }
                let how = how_of(ab);
                // One option per target: a master card has one version, so no ability of it
                // is listed twice.
                let mut push = |target| {
                    out.push(Choice::UseCard {
                        card,
                        target,
                        from: None,
                        how,
                    })
                };
                match ab.target {
                    // Vampires in your uncontrolled region, of a clan or not.
                    t if t.shape() == Selector::UNCONTROLLED => m
                        .uncontrolled
                        .iter()
                        .filter(|&&v| self.selects(t, SelectCtx::of(seat), v))
                        .for_each(|&v| push(Some(v))),
                    // An untap only for a locked vampire.
                    t @ Selector::OWN_READY_VAMPIRE => m
                        .ready
                        .iter()
                        .filter(|&&v| {
                            self.selects(t, SelectCtx::of(seat), v)
                                && (how != Some(UseHow::Unlock) || self.card(v).tapped)
                        })
                        .for_each(|&v| push(Some(v))),
                    Selector::HAND_CARD => m.hand.iter().for_each(|&h| push(Some(h))),
                    // A vampire in play, anyone's, ready or in torpor.
                    t @ Selector::DIABLERIST => {
                        for s in self.alive_from(seat) {
                            let theirs = &self.seats[s.index()];
                            for &v in theirs.ready.iter().chain(&theirs.torpor) {
                                if self.selects(t, SelectCtx::of(seat), v) {
                                    push(Some(v));
                                }
                            }
                        }
                    }
                    // The minion it is on unlocks: only a locked one.
                    Selector::HOST if how == Some(UseHow::Unlock) => {
                        if self
                            .card(card)
                            .host
                            .is_some_and(|h| self.card(h).tapped && self.is_minion_in_play(h))
                        {
                            push(None);
                        }
                    }
                    // A ready vampire with no blood, anyone's.
                    t @ Selector::EMPTY_READY_VAMPIRE => {
                        for s in self.alive_from(seat) {
                            for &v in &self.seats[s.index()].ready {
                                if self.selects(t, SelectCtx::of(seat), v) {
                                    push(Some(v));
                                }
                            }
                        }
                    }
                    // The Methuselah's own votes, cast as a ballot source of their own
                    // (clarification "Quartier général Ventrue").
                    Selector::YOU if how == Some(UseHow::Votes) => {
                        for side in [VoteSide::For, VoteSide::Against] {
                            out.push(Choice::Vote { source: card, side });
                        }
                    }
                    _ => push(None),
                }
            }
        }
    }

    /// The vampires a Methuselah controls (ready or in torpor) not of a sect.
    pub(crate) fn vampires_not_of(
        &self,
        seat: Seat,
        sect: jyhad_cards::Sect,
    ) -> impl Iterator<Item = CardId> + '_ {
        let m = &self.seats[seat.index()];
        m.ready
            .iter()
            .chain(&m.torpor)
            .copied()
            .filter(move |&v| self.is_vampire(v) && self.sect_of(v) != sect)
    }

    /// The master phase options of cards in play, any Methuselah's, that the active
    /// Methuselah may burn by burning a vampire of its own outside a sect
    /// (`when=master-phase cost=burn-vampire-not:camarilla burn`).
    pub(crate) fn burn_vampire_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        if !self.any_has_words(W::ABILITY_MASTER_PHASE) {
            return;
        }
        for s in self.alive_from(seat) {
            if !self.seat_has_words(s, W::ABILITY_MASTER_PHASE) {
                continue;
            }
            for &card in &self.seats[s.index()].in_play {
                if !self.has_words(card, W::ABILITY_MASTER_PHASE) {
                    continue;
                }
                for ab in self.card_abilities(card) {
                    let (Some(Window::MasterPhase), [Cost::BurnVampireNot(sect)]) =
                        (ab.when, &ab.costs[..])
                    else {
                        continue;
                    };
                    for v in self.vampires_not_of(seat, *sect) {
                        out.push(Choice::UseCard {
                            card,
                            target: Some(v),
                            from: None,
                            how: how_of(ab),
                        });
                    }
                }
            }
        }
    }

    /// Each Methuselah's untap phase, as its window of cards in play closes: the triggers of
    /// cards in play, any Methuselah's, for every Methuselah (`when=untap
    /// target=each-methuselah if=controls,vampire,not-sect:camarilla pool-1`), each copy on its
    /// own (ruling [ANK 20200703-4]); checked then, after the phase's other effects (ruling
    /// [ANK 20181016]).
    pub(crate) fn untap_triggers(&mut self, seat: Seat) {
        if !self.any_has_words(W::ABILITY_UNTAP) {
            return;
        }
        let mut burn = 0i32;
        for s in self.alive_from(seat) {
            if !self.seat_has_words(s, W::ABILITY_UNTAP) {
                continue;
            }
            for &card in &self.seats[s.index()].in_play {
                if !self.has_words(card, W::ABILITY_UNTAP) {
                    continue;
                }
                for ab in self.card_abilities(card) {
                    if ab.when == Some(Window::Untap)
                        && ab.target == Selector::EACH_METHUSELAH
                        && self.conds_hold(ab, seat, None)
                    {
                        if let [Verb::Pool(n)] = ab.verbs[..] {
                            burn += i32::from(n);
                        }
                    }
                }
            }
        }
        if burn != 0 {
            self.add_pool(seat, burn);
        }
    }

    /// Whether an ability's conditions hold for a card in play: those about the minion it is
    /// on (`if=directed-at-self`: an action in progress aims at it, no block attempted;
    /// `if=ready`: it is ready), the others as for any ability.
    fn card_conds_hold(&self, card: CardId, ab: &Ability, seat: Seat) -> bool {
        let a = self.action.as_deref();
        let host = self.card(card).host;
        ab.conds.iter().all(|c| match c {
            // Not while a block is attempted nor once one succeeded (ruling group "Fail an
            // action (after 'as announced')", [ANK 20260316] [LSJ 20041022]).
            Cond::DirectedAtSelf => a.is_some_and(|a| {
                a.directed
                    && a.attempt.is_none()
                    && self.combat.is_none()
                    && host.is_some()
                    && self.aimed_at(a.kind) == host
            }),
            Cond::Ready => host.is_some_and(|h| self.card(h).region == Region::Ready),
            _ => self.cond_holds(*c, seat, a),
        })
    }

    /// A card in play used for its votes pays its cost: locked, or its controller's pool
    /// once each turn. False when paying ousted them: they do not vote (ruling [LSJ
    /// 20081105] on Ferraille).
    pub(crate) fn pay_ability_votes(&mut self, c: CardId) -> bool {
        let Some(ab) = self
            .card_abilities(c)
            .find(|ab| ab.when == Some(Window::Polling))
            .cloned()
        else {
            return true;
        };
        let seat = self.card(c).controller;
        for cost in &ab.costs {
            match cost {
                Cost::Pool(n) => {
                    self.add_pool(seat, -i32::from(*n));
                    self.in_play.used.push(c);
                }
                _ => self.card_mut(c).tapped = true,
            }
        }
        self.seats[seat.index()].pool > 0
    }

    /// Votes a card in play gives its controller when locked in a polling step (`when=polling
    /// cost=lock target=you votes+3`).
    pub(crate) fn ability_votes(&self, c: CardId) -> Option<u8> {
        if self.card(c).region != Region::InPlay || !self.has_words(c, W::ABILITY_POLLING) {
            return None;
        }
        self.card_abilities(c)
            .find_map(|ab| match (ab.when, ab.target, &ab.verbs[..]) {
                (Some(Window::Polling), Selector::YOU, [Verb::Stat(Stat::Votes, n)]) => {
                    Some((*n).max(0) as u8)
                }
                _ => None,
            })
    }

    /// Whether a card is of a clan (index in [`crate::defs::clans`]).
    pub(crate) fn of_clan(&self, c: CardId, clan: u16) -> bool {
        crate::defs::clans()
            .get(usize::from(clan))
            .is_some_and(|name| self.facts(c).clans.contains(name))
    }

    /// Transfers the statics of a seat's cards in play give (`master ; target=you
    /// transfers+2`).
    pub(crate) fn static_transfers(&self, seat: Seat) -> u8 {
        self.static_you(seat, Stat::Transfers).clamp(0, 255) as u8
    }

    /// Hand size the statics of a seat's cards in play give (`master ; target=you
    /// hand-size+1`).
    pub(crate) fn static_hand_size(&self, seat: Seat) -> i32 {
        self.static_you(seat, Stat::HandSize)
    }

    /// A stat the statics of a seat's cards in play give their controller.
    fn static_you(&self, seat: Seat, stat: Stat) -> i32 {
        if !self.seat_has_words(seat, W::ABILITY_STATIC) {
            return 0;
        }
        let mut n = 0i32;
        for &c in &self.seats[seat.index()].in_play {
            if !self.has_words(c, W::ABILITY_STATIC) {
                continue;
            }
            for ab in self.card_abilities(c) {
                // A bonus or a malus (The Meddling of Semsith: -1 hand size).
                if ab.is_static() && ab.target == Selector::YOU {
                    n += i32::from(ab.stat(stat));
                }
            }
        }
        n
    }

    /// Uses an ability of a card in play (the first whose effect `how` names): pays its
    /// costs and applies its effects. False when the card has no such ability (a use of a
    /// card still written in named words).
    pub(crate) fn use_ability(
        &mut self,
        card: CardId,
        target: Option<CardId>,
        how: Option<UseHow>,
    ) -> bool {
        if how.is_none() || !self.has_words(card, W::ABILITIES) {
            return false;
        }
        if self.pay_upkeep(card, how) {
            return true;
        }
        let Some(ab) = self
            .card_abilities(card)
            .find(|ab| ab.when.is_some() && how_of(ab) == how)
            .cloned()
        else {
            return false;
        };
        let seat = self.card(card).controller;
        // Once each turn: the turn's uses are forgotten as the next untap phase begins.
        if ab.limit == Some(Limit::Turn) {
            self.in_play.used.push(card);
        }
        for c in &ab.costs {
            match c {
                Cost::Lock => self.lock_paid(card),
                Cost::Burn => self.burn(card),
                // Burned at no counter by its own word (`burn-at-counters=0`).
                Cost::Counter => self.add_blood(card, -1),
                Cost::Remove => {}
                Cost::Pool(n) => self.add_pool(seat, -i32::from(*n)),
                Cost::BurnVampireNot(_) => {
                    if let Some(v) = target.filter(|&v| self.is_minion_in_play(v)) {
                        self.burn(v);
                    }
                }
                Cost::Discard(_)
                | Cost::DiscardType(_)
                | Cost::DiscardCards(..)
                | Cost::PhaseAction
                | Cost::PoolPerOtherEvent
                | Cost::Edge
                | Cost::Blood(_)
                | Cost::BloodX
                | Cost::Life(_) => {}
            }
        }
        for v in &ab.verbs {
            self.apply_verb(card, seat, &ab, target, *v);
        }
        true
    }

    /// The triggers of cards on a minion after its successful action (`when=action-succeeded
    /// if=no-reaction target=host blood+1 limit=turn`): "can gain" is taken, as gaining
    /// blood costs nothing (what exceeds capacity drains, p. 4).
    pub(crate) fn host_success_triggers(&mut self, actor: CardId, reaction_played: bool) {
        let bit = W::ABILITY_ACTION_SUCCEEDED;
        if !self.seat_has_words(self.card(actor).controller, bit) {
            return;
        }
        let cards: Vec<CardId> = self.seats[self.card(actor).controller.index()]
            .in_play
            .iter()
            .copied()
            .filter(|&c| self.card(c).host == Some(actor) && self.has_words(c, bit))
            .collect();
        for card in cards {
            let abilities: Vec<Ability> = self
                .card_abilities(card)
                .filter(|ab| ab.when == Some(Window::ActionSucceeded))
                .cloned()
                .collect();
            for ab in abilities {
                let once = ab.limit == Some(Limit::Turn);
                if (once && self.in_play.used.contains(&card))
                    || (ab.conds.contains(&Cond::NoReaction) && reaction_played)
                    || !self.is_minion_in_play(actor)
                {
                    continue;
                }
                if once {
                    self.in_play.used.push(card);
                }
                self.emit(|| Event::Uses { card, target: None });
                for v in &ab.verbs {
                    if let (Verb::Blood(n), Selector::HOST) = (v, ab.target) {
                        self.add_blood(actor, i32::from(*n));
                    }
                }
            }
        }
    }

    /// A stat the statics of cards in play (any Methuselah's) give a vampire for its clan
    /// (`master ; target=vampire,each,titled,clan:Brujah bleed+1 votes+1`).
    pub(crate) fn clan_static(&self, v: CardId, stat: Stat) -> i8 {
        let bit = W::ABILITY_STATIC;
        if !self.any_has_words(bit) || !self.is_vampire(v) {
            return 0;
        }
        let mut n = 0i8;
        for c in self.cards_in_play_with(bit) {
            if !self.has_words(c, bit) || self.card(c).region != Region::InPlay {
                continue;
            }
            for ab in self.card_abilities(c) {
                if let (true, Some(_)) = (ab.is_static(), ab.target.clan_vampires()) {
                    if self.selects(ab.target, SelectCtx::of(self.card(c).controller), v) {
                        n = n.saturating_add(ab.stat(stat));
                    }
                }
            }
        }
        n
    }

    /// The most pool a seat burns to a bleed, by the statics of its cards in play
    /// (`master ; target=you bled-pool-max:2`).
    pub(crate) fn bled_pool_max(&self, seat: Seat) -> Option<u8> {
        if !self.seat_has_words(seat, W::ABILITY_STATIC) {
            return None;
        }
        self.seats[seat.index()]
            .in_play
            .iter()
            .filter(|&&c| self.has_words(c, W::ABILITY_STATIC))
            .flat_map(|&c| self.card_abilities(c))
            .filter(|ab| ab.is_static() && ab.target == Selector::YOU)
            .flat_map(|ab| ab.verbs.iter())
            .filter_map(|v| match v {
                Verb::BledPoolMax(n) => Some(*n),
                _ => None,
            })
            .min()
    }

    /// After a successful bleed by one of a seat's minions, its cards in play that burn
    /// then (`when=action-succeeded if=bleeding if=pool-bled burn`; `amount`: the pool
    /// the bleed burned).
    pub(crate) fn own_bleed_triggers(&mut self, seat: Seat, amount: i32) {
        let bit = W::ABILITY_ACTION_SUCCEEDED;
        if !self.seat_has_words(seat, bit) {
            return;
        }
        let burn: Vec<CardId> = self.seats[seat.index()]
            .in_play
            .iter()
            .copied()
            .filter(|&c| {
                self.has_words(c, bit)
                    && self.card_abilities(c).any(|ab| {
                        ab.when == Some(Window::ActionSucceeded)
                            && ab.verbs == [Verb::Burn]
                            && (amount >= 1 || !ab.conds.contains(&Cond::PoolBled))
                    })
            })
            .collect();
        for c in burn {
            self.burn(c);
        }
    }

    /// Pays an upkeep of a card in play with the cost `how` names (once each untap phase).
    fn pay_upkeep(&mut self, card: CardId, how: Option<UseHow>) -> bool {
        if self.phase != crate::phase::Phase::Untap || self.in_play.used.contains(&card) {
            return false;
        }
        let Some(cost) = self
            .card_abilities(card)
            .filter(|ab| ab.when == Some(Window::Untap) && ab.verbs == [Verb::Upkeep])
            .flat_map(|ab| ab.costs.iter().copied())
            .find(|c| Some(upkeep_how(c)) == how)
        else {
            return false;
        };
        let seat = self.card(card).controller;
        self.in_play.used.push(card);
        match cost {
            Cost::Lock => self.lock_paid(card),
            Cost::Pool(n) => self.add_pool(seat, -i32::from(n)),
            Cost::Burn => self.burn(card),
            // `Ability::check` admits no other cost in an upkeep.
            _ => {}
        }
        true
    }

    /// The mandatory triggers of a seat's cards in play as its discard phase begins
    /// (`when=discard-phase to-predator`: the predator takes control of the card).
    pub(crate) fn discard_phase_triggers(&mut self, seat: Seat) {
        if !self.seat_has_words(seat, W::ABILITY_DISCARD_PHASE) {
            return;
        }
        let cards = self.discard_phase_cards(seat, |ab| ab.verbs == [Verb::ToPredator]);
        let predator = self.predator(seat);
        for card in cards {
            if predator != seat {
                self.move_card(card, Region::InPlay, predator);
            }
        }
        // Another event in play, drawn at random by the game, burns (`when=discard-phase
        // target=random-event burn`), each such card in turn.
        let burners = self.discard_phase_cards(seat, |ab| {
            ab.target == Selector::RANDOM_EVENT && ab.costs.is_empty()
        });
        for card in burners {
            if self.card(card).region != Region::InPlay {
                continue;
            }
            let others: Vec<CardId> = self.other_events(card).collect();
            if others.is_empty() {
                continue;
            }
            use rand::Rng;
            let pick = others[self.rng.gen_range(0..others.len())];
            self.burn(pick);
        }
    }

    /// A seat's cards in play with a discard phase ability that `what` accepts.
    fn discard_phase_cards(&self, seat: Seat, what: impl Fn(&Ability) -> bool) -> Vec<CardId> {
        self.seats[seat.index()]
            .in_play
            .iter()
            .copied()
            .filter(|&c| {
                self.has_words(c, W::ABILITY_DISCARD_PHASE)
                    && self
                        .card_abilities(c)
                        .any(|ab| ab.when == Some(Window::DiscardPhase) && what(ab))
            })
            .collect()
    }

    /// The events in play but `card`, every Methuselah's still in the game.
    pub(crate) fn other_events(&self, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.seats
            .iter()
            .filter(|m| !m.ousted)
            .flat_map(|m| m.in_play.iter().copied())
            .filter(move |&c| {
                c != card
                    && self
                        .in_play_def(c)
                        .is_some_and(|d| d.kind == PlayKind::Event)
            })
    }

    /// The events of other Methuselahs that `seat` may burn with a discard phase action and
    /// as much pool as there are other events in play (`when=discard-phase
    /// cost=phase-action cost=pool:other-events burn`).
    pub(crate) fn burn_event_uses(&self, seat: Seat, out: &mut Vec<Choice>) {
        if !self.any_has_words(W::ABILITY_DISCARD_PHASE) {
            return;
        }
        for s in self.alive_from(seat).filter(|&s| s != seat) {
            if !self.seat_has_words(s, W::ABILITY_DISCARD_PHASE) {
                continue;
            }
            for &card in &self.seats[s.index()].in_play {
                if !self.has_words(card, W::ABILITY_DISCARD_PHASE)
                    || !self.card_abilities(card).any(burn_event_ability)
                {
                    continue;
                }
                let x = self.other_events(card).count();
                // Pool down to 0 may be paid (the Methuselah is then ousted, p. 37).
                if self.seats[seat.index()].pool >= x as i32 {
                    out.push(Choice::UseCard {
                        card,
                        target: None,
                        from: None,
                        how: Some(UseHow::Burn),
                    });
                }
            }
        }
    }

    /// Burns another Methuselah's event with a discard phase action and pool (its option
    /// from [`Self::burn_event_uses`]); false when the card has no such ability.
    pub(crate) fn burn_event_use(&mut self, seat: Seat, card: CardId) -> bool {
        if self.card(card).controller == seat
            || self.card(card).region != Region::InPlay
            || !self.card_abilities(card).any(burn_event_ability)
        {
            return false;
        }
        let x = self.other_events(card).count() as i32;
        self.emit(|| Event::Uses { card, target: None });
        self.discards = self.discards.saturating_sub(1);
        self.add_pool(seat, -x);
        self.burn(card);
        true
    }

    /// An event of a seat's whose controller may burn a young vampire during its discard
    /// phase before the card goes to the predator (`event ; when=discard-phase
    /// target=vampire,capacity-at-most:2 burn to-predator`): the choice is asked now.
    pub(crate) fn burn_small_then_pass(&mut self, seat: Seat) {
        if self.played_once.is_empty() || self.follow_up.is_some() {
            return;
        }
        let found = self.seats[seat.index()].in_play.iter().find_map(|&c| {
            self.card_abilities(c)
                .find_map(|ab| match ab.target.small_vampire() {
                    Some(n)
                        if ab.when == Some(Window::DiscardPhase)
                            && ab.verbs.contains(&Verb::Burn) =>
                    {
                        Some((c, n))
                    }
                    _ => None,
                })
        });
        if let Some((card, capacity)) = found {
            self.follow_up = Some(crate::state::FollowUp::BurnSmallThenPass {
                seat,
                card,
                capacity,
            });
        }
    }

    /// A card locked to pay for an ability, with what locking it triggers (a counter, for
    /// Dreams of the Sphinx's `counter-on-lock`).
    fn lock_paid(&mut self, card: CardId) {
        self.card_mut(card).tapped = true;
        self.emit(|| Event::Taps { card });
        if self.has_words(card, W::COUNTER_ON_LOCK) {
            self.add_blood(card, 1);
        }
    }

    /// One effect of an ability of `card`, controlled by `seat`.
    fn apply_verb(
        &mut self,
        card: CardId,
        seat: Seat,
        ab: &Ability,
        target: Option<CardId>,
        verb: Verb,
    ) {
        match (verb, ab.target) {
            (Verb::Stat(Stat::Stealth, n), Selector::ACTOR) => {
                if let Some(a) = self.action.as_mut() {
                    a.stealth = a.stealth.saturating_add(n);
                    // Stealth may now beat the block attempt in progress (p. 25).
                    if let Some((_, intercept)) = a.attempt {
                        a.stage = if intercept >= a.stealth {
                            ActionStage::AttemptActing
                        } else {
                            ActionStage::AttemptBlocking
                        };
                    }
                }
            }
            // Fewer votes for every vampire outside a sect for the referendum (never below
            // 0: `State::votes_of`).
            (Verb::Stat(Stat::Votes, n), t) if n < 0 && t.vampires_not_of().is_some() => {
                let sect = t.vampires_not_of().unwrap_or_default();
                self.lasting.add(Lasting {
                    source: card,
                    holder: Holder::VampiresNotOf(sect),
                    gives: Gives::VotesLess(n.unsigned_abs()),
                    until: Until::Referendum,
                });
            }
            (Verb::Stat(Stat::Votes, n), t) if t.own_titled().is_some() => {
                let sect = t.own_titled().unwrap_or_default();
                self.gain_votes(card, Holder::TitledOf(seat, sect), n.max(0) as u8, false);
            }
            (Verb::Stat(Stat::HandSize, n), Selector::YOU) => {
                self.lasting.add(Lasting {
                    source: card,
                    holder: Holder::Methuselah(seat),
                    gives: Gives::HandSize(n.max(0) as u8),
                    until: Until::Turn,
                });
                self.refill_hand(seat);
            }
            (Verb::Pool(n), Selector::YOU) => self.add_pool(seat, i32::from(n)),
            (Verb::Blood(n), t)
                if t.shape() == Selector::UNCONTROLLED
                    || t == Selector::OWN_READY_VAMPIRE
                    || t == Selector::EMPTY_READY_VAMPIRE =>
            {
                if let Some(v) = target {
                    self.add_blood(v, i32::from(n));
                }
            }
            (Verb::Discard, Selector::HAND_CARD) => {
                if let Some(h) = target.filter(|&h| self.card(h).region == Region::Hand) {
                    let owner = self.card(h).controller;
                    self.burn_quiet(h);
                    self.refill_hand(owner);
                }
            }
            (Verb::ActionFails, Selector::OWN) => self.action_fails(),
            (Verb::Untap, Selector::HOST) => {
                if let Some(h) = self.card(card).host.filter(|&h| self.is_minion_in_play(h)) {
                    self.untap_minion(h);
                }
            }
            (Verb::Untap, Selector::OWN_READY_VAMPIRE) => {
                if let Some(v) = target {
                    self.untap_minion(v);
                }
            }
            (Verb::Burn, Selector::DIABLERIST) => {
                if let Some(v) = target.filter(|&v| self.is_minion_in_play(v)) {
                    self.burn(v);
                }
            }
            (Verb::Burn, Selector::OWN) if self.card(card).region == Region::InPlay => {
                self.burn(card)
            }
            // The first card now; the others, and the cards put back, in a follow-up.
            (Verb::Draw(n), Selector::YOU) => {
                self.draw(seat);
                self.follow_up = Some(crate::state::FollowUp::Drawing {
                    seat,
                    card,
                    drawn: 1,
                    left: n.saturating_sub(1),
                    put_back: ab.verbs.contains(&Verb::PutBack),
                });
            }
            (Verb::Stat(Stat::MasterActions, n), Selector::YOU) => {
                self.gain_master_actions(seat, n)
            }
            // `Ability::check` admits no other shape on a card in play.
            _ => {}
        }
    }
}

/// A card in play blocking as a vampire ([`Verb::BlocksAs`]: Unleash Hell's Fury's
/// `blocks-as-vampire:9`): offered with the blocking Methuselah's minions, its intercept,
/// and its successful block.
impl State {
    /// The block-as-a-vampire ability of a card in play, if it has one.
    fn blocks_as_ability(&self, c: CardId) -> Option<&Ability> {
        self.in_play_def(c)?
            .abilities
            .iter()
            .find(|ab| ab.blocks_as().is_some())
    }

    /// The cards in play of `seat` that may attempt to block the action now: one that
    /// blocks as a vampire, its conditions holding (an action directed at its Methuselah),
    /// not forbidden to block, and not retrying a failed attempt with nothing changed.
    /// Gated by the statics of the seat's cards in play: other games scan nothing.
    pub(crate) fn card_block_options(&self, a: &ActionState, seat: Seat, out: &mut Vec<Choice>) {
        if !self.seat_has_words(seat, W::ABILITY_STATIC) {
            return;
        }
        for &c in &self.seats[seat.index()].in_play {
            let Some(ab) = self.blocks_as_ability(c) else {
                continue;
            };
            // It may attempt to block even if locked (ruling [LSJ 20100210]); it has no
            // blood to burn for a block cost (ruling [LSJ 19970707]).
            let holds = ab.conds.iter().all(|&cond| match cond {
                Cond::DirectedAtYou => a.directed && a.blockers.first() == Some(&seat),
                cond => self.cond_holds(cond, seat, Some(a)),
            });
            if !holds || !self.modifier_allows_block(c) {
                continue;
            }
            let intercept = self.intercept_of(a, c);
            if a.failed
                .iter()
                .any(|&(b, i, s)| b == c && i == intercept && s == a.stealth)
            {
                continue;
            }
            out.push(Choice::Block { minion: c });
        }
    }

    /// The intercept a card blocking as a vampire has during its attempt (its ability's
    /// `intercept+N`); 0 for anything else. Other effects add to it as to a minion's
    /// (ruling [ANK 20211112-2]).
    pub(crate) fn blocks_as_intercept(&self, c: CardId) -> i8 {
        if self.card(c).region != Region::InPlay {
            return 0;
        }
        self.blocks_as_ability(c)
            .and_then(Ability::blocks_as)
            .map_or(0, |(_, i, _)| i)
    }

    /// The capacity of a card in play that may block as a vampire, while an action is in
    /// progress: it is then considered a vampire of that capacity (rulings [LSJ 19970707]
    /// [ANK 20190501]); `None` for anything else.
    pub(crate) fn blocks_as_vampire(&self, c: CardId) -> Option<u8> {
        if self.card(c).region != Region::InPlay || self.action.is_none() {
            return None;
        }
        self.blocks_as_ability(c)
            .and_then(Ability::blocks_as)
            .map(|(n, _, _)| n)
    }

    /// Whether a blocker is a card in play blocking as a vampire, not a minion.
    pub(crate) fn blocks_as_card(&self, c: CardId) -> bool {
        self.card(c).region == Region::InPlay
    }

    /// A card blocking as a vampire succeeded: its effects to the acting minion and the
    /// card burned, at once and whatever happens to the action (rulings [LSJ 20100301]
    /// [ANK 20220116]); then no combat: the action ends blocked, its card burned (p. 27).
    pub(crate) fn card_block_succeeds(&mut self, blocker: CardId) {
        let Some(actor) = self.action.as_ref().map(|a| a.actor) else {
            return;
        };
        self.emit(|| Event::Blocked { blocker });
        let after: Vec<Verb> = self
            .blocks_as_ability(blocker)
            .and_then(Ability::blocks_as)
            .map(|(_, _, v)| v.to_vec())
            .unwrap_or_default();
        for v in after {
            match v {
                // Environmental, unpreventable (no minion as its source, p. 31).
                Verb::AggDamage(n) if self.is_minion_in_play(actor) => {
                    self.emit(|| Event::Damage {
                        card: actor,
                        normal: 0,
                        aggravated: n,
                    });
                    self.take_damage(actor, 0, n);
                }
                // Not a minion as it burns (ruling [ANK 20230317]).
                Verb::Burn if self.card(blocker).region == Region::InPlay => self.burn(blocker),
                _ => {}
            }
        }
        // An effect ending the action as it is blocked still applies (Mirror Walk).
        if self.modifiers_on_blocked(blocker) {
            return;
        }
        let Some(a) = self.action.as_ref() else {
            return;
        };
        if let Some(c) = Self::action_card(a.kind) {
            if self.card(c).region == Region::Limbo {
                self.burn_quiet(c);
            }
        }
        self.modifiers_on_combat_end();
        self.emit(|| Event::ActionEnds { minion: actor });
        self.action = None;
    }
}
