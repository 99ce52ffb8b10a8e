//! Shape Up! dealt from a deck no device reads alone (`fair::poker`): which places of
//! a round's deal each seat holds, and a deal made of the cards one device knows.
//!
//! A deal is the 18 cards in dealing order (`Setup::deals`: the hidden card, the
//! victory cards or hands by seat, then the deck, top first). Whether a turn is legal
//! never depends on which cards are where, so a record replays on any deal: replayed
//! on the deal whose card at each place is that place's number, every card it shows
//! (in a hand, as a victory card, in the layout, in a report) is the place it came
//! from. That tells a device which places to open for itself, which to help others
//! open, and which a played card has just made public.

use super::{Card, ShapeUp};
use crate::{Game, Match, Record, RecordError, Seat};

/// The cards of a round's deal, by place.
pub const PLACES: usize = 18;

/// `record` replayed with each card standing for its place in its round's deal.
pub fn by_place(record: &Record<ShapeUp>) -> Result<Match<ShapeUp>, RecordError> {
    let mut setup = record.setup.clone();
    setup.deals = vec![Card::all().collect(); usize::from(setup.rounds)];
    Match::replay(Record { setup, ..record.clone() })
}

/// The places `seat` holds now in a game replayed [`by_place`]: its hand, and its
/// victory card in the basic game.
pub fn held(places: &Match<ShapeUp>, seat: Seat) -> Vec<u8> {
    let view = places.state().view(Some(seat));
    view.hand.iter().chain(&view.victory).map(|c| c.0).collect()
}

/// A round's deal for a device that knows the cards at some places (`known`, by
/// place): each known card at its place, every other place filled with the cards it
/// does not know of, in number order. Replayed on such deals, the device sees every
/// card it knows where it truly is; what it cannot know are stand-ins.
pub fn stand_in_deal(known: &[Option<Card>]) -> Result<Vec<Card>, String> {
    if known.len() != PLACES {
        return Err(format!("a deal has {PLACES} places, not {}", known.len()));
    }
    let mut seen = [false; PLACES];
    for c in known.iter().flatten() {
        let slot = seen.get_mut(usize::from(c.0)).ok_or("a known card is not a card of the pack")?;
        if std::mem::replace(slot, true) {
            return Err(format!("the {c} is known at two places"));
        }
    }
    let mut rest = Card::all().filter(|c| !seen[usize::from(c.0)]);
    Ok(known.iter().map(|k| k.or_else(|| rest.next()).unwrap_or(Card(0))).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::shape_up::Setup;

    #[test]
    fn a_stand_in_deal_keeps_what_is_known_and_holds_each_card_once() {
        let mut known = [None; PLACES];
        known[3] = Some(Card(0));
        known[0] = Some(Card(17));
        let deal = stand_in_deal(&known).unwrap();
        assert_eq!((deal[3], deal[0]), (Card(0), Card(17)));
        let mut sorted = deal.clone();
        sorted.sort();
        assert_eq!(sorted, Card::all().collect::<Vec<_>>());
        known[5] = Some(Card(0));
        assert!(stand_in_deal(&known).is_err());
        known[5] = Some(Card(18));
        assert!(stand_in_deal(&known).is_err());
        assert!(stand_in_deal(&known[..17]).is_err());
    }

    /// Replayed by place, the cards a seat holds and plays are the places of the true
    /// deal that hold the true game's cards.
    #[test]
    fn places_follow_the_true_cards() {
        for (advanced, seats) in [(false, 2), (false, 3), (true, 2), (true, 3)] {
            let setup = Setup { seats, advanced, rounds: 2, ..Setup::default() };
            let mut rng = Rng::new(3, u64::from(seats));
            let mut truth = Match::<ShapeUp>::new(setup, 99).unwrap();
            while let Some(a) = truth.state().random_action(&mut rng) {
                truth.apply(a).unwrap();
                let places = by_place(truth.record()).unwrap();
                let round = places.state().view(None).round;
                let deal = ShapeUp::deal_order(&truth.record().setup, 99, round);
                for s in 0..usize::from(seats) {
                    let real = truth.state().view(Some(s));
                    let cards: Vec<Card> = held(&places, s).iter().map(|&p| deal[usize::from(p)]).collect();
                    let expected: Vec<Card> = real.hand.iter().chain(&real.victory).copied().collect();
                    assert_eq!(cards, expected);
                }
                let layout: Vec<Card> = places.state().layout().iter().map(|p| deal[usize::from(p.1 .0)]).collect();
                let real: Vec<Card> = truth.state().layout().iter().map(|p| p.1).collect();
                assert_eq!(layout, real);
            }
        }
    }
}
