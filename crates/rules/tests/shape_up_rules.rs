//! Shape Up! rules, one rulebook statement (or house ruling) per test.
//!
//! Layouts are built through `Game::apply` only: which card lands where does not
//! matter to placement, so every play uses card 0 of the mover's hand.

use std::collections::HashSet;

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{
    lines, total, Action, Attribute, Card, Cell, Colour, Fill, IllegalAction, Line, RoundResult, Setup, Shape, ShapeUp,
    Shift,
};
use tabula_rules::{Game, Outcome, Turn};

// ---------------------------------------------------------------------------------
// Helpers

/// A card by its rulebook name, written colour-fill-shape: "RFT" is red filled triangle.
fn card(code: &str) -> Card {
    let b = code.as_bytes();
    let colour = match b[0] {
        b'R' => Colour::Red,
        b'G' => Colour::Green,
        b'B' => Colour::Blue,
        _ => panic!("bad colour in {code}"),
    };
    let fill = match b[1] {
        b'F' => Fill::Filled,
        b'H' => Fill::Hollow,
        _ => panic!("bad fill in {code}"),
    };
    let shape = match b[2] {
        b'C' => Shape::Circle,
        b'T' => Shape::Triangle,
        b'S' => Shape::Square,
        _ => panic!("bad shape in {code}"),
    };
    Card::new(shape, fill, colour)
}

/// A layout from rows of card codes; "--" leaves the cell empty.
fn layout(rows: &[&[&str]]) -> Vec<(Cell, Card)> {
    let mut out = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, code) in row.iter().enumerate() {
            if *code != "--" {
                out.push((Cell::new(x as i8, y as i8), card(code)));
            }
        }
    }
    let distinct: HashSet<Card> = out.iter().map(|p| p.1).collect();
    assert_eq!(distinct.len(), out.len(), "a layout holds each card at most once");
    out
}

/// Lines as comparable (attribute, length, points), sorted.
fn summary(ls: &[Line]) -> Vec<(Attribute, usize, u32)> {
    let mut v: Vec<_> = ls.iter().map(|l| (l.attribute, l.cells.len(), l.points)).collect();
    v.sort_by_key(|&(a, n, p)| (a as u8, n, p));
    v
}

fn game(seats: u8, advanced: bool) -> ShapeUp {
    ShapeUp::new(&Setup { seats, advanced, ..Setup::default() }, 7).expect("a valid setup")
}

fn c(x: i8, y: i8) -> Cell {
    Cell::new(x, y)
}

fn turn(play: Cell, shift: Option<Shift>) -> Action {
    Action { card: 0, play, shift }
}

fn mv(from: Cell, to: Cell, before: bool) -> Option<Shift> {
    Some(Shift { from, to, before })
}

/// Plays the cells in order, each with no move; every play must be legal.
fn lay(g: &mut ShapeUp, cells: &[(i8, i8)]) {
    for &(x, y) in cells {
        g.apply(&turn(c(x, y), None)).unwrap_or_else(|e| panic!("play at ({x},{y}) refused: {e}"));
    }
}

/// Applies an action that must be refused with `want`, and checks nothing changed.
fn refused(g: &mut ShapeUp, a: Action, want: IllegalAction) {
    let before = g.clone();
    assert_eq!(g.apply(&a), Err(want), "{a:?}");
    assert_eq!(*g, before, "a refused action leaves the state unchanged");
}

fn cells_of(g: &ShapeUp) -> HashSet<Cell> {
    g.layout().iter().map(|p| p.0).collect()
}

/// Plays random legal turns until the game is over; returns how many were played.
fn play_out(g: &mut ShapeUp, seed: u64) -> usize {
    let mut rng = Rng::new(seed, 99);
    let mut n = 0;
    while let Some(a) = g.random_action(&mut rng) {
        g.apply(&a).expect("random_action is legal");
        n += 1;
        assert!(n <= 4 * 15, "a game lays at most 15 cards a round");
    }
    n
}

// ---------------------------------------------------------------------------------
// Scoring

