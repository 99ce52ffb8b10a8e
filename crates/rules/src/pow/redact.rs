//! What a POW record becomes for other eyes: the covered tiles dealt anew
//! ([`Game::redact`]), and the dice to come drawn from a new seed.

use super::action::Action;
use super::setup::{Deal, Setup, PER_SIDE};
use super::state::Pow;
use super::tiles::{Side, Tile};
use crate::rng::Rng;
use crate::{Game, Match, Record, RecordError};

/// New deals a redaction draws before it keeps the tiles seen at forced takes in place.
pub const REDEAL_TRIES: usize = 32;

impl Pow {
    /// The tokens every seat sees now: the rows and the top of each stack.
    fn shown(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.rows.iter().flatten().copied().collect();
        out.extend(self.stacks.iter().flatten().filter_map(|s| s.last().copied()));
        out
    }

    /// Every tile was face up in its row when taken, so the record's actions name
    /// every covered tile; what a seat may not see is which covered tile is where.
    /// The redacted record carries an explicit [`Deal`] in which the tiles that are
    /// covered now are dealt anew among their places in the rows as dealt (sorted,
    /// then shuffled from `fresh_seed`, so the real deal cannot be recovered): every
    /// take and steal names a place, so the same actions replay to the same public
    /// view with other tiles under the tops. A forced take depends on values, so
    /// a new deal that would change a forced take is refused and another drawn; after
    /// [`REDEAL_TRIES`] the tiles that were in the row during a forced take keep their
    /// places too. The same for every seat: covered tiles are hidden from their owner.
    pub(super) fn redeal_unseen_record(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        // Every tile starts face up in the rows, so every seat has seen each one: only
        // the dice to come are unseen. The deal is kept as it was; the seed is new.
        let g = Pow::new(&record.setup, record.seed).map_err(RecordError::Setup)?;
        let (heroes, villains) = g.tiles.split_at(PER_SIDE);
        let setup =
            Setup { deal: Some(Deal { heroes: heroes.to_vec(), villains: villains.to_vec() }), ..record.setup.clone() };
        let redealt = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<Pow>::replay(redealt.clone())?;
        Ok(redealt)
    }

    /// [`Game::redact`], the same for every seat.
    pub(super) fn redact_record(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        let m = Match::<Pow>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // The rows at each forced take.
        let mut g = Pow::new(&record.setup, record.seed).map_err(RecordError::Setup)?;
        let mut forced_rows: Vec<u8> = Vec::new();
        for (index, a) in record.actions.iter().enumerate() {
            if *a == Action::TakeForced {
                if let Some((side, _)) = g.forced() {
                    forced_rows.extend(g.rows[side.index()].iter().copied());
                }
            }
            g.apply(a).map_err(|e| RecordError::Illegal { index, action: a.to_string(), reason: e.to_string() })?;
        }
        let shown = st.shown();
        let target = st.view(None);
        let mut last_error = None;
        for attempt in 0..=REDEAL_TRIES {
            let mut kept = shown.clone();
            if attempt == REDEAL_TRIES {
                kept.extend(forced_rows.iter().copied());
            }
            let mut rng = Rng::new(fresh_seed, u64::MAX - attempt as u64);
            let mut tiles = st.tiles.clone();
            for side in Side::ALL {
                let tokens = side.index() * PER_SIDE..(side.index() + 1) * PER_SIDE;
                let free: Vec<usize> = tokens.filter(|&t| !kept.iter().any(|&k| usize::from(k) == t)).collect();
                let mut values: Vec<Tile> = free.iter().map(|&t| tiles[t]).collect();
                values.sort();
                rng.shuffle(&mut values);
                for (t, v) in free.into_iter().zip(values) {
                    tiles[t] = v;
                }
            }
            let (heroes, villains) = tiles.split_at(PER_SIDE);
            let deal = Deal { heroes: heroes.to_vec(), villains: villains.to_vec() };
            let setup = Setup { deal: Some(deal), ..record.setup.clone() };
            let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
            match Match::<Pow>::replay(redacted.clone()) {
                Ok(r) if r.state().view(None) == target => return Ok(redacted),
                Ok(_) => {}
                Err(e) => last_error = Some(e),
            }
        }
        Err(last_error.unwrap_or_else(|| RecordError::Setup("the position could not be redealt".into())))
    }
}
