//! Vampires' special abilities, applied at the window each names (the crypt cards of the
//! Fifth Edition starter decks and of the archive decks; see `cards/vampires.defs`): the
//! engine side of the compositional grammar ([`crate::defs::ability`]) for vampires.

use crate::choice::{Choice, UseHow, VoteSide};
use crate::defs::ability::{Ability, Cond, Cost, Limit, Selector, Stat, Verb, Window};
use crate::defs::vampires::VampireEffect;
use crate::defs::PlayKind;
use crate::effects::select::SelectCtx;
use crate::ids::CardId;
use crate::state::{ActionState, Referendum, State};
use jyhad_cards::Discipline;
use jyhad_table::Seat;

impl State {
    /// The special-ability effects of a minion still written as named words (none for
    /// library cards).
    pub(crate) fn abilities(&self, c: CardId) -> impl Iterator<Item = &VampireEffect> + '_ {
        self.defs
            .get(self.card(c).def)
            .filter(|d| d.kind == PlayKind::Vampire)
            .into_iter()
            .flat_map(|d| d.vampire_effects())
    }

    /// The abilities of a minion's own card, in the compositional grammar.
    fn own_abilities(&self, c: CardId) -> impl Iterator<Item = &Ability> + '_ {
        self.defs
            .get(self.card(c).def)
            .filter(|d| d.kind == PlayKind::Vampire)
            .into_iter()
            .flat_map(|d| d.abilities.iter())
    }

    /// Whether an ability's conditions hold for a card's controller `seat`, in the action
    /// in progress if any. (`called-by-self` is asked by its own trigger only.)
    pub(crate) fn conds_hold(
        &self,
        ability: &Ability,
        seat: Seat,
        a: Option<&ActionState>,
    ) -> bool {
        ability.conds.iter().all(|&c| self.cond_holds(c, seat, a))
    }

    /// Whether one condition holds for a card's controller `seat` (see [`State::conds_hold`]).
    pub(crate) fn cond_holds(&self, c: Cond, seat: Seat, a: Option<&ActionState>) -> bool {
        match c {
            Cond::Directed => a.is_some_and(|a| a.directed),
            Cond::Bleeding => a.is_some_and(|a| self.is_bleed(a)),
            Cond::NotBleeding => a.is_some_and(|a| !self.is_bleed(a)),
            Cond::Undirected => a.is_some_and(|a| !a.directed),
            // Capacity as it stands, Discipline cards included (p. 9).
            Cond::Actor(s) => a.is_some_and(|a| self.selects(s, SelectCtx::of(seat), a.actor)),
            Cond::Edge => self.edge == Some(seat),
            Cond::Hunting => a.is_some_and(|a| matches!(a.kind, crate::state::ActionKind::Hunt)),
            // A vampire lacking the Discipline attempts to block.
            Cond::BlockerWithout(d) => a.is_some_and(|a| {
                a.attempt.is_some_and(|(b, _)| {
                    (self.is_vampire(b) || self.blocks_as_vampire(b).is_some())
                        && !self.has_discipline(b, d)
                })
            }),
            // An ally or a vampire younger than the acting one attempts to block
            // (comprehensive rules 1.5).
            Cond::BlockerAllyOrYounger => a.is_some_and(|a| {
                a.attempt
                    .is_some_and(|(b, _)| self.younger_or_ally(a.actor, b))
            }),
            Cond::NotHunting => {
                a.is_some_and(|a| !matches!(a.kind, crate::state::ActionKind::Hunt))
            }
            Cond::Controls(sel, holds) => self.controls_any(seat, sel) == holds,
            Cond::CombatBetween(sect) => self
                .combat
                .as_ref()
                .is_some_and(|c| self.combat_between(c.sides, sect, seat)),
            Cond::OwnPoliticalActor(sect) => {
                let actor = match a {
                    Some(a) if a.kind.is_political() => Some(a.actor),
                    Some(_) => None,
                    None => self.referendum.as_ref().and_then(|r| r.called_by),
                };
                actor.is_some_and(|v| {
                    self.is_vampire(v) && self.card(v).controller == seat && self.sect_of(v) == sect
                })
            }
            // Asked by their own windows: a trigger's caller, a reaction's player.
            Cond::CalledBySelf
            | Cond::DirectedAtYou
            | Cond::BleedAtYou
            | Cond::PredatorActing
            | Cond::Tapped
            | Cond::Vampire
            | Cond::Titled
            | Cond::ActorYounger
            | Cond::ActorAllyOrYounger
            | Cond::Untapped
            | Cond::BeforeVotes
            | Cond::StrikeInflicts
            | Cond::BloodHunt
            | Cond::VotingAgainst
            | Cond::PoolBled
            | Cond::BledPrey
            | Cond::Untitled
            | Cond::Ready
            | Cond::NotReady
            | Cond::Title(_)
            | Cond::DirectedAtSelf
            | Cond::CoinTails
            | Cond::PlayedMaster
            | Cond::PlayedMinion
            | Cond::PlayedStrikeOrGrapple
            | Cond::BleedAmount(_)
            | Cond::ByPredatorOrPrey
            | Cond::NotOutOfTurn
            | Cond::NoReaction
            | Cond::OpponentClan(_)
            | Cond::OpponentNotReady
            | Cond::CardKind(_)
            | Cond::NotCardKind(_)
            | Cond::CardDiscipline(_)
            | Cond::BleedAtLeast(_)
            | Cond::CardRedirectsBleed
            | Cond::NotFirstRound
            | Cond::FirstRound
            | Cond::Blocking
            | Cond::Discipline(..)
            | Cond::ToContinue => false,
        }
    }

    /// The sum of a stat that a minion's statics give it now (`vampire ; bleed+1`, `vampire
    /// ; if=directed intercept+1`), in the action in progress if any.
    pub(crate) fn static_stat(&self, m: CardId, stat: Stat, a: Option<&ActionState>) -> i8 {
        let mut sum: i8 = 0;
        for ability in self.own_abilities(m) {
            if !ability.is_static()
                || ability.target != Selector::OWN
                || !self.conds_hold(ability, self.card(m).controller, a)
            {
                continue;
            }
            sum = sum.saturating_add(ability.stat(stat));
        }
        sum
    }

    /// Votes a vampire's statics add to the votes it casts on a side of a referendum
    /// (`vampire ; if=blood-hunt if=voting-against votes+2`): read as the votes are cast,
    /// since they depend on the side (p. 27) and on the referendum (p. 35).
    pub(crate) fn static_votes(&self, v: CardId, r: &Referendum, side: VoteSide) -> u8 {
        let mut sum: u8 = 0;
        if self.card(v).region != crate::state::Region::Ready || self.abstains(v) {
            return 0;
        }
        for ability in self.own_abilities(v) {
            if !ability.is_static() {
                continue;
            }
            let holds = ability.conds.iter().all(|c| match c {
                Cond::VotingAgainst => side == VoteSide::Against,
                Cond::BloodHunt => {
                    matches!(r.kind, crate::state::ReferendumKind::BloodHunt { .. })
                }
                _ => false,
            });
            if holds && ability.conds.contains(&Cond::VotingAgainst) {
                sum = sum.saturating_add(ability.stat(Stat::Votes).max(0) as u8);
            }
        }
        sum
    }

    /// After a minion's successful bleed of `target` for `amount` pool, the triggers of its
    /// own card (`when=action-succeeded if=bleeding`; p. 21: the bleed resolved): a hand
    /// size bonus for the turn (`if=pool-bled`: only a bleed for 1 or more).
    pub(crate) fn after_bleed_abilities(&mut self, actor: CardId, target: Seat, amount: i32) {
        if !self.is_minion_in_play(actor) {
            return;
        }
        let seat = self.card(actor).controller;
        let mut gains: Vec<(Stat, i8, Selector)> = Vec::new();
        let mut damage: i8 = 0;
        for ab in self.own_abilities(actor) {
            if ab.when != Some(Window::ActionSucceeded)
                || !ab.costs.is_empty()
                || !ab.conds.contains(&Cond::Bleeding)
                || (ab.conds.contains(&Cond::PoolBled) && amount < 1)
            {
                continue;
            }
            for v in &ab.verbs {
                match *v {
                    Verb::Stat(stat, n) => gains.push((stat, n, ab.target)),
                    Verb::Damage(n) if ab.target == Selector::BLED_ANARCHS => damage += n.max(0),
                    _ => {}
                }
            }
        }
        if damage > 0 {
            // Each anarch the bled Methuselah controls, ready or in torpor: damage with no
            // minion as its source (p. 31), no prevention offered.
            let m = &self.seats[target.index()];
            let anarchs: Vec<CardId> = m
                .ready
                .iter()
                .chain(&m.torpor)
                .copied()
                .filter(|&c| self.is_vampire(c) && self.is_anarch(c))
                .collect();
            let normal = damage as u8;
            for c in anarchs {
                self.emit(|| crate::event::Event::Damage {
                    card: c,
                    normal,
                    aggravated: 0,
                });
                self.take_damage(c, normal, 0);
            }
        }
        for (stat, n, to) in gains {
            if let (Stat::HandSize, Selector::YOU) = (stat, to) {
                // Until the end of the turn, its discard phase included (ruling [LSJ
                // 20100812] on a hand size bonus "until the discard phase").
                self.lasting.add(crate::state::Lasting {
                    source: actor,
                    holder: crate::state::Holder::Methuselah(seat),
                    gives: crate::state::Gives::HandSize(n.max(0) as u8),
                    until: crate::state::Until::Turn,
                });
                self.refill_hand(seat);
            }
        }
    }

    /// Intercept an acting minion's statics give or take from a would-be blocker
    /// (`target=blocker,clan:Tzimisce intercept-1`).
    pub(crate) fn actor_intercept_against(&self, actor: CardId, m: CardId) -> i8 {
        let mut sum: i8 = 0;
        for ab in self.own_abilities(actor) {
            if ab.target.with_clan(Selector::BLOCKER).is_some() {
                let of_clan =
                    self.selects(ab.target, SelectCtx::of(self.card(actor).controller), m);
                if ab.is_static() && of_clan {
                    sum = sum.saturating_add(ab.stat(Stat::Intercept));
                }
            }
        }
        sum
    }

    /// Votes a vampire's statics give it whichever side it votes on (`vampire ;
    /// if=not:titled votes+1 per=vampire,ready,titled,theirs`): no title of its own (ruling [ANK 20190725]
    /// on Gerald Windham: votes, not a title).
    pub(crate) fn static_vampire_votes(&self, v: CardId) -> u8 {
        let mut sum: u8 = 0;
        for ab in self.own_abilities(v) {
            let counted = ab.conds.is_empty()
                && ab.per
                    == Some(crate::defs::ability::Per::Count(
                        crate::defs::ability::Per::OWN_READY_TITLED,
                    ))
                && ab.stat(Stat::Votes) != 0;
            if !ab.is_static()
                || !(counted || (ab.conds == [Cond::Untitled] && self.title_of(v).is_none()))
            {
                continue;
            }
            let times = match ab.per {
                None => 1,
                // The cards of the Methuselahs not ousted the selector accepts.
                Some(crate::defs::ability::Per::Count(sel)) => {
                    let ctx = SelectCtx::of(self.card(v).controller);
                    self.seats
                        .iter()
                        .filter(|m| !m.ousted)
                        .flat_map(|m| m.ready.iter().chain(&m.torpor))
                        .filter(|&&c| self.selects(sel, ctx, c))
                        .count()
                }
                // Only an event's hand size counts victory points (`Ability::check`).
                Some(
                    crate::defs::ability::Per::VictoryPoints
                    | crate::defs::ability::Per::ChosenCapacity
                    | crate::defs::ability::Per::PredatorChosenCapacity
                    | crate::defs::ability::Per::Minions,
                ) => 0,
            };
            let n = ab.stat(Stat::Votes).max(0) as usize * times;
            sum = sum.saturating_add(n.min(255) as u8);
        }
        sum
    }

    /// Whether a vampire's statics forbid it to cast votes or ballots on a side of a
    /// referendum (`vampire ; if=blood-hunt if=voting-against cannot-vote`; p. 35).
    pub(crate) fn vote_side_forbidden(&self, v: CardId, r: &Referendum, side: VoteSide) -> bool {
        side == VoteSide::Against
            && matches!(r.kind, crate::state::ReferendumKind::BloodHunt { .. })
            && self.vampires_have(None)
            && self.own_abilities(v).any(|ab| {
                ab.is_static()
                    && ab.verbs == [Verb::CannotVote]
                    && ab.conds == [Cond::BloodHunt, Cond::VotingAgainst]
            })
    }

    /// Hand size a Methuselah's ready vampires give it (`vampire ; if=ready target=you
    /// hand-size+1`).
    pub(crate) fn vampire_hand_size(&self, seat: Seat) -> usize {
        if !self.vampires_have(None) {
            return 0;
        }
        let mut n: usize = 0;
        for &v in &self.seats[seat.index()].ready {
            for ab in self.own_abilities(v) {
                if ab.is_static() && ab.target == Selector::YOU && ab.conds == [Cond::Ready] {
                    n += ab.stat(Stat::HandSize).max(0) as usize;
                }
            }
        }
        n
    }

    /// The clans a minion plays cards as (its own, and those of its `plays-as:CLAN` statics),
    /// as bits over [`crate::defs::clans`]: a clan requirement (p. 7) is met by any of them.
    pub(crate) fn requirement_clans(&self, m: CardId) -> u64 {
        let own = crate::rules::masks::masks(self.card(m).def).clans;
        self.own_abilities(m)
            .filter(|ab| ab.is_static())
            .flat_map(|ab| ab.verbs.iter())
            .fold(own, |acc, v| match *v {
                Verb::PlaysAs(crate::defs::ability::PlaysAs::Clan(i)) => acc | 1 << i,
                _ => acc,
            })
    }

    /// Bleed added to every bleed of a vampire by its statics (e.g. Lenny Burkhead).
    pub(crate) fn ability_bleed_bonus(&self, c: CardId) -> i8 {
        self.static_stat(c, Stat::Bleed, None)
            .saturating_add(self.clan_static(c, Stat::Bleed))
            .saturating_add(self.titled_static(c, Stat::Bleed))
    }

    /// Bleed that the vampires of the bled Methuselah `at` give an acting minion of a clan
    /// against them (`vampire ; if=bleed-at-you target=vampire,each,clan:Toreador bleed+1`), in torpor
    /// too: a passive ability, as group ruling "Ability active in torpor" [LSJ 20011022]
    /// says of such abilities.
    pub(crate) fn bleed_against(&self, at: Seat, actor: CardId) -> i8 {
        if self.vampire_words & crate::defs::ability::REACHES_OTHERS == 0 {
            return 0;
        }
        let m = &self.seats[at.index()];
        let mut n = 0i8;
        for &v in m.ready.iter().chain(&m.torpor) {
            for ab in self.own_abilities(v) {
                if let (true, Some((clan, false))) = (ab.is_static(), ab.target.clan_vampires()) {
                    if ab.conds == [Cond::BleedAtYou] && self.of_clan(actor, clan) {
                        n = n.saturating_add(ab.stat(Stat::Bleed));
                    }
                }
            }
        }
        n
    }

    /// A stat that ready vampires' statics give every vampire holding a title, whoever
    /// controls them (`vampire ; if=ready target=vampire,each,title:inner-circle bleed-2`).
    pub(crate) fn titled_static(&self, v: CardId, stat: Stat) -> i8 {
        if self.vampire_words & crate::defs::ability::REACHES_OTHERS == 0 || !self.is_vampire(v) {
            return 0;
        }
        let Some(title) = self.title_of(v) else {
            return 0;
        };
        let mut n = 0i8;
        for m in &self.seats {
            for &src in &m.ready {
                for ab in self.own_abilities(src) {
                    if ab.is_static() && ab.target.titled_as() == Some(title) {
                        n = n.saturating_add(ab.stat(stat));
                    }
                }
            }
        }
        n
    }

    /// Intercept a would-be blocker gets from its statics during this action.
    pub(crate) fn ability_intercept(&self, a: &ActionState, m: CardId) -> i8 {
        self.static_stat(m, Stat::Intercept, Some(a))
    }

    /// A minion's abilities usable in a window by discarding a card (the Discipline the
    /// discarded card requires): their conditions hold (in the action in progress, if
    /// any) and their limit is not used up.
    fn discard_abilities<'s>(
        &'s self,
        by: CardId,
        window: Window,
        a: Option<&'s ActionState>,
        fits: impl Fn(&Ability) -> bool + 's,
    ) -> impl Iterator<Item = Discipline> + 's {
        let seat = self.card(by).controller;
        self.own_abilities(by).filter_map(move |ab| {
            if ab.when != Some(window)
                || !fits(ab)
                || !self.conds_hold(ab, seat, a)
                || self.limit_reached(by, ab)
            {
                return None;
            }
            match ab.costs[..] {
                [Cost::Discard(d)] => Some(d),
                _ => None,
            }
        })
    }

    /// Whether an ability's limit is used up. Once each referendum (ruling [ANK 20220705],
    /// "Non-locking referendum ability"): the votes it gave last until the referendum ends,
    /// so a vote this minion's own ability gave in this referendum is the mark.
    fn limit_reached(&self, by: CardId, ab: &Ability) -> bool {
        match ab.limit {
            None
            | Some(Limit::Combat | Limit::Untap | Limit::Round | Limit::Action | Limit::Turn) => {
                false
            }
            Some(Limit::Referendum) => self.lasting.iter().any(|e| {
                e.source == by
                    && e.until == crate::state::Until::Referendum
                    && matches!(e.gives, crate::state::Gives::Votes { .. })
            }),
        }
    }

    /// Whether a card requires a Discipline (in any of its alternatives).
    fn requires_discipline(&self, card: CardId, d: Discipline) -> bool {
        self.facts(card)
            .requirement
            .as_ref()
            .is_some_and(|r| r.disciplines().any(|x| x == d))
    }

    /// Hand cards requiring a Discipline (one option per card).
    fn ability_discard_options(&self, by: CardId, d: Discipline, out: &mut Vec<Choice>) {
        let seat = self.card(by).controller;
        for &card in &self.seats[seat.index()].hand {
            if self
                .facts(card)
                .requirement
                .as_ref()
                .is_some_and(|r| r.disciplines().any(|x| x == d))
            {
                out.push(Choice::AbilityDiscard { card, by });
            }
        }
    }

    /// During its own action, the acting vampire may use an ability whose cost is a discard
    /// and whose conditions hold (`when=action if=bleeding cost=discard:ani bleed+1
    /// for=action`, Larissa Moreira).
    /// `stealth_only`: while a block attempt needs more stealth (p. 25).
    pub(crate) fn bleed_discard_options(
        &self,
        a: &ActionState,
        stealth_only: bool,
        out: &mut Vec<Choice>,
    ) {
        let fits = move |ab: &Ability| {
            ab.stat(Stat::Intercept) == 0 && (!stealth_only || ab.stat(Stat::Stealth) != 0)
        };
        if !self.vampires_have(Some(Window::Action)) {
            return;
        }
        for d in self.discard_abilities(a.actor, Window::Action, Some(a), fits) {
            self.ability_discard_options(a.actor, d, out);
        }
        // Stealth for the acting minion from another of its Methuselah's ready vampires
        // (`when=action if=ready cost=discard:political target=actor stealth+1 for=action
        // limit=turn`), only when needed (p. 25; ruling [ANK 20230122] on Maila: once each
        // of your turns). One option per card of the type (copies once).
        if !stealth_only {
            return;
        }
        let m = &self.seats[self.card(a.actor).controller.index()];
        for &v in &m.ready {
            let Some(t) = self.actor_discard_type(v) else {
                continue;
            };
            if self.in_play.used.contains(&v) {
                continue;
            }
            let mut seen = Vec::new();
            for &card in &m.hand {
                let def = self.card(card).def;
                if self.facts(card).types.contains(t) && !seen.contains(&def) {
                    seen.push(def);
                    out.push(Choice::AbilityDiscard { card, by: v });
                }
            }
        }
    }

    /// The card type a vampire discards for its stealth to the acting minion, if it has
    /// such an ability.
    fn actor_discard_type(&self, v: CardId) -> Option<jyhad_cards::LibraryTypes> {
        self.own_abilities(v).find_map(|ab| match ab.costs[..] {
            [Cost::DiscardType(t)]
                if ab.when == Some(Window::Action) && ab.target == Selector::ACTOR =>
            {
                Some(t)
            }
            _ => None,
        })
    }

    /// A vampire's ability giving the acting minion stealth used (see
    /// [`State::bleed_discard_options`]): the card discarded, the vampire marked for the
    /// turn; the stealth it gives. `None` when `by` has no such ability for `card`.
    pub(crate) fn use_actor_discard_ability(&mut self, card: CardId, by: CardId) -> Option<i8> {
        let t = self.actor_discard_type(by)?;
        if !self.facts(card).types.contains(t) {
            return None;
        }
        let stealth = self
            .own_abilities(by)
            .find(|ab| ab.when == Some(Window::Action) && ab.target == Selector::ACTOR)
            .map_or(0, |ab| ab.stat(Stat::Stealth));
        self.in_play.used.push(by);
        self.ability_discard(card, by);
        Some(stealth)
    }

    /// During an action, a would-be blocker may use an ability paid by a discard that
    /// gives it intercept for the action (`when=action cost=discard:tha intercept+1
    /// for=action`; p. 25).
    pub(crate) fn block_discard_options(&self, a: &ActionState, m: CardId, out: &mut Vec<Choice>) {
        if !self.vampires_have(Some(Window::Action)) {
            return;
        }
        let fits = |ab: &Ability| ab.stat(Stat::Intercept) != 0;
        for d in self.discard_abilities(m, Window::Action, Some(a), fits) {
            self.ability_discard_options(m, d, out);
        }
    }

    /// During the polling step, a ready vampire of the voting Methuselah that has not cast
    /// its votes yet may use an ability whose cost is a discard (`when=polling
    /// cost=discard:dom votes+1 for=referendum limit=referendum`, Alexa Draper).
    pub(crate) fn vote_discard_options(&self, r: &Referendum, out: &mut Vec<Choice>) {
        for &v in &self.seats[r.voter.index()].ready {
            if r.cast.contains(&v) {
                continue;
            }
            for d in self.discard_abilities(v, Window::Polling, None, |_| true) {
                self.ability_discard_options(v, d, out);
            }
        }
    }

    /// During the polling step, a vampire of the voting Methuselah, ready or in torpor, may
    /// burn blood to make a vampire abstain (`when=polling cost=blood:1
    /// target=vampire,ready abstain limit=referendum`; group ruling "Unconditional
    /// referendum ability" [ANK 20220705]: while locked or in torpor too, once each
    /// referendum; the vampire's own card among the polling step's plays is the mark).
    pub(crate) fn polling_ability_options(&self, r: &Referendum, out: &mut Vec<Choice>) {
        if !self.vampires_have(Some(Window::Polling)) {
            return;
        }
        let m = &self.seats[r.voter.index()];
        for &v in m.ready.iter().chain(&m.torpor) {
            for ab in self.own_abilities(v) {
                let blood = match ab.costs[..] {
                    [Cost::Blood(n)] => n,
                    _ => continue,
                };
                if ab.when != Some(Window::Polling)
                    || ab.verbs != [Verb::Abstain]
                    || self.card(v).counters < blood
                    || self.mods.poll_played.contains(&(v, self.card(v).def))
                {
                    continue;
                }
                for t in self.abstain_candidates(r) {
                    out.push(Choice::UseCard {
                        card: v,
                        target: Some(t),
                        from: None,
                        how: Some(UseHow::Blood),
                    });
                }
            }
        }
    }

    /// A vampire's polling-step ability used at `t` (see
    /// [`State::polling_ability_options`]): its blood burned, `t` abstains (rulings [LSJ
    /// 19971001] [LSJ 20100311] on Arishat: its votes and ballots cast are cancelled).
    pub(crate) fn use_polling_ability(&mut self, r: &mut Referendum, v: CardId, t: CardId) {
        let Some(blood) = self.own_abilities(v).find_map(|ab| match ab.costs[..] {
            [Cost::Blood(n)] if ab.when == Some(Window::Polling) => Some(n),
            _ => None,
        }) else {
            return;
        };
        self.mods.poll_played.push((v, self.card(v).def));
        self.add_blood(v, -i32::from(blood));
        self.emit(|| crate::event::Event::Uses {
            card: v,
            target: Some(t),
        });
        self.abstain(r, t);
        // Priority moves on around the table, as after a card played (p. 27).
        if let Some(next) = self.next_voter(r) {
            r.voter = next;
        }
    }

    /// Once the blocks of a bleed of `seat` are declined, its ready unlocked vampires may
    /// send the bleed to another Methuselah by discarding a master card, once each turn
    /// (`when=blocks-declined if=bleed-at-you if=ready if=untapped cost=discard:master
    /// redirect-bleed limit=turn`; ruling [LSJ 20000507] on Aksinya Daclau; group ruling
    /// "Change the target of a bleed": never to an invalid bleed target). One option per
    /// master card (copies once) and Methuselah.
    pub(crate) fn redirect_ability_options(
        &self,
        a: &ActionState,
        seat: Seat,
        out: &mut Vec<Choice>,
    ) {
        if !self.vampires_have(Some(Window::BlocksDeclined)) || self.bleed_target(a) != Some(seat) {
            return;
        }
        let m = &self.seats[seat.index()];
        for &v in &m.ready {
            let usable = self.own_abilities(v).any(|ab| {
                ab.when == Some(Window::BlocksDeclined)
                    && ab.costs == [Cost::DiscardType(jyhad_cards::LibraryTypes::MASTER)]
                    && ab.verbs == [Verb::RedirectBleed]
            });
            if !usable || self.card(v).tapped || self.in_play.used.contains(&v) {
                continue;
            }
            let mut seen = Vec::new();
            for &card in &m.hand {
                let def = self.card(card).def;
                if !self
                    .facts(card)
                    .types
                    .contains(jyhad_cards::LibraryTypes::MASTER)
                    || seen.contains(&def)
                {
                    continue;
                }
                seen.push(def);
                for to in self.redirect_targets(a).filter(|&s| s != seat) {
                    out.push(Choice::AbilityDiscardAt {
                        card,
                        by: v,
                        seat: to,
                    });
                }
            }
        }
    }

    /// A vampire's redirecting ability used (see [`State::redirect_ability_options`]): the
    /// master card discarded, the bleed sent to `to`, the vampire marked for the turn.
    pub(crate) fn use_redirect_ability(
        &mut self,
        a: &mut ActionState,
        card: CardId,
        by: CardId,
        to: Seat,
    ) {
        self.in_play.used.push(by);
        self.ability_discard(card, by);
        self.redirect_bleed(a, to);
    }

    /// The stat changes of the ability `by` used in a window by discarding `card`: the
    /// first ability of that window whose discard the card pays; during an action, one for
    /// the acting minion (`acting`: bleed, stealth) or for a would-be blocker (intercept).
    pub(crate) fn discard_ability_stats(
        &self,
        by: CardId,
        card: CardId,
        window: Window,
        acting: bool,
    ) -> Vec<(Stat, i8)> {
        let requires = |d: Discipline| {
            self.facts(card)
                .requirement
                .as_ref()
                .is_some_and(|r| r.disciplines().any(|x| x == d))
        };
        self.own_abilities(by)
            .find(|ab| {
                ab.when == Some(window)
                    && (window != Window::Action || acting == (ab.stat(Stat::Intercept) == 0))
                    && matches!(ab.costs[..], [Cost::Discard(d)] if requires(d))
            })
            .map(|ab| {
                ab.verbs
                    .iter()
                    .filter_map(|v| match *v {
                        Verb::Stat(s, n) => Some((s, n)),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Discards a card for an ability (the card is replaced, p. 7).
    pub(crate) fn ability_discard(&mut self, card: CardId, by: CardId) {
        let seat = self.card(by).controller;
        self.emit(|| crate::event::Event::Discarded { card });
        self.discard_played(card, seat);
    }

    /// Whether a vampire must burn 1 blood to cast votes against this referendum, and can
    /// (Alexander Silverson: votes and ballots against his referendums cost 1 blood).
    pub(crate) fn vote_against_blood(&self, r: &Referendum, source: CardId, side: VoteSide) -> u8 {
        let costly = side == VoteSide::Against
            && self.is_vampire(source)
            && r.called_by.is_some_and(|caller| {
                self.abilities(caller)
                    .any(|e| *e == VampireEffect::VotesAgainstCostBlood)
            });
        u8::from(costly)
    }

    /// After a referendum it called passes, its controller may untap it (`when=
    /// referendum-passed if=called-by-self untap`, Sybren van Oosten).
    pub(crate) fn after_passed_referendum(&mut self, r: &Referendum) {
        self.prey_burns_after_referendum();
        let Some(v) = r.called_by else { return };
        // Its abilities for its own Methuselah after a referendum it called passes.
        let for_you = |ab: &&Ability| {
            ab.when == Some(Window::ReferendumPassed)
                && ab.conds == [Cond::CalledBySelf]
                && ab.target == Selector::YOU
        };
        // Pool for its controller once the referendum is resolved (`when=referendum-passed
        // if=called-by-self target=you pool+1`), wherever the caller is now.
        let pool: i32 = self
            .own_abilities(v)
            .filter(for_you)
            .flat_map(|ab| ab.verbs.iter())
            .map(|verb| match *verb {
                Verb::Pool(n) => i32::from(n),
                _ => 0,
            })
            .sum();
        if pool != 0 {
            let ctl = self.card(v).controller;
            self.add_pool(ctl, pool);
        }
        // Hand size until its controller's next untap phase (`when=referendum-passed
        // if=called-by-self target=you hand-size+2 for=untap`).
        let hand: i8 = self
            .own_abilities(v)
            .filter(for_you)
            .filter(|ab| ab.until == Some(crate::defs::ability::Duration::Untap))
            .map(|ab| ab.stat(Stat::HandSize))
            .sum();
        if hand > 0 {
            let ctl = self.card(v).controller;
            self.lasting.add(crate::state::Lasting {
                source: v,
                holder: crate::state::Holder::Methuselah(ctl),
                gives: crate::state::Gives::HandSize(hand as u8),
                until: crate::state::Until::Unlock(ctl),
            });
            self.refill_hand(ctl);
        }
        let untaps = self.own_abilities(v).any(|ab| {
            ab.when == Some(Window::ReferendumPassed)
                && ab.conds == [Cond::CalledBySelf]
                && ab.target == Selector::OWN
                && ab.verbs.contains(&Verb::Untap)
        });
        if self.card(v).region == crate::state::Region::Ready && self.card(v).tapped && untaps {
            self.follow_up = Some(crate::state::FollowUp::MayUntap {
                seat: self.card(v).controller,
                vampire: v,
            });
        }
    }

    /// After a political action's referendum passes, each ready vampire's ability that
    /// makes its controller's prey burn pool (`when=referendum-passed if=ready target=prey
    /// pool-1`): after the referendum's effects, and not for a Methuselah they ousted
    /// (ruling [ANK 20220808] on Lutz von Hohenzollern).
    fn prey_burns_after_referendum(&mut self) {
        let mut burns: Vec<(Seat, i32)> = Vec::new();
        for (i, m) in self.seats.iter().enumerate() {
            // Out of pool, it is being ousted (p. 3): checked once the effects are done.
            if m.ousted || m.pool <= 0 {
                continue;
            }
            for &v in &m.ready {
                for ab in self.own_abilities(v) {
                    if ab.when != Some(Window::ReferendumPassed)
                        || ab.target != Selector::PREY
                        || ab.conds != [Cond::Ready]
                    {
                        continue;
                    }
                    for verb in &ab.verbs {
                        if let Verb::Pool(n) = *verb {
                            burns.push((Seat(i as u8), i32::from(n)));
                        }
                    }
                }
            }
        }
        for (seat, n) in burns {
            let prey = self.prey(seat);
            if prey != seat {
                self.add_pool(prey, n);
            }
        }
    }

    /// Strength a minion's statics give it, or the opposing minion's give it, in combat
    /// with `opp` (`if=opponent,clan:Brujah strength+1`, `if=opponent,clan:Brujah
    /// target=opponent strength+1`; p. 33).
    pub(crate) fn combat_ability_strength(&self, m: CardId, opp: CardId) -> u8 {
        let of_clan = |x: CardId, i: u16| {
            crate::defs::clans()
                .get(usize::from(i))
                .is_some_and(|clan| self.facts(x).clans.contains(clan))
        };
        let mut sum: u8 = 0;
        for (holder, other, want) in [(m, opp, Selector::OWN), (opp, m, Selector::OPPONENT)] {
            for ab in self.own_abilities(holder) {
                if let (true, [Cond::OpponentClan(i)]) = (ab.is_static(), &ab.conds[..]) {
                    if ab.target == want && of_clan(other, *i) {
                        sum = sum.saturating_add(ab.stat(Stat::Strength).max(0) as u8);
                    }
                }
            }
        }
        sum
    }

    /// After a Methuselah burns the Edge for a vote, each ready vampire with such a
    /// trigger gets its votes for the referendum (`when=edge-vote votes+1 for=referendum`).
    pub(crate) fn after_edge_vote(&mut self) {
        if !self.vampires_have(Some(Window::EdgeVote)) {
            return;
        }
        let mut gains = Vec::new();
        for m in self.seats.iter().filter(|m| !m.ousted) {
            for &v in &m.ready {
                for ab in self.own_abilities(v) {
                    if ab.when == Some(Window::EdgeVote) {
                        gains.push((v, ab.stat(Stat::Votes).max(0) as u8));
                    }
                }
            }
        }
        for (v, n) in gains {
            self.gain_votes(v, crate::state::Holder::Minion(v), n, false);
        }
    }

    /// After a referendum it called fails, a vampire goes to torpor (`when=
    /// referendum-failed if=called-by-self torpor`), once the referendum is resolved.
    pub(crate) fn after_failed_referendum(&mut self, r: &Referendum) {
        let Some(v) = r.called_by else { return };
        let torpor = self.own_abilities(v).any(|ab| {
            ab.when == Some(Window::ReferendumFailed)
                && ab.conds == [Cond::CalledBySelf]
                && ab.verbs.contains(&Verb::Torpor)
        });
        if torpor && self.card(v).region == crate::state::Region::Ready {
            let ctl = self.card(v).controller;
            self.move_card(v, crate::state::Region::Torpor, ctl);
        }
    }

    /// The abilities the active Methuselah's ready vampires may use during its discard phase
    /// (p. 19): one paid by a discard phase action (`when=discard-phase cost=phase-action
    /// blood+1`), one paid by burning the Edge (`when=discard-phase cost=edge untap`, offered
    /// to a locked vampire). A vampire in torpor gets none.
    pub(crate) fn discard_phase_ability_options(&self, out: &mut Vec<Choice>) {
        if !self.vampires_have(Some(Window::DiscardPhase)) {
            return;
        }
        let seat = self.active;
        // A random discard at your predator or prey, in torpor too (its text asks no ready
        // vampire), once per discard phase action (rulings [ANK 20190725]).
        if self.discards > 0 {
            let m = &self.seats[seat.index()];
            for &v in m.ready.iter().chain(&m.torpor) {
                if !self.own_abilities(v).any(|ab| {
                    ab.when == Some(Window::DiscardPhase) && ab.target == Selector::PREDATOR_OR_PREY
                }) {
                    continue;
                }
                let mut seen = None;
                for at in [self.predator(seat), self.prey(seat)] {
                    if at != seat && seen != Some(at) && !self.seats[at.index()].hand.is_empty() {
                        seen = Some(at);
                        out.push(Choice::UseAt {
                            card: v,
                            seat: at,
                            how: UseHow::Discard,
                        });
                    }
                }
            }
        }
        for &v in &self.seats[seat.index()].ready {
            for ab in self.own_abilities(v) {
                if ab.when != Some(Window::DiscardPhase) {
                    continue;
                }
                let how = match (&ab.costs[..], &ab.verbs[..]) {
                    ([Cost::PhaseAction], [Verb::Blood(_)]) if self.discards > 0 => UseHow::Blood,
                    // Pool for a discard phase action and a card discarded: one option per
                    // hand card requiring the Discipline (`cost=phase-action
                    // cost=discard:tha target=you pool+1`).
                    ([Cost::PhaseAction, Cost::Discard(d)], [Verb::Pool(_)])
                        if self.discards > 0 && ab.conds == [Cond::Ready] =>
                    {
                        for &card in &self.seats[seat.index()].hand {
                            if self.requires_discipline(card, *d) {
                                out.push(Choice::UseCard {
                                    card: v,
                                    target: Some(card),
                                    from: None,
                                    how: Some(UseHow::Pool),
                                });
                            }
                        }
                        continue;
                    }
                    // Its blood moved to a vampire of a sect or clan in the uncontrolled
                    // region: one option per such vampire.
                    ([Cost::PhaseAction, Cost::Blood(b)], [Verb::Blood(_)])
                        if self.discards > 0
                            && ab.conds == [Cond::Ready]
                            && self.card(v).counters >= *b =>
                    {
                        for &u in &self.seats[seat.index()].uncontrolled {
                            if self.selects(ab.target, SelectCtx::of(seat), u) {
                                out.push(Choice::UseCard {
                                    card: v,
                                    target: Some(u),
                                    from: None,
                                    how: Some(UseHow::Give),
                                });
                            }
                        }
                        continue;
                    }
                    ([Cost::Edge], [Verb::Untap])
                        if self.edge == Some(seat) && self.card(v).tapped =>
                    {
                        UseHow::Unlock
                    }
                    _ => continue,
                };
                out.push(Choice::UseCard {
                    card: v,
                    target: None,
                    from: None,
                    how: Some(how),
                });
            }
        }
    }

    /// A vampire's discard-phase ability used: its cost paid (`card`: the hand card
    /// discarded for it), its effect applied.
    pub(crate) fn use_discard_phase_ability(
        &mut self,
        v: CardId,
        how: UseHow,
        card: Option<CardId>,
    ) {
        let ab = self
            .own_abilities(v)
            .find(|ab| {
                ab.when == Some(Window::DiscardPhase)
                    && match how {
                        UseHow::Blood => ab.costs == [Cost::PhaseAction],
                        UseHow::Pool => {
                            matches!(ab.costs[..], [Cost::PhaseAction, Cost::Discard(_)])
                        }
                        UseHow::Give => matches!(ab.costs[..], [Cost::PhaseAction, Cost::Blood(_)]),
                        _ => ab.costs == [Cost::Edge],
                    }
            })
            .cloned();
        let Some(ab) = ab else { return };
        for c in &ab.costs {
            match c {
                Cost::PhaseAction => self.discards = self.discards.saturating_sub(1),
                Cost::Edge => self.set_edge(None),
                Cost::Discard(_) => {
                    if let Some(card) = card {
                        self.ability_discard(card, v);
                    }
                }
                Cost::Blood(n) => self.add_blood(v, -i32::from(*n)),
                // `Ability::check` admits no other cost on a discard-phase ability.
                Cost::Lock
                | Cost::DiscardType(_)
                | Cost::DiscardCards(..)
                | Cost::Counter
                | Cost::BloodX
                | Cost::Life(_)
                | Cost::Pool(_)
                | Cost::Burn
                | Cost::BurnVampireNot(_)
                | Cost::PoolPerOtherEvent
                | Cost::Remove => {}
            }
        }
        for verb in &ab.verbs {
            match *verb {
                // Moved to the uncontrolled vampire chosen.
                Verb::Blood(n) if how == UseHow::Give => {
                    if let Some(u) = card {
                        self.add_blood(u, i32::from(n));
                    }
                }
                Verb::Blood(n) => self.add_blood(v, i32::from(n)),
                Verb::Pool(n) => {
                    let seat = self.card(v).controller;
                    self.add_pool(seat, i32::from(n));
                }
                Verb::Untap => {
                    self.card_mut(v).tapped = false;
                    self.emit(|| crate::event::Event::Untaps { card: v });
                }
                _ => {}
            }
        }
    }

    /// The actions a ready vampire's own abilities grant it in the minion phase
    /// (`when=minion-action`, p. 20), one option per target: entering combat with a locked
    /// vampire of another Methuselah. Not twice in a turn at the same target (p. 22).
    pub(crate) fn ability_action_options(&self, v: CardId, out: &mut Vec<Choice>) {
        let seat = self.card(v).controller;
        for ab in self.own_abilities(v) {
            if ab.when != Some(Window::MinionAction) || !self.ability_costs_payable(v, ab) {
                continue;
            }
            // A political action: once each turn (`crate::effects::referendums`).
            if ab.verbs.contains(&Verb::Referendum) {
                self.own_referendum_options(v, out);
                continue;
            }
            // Searched for once successful: nothing named as it is announced (p. 22: not
            // twice a turn).
            if ab.target == Selector::LIBRARY_MINION_CARD {
                let kind = crate::state::ActionKind::Ability { target: None };
                let taken = self
                    .mods
                    .no_repeat
                    .iter()
                    .any(|&(turn, x, k)| turn == self.turn && x == v && k == kind);
                if !taken {
                    out.push(Choice::AbilityAction {
                        minion: v,
                        target: None,
                    });
                }
                continue;
            }
            // A bleed of the prey (p. 21: one each turn).
            if ab.target == Selector::PREY {
                if self.card(v).bled_turn != self.turn && self.prey(seat) != seat {
                    out.push(Choice::AbilityAction {
                        minion: v,
                        target: None,
                    });
                }
                continue;
            }
            // Your own ash heap (undirected).
            if ab.target == Selector::ASH_HEAP_POLITICAL {
                for &t in &self.seats[seat.index()].ash_heap {
                    let taken = self.ability_action_taken(v, t);
                    if !taken
                        && self
                            .facts(t)
                            .types
                            .contains(jyhad_cards::LibraryTypes::POLITICAL_ACTION)
                    {
                        out.push(Choice::AbilityAction {
                            minion: v,
                            target: Some(t),
                        });
                    }
                }
                continue;
            }
            // A vampire in your uncontrolled region (undirected: p. 21).
            if ab.target == Selector::UNCONTROLLED {
                for &t in &self.seats[seat.index()].uncontrolled {
                    if !self.ability_action_taken(v, t) {
                        out.push(Choice::AbilityAction {
                            minion: v,
                            target: Some(t),
                        });
                    }
                }
                continue;
            }
            for s in self.alive_from(seat) {
                if s == seat {
                    continue;
                }
                let m = &self.seats[s.index()];
                let targets: &[CardId] = match ab.target {
                    Selector::LOCKED_VAMPIRE | Selector::THEIR_READY_MINION => &m.ready,
                    Selector::PLAIN_EQUIPMENT => &m.in_play,
                    _ => &[],
                };
                for &t in targets {
                    let taken = self.ability_action_taken(v, t);
                    if !taken && self.ability_action_target(ab.target, seat, t) {
                        out.push(Choice::AbilityAction {
                            minion: v,
                            target: Some(t),
                        });
                    }
                }
            }
        }
    }

    /// Whether a vampire took its own action at this target this turn (once each turn at a
    /// target, also after Change of Target: rulebook p. 22).
    fn ability_action_taken(&self, v: CardId, t: CardId) -> bool {
        let kind = crate::state::ActionKind::Ability { target: Some(t) };
        self.mods
            .no_repeat
            .iter()
            .any(|&(turn, x, k)| turn == self.turn && x == v && k == kind)
    }

    /// Whether a card is a target of a vampire's ability action: a locked vampire, or an
    /// equipment on a minion that is defined as no weapon, vehicle or electronic.
    fn ability_action_target(&self, sel: Selector, seat: Seat, t: CardId) -> bool {
        match sel {
            Selector::LOCKED_VAMPIRE | Selector::THEIR_READY_MINION => {
                self.selects(sel, SelectCtx::of(seat), t)
            }
            Selector::PLAIN_EQUIPMENT => {
                self.card(t).host.is_some()
                    && self
                        .facts(t)
                        .types
                        .contains(jyhad_cards::LibraryTypes::EQUIPMENT)
                    // A location while in play is no equipment.
                    && !self.facts(t).location
                    && self
                        .defs
                        .get(self.card(t).def)
                        .is_some_and(|d| !d.weapon && !d.vehicle && !d.electronic)
            }
            _ => false,
        }
    }

    /// A vampire's ability giving a vampire of its Methuselah intercept for its blood
    /// during an action (`when=action cost=blood:1 target=vampire,ready,yours intercept+1
    /// for=action`): the blood it costs and the intercept it gives.
    pub(crate) fn blood_intercept_ability(&self, v: CardId) -> Option<(u8, i8)> {
        if !self.vampires_have(Some(Window::Action)) || !self.is_vampire(v) {
            return None;
        }
        self.own_abilities(v).find_map(|ab| match ab.costs[..] {
            [Cost::Blood(n)]
                if ab.when == Some(Window::Action) && ab.target == Selector::OWN_READY_VAMPIRE =>
            {
                Some((n, ab.stat(Stat::Intercept)))
            }
            _ => None,
        })
    }

    /// A vampire's own bleed action (`when=minion-action cost=blood:1 target=prey bleed+2`):
    /// its bleed bonus and the blood it costs.
    pub(crate) fn ability_bleed(&self, v: CardId) -> Option<(i8, u8)> {
        let ab = self
            .own_abilities(v)
            .find(|ab| ab.when == Some(Window::MinionAction) && ab.target == Selector::PREY)?;
        let cost = ab.costs.iter().fold(0u8, |n, c| match c {
            Cost::Blood(b) => n.saturating_add(*b),
            _ => n,
        });
        Some((ab.stat(Stat::Bleed), cost))
    }

    /// The stealth of a vampire's ability action (`when=minion-action stealth+1`).
    pub(crate) fn ability_action_stealth(&self, v: CardId) -> i8 {
        self.own_abilities(v)
            .find(|ab| ab.when == Some(Window::MinionAction))
            .map_or(0, |ab| ab.stat(Stat::Stealth))
    }

    /// Whether a vampire can pay an ability's blood cost.
    fn ability_costs_payable(&self, v: CardId, ab: &Ability) -> bool {
        ab.costs.iter().all(|c| match c {
            Cost::Blood(n) => self.card(v).counters >= *n,
            _ => true,
        })
    }

    /// A vampire's ability action succeeded (p. 26: its effect applies once successful):
    /// combat with the target, if both are still ready and the target still locked (group
    /// ruling "Action targeting locked minion" [ANK 20210124] [LSJ 20070411] [LSJ
    /// 20090514]: otherwise it fizzles).
    pub(crate) fn ability_action_succeeds(&mut self, actor: CardId, target: Option<CardId>) {
        let Some(ab) = self
            .own_abilities(actor)
            .find(|ab| ab.when == Some(Window::MinionAction))
            .cloned()
        else {
            return;
        };
        for c in &ab.costs {
            if let Cost::Blood(n) = c {
                self.add_blood(actor, -i32::from(*n));
            }
        }
        if self.card(actor).region != crate::state::Region::Ready {
            return;
        }
        if ab.target == Selector::LIBRARY_MINION_CARD {
            let seat = self.card(actor).controller;
            self.follow_up = Some(crate::state::FollowUp::SearchToHand { seat });
            return;
        }
        let Some(t) = target else { return };
        match ab.verbs[..] {
            [Verb::EnterCombat]
                if self.card(t).region == crate::state::Region::Ready
                    && (ab.target != Selector::LOCKED_VAMPIRE || self.card(t).tapped) =>
            {
                self.start_combat(actor, t);
            }
            // The equipment moves onto the acting vampire, if still in play (p. 22: a
            // minion's equipment).
            // From your ash heap to your hand, then down to your hand size.
            [Verb::Stat(Stat::Stealth, _), Verb::ToHand]
                if self.card(t).region == crate::state::Region::AshHeap =>
            {
                let seat = self.card(actor).controller;
                self.move_card(t, crate::state::Region::Hand, seat);
                if self.seats[seat.index()].hand.len() > self.hand_size_of(seat) {
                    self.in_play.discard_down = true;
                }
            }
            // Blood on a vampire still in the uncontrolled region.
            [Verb::Stat(Stat::Stealth, _), Verb::Blood(n)]
                if self.card(t).region == crate::state::Region::Uncontrolled =>
            {
                self.add_blood(t, i32::from(n));
            }
            // Blood or life taken from a minion still ready; an ally or retainer left
            // without life is burned (p. 32).
            [Verb::Stat(Stat::Stealth, _), Verb::StealBlood(n)]
                if self.card(t).region == crate::state::Region::Ready =>
            {
                let amount = n.min(self.card(t).counters);
                self.add_blood(t, -i32::from(amount));
                self.add_blood(actor, i32::from(amount));
                self.emit(|| crate::event::Event::Steals {
                    by: actor,
                    from: t,
                    amount,
                });
                if !self.is_vampire(t) && self.card(t).counters == 0 {
                    self.burn(t);
                }
            }
            [Verb::Steal] if self.card(t).region == crate::state::Region::InPlay => {
                let seat = self.card(actor).controller;
                self.move_card(t, crate::state::Region::InPlay, seat);
                self.card_mut(t).host = Some(actor);
                self.enter_unique(t);
            }
            _ => {}
        }
    }

    /// A vampire's discard-phase ability aimed at a Methuselah used: a discard phase action
    /// spent, `at` discards a card drawn at random by the game (`when=discard-phase
    /// cost=phase-action target=predator-or-prey discard-random`).
    pub(crate) fn use_discard_phase_ability_at(&mut self, at: Seat) {
        self.discards = self.discards.saturating_sub(1);
        let hand = &self.seats[at.index()].hand;
        if hand.is_empty() {
            return;
        }
        let card = hand[rand::Rng::gen_range(&mut self.rng, 0..hand.len())];
        self.burn_quiet(card);
        self.emit(|| crate::event::Event::Discarded { card });
    }

    /// As an action directed at a minion is announced, the minion's abilities that make it
    /// fail (`when=action-announced if=directed-at-self if=coin-tails action-fails`): a coin
    /// is flipped with the game's random source; on tails the action ends unsuccessfully,
    /// its costs unpaid. True when the action failed.
    pub(crate) fn announced_at(&mut self, target: CardId) -> bool {
        let fails: Vec<bool> = self
            .own_abilities(target)
            .filter(|ab| {
                ab.when == Some(Window::ActionAnnounced)
                    && ab.verbs == [Verb::ActionFails]
                    && ab.conds.first() == Some(&Cond::DirectedAtSelf)
            })
            .map(|ab| ab.conds.contains(&Cond::CoinTails))
            .collect();
        for coin in fails {
            let fail = !coin || {
                let tails = rand::Rng::gen_bool(&mut self.rng, 0.5);
                self.emit(|| crate::event::Event::CoinFlip {
                    card: target,
                    tails,
                });
                tails
            };
            if fail {
                self.action_fails();
                return true;
            }
        }
        false
    }

    /// After a combat ends, a combatant's controller may untap it if the opposing minion is
    /// no longer ready (`when=combat-end if=not:opponent,ready untap limit=turn`; p. 33),
    /// once each turn: the vampire's own card in the turn's used cards is the mark (a
    /// vampire is never a card it plays).
    pub(crate) fn after_combat_abilities(&mut self, sides: [CardId; 2]) {
        if self.follow_up.is_some() {
            return;
        }
        for (m, opp) in [(sides[0], sides[1]), (sides[1], sides[0])] {
            if self.card(m).region != crate::state::Region::Ready
                || !self.card(m).tapped
                || self.card(opp).region == crate::state::Region::Ready
            {
                continue;
            }
            let def = self.card(m).def;
            let used = self.used_this_turn.contains(&(m, def));
            let once = self.own_abilities(m).find(|ab| {
                ab.when == Some(Window::CombatEnd)
                    && ab.conds == [Cond::OpponentNotReady]
                    && ab.verbs == [Verb::Untap]
                    && !(used && ab.limit == Some(Limit::Turn))
            });
            let Some(limit) = once.map(|ab| ab.limit) else {
                continue;
            };
            if limit == Some(Limit::Turn) {
                self.used_this_turn.push((m, def));
            }
            self.follow_up = Some(crate::state::FollowUp::MayUntap {
                seat: self.card(m).controller,
                vampire: m,
            });
            return;
        }
    }

    /// The blood a card costs the minion `by` playing it as `kind` (`None`: as any of its
    /// types; a combat card: [`State::combat_blood_cost`]): its printed cost, halved
    /// (rounded down) by a card on `by` that halves the costs of the cards it plays
    /// ([`State::blood_cost_halved`], The Ankara Citadel), then changed by `by`'s statics
    /// (`if=card-discipline:vis blood-cost-1`, `if=card-kind:reaction blood-cost+1`), never
    /// below 0 (p. 7; multiplication and division first, then additions: ruling
    /// [RTR 20070707]). A card of several types is of the type it is played as (ruling
    /// [PIB 20150924-2] on Scout Youngwood).
    pub(crate) fn cost_of(&self, card: CardId, by: CardId, kind: Option<PlayKind>) -> u8 {
        self.cost_changed(card, by, kind, self.facts(card).blood_cost)
    }

    /// `cost` (a card's printed blood cost, or what replaces it) halved when a card on `by`
    /// halves it, then changed by `by`'s statics as [`State::cost_of`] says.
    pub(crate) fn cost_changed(
        &self,
        card: CardId,
        by: CardId,
        kind: Option<PlayKind>,
        cost: u8,
    ) -> u8 {
        // Halved first, then changed (ruling [RTR 20070707]).
        let halved = self.blood_cost_halved(by, card, kind, cost);
        if self.vampire_words & crate::defs::ability::COST_CHANGE == 0 {
            return halved;
        }
        halved.saturating_add_signed(self.cost_change(card, by, by, Selector::OWN, kind, by))
    }

    /// What `holder`'s statics aimed at `want` (itself, or the minion in combat with it)
    /// add to the blood `card` costs `player` playing it as `kind`; `opp`: the minion in
    /// combat with `player`, for `if=opponent,clan:`.
    fn cost_change(
        &self,
        card: CardId,
        holder: CardId,
        player: CardId,
        want: Selector,
        kind: Option<PlayKind>,
        opp: CardId,
    ) -> i8 {
        let types = self.facts(card).types;
        let of_kind = |k: PlayKind| match kind {
            Some(p) => p == k,
            None => {
                use jyhad_cards::LibraryTypes as T;
                let t = match k {
                    PlayKind::Combat => T::COMBAT,
                    PlayKind::Reaction => T::REACTION,
                    PlayKind::Modifier => T::ACTION_MODIFIER,
                    PlayKind::Action => T::ACTION,
                    PlayKind::Political => T::POLITICAL_ACTION,
                    PlayKind::Equipment => T::EQUIPMENT,
                    PlayKind::Retainer => T::RETAINER,
                    PlayKind::Ally => T::ALLY,
                    _ => return false,
                };
                types.contains(t)
            }
        };
        let mut change: i8 = 0;
        for ab in self.own_abilities(holder) {
            if !ab.is_static() || ab.target != want || ab.stat(Stat::BloodCost) == 0 {
                continue;
            }
            let holds = ab.conds.iter().all(|c| match *c {
                Cond::CardKind(k) => of_kind(k),
                Cond::CardDiscipline(d) => self.requires_discipline(card, d),
                // The clan of the minion in combat with the ability's vampire.
                Cond::OpponentClan(i) => {
                    let other = if holder == player { opp } else { player };
                    crate::defs::clans()
                        .get(usize::from(i))
                        .is_some_and(|clan| self.facts(other).clans.contains(clan))
                }
                _ => false,
            });
            if holds {
                change = change.saturating_add(ab.stat(Stat::BloodCost));
            }
        }
        change
    }

    /// The blood a combat card costs the minion `m` playing it in combat with `opp`: its
    /// printed cost changed by `m`'s statics (`if=card-kind:combat blood-cost-1`,
    /// `if=card-discipline:vis blood-cost-1`) and by `opp`'s (`if=card-kind:combat
    /// if=card-discipline:ser if=opponent,clan:Ministry target=opponent blood-cost+1`),
    /// never below 0 (p. 7).
    pub(crate) fn combat_blood_cost(&self, m: CardId, card: CardId, opp: CardId) -> u8 {
        let kind = Some(PlayKind::Combat);
        // Halved first, then changed (ruling [RTR 20070707]).
        let printed = self.blood_cost_halved(m, card, kind, self.facts(card).blood_cost);
        if self.vampire_words & crate::defs::ability::COST_CHANGE == 0 {
            return printed;
        }
        let change = self
            .cost_change(card, m, m, Selector::OWN, kind, opp)
            .saturating_add(self.cost_change(card, opp, m, Selector::OPPONENT, kind, opp));
        printed.saturating_add_signed(change)
    }

    /// As a vampire enters play, its controller may remove it from the game for its
    /// effects (`when=enters-play cost=remove target=vampire,untitled,yours,other anarch pool-or-crypt`):
    /// offered when another untitled vampire of its is there to become anarch.
    /// True when the choice is pending (its contests come once it is declined).
    pub(crate) fn entered_play(&mut self, v: CardId) -> bool {
        let seat = self.card(v).controller;
        let has = self.own_abilities(v).any(|ab| {
            ab.when == Some(Window::EntersPlay)
                && ab.costs == [Cost::Remove]
                && ab.target == Selector::OWN_UNTITLED
        });
        if has && self.follow_up.is_none() && self.untitled_vampires(seat).any(|c| c != v) {
            self.follow_up = Some(crate::state::FollowUp::EntersPlay { seat, card: v });
            return true;
        }
        false
    }

    /// A vampire brought out enters the contests of a unique card and of its title (p. 17).
    pub(crate) fn enters_contests(&mut self, v: CardId) {
        self.enter_unique(v);
        if self.card(v).region == crate::state::Region::Ready {
            self.mark_title_contest(v);
        }
    }

    /// Gains its Methuselah 1 pool, or draws the top card of its crypt to its uncontrolled
    /// region (p. 35).
    pub(crate) fn pool_or_crypt(&mut self, seat: Seat, draw: bool) {
        if !draw {
            self.add_pool(seat, 1);
            return;
        }
        if let Some(c) = self.seats[seat.index()].crypt.pop() {
            self.card_mut(c).region = crate::state::Region::Uncontrolled;
            self.seats[seat.index()].uncontrolled.push(c);
            self.emit(|| crate::event::Event::CryptDraw { seat });
        }
    }

    /// The untitled vampires a Methuselah controls, ready or in torpor.
    pub(crate) fn untitled_vampires(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        let m = &self.seats[seat.index()];
        m.ready
            .iter()
            .chain(&m.torpor)
            .copied()
            .filter(|&c| self.is_vampire(c) && self.title_of(c).is_none())
    }

    /// During its controller's untap or influence phase (`window`), the abilities a ready
    /// vampire may use (p. 7, p. 35): for blood, `crypt-top-anarch:Malkavian`; for blood
    /// or the Edge, blood on an uncontrolled vampire of a clan (`target=vampire,uncontrolled,clan:Nosferatu
    /// blood+1`, one option per such vampire); `limit=turn`: once each turn (the vampire
    /// among the turn's used cards).
    pub(crate) fn phase_ability_options(&self, seat: Seat, window: Window, out: &mut Vec<Choice>) {
        // Asked at every influence decision: most games have no vampire to find.
        if !self.vampires_have(Some(window)) {
            return;
        }
        let m = &self.seats[seat.index()];
        for &v in m.ready.iter().chain(&m.torpor) {
            let ready = self.card(v).region == crate::state::Region::Ready;
            for ab in self.own_abilities(v) {
                // Without `if=ready`, usable in torpor too (group ruling "Ability usable in
                // torpor" [LSJ 20011022]).
                let conds_ok = match ab.conds[..] {
                    [] => true,
                    [Cond::Ready] => ready,
                    _ => false,
                };
                if ab.when != Some(window) || !conds_ok {
                    continue;
                }
                let paid = match ab.costs[..] {
                    [Cost::Blood(n)] => self.card(v).counters >= n,
                    [Cost::Edge] => self.edge == Some(seat),
                    // Blood another vampire gives (`steal-blood:N`).
                    [] => matches!(ab.verbs[..], [Verb::StealBlood(_)]),
                    _ => false,
                };
                let spent = ab.limit == Some(Limit::Turn) && self.in_play.used.contains(&v);
                if !paid || spent {
                    continue;
                }
                let use_ = |target| Choice::UseCard {
                    card: v,
                    target,
                    from: None,
                    how: Some(UseHow::Blood),
                };
                match (&ab.verbs[..], ab.target) {
                    ([Verb::CryptTopAnarch(_)], _) if !m.crypt.is_empty() => out.push(use_(None)),
                    // Another vampire of yours holding the title, with blood to give.
                    ([Verb::StealBlood(_)], t) if t.own_titled_as().is_some() => {
                        let ctx = SelectCtx {
                            own: Some(v),
                            ..SelectCtx::of(seat)
                        };
                        for &u in m.ready.iter().chain(&m.torpor) {
                            if self.card(u).counters > 0 && self.selects(t, ctx, u) {
                                out.push(use_(Some(u)));
                            }
                        }
                    }
                    // An unlocked ally or younger vampire of the prey.
                    // `younger` than the card's own vampire.
                    ([Verb::Tap], Selector::PREY_READY_YOUNGER) => {
                        let prey = self.prey(seat);
                        if prey == seat {
                            continue;
                        }
                        let ctx = SelectCtx {
                            reference: Some(v),
                            ..SelectCtx::of(seat)
                        };
                        for &t in &self.seats[prey.index()].ready {
                            if !self.card(t).tapped && self.selects(ab.target, ctx, t) {
                                out.push(use_(Some(t)));
                            }
                        }
                    }
                    ([Verb::Blood(_)], t) if t.with_clan(Selector::UNCONTROLLED).is_some() => {
                        for &u in &m.uncontrolled {
                            if self.selects(t, SelectCtx::of(seat), u) {
                                out.push(use_(Some(u)));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// A vampire's untap- or influence-phase ability used (`target`: the uncontrolled
    /// vampire chosen): its cost paid; blood added to the target, or the top card of the
    /// crypt revealed and removed from the game and, of the clan, one of the controller's
    /// untitled vampires made anarch (its pick when there are several).
    pub(crate) fn use_phase_ability(&mut self, v: CardId, window: Window, target: Option<CardId>) {
        let ab = self
            .own_abilities(v)
            .find(|ab| ab.when == Some(window))
            .cloned();
        let Some(ab) = ab else { return };
        let seat = self.card(v).controller;
        if ab.limit == Some(Limit::Turn) {
            self.in_play.used.push(v);
        }
        for c in &ab.costs {
            match *c {
                Cost::Blood(n) => self.add_blood(v, -i32::from(n)),
                Cost::Edge => self.set_edge(None),
                _ => {}
            }
        }
        for verb in &ab.verbs {
            match *verb {
                Verb::Blood(n) => {
                    if let Some(u) = target {
                        self.add_blood(u, i32::from(n));
                    }
                }
                Verb::Tap => {
                    if let Some(t) = target.filter(|&t| self.is_minion_in_play(t)) {
                        self.tap_minion(t);
                    }
                }
                // Blood moved from the target onto this vampire.
                Verb::StealBlood(n) => {
                    if let Some(t) = target {
                        let amount = n.min(self.card(t).counters);
                        self.add_blood(t, -i32::from(amount));
                        self.add_blood(v, i32::from(amount));
                    }
                }
                Verb::CryptTopAnarch(i) => {
                    let Some(&top) = self.seats[seat.index()].crypt.last() else {
                        continue;
                    };
                    self.move_card(top, crate::state::Region::Removed, seat);
                    let of_clan = crate::defs::clans()
                        .get(usize::from(i))
                        .is_some_and(|clan| self.facts(top).clans.contains(clan));
                    if !of_clan {
                        continue;
                    }
                    let untitled: Vec<CardId> = self.untitled_vampires(seat).collect();
                    match untitled[..] {
                        [] => {}
                        [one] => self.card_mut(one).anarch = true,
                        _ => self.follow_up = Some(crate::state::FollowUp::MakeAnarch { seat }),
                    }
                }
                _ => {}
            }
        }
    }

    /// As a combat begins, the optional maneuver and the prevention each combatant's own
    /// statics give it once for the combat (`maneuver limit=combat`, `prevent+1
    /// limit=combat`; p. 29, p. 31): kept in the lasting store, named by the vampire
    /// itself, used up when used.
    pub(crate) fn combat_start_abilities(&mut self, sides: [CardId; 2]) {
        for m in sides {
            let mut grants: Vec<crate::state::Gives> = Vec::new();
            for ab in self.own_abilities(m) {
                if !ab.is_static() || ab.limit != Some(Limit::Combat) {
                    continue;
                }
                for v in &ab.verbs {
                    match *v {
                        Verb::Maneuver => grants.push(crate::state::Gives::Maneuvers(1)),
                        Verb::Prevent(n) => grants.push(crate::state::Gives::Prevent(n)),
                        _ => {}
                    }
                }
            }
            for gives in grants {
                self.lasting.add(crate::state::Lasting {
                    source: m,
                    holder: crate::state::Holder::Minion(m),
                    gives,
                    until: crate::state::Until::Combat,
                });
            }
        }
    }

    /// As a Methuselah's minion phase ends, its vampires' triggers (`when=minion-phase-end
    /// burn draw-crypt`, in torpor too): the vampire burns, then the top card of the crypt
    /// moves to the uncontrolled region (p. 35).
    pub(crate) fn minion_phase_end_abilities(&mut self, seat: Seat) {
        if !self.vampires_have(Some(Window::MinionPhaseEnd)) {
            return;
        }
        let m = &self.seats[seat.index()];
        let firing: Vec<CardId> = m
            .ready
            .iter()
            .chain(&m.torpor)
            .copied()
            .filter(|&v| {
                self.own_abilities(v)
                    .any(|ab| ab.when == Some(Window::MinionPhaseEnd))
            })
            .collect();
        for v in firing {
            self.burn(v);
            self.pool_or_crypt(seat, true);
        }
    }

    /// The votes counted again as a referendum's results are tallied, for and against: those
    /// the vampires of a Methuselah with a ready vampire doubling them cast
    /// (`if=ready target=you double-votes`; p. 27), abstentions left out. No other vote
    /// multiplier is automated, so none is refused on those vampires.
    pub(crate) fn doubled_votes(&self) -> (u16, u16) {
        let (mut yes, mut no) = (0u16, 0u16);
        for m in &self.seats {
            let doubles = m.ready.iter().any(|&v| {
                self.own_abilities(v)
                    .any(|ab| ab.is_static() && ab.verbs == [Verb::DoubleVotes])
            });
            if !doubles {
                continue;
            }
            for &(c, side, votes, _) in &self.mods.cast {
                if m.ready.contains(&c) && self.is_vampire(c) && !self.abstains(c) {
                    match side {
                        VoteSide::For => yes += u16::from(votes),
                        VoteSide::Against => no += u16::from(votes),
                    }
                }
            }
        }
        (yes, no)
    }

    /// Actions a Methuselah's ready vampires add to the phase that opens (`when=master-phase
    /// if=ready target=you phase-actions+1`; p. 18, p. 19); `if=untapped`: only if the
    /// vampire is unlocked as the phase opens.
    pub(crate) fn vampire_phase_actions(&self, seat: Seat, window: Window) -> u8 {
        if !self.vampires_have(Some(window)) {
            return 0;
        }
        let mut n: u8 = 0;
        for &v in &self.seats[seat.index()].ready {
            for ab in self.own_abilities(v) {
                if ab.when == Some(window)
                    && ab.costs.is_empty()
                    && ab.target == Selector::YOU
                    && ab.conds.first() == Some(&Cond::Ready)
                    && ab.conds[1..]
                        .iter()
                        .all(|c| *c == Cond::Untapped && !self.card(v).tapped)
                {
                    n = n.saturating_add(ab.stat(Stat::PhaseActions).max(0) as u8);
                }
            }
        }
        n
    }

    /// Whether a vampire can strike: dodge with its ability (`when=strike dodge
    /// limit=combat`, Flávio Gonçalves); `used`: its ability already struck this combat.
    /// The blood or life more that each strike at `m` costs the opposing minion (`target=
    /// opponent strike-cost+N`, a vampire's static).
    pub(crate) fn strike_cost_at(&self, m: CardId) -> u8 {
        if !self.vampire_restrictions() {
            return 0;
        }
        self.own_abilities(m)
            .filter(|ab| ab.is_static() && ab.target == Selector::OPPONENT)
            .flat_map(|ab| ab.verbs.iter())
            .fold(0, |n, v| match v {
                Verb::StrikeCost(k) => n.saturating_add(*k),
                _ => n,
            })
    }

    /// Whether a vampire's own ability keeps it from blocking an acting minion of a clan
    /// (`if=actor,clan:Tremere cannot-block`).
    pub(crate) fn own_block_forbidden(&self, blocker: CardId, actor: CardId) -> bool {
        self.own_abilities(blocker).any(|ab| {
            ab.is_static()
                && ab.verbs == [Verb::CannotBlock]
                && ab.conds.iter().all(|c| match *c {
                    Cond::Actor(s) if s.clan.is_some() => {
                        self.selects(s, SelectCtx::of(self.card(blocker).controller), actor)
                    }
                    _ => false,
                })
        })
    }

    /// Whether a vampire's own ability keeps it from taking an action to enter combat with
    /// a minion (`if=opponent,clan:Tremere no-combat-action`).
    pub(crate) fn combat_action_forbidden(&self, m: CardId, target: CardId) -> bool {
        self.own_abilities(m).any(|ab| {
            ab.is_static()
                && ab.verbs == [Verb::NoCombatAction]
                && ab.conds.iter().all(|c| match *c {
                    Cond::OpponentClan(i) => self.of_clan(target, i),
                    _ => false,
                })
        })
    }

    /// Whether the opposing vampire's own ability keeps a minion from using a strike that
    /// ends combat (`if=opponent,clan:Ventrue target=opponent no-combat-ends-strike`).
    pub(crate) fn combat_ends_strike_forbidden(&self, m: CardId, opp: CardId) -> bool {
        self.vampire_restrictions()
            && self.own_abilities(opp).any(|ab| {
                ab.is_static()
                    && ab.verbs == [Verb::NoCombatEndsStrike]
                    && ab.conds.iter().all(|c| match *c {
                        Cond::OpponentClan(i) => self.of_clan(m, i),
                        _ => false,
                    })
            })
    }

    /// Whether a minion's own card gives it a dodge now (`when=strike dodge limit=combat`,
    /// a vampire's or an ally's), not used yet this combat when so limited.
    pub(crate) fn ability_dodge_available(&self, m: CardId, used: bool) -> bool {
        let ally = self
            .in_play_def(m)
            .filter(|d| d.kind == PlayKind::Ally && self.is_ally(m))
            .into_iter()
            .flat_map(|d| d.abilities.iter());
        self.own_abilities(m).chain(ally).any(|ab| {
            ab.when == Some(Window::Strike)
                && ab.verbs.contains(&Verb::Dodge)
                && !(used && ab.limit == Some(Limit::Combat))
        })
    }

    /// Whether a minion meets a card's title requirement: it holds such a title, or a
    /// static of its own lets it play cards as if it did (`plays-as:justicar`; its votes
    /// stay its own: group ruling [ANK 20231221]).
    pub(crate) fn meets_title(
        &self,
        m: CardId,
        wanted: impl Fn(jyhad_cards::Title) -> bool,
    ) -> bool {
        self.title_of(m).is_some_and(&wanted)
            || self.own_abilities(m).any(|ab| {
                ab.is_static()
                    && ab
                        .verbs
                        .iter()
                        .any(|v| {
                        matches!(*v, Verb::PlaysAs(crate::defs::ability::PlaysAs::Title(t)) if wanted(t))
                    })
            })
    }

    /// Whether a minion may call a political action card that requires a title (Parity
    /// Shift: a prince or justicar), a capacity or a sect (Reckless Agitation).
    pub(crate) fn political_title_met(&self, minion: CardId, card: CardId) -> bool {
        let Some(def) = self.defs.get(self.card(card).def) else {
            // Played by its type alone: what its text requires (issue 18).
            return self.text_needs_met(minion, card);
        };
        def.action_effects().all(|e| match e {
            crate::defs::actions::ActionEffect::RequiresTitle(ts) => {
                self.meets_title(minion, |t| ts.is_empty() || ts.contains(&t))
            }
            e => self.vampire_requirement_met(minion, e),
        })
    }
}
