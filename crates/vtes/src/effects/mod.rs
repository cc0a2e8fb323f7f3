//! The engine side of the effect vocabulary ([`crate::defs`]): one module per effect family,
//! each hooked into the windows of [`crate::rules`].

pub(crate) mod abilities;
pub(crate) mod action_cards;
pub(crate) mod activated;
pub(crate) mod as_played;
pub mod combat;
pub mod in_play;
pub(crate) mod lasting;
pub(crate) mod modifiers;
pub(crate) mod out_of_turn;
pub mod reactions;
pub(crate) mod referendums;
pub(crate) mod select;
