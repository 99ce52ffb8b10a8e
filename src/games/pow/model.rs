//! What the POW table derives from a game, free of the page: the scene it draws
//! (dice, rows, stacks and which of them a click takes), the dice a selection sets
//! aside, and the log in words.

use tabula_rules::pow::{Action, Count, Dice, Face, Pow, Side, Tile};
use tabula_rules::{Game, Match, Seat, Turn};

use super::words::{ordinal, pw, Pw};
use crate::games::markup::esc;
use crate::games::table::last_human_action;
use crate::i18n::{fill, Lang};
use crate::route::Route;
use crate::storage::SeatKind;
use tabula_rules::GameId;

/// A slot of a stack, top first: its tile if shown, and the take a click makes.
pub type Slot = (Option<Tile>, Option<Action>);

/// Everything the table draws, derived from the game alone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Dice set aside earlier this turn.
    pub aside: Vec<Face>,
    /// Dice of the last roll, in face order: the ones a click picks.
    pub rolled: Vec<Face>,
    /// Rolls made this turn.
    pub rolls: u8,
    /// Whether the mover may set dice aside and roll again.
    pub can_reroll: bool,
    /// The rows, heroes then villains, each tile with the take a click makes.
    pub rows: [Vec<(Tile, Option<Action>)>; 2],
    /// Each seat's two stacks (heroes, villains), top first.
    pub stacks: Vec<[Vec<Slot>; 2]>,
    /// Who is to move, unless the game is over.
    pub mover: Option<Seat>,
    /// Whether a person is to decide (targets are lit only then).
    pub acting: bool,
    /// The tile the forced take would take, when the dice allow no take.
    pub forced: Option<Tile>,
    /// What "Take" does: the only possible take (forced included).
    pub only: Option<Action>,
    /// Once the game is over, each seat's count.
    pub result: Option<Vec<Count>>,
}

/// The scene of `game`; targets are lit when a person (`acting`) is to decide.
pub fn scene(game: &Pow, acting: bool) -> Scene {
    let v = game.view(None);
    let legal = if acting { game.legal_actions() } else { Vec::new() };
    let lit = |a: Action| legal.contains(&a).then_some(a);
    // The forced take (rules: the most negative villain, else the lowest hero; the
    // minimum is the leftmost of equals).
    let forced = legal
        .contains(&Action::TakeForced)
        .then(|| v.villains.iter().min().or(v.heroes.iter().min()).copied())
        .flatten();
    let result = v.dice.result();
    let row = |side: Side, tiles: &[Tile]| -> Vec<(Tile, Option<Action>)> {
        let n = usize::from(result.count(Face::row(side)));
        tiles
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let act = if forced == Some(t) && first_of(tiles, t) == i {
                    Some(Action::TakeForced)
                } else if i + 1 == n {
                    lit(Action::Take(side))
                } else {
                    None
                };
                (t, act)
            })
            .collect()
    };
    let stacks = v
        .stacks
        .iter()
        .enumerate()
        .map(|(victim, st)| {
            Side::ALL.map(|side| {
                let pile = st.of(side);
                (0..pile.height)
                    .map(|depth| (if depth == 0 { pile.top } else { None }, lit(Action::Steal { victim, side, depth })))
                    .collect()
            })
        })
        .collect();
    let takes: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::SetAside(_))).collect();
    Scene {
        aside: faces(v.dice.aside),
        rolled: faces(v.dice.rolled),
        rolls: v.dice.rolls,
        can_reroll: v.dice.can_reroll,
        rows: [row(Side::Hero, &v.heroes), row(Side::Villain, &v.villains)],
        stacks,
        mover: v.to_move,
        acting: acting && !legal.is_empty(),
        forced,
        only: if takes.len() == 1 { takes.first().map(|a| (*a).clone()) } else { None },
        result: v.result,
    }
}

/// The place of the first tile equal to `t`.
fn first_of(tiles: &[Tile], t: Tile) -> usize {
    tiles.iter().position(|&x| x == t).unwrap_or(usize::MAX)
}

