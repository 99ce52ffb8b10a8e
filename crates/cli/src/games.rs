//! What the command needs from each game beyond the rules' [`Describe`] trait: its
//! computer player and its fastest random sampler. Setups come from the game's own
//! description, and `with_game!` (from the rules crate) maps a game id to its type.

use tabula_rules::combo4x4::{self, Combo4x4};
use tabula_rules::pow::{self, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{self, ShapeUp};
use tabula_rules::super_pose::{self, SuperPose};
use tabula_rules::{Describe, Game, Seat};

use crate::error::{CliError, CliResult};

/// Setup choices common to every game's command line; each game reads what it has.
#[derive(Clone, Debug, Default)]
pub struct SetupOptions {
    /// Number of seats.
    pub seats: usize,
    /// `--variant`'s names, split at commas.
    pub variants: Vec<String>,
    /// `--rounds`, if given.
    pub rounds: Option<u8>,
}

/// A game the command can play, replay and benchmark.
pub trait CliGame: Describe {
    /// The setup for these options, read by the game's own description: `--variant`
    /// is a comma-separated list of variant names (`code` or `code=N`), `--rounds R`
    /// stands for `rounds=R` where the game has rounds.
    fn setup_from(options: &SetupOptions) -> CliResult<Self::Setup> {
        let mut names = options.variants.clone();
        if let Some(r) = options.rounds {
            if Self::INFO.variant("rounds").is_none() {
                let title = Self::INFO.title;
                return Err(CliError::input(format!("{title} is played in one go: --rounds is for shape-up")));
            }
            names.push(format!("rounds={r}"));
        }
        Self::parse_setup(options.seats, &names).map_err(|e| CliError::input(e.to_string()))
    }

    /// The game's computer player for `seat`. It must look at `seat`'s view only.
    /// Superseded by `tabula_bots::choose_in` (levels); kept until the registry lands.
    #[allow(dead_code)]
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<Self::Action>;

    /// A uniformly random legal action by the game's fastest means. The default lists
    /// every legal action.
    fn sample(state: &Self, rng: &mut Rng) -> Option<Self::Action> {
        tabula_bots::random(state, rng)
    }
}

impl CliGame for ShapeUp {
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<shape_up::Action> {
        tabula_bots::shape_up::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<shape_up::Action> {
        state.random_action(rng)
    }
}

impl CliGame for SuperPose {
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<super_pose::Action> {
        tabula_bots::super_pose::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<super_pose::Action> {
        state.random_action(rng)
    }
}

impl CliGame for Pow {
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<pow::Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<pow::Action> {
        state.random_action(rng)
    }
}

impl CliGame for Combo4x4 {
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<combo4x4::Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// The rules crate's dispatch from a game id to its type (`with_game!(id, G => ...)`).
pub(crate) use tabula_rules::with_game;

/// Reads a `--game` value.
pub fn parse_id(name: &str) -> CliResult<tabula_rules::GameId> {
    tabula_rules::GameId::parse(name).ok_or_else(|| {
        let known: Vec<&str> = tabula_rules::GameId::ALL.iter().map(|g| g.as_str()).collect();
        CliError::input(format!("unknown game '{name}' (games: {})", known.join(", ")))
    })
}
