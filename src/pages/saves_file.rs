//! Every game on this device as a file, and back: Export writes the file; Import
//! reads one, adds the games that are new, and asks before replacing a game that is
//! here with other moves.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::ctx::use_ctx;
use crate::i18n::fill;
use crate::reactive::memo;
use crate::storage::transfer::{self, FileError, Plan};
use crate::storage::{self, Listed, Saved};
use crate::web;

/// The saves that read, from the list.
fn readable(list: &[Listed]) -> Vec<Saved> {
    list.iter()
        .filter_map(|l| match l {
            Listed::Ok(s) => Some(s.clone()),
            Listed::Damaged { .. } => None,
        })
        .collect()
}

/// The ids of the saves here that do not read.
fn damaged(list: &[Listed]) -> Vec<String> {
    list.iter()
        .filter_map(|l| match l {
            Listed::Damaged { id, .. } => Some(id.clone()),
            Listed::Ok(_) => None,
        })
        .collect()
}

/// Stores saves; how many were stored before the browser refused, if it did.
fn put_all(saves: &[Saved]) -> (usize, bool) {
    for (i, s) in saves.iter().enumerate() {
        if storage::put(s).is_err() {
            return (i, true);
        }
    }
    (saves.len(), false)
}

/// Export and Import, under the saved games.
#[component]
pub fn SavesFile(saves: RwSignal<Vec<Listed>>) -> impl IntoView {
    let ctx = use_ctx();
    let t = move || ctx.lang.get().t();
    let message = RwSignal::new(None::<String>);
    let clash = RwSignal::new(Vec::<Saved>::new());
    let export = memo(move || saves.with(|l| web::data_url(&transfer::export(&readable(l), &storage::rating::all()))));
    let has_games = move || saves.with(|l| !readable(l).is_empty());

    let report = move |added: usize, same: usize, refused: bool| {
        let t = t();
        let mut text = fill(t.import_done, &[&added.to_string(), &same.to_string()]);
        if refused {
            text = format!("{text} {}", t.err_storage_refused);
        }
        message.set(Some(text));
        saves.set(storage::list());
    };
    let take = move |text: String| {
        let (here, broken) = saves.with_untracked(|l| (readable(l), damaged(l)));
        match transfer::read(&text) {
            Err(e) => {
                let t = t();
                message.set(Some(match e {
                    FileError::Foreign => t.file_foreign.to_string(),
                    FileError::Empty => t.file_empty.to_string(),
                    FileError::Damaged(n) => fill(t.file_damaged, &[&n.to_string()]),
                }));
                clash.set(Vec::new());
            }
            Ok(file) => {
                storage::rating::merge(transfer::ratings(&text));
                let Plan { fresh, same, clash: other } = transfer::plan(&here, &broken, file);
                let (added, refused) = put_all(&fresh);
                report(added, same, refused);
                clash.set(other);
            }
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        // The same file chosen again must fire `change` again.
        input.set_value("");
        // A FileReader, not `file.text()`: awaiting a promise would bring an async
        // executor into the page's wasm for this one use.
        let Ok(reader) = web_sys::FileReader::new() else { return };
        let read = reader.clone();
        let done = Closure::once_into_js(move || match read.result().ok().and_then(|v| v.as_string()) {
            Some(text) => take(text),
            None => message.set(Some(t().file_unreadable.to_string())),
        });
        reader.set_onloadend(Some(done.unchecked_ref()));
        if reader.read_as_text(&file).is_err() {
            message.set(Some(t().file_unreadable.to_string()));
        }
    };
    let replace = move |_| {
        let (added, refused) = put_all(&clash.get_untracked());
        clash.set(Vec::new());
        report(added, 0, refused);
    };

    view! {
        <section class="saves-file" aria-labelledby="saves-file-title">
            <h3 id="saves-file-title">{move || t().saves_file_title}</h3>
            <div class="save-actions">
                <a class="button" hidden=move || !has_games() href=move || export.get() download="tabula-saves.txt">{move || t().export_all}</a>
                <label class="button file-button">
                    {move || t().import}
                    <input type="file" accept=".txt,text/plain" class="sr-only" on:change=on_file/>
                </label>
            </div>
            <p role="status" class="muted" data-testid="import-status">{move || message.get()}</p>
            <div class="clash" role="alert" hidden=move || clash.with(Vec::is_empty)>
                <p>{move || fill(t().import_clash, &[&clash.with(Vec::len).to_string()])}</p>
                <button class="primary" on:click=replace>{move || t().import_replace}</button>
                " "
                <button on:click=move |_| clash.set(Vec::new())>{move || t().import_keep}</button>
            </div>
        </section>
    }
}
