//! Vampires' special abilities, applied at the window each names (the crypt cards of the
//! Fifth Edition starter decks; see `cards/vampires.defs`): the engine side of the
//! compositional grammar ([`crate::defs::ability`]) for vampires.

use crate::choice::{Choice, VoteSide};
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
            // Asked by their own windows: a trigger's caller, a reaction's player.
            Cond::CalledBySelf
            | Cond::DirectedAtYou
            | Cond::BleedAtYou
            | Cond::PredatorActing
            | Cond::Tapped
            | Cond::Vampire
            | Cond::Titled
            | Cond::ActorYounger
            | Cond::Title(_)
            | Cond::Ready
            | Cond::BloodHunt
            | Cond::VotingAgainst
            | Cond::DirectedAtSelf
            | Cond::CoinTails
            | Cond::Discipline(..)
            | Cond::ToContinue => false,
        }
    }

    /// The sum of a stat that a minion's statics give it now (`vampire ; bleed+1`, `vampire
    /// ; if=directed intercept+1`), in the action in progress if any.
    pub(crate) fn static_stat(&self, m: CardId, stat: Stat, a: Option<&ActionState>) -> i8 {
        let mut sum: i8 = 0;
        for ability in self.own_abilities(m) {
            if !ability.is_static() || !self.conds_hold(ability, self.card(m).controller, a) {
                continue;
            }
            sum = sum.saturating_add(ability.stat(stat));
        }
        sum
    }

    /// The clans a minion plays cards as (its own, and those of its `as-clan:CLAN` statics),
    /// as bits over [`crate::defs::clans`]: a clan requirement (p. 7) is met by any of them.
    pub(crate) fn requirement_clans(&self, m: CardId) -> u64 {
        let own = crate::rules::masks::masks(self.card(m).def).clans;
        self.own_abilities(m)
            .filter(|ab| ab.is_static())
            .flat_map(|ab| ab.verbs.iter())
            .fold(own, |acc, v| match *v {
                Verb::AsClan(i) => acc | 1 << i,
                _ => acc,
            })
    }

    /// Hand size a seat's ready vampires give it (`vampire ; if=ready target=you
    /// hand-size+1`: "while this vampire is ready"; one in torpor gives none).
    pub(crate) fn ready_vampires_hand_size(&self, seat: Seat) -> usize {
        self.seats[seat.index()]
            .ready
            .iter()
            .flat_map(|&v| self.own_abilities(v))
            .filter(|ab| ab.is_static() && ab.target == Selector::You && ab.conds == [Cond::Ready])
            .map(|ab| usize::from(ab.stat(Stat::HandSize).max(0) as u8))
            .sum()
    }

    /// Votes a vampire's statics add as it casts its votes on a side of a referendum
    /// (`vampire ; if=blood-hunt if=voting-against votes+2`).
    pub(crate) fn static_votes(&self, v: CardId, r: &Referendum, side: VoteSide) -> u8 {
        let blood_hunt = matches!(r.kind, crate::state::ReferendumKind::BloodHunt { .. });
        self.own_abilities(v)
            .filter(|ab| {
                ab.is_static()
                    && ab.stat(Stat::Votes) > 0
                    && ab.conds.iter().all(|c| match c {
                        Cond::BloodHunt => blood_hunt,
                        Cond::VotingAgainst => side == VoteSide::Against,
                        _ => false,
                    })
            })
            .fold(0u8, |n, ab| n.saturating_add(ab.stat(Stat::Votes) as u8))
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
    ) -> impl Iterator<Item = Discipline> + 's {
        let seat = self.card(by).controller;
        self.own_abilities(by).filter_map(move |ab| {
            if ab.when != Some(window)
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
    pub(crate) fn bleed_discard_options(&self, a: &ActionState, out: &mut Vec<Choice>) {
        for d in self.discard_abilities(a.actor, Window::Action, Some(a)) {
            self.ability_discard_options(a.actor, d, out);
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
            for d in self.discard_abilities(v, Window::Polling, None) {
                self.ability_discard_options(v, d, out);
            }
        }
    }

    /// The stat changes of the ability `by` used in a window by discarding `card`: the
    /// first ability of that window whose discard the card pays.
    pub(crate) fn discard_ability_stats(
        &self,
        by: CardId,
        card: CardId,
        window: Window,
    ) -> Vec<(Stat, i8)> {
        let requires = |d: Discipline| {
            self.facts(card)
                .requirement
                .as_ref()
                .is_some_and(|r| r.disciplines().any(|x| x == d))
        };
        self.own_abilities(by)
            .find(|ab| {
                ab.when == Some(window) && matches!(ab.costs[..], [Cost::Discard(d)] if requires(d))
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
        let untaps = self.own_abilities(v).any(|ab| {
            ab.when == Some(Window::ReferendumPassed)
                && ab.conds == [Cond::CalledBySelf]
                && ab.verbs.contains(&Verb::Untap)
        });
        if self.card(v).region == crate::state::Region::Ready && self.card(v).tapped && untaps {
            self.follow_up = Some(crate::state::FollowUp::MayUntap {
                seat: self.card(v).controller,
                vampire: v,
            });
        }
    }

    /// After a vampire bleeds successfully for 1 or more, its triggers that give its
    /// controller something until the end of the turn (`when=action-succeeded if=bleeding
    /// target=you hand-size+1 for=turn`: "until your next discard phase", which ends this
    /// turn's: the bleed is the vampire's own action, in its controller's turn).
    pub(crate) fn after_successful_bleed(&mut self, actor: CardId) {
        if !self.is_vampire(actor) {
            return;
        }
        let seat = self.card(actor).controller;
        let n: u8 = self
            .own_abilities(actor)
            .filter(|ab| {
                ab.when == Some(Window::ActionSucceeded)
                    && ab.conds == [Cond::Bleeding]
                    && ab.target == Selector::You
                    && ab.costs.is_empty()
            })
            .map(|ab| ab.stat(Stat::HandSize).max(0) as u8)
            .sum();
        if n > 0 {
            self.lasting.add(crate::state::Lasting {
                source: actor,
                holder: crate::state::Holder::Methuselah(seat),
                gives: crate::state::Gives::HandSize(n),
                until: crate::state::Until::Turn,
            });
            self.refill_hand(seat);
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

    /// Whether a minion may call a political action card that requires a title (Parity
    /// Shift: a prince or justicar).
    pub(crate) fn political_title_met(&self, minion: CardId, card: CardId) -> bool {
        let Some(def) = self.defs.get(self.card(card).def) else {
            return true;
        };
        def.action_effects().all(|e| match e {
            crate::defs::actions::ActionEffect::RequiresTitle(ts) => {
                self.title_of(minion).is_some_and(|t| ts.contains(&t))
            }
            _ => true,
        })
    }
}
