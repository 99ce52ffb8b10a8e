//! The one place that maps a game id to its table's code: opening a link and
//! starting a game go through here, by the rules' own `with_game!` (game id to rules
//! type), so a new game is a folder and nothing here. A save's table opens through
//! its game's part (`crate::later`, which also holds the one-tap start): the registry
//! knows neither the parts nor the pages, which call it.

use tabula_rules::{with_game, GameId};

use crate::error::AppError;
use crate::games::table::{self, TableGame};
use crate::storage::{self, SeatKind};
use crate::web;

/// How a table of `game` plays when nobody chose (a game opened from a link).
pub fn default_settings(game: GameId) -> storage::Settings {
    with_game!(game, G => G::default_settings())
}

/// Saves the game a share link carries and returns the new save's id.
pub fn save_link(game: GameId, payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, AppError> {
    with_game!(game, G => table::saved_from_link::<G>(payload, kinds, names))
}

/// Starts the one-tap game of the game box: a person against one computer at
/// `level`, in the setup the game proposes for two, and returns the new save's id.
pub fn quick_game(game: GameId, names: Vec<String>, level: tabula_bots::Level) -> Result<String, AppError> {
    use tabula_rules::registry::Describe;
    with_game!(game, G => {
        let setup = G::default_setup(2).map_err(|e| AppError::Record(tabula_rules::RecordError::Setup(e.to_string())))?;
        table::new_saved::<G>(setup, web::new_seed(), names, vec![SeatKind::Human, SeatKind::Computer(level)], G::default_settings())
    })
}
