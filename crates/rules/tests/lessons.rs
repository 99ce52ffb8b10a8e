//! The "learn to play" lessons: each script replays from its deal as the app plays it
//! (chance resolved before each step), every step is the seat to move's, written in the
//! game's notation and legal; and what each sentence claims (tiles, cards, icons,
//! cells, points) is what the deal really does, so a change of seed or rules that
//! would make a sentence false fails here.

use tabula_rules::combo4x4::{Card as ComboCard, Combo, Combo4x4};
use tabula_rules::lesson::{lesson, start, Lesson};
use tabula_rules::pow::{Face, Pow, Side, Tile};
use tabula_rules::registry::Describe;
use tabula_rules::shape_up::{lines, Attribute, Card as ShapeCard, Cell, Colour, Fill, Shape, ShapeUp};
use tabula_rules::super_pose::{SuperPose, ZoneEvent};
use tabula_rules::{Game, GameId, Match, RecordError, Turn};

/// When `check` looks: before a step (chance resolved) or after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    Before,
    After,
}

/// Plays lesson `l` as the app does, calling `check` around each step; returns the
/// match once the script is done and chance resolved.
fn play<G: Describe>(l: &Lesson, mut check: impl FnMut(usize, At, &Match<G>)) -> Match<G> {
    let mut m = start::<G>(l).expect("the lesson deals");
    for (i, step) in l.steps.iter().enumerate() {
        while m.resolve_chance() {}
        let coach = l.coach(&m);
        assert_eq!(
            coach.due.map(|(seat, a)| (seat, a.to_string())),
            Some((step.seat, step.action.to_string())),
            "{} step {i}: the coach's",
            l.game
        );
        assert_eq!(coach.says.last(), Some(&step.say), "{} step {i} is said", l.game);
        assert_eq!(coach.says.first() == Some(&l.intro), i == 0, "{} step {i}: the aim comes first only", l.game);
        assert_eq!(m.state().turn(), Turn::Seat(step.seat), "{} step {i} ({}): seat to move", l.game, step.action);
        let action = step.parse::<G>().unwrap_or_else(|e| panic!("{} step {i}: {e}", l.game));
        assert_eq!(action.to_string(), step.action, "{} step {i} is written as the notation writes it", l.game);
        assert!(
            m.state().legal_actions().contains(&action),
            "{} step {i} ({}) is not among the legal actions",
            l.game,
            step.action
        );
        check(i, At::Before, &m);
        if let Err((e, _)) = m.apply(action) {
            panic!("{} step {i} ({}): {e}", l.game, step.action);
        }
        check(i, At::After, &m);
    }
    while m.resolve_chance() {}
    assert_eq!(
        l.coach(&m),
        tabula_rules::lesson::Coach { due: None, says: vec![l.outro] },
        "{}: then free play",
        l.game
    );
    assert!(matches!(m.state().turn(), Turn::Seat(_)), "{}: free play follows the script", l.game);
    m
}

#[test]
fn every_game_has_a_lesson_for_a_learner_and_a_computer() {
    for game in GameId::ALL {
        let l = lesson(game);
        assert_eq!(l.game, game);
        assert_eq!(l.seats, 2, "{game}");
        let learner = l.steps.iter().filter(|s| s.seat == 0).count();
        assert!((3..=6).contains(&learner), "{game}: {learner} learner steps");
        assert!(l.steps.iter().all(|s| s.seat <= 1), "{game}: seats 0 and 1 only");
        assert_eq!(l.steps.first().map(|s| s.seat), Some(0), "{game}: the learner starts");
        assert_eq!(l.steps.last().map(|s| s.seat), Some(0), "{game}: the script ends on the learner's move");
    }
}

#[test]
fn every_sentence_is_short_and_in_both_languages() {
    for game in GameId::ALL {
        let l = lesson(game);
        let texts = [l.intro, l.outro].into_iter().chain(l.steps.iter().map(|s| s.say));
        for t in texts {
            for s in [t.en, t.fr] {
                assert!(!s.trim().is_empty(), "{game}: an empty text");
                assert!(s.chars().count() < 200, "{game}: {} characters: {s}", s.chars().count());
            }
        }
    }
}

#[test]
fn a_lesson_is_dealt_only_as_its_own_game() {
    let wrong = start::<Pow>(lesson(GameId::Combo4x4));
    assert!(matches!(wrong, Err(RecordError::WrongGame { expected: GameId::Pow, found: GameId::Combo4x4 })));
}

#[test]
fn the_super_pose_lesson_covers_creates_and_grows() {
    let m = play::<SuperPose>(lesson(GameId::SuperPose), |i, at, m| {
        if at == At::Before {
            return;
        }
        let Some(r) = m.reports().last().map(|e| &e.report) else { return };
        match i {
            0 | 1 | 3 => assert_eq!(r.points, 0, "step {i} scores nothing: {r}"),
            2 => {
                assert_eq!(r.zones.len(), 1, "{r}");
                assert!(r.zones[0].super_pose(), "a SUPER-POSE: {r}");
                assert_eq!(r.zones[0].animal.to_string(), "Fish");
                assert_eq!(r.points, 4);
            }
            4 => {
                assert_eq!(r.zones.len(), 1, "{r}");
                assert_eq!((r.zones[0].event, r.zones[0].size, r.points), (ZoneEvent::Grown, 5, 1), "{r}");
                assert_eq!(r.zones[0].before, [4]);
            }
            _ => {}
        }
    });
    assert_eq!(m.state().scores(), [5, 0]);
    assert_eq!(m.state().setup(), &SuperPose::default_setup(2).expect("the first game"), "the first-game setup");
}

