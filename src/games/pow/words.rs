//! POW's words in English and French: faces, tiles, the table's prompts, the log and
//! the rules page.

use crate::i18n::Lang;

crate::i18n::walk::texts! {
    /// Every POW string, one struct per language so a gap is a compile error.
    pub struct Pw {
        /// Each face, one die: shield, skull, blue bubble, orange bubble.
        pub face: [&'static str; 4],
        /// Each face, several dice.
        pub faces: [&'static str; 4],
        /// "hero", "villain".
        pub side: [&'static str; 2],
        /// Row titles.
        pub rows: [&'static str; 2],
        pub dice: &'static str,
        pub aside: &'static str,
        pub roll_again: &'static str,
        pub take: &'static str,
        /// The Take button when several tiles may be taken: a click on one takes it.
        pub take_which: &'static str,
        pub pick_hint: &'static str,
        pub last_roll: &'static str,
        pub take_hint: &'static str,
        pub forced: [&'static str; 2],
        pub waiting: &'static str,
        pub place: &'static str,
        pub top: &'static str,
        pub depth: &'static str,
        /// A covered tile once the game is over and it shows.
        pub shown: &'static str,
        pub empty: &'static str,
        pub players: &'static str,
        pub log_roll: &'static str,
        pub log_aside: &'static str,
        pub log_take: &'static str,
        pub log_steal: &'static str,
        pub log_forced: [&'static str; 2],
        pub final_scores: &'static str,
        pub trim: &'static str,
        pub res_line: &'static str,
        pub dropped: &'static str,
        /// Added to a dropped hero's name in its stack.
        pub dropped_tile: &'static str,
        pub rules: &'static [&'static str],
        pub readings: &'static [&'static str],
    }
}

/// English.
pub static EN: Pw = Pw {
    face: ["shield", "skull", "blue bubble", "orange bubble"],
    faces: ["shields", "skulls", "blue bubbles", "orange bubbles"],
    side: ["hero", "villain"],
    rows: ["Heroes", "Villains"],
    dice: "Dice",
    aside: "set aside",
    roll_again: "Roll again ({} left)",
    take: "Take",
    take_which: "Take: tap a lit tile",
    pick_hint: "Tap dice to set them aside and roll the rest again, or take a lit tile.",
    last_roll: "No roll left: take a lit tile.",
    take_hint: "Take a lit tile.",
    forced: [
        "No take possible: if you stop, you take the most negative villain, {}.",
        "No take possible and no villain left: if you stop, you take the lowest hero, {}.",
    ],
    waiting: "Rolls used: {} of 3.",
    place: "{}: {} from the left",
    top: "{}'s {}: top, {}",
    depth: "{}'s {}: {} from the top",
    shown: "{}'s {}: {} from the top, {}",
    empty: "none",
    players: "Players",
    log_roll: "{} rolls {}.",
    log_aside: "{} sets aside {}.",
    log_take: "{} takes the {} {} from the left.",
    log_steal: "{} steals {}'s {} {} from the top.",
    log_forced: ["{} can take nothing: takes the most negative villain.", "{} can take nothing: takes the lowest hero."],
    final_scores: "Final scores",
    trim: "Whoever has more heroes than villains drops heroes from the top of the stack until they are equal; villains always count.",
    res_line: "{}: {} — heroes {} · villains {}",
    dropped: " (dropped: {})",
    dropped_tile: " (dropped)",
    rules: &[
        "Twelve heroes (blue, +1 to +6) and twelve villains (orange, -1 to -6) lie face up in two rows.",
        "On your turn roll the five dice up to three times. Before each new roll set at least one die aside: it counts in your result. Rolling only one die on the second roll leaves no third.",
        "Then take one tile. N shields: the N-th hero from the left. N skulls: the N-th villain from the left.",
        "Three bubbles of one colour: the top tile of that colour's stack (blue: heroes, orange: villains) of an opponent of your choice. Four or five: any tile of that stack, named by its place from the top.",
        "If the dice allow no take you must take the most negative villain of the row, or if none is left the lowest hero.",
        "Taken tiles go on top of your two stacks; only the top tile shows, even to you.",
        "When both rows are empty, whoever has more heroes than villains drops heroes from the top until equal. Score: heroes minus villains. Ties are shared.",
    ],
    readings: &[
        "Tile values and the dice (two shields, two skulls, one bubble of each colour) are ours: the scan does not print them.",
        "The first seat plays first; the game ends as soon as both rows are empty.",
        "Setting aside adds up over the turn; a roll needs at least one more die aside and one left to roll.",
        "You may stop after any roll; if the dice then allow no take, the forced take applies.",
        "Covered tiles stay hidden from everyone, their owner included: the log names places, not values.",
    ],
};

/// French.
// Natively and in tests only: the browser reads French from `fr.txt` (`crate::i18n::french`).
#[cfg(any(test, not(target_arch = "wasm32")))]
pub static FR: Pw = Pw {
    face: ["bouclier", "tête de mort", "bulle bleue", "bulle orange"],
    faces: ["boucliers", "têtes de mort", "bulles bleues", "bulles orange"],
    side: ["super-héros", "super-vilain"],
    rows: ["Super-héros", "Super-vilains"],
    dice: "Dés",
    aside: "de côté",
    roll_again: "Relancer (encore {})",
    take: "Prendre",
    take_which: "Prendre : touchez une tuile éclairée",
    pick_hint: "Touchez des dés pour les mettre de côté et relancez les autres, ou prenez une tuile éclairée.",
    last_roll: "Plus de lancer : prenez une tuile éclairée.",
    take_hint: "Prenez une tuile éclairée.",
    forced: [
        "Aucune prise possible : si vous vous arrêtez, vous prenez le super-vilain le plus négatif, {}.",
        "Aucune prise possible et plus de super-vilain : si vous vous arrêtez, vous prenez le plus faible super-héros, {}.",
    ],
    waiting: "Lancers faits : {} sur 3.",
    place: "{} : {} en partant de la gauche",
    top: "{} de {} : dessus, {}",
    depth: "{} de {} : {} en partant du haut",
    shown: "{} de {} : {} en partant du haut, {}",
    empty: "aucun",
    players: "Joueurs",
    log_roll: "{} lance {}.",
    log_aside: "{} met de côté {}.",
    log_take: "{} prend le {} {} en partant de la gauche.",
    log_steal: "{} vole à {} le {} {} en partant du haut.",
    log_forced: [
        "{} ne peut rien prendre : prend le super-vilain le plus négatif.",
        "{} ne peut rien prendre : prend le plus faible super-héros.",
    ],
    final_scores: "Scores finaux",
    trim: "Qui a plus de super-héros que de super-vilains retire des super-héros du haut de sa pile jusqu'à égalité ; les super-vilains comptent toujours.",
    res_line: "{} : {} — super-héros {} · super-vilains {}",
    dropped: " (retirés : {})",
    dropped_tile: " (retiré)",
    rules: &[
        "Douze super-héros (bleus, +1 à +6) et douze super-vilains (orange, -1 à -6) forment deux rangées, faces visibles.",
        "À votre tour, lancez les cinq dés jusqu'à trois fois. Avant chaque relance, mettez au moins un dé de côté : il compte dans votre résultat. Qui ne relance qu'un dé au deuxième lancer n'a pas de troisième.",
        "Prenez ensuite une tuile. N boucliers : le N-ième super-héros en partant de la gauche. N têtes de mort : le N-ième super-vilain.",
        "Trois bulles d'une couleur : la tuile du dessus de la pile de cette couleur (bleue : super-héros, orange : super-vilains) d'un adversaire au choix. Quatre ou cinq : n'importe quelle tuile de cette pile, désignée par sa place en partant du haut.",
        "Si les dés ne permettent aucune prise, prenez le super-vilain le plus négatif de la rangée, ou s'il n'en reste plus le plus faible super-héros.",
        "Les tuiles prises vont sur vos deux piles ; seule celle du dessus est visible, même pour vous.",
        "Quand les deux rangées sont vides, qui a plus de super-héros que de super-vilains en retire du haut jusqu'à égalité. Score : super-héros moins super-vilains. Les égalités sont partagées.",
    ],
    readings: &[
        "Les valeurs des tuiles et les dés (deux boucliers, deux têtes de mort, une bulle de chaque couleur) sont les nôtres : le scan ne les donne pas.",
        "Le premier joueur assis commence ; la partie s'arrête dès que les deux rangées sont vides.",
        "Les dés mis de côté s'additionnent sur le tour ; une relance demande au moins un dé de plus de côté et un dé à relancer.",
        "On peut s'arrêter après n'importe quel lancer ; si les dés ne permettent alors aucune prise, la prise forcée s'applique.",
        "Les tuiles recouvertes restent cachées à tous, leur propriétaire compris : le journal donne des places, pas des valeurs.",
    ],
};

/// The strings of a language.
pub fn pw(lang: Lang) -> &'static Pw {
    match lang {
        Lang::En => &EN,
        Lang::Fr => crate::i18n::french().map_or(&EN, |f| &f.pw),
    }
}

/// The rules in short and the house readings, in `lang`.
pub fn rules(lang: Lang) -> (&'static [&'static str], &'static [&'static str]) {
    let w = pw(lang);
    (w.rules, w.readings)
}

/// "1st", "2nd", "3rd", "4th"; "1er", "2e".
pub fn ordinal(lang: Lang, n: usize) -> String {
    let suffix = match (lang, n % 10, n % 100) {
        (Lang::Fr, _, _) if n == 1 => "er",
        (Lang::Fr, _, _) => "e",
        (Lang::En, _, 11..=13) => "th",
        (Lang::En, 1, _) => "st",
        (Lang::En, 2, _) => "nd",
        (Lang::En, 3, _) => "rd",
        (Lang::En, _, _) => "th",
    };
    format!("{n}{suffix}")
}
