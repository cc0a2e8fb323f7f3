//! The card database: dense storage, id index and the forgiving name lookup.

use std::collections::HashMap;
use std::fmt;

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

use crate::facts::{CardFacts, CardKind};
use crate::CardRef;

/// A card name could not be resolved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    /// No card has this name; `suggestions` holds up to 3 close names.
    #[error("unknown card \"{name}\"{}", DidYouMean(suggestions))]
    Unknown {
        /// The name as given.
        name: String,
        /// Close card names, best first (may be empty).
        suggestions: Vec<String>,
    },
    /// Several different cards answer to this name and nothing tells them apart.
    #[error("ambiguous card name \"{name}\" (could be {})", QuotedList(candidates))]
    Ambiguous {
        /// The name as given.
        name: String,
        /// Names (with a suffix where needed) that each resolve to one candidate.
        candidates: Vec<String>,
    },
}

/// Displays ` (did you mean "A", "B" or "C"?)`, or nothing.
struct DidYouMean<'a>(&'a [String]);

impl fmt::Display for DidYouMean<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return Ok(());
        }
        write!(f, " (did you mean {}?)", QuotedList(self.0))
    }
}

/// Displays `"A", "B" or "C"`.
struct QuotedList<'a>(&'a [String]);

impl fmt::Display for QuotedList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        for (i, s) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " or " } else { ", " })?;
            }
            write!(f, "\"{s}\"")?;
        }
        Ok(())
    }
}

/// The facts text could not be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("facts line {line}: {message}")]
pub struct FactsError {
    /// 1-based line in the JSONL text.
    pub line: usize,
    /// What went wrong.
    pub message: String,
}

/// All card facts, indexed by [`CardRef`], official id and name.
#[derive(Clone, Debug)]
pub struct CardDb {
    cards: Vec<CardFacts>,
    by_id: HashMap<u32, CardRef>,
    /// Normalised printed names (both "The X" and "X, The" forms).
    names: HashMap<String, Vec<CardRef>>,
    /// Normalised aka names; consulted only when no printed name matches,
    /// so an old spelling can never shadow another card's real name.
    akas: HashMap<String, Vec<CardRef>>,
}

/// Optional "(G5)", "(ADV)", "(G2 ADV)" selectors after a crypt card name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Selector {
    advanced: Option<bool>,
    /// `Some(None)` selects group "any".
    group: Option<Option<u8>>,
}

