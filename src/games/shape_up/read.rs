//! Shape Up!'s whole state in words, for "Read the whole state" (`games/read.rs`):
//! the scores, the reader's hand and victory card (with what it scores now), and the
//! layout by place, row by row, as the board names it. Its code is in the replay's part
//! (`games/read.rs`).

use leptos::prelude::*;
use tabula_rules::shape_up::{lines as scoring, total, ShapeUp, View};
use tabula_rules::Game;

use super::board::col_row;
use super::card::card_name;
use crate::games::table::Play;
use crate::i18n::{fill, points, Lang};

/// The game's own lines of the whole state (`games/read.rs` adds the status and
/// the last move).
pub fn own(play: Play<ShapeUp>) -> Vec<String> {
    let lang = play.lang.get_untracked();
    // Only what the reader's eyes may see: their own hand and victory card.
    let eyes = play.viewer.get_untracked().filter(|_| !play.facts.with_untracked(|f| f.deal_wait));
    play.table.with_untracked(|tb| play.names.with_value(|n| lines(&tb.game.state().view(eyes), n, lang)))
}

/// The lines after the status.
pub fn lines(v: &View, names: &[String], lang: Lang) -> Vec<String> {
    let t = lang.t();
    let scores: Vec<String> = names.iter().zip(&v.totals).map(|(n, &p)| format!("{n} {}", points(t, p))).collect();
    let mut out = vec![fill(t.labelled, &[t.scores, &scores.join(", ")])];
    if !v.over && v.seat.is_some() {
        // Once its card is played the hand is empty until the turn ends: nothing to say.
        // In the advanced game any hand card may become the victory card: each says
        // what it would score, as the hand shows it.
        let kept = |c| fill(t.su_preview_advanced, &[&points(t, total(&scoring(&v.layout, c)))]);
        let hand: Vec<String> = v
            .hand
            .iter()
            .map(|&c| if v.advanced { format!("{} ({})", card_name(t, c), kept(c)) } else { card_name(t, c) })
            .collect();
        if !hand.is_empty() {
            out.push(fill(t.labelled, &[t.hand, &hand.join(", ")]));
        }
        if let (Some(c), false) = (v.victory, v.advanced) {
            let now = fill(t.su_preview, &[&points(t, total(&scoring(&v.layout, c)))]);
            out.push(format!("{}. {now}", fill(t.labelled, &[t.su_victory, &card_name(t, c)])));
        }
    }
    let mut laid = v.layout.clone();
    laid.sort_by_key(|(c, _)| (c.y, c.x));
    let laid: Vec<String> = laid
        .iter()
        .map(|&(cell, card)| {
            let (c, r) = col_row(cell);
            fill(t.su_cell, &[&card_name(t, card), &c, &r])
        })
        .collect();
    // Before the first card there is no layout to read.
    if !laid.is_empty() {
        out.push(fill(t.labelled, &[t.su_layout, &laid.join(", ")]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::shape_up::Setup;

    #[test]
    fn the_advanced_hand_says_what_each_card_would_score() {
        let names = ["Ann".to_string(), "Ben".to_string()];
        for advanced in [false, true] {
            let game = ShapeUp::new(&Setup { advanced, ..Setup::default() }, 7).unwrap();
            let said = lines(&game.view(Some(0)), &names, Lang::En).join(". ");
            // Each of the three hand cards, and only in the advanced game.
            assert_eq!(said.matches("If you kept it: ").count(), if advanced { 3 } else { 0 }, "{said}");
            assert_eq!(said.contains("Your victory card: "), !advanced, "{said}");
        }
    }

    #[test]
    fn french_labels_take_a_space_before_the_colon() {
        let names = ["Ann".to_string(), "Ben".to_string()];
        let game = ShapeUp::new(&Setup::default(), 7).unwrap();
        let said = lines(&game.view(Some(0)), &names, Lang::Fr);
        // Each line is a label and what it labels (scores, hand, victory card).
        assert!(said.iter().all(|l| l.contains(" : ") && !l.replace(" : ", "").contains(':')), "{said:?}");
        let english = lines(&game.view(Some(0)), &names, Lang::En);
        assert!(english.iter().all(|l| !l.contains(" : ")), "{english:?}");
    }
}
