//! The Combo 4x4 table.

pub mod words;

use leptos::prelude::*;
use tabula_rules::combo4x4::{Action, Combo4x4};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Seat};

use crate::app::Ctx;
use crate::games::table::{self, TableGame};

/// A Combo 4x4 table.
pub type Table = table::Table<Combo4x4>;

impl TableGame for Combo4x4 {
    fn bot(state: &Combo4x4, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::combo4x4::choose(&state.view(Some(seat)), rng)
    }
}

/// The table: board, both hands, combos, log, and the computer's turns.
#[component]
pub fn Combo4x4Table(ctx: Ctx, table: Table) -> impl IntoView {
    let _ = (ctx, table);
    view! { <section class="table c4"><p>"Combo 4x4"</p></section> }
}
