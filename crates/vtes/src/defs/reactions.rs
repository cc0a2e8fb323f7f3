//! Reactions: effects played by other Methuselahs' minions during an action
//! (rulebook p. 11, p. 24–27).
//!
//! Each variant is one reusable effect; the engine applies it at its window
//! (`crate::effects::reactions`). A definition word names it (see [`ReactionEffect::parse`])
//! and [`ReactionEffect::text`] renders it in words.
//!
//! Two kinds of words: conditions (who may play the card, and when), and effects. The
//! common `intercept=N` primitive of [`super::CardDef`] is added "only when needed", by the
//! minion attempting to block (p. 25).

use super::text::{msg, Arg};
use jyhad_cards::Title;
use jyhad_table::Lang;

/// A named effect of a reaction card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReactionEffect {
    // ---- Conditions ----
    /// `by-tapped`: only usable by a tapped ("locked") minion.
    ByTapped,
    /// `by-vampire`: only usable by a vampire (not an ally).
    ByVampire,
    /// `needs-title=prince,justicar`: the reacting vampire holds one of these titles.
    NeedsTitle(Vec<Title>),
    /// `directed-at-you`: only during an action directed at the reacting minion's
    /// Methuselah or at a card they control.
    DirectedAtYou,
    /// `bleed-at-you`: only during a bleed of the reacting minion's Methuselah.
    BleedAtYou,
    /// `after-blocks`: only once every Methuselah declined to block (comprehensive rules
    /// 4.3.2: a new opportunity to play reactions before resolution).
    AfterBlocks,
    /// `predator-acting`: only while a minion of your predator is acting.
    PredatorActing,
    /// `after-block`: only by the tapped minion that blocked, once the block is resolved
    /// (after the resulting combat), and only while it is still ready.
    AfterBlock,
    /// `once-per-untap`: a minion plays one copy between two of its untap phases.
    OncePerUntap,
    // ---- Effects ----
    /// `wake`: the minion may block and play reactions as if untapped until the end of
    /// the action; it is not untapped (rulebook glossary "Réveil").
    Wake,
    /// `untap-self`: the reacting minion untaps (not a wake effect).
    UntapSelf,
    /// `tap-self`: the reacting minion taps (even if already tapped).
    TapSelf,
    /// `redirect-bleed`: the bleed gets another target, chosen when the card is played
    /// (not the acting Methuselah); the new target may attempt to block.
    RedirectBleed,
    /// `reduce-bleed=N`: the bleed amount is reduced by N (only during a bleed at you).
    ReduceBleed(u8),
    /// `votes-against=N`: in the polling step of a political action's referendum, the
    /// vampire gains N votes against, cast later with its own votes.
    VotesAgainst(u8),
    /// `titled-intercept=N`: N more intercept if the reacting minion holds a title.
    TitledIntercept(i8),
    /// `block-maneuver=N`: N optional maneuvers in the combat that follows if this minion
    /// blocks.
    BlockManeuver(u8),
    /// `block-prevent=N`: if this minion blocks, it may prevent N damage during the first
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
            "by-tapped" => Ok(R::ByTapped),
            "by-vampire" => Ok(R::ByVampire),
            "needs-title" => value
                .split(',')
                .map(|t| t.replace('-', " ").parse::<Title>())
                .collect::<Result<Vec<_>, _>>()
                .map(R::NeedsTitle),
            "directed-at-you" => Ok(R::DirectedAtYou),
            "bleed-at-you" => Ok(R::BleedAtYou),
            "after-blocks" => Ok(R::AfterBlocks),
            "predator-acting" => Ok(R::PredatorActing),
            "after-block" => Ok(R::AfterBlock),
            "once-per-untap" => Ok(R::OncePerUntap),
            "wake" => Ok(R::Wake),
            "untap-self" => Ok(R::UntapSelf),
            "tap-self" => Ok(R::TapSelf),
            "redirect-bleed" => Ok(R::RedirectBleed),
            "reduce-bleed" => n(value).map(R::ReduceBleed),
            "votes-against" => n(value).map(R::VotesAgainst),
            "titled-intercept" => n(value).map(|v| R::TitledIntercept(v as i8)),
            "block-maneuver" => n(value).map(R::BlockManeuver),
            "block-prevent" => n(value).map(R::BlockPrevent),
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
            R::ByTapped => msg(lang, "react-by-tapped", &[]),
            R::ByVampire => msg(lang, "react-by-vampire", &[]),
            R::NeedsTitle(titles) => {
                let names: Vec<String> = titles
                    .iter()
                    .map(|t| {
                        msg(
                            lang,
                            "react-title",
                            &[("title", Arg::from(t.to_string().replace(' ', "-")))],
                        )
                    })
                    .collect();
                msg(
                    lang,
                    "react-needs-title",
                    &[("titles", Arg::from(names.join(" / ")))],
                )
            }
            R::DirectedAtYou => msg(lang, "react-directed-at-you", &[]),
            R::BleedAtYou => msg(lang, "react-bleed-at-you", &[]),
            R::AfterBlocks => msg(lang, "react-after-blocks", &[]),
            R::PredatorActing => msg(lang, "react-predator-acting", &[]),
            R::AfterBlock => msg(lang, "react-after-block", &[]),
            R::OncePerUntap => msg(lang, "react-once-per-untap", &[]),
            R::Wake => msg(lang, "react-wake", &[]),
            R::UntapSelf => msg(lang, "react-untap-self", &[]),
            R::TapSelf => msg(lang, "react-tap-self", &[]),
            R::RedirectBleed => msg(lang, "react-redirect-bleed", &[]),
            R::ReduceBleed(v) => num("react-reduce-bleed", i64::from(*v)),
            R::VotesAgainst(v) => num("react-votes-against", i64::from(*v)),
            R::TitledIntercept(v) => num("react-titled-intercept", i64::from(*v)),
            R::BlockManeuver(v) => num("react-block-maneuver", i64::from(*v)),
            R::BlockPrevent(v) => num("react-block-prevent", i64::from(*v)),
            R::TappedBlock(v) => num("react-tapped-block", i64::from(*v)),
            R::AllyStaysTapped => msg(lang, "react-ally-stays-tapped", &[]),
        }
    }
}

