//! The compositional grammar of abilities (issue 17, `docs/vocabulary.md`).
//!
//! A version of a card is its kind (and the kind's own words), then abilities separated by
//! `;`. An ability is built from shared parts, each a word from a small table:
//!
//! ```text
//! [when=WINDOW] [if=CONDITION…] [cost=COST…] [target=SELECTOR] EFFECT… [for=DURATION] [limit=LIMIT]
//! ```
//!
//! An ability with no window and no cost is a **static**: it holds while the card is in play
//! (`vampire ; bleed+1`). One with a window and a cost is **activated**: its controller may
//! use it in that window (`vampire ; when=polling cost=discard:dom votes+1 for=referendum
//! limit=referendum`). One with a window and no cost is a **trigger** (`vampire ;
//! when=referendum-passed if=called-by-self untap`).
//!
//! Each part parses here and renders its own words in en/fr/it (`cards-parts.ftl`); the
//! engine side is `crate::effects::abilities`. [`Ability::check`] refuses a combination the
//! engine does not perform yet, so that a definition never parses into something silently
//! ignored.

use super::text::{msg, Arg};
use super::PlayKind;
use jyhad_cards::Discipline;
use jyhad_table::Lang;

/// A number a card changes (`stealth+1`, `intercept-1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// Stealth of an action.
    Stealth,
    /// Intercept of a would-be blocker.
    Intercept,
    /// Bleed amount.
    Bleed,
    /// Votes in a referendum.
    Votes,
}

impl Stat {
    const ALL: [(Stat, &'static str); 4] = [
        (Stat::Stealth, "stealth"),
        (Stat::Intercept, "intercept"),
        (Stat::Bleed, "bleed"),
        (Stat::Votes, "votes"),
    ];

    /// The stat's word.
    pub fn word(self) -> &'static str {
        Stat::ALL.iter().find(|(s, _)| *s == self).map_or("", |x| x.1)
    }
}

/// When an ability may be used or fires (`when=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// During a bleed action of the card's minion, while action modifiers may be played.
    Bleed,
    /// The polling step of a referendum, while votes are cast (p. 27).
    Polling,
    /// As the card's minion chooses its strike in a round of combat (p. 30).
    Strike,
    /// After a referendum passes (p. 28).
    ReferendumPassed,
}

/// A condition an ability needs (`if=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// The action in progress is directed (p. 21).
    Directed,
    /// The acting minion is a titled vampire.
    ActorTitled,
    /// The referendum was called by the card's minion.
    CalledBySelf,
}

/// What using an ability costs (`cost=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Discarding a card from hand that requires the Discipline (`cost=discard:ani`); it is
    /// replaced as a played card is (p. 7).
    Discard(Discipline),
}

/// Who an ability's effects go to (`target=`); the default is the card's own minion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selector {
    /// The card's own minion (a vampire for its ability).
    Own,
}

/// What an ability does (its effects, in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    /// A stat changed by `n` (`bleed+1`, `intercept-1`).
    Stat(Stat, i8),
    /// A strike: dodge (p. 31).
    Dodge,
    /// The target untaps; in a trigger, its controller may decline.
    Untap,
}

/// How long an ability's stat changes last (`for=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duration {
    /// The current action.
    Action,
    /// The current referendum.
    Referendum,
}

/// How often an ability may be used (`limit=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Once each combat.
    Combat,
    /// Once each referendum.
    Referendum,
}

/// One ability: its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ability {
    /// When it may be used or fires; `None` for a static.
    pub when: Option<Window>,
    /// Conditions, all needed.
    pub conds: Vec<Cond>,
    /// Costs, all paid.
    pub costs: Vec<Cost>,
    /// Who its effects go to.
    pub target: Selector,
    /// Its effects, in order.
    pub verbs: Vec<Verb>,
    /// How long its stat changes last; `None` for a static (while in play) or an
    /// immediate effect.
    pub until: Option<Duration>,
    /// How often it may be used.
    pub limit: Option<Limit>,
}

fn signed(w: &str, tail: &str) -> Result<i8, String> {
    tail.parse::<i8>()
        .map_err(|_| format!("{w}: expected a signed number, as in stealth+1"))
}

fn discipline(w: &str, v: &str) -> Result<Discipline, String> {
    Discipline::ALL
        .iter()
        .copied()
        .find(|d| d.trigram() == v.to_ascii_lowercase())
        .ok_or_else(|| format!("{w}: {v:?} is not a Discipline trigram"))
}

