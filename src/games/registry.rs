//! The one place that maps a game id to its rules type and its table: opening a
//! save, opening a link and starting a game go through here, so a new game is a
//! folder and one line in [`with_game!`].

use leptos::prelude::*;
use tabula_rules::GameId;

use crate::error::AppError;
use crate::games::table::{self, Table, TableGame};
use crate::i18n::fill;
use crate::pages::home::go_home_with;
use crate::storage::{self, SeatKind};

/// Runs `$body` with `$g` bound to the rules type of the game `$id`.
macro_rules! with_game {
    ($id:expr, $g:ident => $body:expr) => {
        match $id {
            GameId::ShapeUp => {
                type $g = tabula_rules::shape_up::ShapeUp;
                $body
            }
            GameId::SuperPose => {
                type $g = tabula_rules::super_pose::SuperPose;
                $body
            }
            GameId::Combo4x4 => {
                type $g = tabula_rules::combo4x4::Combo4x4;
                $body
            }
            GameId::Pow => {
                type $g = tabula_rules::pow::Pow;
                $body
            }
        }
    };
}

/// The table of a saved game (to play, or to `watch` move by move), or the home page
/// with the reason it cannot open.
pub fn play_saved(id: &str, watch: bool) -> AnyView {
    let opened = storage::open(id).and_then(|saved| {
        crate::web::game_styles(saved.game);
        with_game!(saved.game, G => Table::<G>::from_saved(saved).map(|mut t| {
            t.watch = watch;
            G::table_view(t)
        }))
    });
    opened.unwrap_or_else(|e| {
        let t = crate::ctx::use_ctx().lang.get_untracked().t();
        go_home_with(fill(t.save_broken, &[&e.text(t)]))
    })
}

/// How a table of `game` plays when nobody chose (a game opened from a link).
pub fn default_settings(game: GameId) -> storage::Settings {
    with_game!(game, G => G::default_settings())
}

/// Saves the game a share link carries and returns the new save's id.
pub fn save_link(game: GameId, payload: &str, kinds: Vec<SeatKind>, names: Vec<String>) -> Result<String, AppError> {
    with_game!(game, G => table::saved_from_link::<G>(payload, kinds, names))
}

/// Where a saved game stands, for the list of games: the turn being played as its
/// players count turns, who is to play, and the winners once it is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The turn being played, from 1 (the number of turns played once over).
    pub turn: usize,
    /// The seat to play (or to roll), unless the game is over.
    pub to_move: Option<usize>,
    /// The seats that share first place, once the game is over.
    pub winners: Vec<usize>,
}

/// [`Progress`] of a save, replaying its record; `None` when it does not replay (the
/// list shows what the save itself says, and opening it says why).
pub fn progress(saved: &storage::Saved) -> Option<Progress> {
    use tabula_rules::{Game, Turn};
    with_game!(saved.game, G => {
        let m = tabula_rules::link::from_bytes::<G>(&saved.record).ok()?;
        let st = m.state();
        let to_move = match st.turn() {
            Turn::Seat(s) => Some(s),
            Turn::Chance => st.chance_owner(),
            Turn::Over => None,
        };
        Some(Progress { turn: m.turn_number(), to_move, winners: st.outcome().map(|o| o.winners).unwrap_or_default() })
    })
}

/// Starts the one-tap game of the game box: a person against one Medium computer, in
/// the setup the game proposes for two, and returns the new save's id.
pub fn quick_game(game: GameId, names: Vec<String>) -> Result<String, AppError> {
    use tabula_rules::registry::Describe;
    with_game!(game, G => {
        let setup = G::default_setup(2).map_err(|e| AppError::Record(tabula_rules::RecordError::Setup(e.to_string())))?;
        table::new_saved::<G>(setup, crate::web::new_seed(), names, vec![SeatKind::Human, SeatKind::MEDIUM], G::default_settings())
    })
}
