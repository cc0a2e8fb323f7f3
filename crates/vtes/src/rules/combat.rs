//! Combat: rounds of range, strikes, damage and presses (rulebook p. 28–34).

use crate::choice::{Choice, Level, PressMode, StrikeWith};
use crate::defs::{PlayKind, StrikeDef, StrikeRange};
use crate::event::Event;
use crate::ids::CardId;
use crate::state::CombatWindow as Window;
use crate::state::Until;
use crate::state::{ChosenStrike, CombatStage, CombatState, Range, Region, State, StrikeSource};
use jyhad_cards::LibraryTypes as T;
use jyhad_table::Seat;

impl State {
    /// Starts a combat between the acting minion and its opponent (p. 28).
    pub(crate) fn start_combat(&mut self, acting: CardId, opposing: CardId) {
        self.emit(|| Event::Combat { acting, opposing });
        // Nothing given for a round or a combat outlives it.
        self.lasting.expire(Until::Combat);
        // A withdrawal fails if one of your minions enters combat (p. 37).
        for m in [acting, opposing] {
            let seat = self.card(m).controller;
            self.break_withdrawal(seat);
        }
        self.combat = Some(Box::new(CombatState {
            sides: [acting, opposing],
            round: 1,
            range: Range::Close,
            stage: CombatStage::Maneuver { side: 0 },
            last_move: None,
            passed: [false; 2],
            bound: [None; 2],
            weapon_maneuvers: Vec::new(),
            strikes: [None; 2],
            extra_strikes: [0; 2],
            extra_used: [false; 2],
            additional_pair: false,
            damage: [(0, 0); 2],
            press_continue: false,
            ended: false,
            deferred: None,
            stolen: Vec::new(),
            ability_strike_used: [false; 2],
            ext: Default::default(),
        }));
        self.combat_start_abilities([acting, opposing]);
        self.emit(|| Event::Round { round: 1 });
        self.open_window_now(Window::BeforeRange);
    }

    /// Ends a combat (and the action that caused it).
    fn end_combat(&mut self) {
        let sides = self.combat.as_ref().map(|c| c.sides);
        self.combat = None;
        // Cards "not replaced until after combat" are replaced now.
        for i in 0..self.seats.len() {
            let m = &mut self.seats[i];
            if m.unreplaced_combat > 0 {
                m.unreplaced = m.unreplaced.saturating_sub(m.unreplaced_combat);
                m.unreplaced_combat = 0;
                self.refill_hand(Seat(i as u8));
            }
        }
        self.lasting.expire(Until::Combat);
        self.modifiers_on_combat_end();
        self.open_after_block();
        self.action = None;
        self.emit(|| Event::CombatEnds {});
        if let Some(sides) = sides {
            self.after_combat_abilities(sides);
        }
    }

    /// Automatic combat steps; true if it progressed.
    pub(crate) fn combat_auto(&mut self) -> bool {
        let Some(c) = &self.combat else { return false };
        // A combatant that is no longer ready ends the combat at once (p. 31), once the
        // damage already dealt by strikes resolved together is handled.
        let pending =
            (0..2).any(|i| c.damage[i] != (0, 0) && self.card(c.sides[i]).region == Region::Ready);
        if !pending
            && (c.ended
                || c.sides
                    .iter()
                    .any(|&m| self.card(m).region != Region::Ready))
        {
            // End-of-round cards first, also when combat ends early.
            if self.hold_round_end() {
                return false;
            }
            self.end_combat();
            return true;
        }
        false
    }

    fn side_seat(&self, c: &CombatState, side: u8) -> Seat {
        self.card(c.sides[usize::from(side)]).controller
    }

