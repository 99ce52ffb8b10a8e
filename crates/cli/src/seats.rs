//! Who sits in a seat: a computer player of some level, or random play.

use std::str::FromStr;

use tabula_bots::Level;

/// A seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A computer player of this level.
    Bot(Level),
    /// Uniformly random legal actions.
    Random,
    /// The game's ceiling yardstick (`BotGame::ceiling`, POW only): it sees every
    /// hidden tile and the dice to come. Never a level the app offers.
    Ceiling,
}

impl SeatKind {
    /// The name `--seats` takes (`bot` is read as medium and printed so).
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Bot(level) => level.as_str(),
            SeatKind::Random => "random",
            SeatKind::Ceiling => "ceiling",
        }
    }
}

/// Reads one entry of `--seats`: `easy`, `medium`, `hard`, `expert`, `bot` (medium),
/// `random` or `ceiling` (POW's yardstick; other games refuse it when they start);
/// the error says what to write instead.
impl FromStr for SeatKind {
    type Err = String;

    fn from_str(seat: &str) -> Result<SeatKind, String> {
        match seat.trim() {
            "bot" => Ok(SeatKind::Bot(Level::Medium)),
            "random" => Ok(SeatKind::Random),
            "ceiling" => Ok(SeatKind::Ceiling),
            "human" => Err("human players are not supported by the command line; \
                            seats are easy, medium, hard, expert, bot or random"
                .into()),
            other => other.parse::<Level>().map(SeatKind::Bot).map_err(|_| {
                "use easy, medium, hard, expert, bot (medium) or random, one a seat, e.g. --seats hard,random".into()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_levels_bot_and_random() {
        let seats: Result<Vec<SeatKind>, String> =
            "hard, bot,random,easy,expert,ceiling".split(',').map(str::parse).collect();
        assert_eq!(
            seats,
            Ok(vec![
                SeatKind::Bot(Level::Hard),
                SeatKind::Bot(Level::Medium),
                SeatKind::Random,
                SeatKind::Bot(Level::Easy),
                SeatKind::Bot(Level::Expert),
                SeatKind::Ceiling
            ])
        );
        assert!("human".parse::<SeatKind>().is_err());
        assert!("master".parse::<SeatKind>().is_err());
    }
}