impl CardDb {
    /// Parses a facts file: one JSON [`CardFacts`] object per line (blank lines
    /// ignored), sorted by strictly increasing official id so that card refs
    /// are stable for a given file.
    pub fn from_jsonl(text: &str) -> Result<CardDb, FactsError> {
        let mut cards: Vec<CardFacts> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line_no = i + 1;
            if line.trim().is_empty() {
                continue;
            }
            let facts: CardFacts = serde_json::from_str(line).map_err(|e| FactsError {
                line: line_no,
                message: e.to_string(),
            })?;
            if let Some(prev) = cards.last() {
                if facts.id <= prev.id {
                    return Err(FactsError {
                        line: line_no,
                        message: format!(
                            "card id {} does not follow {}; the file must be sorted by id",
                            facts.id, prev.id
                        ),
                    });
                }
            }
            if cards.len() > usize::from(u16::MAX) {
                return Err(FactsError {
                    line: line_no,
                    message: "too many cards for a 16-bit card ref".into(),
                });
            }
            cards.push(facts);
        }
        Ok(CardDb::from_cards(cards))
    }

    /// Builds the indexes over cards already in their final order.
    fn from_cards(cards: Vec<CardFacts>) -> CardDb {
        let mut by_id = HashMap::with_capacity(cards.len());
        let mut names: HashMap<String, Vec<CardRef>> = HashMap::new();
        let mut akas: HashMap<String, Vec<CardRef>> = HashMap::new();
        for (i, c) in cards.iter().enumerate() {
            let r = CardRef(i as u16);
            by_id.insert(c.id, r);
            for key in name_keys(&c.name) {
                push_unique(names.entry(key).or_default(), r);
            }
            for aka in &c.aka {
                for key in name_keys(aka) {
                    push_unique(akas.entry(key).or_default(), r);
                }
            }
        }
        CardDb {
            cards,
            by_id,
            names,
            akas,
        }
    }

    /// The facts of a card. Panics if `r` does not come from this database.
    pub fn get(&self, r: CardRef) -> &CardFacts {
        &self.cards[usize::from(r.0)]
    }

    /// The card with this official VEKN id.
    pub fn by_id(&self, official_id: u32) -> Option<CardRef> {
        self.by_id.get(&official_id).copied()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True if the database holds no card.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card with its ref, in ref (= official id) order.
    pub fn iter(&self) -> impl Iterator<Item = (CardRef, &CardFacts)> {
        self.cards
            .iter()
            .enumerate()
            .map(|(i, c)| (CardRef(i as u16), c))
    }

    /// Finds a card by name, forgivingly.
    ///
    /// - Case, accents (NFKD), punctuation and spaces are ignored, so
    ///   `"sacre coeur cathedral france"` finds "Sacré-Cœur Cathedral, France".
    /// - "The X" and "X, The" are the same name; aka names are accepted
    ///   (printed names win over aka names).
    /// - Crypt cards sharing a name are told apart by a trailing suffix:
    ///   `"(ADV)"`, `"(G5)"`, `"(G2 ADV)"` (or several parentheses). Without
    ///   one, the non-advanced card with the lowest group is chosen (group
    ///   "any" counts as the highest); without a group, an `(ADV)` suffix
    ///   picks the advanced card with the lowest group.
    ///
    /// Misses give up to 3 suggestions by edit distance on the normalised name.
    pub fn lookup(&self, name: &str) -> Result<CardRef, LookupError> {
        self.lookup_in(name, None)
    }

    /// Like [`lookup`](Self::lookup), but only among cards of `kind` when it is given.
    pub fn lookup_in(&self, name: &str, kind: Option<CardKind>) -> Result<CardRef, LookupError> {
        let given = name.trim();
        let (base, sel) = split_selector(given);
        let key = name_key(base);
        let of_kind = |r: &&CardRef| kind.map_or(true, |k| self.get(**r).kind == k);
        let mut found: Vec<CardRef> = self
            .names
            .get(&key)
            .map(|v| v.iter().filter(of_kind).copied().collect())
            .unwrap_or_default();
        if found.is_empty() {
            found = self
                .akas
                .get(&key)
                .map(|v| v.iter().filter(of_kind).copied().collect())
                .unwrap_or_default();
        }
        if found.is_empty() {
            return Err(LookupError::Unknown {
                name: given.to_string(),
                suggestions: self.suggest(&key, kind),
            });
        }
        let selected: Vec<CardRef> = found
            .iter()
            .copied()
            .filter(|r| {
                let c = self.get(*r);
                sel.advanced.map_or(true, |a| c.advanced == a)
                    && sel.group.map_or(true, |g| c.is_crypt() && c.group == g)
            })
            .collect();
        if selected.is_empty() {
            let mut suggestions: Vec<String> = found.iter().map(|r| self.deck_name(*r)).collect();
            suggestions.truncate(3);
            return Err(LookupError::Unknown {
                name: given.to_string(),
                suggestions,
            });
        }
        let all_crypt = selected.iter().all(|r| self.get(*r).is_crypt());
        if selected.len() > 1 && !all_crypt {
            return Err(LookupError::Ambiguous {
                name: given.to_string(),
                candidates: selected.iter().map(|r| self.deck_name(*r)).collect(),
            });
        }
        // Sharing crypt names is normal (groups, advanced): pick the default.
        let best = selected
            .iter()
            .copied()
            .min_by_key(|r| {
                let c = self.get(*r);
                (c.advanced, c.group.unwrap_or(u8::MAX), c.id)
            })
            .expect("selected is not empty");
        Ok(best)
    }

    /// A name that [`lookup`](Self::lookup) resolves back to exactly this
    /// card: the printed name, plus "(ADV)", "(G6)" or "(G6 ADV)" only when
    /// another crypt card shares the name.
    pub fn deck_name(&self, r: CardRef) -> String {
        let c = self.get(r);
        if self.lookup(&c.name) == Ok(r) {
            return c.name.clone();
        }
        let group = match c.group {
            Some(g) => format!("G{g}"),
            None => "GANY".to_string(),
        };
        let mut tries = Vec::new();
        if c.advanced {
            tries.push(format!("{} (ADV)", c.name));
            tries.push(format!("{} ({group} ADV)", c.name));
        } else {
            tries.push(format!("{} ({group})", c.name));
        }
        for t in &tries {
            if self.lookup(t) == Ok(r) {
                return t.clone();
            }
        }
        tries.pop().unwrap_or_else(|| c.name.clone())
    }

    /// Up to 3 card names close to the normalised `key`, best first.
    fn suggest(&self, key: &str, kind: Option<CardKind>) -> Vec<String> {
        let q: Vec<char> = key.chars().collect();
        if q.is_empty() {
            return Vec::new();
        }
        // Typos grow with length; a short query must be nearly exact.
        let limit = 1 + q.len() / 3;
        let mut scored: Vec<(usize, usize, &str)> = Vec::new();
        let all = self
            .names
            .iter()
            .chain(self.akas.iter())
            .flat_map(|(k, refs)| refs.iter().map(move |r| (k, *r)));
        for (k, r) in all {
            let c = self.get(r);
            if kind.is_some_and(|kd| c.kind != kd) {
                continue;
            }
            let cand: Vec<char> = k.chars().collect();
            let (full, prefix) = osa(&q, &cand, false);
            let (_, infix) = osa(&q, &cand, true);
            // The query may also run on past a real name ("Blood Doll - best card").
            // Only for a name long enough, and nearly intact, to be recognisable.
            let overrun = match osa(&cand, &q, false).1 {
                d if cand.len() >= 4 && d * 4 <= cand.len() => d,
                _ => usize::MAX - 2,
            };
            // A typo in the whole name beats a good start, which beats a
            // good middle: "govrn" → "Govern the Unaligned".
            let score = full.min(prefix + 1).min(infix + 2).min(overrun + 2);
            if score <= limit {
                scored.push((score, full, c.name.as_str()));
            }
        }
        scored.sort();
        // Only near-best matches: a clear winner should not drag in noise.
        let cutoff = scored.first().map_or(0, |s| s.0 + 1);
        let mut out: Vec<String> = Vec::new();
        for (_, _, name) in scored.into_iter().take_while(|s| s.0 <= cutoff) {
            if !out.iter().any(|n| n == name) {
                out.push(name.to_string());
                if out.len() == 3 {
                    break;
                }
            }
        }
        out
    }
}

