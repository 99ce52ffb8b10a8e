//! The small picture on each game's card: a real position, dealt from a fixed seed
//! and played a few moves by the rules, reduced to a list of marks. The home page
//! draws the marks as SVG, and a native test writes the same marks into the static
//! game box of `index.html` (see `shell_tests.rs`), so the two never differ.

use tabula_rules::registry::Describe;
use tabula_rules::{combo4x4, pow, shape_up, super_pose, Game, GameId, Match};

/// The picture's size in SVG units.
pub const WIDTH: i32 = 120;
/// The picture's size in SVG units.
pub const HEIGHT: i32 = 72;

/// What a mark is drawn as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A rectangle; `round` corners for dice and cards.
    Rect { round: bool },
    /// A circle in the box.
    Circle,
    /// A triangle pointing up in the box.
    Triangle,
}

/// One mark: a shape in a box, coloured by a class of the stylesheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub shape: Shape,
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    pub class: &'static str,
}

impl Mark {
    fn new(shape: Shape, (x, y, w, h): (i32, i32, i32, i32), class: &'static str) -> Mark {
        Mark { shape, x, y, w, h, class }
    }

    /// The triangle's corners, as `points` lists them.
    pub fn points(&self) -> String {
        let (x, y, w, h) = (self.x, self.y, self.w, self.h);
        format!("{},{} {},{} {},{}", x + w / 2, y, x + w, y + h, x, y + h)
    }
}

/// The picture of `game`.
pub fn picture(game: GameId) -> Vec<Mark> {
    match game {
        GameId::SuperPose => super_pose(),
        GameId::ShapeUp => shape_up(),
        GameId::Combo4x4 => combo4x4(),
        GameId::Pow => pow(),
    }
}

/// A game of two dealt from `seed` and played `moves` decisions on (chance resolved
/// from the seed), each a legal action picked by a fixed stride so that the position
/// looks played rather than sorted.
fn played<G: Describe>(seed: u64, moves: usize) -> Option<G> {
    let mut m = Match::<G>::new(G::default_setup(2).ok()?, seed).ok()?;
    let mut made = 0;
    loop {
        if m.resolve_chance() {
            continue;
        }
        if made == moves {
            break;
        }
        let legal = m.state().legal_actions();
        let pick = legal.get((made * 7 + 3) % legal.len().max(1))?.clone();
        m.apply(pick).ok()?;
        made += 1;
    }
    Some(m.state().clone())
}

/// Cells of a grid fitted into the picture, centred: the box of cell (`col`, `row`)
/// of a `cols` x `rows` grid, with `gap` between cells.
fn fit(cols: i32, rows: i32, gap: i32) -> impl Fn(i32, i32) -> (i32, i32, i32, i32) {
    let cell = ((WIDTH - 8) / cols.max(1)).min((HEIGHT - 8) / rows.max(1));
    let (x0, y0) = ((WIDTH - cell * cols) / 2, (HEIGHT - cell * rows) / 2);
    move |c, r| (x0 + c * cell + gap / 2, y0 + r * cell + gap / 2, cell - gap, cell - gap)
}

/// Fits the cells at `cells` (column, row) into the picture: the box of a cell, from
/// its coordinates; `None` for no cells.
fn fit_cells(cells: &[(i32, i32)], gap: i32) -> Option<impl Fn(i32, i32) -> (i32, i32, i32, i32)> {
    let x0 = cells.iter().map(|c| c.0).min()?;
    let y0 = cells.iter().map(|c| c.1).min()?;
    let cols = cells.iter().map(|c| c.0 - x0 + 1).max()?;
    let rows = cells.iter().map(|c| c.1 - y0 + 1).max()?;
    let at = fit(cols, rows, gap);
    Some(move |x, y| at(x - x0, y - y0))
}

fn inset((x, y, w, h): (i32, i32, i32, i32), by: i32) -> (i32, i32, i32, i32) {
    (x + by, y + by, w - 2 * by, h - 2 * by)
}

fn super_pose() -> Vec<Mark> {
    use super_pose::{Animal, Icon};
    let Some(g) = played::<super_pose::SuperPose>(11, 4) else { return Vec::new() };
    let board = g.view(None).board;
    let cells: Vec<_> = board.iter().map(|(p, _)| (i32::from(p.x), i32::from(p.y))).collect();
    let Some(at) = fit_cells(&cells, 1) else { return Vec::new() };
    board
        .iter()
        .map(|(p, tile)| {
            let class = match tile.icon {
                Icon::Animal(Animal::Cat) => "pic-cat",
                Icon::Animal(Animal::Butterfly) => "pic-butterfly",
                Icon::Animal(Animal::Elephant) => "pic-elephant",
                Icon::Animal(Animal::Fish) => "pic-fish",
                Icon::Animal(Animal::Rabbit) => "pic-rabbit",
                Icon::Animal(Animal::Bird) => "pic-bird",
                Icon::Flower => "pic-flower",
                Icon::Chameleon => "pic-chameleon",
                Icon::Black => "pic-black",
            };
            Mark::new(Shape::Rect { round: false }, at(i32::from(p.x), i32::from(p.y)), class)
        })
        .collect()
}

