//! The compositional grammar of abilities (issue 17, `docs/vocabulary.md`).
//!
//! A version of a card is its kind (and the kind's own words), then abilities separated by
//! `;`. An ability is built from shared parts, each a word from a small table:
//!
//! ```text
//! [when=WINDOW] [if=CONDITION…] [cost=COST…] [target=SELECTOR] EFFECT… [for=DURATION] [limit=LIMIT]
//! ```
//!
//! An ability with no window and no cost is a **static**: it holds while the card is in play
//! (`vampire ; bleed+1`). One with a window and a cost is **activated**: its controller may
//! use it in that window (`vampire ; when=polling cost=discard:dom votes+1 for=referendum
//! limit=referendum`). One with a window and no cost is a **trigger** (`vampire ;
//! when=referendum-passed if=called-by-self untap`).
//!
//! Each part parses here and renders its own words in en/fr/it (`cards-parts.ftl`); the
//! engine side is `crate::effects::abilities`. [`Ability::check`] refuses a combination the
//! engine does not perform yet, so that a definition never parses into something silently
//! ignored.

use super::text::{msg, Arg};
use super::{PlayKind, StrikeDef, StrikeRange};
use jyhad_cards::Discipline;
use jyhad_table::Lang;

/// A number a card changes (`stealth+1`, `intercept-1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// Stealth of an action.
    Stealth,
    /// Intercept of a would-be blocker.
    Intercept,
    /// Bleed amount.
    Bleed,
    /// Votes in a referendum.
    Votes,
    /// A Methuselah's hand size.
    HandSize,
    /// A Methuselah's transfers in its influence phase (p. 35).
    Transfers,
    /// A minion's strength: the damage of its hand strike (p. 33).
    Strength,
    /// A Methuselah's master phase actions (p. 18): this master phase's if it is theirs,
    /// else their next one's.
    MasterActions,
    /// A Methuselah's actions in the phase that opens (master phase, p. 18; discard
    /// phase, p. 19).
    PhaseActions,
    /// The blood a card costs the minion playing it (p. 7: a card's cost).
    BloodCost,
    /// What discarding a card as a discard phase action costs in pool (p. 19: nothing by
    /// default).
    DiscardCost,
}

impl Stat {
    const ALL: [(Stat, &'static str); 11] = [
        (Stat::Stealth, "stealth"),
        (Stat::Intercept, "intercept"),
        (Stat::Bleed, "bleed"),
        (Stat::Votes, "votes"),
        (Stat::HandSize, "hand-size"),
        (Stat::Transfers, "transfers"),
        (Stat::Strength, "strength"),
        (Stat::MasterActions, "master-actions"),
        (Stat::PhaseActions, "phase-actions"),
        (Stat::BloodCost, "blood-cost"),
        (Stat::DiscardCost, "discard-cost"),
    ];

    /// The stat's word.
    pub fn word(self) -> &'static str {
        Stat::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("", |x| x.1)
    }
}

/// When an ability may be used or fires (`when=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// At any time during an action of the card's minion, while action modifiers may be
    /// played, whether or not stealth is needed (p. 25). A modifier with no window is
    /// played "only when needed" for stealth (p. 25).
    Action,
    /// While the acting minion is being blocked, before block resolution.
    Blocked,
    /// Once everyone passed and the bleed would succeed (Spying Mission clarification).
    BleedSucceeds,
    /// After resolution of a successful action (p. 21).
    ActionSucceeded,
    /// After resolution of a blocked action, combat included: an action modifier's
    /// `when=block-resolved` (the same moment as the blocker's [`Window::BlockResolved`]).
    ActionBlocked,
    /// The polling step of a referendum, while votes are cast (p. 27).
    Polling,
    /// As the card's minion chooses its strike in a round of combat (p. 30).
    Strike,
    /// After a referendum passes (p. 28); for an action modifier, after the political
    /// action it was played on resolved with its referendum passed.
    ReferendumPassed,
    /// As an action of one of your minions is announced (p. 21).
    ActionAnnounced,
    /// While one of your minions acts and a block attempt needs more stealth: stealth "only
    /// when needed" (p. 25).
    BlockAttempt,
    /// Your untap phase, once your minions untap (p. 7).
    Untap,
    /// Once every Methuselah declined to block (comprehensive rules 4.3.2: a new
    /// opportunity to play reactions before resolution).
    BlocksDeclined,
    /// By the tapped minion that blocked, once the block is resolved (after the resulting
    /// combat), while it is still ready.
    BlockResolved,
    /// By the minion about to enter combat with the acting minion once its block
    /// succeeded, before the combat (comprehensive rules 4.4: the block resolves in combat).
    BeforeCombat,
    /// Any time you decide something (card text "at any time").
    AnyTime,
    /// As your discard phase begins (p. 19), before its actions.
    DiscardPhase,
    /// Your master phase (p. 18): as it begins (a trigger, before its actions), or during
    /// it (an ability with a cost).
    MasterPhase,
    /// After a combat involving the card's minion ends (p. 33).
    CombatEnd,
    /// As the card's vampire enters play: brought out of the uncontrolled region (p. 35).
    EntersPlay,
    /// Your influence phase (p. 35).
    Influence,
    /// After a referendum fails (p. 28: a tie fails too).
    ReferendumFailed,
    /// In a combat, before range is determined (comprehensive rules 4.3 "Before range is
    /// determined").
    BeforeRange,
    /// In a combat at close range, once maneuvers are over and before strikes are chosen
    /// (rulebook clarification "Prise immortelle").
    BeforeStrikes,
    /// The end of a round of combat, once presses are handled, also when combat ends early
    /// (rulings RTR 20001020 on Taste of Vitae).
    RoundEnd,
    /// As another Methuselah plays a card, before it takes effect: the only window for
    /// cancelling it (comprehensive rules "Playing a Card").
    AsPlayed,
    /// As an action of the card's own minion in your minion phase (p. 20: "X can … as an
    /// action"): the ability is the action, its stealth a `stealth+N` of it.
    MinionAction,
    /// As its controller's minion phase ends (a trigger).
    MinionPhaseEnd,
    /// In a referendum, after a Methuselah burns the Edge for a vote (p. 28; a trigger).
    EdgeVote,
    /// During your minion phase, between actions (an ability with a cost: Rutor's Hand's
    /// unlock).
    MinionPhase,
    /// During any Methuselah's minion phase, between actions (an action out of turn:
    /// comprehensive rules "Sequencing", the phase's Methuselah acting first).
    AnyMinionPhase,
}

/// In a vampire-abilities mask ([`Window::bit`]): a static that reaches vampires other than
/// its own (`target=vampire,each,title:inner-circle bleed-2`, `if=bleed-at-you
/// target=vampire,each,clan:Toreador bleed+1`), read with every vampire's stat.
pub const REACHES_OTHERS: u64 = 1 << 62;

/// In a vampire-abilities mask: a static that changes what cards cost
/// (`if=card-discipline:vis blood-cost-1`), read wherever a card's cost is checked or paid.
pub const COST_CHANGE: u64 = 1 << 61;
/// In a card's vampire mask: a static of the vampire restricting its blocks, its actions
/// to enter combat or the strikes at it (`cannot-block`, `no-combat-action`,
/// `strike-cost+N`), so block, action and strike options skip the check in games without one.
pub const VAMPIRE_RESTRICTS: u64 = 1 << 60;

impl Window {
    /// One bit per window (bit 63: no window, a static), for masks of the windows a set of
    /// abilities is used in.
    pub fn bit(when: Option<Window>) -> u64 {
        // A fieldless enum of fewer than 63 variants.
        when.map_or(1 << 63, |w| 1 << (w as u8))
    }
}

/// A condition an ability needs (`if=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// The action in progress is directed (p. 21).
    Directed,
    /// The action in progress is a bleed (p. 21; an action card that bleeds included).
    Bleeding,
    /// The action in progress is not a bleed ("not usable during a bleed action";
    /// `if=not:bleeding`).
    NotBleeding,
    /// The acting minion passes a selector's filter, evaluated by the generic filter:
    /// `if=actor,vampire`, `if=actor,titled`, `if=actor,clan:Nosferatu`,
    /// `if=actor,capacity-at-least:8` (the compositions [`Cond::parse_actor`] accepts).
    Actor(Selector),
    /// The referendum was called by the card's minion.
    CalledBySelf,
    /// The action in progress is not directed (`if=not:directed`).
    Undirected,
    /// You have the Edge (`if=edge`).
    Edge,
    /// The action is directed at you or at a card you control (a reaction's player).
    DirectedAtYou,
    /// The action is a bleed of you.
    BleedAtYou,
    /// A minion of your predator is acting.
    PredatorActing,
    /// The minion playing the card is tapped.
    Tapped,
    /// The minion playing the card is a vampire (not an ally).
    Vampire,
    /// The minion playing the card holds a title.
    Titled,
    /// The acting minion is a vampire younger than the one playing the card (comprehensive
    /// rules 1.5: younger is a smaller capacity).
    ActorYounger,
    /// The minion playing the card holds one of these titles (`if=title:prince,justicar`).
    Title(TitleSet),
    /// The referendum is a blood hunt (p. 35 "La chasse de sang").
    BloodHunt,
    /// The votes are cast against the referendum (p. 27).
    VotingAgainst,
    /// The successful bleed burned at least 1 pool (a bleed "for 1 or more"; p. 21).
    PoolBled,
    /// The action in progress is a hunt (p. 22).
    Hunting,
    /// The action in progress is not a hunt (any other action; `if=not:hunting`).
    NotHunting,
    /// The card's minion holds no title (votes from an ability are no title: ruling [ANK
    /// 20190725] on Gerald Windham; `if=not:titled`).
    Untitled,
    /// The card's minion has a Discipline, at superior level if `true` (`if=discipline:aus`,
    /// `if=discipline:AUS`).
    Discipline(Discipline, bool),
    /// A press only used to continue combat (`if=to-continue`).
    ToContinue,
    /// A combat card not usable in the first round of combat (`if=not:first-round`).
    NotFirstRound,
    /// In the first round of combat only (`if=first-round`).
    FirstRound,
    /// The combat follows a block by the card's minion (`if=blocking`).
    Blocking,
    /// The card's own minion is ready (in its controller's ready region, p. 8: not in
    /// torpor), tapped or not.
    Ready,
    /// The card's own minion is not ready (in torpor; `if=not:ready`).
    NotReady,
    /// The action in progress is directed at the card's own minion (its target).
    DirectedAtSelf,
    /// A coin flipped comes up tails (asked last: the coin is flipped only once the other
    /// conditions hold).
    CoinTails,
    /// The bleed in progress is of this amount or more (`if=bleed-amount:4`).
    BleedAmount(u8),
    /// The card being played is a master card.
    PlayedMaster,
    /// The card being played is a minion card, played by a minion from the hand
    /// (comprehensive rules "Minion Cards").
    PlayedMinion,
    /// The card being played is played by your predator or your prey.
    ByPredatorOrPrey,
    /// The card being played is not an out-of-turn card (p. 8 "Hors-tour";
    /// `if=not:out-of-turn`).
    NotOutOfTurn,
    /// No reaction card was played during the action.
    NoReaction,
    /// The card's minion is in combat with a minion of a clan (`if=opponent,clan:Brujah`;
    /// index in [`crate::defs::clans`]).
    OpponentClan(u16),
    /// The minion that was in combat with the card's minion is no longer ready (in torpor,
    /// burned; `if=not:opponent,ready`).
    OpponentNotReady,
    /// The card being played is played as a card of this kind (`if=card-kind:combat`; a
    /// card of several types is of the one it is played as: ruling [PIB 20150924-2] on
    /// Adana de Sforza).
    CardKind(PlayKind),
    /// The card being played requires a Discipline (`if=card-discipline:ser`); as it is
    /// played, it is played with that Discipline (ruling [PIB 20130704] on Hide the Mind).
    CardDiscipline(Discipline),
    /// The card being played is a strike card or a grapple card
    /// (`if=played-strike-or-grapple`).
    PlayedStrikeOrGrapple,
    /// The Methuselah (the card's controller, or each Methuselah its ability is for, or the
    /// one a referendum chose) controls a minion, ready or in torpor, that the selector's
    /// atoms accept, or (`false`) controls none: a subject and selector atoms, evaluated by
    /// `State::selects` over that Methuselah's minions (`if=controls,vampire,not-sect:camarilla`,
    /// `if=controls,vampire,ready,capacity-at-most:4`, `if=not:controls,vampire,ready,sect:anarch`;
    /// the shapes [`Cond::parse_controls`] accepts).
    Controls(Selector, bool),
    /// The acting minion is a vampire of this sect the card's controller controls, taking a
    /// political action (or calling the referendum in progress) (`if=own-political-actor:camarilla`).
    OwnPoliticalActor(jyhad_cards::Sect),
    /// A vampire of this sect you control is in combat with another vampire of the sect
    /// (`if=combat-between:camarilla`).
    CombatBetween(jyhad_cards::Sect),
    /// The card being played is a minion card that changes the target of a bleed
    /// (`if=card-redirects-bleed`).
    CardRedirectsBleed,
    /// The target vampire's bleed now is this or more: the bleed it would have bleeding
    /// its prey (`if=bleed-at-least:3`; ruling [RTR 19980623] on Justicar Retribution).
    BleedAtLeast(u8),
    /// The acting minion is an ally, or a vampire younger than the one playing the card
    /// (comprehensive rules 1.5).
    ActorAllyOrYounger,
    /// The minion attempting to block is a vampire without a Discipline
    /// (`if=blocker,vampire,without:for`).
    BlockerWithout(Discipline),
    /// The minion attempting to block is an ally, or a vampire younger than the acting
    /// minion (`if=blocker,younger`; comprehensive rules 1.5).
    BlockerAllyOrYounger,
    /// The card being played is not of this kind (`if=not:card-kind:modifier`; a card of
    /// several types is of the one it is played as).
    NotCardKind(PlayKind),
    /// The minion playing the card is untapped (`if=untapped`).
    Untapped,
    /// No votes or ballots are cast yet in the referendum (`if=before-votes`).
    BeforeVotes,
    /// Damage of the strike chosen with the card is inflicted on the opposing minion: the
    /// strike lands (not dodged, at its range), prevented or not (`if=strike-inflicts`;
    /// ruling [LSJ 20040616-2] on Flamethrower: inflicted even if prevented).
    StrikeInflicts,
    /// The Methuselah the action bled is the acting minion's controller's prey
    /// (`if=bled-prey`: "a successful bleed against your prey").
    BledPrey,
}

impl Cond {
    /// The acting minion is a vampire (`if=actor,vampire`).
    pub const ACTOR_VAMPIRE: Cond = Cond::Actor(Selector::VAMPIRE);
    /// The acting minion holds a title (`if=actor,titled`).
    pub const ACTOR_TITLED: Cond = Cond::Actor(Selector::of(&[Atom::Titled]));

    /// Whether it asks the acting minion's clan (`if=actor,clan:Nosferatu`).
    pub fn is_actor_clan(&self) -> bool {
        matches!(self, Cond::Actor(s) if s.clan.is_some())
    }

    /// Whether it asks the acting minion's capacity (`if=actor,capacity-at-least:8`).
    pub fn is_actor_capacity(&self) -> bool {
        matches!(self, Cond::Actor(s) if s.capacity_min.is_some())
    }

    /// Reads a condition on the acting minion (`actor,` then atoms and parameters, as a
    /// selector's): the compositions the engine evaluates, others refused.
    fn parse_actor(w: &str, v: &str) -> Result<Cond, String> {
        let s = Selector::parse_atoms(w, v)?;
        let vampire = Selector::VAMPIRE;
        let bare = Selector::role(Anchor::Any);
        Ok(match s {
            // Younger than the minion playing the card (comprehensive rules 1.5): an ally
            // has no age, so `younger` alone accepts one.
            s if s == Selector::of(&[Atom::Younger]) => Cond::ActorAllyOrYounger,
            s if s == Selector::of(&[Atom::Vampire, Atom::Younger]) => Cond::ActorYounger,
            s if s == vampire || s == Selector::of(&[Atom::Titled]) => Cond::Actor(s),
            Selector { clan: Some(c), .. }
                if s == Selector {
                    clan: Some(c),
                    ..bare
                } =>
            {
                Cond::Actor(s)
            }
            // Of a sect (`actor,sect:camarilla`: a referendum only its vampires may call).
            Selector { sect: Some(x), .. }
                if s == Selector {
                    sect: Some(x),
                    ..bare
                } =>
            {
                Cond::Actor(s)
            }
            Selector {
                capacity_min: Some(n),
                ..
            } if s
                == (Selector {
                    capacity_min: Some(n),
                    ..bare
                }) =>
            {
                Cond::Actor(s)
            }
            // A vampire of a sect, as it stands: an Anarch once it became one (p. 24).
            Selector { sect: Some(x), .. }
                if s == Selector {
                    sect: Some(x),
                    ..vampire
                } =>
            {
                Cond::Actor(s)
            }
            _ => return Err(format!("{w}: the engine evaluates no such condition")),
        })
    }
}

impl Cond {
    /// Reads a condition on the minions a Methuselah controls (`controls,` then atoms and
    /// parameters, as a selector's; `holds` false for `not:`): the compositions whose text
    /// is written, others refused.
    fn parse_controls(w: &str, v: &str, holds: bool) -> Result<Cond, String> {
        let s = Selector::parse_atoms(w, v)?;
        let vampire = Selector::VAMPIRE;
        let ready = Selector::ANY_READY_VAMPIRE;
        let ok = match (holds, s) {
            // A vampire outside a sect.
            (
                true,
                Selector {
                    not_sect: Some(x), ..
                },
            ) => {
                s == Selector {
                    not_sect: Some(x),
                    ..vampire
                }
            }
            // A ready vampire of a capacity or less.
            (
                true,
                Selector {
                    capacity_max: Some(n),
                    ..
                },
            ) => {
                s == Selector {
                    capacity_max: Some(n),
                    ..ready
                }
            }
            // No ready vampire of a sect.
            (false, Selector { sect: Some(x), .. }) => {
                s == Selector {
                    sect: Some(x),
                    ..ready
                }
            }
            _ => false,
        };
        if !ok {
            return Err(format!("{w}: the engine evaluates no such condition"));
        }
        Ok(Cond::Controls(s, holds))
    }
}

/// What an ability's stat changes are multiplied by (`per=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Per {
    /// Each card in play that a selector accepts, ready or in torpor, of a Methuselah not
    /// ousted: a selector's atoms, evaluated by `State::selects`
    /// (`per=vampire,ready,titled,theirs`: each ready titled vampire of another Methuselah;
    /// `per=vampire,ready,titled,yours`: its controller's; the shapes [`Per::COUNTED`]).
    Count(Selector),
    /// Each victory point of the Methuselah who gets the change (a half point counts for
    /// nothing).
    VictoryPoints,
    /// The capacity of the ready vampire each Methuselah chose as the referendum passed
    /// (`per=chosen-capacity`).
    ChosenCapacity,
    /// The capacity of the ready vampire the Methuselah's predator chose as the referendum
    /// passed (`per=chosen-capacity:predator`).
    PredatorChosenCapacity,
    /// Each minion (ready or in torpor) the Methuselah controls (`per=minions`).
    Minions,
}

impl Per {
    /// Each ready titled vampire of another Methuselah (`vampire,ready,titled,theirs`).
    pub const THEIR_READY_TITLED: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Titled, Atom::Theirs]);
    /// Each ready titled vampire of its controller (`vampire,ready,titled,yours`).
    pub const OWN_READY_TITLED: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Titled, Atom::Yours]);
    /// The selectors a count may be (their text is written).
    pub const COUNTED: [Selector; 2] = [Per::THEIR_READY_TITLED, Per::OWN_READY_TITLED];
}

/// Up to four titles, any of which a condition accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TitleSet(pub [Option<jyhad_cards::Title>; 4]);

impl TitleSet {
    /// Whether a title is one of the set.
    pub fn contains(&self, t: jyhad_cards::Title) -> bool {
        self.0.contains(&Some(t))
    }
}

/// What using an ability costs (`cost=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Discarding a card from hand that requires the Discipline (`cost=discard:ani`); it is
    /// replaced as a played card is (p. 7).
    Discard(Discipline),
    /// Discarding a card of a type from hand (`cost=discard:master`,
    /// `cost=discard:political`), replaced as a played card is.
    DiscardType(jyhad_cards::LibraryTypes),
    /// Locking the card (p. 4: lock is tap for cards).
    Lock,
    /// One of the phase's actions: the discard phase's (p. 19).
    PhaseAction,
    /// Burning the Edge (p. 28: the Edge is burned for its effect).
    Edge,
    /// Burning blood of the card's minion (`cost=blood:1`).
    Blood(u8),
    /// Burning X blood of the card's minion, X chosen as the card is played
    /// (`cost=blood:X`; rulings RTR 20041202 on Hidden Strength: any X it can pay).
    BloodX,
    /// Burning life of the card (an ally, `cost=life:1`; burned at 0, p. 32).
    Life(u8),
    /// Burning pool of the card's controller (`cost=pool:1`).
    Pool(u8),
    /// Burning the card (`cost=burn`).
    Burn,
    /// Burning one counter from the card (`cost=counter`).
    Counter,
    /// Removing the card from the game (`cost=remove`).
    Remove,
    /// Burn a vampire you control, not of this sect (`cost=burn-vampire-not:camarilla`).
    BurnVampireNot(jyhad_cards::Sect),
    /// Burning as much pool as there are other events in play (`cost=pool:other-events`).
    PoolPerOtherEvent,
    /// Discarding N cards of a type from hand, chosen by the one who pays
    /// (`cost=discard:combat:2`), replaced as played cards are.
    DiscardCards(jyhad_cards::LibraryTypes, u8),
}

/// The role a selector starts from (`target=actor`), or [`Anchor::Any`]: every card its
/// atoms accept (`target=vampire,ready,yours`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The card's own minion (a vampire for its ability); the default.
    Own,
    /// The acting minion.
    Actor,
    /// You: the card's controller (a Methuselah's votes, hand size, pool).
    You,
    /// The minion the card is on (equipment, retainers).
    Host,
    /// The minion in combat with the card's minion.
    Opponent,
    /// The minion attempting to block the action (with atoms: each such minion they
    /// accept, `target=blocker,clan:Tzimisce`).
    Blocker,
    /// The Methuselah playing the card an ability answers (`when=as-played`).
    Player,
    /// What a political action's terms chose: its Methuselahs, its minions, its vampire, its
    /// card (a referendum's outcome, `when=referendum-passed target=chosen`).
    Chosen,
    /// Your prey (the next Methuselah to your left, p. 4).
    Prey,
    /// Your predator's predator (a Methuselah: where a bleed is redirected).
    PredatorsPredator,
    /// Your predator or your prey (p. 4), chosen as the ability is used.
    PredatorOrPrey,
    /// Each Methuselah (an event's statics, in play for every Methuselah).
    EachMethuselah,
    /// A card in your hand.
    HandCard,
    /// A political action card in your ash heap (`ash-heap:political`), chosen as the
    /// action is announced (the ash heap is public).
    AshHeapPolitical,
    /// A minion card (any library card but a master card or an event) of your library,
    /// searched for once the action succeeded (`library:minion-card`; the library is
    /// hidden, so nothing is named as it is announced).
    LibraryMinionCard,
    /// An equipment on another Methuselah's minion that is not a weapon, a vehicle or
    /// electronic (`plain-equipment`), chosen as the action is announced: only defined
    /// equipment, whose kind words say so.
    PlainEquipment,
    /// Another event in play, any Methuselah's, drawn at random by the game
    /// (`random-event`).
    RandomEvent,
    /// No role: the minions (or Methuselahs) the atoms accept.
    Any,
}

/// One filter of a selector (`target=vampire,ready,yours`): a word each, composed freely;
/// the engine's generic filter evaluates each one over a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    /// Any minion: a vampire or an ally (p. 4).
    Minion,
    /// A vampire.
    Vampire,
    /// An ally.
    Ally,
    /// Ready: in its controller's ready region (p. 8), not in torpor.
    Ready,
    /// In your uncontrolled region.
    Uncontrolled,
    /// Locked (tapped, p. 4).
    Locked,
    /// Unlocked (untapped, p. 4).
    Unlocked,
    /// Controlled by you.
    Yours,
    /// Controlled by another Methuselah.
    Theirs,
    /// Controlled by the Methuselah the card's minion just bled.
    Bled,
    /// Holds a title.
    Titled,
    /// Holds no title.
    Untitled,
    /// Younger than the reference minion: a vampire of smaller capacity, or an ally (no
    /// age; comprehensive rules 1.5).
    Younger,
    /// Other than the card's own minion (or the card).
    Other,
    /// Each one accepted, not one chosen.
    Each,
    /// Controlled by your prey (the next Methuselah to your left, p. 4).
    Prey,
    /// With no blood (a vampire) or no life (an ally).
    Empty,
    /// Committed diablerie since your last turn (group ruling G00010).
    Diablerist,
}

impl Atom {
    /// Every atom, in the order they are read and said.
    pub const ALL: [Atom; 18] = [
        Atom::Each,
        Atom::Empty,
        Atom::Other,
        Atom::Ready,
        Atom::Locked,
        Atom::Unlocked,
        Atom::Titled,
        Atom::Untitled,
        Atom::Younger,
        Atom::Minion,
        Atom::Vampire,
        Atom::Ally,
        Atom::Uncontrolled,
        Atom::Yours,
        Atom::Theirs,
        Atom::Bled,
        Atom::Prey,
        Atom::Diablerist,
    ];

