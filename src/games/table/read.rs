//! "Read the whole state" (issue 46): a button and the key S put, in one polite live
//! line, what a player needs to decide: whose turn, the scores, their hand or dice,
//! the last move. Each game says its own part (its `read.rs`); the code that says it
//! is fetched with the replay's part on the first press, since the always-present
//! button must not grow any game's first load (SUPER-POSE's is at its budget).

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

use super::core::Core;
use crate::i18n::fill;
use crate::kit::part::NotLoaded;

/// The whole state in words, once its part has arrived.
pub type Later = Pin<Box<dyn Future<Output = Result<String, NotLoaded>>>>;

impl Core {
    /// The sentence said: the status line, the game's own lines, and the last line of
    /// the log (the move a reader most likely missed), each a sentence.
    pub fn whole(self, status: &str, own: Vec<String>) -> String {
        let last = self.history.with_untracked(|h| h.lines.last().map(|l| l.line.clone()));
        let last = last.map(|l| fill(self.lang.get_untracked().t().read_last, &[&l]));
        let said: Vec<String> = std::iter::once(status.to_string())
            .chain(own)
            .chain(last)
            .map(|s| s.trim_end_matches(['.', ' ']).to_string())
            .filter(|s| !s.is_empty())
            .collect();
        format!("{}.", said.join(". "))
    }
}
