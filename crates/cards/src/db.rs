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

/// Card refs by official id. Official ids come in dense runs (100001… for the library,
/// 200001… for the crypt), so one list per block of 100,000 ids, indexed by the rest of
/// the id, finds a card with two loads: a deal looks up every card of every deck, and a
/// hash map cost about 100 instructions a lookup. Other ids go to a map.
#[derive(Clone, Debug, Default)]
struct IdIndex {
    blocks: Vec<Vec<u16>>,
    other: HashMap<u32, CardRef>,
}

impl IdIndex {
    /// Ids per block.
    const BLOCK: u32 = 100_000;
    /// Blocks kept as lists (ids below 1,000,000; the official ones are).
    const MAX_BLOCKS: u32 = 10;
    /// No card at this id.
    const NONE: u16 = u16::MAX;

    /// Where an id sits in the blocks, if it has a place there.
    fn slot(id: u32) -> Option<(usize, usize)> {
        (id / Self::BLOCK < Self::MAX_BLOCKS)
            .then_some(((id / Self::BLOCK) as usize, (id % Self::BLOCK) as usize))
    }

    /// Records a card (a later card with the same id replaces an earlier one).
    fn insert(&mut self, id: u32, r: CardRef) {
        // Refs stay below `NONE`: a database holds at most 65,535 cards.
        debug_assert!(r.0 != Self::NONE);
        match Self::slot(id) {
            Some((b, i)) => {
                if self.blocks.len() <= b {
                    self.blocks.resize(b + 1, Vec::new());
                }
                if self.blocks[b].len() <= i {
                    self.blocks[b].resize(i + 1, Self::NONE);
                }
                self.blocks[b][i] = r.0;
            }
            None => {
                self.other.insert(id, r);
            }
        }
    }

    /// The card with this id, if any.
    fn get(&self, id: u32) -> Option<CardRef> {
        match Self::slot(id) {
            Some((b, i)) => self
                .blocks
                .get(b)?
                .get(i)
                .copied()
                .filter(|&r| r != Self::NONE)
                .map(CardRef),
            None => self.other.get(&id).copied(),
        }
    }
}

/// All card facts, indexed by [`CardRef`], official id and name.
#[derive(Clone, Debug)]
pub struct CardDb {
    cards: Vec<CardFacts>,
    by_id: IdIndex,
    /// Normalised printed names (both "The X" and "X, The" forms).
    names: HashMap<String, Vec<CardRef>>,
    /// Normalised aka names; consulted only when no printed name matches,
    /// so an old spelling can never shadow another card's real name.
    akas: HashMap<String, Vec<CardRef>>,
    /// Normalised crypt names, for the rare prefix search (truncated names).
    crypt_keys: Vec<(String, CardRef)>,
    /// Every name and aka key, ready for the "did you mean" search.
    suggest_index: Vec<SuggestEntry>,
}

/// Longest normalised name (in bytes) that gets "did you mean" suggestions: about twice
/// the longest card name, so a name with a note after it is still recognised.
pub const MAX_SUGGEST_QUERY: usize = 100;

/// A name key prepared for the edit-distance search.
#[derive(Clone, Debug)]
struct SuggestEntry {
    chars: Vec<char>,
    counts: CharCounts,
    card: CardRef,
}

/// How many times each letter or digit occurs in a key (other characters
/// share one bucket): the multiset difference of two keys is a cheap lower
/// bound on their edit distance.
#[derive(Clone, Copy, Debug)]
struct CharCounts([u8; 37]);

impl CharCounts {
    fn of(chars: &[char]) -> CharCounts {
        let mut c = [0u8; 37];
        for ch in chars {
            let i = match ch {
                'a'..='z' => *ch as usize - 'a' as usize,
                '0'..='9' => 26 + (*ch as usize - '0' as usize),
                _ => 36,
            };
            c[i] = c[i].saturating_add(1);
        }
        CharCounts(c)
    }

