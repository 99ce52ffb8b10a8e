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
use tabula_rules::combo4x4::Combo4x4;
use tabula_rules::pow::Pow;
use tabula_rules::shape_up::ShapeUp;

use super::table::Play;
use super::{combo4x4, pow, shape_up, super_pose};
use crate::i18n::fill;
use crate::kit::part::{drawn, Part};

/// What a table's whole state is read from: its game, its midend and its status line.
#[derive(Clone, Copy)]
pub enum Reader {
    SuperPose(super_pose::read::Said),
    ShapeUp(Play<ShapeUp>, Signal<String>),
    Combo4x4(Play<Combo4x4>, Signal<String>),
    Pow(Play<Pow>, Signal<String>),
}

/// The whole state in words, drawn once its part has arrived. The reader is stored,
/// not carried in the frame: a frame holding it by value is copied field by field at
/// each move (0.5 KiB more on SUPER-POSE's first game).
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
        Reader::SuperPose(s) => (s.status, super_pose::read::own(s), s.play.history, s.play.lang),
        Reader::ShapeUp(p, s) => (s, shape_up::read::own(p), p.history, p.lang),
        Reader::Combo4x4(p, s) => (s, combo4x4::read::own(p), p.history, p.lang),
        Reader::Pow(p, s) => (s, pow::read::own(p), p.history, p.lang),
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
