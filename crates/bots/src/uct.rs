//! Plain UCT over the full state: the loop of boardgame.io 0.50's `MCTSBot`, as a
//! yardstick of how fast the rules let a search run.
//!
//! It sees everything (hidden cards included), so it is for benchmarks and for games
//! of perfect information, never for a seat's decisions in a game with hidden
//! information. Each iteration selects by UCT with `c = sqrt(2)`, expands one untried
//! action, plays uniformly random actions to the end, and credits 1 for a win, 0.5 for
//! a shared win and 0 for a loss to the seat that moved into each node.

use tabula_rules::rng::Rng;
use tabula_rules::{Game, Seat, Turn};

struct Node<G: Game> {
    state: G,
    parent: Option<usize>,
    /// The action that led here and the seat that chose it.
    from: Option<(G::Action, Seat)>,
    untried: Vec<G::Action>,
    children: Vec<usize>,
    visits: f64,
    value: f64,
}

impl<G: Game> Node<G> {
    fn new(state: G, parent: Option<usize>, from: Option<(G::Action, Seat)>) -> Node<G> {
        let untried = state.legal_actions();
        Node { state, parent, from, untried, children: Vec::new(), visits: 0.0, value: 0.0 }
    }
}

/// The action UCT picks after `iterations` iterations from `state` (which must have a
/// seat to move), playouts drawn with `sample` (a uniformly random legal action).
pub fn search<G: Game>(
    state: &G,
    iterations: usize,
    sample: impl Fn(&G, &mut Rng) -> Option<G::Action>,
    rng: &mut Rng,
) -> Option<G::Action> {
    let mut nodes = vec![Node::new(state.clone(), None, None)];
    for _ in 0..iterations {
        // Select: descend while every action of the node has been tried.
        let mut at = 0;
        while let Some(n) = nodes.get(at) {
            if !n.untried.is_empty() || n.children.is_empty() {
                break;
            }
            let ln = (2.0 * n.visits.max(1.0).ln()).max(0.0);
            let mut best: Option<(f64, usize)> = None;
            for &c in &n.children {
                let Some(child) = nodes.get(c) else { continue };
                let v = child.visits + f64::EPSILON;
                let u = child.value / v + (ln / v).sqrt();
                if best.is_none_or(|(b, _)| u > b) {
                    best = Some((u, c));
                }
            }
            match best {
                Some((_, c)) => at = c,
                None => break,
            }
        }
        // Expand one untried action.
        if let Some(n) = nodes.get_mut(at) {
            if !n.untried.is_empty() {
                let i = rng.below(n.untried.len());
                let action = n.untried.swap_remove(i);
                let mut next = n.state.clone();
                let Turn::Seat(mover) = next.turn() else { break };
                if next.apply(&action).is_ok() {
                    settle_chance(&mut next, rng);
                    let id = nodes.len();
                    nodes.push(Node::new(next, Some(at), Some((action, mover))));
                    if let Some(n) = nodes.get_mut(at) {
                        n.children.push(id);
                    }
                    at = id;
                }
            }
        }
        // Play out to the end.
        let Some(n) = nodes.get(at) else { break };
        let mut s = n.state.clone();
        while let Turn::Seat(_) = s.turn() {
            match sample(&s, rng) {
                Some(a) if s.apply(&a).is_ok() => settle_chance(&mut s, rng),
                _ => break,
            }
        }
        let winners = s.outcome().map(|o| o.winners).unwrap_or_default();
        // Credit the seat that moved into each node.
        let mut cur = Some(at);
        while let Some(i) = cur {
            let Some(n) = nodes.get_mut(i) else { break };
            n.visits += 1.0;
            if let Some((_, mover)) = &n.from {
                if winners.contains(mover) {
                    n.value += if winners.len() == 1 { 1.0 } else { 0.5 };
                }
            }
            cur = n.parent;
        }
    }
    let root = nodes.first()?;
    let mut best: Option<&Node<G>> = None;
    for &c in &root.children {
        let Some(child) = nodes.get(c) else { continue };
        if best.is_none_or(|b| child.visits > b.visits) {
            best = Some(child);
        }
    }
    best.and_then(|n| n.from.as_ref()).map(|(a, _)| a.clone())
}

/// Plays chance outcomes until a seat is to move or the game is over.
fn settle_chance<G: Game>(state: &mut G, rng: &mut Rng) {
    while state.turn() == Turn::Chance {
        let ok = state.chance_action(rng).is_some_and(|a| state.apply(&a).is_ok());
        if !ok {
            break;
        }
    }
}
