//! The frame around every board, once for all games and not generic over any: the
//! head (game box, title, rules), the status and problem lines, Play again, the
//! pass-the-device cover, Undo, Share and the log. A game's board goes inside.

use leptos::prelude::*;
use tabula_rules::daily::Day;
use tabula_rules::{GameId, Seat};

use super::calendar::daily_end;
use super::core::Core;
use super::learn_panel::LearnPanel;
use super::review_panel::{ReviewPanel, Shown};
use super::watch::{current_line, through_line, ReplayBar, Watch};
use super::{History, LogEntry, Play, Table, TableGame};
use crate::ctx::use_ctx;
use crate::error::AppError;
use crate::i18n::{fill, Strings};
use crate::kit::choice::Choice;
use crate::kit::focus::focus_first;
use crate::kit::soon::Soon;
use crate::kit::when::When;
use crate::reactive::{derive, memo};
use crate::route::Route;
use crate::storage::Pace;
use crate::widgets::{chart::ScoreChart, log::MoveLog, pass::pass_to, send_link::SendLink, share::ShareButton};
use crate::{storage, web};

/// What the frame shows and does, type-erased so that one frame serves every game.
#[derive(Clone, Copy)]
pub struct Frame {
    pub game: GameId,
    /// "Ann, your turn", "Game over — …".
    pub status: Signal<String>,
    /// The others' last action, after the status.
    pub last: Signal<Option<String>>,
    pub problem: RwSignal<Option<AppError>>,
    /// Whether this table has Undo at all, and whether it can undo now.
    pub has_undo: bool,
    pub can_undo: Signal<bool>,
    pub undo: Callback<()>,
    /// The link shown was copied or shared: Undo no longer takes its move back.
    pub handed: Callback<()>,
    /// Makes a share link and gives it (or `None`) to the callback it is given. None
    /// in a game played by link: its links carry it, and a shared copy opened on the
    /// other device would be a second game of the same moves there.
    pub share: Option<Callback<Callback<Option<String>>>>,
    pub log: Signal<Vec<LogEntry>>,
    /// The person the device must be passed to, while it must.
    pub pass: Signal<Option<String>>,
    /// Where the devices deal the cards: this device waits for its cards.
    pub dealing: Signal<bool>,
    /// A game by link waits for its handshake (`Table::handshake`): the link to send
    /// says what it is for.
    pub handshake: Signal<bool>,
    pub reveal: Callback<()>,
    pub over: Signal<bool>,
    pub again: Callback<()>,
    pub keyboard: StoredValue<bool>,
    /// A computer is working out its move.
    pub thinking: Signal<bool>,
    /// "Play now" is offered (an Expert thinks), and asking it.
    pub can_play_now: Signal<bool>,
    pub play_now: Callback<()>,
    /// The browser refuses to save the game.
    pub unsaved: RwSignal<bool>,
    /// The game as a file to download (name, URL), asked for while `unsaved`.
    pub save_file: Callback<(), (String, String)>,
    /// Watched move by move, not played.
    pub watch: Option<Watch>,
    pub history: Memo<History>,
    pub names: StoredValue<Vec<String>>,
    /// Where the game is watched, and reviewed.
    pub watch_href: StoredValue<String>,
    pub review_href: StoredValue<String>,
    /// Who plays next by link (at the end: every seat played by link), each with the
    /// link that carries the game to them.
    pub send: Signal<Vec<(String, String)>>,
    /// Played fairly by link (`tabula_rules::fair`), and once over here, whether every
    /// roll and draw was checked.
    pub fair: bool,
    /// Its cards dealt by the devices (`fair::dealing`).
    pub dealt: bool,
    pub checked: Signal<bool>,
    /// Over here and its end links made, but some seat's hidden deck is not revealed
    /// yet: the check waits for the last links of the seats played by link (named).
    pub waiting: Signal<Option<String>>,
    /// A game by link until this device has sent a link after a move: who plays here
    /// and who plays on other devices (named), for the player who just opened it.
    pub welcome: Signal<Option<(String, String)>>,
    /// At the end, where the game charts it: the scores after each turn.
    pub chart: Signal<Option<Vec<Vec<i32>>>>,
    /// In a lesson: what the step due shows; in a day's deal: whether it counts.
    pub lesson: Signal<Option<String>>,
    /// A day's deal: its result as a text to share, once over.
    pub result: Option<Callback<Callback<Option<String>>>>,
    /// A day's deal: its date (the calendar and a friend's game show once over).
    pub daily: Option<Day>,
    /// The computers' pace, where computers play.
    pub pace: Option<RwSignal<Pace>>,
    /// What the board shows without playing it (`hint.rs`): `data-ghost` on the board.
    pub ghost: Signal<Option<&'static str>>,
    /// Hint, where the table offers it: whether it can be asked now, and asking it.
    pub hint: Option<(Signal<bool>, Callback<()>)>,
    /// The hint shown, in words.
    pub hint_words: Signal<Option<String>>,
}

