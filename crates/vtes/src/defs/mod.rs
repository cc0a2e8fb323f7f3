//! The effect vocabulary: what a card does, as data.
//!
//! A definition is one line of words: a kind (`modifier`, `reaction`, `combat`, `master`,
//! `equipment`, `action`, `political`, `ally`, `retainer`, `vampire`), the common primitives
//! (stealth, intercept, bleed, maneuver, press, strikes, prevention, additional strikes,
//! weapons, terms and outcomes) as fields of [`CardDef`], and named [`Effect`]s for the rest,
//! one sub-vocabulary per window of play:
//! - [`modifiers`]: action modifiers (the acting minion's side of an action);
//! - [`reactions`]: reactions (the other Methuselahs' side of an action);
//! - [`masters`]: master cards and everything that stays in play (locations, trifles,
//!   cards put on vampires, allies and retainers outside combat);
//! - [`actions`]: action cards and political action cards;
//! - [`vampires`]: crypt cards' special abilities.
//!
//! After the kind's words, `;` separates abilities written in the compositional grammar of
//! [`ability`] (window, conditions, costs, target, effects, duration, limit): the families
//! migrated to it so far read only that (`docs/vocabulary.md`).
//!
//! Every card has one built-in definition in `crates/vtes/cards/*.defs`
//! (`"Card Name" = inferior | superior`); a game's config may override them. A card without
//! a definition can still be discarded, and the log says so.

pub mod ability;
pub mod actions;
pub mod masters;
pub mod modifiers;
pub mod reactions;
pub mod text;
pub mod vampires;

use jyhad_cards::{db, CardRef};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Every clan of the card list, sorted (the clans a referendum's terms may name, the index
/// a [`TermsDef::ClanVampire`] holds).
pub fn clans() -> &'static [String] {
    static CLANS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CLANS.get_or_init(|| {
        let mut v: Vec<String> = db()
            .iter()
            .filter(|(_, f)| f.kind == jyhad_cards::CardKind::Crypt)
            .flat_map(|(_, f)| f.clans.iter().cloned())
            .collect();
        v.sort();
        v.dedup();
        v
    })
}

/// When and how a defined card is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayKind {
    /// Action modifier: played by the acting minion during its action.
    Modifier,
    /// Reaction: played by an untapped ready minion of another Methuselah.
    Reaction,
    /// Combat card, played by a combatant.
    Combat,
    /// Master card, played with a master phase action.
    Master,
    /// Equipment: put on the acting minion by an equip action.
    Equipment,
    /// Action card: the minion performs the action the card describes (p. 23).
    Action,
    /// Political action card: its referendum's terms and outcome (p. 27).
    Political,
    /// Ally: recruited by an action, a minion of its own (p. 10).
    Ally,
    /// Retainer: employed by an action, put on the employing minion (p. 10).
    Retainer,
    /// A crypt card: its special ability, always on while it is in play.
    Vampire,
    /// Event: put in play with a discard phase action, once in a game (comprehensive rules
    /// "Event Cards").
    Event,
}

/// One named effect, from the sub-vocabulary of the window it works in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// An action modifier's effect.
    Modifier(modifiers::ModifierEffect),
    /// A reaction's effect.
    Reaction(reactions::ReactionEffect),
    /// A master card's or in-play card's effect.
    Master(masters::MasterEffect),
    /// An action card's or political action card's effect.
    Action(actions::ActionEffect),
    /// A vampire's special ability.
    Vampire(vampires::VampireEffect),
}

impl Effect {
    /// Reads one word of a definition into a named effect, asking each sub-vocabulary in
    /// turn; `None` when no sub-vocabulary knows the word.
    fn parse(key: &str, value: &str) -> Option<Result<Effect, String>> {
        let found: Vec<Result<Effect, String>> = [
            modifiers::ModifierEffect::parse(key, value).map(|r| r.map(Effect::Modifier)),
            reactions::ReactionEffect::parse(key, value).map(|r| r.map(Effect::Reaction)),
            masters::MasterEffect::parse(key, value).map(|r| r.map(Effect::Master)),
            actions::ActionEffect::parse(key, value).map(|r| r.map(Effect::Action)),
            vampires::VampireEffect::parse(key, value).map(|r| r.map(Effect::Vampire)),
        ]
        .into_iter()
        .flatten()
        .collect();
        // A word means one thing: two sub-vocabularies claiming it is a bug in the vocabulary.
        match found.len() {
            0 => None,
            1 => found.into_iter().next(),
            _ => Some(Err(format!(
                "the word {key:?} belongs to {} sub-vocabularies",
                found.len()
            ))),
        }
    }
}

/// Terms the caller of a referendum chooses once the political action succeeds (p. 27).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TermsDef {
    /// A Methuselah.
    Methuselah,
    /// Another Methuselah than the caller (`other-methuselah`).
    OtherMethuselah,
    /// A clan.
    Clan,
    /// A ready vampire.
    Vampire,
    /// A ready vampire of a clan (index in [`crate::defs::clans`]).
    ClanVampire(u16),
    /// One or more Methuselahs (`methuselahs`).
    Methuselahs,
    /// A ready vampire younger than the acting vampire (`younger-vampire`; comprehensive
    /// rules 1.5: younger is a smaller capacity).
    YoungerVampire,
    /// Up to `n` ready minions, one at least (`minions:2`).
    Minions(u8),
    /// A location in play, then a Methuselah (`location-methuselah`).
    LocationMethuselah,
    /// A Methuselah with more pool than the caller, then `total` points of their pool
    /// allocated among one or more other Methuselahs, the caller included (Parity Shift).
    PoolShift {
        /// Pool points to allocate.
        total: u8,
    },
    /// A Methuselah, then `total` points allocated among at least `min_targets` other
    /// Methuselahs than the chosen one (`methuselah-points:5:2`).
    MethuselahPoints {
        /// Points to allocate.
        total: u8,
        /// Fewest Methuselahs that must get points.
        min_targets: u8,
    },
    /// `total` points allocated among one or more ready vampires, each point on one
    /// (`vampire-points:4`: "distribute 4 blood among one or more ready vampires").
    VampirePoints(u8),
    /// A ready vampire of capacity `n` or less (`vampire-capacity-at-most:4`).
    SmallVampire(u8),
    /// `n` minion cards (library cards but master cards and events) of the caller's ash
    /// heap (`ash-heap-minion-cards:2`).
    AshHeapMinionCards(u8),
    /// `total` points allocated among at least `min_targets` Methuselahs
    /// (`points:4:2`; `points:X:2`: X counts the Methuselahs still playing;
    /// `points-others:6:2`: the caller gets none).
    Points {
        /// Points to allocate; 0: as many as Methuselahs in the game.
        total: u8,
        /// Fewest Methuselahs that must get points.
        min_targets: u8,
        /// Only Methuselahs other than the caller get points.
        others: bool,
    },
}

