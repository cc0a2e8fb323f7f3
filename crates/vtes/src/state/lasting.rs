//! Lasting effects: what a played card (or an ability) gives a minion or a Methuselah's
//! vampires for a while: one store, with each effect's source, holder and expiry, read by
//! one query per thing the rules ask ("how many votes does this vampire cast?", "which
//! optional presses may this minion use?").

use crate::ids::CardId;
use jyhad_cards::Sect;
use jyhad_table::Seat;
use serde::{Deserialize, Serialize};

/// Who a lasting effect applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// One minion.
    Minion(CardId),
    /// A Methuselah (a bonus to hand size…).
    Methuselah(Seat),
    /// Each titled vampire of a sect that a Methuselah controls (its title fitting it).
    TitledOf(Seat, Sect),
    /// Each vampire of a clan (index in [`crate::defs::clans`]).
    Clan(u16),
    /// Every vampire.
    Vampires,
    /// Every ally.
    Allies,
    /// Every titled vampire.
    TitledVampires,
    /// Every vampire not of a sect.
    VampiresNotOf(Sect),
    /// Every minion.
    Minions,
    /// Each ally, and each vampire younger than this minion (comprehensive rules 1.5
    /// "Capacity": younger is a smaller capacity).
    YoungerThan(CardId),
}

/// What a lasting effect gives its holder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gives {
    /// Votes in the referendum, cast with the vampire's own; `against_only`: votes
    /// against, so the vampire's votes can only be cast against (a reaction's votes).
    Votes {
        /// How many.
        n: u8,
        /// Cast only against.
        against_only: bool,
    },
    /// Votes taken away in the referendum (never below 0).
    VotesLess(u8),
    /// One optional press, used up when used (rulebook p. 32: "an optional press").
    Press,
    /// Hand size added.
    HandSize(u8),
    /// Intercept added when the holder attempts to block.
    Intercept(i8),
    /// The holder cannot block.
    CannotBlock,
    /// The holder cannot press (a combat's presses, p. 32).
    CannotPress,
    /// The holder burns this much blood to attempt to block.
    BlockCost(u8),
    /// The holder casts no votes or ballots.
    CannotVote,
    /// After the action, if it succeeded, the holder may burn this much blood to untap.
    UntapForBlood(u8),
    /// Once, the holder (the acting minion) may burn `blood` blood to give a minion
    /// attempting to block it, an ally or a vampire younger than the holder, `intercept`
    /// for the action.
    BlockerInterceptForBlood {
        /// Blood burned.
        blood: u8,
        /// Intercept given (negative).
        intercept: i8,
    },
    /// The next referendum a vampire of the holder (a Methuselah) calls passes with no
    /// polling step.
    NextReferendumPasses,
    /// The holder cannot unlock (a wake is not an unlock).
    CannotUnlock,
    /// The holder does not unlock during its controller's next unlock phase (a stun); other
    /// effects may still unlock it. Held until that phase (`Until::Unlock`).
    SkipsUnlock,
    /// The holder cannot block nor play reaction cards while this minion acts.
    CannotBlockOrReactTo(CardId),
    /// The holder cannot play reaction cards.
    CannotReact,
    /// Environmental damage the holder takes each round of the combat, with the normal
    /// strikes, at any range (Carrion Crows).
    Environmental(u8),
    /// The holder strikes with its hands only (a grapple).
    HandStrikesOnly,
    /// A further round of the combat is at close range, without maneuvers.
    CloseRange,
    /// The holder untaps as its combat-ends strike resolves.
    UntapOnCombatEnd,
    /// Optional maneuvers left, each used once (a reaction's, for the combat after its
    /// block).
    Maneuvers(u8),
    /// Damage the holder may prevent once (a reaction's, for the first round after its
    /// block).
    Prevent(u8),
    /// Every damage of the opposing minion's strikes is prevented (for the round).
    StrikeDamagePrevented,
    /// The holder's additional strike this round is a dodge, with no card (used up).
    AdditionalDodge,
    /// The holder's minions (a Methuselah's) cannot perform an action with this card again
    /// (Delaying Tactics: the same political action).
    NoRepeat(jyhad_cards::CardRef),
    /// The holder's (a Methuselah's) minions cannot call again the referendum this card in
    /// play (or vampire) provides (Delaying Tactics).
    NoRepeatReferendum(CardId),
    /// Stealth for the holder's (a Methuselah's) minions on their next `actions` actions
    /// (Veil the Legions); kept at 0 until it expires, as the card's "once each turn".
    NextActionsStealth {
        /// Stealth added to each.
        stealth: i8,
        /// Actions left.
        actions: u8,
    },
    /// The holder (a Methuselah) has this many master phase actions in each master phase
    /// instead of one (Rumors of Gehenna); copies do not add.
    MasterActions(u8),
    /// The holder (a Methuselah) does not replace cards played during any Methuselah's
    /// minion phase: they are replaced as the phase ends (The Meddling of Semsith).
    NoReplaceInMinionPhase,
    /// Bleed added as the action succeeds, if the bled Methuselah has at most `pool`.
    BleedIfPoolAtMost {
        /// Bleed added.
        bleed: i8,
        /// Pool at most.
        pool: u8,
    },
}

