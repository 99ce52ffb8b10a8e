//! The card layout as SVG: cards, the cells where the mover may act, scoring lines.

use crate::kit::list::Keyed;
use crate::kit::num::num;
use crate::reactive::memo;
use leptos::prelude::*;
use tabula_rules::shape_up::{Card, Cell};

use super::card::{card_name, CardFace};
use super::draft::Options;
use crate::i18n::{fill, Strings};

const UNIT: f64 = 100.0;
const CARD: f64 = 92.0;

/// What the board shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardModel {
    /// Cards in place.
    pub cards: Vec<(Cell, Card)>,
    /// What the mover may click.
    pub options: Options,
    /// The card picked up to move.
    pub lifted: Option<Cell>,
    /// The card played this turn.
    pub fresh: Option<Cell>,
    /// Lines to draw over the cards (scoring lines at the end), each with its
    /// attribute (0 shape, 1 fill, 2 colour): two lines on the same cards stay apart.
    pub lines: Vec<(u8, Vec<Cell>)>,
    /// Cells the board must show all turn long (every cell a legal turn may touch),
    /// so the board keeps its scale while the turn is built.
    pub frame: Vec<Cell>,
    /// The previous turn: where its card was played and where its moved card went.
    pub last: Option<(Cell, Option<Cell>)>,
}

/// Column and row bounds of everything shown, at least 3x3 with the content centred.
fn bounds(m: &BoardModel) -> (i8, i8, i8, i8) {
    let cells = m
        .cards
        .iter()
        .map(|p| p.0)
        .chain(m.options.plays.iter().copied())
        .chain(m.options.targets.iter().copied())
        .chain(m.frame.iter().copied());
    let (mut x0, mut x1, mut y0, mut y1) = (0i8, 0i8, 0i8, 0i8);
    for (i, c) in cells.enumerate() {
        if i == 0 {
            (x0, x1, y0, y1) = (c.x, c.x, c.y, c.y);
        }
        x0 = x0.min(c.x);
        x1 = x1.max(c.x);
        y0 = y0.min(c.y);
        y1 = y1.max(c.y);
    }
    let grow = |lo: &mut i8, hi: &mut i8| {
        while i16::from(*hi) - i16::from(*lo) < 2 {
            *lo = lo.saturating_sub(1);
            if i16::from(*hi) - i16::from(*lo) < 2 {
                *hi = hi.saturating_add(1);
            }
        }
    };
    grow(&mut x0, &mut x1);
    grow(&mut y0, &mut y1);
    (x0, x1, y0, y1)
}

/// The cell of the row an event came from (the nearest ancestor matching `row`, by
/// its `data-cell`). The board listens once for all its rows: a row with listeners of
/// its own frees each one as it goes, which was a large part of a press's handlers
/// at a quarter of the CPU (docs/BENCHMARKS.md, "Presses at a quarter of the CPU").
fn cell_at(target: Option<web_sys::EventTarget>, row: &str) -> Option<Cell> {
    let el = crate::web::closest(target, row)?;
    let at = el.get_attribute("data-cell")?;
    let (x, y) = at.split_once(',')?;
    Some(Cell::new(x.parse().ok()?, y.parse().ok()?))
}

/// A card in place as a list key: the card and its cell (a card moved is a new row;
/// its motion key glides it from where it was).
fn card_key(cell: Cell, card: Card) -> u64 {
    u64::from(card.0) << 16 | cell_bits(cell)
}

/// A cell as the low 16 bits of a key; `target` above them for a slot.
fn cell_bits(cell: Cell) -> u64 {
    u64::from(cell.x as u8) << 8 | u64::from(cell.y as u8)
}

fn cell_of(k: u64) -> Cell {
    Cell::new((k >> 8) as u8 as i8, k as u8 as i8)
}

/// Where a cell is drawn: every cell at its own place, the view box following the
/// layout, so a card keeps its element while the layout grows round it.
fn px(c: Cell) -> (f64, f64) {
    (f64::from(c.x) * UNIT, f64::from(c.y) * UNIT)
}

/// A cell's column and row in the rules' own frame: the first card's cell is column
/// 0, row 0, whatever the layout becomes, so a place heard once is found again (a
/// count from the view's corner changed when the layout grew or a card was lifted).
pub fn col_row(c: Cell) -> (String, String) {
    (c.x.to_string(), c.y.to_string())
}

