//! Tabula: four tabletop games in the browser. This is the web app; the rules live in
//! `crates/rules` and the computer players in `crates/bots`.

mod app;
mod ctx;
mod error;
mod games;
mod i18n;
mod kit;
mod pages;
mod reactive;
mod route;
mod storage;
mod thinker;
#[cfg(all(test, target_arch = "wasm32"))]
mod wasm_tests;
mod web;
mod widgets;

fn main() {
    console_error_panic_hook::set_once();
    // A French reader's texts come first (English if they cannot be had).
    if app::initial_lang() == i18n::Lang::Fr {
        i18n::load_french(|_| leptos::mount::mount_to_body(app::App));
    } else {
        leptos::mount::mount_to_body(app::App);
    }
}
