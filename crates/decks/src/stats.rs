//! Deck statistics: crypt capacities and disciplines, library make-up,
//! costs, and the odds of drawing a kind of card.

use std::collections::BTreeMap;
use std::fmt;

use jyhad_cards::{db, Discipline, Level, LibraryTypes};
use serde::Serialize;

use crate::DeckList;

/// Cards in an opening hand (rulebook: draw 7 library cards).
pub const HAND_SIZE: usize = 7;
/// Crypt cards drawn at the start (rulebook: 4 into the uncontrolled region).
pub const CRYPT_DRAW: usize = 4;

/// Everything `jyhad deck stats` shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DeckStats {
    /// Crypt cards, counting copies.
    pub crypt_count: usize,
    /// Library cards, counting copies.
    pub library_count: usize,
    /// The spread of crypt capacities.
    pub capacity: CapacityStats,
    /// Crypt cards per clan, most first.
    pub clans: Vec<Count>,
    /// Crypt cards per group ("any" for group any), by group.
    pub groups: Vec<Count>,
    /// Crypt disciplines: how many crypt cards have each, most first.
    pub disciplines: Vec<DisciplineCount>,
    /// Library cards per type set ("Action Modifier/Combat" counts once), by type.
    pub library_types: Vec<Count>,
    /// Library cards per discipline they require ("none" when none); a card
    /// needing two disciplines counts for both.
    pub library_disciplines: Vec<Count>,
    /// Library cards per clan they require ("none" when none).
    pub library_clans: Vec<Count>,
    /// Library costs.
    pub costs: CostStats,
    /// Chances of at least one card of a kind in the opening hand of 7.
    pub hand_odds: Vec<Odds>,
    /// Chances of at least one crypt card with a discipline among the first 4 drawn.
    pub crypt_odds: Vec<Odds>,
}

/// A label and a number of cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    /// What is counted.
    pub label: String,
    /// Cards, counting copies.
    pub cards: usize,
}

/// How many crypt cards have a discipline, at each level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DisciplineCount {
    /// The trigram.
    pub discipline: String,
    /// Crypt cards with it at inferior level.
    pub inferior: usize,
    /// Crypt cards with it at superior level.
    pub superior: usize,
}

/// Crypt capacity spread.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CapacityStats {
    /// Lowest capacity.
    pub min: u8,
    /// Highest capacity.
    pub max: u8,
    /// Mean capacity.
    pub average: f64,
    /// Sum of the 4 lowest (the cheapest starting draw).
    pub min4: u32,
    /// Sum of the 4 highest (the dearest starting draw).
    pub max4: u32,
    /// Crypt cards per capacity.
    pub histogram: BTreeMap<u8, usize>,
}

/// Library costs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CostStats {
    /// Pool cost of the whole library (X counts 0).
    pub pool_total: u32,
    /// Blood cost of the whole library (X counts 0).
    pub blood_total: u32,
    /// Conviction cost of the whole library.
    pub conviction_total: u32,
    /// Library cards costing nothing.
    pub free: usize,
    /// Library cards with an X cost.
    pub x_cost: usize,
    /// Library cards per pool cost.
    pub pool: BTreeMap<u8, usize>,
    /// Library cards per blood cost.
    pub blood: BTreeMap<u8, usize>,
}

/// The chance of drawing at least one of `cards` cards.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Odds {
    /// What kind of card.
    pub label: String,
    /// How many of them in the deck.
    pub cards: usize,
    /// Probability, 0 to 1.
    pub probability: f64,
}

/// The chance that `draw` cards taken from `total` include at least one of
/// `hits` (hypergeometric).
pub fn at_least_one(total: usize, hits: usize, draw: usize) -> f64 {
    if hits == 0 || total == 0 {
        return 0.0;
    }
    let draw = draw.min(total);
    if hits > total - draw {
        return 1.0;
    }
    // P(none) = C(total - hits, draw) / C(total, draw) = Π (total - hits - i) / (total - i)
    let mut none = 1.0f64;
    for i in 0..draw {
        none *= (total - hits - i) as f64 / (total - i) as f64;
    }
    1.0 - none
}

fn counts(map: BTreeMap<String, usize>, by_count: bool) -> Vec<Count> {
    let mut v: Vec<Count> = map
        .into_iter()
        .map(|(label, cards)| Count { label, cards })
        .collect();
    if by_count {
        v.sort_by(|a, b| b.cards.cmp(&a.cards).then_with(|| a.label.cmp(&b.label)));
    }
    v
}

