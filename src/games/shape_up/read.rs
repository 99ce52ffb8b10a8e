//! Shape Up!'s whole state in words, for "Read the whole state" (`table/read.rs`):
//! the scores, the reader's hand and victory card (with what it scores now), and the
//! layout by place, row by row, as the board names it. Fetched with the replay's part.

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;
use tabula_rules::shape_up::{lines as scoring, total, ShapeUp, View};
use tabula_rules::Game;

use super::board::col_row;
use super::card::card_name;
use crate::games::table::{Later, Play};
use crate::i18n::{fill, points, Lang};
use crate::kit::part::NotLoaded;

/// What the button runs: none while the game is watched.
pub fn read(play: Play<ShapeUp>, status: Signal<String>) -> Option<Callback<(), Later>> {
    play.watch.is_none().then(|| Callback::new(move |()| Box::pin(read_part(play, status)) as Later))
}

#[cfg(not(test))]
#[wasm_split(replay, wasm_split_path = ::leptos::wasm_split, fallible)]
fn read_part(play: Play<ShapeUp>, status: Signal<String>) -> Result<String, NotLoaded> {
    Ok(whole(play, status))
}

#[cfg(test)]
async fn read_part(play: Play<ShapeUp>, status: Signal<String>) -> Result<String, NotLoaded> {
    Ok(whole(play, status))
}

fn whole(play: Play<ShapeUp>, status: Signal<String>) -> String {
    let lang = play.lang.get_untracked();
    // Only what the reader's eyes may see: their own hand and victory card.
    let eyes = play.viewer.get_untracked().filter(|_| !play.facts.with_untracked(|f| f.deal_wait));
    let own = play.table.with_untracked(|tb| play.names.with_value(|n| lines(&tb.game.state().view(eyes), n, lang)));
    play.whole(&status.get_untracked(), own)
}

/// The lines after the status.
pub fn lines(v: &View, names: &[String], lang: Lang) -> Vec<String> {
    let t = lang.t();
    let scores: Vec<String> = names.iter().zip(&v.totals).map(|(n, &p)| format!("{n} {}", points(t, p))).collect();
    let mut out = vec![format!("{}: {}", t.scores, scores.join(", "))];
    if !v.over && v.seat.is_some() {
        let hand: Vec<String> = v.hand.iter().map(|&c| card_name(t, c)).collect();
        out.push(format!("{}: {}", t.hand, if hand.is_empty() { "—".to_string() } else { hand.join(", ") }));
        if let (Some(c), false) = (v.victory, v.advanced) {
            let now = fill(t.su_preview, &[&points(t, total(&scoring(&v.layout, c)))]);
            out.push(format!("{}: {}. {now}", t.su_victory, card_name(t, c)));
        }
    }
    let mut laid = v.layout.clone();
    laid.sort_by_key(|(c, _)| (c.y, c.x));
    let laid: Vec<String> = laid
        .iter()
        .map(|&(cell, card)| {
            let (c, r) = col_row(cell);
            fill(t.su_cell, &[&card_name(t, card), &c, &r])
        })
        .collect();
    out.push(format!("{}: {}", t.su_layout, laid.join(", ")));
    out
}
