//! Every sentence with a person as its subject or owner (`i18n::Person`), in English
//! and French, said of "You", "Vous" and another name, its grammar checked (issue 45).
//! Apart from `i18n`, which names no game.

use crate::games::combo4x4::words as c4;
use crate::games::pow::words as pow;
use crate::games::super_pose::words as sp;
use crate::i18n::{said, Person, Strings, EN, FR};

/// Every sentence with a person as its subject or owner, by name.
fn sentences(t: &Strings, s: &sp::Sp, c: &c4::C4, p: &pow::Pw) -> Vec<(&'static str, Person)> {
    vec![
        ("your_turn", t.your_turn),
        ("thinking", t.thinking),
        ("pass_explain", t.pass_explain),
        ("winner_is", t.winner_is),
        ("waiting_for_link", t.waiting_for_link),
        ("review_title", t.review_title),
        ("review_chart", t.review_chart),
        ("to_play", t.to_play),
        ("turn_of", t.turn_of),
        ("won_by", t.won_by),
        ("hand_of", t.hand_of),
        ("su_played", t.su_played),
        ("su_moved", t.su_moved),
        ("su_lines_shown", t.su_lines_shown),
        ("sp.played", s.played),
        ("sp.set_aside", s.set_aside),
        ("c4.made", c.made),
        ("c4.no_move", c.no_move),
        ("pow.dice_of", p.dice_of),
    ]
}

/// The word after `word` in `s`, if `word` stands in it as a word.
fn after<'a>(s: &'a str, word: &str) -> Vec<&'a str> {
    let words: Vec<&str> = s.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’').collect();
    words.windows(2).filter(|w| w[0] == word).map(|w| w[1]).collect()
}

/// Each sentence filled with "You", "Vous" and another name: no "You wins", "You
/// makes", "You's", no "Vous gagne" or "de Vous"; the name said where it is not the
/// person's, every `{}` filled.
#[test]
fn a_person_is_said_right_for_you_and_for_any_name() {
    let langs = [("en", &EN, &sp::EN, &c4::EN, &pow::EN), ("fr", &FR, &sp::FR, &c4::FR, &pow::FR)];
    for (lang, t, s, c, p) in langs {
        for (field, sentence) in sentences(t, s, c, p) {
            assert_eq!(
                sentence[0].matches("{}").count() + 1,
                sentence[1].matches("{}").count(),
                "{lang} {field}: the name's place only in the form for others"
            );
            for name in ["You", "Vous", "Ann"] {
                let text = said(&sentence, name, &["X", "Y", "Z"]);
                let at = format!("{lang} {field} with {name}: {text}");
                assert!(!text.contains("{}"), "{at}");
                if name == "Ann" {
                    assert!(text.contains("Ann") && !text.contains("You") && !text.contains("Vous"), "{at}");
                    for next in after(&text, "Ann") {
                        assert!(!["win", "are", "have", "make", "lose", "play"].contains(&next), "{at}");
                        assert!(!next.ends_with("ez"), "{at}");
                    }
                    continue;
                }
                assert!(!text.contains("You's") && !text.contains("you's") && !text.contains("Vous's"), "{at}");
                for next in after(&text, "You").into_iter().chain(after(&text, "you")) {
                    assert!(!next.ends_with('s') || next == "was", "{at}");
                }
                // "vous" in lower case is an object ("À vous de jouer"); the subject leads.
                for next in after(&text, "Vous") {
                    assert!(next.ends_with("ez") || ["ne", "seul"].contains(&next), "{at}");
                }
                let middle = text.replace(". Vous", "").replace(". You", "");
                assert!(!middle.contains(" Vous") && !middle.contains(" You"), "{at}: a capital in mid-sentence");
            }
        }
    }
}
