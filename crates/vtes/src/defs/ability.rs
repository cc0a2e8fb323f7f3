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
    /// A Methuselah's hand size.
    HandSize,
}

impl Stat {
    const ALL: [(Stat, &'static str); 5] = [
        (Stat::Stealth, "stealth"),
        (Stat::Intercept, "intercept"),
        (Stat::Bleed, "bleed"),
        (Stat::Votes, "votes"),
        (Stat::HandSize, "hand-size"),
    ];

    /// The stat's word.
    pub fn word(self) -> &'static str {
        Stat::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or("", |x| x.1)
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
    /// As an action of one of your minions is announced (p. 21).
    ActionAnnounced,
    /// While one of your minions acts and a block attempt needs more stealth: stealth "only
    /// when needed" (p. 25).
    BlockAttempt,
    /// Your untap phase, once your minions untap (p. 7).
    Untap,
    /// Any time you decide something (card text "at any time").
    AnyTime,
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
    /// The action in progress is not directed.
    Undirected,
    /// The acting minion is of a clan (index in [`crate::defs::clans`]; `if=actor-clan:Nosferatu`).
    ActorClan(u16),
    /// You have the Edge (`if=edge`).
    Edge,
}

/// What using an ability costs (`cost=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Discarding a card from hand that requires the Discipline (`cost=discard:ani`); it is
    /// replaced as a played card is (p. 7).
    Discard(Discipline),
    /// Locking the card (p. 4: lock is tap for cards).
    Lock,
}

/// Who an ability's effects go to (`target=`); the default is the card's own minion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selector {
    /// The card's own minion (a vampire for its ability).
    Own,
    /// The acting minion.
    Actor,
    /// You: the card's controller (a Methuselah's votes, hand size, pool).
    You,
    /// Each titled vampire of a sect that you control (`target=own-titled:Camarilla`).
    OwnTitled(jyhad_cards::Sect),
    /// A vampire in your uncontrolled region.
    Uncontrolled,
    /// A card in your hand.
    HandCard,
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
    /// `n` blood added to the target, from the blood bank (`blood+1`).
    Blood(i8),
    /// `n` pool added to you (`pool+1`).
    Pool(i8),
    /// The target card (in your hand) is discarded, and replaced as a played card is
    /// ("draw up afterward", p. 7).
    Discard,
}

/// How long an ability's stat changes last (`for=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duration {
    /// The current action.
    Action,
    /// The current referendum.
    Referendum,
    /// The current turn: until after the discard phase's actions.
    Turn,
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