#[test]
fn the_shape_up_lesson_lines_up_three_blues() {
    let blue = |fill, shape| ShapeCard::new(shape, fill, Colour::Blue);
    let m = play::<ShapeUp>(lesson(GameId::ShapeUp), |i, at, m| {
        let v = m.state().view(Some(0));
        if i == 0 && at == At::Before {
            assert_eq!(v.victory, Some(blue(Fill::Hollow, Shape::Square)));
            assert_eq!(v.hand, [blue(Fill::Filled, Shape::Square)]);
        }
    });
    let layout = m.state().layout();
    let at = |x, y| layout.iter().find(|p| p.0 == Cell::new(x, y)).map(|p| p.1);
    assert_eq!(at(0, 0), Some(blue(Fill::Filled, Shape::Square)));
    assert_eq!(at(1, 0), Some(ShapeCard::new(Shape::Triangle, Fill::Filled, Colour::Red)));
    assert_eq!(at(0, 1), Some(blue(Fill::Filled, Shape::Triangle)));
    assert_eq!(
        at(1, 1),
        Some(ShapeCard::new(Shape::Triangle, Fill::Filled, Colour::Green)),
        "the green card moved aside"
    );
    assert_eq!(at(0, 2), Some(blue(Fill::Hollow, Shape::Triangle)));
    let victory = blue(Fill::Hollow, Shape::Square);
    let scored: Vec<_> = lines(layout, victory).iter().map(|l| (l.attribute, l.cells.len(), l.points)).collect();
    assert_eq!(scored, [(Attribute::Colour, 3, 4)]);
}

#[test]
fn the_combo_lesson_hops_pushes_and_switches_into_a_combo() {
    // The board after each step, row 1 (Red's side) first.
    let boards = [
        "RREE/RERE/EEBB/EEBB",
        "RREE/RBRE/EEBE/EEBB",
        "REEE/RRRE/EBBE/EEBB",
        "REEE/RRRB/EBEE/EEBB",
        "BEEE/RRRR/EBEE/EEBB",
    ];
    let m = play::<Combo4x4>(lesson(GameId::Combo4x4), |i, at, m| {
        if i == 0 && at == At::Before {
            assert_eq!(m.state().hands()[0], [ComboCard::Skip, ComboCard::Hop, ComboCard::Push]);
            assert_eq!(m.state().hands()[1], [ComboCard::Horse, ComboCard::Switch, ComboCard::Bishop]);
        }
        if at == At::After {
            assert_eq!(m.state().board().diagram(), boards[i], "after step {i}");
        }
    });
    assert_eq!(m.state().combos()[0], [Combo::Orthogonal]);
    assert!(m.state().combos()[1].is_empty());
}

#[test]
fn the_pow_lesson_rolls_takes_steals_and_takes_a_villain() {
    let m = play::<Pow>(lesson(GameId::Pow), |i, at, m| {
        let g = m.state();
        let dice = g.view(None).dice;
        let stack = |seat, side| g.stack(seat, side);
        match (i, at) {
            (0, At::Before) => {
                assert_eq!(g.row(Side::Hero)[..3], [Tile(1), Tile(6), Tile(6)]);
                assert_eq!(dice.rolled.count(Face::Shield), 1, "one shield");
            }
            (1, At::Before) => assert_eq!(dice.result().count(Face::Shield), 2, "two shields"),
            (1, At::After) => assert_eq!(stack(0, Side::Hero), [Tile(6)]),
            (2, At::Before) => assert_eq!(dice.result().count(Face::Shield), 2, "two shields"),
            (2, At::After) => assert_eq!(stack(1, Side::Hero), [Tile(6)]),
            (3, At::Before) => assert_eq!(dice.result().count(Face::BlueBubble), 3, "three blue bubbles"),
            (3, At::After) => {
                assert_eq!(stack(0, Side::Hero), [Tile(6), Tile(6)]);
                assert!(stack(1, Side::Hero).is_empty());
            }
            (4, At::Before) => assert_eq!(dice.result().count(Face::Shield), 2, "two shields"),
            (4, At::After) => assert_eq!(stack(1, Side::Hero), [Tile(5)]),
            (5, At::Before) => assert_eq!(dice.result().count(Face::Skull), 3, "three skulls"),
            (5, At::After) => assert_eq!(stack(0, Side::Villain), [Tile(-1)]),
            _ => {}
        }
    });
    assert_eq!(m.state().stack(0, Side::Villain), [Tile(-1)]);
}

/// A move the script does not make turns the lesson into free play, said once; a
/// finished game says nothing.
#[test]
fn off_the_script_the_lesson_is_free_play_and_a_finished_game_is_silent() {
    let l = lesson(GameId::Combo4x4);
    let mut m = start::<Combo4x4>(l).unwrap();
    let scripted = l.steps[0].parse::<Combo4x4>().unwrap();
    let other = m.state().legal_actions().into_iter().find(|a| *a != scripted).expect("another move");
    m.apply(other).unwrap();
    assert_eq!(l.coach(&m), tabula_rules::lesson::Coach { due: None, says: vec![l.outro] });
    let mut rng = tabula_rules::rng::Rng::new(4, 4);
    while m.state().turn() != Turn::Over {
        let legal = m.state().legal_actions();
        m.apply(legal[rng.below(legal.len())]).unwrap();
    }
    assert_eq!(m.state().turn(), Turn::Over);
    assert_eq!(l.coach(&m), tabula_rules::lesson::Coach { due: None, says: vec![] });
}
