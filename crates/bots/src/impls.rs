//! Each game's levels: its heuristic player, how noisy Easy is, how Hard searches,
//! and how Hard and Expert play in words.

use tabula_rules::combo4x4::{self, Combo4x4};
use tabula_rules::pow::{self, Pow};
use tabula_rules::registry::Text;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{self, ShapeUp};
use tabula_rules::super_pose::{self, SuperPose};
use tabula_rules::{Game, Record, Seat, Turn};

use crate::ismcts::Config;
use crate::level::EXPERT_FACTOR;
use crate::{BotGame, Budget};

/// Shape Up! Hard's inverse temperature reading the opponent's plays, per point of
/// one-turn value: 0.7 did better than 1.5 (docs/BENCHMARKS.md).
const SHAPE_UP_SHARPNESS: f64 = 0.7;

/// Shape Up! Expert's with 2 seats: over 800 one-round games against Hard (seeds
/// 7100000 and 7200000, 400 each) 3 won 62.1% and 0.7 60.3%, a gap within the noise
/// of so few games; kept as measured (docs/BENCHMARKS.md, "Shape Up! Expert's last
/// turns, session 33").
const SHAPE_UP_EXPERT_SHARPNESS: f64 = 3.0;

/// Layouts Shape Up! Hard may evaluate checking replies (Medium's 8,000 by default).
const SHAPE_UP_BUDGET: usize = 40_000;

/// Shape Up! Hard with 3 seats: the heuristic's best turns played out, and the
/// rollouts a turn gets on average. Against two Medium seats (400 games each) 8 turns
/// and 32 rollouts won 41.0%, 16 and 32 43.4%, 32 and 16 by halving 46.5%, 64 and 16
/// 50.8% (32 and 32: 48.8%, 128 and 8: 47.9%), with the next seat's reply checked as
/// Medium does 53.8% (docs/BENCHMARKS.md).
const SHAPE_UP_CANDIDATES: usize = 64;
const SHAPE_UP_ROLLOUTS: usize = 16;

/// Shape Up! Expert with 2 seats: Hard's 8 best turns, each followed by the
/// opponent's 6 replies worst for the seat and the seat's best answer, over 16 draws
/// of the two cards a turn on average. Against Hard in games of four rounds (the
/// rulebook's full game) it won 69.0% of 200 on fresh seeds (57.25% of one-round
/// games), where Hard's own search with five times the layouts won 51% of 100
/// (docs/BENCHMARKS.md, "Shape Up! Expert, session 21"). Its last turns of the game go
/// by the chance of winning (`shape_up/last.rs`).
const SHAPE_UP_DEEP: crate::shape_up::Deep = crate::shape_up::Deep { candidates: 8, replies: 6 };
const SHAPE_UP_DEEP_DRAWS: usize = 16;

/// Combo 4x4 Hard's deck samples and plies (the root move included).
const COMBO_SAMPLES: usize = 6;
const COMBO_DEPTH: u32 = 4;
/// Combo 4x4 Expert's deck samples and plies: Hard's samples, two plies deeper
/// (docs/BENCHMARKS.md, "Combo 4x4 Expert, session 20").
const COMBO_EXPERT_SAMPLES: usize = 6;
const COMBO_EXPERT_DEPTH: u32 = 6;
/// How far below a sample's best root move (in evaluation points: a third man on a
/// combo's cells adds 20) a move is no longer searched exactly.
const COMBO_EXPERT_MARGIN: i64 = 64;

/// The growth weight the heuristic gives runs, with which the opponent is read.
fn shape_up_growth() -> f64 {
    crate::shape_up::Config::default().growth
}

/// POW's Hard tile values: extra heroes counted in full, a freed hero less.
const HARD_WEIGHTS: crate::pow::Weights = crate::pow::Weights { extra_hero: 1.0, freed_hero: 0.2 };

/// Spread of POW's many-seat Hard's win chances, in points per square root of the
/// tiles left: 6 to 25 did alike with 4 seats (35.8-36.4% of 1,000 games against
/// Medium), 3 (the 2-player Hard's) 33.7%, 1.5 32.5% (docs/BENCHMARKS.md).
const POW_MANY_SPREAD: f64 = 10.0;

