//! The board in words, for a player who cannot see it: the cells row by row, the
//! chosen card's legal places with their points, and the last card laid cell by cell.
//! Cells are named by the rules' own coordinates (a ready layout's first starting
//! card's top left cell is column 0, row 0), which never change as the table grows, so a place
//! heard once can be found again. Pure: the page's part is `ear_view.rs`.

use std::collections::BTreeMap;

use tabula_rules::super_pose::{Action, CardId, Icon, Placement, Pos, Rotation, SuperPose, View};

use super::words::{self, Sp};
use crate::i18n::fill;

/// A cell's name: "column 3, row -1".
pub fn cell(w: &Sp, p: Pos) -> String {
    fill(w.ear_cell, &[&p.x.to_string(), &p.y.to_string()])
}

/// The board as a table: the column numbers, then each row's number and its cells'
/// words, over the box that holds every covered cell and the card being placed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Grid {
    pub cols: Vec<i16>,
    pub rows: Vec<(i16, Vec<String>)>,
}

/// The grid of `v`'s board with `ghost`, the card being placed, over it; `names`
/// name the zones' owners.
pub fn grid(w: &Sp, v: &View, ghost: Option<Placement>, names: &[String]) -> Grid {
    let tiles: BTreeMap<Pos, Icon> = v.board.iter().map(|(p, t)| (*p, t.icon)).collect();
    let mut zone_of = BTreeMap::new();
    for z in &v.zones {
        let owner = z.owner.and_then(|s| names.get(s)).map_or("", String::as_str);
        let said = fill(w.ear_zone, &[words::animal(w, z.zone.animal), &z.zone.size().to_string(), owner]);
        for p in &z.zone.cells {
            zone_of.insert(*p, said.clone());
        }
    }
    let card: BTreeMap<Pos, Icon> =
        ghost.and_then(|g| g.cells()).map(|cs| cs.into_iter().collect()).unwrap_or_default();
    let all = || tiles.keys().chain(card.keys());
    let (Some(x0), Some(x1)) = (all().map(|p| p.x).min(), all().map(|p| p.x).max()) else { return Grid::default() };
    let (y0, y1) = (all().map(|p| p.y).min().unwrap_or(0), all().map(|p| p.y).max().unwrap_or(0));
    let cols: Vec<i16> = (x0..=x1).collect();
    let rows = (y0..=y1)
        .map(|y| {
            let cells = cols
                .iter()
                .map(|&x| {
                    let p = Pos::new(x, y);
                    let under = tiles.get(&p).map(|i| words::icon(w, *i));
                    let under = match (under, zone_of.get(&p)) {
                        (Some(i), Some(z)) => Some(format!("{i}, {z}")),
                        (under, _) => under,
                    };
                    match card.get(&p) {
                        Some(top) => fill(w.ear_card, &[&covering(w, *top, under.as_deref())]),
                        None => under.unwrap_or_default(),
                    }
                })
                .collect();
            (y, cells)
        })
        .collect();
    Grid { cols, rows }
}

/// An icon of a card laid over what was there: "Fish (blue) over Cat (yellow)",
/// "Fish (blue), on the table".
fn covering(w: &Sp, top: Icon, under: Option<&str>) -> String {
    let top = words::icon(w, top);
    match under {
        Some(u) => fill(w.ear_over, &[&top, u]),
        None => format!("{top}, {}", w.on_table),
    }
}

/// The legal places of `card` turned `rot`, each by its box's top left cell with the
/// most it can score there, in reading order (rows, then columns): the same place
/// stays at the same point of the list wherever the card is.
pub fn places(state: &SuperPose, legal: &[Action], card: CardId, rot: Rotation) -> Vec<(Pos, i32)> {
    let mut best: BTreeMap<Pos, i32> = BTreeMap::new();
    for a in legal {
        let Action::Play { card: c, at, rot: r, shapes, .. } = a else { continue };
        if *c != card || *r != rot {
            continue;
        }
        let points = state.preview_points(Placement::new(card, *at, rot), shapes);
        let kept = best.entry(*at).or_insert(points);
        *kept = (*kept).max(points);
    }
    // A `Pos` sorts row by row: the map is in reading order.
    best.into_iter().collect()
}

/// A legal place in words: "column 3, row -1: +4".
pub fn place(w: &Sp, at: Pos, points: i32) -> String {
    fill(w.ear_place, &[&cell(w, at), &points.to_string()])
}

