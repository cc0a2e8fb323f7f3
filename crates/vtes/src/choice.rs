//! Options a seat can choose, with their stable text encoding (`bleed minion=#12 target=seat3`).

use crate::ids::CardId;
use jyhad_table::kv::KvValue;
use jyhad_table::{kv_enum, kv_words, Seat};
use std::fmt;

/// The source of a chosen strike, written `hand`, `own` or `#12` (a weapon or a combat card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrikeWith {
    /// The minion's hand strike.
    Hand,
    /// A weapon in play or a combat card in hand (the striking minion itself: its own
    /// dodge).
    Card(CardId),
    /// The strike the minion's own card gives it (an ally's `strike=damage:1:any`),
    /// written `own`.
    Own,
}

impl KvValue for StrikeWith {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrikeWith::Hand => f.write_str("hand"),
            StrikeWith::Card(c) => c.write_kv(f),
            StrikeWith::Own => f.write_str("own"),
        }
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        if s == "hand" {
            Ok(StrikeWith::Hand)
        } else if s == "own" {
            Ok(StrikeWith::Own)
        } else {
            CardId::read_kv(s).map(StrikeWith::Card)
        }
    }
}

/// A clan, written with `_` for spaces (`Banu_Haqim`): an index in
/// [`crate::defs::clans`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clan(pub u16);

impl KvValue for Clan {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = crate::defs::clans()
            .get(usize::from(self.0))
            .map_or("?", String::as_str);
        f.write_str(&name.replace(' ', "_"))
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        let name = s.replace('_', " ");
        crate::defs::clans()
            .iter()
            .position(|c| c.eq_ignore_ascii_case(&name))
            .map(|i| Clan(i as u16))
            .ok_or_else(|| format!("{s:?} is not a clan"))
    }
}

/// A text a player writes (a political action card's terms at a table that resolves it by
/// hand, a label on a card), as a choice carries it: a handle to a table of recent texts,
/// so that choices stay `Copy` and the options' hot path unchanged. Written in a choice's
/// encoding with `_` for spaces (`%5F` for `_`, `%25` for `%`):
/// `manual-terms text=Prince_of_Paris_burns_2_blood`.
///
/// The table holds the last [`Text::RECENT`] texts read, each only from reading a choice
/// to applying it: the state and the events keep their own [`Words`]. Memory is bounded
/// and reused; a handle whose slot was reused since (thousands of texts later) has lost its
/// words, and applying it is refused ([`Text::words`] is `None`). Two texts are equal when
/// their words are; the engine offers a blank text and accepts any text for it
/// ([`Choice::blank_text`]).
#[derive(Clone, Copy, Default)]
pub struct Text {
    /// The slot in the table (0: no text).
    slot: u32,
    /// Which text of that slot (a slot is reused).
    generation: u32,
}

/// The recent texts: a ring of slots, each with the generation of the text it holds.
struct Recent {
    slots: Vec<(u32, String)>,
    next: usize,
    generation: u32,
}

fn recent() -> std::sync::MutexGuard<'static, Recent> {
    static TEXTS: std::sync::OnceLock<std::sync::Mutex<Recent>> = std::sync::OnceLock::new();
    TEXTS
        .get_or_init(|| {
            std::sync::Mutex::new(Recent {
                slots: Vec::new(),
                next: 0,
                generation: 0,
            })
        })
        .lock()
        .unwrap_or_else(|e| e.into_inner())
}

/// A text trimmed, its line breaks and tabs made spaces; an error when too long.
fn clean_text(s: &str) -> Result<String, String> {
    let clean: String = s
        .trim()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if clean.chars().count() > Text::MAX_CHARS {
        return Err(format!("a text has at most {} characters", Text::MAX_CHARS));
    }
    Ok(clean)
}

/// Writes words in a choice's or event's encoding (no spaces).
fn write_encoded(words: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for c in words.chars() {
        match c {
            ' ' => f.write_str("_")?,
            '_' => f.write_str("%5F")?,
            '%' => f.write_str("%25")?,
            c if c.is_whitespace() => f.write_str("_")?,
            c => write!(f, "{c}")?,
        }
    }
    Ok(())
}

impl Text {
    /// No text: the option offered, answered with the written text.
    pub const EMPTY: Text = Text {
        slot: 0,
        generation: 0,
    };
    /// Longest text, in characters.
    pub const MAX_CHARS: usize = 200;
    /// How many texts the table of recent texts holds (at most 800 KiB of words).
    pub const RECENT: usize = 1024;

