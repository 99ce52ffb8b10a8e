//! A month of a game's days' deals (`daily.rs`) as an SVG grid, shown under a day's
//! deal once it is over: weeks as rows, Monday first, each day won, lost, tied, scored
//! (SUPER-POSE solo), begun or not played, today outlined. The results are read from
//! the counted tries' saves, so the calendar says what the saves say.

use leptos::prelude::*;
use tabula_rules::daily::Day;
use tabula_rules::GameId;

use super::daily;
use crate::i18n::{fill, Strings};
use crate::storage::{self, Listed};

/// A day's mark on the calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// Begun, not finished.
    Begun,
    Won,
    Lost,
    Tie,
    Score(i32),
}

impl Mark {
    /// The mark of a counted try: its result code (`daily::result_code`) once over.
    fn of(code: Option<&str>) -> Mark {
        match code {
            None => Mark::Begun,
            Some("w") => Mark::Won,
            Some("l") => Mark::Lost,
            Some("t") => Mark::Tie,
            Some(c) => c.strip_prefix('s').and_then(|s| s.parse().ok()).map_or(Mark::Begun, Mark::Score),
        }
    }

    fn class(self) -> &'static str {
        match self {
            Mark::None => "cal-day",
            Mark::Begun => "cal-day begun",
            Mark::Won => "cal-day won",
            Mark::Lost => "cal-day lost",
            Mark::Tie => "cal-day tie",
            Mark::Score(_) => "cal-day scored",
        }
    }

    /// In the square: a sign that needs no colour to be told apart.
    fn sign(self) -> String {
        match self {
            Mark::None => String::new(),
            Mark::Begun => "…".into(),
            Mark::Won => "★".into(),
            Mark::Lost => "✕".into(),
            Mark::Tie => "=".into(),
            Mark::Score(s) => s.to_string(),
        }
    }

    fn words(self, t: &Strings) -> String {
        match self {
            Mark::None => t.cal_none.into(),
            Mark::Begun => t.cal_begun.into(),
            Mark::Won => t.daily_won.into(),
            Mark::Lost => t.daily_lost.into(),
            Mark::Tie => t.daily_tie.into(),
            Mark::Score(s) => fill(t.daily_score, &[&s.to_string()]),
        }
    }
}

/// One square: the day, its column (Monday 0) and week row, its mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    pub day: Day,
    pub col: u8,
    pub row: u8,
    pub mark: Mark,
}

/// The days of `year`-`month` as squares, marked from `played` (each counted day with
/// its result code, `None` while unfinished).
pub fn month(year: u16, month: u8, played: &[(Day, Option<String>)]) -> Vec<Square> {
    let Ok(first) = Day::new(year, month, 1) else { return Vec::new() };
    // 1970-01-01 was a Thursday: column 3 when Monday is 0.
    let lead = (first.epoch_days() + 3).rem_euclid(7) as u8;
    (1..=31)
        .map_while(|d| Day::new(year, month, d).ok())
        .map(|day| {
            let at = lead + day.day() - 1;
            let mark = played.iter().find(|p| p.0 == day).map_or(Mark::None, |p| Mark::of(p.1.as_deref()));
            Square { day, col: at % 7, row: at / 7, mark }
        })
        .collect()
}

/// A month as a number that orders months: `year * 12 + month - 1`.
fn key(day: Day) -> u32 {
    u32::from(day.year()) * 12 + u32::from(day.month()) - 1
}

/// The nearest month before (or after, `later`) month `from` ([`key`]) that has a
/// counted day, or is today's: where the calendar's arrows lead.
pub fn step(played: &[(Day, Option<String>)], today: Day, from: u32, later: bool) -> Option<u32> {
    let months = played.iter().map(|p| key(p.0)).chain([key(today)]);
    if later {
        months.filter(|&m| m > from).min()
    } else {
        months.filter(|&m| m < from).max()
    }
}

/// What a month came to, in words: for the picture's label.
fn summary(t: &Strings, title: &str, squares: &[Square]) -> String {
    let count = |f: fn(Mark) -> bool| squares.iter().filter(|s| f(s.mark)).count().to_string();
    let mut text = fill(t.cal_summary, &[title, &count(|m| m != Mark::None)]);
    if squares.iter().any(|s| matches!(s.mark, Mark::Won | Mark::Lost | Mark::Tie)) {
        text.push_str(&fill(t.cal_won, &[&count(|m| m == Mark::Won)]));
    }
    text
}

