//! What action cards and political action cards do beyond the common primitives: effects
//! on success, cards left in play, and the follow-up decisions they ask for (a vampire to
//! receive blood, a card to discard, an equipment to fetch) — rulebook p. 23, p. 27 and
//! the card clarifications at its end.

use crate::choice::Choice;
use crate::defs::ability::{Cond, Selector, Verb, Window};
use crate::defs::actions::{ActionEffect, CardClass};
use crate::defs::CardDef;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::FollowUp;
use crate::state::{Region, State};
use jyhad_cards::LibraryTypes as T;
use jyhad_table::Seat;

impl State {
    /// The action-card effects of a card's version.
    fn action_effects_of(&self, card: CardId, superior: bool) -> Vec<ActionEffect> {
        self.defs
            .get_at(self.card(card).def, superior)
            .map(|d| d.action_effects().cloned().collect())
            .unwrap_or_default()
    }

    /// The blood cost of an action card: its printed cost, or X copies in play (Creeping
    /// Sabotage: the first costs nothing — clarification, rulebook p. 49).
    pub(crate) fn action_card_blood_cost(&self, seat: Seat, card: CardId, def: &CardDef) -> u8 {
        if def
            .action_effects()
            .any(|e| *e == ActionEffect::CostCopiesInPlay)
        {
            let name = self.card(card).def;
            self.seats[seat.index()]
                .in_play
                .iter()
                .filter(|&&c| self.card(c).def == name)
                .count() as u8
        } else {
            self.facts(card).blood_cost
        }
    }

    /// Whether a minion may play an action card's version now, beyond Discipline and cost:
    /// one copy per vampire where the card says so, a title or a capacity it requires.
    pub(crate) fn action_card_allowed(&self, minion: CardId, card: CardId, def: &CardDef) -> bool {
        let name = self.card(card).def;
        def.action_effects().all(|e| match e {
            ActionEffect::OnePerVampire => !self.attached(minion).any(|c| self.card(c).def == name),
            ActionEffect::RequiresTitle(ts) => {
                self.meets_title(minion, |t| ts.is_empty() || ts.contains(&t))
            }
            _ => self.vampire_requirement_met(minion, e),
        })
    }

    /// Whether a vampire meets a requirement of the card it plays or calls: a capacity, a
    /// sect (an Anarch once it became one, p. 24).
    pub(crate) fn vampire_requirement_met(&self, minion: CardId, e: &ActionEffect) -> bool {
        match e {
            ActionEffect::RequiresCapacity(n) => {
                self.is_vampire(minion) && self.capacity(minion) >= *n
            }
            ActionEffect::RequiresSect(ss) => {
                self.is_vampire(minion) && ss.contains(&self.sect_of(minion))
            }
            _ => true,
        }
    }

    /// Whether a card of which only one may be played or called in a game (`once-per-game`)
    /// already was (Political Stranglehold).
    pub(crate) fn played_once_already(&self, card: CardId) -> bool {
        let def = self.card(card).def;
        self.played_once.contains(&def) && self.is_once_per_game(card)
    }

    fn is_once_per_game(&self, card: CardId) -> bool {
        self.defs.get(self.card(card).def).is_some_and(|d| {
            d.master_effects()
                .any(|e| *e == crate::defs::masters::MasterEffect::OncePerGame)
        })
    }

    /// Notes a card played that may be played only once in a game.
    pub(crate) fn note_played_once(&mut self, card: CardId) {
        if self.is_once_per_game(card) {
            self.played_once.push(self.card(card).def);
        }
    }

    /// The vampire an action card's ability gives blood to once it succeeded, chosen as the
    /// action is announced (ruling [ANK 20240706] on Public Trust): one in your uncontrolled
    /// region, or another vampire in play; `None` for a card without one.
    fn ability_targets(&self, seat: Seat, minion: CardId, def: &CardDef) -> Option<Vec<CardId>> {
        let sel = def.abilities.iter().find_map(|a| match a.target {
            s @ (Selector::Uncontrolled | Selector::OtherVampire) => Some(s),
            _ => None,
        })?;
        let found: Vec<CardId> = if sel == Selector::Uncontrolled {
            self.seats[seat.index()].uncontrolled.clone()
        } else {
            self.alive_from(seat)
                .flat_map(|s| {
                    let m = &self.seats[s.index()];
                    m.ready.iter().chain(&m.torpor).copied()
                })
                .filter(|&v| v != minion && self.is_vampire(v))
                .collect()
        };
        // None to choose: the action is still played, the blood goes nowhere.
        Some(found)
    }

