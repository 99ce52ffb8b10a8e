//! Every save as one file, and back: a first line naming the format, then one save a
//! line exactly as storage keeps it. A file of one save (the table's "Download it",
//! a damaged save's download) reads too. The player's ratings ride along, one line a
//! game after the saves (`rating.rs`'s `r1.` form): an older Tabula's file has none,
//! and a rating line that does not read is left out, never the file refused.

use super::rating::{self, Rating};
use super::{is_save, pack, unpack_saved, Saved, SAVE_FORMAT};

/// The first line of a saves file.
pub const HEADER: &str = "tabula-saves 1";

/// Why a file cannot be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not a Tabula file at all.
    Foreign,
    /// A Tabula file with no game in it.
    Empty,
    /// This line (from 1) is not a readable save.
    Damaged(usize),
}

/// The file of these saves and ratings.
pub fn export(saves: &[Saved], ratings: &[Rating]) -> String {
    let mut out = String::from(HEADER);
    let lines = saves.iter().map(|s| pack(SAVE_FORMAT, s)).chain(ratings.iter().map(rating::packed));
    for line in lines.flatten() {
        out.push('\n');
        out.push_str(&line);
    }
    out.push('\n');
    out
}

/// The saves in a file; one damaged line refuses the whole file, so nothing is half
/// imported. When the file holds one game twice, the later-played one is kept.
pub fn read(text: &str) -> Result<Vec<Saved>, FileError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty()).peekable();
    match lines.peek() {
        Some((_, l)) if *l == HEADER => {
            lines.next();
        }
        Some((_, l)) if is_save(l) => {}
        _ => return Err(FileError::Foreign),
    }
    let mut out: Vec<Saved> = Vec::new();
    for (n, line) in lines.filter(|(_, l)| !rating::is_rating(l)) {
        let s: Saved = unpack_saved(line).map_err(|_| FileError::Damaged(n))?;
        if !id_ok(&s.id) {
            return Err(FileError::Damaged(n));
        }
        match out.iter_mut().find(|o| o.id == s.id) {
            Some(o) if o.updated < s.updated => *o = s,
            Some(_) => {}
            None => out.push(s),
        }
    }
    if out.is_empty() {
        return Err(FileError::Empty);
    }
    Ok(out)
}

/// The ratings in a file (readable lines only, one a game: the last).
pub fn ratings(text: &str) -> Vec<Rating> {
    let mut out: Vec<Rating> = Vec::new();
    for r in text.lines().filter_map(|l| rating::parse(l.trim())) {
        out.retain(|o| o.game != r.game);
        out.push(r);
    }
    out
}

/// An id as the app makes them: it becomes a storage key and part of an address.
fn id_ok(id: &str) -> bool {
    (1..=32).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// What importing a file would do to the saves here.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    /// Games not here yet: imported at once.
    pub fresh: Vec<Saved>,
    /// Games here exactly as in the file: nothing to do.
    pub same: usize,
    /// Games here with other moves or seats: replaced only if the player says so.
    pub clash: Vec<Saved>,
}

