//! Master cards and cards that stay in play: locations, trifles, cards put on
//! vampires, allies and retainers outside combat (rulebook p. 8–10, p. 18).
//!
//! Each variant is one reusable effect; the engine applies it at its window
//! (`crate::effects::in_play`). A definition word names it (see [`MasterEffect::parse`]) and
//! [`MasterEffect::text`] renders it in words. "Lock"/"unlock" on cards is tap/untap.

use super::ability::{Ability, Cond, Limit, Selector, Stat, Verb, Window};
use super::text::{msg, Arg};
use jyhad_table::Lang;

/// Which cards a master card may be played on or at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Any vampire in play (ready or in torpor), whoever controls it.
    Vampire,
    /// A ready vampire, whoever controls it.
    ReadyVampire,
    /// A vampire you control (ready or in torpor).
    OwnVampire,
    /// A ready vampire you control.
    OwnReadyVampire,
    /// A ready minion (vampire or ally), whoever controls it.
    ReadyMinion,
    /// A ready minion (vampire or ally) you control.
    OwnReadyMinion,
    /// A minion you control: a vampire (ready or in torpor) or a ready ally.
    OwnMinion,
    /// A vampire in your uncontrolled region.
    OwnUncontrolled,
    /// A vampire in your prey's uncontrolled region.
    PreyUncontrolled,
}

impl Target {
    fn parse(v: &str) -> Result<Target, String> {
        Ok(match v {
            "vampire" => Target::Vampire,
            "ready-vampire" => Target::ReadyVampire,
            "own-vampire" => Target::OwnVampire,
            "own-ready-vampire" => Target::OwnReadyVampire,
            "ready-minion" => Target::ReadyMinion,
            "own-ready-minion" => Target::OwnReadyMinion,
            "own-minion" => Target::OwnMinion,
            "own-uncontrolled" => Target::OwnUncontrolled,
            "prey-uncontrolled" => Target::PreyUncontrolled,
            _ => return Err(format!("{v:?}: expected vampire, ready-vampire, own-vampire, own-ready-vampire, ready-minion, own-ready-minion, own-minion, own-uncontrolled or prey-uncontrolled")),
        })
    }

    fn msg_id(self) -> &'static str {
        match self {
            Target::Vampire => "master-target-vampire",
            Target::ReadyVampire => "master-target-ready-vampire",
            Target::OwnVampire => "master-target-own-vampire",
            Target::OwnReadyVampire => "master-target-own-ready-vampire",
            Target::ReadyMinion => "master-target-ready-minion",
            Target::OwnReadyMinion => "master-target-own-ready-minion",
            Target::OwnMinion => "master-target-own-minion",
            Target::OwnUncontrolled => "master-target-own-uncontrolled",
            Target::PreyUncontrolled => "master-target-prey-uncontrolled",
        }
    }
}

/// Which minions may take an action a card in play grants (`burn-as-action=WHO:STEALTH`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// Any minion.
    Any,
    /// Any vampire.
    Vampire,
    /// Any minion other than the one the card is on.
    Other,
    /// Only the vampire the card is on.
    Host,
}

/// A clan name written with `_` for spaces in a definition word.
fn clan(v: &str) -> String {
    v.replace('_', " ")
}

fn num<T: std::str::FromStr>(k: &str, v: &str) -> Result<T, String> {
    v.trim_start_matches('+')
        .parse()
        .map_err(|_| format!("{k}={v}: not a number"))
}

/// `CLAN:N` (a clan and a number).
fn clan_num(k: &str, v: &str) -> Result<(String, i8), String> {
    let (c, n) = v
        .split_once(':')
        .ok_or_else(|| format!("{k}={v}: expected CLAN:N"))?;
    Ok((clan(c), num(k, n)?))
}

