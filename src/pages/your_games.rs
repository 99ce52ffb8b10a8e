//! The player's games on the home page: games in progress first, above the game box
//! (whose turn, which turn, how long ago), finished games apart further down (the
//! result, the date), damaged saves last; a delete names its game and can be undone
//! for a few seconds.

use std::time::Duration;

use leptos::prelude::*;

use super::saves_file::SavesFile;
use crate::games::progress::{progress, Progress};
use crate::i18n::{fill, said, Strings};
use crate::route::Route;
use crate::storage::{self, Listed, Saved, SeatKind};
use crate::web;

/// How long a deleted game can be brought back.
const UNDO_FOR: Duration = Duration::from_secs(8);

/// A deleted save that Undo can still put back.
#[derive(Clone)]
struct Deleted {
    id: String,
    raw: String,
    what: String,
}

/// "Ann won", "Tie: Ann, Ben": the result of a finished game in words.
fn result(t: &Strings, s: &Saved, p: &Progress) -> String {
    let names: Vec<&str> = p.winners.iter().filter_map(|&w| s.names.get(w).map(String::as_str)).collect();
    match names.as_slice() {
        [one] => said(&t.won_by, one, &[]),
        [] => t.finished.to_string(),
        many => fill(t.tied, &[&many.join(", ")]),
    }
}

/// Whose turn it is, as the list says it: a person here, a computer, or a player by
/// link (then the list says the game waits for them).
fn whose_turn(t: &Strings, s: &Saved, p: &Progress) -> Option<String> {
    let seat = p.to_move?;
    let name = s.names.get(seat)?;
    let by_link = s.kinds.contains(&SeatKind::Remote);
    Some(match s.kinds.get(seat)? {
        SeatKind::Remote => fill(t.waiting_link_short, &[name]),
        SeatKind::Human if by_link => t.your_turn_link.to_string(),
        SeatKind::Human if s.kinds.iter().filter(|k| **k == SeatKind::Human).count() == 1 => {
            t.your_turn_short.to_string()
        }
        _ => said(&t.turn_of, name, &[]),
    })
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
pub fn ago(t: &Strings, ms: f64) -> String {
    let minutes = (ms.max(0.0) / 60_000.0) as u64;
    match minutes {
        0 => t.just_now.to_string(),
        m if m < 60 => fill(t.minutes_ago, &[&m.to_string()]),
        m if m < 48 * 60 => fill(t.hours_ago, &[&(m / 60).to_string()]),
        m => fill(t.days_ago, &[&(m / (24 * 60)).to_string()]),
    }
}

/// What a delete button and its undo name: the game and who plays it.
fn what(s: &Saved) -> String {
    format!("{} ({})", s.game.title(), s.names.join(", "))
}

/// Saves that open, each with where its game stands.
type Rows = Vec<(Saved, Option<Progress>)>;

/// The player's saves as the home page lists them, and the delete Undo can bring
/// back: shared by the games in progress at the top and the rest further down.
#[derive(Clone, Copy)]
pub struct Lists {
    saves: RwSignal<Vec<Listed>>,
    deleted: RwSignal<Option<Deleted>>,
}

impl Lists {
    /// The saves as stored now.
    pub fn load() -> Lists {
        Lists { saves: RwSignal::new(storage::list()), deleted: RwSignal::new(None) }
    }

    /// Games in progress, finished games, damaged saves.
    fn split(self) -> (Rows, Rows, Vec<Listed>) {
        let (mut going, mut over, mut damaged) = (Vec::new(), Vec::new(), Vec::new());
        for entry in self.saves.get() {
            match entry {
                Listed::Ok(s) => {
                    let p = progress(&s);
                    if p.as_ref().map_or(s.over, |p| p.to_move.is_none()) {
                        over.push((s, p));
                    } else {
                        going.push((s, p));
                    }
                }
                damaged_save => damaged.push(damaged_save),
            }
        }
        (going, over, damaged)
    }

    fn rows(self, list: Rows) -> impl IntoView {
        let Lists { saves, deleted } = self;
        list.into_iter().map(|(s, p)| view! { <SaveRow s p saves deleted/> }).collect_view()
    }
}

/// The games in progress (games by link waiting for this device among them), first on
/// the home page: on a phone, Resume was 1,800 px down, under the four games' cards.
#[component]
pub fn InProgress(lists: Lists) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    move || {
        let (going, _, _) = lists.split();
        (!going.is_empty()).then(|| {
            view! {
                <section class="in-progress">
                    <h2>{ctx.lang.get().t().in_progress}</h2>
                    <ul class="saves" data-testid="in-progress">{lists.rows(going)}</ul>
                </section>
            }
        })
    }
}

