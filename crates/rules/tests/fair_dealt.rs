//! Shape Up! played by link with the deal made by the devices (`Fair::dealt`,
//! `fair::dealing`), as the worker plays it: each link checked, encoded and decoded;
//! simulated with two and three devices on random games. Checked:
//! - the setup device cannot play before the other devices have shuffled and sent its
//!   cards; each link goes where the deal needs it (`send_with` picks it);
//! - every link checks on the device it is for and on a fresh device, and both show
//!   the same public game; a fresh device knows no card that is not in the layout;
//! - the end check waits for every device's secrets, then passes on every device;
//! - a changed byte of a link is refused (or reads as another game), never panics.

mod common;
use common::secret;

use tabula_rules::by_link::Arrival;
use tabula_rules::fair::{self, DeckSecret, Fair, FairError, Pending};
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::places::{by_place, PLACES};
use tabula_rules::shape_up::{Setup, ShapeUp};
use tabula_rules::{Game, Match, Turn};

struct Device {
    game: Option<Fair<ShapeUp>>,
    pending: Option<Pending>,
    own: Vec<DeckSecret>,
}

/// Plays a random game by link, seat `s` on device `owner[s]` (the device is named
/// by its first seat); returns the end as each device holds it, and the links sent.
fn play(setup: Setup, seed: u64, owner: &[u8], rng: &mut Rng) -> (Vec<Device>, usize, usize) {
    let devices = usize::from(*owner.iter().max().unwrap()) + 1;
    let party = |d: usize| owner.iter().position(|&o| usize::from(o) == d).unwrap() as u8;
    let mut dev: Vec<Device> = (0..devices)
        .map(|d| Device { game: None, pending: None, own: vec![DeckSecret { seat: party(d), secret: secret(rng) }] })
        .collect();
    let start = Match::<ShapeUp>::new(setup, seed).unwrap();
    let hosts = owner.iter().map(|&o| Some(party(usize::from(o)))).collect();
    dev[0].game = Some(Fair::dealt(start.record().clone(), hosts).unwrap());
    let mut d = 0;
    let mut links = 0;
    let mut longest = 0;
    assert!(!fair::ready(dev[0].game.as_ref().unwrap(), &dev[0].own), "the setup device waits for the deal");
    loop {
        let f = dev[d].game.clone().unwrap();
        let mut m = fair::check_with(&f, &dev[d].own).expect("an honest game checks").state;
        let mut played = f.clone();
        while let Turn::Seat(s) = m.state().turn() {
            if usize::from(owner[s]) != d || !fair::ready(&played, &dev[d].own) {
                break;
            }
            let legal = m.state().legal_actions();
            m.apply(legal[rng.below(legal.len())]).unwrap();
            played.record.actions = m.record().actions.clone();
            m = fair::check_with(&played, &dev[d].own).expect("a move played here checks").state;
        }
        let over = m.state().turn() == Turn::Over;
        let from = f.ledger.last().map_or(party(d), |h| h.to).into();
        let pending = dev[d].pending.as_ref().map(|p| p.secret);
        let sent = fair::send_with(&played, from, 0, pending.as_ref(), secret(rng), &dev[d].own);
        let (sent, pend) = sent.expect("an honest link checks");
        dev[d].pending = Some(pend);
        dev[d].game = Some(sent.clone());
        links += 1;
        assert!(links < 200, "the links go round without end");
        // The link as it travels.
        let payload = fair::encode(&sent);
        longest = longest.max(payload.len());
        let theirs: Fair<ShapeUp> = fair::decode(&payload).unwrap();
        assert_eq!(theirs, sent);
        let to = usize::from(owner[usize::from(sent.ledger.last().unwrap().to)]);
        assert_ne!(to, d, "a link to the device that made it");
        let fresh = fair::check(&theirs).expect("checks on a fresh device").state;
        let mine = fair::check_with(&theirs, &dev[to].own).expect("checks where it goes").state;
        assert_eq!(fresh.state().view(None).layout, mine.state().view(None).layout);
        // A fresh device knows the cards laid and nothing else of the current round.
        let places = by_place(&theirs.record).unwrap();
        let round = usize::from(places.state().view(None).round);
        let known = theirs.dealing().unwrap().unwrap().known(&theirs.record, None).unwrap();
        if let Some(k) = known.get(round).filter(|_| !places.state().view(None).over) {
            let laid: Vec<usize> = places.state().layout().iter().map(|c| usize::from(c.1 .0)).collect();
            assert!((0..PLACES).all(|p| k[p].is_none() || laid.contains(&p)), "a fresh device sees a card");
        }
        assert!(matches!(fair::arrival(dev[to].game.as_ref(), &theirs), Arrival::New | Arrival::Newer));
        dev[to].game = Some(theirs);
        if over {
            println!("longest payload {longest} characters");
            return (dev, links, to);
        }
        d = to;
    }
}

