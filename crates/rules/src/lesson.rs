//! "Learn to play": one guided first game per game, as data.
//!
//! A lesson is a fixed deal (setup and seed) and a script of turns. Each turn the app
//! lights the only move the script allows and shows its one-sentence explanation; the
//! learner plays it, and the computer's scripted replies keep the deal on its course.
//! When the script is done the app shows the outro and the game goes on, unscripted.
//!
//! How the app uses a lesson:
//! - [`start`] deals it as a [`Match`]; show [`Lesson::intro`].
//! - Before each step, and again after the last one, resolve chance:
//!   `while m.resolve_chance() {}`. Only POW has chance turns (its dice); the seeds
//!   were chosen so that the rolls the seed gives make every scripted step legal, so
//!   the rolls must come from [`Match::resolve_chance`] and nowhere else.
//! - The learner is seat 0, the computer seat 1. The step due is [`Lesson::due`] (it
//!   counts the seats' actions of the record, so it survives a reload); its seat is
//!   the seat to move. On the learner's steps accept only [`Step::parse`]'s action; on
//!   the computer's, play it in the computer's place.
//! - A step is one action of the game's own notation, whole: a Shape Up! step may be a
//!   move and a play together (`0,2>1,1 0,2`), a SUPER-POSE step carries the animal
//!   called out, and a POW step is one decision (set dice aside, take or steal), its
//!   rolls being chance in between.
//! - Once every step is played, show [`Lesson::outro`]; from then on seat 1 is an Easy
//!   computer and the learner plays freely. Every script ends on a learner's step, so
//!   free play opens with the computer's move.
//! - Undo within the script is the record truncated as usual; [`Lesson::due`] follows.

use crate::registry::{Describe, Text};
use crate::{Game, GameId, Match, NotationError, RecordError, Seat};

/// One scripted turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The seat that moves: 0 = the learner, 1 = the computer.
    pub seat: Seat,
    /// The action, in the game's own notation (its `Display`/`FromStr`).
    pub action: &'static str,
    /// One sentence: which rule this move shows (on the learner's steps, what to do and
    /// why; on the computer's, what it did).
    pub say: Text,
}

impl Step {
    /// The step's action, read by the game's notation.
    pub fn parse<G: Game>(&self) -> Result<G::Action, NotationError> {
        self.action.parse()
    }
}

/// A guided first game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The game taught.
    pub game: GameId,
    /// Variant names as the registry reads them (empty: the plain game).
    pub variants: &'static [&'static str],
    /// Seats: the learner and the computer.
    pub seats: u8,
    /// The deal, and with it every chance outcome of the script.
    pub seed: u64,
    /// Shown before the first step: the aim of the game in one sentence.
    pub intro: Text,
    /// The script, in turn order.
    pub steps: &'static [Step],
    /// Shown when the script is done and free play begins.
    pub outro: Text,
}

/// Where a game of a lesson stands: what the table lets the learner do and says.
#[derive(Clone, Debug, PartialEq)]
pub struct Coach<A> {
    /// The scripted action due and its seat, while the game follows the script.
    pub due: Option<(Seat, A)>,
    /// What the table says now, in order: the aim before the first step, the
    /// computer's scripted reply with the learner's next step, the way on once the
    /// script is done or left; nothing once the game is over.
    pub says: Vec<Text>,
}

impl Lesson {
    /// Where `m`, a game dealt by [`start`] and played on, stands. A game that left
    /// the script (a save from elsewhere, a different deal) is free play.
    pub fn coach<G: Game>(&self, m: &Match<G>) -> Coach<G::Action> {
        let played: Vec<&G::Action> =
            m.record().actions.iter().zip(m.reports()).filter(|(_, r)| r.seat.is_some()).map(|(a, _)| a).collect();
        let follows = m.record().seed == self.seed
            && played.len() <= self.steps.len()
            && played.iter().zip(self.steps).all(|(a, s)| s.parse::<G>().is_ok_and(|s| s == **a));
        if m.state().turn() == crate::Turn::Over {
            return Coach { due: None, says: Vec::new() };
        }
        let n = played.len();
        let due = self.steps.get(n).filter(|_| follows).and_then(|s| Some((s.seat, s.parse::<G>().ok()?)));
        let says = match self.steps.get(n).filter(|_| follows) {
            None => vec![self.outro],
            Some(step) => match n.checked_sub(1).and_then(|p| self.steps.get(p)) {
                None => vec![self.intro, step.say],
                Some(prev) if prev.seat != LEARNER => vec![prev.say, step.say],
                Some(_) => vec![step.say],
            },
        };
        Coach { due, says }
    }
}

