//! Reaction cards at work: who may play them in which window of an action, and what their
//! effects do (rulebook p. 11, p. 24–27, glossary "Réveil"; comprehensive rules 4.3,
//! "Wake"). The words are defined in [`crate::defs::reactions`].
//!
//! Windows: the blocking Methuselah's block decision (wake and untap effects, a tapped
//! minion's forced block attempt), a failing block attempt (intercept, only when needed),
//! after blocks are declined (every other reaction), after the block is resolved (the
//! blocker's "after block" cards), and the polling step of a political action (votes).

use crate::choice::{Choice, Level};
use crate::defs::ability::{Cond, Limit, Stat, Verb};
use crate::defs::reactions::{ReactionEffect, ReactionTraits};
use crate::defs::{CardDef, PlayKind};
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{ActionKind, ActionStage, ActionState, CombatState, Referendum};
use crate::state::{Gives, Grant, GrantKind, Holder, Lasting, Until};
use crate::state::{Region, State};
use jyhad_cards::CardRef;
use jyhad_table::Seat;

/// A window of an action in which reactions are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum Window {
    /// The blocking Methuselah decides on blocks.
    Block,
    /// A block attempt by this minion is failing: intercept "only when needed" (p. 25).
    Attempt(CardId),
    /// Every Methuselah declined to block: reactions before resolution (comprehensive
    /// rules 4.3.2).
    Final,
}

impl State {
    /// Whether a minion is awake for this action: untapped, or woken.
    fn awake(&self, a: &ActionState, m: CardId) -> bool {
        !self.card(m).tapped || a.reactions.woken.contains(&m)
    }

    /// Whether a tapped minion woke during this action (it may still block).
    pub(crate) fn woken(a: &ActionState, m: CardId) -> bool {
        a.reactions.woken.contains(&m)
    }

    pub(crate) fn has_needed_title(&self, m: CardId, def: &CardDef) -> bool {
        def.play().is_none_or(|p| {
            p.conds.iter().all(|c| match c {
                Cond::Title(set) => self.meets_title(m, |t| set.contains(t)),
                _ => true,
            })
        })
    }

    /// Whether minion `m` of `seat` may play this reaction version now (p. 11: reactions are
    /// played by untapped ready minions of the other Methuselahs; a card's own conditions).
    #[allow(clippy::too_many_arguments)]
    fn reaction_fits(
        &self,
        a: &ActionState,
        seat: Seat,
        m: CardId,
        card: CardRef,
        def: &CardDef,
        t: &ReactionTraits,
        window: Window,
    ) -> bool {
        let tapped = self.card(m).tapped;
        // A tapped minion may play a "tapped-block" card at its block decision; "by-tapped"
        // cards need a tapped minion; others an untapped or woken one.
        let forced_block = window == Window::Block && t.tapped_block.is_some() && tapped;
        let who = if forced_block || t.by_tapped {
            tapped
        } else {
            self.awake(a, m)
        };
        if !who
            || (t.by_vampire && !self.is_vampire(m))
            || (t.needs_title && !self.has_needed_title(m, def))
            // "One per minion between its untap phases" (On the Qui Vive).
            || (t.once_per_untap && self.reactions.once.contains(&(m, card)))
            // An attempt to block outside the prey/predator rule: every other restriction
            // holds, and a minion attempts once each action (ruling [RTR 19950413] [RTR
            // 20020501] on Eagle's Sight).
            || (t.attempt_block
                && (!self.modifier_allows_block(m)
                    || self.cannot_block(m)
                    || (self.vampire_restrictions() && self.own_block_forbidden(m, a.actor))
                    || self.action_unblockable()
                    || a.failed.iter().any(|&(b, _, _)| b == m)))
            // "Only one … each action", whoever plays it (Lost in Translation).
            || (t.once_per_action && a.played.iter().any(|&(_, d)| d == card))
            // Waking a minion already awake does nothing: not offered.
            || (t.wake && Self::woken(a, m))
            // "A younger vampire": younger is a smaller capacity (comprehensive rules 1.5).
            || (t.actor_younger
                && !(self.is_vampire(a.actor)
                    && self.is_vampire(m)
                    && self.capacity(a.actor) < self.capacity(m)))
            || (t.actor_ally_or_younger
                && !(self.is_vampire(m) && self.younger_or_ally(m, a.actor)))
            // "Cannot block" holds for a reaction that makes the minion attempt to block
            // (ruling [LSJ 20010714-2] on Second Tradition: Domain; Pentex™ Subversion).
            || (forced_block
                && (!self.modifier_allows_block(m)
                    || self.cannot_block(m)
                    || self.gear_forbids_block(a.actor, m)
                    || (self.vampire_restrictions() && self.own_block_forbidden(m, a.actor))
                    || self.action_unblockable()))
        {
            return false;
        }
        if !self.reaction_window_fits(a, seat, def, t, window) {
            return false;
        }
        // Before blocking, a tapped minion blocks with a "tapped-block" card only with
        // enough counters on it.
        window != Window::Block
            || t.wake
            || t.untap_self
            || t.reduce_bleed > 0
            || (forced_block && self.card(m).counters >= t.tapped_block.unwrap_or(0))
    }

