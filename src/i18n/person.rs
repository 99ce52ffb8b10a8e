//! Sentences with a person as their subject or owner, right for every name: the seat
//! named "You" (the name the app gives the person holding the device) and any other
//! name. "{} wins" filled with "You" reads "You wins", and "{} gagne" with "Vous"
//! "Vous gagne": such a sentence is a pair of templates instead, chosen by the name.

use super::fill;

/// A sentence whose subject (or owner) is a person: first its form for the person the
/// app speaks to ("You win", "Your decisions"), which spells the pronoun itself and has
/// no place for the name; then its form for anyone else, whose name fills its first
/// `{}` ("{} wins", "{}'s decisions"). The other `{}` are the same in both.
pub type Person = [&'static str; 2];

/// Each language's name for the person at the device (its `learn_names[0]`): a game
/// begun in English speaks to "You" in French too. Kept here rather than read from the
/// French texts, which a page fetches only for French readers.
const YOU: [&str; 2] = ["You", "Vous"];

/// Whether `name` is the person the app speaks to.
pub fn is_you(name: &str) -> bool {
    YOU.iter().any(|y| y.eq_ignore_ascii_case(name.trim()))
}

/// `sentence` said of the person named `name`, the other `{}` filled with `args`.
pub fn said(sentence: &Person, name: &str, args: &[&str]) -> String {
    if is_you(name) {
        return fill(sentence[0], args);
    }
    let all: Vec<&str> = std::iter::once(name).chain(args.iter().copied()).collect();
    fill(sentence[1], &all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{EN, FR};

    #[test]
    fn the_names_of_the_person_are_each_languages() {
        assert_eq!(YOU, [EN.learn_names[0], FR.learn_names[0]]);
        assert!(is_you("You") && is_you(" vous ") && !is_you("Yves") && !is_you("Ann"));
    }
}
