//! Zones and the scoring of a turn: 4 or more identical animals, 4-connected, from at
//! least 2 cards, and what a turn did to each.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::cards::{Animal, Icon};
use super::place::Pos;

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