    /// Weapons a minion holds, with their definitions.
    fn weapons(&self, m: CardId) -> impl Iterator<Item = (CardId, &crate::defs::CardDef)> + '_ {
        self.attached(m).filter_map(move |w| {
            let def = self.defs.get(self.card(w).def)?;
            (def.kind == PlayKind::Equipment && self.facts(w).types.contains(T::EQUIPMENT))
                .then_some((w, def))
        })
    }

    /// The combat cards a minion may play now from its hand, with their levels.
    pub(crate) fn combat_cards(
        &self,
        m: CardId,
        opp: CardId,
    ) -> impl Iterator<Item = (CardId, Option<Level>, &crate::defs::CardDef)> + '_ {
        let seat = self.card(m).controller;
        self.seats[seat.index()]
            .hand
            .iter()
            .filter(move |&&card| {
                self.defs.has_kind(self.card(card).def, PlayKind::Combat)
                    && self.can_pay_combat(m, card, opp)
            })
            .flat_map(move |&card| {
                let r = self.card(card).def;
                self.playable_levels_of(m, card, Some(PlayKind::Combat))
                    .filter(move |(_, d)| {
                        // "Only one each round / each combat" (`limit=`), in every step;
                        // "not usable in the first round" (`if=not:first-round`).
                        d.kind == PlayKind::Combat
                            && self.can_burn_for(m, d)
                            && !self.combat.as_ref().is_some_and(|c| {
                                Self::over_limit(c, m, r, d)
                                    || (c.round == 1
                                        && d.play_needs(crate::defs::ability::Cond::NotFirstRound))
                            })
                    })
                    .map(move |(level, d)| (card, level, d))
            })
    }

    fn works_at(range: Range, s: &StrikeDef) -> bool {
        match s.range {
            StrikeRange::Any => true,
            StrikeRange::Close => range == Range::Close,
            // A card "only usable at long range" (rulebook p. 29 "Portée").
            StrikeRange::Long => range == Range::Long,
        }
    }

    pub(crate) fn combat_options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        let c = self.combat.as_ref()?;
        if let Some(w) = c.ext.window {
            return Some(self.combat_window_options(c, w, out));
        }
        Some(match c.stage {
            CombatStage::Maneuver { side } => {
                let m = c.sides[usize::from(side)];
                // No two maneuvers in a row by the same minion (p. 29).
                // After the maneuver of a weapon or strike card, the strike is chosen: no
                // second strike source can maneuver this round (p. 29).
                let bound = c.bound[usize::from(side)].is_some();
                if c.last_move != Some(side) {
                    for (w, def) in self.weapons(m) {
                        if bound || c.stolen.contains(&w) {
                            continue;
                        }
                        let used = c
                            .weapon_maneuvers
                            .iter()
                            .find(|(x, _)| *x == w)
                            .map_or(0, |(_, n)| *n);
                        if def.maneuvers_per_combat > used {
                            out.push(Choice::Maneuver {
                                with: w,
                                by: m,
                                level: None,
                            });
                        }
                    }
                    for (card, level, def) in self.combat_cards(m, c.sides[1 - usize::from(side)]) {
                        if def.maneuver && !(bound && def.strike.is_some()) {
                            out.push(Choice::Maneuver {
                                with: card,
                                by: m,
                                level,
                            });
                        }
                    }
                    self.granted_maneuvers(c, side, out);
                }
                out.push(Choice::Pass {});
                (self.side_seat(c, side), "maneuver?")
            }
            CombatStage::Strike { side } => {
                let m = c.sides[usize::from(side)];
                let i = usize::from(side);
                // No strike that ends combat against an opposing vampire forbidding it.
                let no_ce = self.combat_ends_strike_forbidden(m, c.sides[1 - i]);
                // A strike bound by a maneuver must be used for the first strike (p. 29).
                if let (Some(b), false) = (c.bound[i], c.additional_pair) {
                    // A bound strike a grapple forbids: no strike at all (rulebook
                    // clarification "Magnum .44").
                    if !self.strike_allowed(m, &b.def) || (no_ce && b.def.combat_ends) {
                        out.push(Choice::Pass {});
                        return Some((self.side_seat(c, side), "strike"));
                    }
                    let with = match b.source {
                        StrikeSource::Hand => StrikeWith::Hand,
                        StrikeSource::Weapon(w) | StrikeSource::Card(w) => StrikeWith::Card(w),
                        StrikeSource::Ability => StrikeWith::Card(m),
                    };
                    out.push(Choice::Strike {
                        by: m,
                        with,
                        at: None,
                        level: None,
                    });
                    self.retainer_targets(c, side, with, None, &b.def, out);
                    self.aim_options(c, side, out);
                    return Some((self.side_seat(c, side), "strike"));
                }
                // An additional strike that is a dodge: the minion's only strike, with no
                // card (written as the minion itself, as an ability's dodge).
                if self.additional_dodge(c, m) {
                    out.push(Choice::Strike {
                        by: m,
                        with: StrikeWith::Card(m),
                        at: None,
                        level: None,
                    });
                    return Some((self.side_seat(c, side), "strike"));
                }
                let first = out.len();
                if !c.extra_used[i] {
                    for (card, level, def) in self.combat_cards(m, c.sides[1 - usize::from(side)]) {
                        if def.additional_strikes > 0 && def.strike.is_none() {
                            out.push(Choice::Play { card, by: m, level });
                        }
                    }
                }
                self.aim_options(c, side, out);
                out.push(Choice::Strike {
                    by: m,
                    with: StrikeWith::Hand,
                    at: None,
                    level: None,
                });
                // A strike from the minion's own ability: written as the minion itself.
                if self.ability_dodge_available(m, c.ability_strike_used[i]) {
                    out.push(Choice::Strike {
                        by: m,
                        with: StrikeWith::Card(m),
                        at: None,
                        level: None,
                    });
                }
                // The strike an ally's own card gives it (`strike=damage:1:any`).
                if let Some(s) = self.own_strike(m) {
                    if Self::works_at(c.range, &s)
                        && self.strike_allowed(m, &s)
                        && !(no_ce && s.combat_ends)
                    {
                        out.push(Choice::Strike {
                            by: m,
                            with: StrikeWith::Own,
                            at: None,
                            level: None,
                        });
                        self.retainer_targets(c, side, StrikeWith::Own, None, &s, out);
                    }
                }
                for (w, def) in self.weapons(m) {
                    if c.stolen.contains(&w) {
                        continue;
                    }
                    if let Some(s) = def.strike {
                        if Self::works_at(c.range, &s)
                            && self.strike_allowed(m, &s)
                            && !(no_ce && s.combat_ends)
                        {
                            out.push(Choice::Strike {
                                by: m,
                                with: StrikeWith::Card(w),
                                at: None,
                                level: None,
                            });
                            self.retainer_targets(c, side, StrikeWith::Card(w), None, &s, out);
                        }
                    }
                }
                for (card, level, def) in self.combat_cards(m, c.sides[1 - usize::from(side)]) {
                    if let Some(s) = def.strike {
                        if Self::works_at(c.range, &s)
                            && self.strike_allowed(m, &s)
                            && !(no_ce && s.combat_ends)
                        {
                            out.push(Choice::Strike {
                                by: m,
                                with: StrikeWith::Card(card),
                                at: None,
                                level,
                            });
                            self.retainer_targets(c, side, StrikeWith::Card(card), level, &s, out);
                        }
                    }
                }
                // Strikes at a minion whose strikes cost more: without the blood or life
                // only strikes at a retainer on it are left (ruling [LSJ 20090528-2] on
                // Lucian, the Perfect), and the minion may choose not to strike.
                let cost = self.strike_cost_at(c.sides[1 - i]);
                if cost > 0 {
                    if !self.can_pay_strike_cost(m, cost) {
                        let kept: Vec<Choice> = out
                            .drain(first..)
                            .filter(|o| matches!(o, Choice::Strike { at: Some(_), .. }))
                            .collect();
                        out.extend(kept);
                    }
                    out.push(Choice::Pass {});
                }
                (self.side_seat(c, side), "strike")
            }
            CombatStage::Prevent { side } => {
                let m = c.sides[usize::from(side)];
                for (card, level, def) in self.combat_cards(m, c.sides[1 - usize::from(side)]) {
                    if def.prevent > 0 {
                        out.push(Choice::Prevent {
                            with: card,
                            by: m,
                            level,
                        });
                    }
                }
                self.extra_prevent_options(c, side, out);
                self.granted_prevents(c, side, out);
                out.push(Choice::Pass {});
                (self.side_seat(c, side), "prevent damage?")
            }
            CombatStage::Press { side } => {
                let m = c.sides[usize::from(side)];
                if c.last_move != Some(side) && !self.cannot_press(m) {
                    let mode = if c.press_continue {
                        PressMode::End
                    } else {
                        PressMode::Continue
                    };
                    self.extra_press_options(c, side, mode, out);
                    for (card, level, def) in self.combat_cards(m, c.sides[1 - usize::from(side)]) {
                        if def.press && Self::press_allowed(def, mode) {
                            out.push(Choice::Press {
                                with: card,
                                by: m,
                                mode,
                                level,
                            });
                        }
                    }
                }
                out.push(Choice::Pass {});
                (self.side_seat(c, side), "press?")
            }
        })
    }

    /// Whether a minion can pay a strike's surcharge: a vampire's blood, an ally's life.
    fn can_pay_strike_cost(&self, m: CardId, cost: u8) -> bool {
        self.card(m).counters >= cost
    }

    /// Strikes at an opposing retainer are possible at long range (p. 32).
    fn retainer_targets(
        &self,
        c: &CombatState,
        side: u8,
        with: StrikeWith,
        level: Option<Level>,
        s: &StrikeDef,
        out: &mut Vec<Choice>,
    ) {
        if c.range != Range::Long || s.dodge || s.combat_ends || !Self::works_at(c.range, s) {
            return;
        }
        let opp = c.sides[usize::from(1 - side)];
        for r in self.attached(opp) {
            if self.facts(r).types.contains(T::RETAINER) {
                out.push(Choice::Strike {
                    by: c.sides[usize::from(side)],
                    with,
                    at: Some(r),
                    level,
                });
            }
        }
    }

    /// The strike a minion's own card gives it: an ally's (`ally ; strike=damage:1:any`).
    fn own_strike(&self, m: CardId) -> Option<StrikeDef> {
        if !self.is_ally(m) {
            return None;
        }
        self.in_play_def(m)
            .filter(|d| d.kind == PlayKind::Ally)
            .and_then(|d| d.strike)
    }

    fn strike_def(
        &self,
        by: CardId,
        opp: CardId,
        with: StrikeWith,
        level: Option<Level>,
    ) -> StrikeDef {
        match with {
            StrikeWith::Hand => StrikeDef {
                damage: self.strength_vs(by, Some(opp)),
                first_strike: self.strikes_first(by),
                ..StrikeDef::HAND
            },
            StrikeWith::Own => {
                let s = self.own_strike(by).unwrap_or(StrikeDef::HAND);
                if s.hand {
                    StrikeDef {
                        damage: self.strength_vs(by, Some(opp)) + s.damage,
                        ..s
                    }
                } else {
                    s
                }
            }
            StrikeWith::Card(card) if card == by => StrikeDef {
                dodge: true,
                range: crate::defs::StrikeRange::Any,
                ..StrikeDef::HAND
            },
            StrikeWith::Card(card) => {
                let s = self
                    .def_at(card, level)
                    .and_then(|d| d.strike)
                    .unwrap_or(StrikeDef::HAND);
                if s.hand {
                    StrikeDef {
                        damage: self.strength_vs(by, Some(opp)) + s.damage,
                        ..s
                    }
                } else {
                    s
                }
            }
        }
    }

    pub(crate) fn combat_perform(&mut self, choice: &Choice) {
        let Some(mut c) = self.combat.take() else {
            return;
        };
        if c.ext.window.is_some() {
            let resume = self.window_perform(&mut c, choice);
            self.combat = Some(c);
            if resume {
                self.end_round();
            }
            return;
        }
        match (c.stage, *choice) {
            (CombatStage::Maneuver { side }, Choice::Maneuver { with, by, level }) => {
                let i = usize::from(side);
                let weapon = self.card(with).region == Region::InPlay;
                let def = self.def_at(with, level).cloned();
                // A maneuver granted by a reaction is no card played now.
                let granted = self.use_granted_maneuver(by, with);
                if weapon && !granted {
                    match c.weapon_maneuvers.iter_mut().find(|(x, _)| *x == with) {
                        Some((_, n)) => *n += 1,
                        None => c.weapon_maneuvers.push((with, 1)),
                    }
                    // A weapon's maneuver binds its strike this round (p. 29).
                    if let Some(s) = def.as_ref().and_then(|d| d.strike) {
                        c.bound[i] = Some(ChosenStrike {
                            source: StrikeSource::Weapon(with),
                            def: s,
                            at_retainer: None,
                        });
                    }
                } else if !granted {
                    if let Some(s) = def.as_ref().and_then(|d| d.strike) {
                        let s = if s.hand {
                            StrikeDef {
                                damage: self.strength_vs(by, Some(c.sides[1 - i])) + s.damage,
                                ..s
                            }
                        } else {
                            s
                        };
                        c.bound[i] = Some(ChosenStrike {
                            source: StrikeSource::Card(with),
                            def: s,
                            at_retainer: None,
                        });
                    }
                    self.play_combat_card(with, by, c.sides[1 - usize::from(side)]);
                    self.on_combat_card(&mut c, i, with, level);
                    self.modifiers_on_maneuver(with, by, level);
                }
                c.range = if c.range == Range::Close {
                    Range::Long
                } else {
                    Range::Close
                };
                c.last_move = Some(side);
                c.passed = [false; 2];
                c.stage = CombatStage::Maneuver { side: 1 - side };
                let range = c.range;
                self.emit(|| Event::Maneuvers { by, range });
            }
            (CombatStage::Maneuver { side }, _) => {
                c.passed[usize::from(side)] = true;
                c.stage = if c.passed[usize::from(1 - side)] {
                    CombatStage::Strike { side: 0 }
                } else {
                    CombatStage::Maneuver { side: 1 - side }
                };
                if c.stage == (CombatStage::Strike { side: 0 }) {
                    self.open_window(&mut c, Window::BeforeStrikes);
                }
            }
            (CombatStage::Strike { side }, Choice::Play { card, level, .. })
                if self.def_at(card, level).is_some_and(|d| d.aim) =>
            {
                self.play_aim(&mut c, usize::from(side), card, level);
            }
            (CombatStage::Strike { side }, Choice::Play { card, by, level }) => {
                let n = self.def_at(card, level).map_or(0, |d| d.additional_strikes);
                c.extra_strikes[usize::from(side)] += n;
                c.extra_used[usize::from(side)] = true;
                self.play_combat_card(card, by, c.sides[1 - usize::from(side)]);
            }
            (
                CombatStage::Strike { side },
                Choice::Strike {
                    by,
                    with,
                    at,
                    level,
                },
            ) => {
                let i = usize::from(side);
                let bound = c.bound[i].filter(|_| !c.additional_pair);
                let def = match bound {
                    Some(b) => b.def,
                    None => self.strike_def(by, c.sides[1 - i], with, level),
                };
                let source = match with {
                    StrikeWith::Hand => StrikeSource::Hand,
                    StrikeWith::Own => StrikeSource::Ability,
                    StrikeWith::Card(w) if w == by => {
                        // A dodge given for the additional strike is used up; else the
                        // minion's ability is used.
                        let given = |e: &crate::state::Lasting| {
                            e.gives == crate::state::Gives::AdditionalDodge
                                && e.holder == crate::state::Holder::Minion(by)
                        };
                        if !(self.additional_dodge(&c, by) && self.lasting.use_up(given)) {
                            c.ability_strike_used[i] = true;
                        }
                        StrikeSource::Ability
                    }
                    StrikeWith::Card(w) if self.card(w).region == Region::InPlay => {
                        StrikeSource::Weapon(w)
                    }
                    StrikeWith::Card(w) => StrikeSource::Card(w),
                };
                if let (StrikeSource::Card(card), None) = (source, bound) {
                    self.play_combat_card(card, by, c.sides[1 - usize::from(side)]);
                    self.on_combat_card(&mut c, i, card, level);
                    // A strike "with an additional strike" (limited: one such card each
                    // round, p. 30).
                    let extra = self.def_at(card, level).map_or(0, |d| d.additional_strikes);
                    if extra > 0 && !c.extra_used[i] {
                        c.extra_strikes[i] += extra;
                        c.extra_used[i] = true;
                    }
                }
                if c.additional_pair {
                    c.extra_strikes[i] = c.extra_strikes[i].saturating_sub(1);
                }
                // The surcharge of a strike at the opposing minion itself, not at a card on
                // it (ruling [LSJ 20090528-2]); a bound strike pays what it can.
                let cost = self.strike_cost_at(c.sides[1 - i]);
                if cost > 0 && at.is_none() {
                    self.add_blood(by, -i32::from(cost));
                    // Paid as it is chosen: an ally paying its last life is burned, and the
                    // combat ends before the strikes resolve (ruling [LSJ 20090703]).
                    if !self.is_vampire(by) && self.card(by).counters == 0 {
                        self.combat = Some(c);
                        self.burn(by);
                        return;
                    }
                }
                c.strikes[i] = Some(ChosenStrike {
                    source,
                    def,
                    at_retainer: at,
                });
                self.emit(|| Event::Strikes {
                    by,
                    damage: def.damage,
                    aggravated: def.aggravated,
                });
                // The acting minion chooses first, then the opponent (p. 30).
                let other_strikes =
                    !c.additional_pair || c.extra_strikes[1 - i] > 0 || c.strikes[1 - i].is_some();
                if side == 0 && c.strikes[1].is_none() && other_strikes {
                    c.stage = CombatStage::Strike { side: 1 };
                    self.combat = Some(c);
                    return;
                }
                self.combat = Some(c);
                self.resolve_strikes();
                return;
            }
            // No strike: the bound strike is forbidden by a grapple.
            (CombatStage::Strike { side }, Choice::Pass {}) => {
                self.emit(|| Event::NoStrike {
                    by: c.sides[usize::from(side)],
                });
                if side == 0 {
                    c.stage = CombatStage::Strike { side: 1 };
                    self.combat = Some(c);
                } else {
                    self.combat = Some(c);
                    self.resolve_strikes();
                }
                return;
            }
            (CombatStage::Prevent { side }, Choice::Prevent { with, by, .. })
                if self.card(with).region == Region::InPlay =>
            {
                self.armor_prevent(&mut c, side, with, by)
            }
            (CombatStage::Prevent { side }, Choice::PreventX { with, by, x, level }) => {
                self.prevent_x(&mut c, side, (with, by, x, level))
            }
            (CombatStage::Prevent { side }, Choice::Prevent { with, by, level }) => {
                let granted = self.use_granted_prevent(by, with);
                let n =
                    granted.unwrap_or_else(|| self.def_at(with, level).map_or(0, |d| d.prevent));
                let d = &mut c.damage[usize::from(side)];
                // Prevention may take aggravated damage before normal damage (p. 31).
                let from_agg = n.min(d.1);
                d.1 -= from_agg;
                let from_normal = (n - from_agg).min(d.0);
                d.0 -= from_normal;
                if granted.is_none() {
                    self.play_combat_card(with, by, c.sides[1 - usize::from(side)]);
                    self.on_combat_card(&mut c, usize::from(side), with, level);
                }
                self.emit(|| Event::Prevents {
                    card: by,
                    amount: from_agg + from_normal,
                });
            }
            (CombatStage::Prevent { side }, _) => {
                self.combat = Some(c);
                self.next_prevent(side + 1);
                return;
            }
            (
                CombatStage::Press { side },
                Choice::Press {
                    with,
                    by,
                    mode,
                    level: _,
                },
            ) => {
                // A press card is played; a press given for a while is used up; an ally
                // pays for its own.
                self.pay_press(with, by, c.sides[1 - usize::from(side)]);
                c.press_continue = mode == PressMode::Continue;
                c.last_move = Some(side);
                c.passed = [false; 2];
                c.stage = CombatStage::Press { side: 1 - side };
                self.emit(|| Event::Presses { by, mode });
            }
            (CombatStage::Press { side }, _) => {
                c.passed[usize::from(side)] = true;
                if c.passed[usize::from(1 - side)] {
                    self.combat = Some(c);
                    self.end_round();
                    return;
                }
                c.stage = CombatStage::Press { side: 1 - side };
            }
            _ => {}
        }
        self.combat = Some(c);
    }

    /// Resolves the chosen pair of strikes (p. 30–34).
    fn resolve_strikes(&mut self) {
        let Some(c) = self.combat.as_ref() else {
            return;
        };
        let strikes = c.strikes;
        // Combat ends resolves before anything else, even first strike (p. 33).
        for s in strikes.iter().flatten() {
            if s.def.combat_ends {
                self.untap_on_combat_end();
                if let Some(c) = self.combat.as_mut() {
                    c.ended = true;
                }
                return;
            }
        }
        let first = |i: usize| strikes[i].is_some_and(|s| s.def.first_strike);
        if first(0) != first(1) {
            // A first strike resolves, damage included, before the other strike (p. 34).
            let f = if first(0) { 0 } else { 1 };
            self.apply_strike(f, false);
            if let Some(c) = self.combat.as_mut() {
                c.deferred = Some(1 - f as u8);
            }
        } else {
            self.mutual_steal();
            self.apply_strike(0, false);
            self.apply_strike(1, false);
            self.environmental_damage();
        }
        self.next_prevent(0);
    }

    /// Applies one side's strike to the other side.
    fn apply_strike(&mut self, i: usize, after_first_strike: bool) {
        let Some(c) = self.combat.as_ref() else {
            return;
        };
        let Some(s) = c.strikes[i] else { return };
        let (me, opp) = (c.sides[i], c.sides[1 - i]);
        let range = c.range;
        let opp_dodges = c.strikes[1 - i].is_some_and(|o| o.def.dodge);
        if s.def.recoil {
            // Environmental damage to the striker: any range, never dodged (rulings
            // [LSJ 19970801] [ANK 20221212] on Burst of Sunlight).
            if let Some(c) = self.combat.as_mut() {
                let d = &mut c.damage[i];
                if s.def.aggravated {
                    d.1 += s.def.damage;
                } else {
                    d.0 += s.def.damage;
                }
            }
        }
        if s.def.dodge || !Self::works_at(range, &s.def) {
            return;
        }
        // A weapon stolen or destroyed by a first strike loses its strike (p. 34); strikes
        // resolving together all land.
        if let (StrikeSource::Weapon(w), true) = (s.source, after_first_strike) {
            if self.card(w).host != Some(me) {
                return;
            }
        }
        if let Some(r) = s.at_retainer {
            // Retainers are not protected by a dodge (p. 33); damage comes off their life.
            if self.card(r).host == Some(opp) {
                let amount = s.def.damage;
                self.emit(|| Event::Damage {
                    card: r,
                    normal: amount,
                    aggravated: 0,
                });
                self.lose_life(r, amount);
            }
            return;
        }
        if opp_dodges {
            self.emit(|| Event::Dodged { by: opp });
            return;
        }
        if s.def.steal_blood > 0 {
            // Stolen blood moves before damage is mended, excess drains (p. 33).
            let amount = s.def.steal_blood.min(self.card(opp).counters);
            self.add_blood(opp, -i32::from(amount));
            self.add_blood(me, i32::from(amount));
            self.emit(|| Event::Steals {
                by: me,
                from: opp,
                amount,
            });
            // An ally or retainer left without life is burned (p. 32).
            if !self.is_vampire(opp) && self.card(opp).counters == 0 {
                self.burn(opp);
            }
        }
        if s.def.destroy_equipment || s.def.steal_equipment {
            let item = self
                .attached(opp)
                .find(|&x| self.facts(x).types.contains(T::EQUIPMENT));
            if let Some(item) = item {
                if s.def.steal_equipment {
                    if let Some(c) = self.combat.as_mut() {
                        c.stolen.push(item);
                    }
                    let seat = self.card(me).controller;
                    self.move_card(item, Region::InPlay, seat);
                    self.card_mut(item).host = Some(me);
                } else {
                    self.burn(item);
                }
            }
        }
        if s.def.damage > 0 && !s.def.steal_blood_only() {
            // Inflicted, even if prevented next: an aim played with it adds its effects;
            // the damage it adds inherits the strike's (comprehensive rules "Choose Strike").
            let damage = s.def.damage.saturating_add(self.aim_lands(i, opp));
            // Prevented for the round (Rolling with the Punches).
            if self.strike_damage_prevented(opp) {
                self.emit(|| Event::Prevents {
                    card: opp,
                    amount: damage,
                });
                return;
            }
            if let Some(c) = self.combat.as_mut() {
                let d = &mut c.damage[1 - i];
                if s.def.aggravated {
                    d.1 += damage;
                } else {
                    d.0 += damage;
                }
            }
            self.note_gun_damage(1 - i, &s);
        }
    }

    /// Damage resolution, prevention window of each side in turn (p. 31).
    fn next_prevent(&mut self, from: u8) {
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        for side in from..2 {
            let i = usize::from(side);
            if c.damage[i] != (0, 0) {
                if self.cards[c.sides[i].index()].region == Region::Ready {
                    c.stage = CombatStage::Prevent { side };
                    return;
                }
                // Damage to a minion no longer in play is moot.
                c.damage[i] = (0, 0);
            }
        }
        self.apply_pending_damage(0);
        self.apply_pending_damage(1);
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        // After a first strike and its damage, the other strike resolves if its striker is
        // still ready (p. 34).
        if let Some(d) = c.deferred.take() {
            let striker = c.sides[usize::from(d)];
            if !c.ended && self.card(striker).region == Region::Ready {
                self.apply_strike(usize::from(d), true);
                self.environmental_damage();
            }
            if let Some(c) = self.combat.as_mut() {
                c.strikes = [None; 2];
                c.ext.aims = [None; 2];
            }
            self.next_prevent(0);
            return;
        }
        c.strikes = [None; 2];
        c.ext.aims = [None; 2];
        if c.ended {
            return;
        }
        // Additional strikes come after the pair, at the same range (p. 30).
        if c.extra_strikes.iter().any(|&n| n > 0) {
            c.additional_pair = true;
            c.stage = CombatStage::Strike {
                side: if c.extra_strikes[0] > 0 { 0 } else { 1 },
            };
            return;
        }
        c.stage = CombatStage::Press { side: 0 };
        c.last_move = None;
        c.passed = [false; 2];
    }

    fn apply_pending_damage(&mut self, side: usize) {
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        let (normal, agg) = std::mem::take(&mut c.damage[side]);
        let m = c.sides[side];
        if normal + agg > 0 {
            self.emit(|| Event::Damage {
                card: m,
                normal,
                aggravated: agg,
            });
            let before = self.card(m).counters;
            self.take_damage(m, normal, agg);
            self.note_blood_lost(side, m, before);
        }
    }

    /// A minion takes damage: allies and retainers lose life; vampires mend normal damage
    /// with blood, are wounded when they cannot, and aggravated damage on a wounded vampire
    /// burns it unless it burns 1 blood per point (p. 31–32). Normal damage first.
    pub fn take_damage(&mut self, m: CardId, normal: u8, agg: u8) {
        if !self.is_vampire(m) {
            // An ally immune to non-aggravated damage (`immune-non-agg`).
            let normal = if self.ally_has(m, crate::defs::ability::Verb::ImmuneNonAgg) {
                0
            } else {
                normal
            };
            self.lose_life(m, normal + agg);
            return;
        }
        let mut wounded = self.card(m).region == Region::Torpor;
        let mut newly = false;
        for _ in 0..normal {
            if self.card(m).counters > 0 {
                self.add_blood(m, -1);
            } else if !wounded {
                wounded = true;
                newly = true;
            }
        }
        for _ in 0..agg {
            if !wounded {
                wounded = true;
                newly = true;
            } else if self.card(m).counters > 0 {
                self.add_blood(m, -1);
            } else {
                self.burn(m);
                return;
            }
        }
        if newly {
            self.emit(|| Event::Wounded { card: m });
            if self.card(m).region == Region::Ready {
                let ctl = self.card(m).controller;
                self.move_card(m, Region::Torpor, ctl);
                if let Some(c) = self.combat.as_mut() {
                    if c.sides.contains(&m) {
                        c.ended = true;
                    }
                }
            }
        }
    }

    /// An ally or retainer loses life; at 0 it is burned (p. 32).
    fn lose_life(&mut self, m: CardId, amount: u8) {
        let left = self.card(m).counters.saturating_sub(amount);
        self.add_blood(m, left as i32 - i32::from(self.card(m).counters));
        if left == 0 {
            self.burn(m);
        }
    }

    /// End of round: a press to continue that was not cancelled starts a new round (p. 32).
    pub(crate) fn end_round(&mut self) {
        if self.hold_round_end() {
            return;
        }
        let Some(c) = self.combat.as_mut() else {
            return;
        };
        if c.press_continue && !c.ended {
            self.lasting.expire(Until::Round);
            // A grapple's close range for the next round: no maneuvers.
            let close = self.take_close_range();
            let Some(c) = self.combat.as_mut() else {
                return;
            };
            c.round += 1;
            c.range = Range::Close;
            c.stage = CombatStage::Maneuver { side: 0 };
            c.last_move = None;
            c.passed = [false; 2];
            c.bound = [None; 2];
            c.strikes = [None; 2];
            c.extra_strikes = [0; 2];
            c.extra_used = [false; 2];
            c.additional_pair = false;
            c.press_continue = false;
            c.stolen.clear();
            c.ext.new_round();
            if close {
                c.stage = CombatStage::Strike { side: 0 };
            }
            let round = c.round;
            self.emit(|| Event::Round { round });
            self.open_window_now(Window::BeforeRange);
            if let Some(mut c) = self.combat.take() {
                if c.ext.window.is_none() && c.stage == (CombatStage::Strike { side: 0 }) {
                    self.open_window(&mut c, Window::BeforeStrikes);
                }
                self.combat = Some(c);
            }
        } else {
            self.end_combat();
        }
    }
}

impl StrikeDef {
    /// A pure steal-blood strike deals no damage beyond the theft.
    fn steal_blood_only(&self) -> bool {
        self.steal_blood > 0 && self.damage == 0
    }
}