/// The dice of a count, one face each, in face order.
pub fn faces(d: Dice) -> Vec<Face> {
    Face::ALL.iter().flat_map(|&f| std::iter::repeat_n(f, usize::from(d.count(f)))).collect()
}

/// The index of a face in [`Face::ALL`] (and in the words' face lists).
pub fn face_index(f: Face) -> usize {
    match f {
        Face::Shield => 0,
        Face::Skull => 1,
        Face::BlueBubble => 2,
        Face::OrangeBubble => 3,
    }
}

/// The dice a selection (bit i: the i-th rolled die) sets aside.
pub fn picked(rolled: &[Face], mask: u8) -> Dice {
    let chosen: Vec<Face> = rolled.iter().enumerate().filter(|(i, _)| *i < 8 && mask & (1 << i) != 0).map(|p| *p.1).collect();
    Dice::from_faces(&chosen)
}

/// The roll again a selection asks for, if the rules allow it now.
pub fn reroll(s: &Scene, mask: u8) -> Option<Action> {
    let d = picked(&s.rolled, mask);
    (s.acting && s.can_reroll && d.total() >= 1 && d.total() < s.rolled.len()).then_some(Action::SetAside(d))
}

/// Dice in words: "2 shields, 1 skull".
pub fn dice_words(w: &Pw, d: Dice) -> String {
    let parts: Vec<String> = Face::ALL
        .iter()
        .filter(|&&f| d.count(f) > 0)
        .map(|&f| {
            let n = d.count(f);
            let i = face_index(f);
            format!("{n} {}", if n == 1 { w.face[i] } else { w.faces[i] })
        })
        .collect();
    parts.join(", ")
}

/// A tile as shown: "+4", "−3".
pub fn tile_text(t: Tile) -> String {
    if t.0 > 0 {
        format!("+{}", t.0)
    } else {
        format!("−{}", -i32::from(t.0))
    }
}

/// Marks chance actions in the list of who made each action: no seat.
pub const CHANCE: Seat = usize::MAX;

/// The log in words, and who made each action of the record ([`CHANCE`] for rolls).
pub fn history(game: &Match<Pow>, names: &[String], w: &Pw, lang: Lang) -> (Vec<String>, Vec<Seat>) {
    let record = game.record();
    let Ok(mut g) = Pow::new(&record.setup, record.seed) else { return (Vec::new(), Vec::new()) };
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let mut lines = Vec::new();
    let mut movers = Vec::new();
    for a in &record.actions {
        let before = g.view(None);
        let seat = before.to_move.unwrap_or(0);
        let mover = if g.turn() == Turn::Chance { CHANCE } else { seat };
        if g.apply(a).is_err() {
            break;
        }
        movers.push(mover);
        let who = name(seat);
        let side = |s: Side| w.side[s.index()];
        let line = match a {
            Action::Roll(f) => fill(w.log_roll, &[&who, &dice_words(w, Dice::from_faces(f))]),
            Action::SetAside(d) => fill(w.log_aside, &[&who, &dice_words(w, *d)]),
            Action::Take(s) => {
                let n = usize::from(before.dice.result().count(Face::row(*s)));
                fill(w.log_take, &[&who, &ordinal(lang, n), side(*s)])
            }
            Action::Steal { victim, side: s, depth } => {
                fill(w.log_steal, &[&who, &name(*victim), side(*s), &ordinal(lang, depth + 1)])
            }
            Action::TakeForced => {
                let hero = g.view(None).last.is_some_and(|l| l.side == Side::Hero);
                fill(w.log_forced[usize::from(hero)], &[&who])
            }
        };
        lines.push(line);
    }
    (lines, movers)
}

