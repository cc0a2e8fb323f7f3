//! Identifiers of card instances in a game: the shared `#12` card id.

pub use jyhad_table::CardId;
