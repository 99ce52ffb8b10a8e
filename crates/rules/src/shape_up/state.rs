//! The state of a Shape Up! game and its [`Game`] implementation. A turn's check is
//! in `check.rs`, redaction in `redact.rs`.

use super::action::{Action, IllegalAction};
use super::frame::Frame;
use super::score::{lines, total, Line};
use super::setup::Setup;
use super::view::{RoundResult, View};
use super::{Card, Cell, Report};
use crate::rng::Rng;
use crate::{Game, GameId, Outcome, Record, RecordError, Seat, Turn};

/// A Shape Up! game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeUp {
    pub(super) setup: Setup,
    pub(super) seed: u64,
    pub(super) round: u8,
    pub(super) to_move: Seat,
    pub(super) played: u8,
    pub(super) layout: Vec<(Cell, Card)>,
    pub(super) hidden: Card,
    pub(super) victory: Vec<Option<Card>>,
    pub(super) hands: Vec<Vec<Card>>,
    /// Cards left to draw, the next one last.
    pub(super) deck: Vec<Card>,
    pub(super) totals: Vec<i32>,
    pub(super) results: Vec<RoundResult>,
    pub(super) over: bool,
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
        setup.check()?;
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