    /// Whether an action card's target is what the action is directed at (a card in play
    /// of another Methuselah, a minion to enter combat with), not only the receiver of its
    /// effect.
    pub(crate) fn card_target_directs(def: &CardDef) -> bool {
        def.action_effects().any(|e| {
            matches!(
                e,
                ActionEffect::BurnCard(_)
                    | ActionEffect::StealCard(_)
                    | ActionEffect::EnterCombatTapTarget
            )
        })
    }

    /// Targets an action card's version needs at announcement: a ready vampire of another
    /// Methuselah for `enter-combat-tap` (Deep Song); `None` for cards without a target.
    pub(crate) fn action_card_targets(
        &self,
        seat: Seat,
        minion: CardId,
        def: &CardDef,
    ) -> Option<Vec<CardId>> {
        if let Some(found) = self.ability_targets(seat, minion, def) {
            return Some(found);
        }
        // A card in play of another Methuselah: the action is directed at its controller
        // (ruling [LSJ 20090324] on Conceal).
        if let Some(class) = def.action_effects().find_map(|e| match e {
            ActionEffect::BurnCard(c) | ActionEffect::StealCard(c) => Some(*c),
            _ => None,
        }) {
            return Some(
                self.alive_from(seat)
                    .filter(|&s| s != seat)
                    .flat_map(|s| {
                        let m = &self.seats[s.index()];
                        // An ally is a minion of its own, in the ready region (p. 10).
                        let cards = if class == CardClass::Ally {
                            &m.ready
                        } else {
                            &m.in_play
                        };
                        cards.iter().copied()
                    })
                    .filter(|&c| match class {
                        CardClass::Equipment => self.facts(c).types.contains(T::EQUIPMENT),
                        CardClass::Location => self.facts(c).location,
                        CardClass::Ally => self.facts(c).types.contains(T::ALLY),
                        CardClass::Retainer => self.facts(c).types.contains(T::RETAINER),
                    })
                    .collect(),
            );
        }
        if !def
            .action_effects()
            .any(|e| *e == ActionEffect::EnterCombatTapTarget)
        {
            return None;
        }
        Some(
            self.alive_from(seat)
                .filter(|&s| s != seat)
                .flat_map(|s| self.seats[s.index()].ready.iter().copied())
                .filter(|&v| self.is_vampire(v))
                .collect(),
        )
    }

    /// Whether an action card's version is directed at the prey without bleeding
    /// (Revelations' inferior version).
    pub(crate) fn action_card_at_prey(def: &CardDef) -> bool {
        def.action_effects()
            .any(|e| *e == ActionEffect::DiscardFromPreyHand)
    }

