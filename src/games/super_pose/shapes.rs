//! The icons' shapes as data, in a 10 x 10 box, each ink one path placed where it is
//! drawn (`icons::ink`): a card's cell, a mark of the scores.

use tabula_rules::super_pose::Icon;

use crate::kit::num::num;

/// What a path is painted with: its class (style/super-pose.css).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// The icon's colour (`--c` of its cell's class).
    Body,
    /// White, on the body.
    Eye,
    /// The elephant's ear: a white line.
    Ear,
    /// The flower's heart.
    Heart,
    /// The chameleon: a rainbow line.
    Line,
    /// The chameleon's eye, dark on the ground.
    Pupil,
}

impl Ink {
    /// Its class in the style sheet.
    pub fn class(self) -> &'static str {
        match self {
            Ink::Body => "ink",
            Ink::Eye => "ink-eye",
            Ink::Ear => "ink-ear",
            Ink::Heart => "ink-heart",
            Ink::Line => "ink-line",
            Ink::Pupil => "ink-pupil",
        }
    }

    /// A line's width in the box's units.
    pub fn line_width(self) -> Option<f64> {
        match self {
            Ink::Ear => Some(0.6),
            Ink::Line => Some(1.7),
            _ => None,
        }
    }
}

/// A part of a shape, in the box's units.
#[derive(Clone, Copy, Debug)]
enum Part {
    /// Path data of absolute commands (M L H V Q C Z) only. The parts of one entry
    /// that overlap turn the same way, clockwise on the screen as the circles do, so
    /// they fill as one with no hole where they cross.
    D(&'static str),
    Circle(f64, f64, f64),
    Ellipse(f64, f64, f64, f64),
}

use Part::{Circle, Ellipse, D};

/// An icon's paths, bottom first: each entry one path of one ink.
fn parts(icon: Icon) -> &'static [(Ink, &'static [Part])] {
    use tabula_rules::super_pose::Animal::*;
    match icon {
        Icon::Animal(Cat) => &[
            (Ink::Body, &[D("M1.9 6.1Q1.9 3.9 2.6 3.3L2.1 0.9L4.3 2.4Q5 2.3 5.7 2.4L7.9 0.9L7.4 3.3Q8.1 3.9 8.1 6.1Q8.1 9.3 5 9.3Q1.9 9.3 1.9 6.1Z")]),
            (Ink::Eye, &[Circle(3.8, 5.4, 0.7), Circle(6.2, 5.4, 0.7)]),
        ],
        // The body its own path: the left wings turn the other way and would cut it.
        Icon::Animal(Butterfly) => &[
            (Ink::Body, &[D("M5 5C3 0.4 0.2 1.4 0.9 4.6C1.3 6 3.2 5.6 5 5ZM5 5C7 0.4 9.8 1.4 9.1 4.6C8.7 6 6.8 5.6 5 5ZM5 5.3C3.4 5.6 1.6 7.4 2.7 8.7C3.8 9.5 4.8 7.4 5 5.3ZM5 5.3C6.6 5.6 8.4 7.4 7.3 8.7C6.2 9.5 5.2 7.4 5 5.3Z")]),
            (Ink::Body, &[D("M4.55 3.25Q4.55 2.8 5 2.8Q5.45 2.8 5.45 3.25V7.75Q5.45 8.2 5 8.2Q4.55 8.2 4.55 7.75Z")]),
        ],
        Icon::Animal(Elephant) => &[
            (Ink::Body, &[D("M2.8 2.6Q6.9 1.3 9.4 4.3V9.2H7.9V7.5H5.1V9.2H3.6V6.9Q3 6.7 2.8 6.2L2.6 8.3Q2.5 9.5 1 9.2V8.3Q1.6 8.4 1.6 7.6L1.3 4.5Q1.5 2.9 2.8 2.6Z")]),
            (Ink::Ear, &[D("M3.9 3.4Q5.9 3.2 5.7 5.3Q5.2 6.3 4 5.9")]),
            (Ink::Eye, &[Circle(2.5, 4.2, 0.5)]),
        ],
        Icon::Animal(Fish) => &[
            (Ink::Body, &[D("M0.8 5Q4 1 7.3 5Q4 9 0.8 5ZM6.6 5L9.5 2.2V7.8Z")]),
            (Ink::Eye, &[Circle(2.9, 4.6, 0.55)]),
        ],
        Icon::Animal(Rabbit) => &[
            (Ink::Body, &[Ellipse(3.7, 3.1, 1.0, 2.9), Ellipse(6.3, 3.1, 1.0, 2.9), Circle(5.0, 7.0, 2.7)]),
            (Ink::Eye, &[Circle(4.1, 6.6, 0.45), Circle(5.9, 6.6, 0.45)]),
        ],
        Icon::Animal(Bird) => &[
            (Ink::Body, &[
                D("M2.4 5.6Q3 2.8 5.6 3.5Q8.6 4.4 9.5 7.8Q6.4 9.1 4 8.1Q2.4 7.3 2.4 5.6Z"),
                Circle(3.4, 3.8, 1.8),
                D("M1.9 4.7L0.2 4.1L1.9 3.2Z"),
            ]),
            (Ink::Eye, &[Circle(3.2, 3.4, 0.45)]),
        ],
        Icon::Flower => &[
            (Ink::Body, &[
                Circle(5.0, 2.6, 1.9),
                Circle(7.3, 4.3, 1.9),
                Circle(6.4, 7.0, 1.9),
                Circle(3.6, 7.0, 1.9),
                Circle(2.7, 4.3, 1.9),
            ]),
            (Ink::Heart, &[Circle(5.0, 5.0, 1.4)]),
        ],
        Icon::Chameleon => &[
            (Ink::Line, &[D("M0.9 4.1Q2.2 2.3 4.6 3Q7.3 3.7 7.6 6.2Q7.7 8.7 5.6 8.6Q3.9 8.4 4.3 6.9Q4.7 5.9 5.8 6.4")]),
            (Ink::Pupil, &[Circle(2.0, 3.7, 0.5)]),
        ],
        Icon::Black => &[(Ink::Body, &[D("M0 0H10V10H0Z")])],
    }
}