/// The counted days of `game` on this device, each with its result code once over.
fn played(game: GameId) -> Vec<(Day, Option<String>)> {
    storage::list()
        .into_iter()
        .filter_map(|listed| {
            let Listed::Ok(s) = listed else { return None };
            let (g, day, true) = daily::of(&s.id)? else { return None };
            let code = s.over.then(|| crate::games::progress::outcome(&s)).flatten();
            (g == game).then(|| (day, code.and_then(|o| daily::result_code(&o.winners, &o.scores))))
        })
        .collect()
}

const CELL: i32 = 40;
const HEAD: i32 = 18;

/// Text safe inside markup, in an attribute or not.
fn esc(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('"', "&quot;")
}

/// A month's arrow: it leads to month `to` ([`key`]), or is disabled.
fn arrow(label: &str, sign: &str, to: Option<u32>) -> String {
    match to {
        Some(to) => format!(r#"<button aria-label="{}" data-to="{to}">{sign}</button>"#, esc(label)),
        None => format!(r#"<button aria-label="{}" disabled>{sign}</button>"#, esc(label)),
    }
}

/// The calendar of the month `at` ([`key`]) as markup, one string (far less page code
/// than an element tree): its arrows, its name, and an SVG picture labelled with the
/// month's summary, each day's result in its square's `<title>`.
fn markup(t: &Strings, played: &[(Day, Option<String>)], today: Day, at: u32) -> String {
    let (year, m) = ((at / 12) as u16, (at % 12) as u8 + 1);
    let squares = month(year, m, played);
    let title = format!("{} {year}", t.months.get(usize::from(m) - 1).copied().unwrap_or_default());
    let rows = squares.last().map_or(1, |s| i32::from(s.row) + 1);
    let mut html = format!(
        r#"<div class="cal-bar">{}<h2>{}</h2>{}</div><svg viewBox="0 0 {} {}" role="img" aria-label="{}">"#,
        arrow(t.cal_previous, "‹", step(played, today, at, false)),
        esc(&title),
        arrow(t.cal_next, "›", step(played, today, at, true)),
        7 * CELL,
        HEAD + rows * CELL,
        esc(&summary(t, &title, &squares)),
    );
    for (c, w) in t.weekdays.iter().enumerate() {
        html.push_str(&format!(r#"<text class="cal-head" x="{}" y="13">{w}</text>"#, c as i32 * CELL + CELL / 2));
    }
    for s in &squares {
        let (x, y) = (i32::from(s.col) * CELL, HEAD + i32::from(s.row) * CELL);
        let (mut class, mut label) = (s.mark.class().to_string(), format!("{}: {}", s.day, s.mark.words(t)));
        if s.day == today {
            class.push_str(" today");
            label.push_str(t.cal_today);
        }
        html.push_str(&format!(
            r#"<g class="{class}" data-day="{}" transform="translate({x} {y})"><title>{}</title><rect x="2" y="2" width="36" height="36" rx="6"/><text class="cal-n" x="6" y="13">{}</text><text class="cal-sign" x="20" y="31">{}</text></g>"#,
            s.day,
            esc(&label),
            s.day.day(),
            s.mark.sign(),
        ));
    }
    html.push_str("</svg>");
    html
}

/// The calendar's signs in words, under it.
fn key_line(t: &Strings, game: GameId, today: Day) -> String {
    let solo = tabula_rules::daily::Daily::new(game, today).seats() == 1;
    format!(r#"<p class="cal-key">{}</p>"#, esc(if solo { t.cal_key_solo } else { t.cal_key }))
}

/// The end of a day's deal, shown once `over`: the way to the friend's game when the
/// counted game of the deal is over and a friend's link brought theirs, and the month's
/// calendar of `game`'s deals (today's month first; the arrows lead to months played).
/// One element whose content is markup, read anew when the game ends.
pub fn daily_end(game: GameId, day: Day, over: Signal<bool>) -> impl IntoView {
    let lang = crate::ctx::use_ctx().lang;
    let today = daily::today().unwrap_or(day);
    let shown = RwSignal::new(key(today));
    let html = move || {
        if !over.get() {
            return String::new();
        }
        let t = lang.get().t();
        let mut html = String::new();
        let own_over = storage::open(&daily::counted_id(game, day)).is_ok_and(|s| s.over);
        if own_over && storage::daily::theirs(game, day).is_some_and(|s| daily::split_theirs(&s).1.is_some()) {
            let to = crate::route::Route::Daily(game, Some(day.to_string()), Some(daily::FRIEND.into()));
            html = format!(r#"<p><a class="button" href="{}">{}</a></p>"#, to.hash(), esc(t.daily_watch_friend));
        }
        let calendar = markup(t, &played(game), today, shown.get());
        html + r#"<section class="calendar" data-testid="calendar">"#
            + &calendar
            + &key_line(t, game, today)
            + "</section>"
    };
    let go = move |ev: leptos::ev::MouseEvent| {
        let to = ev.target().and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(el).ok());
        // As `usize`: the parser the replay's slider already links.
        if let Some(to) = to.and_then(|el| el.get_attribute("data-to")).and_then(|to| to.parse::<usize>().ok()) {
            shown.set(to as u32);
        }
    };
    view! { <div class="daily-end" hidden=move || !over.get() inner_html=html on:click=go></div> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> Day {
        s.parse().unwrap()
    }

    #[test]
    fn a_month_starts_on_its_weekday_and_marks_each_counted_day() {
        // November 2026 begins on a Sunday: the last column of the first week.
        let played = [
            (day("2026-11-25"), Some("w".to_string())),
            (day("2026-11-02"), None),
            (day("2026-10-31"), Some("l".into())),
        ];
        let squares = month(2026, 11, &played);
        assert_eq!(squares.len(), 30);
        assert_eq!((squares[0].col, squares[0].row), (6, 0));
        assert_eq!((squares[1].col, squares[1].row), (0, 1));
        let on = |d: u8| squares[usize::from(d) - 1].mark;
        assert_eq!((on(25), on(2), on(3)), (Mark::Won, Mark::Begun, Mark::None));
        // February 2027 starts on a Monday and fills four rows; a leap February has 29 days.
        let feb = month(2027, 2, &[]);
        assert_eq!((feb[0].col, feb.len(), feb.last().map(|s| s.row)), (0, 28, Some(3)));
        assert_eq!(month(2028, 2, &[]).len(), 29);
        assert!(month(2026, 13, &[]).is_empty());
    }

    #[test]
    fn marks_read_every_result_code_and_the_summary_counts_them() {
        let codes =
            [(Some("w"), Mark::Won), (Some("l"), Mark::Lost), (Some("t"), Mark::Tie), (Some("s-3"), Mark::Score(-3))];
        for (code, mark) in codes {
            assert_eq!(Mark::of(code), mark);
        }
        assert_eq!(Mark::of(None), Mark::Begun);
        assert_eq!(Mark::of(Some("zz")), Mark::Begun);
        let t = &crate::i18n::EN;
        let played =
            [(day("2026-11-25"), Some("w".into())), (day("2026-11-24"), Some("l".into())), (day("2026-11-20"), None)];
        let text = summary(t, "November 2026", &month(2026, 11, &played));
        assert_eq!(text, "November 2026: deals played: 3, won: 1");
        let solo = [(day("2026-11-25"), Some("s41".to_string()))];
        assert_eq!(summary(t, "November 2026", &month(2026, 11, &solo)), "November 2026: deals played: 1");
    }

    #[test]
    fn the_arrows_lead_to_months_played_and_todays() {
        let today = day("2026-11-25");
        let now = key(today);
        assert_eq!((step(&[], today, now, false), step(&[], today, now, true)), (None, None));
        let played = [(day("2026-09-30"), None), (day("2025-12-01"), None), (day("2026-09-01"), None)];
        let sept = step(&played, today, now, false);
        assert_eq!(sept, Some(key(day("2026-09-01"))));
        let dec = step(&played, today, key(day("2026-09-01")), false);
        assert_eq!(dec, Some(key(day("2025-12-31"))));
        assert_eq!(step(&played, today, key(day("2025-12-01")), false), None);
        assert_eq!(step(&played, today, key(day("2025-12-01")), true), sept);
        assert_eq!(step(&played, today, key(day("2026-09-01")), true), Some(now));
    }

    #[test]
    fn each_square_says_its_day_and_result_and_today_is_outlined() {
        let t = &crate::i18n::EN;
        let today = day("2026-11-25");
        let svg = markup(t, &[(today, Some("s41".into()))], today, key(today));
        assert!(
            svg.contains(
                r#"<g class="cal-day scored today" data-day="2026-11-25" transform="translate(80 178)"><title>2026-11-25: 41 pts (today)</title>"#
            ),
            "{svg}"
        );
        assert!(svg.contains("<title>2026-11-24: not played</title>"));
        assert_eq!(svg.matches("<g ").count(), 30);
        // No other month played: both arrows are disabled.
        assert_eq!(svg.matches("disabled>").count(), 2, "{svg}");
        let svg = markup(t, &[(day("2026-10-02"), None)], today, key(today));
        assert!(svg.contains(&format!(r#"aria-label="Previous month" data-to="{}""#, key(day("2026-10-02")))), "{svg}");
    }
}
