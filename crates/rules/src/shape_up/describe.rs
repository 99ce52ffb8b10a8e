//! Shape Up! in the registry: 2 or 3 seats, the advanced game, rounds, who starts.

use super::{Setup, ShapeUp};
use crate::registry::{Alias, Chosen, Describe, GameInfo, Param, SetupError, Text, Variant};
use crate::GameId;

const VARIANTS: &[Variant] = &[
    Variant {
        code: "advanced",
        name: Text { en: "Advanced", fr: "Avancé" },
        about: Text {
            en: "Hands of 3 cards; the card left in hand at the end is the victory card.",
            fr: "Mains de 3 cartes ; la carte restée en main à la fin est la carte victoire.",
        },
        group: None,
        param: None,
        seats: &[],
    },
    Variant {
        code: "rounds",
        name: Text { en: "Rounds", fr: "Manches" },
        about: Text {
            en: "Several rounds, scores adding up; 4 is the full game (1 without this).",
            fr: "Plusieurs manches, les scores s'additionnent ; 4 fait la partie complète (1 sans ceci).",
        },
        group: None,
        param: Some(Param { min: 1, max: 4, default: 4, seat: false }),
        seats: &[],
    },
    Variant {
        code: "first",
        name: Text { en: "First player", fr: "Premier joueur" },
        about: Text {
            en: "Who starts the first round (seat 1 without this).",
            fr: "Qui commence la première manche (la place 1 sans ceci).",
        },
        group: None,
        param: Some(Param { min: 0, max: 2, default: 0, seat: true }),
        seats: &[],
    },
];

impl Describe for ShapeUp {
    const INFO: GameInfo = GameInfo {
        id: GameId::ShapeUp,
        title: "Shape Up!",
        min_seats: 2,
        max_seats: 3,
        default_seats: 2,
        minutes: 10,
        variants: VARIANTS,
        aliases: &[Alias { code: "basic", means: &[], seats: &[] }],
        hidden: true,
        chance: false,
    };

    fn build(seats: u8, chosen: &Chosen) -> Result<Setup, SetupError> {
        let small = |code: &str, absent: u8| chosen.value(code).map_or(absent, |n| u8::try_from(n).unwrap_or(u8::MAX));
        Ok(Setup {
            seats,
            advanced: chosen.has("advanced"),
            rounds: small("rounds", 1),
            first: small("first", 0),
            deals: Vec::new(),
        })
    }

    fn chosen(setup: &Setup) -> Chosen {
        let mut c = Chosen::default();
        if setup.advanced {
            c.set("advanced", None);
        }
        if setup.rounds != 1 {
            c.set("rounds", Some(u16::from(setup.rounds)));
        }
        if setup.first != 0 {
            c.set("first", Some(u16::from(setup.first)));
        }
        c
    }
}
