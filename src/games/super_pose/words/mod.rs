//! The SUPER-POSE table's words: the struct every language fills (a gap is a compile
//! error), one file per language, and the sentences built from the rules' reports.

pub use self::en::EN;
#[cfg(any(test, not(target_arch = "wasm32")))]
pub use self::fr::FR;
pub use self::sentences::{animal, changes, decided, icon, turn, why};
use std::cell::Cell;

use crate::i18n::walk::Part;
use crate::i18n::{Lang, Person};

mod en;
// Natively and in tests only: the browser reads French from `fr.txt` (`crate::i18n::french`).
#[cfg(any(test, not(target_arch = "wasm32")))]
mod fr;
mod sentences;

crate::i18n::walk::texts! {
    /// Every SUPER-POSE string, one struct per language so a gap is a compile error.
    pub struct Sp {
        pub animals: [&'static str; 6],
        pub colours: [&'static str; 6],
        pub flower: &'static str,
        pub chameleon: &'static str,
        pub black: &'static str,
        pub played: Person,
        pub set_aside: Person,
        pub zone_created_sp: &'static str,
        pub zone_created: &'static str,
        pub zone_grown: &'static str,
        pub zone_linked: &'static str,
        pub and: &'static str,
        pub zone_reduced: &'static str,
        pub zone_reshaped: &'static str,
        pub no_zone: &'static str,
        pub bonus: &'static str,
        pub turn_total: &'static str,
        /// The better move of a review, by what differs from the move made: another
        /// card of the hand, its place, its turn (a quarter, a half, three quarters
        /// clockwise), the animal called, the chameleons' shapes.
        pub rv_card: &'static str,
        pub rv_moved: &'static str,
        pub rv_turned: [&'static str; 3],
        pub rv_called: &'static str,
        pub rv_shaped: &'static str,
        pub why_flower: &'static str,
        pub why_bare: &'static str,
        pub why_match: &'static str,
        pub why_side: &'static str,
        pub why_chameleon: &'static str,
        pub why_other: &'static str,
        pub legal_here: &'static str,
        pub legal_points: &'static str,
        pub pick_card: &'static str,
        /// Placing by keys.
        pub place_hint: &'static str,
        /// Placing by taps or clicks.
        pub place_tap: &'static str,
        /// `place_tap` with a mouse: click, and the keys.
        pub place_click: &'static str,
        /// After a legal place, how to lay the card, Undo on (a second tap lays).
        pub lay_tap: &'static str,
        pub lay_click: &'static str,
        /// The same with "card in play" on (no Undo): only the button lays.
        pub lay_button: &'static str,
        pub stuck: &'static str,
        pub turn_card: &'static str,
        pub set_aside_btn: &'static str,
        pub card_n: &'static str,
        pub play_here: &'static str,
        pub next_spot: &'static str,
        pub zoom_in: &'static str,
        pub zoom_out: &'static str,
        pub fit: &'static str,
        pub board_label: &'static str,
        pub assist: &'static str,
        pub cham_title: &'static str,
        pub cham_explain: &'static str,
        pub cham_ways: &'static str,
        pub cham_lay: &'static str,
        pub cham_option: &'static str,
        pub best: &'static str,
        pub on_card: &'static str,
        pub on_table: &'static str,
        pub jokers: &'static str,
        pub cancel: &'static str,
        pub score_track: &'static str,
        /// What the board shows: its title, then black squares, zones, calling.
        pub key: [&'static str; 4],
        pub seat_line: &'static str,
        pub team_n: &'static str,
        pub decided: [&'static str; 4],
        pub zones_held: &'static str,
        pub best_scores: &'static str,
        pub no_best: &'static str,
        pub flowers: &'static str,
        pub flowers_help: &'static str,
        pub nine: &'static str,
        pub nine_help: &'static str,
        pub advanced: &'static str,
        pub advanced_help: &'static str,
        pub teams: &'static str,
        pub teams_help: &'static str,
        pub race: &'static str,
        pub race_help: &'static str,
        pub layout: &'static str,
        pub layouts_plain: [&'static str; 3],
        pub layouts_flowers: [&'static str; 2],
        pub free_layout: &'static str,
        pub free_hint: &'static str,
        /// `free_hint` by touch: no keys.
        pub free_tap: &'static str,
        pub free_card: &'static str,
        pub free_ok: &'static str,
        pub free_hides: &'static str,
        pub free_apart: &'static str,
        pub free_zone: &'static str,
        pub free_far: &'static str,
        pub free_done: &'static str,
        pub free_keys: &'static str,
        pub other_side: &'static str,
        pub lay_card: &'static str,
        pub take_back: &'static str,
        pub strict: &'static str,
        pub strict_help: &'static str,
        pub assist_help: &'static str,
        pub solo_note: &'static str,
        pub first_game: &'static str,
        /// The board in words (`ear.rs`): its button, the table's caption, a
        /// column's and a row's header, a cell's name, a zone (animal, size, owner),
        /// the card being placed over a cell, an icon over another, a line of the
        /// last move (cell: icon), the legal places' title and one place (cell:
        /// points), and what stands for the list when there is none.
        pub ear_open: &'static str,
        pub ear_grid: &'static str,
        pub ear_column: &'static str,
        pub ear_row: &'static str,
        pub ear_cell: &'static str,
        pub ear_zone: &'static str,
        pub ear_card: &'static str,
        pub ear_over: &'static str,
        pub ear_line: &'static str,
        pub ear_places: &'static str,
        pub ear_place: &'static str,
        pub ear_no_card: &'static str,
        pub ear_not_yours: &'static str,
        pub ear_last: &'static str,
    }
}

thread_local! {
    static KEPT: Cell<Option<&'static Sp>> = const { Cell::new(None) };
}

/// These words' part of the French file (`crate::i18n::french`).
pub static FRENCH: Part<Sp> = Part {
    en: &EN,
    #[cfg(any(test, not(target_arch = "wasm32")))]
    fr: &FR,
    kept: &KEPT,
};

/// The strings of a language.
pub fn sp(lang: Lang) -> &'static Sp {
    match lang {
        Lang::En => &EN,
        Lang::Fr => FRENCH.french(),
    }
}
