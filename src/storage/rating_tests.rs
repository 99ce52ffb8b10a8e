use tabula_bots::Level;

use super::*;
use crate::storage::tests::sample;

fn rated(game: GameId, n: u32) -> Rating {
    let figure = |i: u32| Figure { rating: 1500.0 - f64::from(i) * 10.0, deviation: 300.0, volatility: 0.06 };
    (0..n).fold(Rating::new(game), |r, i| r.after(figure(i), i % 2 == 0))
}

#[test]
fn a_rating_reads_back_as_stored() {
    let r = rated(GameId::Pow, 3);
    assert_eq!(r.history, vec![1500, 1490, 1480]);
    assert_eq!((r.games, r.hinted), (3, 2));
    let raw = packed(&r).unwrap();
    assert!(is_rating(&raw) && raw.is_ascii());
    assert_eq!(parse(&raw), Some(r));
}

#[test]
fn the_history_keeps_the_last_games() {
    let r = rated(GameId::ShapeUp, 40);
    assert_eq!(r.games, 40);
    assert_eq!(r.history.len(), HISTORY);
    assert_eq!(r.history.last(), Some(&1110));
    assert_eq!(parse(&packed(&r).unwrap()), Some(r));
}

#[test]
fn a_damaged_or_impossible_figure_does_not_read() {
    let raw = packed(&rated(GameId::Pow, 2)).unwrap();
    for cut in 0..raw.len() {
        assert_eq!(parse(&raw[..cut]), None, "cut at {cut}");
    }
    assert_eq!(parse("s2.AAAA"), None);
    let odd = |f: fn(&mut Rating)| {
        let mut r = rated(GameId::Pow, 2);
        f(&mut r);
        parse(&packed(&r).unwrap())
    };
    assert_eq!(odd(|r| r.figure.rating = f64::NAN), None);
    assert_eq!(odd(|r| r.figure.rating = -5.0), None);
    assert_eq!(odd(|r| r.figure.deviation = 0.0), None);
    assert_eq!(odd(|r| r.figure.volatility = 2.0), None);
    assert_eq!(odd(|r| r.hinted = 9), None);
    assert_eq!(odd(|r| r.history.push(1500)), None, "more points than games");
    assert!(odd(|r| r.figure.rating = 2000.0).is_some());
}

#[test]
fn only_one_person_against_computers_is_rated() {
    let easy = SeatKind::Computer(Level::Easy);
    let hard = SeatKind::Computer(Level::Hard);
    let s = |kinds: Vec<SeatKind>| Saved { kinds, id: "a1".into(), ..sample() };
    assert_eq!(scores(&s(vec![SeatKind::Human, hard]), &[0]), Some(vec![(Level::Hard, 2)]));
    assert_eq!(scores(&s(vec![hard, SeatKind::Human]), &[0]), Some(vec![(Level::Hard, 0)]));
    assert_eq!(scores(&s(vec![hard, SeatKind::Human]), &[0, 1]), Some(vec![(Level::Hard, 1)]));
    assert_eq!(scores(&s(vec![SeatKind::Human, easy, hard]), &[2]), Some(vec![(Level::Easy, 1), (Level::Hard, 0)]));
    assert_eq!(scores(&s(vec![SeatKind::Human, SeatKind::Human, hard]), &[0]), None, "two people");
    assert_eq!(scores(&s(vec![SeatKind::Human, SeatKind::Remote]), &[0]), None, "by link");
    assert_eq!(scores(&s(vec![SeatKind::Human]), &[0]), None, "solo");
    let lesson = Saved { id: "learn-pow".into(), ..s(vec![SeatKind::Human, easy]) };
    assert_eq!(scores(&lesson, &[0]), None, "a lesson's computer follows a script");
}
