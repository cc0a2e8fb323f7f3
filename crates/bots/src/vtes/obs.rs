//! [`VtesObs`]: what one seat sees of a VTES game, borrowed from the state.
//!
//! The state itself is private to this module: the heuristics can only ask the questions
//! below, and every card question answers `None` for a card the seat cannot see (another
//! seat's hand, any library or crypt, another seat's face-down uncontrolled vampires).

use jyhad_cards::CardFacts;
use jyhad_table::Seat;
use jyhad_vtes::defs::CardDef;
use jyhad_vtes::state::manual::Resolution;
use jyhad_vtes::state::{ActionState, Card, CombatState, Phase, Referendum, Region, State};
use jyhad_vtes::CardId;

/// One seat's observation of a VTES game.
#[derive(Clone, Copy)]
pub struct VtesObs<'a> {
    state: &'a State,
    seat: Seat,
}

impl<'a> VtesObs<'a> {
    /// The observation of `seat`.
    pub fn new(state: &'a State, seat: Seat) -> Self {
        VtesObs { state, seat }
    }
    /// The observing seat.
    pub fn me(&self) -> Seat {
        self.seat
    }
    /// Turn number.
    pub fn turn(&self) -> u32 {
        self.state.turn
    }
    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.state.active
    }
    /// Current phase.
    pub fn phase(&self) -> Phase {
        self.state.phase
    }
    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.state.seats.len()
    }
    /// Holder of the Edge.
    pub fn edge(&self) -> Option<Seat> {
        self.state.edge
    }
    /// The prey of a seat (next one still playing).
    pub fn prey(&self, s: Seat) -> Seat {
        self.state.prey(s)
    }
    /// The predator of a seat.
    pub fn predator(&self, s: Seat) -> Seat {
        self.state.predator(s)
    }
    /// Seats still playing.
    pub fn alive_count(&self) -> usize {
        self.state.alive_count()
    }
    /// Pool of a seat.
    pub fn pool(&self, s: Seat) -> i32 {
        self.state.seats[s.index()].pool
    }
    /// Victory points of a seat, in half points.
    pub fn half_vp(&self, s: Seat) -> u16 {
        self.state.seats[s.index()].half_vp
    }
    /// Whether a seat is out of the game.
    pub fn ousted(&self, s: Seat) -> bool {
        self.state.seats[s.index()].ousted
    }
    /// Ready minions of a seat (public).
    pub fn ready(&self, s: Seat) -> &'a [CardId] {
        &self.state.seats[s.index()].ready
    }
    /// Torpid vampires of a seat (public).
    pub fn torpor(&self, s: Seat) -> &'a [CardId] {
        &self.state.seats[s.index()].torpor
    }
    /// Non-minion cards a seat has in play (public).
    pub fn in_play(&self, s: Seat) -> &'a [CardId] {
        &self.state.seats[s.index()].in_play
    }
    /// Number of cards in a seat's hand.
    pub fn hand_len(&self, s: Seat) -> usize {
        self.state.seats[s.index()].hand.len()
    }
    /// Number of cards in a seat's library.
    pub fn library_len(&self, s: Seat) -> usize {
        self.state.seats[s.index()].library.len()
    }
    /// Number of cards in a seat's crypt.
    pub fn crypt_len(&self, s: Seat) -> usize {
        self.state.seats[s.index()].crypt.len()
    }
    /// Number of a seat's uncontrolled vampires.
    pub fn uncontrolled_len(&self, s: Seat) -> usize {
        self.state.seats[s.index()].uncontrolled.len()
    }
    /// The observer's hand.
    pub fn hand(&self) -> &'a [CardId] {
        &self.state.seats[self.seat.index()].hand
    }
    /// The observer's uncontrolled vampires.
    pub fn uncontrolled(&self) -> &'a [CardId] {
        &self.state.seats[self.seat.index()].uncontrolled
    }
    /// The action in progress (public).
    pub fn action(&self) -> Option<&'a ActionState> {
        self.state.action.as_deref()
    }
    /// The combat in progress (public).
    pub fn combat(&self) -> Option<&'a CombatState> {
        self.state.combat.as_deref()
    }
    /// The referendum in progress (public).
    pub fn referendum(&self) -> Option<&'a Referendum> {
        self.state.referendum.as_ref()
    }
    /// The manual resolution in progress: public, as the table's stage shows it (the card
    /// played face up, the moves proposed, who is asked).
    pub fn manual(&self) -> Option<&'a Resolution> {
        self.state.manual.resolution.as_deref()
    }

    /// Whether the observer may see this card face up.
    pub fn visible(&self, c: CardId) -> bool {
        let Some(card) = self.state.cards.get(c.index()) else {
            return false;
        };
        match card.region {
            Region::Library | Region::Crypt => false,
            Region::Hand | Region::Uncontrolled | Region::Contested => card.controller == self.seat,
            _ => true,
        }
    }
    /// A visible card.
    pub fn card(&self, c: CardId) -> Option<&'a Card> {
        self.visible(c).then(|| &self.state.cards[c.index()])
    }
    /// A visible card's facts.
    pub fn facts(&self, c: CardId) -> Option<&'static CardFacts> {
        self.visible(c).then(|| self.state.facts(c))
    }
    /// A visible card's effect definition, if it has one.
    pub fn def(&self, c: CardId) -> Option<&'a CardDef> {
        if !self.visible(c) {
            return None;
        }
        self.state.defs.get(self.state.cards[c.index()].def)
    }
    /// A visible card's effect definition at a level (the superior one if asked and the
    /// card has one, else the inferior one).
    pub fn def_at(&self, c: CardId, superior: bool) -> Option<&'a CardDef> {
        if !self.visible(c) {
            return None;
        }
        let r = self.state.cards[c.index()].def;
        if superior {
            self.state
                .defs
                .get_at(r, true)
                .or_else(|| self.state.defs.get(r))
        } else {
            self.state.defs.get(r)
        }
    }
    /// Counters on a visible card (0 otherwise).
    pub fn counters(&self, c: CardId) -> u8 {
        self.card(c).map_or(0, |k| k.counters)
    }
    /// Blood capacity of a visible vampire (0 otherwise).
    pub fn capacity(&self, c: CardId) -> u8 {
        self.facts(c).map_or(0, |f| f.capacity)
    }
    /// Whether a visible card is a vampire.
    pub fn is_vampire(&self, c: CardId) -> bool {
        self.visible(c) && self.state.is_vampire(c)
    }
    /// Strength of a visible minion (1 if unknown).
    pub fn strength(&self, c: CardId) -> u8 {
        if self.visible(c) {
            self.state.strength(c)
        } else {
            1
        }
    }
    /// Votes of a visible minion.
    pub fn votes(&self, c: CardId) -> u8 {
        if self.visible(c) {
            self.state.votes_of(c).0
        } else {
            0
        }
    }
    /// Whether a visible minion meets a visible card's requirements.
    pub fn meets_requirements(&self, minion: CardId, card: CardId) -> bool {
        self.visible(minion) && self.visible(card) && self.state.meets_requirements(minion, card)
    }
}
