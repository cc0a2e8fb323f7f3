//! The WebSocket protocol's client messages, limits and text hygiene (`docs/protocol.md`).

use jyhad_table::Lang;
use serde::Deserialize;

/// The protocol version; a `hello` with another version is refused.
pub const VERSION: u32 = 1;
/// Largest client message accepted, in bytes.
pub const MAX_MESSAGE_BYTES: usize = 4096;
/// Longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 500;
/// Longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A message from a client. Unknown fields are refused.
#[derive(Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMsg {
    /// First message of a connection: a seat token (none: spectator), the language, and
    /// the last event number the client saw (to resume).
    Hello {
        /// Must be [`VERSION`].
        version: u32,
        /// The seat token from `join` (absent: watch as a spectator).
        #[serde(default)]
        token: Option<String>,
        /// Language of the texts (`en`, `fr`, `it`).
        #[serde(default)]
        lang: Option<Lang>,
        /// Last event number seen (absent: 0, send everything kept).
        #[serde(default)]
        last_event: Option<u64>,
        /// A spectator's display name, needed to chat (a seat chats under its own name).
        #[serde(default)]
        name: Option<String>,
    },
    /// An answer to the pending decision.
    Choose {
        /// Message number, strictly increasing per seat (replays are refused).
        id: u64,
        /// The number of choices the client saw when deciding (`at` of the decision).
        at: usize,
        /// The option's text encoding.
        option: String,
    },
    /// A chat line.
    Chat {
        /// Message number, strictly increasing per seat.
        id: u64,
        /// The text (plain; the server escapes it).
        text: String,
    },
    /// Keep-alive; answered by `pong`.
    Ping {
        /// Echoed back.
        id: u64,
    },
}

/// Reads a client message; the error says what is wrong.
pub fn parse(text: &str) -> Result<ClientMsg, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "message of {} bytes; the limit is {MAX_MESSAGE_BYTES}",
            text.len()
        ));
    }
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// Characters that change how text around them reads without showing themselves:
/// bidirectional overrides and isolates (a name that reverses the line after it), marks,
/// zero-width characters, and other invisible fillers (a name that looks like another).
pub fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}'
        | '\u{17B5}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}')
}

/// Escapes text for HTML (`& < > " '`), so that chat and names never become markup;
/// control and [`invisible`] characters are dropped.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            c if invisible(c) => {}
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A display name: [`invisible`] characters removed, trimmed, 1 to [`MAX_NAME_CHARS`]
/// characters, no control characters.
pub fn clean_name(name: &str) -> Result<String, String> {
    let visible: String = name.chars().filter(|c| !invisible(*c)).collect();
    let n = visible.trim();
    if n.is_empty() {
        return Err("a display name is needed".into());
    }
    if n.chars().count() > MAX_NAME_CHARS {
        return Err(format!(
            "a display name has at most {MAX_NAME_CHARS} characters"
        ));
    }
    if n.chars().any(char::is_control) {
        return Err("a display name has no control characters".into());
    }
    Ok(n.to_string())
}

/// A rate limit of one connection: governor's GCRA limiter (a token bucket without a
/// timer), shared by nothing else.
pub type ConnLimiter = governor::DefaultDirectRateLimiter;

/// Rate limits per client address (one GCRA state per address).
pub type AddrLimiter = governor::DefaultKeyedRateLimiter<std::net::IpAddr>;

/// The quota of `rate` messages per second on average with bursts up to `burst` (at least
/// one); a rate of 0 never refills (a burst and then nothing).
pub fn quota(rate: f64, burst: f64) -> governor::Quota {
    // About 136 years per cell: never, without overflowing governor's nanoseconds.
    let never = std::time::Duration::from_secs(u64::from(u32::MAX));
    let period = if rate > 0.0 && rate.is_finite() {
        std::time::Duration::from_secs_f64(1.0 / rate).min(never)
    } else {
        never
    };
    let burst = std::num::NonZeroU32::new(burst.clamp(1.0, f64::from(u32::MAX)) as u32)
        .unwrap_or(std::num::NonZeroU32::MIN);
    governor::Quota::with_period(period.max(std::time::Duration::from_nanos(1)))
        .expect("a period of at least 1 ns")
        .allow_burst(burst)
}

/// A limiter for one connection: `rate` per second, bursts up to `burst`.
pub fn conn_limiter(rate: f64, burst: f64) -> ConnLimiter {
    governor::RateLimiter::direct(quota(rate, burst))
}

/// A limiter per client address: `rate` per second each, bursts up to `burst`.
pub fn addr_limiter(rate: f64, burst: f64) -> AddrLimiter {
    governor::RateLimiter::keyed(quota(rate, burst))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_parse_strictly() {
        assert_eq!(
            parse(r#"{"type":"choose","id":3,"at":7,"option":"pass"}"#),
            Ok(ClientMsg::Choose {
                id: 3,
                at: 7,
                option: "pass".into()
            })
        );
        assert!(parse(r#"{"type":"hello","version":1,"lang":"fr"}"#).is_ok());
        let e = parse(r#"{"type":"ping","id":1,"evil":true}"#).unwrap_err();
        assert!(e.contains("unknown field"), "{e}");
        assert!(parse(r#"{"type":"shout"}"#).is_err());
        assert!(parse("{").is_err());
        assert!(parse(&"x".repeat(MAX_MESSAGE_BYTES + 1))
            .unwrap_err()
            .contains("limit"));
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("<b>\"hi\" & 'yo'</b>\u{7}"),
            "&lt;b&gt;&quot;hi&quot; &amp; &#39;yo&#39;&lt;/b&gt;"
        );
        assert!(clean_name("  ").is_err());
        assert_eq!(clean_name(" Anna ").unwrap(), "Anna");
    }

    /// Names and chat once kept bidirectional overrides and zero-width characters: a name
    /// could reverse the text after it or pass for another player's.
    #[test]
    fn bidi_and_invisible_characters_are_removed() {
        assert_eq!(clean_name("An\u{200B}na\u{202E}").unwrap(), "Anna");
        assert_eq!(clean_name(" \u{2066}Bob\u{2069} ").unwrap(), "Bob");
        assert!(clean_name("\u{200B}\u{FEFF}\u{2060}").is_err());
        assert_eq!(escape("gg\u{202E}olleh\u{200D}\u{E0041}"), "ggolleh");
        // Visible characters of every script stay.
        assert_eq!(escape("Ängel Ünal 名前 😀"), "Ängel Ünal 名前 😀");
    }

    #[test]
    fn limiter_allows_the_burst_then_refuses() {
        let b = conn_limiter(0.0, 3.0);
        assert!(b.check().is_ok() && b.check().is_ok() && b.check().is_ok());
        assert!(b.check().is_err());
    }

    /// Each address has its own allowance; a refill follows the rate.
    #[test]
    fn addresses_are_limited_apart_and_refill_at_the_rate() {
        let l = addr_limiter(50.0, 2.0);
        let (a, b): (std::net::IpAddr, std::net::IpAddr) =
            ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        assert!(l.check_key(&a).is_ok() && l.check_key(&a).is_ok());
        assert!(l.check_key(&a).is_err());
        assert!(l.check_key(&b).is_ok());
        // 50 per second: one more after 20 ms.
        std::thread::sleep(std::time::Duration::from_millis(40));
        assert!(l.check_key(&a).is_ok());
    }
}
