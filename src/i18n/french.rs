//! French, fetched when wanted: the page's wasm carries only English (about 10 KiB
//! gzip less for everyone), and `fr.txt`, written from the French statics by
//! `french_file_is_current` below, is fetched (or read from the service worker's
//! cache) when a French reader opens the app or picks French.

// Natively nothing fetches French: only the tests read the file.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::cell::Cell;

use super::walk::{Reader, Reads, Walk};
use super::{Strings, EN};

/// The file's first line, skipped on reading: where it comes from.
const HEADER: &str = "# Tabula's French texts, written from src/i18n/fr.rs and the games' words: UPDATE_FR=1 cargo test -p tabula french";

/// The app's French strings; the games' words after them in the file are each kept by
/// their game ([`super::walk::Part`]).
pub struct French {
    pub strings: Strings,
}

impl French {
    /// Reads `fr.txt` over a copy of English: the app's strings, then `parts` in
    /// order, each kept only if the whole file fits; `None` if it does not.
    pub fn read(file: &'static str, parts: &[&(dyn Reads + Sync)]) -> Option<French> {
        let body = file.strip_prefix(HEADER)?.strip_prefix('\n')?;
        let mut f = French { strings: EN };
        let mut r = Reader::new(body);
        f.strings.walk(&mut r);
        let keep: Vec<Box<dyn FnOnce()>> = parts.iter().map(|p| p.read(&mut r)).collect();
        f.strings.card_name = card_name_fr;
        if !r.done() {
            return None;
        }
        keep.into_iter().for_each(|k| k());
        Some(f)
    }

    /// The file [`French::read`] reads, from the French statics.
    #[cfg(any(test, not(target_arch = "wasm32")))]
    pub fn file(parts: &[&(dyn Reads + Sync)]) -> String {
        let mut w = super::walk::Writer::default();
        let mut strings = super::FR;
        strings.walk(&mut w);
        for p in parts {
            p.write(&mut w);
        }
        format!("{HEADER}\n{}", w.out)
    }
}

/// "carré rouge plein": shape, colour, fill.
pub fn card_name_fr(s: &Strings, colour: usize, fill: usize, shape: usize) -> String {
    format!("{} {} {}", s.shapes[shape], s.colours[colour], s.fills[fill])
}

thread_local! {
    static LOADED: Cell<Option<&'static French>> = const { Cell::new(None) };
}

/// The French texts, once loaded (natively: always, from the statics).
pub fn french() -> Option<&'static French> {
    #[cfg(any(test, not(target_arch = "wasm32")))]
    if LOADED.get().is_none() {
        LOADED.set(Some(Box::leak(Box::new(French { strings: super::FR }))));
    }
    LOADED.get()
}

/// Loads the French texts, the games' `parts` with them, then says whether they are
/// there.
pub fn load(parts: &'static [&'static (dyn Reads + Sync)], done: impl FnOnce(bool) + 'static) {
    if french().is_some() {
        done(true);
    } else {
        fetch(parts, done);
    }
}

#[cfg(target_arch = "wasm32")]
fn fetch(parts: &'static [&'static (dyn Reads + Sync)], done: impl FnOnce(bool) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let read = fetch_text("fr.txt").await.and_then(|text| French::read(String::leak(text), parts));
        if let Some(f) = read {
            LOADED.set(Some(Box::leak(Box::new(f))));
        }
        done(LOADED.get().is_some());
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn fetch(_: &'static [&'static (dyn Reads + Sync)], done: impl FnOnce(bool) + 'static) {
    done(false);
}

#[cfg(target_arch = "wasm32")]
async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let response: web_sys::Response =
        JsFuture::from(web_sys::window()?.fetch_with_str(url)).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}
