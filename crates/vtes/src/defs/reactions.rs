//! Reactions: effects played by other Methuselahs' minions during an action
//! (rulebook p. 11, p. 24–27).
//!
//! Each variant is one reusable effect; the engine applies it at its window
//! (`crate::effects::reactions`). A definition word names it (see [`ReactionEffect::parse`])
//! and [`ReactionEffect::text`] renders it in words.
//!
//! A reaction's play is its first ability in the compositional grammar
//! ([`super::ability`]): who may play it and when (`if=tapped`, `if=bleed-at-you`,
//! `when=blocks-declined`…) and what it does (`intercept+1`, "only when needed" by the
//! minion attempting to block, p. 25; `wake`, `untap`, `tap`, `redirect-bleed`, `bleed-3`).
//! The words left here are the ones only one card uses so far.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of a reaction card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReactionEffect {
    /// `votes-against=N`: in the polling step of a political action's referendum, the
    /// vampire gains N votes against, cast later with its own votes.
    VotesAgainst(u8),
    /// `block-gives=maneuver:N`: N optional maneuvers in the combat that follows if this minion
    /// blocks.
    BlockManeuver(u8),
    /// `block-gives=press:N`: N optional presses in the combat that follows if this minion
    /// blocks.
    BlockPress(u8),
    /// `block-gives=prevent:N`: if this minion blocks, it may prevent N damage during the first
    /// round of the combat that follows.
    BlockPrevent(u8),
    /// `tapped-block=N`: a tapped minion may instead play the card when its Methuselah
    /// decides on blocks: it burns N blood, untaps and attempts to block at once with the
    /// card's intercept (not a wake effect).
    TappedBlock(u8),
    /// `ally-stays-tapped`: an ally playing it does not untap at its next untap phase.
    AllyStaysTapped,
}

impl ReactionEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ReactionEffect, String>> {
        let n = |v: &str| -> Result<u8, String> {
            v.parse::<u8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        use ReactionEffect as R;
        Some(match key {
            "votes-against" => n(value).map(R::VotesAgainst),
            // What its block gives the minion in the combat that follows: one word, what it
            // gives its parameter.
            "block-gives" => match value.split_once(':') {
                Some(("maneuver", v)) => n(v).map(R::BlockManeuver),
                Some(("prevent", v)) => n(v).map(R::BlockPrevent),
                Some(("press", v)) => n(v).map(R::BlockPress),
                _ => Err(format!(
                    "{key}={value}: expected block-gives=maneuver:N, prevent:N or press:N"
                )),
            },
            "tapped-block" => n(value).map(R::TappedBlock),
            "ally-stays-tapped" => Ok(R::AllyStaysTapped),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        use ReactionEffect as R;
        let num = |id: &str, v: i64| msg(lang, id, &[("n", Arg::from(v))]);
        match self {
            R::VotesAgainst(v) => num("react-votes-against", i64::from(*v)),
            R::BlockManeuver(v) => num("react-block-maneuver", i64::from(*v)),
            R::BlockPrevent(v) => num("react-block-prevent", i64::from(*v)),
            R::BlockPress(v) => num("react-block-press", i64::from(*v)),
            R::TappedBlock(v) => num("react-tapped-block", i64::from(*v)),
            R::AllyStaysTapped => msg(lang, "react-ally-stays-tapped", &[]),
        }
    }
}

/// What a reaction version asks and does, read once from its play and its named effects
/// (the engine's view of a [`super::CardDef`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReactionTraits {
    /// Only by a tapped minion.
    pub by_tapped: bool,
    /// Only by a vampire.
    pub by_vampire: bool,
    /// A title is required (`if=title:…`, checked against the titles of its play).
    pub needs_title: bool,
    /// Only during an action directed at you.
    pub directed_at_you: bool,
    /// Only during a bleed at you.
    pub bleed_at_you: bool,
    /// Only after blocks are declined.
    pub after_blocks: bool,
    /// Only while your predator's minion acts.
    pub predator_acting: bool,
    /// Only while a vampire younger than the reacting minion acts.
    pub actor_younger: bool,
    /// Only after the block is resolved, by the blocker.
    pub after_block: bool,
    /// One copy between untap phases.
    pub once_per_untap: bool,
    /// Wakes the minion.
    pub wake: bool,
    /// Untaps the minion.
    pub untap_self: bool,
    /// Changes the target of the bleed.
    pub redirect_bleed: bool,
    /// Reduces the bleed.
    pub reduce_bleed: u8,
    /// Only while a vampire acts (`if=actor,vampire`).
    pub actor_vampire: bool,
    /// Votes against in the polling step.
    pub votes_against: u8,
    /// Blood burned to untap and attempt to block (`tapped-block`), if any.
    pub tapped_block: Option<u8>,
    /// Played while votes are cast on a political action (`when=polling`), not during an
    /// action.
    pub polling: bool,
    /// Only while an ally or a vampire younger than the reacting minion acts.
    pub actor_ally_or_younger: bool,
    /// One copy of the card each action, whoever plays it (`limit=action`).
    pub once_per_action: bool,
    /// The bleed goes to the player's predator's predator (`target=predators-predator`).
    pub to_predators_predator: bool,
    /// The minion attempts to block though its Methuselah may not (`attempt-block`).
    pub attempt_block: bool,
    /// Played by a minion whose block succeeded, before the combat (`when=before-combat`).
    pub before_combat: bool,
}

impl ReactionTraits {
    /// The traits of a definition's reaction effects.
    pub fn of(def: &super::CardDef) -> ReactionTraits {
        use super::ability::{Cond, Limit, Stat, Verb, Window};
        let mut t = ReactionTraits::default();
        if def.kind == super::PlayKind::Reaction {
            if let Some(play) = def.play() {
                for c in &play.conds {
                    match c {
                        Cond::Tapped => t.by_tapped = true,
                        Cond::Vampire => t.by_vampire = true,
                        Cond::Title(_) => t.needs_title = true,
                        Cond::DirectedAtYou => t.directed_at_you = true,
                        Cond::BleedAtYou => t.bleed_at_you = true,
                        Cond::PredatorActing => t.predator_acting = true,
                        Cond::ActorYounger => t.actor_younger = true,
                        &Cond::ACTOR_VAMPIRE => t.actor_vampire = true,
                        Cond::ActorAllyOrYounger => t.actor_ally_or_younger = true,
                        _ => {}
                    }
                }
                t.after_blocks = play.when == Some(Window::BlocksDeclined);
                t.after_block = play.when == Some(Window::BlockResolved);
                t.before_combat = play.when == Some(Window::BeforeCombat);
                t.polling = play.when == Some(Window::Polling);
                t.once_per_untap = play.limit == Some(Limit::Untap);
                t.once_per_action = play.limit == Some(Limit::Action);
                t.to_predators_predator =
                    play.target == super::ability::Selector::PREDATORS_PREDATOR;
                for v in &play.verbs {
                    match *v {
                        Verb::Wake => t.wake = true,
                        Verb::Untap => t.untap_self = true,
                        Verb::RedirectBleed => t.redirect_bleed = true,
                        Verb::AttemptBlock => t.attempt_block = true,
                        Verb::Stat(Stat::Bleed, n) if n < 0 => t.reduce_bleed = n.unsigned_abs(),
                        _ => {}
                    }
                }
            }
        }
        for e in def.reaction_effects() {
            use ReactionEffect as R;
            match e {
                R::VotesAgainst(n) => t.votes_against = *n,
                R::TappedBlock(n) => t.tapped_block = Some(*n),
                R::BlockManeuver(_) | R::BlockPrevent(_) | R::BlockPress(_) => {}
                R::AllyStaysTapped => {}
            }
        }
        t
    }

