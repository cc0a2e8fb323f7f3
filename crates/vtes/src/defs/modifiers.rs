//! Action modifiers: effects played by the acting minion during its action
//! (rulebook p. 10, p. 24–27).
//!
//! Each variant is one reusable effect; the engine applies it at its window
//! (`crate::effects::modifiers`). A definition word names it (see [`ModifierEffect::parse`])
//! and [`ModifierEffect::text`] renders it in words.

use super::text::{msg, Arg};
use jyhad_table::Lang;

/// A named effect of an action modifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModifierEffect {
    /// Played by a ready vampire (tapped or not) of the acting Methuselah other than the
    /// acting minion; its effect goes to the acting minion (`by-other-vampire`).
    ByOtherVampire,
    /// Usable as a reaction too, by an untapped ready minion of another Methuselah
    /// (`also-reaction`).
    AlsoReaction,
    /// Latent +`bleed` if the bled Methuselah has `pool` or less at resolution; counts as
    /// a "(limited)" bleed increase only while that holds (`bleed-if-pool-at-most=9:3`).
    BleedIfPoolAtMost {
        /// Pool threshold.
        pool: u8,
        /// Bleed added.
        bleed: i8,
    },
    /// Minions who attempt to block and fail after it is played are tapped once the
    /// action resolves, successful or blocked (`tap-failed-blockers`).
    TapFailedBlockers,
    /// The bleed burns no pool and fails; the card goes on the acting vampire, and the
    /// next time it is about to bleed that Methuselah successfully, it burns for
    /// +`n` bleed (`spy-bleed=2`).
    SpyBleed(i8),
    /// The action ends at once, unsuccessfully: no block resolution, no cost
    /// (`end-action`).
    EndAction,
    /// The acting minion may not repeat that action this turn (`no-repeat`).
    NoRepeat,
    /// Latent: if the action is blocked, the blocker is tapped and the action ends before
    /// block resolution (`blocked-ends-action`).
    BlockedEndsAction,
    /// Vampires cannot block this action (`unblockable-by-vampires`).
    UnblockableByVampires,
    /// The acting vampire takes `n` unpreventable environmental aggravated damage after
    /// action resolution (`agg-damage-after=2`).
    AggDamageAfter(u8),
    /// Choose a vampire who cast votes or ballots in this referendum: it is tapped and
    /// abstains (its votes cancelled), and burns `n` blood (`silence-voter=1`).
    SilenceVoter(u8),
    /// The acting vampire gains 1 blood per vote the referendum passed by, of which up
    /// to `n` may go to its controller's pool instead (`blood-per-vote-margin=2`).
    BloodPerVoteMargin(u8),
    /// Not replaced until its player's next discard phase (`no-replace-until-discard`).
    NoReplaceUntilDiscard,
    /// Combat: a maneuver played with this card gives 1 optional press later in the same
    /// round (`maneuver-gives-press`).
    ManeuverGivesPress,
    /// Never played on one action together with the named card, whichever comes first (`not-with=Lost_in_Crowds`: the name, spaces written `_`).
    NotWith(String),
}

