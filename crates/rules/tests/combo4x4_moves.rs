//! Combo 4x4 move generation, perft style: hand-made positions with the exact cells
//! each card can reach, and the boards after Push, Trade and Switch.
//!
//! Cells are numbered row by row from the top left:
//! ```text
//!  0  1  2  3
//!  4  5  6  7
//!  8  9 10 11
//! 12 13 14 15
//! ```

use tabula_rules::combo4x4::{Board, Card, Cell, Rules};

const RED: usize = 0;
const BLACK: usize = 1;

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).expect("a 16-cell diagram")
}

// The cases name cells by number, as the diagram above does.

fn to(b: Board, seat: usize, card: Card, from: u8) -> Vec<u8> {
    to_with(b, seat, card, from, Rules::default())
}

fn to_with(b: Board, seat: usize, card: Card, from: u8, rules: Rules) -> Vec<u8> {
    b.targets(seat, card, Cell(from), rules).iter().map(|c| c.0).collect()
}

fn moved(b: Board, seat: usize, card: Card, from: u8, to: u8, rules: Rules) -> Option<Board> {
    b.after(seat, card, Cell(from), Cell(to), rules)
}

fn moves(b: Board, seat: usize, card: Card, rules: Rules) -> Vec<(u8, u8)> {
    b.moves(seat, card, rules).into_iter().map(|(f, t)| (f.0, t.0)).collect()
}

/// Every card from every Red man of the starting position `RREE/RREE/EEBB/EEBB`.
#[test]
fn start_position_card_by_card() {
    let b = Board::START;
    let cases: &[(Card, u8, &[u8])] = &[
        (Card::Hop, 0, &[]),
        (Card::Hop, 1, &[2]),
        (Card::Hop, 4, &[8]),
        (Card::Hop, 5, &[6, 9]),
        (Card::Skip, 0, &[]),
        (Card::Skip, 1, &[6]),
        (Card::Skip, 4, &[9]),
        (Card::Skip, 5, &[2, 8]),
        (Card::King, 0, &[]),
        (Card::King, 5, &[2, 6, 8, 9]),
        (Card::Horse, 0, &[6, 9]),
        (Card::Horse, 5, &[3, 12]),
        (Card::Rook, 1, &[2, 3]),
        (Card::Rook, 5, &[6, 7, 9, 13]),
        (Card::Rook, 0, &[]),
        (Card::Bishop, 1, &[6]),
        (Card::Bishop, 4, &[9]),
        (Card::Bishop, 5, &[2, 8]),
        (Card::Zip, 0, &[3, 12]),
        (Card::Zip, 5, &[3, 12]),
        (Card::Zap, 1, &[2, 6, 7, 8, 9, 13]),
        // Jump over either colour; never onto a man or off the board.
        (Card::Jump, 0, &[2, 8]),
        (Card::Jump, 1, &[9]),
        (Card::Jump, 4, &[6]),
        (Card::Jump, 5, &[]),
        // Trade with an adjacent enemy only, Switch with a non-adjacent one only.
        (Card::Trade, 5, &[10]),
        (Card::Trade, 0, &[]),
        (Card::Trade, 1, &[]),
        (Card::Switch, 5, &[11, 14, 15]),
        (Card::Switch, 0, &[10, 11, 14, 15]),
        // Push: one man shoved into an empty cell; lines running off the board blocked.
        (Card::Push, 0, &[1, 4]),
        (Card::Push, 1, &[5]),
        (Card::Push, 4, &[5]),
        (Card::Push, 5, &[]),
    ];
    for &(card, from, want) in cases {
        assert_eq!(to(b, RED, card, from), want, "{card} from {from}");
    }
    // A cell without a Red man moves nowhere, whatever the card.
    for card in Card::ALL {
        for from in [2, 10, 15] {
            assert!(to(b, RED, card, from).is_empty(), "{card} from {from}");
        }
    }
}