    /// Whether the version does anything during an action before the block is resolved
    /// (a card whose only effect is votes is for the polling step).
    pub fn acts_in_action(&self, def: &super::CardDef) -> bool {
        !self.polling && (self.votes_against == 0 || self.reduce_bleed > 0 || def.intercept != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{CardDef, Defs, Effect};

    /// Every word of the built-in reaction definitions is read by this vocabulary (a word
    /// taken by another sub-vocabulary would never reach the reaction window).
    #[test]
    fn builtin_reaction_words_are_reaction_effects() {
        let text = include_str!("../../cards/reactions.defs");
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (_, (inf, sup)) = Defs::parse_line(line).unwrap();
            for d in std::iter::once(&inf).chain(sup.as_ref()) {
                assert!(
                    d.effects.iter().all(|e| matches!(e, Effect::Reaction(_))),
                    "{line}: {:?}",
                    d.effects
                );
            }
        }
    }

    #[test]
    fn words_parse() {
        let d = CardDef::parse("reaction tapped-block=1 ; if=title:prince,justicar intercept+2")
            .unwrap();
        assert_eq!(d.intercept, 2);
        let t = super::ReactionTraits::of(&d);
        assert!(t.needs_title);
        assert_eq!(t.tapped_block, Some(1));
        assert!(CardDef::parse("reaction ; if=title:kingpin intercept+1").is_err());
        assert!(CardDef::parse("reaction ; bleed-x").is_err());
        // A bleed is reduced or redirected only during a bleed of you.
        assert!(CardDef::parse("reaction ; bleed-3").is_err());
        assert!(CardDef::parse("reaction ; if=bleed-at-you redirect-bleed").is_ok());
        // A reaction's intercept is its play's, not a word of the kind.
        assert!(CardDef::parse("reaction intercept=1").is_err());
    }
}