    /// A successful action card: its effects, then where the card goes (p. 23).
    pub(crate) fn resolve_action_card(
        &mut self,
        seat: Seat,
        actor: CardId,
        card: CardId,
        superior: bool,
        target: Option<CardId>,
        pool_bled: i32,
    ) {
        self.action_card_abilities(seat, card, superior, target, pool_bled);
        let effects = self.action_effects_of(card, superior);
        let actor_in_play = self.is_minion_in_play(actor) && self.card(actor).controller == seat;
        let mut stays = false;
        for e in &effects {
            match *e {
                ActionEffect::BloodToYoungerUncontrolled(amount) => {
                    let older = self.capacity(actor);
                    self.follow_up = Some(crate::state::FollowUp::BloodToUncontrolled {
                        seat,
                        amount,
                        older,
                    });
                }
                ActionEffect::DiscardFromPreyHand => {
                    let from = self.prey(seat);
                    if from != seat && !self.seats[from.index()].hand.is_empty() {
                        self.follow_up = Some(FollowUp::DiscardFromHand { seat, from });
                    }
                }
                ActionEffect::PutInPlay => {
                    self.move_card(card, Region::InPlay, seat);
                    self.card_mut(card).superior = superior;
                    stays = true;
                }
                ActionEffect::PutOnActor if actor_in_play => {
                    self.move_card(card, Region::InPlay, seat);
                    let c = self.card_mut(card);
                    c.host = Some(actor);
                    c.superior = superior;
                    stays = true;
                }
                ActionEffect::EnterCombatTapTarget => {
                    if let Some(t) = target.filter(|&t| self.card(t).region == Region::Ready) {
                        if actor_in_play {
                            // The target is the acting minion in that combat (clarification,
                            // Deep Song).
                            self.card_mut(t).tapped = true;
                            self.emit(|| Event::Taps { card: t });
                            self.burn_quiet(card);
                            self.start_combat(t, actor);
                            return;
                        }
                    }
                }
                ActionEffect::BurnCard(_) => {
                    if let Some(t) = target.filter(|&t| self.card(t).region == Region::InPlay) {
                        self.burn(t);
                    }
                }
                ActionEffect::StealCard(CardClass::Ally) => {
                    // The ally changes sides with what it carries; requirements do not apply
                    // to a card already in play (ruling [TOM 19960226-1] on Far Mastery).
                    if let Some(t) = target.filter(|&t| self.card(t).region == Region::Ready) {
                        let items: Vec<CardId> = self.attached(t).collect();
                        self.move_card(t, Region::Ready, seat);
                        for x in items {
                            self.move_card(x, Region::InPlay, seat);
                        }
                        self.enter_unique(t);
                    }
                }
                ActionEffect::StealCard(CardClass::Retainer) => {
                    // The retainer goes on the acting minion.
                    if let Some(t) = target.filter(|&t| self.card(t).region == Region::InPlay) {
                        if actor_in_play {
                            self.move_card(t, Region::InPlay, seat);
                            self.card_mut(t).host = Some(actor);
                            self.enter_unique(t);
                        }
                    }
                }
                ActionEffect::StealCard(_) => {
                    if let Some(t) = target.filter(|&t| self.card(t).region == Region::InPlay) {
                        self.move_card(t, Region::InPlay, seat);
                        self.card_mut(t).host = None;
                        // A unique card you take while another copy is in play is contested
                        // (p. 17).
                        self.enter_unique(t);
                    }
                }
                ActionEffect::SearchEquip if actor_in_play => {
                    // Searched only once the action succeeded (clarification, Magic of
                    // the Smith).
                    self.follow_up = Some(FollowUp::SearchEquip {
                        seat,
                        vampire: actor,
                    });
                }
                _ => {}
            }
        }
        if !stays {
            self.burn_quiet(card);
        }
    }

    /// An action card's abilities once it succeeded (`when=action-succeeded`), after its
    /// bleed (`if=pool-bled`: for 1 or more, p. 21): pool to you, blood to the vampire chosen
    /// as it was announced.
    fn action_card_abilities(
        &mut self,
        seat: Seat,
        card: CardId,
        superior: bool,
        target: Option<CardId>,
        pool_bled: i32,
    ) {
        let Some(def) = self.defs.get_at(self.card(card).def, superior) else {
            return;
        };
        let mut todo: Vec<(Selector, Verb)> = Vec::new();
        for ab in def.abilities.iter() {
            if ab.when == Some(Window::ActionSucceeded)
                && (pool_bled >= 1 || !ab.conds.contains(&Cond::PoolBled))
            {
                todo.extend(ab.verbs.iter().map(|v| (ab.target, *v)));
            }
        }
        for (sel, verb) in todo {
            match (sel, verb) {
                (Selector::You, Verb::Pool(n)) => self.add_pool(seat, i32::from(n)),
                (Selector::Uncontrolled, Verb::Blood(n)) => {
                    if let Some(v) = target.filter(|&v| {
                        self.card(v).region == Region::Uncontrolled
                            && self.card(v).controller == seat
                    }) {
                        self.add_blood(v, i32::from(n));
                    }
                }
                (Selector::OtherVampire, Verb::Blood(n)) => {
                    if let Some(v) = target.filter(|&v| self.is_minion_in_play(v)) {
                        self.add_blood(v, i32::from(n));
                    }
                }
                _ => {}
            }
        }
    }

    // ---- Follow-up decisions ----

