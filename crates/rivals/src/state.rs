//! Plain-data state of a Rivals game, its configuration and setup (rulebook p. 3-4
//! "Mise en place").

use crate::choice::{CardId, Cause, Choice, EndReason, Event, Side};
use crate::facts::{db, AttackKind, CardFacts, DefId, Kind};
use jyhad_table::Seat;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// One player's deck, by source card ids (`core-…`, stable across facts files).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckSpec {
    /// Display name.
    pub name: String,
    /// The Agenda card.
    pub agenda: String,
    /// The Haven card.
    pub haven: String,
    /// The 7 vampires of the Faction deck.
    pub vampires: Vec<String>,
    /// The 40–60 Library cards, one id per copy.
    pub library: Vec<String>,
    /// Starting vampire (Leader); default the highest Blood Potency (p. 4 step 6).
    #[serde(default)]
    pub leader: Option<String>,
}

/// Everything that defines a Rivals game besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RivalsConfig {
    /// Decks in seating order (clockwise), 2 to 4.
    pub decks: Vec<DeckSpec>,
    /// Turn limit (turns at the table) after which the game times out.
    #[serde(default)]
    pub max_turns: Option<u32>,
    /// Whether `apply` returns events.
    #[serde(default = "yes")]
    pub record_events: bool,
}

fn yes() -> bool {
    true
}

impl RivalsConfig {
    /// A table of these decks with default options.
    pub fn new(decks: Vec<DeckSpec>) -> Self {
        RivalsConfig {
            decks,
            max_turns: None,
            record_events: true,
        }
    }
}

/// Errors of the Rivals engine.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RivalsError {
    /// The configuration cannot start a game.
    #[error("bad configuration: {0}")]
    Config(String),
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// Not this seat's decision.
    #[error("{seat} does not decide now ({expected} does)")]
    NotYourDecision {
        /// Who tried.
        seat: Seat,
        /// Who decides.
        expected: Seat,
    },
    /// Not a legal option.
    #[error("illegal choice {0:?}")]
    Illegal(String),
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Loc {
    /// In its owner's Library.
    Library,
    /// In its owner's Faction deck.
    Faction,
    /// In its owner's hand.
    Hand,
    /// In its owner's discard pile.
    Discard,
    /// A vampire in its controller's Haven.
    Haven,
    /// A vampire in a party of the Streets.
    Streets(u8),
    /// A vampire in torpor.
    Torpor,
    /// Attached to a vampire.
    Attached(CardId),
    /// An Ongoing card in play beside its owner's Haven.
    Ongoing,
    /// A face-down Conspiracy in play.
    Conspiracy,
    /// Played face down in the current attack or conflict.
    Played,
    /// In the City deck.
    CityDeck,
    /// In the City discard pile.
    CityDiscard,
    /// A City card (mortal, SAD, Ongoing event) in the Streets.
    StreetsCity,
    /// Burned (out of the game).
    Burned,
    /// Returned to the box unseen at setup.
    Box,
    /// An Agenda or Haven card on the table (an Agenda: face up).
    Table,
    /// An Agenda lying face down on the table: custom decks keep it face down until its
    /// owner reveals it (p. 16 "Personnaliser votre deck"); only its owner knows it.
    AgendaDown,
    /// The Prince of the City set aside, waiting to be claimed.
    Aside,
}

/// One card of the arena.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Card {
    /// Its facts.
    pub def: DefId,
    /// Its owner and controller (`None`: City cards).
    pub owner: Option<Seat>,
    /// Where it is.
    pub loc: Loc,
    /// Blood tokens on a vampire.
    pub blood: u8,
    /// Exhausted (tapped).
    pub exhausted: bool,
    /// A No-Influence token.
    pub no_influence: bool,
    /// The Leader token.
    pub leader: bool,
    /// Prestige tokens on the card (Conspiracies, Ongoing cards).
    pub prestige: u8,
    /// Seats that contributed to a Conspiracy (bit mask).
    pub contributors: u8,
    /// Seat whose token is on an Ongoing event.
    pub token: Option<Seat>,
    /// Turn number it entered play (Conspiracy contribution rule).
    pub since_turn: u32,
    /// Seats a face-down Conspiracy was revealed to (bit mask, p. 15).
    pub revealed: u8,
    /// Agenda tokens placed on a character (Marked Man).
    pub marked: u8,
    /// Cards attached to a vampire (max 3, one Title; p. 15 "Attacher").
    pub attached: Vec<CardId>,
}

impl Card {
    /// Its facts.
    pub fn facts(&self) -> &'static CardFacts {
        db().get(self.def)
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// Prestige in the personal pool.
    pub prestige: u16,
    /// Agenda points.
    pub agenda: u8,
    /// Ousted.
    pub ousted: bool,
    /// Player number (1 = first player).
    pub number: u8,
    /// The Rival token's number this player holds.
    pub rival_token: u8,
    /// The Leader.
    pub leader: Option<CardId>,
    /// The Agenda card.
    pub agenda_card: CardId,
    /// The Haven card.
    pub haven: CardId,
    /// Library, top first.
    pub library: Vec<CardId>,
    /// Faction deck, top first.
    pub faction: Vec<CardId>,
    /// Hand.
    pub hand: Vec<CardId>,
    /// Discard pile.
    pub discard: Vec<CardId>,
    /// Vampires in play (haven, streets, torpor).
    pub coterie: Vec<CardId>,
    /// Ongoing cards and Conspiracies in play.
    pub in_play: Vec<CardId>,
    /// Has played a first turn (p. 7: its vampires cannot be attacked before).
    pub played_first_turn: bool,
}

