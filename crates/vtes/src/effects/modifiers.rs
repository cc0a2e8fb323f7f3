//! Action modifiers beyond the common primitives: their windows of play and their latent
//! effects (rulebook p. 10, p. 24–28, and the card clarifications at the end of the
//! rulebook; comprehensive rules 4.3, 5 "Politics").
//!
//! The engine calls these with one-line hooks: when an action is announced, when a
//! modifier is played, when a block succeeds, when the action resolves, when the combat
//! of a blocked action ends, while votes are cast on a political action, and after
//! the action's resolution (the window of Freak Drive and Voter Captivation).

use crate::choice::{Choice, Level, VoteSide};
use crate::defs::ability::{Cond, Cost, Duration, Limit, Selector, Stat, Verb, Window};
use crate::defs::modifiers::ModifierEffect as M;
use crate::defs::{CardDef, PlayKind};
use crate::effects::select::SelectCtx;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{
    ActionKind, ActionStage, ActionState, Referendum, ReferendumKind, Region, State,
};
use crate::state::{AfterAction, AfterOutcome, Gives, Holder, Lasting, Until};
use jyhad_cards::CardRef;
use jyhad_table::Seat;

fn window(def: &CardDef) -> Option<Window> {
    def.play_window()
}

fn has(def: &CardDef, pick: impl Fn(&M) -> bool) -> bool {
    def.modifier_effects().any(pick)
}

impl State {
    fn played_by(a: &ActionState, minion: CardId, def: CardRef) -> bool {
        a.played.iter().any(|&(m, d)| m == minion && d == def)
    }

    /// The vampires a modifier's play may choose (`target=vampire,ready,theirs,younger`, `target=vampire,ready,theirs`):
    /// ready vampires of other Methuselahs (the ones that could block); `None` when its play
    /// chooses none.
    pub(crate) fn modifier_choices(&self, a: &ActionState, def: &CardDef) -> Option<Vec<CardId>> {
        let sel = def.play()?.target;
        if !matches!(
            sel,
            Selector::YOUNGER_VAMPIRE | Selector::READY_VAMPIRE | Selector::LOCKED_VAMPIRE
        ) {
            return None;
        }
        let seat = self.card(a.actor).controller;
        let ctx = SelectCtx {
            reference: Some(a.actor),
            ..SelectCtx::of(seat)
        };
        Some(
            self.alive_from(seat)
                .filter(|&s| s != seat)
                .flat_map(|s| self.seats[s.index()].ready.iter().copied())
                .filter(|&v| self.selects(sel, ctx, v))
                .collect(),
        )
    }