/// A named effect of a master card or a card in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MasterEffect {
    /// `in-play`: stays in play once played (a card "put in play" that is neither a
    /// location nor unique).
    InPlay,
    /// `on=TARGET`: put on a card when played; it goes with that card.
    On(Target),
    /// `target=TARGET`: played at a card, without staying on it.
    At(Target),
    /// `add-blood=N`: the card played at gets N blood from the bank (`add-blood=full`,
    /// [`FULL`]: up to its capacity).
    AddBlood(u8),
    /// `lock-target`: the minion played at is locked.
    LockTarget,
    /// `min-capacity=N`: only at a vampire of capacity N or more.
    MinCapacity(u8),
    /// `entered-last-influence`: only at a vampire of yours brought out in your previous
    /// influence phase.
    EnteredLastInfluence,
    /// `remove-gain-capacity`: the vampire played at is removed from the game and its
    /// controller gains pool equal to its capacity.
    RemoveGainCapacity,
    /// `target-controller-cancels=N`: the controller of the vampire it is played at may
    /// burn N pool to cancel it as it is played.
    TargetControllerCancels(u8),
    /// `blood-to-younger-kin=N`: played choosing a ready vampire you control and a younger
    /// vampire of its clan in your uncontrolled region: move up to N blood from the first
    /// to the second.
    BloodToYoungerKin(u8),
    /// `host-no-transfers`: no transfer moves blood to or from the vampire it is on.
    HostNoTransfers,
    /// `prey-cannot-block-or-react`: played choosing one of your vampires and one of your
    /// prey's allies or younger vampires: while the first acts this turn, the second
    /// cannot block nor play reaction cards.
    PreyCannotBlockOrReact,
    /// `burn-library-pool=N:P`: burn the top N cards of your library to gain P pool; not
    /// playable with fewer than N cards there.
    BurnLibraryPool(u8, u8),
    /// `counters=N`: enters play with N counters.
    Counters(u8),
    /// `hunting-ground=N`: during your untap phase a ready vampire you control may gain N
    /// blood; a vampire gains blood from one hunting ground a turn. `hunting-ground=N:titled`:
    /// only a titled vampire (the `bool`).
    HuntingGround(u8, bool),
    /// `hand-size-per-counter`: +1 hand size per counter on it.
    HandSizePerCounter,
    /// `replace-burns-counter`: each card its controller would replace (other than itself)
    /// is not replaced; a counter is burned from it instead.
    ReplaceBurnsCounter,
    /// `burn-at-counters=N`: burned once it has N counters (0: once it has none).
    BurnAtCounters(u8),
    /// `counter-on-lock`: a counter is added each time it is locked.
    CounterOnLock,
    /// `move-blood=master|untap`: in that phase of the host's controller, move 1 blood
    /// between the host and their pool, either way, once.
    MoveBlood(crate::phase::Phase),
    /// `may-burn=Card_Name`: when played, a card of that name on the same vampire may be
    /// burned.
    MayBurn(String),
    /// `transfer-crypt=N`: N transfers: move your top crypt card to your uncontrolled
    /// region, then remove a crypt card there from the game.
    TransferCrypt(u8),
    /// `transfer-burn-pool=T:P`: T transfers: burn it and gain P pool.
    TransferBurnPool(u8, u8),
    /// `torpor-burn-pool=N`: after its host goes to torpor, the host's controller burns N pool.
    TorporBurnPool(u8),
    /// `; when=untap if=not:ready target=each-methuselah pool-N`: in each Methuselah's untap
    /// phase, if its host is in torpor, that Methuselah burns N pool.
    UntapTorporBurnPool(u8),
    /// `; if=bleed-at-you target=host intercept+N`: its host gets +N intercept during bleeds
    /// directed at the card's controller.
    HostBleedIntercept(u8),
    /// `; target=host prevent+N limit=combat`: its host may prevent N damage each combat.
    HostPrevent(u8),
    /// `; if=not:ready burn`: burned if its host is in torpor (not ready).
    BurnIfHostTorpor,
    /// `burn-as-action=WHO:STEALTH`: minions may burn it with an action of that stealth,
    /// directed at its controller.
    BurnAsAction(Who, i8),
    /// `; when=minion-action if=actor,vampire [stealth+N] steal`: vampires of another
    /// Methuselah may take control of it with an action of that stealth, directed at its
    /// controller (only [`Who::Vampire`] is spelled).
    StealAsAction(Who, i8),
    /// `; when=minion-action target=host [stealth+N] enter-combat`: minions may enter combat
    /// with its host with an action of that stealth, directed at the host's controller.
    EnterCombatAction(i8),
    /// `action-clan-stealth=CLAN:N`: the actions it grants have N more stealth when taken by
    /// a vampire of the clan.
    ActionClanStealth(String, i8),
    /// `block-gain=N`: once each turn, when its host blocks a titled vampire or a political
    /// action, the host gains N blood before the block resolves.
    BlockGain(u8),
    /// `archetype`: a vampire has one archetype only.
    Archetype,
    /// `untap-pool-counter`: in its controller's untap phase, 1 pool moves onto it.
    UntapPoolCounter,
    /// `others-burn-per-counter`: in each other Methuselah's untap phase, per counter on
    /// it, they lose 1 pool or 1 blood of one of their vampires.
    OthersBurnPerCounter,
    /// `lock-unlock-after=CLAN`: lock it as a vampire of the clan you control announces an
    /// undirected action: the vampire unlocks after the action if it succeeds.
    LockUnlockAfter(String),
    /// `burn-rescue=CLAN`: burn it (even locked) to move a vampire of the clan from torpor
    /// to the ready region.
    BurnRescue(String),
    /// `lock-rescue=CLAN`: master phase: lock it and pay 1 pool or 1 blood of a
    /// ready vampire of the clan you control to move a vampire of the clan from torpor to
    /// the ready region.
    LockRescue(String),
    /// `grand-ball=CLAN`: played choosing two ready vampires of the clan you control: the
    /// first gets locked and stays locked through its untap phases; the second's non-bleed actions cannot
    /// be blocked.
    GrandBall(String),
    /// `take-blood=MIN:MAX`: played on a vampire, move MIN to MAX blood (as much as it has)
    /// from it to your pool; `MIN:any` ([`FULL`]): up to all its blood.
    TakeBlood(u8, u8),
    /// `card-cost=Card_Name:N`: cards of that name cost its controller N more pool.
    CardCost(String, u8),
    /// `repeat-cost=N`: costs N more pool for each copy already on the vampire.
    RepeatCost(u8),
    /// `; target=host cannot-block`: its host cannot block.
    HostCannotBlock,
    /// `collect-blood=CLAN`: in your master phase, one vampire of the clan you control a
    /// turn may move 1 blood from itself to it.
    CollectBlood(String),
    /// `influence-counters=CLAN`: lock it in your influence phase to move all its counters
    /// to a vampire of the clan in your uncontrolled region.
    InfluenceCounters(String),
    /// `troublemaker`: in your untap phase, give control of it to your prey and lock up to
    /// two of that player's vampires or burn one equipment among their minions.
    Troublemaker,
    /// `once-per-game`: only one card of this name may be played in a game.
    OncePerGame,
    /// `one-per-turn`: only one card of this name may be played each turn.
    OnePerTurn,
    /// `target-title=T+T`: only at (or moved to) a vampire with one of these titles.
    TargetTitle(Vec<jyhad_cards::Title>),
    /// `host-untap-blood=N:move`: in its host's controller's untap phase, the host burns N
    /// blood, or is burned if it cannot; once paid, the card moves to another vampire its
    /// `target-title` allows (chosen by that controller), or burns if there is none.
    HostUntapBlood(u8),
    /// `copies-recover=N:P:C`: as it enters play, if its controller controls N copies in
    /// play, every copy in play (anyone's) is removed from the game; the controller gains P
    /// pool and picks up to C library cards of their ash heap: the first to their hand, the
    /// others shuffled into their library.
    CopiesRecover(u8, u8, u8),
    /// `one-per-minion`: a minion can have only one card of this name on it.
    OnePerHost,
    /// `haven`: a haven; a minion can have only one haven on it.
    Haven,
    /// `untargetable`: the minion it is on cannot be the target of other Methuselahs'
    /// actions (read by `State::may_target`).
    Untargetable,
    /// `host-master-cost=N`: master cards played at the minion it is on cost N more pool,
    /// whoever plays them.
    HostMasterCost(u8),
    /// `burn-after-host-torpor`: burned after its host goes to torpor (not when it is
    /// played on a host already there).
    BurnAfterHostTorpor,
    /// `chooses=TARGET`: as it is played, and each time its controller changes, its
    /// controller chooses such a minion (the card's chosen minion, `InPlayState::chosen`).
    Chooses(Target),
    /// `chosen-untap-blood=N`: in its controller's untap phase, its chosen vampire (ready
    /// or in torpor) may gain N blood, once.
    ChosenUntapBlood(u8),
    /// `gain-discipline`: a Discipline card (p. 9): the vampire it is on gains one level
    /// of the Discipline the card is named after and 1 capacity; not played on a vampire
    /// with the superior level already.
    GainDiscipline,
}

