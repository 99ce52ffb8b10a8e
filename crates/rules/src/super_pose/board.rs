//! The board: the cards on the table and legal play. Where a card lies is in
//! `place.rs` (re-exported here), zones and a turn's scoring in `zone.rs`.
//!
//! Covering is cell on cell, so the board only needs the top icon of each cell and
//! the card it came from; the cards underneath matter to no rule.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::cards::{Animal, CardId, Icon};
pub use super::place::{Placement, Pos, Rotation};

/// What a cell of the board shows: the top icon and the card it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    /// The icon on top.
    pub icon: Icon,
    /// The card that icon is printed on.
    pub card: CardId,
}

/// Why a card cannot be laid there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum PlayError {
    /// The card has no such side.
    #[error("that card has no such side")]
    NoSuchSide,
    /// A cell of the card would cover a flower.
    #[error("you never crush flowers, ever")]
    CoversFlower,
    /// Every cell would cover a card.
    #[error("a card must lie at least partly on the bare table")]
    NoBareCell,
    /// No cell of the card shows the called animal over the same animal.
    #[error("no {0} of the card covers a {0} on the table")]
    NoMatch(Animal),
    /// A starting card hides an icon or is hidden on one.
    #[error("starting cards overlap on black squares only")]
    StartHidesIcon,
    /// A starting card after the first does not overlap the others.
    #[error("each starting card after the first overlaps one already laid")]
    StartApart,
}

/// Whether `top` laid on `under` is a match calling `call`: the same animal, or a
/// chameleon on one side of it taking its shape (see [`super::chameleon`]).
fn covers_as(top: Icon, under: Icon, call: Animal) -> bool {
    let a = Icon::Animal(call);
    (top == a && (under == a || under == Icon::Chameleon)) || (top == Icon::Chameleon && under == a)
}

/// The cards on the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    tiles: BTreeMap<Pos, Tile>,
    placed: Vec<Placement>,
}

impl Board {
    /// An empty table.
    pub fn new() -> Board {
        Board::default()
    }

    /// The top of a cell, if a card lies there.
    pub fn get(&self, p: Pos) -> Option<Tile> {
        self.tiles.get(&p).copied()
    }

