//! The starting layout: 3 plain starting cards (first game) or all 5 (flower
//! variant), laid corner on corner, black square over black square, never hiding an
//! icon. A few ready-made layouts, or a free one the first player builds.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::cards::{CardId, STARTING_CARDS};
use super::place::{Placement, Pos, Rotation};
use super::zone::zones;

/// How far from `(0, 0)` a starting card may lie.
const NEAR: i16 = 100;

/// How the starting layout is chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// Ready-made layout number `n` (see [`ready`]).
    Ready(u8),
    /// The first player's own layout, in laying order.
    Free(Vec<Placement>),
}

const fn at(card: u8, back: bool, x: i16, y: i16, rot: Rotation) -> Placement {
    Placement { card: CardId(card), back, at: Pos::new(x, y), rot }
}

/// Ready layouts of the 3 plain cards. Each card's black corner lies on the previous
/// card's: the fronts have them top left and bottom right, the backs top right and
/// bottom left, so a back turned a quarter continues a front's diagonal on its side.
const PLAIN: [[Placement; 3]; 3] = [
    // Stairs: three fronts upright, down to the right.
    [at(0, false, 0, 0, Rotation::R0), at(1, false, 1, 2, Rotation::R0), at(2, false, 2, 4, Rotation::R0)],
    // Wide: an upright front, then two backs on their side.
    [at(0, false, 0, 0, Rotation::R0), at(1, true, 1, 2, Rotation::R90), at(2, true, 3, 3, Rotation::R90)],
    // Centre: the first card with one card on each of its black corners.
    [at(0, false, 0, 0, Rotation::R0), at(1, false, -1, -2, Rotation::R0), at(2, true, 1, 2, Rotation::R90)],
];

/// Ready layouts of all 5 cards: the plain ones with a flower card at each end.
const FLOWERS: [[Placement; 5]; 2] = [
    [
        at(0, false, 0, 0, Rotation::R0),
        at(1, false, 1, 2, Rotation::R0),
        at(2, false, 2, 4, Rotation::R0),
        at(3, false, 3, 6, Rotation::R0),
        at(4, false, -1, -2, Rotation::R0),
    ],
    [
        at(0, false, 0, 0, Rotation::R0),
        at(1, true, 1, 2, Rotation::R90),
        at(2, true, 3, 3, Rotation::R90),
        at(3, false, 5, 4, Rotation::R0),
        at(4, false, -1, -2, Rotation::R180),
    ],
];

/// Number of ready layouts with or without the flower cards.
pub fn ready_count(flowers: bool) -> usize {
    if flowers {
        FLOWERS.len()
    } else {
        PLAIN.len()
    }
}

/// Ready layout `n`, if there is one.
pub fn ready(flowers: bool, n: u8) -> Option<Vec<Placement>> {
    let n = usize::from(n);
    if flowers {
        FLOWERS.get(n).map(|l| l.to_vec())
    } else {
        PLAIN.get(n).map(|l| l.to_vec())
    }
}

/// Lays the starting layout, checking it: the right cards each once, flower cards
/// front up, each card after the first overlapping the layout black on black only,
/// and no zone to begin with (nobody made it).
pub fn lay(flowers: bool, start: &Start) -> Result<Board, String> {
    let cards = match start {
        Start::Ready(n) => ready(flowers, *n).ok_or_else(|| format!("there is no ready layout {n}"))?,
        Start::Free(cards) => cards.clone(),
    };
    let want: Vec<CardId> = (0..if flowers { STARTING_CARDS } else { 3 }).map(CardId::start).collect();
    let mut have: Vec<CardId> = cards.iter().map(|p| p.card).collect();
    have.sort();
    if have != want {
        return Err(format!("the starting layout must use starting cards 1 to {} once each", want.len()));
    }
    // Play spreads from the layout a few cells a turn: keeping it near the middle
    // keeps every reachable cell far from the edge of the grid's coordinates.
    if cards.iter().any(|p| p.at.x.abs() > NEAR || p.at.y.abs() > NEAR) {
        return Err(format!("starting cards go within {NEAR} cells of the middle"));
    }
    let mut board = Board::new();
    for p in cards {
        board.check_start(&p).map_err(|e| format!("{}: {e}", p.card))?;
        board.place(p);
    }
    if !zones(&board).is_empty() {
        return Err("the starting layout must not make a zone".into());
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ready_layout_is_legal() {
        for flowers in [false, true] {
            for n in 0..ready_count(flowers) {
                let board = lay(flowers, &Start::Ready(n as u8));
                assert!(board.is_ok(), "{flowers} {n}: {board:?}");
            }
            assert!(lay(flowers, &Start::Ready(ready_count(flowers) as u8)).is_err());
        }
    }

    #[test]
    fn free_layouts_are_checked() {
        let mut cards = ready(false, 0).unwrap_or_default();
        assert!(lay(false, &Start::Free(cards.clone())).is_ok());
        // The flower cards are not in the plain layout.
        assert!(lay(true, &Start::Free(cards.clone())).is_err());
        // One cell down, the second card hides an icon of the first.
        cards[1].at = Pos::new(1, 1);
        assert!(lay(false, &Start::Free(cards.clone())).is_err());
        // Far away it overlaps nothing.
        cards[1].at = Pos::new(9, 9);
        assert!(lay(false, &Start::Free(cards.clone())).is_err());
        // The whole layout stays near the middle of the grid.
        let far: Vec<Placement> = ready(false, 0)
            .unwrap_or_default()
            .into_iter()
            .map(|p| Placement { at: Pos::new(p.at.x + 30_000, p.at.y), ..p })
            .collect();
        assert!(lay(false, &Start::Free(far)).is_err());
    }
}
