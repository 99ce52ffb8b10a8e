//! Combo 4x4 in the registry: 2 seats, and the orthogonal readings of three cards.

use super::{Combo4x4, Setup};
use crate::registry::{Alias, Chosen, Describe, GameInfo, SetupError, Variant};
use crate::GameId;

const VARIANTS: &[Variant] = &[
    Variant::new(
        "jump-orthogonal",
        ["Orthogonal Jump", "Jump goes over an orthogonal neighbour only."],
        ["Saut orthogonal", "Jump ne saute qu'un voisin orthogonal."],
    ),
    Variant::new(
        "trade-orthogonal",
        ["Orthogonal Trade", "Trade with an orthogonal neighbour only; Switch with every other enemy man."],
        ["Échange orthogonal", "Trade avec un voisin orthogonal seulement ; Switch avec tout autre homme adverse."],
    ),
    Variant::new(
        "push-orthogonal",
        ["Orthogonal Push", "Push along rows and columns only."],
        ["Poussée orthogonale", "Push seulement le long des rangées et des colonnes."],
    ),
];

impl Describe for Combo4x4 {
    const INFO: GameInfo = GameInfo {
        id: GameId::Combo4x4,
        title: "Combo 4x4",
        min_seats: 2,
        max_seats: 2,
        default_seats: 2,
        minutes: 10,
        variants: VARIANTS,
        aliases: &[
            Alias { code: "standard", means: &[], seats: &[] },
            Alias {
                code: "orthogonal",
                means: &["jump-orthogonal", "trade-orthogonal", "push-orthogonal"],
                seats: &[],
            },
        ],
        hidden: false,
        chance: false,
    };

    fn build(_seats: u8, chosen: &Chosen) -> Result<Setup, SetupError> {
        Ok(Setup {
            jump_orthogonal: chosen.has("jump-orthogonal"),
            trade_orthogonal: chosen.has("trade-orthogonal"),
            push_orthogonal: chosen.has("push-orthogonal"),
            deals: Vec::new(),
        })
    }

    fn chosen(setup: &Setup) -> Chosen {
        Chosen::flags(&[
            ("jump-orthogonal", setup.jump_orthogonal),
            ("trade-orthogonal", setup.trade_orthogonal),
            ("push-orthogonal", setup.push_orthogonal),
        ])
    }
}