/// Computes the statistics of a deck.
pub fn deck_stats(list: &DeckList) -> DeckStats {
    let db = db();
    let crypt_count = list.crypt_count();
    let library_count = list.library_count();

    let mut caps: Vec<u8> = list
        .crypt
        .iter()
        .flat_map(|(r, n)| std::iter::repeat(db.get(*r).capacity).take(usize::from(*n)))
        .collect();
    caps.sort_unstable();
    let mut histogram = BTreeMap::new();
    for c in &caps {
        *histogram.entry(*c).or_insert(0) += 1;
    }
    let capacity = CapacityStats {
        min: caps.first().copied().unwrap_or(0),
        max: caps.last().copied().unwrap_or(0),
        average: if caps.is_empty() {
            0.0
        } else {
            caps.iter().map(|c| f64::from(*c)).sum::<f64>() / caps.len() as f64
        },
        min4: caps.iter().take(4).map(|c| u32::from(*c)).sum(),
        max4: caps.iter().rev().take(4).map(|c| u32::from(*c)).sum(),
        histogram,
    };

    let mut clans = BTreeMap::new();
    let mut groups: BTreeMap<(u8, String), usize> = BTreeMap::new();
    let mut disc: BTreeMap<Discipline, (usize, usize)> = BTreeMap::new();
    for (r, n) in &list.crypt {
        let c = db.get(*r);
        let n = usize::from(*n);
        for clan in &c.clans {
            *clans.entry(clan.clone()).or_insert(0) += n;
        }
        let g = match c.group {
            Some(g) => (g, format!("group {g}")),
            None => (u8::MAX, "group any".to_string()),
        };
        *groups.entry(g).or_insert(0) += n;
        for (d, l) in &c.disciplines {
            let e = disc.entry(*d).or_insert((0, 0));
            match l {
                Level::Inferior => e.0 += n,
                Level::Superior => e.1 += n,
            }
        }
    }
    let mut disciplines: Vec<DisciplineCount> = disc
        .iter()
        .map(|(d, (i, s))| DisciplineCount {
            discipline: d.trigram().to_string(),
            inferior: *i,
            superior: *s,
        })
        .collect();
    disciplines.sort_by(|a, b| {
        (b.inferior + b.superior, b.superior)
            .cmp(&(a.inferior + a.superior, a.superior))
            .then_with(|| a.discipline.cmp(&b.discipline))
    });
    let crypt_odds = disciplines
        .iter()
        .map(|d| Odds {
            label: d.discipline.clone(),
            cards: d.inferior + d.superior,
            probability: at_least_one(crypt_count, d.inferior + d.superior, CRYPT_DRAW),
        })
        .collect();

    let mut types: BTreeMap<LibraryTypes, usize> = BTreeMap::new();
    let mut single_types: BTreeMap<LibraryTypes, usize> = BTreeMap::new();
    let mut lib_disc: BTreeMap<String, usize> = BTreeMap::new();
    let mut lib_clans: BTreeMap<String, usize> = BTreeMap::new();
    let mut costs = CostStats {
        pool_total: 0,
        blood_total: 0,
        conviction_total: 0,
        free: 0,
        x_cost: 0,
        pool: BTreeMap::new(),
        blood: BTreeMap::new(),
    };
    let mut hand: BTreeMap<String, usize> = BTreeMap::new();
    for (r, n) in &list.library {
        let c = db.get(*r);
        let n = usize::from(*n);
        *types.entry(c.types).or_insert(0) += n;
        for t in c.types.iter() {
            *single_types.entry(t).or_insert(0) += n;
        }
        match &c.requirement {
            Some(req) => {
                let mut seen: Vec<Discipline> = req.disciplines().collect();
                seen.sort();
                seen.dedup();
                for d in seen {
                    *lib_disc.entry(d.trigram().to_string()).or_insert(0) += n;
                    *hand.entry(format!("needs {}", d.trigram())).or_insert(0) += n;
                }
            }
            None => *lib_disc.entry("none".into()).or_insert(0) += n,
        }
        if c.clans.is_empty() {
            *lib_clans.entry("none".into()).or_insert(0) += n;
        } else {
            for clan in &c.clans {
                *lib_clans.entry(clan.clone()).or_insert(0) += n;
            }
        }
        costs.pool_total += u32::from(c.pool_cost) * n as u32;
        costs.blood_total += u32::from(c.blood_cost) * n as u32;
        costs.conviction_total += u32::from(c.conviction_cost) * n as u32;
        if c.cost_is_x {
            costs.x_cost += n;
        } else if c.pool_cost == 0 && c.blood_cost == 0 && c.conviction_cost == 0 {
            costs.free += n;
        }
        if c.pool_cost > 0 {
            *costs.pool.entry(c.pool_cost).or_insert(0) += n;
        }
        if c.blood_cost > 0 {
            *costs.blood.entry(c.blood_cost).or_insert(0) += n;
        }
        if c.trifle {
            *hand.entry("trifle".into()).or_insert(0) += n;
        }
    }
    let library_types = types
        .iter()
        .map(|(t, n)| Count {
            label: t.to_string(),
            cards: *n,
        })
        .collect();
    let mut hand_odds: Vec<Odds> = single_types
        .iter()
        .map(|(t, n)| (t.to_string(), *n))
        .chain(hand)
        .map(|(label, cards)| Odds {
            probability: at_least_one(library_count, cards, HAND_SIZE),
            label,
            cards,
        })
        .collect();
    hand_odds.sort_by(|a, b| b.cards.cmp(&a.cards).then_with(|| a.label.cmp(&b.label)));

    DeckStats {
        crypt_count,
        library_count,
        capacity,
        clans: counts(clans, true),
        groups: groups
            .into_iter()
            .map(|((_, label), cards)| Count { label, cards })
            .collect(),
        disciplines,
        library_types,
        library_disciplines: counts(lib_disc, true),
        library_clans: counts(lib_clans, true),
        costs,
        hand_odds,
        crypt_odds,
    }
}

