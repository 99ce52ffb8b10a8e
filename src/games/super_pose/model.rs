//! The SUPER-POSE table's logic without the page: the turn being prepared (which card,
//! turned how, where), the verdict on a place (legal with its choices and points, or
//! why not), the legal places to step through, and the log in words.

use tabula_rules::super_pose::{Action, Animal, CardId, IllegalAction, Placement, Pos, Rotation, SuperPose};
use tabula_rules::{Match, Seat};

use super::icons::box_size;
use super::words::{self, Sp};
use crate::games::table;

/// A SUPER-POSE table.
pub type Table = table::Table<SuperPose>;

/// The turn a person is preparing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The hand card chosen, by its place in the hand.
    pub slot: Option<usize>,
    /// How each hand card is turned.
    pub rots: [Rotation; 3],
    /// Where the chosen card's box would go (its top left cell).
    pub at: Option<Pos>,
    /// Whether a click or tap fixed the place (hovering no longer moves it).
    pub pinned: bool,
}

impl Default for Draft {
    fn default() -> Self {
        Draft { slot: None, rots: [Rotation::R0; 3], at: None, pinned: false }
    }
}

impl Draft {
    /// The chosen card's rotation.
    pub fn rot(&self) -> Rotation {
        self.slot.and_then(|s| self.rots.get(s).copied()).unwrap_or(Rotation::R0)
    }
}

/// The next rotation, a quarter turn clockwise.
pub fn turned(r: Rotation) -> Rotation {
    match r {
        Rotation::R0 => Rotation::R90,
        Rotation::R90 => Rotation::R180,
        Rotation::R180 => Rotation::R270,
        Rotation::R270 => Rotation::R0,
    }
}

/// The box corner that puts the card's middle on `cell`.
pub fn anchor(cell: Pos, rot: Rotation) -> Pos {
    let (w, h) = box_size(rot);
    Pos::new(cell.x.saturating_sub((w - 1) / 2), cell.y.saturating_sub((h - 1) / 2))
}

/// One way to make a legal play at a place: the action and what it scores.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The action to commit.
    pub action: Action,
    /// Points the play scores, the advanced rule card's bonus included.
    pub points: i32,
}

/// What the rules say of a card at a place.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Legal: the distinct chameleon choices, the best first (one without chameleons).
    Legal(Vec<Choice>),
    /// Not legal, and why.
    Illegal(IllegalAction),
}

/// The verdict on laying `p`, given the mover's legal actions.
pub fn judge(state: &SuperPose, legal: &[Action], p: Placement) -> Verdict {
    let mut choices: Vec<Choice> = Vec::new();
    for a in legal {
        let Action::Play { card, at, rot, shapes, .. } = a else { continue };
        if (*card, *at, *rot) != (p.card, p.at, p.rot) {
            continue;
        }
        // Calls differ only in the word said: one choice per set of shapes.
        if choices.iter().any(|c| matches!(&c.action, Action::Play { shapes: s, .. } if s == shapes)) {
            continue;
        }
        let points = state.preview_points(p, shapes);
        choices.push(Choice { action: a.clone(), points });
    }
    if !choices.is_empty() {
        // Best first; on a tie, fewer shapes (the plainer play) first.
        choices.sort_by_key(|c| (-c.points, shapes_len(&c.action)));
        return Verdict::Legal(choices);
    }
    let call = p.cells().and_then(|cs| cs.iter().find_map(|c| c.1.animal())).unwrap_or(Animal::Cat);
    let probe = Action::Play { card: p.card, at: p.at, rot: p.rot, call, shapes: Vec::new() };
    Verdict::Illegal(state.check_action(&probe).err().unwrap_or(IllegalAction::ChameleonShape))
}

fn shapes_len(a: &Action) -> usize {
    match a {
        Action::Play { shapes, .. } => shapes.len(),
        Action::SetAside { .. } => 0,
    }
}

/// Every legal place of `card`, each once, in a reading order: top to bottom, left to
/// right, then by rotation.
pub fn spots(legal: &[Action], card: CardId) -> Vec<(Pos, Rotation)> {
    let mut out: Vec<(Pos, Rotation)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { card: c, at, rot, .. } if *c == card => Some((*at, *rot)),
            _ => None,
        })
        .collect();
    out.sort_by_key(|(p, r)| (p.y, p.x, *r as u8));
    out.dedup();
    out
}

/// The legal places of `card` as Next legal place steps through them: the best
/// scoring first (the rules' preview, so a newcomer pressing Next finds points),
/// then in reading order.
pub fn ranked_spots(state: &SuperPose, legal: &[Action], card: CardId) -> Vec<(Pos, Rotation)> {
    let mut out: Vec<((Pos, Rotation), i32)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { card: c, at, rot, shapes, .. } if *c == card => {
                Some(((*at, *rot), state.preview_points(Placement::new(card, *at, *rot), shapes)))
            }
            _ => None,
        })
        .collect();
    // Each place once, with its best points; then best first, equal points staying
    // in reading order (rows, then columns, then turns): the sort is stable.
    out.sort_by_key(|(s, pts)| (*s, -pts));
    out.dedup_by_key(|(s, _)| *s);
    out.sort_by_key(|(_, pts)| -pts);
    out.into_iter().map(|(s, _)| s).collect()
}

/// The cell under the middle of a card's box at `at`: where a lit place is marked,
/// and where a tap puts the card back there ([`anchor`]'s inverse).
pub fn middle(at: Pos, rot: Rotation) -> Pos {
    rot.middle(at)
}

