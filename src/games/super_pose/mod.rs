//! The SUPER-POSE table.

mod board;
mod camera;
mod dialog;
mod ear;
mod ear_view;
mod gesture;
mod hand;
mod icons;
mod input;
mod interpret;
mod model;
mod panels;
pub(super) mod read;
mod shapes;
pub mod words;

use leptos::prelude::*;
use tabula_rules::super_pose::{Action, Placement, Rotation, SuperPose};
use tabula_rules::{Game, Match};

use self::board::{Board, BoardKey, BoardModel};
pub use self::camera::{to_board, ViewBox, CELL};
use self::dialog::ChameleonDialog;
use self::ear_view::{ByEar, Ear};
use self::hand::HandPanel;
use self::icons::Symbols;
pub use self::icons::{CardShape, LayoutPreview, Symbols as SpSymbols};
use self::input::Presses;
use self::interpret::Input;
pub use self::model::turned;
pub use self::model::Table;
use self::model::{history, middle, spots, Draft, Verdict};
use self::panels::{BestTable, EndPanel, ScoreTrack, SeatsPanel};
use crate::error::AppError;
use crate::games::read::said as read_said;
use crate::games::table::{Frame, History, Play, Read, Reader, Side, Step, SuperPoseRead, TableFrame, TableGame};
use crate::i18n::{fill, Lang};
use crate::kit::when::When;
use crate::reactive::{derive, effect, memo};
use crate::storage::best::Best;
use crate::storage::{self, SeatKind, Settings};
use crate::web;

/// Key of the solo best-score table in storage.
pub const BEST_KEY: &str = "super-pose";

impl TableGame for SuperPose {
    type Choice = Draft;
    type Input = Input;

    fn interpret(state: &SuperPose, legal: &[Action], d: &Draft, input: Input) -> Step<Draft, Action> {
        interpret::interpret(state, legal, d, input)
    }

    fn presses(state: &SuperPose, a: &Action) -> Vec<Input> {
        interpret::presses(state, a)
    }

    fn history(game: &Match<SuperPose>, names: &[String], lang: Lang) -> History {
        history(game, names, words::sp(lang))
    }

    fn changes(state: &SuperPose, made: &Action, other: &Action, lang: Lang) -> Vec<String> {
        words::changes(words::sp(lang), lang.t(), state, made, other)
    }

    fn table_view(table: Table) -> AnyView {
        view! { <SuperPoseTable table/> }.into_any()
    }

    /// The rules' "card in play": a laid card stays laid.
    fn default_settings() -> Settings {
        Settings { strict: true, assist: false }
    }
}

/// What the ghost means, in words, for everyone (and screen readers).
fn ghost_status(p: Presses, assist: RwSignal<bool>, card: Memo<Option<tabula_rules::super_pose::CardId>>) -> String {
    let lang = p.play.lang.get();
    let w = words::sp(lang);
    let legal = p.play.legal;
    if legal.with(Vec::is_empty) {
        return String::new();
    }
    if legal.with(|l| l.iter().all(|a| matches!(a, Action::SetAside { .. }))) {
        return w.stuck.into();
    }
    if card.get().is_none() {
        return w.pick_card.into();
    }
    match p.verdict.get() {
        None if p.play.keyboard.get_value() => w.place_hint.into(),
        None if crate::web::coarse_pointer() => w.place_tap.into(),
        None => w.place_click.into(),
        Some(Verdict::Illegal(e)) => words::why(w, &e).into(),
        Some(Verdict::Legal(choices)) => {
            let call = match &choices[0].action {
                Action::Play { call, .. } => words::animal(w, *call),
                Action::SetAside { .. } => "",
            };
            let here = if assist.get() {
                fill(w.legal_points, &[call, &crate::i18n::points(lang.t(), choices[0].points)])
            } else {
                fill(w.legal_here, &[call])
            };
            // A choice to come is said before it is asked.
            let here = match choices.len() {
                1 => here,
                n => format!("{here} {}", fill(w.cham_ways, &[&n.to_string()])),
            };
            // By touch, how the card is laid is said before it is; a replay's or a
            // review's card is shown, never laid (but one learning from a mistake is).
            match (p.play.keyboard.get_value() || p.play.still(), p.play.strict) {
                (true, _) => here,
                (false, true) => format!("{here} {}", w.lay_button),
                (false, false) if crate::web::coarse_pointer() => format!("{here} {}", w.lay_tap),
                (false, false) => format!("{here} {}", w.lay_click),
            }
        }
    }
}

