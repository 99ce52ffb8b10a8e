//! The Shape Up! table.

mod board;
mod card;
mod draft;
mod model;
mod panels;
pub(super) mod read;

use std::time::Duration;

use leptos::prelude::*;
use tabula_rules::shape_up::{Action, Cell, ShapeUp};
use tabula_rules::{Game, Match, Seat};

use self::board::{Board, BoardModel};
use self::draft::{end_turn, options, shown_layout, Draft, Input, Options};
pub use self::model::Table;
use self::panels::{HandPanel, Results, ScoreBoard};
use crate::games::read::said as read_said;
use crate::games::table::Step;
use crate::games::table::{focus_first, Frame, History, Play, Read, Reader, Side, TableFrame, TableGame};
use crate::i18n::{fill, Lang};
use crate::kit::when::When;
use crate::reactive::{derive, effect, memo};

impl TableGame for ShapeUp {
    type Choice = Draft;
    type Input = Input;

    fn interpret(state: &ShapeUp, legal: &[Action], d: &Draft, input: Input) -> Step<Draft, Action> {
        draft::step(state, legal, d, input)
    }

    fn presses(state: &ShapeUp, a: &Action) -> Vec<Input> {
        draft::presses(state, a)
    }

    /// The chosen hand card stays chosen; the turn built with it is let go.
    fn unchoose(d: &Draft) -> Option<Draft> {
        let kept = Draft { card: d.card, ..Draft::default() };
        (*d != kept).then_some(kept)
    }

    /// Undo never shows what is to come (issue 22): the cards no seat has seen (the
    /// deck) are dealt anew from `fresh_seed`, so the card drawn after a taken-back
    /// turn is not foretold. Hands and the table stay. Rather than stopping Undo at
    /// the last draw, as Board Game Arena does: every turn here draws, so that Undo
    /// would take nothing back.
    fn take_back(game: &mut Match<ShapeUp>, index: usize, fresh_seed: u64) -> Result<(), tabula_rules::RecordError> {
        game.truncate(index)?;
        *game = Match::replay(ShapeUp::redeal_unseen(game.record(), fresh_seed)?)?;
        Ok(())
    }

    /// The advanced game draws at the end of the mover's turn.
    fn move_draws(state: &ShapeUp) -> bool {
        state.setup().advanced
    }

    /// A card played with its move still open comes back after a reload.
    fn keep_choice(d: &Draft) -> Option<Vec<u8>> {
        (*d != Draft::default()).then(|| postcard::to_allocvec(d).ok()).flatten()
    }

    fn resume_choice(bytes: &[u8]) -> Option<Draft> {
        postcard::from_bytes(bytes).ok()
    }

    fn history(game: &Match<ShapeUp>, names: &[String], lang: Lang) -> History {
        model::log(game, names, lang.t())
    }

    fn changes(state: &ShapeUp, made: &Action, other: &Action, lang: Lang) -> Vec<String> {
        model::changes(lang.t(), state, made, other)
    }

    fn table_view(table: Table) -> AnyView {
        view! { <ShapeUpTable table/> }.into_any()
    }

    fn round(state: &ShapeUp) -> Option<(u8, u8)> {
        let v = state.view(None);
        Some((v.round, v.rounds))
    }
}

/// The status line: the end with every score, a finished round, or whose turn.
fn status(play: Play<ShapeUp>, view: Memo<tabula_rules::shape_up::View>, paused: Memo<bool>) -> String {
    let t = play.lang.get().t();
    let v = view.get();
    let scores = |pts: &[String]| pts.join(" · ");
    // Played by link, a round's scores wait for the others' victory cards.
    if play.facts.with(|f| f.deal_wait) {
        if v.over {
            return play.game_over(&[t.su_score_waits]);
        }
        if paused.get() {
            return format!("{} — {}", fill(t.su_round_over, &[&v.results.len().to_string()]), t.su_score_waits);
        }
    }
    if v.over {
        let totals: Vec<String> =
            v.totals.iter().enumerate().map(|(i, s)| format!("{} {}", play.name(i), crate::i18n::signed(*s))).collect();
        return play.game_over(&[&scores(&totals), &play.who_won()]);
    }
    if paused.get() {
        let pts: Vec<String> = v
            .results
            .last()
            .map(|x| x.points.iter().enumerate().map(|(i, p)| format!("{} {}", play.name(i), p)).collect())
            .unwrap_or_default();
        return format!("{} — {}", fill(t.su_round_over, &[&v.results.len().to_string()]), scores(&pts));
    }
    play.turn_status()
}

