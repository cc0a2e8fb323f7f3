//! Card text in words, rendered from each card's definition in English, French and Italian.
//!
//! No official card text is stored: the words come from the definition (its primitives and
//! named effects) through Fluent messages in `crates/vtes/locales/{en,fr,it}/cards*.ftl`.

use super::{CardDef, Defs, OutcomeDef, PlayKind, StrikeDef, StrikeRange, TermsDef};
use jyhad_cards::{db, CardRef};
use jyhad_table::{Lang, Texts};
use std::sync::OnceLock;

/// An argument of a message.
pub type Arg<'a> = jyhad_table::TextArg<'a>;

macro_rules! ftl {
    ($($lang:ident => $dir:literal),*) => {
        [$(
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-modifiers.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-reactions.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-combat.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-masters.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-actions.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-vampires.ftl"))),
            (Lang::$lang, include_str!(concat!("../../locales/", $dir, "/cards-parts.ftl"))),
        )*]
    };
}

/// The card-text messages of every language.
pub fn texts() -> &'static Texts {
    static TEXTS: OnceLock<Texts> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let sources = ftl!(En => "en", Fr => "fr", It => "it");
        // The files are part of the build and checked by a test: a bad one is a bug.
        Texts::new(&sources).unwrap_or_else(|e| panic!("card text messages: {e}"))
    })
}

/// One message in a language (English when missing there).
pub fn msg(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    texts().get(lang, id, args)
}

/// A card's name in a language (the French name from the official French list when there
/// is one; cards keep their English names in Italian play).
pub fn card_name(card: CardRef, lang: Lang) -> String {
    let f = db().get(card);
    match (lang, &f.name_fr) {
        (Lang::Fr, Some(fr)) => fr.clone(),
        _ => f.name.clone(),
    }
}

fn n(v: impl Into<i64>) -> Arg<'static> {
    Arg::from(v.into())
}

/// A referendum's terms in words (a political action card's, or an ability's).
pub fn terms_text(t: TermsDef, lang: Lang) -> String {
    let (id, args) = terms_message(t);
    msg(lang, id, &args)
}

/// The message of a referendum's terms and its arguments.
fn terms_message(t: TermsDef) -> (&'static str, Vec<(&'static str, Arg<'static>)>) {
    match t {
        TermsDef::Methuselah => ("card-terms-methuselah", vec![]),
        TermsDef::OtherMethuselah => ("card-terms-other-methuselah", vec![]),
        TermsDef::Clan => ("card-terms-clan", vec![]),
        TermsDef::Vampire => ("card-terms-vampire", vec![]),
        TermsDef::Methuselahs => ("card-terms-methuselahs", vec![]),
        TermsDef::YoungerVampire => ("card-terms-younger-vampire", vec![]),
        TermsDef::Minions(k) => ("card-terms-minions", vec![("n", n(k))]),
        TermsDef::VampirePoints(k) => ("card-terms-vampire-points", vec![("n", n(k))]),
        TermsDef::SmallVampire(k) => ("card-terms-small-vampire", vec![("n", n(k))]),
        TermsDef::AshHeapMinionCards(k) => ("card-terms-ash-heap-minion-cards", vec![("n", n(k))]),
        TermsDef::LocationMethuselah => ("card-terms-location-methuselah", vec![]),
        TermsDef::ClanVampire(c) => (
            "card-terms-clan-vampire",
            vec![(
                "clan",
                Arg::from(
                    crate::defs::clans()
                        .get(usize::from(c))
                        .cloned()
                        .unwrap_or_default(),
                ),
            )],
        ),
        TermsDef::PoolShift { total } => ("card-terms-pool-shift", vec![("n", n(total))]),
        TermsDef::MethuselahPoints { total, min_targets } => (
            "card-terms-methuselah-points",
            vec![("total", n(total)), ("min", n(min_targets))],
        ),
        TermsDef::Points {
            total,
            min_targets,
            others,
        } => (
            match (total, others) {
                (0, _) => "card-terms-points-x",
                (_, true) => "card-terms-points-others",
                _ => "card-terms-points",
            },
            vec![("total", n(total)), ("min", n(min_targets))],
        ),
    }
}