fn pct(p: f64) -> String {
    format!("{:.0}%", p * 100.0)
}

impl fmt::Display for DeckStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.capacity;
        writeln!(f, "Crypt: {} cards", self.crypt_count)?;
        writeln!(
            f,
            "  capacity {}–{}, average {:.2}; 4 lowest sum to {}, 4 highest to {}",
            c.min, c.max, c.average, c.min4, c.max4
        )?;
        let hist: Vec<String> = c
            .histogram
            .iter()
            .map(|(k, n)| format!("{k}:{n}"))
            .collect();
        writeln!(f, "  by capacity: {}", hist.join("  "))?;
        let list = |v: &[Count]| {
            v.iter()
                .map(|c| format!("{} {}", c.label, c.cards))
                .collect::<Vec<_>>()
                .join(", ")
        };
        writeln!(f, "  clans: {}", list(&self.clans))?;
        writeln!(f, "  groups: {}", list(&self.groups))?;
        let discs: Vec<String> = self
            .disciplines
            .iter()
            .map(|d| format!("{} {}+{}", d.discipline, d.inferior, d.superior))
            .collect();
        writeln!(f, "  disciplines (inferior+superior): {}", discs.join(", "))?;
        let odds: Vec<String> = self
            .crypt_odds
            .iter()
            .map(|o| format!("{} {}", o.label, pct(o.probability)))
            .collect();
        writeln!(
            f,
            "  at least one in the first {CRYPT_DRAW} crypt cards: {}",
            odds.join(", ")
        )?;
        writeln!(f, "Library: {} cards", self.library_count)?;
        for t in &self.library_types {
            writeln!(f, "  {:<28} {:>3}", t.label, t.cards)?;
        }
        writeln!(
            f,
            "  by discipline required: {}",
            list(&self.library_disciplines)
        )?;
        writeln!(f, "  by clan required: {}", list(&self.library_clans))?;
        let k = &self.costs;
        writeln!(
            f,
            "  costs: {} pool, {} blood{} in all; {} free cards, {} with an X cost",
            k.pool_total,
            k.blood_total,
            if k.conviction_total > 0 {
                format!(", {} conviction", k.conviction_total)
            } else {
                String::new()
            },
            k.free,
            k.x_cost
        )?;
        let hist = |m: &BTreeMap<u8, usize>| {
            m.iter()
                .map(|(k, n)| format!("{k}:{n}"))
                .collect::<Vec<_>>()
                .join("  ")
        };
        writeln!(f, "  by pool cost: {}", hist(&k.pool))?;
        writeln!(f, "  by blood cost: {}", hist(&k.blood))?;
        writeln!(f, "Opening hand of {HAND_SIZE}: chance of at least one")?;
        for o in &self.hand_odds {
            writeln!(
                f,
                "  {:<28} {:>3} cards  {:>4}",
                o.label,
                o.cards,
                pct(o.probability)
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypergeometric() {
        assert_eq!(at_least_one(60, 0, 7), 0.0);
        assert_eq!(at_least_one(10, 5, 7), 1.0);
        // 12 of 77 in 7 draws: 1 - C(65,7)/C(77,7) ≈ 0.7105
        let p = at_least_one(77, 12, 7);
        assert!((p - 0.7105).abs() < 0.001, "{p}");
        assert!((at_least_one(12, 3, 4) - (1.0 - 126.0 / 495.0)).abs() < 1e-9);
        assert_eq!(at_least_one(0, 0, 7), 0.0);
        assert_eq!(at_least_one(3, 1, 7), 1.0);
    }
}
