//! How many hints a game was given (issue 25), kept beside its save
//! (`tabula.hints.<id>`, a decimal count). Its own key rather than a field of
//! [`super::Saved`]: postcard reads no missing field, so a field would be a new save
//! format, as for the review (`review.rs`). Kept when the save is deleted: a best
//! score outlives its save, and keeps its mark.

use super::local;

const PREFIX: &str = "tabula.hints.";

/// The hints given in save `id`'s game (0: none, or unreadable).
pub fn used(id: &str) -> u32 {
    local().and_then(|st| st.get_item(&key(id)).ok().flatten()).and_then(|raw| raw.parse().ok()).unwrap_or(0)
}

/// Counts one more hint for save `id`; returns the count. A refusal (storage full)
/// still counts the hint for this page.
pub fn add(id: &str) -> u32 {
    let n = used(id).saturating_add(1);
    if let Some(st) = local() {
        let _ = st.set_item(&key(id), &n.to_string());
    }
    n
}

fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}
