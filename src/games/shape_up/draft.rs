//! Building a turn step by step: pick up a card to move, play the drawn card, move
//! after playing. Pure logic over the rules, so it is tested natively.

use tabula_rules::shape_up::{after_turn, Action, Card, Cell, ShapeUp, Shift};
use tabula_rules::Game;

/// The turn being built (kept across a reload: `serde`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Draft {
    /// The hand card to play.
    pub card: u8,
    /// A move made before playing.
    pub before: Option<(Cell, Cell)>,
    /// Where the card was played.
    pub play: Option<Cell>,
    /// A layout card picked up to move.
    pub lifted: Option<Cell>,
}

/// What the mover may click now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Empty cells where the card may be played.
    pub plays: Vec<Cell>,
    /// Layout cards that may be picked up.
    pub movable: Vec<Cell>,
    /// Empty cells where the lifted card may go.
    pub targets: Vec<Cell>,
}

/// What a person does on the Shape Up! table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A cell of the board (a click, a tap, Enter, or a card dropped there).
    Cell(Cell),
    /// A hand card chosen, by its place in the hand: the turn starts again with it.
    Card(u8),
    /// End turn: the card is down and no move follows.
    EndTurn,
    /// Escape: the lifted card is put back.
    Back,
}

/// The outcome of a press.
pub type Step = crate::games::table::Step<Draft, Action>;

fn push_unique(v: &mut Vec<Cell>, c: Cell) {
    if !v.contains(&c) {
        v.push(c);
    }
}

fn shift(from: Cell, to: Cell, before: bool) -> Option<Shift> {
    Some(Shift { from, to, before })
}

/// The clickable cells for a draft, from the listed legal actions (each turn is listed
/// once, so the other order of a listed turn is checked with the rules).
pub fn options(state: &ShapeUp, legal: &[Action], d: &Draft) -> Options {
    let mut o = Options::default();
    let ok = |play: Cell, s: Option<Shift>| state.check_action(&Action { card: d.card, play, shift: s }).is_ok();
    let mine = legal.iter().filter(|a| a.card == d.card);
    match (d.before, d.play) {
        (None, None) => {
            for a in mine {
                match a.shift {
                    None => push_unique(&mut o.plays, a.play),
                    Some(s) if ok(a.play, shift(s.from, s.to, true)) => {
                        push_unique(&mut o.movable, s.from);
                        if d.lifted == Some(s.from) {
                            push_unique(&mut o.targets, s.to);
                        }
                    }
                    Some(_) => {}
                }
            }
        }
        (Some((f, t)), None) => {
            for a in mine {
                if a.shift.is_some_and(|s| s.from == f && s.to == t) && ok(a.play, shift(f, t, true)) {
                    push_unique(&mut o.plays, a.play);
                }
            }
        }
        (None, Some(c)) => {
            for a in mine.filter(|a| a.play == c) {
                if let Some(s) = a.shift.filter(|s| ok(c, shift(s.from, s.to, false))) {
                    push_unique(&mut o.movable, s.from);
                    if d.lifted == Some(s.from) {
                        push_unique(&mut o.targets, s.to);
                    }
                }
            }
        }
        (Some(_), Some(_)) => {}
    }
    if d.lifted.is_some() {
        // A card in the hand of the mover: only its destinations are offered, so a
        // click cannot play the hand card and drop the lifted one by surprise.
        o.plays.clear();
    }
    o
}

/// What a press does to the turn being built, given the mover's legal actions.
pub fn step(state: &ShapeUp, legal: &[Action], d: &Draft, input: Input) -> Step {
    match input {
        Input::Cell(cell) => match click(&options(state, legal, d), d, cell) {
            // A played card with no move left to make ends the turn by itself.
            Step::Continue(next) => match end_turn(&next).filter(|_| options(state, legal, &next).movable.is_empty()) {
                Some(a) => Step::Submit(a),
                None => Step::Continue(next),
            },
            other => other,
        },
        // Nobody at this table to move: only a lifted card may be put back.
        _ if legal.is_empty() => Step::Ignore,
        Input::Card(card) => Step::Continue(Draft { card, ..Draft::default() }),
        Input::EndTurn => end_turn(d).filter(|a| legal.contains(a)).map_or(Step::Ignore, Step::Submit),
        Input::Back => Step::Continue(Draft { lifted: None, ..*d }),
    }
}