/// Totals over all Red men at the start: the per-card "perft 1".
#[test]
fn start_position_move_counts() {
    let counts: Vec<(Card, usize)> =
        Card::ALL.iter().map(|&c| (c, Board::START.moves(RED, c, Rules::default()).len())).collect();
    let want = [
        (Card::Hop, 4),   // 1→2, 4→8, 5→6, 5→9
        (Card::Skip, 4),  // 1→6, 4→9, 5→2, 5→8
        (Card::Jump, 4),  // 0→2, 0→8, 1→9, 4→6
        (Card::Trade, 1), // 5↔10
        // From 0, 1 and 4 every Black man is non-adjacent (4 each), from 5 three.
        (Card::Switch, 15),
        (Card::Rook, 8),  // 1→2,3; 4→8,12; 5→6,7,9,13
        (Card::King, 8),  // 1→2,6; 4→8,9; 5→2,6,8,9
        (Card::Horse, 8), // 0→6,9; 1→7,8; 4→2,13; 5→3,12
        (Card::Bishop, 4),
        (Card::Zip, 8),
        (Card::Zap, 24),
        (Card::Push, 4),
    ];
    assert_eq!(counts, want);
}

#[test]
fn push_chains_of_one_and_two_men_and_blocked_lines() {
    // Red on 0 pushes east: 1 (Red) and 2 (Black) are shoved on, 3 is empty.
    // (South, 4 is shoved into the empty 8.)
    let b = board("RRBE/RE.E/EEEB/BBBE");
    assert_eq!(to(b, RED, Card::Push, 0), vec![1, 4]);
    let after = moved(b, RED, Card::Push, 0, 1, Rules::default()).expect("legal push");
    assert_eq!(after.diagram(), "ERRB/REEE/EEEB/BBBE");
    // Red on 4: north, 0 is against the edge; north-east, 1 too; elsewhere no man.
    assert_eq!(to(b, RED, Card::Push, 4), Vec::<u8>::new());

    // Three in a line cannot be pushed; a line of two against the edge cannot either.
    let b = board("RRRB/EEEE/EEEE/BBBE");
    assert_eq!(to(b, RED, Card::Push, 0), Vec::<u8>::new());
    assert_eq!(to(b, RED, Card::Push, 1), Vec::<u8>::new());
    assert_eq!(to(b, RED, Card::Push, 2), Vec::<u8>::new());

    // Diagonal push of two: Red 0 → 5 (Black) → 10 (Red) → 15 empty.
    let b = board("RERE/EBEE/EERR/BBBE");
    assert_eq!(to(b, RED, Card::Push, 0), vec![5]);
    let after = moved(b, RED, Card::Push, 0, 5, Rules::default()).expect("legal push");
    assert_eq!(after.diagram(), "EERE/EREE/EEBR/BBBR");
    assert!(after.is_valid());
    // Orthogonal-only Push does not allow it.
    let orth = Rules { push_orthogonal: true, ..Rules::default() };
    assert_eq!(to_with(b, RED, Card::Push, 0, orth), Vec::<u8>::new());

    // Red 0, 9, 14; Black 10, 12, 13.
    let b = board("REEE/EEEE/ERBE/BBRE");
    // Black 10 pushes Red 9 west into the empty 8; north-west, 5 is empty: no push.
    assert_eq!(to(b, BLACK, Card::Push, 10), vec![9]);
    assert_eq!(
        moved(b, BLACK, Card::Push, 10, 9, Rules::default()).map(Board::diagram),
        Some("REEE/EEEE/RBEE/BBRE".into())
    );
    // Black 13: north, Red 9 goes to 5; north-east, Black 10 goes to 7; east, Red 14
    // goes to 15; west, 12 is against the edge; north-west, 8 is empty.
    assert_eq!(to(b, BLACK, Card::Push, 13), vec![9, 10, 14]);
    // Black 12: east pushes a line of two (Black 13, Red 14) into 15; north-east
    // pushes Red 9 into 6.
    assert_eq!(to(b, BLACK, Card::Push, 12), vec![9, 13]);
    assert_eq!(
        moved(b, BLACK, Card::Push, 12, 13, Rules::default()).map(Board::diagram),
        Some("REEE/EEEE/ERBE/EBBR".into())
    );
}

