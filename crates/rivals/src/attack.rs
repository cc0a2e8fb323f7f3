//! The attack sequence (rulebook p. 9 "Séquence d'attaque complète, étape par étape"),
//! damage, torpor and burning (p. 10-11), mortals and Retainers (p. 15).

use crate::choice::{CardId, Choice, Event, Rule};
use crate::effects;
use crate::facts::AttackKind;
use crate::state::{Attack, AttackStep, Loc, State};
use jyhad_table::Seat;

impl State {
    /// Legal attack announcements of the active seat (steps 1-4).
    pub fn attack_announce_options(&self, seat: Seat, out: &mut Vec<Choice>) {
        let attackers: Vec<CardId> = self
            .active_vampires(seat)
            .into_iter()
            .filter(|v| {
                let c = &self.cards[v.index()];
                !c.exhausted && matches!(c.loc, Loc::Streets(_))
            })
            .collect();
        if attackers.is_empty() {
            return;
        }
        let mut targets: Vec<CardId> = self
            .streets
            .iter()
            .copied()
            .filter(|c| self.facts(*c).is("mortal"))
            .collect();
        for (i, p) in self.players.iter().enumerate() {
            // Vampires of a player who has not played a first turn cannot be attacked (p. 7).
            if i == seat.index() || p.ousted || !p.played_first_turn {
                continue;
            }
            for v in self.active_vampires(Seat(i as u8)) {
                targets.push(v);
            }
        }
        for a in &attackers {
            for t in &targets {
                // Any player but the defender may discard for Info (p. 8 step 3).
                let hands: usize = self
                    .clockwise(seat)
                    .iter()
                    .filter(|s| Some(**s) != self.cards[t.index()].owner)
                    .map(|s| self.players[s.index()].hand.len())
                    .sum();
                if usize::from(self.info_needed(*a, *t)) > hands {
                    continue;
                }
                for kind in AttackKind::ALL {
                    out.push(Choice::Attack {
                        attacker: *a,
                        target: *t,
                        kind,
                    });
                }
            }
        }
    }

    /// Info still needed to attack a target (step 3): its Secrecy minus the attacking
    /// party's Intel (Shades: +1 per 5 agenda of that foe).
    pub fn info_needed(&self, attacker: CardId, target: CardId) -> u8 {
        let Some(owner) = self.cards[target.index()].owner else {
            return 0;
        };
        let mut intel = 0;
        if self
            .party_of(attacker)
            .iter()
            .any(|v| self.facts(*v).id == "core-shades")
        {
            intel += self.players[owner.index()].agenda / 5;
        }
        self.secrecy(target).saturating_sub(intel)
    }

    /// Step 1: the attacker is exhausted; a claim's attacks skip Secrecy, blocks and
    /// reactions (p. 7 "Revendiquer le titre de Prince de la Cité").
    pub fn begin_attack(
        &mut self,
        seat: Seat,
        attacker: CardId,
        target: CardId,
        kind: AttackKind,
        prince: bool,
    ) {
        self.cards[attacker.index()].exhausted = true;
        self.culprit = Some(seat);
        self.log(Event::Attack {
            attacker,
            target,
            kind,
        });
        let info_needed = if prince {
            0
        } else {
            self.info_needed(attacker, target)
        };
        let step = if info_needed > 0 {
            AttackStep::Info
        } else {
            AttackStep::Card
        };
        let defender = self.cards[target.index()].owner;
        let helpers: Vec<Seat> = self
            .clockwise(seat)
            .into_iter()
            .filter(|s| Some(*s) != defender)
            .collect();
        // The Cossack: this attack cannot be blocked.
        let unblockable = self.unblockable.contains(&attacker);
        self.unblockable.retain(|a| *a != attacker);
        self.attack = Some(Attack {
            attacker,
            seat,
            target,
            announced: target,
            kind,
            info_needed,
            card: None,
            blocker: None,
            reaction: None,
            step,
            bonus: 0,
            prevent: 0,
            used: Vec::new(),
            prince,
            restarted: false,
            helpers,
            mode: None,
            splash: 0,
            unblockable,
            block_seats: Vec::new(),
            card_face_up: false,
        });
        effects::on_attack(self, attacker, target, kind);
        // Protests in the Streets: attacking a mortal costs the attacker 1 blood.
        if self.cards[target.index()].owner.is_none()
            && self.street_event("core-protests-in-the-streets")
        {
            self.lose_blood(attacker, 1);
        }
    }

