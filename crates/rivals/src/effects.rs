//! Card effects: a small data-first vocabulary ([`Fx`]) for Attack and Reaction cards,
//! and the hooks (start/end of turn, attach, defeat, schemes, conspiracies, abilities)
//! through which the other Core cards act. [`IMPLEMENTED`] lists the cards whose whole
//! text is automated; `jyhad cards coverage --game rivals` reads it.

use crate::choice::{CardId, Choice, DrawFrom, Event};
use crate::facts::{db, AttackKind};
use crate::state::{Attack, Loc, State};
use jyhad_table::Seat;

/// One effect of an Attack or Reaction card, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fx {
    /// +`bonus` damage if the acting party has `min`+ levels of a Discipline.
    PlusIfParty(&'static str, u8, u8),
    /// +1 damage per level of a Discipline in the acting party.
    PlusPerPartyLevel(&'static str),
    /// +1 damage per vampire with a Discipline in the acting party.
    PlusPerPartyVampire(&'static str),
    /// +1 damage per Retainer in the acting party.
    PlusPerPartyRetainer,
    /// +1 damage per titled vampire in the acting party.
    PlusPerPartyTitled,
    /// +N damage against City mortals.
    PlusVsMortal(u8),
    /// +`bonus` damage if the target has `min`+ blood.
    PlusIfTargetBlood(u8, u8),
    /// +`titled` damage if the attacker has a Title, +`prince` if Prince instead.
    PlusIfTitled(u8, u8),
    /// Exhaust every vampire of the opposing party.
    ExhaustOpposingParty,
    /// The foe loses `amount` prestige if the party has `min`+ levels of a Discipline.
    FoeLosesPrestigeIfParty(&'static str, u8, u8),
    /// The foe loses 1 agenda if they have `min`+.
    FoeLosesAgendaAtLeast(u8),
    /// Negates the target's Reaction if the party has `min`+ levels of a Discipline.
    NegateReactionIfParty(&'static str, u8),
    /// +`per` shield per level of a Discipline on the reacting vampire.
    ShieldPerOwnLevel(&'static str, u8),
    /// +`per` shield to each party member per level of a Discipline in the party.
    ShieldPerPartyLevel(&'static str, u8),
    /// +`per` shield per titled vampire in the coterie.
    ShieldPerCoterieTitled(u8),
    /// +N shield against one attack kind.
    ShieldVs(AttackKind, u8),
    /// If the reacting vampire is the Blocker, the attacker loses N blood.
    BlockerDrains(u8),
    /// Negates the Attack card's text if the party has `min`+ levels of a Discipline.
    NegateAttackIfParty(&'static str, u8),
    /// The Reaction deals its damage (plus the reacting attribute) to the attacker.
    CounterDamage,
}

/// The vocabulary definitions of Attack and Reaction cards.
pub fn card_fx(id: &str) -> &'static [Fx] {
    use Fx::*;
    match id {
        "core-humiliate" => &[PlusIfParty("presence", 2, 1), CounterDamage],
        "core-throat-rip" => &[PlusPerPartyVampire("potence")],
        "core-holdout-dagger" => &[PlusPerPartyLevel("obfuscate")],
        "core-gang-up" => &[PlusPerPartyRetainer],
        "core-power-play" => &[PlusPerPartyTitled],
        "core-baseball-bat" => &[PlusVsMortal(1), CounterDamage],
        "core-the-mighty-fall" => &[PlusIfTargetBlood(5, 2), CounterDamage],
        "core-know-your-place" => &[PlusIfTitled(1, 2)],
        "core-terrorize" => &[ExhaustOpposingParty],
        "core-demand-obedience" => &[FoeLosesPrestigeIfParty("dominate", 2, 2)],
        "core-rain-on-your-parade" => &[FoeLosesAgendaAtLeast(9)],
        "core-scry-the-soul" => &[NegateReactionIfParty("auspex", 2)],
        "core-fleetness" => &[ShieldPerOwnLevel("celerity", 2)],
        "core-cloak-of-shadows" => &[ShieldPerPartyLevel("obfuscate", 1)],
        "core-dignity-of-the-office" => &[ShieldPerCoterieTitled(2)],
        "core-insanity-defense" => &[ShieldVs(AttackKind::Mental, 1)],
        "core-steal-the-spotlight" => &[BlockerDrains(2)],
        "core-unswayable-mind" => &[NegateAttackIfParty("fortitude", 2)],
        "core-slap-in-the-face" | "core-38-special" => &[CounterDamage],
        _ => &[],
    }
}

/// Cards whose whole text is automated (the rest are not offered for play yet).
pub const IMPLEMENTED: &[&str] = &[
    // Agendas (all 8).
    "core-base-of-power",
    "core-drain-them-slowly",
    "core-hunt-the-hunters",
    "core-manipulate-the-masses",
    "core-playthings",
    "core-strength-in-numbers",
    "core-the-end-is-nigh",
    "core-turf-war",
    // Havens.
    "core-the-penthouse",
    // Vampires.
    "core-bad-penny",
    "core-bella-forte",
    "core-beretta",
    "core-brother",
    "core-bruno-wagner",
    "core-guvnah",
    "core-humberto-garcia",
    "core-hydra",
    "core-inmate-745943",
    "core-jesus",
    "core-john-kartunen",
    "core-june-bryant",
    "core-karma",
    "core-lolita",
    "core-montgomery-white",
    "core-muhammad-zadeh",
    "core-nancy-witt",
    "core-shades",
    "core-skunk",
    "core-stevie-osborn",
    "core-sweetums",
    "core-ty-smith",
    "core-velvet",
    "core-zhang-wei",
    // Library: attacks and reactions.
    "core-38-special",
    "core-baseball-bat",
    "core-cloak-of-shadows",
    "core-demand-obedience",
    "core-dignity-of-the-office",
    "core-fleetness",
    "core-gang-up",
    "core-holdout-dagger",
    "core-humiliate",
    "core-insanity-defense",
    "core-know-your-place",
    "core-power-play",
    "core-rain-on-your-parade",
    "core-scry-the-soul",
    "core-slap-in-the-face",
    "core-steal-the-spotlight",
    "core-sucker-punch",
    "core-terrorize",
    "core-the-mighty-fall",
    "core-throat-rip",
    "core-unswayable-mind",
    // Library: actions, titles, schemes, conspiracies, modifiers, ongoing.
    "core-all-tied-up",
    "core-assert-authority",
    "core-blood-for-blood",
    "core-everything-is-connected",
    "core-fame-and-fortune",
    "core-free-money",
    "core-greed",
    "core-hedge-your-bets",
    "core-herald",
    "core-influencer",
    "core-keeper-of-elysium",
    "core-lost-glory",
    "core-pr-firm",
    "core-primogen",
    "core-royal-review",
    "core-the-last-word",
    "core-the-spoils",
    "core-whispering-campaign",
    // City.
    "core-prince-of-the-city",
    "core-special-affairs-division",
    "core-vagrant",
    "core-addict",
    "core-chef",
    "core-student",
    "core-tour-guide",
    "core-athlete",
    "core-cop",
    "core-skateboarder",
    "core-castro-street-party",
    "core-chinese-new-year",
    "core-city-on-the-brink",
    "core-the-hunger",
    "core-wandering-the-bart-tunnels",
    "core-cable-car-accident",
    "core-san-francisco-fog",
    "core-protests-in-the-streets",
];

/// Whether a card's whole text is automated.
pub fn implemented(id: &str) -> bool {
    IMPLEMENTED.contains(&id)
}

/// Sum of a Discipline's levels in a party.
fn party_level(s: &State, party: &[CardId], d: &str) -> u8 {
    party.iter().map(|v| s.discipline(*v, d)).sum()
}

/// The numbers of an attack at step 10-12.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbers {
    /// Damage to the target before reduction.
    pub damage: u8,
    /// Reduction: attribute (not against aggravated), shields, prevention.
    pub reduction: u8,
    /// Whether the damage is aggravated.
    pub aggravated: bool,
    /// Reaction damage to the attacker, already reduced.
    pub to_attacker: u8,
    /// Blood the attacker loses.
    pub attacker_loses: u8,
}

/// Whether the attack card's text is negated (Unswayable Mind), unless the attack card
/// negated the reaction first (the active player's effects first, p. 20 "Emprise").
pub fn negated(s: &State, at: &Attack) -> bool {
    let Some(r) = at.reaction else { return false };
    if reaction_negated(s, at) {
        return false;
    }
    card_fx(&s.facts(r).id).iter().any(|fx| match fx {
        Fx::NegateAttackIfParty(d, min) => party_level(s, &s.party_of(at.target), d) >= *min,
        _ => false,
    })
}

fn reaction_negated(s: &State, at: &Attack) -> bool {
    let Some(c) = at.card else { return false };
    card_fx(&s.facts(c).id).iter().any(|fx| match fx {
        Fx::NegateReactionIfParty(d, min) => party_level(s, &s.party_of(at.attacker), d) >= *min,
        _ => false,
    })
}

fn damage_bonus(s: &State, fx: Fx, actor: CardId, victim: CardId) -> u8 {
    let party = s.party_of(actor);
    match fx {
        Fx::PlusIfParty(d, min, b) if party_level(s, &party, d) >= min => b,
        Fx::PlusPerPartyLevel(d) => party_level(s, &party, d),
        Fx::PlusPerPartyVampire(d) => {
            party.iter().filter(|v| s.discipline(**v, d) > 0).count() as u8
        }
        Fx::PlusPerPartyRetainer => party
            .iter()
            .map(|v| {
                s.cards[v.index()]
                    .attached
                    .iter()
                    .filter(|a| s.facts(**a).is("retainer"))
                    .count() as u8
            })
            .sum(),
        Fx::PlusPerPartyTitled => party.iter().filter(|v| s.has_title(**v)).count() as u8,
        Fx::PlusVsMortal(b) if s.cards[victim.index()].owner.is_none() => b,
        Fx::PlusIfTargetBlood(min, b)
            if s.cards[victim.index()].owner.is_some() && s.cards[victim.index()].blood >= min =>
        {
            b
        }
        Fx::PlusIfTitled(t, p) => {
            if s.has_attached(actor, "core-prince-of-the-city") {
                p
            } else if s.has_title(actor) {
                t
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Steps 10-12: totals the damage and its reductions.
pub fn attack_numbers(s: &mut State, at: &Attack) -> Numbers {
    let mut n = Numbers::default();
    let mortal = s.cards[at.target.index()].owner.is_none();
    let text_negated = negated(s, at);
    let reaction = at.reaction.filter(|_| !reaction_negated(s, at));
    // The attack card's inherent damage and the attacker's attribute (not for Ranged).
    if let Some(c) = at.card {
        let f = s.facts(c);
        n.damage += f.damage.unwrap_or(0);
        n.aggravated = f.has_keyword("aggravated");
        if !text_negated {
            for fx in card_fx(&f.id) {
                n.damage += damage_bonus(s, *fx, at.attacker, at.target);
                match *fx {
                    Fx::ExhaustOpposingParty if !mortal => {
                        for v in s.party_of(at.announced) {
                            s.cards[v.index()].exhausted = true;
                        }
                    }
                    Fx::FoeLosesPrestigeIfParty(d, min, amount)
                        if !mortal && party_level(s, &s.party_of(at.attacker), d) >= min =>
                    {
                        let foe = s.cards[at.target.index()].owner.expect("vampire");
                        s.gain_prestige(foe, -i16::from(amount));
                    }
                    Fx::FoeLosesAgendaAtLeast(min) if !mortal => {
                        let foe = s.cards[at.target.index()].owner.expect("vampire");
                        if s.players[foe.index()].agenda >= min {
                            s.gain_agenda(foe, -1);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    if at.kind != AttackKind::Ranged {
        n.damage += s.attribute(at.attacker, at.kind.attribute());
    }
    n.damage += at.bonus;
    // Primogen: +1 damage to titled characters.
    if s.has_attached(at.attacker, "core-primogen") && !mortal && s.has_title(at.target) {
        n.damage += 1;
    }
    if mortal {
        return n;
    }
    // Reductions: the target's attribute (not against aggravated damage) and shields.
    if !n.aggravated {
        n.reduction += s.attribute(at.target, at.kind.attribute());
    }
    if at.kind == AttackKind::Ranged
        && s.party_of(at.target)
            .iter()
            .any(|v| s.facts(*v).id == "core-montgomery-white")
    {
        n.reduction += 1;
    }
    n.reduction += at.prevent;
    if let Some(r) = reaction {
        let reactor = s.party_of(at.target);
        let f = s.facts(r);
        // A Reaction's shields protect the vampire that played it (p. 9 "Coup bas").
        let played_by = at.blocker.unwrap_or(at.announced);
        let protects = played_by == at.target;
        if protects {
            n.reduction += f.shield.unwrap_or(0);
        }
        for fx in card_fx(&f.id) {
            match *fx {
                Fx::ShieldPerOwnLevel(d, per) if protects => {
                    n.reduction += per * s.discipline(played_by, d)
                }
                Fx::ShieldPerPartyLevel(d, per) => n.reduction += per * party_level(s, &reactor, d),
                Fx::ShieldPerCoterieTitled(per) if protects => {
                    let o = s.cards[played_by.index()].owner.expect("vampire");
                    let titled = s
                        .active_vampires(o)
                        .iter()
                        .filter(|v| s.has_title(**v))
                        .count() as u8;
                    n.reduction += per * titled;
                }
                Fx::ShieldVs(k, b) if protects && k == at.kind => n.reduction += b,
                Fx::BlockerDrains(b) if at.blocker == Some(played_by) => n.attacker_loses += b,
                Fx::CounterDamage => {
                    let mut d = f.damage.unwrap_or(0);
                    let kind = if f.id == "core-slap-in-the-face" {
                        AttackKind::Physical
                    } else {
                        at.kind
                    };
                    if kind != AttackKind::Ranged {
                        d += s.attribute(played_by, kind.attribute());
                    }
                    for fx2 in card_fx(&f.id) {
                        d += damage_bonus(s, *fx2, played_by, at.attacker);
                    }
                    n.to_attacker += d.saturating_sub(s.attribute(at.attacker, kind.attribute()));
                }
                _ => {}
            }
        }
    }
    n
}

/// Step 9: abilities the attacker may use now.
pub fn attacker_abilities(s: &State, at: &Attack, out: &mut Vec<Choice>) {
    let a = at.attacker;
    let used = |c: CardId| at.used.contains(&c) || s.used_this_turn.contains(&c);
    let prestige = s.players[at.seat.index()].prestige;
    let blood = s.cards[a.index()].blood;
    let id = s.facts(a).id.as_str();
    let me = match id {
        "core-inmate-745943" => prestige > 1,
        "core-beretta" => at.kind == AttackKind::Ranged && blood > 1,
        "core-hydra" => blood > 1 && s.can_draw(at.seat),
        "core-bella-forte" => !s.players[at.seat.index()].library.is_empty(),
        _ => false,
    };
    if me && !used(a) {
        out.push(Choice::Ability { card: a });
    }
    for v in s.party_of(a) {
        if v != a && s.facts(v).id == "core-brother" && !s.cards[v.index()].exhausted && !used(v) {
            out.push(Choice::Ability { card: v });
        }
    }
    if at.kind == AttackKind::Physical && blood > 1 {
        for o in &s.players[at.seat.index()].in_play {
            if s.facts(*o).id == "core-blood-for-blood" && !at.used.contains(o) {
                out.push(Choice::Ability { card: *o });
            }
        }
    }
}

/// Step 9: abilities the defender may use now (Vagrants attached to the target).
pub fn defender_abilities(s: &State, at: &Attack, out: &mut Vec<Choice>) {
    for r in &s.cards[at.target.index()].attached {
        if s.facts(*r).id == "core-vagrant" && !s.cards[r.index()].exhausted {
            out.push(Choice::Ability { card: *r });
        }
    }
}

/// Applies an ability used during an attack.
pub fn apply_attack_ability(s: &mut State, seat: Seat, at: &mut Attack, card: CardId) {
    match s.facts(card).id.as_str() {
        "core-inmate-745943" => {
            s.gain_prestige(seat, -1);
            at.bonus += 2;
        }
        "core-beretta" => {
            s.lose_blood(card, 1);
            at.bonus += 1;
        }
        "core-hydra" => {
            s.lose_blood(card, 1);
            let from = if s.players[seat.index()].library.is_empty() {
                DrawFrom::Faction
            } else {
                DrawFrom::Library
            };
            s.draw_card(seat, from, true);
        }
        "core-bella-forte" => {
            let top = s.players[seat.index()].library.remove(0);
            s.players[seat.index()].discard.push(top);
            s.cards[top.index()].loc = Loc::Discard;
            s.log(Event::Discarded { seat, card: top });
            if !s.facts(top).is("attack") {
                at.bonus += 2;
            }
        }
        "core-brother" => {
            s.cards[card.index()].exhausted = true;
            at.bonus += 1;
        }
        "core-blood-for-blood" => {
            s.lose_blood(at.attacker, 1);
            at.bonus += 1;
        }
        "core-vagrant" => {
            // Exhaust Vagrant: prevent 1 damage to this character.
            s.cards[card.index()].exhausted = true;
            at.prevent += 1;
        }
        _ => {}
    }
}

/// A defeated Vagrant or Citizen is burned (the attacker mends) or attached (p. 15).
pub fn mortal_defeated(s: &mut State, at: &Attack, burn: bool) {
    let m = at.target;
    let seat = at.seat;
    let f = s.facts(m);
    let mut agenda = f.agenda.unwrap_or(0);
    if f.id == "core-vagrant" && s.street_event("core-the-hunger") {
        agenda += 1;
    }
    s.gain_agenda(seat, agenda as i8);
    s.streets.retain(|c| *c != m);
    if burn || !s.is_active(at.attacker) {
        s.cards[m.index()].loc = Loc::Burned;
        s.log(Event::Burned { card: m });
        if s.is_active(at.attacker) {
            let amount = if f.id == "core-vagrant" { 2 } else { 3 };
            s.mend(at.attacker, amount);
        }
    } else {
        s.attach(m, at.attacker);
        if matches!(f.id.as_str(), "core-addict" | "core-chef") {
            let from = if s.players[seat.index()].library.is_empty() {
                DrawFrom::Faction
            } else {
                DrawFrom::Library
            };
            s.draw_card(seat, from, true);
        }
    }
}

/// Effects when a card attaches to a vampire of `seat`.
pub fn on_attach(s: &mut State, seat: Seat, card: CardId, to: CardId) {
    let f = s.facts(card);
    let agenda = s.facts(s.players[seat.index()].agenda_card).id.as_str();
    if f.is("title") {
        if agenda == "core-base-of-power" {
            s.gain_agenda(seat, 2);
        }
        if s.active_vampires(seat)
            .iter()
            .any(|v| s.facts(*v).id == "core-stevie-osborn")
        {
            s.gain_prestige(seat, 1);
        }
    }
    if f.is("retainer") {
        if f.is("citizen") && agenda == "core-playthings" {
            s.gain_agenda(seat, 1);
        }
        if s.haven_is(seat, "core-the-penthouse") && s.leader_in_play(seat) {
            s.mend(to, 1);
        }
    }
}

/// Effects when `by` (of `seat`) defeats a foe's vampire `v`.
pub fn on_defeat(s: &mut State, seat: Seat, by: CardId, v: CardId) {
    let owner = s.cards[v.index()].owner.expect("vampire");
    let agenda = s.facts(s.players[seat.index()].agenda_card).id.as_str();
    if agenda == "core-turf-war" {
        if s.rival_of(seat) != owner {
            s.gain_agenda(seat, 1);
        }
        if s.facts(v).bp.unwrap_or(0) >= 5 {
            s.gain_agenda(seat, 1);
        }
    }
    if s.street_event("core-city-on-the-brink") {
        s.gain_agenda(seat, 1);
    }
    let party = s.party_of(by);
    if party
        .iter()
        .any(|p| s.facts(*p).id == "core-zhang-wei" && s.has_title(*p))
    {
        s.gain_prestige(owner, -1);
    }
    if s.players[seat.index()]
        .in_play
        .iter()
        .any(|o| s.facts(*o).id == "core-the-spoils")
    {
        for p in party {
            s.mend(p, 1);
        }
    }
}

/// A non-Ongoing City event resolves as it is revealed.
pub fn city_event(s: &mut State, c: CardId) {
    if s.facts(c).id == "core-chinese-new-year" {
        // Shuffle every burned Event back into the City deck.
        let burned: Vec<CardId> = (0..s.cards.len())
            .map(|i| CardId(i as u16))
            .filter(|x| {
                *x != c
                    && s.cards[x.index()].loc == Loc::Burned
                    && s.cards[x.index()].owner.is_none()
                    && s.facts(*x).is("event")
            })
            .collect();
        for b in burned {
            s.cards[b.index()].loc = Loc::CityDeck;
            s.city_deck.push(b);
        }
        use rand::seq::SliceRandom;
        let mut deck = std::mem::take(&mut s.city_deck);
        deck.shuffle(&mut s.rng);
        s.city_deck = deck;
    }
}

/// Start-of-turn effects (p. 6 step 2).
pub fn start_of_turn(s: &mut State, a: Seat) {
    let prince = s.prince;
    let holds_prince = s.players[a.index()]
        .coterie
        .iter()
        .any(|v| s.cards[v.index()].attached.contains(&prince));
    if holds_prince {
        s.gain_prestige(a, 1);
        s.gain_agenda(a, 1);
        if s.active_vampires(a)
            .iter()
            .any(|v| s.facts(*v).id == "core-june-bryant")
        {
            for _ in 0..2 {
                let from = if s.players[a.index()].library.is_empty() {
                    DrawFrom::Faction
                } else {
                    DrawFrom::Library
                };
                s.draw_card(a, from, true);
            }
        }
    }
    if s.facts(s.players[a.index()].agenda_card).id == "core-strength-in-numbers" {
        let street: Vec<CardId> = s
            .active_vampires(a)
            .into_iter()
            .filter(|v| matches!(s.cards[v.index()].loc, Loc::Streets(_)))
            .collect();
        let strong = street
            .iter()
            .filter(|v| s.cards[v.index()].blood >= 2)
            .count();
        if strong >= 4 {
            s.gain_agenda(a, 2);
        } else if street.len() >= 3 {
            s.gain_agenda(a, 1);
        }
    }
}

/// End-of-turn effects (p. 8 step 2).
pub fn end_of_turn(s: &mut State, a: Seat) {
    if s.street_event("core-the-hunger") {
        let hurt = s.players[a.index()]
            .coterie
            .iter()
            .filter(|v| s.cards[v.index()].blood < s.bp(**v))
            .count() as i16;
        if hurt > 0 {
            s.gain_prestige(a, -hurt);
        }
    }
}

/// A vampire of `seat` able to host this action card.
fn hosts(s: &State, seat: Seat, card: CardId) -> Vec<CardId> {
    s.active_vampires(seat)
        .into_iter()
        .filter(|v| !s.cards[v.index()].exhausted && s.can_play(*v, card))
        .collect()
}

/// Action cards the active seat may play now.
pub fn play_options(s: &State, a: Seat, out: &mut Vec<Choice>) {
    let prestige = s.players[a.index()].prestige;
    for h in &s.players[a.index()].hand {
        let f = s.facts(*h);
        if !implemented(&f.id) || !(f.is("action") || f.is("unhosted action")) {
            continue;
        }
        if let Some(c) = f.clan.as_deref() {
            if !s.has_clan(a, c) {
                continue;
            }
        }
        if u16::from(f.prestige_cost.unwrap_or(0)) >= prestige {
            continue;
        }
        if f.is("conspiracy") && prestige <= 1 {
            continue;
        }
        if f.is("unhosted action") {
            out.push(Choice::Play {
                card: *h,
                vampire: None,
            });
            continue;
        }
        for v in hosts(s, a, *h) {
            if f.is("title") {
                if s.has_title(v) || !title_free(s, a, *h) {
                    continue;
                }
                if s.max_influence(a) < u16::from(f.title_cost.unwrap_or(0)) {
                    continue;
                }
            }
            out.push(Choice::Play {
                card: *h,
                vampire: Some(v),
            });
        }
    }
}

/// Unique Titles: no other vampire holds it; Primogen: one per player (p. 14).
fn title_free(s: &State, seat: Seat, card: CardId) -> bool {
    let id = &s.facts(card).id;
    let holders: Vec<Seat> = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.coterie.iter().any(|v| {
                s.cards[v.index()]
                    .attached
                    .iter()
                    .any(|a| s.facts(*a).id == *id)
            })
        })
        .map(|(i, _)| Seat(i as u8))
        .collect();
    if id == "core-primogen" {
        !holders.contains(&seat)
    } else {
        holders.is_empty()
    }
}

/// Plays an action card (p. 7 "Jouer une carte Action").
pub fn play_card(s: &mut State, seat: Seat, card: CardId, vampire: Option<CardId>) {
    if let Some(v) = vampire {
        s.cards[v.index()].exhausted = true;
    }
    s.players[seat.index()].hand.retain(|h| *h != card);
    s.cards[card.index()].loc = Loc::Played;
    s.log(Event::Played { seat, card });
    let f = s.facts(card);
    if let Some(p) = f.prestige_cost {
        s.gain_prestige(seat, -i16::from(p));
    }
    if f.is("title") {
        s.start_title(card, vampire.expect("hosted"));
        return;
    }
    if f.is("scheme") {
        s.start_scheme(card, vampire);
        return;
    }
    if f.is("conspiracy") {
        // Face down with 1 prestige from the pool (p. 15 "Conspirations").
        s.gain_prestige(seat, -1);
        let turn = s.turn;
        let c = &mut s.cards[card.index()];
        c.loc = Loc::Conspiracy;
        c.prestige = 1;
        c.contributors = 1 << seat.0;
        c.since_turn = turn;
        s.players[seat.index()].in_play.push(card);
        face_down_played(s, seat);
        return;
    }
    match f.id.as_str() {
        "core-royal-review" => {
            let titles = s
                .active_vampires(seat)
                .iter()
                .filter(|v| s.has_title(**v))
                .count() as i16;
            s.gain_prestige(seat, titles);
        }
        "core-everything-is-connected"
            if s.active_vampires(seat)
                .iter()
                .any(|v| s.discipline(*v, "auspex") > 0) =>
        {
            for c in s.players[seat.index()].in_play.clone() {
                if s.cards[c.index()].loc == Loc::Conspiracy {
                    s.cards[c.index()].prestige += 1;
                }
            }
        }
        _ => {}
    }
    if f.is("ongoing") {
        s.cards[card.index()].loc = Loc::Ongoing;
        s.players[seat.index()].in_play.push(card);
        if s.active_vampires(seat)
            .iter()
            .any(|v| s.facts(*v).id == "core-bruno-wagner")
        {
            s.draw_card(seat, DrawFrom::Library, true);
        }
    } else {
        s.to_discard(card);
    }
}

fn face_down_played(s: &mut State, seat: Seat) {
    if s.active_vampires(seat)
        .iter()
        .any(|v| s.facts(*v).id == "core-guvnah")
    {
        s.draw_card(seat, DrawFrom::Library, true);
    }
}

/// Abilities usable in the action phase outside attacks (Conspiracies).
pub fn ability_options(s: &State, a: Seat, out: &mut Vec<Choice>) {
    let prestige = s.players[a.index()].prestige;
    for c in &s.players[a.index()].in_play {
        let card = &s.cards[c.index()];
        if card.loc != Loc::Conspiracy {
            continue;
        }
        // The controller adds 1 prestige once per turn, not the turn it was played.
        if prestige > 1 && card.since_turn != s.turn && !s.used_this_turn.contains(c) {
            out.push(Choice::Contribute { card: *c });
        }
        let f = s.facts(*c);
        if card.prestige >= f.conspiracy_threshold.unwrap_or(u8::MAX)
            && (f.id != "core-all-tied-up" || s.has_clan(a, "malkavian"))
        {
            for t in s.clockwise(a).into_iter().skip(1) {
                if card.contributors & (1 << t.0) == 0 {
                    out.push(Choice::Resolve {
                        card: *c,
                        target: t,
                    });
                }
            }
        }
    }
}

/// Uses an action-phase ability.
pub fn use_ability(_s: &mut State, _seat: Seat, _card: CardId) {}

/// Resolves a Conspiracy against a foe who did not contribute.
pub fn resolve_conspiracy(s: &mut State, seat: Seat, card: CardId, target: Seat) {
    s.log(Event::Played { seat, card });
    match s.facts(card).id.as_str() {
        "core-lost-glory" => {
            let loss = if s.players[target.index()].agenda >= 9 {
                2
            } else {
                1
            };
            s.gain_agenda(target, -loss);
        }
        "core-whispering-campaign" => {
            let stolen = s.players[target.index()].prestige.min(2) as i16;
            s.culprit = Some(seat);
            s.gain_prestige(target, -stolen);
            s.gain_prestige(seat, stolen);
        }
        "core-all-tied-up" => {
            for v in s.active_vampires(target) {
                s.cards[v.index()].exhausted = true;
            }
        }
        _ => {}
    }
    s.players[seat.index()].in_play.retain(|c| *c != card);
    s.cards[card.index()].prestige = 0;
    s.cards[card.index()].contributors = 0;
    s.to_discard(card);
    if s.active_vampires(seat)
        .iter()
        .any(|v| s.facts(*v).id == "core-velvet")
    {
        s.gain_prestige(seat, 1);
    }
    if s.facts(s.players[seat.index()].agenda_card).id == "core-the-end-is-nigh"
        && !s
            .used_this_turn
            .contains(&s.players[seat.index()].agenda_card)
    {
        let ag = s.players[seat.index()].agenda_card;
        s.used_this_turn.push(ag);
        s.gain_prestige(seat, 1);
        s.gain_agenda(seat, 2);
    }
}

/// A Scheme succeeded: its effect, then "when a Scheme you play succeeds" effects.
pub fn scheme_passed(s: &mut State, card: CardId) {
    let a = s.active;
    match s.facts(card).id.as_str() {
        "core-free-money" => {
            for p in s.clockwise(a) {
                s.gain_prestige(p, 3);
            }
        }
        "core-fame-and-fortune" => {
            s.gain_prestige(a, 2);
            s.gain_agenda(a, 1);
        }
        "core-greed" => s.gain_agenda(a, 2),
        _ => {}
    }
    if s.facts(s.players[a.index()].agenda_card).id == "core-manipulate-the-masses" {
        s.gain_agenda(a, 1);
    }
    let pr_firm = s.players[a.index()]
        .in_play
        .iter()
        .any(|o| s.facts(*o).id == "core-pr-firm");
    if pr_firm && s.players[a.index()].prestige > 1 {
        s.gain_prestige(a, -1);
        s.gain_agenda(a, 1);
    }
}

/// Coverage of the Core set: (implemented, total).
pub fn coverage() -> (usize, usize) {
    let db = db();
    let done = db.cards.iter().filter(|c| implemented(&c.id)).count();
    (done, db.cards.len())
}