fn clan_index(w: &str, clan: &str) -> Result<u16, String> {
    let name = clan.replace('_', " ");
    super::clans()
        .iter()
        .position(|c| *c == name)
        .map(|i| i as u16)
        .ok_or_else(|| format!("{w}: unknown clan {clan:?}"))
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
                            "action-announced" => Window::ActionAnnounced,
                            "block-attempt" => Window::BlockAttempt,
                            "untap" => Window::Untap,
                            "any-time" => Window::AnyTime,
                            _ => return Err(format!("{w}: unknown window")),
                        })
                    }
                    "if" => a.conds.push(match v.split_once(':') {
                        None if v == "directed" => Cond::Directed,
                        None if v == "undirected" => Cond::Undirected,
                        None if v == "actor-titled" => Cond::ActorTitled,
                        None if v == "called-by-self" => Cond::CalledBySelf,
                        None if v == "edge" => Cond::Edge,
                        Some(("actor-clan", clan)) => Cond::ActorClan(clan_index(w, clan)?),
                        _ => return Err(format!("{w}: unknown condition")),
                    }),
                    "cost" => a.costs.push(match v.split_once(':') {
                        Some(("discard", d)) => Cost::Discard(discipline(w, d)?),
                        None if v == "lock" => Cost::Lock,
                        _ => return Err(format!("{w}: unknown cost")),
                    }),
                    "target" => {
                        a.target = match v.split_once(':') {
                            None if v == "own" => Selector::Own,
                            None if v == "actor" => Selector::Actor,
                            None if v == "you" => Selector::You,
                            None if v == "uncontrolled" => Selector::Uncontrolled,
                            None if v == "hand-card" => Selector::HandCard,
                            Some(("own-titled", sect)) => Selector::OwnTitled(
                                jyhad_cards::Sect::from_name(sect)
                                    .ok_or_else(|| format!("{w}: unknown sect {sect:?}"))?,
                            ),
                            _ => return Err(format!("{w}: unknown target")),
                        }
                    }
                    "for" => {
                        a.until = Some(match v {
                            "action" => Duration::Action,
                            "referendum" => Duration::Referendum,
                            "turn" => Duration::Turn,
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
            let amount = |name: &str| {
                w.strip_prefix(name)
                    .filter(|t| t.starts_with('+') || t.starts_with('-'))
            };
            let stat = Stat::ALL
                .iter()
                .find_map(|&(s, name)| amount(name).map(|t| (s, t)));
            a.verbs.push(match (stat, w) {
                (Some((s, tail)), _) => Verb::Stat(s, signed(w, tail)?),
                (None, "dodge") => Verb::Dodge,
                (None, "untap") => Verb::Untap,
                (None, "discard") => Verb::Discard,
                _ => match (amount("blood"), amount("pool")) {
                    (Some(t), _) => Verb::Blood(signed(w, t)?),
                    (_, Some(t)) => Verb::Pool(signed(w, t)?),
                    _ => return Err(format!("{w}: unknown effect")),
                },
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
        let stat = |s: Stat| {
            self.verbs
                .iter()
                .all(|v| matches!(v, Verb::Stat(x, _) if *x == s))
        };
        let ok = match kind {
            PlayKind::Vampire => self.vampire_shape(stat),
            PlayKind::Master => self.master_shape(stat),
            _ => {
                return Err(
                    "abilities after ';' are read on vampires and master cards only so far".into(),
                )
            }
        };
        if ok {
            Ok(())
        } else {
            Err(
                "this combination of window, cost and effects is not performed by the engine yet"
                    .into(),
            )
        }
    }

    /// The shapes of a master card's abilities the engine performs (cards in play).
    fn master_shape(&self, stat: impl Fn(Stat) -> bool) -> bool {
        let t = self.target;
        let conds_in = |ok: &dyn Fn(&Cond) -> bool| self.conds.iter().all(ok);
        match (self.when, &self.costs[..]) {
            // While in play: your hand size.
            (None, []) => t == Selector::You && stat(Stat::HandSize) && self.conds.is_empty(),
            (Some(Window::ActionAnnounced | Window::BlockAttempt), [Cost::Lock]) => {
                t == Selector::Actor
                    && stat(Stat::Stealth)
                    && self.until == Some(Duration::Action)
                    && conds_in(&|c| matches!(c, Cond::Undirected | Cond::ActorClan(_)))
            }
            (Some(Window::Polling), [Cost::Lock]) => {
                matches!(t, Selector::You | Selector::OwnTitled(_))
                    && stat(Stat::Votes)
                    && self.verbs.len() == 1
                    && self.conds.is_empty()
            }
            (Some(Window::AnyTime), [Cost::Lock]) => {
                self.conds.is_empty()
                    && match t {
                        Selector::You => stat(Stat::HandSize) && self.until == Some(Duration::Turn),
                        Selector::Uncontrolled => matches!(self.verbs[..], [Verb::Blood(_)]),
                        Selector::HandCard => self.verbs == [Verb::Discard],
                        _ => false,
                    }
            }
            (Some(Window::Untap), [Cost::Lock]) => {
                t == Selector::You
                    && matches!(self.verbs[..], [Verb::Pool(_)])
                    && self.conds == [Cond::Edge]
            }
            _ => false,
        }
    }

    /// The shapes of a vampire's abilities the engine performs.
    fn vampire_shape(&self, stat: impl Fn(Stat) -> bool) -> bool {
        if self.target != Selector::Own {
            return false;
        }
        match (self.when, &self.costs[..]) {
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

    /// The ability in words, on a card of a kind: "[when], [if], [cost] to [effects] [for]
    /// [limit]."
    pub fn text(&self, kind: PlayKind, lang: Lang) -> String {
        let m = |id: &str| msg(lang, id, &[]);
        let mut head: Vec<String> = Vec::new();
        if let Some(w) = self.when {
            head.push(m(match w {
                Window::Bleed => "part-when-bleed",
                Window::Polling => "part-when-polling",
                Window::Strike => "part-when-strike",
                Window::ReferendumPassed => "part-when-referendum-passed",
                Window::ActionAnnounced => "part-when-action-announced",
                Window::BlockAttempt => "part-when-block-attempt",
                Window::Untap => "part-when-untap",
                Window::AnyTime => "part-when-any-time",
            }));
        }
        for c in &self.conds {
            head.push(match c {
                Cond::Directed => m("part-if-directed"),
                Cond::ActorTitled => m("part-if-actor-titled"),
                Cond::CalledBySelf => m("part-if-called-by-self"),
                Cond::Undirected => m("part-if-undirected"),
                Cond::Edge => m("part-if-edge"),
                Cond::ActorClan(i) => msg(
                    lang,
                    "part-if-actor-clan",
                    &[(
                        "clan",
                        Arg::from(
                            super::clans()
                                .get(usize::from(*i))
                                .cloned()
                                .unwrap_or_default(),
                        ),
                    )],
                ),
            });
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
                Cost::Lock => m("part-cost-lock"),
            })
            .collect();
        let target = match self.target {
            Selector::Own => None,
            Selector::Actor => Some(m("part-target-actor")),
            Selector::You => Some(m("part-target-you")),
            Selector::Uncontrolled => Some(m("part-target-uncontrolled")),
            Selector::HandCard => Some(m("part-target-hand-card")),
            Selector::OwnTitled(sect) => Some(msg(
                lang,
                "part-target-own-titled",
                &[("sect", Arg::from(format!("{sect:?}")))],
            )),
        };
        let mut gains: Vec<String> = Vec::new();
        let mut acts: Vec<String> = Vec::new();
        for v in &self.verbs {
            let amount = |id: &str, stat: &str, n: i8| {
                msg(
                    lang,
                    id,
                    &[
                        ("stat", Arg::from(stat.to_string())),
                        ("n", Arg::from(format!("{n:+}"))),
                        ("count", Arg::from(i64::from(n.unsigned_abs()))),
                    ],
                )
            };
            match *v {
                Verb::Stat(st, n) => gains.push(amount("part-stat", st.word(), n)),
                Verb::Blood(n) => gains.push(amount("part-stat", "blood", n)),
                Verb::Pool(n) => gains.push(amount("part-stat", "pool", n)),
                Verb::Dodge => acts.push(m("part-dodge")),
                Verb::Untap => acts.push(m("part-untap")),
                Verb::Discard => acts.push(msg(
                    lang,
                    "part-discard",
                    &[("target", Arg::from(target.clone().unwrap_or_default()))],
                )),
            }
        }
        if !gains.is_empty() {
            let what = gains.join(", ");
            acts.insert(
                0,
                match (&target, self.target) {
                    // "You get …" as a static, "… to get …" after a cost.
                    (_, Selector::You) if self.costs.is_empty() => {
                        msg(lang, "part-you-get", &[("what", Arg::from(what))])
                    }
                    (_, Selector::You) => msg(lang, "part-get", &[("what", Arg::from(what))]),
                    (Some(t), _) => msg(
                        lang,
                        "part-give",
                        &[("target", Arg::from(t.clone())), ("what", Arg::from(what))],
                    ),
                    (None, _) => what,
                },
            );
        }
        let mut tail: Vec<String> = Vec::new();
        if let Some(d) = self.until {
            tail.push(m(match d {
                Duration::Action => "part-for-action",
                Duration::Referendum => "part-for-referendum",
                Duration::Turn => "part-for-turn",
            }));
        }
        if let Some(l) = self.limit {
            tail.push(m(match l {
                Limit::Combat => "part-limit-combat",
                Limit::Referendum => "part-limit-referendum",
            }));
        }
        let effect = [acts.join(", "), tail.join(", ")]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        let lead = head.join(", ");
        let body = if costs.is_empty() {
            effect
        } else {
            let who = if kind == PlayKind::Vampire {
                "vampire"
            } else {
                "card"
            };
            msg(
                lang,
                "part-cost-to",
                &[
                    ("who", Arg::from(who)),
                    ("cost", Arg::from(costs.join(m("part-and").as_str()))),
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
        let a =
            Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
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
        let a =
            Ability::parse("when=polling cost=discard:dom votes+1 for=referendum limit=referendum")
                .unwrap();
        assert_eq!(
            a.text(PlayKind::Vampire, Lang::En),
            "While votes are cast on a referendum, it may discard a card requiring [dom] \
             to get +1 vote in this referendum, once each referendum."
        );
        let s = Ability::parse("if=directed intercept+1").unwrap();
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::En),
            "During directed actions, +1 intercept."
        );
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::Fr),
            "Durant les actions dirigées, +1 en interception."
        );
        assert_eq!(
            s.text(PlayKind::Vampire, Lang::It),
            "Durante le azioni dirette, +1 intercettazione."
        );
    }
}
