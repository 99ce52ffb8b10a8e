//! SUPER-POSE chameleons: the covering and adjacent rules, chaining, the rules' Fig. 3
//! SUPER-POSE, and what a chameleon may not do.

use tabula_rules::rng::Rng;
use tabula_rules::super_pose::chameleon::{Chameleons, Laid, Shapes};
use tabula_rules::super_pose::{
    score_turn, zones, Action, Animal, Board, CardId, Deck, Icon, Placement, Pos, Rotation, Setup, SuperPose, Tile,
    ZoneEvent,
};
use tabula_rules::{Game, Match, Turn};

fn tile(icon: Icon, card: u8) -> Tile {
    Tile { icon, card: CardId(card) }
}

const R: Icon = Icon::Animal(Animal::Rabbit);
const F: Icon = Icon::Animal(Animal::Fish);
const J: Icon = Icon::Chameleon;

/// The Cat pack's first circle card: Cat, chameleon / Cat, Bird / Rabbit, Bird.
fn cat_circle() -> CardId {
    let c = CardId::pack(Animal::Cat, 3);
    let (cat, bird) = (Icon::Animal(Animal::Cat), Icon::Animal(Animal::Bird));
    assert_eq!(c.face(false), Some([cat, J, cat, bird, R, bird]));
    c
}

/// Lays `p` on `b` (without copying it) and returns that and its chameleons.
fn lay(b: &Board, p: Placement) -> (Laid<'_>, Chameleons) {
    let laid = Laid::new(b, &p).expect("a face");
    let c = Chameleons::new(&laid);
    // Told where the board's chameleons are, the same answer.
    let js: Vec<Pos> = b.tiles().filter(|t| t.1.icon == J).map(|t| t.0).collect();
    let d = Chameleons::new_with(&laid, &js);
    assert_eq!((&c.forced, c.choices(&laid)), (&d.forced, d.choices(&laid)));
    (laid, c)
}

fn shapes(list: &[(i16, i16, Animal)]) -> Shapes {
    list.iter().map(|&(x, y, a)| (Pos::new(x, y), a)).collect()
}

/// The board of Fig. 3: a Rabbit where the card's chameleon will land, a chameleon
/// next to it, and two Rabbits beyond; a Fish above the board chameleon.
fn fig3() -> Board {
    Board::from_tiles([
        (Pos::new(1, 0), tile(R, 90)),
        (Pos::new(2, 0), tile(J, 91)),
        (Pos::new(3, 0), tile(R, 91)),
        (Pos::new(3, 1), tile(R, 92)),
        (Pos::new(2, -1), tile(F, 92)),
    ])
}

#[test]
fn fig3_a_chameleon_laid_on_a_rabbit_and_the_one_beside_it_make_a_super_pose() {
    let b = fig3();
    let p = Placement::new(cat_circle(), Pos::new(0, 0), Rotation::R0);
    // The card's chameleon covering the Rabbit is the called-out match.
    assert_eq!(b.calls(&p), [Animal::Rabbit]);
    let (laid, c) = lay(&b, p);
    assert_eq!(c.forced, shapes(&[(1, 0, Animal::Rabbit)]));
    // The board chameleon next to it may become a Rabbit in turn: 4 Rabbits from
    // three cards, a SUPER-POSE.
    let chosen = shapes(&[(2, 0, Animal::Rabbit)]);
    assert!(c.check(&laid, &chosen));
    let mut after = b.clone();
    after.place(p);
    let shaped = after.reshaped(&c.all(&chosen));
    let scores = score_turn(&zones(&b), &zones(&shaped));
    assert_eq!(scores.len(), 1);
    assert_eq!((scores[0].event, scores[0].size, scores[0].points), (ZoneEvent::Created, 4, 4));
    assert!(scores[0].super_pose());
    // Without the chain there is no zone; and after the turn, jokers again, none.
    assert!(zones(&after.reshaped(&c.all(&Shapes::new()))).is_empty());
    assert!(zones(&after).is_empty());
}

#[test]
fn a_chameleon_takes_only_a_shape_it_is_allowed_to_copy() {
    let b = fig3();
    let (laid, c) = lay(&b, Placement::new(cat_circle(), Pos::new(0, 0), Rotation::R0));
    // Used by covering, the card's chameleon takes no other shape this turn.
    assert!(!c.check(&laid, &shapes(&[(1, 0, Animal::Fish)])));
    // A board chameleon copies the new card, not the board: the Fish above it is not
    // on the card, the Rabbit beside it neither.
    assert!(!c.check(&laid, &shapes(&[(2, 0, Animal::Fish)])));
    let choices = c.choices(&laid);
    assert_eq!(choices, [Shapes::new(), shapes(&[(2, 0, Animal::Rabbit)])]);
    // A chameleon away from the card takes no shape at all.
    let far = Board::from_tiles([
        (Pos::new(1, 0), tile(R, 90)),
        (Pos::new(5, 5), tile(J, 91)),
        (Pos::new(5, 6), tile(R, 91)),
    ]);
    let (laid, c) = lay(&far, Placement::new(cat_circle(), Pos::new(0, 0), Rotation::R0));
    assert!(!c.check(&laid, &shapes(&[(5, 5, Animal::Rabbit)])));
    assert_eq!(c.choices(&laid), [Shapes::new()]);
}

