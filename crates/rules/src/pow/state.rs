//! The state of a POW game and its [`Game`] implementation.

use serde::{Deserialize, Serialize};

use super::action::{Action, IllegalAction};
use super::data::{Face, DICE, DIE, HEROES, MAX_SEATS, MIN_SEATS, ROLLS, STEAL_ANY, STEAL_TOP, VILLAINS};
use super::dice::Dice;
use super::report::Report;
use super::score::{count, Count};
use super::tiles::{Side, Tile};
use super::view::{DiceView, Pile, Stacks, TakeReport, View};
use crate::rng::Rng;
use crate::{Game, GameId, Match, Outcome, Record, RecordError, Seat, Turn};

/// Tiles of each side.
const PER_SIDE: usize = HEROES.len();

/// The two rows as dealt, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The hero row: each value of [`HEROES`] once.
    pub heroes: Vec<Tile>,
    /// The villain row: each value of [`VILLAINS`] once.
    pub villains: Vec<Tile>,
}

/// Seats and the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 to 5.
    pub seats: u8,
    /// The rows as dealt; `None` shuffles them from the seed. Redacted share links
    /// and tests use this; it is usually `None`.
    pub deal: Option<Deal>,
}

impl Setup {
    /// A game for `seats` seats dealt from the seed.
    pub fn new(seats: u8) -> Setup {
        Setup { seats, deal: None }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new(2)
    }
}

/// Where the turn is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Dicing {
    /// Rolls made this turn.
    rolls: u8,
    /// Dice set aside.
    aside: Dice,
    /// The last roll's dice not set aside.
    rolled: Dice,
    /// Whether chance rolls next.
    awaiting_roll: bool,
}

/// A POW game in progress.
///
/// Tiles are held as tokens: the index of the tile in the deal, heroes 0 to 11 (their
/// places in the row as dealt), villains 12 to 23, so the tile's path from the row
/// can be followed (redaction needs it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pow {
    setup: Setup,
    /// Token -> tile.
    tiles: Vec<Tile>,
    /// The rows by side, left to right.
    rows: [Vec<u8>; 2],
    /// Each seat's stacks by side, bottom first.
    stacks: Vec<[Vec<u8>; 2]>,
    to_move: Seat,
    dice: Dicing,
    last: Option<TakeReport>,
    over: bool,
}

impl Pow {
    /// The deal of `setup` and `seed`: the setup's if it has one, else shuffled.
    fn deal(setup: &Setup, seed: u64) -> Deal {
        if let Some(d) = &setup.deal {
            return d.clone();
        }
        let mut heroes = HEROES.map(Tile).to_vec();
        let mut villains = VILLAINS.map(Tile).to_vec();
        Rng::new(seed, 0).shuffle(&mut heroes);
        Rng::new(seed, 1).shuffle(&mut villains);
        Deal { heroes, villains }
    }

