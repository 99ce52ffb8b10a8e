//! What a SUPER-POSE record becomes for other eyes: the cards a seat has not seen
//! dealt anew ([`crate::Game::redact`]), and a seat's own deck for play by link.

use super::cards::CardId;
use super::setup::Setup;
use super::state::SuperPose;
use crate::rng::{redeal, Rng};
use crate::{Game, Match, OwnDeck, Record, RecordError, Seat};

impl SuperPose {
    /// [`Game::own_deck`].
    pub(super) fn with_own_deck(record: &Record<Self>, seat: Seat, deck: OwnDeck) -> Result<Record<Self>, RecordError> {
        let setup = &record.setup;
        let packs = setup.packs_dealt();
        let Some(&pack) = packs.get(seat) else {
            return Err(RecordError::Parse(format!("there is no seat {}", seat + 1)));
        };
        // Seats before this one keep the order the seed gives them.
        let mut deals = setup.deals.clone();
        while deals.len() <= seat {
            let s = deals.len();
            deals.push(if setup.hidden(s) { Vec::new() } else { setup.deal_order(&packs, record.seed, s) });
        }
        deals[seat] = match deck {
            OwnDeck::Hidden => Vec::new(),
            OwnDeck::Dealt { at, seed } => {
                // What the seat had drawn by then is counted on a replay that does not
                // need its cards.
                let mut hidden = deals.clone();
                hidden[seat] = Vec::new();
                let prefix = Record {
                    setup: Setup { deals: hidden, ..setup.clone() },
                    actions: record.actions.iter().take(at).cloned().collect(),
                    ..record.clone()
                };
                let m = Match::<SuperPose>::replay(prefix)?;
                let all = setup.deck_cards(pack);
                let drawn = all.len().saturating_sub(m.state().decks[seat].len());
                let mut order: Vec<CardId> =
                    setup.deal_order(&packs, record.seed, seat).into_iter().take(drawn).collect();
                let mut rest: Vec<CardId> = all.into_iter().filter(|c| !order.contains(c)).collect();
                Rng::new(seed, 0).shuffle(&mut rest);
                order.extend(rest);
                order
            }
        };
        Ok(Record { setup: Setup { deals, ..setup.clone() }, ..record.clone() })
    }

    /// [`Game::redact`] for every seat `keeps` says: what those seats have seen stays.
    pub(super) fn redact_keeping(
        record: &Record<Self>,
        keeps: impl Fn(Seat) -> bool,
        fresh_seed: u64,
    ) -> Result<Record<Self>, RecordError> {
        let m = Match::<SuperPose>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // Laid and set-aside cards are public, and the viewer knows their own hand;
        // every other deck card (in a hand or still in a deck) is dealt anew among the
        // places of its own deck, so every past action stays legal.
        let mut seen: Vec<CardId> = st.board.placed().iter().map(|p| p.card).collect();
        seen.extend(st.set_aside.iter().copied());
        for s in (0..st.seat_count()).filter(|&s| keeps(s)) {
            seen.extend(st.hands[s].iter().copied());
        }
        let mut deals = Vec::new();
        for s in 0..st.seat_count() {
            if record.setup.hidden(s) {
                deals.push(Vec::new());
                continue;
            }
            let mut order = record.setup.deal_order(&st.packs, record.seed, s);
            redeal(&mut order, &seen, &mut Rng::new(fresh_seed, u64::MAX - s as u64));
            deals.push(order);
        }
        let setup = Setup { deals, ..record.setup.clone() };
        let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<SuperPose>::replay(redacted.clone())?;
        Ok(redacted)
    }
}
