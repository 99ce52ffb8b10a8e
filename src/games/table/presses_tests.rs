//! Presses build exactly the legal actions, on every game (after Tatham's
//! `interpret_move`): in positions reached by random legal play, over several setups
//! and seeds, each legal action's presses ([`TableGame::presses`]), read one by one
//! by `interpret` from no choice, go on until the last, which submits that action;
//! and presses of any legal action mixed at random never submit an action the rules
//! refuse. A move shown without being played (a hint, a review's better move) is
//! its presses but the last, which then plays it.

use std::fmt::Debug;

use tabula_rules::rng::Rng;
use tabula_rules::{Game, Turn};

use super::{Step, TableGame};

/// Every seat count the game allows, with no variant and with each variant alone.
fn setups<G: TableGame>() -> Vec<G::Setup> {
    let mut out = Vec::new();
    for seats in usize::from(G::INFO.min_seats)..=usize::from(G::INFO.max_seats) {
        out.extend(G::parse_setup::<&str>(seats, &[]));
        for v in G::INFO.variants {
            out.extend(G::parse_setup(seats, &[v.code]));
        }
    }
    out
}

/// The game after `plies` random legal actions (chance drawn as the driver draws it),
/// then chance until a seat is to move.
fn position<G: Game>(setup: &G::Setup, seed: u64, plies: usize) -> Option<G> {
    let mut g = G::new(setup, seed).ok()?;
    let mut rng = Rng::new(seed, 28);
    let mut n = 0;
    loop {
        let a = match g.turn() {
            Turn::Over => return Some(g),
            Turn::Chance => g.chance_action(&mut rng)?,
            Turn::Seat(_) if n >= plies => return Some(g),
            Turn::Seat(_) => {
                n += 1;
                tabula_bots::random(&g, &mut rng)?
            }
        };
        g.apply(&a).ok()?;
    }
}

/// Whether the rules take `a` now.
fn legal<G: Game>(g: &G, a: &G::Action) -> bool {
    g.clone().apply(a).is_ok()
}

/// Reads `presses` from no choice: the action submitted, and at which press.
fn play_presses<G: TableGame>(g: &G, legal: &[G::Action], presses: &[G::Input]) -> (Option<G::Action>, usize)
where
    G::Input: Debug,
{
    let mut choice = G::Choice::default();
    for (i, input) in presses.iter().enumerate() {
        match G::interpret(g, legal, &choice, input.clone()) {
            Step::Continue(next) => choice = next,
            Step::Submit(a) => return (Some(a), i),
            Step::Ignore => panic!("{}: press {i} ({input:?}) of {presses:?} ignored", G::ID),
        }
    }
    (None, presses.len())
}

/// The check on one game: how many actions were built, and how many actions mixed
/// presses submitted.
fn check<G: TableGame>(seeds: u64, plies: &[usize]) -> (usize, usize)
where
    G::Input: Debug + PartialEq,
    G::Action: Debug,
{
    let (mut built, mut submits) = (0, 0);
    for setup in setups::<G>() {
        for seed in 0..seeds {
            // Presses of earlier positions too: stale ones must do no harm either.
            let mut pool: Vec<G::Input> = Vec::new();
            for &n in plies {
                let Some(g) = position::<G>(&setup, seed, n) else { continue };
                let all = g.legal_actions();
                let every: Vec<Vec<G::Input>> = all.iter().map(|a| G::presses(&g, a)).collect();
                for presses in every.iter().cloned() {
                    let (submitted, at) = play_presses(&g, &all, &presses);
                    // Where one move stands for several actions, it is the first of them.
                    let first = every.iter().position(|p| *p == presses).and_then(|i| all.get(i));
                    assert_eq!(submitted.as_ref(), first, "{}: seed {seed}, ply {n}: {presses:?}", G::ID);
                    assert_eq!(at + 1, presses.len(), "{}: submitted before the last press: {presses:?}", G::ID);
                    // Shown without being played (`hint.rs`): the choice of every press
                    // but the last, from which the last plays it.
                    if let (Some(a), Some(last)) = (first, presses.last()) {
                        match G::interpret(&g, &all, &super::hint::partial(&g, a), last.clone()) {
                            Step::Submit(b) => assert_eq!(&b, a, "{}: the shown move's last press", G::ID),
                            _ => {
                                panic!("{}: the last press of {presses:?} after the shown choice plays nothing", G::ID)
                            }
                        }
                    }
                    built += 1;
                    for p in presses {
                        if !pool.contains(&p) {
                            pool.push(p);
                        }
                    }
                }
                // One action's presses, each in turn or in its place any other press:
                // what is submitted, the rules take.
                let mut rng = Rng::new(seed, n as u64);
                for _ in 0..every.len().min(40) {
                    let seq = &every[rng.below(every.len())];
                    let mut choice = G::Choice::default();
                    let mut next = seq.iter();
                    for _ in 0..seq.len() + 4 {
                        let input = match rng.below(2) {
                            0 => next.next().unwrap_or(&pool[rng.below(pool.len())]),
                            _ => &pool[rng.below(pool.len())],
                        };
                        match G::interpret(&g, &all, &choice, input.clone()) {
                            Step::Continue(c) => choice = c,
                            Step::Submit(a) => {
                                assert!(legal(&g, &a), "{}: {input:?} submitted {a:?}, refused", G::ID);
                                submits += 1;
                                choice = G::Choice::default();
                            }
                            Step::Ignore => {}
                        }
                    }
                }
            }
        }
    }
    (built, submits)
}

#[test]
fn presses_build_exactly_the_legal_actions_of_every_game() {
    use tabula_rules::{combo4x4::Combo4x4, pow::Pow, shape_up::ShapeUp, super_pose::SuperPose};
    for (game, (built, submits)) in [
        ("combo4x4", check::<Combo4x4>(6, &[0, 3, 12])),
        ("shape-up", check::<ShapeUp>(3, &[0, 2, 7])),
        ("pow", check::<Pow>(4, &[0, 3, 10])),
        ("super-pose", check::<SuperPose>(2, &[0, 3])),
    ] {
        assert!(built > 500 && submits > 100, "{game}: {built} actions built, {submits} submitted by mixed presses");
    }
}
