//! "Read the whole state" (issue 46): a button on every table, and the key S, put in
//! one polite status line what a player needs to decide: whose turn, the scores, their
//! hand or dice, the last move. Each game says its own part (its `read.rs`); all of
//! it is fetched with the replay's part on the first press, through one split point
//! for the four games. It still cost each game's first load about 4 KiB (the
//! frame's button and region, and the code a game's table now shares with the
//! replay's part, cut into a chunk of its own): docs/ARCHITECTURE.md, "How each
//! board reads".

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;

// Each game's `read.rs`, not its module: a game's module names this one.
use super::combo4x4::read as combo4x4;
use super::pow::read as pow;
use super::shape_up::read as shape_up;
use super::super_pose::read as super_pose;
use super::table::Reader;
use crate::i18n::fill;
use crate::kit::part::{drawn, Part};

/// The whole state in words, drawn once its part has arrived: the function each game
/// hands its frame (`table::Read`).
pub fn said(r: StoredValue<Reader>) -> AnyView {
    drawn(Box::pin(read_part(r)), true)
}

#[cfg(not(test))]
#[wasm_split(replay, wasm_split_path = ::leptos::wasm_split, fallible)]
fn read_part(r: StoredValue<Reader>) -> Part {
    Ok(r.try_get_value().map(words).unwrap_or_default().into_any())
}

/// In the tests' wasm, which is never cut, the part is drawn from here.
#[cfg(test)]
async fn read_part(r: StoredValue<Reader>) -> Part {
    Ok(r.try_get_value().map(words).unwrap_or_default().into_any())
}

/// The sentence said: the status line, the game's own lines, and the last action's
/// line of the log (the move a reader most likely missed), each a sentence.
fn words(r: Reader) -> String {
    let (status, own, history, lang) = match r {
        Reader::SuperPose(s) => (s.status, super_pose::own(s), s.play.history, s.play.lang),
        Reader::ShapeUp(p, s) => (s, shape_up::own(p), p.history, p.lang),
        Reader::Combo4x4(p, s) => (s, combo4x4::own(p), p.history, p.lang),
        Reader::Pow(p, s) => (s, pow::own(p), p.history, p.lang),
    };
    // The last action's line, not the log's last: a round's end has a line of its own.
    let last =
        history.with_untracked(|h| h.movers.len().checked_sub(1).and_then(|i| h.line_of(i)).map(|l| l.line.clone()));
    let last = last.map(|l| fill(lang.get_untracked().t().read_last, &[&l]));
    let said: Vec<String> = std::iter::once(status.get_untracked())
        .chain(own)
        .chain(last)
        .map(|s| s.trim_end_matches(['.', ' ']).to_string())
        .filter(|s| !s.is_empty())
        .collect();
    format!("{}.", said.join(". "))
}