/// Share of the next player's expected turn counted against a POW take: 0.5 to 1.0
/// did about equally well in 2,000-game runs against Medium (54.2-54.4%), 0 (the
/// weights alone) 53.3% (docs/BENCHMARKS.md).
const POW_REPLY: f64 = 0.75;

/// The heuristic player of the seat to move, as a playout policy.
fn heuristic_playout<G: BotGame>(state: &G, rng: &mut Rng) -> Option<G::Action> {
    match state.turn() {
        Turn::Seat(s) => G::heuristic(&state.view(Some(s)), rng),
        _ => None,
    }
}

/// Shape Up!'s Hard with `effort` times its layouts, rollouts or iterations: in the
/// basic game, the opponents' victory cards read from their plays
/// (`shape_up::opponent_beliefs`), then with 2 seats the heuristic under that belief,
/// with 3 the heuristic's best turns played out to the end of the round
/// (`shape_up/rollout.rs`); information-set MCTS in the advanced game. Expert
/// (`effort` above 1) with 2 seats looks one turn further (`shape_up/deep.rs`).
fn shape_up_search(
    record: &Record<ShapeUp>,
    seat: Seat,
    budget: Budget<'_>,
    effort: usize,
    rng: &mut Rng,
) -> Option<shape_up::Action> {
    let duel_expert = effort > 1 && record.setup.seats == 2;
    let sharpness = if duel_expert { SHAPE_UP_EXPERT_SHARPNESS } else { SHAPE_UP_SHARPNESS };
    let Some(beliefs) = crate::shape_up::opponent_beliefs(record, seat, sharpness, shape_up_growth(), rng) else {
        let hard = ShapeUp::hard_config();
        let config = Config { iterations: hard.iterations * effort, ..hard };
        return crate::ismcts::search(record, seat, &config, budget, rng);
    };
    let m = tabula_rules::Match::replay(record.clone()).ok()?;
    let view = m.state().view(Some(seat));
    let heuristic = crate::shape_up::Config::default();
    if beliefs.len() >= 2 {
        let rollouts = SHAPE_UP_CANDIDATES * SHAPE_UP_ROLLOUTS * effort;
        let mut meter = crate::level::Meter::new(budget, rollouts);
        return crate::shape_up::choose_rolling(&view, rng, &heuristic, &beliefs, SHAPE_UP_CANDIDATES, &mut meter);
    }
    if let (true, [belief]) = (duel_expert, beliefs.as_slice()) {
        let config = crate::shape_up::Config { budget: SHAPE_UP_BUDGET, ..heuristic };
        let mut meter = crate::level::Meter::new(budget, SHAPE_UP_DEEP.candidates * SHAPE_UP_DEEP_DRAWS);
        return crate::shape_up::choose_deep(&view, rng, &config, belief, SHAPE_UP_DEEP, &mut meter);
    }
    let config = crate::shape_up::Config { budget: SHAPE_UP_BUDGET * effort, ..heuristic };
    crate::shape_up::choose_believing(&view, rng, &config, &beliefs)
}

impl BotGame for ShapeUp {
    const EASY_NOISE: f64 = 0.3;
    const HARD_PLAYS: Text = Text {
        en: "Guesses your victory card from your plays, and plays against it.",
        fr: "Devine votre carte victoire d'après vos coups, et joue contre elle.",
    };
    const EXPERT_PLAYS: Text = Text {
        en: "In the two-player basic game, checks Hard's best plays against your replies and its own next card, and plays its last turns for the best chance of winning; otherwise Hard with five times the thinking.",
        fr: "Dans le jeu de base à deux, vérifie les meilleurs coups de Difficile contre vos réponses et sa propre carte suivante, et joue ses derniers tours pour la meilleure chance de gagner ; sinon, Difficile avec cinq fois plus de réflexion.",
    };

    fn heuristic(view: &shape_up::View, rng: &mut Rng) -> Option<shape_up::Action> {
        crate::shape_up::choose(view, rng)
    }

    fn hard_config() -> Config {
        Config { iterations: 500, playout_depth: 4, score_scale: 3.0, shortlist_everywhere: true, ..Config::default() }
    }