/// The rulebook's worked example. Its picture is lost, so this layout was built to
/// give exactly the lines the text lists (with the table's points: the printed "4
/// reds: 6pts" and second "3 hollows: 2pts" are typos, see docs/RULES.md). The three
/// cards not laid are the two victory cards and the hidden blue filled triangle.
#[test]
fn rulebook_scoring_example() {
    let l = layout(&[
        &["BHT", "BFS", "GFS", "GHS", "GFC"],
        &["BHC", "RFS", "RHS", "RHC", "RFC"],
        &["RHT", "GHT", "GFT", "BHS", "BFC"],
    ]);
    assert_eq!(l.len(), 15);
    let (a, b) = (card("GHC"), card("RFT"));
    assert!(l.iter().all(|p| p.1 != a && p.1 != b && p.1 != card("BFT")));

    let la = lines(&l, a);
    let mut want_a = vec![
        (Attribute::Fill, 3, 3),   // 3 hollows
        (Attribute::Colour, 3, 4), // 3 greens
        (Attribute::Shape, 2, 1),  // 2 circles
        (Attribute::Shape, 3, 2),  // 3 circles
        (Attribute::Fill, 3, 3),   // 3 hollows
    ];
    want_a.sort_by_key(|&(a, n, p)| (a as u8, n, p));
    assert_eq!(summary(&la), want_a);
    assert_eq!(total(&la), 13);

    let lb = lines(&l, b);
    let mut want_b = vec![
        (Attribute::Colour, 4, 5), // 4 reds
        (Attribute::Shape, 3, 2),  // 3 triangles
        (Attribute::Fill, 3, 3),   // 3 filled
    ];
    want_b.sort_by_key(|&(a, n, p)| (a as u8, n, p));
    assert_eq!(summary(&lb), want_b);
    assert_eq!(total(&lb), 10);

    // The same layout reached in play: hidden card, victory cards, then the deck in
    // the order the cards are laid, row by row.
    let deal: Vec<Card> = [card("BFT"), a, b].into_iter().chain(l.iter().map(|p| p.1)).collect();
    let mut g = ShapeUp::new(&Setup { deals: vec![deal], ..Setup::default() }, 0).expect("a full deal");
    let cells: Vec<(i8, i8)> = l.iter().map(|p| (p.0.x, p.0.y)).collect();
    lay(&mut g, &cells);
    let o = g.outcome().expect("the round is over");
    assert_eq!(o.scores, vec![13, 10]);
    assert_eq!(o.winners, vec![0]);
    assert_eq!(g.view(None).results[0].lines, vec![la, lb]);
}

#[test]
fn score_table_row_by_row() {
    let row = |a: Attribute| (0..=6).map(|n| a.points(n)).collect::<Vec<_>>();
    // Points for lines of 0 to 6 cards; the table has no 1-card lines and no 6-card ones.
    assert_eq!(row(Attribute::Shape), [0, 0, 1, 2, 3, 4, 0]);
    assert_eq!(row(Attribute::Fill), [0, 0, 0, 3, 4, 5, 0]);
    assert_eq!(row(Attribute::Colour), [0, 0, 0, 4, 5, 6, 0]);
}

#[test]
fn a_run_scores_once_at_full_length() {
    // Four reds then a green: one line of 4 (5 points), not two overlapping 3s.
    let l = layout(&[&["RFC", "RHC", "RFT", "RHS", "GFS"]]);
    let ls = lines(&l, card("RHT"));
    assert_eq!(summary(&ls), vec![(Attribute::Colour, 4, 5)]);
    assert_eq!(ls[0].cells, vec![c(0, 0), c(1, 0), c(2, 0), c(3, 0)]);

    // Five circles: one line of 5 (4 points), not 2s, 3s and 4s as well.
    let l = layout(&[&["RFC", "GHC", "BFC", "RHC", "BHC"]]);
    assert_eq!(summary(&lines(&l, card("GFC"))), vec![(Attribute::Shape, 5, 4)]);
}

#[test]
fn a_card_scores_in_its_row_and_its_column() {
    // An L of reds: the corner card is in both lines.
    let l = layout(&[&["RFC", "RHC", "RFT"], &["RHS", "--", "--"], &["RFS", "--", "--"]]);
    let ls = lines(&l, card("RHT"));
    assert_eq!(summary(&ls), vec![(Attribute::Colour, 3, 4), (Attribute::Colour, 3, 4)]);
    assert!(ls.iter().all(|line| line.cells.contains(&c(0, 0))));
    assert_eq!(total(&ls), 8);
}

