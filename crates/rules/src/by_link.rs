//! Play by link: each device keeps its own record of the game and receives the
//! others' moves as links carrying the whole record. A device takes a link's record
//! only when it extends its own; before it plays on, it deals anew everything no seat
//! has seen ([`Game::redeal_unseen`]), so the next draw or roll is made there and no
//! link, decoded by hand, tells one in advance.

use serde::{Deserialize, Serialize};

use crate::{Game, Record};

/// How a record that arrives by link stands to the one a device has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arrival {
    /// The device has no record of this game: it starts one.
    New,
    /// The same moves and more: the device takes it.
    Newer,
    /// The same moves: nothing to do.
    Same,
    /// A prefix of the device's record: an old link, refused.
    Older,
    /// Neither extends the other (a move taken back after its link was sent, or
    /// another game): refused.
    Forked,
    /// A game new to this device for a seat whose device has answered already
    /// (fair play by link, protocol 2): only that device plays it; refused.
    Elsewhere,
}

/// How `theirs` stands to `ours`, by their moves. The deals may differ: each device
/// deals anew what nobody has seen.
pub fn arrival<G: Game>(ours: Option<&Record<G>>, theirs: &Record<G>) -> Arrival {
    let Some(ours) = ours else { return Arrival::New };
    let (a, b) = (&ours.actions, &theirs.actions);
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    match (common == a.len(), common == b.len()) {
        (true, true) => Arrival::Same,
        (true, false) => Arrival::Newer,
        (false, true) => Arrival::Older,
        (false, false) => Arrival::Forked,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pow::{Pow, Setup};
    use crate::{Match, Turn};

    fn pow_game(seed: u64, len: usize) -> Match<Pow> {
        let mut m = Match::<Pow>::new(Setup { seats: 2, deal: None }, seed).unwrap();
        while m.record().actions.len() < len {
            if !m.resolve_chance() {
                let Some(a) = m.state().legal_actions().first().cloned() else { break };
                m.apply(a).unwrap();
            }
        }
        m
    }

    #[test]
    fn a_link_is_taken_only_when_it_extends_the_record() {
        let long = pow_game(3, 12);
        let mut short = long.clone();
        short.truncate(8).unwrap();
        assert_eq!(arrival(None, long.record()), Arrival::New);
        assert_eq!(arrival(Some(short.record()), long.record()), Arrival::Newer);
        assert_eq!(arrival(Some(long.record()), long.record()), Arrival::Same);
        assert_eq!(arrival(Some(long.record()), short.record()), Arrival::Older);
        let other = pow_game(4, 12);
        assert_eq!(arrival(Some(long.record()), other.record()), Arrival::Forked);
    }

    #[test]
    fn a_roll_waits_for_the_device_of_the_seat_that_rolls() {
        // Seat 0 plays here; seat 1 elsewhere. After seat 0's take, seat 1's roll is
        // left to seat 1's device.
        let mut m = Match::<Pow>::new(Setup { seats: 2, deal: None }, 9).unwrap();
        let here = |s| s == 0;
        assert_eq!(m.state().chance_owner(), Some(0));
        assert!(m.resolve_chance_for(here));
        let mut rolls_left_to_the_other = 0;
        for _ in 0..200 {
            match m.state().turn() {
                Turn::Chance if m.resolve_chance_for(here) => {}
                Turn::Chance => {
                    assert_eq!(m.state().chance_owner(), Some(1));
                    rolls_left_to_the_other += 1;
                    assert!(m.resolve_chance());
                }
                Turn::Seat(_) => {
                    let a = m.state().legal_actions()[0].clone();
                    m.apply(a).unwrap();
                }
                Turn::Over => break,
            }
        }
        assert!(rolls_left_to_the_other > 0);
    }
}
