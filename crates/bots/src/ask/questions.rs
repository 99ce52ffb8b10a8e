//! What the page asks the worker ([`Ask`]), one variant a question.

use serde::{Deserialize, Serialize};
use tabula_rules::fair::DeckSecret;
use tabula_rules::GameId;

use crate::Level;

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    /// The action of a computer at `level` for `seat`, after `record` (in
    /// `tabula_rules::link::to_bytes` form). Hard searches as much as the level does
    /// in the arena (`Budget::Capped`), stopping early at `millis`.
    Think {
        /// Echoed in the answer, so the page can tell a stale answer.
        id: u32,
        /// Which game the record is of.
        game: GameId,
        /// The game so far.
        record: Vec<u8>,
        /// The seat to play.
        seat: u32,
        /// How strong.
        level: Level,
        /// Time allowed (only Hard searches).
        millis: u32,
        /// The game is its game's lesson (`tabula_rules::lesson`): while it follows
        /// the script, the computer plays the scripted reply.
        lesson: bool,
        /// The game is a day's deal (`tabula_rules::daily`): the computer plays
        /// `crate::daily_reply`, Hard's full search and no clock, so the same moves
        /// meet the same replies on every device.
        daily: bool,
    },
    /// The payload of a share link to `record` as `seat` sees it (`None`: a
    /// spectator): everything the seat has not seen dealt anew from `fresh_seed`
    /// (`Game::redact`; a finished game as it is). Asked of the worker because the
    /// page's first load need not carry every game's redaction.
    Share {
        /// Echoed in the answer.
        id: u32,
        /// Which game the record is of.
        game: GameId,
        /// The game so far (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// Whose eyes.
        seat: Option<u32>,
        /// Deals what the seat has not seen.
        fresh_seed: u64,
    },
    /// A record arrived by link (`theirs`, a link payload) for a game this device
    /// may have (`ours`, in `to_bytes` form): how it stands to ours, and when it is
    /// new or newer, the record to keep, with everything no seat has seen dealt anew
    /// from `fresh_seed` (`Game::redeal_unseen`), so the next draws are this device's.
    Arrive {
        /// Echoed in the answer.
        id: u32,
        /// Which game both records must be of.
        game: GameId,
        /// This device's record of the game, if any.
        ours: Option<Vec<u8>>,
        /// The link's payload.
        theirs: String,
        /// Deals what nobody has seen.
        fresh_seed: u64,
    },
    /// The "learn to play" lesson of `game` (`tabula_rules::lesson`): its deal.
    /// Lessons live in the worker so that the page's first load carries none.
    Lesson {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
    },
    /// Where `record`, a game of its game's lesson, stands (`Lesson::coach`): the
    /// move the learner may make and what the table says.
    Coach {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The game so far (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// French (else English).
        fr: bool,
    },
    /// The rules in short and the house readings of `game`
    /// (`tabula_rules::summary`), in one language.
    Rules {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// French (else English).
        fr: bool,
    },
    /// The rules' speed in this build: seeded 2-player Shape Up! games of random
    /// legal turns (as `tabula bench`), shuffles of 18 cards (the same-run
    /// baseline), and plain UCT (as `tabula bench --mcts`). In the worker, so that
    /// none of it is in the page's first load.
    Bench {
        /// Echoed in the answer.
        id: u32,
        /// Random games to play (seeds 0, 1, ...).
        random: u32,
        /// Shuffles to make.
        shuffles: u32,
        /// Whole games to play, every move searched.
        games: u32,
        /// Iterations per move.
        iterations: u32,
        /// The first game's seed.
        seed: u64,
    },
    /// Fair play by link (`tabula_rules::fair`): a link of format `2.` (`theirs`)
    /// arrived for a game this device may hold (`ours`, `fair::to_bytes` form).
    /// Answered by [`Answer::FairArrived`](super::Answer::FairArrived) once every handover, roll and move in it
    /// checks; a link of the old format is refused saying the game started before.
    FairArrive {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// This device's copy of the game by link, if any.
        ours: Option<Vec<u8>>,
        /// The link's payload.
        theirs: String,
        /// This device's deck secrets (`fair::DeckSecret`; for a new game, the seat
        /// the link is for): their decks are dealt as they are.
        own: Vec<DeckSecret>,
        /// This device's chains (`ByLink::secrets`: per seat played here, its top):
        /// the stretch of a seat played here is dealt as it truly is.
        #[serde(default)]
        tops: Vec<(u8, [u8; 32])>,
    },
    /// The link this device sends now, from `from` to `to`, after playing on to
    /// `played` (`link::to_bytes` of the record it played, which must extend `fair`'s
    /// moves): it reveals `pending` and commits to `fresh` (32 bytes of `getrandom`).
    FairSend {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The device's copy of the game by link (`fair::to_bytes`).
        fair: Vec<u8>,
        /// The record as played on this device.
        played: Vec<u8>,
        /// The seat this device sends from (the seat the last link was for).
        from: u32,
        /// The seat the link is for.
        to: u32,
        /// The secret this seat committed to in its previous link, if it sent one.
        pending: Option<[u8; 32]>,
        /// A fresh secret.
        fresh: [u8; 32],
        /// This device's deck secrets: committed to as their seats move, revealed at
        /// the end.
        own: Vec<DeckSecret>,
        /// Only reveal this device's decks: the game is over and its end came from
        /// `to`'s device (no handover, `fresh` unused).
        reveal: bool,
    },
    /// Part of the review of a finished game (`crate::review`): the decisions of
    /// `seat` (every seat's if `None`) from action index `from` on, judged one after
    /// another until `millis` have passed (at least one). Answered by
    /// [`Answer::Reviewed`](super::Answer::Reviewed); the page asks again from its `next` until there is none,
    /// showing `done` of `total` as progress, and cancels by not asking again. The
    /// verdicts do not depend on how the review is cut into parts, nor on the clock:
    /// the same seed and budget give the same review.
    Review {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The finished game (`tabula_rules::link::to_bytes` form).
        record: Vec<u8>,
        /// Only this seat's decisions.
        seat: Option<u32>,
        /// The first action index to judge from.
        from: u32,
        /// The review's seed.
        seed: u64,
        /// The Hard level's search iterations for the best move (0: its own).
        iterations: u32,
        /// Samples each move is played out in (`review::SAMPLES` is the default).
        samples: u32,
        /// Time for this part.
        millis: u32,
    },
    /// The deal of `game` on `date` (`YYYY-MM-DD`, UTC), before the first move
    /// (`tabula_rules::daily`). In the worker, so that the page carries no SHA-256.
    Daily {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The day, as written in the route.
        date: String,
    },
    /// The end check of a game by link: every roll and draw.
    FairCheck {
        /// Echoed in the answer.
        id: u32,
        /// Which game.
        game: GameId,
        /// The game by link (`fair::to_bytes`).
        fair: Vec<u8>,
        /// This device's deck secrets.
        own: Vec<DeckSecret>,
    },
    /// A person's rating in `game` after one finished game against computers
    /// (`crate::rating`): `player` before it, and the person's score against each
    /// computer seated.
    Rate {
        /// Echoed in the answer.
        id: u32,
        /// Which game (the levels' ratings differ by game).
        game: GameId,
        /// The person's figure before the game.
        player: crate::rating::Figure,
        /// Per computer: its level and the person's half points against it.
        results: Vec<crate::rating::Score>,
    },
}
