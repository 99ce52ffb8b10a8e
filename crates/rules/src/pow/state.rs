//! The state of a POW game and its [`Game`] implementation. Its moves are in
//! `moves.rs`, redaction in `redact.rs`.

use super::action::{Action, IllegalAction};
use super::data::{Face, DICE, DIE};
use super::dice::Dice;
use super::report::Report;
use super::score::{count, Count};
use super::setup::{Setup, PER_SIDE};
use super::tiles::{Side, Tile};
use super::view::{DiceView, Pile, Stacks, TakeReport, View};
use crate::rng::Rng;
use crate::{Game, GameId, Outcome, Record, RecordError, Seat, Turn};
/// Where the turn is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Dicing {
    /// Rolls made this turn.
    pub(super) rolls: u8,
    /// Dice set aside.
    pub(super) aside: Dice,
    /// The last roll's dice not set aside.
    pub(super) rolled: Dice,
    /// Whether chance rolls next.
    pub(super) awaiting_roll: bool,
}

/// A POW game in progress.
///
/// Tiles are held as tokens: the index of the tile in the deal, heroes 0 to 11 (their
/// places in the row as dealt), villains 12 to 23, so the tile's path from the row
/// can be followed (redaction needs it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pow {
    pub(super) setup: Setup,
    /// Token -> tile.
    pub(super) tiles: Vec<Tile>,
    /// The rows by side, left to right.
    pub(super) rows: [Vec<u8>; 2],
    /// Each seat's stacks by side, bottom first.
    pub(super) stacks: Vec<[Vec<u8>; 2]>,
    pub(super) to_move: Seat,
    pub(super) dice: Dicing,
    pub(super) last: Option<TakeReport>,
    pub(super) over: bool,
}

impl Pow {
    /// The tile of a token.
    pub(super) fn tile(&self, token: u8) -> Tile {
        self.tiles.get(usize::from(token)).copied().unwrap_or(Tile(0))
    }

    /// The row of `side`, left to right.
    pub fn row(&self, side: Side) -> Vec<Tile> {
        self.rows[side.index()].iter().map(|&t| self.tile(t)).collect()
    }

    /// `seat`'s stack of `side`, bottom first, covered tiles included: for tests and
    /// the end of the game, never for a seat's eyes.
    pub fn stack(&self, seat: Seat, side: Side) -> Vec<Tile> {
        self.stacks.get(seat).map(|s| s[side.index()].iter().map(|&t| self.tile(t)).collect()).unwrap_or_default()
    }

    /// Each seat's count as if the game ended now.
    pub fn counts(&self) -> Vec<Count> {
        (0..self.seat_count()).map(|s| count(&self.stack(s, Side::Hero), &self.stack(s, Side::Villain))).collect()
    }

    /// A uniformly random legal action of the seat to move, or `None` when chance or
    /// nobody is to act.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        let mut all = self.legal_actions();
        let i = rng.below(all.len());
        (i < all.len()).then(|| all.swap_remove(i))
    }
}

impl Game for Pow {
    type Setup = Setup;
    type Action = Action;
    type View = View;
    type Error = IllegalAction;
    type Report = Report;

