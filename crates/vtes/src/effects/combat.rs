//! The engine side of the combat parts of the grammar (`defs::ability`: combat cards,
//! equipment, retainers, allies): windows of a round where timed combat cards are played
//! (before range, before strikes, end of round), what they give for a while (environmental
//! damage, grapples, optional presses, close range, an untap as combat ends: lasting effects
//! in `State::lasting`, one query each), armor, blood stolen by both combatants at once, and
//! what cards in play give their minion (intercept, life, strength, presses, an untap).
//!
//! The combat and action code call these functions with one-line hooks.

use crate::choice::{Choice, Level, PressMode};
use crate::defs::ability::Window as When;
use crate::defs::ability::{Ability, Cond, Cost, Duration, Limit, Selector, Stat, Verb};
use crate::defs::{CardDef, PlayKind, StrikeDef, StrikeRange};
use crate::effects::select::SelectCtx;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::{ActionStage, ActionState, CombatStage, CombatState, Range, Region, State};
use crate::state::{ChosenStrike, StrikeSource};
use crate::state::{CombatExtras, CombatWindow as Window, Gives, Holder, Lasting, Until};
use jyhad_cards::{CardRef, LibraryTypes as T};
use jyhad_table::Seat;

impl CombatExtras {
    /// A new round begins: the round's bookkeeping starts again.
    pub fn new_round(&mut self) {
        self.window = None;
        self.passed = [false; 2];
        self.round_end_done = false;
        self.blood_lost = [0; 2];
        self.gun = [0; 2];
        self.aims = [None; 2];
    }
}

/// The window a combat card is played in (its play's; `None`: the step of its effect).
fn play_when(def: &CardDef) -> Option<When> {
    def.play().and_then(|a| a.when)
}

/// A press an ally gives one of your minions in combat by burning its life (`cost=life:1
/// target=minion,yours press`).
fn gives_press(a: &Ability) -> bool {
    a.target == Selector::OWN_MINION && a.verbs.contains(&Verb::Press)
}

/// Intercept a card gives the minion it is on for blood, only when needed (`cost=blood:1
/// target=host intercept+1`).
fn intercept_for_blood(a: &Ability) -> bool {
    a.target == Selector::HOST && a.costs.iter().any(|c| matches!(c, Cost::Blood(_)))
}

fn works_at(range: Range, s: &StrikeDef) -> bool {
    match s.range {
        StrikeRange::Any => true,
        StrikeRange::Close => range == Range::Close,
        // A card "only usable at long range" (rulebook p. 29 "Portée").
        StrikeRange::Long => range == Range::Long,
    }
}

/// The blood an ability costs its card's minion.
fn blood_cost(ab: &Ability) -> u8 {
    ab.costs.iter().fold(0, |n, c| match *c {
        Cost::Blood(k) => n.saturating_add(k),
        _ => n,
    })
}

/// An ally burned to untap one of your minions during an action directed at you
/// (`if=directed-at-you cost=burn target=minion,ready,yours,other untap`).
fn burns_to_untap(ab: &Ability) -> bool {
    ab.costs.contains(&Cost::Burn) && ab.verbs.contains(&Verb::Untap)
}

impl State {
    /// The definition of a card in play, at the version it was brought in with.
    pub fn in_play_def(&self, c: CardId) -> Option<&CardDef> {
        let card = self.card(c);
        if card.superior {
            if let Some(d) = self.defs.get_at(card.def, true) {
                return Some(d);
            }
        }
        self.defs.get(card.def)
    }

    // ---- Windows of a round ----

    /// Whether a minion already played a copy of a card its limit forbids repeating
    /// ("only one each combat / each round").
    pub(crate) fn over_limit(c: &CombatState, m: CardId, card: CardRef, def: &CardDef) -> bool {
        let limit = def.play().and_then(|a| a.limit);
        let per_combat = limit == Some(Limit::Combat);
        let per_round = limit == Some(Limit::Round);
        (per_combat || per_round)
            && c.ext
                .played
                .iter()
                .any(|&(x, r, round)| x == m && r == card && (per_combat || round == c.round))
    }

    /// The cards a side may play in a window, with their levels.
    fn window_cards(
        &self,
        c: &CombatState,
        w: Window,
        side: usize,
        mut found: impl FnMut(CardId, Option<Level>),
    ) {
        let (m, opp) = (c.sides[side], c.sides[1 - side]);
        // Only a combatant still ready plays combat cards (p. 28; Taste of Vitae: not by a
        // vampire going to torpor or burned).
        if self.card(m).region != Region::Ready {
            return;
        }
        if w == Window::BeforeRange && c.ext.blocker == Some(m) {
            for weapon in self.range_weapons(c, m) {
                found(weapon, None);
            }
        }
        if w == Window::BeforeRange {
            for card in self.combat_ending_cards(c, m) {
                found(card, None);
            }
        }
        let seat = self.card(m).controller;
        // The combatant's Disciplines, read once for the whole hand.
        let req = std::cell::OnceCell::new();
        for &card in &self.seats[seat.index()].hand {
            let r = self.card(card).def;
            if !self.defs.has_kind(r, PlayKind::Combat) || !self.can_pay_combat(m, card, opp) {
                continue;
            }
            let levels = self.playable_levels_req(m, card, Some(PlayKind::Combat), || {
                *req.get_or_init(|| self.minion_req(m))
            });
            for (level, def) in levels {
                if def.kind != PlayKind::Combat
                    || Self::over_limit(c, m, r, def)
                    || !self.can_burn_for(m, def)
                {
                    continue;
                }
                let fits = match w {
                    Window::BeforeRange => play_when(def) == Some(When::BeforeRange),
                    // Only at close range, once no more maneuvers are played (Immortal
                    // Grapple; rulebook clarification "Prise immortelle").
                    Window::BeforeStrikes => {
                        c.range == Range::Close && play_when(def) == Some(When::BeforeStrikes)
                    }
                    // Not against an ally (rulebook clarification "Gorgée de vitæ"): the
                    // blood gained is a vampire's, lost by a vampire.
                    Window::RoundEnd => {
                        play_when(def) == Some(When::RoundEnd)
                            && (!def.has_verb(|v| *v == Verb::GainBloodLost)
                                || (self.is_vampire(m) && self.is_vampire(opp)))
                    }
                };
                if fits {
                    found(card, level);
                }
            }
        }
    }

