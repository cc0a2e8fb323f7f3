//! Referendums called by an ability as a political action (comprehensive rules "Political
//! Action", rulebook p. 27): a vampire's own (`vampire ; when=minion-action stealth+1
//! referendum …`) and a card in play's that any vampire may call (`… ; when=minion-action
//! stealth+1 referendum burn`). The action is a political action in every respect: once
//! each turn per vampire, undirected, its terms chosen once it succeeds, its polling step
//! as any other; no card gives its caller a vote, so the caller may burn a political action
//! card from hand for one. The effects written after `referendum` are its outcome.

use crate::choice::{Choice, UseHow};
use crate::defs::ability::{Ability, Cond, Selector, Stat, Verb};
use crate::defs::masters::word as W;
use crate::defs::PlayKind;
use crate::effects::select::SelectCtx;
use crate::ids::CardId;
use crate::state::{Gives, Holder, Lasting, Region, State, Terms, Until};
use jyhad_table::Seat;

impl State {
    /// The ability of a vampire or of a card in play that calls a referendum, if any.
    pub(crate) fn referendum_ability(&self, source: CardId) -> Option<&Ability> {
        self.defs
            .get(self.card(source).def)?
            .abilities
            .iter()
            .find(|a| a.verbs.contains(&Verb::Referendum))
    }

    /// Whether a vampire's own action is the referendum its ability calls.
    pub(crate) fn calls_own_referendum(&self, v: CardId) -> bool {
        self.is_vampire(v) && self.referendum_ability(v).is_some()
    }

    /// The stealth of a political action an ability grants: the stealth written before
    /// `referendum` (a political action's default is +1: comprehensive rules "Political
    /// Action").
    pub(crate) fn referendum_stealth(&self, source: CardId) -> i8 {
        let Some(ab) = self.referendum_ability(source) else {
            return 1;
        };
        let at = ab
            .verbs
            .iter()
            .position(|v| *v == Verb::Referendum)
            .unwrap_or(0);
        ab.verbs[..at].iter().fold(0i8, |n, v| match *v {
            Verb::Stat(Stat::Stealth, k) => n.saturating_add(k),
            _ => n,
        })
    }

    /// Whether a ready vampire may take the political action an ability grants: untapped,
    /// no political action yet this turn (comprehensive rules "Political Action"), the
    /// ability's conditions met, and terms that can be met (ruling [LSJ 20100129] [ANK
    /// 20191228], group "Political action with illegal terms").
    fn may_call_referendum(&self, seat: Seat, v: CardId, ab: &Ability) -> bool {
        let c = self.card(v);
        !c.tapped
            && c.region == Region::Ready
            && self.is_vampire(v)
            && c.political_turn != self.turn
            && ab.conds.iter().all(|cond| match *cond {
                Cond::Actor(s) => self.selects(s, SelectCtx::of(seat), v),
                _ => false,
            })
            && ab
                .terms
                .is_none_or(|t| self.political_terms_met(seat, v, None, t))
    }

    /// Whether a Methuselah's minions may not call this source's referendum again this
    /// turn (Delaying Tactics' `no-repeat`).
    fn referendum_repeat_forbidden(&self, seat: Seat, source: CardId) -> bool {
        !self.lasting.is_empty()
            && self.lasting.iter().any(|e| {
                e.holder == Holder::Methuselah(seat) && e.gives == Gives::NoRepeatReferendum(source)
            })
    }

    /// A vampire's own referendum as an option of its minion phase (`ability-action`).
    pub(crate) fn own_referendum_options(&self, v: CardId, out: &mut Vec<Choice>) {
        let seat = self.card(v).controller;
        if let Some(ab) = self.referendum_ability(v) {
            if self.may_call_referendum(seat, v, ab) {
                out.push(Choice::AbilityAction {
                    minion: v,
                    target: None,
                });
            }
        }
    }

    /// The referendums cards in play let any vampire call, for the acting Methuselah's
    /// vampires (`card-action how=referendum`), whoever controls the card.
    pub(crate) fn card_referendum_options(&self, seat: Seat, found: &mut Vec<Choice>) {
        for card in self.cards_in_play_with(W::ABILITY_MINION_ACTION) {
            if self.card(card).region != Region::InPlay {
                continue;
            }
            let Some(ab) = self.referendum_ability(card) else {
                continue;
            };
            if self.defs.get(self.card(card).def).map(|d| d.kind) == Some(PlayKind::Vampire)
                || self.referendum_repeat_forbidden(seat, card)
            {
                continue;
            }
            for &m in &self.seats[seat.index()].ready {
                if self.may_call_referendum(seat, m, ab) {
                    found.push(Choice::CardAction {
                        minion: m,
                        card,
                        how: UseHow::Referendum,
                    });
                }
            }
        }
    }

