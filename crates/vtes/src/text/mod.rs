//! VTES texts for people: events and options in words, in English, French and Italian.

pub mod events;
pub mod prompts;