/// The presses that build `a`: its card, then the cells in the order the turn makes
/// them; End turn after a plain play, unless the play leaves no move and ends the
/// turn by itself.
pub fn presses(state: &ShapeUp, a: &Action) -> Vec<Input> {
    let mut out = vec![Input::Card(a.card)];
    match a.shift {
        Some(s) if s.before => out.extend([s.from, s.to, a.play].map(Input::Cell)),
        Some(s) => out.extend([a.play, s.from, s.to].map(Input::Cell)),
        None => {
            out.push(Input::Cell(a.play));
            let played = Draft { card: a.card, play: Some(a.play), ..Draft::default() };
            if !options(state, &state.legal_actions(), &played).movable.is_empty() {
                out.push(Input::EndTurn);
            }
        }
    }
    out
}

/// What clicking `cell` does.
pub fn click(o: &Options, d: &Draft, cell: Cell) -> Step {
    if d.lifted == Some(cell) {
        return Step::Continue(Draft { lifted: None, ..*d });
    }
    if let Some(f) = d.lifted {
        if o.targets.contains(&cell) {
            return match d.play {
                None => Step::Continue(Draft { before: Some((f, cell)), lifted: None, ..*d }),
                Some(play) => Step::Submit(Action { card: d.card, play, shift: shift(f, cell, false) }),
            };
        }
    }
    if o.movable.contains(&cell) {
        return Step::Continue(Draft { lifted: Some(cell), ..*d });
    }
    if d.play.is_none() && o.plays.contains(&cell) {
        return match d.before {
            Some((f, t)) => Step::Submit(Action { card: d.card, play: cell, shift: shift(f, t, true) }),
            None => Step::Continue(Draft { play: Some(cell), lifted: None, ..*d }),
        };
    }
    Step::Ignore
}

/// The action that ends the turn without a move after the play, if the card is down.
pub fn end_turn(d: &Draft) -> Option<Action> {
    match (d.play, d.before) {
        (Some(play), None) => Some(Action { card: d.card, play, shift: None }),
        _ => None,
    }
}

/// The layout as the draft shows it: the move before, the played card.
pub fn shown_layout(layout: &[(Cell, Card)], hand: &[Card], d: &Draft) -> Vec<(Cell, Card)> {
    let mut out = layout.to_vec();
    if let Some((f, t)) = d.before {
        if let Some(p) = out.iter_mut().find(|p| p.0 == f) {
            p.0 = t;
        }
    }
    if let (Some(play), Some(card)) = (d.play, hand.get(usize::from(d.card))) {
        out = after_turn(&out, *card, play, None);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::{shape_up::Setup, Game};

    fn game_after(turns: usize, seed: u64) -> ShapeUp {
        let mut g = ShapeUp::new(&Setup::default(), seed).unwrap();
        let mut rng = tabula_rules::rng::Rng::new(seed, 5);
        for _ in 0..turns {
            let a = g.random_action(&mut rng).unwrap();
            g.apply(&a).unwrap();
        }
        g
    }

    #[test]
    fn lifting_again_puts_back() {
        let g = game_after(4, 3);
        let legal = g.legal_actions();
        let d = Draft::default();
        let o = options(&g, &legal, &d);
        let f = o.movable[0];
        let Step::Continue(lifted) = click(&o, &d, f) else { panic!() };
        assert_eq!(lifted.lifted, Some(f));
        let o2 = options(&g, &legal, &lifted);
        assert_eq!(click(&o2, &lifted, f), Step::Continue(d));
    }
}