impl ModifierEffect {
    /// Reads one definition word (`key` or `key=value`); `None` when the word is not one
    /// of this vocabulary's.
    pub fn parse(key: &str, value: &str) -> Option<Result<ModifierEffect, String>> {
        let num = |v: &str| -> Result<i8, String> {
            v.trim_start_matches('+')
                .parse::<i8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        let unsigned = |v: &str| -> Result<u8, String> {
            v.parse::<u8>()
                .map_err(|_| format!("{key}={v}: not a number"))
        };
        Some(match key {
            "by-other-vampire" => Ok(ModifierEffect::ByOtherVampire),
            "also-reaction" => Ok(ModifierEffect::AlsoReaction),
            "bleed-if-pool-at-most" => match value.split_once(':') {
                Some((p, n)) => unsigned(p).and_then(|pool| {
                    num(n).map(|bleed| ModifierEffect::BleedIfPoolAtMost { pool, bleed })
                }),
                None => Err(format!("bleed-if-pool-at-most={value}: expected POOL:N")),
            },
            "tap-failed-blockers" => Ok(ModifierEffect::TapFailedBlockers),
            "spy-bleed" => num(value).map(ModifierEffect::SpyBleed),
            "end-action" => Ok(ModifierEffect::EndAction),
            "no-repeat" => Ok(ModifierEffect::NoRepeat),
            "blocked-ends-action" => Ok(ModifierEffect::BlockedEndsAction),
            "unblockable-by-vampires" => Ok(ModifierEffect::UnblockableByVampires),
            "agg-damage-after" => unsigned(value).map(ModifierEffect::AggDamageAfter),
            "silence-voter" => unsigned(if value.is_empty() { "0" } else { value })
                .map(ModifierEffect::SilenceVoter),
            "blood-per-vote-margin" => unsigned(if value.is_empty() { "0" } else { value })
                .map(ModifierEffect::BloodPerVoteMargin),
            "no-replace-until-discard" => Ok(ModifierEffect::NoReplaceUntilDiscard),
            "maneuver-gives-press" => Ok(ModifierEffect::ManeuverGivesPress),
            "not-with" if !value.is_empty() => Ok(ModifierEffect::NotWith(value.replace('_', " "))),
            _ => return None,
        })
    }

    /// The effect in words, in a language.
    pub fn text(&self, lang: Lang) -> String {
        let n = |v: i64| Arg::from(v);
        match self {
            ModifierEffect::ByOtherVampire => msg(lang, "mod-by-other-vampire", &[]),
            ModifierEffect::AlsoReaction => msg(lang, "mod-also-reaction", &[]),
            ModifierEffect::BleedIfPoolAtMost { pool, bleed } => msg(
                lang,
                "mod-bleed-if-pool-at-most",
                &[("pool", n((*pool).into())), ("n", n((*bleed).into()))],
            ),
            ModifierEffect::TapFailedBlockers => msg(lang, "mod-tap-failed-blockers", &[]),
            ModifierEffect::SpyBleed(b) => msg(lang, "mod-spy-bleed", &[("n", n((*b).into()))]),
            ModifierEffect::EndAction => msg(lang, "mod-end-action", &[]),
            ModifierEffect::NoRepeat => msg(lang, "mod-no-repeat", &[]),
            ModifierEffect::BlockedEndsAction => msg(lang, "mod-blocked-ends-action", &[]),
            ModifierEffect::UnblockableByVampires => msg(lang, "mod-unblockable-by-vampires", &[]),
            ModifierEffect::AggDamageAfter(d) => {
                msg(lang, "mod-agg-damage-after", &[("n", n((*d).into()))])
            }
            ModifierEffect::SilenceVoter(b) => {
                msg(lang, "mod-silence-voter", &[("n", n((*b).into()))])
            }
            ModifierEffect::BloodPerVoteMargin(p) => {
                msg(lang, "mod-blood-per-vote-margin", &[("n", n((*p).into()))])
            }
            ModifierEffect::NoReplaceUntilDiscard => msg(lang, "mod-no-replace-until-discard", &[]),
            ModifierEffect::ManeuverGivesPress => msg(lang, "mod-maneuver-gives-press", &[]),
            ModifierEffect::NotWith(name) => {
                // The other card's name in the language (its French name in French).
                let shown = jyhad_cards::db()
                    .lookup_quiet(name, None)
                    .map_or_else(|_| name.clone(), |c| super::text::card_name(c, lang));
                msg(lang, "mod-not-with", &[("card", Arg::from(shown))])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{text, CardDef, Defs};
    use jyhad_table::Lang;

    #[test]
    fn modifier_words_render_in_three_languages() {
        let def = CardDef::parse("modifier end-action no-repeat ; when=blocked untap").unwrap();
        assert_eq!(
            text::version_text(&def, Lang::En),
            "As the acting minion is being blocked, untap the acting minion. The action \
             ends, unsuccessfully. The minion cannot do the same action again this turn."
        );
        let def = CardDef::parse("modifier ; when=polling votes+2").unwrap();
        assert_eq!(
            text::version_text(&def, Lang::Fr),
            "Durant l'étape de vote d'un référendum, +2 voix."
        );
        assert_eq!(
            text::version_text(&def, Lang::It),
            "Durante la fase di votazione di un referendum, +2 voti."
        );
    }

    #[test]
    fn bad_words_are_refused() {
        assert!(CardDef::parse("modifier ; when=never").is_err());
        assert!(CardDef::parse("modifier ; if=actor,clan:Nobody bleed+1").is_err());
        // A modifier's stats are its play's, not words of the kind.
        assert!(CardDef::parse("modifier stealth=1").is_err());
        assert!(CardDef::parse("modifier bleed-if-pool-at-most=x:3").is_err());
    }

    /// Prints every built-in modifier card's text (`cargo test -- --nocapture`).
    #[test]
    fn builtin_modifier_texts() {
        let defs = Defs::builtin().unwrap();
        for line in include_str!("../../cards/modifiers.defs").lines() {
            let Some(name) = line.strip_prefix('"').and_then(|l| l.split('"').next()) else {
                continue;
            };
            let card = jyhad_cards::db().lookup(name).unwrap();
            for lang in Lang::ALL {
                let t = text::card_text(&defs, card, lang).unwrap();
                assert!(!t.contains("mod-"), "{name}: {t}");
                println!("{name} [{lang}]\n{t}");
            }
        }
    }
}
