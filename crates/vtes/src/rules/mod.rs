//! The rules of play, one module per part of the game (rulebook p. 15–37): setup, the turn
//! and its phases, actions and blocks, combat, politics, and the card movements they share.

pub(crate) mod action;
pub(crate) mod combat;
pub(crate) mod copies;
pub(crate) mod helpers;
pub(crate) mod manual;
pub(crate) mod masks;
pub mod politics;
pub mod setup;
pub(crate) mod turn;
