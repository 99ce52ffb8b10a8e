//! The side panels of the table: the hand, the scores, the round results.

use leptos::prelude::*;
use tabula_rules::shape_up::{lines, total, Card, View};

use super::card::{card_name, CardIcon};
use super::model::line_text;
use crate::i18n::{fill, points, said, Strings};
use crate::kit::count::count;
use crate::reactive::memo;

/// The viewer's hand and victory card, with what the card would score now.
#[component]
pub fn HandPanel(
    t: Signal<&'static Strings>,
    view: Signal<View>,
    hand: Signal<Vec<(u8, Card)>>,
    selected: Signal<u8>,
    enabled: Signal<bool>,
    on_select: Callback<u8>,
) -> impl IntoView {
    // What the hand and the victory card show, as memos: drawn again when they
    // change, not at every change of the view (each move rebuilt both, every card's
    // icon with them). A hand card's points are shown in the advanced game only.
    let held = memo(move || {
        view.with(|v| {
            let worth = |c| v.advanced.then(|| total(&lines(&v.layout, c)));
            hand.with(|h| h.iter().map(|&(i, c)| (i, c, worth(c))).collect::<Vec<_>>())
        })
    });
    let goal = memo(move || {
        view.with(|v| (!(v.advanced || v.over)).then(|| v.victory.map(|c| (c, total(&lines(&v.layout, c))))))
    });
    let cards = move || {
        let t = t.get();
        held.get()
            .into_iter()
            .map(|(i, c, worth)| {
                let preview = worth.map(|n| fill(t.su_preview_advanced, &[&points(t, n)]));
                view! {
                    <li>
                        <button
                            class="hand-card motion"
                            data-motion=format!("s{}", c.0)
                            class:selected=move || selected.get() == i && enabled.get()
                            aria-pressed=move || if selected.get() == i { "true" } else { "false" }
                            disabled=move || !enabled.get()
                            draggable="true"
                            // Named once: the icon's own name and the caption both read it.
                            aria-label=card_name(t, c)
                            on:click=move |_| on_select.run(i)
                            on:dragstart=move |_| on_select.run(i)
                        >
                            <CardIcon card=c t px=44.0/>
                            <span class="card-caption">{card_name(t, c)}</span>
                        </button>
                        {preview.map(|p| view! { <span class="preview">{p}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    let victory = move || {
        let t = t.get();
        Some(match goal.get()? {
            Some((c, pts)) => view! {
                <div class="victory">
                    <CardIcon card=c t px=44.0/>
                    <div>
                        <h3>{t.su_victory}</h3>
                        <p>{card_name(t, c)}</p>
                        <p class="preview">{fill(t.su_preview, &[&points(t, pts)])}</p>
                    </div>
                </div>
            }
            .into_any(),
            None => view! { <p class="muted">{t.su_victory_hidden}</p> }.into_any(),
        })
    };
    view! {
        <section class="hand" aria-labelledby="hand-title">
            <div class="hand-main">
                <h2 id="hand-title">{move || t.get().hand}</h2>
                // Kept for its room when empty (the layout stays put), but out of a reader's way.
                <ul class="hand-cards" data-testid="hand" aria-hidden=move || hand.with(Vec::is_empty).then_some("true")>{cards}</ul>
                <p class="muted deck">
                    {move || match view.with(|v| v.deck_left) {
                        1 => t.get().deck_one.to_string(),
                        n => fill(t.get().deck_left, &[&n.to_string()]),
                    }}
                </p>
            </div>
            {victory}
        </section>
    }
}

/// Running totals and whose turn it is.
#[component]
pub fn ScoreBoard(t: Signal<&'static Strings>, view: Signal<View>, names: Vec<String>, still: bool) -> impl IntoView {
    // A row per seat, drawn once: its mark and its count follow their own memo (the
    // whole table was rebuilt at every move).
    let rows = names
        .into_iter()
        .enumerate()
        .map(|(i, n)| {
            let active = memo(move || view.with(|v| v.to_move == Some(i)));
            let sum = memo(move || view.with(|v| v.totals.get(i).copied().unwrap_or(0)));
            view! {
                <tr class:active=move || active.get()>
                    <th scope="row">{n}</th>
                    <td>{move || count(i as u64, sum.get(), still)}</td>
                </tr>
            }
        })
        .collect_view();
    // A one-round game has no round to tell: no empty paragraph for a reader to meet.
    let round = move || {
        let v = view.get();
        (v.rounds > 1).then(|| {
            let said = fill(t.get().round_n_of, &[&(usize::from(v.round) + 1).to_string(), &v.rounds.to_string()]);
            view! { <p class="muted">{said}</p> }
        })
    };
    view! {
        <section class="scores" aria-labelledby="scores-title">
            <h2 id="scores-title">{move || t.get().scores}</h2>
            {round}
            <table>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}

/// Every finished round: victory cards, each line that scored, points. In the last
/// round of a finished game each seat's name is a button that draws its lines.
#[component]
pub fn Results(
    t: Signal<&'static Strings>,
    view: Signal<View>,
    names: Vec<String>,
    shown: RwSignal<Option<usize>>,
    /// Whether the board shows the last round's layout (between rounds, or at the end).
    live: Signal<bool>,
) -> impl IntoView {
    // What the list shows, as a memo: drawn again when a round ends (or the seat
    // changes), not at every move of the round (each move rebuilt every line).
    let done = memo(move || view.with(|v| (v.results.clone(), v.rounds, v.seat)));
    move || {
        let t = t.get();
        let (results, rounds, seat) = done.get();
        let count = results.len();
        results
            .iter()
            .enumerate()
            .rev()
            .map(|(ri, r)| {
                let seats = names
                    .iter()
                    .enumerate()
                    .map(|(s, n)| {
                        let victory = r.victory.get(s).copied().unwrap_or(Card(0));
                        let ls = r.lines.get(s).cloned().unwrap_or_default();
                        let items = if ls.is_empty() {
                            view! { <li class="muted">{t.su_no_lines}</li> }.into_any()
                        } else {
                            ls.iter().map(|l| view! { <li>{line_text(t, l, victory)}</li> }).collect_view().into_any()
                        };
                        let heading = format!("{} — {}", n, points(t, r.points.get(s).copied().unwrap_or(0)));
                        let last = live.get() && ri + 1 == count;
                        let title = if last {
                            view! {
                                <button
                                    class="seat-lines"
                                    aria-pressed=move || if shown.get() == Some(s) { "true" } else { "false" }
                                    on:click=move |_| {
                                        shown.set(Some(s));
                                        // On a phone the board is far above this list: bring
                                        // it into view, where the lines are drawn.
                                        let board = document().query_selector(".shape-up [data-testid=board]").ok().flatten();
                                        if let Some(b) = board.filter(|b| b.get_bounding_client_rect().top() < 0.0) {
                                            b.scroll_into_view();
                                        }
                                    }
                                >
                                    {heading.clone()}
                                </button>
                            }
                            .into_any()
                        } else {
                            view! { <span>{heading.clone()}</span> }.into_any()
                        };
                        view! {
                            <div class="result-seat">
                                <CardIcon card=victory t px=44.0/>
                                <div>
                                    <h4>{title}</h4>
                                    <ol>{items}</ol>
                                </div>
                            </div>
                        }
                    })
                    .collect_view();
                let on_board = (live.get() && ri + 1 == count).then(|| {
                    let who = shown.get().or(seat).unwrap_or(0);
                    view! { <p class="muted">{said(&t.su_lines_shown, names.get(who).map(String::as_str).unwrap_or(""), &[])}</p> }
                });
                // A details element is a group; its summary does not name it.
                let (id, named_by) = (format!("su-round-{ri}"), format!("su-round-{ri}"));
                view! {
                    <details class="results" open=ri + 1 == count aria-labelledby=named_by>
                        <summary id=id>
                            {if rounds == 1 { t.su_scoring.to_string() } else { fill(t.su_round_over, &[&(ri + 1).to_string()]) }}
                        </summary>
                        {on_board}
                        {seats}
                        <p class="muted">{fill(t.su_hidden_card, &[&card_name(t, r.hidden)])}</p>
                    </details>
                }
            })
            .collect_view()
    }
}
