//! The Combo 4x4 table's words in English and French.

use tabula_rules::combo4x4::{Card, Combo};

use crate::i18n::Lang;

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
        pub made: &'static str,
        pub no_move: &'static str,
        pub reshuffled: &'static str,
        pub by_combos: &'static str,
        pub pick_card: &'static str,
        pub pick_man: &'static str,
        pub pick_to: &'static str,
        pub card_stuck: &'static str,
        pub no_move_tag: &'static str,
        pub man: &'static str,
        pub target: &'static str,
        pub board: &'static str,
        pub piles: &'static str,
        pub combos_made: &'static str,
        pub none_yet: &'static str,
        /// The rules in short; lines `CARD0..CARD0 + 12` are the cards in [`Card::ALL`]
        /// order, "Name: what it does" (the table takes the name and help from them).
        pub rules: &'static [&'static str],
        pub readings: &'static [&'static str],
    }
}

/// English.
pub static EN: C4 = C4 {
    combos: ["Corner Combo", "Diagonal Combo", "Orthogonal Combo", "Center Combo"],
    colours: ["Red", "Black"],
    moved: "{}: {} {} → {}",
    swapped: "{}: {} {} ⇄ {}",
    pushed: "{}: {} {} → {}, pushing {}",
    made: "{} makes a combo: {}!",
    no_move: "{} has no move with any card and loses.",
    reshuffled: "the deck ran out: the discards are shuffled into a new deck",
    by_combos: "two combos: {} and {}",
    pick_card: "Choose a card, then one of your men.",
    pick_man: "{}: choose one of your lit men ({}).",
    pick_to: "{}: choose a lit cell (the card again or Escape cancels).",
    card_stuck: "{} has no move now: no man of yours can go anywhere with it. Choose another card.",
    no_move_tag: "no move",
    man: "{} man on {}",
    target: "move to {}",
    board: "Board, columns a to d, rows 1 to 4 from the top",
    piles: "Deck {} · Discards {}",
    combos_made: "Combos",
    none_yet: "none yet",
    rules: &[
        "2 players, Red and Black, each with 4 men on a 4×4 board. Red starts in the top left corner, Black in the bottom right; Red moves first.",
        "Each player holds 3 cards from a shared deck of 40, face up: both hands are open.",
        "On your turn play one card and move one of your men as it says, then draw back to 3. When the deck runs out, the discards are shuffled into a new one.",
        "The cards (all but Trade, Switch and Push move a man to an empty cell):",
        "Hop: 1 step along a row or column",
        "Skip: 1 step diagonally",
        "Jump: over a next man to the cell behind",
        "Trade: swap with a next enemy man",
        "Switch: swap with an enemy man not next to it",
        "Rook: slide along a row or column, never over a man",
        "King: 1 step any way",
        "Horse: as a chess knight",
        "Bishop: slide diagonally, never over a man",
        "Zip: to any empty corner",
        "Zap: to any empty non-corner cell",
        "Push: into a next man, shoving it (or a line of two) one cell on",
        "A combo is your 4 men on the 4 corners, on a long diagonal, on a full row or column, or on the 4 centre cells.",
        "The first player to make two combos of different types wins. A player who cannot move with any card in hand loses at once.",
    ],
    readings: &[
        "\"Next\" means any of the 8 neighbours for Jump, Trade, Switch and Push, unless a variant says orthogonal only.",
        "Jump goes over a man of either colour; Push shoves men of either colour, never off the board.",
        "Trade and Switch swap with an enemy man only: swapping two of your own men would change nothing.",
        "Rows and columns are one type of combo, the two long diagonals another.",
        "A combo counts for the player whose own move makes it; the app declares it at once.",
        "There is no draw and no turn limit.",
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
    made: "{} réussit un {} !",
    no_move: "{} ne peut jouer aucune carte et perd.",
    reshuffled: "la pioche est vide : la défausse est mélangée pour former une nouvelle pioche",
    by_combos: "deux combos : {} et {}",
    pick_card: "Choisissez une carte, puis un de vos pions.",
    pick_man: "{} : choisissez un de vos pions éclairés ({}).",
    pick_to: "{} : choisissez une case éclairée (la carte de nouveau ou Échap annule).",
    card_stuck: "{} ne permet aucun coup : aucun de vos pions ne peut bouger avec. Choisissez une autre carte.",
    no_move_tag: "aucun coup",
    man: "pion {} en {}",
    target: "aller en {}",
    board: "Plateau, colonnes a à d, rangées 1 à 4 depuis le haut",
    piles: "Pioche {} · Défausse {}",
    combos_made: "Combos\u{a0}",
    none_yet: "aucun",
    rules: &[
        "2 joueurs, Rouge et Noir, chacun avec 4 pions sur un plateau de 4×4. Rouge commence dans le coin en haut à gauche, Noir en bas à droite ; Rouge joue le premier.",
        "Chacun a 3 cartes d'une pioche commune de 40, face visible : les deux mains sont ouvertes.",
        "À votre tour, jouez une carte et déplacez un de vos pions comme elle l'indique, puis piochez pour revenir à 3. Quand la pioche est vide, la défausse est mélangée pour en faire une nouvelle.",
        "Les cartes (toutes sauf Échange, Permutation et Poussée mènent un pion sur une case vide) :",
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
        "Un combo : vos 4 pions sur les 4 coins, sur une grande diagonale, sur une ligne ou une colonne entière, ou sur les 4 cases du centre.",
        "Le premier à réussir deux combos de types différents gagne. Qui ne peut jouer aucune carte de sa main perd aussitôt.",
    ],
    readings: &[
        "« Voisin » veut dire l'un des 8 voisins pour Saut, Échange, Permutation et Poussée, sauf si une variante dit orthogonal seulement.",
        "Le Saut passe par-dessus un pion de l'une ou l'autre couleur ; la Poussée pousse des pions des deux couleurs, jamais hors du plateau.",
        "Échange et Permutation se font avec un pion ennemi seulement : échanger deux de vos pions ne changerait rien.",
        "Lignes et colonnes sont un seul type de combo, les deux grandes diagonales un autre.",
        "Un combo compte pour le joueur dont le coup le forme ; l'application l'annonce aussitôt.",
        "Pas de partie nulle ni de limite de tours.",
    ],
};

/// The words of `lang`.
pub fn c4(lang: Lang) -> &'static C4 {
    match lang {
        Lang::En => &EN,
        Lang::Fr => crate::i18n::french().map_or(&EN, |f| &f.c4),
    }
}

/// The rules in short and the house readings, in `lang`.
pub fn rules(lang: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    let w = c4(lang);
    (w.rules, w.readings)
}

/// The first card line of the rules.
const CARD0: usize = 4;

/// A card's line of the rules, split at the colon: its name and what it does.
fn card_line(w: &C4, c: Card) -> (&'static str, &'static str) {
    let i = Card::ALL.iter().position(|k| *k == c).unwrap_or(0);
    let line = w.rules.get(CARD0 + i).copied().unwrap_or("");
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
    fn card_names_and_help_come_from_the_rules() {
        assert_eq!(card(&EN, Card::Hop), "Hop");
        assert_eq!(help(&EN, Card::Push), "into a next man, shoving it (or a line of two) one cell on");
        let fr: Vec<&str> = [Card::Jump, Card::Trade, Card::Switch, Card::Push].iter().map(|&c| card(&FR, c)).collect();
        assert_eq!(fr, ["Saut", "Échange", "Permutation", "Poussée"], "the setup page's names");
        for w in [&EN, &FR] {
            assert!(Card::ALL.iter().all(|&c| !card(w, c).is_empty() && !help(w, c).is_empty() && card(w, c).len() < 12));
        }
    }
}