impl<G: TableGame> Play<G> {
    /// The frame of this table, with the game's own status line.
    pub fn frame(self, status: Signal<String>) -> Frame {
        let table = self.table;
        self.core.frame(
            status,
            Own {
                can_undo: derive(move || self.can_undo()),
                undo: Callback::new(move |()| self.undo()),
                handed: Callback::new(move |()| {
                    if table.with_untracked(|tb| tb.unsent.is_some()) {
                        table.update(Table::handed);
                    }
                }),
                share: Callback::new(move |done| self.share(done)),
                again: Callback::new(move |()| self.again()),
                saved: derive(move || table.with(|tb| tb.saved.clone())),
                dealt_links: derive(move || table.with(|tb| tb.dealt_links())),
                chart: derive(move || table.with(|tb| G::score_chart(tb.game.state()).then(|| tb.game.score_series()))),
                can_hint: derive(move || self.can_hint()),
                hint: Callback::new(move |()| self.hint()),
            },
        )
    }
}

/// What the frame needs of a table that is the game's own.
struct Own {
    can_undo: Signal<bool>,
    undo: Callback<()>,
    handed: Callback<()>,
    share: Callback<Callback<Option<String>>>,
    again: Callback<()>,
    saved: Signal<storage::Saved>,
    /// Where the devices deal the cards: the seats this device's latest links are for.
    dealt_links: Signal<Option<Vec<Seat>>>,
    /// The scores after each turn, where the game charts them.
    chart: Signal<Option<Vec<Vec<i32>>>>,
    can_hint: Signal<bool>,
    hint: Callback<()>,
}