/// One seat's final count in words.
pub fn result_line(w: &Pw, name: &str, c: &Count) -> String {
    let list = |ts: &[Tile]| {
        if ts.is_empty() {
            w.empty.to_string()
        } else {
            ts.iter().rev().map(|&t| tile_text(t)).collect::<Vec<_>>().join(" ")
        }
    };
    let mut heroes = list(&c.heroes);
    if !c.dropped.is_empty() {
        heroes.push_str(&fill(w.dropped, &[&list(&c.dropped)]));
    }
    fill(w.res_line, &[name, &c.score.to_string(), &heroes, &list(&c.villains)])
}

/// The table drawn as HTML for `inner_html`, with the actions its buttons make.
/// Drawn as text because a page of plain buttons costs far less code than a tree of
/// reactive views; one click handler reads `data-d` (a die), `data-r` (roll again),
/// `data-a` (a take, by its index in `acts`) or `data-u` (undo).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    /// What the table derives from the game.
    pub scene: Scene,
    /// The tray (dice, buttons, hint), the rows, the stacks and the final count.
    pub html: String,
    /// The takes of the lit buttons.
    pub acts: Vec<Action>,
    /// The status line.
    pub status: String,
    /// The log in words.
    pub lines: Vec<String>,
    /// Where Undo goes back to: before the last decision a person made.
    pub undo_to: Option<usize>,
}

/// Everything the table shows of `game`, in `lang`; `mask` is the dice picked.
pub fn model(game: &Match<Pow>, names: &[String], kinds: &[SeatKind], lang: Lang, mask: u8) -> Model {
    let w = pw(lang);
    let t = lang.t();
    let state = game.state();
    let human = |s: Seat| kinds.get(s) == Some(&SeatKind::Human);
    let s = scene(state, matches!(state.turn(), Turn::Seat(x) if human(x)));
    let (lines, movers) = history(game, names, w, lang);
    let undo_to = last_human_action(&movers, kinds).filter(|_| s.result.is_none());
    let name = |i: Seat| names.get(i).cloned().unwrap_or_default();
    let status = match (&s.result, s.mover) {
        (Some(counts), _) => {
            let best = counts.iter().map(|c| c.score).max().unwrap_or(0);
            let winners: Vec<String> = counts.iter().enumerate().filter(|p| p.1.score == best).map(|p| name(p.0)).collect();
            let who = match winners.as_slice() {
                [one] => fill(t.winner_is, &[one]),
                _ => fill(t.winners_are, &[&winners.join(", ")]),
            };
            let scores: Vec<String> = counts.iter().enumerate().map(|(i, c)| format!("{} {}", name(i), c.score)).collect();
            format!("{} — {who} — {}", t.game_over, scores.join(" · "))
        }
        (None, Some(m)) if human(m) => {
            // What the others did since this person's last decision, for the eye and
            // for screen readers: the last take.
            let last = movers.iter().rposition(|&x| x != CHANCE).filter(|&i| movers.get(i) != Some(&m));
            match last.and_then(|i| lines.get(i)) {
                Some(l) => format!("{} — {l}", fill(t.your_turn, &[&name(m)])),
                None => fill(t.your_turn, &[&name(m)]),
            }
        }
        (None, Some(m)) => fill(t.thinking, &[&name(m)]),
        (None, None) => String::new(),
    };
    let (html, acts) = draw(&s, w, lang, names, mask);
    Model { scene: s, html, acts, status, lines, undo_to }
}

/// The hint under the dice.
pub fn hint(s: &Scene, w: &Pw) -> String {
    if !s.acting {
        return if s.mover.is_some() { fill(w.waiting, &[&s.rolls.to_string()]) } else { String::new() };
    }
    match s.forced {
        Some(t) => fill(w.forced[usize::from(t.side() == Side::Hero)], &[&tile_text(t)]),
        None if s.can_reroll => w.pick_hint.to_string(),
        None if s.only.is_some() => w.take_hint.to_string(),
        None => w.last_roll.to_string(),
    }
}

