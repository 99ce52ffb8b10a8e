//! The end screen's chart: every seat's score after each turn, one line a seat.
//! Drawn once, when the game ends, so its props are plain values.

use leptos::prelude::*;

/// Seat lines told apart by colour and by dash, for readers who do not see colour.
const STROKES: [(&str, &str); 6] = [
    ("#c0392b", ""),
    ("#2563eb", "8 4"),
    ("#15803d", "2 4"),
    ("#a16207", "12 4 2 4"),
    ("#7c3aed", "4 4"),
    ("#0e7490", "1 3"),
];
const W: i32 = 320;
const H: i32 = 140;

/// `series[t][seat]`: the scores before the first turn and after each turn.
#[component]
pub fn ScoreChart(series: Vec<Vec<i32>>, names: Vec<String>, title: &'static str) -> impl IntoView {
    let seats = series.first().map_or(0, Vec::len);
    let all = series.iter().flatten();
    let (lo, hi) = (all.clone().copied().min().unwrap_or(0).min(0), all.copied().max().unwrap_or(0).max(1));
    let steps = (series.len().max(2) - 1) as i32;
    let x = move |t: usize| t as i32 * W / steps;
    let y = move |v: i32| H - (v - lo) * H / (hi - lo);
    let line = |s: usize| series.iter().enumerate().map(|(t, p)| format!("{},{} ", x(t), y(p[s]))).collect::<String>();
    let last = series.last().cloned().unwrap_or_default();
    view! {
        <figure class="end-chart" data-testid="end-chart">
            <figcaption>{title}</figcaption>
            <svg viewBox=format!("-30 -8 {} {}", W + 40, H + 24) role="img" aria-label=title>
                <g class="axes" aria-hidden="true">
                    <path d=format!("M0 0V{H}H{W}")/>
                    {(lo < 0).then(|| view! { <path class="zero" d=format!("M0 {}H{W}", y(0))/> })}
                    // The true minus sign, as every score elsewhere (`i18n::signed`).
                    <text x="-6" y=y(hi) + 4>{crate::i18n::signed(hi)}</text>
                    <text x="-6" y=y(lo) + 4>{crate::i18n::signed(lo)}</text>
                    <text x=W y=H + 14>{steps}</text>
                </g>
                {(0..seats).map(|s| {
                    let (colour, dash) = STROKES[s % STROKES.len()];
                    view! { <polyline points=line(s) stroke=colour stroke-dasharray=dash/> }
                }).collect_view()}
            </svg>
            <p class="chart-key">
                {(0..seats).map(|s| view! {
                    <span class=format!("k{}", s % STROKES.len())>
                        {format!("{} {} ", names.get(s).cloned().unwrap_or_default(), crate::i18n::signed(last.get(s).copied().unwrap_or(0)))}
                    </span>
                }).collect_view()}
            </p>
        </figure>
    }
}
