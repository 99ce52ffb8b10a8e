//! What the Combo 4x4 table derives from a game and the person's choice: which men and
//! cells light up, which men a push shoves, and the log in words.

use tabula_rules::combo4x4::{cell_at, col, row, Action, Board, Card, Cell, Combo, Combo4x4, End};
use tabula_rules::{Game, Match, Seat, Turn};

use super::words::{self, C4};
use crate::i18n::fill;

/// The bit of a cell in a 16-cell bitboard (0 off the board).
pub fn bit(c: Cell) -> u16 {
    1u16.checked_shl(u32::from(c)).filter(|_| c < 16).unwrap_or(0)
}

/// A cell's name: column a–d from the left, row 1–4 from the top ("b3").
pub fn cell_name(c: Cell) -> String {
    format!("{}{}", char::from(b'a' + c % 4), c / 4 + 1)
}

/// The person's choice so far: a card, then one of their men.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sel {
    pub card: Option<Card>,
    pub from: Option<Cell>,
}

/// The men `card` can move, and where the man on `from` can go with it.
pub fn lights(legal: &[Action], sel: Sel) -> (u16, u16) {
    let mut movable = 0;
    let mut targets = 0;
    for a in legal.iter().filter(|a| Some(a.card) == sel.card) {
        movable |= bit(a.from);
        if Some(a.from) == sel.from {
            targets |= bit(a.to);
        }
    }
    (movable, targets)
}

/// The men a (legal) push from `from` into `to` shoves, each with where it goes.
pub fn pushed(board: Board, from: Cell, to: Cell) -> Vec<(Cell, Cell)> {
    let d = (row(to) - row(from), col(to) - col(from));
    let mut out = Vec::new();
    let mut at = to;
    while out.len() < 2 && board.owner(at).is_some() {
        let Some(next) = cell_at(row(at) + d.0, col(at) + d.1) else { break };
        out.push((at, next));
        at = next;
    }
    out
}

/// What the board shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Red's men and Black's, as bitboards.
    pub men: [u16; 2],
    /// Men the chosen card can move.
    pub movable: u16,
    /// The chosen man.
    pub from: Option<Cell>,
    /// Where the chosen man can go.
    pub targets: u16,
    /// For a chosen man and Push: each shoved man and where it would go.
    pub pushes: Vec<(Cell, Cell)>,
    /// The last move's start and end.
    pub last: Option<(Cell, Cell)>,
    /// Cells of a combo the men make now.
    pub combo: u16,
}

/// The scene for a game, the legal moves of the person to move (empty if none) and
/// their choice.
pub fn scene(g: &Combo4x4, legal: &[Action], last: Option<Action>, sel: Sel) -> Scene {
    let board = g.board();
    let (movable, targets) = lights(legal, sel);
    let mut pushes = Vec::new();
    if let (Some(Card::Push), Some(from)) = (sel.card, sel.from) {
        for to in (0..16).filter(|&c| targets & bit(c) != 0) {
            pushes.extend(pushed(board, from, to));
        }
    }
    let combo = board.men.iter().filter(|&&m| Combo::of(m).is_some()).fold(0, |a, m| a | m);
    Scene {
        men: board.men,
        movable,
        from: sel.from.filter(|&f| movable & bit(f) != 0),
        targets,
        pushes,
        last: last.map(|a| (a.from, a.to)),
        combo,
    }
}

/// The log in words, the seat that made each move, and each seat's combos with the
/// cells that made them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    pub lines: Vec<String>,
    pub movers: Vec<Seat>,
    pub combos: [Vec<(Combo, u16)>; 2],
}

/// One move in words.
pub fn move_line(w: &C4, name: &str, before: Board, a: &Action) -> String {
    let args = [name, words::card(w, a.card), &cell_name(a.from), &cell_name(a.to)];
    match a.card {
        Card::Trade | Card::Switch => fill(w.swapped, &args),
        Card::Push => {
            let shoved: Vec<String> = pushed(before, a.from, a.to).iter().map(|p| format!("{} → {}", cell_name(p.0), cell_name(p.1))).collect();
            let s = shoved.join(", ");
            fill(w.pushed, &[args[0], args[1], args[2], args[3], &s])
        }
        _ => fill(w.moved, &args),
    }
}

/// Replays the record into the log.
pub fn history(game: &Match<Combo4x4>, names: &[String], w: &C4) -> History {
    let record = game.record();
    let mut h = History::default();
    let Ok(mut g) = Combo4x4::new(&record.setup, record.seed) else { return h };
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    for a in &record.actions {
        let Turn::Seat(s) = g.turn() else { break };
        let before = g.board();
        let made = g.combos().get(s).map_or(0, Vec::len);
        let deck = g.deck().len();
        if g.apply(a).is_err() {
            break;
        }
        let mut line = move_line(w, &name(s), before, a);
        // Drawing back to three emptied the deck: the discards became the new deck.
        if g.deck().len() > deck {
            line.push_str(" — ");
            line.push_str(w.reshuffled);
        }
        if let (Some(&c), Some(list)) = (g.combos().get(s).and_then(|c| c.get(made)), h.combos.get_mut(s)) {
            list.push((c, g.board().men.get(s).copied().unwrap_or(0)));
            line.push_str(" — ");
            line.push_str(&fill(w.made, &[&name(s), words::combo(w, c)]));
        }
        h.lines.push(line);
        h.movers.push(s);
    }
    if let (Some(End::NoMove), Some(winner)) = (g.end(), g.winner()) {
        h.lines.push(fill(w.no_move, &[&name(1 - winner.min(1))]));
    }
    h
}

