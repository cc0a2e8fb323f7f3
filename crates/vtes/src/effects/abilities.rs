//! Vampires' special abilities, applied at the window each names (the crypt cards of the
//! Fifth Edition starter decks and of the archive decks; see `cards/vampires.defs`): the
//! engine side of the compositional grammar ([`crate::defs::ability`]) for vampires.

use crate::choice::{Choice, UseHow, VoteSide};
use crate::defs::ability::{Ability, Cond, Cost, Limit, Selector, Stat, Verb, Window};
use crate::defs::vampires::VampireEffect;
use crate::defs::PlayKind;
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
            Cond::Undirected => a.is_some_and(|a| !a.directed),
            Cond::ActorTitled => a.is_some_and(|a| self.title_of(a.actor).is_some()),
            Cond::ActorClan(i) => a.is_some_and(|a| {
                crate::defs::clans()
                    .get(usize::from(i))
                    .is_some_and(|clan| self.facts(a.actor).clans.contains(clan))
            }),
            Cond::Edge => self.edge == Some(seat),
            // Capacity as it stands, Discipline cards included (p. 9).
            Cond::ActorCapacity(n) => {
                a.is_some_and(|a| self.is_vampire(a.actor) && self.capacity(a.actor) >= n)
            }
            Cond::Hunting => a.is_some_and(|a| matches!(a.kind, crate::state::ActionKind::Hunt)),
            // Asked by their own windows: a trigger's caller, a reaction's player.
            Cond::CalledBySelf
            | Cond::DirectedAtYou
            | Cond::BleedAtYou
            | Cond::PredatorActing
            | Cond::Tapped
            | Cond::Vampire
            | Cond::Titled
            | Cond::ActorYounger
            | Cond::BloodHunt
            | Cond::VotingAgainst
            | Cond::PoolBled
            | Cond::Untitled
            | Cond::Ready
            | Cond::Title(_)
            | Cond::DirectedAtSelf
            | Cond::CoinTails
            | Cond::PlayedMaster
            | Cond::ByPredatorOrPrey
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
                || ability.target != Selector::Own
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
                    Verb::Damage(n) if ab.target == Selector::BledAnarchs => damage += n.max(0),
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
            if let (Stat::HandSize, Selector::You) = (stat, to) {
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
    /// (`target=blockers:Tzimisce intercept-1`).
    pub(crate) fn actor_intercept_against(&self, actor: CardId, m: CardId) -> i8 {
        let mut sum: i8 = 0;
        for ab in self.own_abilities(actor) {
            if let Selector::BlockersOfClan(i) = ab.target {
                let of_clan = crate::defs::clans()
                    .get(usize::from(i))
                    .is_some_and(|clan| self.facts(m).clans.contains(clan));
                if ab.is_static() && of_clan {
                    sum = sum.saturating_add(ab.stat(Stat::Intercept));
                }
            }
        }
        sum
    }

    /// Votes a vampire's statics give it whichever side it votes on (`vampire ;
    /// if=untitled votes+1 per=others-titled`): no title of its own (ruling [ANK 20190725]
    /// on Gerald Windham: votes, not a title).
    pub(crate) fn static_vampire_votes(&self, v: CardId) -> u8 {
        let mut sum: u8 = 0;
        for ab in self.own_abilities(v) {
            if !ab.is_static() || ab.conds != [Cond::Untitled] || self.title_of(v).is_some() {
                continue;
            }
            let times = match ab.per {
                None => 1,
                Some(crate::defs::ability::Per::OthersTitled) => {
                    let me = self.card(v).controller;
                    self.seats
                        .iter()
                        .enumerate()
                        .filter(|(i, m)| *i != me.index() && !m.ousted)
                        .flat_map(|(_, m)| m.ready.iter())
                        .filter(|&&c| self.is_vampire(c) && self.title_of(c).is_some())
                        .count()
                }
            };
            let n = ab.stat(Stat::Votes).max(0) as usize * times;
            sum = sum.saturating_add(n.min(255) as u8);
        }
        sum
    }

    /// Hand size a Methuselah's ready vampires give it (`vampire ; if=ready target=you
    /// hand-size+1`).
    pub(crate) fn vampire_hand_size(&self, seat: Seat) -> usize {
        let mut n: usize = 0;
        for &v in &self.seats[seat.index()].ready {
            for ab in self.own_abilities(v) {
                if ab.is_static() && ab.target == Selector::You && ab.conds == [Cond::Ready] {
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
            None | Some(Limit::Combat | Limit::Untap | Limit::Round | Limit::Action) => false,
            Some(Limit::Referendum) => self.lasting.iter().any(|e| {
                e.source == by
                    && e.until == crate::state::Until::Referendum
                    && matches!(e.gives, crate::state::Gives::Votes { .. })
            }),
        }
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
        for d in self.discard_abilities(a.actor, Window::Action, Some(a), fits) {
            self.ability_discard_options(a.actor, d, out);
        }
    }

    /// During an action, a would-be blocker may use an ability paid by a discard that
    /// gives it intercept for the action (`when=action cost=discard:tha intercept+1
    /// for=action`; p. 25).
    pub(crate) fn block_discard_options(&self, a: &ActionState, m: CardId, out: &mut Vec<Choice>) {
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
        let Some(v) = r.called_by else { return };
        // Pool for its controller once the referendum is resolved (`when=referendum-passed
        // if=called-by-self target=you pool+1`), wherever the caller is now.
        let pool: i32 = self
            .own_abilities(v)
            .filter(|ab| {
                ab.when == Some(Window::ReferendumPassed)
                    && ab.conds == [Cond::CalledBySelf]
                    && ab.target == Selector::You
            })
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
        let untaps = self.own_abilities(v).any(|ab| {
            ab.when == Some(Window::ReferendumPassed)
                && ab.conds == [Cond::CalledBySelf]
                && ab.target == Selector::Own
                && ab.verbs.contains(&Verb::Untap)
        });
        if self.card(v).region == crate::state::Region::Ready && self.card(v).tapped && untaps {
            self.follow_up = Some(crate::state::FollowUp::MayUntap {
                seat: self.card(v).controller,
                vampire: v,
            });
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
        let seat = self.active;
        for &v in &self.seats[seat.index()].ready {
            for ab in self.own_abilities(v) {
                if ab.when != Some(Window::DiscardPhase) {
                    continue;
                }
                let how = match (&ab.costs[..], &ab.verbs[..]) {
                    ([Cost::PhaseAction], [Verb::Blood(_)]) if self.discards > 0 => UseHow::Blood,
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

    /// A vampire's discard-phase ability used: its cost paid, its effect applied.
    pub(crate) fn use_discard_phase_ability(&mut self, v: CardId, how: UseHow) {
        let ab = self
            .own_abilities(v)
            .find(|ab| {
                ab.when == Some(Window::DiscardPhase)
                    && match how {
                        UseHow::Blood => ab.costs == [Cost::PhaseAction],
                        _ => ab.costs == [Cost::Edge],
                    }
            })
            .cloned();
        let Some(ab) = ab else { return };
        for c in &ab.costs {
            match c {
                Cost::PhaseAction => self.discards = self.discards.saturating_sub(1),
                Cost::Edge => self.set_edge(None),
                // `Ability::check` admits no other cost on a discard-phase ability.
                Cost::Discard(_)
                | Cost::Lock
                | Cost::Blood(_)
                | Cost::BloodX
                | Cost::Life(_)
                | Cost::Burn => {}
            }
        }
        for verb in &ab.verbs {
            match *verb {
                Verb::Blood(n) => self.add_blood(v, i32::from(n)),
                Verb::Untap => {
                    self.card_mut(v).tapped = false;
                    self.emit(|| crate::event::Event::Untaps { card: v });
                }
                _ => {}
            }
        }
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

    /// Whether a vampire can strike: dodge with its ability (`when=strike dodge
    /// limit=combat`, Flávio Gonçalves); `used`: its ability already struck this combat.
    pub(crate) fn ability_dodge_available(&self, m: CardId, used: bool) -> bool {
        self.own_abilities(m).any(|ab| {
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
    /// Shift: a prince or justicar).
    pub(crate) fn political_title_met(&self, minion: CardId, card: CardId) -> bool {
        let Some(def) = self.defs.get(self.card(card).def) else {
            return true;
        };
        def.action_effects().all(|e| match e {
            crate::defs::actions::ActionEffect::RequiresTitle(ts) => {
                self.meets_title(minion, |t| ts.contains(&t))
            }
            _ => true,
        })
    }
}
