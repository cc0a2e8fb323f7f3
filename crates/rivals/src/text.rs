//! Rivals in words: events, choices and card texts in English, French and Italian, from
//! the Fluent files in `locales/` (game vocabulary of the French rulebook). Card text is
//! rendered from each card's definition — its facts and its effect vocabulary — never
//! copied from the printed card.

use crate::effects::{card_fx, Fx};
use crate::facts::{db, CardFacts, Kind};
use crate::state::State;
use jyhad_table::{Lang, Seat, TextArg, Texts};
use std::sync::OnceLock;

/// The Rivals texts of every language.
pub fn texts() -> &'static Texts {
    static T: OnceLock<Texts> = OnceLock::new();
    T.get_or_init(|| {
        Texts::new(&[
            (Lang::En, include_str!("../locales/en/game.ftl")),
            (Lang::En, include_str!("../locales/en/cards.ftl")),
            (Lang::Fr, include_str!("../locales/fr/game.ftl")),
            (Lang::Fr, include_str!("../locales/fr/cards.ftl")),
            (Lang::It, include_str!("../locales/it/game.ftl")),
            (Lang::It, include_str!("../locales/it/cards.ftl")),
        ])
        .expect("the Rivals Fluent files are valid")
    })
}

fn t(lang: Lang, id: &str) -> String {
    texts().get(lang, id, &[])
}

/// A value of a `name key=value` encoding in words, for `reader` (`None`: every seat).
fn word(s: Option<&State>, lang: Lang, key: &str, v: &str, reader: Option<Seat>) -> String {
    if let Some(n) = v.strip_prefix('#').and_then(|n| n.parse::<usize>().ok()) {
        let id = jyhad_table::CardId(n as u16);
        return match s.and_then(|s| s.cards.get(n).map(|c| (s, c))) {
            // Never the name of a card lying face down (p. 15 Conspiracies, p. 8 attack
            // cards, p. 13 Influence Modifiers) to a reader who may not know it: an event's
            // text goes to every seat; an option's to the seat deciding, who knows its own.
            Some((s, _)) if s.secret(id) && !reader.is_some_and(|r| s.visible_to(id, Some(r))) => {
                t(lang, "face-down-card")
            }
            Some((_, c)) => card_name(c.facts(), lang),
            None => v.to_string(),
        };
    }
    if let Some(n) = v.strip_prefix("seat").and_then(|n| n.parse::<u32>().ok()) {
        // One numbering everywhere: the rulebook's player numbers (Player 1 plays first,
        // p. 4 step 9), not the seats; before the first player is drawn, the seat's.
        let n = s
            .and_then(|s| s.players.get((n as usize).wrapping_sub(1)))
            .map_or(n, |p| if p.number > 0 { u32::from(p.number) } else { n });
        return texts().get(lang, "seat", &[("n", TextArg::from(n))]);
    }
    let id = match key {
        "kind" => format!("kind-{v}"),
        "side" => format!("side-{v}"),
        "from" => format!("deck-{v}"),
        "reason" => format!("end-{v}"),
        // A rule that changed Prestige or Agenda (a card is named above).
        "by" => format!("cause-{v}"),
        // A gain reads "+2", a loss "-2".
        "delta" if !v.starts_with('-') => return format!("+{v}"),
        "passed" => format!("passed-{v}"),
        // Selected on in the messages (`[true]`), with the amount's plural.
        "aggravated" => return v.to_string(),
        _ if v == "-" => return "—".into(),
        _ => return v.to_string(),
    };
    t(lang, &id)
}

/// A seat in words: the rulebook's player number ("Player 2", « Joueur 2 »), as the log
/// names it.
pub fn player(s: Option<&State>, seat: Seat, lang: Lang) -> String {
    word(s, lang, "seat", &seat.to_string(), None)
}

/// Describes a `name key=value …` text (an event or a choice) with the message
/// `{prefix}-{name}`; the encoding itself if there is no such message.
pub fn describe(s: Option<&State>, lang: Lang, prefix: &str, encoded: &str) -> String {
    describe_for(s, lang, prefix, encoded, None)
}

/// [`describe`] for one reader: the cards lying face down that `reader` knows (its own
/// Agenda, its Conspiracies, one revealed to it) are named (an option's text is sent to
/// the deciding seat only).
pub fn describe_for(
    s: Option<&State>,
    lang: Lang,
    prefix: &str,
    encoded: &str,
    reader: Option<Seat>,
) -> String {
    let mut parts = encoded.split_whitespace();
    let Some(name) = parts.next() else {
        return String::new();
    };
    let id = format!("{prefix}-{name}");
    if !texts().has(Lang::En, &id) {
        return encoded.to_string();
    }
    let pairs: Vec<(String, String)> = parts
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.to_string(), word(s, lang, k, v, reader)))
        .collect();
    // A number stays a number, for the messages' plurals ("1 dégât", "3 dégâts").
    let args: Vec<(&str, TextArg<'_>)> = pairs
        .iter()
        .map(|(k, v)| {
            let arg = match v.parse::<u32>() {
                Ok(n) if !v.is_empty() && !v.starts_with('+') => TextArg::from(n),
                _ => TextArg::from(v.as_str()),
            };
            (k.as_str(), arg)
        })
        .collect();
    let out = texts().get(lang, &id, &args);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A decision's name (the engine's `prompt`, "action phase") in words in a language; the
