//! What the frame says of a game played by link: the links to send now, and its
//! sentences on fair play (what the luck is, what was checked). Not generic.

use leptos::prelude::*;
use tabula_rules::{GameId, Seat};

use crate::i18n::Strings;
use crate::reactive::derive;
use crate::storage;

/// Who the game goes to by link now (at the end: every seat played by link), each with
/// the link. A table's save holds its record as last stored, which is the record
/// whenever a link is due: every move stores. Not generic.
pub(super) fn send_links(
    remote: Signal<Option<usize>>,
    dealt: Signal<Option<Vec<Seat>>>,
    // Over, or waiting for the handshake: every link made here at this length shows.
    over: Signal<bool>,
    watch: bool,
    saved: Signal<storage::Saved>,
) -> Signal<Vec<(String, String)>> {
    derive(move || {
        saved.with(|s| {
            let to: Vec<usize> = match (dealt.get(), remote.get()) {
                // Where the devices deal, a link may go to a device that has to deal.
                (Some(to), _) => to,
                (None, Some(r)) => vec![r],
                (None, None) if over.get() && !watch => {
                    (0..s.kinds.len()).filter(|&r| s.kinds[r] == storage::SeatKind::Remote).collect()
                }
                (None, None) => Vec::new(),
            };
            // A game played fairly shows a link once it is made (`Play::hand_over`).
            to.into_iter()
                .filter(|&r| s.fair.as_ref().is_none_or(|b| b.made(s.turn, r)))
                .map(|r| (s.names.get(r).cloned().unwrap_or_default(), super::turn_link(s, &s.record, r)))
                .collect()
        })
    })
}

/// What the hand-over panel adds about `game`'s hidden cards: dealt from each
/// device's own secret, shuffled by every device (`dealt`), or (Shape Up! begun
/// before, or with a computer seat) still in the link for whoever decodes it.
pub(super) fn fair_note(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    if tabula_rules::with_game!(game, G => <G as tabula_rules::Game>::OWN_DECKS) {
        t.link_fair_own_decks
    } else if dealt {
        t.link_fair_dealt
    } else if game == GameId::ShapeUp {
        t.link_fair_peek
    } else {
        ""
    }
}

/// The one sentence the hand-over panel says of fair play in `game`: what its luck is
/// (rolls, draws, cards), and that it is checked. A Shape Up! game begun before the
/// devices dealt keeps its cards in the link ([`fair_note`]).
pub(super) fn fair_summary(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    match game {
        GameId::Pow => t.fair_short_rolls,
        GameId::ShapeUp if !dealt => t.fair_short_draws,
        GameId::Combo4x4 => t.fair_short_draws,
        GameId::SuperPose | GameId::ShapeUp => t.fair_short_cards,
    }
}

/// What the end of a game by link says was checked in `game`: its rolls (POW), its
/// draws (Combo 4x4, a Shape Up! game begun before the devices dealt), its cards.
pub(super) fn fair_checked(t: &'static Strings, game: GameId, dealt: bool) -> &'static str {
    match game {
        GameId::Pow => t.fair_checked_rolls,
        GameId::ShapeUp if !dealt => t.fair_checked_draws,
        GameId::Combo4x4 => t.fair_checked_draws,
        GameId::SuperPose | GameId::ShapeUp => t.fair_checked_cards,
    }
}