    /// The conditions of [`State::reaction_fits`] that do not depend on the minion (the
    /// after-block window is its own, after the combat): a version failing them fits no
    /// minion (a cheap test before the minions are scanned).
    fn reaction_window_fits(
        &self,
        a: &ActionState,
        seat: Seat,
        def: &CardDef,
        t: &ReactionTraits,
        window: Window,
    ) -> bool {
        if t.after_block || t.before_combat || !t.acts_in_action(def) {
            return false;
        }
        let target = if a.directed {
            a.blockers.first().copied()
        } else {
            None
        };
        if t.directed_at_you && target != Some(seat) {
            return false;
        }
        if (t.bleed_at_you || t.redirect_bleed || t.reduce_bleed > 0)
            && self.bleed_target(a) != Some(seat)
        {
            return false;
        }
        if t.predator_acting && self.card(a.actor).controller != self.predator(seat) {
            return false;
        }
        if t.actor_vampire && !self.is_vampire(a.actor) {
            return false;
        }
        // Only by a Methuselah who could not block the action: one who could has declined,
        // and that decision stands (ruling [RTR 20020501] on Eagle's Sight).
        if t.attempt_block && (a.blockers.contains(&seat) || a.attempt.is_some()) {
            return false;
        }

        match window {
            // Intercept only when needed, by the minion attempting to block (p. 25).
            Window::Attempt(_) => def.intercept > 0 && !t.after_blocks,
            // Before blocking: what lets a tapped minion block; a bleed reduced, before or
            // after block attempts (ruling [TOM 19960303] [LSJ 20061212] on Telepathic
            // Counter).
            Window::Block => {
                !t.after_blocks
                    && (t.wake || t.untap_self || t.tapped_block.is_some() || t.reduce_bleed > 0)
            }
            // A tapped minion's block attempt is made only at its block decision.
            Window::Final => def.intercept == 0 && t.tapped_block.is_none(),
        }
    }

