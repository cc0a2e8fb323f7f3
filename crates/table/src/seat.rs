//! Seats around the table.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A seat at the table, 0-based; shown to people as `seat1`, `seat2`…
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The 0-based index, for indexing per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Every table's seats without `write!` (option texts are hashed per decision).
        const NAMES: [&str; 9] = [
            "seat1", "seat2", "seat3", "seat4", "seat5", "seat6", "seat7", "seat8", "seat9",
        ];
        match NAMES.get(usize::from(self.0)) {
            Some(name) => f.write_str(name),
            None => write!(f, "seat{}", self.0 + 1),
        }
    }
}

/// A seat's text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a seat: {0:?} (expected seat1, seat2, …)")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let n: u8 = s
            .strip_prefix("seat")
            .and_then(|d| d.parse().ok())
            .filter(|n| (1..=32).contains(n))
            .ok_or_else(|| ParseSeatError(s.to_string()))?;
        Ok(Seat(n - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_text_round_trips() {
        for i in 0..6 {
            let s = Seat(i);
            assert_eq!(s.to_string().parse::<Seat>().unwrap(), s);
        }
        assert!("seat0".parse::<Seat>().is_err());
        assert!("bob".parse::<Seat>().is_err());
    }
}
