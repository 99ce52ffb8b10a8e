//! The hand-over of a game played by link, as the table sees it: whose turn waits for
//! a link, the handshake that begins a game by link, and which link this device owes
//! (`docs/ARCHITECTURE.md`, "Play by link"). No Leptos here.

use tabula_rules::fair::{self, Fair};
use tabula_rules::{link, Seat, Turn};

use crate::route::Route;
use crate::storage::{ByLink, Saved, SeatKind};
use crate::web;
use crate::widgets::share::{encode_kinds, encode_names};

use super::saved::{handshake_of, Table};
use super::TableGame;

impl<G: TableGame> Table<G> {
    /// The seat whose turn it is, if a person plays it and can see its cards.
    pub fn human_to_move(&self) -> Option<Seat> {
        match self.game.state().turn() {
            Turn::Seat(s)
                if self.saved.kinds.get(s) == Some(&SeatKind::Human) && !self.deal_wait() && !self.handshake() =>
            {
                Some(s)
            }
            _ => None,
        }
    }

    /// Where the devices deal the cards (`fair::dealing`): the seats played here
    /// cannot see all their cards yet, since some device has still to shuffle or to
    /// send its shares of them. The table waits for the next link.
    pub fn deal_wait(&self) -> bool {
        let Some(b) = self.saved.fair.as_ref().filter(|_| !self.watch) else { return false };
        let Ok(mut f) = fair::from_bytes::<G>(&b.game) else { return false };
        if f.deal.is_none() {
            return false;
        }
        f.record.actions.clone_from(&self.game.record().actions);
        !fair::ready(&f, &b.decks)
    }

    /// Whether the game waits for the handshake that begins a game by link (fair play,
    /// protocol 2): nothing is played until the device of each seat played by link
    /// has answered once, committing to the secret that keys its rolls and draws; nor
    /// on a device that answered while the next stretch is the other device's.
    pub fn handshake(&self) -> bool {
        !self.watch && handshake_of::<G>(&self.saved, &self.game)
    }

    /// The seat played by link whose turn it is (its decision or its roll), if any:
    /// the game waits for a link from that seat's device.
    pub fn remote_turn(&self) -> Option<Seat> {
        let st = self.game.state();
        let s = match st.turn() {
            Turn::Seat(s) => s,
            Turn::Chance => st.chance_owner()?,
            Turn::Over => return None,
        };
        (self.saved.kinds.get(s) == Some(&SeatKind::Remote)).then_some(s)
    }

    /// The link this device must make next in a game played fairly by link, as
    /// (from, to): to the seat played by link whose turn it is, or once the game is
    /// over on this device, to each seat played by link. `from` is the seat the last
    /// link came to (the seat that sends the end links, once they are being sent),
    /// else the first person seated here. Where seats keep their decks on their
    /// devices, the end that came by link is answered by one link back, revealing
    /// this device's decks ([`Table::reveal_due`]).
    pub fn link_due(&self) -> Option<(Seat, Seat)> {
        if let Some(due) = self.reveal_due() {
            return Some(due);
        }
        let by_link = self.saved.fair.as_ref().filter(|_| !self.watch)?;
        let len = self.game.record().actions.len();
        let f = fair::from_bytes::<G>(&by_link.game).ok()?;
        if f.deal.is_some() {
            return self.deal_link_due(&f);
        }
        if !f.playable() {
            return self.handshake_due(&f, by_link);
        }
        let last = f.ledger.last();
        let ending = last.is_some_and(|h| h.at as usize == len && by_link.made(len, h.to.into()));
        let to = match self.remote_turn() {
            Some(r) => r,
            // Over here: the end goes to every other device, unless it came from one.
            None if self.game.state().turn() == Turn::Over && (f.record.actions.len() < len || ending) => {
                let kinds = &self.saved.kinds;
                (0..kinds.len()).find(|&r| kinds[r] == SeatKind::Remote && !by_link.made(len, r))?
            }
            None => return None,
        };
        if by_link.made(len, to) {
            return None;
        }
        let from = match last {
            Some(h) if ending => h.from.into(),
            Some(h) => h.to.into(),
            None => self.saved.kinds.iter().position(|k| *k == SeatKind::Human)?,
        };
        Some((from, to))
    }

    /// [`Table::link_due`] during the handshake: the first link (to the seat played by
    /// link that is to play, else the first), or this device's answer to it.
    fn handshake_due(&self, f: &Fair<G>, by_link: &ByLink) -> Option<(Seat, Seat)> {
        let kinds = &self.saved.kinds;
        let (from, to) = match fair::answer_due(f) {
            Some(due) => due,
            None => {
                let from = kinds.iter().position(|k| *k == SeatKind::Human)?;
                let to = self.remote_turn().or_else(|| kinds.iter().position(|k| *k == SeatKind::Remote))?;
                (from, to)
            }
        };
        let here = kinds.get(from) == Some(&SeatKind::Human);
        (here && !by_link.made(self.game.record().actions.len(), to)).then_some((from, to))
    }