    const ID: GameId = GameId::Pow;
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup, seed: u64) -> Result<Self, String> {
        setup.check()?;
        let deal = setup.deal(seed);
        let tiles: Vec<Tile> = deal.heroes.iter().chain(&deal.villains).copied().collect();
        let per_side = PER_SIDE as u8;
        Ok(Pow {
            setup: setup.clone(),
            tiles,
            rows: [(0..per_side).collect(), (per_side..2 * per_side).collect()],
            stacks: vec![[Vec::new(), Vec::new()]; usize::from(setup.seats)],
            to_move: 0,
            dice: Dicing { awaiting_roll: true, ..Dicing::default() },
            last: None,
            over: false,
        })
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seat_count(&self) -> usize {
        self.stacks.len()
    }

    fn chance_owner(&self) -> Option<Seat> {
        (!self.over && self.dice.awaiting_roll).then_some(self.to_move)
    }

    fn turn(&self) -> Turn {
        if self.over {
            Turn::Over
        } else if self.dice.awaiting_roll {
            Turn::Chance
        } else {
            Turn::Seat(self.to_move)
        }
    }

    /// The seat's choices: each take the dice allow (or the forced take when they
    /// allow none), then each distinct set of faces to set aside. Empty while the
    /// dice are to be rolled: the driver draws the roll with [`Game::chance_action`].
    fn legal_actions(&self) -> Vec<Action> {
        if self.turn() != Turn::Seat(self.to_move) {
            return Vec::new();
        }
        let mut out = self.takes();
        if out.is_empty() {
            out.push(Action::TakeForced);
        }
        if self.can_reroll() {
            let rolled = self.dice.rolled;
            out.extend(rolled.parts(1, rolled.total() - 1).into_iter().map(Action::SetAside));
        }
        out
    }

    fn apply_reported(&mut self, action: &Action) -> Result<Report, IllegalAction> {
        let from = self.locate(action)?;
        let seat = self.to_move;
        match (action, from) {
            (Action::Roll(faces), _) => {
                self.dice.rolled = Dice::from_faces(faces);
                self.dice.rolls += 1;
                self.dice.awaiting_roll = false;
                Ok(Report::Rolled { seat, faces: faces.clone() })
            }
            (Action::SetAside(part), _) => {
                self.dice.aside = self.dice.aside.plus(*part);
                self.dice.rolled = Dice::default();
                self.dice.awaiting_roll = true;
                Ok(Report::SetAside { seat, dice: *part })
            }
            (_, Some((side, victim, i))) => {
                let source = match victim {
                    None => &mut self.rows[side.index()],
                    Some(v) => &mut self.stacks[v][side.index()],
                };
                if i >= source.len() {
                    return Err(IllegalAction::TooDeep(i));
                }
                let token = source.remove(i);
                let seat = self.to_move;
                self.stacks[seat][side.index()].push(token);
                self.last = Some(TakeReport { seat, action: action.clone(), side, tile: self.tile(token) });
                self.dice = Dicing { awaiting_roll: true, ..Dicing::default() };
                if self.rows.iter().all(Vec::is_empty) {
                    self.over = true;
                } else {
                    self.to_move = (seat + 1) % self.seat_count();
                }
                Ok(match (action, victim) {
                    (Action::Steal { victim, side, depth }, _) => {
                        Report::Stole { seat, victim: *victim, side: *side, depth: *depth }
                    }
                    // Only a steal names a victim; the row's takes are reported by place.
                    (_, _) => Report::Took { seat, side, place: i + 1, forced: *action == Action::TakeForced },
                })
            }
            // `locate` places every take; nothing else reaches here.
            (_, None) => Err(IllegalAction::GameOver),
        }
    }

    fn scores(&self) -> Vec<i32> {
        self.counts().iter().map(|c| c.score).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome::from_scores(self.scores()))
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let pile = |s: &Vec<u8>| Pile { height: s.len(), top: s.last().map(|&t| self.tile(t)) };
        View {
            seat: seat.filter(|&s| s < self.seat_count()),
            to_move: (!self.over).then_some(self.to_move),
            awaiting_roll: !self.over && self.dice.awaiting_roll,
            heroes: self.row(Side::Hero),
            villains: self.row(Side::Villain),
            stacks: self.stacks.iter().map(|s| Stacks { heroes: pile(&s[0]), villains: pile(&s[1]) }).collect(),
            dice: DiceView {
                rolls: self.dice.rolls,
                aside: self.dice.aside,
                rolled: self.dice.rolled,
                can_reroll: !self.over && self.can_reroll(),
            },
            last: self.last.clone(),
            result: self.over.then(|| self.counts()),
        }
    }

    /// Each die not set aside shows a face of [`DIE`] drawn uniformly.
    fn chance_action(&self, rng: &mut Rng) -> Option<Action> {
        if self.turn() != Turn::Chance {
            return None;
        }
        let n = DICE - self.dice.aside.total().min(DICE);
        Some(Action::Roll((0..n).map(|_| DIE[rng.below(DIE.len())]).collect()))
    }

    /// Each die not set aside shows each face of [`DIE`] with equal odds: every
    /// sequence of faces, as [`Action::Roll`] records it, with its probability.
    fn chance_outcomes(&self) -> Vec<(Action, f64)> {
        if self.turn() != Turn::Chance {
            return Vec::new();
        }
        let n = DICE - self.dice.aside.total().min(DICE);
        let odds = |f: Face| DIE.iter().filter(|&&g| g == f).count() as f64 / DIE.len() as f64;
        let mut out: Vec<(Vec<Face>, f64)> = vec![(Vec::new(), 1.0)];
        for _ in 0..n {
            out = out
                .into_iter()
                .flat_map(|(faces, p)| {
                    Face::ALL.into_iter().map(move |f| {
                        let mut longer = faces.clone();
                        longer.push(f);
                        (longer, p * odds(f))
                    })
                })
                .collect();
        }
        out.into_iter().map(|(faces, p)| (Action::Roll(faces), p)).collect()
    }
    /// See `redact.rs`.
    fn redeal_unseen(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redeal_unseen_record(record, fresh_seed)
    }

    fn redact(record: &Record<Self>, _seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_record(record, fresh_seed)
    }
}