/// An icon's paths, its box placed at `(x, y)` and `size` wide: one `d` per ink.
pub fn paths(icon: Icon, x: f64, y: f64, size: f64) -> Vec<(Ink, String)> {
    let k = size / 10.0;
    let at = |px: f64, py: f64| (x + px * k, y + py * k);
    parts(icon)
        .iter()
        .map(|(ink, ps)| {
            let mut d = String::new();
            for p in *ps {
                match *p {
                    D(src) => placed(src, k, x, y, &mut d),
                    Circle(cx, cy, r) => oval(at(cx, cy), r * k, r * k, &mut d),
                    Ellipse(cx, cy, rx, ry) => oval(at(cx, cy), rx * k, ry * k, &mut d),
                }
            }
            (*ink, d)
        })
        .collect()
}

/// An oval as two clockwise half arcs from its left end.
fn oval((cx, cy): (f64, f64), rx: f64, ry: f64, d: &mut String) {
    let (rx_, ry_) = (num(rx), num(ry));
    d.push_str(&format!(
        "M{} {}a{rx_} {ry_} 0 1 1 {} 0a{rx_} {ry_} 0 1 1 {} 0Z",
        num(cx - rx),
        num(cy),
        num(2.0 * rx),
        num(-2.0 * rx)
    ));
}

/// `src`'s absolute commands scaled by `k` and moved by `(x, y)`: after H a number is
/// an x, after V a y, after any other command they alternate x, y. Numbers are read
/// as hundredths (no float parser: it would add kilobytes to the page for this).
fn placed(src: &str, k: f64, x: f64, y: f64, out: &mut String) {
    let mut cmd = 'M';
    let mut index = 0;
    let mut chars = src.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_alphabetic() {
            out.push(c);
            (cmd, index) = (c, 0);
            chars.next();
        } else if c == '-' || c == '.' || c.is_ascii_digit() {
            let mut text = String::new();
            while let Some(&c) = chars.peek() {
                if c.is_ascii_digit() || c == '.' || (c == '-' && text.is_empty()) {
                    text.push(c);
                    chars.next();
                } else {
                    break;
                }
            }
            let v = hundredths(&text) / 100.0;
            let is_y = match cmd {
                'H' => false,
                'V' => true,
                _ => index % 2 == 1,
            };
            if index > 0 && !out.ends_with(|c: char| c.is_ascii_alphabetic()) {
                out.push(' ');
            }
            out.push_str(&num(if is_y { y + v * k } else { x + v * k }));
            index += 1;
        } else {
            chars.next();
        }
    }
}

/// "3.25" as 325.0, "-0.5" as -50.0: two decimals at most, as the shapes are written.
fn hundredths(text: &str) -> f64 {
    let (neg, t) = text.strip_prefix('-').map_or((false, text), |t| (true, t));
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    let digits = |s: &str| s.bytes().fold(0i64, |n, b| n * 10 + i64::from(b - b'0'));
    let frac: String = frac.chars().chain("00".chars()).take(2).collect();
    let v = (digits(whole) * 100 + digits(&frac)) as f64;
    if neg {
        -v
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::super_pose::Animal;

    #[test]
    fn a_path_placed_at_the_origin_at_full_size_is_itself() {
        let mut out = String::new();
        placed("M1.9 6.1Q1.9 3.9 2.6 3.3L2.1 0.9V9.2H7.9Z", 1.0, 0.0, 0.0, &mut out);
        assert_eq!(out, "M1.9 6.1Q1.9 3.9 2.6 3.3L2.1 0.9V9.2H7.9Z");
    }

    #[test]
    fn a_path_is_scaled_and_moved_x_as_x_and_y_as_y() {
        let mut out = String::new();
        // H moves x only, V y only: (10, 20) and half size.
        placed("M2 4L6 8H10V0Z", 0.5, 10.0, 20.0, &mut out);
        assert_eq!(out, "M11 22L13 24H15V20Z");
    }

    #[test]
    fn numbers_are_read_to_the_hundredth() {
        assert_eq!(hundredths("3.25"), 325.0);
        assert_eq!(hundredths("0.9"), 90.0);
        assert_eq!(hundredths("-0.5"), -50.0);
        assert_eq!(hundredths("12"), 1200.0);
    }

    #[test]
    fn a_circle_is_two_arcs_round_its_centre() {
        let got = paths(Icon::Flower, 0.0, 0.0, 10.0);
        let heart = &got.iter().find(|(ink, _)| *ink == Ink::Heart).unwrap().1;
        assert_eq!(heart, "M3.6 5a1.4 1.4 0 1 1 2.8 0a1.4 1.4 0 1 1 -2.8 0Z");
    }

    #[test]
    fn every_icon_has_a_body_or_a_line_under_its_details() {
        let icons = Animal::ALL.iter().map(|a| Icon::Animal(*a)).chain([Icon::Flower, Icon::Chameleon, Icon::Black]);
        for icon in icons {
            let got = paths(icon, 3.0, 4.0, 6.8);
            assert!(matches!(got[0].0, Ink::Body | Ink::Line), "{icon:?}");
            assert!(got
                .iter()
                .all(|(_, d)| d.starts_with('M') && d.ends_with(|c: char| c == 'Z' || c.is_ascii_digit())));
        }
    }
}