    /// The options of a pending follow-up decision.
    pub(crate) fn follow_up_options(
        &self,
        f: FollowUp,
        out: &mut Vec<Choice>,
    ) -> (Seat, &'static str) {
        match f {
            FollowUp::BloodToUncontrolled { seat, older, .. } => {
                for &v in &self.seats[seat.index()].uncontrolled {
                    if self.capacity(v) < older {
                        out.push(Choice::Pick { card: v });
                    }
                }
                if out.is_empty() {
                    out.push(Choice::Pass {});
                }
                (seat, "add blood to which younger uncontrolled vampire?")
            }
            FollowUp::DiscardFromHand { seat, from } => {
                out.extend(
                    self.seats[from.index()]
                        .hand
                        .iter()
                        .map(|&card| Choice::Pick { card }),
                );
                (seat, "discard which card of your prey's hand?")
            }
            FollowUp::SearchEquip { seat, vampire } => {
                let mut seen = Vec::new();
                for &card in &self.seats[seat.index()].library {
                    let def = self.card(card).def;
                    if self.facts(card).types.contains(T::EQUIPMENT)
                        && !seen.contains(&def)
                        && self.meets_requirements(vampire, card)
                        && self.can_pay(vampire, card)
                    {
                        seen.push(def);
                        out.push(Choice::Pick { card });
                    }
                }
                // Finding nothing is allowed (clarification, Magic of the Smith).
                out.push(Choice::Pass {});
                (seat, "equip with which equipment from your library?")
            }
            FollowUp::EntersPlay { seat, card } => {
                out.extend(
                    self.untitled_vampires(seat)
                        .filter(|&v| v != card)
                        .map(|card| Choice::Pick { card }),
                );
                out.push(Choice::Pass {});
                (
                    seat,
                    "remove it from the game to make which vampire anarch?",
                )
            }
            FollowUp::PoolOrCrypt { seat, card } => {
                out.push(Choice::UseCard {
                    card,
                    target: None,
                    from: None,
                    how: Some(crate::choice::UseHow::Pool),
                });
                if !self.seats[seat.index()].crypt.is_empty() {
                    out.push(Choice::UseCard {
                        card,
                        target: None,
                        from: None,
                        how: Some(crate::choice::UseHow::DrawCrypt),
                    });
                }
                (seat, "gain 1 pool or draw from your crypt?")
            }
            FollowUp::MakeAnarch { seat } => {
                out.extend(
                    self.untitled_vampires(seat)
                        .map(|card| Choice::Pick { card }),
                );
                if out.is_empty() {
                    out.push(Choice::Pass {});
                }
                (seat, "which untitled vampire becomes anarch?")
            }
            FollowUp::SearchToHand { seat } => {
                let mut seen = Vec::new();
                for &card in &self.seats[seat.index()].library {
                    let def = self.card(card).def;
                    let t = self.facts(card).types;
                    if !t.contains(T::MASTER) && !t.contains(T::EVENT) && !seen.contains(&def) {
                        seen.push(def);
                        out.push(Choice::Pick { card });
                    }
                }
                // Finding nothing is allowed, as for any search.
                out.push(Choice::Pass {});
                (seat, "move which minion card of your library to your hand?")
            }
            FollowUp::MayRecover { seat, card } => {
                out.push(Choice::Pick { card });
                out.push(Choice::Pass {});
                (seat, "move the cancelled card to your library?")
            }
            FollowUp::MayUntap { seat, vampire } => {
                out.push(Choice::Pick { card: vampire });
                out.push(Choice::Pass {});
                (seat, "untap the vampire?")
            }
            FollowUp::DiscardDown { seat } => {
                out.extend(
                    self.seats[seat.index()]
                        .hand
                        .iter()
                        .map(|&card| Choice::Pick { card }),
                );
                (seat, "discard which card, down to your hand size?")
            }
        }
    }

