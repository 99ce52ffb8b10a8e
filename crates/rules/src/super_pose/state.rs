//! The state of a SUPER-POSE game and its [`Game`] implementation. Its legal plays
//! are in `moves.rs`, a turn's scoring in `turn.rs`, the winners in `winners.rs` and
//! redaction in `redact.rs`.

use super::action::{Action, IllegalAction, TurnReport};
use super::board::Board;
use super::cards::{Animal, CardId};
use super::place::Placement;
use super::setup::{Setup, HAND};
use super::start::lay;
use super::view::{OwnedZone, View};
use super::zone::zones;
use crate::rng::Rng;
use crate::{Game, GameId, Outcome, OwnDeck, Record, RecordError, Seat, Turn};

/// A SUPER-POSE game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuperPose {
    pub(super) setup: Setup,
    pub(super) packs: Vec<Animal>,
    pub(super) board: Board,
    pub(super) zones: Vec<OwnedZone>,
    pub(super) hands: Vec<Vec<CardId>>,
    /// Each seat's deck, the next card last.
    pub(super) decks: Vec<Vec<CardId>>,
    pub(super) set_aside: Vec<CardId>,
    /// Each seat's own points.
    pub(super) points: Vec<i32>,
    pub(super) log: Vec<TurnReport>,
    pub(super) to_move: Seat,
    pub(super) over: bool,
}

impl SuperPose {
    /// The cards on the table.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The zones that exist, with their owners.
    pub fn zones(&self) -> &[OwnedZone] {
        &self.zones
    }

    /// Every turn so far.
    pub fn log(&self) -> &[TurnReport] {
        &self.log
    }

    /// Cards set aside unplayed.
    pub fn set_aside(&self) -> &[CardId] {
        &self.set_aside
    }

    /// A uniformly random legal action.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        let mut all = self.legal_actions();
        let i = rng.below(all.len());
        (i < all.len()).then(|| all.swap_remove(i))
    }

    /// Passes the turn to the next seat holding cards; the game ends when none does.
    fn next_turn(&mut self) {
        let n = self.seat_count();
        for k in 1..=n {
            let s = (self.to_move + k) % n;
            if !self.hands[s].is_empty() {
                self.to_move = s;
                return;
            }
        }
        self.over = true;
    }
}

impl Game for SuperPose {
    type Setup = Setup;
    type Action = Action;
    type View = View;
    type Error = IllegalAction;
    type Report = TurnReport;

    const ID: GameId = GameId::SuperPose;
    const RULES_VERSION: u32 = 1;
    const OWN_DECKS: bool = true;

    fn new(setup: &Setup, seed: u64) -> Result<Self, String> {
        let packs = setup.packs_dealt();
        setup.check(&packs)?;
        let board = lay(setup.flowers, &setup.start)?;
        let n = packs.len();
        let hands = packs.iter().map(|&a| (0..3).map(|i| CardId::pack(a, i)).collect()).collect();
        let decks = (0..n)
            .map(|s| {
                let mut d = setup.deal_order(&packs, seed, s);
                d.reverse();
                d
            })
            .collect();
        Ok(SuperPose {
            setup: setup.clone(),
            packs,
            board,
            zones: Vec::new(),
            hands,
            decks,
            set_aside: Vec::new(),
            points: vec![0; n],
            log: Vec::new(),
            to_move: usize::from(setup.first),
            over: false,
        })
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seat_count(&self) -> usize {
        self.packs.len()
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
        let plays = self.plays();
        if !plays.is_empty() {
            return plays;
        }
        self.hands[self.to_move].iter().map(|&card| Action::SetAside { card }).collect()
    }

    fn apply_reported(&mut self, a: &Action) -> Result<TurnReport, IllegalAction> {
        self.check_action(a)?;
        let seat = self.to_move;
        let mut report = TurnReport { seat, action: a.clone(), zones: Vec::new(), bonus: 0, points: 0 };
        match a {
            Action::Play { card, at, rot, shapes, .. } => {
                let (plain, scores, during) = self.turn_zones(&Placement::new(*card, *at, *rot), shapes);
                report.zones = scores;
                report.bonus = self.bonus(&during);
                self.board = plain;
                // At the end of the turn the chameleons are jokers again.
                let after = zones(&self.board);
                self.zones = self.owned(after, seat);
                report.points = report.zones.iter().map(|z| z.points).sum::<i32>() + report.bonus;
            }
            Action::SetAside { card } => self.set_aside.push(*card),
        }
        self.points[seat] += report.points;
        self.log.push(report.clone());
        if let Some((h, d)) =
            self.stand_in(a.card()).filter(|_| self.setup.hidden(seat) && !self.hands[seat].contains(&a.card()))
        {
            std::mem::swap(&mut self.hands[seat][h], &mut self.decks[seat][d]);
        }
        self.hands[seat].retain(|&c| c != a.card());
        if self.hands[seat].len() < HAND {
            if let Some(c) = self.decks[seat].pop() {
                self.hands[seat].push(c);
            }
        }
        let won_race = self.setup.race.is_some_and(|r| self.side_scores()[self.side(seat)] >= i32::from(r));
        if won_race {
            self.over = true;
        } else {
            self.next_turn();
        }
        Ok(report)
    }

    fn scores(&self) -> Vec<i32> {
        let side = self.side_scores();
        (0..self.seat_count()).map(|s| side[self.side(s)]).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome { scores: self.scores(), winners: self.winners().0 })
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let own = seat.filter(|&s| s < self.seat_count());
        View {
            seat: own,
            packs: self.packs.clone(),
            to_move: (!self.over).then_some(self.to_move),
            board: self.board.tiles().collect(),
            placed: self.board.placed().to_vec(),
            zones: self.zones.clone(),
            hand: own.map(|s| self.hands[s].clone()).unwrap_or_default(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_left: self.decks.iter().map(Vec::len).collect(),
            set_aside: self.set_aside.clone(),
            scores: self.scores(),
            points: self.points.clone(),
            log: self.log.clone(),
            decided_by: self.over.then(|| self.winners().1),
        }
    }

    fn redact(record: &Record<Self>, seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |s| Some(s) == seat, fresh_seed)
    }

    fn redeal_unseen(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |_| true, fresh_seed)
    }

    fn own_deck(record: &Record<Self>, seat: Seat, deck: OwnDeck) -> Option<Result<Record<Self>, RecordError>> {
        Some(Self::with_own_deck(record, seat, deck))
    }
}