/// `add-blood=full`: as much blood as the vampire's capacity holds (the excess drains to
/// the bank, p. 4).
pub const FULL: u8 = u8::MAX;

/// One bit per kind of master word, so that a card's words can be tested with one mask
/// ([`crate::defs::Defs::master_mask`]) before they are read.
pub mod word {
    /// The word `InPlay`.
    pub const IN_PLAY: u64 = 1 << 0;
    /// The word `On`.
    pub const ON: u64 = 1 << 1;
    /// The word `At`.
    pub const AT: u64 = 1 << 2;
    /// The word `AddBlood`.
    pub const ADD_BLOOD: u64 = 1 << 3;
    /// The word `LockTarget`.
    pub const LOCK_TARGET: u64 = 1 << 4;
    /// The word `MinCapacity`.
    pub const MIN_CAPACITY: u64 = 1 << 34;
    /// The word `PreyCannotBlockOrReact`.
    pub const PREY_CANNOT_BLOCK_OR_REACT: u64 = 1 << 15;
    /// The word `HostNoTransfers`.
    pub const HOST_NO_TRANSFERS: u64 = 1 << 16;
    /// The word `BloodToYoungerKin`.
    pub const BLOOD_TO_YOUNGER_KIN: u64 = 1 << 17;
    /// The word `RemoveGainCapacity`.
    pub const REMOVE_GAIN_CAPACITY: u64 = 1 << 18;
    /// The word `TargetControllerCancels`.
    pub const TARGET_CONTROLLER_CANCELS: u64 = 1 << 19;
    /// The word `BurnLibraryPool`.
    pub const BURN_LIBRARY_POOL: u64 = 1 << 12;
    /// The word `Counters`.
    pub const COUNTERS: u64 = 1 << 5;
    /// The word `HuntingGround`.
    pub const HUNTING_GROUND: u64 = 1 << 6;
    /// The word `HandSizePerCounter`.
    pub const HAND_SIZE_PER_COUNTER: u64 = 1 << 8;
    /// The word `ReplaceBurnsCounter`.
    pub const REPLACE_BURNS_COUNTER: u64 = 1 << 9;
    /// The word `BurnAtCounters`.
    pub const BURN_AT_COUNTERS: u64 = 1 << 10;
    /// The word `CounterOnLock`.
    pub const COUNTER_ON_LOCK: u64 = 1 << 11;
    /// The word `MoveBlood`.
    pub const MOVE_BLOOD: u64 = 1 << 13;
    /// The word `MayBurn`.
    pub const MAY_BURN: u64 = 1 << 14;
    /// The word `TransferCrypt`.
    pub const TRANSFER_CRYPT: u64 = 1 << 20;
    /// The word `TransferBurnPool`.
    pub const TRANSFER_BURN_POOL: u64 = 1 << 21;
    /// The word `TorporBurnPool`.
    pub const TORPOR_BURN_POOL: u64 = 1 << 22;
    /// The word `UntapTorporBurnPool`.
    pub const UNTAP_TORPOR_BURN_POOL: u64 = 1 << 23;
    /// The word `HostBleedIntercept`.
    pub const HOST_BLEED_INTERCEPT: u64 = 1 << 24;
    /// The word `HostPrevent`.
    pub const HOST_PREVENT: u64 = 1 << 25;
    /// The word `BurnIfHostTorpor`.
    pub const BURN_IF_HOST_TORPOR: u64 = 1 << 26;
    /// The word `BurnAsAction`.
    pub const BURN_AS_ACTION: u64 = 1 << 27;
    /// The word `StealAsAction`.
    pub const STEAL_AS_ACTION: u64 = 1 << 7;
    /// The word `EnterCombatAction`.
    pub const ENTER_COMBAT_ACTION: u64 = 1 << 28;
    /// The word `ActionClanStealth`.
    pub const ACTION_CLAN_STEALTH: u64 = 1 << 29;
    /// The word `BlockGain`.
    pub const BLOCK_GAIN: u64 = 1 << 30;
    /// The word `Archetype`.
    pub const ARCHETYPE: u64 = 1 << 31;
    /// The word `UntapPoolCounter`.
    pub const UNTAP_POOL_COUNTER: u64 = 1 << 32;
    /// The word `OthersBurnPerCounter`.
    pub const OTHERS_BURN_PER_COUNTER: u64 = 1 << 33;
    /// The word `EnteredLastInfluence`.
    pub const ENTERED_LAST_INFLUENCE: u64 = 1 << 39;
    /// A card in play locked before range is determined (`when=before-range`).
    pub const ABILITY_BEFORE_RANGE: u64 = 1 << 40;
    /// A political action any vampire may take, an ability of a card in play
    /// (`when=minion-action … referendum`).
    pub const ABILITY_MINION_ACTION: u64 = 1 << 35;
    /// A card locked to have its minion act during any Methuselah's minion phase
    /// (`when=any-minion-phase`), or used during your minion phase (`when=minion-phase`; it shares its bit with `ABILITY_MINION_ACTION`, both read in
    /// the minion phase: a shared bit only makes a scan look).
    pub const ABILITY_ANY_MINION_PHASE: u64 = 1 << 35;
    /// The word `LockUnlockAfter`.
    pub const LOCK_UNLOCK_AFTER: u64 = 1 << 36;
    /// The word `BurnRescue`.
    pub const BURN_RESCUE: u64 = 1 << 37;
    /// The word `LockRescue`.
    pub const LOCK_RESCUE: u64 = 1 << 38;
    /// The word `GrandBall`.
    pub const GRAND_BALL: u64 = 1 << 41;
    /// The word `TakeBlood`.
    pub const TAKE_BLOOD: u64 = 1 << 42;
    /// The word `CardCost`.
    pub const CARD_COST: u64 = 1 << 43;
    /// The word `RepeatCost`.
    pub const REPEAT_COST: u64 = 1 << 44;
    /// The word `HostCannotBlock`.
    pub const HOST_CANNOT_BLOCK: u64 = 1 << 45;
    /// The word `CollectBlood`.
    pub const COLLECT_BLOOD: u64 = 1 << 46;
    /// The word `InfluenceCounters`.
    pub const INFLUENCE_COUNTERS: u64 = 1 << 47;
    /// The word `Troublemaker`.
    pub const TROUBLEMAKER: u64 = 1 << 48;
    /// A static in the compositional grammar (`master ; target=you hand-size+1`).
    pub const ABILITY_STATIC: u64 = 1 << 49;
    /// An ability usable at any time (`when=any-time`).
    pub const ABILITY_ANY_TIME: u64 = 1 << 50;
    /// An ability of the polling step (`when=polling`).
    pub const ABILITY_POLLING: u64 = 1 << 51;
    /// An ability of one of your minions' actions (`when=action-announced`,
    /// `when=block-attempt`).
    pub const ABILITY_ACTION: u64 = 1 << 52;
    /// An ability of your untap phase (`when=untap`).
    pub const ABILITY_UNTAP: u64 = 1 << 53;
    /// An ability of your influence phase (`when=influence`).
    pub const ABILITY_INFLUENCE: u64 = 1 << 54;
    /// A trigger as your discard phase begins (`when=discard-phase`).
    pub const ABILITY_DISCARD_PHASE: u64 = 1 << 55;
    /// The word `OncePerGame`.
    pub const ONCE_PER_GAME: u64 = 1 << 56;
    /// The word `OnePerTurn`.
    pub const ONE_PER_TURN: u64 = 1 << 35;
    /// The word `CopiesRecover`.
    pub const COPIES_RECOVER: u64 = 1 << 39;
    /// The word `HostUntapBlood`.
    pub const HOST_UNTAP_BLOOD: u64 = 1 << 40;
    /// The word `TargetTitle` (no bit of its own: read with `On`).
    pub const TARGET_TITLE: u64 = 0;
    /// The word `OnePerHost`.
    pub const ONE_PER_HOST: u64 = 1 << 57;
    /// The word `GainDiscipline`.
    pub const GAIN_DISCIPLINE: u64 = 1 << 58;
    /// The word `Haven` (no bit of its own: read with `On`).
    pub const HAVEN: u64 = 0;
    /// The word `Untargetable`.
    pub const UNTARGETABLE: u64 = 1 << 63;
    /// The word `HostMasterCost` (shares `Untargetable`'s bit: both protect a host).
    pub const HOST_MASTER_COST: u64 = 1 << 63;
    /// The word `Chooses` (shares `At`'s bit: both are played at a minion).
    pub const CHOOSES: u64 = AT;
    /// The word `ChosenUntapBlood` (shares `HuntingGround`'s bit: both are untap phase
    /// uses).
    pub const CHOSEN_UNTAP_BLOOD: u64 = HUNTING_GROUND;
    /// The word `BurnAfterHostTorpor` (shares `TorporBurnPool`'s bit: both are read as
    /// the host goes to torpor).
    pub const BURN_AFTER_HOST_TORPOR: u64 = TORPOR_BURN_POOL;
    /// An ability cancelling a card as it is played (`when=as-played`).
    pub const ABILITY_AS_PLAYED: u64 = 1 << 59;
    /// An ability of your master phase (`when=master-phase`).
    pub const ABILITY_MASTER_PHASE: u64 = 1 << 60;
    /// A trigger after a successful action of the minion the card is on
    /// (`when=action-succeeded`).
    pub const ABILITY_ACTION_SUCCEEDED: u64 = 1 << 61;
    /// A master card's play once the blocks are declined (`when=blocks-declined`).
    pub const ABILITY_BLOCKS_DECLINED: u64 = 1 << 62;
    /// Any ability in the grammar of a master card.
    pub const ABILITIES: u64 = ABILITY_BLOCKS_DECLINED
        | ABILITY_STATIC
        | ABILITY_ANY_TIME
        | ABILITY_POLLING
        | ABILITY_ACTION
        | ABILITY_UNTAP
        | ABILITY_INFLUENCE
        | ABILITY_DISCARD_PHASE
        | ABILITY_AS_PLAYED
        | ABILITY_MASTER_PHASE
        | ABILITY_ACTION_SUCCEEDED
        | ABILITY_MINION_ACTION
        | ABILITY_BEFORE_RANGE;

