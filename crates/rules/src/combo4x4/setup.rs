//! A Combo 4x4 setup: the card readings and, for share links, explicit deals.

use serde::{Deserialize, Serialize};

use super::{Card, Rules};
use crate::rng::Rng;

/// Variants and, for share links, explicit deals. Always 2 seats: Red (seat 0) moves
/// first, Black is seat 1.
///
/// The variants read "adjacent" as *orthogonally* adjacent on one card each, the
/// other sensible reading of the card texts (the deck itself separates orthogonal Hop
/// from diagonal Skip, so a player may well take "adjacent" that way):
/// - `jump_orthogonal`: Jump over an orthogonal neighbour only. Chosen over "over own
///   men only" or "over enemy men only" because the card says "adjacent piece", not
///   whose: colour is not in doubt, direction is.
/// - `trade_orthogonal`: Trade with an orthogonally adjacent enemy, Switch with any
///   enemy that is not (so diagonal neighbours are Switch targets). Chosen over "with
///   any man, own too": the men of a colour are identical, so swapping two own men
///   changes nothing and would make Trade and Switch a way to pass, against "you must
///   move".
/// - `push_orthogonal`: Push along rows and columns only. The card's "in line" is
///   satisfied by both readings; orthogonal-only is the stricter one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Jump over orthogonal neighbours only.
    #[serde(default)]
    pub jump_orthogonal: bool,
    /// Trade with orthogonal neighbours only; Switch with every other enemy man.
    #[serde(default)]
    pub trade_orthogonal: bool,
    /// Push orthogonally only.
    #[serde(default)]
    pub push_orthogonal: bool,
    /// Explicit deck orders, top card first: the first is the whole deal of 40 (Red's 3
    /// cards, Black's 3, then the deck); each later one is the order of the discards
    /// when they are shuffled into a new deck, used only if it holds exactly the
    /// discards of that moment (otherwise that shuffle comes from the seed). Redacted
    /// share links use this; it is usually empty.
    #[serde(default)]
    pub deals: Vec<Vec<Card>>,
}

impl Setup {
    /// The setup with these card readings and no explicit deals.
    pub fn with_rules(rules: Rules) -> Setup {
        Setup {
            jump_orthogonal: rules.jump_orthogonal,
            trade_orthogonal: rules.trade_orthogonal,
            push_orthogonal: rules.push_orthogonal,
            deals: Vec::new(),
        }
    }

    /// The card readings of this setup.
    pub fn rules(&self) -> Rules {
        Rules {
            jump_orthogonal: self.jump_orthogonal,
            trade_orthogonal: self.trade_orthogonal,
            push_orthogonal: self.push_orthogonal,
        }
    }
}

/// The cards sorted, to compare multisets.
pub(super) fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort();
    v
}

impl Setup {
    /// Whether the setup can be played, and if not why.
    pub(super) fn check(&self) -> Result<(), String> {
        if let Some(first) = self.deals.first() {
            if sorted(first) != Card::deck() {
                return Err("the deal must hold each of the 40 cards of the deck once".into());
            }
        }
        if self.deals.iter().any(|d| d.len() > 40) {
            return Err("a deck holds at most 40 cards".into());
        }
        Ok(())
    }

    /// The deal: the 40 cards, top first.
    pub(super) fn deal_order(&self, seed: u64) -> Vec<Card> {
        if let Some(d) = self.deals.first() {
            return d.clone();
        }
        let mut cards = Card::deck();
        Rng::new(seed, 0).shuffle(&mut cards);
        cards
    }
}