impl Ability {
    /// Reads one ability (the text between two `;`).
    pub fn parse(text: &str) -> Result<Ability, String> {
        let mut a = Ability {
            when: None,
            conds: Vec::new(),
            costs: Vec::new(),
            target: Selector::Own,
            verbs: Vec::new(),
            until: None,
            limit: None,
        };
        for w in text.split_whitespace() {
            if let Some((key, v)) = w.split_once('=') {
                match key {
                    "when" => {
                        a.when = Some(match v {
                            "bleed" => Window::Bleed,
                            "polling" => Window::Polling,
                            "strike" => Window::Strike,
                            "referendum-passed" => Window::ReferendumPassed,
                            _ => return Err(format!("{w}: unknown window")),
                        })
                    }
                    "if" => a.conds.push(match v {
                        "directed" => Cond::Directed,
                        "actor-titled" => Cond::ActorTitled,
                        "called-by-self" => Cond::CalledBySelf,
                        _ => return Err(format!("{w}: unknown condition")),
                    }),
                    "cost" => a.costs.push(match v.split_once(':') {
                        Some(("discard", d)) => Cost::Discard(discipline(w, d)?),
                        _ => return Err(format!("{w}: unknown cost")),
                    }),
                    "target" => {
                        a.target = match v {
                            "own" => Selector::Own,
                            _ => return Err(format!("{w}: unknown target")),
                        }
                    }
                    "for" => {
                        a.until = Some(match v {
                            "action" => Duration::Action,
                            "referendum" => Duration::Referendum,
                            _ => return Err(format!("{w}: unknown duration")),
                        })
                    }
                    "limit" => {
                        a.limit = Some(match v {
                            "combat" => Limit::Combat,
                            "referendum" => Limit::Referendum,
                            _ => return Err(format!("{w}: unknown limit")),
                        })
                    }
                    _ => return Err(format!("{w}: unknown part {key:?}")),
                }
                continue;
            }
            let stat = Stat::ALL.iter().find_map(|&(s, name)| {
                w.strip_prefix(name)
                    .filter(|t| t.starts_with('+') || t.starts_with('-'))
                    .map(|t| (s, t))
            });
            a.verbs.push(match (stat, w) {
                (Some((s, tail)), _) => Verb::Stat(s, signed(w, tail)?),
                (None, "dodge") => Verb::Dodge,
                (None, "untap") => Verb::Untap,
                _ => return Err(format!("{w}: unknown effect")),
            });
        }
        Ok(a)
    }

    /// Whether the ability is a static: no window, no cost.
    pub fn is_static(&self) -> bool {
        self.when.is_none() && self.costs.is_empty()
    }

    /// Refuses a combination the engine does not perform yet, naming it (a card kind's
    /// abilities are read only at the windows the engine asks them at).
    pub fn check(&self, kind: PlayKind) -> Result<(), String> {
        if self.verbs.is_empty() {
            return Err("an ability with no effect".into());
        }
        if kind != PlayKind::Vampire {
            return Err("abilities after ';' are read on vampires only so far".into());
        }
        let stat = |s: Stat| self.verbs.iter().all(|v| matches!(v, Verb::Stat(x, _) if *x == s));
        let ok = match (self.when, &self.costs[..]) {
            // Statics the rules ask for: bleed on every bleed, intercept when blocking.
            (None, []) => {
                (stat(Stat::Bleed) && self.conds.is_empty())
                    || (stat(Stat::Intercept)
                        && self
                            .conds
                            .iter()
                            .all(|c| matches!(c, Cond::Directed | Cond::ActorTitled)))
            }
            (Some(Window::Bleed), [Cost::Discard(_)]) => {
                stat(Stat::Bleed) && self.until == Some(Duration::Action)
            }
            (Some(Window::Polling), [Cost::Discard(_)]) => {
                stat(Stat::Votes) && self.until == Some(Duration::Referendum)
            }
            (Some(Window::Strike), []) => self.verbs == [Verb::Dodge],
            (Some(Window::ReferendumPassed), []) => {
                self.verbs == [Verb::Untap] && self.conds == [Cond::CalledBySelf]
            }
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err("this combination of window, cost and effects is not performed by the engine yet".into())
        }
    }

    /// The words of the ability, for the vocabulary measure: each part's word (a part's
    /// parameter, a number, clan or Discipline, is not a word).
    pub fn words(text: &str) -> Vec<String> {
        text.split_whitespace()
            .map(|w| match w.split_once('=') {
                Some((k, v)) => format!("{k}={}", v.split(':').next().unwrap_or(v)),
                None => w
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .trim_end_matches(['+', '-'])
                    .to_string(),
            })
            .collect()
    }