impl Player {
    /// The draw choices this player has: from the Library and from the Faction deck, each
    /// when not empty (a free action, the end-phase draws and effects that draw).
    pub fn draw_options(&self, out: &mut Vec<crate::choice::Choice>) {
        use crate::choice::{Choice, DrawFrom};
        if !self.library.is_empty() {
            out.push(Choice::Draw {
                from: DrawFrom::Library,
            });
        }
        if !self.faction.is_empty() {
            out.push(Choice::Draw {
                from: DrawFrom::Faction,
            });
        }
    }
}

/// The phase of the active player's turn (p. 6 "Structure d'un tour").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Start phase (automatic).
    Start,
    /// Action phase.
    Action,
    /// End phase: mending step.
    Mend,
    /// End phase: Special Affairs Division damage still to assign.
    Sad,
    /// End phase: draws left.
    Draw,
    /// The game is over.
    Over,
}

/// Who is attacking what, and how far the attack sequence is (p. 9).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Attack {
    /// The attacking vampire.
    pub attacker: CardId,
    /// The seat attacking.
    pub seat: Seat,
    /// The target announced (or the blocker, or the retarget).
    pub target: CardId,
    /// The first target.
    pub announced: CardId,
    /// The attack type.
    pub kind: AttackKind,
    /// Info still needed to overcome the target's Secrecy (step 3).
    pub info_needed: u8,
    /// The face-down attack card.
    pub card: Option<CardId>,
    /// The blocker.
    pub blocker: Option<CardId>,
    /// The face-down reaction.
    pub reaction: Option<CardId>,
    /// Step reached.
    pub step: AttackStep,
    /// Extra damage from abilities (step 9).
    pub bonus: u8,
    /// Damage prevented by the defender's abilities (step 11).
    pub prevent: u8,
    /// Abilities used in this attack.
    pub used: Vec<CardId>,
    /// An attack on a claimant of the Prince of the City (p. 7): no block, no reaction.
    pub prince: bool,
    /// The restart of step 6 after an illegal attack card already happened.
    pub restarted: bool,
    /// Step 3: seats still asked to discard for Info, the attacker first (p. 8).
    pub helpers: Vec<Seat>,
    /// A "choose one" attack card's chosen mode (0 or 1).
    pub mode: Option<u8>,
    /// Aggravated damage to each other member of the opposing party (Molotov Cocktail).
    pub splash: u8,
    /// The attack cannot be blocked (The Cossack).
    pub unblockable: bool,
    /// Step 6: seats still asked whether they block, the defender first (its party's
    /// ready members), then the attacker's other foes clockwise, whose Street Preacher or
    /// Dragon's Roost Leader may block an attack on any target (p. 16 "Prédicateur").
    pub block_seats: Vec<Seat>,
    /// The attack card was played face up (Scoped .30-06 for Intel).
    pub card_face_up: bool,
}

/// An effect waiting for a seat's choice (a "you may" or a choice inside an effect):
/// the options come from the source card's definition (`effects::prompt_options`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Prompt {
    /// Who chooses.
    pub seat: Seat,
    /// The card whose effect this is.
    pub source: CardId,
    /// The character acting for that effect (attacker, host), if any.
    pub actor: Option<CardId>,
    /// Choices still to make.
    pub left: u8,
    /// Whether `pass` ends it.
    pub optional: bool,
    /// Effect-specific data (a step, an amount, a seat).
    pub data: u8,
    /// The card or character the effect is about, if any.
    pub target: Option<CardId>,
    /// Cards already chosen (an effect that cannot choose the same card twice).
    pub picked: Vec<CardId>,
    /// An effect's draws: each one from the Library or the Faction deck, as the player
    /// chooses (p. 8 "Étape de pioche": every draw chooses its deck).
    pub draw: bool,
    /// Damage waiting for its prevention: `left` points to `target` (by `actor`, aggravated
    /// if `aggravated`), prevented point by point by its controller — an attached Vagrant
    /// exhausted, a card discarded for The Dockyards' Leader —, `pass` takes the rest, dealt
    /// when the prompt is done (p. 8 "Étape des antagonistes": prevention applies to damage
    /// that is not an attack's; the Haven's and the Vagrant's texts name every damage).
    #[serde(default)]
    pub damage: bool,
    /// A pending damage's aggravated flag.
    #[serde(default)]
    pub aggravated: bool,
    /// A pending damage's culprit (ousting credit, `State::culprit`) when it is dealt.
    #[serde(default)]
    pub culprit: Option<Seat>,
    /// A card (`source`) waiting to be attached to `target`, which has 3 already: the
    /// player picks a non-Title card attached to burn first (p. 15 "Attacher").
    pub room: bool,
    /// An invitation to contribute to the Conspiracy `source` (p. 15): its only option is
    /// `contribute`, whatever the card's own effect asks at its resolution.
    #[serde(default)]
    pub invite: bool,
}

impl Prompt {
    /// A prompt of `seat` for `source`'s effect, `left` choices, mandatory.
    pub fn new(seat: Seat, source: CardId, left: u8) -> Self {
        Prompt {
            seat,
            source,
            actor: None,
            left,
            optional: false,
            data: 0,
            target: None,
            picked: Vec::new(),
            draw: false,
            damage: false,
            aggravated: false,
            culprit: None,
            room: false,
            invite: false,
        }
    }

    /// `n` draws of `seat` for `source`'s effect, each from the deck the player chooses.
    pub fn draws(seat: Seat, source: CardId, n: u8) -> Self {
        Prompt {
            draw: true,
            ..Prompt::new(seat, source, n)
        }
    }
}