impl TermsDef {
    /// Reads the value of `terms=` (a political action card's kind word, or an ability's
    /// part with [`ability::Verb::Referendum`]).
    pub fn parse(v: &str) -> Result<TermsDef, String> {
        let k = "terms";
        let num = |v: &str, k: &str| -> Result<i8, String> {
            v.parse::<i8>()
                .map_err(|_| format!("{k}={v}: not a number"))
        };
        Ok(match v.split(':').collect::<Vec<_>>()[..] {
            ["methuselah"] => TermsDef::Methuselah,
            ["other-methuselah"] => TermsDef::OtherMethuselah,
            ["clan"] => TermsDef::Clan,
            ["vampire"] => TermsDef::Vampire,
            ["methuselahs"] => TermsDef::Methuselahs,
            ["younger-vampire"] => TermsDef::YoungerVampire,
            ["minions", n] => TermsDef::Minions(num(n, k)?.max(1) as u8),
            ["vampire-points", n] => TermsDef::VampirePoints(num(n, k)?.max(1) as u8),
            ["vampire-capacity-at-most", n] => TermsDef::SmallVampire(num(n, k)?.max(1) as u8),
            ["ash-heap-minion-cards", n] => TermsDef::AshHeapMinionCards(num(n, k)?.max(1) as u8),
            ["location-methuselah"] => TermsDef::LocationMethuselah,
            ["vampire", clan] => {
                let name = clan.replace('_', " ");
                let i = crate::defs::clans()
                    .iter()
                    .position(|c| *c == name)
                    .ok_or_else(|| format!("terms={v}: unknown clan {clan:?}"))?;
                TermsDef::ClanVampire(i as u16)
            }
            ["pool-shift", total] => TermsDef::PoolShift {
                total: num(total, k)?.max(1) as u8,
            },
            ["methuselah-points", total, min] => TermsDef::MethuselahPoints {
                total: num(total, k)?.max(1) as u8,
                min_targets: num(min, k)?.max(1) as u8,
            },
            [word @ ("points" | "points-others"), total, min] => TermsDef::Points {
                total: if total == "X" {
                    0
                } else {
                    num(total, k)?.max(1) as u8
                },
                min_targets: num(min, k)?.max(1) as u8,
                others: word == "points-others",
            },
            _ => {
                return Err(format!(
                    "terms={v}: expected methuselah, clan, vampire or points:TOTAL:MIN"
                ))
            }
        })
    }
}

/// What a passed referendum does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutcomeDef {
    /// Each Methuselah burns 1 pool per point allocated to them.
    PointsBurnPool,
    /// Each Methuselah burns 1 pool per point allocated to them; the chosen Methuselah
    /// gains `n` pool (`points-burn-pool-chosen-gains:1`).
    PointsBurnPoolChosenGains(u8),
    /// Each Methuselah gains 1 pool per vampire of the chosen clan they control.
    ClanVampiresGainPool,
    /// Each Methuselah burns 1 pool per minion they control.
    MinionsBurnPool,
    /// Each Methuselah burns 1 pool per locked minion they control, counted once the
    /// referendum is over.
    LockedMinionsBurnPool,
    /// The chosen Methuselah burns `n` pool.
    MethuselahBurnsPool(u8),
    /// The chosen vampire gains a title (replacing its own).
    GrantTitle(jyhad_cards::Title),
    /// The chosen Methuselah's pool moves to the Methuselahs as allocated.
    MovePool,
    /// Each Methuselah gains `n` pool per vampire they control (ready or in torpor) of
    /// capacity `capacity` or more (`elders-gain-pool:8:3`).
    EldersGainPool {
        /// The least capacity counted.
        capacity: u8,
        /// Pool per vampire.
        n: u8,
    },
    /// Each ready vampire, and each vampire in an uncontrolled region, of capacity
    /// `capacity` or more gains 1 blood (`elders-gain-blood:8`).
    EldersGainBlood(u8),
}

/// Range a strike works at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StrikeRange {
    /// Close range only.
    Close,
    /// Close or long range.
    Any,
    /// Long range only (a card "only usable at long range", rulebook p. 29).
    Long,
}

/// A strike, as a definition (a card's or a weapon's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StrikeDef {
    /// Damage dealt (added to strength for hand strikes).
    pub damage: u8,
    /// Whether the strike is a hand strike (strength + `damage`).
    pub hand: bool,
    /// Aggravated damage.
    pub aggravated: bool,
    /// Where the strike works.
    pub range: StrikeRange,
    /// Resolves before normal strikes.
    pub first_strike: bool,
    /// A dodge: protects from the opposing strike.
    pub dodge: bool,
    /// Combat ends: resolves first and ends combat.
    pub combat_ends: bool,
    /// Blood (or life) stolen from the opponent.
    pub steal_blood: u8,
    /// Burns an equipment of the opponent.
    pub destroy_equipment: bool,
    /// Takes an equipment of the opponent.
    pub steal_equipment: bool,
    /// The striker takes the strike's damage too, as environmental damage: at any range,
    /// whatever the opposing strike (rulings [LSJ 19970801] [ANK 20221212] on Burst of
    /// Sunlight).
    #[serde(default)]
    pub recoil: bool,
}

impl StrikeDef {
    /// The default hand strike: damage equal to strength, close range.
    pub const HAND: StrikeDef = StrikeDef {
        damage: 0,
        hand: true,
        aggravated: false,
        range: StrikeRange::Close,
        first_strike: false,
        dodge: false,
        combat_ends: false,
        steal_blood: 0,
        destroy_equipment: false,
        steal_equipment: false,
        recoil: false,
    };
}

