//! The rules' move generation and evaluation for the search's inner loop, from
//! tables: the same answers as [`Board::targets`], [`Board::after`] and
//! [`crate::combo4x4::progress`] (tested), without their per-call stepping.

use tabula_rules::combo4x4::{Board, Card, Cell, Cells, Combo, Rules};
use tabula_rules::Seat;

const CORNERS: u16 = 0x9009;
const ORTHOGONAL: [(i8, i8); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const KING: [(i8, i8); 8] = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
const KNIGHT: [(i8, i8); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];

/// For each cell, the cells one step away in `dirs`.
const fn around<const N: usize>(dirs: [(i8, i8); N]) -> [u16; 16] {
    let mut out = [0u16; 16];
    let mut c = 0;
    while c < 16 {
        let (row, col) = ((c / 4) as i8, (c % 4) as i8);
        let mut i = 0;
        while i < N {
            let (r, k) = (row + dirs[i].0, col + dirs[i].1);
            if r >= 0 && r < 4 && k >= 0 && k < 4 {
                out[c] |= 1 << (r * 4 + k);
            }
            i += 1;
        }
        c += 1;
    }
    out
}

const HOP: [u16; 16] = around(ORTHOGONAL);
const SKIP: [u16; 16] = around(DIAGONAL);
const NEAR: [u16; 16] = around(KING);
const HORSE: [u16; 16] = around(KNIGHT);

/// Bits set in each 16-bit number: `count_ones` without the POPCNT instruction (the
/// default x86-64 and wasm targets) is a dozen operations.
static ONES: [u8; 1 << 16] = {
    let mut t = [0u8; 1 << 16];
    let mut i = 1;
    while i < t.len() {
        t[i] = t[i >> 1] + (i & 1) as u8;
        i += 1;
    }
    t
};

/// The bit of the combo type four men on `men` make, or 0 ([`Combo::of`]).
#[inline]
pub(super) fn combo_bit(men: u16) -> u8 {
    Combo::of(Cells(men)).map_or(0, |c| 1 << c as u8)
}

/// Where `card` takes `seat`'s man on `from` ([`Board::targets`]).
#[inline]
pub(super) fn targets(b: Board, seat: Seat, card: Card, from: Cell, rules: Rules) -> u16 {
    let own = b.men[seat].0;
    let enemy = b.men[1 - seat].0;
    let empty = !(own | enemy);
    let f = usize::from(from.0);
    let adjacent = if rules.trade_orthogonal { HOP[f] } else { NEAR[f] };
    match card {
        Card::Hop => HOP[f] & empty,
        Card::Skip => SKIP[f] & empty,
        Card::King => NEAR[f] & empty,
        Card::Horse => HORSE[f] & empty,
        Card::Zip => CORNERS & empty,
        Card::Zap => !CORNERS & empty,
        Card::Trade => adjacent & enemy,
        Card::Switch => !adjacent & enemy,
        _ => b.targets(seat, card, from, rules).0,
    }
}

/// The board after a legal move ([`Board::after`]).
#[inline]
pub(super) fn after(b: Board, seat: Seat, card: Card, from: Cell, to: Cell, rules: Rules) -> Board {
    let both = Cells(1 << from.0 | 1 << to.0);
    let mut n = b;
    match card {
        Card::Push => return b.after(seat, card, from, to, rules).unwrap_or(b),
        Card::Trade | Card::Switch => {
            n.men[0] ^= both;
            n.men[1] ^= both;
        }
        _ => n.men[seat] ^= both,
    }
    n
}

/// How close `seat` is to a combo type not in `made` (bits by type), as
/// [`crate::combo4x4::progress`] counts it.
#[inline]
pub(super) fn progress(b: Board, seat: Seat, made: u8) -> i64 {
    let own = b.men[seat].0;
    let enemy = b.men[1 - seat].0;
    let mut best = 0i64;
    // The rules' patterns, not a copy: they are static slices, as cheap to walk.
    for c in Combo::ALL.into_iter().filter(|&c| made & (1 << c as u8) == 0) {
        for &Cells(p) in c.patterns() {
            let on = i64::from(ONES[usize::from(own & p)]);
            let blocked = i64::from(ONES[usize::from(enemy & p)]);
            best = best.max(on * on * 4 - blocked * 3);
        }
    }
    best
}

/// The cells of a set, lowest first.
#[inline]
pub(super) fn cells(mut set: u16) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as u8;
            set &= set - 1;
            Cell(c)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::{Combo4x4, Setup};
    use tabula_rules::rng::Rng;
    use tabula_rules::Game;

    #[test]
    fn tables_agree_with_the_rules() {
        let readings =
            [Rules::default(), Rules { jump_orthogonal: true, trade_orthogonal: true, push_orthogonal: true }];
        for (seed, rules) in (0..40u64).zip(readings.into_iter().cycle()) {
            let mut g = Combo4x4::new(&Setup::with_rules(rules), seed).expect("deal");
            let mut rng = Rng::new(seed, 5);
            while g.winner().is_none() && g.moves_made() < 40 {
                let b = g.board();
                for seat in 0..2 {
                    let made = |s: Seat| g.combos()[s].iter().fold(0u8, |m, &c| m | 1 << (c as u8));
                    assert_eq!(
                        progress(b, seat, made(seat)),
                        crate::combo4x4::progress(b, seat, g.combos()[seat].iter())
                    );
                    let bit = b.combo(seat).map_or(0, |c| 1 << (c as u8));
                    assert_eq!(combo_bit(b.men[seat].0), bit);
                    for card in Card::ALL {
                        for from in b.men[seat].iter() {
                            let t = b.targets(seat, card, from, rules);
                            assert_eq!(targets(b, seat, card, from, rules), t.0, "{card:?} {from:?}");
                            assert!(cells(t.0).eq(t.iter()));
                            for to in t.iter() {
                                assert_eq!(
                                    Some(after(b, seat, card, from, to, rules)),
                                    b.after(seat, card, from, to, rules)
                                );
                            }
                        }
                    }
                }
                let moves = g.legal_actions();
                let a = moves[rng.below(moves.len())];
                g.apply(&a).expect("legal");
            }
        }
    }
}
