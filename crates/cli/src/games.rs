//! What the command needs from each game beyond the [`Game`] trait, and the one place
//! that maps a game id to its type: adding a game is an impl of [`CliGame`] and one
//! arm in [`with_game!`].

use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{self, ShapeUp};
use tabula_rules::{Game, Seat};

use crate::error::{CliError, CliResult};

/// Setup choices common to every game's command line; each game reads what it has.
#[derive(Clone, Debug, Default)]
pub struct SetupOptions {
    /// Number of seats.
    pub seats: usize,
    /// `--variant`, if given.
    pub variant: Option<String>,
    /// `--rounds`, if given.
    pub rounds: Option<u8>,
}

/// A game the command can play, replay and benchmark.
pub trait CliGame: Game {
    /// The setup for these options, or why they do not fit the game.
    fn setup_from(options: &SetupOptions) -> CliResult<Self::Setup>;

    /// The game's computer player for `seat`. It must look at `seat`'s view only.
    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<Self::Action>;

    /// A uniformly random legal action by the game's fastest means. The default lists
    /// every legal action.
    fn sample(state: &Self, rng: &mut Rng) -> Option<Self::Action> {
        tabula_bots::random(state, rng)
    }
}

impl CliGame for ShapeUp {
    fn setup_from(options: &SetupOptions) -> CliResult<shape_up::Setup> {
        let advanced = match options.variant.as_deref() {
            None | Some("basic") => false,
            Some("advanced") => true,
            Some(other) => {
                return Err(CliError::input(format!("Shape Up! has variants basic and advanced, not '{other}'")))
            }
        };
        let seats = u8::try_from(options.seats)
            .map_err(|_| CliError::input(format!("Shape Up! is for 2 or 3 players, not {}", options.seats)))?;
        let defaults = shape_up::Setup::default();
        Ok(shape_up::Setup { seats, advanced, rounds: options.rounds.unwrap_or(defaults.rounds), ..defaults })
    }

    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<shape_up::Action> {
        tabula_bots::shape_up::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<shape_up::Action> {
        state.random_action(rng)
    }
}

/// Runs `$body` with `$G` naming the type of game `$id`, or fails for a game this
/// command does not have yet. `$body` must evaluate to a [`CliResult`].
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            tabula_rules::GameId::ShapeUp => {
                type $G = tabula_rules::shape_up::ShapeUp;
                $body
            }
            other => Err($crate::error::CliError::input(format!(
                "{} ({}) cannot be played here yet; available: shape-up",
                other.title(),
                other.as_str()
            ))),
        }
    };
}
pub(crate) use with_game;

/// Reads a `--game` value.
pub fn parse_id(name: &str) -> CliResult<tabula_rules::GameId> {
    tabula_rules::GameId::parse(name).ok_or_else(|| {
        let known: Vec<&str> = tabula_rules::GameId::ALL.iter().map(|g| g.as_str()).collect();
        CliError::input(format!("unknown game '{name}' (games: {})", known.join(", ")))
    })
}