/// What a defined card does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// How it is played.
    pub kind: PlayKind,
    /// Stealth added to the acting minion (a modifier, "only when needed").
    pub stealth: i8,
    /// Intercept added to the minion playing it (a reaction, "only when needed").
    pub intercept: i8,
    /// Bleed amount added.
    pub bleed: i8,
    /// Gives a maneuver (combat cards; for equipment see `maneuvers_per_combat`).
    pub maneuver: bool,
    /// Gives a press.
    pub press: bool,
    /// A strike (combat card or weapon).
    pub strike: Option<StrikeDef>,
    /// Damage prevented (combat card played during damage resolution).
    pub prevent: u8,
    /// Additional strikes this round ("limited").
    pub additional_strikes: u8,
    /// Optional maneuvers a weapon gives each combat.
    pub maneuvers_per_combat: u8,
    /// "(limited)": one such card per action (bleed modifiers, p. 21).
    pub limited: bool,
    /// Not replaced until its player's next untap phase ("do not replace until…").
    pub no_replace: bool,
    /// With `no_replace`: replaced as the combat it was played in ends instead
    /// (`no-replace=combat`).
    pub replace_after_combat: bool,
    /// Not replaced as long as the card stays in play; replaced as it leaves play
    /// (`no-replace=in-play`).
    pub replace_after_play: bool,
    /// Hunt amount of an action card that hunts.
    pub hunt: i8,
    /// An action card whose action is a bleed (`action bleed=N`: bleed with +N bleed).
    pub bleeds: bool,
    /// Referendum terms of a political action card.
    pub terms: Option<TermsDef>,
    /// Referendum outcome of a political action card.
    pub outcome: Option<OutcomeDef>,
    /// Named effects beyond the common primitives, in the order written.
    pub effects: Arc<[Effect]>,
    /// Abilities in the compositional grammar ([`ability`]), in the order written.
    pub abilities: Arc<[ability::Ability]>,
    /// `life=N`: an ally's or retainer's life (instead of its card's).
    pub life: Option<u8>,
    /// `gun`: a weapon that is a gun (for armor).
    pub gun: bool,
    /// `vehicle`: a minion carries only one vehicle.
    pub vehicle: bool,
    /// `one-per-minion`: a minion carries only one copy of this equipment (on a master card
    /// or an action card the same word is their effect's).
    pub one_per_minion: bool,
    /// `weapon`: a weapon (an equipment with a strike; "non-weapon" cards exclude it).
    pub weapon: bool,
    /// `electronic`: electronic equipment (the card's type line).
    pub electronic: bool,
    /// `enters-locked`: the card is locked as a minion equips with it.
    pub enters_locked: bool,
    /// `aim`: a combat card played as its minion chooses a strike, one each strike
    /// (its play `when=strike`; the card's "Aim" keyword).
    pub aim: bool,
}

impl CardDef {
    fn empty(kind: PlayKind) -> Self {
        CardDef {
            kind,
            stealth: 0,
            intercept: 0,
            bleed: 0,
            maneuver: false,
            press: false,
            strike: None,
            prevent: 0,
            additional_strikes: 0,
            maneuvers_per_combat: 0,
            limited: false,
            no_replace: false,
            replace_after_combat: false,
            replace_after_play: false,
            hunt: 0,
            bleeds: false,
            terms: None,
            outcome: None,
            effects: Arc::from(Vec::new()),
            abilities: Arc::from(Vec::new()),
            life: None,
            gun: false,
            vehicle: false,
            enters_locked: false,
            one_per_minion: false,
            weapon: false,
            electronic: false,
            aim: false,
        }
    }

    /// The named effects of one sub-vocabulary, e.g.
    /// `def.effects_of(|e| match e { Effect::Combat(c) => Some(c), _ => None })`.
    pub fn effects_of<'a, T: 'a>(
        &'a self,
        pick: impl Fn(&'a Effect) -> Option<&'a T> + 'a,
    ) -> impl Iterator<Item = &'a T> + 'a {
        self.effects.iter().filter_map(pick)
    }

    /// The play of an action modifier: its first ability (its window, its conditions, what
    /// it gives).
    pub fn play(&self) -> Option<&ability::Ability> {
        self.abilities.first()
    }

    /// The window an action modifier is played in (`None`: during the action, stealth only
    /// when needed).
    pub fn play_window(&self) -> Option<ability::Window> {
        self.play().and_then(|a| a.when)
    }

    /// Whether a card's play needs a condition (`if=bleeding`).
    pub fn play_needs(&self, cond: ability::Cond) -> bool {
        self.play().is_some_and(|a| a.conds.contains(&cond))
    }

    /// The stat changes of a card's play (`votes+2`), with their target.
    pub fn play_stats(&self) -> impl Iterator<Item = (ability::Selector, ability::Stat, i8)> + '_ {
        self.play().into_iter().flat_map(|a| {
            a.verbs.iter().filter_map(move |v| match *v {
                ability::Verb::Stat(s, n) => Some((a.target, s, n)),
                _ => None,
            })
        })
    }

    /// Whether a card's play does more than change its own minion's stats (the fields
    /// applied with the card): an untap, a block that fails, another target's stat.
    pub fn play_does_more(&self) -> bool {
        self.play().is_some_and(|a| {
            a.target != ability::Selector::OWN
                || a.verbs
                    .iter()
                    .any(|v| !matches!(v, ability::Verb::Stat(..)))
        })
    }

    /// Whether a card's play starts with an effect (`cancel-referendum`, `abstain`).
    pub fn play_verbs_start(&self, verb: ability::Verb) -> bool {
        self.play().is_some_and(|a| a.verbs.first() == Some(&verb))
    }

    /// Whether a card's play untaps its minion.
    pub fn play_untaps(&self) -> bool {
        self.play()
            .is_some_and(|a| a.verbs.contains(&ability::Verb::Untap))
    }

