//! The search tree: nodes are what the searching seat may know, edges are actions,
//! with the availability counts of information-set MCTS.

use std::collections::HashMap;
use std::hash::Hash;

use tabula_rules::rng::Rng;

/// One action out of a node and what the iterations through it earned.
pub(crate) struct Edge<A> {
    pub(crate) action: A,
    /// The node the action leads to.
    pub(crate) child: usize,
    /// Iterations that took this edge.
    pub(crate) visits: u32,
    /// Iterations that could have taken it (it was legal in their determinization).
    pub(crate) avail: u32,
    /// Sum of the rewards of the seat that chose it.
    pub(crate) total: f64,
}

/// A decision point: the edges tried from it, found by action.
#[derive(Default)]
struct Node<A> {
    index: HashMap<A, usize>,
    /// Edge ids in the order they were added, so that reading them never depends on
    /// the hash map's order.
    order: Vec<usize>,
}

/// What [`Tree::select`] picked.
pub(crate) struct Pick {
    /// The edge.
    pub(crate) edge: usize,
    /// Whether the edge was added by this pick (the iteration's expansion).
    pub(crate) new: bool,
}

pub(crate) struct Tree<A> {
    nodes: Vec<Node<A>>,
    edges: Vec<Edge<A>>,
}

/// The root node's id.
pub(crate) const ROOT: usize = 0;

impl<A: Clone + Hash + Eq> Tree<A> {
    pub(crate) fn new() -> Tree<A> {
        Tree { nodes: vec![Node { index: HashMap::new(), order: Vec::new() }], edges: Vec::new() }
    }

    /// Picks the edge out of `node` for the actions legal in this determinization:
    /// an untried one at random if there is one (expansion), otherwise the best by
    /// UCB over availability, `c` weighting exploration. `None` when `legal` is empty.
    pub(crate) fn select(&mut self, node: usize, legal: &[A], c: f64, rng: &mut Rng) -> Option<Pick> {
        let mut untried: Vec<usize> = Vec::new();
        let mut best: Option<(f64, usize)> = None;
        let n = self.nodes.get(node)?;
        for (i, a) in legal.iter().enumerate() {
            let Some(&e) = n.index.get(a) else {
                untried.push(i);
                continue;
            };
            let Some(edge) = self.edges.get_mut(e) else { continue };
            edge.avail += 1;
            if !untried.is_empty() {
                continue;
            }
            let visits = f64::from(edge.visits.max(1));
            let score = edge.total / visits + c * (f64::from(edge.avail).ln() / visits).sqrt();
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, e));
            }
        }
        if !untried.is_empty() {
            let i = untried[rng.below(untried.len())];
            let action = legal.get(i)?.clone();
            let child = self.nodes.len();
            self.nodes.push(Node { index: HashMap::new(), order: Vec::new() });
            let edge = self.edges.len();
            self.edges.push(Edge { action: action.clone(), child, visits: 0, avail: 1, total: 0.0 });
            let n = self.nodes.get_mut(node)?;
            n.index.insert(action, edge);
            n.order.push(edge);
            return Some(Pick { edge, new: true });
        }
        best.map(|(_, edge)| Pick { edge, new: false })
    }

    pub(crate) fn edge(&self, edge: usize) -> Option<&Edge<A>> {
        self.edges.get(edge)
    }

    /// Credits an iteration's `reward` to `edge`.
    pub(crate) fn record(&mut self, edge: usize, reward: f64) {
        if let Some(e) = self.edges.get_mut(edge) {
            e.visits += 1;
            e.total += reward;
        }
    }

    /// The root's edges in the order they were tried.
    pub(crate) fn root_edges(&self) -> impl Iterator<Item = &Edge<A>> {
        self.nodes.get(ROOT).into_iter().flat_map(|n| n.order.iter().filter_map(|&e| self.edges.get(e)))
    }

    /// The most visited action at the root (the most robust choice), ties going to
    /// the better mean reward.
    pub(crate) fn best_root_action(&self) -> Option<A> {
        let key = |e: &Edge<A>| (e.visits, e.total / f64::from(e.visits.max(1)));
        let mut best: Option<&Edge<A>> = None;
        for e in self.root_edges() {
            if best.is_none_or(|b| key(e) > key(b)) {
                best = Some(e);
            }
        }
        best.map(|e| e.action.clone())
    }
}
