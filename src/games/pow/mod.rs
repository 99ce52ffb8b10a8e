//! The POW table.

pub mod words;

use leptos::prelude::*;
use tabula_rules::pow::{Action, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Seat};

use crate::app::Ctx;
use crate::games::table::{self, TableGame};

/// A POW table.
pub type Table = table::Table<Pow>;

impl TableGame for Pow {
    fn bot(state: &Pow, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }
}

/// The table: dice, the two rows, every seat's stacks, log, and the computers' turns.
#[component]
pub fn PowTable(ctx: Ctx, table: Table) -> impl IntoView {
    let _ = (ctx, table);
    view! { <section class="table pow"><p>"POW"</p></section> }
}