    /// A text, trimmed, its line breaks and tabs made spaces; an error when too long.
    pub fn new(s: &str) -> Result<Text, String> {
        let clean = clean_text(s)?;
        if clean.is_empty() {
            return Ok(Text::EMPTY);
        }
        let mut t = recent();
        t.generation = t.generation.wrapping_add(1).max(1);
        let generation = t.generation;
        let i = t.next;
        t.next = (i + 1) % Self::RECENT;
        if i < t.slots.len() {
            t.slots[i] = (generation, clean);
        } else {
            t.slots.push((generation, clean));
        }
        Ok(Text {
            slot: i as u32 + 1,
            generation,
        })
    }

    /// The words; `None` when the table has reused the text's slot since it was read.
    pub fn words(self) -> Option<Words> {
        if self.slot == 0 {
            return Some(Words::default());
        }
        let t = recent();
        match t.slots.get(self.slot as usize - 1) {
            Some((g, w)) if *g == self.generation => Some(Words(w.clone())),
            _ => None,
        }
    }

    /// Whether no text is written.
    pub fn is_empty(self) -> bool {
        self.slot == 0
    }

    /// Reads a text from its encoding in a choice (`_` for spaces, `%XX` escapes).
    pub fn decode(s: &str) -> String {
        let bytes = s.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'_' => out.push(b' '),
                b'%' if i + 2 < bytes.len() => {
                    let hex = |b: u8| (b as char).to_digit(16);
                    match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                        (Some(h), Some(l)) => {
                            out.push((h * 16 + l) as u8);
                            i += 2;
                        }
                        _ => out.push(b'%'),
                    }
                }
                b => out.push(b),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Self) -> bool {
        (self.slot, self.generation) == (other.slot, other.generation)
            || match (self.words(), other.words()) {
                (Some(a), Some(b)) => a == b,
                _ => false,
            }
    }
}

impl Eq for Text {}

impl std::hash::Hash for Text {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        // Equal texts have equal words (a lost text hashes as its handle).
        match self.words() {
            Some(w) => w.hash(h),
            None => (self.slot, self.generation).hash(h),
        }
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.words() {
            Some(w) => write!(f, "{:?}", w.0),
            None => f.write_str("<text lost>"),
        }
    }
}

impl KvValue for Text {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_encoded(&self.words().unwrap_or_default().0, f)
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        Text::new(&Text::decode(s))
    }
    /// Optional: no text written is the empty text (left out of the encoding).
    fn missing() -> Option<Self> {
        Some(Text::EMPTY)
    }
    fn is_absent(&self) -> bool {
        self.slot == 0
    }
}

/// Words a player wrote, owned: what the state keeps and the events carry (a [`Text`] is
/// only a choice's handle to them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Words(pub String);

impl KvValue for Words {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_encoded(&self.0, f)
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        clean_text(&Text::decode(s)).map(Words)
    }
    fn missing() -> Option<Self> {
        Some(Words::default())
    }
    fn is_absent(&self) -> bool {
        self.0.is_empty()
    }
}

kv_words! {
    /// The Discipline level a card is played at; absent from a choice's text means the
    /// inferior version.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Level { Inferior = "inferior", Superior = "superior" }
}

/// Whether a choice's level is the superior one.
pub fn is_superior(level: Option<Level>) -> bool {
    level == Some(Level::Superior)
}

kv_words! {
    /// A side of a referendum.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum VoteSide { For = "for", Against = "against" }
}

kv_words! {
    /// How an in-play card is used, when it can be used in more than one way.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum UseHow {
        ToPool = "to-pool", FromPool = "from-pool", Pool = "pool", Blood = "blood",
        HandSize = "hand-size", Discard = "discard", DrawCrypt = "draw-crypt", Remove = "remove",
        Burn = "burn", EnterCombat = "enter-combat", Stealth = "stealth", Unlock = "unlock",
        Rescue = "rescue", Votes = "votes", Prevent = "prevent", Give = "give", Lock = "lock",
        Cancel = "cancel", MasterAction = "master-action", Steal = "steal", Draw = "draw",
        Referendum = "referendum",
    }
}

kv_words! {
    /// Whether a press continues or ends combat.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum PressMode { Continue = "continue", End = "end" }
}