#[test]
fn an_empty_cell_breaks_a_run() {
    // A 3-player final layout: 14 cards, one empty cell, here in the middle of a row of
    // reds. The gap leaves two runs of 2 reds, and colour needs 3.
    let victory = card("RFT");
    let row0_colour = |l: &[(Cell, Card)]| -> Vec<Line> {
        lines(l, victory)
            .into_iter()
            .filter(|line| line.attribute == Attribute::Colour && line.cells.iter().all(|c| c.y == 0))
            .collect()
    };
    let gap = layout(&[
        &["RFC", "RHC", "--", "RHT", "RHS"],
        &["GFC", "GHT", "BFS", "GHS", "BHC"],
        &["BFT", "GFS", "BHT", "BHS", "GFT"],
    ]);
    assert_eq!(gap.len(), 14);
    assert!(row0_colour(&gap).is_empty());
    // The same row without the gap: one line of 5 reds.
    let full = layout(&[
        &["RFC", "RHC", "RFS", "RHT", "RHS"],
        &["GFC", "GHT", "BFS", "GHS", "BHC"],
        &["BFT", "GFS", "BHT", "BHS", "GFT"],
    ]);
    assert_eq!(summary(&row0_colour(&full)), vec![(Attribute::Colour, 5, 6)]);

    // Columns too: five filled cards score 5, with a gap in the middle nothing.
    let gap = layout(&[&["RFC"], &["GFC"], &["--"], &["BFC"], &["RFS"]]);
    assert!(lines(&gap, card("GFT")).is_empty());
    let full = layout(&[&["RFC"], &["GFC"], &["BFS"], &["BFC"], &["RFS"]]);
    assert_eq!(summary(&lines(&full, card("GFT"))), vec![(Attribute::Fill, 5, 5)]);
}

#[test]
fn several_attributes_of_one_line_score_separately() {
    // Reds in cells 0-2 and filled cards in cells 2-4: two lines, sharing a card.
    let l = layout(&[&["RHC", "RHT", "RFS", "GFC", "BFT"]]);
    let ls = lines(&l, card("RFT"));
    assert_eq!(summary(&ls), vec![(Attribute::Fill, 3, 3), (Attribute::Colour, 3, 4)]);
    assert_eq!(total(&ls), 7);
}

// ---------------------------------------------------------------------------------
// Placement: the 5x3 window and adjacency

#[test]
fn the_first_card_goes_in_the_middle() {
    let mut g = game(2, false);
    refused(&mut g, turn(c(1, 0), None), IllegalAction::FirstCardOffCentre);
    refused(&mut g, turn(c(0, 0), mv(c(0, 0), c(1, 0), true)), IllegalAction::NothingToMove);
    lay(&mut g, &[(0, 0)]);
    assert_eq!(cells_of(&g), HashSet::from([c(0, 0)]));
}

#[test]
fn six_in_a_row_is_refused() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
    refused(&mut g, turn(c(5, 0), None), IllegalAction::OutsideWindow);
    refused(&mut g, turn(c(-1, 0), None), IllegalAction::OutsideWindow);
    // Nor can a move stretch the layout to 6, in either order.
    refused(&mut g, turn(c(0, 1), mv(c(1, 0), c(5, 0), false)), IllegalAction::MoveOutsideWindow);
    refused(&mut g, turn(c(0, 1), mv(c(1, 0), c(5, 0), true)), IllegalAction::MoveOutsideWindow);
    lay(&mut g, &[(4, 1)]);
    refused(&mut g, turn(c(3, 1), mv(c(1, 0), c(5, 1), false)), IllegalAction::MoveOutsideWindow);
}