    fn defender(&self, at: &Attack) -> Option<Seat> {
        self.cards[at.target.index()].owner
    }

    /// Options of the attack in progress.
    pub fn attack_options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        let at = self.attack.as_ref().expect("attack");
        match at.step {
            AttackStep::Info => {
                // Every player but the defender may discard cards for +1 Info each, the
                // attacker first, then clockwise; a pass hands over (p. 8 step 3).
                let who = at.helpers[0];
                for h in &self.players[who.index()].hand {
                    out.push(Choice::Info { card: *h });
                    // Scoped .30-06: played face up as the attack card for +1 Intel.
                    if who == at.seat
                        && at.card.is_none()
                        && at.kind == AttackKind::Ranged
                        && self.facts(*h).id == "core-scoped-30-06"
                    {
                        out.push(Choice::AttackCard { card: *h });
                    }
                }
                out.push(Choice::Pass {});
                Some((who, "discard for info"))
            }
            AttackStep::Card => {
                let may_play = !at.prince
                    || self.cards[at.target.index()]
                        .owner
                        .is_some_and(|o| self.rival_of(at.seat) == o);
                let fog = self.street_event("core-san-francisco-fog");
                if may_play && !(fog && at.kind == AttackKind::Ranged) {
                    for h in &self.players[at.seat.index()].hand {
                        if self.facts(*h).attack.contains(&at.kind) {
                            out.push(Choice::AttackCard { card: *h });
                        }
                    }
                }
                out.push(Choice::NoAttackCard {});
                Some((at.seat, "attack card"))
            }
            AttackStep::Block => {
                // The defender blocks with a ready member of the target's party (Ranged:
                // Guards only, p. 8 "Attaques Distantes"); the other seats only with a
                // special blocker (p. 16 "Prédicateur, Refuge — Le nid du dragon").
                let who = at.block_seats[0];
                if Some(who) == self.defender(at) {
                    for v in self.party_of(at.target) {
                        let c = &self.cards[v.index()];
                        if v != at.target
                            && !c.exhausted
                            && (at.kind != AttackKind::Ranged || self.facts(v).has_keyword("guard"))
                        {
                            out.push(Choice::Block { blocker: v });
                        }
                    }
                }
                effects::special_blockers(self, at, who, out);
                out.push(Choice::NoBlock {});
                Some((who, "block"))
            }
            AttackStep::Reaction => {
                let d = self.defender(at).expect("vampire target");
                let fog = self.street_event("core-san-francisco-fog");
                for h in &self.players[d.index()].hand {
                    let f = self.facts(*h);
                    if f.reacts_to.contains(&at.kind)
                        && f.is("reaction")
                        && !(fog && f.attack.contains(&AttackKind::Ranged))
                    {
                        out.push(Choice::Reaction { card: *h });
                    }
                }
                out.push(Choice::NoReaction {});
                Some((d, "reaction"))
            }
            AttackStep::Retarget => {
                for v in self.party_of(at.announced) {
                    if self.is_active(v) {
                        out.push(Choice::Retarget { target: v });
                    }
                }
                Some((at.seat, "retarget"))
            }
            AttackStep::AttackerAbilities => {
                effects::attacker_abilities(self, at, out);
                out.push(Choice::Done {});
                Some((at.seat, "attacker abilities"))
            }
            AttackStep::DefenderAbilities => {
                let d = self.defender(at).expect("vampire target");
                effects::defender_abilities(self, at, out);
                out.push(Choice::Done {});
                Some((d, "defender abilities"))
            }
            AttackStep::Mortal => {
                let f = self.facts(at.target);
                out.push(Choice::BurnMortal {});
                // Johnny: the party mends 1 each instead of the burn's mending.
                if let Some(j) = self
                    .party_of(at.attacker)
                    .into_iter()
                    .find(|v| self.facts(*v).id == "core-johnny")
                {
                    out.push(Choice::Ability { card: j });
                }
                if f.is("retainer") {
                    out.push(Choice::AttachMortal {});
                }
                Some((at.seat, "defeated mortal"))
            }
        }
    }

    /// Applies one decision of the attack sequence.
    pub fn attack_step(&mut self, seat: Seat, choice: Choice) {
        let mut at = self.attack.take().expect("attack");
        match choice {
            Choice::Info { card } => {
                self.discard_from_hand(seat, card);
                self.log(Event::Info { seat, card });
                at.info_needed -= 1;
                if at.info_needed == 0 {
                    self.info_reached(&mut at);
                }
            }
            Choice::Pass {} => {
                at.helpers.remove(0);
                if at.helpers.is_empty() {
                    // Not enough Info: the target cannot be reached; the action is spent.
                    self.log(Event::NoInfo {
                        attacker: at.attacker,
                    });
                    self.end_attack(at);
                    return;
                }
            }
            Choice::AttackCard { card } if at.step == AttackStep::Info => {
                self.players[seat.index()].hand.retain(|h| *h != card);
                self.cards[card.index()].loc = Loc::Played;
                self.log(Event::AttackCard { card });
                at.card = Some(card);
                at.card_face_up = true;
                at.info_needed -= 1;
                if at.info_needed == 0 {
                    self.info_reached(&mut at);
                }
            }
            Choice::AttackCard { card } => {
                self.players[seat.index()].hand.retain(|h| *h != card);
                self.cards[card.index()].loc = Loc::Played;
                at.card = Some(card);
                self.after_card(&mut at);
            }
            Choice::NoAttackCard {} => self.after_card(&mut at),
            Choice::Block { blocker } => {
                // Step 6: the blocker is exhausted and becomes the new target.
                effects::special_block(self, &at, blocker);
                self.cards[blocker.index()].exhausted = true;
                self.log(Event::Block { blocker });
                at.blocker = Some(blocker);
                at.target = blocker;
                at.block_seats.clear();
                at.step = AttackStep::Reaction;
            }
            Choice::NoBlock {} => {
                at.block_seats.remove(0);
                if at.block_seats.is_empty() {
                    self.after_blocks(&mut at);
                }
            }
            Choice::Reaction { card } => {
                let d = self.cards[at.target.index()].owner.expect("vampire");
                self.players[d.index()].hand.retain(|h| *h != card);
                self.cards[card.index()].loc = Loc::Played;
                at.reaction = Some(card);
                self.reveal(&mut at);
            }
            Choice::NoReaction {} => self.reveal(&mut at),
            Choice::Retarget { target } => {
                if target != at.target {
                    self.log(Event::Retarget { target });
                }
                at.target = target;
                at.step = AttackStep::AttackerAbilities;
            }
            Choice::Ability { card } if at.step == AttackStep::Mortal => {
                let party = self.party_of(at.attacker);
                effects::mortal_defeated(self, &at, true, false);
                self.log(Event::Ability { card });
                for v in party {
                    self.mend(v, 1);
                }
                self.end_attack(at);
                return;
            }
            Choice::BurnMortal {} | Choice::AttachMortal {} => {
                let burn = choice == Choice::BurnMortal {};
                effects::mortal_defeated(self, &at, burn, true);
                self.end_attack(at);
                return;
            }
            _ => {}
        }
        self.attack = Some(at);
    }

    /// Step 3 done: on to the attack card (already chosen if it was a Scoped .30-06).
    fn info_reached(&mut self, at: &mut Attack) {
        if at.card.is_some() {
            self.after_card(at);
        } else {
            at.step = AttackStep::Card;
        }
    }

    fn after_card(&mut self, at: &mut Attack) {
        if at.prince {
            // Claims cannot be blocked or reacted to (p. 7).
            self.reveal(at);
        } else {
            self.start_blocks(at);
        }
    }

    /// Step 6: who may block. The Cossack's attack cannot be blocked; a mortal has no
    /// defender, but a foe's Street Preacher or Dragon's Roost Leader may still block an
    /// attack on it (p. 16 "Prédicateur, Refuge — Le nid du dragon").
    fn start_blocks(&mut self, at: &mut Attack) {
        at.block_seats.clear();
        if !at.unblockable {
            let d = self.defender(at);
            at.block_seats.extend(d);
            at.block_seats.extend(
                self.clockwise(at.seat)
                    .into_iter()
                    .filter(|s| *s != at.seat && Some(*s) != d),
            );
        }
        if at.block_seats.is_empty() {
            self.after_blocks(at);
        } else {
            at.step = AttackStep::Block;
        }
    }

    /// Step 7 after the blocks: the target's reaction, or the reveal for a mortal (no
    /// reaction, p. 15 "Mortels").
    fn after_blocks(&mut self, at: &mut Attack) {
        if self.defender(at).is_some() {
            at.step = AttackStep::Reaction;
        } else {
            self.reveal(at);
        }
    }

    /// Step 8: reveal the attack card, then the reaction. An illegal attack card is
    /// discarded, blocks and reactions are cancelled and the attack restarts at step 6;
    /// an illegal reaction is discarded without effect (p. 8 "Attention !").
    fn reveal(&mut self, at: &mut Attack) {
        let mortal = self.cards[at.announced.index()].owner.is_none();
        if let Some(card) = at.card {
            self.log(Event::AttackCard { card });
            if !self.can_play(at.attacker, card) {
                self.log(Event::Illegal { card });
                self.to_discard(card);
                at.card = None;
                if let Some(b) = at.blocker.take() {
                    self.cards[b.index()].exhausted = false;
                }
                if let Some(r) = at.reaction.take() {
                    let d = self.cards[r.index()].owner.expect("reaction owner");
                    self.players[d.index()].hand.push(r);
                    self.cards[r.index()].loc = Loc::Hand;
                }
                at.target = at.announced;
                at.restarted = true;
                if at.prince {
                    at.step = AttackStep::AttackerAbilities;
                } else {
                    self.start_blocks(at);
                }
                return;
            }
        }
        if let Some(r) = at.reaction {
            self.log(Event::ReactionCard { card: r });
            if !self.can_play(at.target, r) {
                self.log(Event::Illegal { card: r });
                self.to_discard(r);
                at.reaction = None;
            }
        }
        if let Some(c) = at.card {
            if !effects::negated(self, at) {
                effects::on_reveal(self, at, c);
            }
        }
        let targeted = at
            .card
            .is_some_and(|c| self.facts(c).has_keyword("targeted"))
            && !mortal
            && !effects::negated(self, at);
        at.step = if targeted {
            AttackStep::Retarget
        } else {
            AttackStep::AttackerAbilities
        };
    }

    /// Step 9: an ability used in the attack.
    pub fn attack_ability(&mut self, seat: Seat, card: CardId, target: Option<CardId>) {
        let mut at = self.attack.take().expect("attack");
        at.used.push(card);
        self.used_this_turn.push(card);
        self.log(Event::Ability { card });
        effects::apply_attack_ability(self, seat, &mut at, card, target);
        self.attack = Some(at);
    }

    /// `done` in the abilities steps.
    pub fn attack_done(&mut self, _seat: Seat) {
        let mut at = self.attack.take().expect("attack");
        let mortal = self.cards[at.target.index()].owner.is_none();
        if at.step == AttackStep::AttackerAbilities && !mortal {
            at.step = AttackStep::DefenderAbilities;
            self.attack = Some(at);
            return;
        }
        // Steps 10-13: damage.
        let defeated_mortal = self.resolve_damage(&mut at);
        if defeated_mortal {
            at.step = AttackStep::Mortal;
            self.attack = Some(at);
            return;
        }
        self.end_attack(at);
    }

    /// Discards the attack's cards and continues a Prince claim if any.
    pub fn end_attack(&mut self, at: Attack) {
        for c in [at.card, at.reaction].into_iter().flatten() {
            if self.cards[c.index()].loc == Loc::Played {
                self.to_discard(c);
            }
        }
        if at.prince {
            if let Some(claim) = &mut self.claim {
                claim.pending.remove(0);
            }
            self.next_claim_step();
        }
    }

    /// Steps 10-13. Returns whether a mortal was defeated (its burn/attach choice follows).
    fn resolve_damage(&mut self, at: &mut Attack) -> bool {
        let e = effects::attack_numbers(self, at);
        // The reaction's effects on the attacker (damage, blood loss).
        // It waits for its prevention (The Dockyards' attacking Leader, a Vagrant).
        if e.to_attacker > 0 && self.is_active(at.attacker) {
            effects::deal_damage(self, at.attacker, e.to_attacker, false, None);
        }
        if e.attacker_loses > 0 && self.is_active(at.attacker) {
            self.lose_blood(at.attacker, e.attacker_loses);
        }
        let target = at.target;
        if self.cards[target.index()].owner.is_none() {
            // A mortal is defeated only by enough damage in one blow (p. 10).
            let blood = self.facts(target).blood.unwrap_or(0);
            if e.damage >= blood && self.streets.contains(&target) {
                self.log(Event::MortalDefeated { card: target });
                return true;
            }
            if self.streets.contains(&target) {
                self.log(Event::MortalSurvives {
                    card: target,
                    damage: e.damage,
                    needed: blood,
                });
            }
            return false;
        }
        if !self.is_active(target) {
            return false;
        }
        let dealt = e.damage.saturating_sub(e.reduction);
        let defeated = self.damage_vampire(target, dealt, e.aggravated, Some(at.attacker));
        effects::after_damage(self, at, dealt, defeated);
        if dealt > 0 && !e.aggravated && !defeated {
            // Drain Them Slowly.
            if self.agenda_is(at.seat, "core-drain-them-slowly") {
                self.agenda_trigger(at.seat, 1);
            }
        }
        false
    }

    /// Deals damage to a vampire (already reduced); returns whether it was defeated.
    /// At 0 blood it goes to torpor, or burns if any of the damage was aggravated (p. 10).
    pub fn damage_vampire(
        &mut self,
        v: CardId,
        amount: u8,
        aggravated: bool,
        by: Option<CardId>,
    ) -> bool {
        let c = &mut self.cards[v.index()];
        let dealt = amount.min(c.blood);
        c.blood -= dealt;
        self.log(Event::Damage {
            target: v,
            amount: dealt,
            aggravated,
        });
        if self.cards[v.index()].blood == 0 && dealt > 0 {
            self.defeat(v, aggravated, by);
            return true;
        }
        false
    }

    /// Blood loss (not damage: no reduction, no prevention, p. 10).
    pub fn lose_blood(&mut self, v: CardId, amount: u8) {
        let c = &mut self.cards[v.index()];
        let lost = amount.min(c.blood);
        c.blood -= lost;
        self.log(Event::LostBlood {
            card: v,
            amount: lost,
        });
        if self.cards[v.index()].blood == 0 && lost > 0 {
            let by = self.attack.as_ref().map(|a| a.attacker);
            self.defeat(v, false, by);
        }
    }

    /// A vampire is defeated: agenda for a Rival's vampire, the Prince changes hands,
    /// then torpor or burning (p. 5, p. 11 "Torpeur", p. 14 "Prince de la Cité").
    pub fn defeat(&mut self, v: CardId, aggravated: bool, by: Option<CardId>) {
        let owner = self.cards[v.index()].owner.expect("vampire");
        if let Some(b) = by {
            let seat = self.cards[b.index()].owner.expect("vampire");
            if seat != owner {
                // p. 10: defeating a vampire of one's Rival gains 1 Agenda.
                if self.rival_of(seat) == owner {
                    self.gain_agenda(seat, 1, Rule::Rival);
                }
                effects::on_defeat(self, seat, b, v);
            }
            // Marked Man: whoever defeats the character gains its agenda.
            let marked = std::mem::take(&mut self.cards[v.index()].marked);
            self.gain_agenda(seat, marked as i8, Rule::Marked);
        }
        self.cards[v.index()].marked = 0;
        // The Prince goes to the vampire that defeated its holder, or back to be claimed.
        if self.has_attached(v, "core-prince-of-the-city") {
            let p = self.prince;
            self.detach(p);
            self.cards[p.index()].loc = Loc::Aside;
            if let Some(b) = by.filter(|b| self.is_active(*b)) {
                self.attach(p, b);
            }
        }
        effects::on_defeated(self, owner, v);
        if aggravated {
            self.burn_vampire(v);
            return;
        }
        // Torpor: retainers burned, other attachments but Titles discarded, 1 prestige
        // from the pool becomes its blood even if it drops the pool to 0.
        for a in self.cards[v.index()].attached.clone() {
            let f = self.facts(a);
            if f.is("title") {
                continue;
            }
            self.detach(a);
            if f.is("retainer") {
                self.cards[a.index()].loc = Loc::Burned;
                self.log(Event::Burned { card: a });
            } else {
                self.to_discard(a);
            }
        }
        let c = &mut self.cards[v.index()];
        c.loc = Loc::Torpor;
        c.exhausted = true;
        c.no_influence = false;
        self.log(Event::Torpor { card: v });
        if self.players[owner.index()].prestige > 0 {
            self.gain_prestige(owner, -1, Rule::Torpor);
            self.cards[v.index()].blood = 1;
        }
    }

    /// Burns a vampire and everything attached (the Prince excepted, p. 10).
    pub fn burn_vampire(&mut self, v: CardId) {
        let owner = self.cards[v.index()].owner.expect("vampire");
        for a in self.cards[v.index()].attached.clone() {
            self.detach(a);
            if a == self.prince {
                self.cards[a.index()].loc = Loc::Aside;
            } else {
                self.cards[a.index()].loc = Loc::Burned;
            }
        }
        self.players[owner.index()].coterie.retain(|c| *c != v);
        if self.players[owner.index()].leader == Some(v) {
            self.players[owner.index()].leader = None;
        }
        let c = &mut self.cards[v.index()];
        c.loc = Loc::Burned;
        c.blood = 0;
        self.log(Event::Burned { card: v });
    }
}