#[test]
fn a_chameleon_of_the_card_on_bare_table_copies_a_board_neighbour() {
    // The card's chameleon lands on bare table between a Fish and a Rabbit of the
    // board; its Cat covers a Cat for the match.
    let cat = Icon::Animal(Animal::Cat);
    let b = Board::from_tiles([
        (Pos::new(0, 0), tile(cat, 90)),
        (Pos::new(2, 0), tile(F, 90)),
        (Pos::new(1, -1), tile(R, 91)),
    ]);
    let p = Placement::new(cat_circle(), Pos::new(0, 0), Rotation::R0);
    assert_eq!(b.calls(&p), [Animal::Cat]);
    let (laid, c) = lay(&b, p);
    assert!(c.forced.is_empty());
    let mut got = c.choices(&laid);
    got.sort();
    let mut want = vec![Shapes::new(), shapes(&[(1, 0, Animal::Fish)]), shapes(&[(1, 0, Animal::Rabbit)])];
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn an_animal_laid_on_a_chameleon_matches_it() {
    let b = Board::from_tiles([(Pos::new(0, 2), tile(J, 90))]);
    // The card's Rabbit (bottom left) lands on the chameleon.
    let p = Placement::new(cat_circle(), Pos::new(0, 0), Rotation::R0);
    assert_eq!(b.calls(&p), [Animal::Rabbit]);
    // A chameleon on a chameleon is no match.
    let b = Board::from_tiles([(Pos::new(1, 0), tile(J, 90))]);
    assert!(b.calls(&p).is_empty());
}

#[test]
fn nine_card_games_list_and_play_chameleon_shapes() {
    let mut shaped = 0;
    for seed in 0..8 {
        let setup = Setup { deck: Deck::Nine, ..Setup::with_flowers(3) };
        let mut m = Match::<SuperPose>::new(setup, seed).expect("valid setup");
        let mut rng = Rng::new(seed, 9);
        while m.state().turn() != Turn::Over {
            let all = m.state().legal_actions();
            let with: Vec<&Action> =
                all.iter().filter(|a| matches!(a, Action::Play { shapes, .. } if !shapes.is_empty())).collect();
            // Prefer a shaped play when there is one, to exercise them.
            let a = match with.is_empty() {
                false => with[rng.below(with.len())].clone(),
                true => all[rng.below(all.len())].clone(),
            };
            shaped += usize::from(!with.is_empty());
            m.apply(a).expect("listed");
            // Between turns every chameleon is a joker: no zone holds one.
            let g = m.state();
            for z in g.zones() {
                assert!(z.zone.cells.iter().all(|p| g.board().get(*p).map(|t| t.icon) != Some(J)));
            }
        }
        assert_eq!(m.record().actions.len(), 36);
    }
    assert!(shaped > 0);
}

#[test]
fn the_zones_a_play_would_make_are_those_it_scores_and_without_chameleons_those_it_leaves() {
    let mut shaped = 0;
    for seed in 0..6 {
        let setup = Setup { deck: Deck::Nine, ..Setup::with_flowers(2) };
        let mut m = Match::<SuperPose>::new(setup, seed).expect("valid setup");
        let mut rng = Rng::new(seed, 11);
        while m.state().turn() != Turn::Over {
            let g = m.state();
            for a in g.legal_actions() {
                let Action::Play { card, at, rot, shapes, .. } = &a else { continue };
                let p = Placement::new(*card, *at, *rot);
                let during = g.preview_zones(p, shapes);
                // Every zone the play scores is drawn, at the size it scores.
                for z in g.preview(p, shapes) {
                    assert!(during.iter().any(|d| d.zone.animal == z.animal && d.zone.size() == z.size), "{z:?}");
                }
                // With no chameleon in them, they are the zones the turn leaves.
                let mut after = m.clone();
                after.apply(a.clone()).expect("listed");
                let board = after.state().board();
                let jokers =
                    during.iter().flat_map(|d| &d.zone.cells).any(|c| board.get(*c).map(|t| t.icon) == Some(J));
                if jokers {
                    shaped += 1;
                } else {
                    assert_eq!(after.state().zones(), &during[..]);
                }
            }
            let all = g.legal_actions();
            let a = all[rng.below(all.len())].clone();
            m.apply(a).expect("listed");
        }
    }
    assert!(shaped > 0);
}
