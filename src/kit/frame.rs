//! The next frame's work, reads before writes. Several parts of a table look at the
//! page once a change is drawn (the motion measures its pieces, the log its scroll,
//! the status whether its line is folded) and then change it (the motion starts,
//! the log scrolls). Each in its own animation callback, a part reading after
//! another's change made the browser lay the page out again in the middle of the
//! frame: with POW's tiles 20-25 ms at a quarter of the CPU, in every move
//! (`docs/BENCHMARKS.md`, session 34). Here one callback runs every read first (one
//! layout, the one the frame needs anyway), then every write.

use std::cell::RefCell;
use std::collections::VecDeque;

use leptos::prelude::request_animation_frame;

type Job = Box<dyn FnOnce()>;

#[derive(Default)]
struct Queue {
    reads: VecDeque<Job>,
    writes: VecDeque<Job>,
    /// An animation callback is asked for.
    asked: bool,
    /// Running the reads: a write queued now runs in this frame, after them.
    reading: bool,
}

thread_local! {
    static QUEUE: RefCell<Queue> = RefCell::new(Queue::default());
}

/// Runs `f` in the next frame, before any write of that frame: to measure the page.
/// A read queued by a write runs in the frame after.
pub fn read(f: impl FnOnce() + 'static) {
    QUEUE.with_borrow_mut(|q| q.reads.push_back(Box::new(f)));
    ask();
}

/// Runs `f` in the next frame after its reads (in this frame, if queued by one of
/// them): to change what they measured.
pub fn write(f: impl FnOnce() + 'static) {
    QUEUE.with_borrow_mut(|q| q.writes.push_back(Box::new(f)));
    ask();
}

/// Runs `f` in the frame after the next, once the next is drawn: to draw a change a
/// frame after one that shows something at once (`kit::press`).
pub fn after_next(f: impl FnOnce() + 'static) {
    write(move || write(f));
}

fn ask() {
    let ask = QUEUE.with_borrow_mut(|q| !q.reading && !std::mem::replace(&mut q.asked, true));
    if ask {
        request_animation_frame(run);
    }
}

fn run() {
    QUEUE.with_borrow_mut(|q| (q.asked, q.reading) = (false, true));
    // Borrowed only to take each job: a job may queue others.
    while let Some(job) = QUEUE.with_borrow_mut(|q| q.reads.pop_front()) {
        job();
    }
    QUEUE.with_borrow_mut(|q| q.reading = false);
    let writes = QUEUE.with_borrow_mut(|q| std::mem::take(&mut q.writes));
    for job in writes {
        job();
    }
}
