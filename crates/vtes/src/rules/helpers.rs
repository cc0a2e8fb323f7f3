//! Small state operations every rule uses: facts, counters, moving cards, the Edge, seats.

use crate::event::Event;
use crate::ids::CardId;
use crate::phase::Phase;
use crate::state::{Card, Region, State};
use jyhad_cards::{db, CardFacts, CardKind, Discipline, LibraryTypes, Sect};
use jyhad_table::Seat;

/// The card database, kept in a local static: `jyhad_cards::db` is a call into another
/// crate on every fact asked, this is an inlined load.
#[inline]
pub(crate) fn facts_db() -> &'static jyhad_cards::CardDb {
    static DB: std::sync::OnceLock<&'static jyhad_cards::CardDb> = std::sync::OnceLock::new();
    DB.get_or_init(db)
}

impl State {
    /// The card at an id.
    #[inline]
    pub fn card(&self, c: CardId) -> &Card {
        &self.cards[c.index()]
    }

    /// Mutable access to a card (rules, and positions set up by hand).
    #[inline]
    pub fn card_mut(&mut self, c: CardId) -> &mut Card {
        &mut self.cards[c.index()]
    }

    /// The facts of a card.
    #[inline]
    pub fn facts(&self, c: CardId) -> &'static CardFacts {
        facts_db().get(self.card(c).def)
    }

    /// Records an event (when events are recorded).
    #[inline]
    pub(crate) fn emit(&mut self, e: impl FnOnce() -> Event) {
        if self.record_events {
            self.events.push(e());
        }
    }

    /// A crypt card (vampire or imbued) rather than an ally.
    #[inline]
    pub fn is_vampire(&self, c: CardId) -> bool {
        self.facts(c).kind == CardKind::Crypt
    }

    /// An ally (library card acting as a minion).
    #[inline]
    pub fn is_ally(&self, c: CardId) -> bool {
        let f = self.facts(c);
        f.types.contains(LibraryTypes::ALLY)
            // A card that becomes an ally is one only while a minion in play (ruling [LSJ
            // 20071014] on Jake Washington: not in the ash heap).
            || (f.becomes_ally && matches!(self.card(c).region, Region::Ready | Region::Torpor))
    }

    /// A minion in play: a vampire or an ally in a ready or torpor region.
    pub fn is_minion_in_play(&self, c: CardId) -> bool {
        matches!(self.card(c).region, Region::Ready | Region::Torpor)
            && (self.is_vampire(c) || self.is_ally(c))
    }

    /// Blood capacity of a vampire: its card's, +1 for each Discipline card on it (p. 9).
    #[inline]
    pub fn capacity(&self, c: CardId) -> u8 {
        let base = self.facts(c).capacity;
        if self.card(c).region == Region::Uncontrolled {
            return base;
        }
        base + self.discipline_cards_on(c)
    }

    /// Discipline cards on a vampire (out of line: the uncontrolled case above is the
    /// common one in the influence phase).
    #[inline(never)]
    fn discipline_cards_on(&self, c: CardId) -> u8 {
        self.attached(c)
            .filter(|&a| self.discipline_card(a).is_some())
            .count() as u8
    }

    /// The Discipline a Discipline master card gives (a master card named after one,
    /// "Auspex", "Dominate"…: +1 level and +1 capacity, p. 9).
    pub fn discipline_card(&self, card: CardId) -> Option<Discipline> {
        // Read once per card of the list: this is asked in every requirement check.
        static BY_CARD: std::sync::OnceLock<Vec<Option<Discipline>>> = std::sync::OnceLock::new();
        let table = BY_CARD.get_or_init(|| {
            jyhad_cards::db()
                .iter()
                .map(|(_, f)| {
                    if !f.types.contains(LibraryTypes::MASTER) {
                        return None;
                    }
                    Discipline::from_name_or_trigram(&f.name)
                        .filter(|d| d.name().eq_ignore_ascii_case(&f.name))
                })
                .collect()
        });
        table
            .get(usize::from(self.card(card).def.0))
            .copied()
            .flatten()
    }

    /// Whether a vampire has a Discipline, from its card or a Discipline card on it.
    pub fn has_discipline(&self, c: CardId, d: Discipline) -> bool {
        self.discipline_level(c, d) > 0
    }

    /// A vampire's level in a Discipline: 0 none, 1 inferior, 2 superior; each Discipline
    /// card on it adds a level (p. 6, p. 9).
    pub fn discipline_level(&self, c: CardId, d: Discipline) -> u8 {
        let base = self
            .facts(c)
            .disciplines
            .iter()
            .find(|(x, _)| *x == d)
            .map_or(0, |(_, l)| {
                if *l == jyhad_cards::Level::Superior {
                    2
                } else {
                    1
                }
            });
        let cards = self
            .attached(c)
            .filter(|&a| self.discipline_card(a) == Some(d))
            .count() as u8;
        (base + cards).min(2)
    }

    /// Whether a minion can play a card at a level: the superior version needs the
    /// superior level of the Discipline (p. 6).
    pub fn meets_requirements_at(&self, minion: CardId, card: CardId, superior: bool) -> bool {
        if !self.meets_requirements(minion, card) {
            return false;
        }
        if !superior {
            return true;
        }
        let need = &crate::rules::masks::masks(self.card(card).def).requirement;
        // A card without a Discipline has no superior version to play.
        let has = self.discipline_mask(minion, true);
        need.iter().any(|&all| all != 0 && all & !has == 0)
    }

    /// The versions of a defined card a minion can play: inferior, and superior when it
    /// has one and the minion has the superior level (separate options, p. 6).
    pub fn playable_levels(
        &self,
        minion: CardId,
        card: CardId,
    ) -> impl Iterator<Item = (Option<crate::choice::Level>, &crate::defs::CardDef)> + '_ {
        self.playable_levels_of(minion, card, None)
    }

    /// [`State::playable_levels`] restricted to versions of one kind (`None`: any): the
    /// kind is checked before the requirements, which cost more (same versions, same order).
    pub fn playable_levels_of(
        &self,
        minion: CardId,
        card: CardId,
        kind: Option<crate::defs::PlayKind>,
    ) -> impl Iterator<Item = (Option<crate::choice::Level>, &crate::defs::CardDef)> + '_ {
        self.playable_levels_req(minion, card, kind, move || self.minion_req(minion))
    }

    /// [`State::playable_levels_of`] with the minion's [`MinionReq`] given by `req`, called
    /// only for a card with a Discipline requirement: a loop over a hand reads it once (a `OnceCell`).
    pub(crate) fn playable_levels_req(
        &self,
        minion: CardId,
        card: CardId,
        kind: Option<crate::defs::PlayKind>,
        req: impl FnOnce() -> MinionReq,
    ) -> impl Iterator<Item = (Option<crate::choice::Level>, &crate::defs::CardDef)> + '_ {
        let def = self.card(card).def;
        // A minion that may not play reactions now (a passed referendum's outcome).
        let silenced = kind == Some(crate::defs::PlayKind::Reaction) && !self.may_react(minion);
        let fits = move |d: &&crate::defs::CardDef| {
            !silenced
                && match kind {
                    Some(k) => d.kind == k,
                    None => true,
                }
        };
        let inferior = self.defs.get_at(def, false).filter(fits);
        let superior = self.defs.get_at(def, true).filter(fits);
        let (inf_ok, sup_ok) = if inferior.is_none() && superior.is_none() {
            (false, false)
        } else if crate::rules::masks::masks(def).requirement.is_empty() {
            // No Discipline needed: only the clans matter (the minion's Disciplines unread).
            let clans = crate::rules::masks::masks(def).clans;
            let ok = clans == 0 || clans & self.requirement_clans(minion) != 0;
            (ok, false)
        } else {
            self.levels_met(&req(), card)
        };
        let inferior = inferior.filter(|_| inf_ok).map(|d| (None, d));
        let superior = superior
            .filter(|_| sup_ok)
            .map(|d| (Some(crate::choice::Level::Superior), d));
        inferior.into_iter().chain(superior)
    }

    /// What a minion brings to requirement checks, read once for a loop over cards.
    pub(crate) fn minion_req(&self, minion: CardId) -> MinionReq {
        let vampire = self.is_vampire(minion);
        // Only vampires have disciplines of their own.
        let (inferior, superior) = if vampire {
            self.discipline_masks(minion)
        } else {
            (0, 0)
        };
        MinionReq {
            clans: self.requirement_clans(minion),
            vampire,
            inferior,
            superior,
        }
    }

    /// Whether a minion meets a card's requirements at its inferior and at its superior
    /// level (`meets_requirements` and `meets_requirements_at`, fused).
    pub(crate) fn levels_met(&self, r: &MinionReq, card: CardId) -> (bool, bool) {
        let need = crate::rules::masks::masks(self.card(card).def);
        if need.clans != 0 && need.clans & r.clans == 0 {
            return (false, false);
        }
        if need.requirement.is_empty() {
            // A card without a Discipline has no superior version to play.
            return (true, false);
        }
        if !r.vampire {
            return (false, false);
        }
        let inf = need.requirement.iter().any(|&all| all & !r.inferior == 0);
        let sup = inf
            && need
                .requirement
                .iter()
                .any(|&all| all != 0 && all & !r.superior == 0);
        (inf, sup)
    }

    /// Whether a minion plays a card's version with a Discipline: the card requires it, and
    /// every alternative of the requirement the minion meets at that level names it (a card
    /// it could play without it is not played with it: ruling [PIB 20130704] on Hide the
    /// Mind).
    pub(crate) fn played_with(
        &self,
        minion: CardId,
        card: CardId,
        superior: bool,
        d: jyhad_cards::Discipline,
    ) -> bool {
        let need = crate::rules::masks::masks(self.card(card).def);
        let b = crate::rules::masks::discipline_bit(d);
        let r = self.minion_req(minion);
        let has = if superior { r.superior } else { r.inferior };
        let mut met = need.requirement.iter().filter(|&&all| all & !has == 0);
        let mut any = false;
        let all_name_it = met.all(|&all| {
            any = true;
            all & b != 0
        });
        any && all_name_it
    }

    /// A defined card's version at a chosen level.
    pub fn def_at(
        &self,
        card: CardId,
        level: Option<crate::choice::Level>,
    ) -> Option<&crate::defs::CardDef> {
        self.defs
            .get_at(self.card(card).def, crate::choice::is_superior(level))
    }

    /// Strength: 1 for vampires by default (p. 33), an ally's from its card; in the combat
    /// in progress, against its opposing minion.
    pub fn strength(&self, c: CardId) -> u8 {
        let opp = self.combat.as_ref().and_then(|k| match k.sides {
            [a, b] if a == c => Some(b),
            [a, b] if b == c => Some(a),
            _ => None,
        });
        self.strength_vs(c, opp)
    }

    /// Strength in combat with `opp` (`None`: outside combat).
    pub(crate) fn strength_vs(&self, c: CardId, opp: Option<CardId>) -> u8 {
        let base = if self.is_vampire(c) {
            1
        } else {
            self.ally_strength(c)
        };
        // Cards on the minion may add strength (e.g. Preternatural Strength).
        // A vampire's own static strength (`vampire ; strength+1`).
        let own = if self.vampires_have(None) {
            self.static_stat(c, crate::defs::ability::Stat::Strength, None)
                .max(0) as u8
        } else {
            0
        };
        let s = base
            .saturating_add(own)
            .saturating_add(self.strength_bonus(c))
            .saturating_add(opp.map_or(0, |o| self.combat_ability_strength(c, o)));
        if self.manual_cards {
            // Strength a manual card gave it for this combat.
            return s.saturating_add_signed(self.manual_strength(c));
        }
        s
    }

    /// Whether a vampire is Anarch (by card or by becoming one).
    pub fn is_anarch(&self, c: CardId) -> bool {
        self.card(c).anarch || self.facts(c).sect == Sect::Anarch
    }

    /// The next seat clockwise that is still in the game.
    pub fn prey(&self, seat: Seat) -> Seat {
        let n = self.seats.len() as u8;
        let mut s = seat.0;
        for _ in 0..n {
            // Wrapped without a division (seats are below `n`).
            s = if s + 1 >= n { 0 } else { s + 1 };
            if !self.seats[usize::from(s)].ousted {
                return Seat(s);
            }
        }
        seat
    }

    /// The previous seat clockwise that is still in the game.
    pub fn predator(&self, seat: Seat) -> Seat {
        let n = self.seats.len() as u8;
        let mut s = seat.0;
        for _ in 0..n {
            s = if s == 0 { n - 1 } else { s - 1 };
            if !self.seats[usize::from(s)].ousted {
                return Seat(s);
            }
        }
        seat
    }

    /// Seats still in the game, clockwise from `from` (included if alive).
    pub fn alive_from(&self, from: Seat) -> impl Iterator<Item = Seat> + '_ {
        let n = self.seats.len() as u8;
        (0..n)
            .map(move |i| {
                // Wrapped without a division (seats are below `n`).
                let s = from.0 + i;
                Seat(if s >= n { s - n } else { s })
            })
            .filter(|s| !self.seats[s.index()].ousted)
    }

    /// Number of seats still in the game.
    pub fn alive_count(&self) -> usize {
        self.seats.iter().filter(|m| !m.ousted).count()
    }

    /// Changes a Methuselah's pool (ousting is checked by the caller's step).
    pub(crate) fn add_pool(&mut self, seat: Seat, delta: i32) {
        if delta == 0 {
            return;
        }
        let m = &mut self.seats[seat.index()];
        m.pool = (m.pool + delta).max(0);
        let now = m.pool;
        if delta < 0 {
            self.break_withdrawal(seat);
        }
        self.emit(|| Event::Pool { seat, delta, now });
    }

    /// Adds blood (or life), excess over a vampire's capacity drains to the bank (p. 4).
    pub(crate) fn add_blood(&mut self, c: CardId, delta: i32) {
        if delta == 0 {
            return;
        }
        let cap = if self.is_vampire(c) && self.card(c).region != Region::Uncontrolled {
            i32::from(self.capacity(c))
        } else {
            i32::from(u8::MAX)
        };
        let before = i32::from(self.card(c).counters);
        let now = (before + delta).clamp(0, cap) as u8;
        self.card_mut(c).counters = now;
        if delta < 0 {
            let ctl = self.card(c).controller;
            self.break_withdrawal(ctl);
        }
        self.emit(|| Event::Blood {
            card: c,
            delta: i32::from(now) - before,
            now,
        });
    }

    /// A pending withdrawal fails on any loss of pool or blood (p. 37).
    pub(crate) fn break_withdrawal(&mut self, seat: Seat) {
        self.seats[seat.index()].withdrawing = None;
    }

    /// The list that holds a card in a region, if that region has one.
    fn list_mut(&mut self, region: Region, seat: Seat) -> Option<&mut Vec<CardId>> {
        let m = &mut self.seats[seat.index()];
        Some(match region {
            Region::Library => &mut m.library,
            Region::Hand => &mut m.hand,
            Region::Crypt => &mut m.crypt,
            Region::Uncontrolled => &mut m.uncontrolled,
            Region::Ready => &mut m.ready,
            Region::Torpor => &mut m.torpor,
            Region::InPlay => &mut m.in_play,
            Region::Contested => &mut m.contested,
            Region::AshHeap => &mut m.ash_heap,
            Region::Limbo | Region::Removed => return None,
        })
    }

    /// Moves a card to a region of `seat` (its new controller), keeping lists exact.
    pub fn move_card(&mut self, c: CardId, to: Region, seat: Seat) {
        let (from, ctl) = (self.card(c).region, self.card(c).controller);
        if let Some(list) = self.list_mut(from, ctl) {
            if let Some(i) = list.iter().position(|&x| x == c) {
                list.remove(i);
            }
        }
        let card = self.card_mut(c);
        card.region = to;
        card.controller = seat;
        if let Some(list) = self.list_mut(to, seat) {
            list.push(c);
        }
        if from == Region::InPlay {
            self.update_in_play_words(ctl);
            // What it gave while in play ends with it (`for=in-play`).
            if to != Region::InPlay && !self.lasting.is_empty() {
                self.lasting.end_in_play(c);
            }
        }
        if to == Region::InPlay {
            self.update_in_play_words(seat);
        }
        self.emit(|| Event::Moves { card: c, to });
        if to == Region::Torpor && from != Region::Torpor {
            self.went_to_torpor(c);
        }
    }

    /// Recomputes every seat's in-play master words (a state read from a snapshot).
    pub(crate) fn refresh_in_play_words(&mut self) {
        self.in_play_words = [0; crate::state::WORD_SEATS];
        for i in 0..self.seats.len().min(crate::state::WORD_SEATS) {
            self.update_in_play_words(Seat(i as u8));
        }
    }

    /// Whether a vampire of the game may restrict its own blocks or combat actions
    /// ([`crate::defs::ability::VAMPIRE_RESTRICTS`]).
    #[inline]
    pub(crate) fn vampire_restrictions(&self) -> bool {
        self.vampire_words & crate::defs::ability::VAMPIRE_RESTRICTS != 0
    }

    /// Recomputes the windows of the vampire abilities of the game's cards.
    pub(crate) fn refresh_vampire_words(&mut self) {
        self.vampire_words = self
            .cards
            .iter()
            .fold(0, |w, c| w | self.defs.vampire_mask(c.def));
        self.master_words_all = self
            .cards
            .iter()
            .fold(0, |w, c| w | self.defs.master_mask(c.def));
        self.game_traits = self
            .cards
            .iter()
            .fold(0, |w, c| w | facts_db().get(c.def).traits.0);
    }

    /// Whether a card of the game may have this trait ([`Self::refresh_vampire_words`]).
    #[inline]
    pub(crate) fn game_has_trait(&self, t: jyhad_cards::Traits) -> bool {
        self.game_traits & t.0 != 0
    }

    /// Whether a vampire of the game may have an ability of this window (`None`: a static;
    /// [`Self::refresh_vampire_words`]).
    #[inline]
    pub(crate) fn vampires_have(&self, when: Option<crate::defs::ability::Window>) -> bool {
        self.vampire_words & crate::defs::ability::Window::bit(when) != 0
    }

    /// Recomputes a seat's in-play master words after its in-play list changed.
    fn update_in_play_words(&mut self, seat: Seat) {
        let words = self.seats[seat.index()].in_play.iter().fold(0, |w, &x| {
            let disc = if self.discipline_card(x).is_some() {
                DISCIPLINE_CARD_WORD
            } else {
                0
            };
            w | self.defs.master_mask(self.card(x).def) | disc
        });
        if let Some(slot) = self.in_play_words.get_mut(seat.index()) {
            *slot = words;
        }
    }

    /// Cards attached to a minion (equipment, retainers).
    pub fn attached(&self, host: CardId) -> impl Iterator<Item = CardId> + '_ {
        let seat = self.card(host).controller;
        self.seats[seat.index()]
            .in_play
            .iter()
            .copied()
            .filter(move |&c| self.card(c).host == Some(host))
    }

    /// Burns a card: to its owner's ash heap, with its counters and attached cards (p. 16).
    pub(crate) fn burn(&mut self, c: CardId) {
        self.leave_play(c, Region::AshHeap);
        self.emit(|| Event::Burned { card: c });
    }

    /// Removes a card from the game (ousted Methuselah's cards, p. 37).
    pub(crate) fn remove_from_game(&mut self, c: CardId) {
        self.leave_play(c, Region::Removed);
    }

    fn leave_play(&mut self, c: CardId, to: Region) {
        // Cards on it go with it, contested ones (face down on it) included (p. 16).
        let seat = self.card(c).controller;
        let m = &self.seats[seat.index()];
        let attached: Vec<CardId> = m
            .in_play
            .iter()
            .chain(&m.contested)
            .copied()
            .filter(|&x| self.card(x).host == Some(c))
            .collect();
        for a in attached.into_iter().chain(self.foreign_attached(c)) {
            self.leave_play(a, to);
        }
        let owner = self.card(c).owner;
        let was_in_play = self.card(c).region == Region::InPlay;
        self.move_card(c, to, owner);
        // A card not replaced while it stayed in play is replaced as it leaves.
        if was_in_play
            && !self.seats[owner.index()].ousted
            && self
                .defs
                .get(self.card(c).def)
                .is_some_and(|d| d.replace_after_play)
        {
            self.refill_hand(owner);
        }
        let card = self.card_mut(c);
        card.counters = 0;
        card.tapped = false;
        card.host = None;
        card.anarch = false;
        card.superior = false;
        // A combatant leaving play ends combat (p. 31).
        if let Some(combat) = &mut self.combat {
            if combat.sides.contains(&c) {
                combat.ended = true;
            }
        }
    }

    /// Draws the top library card into the hand, if any (p. 7).
    pub(crate) fn draw(&mut self, seat: Seat) {
        if let Some(c) = self.seats[seat.index()].library.pop() {
            self.card_mut(c).region = Region::Hand;
            self.seats[seat.index()].hand.push(c);
            self.emit(|| Event::Draws { seat });
        }
    }

    /// Puts a card at the bottom of its owner's library (libraries are kept top card last).
    pub(crate) fn put_under_library(&mut self, card: CardId) {
        let owner = self.card(card).owner;
        self.move_card(card, Region::Library, owner);
        let lib = &mut self.seats[owner.index()].library;
        if let Some(x) = lib.pop() {
            lib.insert(0, x);
        }
    }

    /// Draws back up to hand size (p. 7: hand size is kept at all times; cards "not
    /// replaced until…" lower it meanwhile).
    pub(crate) fn refill_hand(&mut self, seat: Seat) {
        // Not during a minion phase for a Methuselah an effect forbids it (replaced as
        // the phase ends: `State::replace_after_minion_phase`).
        if self.phase == Phase::Minion && self.no_replace_in_minion_phase(seat) {
            return;
        }
        let size = self.hand_target(seat);
        while self.seats[seat.index()].hand.len() < size
            && !self.seats[seat.index()].library.is_empty()
        {
            self.draw(seat);
        }
    }

    /// The hand a Methuselah draws up to: its hand size, less the cards played and not
    /// replaced yet (p. 7), those held until the next untap phase and those held while
    /// they stay in play (`no-replace=in-play`).
    pub(crate) fn hand_target(&self, seat: Seat) -> usize {
        let m = &self.seats[seat.index()];
        // Only events hold their replacement while in play so far: none while none was
        // played.
        let in_play = if self.played_once.is_empty() {
            0
        } else {
            m.in_play
                .iter()
                .filter(|&&c| {
                    self.card(c).owner == seat
                        && self
                            .defs
                            .get(self.card(c).def)
                            .is_some_and(|d| d.replace_after_play)
                })
                .count()
        };
        self.hand_size_of(seat)
            .saturating_sub(usize::from(m.unreplaced))
            .saturating_sub(in_play)
    }

    /// Gives the Edge to a Methuselah (p. 21).
    pub(crate) fn set_edge(&mut self, to: Option<Seat>) {
        if self.edge != to {
            self.edge = to;
            self.emit(|| Event::Edge { to });
        }
    }

    /// Plays a card from hand to the ash heap and replaces it (p. 7).
    pub(crate) fn discard_played(&mut self, card: CardId, by_seat: Seat) {
        self.burn_quiet(card);
        self.replace_played(card, by_seat);
    }

    /// Replaces a played card, unless it is "not replaced until" the next untap phase.
    pub(crate) fn replace_played(&mut self, card: CardId, seat: Seat) {
        if self.replacement_absorbed(card, seat) {
            return;
        }
        let (later, after_combat) = self
            .defs
            .get(self.card(card).def)
            .map_or((false, false), |d| (d.no_replace, d.replace_after_combat));
        if later {
            self.seats[seat.index()].unreplaced += 1;
            // Replaced as the combat ends instead (Dodge).
            if after_combat {
                self.seats[seat.index()].unreplaced_combat += 1;
            }
        }
        self.refill_hand(seat);
    }

    /// Moves a card to its owner's ash heap without a `burned` event.
    pub(crate) fn burn_quiet(&mut self, c: CardId) {
        let owner = self.card(c).owner;
        self.move_card(c, Region::AshHeap, owner);
        let card = self.card_mut(c);
        card.counters = 0;
        card.tapped = false;
        card.host = None;
    }

    /// Whether a vampire has a trait of its card's text (comprehensive rules 7, "Traits").
    #[inline]
    pub fn has_trait(&self, c: CardId, t: jyhad_cards::Traits) -> bool {
        self.facts(c).traits.contains(t)
    }

    /// Whether a minion meets a library card's clan and discipline requirements (p. 7).
    pub fn meets_requirements(&self, minion: CardId, card: CardId) -> bool {
        let need = crate::rules::masks::masks(self.card(card).def);
        if need.clans != 0 && need.clans & self.requirement_clans(minion) == 0 {
            return false;
        }
        if need.requirement.is_empty() {
            return true;
        }
        // Only vampires have disciplines of their own.
        if !self.is_vampire(minion) {
            return false;
        }
        let has = self.discipline_mask(minion, false);
        need.requirement.iter().any(|&all| all & !has == 0)
    }

    /// A vampire's Disciplines as a mask: at inferior level or better, or (`superior`) at
    /// superior level, Discipline cards on it included (p. 9).
    pub(crate) fn discipline_mask(&self, c: CardId, superior: bool) -> u64 {
        let (inferior, sup) = self.discipline_masks(c);
        if superior {
            sup
        } else {
            inferior
        }
    }

    /// A vampire's Disciplines as masks (inferior or better, superior), in one pass.
    pub(crate) fn discipline_masks(&self, c: CardId) -> (u64, u64) {
        let m = crate::rules::masks::masks(self.card(c).def);
        let (mut inferior, mut sup) = (m.inferior, m.superior);
        // Discipline cards on the vampire: +1 level each (rare: only scanned when its
        // controller has one in play).
        if self
            .in_play_words
            .get(self.card(c).controller.index())
            .is_none_or(|w| w & DISCIPLINE_CARD_WORD != 0)
        {
            for a in self.attached(c) {
                if let Some(d) = self.discipline_card(a) {
                    let b = crate::rules::masks::discipline_bit(d);
                    if inferior & b != 0 {
                        sup |= b;
                    }
                    inferior |= b;
                }
            }
        }
        (inferior, sup)
    }
}

/// The bit of `State::in_play_words` for "a Discipline card is in play": above every
/// master word, so that the requirement checks skip the scan for attached Disciplines.
const DISCIPLINE_CARD_WORD: u64 = 1 << 63;

/// A minion's clans, kind and Disciplines as masks ([`State::minion_req`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct MinionReq {
    clans: u64,
    vampire: bool,
    inferior: u64,
    superior: u64,
}
