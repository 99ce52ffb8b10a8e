//! French, fetched when wanted: the page's wasm carries only English (about 10 KiB
//! gzip less for everyone), and `fr.txt`, written from the French statics by
//! `french_file_is_current` below, is fetched (or read from the service worker's
//! cache) when a French reader opens the app or picks French.

// Natively nothing fetches French: only the tests read the file.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::cell::Cell;

use super::walk::{Reader, Walk, Walker};
use super::{Strings, EN};
use crate::games::{combo4x4::words as c4, pow::words as pw, super_pose::words as sp};

/// The file's first line, skipped on reading: where it comes from.
const HEADER: &str = "# Tabula's French texts, written from src/i18n/fr.rs and the games' words: UPDATE_FR=1 cargo test -p tabula french";

/// Every French text of the app.
pub struct French {
    pub strings: Strings,
    pub sp: sp::Sp,
    pub c4: c4::C4,
    pub pw: pw::Pw,
}

impl French {
    fn walk(&mut self, w: &mut dyn Walker) {
        self.strings.walk(w);
        self.sp.walk(w);
        self.c4.walk(w);
        self.pw.walk(w);
    }

    /// Reads `fr.txt` over a copy of English; `None` if the file does not fit.
    pub fn read(file: &'static str) -> Option<French> {
        let body = file.strip_prefix(HEADER)?.strip_prefix('\n')?;
        let mut f = French { strings: EN, sp: sp::EN, c4: c4::EN, pw: pw::EN };
        let mut r = Reader::new(body);
        f.walk(&mut r);
        f.strings.card_name = card_name_fr;
        r.done().then_some(f)
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
        let f = French { strings: super::FR, sp: sp::FR, c4: c4::FR, pw: pw::FR };
        LOADED.set(Some(Box::leak(Box::new(f))));
    }
    LOADED.get()
}

/// Loads the French texts, then says whether they are there.
pub fn load(done: impl FnOnce(bool) + 'static) {
    if french().is_some() {
        done(true);
    } else {
        fetch(done);
    }
}

#[cfg(target_arch = "wasm32")]
fn fetch(done: impl FnOnce(bool) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let read = fetch_text("fr.txt").await.and_then(|text| French::read(String::leak(text)));
        if let Some(f) = read {
            LOADED.set(Some(Box::leak(Box::new(f))));
        }
        done(LOADED.get().is_some());
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn fetch(done: impl FnOnce(bool) + 'static) {
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

#[cfg(test)]
// Natively: the file is read and written from the repository.
#[cfg(not(target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::i18n::walk::Writer;

    fn file() -> String {
        let mut f = French { strings: super::super::FR, sp: sp::FR, c4: c4::FR, pw: pw::FR };
        let mut w = Writer::default();
        f.walk(&mut w);
        format!("{HEADER}\n{}", w.out)
    }

    #[test]
    fn french_file_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/public/fr.txt");
        let want = file();
        if std::env::var_os("UPDATE_FR").is_some() {
            std::fs::write(path, &want).expect("public/fr.txt is writable");
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "public/fr.txt is not the French of the statics: run UPDATE_FR=1 cargo test -p tabula french"
        );
    }

    #[test]
    fn the_file_reads_back_as_the_statics() {
        let f = French::read(String::leak(file())).expect("the file fits");
        assert!(f.strings == super::super::FR && f.sp == sp::FR && f.c4 == c4::FR && f.pw == pw::FR);
        // A file of another build does not fit: English stays.
        assert!(French::read(String::leak(format!("{}extra\n", file()))).is_none());
        assert!(French::read(String::leak(file().replace(HEADER, "# other"))).is_none());
        let short: String = file().lines().take(40).map(|l| format!("{l}\n")).collect();
        assert!(French::read(String::leak(short)).is_none());
    }
}
