//! Every string the app shows, in English and French. One struct per language, so a
//! string missing in either language is a compile error.

use serde::{Deserialize, Serialize};

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
            Lang::Fr => &FR,
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

/// "3 pts", "1 pt".
pub fn points(t: &Strings, n: impl std::fmt::Display) -> String {
    let n = n.to_string();
    if n == "1" || (n == "0" && t.zero_is_singular) {
        fill(t.one_point, &[&n])
    } else {
        fill(t.points, &[&n])
    }
}

/// The app's strings. Templates use `{}` for values, filled in order by [`fill`].
pub struct Strings {
    pub tagline: &'static str,
    pub language: &'static str,
    pub games: &'static str,
    pub play: &'static str,
    pub rules: &'static str,
    pub continue_title: &'static str,
    pub no_saves: &'static str,
    pub resume: &'static str,
    pub delete: &'static str,
    pub delete_confirm: &'static str,
    pub show_text: &'static str,
    pub deck_one: &'static str,
    /// French says 0 point, 1 point: the singular covers 0 too.
    pub zero_is_singular: bool,
    pub damaged_save: &'static str,
    pub damaged_explain: &'static str,
    pub export: &'static str,
    pub saved_on: &'static str,
    pub turn_n: &'static str,
    pub round_n_of: &'static str,
    pub finished: &'static str,
    pub players: &'static str,
    pub seat_n: &'static str,
    pub name: &'static str,
    pub human: &'static str,
    pub computer: &'static str,
    pub variants: &'static str,
    pub settings: &'static str,
    pub start: &'static str,
    pub back_home: &'static str,
    pub default_names: [&'static str; 6],
    pub computer_names: [&'static str; 6],
    pub your_turn: &'static str,
    pub thinking: &'static str,
    pub pass_to: &'static str,
    pub pass_explain: &'static str,
    pub i_am: &'static str,
    pub hand: &'static str,
    pub deck_left: &'static str,
    pub undo: &'static str,
    pub share: &'static str,
    pub link_copied: &'static str,
    pub log: &'static str,
    pub game_over: &'static str,
    pub winner_is: &'static str,
    pub winners_are: &'static str,
    pub scores: &'static str,
    pub points: &'static str,
    pub one_point: &'static str,
    pub link_broken: &'static str,
    pub save_broken: &'static str,
    pub close: &'static str,
    pub house_reading: &'static str,
    pub err_no_storage: &'static str,
    pub err_storage_refused: &'static str,
    pub err_no_save: &'static str,
    pub err_unreadable: &'static str,
    pub err_seats: &'static str,
    pub err_seat_mismatch: &'static str,
    pub err_illegal: &'static str,
    pub err_layout: &'static str,
    pub err_rec_parse: &'static str,
    pub err_rec_wrong_game: &'static str,
    pub err_rec_version: &'static str,
    pub err_rec_setup: &'static str,
    pub err_rec_illegal: &'static str,
    pub su_blurb: &'static str,
    pub sp_blurb: &'static str,
    pub c4_blurb: &'static str,
    pub pow_blurb: &'static str,
    /// Combo 4x4's variants: the orthogonal reading of Jump, Trade/Switch and Push,
    /// each with its help line. 3],
    pub su_play_hint: &'static str,
    pub su_first_hint: &'static str,
    pub su_moved_hint: &'static str,
    pub su_played_hint: &'static str,
    pub su_pick_target: &'static str,
    pub su_end_turn: &'static str,
    pub su_cancel: &'static str,
    pub su_victory: &'static str,
    pub su_victory_hidden: &'static str,
    pub su_preview: &'static str,
    pub su_preview_advanced: &'static str,
    pub su_played: &'static str,
    pub su_moved: &'static str,
    pub su_round_over: &'static str,
    pub su_next_round: &'static str,
    pub su_lines_shown: &'static str,
    pub play_again: &'static str,
    pub su_hidden_card: &'static str,
    pub su_line: &'static str,
    pub su_no_lines: &'static str,
    pub su_layout: &'static str,
    pub su_cell: &'static str,
    pub su_legal_cell: &'static str,
    pub su_move_cell: &'static str,
    pub su_rules: &'static [&'static str],
    pub su_readings: &'static [&'static str],
    pub colours: [&'static str; 3],
    pub fills: [&'static str; 2],
    pub shapes: [&'static str; 3],
    pub shapes_plural: [&'static str; 3],
    pub fills_plural: [&'static str; 2],
    pub colours_plural: [&'static str; 3],
    /// Card name from (colour, fill, shape).
    pub card_name: fn(&Strings, usize, usize, usize) -> String,
}

fn card_name_en(s: &Strings, colour: usize, fill: usize, shape: usize) -> String {
    format!("{} {} {}", s.colours[colour], s.fills[fill], s.shapes[shape])
}

fn card_name_fr(s: &Strings, colour: usize, fill: usize, shape: usize) -> String {
    format!("{} {} {}", s.shapes[shape], s.colours[colour], s.fills[fill])
}

pub static EN: Strings = Strings {
    tagline: "Four tabletop games for one device. Free, offline, no account.",
    language: "Language",
    games: "The games",
    play: "Play",
    rules: "Rules",
    continue_title: "Continue",
    no_saves: "No saved games yet. Every game saves itself after each move.",
    resume: "Resume",
    delete: "Delete",
    delete_confirm: "Delete this saved game? This cannot be undone.",
    show_text: "Show the saved text",
    deck_one: "Deck: 1 card",
    zero_is_singular: false,
    damaged_save: "Damaged save",
    damaged_explain: "This save could not be read. Its text is kept here so nothing is lost.",
    export: "Download",
    saved_on: "Saved {}",
    turn_n: "Turn {}",
    round_n_of: "Round {} of {}",
    finished: "Finished",
    players: "Players",
    seat_n: "Seat {}",
    name: "Name",
    human: "Human",
    computer: "Computer",
    variants: "Variants",
    settings: "Table settings",
    start: "Start the game",
    back_home: "Game box",
    default_names: ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"],
    computer_names: ["Robo Ada", "Robo Bix", "Robo Cog", "Robo Dot", "Robo Eko", "Robo Fay"],
    your_turn: "{}, your turn",
    thinking: "{} is thinking…",
    pass_to: "Pass the device to {}",
    pass_explain: "The other players should look away: the next screen shows {}'s hidden cards.",
    i_am: "I am {}: show my cards",
    hand: "Hand",
    deck_left: "Deck: {} cards",
    undo: "Undo",
    share: "Share",
    link_copied: "Link copied. It opens this game at this position and shows nothing you may not see.",
    log: "Moves",
    game_over: "Game over",
    winner_is: "{} wins",
    winners_are: "Shared win: {}",
    scores: "Scores",
    points: "{} pts",
    one_point: "{} pt",
    link_broken: "That link could not be opened: {}",
    save_broken: "That saved game could not be opened: {}",
    close: "Close",
    house_reading: "House readings (where the rulebook is silent)",
    err_no_storage: "this browser keeps no local storage (private mode?)",
    err_storage_refused: "the browser refused to save the game (storage full or disabled)",
    err_no_save: "there is no such saved game",
    err_unreadable: "the saved game is damaged",
    err_seats: "the seats in the link are damaged",
    err_seat_mismatch: "the players do not match the game",
    err_illegal: "That move is not allowed.",
    err_layout: "Lay every starting card first (or choose a ready layout).",
    err_rec_parse: "the data is damaged or incomplete",
    err_rec_wrong_game: "it is a game of {}",
    err_rec_version: "it was made by another version of the rules",
    err_rec_setup: "its setup is impossible",
    err_rec_illegal: "move {} is not legal",
    su_blurb: "2–3 players · 10 min. Play cards into a 5×3 grid to line up the symbols of your secret victory card.",
    sp_blurb: "1–6 players. Lay animal cards over each other to build zones of identical icons.",
    c4_blurb: "2 players. Move your four men with cards to make two different combos.",
    pow_blurb: "2–5 players. Roll the dice to collect superheroes and dodge villains.",
    su_first_hint: "Play the first card in the middle of the table: the lit cell.",
    su_play_hint: "Choose a lit cell to play your card, or pick up a card of the layout to move it first.",
    su_moved_hint: "Card moved. Now play your card on a lit cell.",
    su_played_hint: "Card played. Move one card of the layout, or end your turn.",
    su_pick_target: "Choose where the {} goes, or pick it again to put it back.",
    su_end_turn: "End turn",
    su_cancel: "Start the turn again",
    su_victory: "Your victory card",
    su_victory_hidden: "Victory card hidden",
    su_preview: "It scores {} now",
    su_preview_advanced: "If you kept it: {}",
    su_played: "{} played the {}",
    su_moved: "{} moved the {}",
    su_round_over: "Round {} over",
    su_next_round: "Start round {}",
    su_lines_shown: "The board shows the lines of {} (solid: shape, dashed: fill, dotted: colour). Pick a player to see theirs.",
    play_again: "Play again",
    su_hidden_card: "Card out of play: {}",
    su_line: "{} {}: {}",
    su_no_lines: "no scoring line",
    su_layout: "Card layout",
    su_cell: "{} at column {}, row {}",
    su_legal_cell: "Play here: column {}, row {}",
    su_move_cell: "Move it here: column {}, row {}",
    su_rules: &[
        "Setup: one card is dealt out of play unseen; each player gets a secret victory card; the rest is the deck.",
        "On your turn draw the top card and play it next to a card already in play (not only corner to corner). You may also move one card of the layout, before or after playing. A moved card must end next to another card.",
        "The layout must always fit in a grid 5 cards long and 3 wide (or 3 long and 5 wide).",
        "When the last card is played, reveal victory cards. Every horizontal or vertical line of cards side by side that share your card's shape, fill or colour scores: shape 2/3/4/5 = 1/2/3/4, fill 3/4/5 = 3/4/5, colour 3/4/5 = 4/5/6. An empty cell or a different card ends a line.",
        "3 players: the deck has 14 cards and one cell of the grid stays empty.",
        "Advanced: no victory cards; hands of 3; play one, then draw one. The card left in your hand at the end is your victory card.",
        "Full game: 4 rounds, the start player alternates, scores add up. Ties are shared.",
    ],
    su_readings: &[
        "The first card of a round is played in the middle; the grid's borders are not fixed.",
        "The card you move is one that was in the layout at the start of your turn.",
        "A line scores once, at its full length, never also as shorter lines.",
        "In the full game with 3 players the start player passes clockwise each round.",
    ],
    colours: ["red", "green", "blue"],
    fills: ["filled", "hollow"],
    shapes: ["circle", "triangle", "square"],
    shapes_plural: ["circles", "triangles", "squares"],
    fills_plural: ["filled", "hollows"],
    colours_plural: ["reds", "greens", "blues"],
    card_name: card_name_en,
};

pub static FR: Strings = Strings {
    tagline: "Quatre jeux de société sur un seul appareil. Gratuit, hors ligne, sans compte.",
    language: "Langue",
    games: "Les jeux",
    play: "Jouer",
    rules: "Règles",
    continue_title: "Reprendre",
    no_saves: "Aucune partie enregistrée. Chaque partie s'enregistre après chaque coup.",
    resume: "Reprendre",
    delete: "Supprimer",
    delete_confirm: "Supprimer cette partie ? C'est définitif.",
    show_text: "Voir le texte enregistré",
    deck_one: "Pioche : 1 carte",
    zero_is_singular: true,
    damaged_save: "Sauvegarde endommagée",
    damaged_explain: "Cette sauvegarde est illisible. Son texte reste ici : rien n'est perdu.",
    export: "Télécharger",
    saved_on: "Enregistrée le {}",
    turn_n: "Tour {}",
    round_n_of: "Manche {} sur {}",
    finished: "Terminée",
    players: "Joueurs",
    seat_n: "Place {}",
    name: "Nom",
    human: "Humain",
    computer: "Ordinateur",
    variants: "Variantes",
    settings: "Réglages de la table",
    start: "Commencer la partie",
    back_home: "Boîte de jeux",
    default_names: ["Anne", "Bruno", "Chloé", "David", "Emma", "Félix"],
    computer_names: ["Robo Ada", "Robo Bix", "Robo Cog", "Robo Dot", "Robo Eko", "Robo Fay"],
    your_turn: "{}, à vous de jouer",
    thinking: "{} réfléchit…",
    pass_to: "Passez l'appareil à {}",
    pass_explain: "Les autres joueurs regardent ailleurs : l'écran suivant montre les cartes secrètes. Seul ou seule {} regarde.",
    i_am: "Je suis {} : montrer mes cartes",
    hand: "Main",
    deck_left: "Pioche : {} cartes",
    undo: "Annuler",
    share: "Partager",
    link_copied: "Lien copié. Il ouvre cette partie à cette position sans rien montrer de caché.",
    log: "Coups",
    game_over: "Partie terminée",
    winner_is: "{} gagne",
    winners_are: "Victoire partagée : {}",
    scores: "Scores",
    points: "{} pts",
    one_point: "{} pt",
    link_broken: "Impossible d'ouvrir ce lien : {}",
    save_broken: "Impossible d'ouvrir cette partie : {}",
    close: "Fermer",
    house_reading: "Lectures maison (là où la règle ne dit rien)",
    err_no_storage: "ce navigateur ne garde aucune donnée locale (navigation privée ?)",
    err_storage_refused: "le navigateur a refusé d'enregistrer la partie (stockage plein ou désactivé)",
    err_no_save: "cette partie enregistrée n'existe pas",
    err_unreadable: "la partie enregistrée est endommagée",
    err_seats: "les places du lien sont endommagées",
    err_seat_mismatch: "les joueurs ne correspondent pas à la partie",
    err_illegal: "Ce coup n'est pas permis.",
    err_layout: "Posez d'abord toutes les cartes de départ (ou choisissez une disposition prête).",
    err_rec_parse: "les données sont endommagées ou incomplètes",
    err_rec_wrong_game: "c'est une partie de {}",
    err_rec_version: "elle vient d'une autre version des règles",
    err_rec_setup: "sa mise en place est impossible",
    err_rec_illegal: "le coup {} n'est pas permis",
    su_blurb: "2–3 joueurs · 10 min. Posez des cartes dans une grille 5×3 pour aligner les symboles de votre carte victoire secrète.",
    sp_blurb: "1–6 joueurs. Superposez des cartes d'animaux pour former des zones d'icônes identiques.",
    c4_blurb: "2 joueurs. Déplacez vos quatre pions avec des cartes pour réussir deux combos différents.",
    pow_blurb: "2–5 joueurs. Lancez les dés pour réunir des super-héros et éviter les super-vilains.",
    su_first_hint: "Posez la première carte au centre de la table : la case éclairée.",
    su_play_hint: "Choisissez une case éclairée pour poser votre carte, ou prenez d'abord une carte de la grille pour la déplacer.",
    su_moved_hint: "Carte déplacée. Posez maintenant votre carte sur une case éclairée.",
    su_played_hint: "Carte posée. Déplacez une carte de la grille, ou terminez votre tour.",
    su_pick_target: "Choisissez où va la carte {}, ou reprenez-la pour la remettre.",
    su_end_turn: "Terminer le tour",
    su_cancel: "Recommencer le tour",
    su_victory: "Votre carte victoire",
    su_victory_hidden: "Carte victoire cachée",
    su_preview: "Elle rapporte {} maintenant",
    su_preview_advanced: "Si vous la gardiez : {}",
    su_played: "{} a posé le {}",
    su_moved: "{} a déplacé le {}",
    su_round_over: "Fin de la manche {}",
    su_next_round: "Commencer la manche {}",
    su_lines_shown: "La grille montre les lignes de {} (trait plein : forme, tirets : remplissage, pointillés : couleur). Choisissez un joueur pour voir les siennes.",
    play_again: "Rejouer",
    su_hidden_card: "Carte hors jeu : {}",
    su_line: "{} {} : {}",
    su_no_lines: "aucune ligne",
    su_layout: "Grille de cartes",
    su_cell: "{} en colonne {}, rangée {}",
    su_legal_cell: "Poser ici : colonne {}, rangée {}",
    su_move_cell: "La déplacer ici : colonne {}, rangée {}",
    su_rules: &[
        "Mise en place : une carte est mise de côté sans la regarder ; chaque joueur reçoit une carte victoire secrète ; le reste forme la pioche.",
        "À votre tour, piochez la carte du dessus et posez-la à côté d'une carte déjà en jeu (pas seulement par un coin). Vous pouvez aussi déplacer une carte de la grille, avant ou après la pose. Une carte déplacée doit finir à côté d'une autre carte.",
        "Les cartes doivent toujours tenir dans une grille de 5 cartes de long sur 3 de large (ou 3 sur 5).",
        "Quand la dernière carte est posée, révélez les cartes victoire. Chaque ligne horizontale ou verticale de cartes côte à côte partageant la forme, le remplissage ou la couleur de votre carte rapporte : forme 2/3/4/5 = 1/2/3/4, remplissage 3/4/5 = 3/4/5, couleur 3/4/5 = 4/5/6. Une case vide ou une carte différente interrompt la ligne.",
        "À 3 joueurs : la pioche compte 14 cartes et une case de la grille reste vide.",
        "Avancé : pas de carte victoire ; main de 3 ; posez-en une puis piochez-en une. La carte qui reste en main à la fin est votre carte victoire.",
        "Partie complète : 4 manches, le premier joueur alterne, les scores s'additionnent. Les égalités sont partagées.",
    ],
    su_readings: &[
        "La première carte d'une manche est posée au centre ; les bords de la grille ne sont pas fixés.",
        "La carte déplacée est une carte qui était dans la grille au début de votre tour.",
        "Une ligne compte une seule fois, à sa longueur complète, jamais aussi comme lignes plus courtes.",
        "En partie complète à 3 joueurs, le premier joueur passe dans le sens horaire à chaque manche.",
    ],
    colours: ["rouge", "vert", "bleu"],
    fills: ["plein", "creux"],
    shapes: ["cercle", "triangle", "carré"],
    shapes_plural: ["cercles", "triangles", "carrés"],
    fills_plural: ["pleins", "creux"],
    colours_plural: ["rouges", "verts", "bleus"],
    card_name: card_name_fr,
};

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
        let pairs = [
            (EN.your_turn, FR.your_turn),
            (EN.thinking, FR.thinking),
            (EN.pass_to, FR.pass_to),
            (EN.su_played, FR.su_played),
            (EN.su_moved, FR.su_moved),
            (EN.su_line, FR.su_line),
            (EN.su_cell, FR.su_cell),
            (EN.round_n_of, FR.round_n_of),
        ];
        for (en, fr) in pairs {
            assert_eq!(en.matches("{}").count(), fr.matches("{}").count(), "{en} / {fr}");
        }
        assert_eq!(EN.su_rules.len(), FR.su_rules.len());
        assert_eq!(EN.su_readings.len(), FR.su_readings.len());
    }
}
