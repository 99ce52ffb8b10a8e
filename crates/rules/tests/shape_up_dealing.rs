//! Shape Up! by link with its deals made by the devices (`fair::dealing`), simulated
//! with two and three devices (and a computer seat) on random games of every variant.
//! A link is the record and the [`Dealing`]; each device, when the link reaches it,
//! opens what it may ([`Dealing::known`]), plays its seats on a deal of the cards it
//! knows (stand-ins for the rest), adds its part ([`Dealing::act`]) and sends the
//! link where [`Dealing::route`] says. Checked:
//! - no device ever knows a card of the current round that is not in the layout and
//!   that none of its seats holds (no other seat's victory card, hand or next draw,
//!   never the hidden card), but for the card its seat draws at the end of the turn
//!   it is to play (the advanced game), shared before so that it shows at once;
//! - each device sees the true public game and its own seats' true cards;
//! - a game by link needs as many links as it has turns, plus the first deal's round
//!   (one link back with two devices, three with three) and the end's reveals;
//! - at the end every device knows every card, and every shuffle and share checks;
//! - a device that sealed a deck of its own (knowing every card), a wrong share, or a
//!   changed byte of a deck is named.

mod common;
use common::secret;

use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use tabula_rules::fair::dealing::{DealError, Dealing};
use tabula_rules::fair::poker::{Deal, Sealed};
use tabula_rules::fair::Secret;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::places::{by_place, held, PLACES};
use tabula_rules::shape_up::{Card, Setup, ShapeUp};
use tabula_rules::{Game, GameId, Match, Record, Turn};

/// A deck sealed by one device in place of its shuffle: it knows every card.
fn forged_deck(record: &Record<ShapeUp>, key: &[u8; 32]) -> Vec<Sealed> {
    let deal = Deal::new(GameId::ShapeUp, record.seed, 0, PLACES);
    let h = CompressedRistretto(*key).decompress().unwrap();
    let g = RistrettoPoint::mul_base(&1u8.into());
    deal.open_deck()
        .iter()
        .rev()
        .map(|open| {
            let card = CompressedRistretto(open.c2).decompress().unwrap();
            Sealed { c1: g.compress().to_bytes(), c2: (card + h).compress().to_bytes() }
        })
        .collect()
}

/// A way to cheat, by the device of party 1 once round 0's deck is complete.
#[derive(Clone, Copy, PartialEq)]
enum Cheat {
    None,
    /// Seals a deck of its own in place of its shuffle (it shuffles last).
    ForgeDeck,
    /// Gives a share of one place under another.
    WrongShare,
    /// Plays a card it did not draw: its share of the card it played opens another.
    PlayOther,
}

/// Changes `party`'s share of the card its seat just played in round 0 so that it
/// opens another card, one this device has not seen. Whether it did.
fn play_other(record: &Record<ShapeUp>, dealing: &mut Dealing, party: u8, known: &[[Option<Card>; PLACES]]) -> bool {
    let places = by_place(record).unwrap();
    let Some(last) = places.reports().last() else { return false };
    let (place, seat) = (last.report.card.0, last.report.seat);
    if dealing.hosts[seat] != Some(party) || places.state().view(None).round != 0 {
        return false;
    }
    let Some(truly) = known[0][usize::from(place)] else { return false };
    let Some(other) = Card::all().find(|c| !known[0].contains(&Some(*c))) else { return false };
    let open = Deal::new(GameId::ShapeUp, record.seed, 0, PLACES).open_deck();
    let point = |c: Card| CompressedRistretto(open[usize::from(c.0)].c2).decompress().unwrap();
    let Some(g) = dealing.rounds[0].given.iter_mut().find(|g| g.party == party && g.place == place) else {
        return false;
    };
    let share = CompressedRistretto(g.share).decompress().unwrap();
    g.share = (share + point(truly) - point(other)).compress().to_bytes();
    true
}

/// The game as it truly is: every place opened with every secret (an oracle no device
/// has); `None` once a device has cheated in a way the oracle's check names.
fn truth(record: &Record<ShapeUp>, dealing: &Dealing, secrets: &[(u8, Secret)]) -> Option<Record<ShapeUp>> {
    let known: Vec<[Option<Card>; PLACES]> = (0..dealing.rounds.len())
        .map(|r| {
            if dealing.rounds[r].shuffled.len() < secrets.len() {
                return Some([None; PLACES]);
            }
            let mut all = dealing.clone();
            all.rounds[r].reveals =
                secrets.iter().map(|(p, s)| (*p, tabula_rules::fair::dealing::round_secret(s, record, r))).collect();
            all.known(record, None).ok().map(|k| k[r])
        })
        .collect::<Option<_>>()?;
    Dealing::deal(record, &known).ok()
}

struct Ended {
    record: Record<ShapeUp>,
    dealing: Dealing,
    links: usize,
    /// The largest deal a link carried, in bytes (postcard).
    largest: usize,
}

