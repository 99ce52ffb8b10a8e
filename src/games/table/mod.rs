//! One table for every game: the saved game and its match (`saved.rs`), the midend
//! that turns a person's input and the computers' turns into actions (`play.rs`), and
//! the frame around every board (`frame.rs`): head, status and problem lines, Undo,
//! Share, the log, the pass-the-device cover and Play again.
//!
//! A game supplies only what is its own (after Simon Tatham's puzzles): the choice a
//! person is building ([`TableGame::Choice`]), what an input does to it
//! ([`TableGame::interpret`]), its log in words, and its board as components.

mod calendar;
mod computers;
mod core;
pub mod daily;
mod effects;
mod frame;
mod frame_links;
mod handover;
mod hint;
mod learn;
mod learn_panel;
pub mod lesson;
mod play;
mod reader;
mod review;
mod review_panel;
mod saved;
mod status;
mod table_frame;
mod watch;

use leptos::prelude::AnyView;
use tabula_rules::registry::Describe;
use tabula_rules::{Game, Match, Seat};

pub use self::frame::Frame;
pub use self::handover::turn_link;
pub use self::play::Play;
pub use self::reader::{Read, Reader, SuperPoseRead};
pub use self::saved::{new_saved, saved_from_link, undo_point, Table};
pub use self::table_frame::{Side, TableFrame};
use crate::i18n::Lang;
pub use crate::kit::focus::focus_first;
use crate::storage::Settings;
pub use crate::widgets::log::LogEntry;

/// The log in words, and who made each action of the record ([`CHANCE`] for chance).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    /// The log, oldest first.
    pub lines: Vec<LogEntry>,
    /// The seat that made each action of the record, in order.
    pub movers: Vec<Seat>,
    /// The log line that tells each action, where lines are not one per action (a
    /// round's end has its own line; a turn's rolls fold into its take).
    pub at: Vec<usize>,
}

impl History {
    /// The log line that tells action `i`.
    pub fn line_of(&self, i: usize) -> Option<&LogEntry> {
        self.lines.get(self.at.get(i).copied().unwrap_or(i))
    }
}

/// Marks a chance action (a roll) in [`History::movers`]: nobody's decision.
pub const CHANCE: Seat = usize::MAX;

/// What happens when a person clicks, taps or presses a key on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<C, A> {
    /// The choice goes on, as this.
    Continue(C),
    /// The choice is complete: play this action.
    Submit(A),
    /// Nothing to do for that input now.
    Ignore,
}

/// What a table needs from a game beyond the rules.
pub trait TableGame:
    Game<Setup: Send + Sync, Action: Send + Sync, Report: Send + Sync> + Describe + Send + Sync + 'static
{
    /// What a person has chosen so far on their turn (a card, a man, dice to keep).
    type Choice: Clone + Default + PartialEq + Send + Sync + 'static;
    /// What a person can do to the table: a cell, a card, a die, a button. Every
    /// change to the choice, and every action a person plays, is one of these read
    /// by [`TableGame::interpret`]; only focus and dialogs are the page's own.
    type Input: Clone + Send + Sync + 'static;

    /// What `input` does to `choice`, given the legal actions of the person to move.
    fn interpret(
        state: &Self,
        legal: &[Self::Action],
        choice: &Self::Choice,
        input: Self::Input,
    ) -> Step<Self::Choice, Self::Action>;

    /// The presses that build `action` (a legal action of the seat to move) from no
    /// choice, the last one submitting it; where the table offers one move for
    /// several actions (SUPER-POSE lays a card calling the first animal it may: the
    /// call is only a word), the presses of that move. For the tests
    /// (`presses_tests.rs`), which play them through `interpret` on every game.
    fn presses(state: &Self, action: &Self::Action) -> Vec<Self::Input>;

    /// What Undo makes of a choice in progress, if there is one to take back (by
    /// default: anything chosen is let go).
    fn unchoose(choice: &Self::Choice) -> Option<Self::Choice> {
        (*choice != Self::Choice::default()).then(Self::Choice::default)
    }

    /// Undo: the game as it was before action `index`. By default the record cut
    /// short; Shape Up! also deals anew what no seat has seen (its override).
    fn take_back(game: &mut Match<Self>, index: usize, _fresh_seed: u64) -> Result<(), tabula_rules::RecordError> {
        game.truncate(index)
    }

    /// Whether a move in `state` draws a card into the mover's own hand (not as a
    /// chance action of its own): then a link made after it is never taken back,
    /// since the draw comes back the same when the links' secrets deal it
    /// (`Table::unsent`). No by default.
    fn move_draws(_state: &Self) -> bool {
        false
    }

    /// A choice in progress as bytes, kept so that a reload resumes the turn exactly
    /// (issue 22); `None`, the default, for a choice a reload lets go.
    fn keep_choice(_choice: &Self::Choice) -> Option<Vec<u8>> {
        None
    }

    /// The choice [`TableGame::keep_choice`] kept, read back.
    fn resume_choice(_bytes: &[u8]) -> Option<Self::Choice> {
        None
    }

    /// What tells `other` from `made`, two moves of the seat to move in `state`, in
    /// words a player can follow where the moves' own words may be the same (a card
    /// laid elsewhere). None by default: the game's log says each move in full.
    fn changes(_state: &Self, _made: &Self::Action, _other: &Self::Action, _lang: Lang) -> Vec<String> {
        Vec::new()
    }

    /// The log in words and who made each action.
    fn history(game: &Match<Self>, names: &[String], lang: Lang) -> History;

    /// The whole table, for a save opened by the registry.
    fn table_view(table: Table<Self>) -> AnyView;

    /// Current round and round count, for games played in rounds (the saved-games
    /// list shows it).
    fn round(_state: &Self) -> Option<(u8, u8)> {
        None
    }

    /// Whether the end screen charts the scores turn by turn: where scores run
    /// through the game (by default: unless it is played in a single round, whose
    /// score comes only at its end).
    fn score_chart(state: &Self) -> bool {
        Self::round(state).is_none_or(|(_, rounds)| rounds > 1)
    }

    /// Pieces keyed by where they stand whose key the last action changed, old key
    /// first (see `kit::motion`): by default none, every piece keyed by what it is.
    fn renamed(_game: &Match<Self>) -> Vec<(String, String)> {
        Vec::new()
    }

    /// How a table of this game plays when nobody chose (a game opened from a link).
    fn default_settings() -> Settings {
        Settings::default()
    }
}

#[cfg(test)]
mod presses_tests;
#[cfg(test)]
mod review_tests;