impl Core {
    /// The frame of a table, from its shared half and what is the game's own. Not
    /// generic: one code for every game.
    fn frame(self, status: Signal<String>, own: Own) -> Frame {
        let watch_href = own.saved.with_untracked(|s| Route::Watch(s.id.clone()).hash());
        let review_href = own.saved.with_untracked(|s| Route::Review(s.id.clone()).hash());
        let saved = own.saved;
        Frame {
            game: self.game,
            status,
            last: derive(move || self.last_by_others()),
            problem: self.problem,
            has_undo: !self.strict,
            can_undo: own.can_undo,
            undo: own.undo,
            handed: own.handed,
            share: (!self.kinds.with_value(|k| k.contains(&storage::SeatKind::Remote))).then_some(own.share),
            // A memo: the log is read line by line, and a review's lines take work.
            log: memo(move || match self.watch.and_then(|w| w.review) {
                Some(r) => self.history.with(|h| r.log(h, self.lang.get())),
                None => self.history.with(|h| h.lines.clone()),
            })
            .into(),
            pass: derive(move || {
                self.needs_pass.get().then(|| self.facts.with(|f| f.human_to_move)).flatten().map(|s| self.name(s))
            }),
            dealing: derive(move || self.watch.is_none() && self.facts.with(|f| f.deal_wait && !f.handshake)),
            // Every link before the first move is the handshake's (but where the devices deal).
            handshake: {
                let by_link = saved.with_untracked(|s| s.fair.is_some()) && own.dealt_links.with_untracked(Option::is_none);
                derive(move || self.watch.is_none() && self.facts.with(|f| f.handshake || (by_link && f.len == 0)))
            },
            reveal: Callback::new(move |()| self.revealed.set(self.facts.with_untracked(|f| f.human_to_move))),
            over: derive(move || self.over()),
            again: own.again,
            keyboard: self.keyboard,
            thinking: derive(move || self.thinking.get().is_some()),
            can_play_now: derive(move || self.can_play_now()),
            play_now: Callback::new(move |()| self.hurry.set(Some(self.facts.with_untracked(|f| f.len)))),
            unsaved: self.unsaved,
            save_file: Callback::new(move |()| saved.with(save_file)),
            watch: self.watch,
            history: self.history,
            names: self.names,
            watch_href: StoredValue::new(watch_href),
            review_href: StoredValue::new(review_href),
            lesson: derive(move || {
                let said = self.coach.and_then(|c| c.with(|c| c.as_ref().map(|c| c.say.clone())));
                said.filter(|s| !s.is_empty()).or_else(|| self.daily_note())
            }),
            result: self.daily.map(|(day, _)| Callback::new(move |done| self.share_daily(day, saved, done))),
            daily: self.daily.map(|(day, _)| day),
            chart: derive(move || if self.over() { own.chart.get() } else { None }),
            send: send_links(
                self.remote.into(),
                own.dealt_links,
                derive(move || self.over() || self.facts.with(|f| f.handshake)),
                self.watch.is_some(),
                saved,
            ),
            fair: saved.with_untracked(|s| s.fair.is_some()),
            dealt: own.dealt_links.with_untracked(Option::is_some),
            checked: derive(move || saved.with(|s| s.over && s.fair.as_ref().is_some_and(|b| b.checked))),
            waiting: derive(move || {
                saved.with(|s| {
                    let sent_at_end = |b: &crate::storage::ByLink| b.sent.iter().any(|&(at, _)| at as usize == s.turn);
                    let waits = s.over && s.fair.as_ref().is_some_and(|b| !b.checked && sent_at_end(b));
                    waits.then(|| names_of(s, storage::SeatKind::Remote))
                })
            }),
            welcome: derive(move || {
                saved.with(|s| {
                    let first = |b: &crate::storage::ByLink| b.sent.iter().all(|&(at, _)| at == 0);
                    (!s.over && s.fair.as_ref().is_some_and(first))
                        .then(|| (names_of(s, storage::SeatKind::Human), names_of(s, storage::SeatKind::Remote)))
                })
            }),
            pace: (self.watch.is_none() && self.kinds.with_value(|k| k.iter().any(|k| k.level().is_some())))
                .then_some(self.pace),
            ghost: derive(move || self.ghost.get().map(|g| g.code())),
            hint: self.hintable.then_some((own.can_hint, own.hint)),
            hint_words: self.hint_words.into(),
        }
    }
}

/// The names of the seats of kind `k`, joined for a sentence.
fn names_of(s: &storage::Saved, k: storage::SeatKind) -> String {
    let seats = (0..s.kinds.len()).filter(|&r| s.kinds[r] == k);
    seats.filter_map(|r| s.names.get(r).cloned()).collect::<Vec<_>>().join(", ")
}