/// The hint under the board: what to do next with the turn being built.
fn hint(play: Play<ShapeUp>, view: Memo<tabula_rules::shape_up::View>) -> String {
    let t = play.lang.get().t();
    let d = play.choice.get();
    if play.legal.with(Vec::is_empty) {
        return String::new();
    }
    if let Some(f) = d.lifted {
        let name =
            view.with(|v| v.layout.iter().find(|p| p.0 == f).map(|p| card::card_name(t, p.1))).unwrap_or_default();
        return fill(t.su_pick_target, &[&name]);
    }
    match (d.before, d.play) {
        (Some(_), None) => t.su_moved_hint.to_string(),
        (None, Some(_)) => t.su_played_hint.to_string(),
        _ if view.with(|v| v.layout.is_empty()) => t.su_first_hint.to_string(),
        _ => t.su_play_hint.to_string(),
    }
}

/// What the board draws: the turn being built, or at a round's end (and the game's)
/// one seat's scoring lines: the viewer's, or the one picked in the results.
fn board_model(
    play: Play<ShapeUp>,
    view: Memo<tabula_rules::shape_up::View>,
    paused: Memo<bool>,
    shown: RwSignal<Option<Seat>>,
    opts: Memo<Options>,
) -> BoardModel {
    let v = view.get();
    let d = play.choice.get();
    let finished = v.results.last().filter(|_| v.over || paused.get());
    let lines = finished
        .map(|r| {
            let seat = shown.get().or(play.viewer.get()).unwrap_or(0);
            r.lines
                .get(seat)
                .map(|ls| ls.iter().map(|l| (l.attribute as u8, l.cells.clone())).collect())
                .unwrap_or_default()
        })
        .unwrap_or_default();
    if let (Some(r), true) = (finished, paused.get()) {
        return BoardModel { cards: r.layout.clone(), lines, ..BoardModel::default() };
    }
    let idle = d == Draft { card: d.card, ..Draft::default() };
    let last = play.table.with(|tb| tb.game.record().actions.last().map(|a| (a.play, a.shift.map(|s| s.to))));
    // The plain play cells stay in frame all turn; move targets two cells out would
    // shrink every card on a phone, so they widen the board only when shown.
    let frame = play.legal.with(|l| l.iter().filter(|a| a.shift.is_none()).map(|a| a.play).collect());
    BoardModel {
        cards: shown_layout(&v.layout, &v.hand, &d),
        options: opts.get(),
        lifted: d.lifted,
        fresh: d.play,
        lines,
        frame,
        last: last.filter(|_| idle && !v.layout.is_empty()),
    }
}

