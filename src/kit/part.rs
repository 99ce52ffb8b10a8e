//! A part of the page's wasm fetched when first needed (`#[wasm_split]`, in
//! `src/later.rs` and the table's replay): drawn once it has arrived, or a line
//! saying it could not.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// A part could not be fetched (offline before the service worker kept it, or a
/// new version replaced it on the server): said on the page, never a panic.
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

pub type Part = Result<AnyView, NotLoaded>;

/// "Getting ready…" (nothing if `quiet`: a panel within a page that says its own
/// status) until `part` has arrived, then the part; if it cannot arrive, a line
/// saying so and a button to load the page again.
pub fn drawn_when_loaded(part: impl Future<Output = Part> + 'static, quiet: bool) -> AnyView {
    drawn(Box::pin(part), quiet)
}

/// [`drawn_when_loaded`]'s body, compiled once: generic over each part's future, it
/// was compiled again for each of its 14 callers.
pub fn drawn(part: Pin<Box<dyn Future<Output = Part>>>, quiet: bool) -> AnyView {
    let ctx = crate::ctx::use_ctx();
    let slot = RwSignal::new_local(None::<Part>);
    // Under the page's owner (the part's view is made there, and reads the context),
    // and dropped if the page is left before the part arrives.
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        // A task before the part is asked for: the task that takes down the page left
        // also fetching the part's files was a table's heaviest, 46-66 ms of CPU at a
        // quarter of the CPU (docs/BENCHMARKS.md, session 43). And a task after: the
        // view is made in one task and drawn in the next (together, about 20 ms of CPU;
        // session 16). One wait in a loop: two cost SUPER-POSE's first game 112 bytes.
        let (mut part, mut got) = (Some(part), None);
        loop {
            gloo_timers::future::TimeoutFuture::new(0).await;
            match part.take() {
                Some(p) => got = Some(p.await),
                None => break,
            }
        }
        slot.try_set(got);
    });
    let t = move || ctx.lang.get().t();
    (move || {
        slot.track();
        match slot.try_update_untracked(Option::take).flatten() {
            None if quiet => ().into_any(),
            None => view! { <p class="muted" role="status">{move || t().getting_ready}</p> }.into_any(),
            Some(Ok(view)) => view,
            Some(Err(NotLoaded)) => view! {
                <p class="notice" role="alert">
                    {move || t().part_not_loaded} " "
                    <button class="button" on:click=|_| { let _ = window().location().reload(); }>{move || t().update_reload}</button>
                </p>
            }
            .into_any(),
        }
    })
    .into_any()
}
