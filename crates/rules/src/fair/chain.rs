//! Each seat's secrets as a hash chain: a link reveals the value its previous link
//! committed to, and that value is also its commitment to the next, since the next is
//! its preimage ([`super::commit`] of it). A seat's device keeps only the chain's top
//! and commits once to [`LENGTH`] values, so a link carries one value, not two. Every
//! value was fixed when the chain began, before the other seats' later values were
//! shown, so the seeds stay joint as they were (`docs/ARCHITECTURE.md`).

use super::{commit, Commitment, Secret};

/// The values of one chain: after that many links, a seat begins a new one.
pub const LENGTH: usize = 256;

/// The chain's first value, its commitment to every later one: [`commit`] applied
/// [`LENGTH`] times to the top.
pub fn anchor(top: &Secret) -> Commitment {
    (0..LENGTH).fold(*top, |x, _| commit(&x))
}

/// The value of the chain of `top` whose commitment is `last`, the seat's latest one:
/// what its next link reveals. `None` when `last` is not of this chain. `Some(top)`
/// when the chain is spent: the link reveals the top and begins a new chain.
pub fn next(top: &Secret, last: &Commitment) -> Option<Secret> {
    let mut x = *top;
    for _ in 0..LENGTH {
        if commit(&x) == *last {
            return Some(x);
        }
        x = commit(&x);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_value_is_the_preimage_of_the_one_before() {
        let top = [7; 32];
        let mut last = anchor(&top);
        for _ in 0..LENGTH {
            let v = next(&top, &last).unwrap();
            assert_eq!(commit(&v), last);
            last = v;
        }
        assert_eq!(last, top, "the last value is the top");
        assert_eq!(next(&[8; 32], &anchor(&top)), None);
    }
}