    /// Performs a follow-up choice.
    pub(crate) fn follow_up_perform(&mut self, choice: &Choice) {
        let Some(f) = self.follow_up.take() else {
            return;
        };
        let picked = match *choice {
            Choice::Pick { card } => Some(card),
            _ => None,
        };
        if let FollowUp::PoolOrCrypt { seat, .. } = f {
            let draw = matches!(
                *choice,
                Choice::UseCard {
                    how: Some(crate::choice::UseHow::DrawCrypt),
                    ..
                }
            );
            self.pool_or_crypt(seat, draw);
            return;
        }
        match (f, picked) {
            (FollowUp::BloodToUncontrolled { amount, .. }, Some(v)) => {
                self.add_blood(v, i32::from(amount));
            }
            (FollowUp::DiscardFromHand { from, .. }, Some(card)) => {
                self.emit(|| Event::Discarded { card });
                self.burn_quiet(card);
                // A card discarded from hand is replaced (p. 7).
                self.refill_hand(from);
            }
            (FollowUp::SearchEquip { seat, vampire }, pick) => {
                if let Some(card) = pick.filter(|_| self.is_minion_in_play(vampire)) {
                    let f = self.facts(card);
                    self.add_blood(vampire, -i32::from(f.blood_cost));
                    self.add_pool(seat, -i32::from(f.pool_cost));
                    self.move_card(card, Region::InPlay, seat);
                    self.card_mut(card).host = Some(vampire);
                    self.enter_unique(card);
                }
                // The library is shuffled whatever was found (clarification).
                use rand::seq::SliceRandom;
                let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                lib.shuffle(&mut self.rng);
                self.seats[seat.index()].library = lib;
            }
            (FollowUp::MakeAnarch { .. }, Some(v)) => self.card_mut(v).anarch = true,
            // Discarded, not replaced: the hand goes down to its size (p. 7).
            (FollowUp::DiscardDown { seat }, Some(card)) => {
                self.emit(|| Event::Discarded { card });
                self.burn_quiet(card);
                self.discard_down(seat);
            }
            (FollowUp::EntersPlay { seat, card }, Some(v)) => {
                self.move_card(card, Region::Removed, seat);
                self.card_mut(v).anarch = true;
                self.follow_up = Some(FollowUp::PoolOrCrypt { seat, card });
            }
            // Declined: it stays, and enters its contests now.
            (FollowUp::EntersPlay { card, .. }, None) => self.enters_contests(card),
            (FollowUp::SearchToHand { seat }, pick) => {
                if let Some(card) = pick.filter(|&c| self.card(c).region == Region::Library) {
                    // Revealed in the card's text; no event shows it to the others yet.
                    self.move_card(card, Region::Hand, seat);
                }
                use rand::seq::SliceRandom;
                let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                lib.shuffle(&mut self.rng);
                self.seats[seat.index()].library = lib;
                self.emit(|| Event::Shuffles { seat });
            }
            (FollowUp::MayRecover { seat, card }, Some(_))
                if self.card(card).region == Region::AshHeap =>
            {
                use rand::seq::SliceRandom;
                self.move_card(card, Region::Library, seat);
                let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                lib.shuffle(&mut self.rng);
                self.seats[seat.index()].library = lib;
                self.emit(|| Event::Shuffles { seat });
            }
            (FollowUp::MayUntap { vampire, .. }, Some(_))
                if self.card(vampire).region == Region::Ready =>
            {
                self.card_mut(vampire).tapped = false;
                self.emit(|| Event::Untaps { card: vampire });
            }
            _ => {}
        }
    }

    // ---- Cards in play ----

    /// Strength added by cards on a minion (Preternatural Strength).
    pub(crate) fn strength_bonus(&self, c: CardId) -> u8 {
        self.attached(c)
            .filter_map(|x| self.in_play_def(x))
            .flat_map(|d| d.action_effects())
            .map(|e| match e {
                ActionEffect::Strength(n) => *n,
                _ => 0,
            })
            .sum()
    }

    /// Whether a Methuselah's hand is open to everyone: its predator controls a card that
    /// opens its prey's hand (Revelations).
    pub fn plays_open_hand(&self, seat: Seat) -> bool {
        let pred = self.predator(seat);
        pred != seat
            && self.seats[pred.index()].in_play.iter().any(|&c| {
                self.in_play_def(c)
                    .is_some_and(|d| d.action_effects().any(|e| *e == ActionEffect::PreyOpenHand))
            })
    }

    /// Whether `viewer` sees `seat`'s hand besides its owner: an open hand, or the viewer
    /// looking at it for an effect (Revelations).
    pub fn hand_visible(&self, seat: Seat, viewer: Option<Seat>) -> bool {
        if Some(seat) == viewer {
            return false;
        }
        let looking = matches!(
            (self.follow_up, viewer),
            (Some(FollowUp::DiscardFromHand { seat: s, from }), Some(v)) if s == v && from == seat
        );
        looking || self.plays_open_hand(seat)
    }

    /// Untap phase: each card in play that makes its controller's prey burn pool does so
    /// (Creeping Sabotage).
    pub(crate) fn untap_prey_burns(&mut self, seat: Seat) {
        let prey = self.prey(seat);
        if prey == seat {
            return;
        }
        let burn: u32 = self.seats[seat.index()]
            .in_play
            .iter()
            .filter_map(|&c| self.in_play_def(c))
            .flat_map(|d| d.action_effects())
            .map(|e| match e {
                ActionEffect::PreyBurnsPool(n) => u32::from(*n),
                _ => 0,
            })
            .sum();
        if burn > 0 {
            self.add_pool(prey, -(burn as i32));
        }
    }
}
