//! A "learn to play" game: the script the worker sends (`tabula_rules::lesson`, in
//! the page's language), kept while its table is open. The table lets the learner
//! play only the step's move (the board lights just that), plays the computer's
//! scripted replies, and says what each step shows; after the script the Easy
//! computer plays on its own.

use std::cell::RefCell;

use tabula_rules::GameId;

/// A lesson's words and moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    pub intro: String,
    /// The seat that moves, the action (postcard form), what it shows.
    pub steps: Vec<(usize, Vec<u8>, String)>,
    pub outro: String,
}

/// The seat of the person learning.
pub const LEARNER: usize = 0;

thread_local! {
    static OPEN: RefCell<Option<(String, Script)>> = const { RefCell::new(None) };
}

/// The save a game's lesson is played in: one a game, so a lesson goes on where it
/// was left.
pub fn save_id(game: GameId) -> String {
    format!("learn-{game}")
}

/// The game whose lesson a save is, if it is one.
pub fn game_of(id: &str) -> Option<GameId> {
    id.strip_prefix("learn-").and_then(GameId::parse)
}

/// Keeps the script of the lesson played in save `id`.
pub fn open(id: String, script: Script) {
    OPEN.set(Some((id, script)));
}

/// The script of save `id`, if it is the lesson open.
pub fn script(id: &str) -> Option<Script> {
    OPEN.with_borrow(|o| o.as_ref().filter(|(i, _)| i == id).map(|(_, s)| s.clone()))
}

impl Script {
    /// The move due after `played` decisions (rolls not counted), and its seat.
    pub fn due(&self, played: usize) -> Option<(usize, &[u8])> {
        self.steps.get(played).map(|(seat, action, _)| (*seat, action.as_slice()))
    }

    /// What the table says after `played` decisions: the aim before the first step,
    /// the computer's scripted reply with the learner's next step, the way on after
    /// the script; nothing once the game is over.
    pub fn words(&self, played: usize, over: bool) -> Option<String> {
        if over {
            return None;
        }
        let Some((_, _, say)) = self.steps.get(played) else {
            return Some(self.outro.clone());
        };
        let before = match played.checked_sub(1).and_then(|p| self.steps.get(p)) {
            None => Some(&self.intro),
            Some((seat, _, said)) if *seat != LEARNER => Some(said),
            Some(_) => None,
        };
        Some(before.map_or_else(|| say.clone(), |b| format!("{b} {say}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_says_the_aim_then_each_reply_with_the_next_step_then_the_way_on() {
        let step = |seat: usize, say: &str| (seat, Vec::new(), say.to_string());
        let s = Script { intro: "Aim.".into(), steps: vec![step(0, "One."), step(1, "Reply."), step(0, "Two."), step(0, "Three.")], outro: "Go on.".into() };
        let said: Vec<Option<String>> = (0..5).map(|p| s.words(p, false)).collect();
        assert_eq!(said, ["Aim. One.", "Reply.", "Reply. Two.", "Three.", "Go on."].map(|w| Some(w.to_string())));
        assert_eq!(s.words(2, true), None);
        assert_eq!(game_of(&save_id(GameId::SuperPose)), Some(GameId::SuperPose));
        assert_eq!(game_of("mi3k2x9a0b"), None);
    }
}
