//! Choices and events with their stable `name key=value` text encodings.

use crate::facts::AttackKind;
use jyhad_table::Seat;
use serde::{Deserialize, Serialize};

pub use jyhad_table::CardId;

jyhad_table::kv_words! {
    /// Which deck a draw takes from (rulebook p. 8 "Étape de pioche").
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DrawFrom {
        /// The Library.
        Library = "library",
        /// The Faction deck.
        Faction = "faction",
    }
}

jyhad_table::kv_words! {
    /// A side of an influence conflict.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum Side {
        /// For.
        Yes = "yes",
        /// Against.
        No = "no",
    }
}

jyhad_table::kv_words! {
    /// A rule of the game that changes a seat's Prestige or Agenda (a card's text is the
    /// other cause, [`Cause::Card`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Rule {
        /// Recruiting a vampire costs its Blood Potency in Prestige (p. 6).
        Recruit = "recruit",
        /// A vampire falling into torpor takes 1 Prestige as its Blood (p. 11).
        Torpor = "torpor",
        /// Defeating or burning a vampire of one's Rival gains 1 Agenda (p. 10).
        Rival = "rival",
        /// The holder of an ousted player's Rival token gains 3 Agenda (p. 3).
        Ousting = "ousting",
        /// Prestige spent as Influence: a Title's cost, a fist on a Scheme's winning side
        /// (p. 13).
        Influence = "influence",
        /// 1 Prestige added to a Conspiracy (p. 15).
        Contribute = "contribute",
        /// The Agenda Marked Man put on a defeated character goes to who defeats it.
        Marked = "marked",
    }
}

/// What changed a seat's Prestige or Agenda, named by the log: a card whose text did it
/// (`#12`) or a rule (`recruit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cause {
    /// A card's text.
    Card(CardId),
    /// A rule of the game.
    Rule(Rule),
}

impl From<CardId> for Cause {
    fn from(c: CardId) -> Cause {
        Cause::Card(c)
    }
}

impl From<Rule> for Cause {
    fn from(r: Rule) -> Cause {
        Cause::Rule(r)
    }
}

impl jyhad_table::kv::KvValue for Cause {
    fn write_kv(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Cause::Card(c) => c.write_kv(f),
            Cause::Rule(r) => r.write_kv(f),
        }
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        if s.starts_with('#') {
            CardId::read_kv(s).map(Cause::Card)
        } else {
            Rule::read_kv(s).map(Cause::Rule)
        }
    }
}

