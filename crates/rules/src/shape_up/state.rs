//! The state of a Shape Up! game and its [`Game`] implementation.

use serde::{Deserialize, Serialize};

use super::grid::{box_fits, Frame};
use super::score::{lines, total, Line};
use super::{Card, Cell, Report, Shift};
use crate::rng::{redeal, Rng};
use crate::{Game, GameId, Match, Outcome, Record, RecordError, Seat, Turn};

/// Seats and variants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2 or 3.
    pub seats: u8,
    /// Advanced Shape Up!: hands of 3, the card left in hand is the victory card.
    pub advanced: bool,
    /// Rounds to play: 1, or 4 for the full game (scores add up).
    pub rounds: u8,
    /// Seat that starts the first round; the start passes on each round.
    #[serde(default)]
    pub first: u8,
    /// Explicit deals for the first rounds, each the 18 cards in dealing order (hidden
    /// card, victory cards or hands by seat, then the deck top first). Rounds without
    /// one are shuffled from the seed. Redacted share links use this; it is usually empty.
    #[serde(default)]
    pub deals: Vec<Vec<Card>>,
}

impl Default for Setup {
    fn default() -> Self {
        Setup { seats: 2, advanced: false, rounds: 1, first: 0, deals: Vec::new() }
    }
}

/// One turn: play a card from hand on a cell, with an optional move of another card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// Index of the played card in the mover's hand (always 0 in the basic game, where
    /// the hand is the card just drawn).
    pub card: u8,
    /// Where the card is played.
    pub play: Cell,
    /// The optional move.
    pub shift: Option<Shift>,
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No such card in hand.
    #[error("there is no such card in hand")]
    NoSuchCard,
    /// The first card of a round goes in the middle of the table.
    #[error("the first card goes in the middle of the table")]
    FirstCardOffCentre,
    /// The cell already holds a card.
    #[error("that cell already holds a card")]
    Occupied,
    /// The card would touch no other card.
    #[error("a card must be played next to another card")]
    NotAdjacent,
    /// The layout would not fit a 5x3 window.
    #[error("the layout must fit in 5 by 3 cards")]
    OutsideWindow,
    /// The move starts from a cell without a card that was there at the start of the turn.
    #[error("there is no card to move there")]
    NothingToMove,
    /// The move ends on a card.
    #[error("a card can only move to an empty cell")]
    MoveOntoCard,
    /// The moved card would touch no other card.
    #[error("a moved card must end next to another card")]
    MoveNotAdjacent,
    /// The move would take the layout out of the 5x3 window.
    #[error("after the move the layout must fit in 5 by 3 cards")]
    MoveOutsideWindow,
}

/// The outcome of a finished round, public once the round is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The final layout.
    pub layout: Vec<(Cell, Card)>,
    /// Each seat's victory card.
    pub victory: Vec<Card>,
    /// The card dealt out of play.
    pub hidden: Card,
    /// Each seat's scoring lines.
    pub lines: Vec<Vec<Line>>,
    /// Each seat's points for the round.
    pub points: Vec<u32>,
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Number of seats.
    pub seats: usize,
    /// Whether this is the advanced game.
    pub advanced: bool,
    /// Current round, from 0.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Who is to play, unless the game is over.
    pub to_move: Option<Seat>,
    /// Cards in play.
    pub layout: Vec<(Cell, Card)>,
    /// The viewer's hand (in the basic game, the card drawn on the viewer's turn).
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// The viewer's victory card in the basic game.
    pub victory: Option<Card>,
    /// Cards left to draw.
    pub deck_left: usize,
    /// Points from finished rounds.
    pub totals: Vec<i32>,
    /// Finished rounds, everything revealed.
    pub results: Vec<RoundResult>,
    /// Whether the game is over.
    pub over: bool,
}

/// A Shape Up! game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeUp {
    setup: Setup,
    seed: u64,
    round: u8,
    to_move: Seat,
    played: u8,
    layout: Vec<(Cell, Card)>,
    hidden: Card,
    victory: Vec<Option<Card>>,
    hands: Vec<Vec<Card>>,
    /// Cards left to draw, the next one last.
    deck: Vec<Card>,
    totals: Vec<i32>,
    results: Vec<RoundResult>,
    over: bool,
}