    /// A modifier played choosing a vampire: that vampire cannot block this action.
    pub(crate) fn modifier_chosen(&mut self, card: CardId, def: &CardDef, target: CardId) {
        if def
            .play()
            .is_some_and(|p| p.verbs.contains(&Verb::CannotBlock))
        {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minion(target),
                gives: Gives::CannotBlock,
                until: Until::Action,
            });
        }
    }

    /// Whether a modifier version may not be played on this action because of a card
    /// played on it already: one of the two names the other (`not-with=NAME`).
    pub(crate) fn modifier_excluded(&self, a: &ActionState, card: CardId, def: &CardDef) -> bool {
        // One table test per card: most cards name none.
        let cref = self.card(card).def;
        if a.played.is_empty()
            || (!self.defs.not_with(cref) && !a.played.iter().any(|&(_, d)| self.defs.not_with(d)))
        {
            return false;
        }
        let db = crate::rules::helpers::facts_db();
        let name = &self.facts(card).name;
        a.played.iter().any(|&(_, d)| {
            has(def, |e| matches!(e, M::NotWith(n) if *n == db.get(d).name))
                || self.defs.any_version(d, |v, _| {
                    has(v, |e| matches!(e, M::NotWith(n) if n == name))
                })
        })
    }

    /// A modifier's latent "burn N blood: an ally or younger vampire attempting to block gets
    /// M intercept" ability (`when=block-attempt cost=blood:N target=blocker intercept-M`).
    fn blocker_intercept_for_blood(def: &CardDef) -> Option<(u8, i8)> {
        def.abilities
            .iter()
            .skip(1)
            .find_map(|ab| match (ab.when, &ab.costs[..], ab.target) {
                (Some(Window::BlockAttempt), [Cost::Blood(n)], Selector::BLOCKER) => {
                    Some((*n, ab.stat(Stat::Intercept)))
                }
                _ => None,
            })
    }

    /// The latent uses the acting minion holds against the minion attempting to block it
    /// (an ally or younger vampire's intercept lowered for blood), only when needed.
    pub(crate) fn blocker_intercept_options(&self, a: &ActionState, out: &mut Vec<Choice>) {
        if self.lasting.is_empty() {
            return;
        }
        let Some((blocker, _)) = a.attempt else {
            return;
        };
        if !self.younger_or_ally(a.actor, blocker) {
            return;
        }
        for e in self.held_by(a.actor) {
            if let Gives::BlockerInterceptForBlood { blood, .. } = e.gives {
                if self.card(a.actor).counters >= blood {
                    out.push(Choice::Activate {
                        card: e.source,
                        target: blocker,
                    });
                }
            }
        }
    }

    /// Uses a latent "lower a blocker's intercept for blood" ability, once; false when the
    /// card holds none (another card's use).
    pub(crate) fn blocker_intercept_perform(
        &mut self,
        a: &mut ActionState,
        card: CardId,
        target: CardId,
    ) -> bool {
        let actor = a.actor;
        let Some((blood, n)) = self.held_by(actor).find_map(|e| match e.gives {
            Gives::BlockerInterceptForBlood { blood, intercept } if e.source == card => {
                Some((blood, intercept))
            }
            _ => None,
        }) else {
            return false;
        };
        self.lasting.use_up(|e| {
            e.source == card
                && e.holder == Holder::Minion(actor)
                && matches!(e.gives, Gives::BlockerInterceptForBlood { .. })
        });
        self.add_blood(actor, -i32::from(blood));
        crate::effects::combat::add_attempt_intercept(a, target, n);
        true
    }

    /// A modifier's latent "after a successful action, burn N blood to untap" ability.
    fn untap_for_blood(def: &CardDef) -> Option<u8> {
        def.abilities
            .iter()
            .skip(1)
            .find_map(|ab| match ab.costs[..] {
                [Cost::Blood(n)] if ab.when == Some(Window::ActionSucceeded) => Some(n),
                _ => None,
            })
    }

    /// Whether a vampire already played this "once each turn" modifier this turn
    /// (`limit=turn` on its play).
    pub(crate) fn modifier_turn_used(&self, by: CardId, card: CardId, def: &CardDef) -> bool {
        def.play().is_some_and(|p| p.limit == Some(Limit::Turn))
            && self.used_this_turn.contains(&(by, self.card(card).def))
    }

    /// Records a "once each turn" modifier played by a vampire.
    pub(crate) fn modifier_turn_mark(&mut self, by: CardId, card: CardId, def: &CardDef) {
        if def.play().is_some_and(|p| p.limit == Some(Limit::Turn)) {
            let cref = self.card(card).def;
            self.used_this_turn.push((by, cref));
        }
    }

    /// A new action: the latent effects of the last one are gone.
    pub(crate) fn mods_on_announce(&mut self, actor: CardId) {
        let turn = self.turn;
        let m = &mut self.mods;
        m.actor = Some(actor);
        m.tap_failed_from = None;
        m.blocked_ends = false;
        m.agg_after = 0;
        m.spy = None;
        m.political_pending = false;
        m.after = None;
        m.last_window = false;
        m.no_repeat.retain(|&(t, _, _)| t == turn);
        self.lasting.expire(Until::Action);
    }

    /// Whether an action modifier's window is open now; `blocking`: a block attempt would
    /// succeed (stealth is needed, p. 25).
    pub(crate) fn modifier_window_ok(
        &self,
        a: &ActionState,
        def: &CardDef,
        blocking: bool,
    ) -> bool {
        // "Only usable during a bleed action" (`if=bleeding`).
        if def.play_needs(Cond::Bleeding) && self.bleed_target(a).is_none() {
            return false;
        }
        // "Not usable during a bleed action" (`if=not:bleeding`).
        if def.play_needs(Cond::NotBleeding) && self.bleed_target(a).is_some() {
            return false;
        }
        if def.effects.is_empty() && window(def).is_none() {
            return (def.stealth > 0) == blocking;
        }
        // Played by another vampire: offered by `other_vampire_modifier_options`.
        if has(def, |e| matches!(e, M::ByOtherVampire)) {
            return false;
        }
        match window(def) {
            None => (def.stealth > 0) == blocking,
            Some(Window::Action) => true,
            // "Only usable as the action is announced": before any block decision, and
            // before any modifier not played as it is announced (ruling group "Modifier as
            // announced", [ANK 20190425]).
            Some(Window::ActionAnnounced) => {
                a.stage == crate::state::ActionStage::Announced
                    && a.played.iter().all(|&(_, d)| {
                        self.defs.any_version(d, |v, _| {
                            v.kind != PlayKind::Modifier
                                || v.play_window() == Some(Window::ActionAnnounced)
                        })
                    })
            }
            // Against some blockers only (`if=blocker,vampire,without:for`).
            Some(Window::Blocked) => {
                blocking
                    // Nothing ends the action before the effects of a card blocking as a
                    // vampire (ruling [ANK 20210627] [ANK 20211207] [ANK 20220116] on
                    // Unleash Hell's Fury).
                    && !(has(def, |e| matches!(e, M::EndAction))
                        && a.attempt.is_some_and(|(b, _)| self.blocks_as_card(b)))
                    && def.play().is_none_or(|p| {
                        p.conds.iter().all(|&c| {
                            !matches!(c, Cond::BlockerWithout(_) | Cond::BlockerAllyOrYounger)
                                || self.cond_holds(c, self.acting_seat(), Some(a))
                        })
                    })
            }
            Some(_) => false,
        }
    }

    /// A modifier whose bleed is latent (a condition on the bled Methuselah's pool).
    pub(crate) fn latent_bleed(def: &CardDef) -> bool {
        has(def, |e| matches!(e, M::BleedIfPoolAtMost { .. }))
    }

    /// Whether the action's "(limited)" bleed increase is taken: by a modifier played, or
    /// by a latent one whose condition holds now for the current target; one whose bonus
    /// was lost (the bleed deflected to a richer Methuselah) no longer counts (ruling
    /// [RTR 20191031] [ANK 20211019-2] on Foreshadowing Destruction).
    pub(crate) fn limit_in_use(&self, a: &ActionState) -> bool {
        a.limited_used || {
            let target_pool = self.bleed_target(a).map(|s| self.seats[s.index()].pool);
            self.latent_bleeds(a.actor)
                .any(|(_, pool)| target_pool.is_some_and(|p| p <= i32::from(pool)))
        }
    }

    /// Whether a "(limited)" modifier counts as the action's bleed increase now: a latent
    /// bleed only while its condition holds (Foreshadowing Destruction clarification).
    pub(crate) fn limited_applies(&self, a: &ActionState, def: &CardDef) -> bool {
        let target_pool = self.bleed_target(a).map(|s| self.seats[s.index()].pool);
        for e in def.modifier_effects() {
            if let M::BleedIfPoolAtMost { pool, .. } = e {
                return target_pool.is_some_and(|p| p <= i32::from(*pool));
            }
        }
        true
    }

    /// Modifiers played by a vampire other than the acting minion (Cloak the Gathering's
    /// superior: a tapped vampire may play it, clarification "Masquer l'assemblée").
    pub(crate) fn other_vampire_modifier_options(
        &self,
        a: &ActionState,
        blocking: bool,
        out: &mut Vec<Choice>,
    ) {
        let seat = self.acting_seat();
        let m = &self.seats[seat.index()];
        // No other ready vampire: no hand scan.
        if !m.ready.iter().any(|&v| v != a.actor) {
            return;
        }
        let other = |d: &CardDef| has(d, |e| matches!(e, M::ByOtherVampire));
        // The tests of a version that do not depend on the vampire (the same as below).
        let fits = |d: &CardDef| {
            d.kind == PlayKind::Modifier
                && other(d)
                && (d.stealth > 0) == blocking
                && !(d.limited && self.limit_in_use(a))
        };
        for &card in &m.hand {
            let cref = self.card(card).def;
            if !self.defs.by_other_vampire(cref) || !self.defs.any_version(cref, |d, _| fits(d)) {
                continue;
            }
            // "Only one … each action", whoever plays it (`limit=action`).
            let once = |d: &CardDef| d.play().is_some_and(|p| p.limit == Some(Limit::Action));
            if self.defs.any_version(cref, |d, _| once(d))
                && a.played.iter().any(|&(_, d)| d == cref)
            {
                continue;
            }
            for &v in &m.ready {
                if v == a.actor
                    || !self.is_vampire(v)
                    || Self::played_by(a, v, self.card(card).def)
                    || !self.can_pay(v, card, Some(PlayKind::Modifier))
                {
                    continue;
                }
                for (level, def) in self.playable_levels_of(v, card, Some(PlayKind::Modifier)) {
                    if !fits(def) || (def.play_needs(Cond::Untapped) && self.card(v).tapped) {
                        continue;
                    }
                    if Self::next_actions_ability(def).is_some() {
                        // X blood for the next X actions, once each turn (its card's).
                        if !self.next_actions_used(cref) {
                            out.extend((0..=self.card(v).counters).map(|x| Choice::PlayOn {
                                card,
                                by: v,
                                target: None,
                                n: Some(x),
                                level,
                            }));
                        }
                        continue;
                    }
                    out.push(Choice::Play { card, by: v, level });
                }
            }
        }
    }

    /// A modifier's ability paid X blood for stealth on the next X actions of its
    /// Methuselah's minions this turn (`cost=blood:X target=you stealth+1 for=next-actions`).
    fn next_actions_ability(def: &CardDef) -> Option<i8> {
        def.abilities
            .iter()
            .find(|ab| ab.until == Some(Duration::NextActions))
            .map(|ab| ab.stat(Stat::Stealth))
    }

    /// Whether a card's "next actions" ability was used this turn (its limit, once each
    /// turn: the effect stays in the store until the turn ends).
    fn next_actions_used(&self, cref: CardRef) -> bool {
        self.lasting.iter().any(|e| {
            matches!(e.gives, Gives::NextActionsStealth { .. }) && self.card(e.source).def == cref
        })
    }

    /// Pays X blood of the vampire playing a "next actions" modifier and gives its
    /// Methuselah's minions the stealth on their next X actions this turn.
    pub(crate) fn next_actions_play(
        &mut self,
        card: CardId,
        by: CardId,
        x: u8,
        level: Option<Level>,
    ) {
        let Some(stealth) = self
            .def_at(card, level)
            .and_then(Self::next_actions_ability)
        else {
            return;
        };
        if x > 0 {
            self.add_blood(by, -i32::from(x));
        }
        let seat = self.card(by).controller;
        self.lasting.add(Lasting {
            source: card,
            holder: Holder::Methuselah(seat),
            gives: Gives::NextActionsStealth {
                stealth,
                actions: x,
            },
            until: Until::Turn,
        });
    }

    /// Stealth a new action of `seat`'s minion gets from "next actions" effects, each using
    /// up one of its actions.
    pub(crate) fn next_actions_stealth(&mut self, seat: Seat) -> i8 {
        if self.lasting.is_empty() {
            return 0;
        }
        // One such effect each turn (the card's limit).
        match self.lasting.find_mut(|e| {
            e.holder == Holder::Methuselah(seat)
                && matches!(e.gives, Gives::NextActionsStealth { actions, .. } if actions > 0)
        }) {
            Some(Lasting {
                gives: Gives::NextActionsStealth { stealth, actions },
                ..
            }) => {
                *actions -= 1;
                *stealth
            }
            _ => 0,
        }
    }

    fn defs_both(&self, card: CardId) -> Option<(&CardDef, Option<&CardDef>)> {
        let r = self.card(card).def;
        Some((self.defs.get_at(r, false)?, self.defs.get_at(r, true)))
    }

    /// Whether the acting Methuselah may play a modifier once everyone passed and the bleed
    /// would succeed (Spying Mission clarification).
    pub(crate) fn wants_last_modifiers(&self, a: &ActionState) -> bool {
        let mut out = Vec::new();
        self.last_modifier_options(a, &mut out);
        !out.is_empty()
    }

    /// Modifiers of the window "only usable if the bleed would be successful": after the
    /// other Methuselahs passed, with a bleed of 1 or more (Spying Mission clarification).
    pub(crate) fn last_modifier_options(&self, a: &ActionState, out: &mut Vec<Choice>) {
        if a.bleed < 1 || self.mods.spy.is_some() || self.bleed_target(a).is_none() {
            return;
        }
        if !self.is_minion_in_play(a.actor) {
            return;
        }
        for &card in &self.seats[self.acting_seat().index()].hand {
            if !self.defs.has_kind(self.card(card).def, PlayKind::Modifier)
                || Self::played_by(a, a.actor, self.card(card).def)
                || !self.can_pay(a.actor, card, Some(PlayKind::Modifier))
            {
                continue;
            }
            for (level, def) in self.playable_levels_of(a.actor, card, Some(PlayKind::Modifier)) {
                if def.kind == PlayKind::Modifier && window(def) == Some(Window::BleedSucceeds) {
                    out.push(Choice::Play {
                        card,
                        by: a.actor,
                        level,
                    });
                }
            }
        }
    }

    /// Before a modifier is paid and replaced: cards not replaced until the next discard
    /// phase lower the hand size until then (Mirror Walk clarification).
    pub(crate) fn modifier_before_play(&mut self, card: CardId, level: Option<Level>) {
        let seat = self.card(card).controller;
        if self
            .def_at(card, level)
            .is_some_and(|d| has(d, |e| matches!(e, M::NoReplaceUntilDiscard)))
        {
            self.hold_replacement_until_discard(seat);
        }
    }

    /// A card played is not replaced until its player's next discard phase: their hand
    /// size is one less until then.
    pub(crate) fn hold_replacement_until_discard(&mut self, seat: Seat) {
        self.seats[seat.index()].unreplaced += 1;
        match self.mods.until_discard.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, n)) => *n += 1,
            None => self.mods.until_discard.push((seat, 1)),
        }
    }

    /// The discard phase: cards "not replaced until your next discard phase" are replaced.
    pub(crate) fn modifiers_discard_phase(&mut self, seat: Seat) {
        if let Some(i) = self.mods.until_discard.iter().position(|(s, _)| *s == seat) {
            let (_, n) = self.mods.until_discard.swap_remove(i);
            let m = &mut self.seats[seat.index()];
            m.unreplaced = m.unreplaced.saturating_sub(n);
            self.refill_hand(seat);
        }
    }

    /// A modifier was played (its primitives already applied): its named effects.
    /// Returns true when the action ended (`self.action` is then `None`).
    pub(crate) fn modifier_played(
        &mut self,
        a: &mut ActionState,
        card: CardId,
        by: CardId,
        def: &CardDef,
    ) -> bool {
        let actor = a.actor;
        let mut ended = false;
        // Its abilities: a bonus on a condition of the acting minion (the play's stealth and
        // bleed are applied with the card), the younger minions' intercept, an untap.
        for ab in def.abilities.iter().skip(1) {
            if self.conds_hold(ab, self.card(by).controller, Some(a)) {
                a.bleed = a.bleed.saturating_add(ab.stat(Stat::Bleed));
            }
        }
        for (target, stat, n) in def.play_stats() {
            if (target, stat) == (Selector::YOUNGER_THAN_ACTOR, Stat::Intercept) {
                self.lasting.add(Lasting {
                    source: card,
                    holder: Holder::YoungerThan(actor),
                    gives: Gives::Intercept(n),
                    until: Until::Action,
                });
                if let Some((b, i)) = a.attempt {
                    if self.younger_or_ally(actor, b) {
                        a.attempt = Some((b, i.saturating_add(n)));
                    }
                }
            }
        }
        if def.play_untaps() {
            self.untap_minion(actor);
        }
        // After a successful action, its minion may burn blood to untap (Forced March).
        if let Some(n) = Self::untap_for_blood(def) {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minion(by),
                gives: Gives::UntapForBlood(n),
                until: Until::Action,
            });
        }
        // As the action is announced: no ally blocks it, a vampire burns blood to attempt to
        // block it (Force of Personality).
        for ab in def.abilities.iter() {
            if ab.when != Some(Window::ActionAnnounced) {
                continue;
            }
            let lasting = match (ab.target, &ab.verbs[..]) {
                (Selector::ALLIES, [Verb::CannotBlock]) => {
                    Some((Holder::Allies, Gives::CannotBlock))
                }
                (Selector::READY_VAMPIRES, [Verb::BlockCost(n)]) => {
                    Some((Holder::Vampires, Gives::BlockCost(*n)))
                }
                _ => None,
            };
            if let Some((holder, gives)) = lasting {
                self.lasting.add(Lasting {
                    source: card,
                    holder,
                    gives,
                    until: Until::Action,
                });
            }
        }
        // If the action is blocked, an optional maneuver for the acting minion in the first
        // round of the combat (given as the combat begins, with the blocker's grants).
        for ab in def.abilities.iter().skip(1) {
            if ab.when == Some(Window::BeforeCombat) && ab.verbs == [Verb::Maneuver] {
                a.reactions.grants.push(crate::state::Grant {
                    minion: actor,
                    card,
                    kind: crate::state::GrantKind::ManeuversFirstRound(1),
                });
            }
        }
        // Once this action, blood for a blocker's intercept lowered.
        if let Some((blood, intercept)) = Self::blocker_intercept_for_blood(def) {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minion(by),
                gives: Gives::BlockerInterceptForBlood { blood, intercept },
                until: Until::Action,
            });
        }
        // No minion unlocks during the action (The Sleeping Mind).
        if def
            .play()
            .is_some_and(|p| p.target == Selector::MINIONS && p.verbs == [Verb::CannotUnlock])
        {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minions,
                gives: Gives::CannotUnlock,
                until: Until::Action,
            });
        }
        // Against the minion attempting to block: the attempt is cancelled, the blocker burns
        // blood and may go to torpor, the action ends without combat (ruling [RTR 20180719]
        // on The Kiss of Ra: nothing may be played afterwards).
        if let (Some(p), Some((b, _))) = (
            def.play().filter(|p| p.target == Selector::BLOCKER),
            a.attempt,
        ) {
            for v in &p.verbs {
                match *v {
                    Verb::Blood(n) => self.add_blood(b, i32::from(n)),
                    Verb::Torpor if self.card(b).region == Region::Ready => {
                        let ctl = self.card(b).controller;
                        self.move_card(b, Region::Torpor, ctl);
                    }
                    Verb::ActionFails => {
                        a.attempt = None;
                        ended = true;
                    }
                    _ => {}
                }
            }
        }
        // The block attempt in progress fails; that minion cannot try again this action.
        if def
            .play()
            .is_some_and(|p| p.verbs.contains(&Verb::BlockFails))
        {
            if let Some((b, i)) = a.attempt {
                self.emit(|| Event::AttemptFails { blocker: b });
                a.failed.push((b, i, a.stealth));
                a.attempt = None;
                a.stage = ActionStage::BlockChoice;
                // Nor may its Methuselah's other minions (`no-more-blocks`).
                if def
                    .play()
                    .is_some_and(|p| p.verbs.contains(&Verb::NoMoreBlocks))
                {
                    let seat = self.card(b).controller;
                    let minions: Vec<CardId> = self.seats[seat.index()].ready.clone();
                    for m in minions {
                        self.lasting.add(Lasting {
                            source: card,
                            holder: Holder::Minion(m),
                            gives: Gives::CannotBlock,
                            until: Until::Action,
                        });
                    }
                }
            }
        }
        for e in def.modifier_effects() {
            match e {
                M::BleedIfPoolAtMost { pool, bleed } => self.lasting.add(Lasting {
                    source: card,
                    holder: Holder::Minion(actor),
                    gives: Gives::BleedIfPoolAtMost {
                        bleed: *bleed,
                        pool: *pool,
                    },
                    until: Until::Action,
                }),
                M::TapFailedBlockers => {
                    let n = a.failed.len() as u8;
                    self.mods.tap_failed_from.get_or_insert(n);
                }
                M::SpyBleed(n) => {
                    // The card goes on the vampire, with the Methuselah it was bleeding.
                    if let Some(target) = self.bleed_target(a) {
                        let seat = self.card(by).controller;
                        self.move_card(card, Region::InPlay, seat);
                        self.card_mut(card).host = Some(actor);
                        self.mods.spying.push((card, target));
                        self.mods.spy = Some((card, *n));
                    }
                }
                M::NoRepeat => self.mods.no_repeat.push((self.turn, actor, a.kind)),
                M::BlockedEndsAction => self.mods.blocked_ends = true,
                M::UnblockableByVampires => {
                    self.lasting.add(Lasting {
                        source: card,
                        holder: Holder::Vampires,
                        gives: Gives::CannotBlock,
                        until: Until::Action,
                    });
                    // Played as a vampire attempts to block: that attempt fails
                    // (Daring the Dawn clarification).
                    if let Some((b, i)) = a.attempt.filter(|&(b, _)| self.is_vampire(b)) {
                        self.emit(|| Event::AttemptFails { blocker: b });
                        a.failed.push((b, i, a.stealth));
                        a.attempt = None;
                        a.stage = ActionStage::BlockChoice;
                    }
                }
                M::AggDamageAfter(n) => {
                    self.mods.agg_after = self.mods.agg_after.saturating_add(*n)
                }
                M::EndAction => ended = true,
                _ => {}
            }
        }
        if ended {
            // Ends before block resolution: the blocker is not tapped by the block, the
            // action card is burned, no cost is paid (Change of Target clarification).
            // Effects triggered by the block still apply (ruling [RTR 19991206]).
            if let Some((b, _)) = a.attempt {
                self.action = Some(Box::new(a.clone()));
                self.on_blocked(b);
            }
            self.end_action_early(a);
            // Neither blocked nor resolved: no "after the action" window (rulings
            // [LSJ 20010803-1] [RTR 20180719] on Change of Target and Freak Drive).
            self.latent_damage(actor);
        }
        ended
    }

    /// The action in progress fails: it ends unsuccessfully before resolution, its action
    /// card burned and its costs unpaid (costs are paid on success, p. 23).
    pub(crate) fn action_fails(&mut self) {
        if let Some(a) = self.action.take() {
            self.end_action_early(&a);
        }
    }

    fn end_action_early(&mut self, a: &ActionState) {
        if let Some(c) = Self::action_card(a.kind) {
            if self.card(c).region == Region::Limbo {
                self.burn_quiet(c);
            }
        }
        let minion = a.actor;
        self.emit(|| Event::ActionEnds { minion });
        self.action = None;
    }

    pub(crate) fn tap_minion(&mut self, m: CardId) {
        if !self.card(m).tapped {
            self.card_mut(m).tapped = true;
            self.emit(|| Event::Taps { card: m });
        }
    }

    pub(crate) fn younger_or_ally(&self, actor: CardId, m: CardId) -> bool {
        // Older: a larger capacity (comprehensive rules 1.5 "Capacity").
        self.is_ally(m) || (self.is_vampire(m) && self.capacity(m) < self.capacity(actor))
    }

    /// Intercept that lasting effects give or take from a minion (Perfect Paragon).
    pub(crate) fn modifier_intercept(&self, _a: &ActionState, m: CardId) -> i8 {
        self.held_by(m)
            .filter_map(|e| match e.gives {
                Gives::Intercept(n) => Some(n),
                _ => None,
            })
            .fold(0, i8::saturating_add)
    }

    /// Whether a minion may attempt to block this action: no lasting effect forbids it.
    pub(crate) fn modifier_allows_block(&self, m: CardId) -> bool {
        let actor = self.action.as_ref().map(|a| a.actor);
        !self.held_by(m).any(|e| {
            e.gives == Gives::CannotBlock
                || matches!(e.gives, Gives::CannotBlockOrReactTo(x) if Some(x) == actor)
        })
    }

    /// Whether a minion may play reaction cards to the action of `actor`.
    pub(crate) fn may_react_to(&self, m: CardId, actor: CardId) -> bool {
        self.lasting.is_empty()
            || !self
                .held_by(m)
                .any(|e| e.gives == Gives::CannotBlockOrReactTo(actor))
    }

    fn tap_failed_blockers(&mut self, a: &ActionState) {
        // Tapped only once the action resolves, successful or blocked (Faceless Night
        // clarification).
        if let Some(from) = self.mods.tap_failed_from.take() {
            let failed: Vec<CardId> = a.failed[usize::from(from).min(a.failed.len())..]
                .iter()
                .map(|&(b, _, _)| b)
                .collect();
            for b in failed {
                if self.is_minion_in_play(b) {
                    self.tap_minion(b);
                }
            }
        }
    }

    /// A block succeeds: latent effects; true when the action ended before block
    /// resolution (Mirror Walk: the blocker is tapped, clarification "Traversée du miroir").
    pub(crate) fn modifiers_on_blocked(&mut self, blocker: CardId) -> bool {
        let Some(a) = self.action.take() else {
            return false;
        };
        self.tap_failed_blockers(&a);
        if !self.mods.blocked_ends {
            self.action = Some(a);
            return false;
        }
        // A card blocking as a vampire is not locked (ruling [LSJ 20100210]).
        if self.is_minion_in_play(blocker) {
            self.tap_minion(blocker);
        }
        self.end_action_early(&a);
        // Ended, neither blocked nor resolved: no "after the action" window (ruling
        // [RTR 20180719] [ANK 20200207] on Mirror Walk).
        self.latent_damage(a.actor);
        true
    }

    /// The action resolves successfully: latent bleed effects apply to the bled Methuselah
    /// now; a Spying Mission cancels the bleed. Returns whether the bleed still burns pool.
    pub(crate) fn modifiers_on_success(&mut self, a: &mut ActionState) -> bool {
        self.mods.last_window = false;
        self.tap_failed_blockers(a);
        let Some(target) = self.bleed_target(a) else {
            return true;
        };
        if self.mods.spy.is_some() {
            // The bleed burns no pool and is unsuccessful (Spying Mission).
            return false;
        }
        let pool = self.seats[target.index()].pool;
        let bonus = self
            .latent_bleeds(a.actor)
            .filter(|&(_, max)| pool <= i32::from(max))
            .fold(0, |n: i8, (bleed, _)| n.saturating_add(bleed));
        a.bleed = a.bleed.saturating_add(bonus);
        // Spying Missions on this vampire from a bleed of this Methuselah: each burns for
        // +2 bleed (clarification: they stack).
        if !self.mods.spying.is_empty() {
            let actor = a.actor;
            let mine: Vec<CardId> = self
                .mods
                .spying
                .iter()
                .filter(|&&(c, s)| {
                    s == target
                        && self.card(c).region == Region::InPlay
                        && self.card(c).host == Some(actor)
                })
                .map(|&(c, _)| c)
                .collect();
            for c in mine {
                let n = self
                    .defs
                    .get_at(self.card(c).def, true)
                    .and_then(|d| {
                        d.modifier_effects().find_map(|e| match e {
                            M::SpyBleed(n) => Some(*n),
                            _ => None,
                        })
                    })
                    .unwrap_or(0);
                a.bleed = a.bleed.saturating_add(n);
                self.burn(c);
            }
            let cards = &self.cards;
            self.mods
                .spying
                .retain(|&(c, _)| cards[c.index()].region == Region::InPlay);
        }
        true
    }

    /// The action resolved successfully: a political action waits for its referendum;
    /// `bled`: the Methuselah a successful bleed burned pool of.
    pub(crate) fn modifiers_after_success(
        &mut self,
        actor: CardId,
        political: bool,
        bled: Option<Seat>,
    ) {
        if political {
            self.mods.political_pending = true;
        } else {
            self.open_after(actor, AfterOutcome::Success { margin: None }, bled);
        }
    }

    /// The combat of a blocked action ended.
    pub(crate) fn modifiers_on_combat_end(&mut self) {
        if let Some(a) = &self.action {
            let actor = a.actor;
            self.open_after(actor, AfterOutcome::Blocked, None);
        }
    }

    /// The acting vampire takes its latent damage once the action is over, also when an
    /// effect ended it (ruling [ANK 20220331] on Daring the Dawn).
    fn latent_damage(&mut self, actor: CardId) {
        let agg = std::mem::take(&mut self.mods.agg_after);
        if agg > 0 && self.is_vampire(actor) && self.is_minion_in_play(actor) {
            // Unpreventable environmental damage (Daring the Dawn).
            self.emit(|| Event::Damage {
                card: actor,
                normal: 0,
                aggravated: agg,
            });
            self.take_damage(actor, 0, agg);
        }
    }

    /// After resolution: the acting vampire takes its latent damage, then its controller
    /// may play the cards of this window.
    fn open_after(&mut self, actor: CardId, outcome: AfterOutcome, bled: Option<Seat>) {
        self.latent_damage(actor);
        let after = AfterAction {
            actor,
            outcome,
            played: Vec::new(),
            bled,
            bled_prey: bled.is_some_and(|s| s == self.prey(self.card(actor).controller)),
        };
        let mut out = Vec::new();
        self.after_cards(&after, &mut out);
        self.after_untaps(&after, &mut out);
        if !out.is_empty() {
            self.mods.after = Some(after);
        }
    }

    fn after_cards(&self, after: &AfterAction, out: &mut Vec<Choice>) {
        let actor = after.actor;
        if !self.is_minion_in_play(actor) {
            return;
        }
        let seat = self.card(actor).controller;
        let fits = |def: &CardDef| {
            def.kind == PlayKind::Modifier
                && match (window(def), after.outcome) {
                    (Some(Window::ActionSucceeded), AfterOutcome::Success { .. }) => true,
                    (Some(Window::ActionBlocked), AfterOutcome::Blocked) => true,
                    // Passed (by 0 votes when it passed with no polling step, ruling
                    // [PIB 20150105] on Cryptic Rider).
                    (Some(Window::ReferendumPassed), AfterOutcome::Success { margin }) => {
                        margin.is_some()
                    }
                    _ => false,
                }
        };
        for &card in &self.seats[seat.index()].hand {
            let cref = self.card(card).def;
            if !self.defs.has_kind(cref, PlayKind::Modifier)
                || after.played.contains(&cref)
                || !self.defs.any_version(cref, |d, _| self.after_conds_hold(after, d))
                // A unique card put in play: not while you control a copy (p. 17).
                || self.controls_unique_copy(seat, card)
                // No version fits this window: requirements and costs unread.
                || ![false, true]
                    .iter()
                    .any(|&sup| self.defs.get_at(cref, sup).is_some_and(fits))
                || !self.can_pay(actor, card, Some(PlayKind::Modifier))
            {
                continue;
            }
            for (level, def) in self.playable_levels_of(actor, card, Some(PlayKind::Modifier)) {
                if !fits(def)
                    || self.modifier_turn_used(actor, card, def)
                    || !self.after_conds_hold(after, def)
                {
                    continue;
                }
                let to_pool = def.modifier_effects().find_map(|e| match e {
                    M::BloodPerVoteMargin(p) if *p > 0 => Some(*p),
                    _ => None,
                });
                match (to_pool, after.outcome) {
                    (Some(p), AfterOutcome::Success { margin: Some(m) }) => {
                        let most = u16::from(p).min(m) as u8;
                        for n in 0..=most {
                            out.push(Choice::PlayOn {
                                card,
                                by: actor,
                                target: None,
                                n: Some(n),
                                level,
                            });
                        }
                    }
                    _ => out.push(Choice::Play {
                        card,
                        by: actor,
                        level,
                    }),
                }
            }
        }
    }

    /// Whether the conditions of a card played after resolution hold: a successful bleed
    /// (`if=pool-bled`), of the acting minion's controller's prey (`if=bled-prey`), by a
    /// vampire of some capacity (`if=actor,capacity-at-least:N`, Discipline cards counted).
    fn after_conds_hold(&self, after: &AfterAction, def: &CardDef) -> bool {
        let Some(play) = def.play() else {
            return true;
        };
        let seat = self.card(after.actor).controller;
        play.conds.iter().all(|&c| match c {
            Cond::PoolBled => after.bled.is_some(),
            Cond::BledPrey => after.bled_prey,
            Cond::Actor(sel) => self.selects(sel, SelectCtx::of(seat), after.actor),
            _ => true,
        })
    }

    /// The latent untaps for blood the acting minion holds after a successful action.
    fn after_untaps(&self, after: &AfterAction, out: &mut Vec<Choice>) {
        if self.lasting.is_empty() || !matches!(after.outcome, AfterOutcome::Success { .. }) {
            return;
        }
        let actor = after.actor;
        if !self.is_minion_in_play(actor) || !self.card(actor).tapped {
            return;
        }
        for e in self.held_by(actor) {
            if let Gives::UntapForBlood(n) = e.gives {
                if self.card(actor).counters >= n {
                    out.push(Choice::Activate {
                        card: e.source,
                        target: actor,
                    });
                }
            }
        }
    }

    /// Options of the window after an action's resolution.
    pub(crate) fn after_action_options(
        &self,
        out: &mut Vec<Choice>,
    ) -> Option<(Seat, &'static str)> {
        let after = self.mods.after.as_ref()?;
        self.after_cards(after, out);
        self.after_untaps(after, out);
        out.push(Choice::Pass {});
        let seat = self.card(after.actor).controller;
        Some((seat, "the action resolved: play a card after resolution?"))
    }

    /// Plays a card after the action's resolution, or closes the window.
    pub(crate) fn after_action_perform(&mut self, choice: &Choice) {
        let Some(mut after) = self.mods.after.take() else {
            return;
        };
        // A latent untap for blood, used once.
        if let Choice::Activate { card, target } = *choice {
            let mut paid = None;
            if let Some(e) = self.lasting.find_mut(|e| {
                e.source == card
                    && e.holder == Holder::Minion(target)
                    && matches!(e.gives, Gives::UntapForBlood(_))
            }) {
                if let Gives::UntapForBlood(n) = e.gives {
                    paid = Some(n);
                }
            }
            if let Some(n) = paid {
                self.lasting
                    .use_up(|e| e.source == card && e.gives == Gives::UntapForBlood(n));
                self.add_blood(target, -i32::from(n));
                self.untap_minion(target);
            }
            if self.is_minion_in_play(after.actor) {
                self.mods.after = Some(after);
            }
            return;
        }
        let (card, by, n, level) = match *choice {
            Choice::Play { card, by, level } => (card, by, None, level),
            Choice::PlayOn {
                card, by, n, level, ..
            } => (card, by, n, level),
            _ => return,
        };
        let Some(def) = self.def_at(card, level).cloned() else {
            return;
        };
        after.played.push(self.card(card).def);
        self.modifier_turn_mark(by, card, &def);
        self.play_card(card, by, Some(PlayKind::Modifier));
        if def.play_untaps() {
            self.untap_minion(by);
        }
        if def
            .play()
            .is_some_and(|p| p.verbs == [Verb::NextReferendumPasses])
        {
            let seat = self.card(by).controller;
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Methuselah(seat),
                gives: Gives::NextReferendumPasses,
                until: Until::Turn,
            });
        }
        // The card stays on the acting minion (`put-on-actor`, the action cards' word:
        // Enkil Cog), a unique one contested.
        if self.is_minion_in_play(by)
            && def
                .action_effects()
                .any(|e| *e == crate::defs::actions::ActionEffect::PutOnActor)
        {
            let seat = self.card(by).controller;
            self.move_card(card, Region::InPlay, seat);
            self.card_mut(card).host = Some(by);
            self.enter_unique(card);
        }
        for e in def.modifier_effects() {
            if let M::BloodPerVoteMargin(_) = e {
                if let AfterOutcome::Success { margin: Some(m) } = after.outcome {
                    let to_pool = n.map_or(0, u16::from).min(m);
                    let seat = self.card(by).controller;
                    if to_pool > 0 {
                        self.add_pool(seat, i32::from(to_pool));
                    }
                    self.add_blood(by, i32::from(m - to_pool));
                }
            }
        }
        if self.is_minion_in_play(after.actor) {
            self.mods.after = Some(after);
        }
    }

    /// The minion-phase options the modifiers forbid: the same action once more this turn
    /// (Change of Target); an empty vampire that cannot hunt again is
    /// stuck (clarification "Changement de cible").
    pub(crate) fn modifiers_filter_actions(&self, out: &mut Vec<Choice>) {
        if self.mods.no_repeat.is_empty() {
            return;
        }
        let turn = self.turn;
        let same = |m: CardId, k: &dyn Fn(ActionKind) -> bool| {
            self.mods
                .no_repeat
                .iter()
                .any(|&(t, x, kind)| t == turn && x == m && k(kind))
        };
        out.retain(|c| match *c {
            Choice::Hunt { minion } => !same(minion, &|k| k == ActionKind::Hunt),
            Choice::Bleed { minion, target } => {
                !same(minion, &|k| k == ActionKind::Bleed { target })
            }
            Choice::TakeEquipment { minion, item } => {
                !same(minion, &|k| k == ActionKind::EquipFrom { item })
            }
            Choice::Rescue { minion, target, .. } => !same(
                minion,
                &|k| matches!(k, ActionKind::Rescue { target: t, .. } if t == target),
            ),
            Choice::Diablerie { minion, target } => {
                !same(minion, &|k| k == ActionKind::Diablerie { target })
            }
            Choice::LeaveTorpor { minion } => !same(minion, &|k| k == ActionKind::LeaveTorpor),
            Choice::EnterCombat { minion, target } => {
                !same(minion, &|k| k == ActionKind::EnterCombat { target })
            }
            Choice::BecomeAnarch { minion } => !same(minion, &|k| k == ActionKind::BecomeAnarch),
            Choice::ActionCard { minion, card, .. } => {
                let def = self.card(card).def;
                !same(
                    minion,
                    &|k| matches!(k, ActionKind::Card { card: c, .. } if self.card(c).def == def),
                )
            }
            Choice::Equip { minion, card }
            | Choice::Employ { minion, card }
            | Choice::Recruit { minion, card }
            | Choice::PoliticalAction { minion, card } => {
                let def = self.card(card).def;
                !same(minion, &|k| {
                    State::action_card(k).is_some_and(|c| self.card(c).def == def)
                })
            }
            _ => true,
        });
    }

    /// Whether an empty vampire is stuck: it must hunt but may not hunt again this turn.
    pub(crate) fn modifiers_stuck(&self, v: CardId) -> bool {
        !self.mods.no_repeat.is_empty()
            && self
                .mods
                .no_repeat
                .iter()
                .any(|&(t, m, k)| t == self.turn && m == v && k == ActionKind::Hunt)
    }

    // ---- Politics (rulebook p. 27–28) ----

    /// A referendum is called: no votes gained or cancelled yet.
    pub(crate) fn modifiers_on_referendum(&mut self) {
        let m = &mut self.mods;
        m.cast.clear();
        m.abstained.clear();
        m.poll_played.clear();
    }

    /// Whether a vampire casts no votes or ballots in this referendum: made to abstain, or
    /// forbidden to vote (`cannot-vote`).
    pub(crate) fn abstains(&self, v: CardId) -> bool {
        (!self.mods.abstained.is_empty() && self.mods.abstained.contains(&v))
            || (!self.lasting.is_empty() && self.held_by(v).any(|e| e.gives == Gives::CannotVote))
    }

    /// Whether a minion may play reaction cards now (not while a lasting effect forbids
    /// it).
    pub(crate) fn may_react(&self, m: CardId) -> bool {
        self.lasting.is_empty() || !self.held_by(m).any(|e| e.gives == Gives::CannotReact)
    }

    /// Records a vampire's votes as cast.
    pub(crate) fn modifiers_on_vote(&mut self, source: CardId, side: VoteSide, v: u8, b: u8) {
        if self.is_vampire(source) {
            self.mods.cast.push((source, side, v, b));
        }
    }

    /// Cards usable while votes are cast on a political action, once the terms are
    /// chosen: action modifiers by the acting vampire, and cards usable as reactions by
    /// the other Methuselahs' untapped ready minions.
    pub(crate) fn polling_options(&self, r: &Referendum, seat: Seat, out: &mut Vec<Choice>) {
        // A referendum an ability calls too (ruling [LSJ 20081202-2] on Bernard, the
        // Scourge).
        if !r.kind.is_political() {
            return;
        }
        let Some(actor) = self.mods.actor else {
            return;
        };
        let m = &self.seats[seat.index()];
        for &card in &m.hand {
            let Some((inf, sup)) = self.defs_both(card) else {
                continue;
            };
            let polling = |d: &CardDef| window(d) == Some(Window::Polling);
            if !polling(inf) && !sup.is_some_and(polling) {
                continue;
            }
            let def_ref = self.card(card).def;
            let as_modifier = seat == r.caller
                && self.card(actor).controller == seat
                && self.card(actor).region == Region::Ready;
            let minions: &[CardId] = if as_modifier {
                std::slice::from_ref(&actor)
            } else if seat != r.caller {
                &m.ready
            } else {
                &[]
            };
            for &by in minions {
                if (!as_modifier && self.card(by).tapped)
                    || self.mods.poll_played.contains(&(by, def_ref))
                    || !self.can_pay(by, card, Some(PlayKind::Modifier))
                {
                    continue;
                }
                for (level, def) in self.playable_levels_of(by, card, Some(PlayKind::Modifier)) {
                    if def.kind != PlayKind::Modifier
                        || !polling(def)
                        // A title the card requires (`if=title:prince,…`).
                        || !self.has_needed_title(by, def)
                        || (!as_modifier && !has(def, |e| matches!(e, M::AlsoReaction)))
                    {
                        continue;
                    }
                    self.polling_card_options(r, card, by, level, def, out);
                }
            }
        }
    }

    fn polling_card_options(
        &self,
        r: &Referendum,
        card: CardId,
        by: CardId,
        level: Option<Level>,
        def: &CardDef,
        out: &mut Vec<Choice>,
    ) {
        let silence = has(def, |e| matches!(e, M::SilenceVoter(_)));
        if silence {
            // A vampire who cast votes or ballots and does not abstain (Scalpel Tongue
            // clarification).
            for &(v, _, votes, ballots) in &self.mods.cast {
                if votes + ballots > 0
                    && !self.abstains(v)
                    && self.is_minion_in_play(v)
                    && !out.iter().any(|c| {
                        matches!(c, Choice::PlayOn { card: k, by: b, target: Some(t), level: l, .. }
                            if *k == card && *b == by && *t == v && *l == level)
                    })
                {
                    out.push(Choice::PlayOn {
                        card,
                        by,
                        target: Some(v),
                        n: None,
                        level,
                    });
                }
            }
        } else if def.play_verbs_start(Verb::CannotVote) {
            // Only while nothing is cast yet.
            if r.cast.is_empty() && r.votes_for == 0 && r.votes_against == 0 && r.ballots == [0, 0]
            {
                out.push(Choice::Play { card, by, level });
            }
        } else if def.play_verbs_start(Verb::CancelReferendum) {
            out.push(Choice::Play { card, by, level });
        } else if def.play_verbs_start(Verb::Abstain) {
            for v in self.abstain_candidates(r) {
                out.push(Choice::PlayOn {
                    card,
                    by,
                    target: Some(v),
                    n: None,
                    level,
                });
            }
        } else if def.play_stats().any(|(_, s, _)| s == Stat::Votes) || Self::x_votes(def) > 0 {
            // Votes gained before this vampire's votes are cast (Bewitching Oration
            // clarification).
            if r.cast.contains(&by) {
                return;
            }
            if Self::x_votes(def) > 0 {
                // Any X the vampire can pay, 0 included (ruling [LSJ 20030502], group "Cost
                // X").
                for x in 0..=self.card(by).counters {
                    out.push(Choice::PlayOn {
                        card,
                        by,
                        target: None,
                        n: Some(x),
                        level,
                    });
                }
            } else {
                out.push(Choice::Play { card, by, level });
            }
        }
    }

    /// The vampires that may be made to abstain: their votes or ballots count, cast
    /// already or still to cast, and they have not abstained yet.
    pub(crate) fn abstain_candidates<'s>(
        &'s self,
        r: &'s Referendum,
    ) -> impl Iterator<Item = CardId> + 's {
        self.alive_from(r.caller)
            .flat_map(move |s| self.seats[s.index()].ready.iter().copied())
            .filter(move |&v| {
                let cast = self
                    .mods
                    .cast
                    .iter()
                    .any(|&(c, _, votes, ballots)| c == v && votes + ballots > 0);
                let to_cast = !r.cast.contains(&v) && self.votes_of(v) != (0, 0);
                (cast || to_cast) && !self.abstains(v)
            })
    }

    /// The votes a card's play gives per blood of its X cost (`votes+2X`: 2).
    fn x_votes(def: &CardDef) -> u8 {
        def.play().map_or(0, |p| {
            p.verbs
                .iter()
                .map(|v| match v {
                    Verb::StatX(Stat::Votes, k) => *k,
                    _ => 0,
                })
                .sum()
        })
    }

    /// Plays a polling-step card; true when it cancels the referendum (the caller then
    /// calls [`State::cancel_referendum`]).
    pub(crate) fn polling_perform(&mut self, r: &mut Referendum, choice: &Choice) -> bool {
        let (card, by, target, level, x) = match *choice {
            Choice::Play { card, by, level } => (card, by, None, level, 0),
            Choice::PlayOn {
                card,
                by,
                target,
                level,
                n,
            } => (card, by, target, level, n.unwrap_or(0)),
            _ => return false,
        };
        let Some(def) = self.def_at(card, level).cloned() else {
            return false;
        };
        self.mods.poll_played.push((by, self.card(card).def));
        self.play_card(card, by, Some(PlayKind::Modifier));
        if def.play_verbs_start(Verb::CancelReferendum) {
            return true;
        }
        if let (true, Some(v)) = (def.play_verbs_start(Verb::Abstain), target) {
            self.abstain(r, v);
        }
        if let Some(Some(sect)) = def
            .play()
            .filter(|p| p.verbs.first() == Some(&Verb::CannotVote))
            .map(|p| p.target.vampires_not_of())
        {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::VampiresNotOf(sect),
                gives: Gives::CannotVote,
                until: Until::Referendum,
            });
        }
        // X blood paid as the card is played (p. 7: its cost).
        if x > 0 {
            self.add_blood(by, -i32::from(x));
        }
        let from_x = x.saturating_mul(Self::x_votes(&def));
        for (_, stat, n) in def.play_stats() {
            if stat == Stat::Votes && n > 0 {
                let votes = (n as u8).saturating_add(from_x);
                self.gain_votes(card, Holder::Minion(by), votes, false);
                self.emit(|| Event::GainsVotes { vampire: by, votes });
            }
        }
        for e in def.modifier_effects() {
            let M::SilenceVoter(blood) = e else { continue };
            let Some(v) = target else { continue };
            self.tap_minion(v);
            self.abstain(r, v);
            if *blood > 0 {
                self.add_blood(v, -i32::from(*blood));
            }
        }
        false
    }

    /// A vampire abstains: its votes and ballots cast in this referendum are cancelled, and
    /// it casts none later.
    pub(crate) fn abstain(&mut self, r: &mut Referendum, v: CardId) {
        self.mods.abstained.push(v);
        self.emit(|| Event::Abstains { vampire: v });
        for &(c, side, votes, ballots) in &self.mods.cast {
            if c == v {
                let i = usize::from(side == VoteSide::Against);
                if i == 0 {
                    r.votes_for = r.votes_for.saturating_sub(u16::from(votes));
                } else {
                    r.votes_against = r.votes_against.saturating_sub(u16::from(votes));
                }
                r.ballots[i] = r.ballots[i].saturating_sub(ballots);
            }
        }
    }

    /// A card cancels the referendum in its polling step (`cancel-referendum`): no votes are
    /// tallied and it neither passes nor fails (rulings [LSJ 20010209] on Delaying Tactics
    /// and Telepathic Vote Counting); a political action card played from hand returns to
    /// its owner's hand (not a card in play: ruling [LSJ 20041130]). The card's other
    /// effects: `untap` the acting vampire, `no-repeat` (the acting Methuselah's minions,
    /// that political action card, this turn). The action itself succeeded: its
    /// after-resolution window follows.
    pub(crate) fn cancel_referendum(&mut self, r: Referendum, source: CardId, verbs: &[Verb]) {
        self.emit(|| Event::ReferendumCancelled {});
        if let ReferendumKind::Political { card } = r.kind {
            if verbs.contains(&Verb::NoRepeat) {
                let def = self.card(card).def;
                self.lasting.add(Lasting {
                    source,
                    holder: Holder::Methuselah(r.caller),
                    gives: Gives::NoRepeat(def),
                    until: Until::Turn,
                });
            }
            if self.card(card).region == Region::Limbo {
                let owner = self.card(card).owner;
                self.move_card(card, Region::Hand, owner);
                self.discard_down(owner);
            }
        }
        // A referendum a card in play provides: not that card's again this turn, another
        // copy's still (ruling [LSJ 20020201] on Delaying Tactics).
        if let (ReferendumKind::Ability { source: from }, true) =
            (r.kind, verbs.contains(&Verb::NoRepeat))
        {
            self.lasting.add(Lasting {
                source,
                holder: Holder::Methuselah(r.caller),
                gives: Gives::NoRepeatReferendum(from),
                until: Until::Turn,
            });
        }
        if let Some(actor) = r.called_by {
            if verbs.contains(&Verb::Untap) && self.is_minion_in_play(actor) {
                self.untap_minion(actor);
            }
            self.after_action_success(actor, r.reaction_played);
        }
        self.lasting.expire(Until::Referendum);
        self.modifiers_on_referendum_result(false, 0, 0);
    }

    /// A hand over its size is discarded down, its owner choosing (p. 7).
    pub(crate) fn discard_down(&mut self, seat: Seat) {
        if self.seats[seat.index()].hand.len() > self.hand_size_of(seat) {
            self.follow_up = Some(crate::state::FollowUp::DiscardDown { seat });
        }
    }

    /// Whether a Methuselah's minions may not perform an action with this card again this
    /// turn (`no-repeat`).
    pub(crate) fn repeat_forbidden(&self, seat: Seat, card: CardId) -> bool {
        !self.lasting.is_empty() && {
            let def = self.card(card).def;
            self.lasting
                .iter()
                .any(|e| e.holder == Holder::Methuselah(seat) && e.gives == Gives::NoRepeat(def))
        }
    }

    /// The referendum of a political action resolved: the window after the action opens.
    pub(crate) fn modifiers_on_referendum_result(&mut self, passed: bool, yes: u16, no: u16) {
        // Votes gained and abstentions last for this referendum only.
        self.modifiers_on_referendum();
        if !std::mem::take(&mut self.mods.political_pending) {
            return;
        }
        let Some(actor) = self.mods.actor else {
            return;
        };
        let margin = passed.then(|| yes.saturating_sub(no));
        self.open_after(actor, AfterOutcome::Success { margin }, None);
    }

    // ---- Combat (rulebook p. 29, p. 32) ----

    /// A combat card played as a maneuver may leave an optional press for this round
    /// (Resist Earth's Grasp; clarification "Défier la gravité": same round only).
    pub(crate) fn modifiers_on_maneuver(&mut self, card: CardId, by: CardId, level: Option<Level>) {
        if self
            .def_at(card, level)
            .is_some_and(|d| has(d, |e| matches!(e, M::ManeuverGivesPress)))
        {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minion(by),
                gives: Gives::Press,
                until: Until::Round,
            });
        }
    }
}
