//! The board and the seat panels as markup. Written as text rather than as Leptos views:
//! one string a redraw costs far less code in the page than a view per element, and
//! clicks and keys are read from `data-cell` / `data-card` by the table.

use std::fmt::Write;

use tabula_rules::combo4x4::{Action, Card, Combo};
use tabula_rules::{Game, GameId, Seat, Turn};

use super::model::{bit, cell_name, history, how_it_ended, scene, Scene, Sel};
use super::words::{self, C4};
use super::Table;
use crate::games::markup::esc;
use crate::games::table::last_human_action;
use crate::i18n::{fill, Lang};
use crate::route::Route;
use crate::storage::SeatKind;

/// Side of a cell in board units.
pub const UNIT: i32 = 100;

/// The column letters above the board and the row numbers left of it.
const COORDS: &str = r#"<text x="50" y="-9">a</text><text x="150" y="-9">b</text><text x="250" y="-9">c</text><text x="350" y="-9">d</text><text x="-14" y="57">1</text><text x="-14" y="157">2</text><text x="-14" y="257">3</text><text x="-14" y="357">4</text>"#;

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
        // Each cell is drawn at its place by a translation: its shapes are fixed text.
        let _ = write!(
            s,
            r#"<g class="{class}" data-cell="{c}" transform="translate({} {})" tabindex="{}" role="{}" aria-label="{label}"{}><rect class="sq" width="100" height="100"/>"#,
            cx - UNIT / 2,
            cy - UNIT / 2,
            if live { 0 } else { -1 },
            if live { "button" } else { "img" },
            if from { r#" aria-pressed="true""# } else { "" },
        );
        s.push_str(match owner {
            Some(0) => r#"<circle class="man m0" cx="50" cy="50" r="32"/>"#,
            Some(_) => r#"<rect class="man m1" x="21" y="21" width="58" height="58" rx="6"/>"#,
            None => "",
        });
        if target {
            s.push_str(if owner.is_some() {
                r#"<circle class="ring" cx="50" cy="50" r="42"/>"#
            } else {
                r#"<circle class="dot" cx="50" cy="50" r="13"/>"#
            });
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
    // Copies of a kind are alike: only the first copy of the chosen kind shows chosen.
    let mut chosen_shown = false;
    for &card in p.hand {
        let k = Card::ALL.iter().position(|x| *x == card).unwrap_or(0);
        let stuck = p.play.is_some_and(|(legal, _)| !legal.iter().any(|a| a.card == card));
        let chosen = !chosen_shown && p.play.is_some_and(|(_, c)| c == Some(card));
        chosen_shown |= chosen;
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

/// Everything the table shows, derived in one go from the game, the person's choice,
/// the language and the last problem: one value for the page to watch.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    /// The title bar: back link, title, rules link.
    pub head: String,
    /// The status line ("your turn", "Game over — … wins — how").
    pub status: String,
    /// Hint, panels, board and piles.
    pub main: String,
    /// Where Undo goes back to.
    pub undo_to: Option<usize>,
    /// The computer seat to move and the record's length then.
    pub bot: Option<(Seat, usize)>,
    /// Where keyboard focus goes next, when a person is to move.
    pub focus: Option<&'static str>,
    /// The men the chosen card can move and the chosen man's destinations.
    pub movable: u16,
    pub targets: u16,
    /// The person's choice, as shown (a man no longer movable is dropped).
    pub sel: Sel,
}

/// The hint under the status line.
fn hint(w: &C4, sc: &Scene, sel: Sel) -> String {
    let Some(card) = sel.card else { return w.pick_card.to_string() };
    let name = words::card(w, card);
    match (sc.from, sc.movable) {
        (_, 0) => fill(w.card_stuck, &[name]),
        (None, _) => fill(w.pick_man, &[name, words::help(w, card)]),
        (Some(_), _) => fill(w.pick_to, &[name]),
    }
}

/// Derives the whole table.
pub fn ui(tb: &Table, sel: Sel, lang: Lang, problem: Option<String>, link: Option<&str>) -> Ui {
    let t = lang.t();
    let w = words::c4(lang);
    let names = &tb.saved.names;
    let kinds = &tb.saved.kinds;
    let name = |s: Seat| names.get(s).map_or("", String::as_str);
    let g = tb.game.state();
    let h = history(&tb.game, names, w);
    let mover = tb.human_to_move();
    let legal = if mover.is_some() { g.legal_actions() } else { Vec::new() };
    let sc = scene(g, &legal, tb.game.record().actions.last().copied(), sel);
    let over = g.turn() == Turn::Over;
    let status = match g.turn() {
        Turn::Over => format!("{} — {} — {}", t.game_over, fill(t.winner_is, &[g.winner().map_or("", name)]), how_it_ended(g, names, w)),
        Turn::Seat(s) if mover.is_some() => {
            // The other side's last move is part of the announcement (for screen
            // readers, and for the next person at a shared device).
            let you = fill(t.your_turn, &[name(s)]);
            match (h.movers.last(), h.lines.get(h.movers.len().wrapping_sub(1))) {
                (Some(m), Some(l)) if *m != s => format!("{you} — {l}"),
                _ => you,
            }
        }
        Turn::Seat(s) => fill(t.thinking, &[name(s)]),
        _ => String::new(),
    };
    let mut main = String::with_capacity(8192);
    main.push_str(r#"<div class="c4-note">"#);
    if let Some(p) = problem {
        let _ = write!(main, r#"<p class="problem" role="alert">{}</p>"#, esc(&p));
    }
    let _ = write!(main, r#"<p class="hint" data-testid="c4-hint">{}</p>"#, if mover.is_some() { hint(w, &sc, sel) } else { String::new() });
    if over {
        let _ = write!(main, r#"<a class="button primary play-again" href="{}">{}</a>"#, Route::Setup(GameId::Combo4x4).hash(), t.play_again);
    }
    main.push_str("</div>");
    let turn = g.turn();
    // The person's own panel sits above the board on a phone, the other below.
    let me = mover.or_else(|| kinds.iter().position(|k| *k == SeatKind::Human)).unwrap_or(0);
    for s in 0..2 {
        let hand = g.hands().get(s).map_or(&[][..], Vec::as_slice);
        let p = Panel {
            seat: s,
            name: name(s),
            hand,
            combos: h.combos.get(s).map_or(&[], Vec::as_slice),
            play: (mover == Some(s)).then_some((legal.as_slice(), sel.card)),
        };
        let _ = write!(
            main,
            r#"<section class="c4-seat c4-seat-{s} {}{}" data-testid="c4-seat-{s}">{}</section>"#,
            if s == me { "c4-me" } else { "c4-them" },
            if turn == Turn::Seat(s) { " turn" } else { "" },
            panel(&p, w, t.hand)
        );
        if s == 0 {
            let _ = write!(
                main,
                r##"<svg class="c4-board" viewBox="-28 -28 432 432" role="group" aria-label="{}" data-testid="c4-board"><defs><marker id="c4-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10z"/></marker></defs><g class="coords" aria-hidden="true">"##,
                w.board
            );
            main.push_str(COORDS);
            let _ = write!(main, "</g>{}</svg>", board(&sc, w));
        }
    }
    let _ = write!(main, r#"<p class="c4-piles">{}</p>"#, fill(w.piles, &[&g.deck().len().to_string(), &g.discards().len().to_string()]));
    let undo_to = last_human_action(&h.movers, kinds);
    // Undo, Share (and the link once made), the log with its newest line in view.
    let _ = write!(
        main,
        r#"<aside class="side"><div class="game-actions"><button data-act="undo"{}>{}</button><button class="share" data-act="share">{}</button></div>"#,
        if undo_to.is_none() { " disabled" } else { "" },
        t.undo,
        t.share
    );
    if let Some(url) = link {
        let _ = write!(
            main,
            r#"<div class="share-box"><p aria-live="polite">{}</p><input type="text" readonly value="{}" aria-label="{}"></div>"#,
            t.link_copied,
            esc(url),
            t.share
        );
    }
    let _ = write!(main, r#"<section class="log"><h2>{}</h2><div class="c4-scroll"><ol data-testid="move-log">"#, t.log);
    for l in &h.lines {
        let _ = write!(main, "<li>{}</li>", esc(l));
    }
    main.push_str("</ol></div></section></aside>");
    let focus = mover.map(|_| match (sel.card, sc.from) {
        (Some(_), Some(_)) => ".c4-board .target",
        (Some(_), None) if sc.movable != 0 => ".c4-board .movable",
        (Some(_), None) => ".c4-card[aria-pressed]",
        _ => ".c4-card:enabled",
    });
    let bot = match turn {
        Turn::Seat(s) if kinds.get(s) == Some(&SeatKind::Computer) => Some((s, tb.game.record().actions.len())),
        _ => None,
    };
    Ui {
        head: format!(
            r##"<a class="back" href="#/">{}</a><h1>Combo 4x4</h1><a class="back" href="{}">{}</a>"##,
            t.back_home,
            Route::Rules(GameId::Combo4x4).hash(),
            t.rules
        ),
        status,
        main,
        undo_to,
        bot,
        focus,
        movable: sc.movable,
        targets: sc.targets,
        sel: Sel { card: sel.card, from: sc.from },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::combo4x4::words::EN;

    #[test]
    fn the_whole_table_is_derived_and_names_escaped() {
        use crate::storage::Saved;
        use tabula_rules::combo4x4::Setup;
        use tabula_rules::Match;
        let game = Match::<tabula_rules::combo4x4::Combo4x4>::new(Setup::default(), 4).unwrap();
        let saved = Saved {
            id: "x".into(),
            game: GameId::Combo4x4,
            names: vec!["<Ann>".into(), "Bot".into()],
            kinds: vec![SeatKind::Human, SeatKind::Computer],
            record: Vec::new(),
            turn: 0,
            round: None,
            over: false,
            created: 0.0,
            updated: 0.0,
            settings: Default::default(),
        };
        let tb = Table { saved, game };
        let u = ui(&tb, Sel::default(), Lang::En, None, Some("https://x/#a&b"));
        assert_eq!(u.status, "<Ann>, your turn");
        assert!(u.main.contains("&lt;Ann&gt;") && !u.main.contains("<Ann>"));
        assert!(u.main.contains("Choose a card, then one of your men."));
        assert_eq!(u.focus, Some(".c4-card:enabled"));
        assert_eq!((u.bot, u.undo_to), (None, None));
        assert!(u.main.contains(r#"<button data-act="undo" disabled>Undo</button>"#));
        assert!(u.main.contains(r#"value="https://x/#a&amp;b""#));
        let card = tb.game.state().legal_actions()[0].card;
        let u = ui(&tb, Sel { card: Some(card), from: None }, Lang::Fr, Some("oups".into()), None);
        assert!(u.movable != 0 && u.targets == 0);
        assert_eq!(u.focus, Some(".c4-board .movable"));
        assert!(u.main.contains(r#"<p class="problem" role="alert">oups</p>"#));
        assert!(u.main.contains("choisissez un de vos pions éclairés"));
    }

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
        assert!(s.contains(r#"<g class="c4-cell movable from" data-cell="5" transform="translate(100 100)" tabindex="0" role="button" aria-label="Red man on b2" aria-pressed="true">"#));
        assert!(s.contains(r#"data-cell="6" transform="translate(200 100)" tabindex="0" role="button" aria-label="move to c2">"#));
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
            hand: &[Card::Hop, Card::Zip, Card::Hop],
            combos: &[(Combo::Corners, 0x9009)],
            play: Some((&legal, Some(Card::Hop))),
        };
        let s = panel(&p, &EN, "Hand");
        assert!(s.contains("Ann &lt;3"));
        assert!(s.contains(r#"<button class="c4-card" data-card="0" aria-pressed="true"><b>Hop</b>"#));
        assert!(s.contains(r#"<button class="c4-card stuck" data-card="9"><b>Zip</b><small>to any empty corner</small><em>no move</em>"#));
        assert_eq!(s.matches("aria-pressed").count(), 1, "one copy shows chosen");
        assert_eq!(s.matches(r#"<i class="on">"#).count(), 4);
        assert!(s.contains("Corner Combo"));
        let idle = panel(&Panel { play: None, ..p }, &EN, "Hand");
        assert_eq!(idle.matches(" disabled").count(), 3);
        assert!(!idle.contains("no move"));
    }
}