impl ShapeUp {
    /// The 18 cards of round `round` in dealing order.
    pub(crate) fn deal_order(setup: &Setup, seed: u64, round: u8) -> Vec<Card> {
        if let Some(d) = setup.deals.get(usize::from(round)) {
            return d.clone();
        }
        let mut cards: Vec<Card> = Card::all().collect();
        Rng::new(seed, u64::from(round)).shuffle(&mut cards);
        cards
    }

    fn start_round(&mut self, round: u8) {
        let n = self.seat_count();
        let cards = Self::deal_order(&self.setup, self.seed, round);
        let mut it = cards.into_iter();
        self.round = round;
        self.played = 0;
        self.layout.clear();
        self.hidden = it.next().unwrap_or(Card(0));
        if self.setup.advanced {
            self.victory = vec![None; n];
            self.hands = (0..n).map(|_| it.by_ref().take(3).collect()).collect();
        } else {
            self.victory = (0..n).map(|_| it.next()).collect();
            self.hands = vec![Vec::new(); n];
        }
        self.deck = it.collect();
        self.deck.reverse();
        self.to_move = (usize::from(self.setup.first) + usize::from(round)) % n;
        self.begin_turn();
    }

    /// In the basic game the mover draws at the start of the turn.
    fn begin_turn(&mut self) {
        if !self.setup.advanced && self.hands[self.to_move].is_empty() {
            if let Some(c) = self.deck.pop() {
                self.hands[self.to_move].push(c);
            }
        }
    }

    /// Cards a round lays: all but the hidden card and one victory card a seat.
    fn cards_per_round(&self) -> u8 {
        18 - 1 - self.setup.seats
    }

    fn end_round(&mut self) {
        let n = self.seat_count();
        let victory: Vec<Card> =
            (0..n).map(|s| self.victory[s].or_else(|| self.hands[s].first().copied()).unwrap_or(Card(0))).collect();
        let seat_lines: Vec<Vec<Line>> = victory.iter().map(|v| lines(&self.layout, *v)).collect();
        let points: Vec<u32> = seat_lines.iter().map(|l| total(l)).collect();
        for (t, p) in self.totals.iter_mut().zip(&points) {
            *t += *p as i32;
        }
        self.results.push(RoundResult {
            layout: self.layout.clone(),
            victory,
            hidden: self.hidden,
            lines: seat_lines,
            points,
        });
        if self.round + 1 < self.setup.rounds {
            self.start_round(self.round + 1);
        } else {
            self.over = true;
        }
    }

    /// The cards in play.
    pub fn layout(&self) -> &[(Cell, Card)] {
        &self.layout
    }

    /// Number of legal actions, without listing them.
    pub fn legal_count(&self) -> usize {
        if self.over {
            return 0;
        }
        Frame::new(&self.layout).count() * self.hands[self.to_move].len()
    }

    /// A uniformly random legal action, drawn without listing them all.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        if self.over {
            return None;
        }
        let frame = Frame::new(&self.layout);
        let counts = frame.counts();
        let per_card = counts.total;
        let total = per_card * self.hands[self.to_move].len();
        if total == 0 {
            return None;
        }
        let k = rng.below(total);
        let (play, shift) = frame.nth(&counts, k % per_card)?;
        Some(Action { card: (k / per_card) as u8, play, shift })
    }

    /// Whether `action` is legal now, and if not why: the same check as
    /// [`Game::apply`], for a table that builds a turn step by step. It accepts a turn
    /// in either order when that order works, while the listing shows each turn once.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        if usize::from(action.card) >= self.hands[self.to_move].len() {
            return Err(IllegalAction::NoSuchCard);
        }
        self.check(action.play, action.shift)
    }

    /// Checks a play and optional move on the current layout, step by step in the
    /// order they happen. Independent of the bitboard generator, which tests compare
    /// against it.
    fn check(&self, play: Cell, shift: Option<Shift>) -> Result<(), IllegalAction> {
        let mut now = Step::start(&self.layout);
        if let Some(s) = shift.filter(|s| s.before) {
            now = now.shift(s)?;
        }
        if now.any(|c| c.key() == play.key()) {
            return Err(IllegalAction::Occupied);
        }
        if self.layout.is_empty() {
            if play != Cell::new(0, 0) {
                return Err(IllegalAction::FirstCardOffCentre);
            }
        } else if !now.any(|c| c.touches(play)) {
            return Err(IllegalAction::NotAdjacent);
        }
        now.played = Some(play);
        if !now.fits() {
            return Err(IllegalAction::OutsideWindow);
        }
        if let Some(s) = shift.filter(|s| !s.before) {
            if s.from == play {
                // Only cards already in the layout at the start of the turn move.
                return Err(IllegalAction::NothingToMove);
            }
            now.shift(s)?;
        }
        Ok(())
    }

    fn check_setup(setup: &Setup) -> Result<(), String> {
        if !(2..=3).contains(&setup.seats) {
            return Err(format!("Shape Up! is for 2 or 3 players, not {}", setup.seats));
        }
        if !(1..=4).contains(&setup.rounds) {
            return Err(format!("a game is 1 to 4 rounds, not {}", setup.rounds));
        }
        if setup.first >= setup.seats {
            return Err(format!("there is no seat {} to start", setup.first));
        }
        if setup.deals.len() > usize::from(setup.rounds) {
            return Err("more deals than rounds".into());
        }
        for d in &setup.deals {
            let mut sorted = d.clone();
            sorted.sort();
            if sorted != Card::all().collect::<Vec<_>>() {
                return Err("a deal must hold each of the 18 cards once".into());
            }
        }
        Ok(())
    }
}

