//! A finished game's reviews, one a seat reviewed, kept beside its save
//! (`tabula.review.<id>`), so that opening one again, or choosing a seat reviewed
//! before, asks the worker nothing. Its own key rather than a field of
//! [`super::Saved`]: postcard has no missing fields, so a new field would be a new save
//! format, and a save file or a link never needs the review.

use serde::{Deserialize, Serialize};
use tabula_bots::ask::Judged;

use super::{local, pack, unpack};

const PREFIX: &str = "tabula.review.";
/// Every seat's review kept, in the order reviewed.
const FORMAT: &str = "r2.";
/// One seat's review, as kept before seats could be chosen: still read.
const FORMAT_ONE: &str = "r1.";

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

/// The reviews kept in `raw`, of either format; none if damaged.
fn read(raw: &str) -> Vec<Kept> {
    unpack::<Vec<Kept>>(FORMAT, raw).or_else(|_| unpack::<Kept>(FORMAT_ONE, raw).map(|k| vec![k])).unwrap_or_default()
}

/// `kept` among `all`, in place of a review of the same seat (or of another record).
fn with(mut all: Vec<Kept>, kept: &Kept) -> Vec<Kept> {
    all.retain(|k| k.seat != kept.seat && k.actions == kept.actions);
    all.push(kept.clone());
    all
}

fn all(id: &str) -> Vec<Kept> {
    local().and_then(|st| st.get_item(&key(id)).ok().flatten()).map_or_else(Vec::new, |raw| read(&raw))
}

/// The review kept for save `id`, if there is one of `seat` in a record of `actions`
/// actions.
pub fn load(id: &str, seat: u32, actions: u32) -> Option<Vec<Judged>> {
    all(id).into_iter().find(|k| k.seat == seat && k.actions == actions).map(|k| k.judged)
}

/// Keeps a seat's whole review beside the others'. A refusal (storage full) only
/// means reviewing again later.
pub fn keep(id: &str, kept: &Kept) {
    if let (Some(st), Ok(text)) = (local(), pack(FORMAT, &with(all(id), kept))) {
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
        let raw = pack(FORMAT, &vec![kept.clone()]).unwrap();
        assert_eq!(read(&raw), vec![kept.clone()]);
        assert_eq!(read(&raw[..raw.len() - 3]), Vec::new());
        // A review kept before seats could be chosen still reads.
        assert_eq!(read(&pack(FORMAT_ONE, &kept).unwrap()), vec![kept]);
    }

    #[test]
    fn each_seat_keeps_its_own_review() {
        let of = |seat, actions| Kept { seat, actions, judged: Vec::new() };
        let all = with(with(Vec::new(), &of(0, 9)), &of(1, 9));
        assert_eq!(all, [of(0, 9), of(1, 9)]);
        // The same seat again replaces its review; a longer record's drops the old ones.
        assert_eq!(with(all.clone(), &of(0, 9)), [of(1, 9), of(0, 9)]);
        assert_eq!(with(all, &of(1, 12)), [of(1, 12)]);
    }
}
