//! Deck-construction rules (rulebook, "Construction de deck"; comprehensive
//! rules 1, "Deck construction" and "Group"), and warnings for risky builds.

use std::collections::BTreeMap;
use std::fmt;

use jyhad_cards::{db, CardDb, CardRef};

use crate::DeckList;

/// Fewest crypt cards (no maximum).
pub const CRYPT_MIN: usize = 12;
/// Fewest library cards.
pub const LIBRARY_MIN: usize = 60;
/// Most library cards.
pub const LIBRARY_MAX: usize = 90;

/// What a finding is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum IssueKind {
    /// Error: fewer than 12 crypt cards.
    CryptSize,
    /// Error: fewer than 60 or more than 90 library cards.
    LibrarySize,
    /// Error: the crypt is not from one group or two consecutive groups.
    CryptGroups,
    /// Error: a banned card.
    Banned,
    /// Warning: several copies of a unique library card.
    UniqueCopies,
    /// Warning: a library card needs a discipline no crypt card has.
    NoDiscipline,
    /// Warning: a library card needs a clan no crypt card is of.
    NoClan,
}

impl IssueKind {
    /// True for the rules that make a deck illegal; the others are warnings.
    pub fn is_error(self) -> bool {
        matches!(
            self,
            IssueKind::CryptSize
                | IssueKind::LibrarySize
                | IssueKind::CryptGroups
                | IssueKind::Banned
        )
    }

    /// A short name, for summaries ("crypt size").
    pub fn label(self) -> &'static str {
        match self {
            IssueKind::CryptSize => "crypt size",
            IssueKind::LibrarySize => "library size",
            IssueKind::CryptGroups => "crypt groups",
            IssueKind::Banned => "banned card",
            IssueKind::UniqueCopies => "copies of a unique card",
            IssueKind::NoDiscipline => "discipline missing from the crypt",
            IssueKind::NoClan => "clan missing from the crypt",
        }
    }
}

/// One finding of [`check_deck`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Issue {
    /// What it is about.
    pub kind: IssueKind,
    /// The sentence shown to the player.
    pub message: String,
}

impl fmt::Display for Issue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.kind.is_error() {
            f.write_str("warning: ")?;
        }
        f.write_str(&self.message)
    }
}

/// The result of checking a deck: rule violations and warnings.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Check {
    /// Broken construction rules: the deck may not be played.
    pub errors: Vec<Issue>,
    /// Legal but risky choices.
    pub warnings: Vec<Issue>,
}

impl Check {
    /// True when no construction rule is broken (warnings allowed).
    pub fn is_legal(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Checks a deck against the construction rules of the rulebook:
/// - the crypt has at least 12 cards, the library 60 to 90;
/// - the crypt's vampires (advanced ones included) are from one group or two
///   consecutive groups; cards of group "any" fit every crypt;
/// - no banned card.
///
/// and warns of risky builds: several copies of a unique library card (only
/// one can be in play at a time), library cards needing a discipline or a
/// clan no crypt card has.
pub fn check_deck(list: &DeckList) -> Check {
    let db = db();
    let mut out = Check::default();
    let mut push = |kind: IssueKind, message: String| {
        let issue = Issue { kind, message };
        if kind.is_error() {
            out.errors.push(issue);
        } else {
            out.warnings.push(issue);
        }
    };

    let crypt = list.crypt_count();
    if crypt < CRYPT_MIN {
        push(
            IssueKind::CryptSize,
            format!("the crypt has {crypt} cards; it needs at least {CRYPT_MIN}"),
        );
    }
    let library = list.library_count();
    if !(LIBRARY_MIN..=LIBRARY_MAX).contains(&library) {
        push(
            IssueKind::LibrarySize,
            format!("the library has {library} cards; it needs {LIBRARY_MIN} to {LIBRARY_MAX}"),
        );
    }
    if let Some(message) = group_problem(db, list) {
        push(IssueKind::CryptGroups, message);
    }
    for (r, n) in list.crypt.iter().chain(&list.library) {
        let c = db.get(*r);
        if c.banned {
            push(
                IssueKind::Banned,
                format!("\"{}\" is banned ({} in the deck)", c.name, copies(*n)),
            );
        }
    }

    for (r, n) in &list.library {
        let c = db.get(*r);
        if c.unique && *n > 1 {
            push(
                IssueKind::UniqueCopies,
                format!(
                    "{n} copies of \"{}\", a unique card: only one can be in play at a time",
                    c.name
                ),
            );
        }
    }
    if !list.crypt.is_empty() {
        let has_discipline = |d| {
            list.crypt
                .iter()
                .any(|(r, _)| db.get(*r).discipline_level(d).is_some())
        };
        for (r, n) in &list.library {
            let c = db.get(*r);
            if let Some(req) = &c.requirement {
                if !req.is_met_by(has_discipline) {
                    push(
                        IssueKind::NoDiscipline,
                        format!(
                            "\"{}\" ({}) needs {req}, which no crypt card has",
                            c.name,
                            copies(*n)
                        ),
                    );
                }
            }
            let clan_met = c.clans.is_empty()
                || c.clans.iter().any(|clan| {
                    list.crypt
                        .iter()
                        .any(|(v, _)| db.get(*v).clans.iter().any(|k| k == clan))
                });
            if !clan_met {
                push(
                    IssueKind::NoClan,
                    format!(
                        "\"{}\" ({}) needs a {} crypt card, and the crypt has none",
                        c.name,
                        copies(*n),
                        c.clans.join(" or ")
                    ),
                );
            }
        }
    }
    out
}

fn copies(n: u8) -> String {
    if n == 1 {
        "1 copy".into()
    } else {
        format!("{n} copies")
    }
}

/// Why the crypt's groups are not one group or two consecutive ones, if so.
fn group_problem(db: &CardDb, list: &DeckList) -> Option<String> {
    let mut by_group: BTreeMap<u8, Vec<CardRef>> = BTreeMap::new();
    for (r, _) in &list.crypt {
        if let Some(g) = db.get(*r).group {
            by_group.entry(g).or_default().push(*r);
        }
    }
    let lo = *by_group.keys().next()?;
    let hi = *by_group.keys().next_back()?;
    // Group "any" cards fit every crypt and are not listed.
    if hi - lo <= 1 {
        return None;
    }
    let parts: Vec<String> = by_group
        .iter()
        .map(|(g, cards)| {
            let mut names: Vec<String> = cards
                .iter()
                .take(3)
                .map(|r| format!("\"{}\"", db.get(*r).name))
                .collect();
            if cards.len() > 3 {
                names.push(format!("{} more", cards.len() - 3));
            }
            format!("group {g}: {}", names.join(", "))
        })
        .collect();
    let groups: Vec<String> = by_group.keys().map(u8::to_string).collect();
    let (last, rest) = groups.split_last()?;
    Some(format!(
        "the crypt has vampires of groups {} and {last}; it must use one group or two consecutive groups ({})",
        rest.join(", "),
        parts.join("; ")
    ))
}
