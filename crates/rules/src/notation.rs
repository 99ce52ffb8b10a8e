//! What the games' notations share: the error, and readers for the pieces every
//! notation is made of. Each game writes its own actions (`Display` and `FromStr` on
//! its `Action`); `docs/RECORDS.md` documents them all.

use std::str::FromStr;

/// Text that is not an action in the game's notation. It says nothing about
/// legality: a well-formed action can still be refused by [`crate::Game::apply`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not an action: {reason}")]
pub struct NotationError {
    /// The text that was read.
    pub text: String,
    /// What was expected.
    pub reason: String,
}

impl NotationError {
    /// The error for `text`.
    pub fn new(text: &str, reason: impl Into<String>) -> NotationError {
        NotationError { text: text.to_string(), reason: reason.into() }
    }
}

/// Reads a number, with the whole text in the error.
pub(crate) fn number<T: FromStr>(text: &str, part: &str, what: &str) -> Result<T, NotationError> {
    part.parse().map_err(|_| NotationError::new(text, format!("expected {what}, found '{part}'")))
}

/// Reads `x,y` (signed whole numbers).
pub(crate) fn pair<T: FromStr>(text: &str, part: &str) -> Result<(T, T), NotationError> {
    let (x, y) =
        part.split_once(',').ok_or_else(|| NotationError::new(text, format!("expected a cell x,y, found '{part}'")))?;
    Ok((number(text, x, "a column number")?, number(text, y, "a row number")?))
}

/// Finds `word` (any case) among `names`, giving its index.
pub(crate) fn named(text: &str, word: &str, names: &[&str], what: &str) -> Result<usize, NotationError> {
    names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(word))
        .ok_or_else(|| NotationError::new(text, format!("expected {what} ({}), found '{word}'", names.join(", "))))
}