    /// The bit of a master card's ability in the window it is used or fires in: scans of
    /// cards in play for one window skip, with one test, the cards without it.
    #[inline]
    pub fn ability(when: Option<crate::defs::ability::Window>) -> u64 {
        use crate::defs::ability::Window as Wd;
        match when {
            None => ABILITY_STATIC,
            Some(Wd::AnyTime) => ABILITY_ANY_TIME,
            Some(Wd::Polling) => ABILITY_POLLING,
            Some(Wd::ActionAnnounced | Wd::BlockAttempt) => ABILITY_ACTION,
            Some(Wd::Untap) => ABILITY_UNTAP,
            Some(Wd::Influence) => ABILITY_INFLUENCE,
            Some(Wd::DiscardPhase) => ABILITY_DISCARD_PHASE,
            Some(Wd::AsPlayed) => ABILITY_AS_PLAYED,
            Some(Wd::MasterPhase) => ABILITY_MASTER_PHASE,
            Some(Wd::ActionSucceeded) => ABILITY_ACTION_SUCCEEDED,
            Some(Wd::BlocksDeclined) => ABILITY_BLOCKS_DECLINED,
            Some(Wd::MinionAction) => ABILITY_MINION_ACTION,
            Some(Wd::AnyMinionPhase | Wd::MinionPhase) => ABILITY_ANY_MINION_PHASE,
            Some(Wd::BeforeRange) => ABILITY_BEFORE_RANGE,
            // Windows of other kinds' abilities: no card in play is scanned for them.
            Some(_) => 0,
        }
    }
}

