//! POW's words in English and French: faces, tiles, the table's prompts, the log and
//! the rules page.

use std::cell::Cell;

use crate::i18n::walk::Part;
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
        /// The dice named by whose turn it is (a reader hears whose dice they are).
        pub dice_of: crate::i18n::Person,
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
        /// A seat's stacks, read whole: its heights and the tiles on top.
        pub read_seat: &'static str,
    }
}

/// English.
pub static EN: Pw = Pw {
    face: ["shield", "skull", "blue bubble", "orange bubble"],
    faces: ["shields", "skulls", "blue bubbles", "orange bubbles"],
    side: ["hero", "villain"],
    rows: ["Heroes", "Villains"],
    dice: "Dice",
    dice_of: ["Your dice", "{}'s dice"],
    aside: "set aside",
    roll_again: "Roll again ({} left)",
    take: "Take",
    take_which: "Take: tap a lit tile",
    pick_hint: "Choose dice to set aside and roll the rest again, or take a lit tile.",
    last_roll: "No roll left: take a lit tile.",
    take_hint: "Take a lit tile.",
    forced: [
        "No take possible: if you stop, you take the most negative villain, {}.",
        "No take possible and no villain left: if you stop, you take the lowest hero, {}.",
    ],
    waiting: "Rolls used: {} of 3.",
    place: "{}: {} from the left",
    // No possessive: a name may be "You" ("You, hero stack", never "You's hero").
    top: "{}, {} stack: top, {}",
    depth: "{}, {} stack: {} from the top",
    shown: "{}, {} stack: {} from the top, {}",
    empty: "none",
    log_roll: "{} rolled {}.",
    log_aside: "{} set aside {}.",
    log_take: "{} took the {} {} from the left.",
    // Past tense and no possessive: a name may be "You" ("You rolled", never "You rolls").
    log_steal: "{} took from {} a {}, the {} from the top.",
    log_forced: ["{} could take nothing: took the most negative villain.", "{} could take nothing: took the lowest hero."],
    final_scores: "Final scores",
    trim: "Whoever has more heroes than villains drops heroes from the top of the stack until they are equal; villains always count.",
    res_line: "{}: {} — heroes {} · villains {}",
    dropped: " (dropped: {})",
    dropped_tile: " (dropped)",
    read_seat: "{}: heroes {}, top {}; villains {}, top {}",
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
    dice_of: ["Vos dés", "Dés de {}"],
    aside: "de côté",
    roll_again: "Relancer (encore {})",
    take: "Prendre",
    take_which: "Prendre : touchez une tuile éclairée",
    pick_hint: "Choisissez des dés à mettre de côté et relancez les autres, ou prenez une tuile éclairée.",
    last_roll: "Plus de lancer : prenez une tuile éclairée.",
    take_hint: "Prenez une tuile éclairée.",
    forced: [
        "Aucune prise possible : si vous vous arrêtez, vous prenez le super-vilain le plus négatif, {}.",
        "Aucune prise possible et plus de super-vilain : si vous vous arrêtez, vous prenez le plus faible super-héros, {}.",
    ],
    waiting: "Lancers faits : {} sur 3.",
    place: "{} : {} en partant de la gauche",
    top: "{}, pile {} : dessus, {}",
    depth: "{}, pile {} : {} en partant du haut",
    shown: "{}, pile {} : {} en partant du haut, {}",
    empty: "aucun",
    // No verb to conjugate: a name may be "Vous" (the lesson's), and "Vous lance" is wrong.
    log_roll: "{} — lancer : {}.",
    log_aside: "{} — mis de côté : {}.",
    log_take: "{} — prise : le {} {} en partant de la gauche.",
    log_steal: "{} — vol à {} : le {} {} en partant du haut.",
    log_forced: [
        "{} — aucune prise possible : le super-vilain le plus négatif.",
        "{} — aucune prise possible : le plus faible super-héros.",
    ],
    final_scores: "Scores finaux",
    trim: "Qui a plus de super-héros que de super-vilains retire des super-héros du haut de sa pile jusqu'à égalité ; les super-vilains comptent toujours.",
    res_line: "{} : {} — super-héros {} · super-vilains {}",
    dropped: " (retirés : {})",
    dropped_tile: " (retiré)",
    read_seat: "{} : super-héros {}, dessus {} ; super-vilains {}, dessus {}",
};

thread_local! {
    static KEPT: Cell<Option<&'static Pw>> = const { Cell::new(None) };
}

/// These words' part of the French file (`crate::i18n::french`).
pub static FRENCH: Part<Pw> = Part {
    en: &EN,
    #[cfg(any(test, not(target_arch = "wasm32")))]
    fr: &FR,
    kept: &KEPT,
};

/// The strings of a language.
pub fn pw(lang: Lang) -> &'static Pw {
    match lang {
        Lang::En => &EN,
        Lang::Fr => FRENCH.french(),
    }
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