#[test]
fn a_five_by_three_layout_is_allowed_lying_and_standing() {
    // 5 wide, 3 high: fill it completely.
    let mut g = game(2, false);
    let mut cells = vec![(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)];
    cells.extend((0..5).map(|x| (x, 1)));
    cells.extend((0..5).map(|x| (x, -1)));
    lay(&mut g, &cells);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.layout().len(), 15);

    // 3 wide, 5 high: also a legal window.
    let mut g = game(2, false);
    let mut cells = vec![(0, 0), (0, 1), (0, 2), (0, -1), (0, -2)];
    cells.extend((-2..3).map(|y| (1, y)));
    cells.extend((-2..3).map(|y| (-1, y)));
    lay(&mut g, &cells);
    assert_eq!(g.turn(), Turn::Over);

    // But 4 by 4 is neither.
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0), (2, 0), (3, 0), (0, 1), (0, 2)]);
    refused(&mut g, turn(c(0, 3), None), IllegalAction::OutsideWindow);
}

#[test]
fn touching_only_at_a_corner_is_not_adjacent() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0)]);
    refused(&mut g, turn(c(1, 1), None), IllegalAction::NotAdjacent);
    refused(&mut g, turn(c(-1, -1), None), IllegalAction::NotAdjacent);
    refused(&mut g, turn(c(2, 0), None), IllegalAction::NotAdjacent);
    refused(&mut g, turn(c(0, 0), None), IllegalAction::Occupied);
}

#[test]
fn a_moved_card_needs_a_neighbour_other_than_its_own_old_cell() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0)]);
    // (2, 0) touches only (1, 0), the cell the card leaves: refused in both orders.
    refused(&mut g, turn(c(-1, 0), mv(c(1, 0), c(2, 0), true)), IllegalAction::MoveNotAdjacent);
    refused(&mut g, turn(c(-1, 0), mv(c(1, 0), c(2, 0), false)), IllegalAction::MoveNotAdjacent);
    // Diagonal contact does not count for a move either.
    refused(&mut g, turn(c(-1, 0), mv(c(1, 0), c(1, 1), false)), IllegalAction::MoveNotAdjacent);
    // A move onto a card, or of a card that is not there.
    refused(&mut g, turn(c(-1, 0), mv(c(1, 0), c(0, 0), false)), IllegalAction::MoveOntoCard);
    refused(&mut g, turn(c(-1, 0), mv(c(5, 5), c(0, 1), false)), IllegalAction::NothingToMove);
    // Next to a card that stays, it is fine.
    g.apply(&turn(c(-1, 0), mv(c(1, 0), c(0, 1), false))).expect("legal move");
    assert_eq!(cells_of(&g), HashSet::from([c(-1, 0), c(0, 0), c(0, 1)]));
}

#[test]
fn the_card_just_played_cannot_be_moved() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0)]);
    refused(&mut g, turn(c(2, 0), mv(c(2, 0), c(0, 1), false)), IllegalAction::NothingToMove);
    refused(&mut g, turn(c(2, 0), mv(c(2, 0), c(0, 1), true)), IllegalAction::NothingToMove);
    // Moving a card away and then playing into its cell is another thing (see below).
    assert!(g.legal_actions().iter().all(|a| a.shift.is_none_or(|s| s.before || s.from != a.play)));
}

#[test]
fn moving_first_can_free_the_cell_to_play_into() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]);
    // Playing on (0, 0) is possible only once its card has moved away.
    refused(&mut g, turn(c(0, 0), mv(c(0, 0), c(1, 1), false)), IllegalAction::Occupied);
    let free = turn(c(0, 0), mv(c(0, 0), c(1, 1), true));
    assert!(g.legal_actions().contains(&free));
    // And moving first can make room in the window: a sixth column after the first
    // one empties.
    let room = turn(c(5, 0), mv(c(0, 0), c(1, 1), true));
    refused(&mut g, Action { shift: mv(c(0, 0), c(1, 1), false), ..room }, IllegalAction::OutsideWindow);
    assert!(g.legal_actions().contains(&room));
    g.apply(&room).expect("move, then play on the far side");
    assert_eq!(cells_of(&g), HashSet::from([c(1, 0), c(2, 0), c(3, 0), c(4, 0), c(5, 0), c(1, 1)]));
}

