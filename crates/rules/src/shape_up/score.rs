//! End-of-round scoring: lines of cards that share an attribute of a victory card.

use serde::{Deserialize, Serialize};

use super::{Attribute, Card, Cell};

/// One line that scored: a maximal run of consecutive cards in a row or column that
/// share the victory card's shape, fill or colour. A run scores once, at full length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// Which attribute the cards share.
    pub attribute: Attribute,
    /// The cards' cells, in order along the line.
    pub cells: Vec<Cell>,
    /// Points from the table.
    pub points: u32,
}

/// Every scoring line of `layout` for `victory`, rows first, then columns.
pub fn lines(layout: &[(Cell, Card)], victory: Card) -> Vec<Line> {
    let at = |c: Cell| layout.iter().find(|(p, _)| *p == c).map(|(_, k)| *k);
    let (Some(x0), Some(x1)) = (layout.iter().map(|p| p.0.x).min(), layout.iter().map(|p| p.0.x).max()) else {
        return Vec::new();
    };
    let (y0, y1) = (layout.iter().map(|p| p.0.y).min().unwrap_or(0), layout.iter().map(|p| p.0.y).max().unwrap_or(0));
    let mut paths: Vec<Vec<Cell>> = (y0..=y1).map(|y| (x0..=x1).map(|x| Cell::new(x, y)).collect()).collect();
    paths.extend((x0..=x1).map(|x| (y0..=y1).map(|y| Cell::new(x, y)).collect()));
    let mut out = Vec::new();
    for path in &paths {
        for attribute in Attribute::ALL {
            let want = victory.attribute(attribute);
            let mut run: Vec<Cell> = Vec::new();
            for &cell in path.iter().chain(std::iter::once(&Cell::new(i8::MIN, i8::MIN))) {
                match at(cell) {
                    Some(card) if card.attribute(attribute) == want => run.push(cell),
                    _ => {
                        let points = attribute.points(run.len());
                        if points > 0 {
                            out.push(Line { attribute, cells: run.clone(), points });
                        }
                        run.clear();
                    }
                }
            }
        }
    }
    out
}

/// Total points of `lines`.
pub fn total(lines: &[Line]) -> u32 {
    lines.iter().map(|l| l.points).sum()
}