    /// Every covered cell with its top, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        self.tiles.iter().map(|(p, t)| (*p, *t))
    }

    /// Every card laid, oldest first.
    pub fn placed(&self) -> &[Placement] {
        &self.placed
    }

    /// Whether `p` may be played calling `call`, and if not why: no flower covered, at
    /// least one cell on bare table, and a `call` of the card on a `call` of the table
    /// (or a chameleon of either taking the other's shape).
    pub fn check_play(&self, p: &Placement, call: Animal) -> Result<(), PlayError> {
        let cells = p.cells().ok_or(PlayError::NoSuchSide)?;
        let (mut bare, mut matched) = (false, false);
        for (pos, icon) in cells {
            match self.get(pos) {
                None => bare = true,
                Some(t) if t.icon == Icon::Flower => return Err(PlayError::CoversFlower),
                Some(t) => matched |= covers_as(icon, t.icon, call),
            }
        }
        if !bare {
            return Err(PlayError::NoBareCell);
        }
        if !matched {
            return Err(PlayError::NoMatch(call));
        }
        Ok(())
    }

    /// The animals that `p` could be played calling, in [`Animal::ALL`] order; empty
    /// when the placement is illegal whatever is called.
    pub fn calls(&self, p: &Placement) -> Vec<Animal> {
        let Some(cells) = p.cells() else { return Vec::new() };
        let mut bare = false;
        let mut found = [false; 6];
        for (pos, icon) in cells {
            match self.get(pos) {
                None => bare = true,
                Some(t) if t.icon == Icon::Flower => return Vec::new(),
                Some(t) => {
                    for a in [icon.animal(), t.icon.animal()].into_iter().flatten() {
                        found[a.index()] |= covers_as(icon, t.icon, a);
                    }
                }
            }
        }
        if !bare {
            return Vec::new();
        }
        Animal::ALL.into_iter().filter(|a| found[a.index()]).collect()
    }

    /// Every placement of `card` (front up) that covers at least one cell, each once,
    /// in a fixed order: the candidates for a legal play.
    pub fn candidates(&self, card: CardId) -> Vec<Placement> {
        let mut seen = BTreeSet::new();
        for rot in Rotation::ALL {
            for &pos in self.tiles.keys() {
                for i in 0..6 {
                    let (dx, dy) = rot.offset(i);
                    seen.insert(Placement::new(card, pos.offset(-dx, -dy), rot));
                }
            }
        }
        seen.into_iter().collect()
    }

    /// Every legal placement of `card` (front up) with the animals it could call, in
    /// a fixed order: the same answers as [`Board::candidates`] and [`Board::calls`],
    /// found on a dense copy of the board's box instead of the map, which is what
    /// keeps listing a hand fast on a large board.
    pub fn plays(&self, card: CardId) -> Vec<(Placement, Vec<Animal>)> {
        let (Some(face), Some(first), Some(last)) =
            (card.face(false), self.tiles.keys().next(), self.tiles.keys().last())
        else {
            return Vec::new();
        };
        let (y0, y1) = (i32::from(first.y), i32::from(last.y));
        let x0 = self.tiles.keys().map(|p| i32::from(p.x)).min().unwrap_or(0);
        let x1 = self.tiles.keys().map(|p| i32::from(p.x)).max().unwrap_or(0);
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
        // Cell codes: 0 bare table, 1..=6 an animal, 7 flower, 8 chameleon, 9 black.
        let code = |i: Icon| match i {
            Icon::Animal(a) => a.index() as u8 + 1,
            Icon::Flower => 7,
            Icon::Chameleon => 8,
            Icon::Black => 9,
        };
        let mut grid = vec![0u8; (w * h) as usize];
        for (p, t) in &self.tiles {
            grid[((i32::from(p.y) - y0) * w + i32::from(p.x) - x0) as usize] = code(t.icon);
        }
        let at = |x: i32, y: i32| {
            if (x0..=x1).contains(&x) && (y0..=y1).contains(&y) {
                grid[((y - y0) * w + x - x0) as usize]
            } else {
                0
            }
        };
        let mine = face.map(code);
        let mut out = Vec::new();
        for rot in Rotation::ALL {
            let offsets: [(i16, i16); 6] = std::array::from_fn(|i| rot.offset(i));
            // Every box that can reach the board: a turned card spans at most 3 cells.
            for oy in y0 - 2..=y1 {
                for ox in x0 - 2..=x1 {
                    let (mut bare, mut flower, mut found) = (false, false, [false; 6]);
                    for (i, (dx, dy)) in offsets.iter().enumerate() {
                        let under = at(ox + i32::from(*dx), oy + i32::from(*dy));
                        let top = mine[i];
                        match under {
                            0 => bare = true,
                            7 => flower = true,
                            // Same animal; or a chameleon on either side of an animal.
                            1..=6 if top == under || top == 8 => found[usize::from(under - 1)] = true,
                            8 if (1..=6).contains(&top) => found[usize::from(top - 1)] = true,
                            _ => {}
                        }
                    }
                    if let (true, false, true, Ok(x), Ok(y)) =
                        (bare, flower, found.contains(&true), i16::try_from(ox), i16::try_from(oy))
                    {
                        let calls = Animal::ALL.into_iter().filter(|a| found[a.index()]).collect();
                        out.push((Placement::new(card, Pos::new(x, y), rot), calls));
                    }
                }
            }
        }
        out
    }

    /// Whether a starting card may be laid: the first anywhere, each later one
    /// overlapping the layout, black square on black square only.
    pub fn check_start(&self, p: &Placement) -> Result<(), PlayError> {
        let cells = p.cells().ok_or(PlayError::NoSuchSide)?;
        let mut overlaps = false;
        for (pos, icon) in cells {
            if let Some(t) = self.get(pos) {
                if icon != Icon::Black || t.icon != Icon::Black {
                    return Err(PlayError::StartHidesIcon);
                }
                overlaps = true;
            }
        }
        if !self.placed.is_empty() && !overlaps {
            return Err(PlayError::StartApart);
        }
        Ok(())
    }

    /// A board showing exactly these tops, with no cards laid: for worked examples,
    /// puzzles and editors. Later cells of the same position win.
    pub fn from_tiles(tiles: impl IntoIterator<Item = (Pos, Tile)>) -> Board {
        Board { tiles: tiles.into_iter().collect(), placed: Vec::new() }
    }

    /// The same board with chameleons showing the shapes they took this turn.
    pub fn reshaped(&self, shapes: &BTreeMap<Pos, Animal>) -> Board {
        let mut b = self.clone();
        for (p, a) in shapes {
            if let Some(t) = b.tiles.get_mut(p).filter(|t| t.icon == Icon::Chameleon) {
                t.icon = Icon::Animal(*a);
            }
        }
        b
    }

    /// Lays a card without checking it; returns the cells it covers.
    pub fn place(&mut self, p: Placement) -> Vec<Pos> {
        let Some(cells) = p.cells() else { return Vec::new() };
        for (pos, icon) in cells {
            self.tiles.insert(pos, Tile { icon, card: p.card });
        }
        self.placed.push(p);
        cells.iter().map(|c| c.0).collect()
    }
}