fn shape_up() -> Vec<Mark> {
    use shape_up::{Colour, Fill, Shape as S};
    let Some(g) = played::<shape_up::ShapeUp>(5, 9) else { return Vec::new() };
    let layout = g.view(None).layout;
    let cells: Vec<_> = layout.iter().map(|(c, _)| (i32::from(c.x), i32::from(c.y))).collect();
    let Some(at) = fit_cells(&cells, 2) else { return Vec::new() };
    let mut marks = Vec::new();
    for (cell, card) in &layout {
        let b = at(i32::from(cell.x), i32::from(cell.y));
        marks.push(Mark::new(Shape::Rect { round: true }, b, "pic-card"));
        let class = match (card.colour(), card.fill()) {
            (Colour::Red, Fill::Filled) => "pic-red",
            (Colour::Green, Fill::Filled) => "pic-green",
            (Colour::Blue, Fill::Filled) => "pic-blue",
            (Colour::Red, Fill::Hollow) => "pic-red pic-hollow",
            (Colour::Green, Fill::Hollow) => "pic-green pic-hollow",
            (Colour::Blue, Fill::Hollow) => "pic-blue pic-hollow",
        };
        let shape = match card.shape() {
            S::Circle => Shape::Circle,
            S::Triangle => Shape::Triangle,
            S::Square => Shape::Rect { round: false },
        };
        marks.push(Mark::new(shape, inset(b, b.2 / 4), class));
    }
    marks
}

fn combo4x4() -> Vec<Mark> {
    let Some(g) = played::<combo4x4::Combo4x4>(3, 4) else { return Vec::new() };
    let board = g.view(None).board;
    let at = fit(4, 4, 0);
    let mut marks = Vec::new();
    for c in combo4x4::Cell::all() {
        let (r, k) = (i32::from(c.row()), i32::from(c.col()));
        let b = at(k, r);
        marks.push(Mark::new(Shape::Rect { round: false }, b, if (r + k) % 2 == 0 { "pic-light" } else { "pic-dark" }));
        if let Some(seat) = board.owner(c) {
            marks.push(Mark::new(Shape::Circle, inset(b, b.2 / 6), if seat == 0 { "pic-red" } else { "pic-black" }));
        }
    }
    marks
}

fn pow() -> Vec<Mark> {
    use pow::Face;
    let Some(g) = played::<pow::Pow>(2, 0) else { return Vec::new() };
    let v = g.view(None);
    let mut marks = Vec::new();
    // The row of heroes above, of villains below, the roll between them.
    let tile = |i: usize, y: i32, class| Mark::new(Shape::Rect { round: true }, (6 + 28 * i as i32, y, 24, 18), class);
    marks.extend(v.heroes.iter().take(4).enumerate().map(|(i, _)| tile(i, 2, "pic-hero")));
    marks.extend(v.villains.iter().take(4).enumerate().map(|(i, _)| tile(i, 52, "pic-villain")));
    let faces = Face::ALL.iter().flat_map(|&f| std::iter::repeat_n(f, usize::from(v.dice.rolled.count(f))));
    for (i, face) in faces.take(5).enumerate() {
        let b = (8 + 22 * i as i32, 25, 18, 18);
        marks.push(Mark::new(Shape::Rect { round: true }, b, "pic-die"));
        let class = match face {
            Face::Shield => "pic-shield",
            Face::Skull => "pic-skull",
            Face::BlueBubble => "pic-blue",
            Face::OrangeBubble => "pic-orange",
        };
        marks.push(Mark::new(Shape::Circle, inset(b, 4), class));
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_picture_inside_its_box() {
        for game in GameId::ALL {
            let marks = picture(game);
            assert!(marks.len() >= 8, "{game}: {} marks", marks.len());
            for m in marks {
                assert!(m.x >= 0 && m.y >= 0 && m.w > 0 && m.h > 0, "{game}: {m:?}");
                assert!(m.x + m.w <= WIDTH && m.y + m.h <= HEIGHT, "{game}: {m:?}");
            }
        }
    }
}