/// When a lasting effect ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Until {
    /// The end of the current round of combat (or of the combat).
    Round,
    /// The end of the current combat.
    Combat,
    /// The end of the current action. An action's effects are read only while it lasts,
    /// and end when the next action is announced (or with the turn).
    Action,
    /// The end of the current referendum.
    Referendum,
    /// The end of the turn: after the discard phase's actions, before the hand is
    /// discarded down to its size (clarification "Rêves du sphinx").
    Turn,
    /// The start of this Methuselah's next untap phase (it outlives the turns between).
    Unlock(Seat),
    /// The end of the game (`for=game`): it never expires.
    Game,
    /// While its source stays in play under a Methuselah still in the game (`for=in-play`):
    /// it ends as the card leaves play.
    InPlay,
}

/// One lasting effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting {
    /// The card that made it (named by the option that uses it).
    pub source: CardId,
    /// Who has it.
    pub holder: Holder,
    /// What it gives.
    pub gives: Gives,
    /// When it ends.
    pub until: Until,
}

/// Every lasting effect in force, in the order they were made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastingEffects {
    effects: Vec<Lasting>,
}

impl LastingEffects {
    /// Adds an effect.
    pub fn add(&mut self, effect: Lasting) {
        self.effects.push(effect);
    }

    /// Whether no effect is in force (the common case: every query starts here).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.effects.is_empty()
    }

    /// The effects in force, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Lasting> {
        self.effects.iter()
    }

    /// Ends every effect that lasts until `end`; an effect that lasts until a shorter end
    /// inside it ends too (a round ends with its combat, everything with the turn).
    pub fn expire(&mut self, end: Until) {
        if self.effects.is_empty() {
            return;
        }
        let nested = |u: Until| match end {
            Until::Round => u == Until::Round,
            Until::Combat => matches!(u, Until::Round | Until::Combat),
            Until::Action => matches!(u, Until::Round | Until::Combat | Until::Action),
            Until::Referendum => u == Until::Referendum,
            Until::Turn => !matches!(u, Until::Unlock(_) | Until::Game | Until::InPlay),
            Until::Game | Until::InPlay => false,
            Until::Unlock(s) => u == Until::Unlock(s),
        };
        self.effects.retain(|e| !nested(e.until));
    }

    /// Ends the effects that last while `source` is in play (it left play).
    pub fn end_in_play(&mut self, source: CardId) {
        self.effects
            .retain(|e| !(e.source == source && e.until == Until::InPlay));
    }

    /// The first effect matching `is`, to use part of it.
    pub fn find_mut(&mut self, is: impl Fn(&Lasting) -> bool) -> Option<&mut Lasting> {
        self.effects.iter_mut().find(|e| is(e))
    }

    /// Uses up the first effect matching `is`; false when there is none.
    pub fn use_up(&mut self, is: impl Fn(&Lasting) -> bool) -> bool {
        match self.effects.iter().position(is) {
            Some(i) => {
                self.effects.remove(i);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(source: u16, until: Until) -> Lasting {
        Lasting {
            source: CardId(source),
            holder: Holder::Minion(CardId(1)),
            gives: Gives::Press,
            until,
        }
    }

    #[test]
    fn effects_expire_with_what_contains_them() {
        let mut store = LastingEffects::default();
        for (i, u) in [
            Until::Round,
            Until::Combat,
            Until::Referendum,
            Until::Action,
            Until::Turn,
        ]
        .into_iter()
        .enumerate()
        {
            store.add(press(i as u16, u));
        }
        let sources = |s: &LastingEffects| s.iter().map(|e| e.source.0).collect::<Vec<_>>();
        store.expire(Until::Round);
        assert_eq!(sources(&store), [1, 2, 3, 4]);
        store.expire(Until::Referendum);
        assert_eq!(sources(&store), [1, 3, 4]);
        store.expire(Until::Combat);
        assert_eq!(sources(&store), [3, 4]);
        store.expire(Until::Action);
        assert_eq!(sources(&store), [4]);
        store.expire(Until::Turn);
        assert!(store.is_empty());
    }

    #[test]
    fn a_use_takes_one_effect() {
        let mut store = LastingEffects::default();
        store.add(press(7, Until::Round));
        store.add(press(7, Until::Round));
        assert!(store.use_up(|e| e.source == CardId(7)));
        assert_eq!(store.iter().count(), 1);
        assert!(!store.use_up(|e| e.source == CardId(8)));
    }
}
