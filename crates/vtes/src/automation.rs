//! How much of a deck the engine automates (issue 18, "Tables choose"): for each deck, its
//! crypt and library cards counted (distinct and copies) as automated or manual, and the
//! manual ones named, so that a table, `jyhad deck check`, the lobby and the simulator can
//! say what a deck brings before anyone plays it.
//!
//! A library card is automated when it has a built-in definition; without one it is a
//! manual card, playable only at a table that allows manual cards (`crate::rules::manual`).
//! A vampire is automated when it has a built-in definition or no special ability (`plain`
//! in its facts: the rules play it from its facts alone), or when its text holds only
//! traits the engine enforces ([`ENFORCED_TRAITS`]); otherwise its ability is not
//! automated and it is listed as manual too.

use crate::config::DeckSpec;
use crate::defs::Defs;
use jyhad_cards::{db, CardFacts, CardKind, CardRef, CryptType, Traits};
use jyhad_decks::DeckList;
use serde::Serialize;

/// The traits the engine enforces (comprehensive rules 7, "Traits"): Blood Cursed (no
/// diablerie), Infernal (unlocked for 1 pool), Scarce (3 pool per vampire of its clan
/// brought out), Slave (no directed action without a ready vampire of its clan; may lock
/// to fight a blocker in such a vampire's place), and the traits cards require, read by
/// their requirements: Black Hand, Seraph (`Needs`), Flight (a Discipline for cards
/// requiring it). Not enforced: Red List (marking, the +1 stealth combat action,
/// trophies), Sterile (not every card putting a vampire in play says so), Circle (the
/// Blood Brothers' cards are not read).
pub const ENFORCED_TRAITS: Traits = Traits(
    Traits::BLOOD_CURSED.0
        | Traits::INFERNAL.0
        | Traits::SCARCE.0
        | Traits::SLAVE.0
        | Traits::BLACK_HAND.0
        | Traits::SERAPH.0
        | Traits::FLIGHT.0,
);

/// A vampire whose text is traits alone (no window where its ability applies): the
/// traits of it the engine does not enforce; `None` for any other card.
pub fn traits_only(f: &CardFacts) -> Option<Traits> {
    (f.crypt_type == Some(CryptType::Vampire) && !f.plain && f.windows.is_empty())
        .then_some(Traits(f.traits.0 & !ENFORCED_TRAITS.0))
}

/// Whether the engine plays a card by itself: a built-in definition, a vampire without
/// a special ability, or one whose text is traits it enforces.
pub fn automated(card: CardRef) -> bool {
    let f = db().get(card);
    Defs::is_builtin(card)
        || (f.kind == CardKind::Crypt && (f.plain || traits_only(f).is_some_and(|t| t.is_empty())))
}

/// Cards of one part of a deck (crypt or library), automated or not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Different cards.
    pub distinct: usize,
    /// Different cards the engine automates.
    pub distinct_automated: usize,
    /// Cards, counting copies.
    pub copies: usize,
    /// Cards the engine automates, counting copies.
    pub copies_automated: usize,
}

impl Counts {
    fn add(&mut self, copies: usize, automated: bool) {
        self.distinct += 1;
        self.copies += copies;
        if automated {
            self.distinct_automated += 1;
            self.copies_automated += copies;
        }
    }

    /// Cards not automated, counting copies.
    pub fn copies_manual(&self) -> usize {
        self.copies - self.copies_automated
    }

    /// Different cards not automated.
    pub fn distinct_manual(&self) -> usize {
        self.distinct - self.distinct_automated
    }
}

/// A card of a deck the engine does not automate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ManualCard {
    /// The card's name as a deck list writes it.
    pub name: String,
    /// `crypt` (a vampire whose special ability is not automated) or `library`.
    pub part: &'static str,
    /// Copies in the deck.
    pub copies: usize,
    /// A vampire whose text is traits alone: the traits not enforced (`sterile`,
    /// `slave`…); nothing of it is resolved by hand.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
}

/// How much of a deck the engine automates.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Automation {
    /// The crypt's cards.
    pub crypt: Counts,
    /// The library's cards.
    pub library: Counts,
    /// The cards not automated, crypt first, in the deck's order.
    pub manual: Vec<ManualCard>,
}

impl Automation {
    /// The automation of a deck list.
    pub fn of_list(list: &DeckList) -> Automation {
        let mut a = Automation::default();
        for (part, cards) in [("crypt", &list.crypt), ("library", &list.library)] {
            for &(card, n) in cards {
                a.add(part, card, usize::from(n));
            }
        }
        a
    }

