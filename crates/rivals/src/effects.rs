//! Card effects: a small data-first vocabulary ([`Fx`]) for Attack and Reaction cards,
//! and the hooks (start/end of turn, attach, defeat, schemes, conspiracies, abilities)
//! through which the other Core cards act. [`IMPLEMENTED`] lists the cards whose whole
//! text is automated; `jyhad cards coverage --game rivals` reads it.

use crate::choice::{CardId, Choice, Event, Rule};
use crate::facts::{db, AttackKind};
use crate::state::{Attack, Loc, Prompt, State};
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
    /// The attack ignores all Resistance (attribute and shields) if the party has `min`+
    /// levels of a Discipline.
    IgnoreResistanceIfParty(&'static str, u8),
    /// +1 damage per level of a Discipline in the party against a City mortal.
    PlusPerPartyLevelVsMortal(&'static str),
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
        "core-lightning-strike" => &[IgnoreResistanceIfParty("celerity", 2)],
        "core-seduction" => &[PlusPerPartyLevelVsMortal("presence")],
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
    // The rest of the Core set: havens' Leader Abilities, vampires, Library, City.
    "core-artist-lofts",
    "core-dragons-roost",
    "core-house-of-pain",
    "core-old-post-office",
    "core-royal-retreat",
    "core-the-dockyards",
    "core-the-madhouse",
    "core-bong-cha-park",
    "core-bunny-benitez",
    "core-doc",
    "core-flick",
    "core-iris-lokken",
    "core-johnny",
    "core-lixue-chen",
    "core-liza-holt",
    "core-randolph-marz",
    "core-street-preacher",
    "core-the-cossack",
    "core-yusuf-kaya",
    "core-a-biting-comment",
    "core-backhanded-compliment",
    "core-balance-of-power",
    "core-beauty-is-a-beast",
    "core-burning-down-the-house",
    "core-coup-de-grace",
    "core-destroy-the-plans",
    "core-distraction",
    "core-drive-by",
    "core-dumpster-dive",
    "core-emergency-bloodbag",
    "core-faulty-logic",
    "core-first-tradition-the-masquerade",
    "core-fragmented-mind",
    "core-incite-rebellion",
    "core-irresistible-voice",
    "core-kneecapped",
    "core-late-night-snack",
    "core-lightning-strike",
    "core-long-term-investment",
    "core-marked-man",
    "core-mercy",
    "core-molotov-cocktail",
    "core-scoped-30-06",
    "core-search-engine",
    "core-seduction",
    "core-seneschal",
    "core-sheriff",
    "core-smoke-em-out",
    "core-unhinged",
    "core-meeting-at-alcatraz",
    "core-gallery-openning",
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
        Fx::PlusPerPartyLevelVsMortal(d) if s.cards[victim.index()].owner.is_none() => {
            party_level(s, &party, d)
        }
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
                        s.gain_prestige(foe, -i16::from(amount), c);
                    }
                    Fx::FoeLosesAgendaAtLeast(min) if !mortal => {
                        let foe = s.cards[at.target.index()].owner.expect("vampire");
                        if s.players[foe.index()].agenda >= min {
                            s.gain_agenda(foe, -1, c);
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
    let card_id = at.card.map(|c| s.facts(c).id.as_str());
    if card_id == Some("core-a-biting-comment") && at.mode == Some(0) && !text_negated {
        n.damage += 2;
    }
    // Primogen: +1 damage to titled characters.
    if s.has_attached(at.attacker, "core-primogen") && !mortal && s.has_title(at.target) {
        n.damage += 1;
    }
    if mortal {
        return n;
    }
    let ignores = !text_negated
        && at.card.is_some_and(|c| {
            card_fx(&s.facts(c).id).iter().any(|fx| match fx {
                Fx::IgnoreResistanceIfParty(d, min) => {
                    party_level(s, &s.party_of(at.attacker), d) >= *min
                }
                _ => false,
            })
        });
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
    if ignores {
        // Lightning Strike: no Resistance (attribute, shields); prevention still counts.
        n.reduction = at.prevent;
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
    let hand = s.players[at.seat.index()].hand.len();
    let mortal = s.cards[at.target.index()].owner.is_none();
    // Beauty is a Beast: exhaust during a Social attack on a City mortal, +1 damage.
    if at.kind == AttackKind::Social && mortal {
        for o in &s.players[at.seat.index()].in_play {
            if s.facts(*o).id == "core-beauty-is-a-beast" && !s.cards[o.index()].exhausted {
                out.push(Choice::Ability { card: *o });
            }
        }
    }
    // House of Pain (Leader Ability): discard 1 card, the Leader deals +1 damage.
    let haven = s.players[at.seat.index()].haven;
    if s.haven_is(at.seat, "core-house-of-pain")
        && s.players[at.seat.index()].leader == Some(a)
        && hand > 0
        && !used(haven)
    {
        out.push(Choice::Ability { card: haven });
    }
    // Randolph Marz (Party): discard a Title in the party, +1 damage (+2 if he is Prince).
    let party = s.party_of(a);
    if let Some(r) = party
        .iter()
        .copied()
        .find(|v| s.facts(*v).id == "core-randolph-marz")
    {
        if !used(r) {
            for v in &party {
                for t in &s.cards[v.index()].attached {
                    if s.facts(*t).is("title") && *t != s.prince {
                        out.push(Choice::AbilityAt {
                            card: r,
                            target: *t,
                        });
                    }
                }
            }
        }
    }
    // The attack card's own activated text.
    let Some(c) = at.card else { return };
    if negated(s, at) {
        return;
    }
    let uses = at.used.iter().filter(|u| **u == c).count();
    let target_retainers = s.cards[at.target.index()]
        .attached
        .iter()
        .any(|r| s.facts(*r).is("retainer"));
    let ok = match s.facts(c).id.as_str() {
        "core-unhinged" => uses < 2 && hand > 0,
        "core-kneecapped" => uses == 0 && hand > 0 && s.facts(at.target).is("second inquisition"),
        "core-molotov-cocktail" => uses == 0 && hand > 0 && !mortal,
        "core-incite-rebellion" => {
            uses == 0
                && blood > 1
                && !mortal
                && s.party_of(at.target).iter().any(|v| {
                    s.cards[v.index()]
                        .attached
                        .iter()
                        .any(|r| s.facts(*r).is("retainer"))
                })
        }
        "core-irresistible-voice" => {
            uses == 0
                && !mortal
                && target_retainers
                && s.discipline(a, "presence") > 0
                && blood > voice_cost(s, a)
        }
        _ => false,
    };
    if ok {
        out.push(Choice::Ability { card: c });
    }
}

/// Irresistible Voice's blood cost: 2, or 1 if the party has Dominate.
fn voice_cost(s: &State, a: CardId) -> u8 {
    if party_level(s, &s.party_of(a), "dominate") > 0 {
        1
    } else {
        2
    }
}

/// Step 9: abilities the defender may use now (Vagrants attached to the target, The
/// Dockyards' Leader Ability).
pub fn defender_abilities(s: &State, at: &Attack, out: &mut Vec<Choice>) {
    for r in &s.cards[at.target.index()].attached {
        if s.facts(*r).id == "core-vagrant" && !s.cards[r.index()].exhausted {
            out.push(Choice::Ability { card: *r });
        }
    }
    let Some(d) = s.cards[at.target.index()].owner else {
        return;
    };
    let haven = s.players[d.index()].haven;
    // The Dockyards: each discard prevents 1 damage to the Leader (bounded by the damage).
    if s.haven_is(d, "core-the-dockyards")
        && s.players[d.index()].leader == Some(at.target)
        && !s.players[d.index()].hand.is_empty()
        && at.used.iter().filter(|u| **u == haven).count() < 8
    {
        out.push(Choice::Ability { card: haven });
    }
}

/// Applies an ability used during an attack.
pub fn apply_attack_ability(
    s: &mut State,
    seat: Seat,
    at: &mut Attack,
    card: CardId,
    target: Option<CardId>,
) {
    let discard = |s: &mut State, seat: Seat| s.prompts.push(Prompt::new(seat, card, 1));
    match s.facts(card).id.as_str() {
        "core-unhinged" | "core-kneecapped" | "core-molotov-cocktail" | "core-house-of-pain" => {
            discard(s, seat)
        }
        "core-the-dockyards" => {
            // The Leader's side: the attacker's or the target's damage.
            let mut p = Prompt::new(seat, card, 1);
            p.target = s.players[seat.index()].leader;
            s.prompts.push(p);
        }
        "core-beauty-is-a-beast" => {
            s.cards[card.index()].exhausted = true;
            at.bonus += 1;
        }
        "core-randolph-marz" => {
            let t = target.expect("a title");
            s.detach(t);
            s.to_discard(t);
            s.log(Event::Discarded { seat, card: t });
            at.bonus += 1;
            if s.has_attached(card, "core-prince-of-the-city") {
                at.bonus += 1;
            }
        }
        "core-incite-rebellion" => {
            s.lose_blood(at.attacker, 1);
            let mut p = Prompt::new(seat, card, 1);
            p.target = Some(at.target);
            s.prompts.push(p);
        }
        "core-irresistible-voice" => {
            let cost = voice_cost(s, at.attacker);
            s.lose_blood(at.attacker, cost);
            let mut p = Prompt::new(seat, card, 1);
            p.target = Some(at.target);
            p.actor = Some(at.attacker);
            s.prompts.push(p);
        }
        "core-inmate-745943" => {
            s.gain_prestige(seat, -1, card);
            at.bonus += 2;
        }
        "core-beretta" => {
            s.lose_blood(card, 1);
            at.bonus += 1;
        }
        "core-hydra" => {
            s.lose_blood(card, 1);
            draw_any(s, seat, card, 1);
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
            // Vagrant: exhausting it stops 1 damage to its character.
            s.cards[card.index()].exhausted = true;
            at.prevent += 1;
        }
        _ => {}
    }
}

/// A defeated Vagrant or Citizen is burned (the attacker mends, unless `benefit` is off)
/// or attached (p. 15); a defeated S.A.D. is discarded (its card text).
pub fn mortal_defeated(s: &mut State, at: &Attack, burn: bool, benefit: bool) {
    let m = at.target;
    let seat = at.seat;
    let f = s.facts(m);
    s.gain_agenda(seat, f.agenda.unwrap_or(0) as i8, m);
    if f.id == "core-vagrant" {
        if let Some(h) = s.street_card("core-the-hunger") {
            s.gain_agenda(seat, 1, h);
        }
    }
    s.streets.retain(|c| *c != m);
    s.mortals_this_turn += 1;
    // First Tradition: The Masquerade burns when its controller defeats 2 mortals in a turn.
    if s.mortals_this_turn >= 2 {
        for o in s.players[seat.index()].in_play.clone() {
            if s.facts(o).id == "core-first-tradition-the-masquerade" {
                burn_in_play(s, o);
            }
        }
    }
    if f.is("second inquisition") {
        s.to_discard(m);
        s.log(Event::Discarded { seat, card: m });
        // Hunt the Hunters: the first S.A.D. defeated in each of your turns.
        let ag = s.players[seat.index()].agenda_card;
        if s.facts(ag).id == "core-hunt-the-hunters" && !s.used_this_turn.contains(&ag) {
            s.used_this_turn.push(ag);
            s.agenda_trigger(seat, 1);
        }
        return;
    }
    if burn || !s.is_active(at.attacker) || !benefit {
        if !benefit {
            s.cards[m.index()].loc = Loc::Burned;
            s.log(Event::Burned { card: m });
            return;
        }
        s.cards[m.index()].loc = Loc::Burned;
        s.log(Event::Burned { card: m });
        if s.is_active(at.attacker) {
            let amount = if f.id == "core-vagrant" { 2 } else { 3 };
            s.mend(at.attacker, amount);
        }
    } else {
        s.attach(m, at.attacker);
        if matches!(f.id.as_str(), "core-addict" | "core-chef") {
            draw_any(s, seat, m, 1);
        }
    }
}

/// An Agenda's trigger pays `amount` agenda to `seat` (with the extras of its text: 1
/// prestige for Hunt the Hunters, which also shuffles the City discard pile back into the
/// City deck, and for The End is Nigh). Called at once for a face-up Agenda, after the
/// reveal for a face-down one (`State::agenda_trigger`).
pub fn agenda_payoff(s: &mut State, seat: Seat, amount: u8) {
    let card = s.players[seat.index()].agenda_card;
    s.log(Event::Effect { card });
    let id = s.facts(s.players[seat.index()].agenda_card).id.as_str();
    match id {
        "core-hunt-the-hunters" => {
            s.gain_prestige(seat, 1, card);
            s.gain_agenda(seat, amount as i8, card);
            let mut back = std::mem::take(&mut s.city_discard);
            for c in &back {
                s.cards[c.index()].loc = Loc::CityDeck;
            }
            s.city_deck.append(&mut back);
            use rand::seq::SliceRandom;
            let mut deck = std::mem::take(&mut s.city_deck);
            deck.shuffle(&mut s.rng);
            s.city_deck = deck;
        }
        "core-the-end-is-nigh" => {
            s.gain_prestige(seat, 1, card);
            s.gain_agenda(seat, amount as i8, card);
        }
        _ => s.gain_agenda(seat, amount as i8, card),
    }
}

/// Effects when a card attaches to a vampire of `seat`.
pub fn on_attach(s: &mut State, seat: Seat, card: CardId, to: CardId) {
    let f = s.facts(card);
    if f.is("title") {
        if s.agenda_is(seat, "core-base-of-power") {
            s.agenda_trigger(seat, 2);
        }
        if let Some(stevie) = s
            .active_vampires(seat)
            .into_iter()
            .find(|v| s.facts(*v).id == "core-stevie-osborn")
        {
            s.gain_prestige(seat, 1, stevie);
        }
    }
    if f.is("retainer") {
        if f.is("citizen") && s.agenda_is(seat, "core-playthings") {
            s.agenda_trigger(seat, 1);
        }
        if s.haven_is(seat, "core-the-penthouse") && s.leader_in_play(seat) {
            s.mend(to, 1);
        }
    }
}

/// Effects when `by` (of `seat`) defeats a foe's vampire `v`.
pub fn on_defeat(s: &mut State, seat: Seat, by: CardId, v: CardId) {
    let owner = s.cards[v.index()].owner.expect("vampire");
    if s.agenda_is(seat, "core-turf-war") {
        let amount =
            u8::from(s.rival_of(seat) != owner) + u8::from(s.facts(v).bp.unwrap_or(0) >= 5);
        if amount > 0 {
            s.agenda_trigger(seat, amount);
        }
    }
    if let Some(brink) = s.street_card("core-city-on-the-brink") {
        s.gain_agenda(seat, 1, brink);
    }
    let party = s.party_of(by);
    if let Some(zhang) = party
        .iter()
        .copied()
        .find(|p| s.facts(*p).id == "core-zhang-wei" && s.has_title(*p))
    {
        s.gain_prestige(owner, -1, zhang);
    }
    if s.players[seat.index()]
        .in_play
        .iter()
        .any(|o| s.facts(*o).id == "core-the-spoils")
    {
        for p in party.clone() {
            s.mend(p, 1);
        }
    }
    // Liza Holt (Party): one of the defeated character's Retainers may join this party
    // (they are burned with the defeat; the chosen one comes back attached).
    let retainers: Vec<CardId> = s.cards[v.index()]
        .attached
        .iter()
        .copied()
        .filter(|r| s.facts(*r).is("retainer"))
        .collect();
    if let Some(l) = party.iter().find(|p| s.facts(**p).id == "core-liza-holt") {
        if !retainers.is_empty() {
            let mut p = Prompt::new(seat, *l, 1);
            p.optional = true;
            p.actor = Some(by);
            p.picked = retainers;
            s.prompts.push(p);
        }
    }
}

/// A non-Ongoing City event resolves as it is revealed.
pub fn city_event(s: &mut State, c: CardId) {
    match s.facts(c).id.as_str() {
        "core-meeting-at-alcatraz" => {
            // Every Leader not in torpor goes to the Streets as a party of its own; the
            // active player's stays there this turn.
            for p in s.clockwise(s.active) {
                let Some(l) = s.players[p.index()].leader.filter(|l| s.is_active(*l)) else {
                    continue;
                };
                let parties = s.parties(p);
                let g = (1..=u8::MAX).find(|g| !parties.contains(g)).unwrap_or(1);
                s.cards[l.index()].loc = Loc::Streets(g);
                s.log(Event::Moved { card: l, party: g });
                if p == s.active {
                    s.stay_out.push(l);
                }
            }
        }
        "core-gallery-openning" => {
            // Gallery Opening: every player may trade up to two cards from hand for 1 prestige apiece.
            for p in s.clockwise(s.active) {
                let mut pr = Prompt::new(p, c, 2);
                pr.optional = true;
                s.prompts.push(pr);
            }
        }
        _ => {}
    }
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
    for c in s.players[a.index()].in_play.clone() {
        match s.facts(c).id.as_str() {
            "core-emergency-bloodbag" => {
                let mut p = Prompt::new(a, c, 1);
                p.optional = true;
                s.prompts.push(p);
            }
            "core-long-term-investment" => {
                s.cards[c.index()].prestige = s.cards[c.index()].prestige.saturating_sub(1);
                s.gain_prestige(a, 1, c);
                if s.cards[c.index()].prestige == 0 {
                    burn_in_play(s, c);
                }
            }
            _ => {}
        }
    }
    let prince = s.prince;
    let holds_prince = s.players[a.index()]
        .coterie
        .iter()
        .any(|v| s.cards[v.index()].attached.contains(&prince));
    if holds_prince {
        s.gain_prestige(a, 1, prince);
        s.gain_agenda(a, 1, prince);
        if let Some(june) = s
            .active_vampires(a)
            .into_iter()
            .find(|v| s.facts(*v).id == "core-june-bryant")
        {
            draw_any(s, a, june, 2);
        }
    }
    if s.agenda_is(a, "core-strength-in-numbers") {
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
            s.agenda_trigger(a, 2);
        } else if street.len() >= 3 {
            s.agenda_trigger(a, 1);
        }
    }
}

/// End-of-turn effects (p. 8 step 2).
pub fn end_of_turn(s: &mut State, a: Seat) {
    // The Hunger counts the coterie: vampires not in torpor (p. 2 glossary "Coterie").
    if let Some(h) = s.street_card("core-the-hunger") {
        let hurt = s
            .active_vampires(a)
            .iter()
            .filter(|v| s.cards[v.index()].blood < s.bp(**v))
            .count() as i16;
        if hurt > 0 {
            s.log(Event::Effect { card: h });
            s.gain_prestige(a, -hurt, h);
        }
    }
    // Artist Lofts (Leader Ability): with the Leader exhausted, the player may draw 1 card,
    // then discards 1.
    let haven = s.players[a.index()].haven;
    if s.haven_is(a, "core-artist-lofts")
        && s.leader_in_play(a)
        && s.players[a.index()]
            .leader
            .is_some_and(|l| s.cards[l.index()].exhausted)
    {
        let mut p = Prompt::new(a, haven, 1);
        p.optional = true;
        s.prompts.push(p);
    }
    // Bong-Cha Park: may move a Retainer of her party to another character of it.
    for b in s.active_vampires(a) {
        if s.facts(b).id == "core-bong-cha-park" {
            let mut p = Prompt::new(a, b, 1);
            p.optional = true;
            s.prompts.push(p);
        }
    }
}

/// When a vampire is defeated (torpor or burned): Jesús (Relentless) lets its owner pay 1
/// prestige for 1 agenda, a "you may" prompt.
pub fn on_defeated(s: &mut State, owner: Seat, v: CardId) {
    if s.facts(v).id == "core-jesus" {
        let mut p = Prompt::new(owner, v, 1);
        p.optional = true;
        s.prompts.push(p);
    }
}

/// Damage that is not an attack's own blow (a S.A.D.'s, Drive-By's extra targets, Molotov
/// Cocktail's splash, Distraction's redirected damage, Smoke 'Em Out, a reaction's damage
/// to the attacker): when its controller can prevent some of it — an attached ready Vagrant
/// (its text: exhaust, prevent 1 to its character), The Dockyards' Leader with a card in
/// hand (its text: each damage, a discard prevents 1) —, it waits in a `damage` prompt
/// answered point by point (`pass` takes the rest, p. 8 "Étape des antagonistes":
/// prevention applies); otherwise it is dealt at once. Several vampires hit at once are
/// asked in the order the effect lists them.
pub fn deal_damage(s: &mut State, v: CardId, amount: u8, aggravated: bool, by: Option<CardId>) {
    let Some(owner) = s.cards[v.index()].owner else {
        return;
    };
    let mut p = Prompt::new(owner, v, amount);
    p.optional = true;
    p.damage = true;
    p.target = Some(v);
    p.actor = by;
    p.aggravated = aggravated;
    p.culprit = s.culprit;
    let mut opts = Vec::new();
    if amount > 0 {
        prompt_options(s, &p, &mut opts);
    }
    if opts.is_empty() {
        s.damage_vampire(v, amount, aggravated, by);
    } else {
        s.prompts.push(p);
    }
}

/// A Special Affairs Division deals 1 aggravated damage to `v` (p. 8), once its prevention
/// is offered.
pub fn sad_damage(s: &mut State, v: CardId) {
    s.culprit = None;
    deal_damage(s, v, 1, true, None);
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
        match f.id.as_str() {
            "core-long-term-investment" if prestige <= 1 => continue,
            "core-dumpster-dive" if s.players[a.index()].discard.is_empty() => continue,
            "core-marked-man" => {
                for p in s.clockwise(a) {
                    for v in s.active_vampires(p) {
                        out.push(Choice::PlayAt {
                            card: *h,
                            vampire: None,
                            target: v,
                        });
                    }
                }
                continue;
            }
            _ => {}
        }
        if f.is("unhosted action") {
            out.push(Choice::Play {
                card: *h,
                vampire: None,
            });
            continue;
        }
        // "Use only in The Streets" (Coup de Grâce, Smoke 'Em Out).
        let streets_only = matches!(f.id.as_str(), "core-coup-de-grace" | "core-smoke-em-out");
        for v in hosts(s, a, *h) {
            if streets_only && !matches!(s.cards[v.index()].loc, Loc::Streets(_)) {
                continue;
            }
            if f.id == "core-coup-de-grace" {
                // Potence, pay 2 blood (never the last): defeat a Wounded character
                // outside its Haven.
                if s.discipline(v, "potence") == 0 || s.cards[v.index()].blood <= 2 {
                    continue;
                }
                for p in s.clockwise(a).into_iter().skip(1) {
                    if !s.players[p.index()].played_first_turn {
                        continue;
                    }
                    for t in s.active_vampires(p) {
                        if matches!(s.cards[t.index()].loc, Loc::Streets(_))
                            && s.cards[t.index()].blood < s.bp(t)
                        {
                            out.push(Choice::PlayAt {
                                card: *h,
                                vampire: Some(v),
                                target: t,
                            });
                        }
                    }
                }
                continue;
            }
            if f.id == "core-smoke-em-out" {
                for p in s.clockwise(a).into_iter().skip(1) {
                    if s.players[p.index()].played_first_turn
                        && s.players[p.index()]
                            .coterie
                            .iter()
                            .any(|c| s.cards[c.index()].loc == Loc::Haven)
                    {
                        out.push(Choice::PlayVs {
                            card: *h,
                            vampire: Some(v),
                            seat: p,
                        });
                    }
                }
                continue;
            }
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

/// Unique Titles: no other active vampire holds it (a torpid holder's is taken over, p. 14
/// "La plupart des Titres sont uniques"); Primogen: one per player, torpid holders
/// included (only a burned Primogen or one become Prince frees it, p. 16 "Primogène").
fn title_free(s: &State, seat: Seat, card: CardId) -> bool {
    let id = &s.facts(card).id;
    let primogen = id == "core-primogen";
    let holders: Vec<Seat> = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.coterie.iter().any(|v| {
                (primogen || s.is_active(*v))
                    && s.cards[v.index()]
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
    let f = s.facts(card);
    if f.is("conspiracy") {
        // Played face down (p. 15): the other seats do not learn which card.
        s.log(Event::FaceDownPlayed { seat });
    } else {
        s.log(Event::Played { seat, card });
    }
    if let Some(p) = f.prestige_cost {
        s.gain_prestige(seat, -i16::from(p), card);
    }
    if f.is("title") {
        s.start_title(card, vampire.expect("hosted"));
        return;
    }
    if f.id == "core-balance-of-power" {
        // Choose at least half of the players (the active player is one), then vote.
        s.cards[card.index()].contributors = 1 << seat.0;
        let mut p = Prompt::new(seat, card, 1);
        p.actor = vampire;
        s.prompts.push(p);
        return;
    }
    if f.is("scheme") {
        s.start_scheme(card, vampire);
        return;
    }
    if f.is("conspiracy") {
        // Face down with 1 prestige from the pool (p. 15 "Conspirations").
        s.gain_prestige(seat, -1, card);
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
        "core-emergency-bloodbag" => s.cards[card.index()].prestige = 3,
        "core-long-term-investment" => s.prompts.push(Prompt::new(seat, card, 1)),
        "core-dumpster-dive" => {
            s.prompts.push(Prompt::new(seat, card, 1));
            let auspex: u8 = s
                .active_vampires(seat)
                .iter()
                .map(|v| s.discipline(*v, "auspex"))
                .sum();
            if auspex >= 2 {
                draw_any(s, seat, card, 1);
            }
        }
        "core-late-night-snack" => {
            let n: u8 = s
                .active_vampires(seat)
                .iter()
                .map(|v| s.discipline(*v, "fortitude"))
                .sum();
            if n > 0 {
                s.prompts.push(Prompt::new(seat, card, n));
            }
        }
        "core-royal-review" => {
            let titles = s
                .active_vampires(seat)
                .iter()
                .filter(|v| s.has_title(**v))
                .count() as i16;
            s.gain_prestige(seat, titles, card);
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
        if let Some(bruno) = s
            .active_vampires(seat)
            .into_iter()
            .find(|v| s.facts(*v).id == "core-bruno-wagner")
        {
            draw_any(s, seat, bruno, 1);
        }
    } else {
        s.to_discard(card);
    }
}

fn face_down_played(s: &mut State, seat: Seat) {
    if let Some(guvnah) = s
        .active_vampires(seat)
        .into_iter()
        .find(|v| s.facts(*v).id == "core-guvnah")
    {
        draw_any(s, seat, guvnah, 1);
    }
}

/// Abilities usable in the action phase outside attacks: activated abilities of
/// characters, Titles, Ongoing cards and Leader Abilities (once per turn each, p. 10),
/// and Conspiracies (contribute, invite, resolve).
pub fn ability_options(s: &State, a: Seat, out: &mut Vec<Choice>) {
    let prestige = s.players[a.index()].prestige;
    let used = |c: &CardId| s.used_this_turn.contains(c);
    for v in s.active_vampires(a) {
        let c = &s.cards[v.index()];
        if used(&v) {
            continue;
        }
        let ok = match s.facts(v).id.as_str() {
            "core-doc" => {
                prestige > 1
                    && s.party_of(v)
                        .iter()
                        .any(|m| s.cards[m.index()].blood < s.bp(*m))
            }
            "core-the-cossack" => c.blood > 1 && !s.unblockable.contains(&v),
            "core-yusuf-kaya" => !c.exhausted,
            _ => false,
        };
        if ok {
            out.push(Choice::Ability { card: v });
        }
        for t in &c.attached {
            if used(t) {
                continue;
            }
            match s.facts(*t).id.as_str() {
                "core-sheriff" if !c.exhausted && matches!(c.loc, Loc::Streets(_)) => {
                    for o in ongoing_cards(s, None) {
                        out.push(Choice::AbilityAt {
                            card: *t,
                            target: o,
                        });
                    }
                }
                "core-seneschal" if !c.exhausted && s.actions_left > 0 => {
                    for f in s.clockwise(a).into_iter().skip(1) {
                        out.push(Choice::AbilityVs { card: *t, seat: f });
                    }
                }
                _ => {}
            }
        }
    }
    // p. 15 "Attacher": a Retainer attached to one's vampire may be burned at any time in
    // one's turn but during an action. (Core Retainers are City mortals the player's own
    // vampire attached; no Core card attaches one to a foe's vampire.)
    for v in &s.players[a.index()].coterie {
        for r in &s.cards[v.index()].attached {
            if s.facts(*r).is("retainer") {
                out.push(Choice::BurnRetainer { card: *r });
            }
        }
    }
    let haven = s.players[a.index()].haven;
    if s.leader_in_play(a) && !used(&haven) {
        if s.haven_is(a, "core-royal-retreat") {
            for m in &s.streets {
                if s.facts(*m).is("mortal") {
                    out.push(Choice::AbilityAt {
                        card: haven,
                        target: *m,
                    });
                }
            }
        }
        if s.haven_is(a, "core-the-madhouse") && !s.players[a.index()].hand.is_empty() {
            for c in &s.players[a.index()].in_play {
                if s.cards[c.index()].loc == Loc::Conspiracy {
                    out.push(Choice::AbilityAt {
                        card: haven,
                        target: *c,
                    });
                }
            }
        }
    }
    for c in &s.players[a.index()].in_play {
        if s.facts(*c).id == "core-search-engine"
            && !s.cards[c.index()].exhausted
            && s.active_vampires(a)
                .iter()
                .any(|v| s.discipline(*v, "auspex") > 0)
            && s.can_draw(a)
        {
            out.push(Choice::Ability { card: *c });
        }
    }
    for c in &s.players[a.index()].in_play {
        let card = &s.cards[c.index()];
        if card.loc != Loc::Conspiracy {
            continue;
        }
        for t in s.clockwise(a).into_iter().skip(1) {
            if !s.invited.contains(&(*c, t)) && s.players[t.index()].prestige > 1 {
                out.push(Choice::Invite { card: *c, seat: t });
            }
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
                // Faulty Logic: a forced contributor may still be targeted this turn.
                let valid =
                    f.id != "core-burning-down-the-house" || !ongoing_cards(s, Some(t)).is_empty();
                if (card.contributors & (1 << t.0) == 0 || s.forced.contains(&(*c, t))) && valid {
                    out.push(Choice::Resolve {
                        card: *c,
                        target: t,
                    });
                }
            }
        }
    }
}

/// Uses an action-phase (or end-phase) ability with no target.
pub fn use_ability(s: &mut State, seat: Seat, card: CardId) {
    match s.facts(card).id.as_str() {
        "core-doc" => {
            s.gain_prestige(seat, -1, card);
            for v in s.party_of(card) {
                s.mend(v, 1);
            }
        }
        "core-the-cossack" => {
            s.lose_blood(card, 1);
            s.unblockable.push(card);
        }
        "core-yusuf-kaya" => {
            s.cards[card.index()].exhausted = true;
            for v in s.players[seat.index()].coterie.clone() {
                if s.has_title(v) {
                    s.mend(v, 1);
                }
            }
            s.return_full_torpid(seat);
        }
        "core-search-engine" => {
            s.cards[card.index()].exhausted = true;
            s.prompts.push(Prompt::new(seat, card, 1));
        }
        _ => {}
    }
}

/// An effect's `n` draws: each from the Library or the Faction deck, as the player chooses
/// (p. 8 "Étape de pioche": a draw always chooses its deck). A prompt, answered before
/// anything else; a single non-empty deck is drawn from without asking.
fn draw_any(s: &mut State, seat: Seat, source: CardId, n: u8) {
    s.prompts.push(Prompt::draws(seat, source, n));
}

/// Uses an ability on a target card.
pub fn use_ability_at(s: &mut State, seat: Seat, card: CardId, target: CardId) {
    match s.facts(card).id.as_str() {
        "core-royal-retreat" => {
            // Discard an unattached City mortal, add a new card to the Streets.
            s.streets.retain(|c| *c != target);
            s.to_discard(target);
            s.reveal_city();
        }
        "core-the-madhouse" => {
            let mut p = Prompt::new(seat, card, 1);
            p.target = Some(target);
            s.prompts.push(p);
        }
        "core-sheriff" => {
            if let Loc::Attached(v) = s.cards[card.index()].loc {
                s.cards[v.index()].exhausted = true;
            }
            burn_in_play(s, target);
        }
        _ => {}
    }
}

/// Uses an ability against a foe.
pub fn use_ability_vs(s: &mut State, seat: Seat, card: CardId, foe: Seat) {
    match s.facts(card).id.as_str() {
        "core-seneschal" => {
            // An action of the titled vampire.
            s.actions_left -= 1;
            if let Loc::Attached(v) = s.cards[card.index()].loc {
                s.cards[v.index()].exhausted = true;
            }
            let loss = if s.cards[s.prince.index()].loc == Loc::Aside {
                2
            } else {
                1
            };
            s.culprit = Some(seat);
            s.gain_prestige(foe, -loss, card);
        }
        "core-distraction" => {
            let k = s.sad_left.min(2);
            s.sad_left -= k;
            s.players[seat.index()].in_play.retain(|c| *c != card);
            s.to_discard(card);
            s.prompts.push(Prompt::new(foe, card, k));
        }
        _ => {}
    }
}

/// Action cards with a target card (after `play_card`).
pub fn play_at(s: &mut State, seat: Seat, card: CardId, vampire: Option<CardId>, target: CardId) {
    match s.facts(card).id.as_str() {
        "core-coup-de-grace" => {
            let host = vampire.expect("hosted");
            s.lose_blood(host, 2);
            s.culprit = Some(seat);
            let blood = s.cards[target.index()].blood;
            if s.is_active(target) && blood > 0 {
                s.cards[target.index()].blood = 0;
                s.log(Event::LostBlood {
                    card: target,
                    amount: blood,
                });
                s.defeat(target, false, Some(host).filter(|h| s.is_active(*h)));
            }
        }
        "core-marked-man" => {
            s.cards[target.index()].marked += 1;
        }
        _ => {}
    }
}

/// Action cards against a foe (after `play_card`).
pub fn play_vs(s: &mut State, seat: Seat, card: CardId, _vampire: Option<CardId>, foe: Seat) {
    if s.facts(card).id == "core-smoke-em-out" {
        // Every character of that Haven to one party in the Streets; the exhausted ones
        // take 1 aggravated damage.
        let parties = s.parties(foe);
        let g = (1..=u8::MAX).find(|g| !parties.contains(g)).unwrap_or(1);
        s.culprit = Some(seat);
        for v in s.players[foe.index()].coterie.clone() {
            if s.cards[v.index()].loc != Loc::Haven {
                continue;
            }
            s.cards[v.index()].loc = Loc::Streets(g);
            s.log(Event::Moved { card: v, party: g });
            if s.cards[v.index()].exhausted {
                deal_damage(s, v, 1, true, None);
            }
        }
    }
}

/// Reveals a face-down Conspiracy to a foe and invites them to add 1 prestige (p. 15).
pub fn invite(s: &mut State, seat: Seat, card: CardId, foe: Seat) {
    let _ = seat;
    s.cards[card.index()].revealed |= 1 << foe.0;
    s.log(Event::Revealed { card, seat: foe });
    let mut p = Prompt::new(foe, card, 1);
    p.optional = true;
    p.invite = true;
    s.prompts.push(p);
    // One invitation per foe and card each turn (a bound, not a rule: keeps turns finite).
    s.invited.push((card, foe));
}

/// Resolves a Conspiracy against a foe who did not contribute.
pub fn resolve_conspiracy(s: &mut State, seat: Seat, card: CardId, target: Seat) {
    // Resolved face up: every seat sees it.
    s.cards[card.index()].revealed = u8::MAX;
    s.log(Event::Played { seat, card });
    match s.facts(card).id.as_str() {
        "core-lost-glory" => {
            let loss = if s.players[target.index()].agenda >= 9 {
                2
            } else {
                1
            };
            s.gain_agenda(target, -loss, card);
        }
        "core-whispering-campaign" => {
            let stolen = s.players[target.index()].prestige.min(2) as i16;
            s.culprit = Some(seat);
            s.gain_prestige(target, -stolen, card);
            s.gain_prestige(seat, stolen, card);
        }
        "core-all-tied-up" => {
            for v in s.active_vampires(target) {
                s.cards[v.index()].exhausted = true;
            }
        }
        "core-burning-down-the-house" => {
            let mut p = Prompt::new(seat, card, 1);
            p.data = target.0;
            s.prompts.push(p);
        }
        "core-destroy-the-plans" => s.prompts.push(Prompt::new(target, card, 3)),
        _ => {}
    }
    s.players[seat.index()].in_play.retain(|c| *c != card);
    s.cards[card.index()].prestige = 0;
    s.cards[card.index()].contributors = 0;
    s.to_discard(card);
    if let Some(velvet) = s
        .active_vampires(seat)
        .into_iter()
        .find(|v| s.facts(*v).id == "core-velvet")
    {
        s.log(Event::Effect { card: velvet });
        s.gain_prestige(seat, 1, velvet);
    }
    if s.facts(s.players[seat.index()].agenda_card).id == "core-the-end-is-nigh"
        && !s
            .used_this_turn
            .contains(&s.players[seat.index()].agenda_card)
    {
        let ag = s.players[seat.index()].agenda_card;
        s.used_this_turn.push(ag);
        s.agenda_trigger(seat, 2);
    }
}

/// A Scheme succeeded: its effect, then "when a Scheme you play succeeds" effects.
pub fn scheme_passed(s: &mut State, card: CardId) {
    let a = s.active;
    match s.facts(card).id.as_str() {
        "core-free-money" => {
            for p in s.clockwise(a) {
                s.gain_prestige(p, 3, card);
            }
        }
        "core-fame-and-fortune" => {
            s.gain_prestige(a, 2, card);
            s.gain_agenda(a, 1, card);
        }
        "core-greed" => s.gain_agenda(a, 2, card),
        "core-mercy" => {
            for p in s.clockwise(a) {
                s.prompts.push(Prompt::new(p, card, 1));
            }
        }
        "core-balance-of-power" => {
            let chosen = s.cards[card.index()].contributors;
            for p in s.clockwise(a) {
                if chosen & (1 << p.0) != 0 {
                    let mut pr = Prompt::new(p, card, 1);
                    pr.data = 1;
                    s.prompts.push(pr);
                }
            }
        }
        _ => {}
    }
    if let Some(bunny) = s
        .active_vampires(a)
        .into_iter()
        .find(|v| s.facts(*v).id == "core-bunny-benitez")
    {
        s.gain_prestige(a, 1, bunny);
    }
    if s.agenda_is(a, "core-manipulate-the-masses") {
        s.agenda_trigger(a, 1);
    }
    // PR Firm: the player may pay 1 prestige for 1 agenda (a prompt, `pass` declines).
    for o in s.players[a.index()].in_play.clone() {
        if s.facts(o).id == "core-pr-firm" {
            let mut p = Prompt::new(a, o, 1);
            p.optional = true;
            s.prompts.push(p);
        }
    }
}

/// Coverage of the Core set: (implemented, total).
pub fn coverage() -> (usize, usize) {
    let db = db();
    let done = db.cards.iter().filter(|c| implemented(&c.id)).count();
    (done, db.cards.len())
}

// ------------------------------------------------------------------ the other Core cards

/// Removes an Ongoing card or Conspiracy from play and burns it.
pub fn burn_in_play(s: &mut State, c: CardId) {
    if let Some(o) = s.cards[c.index()].owner {
        s.players[o.index()].in_play.retain(|x| *x != c);
    }
    s.streets.retain(|x| *x != c);
    s.cards[c.index()].prestige = 0;
    s.cards[c.index()].loc = Loc::Burned;
    s.log(Event::Burned { card: c });
}

fn in_play_named(s: &State, seat: Seat, id: &str) -> Option<CardId> {
    s.players[seat.index()]
        .in_play
        .iter()
        .copied()
        .find(|o| s.facts(*o).id == id)
}

/// Characters of a seat (active or in torpor) that are wounded (below Blood Potency).
fn wounded(s: &State, seat: Seat) -> Vec<CardId> {
    s.players[seat.index()]
        .coterie
        .iter()
        .copied()
        .filter(|v| {
            matches!(
                s.cards[v.index()].loc,
                Loc::Haven | Loc::Streets(_) | Loc::Torpor
            ) && s.cards[v.index()].blood < s.bp(*v)
        })
        .collect()
}

/// Ongoing cards a Sheriff or Burning Down the House may burn: players' Ongoing cards
/// and the Ongoing events in the Streets.
fn ongoing_cards(s: &State, of: Option<Seat>) -> Vec<CardId> {
    let mut out: Vec<CardId> = s
        .players
        .iter()
        .enumerate()
        .filter(|(i, _)| of.is_none_or(|o| o.index() == *i))
        .flat_map(|(_, p)| p.in_play.iter().copied())
        .filter(|c| s.cards[c.index()].loc == Loc::Ongoing)
        .collect();
    if of.is_none() {
        out.extend(
            s.streets
                .iter()
                .copied()
                .filter(|c| s.facts(*c).is("event") && s.facts(*c).is("ongoing")),
        );
    }
    out
}

/// The options of a prompt (without `pass`).
pub fn prompt_options(s: &State, p: &Prompt, out: &mut Vec<Choice>) {
    let seat = p.seat;
    if p.draw {
        s.players[seat.index()].draw_options(out);
        return;
    }
    let hand = &s.players[seat.index()].hand;
    if p.room {
        if let Some(to) = p.target {
            for a in &s.cards[to.index()].attached {
                if !s.facts(*a).is("title") {
                    out.push(Choice::Pick { card: *a });
                }
            }
        }
        return;
    }
    if p.damage {
        let Some(t) = p.target.filter(|t| s.is_active(*t)) else {
            return;
        };
        for r in &s.cards[t.index()].attached {
            if s.facts(*r).id == "core-vagrant" && !s.cards[r.index()].exhausted {
                out.push(Choice::Ability { card: *r });
            }
        }
        if s.players[seat.index()].leader == Some(t) && s.haven_is(seat, "core-the-dockyards") {
            out.extend(hand.iter().map(|c| Choice::Discard { card: *c }));
        }
        return;
    }
    if p.invite {
        // An invitation to contribute (p. 15): 1 prestige, never the last; the card's own
        // effect waits for its resolution.
        if s.cards[p.source.index()].loc == Loc::Conspiracy && s.players[seat.index()].prestige > 1
        {
            out.push(Choice::Contribute { card: p.source });
        }
        return;
    }
    let f = s.facts(p.source);
    if s.cards[p.source.index()].loc == Loc::AgendaDown {
        // A face-down Agenda's trigger: reveal it and trigger, or `pass` (p. 16).
        out.push(Choice::Ability { card: p.source });
        return;
    }
    match f.id.as_str() {
        // Artist Lofts: the draw first, then the discard (`data` 1).
        "core-artist-lofts" if p.data == 0 => {
            let pl = &s.players[seat.index()];
            pl.draw_options(out);
        }
        // Pay 1 prestige, never the last (p. 10): PR Firm's agenda; Jesús once a turn.
        "core-pr-firm" if s.players[seat.index()].prestige > 1 => {
            out.push(Choice::Ability { card: p.source })
        }
        "core-jesus"
            if s.players[seat.index()].prestige > 1 && !s.used_this_turn.contains(&p.source) =>
        {
            out.push(Choice::Ability { card: p.source })
        }
        // Bong-Cha Park: a Retainer of her party to another character of it.
        "core-bong-cha-park" if s.is_active(p.source) => {
            let party = s.party_of(p.source);
            for from in &party {
                for r in &s.cards[from.index()].attached {
                    if !s.facts(*r).is("retainer") {
                        continue;
                    }
                    for to in &party {
                        if to != from && s.cards[to.index()].attached.len() < 3 {
                            out.push(Choice::Reattach { card: *r, to: *to });
                        }
                    }
                }
            }
        }
        // Discards asked by a cost or an effect.
        "core-unhinged"
        | "core-kneecapped"
        | "core-molotov-cocktail"
        | "core-house-of-pain"
        | "core-the-dockyards"
        | "core-the-madhouse"
        | "core-gallery-openning"
        | "core-artist-lofts"
        | "core-destroy-the-plans"
        | "core-fragmented-mind" => out.extend(hand.iter().map(|c| Choice::Discard { card: *c })),
        "core-a-biting-comment" => out.extend([Choice::Mode { n: 0 }, Choice::Mode { n: 1 }]),
        "core-long-term-investment" => {
            let most = s.players[seat.index()].prestige.saturating_sub(1).min(3) as u8;
            out.extend((1..=most).map(|n| Choice::Mode { n }));
        }
        "core-search-engine" => {
            let pl = &s.players[seat.index()];
            if p.data == 0 {
                if !pl.library.is_empty() {
                    out.push(Choice::Mode { n: 0 });
                }
                if !pl.faction.is_empty() {
                    out.push(Choice::Mode { n: 1 });
                }
            } else {
                out.extend([Choice::Mode { n: 0 }, Choice::Mode { n: 1 }]);
            }
        }
        "core-drive-by" => {
            let Some(t) = p.target else { return };
            for v in s.party_of(t) {
                if v != t && s.is_active(v) && !p.picked.contains(&v) {
                    out.push(Choice::Pick { card: v });
                }
            }
        }
        "core-faulty-logic" => {
            for c in &s.players[seat.index()].in_play {
                if s.cards[c.index()].loc == Loc::Conspiracy {
                    out.push(Choice::Pick { card: *c });
                }
            }
        }
        "core-incite-rebellion" => {
            let Some(t) = p.target else { return };
            for v in s.party_of(t) {
                for r in &s.cards[v.index()].attached {
                    if s.facts(*r).is("retainer") {
                        out.push(Choice::Pick { card: *r });
                    }
                }
            }
        }
        "core-irresistible-voice" => {
            let (Some(t), Some(a)) = (p.target, p.actor) else {
                return;
            };
            if !s.is_active(a) {
                return;
            }
            for r in &s.cards[t.index()].attached {
                if s.facts(*r).is("retainer") {
                    out.push(Choice::Pick { card: *r });
                }
            }
        }
        "core-burning-down-the-house" => {
            let foe = Seat(p.data);
            out.extend(
                ongoing_cards(s, Some(foe))
                    .into_iter()
                    .map(|c| Choice::Pick { card: c }),
            );
        }
        "core-dumpster-dive" => out.extend(
            s.players[seat.index()]
                .discard
                .iter()
                .map(|c| Choice::Pick { card: *c }),
        ),
        "core-emergency-bloodbag" | "core-late-night-snack" | "core-mercy" => out.extend(
            wounded(s, seat)
                .into_iter()
                .map(|c| Choice::Pick { card: c }),
        ),
        "core-distraction" => {
            for v in s.active_vampires(seat) {
                if s.cards[v.index()].blood > 0 {
                    out.push(Choice::Pick { card: v });
                }
            }
        }
        "core-liza-holt" => {
            let Some(a) = p.actor.filter(|a| s.is_active(*a)) else {
                return;
            };
            for r in &p.picked {
                for m in s.party_of(a) {
                    if s.cards[m.index()].attached.len() < 3 {
                        out.push(Choice::Reattach { card: *r, to: m });
                    }
                }
            }
        }
        "core-balance-of-power" => {
            let chosen = s.cards[p.source.index()].contributors;
            if p.data == 0 {
                // Choose at least half of the players, the active player included.
                let n = s.clockwise(s.active).len();
                for t in s.clockwise(s.active) {
                    if chosen & (1 << t.0) == 0 {
                        out.push(Choice::Target { seat: t });
                    }
                }
                if chosen.count_ones() as usize * 2 >= n {
                    out.push(Choice::Pass {});
                }
            } else {
                for t in s.clockwise(s.active) {
                    if chosen & (1 << t.0) == 0 && s.players[t.index()].prestige > 0 {
                        out.push(Choice::Target { seat: t });
                    }
                }
            }
        }
        _ => {}
    }
}

/// Applies one choice of a prompt (`p.left` is counted down by the caller).
pub fn prompt_apply(s: &mut State, p: &mut Prompt, choice: &Choice) {
    let seat = p.seat;
    if p.draw {
        if let Choice::Draw { from } = *choice {
            s.draw_card(seat, from, true);
        }
        return;
    }
    if p.room {
        if let Choice::Pick { card } = *choice {
            s.detach(card);
            s.cards[card.index()].loc = Loc::Burned;
            s.log(Event::Burned { card });
        }
        return;
    }
    if p.damage {
        // 1 prevented: an attached Vagrant exhausted, or a discard for The Dockyards.
        match *choice {
            Choice::Ability { card } => {
                s.cards[card.index()].exhausted = true;
                s.log(Event::Ability { card });
            }
            Choice::Discard { card } => {
                s.discard_from_hand(seat, card);
                s.log(Event::Ability {
                    card: s.players[seat.index()].haven,
                });
            }
            _ => {}
        }
        return;
    }
    if s.cards[p.source.index()].loc == Loc::AgendaDown {
        if let Choice::Ability { card } = *choice {
            // Revealed for good: it stays face up and triggers as any face-up Agenda.
            s.cards[card.index()].loc = Loc::Table;
            s.log(Event::AgendaRevealed { seat, card });
            agenda_payoff(s, seat, p.data);
        }
        return;
    }
    let id = s.facts(p.source).id.as_str();
    match *choice {
        Choice::Draw { from } if id == "core-artist-lofts" => {
            s.log(Event::Ability { card: p.source });
            s.draw_card(seat, from, true);
            let mut d = Prompt::new(seat, p.source, 1);
            d.data = 1;
            s.prompts.insert(0, d);
        }
        Choice::Ability { card } if id == "core-pr-firm" || id == "core-jesus" => {
            if id == "core-jesus" {
                s.used_this_turn.push(card);
            }
            s.log(Event::Ability { card });
            s.gain_prestige(seat, -1, card);
            s.gain_agenda(seat, 1, card);
        }
        Choice::Reattach { card, to } if id == "core-bong-cha-park" => {
            // Moved within the party: no "attach" effects.
            s.log(Event::Ability { card: p.source });
            s.detach(card);
            s.cards[card.index()].loc = Loc::Attached(to);
            s.cards[to.index()].attached.push(card);
            s.log(Event::Attached { card, to });
        }
        Choice::Discard { card } => {
            s.discard_from_hand(seat, card);
            match id {
                "core-unhinged" | "core-house-of-pain" => {
                    if let Some(at) = s.attack.as_mut() {
                        at.bonus += 1;
                    }
                }
                "core-kneecapped" => {
                    if let Some(at) = s.attack.as_mut() {
                        at.bonus += 3;
                    }
                }
                "core-molotov-cocktail" => {
                    if let Some(at) = s.attack.as_mut() {
                        at.splash = 1;
                    }
                }
                "core-the-dockyards" => {
                    if let Some(at) = s.attack.as_mut() {
                        at.prevent += 1;
                    }
                }
                "core-gallery-openning" => s.gain_prestige(seat, 1, p.source),
                "core-the-madhouse" => {
                    if let Some(t) = p.target {
                        s.cards[t.index()].prestige += 1;
                    }
                }
                _ => {}
            }
        }
        Choice::Mode { n } => match id {
            "core-a-biting-comment" => {
                s.log(Event::Mode { card: p.source, n });
                if let Some(at) = s.attack.as_mut() {
                    at.mode = Some(n);
                }
            }
            "core-long-term-investment" => {
                s.gain_prestige(seat, -i16::from(n), p.source);
                s.cards[p.source.index()].prestige += 2 * n;
            }
            "core-search-engine" => {
                let pl = &mut s.players[seat.index()];
                if p.data == 0 {
                    let top = if n == 0 { pl.library[0] } else { pl.faction[0] };
                    s.peek = Some((seat, top));
                    p.data = 1 + n;
                    p.left += 1;
                } else {
                    let deck = if p.data == 1 {
                        &mut pl.library
                    } else {
                        &mut pl.faction
                    };
                    if n == 1 {
                        let top = deck.remove(0);
                        deck.push(top);
                    }
                    s.peek = None;
                }
            }
            _ => {}
        },
        Choice::Pick { card } => {
            p.picked.push(card);
            match id {
                "core-drive-by" => {
                    let dealt = 2u8.saturating_sub(s.attribute(card, 0));
                    deal_damage(s, card, dealt, false, p.actor);
                }
                "core-faulty-logic" => {
                    let foe = Seat(p.data);
                    if s.players[foe.index()].prestige > 1 {
                        s.gain_prestige(foe, -1, p.source);
                        let c = &mut s.cards[card.index()];
                        c.prestige += 1;
                        c.contributors |= 1 << foe.0;
                        s.forced.push((card, foe));
                        s.log(Event::Contributed { seat: foe, card });
                    }
                }
                "core-incite-rebellion" => {
                    // Burned with no rewards.
                    s.detach(card);
                    s.cards[card.index()].loc = Loc::Burned;
                    s.log(Event::Burned { card });
                }
                "core-irresistible-voice" => {
                    s.detach(card);
                    let to = p.actor.expect("attacker");
                    s.attach(card, to);
                }
                "core-burning-down-the-house" => burn_in_play(s, card),
                "core-dumpster-dive" => {
                    let pl = &mut s.players[seat.index()];
                    pl.discard.retain(|c| *c != card);
                    pl.hand.push(card);
                    s.cards[card.index()].loc = Loc::Hand;
                    s.log(Event::Retrieved { seat, card });
                }
                "core-emergency-bloodbag" => {
                    s.mend(card, 1);
                    let bag = p.source;
                    s.cards[bag.index()].prestige -= 1;
                    if s.cards[bag.index()].prestige == 0 {
                        burn_in_play(s, bag);
                    }
                    s.return_full_torpid(seat);
                }
                "core-late-night-snack" => {
                    s.mend(card, 1);
                    s.return_full_torpid(seat);
                }
                "core-mercy" => {
                    s.mend(card, 4);
                    s.return_full_torpid(seat);
                }
                "core-distraction" => {
                    s.culprit = Some(s.active);
                    deal_damage(s, card, 1, true, None);
                }
                _ => {}
            }
        }
        Choice::Reattach { card, to } => {
            // Liza Holt: a retainer of the defeated character joins this party.
            s.cards[card.index()].loc = Loc::Hand;
            p.picked.clear();
            s.attach(card, to);
        }
        Choice::Target { seat: t } => {
            let c = p.source;
            if p.data == 0 {
                s.cards[c.index()].contributors |= 1 << t.0;
                p.left += 1;
            } else {
                s.culprit = Some(seat);
                s.gain_prestige(t, -1, c);
                s.gain_prestige(seat, 1, c);
            }
        }
        Choice::Contribute { card } => {
            s.gain_prestige(seat, -1, Rule::Contribute);
            let c = &mut s.cards[card.index()];
            c.prestige += 1;
            c.contributors |= 1 << seat.0;
            s.log(Event::Contributed { seat, card });
        }
        _ => {}
    }
}

/// A prompt is over (chosen, passed or with nothing left to choose).
pub fn prompt_done(s: &mut State, p: &Prompt) {
    if p.draw || p.invite {
        return;
    }
    if p.room {
        if let Some(to) = p.target {
            if s.cards[to.index()].attached.len() < 3 {
                s.finish_attach(p.source, to);
            } else {
                // No room could be made (three Titles cannot happen): the card is burned.
                s.cards[p.source.index()].loc = Loc::Burned;
                s.log(Event::Burned { card: p.source });
            }
        }
        return;
    }
    if p.damage {
        // What was not prevented (`left`) is dealt now.
        if let Some(t) = p.target.filter(|t| p.left > 0 && s.is_active(*t)) {
            s.culprit = p.culprit;
            s.damage_vampire(t, p.left, p.aggravated, p.actor);
        }
        return;
    }
    match s.facts(p.source).id.as_str() {
        "core-balance-of-power" if p.data == 0 => {
            s.start_scheme(p.source, p.actor);
        }
        "core-search-engine" => s.peek = None,
        _ => {}
    }
}

/// When an attack is announced (Lixue Chen: the party's first Social attack each turn).
pub fn on_attack(s: &mut State, attacker: CardId, _target: CardId, kind: AttackKind) {
    if kind != AttackKind::Social {
        return;
    }
    for v in s.party_of(attacker) {
        if s.facts(v).id == "core-lixue-chen" && !s.used_this_turn.contains(&v) {
            s.used_this_turn.push(v);
            let retainer = s.cards[v.index()]
                .attached
                .iter()
                .any(|r| s.facts(*r).is("retainer"));
            if retainer {
                if let Some(at) = s.attack.as_mut() {
                    at.bonus += 1;
                }
            }
        }
    }
}

/// At the reveal of a legal attack card (step 8): choices the card asks for.
pub fn on_reveal(s: &mut State, at: &Attack, card: CardId) {
    let mortal = s.cards[at.target.index()].owner.is_none();
    if s.facts(card).id == "core-a-biting-comment" && !mortal {
        s.prompts.push(Prompt::new(at.seat, card, 1));
    }
}

/// After the damage of an attack on a vampire (step 12).
pub fn after_damage(s: &mut State, at: &Attack, dealt: u8, defeated: bool) {
    let Some(card) = at.card else { return };
    if negated(s, at) {
        return;
    }
    let Some(foe) = s.cards[at.target.index()].owner else {
        return;
    };
    let party = s.party_of(at.attacker);
    match s.facts(card).id.as_str() {
        "core-a-biting-comment" if at.mode == Some(1) && s.players[foe.index()].prestige > 0 => {
            s.gain_prestige(foe, -1, card);
            s.gain_prestige(at.seat, 1, card);
        }
        "core-seduction" if s.is_active(at.target) && s.cards[at.target.index()].blood > 0 => {
            // Steal 1 blood from the target.
            s.lose_blood(at.target, 1);
            if s.is_active(at.attacker) {
                s.mend(at.attacker, 1);
            }
        }
        "core-backhanded-compliment" if !defeated && dealt > 0 => {
            // The foe mends the target with prestige, never their last.
            let pay = u16::from(dealt).min(s.players[foe.index()].prestige.saturating_sub(1));
            if pay > 0 {
                s.gain_prestige(foe, -(pay as i16), card);
                s.mend(at.target, pay as u8);
            }
        }
        "core-faulty-logic" => {
            let mut p = Prompt::new(at.seat, card, 1);
            p.data = foe.0;
            s.prompts.push(p);
        }
        "core-fragmented-mind" => {
            let n = party
                .iter()
                .filter(|v| s.discipline(**v, "dominate") > 0)
                .count() as u8;
            if n > 0 {
                s.prompts.push(Prompt::new(foe, card, n));
            }
        }
        "core-drive-by" => {
            let n = party
                .iter()
                .filter(|v| s.discipline(**v, "celerity") > 0)
                .count() as u8;
            if n > 0 {
                let mut p = Prompt::new(at.seat, card, n);
                p.target = Some(at.announced);
                p.actor = Some(at.attacker);
                p.picked.push(at.target);
                s.prompts.push(p);
            }
        }
        _ => {}
    }
    if at.splash > 0 {
        // Molotov Cocktail: 1 aggravated to each other member of the opposing party.
        for v in s.party_of(at.announced) {
            if v != at.target && s.is_active(v) {
                deal_damage(s, v, at.splash, true, Some(at.attacker));
            }
        }
    }
}

/// Blockers beyond the party's ready members, offered to seat `d` (the defender or any
/// other foe of the attacker): a Dragon's Roost Leader blocks a foe's attack, even Ranged;
/// a Street Preacher (Relentless, 1 prestige) an attack on any target in the Streets. Both
/// block for any target, mortals and other coteries included, never for a claimant of the
/// Prince (p. 16 "Prédicateur, Refuge — Le nid du dragon").
pub fn special_blockers(s: &State, at: &Attack, d: Seat, out: &mut Vec<Choice>) {
    if at.prince || d == at.seat {
        return;
    }
    let party = s.party_of(at.target);
    let mut add = |v: CardId| {
        let b = Choice::Block { blocker: v };
        if v != at.target && !out.contains(&b) {
            out.push(b);
        }
    };
    if s.haven_is(d, "core-dragons-roost") && s.leader_in_play(d) {
        let l = s.players[d.index()].leader.expect("leader");
        if !s.cards[l.index()].exhausted {
            add(l);
        }
    }
    let in_streets = matches!(
        s.cards[at.target.index()].loc,
        Loc::Streets(_) | Loc::StreetsCity
    );
    // Not a Guard: no block against a Ranged attack (p. 8 "Attaques Distantes").
    if in_streets && at.kind != AttackKind::Ranged && s.players[d.index()].prestige > 1 {
        for v in s.active_vampires(d) {
            if s.facts(v).id == "core-street-preacher"
                && !s.cards[v.index()].exhausted
                && !party.contains(&v)
                && !s.used_this_turn.contains(&v)
            {
                add(v);
            }
        }
    }
}

/// A block by a Dragon's Roost Leader or a Street Preacher: the move and its cost. Blocking
/// for a member of its own coterie in the Streets, it joins that party; otherwise it
/// becomes a party of its own in the Streets (p. 16).
pub fn special_block(s: &mut State, at: &Attack, blocker: CardId) {
    let d = s.cards[blocker.index()].owner.expect("vampire");
    let in_party = s.party_of(at.target).contains(&blocker);
    let target = &s.cards[at.target.index()];
    let join = match target.loc {
        Loc::Streets(g) if target.owner == Some(d) => Some(g),
        _ => None,
    };
    let to_streets = |s: &mut State| {
        let party = join.unwrap_or_else(|| {
            let parties = s.parties(d);
            (1..=u8::MAX).find(|g| !parties.contains(g)).unwrap_or(1)
        });
        s.cards[blocker.index()].loc = Loc::Streets(party);
        s.log(Event::Moved {
            card: blocker,
            party,
        });
    };
    if s.haven_is(d, "core-dragons-roost") && s.players[d.index()].leader == Some(blocker) {
        s.log(Event::Ability {
            card: s.players[d.index()].haven,
        });
        if !matches!(s.cards[blocker.index()].loc, Loc::Streets(_)) || !in_party {
            to_streets(s);
        }
        // Mortals are not characters (p. 2 "Personnage"): no prestige for blocking them.
        if s.cards[at.announced.index()].owner.is_some() {
            s.gain_prestige(d, 1, s.players[d.index()].haven);
        }
    } else if s.facts(blocker).id == "core-street-preacher" && !in_party {
        s.used_this_turn.push(blocker);
        s.log(Event::Ability { card: blocker });
        s.gain_prestige(d, -1, blocker);
        to_streets(s);
    }
}

/// Options during the S.A.D. damage: Distraction redirects up to 2 to a foe.
pub fn sad_options(s: &State, a: Seat, out: &mut Vec<Choice>) {
    if let Some(d) = in_play_named(s, a, "core-distraction") {
        for t in s.clockwise(a).into_iter().skip(1) {
            out.push(Choice::AbilityVs { card: d, seat: t });
        }
    }
}

/// Influence abilities of the seat raising influence: Bunny Benitez (exhaust, +2, on its
/// controller's turn), Flick (Relentless, 1 blood, +3).
pub fn influence_abilities(s: &State, seat: Seat, out: &mut Vec<Choice>) {
    for v in s.active_vampires(seat) {
        if s.used_this_turn.contains(&v) {
            continue;
        }
        let c = &s.cards[v.index()];
        let ok = match s.facts(v).id.as_str() {
            "core-bunny-benitez" => seat == s.active && !c.exhausted,
            "core-flick" => c.blood > 1,
            _ => false,
        };
        if ok {
            out.push(Choice::Ability { card: v });
        }
    }
}

/// Pays an influence ability's cost; returns the influence it gives.
pub fn influence_ability(s: &mut State, v: CardId) -> u8 {
    match s.facts(v).id.as_str() {
        "core-bunny-benitez" => {
            s.cards[v.index()].exhausted = true;
            2
        }
        "core-flick" => {
            s.lose_blood(v, 1);
            3
        }
        _ => 0,
    }
}

/// The influence a card in hand gives as an Influence Modifier: its printed value, or,
/// with the Old Post Office's Leader Ability, a vampire's Blood Potency of 1 to 3.
pub fn modifier_value(s: &State, seat: Seat, card: CardId) -> Option<u8> {
    let f = s.facts(card);
    if f.is("influence modifier") {
        return f.influence_modifier;
    }
    let haven = s.players[seat.index()].haven;
    if f.kind == crate::facts::Kind::Vampire
        && (1..=3).contains(&f.bp.unwrap_or(0))
        && s.haven_is(seat, "core-old-post-office")
        && s.leader_in_play(seat)
        && !s.used_this_turn.contains(&haven)
    {
        return f.bp;
    }
    None
}

/// Influence added when a vampire plays a Scheme (Iris Lokken: the Blood Potency shown by
/// the top card of the Library, which stays there).
pub fn scheme_bonus(s: &mut State, vampire: Option<CardId>) -> u8 {
    let Some(v) = vampire else { return 0 };
    if s.facts(v).id != "core-iris-lokken" {
        return 0;
    }
    let seat = s.cards[v.index()].owner.expect("vampire");
    let Some(top) = s.players[seat.index()].library.first().copied() else {
        return 0;
    };
    s.log(Event::Shown { card: top });
    let f = s.facts(top);
    f.bp.or(f.bp_req).unwrap_or(0)
}
