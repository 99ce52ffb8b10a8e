//! A finished game's review, kept beside its save (`tabula.review.<id>`), so that
//! opening it again asks the worker nothing. Its own key rather than a field of
//! [`super::Saved`]: postcard has no missing fields, so a new field would be a new save
//! format, and a save file or a link never needs the review.

use serde::{Deserialize, Serialize};
use tabula_bots::ask::Judged;

use super::{local, pack, unpack};

const PREFIX: &str = "tabula.review.";
const FORMAT: &str = "r1.";

/// The review of one seat's decisions in a game of `actions` actions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    /// The seat reviewed.
    pub seat: u32,
    /// The record's length when reviewed: a review of another record is not this one's.
    pub actions: u32,
    /// Every decision judged, in order.
    pub judged: Vec<Judged>,
}

/// The review kept for save `id`, if it is of `seat` in a record of `actions` actions.
pub fn load(id: &str, seat: u32, actions: u32) -> Option<Vec<Judged>> {
    let raw = local()?.get_item(&key(id)).ok().flatten()?;
    let kept: Kept = unpack(FORMAT, &raw).ok()?;
    (kept.seat == seat && kept.actions == actions).then_some(kept.judged)
}

/// Keeps a whole review. A refusal (storage full) only means reviewing again later.
pub fn keep(id: &str, kept: &Kept) {
    if let (Some(st), Ok(text)) = (local(), pack(FORMAT, kept)) {
        let _ = st.set_item(&key(id), &text);
    }
}

/// Forgets the review of a deleted save.
pub fn forget(id: &str) {
    if let Some(st) = local() {
        let _ = st.remove_item(&key(id));
    }
}

fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_bots::review::Verdict;

    #[test]
    fn a_review_round_trips_and_a_damaged_one_is_none() {
        let kept = Kept {
            seat: 1,
            actions: 9,
            judged: vec![Judged {
                index: 3,
                seat: 1,
                action: vec![2, 7],
                win_chance: 0.25,
                best: vec![1],
                best_win_chance: 0.5,
                verdict: Verdict::Blunder,
            }],
        };
        let raw = pack(FORMAT, &kept).unwrap();
        assert_eq!(unpack::<Kept>(FORMAT, &raw), Ok(kept));
        assert!(unpack::<Kept>(FORMAT, &raw[..raw.len() - 3]).is_err());
    }
}