    /// The automation of a deck as a game's configuration holds it (official ids, one per
    /// copy); an unknown id is left out (the game refuses it when it starts).
    pub fn of_spec(spec: &DeckSpec) -> Automation {
        let db = db();
        let mut a = Automation::default();
        for (part, ids) in [("crypt", &spec.crypt), ("library", &spec.library)] {
            let mut seen: Vec<(CardRef, usize)> = Vec::new();
            for r in ids.iter().filter_map(|&id| db.by_id(id)) {
                match seen.iter_mut().find(|(c, _)| *c == r) {
                    Some((_, n)) => *n += 1,
                    None => seen.push((r, 1)),
                }
            }
            for (card, n) in seen {
                a.add(part, card, n);
            }
        }
        a
    }

    fn add(&mut self, part: &'static str, card: CardRef, copies: usize) {
        let auto = automated(card);
        let counts = if part == "crypt" {
            &mut self.crypt
        } else {
            &mut self.library
        };
        counts.add(copies, auto);
        if !auto {
            let traits = traits_only(db().get(card))
                .map(|t| t.to_string().split('/').map(str::to_string).collect())
                .unwrap_or_default();
            self.manual.push(ManualCard {
                name: db().deck_name(card),
                part,
                copies,
                traits,
            });
        }
    }

    /// Whether the engine automates every card of the deck.
    pub fn complete(&self) -> bool {
        self.manual.is_empty()
    }

    /// Share of the deck's cards (crypt and library, counting copies) the engine does not
    /// automate, from 0 to 1.
    pub fn manual_share(&self) -> f64 {
        let all = self.crypt.copies + self.library.copies;
        if all == 0 {
            return 0.0;
        }
        (self.crypt.copies_manual() + self.library.copies_manual()) as f64 / all as f64
    }

    /// Share of the library's cards (counting copies) the engine does not automate: the
    /// cards a bot never plays (a vampire with an unautomated ability is still played, as
    /// a plain vampire).
    pub fn library_manual_share(&self) -> f64 {
        if self.library.copies == 0 {
            return 0.0;
        }
        self.library.copies_manual() as f64 / self.library.copies as f64
    }

    /// One line of counts: `crypt 12/12 cards (8/8 distinct), library 55/90 cards (20/41
    /// distinct)`, automated over all.
    pub fn summary(&self) -> String {
        let part = |name: &str, c: &Counts| {
            format!(
                "{name} {}/{} cards ({}/{} distinct)",
                c.copies_automated, c.copies, c.distinct_automated, c.distinct
            )
        };
        format!(
            "{}, {}",
            part("crypt", &self.crypt),
            part("library", &self.library)
        )
    }

    /// The manual cards as a list, `Mora, the Death Seer (crypt), 2× Camarilla's Iron
    /// Fist` (empty when none).
    pub fn manual_list(&self) -> String {
        self.manual
            .iter()
            .map(|m| {
                let n = if m.copies > 1 {
                    format!("{}× ", m.copies)
                } else {
                    String::new()
                };
                let crypt = if !m.traits.is_empty() {
                    format!(" (traits not enforced: {})", m.traits.join(", "))
                } else if m.part == "crypt" {
                    " (vampire ability)".to_string()
                } else {
                    String::new()
                };
                format!("{n}{}{crypt}", m.name)
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jyhad_decks::{parse_deck, starter_decks};

    #[test]
    fn starter_decks_are_fully_automated() {
        for d in starter_decks() {
            let a = Automation::of_list(&d);
            assert!(a.complete(), "{}: {}", d.name, a.manual_list());
            assert_eq!(a.library.copies_automated, d.library_count());
            assert_eq!(a.crypt.copies, d.crypt_count());
            assert_eq!(a, Automation::of_spec(&DeckSpec::from_list(&d)));
        }
    }

    #[test]
    fn an_undefined_card_is_listed_with_its_copies() {
        // Peace Treaty has no definition, nor has Mariel's special ability.
        let text = "Crypt (1)\n1x Mariel, Lady Thunder\n\nLibrary (3)\n2x Peace Treaty\n1x Govern the Unaligned\n";
        let list = parse_deck("t", text).expect("reads");
        let a = Automation::of_list(&list);
        assert_eq!(a.library.copies, 3);
        assert_eq!(a.library.copies_manual(), 2);
        assert_eq!(a.library.distinct_manual(), 1);
        assert_eq!(a.crypt.copies_manual(), 1);
        assert_eq!(
            a.manual_list(),
            "Mariel, Lady Thunder (vampire ability), 2× Peace Treaty"
        );
        assert!((a.library_manual_share() - 2.0 / 3.0).abs() < 1e-9);
        assert_eq!(a, Automation::of_spec(&DeckSpec::from_list(&list)));
    }
}
