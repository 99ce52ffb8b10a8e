//! The static game box in `index.html`: what a first visit shows as soon as the page
//! and its stylesheet arrive, before the app's code. Written by this test from the
//! strings and pictures the home page uses (English; a new player's card, lesson
//! first), so the app's page replaces it without a jump; `UPDATE_SHELL=1 cargo test
//! -p tabula shell` rewrites it after a change, and the test fails while it is stale.
//! Its links are plain links to their routes: a tap before the app runs is kept in
//! the address and opened by the app.

use tabula_rules::GameId;

use super::home::{actions, blurb, facts};
use super::pictures::{self, Shape};
use crate::i18n::{Strings, EN};

const START: &str = "<!-- shell: written by src/pages/shell_tests.rs -->";
const END: &str = "<!-- /shell -->";

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn picture(game: GameId) -> String {
    let mut out =
        format!(r#"<svg class="pic" viewBox="0 0 {} {}" aria-hidden="true">"#, pictures::WIDTH, pictures::HEIGHT);
    for m in pictures::picture(game) {
        out += &match m.shape {
            Shape::Rect { round } => format!(
                r#"<rect class="{}" x="{}" y="{}" width="{}" height="{}"{}/>"#,
                m.class,
                m.x,
                m.y,
                m.w,
                m.h,
                if round { r#" rx="3""# } else { "" }
            ),
            Shape::Circle => format!(
                r#"<circle class="{}" cx="{}" cy="{}" r="{}"/>"#,
                m.class,
                m.x + m.w / 2,
                m.y + m.h / 2,
                m.w.min(m.h) / 2
            ),
            Shape::Triangle => format!(r#"<polygon class="{}" points="{}"/>"#, m.class, m.points()),
        };
    }
    out + "</svg>"
}

fn card(t: &Strings, game: GameId) -> String {
    let buttons: String = actions(t, game, true)
        .into_iter()
        .map(|(route, text, primary)| {
            let label = match route {
                crate::route::Route::Quick(..) => {
                    format!(r#" aria-label="{}""#, esc(&crate::i18n::fill(t.play_quick_label, &[game.title()])))
                }
                _ => String::new(),
            };
            let class = if primary { "button primary" } else { "button" };
            format!(r#"<a class="{class}" href="{}"{label}>{}</a>"#, route.hash(), esc(text))
        })
        .collect();
    format!(
        r#"<li class="game-card" data-game="{}">{}<div class="card-text"><h3 class="card-title">{}</h3><p class="card-facts">{}</p><p class="card-blurb">{}</p></div><div class="card-actions">{buttons}</div></li>"#,
        game.as_str(),
        picture(game),
        esc(game.title()),
        esc(&facts(t, game)),
        esc(blurb(t, game)),
    )
}

/// The whole static block, markers included.
fn shell(t: &Strings) -> String {
    let cards: String = GameId::ALL.into_iter().map(|g| format!("\n      {}", card(t, g))).collect();
    format!(
        r##"{START}
    <div id="shell">
    <header class="topbar"><a class="brand" href="#/">Tabula</a></header>
    <main><section class="home">
    <h1>Tabula</h1>
    <p class="tagline">{}</p>
    <h2>{}</h2>
    <ul class="game-box">{cards}
    </ul>
    <p class="muted shell-wait" role="status">{}</p>
    </section></main>
    </div>
    {END}"##,
        esc(t.tagline),
        esc(t.games),
        esc(t.getting_ready),
    )
}

#[test]
fn index_html_holds_the_current_game_box() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/index.html");
    let html = std::fs::read_to_string(path).expect("index.html");
    let (Some(a), Some(b)) = (html.find(START), html.find(END)) else {
        panic!("index.html has no shell markers");
    };
    let now = &html[a..b + END.len()];
    let want = shell(&EN);
    if now != want {
        if std::env::var_os("UPDATE_SHELL").is_some() {
            std::fs::write(path, format!("{}{want}{}", &html[..a], &html[b + END.len()..])).expect("write");
        } else {
            panic!("index.html's static game box is stale: run `UPDATE_SHELL=1 cargo test -p tabula shell`");
        }
    }
}
