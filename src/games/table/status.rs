//! What the table says, in the shared half of the midend ([`Core`]): seat names, the
//! status line, the end's line, and a day's deal's note and result to share.

use leptos::prelude::*;
use tabula_bots::ask::{Answer, Ask};
use tabula_rules::daily::Day;
use tabula_rules::{Seat, Turn};

use super::core::Core;
use super::{daily, CHANCE};
use crate::i18n::{fill, said};
use crate::storage::SeatKind;
use crate::{thinker, web};

impl Core {
    /// A seat's name.
    pub fn name(self, seat: Seat) -> String {
        self.names.with_value(|n| n.get(seat).cloned().unwrap_or_default())
    }

    /// A seat's name as the seats' panels show it: a computer's with its level,
    /// "Bob · Hard".
    pub fn shown_name(self, seat: Seat) -> String {
        let t = self.lang.get().t();
        match self.kinds.with_value(|k| k.get(seat).copied()) {
            Some(SeatKind::Computer(l)) => format!("{} · {}", self.name(seat), t.levels[l as usize]),
            Some(SeatKind::Remote) => format!("{} · {}", self.name(seat), t.by_link_name),
            _ => self.name(seat),
        }
    }

    /// Every seat's [`Core::shown_name`].
    pub fn shown_names(self) -> Vec<String> {
        (0..self.names.with_value(Vec::len)).map(|s| self.shown_name(s)).collect()
    }

    /// The status line before the end: whose turn it is, in words.
    pub fn turn_status(self) -> String {
        let t = self.lang.get().t();
        if self.watch.is_none() && self.facts.with(|f| f.handshake) {
            // The other device: the one whose answer is awaited, or that this one answers.
            let other = self.kinds.with_value(|k| k.iter().position(|k| *k == SeatKind::Remote));
            return fill(t.handshake_status, &[&other.map(|s| self.name(s)).unwrap_or_default()]);
        }
        // While the devices deal, the link may go to another device than the player's.
        if self.watch.is_none() && self.facts.with(|f| f.deal_wait) {
            return t.dealing_status.to_string();
        }
        if let Some(s) = self.remote.get() {
            return said(&t.waiting_for_link, &self.name(s), &[]);
        }
        match self.facts.with(|f| f.turn) {
            Turn::Seat(s) if self.watch.is_some() => said(&t.to_play, &self.name(s), &[]),
            Turn::Seat(s) if self.kinds.with_value(|k| k.get(s) == Some(&SeatKind::Human)) => {
                said(&t.your_turn, &self.name(s), &[])
            }
            // A computer whose worker failed is not thinking: the problem line says why.
            Turn::Seat(s) if self.thinking.get() == Some(s) => said(&t.thinking, &self.name(s), &[]),
            Turn::Seat(s) => said(&t.to_play, &self.name(s), &[]),
            _ => String::new(),
        }
    }

    /// The others' last action, read out with the status when a person is to move
    /// (for screen readers, and for the next person at a shared device).
    pub fn last_by_others(self) -> Option<String> {
        if self.watch.is_some() {
            return None;
        }
        let mover = self.facts.with(|f| f.human_to_move)?;
        self.history.with(|h| {
            let i = h.movers.iter().rposition(|&m| m != CHANCE)?;
            (h.movers.get(i) != Some(&mover)).then(|| h.line_of(i).map(|l| l.line.clone())).flatten()
        })
    }

    /// "X wins" (or the shared win), from the rules' outcome.
    pub fn who_won(self) -> String {
        let t = self.lang.get().t();
        let winners: Vec<String> = self.facts.with(|f| f.winners.iter().map(|&s| self.name(s)).collect());
        match winners.as_slice() {
            [one] => said(&t.winner_is, one, &[]),
            _ => fill(t.winners_are, &[&winners.join(", ")]),
        }
    }

    /// "Game over — " and `rest` joined by dashes, then the hints given, if any.
    pub fn game_over(self, rest: &[&str]) -> String {
        let t = self.lang.get().t();
        let mut s = t.game_over.to_string();
        let hints = match self.hints.get() {
            0 => String::new(),
            1 => t.hint_used.to_string(),
            n => fill(t.hints_used, &[&n.to_string()]),
        };
        for r in rest.iter().chain([&hints.as_str()]).filter(|r| !r.is_empty()) {
            s.push_str(" — ");
            s.push_str(r);
        }
        s
    }

    /// In a day's deal: whether this game counts, in words; once over, a friend's
    /// result of the same deal beside it, if their link brought one.
    pub fn daily_note(self) -> Option<String> {
        let (day, counted) = self.daily?;
        let t = self.lang.get().t();
        let mut note = fill(if counted { t.daily_counted } else { t.daily_practice }, &[&day.to_string()]);
        let theirs = self.over().then(|| crate::storage::daily::theirs(self.game, day)).flatten();
        if let Some(words) = theirs.and_then(|code| daily::result_words(t, daily::split_theirs(&code).0)) {
            note.push(' ');
            note.push_str(&fill(t.daily_theirs, &[&words]));
        }
        Some(note)
    }

    /// A day's deal's result as a line for any chat: the game, the day, the person's
    /// result with a mark that spoils nothing of the game, and the link to the deal,
    /// which carries the result and the game's `moves` (`daily::moves_of`; both shown to
    /// the friend once their game ends).
    pub fn daily_result(self, moves: Option<String>) -> Option<String> {
        let (day, _) = self.daily?;
        let t = self.lang.get_untracked().t();
        let code = self.facts.with_untracked(|f| daily::result_code(&f.winners, &f.scores))?;
        let result = daily::result_words(t, &code)?;
        let theirs = match moves {
            Some(m) => format!("{code}.{m}"),
            None => code,
        };
        let route = crate::route::Route::Daily(self.game, Some(day.to_string()), Some(theirs));
        Some(format!("Tabula · {} · {day}: {result} {}{}", self.game.title(), web::app_base(), route.hash()))
    }

    /// The result of a day's deal to share, with the game's moves: the worker deals the
    /// day's deal again, and the moves are the record past it (without them, the link
    /// still carries the result).
    pub(super) fn share_daily(self, day: Day, saved: Signal<crate::storage::Saved>, done: Callback<Option<String>>) {
        let (game, record) = (self.game, saved.with_untracked(|s| s.record.clone()));
        thinker::ask(
            |id| Ask::Daily { id, game, date: day.to_string() },
            move |answer| {
                let moves = match answer {
                    Ok(Answer::Daily { record: deal, .. }) => daily::moves_of(&record, &deal),
                    _ => None,
                };
                done.run(self.daily_result(moves));
            },
        );
    }
}
