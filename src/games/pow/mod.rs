//! The POW table.

mod model;
pub mod words;

use leptos::prelude::*;
use tabula_rules::pow::{Action, Pow};
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Seat};

use self::model::{model, reroll};
use crate::games::table::{self, History, Play, Step, TableFrame, TableGame};
use crate::i18n::Lang;

/// A POW table.
pub type Table = table::Table<Pow>;

impl TableGame for Pow {
    /// The dice picked to roll again, one bit each.
    type Choice = u8;
    /// A die picked or put back.
    type Input = u8;
    /// Covered tiles are hidden from everyone alike: nothing to pass.
    const HIDDEN_HANDS: bool = false;

    fn interpret(_: &Pow, legal: &[Action], mask: &u8, die: u8) -> Step<u8, Action> {
        if legal.is_empty() || die > 7 {
            return Step::Ignore;
        }
        Step::Continue(mask ^ (1 << die))
    }

    fn history(game: &Match<Pow>, names: &[String], lang: Lang) -> History {
        let (lines, movers) = model::history(game, names, words::pw(lang), lang);
        History { lines: lines.into_iter().map(Into::into).collect(), movers, at: Vec::new() }
    }

    fn table_view(table: Table) -> AnyView {
        view! { <PowTable table/> }.into_any()
    }

    fn bot(state: &Pow, seat: Seat, rng: &mut Rng) -> Option<Action> {
        tabula_bots::pow::choose(&state.view(Some(seat)), rng)
    }
}

/// The four die faces as shapes, so they read without colour: a shield, a skull, a
/// round speech bubble and a jagged "POW" burst.
const SYMBOLS: &str = r##"<svg class="pow-defs" aria-hidden="true"><defs>
<symbol id="pow-f0" viewBox="0 0 40 40"><path d="M20 5 32 10v10c0 7-5 12-12 15C13 32 8 27 8 20V10z"/><path d="m13 14 7 7 7-7" fill="none" stroke="#fffdf8" stroke-width="3.5"/></symbol>
<symbol id="pow-f1" viewBox="0 0 40 40"><path d="M20 6c8 0 13 5 13 12 0 4-2 6-4 8v6H11v-6c-2-2-4-4-4-8C7 11 12 6 20 6z"/><g fill="#fffdf8" stroke="#fffdf8"><circle cx="15" cy="18" r="3.5"/><circle cx="25" cy="18" r="3.5"/><path d="M16 27v5M20 27v5M24 27v5" stroke-width="2"/></g></symbol>
<symbol id="pow-f2" viewBox="0 0 40 40"><ellipse cx="20" cy="17" rx="14" ry="10"/><path d="m11 24-3 10 11-7z"/></symbol>
<symbol id="pow-f3" viewBox="0 0 40 40"><path d="m20 3 4 9 9-4-3 9 9 3-9 4 4 9-10-3-4 9-3-9-10 3 4-9-9-4 9-3-3-9 9 4z"/></symbol>
</defs></svg>"##;

/// The table: dice, the two rows, every seat's stacks, in the shared frame.
#[component]
pub fn PowTable(table: Table) -> impl IntoView {
    let play = Play::new(table);
    let m = Memo::new(move |_| {
        let l = play.lang.get();
        let mask = play.choice.get();
        play.table.with(|tb| play.names.with_value(|n| play.kinds.with_value(|k| model(&tb.game, n, k, l, mask))))
    });
    // Keyboard players keep their place: after each redraw the first die to pick (or
    // the first lit tile) takes the focus.
    Effect::new(move |_| {
        m.track();
        if play.keyboard.get_value() {
            request_animation_frame(|| crate::games::table::focus_first(".pow .die:enabled, .pow button.lit"));
        }
    });
    let on_click = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|e| e.closest("button").ok().flatten())
        else {
            return;
        };
        let num = |k: &str| el.get_attribute(k).and_then(|v| v.parse::<usize>().ok());
        if let Some(d) = num("data-d") {
            play.input(d as u8);
        } else if num("data-r").is_some() {
            if let Some(a) = m.with_untracked(|md| reroll(&md.scene, play.choice.get_untracked())) {
                play.commit(a);
            }
        } else if let Some(a) = num("data-a").and_then(|i| m.with_untracked(|md| md.acts.get(i).cloned())) {
            play.commit(a);
        }
    };
    // The frame adds the others' last take; only the end's count is POW's own.
    let status = Signal::derive(move || if play.over() { m.with(|md| md.status.clone()) } else { play.turn_status() });
    view! {
        <TableFrame frame=play.frame(status) class="pow" grid="pow-grid">
            <div class="pow-symbols" inner_html=SYMBOLS></div>
            <div class="pow-main" on:click=on_click inner_html=move || m.with(|md| md.html.clone())></div>
        </TableFrame>
    }
}
