//! The `name key=value …` text encoding shared by choices and events of every game.
//!
//! [`kv_enum!`](crate::kv_enum) declares an enum whose `Display` writes
//! `variant key=value …` and whose `FromStr` reads it back, so logs, replays, scenario
//! files, the network protocol and bots all speak the same stable text.

use std::fmt;

/// A value that can appear after `key=` in the text encoding (no spaces allowed).
pub trait KvValue: Sized {
    /// Writes the value.
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// Reads the value back.
    fn read_kv(s: &str) -> Result<Self, String>;
    /// The value of an absent key, if the key is optional (`Option` fields).
    fn missing() -> Option<Self> {
        None
    }
    /// Whether the value is left out of the text (a `None`).
    fn is_absent(&self) -> bool {
        false
    }
}

macro_rules! kv_via_display {
    ($($t:ty),*) => {$(
        impl KvValue for $t {
            fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self)
            }
            fn read_kv(s: &str) -> Result<Self, String> {
                s.parse().map_err(|_| format!("{s:?} is not a valid {}", stringify!($t)))
            }
        }
    )*};
}
kv_via_display!(u8, u16, u32, u64, i8, i16, i32, i64, usize, bool);

impl KvValue for crate::Seat {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        s.parse()
            .map_err(|e: crate::seat::ParseSeatError| e.to_string())
    }
}

impl<T: KvValue> KvValue for Option<T> {
    fn write_kv(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Some(v) => v.write_kv(f),
            None => f.write_str("-"),
        }
    }
    fn read_kv(s: &str) -> Result<Self, String> {
        if s == "-" {
            Ok(None)
        } else {
            T::read_kv(s).map(Some)
        }
    }
    fn missing() -> Option<Self> {
        Some(None)
    }
    fn is_absent(&self) -> bool {
        self.is_none()
    }
}

/// Error reading a `name key=value …` text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot read {text:?}: {reason}")]
pub struct KvParseError {
    /// The text that was read.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

/// `key=value` pairs of a text, borrowed from it.
pub type Pairs<'a> = Vec<(&'a str, &'a str)>;

/// Splits `name k=v k=v` into the name and its pairs (used by [`kv_enum!`](crate::kv_enum)).
pub fn split_kv(text: &str) -> Result<(&str, Pairs<'_>), KvParseError> {
    let mut words = text.split_whitespace();
    let name = words.next().ok_or_else(|| KvParseError {
        text: text.to_string(),
        reason: "empty text".into(),
    })?;
    let mut pairs = Vec::new();
    for w in words {
        let (k, v) = w.split_once('=').ok_or_else(|| KvParseError {
            text: text.to_string(),
            reason: format!("{w:?} is not key=value"),
        })?;
        pairs.push((k, v));
    }
    Ok((name, pairs))
}

/// Takes the value of `key` from parsed pairs (used by [`kv_enum!`](crate::kv_enum)).
pub fn take_kv<T: KvValue>(
    text: &str,
    pairs: &[(&str, &str)],
    key: &str,
) -> Result<T, KvParseError> {
    let Some(raw) = pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v) else {
        return T::missing().ok_or_else(|| KvParseError {
            text: text.to_string(),
            reason: format!("missing {key}="),
        });
    };
    T::read_kv(raw).map_err(|reason| KvParseError {
        text: text.to_string(),
        reason: format!("{key}: {reason}"),
    })
}

/// Declares an enum with the `name key=value …` text encoding.
///
/// ```
/// jyhad_table::kv_enum! {
///     /// A choice.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Demo {
///         /// Pass.
///         Pass = "pass" {},
///         /// Move.
///         Move = "move" { from: u8, to: u8 },
///     }
/// }
/// let m = Demo::Move { from: 1, to: 2 };
/// assert_eq!(m.to_string(), "move from=1 to=2");
/// assert_eq!("move from=1 to=2".parse::<Demo>().unwrap(), m);
/// ```
#[macro_export]
macro_rules! kv_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $text:literal { $($(#[$fmeta:meta])* $field:ident : $fty:ty),* $(,)? }
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant { $($(#[$fmeta])* $field: $fty),* },
            )*
        }

        impl ::std::fmt::Display for $name {
            #[allow(unused_variables)]
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                match self {
                    $(
                        $name::$variant { $($field),* } => {
                            f.write_str($text)?;
                            $(
                                if !$crate::kv::KvValue::is_absent($field) {
                                    f.write_str(concat!(" ", stringify!($field), "="))?;
                                    $crate::kv::KvValue::write_kv($field, f)?;
                                }
                            )*
                            Ok(())
                        }
                    )*
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::kv::KvParseError;
            #[allow(unused_variables)]
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let (word, pairs) = $crate::kv::split_kv(s)?;
                match word {
                    $(
                        $text => {
                            let known: &[&str] = &[$(stringify!($field)),*];
                            if let Some((k, _)) = pairs.iter().find(|(k, _)| !known.contains(k)) {
                                return Err($crate::kv::KvParseError {
                                    text: s.to_string(),
                                    reason: format!("unknown key {k:?} for {}", $text),
                                });
                            }
                            Ok($name::$variant {
                                $($field: $crate::kv::take_kv(s, &pairs, stringify!($field))?),*
                            })
                        }
                    )*
                    other => Err($crate::kv::KvParseError {
                        text: s.to_string(),
                        reason: format!("unknown word {other:?}"),
                    }),
                }
            }
        }
    };
}

/// Declares a unit-only enum written as one word (for use as a [`KvValue`]).
#[macro_export]
macro_rules! kv_words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $text:literal),* $(,)? }
    ) => {
        $(#[$meta])*
        $vis enum $name { $($(#[$vmeta])* $variant),* }
        impl $name {
            /// The stable word.
            pub fn word(self) -> &'static str {
                match self { $($name::$variant => $text),* }
            }
        }
        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.word())
            }
        }
        impl $crate::kv::KvValue for $name {
            fn write_kv(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.word())
            }
            fn read_kv(s: &str) -> Result<Self, String> {
                match s {
                    $($text => Ok($name::$variant),)*
                    _ => Err(format!("{s:?} is not one of: {}", [$($text),*].join(", "))),
                }
            }
        }
    };
}
