//! A score that counts to its new value over a moment, once for every table, so a
//! change of score is seen as it happens. Plain functions, not components: a
//! component's props add code for nothing here. At once under `prefers-reduced-motion`,
//! in a replay (`still`), and when the table first draws.

use leptos::prelude::*;

use super::{frame, motion};
use crate::i18n::Strings;

/// How long a count takes, in milliseconds (a move's motion is 260 ms).
const MILLIS: f64 = 300.0;

/// The number shown `k` of the way (0 to 1) from `from` to `to`, rounded toward
/// `from`, so the last step lands exactly on `to`.
fn between(from: i32, to: i32, k: f64) -> i32 {
    if k >= 1.0 {
        return to;
    }
    let d = f64::from(to - from) * k.max(0.0);
    from + d.trunc() as i32
}

thread_local! {
    /// Each score's (by key) number shown last and how many times it was drawn, so a
    /// score drawn anew by a move counts from there, and only its latest drawing
    /// counts. Emptied when a table opens: nothing counts from another table's scores.
    static LAST: std::cell::RefCell<Vec<(u64, i32, u32)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A table opens: no score counts from what another table showed.
pub fn forget() {
    LAST.with_borrow_mut(Vec::clear);
}

/// The score `key` (a table's own numbering: a seat) showing `value`, counted from
/// the number it showed last if it showed another; `data-to` keeps the true value,
/// so a test can tell a count that stopped on the way. The number is the element's own
/// text, written frame by frame: a score is drawn anew when it changes, so no signal
/// needs to follow it (and none adds its code to the first load). The element is
/// made with the true value, and a count cut short by a newer drawing writes it: a
/// score is never left on a number of the way (issue 45: a list once said 27 where
/// the game's total was 33, until a reload).
pub fn count(key: u64, value: i32, still: bool) -> impl IntoView {
    let (from, drawing) = LAST.with_borrow_mut(|l| match l.iter_mut().find(|e| e.0 == key) {
        Some(e) => {
            let from = e.1;
            *e = (key, value, e.2.wrapping_add(1));
            (Some(from), e.2)
        }
        None => {
            l.push((key, value, 0));
            (None, 0)
        }
    });
    let from = from.filter(|f| *f != value && !still && motion::wanted());
    if let Some(from) = from {
        tick(key, drawing, from, value, js_sys::Date::now(), None);
    }
    let (to, shown) = (value.to_string(), value.to_string());
    view! { <span class="count" data-count=key.to_string() data-to=to>{shown}</span> }
}

/// One frame of a count: the number `k` of the way, or the true value once a newer
/// drawing of the score took over. The element is looked up in the first frame only
/// (it is drawn by then) and kept, rather than searched for past the board in every
/// frame; a key names one score on a table.
fn tick(key: u64, drawing: u32, from: i32, to: i32, start: f64, el: Option<web_sys::Element>) {
    // With the frame's writes (`frame.rs`), after its reads have measured the page.
    frame::write(move || {
        if LAST.with_borrow(|l| l.iter().find(|e| e.0 == key).map(|e| e.2)) != Some(drawing) {
            // Our element, if it was found, lands on its true value; a lookup now would
            // find the newer drawing's.
            if let Some(el) = el {
                el.set_text_content(Some(&to.to_string()));
            }
            return;
        }
        let Some(el) =
            el.or_else(|| document().query_selector(&format!(".count[data-count=\"{key}\"]")).ok().flatten())
        else {
            return;
        };
        let k = (js_sys::Date::now() - start) / MILLIS;
        el.set_text_content(Some(&between(from, to, k).to_string()));
        if k < 1.0 {
            tick(key, drawing, from, to, start, Some(el));
        }
    });
}

/// "3 pts", the number counting (see [`count`]): the words of the new value (one
/// point, or many) around it.
pub fn points(t: &'static Strings, key: u64, value: i32, still: bool) -> impl IntoView {
    let one = value == 1 || (value == 0 && t.zero_is_singular);
    let pattern = if one { t.one_point } else { t.points };
    let (before, after) = pattern.split_once("{}").unwrap_or((pattern, ""));
    (before, count(key, value, still), after)
}

#[cfg(test)]
mod tests {
    use super::between;

    #[test]
    fn a_count_starts_where_it_was_and_ends_exactly_on_the_new_value() {
        assert_eq!(between(3, 11, 0.0), 3);
        assert_eq!(between(3, 11, 0.5), 7);
        assert_eq!(between(3, 11, 0.99), 10);
        assert_eq!(between(3, 11, 1.0), 11);
        assert_eq!(between(3, 11, 7.0), 11);
        // Down as well (a score can fall), never past the new value.
        assert_eq!(between(5, -2, 0.5), 2);
        assert_eq!(between(5, -2, 0.999), -1);
        assert_eq!(between(5, -2, 1.0), -2);
    }
}