fn play(setup: Setup, seed: u64, hosts: Vec<Option<u8>>, rng: &mut Rng, cheat: Cheat) -> Result<Ended, DealError> {
    let base = Match::<ShapeUp>::new(setup, seed).unwrap().record().clone();
    let mut dealing = Dealing::new(&base, hosts.clone())?;
    let parties = dealing.parties();
    let secrets: Vec<(u8, Secret)> = parties.iter().map(|&p| (p, secret(rng))).collect();
    let secret_of = |p: u8| secrets.iter().find(|(q, _)| *q == p).map(|(_, s)| *s).unwrap();
    let mut record = base;
    let mut holder = parties[0];
    let mut links = 0;
    let mut cheated = false;
    let mut largest = 0;
    loop {
        let own = secret_of(holder);
        // The device receives the link: it opens what it may and plays its seats.
        let mut known = dealing.known(&record, Some((holder, &own)))?;
        loop {
            let copy = Match::<ShapeUp>::replay(Dealing::deal(&record, &known)?).unwrap();
            check_sight(&record, &dealing, &known, holder, &secrets);
            let Turn::Seat(s) = copy.state().turn() else { break };
            if hosts[s].is_some_and(|h| h != holder) || !dealing.ready(&record, holder) {
                break;
            }
            record.actions.push(copy.state().random_action(rng).unwrap());
            known = dealing.known(&record, Some((holder, &own)))?;
        }
        dealing = dealing.act(&record, holder, &own)?;
        if cheat == Cheat::PlayOther && holder == parties[1] && !cheated {
            cheated = play_other(&record, &mut dealing, holder, &known);
        }
        if cheat != Cheat::PlayOther
            && holder == parties[1]
            && !cheated
            && dealing.rounds.first().is_some_and(|r| r.shuffled.len() == parties.len())
        {
            cheated = true;
            let r = &mut dealing.rounds[0];
            match cheat {
                Cheat::None | Cheat::PlayOther => {}
                Cheat::ForgeDeck => r.deck = forged_deck(&record, &r.key),
                Cheat::WrongShare => {
                    if let Some(g) = r.given.iter_mut().find(|g| g.party == holder) {
                        g.place = (g.place + 1) % PLACES as u8;
                    }
                }
            }
        }
        links += 1;
        largest = largest.max(postcard::to_allocvec(&dealing).unwrap().len());
        assert!(links < 200, "the links go round without end");
        match dealing.route(&record, holder)? {
            Some(p) => holder = p,
            None => break,
        }
    }
    // Every device knows every card: the game as it truly was.
    let real = Match::<ShapeUp>::replay(truth(&record, &dealing, &secrets).unwrap()).unwrap();
    assert!(real.state().view(None).over);
    for &(p, s) in &secrets {
        let known = dealing.known(&record, Some((p, &s)))?;
        assert!(known.iter().all(|k| k.iter().all(Option::is_some)));
        let copy = Match::<ShapeUp>::replay(Dealing::deal(&record, &known)?).unwrap();
        assert_eq!(copy.state().view(None), real.state().view(None));
    }
    Ok(Ended { record, dealing, links, largest })
}

/// What the device of `party` knows on `record`: no card of the current round that is
/// not laid and that none of its seats holds (but below); its seats' true cards; and
/// the true layout.
fn check_sight(
    record: &Record<ShapeUp>,
    dealing: &Dealing,
    known: &[[Option<Card>; PLACES]],
    party: u8,
    secrets: &[(u8, Secret)],
) {
    let places = by_place(record).unwrap();
    let view = places.state().view(None);
    if view.over {
        return;
    }
    let round = usize::from(view.round);
    let mut may: Vec<usize> = places.state().layout().iter().map(|c| usize::from(c.1 .0)).collect();
    for s in (0..dealing.hosts.len()).filter(|&s| dealing.hosts[s] == Some(party)) {
        may.extend(held(&places, s).into_iter().map(usize::from));
    }
    // The device that plays several seats in a row (its own, or a computer's, whose
    // cards are every device's) holds the other devices' shares of what they draw
    // until another device's seat is to play, the card its seat draws at the end of
    // its turn (the advanced game) included.
    let mut ahead = places.clone();
    for _ in 0..dealing.hosts.len() {
        for s in (0..dealing.hosts.len()).filter(|&s| dealing.hosts[s].is_none_or(|h| h == party)) {
            may.extend(held(&ahead, s).into_iter().map(usize::from));
        }
        let Turn::Seat(mover) = ahead.state().turn() else { break };
        let Some(a) = ahead.state().legal_actions().into_iter().next() else { break };
        if dealing.hosts[mover].is_some_and(|h| h != party) {
            break;
        }
        ahead.apply(a).unwrap();
        if usize::from(ahead.state().view(None).round) != round {
            break;
        }
    }
    if let Some(k) = known.get(round) {
        for (p, card) in k.iter().enumerate() {
            assert!(card.is_none() || may.contains(&p), "party {party} knows place {p} of round {round}");
        }
    }
    let Some(real) = truth(record, dealing, secrets) else { return };
    let real = Match::<ShapeUp>::replay(real).unwrap();
    let copy = Match::<ShapeUp>::replay(Dealing::deal(record, known).unwrap()).unwrap();
    assert_eq!(copy.state().layout(), real.state().layout());
    for s in (0..dealing.hosts.len()).filter(|&s| dealing.hosts[s] == Some(party)) {
        let (mine, real) = (copy.state().view(Some(s)), real.state().view(Some(s)));
        if known.get(round).is_some_and(|k| held(&places, s).iter().all(|&p| k[usize::from(p)].is_some())) {
            assert_eq!((mine.hand, mine.victory), (real.hand, real.victory), "seat {s} holds other cards");
        }
    }
}