#[test]
fn jump_over_either_colour_in_any_direction() {
    // Red on 5; Black on 6, Red on 9, Black on 10, Black on 0.
    let b = board("BEEE/ERBE/ERBE/REEB");
    // Over 6 (Black) to 7; over 9 (Red) to 13; over 10 (Black) to 15? 15 is Black: no.
    // Over 0 (Black) diagonally: off the board.
    assert_eq!(to(b, RED, Card::Jump, 5), vec![7, 13]);
    // Orthogonal-only Jump: the same here (both are orthogonal).
    let orth = Rules { jump_orthogonal: true, ..Rules::default() };
    assert_eq!(to_with(b, RED, Card::Jump, 5, orth), vec![7, 13]);
    // Red on 12 jumps diagonally over 9 (Red) to 6? 6 is Black. Over 13? empty.
    assert_eq!(to(b, RED, Card::Jump, 12), Vec::<u8>::new());
    // Black 10 jumps over 5 (Red, diagonal) to 0? Black there. Over 9 (Red) to 8.
    // Over 6 (Black) to 2. Over 15? off the board beyond.
    assert_eq!(to(b, BLACK, Card::Jump, 10), vec![2, 8]);
    // A diagonal jump, and the orthogonal reading forbids it.
    let b = board("REEE/EBEE/EEEE/RRRB");
    assert_eq!(to(b, RED, Card::Jump, 0), vec![10]);
    assert_eq!(to_with(b, RED, Card::Jump, 0, orth), Vec::<u8>::new());
    assert_eq!(
        moved(b, RED, Card::Jump, 0, 10, Rules::default()).map(Board::diagram),
        Some("EEEE/EBEE/EERE/RRRB".into())
    );
}

#[test]
fn trade_and_switch_only_with_enemy_men() {
    // Red 5 with neighbours: Red 4, Black 6, Black 10 (diagonal); Black 0 (diagonal),
    // Black 15 far away.
    let b = board("BEEE/RRBE/EEBE/RREB");
    assert_eq!(to(b, RED, Card::Trade, 5), vec![0, 6, 10]);
    assert_eq!(to(b, RED, Card::Switch, 5), vec![15]);
    // Red 4: adjacent to Black 0; the other three are not adjacent.
    assert_eq!(to(b, RED, Card::Trade, 4), vec![0]);
    assert_eq!(to(b, RED, Card::Switch, 4), vec![6, 10, 15]);
    // Own men are never targets.
    for from in [4, 5, 12, 13] {
        for t in to(b, RED, Card::Trade, from).into_iter().chain(to(b, RED, Card::Switch, from)) {
            assert_eq!(b.owner(Cell(t)), Some(BLACK));
        }
    }
    // Orthogonal reading: diagonal neighbours move from Trade to Switch.
    let orth = Rules { trade_orthogonal: true, ..Rules::default() };
    assert_eq!(to_with(b, RED, Card::Trade, 5, orth), vec![6]);
    assert_eq!(to_with(b, RED, Card::Switch, 5, orth), vec![0, 10, 15]);
    // A swap exchanges the two men.
    assert_eq!(
        moved(b, RED, Card::Trade, 5, 10, Rules::default()).map(Board::diagram),
        Some("BEEE/RBBE/EERE/RREB".into())
    );
    assert_eq!(
        moved(b, RED, Card::Switch, 5, 15, Rules::default()).map(Board::diagram),
        Some("BEEE/RBBE/EEBE/RRER".into())
    );
    // And a move the card does not allow is refused.
    assert_eq!(moved(b, RED, Card::Switch, 5, 6, Rules::default()), None);
    assert_eq!(moved(b, RED, Card::Trade, 5, 4, Rules::default()), None);
}

