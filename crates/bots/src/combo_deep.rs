//! Combo 4x4's Expert: Hard's sampled alpha-beta ([`crate::combo_search`]) made
//! cheap enough to search deeper.
//!
//! Hard clones the whole game (its hands, deck, discards and deal history are heap
//! vectors) at every node, and replays the record for every sample. Here a node is a
//! small `Copy` value (two bitboards, card counts, combo bits), the deck's order is
//! a list of the cards to draw, and a sample is a reshuffle of the cards left in the
//! deck, not a replay. Children are searched wins first, then the best move of the
//! last (shallower) iteration from a transposition table, then by the evaluation:
//! alpha-beta cuts far more, so Expert sees 6 plies where Hard sees 4.

use tabula_rules::combo4x4::{Action, Board, Card, Combo, Combo4x4, Rules};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Record, Seat};

use crate::ismcts::determinize;
use crate::level::Meter;
use crate::Budget;

mod moves;

use moves::{cells, combo_bit, progress, targets};

/// A won game, worth more than any position; sooner wins are worth more.
const WIN: i64 = 1 << 40;
/// One combo made, as counted by the evaluation.
const COMBO: i64 = 1 << 16;
/// Transposition table slots (a power of two).
const TABLE: usize = 1 << 16;
/// More moves than any hand of 3 cards allows (3 kinds x 4 men x 8 empty cells).
const MAX_MOVES: usize = 100;

/// A position in the search: what the rules need to go on, all of it `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Node {
    board: Board,
    /// Cards of each kind (by [`Card::ALL`] index) in each hand.
    hands: [[u8; 12]; 2],
    /// Combo types made, one bit a type by [`Combo::ALL`] index.
    combos: [u8; 2],
    to_move: Seat,
    /// Cards drawn since the root: the next draw is `draws[drawn]`.
    drawn: usize,
    winner: Option<Seat>,
}

/// One move as searched: its place in the search order, the action, the node after.
type Child = (i64, Action, Node);

impl Node {
    /// The node of a game in progress.
    pub(crate) fn of(g: &Combo4x4) -> Node {
        let mut hands = [[0u8; 12]; 2];
        for (counts, hand) in hands.iter_mut().zip(g.hands()) {
            for &c in hand {
                counts[c as usize] += 1;
            }
        }
        let bits = |made: &Vec<Combo>| made.iter().fold(0u8, |b, &c| b | 1 << (c as u8));
        let combos = [bits(&g.combos()[0]), bits(&g.combos()[1])];
        let to_move = match g.turn() {
            tabula_rules::Turn::Seat(s) => s,
            _ => 0,
        };
        Node { board: g.board(), hands, combos, to_move, drawn: 0, winner: g.winner() }
    }

    /// Whether `seat` holds a card that moves one of its men.
    fn can_move(&self, seat: Seat, rules: Rules) -> bool {
        can_move(self.board, seat, &self.hands[seat], rules)
    }