#[test]
fn every_variant_deals_truly_and_shows_no_one_else_s_cards() {
    let mut rng = Rng::new(24, 1);
    let cases = [
        (2, false, 1, 0, vec![Some(0), Some(1)]),
        (2, false, 1, 1, vec![Some(0), Some(1)]),
        (3, false, 1, 0, vec![Some(0), Some(1), Some(2)]),
        (2, true, 2, 0, vec![Some(0), Some(1)]),
        (3, true, 1, 2, vec![Some(0), Some(1), Some(2)]),
        (3, false, 2, 1, vec![Some(0), Some(1), None]),
        (3, false, 4, 0, vec![Some(0), Some(1), Some(1)]),
    ];
    for (i, (seats, advanced, rounds, first, hosts)) in cases.into_iter().enumerate() {
        let setup = Setup { seats, advanced, rounds, first, ..Setup::default() };
        let ended = play(setup, 1000 + i as u64, hosts, &mut rng, Cheat::None).unwrap();
        let turns = ended.record.actions.len();
        println!("case {i}: {turns} turns, {} links, largest deal {} bytes", ended.links, ended.largest);
    }
}

#[test]
fn a_deck_sealed_by_one_device_is_named_when_its_round_ends() {
    let mut rng = Rng::new(24, 2);
    for seats in [2u8, 3] {
        let setup = Setup { seats, ..Setup::default() };
        let hosts = (0..seats).map(Some).collect();
        let err = play(setup, 7, hosts, &mut rng, Cheat::ForgeDeck).err();
        let named = err.as_ref().is_some_and(|e| e.to_string().contains("does not check"));
        assert!(named, "{err:?}");
    }
}

#[test]
fn a_wrong_share_is_named() {
    let mut rng = Rng::new(24, 3);
    let err = play(Setup::default(), 8, vec![Some(0), Some(1)], &mut rng, Cheat::WrongShare).err();
    assert!(err.is_some_and(|e| matches!(e, DealError::Round { round: 0, .. } | DealError::Place { round: 0, .. })));
}

/// Bytes from outside: a deal with any byte changed is refused or reads as another
/// deal, and never panics.
#[test]
fn changed_bytes_are_refused_never_panicked_on() {
    let mut rng = Rng::new(24, 4);
    let ended = play(Setup::default(), 9, vec![Some(0), Some(1)], &mut rng, Cheat::None).unwrap();
    let bytes = postcard::to_allocvec(&ended.dealing).unwrap();
    let mut refused = 0;
    for i in 0..200 {
        let mut b = bytes.clone();
        let at = rng.below(b.len());
        b[at] ^= 1 << (i % 8);
        let Ok(d) = postcard::from_bytes::<Dealing>(&b) else {
            refused += 1;
            continue;
        };
        // What a device does with a deal it holds never panics on one changed.
        let _ = (d.act(&ended.record, 0, &[7; 32]), d.route(&ended.record, 1), d.ready(&ended.record, 0));
        match d.known(&ended.record, None) {
            Err(_) => refused += 1,
            Ok(k) => assert!(d == ended.dealing || k.iter().flatten().all(Option::is_some)),
        }
    }
    assert!(refused > 150, "{refused} of 200 changed deals refused");
    let mut d = ended.dealing.clone();
    d.rounds[0].deck[3].c2[5] ^= 4;
    assert!(d.known(&ended.record, None).is_err());
}

/// A device that plays a card it did not draw (its share of the card opens another)
/// is named at once when that card is already known elsewhere, else when the round's
/// secrets are revealed.
#[test]
fn a_card_played_that_was_not_drawn_is_named() {
    let mut rng = Rng::new(24, 5);
    for (seats, advanced) in [(2u8, false), (3, false), (2, true)] {
        let setup = Setup { seats, advanced, ..Setup::default() };
        let hosts = (0..seats).map(Some).collect();
        let err = play(setup, 11, hosts, &mut rng, Cheat::PlayOther).err();
        assert!(matches!(err, Some(DealError::Round { round: 0, .. } | DealError::Place { round: 0, .. })), "{err:?}");
        println!("{err:?}");
    }
}
