//! What the Combo 4x4 table derives from a game and the person's choice: which men and
//! cells light up, which men a push shoves, and the log in words.

pub use tabula_rules::combo4x4::pushed;
use tabula_rules::combo4x4::{Action, Card, Cell, Cells, Combo, Combo4x4, End, Report};
use tabula_rules::{Match, Seat};

use super::words::{self, C4};
use crate::games::table::{History, CHANCE};
use crate::i18n::{fill, said};

/// The person's choice so far: a card, then one of their men.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sel {
    pub card: Option<Card>,
    pub from: Option<Cell>,
}

/// The men `card` can move, and where the man on `from` can go with it.
pub fn lights(legal: &[Action], sel: Sel) -> (Cells, Cells) {
    let mut movable = Cells::EMPTY;
    let mut targets = Cells::EMPTY;
    for a in legal.iter().filter(|a| Some(a.card) == sel.card) {
        movable |= Cells::from(a.from);
        if Some(a.from) == sel.from {
            targets |= Cells::from(a.to);
        }
    }
    (movable, targets)
}

/// What the board shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Red's men and Black's.
    pub men: [Cells; 2],
    /// Men the chosen card can move.
    pub movable: Cells,
    /// The chosen man.
    pub from: Option<Cell>,
    /// Where the chosen man can go.
    pub targets: Cells,
    /// For a chosen man and Push: each shoved man and where it would go.
    pub pushes: Vec<(Cell, Cell)>,
    /// The last move's start and end.
    pub last: Option<(Cell, Cell)>,
    /// Cells of a combo the men make now.
    pub combo: Cells,
}

/// The scene for a game, the legal moves of the person to move (empty if none) and
/// their choice.
pub fn scene(g: &Combo4x4, legal: &[Action], last: Option<Action>, sel: Sel) -> Scene {
    let board = g.board();
    let (movable, targets) = lights(legal, sel);
    let mut pushes = Vec::new();
    if let (Some(Card::Push), Some(from)) = (sel.card, sel.from) {
        for to in targets.iter() {
            pushes.extend(pushed(board, from, to));
        }
    }
    let combo = board.men.iter().filter(|&&m| Combo::of(m).is_some()).fold(Cells::EMPTY, |a, &m| a | m);
    Scene {
        men: board.men,
        movable,
        from: sel.from.filter(|&f| movable.contains(f)),
        targets,
        pushes,
        last: last.map(|a| (a.from, a.to)),
        combo,
    }
}

/// One move in words, from the rules' report of it.
pub fn move_line(w: &C4, name: &str, r: &Report) -> String {
    let args = [name, words::card(w, r.card), &r.from.to_string(), &r.to.to_string()];
    match r.card {
        Card::Trade | Card::Switch => fill(w.swapped, &args),
        Card::Push => {
            let shoved: Vec<String> = r.displaced.iter().map(|p| format!("{} → {}", p.0, p.1)).collect();
            let s = shoved.join(", ");
            fill(w.pushed, &[args[0], args[1], args[2], args[3], &s])
        }
        _ => fill(w.moved, &args),
    }
}

/// The log in words and the seat that made each move, told from the rules' report of
/// each move (no second replay).
pub fn history(game: &Match<Combo4x4>, names: &[String], w: &C4) -> History {
    let mut h = History::default();
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    for e in game.reports() {
        let r = &e.report;
        let mut line = move_line(w, &name(r.seat), r);
        // Drawing back to three emptied the deck: the discards became the new deck.
        if r.reshuffled {
            line.push_str(" — ");
            line.push_str(w.reshuffled);
        }
        if let Some(c) = r.combo {
            line.push_str(" — ");
            line.push_str(&said(&w.made, &name(r.seat), &[words::combo(w, c)]));
        }
        h.lines.push(line.into());
        h.movers.push(e.seat.unwrap_or(CHANCE));
        // The seat after the mover has no move: its own line.
        if r.end == Some(End::NoMove) {
            h.lines.push(said(&w.no_move, &name(1 - r.seat.min(1)), &[]).into());
        }
    }
    h
}

/// Each seat's combos, in the order made, with the cells of the men that made them.
pub fn combos(game: &Match<Combo4x4>) -> [Vec<(Combo, Cells)>; 2] {
    let mut made: [Vec<(Combo, Cells)>; 2] = Default::default();
    for r in game.reports().iter().map(|e| &e.report) {
        if let (Some(c), Some(list)) = (r.combo, made.get_mut(r.seat)) {
            list.push((c, r.men));
        }
    }
    made
}

