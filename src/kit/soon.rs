//! Part of a view drawn in the task after its parent is drawn: a table drawn in one
//! task was a game's longest task (POW's, 20-32 ms of CPU against the suite's budget
//! of 25; docs/BENCHMARKS.md, session 22). What is drawn first shows at once, the rest
//! a few milliseconds later.

use std::time::Duration;

use leptos::prelude::*;

/// `children`, made and drawn in a task of their own after the one that draws this.
#[component]
pub fn Soon(children: Children) -> impl IntoView {
    let children = StoredValue::new_local(Some(children));
    let due = RwSignal::new(false);
    // Timed from the first draw, not from here: a view is often made a task before it
    // is drawn (`later::drawn_when_loaded`), and a timer set now would be due by then.
    move || match due.get() {
        true => children.try_update_value(Option::take).flatten().map(|c| c()),
        false => {
            set_timeout(move || _ = due.try_set(true), Duration::ZERO);
            None
        }
    }
}
