//! Card instances in one game's arena, written `#12` in every game's text encoding.

use crate::kv::KvValue;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A card instance in one game (index into the game's card arena), written `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    /// Index into the card arena.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Digits by hand: every option's text (logs, hashes of choice logs) writes ids,
        // and `write!` costs several times more.
        let mut buf = [0u8; 6];
        let mut i = buf.len();
        let mut n = self.0;
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        i -= 1;
        buf[i] = b'#';
        // Only ASCII was written.
        f.write_str(std::str::from_utf8(&buf[i..]).unwrap_or_default())
    }
}

impl KvValue for CardId {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        s.strip_prefix('#')
            .and_then(|d| d.parse().ok())
            .map(CardId)
            .ok_or_else(|| format!("{s:?} is not a card id like #12"))
    }
}
