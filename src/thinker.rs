//! The computers think in a Web Worker (`src/bin/worker.rs`), so the page never
//! freezes while a search runs; the worker also makes share links (redaction is
//! rules code the page's first load need not carry). The worker is started the first time a computer is
//! to move (after the first paint, and only by tables that have computers), and the
//! questions and answers are `tabula_bots::ask` bytes.
//!
//! Cancelling a question whose search is running stops the worker outright (a search
//! cannot be interrupted from outside): the next question starts a fresh one.

use std::cell::RefCell;

use tabula_bots::ask::{self, Answer, Ask};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The loader Trunk writes next to the worker's wasm (`data-loader-shim`).
const WORKER_URL: &str = "./worker_loader.js";

type Reply = Box<dyn FnOnce(Result<Answer, String>)>;

#[derive(Default)]
struct Thinker {
    worker: Option<Worker>,
    /// The worker said it listens: questions go straight to it.
    ready: bool,
    /// Questions waiting for the worker to be ready.
    queue: Vec<Vec<u8>>,
    /// Questions sent or queued, oldest first, with what to do with the answer.
    waiting: Vec<(u32, Reply)>,
    next_id: u32,
    // Kept alive as long as the worker they listen to.
    _listeners: Option<Listeners>,
}

/// The worker's message and error listeners.
type Listeners = (Closure<dyn FnMut(MessageEvent)>, Closure<dyn FnMut(web_sys::Event)>);

thread_local! {
    static THINKER: RefCell<Thinker> = RefCell::new(Thinker::default());
}

/// Asks the worker `question` (made from the question's id, which its answer
/// carries back); `reply` gets the answer (or why there is none). Returns the id, for
/// [`cancel`]. E.g. `ask(|id| Ask::Lesson { id, game }, reply)`.
pub fn ask(question: impl FnOnce(u32) -> Ask, reply: impl FnOnce(Result<Answer, String>) + 'static) -> u32 {
    let id = next_id();
    send(id, ask::encode(&question(id)), Box::new(reply));
    id
}

/// Asks the worker for a computer's action (`question`, an `Ask::Think`), as [`ask`]
/// does, and measures the time from question to answer.
pub fn think(question: impl FnOnce(u32) -> Ask, reply: impl FnOnce(Result<Answer, String>) + 'static) -> u32 {
    let id = next_id();
    // Each decision's time, from question to answer, as a `think` performance
    // measure: scripts/think-times.mjs and the end-to-end tests read them.
    let mark = format!("think-{id}");
    let perf = web_sys::window().and_then(|w| w.performance());
    if let Some(p) = &perf {
        let _ = p.mark(&mark);
    }
    let timed = move |answer: Result<Answer, String>| {
        if let Some(p) = &perf {
            let _ = p.measure_with_start_mark("think", &mark);
            p.clear_marks_with_mark_name(&mark);
        }
        reply(answer);
    };
    send(id, ask::encode(&question(id)), Box::new(timed));
    id
}

/// Forgets question `id`: its answer, if it comes, is dropped. When nothing else is
/// waiting, the worker (which may be searching for it) is stopped.
pub fn cancel(id: u32) {
    let stop = THINKER.with_borrow_mut(|t| {
        let before = t.waiting.len();
        t.waiting.retain(|(i, _)| *i != id);
        before != t.waiting.len() && t.waiting.is_empty()
    });
    if stop {
        stop_worker();
    }
}

fn next_id() -> u32 {
    THINKER.with_borrow_mut(|t| {
        // 0 and `u32::MAX` are never ids: the table keeps them for "not asked yet"
        // and "given up" (`Core::computers`).
        t.next_id = if t.next_id >= u32::MAX - 1 { 1 } else { t.next_id + 1 };
        t.next_id
    })
}

fn send(id: u32, bytes: Vec<u8>, reply: Reply) {
    let started = THINKER.with_borrow_mut(|t| {
        t.waiting.push((id, reply));
        if t.worker.is_none() {
            start(t)?;
        }
        if t.ready {
            post(t.worker.as_ref(), &bytes);
        } else {
            t.queue.push(bytes);
        }
        Ok(())
    });
    if let Err(why) = started {
        fail_all(why);
    }
}

/// Starts the worker and listens to it.
fn start(t: &mut Thinker) -> Result<(), String> {
    let worker = Worker::new(WORKER_URL).map_err(|e| format!("{e:?}"))?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&ev.data()).to_vec();
        received(ask::decode::<Answer>(&bytes));
    });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|ev: web_sys::Event| {
        let why = ev.dyn_ref::<web_sys::ErrorEvent>().map_or_else(|| "the worker stopped".to_string(), |e| e.message());
        stop_worker();
        fail_all(why);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    t.worker = Some(worker);
    t.ready = false;
    t._listeners = Some((on_message, on_error));
    Ok(())
}

fn post(worker: Option<&Worker>, bytes: &[u8]) {
    if let Some(w) = worker {
        let _ = w.post_message(&js_sys::Uint8Array::from(bytes));
    }
}

/// An answer arrived: the worker is ready, or a question is answered.
fn received(answer: Result<Answer, String>) {
    let id = match &answer {
        Ok(Answer::Ready) => {
            THINKER.with_borrow_mut(|t| {
                t.ready = true;
                for bytes in std::mem::take(&mut t.queue) {
                    post(t.worker.as_ref(), &bytes);
                }
            });
            return;
        }
        Ok(
            Answer::Action { id, .. }
            | Answer::Failed { id, .. }
            | Answer::Bench { id, .. }
            | Answer::Link { id, .. }
            | Answer::Arrived { id, .. }
            | Answer::Lesson { id, .. }
            | Answer::Daily { id, .. }
            | Answer::Coach { id, .. }
            | Answer::Rules { id, .. }
            | Answer::FairArrived { id, .. }
            | Answer::FairLink { id, .. }
            | Answer::FairChecked { id, .. }
            | Answer::Reviewed { id, .. }
            | Answer::Rated { id, .. },
        ) => *id,
        // Unreadable: it answers the oldest question.
        Err(_) => THINKER.with_borrow(|t| t.waiting.first().map_or(0, |w| w.0)),
    };
    let reply = THINKER.with_borrow_mut(|t| t.waiting.iter().position(|w| w.0 == id).map(|i| t.waiting.remove(i).1));
    if let Some(reply) = reply {
        reply(answer);
    }
}

fn stop_worker() {
    THINKER.with_borrow_mut(|t| {
        if let Some(w) = t.worker.take() {
            w.terminate();
        }
        t.ready = false;
        t.queue.clear();
        // Not dropped: this may run inside one of them (the error listener). Two small
        // closures a stopped worker.
        std::mem::forget(t._listeners.take());
    });
}

/// Every question waiting gets `why` as its answer.
fn fail_all(why: String) {
    let all = THINKER.with_borrow_mut(|t| std::mem::take(&mut t.waiting));
    for (_, reply) in all {
        reply(Err(why.clone()));
    }
}