#[test]
fn moving_after_playing_can_use_the_new_card_as_neighbour() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0)]);
    // The lone card may move next to the card just played, not before it is there.
    refused(&mut g, turn(c(1, 0), mv(c(0, 0), c(2, 0), true)), IllegalAction::MoveNotAdjacent);
    let after = turn(c(1, 0), mv(c(0, 0), c(2, 0), false));
    assert!(g.legal_actions().contains(&after));
    g.apply(&after).expect("play, then move next to it");
    assert_eq!(cells_of(&g), HashSet::from([c(1, 0), c(2, 0)]));
}

#[test]
fn a_move_may_split_the_layout_into_groups() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0), (2, 0)]);
    // Taking the middle card out leaves (2, 0) alone; only the moved card must touch.
    g.apply(&turn(c(-1, 0), mv(c(1, 0), c(0, 1), true))).expect("a split is allowed");
    assert_eq!(cells_of(&g), HashSet::from([c(-1, 0), c(0, 0), c(0, 1), c(2, 0)]));
    // Play continues next to either group.
    lay(&mut g, &[(3, 0)]);
    lay(&mut g, &[(2, 1)]);
}

#[test]
fn a_turn_legal_in_both_orders_is_listed_once() {
    let mut g = game(2, false);
    lay(&mut g, &[(0, 0), (1, 0), (2, 0)]);
    let both = |before| turn(c(0, 1), mv(c(2, 0), c(1, 1), before));
    assert!(g.clone().apply(&both(true)).is_ok());
    assert!(g.clone().apply(&both(false)).is_ok());
    let listed: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|a| a.play == c(0, 1) && a.shift.is_some_and(|s| s.from == c(2, 0) && s.to == c(1, 1)))
        .collect();
    assert_eq!(listed, vec![both(false)], "listed once, as play then move");
}

// ---------------------------------------------------------------------------------
// Game flow

/// Cells of the smallest box holding the layout.
fn box_of(l: &[(Cell, Card)]) -> (i8, i8) {
    let xs = l.iter().map(|p| p.0.x);
    let ys = l.iter().map(|p| p.0.y);
    let w = xs.clone().max().unwrap_or(0) - xs.min().unwrap_or(0) + 1;
    let h = ys.clone().max().unwrap_or(0) - ys.min().unwrap_or(0) + 1;
    (w, h)
}

fn all_distinct(cards: impl IntoIterator<Item = Card>) -> usize {
    let v: Vec<Card> = cards.into_iter().collect();
    let s: HashSet<Card> = v.iter().copied().collect();
    assert_eq!(s.len(), v.len(), "a card appears twice: {v:?}");
    v.len()
}

fn accounts_for_every_card(r: &RoundResult) {
    let n = all_distinct(r.layout.iter().map(|p| p.1).chain(r.victory.iter().copied()).chain([r.hidden]));
    assert_eq!(n, 18);
}

#[test]
fn two_players_lay_fifteen_cards_then_the_game_ends() {
    for seed in 0..5 {
        let mut g = ShapeUp::new(&Setup::default(), seed).expect("setup");
        assert_eq!(g.view(None).deck_left, 15 - 1, "the first card is drawn at once");
        assert_eq!(play_out(&mut g, seed), 15);
        assert_eq!(g.turn(), Turn::Over);
        assert!(g.legal_actions().is_empty());
        assert_eq!(g.legal_count(), 0);
        assert_eq!(g.clone().apply(&turn(c(0, 0), None)), Err(IllegalAction::GameOver));
        let v = g.view(None);
        assert!(v.over);
        assert_eq!(v.deck_left, 0);
        let r = &v.results[0];
        assert_eq!(r.layout.len(), 15);
        assert!(matches!(box_of(&r.layout), (5, 3) | (3, 5)), "the grid is complete");
        accounts_for_every_card(r);
        let points: Vec<u32> = r.victory.iter().map(|&vc| total(&lines(&r.layout, vc))).collect();
        assert_eq!(r.points, points);
        assert_eq!(g.scores(), points.iter().map(|&p| p as i32).collect::<Vec<_>>());
    }
}