/// The learner's seat.
pub const LEARNER: Seat = 0;

/// The lesson of `game`.
pub fn lesson(game: GameId) -> &'static Lesson {
    match game {
        GameId::SuperPose => &SUPER_POSE,
        GameId::ShapeUp => &SHAPE_UP,
        GameId::Combo4x4 => &COMBO4X4,
        GameId::Pow => &POW,
    }
}

/// Deals lesson `l` (which must be a lesson of `G`): no step played yet.
pub fn start<G: Describe>(l: &Lesson) -> Result<Match<G>, RecordError> {
    if l.game != G::ID {
        return Err(RecordError::WrongGame { expected: G::ID, found: l.game });
    }
    let setup = G::parse_setup(usize::from(l.seats), l.variants).map_err(|e| RecordError::Setup(e.to_string()))?;
    Match::new(setup, l.seed)
}

const fn learner(action: &'static str, en: &'static str, fr: &'static str) -> Step {
    Step { seat: 0, action, say: Text { en, fr } }
}

const fn computer(action: &'static str, en: &'static str, fr: &'static str) -> Step {
    Step { seat: 1, action, say: Text { en, fr } }
}

// The sentences name tiles, cards, icons and cells of these exact deals: a change of
// seed, setup or rules that moves them fails `tests/lessons.rs`, which checks what each
// sentence claims.

/// The first game's setup (ready layout 0). The script plays only the diamond cards
/// of the starting hands, so it holds whatever the seed deals afterwards.
const SUPER_POSE: Lesson = Lesson {
    game: GameId::SuperPose,
    variants: &[],
    seats: 2,
    seed: 0,
    intro: Text {
        en: "Lay your cards overlapping so that identical icons join into zones of 4 or more: creating, growing and linking zones scores points.",
        fr: "Posez vos cartes en les faisant se chevaucher pour réunir des icônes identiques en zones de 4 ou plus : créer, agrandir et relier des zones rapporte.",
    },
    steps: &[
        learner(
            "5@1,-2 r0 Cat",
            "Lay your card so that a cat on it covers the cat on the table, and call out \"Cat\": a card must cover an identical icon.",
            "Posez votre carte de sorte qu'un de ses chats recouvre le chat de la table, en annonçant « Chat » : une carte doit recouvrir une icône identique.",
        ),
        computer(
            "17@0,1 r0 Elephant",
            "The computer covers an elephant on the left, calling out \"Elephant\": part of a card must always stick out onto the bare table.",
            "L'ordinateur recouvre un éléphant à gauche en annonçant « Éléphant » : une partie de la carte doit toujours déborder sur la table.",
        ),
        learner(
            "7@3,2 r0 Elephant",
            "Call out \"Elephant\" and cover it: your two fish join the two on the table, 4 identical icons from 2 cards, a zone: SUPER-POSE, 4 points!",
            "Annoncez « Éléphant » et recouvrez-le : vos deux poissons rejoignent les deux de la table, 4 icônes de 2 cartes, une zone : SUPER-POSE, 4 points !",
        ),
        computer(
            "18@3,4 r0 Bird",
            "The computer lays a card just below your fish, calling out \"Bird\"; it makes no zone, so it scores nothing.",
            "L'ordinateur pose une carte juste sous vos poissons en annonçant « Oiseau » ; elle ne forme aucune zone et ne rapporte rien.",
        ),
        learner(
            "6@4,4 r180 Rabbit",
            "Turn this card upside down and call out \"Rabbit\": its fish grows your zone from 4 to 5 icons, +1 (a zone grown by 1, 2, 3 scores 1, 2, 3).",
            "Retournez cette carte et annoncez « Lapin » : son poisson agrandit votre zone de 4 à 5 icônes, +1 (agrandir de 1, 2, 3 icônes rapporte 1, 2, 3).",
        ),
    ],
    outro: Text {
        en: "Play on against the computer until every card is laid; linking two zones with one card scores 4, and the most points wins.",
        fr: "Continuez contre l'ordinateur jusqu'à la dernière carte ; relier deux zones d'une seule carte rapporte 4, et le plus de points l'emporte.",
    },
};