kv_words! {
    /// Where a manual move puts a card (`crate::rules::manual`): a region of the table, or
    /// the top or bottom of its owner's library.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum Zone {
        Ready = "ready", Torpor = "torpor", InPlay = "in-play", AshHeap = "ash-heap",
        Hand = "hand", LibraryTop = "library-top", LibraryBottom = "library-bottom",
        Removed = "removed",
    }
}

kv_words! {
    /// What a manual adjustment changes in the action, combat or referendum in progress.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum Adjust {
        Stealth = "stealth", Bleed = "bleed", Intercept = "intercept", Strength = "strength",
        Prevent = "prevent", Press = "press", Maneuver = "maneuver", VotesFor = "votes-for",
        VotesAgainst = "votes-against", EndAction = "end-action", EndCombat = "end-combat",
    }
}

kv_enum! {
    /// One legal option of a decision.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Choice {
        /// Do nothing more in this window / end this phase.
        Pass = "pass" {},
        /// Bleed a Methuselah (rulebook p. 21).
        Bleed = "bleed" { minion: CardId, target: Seat },
        /// Hunt (rulebook p. 22).
        Hunt = "hunt" { minion: CardId },
        /// Equip with an equipment card from hand (rulebook p. 22).
        Equip = "equip" { minion: CardId, card: CardId },
        /// Equip with an equipment from another of your minions (rulebook p. 22); after a
        /// diablerie, the diablerist takes one of the victim's equipment cards (p. 34: any
        /// number, one choice each; `pass` leaves the rest to burn with the victim).
        TakeEquipment = "take-equipment" { minion: CardId, item: CardId },
        /// Employ a retainer (rulebook p. 22).
        Employ = "employ" { minion: CardId, card: CardId },
        /// Recruit an ally (rulebook p. 22).
        Recruit = "recruit" { minion: CardId, card: CardId },
        /// The action of an action card (rulebook p. 23).
        ActionCard = "action-card" { minion: CardId, card: CardId, level: Option<Level>, target: Option<CardId> },
        /// Political action with a card (rulebook p. 22).
        PoliticalAction = "political-action" { minion: CardId, card: CardId },
        /// Rescue a vampire from torpor, the actor paying `pays` of the 2 blood (p. 23).
        Rescue = "rescue" { minion: CardId, target: CardId, pays: u8 },
        /// Diablerize a torpid vampire (p. 23), or accept diablerie after blocking (p. 23).
        Diablerie = "diablerie" { minion: CardId, target: CardId },
        /// Leave torpor (p. 23).
        LeaveTorpor = "leave-torpor" { minion: CardId },
        /// Become Anarch (p. 24).
        BecomeAnarch = "become-anarch" { minion: CardId },
        /// Attempt to block with a minion (p. 25).
        Block = "block" { minion: CardId },
        /// Make no further block attempts (final, p. 25).
        Decline = "decline" {},
        /// Play a modifier, reaction or combat card from hand with a minion.
        Play = "play" { card: CardId, by: CardId, level: Option<Level> },
        /// Play a card choosing what it acts on: a minion (`target`) or an amount (`n`).
        PlayOn = "play-on" { card: CardId, by: CardId, target: Option<CardId>, n: Option<u8>, level: Option<Level> },
        /// Play a card from hand with a minion, choosing a Methuselah (e.g. the new target
        /// of a redirected bleed).
        PlayTarget = "play-target" { card: CardId, by: CardId, target: Seat, level: Option<Level> },
        /// Maneuver with a weapon in play or a combat card (p. 29).
        Maneuver = "maneuver" { with: CardId, by: CardId, level: Option<Level> },
        /// Choose a strike (p. 30); `at` targets a retainer at long range (p. 32).
        Strike = "strike" { by: CardId, with: StrikeWith, at: Option<CardId>, level: Option<Level> },
        /// Press with a combat card (p. 32).
        Press = "press" { with: CardId, by: CardId, mode: PressMode, level: Option<Level> },
        /// Prevent damage with a combat card (p. 31).
        Prevent = "prevent" { with: CardId, by: CardId, level: Option<Level> },
        /// Move 1 pool to an uncontrolled vampire (1 transfer, p. 35).
        Transfer = "transfer" { to: CardId },
        /// Move 1 blood from an uncontrolled vampire to pool (2 transfers, p. 35).
        TransferBack = "transfer-back" { from: CardId },
        /// Burn 1 pool to move the top crypt card to the uncontrolled region (4 transfers, p. 35).
        DrawCrypt = "draw-crypt" {},
        /// Bring out an uncontrolled vampire whose blood reaches its capacity (p. 35).
        BringOut = "bring-out" { vampire: CardId },
        /// Discard a card and draw (discard phase action, p. 36).
        Discard = "discard" { card: CardId },
        /// Play a master card with a master phase action (p. 8).
        Master = "master" { card: CardId },
        /// Pay to keep contesting a card (p. 17).
        Contest = "contest" { card: CardId },
        /// Yield a contested card (p. 17).
        Yield = "yield" { card: CardId },
        /// Pay 1 blood to keep contesting a title (p. 18).
        ContestTitle = "contest-title" { vampire: CardId },
        /// Yield a contested title (p. 18).
        YieldTitle = "yield-title" { vampire: CardId },
        /// Burn 1 pool to unlock an infernal minion in its controller's unlock phase
        /// (comprehensive rules 5, "Infernal Minions").
        BurnPoolUnlock = "burn-pool-unlock" { minion: CardId },
        /// Cast the votes (or ballot) of a source: a ready titled vampire, the calling
        /// political action card, or a political action card burned from hand (p. 27).
        Vote = "vote" { source: CardId, side: VoteSide },
        /// Choose a Methuselah as a referendum's term (p. 27).
        TermMethuselah = "term-methuselah" { seat: Seat },
        /// Choose a clan as a referendum's term.
        TermClan = "term-clan" { clan: Clan },
        /// Choose a ready vampire as a referendum's term.
        TermVampire = "term-vampire" { vampire: CardId },
        /// Choose a card in play as a referendum's term: a minion, a location.
        TermCard = "term-card" { card: CardId },
        /// Allocate one point of a referendum's terms to a Methuselah.
        TermPoint = "term-point" { seat: Seat },
        /// After diablerie of an older vampire, put a Discipline card on the diablerist (p. 34).
        TakeDiscipline = "take-discipline" { card: CardId },
        /// Burn the Edge for 1 vote (p. 28).
        VoteEdge = "vote-edge" { side: VoteSide },
        /// Declare a withdrawal (p. 37).
        Withdraw = "withdraw" {},
        /// Pick a card for an effect's follow-up decision (a vampire to receive blood, a
        /// card to discard, an equipment to fetch).
        Pick = "pick" { card: CardId },
        /// Discard a card to use a vampire's special ability (e.g. +1 bleed, +1 vote).
        AbilityDiscard = "ability-discard" { card: CardId, by: CardId },
        /// Discard a card to use a vampire's special ability at a Methuselah (a bleed
        /// redirected to it).
        AbilityDiscardAt = "ability-discard-at" { card: CardId, by: CardId, seat: Seat },
        /// Prevent damage with a card whose cost is X blood, paying `x` (p. 31).
        PreventX = "prevent-x" { with: CardId, by: CardId, x: u8, level: Option<Level> },
        /// Activate an ability of a card in play (`card`) during an action, on a minion
        /// (`target`): burn an ally to untap a minion, burn blood through equipment.
        Activate = "activate" { card: CardId, target: CardId },
        /// Play a master card at a card (p. 8): put on it, or its effect aimed at it;
        /// `second` another card it names, `amount` a number it chooses.
        MasterOn = "master-on" { card: CardId, target: CardId, second: Option<CardId>, amount: Option<u8> },
        /// Use a card in play (lock it, move blood with it, pay it…) or, `how=discard`, a
        /// card in hand discarded down to hand size (`crate::effects::in_play`).
        UseCard = "use" { card: CardId, target: Option<CardId>, from: Option<CardId>, how: Option<UseHow> },
        /// An ally's own directed action: enter combat with a ready vampire of another
        /// Methuselah (`target=vampire,ready,theirs enter-combat`).
        EnterCombat = "enter-combat" { minion: CardId, target: CardId },
        /// An action a card in play grants to minions: burn it, or enter combat with its host.
        CardAction = "card-action" { minion: CardId, card: CardId, how: UseHow },
        /// The action a vampire's own ability grants it (`when=minion-action`), at a target.
        AbilityAction = "ability-action" { minion: CardId, target: Option<CardId> },
        /// Use a card's ability at a Methuselah (a vampire's discard phase ability aimed
        /// at its controller's predator or prey).
        UseAt = "use-at" { card: CardId, seat: Seat, how: UseHow },
        /// Play a card the engine does not automate (manual cards allowed at the table):
        /// its type's window, requirements and cost are enforced, then its player resolves
        /// its text by hand (`crate::rules::manual`); `by`: the minion playing it (none
        /// for a master card).
        ManualPlay = "manual-play" { card: CardId, by: Option<CardId>, x: Option<u8> },
        /// Resolve by hand the special ability of one's ready vampire that the engine does
        /// not automate (issue 18), once per turn per vampire.
        ManualAbility = "manual-ability" { minion: CardId },
        /// Manual move: a Methuselah's pool +1 or -1.
        ManualPool = "manual-pool" { seat: Seat, n: i8 },
        /// Manual move: blood (or life) on a card +1 (from the bank) or -1 (to the bank).
        ManualBlood = "manual-blood" { card: CardId, n: i8 },
        /// Manual move: lock (tap) a card.
        ManualLock = "manual-lock" { card: CardId },
        /// Manual move: unlock (untap) a card.
        ManualUnlock = "manual-unlock" { card: CardId },
        /// Manual move: burn a card in play (to its owner's ash heap, with what is on it).
        ManualBurn = "manual-burn" { card: CardId },
        /// Manual move: move a card to a zone.
        ManualMove = "manual-move" { card: CardId, to: Zone },
        /// Manual move: attach a card to a minion in play.
        ManualAttach = "manual-attach" { card: CardId, host: CardId },
        /// Manual move: draw one card (the engine draws it).
        ManualDraw = "manual-draw" {},
        /// Manual move: discard a card of one's own hand.
        ManualDiscard = "manual-discard" { card: CardId },
        /// Manual move: a Methuselah discards a card at random (drawn by the engine).
        ManualDiscardRandom = "manual-discard-random" { seat: Seat },
        /// Manual move: shuffle a Methuselah's library.
        ManualShuffle = "manual-shuffle" { seat: Seat },
        /// Manual move: the Edge goes to a Methuselah (`-`: back to the middle).
        ManualEdge = "manual-edge" { to: Option<Seat> },
        /// Manual move on the action, combat or referendum in progress (`card`: the minion
        /// it concerns, for intercept, strength, prevent, press and maneuver).
        ManualAdjust = "manual-adjust" { what: Adjust, n: i8, card: Option<CardId> },
        /// Manual move: label a card with the card being resolved (an effect that lasts),
        /// with its player's words for it (`text=`, optional; any text answers the option).
        ManualLabel = "manual-label" { card: CardId, source: CardId, text: Text },
        /// Manual move: remove a label.
        ManualUnlabel = "manual-unlabel" { card: CardId, source: CardId },
        /// The terms of a referendum called with a political action card resolved by hand,
        /// written by its caller (`text=` is the option; any text answers it).
        ManualTerms = "manual-terms" { text: Text },
        /// Ask the Methuselahs the proposed moves affect for their consent.
        ManualSubmit = "manual-submit" {},
        /// Withdraw the proposed moves (after a refusal, or before asking).
        ManualWithdraw = "manual-withdraw" {},
        /// The card's text is resolved: manual resolution ends.
        ManualDone = "manual-done" {},
        /// Consent to the proposed moves.
        Approve = "approve" {},
        /// Refuse the proposed moves (a judge call, in table terms).
        Refuse = "refuse" {},
        /// Put an event card in play with a discard phase action (comprehensive rules
        /// "Event Cards").
        PlayEvent = "event" { card: CardId },
        /// Lock a slave to enter combat with the minion that blocked a vampire of its clan,
        /// in that vampire's place (comprehensive rules 7 "Traits", Slave).
        SlaveTakesPlace = "slave-takes-place" { slave: CardId },
    }
}