    fn window_has_cards(&self, c: &CombatState, w: Window) -> bool {
        let mut any = false;
        for side in 0..2 {
            self.window_cards(c, w, side, |_, _| any = true);
        }
        any
    }

    /// Opens a window if a combatant has a card to play in it; the acting side decides
    /// first (p. 8).
    pub(crate) fn open_window(&self, c: &mut CombatState, w: Window) -> bool {
        if !self.window_has_cards(c, w) {
            return false;
        }
        c.ext.window = Some((w, 0));
        c.ext.passed = [false; 2];
        true
    }

    /// The combat that just started follows a block: what the blocker's cards may do
    /// before range is determined (a weapon setting the range).
    pub(crate) fn combat_follows_block(&mut self, blocker: CardId) {
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        c.ext.blocker = Some(blocker);
        // The window is opened again only for such a weapon (the hands were read as the
        // combat began).
        let open = self.combat.as_ref().is_some_and(|c| {
            c.ext.window.is_none() && self.range_weapons(c, blocker).next().is_some()
        });
        if open {
            self.open_window_now(Window::BeforeRange);
        }
    }

    /// Weapons of a blocker that set the range of the combat's first round (`when=before-range
    /// if=blocking if=first-round long-range`: Sniper Rifle).
    fn range_weapons<'a>(
        &'a self,
        c: &'a CombatState,
        m: CardId,
    ) -> impl Iterator<Item = CardId> + 'a {
        let first = c.round == 1 && c.ext.blocker == Some(m) && c.strikes == [None; 2];
        self.attached(m).filter(move |&w| {
            first
                && !c
                    .ext
                    .played
                    .iter()
                    .any(|&(x, r, _)| x == m && r == self.card(w).def)
                && self.in_play_def(w).is_some_and(|d| {
                    d.abilities.iter().any(|a| {
                        a.when == Some(When::BeforeRange) && a.verbs.contains(&Verb::LongRange)
                    })
                })
        })
    }

    /// Cards in play of a combatant's controller that it may lock before range is
    /// determined to end the combat (`when=before-range if=combat-between:camarilla
    /// cost=lock end-combat`: Elysium: The Arboretum).
    fn combat_ending_cards<'a>(
        &'a self,
        c: &'a CombatState,
        m: CardId,
    ) -> impl Iterator<Item = CardId> + 'a {
        let seat = self.card(m).controller;
        let bit = crate::defs::masters::word::ABILITY_BEFORE_RANGE;
        let cards: &[CardId] = if self.seat_has_words(seat, bit) {
            &self.seats[seat.index()].in_play
        } else {
            &[]
        };
        cards.iter().copied().filter(move |&x| {
            self.has_words(x, bit)
                && !self.card(x).tapped
                && self.card(x).host.is_none()
                && self.in_play_def(x).is_some_and(|d| {
                    d.abilities.iter().any(|a| {
                        a.when == Some(When::BeforeRange)
                            && a.verbs == [Verb::EndCombat]
                            && a.conds.iter().all(|cond| match *cond {
                                Cond::CombatBetween(sect) => {
                                    self.combat_between(c.sides, sect, seat)
                                }
                                _ => false,
                            })
                    })
                })
        })
    }

    /// Opens a window on the combat in progress.
    pub(crate) fn open_window_now(&mut self, w: Window) {
        if let Some(mut c) = self.combat.take() {
            self.open_window(&mut c, w);
            self.combat = Some(c);
        }
    }

    /// The options of an open window.
    pub(crate) fn combat_window_options(
        &self,
        c: &CombatState,
        (w, side): (Window, u8),
        out: &mut Vec<Choice>,
    ) -> (Seat, &'static str) {
        let by = c.sides[usize::from(side)];
        self.window_cards(c, w, usize::from(side), |card, level| {
            out.push(Choice::Play { card, by, level })
        });
        out.push(Choice::Pass {});
        let prompt = match w {
            Window::BeforeRange => "before range is determined: play a card?",
            Window::BeforeStrikes => "before strikes are chosen: play a card?",
            Window::RoundEnd => "end of the round: play a card?",
        };
        (self.card(by).controller, prompt)
    }

    /// A choice in an open window; true when the round's end must go on (the window at
    /// the end of a round closed and combat may continue).
    pub(crate) fn window_perform(&mut self, c: &mut CombatState, choice: &Choice) -> bool {
        let Some((w, side)) = c.ext.window else {
            return false;
        };
        let i = usize::from(side);
        if let Choice::Play { card, by, .. } = *choice {
            // A card in play not on the combatant, locked to end the combat before range
            // is determined; the end-of-round window still follows (ruling [RTR 20001020]
            // [LSJ 20001024] on Elysium: The Arboretum).
            if self.card(card).region == Region::InPlay && self.card(card).host != Some(by) {
                self.card_mut(card).tapped = true;
                self.emit(|| Event::Uses { card, target: None });
                c.ended = true;
                c.ext.window = None;
                return false;
            }
            if self.card(card).region == Region::InPlay {
                // A weapon sets the range: long, no maneuvers this round, its strike the
                // minion's first (Sniper Rifle; ruling [RTR 20020501]: only when used).
                c.ext.played.push((by, self.card(card).def, c.round));
                c.range = Range::Long;
                c.stage = CombatStage::Strike { side: 0 };
                if let Some(s) = self.in_play_def(card).and_then(|d| d.strike) {
                    c.bound[i] = Some(ChosenStrike {
                        source: StrikeSource::Weapon(card),
                        def: s,
                        at_retainer: None,
                    });
                }
                self.emit(|| Event::Maneuvers {
                    by,
                    range: Range::Long,
                });
                c.ext.passed = [false; 2];
                c.ext.window = Some((w, 0));
                return false;
            }
        }
        if let Choice::Play { card, by, level } = *choice {
            let gain = self
                .def_at(card, level)
                .is_some_and(|d| d.has_verb(|v| *v == Verb::GainBloodLost));
            self.play_combat_card(card, by, c.sides[1 - i]);
            self.on_combat_card(c, i, card, level);
            if gain {
                // Blood the opponent lost to damage in this round (Taste of Vitae).
                let n = c.ext.blood_lost[1 - i];
                self.add_blood(by, i32::from(n));
            }
            // After a play, the acting side decides again (p. 8).
            c.ext.passed = [false; 2];
            c.ext.window = Some((w, 0));
            return false;
        }
        c.ext.passed[i] = true;
        if !c.ext.passed[1 - i] {
            c.ext.window = Some((w, 1 - side));
            return false;
        }
        c.ext.window = None;
        match w {
            // A round that skips the maneuvers goes straight to the grapple window.
            Window::BeforeRange => {
                if c.stage == (CombatStage::Strike { side: 0 }) && c.strikes == [None; 2] {
                    self.open_window(c, Window::BeforeStrikes);
                }
                false
            }
            Window::BeforeStrikes => false,
            Window::RoundEnd => {
                c.ext.round_end_done = true;
                !c.ended
                    && c.sides
                        .iter()
                        .all(|&m| self.card(m).region == Region::Ready)
            }
        }
    }

    /// Before a round ends (presses handled, or combat ending early): holds the end while
    /// the end-of-round window is open, opening it once per round (Taste of Vitae: "after
    /// the presses", and also when the round ends prematurely — rulings RTR 20001020).
    pub(crate) fn hold_round_end(&mut self) -> bool {
        let Some(mut c) = self.combat.take() else {
            return false;
        };
        let hold = match c.ext.window {
            Some((Window::RoundEnd, _)) => true,
            _ => {
                c.ext.window = None;
                if c.ext.round_end_done {
                    false
                } else {
                    c.ext.round_end_done = true;
                    self.open_window(&mut c, Window::RoundEnd)
                }
            }
        };
        self.combat = Some(c);
        hold
    }

    /// A combat card was played by a side: its lasting effects start.
    pub(crate) fn on_combat_card(
        &mut self,
        c: &mut CombatState,
        side: usize,
        card: CardId,
        level: Option<Level>,
    ) {
        let Some(def) = self.def_at(card, level) else {
            return;
        };
        let (me, opp) = (c.sides[side], c.sides[1 - side]);
        c.ext.played.push((me, self.card(card).def, c.round));
        // Blood burned for the effect as it is played (`cost=blood:1`), besides the card's
        // cost (ruling group "Burn blood for effect" [ANK 20210226]).
        let burn = def.play().map_or(0, blood_cost);
        // The abilities outlive the borrow of the definitions (a reference count, no copy).
        let abilities = def.abilities.clone();
        if burn > 0 {
            self.add_blood(me, -i32::from(burn));
        }
        let mut give = |holder: CardId, gives: Gives, until: Until| {
            self.lasting.add(Lasting {
                source: card,
                holder: Holder::Minion(holder),
                gives,
                until,
            })
        };
        for a in abilities.iter() {
            let until = match a.until {
                Some(Duration::Combat) => Until::Combat,
                _ => Until::Round,
            };
            for &v in &a.verbs {
                match v {
                    Verb::Environmental(n) => give(opp, Gives::Environmental(n), Until::Combat),
                    // Both sides strike with their hands only (comprehensive rules 4.3).
                    Verb::Grapple => {
                        give(me, Gives::HandStrikesOnly, until);
                        give(opp, Gives::HandStrikesOnly, until);
                    }
                    // An optional press this round (p. 32), like any press given for a while.
                    Verb::Press if a.until == Some(Duration::Round) => {
                        give(me, Gives::Press, Until::Round)
                    }
                    Verb::CloseRange => give(me, Gives::CloseRange, Until::Combat),
                    // The damage pending is prevented with the card (`prevent`); the later
                    // strikes of the round by the lasting effect.
                    Verb::PreventStrikes => give(me, Gives::StrikeDamagePrevented, until),
                    // Its additional strike is a dodge (Wind Dance).
                    Verb::AdditionalDodge => give(me, Gives::AdditionalDodge, Until::Round),
                    // With its combat-ends strike (Majesty).
                    Verb::Untap => give(me, Gives::UntapOnCombatEnd, Until::Round),
                    _ => {}
                }
            }
        }
    }

    /// Whether the damage of the opposing minion's strikes on a minion is prevented for now
    /// (Rolling with the Punches).
    pub(crate) fn strike_damage_prevented(&self, m: CardId) -> bool {
        !self.lasting.is_empty()
            && self
                .lasting
                .iter()
                .any(|e| e.gives == Gives::StrikeDamagePrevented && e.holder == Holder::Minion(m))
    }

    /// Whether a minion's additional strike now is a dodge given for the round (Wind
    /// Dance): its only strike.
    pub(crate) fn additional_dodge(&self, c: &CombatState, m: CardId) -> bool {
        c.additional_pair
            && !self.lasting.is_empty()
            && self
                .lasting
                .iter()
                .any(|e| e.gives == Gives::AdditionalDodge && e.holder == Holder::Minion(m))
    }

    /// Whether a minion can burn the blood a combat card's play asks for its effect
    /// (`cost=blood:1`; ruling group "Burn blood for effect (mandatory)" [ANK 20210226]).
    pub(crate) fn can_burn_for(&self, m: CardId, def: &CardDef) -> bool {
        let burn = def.play().map_or(0, blood_cost);
        burn == 0 || self.card(m).counters >= burn
    }

    /// Environmental damage a minion takes each round from what was played against it
    /// (Carrion Crows).
    fn environmental_on(&self, m: CardId) -> u8 {
        self.lasting.iter().fold(0u8, |sum, e| match e.gives {
            Gives::Environmental(n) if e.holder == Holder::Minion(m) => sum.saturating_add(n),
            _ => sum,
        })
    }

    /// Whether a minion may use a strike this round: a grapple leaves only hand strikes
    /// (Immortal Grapple; comprehensive rules 4.3 "Choose Strike").
    pub(crate) fn strike_allowed(&self, m: CardId, s: &StrikeDef) -> bool {
        s.hand
            || self.lasting.is_empty()
            || !self
                .lasting
                .iter()
                .any(|e| e.gives == Gives::HandStrikesOnly && e.holder == Holder::Minion(m))
    }

    /// Whether a further round of this combat starts at close range without maneuvers (a
    /// grapple's); the effect is used up.
    pub(crate) fn take_close_range(&mut self) -> bool {
        let mut any = false;
        while self.lasting.use_up(|e| e.gives == Gives::CloseRange) {
            any = true;
        }
        any
    }

    // ---- Strikes and damage ----

    /// Environmental damage of the round, dealt with the normal strikes at any range and
    /// never dodged; a combat-ends strike comes first (rulebook clarifications "Corneilles
    /// noires", "Nuée de corbeaux").
    pub(crate) fn environmental_damage(&mut self) {
        let Some(c) = self.combat.as_ref() else {
            return;
        };
        if c.ended || c.additional_pair {
            return;
        }
        let mut add = [0u8; 2];
        for s in 0..2 {
            add[s] = add[s].saturating_add(self.environmental_on(c.sides[s]));
            for r in self.attached(c.sides[s]) {
                if !self.facts(r).types.contains(T::RETAINER) {
                    continue;
                }
                // A retainer's environmental damage each round while it is employed
                // (rulebook clarification "Nuée de corbeaux").
                for ab in self.in_play_def(r).into_iter().flat_map(|d| d.statics()) {
                    for v in &ab.verbs {
                        if let Verb::Environmental(n) = *v {
                            add[1 - s] = add[1 - s].saturating_add(n);
                        }
                    }
                }
            }
        }
        if add == [0; 2] {
            return;
        }
        if let Some(c) = self.combat.as_mut() {
            for (d, n) in c.damage.iter_mut().zip(add) {
                d.0 = d.0.saturating_add(n);
            }
        }
    }

    /// Both combatants steal blood at once: the amounts are taken from what each had, and
    /// moved together, none draining on the way (rulebook clarification "Vol de vitæ";
    /// rulings ANK 20200123). The strikes keep their other effects.
    pub(crate) fn mutual_steal(&mut self) {
        let Some(c) = self.combat.as_ref() else {
            return;
        };
        let (Some(a), Some(b)) = (c.strikes[0], c.strikes[1]) else {
            return;
        };
        let lands = |s: &ChosenStrike| {
            s.def.steal_blood > 0 && s.at_retainer.is_none() && works_at(c.range, &s.def)
        };
        if !lands(&a) || !lands(&b) {
            return;
        }
        let (x, y) = (c.sides[0], c.sides[1]);
        let took = [
            a.def.steal_blood.min(self.card(y).counters),
            b.def.steal_blood.min(self.card(x).counters),
        ];
        if let Some(c) = self.combat.as_mut() {
            for s in c.strikes.iter_mut().flatten() {
                s.def.steal_blood = 0;
            }
        }
        let net = i32::from(took[0]) - i32::from(took[1]);
        self.add_blood(x, net);
        self.add_blood(y, -net);
        self.emit(|| Event::Steals {
            by: x,
            from: y,
            amount: took[0],
        });
        self.emit(|| Event::Steals {
            by: y,
            from: x,
            amount: took[1],
        });
        // An ally or retainer left without life is burned (p. 32).
        for m in [x, y] {
            if !self.is_vampire(m) && self.card(m).counters == 0 && self.is_minion_in_play(m) {
                self.burn(m);
            }
        }
    }

    /// Records damage from a gun strike (for armor against guns).
    pub(crate) fn note_gun_damage(&mut self, target: usize, s: &ChosenStrike) {
        let StrikeSource::Weapon(w) = s.source else {
            return;
        };
        if s.def.aggravated || s.def.damage == 0 || s.def.steal_blood > 0 {
            return;
        }
        let gun = self.in_play_def(w).is_some_and(|d| d.gun);
        if let (true, Some(c)) = (gun, self.combat.as_mut()) {
            c.ext.gun[target] = c.ext.gun[target].saturating_add(s.def.damage);
        }
    }

    /// Damage was applied to a side: the blood it cost is recorded (Taste of Vitae).
    pub(crate) fn note_blood_lost(&mut self, side: usize, m: CardId, before: u8) {
        let vampire = self.is_vampire(m);
        let now = self.card(m).counters;
        if let Some(c) = self.combat.as_mut() {
            c.ext.gun[side] = 0;
            if vampire {
                let lost = before.saturating_sub(now);
                c.ext.blood_lost[side] = c.ext.blood_lost[side].saturating_add(lost);
            }
        }
    }

    /// A combat-ends strike resolves: a combatant whose strike untaps it untaps (Majesty).
    pub(crate) fn untap_on_combat_end(&mut self) {
        let Some(c) = self.combat.as_ref() else {
            return;
        };
        for m in c.sides {
            let untaps = self
                .lasting
                .iter()
                .any(|e| e.gives == Gives::UntapOnCombatEnd && e.holder == Holder::Minion(m));
            if untaps && self.card(m).tapped {
                self.card_mut(m).tapped = false;
            }
        }
    }

    // ---- Prevention ----

    /// Prevention a side may use besides plain prevention cards: armor in play (its points
    /// each combat) and cards costing X blood, at each X the vampire can pay.
    pub(crate) fn extra_prevent_options(&self, c: &CombatState, side: u8, out: &mut Vec<Choice>) {
        let i = usize::from(side);
        let m = c.sides[i];
        for item in self.attached(m) {
            let armor = self
                .in_play_def(item)
                .is_some_and(|d| d.has_verb(|v| matches!(v, Verb::Armor { .. })));
            // Armor partly spent on gun damage only prevents gun damage.
            let partly = c.ext.armor_gun_spent.iter().any(|&(a, _)| a == item);
            if armor && !c.ext.armor_used.contains(&item) && (!partly || c.ext.gun[i] > 0) {
                out.push(Choice::Prevent {
                    with: item,
                    by: m,
                    level: None,
                });
            }
        }
        // X is paid in blood: only a vampire pays it (rulings on Hidden Strength).
        if !self.is_vampire(m) {
            return;
        }
        let seat = self.card(m).controller;
        for &card in &self.seats[seat.index()].hand {
            if !self.defs.has_kind(self.card(card).def, PlayKind::Combat)
                || !self.can_pay_combat(m, card, c.sides[1 - usize::from(side)])
            {
                continue;
            }
            for (level, def) in self.playable_levels_of(m, card, Some(PlayKind::Combat)) {
                if def.kind != PlayKind::Combat
                    || def.prevent == 0
                    || !def.play().is_some_and(|a| a.costs.contains(&Cost::BloodX))
                {
                    continue;
                }
                // X may be higher than strictly needed: any X the vampire can pay
                // (ruling [RTR 20041202] [PIB 20121202] on Hidden Strength).
                let most = self.card(m).counters;
                for x in 1..=most {
                    out.push(Choice::PreventX {
                        with: card,
                        by: m,
                        x,
                        level,
                    });
                }
            }
        }
    }

    /// Prevents `n` of a side's pending damage, aggravated first (p. 31); returns the
    /// amount prevented.
    fn prevent_pending(c: &mut CombatState, side: usize, n: u8) -> u8 {
        let d = &mut c.damage[side];
        let from_agg = n.min(d.1);
        d.1 -= from_agg;
        let from_normal = (n - from_agg).min(d.0);
        d.0 -= from_normal;
        c.ext.gun[side] = c.ext.gun[side].min(d.0);
        from_agg + from_normal
    }

    /// Armor prevents damage each combat: its gun amount from gun strikes, or its other
    /// amount from any damage, whichever prevents more. Its points are optional, so gun
    /// points left over stay usable against a later gun strike of the same combat (rulings
    /// [LSJ 20081210] on Kevlar Vest, [ANK 20200318] [LSJ 20001114]).
    pub(crate) fn armor_prevent(
        &mut self,
        c: &mut CombatState,
        side: u8,
        with: CardId,
        by: CardId,
    ) {
        let i = usize::from(side);
        let Some((gun, other)) = self.in_play_def(with).and_then(|d| {
            d.verbs().find_map(|(_, v)| match v {
                Verb::Armor { gun, other } => Some((gun, other)),
                _ => None,
            })
        }) else {
            return;
        };
        let spent = c
            .ext
            .armor_gun_spent
            .iter()
            .find(|e| e.0 == with)
            .map(|e| e.1);
        let gun_left = gun.saturating_sub(spent.unwrap_or(0));
        let from_guns = gun_left.min(c.ext.gun[i]).min(c.damage[i].0);
        // Once gun points are spent, the other amount is gone ("or").
        let from_other = match spent {
            None => other.min(c.damage[i].0 + c.damage[i].1),
            Some(_) => 0,
        };
        let amount = if from_guns > 0 && from_guns >= from_other {
            c.damage[i].0 -= from_guns;
            c.ext.gun[i] -= from_guns;
            let now = spent.unwrap_or(0) + from_guns;
            c.ext.armor_gun_spent.retain(|e| e.0 != with);
            c.ext.armor_gun_spent.push((with, now));
            if now >= gun {
                c.ext.armor_used.push(with);
            }
            from_guns
        } else {
            c.ext.armor_used.push(with);
            Self::prevent_pending(c, i, other)
        };
        self.emit(|| Event::Prevents { card: by, amount });
    }

    /// A prevention card whose cost is X blood: X paid, X more prevented.
    pub(crate) fn prevent_x(
        &mut self,
        c: &mut CombatState,
        side: u8,
        (with, by, x, level): (CardId, CardId, u8, Option<Level>),
    ) {
        let n = self
            .def_at(with, level)
            .map_or(0, |d| d.prevent)
            .saturating_add(x);
        self.add_blood(by, -i32::from(x));
        self.play_combat_card(with, by, c.sides[1 - usize::from(side)]);
        self.on_combat_card(c, usize::from(side), with, level);
        let amount = Self::prevent_pending(c, usize::from(side), n);
        self.emit(|| Event::Prevents { card: by, amount });
    }

    // ---- Aims ----

    /// The aims a side may play as it chooses its strike: one each strike (the cards'
    /// "Aim"), a cancelled one counted (comprehensive rules "Cancel a card": still played).
    pub(crate) fn aim_options(&self, c: &CombatState, side: u8, out: &mut Vec<Choice>) {
        let i = usize::from(side);
        if c.ext.aims[i].is_some() {
            return;
        }
        let m = c.sides[i];
        for (card, level, def) in self.combat_cards(m, c.sides[1 - i]) {
            if def.aim {
                out.push(Choice::Play { card, by: m, level });
            }
        }
    }

    /// An aim is played with the strike its minion is choosing: its cost paid, counted for
    /// this strike; its effects wait for the strike to land.
    pub(crate) fn play_aim(
        &mut self,
        c: &mut CombatState,
        side: usize,
        card: CardId,
        level: Option<Level>,
    ) {
        let (by, opp) = (c.sides[side], c.sides[1 - side]);
        self.play_combat_card(card, by, opp);
        self.on_combat_card(c, side, card, level);
        c.ext.aims[side] = Some(crate::state::Aim {
            card,
            superior: crate::choice::is_superior(level),
            cancelled: false,
        });
    }

    /// An aim cancelled as it was played still counts as its minion's aim for this strike.
    pub(crate) fn note_cancelled_aim(&mut self, by: CardId, card: CardId, superior: bool) {
        let aim = self
            .defs
            .get_at(self.card(card).def, superior)
            .is_some_and(|d| d.aim)
            || self.defs.get(self.card(card).def).is_some_and(|d| d.aim);
        if let (true, Some(c)) = (aim, self.combat.as_mut()) {
            if let Some(i) = c.sides.iter().position(|&m| m == by) {
                c.ext.aims[i] = Some(crate::state::Aim {
                    card,
                    superior,
                    cancelled: true,
                });
            }
        }
    }

    /// Side `i`'s strike inflicts damage on the opposing minion: the aim played with it, if
    /// any, takes effect (`when=strike if=strike-inflicts target=opponent damage+2
    /// cannot-press for=round`). The damage it adds to the strike.
    pub(crate) fn aim_lands(&mut self, i: usize, opp: CardId) -> u8 {
        let Some(aim) = self.combat.as_ref().and_then(|c| c.ext.aims[i]) else {
            return 0;
        };
        if aim.cancelled {
            return 0;
        }
        let def = self.card(aim.card).def;
        let Some(play) = self
            .defs
            .get_at(def, aim.superior)
            .or_else(|| self.defs.get(def))
            .and_then(|d| d.play().cloned())
        else {
            return 0;
        };
        let mut more = 0u8;
        for v in &play.verbs {
            match *v {
                Verb::Damage(n) => more = more.saturating_add(n.max(0) as u8),
                Verb::CannotPress => self.lasting.add(Lasting {
                    source: aim.card,
                    holder: Holder::Minion(opp),
                    gives: Gives::CannotPress,
                    until: Until::Round,
                }),
                _ => {}
            }
        }
        more
    }

    /// Whether a minion may not press now (an aim's effect, for the round).
    pub(crate) fn cannot_press(&self, m: CardId) -> bool {
        !self.lasting.is_empty()
            && self
                .lasting
                .iter()
                .any(|e| e.gives == Gives::CannotPress && e.holder == Holder::Minion(m))
    }

    // ---- Presses ----

    /// Whether a press card may be used in a mode ("only usable to continue combat").
    pub(crate) fn press_allowed(def: &CardDef, mode: PressMode) -> bool {
        mode == PressMode::Continue || !def.play_needs(Cond::ToContinue)
    }

    /// The presses a minion may use now besides press cards in hand, each named by its
    /// source: optional presses given for a while (lasting effects, oldest first), then
    /// allies of its controller that burn life to give one (p. 32).
    pub(crate) fn presses_of(&self, m: CardId, mut found: impl FnMut(CardId)) {
        for e in self.lasting.iter() {
            if e.holder == Holder::Minion(m) && e.gives == Gives::Press {
                found(e.source);
            }
        }
        let seat = self.card(m).controller;
        for &ally in &self.seats[seat.index()].ready {
            if self.is_ally(ally)
                && self.card(ally).counters > 0
                && self
                    .in_play_def(ally)
                    .is_some_and(|d| d.abilities.iter().any(gives_press))
            {
                found(ally);
            }
        }
    }

    /// The press options of a side besides press cards ([`State::presses_of`]).
    pub(crate) fn extra_press_options(
        &self,
        c: &CombatState,
        side: u8,
        mode: PressMode,
        out: &mut Vec<Choice>,
    ) {
        let m = c.sides[usize::from(side)];
        self.presses_of(m, |with| {
            out.push(Choice::Press {
                with,
                by: m,
                mode,
                level: None,
            })
        });
    }

    /// Pays for a press: a card from hand is played; a given press is used up; an ally
    /// pays its cost in life (burned at 0, p. 32).
    pub(crate) fn pay_press(&mut self, with: CardId, by: CardId, opp: CardId) {
        if self.card(with).region == Region::Hand {
            self.play_combat_card(with, by, opp);
            return;
        }
        let given = |e: &Lasting| {
            e.source == with && e.holder == Holder::Minion(by) && e.gives == Gives::Press
        };
        if self.lasting.use_up(given) {
            return;
        }
        let life = self
            .in_play_def(with)
            .and_then(|d| d.abilities.iter().find(|a| gives_press(a)))
            .and_then(|a| {
                a.costs.iter().find_map(|c| match *c {
                    Cost::Life(n) => Some(n),
                    _ => None,
                })
            })
            .unwrap_or(1);
        self.add_blood(with, -i32::from(life));
        if self.card(with).counters == 0 {
            self.burn(with);
        }
    }

    // ---- Cards in play ----

    /// Whether the minion a card is on has the Disciplines its ability asks for
    /// (`if=discipline:aus`; upper case: superior).
    fn host_disciplines(&self, m: CardId, ab: &Ability) -> bool {
        ab.conds.iter().all(|c| match *c {
            Cond::Discipline(d, superior) => {
                self.discipline_level(m, d) >= if superior { 2 } else { 1 }
            }
            _ => false,
        })
    }

    /// Intercept a minion gets from the statics of its equipment and retainers (Sport
    /// Bike, Raven Spy; Bowl of Convergence only with Auspex — rulebook clarification
    /// "Coupe de convergence").
    pub(crate) fn standing_intercept(&self, m: CardId) -> i8 {
        let mut n: i8 = 0;
        for x in self.attached(m) {
            let Some(def) = self.in_play_def(x) else {
                continue;
            };
            if matches!(def.kind, PlayKind::Equipment | PlayKind::Retainer) {
                n = n.saturating_add(def.intercept);
            }
            for ab in def.statics() {
                if ab.target == Selector::HOST && self.host_disciplines(m, ab) {
                    n = n.saturating_add(ab.stat(Stat::Intercept));
                }
            }
        }
        n
    }

    /// Bleed a minion gets from the statics of the cards on it (Heart of the City; Childling
    /// Muse only on a Malkavian), read as it announces an action.
    pub(crate) fn standing_bleed(&self, m: CardId) -> i8 {
        let mut n: i8 = 0;
        for x in self.attached(m) {
            let Some(def) = self.in_play_def(x) else {
                continue;
            };
            for ab in def.statics() {
                let clan_ok = ab.conds.iter().all(|c| match *c {
                    Cond::Actor(s) if s.clan.is_some() => {
                        self.selects(s, SelectCtx::of(self.card(m).controller), m)
                    }
                    _ => false,
                });
                if ab.target == Selector::HOST && clan_ok {
                    n = n.saturating_add(ab.stat(Stat::Bleed));
                }
            }
        }
        n
    }

    /// Whether a minion may take an equipment: one vehicle, one copy of a "one per
    /// minion" equipment (Sport Bike, Kevlar Vest).
    pub(crate) fn may_carry(&self, m: CardId, card: CardId) -> bool {
        if self.ally_has(m, Verb::NoEquipment) {
            return false;
        }
        let Some(def) = self.defs.get(self.card(card).def) else {
            return true;
        };
        let (vehicle, one) = (def.vehicle, def.one_per_minion);
        if !vehicle && !one {
            return true;
        }
        let name = self.card(card).def;
        !self.attached(m).any(|x| {
            x != card
                && ((one && self.card(x).def == name)
                    || (vehicle && self.in_play_def(x).is_some_and(|d| d.vehicle)))
        })
    }

    /// An ally or retainer enters play: the superior version when its minion has the
    /// superior level (p. 6), with its life.
    pub(crate) fn enter_with_life(&mut self, actor: CardId, card: CardId) -> u8 {
        let r = self.card(card).def;
        let superior =
            self.defs.get_at(r, true).is_some() && self.meets_requirements_at(actor, card, true);
        self.card_mut(card).superior = superior;
        self.in_play_def(card)
            .and_then(|d| d.life)
            .or(self.facts(card).life)
            .unwrap_or(1)
    }

    /// An ally's own actions (`target=vampire,ready,theirs enter-combat`): enter combat with a
    /// ready vampire of another Methuselah, once per turn (p. 22: no action twice a turn
    /// by the same minion is left to the no-repeat filter).
    pub(crate) fn ally_action_options(&self, seat: Seat, ally: CardId, out: &mut Vec<Choice>) {
        let Some(def) = self.in_play_def(ally) else {
            return;
        };
        if !def.abilities.iter().any(|ab| {
            ab.when.is_none()
                && ab.target == Selector::READY_VAMPIRE
                && ab.verbs == [Verb::EnterCombat]
        }) {
            return;
        }
        for s in self.alive_from(seat).filter(|&s| s != seat) {
            for &v in &self.seats[s.index()].ready {
                if self.selects(Selector::READY_VAMPIRE, SelectCtx::of(seat), v) {
                    out.push(Choice::EnterCombat {
                        minion: ally,
                        target: v,
                    });
                }
            }
        }
    }

    /// A minion equips with a card: a card that enters locked is locked (`enters-locked`).
    pub(crate) fn equipped(&mut self, card: CardId) {
        if self.in_play_def(card).is_some_and(|d| d.enters_locked) {
            self.card_mut(card).tapped = true;
        }
    }

    /// After a minion's successful action, its controller may lock an equipment on it to
    /// untap it (`when=action-succeeded cost=lock target=host untap`); asked only when no
    /// other decision is pending.
    pub(crate) fn equipment_after_success(&mut self, actor: CardId) {
        if self.follow_up.is_some()
            || !self.is_minion_in_play(actor)
            || self.card(actor).region != Region::Ready
            || !self.card(actor).tapped
        {
            return;
        }
        let found = self.attached(actor).find(|&x| {
            !self.card(x).tapped
                && self.in_play_def(x).is_some_and(|d| {
                    d.kind == PlayKind::Equipment
                        && d.abilities.iter().any(|ab| {
                            ab.when == Some(When::ActionSucceeded)
                                && ab.costs == [Cost::Lock]
                                && ab.target == Selector::HOST
                                && ab.verbs == [Verb::Untap]
                        })
                })
        });
        if let Some(card) = found {
            self.follow_up = Some(crate::state::FollowUp::LockToUntap {
                seat: self.card(actor).controller,
                card,
                minion: actor,
            });
        }
    }

    /// Whether a minion's strikes are first strikes (`first-strike`, an ally's static).
    pub(crate) fn strikes_first(&self, m: CardId) -> bool {
        self.ally_has(m, Verb::FirstStrike)
    }

    /// Whether an ally has a static of its own (`first-strike`, `cannot-act`…).
    pub(crate) fn ally_has(&self, m: CardId, verb: Verb) -> bool {
        self.is_ally(m)
            && self
                .in_play_def(m)
                .is_some_and(|d| d.statics().any(|ab| ab.verbs.contains(&verb)))
    }

    /// Intercept an ally's statics give it while it attempts to block: during an action
    /// directed at its controller (`if=directed-at-you intercept+1`), or against an acting
    /// minion its selector accepts (`if=actor,vampire intercept+1`).
    pub(crate) fn ally_intercept(&self, a: &ActionState, m: CardId) -> i8 {
        if !self.is_ally(m) {
            return 0;
        }
        let Some(def) = self.in_play_def(m) else {
            return 0;
        };
        let seat = self.card(m).controller;
        def.statics()
            .filter(|ab| {
                ab.target == Selector::OWN
                    && match ab.conds[..] {
                        [Cond::DirectedAtYou] => a.directed && a.blockers.first() == Some(&seat),
                        // Against an acting minion of a kind (`if=actor,vampire`).
                        [Cond::Actor(s)] => self.selects(s, SelectCtx::of(seat), a.actor),
                        _ => false,
                    }
            })
            .map(|ab| ab.stat(Stat::Intercept))
            .sum()
    }

    /// An ally locked to give a blocker of a clan intercept (`cost=lock
    /// target=blocker,clan:Tremere intercept+1 for=action`): its intercept, if it has one.
    fn lock_gives_intercept(&self, ally: CardId, blocker: CardId) -> Option<i8> {
        if !self.is_ally(ally) || self.card(ally).tapped || ally == blocker {
            return None;
        }
        self.in_play_def(ally)?.abilities.iter().find_map(|ab| {
            match ab.target.with_clan(Selector::BLOCKER) {
                Some(_)
                    if ab.costs == [Cost::Lock]
                        && self.selects(
                            ab.target,
                            SelectCtx::of(self.card(ally).controller),
                            blocker,
                        ) =>
                {
                    Some(ab.stat(Stat::Intercept))
                }
                _ => None,
            }
        })
    }

    /// An ally's strength: its card's, with what its version's statics add (Underbridge
    /// Stray).
    pub(crate) fn ally_strength(&self, c: CardId) -> u8 {
        let base = self.facts(c).strength.unwrap_or(1);
        self.in_play_def(c)
            .into_iter()
            .flat_map(|d| d.statics())
            .fold(base, |s, ab| {
                s.saturating_add_signed(ab.stat(Stat::Strength))
            })
    }

    /// Abilities of cards in play usable during an action: an ally burned to untap a
    /// minion when the action is directed at its controller (Underbridge Stray), blood
    /// burned for intercept by a failing blocker (Bowl of Convergence).
    pub(crate) fn use_options(
        &self,
        a: &ActionState,
        seat: Seat,
        blocker: Option<CardId>,
        out: &mut Vec<Choice>,
    ) {
        let m = &self.seats[seat.index()];
        if let Some(b) = blocker {
            // Vampires of the blocker's Methuselah burning blood to give it intercept, in
            // torpor too (group ruling "Ability usable in torpor" [LSJ 20011022]).
            if self.is_vampire(b) {
                for &v in m.ready.iter().chain(&m.torpor) {
                    if self
                        .blood_intercept_ability(v)
                        .is_some_and(|(blood, _)| self.card(v).counters >= blood)
                    {
                        out.push(Choice::Activate { card: v, target: b });
                    }
                }
            }
            // Allies of the blocker's Methuselah locked to give it intercept.
            for &ally in &m.ready {
                if self.lock_gives_intercept(ally, b).is_some() {
                    out.push(Choice::Activate {
                        card: ally,
                        target: b,
                    });
                }
            }
            for item in self.attached(b) {
                let Some(def) = self.in_play_def(item) else {
                    continue;
                };
                for ab in def.abilities.iter() {
                    if !intercept_for_blood(ab) {
                        continue;
                    }
                    // Once each action, recorded as the item used by the blocker.
                    let used = ab.limit == Some(Limit::Action)
                        && a.played.contains(&(b, self.card(item).def));
                    if !used
                        && self.card(b).counters >= blood_cost(ab)
                        && self.host_disciplines(b, ab)
                    {
                        out.push(Choice::Activate {
                            card: item,
                            target: b,
                        });
                    }
                }
            }
            return;
        }
        if !a.directed || a.blockers.first() != Some(&seat) {
            return;
        }
        for &ally in &m.ready {
            let can = self.is_ally(ally)
                && a.attempt.is_none_or(|(x, _)| x != ally)
                && self
                    .in_play_def(ally)
                    .is_some_and(|d| d.abilities.iter().any(burns_to_untap));
            if !can {
                continue;
            }
            for &target in &m.ready {
                if target != ally && self.card(target).tapped {
                    out.push(Choice::Activate { card: ally, target });
                }
            }
        }
    }

    /// Uses an ability of a card in play during an action.
    pub(crate) fn use_perform(&mut self, a: &mut ActionState, card: CardId, target: CardId) {
        if let Some((blood, n)) = self.blood_intercept_ability(card) {
            self.add_blood(card, -i32::from(blood));
            self.emit(|| Event::Uses {
                card,
                target: Some(target),
            });
            add_attempt_intercept(a, target, n);
            return;
        }
        if let Some(n) = self.lock_gives_intercept(card, target) {
            self.card_mut(card).tapped = true;
            self.emit(|| Event::Taps { card });
            add_attempt_intercept(a, target, n);
            return;
        }
        let used = self.in_play_def(card).and_then(|d| {
            d.abilities
                .iter()
                .find(|ab| intercept_for_blood(ab))
                .map(|ab| (ab.stat(Stat::Intercept), blood_cost(ab)))
        });
        match used {
            Some((n, blood)) => {
                // Once per action, recorded as the item used by the blocker.
                a.played.push((target, self.card(card).def));
                self.add_blood(target, -i32::from(blood));
                add_attempt_intercept(a, target, n);
            }
            None => {
                // The ally is burned; the minion untaps.
                self.burn(card);
                if self.card(target).region == Region::Ready {
                    self.card_mut(target).tapped = false;
                }
            }
        }
    }
}

/// Intercept added for the action to a minion; if it is attempting to block, the attempt
/// now either meets the stealth or leaves the acting Methuselah to answer (p. 25).
pub(crate) fn add_attempt_intercept(a: &mut ActionState, minion: CardId, n: i8) {
    a.intercept.push((minion, n));
    if let Some((b, i)) = a.attempt.filter(|&(b, _)| b == minion) {
        let i = i.saturating_add(n);
        a.attempt = Some((b, i));
        a.stage = if i >= a.stealth {
            ActionStage::AttemptActing
        } else {
            ActionStage::AttemptBlocking
        };
    }
}