/// Who the game goes to by link now (at the end: every seat played by link), each with
/// the link. A table's save holds its record as last stored, which is the record
/// whenever a link is due: every move stores. Not generic.
fn send_links(
    remote: Signal<Option<usize>>,
    dealt: Signal<Option<Vec<Seat>>>,
    // Over, or waiting for the handshake: every link made here at this length shows.
    over: Signal<bool>,
    watch: bool,
    saved: Signal<storage::Saved>,
) -> Signal<Vec<(String, String)>> {
    derive(move || {
        saved.with(|s| {
            let to: Vec<usize> = match (dealt.get(), remote.get()) {
                // Where the devices deal, a link may go to a device that has to deal.
                (Some(to), _) => to,
                (None, Some(r)) => vec![r],
                (None, None) if over.get() && !watch => {
                    (0..s.kinds.len()).filter(|&r| s.kinds[r] == storage::SeatKind::Remote).collect()
                }
                (None, None) => Vec::new(),
            };
            // A game played fairly shows a link once it is made (`Play::hand_over`).
            to.into_iter()
                .filter(|&r| s.fair.as_ref().is_none_or(|b| b.made(s.turn, r)))
                .map(|r| (s.names.get(r).cloned().unwrap_or_default(), super::turn_link(s, &s.record, r)))
                .collect()
        })
    })
}

/// What the hand-over panel adds about `game`'s hidden cards: dealt from each
/// device's own secret, shuffled by every device (`dealt`), or (Shape Up! begun
/// before, or with a computer seat) still in the link for whoever decodes it.
fn fair_note(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    if tabula_rules::with_game!(game, G => <G as tabula_rules::Game>::OWN_DECKS) {
        t.link_fair_own_decks
    } else if dealt {
        t.link_fair_dealt
    } else if game == GameId::ShapeUp {
        t.link_fair_peek
    } else {
        ""
    }
}

/// The one sentence the hand-over panel says of fair play in `game`: what its luck is
/// (rolls, draws, cards), and that it is checked. A Shape Up! game begun before the
/// devices dealt keeps its cards in the link ([`fair_note`]).
fn fair_summary(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    match game {
        GameId::Pow => t.fair_short_rolls,
        GameId::ShapeUp if !dealt => t.fair_short_draws,
        GameId::Combo4x4 => t.fair_short_draws,
        GameId::SuperPose | GameId::ShapeUp => t.fair_short_cards,
    }
}

/// What the end of a game by link says was checked in `game`: its rolls (POW), its
/// draws (Combo 4x4, a Shape Up! game begun before the devices dealt), its cards.
fn fair_checked(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    match game {
        GameId::Pow => t.fair_checked_rolls,
        GameId::ShapeUp if !dealt => t.fair_checked_draws,
        GameId::Combo4x4 => t.fair_checked_draws,
        GameId::SuperPose | GameId::ShapeUp => t.fair_checked_cards,
    }
}

/// A save as a file to download: its name and a `data:` URL (one code for every game).
fn save_file(saved: &storage::Saved) -> (String, String) {
    let url = storage::packed(saved).map(|t| web::data_url(&t)).unwrap_or_default();
    (format!("tabula-{}-{}.txt", saved.game.as_str(), saved.id), url)
}

/// Side panels of a game (scores, seats), above the log.
#[slot]
pub struct Side {
    children: ChildrenFn,
}