/// How the game ended, in words ("two combos: …" or who had no move).
pub fn how_it_ended(g: &Combo4x4, names: &[String], w: &C4) -> String {
    let (Some(end), Some(winner)) = (g.end(), g.winner()) else { return String::new() };
    match end {
        End::TwoCombos => {
            let made: Vec<&str> =
                g.combos().get(winner).map(|c| c.iter().map(|&x| words::combo(w, x)).collect()).unwrap_or_default();
            fill(w.by_combos, &made)
        }
        End::NoMove => said(&w.no_move, names.get(1 - winner.min(1)).map_or("", String::as_str), &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::{Board, Position, Setup};
    use tabula_rules::{Game, Turn};

    fn set(cells: &[u8]) -> Cells {
        cells.iter().map(|&c| Cell(c)).collect()
    }

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
    fn a_card_lights_its_men_and_a_man_its_cells() {
        let g = game(
            "RREE/RREE/EEBB/EEBB",
            [vec![Card::Hop, Card::Zip, Card::Push], vec![Card::Hop, Card::Skip, Card::King]],
        );
        let legal = g.legal_actions();
        let (men, to) = lights(&legal, Sel { card: Some(Card::Hop), from: None });
        // Hop: the men on b1, a2 and b2 can step; a1 is boxed in.
        assert_eq!(men, set(&[1, 4, 5]));
        assert_eq!(to, Cells::EMPTY);
        let (_, to) = lights(&legal, Sel { card: Some(Card::Hop), from: Some(Cell(5)) });
        assert_eq!(to, set(&[6, 9]));
        let (men, _) = lights(&legal, Sel::default());
        assert_eq!(men, Cells::EMPTY);
        // Zip: every man to the two empty corners.
        let (men, to) = lights(&legal, Sel { card: Some(Card::Zip), from: Some(Cell(0)) });
        assert_eq!(men, g.board().men[0]);
        assert_eq!(to, set(&[3, 12]));
    }

    #[test]
    fn a_push_marks_the_men_it_shoves() {
        let g = game(
            "RBBE/REEE/EERE/EBRB",
            [vec![Card::Push, Card::Hop, Card::Skip], vec![Card::Hop, Card::Skip, Card::King]],
        );
        // a1 pushes b1 and c1 one cell on: two men shoved.
        let shove = |a, b| (Cell(a), Cell(b));
        assert_eq!(pushed(g.board(), Cell(0), Cell(1)), vec![shove(1, 2), shove(2, 3)]);
        let legal = g.legal_actions();
        let s = scene(&g, &legal, None, Sel { card: Some(Card::Push), from: Some(Cell(0)) });
        assert_eq!(s.targets, set(&[1, 4]));
        assert!([shove(1, 2), shove(2, 3), shove(4, 8)].iter().all(|p| s.pushes.contains(p)));
        // c3 cannot push c4 or b4 off the board.
        let s = scene(&g, &legal, None, Sel { card: Some(Card::Push), from: Some(Cell(10)) });
        assert_eq!(s.targets & set(&[13, 14]), Cells::EMPTY);
        assert_eq!(s.from, Some(Cell(10)).filter(|_| s.movable.contains(Cell(10))));
    }

    /// The report of a move that made no combo and drew a card.
    fn report(card: Card, from: u8, to: u8, displaced: Vec<(u8, u8)>) -> Report {
        Report {
            seat: 0,
            card,
            from: Cell(from),
            to: Cell(to),
            displaced: displaced.into_iter().map(|(a, b)| (Cell(a), Cell(b))).collect(),
            combo: None,
            men: Cells::EMPTY,
            reshuffled: false,
            drew: Some(Card::Hop),
            end: None,
        }
    }

    #[test]
    fn the_log_says_each_move_in_words() {
        let w = &words::EN;
        assert_eq!(move_line(w, "Ann", &report(Card::Hop, 5, 6, vec![])), "Ann: Hop b2 → c2");
        assert_eq!(move_line(w, "Ann", &report(Card::Trade, 5, 10, vec![(10, 5)])), "Ann: Trade b2 ⇄ c3");
        assert_eq!(
            move_line(w, "Ann", &report(Card::Push, 5, 10, vec![(10, 15)])),
            "Ann: Push b2 → c3, pushing c3 → d4"
        );
        assert_eq!(move_line(&words::FR, "Zoé", &report(Card::Jump, 0, 10, vec![])), "Zoé : Saut a1 → c3");
    }

    #[test]
    fn a_push_is_told_with_every_man_it_shoves() {
        let g = game(
            "RRBE/EEEE/RREE/EBBB",
            [vec![Card::Push, Card::Hop, Card::Skip], vec![Card::Hop, Card::Skip, Card::King]],
        );
        let r = g.clone().apply_reported(&Action { card: Card::Push, from: Cell(0), to: Cell(1) }).unwrap();
        assert_eq!(move_line(&words::EN, "Ann", &r), "Ann: Push a1 → b1, pushing b1 → c1, c1 → d1");
    }

    /// The log as the table told it before the rules reported each move: by replaying
    /// the record and comparing the state before and after each action.
    fn replayed_log(m: &Match<Combo4x4>, names: &[String], w: &C4) -> Vec<String> {
        let mut g = Combo4x4::new(&m.record().setup, m.record().seed).unwrap();
        let name = |s: Seat| names[s].clone();
        let mut lines = Vec::new();
        for a in &m.record().actions {
            let Turn::Seat(s) = g.turn() else { break };
            let before = g.board();
            let (made, deck) = (g.combos()[s].len(), g.deck().len());
            g.apply(a).unwrap();
            let args = [name(s), words::card(w, a.card).to_string(), a.from.to_string(), a.to.to_string()];
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let mut line = match a.card {
                Card::Trade | Card::Switch => fill(w.swapped, &args),
                Card::Push => {
                    let shoved: Vec<String> =
                        pushed(before, a.from, a.to).iter().map(|p| format!("{} → {}", p.0, p.1)).collect();
                    fill(w.pushed, &[args[0], args[1], args[2], args[3], &shoved.join(", ")])
                }
                _ => fill(w.moved, &args),
            };
            if g.deck().len() > deck {
                line = format!("{line} — {}", w.reshuffled);
            }
            if let Some(&c) = g.combos()[s].get(made) {
                line = format!("{line} — {}", said(&w.made, &name(s), &[words::combo(w, c)]));
            }
            lines.push(line);
        }
        if let (Some(End::NoMove), Some(winner)) = (g.end(), g.winner()) {
            lines.push(said(&w.no_move, &name(1 - winner), &[]));
        }
        lines
    }

    /// Random games to their end (combos, reshuffles, a seat stuck): the log told from
    /// the reports is, line for line, the log a replay told.
    #[test]
    fn the_log_from_reports_is_the_log_a_replay_told() {
        let names = ["Ann".to_string(), "Ben".to_string()];
        let (mut stuck, mut reshuffles) = (0, 0);
        for seed in 0..40 {
            let mut m = Match::<Combo4x4>::new(Setup::default(), seed).unwrap();
            let mut rng = tabula_rules::rng::Rng::new(seed, 3);
            while let Some(a) = tabula_bots::random(m.state(), &mut rng) {
                m.apply(a).unwrap();
            }
            for w in [&words::EN, &words::FR] {
                let told: Vec<String> = history(&m, &names, w).lines.into_iter().map(|l| l.line).collect();
                assert_eq!(told, replayed_log(&m, &names, w), "seed {seed}");
            }
            stuck += usize::from(m.state().end() == Some(End::NoMove));
            reshuffles += m.reports().iter().filter(|e| e.report.reshuffled).count();
        }
        assert!(
            stuck > 0 && reshuffles > 0,
            "the games cover every kind of line: {stuck} stuck, {reshuffles} reshuffles"
        );
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
        let combos = combos(&m);
        assert_eq!(
            h.movers,
            (0..m.record().actions.len()).map(|i| i % 2).collect::<Vec<_>>(),
            "Red and Black alternate"
        );
        let g = m.state();
        let how = how_it_ended(g, &names, &words::EN);
        match g.end() {
            Some(End::TwoCombos) => {
                let w = g.winner().unwrap();
                assert_eq!(combos[w].len(), 2);
                assert!(combos[w].iter().all(|(c, cells)| Combo::of(*cells) == Some(*c)));
                assert!(how.starts_with("two combos: "), "{how}");
                assert!(h.lines.last().unwrap().line.contains(" makes a "));
            }
            Some(End::NoMove) => assert!(how.ends_with("has no move with any card and loses.")),
            None => panic!("no end in 400 moves"),
        }
    }
}
