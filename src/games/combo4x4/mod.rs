//! The Combo 4x4 table: the board, both (open) hands and the combos made, as
//! components over the shared table frame.

mod board;
mod model;
pub(super) mod read;
mod seat;
pub mod words;

use leptos::prelude::*;
use tabula_rules::combo4x4::{Action, Card, Cell, Combo4x4};
use tabula_rules::{Game, Match, Turn};

use self::board::Board;
use self::model::{how_it_ended, lights, scene, Sel};
use self::seat::SeatPanel;
use crate::games::read::said as read_said;
use crate::games::table::{focus_first, Frame, History, Play, Read, Reader, Step, Table, TableFrame, TableGame};
use crate::i18n::{fill, Lang};
use crate::reactive::{derive, effect, memo};
use crate::storage::SeatKind;

/// What a person does on a Combo 4x4 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A cell of the board.
    Cell(Cell),
    /// A card of the hand.
    Card(Card),
    /// Escape: let go of the man, then of the card.
    Back,
}

impl TableGame for Combo4x4 {
    type Choice = Sel;
    type Input = Input;

    fn interpret(_: &Combo4x4, legal: &[Action], sel: &Sel, input: Input) -> Step<Sel, Action> {
        if legal.is_empty() {
            return Step::Ignore;
        }
        let (movable, targets) = lights(legal, *sel);
        match input {
            Input::Cell(n) if targets.contains(n) => match (sel.card, sel.from) {
                (Some(card), Some(from)) => Step::Submit(Action { card, from, to: n }),
                _ => Step::Ignore,
            },
            Input::Cell(n) if movable.contains(n) && sel.from != Some(n) => {
                Step::Continue(Sel { from: Some(n), ..*sel })
            }
            Input::Cell(_) | Input::Back if sel.from.is_some() => Step::Continue(Sel { from: None, ..*sel }),
            Input::Cell(_) => Step::Ignore,
            Input::Card(c) => Step::Continue(Sel { card: (sel.card != Some(c)).then_some(c), from: None }),
            Input::Back if sel.card.is_some() => Step::Continue(Sel::default()),
            Input::Back => Step::Ignore,
        }
    }

    /// Card, man, cell.
    fn presses(_: &Combo4x4, a: &Action) -> Vec<Input> {
        vec![Input::Card(a.card), Input::Cell(a.from), Input::Cell(a.to)]
    }

    /// A score here is a count of combos, 0 to 2: the board says it all.
    fn score_chart(_: &Combo4x4) -> bool {
        false
    }

    fn history(game: &Match<Combo4x4>, names: &[String], lang: Lang) -> History {
        model::history(game, names, words::c4(lang))
    }

    /// Men are keyed by their square: the mover's and every man it displaced change key.
    fn renamed(game: &Match<Combo4x4>) -> Vec<(String, String)> {
        let Some(r) = game.reports().last().map(|e| &e.report) else { return Vec::new() };
        std::iter::once((r.from, r.to))
            .chain(r.displaced.iter().copied())
            .map(|(a, b)| (format!("c{a}"), format!("c{b}")))
            .collect()
    }

    fn table_view(table: Table<Combo4x4>) -> AnyView {
        view! { <Combo4x4Table table/> }.into_any()
    }
}

/// The hint under the status line: what to choose next.
fn hint(play: Play<Combo4x4>) -> String {
    let w = words::c4(play.lang.get());
    if play.legal.with(Vec::is_empty) {
        return String::new();
    }
    let sel = play.choice.get();
    let Some(card) = sel.card else { return w.pick_card.to_string() };
    let name = words::card(w, card);
    let (movable, _) = play.legal.with(|l| lights(l, sel));
    match (sel.from, movable.is_empty()) {
        (_, true) => fill(w.card_stuck, &[name]),
        (None, _) => fill(w.pick_man, &[name, words::help(w, card)]),
        (Some(_), _) if play.keyboard.get_value() => fill(w.pick_to_keys, &[name]),
        (Some(_), _) => fill(w.pick_to, &[name]),
    }
}

/// The table.
#[component]
pub fn Combo4x4Table(table: Table<Combo4x4>) -> impl IntoView {
    let play = Play::new(table);
    let scene = memo(move || {
        let sel = play.choice.get();
        play.legal
            .with(|l| play.table.with(|tb| scene(tb.game.state(), l, tb.game.record().actions.last().copied(), sel)))
    });
    let status = derive(move || {
        if !play.over() {
            return play.turn_status();
        }
        let w = words::c4(play.lang.get());
        let how = play.table.with(|tb| play.names.with_value(|n| how_it_ended(tb.game.state(), n, w)));
        play.game_over(&[&play.who_won(), &how])
    });
    // Keyboard players keep their place: focus goes where the next decision is.
    effect(move || {
        let sc = scene.get();
        let sel = play.choice.get();
        if !play.focus_follows() || play.legal.with(Vec::is_empty) {
            return;
        }
        let to = match (sel.card, sc.from) {
            (Some(_), Some(_)) => ".c4-board .target",
            (Some(_), None) if !sc.movable.is_empty() => ".c4-board .movable",
            (Some(_), None) => ".c4-card[aria-pressed]",
            _ => ".c4-card:enabled",
        };
        request_animation_frame(move || focus_first(to));
    });
    // The person's own panel sits above the board on a phone, the other's below.
    let me = derive(move || {
        play.table
            .with(|tb| tb.human_to_move())
            .or_else(|| play.kinds.with_value(|k| k.iter().position(|k| *k == SeatKind::Human)))
            .unwrap_or(0)
    });
    let turn = derive(move || play.table.with(|tb| tb.game.state().turn()));
    let piles = move || {
        let w = words::c4(play.lang.get());
        play.table.with(|tb| {
            fill(w.piles, &[&tb.game.state().deck().len().to_string(), &tb.game.state().discards().len().to_string()])
        })
    };
    let on_cell = Callback::new(move |c: Cell| play.input(Input::Cell(c)));
    // Each seat's combos with the cells of the men that made them (the board then).
    let combos = memo(move || play.table.with(|tb| model::combos(&tb.game)));
    view! {
        <TableFrame frame=Frame { read: play.watch.is_none().then(|| Read { reader: StoredValue::new(Reader::Combo4x4(play, status)), said: read_said }), ..play.frame(status) } class="c4" grid="c4-grid">
            <div class="c4-note">
                <p class="hint" data-testid="c4-hint">{move || hint(play)}</p>
            </div>
            {(0..2usize)
                .map(|s| {
                    view! {
                        <section
                            class=move || format!("c4-seat c4-seat-{s} {}", if me.get() == s { "c4-me" } else { "c4-them" })
                            class:turn=move || turn.get() == Turn::Seat(s)
                            data-testid=format!("c4-seat-{s}")
                            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                                if ev.key() == "Escape" {
                                    play.input(Input::Back);
                                }
                            }
                        >
                            <SeatPanel play seat=s combos=derive(move || combos.with(|c| c.get(s).cloned().unwrap_or_default()))/>
                        </section>
                    }
                })
                .collect_view()}
            <Board scene lang=play.lang.into() on_cell on_back=Callback::new(move |()| play.input(Input::Back))/>
            <p class="c4-piles">{piles}</p>
        </TableFrame>
    }
}

#[cfg(test)]
mod input_tests;