#[test]
fn three_players_lay_fourteen_cards_leaving_one_gap() {
    for seed in 0..5 {
        let mut g = ShapeUp::new(&Setup { seats: 3, ..Setup::default() }, seed).expect("setup");
        assert_eq!(g.view(None).deck_left, 14 - 1);
        assert_eq!(play_out(&mut g, seed), 14);
        let v = g.view(None);
        let r = &v.results[0];
        assert_eq!(r.layout.len(), 14);
        assert!(matches!(box_of(&r.layout), (5, 3) | (3, 5)), "one empty cell of a full window");
        accounts_for_every_card(r);
        assert_eq!(r.victory.len(), 3);
        assert_eq!(r.points.len(), 3);
    }
}

#[test]
fn seats_take_turns_in_order() {
    let mut g = ShapeUp::new(&Setup { seats: 3, first: 1, ..Setup::default() }, 3).expect("setup");
    let mut seen = Vec::new();
    let mut rng = Rng::new(3, 0);
    while let Turn::Seat(s) = g.turn() {
        seen.push(s);
        let a = g.random_action(&mut rng).expect("a legal action");
        g.apply(&a).expect("legal");
    }
    let want: Vec<usize> = (0..14).map(|i| (1 + i) % 3).collect();
    assert_eq!(seen, want);
}

#[test]
fn basic_game_draws_at_the_start_of_the_turn() {
    let mut g = game(2, false);
    let mut rng = Rng::new(1, 1);
    for _ in 0..15 {
        let Turn::Seat(s) = g.turn() else { panic!("the game ended early") };
        assert_eq!(g.view(Some(s)).hand.len(), 1, "the mover holds the card just drawn");
        assert_eq!(g.view(Some(1 - s)).hand.len(), 0);
        assert_eq!(g.legal_count(), g.legal_actions().len());
        let a = g.random_action(&mut rng).expect("legal action");
        assert_eq!(a.card, 0);
        g.apply(&a).expect("legal");
    }
    assert_eq!(g.turn(), Turn::Over);
}

#[test]
fn advanced_hands_of_three_and_the_kept_card_is_the_victory_card() {
    for (seats, seed) in [(2u8, 1u64), (2, 2), (3, 3), (3, 4)] {
        let n = usize::from(seats);
        let mut g = ShapeUp::new(&Setup { seats, advanced: true, ..Setup::default() }, seed).expect("setup");
        let v = g.view(Some(0));
        assert_eq!(v.hand.len(), 3);
        assert_eq!(v.hand_sizes, vec![3; n]);
        assert_eq!(v.victory, None, "no victory card is dealt");
        assert_eq!(v.deck_left, 18 - 1 - 3 * n);
        let mut rng = Rng::new(seed, 5);
        let lays = 18 - 1 - n;
        while let Turn::Seat(s) = g.turn() {
            let hands: Vec<Vec<Card>> = (0..n).map(|o| g.view(Some(o)).hand).collect();
            let hand = hands[s].clone();
            let deck = g.view(None).deck_left;
            let last_play = g.layout().len() + 1 == lays;
            if deck > 0 {
                assert_eq!(hand.len(), 3, "hands stay at three while the deck lasts");
            }
            let a = g.random_action(&mut rng).expect("legal");
            g.apply(&a).expect("legal");
            let played = hand[usize::from(a.card)];
            let rest: Vec<Card> = hand.iter().copied().filter(|&c| c != played).collect();
            if last_play {
                // Every seat is left with one card, and that card is its victory card.
                assert_eq!(g.turn(), Turn::Over);
                let r = &g.view(None).results[0];
                for (o, hand_o) in hands.iter().enumerate() {
                    let kept = if o == s { &rest } else { hand_o };
                    assert_eq!(kept, &vec![r.victory[o]], "seat {o} keeps its last card");
                }
                accounts_for_every_card(r);
                break;
            }
            let after = g.view(Some(s)).hand;
            assert!(rest.iter().all(|c| after.contains(c)), "unplayed cards stay in hand");
            let drawn: Vec<Card> = after.iter().copied().filter(|c| !rest.contains(c)).collect();
            if deck > 0 {
                // Drawn after playing: the hand is back to three with a card new to it.
                assert_eq!(after.len(), hand.len());
                assert_eq!(drawn.len(), 1);
                assert!(!g.layout().iter().any(|p| p.1 == drawn[0]));
            } else {
                assert!(drawn.is_empty(), "no draw once the deck is used up");
                assert_eq!(after.len(), hand.len() - 1);
            }
        }
        assert_eq!(g.turn(), Turn::Over);
    }
}