    fn check_setup(setup: &Setup) -> Result<(), String> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&setup.seats) {
            return Err(format!("POW is for {MIN_SEATS} to {MAX_SEATS} players, not {}", setup.seats));
        }
        if let Some(d) = &setup.deal {
            for (row, want, name) in [(&d.heroes, HEROES, "hero"), (&d.villains, VILLAINS, "villain")] {
                let mut sorted: Vec<i8> = row.iter().map(|t| t.0).collect();
                sorted.sort();
                let mut want = want.to_vec();
                want.sort();
                if sorted != want {
                    return Err(format!("the {name} row must hold each {name} tile once: {want:?}"));
                }
            }
        }
        Ok(())
    }

    /// The tile of a token.
    fn tile(&self, token: u8) -> Tile {
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

    /// The result if the mover stopped now.
    fn result(&self) -> Dice {
        self.dice.aside.plus(self.dice.rolled)
    }

    /// Whether the mover may set dice aside and roll again.
    fn can_reroll(&self) -> bool {
        !self.dice.awaiting_roll && self.dice.rolls < ROLLS && self.dice.rolled.total() >= 2
    }

    /// Every take the dice allow (the forced take aside), in a fixed order.
    fn takes(&self) -> Vec<Action> {
        let result = self.result();
        let mut out = Vec::new();
        for side in Side::ALL {
            let n = usize::from(result.count(Face::row(side)));
            if n >= 1 && n <= self.rows[side.index()].len() {
                out.push(Action::Take(side));
            }
        }
        for side in Side::ALL {
            let bubbles = result.count(Face::bubble(side));
            if bubbles < STEAL_TOP {
                continue;
            }
            for victim in (0..self.seat_count()).filter(|&v| v != self.to_move) {
                let height = self.stacks[victim][side.index()].len();
                let deepest = if bubbles >= STEAL_ANY { height } else { height.min(1) };
                for depth in 0..deepest {
                    out.push(Action::Steal { victim, side, depth });
                }
            }
        }
        out
    }

    /// The tile a forced take would take now: its side and its index in that row
    /// (from 0, the left), whether or not the dice force it.
    pub fn forced_take(&self) -> Option<(Side, usize)> {
        self.forced()
    }

    /// The forced take: the side and the place in its row.
    fn forced(&self) -> Option<(Side, usize)> {
        let pick = |side: Side| {
            let row = &self.rows[side.index()];
            // `min_by_key` keeps the first of equals: the leftmost.
            (0..row.len()).min_by_key(|&i| self.tile(row[i]).0).map(|i| (side, i))
        };
        pick(Side::Villain).or_else(|| pick(Side::Hero))
    }

    /// Whether `action` is legal now, and if not why.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        self.locate(action).map(|_| ())
    }

    /// Checks `action`; for a take, says where the tile would come from: the side,
    /// the seat robbed (`None`: the row) and the index in that row (from the left)
    /// or stack (from the bottom), all public, so a table can light the tile.
    pub fn locate(&self, action: &Action) -> Result<Option<(Side, Option<Seat>, usize)>, IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        if let Action::Roll(faces) = action {
            if !self.dice.awaiting_roll {
                return Err(IllegalAction::NoRollDue);
            }
            let expected = DICE - self.dice.aside.total().min(DICE);
            if faces.len() != expected {
                return Err(IllegalAction::DiceCount { expected, found: faces.len() });
            }
            return Ok(None);
        }
        if self.dice.awaiting_roll {
            return Err(IllegalAction::RollDue);
        }
        let result = self.result();
        match *action {
            Action::Roll(_) => Ok(None),
            Action::SetAside(part) => {
                if self.dice.rolls >= ROLLS || self.dice.rolled.total() < 2 {
                    return Err(IllegalAction::NoRollLeft);
                }
                if !self.dice.rolled.contains(part) {
                    return Err(IllegalAction::NotRolled);
                }
                if part.total() == 0 {
                    return Err(IllegalAction::NothingAside);
                }
                if part.total() >= self.dice.rolled.total() {
                    return Err(IllegalAction::NothingToRoll);
                }
                Ok(None)
            }
            Action::Take(side) => {
                let face = Face::row(side);
                let n = usize::from(result.count(face));
                if n == 0 {
                    return Err(IllegalAction::NoDice(face, side));
                }
                if n > self.rows[side.index()].len() {
                    return Err(IllegalAction::NoSuchTile(n, side));
                }
                Ok(Some((side, None, n - 1)))
            }
            Action::Steal { victim, side, depth } => {
                let bubbles = result.count(Face::bubble(side));
                if bubbles < STEAL_TOP {
                    return Err(IllegalAction::NotEnoughBubbles(side));
                }
                if victim == self.to_move || victim >= self.seat_count() {
                    return Err(IllegalAction::NotAnOpponent(victim));
                }
                let height = self.stacks[victim][side.index()].len();
                if height == 0 {
                    return Err(IllegalAction::EmptyStack(victim, side));
                }
                if depth > 0 && bubbles < STEAL_ANY {
                    return Err(IllegalAction::TopOnly);
                }
                if depth >= height {
                    return Err(IllegalAction::TooDeep(depth));
                }
                Ok(Some((side, Some(victim), height - 1 - depth)))
            }
            Action::TakeForced => {
                if !self.takes().is_empty() {
                    return Err(IllegalAction::NotForced);
                }
                // The game is not over, so a row still holds a tile.
                let (side, i) = self.forced().ok_or(IllegalAction::GameOver)?;
                Ok(Some((side, None, i)))
            }
        }
    }

    /// A uniformly random legal action of the seat to move, or `None` when chance or
    /// nobody is to act.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        let mut all = self.legal_actions();
        let i = rng.below(all.len());
        (i < all.len()).then(|| all.swap_remove(i))
    }

    /// The tokens every seat sees now: the rows and the top of each stack.
    fn shown(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.rows.iter().flatten().copied().collect();
        out.extend(self.stacks.iter().flatten().filter_map(|s| s.last().copied()));
        out
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
        Self::check_setup(setup)?;
        let deal = Self::deal(setup, seed);
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

    /// Every tile was face up in its row when taken, so the record's actions name
    /// every covered tile; what a seat may not see is which covered tile is where.
    /// The redacted record carries an explicit [`Deal`] in which the tiles that are
    /// covered now are dealt anew among their places in the rows as dealt (sorted,
    /// then shuffled from `fresh_seed`, so the real deal cannot be recovered): every
    /// take and steal names a place, so the same actions replay to the same public
    /// view with other tiles under the tops. A forced take depends on values, so
    /// a new deal that would change a forced take is refused and another drawn; after
    /// [`REDEAL_TRIES`] the tiles that were in the row during a forced take keep their
    /// places too. The same for every seat: covered tiles are hidden from their owner.
    fn redeal_unseen(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        // Every tile starts face up in the rows, so every seat has seen each one: only
        // the dice to come are unseen. The deal is kept as it was; the seed is new.
        let g = Pow::new(&record.setup, record.seed).map_err(RecordError::Setup)?;
        let (heroes, villains) = g.tiles.split_at(PER_SIDE);
        let setup =
            Setup { deal: Some(Deal { heroes: heroes.to_vec(), villains: villains.to_vec() }), ..record.setup.clone() };
        let redealt = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<Pow>::replay(redealt.clone())?;
        Ok(redealt)
    }

    fn redact(record: &Record<Self>, _seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        let m = Match::<Pow>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // The rows at each forced take.
        let mut g = Pow::new(&record.setup, record.seed).map_err(RecordError::Setup)?;
        let mut forced_rows: Vec<u8> = Vec::new();
        for (index, a) in record.actions.iter().enumerate() {
            if *a == Action::TakeForced {
                if let Some((side, _)) = g.forced() {
                    forced_rows.extend(g.rows[side.index()].iter().copied());
                }
            }
            g.apply(a).map_err(|e| RecordError::Illegal { index, action: a.to_string(), reason: e.to_string() })?;
        }
        let shown = st.shown();
        let target = st.view(None);
        let mut last_error = None;
        for attempt in 0..=REDEAL_TRIES {
            let mut kept = shown.clone();
            if attempt == REDEAL_TRIES {
                kept.extend(forced_rows.iter().copied());
            }
            let mut rng = Rng::new(fresh_seed, u64::MAX - attempt as u64);
            let mut tiles = st.tiles.clone();
            for side in Side::ALL {
                let tokens = side.index() * PER_SIDE..(side.index() + 1) * PER_SIDE;
                let free: Vec<usize> = tokens.filter(|&t| !kept.iter().any(|&k| usize::from(k) == t)).collect();
                let mut values: Vec<Tile> = free.iter().map(|&t| tiles[t]).collect();
                values.sort();
                rng.shuffle(&mut values);
                for (t, v) in free.into_iter().zip(values) {
                    tiles[t] = v;
                }
            }
            let (heroes, villains) = tiles.split_at(PER_SIDE);
            let deal = Deal { heroes: heroes.to_vec(), villains: villains.to_vec() };
            let setup = Setup { deal: Some(deal), ..record.setup.clone() };
            let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
            match Match::<Pow>::replay(redacted.clone()) {
                Ok(r) if r.state().view(None) == target => return Ok(redacted),
                Ok(_) => {}
                Err(e) => last_error = Some(e),
            }
        }
        Err(last_error.unwrap_or_else(|| RecordError::Setup("the position could not be redealt".into())))
    }
}

/// New deals a redaction draws before it keeps the tiles seen at forced takes in place.
pub const REDEAL_TRIES: usize = 32;