/// How the game ended, in words ("two combos: …" or who had no move).
pub fn how_it_ended(g: &Combo4x4, names: &[String], w: &C4) -> String {
    let (Some(end), Some(winner)) = (g.end(), g.winner()) else { return String::new() };
    match end {
        End::TwoCombos => {
            let made: Vec<&str> = g.combos().get(winner).map(|c| c.iter().map(|&x| words::combo(w, x)).collect()).unwrap_or_default();
            fill(w.by_combos, &made)
        }
        End::NoMove => fill(w.no_move, &[names.get(1 - winner.min(1)).map_or("", String::as_str)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::{Position, Setup};

    fn game(diagram: &str, hands: [Vec<Card>; 2]) -> Combo4x4 {
        let mut deck = Card::deck();
        for c in hands.iter().flatten() {
            let i = deck.iter().position(|d| d == c).unwrap();
            deck.remove(i);
        }
        let p = Position {
            board: Board::from_diagram(diagram).unwrap(),
            hands,
            deck,
            discards: Vec::new(),
            combos: [Vec::new(), Vec::new()],
            to_move: 0,
        };
        Combo4x4::from_position(&Setup::default(), 1, p).unwrap()
    }

    #[test]
    fn cells_are_named_by_column_and_row() {
        assert_eq!(cell_name(0), "a1");
        assert_eq!(cell_name(6), "c2");
        assert_eq!(cell_name(15), "d4");
    }

    #[test]
    fn a_card_lights_its_men_and_a_man_its_cells() {
        let g = game("RREE/RREE/EEBB/EEBB", [vec![Card::Hop, Card::Zip, Card::Push], vec![Card::Hop, Card::Skip, Card::King]]);
        let legal = g.legal_actions();
        let (men, to) = lights(&legal, Sel { card: Some(Card::Hop), from: None });
        // Hop: the men on b1, a2 and b2 can step; a1 is boxed in.
        assert_eq!(men, bit(1) | bit(4) | bit(5));
        assert_eq!(to, 0);
        let (_, to) = lights(&legal, Sel { card: Some(Card::Hop), from: Some(5) });
        assert_eq!(to, bit(6) | bit(9));
        let (men, _) = lights(&legal, Sel::default());
        assert_eq!(men, 0);
        // Zip: every man to the two empty corners.
        let (men, to) = lights(&legal, Sel { card: Some(Card::Zip), from: Some(0) });
        assert_eq!(men, g.board().men[0]);
        assert_eq!(to, bit(3) | bit(12));
    }

    #[test]
    fn a_push_marks_the_men_it_shoves() {
        let g = game("RBBE/REEE/EERE/EBRB", [vec![Card::Push, Card::Hop, Card::Skip], vec![Card::Hop, Card::Skip, Card::King]]);
        // a1 pushes b1 and c1 one cell on: two men shoved.
        assert_eq!(pushed(g.board(), 0, 1), vec![(1, 2), (2, 3)]);
        let legal = g.legal_actions();
        let s = scene(&g, &legal, None, Sel { card: Some(Card::Push), from: Some(0) });
        assert_eq!(s.targets, bit(1) | bit(4));
        assert!(s.pushes.contains(&(1, 2)) && s.pushes.contains(&(2, 3)) && s.pushes.contains(&(4, 8)));
        // c3 cannot push c4 or b4 off the board.
        let s = scene(&g, &legal, None, Sel { card: Some(Card::Push), from: Some(10) });
        assert_eq!(s.targets & (bit(13) | bit(14)), 0);
        assert_eq!(s.from, Some(10).filter(|_| s.movable & bit(10) != 0));
    }

    #[test]
    fn the_log_says_each_move_in_words() {
        let b = Board::START;
        let w = &words::EN;
        assert_eq!(move_line(w, "Ann", b, &Action { card: Card::Hop, from: 5, to: 6 }), "Ann: Hop b2 → c2");
        assert_eq!(move_line(w, "Ann", b, &Action { card: Card::Trade, from: 5, to: 10 }), "Ann: Trade b2 ⇄ c3");
        assert_eq!(move_line(w, "Ann", b, &Action { card: Card::Push, from: 5, to: 10 }), "Ann: Push b2 → c3, pushing c3 → d4");
        assert_eq!(move_line(&words::FR, "Zoé", b, &Action { card: Card::Jump, from: 0, to: 10 }), "Zoé : Saut a1 → c3");
    }

    #[test]
    fn a_whole_game_is_logged_with_its_combos_and_end() {
        let mut m = Match::<Combo4x4>::new(Setup::default(), 5).unwrap();
        let mut rng = tabula_rules::rng::Rng::new(9, 9);
        while m.state().turn() != Turn::Over && m.record().actions.len() < 400 {
            let s = match m.state().turn() {
                Turn::Seat(s) => s,
                _ => break,
            };
            let a = tabula_bots::combo4x4::choose(&m.state().view(Some(s)), &mut rng).unwrap();
            m.apply(a).unwrap();
        }
        let names = ["Ann".to_string(), "Ben".to_string()];
        let h = history(&m, &names, &words::EN);
        assert_eq!(h.movers, (0..m.record().actions.len()).map(|i| i % 2).collect::<Vec<_>>(), "Red and Black alternate");
        let g = m.state();
        let how = how_it_ended(g, &names, &words::EN);
        match g.end() {
            Some(End::TwoCombos) => {
                let w = g.winner().unwrap();
                assert_eq!(h.combos[w].len(), 2);
                assert!(h.combos[w].iter().all(|(c, cells)| Combo::of(*cells) == Some(*c)));
                assert!(how.starts_with("two combos: "), "{how}");
                assert!(h.lines.last().unwrap().contains(" makes a "));
            }
            Some(End::NoMove) => assert!(how.ends_with("has no move with any card and loses.")),
            None => panic!("no end in 400 moves"),
        }
    }
}