#[test]
fn a_full_game_alternates_the_start_and_adds_up() {
    for (seats, first) in [(2u8, 0u8), (2, 1), (3, 2)] {
        let n = usize::from(seats);
        let setup = Setup { seats, rounds: 4, first, ..Setup::default() };
        let mut g = ShapeUp::new(&setup, 11).expect("setup");
        let mut rng = Rng::new(11, 2);
        let mut starts = Vec::new();
        let mut round = None;
        while let Turn::Seat(s) = g.turn() {
            let v = g.view(None);
            if round != Some(v.round) {
                assert!(v.layout.is_empty(), "a round starts on an empty table");
                starts.push(s);
                round = Some(v.round);
            }
            let a = g.random_action(&mut rng).expect("legal");
            g.apply(&a).expect("legal");
        }
        let want: Vec<usize> = (0..4).map(|r| (usize::from(first) + r) % n).collect();
        assert_eq!(starts, want, "round r starts with seat (first + r) % seats");
        let v = g.view(None);
        assert_eq!(v.results.len(), 4);
        let sums: Vec<i32> = (0..n).map(|s| v.results.iter().map(|r| r.points[s] as i32).sum()).collect();
        assert_eq!(v.totals, sums);
        assert_eq!(g.scores(), sums);
        let outcome = g.outcome().expect("the game is over");
        assert_eq!(outcome, Outcome::from_scores(sums));
        for r in &v.results {
            accounts_for_every_card(r);
        }
    }
}

#[test]
fn ties_are_shared() {
    assert_eq!(Outcome::from_scores(vec![10, 13, 13]).winners, vec![1, 2]);
    assert_eq!(Outcome::from_scores(vec![7, 7]).winners, vec![0, 1]);
    assert_eq!(Outcome::from_scores(vec![9, 4]).winners, vec![0]);
    // Played games report the same rule.
    for seed in 0..20 {
        let mut g = game(3, false);
        play_out(&mut g, seed);
        let o = g.outcome().expect("over");
        let best = *o.scores.iter().max().expect("three seats");
        let want: Vec<usize> = (0..3).filter(|&s| o.scores[s] == best).collect();
        assert_eq!(o.winners, want);
    }
}

#[test]
fn impossible_setups_are_refused() {
    let bad = [
        Setup { seats: 1, ..Setup::default() },
        Setup { seats: 4, ..Setup::default() },
        Setup { rounds: 0, ..Setup::default() },
        Setup { rounds: 5, ..Setup::default() },
        Setup { first: 2, ..Setup::default() },
        Setup { deals: vec![Card::all().collect(), Card::all().collect()], ..Setup::default() },
        Setup { deals: vec![vec![Card(0); 18]], ..Setup::default() },
        Setup { deals: vec![Card::all().take(17).collect()], ..Setup::default() },
        Setup { deals: vec![(1..19).map(Card).collect()], ..Setup::default() },
    ];
    for s in bad {
        assert!(ShapeUp::new(&s, 0).is_err(), "{s:?}");
    }
}

#[test]
fn an_explicit_deal_is_dealt_in_rulebook_order() {
    // Hidden card, victory cards by seat, then the deck from the top.
    let deal: Vec<Card> = Card::all().collect();
    let mut g = ShapeUp::new(&Setup { deals: vec![deal.clone()], ..Setup::default() }, 0).expect("setup");
    assert_eq!(g.view(Some(0)).victory, Some(deal[1]));
    assert_eq!(g.view(Some(1)).victory, Some(deal[2]));
    assert_eq!(g.view(Some(0)).hand, vec![deal[3]]);
    lay(&mut g, &[(0, 0)]);
    assert_eq!(g.view(Some(1)).hand, vec![deal[4]]);
    play_out(&mut g, 0);
    let r = &g.view(None).results[0];
    assert_eq!(r.hidden, deal[0]);
    assert_eq!(r.victory, vec![deal[1], deal[2]]);
}