/// The table: `class` names the game for its styles, `grid` its layout; the board
/// and hands are the children.
#[component]
pub fn TableFrame(
    frame: Frame,
    class: &'static str,
    grid: &'static str,
    #[prop(optional)] side: Option<Side>,
    children: Children,
) -> impl IntoView {
    let t = derive(move || use_ctx().lang.get().t());
    let f = frame;
    let cover = move || match (f.dealing.get(), f.pass.get()) {
        (true, _) => {
            let said = if f.over.get() { t.get().dealing_end_wait } else { t.get().dealing_wait };
            Some(view! { <div class="pass dealing" data-testid="dealing"><p>{said}</p></div> }.into_any())
        }
        (false, Some(name)) => Some(pass_to(t.get(), &name, f.reveal).into_any()),
        (false, None) => None,
    };
    let (h, w) = (f.history, f.watch);
    let current = derive(move || w.and_then(|w| h.with(|h| current_line(h, w.at.get()))));
    // While learning from a mistake the board stays at its position.
    let jump = w.map(|w| {
        Callback::new(move |line| {
            if !w.review.is_some_and(|r| r.learn.with_untracked(Option::is_some)) {
                w.go(h.with_untracked(|h| through_line(h, line)))
            }
        })
    });
    crate::web::table_to_top();
    view! {
        <section
            class=format!("table {class}")
            data-testid="table"
            on:keydown=move |_| f.keyboard.set_value(true)
            on:pointerdown=move |_| f.keyboard.set_value(false)
        >
            // First to focus: past the header and status, straight to the game.
            <a class="skip-link" href="#" on:click=move |ev| { ev.prevent_default(); focus_first(".table .covered") }>
                {move || t.get().skip_board}
            </a>
            <div class="table-head">
                <a class="back" href="#/">{move || t.get().back_home}</a>
                <h1>{f.game.title()}</h1>
                <a class="back" href=Route::Rules(f.game).hash()>{move || t.get().rules}</a>
            </div>
            <p class="status" role="status" data-testid="status" data-thinking=move || f.thinking.get().then_some("")>
                {f.status}
                <When when=move || f.thinking.get()>
                    <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
                </When>
                // Where a style folds a long sentence (SUPER-POSE on a phone), a tap unfolds it.
                {move || f.last.get().map(|l| {
                    let open = RwSignal::new(false);
                    view! {
                        <span class="last-move" class:open=move || open.get() on:click=move |_| open.update(|o| *o = !*o)>
                            {format!(" — {l}")}
                        </span>
                    }
                })}
            </p>
            <When when=move || f.can_play_now.get()>
                <button type="button" class="play-now" data-testid="play-now" on:click=move |_| f.play_now.run(())>
                    {move || t.get().play_now}
                </button>
            </When>
            {move || f.lesson.get().map(|text| view! { <p class="lesson" aria-live="polite" data-testid="lesson">{text}</p> })}
            {move || f.problem.get().map(|p| view! { <p class="problem" role="alert">{p.text(t.get())}</p> })}
            {move || f.hint_words.get().map(|w| view! {
                <p class="hint-said" aria-live="polite" data-testid="hint-said">{fill(t.get().hint_said, &[&w])}</p>
            })}
            {move || f.welcome.get().filter(|_| f.watch.is_none()).map(|(here, away)| view! {
                <p class="welcome muted" data-testid="welcome">{fill(t.get().by_link_welcome, &[&here, &away])}</p>
            })}
            {move || {
                let (end, checked) = (f.over.get(), f.checked.get());
                let note = fair_note(t.get(), f.game, f.dealt);
                let summary = fair_summary(t.get(), f.game, f.dealt);
                f.send
                    .get()
                    .into_iter()
                    .map(|(name, url)| {
                        // Before it is handed on, the link's move can still be taken back.
                        let undo = (f.has_undo && !end).then_some((f.can_undo, f.undo));
                        let handshake = f.handshake.get();
                        view! { <SendLink name url fair=f.fair note summary end checked undo handed=f.handed handshake/> }
                    })
                    .collect_view()
            }}
            <When when=move || f.checked.get()>
                <p class="fair-checked" data-testid="fair-checked">{move || fair_checked(t.get(), f.game, f.dealt)}</p>
            </When>
            {move || f.waiting.get().map(|names| view! {
                <p class="fair-waiting" data-testid="fair-waiting">{fill(t.get().fair_waiting, &[&names])}</p>
            })}
            // One paragraph while it lasts (only the link follows the moves), so a screen
            // reader announces it once.
            {move || f.unsaved.get().then(|| view! {
                <p class="unsaved" role="alert" data-testid="unsaved">
                    {move || t.get().unsaved}" "
                    <a href=move || f.save_file.run(()).1 download=untrack(move || f.save_file.run(()).0)>
                        {move || t.get().unsaved_download}
                    </a>
                </p>
            })}
            {match f.watch {
                Some(w) => replay_bar(w, f),
                None => view! {
                    <div class="end-actions" hidden=move || !f.over.get()>
                        <button class="primary play-again" on:click=move |_| f.again.run(())>{move || t.get().play_again}</button>
                        {[(f.watch_href, (|t| t.watch_game) as fn(&Strings) -> &'static str), (f.review_href, |t| t.review)]
                            .map(|(href, label)| view! { <a class="button" href=href.get_value()>{move || label(t.get())}</a> })
                            .collect_view()}
                        {f.result.map(|make_link| view! {
                            <ShareButton label=derive(move || t.get().daily_share) copied=derive(move || t.get().daily_copied) make_link/>
                        })}
                    </div>
                }
                .into_any(),
            }}
            {move || f.chart.get().map(|series| view! { <ScoreChart series names=f.names.get_value() title=t.get().chart_title/> })}
            {f.daily.filter(|_| f.watch.is_none()).map(|day| daily_end(f.game, day, f.over))}
            <div class=format!("{grid} covered") tabindex="-1" data-ghost=move || f.ghost.get()>
                {cover}
                <Soon>{children()}</Soon>
                <aside class="side">
                    <div class="game-actions" hidden=f.watch.is_some()>
                        <When when=move || f.has_undo>
                            <button disabled=move || !f.can_undo.get() on:click=move |_| f.undo.run(())>{move || t.get().undo}</button>
                        </When>
                        {f.hint.map(|(can, ask)| view! {
                            <button class="hint-button" data-testid="hint" disabled=move || !can.get() on:click=move |_| ask.run(())>
                                {move || t.get().hint}
                            </button>
                        })}
                        {f.share.map(|make_link| view! {
                            <ShareButton label=derive(move || t.get().share) copied=derive(move || t.get().link_copied) make_link/>
                        })}
                        {f.pace.map(|pace| view! { <PaceChoice pace/> })}
                    </div>
                    {side.map(|s| (s.children)())}
                    <MoveLog title=derive(move || t.get().log) lines=f.log current jump/>
                </aside>
            </div>
        </section>
    }
}

/// The computers' pace: Instant, Normal or Slow, kept in storage for every table.
#[component]
fn PaceChoice(pace: RwSignal<Pace>) -> impl IntoView {
    let t = move || use_ctx().lang.get().t();
    let options = Pace::ALL.iter().enumerate().map(|(i, p)| (p.code(), Signal::derive(move || t().paces[i]))).collect();
    let on_pick = move |code: String| {
        if let Some(p) = Pace::from_code(&code) {
            p.store();
            pace.set(p);
        }
    };
    view! { <Choice class="pace" label=Signal::derive(move || t().pace) value=Signal::derive(move || pace.get().code()) options on_pick/> }
}

/// The replay's bar, with the newest action shown in words, and the review's panel
/// under it when the game is reviewed. Not inlined into the frame, whose view it
/// would make larger.
#[inline(never)]
fn replay_bar(w: Watch, f: Frame) -> AnyView {
    let step = derive(move || {
        let at = w.at.get();
        f.history.with(|h| at.checked_sub(1).and_then(|i| h.line_of(i)).map(|l| l.line.clone()).unwrap_or_default())
    });
    let shown = w.review.map(|review| Shown { review, at: w.at, history: f.history, names: f.names, eyes: w.eyes });
    match shown {
        Some(shown) => {
            // Learning from a mistake, its panel stands in for the replay's and the review's.
            let learning = memo(move || shown.review.learning());
            (move || match learning.get() {
                true => view! { <LearnPanel shown/> }.into_any(),
                false => view! { <ReplayBar watch=w names=f.names step/> <ReviewPanel shown/> }.into_any(),
            })
            .into_any()
        }
        None => view! { <ReplayBar watch=w names=f.names step/> }.into_any(),
    }
}