#[test]
fn sliders_stop_at_men_and_zip_zap_split_the_board() {
    let b = board("REEB/EEEE/EBEE/BEBR");
    // Rook from 0: east 1, 2 (3 Black stops); south 4, 8 (12 Black stops).
    assert_eq!(to(b, RED, Card::Rook, 0), vec![1, 2, 4, 8]);
    // Bishop from 0: 5, then 10, then 15 (Red) stops.
    assert_eq!(to(b, RED, Card::Bishop, 0), vec![5, 10]);
    // Bishop from 15 (Red): 10, 5, then 0 (Red) stops.
    assert_eq!(to(b, RED, Card::Bishop, 15), vec![5, 10]);
    // Zip: every empty corner (none here but... 3, 12 Black; 0, 15 Red).
    assert_eq!(to(b, RED, Card::Zip, 0), Vec::<u8>::new());
    // Zap: every empty non-corner.
    assert_eq!(to(b, RED, Card::Zap, 15), vec![1, 2, 4, 5, 6, 7, 8, 10, 11, 13]);
    // Horse from 15: 6 and 9 (9 Black): 6.
    assert_eq!(to(b, RED, Card::Horse, 15), vec![6]);
    // King from 15: 10, 11 (14 Black).
    assert_eq!(to(b, RED, Card::King, 15), vec![10, 11]);
    // Hop / Skip from 15.
    assert_eq!(to(b, RED, Card::Hop, 15), vec![11]);
    assert_eq!(to(b, RED, Card::Skip, 15), vec![10]);
}

#[test]
fn a_boxed_in_corner_and_every_push_of_it() {
    // Red in the top-left 2x2, walled in by Black on 2, 6, 8 and 9.
    let b = board("RRBE/RRBE/BBEE/EEEE");
    let rules = Rules::default();
    for card in [Card::Hop, Card::Rook] {
        assert!(moves(b, RED, card, rules).is_empty(), "{card}");
    }
    assert!(!b.can_move(RED, &[Card::Hop, Card::Rook, Card::Hop], rules));
    assert!(b.can_move(RED, &[Card::Hop, Card::Skip], rules));
    assert_eq!(moves(b, RED, Card::Skip, rules), vec![(5, 10)]);
    assert_eq!(moves(b, RED, Card::Bishop, rules), vec![(5, 10), (5, 15)]);
    assert_eq!(moves(b, RED, Card::Jump, rules), vec![(0, 10), (1, 3), (1, 11), (4, 12), (4, 14), (5, 7), (5, 13)]);
    // Pushes of one man (1→2, 1→6, 4→8, 4→9, 5→6, 5→9) and of two (0→1, 0→4,
    // 1→5, 4→5: own man then Black), with a man against the edge blocking the rest.
    assert_eq!(
        moves(b, RED, Card::Push, rules),
        vec![(0, 1), (0, 4), (0, 5), (1, 2), (1, 5), (1, 6), (4, 5), (4, 8), (4, 9), (5, 6), (5, 9)]
    );
    assert_eq!(moved(b, RED, Card::Push, 0, 1, rules).map(Board::diagram), Some("ERRB/RRBE/BBEE/EEEE".into()));
    assert_eq!(moved(b, RED, Card::Push, 4, 5, rules).map(Board::diagram), Some("RRBE/ERRB/BBEE/EEEE".into()));
    // Orthogonal pushes only: the diagonal ones go.
    let orth = Rules { push_orthogonal: true, ..rules };
    assert_eq!(moves(b, RED, Card::Push, orth), vec![(0, 1), (0, 4), (1, 2), (1, 5), (4, 5), (4, 8), (5, 6), (5, 9)]);
}
