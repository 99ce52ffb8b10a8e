//! The board: cells on an unbounded grid, placements in 4 rotations, legal play, zones
//! and the scoring of a turn.
//!
//! A card covers 2 x 3 cells (3 x 2 on its side). Covering is cell on cell, so the
//! board only needs the top icon of each cell and the card it came from; the cards
//! underneath matter to no rule.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::cards::{Animal, CardId, Face, Icon};

/// A cell of the table. `x` grows to the right, `y` downwards; the starting layout's
/// first card has its top left cell at `(0, 0)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row, first so that positions sort row by row.
    pub y: i16,
    /// Column.
    pub x: i16,
}

impl Pos {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: i16, y: i16) -> Pos {
        Pos { y, x }
    }

    /// The four cells sharing a side with this one.
    pub fn neighbours(self) -> [Pos; 4] {
        // Saturating: positions come from records, and must not overflow at the edge.
        [self.offset(0, -1), self.offset(-1, 0), self.offset(1, 0), self.offset(0, 1)]
    }

    fn offset(self, dx: i16, dy: i16) -> Pos {
        Pos::new(self.x.saturating_add(dx), self.y.saturating_add(dy))
    }
}

/// How a card is turned, clockwise from upright.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rotation {
    /// Upright: 2 wide, 3 high.
    R0,
    /// A quarter turn clockwise: 3 wide, 2 high.
    R90,
    /// Upside down.
    R180,
    /// A quarter turn anticlockwise.
    R270,
}

impl Rotation {
    /// All four.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// Where cell `i` of a face (row by row, upright) lands, from the top left corner of
    /// the turned card's box.
    pub fn offset(self, i: usize) -> (i16, i16) {
        let (c, r) = ((i % 2) as i16, (i / 2) as i16);
        match self {
            Rotation::R0 => (c, r),
            Rotation::R90 => (2 - r, c),
            Rotation::R180 => (1 - c, 2 - r),
            Rotation::R270 => (r, 1 - c),
        }
    }
}

/// A card laid on the board: which card, which side, where its box's top left corner
/// is, and how it is turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    /// The card.
    pub card: CardId,
    /// Whether its back is up (double-sided starting cards only).
    pub back: bool,
    /// Top left corner of the card's box.
    pub at: Pos,
    /// How it is turned.
    pub rot: Rotation,
}

impl Placement {
    /// A card front up.
    pub fn new(card: CardId, at: Pos, rot: Rotation) -> Placement {
        Placement { card, back: false, at, rot }
    }

    /// The six cells it covers with the icon it puts on each; `None` if the card has no
    /// such side.
    pub fn cells(&self) -> Option<[(Pos, Icon); 6]> {
        let face: Face = self.card.face(self.back)?;
        Some(std::array::from_fn(|i| {
            let (dx, dy) = self.rot.offset(i);
            (self.at.offset(dx, dy), face[i])
        }))
    }
}

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

/// A zone: at least 4 identical animals, 4-connected, from at least 2 cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Zone {
    /// The animal.
    pub animal: Animal,
    /// Its cells, row by row.
    pub cells: Vec<Pos>,
}

impl Zone {
    /// Number of icons.
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// Whether the two zones share a cell (same animal implied by the cell).
    pub fn overlaps(&self, other: &Zone) -> bool {
        self.animal == other.animal && self.cells.iter().any(|c| other.cells.binary_search(c).is_ok())
    }
}

/// Every zone on the board, in the order of their first cell, row by row.
pub fn zones(board: &Board) -> Vec<Zone> {
    let mut done: BTreeSet<Pos> = BTreeSet::new();
    let mut out = Vec::new();
    for (start, tile) in board.tiles() {
        let Some(animal) = tile.icon.animal() else { continue };
        if done.contains(&start) {
            continue;
        }
        let mut cells = vec![start];
        let mut cards = BTreeSet::from([tile.card]);
        done.insert(start);
        let mut i = 0;
        while let Some(&c) = cells.get(i) {
            i += 1;
            for n in c.neighbours() {
                match board.get(n) {
                    Some(t) if t.icon == Icon::Animal(animal) && done.insert(n) => {
                        cells.push(n);
                        cards.insert(t.card);
                    }
                    _ => {}
                }
            }
        }
        if cells.len() >= 4 && cards.len() >= 2 {
            cells.sort();
            out.push(Zone { animal, cells });
        }
    }
    out
}

