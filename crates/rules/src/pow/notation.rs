//! POW notation. Dice are letters, one a die: `s` shield, `k` skull, `b` blue
//! bubble, `o` orange bubble. A roll is `roll` and the faces in the order rolled
//! (`roll sskbo`); setting dice aside is `aside` and their faces (`aside ss`); a take
//! from a row is `take hero` or `take villain`; the forced take `take forced`; a
//! steal `steal hero from 2` (seat 2's top hero) or `steal villain from 0 depth 1`
//! (the tile under the top).

use std::fmt;
use std::str::FromStr;

use super::{Action, Dice, Face, Side};
use crate::notation::{named, number};
use crate::NotationError;

const LETTERS: [char; 4] = ['s', 'k', 'b', 'o'];
const SIDES: [&str; 2] = ["hero", "villain"];

fn letter(f: Face) -> char {
    LETTERS[Face::ALL.iter().position(|&g| g == f).unwrap_or(0)]
}

fn faces(text: &str, word: &str) -> Result<Vec<Face>, NotationError> {
    word.chars()
        .map(|c| {
            let i = LETTERS.iter().position(|&l| l == c.to_ascii_lowercase());
            i.map(|i| Face::ALL[i]).ok_or_else(|| {
                NotationError::new(text, format!("'{c}' is no die face (s shield, k skull, b blue, o orange)"))
            })
        })
        .collect()
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(faces) => {
                let s: String = faces.iter().map(|&f| letter(f)).collect();
                f.write_str(format!("roll {s}").trim_end())
            }
            Action::SetAside(dice) => {
                let s: String = Face::ALL
                    .iter()
                    .flat_map(|&f| std::iter::repeat_n(letter(f), usize::from(dice.count(f))))
                    .collect();
                f.write_str(format!("aside {s}").trim_end())
            }
            Action::Take(side) => write!(f, "take {side}"),
            Action::TakeForced => f.write_str("take forced"),
            Action::Steal { victim, side, depth: 0 } => write!(f, "steal {side} from {victim}"),
            Action::Steal { victim, side, depth } => write!(f, "steal {side} from {victim} depth {depth}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let words: Vec<String> = text.split_whitespace().map(str::to_ascii_lowercase).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let side = |w: &str| named(text, w, &SIDES, "a side").map(|i| Side::ALL[i]);
        match words.as_slice() {
            ["roll"] => Ok(Action::Roll(Vec::new())),
            ["roll", f] => Ok(Action::Roll(faces(text, f)?)),
            ["aside"] => Ok(Action::SetAside(Dice::default())),
            ["aside", f] => Ok(Action::SetAside(Dice::from_faces(&faces(text, f)?))),
            ["take", "forced"] => Ok(Action::TakeForced),
            ["take", s] => Ok(Action::Take(side(s)?)),
            ["steal", s, "from", v, rest @ ..] => {
                let depth = match rest {
                    [] => 0,
                    ["depth", d] => number(text, d, "a depth")?,
                    _ => return Err(NotationError::new(text, "expected nothing or depth N after the victim")),
                };
                Ok(Action::Steal { victim: number(text, v, "a seat number")?, side: side(s)?, depth })
            }
            _ => Err(NotationError::new(
                text,
                "expected roll, aside, take hero|villain|forced or steal hero|villain from SEAT [depth N]",
            )),
        }
    }
}
