//! Combo 4x4's Hard level: alpha-beta over the open hands, the deck sampled.
//!
//! Hands are open in Combo 4x4, so the only hidden thing is the deck's order, and it
//! matters only through the card each move draws. Each *sample* is the record
//! redacted for the seat (the deck dealt anew) and replayed; every root move is
//! searched to a fixed depth in it with alpha-beta, and the move with the best sum
//! over the samples is played. Information-set MCTS with heuristic playouts did
//! worse here (see docs/BENCHMARKS.md): a game turns on short tactics (a second
//! combo, a man blocked, no move left) that a few plies of exact search see and
//! noisy playouts do not.

use tabula_rules::combo4x4::{Action, Combo4x4};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Record, Seat};

use crate::combo4x4::progress;
use crate::ismcts::determinize;
use crate::level::Meter;
use crate::Budget;

/// A won game, worth more than any position; sooner wins are worth more.
const WIN: i64 = 1 << 40;
/// One combo made, as counted by the evaluation.
const COMBO: i64 = 1 << 16;

/// The move for `seat` after `record`, searching `depth` plies (the root move
/// included) in `samples` deals of the deck for [`Budget::Default`].
pub(crate) fn choose(
    record: &Record<Combo4x4>,
    seat: Seat,
    budget: Budget<'_>,
    (samples, depth): (usize, u32),
    rng: &mut Rng,
) -> Option<Action> {
    let first = determinize(record, seat, rng.next_u64())?;
    let mut actions = first.legal_actions();
    rng.shuffle(&mut actions);
    if actions.len() <= 1 {
        return actions.pop();
    }
    let mut totals = vec![0i64; actions.len()];
    let mut meter = Meter::new(budget, samples);
    let mut sample = Some(first);
    while meter.next() {
        let state = match sample.take() {
            Some(s) => s,
            None => match determinize(record, seat, rng.next_u64()) {
                Some(s) => s,
                None => break,
            },
        };
        for (a, total) in actions.iter().zip(totals.iter_mut()) {
            let mut child = state.clone();
            if child.apply(a).is_err() {
                *total = i64::MIN / 2;
                continue;
            }
            // Sums of many samples stay far from overflow: |value| <= 2 WIN.
            *total = total.saturating_add(-negamax(&child, 1 - seat, depth.max(1) - 1, -2 * WIN, 2 * WIN));
        }
    }
    let best = totals.iter().copied().max()?;
    actions.into_iter().zip(totals).find(|&(_, t)| t == best).map(|(a, _)| a)
}

/// The value of `s` for `mover`, the seat to move (unless the game just ended),
/// searched `depth` plies deep.
pub(crate) fn negamax(s: &Combo4x4, mover: Seat, depth: u32, mut alpha: i64, beta: i64) -> i64 {
    if let Some(w) = s.winner() {
        // Sooner wins (more depth left) are better, later losses less bad.
        let v = WIN + i64::from(depth);
        return if w == mover { v } else { -v };
    }
    if depth == 0 {
        return evaluate(s, mover);
    }
    let mut best = -2 * WIN;
    for a in s.legal_actions() {
        let mut child = s.clone();
        if child.apply(&a).is_err() {
            continue;
        }
        let v = -negamax(&child, 1 - mover, depth - 1, -beta, -alpha);
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// How good a position is for `me`: combos made, then how close each side is to a
/// combo type it still needs.
fn evaluate(s: &Combo4x4, me: Seat) -> i64 {
    let opp = 1 - me;
    let combos = s.combos();
    let board = s.board();
    let made = |seat: Seat| combos.get(seat).map(Vec::as_slice).unwrap_or_default();
    let count = |seat: Seat| made(seat).len() as i64;
    (count(me) - count(opp)) * COMBO + progress(board, me, made(me).iter()) - progress(board, opp, made(opp).iter())
}
