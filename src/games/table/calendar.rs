//! A month of a game's days' deals (`daily.rs`) as an SVG grid, shown under a day's
//! deal once it is over: weeks as rows, Monday first, each day won, lost, tied, scored
//! (SUPER-POSE solo), begun or not played, today outlined. The results are read from
//! the counted tries' saves, so the calendar says what the saves say.

use leptos::prelude::*;
#[cfg(not(test))]
use leptos::wasm_split::wasm_split;
use tabula_rules::daily::Day;
use tabula_rules::GameId;

use super::daily;
use crate::i18n::{fill, Lang, Strings};
use crate::kit::part::{drawn, Part};
use crate::kit::when::When;
use crate::reactive::memo;
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

/// Counted days, each with its result code once over.
type Played = Vec<(Day, Option<String>)>;

/// The counted days of `game` on this device, each with its result code once over.
fn played(game: GameId) -> Played {
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

impl Square {
    /// Where the square is drawn in the picture: its top left corner.
    fn at(self) -> (i32, i32) {
        (i32::from(self.col) * CELL, HEAD + i32::from(self.row) * CELL)
    }

    fn class(self, today: Day) -> String {
        let class = self.mark.class();
        if self.day == today {
            format!("{class} today")
        } else {
            class.into()
        }
    }

    /// The day and its result, in words: the square's `<title>`.
    fn label(self, t: &Strings, today: Day) -> String {
        let label = format!("{}: {}", self.day, self.mark.words(t));
        if self.day == today {
            label + t.cal_today
        } else {
            label
        }
    }
}

/// The month `at` ([`key`]) as its year and its month (January 1).
fn year_month(at: u32) -> (u16, u8) {
    ((at / 12) as u16, (at % 12) as u8 + 1)
}

/// "November 2026".
fn title(t: &Strings, at: u32) -> String {
    let (year, m) = year_month(at);
    format!("{} {year}", t.months.get(usize::from(m) - 1).copied().unwrap_or_default())
}

/// One day's square: its result in its `<title>`, the day's number and its sign.
fn square(t: &Strings, s: Square, today: Day) -> AnyView {
    let (x, y) = s.at();
    view! {
        <g class=s.class(today) data-day=s.day.to_string() transform=format!("translate({x} {y})")>
            <title>{s.label(t, today)}</title>
            <rect x="2" y="2" width="36" height="36" rx="6"/>
            <text class="cal-n" x="6" y="13">{s.day.day()}</text>
            <text class="cal-sign" x="20" y="31">{s.mark.sign()}</text>
        </g>
    }
    .into_any()
}

/// The arrow to the nearest month played before (or after, `later`) the one shown;
/// disabled when there is none. A button that stays while the months change, so the
/// focus stays on it.
fn arrow(lang: RwSignal<Lang>, played: StoredValue<Played>, today: Day, shown: RwSignal<u32>, later: bool) -> AnyView {
    let to = memo(move || played.with_value(|p| step(p, today, shown.get(), later)));
    let label = move || {
        let t = lang.get().t();
        if later {
            t.cal_next
        } else {
            t.cal_previous
        }
    };
    view! {
        <button aria-label=label disabled=move || to.get().is_none() on:click=move |_| {
            if let Some(to) = to.get_untracked() {
                shown.set(to);
            }
        }>{if later { "›" } else { "‹" }}</button>
    }
    .into_any()
}

/// The month's calendar of `game`'s deals, today's month first: its arrows, its name,
/// and an SVG picture labelled with the month's summary, then its signs in words.
fn calendar(lang: RwSignal<Lang>, game: GameId, today: Day) -> impl IntoView {
    let t = move || lang.get().t();
    let played = StoredValue::new(played(game));
    let shown = RwSignal::new(key(today));
    let squares = memo(move || {
        let (year, m) = year_month(shown.get());
        played.with_value(|p| month(year, m, p))
    });
    let size = move || {
        let rows = squares.with(|s| s.last().map_or(1, |s| i32::from(s.row) + 1));
        format!("0 0 {} {}", 7 * CELL, HEAD + rows * CELL)
    };
    let solo = tabula_rules::daily::Daily::new(game, today).seats() == 1;
    view! {
        <section class="calendar" data-testid="calendar">
            <div class="cal-bar">
                {arrow(lang, played, today, shown, false)}
                <h2>{move || title(t(), shown.get())}</h2>
                {arrow(lang, played, today, shown, true)}
            </div>
            <svg viewBox=size role="img" aria-label=move || squares.with(|s| summary(t(), &title(t(), shown.get()), s))>
                {move || {
                    let head = t().weekdays.iter().zip(0..);
                    head.map(|(w, c)| view! { <text class="cal-head" x=c * CELL + CELL / 2 y="13">{*w}</text> }).collect_view()
                }}
                {move || squares.with(|s| s.iter().map(|&s| square(t(), s, today)).collect_view())}
            </svg>
            <p class="cal-key">{move || if solo { t().cal_key_solo } else { t().cal_key }}</p>
        </section>
    }
}

/// The way to the friend's game of `game`'s deal on `day`: when this device's counted
/// game of that deal is over and a friend's link brought theirs, with its moves.
fn friend_link(lang: RwSignal<Lang>, game: GameId, day: Day) -> Option<impl IntoView> {
    let own_over = storage::open(&daily::counted_id(game, day)).is_ok_and(|s| s.over);
    let moves = storage::daily::theirs(game, day).is_some_and(|s| daily::split_theirs(&s).1.is_some());
    let to = crate::route::Route::Daily(game, Some(day.to_string()), Some(daily::FRIEND.into()));
    (own_over && moves).then(|| {
        view! { <p><a class="button" href=to.hash()>{move || lang.get().t().daily_watch_friend}</a></p> }
    })
}

/// The end of a day's deal, drawn once `over` (the saves then hold its result): the
/// way to the friend's game, and the month's calendar of `game`'s deals. Their code is
/// in the pages' part (fetched already when the deal was opened from its page), not
/// in every table's first load: drawn at most once a game, it was 11 KiB of each.
pub fn daily_end(game: GameId, day: Day, over: Signal<bool>) -> impl IntoView {
    view! {
        <div class="daily-end">
            <When when=over>{move || drawn(Box::pin(end_part(game, day)), true)}</When>
        </div>
    }
}

#[cfg(not(test))]
#[wasm_split(pages, wasm_split_path = ::leptos::wasm_split, fallible)]
fn end_part(game: GameId, day: Day) -> Part {
    Ok(ended(game, day))
}

/// In the tests' wasm, which is never cut, the part is drawn from here.
#[cfg(test)]
async fn end_part(game: GameId, day: Day) -> Part {
    Ok(ended(game, day))
}

fn ended(game: GameId, day: Day) -> AnyView {
    let lang = crate::ctx::use_ctx().lang;
    let today = daily::today().unwrap_or(day);
    view! { {friend_link(lang, game, day)} {calendar(lang, game, today)} }.into_any()
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
        let squares = month(2026, 11, &[(today, Some("s41".into()))]);
        let (s, yesterday) = (squares[24], squares[23]);
        assert_eq!(
            (s.class(today), s.label(t, today)),
            ("cal-day scored today".into(), "2026-11-25: 41 pts (today)".into())
        );
        assert_eq!(s.at(), (80, 178));
        assert_eq!(
            (yesterday.class(today), yesterday.label(t, today)),
            ("cal-day".into(), "2026-11-24: not played".into())
        );
        assert_eq!(title(t, key(today)), "November 2026");
    }
}
