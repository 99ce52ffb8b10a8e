//! Every string the app shows, in English and French. One struct per language, so a
//! string missing in either language is a compile error.

use serde::{Deserialize, Serialize};

pub use self::en::EN;
#[cfg(any(test, not(target_arch = "wasm32")))]
pub use self::fr::FR;
#[cfg(test)]
pub use self::french::French;
pub use self::french::{french, load as load_french};
pub use self::person::{said, Person};
pub use self::strings::Strings;

mod en;
// Natively and in tests only: the browser reads French from `fr.txt` (see `french.rs`).
#[cfg(any(test, not(target_arch = "wasm32")))]
mod fr;
mod french;
mod person;
mod strings;
pub mod walk;

/// The interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// French.
    Fr,
}

impl Lang {
    /// The code stored in localStorage and set on `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Parses a stored code.
    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The strings of this language.
    pub fn t(self) -> &'static Strings {
        match self {
            Lang::En => &EN,
            Lang::Fr => french().map_or(&EN, |f| &f.strings),
        }
    }
}

/// Fills `{}` placeholders in order.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut parts = template.split("{}");
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for (i, part) in parts.enumerate() {
        out.push_str(args.get(i).copied().unwrap_or(""));
        out.push_str(part);
    }
    out
}

/// A score as printed: a true minus sign (U+2212), as on POW's tiles.
pub fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// A place from another in words: "2 cells to the right, 1 cell up" (`dx` to the
/// right, `dy` down).
pub fn offset(t: &Strings, dx: i16, dy: i16) -> String {
    let cells = |n: i16| match n.unsigned_abs() {
        1 => t.one_cell.to_string(),
        n => fill(t.cells_n, &[&n.to_string()]),
    };
    let x = (dx != 0).then(|| fill(t.offsets[usize::from(dx < 0)], &[&cells(dx)]));
    let y = (dy != 0).then(|| fill(t.offsets[2 + usize::from(dy > 0)], &[&cells(dy)]));
    x.into_iter().chain(y).collect::<Vec<_>>().join(", ")
}

/// "3 pts", "1 pt".
pub fn points(t: &Strings, n: impl std::fmt::Display) -> String {
    let n = n.to_string();
    if n == "1" || (n == "0" && t.zero_is_singular) {
        fill(t.one_point, &[&n])
    } else {
        fill(t.points, &[&n])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(fill("{} played the {}", &["Ann", "red filled circle"]), "Ann played the red filled circle");
        assert_eq!(fill("no holes", &["x"]), "no holes");
        assert_eq!(fill("{} and {}", &["a"]), "a and ");
    }

    #[test]
    fn both_languages_have_the_same_placeholders() {
        let [you, other] = [0, 1].map(|i| [EN.your_turn, EN.thinking, EN.su_played, EN.su_moved].map(|p| p[i]));
        let [fr_you, fr_other] = [0, 1].map(|i| [FR.your_turn, FR.thinking, FR.su_played, FR.su_moved].map(|p| p[i]));
        let persons = you.into_iter().zip(fr_you).chain(other.into_iter().zip(fr_other));
        let pairs = [
            (EN.pass_to, FR.pass_to),
            (EN.su_line, FR.su_line),
            (EN.su_cell, FR.su_cell),
            (EN.round_n_of, FR.round_n_of),
        ];
        for (en, fr) in pairs.into_iter().chain(persons) {
            assert_eq!(en.matches("{}").count(), fr.matches("{}").count(), "{en} / {fr}");
        }
    }
}
