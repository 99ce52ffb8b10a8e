//! The POW table: the board ([`board::PowBoard`], components drawn from the pure scene
//! of [`model`]) in the shared table frame.

mod board;
mod model;
pub(super) mod read;
mod result;
mod rows;
mod stacks;
mod tray;
pub mod words;

use leptos::prelude::*;
use tabula_rules::pow::{Action, Pow};
use tabula_rules::Match;

use self::board::PowBoard;
use self::model::{last_take, scene, scores, Input, Scene};
use crate::games::read::said as read_said;
use crate::games::table::{self, focus_first, Frame, History, Play, Read, Reader, Step, TableFrame, TableGame};
use crate::i18n::Lang;
use crate::reactive::{derive, effect, memo};

/// A POW table.
pub type Table = table::Table<Pow>;

impl TableGame for Pow {
    /// The dice picked to roll again, one bit each.
    type Choice = u8;
    type Input = Input;

    fn interpret(game: &Pow, legal: &[Action], mask: &u8, input: Input) -> Step<u8, Action> {
        model::step(game, legal, *mask, input)
    }

    fn presses(game: &Pow, a: &Action) -> Vec<Input> {
        model::presses(game, a)
    }

    fn history(game: &Match<Pow>, names: &[String], lang: Lang) -> History {
        model::history(game, names, words::pw(lang), lang)
    }

    fn renamed(game: &Match<Pow>) -> Vec<(String, String)> {
        model::renamed(game)
    }

    fn table_view(table: Table) -> AnyView {
        view! { <PowTable table/> }.into_any()
    }
}

/// The table: dice, the two rows, every seat's stacks, in the shared frame.
#[component]
pub fn PowTable(table: Table) -> impl IntoView {
    let play = Play::new(table);
    // Targets are lit only while a person is to decide.
    let scene = memo(move || {
        play.legal.with(|l| play.table.with(|tb| Scene { last: last_take(&tb.game), ..scene(tb.game.state(), l) }))
    });
    // Keyboard players keep their place: after each change of the game the first die
    // to pick (or the first lit tile) takes the focus. Picking a die changes no
    // element, so the focus stays on it.
    effect(move || {
        scene.track();
        if play.focus_follows() {
            request_animation_frame(|| focus_first(".pow .die.rolled:enabled, .pow button.lit"));
        }
    });
    // The frame adds the others' last take; only the end's count is POW's own.
    let status = derive(move || {
        if !play.over() {
            return play.turn_status();
        }
        let counts = scene.with(|s| s.result.clone()).unwrap_or_default();
        play.game_over(&[&play.who_won(), &play.names.with_value(|n| scores(&counts, n))])
    });
    let names = derive(move || play.names.get_value());
    let shown = derive(move || play.shown_names());
    view! {
        <TableFrame frame=Frame { read: play.watch.is_none().then(|| Read { reader: StoredValue::new(Reader::Pow(play, status)), said: read_said }), ..play.frame(status) } class="pow" grid="pow-grid">
            <PowBoard
                scene=scene.into()
                mask=play.choice.into()
                on_input=Callback::new(move |i| play.input(i))
                on_action=Callback::new(move |a| play.input(Input::Take(a)))
                names
                shown
                lang=play.lang.into()
            />
        </TableFrame>
    }
}