    /// Action-modifier effects.
    pub fn modifier_effects(&self) -> impl Iterator<Item = &modifiers::ModifierEffect> + '_ {
        self.effects_of(|e| match e {
            Effect::Modifier(x) => Some(x),
            _ => None,
        })
    }

    /// Reaction effects.
    pub fn reaction_effects(&self) -> impl Iterator<Item = &reactions::ReactionEffect> + '_ {
        self.effects_of(|e| match e {
            Effect::Reaction(x) => Some(x),
            _ => None,
        })
    }

    /// The effects of every ability of the card, with their ability.
    pub fn verbs(&self) -> impl Iterator<Item = (&ability::Ability, ability::Verb)> + '_ {
        self.abilities
            .iter()
            .flat_map(|a| a.verbs.iter().map(move |v| (a, *v)))
    }

    /// Whether an effect of the card's abilities passes `f`.
    pub fn has_verb(&self, f: impl Fn(&ability::Verb) -> bool) -> bool {
        self.abilities.iter().any(|a| a.verbs.iter().any(&f))
    }

    /// The statics of the card (abilities with no window and no cost).
    pub fn statics(&self) -> impl Iterator<Item = &ability::Ability> + '_ {
        self.abilities.iter().filter(|a| a.is_static())
    }

    /// Master and in-play effects.
    pub fn master_effects(&self) -> impl Iterator<Item = &masters::MasterEffect> + '_ {
        self.effects_of(|e| match e {
            Effect::Master(x) => Some(x),
            _ => None,
        })
    }

    /// Action-card and political-action effects.
    pub fn action_effects(&self) -> impl Iterator<Item = &actions::ActionEffect> + '_ {
        self.effects_of(|e| match e {
            Effect::Action(x) => Some(x),
            _ => None,
        })
    }

    /// Special-ability effects of a vampire.
    pub fn vampire_effects(&self) -> impl Iterator<Item = &vampires::VampireEffect> + '_ {
        self.effects_of(|e| match e {
            Effect::Vampire(x) => Some(x),
            _ => None,
        })
    }

    /// The fields the combat steps read on their hot paths, from the abilities: a combat
    /// card's play (its first ability, played in the step of its effect: maneuver, strike,
    /// damage prevention, press; p. 29–32), a weapon's strike and maneuvers each combat.
    fn read_combat_abilities(&mut self, abilities: &[ability::Ability]) -> Result<(), String> {
        use ability::{Duration, Limit, Verb};
        // After a combat card's play, only what it gives for a while: a second play would
        // never be read.
        if self.kind == PlayKind::Combat {
            for a in abilities.iter().skip(1) {
                // Who may cancel it as it is played, and at what cost (`when=as-played
                // target=opponent cost=discard:combat:2 cancel-card`).
                if a.when == Some(ability::Window::AsPlayed) && a.target != ability::Selector::OWN {
                    continue;
                }
                let lasting = a.when.is_none()
                    && a.costs.is_empty()
                    && a.verbs.iter().all(|v| match v {
                        Verb::Press => a.until == Some(Duration::Round),
                        Verb::Environmental(_) | Verb::CloseRange => true,
                        _ => false,
                    });
                if !lasting {
                    return Err(
                        "a combat card's abilities after its play may only give something for \
                         a while (press for=round, environmental+N for=combat, close-range)"
                            .into(),
                    );
                }
            }
        }
        let plays: &[ability::Ability] = match self.kind {
            PlayKind::Combat => abilities.get(..1).unwrap_or_default(),
            _ => abilities,
        };
        for a in plays.iter().filter(|a| a.when.is_none()) {
            for v in &a.verbs {
                match *v {
                    Verb::Strike(s) => self.strike = Some(s),
                    Verb::Dodge => {
                        self.strike = Some(StrikeDef {
                            dodge: true,
                            hand: false,
                            range: StrikeRange::Any,
                            ..StrikeDef::HAND
                        })
                    }
                    Verb::Prevent(n) => self.prevent = n,
                    // Everything pending: as much as can be.
                    Verb::PreventStrikes => self.prevent = u8::MAX,
                    Verb::Maneuver if a.limit == Some(Limit::Combat) => {
                        self.maneuvers_per_combat += 1
                    }
                    Verb::Maneuver => self.maneuver = true,
                    Verb::AdditionalStrike | Verb::AdditionalDodge => self.additional_strikes += 1,
                    Verb::Press if a.until != Some(Duration::Round) => self.press = true,
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Reads a definition such as `modifier ; stealth+1`, `reaction ; intercept+1`,
    /// `combat maneuver`, `combat strike damage=4`, `combat strike dodge`,
    /// `equipment weapon strike damage=2 range=any maneuvers=1`, `combat prevent=2`.
    pub fn parse(text: &str) -> Result<CardDef, String> {
        let mut segments = text.split(';');
        let mut words = segments.next().unwrap_or("").split_whitespace();
        let kind = match words.next() {
            Some("modifier") => PlayKind::Modifier,
            Some("reaction") => PlayKind::Reaction,
            Some("combat") => PlayKind::Combat,
            Some("master") => PlayKind::Master,
            Some("equipment") => PlayKind::Equipment,
            Some("action") => PlayKind::Action,
            Some("political") => PlayKind::Political,
            Some("ally") => PlayKind::Ally,
            Some("retainer") => PlayKind::Retainer,
            Some("vampire") => PlayKind::Vampire,
            Some("event") => PlayKind::Event,
            Some(other) => return Err(format!("unknown card kind {other:?}")),
            None => return Err("empty definition".into()),
        };
        let mut def = CardDef::empty(kind);
        let mut effects = Vec::new();
        let num = |v: &str, k: &str| -> Result<i8, String> {
            v.trim_start_matches('+')
                .parse::<i8>()
                .map_err(|_| format!("{k}={v}: not a number"))
        };
        for w in words {
            let (k, v) = w.split_once('=').unwrap_or((w, ""));
            let strike = || {
                def.strike.unwrap_or(StrikeDef {
                    hand: false,
                    ..StrikeDef::HAND
                })
            };
            match k {
                "stealth" => def.stealth = num(v, k)?,
                "intercept" => def.intercept = num(v, k)?,
                "bleed" => {
                    def.bleed = num(v, k)?;
                    def.bleeds = true;
                }
                "maneuver" => def.maneuver = true,
                "press" => def.press = true,
                "prevent" => def.prevent = num(v, k)?.max(0) as u8,
                "additional-strikes" => def.additional_strikes = num(v, k)?.max(0) as u8,
                "maneuvers" => def.maneuvers_per_combat = num(v, k)?.max(0) as u8,
                "weapon" => def.weapon = true,
                "electronic" => def.electronic = true,
                "aim" => def.aim = true,
                "gun" => def.gun = true,
                "vehicle" => def.vehicle = true,
                "enters-locked" => def.enters_locked = true,
                // A minion carries one card of the name: one word for every kind, the
                // effect of the kind's that performs it.
                "one-per-minion" => match kind {
                    PlayKind::Master => {
                        effects.push(Effect::Master(masters::MasterEffect::OnePerHost))
                    }
                    PlayKind::Action => {
                        effects.push(Effect::Action(actions::ActionEffect::OnePerVampire))
                    }
                    _ => def.one_per_minion = true,
                },
                "life" => def.life = Some(num(v, k)?.max(1) as u8),
                "limited" => def.limited = true,
                "terms" => def.terms = Some(TermsDef::parse(v)?),
                "outcome" => {
                    def.outcome = Some(match v.split(':').collect::<Vec<_>>()[..] {
                        ["points-burn-pool"] => OutcomeDef::PointsBurnPool,
                        ["points-burn-pool-chosen-gains", n] => {
                            OutcomeDef::PointsBurnPoolChosenGains(num(n, k)?.max(0) as u8)
                        }
                        ["clan-vampires-gain-pool"] => OutcomeDef::ClanVampiresGainPool,
                        ["minions-burn-pool"] => OutcomeDef::MinionsBurnPool,
                        ["locked-minions-burn-pool"] => OutcomeDef::LockedMinionsBurnPool,
                        ["move-pool"] => OutcomeDef::MovePool,
                        ["elders-gain-pool", c, n] => OutcomeDef::EldersGainPool {
                            capacity: num(c, k)?.max(1) as u8,
                            n: num(n, k)?.max(1) as u8,
                        },
                        ["elders-gain-blood", c] => {
                            OutcomeDef::EldersGainBlood(num(c, k)?.max(1) as u8)
                        }
                        ["methuselah-burns-pool", n] => {
                            OutcomeDef::MethuselahBurnsPool(num(n, k)?.max(0) as u8)
                        }
                        ["grant-title", t] => OutcomeDef::GrantTitle(t.replace('-', " ").parse()?),
                        _ => return Err(format!("outcome={v}: unknown outcome")),
                    })
                }
                "no-replace" if v == "in-play" => def.replace_after_play = true,
                "no-replace" => {
                    def.no_replace = true;
                    def.replace_after_combat = match v {
                        "" => false,
                        "combat" => true,
                        _ => {
                            return Err(format!(
                                "no-replace={v}: expected no-replace, no-replace=combat or no-replace=in-play"
                            ))
                        }
                    };
                }
                "hunt" => def.hunt = num(v, k)?,
                "strike" => def.strike = Some(strike()),
                "hand" => {
                    def.strike = Some(StrikeDef {
                        hand: true,
                        ..strike()
                    })
                }
                "damage" => {
                    def.strike = Some(StrikeDef {
                        damage: num(v, k)?.max(0) as u8,
                        ..strike()
                    })
                }
                "aggravated" => {
                    def.strike = Some(StrikeDef {
                        aggravated: true,
                        ..strike()
                    })
                }
                "range" => {
                    let range = match v {
                        "any" => StrikeRange::Any,
                        "close" => StrikeRange::Close,
                        "long" => StrikeRange::Long,
                        _ => return Err(format!("range={v}: expected close, long or any")),
                    };
                    def.strike = Some(StrikeDef { range, ..strike() })
                }
                "first-strike" => {
                    def.strike = Some(StrikeDef {
                        first_strike: true,
                        ..strike()
                    })
                }
                "dodge" => {
                    def.strike = Some(StrikeDef {
                        dodge: true,
                        range: StrikeRange::Any,
                        ..strike()
                    })
                }
                "combat-ends" => {
                    def.strike = Some(StrikeDef {
                        combat_ends: true,
                        range: StrikeRange::Any,
                        ..strike()
                    })
                }
                "steal-blood" => {
                    def.strike = Some(StrikeDef {
                        steal_blood: num(v, k)?.max(0) as u8,
                        ..strike()
                    })
                }
                "destroy-equipment" => {
                    def.strike = Some(StrikeDef {
                        destroy_equipment: true,
                        ..strike()
                    })
                }
                "steal-equipment" => {
                    def.strike = Some(StrikeDef {
                        steal_equipment: true,
                        ..strike()
                    })
                }
                _ => match Effect::parse(k, v) {
                    Some(effect) => effects.push(effect?),
                    None => return Err(format!("unknown effect {w:?}")),
                },
            }
        }
        let mut abilities = Vec::new();
        let mut spelled = Vec::new();
        for seg in segments {
            let mut a = ability::Ability::parse(seg)?;
            // Once a block is resolved, combat included: the acting minion's modifier waits
            // for its action's end, the blocker's reaction for its block's (one word, the
            // moment both name).
            if kind == PlayKind::Modifier && a.when == Some(ability::Window::BlockResolved) {
                a.when = Some(ability::Window::ActionBlocked);
            }
            // An effect spelled in shared parts that the engine performs as a named effect
            // of the kind (`; target=host cannot-block` on a master card).
            let named = match def.kind {
                PlayKind::Master => masters::MasterEffect::from_ability(&a).map(Effect::Master),
                PlayKind::Action => actions::ActionEffect::from_ability(&a).map(Effect::Action),
                _ => None,
            };
            if let Some(e) = named {
                spelled.push(e);
                continue;
            }
            a.check(def.kind)
                .map_err(|e| format!("{}: {e}", seg.trim()))?;
            abilities.push(a);
        }
        // Right after where the card goes (`on=`, `put-in-play`…), where the named words
        // stood: the engine reads the effects in order.
        let at = effects
            .iter()
            .take_while(|e| {
                matches!(
                    e,
                    Effect::Master(
                        masters::MasterEffect::On(_)
                            | masters::MasterEffect::At(_)
                            | masters::MasterEffect::InPlay
                    ) | Effect::Action(
                        actions::ActionEffect::PutInPlay
                            | actions::ActionEffect::PutOnActor
                            | actions::ActionEffect::CostCopiesInPlay
                    )
                )
            })
            .count();
        effects.splice(at..at, spelled);
        def.effects = Arc::from(effects);
        if matches!(def.kind, PlayKind::Modifier | PlayKind::Reaction) {
            // A modifier's stealth and bleed, a reaction's intercept, are its play's (its
            // first ability): the fields hold them for the engine's hot paths.
            if def.stealth != 0 || def.bleed != 0 || def.intercept != 0 {
                return Err(
                    "a modifier's or reaction's stealth, bleed and intercept are written in \
                     its ability (`; stealth+1`, `; intercept+1`)"
                        .into(),
                );
            }
            if let Some(play) = abilities
                .first()
                .filter(|a| a.target == ability::Selector::OWN)
            {
                if def.kind == PlayKind::Modifier {
                    def.stealth = play.stat(ability::Stat::Stealth);
                    def.bleed = play.stat(ability::Stat::Bleed);
                } else {
                    def.intercept = play.stat(ability::Stat::Intercept);
                }
            }
        }
        if !abilities.is_empty() && matches!(def.kind, PlayKind::Combat | PlayKind::Equipment) {
            def.read_combat_abilities(&abilities)?;
        }
        // An ally's own strike (`ally ; strike=damage:1:any`), beside its hand strike.
        if def.kind == PlayKind::Ally {
            def.strike = abilities
                .iter()
                .filter(|a| a.when.is_none() && a.costs.is_empty())
                .flat_map(|a| a.verbs.iter())
                .find_map(|v| match *v {
                    ability::Verb::Strike(s) => Some(s),
                    _ => None,
                });
        }
        // An aim is played as its minion chooses a strike, and only an aim is.
        if def.kind == PlayKind::Combat
            && def.aim != (abilities.first().and_then(|a| a.when) == Some(ability::Window::Strike))
        {
            return Err(
                "an aim (`combat aim`) is played as its minion chooses a strike (`when=strike`), \
                 and only an aim is"
                    .into(),
            );
        }
        def.abilities = Arc::from(abilities);
        Ok(def)
    }
}

/// A card's inferior definition and its superior one, if any.
type Versions = (CardDef, Option<CardDef>);

/// The card definitions known to one game, shared by its clones: a table indexed by
/// card, so that a lookup in the engine's hot paths is one index.
#[derive(Clone, Debug, Default)]
pub struct Defs {
    tables: Arc<DefTables>,
}

/// What [`Defs`] shares between the clones of a game (one `Arc`: a state clone pays one
/// reference count for all of it).
#[derive(Debug, Default)]
struct DefTables {
    by_card: Vec<Option<Versions>>,
    /// Per card, the kinds of master words of its versions ([`masters::word`] bits): scans
    /// of cards in play skip, with one test, the cards without the words they look for.
    master_masks: Vec<u64>,
    /// Per card, the windows of its vampire abilities ([`ability::Window::bit`]): a game whose vampires have none skips the scans of
    /// every ready vampire for them.
    vampire_masks: Vec<u64>,
    /// Per card, the reaction traits of its versions (inferior, superior), read once: the
    /// reaction windows ask for them at every minion of every seat.
    reaction_traits: Vec<[reactions::ReactionTraits; 2]>,
    /// Per card, the [`PlayKind`]s of its versions as bits ([`PlayKind::bit`]), plus
    /// [`BY_OTHER_VAMPIRE`]: every window scans hands by kind, and this table stays in cache.
    kinds: Vec<u16>,
}

/// In [`DefTables::kinds`]: a version is played by a vampire other than the acting one.
const BY_OTHER_VAMPIRE: u16 = 1 << 15;
/// In [`DefTables::kinds`]: the card may be played out of turn (its facts say so).
const OUT_OF_TURN: u16 = 1 << 14;
/// In [`DefTables::kinds`]: a version is never played on one action with a named card
/// (`not-with=NAME`).
const NOT_WITH: u16 = 1 << 13;

impl PlayKind {
    /// The kind's bit in a per-card kinds mask.
    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// The built-in definition files, one per sub-vocabulary (`"Card Name" = definition` lines;
/// `#` starts a comment).
pub const BUILTIN_FILES: [(&str, &str); 6] = [
    ("modifiers.defs", include_str!("../../cards/modifiers.defs")),
    ("reactions.defs", include_str!("../../cards/reactions.defs")),
    ("combat.defs", include_str!("../../cards/combat.defs")),
    ("masters.defs", include_str!("../../cards/masters.defs")),
    ("actions.defs", include_str!("../../cards/actions.defs")),
    ("vampires.defs", include_str!("../../cards/vampires.defs")),
];

type DefMap = BTreeMap<CardRef, (CardDef, Option<CardDef>)>;

static BUILTIN: std::sync::OnceLock<Result<DefMap, String>> = std::sync::OnceLock::new();

fn builtin_map() -> &'static Result<DefMap, String> {
    BUILTIN.get_or_init(|| {
        let mut map = BTreeMap::new();
        for (file, text) in BUILTIN_FILES {
            for (n, line) in text.lines().enumerate() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let (card, def) =
                    Defs::parse_line(line).map_err(|e| format!("{file}:{}: {e}", n + 1))?;
                if map.insert(card, def).is_some() {
                    return Err(format!("{file}:{}: a second definition of the card", n + 1));
                }
            }
        }
        Ok(map)
    })
}

/// The words of the built-in definitions, each with the cards that use it (either version):
/// a definition's kind and every `word` or `word=value` of it (the value is a parameter, not
/// a word). The measure of how much the vocabulary is shared.
pub fn builtin_vocabulary() -> Result<BTreeMap<String, Vec<CardRef>>, String> {
    let mut words: BTreeMap<String, Vec<CardRef>> = BTreeMap::new();
    for (file, text) in BUILTIN_FILES {
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (card, _) = Defs::parse_line(line).map_err(|e| format!("{file}:{}: {e}", n + 1))?;
            // `| superior` separates the versions: it is syntax, not a word.
            let def = line
                .split_once('=')
                .map_or("", |(_, d)| d)
                .replace("| superior", "|");
            for version in def.split('|') {
                let mut segments = version.split(';');
                let head = segments.next().unwrap_or("").split_whitespace();
                // A window is a word of its own (`when=polling`), as in an ability.
                let head = head.map(|w| match w.split_once('=') {
                    Some(("when", v)) => format!("when={v}"),
                    Some((k, _)) => k.to_string(),
                    None => w.to_string(),
                });
                // An ability's parts count as `part=word` (`when=polling`), its effects by
                // their name (`votes`); numbers, clans and Disciplines are parameters.
                let parts = segments.flat_map(ability::Ability::words);
                for key in head.chain(parts) {
                    let cards = words.entry(key).or_default();
                    if !cards.contains(&card) {
                        cards.push(card);
                    }
                }
            }
        }
    }
    Ok(words)
}

impl Defs {
    fn from_map(map: DefMap) -> Defs {
        let len = map.keys().last().map_or(0, |c| usize::from(c.0) + 1);
        let mut table = vec![None; len];
        for (card, def) in map {
            table[usize::from(card.0)] = Some(def);
        }
        let master_masks = table
            .iter()
            .map(|v| {
                v.as_ref().map_or(0, |(i, s)| {
                    // A master card's abilities, by the window they are used in; an
                    // equipment's abilities with a window of their own (its statics and
                    // combat abilities are read by the combat code).
                    let abilities = [Some(i), s.as_ref()]
                        .into_iter()
                        .flatten()
                        // …of an action card put in play (its windows of play), and an
                        // equipment's or an event's abilities that have a window.
                        .flat_map(|d| {
                            d.abilities.iter().filter(move |a| {
                                d.kind == PlayKind::Master
                                    // A political action card put in play.
                                    || d.kind == PlayKind::Political
                                    || (d.kind == PlayKind::Action
                                        && d.action_effects()
                                            .any(|e| *e == actions::ActionEffect::PutInPlay))
                                    || (matches!(d.kind, PlayKind::Equipment | PlayKind::Event)
                                        && a.when.is_some())
                                    // An ally's ability of a phase, scanned in the ready
                                    // region (its combat windows map to no word).
                                    || (d.kind == PlayKind::Ally && a.when.is_some())
                                    // A minion card cancelling another as it is played.
                                    || a.when == Some(ability::Window::AsPlayed)
                                    // A card put on a minion, locked for an action out of
                                    // turn.
                                    || a.when == Some(ability::Window::AnyMinionPhase)
                                    || a.when == Some(ability::Window::MinionPhase)
                                    // An equipment halving its minion's card costs: read
                                    // where costs are (`State::cost_of`).
                                    || (d.kind == PlayKind::Equipment
                                        && a.verbs == [ability::Verb::BloodCostHalf])
                            })
                        })
                        .fold(0, |acc, a| acc | masters::word::ability(a.when));
                    i.master_effects()
                        .chain(s.iter().flat_map(|s| s.master_effects()))
                        .fold(0, |acc, e| acc | e.bit())
                        | abilities
                })
            })
            .collect();
        let vampire_masks = table
            .iter()
            .map(|v| {
                v.as_ref().map_or(0, |(i, s)| {
                    [Some(i), s.as_ref()]
                        .into_iter()
                        .flatten()
                        .filter(|d| d.kind == PlayKind::Vampire)
                        .flat_map(|d| d.abilities.iter())
                        .fold(0, |acc, a| {
                            let others = if a.target.titled_as().is_some()
                                || a.target.clan_vampires().is_some()
                            {
                                ability::REACHES_OTHERS
                            } else {
                                0
                            };
                            let cost = if a.stat(ability::Stat::BloodCost) != 0 {
                                ability::COST_CHANGE
                            } else {
                                0
                            };
                            let restricts = a.verbs.iter().any(|v| {
                                matches!(
                                    v,
                                    ability::Verb::CannotBlock
                                        | ability::Verb::NoCombatAction
                                        | ability::Verb::NoCombatEndsStrike
                                        | ability::Verb::StrikeCost(_)
                                )
                            });
                            let restricts = if restricts {
                                ability::VAMPIRE_RESTRICTS
                            } else {
                                0
                            };
                            acc | ability::Window::bit(a.when) | others | cost | restricts
                        })
                })
            })
            .collect();
        let reaction_traits = table
            .iter()
            .map(|v| {
                v.as_ref().map_or([Default::default(); 2], |(i, s)| {
                    [
                        reactions::ReactionTraits::of(i),
                        s.as_ref()
                            .map(reactions::ReactionTraits::of)
                            .unwrap_or_default(),
                    ]
                })
            })
            .collect();
        let kinds = table
            .iter()
            .enumerate()
            .map(|(card, v)| {
                v.as_ref().map_or(0, |(i, s)| {
                    let kinds = std::iter::once(i).chain(s).fold(0, |acc, d| {
                        let other = d
                            .modifier_effects()
                            .any(|e| matches!(e, modifiers::ModifierEffect::ByOtherVampire));
                        let not_with = d
                            .modifier_effects()
                            .any(|e| matches!(e, modifiers::ModifierEffect::NotWith(_)));
                        acc | d.kind.bit()
                            | if other { BY_OTHER_VAMPIRE } else { 0 }
                            | if not_with { NOT_WITH } else { 0 }
                    });
                    let out_of_turn =
                        card < db().len() && db().get(CardRef(card as u16)).out_of_turn;
                    kinds | if out_of_turn { OUT_OF_TURN } else { 0 }
                })
            })
            .collect();
        Defs {
            tables: Arc::new(DefTables {
                by_card: table,
                master_masks,
                vampire_masks,
                reaction_traits,
                kinds,
            }),
        }
    }

    /// Every built-in definition (an error names the file and line of a bad one); built
    /// once, shared by every game.
    pub fn builtin() -> Result<Defs, String> {
        static DEFS: std::sync::OnceLock<Result<Defs, String>> = std::sync::OnceLock::new();
        DEFS.get_or_init(|| builtin_map().clone().map(Defs::from_map))
            .clone()
    }

    /// Whether a card has a built-in definition.
    pub fn is_builtin(card: CardRef) -> bool {
        builtin_map().as_ref().is_ok_and(|m| m.contains_key(&card))
    }

    /// Built-in definitions, then `"Card Name" = definition` lines from a config (a line
    /// replaces the built-in definition of its card).
    pub fn with_overrides(lines: &[String]) -> Result<Defs, String> {
        if lines.is_empty() {
            return Defs::builtin();
        }
        let mut map = builtin_map().clone()?;
        for line in lines {
            let (card, def) = Defs::parse_line(line)?;
            map.insert(card, def);
        }
        Ok(Defs::from_map(map))
    }

    /// Only the given `"Card Name" = definition` lines, no built-in definition (tests of
    /// the bare rules of play).
    pub fn from_lines(lines: &[String]) -> Result<Defs, String> {
        let mut map = BTreeMap::new();
        for line in lines {
            let (card, def) = Defs::parse_line(line)?;
            map.insert(card, def);
        }
        Ok(Defs::from_map(map))
    }

    /// Reads one `"Card Name" = inferior | superior` line.
    pub fn parse_line(line: &str) -> Result<(CardRef, (CardDef, Option<CardDef>)), String> {
        {
            let bad = || format!("card definition {line:?}: expected \"Card Name\" = definition");
            let rest = line.trim().strip_prefix('"').ok_or_else(bad)?;
            let (name, rest) = rest.split_once('"').ok_or_else(bad)?;
            let def = rest.trim().strip_prefix('=').ok_or_else(bad)?.trim();
            let card = db()
                .lookup(name)
                .map_err(|e| format!("card definition {line:?}: {e}"))?;
            // `inferior | superior definition`: the superior version is a separate option for
            // a vampire with the superior level (p. 6).
            let (inferior, superior) = match def.split_once("| superior") {
                Some((i, s)) => (i.trim(), Some(s.trim())),
                None => (def, None),
            };
            let parse =
                |d: &str| CardDef::parse(d).map_err(|e| format!("card definition {line:?}: {e}"));
            let superior = superior.map(parse).transpose()?;
            Ok((card, (parse(inferior)?, superior)))
        }
    }

    /// Every defined card with its inferior and superior definitions.
    pub fn iter(&self) -> impl Iterator<Item = (CardRef, &CardDef, Option<&CardDef>)> + '_ {
        self.tables
            .by_card
            .iter()
            .enumerate()
            .filter_map(|(c, d)| d.as_ref().map(|(i, s)| (CardRef(c as u16), i, s.as_ref())))
    }

    /// The definition of a card (its inferior version), if it has one.
    #[inline]
    pub fn get(&self, card: CardRef) -> Option<&CardDef> {
        self.tables
            .by_card
            .get(usize::from(card.0))?
            .as_ref()
            .map(|(i, _)| i)
    }

    /// The kinds of master words of a card's versions ([`masters::word`] bits; 0 for a
    /// card without any).
    #[inline]
    pub fn master_mask(&self, card: CardRef) -> u64 {
        self.tables
            .master_masks
            .get(usize::from(card.0))
            .copied()
            .unwrap_or(0)
    }

    /// The windows of a card's vampire abilities ([`ability::Window::bit`]; 0 for a card
    /// without any).
    #[inline]
    pub fn vampire_mask(&self, card: CardRef) -> u64 {
        self.tables
            .vampire_masks
            .get(usize::from(card.0))
            .copied()
            .unwrap_or(0)
    }

    /// The reaction traits of a card's version ([`reactions::ReactionTraits::of`], read
    /// once per card; default for a card without that version).
    #[inline]
    pub fn reaction_traits(&self, card: CardRef, superior: bool) -> reactions::ReactionTraits {
        self.tables
            .reaction_traits
            .get(usize::from(card.0))
            .map_or_else(Default::default, |t| t[usize::from(superior)])
    }

    /// Whether a version of a card is played as `kind` (a cheap test before requirements).
    #[inline]
    pub fn has_kind(&self, card: CardRef, kind: PlayKind) -> bool {
        self.tables
            .kinds
            .get(usize::from(card.0))
            .is_some_and(|k| k & kind.bit() != 0)
    }

    /// Whether a version of a card (inferior, then superior) passes `f`, which is given
    /// the version and whether it is the superior one: the hand scans test a window this
    /// way before any minion.
    pub fn any_version(&self, card: CardRef, f: impl Fn(&CardDef, bool) -> bool) -> bool {
        [false, true]
            .into_iter()
            .any(|sup| self.get_at(card, sup).is_some_and(|d| f(d, sup)))
    }

    /// Whether a defined master card may be played out of turn (a cheap test before the
    /// card's facts, in every reaction window).
    #[inline]
    pub fn out_of_turn_master(&self, card: CardRef) -> bool {
        let both = PlayKind::Master.bit() | OUT_OF_TURN;
        self.tables
            .kinds
            .get(usize::from(card.0))
            .is_some_and(|k| k & both == both)
    }

    /// Whether a version of a card is a modifier played by a vampire other than the
    /// acting one (Cloak the Gathering's superior).
    #[inline]
    pub fn by_other_vampire(&self, card: CardRef) -> bool {
        self.tables
            .kinds
            .get(usize::from(card.0))
            .is_some_and(|k| k & BY_OTHER_VAMPIRE != 0)
    }

    /// Whether a version of a card is never played on one action with a named card
    /// (`not-with=NAME`).
    #[inline]
    pub fn not_with(&self, card: CardRef) -> bool {
        self.tables
            .kinds
            .get(usize::from(card.0))
            .is_some_and(|k| k & NOT_WITH != 0)
    }

    /// The definition of a card at a Discipline level (`superior`: its superior version).
    #[inline]
    pub fn get_at(&self, card: CardRef, superior: bool) -> Option<&CardDef> {
        let (i, s) = self.tables.by_card.get(usize::from(card.0))?.as_ref()?;
        if superior {
            s.as_ref()
        } else {
            Some(i)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_table_agrees_with_the_definitions_and_facts() {
        // The built-in set (no out-of-turn master card defined yet) and one more card.
        let defs = Defs::with_overrides(&["\"Absolution of the Diabolist\" = master".to_string()])
            .unwrap();
        let mut out_of_turn = 0;
        for (card, f) in db().iter() {
            let versions = [defs.get_at(card, false), defs.get_at(card, true)];
            let master = versions
                .iter()
                .flatten()
                .any(|d| d.kind == PlayKind::Master);
            assert_eq!(defs.has_kind(card, PlayKind::Master), master, "{}", f.name);
            assert_eq!(
                defs.out_of_turn_master(card),
                master && f.out_of_turn,
                "{}",
                f.name
            );
            out_of_turn += usize::from(defs.out_of_turn_master(card));
        }
        let absolution = db().lookup("Absolution of the Diabolist").unwrap();
        assert!(defs.out_of_turn_master(absolution));
        assert!(out_of_turn >= 1);
    }

    #[test]
    fn combat_fields_are_read_from_the_abilities() {
        let defs = Defs::builtin().unwrap();
        let get = |name: &str, sup: bool| defs.get_at(db().lookup(name).unwrap(), sup).unwrap();
        let s = get("Roundhouse", true).strike.unwrap();
        assert!(s.hand && s.damage == 3 && s.range == StrikeRange::Close);
        let magnum = get(".44 Magnum", false);
        assert_eq!(magnum.maneuvers_per_combat, 1);
        assert!(magnum.gun && !magnum.maneuver);
        assert_eq!(magnum.strike.map(|s| s.range), Some(StrikeRange::Any));
        // Its optional press is given for the round, not played as a press.
        let hidden = get("Hidden Strength", true);
        assert_eq!((hidden.prevent, hidden.press), (1, false));
        assert!(get("Apportation", false).press);
        assert!(get("Apportation", true).maneuver);
        assert!(get("Majesty", true).strike.unwrap().combat_ends);
        // A card played in a window of its own gives no step's field.
        let grapple = get("Immortal Grapple", true);
        assert!(!grapple.press && grapple.strike.is_none());
        assert_eq!(get("Underbridge Stray", true).life, Some(2));
        assert!(get("Sport Bike", false).vehicle && get("Kevlar Vest", false).one_per_minion);
        // A second play would never be read: refused.
        assert!(CardDef::parse("combat ; strike=hand:1 ; maneuver").is_err());
        assert!(CardDef::parse("combat ; strike=hand:1 ; press for=round").is_ok());
    }
}