impl Choice {
    /// The same choice with no written text: the option a written text answers (the
    /// engine offers texts blank, issue 18).
    pub fn blank_text(mut self) -> Choice {
        if let Choice::ManualTerms { text } | Choice::ManualLabel { text, .. } = &mut self {
            *text = Text::EMPTY;
        }
        self
    }

    /// The written text this choice carries, if any.
    pub fn text(&self) -> Option<Text> {
        match *self {
            Choice::ManualTerms { text } | Choice::ManualLabel { text, .. } => Some(text),
            _ => None,
        }
    }

    /// The card this choice plays, discards or burns when that card may be in a hand (the
    /// caller checks where it is): copies of one card in a hand give one option (issue 22).
    pub fn hand_card(&self) -> Option<CardId> {
        let mut c = *self;
        c.hand_card_mut().map(|card| *card)
    }

    /// The same choice with another card in the place [`Choice::hand_card`] names.
    pub fn with_hand_card(mut self, c: CardId) -> Choice {
        if let Some(card) = self.hand_card_mut() {
            *card = c;
        }
        self
    }

    /// The field holding [`Choice::hand_card`].
    fn hand_card_mut(&mut self) -> Option<&mut CardId> {
        use Choice as C;
        match self {
            C::Play { card, .. }
            | C::PlayOn { card, .. }
            | C::PlayTarget { card, .. }
            | C::Discard { card }
            | C::Master { card }
            | C::MasterOn { card, .. }
            | C::AbilityDiscard { card, .. }
            | C::AbilityDiscardAt { card, .. }
            | C::UseCard { card, .. }
            | C::ManualPlay { card, .. }
            | C::PlayEvent { card }
            | C::Equip { card, .. }
            | C::Employ { card, .. }
            | C::Recruit { card, .. }
            | C::ActionCard { card, .. }
            | C::PoliticalAction { card, .. } => Some(card),
            C::Maneuver { with, .. }
            | C::Press { with, .. }
            | C::Prevent { with, .. }
            | C::PreventX { with, .. } => Some(with),
            C::Strike {
                with: StrikeWith::Card(c),
                ..
            } => Some(c),
            C::Vote { source, .. } => Some(source),
            _ => None,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The tests that write texts, one at a time (some reuse every slot of the table).
    pub(crate) static TEXTS: std::sync::Mutex<()> = std::sync::Mutex::new(());

    #[test]
    fn written_text_round_trips_and_answers_the_blank_option() {
        let _one = TEXTS.lock().unwrap_or_else(|e| e.into_inner());
        let c: Choice = "manual-terms text=Seat_2_burns_1_pool_(100%25,_a%5Fb)"
            .parse()
            .unwrap();
        let Choice::ManualTerms { text } = c else {
            panic!("{c:?}")
        };
        assert_eq!(text.words().unwrap().0, "Seat 2 burns 1 pool (100%, a_b)");
        assert_eq!(
            c.to_string().parse::<Choice>().unwrap().to_string(),
            c.to_string()
        );
        // Choices differing only in their words differ; the blank one answers both.
        let d: Choice = "manual-terms text=other".parse().unwrap();
        assert_ne!(c, d);
        assert_eq!(c, c.to_string().parse::<Choice>().unwrap());
        assert_eq!(c.blank_text(), Choice::ManualTerms { text: Text::EMPTY });
        assert_eq!(d.blank_text(), c.blank_text());
        // No text is left out, and reads back as none.
        assert_eq!(
            Choice::ManualTerms { text: Text::EMPTY }.to_string(),
            "manual-terms"
        );
        let l: Choice = "manual-label card=#1 source=#2".parse().unwrap();
        assert_eq!(l.to_string(), "manual-label card=#1 source=#2");
        // Control characters become spaces; too long a text is refused.
        assert_eq!(Text::new(" a\tb\n").unwrap().words().unwrap().0, "a b");
        assert!(Text::new(&"x".repeat(Text::MAX_CHARS + 1)).is_err());
        assert_eq!(Text::decode("50%"), "50%");
    }

    #[test]
    fn the_table_of_recent_texts_is_bounded_and_a_lost_text_says_so() {
        let _one = TEXTS.lock().unwrap_or_else(|e| e.into_inner());
        let first = Text::new("the first words").unwrap();
        // Enough texts to reuse every slot.
        for i in 0..Text::RECENT + 8 {
            Text::new(&format!("text {i}")).unwrap();
        }
        assert!(first.words().is_none(), "its slot was reused");
        assert_eq!(format!("{first:?}"), "<text lost>");
        assert!(recent().slots.len() <= Text::RECENT);
        // Owned words round-trip through an event's encoding.
        let e = crate::event::Event::TermsWritten {
            seat: jyhad_table::Seat(0),
            text: Words("a_b c%".into()),
        };
        assert_eq!(e.to_string().parse::<crate::event::Event>().unwrap(), e);
    }
}