jyhad_table::kv_enum! {
    /// One legal option of a decision.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Choice {
        /// Free action: draw 1 card (also the end-phase draws).
        Draw = "draw" { from: DrawFrom },
        /// Free action: recruit a vampire from hand.
        Recruit = "recruit" { card: CardId },
        /// Move a ready vampire to (a party in) the Streets; not an action.
        Move = "move" { card: CardId, party: u8 },
        /// Action: attack a target with a ready vampire in the Streets.
        Attack = "attack" { attacker: CardId, target: CardId, kind: AttackKind },
        /// Action: claim the Prince of the City with a ready vampire in the Streets.
        ClaimPrince = "claim-prince" { vampire: CardId },
        /// Action: play an action card (hosted by a vampire unless unhosted).
        Play = "play" { card: CardId, vampire: Option<CardId> },
        /// Activate an ability of a card in play.
        Ability = "ability" { card: CardId },
        /// End the action phase.
        EndActions = "end-actions" {},
        /// Discard a card for +1 Info in the current attack.
        Info = "info" { card: CardId },
        /// Play an attack card face down.
        AttackCard = "attack-card" { card: CardId },
        /// Play no attack card.
        NoAttackCard = "no-attack-card" {},
        /// Block with a ready member of the target's party.
        Block = "block" { blocker: CardId },
        /// Do not block.
        NoBlock = "no-block" {},
        /// Play a reaction card face down.
        Reaction = "reaction" { card: CardId },
        /// Play no reaction.
        NoReaction = "no-reaction" {},
        /// A Targeted attack chooses its target in the opposing party.
        Retarget = "retarget" { target: CardId },
        /// Finish a step (abilities, mending, conflicts).
        Done = "done" {},
        /// A defeated mortal is burned (its attacker mends).
        BurnMortal = "burn-mortal" {},
        /// A defeated mortal is attached to its attacker as a Retainer.
        AttachMortal = "attach-mortal" {},
        /// Attack a claimant of the Prince of the City.
        PrinceAttack = "prince-attack" { attacker: CardId, kind: AttackKind },
        /// Let a claim or a block opportunity go.
        Pass = "pass" {},
        /// Exert a vampire's influence (all of it; a No-Influence token).
        Exert = "exert" { vampire: CardId },
        /// Play an Influence Modifier (face down in a Scheme).
        Modifier = "modifier" { card: CardId },
        /// Spend prestige as influence (hidden in the fist during a Scheme).
        Prestige = "prestige" { amount: u8 },
        /// Declare a side in a Scheme.
        Vote = "vote" { side: Side },
        /// Discard a card to mend 1 blood on a vampire (end phase).
        Mend = "mend" { vampire: CardId, card: CardId },
        /// Assign a Special Affairs Division's aggravated damage.
        Sad = "sad" { vampire: CardId },
        /// Conspiracy: add 1 prestige.
        Contribute = "contribute" { card: CardId },
        /// Conspiracy: resolve it against a foe who did not contribute.
        Resolve = "resolve" { card: CardId, target: Seat },
        /// Choose a foe (targeted actions).
        Target = "target" { seat: Seat },
        /// Discard a card from hand (as an effect or a cost asks).
        Discard = "discard" { card: CardId },
        /// Choose a card for an effect.
        Pick = "pick" { card: CardId },
        /// Choose one of a card's modes (0, 1, …).
        Mode = "mode" { n: u8 },
        /// Action: play an action card on a target card or character.
        PlayAt = "play-at" { card: CardId, vampire: Option<CardId>, target: CardId },
        /// Action: play an action card against a foe.
        PlayVs = "play-vs" { card: CardId, vampire: Option<CardId>, seat: Seat },
        /// Activate an ability on a target card or character.
        AbilityAt = "ability-at" { card: CardId, target: CardId },
        /// Activate an ability against a foe.
        AbilityVs = "ability-vs" { card: CardId, seat: Seat },
        /// Move an attached card to another character.
        Reattach = "reattach" { card: CardId, to: CardId },
        /// Reveal a face-down Conspiracy to a foe and invite them to contribute (p. 15).
        Invite = "invite" { card: CardId, seat: Seat },
        /// Burn a Retainer attached to one of one's vampires, in one's turn outside an
        /// action; its Burn option does not trigger (p. 15 "Attacher").
        BurnRetainer = "burn-retainer" { card: CardId },
    }
}

