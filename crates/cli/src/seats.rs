//! Who sits in a seat: a computer player of some level, or random play.

use tabula_bots::Level;

use crate::error::{CliError, CliResult};

/// A seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A computer player of this level.
    Bot(Level),
    /// Uniformly random legal actions.
    Random,
}

impl SeatKind {
    /// The name `--seats` takes (`bot` is read as medium and printed so).
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Bot(level) => level.as_str(),
            SeatKind::Random => "random",
        }
    }
}

/// Reads a `--seats` list: `easy`, `medium`, `hard`, `bot` (medium) or `random`, one a
/// seat, comma-separated.
pub fn parse_seats(list: &str) -> CliResult<Vec<SeatKind>> {
    list.split(',')
        .map(|seat| match seat.trim() {
            "bot" => Ok(SeatKind::Bot(Level::Medium)),
            "random" => Ok(SeatKind::Random),
            "human" => Err(CliError::input(
                "human players are not supported by the command line; seats are easy, medium, hard, bot or random",
            )),
            other => other.parse::<Level>().map(SeatKind::Bot).map_err(|_| {
                CliError::input(format!(
                    "unknown seat '{other}' in --seats: use easy, medium, hard, bot (medium) or random, \
                     e.g. --seats hard,random"
                ))
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_levels_bot_and_random() {
        let seats = parse_seats("hard, bot,random,easy").unwrap_or_default();
        assert_eq!(
            seats,
            vec![
                SeatKind::Bot(Level::Hard),
                SeatKind::Bot(Level::Medium),
                SeatKind::Random,
                SeatKind::Bot(Level::Easy)
            ]
        );
        assert!(parse_seats("human,bot").is_err());
        assert!(parse_seats("expert").is_err());
    }
}
