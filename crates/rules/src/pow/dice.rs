//! The dice: a throw counted by face ([`Face`] is in `data.rs`, with the die), and the odds of a throw.

use serde::{Deserialize, Serialize};

use super::data::{Face, DIE};

/// Dice counted by face. The dice are interchangeable, so a throw, the dice set
/// aside and a choice of dice to set aside are all this multiset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dice {
    /// Shields.
    pub shields: u8,
    /// Skulls.
    pub skulls: u8,
    /// Blue bubbles.
    pub blue: u8,
    /// Orange bubbles.
    pub orange: u8,
}

impl Dice {
    /// Counts the faces of a throw.
    pub fn from_faces(faces: &[Face]) -> Dice {
        let mut d = Dice::default();
        for &f in faces {
            d = d.plus(Dice::of(f, 1));
        }
        d
    }

    /// `n` dice showing `face`.
    pub fn of(face: Face, n: u8) -> Dice {
        let mut d = Dice::default();
        *d.slot(face) = n;
        d
    }

    fn slot(&mut self, face: Face) -> &mut u8 {
        match face {
            Face::Shield => &mut self.shields,
            Face::Skull => &mut self.skulls,
            Face::BlueBubble => &mut self.blue,
            Face::OrangeBubble => &mut self.orange,
        }
    }

    /// How many dice show `face`.
    pub fn count(self, face: Face) -> u8 {
        match face {
            Face::Shield => self.shields,
            Face::Skull => self.skulls,
            Face::BlueBubble => self.blue,
            Face::OrangeBubble => self.orange,
        }
    }

    /// Number of dice.
    pub fn total(self) -> usize {
        Face::ALL.iter().map(|&f| usize::from(self.count(f))).sum()
    }

    /// Both throws together (saturating: no real throw comes near).
    pub fn plus(self, other: Dice) -> Dice {
        Dice {
            shields: self.shields.saturating_add(other.shields),
            skulls: self.skulls.saturating_add(other.skulls),
            blue: self.blue.saturating_add(other.blue),
            orange: self.orange.saturating_add(other.orange),
        }
    }

    /// Whether every die of `part` is among these.
    pub fn contains(self, part: Dice) -> bool {
        Face::ALL.iter().all(|&f| part.count(f) <= self.count(f))
    }

    /// Every sub-multiset with at least `min` and at most `max` dice, in a fixed order
    /// (shields, then skulls, blue and orange bubbles counted up).
    pub fn parts(self, min: usize, max: usize) -> Vec<Dice> {
        let mut out = Vec::new();
        for shields in 0..=self.shields {
            for skulls in 0..=self.skulls {
                for blue in 0..=self.blue {
                    for orange in 0..=self.orange {
                        let d = Dice { shields, skulls, blue, orange };
                        if (min..=max).contains(&d.total()) {
                            out.push(d);
                        }
                    }
                }
            }
        }
        out
    }

    /// Every throw of `n` dice, counted by face, with its probability (faces as in
    /// [`DIE`]); the probabilities add up to 1.
    pub fn outcomes(n: usize) -> Vec<(Dice, f64)> {
        let p: Vec<f64> =
            Face::ALL.iter().map(|&f| DIE.iter().filter(|&&g| g == f).count() as f64 / DIE.len() as f64).collect();
        let fact = |k: usize| (1..=k).map(|i| i as f64).product::<f64>();
        let mut out = Vec::new();
        let n8 = u8::try_from(n).unwrap_or(u8::MAX);
        for a in 0..=n8 {
            for b in 0..=n8 - a {
                for c in 0..=n8 - a - b {
                    let d = n8 - a - b - c;
                    let dice = Dice { shields: a, skulls: b, blue: c, orange: d };
                    let counts = [a, b, c, d].map(usize::from);
                    let mut prob = fact(n);
                    for (k, pk) in counts.iter().zip(&p) {
                        prob *= pk.powi(*k as i32) / fact(*k);
                    }
                    out.push((dice, prob));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_add_up_and_parts_are_distinct() {
        for n in 0..=5 {
            let total: f64 = Dice::outcomes(n).iter().map(|o| o.1).sum();
            assert!((total - 1.0).abs() < 1e-9, "{n}: {total}");
        }
        let d = Dice { shields: 2, skulls: 1, blue: 0, orange: 2 };
        let parts = d.parts(1, 4);
        assert_eq!(parts.len(), 3 * 2 * 3 - 2);
        let mut sorted = parts.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), parts.len());
    }
}
