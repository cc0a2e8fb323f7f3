//! Events: what happened, with a stable text encoding (`pool seat=seat3 delta=-2 now=28`).

use crate::ids::CardId;
use crate::state::{Phase, Range, Region};
use jyhad_table::kv::KvValue;
use jyhad_table::{kv_enum, kv_words, Seat};
use std::fmt;

macro_rules! kv_for_enum {
    ($t:ty, $to:expr, $from:expr, $what:literal) => {
        impl KvValue for $t {
            fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str($to(*self))
            }
            fn read_kv(s: &str) -> Result<Self, String> {
                $from(s).ok_or_else(|| format!("{s:?} is not a {}", $what))
            }
        }
    };
}

kv_for_enum!(Phase, Phase::name, Phase::from_name, "phase");
kv_for_enum!(Region, region_name, region_from_name, "region");
kv_for_enum!(
    Range,
    |r| match r {
        Range::Close => "close",
        Range::Long => "long",
    },
    |s| match s {
        "close" => Some(Range::Close),
        "long" => Some(Range::Long),
        _ => None,
    },
    "range"
);

const REGIONS: [(Region, &str); 11] = [
    (Region::Library, "library"),
    (Region::Hand, "hand"),
    (Region::Crypt, "crypt"),
    (Region::Uncontrolled, "uncontrolled"),
    (Region::Ready, "ready"),
    (Region::Torpor, "torpor"),
    (Region::InPlay, "in-play"),
    (Region::Limbo, "limbo"),
    (Region::Contested, "contested"),
    (Region::AshHeap, "ash-heap"),
    (Region::Removed, "removed"),
];

/// Stable name of a region.
pub fn region_name(r: Region) -> &'static str {
    REGIONS
        .iter()
        .find(|(x, _)| *x == r)
        .map(|(_, n)| *n)
        .unwrap_or("?")
}

/// Reads a region name.
pub fn region_from_name(s: &str) -> Option<Region> {
    REGIONS.iter().find(|(_, n)| *n == s).map(|(r, _)| *r)
}

kv_words! {
    /// The kind of an announced action.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ActionWord {
        Bleed = "bleed", Hunt = "hunt", Equip = "equip", TakeEquipment = "take-equipment",
        Employ = "employ", Recruit = "recruit", Political = "political-action", Rescue = "rescue",
        Diablerie = "diablerie", LeaveTorpor = "leave-torpor", BecomeAnarch = "become-anarch",
        ActionCard = "action-card", CardAction = "card-action",
    }
}