    /// Its bit in [`Selector::atoms`].
    pub const fn bit(self) -> u32 {
        1 << self as u8
    }

    /// Its word in a definition.
    pub fn word(self) -> &'static str {
        match self {
            Atom::Minion => "minion",
            Atom::Vampire => "vampire",
            Atom::Ally => "ally",
            Atom::Ready => "ready",
            Atom::Uncontrolled => "uncontrolled",
            Atom::Locked => "locked",
            Atom::Unlocked => "unlocked",
            Atom::Yours => "yours",
            Atom::Theirs => "theirs",
            Atom::Bled => "bled",
            Atom::Titled => "titled",
            Atom::Untitled => "untitled",
            Atom::Younger => "younger",
            Atom::Other => "other",
            Atom::Each => "each",
            Atom::Prey => "prey",
            Atom::Empty => "empty",
            Atom::Diablerist => "diablerist",
        }
    }
}

/// Who an ability's effects go to (`target=`): a role, or a composition of filter atoms
/// and parameters (`target=vampire,each,titled,clan:Brujah`); the default is the card's
/// own minion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selector {
    /// The role it starts from.
    pub anchor: Anchor,
    /// Its filter atoms, one bit each ([`Atom::bit`]).
    pub atoms: u32,
    /// Of this clan (`clan:Brujah`; index in [`crate::defs::clans`]).
    pub clan: Option<u16>,
    /// Of this sect (`sect:Camarilla`).
    pub sect: Option<jyhad_cards::Sect>,
    /// Not of this sect (`not-sect:Camarilla`).
    pub not_sect: Option<jyhad_cards::Sect>,
    /// Of this capacity or more (`capacity-at-least:8`).
    pub capacity_min: Option<u8>,
    /// Of this capacity or less (`capacity-at-most:2`).
    pub capacity_max: Option<u8>,
    /// Holding this title (`title:inner-circle`, `title:prince`).
    pub title: Option<jyhad_cards::Title>,
}

impl Selector {
    /// A role with no filter.
    pub const fn role(anchor: Anchor) -> Selector {
        Selector {
            anchor,
            atoms: 0,
            clan: None,
            sect: None,
            not_sect: None,
            capacity_min: None,
            capacity_max: None,
            title: None,
        }
    }

    /// The cards a set of atoms accepts.
    pub const fn of(atoms: &[Atom]) -> Selector {
        let mut bits = 0;
        let mut i = 0;
        while i < atoms.len() {
            bits |= atoms[i].bit();
            i += 1;
        }
        Selector {
            atoms: bits,
            ..Selector::role(Anchor::Any)
        }
    }

    /// Whether it has an atom.
    pub const fn has(self, a: Atom) -> bool {
        self.atoms & a.bit() != 0
    }

    /// Its composition without its parameters (clan, sect, capacity): what the engine
    /// dispatches on.
    pub const fn shape(self) -> Selector {
        Selector {
            anchor: self.anchor,
            atoms: self.atoms,
            ..Selector::role(Anchor::Any)
        }
    }

    /// The card's own minion.
    pub const OWN: Selector = Selector::role(Anchor::Own);
    /// The acting minion.
    pub const ACTOR: Selector = Selector::role(Anchor::Actor);
    /// You.
    pub const YOU: Selector = Selector::role(Anchor::You);
    /// The card's host.
    pub const HOST: Selector = Selector::role(Anchor::Host);
    /// The opposing minion in combat.
    pub const OPPONENT: Selector = Selector::role(Anchor::Opponent);
    /// The minion attempting to block.
    pub const BLOCKER: Selector = Selector::role(Anchor::Blocker);
    /// The Methuselah playing the card answered.
    pub const PLAYER: Selector = Selector::role(Anchor::Player);
    /// What a referendum's terms chose.
    pub const CHOSEN: Selector = Selector::role(Anchor::Chosen);
    /// Your prey.
    pub const PREY: Selector = Selector::role(Anchor::Prey);
    /// Your predator's predator.
    pub const PREDATORS_PREDATOR: Selector = Selector::role(Anchor::PredatorsPredator);
    /// Your predator or prey.
    pub const PREDATOR_OR_PREY: Selector = Selector::role(Anchor::PredatorOrPrey);
    /// Each Methuselah.
    pub const EACH_METHUSELAH: Selector = Selector::role(Anchor::EachMethuselah);
    /// A card in your hand.
    pub const HAND_CARD: Selector = Selector::role(Anchor::HandCard);
    /// A political action card in your ash heap.
    pub const ASH_HEAP_POLITICAL: Selector = Selector::role(Anchor::AshHeapPolitical);
    /// A minion card of your library.
    pub const LIBRARY_MINION_CARD: Selector = Selector::role(Anchor::LibraryMinionCard);
    /// A plain equipment of another Methuselah's minion.
    pub const PLAIN_EQUIPMENT: Selector = Selector::role(Anchor::PlainEquipment);
    /// A vampire in your uncontrolled region (`vampire,uncontrolled`; with `clan:X`).
    pub const UNCONTROLLED: Selector = Selector::of(&[Atom::Vampire, Atom::Uncontrolled]);
    /// A ready vampire you control (`vampire,ready,yours`).
    pub const OWN_READY_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Yours]);
    /// Each ally, and each vampire younger than the acting minion (`minion,each,younger`).
    pub const YOUNGER_THAN_ACTOR: Selector =
        Selector::of(&[Atom::Minion, Atom::Each, Atom::Younger]);
    /// Each vampire (ready or in torpor) controlled by the Methuselah just bled
    /// (`vampire,each,bled`; with `sect:Anarch`).
    pub const BLED_VAMPIRES: Selector = Selector::of(&[Atom::Vampire, Atom::Each, Atom::Bled]);
    /// An untitled vampire you control, other than the card (`vampire,untitled,yours,other`).
    pub const OWN_UNTITLED: Selector =
        Selector::of(&[Atom::Vampire, Atom::Untitled, Atom::Yours, Atom::Other]);
    /// One of your minions (`minion,yours`; in combat: your combatant).
    pub const OWN_MINION: Selector = Selector::of(&[Atom::Minion, Atom::Yours]);
    /// A ready minion you control, other than the card (`minion,ready,yours,other`).
    pub const OWN_READY_MINION: Selector =
        Selector::of(&[Atom::Minion, Atom::Ready, Atom::Yours, Atom::Other]);
    /// A ready vampire of another Methuselah younger than the acting minion, chosen as the
    /// card is played (`vampire,ready,theirs,younger`).
    pub const YOUNGER_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Theirs, Atom::Younger]);
    /// A ready vampire of another Methuselah, chosen (`vampire,ready,theirs`).
    pub const READY_VAMPIRE: Selector = Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Theirs]);
    /// A locked ready vampire of another Methuselah, chosen (`vampire,ready,locked,theirs`).
    pub const LOCKED_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Locked, Atom::Theirs]);
    /// An unlocked ready vampire of another Methuselah, chosen as the action is announced:
    /// the action is directed at its controller (`vampire,ready,unlocked,theirs`).
    pub const UNLOCKED_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Unlocked, Atom::Theirs]);
    /// Another event in play, drawn at random (`random-event`).
    pub const RANDOM_EVENT: Selector = Selector::role(Anchor::RandomEvent);
    /// Another vampire in play (ready or in torpor, anyone's), chosen as the action is
    /// announced (`vampire,other`).
    pub const OTHER_VAMPIRE: Selector = Selector::of(&[Atom::Vampire, Atom::Other]);
    /// A vampire in play (ready or in torpor, anyone's), chosen (`vampire`; with
    /// `capacity-at-most:N`).
    pub const VAMPIRE: Selector = Selector::of(&[Atom::Vampire]);
    /// Every minion (`minion,each`).
    pub const MINIONS: Selector = Selector::of(&[Atom::Minion, Atom::Each]);
    /// Every ally (`ally,each`).
    pub const ALLIES: Selector = Selector::of(&[Atom::Ally, Atom::Each]);
    /// Every vampire (`vampire,each`; with `clan:X`, `not-sect:X`).
    pub const VAMPIRES: Selector = Selector::of(&[Atom::Vampire, Atom::Each]);
    /// Every titled vampire (`vampire,each,titled`; with `clan:X`).
    pub const TITLED_VAMPIRES: Selector = Selector::of(&[Atom::Vampire, Atom::Each, Atom::Titled]);
    /// Each titled vampire you control (`vampire,each,titled,yours`; with `sect:X`).
    pub const OWN_TITLED: Selector =
        Selector::of(&[Atom::Vampire, Atom::Each, Atom::Titled, Atom::Yours]);
    /// A vampire in play (ready or in torpor) that committed diablerie since your last
    /// turn, chosen (`vampire,diablerist`).
    pub const DIABLERIST: Selector = Selector::of(&[Atom::Vampire, Atom::Diablerist]);
    /// A ready vampire with no blood, anyone's (`vampire,ready,empty`).
    pub const EMPTY_READY_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Ready, Atom::Empty]);
    /// Each ready vampire, whoever controls it (`vampire,each,ready`).
    pub const READY_VAMPIRES: Selector = Selector::of(&[Atom::Vampire, Atom::Each, Atom::Ready]);
    /// A ready minion of another Methuselah, chosen as the action is announced
    /// (`minion,ready,theirs`).
    pub const THEIR_READY_MINION: Selector =
        Selector::of(&[Atom::Minion, Atom::Ready, Atom::Theirs]);
    /// A ready vampire, anyone's, chosen as the ability is used (`vampire,ready`).
    pub const ANY_READY_VAMPIRE: Selector = Selector::of(&[Atom::Vampire, Atom::Ready]);
    /// Another vampire you control, ready or in torpor (`vampire,yours,other`; with
    /// `title:X`: one holding that title).
    pub const OWN_OTHER_VAMPIRE: Selector =
        Selector::of(&[Atom::Vampire, Atom::Yours, Atom::Other]);
    /// A ready ally, or a ready vampire younger than the card's vampire, controlled by your
    /// prey (`minion,ready,younger,prey`; an ally has no age, comprehensive rules 1.5).
    pub const PREY_READY_YOUNGER: Selector =
        Selector::of(&[Atom::Minion, Atom::Ready, Atom::Younger, Atom::Prey]);
    /// Each vampire attempting to block (`blocker,vampire`; with `capacity-at-least:N`).
    pub const BLOCKING_VAMPIRES: Selector = Selector {
        anchor: Anchor::Blocker,
        ..Selector::of(&[Atom::Vampire])
    };

    /// Each anarch (ready or in torpor) controlled by the Methuselah just bled
    /// (`vampire,each,bled,sect:Anarch`).
    pub const BLED_ANARCHS: Selector = Selector {
        sect: Some(jyhad_cards::Sect::Anarch),
        ..Selector::BLED_VAMPIRES
    };

    /// Its clan if its shape (its composition without parameters) is this one.
    pub fn with_clan(self, shape: Selector) -> Option<u16> {
        self.clan.filter(|_| self.shape() == shape)
    }

    /// The capacity `capacity-at-most:N` of a chosen vampire (`vampire,capacity-at-most:2`).
    pub fn small_vampire(self) -> Option<u8> {
        self.capacity_max
            .filter(|_| self.shape() == Selector::VAMPIRE)
    }

    /// The capacity `capacity-at-least:N` of the vampires attempting to block
    /// (`blocker,vampire,capacity-at-least:8`).
    pub fn blockers_capacity(self) -> Option<u8> {
        self.capacity_min
            .filter(|_| self.shape() == Selector::BLOCKING_VAMPIRES)
    }

    /// The sect of a vampire of your uncontrolled region (`vampire,uncontrolled,sect:Laibon`).
    pub fn uncontrolled_sect(self) -> Option<jyhad_cards::Sect> {
        self.sect.filter(|_| self.shape() == Selector::UNCONTROLLED)
    }

    /// The title of every vampire holding it, whoever controls it
    /// (`vampire,each,title:inner-circle`).
    pub fn titled_as(self) -> Option<jyhad_cards::Title> {
        self.title.filter(|_| self.shape() == Selector::VAMPIRES)
    }

    /// The title of another vampire of yours holding it (`vampire,yours,other,title:prince`).
    pub fn own_titled_as(self) -> Option<jyhad_cards::Title> {
        self.title
            .filter(|_| self.shape() == Selector::OWN_OTHER_VAMPIRE)
    }

    /// The sect of every vampire not of it (`vampire,each,not-sect:Camarilla`).
    pub fn vampires_not_of(self) -> Option<jyhad_cards::Sect> {
        self.not_sect.filter(|_| self.shape() == Selector::VAMPIRES)
    }

    /// The sect of each titled vampire of yours (`vampire,each,titled,yours,sect:Camarilla`).
    pub fn own_titled(self) -> Option<jyhad_cards::Sect> {
        self.sect.filter(|_| self.shape() == Selector::OWN_TITLED)
    }

    /// Every vampire of a clan, only the titled ones if `true`
    /// (`vampire,each[,titled],clan:Brujah`).
    pub fn clan_vampires(self) -> Option<(u16, bool)> {
        self.with_clan(Selector::VAMPIRES)
            .map(|c| (c, false))
            .or_else(|| self.with_clan(Selector::TITLED_VAMPIRES).map(|c| (c, true)))
    }

    /// The compositions the engine performs, by shape, with the parameters each takes
    /// (clan, sect, not-sect, capacity at least, capacity at most, title): a new one is added
    /// here and where the engine reads it.
    const KNOWN: [(Selector, [bool; 6]); 43] = {
        const N: [bool; 6] = [false; 6];
        const CLAN: [bool; 6] = [true, false, false, false, false, false];
        [
            (Selector::OWN, N),
            (Selector::ACTOR, N),
            (Selector::YOU, N),
            (Selector::HOST, N),
            (Selector::OPPONENT, N),
            (Selector::BLOCKER, CLAN),
            (Selector::PLAYER, N),
            (Selector::CHOSEN, N),
            (Selector::PREY, N),
            (Selector::PREDATORS_PREDATOR, N),
            (Selector::PREDATOR_OR_PREY, N),
            (Selector::EACH_METHUSELAH, N),
            (Selector::HAND_CARD, N),
            (Selector::ASH_HEAP_POLITICAL, N),
            (Selector::LIBRARY_MINION_CARD, N),
            (Selector::PLAIN_EQUIPMENT, N),
            (
                Selector::UNCONTROLLED,
                [true, true, false, false, false, false],
            ),
            (Selector::OWN_READY_VAMPIRE, N),
            (Selector::YOUNGER_THAN_ACTOR, N),
            (
                Selector::BLED_VAMPIRES,
                [false, true, false, false, false, false],
            ),
            (Selector::OWN_UNTITLED, N),
            (Selector::OWN_MINION, N),
            (Selector::OWN_READY_MINION, N),
            (Selector::YOUNGER_VAMPIRE, N),
            (Selector::READY_VAMPIRE, N),
            (Selector::LOCKED_VAMPIRE, N),
            (Selector::UNLOCKED_VAMPIRE, N),
            (Selector::RANDOM_EVENT, N),
            (Selector::OTHER_VAMPIRE, N),
            (Selector::VAMPIRE, [false, false, false, false, true, false]),
            (Selector::MINIONS, N),
            (Selector::ALLIES, N),
            (Selector::VAMPIRES, [true, false, true, false, false, true]),
            (Selector::TITLED_VAMPIRES, CLAN),
            (
                Selector::OWN_TITLED,
                [false, true, false, false, false, false],
            ),
            (Selector::READY_VAMPIRES, N),
            (Selector::EMPTY_READY_VAMPIRE, N),
            (
                Selector::BLOCKING_VAMPIRES,
                [false, false, false, true, false, false],
            ),
            (Selector::THEIR_READY_MINION, N),
            (Selector::ANY_READY_VAMPIRE, N),
            (
                Selector::OWN_OTHER_VAMPIRE,
                [false, false, false, false, false, true],
            ),
            (Selector::PREY_READY_YOUNGER, N),
            (Selector::DIABLERIST, N),
        ]
    };

    /// Reads a selector: a role, or atoms and parameters separated by commas
    /// (`vampire,ready,yours`, `vampire,each,clan:Brujah`); refuses a composition the
    /// engine does not perform.
    pub fn parse(w: &str, v: &str) -> Result<Selector, String> {
        let role = match v {
            "own" => Some(Anchor::Own),
            "actor" => Some(Anchor::Actor),
            "you" => Some(Anchor::You),
            "host" => Some(Anchor::Host),
            "opponent" => Some(Anchor::Opponent),
            "player" => Some(Anchor::Player),
            "chosen" => Some(Anchor::Chosen),
            "prey" => Some(Anchor::Prey),
            "predators-predator" => Some(Anchor::PredatorsPredator),
            "predator-or-prey" => Some(Anchor::PredatorOrPrey),
            "random-event" => Some(Anchor::RandomEvent),
            "each-methuselah" => Some(Anchor::EachMethuselah),
            "hand-card" => Some(Anchor::HandCard),
            "ash-heap:political" => Some(Anchor::AshHeapPolitical),
            "library:minion-card" => Some(Anchor::LibraryMinionCard),
            "plain-equipment" => Some(Anchor::PlainEquipment),
            _ => None,
        };
        if let Some(anchor) = role {
            return Ok(Selector::role(anchor));
        }
        let s = Selector::parse_atoms(w, v)?;
        let params = [
            s.clan.is_some(),
            s.sect.is_some(),
            s.not_sect.is_some(),
            s.capacity_min.is_some(),
            s.capacity_max.is_some(),
            s.title.is_some(),
        ];
        let known = Selector::KNOWN.iter().any(|(k, allowed)| {
            *k == s.shape() && params.iter().zip(allowed).all(|(p, ok)| !p || *ok)
        });
        if !known {
            return Err(format!(
                "{w}: the engine performs no such composition (known: see docs/vocabulary.md, \
                 \"Selectors\")"
            ));
        }
        Ok(s)
    }

    /// Reads atoms and parameters separated by commas, on [`Anchor::Any`] (or
    /// [`Anchor::Blocker`] with `blocker`), whatever their composition: shared by
    /// selectors and conditions.
    pub fn parse_atoms(w: &str, v: &str) -> Result<Selector, String> {
        let mut s = Selector::role(Anchor::Any);
        let sect = |x: &str| {
            jyhad_cards::Sect::from_name(x).ok_or_else(|| format!("{w}: unknown sect {x:?}"))
        };
        for part in v.split(',') {
            match part.split_once(':') {
                None if part == "blocker" => s.anchor = Anchor::Blocker,
                Some(("clan", c)) => s.clan = Some(clan_index(w, c)?),
                Some(("sect", x)) => s.sect = Some(sect(x)?),
                Some(("not-sect", x)) => s.not_sect = Some(sect(x)?),
                Some(("capacity-at-least", n)) => s.capacity_min = Some(count(w, n)?),
                Some(("capacity-at-most", n)) => s.capacity_max = Some(count(w, n)?),
                Some(("title", t)) => {
                    s.title = Some(
                        t.replace('-', " ")
                            .parse::<jyhad_cards::Title>()
                            .map_err(|e| format!("{w}: {e}"))?,
                    )
                }
                None => {
                    let a = Atom::ALL
                        .into_iter()
                        .find(|a| a.word() == part)
                        .ok_or_else(|| format!("{w}: unknown atom {part:?}"))?;
                    s.atoms |= a.bit();
                }
                _ => return Err(format!("{w}: unknown parameter {part:?}")),
            }
        }
        Ok(s)
    }
}

