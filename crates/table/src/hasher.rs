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

impl fmt::Write for ChoiceHasher {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.write_bytes(s.as_bytes());
        Ok(())
    }
}

/// A hash of values through their [`Hash`](std::hash::Hash): one multiply per integer
/// written, so the simulator fingerprints millions of choices for a few cycles each (the
/// text of each choice through [`ChoiceHasher`] took about 7% of a random game's time).
///
/// Integers are taken at their value, whatever their width (`usize` and `isize` as 64
/// bits), so the hash is the same on every machine and thread count.
///
/// ```
/// use std::hash::{Hash, Hasher};
/// use jyhad_table::{Seat, ValueHasher};
/// let (mut a, mut b) = (ValueHasher::new(), ValueHasher::new());
/// (Seat(1), 12u16).hash(&mut a);
/// (Seat(1), 13u16).hash(&mut b);
/// assert_ne!(a.finish(), b.finish());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueHasher {
    state: u64,
}

impl Default for ValueHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl ValueHasher {
    /// A hasher in its initial state.
    pub const fn new() -> Self {
        ValueHasher { state: OFFSET }
    }

    /// The hash of one value, alone.
    pub fn hash_of<T: std::hash::Hash + ?Sized>(v: &T) -> u64 {
        let mut h = ValueHasher::new();
        v.hash(&mut h);
        std::hash::Hasher::finish(&h)
    }

    /// One integer into the state: the odd multiply is a bijection of the state and
    /// spreads bits up; the shift brings them down.
    #[inline]
    fn add(&mut self, v: u64) {
        let h = (self.state ^ v).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.state = h ^ (h >> 29);
    }
}

impl std::hash::Hasher for ValueHasher {
    /// Bytes (strings, slices): eight at a time, then their length.
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            let mut b = [0u8; 8];
            b.copy_from_slice(w);
            self.add(u64::from_le_bytes(b));
        }
        let mut b = [0u8; 8];
        b[..words.remainder().len()].copy_from_slice(words.remainder());
        self.add(u64::from_le_bytes(b));
        self.add(bytes.len() as u64);
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n.into());
    }
    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(n.into());
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n.into());
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn write_i8(&mut self, n: i8) {
        self.add(i64::from(n) as u64);
    }
    #[inline]
    fn write_i16(&mut self, n: i16) {
        self.add(i64::from(n) as u64);
    }
    #[inline]
    fn write_i32(&mut self, n: i32) {
        self.add(i64::from(n) as u64);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }
    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.add(n as i64 as u64);
    }
    /// The state through SplitMix64's finalizer, so every bit written reaches every bit.
    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.state;
        h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^ (h >> 31)
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
    fn values_hash_by_value_and_order() {
        // The same value at any width, and on any machine (`usize` as 64 bits).
        assert_eq!(ValueHasher::hash_of(&7u8), ValueHasher::hash_of(&7u64));
        assert_eq!(ValueHasher::hash_of(&7usize), ValueHasher::hash_of(&7u64));
        assert_eq!(ValueHasher::hash_of(&-1isize), ValueHasher::hash_of(&-1i64));
        // Every field counts, and so does their order.
        assert_ne!(
            ValueHasher::hash_of(&(1u8, 2u8)),
            ValueHasher::hash_of(&(2u8, 1u8))
        );
        assert_ne!(
            ValueHasher::hash_of(&(1u8, 2u8)),
            ValueHasher::hash_of(&(1u8, 3u8))
        );
        assert_ne!(
            ValueHasher::hash_of(&Some(0u16)),
            ValueHasher::hash_of(&None::<u16>)
        );
        // Bytes with their length: a zero-padded tail is not the same input.
        assert_ne!(
            ValueHasher::hash_of(&[1u8][..]),
            ValueHasher::hash_of(&[1u8, 0][..])
        );
        assert_ne!(ValueHasher::hash_of(&"ab"), ValueHasher::hash_of(&"ab\0"));
        // No collision among many small tuples (what choices are made of).
        let mut seen = std::collections::HashSet::new();
        for a in 0..40u16 {
            for b in 0..40u8 {
                for c in [None, Some(0u8), Some(1)] {
                    assert!(
                        seen.insert(ValueHasher::hash_of(&(a, b, c))),
                        "{a} {b} {c:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn choice_boundaries_matter() {
        let a = hash_choices([(Seat(0), "ab"), (Seat(0), "c")]);
        let b = hash_choices([(Seat(0), "a"), (Seat(0), "bc")]);
        assert_ne!(a, b);
    }
}
