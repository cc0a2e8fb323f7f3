//! Vampires' special abilities, applied at the window each names (the crypt cards of the
//! Fifth Edition starter decks; see `cards/vampires.defs`).

use crate::choice::{Choice, VoteSide};
use crate::defs::vampires::VampireEffect;
use crate::defs::PlayKind;
use crate::ids::CardId;
use crate::state::{ActionState, Referendum, State};
use jyhad_cards::Discipline;

impl State {
    /// The special-ability effects of a minion (none for library cards).
    pub(crate) fn abilities(&self, c: CardId) -> impl Iterator<Item = &VampireEffect> + '_ {
        self.defs
            .get(self.card(c).def)
            .filter(|d| d.kind == PlayKind::Vampire)
            .into_iter()
            .flat_map(|d| d.vampire_effects())
    }

    /// Bleed added to every bleed of a vampire (e.g. Lenny Burkhead, Catalina Vega).
    pub(crate) fn ability_bleed_bonus(&self, c: CardId) -> i8 {
        self.abilities(c)
            .map(|e| match e {
                VampireEffect::BleedBonus(n) => *n as i8,
                _ => 0,
            })
            .sum()
    }

    /// Intercept a would-be blocker gets from its ability during this action: +N during
    /// directed actions (The Dowager), −1 against a titled acting vampire (Bret Stryker).
    pub(crate) fn ability_intercept(&self, a: &ActionState, m: CardId) -> i8 {
        self.abilities(m)
            .map(|e| match *e {
                VampireEffect::InterceptDirected(n) if a.directed => n as i8,
                VampireEffect::InterceptVsTitled(n) if self.title_of(a.actor).is_some() => n,
                _ => 0,
            })
            .sum()
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

    /// During its own bleed, the acting vampire may discard a card requiring its
    /// Discipline for +1 bleed (Larissa Moreira).
    pub(crate) fn bleed_discard_options(&self, a: &ActionState, out: &mut Vec<Choice>) {
        if !self.is_bleed(a) {
            return;
        }
        let found = self.abilities(a.actor).find_map(|e| match e {
            VampireEffect::DiscardForBleed(d) => Some(*d),
            _ => None,
        });
        if let Some(d) = found {
            self.ability_discard_options(a.actor, d, out);
        }
    }

    /// During the polling step, a ready vampire of the voting Methuselah that has not cast
    /// its votes yet may discard a card requiring its Discipline for +1 vote (Alexa Draper).
    pub(crate) fn vote_discard_options(&self, r: &Referendum, out: &mut Vec<Choice>) {
        for &v in &self.seats[r.voter.index()].ready {
            // Once each referendum (ruling [ANK 20220705], "Non-locking referendum
            // ability"): the vote it gave lasts until the referendum ends.
            if r.cast.contains(&v) || self.ability_used_this_referendum(v) {
                continue;
            }
            let found = self.abilities(v).find_map(|e| match e {
                VampireEffect::DiscardForVote(d) => Some(*d),
                _ => None,
            });
            if let Some(d) = found {
                self.ability_discard_options(v, d, out);
            }
        }
    }

    /// Whether a vampire's own ability already gave it votes in this referendum.
    fn ability_used_this_referendum(&self, v: CardId) -> bool {
        self.lasting.iter().any(|e| {
            e.source == v
                && e.until == crate::state::Until::Referendum
                && matches!(e.gives, crate::state::Gives::Votes { .. })
        })
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

    /// After a referendum it called passes, its controller may untap it (Sybren van
    /// Oosten).
    pub(crate) fn after_passed_referendum(&mut self, r: &Referendum) {
        let Some(v) = r.called_by else { return };
        if self.card(v).region == crate::state::Region::Ready
            && self.card(v).tapped
            && self
                .abilities(v)
                .any(|e| *e == VampireEffect::UntapAfterPassedReferendum)
        {
            self.follow_up = Some(crate::state::FollowUp::MayUntap {
                seat: self.card(v).controller,
                vampire: v,
            });
        }
    }

    /// Whether a vampire can strike: dodge with its ability this combat (Flávio
    /// Gonçalves, once each combat).
    pub(crate) fn ability_dodge_available(&self, m: CardId, used: bool) -> bool {
        !used
            && self
                .abilities(m)
                .any(|e| *e == VampireEffect::DodgeOncePerCombat)
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
