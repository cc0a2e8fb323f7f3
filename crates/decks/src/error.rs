//! What is wrong with a deck list, with the place it is wrong.

use std::fmt;

/// One thing wrong with a deck list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckProblem {
    /// 1-based line number in the text; 0 when no line applies (JSON
    /// formats name the deck and card in the message instead).
    pub line: usize,
    /// What is wrong, e.g. `unknown card "Govrn" (did you mean "Govern the Unaligned"?)`.
    pub message: String,
}

impl fmt::Display for DeckProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

/// A deck list could not be read; every problem found is reported, not just
/// the first (up to [`MAX_PROBLEMS`], then a last line says how many more).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckError {
    /// Problems in line order.
    pub problems: Vec<DeckProblem>,
}

impl DeckError {
    /// An error with a single problem.
    pub fn single(line: usize, message: impl Into<String>) -> DeckError {
        DeckError {
            problems: vec![DeckProblem {
                line,
                message: message.into(),
            }],
        }
    }
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for DeckError {}

/// At most this many problems are listed; a paste of garbage gets the first
/// ones and a count of the rest, not megabytes of messages.
pub const MAX_PROBLEMS: usize = 50;

/// Unknown names get "did you mean" suggestions up to this many times per
/// list by default (see `ReadOptions::suggestions`): each suggestion search
/// scans the whole card list.
pub const MAX_SUGGESTIONS: usize = 25;

/// Collects problems while reading.
#[derive(Debug)]
pub(crate) struct Problems {
    list: Vec<DeckProblem>,
    suggestions_left: usize,
}

impl Default for Problems {
    fn default() -> Self {
        Problems::with_suggestions(MAX_SUGGESTIONS)
    }
}

impl Problems {
    /// Collects problems, searching suggestions for at most `n` unknown names.
    pub(crate) fn with_suggestions(n: usize) -> Problems {
        Problems {
            list: Vec::new(),
            suggestions_left: n,
        }
    }

    pub(crate) fn push(&mut self, line: usize, message: impl Into<String>) {
        self.list.push(DeckProblem {
            line,
            message: message.into(),
        });
    }

    /// True while suggestions may still be searched for (counts this use).
    pub(crate) fn may_suggest(&mut self) -> bool {
        let ok = self.suggestions_left > 0;
        self.suggestions_left = self.suggestions_left.saturating_sub(1);
        ok
    }

    /// The error, problems sorted by line (stable), capped at [`MAX_PROBLEMS`].
    pub(crate) fn into_error(mut self) -> Option<DeckError> {
        if self.list.is_empty() {
            return None;
        }
        self.list.sort_by_key(|p| p.line);
        let more = self.list.len().saturating_sub(MAX_PROBLEMS);
        if more > 0 {
            self.list.truncate(MAX_PROBLEMS);
            self.list.push(DeckProblem {
                line: 0,
                message: format!("… and {more} more problems"),
            });
        }
        Some(DeckError {
            problems: self.list,
        })
    }
}
