//! What the POW table derives from a game, free of the page: the scene it draws
//! (dice, rows, stacks and which of them a click takes), the dice a selection sets
//! aside, the log in words and the final count. The components only read these.

use tabula_rules::pow::{Action, Count, Dice, Face, Pow, Report, Side, Tile};
use tabula_rules::{Game, Match, Seat};

use super::words::{ordinal, Pw};
use crate::games::table::{History, LogEntry, Step, CHANCE};
use crate::i18n::{fill, signed, Lang};
use crate::kit::tile::face;

/// A slot of a stack, top first: its tile if shown, and the take a click makes.
pub type Slot = (Option<Tile>, Option<Action>);

/// Everything the table draws, derived from the game alone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Dice set aside earlier this turn.
    pub aside: Vec<Face>,
    /// Dice of the last roll, in face order: the ones a click picks.
    pub rolled: Vec<Face>,
    /// Rolls made this turn.
    pub rolls: u8,
    /// Whether the mover may set dice aside and roll again.
    pub can_reroll: bool,
    /// The dice the person deciding may set aside (all of them at once): a die is
    /// live when one of these has its face (a lesson allows only one choice).
    pub asides: Vec<Dice>,
    /// The rows, heroes then villains, each tile with the take a click makes.
    pub rows: [Vec<(Tile, Option<Action>)>; 2],
    /// Each seat's two stacks (heroes, villains), top first. Once the game is over
    /// every tile shows.
    pub stacks: Vec<[Vec<Slot>; 2]>,
    /// Who is to move, unless the game is over.
    pub mover: Option<Seat>,
    /// Whether a person is to decide (targets are lit only then).
    pub acting: bool,
    /// The tile the forced take would take, when the dice allow no take.
    pub forced: Option<Tile>,
    /// What "Take" does: the only possible take (forced included).
    pub only: Option<Action>,
    /// Once the game is over, each seat's count.
    pub result: Option<Vec<Count>>,
    /// The stack (seat, side) the last take or steal landed on: its top is the last
    /// move, marked until the next.
    pub last: Option<(Seat, Side)>,
}

/// The scene of `game`; targets are lit for the `legal` actions of the person
/// deciding (none while nobody at this table decides).
pub fn scene(game: &Pow, legal: &[Action]) -> Scene {
    let v = game.view(None);
    let acting = !legal.is_empty();
    let lit = |a: Action| legal.contains(&a).then_some(a);
    // The forced take, as the rules find it, while the dice force it.
    let forced_at = game.forced_take().filter(|_| legal.contains(&Action::TakeForced));
    let rows = [&v.heroes, &v.villains];
    let forced = forced_at.and_then(|(side, i)| rows[side.index()].get(i).copied());
    let result = v.dice.result();
    let row = |side: Side, tiles: &[Tile]| -> Vec<(Tile, Option<Action>)> {
        let n = usize::from(result.count(Face::row(side)));
        tiles
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let act = if forced_at == Some((side, i)) {
                    Some(Action::TakeForced)
                } else if i + 1 == n {
                    lit(Action::Take(side))
                } else {
                    None
                };
                (t, act)
            })
            .collect()
    };
    let stacks = match &v.result {
        // Over: nothing is hidden any more, so the stacks show what the count counted.
        Some(counts) => counts
            .iter()
            .map(|c| {
                let open = |ts: &[Tile]| -> Vec<Slot> { ts.iter().rev().map(|&t| (Some(t), None)).collect() };
                [open(&[c.heroes.as_slice(), &c.dropped].concat()), open(&c.villains)]
            })
            .collect(),
        None => v
            .stacks
            .iter()
            .enumerate()
            .map(|(victim, st)| {
                Side::ALL.map(|side| {
                    let pile = st.of(side);
                    (0..pile.height)
                        .map(|depth| {
                            (if depth == 0 { pile.top } else { None }, lit(Action::Steal { victim, side, depth }))
                        })
                        .collect()
                })
            })
            .collect(),
    };
    let takes: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::SetAside(_))).collect();
    Scene {
        aside: faces(v.dice.aside),
        rolled: faces(v.dice.rolled),
        rolls: v.dice.rolls,
        can_reroll: v.dice.can_reroll,
        rows: [row(Side::Hero, &v.heroes), row(Side::Villain, &v.villains)],
        stacks,
        mover: v.to_move,
        acting,
        asides: legal.iter().filter_map(|a| if let Action::SetAside(d) = a { Some(*d) } else { None }).collect(),
        forced,
        only: if takes.len() == 1 { takes.first().map(|a| (*a).clone()) } else { None },
        result: v.result,
        last: None,
    }
}

/// What a person does on the POW table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A rolled die picked or put back, by its place in the roll.
    Die(u8),
    /// Roll again: the dice picked go aside.
    Roll,
    /// A lit tile or stack slot, or Take (the only take): the take it names.
    Take(Action),
}

