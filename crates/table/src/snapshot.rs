//! The text of a [`crate::Game::snapshot`]: the whole state in JSON, tagged with the
//! engine's rules version, so a server never resumes a game from a state whose meaning
//! changed with an upgrade (it replays the log instead).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

#[derive(Serialize)]
struct Tagged<'a, T> {
    rules: u32,
    state: &'a T,
}

#[derive(Deserialize)]
struct Owned<T> {
    rules: u32,
    state: T,
}

/// `state` as snapshot text under the engine's rules version.
pub fn write<T: Serialize>(rules: u32, state: &T) -> Option<String> {
    serde_json::to_string(&Tagged { rules, state }).ok()
}

/// The state of a snapshot written under `rules`; an error names what is wrong (unreadable
/// text, or another rules version).
pub fn read<T: DeserializeOwned>(rules: u32, text: &str) -> Result<T, String> {
    // The version is read first, so an old state that no longer parses is reported as old.
    #[derive(Deserialize)]
    struct Version {
        rules: u32,
    }
    let v: Version = serde_json::from_str(text).map_err(|e| format!("unreadable snapshot: {e}"))?;
    if v.rules != rules {
        return Err(format!(
            "snapshot of rules version {}, this engine plays version {rules}",
            v.rules
        ));
    }
    let o: Owned<T> =
        serde_json::from_str(text).map_err(|e| format!("unreadable snapshot: {e}"))?;
    debug_assert_eq!(o.rules, rules);
    Ok(o.state)
}

#[cfg(test)]
mod tests {
    use super::{read, write};

    #[test]
    fn a_snapshot_reads_back_under_its_version_only() {
        let text = write(3, &vec![1u8, 2]).unwrap();
        assert_eq!(read::<Vec<u8>>(3, &text).unwrap(), vec![1, 2]);
        let err = read::<Vec<u8>>(4, &text).unwrap_err();
        assert!(
            err.contains("rules version 3") && err.contains("version 4"),
            "{err}"
        );
        let err = read::<Vec<u8>>(3, &text[..text.len() - 2]).unwrap_err();
        assert!(err.contains("unreadable snapshot"), "{err}");
        // A bare state (no version) is refused, not misread.
        assert!(read::<Vec<u8>>(3, "[1,2]").is_err());
    }
}