/// The end: the device it came to, and every device its answer comes to, answers each
/// other device with its secrets (a link with no handover), as `Table::reveal_due`
/// does. Until then the end check waits.
fn reveal_all(dev: &mut [Device], first: usize) {
    let mut queue = vec![first];
    let mut answered = vec![false; dev.len()];
    while let Some(e) = queue.pop() {
        if std::mem::replace(&mut answered[e], true) {
            continue;
        }
        let end = dev[e].game.clone().unwrap();
        let answer = fair::reveal_decks(&end, &dev[e].own);
        dev[e].game = Some(answer.clone());
        for o in (0..dev.len()).filter(|&o| o != e) {
            let ours = dev[o].game.clone().unwrap();
            let merged = match fair::arrival(Some(&ours), &answer) {
                Arrival::Newer => answer.clone(),
                _ => fair::merge(&ours, &answer).expect("copies of one end merge"),
            };
            dev[o].game = Some(merged);
            queue.push(o);
        }
    }
}

#[test]
fn shape_up_by_link_deals_on_the_devices() {
    let mut rng = Rng::new(0xDEA1, 1);
    for (i, (seats, advanced, rounds, first, owner)) in [
        (2u8, false, 1u8, 0u8, vec![0u8, 1]),
        (2, false, 1, 1, vec![0, 1]),
        (3, false, 1, 0, vec![0, 1, 2]),
        (2, true, 2, 0, vec![0, 1]),
    ]
    .into_iter()
    .enumerate()
    {
        let setup = Setup { seats, advanced, rounds, first, ..Setup::default() };
        let (mut dev, links, last) = play(setup, 500 + i as u64, &owner, &mut rng);
        let turns = dev[last].game.as_ref().unwrap().record.actions.len();
        println!("case {i}: {turns} turns, {links} links");
        if dev.len() > 2 {
            let waits = fair::end_check_with(dev[last].game.as_ref().unwrap(), &dev[last].own);
            assert!(matches!(waits, Err(FairError::Unrevealed { .. })), "{waits:?}");
        }
        reveal_all(&mut dev, last);
        for d in &dev {
            let end = d.game.as_ref().unwrap();
            assert_eq!(fair::end_check_with(end, &d.own), Ok(()));
            assert_eq!(fair::end_check(end), Ok(()));
        }
    }
}

#[test]
fn damaged_links_are_refused_not_panicked_on() {
    let mut rng = Rng::new(0xDEA1, 2);
    let (dev, _, last) = play(Setup::default(), 77, &[0, 1], &mut rng);
    let end = dev[last].game.clone().unwrap();
    // The devices deal: no seed deals anything, so a link commits to nothing.
    assert!(end.ledger.iter().all(|h| h.commit == fair::BARE && h.reveal.is_none()));
    let bytes = fair::to_bytes(&end);
    let mut refused = 0;
    for i in 0..300 {
        let mut b = bytes.clone();
        let at = rng.below(b.len());
        b[at] ^= 1 << (i % 8);
        let Ok(f) = fair::from_bytes::<ShapeUp>(&b) else {
            refused += 1;
            continue;
        };
        refused += usize::from(fair::check_with(&f, &dev[0].own).is_err() || fair::end_check(&f).is_err());
    }
    assert!(refused > 250, "{refused} of 300 damaged links refused");
    // Bytes of before chains (each handover whole) read as they were, and those of
    // before the deal as a game without one.
    let b = fair::to_bytes_before(&end);
    assert_eq!(fair::from_bytes::<ShapeUp>(&b).as_ref(), Ok(&Fair { version: 1, ..end.clone() }));
    assert!(bytes.len() < b.len(), "today's bytes are the shorter");
    let mut old = Fair::<ShapeUp>::new(end.record.clone());
    (old.ledger, old.version) = (end.ledger.clone(), 1);
    let b = fair::to_bytes_before(&old);
    assert_eq!(fair::from_bytes::<ShapeUp>(&b[..b.len() - 1]), Ok(old));
    // A later format's bytes say a newer version made them.
    let mut later = bytes.clone();
    later[0] += 1;
    assert_eq!(fair::from_bytes::<ShapeUp>(&later), Err(FairError::NewerVersion));
}

/// A device that plays a card it did not draw gives a share of it that opens another
/// card, or none: the check names that move (here on the game's end, where every
/// share is also checked against its revealed secret).
#[test]
fn a_false_share_is_named_by_its_move() {
    let mut rng = Rng::new(0xDEA1, 3);
    let (dev, _, last) = play(Setup::default(), 91, &[0, 1], &mut rng);
    let end = dev[last].game.clone().unwrap();
    // Cut the game at the link after the third move, and change the share its sender
    // gave of the card that move laid.
    let k = end.ledger.iter().position(|h| h.at == 3).unwrap();
    let mut cut = end.clone();
    cut.ledger.truncate(k + 1);
    cut.record.actions.truncate(3);
    let mut deal = end.dealing().unwrap().unwrap();
    let places = tabula_rules::shape_up::places::by_place(&cut.record).unwrap();
    let laid = places.reports().last().unwrap().report.card.0;
    let from = end.ledger[k].from;
    // Only the shares given by then: those of places laid by the third move, or held.
    let g = deal.rounds[0].given.iter_mut().find(|g| g.party == from && g.place == laid).unwrap();
    g.share[0] ^= 2;
    let mut forged = cut.clone();
    forged.deal = Some(postcard::to_allocvec(&deal).unwrap());
    let receiver = dev.iter().find(|d| d.own[0].seat != from).unwrap();
    match fair::check_with(&forged, &receiver.own) {
        Err(FairError::Move { index, reason, .. }) => {
            assert_eq!(index, 2, "{reason}");
        }
        other => panic!("{other:?}"),
    }
}