/// Draws a scene: the HTML and the takes of its lit buttons.
pub fn draw(s: &Scene, w: &Pw, lang: Lang, names: &[String], mask: u8) -> (String, Vec<Action>) {
    use std::fmt::Write;
    let t = lang.t();
    let name = |i: Seat| esc(names.get(i).map_or("", String::as_str));
    let live = s.acting && s.can_reroll;
    let mut b = String::new();
    if let Some(counts) = &s.result {
        // Game over: the final count and Play again where the dice were.
        let _ = write!(b, "<section class=\"results\" data-testid=\"pow-results\"><h2>{}</h2><ul>", w.final_scores);
        for (i, c) in counts.iter().enumerate() {
            let _ = write!(b, "<li>{}</li>", result_line(w, &name(i), c));
        }
        let _ = write!(
            b,
            "</ul><p class=\"hint\">{}</p><a class=\"button primary\" href=\"{}\">{}</a></section>",
            w.trim,
            Route::Setup(GameId::Pow).hash(),
            t.play_again
        );
        return (b + &rest_html(s, w, lang, names, &mut Vec::new()), Vec::new());
    }
    let _ = write!(
        b,
        "<div class=\"tray\"><div class=\"dice\" role=\"group\" data-testid=\"pow-dice\" data-rolls=\"{}\" aria-label=\"{}\">",
        s.rolls, w.dice
    );
    let all = s.aside.iter().map(|&f| (f, None)).chain(s.rolled.iter().enumerate().map(|(i, &f)| (f, Some(i))));
    for (f, i) in all {
        let fi = face_index(f);
        let (cls, data, label) = match i {
            Some(i) => {
                let on = i < 8 && mask & (1 << i) != 0;
                ("rolled", format!(" data-d=\"{i}\" aria-pressed=\"{on}\""), w.face[fi].to_string())
            }
            None => ("aside", String::new(), format!("{} ({})", w.face[fi], w.aside)),
        };
        let off = if live && i.is_some() { "" } else { " disabled" };
        let _ = write!(
            b,
            "<button class=\"die {cls}\"{data} aria-label=\"{label}\"{off}><svg viewBox=\"0 0 40 40\" class=\"f{fi}\"><rect class=\"die-bg\" x=\"1.5\" y=\"1.5\" width=\"37\" height=\"37\" rx=\"7\"/><use href=\"#pow-f{fi}\"/></svg></button>"
        );
    }
    b.push_str("</div><div class=\"turn-actions\">");
    let mut acts = Vec::new();
    if s.acting {
        let off = if reroll(s, mask).is_some() { "" } else { " disabled" };
        let left = 3u8.saturating_sub(s.rolls).to_string();
        let _ = write!(b, "<button class=\"primary\" data-r=\"1\"{off}>{}</button>", fill(w.roll_again, &[&left]));
        match &s.only {
            Some(a) => {
                acts.push(a.clone());
                let _ = write!(b, "<button data-a=\"0\">{}</button>", w.take);
            }
            None => {
                // Several takes: the tile clicked says which.
                let several = s.rows.iter().flatten().any(|(_, a)| a.is_some())
                    || s.stacks.iter().flatten().flatten().any(|(_, a)| a.is_some());
                let _ = write!(b, "<button disabled>{}</button>", if several { w.take_which } else { w.take });
            }
        }
    }
    let _ = write!(b, "</div><p class=\"hint\">{}</p></div>", hint(s, w));
    b.push_str(&rest_html(s, w, lang, names, &mut acts));
    (b, acts)
}

