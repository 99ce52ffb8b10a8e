//! The Combo 4x4 table's words in English and French.

use std::cell::Cell;

use tabula_rules::combo4x4::{Card, Combo};

use crate::i18n::walk::Part;
use crate::i18n::{Lang, Person};

crate::i18n::walk::texts! {
    /// Every Combo 4x4 string, one struct per language so a gap is a compile error.
    pub struct C4 {
        /// Combo names, in [`Combo::ALL`] order.
        pub combos: [&'static str; 4],
        /// Red and Black.
        pub colours: [&'static str; 2],
        pub moved: &'static str,
        pub swapped: &'static str,
        pub pushed: &'static str,
        pub made: Person,
        pub no_move: Person,
        pub reshuffled: &'static str,
        pub by_combos: &'static str,
        pub pick_card: &'static str,
        pub pick_man: &'static str,
        /// Choosing the cell, by touch or mouse.
        pub pick_to: &'static str,
        /// Choosing the cell, by keys.
        pub pick_to_keys: &'static str,
        pub card_stuck: &'static str,
        pub no_move_tag: &'static str,
        pub man: &'static str,
        pub target: &'static str,
        /// A lit cell whose enemy man the chosen man swaps with.
        pub swap_target: &'static str,
        pub board: &'static str,
        pub piles: &'static str,
        pub combos_made: &'static str,
        pub none_yet: &'static str,
        /// The cards in [`Card::ALL`] order, "Name: what it does", as the rules page
        /// lists them (`tabula_rules::summary`).
        pub cards: [&'static str; 12],
    }
}

/// English.
pub static EN: C4 = C4 {
    combos: ["Corner Combo", "Diagonal Combo", "Orthogonal Combo", "Center Combo"],
    colours: ["Red", "Black"],
    moved: "{}: {} {} → {}",
    swapped: "{}: {} {} ⇄ {}",
    pushed: "{}: {} {} → {}, pushing {}",
    made: ["You make a combo: {}!", "{} makes a combo: {}!"],
    no_move: ["You have no move with any card and lose.", "{} has no move with any card and loses."],
    reshuffled: "the deck ran out: the discards are shuffled into a new deck",
    by_combos: "two combos: {} and {}",
    pick_card: "Choose a card, then one of your men.",
    pick_man: "{}: choose one of your lit men ({}).",
    pick_to: "{}: choose a lit cell (tap the card again to cancel).",
    pick_to_keys: "{}: choose a lit cell (the card again or Escape cancels).",
    card_stuck: "{} has no move now: no man of yours can go anywhere with it. Choose another card.",
    no_move_tag: "no move",
    man: "{} man on {}",
    target: "move to {}",
    swap_target: "swap with the {} man on {}",
    board: "Board, columns a to d, rows 1 to 4 from the top",
    piles: "Deck {} · Discards {}",
    combos_made: "Combos",
    none_yet: "none yet",
    cards: [
        "Hop: 1 step along a row or column",
        "Skip: 1 step diagonally",
        "Jump: over an adjacent man to the cell behind",
        "Trade: swap with an adjacent enemy man",
        "Switch: swap with an enemy man not adjacent to it",
        "Rook: slide along a row or column, never over a man",
        "King: 1 step any way",
        "Horse: as a chess knight",
        "Bishop: slide diagonally, never over a man",
        "Zip: to any empty corner",
        "Zap: to any empty non-corner cell",
        "Push: into an adjacent man, shoving it (or a line of two) one cell on",
    ],
};

/// French.
// Natively and in tests only: the browser reads French from `fr.txt` (`crate::i18n::french`).
#[cfg(any(test, not(target_arch = "wasm32")))]
pub static FR: C4 = C4 {
    combos: ["Combo des coins", "Combo diagonal", "Combo orthogonal", "Combo du centre"],
    colours: ["Rouge", "Noir"],
    moved: "{} : {} {} → {}",
    swapped: "{} : {} {} ⇄ {}",
    pushed: "{} : {} {} → {}, pousse {}",
    made: ["Vous réussissez un {} !", "{} réussit un {} !"],
    no_move: ["Vous ne pouvez jouer aucune carte et perdez.", "{} ne peut jouer aucune carte et perd."],
    reshuffled: "la pioche est vide : la défausse est mélangée pour former une nouvelle pioche",
    by_combos: "deux combos : {} et {}",
    pick_card: "Choisissez une carte, puis un de vos pions.",
    pick_man: "{} : choisissez un de vos pions éclairés ({}).",
    pick_to: "{} : choisissez une case éclairée (touchez la carte de nouveau pour annuler).",
    pick_to_keys: "{} : choisissez une case éclairée (la carte de nouveau ou Échap annule).",
    card_stuck: "{} ne permet aucun coup : aucun de vos pions ne peut bouger avec. Choisissez une autre carte.",
    no_move_tag: "aucun coup",
    man: "pion {} en {}",
    target: "aller en {}",
    swap_target: "échanger avec le pion {} en {}",
    board: "Plateau, colonnes a à d, rangées 1 à 4 depuis le haut",
    piles: "Pioche {} · Défausse {}",
    combos_made: "Combos\u{a0}",
    none_yet: "aucun",
    cards: [
        "Pas : 1 case en ligne ou en colonne",
        "Biais : 1 case en diagonale",
        "Saut : par-dessus un pion voisin, sur la case derrière",
        "Échange : avec un pion ennemi voisin",
        "Permutation : avec un pion ennemi non voisin",
        "Tour : glisse en ligne ou en colonne, sans sauter",
        "Roi : 1 case dans tous les sens",
        "Cavalier : comme aux échecs",
        "Fou : glisse en diagonale, sans sauter",
        "Zip : vers un coin vide",
        "Zap : vers une case vide hors des coins",
        "Poussée : contre un pion voisin, qui avance d'une case (une file de deux aussi)",
    ],
};

thread_local! {
    static KEPT: Cell<Option<&'static C4>> = const { Cell::new(None) };
}

/// These words' part of the French file (`crate::i18n::french`).
pub static FRENCH: Part<C4> = Part {
    en: &EN,
    #[cfg(any(test, not(target_arch = "wasm32")))]
    fr: &FR,
    kept: &KEPT,
};

/// The words of `lang`.
pub fn c4(lang: Lang) -> &'static C4 {
    match lang {
        Lang::En => &EN,
        Lang::Fr => FRENCH.french(),
    }
}

/// A card's line, split at the colon: its name and what it does.
fn card_line(w: &C4, c: Card) -> (&'static str, &'static str) {
    let i = Card::ALL.iter().position(|k| *k == c).unwrap_or(0);
    let line = w.cards.get(i).copied().unwrap_or("");
    let (name, help) = line.split_once(':').unwrap_or((line, ""));
    (name.trim(), help.trim())
}

/// A card's name.
pub fn card(w: &C4, c: Card) -> &'static str {
    card_line(w, c).0
}

/// What a card does.
pub fn help(w: &C4, c: Card) -> &'static str {
    card_line(w, c).1
}

/// A combo's name.
pub fn combo(w: &C4, c: Combo) -> &'static str {
    let i = Combo::ALL.iter().position(|k| *k == c).unwrap_or(0);
    w.combos.get(i).copied().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_names_and_help_are_the_rules_pages_card_lines() {
        let summary = tabula_rules::summary::summary(tabula_rules::GameId::Combo4x4);
        for (i, line) in summary.rules[4..16].iter().enumerate() {
            assert_eq!((EN.cards[i], FR.cards[i]), (line.en, line.fr));
        }
        assert_eq!(card(&EN, Card::Hop), "Hop");
        assert_eq!(help(&EN, Card::Push), "into an adjacent man, shoving it (or a line of two) one cell on");
        let fr: Vec<&str> = [Card::Jump, Card::Trade, Card::Switch, Card::Push].iter().map(|&c| card(&FR, c)).collect();
        assert_eq!(fr, ["Saut", "Échange", "Permutation", "Poussée"], "the setup page's names");
        for w in [&EN, &FR] {
            assert!(Card::ALL
                .iter()
                .all(|&c| !card(w, c).is_empty() && !help(w, c).is_empty() && card(w, c).len() < 12));
        }
    }
}
