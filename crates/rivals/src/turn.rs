//! The decision loop: `options`, `apply_choice`, `advance`, and the turn (rulebook p. 6-8
//! "Structure d'un tour"), claims of the Prince, titles, schemes and conspiracies.

use crate::choice::{CardId, Cause, Choice, EndReason, Event, Rule, Side};
use crate::effects;
use crate::facts::AttackKind;
use crate::state::{Claim, Influence, Loc, Phase, RivalsError, State, Vote};
use jyhad_table::Seat;
use rand::seq::SliceRandom;

/// Moves (to and within the Streets) allowed per turn: not a rule, a bound that keeps
/// every game finite (regrouping could otherwise cycle forever).
const MAX_MOVES: u8 = 8;

impl State {
    /// The seat that decides now and the legal options (`None` once the game is over).
    pub fn options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        out.clear();
        if self.phase == Phase::Over {
            return None;
        }
        // Setup: the bidding for a shared starting vampire (p. 16).
        if let Some(b) = &self.bidding {
            return Some(self.bidding_options(b, out));
        }
        // Effects waiting for a choice come first (their options are never empty: see
        // `prune_prompts`).
        if let Some(p) = self.prompts.first() {
            effects::prompt_options(self, p, out);
            if p.optional && !out.contains(&Choice::Pass {}) {
                out.push(Choice::Pass {});
            }
            return Some((p.seat, "effect"));
        }
        if self.attack.is_some() {
            return self.attack_options(out);
        }
        if let Some(claim) = &self.claim {
            let seat = claim.pending[0];
            self.prince_attack_options(seat, out);
            out.push(Choice::Pass {});
            return Some((seat, "attack the claimant of the Prince"));
        }
        if let Some(inf) = &self.influence {
            return Some(self.influence_options(inf, out));
        }
        let a = self.active;
        match self.phase {
            Phase::Action => {
                self.action_options(out);
                Some((a, "action phase"))
            }
            Phase::Mend => {
                self.mend_options(out);
                out.push(Choice::Done {});
                Some((a, "torpor and mending"))
            }
            Phase::Sad => {
                for v in self.sad_targets() {
                    out.push(Choice::Sad { vampire: v });
                }
                effects::sad_options(self, a, out);
                Some((a, "special affairs division damage"))
            }
            Phase::Draw => {
                let p = &self.players[a.index()];
                p.draw_options(out);
                Some((a, "end phase draw"))
            }
            Phase::Start | Phase::Over => None,
        }
    }

    /// Validates and applies a choice, then runs the automatic steps.
    pub fn apply_choice(&mut self, seat: Seat, choice: &Choice) -> Result<(), RivalsError> {
        let mut opts = Vec::new();
        let Some((who, _)) = self.options(&mut opts) else {
            return Err(RivalsError::Over);
        };
        if who != seat {
            return Err(RivalsError::NotYourDecision {
                seat,
                expected: who,
            });
        }
        if !opts.contains(choice) {
            return Err(RivalsError::Illegal(choice.to_string()));
        }
        self.perform(seat, choice.clone());
        self.advance();
        Ok(())
    }

    /// Automatic steps: plays every decision with a single option, ends turns.
    pub fn advance(&mut self) {
        let mut opts = Vec::new();
        loop {
            if self.phase == Phase::Over {
                return;
            }
            self.prune_prompts();
            if self.attack.is_none()
                && self.claim.is_none()
                && self.influence.is_none()
                && self.prompts.is_empty()
            {
                self.check_end();
                // Ousting credit lasts until the attack or effect is over.
                self.culprit = None;
                if self.phase == Phase::Over {
                    return;
                }
                match self.phase {
                    Phase::Action if self.actions_left == 0 => {
                        // Both actions done: on to the end phase (p. 8).
                        self.start_end_phase();
                        continue;
                    }
                    Phase::Sad if self.sad_left == 0 || self.sad_targets().is_empty() => {
                        self.sad_left = 0;
                        self.phase = Phase::Draw;
                        self.draws_left = 2;
                        continue;
                    }
                    Phase::Draw if self.draws_left == 0 || !self.can_draw(self.active) => {
                        self.end_turn();
                        continue;
                    }
                    _ => {}
                }
            }
            let Some((seat, _)) = self.options(&mut opts) else {
                return;
            };
            if opts.len() != 1 {
                return;
            }
            let only = opts[0].clone();
            self.perform(seat, only);
        }
    }

    /// Drops prompts with nothing left to choose.
    fn prune_prompts(&mut self) {
        let mut opts = Vec::new();
        while let Some(p) = self.prompts.first() {
            opts.clear();
            effects::prompt_options(self, p, &mut opts);
            if p.left > 0 && !opts.is_empty() {
                return;
            }
            let p = self.prompts.remove(0);
            effects::prompt_done(self, &p);
        }
    }

    /// One choice for the first prompt.
    fn prompt_step(&mut self, choice: Choice) {
        let mut p = self.prompts.remove(0);
        if choice == (Choice::Pass {}) {
            effects::prompt_done(self, &p);
            return;
        }
        effects::prompt_apply(self, &mut p, &choice);
        p.left = p.left.saturating_sub(1);
        if p.left > 0 {
            self.prompts.insert(0, p);
        } else {
            effects::prompt_done(self, &p);
        }
    }

    // ---------------------------------------------------------------- turn structure

    /// Start phase (p. 6): City deck step, start-of-turn effects, ready and return.
    pub fn start_turn(&mut self) {
        let a = self.active;
        if self.max_turns.is_some_and(|m| self.turn > m) {
            let w = self.best_of(&self.clockwise(a));
            self.finish(w, EndReason::TimeOut);
            return;
        }
        self.phase = Phase::Start;
        self.log(Event::Turn {
            seat: a,
            number: self.turn,
        });
        // 1. Burn the Ongoing events with this player's token, then reveal one City card;
        // the first player's first turn reveals as many as there are players.
        let mine: Vec<CardId> = self
            .streets
            .iter()
            .copied()
            .filter(|c| self.cards[c.index()].token == Some(a))
            .collect();
        for c in mine {
            self.streets.retain(|s| *s != c);
            self.cards[c.index()].loc = Loc::Burned;
            self.log(Event::Burned { card: c });
        }
        let reveals = if self.turn == 1 {
            self.players.len()
        } else {
            1
        };
        for _ in 0..reveals {
            self.reveal_city();
        }
        self.mortals_this_turn = 0;
        self.forced.clear();
        self.unblockable.clear();
        self.invited.clear();
        self.used_this_turn.clear();
        // 2. Start-of-turn effects, then remove No-Influence tokens.
        effects::start_of_turn(self, a);
        for v in self.players[a.index()].coterie.clone() {
            self.cards[v.index()].no_influence = false;
        }
        // 3. Ready every card and return vampires to the Haven (Cable Car Accident keeps
        // those in the Streets there); torpid vampires at full blood return.
        let cable = self.street_event("core-cable-car-accident");
        for v in self.players[a.index()].coterie.clone() {
            let c = &mut self.cards[v.index()];
            if c.loc == Loc::Torpor {
                continue;
            }
            c.exhausted = false;
            // Meeting at Alcatraz: the active player's Leader stays in the Streets.
            if !(self.stay_out.contains(&v) || cable && matches!(c.loc, Loc::Streets(_))) {
                c.loc = Loc::Haven;
            }
            for at in c.attached.clone() {
                self.cards[at.index()].exhausted = false;
            }
        }
        for c in self.players[a.index()].in_play.clone() {
            self.cards[c.index()].exhausted = false;
        }
        self.stay_out.clear();
        self.return_full_torpid(a);
        self.phase = Phase::Action;
        self.actions_left = 2;
        self.moves = 0;
    }

    /// Reveals the top City card (p. 5 "Le Deck Cité").
    pub(crate) fn reveal_city(&mut self) {
        if self.city_deck.is_empty() {
            self.city_deck = std::mem::take(&mut self.city_discard);
            self.city_deck.shuffle(&mut self.rng);
            for c in self.city_deck.clone() {
                self.cards[c.index()].loc = Loc::CityDeck;
            }
        }
        if self.city_deck.is_empty() {
            return;
        }
        let c = self.city_deck.remove(0);
        self.log(Event::City { card: c });
        let f = self.facts(c);
        if f.is("event") && !f.is("ongoing") {
            effects::city_event(self, c);
            self.cards[c.index()].loc = Loc::Burned;
            self.log(Event::Burned { card: c });
        } else {
            if f.is("event") {
                self.cards[c.index()].token = Some(self.active);
            }
            self.cards[c.index()].loc = Loc::StreetsCity;
            self.streets.push(c);
        }
    }

    /// Torpid vampires at full blood return ready to the Haven during their turn (p. 11).
    pub fn return_full_torpid(&mut self, seat: Seat) {
        if seat != self.active {
            return;
        }
        for v in self.players[seat.index()].coterie.clone() {
            if self.cards[v.index()].loc == Loc::Torpor && self.cards[v.index()].blood >= self.bp(v)
            {
                let c = &mut self.cards[v.index()];
                c.loc = Loc::Haven;
                c.exhausted = false;
                self.log(Event::Returned { card: v });
            }
        }
    }

    /// End phase step 1 (p. 8): +1 blood on each torpid vampire, then mending.
    fn start_end_phase(&mut self) {
        let a = self.active;
        for v in self.players[a.index()].coterie.clone() {
            if self.cards[v.index()].loc == Loc::Torpor {
                let extra = if self.facts(v).id == "core-bad-penny" {
                    2
                } else {
                    1
                };
                self.mend(v, extra);
            }
        }
        self.mended.clear();
        self.phase = Phase::Mend;
    }

    fn mend_options(&self, out: &mut Vec<Choice>) {
        let a = self.active;
        let p = &self.players[a.index()];
        for v in &p.coterie {
            if self.mended.contains(v) || self.cards[v.index()].blood >= self.bp(*v) {
                continue;
            }
            for h in &p.hand {
                out.push(Choice::Mend {
                    vampire: *v,
                    card: *h,
                });
            }
        }
    }

    /// End phase steps 2-3: end-of-turn effects, then the antagonists.
    fn after_mending(&mut self) {
        let a = self.active;
        effects::end_of_turn(self, a);
        // 3. Each Special Affairs Division deals 1 aggravated damage to a vampire of the
        // coterie not protected by Secrecy; each has +1 Info per S.A.D. in the Streets.
        self.sad_left = self.sad_count();
        self.phase = Phase::Sad;
    }

    fn sad_count(&self) -> u8 {
        self.streets
            .iter()
            .filter(|c| self.facts(**c).id == "core-special-affairs-division")
            .count() as u8
    }

    /// Vampires the S.A.D. may damage: active ones whose Secrecy its Info overcomes.
    pub fn sad_targets(&self) -> Vec<CardId> {
        let info = self.sad_count();
        self.active_vampires(self.active)
            .into_iter()
            .filter(|v| self.secrecy(*v) <= info && self.cards[v.index()].blood > 0)
            .collect()
    }

    fn end_turn(&mut self) {
        let a = self.active;
        self.players[a.index()].played_first_turn = true;
        self.draws_left = 0;
        let next = self.clockwise(a);
        if next.len() < 2 {
            return;
        }
        self.active = next[1];
        self.turn += 1;
        self.start_turn();
    }

    // ---------------------------------------------------------------- action phase

    fn action_options(&self, out: &mut Vec<Choice>) {
        let a = self.active;
        let p = &self.players[a.index()];
        if self.actions_left > 0 {
            // Free action: draw 1 card.
            p.draw_options(out);
            // Free action: recruit (p. 7); the last prestige cannot be spent (p. 10).
            for h in &p.hand {
                if self.can_recruit(a, *h) {
                    out.push(Choice::Recruit { card: *h });
                }
            }
            self.attack_announce_options(a, out);
            if self.cards[self.prince.index()].loc == Loc::Aside {
                for v in self.active_vampires(a) {
                    let c = &self.cards[v.index()];
                    if !c.exhausted && matches!(c.loc, Loc::Streets(_)) {
                        out.push(Choice::ClaimPrince { vampire: v });
                    }
                }
            }
            effects::play_options(self, a, out);
        }
        effects::ability_options(self, a, out);
        // Moving to the Streets and regrouping is free (p. 7 "Se déplacer dans La Rue").
        if self.moves < MAX_MOVES {
            let parties = self.parties(a);
            let fresh = (1..=u8::MAX).find(|g| !parties.contains(g)).unwrap_or(1);
            for v in self.active_vampires(a) {
                let c = &self.cards[v.index()];
                if c.exhausted {
                    continue;
                }
                for g in parties.iter().copied().chain([fresh]) {
                    if c.loc != Loc::Streets(g) {
                        // A vampire alone in its party does not "move" to a new one.
                        if g == fresh
                            && matches!(c.loc, Loc::Streets(_))
                            && self.party_of(v).len() == 1
                        {
                            continue;
                        }
                        out.push(Choice::Move { card: v, party: g });
                    }
                }
            }
        }
        out.push(Choice::EndActions {});
    }

    /// A seat's party numbers in the Streets.
    pub fn parties(&self, seat: Seat) -> Vec<u8> {
        let mut v: Vec<u8> = self.players[seat.index()]
            .coterie
            .iter()
            .filter_map(|c| match self.cards[c.index()].loc {
                Loc::Streets(g) => Some(g),
                _ => None,
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    fn recruit_cost(&self, seat: Seat, card: CardId) -> u16 {
        let herald = self
            .active_vampires(seat)
            .iter()
            .any(|v| self.has_attached(*v, "core-herald"));
        u16::from(self.facts(card).bp.unwrap_or(0)) - u16::from(herald)
    }

    fn can_recruit(&self, seat: Seat, card: CardId) -> bool {
        let f = self.facts(card);
        if f.kind != crate::facts::Kind::Vampire {
            return false;
        }
        // Unique names: not while a vampire of that name is active (p. 16).
        let taken = self.players.iter().any(|p| {
            p.coterie
                .iter()
                .any(|v| self.is_active(*v) && self.facts(*v).name == f.name)
        });
        !taken && self.players[seat.index()].prestige > self.recruit_cost(seat, card)
    }

    fn perform(&mut self, seat: Seat, choice: Choice) {
        if self.bidding.is_some() {
            self.bidding_step(seat, choice);
            return;
        }
        if !self.prompts.is_empty() {
            self.prompt_step(choice);
            return;
        }
        match choice {
            Choice::Ability { .. } | Choice::Pass {}
                if self.attack.as_ref().is_some_and(|a| {
                    matches!(
                        a.step,
                        crate::state::AttackStep::Mortal | crate::state::AttackStep::Info
                    )
                }) =>
            {
                self.attack_step(seat, choice)
            }
            Choice::Draw { from } => {
                self.draw_card(seat, from, true);
                match self.phase {
                    Phase::Draw => self.draws_left -= 1,
                    _ => self.actions_left -= 1,
                }
            }
            Choice::Recruit { card } => {
                self.actions_left -= 1;
                let cost = self.recruit_cost(seat, card);
                // A torpid vampire of the same name is burned (p. 16 "Unicité").
                let name = &self.facts(card).name;
                let usurped: Vec<CardId> = self.players[seat.index()]
                    .coterie
                    .iter()
                    .copied()
                    .filter(|v| self.facts(*v).name == *name)
                    .collect();
                for u in usurped {
                    self.burn_vampire(u);
                }
                self.gain_prestige(seat, -(cost as i16), Rule::Recruit);
                let p = &mut self.players[seat.index()];
                p.hand.retain(|h| *h != card);
                p.coterie.push(card);
                let bp = self.facts(card).bp.unwrap_or(0);
                let c = &mut self.cards[card.index()];
                c.loc = Loc::Haven;
                c.blood = bp;
                c.exhausted = false;
                self.log(Event::Recruited { seat, card });
            }
            Choice::Move { card, party } => {
                self.moves += 1;
                self.cards[card.index()].loc = Loc::Streets(party);
                self.log(Event::Moved { card, party });
            }
            Choice::Attack {
                attacker,
                target,
                kind,
            } => {
                self.actions_left -= 1;
                self.begin_attack(seat, attacker, target, kind, false);
            }
            Choice::ClaimPrince { vampire } => {
                self.actions_left -= 1;
                self.log(Event::Claim { vampire });
                self.cards[vampire.index()].exhausted = true;
                let pending: Vec<Seat> = self.clockwise(seat).into_iter().skip(1).collect();
                self.claim = Some(Claim {
                    claimant: vampire,
                    pending,
                });
                self.next_claim_step();
            }
            Choice::PrinceAttack { attacker, kind } => {
                let claimant = self.claim.as_ref().expect("claim").claimant;
                self.begin_attack(seat, attacker, claimant, kind, true);
            }
            Choice::Pass {} => {
                if let Some(c) = &mut self.claim {
                    c.pending.remove(0);
                }
                self.next_claim_step();
            }
            Choice::EndActions {} => {
                self.actions_left = 0;
            }
            Choice::Mend { vampire, card } => {
                self.discard_from_hand(seat, card);
                self.mended.push(vampire);
                self.mend(vampire, 1);
                self.return_full_torpid(seat);
            }
            Choice::Done {} if self.attack.is_some() => self.attack_done(seat),
            Choice::Done {} => {
                if self.phase == Phase::Mend {
                    self.after_mending();
                }
            }
            Choice::Sad { vampire } => {
                // The damage waits for its prevention (a prompt, `effects::sad_damage`).
                self.sad_left -= 1;
                effects::sad_damage(self, vampire);
            }
            Choice::Info { .. }
            | Choice::AttackCard { .. }
            | Choice::NoAttackCard {}
            | Choice::Block { .. }
            | Choice::NoBlock {}
            | Choice::Reaction { .. }
            | Choice::NoReaction {}
            | Choice::Retarget { .. }
            | Choice::BurnMortal {}
            | Choice::AttachMortal {} => self.attack_step(seat, choice),
            Choice::Ability { card } => {
                if self.attack.is_some() {
                    self.attack_ability(seat, card, None);
                } else if self.influence.is_some() {
                    self.influence_step(seat, choice);
                } else {
                    self.used_this_turn.push(card);
                    self.log(Event::Ability { card });
                    effects::use_ability(self, seat, card);
                }
            }
            Choice::AbilityAt { card, target } => {
                if self.attack.is_some() {
                    self.attack_ability(seat, card, Some(target));
                } else {
                    self.used_this_turn.push(card);
                    self.log(Event::Ability { card });
                    effects::use_ability_at(self, seat, card, target);
                }
            }
            Choice::AbilityVs { card, seat: foe } => {
                self.used_this_turn.push(card);
                self.log(Event::Ability { card });
                effects::use_ability_vs(self, seat, card, foe);
            }
            Choice::PlayAt {
                card,
                vampire,
                target,
            } => {
                self.actions_left -= 1;
                effects::play_card(self, seat, card, vampire);
                effects::play_at(self, seat, card, vampire, target);
            }
            Choice::PlayVs {
                card,
                vampire,
                seat: foe,
            } => {
                self.actions_left -= 1;
                effects::play_card(self, seat, card, vampire);
                effects::play_vs(self, seat, card, vampire, foe);
            }
            Choice::Invite { card, seat: foe } => effects::invite(self, seat, card, foe),
            Choice::BurnRetainer { card } => {
                // Burned without its Burn option (no mending, p. 15).
                self.detach(card);
                self.cards[card.index()].loc = Loc::Burned;
                self.log(Event::Burned { card });
            }
            // Only answers to prompts (`prompt_step` above).
            Choice::Discard { .. }
            | Choice::Pick { .. }
            | Choice::Mode { .. }
            | Choice::Reattach { .. } => {}
            Choice::Play { card, vampire } => {
                self.actions_left -= 1;
                effects::play_card(self, seat, card, vampire);
            }
            Choice::Exert { .. }
            | Choice::Modifier { .. }
            | Choice::Prestige { .. }
            | Choice::Vote { .. } => self.influence_step(seat, choice),
            Choice::Contribute { card } => {
                self.used_this_turn.push(card);
                self.gain_prestige(seat, -1, Rule::Contribute);
                let c = &mut self.cards[card.index()];
                c.prestige += 1;
                c.contributors |= 1 << seat.0;
            }
            Choice::Resolve { card, target } => {
                effects::resolve_conspiracy(self, seat, card, target)
            }
            Choice::Target { .. } => {}
        }
    }

    /// Mends blood on a vampire, up to its Blood Potency.
    pub fn mend(&mut self, v: CardId, amount: u8) {
        let bp = self.bp(v);
        let c = &mut self.cards[v.index()];
        let before = c.blood;
        c.blood = (c.blood + amount).min(bp.max(c.blood));
        let gained = c.blood - before;
        if gained > 0 {
            self.log(Event::Mended {
                card: v,
                amount: gained,
            });
        }
    }

    // ---------------------------------------------------------------- the Prince

    pub(crate) fn next_claim_step(&mut self) {
        let Some(claim) = &self.claim else { return };
        let claimant = claim.claimant;
        if !self.is_active(claimant) {
            // Defeated: no title, the claim fails (p. 7).
            self.claim = None;
            return;
        }
        if claim.pending.is_empty() {
            self.claim = None;
            self.attach(self.prince, claimant);
        }
    }

    fn prince_attack_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        for v in self.active_vampires(seat) {
            if !self.cards[v.index()].exhausted {
                for kind in AttackKind::ALL {
                    out.push(Choice::PrinceAttack { attacker: v, kind });
                }
            }
        }
    }

    /// Attaches a card to a vampire: max 3 attachments, one Title; the Prince replaces a
    /// Title (p. 15 "Attacher", p. 14 "Prince de la Cité").
    pub fn attach(&mut self, card: CardId, to: CardId) {
        let is_title = self.facts(card).is("title");
        let id = &self.facts(card).id;
        if is_title && card != self.prince && id != "core-primogen" {
            // A unique Title taken over from a torpid holder: theirs is discarded (p. 14).
            let torpid: Vec<CardId> = self
                .cards
                .iter()
                .enumerate()
                .filter(|(i, c)| {
                    *i != card.index()
                        && c.facts().id == *id
                        && matches!(c.loc, Loc::Attached(v) if self.cards[v.index()].loc == Loc::Torpor)
                })
                .map(|(i, _)| CardId(i as u16))
                .collect();
            for t in torpid {
                let seat = self.cards[t.index()]
                    .owner
                    .expect("a Title in play has an owner");
                self.detach(t);
                self.to_discard(t);
                self.log(Event::Discarded { seat, card: t });
            }
        }
        if is_title {
            let old: Vec<CardId> = self.cards[to.index()]
                .attached
                .iter()
                .copied()
                .filter(|a| self.facts(*a).is("title"))
                .collect();
            for o in old {
                self.detach(o);
                self.to_discard(o);
            }
        }
        if self.cards[to.index()].attached.len() >= 3 {
            // A fourth card: its controller first burns a non-Title card attached (p. 15
            // "Attacher"), a prompt; the card waits in transit (`Played`) until then.
            let owner = self.cards[to.index()].owner.expect("vampire");
            self.streets.retain(|s| *s != card);
            self.cards[card.index()].loc = Loc::Played;
            let mut p = crate::state::Prompt::new(owner, card, 1);
            p.room = true;
            p.target = Some(to);
            self.prompts.insert(0, p);
            return;
        }
        self.finish_attach(card, to);
    }

    /// Attaches a card once there is room (see [`State::attach`]).
    pub(crate) fn finish_attach(&mut self, card: CardId, to: CardId) {
        self.streets.retain(|s| *s != card);
        self.cards[card.index()].loc = Loc::Attached(to);
        self.cards[card.index()].exhausted = false;
        self.cards[to.index()].attached.push(card);
        self.log(Event::Attached { card, to });
        let seat = self.cards[to.index()].owner.expect("vampire");
        effects::on_attach(self, seat, card, to);
    }

    /// Detaches a card from whatever it is attached to.
    pub fn detach(&mut self, card: CardId) {
        if let Loc::Attached(v) = self.cards[card.index()].loc {
            self.cards[v.index()].attached.retain(|a| *a != card);
            // A Retainer that raised Blood Potency leaves: blood above it is lost.
            let bp = self.bp(v);
            if self.is_active(v) && self.cards[v.index()].blood > bp {
                self.cards[v.index()].blood = bp.max(1);
            }
        }
    }

    // ---------------------------------------------------------------- influence

    fn influence_options(&self, inf: &Influence, out: &mut Vec<Choice>) -> (Seat, &'static str) {
        let seat = if inf.scheme {
            inf.voters[0]
        } else {
            self.active
        };
        let vote = &inf.votes[seat.index()];
        for v in self.active_vampires(seat) {
            if self.influence(v) > 0 {
                out.push(Choice::Exert { vampire: v });
            }
        }
        effects::influence_abilities(self, seat, out);
        let prestige = self.players[seat.index()].prestige;
        if vote.modifier.is_none() {
            // Paying a Title: only a modifier after which the cost can still be paid.
            let rest: u16 = self
                .active_vampires(seat)
                .iter()
                .map(|v| u16::from(self.influence(*v)))
                .sum::<u16>()
                + prestige.saturating_sub(1);
            for h in &self.players[seat.index()].hand {
                let value = effects::modifier_value(self, seat, *h);
                if value.is_some_and(|m| {
                    inf.scheme || u16::from(inf.remaining.saturating_sub(m)) <= rest
                }) {
                    out.push(Choice::Modifier { card: *h });
                }
            }
        }
        if inf.scheme {
            if vote.fist == 0 {
                for amount in 1..prestige.min(20) {
                    out.push(Choice::Prestige {
                        amount: amount as u8,
                    });
                }
            }
            out.push(Choice::Vote { side: Side::Yes });
            if seat != self.active {
                out.push(Choice::Vote { side: Side::No });
            }
            (seat, "influence conflict")
        } else {
            if prestige > u16::from(inf.remaining) {
                out.push(Choice::Prestige {
                    amount: inf.remaining,
                });
            }
            (seat, "exert influence")
        }
    }

    /// The most influence a seat can raise at once (Title costs, p. 14).
    pub fn max_influence(&self, seat: Seat) -> u16 {
        let vamps: u16 = self
            .active_vampires(seat)
            .iter()
            .map(|v| u16::from(self.influence(*v)))
            .sum();
        let modifier = self.players[seat.index()]
            .hand
            .iter()
            .filter_map(|h| self.facts(*h).influence_modifier)
            .max()
            .unwrap_or(0);
        vamps + u16::from(modifier) + self.players[seat.index()].prestige.saturating_sub(1)
    }

    fn influence_step(&mut self, seat: Seat, choice: Choice) {
        let mut inf = self.influence.take().expect("influence in progress");
        let raised = match choice {
            Choice::Exert { vampire } => {
                let n = self.influence(vampire);
                self.cards[vampire.index()].no_influence = true;
                self.log(Event::Exerted {
                    vampire,
                    influence: n,
                });
                inf.votes[seat.index()].visible += n;
                n
            }
            Choice::Modifier { card } => {
                self.players[seat.index()].hand.retain(|h| *h != card);
                self.cards[card.index()].loc = Loc::Played;
                inf.votes[seat.index()].modifier = Some(card);
                if inf.scheme {
                    self.log(Event::FaceDown { seat });
                } else {
                    self.log(Event::Played { seat, card });
                }
                let value = effects::modifier_value(self, seat, card).unwrap_or(0);
                if self.facts(card).kind == crate::facts::Kind::Vampire {
                    // Old Post Office: once during each player's turn.
                    let haven = self.players[seat.index()].haven;
                    self.used_this_turn.push(haven);
                }
                value
            }
            Choice::Ability { card } => {
                self.used_this_turn.push(card);
                self.log(Event::Ability { card });
                let n = effects::influence_ability(self, card);
                inf.votes[seat.index()].visible += n;
                n
            }
            Choice::Prestige { amount } => {
                if inf.scheme {
                    inf.votes[seat.index()].fist = amount;
                    self.log(Event::Fist { seat });
                } else {
                    self.gain_prestige(seat, -i16::from(amount), Rule::Influence);
                }
                amount
            }
            Choice::Vote { side } => {
                inf.votes[seat.index()].side = Some(side);
                let visible = inf.votes[seat.index()].visible;
                self.log(Event::Vote {
                    seat,
                    side,
                    visible,
                });
                inf.voters.remove(0);
                0
            }
            _ => 0,
        };
        if inf.scheme {
            if inf.voters.is_empty() {
                self.resolve_scheme(inf);
            } else {
                self.influence = Some(inf);
            }
        } else {
            inf.remaining = inf.remaining.saturating_sub(raised);
            if inf.remaining == 0 {
                // The Title is paid: discard the modifier, attach the Title.
                if let Some(m) = inf.votes[seat.index()].modifier {
                    self.to_discard(m);
                }
                let v = inf.vampire.expect("titles are hosted");
                self.attach(inf.card, v);
            } else {
                self.influence = Some(inf);
            }
        }
    }

    /// Starts a Scheme's influence conflict (p. 12-13).
    pub fn start_scheme(&mut self, card: CardId, vampire: Option<CardId>) {
        let voters = self.clockwise(self.active);
        let mut votes = vec![Vote::default(); self.players.len()];
        votes[self.active.index()].visible = effects::scheme_bonus(self, vampire);
        self.influence = Some(Influence {
            card,
            vampire,
            remaining: 0,
            voters,
            votes,
            scheme: true,
        });
    }

    /// Starts paying a Title's influence cost (p. 14).
    pub fn start_title(&mut self, card: CardId, vampire: CardId) {
        self.influence = Some(Influence {
            card,
            vampire: Some(vampire),
            remaining: self.facts(card).title_cost.unwrap_or(0),
            voters: Vec::new(),
            votes: vec![Vote::default(); self.players.len()],
            scheme: false,
        });
    }

    /// Reveals modifiers and fists, totals both sides (ties go to the active player, so
    /// YES), the winners spend their prestige, the losers take theirs back (p. 13).
    fn resolve_scheme(&mut self, inf: Influence) {
        let mut yes = 0u8;
        let mut no = 0u8;
        for v in &inf.votes {
            let total = v.visible
                + v.fist
                + v.modifier.map_or(0, |m| {
                    self.facts(m)
                        .influence_modifier
                        .or(self.facts(m).bp)
                        .unwrap_or(0)
                });
            match v.side {
                Some(Side::Yes) => yes += total,
                Some(Side::No) => no += total,
                None => {}
            }
        }
        let passed = yes >= no;
        let winning = if passed { Side::Yes } else { Side::No };
        // The reveal (p. 13): every modifier and fist is shown before the result.
        for (i, v) in inf.votes.iter().enumerate() {
            let seat = Seat(i as u8);
            if let Some(card) = v.modifier {
                self.log(Event::ModifierRevealed { seat, card });
            }
            if v.side.is_some() && v.fist > 0 {
                self.log(Event::FistRevealed {
                    seat,
                    amount: v.fist,
                });
            }
        }
        self.log(Event::Scheme {
            card: inf.card,
            yes,
            no,
            passed,
        });
        for (i, v) in inf.votes.iter().enumerate() {
            let seat = Seat(i as u8);
            if v.side == Some(winning) && v.fist > 0 {
                self.gain_prestige(seat, -i16::from(v.fist), Rule::Influence);
            }
            if let Some(m) = v.modifier {
                match self.facts(m).id.as_str() {
                    "core-hedge-your-bets" if !passed => {
                        self.log(Event::Effect { card: m });
                        self.gain_agenda(seat, 1, m)
                    }
                    "core-the-last-word" if v.side == Some(winning) => {
                        self.log(Event::Effect { card: m });
                        self.gain_prestige(seat, 1, m)
                    }
                    _ => {}
                }
                self.to_discard(m);
            }
        }
        if passed {
            self.log(Event::Effect { card: inf.card });
            effects::scheme_passed(self, inf.card);
        }
        self.to_discard(inf.card);
    }

    // ---------------------------------------------------------------- end of game

    /// 13 agenda wins (p. 3): ends the game if any of `seats` reached it.
    fn finish_on_agenda(&mut self, seats: &[Seat]) -> bool {
        let thirteen: Vec<Seat> = seats
            .iter()
            .copied()
            .filter(|s| self.players[s.index()].agenda >= 13)
            .collect();
        if thirteen.is_empty() {
            return false;
        }
        let w = self.best_of(&thirteen);
        self.finish(w, EndReason::Agenda);
        true
    }

    /// Ousts players at 0 prestige or with no active vampire, and checks the three
    /// victory conditions (p. 3 "Comment gagner", p. 16 "Rares circonstances").
    pub fn check_end(&mut self) {
        if self.phase == Phase::Over {
            return;
        }
        let alive: Vec<Seat> = self.clockwise(self.active);
        if self.finish_on_agenda(&alive) {
            return;
        }
        let ousted: Vec<Seat> = alive
            .iter()
            .copied()
            .filter(|s| {
                self.players[s.index()].prestige == 0 || self.active_vampires(*s).is_empty()
            })
            .collect();
        if ousted.is_empty() {
            return;
        }
        let culprit = self.culprit;
        let mut rival_win = None;
        for o in &ousted {
            self.players[o.index()].ousted = true;
            self.players[o.index()].agenda = 0;
            self.log(Event::Ousted { seat: *o });
        }
        for o in &ousted {
            match culprit {
                Some(c) if c != *o && self.rival_of(c) == *o && !ousted.contains(&c) => {
                    rival_win = Some(c);
                }
                _ => {
                    let holder = self.rival_token_holder(*o);
                    if !self.players[holder.index()].ousted {
                        let p = &mut self.players[holder.index()];
                        p.agenda += 3;
                        let total = p.agenda;
                        self.log(Event::Agenda {
                            seat: holder,
                            delta: 3,
                            total,
                            by: Cause::Rule(Rule::Ousting),
                        });
                    }
                }
            }
        }
        if let Some(w) = rival_win {
            self.finish(Some(w), EndReason::Rival);
            return;
        }
        let left = self.clockwise(self.active);
        if self.finish_on_agenda(&left) {
            return;
        }
        let w = self.best_of(&left);
        self.finish(w, EndReason::MostAgenda);
    }

    /// The seat with most agenda, ties broken by: the active player, most prestige, the
    /// highest player number (p. 16 "Départager les égalités").
    pub fn best_of(&self, seats: &[Seat]) -> Option<Seat> {
        seats.iter().copied().max_by_key(|s| {
            let p = &self.players[s.index()];
            (p.agenda, *s == self.active, p.prestige, p.number)
        })
    }
}
