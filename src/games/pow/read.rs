//! POW's whole state in words, for "Read the whole state" (`games/read.rs`): every
//! seat's stacks as the table shows them (heights, the tile on top), the dice on the
//! table and the rolls used, and both rows. Its code is in the replay's part
//! (`games/read.rs`).

use leptos::prelude::*;
use tabula_rules::pow::Pow;

use super::model::{face_index, scene, tile_text, Scene};
use super::words::{pw, Pw};
use crate::games::table::Play;
use crate::i18n::{fill, said, Lang, Strings};

/// The game's own lines of the whole state (`games/read.rs` adds the status and
/// the last move).
pub fn own(play: Play<Pow>) -> Vec<String> {
    let lang = play.lang.get_untracked();
    play.table.with_untracked(|tb| play.names.with_value(|n| lines(&scene(tb.game.state(), &[]), n, lang)))
}

/// The lines after the status: what any seat sees (covered tiles stay unsaid).
pub fn lines(s: &Scene, names: &[String], lang: Lang) -> Vec<String> {
    let (w, t) = (pw(lang), lang.t());
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    let mut out: Vec<String> = s
        .stacks
        .iter()
        .enumerate()
        .map(|(seat, st)| {
            let top = |k: usize| st[k].first().and_then(|slot| slot.0).map_or(w.empty.to_string(), tile_text);
            fill(w.read_seat, &[name(seat), &st[0].len().to_string(), &top(0), &st[1].len().to_string(), &top(1)])
        })
        .collect();
    if let Some(mover) = s.mover {
        out.push(dice(w, t, s, name(mover)));
    }
    for (k, row) in s.rows.iter().enumerate() {
        let tiles: Vec<String> = row.iter().map(|(t, _)| tile_text(*t)).collect();
        let tiles = if tiles.is_empty() { w.empty.to_string() } else { tiles.join(", ") };
        out.push(fill(t.labelled, &[w.rows[k], &tiles]));
    }
    out
}

/// "Ann's dice: shield (set aside), skull, blue bubble. Rolls used: 2 of 3."
fn dice(w: &Pw, t: &Strings, s: &Scene, mover: &str) -> String {
    let aside = s.aside.iter().map(|f| format!("{} ({})", w.face[face_index(*f)], w.aside));
    let rolled = s.rolled.iter().map(|f| w.face[face_index(*f)].to_string());
    let all: Vec<String> = aside.chain(rolled).collect();
    let all = if all.is_empty() { w.empty.to_string() } else { all.join(", ") };
    format!(
        "{}. {}",
        fill(t.labelled, &[&said(&w.dice_of, mover, &[]), &all]),
        fill(w.waiting, &[&s.rolls.to_string()])
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::pow::{Pow, Setup};
    use tabula_rules::Game;

    #[test]
    fn a_new_game_reads_every_seat_and_both_rows() {
        let Ok(game) = Pow::new(&Setup::default(), 7) else { panic!("a new game") };
        let said = lines(&scene(&game, &[]), &["Ann".into(), "Ben".into()], Lang::En);
        assert_eq!(said[0], "Ann: heroes 0, top none; villains 0, top none", "{said:?}");
        assert!(said.iter().any(|l| l.starts_with("Heroes: +")), "{said:?}");
        assert!(said.iter().any(|l| l.starts_with("Villains: −")), "{said:?}");
    }
}
