//! Every text of a strings struct, visited in field order: how the French texts are
//! written to `public/fr.txt` (natively, by a test) and read back in the browser, so
//! the page's wasm carries only English and a French reader fetches its file.

// Natively nothing fetches French: only the tests read the file.
#![cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]

use std::cell::Cell;
use std::thread::LocalKey;

/// What is done to each field.
pub trait Walker {
    fn text(&mut self, s: &mut &'static str);
    fn list(&mut self, l: &mut &'static [&'static str]);
    fn flag(&mut self, b: &mut bool);
}

/// A value whose texts a [`Walker`] visits.
pub trait Walk {
    fn walk(&mut self, w: &mut dyn Walker);
}

impl Walk for &'static str {
    fn walk(&mut self, w: &mut dyn Walker) {
        w.text(self);
    }
}

impl<const N: usize> Walk for [&'static str; N] {
    fn walk(&mut self, w: &mut dyn Walker) {
        for s in self {
            w.text(s);
        }
    }
}

impl Walk for &'static [&'static str] {
    fn walk(&mut self, w: &mut dyn Walker) {
        w.list(self);
    }
}

impl Walk for bool {
    fn walk(&mut self, w: &mut dyn Walker) {
        w.flag(self);
    }
}

/// Code, not text: each language sets its own.
impl<A, B, C, D> Walk for fn(&A, B, C, D) -> String {
    fn walk(&mut self, _: &mut dyn Walker) {}
}

/// Defines a strings struct (its fields all `pub`) and its [`Walk`] in one list, so
/// no field can be left out of the French file.
macro_rules! texts {
    ($(#[$sm:meta])* pub struct $name:ident { $($(#[$fm:meta])* pub $f:ident: $t:ty,)* }) => {
        $(#[$sm])*
        // Copy: French starts as a bitwise copy of English, not a field-by-field clone.
        #[derive(Clone, Copy)]
        // Tests compare the French read back with the statics; the card-name function
        // is the same function there.
        #[cfg_attr(test, derive(PartialEq), allow(unpredictable_function_pointer_comparisons))]
        pub struct $name { $($(#[$fm])* pub $f: $t,)* }

        impl $crate::i18n::walk::Walk for $name {
            fn walk(&mut self, w: &mut dyn $crate::i18n::walk::Walker) {
                $($crate::i18n::walk::Walk::walk(&mut self.$f, w);)*
            }
        }
    };
}
pub(crate) use texts;

/// Reads texts, one a line (a list: its length, then its items), from a file kept
/// for the page's lifetime.
pub struct Reader {
    lines: std::str::Split<'static, char>,
    /// A line was missing or a number unreadable: the file does not fit the structs.
    pub bad: bool,
}

impl Reader {
    pub fn new(file: &'static str) -> Reader {
        Reader { lines: file.split('\n'), bad: false }
    }

    fn next(&mut self) -> &'static str {
        self.lines.next().unwrap_or_else(|| {
            self.bad = true;
            ""
        })
    }

    /// Whether every line was read and no more are left (but a final empty one).
    pub fn done(mut self) -> bool {
        !self.bad && matches!((self.lines.next(), self.lines.next()), (None, _) | (Some(""), None))
    }
}

// Not inlined: one call a field, not a copy of the line reader a field.
impl Walker for Reader {
    #[inline(never)]
    fn text(&mut self, s: &mut &'static str) {
        *s = self.next();
    }

    #[inline(never)]
    fn list(&mut self, l: &mut &'static [&'static str]) {
        let Ok(n) = self.next().parse::<usize>() else {
            self.bad = true;
            return;
        };
        let items: Vec<&'static str> = (0..n).map(|_| self.next()).collect();
        *l = Vec::leak(items);
    }

    #[inline(never)]
    fn flag(&mut self, b: &mut bool) {
        *b = self.next() == "1";
    }
}

/// Writes what [`Reader`] reads.
#[cfg(any(test, not(target_arch = "wasm32")))]
#[derive(Default)]
pub struct Writer {
    pub out: String,
}

#[cfg(any(test, not(target_arch = "wasm32")))]
impl Writer {
    fn line(&mut self, s: &str) {
        assert!(!s.contains('\n'), "a text holds a line break: {s:?}");
        self.out.push_str(s);
        self.out.push('\n');
    }
}

#[cfg(any(test, not(target_arch = "wasm32")))]
impl Walker for Writer {
    fn text(&mut self, s: &mut &'static str) {
        self.line(s);
    }

    fn list(&mut self, l: &mut &'static [&'static str]) {
        self.line(&l.len().to_string());
        for s in l.iter() {
            self.line(s);
        }
    }

    fn flag(&mut self, b: &mut bool) {
        self.line(if *b { "1" } else { "0" });
    }
}

/// A part of the French file after the app's own strings: a game's words. It is read
/// over a copy of its English and kept in the game's own slot once the whole file
/// fits, so the French texts name no game and each game's words read only their own.
pub struct Part<T: 'static> {
    /// The English, read over.
    pub en: &'static T,
    /// The French statics (natively and in tests: the browser reads the file).
    #[cfg(any(test, not(target_arch = "wasm32")))]
    pub fr: &'static T,
    /// Where the French read from the file is kept.
    pub kept: &'static LocalKey<Cell<Option<&'static T>>>,
}

impl<T: Walk + Copy> Part<T> {
    /// The French words: as read from the file (English until it is), natively the
    /// statics.
    pub fn french(&self) -> &'static T {
        #[cfg(any(test, not(target_arch = "wasm32")))]
        return self.fr;
        #[cfg(not(any(test, not(target_arch = "wasm32"))))]
        return self.kept.get().unwrap_or(self.en);
    }
}

/// A [`Part`], its type left out: what the French file's reader and writer need.
pub trait Reads {
    /// Reads the part from `r`; calling what it returns keeps what was read.
    fn read(&self, r: &mut dyn Walker) -> Box<dyn FnOnce()>;

    /// Writes the French statics to `w`.
    #[cfg(any(test, not(target_arch = "wasm32")))]
    fn write(&self, w: &mut dyn Walker);

    /// Whether what was kept is the French statics.
    #[cfg(test)]
    fn kept_is_static(&self) -> bool;
}

impl<T: Walk + Copy + 'static> Reads for Part<T> {
    fn read(&self, r: &mut dyn Walker) -> Box<dyn FnOnce()> {
        let mut words = *self.en;
        words.walk(r);
        let kept = self.kept;
        Box::new(move || kept.set(Some(Box::leak(Box::new(words)))))
    }

    #[cfg(any(test, not(target_arch = "wasm32")))]
    fn write(&self, w: &mut dyn Walker) {
        let mut words = *self.fr;
        words.walk(w);
    }

    #[cfg(test)]
    fn kept_is_static(&self) -> bool {
        let (mut a, mut b) = (Writer::default(), Writer::default());
        if let Some(mut kept) = self.kept.get().copied() {
            kept.walk(&mut a);
        }
        let mut words = *self.fr;
        words.walk(&mut b);
        a.out == b.out
    }
}