/// The rest of the player's games (finished, damaged), with the file import and
/// export under them.
#[component]
pub fn YourGames(lists: Lists) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let Lists { saves, deleted } = lists;
    let list = move || {
        let (going, over, damaged) = lists.split();
        let t = t();
        if going.is_empty() && over.is_empty() && damaged.is_empty() {
            return view! { <p class="muted">{t.no_saves}</p> }.into_any();
        }
        view! {
            {(!over.is_empty()).then(|| view! {
                <h3>{t.finished_games}</h3>
                <ul class="saves" data-testid="finished">{lists.rows(over)}</ul>
            })}
            {(!damaged.is_empty()).then(|| view! {
                <ul class="saves">
                    {damaged.into_iter().map(|entry| view! { <DamagedRow entry saves deleted/> }).collect_view()}
                </ul>
            })}
        }
        .into_any()
    };
    view! {
        <h2>{move || t().your_games}</h2>
        {list}
        <UndoDelete saves deleted/>
        <SavesFile saves/>
    }
}

#[component]
fn SaveRow(
    s: Saved,
    p: Option<Progress>,
    saves: RwSignal<Vec<Listed>>,
    deleted: RwSignal<Option<Deleted>>,
) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let over = p.as_ref().map_or(s.over, |p| p.to_move.is_none());
    let id = s.id.clone();
    let info = {
        let s = s.clone();
        move || {
            let t = t();
            let mut parts = Vec::new();
            match &p {
                Some(p) if over => parts.push(result(t, &s, p)),
                Some(p) => {
                    parts.extend(whose_turn(t, &s, p));
                    parts.push(fill(t.turn_n, &[&p.turn.to_string()]));
                }
                None => {
                    parts.push(if s.over { t.finished.to_string() } else { fill(t.turn_n, &[&s.turn.to_string()]) })
                }
            }
            if let Some((r, n)) = s.round.filter(|&(_, n)| n > 1 && !over) {
                parts.push(fill(t.round_n_of, &[&(r + 1).to_string(), &n.to_string()]));
            }
            parts.push(if over {
                web::date_text(s.updated, ctx.lang.get().code())
            } else {
                ago(t, web::now_ms() - s.updated)
            });
            parts.join(" · ")
        }
    };
    let waiting = s.kinds.contains(&SeatKind::Remote).then_some("by-link");
    view! {
        <li class="save" data-by-link=waiting>
            <div class="save-info">
                <strong>{s.game.title()}</strong>
                <span>{s.names.join(", ")}</span>
                <span class="muted">{info}</span>
            </div>
            <div class="save-actions">
                {(!over).then(|| view! { <a class="button primary" href=Route::Play(id.clone()).hash()>{move || t().resume}</a> })}
                <a class="button" href=Route::Watch(id.clone()).hash()>{move || t().watch}</a>
                {over.then(|| view! { <a class="button" href=Route::Review(id.clone()).hash()>{move || t().review_short}</a> })}
                <DeleteButton id what=what(&s) saves deleted/>
            </div>
        </li>
    }
}