/// The whole text of a defined card in a language: each version on its own line, marked
/// with its Discipline at inferior (`[dom]`) or superior (`[DOM]`) level; `None` for a card
/// without a definition.
pub fn card_text(defs: &Defs, card: CardRef, lang: Lang) -> Option<String> {
    let (inferior, superior) = defs
        .iter()
        .find(|(c, _, _)| *c == card)
        .map(|(_, i, s)| (i, s))?;
    let f = db().get(card);
    let trigram = f
        .requirement
        .as_ref()
        .and_then(|r| r.disciplines().next())
        .map(|d| d.trigram());
    let mut lines = Vec::new();
    match (trigram, superior) {
        (Some(t), Some(sup)) => {
            lines.push(format!("[{t}] {}", version_text(inferior, lang)));
            lines.push(format!(
                "[{}] {}",
                t.to_uppercase(),
                version_text(sup, lang)
            ));
        }
        (Some(t), None) if inferior.kind != PlayKind::Vampire => {
            lines.push(format!("[{t}] {}", version_text(inferior, lang)))
        }
        (_, sup) => {
            lines.push(version_text(inferior, lang));
            if let Some(s) = sup {
                lines.push(format!("[+] {}", version_text(s, lang)));
            }
        }
    }
    Some(lines.join("\n"))
}

