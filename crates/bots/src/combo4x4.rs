//! A Combo 4x4 player with one ply of lookahead.
//!
//! It sees only its seat's [`View`]: the board, both open hands, the combos made and
//! the discards (never the deck order). It tries every move of every card in hand and
//! ranks the board each leaves, in this order:
//! 1. a move that wins at once: a second combo of a new type, or a board on which the
//!    opponent cannot move with any card in their open hand;
//! 2. never a move after which the opponent, with their open hand, can make their
//!    second combo at once (when some move avoids that);
//! 3. a move that makes a new combo type (the first combo);
//! 4. progress: for each side, the best arrangement of a combo type it still needs,
//!    counting its men already on it and the enemy men in the way; its own progress
//!    counts, the opponent's counts against it.
//!
//! Ties are broken by the generator, so two bots do not repeat a cycle of moves
//! forever. A decision looks at a few dozen boards and, when the opponent has a
//! combo, their replies to each: well under a millisecond.

use tabula_rules::combo4x4::{Action, Board, Card, Combo, Rules, View};
use tabula_rules::rng::Rng;

/// A winning move.
const WIN: i64 = 1 << 40;
/// A move that hands the opponent a win.
const LOSS: i64 = -(1 << 40);
/// A first combo of a new type.
const NEW_COMBO: i64 = 1 << 20;

/// The bot's action for the seat whose view this is, or `None` when that seat is not
/// to move (or the view is a spectator's). Deterministic given `rng`; ties are broken
/// by `rng`.
pub fn choose(view: &View, rng: &mut Rng) -> Option<Action> {
    let me = view.seat.filter(|&s| s < 2)?;
    if view.to_move != Some(me) {
        return None;
    }
    let opp = 1 - me;
    let hand = view.hands.get(me)?;
    let opp_hand = view.hands.get(opp).map(Vec::as_slice).unwrap_or_default();
    let mine = view.combos.get(me).map(Vec::as_slice).unwrap_or_default();
    let theirs = view.combos.get(opp).map(Vec::as_slice).unwrap_or_default();
    let rules = view.rules;

    let mut best: Option<i64> = None;
    let mut tied: Vec<Action> = Vec::new();
    for card in Card::ALL.into_iter().filter(|c| hand.contains(c)) {
        for (from, to) in view.board.moves(me, card, rules) {
            let Some(b) = view.board.after(me, card, from, to, rules) else { continue };
            let value = evaluate(b, me, mine, theirs, opp_hand, rules);
            if best.is_some_and(|v| value < v) {
                continue;
            }
            if best != Some(value) {
                best = Some(value);
                tied.clear();
            }
            tied.push(Action { card, from, to });
        }
    }
    if tied.is_empty() {
        return None;
    }
    let i = rng.below(tied.len());
    Some(tied.swap_remove(i))
}

/// How good board `b` is for `me` right after its move.
fn evaluate(b: Board, me: usize, mine: &[Combo], theirs: &[Combo], opp_hand: &[Card], rules: Rules) -> i64 {
    let opp = 1 - me;
    let made = b.combo(me).filter(|c| !mine.contains(c));
    if made.is_some() && !mine.is_empty() {
        return WIN;
    }
    if !b.can_move(opp, opp_hand, rules) {
        return WIN;
    }
    let mut value = progress(b, me, mine.iter().chain(made.as_slice())) - progress(b, opp, theirs.iter());
    if made.is_some() {
        value += NEW_COMBO;
    }
    if !theirs.is_empty() && opponent_wins(b, opp, theirs, opp_hand, rules) {
        value += LOSS;
    }
    value
}

/// Whether `opp`, holding `hand`, can make a second combo type on `b` in one move.
fn opponent_wins(b: Board, opp: usize, theirs: &[Combo], hand: &[Card], rules: Rules) -> bool {
    Card::ALL.into_iter().filter(|c| hand.contains(c)).any(|card| {
        b.moves(opp, card, rules).into_iter().any(|(from, to)| {
            b.after(opp, card, from, to, rules).and_then(|n| n.combo(opp)).is_some_and(|c| !theirs.contains(&c))
        })
    })
}

/// How close `seat` is to a combo of a type it has not made: the best arrangement
/// of such a type, valued by the men of `seat` on it (squared: the last men count
/// most) less the enemy men in the way.
pub(crate) fn progress<'a>(b: Board, seat: usize, made: impl Iterator<Item = &'a Combo> + Clone) -> i64 {
    let own = b.men[seat];
    let enemy = b.men[1 - seat];
    let mut best = 0i64;
    for combo in Combo::ALL {
        if made.clone().any(|&m| m == combo) {
            continue;
        }
        for &p in combo.patterns() {
            let on = i64::from((own & p).len());
            let blocked = i64::from((enemy & p).len());
            best = best.max(on * on * 4 - blocked * 3);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::{Combo4x4, Position, Setup};
    use tabula_rules::Game;

    #[test]
    fn spectators_and_waiting_seats_get_nothing() {
        let g = Combo4x4::new(&Setup::default(), 3).expect("deal");
        let mut rng = Rng::new(1, 1);
        assert_eq!(choose(&g.view(None), &mut rng), None);
        assert_eq!(choose(&g.view(Some(1)), &mut rng), None);
        let a = choose(&g.view(Some(0)), &mut rng).expect("red moves");
        assert!(g.legal_actions().contains(&a));
    }

    #[test]
    fn takes_the_second_combo() {
        // Red has made the centre combo; Red 0, 4, 8 and 13: Hop (or Rook) 13 → 12
        // makes column 0, an orthogonal combo, and wins.
        let board = Board::from_diagram("RBEE/RBEE/REBE/ERBE").expect("board");
        let mut deck = Card::deck();
        let mut take = |c: Card| {
            let i = deck.iter().position(|&d| d == c).expect("in deck");
            deck.remove(i)
        };
        let hands = [
            vec![take(Card::Zap), take(Card::Hop), take(Card::Rook)],
            vec![take(Card::Hop), take(Card::Hop), take(Card::Skip)],
        ];
        let p =
            Position { board, hands, deck, discards: Vec::new(), combos: [vec![Combo::Centre], vec![]], to_move: 0 };
        let g = Combo4x4::from_position(&Setup::default(), 1, p).expect("position");
        for seed in 0..20 {
            let a = choose(&g.view(Some(0)), &mut Rng::new(seed, 0)).expect("a move");
            let mut after = g.clone();
            after.apply(&a).expect("legal");
            assert_eq!(after.winner(), Some(0), "{a:?}");
        }
    }
}
