//! Game configuration: the decks at the table and simulation options.

use jyhad_cards::{db, CardRef};
use jyhad_decks::DeckList;
use serde::{Deserialize, Serialize};

/// One Methuselah's deck, by official card ids (stable across facts files).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeckSpec {
    /// Display name of the deck.
    pub name: String,
    /// Crypt cards, one id per copy.
    pub crypt: Vec<u32>,
    /// Library cards, one id per copy.
    pub library: Vec<u32>,
}

impl DeckSpec {
    /// Builds a spec from a parsed deck list.
    pub fn from_list(list: &DeckList) -> Self {
        let id = |r: CardRef| db().get(r).id;
        DeckSpec {
            name: list.name.clone(),
            crypt: list.crypt_cards().into_iter().map(id).collect(),
            library: list.library_cards().into_iter().map(id).collect(),
        }
    }
}

/// Everything that defines a VTES game besides its seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VtesConfig {
    /// Decks in seating order (clockwise); seat 1 first. 4 or 5 for a normal table.
    pub decks: Vec<DeckSpec>,
    /// Turn limit (total turns at the table) after which the game times out.
    #[serde(default)]
    pub max_turns: Option<u32>,
    /// Extra card definitions in the effect vocabulary, `"Card Name" = definition`
    /// (see `docs/scenarios.md`); they override the built-in definitions.
    #[serde(default)]
    pub card_defs: Vec<String>,
    /// Manual cards allowed: a library card the engine does not automate is offered in its
    /// type's window and resolved by its player with generic moves (issue 18,
    /// `crate::rules::manual`). Off by default: such cards are then not offered.
    #[serde(default)]
    pub manual_cards: bool,
    /// Whether `apply` returns events (the simulator turns them off for speed).
    #[serde(default = "yes")]
    pub record_events: bool,
}

fn yes() -> bool {
    true
}

impl VtesConfig {
    /// A table of the given decks with default options.
    pub fn new(decks: Vec<DeckSpec>) -> Self {
        VtesConfig {
            decks,
            max_turns: None,
            card_defs: Vec::new(),
            manual_cards: false,
            record_events: true,
        }
    }
}
