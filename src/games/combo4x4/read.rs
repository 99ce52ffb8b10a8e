//! Combo 4x4's whole state in words, for "Read the whole state" (`games/read.rs`):
//! each seat's combos and hand (copies numbered, as the hands name them), where every
//! man stands, and the piles. Its code is in the replay's part
//! (`games/read.rs`).

use leptos::prelude::*;
use tabula_rules::combo4x4::{Card, Cell, Combo4x4};

use super::words::{self, c4};
use crate::games::table::Play;
use crate::i18n::{fill, said, Lang};

/// The game's own lines of the whole state (`games/read.rs` adds the status and
/// the last move).
pub fn own(play: Play<Combo4x4>) -> Vec<String> {
    let lang = play.lang.get_untracked();
    play.table.with_untracked(|tb| play.names.with_value(|n| lines(tb.game.state(), n, lang)))
}

/// The lines after the status. Both hands are open in this game.
pub fn lines(g: &Combo4x4, names: &[String], lang: Lang) -> Vec<String> {
    let (w, t) = (c4(lang), lang.t());
    let mut out = Vec::new();
    for (seat, hand) in g.hands().iter().enumerate() {
        let name = names.get(seat).map_or("", String::as_str);
        let colour = w.colours.get(seat).copied().unwrap_or("");
        let made: Vec<&str> =
            g.combos().get(seat).map(|c| c.iter().map(|&x| words::combo(w, x)).collect()).unwrap_or_default();
        let made = if made.is_empty() { w.none_yet.to_string() } else { made.join(", ") };
        out.push(format!("{name} · {colour}. {}", fill(t.labelled, &[w.combos_made, &made])));
        let cards: Vec<String> = hand.iter().enumerate().map(|(i, &c)| card(lang, hand, i, c)).collect();
        out.push(fill(t.labelled, &[&said(&t.hand_of, name, &[]), &cards.join(", ")]));
    }
    let board = g.board();
    let men: Vec<String> = Cell::all()
        .filter_map(|c| board.owner(c).map(|s| fill(w.man, &[w.colours.get(s).copied().unwrap_or(""), &c.to_string()])))
        .collect();
    out.push(men.join(", "));
    out.push(fill(w.piles, &[&g.deck().len().to_string(), &g.discards().len().to_string()]));
    out
}

/// A card as its hand names it: a copy of a kind the hand holds twice is numbered.
fn card(lang: Lang, hand: &[Card], i: usize, c: Card) -> String {
    let name = words::card(c4(lang), c);
    let alike = |cs: &[Card]| cs.iter().filter(|x| **x == c).count();
    match alike(hand) {
        1 => name.to_string(),
        _ => fill(lang.t().copy_of, &[name, &(alike(&hand[..i]) + 1).to_string()]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::combo4x4::Setup;
    use tabula_rules::Game;

    #[test]
    fn a_new_game_reads_both_hands_and_every_man() {
        let Ok(game) = Combo4x4::new(&Setup::default(), 7) else { panic!("a new game") };
        let said = lines(&game, &["Ann".into(), "Ben".into()], Lang::En);
        assert_eq!(said[0], "Ann · Red. Combos: none yet", "{said:?}");
        assert!(said[1].starts_with("Ann's hand: "), "{said:?}");
        assert_eq!(said[4].matches(" man on ").count(), 8, "{said:?}");
    }
}