impl MasterEffect {
    /// The effect a master card's ability spelled in shared parts names, if it is one of
    /// these statics of a card on a minion (`; target=host cannot-block`,
    /// `; if=bleed-at-you target=host intercept+1`, `; target=host prevent+1 limit=combat`,
    /// `; if=not:ready burn`): the engine performs them as the named effect.
    pub fn from_ability(a: &Ability) -> Option<MasterEffect> {
        let plain = a.costs.is_empty() && a.until.is_none() && a.per.is_none() && a.terms.is_none();
        if !plain || a.limit.is_some_and(|l| l != Limit::Combat) {
            return None;
        }
        let host = a.target == Selector::HOST;
        let own = a.target == Selector::OWN;
        // An action's stealth, then its effect (`stealth+1 enter-combat`).
        let action = |last: Verb| match a.verbs[..] {
            [v] if v == last => Some(0),
            [Verb::Stat(Stat::Stealth, s), v] if v == last => Some(s),
            _ => None,
        };
        let combat = a.limit == Some(Limit::Combat);
        Some(match (a.when, &a.conds[..], &a.verbs[..]) {
            (None, &[Cond::BleedAtYou], &[Verb::Stat(Stat::Intercept, n)])
                if host && n > 0 && !combat =>
            {
                MasterEffect::HostBleedIntercept(n.unsigned_abs())
            }
            (None, &[], &[Verb::Prevent(n)]) if host && combat => MasterEffect::HostPrevent(n),
            (None, &[], &[Verb::CannotBlock]) if host && !combat => MasterEffect::HostCannotBlock,
            (None, &[Cond::NotReady], &[Verb::Burn]) if own && !combat => {
                MasterEffect::BurnIfHostTorpor
            }
            // In each Methuselah's untap phase, while its host is in torpor.
            (Some(Window::Untap), &[Cond::NotReady], &[Verb::Pool(n)])
                if a.target == Selector::EACH_METHUSELAH && n < 0 && !combat =>
            {
                MasterEffect::UntapTorporBurnPool(n.unsigned_abs())
            }
            // A (D) action of another Methuselah's vampire: it takes control of the card.
            (Some(Window::MinionAction), c, _)
                if own
                    && !combat
                    && c == [Cond::ACTOR_VAMPIRE]
                    && action(Verb::Steal).is_some() =>
            {
                MasterEffect::StealAsAction(Who::Vampire, action(Verb::Steal).unwrap_or(0))
            }
            // A (D) action entering combat with the card's host.
            (Some(Window::MinionAction), &[], _)
                if host && !combat && action(Verb::EnterCombat).is_some() =>
            {
                MasterEffect::EnterCombatAction(action(Verb::EnterCombat).unwrap_or(0))
            }
            _ => return None,
        })
    }