/// What an ability does (its effects, in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    /// A stat changed by `n` (`bleed+1`, `intercept-1`).
    Stat(Stat, i8),
    /// A stat raised by `k` times X, the X paid with the card's cost (`votes+X`,
    /// `votes+2X`; `cost=blood:X`).
    StatX(Stat, u8),
    /// A strike: dodge (p. 31).
    Dodge,
    /// Its strikes are first strikes (p. 31: resolved before the opponent's).
    FirstStrike,
    /// Immune to damage that is not aggravated (`immune-non-agg`).
    ImmuneNonAgg,
    /// It cannot act (`cannot-act`).
    CannotAct,
    /// The minion takes an action (`take-action`): a card in play locked to have its
    /// minion act out of turn (`when=any-minion-phase cost=lock target=host take-action`).
    TakeAction,
    /// It cannot have or use equipment (`no-equipment`).
    NoEquipment,
    /// Draw `n` cards (`draw+2`). As a trigger, all at once, then discard down to hand size
    /// ("discard afterward": rulebook p. 7); as the use of a card in play, up to `n`, one at
    /// a time, without discarding meanwhile (Heart of Nizchetus, with `put-back`).
    Draw(u8),
    /// The target untaps; in a trigger, its controller may decline.
    Untap,
    /// `n` blood added to the target, from the blood bank (`blood+1`).
    Blood(i8),
    /// `n` pool added to you (`pool+1`).
    Pool(i8),
    /// The minion playing the card taps, even if already tapped (clarification "Déflexion").
    Tap,
    /// The block attempt in progress fails; the blocker may not try again during this
    /// action.
    BlockFails,
    /// The card's controller's predator takes control of it.
    ToPredator,
    /// The minion playing the card wakes: until the end of the action it may block and play
    /// reactions as if untapped, and stays tapped (rulebook glossary "Réveil").
    Wake,
    /// The bleed gets another target, chosen as the card is played; the new target may
    /// attempt to block (comprehensive rules 4.3.2).
    RedirectBleed,
    /// The target card (in your hand) is discarded, and replaced as a played card is
    /// ("draw up afterward", p. 7).
    Discard,
    /// The target goes to torpor (p. 34).
    Torpor,
    /// `n` damage to the target, with no minion as its source (p. 31); the engine offers
    /// no prevention outside combat, so it is unpreventable (`damage+1`).
    Damage(i8),
    /// `n` aggravated damage to the target, with no minion as its source: environmental
    /// and unpreventable, as [`Verb::Damage`] (`agg-damage+1`).
    AggDamage(u8),
    /// A referendum for a blood hunt on the target vampire is called, as after a diablerie
    /// (p. 35), though it is not one (`blood-hunt`).
    BloodHunt,
    /// A card in play that may attempt to block as a vampire of this capacity, not being a
    /// minion (`blocks-as-vampire:9`): its Methuselah is offered it with their ready minions
    /// when the ability's conditions hold, its intercept is the ability's `intercept+N`
    /// (written before this word), and a successful block does the effects written after
    /// this word to the ability's target (the acting minion) instead of combat, `burn`
    /// burning the card itself.
    BlocksAs(u8),
    /// The opposing minion's strikes at this vampire cost it N blood or life more, and it
    /// may choose not to strike (`target=opponent strike-cost+1`).
    StrikeCost(u8),
    /// It takes no action to enter combat with a minion the ability's conditions name
    /// (`if=opponent,clan:Tremere no-combat-action`).
    NoCombatAction,
    /// The opposing minion the ability's conditions name cannot use a strike that ends
    /// combat against this vampire (`if=opponent,clan:Ventrue target=opponent
    /// no-combat-ends-strike`).
    NoCombatEndsStrike,
    /// The holders burn N blood to attempt to block (`target=vampire,each,ready block-cost+1
    /// for=action`).
    BlockCost(u8),
    /// The card's minion plays cards requiring a clan or a title as if it were of that clan
    /// or held that title (`plays-as:Tremere`, `plays-as:justicar`; a static, read where a
    /// card's requirements are checked: ruling groups "Impersonating requirements to play
    /// cards", and a title's without its votes, "Impersonating a title for political
    /// action" [ANK 20231221]).
    PlaysAs(PlaysAs),
    /// A strike (p. 30): `strike=hand:1` (strength +1), `strike=damage:2`,
    /// `strike=steal-blood:1`, `strike=combat-ends`; `:any` works at long range too.
    Strike(StrikeDef),
    /// `n` damage prevented (`prevent+1`; with `cost=blood:X`, X more).
    Prevent(u8),
    /// This round is at long range, with no maneuvers; a weapon's: the first strike of the
    /// minion it is on this round is with it (`long-range`).
    LongRange,
    /// All the damage pending now, and every damage of the opposing minion's strikes for
    /// the ability's duration, prevented (`prevent-strikes for=round`).
    PreventStrikes,
    /// A maneuver (p. 29).
    Maneuver,
    /// An additional strike this round, "(limited)": one such card per round (p. 30).
    AdditionalStrike,
    /// An additional strike this round that is a dodge, with no card
    /// (`additional-strike=dodge`; limited as any additional strike).
    AdditionalDodge,
    /// A press (p. 32); `for=round`: an optional press usable this round.
    Press,
    /// `n` environmental damage to the opposing minion each round, with the normal strikes,
    /// at any range, never dodged (rulebook clarifications "Corneilles noires", "Nuée de
    /// corbeaux").
    Environmental(u8),
    /// Only hand strikes can be used this round, on both sides (a grapple; comprehensive
    /// rules 4.3 "Choose Strike").
    Grapple,
    /// A further round is at close range, without maneuvers (`close-range`).
    CloseRange,
    /// The minion gains the blood the opposing vampire lost to damage this round
    /// (`gain-blood-lost`; not against an ally, clarification "Gorgée de vitæ").
    GainBloodLost,
    /// Armor (`armor=2:1`): each combat, prevents 2 damage from gun strikes (over several
    /// strikes) or 1 from any other source (rulings LSJ 20081210 on Kevlar Vest).
    Armor {
        /// From gun strikes.
        gun: u8,
        /// From any other source.
        other: u8,
    },
    /// The action in progress fails: it ends unsuccessfully, its costs unpaid.
    ActionFails,
    /// The target burns (`burn`): the acting minion with `target=actor`, the chosen or
    /// selected minions with another selector, otherwise the card itself.
    Burn,
    /// The target cannot block (for the ability's duration).
    CannotBlock,
    /// The target minion cannot press (for the ability's duration; p. 32).
    CannotPress,
    /// With `block-fails`: the Methuselah of the minion whose attempt failed attempts no
    /// more blocks of this action (`no-more-blocks`).
    NoMoreBlocks,
    /// The card being played is cancelled: it has no effect and its cost is not paid; it
    /// is still played (comprehensive rules "Cancel a card").
    CancelCard,
    /// The top card of your crypt is revealed and removed from the game; if it is of the
    /// clan (index in [`crate::defs::clans`]), one of your untitled vampires becomes anarch
    /// (`crypt-top-anarch:Malkavian`).
    CryptTopAnarch(u16),
    /// The target vampire becomes anarch (`anarch`).
    Anarch,
    /// You gain 1 pool or draw the top card of your crypt, as you choose
    /// (`pool-or-crypt`).
    PoolOrCrypt,
    /// The referendum in progress is cancelled: no votes are tallied, it neither passes nor
    /// fails, and a political action card played from hand to call it returns to its
    /// owner's hand, who discards down afterward (`cancel-referendum`).
    CancelReferendum,
    /// The target vampire abstains: its votes and ballots in this referendum, cast or not,
    /// are cancelled (`abstain`).
    Abstain,
    /// The target vampires cannot cast votes or ballots (`cannot-vote`).
    CannotVote,
    /// The minion playing the card attempts to block the action, though its Methuselah
    /// may not block it otherwise (not its target, prey or predator); every other
    /// restriction holds (`attempt-block`).
    AttemptBlock,
    /// The next referendum one of your vampires calls passes with no polling step
    /// (`next-referendum-passes`).
    NextReferendumPasses,
    /// The target minions cannot unlock (untap) while it lasts; a wake is not an unlock
    /// (`cannot-unlock`).
    CannotUnlock,
    /// No minion of the acting Methuselah may take that action again this turn
    /// (`no-repeat`: the same political action card, comprehensive rules "Action Card").
    NoRepeat,
    /// The target Methuselah discards a card from hand drawn at random by the game
    /// (`discard-random`); nobody chooses a hidden card, and no card is drawn back.
    DiscardRandom,
    /// The card's minion enters combat with the target (`enter-combat`; p. 29): a
    /// vampire's or an ally's own directed action (p. 10).
    EnterCombat,
    /// The card's minion takes the target equipment: it moves onto the minion, under its
    /// controller's control (`steal`).
    Steal,
    /// The target card moves to your hand; you discard down to your hand size afterward
    /// (`to-hand`).
    ToHand,
    /// You burn at most N pool to a bleed; the bleed amount is unchanged (p. 21;
    /// `bled-pool-max:2`).
    BledPoolMax(u8),
    /// A mandatory trigger whose effect is to pay one of its costs, as its controller
    /// chooses (`when=untap cost=lock cost=pool:1 upkeep`: "lock it or burn 1 pool").
    Upkeep,
    /// The target vampire goes to its controller's uncontrolled region with its blood and
    /// the cards on it, unlocked; they are out of play while it stays there
    /// (`to-uncontrolled`).
    ToUncontrolled,
    /// The card the terms named passes to the Methuselah they named (`take-control`;
    /// requirements do not apply to a card already in play: ruling [TOM 19960226-1]).
    TakeControl,
    /// The target cannot play reaction cards (for the ability's duration).
    CannotReact,
    /// Each target is burned unless its controller pays its pool cost again, as they choose
    /// (`burn-unless-repaid`; a blood cost is repaid with 0 pool: ruling [RTR 20010710]).
    BurnUnlessRepaid,
    /// Then as many cards from your hand as were drawn go to the bottom of your library
    /// (`put-back`, after `draw+N`).
    PutBack,
    /// The top card of its controller's crypt moves to the uncontrolled region
    /// (`draw-crypt`, p. 35).
    DrawCrypt,
    /// The votes your vampires cast count twice as the referendum's results are tallied
    /// (`double-votes`, p. 27).
    DoubleVotes,
    /// Up to N blood or life taken from the target onto the card's vampire, life becoming
    /// blood (`steal-blood:N`).
    StealBlood(u8),
    /// The target minion is stunned: it locks, and does not unlock during its controller's
    /// next unlock phase (`stun`).
    Stun,
    /// The blood the cards the target plays cost is halved, rounded down, before any cost
    /// added or taken off (`half-blood-cost`; a static, read by `State::cost_of`).
    BloodCostHalf,
    /// The combat in progress ends (`end-combat`), before range is determined.
    EndCombat,
    /// The target Methuselah does not replace the cards played during any Methuselah's
    /// minion phase: they are replaced as the phase ends (`no-replace-in-minion-phase`).
    NoReplaceInMinionPhase,
    /// The ability is a political action calling a referendum (`when=minion-action
    /// stealth+1 referendum …`; comprehensive rules "Political Action"): its terms are the
    /// ability's `terms=`, and the effects written after this word are what it does once
    /// passed, to the ability's target (`referendum burn`: the card burns).
    Referendum,
}

/// What a minion plays cards as (`plays-as:`): a clan or a title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaysAs {
    /// A clan (index in [`crate::defs::clans`]; `plays-as:Tremere`).
    Clan(u16),
    /// A title (`plays-as:justicar`), without the title's votes.
    Title(jyhad_cards::Title),
}

/// How long an ability's stat changes last (`for=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duration {
    /// The current action.
    Action,
    /// The current referendum.
    Referendum,
    /// The current turn: until after the discard phase's actions.
    Turn,
    /// The current round of combat.
    Round,
    /// The current combat.
    Combat,
    /// Until your next untap phase (`for=untap`).
    Untap,
    /// The next X actions your minions perform this turn, X paid with the cost
    /// (`for=next-actions`).
    NextActions,
    /// The rest of the game (`for=game`).
    Game,
    /// While the card stays in play (`for=in-play`: a political action card put in play).
    InPlay,
}

/// How often an ability may be used (`limit=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Once each combat (a combat card: one copy per minion each combat).
    Combat,
    /// Once each round of combat (a combat card: one copy per minion each round).
    Round,
    /// Once each action.
    Action,
    /// Once each referendum.
    Referendum,
    /// Once between two untap phases of the minion playing it.
    Untap,
    /// Once each turn.
    Turn,
}

/// One ability: its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ability {
    /// When it may be used or fires; `None` for a static.
    pub when: Option<Window>,
    /// Conditions, all needed.
    pub conds: Vec<Cond>,
    /// Costs, all paid.
    pub costs: Vec<Cost>,
    /// Who its effects go to.
    pub target: Selector,
    /// Its effects, in order.
    pub verbs: Vec<Verb>,
    /// How long its stat changes last; `None` for a static (while in play) or an
    /// immediate effect.
    pub until: Option<Duration>,
    /// How often it may be used.
    pub limit: Option<Limit>,
    /// What its stat changes are multiplied by; `None`: once.
    pub per: Option<Per>,
    /// The terms of the referendum it calls (`terms=`, with [`Verb::Referendum`]).
    pub terms: Option<crate::defs::TermsDef>,
}

fn signed(w: &str, tail: &str) -> Result<i8, String> {
    tail.parse::<i8>()
        .map_err(|_| format!("{w}: expected a signed number, as in stealth+1"))
}

fn count(w: &str, n: &str) -> Result<u8, String> {
    n.parse::<u8>()
        .map_err(|_| format!("{w}: {n:?} is not a number"))
}

fn positive(w: &str, tail: &str) -> Result<u8, String> {
    tail.strip_prefix('+')
        .and_then(|n| n.parse::<u8>().ok())
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("{w}: expected a positive amount, as in prevent+1"))
}

/// A strike's kind, amount and range: `hand:1`, `damage:2:any`, `steal-blood:1:any`,
/// `combat-ends`; `:agg` after the amount: aggravated damage (`damage:1:agg:any`, p. 31);
/// `:recoil` last: the striker takes the same damage, as environmental damage (`damage:1:agg:any:recoil`).
fn strike(w: &str, v: &str) -> Result<StrikeDef, String> {
    let (v, recoil) = match v.strip_suffix(":recoil") {
        Some(v) => (v, true),
        None => (v, false),
    };
    let (v, aggravated) = match v.split_once(":agg") {
        Some((a, b)) => (format!("{a}{b}"), true),
        None => (v.to_string(), false),
    };
    let v = v.as_str();
    let (v, range) = match (v.strip_suffix(":any"), v.strip_suffix(":long")) {
        (Some(v), _) => (v, StrikeRange::Any),
        // A card "only usable at long range" (rulebook p. 29 "Portée").
        (_, Some(v)) => (v, StrikeRange::Long),
        _ => (v, StrikeRange::Close),
    };
    let base = StrikeDef {
        hand: false,
        range,
        aggravated,
        recoil,
        ..StrikeDef::HAND
    };
    Ok(match v.split_once(':') {
        Some(("hand", n)) => StrikeDef {
            hand: true,
            damage: count(w, n)?,
            ..base
        },
        Some(("damage", n)) => StrikeDef {
            damage: count(w, n)?,
            ..base
        },
        Some(("steal-blood", n)) => StrikeDef {
            steal_blood: count(w, n)?,
            ..base
        },
        // Combat ends at any range (p. 33), or only at long range when the card says so.
        None if v == "combat-ends" => StrikeDef {
            combat_ends: true,
            range: if range == StrikeRange::Long {
                StrikeRange::Long
            } else {
                StrikeRange::Any
            },
            ..base
        },
        _ => return Err(format!("{w}: unknown strike")),
    })
}

/// A clan's name as a message argument (the index of [`super::clans`]).
fn clan_arg(i: u16) -> Arg<'static> {
    Arg::from(
        super::clans()
            .get(usize::from(i))
            .cloned()
            .unwrap_or_default(),
    )
}

fn clan_index(w: &str, clan: &str) -> Result<u16, String> {
    let name = clan.replace('_', " ");
    super::clans()
        .iter()
        .position(|c| *c == name)
        .map(|i| i as u16)
        .ok_or_else(|| format!("{w}: unknown clan {clan:?}"))
}

fn discipline(w: &str, v: &str) -> Result<Discipline, String> {
    Discipline::ALL
        .iter()
        .copied()
        .find(|d| d.trigram() == v.to_ascii_lowercase())
        .ok_or_else(|| format!("{w}: {v:?} is not a Discipline trigram"))
}

impl Ability {
    /// Reads one ability (the text between two `;`).
    pub fn parse(text: &str) -> Result<Ability, String> {
        let mut a = Ability {
            when: None,
            conds: Vec::new(),
            costs: Vec::new(),
            target: Selector::OWN,
            verbs: Vec::new(),
            until: None,
            limit: None,
            per: None,
            terms: None,
        };
        for w in text.split_whitespace() {
            if let Some((key, v)) = w.split_once('=') {
                match key {
                    "when" => {
                        a.when = Some(match v {
                            "action" => Window::Action,
                            "blocked" => Window::Blocked,
                            "bleed-succeeds" => Window::BleedSucceeds,
                            "action-succeeded" => Window::ActionSucceeded,
                            "polling" => Window::Polling,
                            "strike" => Window::Strike,
                            "referendum-passed" => Window::ReferendumPassed,
                            "action-announced" => Window::ActionAnnounced,
                            "blocks-declined" => Window::BlocksDeclined,
                            "block-resolved" => Window::BlockResolved,
                            "before-combat" => Window::BeforeCombat,
                            "block-attempt" => Window::BlockAttempt,
                            "untap" => Window::Untap,
                            "any-time" => Window::AnyTime,
                            "discard-phase" => Window::DiscardPhase,
                            "master-phase" => Window::MasterPhase,
                            "combat-end" => Window::CombatEnd,
                            "enters-play" => Window::EntersPlay,
                            "influence" => Window::Influence,
                            "referendum-failed" => Window::ReferendumFailed,
                            "edge-vote" => Window::EdgeVote,
                            "before-range" => Window::BeforeRange,
                            "before-strikes" => Window::BeforeStrikes,
                            "round-end" => Window::RoundEnd,
                            "as-played" => Window::AsPlayed,
                            "minion-action" => Window::MinionAction,
                            "minion-phase-end" => Window::MinionPhaseEnd,
                            "any-minion-phase" => Window::AnyMinionPhase,
                            "minion-phase" => Window::MinionPhase,
                            _ => return Err(format!("{w}: unknown window")),
                        })
                    }
                    "if" if v.starts_with("actor,") => {
                        a.conds.push(Cond::parse_actor(w, &v["actor,".len()..])?)
                    }
                    // The subject `blocker` and its predicates, read into the variants whose
                    // reference (the acting minion) their window sets.
                    "if" if v == "blocker,younger" => a.conds.push(Cond::BlockerAllyOrYounger),
                    "if" if v.starts_with("blocker,vampire,without:") => {
                        a.conds.push(Cond::BlockerWithout(discipline(
                            w,
                            &v["blocker,vampire,without:".len()..],
                        )?))
                    }
                    "if" if v.starts_with("controls,") => {
                        a.conds
                            .push(Cond::parse_controls(w, &v["controls,".len()..], true)?)
                    }
                    "if" if v.starts_with("not:controls,") => {
                        a.conds
                            .push(Cond::parse_controls(w, &v["not:controls,".len()..], false)?)
                    }
                    "if" if v.starts_with("opponent,clan:") => a.conds.push(Cond::OpponentClan(
                        clan_index(w, &v["opponent,clan:".len()..])?,
                    )),
                    "if" => a.conds.push(match v.split_once(':') {
                        None if v == "directed" => Cond::Directed,
                        None if v == "bleeding" => Cond::Bleeding,
                        None if v == "called-by-self" => Cond::CalledBySelf,
                        None if v == "edge" => Cond::Edge,
                        None if v == "directed-at-you" => Cond::DirectedAtYou,
                        None if v == "bleed-at-you" => Cond::BleedAtYou,
                        None if v == "predator-acting" => Cond::PredatorActing,
                        None if v == "tapped" => Cond::Tapped,
                        None if v == "vampire" => Cond::Vampire,
                        None if v == "titled" => Cond::Titled,
                        None if v == "blood-hunt" => Cond::BloodHunt,
                        None if v == "voting-against" => Cond::VotingAgainst,
                        None if v == "pool-bled" => Cond::PoolBled,
                        None if v == "bled-prey" => Cond::BledPrey,
                        None if v == "hunting" => Cond::Hunting,
                        None if v == "ready" => Cond::Ready,
                        None if v == "to-continue" => Cond::ToContinue,
                        None if v == "first-round" => Cond::FirstRound,
                        None if v == "blocking" => Cond::Blocking,
                        Some(("discipline", d)) => Cond::Discipline(
                            discipline(w, d)?,
                            d.chars().all(|c| c.is_ascii_uppercase()),
                        ),
                        None if v == "directed-at-self" => Cond::DirectedAtSelf,
                        None if v == "coin-tails" => Cond::CoinTails,
                        None if v == "played-master" => Cond::PlayedMaster,
                        None if v == "played-minion" => Cond::PlayedMinion,
                        None if v == "by-predator-or-prey" => Cond::ByPredatorOrPrey,
                        None if v == "no-reaction" => Cond::NoReaction,
                        None if v == "card-redirects-bleed" => Cond::CardRedirectsBleed,
                        None if v == "played-strike-or-grapple" => Cond::PlayedStrikeOrGrapple,
                        None if v == "untapped" => Cond::Untapped,
                        None if v == "before-votes" => Cond::BeforeVotes,
                        None if v == "strike-inflicts" => Cond::StrikeInflicts,
                        Some(("title", list)) => {
                            let mut set = [None; 4];
                            for (i, t) in list.split(',').enumerate() {
                                let title = t
                                    .replace('-', " ")
                                    .parse::<jyhad_cards::Title>()
                                    .map_err(|e| format!("{w}: {e}"))?;
                                *set.get_mut(i)
                                    .ok_or_else(|| format!("{w}: at most 4 titles"))? = Some(title);
                            }
                            Cond::Title(TitleSet(set))
                        }
                        Some(("bleed-amount", n)) => Cond::BleedAmount(count(w, n)?),
                        Some(("card-kind", "combat")) => Cond::CardKind(PlayKind::Combat),
                        Some(("card-kind", "reaction")) => Cond::CardKind(PlayKind::Reaction),
                        Some(("card-kind", "modifier")) => Cond::CardKind(PlayKind::Modifier),
                        Some(("card-kind", "action")) => Cond::CardKind(PlayKind::Action),
                        // A predicate's negation is one part, `not:` before it (one
                        // spelling for every negated condition).
                        Some(("not", "bleeding")) => Cond::NotBleeding,
                        Some(("not", "hunting")) => Cond::NotHunting,
                        Some(("not", "first-round")) => Cond::NotFirstRound,
                        Some(("not", "out-of-turn")) => Cond::NotOutOfTurn,
                        Some(("not", "titled")) => Cond::Untitled,
                        Some(("not", "ready")) => Cond::NotReady,
                        Some(("not", "directed")) => Cond::Undirected,
                        // The subject `opponent` and its predicate, negated.
                        Some(("not", "opponent,ready")) => Cond::OpponentNotReady,
                        Some(("not", "card-kind:modifier")) => {
                            Cond::NotCardKind(PlayKind::Modifier)
                        }
                        Some(("card-discipline", d)) => Cond::CardDiscipline(discipline(w, d)?),
                        Some(("combat-between", sect)) => Cond::CombatBetween(
                            jyhad_cards::Sect::from_name(sect)
                                .ok_or_else(|| format!("{w}: unknown sect {sect:?}"))?,
                        ),
                        Some(("own-political-actor", sect)) => Cond::OwnPoliticalActor(
                            jyhad_cards::Sect::from_name(sect)
                                .ok_or_else(|| format!("{w}: unknown sect {sect:?}"))?,
                        ),
                        Some(("bleed-at-least", n)) => Cond::BleedAtLeast(count(w, n)?),
                        _ => return Err(format!("{w}: unknown condition")),
                    }),
                    "cost" => a.costs.push(match v.split_once(':') {
                        Some(("discard", "master")) => {
                            Cost::DiscardType(jyhad_cards::LibraryTypes::MASTER)
                        }
                        Some(("discard", "political")) => {
                            Cost::DiscardType(jyhad_cards::LibraryTypes::POLITICAL_ACTION)
                        }
                        Some(("discard", d)) if d.starts_with("combat") => {
                            let n = match d.split_once(':') {
                                Some((_, n)) => count(w, n)?,
                                None => 1,
                            };
                            Cost::DiscardCards(jyhad_cards::LibraryTypes::COMBAT, n.max(1))
                        }
                        Some(("discard", d)) => Cost::Discard(discipline(w, d)?),
                        None if v == "lock" => Cost::Lock,
                        None if v == "phase-action" => Cost::PhaseAction,
                        None if v == "edge" => Cost::Edge,
                        None if v == "burn" => Cost::Burn,
                        None if v == "remove" => Cost::Remove,
                        None if v == "counter" => Cost::Counter,
                        Some(("burn-vampire-not", sect)) => Cost::BurnVampireNot(
                            jyhad_cards::Sect::from_name(sect)
                                .ok_or_else(|| format!("{w}: unknown sect {sect:?}"))?,
                        ),
                        Some(("blood", "X")) => Cost::BloodX,
                        Some(("pool", "other-events")) => Cost::PoolPerOtherEvent,
                        Some(("blood", n)) => Cost::Blood(count(w, n)?),
                        Some(("life", n)) => Cost::Life(count(w, n)?),
                        Some(("pool", n)) => Cost::Pool(count(w, n)?),
                        _ => return Err(format!("{w}: unknown cost")),
                    }),
                    "target" => a.target = Selector::parse(w, v)?,
                    "for" => {
                        a.until = Some(match v {
                            "action" => Duration::Action,
                            "referendum" => Duration::Referendum,
                            "turn" => Duration::Turn,
                            "round" => Duration::Round,
                            "combat" => Duration::Combat,
                            "untap" => Duration::Untap,
                            "next-actions" => Duration::NextActions,
                            "game" => Duration::Game,
                            "in-play" => Duration::InPlay,
                            _ => return Err(format!("{w}: unknown duration")),
                        })
                    }
                    "per" => {
                        a.per = Some(match v {
                            v if v.contains(',') => {
                                let s = Selector::parse_atoms(w, v)?;
                                if !Per::COUNTED.contains(&s) {
                                    return Err(format!("{w}: the engine counts no such selector"));
                                }
                                Per::Count(s)
                            }
                            "victory-points" => Per::VictoryPoints,
                            "chosen-capacity" => Per::ChosenCapacity,
                            // Whose choice counts, a parameter of the same count.
                            "chosen-capacity:predator" => Per::PredatorChosenCapacity,
                            "minions" => Per::Minions,
                            _ => return Err(format!("{w}: unknown count")),
                        })
                    }
                    "limit" => {
                        a.limit = Some(match v {
                            "combat" => Limit::Combat,
                            "round" => Limit::Round,
                            "action" => Limit::Action,
                            "referendum" => Limit::Referendum,
                            "untap" => Limit::Untap,
                            "turn" => Limit::Turn,
                            _ => return Err(format!("{w}: unknown limit")),
                        })
                    }
                    "terms" => a.terms = Some(crate::defs::TermsDef::parse(v)?),
                    "strike" => a.verbs.push(Verb::Strike(strike(w, v)?)),
                    "additional-strike" if v == "dodge" => a.verbs.push(Verb::AdditionalDodge),
                    "armor" => {
                        let (g, o) = v
                            .split_once(':')
                            .ok_or_else(|| format!("{w}: expected armor=GUN:OTHER"))?;
                        a.verbs.push(Verb::Armor {
                            gun: count(w, g)?,
                            other: count(w, o)?,
                        })
                    }
                    _ => return Err(format!("{w}: unknown part {key:?}")),
                }
                continue;
            }
            let amount = |name: &str| {
                w.strip_prefix(name)
                    .filter(|t| t.starts_with('+') || t.starts_with('-'))
            };
            let stat = Stat::ALL
                .iter()
                .find_map(|&(s, name)| amount(name).map(|t| (s, t)));
            a.verbs.push(match (stat, w) {
                // `votes+X`, `votes+2X`: k times the X paid.
                (Some((s, tail)), _) if tail.starts_with('+') && tail.ends_with('X') => {
                    let k = &tail[1..tail.len() - 1];
                    Verb::StatX(s, if k.is_empty() { 1 } else { count(w, k)? })
                }
                (Some((s, tail)), _) => Verb::Stat(s, signed(w, tail)?),
                (None, "dodge") => Verb::Dodge,
                (None, "untap") => Verb::Untap,
                (None, "discard") => Verb::Discard,
                (None, "torpor") => Verb::Torpor,
                (None, _) if w.starts_with("steal-blood:") => {
                    Verb::StealBlood(count(w, &w["steal-blood:".len()..])?)
                }
                (None, _) if w.starts_with("blocks-as-vampire:") => {
                    Verb::BlocksAs(count(w, &w["blocks-as-vampire:".len()..])?)
                }
                _ if amount("agg-damage").is_some() => {
                    Verb::AggDamage(positive(w, amount("agg-damage").unwrap_or_default())?)
                }
                (None, _) if w.starts_with("bled-pool-max:") => {
                    Verb::BledPoolMax(count(w, &w["bled-pool-max:".len()..])?)
                }
                (None, "burn") => Verb::Burn,
                (None, _) if w.starts_with("crypt-top-anarch:") => {
                    Verb::CryptTopAnarch(clan_index(w, &w["crypt-top-anarch:".len()..])?)
                }
                (None, _) if w.starts_with("plays-as:") => {
                    let what = &w["plays-as:".len()..];
                    Verb::PlaysAs(match what.replace('-', " ").parse::<jyhad_cards::Title>() {
                        Ok(t) => PlaysAs::Title(t),
                        Err(_) => PlaysAs::Clan(clan_index(w, what)?),
                    })
                }
                (None, "tap") => Verb::Tap,
                (None, "block-fails") => Verb::BlockFails,
                (None, "to-predator") => Verb::ToPredator,
                (None, "wake") => Verb::Wake,
                (None, "redirect-bleed") => Verb::RedirectBleed,
                (None, "action-fails") => Verb::ActionFails,
                (None, "cannot-block") => Verb::CannotBlock,
                (None, "cannot-press") => Verb::CannotPress,
                (None, "no-more-blocks") => Verb::NoMoreBlocks,
                (None, "cancel-card") => Verb::CancelCard,
                (None, "maneuver") => Verb::Maneuver,
                (None, "additional-strike") => Verb::AdditionalStrike,
                (None, "press") => Verb::Press,
                (None, "grapple") => Verb::Grapple,
                (None, "close-range") => Verb::CloseRange,
                (None, "gain-blood-lost") => Verb::GainBloodLost,
                (None, "anarch") => Verb::Anarch,
                (None, "pool-or-crypt") => Verb::PoolOrCrypt,
                (None, "cancel-referendum") => Verb::CancelReferendum,
                (None, "abstain") => Verb::Abstain,
                (None, "no-repeat") => Verb::NoRepeat,
                (None, "cannot-vote") => Verb::CannotVote,
                (None, "attempt-block") => Verb::AttemptBlock,
                (None, "next-referendum-passes") => Verb::NextReferendumPasses,
                (None, "cannot-unlock") => Verb::CannotUnlock,
                (None, "discard-random") => Verb::DiscardRandom,
                (None, "enter-combat") => Verb::EnterCombat,
                (None, "steal") => Verb::Steal,
                (None, "to-hand") => Verb::ToHand,
                (None, "upkeep") => Verb::Upkeep,
                (None, "first-strike") => Verb::FirstStrike,
                (None, "immune-non-agg") => Verb::ImmuneNonAgg,
                (None, "cannot-act") => Verb::CannotAct,
                (None, "take-action") => Verb::TakeAction,
                (None, "no-equipment") => Verb::NoEquipment,
                (None, "draw-crypt") => Verb::DrawCrypt,
                (None, "double-votes") => Verb::DoubleVotes,
                (None, "blood-hunt") => Verb::BloodHunt,
                _ if amount("draw").is_some() => {
                    Verb::Draw(positive(w, amount("draw").unwrap_or_default())?)
                }
                _ if amount("block-cost").is_some() => {
                    Verb::BlockCost(positive(w, amount("block-cost").unwrap_or_default())?)
                }
                _ if amount("strike-cost").is_some() => {
                    Verb::StrikeCost(positive(w, amount("strike-cost").unwrap_or_default())?)
                }
                (None, "to-uncontrolled") => Verb::ToUncontrolled,
                (None, "take-control") => Verb::TakeControl,
                (None, "cannot-react") => Verb::CannotReact,
                (None, "burn-unless-repaid") => Verb::BurnUnlessRepaid,
                (None, "put-back") => Verb::PutBack,
                (None, "stun") => Verb::Stun,
                (None, "half-blood-cost") => Verb::BloodCostHalf,
                (None, "referendum") => Verb::Referendum,
                (None, "no-replace-in-minion-phase") => Verb::NoReplaceInMinionPhase,
                (None, "end-combat") => Verb::EndCombat,
                (None, "prevent-strikes") => Verb::PreventStrikes,
                (None, "long-range") => Verb::LongRange,
                (None, "no-combat-action") => Verb::NoCombatAction,
                (None, "no-combat-ends-strike") => Verb::NoCombatEndsStrike,
                _ => match (
                    amount("blood"),
                    amount("pool"),
                    amount("prevent"),
                    amount("environmental"),
                ) {
                    (Some(t), ..) => Verb::Blood(signed(w, t)?),
                    (_, Some(t), ..) => Verb::Pool(signed(w, t)?),
                    (_, _, Some(t), _) => Verb::Prevent(positive(w, t)?),
                    (.., Some(t)) => Verb::Environmental(positive(w, t)?),
                    _ if amount("damage").is_some() => {
                        Verb::Damage(signed(w, amount("damage").unwrap_or_default())?)
                    }
                    _ => return Err(format!("{w}: unknown effect")),
                },
            });
        }
        Ok(a)
    }

