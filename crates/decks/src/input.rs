//! From the bytes a user uploads to text: size limit, binary data refused,
//! UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252.

use std::borrow::Cow;

use crate::DeckError;

/// The largest deck list read by default (2 MiB): a real list is a few
/// kilobytes, even with a long description.
pub const MAX_DECK_BYTES: usize = 2 << 20;

/// Decodes `bytes` as deck list text, refusing input over `max_bytes` and binary data.
pub fn decode_text(bytes: &[u8], max_bytes: usize) -> Result<Cow<'_, str>, DeckError> {
    if bytes.len() > max_bytes {
        return Err(too_large(bytes.len(), max_bytes));
    }
    let text: Cow<'_, str> = if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        utf8_or_cp1252(rest)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        Cow::Owned(utf16(rest, u16::from_le_bytes)?)
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        Cow::Owned(utf16(rest, u16::from_be_bytes)?)
    } else {
        if let Some(at) = bytes.iter().position(|&b| b == 0) {
            return Err(binary(at));
        }
        utf8_or_cp1252(bytes)
    };
    // Text has few control characters; random bytes have many.
    let mut controls = 0usize;
    for (at, c) in text.char_indices() {
        let allowed = matches!(c, '\t' | '\n' | '\r' | '\u{0c}' | '\u{1a}');
        if c.is_control() && !allowed {
            controls += 1;
            if controls > 8.max(text.len() / 200) {
                return Err(binary(at));
            }
        }
    }
    Ok(text)
}

pub(crate) fn too_large(len: usize, max_bytes: usize) -> DeckError {
    DeckError::single(
        0,
        format!(
            "the input is {}, too large for a deck list (at most {})",
            size(len),
            size(max_bytes)
        ),
    )
}

fn binary(at: usize) -> DeckError {
    DeckError::single(
        0,
        format!("this looks like binary data, not a deck list (control byte at offset {at})"),
    )
}

fn size(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{:.1} MB", n as f64 / f64::from(1u32 << 20))
    } else if n >= 1 << 10 {
        format!("{:.1} kB", n as f64 / 1024.0)
    } else {
        format!("{n} bytes")
    }
}

fn utf8_or_cp1252(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| cp1252(b)).collect()),
    }
}

fn utf16(bytes: &[u8], word: fn([u8; 2]) -> u16) -> Result<String, DeckError> {
    let units = bytes.chunks_exact(2).map(|p| word([p[0], p[1]]));
    char::decode_utf16(units)
        .enumerate()
        .map(|(i, c)| c.map_err(|_| binary(2 + 2 * i)))
        .collect()
}

/// Windows-1252, the code page old deck builders saved in.
fn cp1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9f => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings() {
        assert_eq!(decode_text(b"\xEF\xBB\xBF1 Sully", 100).unwrap(), "1 Sully");
        assert_eq!(decode_text(b"1 Caf\xe9", 100).unwrap(), "1 Café");
        assert_eq!(decode_text(b"\x93x\x94", 100).unwrap(), "“x”");
        let le: Vec<u8> = [0xFF, 0xFE, b'1', 0, b' ', 0, b'X', 0].to_vec();
        assert_eq!(decode_text(&le, 100).unwrap(), "1 X");
        let be: Vec<u8> = [0xFE, 0xFF, 0, b'1'].to_vec();
        assert_eq!(decode_text(&be, 100).unwrap(), "1");
    }

    #[test]
    fn refusals() {
        let e = decode_text(&[b'a'; 200], 100).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
        let e = decode_text(b"PK\x03\x04\x00\x00", 100).unwrap_err();
        assert!(e.to_string().contains("binary"), "{e}");
        let garbage: Vec<u8> = (0..2000u32).map(|i| (i * 7 % 31 + 1) as u8).collect();
        assert!(decode_text(&garbage, 1 << 20).is_err());
        assert_eq!(size(50 << 20), "50.0 MB");
    }
}