/// The layout at one step of a turn, without copying it: the cards that stay where
/// they were (in `base`, the ones before and after the moving card), where the
/// moving card is now (`None`: lifted, or no move yet), and the new card.
#[derive(Clone, Copy)]
struct Step<'a> {
    head: &'a [(Cell, Card)],
    tail: &'a [(Cell, Card)],
    moving: Option<Cell>,
    played: Option<Cell>,
}

impl<'a> Step<'a> {
    /// The layout at the start of the turn.
    fn start(base: &'a [(Cell, Card)]) -> Step<'a> {
        Step { head: base, tail: &[], moving: None, played: None }
    }

    /// The layout after moving a card as `s` says, if that move is legal. Only one
    /// card moves in a turn: the cards still in place are all in `head`.
    fn shift(self, s: Shift) -> Result<Step<'a>, IllegalAction> {
        let i = self.head.iter().position(|p| p.0.key() == s.from.key()).ok_or(IllegalAction::NothingToMove)?;
        if self.any(|c| c.key() == s.to.key()) {
            return Err(IllegalAction::MoveOntoCard);
        }
        let (head, rest) = self.head.split_at_checked(i).ok_or(IllegalAction::NothingToMove)?;
        let lifted = Step { head, tail: rest.get(1..).unwrap_or_default(), ..self };
        if !lifted.any(|c| c.touches(s.to)) {
            return Err(IllegalAction::MoveNotAdjacent);
        }
        let moved = Step { moving: Some(s.to), ..lifted };
        if !moved.fits() {
            return Err(IllegalAction::MoveOutsideWindow);
        }
        Ok(moved)
    }

    /// Whether a card of the layout is on a cell that `f` accepts.
    #[inline(always)]
    fn any(self, f: impl Fn(Cell) -> bool) -> bool {
        for p in self.head {
            if f(p.0) {
                return true;
            }
        }
        for p in self.tail {
            if f(p.0) {
                return true;
            }
        }
        self.moving.is_some_and(&f) || self.played.is_some_and(f)
    }

    /// Whether the layout fits the window.
    fn fits(self) -> bool {
        // Columns then rows of the box, empty to start with.
        let mut b = (i8::MAX, i8::MIN, i8::MAX, i8::MIN);
        for p in self.head {
            widen(&mut b, p.0);
        }
        for p in self.tail {
            widen(&mut b, p.0);
        }
        if let Some(c) = self.moving {
            widen(&mut b, c);
        }
        if let Some(c) = self.played {
            widen(&mut b, c);
        }
        b.1 < b.0 || box_fits(b.0, b.1, b.2, b.3)
    }
}

/// Grows the box `(x0, x1, y0, y1)` to hold `c`.
#[inline(always)]
fn widen(b: &mut (i8, i8, i8, i8), c: Cell) {
    *b = (b.0.min(c.x), b.1.max(c.x), b.2.min(c.y), b.3.max(c.y));
}

impl Game for ShapeUp {
    type Setup = Setup;
    type Action = Action;
    type View = View;
    type Error = IllegalAction;
    type Report = Report;

    const ID: GameId = GameId::ShapeUp;
    const RULES_VERSION: u32 = 1;
    const DEALT_BY_DEVICES: bool = true;