    /// The ability in words: "[when], [if], [cost]: [effects] [for] [limit]."
    pub fn text(&self, lang: Lang) -> String {
        let mut head: Vec<String> = Vec::new();
        if let Some(w) = self.when {
            head.push(msg(
                lang,
                match w {
                    Window::Bleed => "part-when-bleed",
                    Window::Polling => "part-when-polling",
                    Window::Strike => "part-when-strike",
                    Window::ReferendumPassed => "part-when-referendum-passed",
                },
                &[],
            ));
        }
        for c in &self.conds {
            head.push(msg(
                lang,
                match c {
                    Cond::Directed => "part-if-directed",
                    Cond::ActorTitled => "part-if-actor-titled",
                    Cond::CalledBySelf => "part-if-called-by-self",
                },
                &[],
            ));
        }
        let costs: Vec<String> = self
            .costs
            .iter()
            .map(|c| match c {
                Cost::Discard(d) => msg(
                    lang,
                    "part-cost-discard",
                    &[("disc", Arg::from(d.trigram()))],
                ),
            })
            .collect();
        let verbs: Vec<String> = self
            .verbs
            .iter()
            .map(|v| match v {
                Verb::Stat(s, n) => msg(
                    lang,
                    "part-stat",
                    &[
                        ("stat", Arg::from(s.word())),
                        ("n", Arg::from(format!("{n:+}"))),
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                    ],
                ),
                Verb::Dodge => msg(lang, "part-dodge", &[]),
                Verb::Untap => msg(lang, "part-untap", &[]),
            })
            .collect();
        let mut tail: Vec<String> = Vec::new();
        if let Some(d) = self.until {
            tail.push(msg(
                lang,
                match d {
                    Duration::Action => "part-for-action",
                    Duration::Referendum => "part-for-referendum",
                },
                &[],
            ));
        }
        if let Some(l) = self.limit {
            tail.push(msg(
                lang,
                match l {
                    Limit::Combat => "part-limit-combat",
                    Limit::Referendum => "part-limit-referendum",
                },
                &[],
            ));
        }
        let effect = [verbs.join(", "), tail.join(", ")]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        let lead = head.join(", ");
        let body = if costs.is_empty() {
            effect
        } else {
            msg(
                lang,
                "part-cost-to",
                &[
                    ("cost", Arg::from(costs.join(msg(lang, "part-and", &[]).as_str()))),
                    ("effect", Arg::from(effect)),
                ],
            )
        };
        let sentence = if lead.is_empty() {
            body
        } else {
            format!("{lead}, {body}")
        };
        let mut chars = sentence.chars();
        match chars.next() {
            Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
            None => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ability_reads_its_parts() {
        let a = Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
            .unwrap();
        assert_eq!(a.when, Some(Window::Polling));
        assert_eq!(a.costs, [Cost::Discard(Discipline::Dominate)]);
        assert_eq!(a.verbs, [Verb::Stat(Stat::Votes, 1)]);
        assert_eq!(a.until, Some(Duration::Referendum));
        assert_eq!(a.limit, Some(Limit::Referendum));
        assert!(a.check(PlayKind::Vampire).is_ok());
        let s = Ability::parse("if=actor-titled intercept-1").unwrap();
        assert!(s.is_static());
        assert_eq!(s.verbs, [Verb::Stat(Stat::Intercept, -1)]);
    }

    #[test]
    fn a_bad_part_is_named() {
        for (text, part) in [
            ("when=dawn bleed+1", "when=dawn"),
            ("if=sunny bleed+1", "if=sunny"),
            ("cost=discard:xyz bleed+1", "cost=discard:xyz"),
            ("bleed+x", "bleed+x"),
            ("fly", "fly"),
            ("colour=red bleed+1", "colour=red"),
        ] {
            let e = Ability::parse(text).unwrap_err();
            assert!(e.contains(part), "{text}: {e}");
        }
    }

    #[test]
    fn a_combination_the_engine_does_not_perform_is_refused() {
        for text in [
            "when=polling cost=discard:dom bleed+1 for=action",
            "stealth+1",
            "if=called-by-self bleed+1",
            "when=bleed cost=discard:ani bleed+1",
        ] {
            let a = Ability::parse(text).unwrap();
            assert!(a.check(PlayKind::Vampire).is_err(), "{text}");
        }
        let a = Ability::parse("bleed+1").unwrap();
        assert!(a.check(PlayKind::Modifier).is_err());
    }

    #[test]
    fn words_drop_parameters() {
        assert_eq!(
            Ability::words("when=bleed cost=discard:ani bleed+1 for=action"),
            ["when=bleed", "cost=discard", "bleed", "for=action"]
        );
        assert_eq!(Ability::words("intercept-1 untap"), ["intercept", "untap"]);
    }

    #[test]
    fn the_text_is_composed_from_the_parts() {
        let a = Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
            .unwrap();
        assert_eq!(
            a.text(Lang::En),
            "While votes are cast on a referendum, it may discard a card requiring [dom] \
             to get +1 vote in this referendum, once each referendum."
        );
        let s = Ability::parse("if=directed intercept+1").unwrap();
        assert_eq!(s.text(Lang::En), "During directed actions, +1 intercept.");
        assert_eq!(s.text(Lang::Fr), "Durant les actions dirigées, +1 en interception.");
        assert_eq!(s.text(Lang::It), "Durante le azioni dirette, +1 intercettazione.");
    }
}
