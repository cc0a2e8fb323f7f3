//! VTES coverage over a deck archive: which cards the engine fully automates, how many
//! decks of the Tournament Winning Deck Archive it plays without a card it cannot, and
//! which cards to define next so that the most decks become playable soonest.

use jyhad_cards::{db, CardKind, CardRef};
use serde::Serialize;

/// Whether the engine fully automates a card: the card has a built-in definition, or it
/// is a vampire with no special ability (`plain` in its facts), which the rules play from
/// its facts alone (sect, title, votes, capacity, disciplines).
pub fn automated(card: CardRef) -> bool {
    jyhad_vtes::automation::automated(card)
}

/// One card of the deck-completion order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextCard {
    /// The card.
    pub card: CardRef,
    /// Decks whose every card is automated once this card and the ones before it are.
    pub decks_complete_after: usize,
}

/// How many cards the decks miss, deck by deck.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct MissingCounts {
    /// Fewest missing cards of a deck.
    pub min: usize,
    /// The median deck's missing cards (the lower middle one for an even count).
    pub median: usize,
    /// Mean missing cards per deck.
    pub mean: f64,
    /// The 90th percentile (nine decks in ten miss at most this many).
    pub p90: usize,
    /// Most missing cards of a deck.
    pub max: usize,
    /// `histogram[k]`: decks missing exactly k distinct cards.
    pub histogram: Vec<usize>,
}

/// The coverage of a set of decks.
#[derive(Clone, Debug, PartialEq)]
pub struct Completion {
    /// Decks counted.
    pub decks: usize,
    /// Decks whose every distinct card is automated.
    pub fully_automated: usize,
    /// Distinct cards over all the decks.
    pub cards: usize,
    /// Those that are automated.
    pub cards_automated: usize,
    /// Missing distinct cards per deck.
    pub missing: MissingCounts,
    /// Every missing card, in deck-completion order (see [`completion`]).
    pub order: Vec<NextCard>,
}

/// The coverage of `decks` (each a list of its cards, repeats allowed) when `automated`
/// says which cards the engine plays, and the deck-completion order of the missing cards:
/// repeatedly take the incomplete deck that needs the fewest cards not yet taken (ties: the
/// one whose needed cards appear in the most decks in all, then the one whose needed card
/// names come first alphabetically, then the earlier deck), and take all its needed cards,
/// the ones in the most decks first (then by name). Each card is listed with the number of
/// decks complete once it is taken.
pub fn completion(decks: &[Vec<CardRef>], automated: impl Fn(CardRef) -> bool) -> Completion {
    let db = db();
    let slots = db.len().max(
        1 + decks
            .iter()
            .flatten()
            .map(|c| c.0 as usize)
            .max()
            .unwrap_or(0),
    );
    // Distinct cards per deck, and in how many decks each card is.
    let mut in_decks = vec![0usize; slots];
    let mut missing: Vec<Vec<CardRef>> = Vec::with_capacity(decks.len());
    for deck in decks {
        let mut cards = deck.clone();
        cards.sort_unstable();
        cards.dedup();
        for c in &cards {
            in_decks[c.0 as usize] += 1;
        }
        cards.retain(|&c| !automated(c));
        missing.push(cards);
    }
    let cards = in_decks.iter().filter(|&&n| n > 0).count();
    let cards_automated = (0..slots)
        .filter(|&c| in_decks[c] > 0 && automated(CardRef(c as u16)))
        .count();
    let counts: Vec<usize> = missing.iter().map(Vec::len).collect();
    let missing_counts = distribution(&counts);

    // Decks by card, for the cards some deck misses.
    let mut decks_of: Vec<Vec<u32>> = vec![Vec::new(); slots];
    for (d, cards) in missing.iter().enumerate() {
        for c in cards {
            decks_of[c.0 as usize].push(d as u32);
        }
    }
    let name = |c: CardRef| db.get(c).name.as_str();
    let mut remaining = counts.clone();
    let mut taken = vec![false; slots];
    let mut complete = remaining.iter().filter(|&&n| n == 0).count();
    let fully_automated = complete;
    let mut order = Vec::new();
    while complete < decks.len() {
        let fewest = remaining
            .iter()
            .copied()
            .filter(|&n| n > 0)
            .min()
            .unwrap_or(0);
        // The needed cards of a deck: the most popular first, then by name.
        let needed = |d: usize| {
            let mut cards: Vec<CardRef> = missing[d]
                .iter()
                .copied()
                .filter(|c| !taken[c.0 as usize])
                .collect();
            cards.sort_by(|&a, &b| {
                in_decks[b.0 as usize]
                    .cmp(&in_decks[a.0 as usize])
                    .then_with(|| name(a).cmp(name(b)))
                    .then(a.cmp(&b))
            });
            cards
        };
        let best = (0..decks.len())
            .filter(|&d| remaining[d] == fewest)
            .map(|d| {
                let cards = needed(d);
                let popularity: usize = cards.iter().map(|c| in_decks[c.0 as usize]).sum();
                let mut names: Vec<&str> = cards.iter().map(|&c| name(c)).collect();
                names.sort_unstable();
                (std::cmp::Reverse(popularity), names, d, cards)
            })
            .min_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
        let Some((_, _, _, cards)) = best else { break };
        for card in cards {
            taken[card.0 as usize] = true;
            for &d in &decks_of[card.0 as usize] {
                remaining[d as usize] -= 1;
                if remaining[d as usize] == 0 {
                    complete += 1;
                }
            }
            order.push(NextCard {
                card,
                decks_complete_after: complete,
            });
        }
    }
    Completion {
        decks: decks.len(),
        fully_automated,
        cards,
        cards_automated,
        missing: missing_counts,
        order,
    }
}