    /// What a passed referendum called by an ability does: the effects after `referendum`,
    /// to its target (the card itself, you, or what its terms chose).
    pub(crate) fn referendum_ability_outcome(
        &mut self,
        source: CardId,
        caller: Seat,
        terms: &Terms,
    ) {
        let Some(o) = self
            .referendum_ability(source)
            .and_then(Ability::referendum_outcome)
        else {
            return;
        };
        match (o.target, &o.verbs[..]) {
            // The card burns, if still in play.
            (Selector::OWN, [Verb::Burn]) if self.card(source).region == Region::InPlay => {
                self.burn(source);
            }
            (Selector::YOU, [Verb::Stat(Stat::HandSize, n)])
                if *n > 0 && !self.seats[caller.index()].ousted =>
            {
                self.lasting.add(Lasting {
                    source,
                    holder: Holder::Methuselah(caller),
                    gives: Gives::HandSize(*n as u8),
                    until: Until::Game,
                });
            }
            // Each point of the terms on a vampire still ready.
            (Selector::CHOSEN, [Verb::Blood(n)]) => {
                for &v in &terms.cards {
                    if self.card(v).region == Region::Ready && self.is_vampire(v) {
                        self.add_blood(v, i32::from(*n));
                    }
                }
            }
            (Selector::CHOSEN, [Verb::Burn]) => {
                if let Some(v) = terms.vampire.filter(|&v| self.is_minion_in_play(v)) {
                    self.burn(v);
                }
            }
            // Each named card to the caller's hand, by name: another copy if that one left
            // the ash heap (ruling [LSJ 20100917] on Undele); then down to hand size.
            (Selector::CHOSEN, [Verb::ToHand]) => {
                for &c in &terms.cards {
                    let def = self.card(c).def;
                    let heap = &self.seats[caller.index()].ash_heap;
                    let found = if heap.contains(&c) {
                        Some(c)
                    } else {
                        heap.iter().copied().find(|&x| self.card(x).def == def)
                    };
                    if let Some(x) = found {
                        self.move_card(x, Region::Hand, caller);
                    }
                }
                self.discard_down(caller);
            }
            _ => {}
        }
    }
}

// ---- Political action cards put in play, and what they give while there ----

impl State {
    /// A Methuselah's master phase actions this master phase (rulebook p. 18): one, or as
    /// many as a card in play gives them instead (Rumors of Gehenna: copies do not add),
    /// plus those their ready vampires' abilities add. The one query of the count.
    pub(crate) fn master_phase_actions(&self, seat: Seat) -> u8 {
        let more = self.vampire_phase_actions(seat, crate::defs::ability::Window::MasterPhase);
        let base = self
            .lasting
            .iter()
            .filter(|e| e.holder == Holder::Methuselah(seat) && self.lasting_in_force(e))
            .filter_map(|e| match e.gives {
                Gives::MasterActions(n) => Some(n),
                _ => None,
            })
            .max()
            .unwrap_or(1);
        base.saturating_add(more)
    }

    /// Whether a lasting effect holds now: one lasting while its source is in play needs
    /// the source in play under a Methuselah still in the game (ruling [LSJ 20021008] on
    /// The Meddling of Semsith: its effect ends if its player is ousted).
    pub(crate) fn lasting_in_force(&self, e: &Lasting) -> bool {
        e.until != Until::InPlay || {
            let c = self.card(e.source);
            c.region == Region::InPlay && !self.seats[c.controller.index()].ousted
        }
    }

    /// Whether a Methuselah does not replace the cards played during a minion phase.
    pub(crate) fn no_replace_in_minion_phase(&self, seat: Seat) -> bool {
        !self.lasting.is_empty()
            && self.lasting.iter().any(|e| {
                e.holder == Holder::Methuselah(seat)
                    && e.gives == Gives::NoReplaceInMinionPhase
                    && self.lasting_in_force(e)
            })
    }