#[component]
fn DamagedRow(entry: Listed, saves: RwSignal<Vec<Listed>>, deleted: RwSignal<Option<Deleted>>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let Listed::Damaged { id, raw, error } = entry else { return ().into_any() };
    let url = web::data_url(&raw);
    let file = format!("tabula-save-{id}.txt");
    view! {
        <li class="save damaged">
            <div class="save-info">
                <strong>{move || t().damaged_save}</strong>
                <span class="muted">{move || t().damaged_explain}</span>
                <details aria-label=move || t().show_text>
                    <summary>{move || t().show_text}</summary>
                    <textarea readonly rows="4" aria-label=move || t().show_text>{raw.clone()}</textarea>
                    <p class="muted tech">{error}</p>
                </details>
            </div>
            <div class="save-actions">
                <a class="button" href=url download=file>{move || t().export}</a>
                <DeleteButton id what=t().damaged_save.to_string() saves deleted/>
            </div>
        </li>
    }
    .into_any()
}

/// Deletes a save at once; [`UndoDelete`] offers it back for a few seconds.
#[component]
fn DeleteButton(
    id: String,
    what: String,
    saves: RwSignal<Vec<Listed>>,
    deleted: RwSignal<Option<Deleted>>,
) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    let t = move || ctx.lang.get().t();
    let label = {
        let what = what.clone();
        move || fill(t().delete_named, &[&what])
    };
    view! {
        <button aria-label=label on:click=move |_| {
            let Some(raw) = storage::raw(&id) else { return };
            storage::delete(&id);
            saves.set(storage::list());
            let gone = Deleted { id: id.clone(), raw, what: what.clone() };
            deleted.set(Some(gone));
            let id = id.clone();
            set_timeout(
                move || {
                    if deleted.try_with_untracked(|d| d.as_ref().is_some_and(|d| d.id == id)) == Some(true) {
                        deleted.set(None);
                    }
                },
                UNDO_FOR,
            );
        }>{move || t().delete}</button>
    }
}

/// "Deleted: Shape Up! (Ann, Robo Bix)" with Undo, while a delete can be undone.
#[component]
fn UndoDelete(saves: RwSignal<Vec<Listed>>, deleted: RwSignal<Option<Deleted>>) -> impl IntoView {
    let ctx = crate::ctx::use_ctx();
    move || {
        let t = ctx.lang.get().t();
        deleted.get().map(|d| {
            let text = fill(t.deleted, &[&d.what]);
            view! {
                <div class="toast" role="status">
                    <span>{text}</span>
                    <button on:click=move |_| {
                        if storage::put_raw(&d.id, &d.raw).is_ok() {
                            saves.set(storage::list());
                        }
                        deleted.set(None);
                    }>{t.undo_delete}</button>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::EN;

    fn saved(kinds: Vec<SeatKind>) -> Saved {
        Saved {
            id: "a".into(),
            game: tabula_rules::GameId::Pow,
            names: vec!["Ann".into(), "Bob".into()],
            kinds,
            record: Vec::new(),
            turn: 0,
            round: None,
            over: false,
            created: 0.0,
            updated: 0.0,
            settings: crate::storage::Settings::default(),
            fair: None,
        }
    }

    #[test]
    fn the_list_says_whose_turn_and_the_result() {
        let p = |to_move, winners| Progress { turn: 3, to_move, winners };
        let alone = saved(vec![SeatKind::Human, SeatKind::MEDIUM]);
        assert_eq!(whose_turn(&EN, &alone, &p(Some(0), vec![])).as_deref(), Some("Your turn"));
        assert_eq!(whose_turn(&EN, &alone, &p(Some(1), vec![])).as_deref(), Some("Bob to play"));
        let linked = saved(vec![SeatKind::Human, SeatKind::Remote]);
        assert_eq!(whose_turn(&EN, &linked, &p(Some(1), vec![])).as_deref(), Some("Waiting for Bob (by link)"));
        assert_eq!(result(&EN, &alone, &p(None, vec![1])), "Bob won");
        assert_eq!(result(&EN, &alone, &p(None, vec![0, 1])), "Tie: Ann, Bob");
    }

    #[test]
    fn how_long_ago_in_words() {
        assert_eq!(ago(&EN, 10_000.0), "just now");
        assert_eq!(ago(&EN, 5.0 * 60_000.0), "5 min ago");
        assert_eq!(ago(&EN, 3.0 * 3_600_000.0), "3 h ago");
        assert_eq!(ago(&EN, 72.0 * 3_600_000.0), "3 days ago");
    }
}