/// name itself if it has no message.
pub fn prompt_words(prompt: &str, lang: Lang) -> String {
    let id = format!("prompt-{}", prompt.to_lowercase().replace(' ', "-"));
    if texts().has(Lang::En, &id) {
        t(lang, &id)
    } else {
        prompt.to_string()
    }
}

fn fx_line(lang: Lang, fx: Fx) -> String {
    let d = |x: &str| t(lang, &format!("disc-{x}"));
    let n = |x: u8| TextArg::from(u32::from(x));
    let (id, args): (&str, Vec<(&str, TextArg<'_>)>) = match fx {
        Fx::PlusIfParty(x, min, b) => (
            "fx-plus-if-party",
            vec![("d", d(x).into()), ("min", n(min)), ("b", n(b))],
        ),
        Fx::PlusPerPartyLevel(x) => ("fx-plus-per-party-level", vec![("d", d(x).into())]),
        Fx::PlusPerPartyVampire(x) => ("fx-plus-per-party-vampire", vec![("d", d(x).into())]),
        Fx::PlusPerPartyRetainer => ("fx-plus-per-party-retainer", vec![]),
        Fx::PlusPerPartyTitled => ("fx-plus-per-party-titled", vec![]),
        Fx::PlusVsMortal(b) => ("fx-plus-vs-mortal", vec![("b", n(b))]),
        Fx::PlusIfTargetBlood(min, b) => (
            "fx-plus-if-target-blood",
            vec![("min", n(min)), ("b", n(b))],
        ),
        Fx::PlusIfTitled(ti, p) => ("fx-plus-if-titled", vec![("t", n(ti)), ("p", n(p))]),
        Fx::ExhaustOpposingParty => ("fx-exhaust-opposing-party", vec![]),
        Fx::FoeLosesPrestigeIfParty(x, min, k) => (
            "fx-foe-loses-prestige-if-party",
            vec![("d", d(x).into()), ("min", n(min)), ("n", n(k))],
        ),
        Fx::FoeLosesAgendaAtLeast(min) => ("fx-foe-loses-agenda-at-least", vec![("min", n(min))]),
        Fx::NegateReactionIfParty(x, min) => (
            "fx-negate-reaction-if-party",
            vec![("d", d(x).into()), ("min", n(min))],
        ),
        Fx::ShieldPerOwnLevel(x, per) => (
            "fx-shield-per-own-level",
            vec![("d", d(x).into()), ("per", n(per))],
        ),
        Fx::ShieldPerPartyLevel(x, per) => (
            "fx-shield-per-party-level",
            vec![("d", d(x).into()), ("per", n(per))],
        ),
        Fx::ShieldPerCoterieTitled(per) => ("fx-shield-per-coterie-titled", vec![("per", n(per))]),
        Fx::ShieldVs(k, b) => (
            "fx-shield-vs",
            vec![
                ("kind", t(lang, &format!("kind-{}", k.word())).into()),
                ("b", n(b)),
            ],
        ),
        Fx::BlockerDrains(b) => ("fx-blocker-drains", vec![("b", n(b))]),
        Fx::NegateAttackIfParty(x, min) => (
            "fx-negate-attack-if-party",
            vec![("d", d(x).into()), ("min", n(min))],
        ),
        Fx::CounterDamage => ("fx-counter-damage", vec![]),
        Fx::IgnoreResistanceIfParty(x, min) => (
            "fx-ignore-resistance-if-party",
            vec![("d", d(x).into()), ("min", n(min))],
        ),
        Fx::PlusPerPartyLevelVsMortal(x) => (
            "fx-plus-per-party-level-vs-mortal",
            vec![("d", d(x).into())],
        ),
    };
    texts().get(lang, id, &args)
}

/// A card's text in a language, rendered from its definition: kind and types, clan,
/// Blood Potency, attributes and Disciplines, requirements, attack and reaction numbers,
/// costs, keywords and the effect vocabulary's lines.
pub fn card_text(f: &CardFacts, lang: Lang) -> String {
    let n = |x: u8| TextArg::from(u32::from(x));
    let mut lines = Vec::new();
    let mut head = vec![t(lang, &format!("kind-{}", f.kind.word()))];
    head.extend(
        f.types
            .iter()
            .filter(|ty| !matches!(ty.as_str(), "agenda" | "haven" | "character"))
            .map(|ty| texts().get(lang, &format!("type-{}", ty.replace(' ', "-")), &[])),
    );
    // A name of the French rulebook, with the printed (English) name a deck list uses.
    let name = card_name(f, lang);
    let name = if name == f.name {
        name
    } else {
        format!("{name} ({})", f.name)
    };
    lines.push(format!("{name} — {}", head.join(" · ")));
    if let Some(c) = &f.clan {
        let clan = t(lang, &format!("clan-{c}"));
        lines.push(texts().get(lang, "line-clan", &[("clan", clan.into())]));
    }
    if f.kind == Kind::Vampire {
        if let Some(bp) = f.bp {
            lines.push(texts().get(lang, "line-bp", &[("n", n(bp))]));
        }
        let [p, s, m] = f.attributes;
        lines.push(texts().get(
            lang,
            "line-attributes",
            &[("p", n(p)), ("s", n(s)), ("m", n(m))],
        ));
        if !f.disciplines.is_empty() {
            let list = f
                .disciplines
                .iter()
                .map(|(d, l)| format!("{} {l}", t(lang, &format!("disc-{d}"))))
                .collect::<Vec<_>>()
                .join(", ");
            lines.push(texts().get(lang, "line-disciplines", &[("list", list.into())]));
        }
    }
    if let Some(r) = f.bp_req {
        lines.push(texts().get(lang, "line-bp-req", &[("n", n(r))]));
    }
    let kinds = |ks: &[crate::facts::AttackKind]| {
        ks.iter()
            .map(|k| t(lang, &format!("kind-{}", k.word())))
            .collect::<Vec<_>>()
            .join("/")
    };
    if f.is("attack") && !f.attack.is_empty() {
        lines.push(texts().get(
            lang,
            "line-attack",
            &[
                ("kinds", kinds(&f.attack).into()),
                ("damage", n(f.damage.unwrap_or(0))),
            ],
        ));
    }
    if f.is("reaction") {
        lines.push(texts().get(
            lang,
            "line-reacts",
            &[
                ("kinds", kinds(&f.reacts_to).into()),
                ("shield", n(f.shield.unwrap_or(0))),
            ],
        ));
    }
    if f.is("mortal") {
        lines.push(texts().get(
            lang,
            "line-mortal",
            &[
                ("blood", n(f.blood.unwrap_or(0))),
                ("agenda", n(f.agenda.unwrap_or(0))),
            ],
        ));
    }
    if let Some(c) = f.prestige_cost {
        lines.push(texts().get(lang, "line-prestige-cost", &[("n", n(c))]));
    }
    if let Some(c) = f.title_cost {
        lines.push(texts().get(lang, "line-title-cost", &[("n", n(c))]));
    }
    if let Some(c) = f.conspiracy_threshold {
        lines.push(texts().get(lang, "line-conspiracy", &[("n", n(c))]));
    }
    if let Some(c) = f.influence_modifier {
        lines.push(texts().get(lang, "line-modifier", &[("n", n(c))]));
    }
    if f.kind == Kind::Haven {
        lines.push(texts().get(lang, "line-secrecy", &[("n", n(f.secrecy.unwrap_or(1)))]));
        lines.push(t(lang, "line-leader"));
    }
    for k in &f.keywords {
        let id = format!("kw-{k}");
        if texts().has(Lang::En, &id) {
            lines.push(t(lang, &id));
        }
    }
    let fx = card_fx(&f.id);
    lines.extend(fx.iter().map(|x| fx_line(lang, *x)));
    // The card's ability of its own, in our words, keyed by its effect id.
    let own = format!("ab-{}", f.id);
    if texts().has(Lang::En, &own) {
        lines.push(t(lang, &own));
    } else if fx.is_empty() && !fully_said(f) {
        lines.push(t(lang, "line-own-ability"));
    }
    if f.kind == Kind::Agenda {
        lines.push(t(lang, "line-agenda-win"));
    }
    lines.join("\n")
}

/// Cards whose whole text is said by the lines above (keywords, numbers): no sentence of
/// their own is needed.
fn fully_said(f: &CardFacts) -> bool {
    matches!(
        f.id.as_str(),
        // Guard is their whole text (kw-guard).
        "core-humberto-garcia"
            | "core-john-kartunen"
            | "core-karma"
            | "core-lolita"
            | "core-nancy-witt"
            | "core-skunk"
            | "core-sweetums"
            | "core-ty-smith"
            // Targeted is its whole text (kw-targeted).
            | "core-sucker-punch"
            // A mortal with no text beyond its numbers.
            | "core-vagrant"
    )
}

/// A card's name in a language: the French rulebook's name where it gives one (its
/// examples and « Clarifications pour certaines cartes », p. 9-20), else the printed one.
pub fn card_name(f: &CardFacts, lang: Lang) -> String {
    let id = format!("name-{}", f.id);
    if texts().has(lang, &id) {
        t(lang, &id)
    } else {
        f.name.clone()
    }
}

/// A card's text by name (printed or in a language) or id (forgiving lookup).
pub fn card_text_by_name(name: &str, lang: Lang) -> Option<String> {
    let db = db();
    db.lookup(name).map(|d| card_text(db.get(d), lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_exists_in_every_language_and_every_card_renders() {
        for lang in Lang::ALL {
            for c in &db().cards {
                let text = card_text(c, lang);
                assert!(!text.contains("{"), "{}: {text}", c.id);
                for w in text.split_whitespace() {
                    assert!(
                        !w.starts_with("kind-")
                            && !w.starts_with("type-")
                            && !w.starts_with("disc-")
                            && !w.starts_with("clan-"),
                        "{lang} {}: {text}",
                        c.id
                    );
                }
            }
        }
        let en = include_str!("../locales/en/game.ftl").to_string()
            + include_str!("../locales/en/cards.ftl");
        for line in en.lines() {
            if let Some((id, _)) = line.split_once(" = ") {
                for lang in [Lang::Fr, Lang::It] {
                    assert!(texts().has(lang, id.trim()), "{lang} lacks {id}");
                }
            }
        }
        // Every Core card renders fully in the three languages: no placeholder, no
        // message id, and each sentence of its own differs from the English one.
        for c in &db().cards {
            for lang in Lang::ALL {
                let text = card_text(c, lang);
                assert!(
                    !text.contains(&t(lang, "line-own-ability")) && !text.contains("ab-core"),
                    "{lang} {}: {text}",
                    c.id
                );
            }
            let own = format!("ab-{}", c.id);
            if texts().has(Lang::En, &own) {
                let en = t(Lang::En, &own);
                assert_ne!(en, t(Lang::Fr, &own), "{own} untranslated in French");
                assert_ne!(en, t(Lang::It, &own), "{own} untranslated in Italian");
            }
        }
        // Plurals and the aggravated word agree with the amount; no space before the stop.
        let d = |lang, e: &str| describe(None, lang, "event", e);
        assert_eq!(
            d(Lang::Fr, "damage target=#1 amount=1 aggravated=true"),
            "#1 subit 1 dégât aggravé."
        );
        assert_eq!(
            d(Lang::Fr, "damage target=#1 amount=3 aggravated=false"),
            "#1 subit 3 dégâts."
        );
        assert_eq!(
            d(Lang::It, "damage target=#1 amount=2 aggravated=true"),
            "#1 subisce 2 danni aggravati."
        );
        assert_eq!(
            d(Lang::En, "damage target=#1 amount=1 aggravated=false"),
            "#1 takes 1 damage."
        );
        let fr = card_text_by_name("Lightning Strike", Lang::Fr).unwrap();
        assert!(fr.contains("Célérité") && fr.contains("Résistance"), "{fr}");
    }

    /// French card names are the rulebook's where it gives one, each for a real card, and
    /// a French name finds its card (deck lists, `cards info`).
    #[test]
    fn french_names_of_the_rulebook() {
        let fr = include_str!("../locales/fr/cards.ftl");
        let mut named = 0;
        for line in fr.lines() {
            if let Some((id, name)) = line.split_once(" = ") {
                if let Some(def) = id.trim().strip_prefix("name-") {
                    let f = db().get(db().by_id(def).unwrap_or_else(|| panic!("no card {def}")));
                    assert_eq!(card_name(f, Lang::Fr), name.trim());
                    assert_eq!(db().lookup(name).map(|d| &db().get(d).id), Some(&f.id));
                    named += 1;
                }
            }
        }
        assert!(named >= 40, "{named}");
        let sp = db().get(db().lookup("Sucker Punch").unwrap());
        assert_eq!(card_name(sp, Lang::Fr), "Coup bas");
        assert_eq!(card_name(sp, Lang::En), "Sucker Punch");
        assert_eq!(card_name(sp, Lang::It), "Sucker Punch");
        assert!(card_text(sp, Lang::Fr).starts_with("Coup bas (Sucker Punch) — "));
        // In words: an event names a face-up card by its French name.
        use jyhad_table::Game;
        let g = crate::Rivals::new_game(&crate::config_of(&["brujah", "toreador"]).unwrap(), 1)
            .unwrap();
        let s = g.state();
        let vagrant = (0..s.cards.len())
            .find(|&i| s.cards[i].facts().id == "core-vagrant")
            .unwrap();
        assert_eq!(
            describe(
                Some(s),
                Lang::Fr,
                "event",
                &format!("burned card=#{vagrant}")
            ),
            "Clochard est brûlé(e)."
        );
    }
}
