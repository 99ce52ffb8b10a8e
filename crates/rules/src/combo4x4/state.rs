//! The state of a Combo 4x4 game and its [`Game`] implementation.

use super::action::{Action, IllegalAction};
use super::board::{Board, Combo};
use super::setup::{sorted, Setup};
use super::view::{End, View};
use super::{Card, Report, Rules};
use crate::rng::{redeal, Rng};
use crate::{Game, GameId, Match, Outcome, Record, RecordError, Seat, Turn};

/// A position to start from, for puzzles and tests: any board and any split of the
/// 40 cards between the hands, the deck and the discards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The men.
    pub board: Board,
    /// Red's hand and Black's.
    pub hands: [Vec<Card>; 2],
    /// The deck, next card *last*.
    pub deck: Vec<Card>,
    /// The discard pile, oldest first.
    pub discards: Vec<Card>,
    /// Combo types each seat has made (at most one each: two would have won).
    pub combos: [Vec<Combo>; 2],
    /// Who is to move.
    pub to_move: Seat,
}

/// A Combo 4x4 game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combo4x4 {
    setup: Setup,
    seed: u64,
    rules: Rules,
    board: Board,
    hands: [Vec<Card>; 2],
    /// The deck, next card last.
    deck: Vec<Card>,
    discards: Vec<Card>,
    /// The order, top first, of every deck so far: the deal, then each reshuffle.
    orders: Vec<Vec<Card>>,
    combos: [Vec<Combo>; 2],
    to_move: Seat,
    moves_made: u32,
    last: Option<Action>,
    declared: Option<Combo>,
    winner: Option<Seat>,
    end: Option<End>,
}

impl Combo4x4 {
    /// A game from an arranged position (see [`Position`]); `seed` drives the
    /// reshuffles. Such a game has no record: it is for puzzles, tests and bots.
    pub fn from_position(setup: &Setup, seed: u64, p: Position) -> Result<Combo4x4, String> {
        setup.check()?;
        if !p.board.is_valid() {
            return Err("each side needs 4 men, never two on one cell".into());
        }
        let mut all: Vec<Card> = p.hands.iter().flatten().copied().collect();
        all.extend(&p.deck);
        all.extend(&p.discards);
        if sorted(&all) != Card::deck() {
            return Err("hands, deck and discards must hold the 40 cards of the deck".into());
        }
        if p.to_move > 1 {
            return Err(format!("there is no seat {}", p.to_move));
        }
        if p.combos.iter().any(|c| c.len() > 1) {
            return Err("a side with two combos has already won".into());
        }
        let mut order = p.deck.clone();
        order.reverse();
        Ok(Self::start(setup, seed, p, order))
    }

    /// The game at position `p` with no move made yet, `order` being the deal it
    /// came from; a side already unable to move has lost.
    fn start(setup: &Setup, seed: u64, p: Position, order: Vec<Card>) -> Combo4x4 {
        let mut g = Combo4x4 {
            setup: setup.clone(),
            seed,
            rules: setup.rules(),
            board: p.board,
            hands: p.hands,
            deck: p.deck,
            discards: p.discards,
            orders: vec![order],
            combos: p.combos,
            to_move: p.to_move,
            moves_made: 0,
            last: None,
            declared: None,
            winner: None,
            end: None,
        };
        g.check_stuck();
        g
    }
    /// Shuffles the discards into a new deck.
    fn reshuffle(&mut self) {
        let generation = self.orders.len();
        let mut order = sorted(&self.discards);
        match self.setup.deals.get(generation) {
            Some(d) if sorted(d) == order => order = d.clone(),
            _ => Rng::new(self.seed, generation as u64).shuffle(&mut order),
        }
        self.discards.clear();
        self.deck = order.iter().rev().copied().collect();
        self.orders.push(order);
    }

    /// Ends the game if the seat to move has no move with any card in hand.
    fn check_stuck(&mut self) {
        let m = self.to_move;
        if self.end.is_none() && !self.board.can_move(m, &self.hands[m], self.rules) {
            self.end = Some(End::NoMove);
            self.winner = Some(1 - m);
        }
    }

    /// Whether `action` is legal now, and if not why.
    pub fn check_action(&self, a: &Action) -> Result<Board, IllegalAction> {
        if self.end.is_some() {
            return Err(IllegalAction::GameOver);
        }
        if !a.from.on_board() || !a.to.on_board() {
            return Err(IllegalAction::OffBoard);
        }
        let m = self.to_move;
        if !self.hands[m].contains(&a.card) {
            return Err(IllegalAction::NotInHand);
        }
        if self.board.owner(a.from) != Some(m) {
            return Err(IllegalAction::NotYourMan);
        }
        self.board.after(m, a.card, a.from, a.to, self.rules).ok_or(IllegalAction::NotAllowed)
    }

    /// The men.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The card readings in play.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Red's hand and Black's.
    pub fn hands(&self) -> &[Vec<Card>; 2] {
        &self.hands
    }