    /// This word's bit in [`word`].
    pub fn bit(&self) -> u64 {
        match self {
            MasterEffect::InPlay => word::IN_PLAY,
            MasterEffect::On(..) => word::ON,
            MasterEffect::At(..) => word::AT,
            MasterEffect::AddBlood(..) => word::ADD_BLOOD,
            MasterEffect::LockTarget => word::LOCK_TARGET,
            MasterEffect::MinCapacity(..) => word::MIN_CAPACITY,
            MasterEffect::EnteredLastInfluence => word::ENTERED_LAST_INFLUENCE,
            MasterEffect::RemoveGainCapacity => word::REMOVE_GAIN_CAPACITY,
            MasterEffect::TargetControllerCancels(..) => word::TARGET_CONTROLLER_CANCELS,
            MasterEffect::BloodToYoungerKin(..) => word::BLOOD_TO_YOUNGER_KIN,
            MasterEffect::HostNoTransfers => word::HOST_NO_TRANSFERS,
            MasterEffect::PreyCannotBlockOrReact => word::PREY_CANNOT_BLOCK_OR_REACT,
            MasterEffect::BurnLibraryPool(..) => word::BURN_LIBRARY_POOL,
            MasterEffect::Counters(..) => word::COUNTERS,
            MasterEffect::HuntingGround(..) => word::HUNTING_GROUND,
            MasterEffect::HandSizePerCounter => word::HAND_SIZE_PER_COUNTER,
            MasterEffect::ReplaceBurnsCounter => word::REPLACE_BURNS_COUNTER,
            MasterEffect::BurnAtCounters(..) => word::BURN_AT_COUNTERS,
            MasterEffect::CounterOnLock => word::COUNTER_ON_LOCK,
            MasterEffect::MoveBlood(..) => word::MOVE_BLOOD,
            MasterEffect::MayBurn(..) => word::MAY_BURN,
            MasterEffect::TransferCrypt(..) => word::TRANSFER_CRYPT,
            MasterEffect::TransferBurnPool(..) => word::TRANSFER_BURN_POOL,
            MasterEffect::TorporBurnPool(..) => word::TORPOR_BURN_POOL,
            MasterEffect::UntapTorporBurnPool(..) => word::UNTAP_TORPOR_BURN_POOL,
            MasterEffect::HostBleedIntercept(..) => word::HOST_BLEED_INTERCEPT,
            MasterEffect::HostPrevent(..) => word::HOST_PREVENT,
            MasterEffect::BurnIfHostTorpor => word::BURN_IF_HOST_TORPOR,
            MasterEffect::BurnAsAction(..) => word::BURN_AS_ACTION,
            MasterEffect::EnterCombatAction(..) => word::ENTER_COMBAT_ACTION,
            MasterEffect::StealAsAction(..) => word::STEAL_AS_ACTION,
            MasterEffect::ActionClanStealth(..) => word::ACTION_CLAN_STEALTH,
            MasterEffect::BlockGain(..) => word::BLOCK_GAIN,
            MasterEffect::Archetype => word::ARCHETYPE,
            MasterEffect::UntapPoolCounter => word::UNTAP_POOL_COUNTER,
            MasterEffect::OthersBurnPerCounter => word::OTHERS_BURN_PER_COUNTER,
            MasterEffect::LockUnlockAfter(..) => word::LOCK_UNLOCK_AFTER,
            MasterEffect::BurnRescue(..) => word::BURN_RESCUE,
            MasterEffect::LockRescue(..) => word::LOCK_RESCUE,
            MasterEffect::GrandBall(..) => word::GRAND_BALL,
            MasterEffect::TakeBlood(..) => word::TAKE_BLOOD,
            MasterEffect::CardCost(..) => word::CARD_COST,
            MasterEffect::RepeatCost(..) => word::REPEAT_COST,
            MasterEffect::HostCannotBlock => word::HOST_CANNOT_BLOCK,
            MasterEffect::OncePerGame => word::ONCE_PER_GAME,
            MasterEffect::OnePerHost => word::ONE_PER_HOST,
            MasterEffect::Haven => word::HAVEN,
            MasterEffect::Untargetable => word::UNTARGETABLE,
            MasterEffect::HostMasterCost(..) => word::HOST_MASTER_COST,
            MasterEffect::BurnAfterHostTorpor => word::BURN_AFTER_HOST_TORPOR,
            MasterEffect::Chooses(..) => word::CHOOSES,
            MasterEffect::ChosenUntapBlood(..) => word::CHOSEN_UNTAP_BLOOD,
            MasterEffect::OnePerTurn => word::ONE_PER_TURN,
            MasterEffect::TargetTitle(..) => word::TARGET_TITLE,
            MasterEffect::HostUntapBlood(..) => word::HOST_UNTAP_BLOOD,
            MasterEffect::CopiesRecover(..) => word::COPIES_RECOVER,
            MasterEffect::GainDiscipline => word::GAIN_DISCIPLINE,
            MasterEffect::CollectBlood(..) => word::COLLECT_BLOOD,
            MasterEffect::InfluenceCounters(..) => word::INFLUENCE_COUNTERS,
            MasterEffect::Troublemaker => word::TROUBLEMAKER,
        }
    }
}