    fn new(setup: &Setup, seed: u64) -> Result<Self, String> {
        Self::check_setup(setup)?;
        let n = usize::from(setup.seats);
        let mut g = ShapeUp {
            setup: setup.clone(),
            seed,
            round: 0,
            to_move: 0,
            played: 0,
            // Room for a whole round's cards at once (at most 15 with 2 players).
            layout: Vec::with_capacity(16),
            hidden: Card(0),
            // Dealt by `start_round`.
            victory: Vec::new(),
            hands: Vec::new(),
            deck: Vec::new(),
            totals: vec![0; n],
            results: Vec::new(),
            over: false,
        };
        g.start_round(0);
        Ok(g)
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seat_count(&self) -> usize {
        usize::from(self.setup.seats)
    }

    fn turn(&self) -> Turn {
        if self.over {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        // Room for most listings from the start (the median is about 220 turns).
        let mut out = Vec::with_capacity(256);
        Frame::new(&self.layout).fill(&mut out, |play, shift| Action { card: 0, play, shift });
        // Every card in hand allows the same turns: the listing repeats per card.
        let per_card = out.len();
        for card in 1..self.hands[self.to_move].len() as u8 {
            out.extend_from_within(..per_card);
            if let Some(block) = out.get_mut(usize::from(card) * per_card..) {
                block.iter_mut().for_each(|a| a.card = card);
            }
        }
        out
    }

    fn apply_reported(&mut self, a: &Action) -> Result<Report, IllegalAction> {
        self.check_action(a)?;
        let seat = self.to_move;
        let card = self.hands[self.to_move].remove(usize::from(a.card));
        // What `after_turn` does, in place.
        let mut moved = None;
        if let Some(s) = a.shift {
            if let Some(p) = self.layout.iter_mut().find(|p| p.0 == s.from) {
                p.0 = s.to;
                moved = Some(p.1);
            }
        }
        self.layout.push((a.play, card));
        self.played += 1;
        if self.setup.advanced {
            if let Some(c) = self.deck.pop() {
                self.hands[self.to_move].push(c);
            }
        }
        let mut round_points = None;
        if self.played >= self.cards_per_round() {
            self.end_round();
            round_points = self.results.last().map(|r| r.points.clone());
        } else {
            self.to_move = (self.to_move + 1) % self.seat_count();
            self.begin_turn();
        }
        Ok(Report { seat, card, play: a.play, shift: a.shift, moved, round_points })
    }

    fn scores(&self) -> Vec<i32> {
        self.totals.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome::from_scores(self.totals.clone()))
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let own = seat.filter(|&s| s < self.seat_count());
        View {
            seat: own,
            seats: self.seat_count(),
            advanced: self.setup.advanced,
            round: self.round,
            rounds: self.setup.rounds,
            to_move: (!self.over).then_some(self.to_move),
            layout: self.layout.clone(),
            hand: own.map(|s| self.hands[s].clone()).unwrap_or_default(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            victory: own.and_then(|s| self.victory[s]),
            deck_left: self.deck.len(),
            totals: self.totals.clone(),
            results: self.results.clone(),
            over: self.over,
        }
    }

    fn redact(record: &Record<Self>, seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |s| Some(s) == seat, fresh_seed)
    }

    fn redeal_unseen(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |_| true, fresh_seed)
    }

    fn to_dealt(record: &Record<Self>) -> Option<Record<ShapeUp>> {
        Some(record.clone())
    }

    fn from_dealt(record: Record<ShapeUp>) -> Option<Record<Self>> {
        Some(record)
    }
}

impl ShapeUp {
    /// [`Game::redact`] for every seat `keeps` says: what those seats have seen stays.
    fn redact_keeping(
        record: &Record<Self>,
        keeps: impl Fn(Seat) -> bool,
        fresh_seed: u64,
    ) -> Result<Record<Self>, RecordError> {
        let m = Match::<ShapeUp>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // Finished rounds are public; the current round keeps what `seat` has seen in
        // place and deals everything else anew; later rounds come from the fresh seed.
        let mut deals: Vec<Vec<Card>> =
            (0..=st.round).map(|r| Self::deal_order(&record.setup, record.seed, r)).collect();
        let mut seen: Vec<Card> = st.layout.iter().map(|p| p.1).collect();
        for s in (0..st.seat_count()).filter(|&s| keeps(s)) {
            seen.extend(st.hands[s].iter().copied());
            seen.extend(st.victory[s]);
        }
        if let Some(current) = deals.last_mut() {
            redeal(current, &seen, &mut Rng::new(fresh_seed, u64::MAX));
        }
        let mut setup = record.setup.clone();
        setup.deals = deals;
        let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<ShapeUp>::replay(redacted.clone())?;
        Ok(redacted)
    }
}