/// What a press does to the dice picked (bit i: the i-th rolled die), given the
/// mover's legal actions.
pub fn step(game: &Pow, legal: &[Action], mask: u8, input: Input) -> Step<u8, Action> {
    if legal.is_empty() {
        return Step::Ignore;
    }
    let submit = |a: Action| if legal.contains(&a) { Step::Submit(a) } else { Step::Ignore };
    match input {
        Input::Die(die) if die < 8 => Step::Continue(mask ^ (1 << die)),
        Input::Die(_) => Step::Ignore,
        Input::Roll => submit(Action::SetAside(picked(&faces(game.view(None).dice.rolled), mask))),
        Input::Take(Action::SetAside(_)) => Step::Ignore,
        Input::Take(a) => submit(a),
    }
}

/// The presses that make `a`: for a roll again, the first rolled dice of each face
/// it sets aside, then Roll again; a take is its own press.
pub fn presses(game: &Pow, a: &Action) -> Vec<Input> {
    match a {
        Action::SetAside(d) => {
            let rolled = faces(game.view(None).dice.rolled);
            let mut out: Vec<Input> = Face::ALL
                .iter()
                .flat_map(|&f| {
                    let places = rolled.iter().enumerate().filter(move |p| *p.1 == f);
                    places.take(usize::from(d.count(f))).map(|p| Input::Die(p.0 as u8))
                })
                .collect();
            out.push(Input::Roll);
            out
        }
        Action::Roll(_) => Vec::new(),
        take => vec![Input::Take(take.clone())],
    }
}

/// A row tile's key for `kit::motion`: its side, value and the equal tiles left of it.
pub fn row_key(side: Side, value: i8, equal_left: usize) -> String {
    format!("r{}.{value}.{equal_left}", side.index())
}

/// The key of a stack's top tile for `kit::motion`.
pub fn top_key(seat: Seat, side: Side) -> String {
    format!("p{seat}.{}", side.index())
}

/// What the last take moved, for `kit::motion`: a row tile (or a stack's top) that
/// is now the top of the taker's stack.
pub fn renamed(game: &Match<Pow>) -> Vec<(String, String)> {
    let moved = match game.reports().last().map(|e| &e.report) {
        Some(&Report::Took { seat, side, place, .. }) => {
            let v = game.state().view(None);
            let Some(top) = v.stacks.get(seat).and_then(|st| st.of(side).top) else { return Vec::new() };
            let row = [&v.heroes, &v.villains][side.index()];
            let left = row.iter().take(place.saturating_sub(1)).filter(|t| **t == top).count();
            (row_key(side, top.0, left), top_key(seat, side))
        }
        Some(&Report::Stole { seat, victim, side, depth: 0 }) => (top_key(victim, side), top_key(seat, side)),
        _ => return Vec::new(),
    };
    vec![moved]
}

/// The stack the last take or steal of `game` landed on (a stolen tile goes to the
/// thief's stack of its side).
pub fn last_take(game: &Match<Pow>) -> Option<(Seat, Side)> {
    game.reports().iter().rev().find_map(|e| match e.report {
        Report::Took { seat, side, .. } | Report::Stole { seat, side, .. } => Some((seat, side)),
        _ => None,
    })
}

/// The dice of a count, one face each, in face order.
pub fn faces(d: Dice) -> Vec<Face> {
    Face::ALL.iter().flat_map(|&f| std::iter::repeat_n(f, usize::from(d.count(f)))).collect()
}

/// The index of a face in [`Face::ALL`] (and in the words' face lists).
pub fn face_index(f: Face) -> usize {
    match f {
        Face::Shield => 0,
        Face::Skull => 1,
        Face::BlueBubble => 2,
        Face::OrangeBubble => 3,
    }
}

/// The dice a selection (bit i: the i-th rolled die) sets aside.
pub fn picked(rolled: &[Face], mask: u8) -> Dice {
    let chosen: Vec<Face> =
        rolled.iter().enumerate().filter(|(i, _)| *i < 8 && mask & (1 << i) != 0).map(|p| *p.1).collect();
    Dice::from_faces(&chosen)
}

/// The roll again a selection asks for, if the rules allow it now.
pub fn reroll(s: &Scene, mask: u8) -> Option<Action> {
    let d = picked(&s.rolled, mask);
    s.asides.contains(&d).then_some(Action::SetAside(d))
}

/// Whether a die of `face` may be picked now.
pub fn pickable(s: &Scene, face: Face) -> bool {
    s.acting && s.can_reroll && s.asides.iter().any(|d| d.count(face) > 0)
}