fn push_unique(v: &mut Vec<CardRef>, r: CardRef) {
    if !v.contains(&r) {
        v.push(r);
    }
}

/// Optimal-string-alignment distance between `q` and `c`.
///
/// Returns `(distance to all of c, best distance to a prefix of c)`; with
/// `free_start`, skipping the start of `c` is free too, so the second value
/// becomes the best distance to any substring of `c`.
fn osa(q: &[char], c: &[char], free_start: bool) -> (usize, usize) {
    let m = c.len();
    let mut prev2: Vec<usize> = vec![0; m + 1];
    let mut prev: Vec<usize> = (0..=m).map(|j| if free_start { 0 } else { j }).collect();
    let mut cur: Vec<usize> = vec![0; m + 1];
    for i in 1..=q.len() {
        cur[0] = i;
        for j in 1..=m {
            let cost = usize::from(q[i - 1] != c[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && q[i - 1] == c[j - 2] && q[i - 2] == c[j - 1] {
                d = d.min(prev2[j - 2] + 1);
            }
            cur[j] = d;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    let best = prev.iter().copied().min().unwrap_or(q.len());
    (prev[m], best)
}

/// Splits trailing "(ADV)", "(G5)", "(G2 ADV)" selectors off a name.
fn split_selector(name: &str) -> (&str, Selector) {
    let mut sel = Selector::default();
    let mut rest = name.trim();
    while let Some(inner) = rest.strip_suffix(')') {
        let Some(open) = inner.rfind('(') else { break };
        let mut next = sel;
        let mut ok = true;
        let mut any = false;
        for tok in inner[open + 1..]
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            any = true;
            let t = tok.to_ascii_lowercase();
            if t == "adv" || t == "advanced" {
                next.advanced = Some(true);
            } else if t == "gany" || t == "g*" {
                next.group = Some(None);
            } else if let Some(n) = t.strip_prefix('g').and_then(|n| n.parse::<u8>().ok()) {
                next.group = Some(Some(n));
            } else {
                ok = false;
                break;
            }
        }
        if !ok || !any {
            // A real part of the name, like "Khazar's Diary (Endless Night)".
            break;
        }
        sel = next;
        rest = inner[..open].trim_end();
    }
    (rest, sel)
}

/// The lookup keys of a printed name: its normalised form, plus the form
/// with the article moved ("The Barrens" ↔ "Barrens, The").
fn name_keys(name: &str) -> Vec<String> {
    let mut keys = vec![name_key(name)];
    let alt = if let Some(rest) = strip_prefix_ci(name, "The ") {
        Some(format!("{rest}, The"))
    } else {
        strip_suffix_ci(name, ", The").map(|rest| format!("The {rest}"))
    };
    if let Some(alt) = alt {
        let k = name_key(&alt);
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    keys
}

fn strip_prefix_ci<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    let head = s.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &s[prefix.len()..])
}

fn strip_suffix_ci<'a>(s: &'a str, suffix: &str) -> Option<&'a str> {
    let at = s.len().checked_sub(suffix.len())?;
    let tail = s.get(at..)?;
    tail.eq_ignore_ascii_case(suffix).then(|| &s[..at])
}

