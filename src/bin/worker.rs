//! The computers' Web Worker: it carries the rules and the bots (no page code) and
//! answers each `tabula_bots::ask` message the page posts with one of its own. Trunk
//! builds it from `index.html`'s `data-type="worker"` link; the page starts it the
//! first time a computer is to move (`src/thinker.rs`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use tabula_bots::ask::{answer, encode, Answer};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    // As the page's (src/main.rs): where panics keep their messages, the worker's
    // reach the console too.
    if option_env!("TABULA_PANIC_HOOK").is_some() {
        console_error_panic_hook::set_once();
    }
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let performance = scope.performance();
    let clock = move || performance.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
    let post = {
        let scope = scope.clone();
        move |bytes: Vec<u8>| {
            let _ = scope.post_message(&js_sys::Uint8Array::from(&bytes[..]));
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&ev.data()).to_vec();
        post(answer(&bytes, &clock));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // It listens for the worker's whole life.
    on_message.forget();
    let _ = scope.post_message(&js_sys::Uint8Array::from(&encode(&Answer::Ready)[..]));
}

/// Natively there is no worker: the binary only has to build (the tests build every
/// target). It is what `cargo run` at the root runs: it says how to build the app and
/// run the command line, and exits 2.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "tabula: the app runs in the browser: build and serve it with ./scripts/serve.sh; \
         the command line is `cargo run -p tabula-cli -- --help`"
    );
    std::process::exit(2);
}
