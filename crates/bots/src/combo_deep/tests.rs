use super::*;
use tabula_rules::combo4x4::Setup;

/// Positions along a few games of random moves, with the deck's draws as dealt.
fn positions() -> Vec<(Node, Vec<Card>, Combo4x4)> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut g = Combo4x4::new(&Setup::default(), seed).expect("deal");
        let mut rng = Rng::new(seed, 7);
        for ply in 0..30 {
            if g.winner().is_some() {
                break;
            }
            if ply % 5 == 2 {
                let draws: Vec<Card> = g.deck().iter().rev().copied().collect();
                out.push((Node::of(&g), draws, g.clone()));
            }
            let moves = g.legal_actions();
            let a = moves[rng.below(moves.len())];
            g.apply(&a).expect("legal");
        }
    }
    out
}

#[test]
fn nodes_follow_the_rules() {
    for seed in 0..10u64 {
        let mut g = Combo4x4::new(&Setup::default(), seed).expect("deal");
        let mut rng = Rng::new(seed, 3);
        while g.winner().is_none() && g.moves_made() < 60 {
            let draws: Vec<Card> = g.deck().iter().rev().copied().collect();
            let node = Node::of(&g);
            let mut list = Vec::new();
            node.children(&draws, g.rules(), &mut list);
            let legal = g.legal_actions();
            assert_eq!(list.iter().map(|&(_, a, _)| a).collect::<Vec<_>>(), legal);
            let i = rng.below(legal.len());
            g.apply(&legal[i]).expect("legal");
            let got = list[i].2;
            assert_eq!(got.winner, g.winner());
            // A reshuffle is not in the draws: the search draws from its own list.
            if g.winner().is_some() || draws.is_empty() {
                continue;
            }
            let mut expected = Node::of(&g);
            expected.drawn = got.drawn;
            assert_eq!(got, expected, "seed {seed} move {}", g.moves_made());
        }
    }
}

#[test]
fn ordering_and_the_table_keep_plain_negamax_values() {
    let rules = Setup::default().rules();
    for (node, draws, game) in positions() {
        for depth in 1..=3 {
            let plain = Search::new(draws.clone(), rules, false).negamax(&node, depth, -2 * WIN, 2 * WIN, 0);
            let hard = crate::combo_search::negamax(&game, node.to_move, depth, -2 * WIN, 2 * WIN);
            assert_eq!(plain, hard, "depth {depth}: Hard's search of the game itself");
            let mut fast = Search::new(draws.clone(), rules, true);
            let mut v = 0;
            for d in 1..=depth {
                v = fast.negamax(&node, d, -2 * WIN, 2 * WIN, 0);
            }
            assert_eq!(v, plain, "depth {depth}");
        }
    }
}

#[test]
fn plays_a_legal_move_within_any_budget_and_takes_a_win_on_offer() {
    let late = || 1e9;
    let mut wins_on_offer = 0;
    for seed in 0..8u64 {
        let mut m = tabula_rules::Match::<Combo4x4>::new(Setup::default(), seed).expect("deal");
        let mut rng = Rng::new(seed, 11);
        while let tabula_rules::Turn::Seat(seat) = m.state().turn() {
            let legal = m.state().legal_actions();
            if m.state().moves_made().is_multiple_of(4) {
                let budgets = [Budget::Iterations(1), Budget::Capped { clock: &late, millis: 0.0 }, Budget::Default];
                for budget in budgets {
                    let a = choose(m.record(), seat, budget, (2, 3, 64), &mut rng).expect("a move");
                    assert!(legal.contains(&a));
                    let mut after = m.state().clone();
                    after.apply(&a).expect("legal");
                    let can_win = legal.iter().any(|b| {
                        let mut g = m.state().clone();
                        g.apply(b).is_ok() && g.winner() == Some(seat)
                    });
                    if can_win {
                        wins_on_offer += 1;
                        assert_eq!(after.winner(), Some(seat), "seed {seed}: a win was on offer");
                    }
                }
            }
            let a = legal[rng.below(legal.len())];
            m.apply(a).expect("legal");
        }
    }
    assert!(wins_on_offer > 0);
}
