//! What action cards and political action cards do beyond the common primitives: effects
//! on success, cards left in play, and the follow-up decisions they ask for (a vampire to
//! receive blood, a card to discard, an equipment to fetch) — rulebook p. 23, p. 27 and
//! the card clarifications at its end.

use crate::choice::Choice;
use crate::defs::ability::{Ability, Cond, Per, Selector, Verb, Window};
use crate::defs::actions::{ActionEffect, CardClass};
use crate::defs::{CardDef, PlayKind};
use crate::effects::select::SelectCtx;
use crate::event::Event;
use crate::ids::CardId;
use crate::state::FollowUp;
use crate::state::{Gives, Holder, Lasting, Terms, Until};
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
    /// Sabotage: the first costs nothing — clarification, rulebook p. 49), halved by a card
    /// on the acting minion that halves it, then changed by the minion's abilities (ruling
    /// [RTR 20070707]; [`State::cost_of`]).
    pub(crate) fn action_card_blood_cost(
        &self,
        seat: Seat,
        by: CardId,
        card: CardId,
        def: &CardDef,
    ) -> u8 {
        let kind = Some(PlayKind::Action);
        if def
            .action_effects()
            .any(|e| *e == ActionEffect::CostCopiesInPlay)
        {
            let name = self.card(card).def;
            let copies = self.seats[seat.index()]
                .in_play
                .iter()
                .filter(|&&c| self.card(c).def == name)
                .count() as u8;
            self.cost_changed(card, by, kind, copies)
        } else {
            self.cost_of(card, by, kind)
        }
    }

    /// Whether a minion may play an action card's version now, beyond Discipline and cost:
    /// one copy per vampire where the card says so, a title or a capacity it requires.
    pub(crate) fn action_card_allowed(&self, minion: CardId, card: CardId, def: &CardDef) -> bool {
        let name = self.card(card).def;
        def.action_effects().all(|e| match e {
            ActionEffect::OnePerVampire => !self.attached(minion).any(|c| self.card(c).def == name),
            // A unique card put in play: not while its player controls a copy (p. 17).
            ActionEffect::PutInPlay => {
                !self.controls_unique_copy(self.card(minion).controller, card)
            }
            ActionEffect::RequiresTitle(ts) => {
                self.meets_title(minion, |t| ts.is_empty() || ts.contains(&t))
            }
            ActionEffect::NeedsCrypts => self
                .alive_from(self.card(minion).controller)
                .all(|s| !self.seats[s.index()].crypt.is_empty()),
            _ => self.vampire_requirement_met(minion, e),
        })
    }

    /// Whether a vampire meets a requirement of the card it plays or calls: a capacity, a
    /// sect (an Anarch once it became one, p. 24).
    pub(crate) fn vampire_requirement_met(&self, minion: CardId, e: &ActionEffect) -> bool {
        match e {
            ActionEffect::RequiresCapacity(n) => self.capacity_at_least(minion, *n),
            ActionEffect::RequiresSect(ss) => self.sect_in(minion, ss),
            ActionEffect::RequiresTrait(t) => self.is_vampire(minion) && self.has_trait(minion, *t),
            _ => true,
        }
    }

    /// A vampire of at least this capacity (`requires-capacity`, and a card text's).
    pub(crate) fn capacity_at_least(&self, minion: CardId, n: u8) -> bool {
        self.is_vampire(minion) && self.capacity(minion) >= n
    }

    /// A vampire of one of these sects, an Anarch once it became one (p. 24;
    /// `requires-sect`, and a card text's).
    pub(crate) fn sect_in(&self, minion: CardId, sects: &[jyhad_cards::Sect]) -> bool {
        self.is_vampire(minion) && sects.contains(&self.sect_of(minion))
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
            s @ (Selector::UNCONTROLLED | Selector::OTHER_VAMPIRE | Selector::UNLOCKED_VAMPIRE) => {
                Some(s)
            }
            _ => None,
        })?;
        let found: Vec<CardId> = if sel == Selector::UNCONTROLLED {
            self.seats[seat.index()].uncontrolled.clone()
        } else {
            self.alive_from(seat)
                .flat_map(|s| {
                    let m = &self.seats[s.index()];
                    m.ready.iter().chain(&m.torpor).copied()
                })
                .filter(|&v| {
                    let ctx = SelectCtx {
                        own: Some(minion),
                        ..SelectCtx::of(seat)
                    };
                    self.selects(sel, ctx, v)
                })
                .collect()
        };
        // None to choose: the action is still played, the blood goes nowhere.
        Some(found)
    }

    /// Whether an action card's target is what the action is directed at (a card in play
    /// of another Methuselah, a minion to enter combat with), not only the receiver of its
    /// effect.
    pub(crate) fn card_target_directs(def: &CardDef) -> bool {
        def.abilities
            .iter()
            .any(|ab| ab.target == Selector::UNLOCKED_VAMPIRE)
            || def.action_effects().any(|e| {
                matches!(
                    e,
                    ActionEffect::BurnCard(_)
                        | ActionEffect::StealCard(_)
                        | ActionEffect::EnterCombatTapTarget
                )
            })
    }

    /// Targets an action card's version needs at announcement: a ready vampire of another
    /// Methuselah for `when=action-succeeded target=vampire,ready,theirs tap enter-combat`
    /// (Deep Song); `None` for cards without a target.
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
                        // An equipment card that is a location while in play is no equipment.
                        CardClass::Equipment => {
                            self.facts(c).types.contains(T::EQUIPMENT) && !self.facts(c).location
                        }
                        CardClass::Location => self.facts(c).location,
                        CardClass::Ally => self.is_ally(c),
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

    /// An action card announced: minions of a kind cannot block it
    /// (`when=action-announced target=ally,each cannot-block for=action`).
    pub(crate) fn action_card_announced(&mut self, card: CardId, superior: bool) {
        let Some(def) = self.defs.get_at(self.card(card).def, superior) else {
            return;
        };
        let holders: Vec<Holder> = def
            .abilities
            .iter()
            .filter(|ab| {
                ab.when == Some(Window::ActionAnnounced) && ab.verbs == [Verb::CannotBlock]
            })
            .filter_map(|ab| match ab.target {
                Selector::ALLIES => Some(Holder::Allies),
                Selector::TITLED_VAMPIRES => Some(Holder::TitledVampires),
                _ => None,
            })
            .collect();
        for holder in holders {
            self.lasting.add(Lasting {
                source: card,
                holder,
                gives: Gives::CannotBlock,
                until: Until::Action,
            });
        }
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
        self.action_card_abilities(seat, actor, card, superior, target, pool_bled);
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
                    // A unique card may be contested (p. 17).
                    self.enter_unique(card);
                    stays = true;
                }
                ActionEffect::PutOnActor if actor_in_play => {
                    // Put on it locked (`enters-locked`: Rutor's Hand).
                    let locked = self
                        .defs
                        .get_at(self.card(card).def, superior)
                        .is_some_and(|d| d.enters_locked);
                    self.move_card(card, Region::InPlay, seat);
                    let c = self.card_mut(card);
                    c.host = Some(actor);
                    c.superior = superior;
                    c.tapped = locked;
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
                ActionEffect::CryptTopDuel { n, steal } => self.crypt_top_duel(seat, n, steal),
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
        // The acting vampire's own damage once the action is over, as a modifier's
        // (`agg-damage-after=N`: unpreventable environmental aggravated), unless it burns
        // blood to be immune (`immune-for-blood=B`, its controller's choice).
        let agg = self
            .defs
            .get_at(self.card(card).def, superior)
            .and_then(|d| {
                d.modifier_effects().find_map(|e| match e {
                    crate::defs::modifiers::ModifierEffect::AggDamageAfter(n) => Some(*n),
                    _ => None,
                })
            });
        if let Some(damage) = agg.filter(|_| actor_in_play && self.is_vampire(actor)) {
            let immune = effects.iter().find_map(|e| match e {
                ActionEffect::ImmuneForBlood(b) => Some(*b),
                _ => None,
            });
            match immune {
                Some(blood) if self.card(actor).counters >= blood => {
                    self.follow_up = Some(FollowUp::ImmuneForBlood {
                        seat,
                        vampire: actor,
                        blood,
                        damage,
                    });
                }
                _ => self.mods.agg_after = self.mods.agg_after.saturating_add(damage),
            }
        }
        if !stays {
            self.burn_quiet(card);
        }
    }

    /// Every Methuselah reveals its crypt's top card and compares capacities (`crypt-top-duel`):
    /// a tie for the highest or the lowest costs everyone `n` pool, else the highest steals
    /// `steal` pool from the lowest (no more than it has); every crypt is shuffled.
    fn crypt_top_duel(&mut self, seat: Seat, n: u8, steal: u8) {
        let tops: Vec<(Seat, u8)> = self
            .alive_from(seat)
            .filter_map(|s| {
                let top = *self.seats[s.index()].crypt.last()?;
                Some((s, self.facts(top).capacity))
            })
            .collect();
        let high = tops.iter().map(|t| t.1).max();
        let low = tops.iter().map(|t| t.1).min();
        let (Some(high), Some(low)) = (high, low) else {
            return;
        };
        let at = |c: u8| {
            tops.iter()
                .filter(|t| t.1 == c)
                .map(|t| t.0)
                .collect::<Vec<_>>()
        };
        match (&at(high)[..], &at(low)[..]) {
            ([h], [l]) if h != l => {
                let taken = i32::from(steal).min(self.seats[l.index()].pool.max(0));
                self.add_pool(*l, -taken);
                self.add_pool(*h, taken);
            }
            _ => {
                for (s, _) in &tops {
                    self.add_pool(*s, -i32::from(n));
                }
            }
        }
        use rand::seq::SliceRandom;
        for (s, _) in tops {
            let mut crypt = std::mem::take(&mut self.seats[s.index()].crypt);
            crypt.shuffle(&mut self.rng);
            self.seats[s.index()].crypt = crypt;
        }
    }

    /// An action card's abilities once it succeeded (`when=action-succeeded`), after its
    /// bleed (`if=pool-bled`: for 1 or more, p. 21): pool to you, blood to the vampire chosen
    /// as it was announced.
    fn action_card_abilities(
        &mut self,
        seat: Seat,
        actor: CardId,
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
                (Selector::YOU, Verb::Pool(n)) => self.add_pool(seat, i32::from(n)),
                (Selector::UNCONTROLLED, Verb::Blood(n)) => {
                    if let Some(v) = target.filter(|&v| {
                        self.card(v).region == Region::Uncontrolled
                            && self.card(v).controller == seat
                    }) {
                        self.add_blood(v, i32::from(n));
                    }
                }
                // A stun: the target must still be an unlocked ready vampire, else the
                // action fizzles (ruling group "target not legal anymore" [LSJ 20020725]).
                (Selector::UNLOCKED_VAMPIRE, Verb::Stun) => {
                    if let Some(v) = target
                        .filter(|&v| self.card(v).region == Region::Ready && !self.card(v).tapped)
                    {
                        self.stun(card, v);
                    }
                }
                (Selector::OTHER_VAMPIRE, Verb::Blood(n)) => {
                    if let Some(v) = target.filter(|&v| self.is_minion_in_play(v)) {
                        self.add_blood(v, i32::from(n));
                    }
                }
                // Drawn now, then the hand goes back to its size at once (rulebook p. 7).
                (Selector::YOU, Verb::Draw(n)) => {
                    for _ in 0..n {
                        if self.seats[seat.index()].library.is_empty() {
                            break;
                        }
                        self.draw(seat);
                    }
                    if self.over_hand_size(seat) {
                        self.follow_up = Some(FollowUp::DiscardDown { seat });
                    }
                }
                (Selector::ACTOR, Verb::Untap)
                    if self.is_minion_in_play(actor) && self.card(actor).controller == seat =>
                {
                    self.untap_minion(actor);
                }
                // A blood hunt on the acting vampire, part of the action's resolution, before
                // the window after it (rulings [LSJ 20100112] [PIB 20121028] on Abactor);
                // called only if it is still ready (p. 35).
                (Selector::ACTOR, Verb::BloodHunt) if self.is_vampire(actor) => {
                    self.blood_hunt(actor);
                }
                // The bled Methuselah picks which of its minions taps.
                (Selector::PREY, Verb::Tap) => {
                    let prey = self.prey(seat);
                    if prey != seat && self.untapped_ready(prey).next().is_some() {
                        self.follow_up = Some(FollowUp::TapOwnMinion { seat: prey });
                    }
                }
                _ => {}
            }
        }
    }

    /// Stuns a minion: it locks, and does not unlock during its controller's next unlock
    /// phase (a lasting effect held until then).
    pub(crate) fn stun(&mut self, source: CardId, m: CardId) {
        if !self.card(m).tapped {
            self.card_mut(m).tapped = true;
            self.emit(|| Event::Taps { card: m });
        }
        let ctl = self.card(m).controller;
        self.lasting.add(Lasting {
            source,
            holder: Holder::Minion(m),
            gives: Gives::SkipsUnlock,
            until: Until::Unlock(ctl),
        });
    }

    /// What a passed referendum does in the grammar (`when=referendum-passed`, p. 27): to
    /// each Methuselah, minion, vampire or card its terms chose (`target=chosen`), or to
    /// every ready vampire (`target=vampire,each,ready`), each on its own conditions.
    pub(crate) fn outcome_abilities(&mut self, card: CardId, terms: &Terms) {
        let Some(def) = self
            .defs
            .get(self.card(card).def)
            .filter(|d| d.kind == crate::defs::PlayKind::Political)
        else {
            return;
        };
        let abilities: Vec<Ability> = def
            .abilities
            .iter()
            .filter(|a| a.when == Some(Window::ReferendumPassed))
            .cloned()
            .collect();
        // Each Methuselah's pool: by the vampires they choose first, if an outcome counts
        // them (Ancient Influence, Reins of Power).
        let choose = abilities.iter().any(|a| {
            a.target == Selector::EACH_METHUSELAH
                && matches!(
                    a.per,
                    Some(Per::ChosenCapacity | Per::PredatorChosenCapacity)
                )
        });
        if choose {
            let first = self.card(card).controller;
            self.follow_up = Some(FollowUp::EachChoosesVampire {
                seat: first,
                first,
                card,
                chosen: [None; 6],
            });
        } else if abilities
            .iter()
            .any(|a| a.target == Selector::EACH_METHUSELAH)
        {
            self.outcome_each_methuselah(card, None);
        }
        for ab in abilities {
            match ab.target {
                Selector::CHOSEN => self.outcome_on_chosen(card, &ab, terms),
                // Each Methuselah in turn from the caller keeps allies by paying again.
                Selector::ALLIES if self.follow_up.is_none() => {
                    let first = self.card(card).controller;
                    let has = self.seats[first.index()]
                        .ready
                        .iter()
                        .any(|&a| self.is_ally(a));
                    if has {
                        self.follow_up = Some(FollowUp::KeepAllies {
                            seat: first,
                            first,
                            kept: 0,
                        });
                    } else {
                        self.next_keep_allies(first, first);
                    }
                }
                Selector::READY_VAMPIRES => {
                    let hit: Vec<CardId> = self
                        .alive_from(Seat(0))
                        .flat_map(|s| self.seats[s.index()].ready.iter().copied())
                        .filter(|&v| self.is_vampire(v))
                        .filter(|&v| {
                            ab.conds.iter().all(|c| match *c {
                                Cond::BleedAtLeast(n) => self.current_bleed(v) >= n as i8,
                                _ => true,
                            })
                        })
                        .collect();
                    // All at once: the outcome is one effect.
                    if ab.verbs.contains(&Verb::Burn) {
                        for v in hit {
                            if self.is_minion_in_play(v) {
                                self.burn(v);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// The next Methuselah clockwise who decides which allies to keep, once around the
    /// table from `first`; a Methuselah without allies is not asked.
    fn next_keep_allies(&mut self, seat: Seat, first: Seat) {
        let n = self.seats.len() as u8;
        for k in 1..n {
            let s = Seat((seat.0 + k) % n);
            if s == first {
                return;
            }
            let has = self.seats[s.index()].ready.iter().any(|&a| self.is_ally(a));
            if !self.seats[s.index()].ousted && has {
                self.follow_up = Some(FollowUp::KeepAllies {
                    seat: s,
                    first,
                    kept: 0,
                });
                return;
            }
        }
    }

    /// An outcome's pool for each Methuselah, in the order written (a gain, then a loss:
    /// rulings [ANK 20180813] on Ancient Influence and Reins of Power), by the vampires
    /// chosen as it passed where it counts them.
    pub(crate) fn outcome_each_methuselah(
        &mut self,
        card: CardId,
        chosen: Option<[Option<CardId>; 6]>,
    ) {
        let Some(def) = self.defs.get(self.card(card).def) else {
            return;
        };
        let abilities: Vec<Ability> = def
            .abilities
            .iter()
            .filter(|a| {
                a.when == Some(Window::ReferendumPassed) && a.target == Selector::EACH_METHUSELAH
            })
            .cloned()
            .collect();
        let capacity_of = |s: &State, seat: Seat| -> i32 {
            chosen
                .and_then(|c| c.get(seat.index()).copied().flatten())
                .map_or(0, |v| i32::from(s.capacity(v)))
        };
        for ab in abilities {
            let seats: Vec<Seat> = self.alive_from(Seat(0)).collect();
            for seat in seats {
                let times = match ab.per {
                    Some(Per::ChosenCapacity) => capacity_of(self, seat),
                    Some(Per::PredatorChosenCapacity) => {
                        let p = self.predator(seat);
                        capacity_of(self, p)
                    }
                    Some(Per::Minions) => {
                        let m = &self.seats[seat.index()];
                        (m.ready.len() + m.torpor.len()) as i32
                    }
                    _ => 1,
                };
                for v in &ab.verbs {
                    if let Verb::Pool(n) = *v {
                        self.add_pool(seat, i32::from(n) * times);
                    }
                }
            }
        }
    }

    /// An outcome's effects on what the terms chose.
    fn outcome_on_chosen(&mut self, card: CardId, ab: &Ability, terms: &Terms) {
        // The chosen Methuselahs: one or more (points of 1 each), else the one chosen.
        let seats: Vec<Seat> = if terms.points.iter().any(|&p| p > 0) {
            (0..terms.points.len())
                .filter(|&i| terms.points[i] > 0)
                .map(|i| Seat(i as u8))
                .collect()
        } else {
            terms.methuselah.into_iter().collect()
        };
        let seats: Vec<Seat> = seats
            .into_iter()
            .filter(|&s| !self.seats[s.index()].ousted)
            .filter(|&s| {
                ab.conds.iter().all(|c| match *c {
                    Cond::Controls(sel, holds) => self.controls_any(s, sel) == holds,
                    _ => true,
                })
            })
            .collect();
        // The chosen minions (or vampire) still in play; a chosen clan: its ready vampires.
        let clan_vampires: Vec<CardId> = match terms
            .clan
            .and_then(|i| crate::defs::clans().get(usize::from(i)))
        {
            Some(clan) => self
                .alive_from(Seat(0))
                .flat_map(|s| self.seats[s.index()].ready.iter().copied())
                .filter(|&v| self.is_vampire(v) && self.facts(v).clans.contains(clan))
                .collect(),
            None => Vec::new(),
        };
        let minions: Vec<CardId> = terms
            .cards
            .iter()
            .copied()
            .chain(terms.vampire)
            .chain(clan_vampires)
            .filter(|&m| self.is_minion_in_play(m))
            .collect();
        for &verb in &ab.verbs {
            match verb {
                Verb::Pool(n) => {
                    for &s in &seats {
                        self.add_pool(s, i32::from(n));
                    }
                }
                Verb::Stat(crate::defs::ability::Stat::MasterActions, _)
                | Verb::NoReplaceInMinionPhase => {
                    for &s in &seats {
                        self.outcome_while_in_play(card, s, verb);
                    }
                }
                Verb::CannotBlock | Verb::CannotReact | Verb::CannotVote => {
                    let gives = match verb {
                        Verb::CannotBlock => Gives::CannotBlock,
                        Verb::CannotReact => Gives::CannotReact,
                        _ => Gives::CannotVote,
                    };
                    for &m in &minions {
                        self.lasting.add(Lasting {
                            source: card,
                            holder: Holder::Minion(m),
                            gives,
                            until: Until::Turn,
                        });
                    }
                }
                Verb::ToUncontrolled => {
                    for &v in &minions {
                        if self.is_vampire(v) {
                            self.move_to_uncontrolled(v);
                        }
                    }
                }
                Verb::TakeControl => {
                    let (Some(&c), Some(to)) = (terms.cards.first(), terms.methuselah) else {
                        continue;
                    };
                    if self.card(c).region == Region::InPlay && !self.seats[to.index()].ousted {
                        // The same Methuselah again: the card stays where it is (ruling
                        // [LSJ 19971002]).
                        if self.card(c).controller != to {
                            self.move_card(c, Region::InPlay, to);
                            self.card_mut(c).host = None;
                            // A unique card taken while another copy is in play is
                            // contested (p. 17).
                            self.enter_unique(c);
                        }
                    }
                }
                Verb::Burn => {
                    for &m in &minions {
                        if self.is_minion_in_play(m) {
                            self.burn(m);
                        }
                    }
                }
                Verb::Tap => {
                    for &m in &minions {
                        if !self.card(m).tapped {
                            self.card_mut(m).tapped = true;
                            self.emit(|| Event::Taps { card: m });
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A vampire goes to its controller's uncontrolled region with its blood and the cards
    /// on it, all unlocked; they stay with it, out of play, until it is influenced back
    /// (rulings [PIB 20140122] [LSJ 20060213] on Banishment).
    pub(crate) fn move_to_uncontrolled(&mut self, v: CardId) {
        let ctl = self.card(v).controller;
        let items: Vec<CardId> = self.attached(v).collect();
        self.move_card(v, Region::Uncontrolled, ctl);
        self.card_mut(v).tapped = false;
        for x in items {
            self.card_mut(x).tapped = false;
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
                        && self.can_pay(vampire, card, None)
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
            FollowUp::RecoverFromAshHeap { seat, .. } => {
                // One option per card name: copies are the same choice.
                let mut seen = Vec::new();
                for &card in &self.seats[seat.index()].ash_heap {
                    let def = self.card(card).def;
                    if self.facts(card).kind == jyhad_cards::CardKind::Library
                        && !seen.contains(&def)
                    {
                        seen.push(def);
                        out.push(Choice::Pick { card });
                    }
                }
                out.push(Choice::Pass {});
                (seat, "recover which library card of your ash heap?")
            }
            FollowUp::MayRecover { seat, card } => {
                out.push(Choice::Pick { card });
                out.push(Choice::Pass {});
                (seat, "move the cancelled card to your library?")
            }
            FollowUp::DiscardDown { seat } => {
                out.extend(
                    self.seats[seat.index()]
                        .hand
                        .iter()
                        .map(|&card| Choice::Pick { card }),
                );
                (seat, "discard which card (down to your hand size)?")
            }
            FollowUp::TapOwnMinion { seat } => {
                out.extend(self.untapped_ready(seat).map(|card| Choice::Pick { card }));
                if out.is_empty() {
                    out.push(Choice::Pass {});
                }
                (seat, "tap which of your ready minions?")
            }
            FollowUp::LockToUntap { seat, minion, .. } => {
                out.push(Choice::Pick { card: minion });
                out.push(Choice::Pass {});
                (seat, "lock the equipment to untap the minion?")
            }
            FollowUp::ImmuneForBlood { seat, vampire, .. } => {
                out.push(Choice::Pick { card: vampire });
                out.push(Choice::Pass {});
                (seat, "burn blood to be immune to the damage?")
            }
            FollowUp::Drawing {
                seat,
                card,
                drawn,
                left,
                put_back,
            } => {
                let m = &self.seats[seat.index()];
                if left > 0 && !m.library.is_empty() {
                    out.push(Choice::UseCard {
                        card,
                        target: None,
                        from: None,
                        how: Some(crate::choice::UseHow::Draw),
                    });
                }
                if put_back && drawn > 0 {
                    out.extend(m.hand.iter().map(|&card| Choice::Pick { card }));
                }
                if out.is_empty() || !put_back {
                    out.push(Choice::Pass {});
                }
                (
                    seat,
                    "draw a card, or put a card of your hand under your library?",
                )
            }
            FollowUp::ChooseFor { seat, card } => {
                for v in self.choosable(seat, card) {
                    out.push(Choice::Pick { card: v });
                }
                if out.is_empty() {
                    out.push(Choice::Pass {});
                }
                (seat, "choose a minion for the card?")
            }
            FollowUp::MayUntap { seat, vampire } => {
                out.push(Choice::Pick { card: vampire });
                out.push(Choice::Pass {});
                (seat, "untap the vampire?")
            }
            FollowUp::KeepAllies { seat, kept, .. } => {
                let pool = self.seats[seat.index()].pool;
                for (i, &a) in self.seats[seat.index()].ready.iter().enumerate() {
                    if i < 32
                        && kept & (1 << i) == 0
                        && self.is_ally(a)
                        && pool >= i32::from(self.facts(a).pool_cost)
                    {
                        out.push(Choice::Pick { card: a });
                    }
                }
                out.push(Choice::Pass {});
                (seat, "keep which ally, paying its pool cost?")
            }
            FollowUp::EachChoosesVampire { seat, .. } => {
                for &v in &self.seats[seat.index()].ready {
                    if self.is_vampire(v) {
                        out.push(Choice::Pick { card: v });
                    }
                }
                out.push(Choice::Pass {});
                (seat, "choose a ready vampire you control?")
            }
            FollowUp::BurnSmallThenPass { seat, capacity, .. } => {
                for s in self.alive_from(Seat(0)) {
                    let m = &self.seats[s.index()];
                    for &v in m.ready.iter().chain(&m.torpor) {
                        if self.is_vampire(v) && self.capacity(v) <= capacity {
                            out.push(Choice::Pick { card: v });
                        }
                    }
                }
                out.push(Choice::Pass {});
                (seat, "burn a young vampire?")
            }
        }
    }

    /// Performs a follow-up choice.
    /// A Methuselah's library is shuffled, with the game's random source.
    pub(crate) fn shuffle_library(&mut self, seat: Seat) {
        use rand::seq::SliceRandom;
        let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
        lib.shuffle(&mut self.rng);
        self.seats[seat.index()].library = lib;
        self.emit(|| Event::Shuffles { seat });
    }

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
        if let FollowUp::Drawing { .. } = f {
            self.drawing_perform(f, choice);
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
                    self.equipped(card);
                }
                // The library is shuffled whatever was found (clarification).
                use rand::seq::SliceRandom;
                let mut lib = std::mem::take(&mut self.seats[seat.index()].library);
                lib.shuffle(&mut self.rng);
                self.seats[seat.index()].library = lib;
            }
            (FollowUp::DiscardDown { seat }, Some(card)) => {
                // Not replaced: the hand comes back to its size (rulebook p. 7).
                self.emit(|| Event::Discarded { card });
                self.burn_quiet(card);
                if self.over_hand_size(seat) {
                    self.follow_up = Some(FollowUp::DiscardDown { seat });
                }
            }
            (FollowUp::LockToUntap { card, minion, .. }, Some(_))
                if self.card(card).region == Region::InPlay
                    && !self.card(card).tapped
                    && self.is_minion_in_play(minion) =>
            {
                self.card_mut(card).tapped = true;
                self.emit(|| Event::Taps { card });
                self.untap_minion(minion);
            }
            // Blood burned: immune; else the damage (unpreventable, environmental).
            (
                FollowUp::ImmuneForBlood {
                    vampire,
                    blood,
                    damage,
                    ..
                },
                pick,
            ) if self.is_minion_in_play(vampire) => {
                if pick.is_some() && self.card(vampire).counters >= blood {
                    self.add_blood(vampire, -i32::from(blood));
                } else {
                    self.emit(|| Event::Damage {
                        card: vampire,
                        normal: 0,
                        aggravated: damage,
                    });
                    self.take_damage(vampire, 0, damage);
                }
            }
            (FollowUp::TapOwnMinion { .. }, Some(m)) => {
                self.card_mut(m).tapped = true;
                self.emit(|| Event::Taps { card: m });
            }
            (FollowUp::MakeAnarch { .. }, Some(v)) => self.card_mut(v).anarch = true,
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
            (FollowUp::RecoverFromAshHeap { seat, left, first }, Some(card))
                if self.card(card).region == Region::AshHeap =>
            {
                let to = if first { Region::Hand } else { Region::Library };
                self.move_card(card, to, seat);
                if left > 1 {
                    self.follow_up = Some(FollowUp::RecoverFromAshHeap {
                        seat,
                        left: left - 1,
                        first: false,
                    });
                } else {
                    self.shuffle_library(seat);
                }
            }
            (FollowUp::RecoverFromAshHeap { seat, .. }, _) => self.shuffle_library(seat),
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
            (FollowUp::KeepAllies { seat, first, kept }, Some(a)) => {
                // Kept for its pool cost again (a blood cost: 0 pool, ruling [RTR 20010710]).
                let cost = i32::from(self.facts(a).pool_cost);
                self.add_pool(seat, -cost);
                let i = self.seats[seat.index()]
                    .ready
                    .iter()
                    .position(|&x| x == a)
                    .unwrap_or(0);
                self.follow_up = Some(FollowUp::KeepAllies {
                    seat,
                    first,
                    kept: kept | (1 << i.min(31)),
                });
            }
            (FollowUp::KeepAllies { seat, first, kept }, None) => {
                let burned: Vec<CardId> = self.seats[seat.index()]
                    .ready
                    .iter()
                    .enumerate()
                    .filter(|&(i, &a)| !(i < 32 && kept & (1 << i) != 0) && self.is_ally(a))
                    .map(|(_, &a)| a)
                    .collect();
                for a in burned {
                    self.burn(a);
                }
                self.next_keep_allies(seat, first);
            }
            (
                FollowUp::EachChoosesVampire {
                    seat,
                    first,
                    card,
                    mut chosen,
                },
                picked,
            ) => {
                chosen[seat.index()] = picked;
                let n = self.seats.len() as u8;
                // Clockwise from the caller, once around the table.
                let next = (1..=n)
                    .map(|k| Seat((seat.0 + k) % n))
                    .find(|s| !self.seats[s.index()].ousted)
                    .unwrap_or(first);
                if next == first {
                    self.outcome_each_methuselah(card, Some(chosen));
                } else {
                    self.follow_up = Some(FollowUp::EachChoosesVampire {
                        seat: next,
                        first,
                        card,
                        chosen,
                    });
                }
            }
            // Burned or not, the card goes to the predator at once (ruling [ANK 20200508-1]).
            (FollowUp::BurnSmallThenPass { seat, card, .. }, picked) => {
                if let Some(v) = picked.filter(|&v| self.is_minion_in_play(v)) {
                    self.burn(v);
                }
                let predator = self.predator(seat);
                if predator != seat && self.card(card).region == Region::InPlay {
                    self.move_card(card, Region::InPlay, predator);
                }
            }
            (FollowUp::ChooseFor { card, .. }, Some(v)) => self.set_chosen(card, v),
            (FollowUp::MayUntap { vampire, .. }, Some(_))
                if self.card(vampire).region == Region::Ready =>
            {
                self.card_mut(vampire).tapped = false;
                self.emit(|| Event::Untaps { card: vampire });
            }
            _ => {}
        }
    }

    /// Whether a Methuselah holds more cards than its hand size (cards still to be
    /// replaced count against it, rulebook p. 7).
    fn over_hand_size(&self, seat: Seat) -> bool {
        self.seats[seat.index()].hand.len() > self.hand_target(seat)
    }

    /// A Methuselah's ready untapped minions.
    fn untapped_ready(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        self.seats[seat.index()]
            .ready
            .iter()
            .copied()
            .filter(|&m| !self.card(m).tapped && (self.is_vampire(m) || self.is_ally(m)))
    }

    /// A card drawn, or one put back at the bottom of the library, for a drawing effect
    /// (`draw+N put-back`): cards go to their owner's library (ruling [RTR 19970425] [LSJ
    /// 20060921] on Agaitas).
    fn drawing_perform(&mut self, f: FollowUp, choice: &Choice) {
        let FollowUp::Drawing {
            seat,
            card,
            drawn,
            left,
            put_back,
        } = f
        else {
            return;
        };
        match *choice {
            Choice::UseCard { .. } => {
                self.draw(seat);
                self.follow_up = Some(FollowUp::Drawing {
                    seat,
                    card,
                    drawn: drawn.saturating_add(1),
                    left: left.saturating_sub(1),
                    put_back,
                });
            }
            Choice::Pick { card: h } if self.card(h).region == Region::Hand => {
                self.put_under_library(h);
                let drawn = drawn.saturating_sub(1);
                if drawn > 0 {
                    self.follow_up = Some(FollowUp::Drawing {
                        seat,
                        card,
                        drawn,
                        left: 0,
                        put_back,
                    });
                }
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