// ---------------------------------------------------------------------------------
// Views

/// Every card a view shows, results aside.
fn shown(v: &tabula_rules::shape_up::View) -> Vec<Card> {
    v.layout.iter().map(|p| p.1).chain(v.hand.iter().copied()).chain(v.victory).collect()
}

#[test]
fn views_show_a_seat_only_its_own_secrets() {
    for (seats, advanced, seed) in [(2u8, false, 1u64), (3, false, 2), (2, true, 3), (3, true, 4)] {
        let n = usize::from(seats);
        let mut g = ShapeUp::new(&Setup { seats, advanced, ..Setup::default() }, seed).expect("setup");
        let mut rng = Rng::new(seed, 8);
        let mut during: Vec<Vec<tabula_rules::shape_up::View>> = Vec::new();
        while g.turn() != Turn::Over {
            during.push((0..n).map(|s| g.view(Some(s))).collect());
            let spectator = g.view(None);
            assert!(spectator.hand.is_empty());
            assert_eq!(spectator.victory, None);
            assert!(spectator.results.is_empty());
            let a = g.random_action(&mut rng).expect("legal");
            g.apply(&a).expect("legal");
        }
        let r = g.view(None).results[0].clone();
        for views in &during {
            for (s, v) in views.iter().enumerate() {
                assert_eq!(v.seat, Some(s));
                assert!(v.results.is_empty(), "nothing is revealed before the round ends");
                let cards = shown(v);
                all_distinct(cards.iter().copied());
                assert!(!cards.contains(&r.hidden), "the hidden card is never shown");
                if advanced {
                    assert_eq!(v.victory, None);
                } else {
                    assert_eq!(v.victory, Some(r.victory[s]), "a seat sees its own victory card");
                }
                for o in (0..n).filter(|&o| o != s) {
                    if !advanced {
                        assert!(!cards.contains(&r.victory[o]), "seat {s} sees seat {o}'s victory card");
                    }
                    // Another seat's hand is never in this view.
                    for card in &views[o].hand {
                        assert!(!v.hand.contains(card));
                        assert!(!v.layout.iter().any(|p| p.1 == *card));
                    }
                }
                assert_eq!(v.hand.len(), v.hand_sizes[s]);
            }
        }
        // After the game everything is public, to every viewer.
        for viewer in (0..n).map(Some).chain([None]) {
            let v = g.view(viewer);
            assert!(v.over);
            assert_eq!(v.to_move, None);
            assert_eq!(v.results, vec![r.clone()]);
        }
        accounts_for_every_card(&r);
    }
}

#[test]
fn a_finished_round_is_public_but_the_next_hidden_card_is_not() {
    let mut g = ShapeUp::new(&Setup { rounds: 2, ..Setup::default() }, 5).expect("setup");
    let mut rng = Rng::new(5, 5);
    for _ in 0..15 {
        let a = g.random_action(&mut rng).expect("legal");
        g.apply(&a).expect("legal");
    }
    assert_eq!(g.turn(), Turn::Seat(1), "round 2 starts with the other seat");
    let v = g.view(None);
    assert_eq!(v.round, 1);
    assert_eq!(v.results.len(), 1);
    assert!(v.layout.is_empty());
    let during: Vec<_> = (0..2).map(|s| g.view(Some(s))).collect();
    play_out(&mut g, 5);
    let second = &g.view(None).results[1];
    for v in &during {
        assert!(!shown(v).contains(&second.hidden));
        assert_eq!(v.results.len(), 1);
    }
}

/// Hand-written records may leave out the setup fields that have a natural default.
#[test]
fn setup_fields_with_defaults_may_be_left_out() {
    let text = r#"{"game":"shape-up","rules_version":1,"setup":{"seats":2,"advanced":false,"rounds":1},"seed":3,"actions":[]}"#;
    let m = tabula_rules::Match::<tabula_rules::shape_up::ShapeUp>::from_json(text).unwrap();
    assert_eq!(m.record().setup.first, 0);
    assert!(m.record().setup.deals.is_empty());
}