    /// The hidden deck, next card last. For tests and tools: players see only its
    /// size (see [`Game::view`]).
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The discard pile, oldest first.
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }

    /// Combo types each seat has made.
    pub fn combos(&self) -> &[Vec<Combo>; 2] {
        &self.combos
    }

    /// Moves made so far.
    pub fn moves_made(&self) -> u32 {
        self.moves_made
    }

    /// How the game ended, once over.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }
}

impl Game for Combo4x4 {
    type Setup = Setup;
    type Action = Action;
    type View = View;
    type Error = IllegalAction;
    type Report = Report;

    const ID: GameId = GameId::Combo4x4;
    const RULES_VERSION: u32 = 1;

    fn new(setup: &Setup, seed: u64) -> Result<Self, String> {
        setup.check()?;
        let order = setup.deal_order(seed);
        // The order holds 40 cards (checked above): 3 for Red, 3 for Black, the deck.
        let part = |r: std::ops::Range<usize>| order.get(r).unwrap_or_default().to_vec();
        let hands = [part(0..3), part(3..6)];
        let deck = order.get(6..).unwrap_or_default().iter().rev().copied().collect();
        let p = Position {
            board: Board::START,
            hands,
            deck,
            discards: Vec::new(),
            combos: [Vec::new(), Vec::new()],
            to_move: 0,
        };
        Ok(Self::start(setup, seed, p, order))
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        if self.end.is_some() {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        if self.end.is_some() {
            return Vec::new();
        }
        let m = self.to_move;
        let mut out = Vec::with_capacity(64);
        for card in Card::ALL.into_iter().filter(|c| self.hands[m].contains(c)) {
            out.extend(self.board.moves(m, card, self.rules).into_iter().map(|(from, to)| Action { card, from, to }));
        }
        out
    }

    fn apply_reported(&mut self, a: &Action) -> Result<Report, IllegalAction> {
        let board = self.check_action(a)?;
        let m = self.to_move;
        let displaced = match a.card {
            Card::Push => self.board.pushed(a.from, a.to),
            Card::Trade | Card::Switch => vec![(a.to, a.from)],
            _ => Vec::new(),
        };
        let mut report = Report {
            seat: m,
            card: a.card,
            from: a.from,
            to: a.to,
            displaced,
            combo: None,
            men: board.men[m],
            reshuffled: false,
            drew: None,
            end: None,
        };
        if let Some(i) = self.hands[m].iter().position(|&c| c == a.card) {
            self.hands[m].remove(i);
        }
        self.discards.push(a.card);
        self.board = board;
        self.moves_made += 1;
        self.last = Some(*a);
        self.declared = None;
        if let Some(c) = board.combo(m).filter(|c| !self.combos[m].contains(c)) {
            self.combos[m].push(c);
            self.declared = Some(c);
            report.combo = Some(c);
            if self.combos[m].len() >= 2 {
                self.end = Some(End::TwoCombos);
                self.winner = Some(m);
                report.end = self.end;
                return Ok(report);
            }
        }
        if self.deck.is_empty() {
            self.reshuffle();
            report.reshuffled = true;
        }
        if let Some(c) = self.deck.pop() {
            self.hands[m].push(c);
            report.drew = Some(c);
        }
        self.to_move = 1 - m;
        self.check_stuck();
        report.end = self.end;
        Ok(report)
    }

    fn scores(&self) -> Vec<i32> {
        self.combos.iter().map(|c| c.len() as i32).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome { scores: self.scores(), winners: vec![w] })
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View {
            seat: seat.filter(|&s| s < 2),
            rules: self.rules,
            board: self.board,
            diagram: self.board.diagram(),
            hands: self.hands.to_vec(),
            deck_left: self.deck.len(),
            discards: self.discards.clone(),
            combos: self.combos.to_vec(),
            to_move: self.end.is_none().then_some(self.to_move),
            moves_made: self.moves_made,
            last: self.last,
            declared: self.declared,
            winner: self.winner,
            end: self.end,
        }
    }

    fn redact(record: &Record<Self>, _seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        let m = Match::<Combo4x4>::replay(record.clone())?;
        let st = m.state();
        if st.end.is_some() {
            return Ok(record.clone());
        }
        // Hands are open and every drawn card went to a hand: everything but the
        // undrawn rest of the current deck is public, to every seat alike. Earlier
        // decks are kept as they were; the undrawn rest is dealt anew.
        let mut deals = st.orders.clone();
        if let Some(current) = deals.last_mut() {
            let drawn = current.len().saturating_sub(st.deck.len());
            if let Some(rest) = current.get_mut(drawn..) {
                redeal(rest, &[], &mut Rng::new(fresh_seed, u64::MAX));
            }
        }
        let setup = Setup { deals, ..record.setup.clone() };
        let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<Combo4x4>::replay(redacted.clone())?;
        Ok(redacted)
    }
}