/// One version of a card in words: its primitives, then its named effects.
pub fn version_text(def: &CardDef, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut say = |id: &str, args: &[(&str, Arg)]| parts.push(msg(lang, id, args));
    match def.kind {
        PlayKind::Action if def.bleeds => {
            // A bleed action card with stealth of its own.
            if def.stealth != 0 {
                say("card-action", &[("stealth", n(def.stealth))]);
            }
            say("card-bleed-action", &[("n", n(def.bleed))])
        }
        PlayKind::Action if def.hunt != 0 => say("card-hunt-action", &[("n", n(def.hunt))]),
        PlayKind::Action => say("card-action", &[("stealth", n(def.stealth))]),
        PlayKind::Political => say("card-political-action", &[]),
        PlayKind::Event => say("card-event", &[]),
        _ => {}
    }
    let action_card = def.kind == PlayKind::Action;
    // A modifier's or reaction's stats are its play's: its abilities say them, first.
    let modifier = matches!(def.kind, PlayKind::Modifier | PlayKind::Reaction);
    if modifier {
        for a in def.abilities.iter() {
            say_ability(&mut parts, a, def.kind, lang);
        }
    }
    // Combat cards, equipment, retainers and allies written in the grammar: their abilities
    // say what the fields read from them hold.
    let grammar = !def.abilities.is_empty()
        && matches!(
            def.kind,
            PlayKind::Combat | PlayKind::Equipment | PlayKind::Retainer | PlayKind::Ally
        );
    let mut say = |id: &str, args: &[(&str, Arg)]| parts.push(msg(lang, id, args));
    if def.gun {
        say("combat-gun", &[]);
    }
    if def.vehicle {
        say("combat-vehicle", &[]);
    }
    if def.electronic {
        say("combat-electronic", &[]);
    }
    if def.one_per_minion {
        say("combat-one-per-minion", &[]);
    }
    if def.aim {
        say("combat-aim", &[]);
    }
    if def.enters_locked {
        // An action card put on its vampire (Rutor's Hand), or equipment.
        if def.kind == PlayKind::Action {
            say("act-enters-locked", &[]);
        } else {
            say("combat-enters-locked", &[]);
        }
    }
    if let Some(k) = def.life {
        say("combat-life", &[("n", n(k))]);
    }
    if def.stealth != 0 && !action_card && !modifier {
        say("card-stealth", &[("n", n(def.stealth))]);
    }
    if def.intercept != 0 && !modifier {
        say("card-intercept", &[("n", n(def.intercept))]);
    }
    if def.bleed != 0 && !action_card && !modifier {
        say("card-bleed", &[("n", n(def.bleed))]);
    }
    if def.limited {
        say("card-limited", &[]);
    }
    if def.maneuver && !grammar {
        say("card-maneuver", &[]);
    }
    if def.press && !grammar {
        say("card-press", &[]);
    }
    if let (Some(s), false) = (&def.strike, grammar) {
        parts.push(strike_text(s, def.kind == PlayKind::Equipment, lang));
    }
    let mut say = |id: &str, args: &[(&str, Arg)]| parts.push(msg(lang, id, args));
    if def.maneuvers_per_combat > 0 && !grammar {
        say(
            "card-maneuvers-per-combat",
            &[("n", n(def.maneuvers_per_combat))],
        );
    }
    if def.prevent > 0 && !grammar {
        say("card-prevent", &[("n", n(def.prevent))]);
    }
    if def.additional_strikes > 0 && !grammar {
        say(
            "card-additional-strikes",
            &[("n", n(def.additional_strikes))],
        );
    }
    if let Some(t) = def.terms {
        let (id, args) = terms_message(t);
        say(id, &args);
    }
    if let Some(o) = def.outcome {
        match o {
            OutcomeDef::PointsBurnPool => say("card-outcome-points-burn-pool", &[]),
            OutcomeDef::PointsBurnPoolChosenGains(k) => {
                say("card-outcome-points-burn-pool", &[]);
                say("card-outcome-chosen-gains-pool", &[("n", n(k))])
            }
            OutcomeDef::ClanVampiresGainPool => say("card-outcome-clan-gain-pool", &[]),
            OutcomeDef::MinionsBurnPool => say("card-outcome-minions-burn-pool", &[]),
            OutcomeDef::LockedMinionsBurnPool => say("card-outcome-locked-minions-burn-pool", &[]),
            OutcomeDef::MovePool => say("card-outcome-move-pool", &[]),
            OutcomeDef::EldersGainPool { capacity, n: k } => say(
                "card-outcome-elders-gain-pool",
                &[("capacity", n(capacity)), ("n", n(k))],
            ),
            OutcomeDef::EldersGainBlood(capacity) => say(
                "card-outcome-elders-gain-blood",
                &[("capacity", n(capacity))],
            ),
            OutcomeDef::MethuselahBurnsPool(k) => {
                say("card-outcome-methuselah-burns-pool", &[("n", n(k))])
            }
            OutcomeDef::GrantTitle(t) => say(
                "card-outcome-grant-title",
                &[("title", Arg::from(t.to_string()))],
            ),
        }
    }
    for e in def.effects.iter() {
        parts.push(match e {
            super::Effect::Modifier(x) => x.text(lang),
            super::Effect::Reaction(x) => x.text(lang),
            super::Effect::Master(x) => x.text(lang),
            // A political action card put in play once its referendum passes.
            super::Effect::Action(super::actions::ActionEffect::PutInPlay)
                if def.kind == PlayKind::Political =>
            {
                msg(lang, "act-put-in-play-passed", &[])
            }
            super::Effect::Action(x) => x.text(lang),
            super::Effect::Vampire(x) => x.text(lang),
        });
    }
    if !modifier {
        for a in def.abilities.iter() {
            say_ability(&mut parts, a, def.kind, lang);
        }
    }
    if def.replace_after_play {
        parts.push(msg(lang, "card-no-replace-in-play", &[]));
    } else if def.replace_after_combat {
        parts.push(msg(lang, "card-no-replace-combat", &[]));
    } else if def.no_replace {
        parts.push(msg(lang, "card-no-replace", &[]));
    }
    parts.retain(|p| !p.is_empty());
    parts.join(" ")
}

fn say_ability(parts: &mut Vec<String>, a: &super::ability::Ability, kind: PlayKind, lang: Lang) {
    parts.push(a.text(kind, lang));
}

