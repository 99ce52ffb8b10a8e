//! What each press does to the SUPER-POSE turn being prepared, and the presses that
//! make an action: choose a card, turn it, move it (pointer, tap, keys, legal
//! places), lay it with a chameleon choice, or put a card aside. Pure: the page's
//! part (the chameleon dialog, focus) is `input.rs`.

use tabula_rules::super_pose::{Action, CardId, Placement, Pos, Rotation, SuperPose};
use tabula_rules::Game;

use super::board::BoardKey;
use super::model::{anchor, judge, middle, next_spot, ranked_spots, spots, turned, Draft, Verdict};
use crate::games::table::Step;

/// A press on the SUPER-POSE table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key on the board (Play excepted: it may ask which chameleon).
    Key(BoardKey),
    /// The pointer over a cell: the unpinned ghost follows it.
    Hover(Pos),
    /// A hand card's Turn button.
    Turn(usize),
    /// A hand card chosen, by its place in the hand (again: let go).
    Pick(usize),
    /// The chosen card to its first legal place (a keyboard player's start).
    First,
    /// A tap or click on a cell: the ghost is pinned there.
    Tap(Pos),
    /// The card laid where it is, with the chameleon choice of that place (the best
    /// first, as [`judge`] lists them).
    Lay(usize),
    /// The card in this place of the hand put aside (no card in hand can be laid).
    SetAside(usize),
}

/// The card in place `slot` of the mover's hand.
fn in_hand(state: &SuperPose, slot: usize) -> Option<CardId> {
    let seat = state.view(None).to_move?;
    state.view(Some(seat)).hand.get(slot).copied()
}

/// The place of `card` in the mover's hand.
fn slot_of(state: &SuperPose, card: CardId) -> Option<usize> {
    let seat = state.view(None).to_move?;
    state.view(Some(seat)).hand.iter().position(|&c| c == card)
}

/// What a press does to the turn being prepared.
pub fn interpret(state: &SuperPose, legal: &[Action], d: &Draft, input: Input) -> Step<Draft, Action> {
    if legal.is_empty() {
        return Step::Ignore;
    }
    // Read only where needed: a view per pointer move would cost.
    let card = || d.slot.and_then(|s| in_hand(state, s));
    let mut n = *d;
    match input {
        Input::Turn(i) => match n.rots.get_mut(i) {
            Some(r) => *r = turned(*r),
            None => return Step::Ignore,
        },
        Input::Hover(cell) if d.slot.is_some() && !d.pinned => n.at = Some(anchor(cell, d.rot())),
        Input::Hover(_) => return Step::Ignore,
        Input::Pick(i) => {
            n.slot = if d.slot == Some(i) { None } else { Some(i) };
            n.pinned = false;
            // A card chosen (again) starts afresh: Next legal place goes first to
            // its best place, not on from where another card was.
            n.at = None;
        }
        Input::Tap(cell) if d.slot.is_some() => {
            n.at = Some(anchor(cell, d.rot()));
            n.pinned = true;
        }
        Input::Tap(_) => return Step::Ignore,
        Input::First => {
            let Some(c) = card() else { return Step::Ignore };
            let Some((at, rot)) = next_spot(&ranked_spots(state, legal, c), None, false) else {
                return Step::Ignore;
            };
            n.at = Some(at);
            if let Some(r) = d.slot.and_then(|s| n.rots.get_mut(s)) {
                *r = rot;
            }
            n.pinned = true;
        }
        Input::Lay(k) => {
            let placed = card().zip(d.at).map(|(c, at)| judge(state, legal, Placement::new(c, at, d.rot())));
            return match placed {
                Some(Verdict::Legal(mut choices)) if k < choices.len() => Step::Submit(choices.swap_remove(k).action),
                _ => Step::Ignore,
            };
        }
        Input::SetAside(i) => {
            let a = in_hand(state, i).map(|card| Action::SetAside { card });
            return a.filter(|a| legal.contains(a)).map_or(Step::Ignore, Step::Submit);
        }
        Input::Key(BoardKey::Cancel) => n = Draft::default(),
        Input::Key(BoardKey::Play) => return Step::Ignore,
        Input::Key(k) => {
            let Some(card) = card() else { return Step::Ignore };
            match k {
                BoardKey::Step(dx, dy) => {
                    n.at = match d.at {
                        Some(p) => Some(Pos::new(p.x.saturating_add(dx), p.y.saturating_add(dy))),
                        None => next_spot(&spots(legal, card), None, false).map(|s| s.0),
                    };
                    n.pinned = true;
                }
                BoardKey::Rotate => {
                    if let Some(r) = d.slot.and_then(|s| n.rots.get_mut(s)) {
                        *r = turned(*r);
                    }
                }
                BoardKey::Next(back) => {
                    let all = ranked_spots(state, legal, card);
                    let Some((at, rot)) = next_spot(&all, d.at.map(|a| (a, d.rot())), back) else {
                        return Step::Ignore;
                    };
                    n.at = Some(at);
                    if let Some(r) = d.slot.and_then(|s| n.rots.get_mut(s)) {
                        *r = rot;
                    }
                    n.pinned = true;
                }
                BoardKey::Play | BoardKey::Cancel => return Step::Ignore,
            }
        }
    }
    Step::Continue(n)
}

/// The presses that make `a`: choose its card, turn it, tap the middle of its place
/// and lay it with its chameleon choice; or put the card aside. A play calling
/// another animal than the first it may is laid calling the first: the table offers
/// no choice of word.
pub fn presses(state: &SuperPose, a: &Action) -> Vec<Input> {
    let Some(slot) = slot_of(state, a.card()) else { return Vec::new() };
    let Action::Play { card, at, rot, shapes, .. } = a else { return vec![Input::SetAside(slot)] };
    let mut out = vec![Input::Pick(slot)];
    let mut r = Rotation::R0;
    while r != *rot {
        out.push(Input::Turn(slot));
        r = turned(r);
    }
    out.push(Input::Tap(middle(*at, *rot)));
    let choices = match judge(state, &state.legal_actions(), Placement::new(*card, *at, *rot)) {
        Verdict::Legal(choices) => choices,
        Verdict::Illegal(_) => Vec::new(),
    };
    let same = |c: &super::model::Choice| matches!(&c.action, Action::Play { shapes: s, .. } if s == shapes);
    out.push(Input::Lay(choices.iter().position(same).unwrap_or(usize::MAX)));
    out
}
