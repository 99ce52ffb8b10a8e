//! How long listing every legal play of a 3-card hand takes on a 60-card board.
//! Ignored by default (timings mean little in debug builds); run with
//! `cargo test --release -p tabula-rules --test super_pose_speed -- --ignored --nocapture`.
//! The baseline in the same run is the reference listing (every candidate checked on
//! the board's map).

use std::time::Instant;

use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{Deck, Setup, SuperPose};
use tabula_rules::{Game, Match, Turn};

/// A 6-seat, 9-card game played at random until 60 cards are on the board.
fn sixty_cards(seed: u64) -> Option<SuperPose> {
    let setup = Setup { deck: Deck::Nine, ..Setup::with_flowers(6) };
    let mut m = Match::<SuperPose>::new(setup, seed).ok()?;
    let mut rng = Rng::new(seed, 1);
    while m.state().board().placed().len() < 60 {
        if m.state().turn() == Turn::Over {
            return None;
        }
        let a = m.state().random_action(&mut rng)?;
        m.apply(a).ok()?;
    }
    Some(m.state().clone())
}

#[test]
#[ignore]
fn listing_a_hand_on_a_sixty_card_board() {
    let g = (0..20).find_map(sixty_cards).expect("a game reaching 60 cards");
    let hand = g.view(g.turn_seat()).hand;
    let runs = 200;
    let t = Instant::now();
    let mut n = 0;
    for _ in 0..runs {
        n += g.legal_actions().len();
    }
    let fast = t.elapsed() / runs;
    let t = Instant::now();
    let mut m = 0;
    for _ in 0..runs {
        for &card in &hand {
            for p in g.board().candidates(card) {
                m += g.board().calls(&p).len();
            }
        }
    }
    let slow = t.elapsed() / runs;
    let t = Instant::now();
    let mut k = 0;
    for _ in 0..runs {
        for &card in &hand {
            k += g.board().plays(card).len();
        }
    }
    eprintln!("placements only: {:?} ({} a run)", t.elapsed() / runs, k / runs as usize);
    eprintln!(
        "{} cells, {} actions: listing {fast:?}, baseline {slow:?} ({m} calls)",
        g.board().tiles().count(),
        n / runs as usize
    );
}

trait TurnSeat {
    fn turn_seat(&self) -> Option<usize>;
}

impl TurnSeat for SuperPose {
    fn turn_seat(&self) -> Option<usize> {
        match self.turn() {
            Turn::Seat(s) => Some(s),
            _ => None,
        }
    }
}
