//! Shape Up! in the registry: 2 or 3 seats, the advanced game, rounds, who starts.

use super::{Setup, ShapeUp};
use crate::registry::{Alias, Chosen, Describe, GameInfo, SetupError, Variant};
use crate::GameId;

const VARIANTS: &[Variant] = &[
    Variant::new(
        "advanced",
        ["Advanced", "Hands of 3 cards; the card left in hand at the end is the victory card."],
        ["Avancé", "Mains de 3 cartes ; la carte restée en main à la fin est la carte victoire."],
    ),
    Variant::new(
        "rounds",
        ["Rounds", "Several rounds, scores adding up; 4 is the full game (1 without this)."],
        ["Manches", "Plusieurs manches, les scores s'additionnent ; 4 fait la partie complète (1 sans ceci)."],
    )
    .number(1, 4, 4),
    Variant::new(
        "first",
        ["First player", "Who starts the first round (seat 1 without this)."],
        ["Premier joueur", "Qui commence la première manche (la place 1 sans ceci)."],
    )
    .seat(2),
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
        Ok(Setup {
            seats,
            advanced: chosen.has("advanced"),
            rounds: chosen.small("rounds", 1),
            first: chosen.small("first", 0),
            deals: Vec::new(),
        })
    }

    fn chosen(setup: &Setup) -> Chosen {
        let mut c = Chosen::flags(&[("advanced", setup.advanced)]);
        c.set_small("rounds", setup.rounds, 1);
        c.set_small("first", setup.first, 0);
        c
    }
}
