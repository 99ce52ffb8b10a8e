//! SUPER-POSE notation. A play is the card's number (as records store it), `@` the
//! top left corner of its box `x,y`, the rotation `r0`, `r90`, `r180` or `r270`, the
//! animal called out, then each shape given to a chameleon by the adjacent rule as
//! `x,y=Animal`: `23@4,-2 r90 Fish`, `40@1,1 r0 Cat 2,1=Bird`. A card set aside is
//! `aside 23`. Animal names are read in any case.

use std::fmt;
use std::str::FromStr;

use super::{Action, Animal, CardId, Pos, Rotation};
use crate::notation::{named, number, pair};
use crate::NotationError;

const ANIMALS: [&str; 6] = ["Cat", "Butterfly", "Elephant", "Fish", "Rabbit", "Bird"];
const TURNS: [&str; 4] = ["r0", "r90", "r180", "r270"];

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play { card, at, rot, call, shapes } => {
                write!(f, "{}@{},{} {} {call}", card.0, at.x, at.y, TURNS[*rot as usize])?;
                for (p, a) in shapes {
                    write!(f, " {},{}={a}", p.x, p.y)?;
                }
                Ok(())
            }
            Action::SetAside { card } => write!(f, "aside {}", card.0),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let animal = |w: &str| named(text, w, &ANIMALS, "an animal").map(|i| Animal::ALL[i]);
        match words.as_slice() {
            ["aside", card] => Ok(Action::SetAside { card: CardId(number(text, card, "a card number")?) }),
            [placed, turn, call, shapes @ ..] => {
                let (card, at) =
                    placed.split_once('@').ok_or_else(|| NotationError::new(text, "expected card@x,y first"))?;
                let (x, y) = pair(text, at)?;
                let rot = Rotation::ALL[named(text, turn, &TURNS, "a rotation")?];
                let shapes = shapes
                    .iter()
                    .map(|s| {
                        let (p, a) = s
                            .split_once('=')
                            .ok_or_else(|| NotationError::new(text, format!("expected x,y=Animal, found '{s}'")))?;
                        let (x, y) = pair(text, p)?;
                        Ok((Pos::new(x, y), animal(a)?))
                    })
                    .collect::<Result<Vec<_>, NotationError>>()?;
                Ok(Action::Play {
                    card: CardId(number(text, card, "a card number")?),
                    at: Pos::new(x, y),
                    rot,
                    call: animal(call)?,
                    shapes,
                })
            }
            _ => Err(NotationError::new(text, "expected card@x,y rotation Animal, or aside card")),
        }
    }
}