/// The basic game, one round. Seat 0's victory card is the blue hollow square; the
/// draws the script names come from the seed.
const SHAPE_UP: Lesson = Lesson {
    game: GameId::ShapeUp,
    variants: &[],
    seats: 2,
    seed: 247,
    intro: Text {
        en: "Play a card each turn, and perhaps move one, so that when the cards run out the layout's lines match your secret victory card.",
        fr: "Posez une carte par tour, et déplacez-en une si vous voulez, pour qu'à la fin les lignes de la grille correspondent à votre carte victoire secrète.",
    },
    steps: &[
        learner(
            "0,0",
            "Your victory card is the blue hollow square, so lines of blues, of hollows or of squares will score: play your blue card in the middle.",
            "Votre carte victoire est le carré bleu creux, donc les lignes de bleus, de creux ou de carrés vous rapporteront : posez votre carte bleue au centre.",
        ),
        computer(
            "1,0",
            "The computer draws a red filled triangle and plays it beside yours: every card must touch another by a side.",
            "L'ordinateur pioche un triangle rouge plein et le pose à côté du vôtre : chaque carte doit toucher une autre carte par un côté.",
        ),
        learner(
            "0,1",
            "Play your blue filled triangle under your first card, side by side (corners alone do not count): two blues start a column.",
            "Posez votre triangle bleu plein sous votre première carte, côte à côte (un coin ne suffit pas) : deux bleus commencent une colonne.",
        ),
        computer(
            "0,2",
            "The computer plays its green filled triangle under your two blues, blocking the column.",
            "L'ordinateur pose son triangle vert plein sous vos deux bleus et bloque la colonne.",
        ),
        learner(
            "0,2>1,1 0,2",
            "You may move one card a turn: move the green card aside, then play your blue card in its place; three blues in a line are worth 4 at the end.",
            "Vous pouvez déplacer une carte par tour : écartez la carte verte, puis posez votre carte bleue à sa place ; trois bleus alignés valent 4 à la fin.",
        ),
    ],
    outro: Text {
        en: "Play on against the computer: the layout must fit in 5 by 3 cards, and when the last card is down your lines score.",
        fr: "Continuez contre l'ordinateur : la grille doit tenir dans 5 cartes sur 3, et quand la dernière carte est posée, vos lignes comptent.",
    },
};