kv_enum! {
    /// Something that happened in the game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Event {
        /// The game started; `first` plays first.
        GameStarts = "game-starts" { seats: u8, first: Seat },
        /// A turn starts.
        TurnStarts = "turn" { turn: u32, seat: Seat },
        /// A phase starts.
        PhaseStarts = "phase" { seat: Seat, phase: Phase },
        /// A Methuselah's pool changed.
        Pool = "pool" { seat: Seat, delta: i32, now: i32 },
        /// Blood or life on a card changed.
        Blood = "blood" { card: CardId, delta: i32, now: u8 },
        /// The Edge moved (`-`: uncontrolled).
        Edge = "edge" { to: Option<Seat> },
        /// A card moved to a region.
        Moves = "moves" { card: CardId, to: Region },
        /// A card was tapped.
        Taps = "taps" { card: CardId },
        /// A Methuselah drew a library card.
        Draws = "draws" { seat: Seat },
        /// An action was announced.
        Action = "action" { minion: CardId, action: ActionWord, stealth: i8, target: Option<Seat>, card: Option<CardId> },
        /// A card was played by a minion (modifier, reaction, combat card).
        Plays = "plays" { card: CardId, by: CardId },
        /// A master card was played.
        MasterPlayed = "master-played" { seat: Seat, card: CardId },
        /// A card is being played: the other Methuselahs may cancel it before it takes
        /// effect.
        AsPlayed = "as-played" { seat: Seat, card: CardId },
        /// A card was cancelled as it was played: no effect, its cost unpaid.
        Cancelled = "cancelled" { card: CardId },
        /// A block attempt.
        BlockAttempt = "block-attempt" { blocker: CardId, intercept: i8, stealth: i8 },
        /// A Methuselah declined to block (final).
        Declines = "declines" { seat: Seat },
        /// A block attempt failed.
        AttemptFails = "attempt-fails" { blocker: CardId },
        /// The action was blocked.
        Blocked = "blocked" { blocker: CardId },
        /// A card was untapped by an effect.
        Untaps = "untaps" { card: CardId },
        /// The action ended before resolution, unsuccessfully.
        ActionEnds = "action-ends" { minion: CardId },
        /// A vampire abstains: its votes and ballots are cancelled.
        Abstains = "abstains" { vampire: CardId },
        /// A vampire gained votes for this referendum.
        GainsVotes = "gains-votes" { vampire: CardId, votes: u8 },
        /// The action succeeded.
        Succeeds = "succeeds" { minion: CardId },
        /// A bleed burned pool.
        Bled = "bled" { seat: Seat, amount: i32 },
        /// A card without an implemented effect was discarded.
        NotImplemented = "not-implemented" { card: CardId },
        /// A minion woke: it blocks and plays reactions as if untapped until the action ends.
        Wakes = "wakes" { card: CardId },
        /// The bleed in progress now targets another Methuselah.
        BleedRedirected = "bleed-redirected" { to: Seat },
        /// Combat starts.
        Combat = "combat" { acting: CardId, opposing: CardId },
        /// A combat round starts.
        Round = "round" { round: u8 },
        /// A maneuver changed the range.
        Maneuvers = "maneuvers" { by: CardId, range: Range },
        /// A strike was chosen.
        Strikes = "strikes" { by: CardId, damage: u8, aggravated: bool },
        /// A strike was dodged.
        Dodged = "dodged" { by: CardId },
        /// Blood was stolen.
        Steals = "steals" { by: CardId, from: CardId, amount: u8 },
        /// Damage was dealt.
        Damage = "damage" { card: CardId, normal: u8, aggravated: u8 },
        /// Damage was prevented.
        Prevents = "prevents" { card: CardId, amount: u8 },
        /// A vampire is wounded.
        Wounded = "wounded" { card: CardId },
        /// A card was burned.
        Burned = "burned" { card: CardId },
        /// A press.
        Presses = "presses" { by: CardId, mode: crate::choice::PressMode },
        /// Combat ended.
        CombatEnds = "combat-ends" {},
        /// A vampire was brought out of the uncontrolled region.
        BringsOut = "brings-out" { seat: Seat, vampire: CardId },
        /// A vampire moved from the crypt to the uncontrolled region.
        CryptDraw = "crypt-draw" { seat: Seat },
        /// A card is contested.
        Contested = "contested" { card: CardId },
        /// A contest ended in someone's favour.
        ContestWon = "contest-won" { card: CardId },
        /// A vampire yielded its contested title.
        TitleYielded = "title-yielded" { vampire: CardId },
        /// A referendum is called.
        ReferendumCalled = "referendum" { caller: Seat, card: Option<CardId>, blood_hunt: Option<CardId> },
        /// Votes (or ballots) were cast.
        Votes = "votes" { seat: Seat, source: Option<CardId>, side: crate::choice::VoteSide, votes: u8, ballots: u8 },
        /// A referendum passed or failed, with the final count.
        ReferendumResult = "referendum-result" { passed: bool, votes_for: u16, votes_against: u16 },
        /// The referendum was cancelled: no votes tallied, neither passed nor failed.
        ReferendumCancelled = "referendum-cancelled" {},
        /// A Methuselah declared a withdrawal.
        Withdrawing = "withdrawing" { seat: Seat },
        /// A Methuselah withdrew.
        Withdraws = "withdraws" { seat: Seat },
        /// A Methuselah was ousted.
        Ousted = "ousted" { seat: Seat },
        /// Victory points gained (in half points).
        Vp = "vp" { seat: Seat, half: u16 },
        /// The game timed out at the turn limit.
        TimedOut = "timed-out" { turn: u32 },
        /// A card in play was used (`target`: a card it was used on).
        Uses = "uses" { card: CardId, target: Option<CardId> },
        /// The game is over.
        GameOver = "game-over" { winner: Option<Seat> },
        /// A card is discarded from a hand by an effect.
        Discarded = "discarded" { card: CardId },
        /// A combatant makes no strike this round (its bound strike is forbidden).
        NoStrike = "no-strike" { by: CardId },
        /// A manual card's text is resolved by hand by its player (issue 18).
        ManualStarts = "manual-starts" { seat: Seat, card: CardId },
        /// Moves that change other Methuselahs' state are proposed for their consent.
        ManualProposes = "manual-proposes" { seat: Seat, moves: u8 },
        /// A Methuselah approved the proposed moves.
        ManualApproves = "manual-approves" { seat: Seat },
        /// A Methuselah refused the proposed moves: back to editing.
        ManualRefuses = "manual-refuses" { seat: Seat },
        /// The proposed moves were withdrawn.
        ManualWithdraws = "manual-withdraws" { seat: Seat },
        /// The manual resolution of a card is over.
        ManualDone = "manual-done" { seat: Seat, card: CardId },
        /// A manual move changed the action, combat or referendum in progress.
        ManualAdjusts = "manual-adjusts" { what: crate::choice::Adjust, n: i8, card: Option<CardId> },
        /// A referendum's caller wrote its terms (a political action card resolved by hand).
        TermsWritten = "terms-written" { seat: Seat, text: crate::choice::Words },
        /// A referendum's caller chose a Methuselah for its terms (public: the other
        /// Methuselahs vote on them; issue 22).
        TermsMethuselah = "terms-methuselah" { seat: Seat, chosen: Seat },
        /// A referendum's caller chose a clan for its terms.
        TermsClan = "terms-clan" { seat: Seat, clan: crate::choice::Clan },
        /// A referendum's caller chose a vampire for its terms.
        TermsVampire = "terms-vampire" { seat: Seat, vampire: CardId },
        /// A referendum's caller chose a card in play for its terms (a minion, a location).
        TermsCard = "terms-card" { seat: Seat, card: CardId },
        /// A referendum's caller gave one point of its terms to a Methuselah (a pool shift,
        /// points to split).
        TermsPoint = "terms-point" { seat: Seat, to: Seat },
        /// A library was shuffled.
        Shuffles = "shuffles" { seat: Seat },
        /// A label (the lasting effect of a manual card) was put on a card (`on`) or taken off.
        Labels = "labels" { card: CardId, source: CardId, on: bool, text: crate::choice::Words },
        /// A coin was flipped for a card's effect (`tails` or heads).
        CoinFlip = "coin-flip" { card: CardId, tails: bool },
        /// A Methuselah put an event card in play (comprehensive rules "Event Cards").
        EventPlayed = "event-played" { seat: Seat, card: CardId },
    }
}