/// Dice in words: "2 shields, 1 skull".
pub fn dice_words(w: &Pw, d: Dice) -> String {
    let parts: Vec<String> = Face::ALL
        .iter()
        .filter(|&&f| d.count(f) > 0)
        .map(|&f| {
            let n = d.count(f);
            let i = face_index(f);
            format!("{n} {}", if n == 1 { w.face[i] } else { w.faces[i] })
        })
        .collect();
    parts.join(", ")
}

/// A tile as shown: "+4", "−3".
pub fn tile_text(t: Tile) -> String {
    face(t.points())
}

/// The keys of a row's tiles for a keyed list: each value with how many equal tiles
/// lie left of it, so a tile keeps its key (and its element, and the focus) when
/// another is taken.
pub fn tile_keys(row: &[(Tile, Option<Action>)]) -> Vec<(i8, usize)> {
    row.iter().enumerate().map(|(i, (t, _))| (t.0, row.iter().take(i).filter(|x| x.0 == *t).count())).collect()
}

/// Where the tile of a [`tile_keys`] key lies now.
pub fn place_of(row: &[(Tile, Option<Action>)], key: (i8, usize)) -> Option<usize> {
    row.iter().enumerate().filter(|p| p.1 .0 .0 == key.0).nth(key.1).map(|p| p.0)
}

/// The record told, from the rules' report of each action (no second replay): a
/// finished turn is one line, its take, with the rolls and set-asides that led to it
/// folded under it; the turn in progress shows action by action.
pub fn history(game: &Match<Pow>, names: &[String], w: &Pw, lang: Lang) -> History {
    let mut h = History::default();
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let side = |s: Side| w.side[s.index()];
    // Where the turn in progress starts, in the log and in the record.
    let (mut first_line, mut first_action) = (0, 0);
    for (i, e) in game.reports().iter().enumerate() {
        h.movers.push(e.seat.unwrap_or(CHANCE));
        let (line, takes) = match &e.report {
            Report::Rolled { seat, faces } => {
                (fill(w.log_roll, &[&name(*seat), &dice_words(w, Dice::from_faces(faces))]), false)
            }
            Report::SetAside { seat, dice } => (fill(w.log_aside, &[&name(*seat), &dice_words(w, *dice)]), false),
            Report::Took { seat, side: s, forced: true, .. } => {
                (fill(w.log_forced[usize::from(*s == Side::Hero)], &[&name(*seat)]), true)
            }
            Report::Took { seat, side: s, place, .. } => {
                (fill(w.log_take, &[&name(*seat), &ordinal(lang, *place), side(*s)]), true)
            }
            Report::Stole { seat, victim, side: s, depth } => {
                (fill(w.log_steal, &[&name(*seat), &name(*victim), side(*s), &ordinal(lang, depth + 1)]), true)
            }
        };
        if !takes {
            h.at.push(h.lines.len());
            h.lines.push(line.into());
            continue;
        }
        let detail = h.lines.drain(first_line.min(h.lines.len())..).map(|e| e.line).collect();
        h.lines.push(LogEntry { line, detail });
        h.at.truncate(first_action);
        h.at.resize(i + 1, first_line);
        (first_line, first_action) = (h.lines.len(), i + 1);
    }
    h
}

/// Every seat's score, for the status line at the end: "Ann 3 · Bob −2".
pub fn scores(counts: &[Count], names: &[String]) -> String {
    let name = |i: usize| names.get(i).map_or("", String::as_str);
    counts.iter().enumerate().map(|(i, c)| format!("{} {}", name(i), signed(c.score))).collect::<Vec<_>>().join(" · ")
}

/// One seat's final count in words.
pub fn result_line(w: &Pw, name: &str, c: &Count) -> String {
    let list = |ts: &[Tile]| {
        if ts.is_empty() {
            w.empty.to_string()
        } else {
            ts.iter().rev().map(|&t| tile_text(t)).collect::<Vec<_>>().join(" ")
        }
    };
    let mut heroes = list(&c.heroes);
    if !c.dropped.is_empty() {
        heroes.push_str(&fill(w.dropped, &[&list(&c.dropped)]));
    }
    fill(w.res_line, &[name, &signed(c.score), &heroes, &list(&c.villains)])
}

/// The hint under the dice.
pub fn hint(s: &Scene, w: &Pw) -> String {
    if !s.acting {
        return if s.mover.is_some() { fill(w.waiting, &[&s.rolls.to_string()]) } else { String::new() };
    }
    match s.forced {
        Some(t) => fill(w.forced[usize::from(t.side() == Side::Hero)], &[&tile_text(t)]),
        None if s.can_reroll => w.pick_hint.to_string(),
        None if s.only.is_some() => w.take_hint.to_string(),
        None => w.last_roll.to_string(),
    }
}

#[cfg(test)]
mod model_tests;