/// Minimum, median, mean, 90th percentile, maximum and histogram of counts.
fn distribution(counts: &[usize]) -> MissingCounts {
    if counts.is_empty() {
        return MissingCounts::default();
    }
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    let at = |q: usize| sorted[(q * (n - 1)) / 100];
    let max = sorted[n - 1];
    let mut histogram = vec![0; max + 1];
    for &k in &sorted {
        histogram[k] += 1;
    }
    MissingCounts {
        min: sorted[0],
        median: at(50),
        mean: sorted.iter().sum::<usize>() as f64 / n as f64,
        p90: at(90),
        max,
        histogram,
    }
}

/// `crypt` or `library`.
pub fn kind_word(card: CardRef) -> &'static str {
    match db().get(card).kind {
        CardKind::Crypt => "crypt",
        CardKind::Library => "library",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(name: &str) -> CardRef {
        db().lookup(name).unwrap()
    }

    #[test]
    fn distribution_of_counts() {
        let d = distribution(&[3, 0, 1, 2, 10]);
        assert_eq!((d.min, d.median, d.p90, d.max), (0, 2, 3, 10));
        assert!((d.mean - 3.2).abs() < 1e-9);
        assert_eq!(d.histogram, [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(distribution(&[]), MissingCounts::default());
    }

    fn order(decks: &[Vec<CardRef>], automated: impl Fn(CardRef) -> bool) -> Vec<(&str, usize)> {
        completion(decks, automated)
            .order
            .iter()
            .map(|n| (db().get(n.card).name.as_str(), n.decks_complete_after))
            .collect()
    }

    /// Each step takes the deck that needs the fewest cards not yet taken; a card already
    /// taken for another deck is not needed again.
    #[test]
    fn order_takes_the_cheapest_deck_first() {
        let [a, b, c, d, e] = [
            "Govern the Unaligned",
            "Deflection",
            "Blood Doll",
            "Conditioning",
            "Aire of Elation",
        ]
        .map(card);
        let decks = vec![vec![a, b, c], vec![d, e, e], vec![b], vec![c, d], vec![a]];
        let automated = |x: CardRef| x == a;
        let r = completion(&decks, automated);
        assert_eq!((r.decks, r.fully_automated), (5, 1));
        assert_eq!((r.cards, r.cards_automated), (5, 1));
        assert_eq!(r.missing.histogram, [1, 1, 3]);
        assert_eq!(r.missing.median, 2);
        // {b} first (deck 2, then deck 0 needs only c); {c} (deck 0, then deck 3 needs only
        // d); {d} (deck 3); {e} (deck 1).
        assert_eq!(
            order(&decks, automated),
            [
                ("Deflection", 2),
                ("Blood Doll", 3),
                ("Conditioning", 4),
                ("Aire of Elation", 5)
            ]
        );
    }

    /// Between decks that need as many cards, the one whose cards are in more decks goes
    /// first, its cards the most common first, then by name; then the names decide.
    #[test]
    fn ties_go_to_popular_cards_then_names() {
        let [b, c, d, e] = [
            "Deflection",
            "Blood Doll",
            "Conditioning",
            "Aire of Elation",
        ]
        .map(card);
        // {b, c} is in 1 + 2 decks, {d, e} in 2 + 2: {d, e} first, e before d by name.
        let decks = vec![vec![b, c], vec![d, e], vec![d, c, e]];
        assert_eq!(
            order(&decks, |_| false),
            [
                ("Aire of Elation", 0),
                ("Conditioning", 1),
                ("Blood Doll", 2),
                ("Deflection", 3)
            ]
        );
        // One card each, each in one deck: by name.
        let decks = vec![vec![b], vec![c]];
        assert_eq!(
            order(&decks, |_| false),
            [("Blood Doll", 1), ("Deflection", 2)]
        );
    }
}