/// What a turn did to one zone it touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ZoneEvent {
    /// A new zone, overlapping no zone that existed: 4 icons is a SUPER-POSE.
    Created,
    /// One existing zone, now larger.
    Grown,
    /// Two or more existing zones, now one.
    Linked,
    /// One existing zone, no larger: reshaped or reduced.
    Reshaped,
}

/// The points one zone earned in a turn, with what the log needs to word them
/// ("Rabbit zone created (4 icons): SUPER-POSE +4").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ZoneScore {
    /// The zone's animal.
    pub animal: Animal,
    /// What happened to it.
    pub event: ZoneEvent,
    /// Its size after the turn.
    pub size: usize,
    /// Sizes of the existing zones it overlaps, in board order.
    pub before: Vec<usize>,
    /// Points scored.
    pub points: i32,
}

impl ZoneScore {
    /// Whether this is a SUPER-POSE: a zone created at exactly 4 icons.
    pub fn super_pose(&self) -> bool {
        self.event == ZoneEvent::Created && self.size == 4
    }
}

impl std::fmt::Display for ZoneScore {
    /// The log line in English, e.g. "Rabbit zone created (4 icons): SUPER-POSE +4".
    /// The app words the same fields in each of its languages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (a, n, p) = (self.animal, self.size, self.points);
        match (self.event, self.before.as_slice()) {
            (ZoneEvent::Created, _) if self.super_pose() => write!(f, "{a} zone created ({n} icons): SUPER-POSE +{p}"),
            (ZoneEvent::Created, _) => write!(f, "{a} zone created ({n} icons): +{p}"),
            (ZoneEvent::Grown, [old]) => write!(f, "{a} zone grown from {old} to {n} icons: +{p}"),
            (ZoneEvent::Linked, old) => {
                let sizes: Vec<String> = old.iter().map(|s| s.to_string()).collect();
                write!(f, "{a} zones of {} icons linked into {n}: +{p}", sizes.join(" and "))
            }
            (_, [old]) if *old > n => write!(f, "{a} zone reduced from {old} to {n} icons: no points"),
            _ => write!(f, "{a} zone reshaped ({n} icons): no points"),
        }
    }
}

/// Scores a turn, zone by zone: every zone after the turn that is not exactly a zone
/// that existed before it, compared with the existing zones it overlaps. A zone the
/// new card does not hold a cell of is part of one that existed, never larger, so it
/// is listed (the log can say it was reduced) and scores nothing.
pub fn score_turn(before: &[Zone], after: &[Zone]) -> Vec<ZoneScore> {
    after
        .iter()
        .filter(|z| !before.contains(z))
        .map(|z| {
            let old: Vec<usize> = before.iter().filter(|b| b.overlaps(z)).map(Zone::size).collect();
            let (event, points) = match old.as_slice() {
                [] => (ZoneEvent::Created, if z.size() == 4 { 4 } else { 3 }),
                [one] if z.size() > *one => (ZoneEvent::Grown, (z.size() - one).min(3) as i32),
                [_] => (ZoneEvent::Reshaped, 0),
                _ => (ZoneEvent::Linked, 4),
            };
            ZoneScore { animal: z.animal, event, size: z.size(), before: old, points }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotations_fill_the_turned_box() {
        for rot in Rotation::ALL {
            let cells: BTreeSet<(i16, i16)> = (0..6).map(|i| rot.offset(i)).collect();
            let (w, h) = if matches!(rot, Rotation::R0 | Rotation::R180) { (2, 3) } else { (3, 2) };
            let want: BTreeSet<(i16, i16)> = (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).collect();
            assert_eq!(cells, want, "{rot:?}");
        }
        // A quarter turn clockwise puts the top left cell in the top right corner.
        assert_eq!(Rotation::R90.offset(0), (2, 0));
        assert_eq!(Rotation::R180.offset(0), (1, 2));
        assert_eq!(Rotation::R270.offset(0), (0, 1));
    }
}