    /// In the basic 2-player game, the heuristic with the opponent's victory card
    /// weighted by a belief read from its plays so far (`shape_up::opponent_beliefs`)
    /// and a larger budget for checking replies; the search, even with
    /// determinizations dealt from the belief, did less well. With 3 seats, rollouts
    /// of the heuristic's best turns (53.8% of 400 games against two Medium seats,
    /// where information-set MCTS won 36-38%); in the advanced game information-set
    /// MCTS (docs/BENCHMARKS.md).
    fn hard(record: &Record<ShapeUp>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<shape_up::Action> {
        shape_up_search(record, seat, budget, 1, rng)
    }

    /// In the basic 2-player game, Hard's best turns each looked at one turn further
    /// (`shape_up/deep.rs`); otherwise Hard's ways with [`EXPERT_FACTOR`] times the
    /// rollouts or iterations.
    fn expert(record: &Record<ShapeUp>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<shape_up::Action> {
        shape_up_search(record, seat, budget, EXPERT_FACTOR, rng)
    }

    fn root_candidates(view: &shape_up::View, rng: &mut Rng) -> Option<Vec<shape_up::Action>> {
        Some(crate::shape_up::ranked(view, rng))
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<shape_up::Action> {
        self.random_action(rng)
    }

    /// The points each seat would score if the round ended now (its victory card, or
    /// the best card of its hand in the advanced game), added to its total, as a
    /// logistic of the lead.
    fn evaluate(&self) -> Vec<f64> {
        let layout = self.layout();
        let totals = self.scores();
        let points: Vec<f64> = (0..self.seat_count())
            .map(|s| {
                let v = self.view(Some(s));
                let now = v
                    .victory
                    .into_iter()
                    .chain(v.hand.iter().copied())
                    .map(|c| shape_up::total(&shape_up::lines(layout, c)))
                    .max()
                    .unwrap_or(0);
                f64::from(totals.get(s).copied().unwrap_or(0)) + f64::from(now)
            })
            .collect();
        let scale = Self::hard_config().score_scale;
        (0..points.len())
            .map(|s| {
                let best = (0..points.len()).filter(|&o| o != s).map(|o| points[o]).fold(f64::NEG_INFINITY, f64::max);
                1.0 / (1.0 + (-(points[s] - best) / scale).exp())
            })
            .collect()
    }
}

/// SUPER-POSE's Hard with 3 or more seats: the heuristic's best plays searched and
/// the rollouts a play gets on average, each play followed by two rounds of moves by
/// Medium (every seat's, the seat's own next play included). Against Medium seats with
/// 4 seats (100 games each) one round (`seats - 1` moves) won 37% with 16 or 32 plays,
/// two rounds 54.5% with 16, where information-set MCTS won 25% (docs/BENCHMARKS.md).
const SUPER_POSE_CANDIDATES: usize = 16;
const SUPER_POSE_ROLLOUTS: usize = 8;

/// SUPER-POSE's Expert with 2 seats weighs this many of the heuristic's best plays
/// of its own at the root, where Hard weighs 8 (the replies below stay 8), over
/// [`SUPER_POSE_EXPERT_DUEL`] times Expert's iterations. With 8 and five times Hard's
/// iterations it won 54% of 100 games against Hard on fresh seeds; with 16, 59.75% of
/// 200; with 16 and ten times Hard's iterations, 66.25% of 200 fresh games and 62.4%
/// of 400 with the setup page's 200 (docs/BENCHMARKS.md, "SUPER-POSE Expert, session
/// 22" and "session 23").
const SUPER_POSE_EXPERT_ROOT: usize = 16;

/// How many times Expert's iterations SUPER-POSE's Expert spends with 2 seats: about
/// 2.6 s a move natively; the wasm, about half as fast, meets the app's 5 s cap.
const SUPER_POSE_EXPERT_DUEL: usize = 2;

/// SUPER-POSE's Hard with `effort` times its iterations or rollouts: with 2 seats, or
/// teams (whose pooled scores the rollouts' lead does not read), information-set
/// MCTS; with 3 or more, rollouts of the heuristic's best plays
/// (`super_pose/rollout.rs`).
fn super_pose_search(
    record: &Record<SuperPose>,
    seat: Seat,
    budget: Budget<'_>,
    effort: usize,
    rng: &mut Rng,
) -> Option<super_pose::Action> {
    let seats = usize::from(record.setup.seats);
    if seats < 3 || record.setup.teams {
        let hard = SuperPose::hard_config();
        let config = if effort > 1 && seats == 2 {
            let iterations = hard.iterations * effort * SUPER_POSE_EXPERT_DUEL;
            Config { iterations, root_shortlist: SUPER_POSE_EXPERT_ROOT, ..hard }
        } else {
            Config { iterations: hard.iterations * effort, ..hard }
        };
        return crate::ismcts::search(record, seat, &config, budget, rng);
    }
    let how = crate::super_pose::rollout::Rollouts { candidates: SUPER_POSE_CANDIDATES, depth: 2 * seats - 1 };
    let mut meter = crate::level::Meter::new(budget, SUPER_POSE_CANDIDATES * SUPER_POSE_ROLLOUTS * effort);
    crate::super_pose::rollout::choose(record, seat, how, &mut meter, rng)
}

impl BotGame for SuperPose {
    const EASY_NOISE: f64 = 0.35;
    const HARD_PLAYS: Text = Text {
        en: "Tries its best plays against many deals of the cards it cannot see.",
        fr: "Essaie ses meilleurs coups contre de nombreuses donnes des cartes qu'il ne voit pas.",
    };
    const EXPERT_PLAYS: Text = Text {
        en: "Hard with five times the thinking; with two players, ten times, over twice as many of its own plays.",
        fr: "Difficile avec cinq fois plus de réflexion ; à deux joueurs, dix fois plus, sur deux fois plus de ses propres coups.",
    };

    fn heuristic(view: &super_pose::View, rng: &mut Rng) -> Option<super_pose::Action> {
        crate::super_pose::choose(view, rng)
    }

    fn hard_config() -> Config {
        Config { iterations: 200, playout_depth: 2, score_scale: 4.0, shortlist_everywhere: true, ..Config::default() }
    }

    /// Information-set MCTS with 2 seats; with more, rollouts of the heuristic's best
    /// plays, which won more often against Medium seats (docs/BENCHMARKS.md).
    fn hard(record: &Record<SuperPose>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<super_pose::Action> {
        super_pose_search(record, seat, budget, 1, rng)
    }

    /// Hard's two ways, each with [`EXPERT_FACTOR`] times the iterations or rollouts;
    /// with 2 seats, twice that and twice Hard's own plays at the root.
    fn expert(record: &Record<SuperPose>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<super_pose::Action> {
        super_pose_search(record, seat, budget, EXPERT_FACTOR, rng)
    }

    fn root_candidates(view: &super_pose::View, rng: &mut Rng) -> Option<Vec<super_pose::Action>> {
        Some(crate::super_pose::ranked(view, rng))
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<super_pose::Action> {
        heuristic_playout(self, rng)
    }
}

impl BotGame for Combo4x4 {
    const EASY_NOISE: f64 = 0.35;
    const HARD_PLAYS: Text = Text {
        en: "Looks four moves ahead over several draws of the deck.",
        fr: "Regarde quatre coups en avant sur plusieurs tirages de la pioche.",
    };
    const EXPERT_PLAYS: Text = Text {
        en: "Looks six moves ahead over several draws of the deck.",
        fr: "Regarde six coups en avant sur plusieurs tirages de la pioche.",
    };

    fn heuristic(view: &combo4x4::View, rng: &mut Rng) -> Option<combo4x4::Action> {
        crate::combo4x4::choose(view, rng)
    }

    fn hard_config() -> Config {
        Config { iterations: 400, playout_depth: 20, score_scale: 1.0, ..Config::default() }
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<combo4x4::Action> {
        heuristic_playout(self, rng)
    }

    /// Alpha-beta over the open hands, the deck sampled: see [`crate::combo_search`].
    fn hard(record: &Record<Combo4x4>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<combo4x4::Action> {
        crate::combo_search::choose(record, seat, budget, (COMBO_SAMPLES, COMBO_DEPTH), rng)
    }

    /// Hard's alpha-beta searched deeper: see [`crate::combo_deep`].
    fn expert(record: &Record<Combo4x4>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<combo4x4::Action> {
        let config = (COMBO_EXPERT_SAMPLES, COMBO_EXPERT_DEPTH, COMBO_EXPERT_MARGIN);
        crate::combo_deep::choose(record, seat, budget, config, rng)
    }
}

impl BotGame for Pow {
    const EASY_NOISE: f64 = 0.35;
    /// One move in ten at random, so that Medium stands between Easy and Hard rather
    /// than nearly on Hard (issue 47). The heuristic alone, an exact expectimax of the
    /// turn, was rated 1581 at 2 seats, Easy 1219 and Hard 1687, and Hard won only
    /// 44.7% and 33.4% of 3- and 4-seat games against it. With a tenth (the smallest
    /// share screened that clears the 50% and 37.5% with room), Hard wins
    /// 55.4% and 45.6% of 1,000 fresh games, 69.4% with 2 seats; Medium beats Easy
    /// 78.6%; the ratings are Easy 1272, Medium 1539, Hard 1702 (docs/BENCHMARKS.md,
    /// "POW's Medium between Easy and Hard, session 38").
    const MEDIUM_NOISE: f64 = 0.10;
    const MEDIUM_PLAYS: Text = Text {
        en: "Plays the move that looks best now, by rules of thumb, but about one in ten at random.",
        fr: "Joue le coup qui semble le meilleur tout de suite, d'après des règles simples, mais environ un sur dix au hasard.",
    };
    const HARD_PLAYS: Text = Text {
        en: "Remembers every covered tile and weighs the dice three turns ahead.",
        fr: "Se souvient de chaque tuile couverte et pèse les dés trois tours en avant.",
    };
    const EXPERT_PLAYS: Text = Text {
        en: "Plays as Hard: POW's Hard already weighs every roll exactly.",
        fr: "Joue comme Difficile : le Difficile de POW pèse déjà chaque lancer exactement.",
    };

    fn heuristic(view: &pow::View, rng: &mut Rng) -> Option<pow::Action> {
        crate::pow::choose(view, rng)
    }

    const HAS_CEILING: bool = true;

    /// Sees every tile and the dice to come (`pow/ceiling.rs`).
    fn ceiling(m: &tabula_rules::Match<Pow>, seat: Seat) -> Option<pow::Action> {
        crate::pow::ceiling::choose(m, seat)
    }

    fn hard_config() -> Config {
        Config { iterations: 100, playout_depth: 30, score_scale: 10.0, ..Config::default() }
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<pow::Action> {
        heuristic_playout(self, rng)
    }

    /// With 2 seats: every stack's tiles remembered from the takes the seat saw, and
    /// an expectimax over the dice of three turns (the seat's, the opponent's, the
    /// seat's next) for the chance to win (`pow/exact.rs`). With more seats: the
    /// stacks remembered as well, each take valued by the seat's chance of winning
    /// the table after the next seat's turn, that seat playing for its own chance
    /// (`pow/many.rs`); it won 43%, 39% and 30% of 3-, 4- and 5-seat games against
    /// Medium, where valuing takes by points (`choose_looking_ahead`, kept as the
    /// fallback) won 34%, 25% and 21% (docs/BENCHMARKS.md). Within its budget
    /// information-set MCTS won 1 game of 20 against the heuristic, because a turn's
    /// best choice of dice needs the exact odds of the rerolls, which a few hundred
    /// playouts only guess at.
    fn hard(record: &Record<Pow>, seat: Seat, _budget: Budget<'_>, rng: &mut Rng) -> Option<pow::Action> {
        if let Some(a) = crate::pow::choose_remembering(record, seat, rng, &crate::pow::Tuning::default()) {
            return Some(a);
        }
        let many = crate::pow::Tuning { spread: POW_MANY_SPREAD, ..crate::pow::Tuning::default() };
        if let Some(a) = crate::pow::choose_many(record, seat, rng, &many, true) {
            return Some(a);
        }
        let m = tabula_rules::Match::replay(record.clone()).ok()?;
        crate::pow::choose_looking_ahead(&m.state().view(Some(seat)), rng, &HARD_WEIGHTS, POW_REPLY)
    }

    /// Hard's: its exact expectimax has no budget to grow.
    fn expert(record: &Record<Pow>, seat: Seat, budget: Budget<'_>, rng: &mut Rng) -> Option<pow::Action> {
        Self::hard(record, seat, budget, rng)
    }
}
