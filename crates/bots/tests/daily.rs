//! Today's deal against the computer: the same moves meet the same replies, whoever
//! plays them and however the game was loaded, so two players' results of one day
//! compare.

use tabula_bots::{daily_reply, BotGame};
use tabula_rules::combo4x4::Combo4x4;
use tabula_rules::daily::{Daily, Day, PLAYER};
use tabula_rules::pow::Pow;
use tabula_rules::registry::Describe;
use tabula_rules::shape_up::ShapeUp;
use tabula_rules::{GameId, Match, Turn};

/// Plays the deal of `day` to the computer's `replies`-th decision, the person always
/// playing their first legal action, and returns each of the computer's replies, each
/// asked of a game freshly read from the record's JSON (as another device would).
fn replies<G: BotGame + Describe>(day: Day, replies: usize) -> Vec<String> {
    let daily = Daily::new(G::ID, day);
    let computer = daily.computer().expect("a duel has a computer seat");
    let mut m: Match<G> = daily.start().expect("the deal deals");
    let mut out = Vec::new();
    while out.len() < replies && m.state().turn() != Turn::Over {
        match m.state().turn() {
            Turn::Chance => assert!(m.resolve_chance()),
            Turn::Seat(s) if s == PLAYER => {
                let first = m.state().legal_actions().into_iter().next().expect("a legal action");
                m.apply(first).expect("legal");
            }
            Turn::Seat(s) => {
                assert_eq!(s, computer);
                let loaded = Match::<G>::from_json(&m.to_json()).expect("the record reads back");
                let a = daily_reply(&loaded, s).expect("the computer replies");
                out.push(a.to_string());
                m.apply(a).expect("the reply is legal");
            }
            Turn::Over => {}
        }
    }
    out
}

/// The pinned first replies (`daily_pins.tsv`): game, day, reply.
fn pins() -> Vec<(GameId, Day, String)> {
    include_str!("daily_pins.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (GameId::parse(f[0]).expect("a game"), f[1].parse().expect("a date"), f[2].to_string())
        })
        .collect()
}

#[test]
fn the_hard_computer_replies_alike_to_the_same_moves() {
    // The first reply is pinned as well: a change of the Hard computer (its search, its
    // iterations, its generator) makes players of one day on two app versions meet
    // different replies, so their results stop comparing. Change these knowingly.
    let pinned = pins();
    assert_eq!(pinned.len(), 3, "every duel is pinned");
    for (game, day, first) in pinned {
        let twice = match game {
            GameId::ShapeUp => [replies::<ShapeUp>(day, 1), replies::<ShapeUp>(day, 1)],
            GameId::Combo4x4 => [replies::<Combo4x4>(day, 1), replies::<Combo4x4>(day, 1)],
            _ => [replies::<Pow>(day, 1), replies::<Pow>(day, 1)],
        };
        assert_eq!(twice[0], [first], "{game}: the Hard computer's first reply to {day}'s deal changed");
        assert_eq!(twice[0], twice[1], "{game}: the same moves met other replies");
    }
}