#[cfg(test)]
mod tests {
    use super::super::fits;
    use super::*;

    /// The step-by-step check as first written, on a copy of the layout: `check`
    /// must give the same answer without the copy.
    fn check_on_a_copy(g: &ShapeUp, play: Cell, shift: Option<Shift>) -> Result<(), IllegalAction> {
        let mut cells: Vec<Cell> = g.layout.iter().map(|p| p.0).collect();
        let first = cells.is_empty();
        let do_move = |cells: &mut Vec<Cell>, s: Shift| -> Result<(), IllegalAction> {
            let i = cells.iter().position(|c| *c == s.from).ok_or(IllegalAction::NothingToMove)?;
            if cells.contains(&s.to) {
                return Err(IllegalAction::MoveOntoCard);
            }
            cells.swap_remove(i);
            if !cells.iter().any(|c| c.touches(s.to)) {
                return Err(IllegalAction::MoveNotAdjacent);
            }
            cells.push(s.to);
            if !fits(cells.iter().copied()) {
                return Err(IllegalAction::MoveOutsideWindow);
            }
            Ok(())
        };
        if let Some(s) = shift.filter(|s| s.before) {
            do_move(&mut cells, s)?;
        }
        if cells.contains(&play) {
            return Err(IllegalAction::Occupied);
        }
        if first {
            if play != Cell::new(0, 0) {
                return Err(IllegalAction::FirstCardOffCentre);
            }
        } else if !cells.iter().any(|c| c.touches(play)) {
            return Err(IllegalAction::NotAdjacent);
        }
        cells.push(play);
        if !fits(cells.iter().copied()) {
            return Err(IllegalAction::OutsideWindow);
        }
        if let Some(s) = shift.filter(|s| !s.before) {
            if s.from == play {
                return Err(IllegalAction::NothingToMove);
            }
            do_move(&mut cells, s)?;
        }
        Ok(())
    }

    #[test]
    fn check_agrees_with_the_check_on_a_copy() {
        let mut errors = std::collections::HashSet::new();
        for seed in 0..60u64 {
            let setup = Setup { seats: 2 + (seed % 2) as u8, ..Setup::default() };
            let mut g = ShapeUp::new(&setup, seed).expect("valid setup");
            let mut rng = Rng::new(seed, 5);
            while !g.over {
                // Cells in and around the layout's box, and some of the cards' own.
                let cells: Vec<Cell> = g.layout.iter().map(|p| p.0).collect();
                let (x0, x1) =
                    (cells.iter().map(|c| c.x).min().unwrap_or(0), cells.iter().map(|c| c.x).max().unwrap_or(0));
                let (y0, y1) =
                    (cells.iter().map(|c| c.y).min().unwrap_or(0), cells.iter().map(|c| c.y).max().unwrap_or(0));
                let near = |rng: &mut Rng| {
                    let x = x0 - 2 + rng.below((x1 - x0 + 5) as usize) as i8;
                    let y = y0 - 2 + rng.below((y1 - y0 + 5) as usize) as i8;
                    Cell::new(x, y)
                };
                for _ in 0..300 {
                    let play = near(&mut rng);
                    let shift = match rng.below(3) {
                        0 => None,
                        _ => {
                            let from = match cells.len() {
                                0 => near(&mut rng),
                                n if rng.below(4) > 0 => cells[rng.below(n)],
                                _ => near(&mut rng),
                            };
                            Some(Shift { from, to: near(&mut rng), before: rng.below(2) == 0 })
                        }
                    };
                    let want = check_on_a_copy(&g, play, shift);
                    assert_eq!(g.check(play, shift), want, "{play:?} {shift:?} on {:?}", g.layout);
                    errors.insert(format!("{want:?}"));
                }
                let a = g.random_action(&mut rng).expect("a legal action");
                g.apply(&a).expect("legal");
            }
        }
        // Every outcome came up, so every branch was compared.
        assert_eq!(errors.len(), 9, "{errors:?}");
    }
}
