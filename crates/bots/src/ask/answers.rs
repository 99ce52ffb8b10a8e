//! What the worker answers ([`Answer`]), one variant a question answered.

use serde::{Deserialize, Serialize};
use tabula_rules::by_link::Arrival;

use crate::review::Verdict;

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    /// The worker has started and listens.
    Ready,
    /// The action chosen (postcard form of the game's action), or `None` when the
    /// seat was not to move.
    Action {
        /// The id asked with.
        id: u32,
        /// The action's bytes.
        action: Option<Vec<u8>>,
    },
    /// The question could not be answered, and why.
    Failed {
        /// The id asked with (0 when the message could not be read at all).
        id: u32,
        /// In words.
        why: String,
    },
    /// The payload of a [`Ask::Share`](super::Ask::Share) link (`tabula_rules::link::encode`).
    Link {
        /// The id asked with.
        id: u32,
        /// The part of the link after `#/link/GAME/SEATS/NAMES/`.
        payload: String,
    },
    /// The answer to [`Ask::Arrive`](super::Ask::Arrive).
    Arrived {
        /// The id asked with.
        id: u32,
        /// How the link's record stands to the device's.
        how: Arrival,
        /// The record to keep (`to_bytes` form) when `how` is new or newer; else empty.
        record: Vec<u8>,
        /// Its actions, for the saved-games list.
        actions: u32,
        /// Whether its game is over.
        over: bool,
    },
    /// The answer to [`Ask::Lesson`](super::Ask::Lesson).
    Lesson {
        /// The id asked with.
        id: u32,
        /// The lesson's game before its first step (`to_bytes` form).
        record: Vec<u8>,
    },
    /// The answer to [`Ask::Daily`](super::Ask::Daily).
    Daily {
        /// The id asked with.
        id: u32,
        /// The deal (`to_bytes` form).
        record: Vec<u8>,
    },
    /// The answer to [`Ask::Coach`](super::Ask::Coach).
    Coach {
        /// The id asked with.
        id: u32,
        /// While the learner is to play a scripted step: its place in the state's
        /// `legal_actions()` (the only move the table lights). `None`: free play, or
        /// not the learner's turn.
        pick: Option<u32>,
        /// The game has done or left the script: every later position of it is free
        /// play too, so the table lights a person's moves without waiting for a word.
        free: bool,
        /// What the table says (empty: nothing).
        say: String,
    },
    /// The answer to [`Ask::Rules`](super::Ask::Rules).
    Rules {
        /// The id asked with.
        id: u32,
        /// The rules in short, a paragraph each.
        rules: Vec<String>,
        /// The house readings.
        readings: Vec<String>,
    },
    /// How long a [`Ask::Bench`](super::Ask::Bench) took.
    Bench {
        /// The id asked with.
        id: u32,
        /// Random games that finished.
        finished: u64,
        /// Milliseconds the random games took.
        random_millis: f64,
        /// Milliseconds the shuffles took.
        shuffles_millis: f64,
        /// The first card of the last shuffle (so that no shuffle is optimised away).
        shuffled: u8,
        /// Iterations run in all.
        iterations: u64,
        /// Milliseconds they took.
        millis: f64,
    },
    /// The answer to [`Ask::FairArrive`](super::Ask::FairArrive).
    FairArrived {
        /// The id asked with.
        id: u32,
        /// How the link's game stands to the device's.
        how: Arrival,
        /// The game by link to keep (`fair::to_bytes`) when new or newer; else empty.
        fair: Vec<u8>,
        /// The position to play on (`link::to_bytes`), dealt by the joint seed, when
        /// new or newer; else empty.
        record: Vec<u8>,
        /// Its actions.
        actions: u32,
        /// Whether its game is over.
        over: bool,
        /// Whether it is over and every roll and draw checked, every hidden deck
        /// known here.
        checked: bool,
        /// Where a forked link parts from the device's game: (the moves both share,
        /// the seat that played on differently, whether two devices answered for
        /// that seat). `fair` and `record` are then the link's version, to take up.
        #[serde(default)]
        parting: Option<(u32, u8, bool)>,
    },
    /// The answer to [`Ask::FairSend`](super::Ask::FairSend).
    FairLink {
        /// The id asked with.
        id: u32,
        /// The link's payload (`fair::encode`).
        payload: String,
        /// The game by link to keep now (`fair::to_bytes`).
        fair: Vec<u8>,
        /// The secret committed to, to keep in the device's save until its next link.
        pending: [u8; 32],
        /// The seat the link is for: the one asked, but where the devices deal the
        /// cards (`fair::dealing`), the device the deal needs next.
        to: u32,
        /// Whether the game is over and every roll and draw checked, every hidden
        /// deck known here.
        checked: bool,
    },
    /// The answer to [`Ask::Review`](super::Ask::Review).
    Reviewed {
        /// The id asked with.
        id: u32,
        /// The decisions judged, in order.
        judged: Vec<Judged>,
        /// The action index to ask from next; `None` when the review is complete.
        next: Option<u32>,
        /// Decisions judged so far in the whole review (those before `next`).
        done: u32,
        /// Decisions the whole review judges.
        total: u32,
    },
    /// The answer to [`Ask::FairCheck`](super::Ask::FairCheck): `None` when every roll and draw checks, else
    /// the first move (or link) that does not.
    FairChecked {
        /// The id asked with.
        id: u32,
        /// What does not check.
        problem: Option<String>,
    },
    /// The answer to [`Ask::Rate`](super::Ask::Rate): the person's figure after the game.
    Rated {
        /// The id asked with.
        id: u32,
        /// The new figure.
        figure: crate::rating::Figure,
    },
}

/// One decision of [`Answer::Reviewed`] (`review::Judgement` with the actions as
/// bytes).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// The decision's index in the record's actions.
    pub index: u32,
    /// The seat that decided.
    pub seat: u32,
    /// The move made (postcard form of the game's action).
    pub action: Vec<u8>,
    /// The seat's win chance after it.
    pub win_chance: f32,
    /// The best move found (postcard form).
    pub best: Vec<u8>,
    /// The seat's win chance after the best move.
    pub best_win_chance: f32,
    /// The verdict on the move made.
    pub verdict: Verdict,
}