    /// What the ability's effects change a stat by, summed (`bleed+1` gives 1 for bleed).
    pub fn stat(&self, stat: Stat) -> i8 {
        self.verbs.iter().fold(0i8, |sum, v| match *v {
            Verb::Stat(s, n) if s == stat => sum.saturating_add(n),
            _ => sum,
        })
    }

    /// Whether the ability is a static: no window, no cost.
    pub fn is_static(&self) -> bool {
        self.when.is_none() && self.costs.is_empty()
    }

    /// Refuses a combination the engine does not perform yet, naming it (a card kind's
    /// abilities are read only at the windows the engine asks them at).
    pub fn check(&self, kind: PlayKind) -> Result<(), String> {
        if self.verbs.contains(&Verb::Referendum) {
            return if self.referendum_shape(kind) {
                Ok(())
            } else {
                Err(
                    "this referendum called by an ability is not performed by the engine yet"
                        .into(),
                )
            };
        }
        if self.terms.is_some() {
            return Err("terms= belong to a referendum (with the effect `referendum`)".into());
        }
        // A modifier's or reaction's play may be only a window or a condition: its effect is
        // then a named word of the kind.
        let play_only = self.when.is_some() || !self.conds.is_empty();
        if self.verbs.is_empty()
            && !(matches!(kind, PlayKind::Modifier | PlayKind::Reaction) && play_only)
        {
            return Err("an ability with no effect".into());
        }
        let stat = |s: Stat| {
            self.verbs
                .iter()
                .all(|v| matches!(v, Verb::Stat(x, _) if *x == s))
        };
        // A count multiplies only a vampire's static votes, or an event's hand sizes.
        let counted = match self.per {
            None => true,
            Some(Per::Count(_)) => {
                kind == PlayKind::Vampire && self.is_static() && stat(Stat::Votes)
            }
            Some(Per::VictoryPoints) => kind == PlayKind::Event,
            // A political outcome's pool, by the vampires each Methuselah chose.
            Some(Per::ChosenCapacity | Per::PredatorChosenCapacity | Per::Minions) => {
                kind == PlayKind::Political && self.target == Selector::EACH_METHUSELAH
            }
        };
        if !counted {
            return Err(
                "a count (per=) multiplies only a vampire's static votes or an event's hand size"
                    .into(),
            );
        }
        let ok = match kind {
            // Who may cancel the card itself as it is played, and what it costs them: the
            // opposing minion's Methuselah discarding combat cards (comprehensive rules
            // "Cancel a card"; the aims' "the opposing minion can discard …").
            PlayKind::Combat
                if self.when == Some(Window::AsPlayed) && self.target == Selector::OPPONENT =>
            {
                self.verbs == [Verb::CancelCard]
                    && self.conds.is_empty()
                    && self.until.is_none()
                    && self.limit.is_none()
                    && matches!(
                        self.costs[..],
                        [Cost::DiscardCards(jyhad_cards::LibraryTypes::COMBAT, _)]
                    )
            }
            // The minion attempting to block may burn blood or life to cancel the modifier as
            // it is played.
            PlayKind::Modifier
                if self.when == Some(Window::AsPlayed) && self.target == Selector::BLOCKER =>
            {
                self.verbs == [Verb::CancelCard]
                    && self.conds.is_empty()
                    && self.until.is_none()
                    && self.limit.is_none()
                    && matches!(self.costs[..], [Cost::Blood(_)])
            }
            // A minion's card cancelling a card as it is played by a minion of another
            // Methuselah (comprehensive rules "Cancel a card"): the one in combat with it, or
            // a reaction to its own action.
            PlayKind::Combat | PlayKind::Modifier if self.when == Some(Window::AsPlayed) => {
                self.verbs == [Verb::CancelCard]
                    && self.target == Selector::OWN
                    && self.until.is_none()
                    && matches!(self.limit, None | Some(Limit::Round))
                    && matches!(self.costs[..], [] | [Cost::Blood(_)])
                    && self
                        .conds
                        .iter()
                        .any(|c| matches!(c, Cond::CardKind(_) | Cond::PlayedStrikeOrGrapple))
                    && self.conds.iter().all(|c| {
                        matches!(
                            c,
                            Cond::CardKind(_)
                                | Cond::CardDiscipline(_)
                                | Cond::PlayedStrikeOrGrapple
                        )
                    })
            }
            PlayKind::Vampire => self.vampire_shape(stat),
            PlayKind::Master => self.master_shape(stat),
            PlayKind::Modifier => self.modifier_shape(),
            PlayKind::Reaction => self.reaction_shape(),
            PlayKind::Combat => self.combat_shape(),
            PlayKind::Equipment | PlayKind::Retainer => self.gear_shape(kind),
            PlayKind::Ally => self.ally_shape(),
            PlayKind::Action => self.action_shape(),
            PlayKind::Political => self.political_shape(),
            // As its controller's discard phase begins: a young vampire it may burn, then the
            // card goes to the predator.
            // As its controller's discard phase begins: another event, drawn at random, burns.
            // In another Methuselah's discard phase: that Methuselah may burn it with a
            // discard phase action and pool.
            PlayKind::Event if self.when == Some(Window::DiscardPhase) => {
                self.conds.is_empty()
                    && self.limit.is_none()
                    && self.until.is_none()
                    && self.per.is_none()
                    && match (self.target, &self.costs[..]) {
                        (t, []) if t.small_vampire().is_some() => {
                            self.verbs == [Verb::Burn, Verb::ToPredator]
                        }
                        _ if self.verbs != [Verb::Burn] => false,
                        (Selector::RANDOM_EVENT, []) => true,
                        (Selector::OWN, [Cost::PhaseAction, Cost::PoolPerOtherEvent]) => true,
                        _ => false,
                    }
            }
            // An event's static for every Methuselah: hand size, per victory point; what a
            // card changing a bleed's target costs.
            PlayKind::Event => {
                self.is_static()
                    && self.target == Selector::EACH_METHUSELAH
                    && self.limit.is_none()
                    && self.until.is_none()
                    && ((stat(Stat::HandSize) && self.conds.is_empty())
                        || (self.conds == [Cond::CardRedirectsBleed]
                            && self.per.is_none()
                            && matches!(self.verbs[..], [Verb::Stat(Stat::BloodCost, n)] if n > 0)))
            }
        };
        if ok {
            Ok(())
        } else {
            Err(
                "this combination of window, cost and effects is not performed by the engine yet"
                    .into(),
            )
        }
    }

    /// The shapes of a referendum called by an ability the engine performs: a political
    /// action (`when=minion-action`, its stealth before `referendum`), of the vampire
    /// itself or of any vampire for a card in play (of a clan: `if=actor-clan:`), and once
    /// passed: the card burns; you get hand size for the game; blood split on the chosen
    /// vampires; the chosen vampire burns.
    fn referendum_shape(&self, kind: PlayKind) -> bool {
        let Some(at) = self.verbs.iter().position(|v| *v == Verb::Referendum) else {
            return false;
        };
        let in_play = matches!(
            kind,
            PlayKind::Master | PlayKind::Political | PlayKind::Action
        );
        let conds_ok = if in_play {
            self.conds
                .iter()
                .all(|c| matches!(c, Cond::Actor(s) if s.clan.is_some() || s.sect.is_some()))
        } else {
            kind == PlayKind::Vampire && self.conds.is_empty()
        };
        let head_ok = self.verbs[..at]
            .iter()
            .all(|v| matches!(v, Verb::Stat(Stat::Stealth, n) if *n >= 0));
        let outcome_ok = match (self.target, &self.verbs[at + 1..], self.terms) {
            (Selector::OWN, [Verb::Burn], None) => in_play && self.until.is_none(),
            (Selector::YOU, [Verb::Stat(Stat::HandSize, n)], None) => {
                *n > 0 && self.until == Some(Duration::Game)
            }
            (Selector::CHOSEN, [Verb::Blood(n)], Some(crate::defs::TermsDef::VampirePoints(_))) => {
                *n > 0 && self.until.is_none()
            }
            (Selector::CHOSEN, [Verb::Burn], Some(crate::defs::TermsDef::SmallVampire(_))) => {
                self.until.is_none()
            }
            (
                Selector::CHOSEN,
                [Verb::ToHand],
                Some(crate::defs::TermsDef::AshHeapMinionCards(_)),
            ) => self.until.is_none(),
            _ => false,
        };
        self.when == Some(Window::MinionAction)
            && self.costs.is_empty()
            && self.limit.is_none()
            && self.per.is_none()
            && conds_ok
            && head_ok
            && outcome_ok
    }