    /// Characters of `self` that `other` lacks (counting repeats).
    fn missing_from(&self, other: &CharCounts) -> usize {
        self.0
            .iter()
            .zip(other.0.iter())
            .map(|(a, b)| usize::from(a.saturating_sub(*b)))
            .sum()
    }
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
        Ok(CardDb::from_cards(parse_jsonl(text)?))
    }

    /// The facts of `base` (in its order, so its card refs stay valid), each
    /// replaced by the card with the same id in `overlay` when there is one,
    /// then the cards only `overlay` has, by increasing id.
    ///
    /// This is how a user's newer card list is layered over the embedded one:
    /// a deck or a game record made with the embedded facts keeps meaning the
    /// same cards, and new cards get new refs after the known ones.
    pub fn layered(base: &CardDb, overlay: Vec<CardFacts>) -> Result<CardDb, FactsError> {
        let mut extra: std::collections::BTreeMap<u32, CardFacts> =
            overlay.into_iter().map(|c| (c.id, c)).collect();
        let mut cards: Vec<CardFacts> = base
            .cards
            .iter()
            .map(|c| extra.remove(&c.id).unwrap_or_else(|| c.clone()))
            .collect();
        cards.extend(extra.into_values());
        if cards.len() > usize::from(u16::MAX) {
            return Err(FactsError {
                line: 0,
                message: "too many cards for a 16-bit card ref".into(),
            });
        }
        Ok(CardDb::from_cards(cards))
    }

    /// Builds the indexes over cards already in their final order.
    fn from_cards(cards: Vec<CardFacts>) -> CardDb {
        let mut by_id = IdIndex::default();
        let mut names: HashMap<String, Vec<CardRef>> = HashMap::new();
        let mut akas: HashMap<String, Vec<CardRef>> = HashMap::new();
        let mut crypt_keys = Vec::new();
        let mut suggest_index = Vec::new();
        let mut index = |key: &str, card: CardRef| {
            let chars: Vec<char> = key.chars().collect();
            let counts = CharCounts::of(&chars);
            suggest_index.push(SuggestEntry {
                chars,
                counts,
                card,
            });
        };
        for (i, c) in cards.iter().enumerate() {
            let r = CardRef(i as u16);
            by_id.insert(c.id, r);
            let keys = name_keys(&c.name);
            if c.is_crypt() {
                crypt_keys.push((keys[0].clone(), r));
            }
            for key in keys {
                index(&key, r);
                push_unique(names.entry(key).or_default(), r);
            }
            for aka in &c.aka {
                for key in name_keys(aka) {
                    index(&key, r);
                    push_unique(akas.entry(key).or_default(), r);
                }
            }
        }
        CardDb {
            cards,
            by_id,
            names,
            akas,
            crypt_keys,
            suggest_index,
        }
    }

    /// The facts of a card. Panics if `r` does not come from this database.
    pub fn get(&self, r: CardRef) -> &CardFacts {
        &self.cards[usize::from(r.0)]
    }

    /// The card with this official VEKN id.
    pub fn by_id(&self, official_id: u32) -> Option<CardRef> {
        self.by_id.get(official_id)
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// True if the database holds no card.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card with its ref, in ref order: official id order for the
    /// embedded facts (cards added by a user's newer list come last).
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
        self.resolve(name, kind, true)
    }

    /// Like [`lookup_in`](Self::lookup_in), but an unknown name gets no
    /// suggestions: the fast path for readers that may meet many unknown
    /// names (ask [`suggest_names`](Self::suggest_names) for the few shown).
    pub fn lookup_quiet(&self, name: &str, kind: Option<CardKind>) -> Result<CardRef, LookupError> {
        self.resolve(name, kind, false)
    }

    /// Up to 3 card names close to `name` (suffixes ignored), best first.
    pub fn suggest_names(&self, name: &str, kind: Option<CardKind>) -> Vec<String> {
        let (base, _) = split_selector(name.trim());
        self.suggest(&name_key(base), kind)
    }

    /// Every card answering to `name` (printed names first, aka names only
    /// when no printed name matches), narrowed by its "(G5)"/"(ADV)"
    /// suffixes, in ref order. Empty when none does.
    pub fn candidates(&self, name: &str, kind: Option<CardKind>) -> Vec<CardRef> {
        let (base, sel) = split_selector(name.trim());
        self.matching(&name_key(base), kind)
            .into_iter()
            .filter(|r| sel.accepts(self.get(*r)))
            .collect()
    }

    /// Crypt cards whose normalised name starts with the normalised `prefix`
    /// (at least 6 letters), for lists that cut long names short.
    pub fn crypt_by_prefix(&self, prefix: &str) -> Vec<CardRef> {
        let key = name_key(prefix);
        if key.len() < 6 {
            return Vec::new();
        }
        self.crypt_keys
            .iter()
            .filter(|(k, _)| k.starts_with(&key))
            .map(|(_, r)| *r)
            .collect()
    }

    /// Cards of `kind` whose printed name (else aka name) has this key.
    fn matching(&self, key: &str, kind: Option<CardKind>) -> Vec<CardRef> {
        let of_kind = |r: &&CardRef| kind.map_or(true, |k| self.get(**r).kind == k);
        let found: Vec<CardRef> = self
            .names
            .get(key)
            .map(|v| v.iter().filter(of_kind).copied().collect())
            .unwrap_or_default();
        if !found.is_empty() {
            return found;
        }
        self.akas
            .get(key)
            .map(|v| v.iter().filter(of_kind).copied().collect())
            .unwrap_or_default()
    }

    fn resolve(
        &self,
        name: &str,
        kind: Option<CardKind>,
        suggest: bool,
    ) -> Result<CardRef, LookupError> {
        let given = name.trim();
        let (base, sel) = split_selector(given);
        let key = name_key(base);
        let found = self.matching(&key, kind);
        if found.is_empty() {
            return Err(LookupError::Unknown {
                name: given.to_string(),
                suggestions: if suggest {
                    self.suggest(&key, kind)
                } else {
                    Vec::new()
                },
            });
        }
        let selected: Vec<CardRef> = found
            .iter()
            .copied()
            .filter(|r| sel.accepts(self.get(*r)))
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
        Ok(self
            .default_version(&selected)
            .expect("selected is not empty"))
    }

    /// Among crypt cards sharing a name, the one a bare name means: the
    /// non-advanced card with the lowest group (group "any" counts as the
    /// highest), then the lowest id.
    pub fn default_version(&self, refs: &[CardRef]) -> Option<CardRef> {
        refs.iter().copied().min_by_key(|r| {
            let c = self.get(*r);
            (c.advanced, c.group.unwrap_or(u8::MAX), c.id)
        })
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
        // The search costs the query's length times the names' for every name, and its
        // tolerance grows with the query: a pasted paragraph would cost seconds of CPU
        // and match nothing useful. Past the bound, no suggestion.
        if key.len() > MAX_SUGGEST_QUERY {
            return Vec::new();
        }
        let q: Vec<char> = key.chars().collect();
        if q.is_empty() {
            return Vec::new();
        }
        // Typos grow with length; a short query must be nearly exact.
        let limit = 1 + q.len() / 3;
        let q_counts = CharCounts::of(&q);
        let mut scratch = Osa::default();
        let mut scored: Vec<(usize, usize, &str)> = Vec::new();
        for e in &self.suggest_index {
            let c = self.get(e.card);
            if kind.is_some_and(|kd| c.kind != kd) {
                continue;
            }
            // Every mode below costs at least the query's characters the
            // candidate lacks (or, when the query runs on past the name, 2
            // plus the name's characters the query lacks): skip hopeless ones.
            let bound = q_counts
                .missing_from(&e.counts)
                .min(e.counts.missing_from(&q_counts) + 2);
            if bound > limit {
                continue;
            }
            let cand = &e.chars;
            let (full, prefix) = scratch.osa(&q, cand, false, limit);
            let mut score = full.min(prefix + 1);
            // A good middle counts only when 2 below the limit.
            if limit >= 2 && score > limit - 2 {
                let (_, infix) = scratch.osa(&q, cand, true, limit - 2);
                score = score.min(infix + 2);
            }
            // The query may also run on past a real name ("Blood Doll - best card").
            // Only for a name long enough, and nearly intact, to be recognisable.
            if cand.len() >= 4 && limit >= 2 && score > limit - 2 {
                let most = (limit - 2).min(cand.len() / 4);
                let (_, overrun) = scratch.osa(cand, &q, false, most);
                if overrun <= most {
                    score = score.min(overrun + 2);
                }
            }
            // A typo in the whole name beats a good start, which beats a
            // good middle: "govrn" → "Govern the Unaligned".
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

/// Parses a facts file into cards: one JSON [`CardFacts`] object per line
/// (blank lines ignored), sorted by strictly increasing official id.
pub fn parse_jsonl(text: &str) -> Result<Vec<CardFacts>, FactsError> {
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
        if cards.len() >= usize::from(u16::MAX) {
            return Err(FactsError {
                line: line_no,
                message: "too many cards for a 16-bit card ref".into(),
            });
        }
        cards.push(facts);
    }
    Ok(cards)
}

fn push_unique(v: &mut Vec<CardRef>, r: CardRef) {
    if !v.contains(&r) {
        v.push(r);
    }
}

/// Reusable rows for [`Osa::osa`].
#[derive(Default)]
struct Osa {
    prev2: Vec<usize>,
    prev: Vec<usize>,
    cur: Vec<usize>,
}

impl Osa {
    /// Like [`osa`], but gives up once no value can be `max` or less: the
    /// results are then only known to exceed `max` (the minimum of a row
    /// never decreases from one row to the next).
    fn osa(&mut self, q: &[char], c: &[char], free_start: bool, max: usize) -> (usize, usize) {
        let m = c.len();
        let Osa { prev2, prev, cur } = self;
        for v in [&mut *prev2, &mut *prev, &mut *cur] {
            v.clear();
            v.resize(m + 1, 0);
        }
        for (j, x) in prev.iter_mut().enumerate() {
            *x = if free_start { 0 } else { j };
        }
        for i in 1..=q.len() {
            cur[0] = i;
            let mut row_min = i;
            for j in 1..=m {
                let cost = usize::from(q[i - 1] != c[j - 1]);
                let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
                if i > 1 && j > 1 && q[i - 1] == c[j - 2] && q[i - 2] == c[j - 1] {
                    d = d.min(prev2[j - 2] + 1);
                }
                cur[j] = d;
                row_min = row_min.min(d);
            }
            std::mem::swap(prev2, prev);
            std::mem::swap(prev, cur);
            if row_min > max {
                return (usize::MAX / 2, usize::MAX / 2);
            }
        }
        let best = prev.iter().copied().min().unwrap_or(q.len());
        (prev[m], best)
    }
}

/// Optimal-string-alignment distance between `q` and `c`.
///
/// Returns `(distance to all of c, best distance to a prefix of c)`; with
/// `free_start`, skipping the start of `c` is free too, so the second value
/// becomes the best distance to any substring of `c`.
#[cfg(test)]
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

impl Selector {
    fn accepts(&self, c: &CardFacts) -> bool {
        self.advanced.map_or(true, |a| c.advanced == a)
            && self.group.map_or(true, |g| c.is_crypt() && c.group == g)
    }
}

/// Splits trailing "(ADV)", "(G5)", "(G2 ADV)" selectors off a name, and a
/// bare trailing "Adv." as some deck tools write advanced vampires.
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
            let t = t.trim_end_matches('.');
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
    if sel.advanced.is_none() {
        let lower = rest.to_ascii_lowercase();
        for suffix in [" adv.", " adv"] {
            if lower.ends_with(suffix) && rest.len() > suffix.len() {
                sel.advanced = Some(true);
                rest = rest[..rest.len() - suffix.len()].trim_end();
                break;
            }
        }
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
    fn id_index_finds_listed_and_other_ids() {
        let mut ix = IdIndex::default();
        ix.insert(100_001, CardRef(0));
        ix.insert(200_005, CardRef(1));
        ix.insert(4_000_000_000, CardRef(2));
        ix.insert(100_001, CardRef(3));
        assert_eq!(ix.get(100_001), Some(CardRef(3)), "a later card replaces");
        assert_eq!(ix.get(200_005), Some(CardRef(1)));
        assert_eq!(ix.get(4_000_000_000), Some(CardRef(2)));
        for id in [
            0,
            100_000,
            100_002,
            150_000,
            200_004,
            300_001,
            999_999,
            u32::MAX,
        ] {
            assert_eq!(ix.get(id), None, "{id}");
        }
    }

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

    /// A pasted paragraph as a card name: no suggestion, and no seconds of CPU (the
    /// server once spent ~20 s on a 31 KB line). A repeated real name is the worst case:
    /// every card's letters are in it, so the cheap lower bound skips nothing.
    #[test]
    fn a_huge_name_gets_no_suggestion_search() {
        let db = crate::db();
        let huge = "govern the unaligned ".repeat(300);
        let t = std::time::Instant::now();
        assert!(db.suggest_names(&huge, None).is_empty());
        assert!(db.lookup(&huge).is_err());
        assert!(
            t.elapsed() < std::time::Duration::from_millis(500),
            "{:?}",
            t.elapsed()
        );
        // Real misses still get their suggestions.
        assert_eq!(
            db.suggest_names("Govern the Unaligend", None),
            vec!["Govern the Unaligned".to_string()]
        );
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