/// The legal place after `current` (or before it, `back`), wrapping round; the first
/// when `current` is not one.
pub fn next_spot(spots: &[(Pos, Rotation)], current: Option<(Pos, Rotation)>, back: bool) -> Option<(Pos, Rotation)> {
    if spots.is_empty() {
        return None;
    }
    let n = spots.len();
    let i = match current.and_then(|c| spots.iter().position(|s| *s == c)) {
        Some(i) if back => (i + n - 1) % n,
        Some(i) => (i + 1) % n,
        None if back => n - 1,
        None => 0,
    };
    spots.get(i).copied()
}

/// The log in words and the seat that made each action (a turn per action), told
/// from the rules' report of each action.
pub fn history(game: &Match<SuperPose>, names: &[String], w: &Sp) -> table::History {
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let reports = game.reports();
    table::History {
        lines: reports.iter().map(|e| words::turn(w, &name(e.report.seat), &e.report).into()).collect(),
        movers: reports.iter().map(|e| e.seat.unwrap_or(table::CHANCE)).collect(),
        at: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::rng::Rng;
    use tabula_rules::super_pose::Setup;
    use tabula_rules::{Game, Turn};

    #[test]
    fn a_turned_card_keeps_its_middle_under_the_pointer() {
        assert_eq!(anchor(Pos::new(5, 5), Rotation::R0), Pos::new(5, 4));
        assert_eq!(anchor(Pos::new(5, 5), Rotation::R90), Pos::new(4, 5));
        assert_eq!(turned(Rotation::R270), Rotation::R0);
    }

    #[test]
    fn every_spot_is_judged_legal_and_others_say_why() {
        let g = SuperPose::new(&Setup::first_game(2), 4).unwrap();
        let legal = g.legal_actions();
        let card = legal[0].card();
        let all = spots(&legal, card);
        assert!(!all.is_empty());
        for &(at, rot) in &all {
            match judge(&g, &legal, Placement::new(card, at, rot)) {
                Verdict::Legal(choices) => {
                    assert!(choices.windows(2).all(|w| w[0].points >= w[1].points), "best first");
                    for c in choices {
                        assert!(legal.contains(&c.action));
                    }
                }
                other => panic!("{other:?}"),
            }
        }
        // Far from every card: nothing to cover.
        let far = Placement::new(card, Pos::new(40, 40), Rotation::R0);
        assert!(matches!(judge(&g, &legal, far), Verdict::Illegal(IllegalAction::Play(_))));
    }

    /// Next legal place goes first to the place that scores most, and a lit dot's
    /// cell, tapped, puts the card back at that place.
    #[test]
    fn next_goes_to_the_best_place_first() {
        let mut scored = 0;
        for seed in 0..20 {
            let mut m = Match::<SuperPose>::new(Setup::first_game(2), seed).unwrap();
            let mut rng = Rng::new(seed, 2);
            for _ in 0..4 {
                let a = m.state().random_action(&mut rng).unwrap();
                m.apply(a).unwrap();
            }
            let g = m.state();
            let legal = g.legal_actions();
            let card = legal[0].card();
            let ranked = ranked_spots(g, &legal, card);
            let mut plain = spots(&legal, card);
            let mut sorted = ranked.clone();
            sorted.sort_by_key(|(p, r)| (p.y, p.x, *r as u8));
            plain.sort_by_key(|(p, r)| (p.y, p.x, *r as u8));
            assert_eq!(sorted, plain, "the same places, each once");
            let points = |s: (Pos, Rotation)| match judge(g, &legal, Placement::new(card, s.0, s.1)) {
                Verdict::Legal(c) => c[0].points,
                Verdict::Illegal(e) => panic!("{e:?}"),
            };
            let top = points(ranked[0]);
            assert!(ranked.iter().all(|s| points(*s) <= top));
            scored += usize::from(top > 0);
            for (at, rot) in ranked {
                assert_eq!(anchor(middle(at, rot), rot), at);
            }
        }
        assert!(scored > 10, "a scoring place first in {scored} games of 20");
    }

    #[test]
    fn stepping_through_spots_wraps_both_ways() {
        let s = [(Pos::new(0, 0), Rotation::R0), (Pos::new(1, 0), Rotation::R90)];
        assert_eq!(next_spot(&s, None, false), Some(s[0]));
        assert_eq!(next_spot(&s, Some(s[1]), false), Some(s[0]));
        assert_eq!(next_spot(&s, Some(s[0]), true), Some(s[1]));
        assert_eq!(next_spot(&[], None, false), None);
    }

    #[test]
    fn the_log_has_a_line_per_turn() {
        let mut m = Match::<SuperPose>::new(Setup::first_game(2), 9).unwrap();
        let mut rng = Rng::new(1, 2);
        for _ in 0..6 {
            let Turn::Seat(_) = m.state().turn() else { break };
            let a = m.state().random_action(&mut rng).unwrap();
            m.apply(a).unwrap();
        }
        let h = history(&m, &["Ann".into(), "Ben".into()], &words::EN);
        assert_eq!(h.lines.len(), 6);
        assert_eq!(h.movers, [0, 1, 0, 1, 0, 1]);
        assert!(h.lines[0].line.starts_with("Ann laid a card calling "), "{}", h.lines[0].line);
        assert!(h.lines.iter().all(|l| l.line.contains("turn: +")));
        // Each line tells its action's report, in the words of `words::turn`.
        for (i, (line, e)) in h.lines.iter().zip(m.reports()).enumerate() {
            assert_eq!(line.line, words::turn(&words::EN, ["Ann", "Ben"][i % 2], &e.report));
        }
    }
}