/// The rows and the stacks; lit buttons add their take to `acts`.
fn rest_html(s: &Scene, w: &Pw, lang: Lang, names: &[String], acts: &mut Vec<Action>) -> String {
    use std::fmt::Write;
    let name = |i: Seat| esc(names.get(i).map_or("", String::as_str));
    let mut b = String::new();
    let mut button = |out: &mut String, cls: &str, text: &str, label: &str, act: &Option<Action>| {
        let data = match act {
            Some(a) => {
                acts.push(a.clone());
                format!(" lit\" data-a=\"{}", acts.len() - 1)
            }
            None => "\" disabled=\"".to_string(),
        };
        let _ = write!(out, "<button class=\"{cls}{data}\" aria-label=\"{label}\">{text}</button>");
    };
    for (k, row) in s.rows.iter().enumerate() {
        if row.is_empty() && s.result.is_some() {
            continue;
        }
        let _ = write!(b, "<div class=\"pow-row\"><h2>{}</h2><div class=\"tiles {}\">", w.rows[k % 2], ["h", "v"][k % 2]);
        for (i, (t, act)) in row.iter().enumerate() {
            let label = fill(w.place, &[&tile_text(*t), &ordinal(lang, i + 1)]);
            button(&mut b, "tile", &tile_text(*t), &label, act);
        }
        b.push_str("</div></div>");
    }
    let _ = write!(b, "<ul class=\"seats\" data-testid=\"pow-seats\" aria-label=\"{}\">", w.players);
    for (seat, st) in s.stacks.iter().enumerate() {
        let who = name(seat);
        let now = if s.mover == Some(seat) { " now" } else { "" };
        let _ = write!(b, "<li class=\"seat{now}\"><b>{who}</b>");
        for (k, pile) in st.iter().enumerate() {
            let side = w.side[k % 2];
            let _ = write!(b, "<div class=\"stack {}\"><span class=\"height\">{} {}</span>", ["h", "v"][k % 2], w.rows[k % 2], pile.len());
            for (d, (top, act)) in pile.iter().enumerate() {
                let (text, label) = match top {
                    Some(t) => (tile_text(*t), fill(w.top, &[&who, side, &tile_text(*t)])),
                    None => ("?".to_string(), fill(w.depth, &[&who, side, &ordinal(lang, d + 1)])),
                };
                button(&mut b, "chip", &text, &label, act);
            }
            b.push_str("</div>");
        }
        b.push_str("</li>");
    }
    b.push_str("</ul>");
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pow::words::{EN, FR};
    use tabula_rules::pow::{Deal, Setup};

    fn game(seats: u8) -> Match<Pow> {
        let deal = Deal {
            heroes: [3, 1, 6, 2, 5, 4, 1, 2, 3, 4, 5, 6].map(Tile).to_vec(),
            villains: [-2, -6, -1, -3, -6, -4, -5, -1, -2, -3, -4, -5].map(Tile).to_vec(),
        };
        Match::new(Setup { seats, deal: Some(deal) }, 7).unwrap()
    }

    fn roll(m: &mut Match<Pow>, faces: &[Face]) {
        m.apply(Action::Roll(faces.to_vec())).unwrap();
    }

    use Face::{BlueBubble as B, OrangeBubble as O, Shield as H, Skull as K};

    #[test]
    fn a_selection_maps_to_the_dice_it_sets_aside() {
        let rolled = faces(Dice { shields: 2, skulls: 1, blue: 1, orange: 1 });
        assert_eq!(rolled, vec![H, H, K, B, O]);
        assert_eq!(picked(&rolled, 0b00011), Dice { shields: 2, ..Dice::default() });
        assert_eq!(picked(&rolled, 0b10100), Dice { skulls: 1, orange: 1, ..Dice::default() });
        assert_eq!(picked(&rolled, 0), Dice::default());
        let mut m = game(2);
        roll(&mut m, &rolled);
        let s = scene(m.state(), true);
        assert_eq!(reroll(&s, 0), None, "nothing picked");
        assert_eq!(reroll(&s, 0b11111), None, "nothing left to roll");
        let a = reroll(&s, 0b00001).unwrap();
        assert_eq!(a, Action::SetAside(Dice { shields: 1, ..Dice::default() }));
        assert!(m.state().legal_actions().contains(&a));
        assert_eq!(reroll(&scene(m.state(), false), 0b1), None, "nobody acting");
    }

    #[test]
    fn the_roll_lights_the_tiles_it_takes() {
        let mut m = game(2);
        roll(&mut m, &[H, H, K, K, K]);
        let s = scene(m.state(), true);
        let lit: Vec<usize> = s.rows[0].iter().enumerate().filter(|p| p.1 .1.is_some()).map(|p| p.0).collect();
        assert_eq!(lit, vec![1], "2 shields: the 2nd hero");
        assert_eq!(s.rows[1][2].1, Some(Action::Take(Side::Villain)), "3 skulls: the 3rd villain");
        assert_eq!(s.rows[1].iter().filter(|p| p.1.is_some()).count(), 1);
        assert_eq!(s.only, None, "two takes: Take waits for a click");
        assert!(s.forced.is_none() && s.can_reroll && s.acting);
        let idle = scene(m.state(), false);
        assert!(idle.rows.iter().flatten().all(|p| p.1.is_none()) && !idle.acting);
    }

    #[test]
    fn bubbles_light_opponents_stacks_and_the_forced_take_is_explained() {
        let mut m = game(3);
        // Seat 0 takes the 1st hero (3), seat 1 the 1st villain (-2).
        roll(&mut m, &[H, K, K, B, O]);
        m.apply(Action::Take(Side::Hero)).unwrap();
        roll(&mut m, &[K, B, B, O, O]);
        m.apply(Action::Take(Side::Villain)).unwrap();
        // Seat 2, three blue bubbles: the top hero of seat 0 only.
        roll(&mut m, &[B, B, B, O, O]);
        let s = scene(m.state(), true);
        assert_eq!(s.stacks[0][0], vec![(Some(Tile(3)), Some(Action::Steal { victim: 0, side: Side::Hero, depth: 0 }))]);
        assert_eq!(s.stacks[1][1], vec![(Some(Tile(-2)), None)], "two orange bubbles steal nothing");
        assert_eq!(s.only, Some(Action::Steal { victim: 0, side: Side::Hero, depth: 0 }));
        // No shield, skull or three bubbles on the last roll: the forced take.
        m.apply(Action::SetAside(Dice { orange: 2, ..Dice::default() })).unwrap();
        roll(&mut m, &[O, B, B]);
        m.apply(Action::SetAside(Dice { blue: 1, ..Dice::default() })).unwrap();
        roll(&mut m, &[B, B]);
        let s = scene(m.state(), true);
        // Aside: 2 orange + 1 blue; rolled 2 blue: 3 blue bubbles steal after all.
        assert_eq!(s.aside, vec![B, O, O]);
        assert!(s.forced.is_none());
        let mut m = game(2);
        roll(&mut m, &[B, B, O, O, B]);
        m.apply(Action::SetAside(Dice { orange: 2, ..Dice::default() })).unwrap();
        roll(&mut m, &[B, B, O]);
        let s = scene(m.state(), true);
        assert_eq!(s.forced, Some(Tile(-6)), "the most negative villain");
        assert_eq!(s.rows[1][1].1, Some(Action::TakeForced), "the leftmost -6");
        assert_eq!(s.rows[1][4].1, None);
        assert_eq!(s.only, Some(Action::TakeForced));
    }

    #[test]
    fn the_log_names_places_not_values() {
        let mut m = game(2);
        roll(&mut m, &[H, H, K, B, O]);
        m.apply(Action::SetAside(Dice { shields: 2, ..Dice::default() })).unwrap();
        roll(&mut m, &[H, K, B]);
        m.apply(Action::Take(Side::Hero)).unwrap();
        let names = ["Ann".to_string(), "Bob".to_string()];
        let (lines, movers) = history(&m, &names, &EN, Lang::En);
        assert_eq!(
            lines,
            vec![
                "Ann rolls 2 shields, 1 skull, 1 blue bubble, 1 orange bubble.",
                "Ann sets aside 2 shields.",
                "Ann rolls 1 shield, 1 skull, 1 blue bubble.",
                "Ann takes the 3rd hero from the left.",
            ]
        );
        assert_eq!(movers, vec![CHANCE, 0, CHANCE, 0]);
        let (fr, _) = history(&m, &names, &FR, Lang::Fr);
        assert_eq!(fr[3], "Ann prend le 3e super-héros en partant de la gauche.");
        assert_eq!(ordinal(Lang::En, 1), "1st");
        assert_eq!(ordinal(Lang::En, 12), "12th");
        assert_eq!(ordinal(Lang::Fr, 1), "1er");
    }

    #[test]
    fn the_final_count_explains_dropped_heroes() {
        let c = tabula_rules::pow::count(&[Tile(2), Tile(5), Tile(6)], &[Tile(-3)]);
        assert_eq!(result_line(&EN, "Ann", &c), "Ann: -1 — heroes +2 (dropped: +6 +5) · villains −3");
        let none = tabula_rules::pow::count(&[], &[]);
        assert_eq!(result_line(&EN, "Bob", &none), "Bob: 0 — heroes none · villains none");
    }

    #[test]
    fn the_drawing_lights_the_takes_and_escapes_names() {
        let mut m = game(2);
        roll(&mut m, &[H, H, K, B, O]);
        let names = ["<Ann>".to_string(), "Bob".to_string()];
        let (html, acts) = draw(&scene(m.state(), true), &EN, Lang::En, &names, 0b10);
        assert_eq!(acts, vec![Action::Take(Side::Hero), Action::Take(Side::Villain)]);
        assert!(html.contains(r#"<button class="tile lit" data-a="0" aria-label="+1: 2nd from the left">+1</button>"#), "{html}");
        assert!(html.contains(r#"<button class="tile lit" data-a="1" aria-label="−2: 1st from the left">−2</button>"#));
        assert_eq!(html.matches("lit\" data-a").count(), 2);
        assert!(html.contains("<b>&lt;Ann&gt;</b>") && !html.contains("<Ann>"));
        assert_eq!(html.matches("<button class=\"die rolled\" data-d=").count(), 5);
        assert_eq!(html.matches("aria-pressed=\"true\"").count(), 1, "the picked die");
        assert!(html.contains("<button class=\"primary\" data-r=\"1\">Roll again (2 left)</button><button disabled>Take: tap a lit tile</button>"));
        let (idle, acts) = draw(&scene(m.state(), false), &EN, Lang::En, &names, 0);
        assert!(acts.is_empty() && idle.matches("die rolled").count() == 5 && !idle.contains("data-r="));
        assert!(!idle.contains("Undo"), "Undo is the table frame's");
    }

    #[test]
    fn the_status_says_whose_turn_and_who_won() {
        let mut m = game(2);
        roll(&mut m, &[H, H, K, B, O]);
        let names = ["Ann".to_string(), "Bob".to_string()];
        let kinds = [SeatKind::Human, SeatKind::Computer];
        let md = model(&m, &names, &kinds, Lang::En, 0);
        assert_eq!(md.status, "Ann, your turn");
        assert_eq!(md.undo_to, None, "no decision yet");
        m.apply(Action::Take(Side::Hero)).unwrap();
        roll(&mut m, &[H, H, K, B, O]);
        let md = model(&m, &names, &kinds, Lang::En, 0);
        assert_eq!(md.status, "Bob is thinking…");
        m.apply(Action::Take(Side::Villain)).unwrap();
        roll(&mut m, &[H, H, K, B, O]);
        let md = model(&m, &names, &kinds, Lang::En, 0);
        assert_eq!(md.status, "Ann, your turn — Bob takes the 1st villain from the left.");
        assert_eq!(md.undo_to, Some(1), "back to before Ann's take");
        // Play to the end: whoever is to move takes the first tile it may.
        while m.state().turn() != Turn::Over {
            if m.state().turn() == Turn::Chance {
                let n = 5 - m.state().view(None).dice.aside.total();
                roll(&mut m, &vec![H; n]);
            } else {
                let a = m.state().legal_actions().into_iter().next().unwrap();
                m.apply(a).unwrap();
            }
        }
        let md = model(&m, &names, &kinds, Lang::En, 0);
        assert!(md.status.starts_with("Game over — "), "{}", md.status);
        assert!(md.html.contains("data-testid=\"pow-results\""));
        assert_eq!(md.undo_to, None, "no undo once over");
    }
}
