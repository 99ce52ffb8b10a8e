//! Who plays a seat, as saves and links store it.

use serde::{Deserialize, Serialize};
use tabula_bots::Level;

/// Who plays a seat: a person, or the computer at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The computer, playing at this level.
    Computer(Level),
    /// A person on another device, who plays by link.
    Remote,
}

impl SeatKind {
    /// The computer at the level it had before there were levels.
    pub const MEDIUM: SeatKind = SeatKind::Computer(Level::Medium);

    /// The stored form. Saves and links made before levels hold 0 (a person) or 1
    /// (the computer), so the computer's old code is Medium's.
    fn code(self) -> u8 {
        match self {
            SeatKind::Human => 0,
            SeatKind::Computer(Level::Medium) => 1,
            SeatKind::Computer(Level::Easy) => 2,
            SeatKind::Computer(Level::Hard) => 3,
            SeatKind::Remote => 4,
            SeatKind::Computer(Level::Expert) => 5,
        }
    }

    fn from_code(c: u8) -> Option<SeatKind> {
        [
            SeatKind::Human,
            SeatKind::MEDIUM,
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Hard),
            SeatKind::Remote,
            SeatKind::Computer(Level::Expert),
        ]
        .get(usize::from(c))
        .copied()
    }

    /// One letter for links: `h` a person; `e`, `c`, `d`, `x` the computer at Easy,
    /// Medium, Hard and Expert (`c`, "computer", was the only computer before levels);
    /// `l` a person playing by link.
    pub fn letter(self) -> char {
        LETTERS[usize::from(self.code())]
    }

    /// Parses [`SeatKind::letter`].
    pub fn from_letter(c: char) -> Option<SeatKind> {
        SeatKind::from_code(LETTERS.iter().position(|&l| l == c)? as u8)
    }

    /// Whether a person plays this seat, here or by link.
    pub fn is_person(self) -> bool {
        matches!(self, SeatKind::Human | SeatKind::Remote)
    }

    /// Whether the computer plays this seat.
    pub fn is_computer(self) -> bool {
        matches!(self, SeatKind::Computer(_))
    }

    /// The computer's level, if the computer plays this seat.
    pub fn level(self) -> Option<Level> {
        match self {
            SeatKind::Computer(l) => Some(l),
            _ => None,
        }
    }
}

const LETTERS: [char; 6] = ['h', 'c', 'e', 'd', 'l', 'x'];

// By hand, as one byte: the same bytes postcard wrote for the two-variant enum saves
// held before levels, so those saves still open.
impl Serialize for SeatKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.code())
    }
}

impl<'de> Deserialize<'de> for SeatKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let c = u8::deserialize(d)?;
        SeatKind::from_code(c).ok_or_else(|| serde::de::Error::custom(format!("unknown seat kind {c}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_from_before_levels_open_with_medium_computers() {
        // The seat kind as it was: a two-variant enum.
        #[derive(Serialize)]
        enum Before {
            Human,
            Computer,
        }
        let old = postcard::to_allocvec(&vec![Before::Human, Before::Computer]).unwrap();
        let kinds: Vec<SeatKind> = postcard::from_bytes(&old).unwrap();
        assert_eq!(kinds, [SeatKind::Human, SeatKind::MEDIUM]);
        assert_eq!(postcard::to_allocvec(&kinds).unwrap(), old, "and are written the same way");
        assert!(postcard::from_bytes::<SeatKind>(&[9]).is_err());
        assert_eq!(postcard::from_bytes::<SeatKind>(&[5]).ok(), Some(SeatKind::Computer(Level::Expert)));
        for k in [
            SeatKind::Human,
            SeatKind::Computer(Level::Easy),
            SeatKind::MEDIUM,
            SeatKind::Computer(Level::Hard),
            SeatKind::Remote,
            SeatKind::Computer(Level::Expert),
        ] {
            assert_eq!(SeatKind::from_letter(k.letter()), Some(k));
        }
        assert_eq!(SeatKind::from_letter('c'), Some(SeatKind::MEDIUM), "links from before levels");
        assert_eq!(SeatKind::from_letter('q'), None);
    }
}