    /// [`Table::link_due`] where the devices deal the cards: a link is due whenever
    /// this device holds the game (it set it up and has sent nothing, or the last link
    /// came to it) and cannot play on: a seat played by link is to play, its own seats
    /// wait for their cards, or the game ended here. The worker says which device it
    /// goes to (`Answer::FairLink::to`); `to` here is the first seat played by link.
    fn deal_link_due(&self, f: &Fair<G>) -> Option<(Seat, Seat)> {
        let kinds = &self.saved.kinds;
        let here = |s: usize| kinds.get(s) == Some(&SeatKind::Human);
        if f.ledger.last().is_some_and(|h| !here(usize::from(h.to))) {
            return None;
        }
        let over = self.game.state().turn() == Turn::Over;
        // An end that came by link is answered by reveals (`reveal_due`), not links.
        if over && f.record.actions.len() == self.game.record().actions.len() {
            return None;
        }
        if !over && self.remote_turn().is_none() && !self.deal_wait() {
            return None;
        }
        let from =
            f.ledger.last().map_or_else(|| kinds.iter().position(|k| *k == SeatKind::Human), |h| Some(h.to.into()))?;
        let to = (0..kinds.len()).find(|&r| kinds[r] == SeatKind::Remote)?;
        Some((from, to))
    }

    /// Where the devices deal the cards: the seats the links made here since the last
    /// one came are for (the end's reveals included); `None` in other games.
    pub fn dealt_links(&self) -> Option<Vec<Seat>> {
        let b = self.saved.fair.as_ref().filter(|_| !self.watch)?;
        let f = fair::from_bytes::<G>(&b.game).ok()?;
        f.deal.as_ref()?;
        let kinds = &self.saved.kinds;
        let len = self.game.record().actions.len();
        let here = |s: u8| kinds.get(usize::from(s)) == Some(&SeatKind::Human);
        let last = f.ledger.last().filter(|h| here(h.from) && h.at as usize == len).map(|h| usize::from(h.to));
        let mut to: Vec<Seat> = last.into_iter().collect();
        if self.game.state().turn() == Turn::Over {
            to.extend((0..kinds.len()).filter(|&r| kinds[r] == SeatKind::Remote && b.made(len, r)));
        }
        to.sort_unstable();
        to.dedup();
        Some(to)
    }

    /// A link revealing this device's hidden decks, as (from, to), once the game is
    /// over and its end came by link: one to each seat played by link, so that every
    /// device learns every deck and checks every card.
    pub fn reveal_due(&self) -> Option<(Seat, Seat)> {
        let by_link = self.saved.fair.as_ref().filter(|_| !self.watch)?;
        let len = self.game.record().actions.len();
        if self.game.state().turn() != Turn::Over {
            return None;
        }
        let f = fair::from_bytes::<G>(&by_link.game).ok()?;
        let h = f.ledger.last().filter(|h| h.at as usize == len && f.record.actions.len() == len)?;
        // Ended here: the end links carry this device's decks already.
        let kinds = &self.saved.kinds;
        if kinds.get(usize::from(h.from)) == Some(&SeatKind::Human) {
            return None;
        }
        let dealt = f.deal.is_some();
        if !dealt && !by_link.decks.iter().any(|d| f.decks.iter().any(|c| c.seat == d.seat)) {
            return None;
        }
        let to = (0..kinds.len()).find(|&r| kinds[r] == SeatKind::Remote && !by_link.made(len, r))?;
        let from = if kinds.get(usize::from(h.to)) == Some(&SeatKind::Human) {
            usize::from(h.to)
        } else {
            kinds.iter().position(|k| *k == SeatKind::Human)?
        };
        Some((from, to))
    }
}

/// The link that carries the game `record` of the save to seat `to`'s device, where
/// it continues as that seat (`#/turn/...`). A game played fairly carries its game by
/// link as last made (`Table::link_due`); one begun before fair play, the whole
/// record, and the device that opens it deals anew what nobody has seen. Not generic.
pub fn turn_link(saved: &Saved, record: &[u8], to: Seat) -> String {
    let payload = saved.fair.as_ref().map_or_else(|| link::encode_bytes(record), ByLink::payload);
    let route = Route::Turn {
        game: saved.game,
        uid: saved.id.clone(),
        to,
        seats: encode_kinds(&saved.kinds),
        names: encode_names(&saved.names),
        payload,
    };
    format!("{}{}", web::app_base(), route.hash())
}
