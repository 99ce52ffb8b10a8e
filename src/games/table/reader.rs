//! What "Read the whole state" reads a table from (issue 46). The table's frame holds
//! it and its button; the words are `games/read.rs`'s, which know every game, so the
//! game hands the frame the function that says them: the frame (below the games)
//! names none of them.

use leptos::prelude::*;
use tabula_rules::combo4x4::Combo4x4;
use tabula_rules::pow::Pow;
use tabula_rules::shape_up::ShapeUp;
use tabula_rules::super_pose::{Placement, SuperPose, View};

use super::play::Play;

/// A table's whole state: its game, its midend and its status line.
#[derive(Clone, Copy)]
pub enum Reader {
    SuperPose(SuperPoseRead),
    ShapeUp(Play<ShapeUp>, Signal<String>),
    Combo4x4(Play<Combo4x4>, Signal<String>),
    Pow(Play<Pow>, Signal<String>),
}

/// What SUPER-POSE's whole state reads beyond the game: the card being placed and
/// the board's line about it.
#[derive(Clone, Copy)]
pub struct SuperPoseRead {
    pub play: Play<SuperPose>,
    pub status: Signal<String>,
    pub view: Memo<View>,
    pub placement: Memo<Option<Placement>>,
    pub ghost: Signal<String>,
}

/// The reader, stored (a frame holding it by value is copied field by field at each
/// move: 0.5 KiB more on SUPER-POSE's first game), and the function that says it.
#[derive(Clone, Copy)]
pub struct Read {
    pub reader: StoredValue<Reader>,
    pub said: fn(StoredValue<Reader>) -> AnyView,
}
