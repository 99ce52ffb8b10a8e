//! What the command needs from each game beyond the [`Game`] trait, and the one place
//! that maps a game id to its type: adding a game is an impl of [`CliGame`] and one
//! arm in [`with_game!`].

use tabula_rules::combo4x4::{self, Combo4x4};
use tabula_rules::pow::{self, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::{self, ShapeUp};
use tabula_rules::super_pose::{self, SuperPose};
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

impl CliGame for SuperPose {
    /// `--variant` is a comma-separated list of: `first-game` (the default: 3 plain
    /// starting cards, 5-card decks), `flowers`, `nine-cards` (or `chameleons`: the
    /// circle cards bring them in), `advanced`, `teams`, `race` or `race=N` (teams only,
    /// 35 by default), `solo` (one seat) and `layout=N` (ready starting layout N).
    fn setup_from(options: &SetupOptions) -> CliResult<super_pose::Setup> {
        let seats = u8::try_from(options.seats)
            .ok()
            .filter(|s| (1..=6).contains(s))
            .ok_or_else(|| CliError::input(format!("SUPER-POSE is for 1 to 6 players, not {}", options.seats)))?;
        if options.rounds.is_some() {
            return Err(CliError::input("SUPER-POSE is played in one go: --rounds is for shape-up"));
        }
        let mut setup = super_pose::Setup::first_game(seats);
        let mut solo = false;
        let variant = options.variant.as_deref().unwrap_or("first-game");
        for part in variant.split(',').map(str::trim) {
            let (name, value) = match part.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (part, None),
            };
            let number = |what: &str| -> CliResult<u16> {
                value.and_then(|v| v.parse().ok()).ok_or_else(|| {
                    CliError::input(format!("SUPER-POSE variant {what}=N needs a whole number, not '{part}'"))
                })
            };
            match (name, value) {
                ("first-game", None) => {}
                ("flowers", None) => setup.flowers = true,
                ("nine-cards" | "chameleons", None) => setup.deck = super_pose::Deck::Nine,
                ("advanced", None) => setup.advanced = true,
                ("teams", None) => setup.teams = true,
                // 35 is the end of the score track, the target the rules suggest.
                ("race", None) => setup.race = Some(35),
                ("race", Some(_)) => setup.race = Some(number("race")?),
                ("solo", None) => solo = true,
                ("layout", Some(_)) => {
                    let n = u8::try_from(number("layout")?).map_err(|_| CliError::input("no such starting layout"))?;
                    setup.start = super_pose::Start::Ready(n);
                }
                _ => {
                    return Err(CliError::input(format!(
                        "SUPER-POSE has variants first-game, flowers, nine-cards (or chameleons), advanced, \
                         teams, race[=N], solo and layout=N (comma-separated), not '{part}'"
                    )))
                }
            }
        }
        if solo && seats != 1 {
            return Err(CliError::input(format!("solo SUPER-POSE is for one seat, not {seats}")));
        }
        if setup.race.is_some() {
            // A race is a team ending: asking for it implies teams.
            setup.teams = true;
        }
        if setup.teams && !matches!(seats, 4 | 6) {
            return Err(CliError::input(format!("SUPER-POSE teams of 2 need 4 or 6 players, not {seats}")));
        }
        if let super_pose::Start::Ready(n) = setup.start {
            if usize::from(n) >= super_pose::ready_count(setup.flowers) {
                return Err(CliError::input(format!(
                    "layout={n}: there are {} ready starting layouts{}, numbered from 0",
                    super_pose::ready_count(setup.flowers),
                    if setup.flowers { " with flowers" } else { "" }
                )));
            }
        }
        Ok(setup)
    }

    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<super_pose::Action> {
        tabula_bots::super_pose::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<super_pose::Action> {
        state.random_action(rng)
    }
}

impl CliGame for Pow {
    /// POW has no variants: 2 to 5 seats, one game.
    fn setup_from(options: &SetupOptions) -> CliResult<pow::Setup> {
        let range = pow::data::MIN_SEATS..=pow::data::MAX_SEATS;
        let seats = u8::try_from(options.seats).ok().filter(|s| range.contains(s)).ok_or_else(|| {
            CliError::input(format!(
                "POW is for {} to {} players, not {}",
                pow::data::MIN_SEATS,
                pow::data::MAX_SEATS,
                options.seats
            ))
        })?;
        if let Some(v) = &options.variant {
            return Err(CliError::input(format!("POW has no variants, not '{v}'")));
        }
        if options.rounds.is_some() {
            return Err(CliError::input("POW is played in one go: --rounds is for shape-up"));
        }
        Ok(pow::Setup::new(seats))
    }

    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<pow::Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }

    fn sample(state: &Self, rng: &mut Rng) -> Option<pow::Action> {
        state.random_action(rng)
    }
}

impl CliGame for Combo4x4 {
    /// `--variant` is a comma-separated list of: `standard` (the default house
    /// readings), `jump-orthogonal`, `trade-orthogonal` (Trade and Switch: "adjacent"
    /// means orthogonally adjacent), `push-orthogonal`, and `orthogonal` (all three).
    fn setup_from(options: &SetupOptions) -> CliResult<combo4x4::Setup> {
        if options.seats != 2 {
            return Err(CliError::input(format!("Combo 4x4 is for 2 players, not {}", options.seats)));
        }
        if options.rounds.is_some() {
            return Err(CliError::input("Combo 4x4 is played in one go: --rounds is for shape-up"));
        }
        let mut setup = combo4x4::Setup::default();
        for part in options.variant.as_deref().unwrap_or("standard").split(',').map(str::trim) {
            match part {
                "standard" => {}
                "jump-orthogonal" => setup.jump_orthogonal = true,
                "trade-orthogonal" => setup.trade_orthogonal = true,
                "push-orthogonal" => setup.push_orthogonal = true,
                "orthogonal" => {
                    setup.jump_orthogonal = true;
                    setup.trade_orthogonal = true;
                    setup.push_orthogonal = true;
                }
                other => {
                    return Err(CliError::input(format!(
                        "Combo 4x4 has variants standard, jump-orthogonal, trade-orthogonal, push-orthogonal \
                         and orthogonal (comma-separated), not '{other}'"
                    )))
                }
            }
        }
        Ok(setup)
    }

    fn bot(state: &Self, seat: Seat, rng: &mut Rng) -> Option<combo4x4::Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// Runs `$body` with `$G` naming the type of game `$id`. `$body` must evaluate to a
/// [`CliResult`].
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            tabula_rules::GameId::ShapeUp => {
                type $G = tabula_rules::shape_up::ShapeUp;
                $body
            }
            tabula_rules::GameId::SuperPose => {
                type $G = tabula_rules::super_pose::SuperPose;
                $body
            }
            tabula_rules::GameId::Combo4x4 => {
                type $G = tabula_rules::combo4x4::Combo4x4;
                $body
            }
            tabula_rules::GameId::Pow => {
                type $G = tabula_rules::pow::Pow;
                $body
            }
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
