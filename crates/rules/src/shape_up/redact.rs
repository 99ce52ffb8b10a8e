//! What a Shape Up! record becomes for other eyes: the cards a seat has not seen
//! dealt anew ([`crate::Game::redact`]).

use super::state::ShapeUp;
use super::Card;
use crate::rng::{redeal, Rng};
use crate::{Game, Match, Record, RecordError, Seat};

impl ShapeUp {
    /// [`Game::redact`] for every seat `keeps` says: what those seats have seen stays.
    pub(super) fn redact_keeping(
        record: &Record<Self>,
        keeps: impl Fn(Seat) -> bool,
        fresh_seed: u64,
    ) -> Result<Record<Self>, RecordError> {
        let m = Match::<ShapeUp>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // Finished rounds are public; the current round keeps what `seat` has seen in
        // place and deals everything else anew; later rounds come from the fresh seed.
        let mut deals: Vec<Vec<Card>> =
            (0..=st.round).map(|r| Self::deal_order(&record.setup, record.seed, r)).collect();
        let mut seen: Vec<Card> = st.layout.iter().map(|p| p.1).collect();
        for s in (0..st.seat_count()).filter(|&s| keeps(s)) {
            seen.extend(st.hands[s].iter().copied());
            seen.extend(st.victory[s]);
        }
        if let Some(current) = deals.last_mut() {
            redeal(current, &seen, &mut Rng::new(fresh_seed, u64::MAX));
        }
        let mut setup = record.setup.clone();
        setup.deals = deals;
        let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<ShapeUp>::replay(redacted.clone())?;
        Ok(redacted)
    }
}
