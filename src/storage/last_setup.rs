//! The setup last started for each game (`tabula.setup.<game>`), so that its setup
//! page opens as the player left it: each seat's name and who plays it (a computer
//! with its level), and the variants as the registry writes them (`code`,
//! `code=N`). Packed as saves are (`u1.`). A value that does not read is ignored, and
//! the page keeps only what still fits the game (seat count, known variants).

use serde::{Deserialize, Serialize};
use tabula_rules::GameId;

use super::{local, pack, unpack, SeatKind};

const PREFIX: &str = "tabula.setup.";
const FORMAT: &str = "u1.";

/// A setup as the setup page chose it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LastSetup {
    /// The seats in play, in order: name and who plays.
    pub seats: Vec<(String, SeatKind)>,
    /// The variants chosen, as `code` or `code=N`.
    pub variants: Vec<String>,
}

impl LastSetup {
    /// Reads a stored value; anything else (another format, damaged) is `None`.
    pub fn read(raw: &str) -> Option<LastSetup> {
        unpack(FORMAT, raw).ok()
    }

    /// Whether variant `code` was chosen, and its number if it was written `code=N`.
    /// A number that does not read is as if the variant was not chosen.
    pub fn variant(&self, code: &str) -> Option<Option<u16>> {
        self.variants.iter().find_map(|v| match v.split_once('=') {
            None => (v == code).then_some(None),
            Some((c, n)) if c == code => n.parse().ok().map(Some),
            Some(_) => None,
        })
    }
}

/// The setup last started for `game`, if one is stored and reads.
pub fn load(game: GameId) -> Option<LastSetup> {
    let raw = local()?.get_item(&key(game)).ok().flatten()?;
    LastSetup::read(&raw)
}

/// Keeps `setup` as `game`'s last; a refusal (storage full) only forgets it.
pub fn store(game: GameId, setup: &LastSetup) {
    if let (Some(st), Ok(raw)) = (local(), pack(FORMAT, setup)) {
        let _ = st.set_item(&key(game), &raw);
    }
}

fn key(game: GameId) -> String {
    format!("{PREFIX}{}", game.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_bots::Level;

    #[test]
    fn a_setup_reads_back_and_anything_else_is_ignored() {
        let s = LastSetup {
            seats: vec![("Zoé".into(), SeatKind::Human), ("Bix".into(), SeatKind::Computer(Level::Hard))],
            variants: vec!["rounds=4".into(), "advanced".into()],
        };
        let raw = pack(FORMAT, &s).unwrap();
        assert_eq!(LastSetup::read(&raw), Some(s));
        // Junk, another format, a seat kind from a newer version, a value cut short.
        let newer = format!("{FORMAT}{}", tabula_rules::base64url::encode(&[1, 3, b'A', b'n', b'n', 9, 0]));
        for bad in ["", "junk", "u1.%%%", "u9.AAAA", "s2.AAAA", &newer, &raw[..raw.len() - 3]] {
            assert_eq!(LastSetup::read(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_variant_is_found_with_its_number() {
        let s = LastSetup { seats: Vec::new(), variants: vec!["rounds=4".into(), "advanced".into(), "race=x".into()] };
        assert_eq!(s.variant("rounds"), Some(Some(4)));
        assert_eq!(s.variant("advanced"), Some(None));
        assert_eq!(s.variant("race"), None, "a number that does not read");
        assert_eq!(s.variant("round"), None);
        assert_eq!(s.variant("teams"), None);
    }
}