/// A strike in words ("Strike: 2R damage, at any range.").
pub fn strike_text(s: &StrikeDef, weapon: bool, lang: Lang) -> String {
    let mut out = Vec::new();
    let id = match (s.dodge, s.combat_ends, s.hand) {
        (true, _, _) => "card-strike-dodge",
        (_, true, _) => "card-strike-combat-ends",
        (_, _, true) => "card-strike-hand",
        _ => "card-strike-damage",
    };
    out.push(msg(
        lang,
        id,
        &[
            ("n", n(s.damage)),
            ("agg", Arg::from(if s.aggravated { "yes" } else { "no" })),
            ("weapon", Arg::from(if weapon { "yes" } else { "no" })),
        ],
    ));
    if s.range == StrikeRange::Any && !s.dodge && !s.combat_ends {
        out.push(msg(lang, "card-strike-ranged", &[]));
    }
    if s.range == StrikeRange::Long {
        out.push(msg(lang, "card-strike-long-only", &[]));
    }
    if s.first_strike {
        out.push(msg(lang, "card-strike-first", &[]));
    }
    if s.steal_blood > 0 {
        out.push(msg(
            lang,
            "card-strike-steal-blood",
            &[("n", n(s.steal_blood))],
        ));
    }
    if s.destroy_equipment {
        out.push(msg(lang, "card-strike-destroy-equipment", &[]));
    }
    if s.steal_equipment {
        out.push(msg(lang, "card-strike-steal-equipment", &[]));
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_load_in_every_language() {
        for lang in Lang::ALL {
            assert!(texts().has(lang, "card-stealth"), "{lang}");
        }
    }

    #[test]
    fn a_modifier_renders_in_three_languages() {
        let def = CardDef::parse("modifier limited ; if=bleeding stealth+1 bleed+1").unwrap();
        assert_eq!(
            version_text(&def, Lang::En),
            "If the action is a bleed, +1 stealth, +1 bleed. (limited)"
        );
        assert_eq!(
            version_text(&def, Lang::Fr),
            "Si l'action est une morsure, +1 en discrétion, +1 en morsure. (limité)"
        );
        assert_eq!(
            version_text(&def, Lang::It),
            "Se l'azione è un dissanguamento, +1 furtività, +1 dissanguamento. (limitato)"
        );
    }

    #[test]
    fn strikes_render() {
        let def = CardDef::parse("combat strike damage=2 range=any").unwrap();
        assert_eq!(
            version_text(&def, Lang::En),
            "Strike: 2 damage. At any range."
        );
        let hand = CardDef::parse("combat hand damage=2").unwrap();
        assert_eq!(
            version_text(&hand, Lang::Fr),
            "Frappe : frappe manuelle à +2 dégâts."
        );
    }
}

#[cfg(test)]
mod builtin_tests {
    use super::*;

    /// Every built-in definition parses, and renders in every language without a message
    /// missing (a missing message shows as its id, e.g. `mod-redirect-bleed`).
    #[test]
    fn builtin_definitions_load_and_render() {
        let defs = Defs::builtin().unwrap_or_else(|e| panic!("{e}"));
        for (card, _, _) in defs.iter() {
            for lang in Lang::ALL {
                let text = card_text(&defs, card, lang).unwrap();
                for word in text.split_whitespace() {
                    let w = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
                    assert!(
                        !(w.contains('-') && texts().has(Lang::En, w)),
                        "{}: message {w:?} missing in {lang}: {text}",
                        db().get(card).name
                    );
                }
            }
        }
    }

    /// Every message of every card-text file exists in the three languages.
    #[test]
    fn every_message_is_translated() {
        for (_, en) in ftl!(En => "en") {
            for line in en.lines() {
                let Some((id, _)) = line.split_once(" =") else {
                    continue;
                };
                if id.starts_with(char::is_alphabetic) {
                    for lang in Lang::ALL {
                        assert!(texts().has(lang, id.trim()), "{id} missing in {lang}");
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod aim_tests {
    use super::*;

    /// An aim's text: its keyword, what the strike does once it lands, and who may cancel
    /// it as it is played, composed from the parts in each language.
    #[test]
    fn an_aim_renders() {
        let def = CardDef::parse(
            "combat aim ; when=strike if=strike-inflicts target=opponent damage+2 cannot-press \
             for=round ; when=as-played target=opponent cost=discard:combat:2 cancel-card",
        )
        .unwrap();
        assert_eq!(
            version_text(&def, Lang::En),
            "Aim: one each strike. As this minion chooses a strike, if damage of that strike is \
             inflicted on the opposing minion, the opposing minion takes 2 more damage from that \
             strike, it cannot press this round. As it is played, the Methuselah of the opposing \
             minion may discard 2 combat cards to cancel it."
        );
    }
}
