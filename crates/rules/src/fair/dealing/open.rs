//! Opening a deal by the devices: the cards a device knows, and the checks of every
//! shuffle, share and reveal that open them.

use super::{bad, deal_of, digest, round_secret, DealError, DealRound, Dealing};
use crate::fair::poker::{Deal, Point, PokerError};
use crate::fair::Secret;
use crate::shape_up::places::{by_place, stand_in_deal, PLACES};
use crate::shape_up::{Card, ShapeUp};
use crate::{Game, Match, Record};

impl Dealing {
    /// The cards the device of `party` (none: a device that plays no seat) knows, by
    /// round and place: every place whose shares are all given, those its own share
    /// completes, and every place of a round whose secrets are all revealed, once its
    /// shuffles and shares check. Names the first deck, share or reveal that does not fit.
    pub fn known(
        &self,
        record: &Record<ShapeUp>,
        party: Option<(u8, &Secret)>,
    ) -> Result<Vec<[Option<Card>; PLACES]>, DealError> {
        self.check_hosts(record)?;
        let parties = self.parties();
        let mut out = Vec::with_capacity(self.rounds.len());
        for (r, dr) in self.rounds.iter().enumerate() {
            let mut known = [None; PLACES];
            let mut shufflers = dr.shuffled.clone();
            shufflers.sort_unstable();
            shufflers.dedup();
            let pruned = dr.deck.is_empty() && dr.earlier.len() == parties.len() && dr.reveals.len() == parties.len();
            if !(dr.deck.len() == PLACES || pruned)
                || shufflers.len() != dr.shuffled.len()
                || dr.shuffled.iter().any(|p| !parties.contains(p))
            {
                return Err(bad(r, "its deck does not hold the pack"));
            }
            if dr.shuffled.len() != parties.len() {
                if !dr.given.is_empty() || !dr.reveals.is_empty() {
                    return Err(bad(r, "shares were given before every device shuffled"));
                }
                out.push(known);
                continue;
            }
            let deal = deal_of(record, r);
            // Once the others have revealed, this device's own secret completes them.
            let mut reveals = dr.reveals.clone();
            if let Some((p, secret)) = party.filter(|(p, _)| !reveals.iter().any(|(q, _)| q == p)) {
                if reveals.len() + 1 == parties.len() {
                    reveals.push((p, round_secret(secret, record, r)));
                }
            }
            if reveals.len() == parties.len() {
                known = self.check_revealed(&deal, r, dr, &reveals)?;
            }
            for (place, sealed) in dr.deck.iter().enumerate() {
                let share = |p: u8| dr.given.iter().find(|g| g.party == p && usize::from(g.place) == place);
                let others: Option<Vec<Point>> = parties
                    .iter()
                    .filter(|&&p| Some(p) != party.map(|o| o.0))
                    .map(|&p| share(p).map(|g| g.share))
                    .collect();
                let Some(others) = others else { continue };
                let card = match (party, parties.len() - others.len()) {
                    (_, 0) => deal.open(sealed, &others),
                    (Some((_, secret)), _) => deal.open_with(sealed, &others, &round_secret(secret, record, r)),
                    (None, _) => continue,
                };
                let card = card.map_err(|e| DealError::Place { round: r, place, reason: e.to_string() })?;
                let card = Card(card as u8);
                if known[place].is_some_and(|k| k != card) {
                    return Err(DealError::Place { round: r, place, reason: "its shares open another card".into() });
                }
                known[place] = Some(card);
            }
            stand_in_deal(&known).map_err(|e| bad(r, e))?;
            out.push(known);
        }
        Ok(out)
    }

    /// Every shuffle and share of a round whose secrets are all revealed, recomputed;
    /// the card at each place.
    fn check_revealed(
        &self,
        deal: &Deal,
        r: usize,
        dr: &DealRound,
        reveals: &[(u8, Secret)],
    ) -> Result<[Option<Card>; PLACES], DealError> {
        let secret = |p: u8| reveals.iter().find(|(q, _)| *q == p).map(|(_, s)| *s);
        let secrets: Option<Vec<Secret>> = dr.shuffled.iter().map(|&p| secret(p)).collect();
        let secrets = secrets.ok_or_else(|| bad(r, "a device's secret is not revealed"))?;
        let (mut deck, mut key) = (deal.open_deck(), Deal::no_key());
        for (i, s) in secrets.iter().enumerate() {
            (deck, key) = deal.shuffle(&deck, &key, s).map_err(|e| bad(r, e.to_string()))?;
            // A pruned round keeps every deck's digest; a live one, the last deck whole.
            let last = i + 1 == secrets.len() && !dr.deck.is_empty();
            let sent = if last { Some(digest(&dr.deck)) } else { dr.earlier.get(i).copied() };
            if Some(digest(&deck)) != sent || (last && (deck != dr.deck || key != dr.key)) {
                return Err(bad(r, format!("the shuffle of seat {} does not check", dr.shuffled[i] + 1)));
            }
        }
        for g in &dr.given {
            let fits = secret(g.party)
                .zip(deck.get(usize::from(g.place)))
                .is_some_and(|(s, place)| deal.check_share(place, &g.share, &s));
            if !fits {
                let reason = format!("a share of seat {} does not check", g.party + 1);
                return Err(DealError::Place { round: r, place: usize::from(g.place), reason });
            }
        }
        let mut known = [None; PLACES];
        for (place, sealed) in deck.iter().enumerate() {
            let shares: Result<Vec<Point>, PokerError> = secrets.iter().map(|s| deal.share(sealed, s)).collect();
            let card = shares.and_then(|s| deal.open(sealed, &s)).map_err(|e| bad(r, format!("place {place}: {e}")))?;
            known[place] = Some(Card(card as u8));
        }
        Ok(known)
    }

    /// The index in `record` of the move that laid place `place` of round `round`'s
    /// deal, if one did: where a wrong share of that place is named.
    pub fn move_of(record: &Record<ShapeUp>, round: usize, place: usize) -> Option<usize> {
        let mut m =
            Match::<ShapeUp>::replay(Record { actions: Vec::new(), ..by_place(record).ok()?.record().clone() }).ok()?;
        for (i, a) in record.actions.iter().enumerate() {
            let r = usize::from(m.state().view(None).round);
            m.apply(*a).ok()?;
            let laid = m.reports().last().map(|e| usize::from(e.report.card.0));
            if r == round && laid == Some(place) {
                return Some(i);
            }
        }
        None
    }
}
