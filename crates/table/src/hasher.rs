//! A streaming FNV-1a 64 hasher for choice logs, fed through `fmt::Write`.
//!
//! The simulator hashes every decision of millions of games; writing each choice's
//! `Display` form straight into the hasher avoids allocating a `String` per choice.
//! The bytes fed per choice (seat byte, text, `\n`) are those of [`hash_choices`], so
//! both give the same hash for the same log.
//!
//! [`hash_choices`]: crate::hash_choices

use crate::Seat;
use std::fmt;

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a 64 over seats and choice texts; stable on every machine and thread count.
///
/// ```
/// use std::fmt::Write;
/// use jyhad_table::{hash_choices, ChoiceHasher, Seat};
/// let mut h = ChoiceHasher::new();
/// h.write_seat(Seat(2));
/// write!(h, "bleed minion=#{} target={}", 12, Seat(3)).unwrap();
/// h.end_choice();
/// assert_eq!(h.finish(), hash_choices([(Seat(2), "bleed minion=#12 target=seat4")]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChoiceHasher {
    state: u64,
}

impl Default for ChoiceHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl ChoiceHasher {
    /// A hasher in the FNV-1a initial state.
    pub const fn new() -> Self {
        ChoiceHasher { state: OFFSET }
    }

    /// Feeds raw bytes.
    #[inline]
    pub fn write_bytes(&mut self, bytes: &[u8]) {
        let mut h = self.state;
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(PRIME);
        }
        self.state = h;
    }

    /// Feeds the deciding seat (one byte, its 0-based index), before the choice text.
    #[inline]
    pub fn write_seat(&mut self, seat: Seat) {
        self.write_bytes(&[seat.0]);
    }

    /// Ends one choice (a `\n`), so `ab`+`c` and `a`+`bc` hash differently.
    #[inline]
    pub fn end_choice(&mut self) {
        self.write_bytes(b"\n");
    }

    /// Feeds one whole choice: seat, text, end (same bytes as [`crate::hash_choices`]).
    #[inline]
    pub fn write_choice(&mut self, seat: Seat, choice: &impl fmt::Display) {
        self.write_seat(seat);
        // Writing into the hasher cannot fail; only a broken Display impl could.
        let _ = fmt::Write::write_fmt(self, format_args!("{choice}"));
        self.end_choice();
    }

    /// [`ChoiceHasher::write_choice`] for a choice with the text encoding, written
    /// without `fmt` (the same bytes, several times cheaper per decision).
    #[inline]
    pub fn write_choice_text(&mut self, seat: Seat, choice: &impl crate::kv::KvText) {
        self.write_seat(seat);
        choice.put_text(self);
        self.end_choice();
    }

    /// Feeds a 64-bit value as 8 little-endian bytes (e.g. to fold per-game hashes).
    #[inline]
    pub fn write_u64(&mut self, v: u64) {
        self.write_bytes(&v.to_le_bytes());
    }

    /// The hash of everything fed so far (the hasher can keep being fed).
    #[inline]
    pub fn finish(&self) -> u64 {
        self.state
    }
}

impl crate::kv::KvSink for ChoiceHasher {
    #[inline]
    fn put(&mut self, s: &str) {
        self.write_bytes(s.as_bytes());
    }
}

impl fmt::Write for ChoiceHasher {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.write_bytes(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash_choices;

    #[test]
    fn matches_hash_choices() {
        let log = [
            (Seat(0), "pass"),
            (Seat(3), "bleed minion=#12 target=seat1"),
        ];
        let mut h = ChoiceHasher::new();
        for (seat, text) in log {
            h.write_choice(seat, &text);
        }
        assert_eq!(h.finish(), hash_choices(log));
        assert_eq!(ChoiceHasher::new().finish(), hash_choices([]));
    }

    #[test]
    fn choice_boundaries_matter() {
        let a = hash_choices([(Seat(0), "ab"), (Seat(0), "c")]);
        let b = hash_choices([(Seat(0), "a"), (Seat(0), "bc")]);
        assert_ne!(a, b);
    }
}