    /// The shapes of a master card's abilities the engine performs (cards in play).
    fn master_shape(&self, stat: impl Fn(Stat) -> bool) -> bool {
        let t = self.target;
        let conds_in = |ok: &dyn Fn(&Cond) -> bool| self.conds.iter().all(ok);
        match (self.when, &self.costs[..]) {
            // While in play: the bleed and votes of every vampire of a clan (read with them).
            (None, []) if t.clan_vampires().is_some() => {
                self.conds.is_empty()
                    && !self.verbs.is_empty()
                    && self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Stat(Stat::Bleed | Stat::Votes, _)))
            }
            // On a vampire: its bleed and votes (read with them).
            (None, []) if t == Selector::HOST => {
                self.conds.is_empty()
                    && !self.verbs.is_empty()
                    && self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Stat(Stat::Bleed | Stat::Votes, n) if *n > 0))
            }
            // While in play: your hand size, the pool you burn to a bleed.
            (None, []) => {
                t == Selector::YOU
                    && (stat(Stat::HandSize)
                        || stat(Stat::Transfers)
                        || matches!(self.verbs[..], [Verb::BledPoolMax(_)]))
                    && self.conds.is_empty()
            }
            // After a successful bleed by one of your minions: the card burns.
            (Some(Window::ActionSucceeded), []) if self.verbs == [Verb::Burn] => {
                t == Selector::OWN
                    && self.conds.contains(&Cond::Bleeding)
                    && conds_in(&|c| matches!(c, Cond::Bleeding | Cond::PoolBled))
                    && self.limit.is_none()
            }
            // Blood from the bank on an uncontrolled vampire, once each turn, for no cost.
            (Some(Window::Influence), []) => {
                t.shape() == Selector::UNCONTROLLED
                    && matches!(self.verbs[..], [Verb::Blood(_)])
                    && self.conds.is_empty()
                    && self.limit == Some(Limit::Turn)
            }
            // Blood from the bank on an uncontrolled vampire of a clan (p. 35: the phase).
            (Some(Window::Influence), [Cost::Lock]) => {
                t.with_clan(Selector::UNCONTROLLED).is_some()
                    && matches!(self.verbs[..], [Verb::Blood(_)])
                    && self.conds.is_empty()
            }
            // A counter burned during a political action of a vampire of a sect you control:
            // stealth for it, or fewer votes for the vampires outside the sect.
            (Some(Window::BlockAttempt), [Cost::Counter]) => {
                t == Selector::ACTOR
                    && stat(Stat::Stealth)
                    && self.until == Some(Duration::Action)
                    && matches!(self.conds[..], [Cond::OwnPoliticalActor(_)])
            }
            (Some(Window::Polling), [Cost::Counter]) => {
                t.vampires_not_of().is_some()
                    && matches!(self.verbs[..], [Verb::Stat(Stat::Votes, n)] if n < 0)
                    && self.until == Some(Duration::Referendum)
                    && matches!(self.conds[..], [Cond::OwnPoliticalActor(_)])
            }
            // Locked to end a combat of yours, in the window before range.
            (Some(Window::BeforeRange), [Cost::Lock]) => {
                t == Selector::OWN
                    && self.verbs == [Verb::EndCombat]
                    && matches!(self.conds[..], [Cond::CombatBetween(_)])
                    && self.limit.is_none()
                    && self.until.is_none()
            }
            (Some(Window::ActionAnnounced | Window::BlockAttempt), [Cost::Lock]) => {
                t == Selector::ACTOR
                    && stat(Stat::Stealth)
                    && self.until == Some(Duration::Action)
                    && conds_in(&|c| matches!(c, Cond::Undirected | Cond::Actor(_)))
            }
            // Votes for pool, once each turn.
            (Some(Window::Polling), [Cost::Pool(_)]) => {
                t == Selector::YOU
                    && stat(Stat::Votes)
                    && self.verbs.len() == 1
                    && self.conds.is_empty()
                    && self.limit == Some(Limit::Turn)
            }
            (Some(Window::Polling), [Cost::Lock]) => {
                (t == Selector::YOU || t.own_titled().is_some())
                    && stat(Stat::Votes)
                    && self.verbs.len() == 1
                    && self.conds.is_empty()
            }
            (Some(Window::AnyTime), [Cost::Lock]) => {
                self.conds.is_empty()
                    && match t {
                        Selector::YOU => stat(Stat::HandSize) && self.until == Some(Duration::Turn),
                        Selector::UNCONTROLLED | Selector::OWN_READY_VAMPIRE => {
                            matches!(self.verbs[..], [Verb::Blood(_)])
                        }
                        Selector::HAND_CARD => self.verbs == [Verb::Discard],
                        _ => false,
                    }
            }
            // Burned while an action is aimed at the minion it is on.
            (Some(Window::AnyTime), [Cost::Burn]) => {
                t == Selector::OWN
                    && self.verbs == [Verb::ActionFails]
                    && self.conds.first() == Some(&Cond::DirectedAtSelf)
                    && conds_in(&|c| matches!(c, Cond::DirectedAtSelf | Cond::Ready))
            }
            // During your discard phase: one of your vampires unlocks.
            (Some(Window::DiscardPhase), [Cost::Lock, Cost::Pool(_)] | [Cost::Lock]) => {
                t == Selector::OWN_READY_VAMPIRE
                    && self.verbs == [Verb::Untap]
                    && self.conds.is_empty()
            }
            // A mandatory trigger: the card changes hands.
            (Some(Window::DiscardPhase), []) => {
                t == Selector::OWN && self.verbs == [Verb::ToPredator] && self.conds.is_empty()
            }
            // After a successful action of the minion it is on: blood for it, once each turn.
            (Some(Window::ActionSucceeded), []) => {
                t == Selector::HOST
                    && matches!(self.verbs[..], [Verb::Blood(n)] if n > 0)
                    && conds_in(&|c| *c == Cond::NoReaction)
                    && self.limit == Some(Limit::Turn)
            }
            // A mandatory upkeep: one of its costs paid, as its controller chooses.
            (Some(Window::Untap), costs) if self.verbs == [Verb::Upkeep] => {
                t == Selector::OWN
                    && self.conds.is_empty()
                    && costs.len() >= 2
                    && costs
                        .iter()
                        .all(|c| matches!(c, Cost::Lock | Cost::Pool(_) | Cost::Burn))
            }
            // Burned in your untap phase: blood for a ready vampire with none (a master card
            // that became an ally).
            (Some(Window::Untap), [Cost::Burn]) => {
                t == Selector::EMPTY_READY_VAMPIRE
                    && matches!(self.verbs[..], [Verb::Blood(n)] if n > 0)
                    && self.conds.is_empty()
            }
            // In every Methuselah's untap phase: pool burned by those controlling no ready
            // vampire of a sect.
            (Some(Window::Untap), []) if t == Selector::EACH_METHUSELAH => {
                matches!(self.conds[..], [Cond::Controls(_, false)])
                    && matches!(self.verbs[..], [Verb::Pool(n)] if n < 0)
                    && self.limit.is_none()
                    && self.until.is_none()
            }
            (Some(Window::Untap), [Cost::Lock]) => {
                t == Selector::YOU
                    && matches!(self.verbs[..], [Verb::Pool(_)])
                    && self.conds == [Cond::Edge]
            }
            // An out-of-turn master card played once the blocks are declined, against the
            // acting minion of a bleed of you.
            (Some(Window::BlocksDeclined), []) => {
                t == Selector::ACTOR
                    && self.verbs == [Verb::Burn, Verb::ActionFails]
                    && self.conds.contains(&Cond::BleedAtYou)
                    && conds_in(&|c| matches!(c, Cond::BleedAtYou | Cond::BleedAmount(_)))
            }
            // More master phase actions now.
            (Some(Window::MasterPhase), [Cost::Lock]) => {
                t == Selector::YOU && stat(Stat::MasterActions) && self.conds.is_empty()
            }
            // A master card cancelled as it is played; its player may get a master phase
            // action back. Played from hand (an out-of-turn card) or locked in play. Or a
            // minion card cancelled as it is played.
            (Some(Window::AsPlayed), [] | [Cost::Lock]) => {
                self.verbs.first() == Some(&Verb::CancelCard)
                    && (self.conds.contains(&Cond::PlayedMaster)
                        || self.conds.contains(&Cond::PlayedMinion))
                    && conds_in(&|c| {
                        matches!(
                            c,
                            Cond::PlayedMaster
                                | Cond::PlayedMinion
                                | Cond::ByPredatorOrPrey
                                | Cond::NotOutOfTurn
                        )
                    })
                    && match self.verbs[1..] {
                        [] => t == Selector::OWN,
                        [Verb::Stat(Stat::MasterActions, n)] => t == Selector::PLAYER && n > 0,
                        _ => false,
                    }
            }
            _ => false,
        }
    }

    /// The shapes of an action card's abilities the engine performs: what the action does
    /// once it succeeded (p. 23), after its bleed if it is one (`if=pool-bled`: a bleed for
    /// 1 or more, p. 21): pool to you, blood to a vampire chosen as the action is announced
    /// (ruling [ANK 20240706] on Public Trust). A static is what the card gives the vampire
    /// it is put on (`target=host bleed+1`).
    fn action_shape(&self) -> bool {
        // A card put in play that blocks as a vampire during an action directed at its
        // Methuselah: intercept before the word, then the acting minion's aggravated damage
        // and the card burned once the block succeeds.
        if let Some((capacity, _, after)) = self.blocks_as() {
            let at = self.verbs.len() - after.len() - 1;
            return self.is_static()
                && capacity > 0
                && self.target == Selector::ACTOR
                && self.conds == [Cond::DirectedAtYou]
                && self.limit.is_none()
                && self.until.is_none()
                && self.per.is_none()
                && self.verbs[..at]
                    .iter()
                    .all(|v| matches!(v, Verb::Stat(Stat::Intercept, _)))
                && after
                    .iter()
                    .all(|v| matches!(v, Verb::AggDamage(_) | Verb::Burn))
                && !after.is_empty();
        }
        if self.is_static() {
            return self.target == Selector::HOST
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.host_bleed();
        }
        // A card put in play: each Methuselah's untap phase costs pool to those controlling a
        // vampire outside a sect; a Methuselah burns such a vampire in their master phase
        // to burn the card.
        if self.when == Some(Window::Untap) {
            return self.costs.is_empty()
                && self.target == Selector::EACH_METHUSELAH
                && matches!(self.conds[..], [Cond::Controls(s, true)] if s.not_sect.is_some())
                && matches!(self.verbs[..], [Verb::Pool(n)] if n < 0)
                && self.limit.is_none()
                && self.until.is_none();
        }
        // A card put on its vampire, locked during your minion phase to unlock it.
        if self.when == Some(Window::MinionPhase) {
            return self.costs == [Cost::Lock]
                && self.target == Selector::HOST
                && self.conds.is_empty()
                && self.verbs == [Verb::Untap]
                && self.limit.is_none()
                && self.until.is_none();
        }
        if self.when == Some(Window::MasterPhase) {
            return matches!(self.costs[..], [Cost::BurnVampireNot(_)])
                && self.target == Selector::OWN
                && self.conds.is_empty()
                && self.verbs == [Verb::Burn]
                && self.limit.is_none()
                && self.until.is_none();
        }
        // Minions of a kind cannot block the action ("allies cannot block this action").
        if self.when == Some(Window::ActionAnnounced) {
            return self.costs.is_empty()
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until == Some(Duration::Action)
                && matches!(self.target, Selector::ALLIES | Selector::TITLED_VAMPIRES)
                && self.verbs == [Verb::CannotBlock];
        }
        self.when == Some(Window::ActionSucceeded)
            && self.costs.is_empty()
            && self.limit.is_none()
            && self.until.is_none()
            && self.conds.iter().all(|c| *c == Cond::PoolBled)
            && match (self.target, &self.verbs[..]) {
                (Selector::YOU, [Verb::Pool(n)]) => *n > 0,
                (Selector::UNCONTROLLED | Selector::OTHER_VAMPIRE, [Verb::Blood(n)]) => *n > 0,
                // The unlocked vampire chosen as the action was announced is stunned.
                (Selector::UNLOCKED_VAMPIRE, [Verb::Stun]) => true,
                // Cards drawn (discard afterward); the acting minion untaps; the bled prey
                // taps one of its minions; a blood hunt on the acting vampire.
                (Selector::YOU, [Verb::Draw(_)])
                | (Selector::ACTOR, [Verb::Untap])
                | (Selector::ACTOR, [Verb::BloodHunt])
                | (Selector::PREY, [Verb::Tap]) => true,
                _ => false,
            }
    }

    /// The shapes of a political action card's abilities the engine performs: what its
    /// referendum does once passed (p. 27), to what its terms chose or to every ready
    /// vampire, each target on its own conditions.
    fn political_shape(&self) -> bool {
        // Put in play: its controller's hand size while it is there; what every
        // Methuselah's discard phase action to discard costs.
        if self.is_static() {
            return self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.per.is_none()
                && match (self.target, &self.verbs[..]) {
                    (Selector::YOU, [Verb::Stat(Stat::HandSize, n)]) => *n != 0,
                    (Selector::EACH_METHUSELAH, [Verb::Stat(Stat::DiscardCost, n)]) => *n > 0,
                    _ => false,
                };
        }
        if self.when != Some(Window::ReferendumPassed)
            || !self.costs.is_empty()
            || self.limit.is_some()
            || self.verbs.is_empty()
        {
            return false;
        }
        if self.per.is_some() && self.target != Selector::EACH_METHUSELAH {
            return false;
        }
        match self.target {
            // Each Methuselah's pool, once or by the vampires chosen as it passed.
            Selector::EACH_METHUSELAH => {
                self.conds.is_empty()
                    && self.until.is_none()
                    && self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Pool(n) if *n != 0))
            }
            Selector::CHOSEN => {
                self.conds
                    .iter()
                    .all(|c| matches!(c, Cond::Controls(s, true) if s.capacity_max.is_some()))
                    && self.verbs.iter().all(|v| match v {
                        Verb::Pool(n) => *n != 0 && self.until.is_none(),
                        Verb::ToUncontrolled | Verb::TakeControl | Verb::Burn | Verb::Tap => {
                            self.until.is_none()
                        }
                        Verb::CannotBlock | Verb::CannotReact | Verb::CannotVote => {
                            self.until == Some(Duration::Turn)
                        }
                        // While the card, put in play, stays there.
                        Verb::Stat(Stat::MasterActions, n) => {
                            *n > 0 && self.until == Some(Duration::InPlay)
                        }
                        Verb::NoReplaceInMinionPhase => self.until == Some(Duration::InPlay),
                        _ => false,
                    })
            }
            Selector::ALLIES => {
                self.until.is_none()
                    && self.conds.is_empty()
                    && self.verbs == [Verb::BurnUnlessRepaid]
            }
            Selector::READY_VAMPIRES => {
                self.until.is_none()
                    && self.verbs == [Verb::Burn]
                    && self
                        .conds
                        .iter()
                        .all(|c| matches!(c, Cond::BleedAtLeast(_)))
            }
            _ => false,
        }
    }

    /// The shapes of an action modifier's abilities the engine performs: its play (window,
    /// "during a bleed", what it gives the acting minion or the younger minions), or a bonus
    /// on a condition of the acting minion (`if=actor,clan:Toreador bleed+1`).
    fn modifier_shape(&self) -> bool {
        // If the action is blocked, its minion gets an optional maneuver in the first round
        // of the combat (a latent ability of the card played, `when=before-combat maneuver
        // for=round`).
        if self.when == Some(Window::BeforeCombat) {
            return self.target == Selector::OWN
                && self.conds.is_empty()
                && self.costs.is_empty()
                && self.limit.is_none()
                && self.until == Some(Duration::Round)
                && self.verbs == [Verb::Maneuver];
        }
        // X blood for X votes while votes are cast (`cost=blood:X votes+1 votes+X`).
        let x_votes = self
            .verbs
            .iter()
            .any(|v| matches!(v, Verb::StatX(Stat::Votes, _)));
        if x_votes {
            return self.costs == [Cost::BloodX]
                && self.when == Some(Window::Polling)
                && self.target == Selector::OWN
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.verbs.iter().all(|v| {
                    matches!(v, Verb::Stat(Stat::Votes, _) | Verb::StatX(Stat::Votes, _))
                });
        }
        // X blood for your minions' stealth on their next X actions this turn, once each
        // turn.
        if self.until == Some(Duration::NextActions) {
            return self.costs == [Cost::BloodX]
                && self.when.is_none()
                && self.target == Selector::YOU
                && self.conds.is_empty()
                && self.limit == Some(Limit::Turn)
                && matches!(self.verbs[..], [Verb::Stat(Stat::Stealth, n)] if n > 0);
        }
        // After a successful action it was played in, its minion may burn blood to untap
        // (a latent ability of the card played).
        if self.when == Some(Window::ActionSucceeded) && !self.costs.is_empty() {
            return matches!(self.costs[..], [Cost::Blood(_)])
                && self.target == Selector::OWN
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.verbs == [Verb::Untap];
        }
        // Once during the action it was played in, its minion may burn blood to lower the
        // intercept of an ally or younger vampire attempting to block it (a latent ability
        // of the card played, used only when needed).
        if self.when == Some(Window::BlockAttempt) && !self.costs.is_empty() {
            return matches!(self.costs[..], [Cost::Blood(_)])
                && self.target == Selector::BLOCKER
                && self.conds == [Cond::BlockerAllyOrYounger]
                && self.limit == Some(Limit::Action)
                && self.until == Some(Duration::Action)
                && matches!(self.verbs[..], [Verb::Stat(Stat::Intercept, n)] if n < 0);
        }
        // A modifier put on its minion (`put-on-actor`): a static for the minion it is on,
        // and its lock to have that minion act during any Methuselah's minion phase.
        if self.target == Selector::HOST {
            return self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && match (self.when, &self.costs[..]) {
                    (None, []) => self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Stat(Stat::Bleed, _))),
                    (Some(Window::AnyMinionPhase), [Cost::Lock]) => {
                        self.verbs == [Verb::TakeAction]
                    }
                    _ => false,
                };
        }
        // After a successful bleed of your prey, by a vampire of some capacity: read by the
        // window after resolution (`AfterAction::bled`).
        if self.when == Some(Window::ActionSucceeded)
            && self
                .conds
                .iter()
                .any(|c| matches!(c, Cond::BledPrey | Cond::PoolBled | Cond::Actor(_)))
        {
            return self.costs.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.target == Selector::OWN
                && self.verbs.is_empty()
                && self.conds.iter().all(|c| match c {
                    Cond::BledPrey | Cond::PoolBled => true,
                    Cond::Actor(s) => s.capacity_min.is_some() && s.clan.is_none(),
                    _ => false,
                });
        }
        // One copy each action, whoever plays it; or one each turn by a vampire.
        if !self.costs.is_empty() || !matches!(self.limit, None | Some(Limit::Action | Limit::Turn))
        {
            return false;
        }
        if self.conds.iter().any(Cond::is_actor_clan) {
            return self.when.is_none()
                && self.target == Selector::OWN
                && self.conds.len() == 1
                && self
                    .verbs
                    .iter()
                    .all(|v| matches!(v, Verb::Stat(Stat::Bleed, _)));
        }
        let window_ok = matches!(
            self.when,
            None | Some(
                Window::Action
                    | Window::ActionAnnounced
                    | Window::Blocked
                    | Window::BleedSucceeds
                    | Window::Polling
                    | Window::ActionSucceeded
                    | Window::ActionBlocked
                    | Window::ReferendumPassed
            )
        );
        let verbs_ok = match self.target {
            // Each effect where the engine performs it: stealth and bleed during the action,
            // votes while they are cast, an untap in any window but the polling step.
            Selector::OWN => self.verbs.iter().all(|v| match v {
                Verb::Stat(Stat::Stealth | Stat::Bleed, _) => matches!(
                    self.when,
                    None | Some(Window::Action | Window::Blocked | Window::BleedSucceeds)
                ),
                Verb::Stat(Stat::Votes, _) => self.when == Some(Window::Polling),
                Verb::Untap => self.when.is_some() && self.when != Some(Window::Polling),
                Verb::BlockFails => self.when == Some(Window::Blocked),
                Verb::NoMoreBlocks => {
                    self.when == Some(Window::Blocked) && self.verbs.contains(&Verb::BlockFails)
                }
                Verb::CancelReferendum => self.when == Some(Window::Polling),
                _ => false,
            }),
            // The minion attempting to block burns blood, may go to torpor; the action ends.
            Selector::BLOCKER => {
                self.when == Some(Window::Blocked)
                    && self.until.is_none()
                    && self.verbs.last() == Some(&Verb::ActionFails)
                    && self.verbs.iter().all(|v| {
                        matches!(v, Verb::Blood(n) if *n < 0)
                            || matches!(v, Verb::Torpor | Verb::ActionFails)
                    })
            }
            // Before any vote, vampires not of a sect cast none in this referendum.
            t if t.vampires_not_of().is_some() => {
                self.when == Some(Window::Polling)
                    && self.until == Some(Duration::Referendum)
                    && self.verbs == [Verb::CannotVote]
                    && self.conds.contains(&Cond::BeforeVotes)
            }
            // A vampire chosen while votes are cast abstains.
            Selector::READY_VAMPIRE if self.when == Some(Window::Polling) => {
                self.until.is_none() && self.verbs == [Verb::Abstain]
            }
            // Your vampires' next referendum this turn passes by itself.
            Selector::YOU => {
                self.when == Some(Window::ReferendumPassed)
                    && self.until == Some(Duration::Turn)
                    && self.verbs == [Verb::NextReferendumPasses]
            }
            // No minion unlocks during the action.
            Selector::MINIONS => {
                self.when == Some(Window::ActionAnnounced)
                    && self.until == Some(Duration::Action)
                    && self.verbs == [Verb::CannotUnlock]
            }
            // As the action is announced: no ally blocks it; a vampire burns blood to attempt
            // to block it.
            Selector::ALLIES => {
                self.when == Some(Window::ActionAnnounced)
                    && self.until == Some(Duration::Action)
                    && self.verbs == [Verb::CannotBlock]
            }
            Selector::READY_VAMPIRES => {
                self.when == Some(Window::ActionAnnounced)
                    && self.until == Some(Duration::Action)
                    && matches!(self.verbs[..], [Verb::BlockCost(_)])
            }
            // A vampire chosen as the action is announced cannot block it.
            Selector::YOUNGER_VAMPIRE | Selector::READY_VAMPIRE | Selector::LOCKED_VAMPIRE => {
                self.when == Some(Window::ActionAnnounced)
                    && self.until == Some(Duration::Action)
                    && self.verbs == [Verb::CannotBlock]
            }
            Selector::YOUNGER_THAN_ACTOR => {
                self.until == Some(Duration::Action)
                    && self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Stat(Stat::Intercept, _)))
            }
            _ => false,
        };
        window_ok
            && verbs_ok
            && self.conds.iter().all(|c| {
                matches!(
                    c,
                    Cond::Bleeding
                        | Cond::NotBleeding
                        | Cond::BlockerWithout(_)
                        | Cond::BlockerAllyOrYounger
                        | Cond::Untapped
                        | Cond::BeforeVotes
                        | Cond::Title(_)
                )
            })
    }

    /// The shapes of a reaction's abilities the engine performs: its play (its window, who
    /// may play it and when, what it does to the minion playing it and to the action), or
    /// more intercept for a titled minion (`if=titled intercept+1`).
    fn reaction_shape(&self) -> bool {
        // About to enter combat with the acting minion after a block: the action ends,
        // the acting minion may untap and may not take that action again this turn.
        if self.when == Some(Window::BeforeCombat) {
            return self.costs.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.target == Selector::ACTOR
                && self.verbs.contains(&Verb::ActionFails)
                && self
                    .verbs
                    .iter()
                    .all(|v| matches!(v, Verb::Untap | Verb::ActionFails | Verb::NoRepeat))
                && self
                    .conds
                    .iter()
                    .all(|c| matches!(c, Cond::Vampire | Cond::ActorYounger));
        }
        // While votes are cast on a political action: the referendum cancelled, the acting
        // minion untapped, the same political action forbidden this turn.
        if self.when == Some(Window::Polling) {
            return self.costs.is_empty()
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && self.verbs.first() == Some(&Verb::CancelReferendum)
                && self.verbs[1..]
                    .iter()
                    .all(|v| matches!(v, Verb::Untap | Verb::NoRepeat))
                && (self.target == Selector::ACTOR || self.verbs.len() == 1);
        }
        // A bleed redirected to a set Methuselah.
        let redirect_to = self.target == Selector::PREDATORS_PREDATOR
            && self.verbs.contains(&Verb::RedirectBleed);
        if !self.costs.is_empty() || (self.target != Selector::OWN && !redirect_to) {
            return false;
        }
        if self.conds.contains(&Cond::Titled) {
            return self.when.is_none()
                && self.conds.len() == 1
                && self.limit.is_none()
                && self
                    .verbs
                    .iter()
                    .all(|v| matches!(v, Verb::Stat(Stat::Intercept, n) if *n > 0));
        }
        let bleed_at_you = self.conds.contains(&Cond::BleedAtYou);
        matches!(
            self.when,
            None | Some(Window::BlocksDeclined | Window::BlockResolved)
        ) && matches!(self.limit, None | Some(Limit::Untap | Limit::Action))
            && self.conds.iter().all(|c| {
                matches!(
                    *c,
                    Cond::DirectedAtYou
                        | Cond::BleedAtYou
                        | Cond::PredatorActing
                        | Cond::Tapped
                        | Cond::Vampire
                        | Cond::Title(_)
                        | Cond::ActorYounger
                        | Cond::ActorAllyOrYounger
                        | Cond::ACTOR_VAMPIRE
                )
            })
            && self.verbs.iter().all(|v| match v {
                Verb::Stat(Stat::Intercept, n) => *n > 0,
                // A bleed reduced: only a bleed of you.
                Verb::Stat(Stat::Bleed, n) => *n < 0 && bleed_at_you,
                Verb::RedirectBleed => bleed_at_you,
                Verb::Wake | Verb::Untap | Verb::Tap => true,
                // After blocks are declined, by a Methuselah who could not block.
                Verb::AttemptBlock => self.when == Some(Window::BlocksDeclined),
                _ => false,
            })
    }

    /// The shapes of a combat card's abilities the engine performs: each takes effect as the
    /// card is played, in its window (none: the step its effect belongs to — maneuvers,
    /// strikes, damage prevention, presses, p. 29–32), for the round or the combat, once
    /// per minion each round or combat.
    fn combat_shape(&self) -> bool {
        let w = self.when;
        // An aim's play, as its minion chooses a strike: what the strike does besides once
        // its damage is inflicted on the opposing minion (more damage, no press this round).
        if w == Some(Window::Strike) {
            return self.target == Selector::OPPONENT
                && self.conds == [Cond::StrikeInflicts]
                && self.costs.is_empty()
                && self.limit.is_none()
                && !self.verbs.is_empty()
                && self.verbs.iter().all(|v| match v {
                    Verb::Damage(n) => *n > 0,
                    Verb::CannotPress => self.until == Some(Duration::Round),
                    _ => false,
                });
        }
        let verbs_ok = self.verbs.iter().all(|v| match v {
            Verb::Strike(_)
            | Verb::Dodge
            | Verb::Maneuver
            | Verb::Prevent(_)
            | Verb::AdditionalStrike
            | Verb::AdditionalDodge => w.is_none(),
            // In the damage step, for the round.
            Verb::PreventStrikes => w.is_none() && self.until == Some(Duration::Round),
            Verb::Press => matches!(self.until, None | Some(Duration::Round)),
            Verb::Environmental(_) => self.until == Some(Duration::Combat),
            Verb::Grapple => w == Some(Window::BeforeStrikes),
            Verb::CloseRange => true,
            Verb::GainBloodLost => w == Some(Window::RoundEnd),
            // As its combat-ends strike resolves.
            Verb::Untap => self
                .verbs
                .iter()
                .any(|v| matches!(v, Verb::Strike(s) if s.combat_ends)),
            _ => false,
        });
        let cost_ok = match self.costs[..] {
            [] => true,
            [Cost::BloodX] => self.verbs.iter().any(|v| matches!(v, Verb::Prevent(_))),
            // Blood burned for the effect, not the card's cost (ruling group "Burn blood for
            // effect" [ANK 20210226]).
            [Cost::Blood(_)] => self.verbs == [Verb::PreventStrikes],
            _ => false,
        };
        let conds_ok = match self.conds[..] {
            [] => true,
            [Cond::ToContinue] => self.verbs == [Verb::Press],
            [Cond::NotFirstRound] => true,
            _ => false,
        };
        self.target == Selector::OWN
            && verbs_ok
            && cost_ok
            && conds_ok
            && matches!(
                w,
                None | Some(Window::BeforeRange | Window::BeforeStrikes | Window::RoundEnd)
            )
            && matches!(self.limit, None | Some(Limit::Round | Limit::Combat))
            && matches!(self.until, None | Some(Duration::Round | Duration::Combat))
    }

    /// Whether the ability's effects are only bleed bonuses.
    fn host_bleed(&self) -> bool {
        !self.verbs.is_empty()
            && self
                .verbs
                .iter()
                .all(|v| matches!(v, Verb::Stat(Stat::Bleed, n) if *n > 0))
    }

    /// The shapes of equipment's and retainers' abilities the engine performs: intercept of
    /// the minion they are on (with a Discipline, or burning its blood once each action:
    /// as a reaction's intercept, only when needed, p. 25), a weapon's strike and
    /// maneuvers, armor, environmental damage each round.
    fn gear_shape(&self, kind: PlayKind) -> bool {
        let disciplines = self.conds.iter().all(|c| matches!(c, Cond::Discipline(..)));
        let intercept = !self.verbs.is_empty()
            && self
                .verbs
                .iter()
                .all(|v| matches!(v, Verb::Stat(Stat::Intercept, n) if *n > 0));
        let weapon = kind == PlayKind::Equipment && self.conds.is_empty();
        match (self.when, &self.costs[..], self.target) {
            // During your untap phase, while the minion it is on is ready: cards drawn, then
            // as many put back under the library, once (read where cards in play are used in
            // the untap phase, p. 17).
            (Some(Window::Untap), [], Selector::YOU) => {
                self.conds == [Cond::Ready]
                    && matches!(
                        self.verbs[..],
                        [Verb::Draw(_)] | [Verb::Draw(_), Verb::PutBack]
                    )
                    && self.limit == Some(Limit::Turn)
                    && self.until.is_none()
            }
            // The blood the cards its minion plays cost, halved (but action modifiers').
            (None, [], Selector::HOST) if self.verbs == [Verb::BloodCostHalf] => {
                kind == PlayKind::Equipment
                    && self.conds == [Cond::NotCardKind(PlayKind::Modifier)]
                    && self.limit.is_none()
                    && self.until.is_none()
            }
            // Bleed of the minion they are on, while it is of a clan (`if=actor,clan:…`: it
            // only counts as it acts).
            (None, [], Selector::HOST) => {
                self.limit.is_none()
                    && self.until.is_none()
                    && ((intercept && disciplines)
                        || (self.host_bleed() && self.conds.iter().all(Cond::is_actor_clan)))
            }
            // After a successful action of its minion: lock it to untap the minion.
            (Some(Window::ActionSucceeded), [Cost::Lock], Selector::HOST) => {
                kind == PlayKind::Equipment
                    && self.conds.is_empty()
                    && self.limit.is_none()
                    && self.until.is_none()
                    && self.verbs == [Verb::Untap]
            }
            (None, [Cost::Blood(1)], Selector::HOST) => {
                intercept
                    && disciplines
                    && self.limit == Some(Limit::Action)
                    && self.until == Some(Duration::Action)
            }
            // A weapon that sets the range of the first round after its minion's block (its
            // strike bound as a maneuver's is, p. 29).
            (Some(Window::BeforeRange), [], Selector::OWN) => {
                kind == PlayKind::Equipment
                    && self.conds == [Cond::Blocking, Cond::FirstRound]
                    && self.verbs == [Verb::LongRange]
                    && self.limit.is_none()
                    && self.until.is_none()
            }
            // Vampires of a capacity that never block the minion it is on (read as blocks
            // are offered, p. 24).
            (None, [], t) if t.blockers_capacity().is_some() => {
                kind == PlayKind::Equipment
                    && self.conds.is_empty()
                    && self.verbs == [Verb::CannotBlock]
                    && self.limit.is_none()
                    && self.until.is_none()
            }
            (None, [], Selector::OWN) => {
                self.conds.is_empty()
                    && self.until.is_none()
                    && match self.verbs[..] {
                        [Verb::Strike(_)] => weapon && self.limit.is_none(),
                        [Verb::Maneuver] | [Verb::Armor { .. }] => {
                            weapon && self.limit == Some(Limit::Combat)
                        }
                        [Verb::Environmental(_)] => {
                            kind == PlayKind::Retainer && self.limit.is_none()
                        }
                        _ => false,
                    }
            }
            _ => false,
        }
    }

    /// The shapes of an ally's abilities the engine performs: its strength, a life burned
    /// for a press of one of your minions (in the press step, as a press card), burning it
    /// to untap one of your minions while you decide whether to block an action directed at
    /// you (as a reaction).
    fn ally_shape(&self) -> bool {
        // A strike of its own: a dodge, once each combat (as a vampire's).
        if self.when == Some(Window::Strike) {
            return self.conds.is_empty()
                && self.costs.is_empty()
                && self.target == Selector::OWN
                && self.until.is_none()
                && matches!(self.limit, None | Some(Limit::Combat))
                && self.verbs == [Verb::Dodge];
        }
        // In your discard phase, burned to burn a vampire who committed diablerie since
        // your last turn.
        if self.when == Some(Window::DiscardPhase) {
            return self.conds.is_empty()
                && self.costs == [Cost::Burn]
                && self.target == Selector::DIABLERIST
                && self.until.is_none()
                && self.limit.is_none()
                && self.verbs == [Verb::Burn];
        }
        if self.limit.is_some() {
            return false;
        }
        // Locked to give a minion of a clan attempting to block +N intercept.
        if let (None, [Cost::Lock], Some(_)) = (
            self.when,
            &self.costs[..],
            self.target.with_clan(Selector::BLOCKER),
        ) {
            return self.conds.is_empty()
                && self.until == Some(Duration::Action)
                && matches!(self.verbs[..], [Verb::Stat(Stat::Intercept, n)] if n > 0);
        }
        if self.until.is_some() {
            return false;
        }
        match (self.when, &self.costs[..], self.target) {
            // Its intercept during an action directed at its controller.
            (None, [], Selector::OWN) if self.conds == [Cond::DirectedAtYou] => {
                matches!(self.verbs[..], [Verb::Stat(Stat::Intercept, n)] if n > 0)
            }
            // Its intercept against an acting minion of a kind (`if=actor,vampire`).
            (None, [], Selector::OWN) if matches!(self.conds[..], [Cond::Actor(_)]) => {
                matches!(self.verbs[..], [Verb::Stat(Stat::Intercept, n)] if n > 0)
            }
            // Its own strike (`strike=damage:1:any`), beside its hand strike.
            (None, [], Selector::OWN) if matches!(self.verbs[..], [Verb::Strike(_)]) => {
                self.conds.is_empty()
            }
            (None, [], Selector::OWN) => {
                self.conds.is_empty()
                    && (self.verbs.iter().all(|v| {
                        matches!(
                            v,
                            Verb::FirstStrike
                                | Verb::ImmuneNonAgg
                                | Verb::CannotAct
                                | Verb::NoEquipment
                        )
                    }) || self
                        .verbs
                        .iter()
                        .all(|v| matches!(v, Verb::Stat(Stat::Strength, n) if *n > 0)))
            }
            // Its action: enter combat with a ready vampire of another Methuselah.
            (None, [], Selector::READY_VAMPIRE) => {
                self.conds.is_empty() && self.verbs == [Verb::EnterCombat]
            }
            (None, [Cost::Life(1)], Selector::OWN_MINION) => {
                self.conds.is_empty() && self.verbs == [Verb::Press]
            }
            (None, [Cost::Burn], Selector::OWN_READY_MINION) => {
                self.conds == [Cond::DirectedAtYou] && self.verbs == [Verb::Untap]
            }
            _ => false,
        }
    }

    /// The shapes of a vampire's abilities the engine performs.
    fn vampire_shape(&self, stat: impl Fn(Stat) -> bool) -> bool {
        // After its successful bleed (read where the bleed resolves, p. 21).
        if self.when == Some(Window::ActionSucceeded) && self.costs.is_empty() {
            return self.conds.contains(&Cond::Bleeding)
                && self
                    .conds
                    .iter()
                    .all(|c| matches!(c, Cond::Bleeding | Cond::PoolBled))
                && self.limit.is_none()
                && match self.target {
                    Selector::YOU => stat(Stat::HandSize) && self.until == Some(Duration::Turn),
                    Selector::BLED_ANARCHS => {
                        self.until.is_none()
                            && self
                                .verbs
                                .iter()
                                .all(|v| matches!(v, Verb::Damage(n) if *n > 0))
                    }
                    _ => false,
                };
        }
        // As it enters play, removed from the game: one of your untitled vampires becomes
        // anarch, and you gain 1 pool or draw from your crypt (p. 35).
        if self.when == Some(Window::EntersPlay) {
            return self.costs == [Cost::Remove]
                && self.target == Selector::OWN_UNTITLED
                && self.conds.is_empty()
                && self.verbs == [Verb::Anarch, Verb::PoolOrCrypt]
                && self.limit.is_none();
        }
        // During your untap or influence phase, while it is ready: blood on an uncontrolled
        // vampire of a clan, for its own blood or the Edge (p. 35).
        if let (Some(Window::Untap | Window::Influence), Some(_)) =
            (self.when, self.target.with_clan(Selector::UNCONTROLLED))
        {
            return matches!(self.costs[..], [Cost::Blood(_)] | [Cost::Edge])
                && matches!(self.conds[..], [] | [Cond::Ready])
                && matches!(self.verbs[..], [Verb::Blood(n)] if n > 0)
                && self.until.is_none();
        }
        // During your untap phase, in torpor too: blood moved onto it from another vampire
        // of yours holding a title (group ruling "Ability usable in torpor").
        if self.when == Some(Window::Untap) && self.target.own_titled_as().is_some() {
            return self.costs.is_empty()
                && self.conds.is_empty()
                && matches!(self.verbs[..], [Verb::StealBlood(1..)])
                && self.until.is_none();
        }
        // During your untap phase, while it is ready, for its blood: an ally or a younger
        // vampire of your prey locks (p. 35: the phase).
        if self.when == Some(Window::Untap) && self.target == Selector::PREY_READY_YOUNGER {
            return matches!(self.costs[..], [Cost::Blood(_)])
                && self.conds == [Cond::Ready]
                && self.verbs == [Verb::Tap]
                && self.until.is_none();
        }
        // After a political action's referendum passes, while it is ready: pool your prey
        // burns (p. 28: once resolved).
        if self.when == Some(Window::ReferendumPassed) && self.target == Selector::PREY {
            return self.costs.is_empty()
                && self.conds == [Cond::Ready]
                && matches!(self.verbs[..], [Verb::Pool(n)] if n < 0)
                && self.limit.is_none();
        }
        // What cards of a kind or a Discipline cost it, or combat cards the minion in combat
        // with it (read as they are offered and paid: `State::cost_of`, p. 7).
        if matches!(self.verbs[..], [Verb::Stat(Stat::BloodCost, _)]) {
            let combat = self.conds.first() == Some(&Cond::CardKind(PlayKind::Combat));
            return self.is_static()
                && (self.target == Selector::OWN || (combat && self.target == Selector::OPPONENT))
                && self
                    .conds
                    .iter()
                    .any(|c| matches!(c, Cond::CardKind(_) | Cond::CardDiscipline(_)))
                && self.conds.iter().all(|c| match c {
                    Cond::CardKind(_) | Cond::CardDiscipline(_) => true,
                    Cond::OpponentClan(_) => combat,
                    _ => false,
                })
                && self.until.is_none()
                && self.limit.is_none();
        }
        // Minions of a clan it does not block, nor take actions to enter combat with (read
        // as blocks and such actions are offered).
        if let [c] = self.conds[..] {
            if c.is_actor_clan() && self.verbs == [Verb::CannotBlock] {
                return self.is_static() && self.target == Selector::OWN && self.limit.is_none();
            }
        }
        // A strike that ends combat an opposing minion of a clan cannot use (read as
        // strikes are offered).
        if self.verbs == [Verb::NoCombatEndsStrike] {
            return self.is_static()
                && self.target == Selector::OPPONENT
                && matches!(self.conds[..], [Cond::OpponentClan(_)])
                && self.limit.is_none();
        }
        if self.verbs == [Verb::NoCombatAction] {
            return self.is_static()
                && self.target == Selector::OWN
                && matches!(self.conds[..], [Cond::OpponentClan(_)])
                && self.limit.is_none();
        }
        // What the opposing minion's strikes at it cost (read as strikes are offered and
        // chosen, p. 30).
        if self.verbs.iter().any(|v| matches!(v, Verb::StrikeCost(_))) {
            return self.is_static()
                && self.target == Selector::OPPONENT
                && self.conds.is_empty()
                && matches!(self.verbs[..], [Verb::StrikeCost(_)])
                && self.until.is_none()
                && self.limit.is_none();
        }
        // Strength in combat with a minion of a clan: its own, or the opposing minion's
        // (read with the strength, p. 33).
        if matches!(self.conds[..], [Cond::OpponentClan(_)]) {
            return self.is_static()
                && matches!(self.target, Selector::OWN | Selector::OPPONENT)
                && matches!(self.verbs[..], [Verb::Stat(Stat::Strength, n)] if n > 0)
                && self.until.is_none()
                && self.limit.is_none();
        }
        // After a referendum it called passes, pool for you, or hand size until your next
        // untap phase (p. 28: once resolved).
        if self.when == Some(Window::ReferendumPassed) && self.target == Selector::YOU {
            return self.costs.is_empty()
                && self.conds == [Cond::CalledBySelf]
                && (matches!(self.verbs[..], [Verb::Pool(n)] if n > 0 && self.until.is_none())
                    || (stat(Stat::HandSize) && self.until == Some(Duration::Untap)))
                && self.limit.is_none();
        }
        // As your master or discard phase begins, while it is ready: more actions in
        // the phase (read as the phase opens, p. 18-19).
        if matches!(self.when, Some(Window::MasterPhase | Window::DiscardPhase))
            && self.costs.is_empty()
        {
            // `if=untapped`: only if it is unlocked as the phase opens.
            return self.target == Selector::YOU
                && matches!(
                    self.conds[..],
                    [Cond::Ready] | [Cond::Ready, Cond::Untapped]
                )
                && matches!(self.verbs[..], [Verb::Stat(Stat::PhaseActions, n)] if n > 0)
                && self.limit.is_none()
                && self.until.is_none();
        }
        // During your discard phase, while it is ready: its blood moved to a vampire of a
        // sect or clan in your uncontrolled region, for a discard phase action (p. 19).
        if self.when == Some(Window::DiscardPhase)
            && matches!(self.costs[..], [Cost::PhaseAction, Cost::Blood(_)])
        {
            return self.target.shape() == Selector::UNCONTROLLED
                && (self.target.sect.is_some() || self.target.clan.is_some())
                && self.conds == [Cond::Ready]
                && matches!(self.verbs[..], [Verb::Blood(n)] if n > 0)
                && self.limit.is_none()
                && self.until.is_none();
        }
        // During your discard phase, while it is ready: pool for a discard phase action and
        // a card requiring a Discipline discarded (p. 19).
        if self.when == Some(Window::DiscardPhase)
            && matches!(self.costs[..], [Cost::PhaseAction, Cost::Discard(_)])
        {
            return self.target == Selector::YOU
                && self.conds == [Cond::Ready]
                && matches!(self.verbs[..], [Verb::Pool(n)] if n > 0)
                && self.limit.is_none()
                && self.until.is_none();
        }
        // It casts no votes or ballots against a blood hunt (read as votes are offered, p. 35).
        if self.verbs == [Verb::CannotVote] && self.target == Selector::OWN {
            return self.is_static()
                && self.conds == [Cond::BloodHunt, Cond::VotingAgainst]
                && self.per.is_none()
                && self.limit.is_none()
                && self.until.is_none();
        }
        // While it is ready, your vampires' votes count twice (read as the referendum's
        // results are tallied, p. 27).
        if self.verbs == [Verb::DoubleVotes] {
            return self.is_static()
                && self.target == Selector::YOU
                && self.conds == [Cond::Ready]
                && self.per.is_none()
                && self.limit.is_none()
                && self.until.is_none();
        }
        // While it is ready, your hand size (read with the hand size, p. 19).
        if self.is_static() && self.target == Selector::YOU {
            return self.conds == [Cond::Ready] && stat(Stat::HandSize) && self.per.is_none();
        }
        // As an action of its own (p. 20), at a target chosen as it is announced: what it
        // does once successful.
        if self.when == Some(Window::MinionAction) {
            return matches!(self.costs[..], [] | [Cost::Blood(_)])
                && self.conds.is_empty()
                && self.limit.is_none()
                && self.until.is_none()
                && matches!(
                    (self.target, &self.verbs[..]),
                    (Selector::LOCKED_VAMPIRE, [Verb::EnterCombat])
                        | (Selector::PLAIN_EQUIPMENT, [Verb::Steal])
                        | (
                            Selector::ASH_HEAP_POLITICAL | Selector::LIBRARY_MINION_CARD,
                            [Verb::Stat(Stat::Stealth, 1..), Verb::ToHand]
                        )
                        | (
                            Selector::UNCONTROLLED,
                            [Verb::Stat(Stat::Stealth, 1..), Verb::Blood(1..)]
                        )
                        | (Selector::PREY, [Verb::Stat(Stat::Bleed, 1..)])
                        | (Selector::THEIR_READY_MINION, [Verb::EnterCombat])
                        | (
                            Selector::THEIR_READY_MINION,
                            [Verb::Stat(Stat::Stealth, 1..), Verb::StealBlood(1..)]
                        )
                );
        }
        // During your discard phase, in torpor too: your predator or prey discards a card at
        // random, for a discard phase action (p. 19; rulings [ANK 20190725] on Josef von
        // Bauren: once per discard phase action).
        if self.target == Selector::PREDATOR_OR_PREY {
            return self.when == Some(Window::DiscardPhase)
                && self.costs == [Cost::PhaseAction]
                && self.conds.is_empty()
                && self.verbs == [Verb::DiscardRandom]
                && self.limit.is_none()
                && self.until.is_none();
        }
        // During an action, for its blood: intercept for a vampire of yours attempting to
        // block (only when needed, p. 25).
        if self.when == Some(Window::Action) && self.target == Selector::OWN_READY_VAMPIRE {
            return matches!(self.costs[..], [Cost::Blood(_)])
                && self.conds.is_empty()
                && matches!(self.verbs[..], [Verb::Stat(Stat::Intercept, 1..)])
                && self.until == Some(Duration::Action)
                && self.limit.is_none();
        }
        // While it is ready, once each turn: stealth for the acting minion of its Methuselah
        // for a card of a type discarded (p. 25: only when needed).
        if self.when == Some(Window::Action) && self.target == Selector::ACTOR {
            return matches!(self.costs[..], [Cost::DiscardType(_)])
                && self.conds == [Cond::Ready]
                && matches!(self.verbs[..], [Verb::Stat(Stat::Stealth, 1..)])
                && self.until == Some(Duration::Action)
                && self.limit == Some(Limit::Turn);
        }
        // As your minion phase ends, in torpor too: it burns, and the top card of your crypt
        // moves to your uncontrolled region.
        if self.when == Some(Window::MinionPhaseEnd) {
            return self.costs.is_empty()
                && self.target == Selector::OWN
                && self.conds.is_empty()
                && self.verbs == [Verb::Burn, Verb::DrawCrypt]
                && self.limit.is_none()
                && self.until.is_none();
        }
        // Once each turn, once the blocks are declined (ruling [LSJ 20000507] on Aksinya
        // Daclau), while it is ready and unlocked: a bleed of you goes to another Methuselah.
        if self.when == Some(Window::BlocksDeclined) {
            return self.costs == [Cost::DiscardType(jyhad_cards::LibraryTypes::MASTER)]
                && self.target == Selector::OWN
                && self.conds.contains(&Cond::BleedAtYou)
                && self
                    .conds
                    .iter()
                    .all(|c| matches!(c, Cond::BleedAtYou | Cond::Ready | Cond::Untapped))
                && self.verbs == [Verb::RedirectBleed]
                && self.limit == Some(Limit::Turn)
                && self.until.is_none();
        }
        // During the polling step, in torpor too, once each referendum: a vampire abstains
        // for its blood (group ruling "Unconditional referendum ability").
        if self.when == Some(Window::Polling) && self.verbs == [Verb::Abstain] {
            return matches!(self.costs[..], [Cost::Blood(_)])
                && self.target == Selector::ANY_READY_VAMPIRE
                && self.conds.is_empty()
                && self.limit == Some(Limit::Referendum)
                && self.until.is_none();
        }
        // The bleed of minions of a clan against you (read as a bleed is announced, p. 21).
        if let Some((_, false)) = self.target.clan_vampires() {
            return self.is_static()
                && self.conds == [Cond::BleedAtYou]
                && stat(Stat::Bleed)
                && self.per.is_none()
                && self.until.is_none()
                && self.limit.is_none();
        }
        // While it is ready, the bleed of every vampire holding a title, whoever controls
        // it (read with each bleed, p. 21).
        if self.target.titled_as().is_some() {
            return self.is_static()
                && self.conds == [Cond::Ready]
                && stat(Stat::Bleed)
                && self.per.is_none()
                && self.until.is_none()
                && self.limit.is_none();
        }
        // A static against the minions that try to block it (read with their intercept).
        if self.target.with_clan(Selector::BLOCKER).is_some() {
            return self.is_static()
                && self.conds.is_empty()
                && stat(Stat::Intercept)
                && self.until.is_none()
                && self.limit.is_none();
        }
        if self.target != Selector::OWN {
            return false;
        }
        // Read where a card's clan or title requirement is checked.
        if self.verbs.iter().any(|v| matches!(v, Verb::PlaysAs(_))) {
            return self.is_static()
                && self.conds.is_empty()
                && self.per.is_none()
                && self.verbs.iter().all(|v| matches!(v, Verb::PlaysAs(_)));
        }
        match (self.when, &self.costs[..]) {
            // An optional maneuver or a prevention once each combat: given as the combat
            // begins, used in its step (p. 29, p. 31).
            (None, []) if self.limit == Some(Limit::Combat) => {
                self.conds.is_empty()
                    && self.until.is_none()
                    && matches!(self.verbs[..], [Verb::Maneuver] | [Verb::Prevent(_)])
            }
            // Statics the rules ask for: bleed on every bleed, intercept when blocking, votes
            // as they are cast.
            (None, []) => {
                (stat(Stat::Bleed) && self.conds.is_empty() && self.per.is_none())
                    // Stealth on each action, on hunts only, or on undirected actions only.
                    || (stat(Stat::Stealth)
                        && matches!(
                            self.conds[..],
                            [] | [Cond::Hunting] | [Cond::NotHunting] | [Cond::Undirected]
                        )
                        && self.per.is_none())
                    // Strength in every combat (read with its strength, p. 31).
                    || (stat(Stat::Strength) && self.conds.is_empty() && self.per.is_none())
                    // Votes while untitled, read with its title's votes (p. 27).
                    || (stat(Stat::Votes) && self.conds == [Cond::Untitled])
                    // Votes by a count, titled or not.
                    || (stat(Stat::Votes)
                        && self.conds.is_empty()
                        && self.per == Some(Per::Count(Per::OWN_READY_TITLED)))
                    // Votes cast against, read as they are cast (a blood hunt's too).
                    || (stat(Stat::Votes)
                        && self.conds.contains(&Cond::VotingAgainst)
                        && self
                            .conds
                            .iter()
                            .all(|c| matches!(c, Cond::VotingAgainst | Cond::BloodHunt)))
                    || (stat(Stat::Intercept)
                        && self
                            .conds
                            .iter()
                            .all(|c| matches!(*c, Cond::Directed | Cond::ACTOR_TITLED)))
            }
            // During an action: more bleed in a bleed, more stealth by the acting vampire,
            // more intercept by a would-be blocker (p. 25).
            (Some(Window::Action), [Cost::Discard(_)]) => {
                self.until == Some(Duration::Action)
                    && ((stat(Stat::Bleed) && self.conds == [Cond::Bleeding])
                        || ((stat(Stat::Stealth) || stat(Stat::Intercept))
                            && self.conds.is_empty()))
            }
            (Some(Window::Polling), [Cost::Discard(_)]) => {
                stat(Stat::Votes) && self.until == Some(Duration::Referendum)
            }
            (Some(Window::Strike), []) => self.verbs == [Verb::Dodge],
            // During your influence phase, while it is ready, for 1 blood (p. 35).
            (Some(Window::Influence), [Cost::Blood(1)]) => {
                self.conds == [Cond::Ready]
                    && matches!(self.verbs[..], [Verb::CryptTopAnarch(_)])
                    && self.limit.is_none()
            }
            // After its combat, an unlock if the opposing minion is gone (p. 33).
            (Some(Window::CombatEnd), []) => {
                self.verbs == [Verb::Untap]
                    && self.conds == [Cond::OpponentNotReady]
                    && matches!(self.limit, None | Some(Limit::Turn))
            }
            // As an action directed at it is announced (a coin may decide).
            (Some(Window::ActionAnnounced), []) => {
                self.verbs == [Verb::ActionFails]
                    && self.conds.first() == Some(&Cond::DirectedAtSelf)
                    && matches!(self.conds[1..], [] | [Cond::CoinTails])
            }
            (Some(Window::ReferendumPassed), []) => {
                self.verbs == [Verb::Untap] && self.conds == [Cond::CalledBySelf]
            }
            // During your discard phase, while the vampire is ready (p. 19): blood for a
            // discard phase action, an unlock for the Edge.
            (Some(Window::DiscardPhase), [Cost::PhaseAction]) => {
                self.conds == [Cond::Ready]
                    && matches!(self.verbs[..], [Verb::Blood(n)] if n > 0)
                    && self.limit.is_none()
            }
            (Some(Window::DiscardPhase), [Cost::Edge]) => {
                self.conds.is_empty() && self.verbs == [Verb::Untap] && self.limit.is_none()
            }
            (Some(Window::ReferendumFailed), []) => {
                self.verbs == [Verb::Torpor] && self.conds == [Cond::CalledBySelf]
            }
            // Its votes for the referendum once the Edge is burned for a vote.
            (Some(Window::EdgeVote), []) => {
                self.conds.is_empty()
                    && self.until == Some(Duration::Referendum)
                    && self.limit.is_none()
                    && matches!(self.verbs[..], [Verb::Stat(Stat::Votes, n)] if n > 0)
            }
            _ => false,
        }
    }

    /// The words of the ability, for the vocabulary measure: each part's word (a part's
    /// parameter, a number, clan or Discipline, is not a word).
    pub fn words(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for w in text.split_whitespace() {
            // A negated condition: `not` a word, and the predicate it negates the word it is
            // unnegated (`if=not:bleeding` counts `if=not` and `if=bleeding`).
            if let Some(rest) = w.strip_prefix("if=not:") {
                out.push("if=not".to_string());
                if Ability::filtered(w) {
                    out.extend(Ability::subject_words(rest));
                } else {
                    out.extend(Ability::words(&format!("if={rest}")));
                }
                continue;
            }
            // A selector: each atom a word (`target=vampire,ready,yours`), its parameters
            // after `:` none. An atom is one part wherever a selector is written: the
            // atoms of a count (`per=vampire,ready,titled,theirs`) and of a condition's
            // subject that the same filter, `State::selects`, evaluates (`if=actor,clan:X`,
            // `if=controls,vampire,not-sect:X`) count as the selector's words
            // (`target=titled`), the subject as its own (`if=actor`).
            if let Some((k @ ("target" | "if" | "per"), v)) = w.split_once('=') {
                // Not a parameter's list (`if=title:prince,justicar`).
                let atoms = v
                    .find(',')
                    .is_some_and(|c| v.find(':').is_none_or(|p| c < p));
                if k == "per" && atoms {
                    out.extend(
                        v.split(',')
                            .map(|a| format!("target={}", a.split(':').next().unwrap_or(a))),
                    );
                    continue;
                }
                if k == "if" && Ability::filtered(w) {
                    out.extend(Ability::subject_words(v));
                    continue;
                }
                if k == "target" || (k == "if" && atoms) {
                    out.extend(
                        v.split(',')
                            .map(|a| format!("{k}={}", a.split(':').next().unwrap_or(a))),
                    );
                    continue;
                }
            }
            out.push(match w.split_once('=') {
                // `armor=2:1`: the numbers are parameters.
                Some((k, v)) if v.starts_with(|c: char| c.is_ascii_digit()) => k.to_string(),
                Some((k, v)) => format!("{k}={}", v.split(':').next().unwrap_or(v)),
                // A parameter after `:` is not a word (`plays-as:justicar`), nor an amount,
                // a number or k times the X paid (`votes+2X`).
                None => w
                    .split(':')
                    .next()
                    .unwrap_or(w)
                    .trim_end_matches('X')
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .trim_end_matches(['+', '-'])
                    .to_string(),
            });
        }
        out
    }

    /// A card in play's block as a vampire ([`Verb::BlocksAs`]): its capacity, the intercept
    /// written before the word, and the effects of a successful block written after it.
    pub fn blocks_as(&self) -> Option<(u8, i8, &[Verb])> {
        let i = self
            .verbs
            .iter()
            .position(|v| matches!(v, Verb::BlocksAs(_)))?;
        let Verb::BlocksAs(capacity) = self.verbs[i] else {
            return None;
        };
        let intercept = self.verbs[..i].iter().fold(0i8, |n, v| match *v {
            Verb::Stat(Stat::Intercept, k) => n.saturating_add(k),
            _ => n,
        });
        Some((capacity, intercept, &self.verbs[i + 1..]))
    }

    /// A block as a vampire in words: when, as what, and what a successful block does.
    fn blocks_as_text(&self, lang: Lang, capacity: u8, intercept: i8, after: &[Verb]) -> String {
        let m = |id: &str| msg(lang, id, &[("who", Arg::from("card"))]);
        let conds: Vec<String> = self
            .conds
            .iter()
            .filter_map(|c| match c {
                Cond::DirectedAtYou => Some(m("part-if-directed-at-you")),
                _ => None,
            })
            .collect();
        let target = m("part-target-actor");
        let effects: Vec<String> = after
            .iter()
            .filter_map(|v| match *v {
                Verb::AggDamage(n) => Some(msg(
                    lang,
                    "part-agg-damage",
                    &[
                        ("count", Arg::from(i64::from(n))),
                        ("target", Arg::from(target.clone())),
                    ],
                )),
                Verb::Burn => Some(m("part-burn-self")),
                _ => None,
            })
            .collect();
        msg(
            lang,
            "part-blocks-as-vampire",
            &[
                ("conds", Arg::from(conds.join(", "))),
                ("capacity", Arg::from(i64::from(capacity))),
                ("intercept", Arg::from(format!("{intercept:+}"))),
                ("effects", Arg::from(effects.join(", "))),
            ],
        )
    }

    /// Whether a condition is a subject and atoms that `State::selects` evaluates
    /// (`if=actor,clan:X`, `if=[not:]controls,…`).
    fn filtered(w: &str) -> bool {
        matches!(
            Ability::parse(w).map(|a| a.conds),
            Ok(c) if matches!(c[..], [Cond::Actor(_) | Cond::Controls(..)])
        )
    }

    /// A filtered condition's words: its subject (`if=actor`), then its atoms as the
    /// selector's (`target=clan`).
    fn subject_words(v: &str) -> Vec<String> {
        let mut parts = v.split(',');
        let subject = format!("if={}", parts.next().unwrap_or(v));
        std::iter::once(subject)
            .chain(parts.map(|a| format!("target={}", a.split(':').next().unwrap_or(a))))
            .collect()
    }

    /// The effects a referendum called by this ability has once passed (those written
    /// after [`Verb::Referendum`]), as an outcome of its own; `None` for another ability.
    pub fn referendum_outcome(&self) -> Option<Ability> {
        let i = self.verbs.iter().position(|v| *v == Verb::Referendum)?;
        Some(Ability {
            when: Some(Window::ReferendumPassed),
            conds: Vec::new(),
            costs: Vec::new(),
            target: self.target,
            verbs: self.verbs[i + 1..].to_vec(),
            until: self.until,
            limit: None,
            per: self.per,
            terms: None,
        })
    }

    /// A referendum called as a political action, in words: who may call it and its
    /// stealth, the conditions, then its terms and its outcome as a political action
    /// card's.
    fn referendum_text(&self, kind: PlayKind, lang: Lang, at: usize) -> String {
        let stealth = self.verbs[..at].iter().fold(0i64, |n, v| match *v {
            Verb::Stat(Stat::Stealth, k) => n + i64::from(k),
            _ => n,
        });
        // Who may call it (the conditions `Ability::check` admits with it).
        let conds: Vec<String> = self
            .conds
            .iter()
            .filter_map(|c| match c {
                Cond::Actor(s) if s.sect.is_some() => Some(msg(
                    lang,
                    "part-if-actor-sect",
                    &[(
                        "sect",
                        Arg::from(format!("{:?}", s.sect.unwrap_or_default())),
                    )],
                )),
                Cond::Actor(s) => s
                    .clan
                    .map(|i| msg(lang, "part-if-actor-clan", &[("clan", clan_arg(i))])),
                _ => None,
            })
            .collect();
        let mut out = msg(
            lang,
            if conds.is_empty() {
                "part-referendum-action"
            } else {
                "part-referendum-action-if"
            },
            &[
                (
                    "who",
                    Arg::from(if kind == PlayKind::Vampire {
                        "vampire"
                    } else {
                        "card"
                    }),
                ),
                ("stealth", Arg::from(stealth)),
                ("conds", Arg::from(conds.join(", "))),
            ],
        );
        if let Some(t) = self.terms {
            out.push(' ');
            out.push_str(&crate::defs::text::terms_text(t, lang));
        }
        if let Some(o) = self.referendum_outcome().filter(|o| !o.verbs.is_empty()) {
            out.push(' ');
            out.push_str(&o.text(PlayKind::Political, lang));
        }
        out
    }

    /// The ability in words, on a card of a kind: "[when], [if], [cost] to [effects] [for]
    /// [limit]."
    pub fn text(&self, kind: PlayKind, lang: Lang) -> String {
        let who = if kind == PlayKind::Vampire {
            "vampire"
        } else {
            "card"
        };
        let m = |id: &str| msg(lang, id, &[("who", Arg::from(who))]);
        if let Some(i) = self.verbs.iter().position(|v| *v == Verb::Referendum) {
            return self.referendum_text(kind, lang, i);
        }
        if let Some((capacity, intercept, after)) = self.blocks_as() {
            return self.blocks_as_text(lang, capacity, intercept, after);
        }
        // A card in play's trigger for every Methuselah, and its burning by any Methuselah:
        // whole sentences (their subject is each Methuselah, not you).
        match (self.when, &self.conds[..], &self.costs[..], &self.verbs[..]) {
            (
                Some(Window::Untap),
                [Cond::Controls(
                    Selector {
                        not_sect: Some(sect),
                        ..
                    },
                    true,
                )],
                [],
                [Verb::Pool(n)],
            ) => {
                return msg(
                    lang,
                    "part-each-untap-burns-pool",
                    &[
                        ("sect", Arg::from(format!("{sect:?}"))),
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                    ],
                );
            }
            (
                Some(Window::DiscardPhase),
                [],
                [Cost::PhaseAction, Cost::PoolPerOtherEvent],
                [Verb::Burn],
            ) => return m("part-others-burn-event-for-pool"),
            (
                Some(Window::Untap),
                [Cond::Controls(
                    Selector {
                        sect: Some(sect), ..
                    },
                    false,
                )],
                [],
                [Verb::Pool(n)],
            ) => {
                return msg(
                    lang,
                    "part-each-untap-no-ready-burns-pool",
                    &[
                        ("sect", Arg::from(format!("{sect:?}"))),
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                    ],
                );
            }
            (Some(Window::MasterPhase), [], [Cost::BurnVampireNot(sect)], [Verb::Burn]) => {
                return msg(
                    lang,
                    "part-any-burns-vampire-to-burn",
                    &[("sect", Arg::from(format!("{sect:?}")))],
                );
            }
            _ => {}
        }
        // A modifier's latent maneuver for the first round of the combat after a block.
        if kind == PlayKind::Modifier && self.when == Some(Window::BeforeCombat) {
            return m("part-blocked-first-round-maneuver");
        }
        let mut head: Vec<String> = Vec::new();
        // An action card's own restriction ("… cannot block this action") says its window
        // and duration already.
        let own_action = kind == PlayKind::Action && self.when == Some(Window::ActionAnnounced);
        if self.when == Some(Window::MinionAction) {
            head.push(msg(
                lang,
                "part-when-minion-action",
                &[("stealth", Arg::from(i64::from(self.stat(Stat::Stealth))))],
            ));
        } else if let Some(w) = self.when.filter(|_| !own_action) {
            head.push(m(match w {
                Window::Action => "part-when-action",
                Window::Blocked => "part-when-blocked",
                Window::BleedSucceeds => "part-when-bleed-succeeds",
                Window::ActionSucceeded => "part-when-action-succeeded",
                Window::ActionBlocked => "part-when-action-blocked",
                Window::Polling => "part-when-polling",
                Window::Strike => "part-when-strike",
                // A political card's own referendum: its outcome.
                Window::ReferendumPassed if kind == PlayKind::Political => "part-when-outcome",
                Window::ReferendumPassed => "part-when-referendum-passed",
                Window::ActionAnnounced => "part-when-action-announced",
                Window::BlockAttempt => "part-when-block-attempt",
                Window::Untap => "part-when-untap",
                Window::AnyTime => "part-when-any-time",
                Window::BlocksDeclined => "part-when-blocks-declined",
                Window::BlockResolved => "part-when-block-resolved",
                Window::BeforeCombat => "part-when-before-combat",
                // A trigger as the phase begins; an ability with a cost, during it.
                Window::DiscardPhase if !self.costs.is_empty() => "part-when-during-discard-phase",
                Window::DiscardPhase => "part-when-discard-phase",
                Window::MasterPhase if !self.costs.is_empty() => "part-when-during-master-phase",
                Window::MasterPhase => "part-when-master-phase",
                Window::CombatEnd => "part-when-combat-end",
                Window::EntersPlay => "part-when-enters-play",
                Window::Influence => "part-when-influence",
                Window::ReferendumFailed => "part-when-referendum-failed",
                Window::EdgeVote => "part-when-edge-vote",
                Window::BeforeRange => "part-when-before-range",
                Window::BeforeStrikes => "part-when-before-strikes",
                Window::RoundEnd => "part-when-round-end",
                Window::AsPlayed => "part-when-as-played",
                Window::MinionAction => "part-when-minion-action",
                Window::MinionPhaseEnd => "part-when-minion-phase-end",
                Window::AnyMinionPhase => "part-when-any-minion-phase",
                Window::MinionPhase => "part-when-minion-phase",
            }));
        }
        for c in &self.conds {
            // The clan a vampire takes no action to enter combat with is said by its effect.
            if matches!(
                self.verbs[..],
                [Verb::NoCombatAction | Verb::NoCombatEndsStrike]
            ) && matches!(c, Cond::OpponentClan(_))
            {
                continue;
            }
            head.push(match c {
                Cond::Directed => m("part-if-directed"),
                Cond::Bleeding => m("part-if-bleeding"),
                Cond::NotBleeding => m("part-if-not-bleeding"),
                &Cond::ACTOR_VAMPIRE => m("part-if-actor-vampire"),
                &Cond::ACTOR_TITLED => m("part-if-actor-titled"),
                Cond::Actor(Selector {
                    capacity_min: Some(n),
                    ..
                }) => msg(
                    lang,
                    "part-if-actor-capacity",
                    &[("n", Arg::from(i64::from(*n)))],
                ),
                Cond::Actor(Selector { sect: Some(x), .. }) => msg(
                    lang,
                    "part-if-actor-sect",
                    &[("sect", Arg::from(format!("{x:?}")))],
                ),
                Cond::Actor(s) => msg(
                    lang,
                    "part-if-actor-clan",
                    &[("clan", clan_arg(s.clan.unwrap_or_default()))],
                ),
                Cond::CalledBySelf => m("part-if-called-by-self"),
                Cond::Undirected => m("part-if-undirected"),
                Cond::Edge => m("part-if-edge"),
                Cond::DirectedAtYou => m("part-if-directed-at-you"),
                Cond::BleedAtYou => m("part-if-bleed-at-you"),
                Cond::PredatorActing => m("part-if-predator-acting"),
                Cond::Tapped => m("part-if-tapped"),
                Cond::Vampire => m("part-if-vampire"),
                Cond::Titled => m("part-if-titled"),
                Cond::ActorYounger => m("part-if-actor-younger"),
                Cond::BloodHunt => m("part-if-blood-hunt"),
                Cond::VotingAgainst => m("part-if-voting-against"),
                Cond::PoolBled => m("part-if-pool-bled"),
                Cond::BledPrey => m("part-if-bled-prey"),
                Cond::Untitled => m("part-if-untitled"),
                Cond::Hunting => m("part-if-hunting"),
                Cond::NotHunting => m("part-if-not-hunting"),
                Cond::Ready => m("part-if-ready"),
                Cond::NotReady => m("part-if-not-ready"),
                Cond::ToContinue => m("part-if-to-continue"),
                Cond::NotFirstRound => m("part-if-not-first-round"),
                Cond::FirstRound => m("part-if-first-round"),
                Cond::Blocking => m("part-if-blocking"),
                Cond::Discipline(d, superior) => msg(
                    lang,
                    "part-if-discipline",
                    &[(
                        "disc",
                        Arg::from(if *superior {
                            d.trigram().to_uppercase()
                        } else {
                            d.trigram().to_string()
                        }),
                    )],
                ),
                Cond::DirectedAtSelf => m("part-if-directed-at-self"),
                Cond::CoinTails => m("part-if-coin-tails"),
                Cond::PlayedMaster => m("part-if-played-master"),
                Cond::PlayedMinion => m("part-if-played-minion"),
                Cond::PlayedStrikeOrGrapple => m("part-if-played-strike-or-grapple"),
                Cond::ByPredatorOrPrey => m("part-if-by-predator-or-prey"),
                Cond::NotOutOfTurn => m("part-if-not-out-of-turn"),
                Cond::NoReaction => m("part-if-no-reaction"),
                Cond::BleedAmount(n) => msg(
                    lang,
                    "part-if-bleed-amount",
                    &[("n", Arg::from(i64::from(*n)))],
                ),
                Cond::Title(set) => {
                    let names: Vec<String> =
                        set.0.iter().flatten().map(|t| t.to_string()).collect();
                    let or = m("part-or");
                    msg(
                        lang,
                        "part-if-title",
                        &[("titles", Arg::from(names.join(&or)))],
                    )
                }
                Cond::OpponentNotReady => m("part-if-opponent-not-ready"),
                Cond::CardRedirectsBleed => m("part-if-card-redirects-bleed"),
                Cond::ActorAllyOrYounger => m("part-if-actor-ally-or-younger"),
                // A vampire's own condition, or the minion playing a card.
                Cond::Untapped if kind == PlayKind::Vampire => m("part-if-self-untapped"),
                Cond::Untapped => m("part-if-untapped"),
                Cond::BeforeVotes => m("part-if-before-votes"),
                Cond::BlockerAllyOrYounger => m("part-if-blocker-ally-or-younger"),
                Cond::NotCardKind(k) => msg(
                    lang,
                    "part-if-not-card-kind",
                    &[("kind", Arg::from(format!("{k:?}").to_lowercase()))],
                ),
                Cond::BlockerWithout(d) => msg(
                    lang,
                    "part-if-blocker-without",
                    &[("disc", Arg::from(d.trigram()))],
                ),
                Cond::CardDiscipline(d) => msg(
                    lang,
                    "part-if-card-discipline",
                    &[("disc", Arg::from(d.trigram().to_string()))],
                ),
                Cond::CardKind(k) => msg(
                    lang,
                    "part-if-card-kind",
                    &[("kind", Arg::from(format!("{k:?}").to_lowercase()))],
                ),
                Cond::OpponentClan(i) => {
                    msg(lang, "part-if-opponent-clan", &[("clan", clan_arg(*i))])
                }
                // The shapes `Cond::parse_controls` accepts.
                Cond::Controls(s, true) => match (s.not_sect, s.capacity_max) {
                    (Some(sect), _) => msg(
                        lang,
                        "part-if-controls-vampire-not",
                        &[("sect", Arg::from(format!("{sect:?}")))],
                    ),
                    (_, n) => msg(
                        lang,
                        "part-if-controls-capacity-at-most",
                        &[("n", Arg::from(i64::from(n.unwrap_or(0))))],
                    ),
                },
                Cond::Controls(s, false) => msg(
                    lang,
                    "part-if-controls-no-ready",
                    &[(
                        "sect",
                        Arg::from(format!("{:?}", s.sect.unwrap_or_default())),
                    )],
                ),
                Cond::CombatBetween(sect) => msg(
                    lang,
                    "part-if-combat-between",
                    &[("sect", Arg::from(format!("{sect:?}")))],
                ),
                Cond::OwnPoliticalActor(sect) => msg(
                    lang,
                    "part-if-own-political-actor",
                    &[("sect", Arg::from(format!("{sect:?}")))],
                ),
                Cond::StrikeInflicts => m("part-if-strike-inflicts"),
                Cond::BleedAtLeast(n) => msg(
                    lang,
                    "part-if-bleed-at-least",
                    &[("n", Arg::from(i64::from(*n)))],
                ),
            });
        }
        let costs: Vec<String> = self
            .costs
            .iter()
            .map(|c| match c {
                Cost::Discard(d) => msg(
                    lang,
                    "part-cost-discard",
                    &[("disc", Arg::from(d.trigram()))],
                ),
                Cost::DiscardType(t) => msg(
                    lang,
                    "part-cost-discard-type",
                    &[(
                        "kind",
                        Arg::from(if *t == jyhad_cards::LibraryTypes::MASTER {
                            "master"
                        } else {
                            "political"
                        }),
                    )],
                ),
                Cost::Lock => m("part-cost-lock"),
                Cost::PhaseAction => m("part-cost-phase-action"),
                Cost::Edge => m("part-cost-edge"),
                Cost::Blood(n) => msg(lang, "part-cost-blood", &[("n", Arg::from(i64::from(*n)))]),
                Cost::BloodX => m("part-cost-blood-x"),
                Cost::Life(n) => msg(lang, "part-cost-life", &[("n", Arg::from(i64::from(*n)))]),
                Cost::Pool(n) => msg(lang, "part-cost-pool", &[("n", Arg::from(i64::from(*n)))]),
                Cost::Burn => m("part-cost-burn"),
                Cost::Remove => m("part-cost-remove"),
                Cost::Counter => m("part-cost-counter"),
                Cost::BurnVampireNot(sect) => msg(
                    lang,
                    "part-cost-burn-vampire-not",
                    &[("sect", Arg::from(format!("{sect:?}")))],
                ),
                Cost::PoolPerOtherEvent => m("part-cost-pool-per-other-event"),
                Cost::DiscardCards(_, n) => msg(
                    lang,
                    "part-cost-discard-combat-cards",
                    &[("n", Arg::from(i64::from(*n)))],
                ),
            })
            .collect();
        let t = self.target;
        let target = match t {
            Selector::OWN => None,
            Selector::ACTOR => Some(m("part-target-actor")),
            Selector::YOU => Some(m("part-target-you")),
            Selector::UNCONTROLLED => Some(m("part-target-uncontrolled")),
            Selector::HAND_CARD => Some(m("part-target-hand-card")),
            Selector::YOUNGER_THAN_ACTOR => Some(m("part-target-younger-than-actor")),
            Selector::BLED_ANARCHS => Some(m("part-target-bled-anarchs")),
            Selector::OPPONENT => Some(m("part-target-opponent")),
            Selector::PREY => Some(m("part-target-prey")),
            Selector::OWN_UNTITLED => Some(m("part-target-own-untitled")),
            Selector::YOUNGER_VAMPIRE => Some(m("part-target-younger-vampire")),
            Selector::READY_VAMPIRE => Some(m("part-target-ready-vampire")),
            Selector::PLAYER => Some(m("part-target-player")),
            Selector::OTHER_VAMPIRE => Some(m("part-target-other-vampire")),
            Selector::EACH_METHUSELAH => Some(m("part-target-each-methuselah")),
            Selector::PREDATORS_PREDATOR => Some(m("part-target-predators-predator")),
            Selector::BLOCKER => Some(m("part-target-blocker")),
            Selector::MINIONS => Some(m("part-target-minions")),
            Selector::PREDATOR_OR_PREY => Some(m("part-target-predator-or-prey")),
            Selector::LOCKED_VAMPIRE => Some(m("part-target-locked-vampire")),
            Selector::UNLOCKED_VAMPIRE => Some(m("part-target-unlocked-vampire")),
            Selector::RANDOM_EVENT => Some(m("part-target-random-event")),
            Selector::PLAIN_EQUIPMENT => Some(m("part-target-plain-equipment")),
            Selector::ASH_HEAP_POLITICAL => Some(m("part-target-ash-heap-political")),
            Selector::LIBRARY_MINION_CARD => Some(m("part-target-library-minion-card")),
            Selector::ALLIES => Some(m("part-target-allies")),
            Selector::TITLED_VAMPIRES => Some(m("part-target-titled-vampires")),
            Selector::CHOSEN => Some(m("part-target-chosen")),
            Selector::READY_VAMPIRES => Some(m("part-target-ready-vampires")),
            Selector::EMPTY_READY_VAMPIRE => Some(m("part-target-empty-ready-vampire")),
            Selector::OWN_READY_VAMPIRE => Some(m("part-target-own-ready-vampire")),
            Selector::HOST => Some(m("part-target-host")),
            Selector::OWN_MINION => Some(m("part-target-own-minion")),
            Selector::OWN_READY_MINION => Some(m("part-target-own-ready-minion")),
            Selector::THEIR_READY_MINION => Some(m("part-target-ready-minion")),
            Selector::ANY_READY_VAMPIRE => Some(m("part-target-ready-vampire")),
            Selector::PREY_READY_YOUNGER => Some(m("part-target-prey-ally-or-younger")),
            Selector::DIABLERIST => Some(m("part-target-diablerist")),
            _ => {
                let clan = |i: u16| [("clan", clan_arg(i))];
                let sect = |x: jyhad_cards::Sect| [("sect", Arg::from(format!("{x:?}")))];
                let n = |n: u8| [("n", Arg::from(i64::from(n)))];
                if let Some(i) = t.with_clan(Selector::BLOCKER) {
                    Some(msg(lang, "part-target-blockers-of-clan", &clan(i)))
                } else if let Some((i, titled)) = t.clan_vampires() {
                    let id = if titled {
                        "part-target-titled-clan"
                    } else {
                        "part-target-clan"
                    };
                    Some(msg(lang, id, &clan(i)))
                } else if let Some(c) = t.blockers_capacity() {
                    Some(msg(lang, "part-target-blockers-capacity", &n(c)))
                } else if let Some(x) = t.vampires_not_of() {
                    Some(msg(lang, "part-target-vampires-not-of", &sect(x)))
                } else if let Some(c) = t.small_vampire() {
                    Some(msg(lang, "part-target-small-vampire", &n(c)))
                } else if let Some(i) = t.with_clan(Selector::UNCONTROLLED) {
                    Some(msg(lang, "part-target-uncontrolled-of-clan", &clan(i)))
                } else if let Some(x) = t.uncontrolled_sect() {
                    // A sect's name, as a clan's is.
                    let name = [("clan", Arg::from(x.name().to_string()))];
                    Some(msg(lang, "part-target-uncontrolled-of-clan", &name))
                } else if let Some(x) = t.titled_as() {
                    let title = [("title", Arg::from(x.to_string()))];
                    Some(msg(lang, "part-target-titled-as", &title))
                } else if let Some(x) = t.own_titled_as() {
                    let title = [("title", Arg::from(x.to_string()))];
                    Some(msg(lang, "part-target-own-titled-as", &title))
                } else {
                    t.own_titled()
                        .map(|x| msg(lang, "part-target-own-titled", &sect(x)))
                }
            }
        };
        // Who may cancel the card itself as it is played, and what it costs them.
        if self.when == Some(Window::AsPlayed)
            && matches!(self.target, Selector::OPPONENT | Selector::BLOCKER)
            && self.verbs == [Verb::CancelCard]
        {
            let sentence = msg(
                lang,
                if self.target == Selector::BLOCKER {
                    "part-blocker-may-cancel"
                } else {
                    "part-opponent-may-cancel"
                },
                &[("cost", Arg::from(costs.join(m("part-and").as_str())))],
            );
            let mut chars = sentence.chars();
            return match chars.next() {
                Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
                None => String::new(),
            };
        }
        let mut gains: Vec<String> = Vec::new();
        let mut acts: Vec<String> = Vec::new();
        for v in &self.verbs {
            let amount = |id: &str, stat: &str, n: i8| {
                msg(
                    lang,
                    id,
                    &[
                        ("stat", Arg::from(stat.to_string())),
                        ("n", Arg::from(format!("{n:+}"))),
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                    ],
                )
            };
            match *v {
                // An action's stealth is said with its window.
                Verb::Stat(Stat::Stealth, _) if self.when == Some(Window::MinionAction) => {}
                // A vampire's own bleed action with a bonus.
                Verb::Stat(Stat::Bleed, n)
                    if self.when == Some(Window::MinionAction) && self.target == Selector::PREY =>
                {
                    acts.push(amount("part-bleed-prey-with", "bleed", n))
                }
                Verb::Stat(st, n) => gains.push(amount("part-stat", st.word(), n)),
                Verb::StatX(st, k) => gains.push(msg(
                    lang,
                    "part-stat",
                    &[
                        ("stat", Arg::from(st.word().to_string())),
                        (
                            "n",
                            Arg::from(if k == 1 {
                                "+X".to_string()
                            } else {
                                format!("+{k}X")
                            }),
                        ),
                        ("count", Arg::from(2i64)),
                    ],
                )),
                Verb::Blood(n) => gains.push(amount("part-stat", "blood", n)),
                // Pool another Methuselah burns (`target=prey pool-1`).
                Verb::Pool(n) if n < 0 && self.target != Selector::YOU => acts.push(msg(
                    lang,
                    "part-burns-pool",
                    &[
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                        ("target", Arg::from(target.clone().unwrap_or_default())),
                    ],
                )),
                Verb::Pool(n) => gains.push(amount("part-stat", "pool", n)),
                Verb::Dodge => acts.push(m("part-dodge")),
                // A vampire's trigger is optional; a modifier's untap is not.
                Verb::Untap if kind == PlayKind::Modifier || self.target == Selector::ACTOR => {
                    acts.push(m("part-untap-actor"))
                }
                Verb::Untap if self.target == Selector::HOST => acts.push(m("part-untap-host")),
                Verb::Untap if self.target == Selector::OWN_READY_MINION => {
                    acts.push(m("part-untap-own-ready-minion"))
                }
                Verb::Untap if self.target == Selector::OWN_READY_VAMPIRE => {
                    acts.push(m("part-untap-own-ready-vampire"))
                }
                Verb::Untap if matches!(kind, PlayKind::Reaction | PlayKind::Combat) => {
                    acts.push(m("part-untap-self"))
                }
                Verb::Untap => acts.push(m("part-untap")),
                // The prey picks one of its minions (an action card's effect).
                Verb::Tap if self.target == Selector::PREY => acts.push(m("part-prey-taps-minion")),
                Verb::Tap if self.target == Selector::CHOSEN => acts.push(msg(
                    lang,
                    "part-lock-them",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // A minion chosen as the ability is used.
                Verb::Tap if self.target == Selector::PREY_READY_YOUNGER => acts.push(msg(
                    lang,
                    "part-lock-target",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::Tap => acts.push(m("part-tap")),
                // A use of a card in play draws up to N, one at a time (its limit marks it).
                Verb::Draw(n) => acts.push(msg(
                    lang,
                    if self.limit.is_some() {
                        "part-draw-up-to"
                    } else {
                        "part-draw"
                    },
                    &[("n", Arg::from(i64::from(n)))],
                )),
                Verb::BlockFails => acts.push(m("part-block-fails")),
                Verb::ToPredator => acts.push(m("part-to-predator")),
                Verb::Wake => acts.push(m("part-wake")),
                Verb::RedirectBleed if self.target != Selector::OWN => acts.push(msg(
                    lang,
                    "part-redirect-bleed-to",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::RedirectBleed => acts.push(m("part-redirect-bleed")),
                Verb::Torpor => acts.push(m("part-torpor")),
                Verb::StrikeCost(n) => acts.push(msg(
                    lang,
                    "part-strike-cost",
                    &[("count", Arg::from(i64::from(n)))],
                )),
                // More damage from the strike an aim is played with.
                Verb::Damage(n) if self.when == Some(Window::Strike) => acts.push(msg(
                    lang,
                    "part-strike-damage-more",
                    &[("count", Arg::from(i64::from(n.unsigned_abs())))],
                )),
                Verb::CannotPress => acts.push(m("part-cannot-press")),
                Verb::NoMoreBlocks => acts.push(m("part-no-more-blocks")),
                // Said by the sentence of `blocks-as-vampire` (`Ability::blocks_as_text`).
                Verb::BlocksAs(_) => {}
                Verb::BloodHunt => acts.push(m("part-blood-hunt")),
                Verb::AggDamage(n) => acts.push(msg(
                    lang,
                    "part-agg-damage",
                    &[
                        ("count", Arg::from(i64::from(n))),
                        ("target", Arg::from(target.clone().unwrap_or_default())),
                    ],
                )),
                Verb::Damage(n) => acts.push(msg(
                    lang,
                    "part-damage",
                    &[
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                        ("target", Arg::from(target.clone().unwrap_or_default())),
                    ],
                )),
                Verb::PlaysAs(PlaysAs::Title(t)) => acts.push(msg(
                    lang,
                    "part-plays-as-title",
                    &[("title", Arg::from(t.to_string()))],
                )),
                Verb::PlaysAs(PlaysAs::Clan(i)) => {
                    acts.push(msg(lang, "part-plays-as-clan", &[("clan", clan_arg(i))]))
                }
                Verb::Discard => acts.push(msg(
                    lang,
                    "part-discard",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::ActionFails => acts.push(m("part-action-fails")),
                Verb::Burn if self.target == Selector::ACTOR => acts.push(m("part-burn-actor")),
                Verb::CancelCard => acts.push(m("part-cancel-card")),
                Verb::CannotBlock
                    if matches!(self.target, Selector::ALLIES | Selector::TITLED_VAMPIRES) =>
                {
                    acts.push(msg(
                        lang,
                        "part-group-cannot-block",
                        &[("target", Arg::from(target.clone().unwrap_or_default()))],
                    ))
                }
                Verb::CannotBlock if self.target == Selector::CHOSEN => acts.push(msg(
                    lang,
                    "part-cannot-block-them",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // A vampire's static on itself: it does not block such an acting minion.
                Verb::CannotBlock if kind == PlayKind::Vampire && self.target == Selector::OWN => {
                    acts.push(m("part-cannot-block-self"))
                }
                Verb::BlockCost(n) => acts.push(msg(
                    lang,
                    "part-block-cost",
                    &[
                        ("count", Arg::from(i64::from(n))),
                        ("target", Arg::from(target.clone().unwrap_or_default())),
                    ],
                )),
                Verb::NoCombatAction | Verb::NoCombatEndsStrike => {
                    let clan = self.conds.iter().find_map(|c| match c {
                        Cond::OpponentClan(i) => Some(*i),
                        _ => None,
                    });
                    acts.push(msg(
                        lang,
                        if *v == Verb::NoCombatAction {
                            "part-no-combat-action"
                        } else {
                            "part-no-combat-ends-strike"
                        },
                        &[("clan", clan.map_or(Arg::from(""), clan_arg))],
                    ))
                }
                // A static: the minions it names never block the card's minion.
                Verb::CannotBlock if self.is_static() => acts.push(msg(
                    lang,
                    "part-may-not-block",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::CannotBlock => acts.push(msg(
                    lang,
                    "part-cannot-block",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::Strike(s) => acts.push(strike_text(&s, lang)),
                Verb::Prevent(n) => acts.push(msg(
                    lang,
                    if self.costs.contains(&Cost::BloodX) {
                        "part-prevent-x"
                    } else {
                        "part-prevent"
                    },
                    &[("n", Arg::from(i64::from(n)))],
                )),
                Verb::Maneuver => acts.push(m("part-maneuver")),
                Verb::PreventStrikes => acts.push(m("part-prevent-strikes")),
                Verb::LongRange => acts.push(m("part-long-range")),
                Verb::AdditionalStrike => acts.push(m("part-additional-strike")),
                Verb::AdditionalDodge => acts.push(m("part-additional-dodge")),
                Verb::Press if self.until == Some(Duration::Round) => {
                    acts.push(m("part-optional-press"))
                }
                Verb::Press if self.target == Selector::OWN_MINION => {
                    acts.push(m("part-press-own-minion"))
                }
                Verb::Press => acts.push(m("part-press")),
                Verb::Environmental(n) => acts.push(msg(
                    lang,
                    "part-environmental",
                    &[("n", Arg::from(i64::from(n)))],
                )),
                Verb::Grapple => acts.push(m("part-grapple")),
                Verb::CloseRange => acts.push(m("part-close-range")),
                Verb::GainBloodLost => acts.push(m("part-gain-blood-lost")),
                Verb::Anarch => acts.push(msg(
                    lang,
                    "part-anarch",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::PoolOrCrypt => acts.push(m("part-pool-or-crypt")),
                Verb::CancelReferendum => acts.push(m("part-cancel-referendum")),
                Verb::Abstain => acts.push(msg(
                    lang,
                    "part-abstain",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // Outside the polling step: the acting minion's action, not a political card.
                Verb::NoRepeat if self.when == Some(Window::BeforeCombat) => {
                    acts.push(m("part-no-repeat-minion"))
                }
                Verb::NoRepeat => acts.push(m("part-no-repeat")),
                Verb::NextReferendumPasses => acts.push(m("part-next-referendum-passes")),
                Verb::AttemptBlock => acts.push(m("part-attempt-block")),
                Verb::CannotUnlock => acts.push(msg(
                    lang,
                    "part-cannot-unlock",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::CannotVote if self.target == Selector::OWN => {
                    acts.push(m("part-cannot-vote-self"))
                }
                Verb::CannotVote => acts.push(msg(
                    lang,
                    "part-cannot-vote",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::ToHand => acts.push(msg(
                    lang,
                    // Discarded down at once from the ash heap; a library search waits for
                    // the end of the turn (its text says nothing of it).
                    if self.target == Selector::ASH_HEAP_POLITICAL
                        || self.target == Selector::CHOSEN
                    {
                        "part-to-hand-discard-down"
                    } else {
                        "part-to-hand"
                    },
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::Steal => acts.push(msg(
                    lang,
                    "part-steal",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::FirstStrike => acts.push(m("part-first-strike")),
                Verb::ImmuneNonAgg => acts.push(m("part-immune-non-agg")),
                Verb::CannotAct => acts.push(m("part-cannot-act")),
                Verb::TakeAction => acts.push(m("part-take-action")),
                Verb::NoEquipment => acts.push(m("part-no-equipment")),
                // A vampire's own action says "as an action" in its window; an ally's
                // static says it here.
                Verb::EnterCombat => acts.push(msg(
                    lang,
                    if self.when.is_none() {
                        "part-enter-combat-action"
                    } else {
                        "part-enter-combat"
                    },
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::DiscardRandom => acts.push(msg(
                    lang,
                    "part-discard-random",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // Its costs are the effect, said below.
                Verb::Upkeep => {}
                Verb::BledPoolMax(n) => acts.push(msg(
                    lang,
                    "part-bled-pool-max",
                    &[("n", Arg::from(i64::from(n)))],
                )),
                Verb::Burn if self.target == Selector::OWN => acts.push(m("part-burn-self")),
                // A vampire chosen as the ability is used, after its cost.
                Verb::Burn if self.target == Selector::DIABLERIST => acts.push(msg(
                    lang,
                    "part-burn-chosen",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // A choice of its controller (`target=vampire,capacity-at-most:2 burn`).
                Verb::Burn if self.target.small_vampire().is_some() => acts.push(msg(
                    lang,
                    "part-may-burn",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::BurnUnlessRepaid => acts.push(msg(
                    lang,
                    "part-burn-unless-repaid",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::Burn | Verb::ToUncontrolled | Verb::TakeControl | Verb::CannotReact => acts
                    .push(msg(
                        lang,
                        match *v {
                            Verb::Burn => "part-burn",
                            Verb::ToUncontrolled => "part-to-uncontrolled",
                            Verb::TakeControl => "part-take-control",
                            _ => "part-cannot-react",
                        },
                        &[("target", Arg::from(target.clone().unwrap_or_default()))],
                    )),
                Verb::PutBack => acts.push(m("part-put-back")),
                Verb::DrawCrypt => acts.push(m("part-draw-crypt")),
                Verb::DoubleVotes => acts.push(m("part-double-votes")),
                Verb::StealBlood(n) => acts.push(msg(
                    lang,
                    "part-steal-blood",
                    &[
                        ("n", Arg::from(i64::from(n))),
                        ("target", Arg::from(target.clone().unwrap_or_default())),
                    ],
                )),
                Verb::BloodCostHalf => acts.push(msg(
                    lang,
                    "part-half-blood-cost",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::Stun => acts.push(msg(
                    lang,
                    "part-stun",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                // Said as a whole sentence (`referendum_text`).
                Verb::Referendum => {}
                Verb::EndCombat => acts.push(m("part-end-combat")),
                Verb::NoReplaceInMinionPhase => acts.push(msg(
                    lang,
                    "part-no-replace-in-minion-phase",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
                Verb::CryptTopAnarch(i) => {
                    acts.push(msg(lang, "part-crypt-top-anarch", &[("clan", clan_arg(i))]))
                }
                Verb::Armor { gun, other } => acts.push(msg(
                    lang,
                    "part-armor",
                    &[
                        ("gun", Arg::from(i64::from(gun))),
                        ("other", Arg::from(i64::from(other))),
                    ],
                )),
            }
        }
        let gains_empty = gains.is_empty();
        if !gains.is_empty() {
            let what = gains.join(", ");
            acts.insert(
                0,
                match (&target, self.target) {
                    // "You get …" as a static, "… to get …" after a cost.
                    (_, Selector::YOU) if self.costs.is_empty() => {
                        msg(lang, "part-you-get", &[("what", Arg::from(what))])
                    }
                    // A vampire's "it may … to get …" already says it.
                    (_, Selector::YOU) if kind == PlayKind::Vampire => what,
                    (_, Selector::YOU) => msg(lang, "part-get", &[("what", Arg::from(what))]),
                    (_, Selector::HOST) if self.costs.is_empty() => {
                        msg(lang, "part-host-gets", &[("what", Arg::from(what))])
                    }
                    // A static for other minions: "… get …".
                    (Some(t), _) if self.is_static() => msg(
                        lang,
                        "part-they-get",
                        &[("target", Arg::from(t.clone())), ("what", Arg::from(what))],
                    ),
                    (Some(t), _) => msg(
                        lang,
                        "part-give",
                        &[("target", Arg::from(t.clone())), ("what", Arg::from(what))],
                    ),
                    (None, _) => what,
                },
            );
        }
        let mut tail: Vec<String> = Vec::new();
        if let Some(d) = self.until.filter(|_| !own_action) {
            tail.push(m(match d {
                Duration::Action => "part-for-action",
                Duration::Referendum => "part-for-referendum",
                Duration::Turn => "part-for-turn",
                Duration::Round => "part-for-round",
                Duration::Combat => "part-for-combat",
                Duration::Untap => "part-for-untap",
                Duration::NextActions => "part-for-next-actions",
                Duration::Game => "part-for-game",
                Duration::InPlay => "part-for-in-play",
            }));
        }
        match self.per {
            Some(Per::Count(s)) if s == Per::OWN_READY_TITLED => {
                tail.push(m("part-per-own-titled"))
            }
            Some(Per::Count(_)) => tail.push(m("part-per-others-titled")),
            Some(Per::VictoryPoints) => tail.push(m("part-per-victory-points")),
            Some(Per::ChosenCapacity) => tail.push(m("part-per-chosen-capacity")),
            Some(Per::Minions) => tail.push(m("part-per-minions")),
            Some(Per::PredatorChosenCapacity) => tail.push(m("part-per-predator-chosen-capacity")),
            None => {}
        }
        if let Some(l) = self.limit {
            tail.push(m(match l {
                Limit::Combat => "part-limit-combat",
                Limit::Referendum => "part-limit-referendum",
                Limit::Untap => "part-limit-untap",
                Limit::Round => "part-limit-round",
                Limit::Action => "part-limit-action",
                Limit::Turn => "part-limit-turn",
            }));
        }
        // An upkeep: "[when], [a cost] or [another]."
        if self.verbs == [Verb::Upkeep] {
            let sentence = format!("{}, {}", head.join(", "), costs.join(m("part-or").as_str()));
            let mut chars = sentence.chars();
            return match chars.next() {
                Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
                None => String::new(),
            };
        }
        let effect = [acts.join(", "), tail.join(", ")]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        let lead = head.join(", ");
        if effect.is_empty() {
            // A play window only: the card's named words say what it does.
            return msg(lang, "part-played", &[("when", Arg::from(lead))]);
        }
        // A vampire's cost for something other than its own gain: "it may … : …".
        let for_other = !matches!(self.target, Selector::OWN | Selector::YOU);
        let who = if who == "vampire" && (gains_empty || for_other) {
            "vampire-do"
        } else {
            who
        };
        let body = if costs.is_empty() {
            effect
        } else {
            msg(
                lang,
                "part-cost-to",
                &[
                    ("who", Arg::from(who)),
                    ("cost", Arg::from(costs.join(m("part-and").as_str()))),
                    ("effect", Arg::from(effect)),
                ],
            )
        };
        let sentence = if lead.is_empty() {
            body
        } else {
            format!("{lead}, {body}")
        };
        let mut chars = sentence.chars();
        match chars.next() {
            Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
            None => String::new(),
        }
    }
}

/// A strike in words: its kind and amount, and its range when it works at long range.
fn strike_text(s: &StrikeDef, lang: Lang) -> String {
    let n = |v: u8| Arg::from(i64::from(v));
    let text = if s.combat_ends {
        msg(lang, "part-strike-combat-ends", &[])
    } else if s.steal_blood > 0 {
        msg(lang, "part-strike-steal-blood", &[("n", n(s.steal_blood))])
    } else if s.hand {
        msg(lang, "part-strike-hand", &[("n", n(s.damage))])
    } else if s.aggravated {
        msg(lang, "part-strike-aggravated", &[("n", n(s.damage))])
    } else {
        msg(lang, "part-strike-damage", &[("n", n(s.damage))])
    };
    let text = match s.range {
        // A combat-ends strike works at any range without saying so (p. 33).
        StrikeRange::Any if !s.combat_ends => {
            msg(lang, "part-at-any-range", &[("strike", Arg::from(text))])
        }
        StrikeRange::Long => msg(lang, "part-at-long-range", &[("strike", Arg::from(text))]),
        _ => text,
    };
    if s.recoil {
        return msg(lang, "part-strike-recoil", &[("strike", Arg::from(text))]);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ability_reads_its_parts() {
        let a =
            Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
                .unwrap();
        assert_eq!(a.when, Some(Window::Polling));
        assert_eq!(a.costs, [Cost::Discard(Discipline::Dominate)]);
        assert_eq!(a.verbs, [Verb::Stat(Stat::Votes, 1)]);
        assert_eq!(a.until, Some(Duration::Referendum));
        assert_eq!(a.limit, Some(Limit::Referendum));
        assert!(a.check(PlayKind::Vampire).is_ok());
        let s = Ability::parse("if=actor,titled intercept-1").unwrap();
        assert!(s.is_static());
        assert_eq!(s.verbs, [Verb::Stat(Stat::Intercept, -1)]);
    }

    #[test]
    fn a_bad_part_is_named() {
        for (text, part) in [
            ("when=dawn bleed+1", "when=dawn"),
            ("if=sunny bleed+1", "if=sunny"),
            ("cost=discard:xyz bleed+1", "cost=discard:xyz"),
            ("bleed+x", "bleed+x"),
            ("fly", "fly"),
            ("colour=red bleed+1", "colour=red"),
        ] {
            let e = Ability::parse(text).unwrap_err();
            assert!(e.contains(part), "{text}: {e}");
        }
    }

    #[test]
    fn a_combination_the_engine_does_not_perform_is_refused() {
        for text in [
            "when=polling cost=discard:dom bleed+1 for=action",
            "if=directed stealth+1",
            "if=called-by-self bleed+1",
            "when=action if=bleeding cost=discard:ani bleed+1",
            "when=action cost=discard:ani bleed+1 for=action",
        ] {
            let a = Ability::parse(text).unwrap();
            assert!(a.check(PlayKind::Vampire).is_err(), "{text}");
        }
        let a = Ability::parse("bleed+1").unwrap();
        assert!(a.check(PlayKind::Reaction).is_err());
        let a = Ability::parse("when=polling votes+2").unwrap();
        assert!(a.check(PlayKind::Modifier).is_ok());
        let a = Ability::parse("when=polling stealth+1").unwrap();
        assert!(a.check(PlayKind::Modifier).is_err());
        let a = Ability::parse("if=actor,clan:Toreador stealth+1").unwrap();
        assert!(a.check(PlayKind::Modifier).is_err());
    }

    #[test]
    fn words_drop_parameters() {
        assert_eq!(
            Ability::words("when=action if=bleeding cost=discard:ani bleed+1 for=action"),
            [
                "when=action",
                "if=bleeding",
                "cost=discard",
                "bleed",
                "for=action"
            ]
        );
        assert_eq!(Ability::words("intercept-1 untap"), ["intercept", "untap"]);
        assert_eq!(Ability::words("plays-as:justicar"), ["plays-as"]);
        // X is a parameter, as a number is; a negation is `not` and the predicate negated.
        assert_eq!(Ability::words("votes+2X"), ["votes"]);
        assert_eq!(
            Ability::words("if=not:card-kind:modifier"),
            ["if=not", "if=card-kind"]
        );
        assert_eq!(
            Ability::words("if=title:prince,justicar if=actor,clan:Brujah"),
            ["if=title", "if=actor", "target=clan"]
        );
        // One atom, one word, in a selector, a count or a condition the filter evaluates.
        assert_eq!(
            Ability::words("if=controls,vampire,not-sect:Camarilla per=vampire,ready"),
            [
                "if=controls",
                "target=vampire",
                "target=not-sect",
                "target=vampire",
                "target=ready"
            ]
        );
        // A selector's atoms are a word each, its parameters none.
        assert_eq!(
            Ability::words("target=vampire,each,titled,clan:Brujah bleed+1"),
            [
                "target=vampire",
                "target=each",
                "target=titled",
                "target=clan",
                "bleed"
            ]
        );
    }

    #[test]
    fn selectors_compose_from_atoms() {
        // The atoms' order does not matter: one composition.
        let a = Ability::parse("target=yours,ready,vampire untap").unwrap();
        assert_eq!(a.target, Selector::OWN_READY_VAMPIRE);
        let b = Ability::parse("target=vampire,each,titled,clan:Brujah bleed+1").unwrap();
        assert_eq!(
            b.target.clan_vampires(),
            Some((b.target.clan.unwrap(), true))
        );
        // Roles stay one word.
        assert_eq!(
            Ability::parse("target=predators-predator redirect-bleed").map(|a| a.target),
            Ok(Selector::PREDATORS_PREDATOR)
        );
        // A composition the engine does not perform is refused as it is read, with a
        // clear error; so are an unknown atom and a parameter the shape does not take.
        for bad in [
            "target=ally,bled blood+1",
            "target=vampire,ready,yours,clan:Brujah untap",
            "target=vampire,sleepy untap",
            "target=vampire,colour:red untap",
        ] {
            let e = Ability::parse(bad).unwrap_err();
            assert!(e.starts_with("target="), "{bad}: {e}");
        }
    }

    #[test]
    fn conditions_compose_a_subject_and_atoms() {
        let a = Ability::parse("if=actor,vampire if=actor,titled stealth+1").unwrap();
        assert_eq!(a.conds, [Cond::ACTOR_VAMPIRE, Cond::ACTOR_TITLED]);
        let b = Ability::parse("if=actor,clan:Nosferatu if=actor,capacity-at-least:8 stealth+1")
            .unwrap();
        assert!(b.conds[0].is_actor_clan() && b.conds[1].is_actor_capacity());
        assert_eq!(
            Ability::parse("if=actor,younger intercept+1").map(|a| a.conds),
            Ok(vec![Cond::ActorAllyOrYounger])
        );
        assert_eq!(
            Ability::parse("if=actor,vampire,younger intercept+1").map(|a| a.conds),
            Ok(vec![Cond::ActorYounger])
        );
        // A predicate the engine does not evaluate on the acting minion is refused.
        let e = Ability::parse("if=actor,locked stealth+1").unwrap_err();
        assert!(e.contains("no such condition"), "{e}");
    }

    #[test]
    fn the_text_is_composed_from_the_parts() {
        let a =
            Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
                .unwrap();
        assert_eq!(
            a.text(PlayKind::Vampire, Lang::En),
            "While votes are cast on a referendum, it may discard a card requiring [dom] \
             to get +1 vote in this referendum, once each referendum."
        );
        let r = Ability::parse("target=blocker,clan:Tzimisce intercept-1").unwrap();
        assert!(r.check(PlayKind::Vampire).is_ok());
        assert_eq!(
            r.text(PlayKind::Vampire, Lang::En),
            "Tzimisce minions attempting to block it get -1 intercept."
        );
        let s = Ability::parse("if=directed intercept+1").unwrap();
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::En),
            "During directed actions, +1 intercept."
        );
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::Fr),
            "Durant les actions dirigées, +1 en interception."
        );
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::It),
            "Durante le azioni dirette, +1 intercetto."
        );
    }

    #[test]
    fn combat_parts_parse() {
        let a =
            Ability::parse("when=before-range environmental+2 for=combat limit=combat").unwrap();
        assert_eq!(a.when, Some(Window::BeforeRange));
        assert_eq!(a.verbs, [Verb::Environmental(2)]);
        assert_eq!(
            (a.until, a.limit),
            (Some(Duration::Combat), Some(Limit::Combat))
        );
        let a = Ability::parse("strike=steal-blood:2:any").unwrap();
        assert_eq!(
            a.verbs,
            [Verb::Strike(StrikeDef {
                hand: false,
                steal_blood: 2,
                range: StrikeRange::Any,
                ..StrikeDef::HAND
            })]
        );
        let a = Ability::parse("strike=hand:2").unwrap();
        assert!(matches!(a.verbs[..], [Verb::Strike(s)] if s.hand && s.damage == 2));
        let a = Ability::parse("cost=blood:X prevent+1").unwrap();
        assert_eq!(
            (&a.costs[..], &a.verbs[..]),
            (&[Cost::BloodX][..], &[Verb::Prevent(1)][..])
        );
        let a = Ability::parse("armor=2:1 limit=combat").unwrap();
        assert_eq!(a.verbs, [Verb::Armor { gun: 2, other: 1 }]);
        let a = Ability::parse(
            "if=discipline:AUS cost=blood:1 target=host intercept+1 for=action limit=action",
        )
        .unwrap();
        assert_eq!(a.conds, [Cond::Discipline(Discipline::Auspex, true)]);
        assert_eq!((a.target, a.limit), (Selector::HOST, Some(Limit::Action)));
        assert!(a.check(PlayKind::Equipment).is_ok());
        for (text, part) in [
            ("strike=kick:2", "strike=kick:2"),
            ("armor=2", "armor=2"),
            ("prevent+0", "prevent+0"),
            ("cost=blood:many prevent+1", "cost=blood:many"),
        ] {
            let e = Ability::parse(text).unwrap_err();
            assert!(e.contains(part), "{text}: {e}");
        }
        assert_eq!(
            Ability::words("armor=2:1 strike=hand:2 cost=blood:X prevent+1"),
            ["armor", "strike=hand", "cost=blood", "prevent"]
        );
    }

    #[test]
    fn combat_shapes_the_engine_does_not_perform_are_refused() {
        for (kind, text) in [
            (PlayKind::Combat, "when=polling strike=hand:1"),
            (PlayKind::Combat, "stealth+1"),
            (PlayKind::Combat, "when=before-range grapple"),
            (PlayKind::Combat, "strike=damage:2 untap"),
            (PlayKind::Combat, "environmental+1 for=round"),
            (PlayKind::Combat, "cost=blood:X strike=hand:1"),
            (PlayKind::Equipment, "intercept+1"),
            (PlayKind::Equipment, "target=host stealth+1"),
            (PlayKind::Action, "target=host intercept+1"),
            (PlayKind::Retainer, "strike=damage:1"),
            (PlayKind::Equipment, "environmental+1"),
            (PlayKind::Ally, "target=host intercept+1"),
            (PlayKind::Ally, "cost=life:2 target=minion,yours press"),
            (PlayKind::Action, "strike=damage:1"),
        ] {
            let a = Ability::parse(text).unwrap();
            assert!(a.check(kind).is_err(), "{kind:?} {text}");
        }
        for (kind, text) in [
            (PlayKind::Combat, "strike=combat-ends untap"),
            (
                PlayKind::Combat,
                "when=before-strikes grapple close-range press for=round limit=round",
            ),
            (
                PlayKind::Combat,
                "when=round-end gain-blood-lost limit=round",
            ),
            (PlayKind::Combat, "if=to-continue press"),
            (PlayKind::Equipment, "maneuver limit=combat"),
            (PlayKind::Retainer, "environmental+1"),
            (
                PlayKind::Ally,
                "if=directed-at-you cost=burn target=minion,ready,yours,other untap",
            ),
        ] {
            let a = Ability::parse(text).unwrap();
            assert!(a.check(kind).is_ok(), "{kind:?} {text}");
        }
    }

    #[test]
    fn a_drawing_in_the_untap_phase_reads_and_says_itself() {
        let a =
            Ability::parse("when=untap if=ready target=you draw+3 put-back limit=turn").unwrap();
        assert!(a.check(PlayKind::Equipment).is_ok());
        assert_eq!(a.verbs, [Verb::Draw(3), Verb::PutBack]);
        // Not without its minion ready, nor more than once each turn.
        for text in [
            "when=untap target=you draw+3 put-back limit=turn",
            "when=untap if=ready target=you draw+3 put-back",
        ] {
            assert!(Ability::parse(text)
                .unwrap()
                .check(PlayKind::Equipment)
                .is_err());
        }
        assert_eq!(
            a.text(PlayKind::Equipment, Lang::En),
            "During your untap phase, while the minion it is on is ready, you may draw up to 3 \
             cards, one at a time, without discarding, then put as many cards from your hand \
             at the bottom of your library once each turn."
        );
        for lang in [Lang::Fr, Lang::It] {
            let t = a.text(PlayKind::Equipment, lang);
            assert!(t.contains('3') && !t.contains("part-"), "{t}");
        }
    }

    #[test]
    fn combat_text_is_composed_in_each_language() {
        let a = Ability::parse("cost=blood:X prevent+1").unwrap();
        assert_eq!(
            a.text(PlayKind::Combat, Lang::En),
            "You may burn X blood to prevent 1 damage and X more."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::Fr),
            "Vous pouvez brûler X points de sang pour prévenir 1 dégât et X de plus."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::It),
            "Puoi bruciare X sangue per prevenire 1 danno e X in più."
        );
        let a = Ability::parse("strike=steal-blood:2:any").unwrap();
        assert_eq!(
            a.text(PlayKind::Combat, Lang::En),
            "Strike: steal 2 blood, at any range."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::Fr),
            "Frappe : voler 2 points de sang, au contact ou à distance."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::It),
            "Attacco: rubare 2 sangue, a qualsiasi distanza."
        );
        let a =
            Ability::parse("when=before-range environmental+2 for=combat limit=combat").unwrap();
        assert_eq!(
            a.text(PlayKind::Combat, Lang::En),
            "Before range is determined, 2 environmental damage to the opposing minion each \
             round, with the strikes, at any range for the rest of the combat, once each combat."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::Fr),
            "Avant la détermination de la portée, 2 dégâts environnementaux au serviteur \
             adverse à chaque round, avec les frappes, au contact ou à distance jusqu'à la fin \
             du combat, une fois par combat."
        );
        assert_eq!(
            a.text(PlayKind::Combat, Lang::It),
            "Prima di determinare la distanza, 2 danni ambientali al servitore avversario a \
             ogni round, con gli attacchi, a qualsiasi distanza fino alla fine del \
             combattimento, una volta per combattimento."
        );
        let a = Ability::parse("target=host intercept+1").unwrap();
        assert_eq!(
            a.text(PlayKind::Equipment, Lang::En),
            "The minion it is on gets +1 intercept."
        );
        assert_eq!(
            a.text(PlayKind::Equipment, Lang::Fr),
            "Le serviteur qui la porte gagne +1 en interception."
        );
        assert_eq!(
            a.text(PlayKind::Equipment, Lang::It),
            "Il servitore che lo porta ottiene +1 intercetto."
        );
    }
}
