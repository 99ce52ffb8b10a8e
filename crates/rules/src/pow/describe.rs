//! POW in the registry: 2 to 5 seats, no variants.

use super::data::{MAX_SEATS, MIN_SEATS};
use super::{Pow, Setup};
use crate::registry::{Chosen, Describe, GameInfo, SetupError};
use crate::GameId;

impl Describe for Pow {
    const INFO: GameInfo = GameInfo {
        id: GameId::Pow,
        title: "POW",
        min_seats: MIN_SEATS,
        max_seats: MAX_SEATS,
        default_seats: 2,
        minutes: 15,
        variants: &[],
        aliases: &[],
        hidden: false,
        chance: true,
    };

    fn build(seats: u8, _chosen: &Chosen) -> Result<Setup, SetupError> {
        Ok(Setup::new(seats))
    }

    fn chosen(_setup: &Setup) -> Chosen {
        Chosen::default()
    }
}
