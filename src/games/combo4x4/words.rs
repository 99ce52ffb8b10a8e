//! The game's words in English and French.

use crate::i18n::Lang;

/// The rules in short and the house readings, in `lang`.
pub fn rules(lang: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    match lang {
        Lang::En => (&[], &[]),
        Lang::Fr => (&[], &[]),
    }
}
