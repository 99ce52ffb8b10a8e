//! The Combo 4x4 bot: whole seeded games end, it beats random play, takes every win
//! on offer and never hands the opponent a win it could have avoided.

use tabula_bots::combo4x4::choose;
use tabula_rules::combo4x4::{Action, Board, Card, Cell, Combo, Combo4x4, End, Position, Setup};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

/// The seat streams `tabula play` uses, so these games are the command's games.
const SEAT_STREAM: u64 = 0x5345_4154_0000_0000;

#[derive(Clone, Copy, PartialEq)]
enum Player {
    Bot,
    Random,
}

/// Plays one game to the end; returns the final state.
fn play(setup: &Setup, seed: u64, players: [Player; 2]) -> Combo4x4 {
    let mut m = Match::<Combo4x4>::new(setup.clone(), seed).expect("deal");
    let mut rngs = [Rng::new(seed, SEAT_STREAM), Rng::new(seed, SEAT_STREAM | 1)];
    while let Turn::Seat(s) = m.state().turn() {
        let a = match players[s] {
            Player::Bot => choose(&m.state().view(Some(s)), &mut rngs[s]),
            Player::Random => tabula_bots::random(m.state(), &mut rngs[s]),
        }
        .expect("the seat to move has a move");
        m.apply(a).expect("the bot plays legal moves");
        assert!(m.state().moves_made() < 100_000, "seed {seed}: no end in sight");
    }
    m.state().clone()
}

#[test]
fn a_thousand_seeded_bot_games_end_with_a_winner() {
    let mut lengths = Vec::new();
    let mut no_move = 0;
    for seed in 0..1000 {
        let g = play(&Setup::default(), seed, [Player::Bot, Player::Bot]);
        let outcome = g.outcome().expect("over");
        assert_eq!(outcome.winners.len(), 1);
        match g.end() {
            Some(End::TwoCombos) => assert_eq!(g.combos()[outcome.winners[0]].len(), 2),
            Some(End::NoMove) => no_move += 1,
            None => panic!("over without an end"),
        }
        lengths.push(g.moves_made());
    }
    lengths.sort();
    let mean = lengths.iter().sum::<u32>() as f64 / lengths.len() as f64;
    eprintln!(
        "bot vs bot, 1000 games: moves min {} median {} mean {mean:.1} p99 {} max {}; {no_move} ended by no move",
        lengths[0], lengths[500], lengths[989], lengths[999]
    );
}

#[test]
fn the_bot_beats_random_play() {
    let mut wins = 0;
    let games = 200;
    for seed in 0..games {
        let bot = (seed % 2) as usize;
        let players = if bot == 0 { [Player::Bot, Player::Random] } else { [Player::Random, Player::Bot] };
        let g = play(&Setup::default(), 10_000 + seed, players);
        if g.winner() == Some(bot) {
            wins += 1;
        }
    }
    eprintln!("bot vs random: {wins} of {games}");
    assert!(wins >= 180, "the bot won only {wins} of {games}");
}

/// Whether `a` wins at once for the seat to move (checked with the engine).
fn wins(g: &Combo4x4, a: &Action) -> bool {
    let Turn::Seat(me) = g.turn() else { return false };
    let mut n = g.clone();
    n.apply(a).is_ok() && n.winner() == Some(me)
}

/// Whether after `a` the opponent can make their second combo at once.
fn hands_over_a_win(g: &Combo4x4, a: &Action) -> bool {
    let mut n = g.clone();
    if n.apply(a).is_err() || n.turn() == Turn::Over {
        return false;
    }
    n.legal_actions().iter().any(|r| {
        let mut m = n.clone();
        m.apply(r).is_ok() && m.end() == Some(End::TwoCombos)
    })
}

/// Positions from bot-vs-random and random-vs-random games, with the seat to move.
fn positions(games: u64) -> Vec<Combo4x4> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut g = Combo4x4::new(&Setup::default(), 50_000 + seed).expect("deal");
        let mut rng = Rng::new(seed, 9);
        while let Turn::Seat(s) = g.turn() {
            out.push(g.clone());
            let a = if seed % 2 == 0 && s == 0 {
                choose(&g.view(Some(s)), &mut rng)
            } else {
                tabula_bots::random(&g, &mut rng)
            }
            .expect("a move");
            g.apply(&a).expect("legal");
        }
    }
    out
}

