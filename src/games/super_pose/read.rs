//! SUPER-POSE's whole state in words, for "Read the whole state" (`games/read.rs`):
//! the scores, the reader's hand card by card, and the card being placed (where, and
//! what the board's line says of it). Its code is in the replay's part
//! (`games/read.rs`).

use leptos::prelude::*;
use tabula_rules::super_pose::View;

use super::ear::cell;
use super::words::{self, sp};
use crate::games::table::SuperPoseRead;
use crate::i18n::{fill, points, Lang};

/// The game's own lines of the whole state (`games/read.rs` adds the status and the
/// last move).
pub fn own(s: SuperPoseRead) -> Vec<String> {
    let lang = s.play.lang.get_untracked();
    let mut own = s.view.with_untracked(|v| s.play.names.with_value(|n| lines(v, n, lang)));
    if let Some(p) = s.placement.get_untracked() {
        let place = s.view.with_untracked(|v| v.hand.iter().position(|c| *c == p.card)).unwrap_or(0);
        let card = fill(sp(lang).card_n, &[&(place + 1).to_string()]);
        own.push(format!("{card}, {}", fill(lang.t().labelled, &[&cell(sp(lang), p.at), &s.ghost.get_untracked()])));
    }
    own
}

/// The lines after the status: each seat's score, then the reader's hand.
pub fn lines(v: &View, names: &[String], lang: Lang) -> Vec<String> {
    let (t, w) = (lang.t(), sp(lang));
    let scores: Vec<String> = names
        .iter()
        .zip(&v.packs)
        .zip(&v.scores)
        .map(|((n, &a), &p)| format!("{n} ({}) {}", words::animal(w, a), points(t, p)))
        .collect();
    let mut out = vec![fill(t.labelled, &[t.scores, &scores.join(", ")])];
    for (i, c) in v.hand.iter().enumerate() {
        let icons: Vec<String> =
            c.face(false).map(|f| f.iter().map(|x| words::icon(w, *x)).collect()).unwrap_or_default();
        out.push(fill(t.labelled, &[&fill(w.card_n, &[&(i + 1).to_string()]), &icons.join(", ")]));
    }
    out
}
