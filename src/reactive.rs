//! Memos and effects whose machinery is compiled once per value type, not once per
//! closure: Leptos's `Memo::new` and `Effect::new` are generic over the closure, so
//! every call site (times every game, in generic tables) got its own copy of their
//! code. Boxing the closure first shares it (about 10 KiB gzip of the first load).

use leptos::prelude::*;

/// `Memo::new`, for a closure that does not need the previous value.
pub fn memo<T: PartialEq + Send + Sync + 'static>(f: impl Fn() -> T + Send + Sync + 'static) -> Memo<T> {
    boxed_memo(Box::new(f))
}

#[inline(never)]
fn boxed_memo<T: PartialEq + Send + Sync + 'static>(f: Box<dyn Fn() -> T + Send + Sync>) -> Memo<T> {
    Memo::new(move |_| f())
}

/// `Effect::new`, for a closure that does not need the previous run's value.
pub fn effect(f: impl Fn() + 'static) {
    boxed_effect(Box::new(f));
}

#[inline(never)]
fn boxed_effect(f: Box<dyn Fn()>) {
    Effect::new(move |_| f());
}

/// `Signal::derive`, with its code compiled once per value type.
pub fn derive<T: Send + Sync + 'static>(f: impl Fn() -> T + Send + Sync + 'static) -> Signal<T> {
    boxed_derive(Box::new(f))
}

#[inline(never)]
fn boxed_derive<T: Send + Sync + 'static>(f: Box<dyn Fn() -> T + Send + Sync>) -> Signal<T> {
    Signal::derive(f)
}
