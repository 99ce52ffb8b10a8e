//! The Shape Up! table's data: a saved game (seats, names, record) and what the
//! table derives from it (the log in words, who moved when).

use tabula_rules::shape_up::{self, Action, Attribute, Card, Cell, Change, Line, ShapeUp, Shift};
use tabula_rules::{Game, Match, Seat};

use super::card::card_name;
use crate::games::table::{self, History, CHANCE};
use crate::i18n::{fill, offset, points, said, Strings};

/// A Shape Up! table.
pub type Table = table::Table<ShapeUp>;

/// The log in words, who made each action, and each action's line, told from the
/// rules' report of each turn (no second replay). A turn that ends a round is
/// followed by the round's line.
pub fn log(game: &Match<ShapeUp>, names: &[String], t: &Strings) -> History {
    let mut h = History::default();
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let mut rounds = 0;
    for e in game.reports() {
        let r = &e.report;
        h.movers.push(e.seat.unwrap_or(CHANCE));
        h.at.push(h.lines.len());
        let line = turn_line(t, &name(r.seat), (r.card, r.play), r.moved.zip(r.shift));
        h.lines.push(line.into());
        if let Some(round_points) = &r.round_points {
            rounds += 1;
            let scores: Vec<String> =
                round_points.iter().enumerate().map(|(i, p)| format!("{} {}", name(i), points(t, p))).collect();
            h.lines
                .push(format!("{} — {}", round_over(t, rounds, game.record().setup.rounds), scores.join(", ")).into());
        }
    }
    h
}

/// A turn in words: the card played and where, and the card moved from where to
/// where, in the order they were made.
fn turn_line(t: &Strings, who: &str, (card, at): (Card, Cell), moved: Option<(Card, Shift)>) -> String {
    let played = said(&t.su_played, who, &[&card_name(t, card), &place(t, at)]);
    match moved {
        Some((m, sh)) => {
            let moved = said(&t.su_moved, who, &[&card_name(t, m), &place(t, sh.from), &place(t, sh.to)]);
            if sh.before {
                format!("{moved} · {played}")
            } else {
                format!("{played} · {moved}")
            }
        }
        None => played,
    }
}

/// "column 1, row -1": a place in the rules' frame, as the board names it.
pub fn place(t: &Strings, c: Cell) -> String {
    let (col, row) = super::board::col_row(c);
    fill(t.su_place, &[&col, &row])
}

/// The line that ends round `round` of `of`: a one-round game's is its scoring, as
/// its results call it ("Round 1 over" closed such a game's log under "Game over").
fn round_over(t: &Strings, round: usize, of: u8) -> String {
    match of {
        1 => t.su_scoring.to_string(),
        _ => fill(t.su_round_over, &[&round.to_string()]),
    }
}

/// How `other` differs from `made`, two turns in `state`, as the rules tell it: where
/// the card is played from the move made, which card of the layout moves and where.
pub fn changes(t: &Strings, state: &ShapeUp, made: &Action, other: &Action) -> Vec<String> {
    let layout = state.view(None).layout;
    let said = |c: Change| match c {
        Change::Played { dx, dy } => fill(t.su_rv_played, &[&offset(t, dx, dy)]),
        Change::Moved { from, dx, dy } => {
            let card = layout.iter().find(|p| p.0 == from).map(|p| card_name(t, p.1)).unwrap_or_default();
            fill(t.su_rv_moved, &[&card, &offset(t, dx, dy)])
        }
        Change::Unmoved => t.su_rv_unmoved.to_string(),
        Change::Order(before) => t.su_rv_order[usize::from(!before)].to_string(),
    };
    shape_up::changes(made, other).into_iter().map(said).collect()
}

/// "3 hollows: 3 pts".
pub fn line_text(t: &Strings, line: &Line, victory: Card) -> String {
    let what = match line.attribute {
        Attribute::Shape => t.shapes_plural[victory.shape() as usize],
        Attribute::Fill => t.fills_plural[victory.fill() as usize],
        Attribute::Colour => t.colours_plural[victory.colour() as usize],
    };
    fill(t.su_line, &[&line.cells.len().to_string(), what, &points(t, line.points)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, FR};
    use tabula_rules::rng::Rng;
    use tabula_rules::shape_up::Setup;
    use tabula_rules::{Game, Turn};

    #[test]
    fn history_names_each_played_card() {
        let mut m = Match::<ShapeUp>::new(Setup::default(), 3).unwrap();
        for _ in 0..15 {
            let a = m.state().legal_actions()[0];
            m.apply(a).unwrap();
        }
        let h = log(&m, &["Ann".into(), "Ben".into()], &EN);
        assert_eq!(h.movers.len(), 15);
        assert_eq!(h.lines.len(), 16, "15 turns and the end of the round");
        assert!(h.lines[0].line.starts_with("Ann played the "));
        assert!(h.lines[15].line.starts_with("Scoring — "), "{}", h.lines[15].line);
        assert_eq!(h.line_of(13).map(|l| l.line.starts_with("Ben")), Some(true));
        assert_eq!(h.line_of(14).map(|l| l.line.starts_with("Ann")), Some(true));
    }

    /// The log as the table told it before the rules reported each turn: by replaying
    /// the record and reading the seat's view before and after each action.
    fn replayed_log(m: &Match<ShapeUp>, names: &[String], t: &Strings) -> Vec<String> {
        let mut g = ShapeUp::new(&m.record().setup, m.record().seed).unwrap();
        let mut lines = Vec::new();
        for a in &m.record().actions {
            let Turn::Seat(s) = g.turn() else { break };
            let before = g.view(Some(s));
            let card = before.hand[usize::from(a.card)];
            let moved = a.shift.and_then(|sh| before.layout.iter().find(|p| p.0 == sh.from).map(|p| p.1));
            g.apply(a).unwrap();
            lines.push(turn_line(t, &names[s], (card, a.play), moved.zip(a.shift)));
            let after = g.view(None);
            if after.results.len() > before.results.len() {
                let r = &after.results[after.results.len() - 1];
                let scores: Vec<String> =
                    r.points.iter().enumerate().map(|(i, p)| format!("{} {}", names[i], points(t, p))).collect();
                lines.push(format!("{} — {}", round_over(t, after.results.len(), after.rounds), scores.join(", ")));
            }
        }
        lines
    }

    /// Random games of every kind to their end (cards moved before and after the play,
    /// several rounds): the log told from the reports is, line for line, the log a
    /// replay told.
    #[test]
    fn the_log_from_reports_is_the_log_a_replay_told() {
        let names = ["Ann".to_string(), "Ben".to_string(), "Cy".to_string()];
        let mut moved = [0, 0];
        for seed in 0..6 {
            let setup = Setup { seats: 2 + u8::from(seed % 3 == 2), advanced: seed % 2 == 1, ..Setup::default() };
            let mut m = Match::<ShapeUp>::new(setup, seed).unwrap();
            let mut rng = Rng::new(seed, 5);
            while let Some(a) = tabula_bots::random(m.state(), &mut rng) {
                m.apply(a).unwrap();
            }
            for t in [&EN, &FR] {
                let told: Vec<String> = log(&m, &names, t).lines.into_iter().map(|l| l.line).collect();
                assert_eq!(told, replayed_log(&m, &names, t), "seed {seed}");
            }
            for r in m.reports().iter().filter_map(|e| e.report.shift) {
                moved[usize::from(r.before)] += 1;
            }
        }
        assert!(moved[0] > 0 && moved[1] > 0, "cards moved after and before the play: {moved:?}");
    }
}
