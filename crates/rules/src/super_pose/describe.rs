//! SUPER-POSE in the registry: 1 (solo) to 6 seats, flowers, chameleons, the advanced
//! rule card, teams and their race, who starts and the ready starting layout.

use super::{ready_count, Deck, Setup, Start, SuperPose};
use crate::registry::{Alias, Chosen, Describe, GameInfo, Param, SetupError, Text, Variant};
use crate::GameId;

const VARIANTS: &[Variant] = &[
    Variant {
        code: "flowers",
        name: Text { en: "Flowers", fr: "Fleurs" },
        about: Text {
            en: "The 2 flower starting cards join the 3 plain ones.",
            fr: "Les 2 cartes de départ à fleurs rejoignent les 3 simples.",
        },
        group: None,
        param: None,
        seats: &[],
    },
    Variant {
        code: "chameleons",
        name: Text { en: "Chameleons", fr: "Caméléons" },
        about: Text {
            en: "The circle cards join the decks and bring the chameleons in.",
            fr: "Les cartes à cercles rejoignent les pioches et amènent les caméléons.",
        },
        group: None,
        param: None,
        seats: &[],
    },
    Variant {
        code: "advanced",
        name: Text { en: "Advanced rule card", fr: "Carte règle avancée" },
        about: Text {
            en: "+1 point each time your own zones reach 3, and again 5.",
            fr: "+1 point chaque fois que vos propres zones atteignent 3, puis 5.",
        },
        group: None,
        param: None,
        seats: &[],
    },
    Variant {
        code: "teams",
        name: Text { en: "Teams", fr: "Équipes" },
        about: Text {
            en: "Teams of 2, partners seated alternately, pooling points and zones.",
            fr: "Équipes de 2, partenaires assis en alternance, points et zones en commun.",
        },
        group: None,
        param: None,
        seats: &[4, 6],
    },
    Variant {
        code: "race",
        name: Text { en: "Race", fr: "Course" },
        about: Text {
            en: "Teams: the first team to reach this score wins at once (35, the end of the track).",
            fr: "Équipes : la première équipe à atteindre ce score gagne aussitôt (35, la fin de la piste).",
        },
        group: None,
        param: Some(Param { min: 1, max: 999, default: 35, seat: false }),
        seats: &[4, 6],
    },
    Variant {
        code: "first",
        name: Text { en: "First player", fr: "Premier joueur" },
        about: Text {
            en: "Who lays the starting cards and plays first (seat 1 without this).",
            fr: "Qui pose les cartes de départ et joue en premier (la place 1 sans ceci).",
        },
        group: None,
        param: Some(Param { min: 0, max: 5, default: 0, seat: true }),
        seats: &[],
    },
    Variant {
        code: "layout",
        name: Text { en: "Starting layout", fr: "Disposition de départ" },
        about: Text {
            en: "Which ready starting layout, from 0 (3 of them, 2 with flowers).",
            fr: "Quelle disposition de départ toute prête, à partir de 0 (3, ou 2 avec les fleurs).",
        },
        group: None,
        param: Some(Param { min: 0, max: 2, default: 0, seat: false }),
        seats: &[],
    },
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
        s.first = chosen.value("first").map_or(0, |n| u8::try_from(n).unwrap_or(u8::MAX));
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
        let mut c = Chosen::default();
        let flags = [
            ("flowers", setup.flowers),
            ("chameleons", setup.deck == Deck::Nine),
            ("advanced", setup.advanced),
            ("teams", setup.teams),
        ];
        for (code, on) in flags {
            if on {
                c.set(code, None);
            }
        }
        if let Some(r) = setup.race {
            c.set("race", Some(r));
        }
        if setup.first != 0 {
            c.set("first", Some(u16::from(setup.first)));
        }
        if let Start::Ready(n) = setup.start {
            if n != 0 {
                c.set("layout", Some(u16::from(n)));
            }
        }
        c
    }
}