/// The table: board, hand, scores, results, in the shared frame.
#[component]
pub fn ShapeUpTable(table: Table) -> impl IntoView {
    let play = Play::new(table);
    let t = derive(move || play.lang.get().t());
    // Played by link, cards not come yet are stand-ins: nobody's, so none is shown.
    let view = memo(move || {
        let eyes = play.viewer.get().filter(|_| !play.facts.with(|f| f.deal_wait));
        play.table.with(|tb| tb.game.state().view(eyes))
    });
    // Between rounds of a full game the table stops on the finished round's layout
    // until someone starts the next one; a reload does not show it again.
    let seen_rounds = RwSignal::new(view.with_untracked(|v| v.results.len()));
    // Learning from a mistake (a review's), the board is the mistake's position.
    let paused =
        memo(move || view.with(|v| !v.over && v.results.len() > seen_rounds.get()) && play.learning().is_none());
    play.hold.set_value(Some(paused.into()));
    if play.humans == 0 {
        // Nobody to press the button: show the round a moment, then go on.
        effect(move || {
            if paused.get() {
                let n = view.with_untracked(|v| v.results.len());
                set_timeout(move || _ = seen_rounds.try_set(n), Duration::from_millis(2500));
            }
        });
    }
    let opts = memo(move || {
        let d = play.choice.get();
        play.legal.with(|l| {
            if l.is_empty() {
                Options::default()
            } else {
                play.table.with(|tb| options(tb.game.state(), l, &d))
            }
        })
    });
    let shown_lines = RwSignal::new(None::<Seat>);
    // At the game's end the board shows what won it: the winner's lines.
    effect(move || {
        if view.with(|v| v.over) {
            shown_lines.set(play.table.with(|tb| tb.game.state().outcome().and_then(|o| o.winners.first().copied())));
        }
    });
    // A memo, not a derived signal: the board reads its model once for every card
    // and list, and a derived signal built the whole model again for each read.
    let board = memo(move || board_model(play, view, paused, shown_lines, opts));
    let focused = RwSignal::new(None::<Cell>);
    // Keyboard players keep their place: after each step, focus goes where the next
    // decision is (the lifted card's destinations, End turn, or the lit cells).
    effect(move || {
        let d = play.choice.get();
        play.table.track();
        if !play.focus_follows() || play.needs_pass.get() || paused.get() {
            return;
        }
        let to = if d.lifted.is_some() {
            ".board g.slot.target"
        } else if d.play.is_some() {
            ".turn-actions button.primary"
        } else {
            ".board g.slot, .turn-actions button"
        };
        request_animation_frame(move || focus_first(to));
    });
    let on_cell = Callback::new(move |cell: Cell| play.input(Input::Cell(cell)));
    let said = memo(move || hint(play, view));
    // The hovered or focused card by name, colour included, under the hint.
    let focus_name = move || {
        board.with(|b| {
            focused.get().and_then(|f| b.cards.iter().find(|p| p.0 == f).map(|p| card::card_name(t.get(), p.1)))
        })
    };
    let hand_cards = derive(move || {
        let d = play.choice.get();
        let hidden = play.needs_pass.get();
        view.with(|v| {
            (0..v.hand.len() as u8)
                .filter(|i| !hidden && (d.play.is_none() || *i != d.card))
                .map(|i| (i, v.hand[usize::from(i)]))
                .collect()
        })
    });
    let my_turn = derive(move || !play.legal.with(Vec::is_empty) && !paused.get());
    let live = derive(move || paused.get() || view.with(|v| v.over));
    let status = derive(move || status(play, view, paused));
    view! {
        <TableFrame frame=Frame { read: play.watch.is_none().then(|| Read { reader: StoredValue::new(Reader::ShapeUp(play, status)), said: read_said }), ..play.frame(status) } class="shape-up" grid="table-grid">
            <div class="hand-area">
                <When when=move || !view.with(|v| v.over) && !paused.get()>
                    <HandPanel
                        t
                        view=view.into()
                        hand=hand_cards
                        selected=derive(move || play.choice.get().card)
                        enabled=my_turn
                        on_select=Callback::new(move |i: u8| play.input(Input::Card(i)))
                    />
                </When>
                <When when=move || my_turn.get()>
                    <div class="turn-actions">
                        <button class="primary" disabled=move || end_turn(&play.choice.get()).is_none() on:click=move |_| play.input(Input::EndTurn)>
                            {move || t.get().su_end_turn}
                        </button>
                        <button disabled=move || !play.choosing() on:click=move |_| play.undo()>{move || t.get().su_cancel}</button>
                    </div>
                </When>
            </div>
            <div class="board-wrap" on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Escape" {
                    play.input(Input::Back);
                }
            }>
                <When when=move || paused.get() && (play.humans > 0)>
                    <button class="primary next-round" on:click=move |_| seen_rounds.set(view.with_untracked(|v| v.results.len()))>
                        {move || fill(t.get().su_next_round, &[&(view.with(|v| v.results.len()) + 1).to_string()])}
                    </button>
                </When>
                <Board model=board.into() t on_cell on_drop=on_cell on_focus=Callback::new(move |c| focused.set(c))/>
                // Kept for its room when empty (the board stays put), but out of a reader's way.
                <p class="hint" aria-hidden=move || said.with(String::is_empty).then_some("true")>{said}</p>
                <p class="focus-name" aria-hidden="true">{focus_name}</p>
            </div>
            <Side slot>
                <ScoreBoard t view=view.into() names=play.shown_names() still=play.watch.is_some()/>
                <Results t view=view.into() names=play.names.get_value() shown=shown_lines live/>
            </Side>
        </TableFrame>
    }
}