/// What a reaction version asks and does, read once from its named effects (the engine's
/// view of a [`super::CardDef`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReactionTraits {
    /// Only by a tapped minion.
    pub by_tapped: bool,
    /// Only by a vampire.
    pub by_vampire: bool,
    /// A title is required (checked against the definition's [`ReactionEffect::NeedsTitle`]).
    pub needs_title: bool,
    /// Only during an action directed at you.
    pub directed_at_you: bool,
    /// Only during a bleed at you.
    pub bleed_at_you: bool,
    /// Only after blocks are declined.
    pub after_blocks: bool,
    /// Only while your predator's minion acts.
    pub predator_acting: bool,
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
    /// Votes against in the polling step.
    pub votes_against: u8,
    /// Blood burned to untap and attempt to block (`tapped-block`), if any.
    pub tapped_block: Option<u8>,
}

impl ReactionTraits {
    /// The traits of a definition's reaction effects.
    pub fn of(def: &super::CardDef) -> ReactionTraits {
        let mut t = ReactionTraits::default();
        for e in def.reaction_effects() {
            use ReactionEffect as R;
            match e {
                R::ByTapped => t.by_tapped = true,
                R::ByVampire => t.by_vampire = true,
                R::NeedsTitle(_) => t.needs_title = true,
                R::DirectedAtYou => t.directed_at_you = true,
                R::BleedAtYou => t.bleed_at_you = true,
                R::AfterBlocks => t.after_blocks = true,
                R::PredatorActing => t.predator_acting = true,
                R::AfterBlock => t.after_block = true,
                R::OncePerUntap => t.once_per_untap = true,
                R::Wake => t.wake = true,
                R::UntapSelf => t.untap_self = true,
                R::RedirectBleed => t.redirect_bleed = true,
                R::ReduceBleed(n) => t.reduce_bleed = *n,
                R::VotesAgainst(n) => t.votes_against = *n,
                R::TappedBlock(n) => t.tapped_block = Some(*n),
                R::TapSelf
                | R::TitledIntercept(_)
                | R::BlockManeuver(_)
                | R::BlockPrevent(_)
                | R::AllyStaysTapped => {}
            }
        }
        t
    }

    /// Whether the version does anything during an action before the block is resolved
    /// (a card whose only effect is votes is for the polling step).
    pub fn acts_in_action(&self, def: &super::CardDef) -> bool {
        self.votes_against == 0 || self.reduce_bleed > 0 || def.intercept != 0
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
        let d = CardDef::parse("reaction needs-title=prince,justicar intercept=2 tapped-block=1")
            .unwrap();
        assert_eq!(d.intercept, 2);
        let t = super::ReactionTraits::of(&d);
        assert!(t.needs_title);
        assert_eq!(t.tapped_block, Some(1));
        assert!(CardDef::parse("reaction needs-title=kingpin").is_err());
        assert!(CardDef::parse("reaction reduce-bleed=x").is_err());
    }
}