/// Normalises a name for matching: NFKD with accents dropped ("™" → "tm"),
/// a few letters NFKD keeps whole folded by hand ("œ" → "oe"), lower case,
/// and only letters and digits kept.
pub fn name_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for ch in name.nfkd() {
        if is_combining_mark(ch) {
            continue;
        }
        let folded: &str = match ch {
            'œ' | 'Œ' => "oe",
            'æ' | 'Æ' => "ae",
            'ø' | 'Ø' => "o",
            'ł' | 'Ł' => "l",
            'đ' | 'Đ' | 'ð' | 'Ð' => "d",
            'þ' | 'Þ' => "th",
            'ß' => "ss",
            'ı' => "i",
            _ => {
                if ch.is_alphanumeric() {
                    out.extend(ch.to_lowercase());
                }
                continue;
            }
        };
        out.push_str(folded);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(
            name_key("Sacré-Cœur Cathedral, France"),
            "sacrecoeurcathedralfrance"
        );
        assert_eq!(name_key("Pentex™ Subversion"), "pentextmsubversion");
        assert_eq!(name_key("Pentex(TM) Subversion"), "pentextmsubversion");
        assert_eq!(name_keys("The Barrens"), vec!["thebarrens", "barrensthe"]);
        assert_eq!(name_keys("Barrens, The"), vec!["barrensthe", "thebarrens"]);
    }

    #[test]
    fn selectors() {
        let (b, s) = split_selector("Theo Bell (G2 ADV)");
        assert_eq!(b, "Theo Bell");
        assert_eq!(s.advanced, Some(true));
        assert_eq!(s.group, Some(Some(2)));
        let (b, s) = split_selector("Theo Bell (adv) (g6)");
        assert_eq!(b, "Theo Bell");
        assert_eq!((s.advanced, s.group), (Some(true), Some(Some(6))));
        let (b, s) = split_selector("Khazar's Diary (Endless Night)");
        assert_eq!(b, "Khazar's Diary (Endless Night)");
        assert_eq!(s, Selector::default());
    }

    #[test]
    fn distances() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(osa(&c("unaligend"), &c("unaligned"), false).0, 1);
        assert_eq!(osa(&c("govrn"), &c("governtheunaligned"), false).1, 1);
        assert_eq!(osa(&c("unaligned"), &c("governtheunaligned"), true).1, 0);
    }

    #[test]
    fn error_display() {
        let e = LookupError::Unknown {
            name: "Govern the Unaligend".into(),
            suggestions: vec!["Govern the Unaligned".into()],
        };
        assert_eq!(
            e.to_string(),
            "unknown card \"Govern the Unaligend\" (did you mean \"Govern the Unaligned\"?)"
        );
        let e = LookupError::Unknown {
            name: "x".into(),
            suggestions: vec!["A".into(), "B".into(), "C".into()],
        };
        assert_eq!(
            e.to_string(),
            "unknown card \"x\" (did you mean \"A\", \"B\" or \"C\"?)"
        );
        let e = LookupError::Unknown {
            name: "x".into(),
            suggestions: vec![],
        };
        assert_eq!(e.to_string(), "unknown card \"x\"");
    }
}
