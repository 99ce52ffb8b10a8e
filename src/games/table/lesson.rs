//! A "learn to play" game: its save is the game's lesson save, and the worker coaches
//! it (`tabula_rules::lesson`, `Ask::Coach`): after each move it says which move the
//! learner may make (the only one the board lights) and what the table says, and it
//! plays the computer's scripted replies. After the script, or off it, the Easy
//! computer plays on its own. The page keeps no script, so a reload goes on as is.

use tabula_rules::GameId;

/// Where the lesson stands, as the worker said for the record of `len` actions.
#[derive(Clone, Debug, PartialEq)]
pub struct Coach {
    pub len: usize,
    /// The learner's scripted move: its place in the legal actions.
    pub pick: Option<u32>,
    /// The script is done or left: free play from here on.
    pub free: bool,
    /// What the table says (empty: nothing).
    pub say: String,
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

/// The legal actions the learner sees: the scripted move alone while the worker's
/// word is about this record, none while it is being asked, all in free play. Free
/// play stays free, so a word about an earlier record lights a later one's moves at
/// once: a press that keeps the learner's turn (a roll again, a card played before
/// the turn ends) does not unlight the table and light it again when the word comes.
/// (Undo asks again at once, and its word replaces this one.)
pub fn lit<A>(coach: Option<&Coach>, len: usize, mut legal: Vec<A>) -> Vec<A> {
    match coach {
        // A free word picks nothing.
        Some(c) if c.len == len || c.free && c.len < len => match c.pick {
            Some(i) => legal.into_iter().nth(i as usize).into_iter().collect(),
            None => legal,
        },
        _ => {
            legal.clear();
            legal
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_scripted_move_is_lit_and_nothing_while_asking() {
        let c = |len, pick| Coach { len, pick, free: false, say: String::new() };
        assert_eq!(lit(Some(&c(3, Some(1))), 3, vec!['a', 'b', 'c']), ['b']);
        assert_eq!(lit(Some(&c(3, None)), 3, vec!['a', 'b']), ['a', 'b']);
        assert_eq!(lit(Some(&c(2, Some(0))), 3, vec!['a', 'b']), Vec::<char>::new(), "a word about an older record");
        assert_eq!(lit(None, 0, vec!['a']), Vec::<char>::new());
        let free = |len| Coach { len, pick: None, free: true, say: String::new() };
        assert_eq!(lit(Some(&free(3)), 5, vec!['a', 'b']), ['a', 'b'], "free play goes on free");
        assert_eq!(lit(Some(&free(5)), 3, vec!['a']), Vec::<char>::new(), "undone to before the word");
        assert_eq!(game_of(&save_id(GameId::SuperPose)), Some(GameId::SuperPose));
        assert_eq!(game_of("mi3k2x9a0b"), None);
    }
}
