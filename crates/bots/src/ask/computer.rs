//! The answers where a computer thinks: its move, a review's part, and a lesson's
//! coach.

use tabula_rules::{link, Game, Turn};

use super::Judged;
use crate::review::{review_from, Settings};
use crate::{choose_in, Budget, Level};

/// [`Ask::Review`](super::Ask::Review)'s part of the review, the actions as bytes.
pub(super) type ReviewPart = (Vec<Judged>, Option<u32>, u32, u32);

pub(super) fn review_part<G: crate::BotGame>(
    record: &[u8],
    seat: Option<usize>,
    from: usize,
    settings: &Settings<'_>,
    seed: u64,
    more: impl FnMut() -> bool,
) -> Result<ReviewPart, String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    // Before the end, a seat's win chance would tell what it holds.
    if m.state().outcome().is_none() {
        return Err("only a finished game can be reviewed".to_string());
    }
    if seat.is_some_and(|s| s >= m.state().seat_count()) {
        return Err("no such seat".to_string());
    }
    let part = review_from(&m, seat, from, settings, seed, more).map_err(|e| e.to_string())?;
    let bytes = |a: &G::Action| postcard::to_allocvec(a).unwrap_or_default();
    let judged = part
        .judged
        .iter()
        .map(|j| Judged {
            index: j.index as u32,
            seat: j.seat as u32,
            action: bytes(&j.action),
            win_chance: j.win_chance as f32,
            best: bytes(&j.best),
            best_win_chance: j.best_win_chance as f32,
            verdict: j.verdict,
        })
        .collect();
    Ok((judged, part.next.map(|n| n as u32), part.done as u32, part.total as u32))
}

/// How [`Ask::Think`](super::Ask::Think) asks the computer to decide.
pub(super) struct Thinking {
    pub(super) level: Level,
    pub(super) millis: f64,
    pub(super) lesson: bool,
    pub(super) daily: bool,
}

/// The action of [`Ask::Think`](super::Ask::Think), as bytes. The generator is seeded by the record, so
/// Easy and Medium choose the same again after a reload.
pub(super) fn think<G: crate::BotGame>(
    record: &[u8],
    seat: usize,
    how: Thinking,
    clock: &dyn Fn() -> f64,
) -> Result<Option<Vec<u8>>, String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    let scripted = how.lesson.then(|| tabula_rules::lesson::lesson(G::ID).coach(&m).due).flatten();
    if let Some((_, action)) = scripted.filter(|(s, _)| *s == seat && m.state().turn() == Turn::Seat(seat)) {
        return Ok(Some(postcard::to_allocvec(&action).unwrap_or_default()));
    }
    let action = if how.daily {
        crate::daily_reply(&m, seat)
    } else {
        let mut rng = tabula_rules::daily::computer_rng(m.record().seed, m.record().actions.len());
        choose_in(&m, seat, how.level, Budget::Capped { clock, millis: how.millis }, &mut rng)
    };
    Ok(action.map(|a| postcard::to_allocvec(&a).unwrap_or_default()))
}

/// [`Ask::Coach`](super::Ask::Coach): the learner's scripted move as a place in the legal list, and
/// what the table says, in one language.
pub(super) fn coach<G: Game>(record: &[u8], fr: bool) -> Result<(Option<u32>, bool, String), String> {
    let m = link::from_bytes::<G>(record).map_err(|e| e.to_string())?;
    let c = tabula_rules::lesson::lesson(G::ID).coach(&m);
    let learner = Turn::Seat(tabula_rules::lesson::LEARNER);
    let free = c.due.is_none();
    let pick = c.due.filter(|(s, _)| m.state().turn() == learner && Turn::Seat(*s) == learner);
    let pick = pick.and_then(|(_, a)| m.state().legal_actions().iter().position(|l| *l == a)).map(|i| i as u32);
    let say: Vec<&str> = c.says.iter().map(|t| if fr { t.fr } else { t.en }).collect();
    Ok((pick, free, say.join(" ")))
}