/// Sorts the file's saves against the ones here (`damaged`: the ids of saves here
/// that do not read, which are kept as they are unless the player says otherwise).
pub fn plan(here: &[Saved], damaged: &[String], file: Vec<Saved>) -> Plan {
    let mut p = Plan::default();
    for s in file {
        match here.iter().find(|h| h.id == s.id) {
            None if damaged.contains(&s.id) => p.clash.push(s),
            None => p.fresh.push(s),
            Some(h) if *h == s => p.same += 1,
            Some(_) => p.clash.push(s),
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::tests::sample;

    fn with_id(id: &str, turn: usize) -> Saved {
        Saved { id: id.into(), turn, ..sample() }
    }

    #[test]
    fn a_file_reads_back_the_saves_it_was_made_of() {
        let saves = vec![with_id("a1", 3), with_id("b2", 5)];
        assert_eq!(read(&export(&saves, &[])), Ok(saves));
    }

    #[test]
    fn a_file_of_one_download_reads_too() {
        let line = pack(SAVE_FORMAT, &with_id("a1", 3)).expect("pack");
        assert_eq!(read(&format!("\n{line}\r\n")), Ok(vec![with_id("a1", 3)]));
    }

    #[test]
    fn foreign_empty_and_damaged_files_say_which() {
        assert_eq!(read(""), Err(FileError::Foreign));
        assert_eq!(read("hello\nworld"), Err(FileError::Foreign));
        assert_eq!(read(&format!("{HEADER}\n\n")), Err(FileError::Empty));
        let good = pack(SAVE_FORMAT, &with_id("a1", 3)).expect("pack");
        assert_eq!(read(&format!("{HEADER}\n{good}\ns1.AAAA\n")), Err(FileError::Damaged(3)));
        let cut = &good[..good.len() / 2];
        assert_eq!(read(&format!("{HEADER}\n{cut}")), Err(FileError::Damaged(2)));
        let odd_id = pack(SAVE_FORMAT, &with_id("../x", 3)).expect("pack");
        assert_eq!(read(&odd_id), Err(FileError::Damaged(1)));
    }

    #[test]
    fn any_text_reads_or_is_refused_never_a_panic() {
        let good = export(&[with_id("a1", 3)], &[]);
        for cut in 0..good.len() {
            let _ = read(&good[..cut]);
            let mut flipped = good.clone().into_bytes();
            flipped[cut] ^= 0x5a;
            let _ = read(&String::from_utf8_lossy(&flipped));
        }
    }

    #[test]
    fn the_ratings_ride_along_and_a_damaged_one_is_left_out() {
        use tabula_bots::rating::Figure;
        use tabula_rules::GameId;
        let f = Figure { rating: 1400.0, deviation: 200.0, volatility: 0.06 };
        let pow = Rating::new(GameId::Pow).after(f, false);
        let combo = Rating::new(GameId::Combo4x4).after(f, true);
        let saves = vec![with_id("a1", 3)];
        let file = export(&saves, &[pow.clone(), combo.clone()]);
        assert_eq!(read(&file), Ok(saves.clone()));
        assert_eq!(ratings(&file), vec![pow.clone(), combo]);
        // A rating line cut short: the saves and the other rating still import.
        let combo_line = file.lines().last().unwrap_or_default();
        let cut = file.replace(combo_line, &combo_line[..combo_line.len() - 3]);
        assert_eq!(read(&cut), Ok(saves));
        assert_eq!(ratings(&cut), vec![pow]);
        // A file of an older Tabula has no rating.
        assert_eq!(ratings(&export(&[with_id("a1", 3)], &[])), vec![]);
    }

    #[test]
    fn one_game_twice_keeps_the_later() {
        let (old, new) = (Saved { updated: 1.0, ..with_id("a1", 3) }, Saved { updated: 2.0, ..with_id("a1", 9) });
        assert_eq!(read(&export(&[old.clone(), new.clone()], &[])), Ok(vec![new.clone()]));
        assert_eq!(read(&export(&[new.clone(), old], &[])), Ok(vec![new]));
    }

    #[test]
    fn the_plan_never_replaces_a_different_game_unasked() {
        let here = vec![with_id("a1", 3), with_id("b2", 5)];
        let file = vec![with_id("a1", 3), with_id("b2", 6), with_id("c3", 1)];
        let p = plan(&here, &["c3".to_string()], file.clone());
        assert_eq!(p.fresh, vec![]);
        assert_eq!(p.same, 1);
        assert_eq!(p.clash, vec![with_id("b2", 6), with_id("c3", 1)], "a damaged save here is not overwritten unasked");
        let p = plan(&here, &[], file);
        assert_eq!(p.fresh, vec![with_id("c3", 1)]);
        assert_eq!(p.clash, vec![with_id("b2", 6)]);
    }
}
