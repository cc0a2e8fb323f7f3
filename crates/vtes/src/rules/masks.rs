//! Card facts the engine asks about on every decision, as bit masks built once per card of
//! the list: clans (a clan requirement met by a minion), Disciplines at inferior and
//! superior level, and a card's Discipline requirement (alternatives of Disciplines all
//! needed). Requirement checks then cost a few instructions.

use jyhad_cards::{db, CardRef, Discipline, Level};
use std::sync::OnceLock;

/// The masks of one card of the list.
#[derive(Clone, Debug, Default)]
pub(crate) struct CardMasks {
    /// Its clans (bits over [`crate::defs::clans`]; a requirement's clans for a
    /// library card).
    pub clans: u64,
    /// Disciplines it has at inferior level or better (crypt cards).
    pub inferior: u64,
    /// Disciplines it has at superior level (crypt cards).
    pub superior: u64,
    /// A library card's Discipline requirement: one mask per alternative, every bit of
    /// one alternative needed; empty when it requires no Discipline.
    pub requirement: Vec<u64>,
}

fn bit(d: Discipline) -> u64 {
    1 << (d as u32)
}

/// The masks of a card of the list.
pub(crate) fn masks(card: CardRef) -> &'static CardMasks {
    static TABLE: OnceLock<Vec<CardMasks>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let clans = crate::defs::clans();
        assert!(
            Discipline::ALL.len() <= 64 && clans.len() < 64,
            "masks fit in 64 bits"
        );
        db().iter()
            .map(|(_, f)| {
                let mut m = CardMasks::default();
                for c in &f.clans {
                    // A clan no vampire has still makes a requirement no one meets.
                    m.clans |= clans
                        .iter()
                        .position(|x| x == c)
                        .map_or(1 << 63, |i| 1 << i);
                }
                for &(d, l) in &f.disciplines {
                    m.inferior |= bit(d);
                    if l == Level::Superior {
                        m.superior |= bit(d);
                    }
                }
                // Flight, a trait written like a Discipline, lets a minion play the cards
                // requiring it (comprehensive rules 7, "Traits").
                if f.traits.contains(jyhad_cards::Traits::FLIGHT) {
                    m.inferior |= bit(Discipline::Flight);
                }
                if let Some(req) = &f.requirement {
                    m.requirement = req
                        .0
                        .iter()
                        .map(|all| all.iter().fold(0, |acc, &d| acc | bit(d)))
                        .collect();
                }
                m
            })
            .collect()
    });
    &table[usize::from(card.0)]
}

/// The bit of a Discipline in the masks.
pub(crate) fn discipline_bit(d: Discipline) -> u64 {
    bit(d)
}