/// The board. `on_cell` gets clicks and keyboard activation; `on_drop` gets a hand
/// card dropped on a cell. Cards and slots are keyed rows: a press redraws what it
/// changed, not the whole layout.
#[component]
pub fn Board(
    model: Signal<BoardModel>,
    t: Signal<&'static Strings>,
    on_cell: Callback<Cell>,
    on_drop: Callback<Cell>,
    /// The card that has keyboard focus, so the table can name it (colour included).
    on_focus: Callback<Option<Cell>>,
) -> impl IntoView {
    let b = memo(move || model.with(bounds));
    // The card named under the board, told to the table only when it changes (the
    // pointer crosses a card's own parts too).
    let named = StoredValue::new(None::<Cell>);
    let name_card = move |cell: Option<Cell>| {
        if named.get_value() != cell {
            named.set_value(cell);
            on_focus.run(cell);
        }
    };
    let view_box = move || {
        let (x0, x1, y0, y1) = b.get();
        let (w, h) = (f64::from(x1 - x0 + 1) * UNIT, f64::from(y1 - y0 + 1) * UNIT);
        format!(
            "{} {} {} {}",
            num(f64::from(x0) * UNIT - 10.0),
            num(f64::from(y0) * UNIT - 10.0),
            num(w + 20.0),
            num(h + 20.0)
        )
    };
    // By place, row by row, as a reader walks the layout (not in the order played).
    let card_keys = memo(move || {
        model.with(|m| {
            let mut cards = m.cards.clone();
            cards.sort_by_key(|(c, _)| (c.y, c.x));
            cards.iter().map(|&(cell, card)| card_key(cell, card)).collect()
        })
    });
    let card = Callback::new(move |k: u64| {
        let (cell, card) = (cell_of(k), Card((k >> 16) as u8));
        let (x, y) = px(cell);
        // What the model says of this card, as one value: only a change redraws it.
        let state = memo(move || {
            model.with(|m| {
                let movable = m.options.movable.contains(&cell);
                let lifted = m.lifted == Some(cell);
                let fresh = m.fresh == Some(cell) || m.last.is_some_and(|l| l.0 == cell);
                (movable, lifted, fresh, m.last.is_some_and(|l| l.1 == Some(cell)))
            })
        });
        let active = move || state.with(|s| s.0 || s.1);
        let label = move || {
            let t = t.get();
            let (c, r) = col_row(cell);
            fill(t.su_cell, &[&card_name(t, card), &c, &r])
        };
        let pad = (UNIT - CARD) / 2.0;
        view! {
            <g
                class="cell card motion"
                data-motion=format!("s{}", card.0)
                class:movable=move || state.with(|s| s.0)
                class:lifted=move || state.with(|s| s.1)
                class:fresh=move || state.with(|s| s.2)
                class:moved=move || state.with(|s| s.3)
                tabindex=move || if active() { "0" } else { "-1" }
                role=move || if active() { "button" } else { "img" }
                aria-label=label
                aria-pressed=move || state.with(|s| s.1).then_some("true")
                data-cell=format!("{},{}", cell.x, cell.y)
            >
                <rect class="focus-ring" x=num(x + 1.0) y=num(y + 1.0) width=num(UNIT - 2.0) height=num(UNIT - 2.0) rx=12/>
                {move || view! { <CardFace card x=x + pad y=y + pad size=CARD t=t.get()/> }}
            </g>
        }
        .into_any()
    });
    let slot_keys = memo(move || {
        model.with(|m| {
            let plays = m.options.plays.iter().map(|c| cell_bits(*c));
            plays.chain(m.options.targets.iter().map(|c| 1 << 16 | cell_bits(*c))).collect()
        })
    });
    let slot = Callback::new(move |k: u64| {
        let (cell, target) = (cell_of(k), k >> 16 == 1);
        let (x, y) = px(cell);
        let label = move || {
            let t = t.get();
            let (c, r) = col_row(cell);
            fill(if target { t.su_move_cell } else { t.su_legal_cell }, &[&c, &r])
        };
        view! {
            <g
                class="cell slot"
                class:target=target
                tabindex="0"
                role="button"
                aria-label=label
                data-cell=format!("{},{}", cell.x, cell.y)
            >
                <rect x=num(x + 5.0) y=num(y + 5.0) width=num(UNIT - 10.0) height=num(UNIT - 10.0) rx=10/>
                <text x=num(x + UNIT / 2.0) y=num(y + UNIT / 2.0 + 12.0) text-anchor="middle" font-size="36">"+"</text>
            </g>
        }
        .into_any()
    });
    let felt = move |attr: usize| {
        let (x0, x1, y0, y1) = b.get();
        let v = [f64::from(x0) * UNIT - 10.0, f64::from(y0) * UNIT - 10.0];
        let size = [f64::from(x1 - x0 + 1) * UNIT + 20.0, f64::from(y1 - y0 + 1) * UNIT + 20.0];
        num([v[0], v[1], size[0], size[1]][attr])
    };
    view! {
        <p id="su-frame" class="sr-only">{move || t.get().su_frame}</p>
        <svg
            class="board"
            viewBox=view_box
            role="group"
            aria-label=move || t.get().su_layout
            aria-describedby="su-frame"
            data-testid="board"
            on:click=move |ev| {
                if let Some(c) = cell_at(ev.target(), "[data-cell]") {
                    on_cell.run(c);
                }
            }
            // Enter and Space act on a focused cell as a click does.
            on:keydown=move |ev| {
                if matches!(ev.key().as_str(), "Enter" | " ") {
                    if let Some(c) = cell_at(ev.target(), "[data-cell]") {
                        ev.prevent_default();
                        on_cell.run(c);
                    }
                }
            }
            on:dragover=move |ev| {
                if cell_at(ev.target(), ".slot").is_some() {
                    ev.prevent_default();
                }
            }
            on:drop=move |ev| {
                if let Some(c) = cell_at(ev.target(), ".slot") {
                    ev.prevent_default();
                    on_drop.run(c);
                }
            }
            on:focusin=move |ev| name_card(cell_at(ev.target(), ".card"))
            on:focusout=move |_| name_card(None)
            on:mouseover=move |ev| name_card(cell_at(ev.target(), ".card"))
            on:mouseleave=move |_| name_card(None)
        >
            <rect class="table-felt" x=move || felt(0) y=move || felt(1) width=move || felt(2) height=move || felt(3) rx="16"/>
            <g class="slots">
                <Keyed keys=slot_keys row=slot/>
            </g>
            <g class="cards">
                <Keyed keys=card_keys row=card/>
            </g>
            {score_lines(model)}
        </svg>
    }
}