/// The standard readings. The seed deals Red Skip, Hop and Push, Black Horse, Switch
/// and Bishop, and Red draws the Switch the script ends with.
const COMBO4X4: Lesson = Lesson {
    game: GameId::Combo4x4,
    variants: &[],
    seats: 2,
    seed: 1,
    intro: Text {
        en: "Each turn, play a card to move one of your red men as it says; the first to make two combos of different types wins.",
        fr: "À chaque tour, jouez une carte pour déplacer un de vos pions rouges comme elle l'indique ; le premier à réussir deux combos de types différents gagne.",
    },
    steps: &[
        learner(
            "Hop b2-c2",
            "Play the Hop card: your man on b2 steps one cell sideways to c2 (each card moves one man, then you draw back to 3 cards).",
            "Jouez la carte Pas : votre pion de b2 avance d'une case vers c2 (chaque carte déplace un pion, puis vous repiochez jusqu'à 3 cartes).",
        ),
        computer(
            "Horse d3-b2",
            "Black plays the Horse: its man jumps like a chess knight to b2, right among your men.",
            "Noir joue le Cavalier : son pion saute comme aux échecs jusqu'en b2, au milieu de vos pions.",
        ),
        learner(
            "Push b1-b2",
            "Play the Push card: your man on b1 moves into b2 and shoves the black man on to b3 (a push may move a line of two).",
            "Jouez la Poussée : votre pion de b1 entre en b2 et pousse le pion noir d'une case, en b3 (une poussée peut déplacer une file de deux).",
        ),
        computer(
            "Bishop c3-d2",
            "Black slides a man diagonally like a chess bishop to d2, the last free cell of your row.",
            "Noir glisse un pion en diagonale, comme un fou, jusqu'en d2, la dernière case libre de votre rangée.",
        ),
        learner(
            "Switch a1-d2",
            "Play the Switch card: your man on a1 swaps places with the distant black man on d2, and four in a row make an Orthogonal Combo!",
            "Jouez la Permutation : votre pion de a1 prend la place du pion noir éloigné en d2, et quatre pions en rangée font un Combo orthogonal !",
        ),
    ],
    outro: Text {
        en: "Play on against the computer: your second combo must be of another type, the corners, a long diagonal or the four centre cells.",
        fr: "Continuez contre l'ordinateur : votre second combo doit être d'un autre type, les coins, une grande diagonale ou les quatre cases du centre.",
    },
};

/// Two seats. The seed deals the heroes 1, 6, 6, 5… and villains −1, −4, −1… from the
/// left, and rolls the dice each sentence names.
const POW: Lesson = Lesson {
    game: GameId::Pow,
    variants: &[],
    seats: 2,
    seed: 9300,
    intro: Text {
        en: "Roll the dice to take heroes, which score, and villains, which cost: the best total when both rows are empty wins.",
        fr: "Lancez les dés pour prendre des super-héros, qui rapportent, et des super-vilains, qui coûtent : le meilleur total quand les rangées sont vides gagne.",
    },
    steps: &[
        learner(
            "aside s",
            "One shield only reaches the first hero, worth 1: set the shield aside and roll the other four dice again.",
            "Un seul bouclier n'atteint que le premier super-héros, qui vaut 1 : mettez-le de côté et relancez les quatre autres dés.",
        ),
        learner(
            "take hero",
            "Two shields now: N shields take the N-th hero from the left, so take the second one, worth 6.",
            "Deux boucliers : N boucliers prennent le N-ième super-héros en partant de la gauche, prenez donc le deuxième, qui vaut 6.",
        ),
        computer(
            "take hero",
            "The computer rolls two shields and takes the second hero too, the other 6, now on top of its hero stack.",
            "L'ordinateur obtient deux boucliers et prend lui aussi le deuxième super-héros, l'autre 6, désormais en haut de sa pile.",
        ),
        learner(
            "steal hero from 1",
            "Three blue bubbles steal the top hero of an opponent's stack: take the computer's 6.",
            "Trois bulles bleues volent le super-héros du dessus de la pile d'un adversaire : prenez le 6 de l'ordinateur.",
        ),
        computer(
            "take hero",
            "The row closes up after each take: the computer's two shields now reach a 5.",
            "La rangée se resserre après chaque prise : les deux boucliers de l'ordinateur atteignent maintenant un 5.",
        ),
        learner(
            "take villain",
            "At the end, heroes beyond your number of villains are dropped, so you need villains: three skulls take the third, only −1.",
            "À la fin, les super-héros en surnombre sur vos super-vilains sont retirés, il vous en faut donc : trois têtes de mort prennent le troisième, un petit −1.",
        ),
    ],
    outro: Text {
        en: "Play on against the computer: up to three rolls a turn, and keep about as many villains as heroes, the cheaper the better.",
        fr: "Continuez contre l'ordinateur : jusqu'à trois lancers par tour, et gardez à peu près autant de super-vilains que de super-héros, les moins chers possible.",
    },
};