/// A finished solo game of a person enters the best-score table, once.
fn keep_best(play: Play<SuperPose>, best: RwSignal<Vec<Best>>) {
    let over_when_opened = play.over();
    let human_solo = play.kinds.with_value(|k| k.len() == 1 && k.first() == Some(&SeatKind::Human));
    effect(move || {
        // A computer's game, or a finished game opened again (from a link, say), does not.
        if !human_solo || over_when_opened || !play.over() {
            return;
        }
        let w = words::sp(play.lang.get_untracked());
        let (score, variant, save) = play
            .table
            .with_untracked(|tb| (tb.game.state().scores()[0], variant_words(tb.game.state(), w), tb.saved.id.clone()));
        let entry = Best { name: play.name(0), score, variant, when: web::now_ms() as u64, save };
        match storage::best::add(BEST_KEY, entry) {
            Ok(all) => best.set(all),
            Err(e) => play.problem.set(Some(e)),
        }
    });
}

/// The table: board, hand, seats, score track, in the shared frame.
#[component]
pub fn SuperPoseTable(table: Table) -> impl IntoView {
    let teams = table.game.state().setup().teams;
    let solo = table.game.state().seat_count() == 1;
    let assist = RwSignal::new(table.saved.settings.assist);
    let play = Play::new(table);
    let (t, w) = (derive(move || play.lang.get().t()), derive(move || words::sp(play.lang.get())));
    let view = memo(move || play.table.with(|tb| tb.game.state().view(play.viewer.get())));
    let over = memo(move || view.with(|v| v.to_move.is_none()));
    let my_turn = derive(move || !play.legal.with(Vec::is_empty));
    let stuck =
        derive(move || play.legal.with(|l| !l.is_empty() && l.iter().all(|a| matches!(a, Action::SetAside { .. }))));
    // A memo: the hand redraws when its cards change, not at every move of another seat.
    let hand = memo(move || if play.needs_pass.get() { Vec::new() } else { view.with(|v| v.hand.clone()) });
    let card = memo(move || play.choice.with(|d| d.slot).and_then(|s| hand.with(|h| h.get(s).copied())));
    let placement = memo(move || {
        let d = play.choice.get();
        card.get().zip(d.at).map(|(c, at)| Placement::new(c, at, d.rot()))
    });
    let verdict = memo(move || placement.get().filter(|_| my_turn.get()).map(|p| Presses::judge(play, p)));
    let presses = Presses {
        play,
        dialog: RwSignal::new(None),
        shown: RwSignal::new(0),
        pointed: RwSignal::new(None),
        placement,
        verdict,
    };
    let best = RwSignal::new(if solo { storage::best::scores(BEST_KEY) } else { Vec::new() });
    keep_best(play, best);

    // The hand redraws when these change, not on every move of the ghost.
    let rots = memo(move || play.choice.with(|d| d.rots));
    let selected = memo(move || play.choice.with(|d| d.slot));
    let board = memo(move || {
        view.with(|v| {
            let fresh = usize::from(matches!(v.log.last().map(|r| &r.action), Some(Action::Play { .. })));
            // At the end, the winners' zones stand out.
            let won = play.table.with(|tb| tb.game.state().outcome().map(|o| o.winners)).unwrap_or_default();
            // While a chameleon choice is weighed, the zones it would make are drawn
            // instead (in this memo: a memo of its own cost a signal type's code).
            let k = presses.pointed.get().unwrap_or_else(|| presses.shown.get());
            let weighed = match presses.dialog.with(|d| d.as_ref().and_then(|cs| cs.get(k)).map(|c| c.action.clone())) {
                Some(Action::Play { card, at, rot, shapes, .. }) => {
                    Some(play.table.with(|tb| tb.game.state().preview_zones(Placement::new(card, at, rot), &shapes)))
                }
                _ => None,
            };
            let zones = weighed
                .as_deref()
                .unwrap_or(&v.zones)
                .iter()
                .map(|z| (z.zone.animal, z.zone.cells.clone(), z.owner.is_some_and(|o| won.contains(&o))))
                .collect();
            BoardModel { placed: v.placed.clone(), zones, fresh, weighed: weighed.is_some() }
        })
    });
    // The chosen card's legal places in its current turn, lit on the board.
    let lit = memo(move || {
        // While a chameleon choice is weighed, the dots would hide its zones' icons.
        if presses.dialog.with(Option::is_some) {
            return Vec::new();
        }
        let (Some(c), Some(slot)) = (card.get(), selected.get()) else { return Vec::new() };
        let rot = rots.with(|r| r.get(slot).copied()).unwrap_or(Rotation::R0);
        play.legal.with(|l| spots(l, c).into_iter().filter(|s| s.1 == rot).map(|(at, r)| middle(at, r)).collect())
    });
    let ghost = memo(move || placement.get().zip(verdict.get()).map(|(p, vd)| (p, matches!(vd, Verdict::Legal(_)))));
    let status = derive(move || if over.get() { play.game_over(&[&play.who_won()]) } else { play.turn_status() });
    let toggle_assist = move |on: bool| {
        assist.set(on);
        let mut err = None;
        // A display setting: saved, without redrawing the game.
        play.table.update_untracked(|tb| {
            tb.saved.settings.assist = on;
            err = tb.store().err();
        });
        if matches!(err, Some(AppError::OtherTab { .. })) {
            // The table is now the other tab's: redraw it.
            play.table.update(|_| ());
        }
        play.saved(err);
    };
    let winners =
        derive(move || play.table.with(|tb| tb.game.state().outcome().map(|o| o.winners).unwrap_or_default()));
    let said = derive(move || ghost_status(presses, assist, card));
    view! {
        <TableFrame frame=Frame { read: play.watch.is_none().then(|| Read { reader: StoredValue::new(Reader::SuperPose(SuperPoseRead { play, status, view, placement, ghost: said })), said: read_said }), ..play.frame(status) } class="super-pose" grid="table-grid">
            <Symbols/>
            <div class="hand-area">
                // The hand stays (its buttons off) while others play: the board does not
                // jump by its height at every turn, and the player can plan.
                <When when=move || !over.get() && !play.still()>
                    <HandPanel
                        w
                        cards=hand.into()
                        rots=rots.into()
                        selected=selected.into()
                        enabled=my_turn
                        stuck
                        on_select=Callback::new(move |i| presses.select(i))
                        on_rotate=Callback::new(move |i| play.input(Input::Turn(i)))
                        on_set_aside=Callback::new(move |i| play.input(Input::SetAside(i)))
                    />
                    <div class="turn-actions">
                        <button class="primary" data-testid="sp-play" disabled=move || !matches!(verdict.get(), Some(Verdict::Legal(_))) on:click=move |_| presses.lay()>
                            {move || w.get().play_here}
                        </button>
                        <button disabled=move || card.get().is_none() on:click=move |_| presses.key(BoardKey::Next(false))>
                            {move || w.get().next_spot}
                        </button>
                    </div>
                </When>
                // Nothing to place once the game is over or watched: the line takes no room.
                <p class="hint" class:gone=move || over.get() || play.still() id="sp-ghost-status" aria-live="polite" data-testid="sp-ghost-status">{said}</p>
            </div>
            <div class="board-area" class:with-dialog=move || presses.dialog.with(Option::is_some)>
                <ChameleonDialog presses t w/>
                <Board
                    model=board.into()
                    ghost=ghost.into()
                    lit=lit.into()
                    w
                    on_hover=Callback::new(move |c| presses.hover(c))
                    on_tap=Callback::new(move |c| presses.tap(c))
                    on_key=Callback::new(move |k| presses.key(k))
                />
                <ByEar ear=Ear { presses, view, card, w }/>
            </div>
            <Side slot>
                <label class="assist">
                    <input type="checkbox" prop:checked=move || assist.get() on:change=move |ev| toggle_assist(event_target_checked(&ev))/>
                    {move || w.get().assist}
                </label>
                <When when=move || over.get()>
                    <EndPanel t w view=view.into() names=play.names.get_value() winners teams/>
                </When>
                <When when=move || solo && over.get()>
                    <BestTable w best=best.into() latest=play.table.with_untracked(|tb| tb.saved.id.clone())/>
                </When>
                <SeatsPanel t w view=view.into() names=play.shown_names() teams still=play.watch.is_some()/>
                <ScoreTrack w view=view.into() names=play.names.get_value() teams/>
                // The board's marks in words, for a player who met them first here.
                <details class="sp-key" aria-label=move || w.get().key[0]>
                    <summary>{move || w.get().key[0]}</summary>
                    {(1..4).map(|i| view! { <p>{move || w.get().key[i]}</p> }).collect_view()}
                </details>
            </Side>
        </TableFrame>
    }
}

/// The variants of a game in a few words, for the best-score table.
pub fn variant_words(g: &SuperPose, w: &words::Sp) -> String {
    let s = g.setup();
    let mut parts = Vec::new();
    if s.flowers {
        parts.push(w.flowers);
    }
    if s.deck == tabula_rules::super_pose::Deck::Nine {
        parts.push(w.nine);
    }
    if s.advanced {
        parts.push(w.advanced);
    }
    parts.join(", ")
}
