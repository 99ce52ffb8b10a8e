//! Around the board: the seats (score, cards left, whose turn), the score track, and
//! the end of the game (who won, by which rule, the solo best scores).

use crate::kit::count::points;
use crate::kit::list::Keyed;
use crate::kit::num::num;
use leptos::prelude::*;
use tabula_rules::super_pose::{side_of as side, View};
use tabula_rules::Seat;

use super::icons::{class, AnimalMark};
use super::words::{self, Sp};
use crate::ctx::use_ctx;
use crate::i18n::{fill, said, Strings};
use crate::reactive::{derive, memo};
use crate::storage::best::Best;

/// The seats: mark, name, score, cards left; the one to move is marked.
#[component]
pub fn SeatsPanel(
    t: Signal<&'static Strings>,
    w: Signal<&'static Sp>,
    view: Signal<View>,
    names: Vec<String>,
    teams: bool,
    /// A replay: scores jump, they do not count.
    still: bool,
) -> impl IntoView {
    // Each row drawn once, its parts following the game: drawing every row again at
    // each move set all their attributes again (docs/BENCHMARKS.md, session 45). The
    // seats and their packs do not change in a game.
    let packs = view.with_untracked(|v| v.packs.clone());
    let n = packs.len();
    let rows = packs
        .into_iter()
        .enumerate()
        .map(|(s, pack)| {
            let team = teams.then(|| (side(s, n, true) + 1).to_string());
            // Only a change of this seat's score draws its count again.
            let score = memo(move || view.with(|v| (v.scores[s], v.points[s])));
            view! {
                <li class="sp-seat" class:turn=move || view.with(|v| v.to_move == Some(s)) data-testid=format!("sp-seat-{s}")>
                    <AnimalMark animal=pack/>
                    <span class="name">
                        {names.get(s).cloned().unwrap_or_default()}
                        {team.map(|i| view! { <span class="team">{move || format!(" · {}", fill(w.get().team_n, &[&i]))}</span> })}
                    </span>
                    <span class="score">
                        {move || {
                            let (scored, own) = score.get();
                            (points(t.get(), s as u64, scored, still), (teams && own != scored).then(|| format!(" ({own})")))
                        }}
                    </span>
                    <span class="left">{move || view.with(|v| fill(w.get().seat_line, &[&v.hand_sizes[s].to_string(), &v.deck_left[s].to_string()]))}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="sp-seats">
            <h2>{move || t.get().scores}</h2>
            <ul>{rows}</ul>
        </section>
    }
}

/// Squares on the printed track, 0 to 35; scores beyond go round again. Twelve a
/// row, not eighteen: on a phone's width tokens sharing a square were 8 px circles.
const TRACK: i32 = 36;
const PER_ROW: i32 = 12;

/// Where the `j`th of `count` tokens on the square at (`cx`, `cy`) stands, and its
/// radius: alone, in the middle; shared, two a row and smaller, none over another.
fn token(cx: f64, cy: f64, j: usize, count: usize) -> (f64, f64, f64) {
    if count == 1 {
        (cx + 5.0, cy + 5.0, 4.4)
    } else {
        (cx + 2.75 + (j % 2) as f64 * 4.5, cy + 2.75 + (j / 2) as f64 * 4.5, 2.2)
    }
}

/// The seats with a marker on the track: one per side when partners share a score.
fn track_seats(n: usize, teams: bool) -> impl Iterator<Item = usize> {
    (0..n).filter(move |&s| !teams || side(s, n, true) == s)
}

/// A marker's key on the track: its seat, its score, and its place `j` among the
/// `count` tokens on its square, all it shows.
fn marker_key(s: usize, score: i32, j: usize, count: usize) -> u64 {
    s as u64 & 0xff | u64::from(score as u32) << 8 | (j as u64 & 0xff) << 40 | (count as u64 & 0xff) << 48
}

/// The seat, score, place and count a [`marker_key`] names.
fn marker_of(k: u64) -> (usize, i32, usize, usize) {
    ((k & 0xff) as usize, (k >> 8) as u32 as i32, (k >> 40 & 0xff) as usize, (k >> 48 & 0xff) as usize)
}

/// The score track with a marker per side.
#[component]
pub fn ScoreTrack(w: Signal<&'static Sp>, view: Signal<View>, names: Vec<String>, teams: bool) -> impl IntoView {
    let squares = (0..TRACK)
        .map(|i| {
            let (x, y) = (f64::from(i % PER_ROW) * 10.0, f64::from(i / PER_ROW) * 16.0);
            view! {
                <g class="square">
                    <rect x=num(x + 0.5) y=num(y + 0.5) width="9" height="9" rx="1.5"/>
                    {(i % 5 == 0).then(|| view! { <text x=num(x + 5.0) y=num(y + 14.5)>{i}</text> })}
                </g>
            }
        })
        .collect_view();
    // The picture's name says where each marker stands: its title is hidden inside an image.
    let said = {
        let names = names.clone();
        move || {
            let at = view.with(|v| {
                let n = v.packs.len();
                // A side's marker is its partners': named by all of them.
                let who = |s: usize| {
                    let side_of = |o: &usize| side(*o, n, teams) == side(s, n, teams);
                    (0..n).filter(side_of).filter_map(|o| names.get(o).cloned()).collect::<Vec<_>>().join(" & ")
                };
                track_seats(n, teams).map(|s| format!("{} {}", who(s), v.scores[s])).collect::<Vec<_>>()
            });
            format!("{}: {}", w.get().score_track, at.join(", "))
        }
    };
    // Each marker keyed by its side, its score and its place among the tokens on its
    // square: a move draws again only the markers it moved (all of them, every move,
    // were a fifth of a move's restyled elements).
    let keys = derive(move || {
        view.with(|v| {
            let seats: Vec<usize> = track_seats(v.packs.len(), teams).collect();
            let square = |s: usize| v.scores[s].max(0) % TRACK;
            seats
                .iter()
                .map(|&s| {
                    let here: Vec<usize> = seats.iter().copied().filter(|&o| square(o) == square(s)).collect();
                    let j = here.iter().position(|&o| o == s).unwrap_or(0);
                    marker_key(s, v.scores[s], j, here.len())
                })
                .collect()
        })
    });
    let packs = view.with_untracked(|v| v.packs.clone());
    let marker = Callback::new(move |k: u64| {
        let (s, score, j, count) = marker_of(k);
        let sq = score.max(0) % TRACK;
        let (cx, cy) = (f64::from(sq % PER_ROW) * 10.0, f64::from(sq / PER_ROW) * 16.0);
        let (x, y, r) = token(cx, cy, j, count);
        // Past the last square the token goes round again: its label is the score.
        let lap = (score >= TRACK && j == 0).then(|| score.to_string());
        let Some(&pack) = packs.get(s) else { return ().into_any() };
        let icon = tabula_rules::super_pose::Icon::Animal(pack);
        let who = names.get(s).cloned().unwrap_or_default();
        let k = r * 0.77;
        view! {
            <g class=format!("marker {}", class(icon))>
                <title>{format!("{who}: {score}")}</title>
                <circle cx=num(x) cy=num(y) r=num(r)/>
                {super::icons::ink(icon, x - k, y - k, 2.0 * k, "")}
                {lap.map(|l| view! { <text class="lap" x=num(cx + 5.0) y=num(cy - 1.5)>{l}</text> })}
            </g>
        }
        .into_any()
    });
    view! {
        <figure class="sp-track">
            <figcaption>{move || w.get().score_track}</figcaption>
            <svg viewBox="-1 -12 122 60" role="img" aria-label=said>
                {squares}
                <Keyed keys row=marker/>
            </svg>
        </figure>
    }
}

/// The end of the game: winners, the rule that decided, each side's zones.
#[component]
pub fn EndPanel(
    t: Signal<&'static Strings>,
    w: Signal<&'static Sp>,
    view: Signal<View>,
    names: Vec<String>,
    winners: Signal<Vec<Seat>>,
    teams: bool,
) -> impl IntoView {
    let names2 = names.clone();
    let who = move || {
        let ws: Vec<String> = winners.get().iter().map(|s| names.get(*s).cloned().unwrap_or_default()).collect();
        match ws.len() {
            0 => t.get().game_over.to_string(),
            1 => said(&t.get().winner_is, &ws[0], &[]),
            _ => fill(t.get().winners_are, &[&ws.join(", ")]),
        }
    };
    // Alone, nobody was decided against.
    let rule = move || {
        view.with(|v| {
            v.decided_by.filter(|_| v.packs.len() > 1).map(|d| words::decided(w.get(), d)).unwrap_or_default()
        })
    };
    let holdings = move || {
        let v = view.get();
        let n = v.packs.len();
        (0..n)
            .filter(|&s| !teams || side(s, n, true) == s)
            .map(|s| {
                let mine = v.zones.iter().filter(|z| z.owner.is_some_and(|o| side(o, n, teams) == side(s, n, teams)));
                let (largest, count) = mine.fold((0, 0), |(l, c), z| (l.max(z.zone.size()), c + 1));
                let label = if teams {
                    let partner = s + n / 2;
                    format!(
                        "{} & {}",
                        names2.get(s).cloned().unwrap_or_default(),
                        names2.get(partner).cloned().unwrap_or_default()
                    )
                } else {
                    names2.get(s).cloned().unwrap_or_default()
                };
                view! {
                    <li>
                        <strong>{label}</strong>
                        {format!(" — {} — ", crate::i18n::points(t.get(), v.scores[s]))}
                        {fill(w.get().zones_held, &[&largest.to_string(), &count.to_string()])}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="sp-end" data-testid="sp-end">
            // The status line above says "Game over" already.
            <h2 class="winner">{who}</h2>
            <p class="decider" data-testid="sp-decider">{rule}</p>
            <ul class="holdings">{holdings}</ul>
        </section>
    }
}

/// The solo best-score table, the latest game marked.
#[component]
pub fn BestTable(w: Signal<&'static Sp>, best: Signal<Vec<Best>>, latest: String) -> impl IntoView {
    view! {
        <section class="sp-best">
            <h2>{move || w.get().best_scores}</h2>
            {move || {
                let all = best.get();
                if all.is_empty() {
                    return view! { <p class="muted">{w.get().no_best}</p> }.into_any();
                }
                view! {
                    <ol>
                        {all
                            .into_iter()
                            .map(|b| {
                                let mine = b.save == latest;
                                let hinted = crate::storage::hints::used(&b.save) > 0;
                                view! {
                                    <li class:mine=mine>
                                        <span class="score">{b.score}</span>
                                        " " {b.name}
                                        {(!b.variant.is_empty()).then(|| view! { <span class="muted">{format!(" · {}", b.variant)}</span> })}
                                        {hinted.then(|| view! { <span class="hinted" data-testid="best-hinted">{move || format!(" · {}", use_ctx().lang.get().t().best_hinted)}</span> })}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                }
                .into_any()
            }}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::{marker_key, marker_of, token};

    #[test]
    fn a_markers_key_names_all_it_shows() {
        for (s, score, j, count) in [(0, 0, 0, 1), (5, 71, 3, 6), (2, -4, 1, 2), (3, 35, 0, 1)] {
            assert_eq!(marker_of(marker_key(s, score, j, count)), (s, score, j, count));
        }
        // Another score, or another place on the square, is another marker.
        assert_ne!(marker_key(1, 7, 0, 1), marker_key(1, 8, 0, 1));
        assert_ne!(marker_key(1, 7, 0, 1), marker_key(1, 7, 0, 2));
    }

    #[test]
    fn tokens_sharing_a_square_never_cover_each_other() {
        for count in 2..=6 {
            let at: Vec<_> = (0..count).map(|j| token(0.0, 0.0, j, count)).collect();
            for (i, a) in at.iter().enumerate() {
                for b in &at[i + 1..] {
                    let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                    assert!(d >= a.2 + b.2 - 1e-9, "{count} tokens: {a:?} covers {b:?}");
                }
            }
        }
        // Alone or two a row, a token stays inside its square's width (0.5 to 9.5).
        for (count, j) in [(1, 0), (2, 0), (2, 1)] {
            let (x, _, r) = token(0.0, 0.0, j, count);
            assert!(x - r >= 0.5 && x + r <= 9.5, "{count} tokens: the {j}th at {x} wide {r}");
        }
    }
}
