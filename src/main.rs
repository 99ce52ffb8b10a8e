//! Tabula: four tabletop games in the browser. This is the web app; the rules live in
//! `crates/rules` and the computer players in `crates/bots`.
//!
//! It runs only as wasm in a browser. Natively it is compiled for its tests, and its
//! `main` says what to run instead, as the worker's does (`cargo run` at the root).

// Natively only the tests and the message below use the app's code.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

mod app;
mod ctx;
mod error;
mod games;
mod i18n;
mod kit;
mod later;
mod pages;
mod reactive;
mod route;
mod storage;
mod thinker;
#[cfg(all(test, target_arch = "wasm32"))]
mod wasm_tests;
mod web;
mod widgets;

#[cfg(target_arch = "wasm32")]
fn main() {
    // The release build's panics abort at once, running no hook: the hook is linked
    // only where panics keep their messages (scripts/web-env.sh).
    if option_env!("TABULA_PANIC_HOOK").is_some() {
        console_error_panic_hook::set_once();
    }
    // The static game box of index.html (`pages/shell_tests.rs`) gives way to the app in the
    // same task as the app's first render, so no frame shows both or neither.
    let mount = || {
        web::remove_shell();
        leptos::mount::mount_to_body(app::App);
        // What `scripts/cold-load.mjs` times as the first tap possible.
        web::mark("app-ready");
    };
    // A French reader's texts come first (English if they cannot be had).
    if app::initial_lang() == i18n::Lang::Fr {
        i18n::load_french(&games::FRENCH, move |_| mount());
    } else {
        mount();
    }
}

/// Natively there is no page to mount: say how to build the app and run the command
/// line, and exit 2.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "tabula: the app runs in the browser: build and serve it with ./scripts/serve.sh; \
         the command line is `cargo run -p tabula-cli -- --help`"
    );
    std::process::exit(2);
}