impl MasterEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<MasterEffect, String>> {
        use MasterEffect as M;
        let k = key;
        let v = value;
        let r = (|| -> Result<MasterEffect, String> {
            Ok(match k {
                "in-play" => M::InPlay,
                "on" => M::On(Target::parse(v)?),
                "target" => M::At(Target::parse(v)?),
                "add-blood" if v == "full" => M::AddBlood(FULL),
                "add-blood" => M::AddBlood(num(k, v)?),
                "once-per-game" => M::OncePerGame,
                "haven" => M::Haven,
                "untargetable" => M::Untargetable,
                "host-master-cost" => M::HostMasterCost(num(k, v)?),
                "burn-after-host-torpor" => M::BurnAfterHostTorpor,
                "chooses" => M::Chooses(Target::parse(v)?),
                "chosen-untap-blood" => M::ChosenUntapBlood(num(k, v)?),
                "one-per-turn" => M::OnePerTurn,
                "target-title" => M::TargetTitle(
                    v.split('+')
                        .map(|t| t.replace('-', " ").parse::<jyhad_cards::Title>())
                        .collect::<Result<Vec<_>, _>>()?,
                ),
                "host-untap-blood" => match v.split_once(':') {
                    Some((n, "move")) => M::HostUntapBlood(num(k, n)?),
                    _ => return Err(format!("{k}={v}: expected N:move")),
                },
                "copies-recover" => match v.split(':').collect::<Vec<_>>()[..] {
                    [n, p, c] => M::CopiesRecover(num(k, n)?, num(k, p)?, num(k, c)?),
                    _ => return Err(format!("{k}={v}: expected COPIES:POOL:CARDS")),
                },
                "gain-discipline" => M::GainDiscipline,
                "lock-target" => M::LockTarget,
                "min-capacity" => M::MinCapacity(num(k, v)?),
                "remove-gain-capacity" => M::RemoveGainCapacity,
                "target-controller-cancels" => M::TargetControllerCancels(num(k, v)?),
                "blood-to-younger-kin" => M::BloodToYoungerKin(num(k, v)?),
                "host-no-transfers" => M::HostNoTransfers,
                "prey-cannot-block-or-react" => M::PreyCannotBlockOrReact,
                "burn-library-pool" => {
                    let (c, p) = v
                        .split_once(':')
                        .ok_or_else(|| format!("{k}={v}: expected CARDS:POOL"))?;
                    M::BurnLibraryPool(num(k, c)?, num(k, p)?)
                }
                "counters" => M::Counters(num(k, v)?),
                "hunting-ground" => match v.split_once(':') {
                    Some((n, "titled")) => M::HuntingGround(num(k, n)?, true),
                    Some(_) => return Err(format!("{k}={v}: expected N or N:titled")),
                    None => M::HuntingGround(num(k, v)?, false),
                },
                "hand-size-per-counter" => M::HandSizePerCounter,
                "replace-burns-counter" => M::ReplaceBurnsCounter,
                "burn-at-counters" => M::BurnAtCounters(num(k, v)?),
                "counter-on-lock" => M::CounterOnLock,
                "move-blood" => M::MoveBlood(match v {
                    "master" => crate::phase::Phase::Master,
                    "untap" => crate::phase::Phase::Untap,
                    _ => return Err(format!("{k}={v}: expected master or untap")),
                }),
                "may-burn" => M::MayBurn(clan(v)),
                "transfer-crypt" => M::TransferCrypt(num(k, v)?),
                "transfer-burn-pool" => {
                    let (t, p) = v
                        .split_once(':')
                        .ok_or_else(|| format!("{k}={v}: expected TRANSFERS:POOL"))?;
                    M::TransferBurnPool(num(k, t)?, num(k, p)?)
                }
                "torpor-burn-pool" => M::TorporBurnPool(num(k, v)?),
                "burn-as-action" => {
                    let (w, s) = v.split_once(':').unwrap_or((v, "0"));
                    let who = match w {
                        "any" => Who::Any,
                        "vampire" => Who::Vampire,
                        "other" => Who::Other,
                        "host" => Who::Host,
                        _ => return Err(format!("{k}={v}: expected any, vampire, other or host")),
                    };
                    M::BurnAsAction(who, num(k, s)?)
                }
                "action-clan-stealth" => {
                    let (c, n) = clan_num(k, v)?;
                    M::ActionClanStealth(c, n)
                }
                "block-gain" => M::BlockGain(num(k, v)?),
                "archetype" => M::Archetype,
                "entered-last-influence" => M::EnteredLastInfluence,
                "untap-pool-counter" => M::UntapPoolCounter,
                "others-burn-per-counter" => M::OthersBurnPerCounter,
                "lock-unlock-after" => M::LockUnlockAfter(clan(v)),
                "burn-rescue" => M::BurnRescue(clan(v)),
                "lock-rescue" => M::LockRescue(clan(v)),
                "grand-ball" => M::GrandBall(clan(v)),
                "take-blood" => {
                    let (a, b) = v
                        .split_once(':')
                        .ok_or_else(|| format!("{k}={v}: expected MIN:MAX"))?;
                    // `any`: as much as the vampire has.
                    let max = if b == "any" { FULL } else { num(k, b)? };
                    M::TakeBlood(num(k, a)?, max)
                }
                "card-cost" => {
                    let (c, n) = v
                        .rsplit_once(':')
                        .ok_or_else(|| format!("{k}={v}: expected Card_Name:N"))?;
                    M::CardCost(clan(c), num(k, n)?)
                }
                "repeat-cost" => M::RepeatCost(num(k, v)?),
                "collect-blood" => M::CollectBlood(clan(v)),
                "influence-counters" => M::InfluenceCounters(clan(v)),
                "troublemaker" => M::Troublemaker,
                _ => return Err(String::new()),
            })
        })();
        match r {
            Err(e) if e.is_empty() => None,
            r => Some(r),
        }
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        use MasterEffect as M;
        let n = |v: i64| Arg::from(v);
        let s = |v: &str| Arg::from(v.to_string());
        let say = |id: &str, args: &[(&str, Arg)]| msg(lang, id, args);
        match self {
            M::InPlay => say("master-in-play", &[]),
            M::On(t) => say(
                "master-on",
                &[("target", Arg::from(msg(lang, t.msg_id(), &[])))],
            ),
            M::At(t) => say(
                "master-at",
                &[("target", Arg::from(msg(lang, t.msg_id(), &[])))],
            ),
            M::AddBlood(FULL) => say("master-add-blood-full", &[]),
            M::AddBlood(v) => say("master-add-blood", &[("n", n((*v).into()))]),
            M::OncePerGame => say("master-once-per-game", &[]),
            M::OnePerHost => say("master-one-per-host", &[]),
            M::Haven => say("master-haven", &[]),
            M::Untargetable => say("master-untargetable", &[]),
            M::HostMasterCost(v) => say("master-host-master-cost", &[("n", n((*v).into()))]),
            M::BurnAfterHostTorpor => say("master-burn-after-host-torpor", &[]),
            M::Chooses(t) => say(
                "master-chooses",
                &[("target", Arg::from(msg(lang, t.msg_id(), &[])))],
            ),
            M::ChosenUntapBlood(v) => say("master-chosen-untap-blood", &[("n", n((*v).into()))]),
            M::OnePerTurn => say("master-one-per-turn", &[]),
            M::TargetTitle(ts) => say(
                "master-target-title",
                &[(
                    "titles",
                    s(&ts
                        .iter()
                        .map(|t| t.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")),
                )],
            ),
            M::HostUntapBlood(v) => say("master-host-untap-blood", &[("n", n((*v).into()))]),
            M::CopiesRecover(c, p, k) => say(
                "master-copies-recover",
                &[
                    ("n", n((*c).into())),
                    ("pool", n((*p).into())),
                    ("cards", n((*k).into())),
                ],
            ),
            M::GainDiscipline => say("master-gain-discipline", &[]),
            M::LockTarget => say("master-lock-target", &[]),
            M::MinCapacity(v) => say("master-min-capacity", &[("n", n((*v).into()))]),
            M::RemoveGainCapacity => say("master-remove-gain-capacity", &[]),
            M::TargetControllerCancels(v) => {
                say("master-target-controller-cancels", &[("n", n((*v).into()))])
            }
            M::BloodToYoungerKin(v) => say("master-blood-to-younger-kin", &[("n", n((*v).into()))]),
            M::HostNoTransfers => say("master-host-no-transfers", &[]),
            M::PreyCannotBlockOrReact => say("master-prey-cannot-block-or-react", &[]),
            M::BurnLibraryPool(c, p) => say(
                "master-burn-library-pool",
                &[("n", n((*c).into())), ("pool", n((*p).into()))],
            ),
            M::Counters(v) => say("master-counters", &[("n", n((*v).into()))]),
            M::HuntingGround(v, false) => say("master-hunting-ground", &[("n", n((*v).into()))]),
            M::HuntingGround(v, true) => {
                say("master-hunting-ground-titled", &[("n", n((*v).into()))])
            }
            M::HandSizePerCounter => say("master-hand-size-per-counter", &[]),
            M::ReplaceBurnsCounter => say("master-replace-burns-counter", &[]),
            M::BurnAtCounters(v) => say("master-burn-at-counters", &[("n", n((*v).into()))]),
            M::CounterOnLock => say("master-counter-on-lock", &[]),
            M::MoveBlood(p) => say(
                "master-move-blood",
                &[(
                    "phase",
                    s(if *p == crate::phase::Phase::Master {
                        "master"
                    } else {
                        "untap"
                    }),
                )],
            ),
            M::MayBurn(c) => say("master-may-burn", &[("card", s(c))]),
            M::TransferCrypt(v) => say("master-transfer-crypt", &[("n", n((*v).into()))]),
            M::TransferBurnPool(t, p) => say(
                "master-transfer-burn-pool",
                &[("n", n((*t).into())), ("pool", n((*p).into()))],
            ),
            M::TorporBurnPool(v) => say("master-torpor-burn-pool", &[("n", n((*v).into()))]),
            M::UntapTorporBurnPool(v) => {
                say("master-untap-torpor-burn-pool", &[("n", n((*v).into()))])
            }
            M::HostBleedIntercept(v) => {
                say("master-host-bleed-intercept", &[("n", n((*v).into()))])
            }
            M::HostPrevent(v) => say("master-host-prevent", &[("n", n((*v).into()))]),
            M::BurnIfHostTorpor => say("master-burn-if-host-torpor", &[]),
            M::BurnAsAction(who, st) | M::StealAsAction(who, st) => say(
                if matches!(self, M::StealAsAction(..)) {
                    "master-steal-as-action"
                } else {
                    "master-burn-as-action"
                },
                &[
                    (
                        "who",
                        s(match who {
                            Who::Any => "any",
                            Who::Vampire => "vampire",
                            Who::Other => "other",
                            Who::Host => "host",
                        }),
                    ),
                    ("stealth", n((*st).into())),
                ],
            ),
            M::EnterCombatAction(st) => say(
                "master-enter-combat-action",
                &[("stealth", n((*st).into()))],
            ),
            M::ActionClanStealth(c, v) => say(
                "master-action-clan-stealth",
                &[("clan", s(c)), ("n", n((*v).into()))],
            ),
            M::BlockGain(v) => say("master-block-gain", &[("n", n((*v).into()))]),
            M::Archetype => say("master-archetype", &[]),
            M::EnteredLastInfluence => say("master-entered-last-influence", &[]),
            M::UntapPoolCounter => say("master-untap-pool-counter", &[]),
            M::OthersBurnPerCounter => say("master-others-burn-per-counter", &[]),
            M::LockUnlockAfter(c) => say("master-lock-unlock-after", &[("clan", s(c))]),
            M::BurnRescue(c) => say("master-burn-rescue", &[("clan", s(c))]),
            M::LockRescue(c) => say("master-lock-rescue", &[("clan", s(c))]),
            M::GrandBall(c) => say("master-grand-ball", &[("clan", s(c))]),
            M::TakeBlood(a, FULL) => say("master-take-blood-any", &[("min", n((*a).into()))]),
            M::TakeBlood(a, b) => say(
                "master-take-blood",
                &[("min", n((*a).into())), ("max", n((*b).into()))],
            ),
            M::CardCost(c, v) => say("master-card-cost", &[("card", s(c)), ("n", n((*v).into()))]),
            M::RepeatCost(v) => say("master-repeat-cost", &[("n", n((*v).into()))]),
            M::HostCannotBlock => say("master-host-cannot-block", &[]),
            M::CollectBlood(c) => say("master-collect-blood", &[("clan", s(c))]),
            M::InfluenceCounters(c) => say("master-influence-counters", &[("clan", s(c))]),
            M::Troublemaker => say("master-troublemaker", &[]),
        }
    }
}