/// p. 16 "Unicité des vampires": when several players reveal the same starting vampire,
/// one round of open bids in prestige among them, from the one closest to Player 1
/// clockwise; each bids once (more than the bid before, 0 allowed) or passes; the highest
/// bidder keeps the vampire and pays, nobody bidding leaves it to the first of them in turn
/// order; each other one pays nothing and chooses another vampire of their Faction deck,
/// none already on the table, the first one going back into that deck.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Bidding {
    /// The auction's bidders still to speak, in turn order.
    pub to_speak: Vec<Seat>,
    /// Every bidder of the auction in that order (the first keeps it when nobody bids).
    pub bidders: Vec<Seat>,
    /// The highest bid so far.
    pub best: Option<(Seat, u8)>,
    /// Losers still to choose another starting vampire, in turn order.
    pub replace: Vec<Seat>,
    /// Auctions still to hold (other shared vampires), each in bidding order.
    pub later: Vec<Vec<Seat>>,
}

/// Steps of the attack sequence that wait for a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AttackStep {
    /// Step 3: discard for Info.
    Info,
    /// Step 5: attack card.
    Card,
    /// Step 6: block.
    Block,
    /// Step 7: reaction.
    Reaction,
    /// Step 8: Targeted retarget.
    Retarget,
    /// Step 9: attacker's abilities.
    AttackerAbilities,
    /// Step 9: defender's abilities.
    DefenderAbilities,
    /// After damage: a defeated mortal is burned or attached.
    Mortal,
}

/// A claim of the Prince of the City in progress (p. 7).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Claim {
    /// The claimant.
    pub claimant: CardId,
    /// Opponents still to decide, in turn order.
    pub pending: Vec<Seat>,
}

/// Influence being raised (a Title's cost or a Scheme's conflict, p. 12-14).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Influence {
    /// The card played (Title or Scheme).
    pub card: CardId,
    /// The vampire acting.
    pub vampire: Option<CardId>,
    /// Title: influence still to raise.
    pub remaining: u8,
    /// Scheme: seats still to vote, in turn order.
    pub voters: Vec<Seat>,
    /// Scheme: per seat, (side, visible, modifier card, fist prestige).
    pub votes: Vec<Vote>,
    /// Whether this is a Scheme.
    pub scheme: bool,
}

/// One seat's part in a Scheme.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Vote {
    /// Declared side.
    pub side: Option<Side>,
    /// Visible influence (exerted vampires).
    pub visible: u8,
    /// Face-down influence modifier.
    pub modifier: Option<CardId>,
    /// Prestige hidden in the fist.
    pub fist: u8,
}

/// The whole game.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct State {
    /// The seeded RNG, the only source of chance.
    pub rng: ChaCha8Rng,
    /// Card arena.
    pub cards: Vec<Card>,
    /// Players by seat.
    pub players: Vec<Player>,
    /// City deck, top first.
    pub city_deck: Vec<CardId>,
    /// City discard pile.
    pub city_discard: Vec<CardId>,
    /// City cards in the Streets.
    pub streets: Vec<CardId>,
    /// The Prince of the City card.
    pub prince: CardId,
    /// Whose turn.
    pub active: Seat,
    /// Turns played at the table (1-based).
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// Actions left this turn.
    pub actions_left: u8,
    /// Moves made this turn (bounded, see `turn.rs`).
    pub moves: u8,
    /// Abilities used this turn (once per turn each, p. 10).
    pub used_this_turn: Vec<CardId>,
    /// Vampires mended this end phase.
    pub mended: Vec<CardId>,
    /// SAD damage left to assign.
    pub sad_left: u8,
    /// Draws left in the end phase.
    pub draws_left: u8,
    /// The attack in progress.
    pub attack: Option<Attack>,
    /// The Prince claim in progress.
    pub claim: Option<Claim>,
    /// Influence being raised.
    pub influence: Option<Influence>,
    /// Turn limit.
    pub max_turns: Option<u32>,
    /// Whether events are recorded.
    pub record_events: bool,
    /// Events since the last `apply` (not part of a snapshot).
    #[serde(skip)]
    pub events: Vec<Event>,
    /// The winner, once over.
    pub winner: Option<Seat>,
    /// How the game ended.
    pub end: Option<EndReason>,
    /// Seat responsible for the damage or loss being resolved (ousting credit).
    pub culprit: Option<Seat>,
    /// Setup: the bidding for a starting vampire revealed at several seats (p. 16).
    #[serde(default)]
    pub bidding: Option<Bidding>,
    /// Effects waiting for a choice, first first (they come before anything else).
    pub prompts: Vec<Prompt>,
    /// A card one seat is looking at (Search Engine).
    pub peek: Option<(Seat, CardId)>,
    /// Mortals defeated this turn (First Tradition: The Masquerade).
    pub mortals_this_turn: u8,
    /// Leaders that do not return to their Haven this turn (Meeting at Alcatraz).
    pub stay_out: Vec<CardId>,
    /// Face-down cards a foe contributed to under Faulty Logic this turn: (card, seat).
    pub forced: Vec<(CardId, Seat)>,
    /// Attackers whose next attack this turn cannot be blocked (The Cossack).
    pub unblockable: Vec<CardId>,
    /// Conspiracies revealed to a foe this turn: (card, seat), one invitation each.
    pub invited: Vec<(CardId, Seat)>,
}

/// The City deck of the Core set (`decks/city-core.json`): one of each card, except 5
/// Vagrants and 5 Special Affairs Divisions (the data README's correction of the S.A.D.
/// count to reach the 27 cards of the rulebook's contents list).
pub fn city_deck_defs() -> Vec<DefId> {
    let db = db();
    let mut out = Vec::new();
    for (i, c) in db.cards.iter().enumerate() {
        if c.kind != Kind::City || c.id == "core-prince-of-the-city" {
            continue;
        }
        let n = if c.id == "core-special-affairs-division" {
            5
        } else {
            c.copies.unwrap_or(1)
        };
        for _ in 0..n {
            out.push(i as DefId);
        }
    }
    out
}

