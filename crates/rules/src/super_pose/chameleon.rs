//! Chameleons: jokers that take a shape during the mover's turn only.
//!
//! - **Covering.** A chameleon of the new card laid on an animal becomes that animal;
//!   an animal of the new card laid on a chameleon matches it. Either may supply the
//!   called-out match (see [`Board::check_play`](super::Board::check_play)). The
//!   first shape is forced: a chameleon used by covering takes no other this turn.
//! - **Adjacent.** A chameleon on the board next to a cell of the new card may take the
//!   shape of that cell; a chameleon of the new card not used by covering may take the
//!   shape of a board cell next to it. A neighbour that is a chameleon which took a
//!   shape this turn counts as that shape, so two chameleons chain (the rules' Fig. 3).
//!   A chameleon away from the new card takes no shape.
//! - Each shape is the mover's choice; at the end of the turn every chameleon is a
//!   joker again, and the zones that needed one no longer exist.

use std::collections::BTreeMap;

use super::board::Board;
use super::cards::{Animal, Icon};
use super::place::{Placement, Pos};

/// The board with the new card laid on it, read without copying the board.
#[derive(Clone, Copy, Debug)]
pub struct Laid<'a> {
    board: &'a Board,
    card: [(Pos, Icon); 6],
}

impl<'a> Laid<'a> {
    /// `p` laid on `board`; `None` if the card has no such side.
    pub fn new(board: &'a Board, p: &Placement) -> Option<Laid<'a>> {
        Some(Laid { board, card: p.cells()? })
    }

    /// The icon on top of a cell, the new card's first.
    pub fn get(&self, p: Pos) -> Option<Icon> {
        self.card.iter().find(|c| c.0 == p).map(|c| c.1).or_else(|| self.board.get(p).map(|t| t.icon))
    }

    fn on_card(&self, p: Pos) -> bool {
        self.card.iter().any(|c| c.0 == p)
    }
}

/// The shapes the chameleons take in one turn, chosen or forced.
pub type Shapes = BTreeMap<Pos, Animal>;

/// The chameleons of the turn's board, and where each may take its shape from.
#[derive(Clone, Debug, Default)]
pub struct Chameleons {
    /// New-card chameleons laid on an animal: their forced shape.
    pub forced: Shapes,
    /// Chameleons free to take a shape, each with the cells it may copy.
    sources: BTreeMap<Pos, Vec<Pos>>,
}

impl Chameleons {
    /// The chameleons that can take a shape with the new card laid.
    pub fn new(laid: &Laid) -> Chameleons {
        // Only chameleons on the card or next to it may take a shape.
        let mut near: Vec<Pos> = laid.card.iter().flat_map(|c| std::iter::once(c.0).chain(c.0.neighbours())).collect();
        near.sort();
        near.dedup();
        Chameleons::among(laid, near)
    }

    /// The same as [`Chameleons::new`], given every chameleon cell of the board (the
    /// listing finds them once for all placements instead of reading around each).
    pub fn new_with(laid: &Laid, board_chameleons: &[Pos]) -> Chameleons {
        let mut near: Vec<Pos> = laid.card.iter().filter(|c| c.1 == Icon::Chameleon).map(|c| c.0).collect();
        near.extend(board_chameleons.iter().filter(|j| laid.card.iter().any(|c| c.0.neighbours().contains(j))));
        near.sort();
        near.dedup();
        Chameleons::among(laid, near)
    }

    fn among(laid: &Laid, near: Vec<Pos>) -> Chameleons {
        let mut c = Chameleons::default();
        for (p, icon) in laid.card {
            if let (Icon::Chameleon, Some(a)) = (icon, laid.board.get(p).and_then(|t| t.icon.animal())) {
                c.forced.insert(p, a);
            }
        }
        for p in near {
            if laid.get(p) != Some(Icon::Chameleon) || c.forced.contains_key(&p) {
                continue;
            }
            let on_card = laid.on_card(p);
            // A new-card chameleon copies the board around it, a board chameleon the
            // new card next to it.
            let sources: Vec<Pos> =
                p.neighbours().into_iter().filter(|n| laid.get(*n).is_some() && laid.on_card(*n) != on_card).collect();
            if !sources.is_empty() {
                c.sources.insert(p, sources);
            }
        }
        c
    }

    /// The shape a cell shows with `shapes` taken: its animal, or a chameleon's shape.
    fn shape(&self, laid: &Laid, shapes: &Shapes, p: Pos) -> Option<Animal> {
        laid.get(p).and_then(Icon::animal).or_else(|| self.forced.get(&p).copied()).or_else(|| shapes.get(&p).copied())
    }

    /// Whether the chosen shapes are all allowed: each chameleon free to take a shape,
    /// each shape copied from a neighbour it may copy, chains in some order.
    pub fn check(&self, laid: &Laid, chosen: &Shapes) -> bool {
        if chosen.keys().any(|p| !self.sources.contains_key(p)) {
            return false;
        }
        let mut done = Shapes::new();
        loop {
            let before = done.len();
            for (&p, &a) in chosen {
                if !done.contains_key(&p)
                    && self.sources.get(&p).is_some_and(|s| s.iter().any(|&n| self.shape(laid, &done, n) == Some(a)))
                {
                    done.insert(p, a);
                }
            }
            if done.len() == chosen.len() {
                return true;
            }
            if done.len() == before {
                return false;
            }
        }
    }

    /// Every allowed choice of shapes, the empty choice first.
    pub fn choices(&self, laid: &Laid) -> Vec<Shapes> {
        if self.sources.is_empty() {
            return vec![Shapes::new()];
        }
        // What each free chameleon could become, chains included.
        let mut can: BTreeMap<Pos, Vec<Animal>> = self.sources.keys().map(|&p| (p, Vec::new())).collect();
        loop {
            let mut grew = false;
            for (p, sources) in &self.sources {
                for &n in sources {
                    let from: Vec<Animal> = match self.shape(laid, &Shapes::new(), n) {
                        Some(a) => vec![a],
                        None => can.get(&n).cloned().unwrap_or_default(),
                    };
                    if let Some(mine) = can.get_mut(p) {
                        for a in from {
                            if !mine.contains(&a) {
                                mine.push(a);
                                grew = true;
                            }
                        }
                    }
                }
            }
            if !grew {
                break;
            }
        }
        let mut out = vec![Shapes::new()];
        for (p, animals) in can {
            let mut next = Vec::new();
            for base in &out {
                for &a in &animals {
                    let mut s = base.clone();
                    s.insert(p, a);
                    next.push(s);
                }
            }
            out.extend(next);
        }
        out.retain(|s| self.check(laid, s));
        out
    }

    /// Every shape of the turn: forced and chosen.
    pub fn all(&self, chosen: &Shapes) -> Shapes {
        let mut s = self.forced.clone();
        s.extend(chosen.iter().map(|(p, a)| (*p, *a)));
        s
    }
}
