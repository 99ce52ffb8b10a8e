//! The board and the seat panels as markup. Written as text rather than as Leptos views:
//! one string a redraw costs far less code in the page than a view per element, and
//! clicks and keys are read from `data-cell` / `data-card` by the table.

use std::fmt::Write;

use tabula_rules::combo4x4::{Action, Card, Combo};
use tabula_rules::Seat;

use super::model::{bit, cell_name, Scene};
use super::words::{self, C4};
use crate::i18n::fill;

/// Side of a cell in board units.
pub const UNIT: i32 = 100;

/// Text made safe to put in markup (player names are typed by people).
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The centre of a cell.
fn centre(c: u8) -> (i32, i32) {
    (i32::from(c % 4) * UNIT + UNIT / 2, i32::from(c / 4) * UNIT + UNIT / 2)
}

/// The 16 cells with their men, lit men and cells, and the push arrows.
pub fn board(sc: &Scene, w: &C4) -> String {
    let mut s = String::with_capacity(4096);
    for c in 0..16u8 {
        let (cx, cy) = centre(c);
        let owner = sc.men.iter().position(|m| m & bit(c) != 0);
        let movable = sc.movable & bit(c) != 0;
        let target = sc.targets & bit(c) != 0;
        let from = sc.from == Some(c);
        let name = cell_name(c);
        let label = match (target, owner) {
            (true, _) => fill(w.target, &[&name]),
            (false, Some(o)) => fill(w.man, &[w.colours.get(o).copied().unwrap_or(""), &name]),
            _ => name,
        };
        let mut class = String::from("c4-cell");
        for (on, k) in [
            (movable, " movable"),
            (target, " target"),
            (from, " from"),
            (sc.last.is_some_and(|l| l.0 == c || l.1 == c), " last"),
            (sc.combo & bit(c) != 0, " combo"),
        ] {
            if on {
                class.push_str(k);
            }
        }
        let live = movable || target;
        let _ = write!(
            s,
            r#"<g class="{class}" data-cell="{c}" tabindex="{}" role="{}" aria-label="{label}"{}><rect class="sq" x="{}" y="{}" width="{UNIT}" height="{UNIT}"/>"#,
            if live { 0 } else { -1 },
            if live { "button" } else { "img" },
            if from { r#" aria-pressed="true""# } else { "" },
            cx - UNIT / 2,
            cy - UNIT / 2,
        );
        match owner {
            Some(0) => {
                let _ = write!(s, r#"<circle class="man m0" cx="{cx}" cy="{cy}" r="32"/>"#);
            }
            Some(_) => {
                let _ = write!(s, r#"<rect class="man m1" x="{}" y="{}" width="58" height="58" rx="6"/>"#, cx - 29, cy - 29);
            }
            None => {}
        }
        if target {
            let (class, r) = if owner.is_some() { ("ring", 42) } else { ("dot", 13) };
            let _ = write!(s, r#"<circle class="{class}" cx="{cx}" cy="{cy}" r="{r}"/>"#);
        }
        s.push_str("</g>");
    }
    for &(a, b) in &sc.pushes {
        let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
        let (dx, dy) = ((x2 - x1) / 4, (y2 - y1) / 4);
        let _ = write!(
            s,
            r##"<line class="push" x1="{}" y1="{}" x2="{}" y2="{}" marker-end="url(#c4-arrow)"/>"##,
            x1 + dx,
            y1 + dy,
            x2 - dx,
            y2 - dy
        );
    }
    s
}

/// What a seat's panel shows.
pub struct Panel<'a> {
    pub seat: Seat,
    pub name: &'a str,
    pub hand: &'a [Card],
    /// Combos made, each with the cells of the men that made it.
    pub combos: &'a [(Combo, u16)],
    /// When this seat's person is to move: the legal moves and the chosen card.
    pub play: Option<(&'a [Action], Option<Card>)>,
}

/// A seat's panel: name and colour, combos made (each with its cells), the hand.
pub fn panel(p: &Panel, w: &C4, hand_label: &str) -> String {
    let mut s = String::with_capacity(1024);
    let _ = write!(
        s,
        r#"<h2><span class="mark m{}" aria-hidden="true"></span>{}<span class="muted"> · {}</span></h2><p class="c4-combos">{}: "#,
        p.seat.min(1),
        esc(p.name),
        w.colours.get(p.seat).copied().unwrap_or(""),
        w.combos_made
    );
    if p.combos.is_empty() {
        s.push_str(w.none_yet);
    }
    for &(c, cells) in p.combos {
        s.push_str(r#"<span class="c4-made"><span class="c4-mini" aria-hidden="true">"#);
        for i in 0..16u8 {
            s.push_str(if cells & bit(i) != 0 { r#"<i class="on"></i>"# } else { "<i></i>" });
        }
        let _ = write!(s, "</span>{}</span>", words::combo(w, c));
    }
    let _ = write!(s, r#"</p><ul class="c4-hand" aria-label="{hand_label}">"#);
    for &card in p.hand {
        let k = Card::ALL.iter().position(|x| *x == card).unwrap_or(0);
        let stuck = p.play.is_some_and(|(legal, _)| !legal.iter().any(|a| a.card == card));
        let chosen = p.play.is_some_and(|(_, c)| c == Some(card));
        let _ = write!(
            s,
            r#"<li><button class="c4-card{}" data-card="{k}"{}{}><b>{}</b><small>{}</small>{}</button></li>"#,
            if stuck { " stuck" } else { "" },
            if p.play.is_none() { " disabled" } else { "" },
            if chosen { r#" aria-pressed="true""# } else { "" },
            words::card(w, card),
            words::help(w, card),
            if stuck { format!("<em>{}</em>", w.no_move_tag) } else { String::new() },
        );
    }
    s.push_str("</ul>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::combo4x4::words::EN;

    #[test]
    fn names_are_escaped() {
        assert_eq!(esc(r#"<b>&"x""#), "&lt;b&gt;&amp;&quot;x&quot;");
    }

    #[test]
    fn the_board_lights_men_cells_and_pushes() {
        let sc = Scene {
            men: [0x0033, 0xCC00],
            movable: bit(5),
            from: Some(5),
            targets: bit(6) | bit(10),
            pushes: vec![(10, 15)],
            last: None,
            combo: 0,
        };
        let s = board(&sc, &EN);
        assert_eq!(s.matches("<g ").count(), 16);
        assert_eq!(s.matches(r#"class="man m0""#).count(), 4);
        assert_eq!(s.matches(r#"class="man m1""#).count(), 4);
        assert!(s.contains(r#"<g class="c4-cell movable from" data-cell="5" tabindex="0" role="button" aria-label="Red man on b2" aria-pressed="true">"#));
        assert!(s.contains(r#"data-cell="6" tabindex="0" role="button" aria-label="move to c2">"#));
        assert_eq!(s.matches(r#"class="dot""#).count(), 1);
        assert_eq!(s.matches(r#"class="ring""#).count(), 1);
        assert_eq!(s.matches("<line ").count(), 1);
    }

    #[test]
    fn a_panel_shows_the_hand_and_marks_cards_without_moves() {
        let legal = [Action { card: Card::Hop, from: 5, to: 6 }];
        let p = Panel {
            seat: 0,
            name: "Ann <3",
            hand: &[Card::Hop, Card::Zip],
            combos: &[(Combo::Corners, 0x9009)],
            play: Some((&legal, Some(Card::Hop))),
        };
        let s = panel(&p, &EN, "Hand");
        assert!(s.contains("Ann &lt;3"));
        assert!(s.contains(r#"<button class="c4-card" data-card="0" aria-pressed="true"><b>Hop</b>"#));
        assert!(s.contains(r#"<button class="c4-card stuck" data-card="9"><b>Zip</b><small>to any empty corner</small><em>no move</em>"#));
        assert_eq!(s.matches(r#"<i class="on">"#).count(), 4);
        assert!(s.contains("Corner Combo"));
        let idle = panel(&Panel { play: None, ..p }, &EN, "Hand");
        assert_eq!(idle.matches(" disabled").count(), 2);
        assert!(!idle.contains("no move"));
    }
}