fn def_of(id: &str) -> Result<DefId, RivalsError> {
    db().lookup(id)
        .ok_or_else(|| RivalsError::Config(format!("unknown card {id:?}")))
}

impl State {
    pub(crate) fn push_card(&mut self, def: DefId, owner: Option<Seat>, loc: Loc) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(Card {
            def,
            owner,
            loc,
            blood: 0,
            exhausted: false,
            no_influence: false,
            leader: false,
            prestige: 0,
            contributors: 0,
            token: None,
            since_turn: 0,
            revealed: 0,
            marked: 0,
            attached: Vec::new(),
        });
        id
    }

    /// Records an event.
    pub fn log(&mut self, e: Event) {
        if self.record_events {
            self.events.push(e);
        }
    }

    /// Sets up a new game exactly as the rulebook (p. 3-4 "Mise en place").
    pub fn new_game(config: &RivalsConfig, seed: u64) -> Result<State, RivalsError> {
        let n = config.decks.len();
        if !(2..=4).contains(&n) {
            return Err(RivalsError::Config(format!("{n} players (2 to 4)")));
        }
        let mut s = State {
            rng: ChaCha8Rng::seed_from_u64(seed),
            cards: Vec::new(),
            players: Vec::new(),
            city_deck: Vec::new(),
            city_discard: Vec::new(),
            streets: Vec::new(),
            prince: CardId(0),
            active: Seat(0),
            turn: 1,
            phase: Phase::Start,
            actions_left: 2,
            moves: 0,
            used_this_turn: Vec::new(),
            mended: Vec::new(),
            sad_left: 0,
            draws_left: 0,
            attack: None,
            claim: None,
            influence: None,
            max_turns: config.max_turns,
            record_events: config.record_events,
            events: Vec::new(),
            winner: None,
            end: None,
            culprit: None,
            bidding: None,
            prompts: Vec::new(),
            peek: None,
            mortals_this_turn: 0,
            stay_out: Vec::new(),
            forced: Vec::new(),
            unblockable: Vec::new(),
            invited: Vec::new(),
        };
        // Steps 1-2: remove the 10 events, return 4 of them unseen to the box, shuffle
        // the other 6 with the 17 City cards: 23 cards.
        let city = city_deck_defs();
        let (mut events, others): (Vec<DefId>, Vec<DefId>) =
            city.into_iter().partition(|d| db().get(*d).is("event"));
        events.shuffle(&mut s.rng);
        for d in events.drain(..4) {
            s.push_card(d, None, Loc::Box);
        }
        let mut deck: Vec<DefId> = events.into_iter().chain(others).collect();
        deck.shuffle(&mut s.rng);
        for d in deck {
            let id = s.push_card(d, None, Loc::CityDeck);
            s.city_deck.push(id);
        }
        let prince = def_of("core-prince-of-the-city")?;
        s.prince = s.push_card(prince, None, Loc::Aside);
        // Steps 3-8 for each player. Every player lays Haven, starting vampire and Agenda
        // face down; once all have, the Havens and starting vampires are revealed together
        // (p. 16 "Personnaliser votre deck"): logged after the loop; the Agenda stays down.
        let mut revealed = Vec::new();
        for (i, deck) in config.decks.iter().enumerate() {
            let seat = Seat(i as u8);
            let agenda = def_of(&deck.agenda)?;
            let haven = def_of(&deck.haven)?;
            if db().get(agenda).kind != Kind::Agenda || db().get(haven).kind != Kind::Haven {
                return Err(RivalsError::Config(format!(
                    "{}: agenda or haven of the wrong kind",
                    deck.name
                )));
            }
            if deck.vampires.len() != 7 {
                return Err(RivalsError::Config(format!(
                    "{}: {} vampires (7 needed, p. 16)",
                    deck.name,
                    deck.vampires.len()
                )));
            }
            // Jyhad's decks are custom decks: the Agenda starts face down (p. 16).
            let agenda_card = s.push_card(agenda, Some(seat), Loc::AgendaDown);
            let haven_card = s.push_card(haven, Some(seat), Loc::Table);
            let mut vamps = Vec::new();
            for v in &deck.vampires {
                let d = def_of(v)?;
                if db().get(d).kind != Kind::Vampire {
                    return Err(RivalsError::Config(format!("{v} is not a vampire")));
                }
                vamps.push(s.push_card(d, Some(seat), Loc::Faction));
            }
            let mut library = Vec::new();
            for l in &deck.library {
                let d = def_of(l)?;
                if db().get(d).kind != Kind::Library {
                    return Err(RivalsError::Config(format!("{l} is not a Library card")));
                }
                library.push(s.push_card(d, Some(seat), Loc::Library));
            }
            // Steps 6-8: the Leader is the highest Blood Potency vampire (or chosen).
            let leader = match &deck.leader {
                Some(name) => {
                    let d = def_of(name)?;
                    *vamps
                        .iter()
                        .find(|v| s.cards[v.index()].def == d)
                        .ok_or_else(|| RivalsError::Config(format!("leader {name} not in deck")))?
                }
                None => *vamps
                    .iter()
                    .max_by_key(|v| (s.bp(**v), std::cmp::Reverse(v.0)))
                    .expect("7 vampires"),
            };
            vamps.retain(|v| *v != leader);
            let bp = s.bp(leader);
            {
                let c = &mut s.cards[leader.index()];
                c.loc = Loc::Haven;
                c.leader = true;
                c.blood = bp;
            }
            s.players.push(Player {
                prestige: 20 - u16::from(bp),
                agenda: 0,
                ousted: false,
                number: 0,
                rival_token: 0,
                leader: Some(leader),
                agenda_card,
                haven: haven_card,
                library,
                faction: vamps,
                hand: Vec::new(),
                discard: Vec::new(),
                coterie: vec![leader],
                in_play: Vec::new(),
                played_first_turn: false,
            });
            revealed.push((seat, haven_card, leader));
        }
        for (seat, haven, leader) in revealed {
            s.log(Event::Haven { seat, card: haven });
            s.log(Event::Leader { seat, card: leader });
        }
        // Step 9: a random first player; players are numbered clockwise from them.
        let first = s.rng.gen_range(0..n);
        s.active = Seat(first as u8);
        s.log(Event::FirstPlayer { seat: s.active });
        for k in 0..n {
            s.players[(first + k) % n].number = (k + 1) as u8;
        }
        s.draw_rival_tokens();
        for i in 0..n {
            let rival = s.rival_of(Seat(i as u8));
            s.log(Event::Rival {
                seat: Seat(i as u8),
                rival,
            });
        }
        // p. 16 "Unicité des vampires": once the turn order is known, the players who
        // revealed the same starting vampire bid for it (decisions before steps 10-11).
        let mut auctions: Vec<Vec<Seat>> = Vec::new();
        let mut by_number: Vec<Seat> = (1..=n as u8).map(|k| s.seat_of_number(k)).collect();
        while let Some(first) = by_number.first().copied() {
            let def = s.cards[s.players[first.index()].leader.expect("leader").index()].def;
            let same: Vec<Seat> = by_number
                .iter()
                .copied()
                .filter(|x| {
                    s.cards[s.players[x.index()].leader.expect("leader").index()].def == def
                })
                .collect();
            by_number.retain(|x| !same.contains(x));
            if same.len() > 1 {
                auctions.push(same);
            }
        }
        if !auctions.is_empty() {
            let first = auctions.remove(0);
            s.bidding = Some(Bidding {
                to_speak: first.clone(),
                bidders: first,
                best: None,
                replace: Vec::new(),
                later: auctions,
            });
            return Ok(s);
        }
        s.deal_and_start();
        Ok(s)
    }

    /// Setup steps 10-11, then the first turn.
    fn deal_and_start(&mut self) {
        let n = self.players.len();
        let s = self;
        // Steps 10-11: shuffle, draw 4 Library + 1 Faction, +1 Faction for players 2-4.
        for i in 0..n {
            let p = &mut s.players[i];
            p.library.shuffle(&mut s.rng);
            p.faction.shuffle(&mut s.rng);
            let extra = usize::from(p.number > 1);
            for _ in 0..4 {
                s.draw_card(Seat(i as u8), crate::choice::DrawFrom::Library, false);
            }
            for _ in 0..1 + extra {
                s.draw_card(Seat(i as u8), crate::choice::DrawFrom::Faction, false);
            }
        }
        s.start_turn();
    }

    /// The bidding's decision (p. 16): a loser's other starting vampire (a Faction vampire
    /// whose name is on no Leader at the table), or the next bidder's bids from the lowest
    /// allowed (0, or 1 more than the best bid) to all but their last prestige, and `pass`.
    pub fn bidding_options(&self, b: &Bidding, out: &mut Vec<Choice>) -> (Seat, &'static str) {
        if let Some(&seat) = b.replace.first() {
            let on_table: Vec<&str> = self
                .players
                .iter()
                .filter_map(|p| p.leader)
                .map(|l| self.facts(l).name.as_str())
                .collect();
            for v in &self.players[seat.index()].faction {
                if !on_table.contains(&self.facts(*v).name.as_str()) {
                    out.push(Choice::Pick { card: *v });
                }
            }
            return (seat, "choose another starting vampire");
        }
        let seat = b.to_speak[0];
        let min = b.best.map_or(0, |(_, a)| u16::from(a) + 1);
        let max = self.players[seat.index()].prestige.saturating_sub(1);
        for a in min..=max.min(u16::from(u8::MAX)) {
            out.push(Choice::Prestige { amount: a as u8 });
        }
        out.push(Choice::Pass {});
        (seat, "bid for the shared starting vampire")
    }

    /// Applies a bidding decision (p. 16).
    pub fn bidding_step(&mut self, seat: Seat, choice: Choice) {
        let mut b = self.bidding.take().expect("bidding");
        match choice {
            Choice::Pick { card } => {
                self.replace_leader(seat, card);
                b.replace.remove(0);
            }
            Choice::Prestige { amount } => {
                self.log(Event::Bid { seat, amount });
                b.best = Some((seat, amount));
                b.to_speak.remove(0);
            }
            _ => {
                self.log(Event::NoBid { seat });
                b.to_speak.remove(0);
            }
        }
        if b.to_speak.is_empty() && b.replace.is_empty() && !b.bidders.is_empty() {
            // The highest bid keeps the vampire and pays; nobody bidding: the first in
            // turn order keeps it. The others pay nothing and replace theirs.
            let (winner, paid) = b.best.unwrap_or((b.bidders[0], 0));
            self.players[winner.index()].prestige -= u16::from(paid);
            let card = self.players[winner.index()].leader.expect("leader");
            self.log(Event::BidWon {
                seat: winner,
                card,
                amount: paid,
            });
            b.replace = b.bidders.iter().copied().filter(|x| *x != winner).collect();
            b.bidders.clear();
            b.best = None;
        }
        if b.replace.is_empty() && b.to_speak.is_empty() {
            if b.later.is_empty() {
                self.deal_and_start();
                return;
            }
            let next = b.later.remove(0);
            b.to_speak = next.clone();
            b.bidders = next;
        }
        self.bidding = Some(b);
    }

    /// A loser of the bidding takes another starting vampire from the Faction deck as its
    /// Leader, with blood from its prestige; the first one goes back into the Faction deck
    /// (shuffled at step 10) and its blood back to the prestige (p. 16, p. 4 step 8).
    fn replace_leader(&mut self, seat: Seat, new: CardId) {
        let old = self.players[seat.index()].leader.expect("leader");
        let back = self.cards[old.index()].blood;
        {
            let c = &mut self.cards[old.index()];
            c.loc = Loc::Faction;
            c.leader = false;
            c.blood = 0;
        }
        let bp = self.bp(new);
        {
            let c = &mut self.cards[new.index()];
            c.loc = Loc::Haven;
            c.leader = true;
            c.blood = bp;
        }
        let p = &mut self.players[seat.index()];
        p.prestige = p.prestige + u16::from(back) - u16::from(bp);
        p.faction.retain(|v| *v != new);
        p.faction.push(old);
        p.leader = Some(new);
        p.coterie = vec![new];
        self.log(Event::Leader { seat, card: new });
    }

    /// Step 9: Rival tokens, drawn from player 1 clockwise so that no one draws their
    /// own number; when two players are left and a number of theirs is still among the
    /// tokens, the last tokens are dealt so that neither gets their own.
    fn draw_rival_tokens(&mut self) {
        let n = self.players.len() as u8;
        if n == 2 {
            for p in &mut self.players {
                p.rival_token = 3 - p.number;
            }
            return;
        }
        let mut tokens: Vec<u8> = (1..=n).collect();
        for number in 1..=n {
            let seat = self.seat_of_number(number);
            let left = n - number + 1;
            if left == 2 {
                let other = number + 1;
                if tokens.contains(&number) || tokens.contains(&other) {
                    // Deal the two last tokens so that nobody gets their own.
                    let (a, b) = (tokens[0], tokens[1]);
                    let (mine, theirs) = if a == number || b == other {
                        (b, a)
                    } else {
                        (a, b)
                    };
                    self.players[seat.index()].rival_token = mine;
                    let o = self.seat_of_number(other);
                    self.players[o.index()].rival_token = theirs;
                    return;
                }
            }
            let mut pick = self.rng.gen_range(0..tokens.len());
            if tokens[pick] == number {
                // Drew their own: draw another, then put the first one back.
                let others: Vec<usize> = (0..tokens.len()).filter(|i| *i != pick).collect();
                pick = others[self.rng.gen_range(0..others.len())];
            }
            let t = tokens.remove(pick);
            self.players[seat.index()].rival_token = t;
        }
    }

    /// The seat of a player number.
    pub fn seat_of_number(&self, number: u8) -> Seat {
        Seat(
            self.players
                .iter()
                .position(|p| p.number == number)
                .expect("numbered") as u8,
        )
    }

    /// A seat's Rival: the player whose number is on its Rival token.
    pub fn rival_of(&self, seat: Seat) -> Seat {
        self.seat_of_number(self.players[seat.index()].rival_token)
    }

    /// The seat holding the Rival token of this seat.
    pub fn rival_token_holder(&self, seat: Seat) -> Seat {
        let num = self.players[seat.index()].number;
        Seat(
            self.players
                .iter()
                .position(|p| p.rival_token == num)
                .expect("every number is drawn") as u8,
        )
    }

    /// Facts of a card.
    pub fn facts(&self, c: CardId) -> &'static CardFacts {
        self.cards[c.index()].facts()
    }

    /// Current Blood Potency: printed, plus Retainers' bonuses (Cop, Skateboarder).
    pub fn bp(&self, c: CardId) -> u8 {
        let card = &self.cards[c.index()];
        let base = card.facts().bp.unwrap_or(0);
        base + card
            .attached
            .iter()
            .filter(|a| {
                matches!(
                    self.facts(**a).id.as_str(),
                    "core-cop" | "core-skateboarder"
                )
            })
            .count() as u8
    }

    /// Current attribute (0 Physical, 1 Social, 2 Mental), Retainers included.
    pub fn attribute(&self, c: CardId, which: usize) -> u8 {
        let card = &self.cards[c.index()];
        if card.loc == Loc::Torpor {
            return 0;
        }
        let mut v = card.facts().attributes[which];
        for a in &card.attached {
            let bonus = match (self.facts(*a).id.as_str(), which) {
                ("core-athlete", 0) | ("core-tour-guide", 1) | ("core-student", 2) => 1,
                _ => 0,
            };
            v += bonus;
        }
        v
    }

    /// Discipline level of a vampire, Retainers included.
    pub fn discipline(&self, c: CardId, d: &str) -> u8 {
        let card = &self.cards[c.index()];
        if card.loc == Loc::Torpor {
            return 0;
        }
        let mut v = card.facts().discipline(d);
        for a in &card.attached {
            let gained = match self.facts(*a).id.as_str() {
                "core-addict" => "auspex",
                "core-chef" => "presence",
                "core-cop" => "dominate",
                "core-skateboarder" => "celerity",
                _ => "",
            };
            if gained == d {
                v += 1;
            }
        }
        v
    }

    /// Whether a vampire is active (in play and not in torpor).
    pub fn is_active(&self, c: CardId) -> bool {
        matches!(self.cards[c.index()].loc, Loc::Haven | Loc::Streets(_))
    }

    /// A seat's active vampires (its coterie, p. 2 glossary).
    pub fn active_vampires(&self, seat: Seat) -> Vec<CardId> {
        self.players[seat.index()]
            .coterie
            .iter()
            .copied()
            .filter(|c| self.is_active(*c))
            .collect()
    }

    /// Whether a vampire holds a Title.
    pub fn has_title(&self, c: CardId) -> bool {
        self.cards[c.index()]
            .attached
            .iter()
            .any(|a| self.facts(*a).is("title"))
    }

    /// A vampire's Influence (p. 12): Leader token +1, Prince +2, Primogen +1, abilities.
    pub fn influence(&self, c: CardId) -> u8 {
        let card = &self.cards[c.index()];
        if !self.is_active(c) || card.no_influence {
            return 0;
        }
        let mut v = u8::from(card.leader);
        for a in &card.attached {
            v += match self.facts(*a).id.as_str() {
                "core-prince-of-the-city" => 2,
                "core-primogen" => 1,
                _ => 0,
            };
        }
        let seat = card.owner.expect("vampires have owners");
        // Muhammad Zadeh: +1 per attached Retainer.
        if card.facts().id == "core-muhammad-zadeh" {
            v += card
                .attached
                .iter()
                .filter(|a| self.facts(**a).is("retainer"))
                .count() as u8;
        }
        // Royal Retreat (Leader Ability): titled vampires +1.
        if self.haven_is(seat, "core-royal-retreat")
            && self.leader_in_play(seat)
            && self.has_title(c)
        {
            v += 1;
        }
        // Influencer (Ongoing): Presence +1; Assert Authority: Leader +1 per foe.
        for o in &self.players[seat.index()].in_play {
            match self.facts(*o).id.as_str() {
                "core-influencer" if self.discipline(c, "presence") > 0 => v += 1,
                "core-assert-authority" if card.leader => {
                    v += self.players.iter().filter(|p| !p.ousted).count() as u8 - 1
                }
                _ => {}
            }
        }
        v
    }

    /// Whether a seat's Haven is this card.
    pub fn haven_is(&self, seat: Seat, id: &str) -> bool {
        self.facts(self.players[seat.index()].haven).id == id
    }

    /// Whether the Leader is in play and active (Leader Abilities, p. 5).
    pub fn leader_in_play(&self, seat: Seat) -> bool {
        self.players[seat.index()]
            .leader
            .is_some_and(|l| self.is_active(l))
    }

    /// A vampire's Secrecy (p. 5 Havens: +1 in the Haven; Prince always 0).
    pub fn secrecy(&self, c: CardId) -> u8 {
        let card = &self.cards[c.index()];
        if card
            .attached
            .iter()
            .any(|a| self.facts(*a).id == "core-prince-of-the-city")
        {
            return 0;
        }
        let seat = card.owner.expect("vampire");
        match card.loc {
            Loc::Haven => {
                let mut s = self
                    .facts(self.players[seat.index()].haven)
                    .secrecy
                    .unwrap_or(1);
                if self.players[seat.index()]
                    .coterie
                    .iter()
                    .any(|v| self.is_active(*v) && self.has_attached(*v, "core-keeper-of-elysium"))
                {
                    s += 1;
                }
                s
            }
            Loc::Streets(_) => {
                let mut s = 0;
                if self.street_event("core-castro-street-party") {
                    s += 1;
                }
                if self.players[seat.index()]
                    .in_play
                    .iter()
                    .any(|o| self.facts(*o).id == "core-first-tradition-the-masquerade")
                {
                    s += 1;
                }
                s
            }
            _ => 0,
        }
    }

    /// Whether a vampire has this card attached.
    pub fn has_attached(&self, c: CardId, id: &str) -> bool {
        self.cards[c.index()]
            .attached
            .iter()
            .any(|a| self.facts(*a).id == id)
    }

    /// Whether an Ongoing event is in the Streets.
    pub fn street_event(&self, id: &str) -> bool {
        self.street_card(id).is_some()
    }

    /// The City card of this facts id in the Streets, if any.
    pub fn street_card(&self, id: &str) -> Option<CardId> {
        self.streets
            .iter()
            .copied()
            .find(|c| self.facts(*c).id == id)
    }

    /// The vampires of a party: the whole Haven, one Streets party, or a mortal alone.
    pub fn party_of(&self, c: CardId) -> Vec<CardId> {
        let card = &self.cards[c.index()];
        let Some(seat) = card.owner else {
            return vec![c];
        };
        if self.street_event("core-wandering-the-bart-tunnels")
            && matches!(card.loc, Loc::Streets(_))
        {
            return vec![c];
        }
        self.players[seat.index()]
            .coterie
            .iter()
            .copied()
            .filter(|v| self.cards[v.index()].loc == card.loc)
            .collect()
    }

    /// Draws a card from a deck into the hand (nothing if it is empty).
    pub fn draw_card(&mut self, seat: Seat, from: crate::choice::DrawFrom, log: bool) {
        let p = &mut self.players[seat.index()];
        let deck = match from {
            crate::choice::DrawFrom::Library => &mut p.library,
            crate::choice::DrawFrom::Faction => &mut p.faction,
        };
        if deck.is_empty() {
            return;
        }
        let c = deck.remove(0);
        p.hand.push(c);
        self.cards[c.index()].loc = Loc::Hand;
        if log {
            self.log(Event::Drew { seat, from });
        }
    }

    /// Whether a card lies face down in play so that some seat may not know it: a
    /// Conspiracy not revealed to every seat (p. 15), an attack card before the reveal
    /// (p. 8 step 8), a Scheme's Influence Modifier before the conflict's reveal (p. 13).
    pub fn secret(&self, c: CardId) -> bool {
        let card = &self.cards[c.index()];
        match card.loc {
            Loc::Conspiracy => {
                let all = (1u16 << self.players.len()) - 1;
                u16::from(card.revealed) & all != all
            }
            Loc::AgendaDown => true,
            Loc::Played => {
                let in_attack = self.attack.as_ref().is_some_and(|a| {
                    matches!(
                        a.step,
                        AttackStep::Card | AttackStep::Block | AttackStep::Reaction
                    ) && (a.card == Some(c) && !a.card_face_up || a.reaction == Some(c))
                });
                let in_scheme = self
                    .influence
                    .as_ref()
                    .is_some_and(|i| i.scheme && i.votes.iter().any(|v| v.modifier == Some(c)));
                in_attack || in_scheme
            }
            _ => false,
        }
    }

    /// Whether `seat` (`None`: a spectator) may know which card this is: its own cards,
    /// anything face up in play or in a discard pile, a Conspiracy revealed to it; never
    /// another seat's hand, deck or face-down card, the City deck or the boxed events.
    pub fn visible_to(&self, c: CardId, seat: Option<Seat>) -> bool {
        let card = &self.cards[c.index()];
        let mine = seat.is_some() && card.owner == seat;
        match card.loc {
            Loc::Library | Loc::Faction => {
                self.peek.is_some_and(|(s, p)| p == c && Some(s) == seat)
            }
            Loc::Hand => mine,
            Loc::CityDeck | Loc::Box => false,
            Loc::Conspiracy => {
                mine || seat.is_some_and(|s| card.revealed & (1 << s.0) != 0) || !self.secret(c)
            }
            Loc::Played => mine || !self.secret(c),
            Loc::AgendaDown => mine,
            _ => true,
        }
    }

    /// Whether a seat can draw from somewhere.
    pub fn can_draw(&self, seat: Seat) -> bool {
        let p = &self.players[seat.index()];
        !p.library.is_empty() || !p.faction.is_empty()
    }

    /// Discards a card from hand.
    pub fn discard_from_hand(&mut self, seat: Seat, c: CardId) {
        let p = &mut self.players[seat.index()];
        p.hand.retain(|h| *h != c);
        p.discard.push(c);
        self.cards[c.index()].loc = Loc::Discard;
        self.log(Event::Discarded { seat, card: c });
    }

    /// Puts a played or attached card in its owner's discard pile (City cards go to the
    /// City discard, events and burned mortals are burned by their callers).
    pub fn to_discard(&mut self, c: CardId) {
        match self.cards[c.index()].owner {
            Some(seat) => {
                self.players[seat.index()].discard.push(c);
                self.cards[c.index()].loc = Loc::Discard;
            }
            None => {
                if c == self.prince {
                    self.cards[c.index()].loc = Loc::Aside;
                } else {
                    self.city_discard.push(c);
                    self.cards[c.index()].loc = Loc::CityDiscard;
                }
            }
        }
    }

    /// Changes a seat's prestige; the log names the card or rule that did (`by`).
    pub fn gain_prestige(&mut self, seat: Seat, delta: i16, by: impl Into<Cause>) {
        let p = &mut self.players[seat.index()];
        if p.ousted || delta == 0 {
            return;
        }
        p.prestige = (i32::from(p.prestige) + i32::from(delta)).max(0) as u16;
        let total = p.prestige;
        let by = by.into();
        self.log(Event::Prestige {
            seat,
            delta,
            total,
            by,
        });
    }

    /// Whether `seat`'s Agenda (face up or down) is `id`.
    pub fn agenda_is(&self, seat: Seat, id: &str) -> bool {
        self.facts(self.players[seat.index()].agenda_card).id == id
    }

    /// `seat`'s Agenda triggers, worth `amount` agenda (`effects::agenda_payoff`). Face up,
    /// it pays at once; face down, it triggers only if its owner reveals it now (p. 16
    /// "Personnaliser votre deck": reveal it when its text can trigger): a prompt,
    /// `ability card=<the Agenda>` reveals it and pays, `pass` leaves it face down.
    pub fn agenda_trigger(&mut self, seat: Seat, amount: u8) {
        let ag = self.players[seat.index()].agenda_card;
        if self.cards[ag.index()].loc == Loc::AgendaDown {
            let mut p = Prompt::new(seat, ag, 1);
            p.optional = true;
            p.data = amount;
            self.prompts.push(p);
        } else {
            crate::effects::agenda_payoff(self, seat, amount);
        }
    }

    /// Changes a seat's agenda; 13 wins at once (p. 3). The log names the card or rule
    /// that did (`by`).
    pub fn gain_agenda(&mut self, seat: Seat, delta: i8, by: impl Into<Cause>) {
        let p = &mut self.players[seat.index()];
        if p.ousted || delta == 0 {
            return;
        }
        p.agenda = (i16::from(p.agenda) + i16::from(delta)).max(0) as u8;
        let total = p.agenda;
        let by = by.into();
        self.log(Event::Agenda {
            seat,
            delta,
            total,
            by,
        });
        if total >= 13 && self.phase != Phase::Over {
            self.finish(Some(seat), EndReason::Agenda);
        }
    }

    /// Ends the game.
    pub fn finish(&mut self, winner: Option<Seat>, reason: EndReason) {
        self.phase = Phase::Over;
        self.winner = winner;
        self.end = Some(reason);
        self.attack = None;
        self.claim = None;
        self.influence = None;
        self.log(Event::Over { winner, reason });
    }

    /// Seats from `from` clockwise, skipping the ousted (`from` included).
    pub fn clockwise(&self, from: Seat) -> Vec<Seat> {
        let n = self.players.len();
        (0..n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .filter(|s| !self.players[s.index()].ousted)
            .collect()
    }

    /// Whether a seat has an active vampire of this clan (clan cards, p. 7).
    pub fn has_clan(&self, seat: Seat, clan: &str) -> bool {
        self.active_vampires(seat)
            .iter()
            .any(|v| self.facts(*v).clan.as_deref() == Some(clan))
    }

    /// Whether a vampire may play this card (Blood Potency and clan requirement).
    pub fn can_play(&self, vampire: CardId, card: CardId) -> bool {
        let f = self.facts(card);
        let seat = self.cards[vampire.index()].owner.expect("vampire");
        f.bp_req.is_none_or(|r| self.bp(vampire) >= r)
            && f.clan.as_deref().is_none_or(|c| self.has_clan(seat, c))
    }
}
