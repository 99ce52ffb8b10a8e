//! SUPER-POSE in the registry: 1 (solo) to 6 seats, flowers, chameleons, the advanced
//! rule card, teams and their race, who starts and the ready starting layout.

use super::{ready_count, Deck, Setup, Start, SuperPose};
use crate::registry::{Alias, Chosen, Describe, GameInfo, SetupError, Variant};
use crate::GameId;

const VARIANTS: &[Variant] = &[
    Variant::new(
        "flowers",
        ["Flowers", "The 2 flower starting cards join the 3 plain ones."],
        ["Fleurs", "Les 2 cartes de départ à fleurs rejoignent les 3 simples."],
    ),
    Variant::new(
        "chameleons",
        ["Chameleons", "The circle cards join the decks and bring the chameleons in."],
        ["Caméléons", "Les cartes à cercles rejoignent les pioches et amènent les caméléons."],
    ),
    Variant::new(
        "advanced",
        ["Advanced rule card", "+1 point each time your own zones reach 3, and again 5."],
        ["Carte règle avancée", "+1 point chaque fois que vos propres zones atteignent 3, puis 5."],
    ),
    Variant::new(
        "teams",
        ["Teams", "Teams of 2, partners seated alternately, pooling points and zones."],
        ["Équipes", "Équipes de 2, partenaires assis en alternance, points et zones en commun."],
    )
    .for_seats(&[4, 6]),
    Variant::new(
        "race",
        ["Race", "Teams: the first team to reach this score wins at once (35, the end of the track)."],
        ["Course", "Équipes : la première équipe à atteindre ce score gagne aussitôt (35, la fin de la piste)."],
    )
    .number(1, 999, 35)
    .for_seats(&[4, 6]),
    Variant::new(
        "first",
        ["First player", "Who lays the starting cards and plays first (seat 1 without this)."],
        ["Premier joueur", "Qui pose les cartes de départ et joue en premier (la place 1 sans ceci)."],
    )
    .seat(5),
    Variant::new(
        "layout",
        ["Starting layout", "Which ready starting layout, from 0 (3 of them, 2 with flowers)."],
        ["Disposition de départ", "Quelle disposition de départ toute prête, à partir de 0 (3, ou 2 avec les fleurs)."],
    )
    .number(0, 2, 0),
];

impl Describe for SuperPose {
    const INFO: GameInfo = GameInfo {
        id: GameId::SuperPose,
        title: "SUPER-POSE",
        min_seats: 1,
        max_seats: 6,
        default_seats: 2,
        minutes: 20,
        variants: VARIANTS,
        aliases: &[
            Alias { code: "first-game", means: &[], seats: &[] },
            Alias { code: "nine-cards", means: &["chameleons"], seats: &[] },
            Alias { code: "solo", means: &[], seats: &[1] },
        ],
        hidden: true,
        chance: false,
    };

    fn build(seats: u8, chosen: &Chosen) -> Result<Setup, SetupError> {
        let mut s = Setup::first_game(seats);
        s.flowers = chosen.has("flowers");
        s.deck = if chosen.has("chameleons") { Deck::Nine } else { Deck::Five };
        s.advanced = chosen.has("advanced");
        s.race = chosen.value("race");
        // A race is a team ending: asking for it asks for teams.
        s.teams = chosen.has("teams") || s.race.is_some();
        s.first = chosen.small("first", 0);
        if let Some(n) = chosen.value("layout") {
            let count = ready_count(s.flowers);
            if usize::from(n) >= count {
                let with = if s.flowers { " with flowers" } else { "" };
                return Err(SetupError::Value(format!(
                    "layout={n}: there are {count} ready starting layouts{with}, numbered from 0"
                )));
            }
            s.start = Start::Ready(u8::try_from(n).unwrap_or(0));
        }
        Ok(s)
    }

    fn chosen(setup: &Setup) -> Chosen {
        let mut c = Chosen::flags(&[
            ("flowers", setup.flowers),
            ("chameleons", setup.deck == Deck::Nine),
            ("advanced", setup.advanced),
            ("teams", setup.teams),
        ]);
        if let Some(r) = setup.race {
            c.set("race", Some(r));
        }
        c.set_small("first", setup.first, 0);
        if let Start::Ready(n) = setup.start {
            c.set_small("layout", n, 0);
        }
        c
    }
}