    /// The best value of a child for the mover, each child evaluated (a search one
    /// ply deep), stopping at `beta`: alpha-beta's value, without building the
    /// children.
    fn frontier(&self, beta: i64, rules: Rules) -> i64 {
        let m = self.to_move;
        let opp = 1 - m;
        let theirs = self.combos[opp];
        let mut best = -2 * WIN;
        for card in Card::ALL.into_iter().filter(|&c| self.hands[m][c as usize] > 0) {
            for from in cells(self.board.men[m].0) {
                for to in cells(targets(self.board, m, card, from, rules)) {
                    let board = moves::after(self.board, m, card, from, to, rules);
                    let mine = self.combos[m] | combo_bit(board.men[m].0);
                    // Either win is worth the most any move can be worth here.
                    if mine.count_ones() >= 2 || !can_move(board, opp, &self.hands[opp], rules) {
                        return WIN;
                    }
                    let combos = i64::from(mine.count_ones()) - i64::from(theirs.count_ones());
                    let v = combos * COMBO + progress(board, m, mine) - progress(board, opp, theirs);
                    if v > best {
                        best = v;
                        if best >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        best
    }

    /// Every legal move with the node after it, in the order of
    /// [`Combo4x4::legal_actions`]; the draw after a move is `draws[drawn]`.
    fn children(&self, draws: &[Card], rules: Rules, out: &mut Vec<Child>) {
        out.clear();
        if self.winner.is_some() {
            return;
        }
        let m = self.to_move;
        for card in Card::ALL.into_iter().filter(|&c| self.hands[m][c as usize] > 0) {
            for from in cells(self.board.men[m].0) {
                for to in cells(targets(self.board, m, card, from, rules)) {
                    let board = moves::after(self.board, m, card, from, to, rules);
                    out.push((0, Action { card, from, to }, self.after(card, board, draws, rules)));
                }
            }
        }
    }

    /// The node after the mover plays `card` and leaves `board`, as
    /// `Combo4x4::apply` has it: a second combo type wins, else the mover draws and a
    /// side left without a move loses.
    fn after(&self, card: Card, board: Board, draws: &[Card], rules: Rules) -> Node {
        let m = self.to_move;
        let mut n = *self;
        n.board = board;
        n.hands[m][card as usize] -= 1;
        // The seat to move next even when the game is over: values are its.
        n.to_move = 1 - m;
        let made = combo_bit(board.men[m].0);
        if made != 0 {
            n.combos[m] |= made;
            if n.combos[m].count_ones() >= 2 {
                n.winner = Some(m);
                return n;
            }
        }
        if let Some(&d) = draws.get(n.drawn) {
            n.hands[m][d as usize] += 1;
            n.drawn += 1;
        }
        if !n.can_move(n.to_move, rules) {
            n.winner = Some(m);
        }
        n
    }

    /// A hash of everything the value depends on (the draws are fixed per sample).
    fn key(&self) -> u64 {
        let mut h = 0x9e37_79b9_7f4a_7c15u64;
        let mut mix = |x: u64| {
            h = (h ^ x).wrapping_mul(0xff51_afd7_ed55_8ccd);
            h ^= h >> 29;
        };
        mix(u64::from(self.board.men[0].0) | u64::from(self.board.men[1].0) << 16);
        for hand in &self.hands {
            mix(hand.iter().enumerate().fold(0u64, |a, (i, &c)| a | u64::from(c) << (i * 3)));
        }
        mix(u64::from(self.combos[0]) | u64::from(self.combos[1]) << 8 | (self.to_move as u64) << 16);
        mix(self.drawn as u64);
        h
    }
}

/// Whether `hand` (counts by kind) lets `seat` move one of its men on `board`.
fn can_move(board: Board, seat: Seat, hand: &[u8; 12], rules: Rules) -> bool {
    Card::ALL
        .into_iter()
        .filter(|&c| hand[c as usize] > 0)
        .any(|card| cells(board.men[seat].0).any(|from| targets(board, seat, card, from, rules) != 0))
}

/// How good `n` is for `me`: Hard's evaluation (combos made, then how close each
/// side is to a combo type it still needs).
fn evaluate(n: &Node, me: Seat) -> i64 {
    let opp = 1 - me;
    let count = |seat: Seat| i64::from(n.combos[seat].count_ones());
    (count(me) - count(opp)) * COMBO + progress(n.board, me, n.combos[me]) - progress(n.board, opp, n.combos[opp])
}

/// What the table keeps of a searched node.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u32,
    value: i64,
    /// Whether `value` is exact, a lower bound (a cut) or an upper bound.
    bound: Bound,
    /// The best move found.
    best: Option<Action>,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// One sample's search: its draws, the table, and a move list per ply.
pub(crate) struct Search {
    draws: Vec<Card>,
    rules: Rules,
    table: Vec<Entry>,
    /// Mixed into every key so a new sample never reads the last one's entries.
    salt: u64,
    lists: Vec<Vec<Child>>,
    order: bool,
}

impl Search {
    /// A search over `draws` (next card first); `order`: false searches moves in
    /// the rules' order with no table, as Hard does (for tests).
    pub(crate) fn new(draws: Vec<Card>, rules: Rules, order: bool) -> Search {
        Search { draws, rules, table: vec![Entry::default(); TABLE], salt: 0, lists: Vec::new(), order }
    }

    /// Starts a sample over other draws, keeping the table's memory.
    fn reset(&mut self, salt: u64) {
        self.salt = salt;
    }

    /// The value of `n` for its mover, `depth` plies deep (Hard's `negamax`: the same
    /// value whatever the order of the moves).
    pub(crate) fn negamax(&mut self, n: &Node, depth: u32, mut alpha: i64, beta: i64, ply: usize) -> i64 {
        let mover = n.to_move;
        if let Some(w) = n.winner {
            let v = WIN + i64::from(depth);
            return if w == mover { v } else { -v };
        }
        if depth == 0 {
            return evaluate(n, mover);
        }
        if self.order && depth == 1 {
            return n.frontier(beta, self.rules);
        }
        let key = n.key() ^ self.salt;
        let slot = (key as usize) & (TABLE - 1);
        let mut hint = None;
        let tabled = self.order && depth >= 2;
        if tabled {
            let e = self.table[slot];
            if e.key == key {
                if e.depth == depth {
                    match e.bound {
                        Bound::Exact => return e.value,
                        Bound::Lower if e.value >= beta => return e.value,
                        Bound::Upper if e.value <= alpha => return e.value,
                        _ => {}
                    }
                }
                hint = e.best;
            }
        }
        if self.lists.len() <= ply {
            self.lists.resize_with(ply + 1, || Vec::with_capacity(MAX_MOVES));
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        n.children(&self.draws, self.rules, &mut list);
        if self.order {
            // A win now is worth the most any move can be worth here.
            if list.iter().any(|(_, _, c)| c.winner == Some(mover)) {
                self.lists[ply] = list;
                return WIN + i64::from(depth - 1);
            }
            for (score, a, c) in list.iter_mut() {
                *score = if hint == Some(*a) { i64::MAX } else { evaluate(c, mover) };
            }
            list.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
        }
        let alpha0 = alpha;
        let mut best = -2 * WIN;
        let mut best_move = None;
        for &(_, a, child) in &list {
            let v = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if v > best {
                best = v;
                best_move = Some(a);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.lists[ply] = list;
        if tabled {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table[slot] = Entry { key, depth, value: best, bound, best: best_move };
        }
        best
    }
}

/// The move for `seat` after `record`: for each of `samples` deals of the deck's
/// undrawn cards, every root move's value `depth` plies deep (the root move
/// included); the best sum over the samples is played. A root move found more than
/// `margin` below the sample's best so far is searched no further: its value is
/// then a bound, at least as high as the true one, and for a move that loses by
/// force (found first, wins are) the loss itself.
pub(crate) fn choose(
    record: &Record<Combo4x4>,
    seat: Seat,
    budget: Budget<'_>,
    (samples, depth, margin): (usize, u32, i64),
    rng: &mut Rng,
) -> Option<Action> {
    let game = determinize(record, seat, rng.next_u64())?;
    let rules = game.rules();
    let root = Node::of(&game);
    let mut list = Vec::with_capacity(MAX_MOVES);
    // The children's draws are fixed below per sample; the moves are not.
    root.children(&[], rules, &mut list);
    let mut actions: Vec<Action> = list.iter().map(|&(_, a, _)| a).collect();
    rng.shuffle(&mut actions);
    if actions.len() <= 1 {
        return actions.pop();
    }
    let mut totals = vec![0i64; actions.len()];
    let mut meter = Meter::new(budget, samples);
    let mut deck = game.deck().to_vec();
    // Past the deck, the discards are shuffled into a new one; the cards this line
    // plays before then are left out of it (a few plies rarely reach that far).
    let mut rest = game.discards().to_vec();
    let mut search = Search::new(Vec::with_capacity(deck.len() + rest.len()), rules, true);
    let mut round = 0u64;
    let full = depth.max(1) - 1;
    while meter.next() {
        rng.shuffle(&mut deck);
        rng.shuffle(&mut rest);
        search.draws.clear();
        search.draws.extend(&deck);
        search.draws.extend(&rest);
        round += 1;
        search.reset(rng.next_u64() | round);
        let children: Vec<Node> = actions
            .iter()
            .map(|a| match root.board.after(seat, a.card, a.from, a.to, rules) {
                Some(board) => root.after(a.card, board, &search.draws, rules),
                None => root,
            })
            .collect();
        // The moves best so far over the samples first: the sample's best is likely
        // among them, which sets the bar early.
        let mut order: Vec<usize> = (0..actions.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(totals[i]));
        let mut values = vec![0i64; actions.len()];
        // Shallower searches first fill the table with each node's best move.
        for d in full.min(1)..=full {
            let mut bar = -2 * WIN;
            for &i in &order {
                let v = -search.negamax(&children[i], d, -2 * WIN, -bar, 1);
                values[i] = v;
                bar = bar.max(v.saturating_sub(margin));
            }
            order.sort_by_key(|&i| std::cmp::Reverse(values[i]));
        }
        for (total, v) in totals.iter_mut().zip(&values) {
            // Sums of many samples stay far from overflow: |value| <= 2 WIN.
            *total = total.saturating_add(*v);
        }
    }
    let best = totals.iter().copied().max()?;
    actions.into_iter().zip(totals).find(|&(_, t)| t == best).map(|(a, _)| a)
}

#[cfg(test)]
mod tests;