    /// As a minion phase ends, the Methuselahs who could not replace cards during it draw
    /// up to their hand size (cards "not replaced until" later still count against it:
    /// rulings [LSJ 20070320-1] [ANK 20180318] on The Meddling of Semsith).
    pub(crate) fn replace_after_minion_phase(&mut self) {
        if self.lasting.is_empty() {
            return;
        }
        let seats: Vec<Seat> = self
            .alive_from(Seat(0))
            .filter(|&s| self.no_replace_in_minion_phase(s))
            .collect();
        for s in seats {
            self.refill_hand(s);
        }
    }

    /// A political action card put in play as its referendum passes (`political
    /// put-in-play`): under its caller's control, before its outcome's effects that last
    /// while it is in play.
    pub(crate) fn put_political_in_play(&mut self, card: CardId, caller: Seat) {
        let puts = self.defs.get(self.card(card).def).is_some_and(|d| {
            d.kind == PlayKind::Political
                && d.action_effects()
                    .any(|e| *e == crate::defs::actions::ActionEffect::PutInPlay)
        });
        if puts && self.card(card).region == Region::Limbo && !self.seats[caller.index()].ousted {
            self.move_card(card, Region::InPlay, caller);
        }
    }

    /// An outcome's effect on a chosen Methuselah that lasts while the card is in play
    /// (`target=chosen master-actions+1 for=in-play`, `no-replace-in-minion-phase`).
    pub(crate) fn outcome_while_in_play(&mut self, card: CardId, seat: Seat, verb: Verb) {
        if self.card(card).region != Region::InPlay {
            return;
        }
        let gives = match verb {
            Verb::Stat(Stat::MasterActions, n) if n > 0 => Gives::MasterActions(1 + n as u8),
            Verb::NoReplaceInMinionPhase => Gives::NoReplaceInMinionPhase,
            _ => return,
        };
        self.lasting.add(Lasting {
            source: card,
            holder: Holder::Methuselah(seat),
            gives,
            until: Until::InPlay,
        });
    }
}

impl State {
    /// What discarding a card as a discard phase action costs each Methuselah in pool: the
    /// statics of the cards in play (`target=each-methuselah discard-cost+1`: Camarilla
    /// Threat; p. 19: none by default).
    pub(crate) fn discard_pool_cost(&self) -> i32 {
        if !self.any_has_words(W::ABILITY_STATIC) {
            return 0;
        }
        let mut n = 0i32;
        for s in self.alive_from(Seat(0)) {
            for &c in &self.seats[s.index()].in_play {
                if !self.has_words(c, W::ABILITY_STATIC) {
                    continue;
                }
                let Some(d) = self.defs.get(self.card(c).def) else {
                    continue;
                };
                for ab in d.abilities.iter() {
                    if ab.is_static() && ab.target == Selector::EACH_METHUSELAH {
                        n += i32::from(ab.stat(Stat::DiscardCost).max(0));
                    }
                }
            }
        }
        n
    }
}

impl State {
    /// Votes the statics of the cards on a vampire give it (`target=host votes+2`: a master
    /// card put on it).
    pub(crate) fn standing_votes(&self, v: CardId) -> u8 {
        if !self.any_has_words(W::ABILITY_STATIC) {
            return 0;
        }
        let mut n = 0u8;
        for x in self.attached(v) {
            let Some(d) = self.defs.get(self.card(x).def) else {
                continue;
            };
            for ab in d.statics() {
                if ab.target == Selector::HOST && ab.conds.is_empty() {
                    n = n.saturating_add(ab.stat(Stat::Votes).max(0) as u8);
                }
            }
        }
        n
    }
}

impl State {
    /// Whether a combat is between two vampires of a sect, one of them `seat`'s
    /// (`if=combat-between:camarilla`).
    pub(crate) fn combat_between(
        &self,
        sides: [CardId; 2],
        sect: jyhad_cards::Sect,
        seat: Seat,
    ) -> bool {
        let of = |v: CardId| self.is_vampire(v) && self.sect_of(v) == sect;
        of(sides[0]) && of(sides[1]) && sides.iter().any(|&v| self.card(v).controller == seat)
    }
}

impl State {
    /// A minion card: a library card but a master card or an event (comprehensive rules
    /// "Card Types").
    pub(crate) fn is_minion_card(&self, c: CardId) -> bool {
        let t = self.facts(c).types;
        !t.is_empty()
            && !t.contains(jyhad_cards::LibraryTypes::MASTER)
            && !t.contains(jyhad_cards::LibraryTypes::EVENT)
    }
}