/// The scoring lines: each runs under (a column: beside) the cards' symbols, not over them,
/// numbered as the results list numbers it. Only at a round's end: drawn whole.
/// Numbers of lines that begin at the same card step along their lines, so that
/// none hides another.
fn score_lines(model: Signal<BoardModel>) -> impl IntoView {
    move || {
        model.with(|m| {
            let firsts: Vec<Option<Cell>> = m.lines.iter().map(|(_, l)| l.first().copied().filter(|_| l.len() >= 2)).collect();
            m.lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.1.len() >= 2)
                .map(|(i, (attr, l))| {
                    let before = firsts[..i].iter().filter(|f| **f == firsts[i]).count() as f64;
                    let shift = 29.0 + f64::from(*attr) * 7.0;
                    let across = l.first().zip(l.last()).is_some_and(|(a, b)| a.y == b.y);
                    let (dx, dy) = if across { (0.0, shift) } else { (shift, 0.0) };
                    let at = |c: &Cell| {
                        let (x, y) = px(*c);
                        (x + UNIT / 2.0 + dx, y + UNIT / 2.0 + dy)
                    };
                    let pts: Vec<String> = l.iter().map(&at).map(|(x, y)| format!("{},{}", num(x), num(y))).collect();
                    let (nx, ny) = l.first().map(at).unwrap_or_default();
                    let step = 26.0 * before;
                    let (nx, ny) = if across { (nx + step, ny) } else { (nx, ny + step) };
                    view! {
                        // The lines' numbers are the results' list numbers, read there.
                        <g class="score-line-group" aria-hidden="true">
                            <polyline class=format!("score-line attr-{attr}") points=pts.join(" ")/>
                            <circle class="line-no" cx=num(nx) cy=num(ny) r="11"/>
                            <text class="line-no" x=num(nx) y=num(ny + 5.0) text-anchor="middle" font-size="15">{(i + 1).to_string()}</text>
                        </g>
                    }
                })
                .collect_view()
        })
    }
}
