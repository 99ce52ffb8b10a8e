//! Part of a view drawn in a task after its parent's first frame: a table drawn in one
//! task was a game's longest task (POW's, 20-32 ms of CPU against the suite's budget
//! of 25; docs/BENCHMARKS.md, session 22), and laid out in one frame, another (session
//! 43). What is drawn first shows at once, the rest a frame or two later.

use std::time::Duration;

use leptos::prelude::*;

/// `children`, made and drawn in a task of their own after the first frame that
/// shows this.
#[component]
pub fn Soon(children: Children) -> impl IntoView {
    let children = StoredValue::new_local(Some(children));
    let due = RwSignal::new(false);
    // Timed from the first draw, not from here: a view is often made a task before it
    // is drawn (`later::drawn_when_loaded`), and a timer set now would be due by then.
    move || match due.get() {
        true => children.try_update_value(Option::take).flatten().map(|c| c()),
        false => {
            // After the next frame, not before it: drawn before, the parts were laid
            // out in one frame, a task of 55-74 ms of CPU at a quarter of the CPU
            // (a table's first frame, docs/BENCHMARKS.md, session 43).
            crate::kit::frame::write(move || set_timeout(move || _ = due.try_set(true), Duration::ZERO));
            None
        }
    }
}