    /// Methuselahs a bleed may be redirected to: any other one still in the game but the
    /// acting minion's controller and the current target (group ruling "change the target
    /// of a bleed": never an invalid bleed target).
    pub(crate) fn redirect_targets(&self, a: &ActionState) -> impl Iterator<Item = Seat> + '_ {
        let acting = self.card(a.actor).controller;
        let current = self.bleed_target(a);
        self.alive_from(Seat(0))
            .filter(move |&s| s != acting && Some(s) != current)
    }

    /// The reactions `seat` may play in a window of the action `a`.
    pub(crate) fn action_reaction_options(
        &self,
        a: &ActionState,
        seat: Seat,
        window: Window,
        out: &mut Vec<Choice>,
    ) {
        let m = &self.seats[seat.index()];
        // Reactions are played by ready minions: none, no reaction (and no hand scan).
        if m.ready.is_empty() {
            return;
        }
        for &card in &m.hand {
            let cref = self.card(card).def;
            if !self.defs.has_kind(cref, PlayKind::Reaction) {
                continue;
            }
            // No version fits the window whatever the minion: no minion is asked.
            let fits = |d: &CardDef, sup: bool| {
                d.kind == PlayKind::Reaction
                    && self.reaction_window_fits(
                        a,
                        seat,
                        d,
                        &self.defs.reaction_traits(cref, sup),
                        window,
                    )
            };
            if !self.defs.any_version(cref, fits) {
                continue;
            }
            for &minion in &m.ready {
                if matches!(window, Window::Attempt(b) if b != minion)
                    // The same reaction once per minion per action (p. 10–11).
                    || a.played.iter().any(|&(x, d)| x == minion && d == cref)
                    || !self.can_pay(minion, card, Some(PlayKind::Reaction))
                    || !self.may_react_to(minion, a.actor)
                {
                    continue;
                }
                for (level, def) in self.playable_levels_of(minion, card, Some(PlayKind::Reaction))
                {
                    if def.kind != PlayKind::Reaction {
                        continue;
                    }
                    let t = self.defs.reaction_traits(cref, level.is_some());
                    if !self.reaction_fits(a, seat, minion, cref, def, &t, window) {
                        continue;
                    }
                    if t.redirect_bleed {
                        // Its blood cost may be raised by an event in play (Narrow Minds).
                        let cost = self.cost_of(card, minion, Some(PlayKind::Reaction))
                            + self.redirect_surcharge();
                        if self.card(minion).counters < cost {
                            continue;
                        }
                        // A set Methuselah: the predator's predator (never the player).
                        let only = t
                            .to_predators_predator
                            .then(|| self.predator(self.predator(seat)));
                        for target in self
                            .redirect_targets(a)
                            .filter(|&s| s != seat && only.is_none_or(|o| o == s))
                        {
                            out.push(Choice::PlayTarget {
                                card,
                                by: minion,
                                target,
                                level,
                            });
                        }
                    } else {
                        out.push(Choice::Play {
                            card,
                            by: minion,
                            level,
                        });
                    }
                }
            }
        }
    }

    /// A reaction with a chosen Methuselah (a redirected bleed) is played during `a`.
    pub(crate) fn play_reaction_at(
        &mut self,
        a: &mut ActionState,
        card: CardId,
        by: CardId,
        level: Option<Level>,
        target: Seat,
    ) {
        a.played.push((by, self.card(card).def));
        let def = self.def_at(card, level).cloned();
        // The blood (or life) an event adds to a card changing a bleed's target.
        let more = self.redirect_surcharge();
        if more > 0 {
            self.add_blood(by, -i32::from(more));
        }
        self.play_card(card, by, Some(PlayKind::Reaction));
        if let Some(def) = def {
            self.reaction_played(a, &def, card, by, Some(target));
        }
    }

    /// The effects of a reaction just played during `a`, in the order written (the
    /// common primitives, e.g. intercept, are applied by the caller).
    pub(crate) fn reaction_played(
        &mut self,
        a: &mut ActionState,
        def: &CardDef,
        card: CardId,
        by: CardId,
        target: Option<Seat>,
    ) {
        if def.kind != PlayKind::Reaction {
            return;
        }
        let cref = self.card(card).def;
        // Its play's effects, in order (its intercept is applied by the caller).
        if let Some(play) = def.play() {
            for v in &play.verbs {
                match *v {
                    Verb::Tap => {
                        // Taps it even if already tapped (clarification "Déflexion").
                        self.card_mut(by).tapped = true;
                        self.emit(|| Event::Taps { card: by });
                    }
                    Verb::Untap => self.untap_minion(by),
                    Verb::Wake => {
                        a.reactions.woken.push(by);
                        self.emit(|| Event::Wakes { card: by });
                    }
                    Verb::Stat(Stat::Bleed, n) if n < 0 => {
                        a.bleed = a.bleed.saturating_add(n).max(0);
                    }
                    Verb::RedirectBleed => {
                        if let Some(to) = target {
                            self.redirect_bleed(a, to);
                        }
                    }
                    Verb::AttemptBlock if a.attempt.is_none() => {
                        let intercept = self.intercept_of(a, by);
                        let stealth = a.stealth;
                        self.emit(|| Event::BlockAttempt {
                            blocker: by,
                            intercept,
                            stealth,
                        });
                        // The stage follows from it as any attempt's (the caller).
                        a.attempt = Some((by, intercept));
                    }
                    _ => {}
                }
            }
            if play.limit == Some(Limit::Untap) {
                self.reactions.once.push((by, cref));
            }
        }
        // More intercept for a titled minion (`if=titled intercept+1`).
        for ab in def.abilities.iter().skip(1) {
            let n = ab.stat(Stat::Intercept);
            if ab.conds == [Cond::Titled] && self.title_of(by).is_some() && n != 0 {
                a.intercept.push((by, n));
                if let Some((b, i)) = a.attempt.filter(|(b, _)| *b == by) {
                    a.attempt = Some((b, i.saturating_add(n)));
                }
            }
        }
        for e in def.reaction_effects() {
            use ReactionEffect as R;
            match *e {
                R::BlockManeuver(n) => a.reactions.grants.push(Grant {
                    minion: by,
                    card,
                    kind: GrantKind::Maneuvers(n),
                }),
                R::BlockPrevent(n) => a.reactions.grants.push(Grant {
                    minion: by,
                    card,
                    kind: GrantKind::PreventFirstRound(n),
                }),
                R::BlockPress(n) => a.reactions.grants.push(Grant {
                    minion: by,
                    card,
                    kind: GrantKind::Presses(n),
                }),
                R::AllyStaysTapped if self.is_ally(by) => self.reactions.stay_tapped.push(by),
                R::TappedBlock(n)
                    if a.stage == ActionStage::BlockChoice && self.card(by).tapped =>
                {
                    // Burns blood, untaps and attempts to block at once: not a wake
                    // effect, the attempt is made (clarification "Deuxième Tradition").
                    self.add_blood(by, -i32::from(n));
                    self.untap_minion(by);
                    let intercept: i8 = a
                        .intercept
                        .iter()
                        .filter(|(x, _)| *x == by)
                        .map(|(_, v)| *v)
                        .sum();
                    let stealth = a.stealth;
                    self.emit(|| Event::BlockAttempt {
                        blocker: by,
                        intercept,
                        stealth,
                    });
                    a.attempt = Some((by, intercept));
                }
                _ => {}
            }
        }
    }

    /// The bleed now targets `to`, who gets a chance to block; the acting Methuselah plays
    /// first again (comprehensive rules 4.3.2: a new target may attempt to block).
    pub(crate) fn redirect_bleed(&mut self, a: &mut ActionState, to: Seat) {
        if let ActionKind::Bleed { target } = &mut a.kind {
            *target = to;
        }
        a.blockers = vec![to];
        a.next_blocker = 0;
        a.attempt = None;
        a.stage = ActionStage::Announced;
        self.emit(|| Event::BleedRedirected { to });
    }

    // ---- The combat that follows a block ----

    /// The blocker's grants from reactions go with it into the combat, as lasting effects
    /// (they are given again if it blocks again during the same action): maneuvers for the
    /// combat, prevention for its first round.
    pub(crate) fn grant_block_effects(&mut self, blocker: CardId) {
        let Some(a) = &self.action else { return };
        let grants: Vec<Grant> = a
            .reactions
            .grants
            .iter()
            .filter(|g| g.minion == blocker)
            .copied()
            .collect();
        for g in grants {
            let (gives, until, n) = match g.kind {
                GrantKind::Maneuvers(n) => (Gives::Maneuvers(n), Until::Combat, 1),
                GrantKind::PreventFirstRound(n) => (Gives::Prevent(n), Until::Round, 1),
                GrantKind::ManeuversFirstRound(n) => (Gives::Maneuvers(n), Until::Round, 1),
                // Optional presses, each used up when used (p. 32).
                GrantKind::Presses(n) => (Gives::Press, Until::Combat, n),
            };
            for _ in 0..n {
                self.lasting.add(Lasting {
                    source: g.card,
                    holder: Holder::Minion(blocker),
                    gives,
                    until,
                });
            }
        }
    }

    /// Optional maneuvers from reactions (e.g. Guard Dogs at superior), named by their card.
    pub(crate) fn granted_maneuvers(&self, c: &CombatState, side: u8, out: &mut Vec<Choice>) {
        let by = c.sides[usize::from(side)];
        for e in self.lasting.iter() {
            if e.holder == Holder::Minion(by) && matches!(e.gives, Gives::Maneuvers(n) if n > 0) {
                out.push(Choice::Maneuver {
                    with: e.source,
                    by,
                    level: None,
                });
            }
        }
    }

    /// Prevention from reactions, during the first round only (Precognition at superior).
    pub(crate) fn granted_prevents(&self, c: &CombatState, side: u8, out: &mut Vec<Choice>) {
        let by = c.sides[usize::from(side)];
        for e in self.lasting.iter() {
            if e.holder == Holder::Minion(by) && matches!(e.gives, Gives::Prevent(n) if n > 0) {
                out.push(Choice::Prevent {
                    with: e.source,
                    by,
                    level: None,
                });
            }
        }
    }

    /// Uses one granted maneuver named by `with`; false if `with` is not a grant.
    pub(crate) fn use_granted_maneuver(&mut self, by: CardId, with: CardId) -> bool {
        let grant = self.lasting.find_mut(|e| {
            e.source == with
                && e.holder == Holder::Minion(by)
                && matches!(e.gives, Gives::Maneuvers(n) if n > 0)
        });
        match grant.map(|e| &mut e.gives) {
            Some(Gives::Maneuvers(n)) => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }

    /// Uses a granted prevention named by `with`: the damage it prevents, if it is one.
    pub(crate) fn use_granted_prevent(&mut self, by: CardId, with: CardId) -> Option<u8> {
        let grant = self.lasting.find_mut(|e| {
            e.source == with
                && e.holder == Holder::Minion(by)
                && matches!(e.gives, Gives::Prevent(n) if n > 0)
        });
        match grant.map(|e| &mut e.gives) {
            Some(Gives::Prevent(n)) => Some(std::mem::take(n)),
            _ => None,
        }
    }

    // ---- About to enter combat after a block ----

    /// The cards a blocker may play as it is about to enter combat with the acting minion
    /// (`when=before-combat`): a vampire, against a younger acting vampire when the card
    /// says so (ruling [ANK 20171212] on Obedience: the opponent must be the acting minion).
    pub(crate) fn before_combat_options(
        &self,
        a: &ActionState,
        blocker: CardId,
        out: &mut Vec<Choice>,
    ) {
        let seat = self.card(blocker).controller;
        for &card in &self.seats[seat.index()].hand {
            if !self.defs.has_kind(self.card(card).def, PlayKind::Reaction)
                || !self.can_pay(blocker, card, Some(PlayKind::Reaction))
            {
                continue;
            }
            for (level, def) in self.playable_levels_of(blocker, card, Some(PlayKind::Reaction)) {
                let t = ReactionTraits::of(def);
                // "A younger vampire": a smaller capacity (comprehensive rules 1.5).
                if def.kind == PlayKind::Reaction
                    && t.before_combat
                    && (!t.by_vampire || self.is_vampire(blocker))
                    && (!t.actor_younger
                        || (self.is_vampire(a.actor)
                            && self.is_vampire(blocker)
                            && self.capacity(a.actor) < self.capacity(blocker)))
                {
                    out.push(Choice::Play {
                        card,
                        by: blocker,
                        level,
                    });
                }
            }
        }
    }

    /// Whether the blocker's Methuselah could play a card before the combat of its block:
    /// asked once per successful block, so the window opens only for a holder of one.
    pub(crate) fn has_before_combat_card(&self, blocker: CardId) -> bool {
        let Some(a) = self.action.as_ref() else {
            return false;
        };
        let mut out = Vec::new();
        self.before_combat_options(a, blocker, &mut out);
        !out.is_empty()
    }

    /// A card played before the combat of a block: the action ends, unsuccessfully, with no
    /// combat and no further modifier or reaction (rulings [RTR 20180719] [ANK 20170105]
    /// [ANK 20200207] on Obedience); the blocker does not tap for its block; the acting
    /// minion may untap, and may not take the same action again this turn (ruling [LSJ
    /// 20070709]: the action reached resolution).
    pub(crate) fn before_combat_played(
        &mut self,
        mut a: Box<ActionState>,
        card: CardId,
        by: CardId,
        level: Option<Level>,
    ) {
        let def = self.def_at(card, level).cloned();
        a.played.push((by, self.card(card).def));
        self.play_card(card, by, Some(PlayKind::Reaction));
        let actor = a.actor;
        let verbs = def
            .as_ref()
            .and_then(|d| d.play())
            .map(|p| p.verbs.clone())
            .unwrap_or_default();
        for v in &verbs {
            match v {
                Verb::Untap => self.untap_minion(actor),
                Verb::NoRepeat => self.mods.no_repeat.push((self.turn, actor, a.kind)),
                _ => {}
            }
        }
        self.action = Some(a);
        if verbs.contains(&Verb::ActionFails) {
            self.action_fails();
        }
    }

    // ---- After the block is resolved ----

    /// When the combat of a block ends: the blocker's controller may play its "after the
    /// block" cards if it holds one (rulings: played after all combats; not by a minion in
    /// torpor, clarification "Conseil des chats").
    pub(crate) fn open_after_block(&mut self) {
        self.reactions.woken_after.clear();
        let Some((blocker, _)) = self.action.as_ref().and_then(|a| a.attempt) else {
            return;
        };
        let seat = self.card(blocker).controller;
        let holds = self.seats[seat.index()].hand.iter().any(|&c| {
            let r = self.card(c).def;
            [false, true].into_iter().any(|sup| {
                self.defs.get_at(r, sup).is_some_and(|d| {
                    let t = ReactionTraits::of(d);
                    t.after_block || (t.wake && d.kind == PlayKind::Reaction)
                })
            })
        });
        if holds {
            self.reactions.after_block = Some(blocker);
        }
    }

    /// The "after the block" window's options.
    pub(crate) fn after_block_options(
        &self,
        blocker: CardId,
        out: &mut Vec<Choice>,
    ) -> Option<(Seat, &'static str)> {
        let seat = self.card(blocker).controller;
        // Only ready minions play reactions (p. 11).
        if self.card(blocker).region == Region::Ready && self.card(blocker).tapped {
            for &card in &self.seats[seat.index()].hand {
                if !self.defs.has_kind(self.card(card).def, PlayKind::Reaction)
                    || !self.can_pay(blocker, card, Some(PlayKind::Reaction))
                {
                    continue;
                }
                for (level, def) in self.playable_levels_of(blocker, card, Some(PlayKind::Reaction))
                {
                    let t = ReactionTraits::of(def);
                    if def.kind == PlayKind::Reaction
                        && t.after_block
                        && (!t.by_vampire || self.is_vampire(blocker))
                        && (!t.needs_title || self.has_needed_title(blocker, def))
                    {
                        out.push(Choice::Play {
                            card,
                            by: blocker,
                            level,
                        });
                    }
                }
            }
        }
        // A wake card may be played after resolution too, e.g. to play a reaction after
        // the combat (ruling [LSJ 20091123], group "Wake"). The engine's action is over once
        // its combat ends: the wake lasts for the rest of this window.
        for &m in &self.seats[seat.index()].ready {
            if !self.card(m).tapped || self.reactions.woken_after.contains(&m) {
                continue;
            }
            for &card in &self.seats[seat.index()].hand {
                if !self.defs.has_kind(self.card(card).def, PlayKind::Reaction)
                    || !self.can_pay(m, card, Some(PlayKind::Reaction))
                {
                    continue;
                }
                let cref = self.card(card).def;
                for (level, def) in self.playable_levels_of(m, card, Some(PlayKind::Reaction)) {
                    let t = ReactionTraits::of(def);
                    if def.kind == PlayKind::Reaction
                        && t.wake
                        && !t.after_block
                        && (!t.by_vampire || self.is_vampire(m))
                        && (!t.needs_title || self.has_needed_title(m, def))
                        && !(t.once_per_untap && self.reactions.once.contains(&(m, cref)))
                    {
                        out.push(Choice::Play { card, by: m, level });
                    }
                }
            }
        }
        out.push(Choice::Pass {});
        Some((seat, "after the block: play reactions?"))
    }

    /// Plays an "after the block" card, or closes the window.
    pub(crate) fn after_block_perform(&mut self, choice: &Choice) {
        let blocker = self.reactions.after_block.take();
        if let Choice::Play { card, by, level } = *choice {
            let def = self.def_at(card, level).cloned();
            self.play_card(card, by, Some(PlayKind::Reaction));
            // A wake: the minion may play reactions now; the window stays open.
            if let Some(def) = def.as_ref().filter(|d| ReactionTraits::of(d).wake) {
                let cref = self.card(card).def;
                self.reactions.woken_after.push(by);
                self.emit(|| Event::Wakes { card: by });
                if def.play().is_some_and(|p| p.limit == Some(Limit::Untap)) {
                    self.reactions.once.push((by, cref));
                }
                if self.is_ally(by)
                    && def
                        .reaction_effects()
                        .any(|e| *e == ReactionEffect::AllyStaysTapped)
                {
                    self.reactions.stay_tapped.push(by);
                }
                self.reactions.after_block = blocker;
                return;
            }
            if let Some(play) = def.as_ref().and_then(|d| d.play()) {
                for v in &play.verbs {
                    match v {
                        Verb::Untap => self.untap_minion(by),
                        Verb::Tap => self.card_mut(by).tapped = true,
                        _ => {}
                    }
                }
            }
        }
    }

    // ---- The untap phase ----

    /// At a Methuselah's untap phase: its allies that must stay tapped tap again, and its
    /// minions may play "one per untap phase" cards again.
    pub(crate) fn reactions_at_untap(&mut self, seat: Seat) {
        let r = &mut self.reactions;
        if r.once.is_empty() && r.stay_tapped.is_empty() {
            return;
        }
        let cards = &self.cards;
        let mine = |c: &CardId| cards[c.index()].controller == seat;
        let stay: Vec<CardId> = r.stay_tapped.iter().copied().filter(mine).collect();
        r.stay_tapped.retain(|c| !mine(c));
        r.once.retain(|(c, _)| !mine(c));
        for c in stay {
            // "Does not untap as normal during its next untap phase" (On the Qui Vive).
            if self.is_minion_in_play(c) {
                self.card_mut(c).tapped = true;
            }
        }
    }

    // ---- The polling step ----

    /// Reactions with votes in the polling step of a political action's referendum, by an
    /// untapped ready vampire of another Methuselah than the caller whose votes are not
    /// cast yet; and a vampire that gained votes against votes against (group ruling
    /// "gains votes against"; clarification "Discours ensorcelant": cast later).
    pub(crate) fn poll_reaction_options(&self, r: &Referendum, seat: Seat, out: &mut Vec<Choice>) {
        if !self.lasting.is_empty() {
            out.retain(|c| {
                !matches!(*c, Choice::Vote { source, side: crate::choice::VoteSide::For }
                    if self.votes_against_only(source))
            });
            for &v in &self.seats[seat.index()].ready {
                let listed = out
                    .iter()
                    .any(|c| matches!(*c, Choice::Vote { source, .. } if source == v));
                if !listed && !r.cast.contains(&v) && self.votes_against_only(v) {
                    out.push(Choice::Vote {
                        source: v,
                        side: crate::choice::VoteSide::Against,
                    });
                }
            }
        }
        if !r.kind.is_political() || seat == r.caller {
            return;
        }
        let m = &self.seats[seat.index()];
        // Reactions are played by ready minions: none, no reaction (and no hand scan).
        if m.ready.is_empty() {
            return;
        }
        for &card in &m.hand {
            let cref = self.card(card).def;
            if !self.defs.has_kind(cref, PlayKind::Reaction) {
                continue;
            }
            // Played while votes are cast (`when=polling`), by any untapped ready minion,
            // before, during or after the votes (ruling [LSJ 19980130] on Delaying Tactics).
            if self.defs.any_version(cref, |d, sup| {
                d.kind == PlayKind::Reaction && self.defs.reaction_traits(cref, sup).polling
            }) {
                for &v in &m.ready {
                    if self.card(v).tapped
                        || self.mods.poll_played.contains(&(v, cref))
                        || !self.can_pay(v, card, Some(PlayKind::Reaction))
                    {
                        continue;
                    }
                    for (level, def) in self.playable_levels_of(v, card, Some(PlayKind::Reaction)) {
                        if def.kind == PlayKind::Reaction && ReactionTraits::of(def).polling {
                            out.push(Choice::Play { card, by: v, level });
                        }
                    }
                }
                continue;
            }
            for &v in &m.ready {
                if self.card(v).tapped
                    || !self.is_vampire(v)
                    || r.cast.contains(&v)
                    || self.lasting.iter().any(|e| {
                        e.holder == Holder::Minion(v)
                            && matches!(
                                e.gives,
                                Gives::Votes {
                                    against_only: true,
                                    ..
                                }
                            )
                            && self.card(e.source).def == cref
                    })
                    || !self.can_pay(v, card, Some(PlayKind::Reaction))
                {
                    continue;
                }
                for (level, def) in self.playable_levels_of(v, card, Some(PlayKind::Reaction)) {
                    let t = ReactionTraits::of(def);
                    if def.kind == PlayKind::Reaction
                        && !t.polling
                        && t.votes_against > 0
                        && !t.by_tapped
                        && (!t.needs_title || self.has_needed_title(v, def))
                    {
                        out.push(Choice::Play { card, by: v, level });
                    }
                }
            }
        }
    }

    /// A reaction played in the polling step: its votes wait for the vampire's own; the
    /// effects of its play when it cancels the referendum (the caller then cancels it).
    pub(crate) fn poll_reaction_played(
        &mut self,
        card: CardId,
        by: CardId,
        level: Option<Level>,
    ) -> Option<Vec<Verb>> {
        let def = self.def_at(card, level);
        let votes = def.map_or(0, |d| ReactionTraits::of(d).votes_against);
        let cancel = def
            .filter(|d| d.play_verbs_start(Verb::CancelReferendum))
            .and_then(|d| d.play())
            .map(|p| p.verbs.clone());
        self.mods.poll_played.push((by, self.card(card).def));
        self.play_card(card, by, Some(PlayKind::Reaction));
        if cancel.is_some() {
            return cancel;
        }
        // Cast later, with the vampire's own votes (clarification "Discours ensorcelant").
        self.gain_votes(card, Holder::Minion(by), votes, true);
        None
    }
}