jyhad_table::kv_enum! {
    /// Something that happened.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    pub enum Event {
        /// Setup: who is player 1.
        FirstPlayer = "first-player" { seat: Seat },
        /// Setup: a seat's Rival.
        Rival = "rival" { seat: Seat, rival: Seat },
        /// Setup: a seat's Haven, revealed with the starting vampires (p. 16).
        Haven = "haven" { seat: Seat, card: CardId },
        /// Setup: a seat's Leader.
        Leader = "leader" { seat: Seat, card: CardId },
        /// Setup (p. 16): an open bid of prestige for a shared starting vampire.
        Bid = "bid" { seat: Seat, amount: u8 },
        /// Setup (p. 16): a seat passes in the bidding.
        NoBid = "no-bid" { seat: Seat },
        /// Setup (p. 16): the seat keeping the shared starting vampire, and what it pays.
        BidWon = "bid-won" { seat: Seat, card: CardId, amount: u8 },
        /// A turn starts.
        Turn = "turn" { seat: Seat, number: u32 },
        /// A City card is revealed in the Streets.
        City = "city" { card: CardId },
        /// A card is burned.
        Burned = "burned" { card: CardId },
        /// A card is discarded.
        Discarded = "discarded" { seat: Seat, card: CardId },
        /// A seat draws (the card is not shown).
        Drew = "drew" { seat: Seat, from: DrawFrom },
        /// A vampire is recruited.
        Recruited = "recruited" { seat: Seat, card: CardId },
        /// A vampire moves to a party in the Streets.
        Moved = "moved" { card: CardId, party: u8 },
        /// An attack is announced.
        Attack = "attack" { attacker: CardId, target: CardId, kind: AttackKind },
        /// An attack card is revealed.
        AttackCard = "attack-card" { card: CardId },
        /// A reaction card is revealed.
        ReactionCard = "reaction-card" { card: CardId },
        /// An illegal card is discarded at its reveal.
        Illegal = "illegal" { card: CardId },
        /// A block.
        Block = "block" { blocker: CardId },
        /// A Targeted retarget.
        Retarget = "retarget" { target: CardId },
        /// Damage dealt after reductions.
        Damage = "damage" { target: CardId, amount: u8, aggravated: bool },
        /// Blood lost (not damage).
        LostBlood = "lost-blood" { card: CardId, amount: u8 },
        /// Blood mended.
        Mended = "mended" { card: CardId, amount: u8 },
        /// A vampire goes to torpor.
        Torpor = "torpor" { card: CardId },
        /// A torpid vampire returns to its haven.
        Returned = "returned" { card: CardId },
        /// A mortal is defeated.
        MortalDefeated = "mortal-defeated" { card: CardId },
        /// A card is attached to a vampire.
        Attached = "attached" { card: CardId, to: CardId },
        /// Agenda changes, and what changed it.
        Agenda = "agenda" { seat: Seat, delta: i8, total: u8, by: Cause },
        /// Prestige changes, and what changed it.
        Prestige = "prestige" { seat: Seat, delta: i16, total: u16, by: Cause },
        /// A card is played.
        Played = "played" { seat: Seat, card: CardId },
        /// A vampire exerts its influence.
        Exerted = "exerted" { vampire: CardId, influence: u8 },
        /// A seat hides prestige in its fist (amount hidden).
        Fist = "fist" { seat: Seat },
        /// A face-down influence modifier is placed.
        FaceDown = "face-down" { seat: Seat },
        /// A card is played face down outside of an attack (a Conspiracy, p. 15): which
        /// one is not told.
        FaceDownPlayed = "face-down-played" { seat: Seat },
        /// A seat declares its side with its visible influence.
        Vote = "vote" { seat: Seat, side: Side, visible: u8 },
        /// A Scheme's conflict is decided.
        Scheme = "scheme" { card: CardId, yes: u8, no: u8, passed: bool },
        /// A seat is ousted.
        Ousted = "ousted" { seat: Seat },
        /// The game is over.
        Over = "over" { winner: Option<Seat>, reason: EndReason },
        /// An attack without enough Info to reach its target ends (p. 8 step 3).
        NoInfo = "no-info" { attacker: CardId },
        /// A seat discards a card for Info in someone's attack.
        Info = "info" { seat: Seat, card: CardId },
        /// An ability is used.
        Ability = "ability" { card: CardId },
        /// A Conspiracy is revealed to a seat.
        Revealed = "revealed" { card: CardId, seat: Seat },
        /// A seat adds 1 prestige to a Conspiracy.
        Contributed = "contributed" { seat: Seat, card: CardId },
        /// A card's mode is chosen.
        Mode = "mode" { card: CardId, n: u8 },
        /// A card goes back from the discard pile to the hand.
        Retrieved = "retrieved" { seat: Seat, card: CardId },
        /// A card is revealed from the top of a deck.
        Shown = "shown" { card: CardId },
        /// A face-down Agenda is revealed by its owner (p. 16), for good.
        AgendaRevealed = "agenda-revealed" { seat: Seat, card: CardId },
        /// A Scheme's face-down Influence Modifier revealed at the conflict's end (p. 13).
        ModifierRevealed = "modifier-revealed" { seat: Seat, card: CardId },
        /// The prestige a seat hid in its fist, revealed at the conflict's end (p. 13).
        FistRevealed = "fist-revealed" { seat: Seat, amount: u8 },
        /// A card's text takes effect (the cause of the changes logged after it).
        Effect = "effect" { card: CardId },
        /// A vampire claims the Prince of the City (p. 7).
        Claim = "claim" { vampire: CardId },
        /// A mortal attacked is not defeated: not enough damage in one blow (p. 10).
        MortalSurvives = "mortal-survives" { card: CardId, damage: u8, needed: u8 },
    }
}

jyhad_table::kv_words! {
    /// How the game ended (rulebook p. 3 "Comment gagner").
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum EndReason {
        /// 13 agenda.
        Agenda = "agenda",
        /// A player ousted their Rival.
        Rival = "rival",
        /// Someone was ousted: the most agenda wins.
        MostAgenda = "most-agenda",
        /// The turn limit of the configuration.
        TimeOut = "time-out",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_round_trip() {
        for c in [
            Choice::Attack {
                attacker: CardId(3),
                target: CardId(40),
                kind: AttackKind::Social,
            },
            Choice::Play {
                card: CardId(1),
                vampire: None,
            },
            Choice::Vote { side: Side::Yes },
            Choice::Resolve {
                card: CardId(9),
                target: Seat(1),
            },
        ] {
            assert_eq!(c.to_string().parse::<Choice>().unwrap(), c);
        }
        assert_eq!(
            "attack attacker=#1 target=#2 kind=ranged"
                .parse::<Choice>()
                .unwrap()
                .to_string(),
            "attack attacker=#1 target=#2 kind=ranged"
        );
    }
}