/// The last card laid, cell by cell, with what each cell covered: "column 3, row -1:
/// Fish (blue) over Cat (yellow)" (before the first turn, the last starting card).
pub fn last_move(w: &Sp, v: &View) -> Vec<String> {
    let Some((last, before)) = v.placed.split_last() else { return Vec::new() };
    let Some(cells) = last.cells() else { return Vec::new() };
    // The icon each cell showed: the top of the cards laid before, later over earlier.
    let mut under: BTreeMap<Pos, Icon> = BTreeMap::new();
    for p in before.iter().filter_map(Placement::cells) {
        under.extend(p);
    }
    cells
        .iter()
        .map(|(p, top)| {
            let was = under.get(p).map(|i| words::icon(w, *i));
            fill(w.ear_line, &[&cell(w, *p), &covering(w, *top, was.as_deref())])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::super_pose::words::{EN, FR};
    use tabula_rules::rng::Rng;
    use tabula_rules::super_pose::Setup;
    use tabula_rules::{Game, Match};

    fn played(turns: usize, seed: u64) -> Match<SuperPose> {
        let mut m = Match::<SuperPose>::new(Setup::first_game(2), seed).unwrap();
        let mut rng = Rng::new(seed, 2);
        for _ in 0..turns {
            let a = m.state().random_action(&mut rng).unwrap();
            m.apply(a).unwrap();
        }
        m
    }

    #[test]
    fn cells_are_named_by_the_rules_coordinates() {
        assert_eq!(cell(&EN, Pos::new(3, -1)), "column 3, row -1");
        assert_eq!(cell(&FR, Pos::new(0, 2)), "colonne 0, ligne 2");
        assert_eq!(place(&EN, Pos::new(-2, 4), 4), "column -2, row 4: +4");
    }

    /// The first starting card stays at column 0, row 0 however the board grows, and
    /// every covered cell is read with its icon, the zone it is in said with it.
    #[test]
    fn the_grid_keeps_its_coordinates_as_the_table_grows() {
        let m = played(8, 3);
        let v = m.state().view(None);
        let g = grid(&EN, &v, None, &["Ann".into(), "Ben".into()]);
        let at = |p: Pos| {
            let col = g.cols.iter().position(|&x| x == p.x).unwrap();
            g.rows.iter().find(|r| r.0 == p.y).map(|r| r.1[col].clone()).unwrap()
        };
        assert!(g.cols.contains(&0) && g.rows.iter().any(|r| r.0 == 0));
        for (p, t) in &v.board {
            assert!(at(*p).starts_with(&words::icon(&EN, t.icon)), "{p:?}: {}", at(*p));
        }
        for z in &v.zones {
            let owner = ["Ann", "Ben"][z.owner.unwrap()];
            let said =
                format!("{} zone of {} icons, held by {owner}", words::animal(&EN, z.zone.animal), z.zone.size());
            assert!(z.zone.cells.iter().all(|p| at(*p).ends_with(&said)), "{said}");
        }
        let covered = g.rows.iter().flat_map(|r| &r.1).filter(|c| !c.is_empty()).count();
        assert_eq!(covered, v.board.len());
    }

    /// The card being placed is read over the board, each cell with what it covers,
    /// and stretches the grid where it hangs off the table.
    #[test]
    fn the_card_being_placed_is_read_over_the_board() {
        let m = played(2, 5);
        let v = m.state().view(None);
        let far = Placement::new(m.state().legal_actions()[0].card(), Pos::new(-9, 7), Rotation::R90);
        let g = grid(&EN, &v, Some(far), &[]);
        assert_eq!(g.cols[0], -9);
        assert_eq!(g.rows.last().unwrap().0, 8, "a card on its side is 2 high");
        let mine: Vec<&String> = g.rows.iter().flat_map(|r| &r.1).filter(|c| c.starts_with("your card: ")).collect();
        assert_eq!(mine.len(), 6);
        assert!(mine.iter().all(|c| c.ends_with(", on the table")), "{mine:?}");
    }

    /// Each legal place once, in reading order, with the most it scores there.
    #[test]
    fn legal_places_are_listed_in_reading_order_with_their_points() {
        for seed in 0..6 {
            let m = played(4, seed);
            let (g, legal) = (m.state(), m.state().legal_actions());
            let card = legal[0].card();
            for rot in Rotation::ALL {
                let list = places(g, &legal, card, rot);
                let want: Vec<Pos> =
                    super::super::model::spots(&legal, card).into_iter().filter(|s| s.1 == rot).map(|s| s.0).collect();
                assert_eq!(list.iter().map(|p| p.0).collect::<Vec<_>>(), want);
                for (at, points) in list {
                    let best = match super::super::model::judge(g, &legal, Placement::new(card, at, rot)) {
                        super::super::model::Verdict::Legal(c) => c[0].points,
                        other => panic!("{other:?}"),
                    };
                    assert_eq!(points, best);
                }
            }
        }
    }

    #[test]
    fn the_last_card_is_told_cell_by_cell() {
        let m = played(3, 7);
        let v = m.state().view(None);
        let lines = last_move(&EN, &v);
        assert_eq!(lines.len(), 6);
        assert!(lines.iter().all(|l| l.starts_with("column ")));
        assert!(lines.iter().any(|l| l.contains(" over ")), "a card covers an icon: {lines:?}");
        assert!(lines.iter().any(|l| l.ends_with("on the table")), "and hangs off the cards: {lines:?}");
    }
}