#[test]
fn the_bot_takes_every_win_and_avoids_every_avoidable_loss() {
    let (mut win_chances, mut avoidable) = (0, 0);
    for (i, g) in positions(16).iter().enumerate() {
        let Turn::Seat(me) = g.turn() else { continue };
        let a = choose(&g.view(Some(me)), &mut Rng::new(i as u64, 3)).expect("a move");
        let all = g.legal_actions();
        assert!(all.contains(&a), "the bot's move is legal");
        if all.iter().any(|x| wins(g, x)) {
            win_chances += 1;
            assert!(wins(g, &a), "position {i}: the bot missed a win with {a:?}");
            continue;
        }
        let losing: Vec<bool> = all.iter().map(|x| hands_over_a_win(g, x)).collect();
        if losing.contains(&true) && losing.contains(&false) {
            avoidable += 1;
            assert!(!hands_over_a_win(g, &a), "position {i}: {a:?} lets the opponent win");
        }
    }
    eprintln!("{win_chances} positions with a win on offer, {avoidable} with an avoidable loss");
    assert!(win_chances > 20 && avoidable > 5, "the positions test something");
}

fn take(deck: &mut Vec<Card>, c: Card) -> Card {
    let i = deck.iter().position(|&d| d == c).expect("in deck");
    deck.remove(i)
}

#[test]
fn the_bot_blocks_the_one_losing_cell() {
    // Black has made the centre combo and holds a Zip: 6 → 15 would fill the bottom
    // row. Red holds three Hops; only 11 → 15 keeps Black from winning.
    let board = Board::from_diagram("RRRE/EEBE/EEER/BBBE").expect("board");
    let mut deck = Card::deck();
    let red = vec![take(&mut deck, Card::Hop), take(&mut deck, Card::Hop), take(&mut deck, Card::Hop)];
    let black = vec![take(&mut deck, Card::Zip), take(&mut deck, Card::Hop), take(&mut deck, Card::Skip)];
    let p = Position {
        board,
        hands: [red, black],
        deck,
        discards: Vec::new(),
        combos: [vec![], vec![Combo::Centre]],
        to_move: 0,
    };
    let g = Combo4x4::from_position(&Setup::default(), 1, p).expect("position");
    let all = g.legal_actions();
    let safe: Vec<&Action> = all.iter().filter(|a| !hands_over_a_win(&g, a)).collect();
    assert_eq!(safe, vec![&Action { card: Card::Hop, from: Cell(11), to: Cell(15) }], "the position is as described");
    assert!(all.len() > 4);
    for seed in 0..30 {
        let a = choose(&g.view(Some(0)), &mut Rng::new(seed, 0)).expect("a move");
        assert_eq!(a, Action { card: Card::Hop, from: Cell(11), to: Cell(15) });
    }
}

#[test]
fn the_bot_is_deterministic_and_reads_only_its_view() {
    let g = play(&Setup::default(), 77, [Player::Bot, Player::Bot]);
    assert_eq!(g, play(&Setup::default(), 77, [Player::Bot, Player::Bot]));
    // Two states that differ only in the hidden deck order look the same to the bot.
    let a = Combo4x4::new(&Setup::default(), 5).expect("deal");
    let record = Match::<Combo4x4>::new(Setup::default(), 5).expect("deal").record().clone();
    let redacted = Combo4x4::redact(&record, Some(0), 999).expect("redact");
    let b = Match::<Combo4x4>::replay(redacted).expect("replay").state().clone();
    assert_ne!(a.deck(), b.deck());
    assert_eq!(a.view(Some(0)), b.view(Some(0)));
    assert_eq!(choose(&a.view(Some(0)), &mut Rng::new(1, 2)), choose(&b.view(Some(0)), &mut Rng::new(1, 2)));
}
