//! Hidden decks in a game played by link (SUPER-POSE, each seat drawing from a deck of
//! its own), simulated with two or three devices on random games. Each device holds a
//! deck secret per seat it plays and commits to it in its first link after that
//! seat's first move. Checked:
//! - every link checks on the device it is for (with its secrets) and on a fresh
//!   device (with none), and both show the same public position; the fresh device
//!   knows no hidden deck (its copy keeps them as stand-ins); a fresh device with a
//!   secret of its own for the receiving seat shows the same cards, or is refused;
//! - no link names a card that a seat holds or has still to draw;
//! - a seat's hand does not change while the other devices play;
//! - the end check waits for every deck, then passes for honest play, and names a
//!   move of a device that played cards its true deck did not give;
//! - a revealed secret that is not the one committed to, or a commitment moved to
//!   another link, is refused; bytes of before hidden decks still read.

mod common;
use common::secret;

use tabula_rules::by_link::Arrival;
use tabula_rules::fair::{self, DeckSecret, Fair, FairError, Pending, Secret};
use tabula_rules::rng::Rng;
use tabula_rules::super_pose::{CardId, Setup, SuperPose};
use tabula_rules::{Game, Match, Seat, Turn};

type Sp = SuperPose;

struct Device {
    game: Option<Fair<Sp>>,
    pending: Vec<Pending>,
    decks: Vec<DeckSecret>,
    /// Its seats' hands when it last sent a link.
    hands: Vec<(Seat, Vec<CardId>)>,
}

struct Played {
    /// The game as the device where it ended holds it, over, before any reveal.
    end: Fair<Sp>,
    devices: Vec<Device>,
    over: bool,
}

/// What a link names: every card of its actions and of its explicit deals.
fn named(f: &Fair<Sp>) -> Vec<CardId> {
    let mut out: Vec<CardId> = f.record.actions.iter().map(|a| a.card()).collect();
    out.extend(f.record.setup.deals.iter().flatten().copied());
    out
}

/// Plays a random SUPER-POSE game by link, seat `s` on device `owner[s]`. A device
/// listed in `cheat` plays from the stand-in hand it sees when it ignores its own
/// secret (cards its true deck did not give), and commits to its true secret anyway.
fn play(seats: u8, seed: u64, owner: &[usize], rng: &mut Rng, cheat: Option<usize>) -> Played {
    let n = owner.iter().max().map_or(1, |d| d + 1);
    let mut dev: Vec<Device> = (0..n)
        .map(|d| Device {
            game: None,
            pending: Vec::new(),
            decks: (0..owner.len())
                .filter(|&s| owner[s] == d)
                .map(|s| DeckSecret { seat: s as u8, secret: secret(rng) })
                .collect(),
            hands: Vec::new(),
        })
        .collect();
    let start = Match::<Sp>::new(Setup::first_game(seats), seed).expect("deals");
    let mut d = owner[0];
    dev[d].game = Some(Fair::new(start.record().clone()));
    // Before its first link a device plays on the deck the links deal.
    let checked = fair::check_with(dev[d].game.as_ref().expect("held"), &dev[d].decks).expect("checks");
    assert_eq!(start.record(), checked.state.record());
    loop {
        let fair = dev[d].game.clone().expect("the device holds the game");
        let cheating = cheat == Some(d);
        let own: &[DeckSecret] = if cheating { &[] } else { &dev[d].decks };
        // The handshake: the first link, and a seat's first answer, carry no move.
        if !fair.playable() {
            let (from, to) = fair::answer_due(&fair).unwrap_or_else(|| {
                let first = owner.iter().position(|&o| o == d).expect("a seat here");
                (first, owner.iter().position(|&o| o != d).expect("a seat elsewhere"))
            });
            let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
            let (sent, pend) =
                fair::send_with(&fair, from, to, pending.as_ref(), secret(rng), own).expect("a handshake");
            dev[d].pending.retain(|p| p.seat != pend.seat);
            dev[d].pending.push(pend);
            dev[d].game = Some(sent.clone());
            d = owner[to];
            dev[d].game = Some(sent);
            continue;
        }
        let began = fair.record.actions.len();
        let mut m = fair::check_as(&fair, own, &dev[d].pending).expect("an honest game checks").state;
        for (s, hand) in dev[d].hands.iter().filter(|_| !cheating) {
            assert_eq!(&m.state().view(Some(*s)).hand, hand, "seat {s}'s hand changed while others played");
        }
        while let Turn::Seat(s) = m.state().turn() {
            if owner[s] != d {
                break;
            }
            let legal = m.state().legal_actions();
            m.apply(legal[rng.below(legal.len())].clone()).expect("legal");
        }
        let mut fair = fair;
        fair.record.actions = m.record().actions.clone();
        let Turn::Seat(to) = m.state().turn() else {
            // The end goes to another device: its link reveals the last stretch's key.
            let from = usize::from(fair.ledger.last().expect("a link came").to);
            let to = owner.iter().position(|&o| o != d).expect("a seat elsewhere");
            let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
            let (end, _) = fair::send_with(&fair, from, to, pending.as_ref(), secret(rng), own).expect("the end link");
            let end = Fair { deck_reveals: Vec::new(), ..end };
            return Played { end, devices: dev, over: true };
        };
        if fair.record.actions.len() > 200 {
            fair.record.actions.truncate(began);
            return Played { end: fair, devices: dev, over: false };
        }
        let from = fair.ledger.last().map_or(owner[..].iter().position(|&o| o == d).expect("a seat"), |h| h.to.into());
        let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
        let fresh = secret(rng);
        let (sent, pend) = if cheating {
            // Its own check would fail on its true deck: it commits by hand.
            let (mut out, p) = fair::send(&fair, from, to, pending.as_ref(), fresh).expect("checks as others see it");
            let handover = (out.ledger.len() - 1) as u32;
            for o in &dev[d].decks {
                if !out.decks.iter().any(|c| c.seat == o.seat) {
                    let commit = fair::commit_deck(&o.secret);
                    out.decks.push(fair::DeckCommit { seat: o.seat, handover, commit });
                }
            }
            (out, p)
        } else {
            fair::send_with(&fair, from, to, pending.as_ref(), fresh, &dev[d].decks).expect("an honest link checks")
        };
        dev[d].pending.retain(|p| p.seat != pend.seat);
        dev[d].pending.push(pend);
        let seats_of_d: Vec<Seat> = (0..owner.len()).filter(|&s| owner[s] == d).collect();
        dev[d].hands = seats_of_d.iter().map(|&s| (s, m.state().view(Some(s)).hand)).collect();
        dev[d].game = Some(sent.clone());
        let bytes = fair::to_bytes(&sent);
        let e = owner[to];
        let theirs: Fair<Sp> = fair::from_bytes(&bytes).expect("reads");
        // No card a seat holds or has to draw is named by the link.
        let public = fair::check(&theirs).expect("checks on a fresh device").state;
        for s in 0..owner.len() {
            let truth = fair::check_with(&theirs, &dev[owner[s]].decks).map(|c| c.state);
            let Ok(truth) = truth else { continue };
            let hidden = truth.state().view(Some(s)).hand;
            assert!(named(&theirs).iter().all(|c| !hidden.contains(c)), "a card in hand named by a link");
        }
        // The fresh device knows no deck committed to and answered by a later link; it
        // agrees with the receiver on everything public.
        for c in theirs.decks.iter().filter(|c| (c.handover as usize) + 1 < theirs.ledger.len()) {
            assert!(public.record().setup.deals.get(usize::from(c.seat)).is_some_and(Vec::is_empty));
        }
        let own_e: &[DeckSecret] = if cheat == Some(e) { &[] } else { &dev[e].decks };
        let mine = fair::check_with(&theirs, own_e).expect("a link of honest play checks").state;
        assert_eq!(format!("{:?}", mine.state().view(None)), format!("{:?}", public.state().view(None)));
        assert!(matches!(fair::arrival(dev[e].game.as_ref(), &theirs), Arrival::New | Arrival::Newer));
        // Opened on a fresh device with a secret of its own for the seat: the same
        // cards while the seat's deck is dealt by the links, else refused (the seat's
        // cards are on its own device), never other cards.
        let stranger = [DeckSecret { seat: to as u8, secret: secret(rng) }];
        match fair::check_with(&theirs, &stranger) {
            Ok(c) => assert_eq!(c.state.state().view(Some(to)).hand, mine.state().view(Some(to)).hand),
            Err(FairError::OtherDevice { seat }) => assert_eq!(seat, to),
            Err(e) => panic!("a fresh device: {e}"),
        }
        dev[e].game = Some(theirs);
        d = e;
    }
}

/// The end: each device in turn reveals its decks and passes the game on; returns the
/// game with every deck revealed. Before the last reveal the end check waits.
fn reveal_all(played: &Played) -> Fair<Sp> {
    let mut f = played.end.clone();
    for (i, dev) in played.devices.iter().enumerate() {
        let all =
            played.devices.iter().all(|x| x.decks.iter().all(|o| f.deck_reveals.iter().any(|r| r.seat == o.seat)));
        if !all && !f.decks.is_empty() {
            assert!(matches!(fair::end_check(&f), Err(FairError::Unrevealed { .. })), "device {i}");
        }
        let next = fair::reveal_decks(&f, &dev.decks);
        assert!(matches!(fair::arrival(Some(&f), &next), Arrival::Same | Arrival::Newer));
        f = next;
    }
    f
}

fn owners(seats: usize, devices: usize) -> Vec<usize> {
    (0..seats).map(|s| s % devices).collect()
}

#[test]
fn hidden_decks_hold_over_random_games() {
    let mut rng = Rng::new(0x41DE, 1);
    let mut ended = 0;
    for g in 0..6u64 {
        let seats = 2 + (g % 3) as u8;
        let devices = if seats == 3 && g % 2 == 1 { 3 } else { 2 };
        let owner = owners(usize::from(seats), devices);
        let played = play(seats, rng.next_u64(), &owner, &mut rng, None);
        if !played.over {
            continue;
        }
        ended += 1;
        assert_eq!(played.end.decks.len(), usize::from(seats), "every seat's deck committed");
        let f = reveal_all(&played);
        assert_eq!(fair::end_check(&f), Ok(()));
        for dev in &played.devices {
            assert_eq!(fair::end_check_with(&f, &dev.decks), Ok(()));
        }
        // A revealed secret changed, or a commitment moved to another link: refused.
        let mut bad = f.clone();
        bad.deck_reveals[0].secret[3] ^= 1;
        assert!(matches!(fair::end_check(&bad), Err(FairError::Deck { .. })));
        let mut moved = f.clone();
        let last = moved.ledger.len() as u32 - 1;
        moved.decks[0].handover = if moved.decks[0].handover == last { 0 } else { last };
        assert!(fair::end_check(&moved).is_err());
        // Bytes of before hidden decks (no trailing lists) still read.
        let mut old = fair::to_bytes_before(&Fair { decks: Vec::new(), deck_reveals: Vec::new(), ..f.clone() });
        old.truncate(old.len() - 2);
        let read = fair::from_bytes::<Sp>(&old).expect("reads");
        assert_eq!(read.ledger, f.ledger);
        assert!(read.decks.is_empty());
    }
    assert!(ended >= 4, "{ended} games ended");
}

/// A device that plays cards its true deck did not give is accepted while the game
/// runs (nobody else can know), and named at the end once its deck is revealed.
#[test]
fn the_end_check_names_cards_the_true_deck_did_not_give() {
    let mut rng = Rng::new(0xC4EA7, 2);
    let mut caught = 0;
    for _ in 0..8 {
        let played = play(2, rng.next_u64(), &[0, 1], &mut rng, Some(1));
        if !played.over {
            continue;
        }
        let f = reveal_all(&played);
        match fair::end_check(&f) {
            Err(FairError::Move { index, .. }) => {
                // The named move is seat 1's (seats alternate, seat 0 first).
                let mut record = f.record.clone();
                record.actions.truncate(index);
                record.setup.deals = vec![Vec::new(); 2];
                let m = Match::<Sp>::replay(record).expect("replays, trusting both hands");
                assert_eq!(m.state().turn(), Turn::Seat(1));
                caught += 1;
            }
            // It happened to lay only cards its true deck gave.
            Ok(()) => {}
            Err(other) => panic!("a cheat refused for another reason: {other}"),
        }
    }
    assert!(caught >= 4, "{caught} of 8");
}

/// With three devices the device where the game ends sends the end to both others;
/// each reveals its decks to it on the copy it got, and it merges both.
#[test]
fn three_devices_reveal_their_decks_to_the_one_where_the_game_ended() {
    let mut rng = Rng::new(0x3D, 3);
    let owner = [0, 1, 2];
    let played =
        (0..10).map(|_| play(3, rng.next_u64(), &owner, &mut rng, None)).find(|p| p.over).expect("a game ends");
    let last = played.end.ledger.last().expect("links were sent");
    let from = usize::from(last.to);
    let e = &played.devices[owner[from]];
    let pending = e.pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
    let others: Vec<Seat> = (0..3).filter(|&s| s != from).collect();
    let (a, p) = fair::send_with(&played.end, from, others[0], pending.as_ref(), secret(&mut rng), &e.decks)
        .expect("the end to the first");
    let (b, _) = fair::send_with(&a, from, others[1], Some(&p.secret), secret(&mut rng), &e.decks)
        .expect("the end to the second");
    assert!(matches!(fair::end_check(&b), Err(FairError::Unrevealed { .. })));
    let ra = fair::reveal_decks(&a, &played.devices[owner[others[0]]].decks);
    let rb = fair::reveal_decks(&b, &played.devices[owner[others[1]]].decks);
    assert_eq!(fair::arrival(Some(&b), &ra), Arrival::Forked);
    let m1 = fair::merge(&b, &ra).expect("merges");
    assert!(matches!(fair::end_check(&m1), Err(FairError::Unrevealed { .. })));
    let m2 = fair::merge(&m1, &rb).expect("merges");
    assert_eq!(fair::end_check(&m2), Ok(()));
    // A copy that differs in a move does not merge.
    let mut other = ra.clone();
    other.record.actions.pop();
    assert!(fair::merge(&b, &other).is_none());
}

/// A game by link begun before hidden decks: a device that opens it with a deck
/// secret for a seat that has moved already keeps that seat's dealt deck, and commits
/// to nothing.
#[test]
fn a_game_begun_before_hidden_decks_goes_on_with_dealt_decks() {
    let base = Match::<Sp>::new(Setup::first_game(2), 5).expect("deals");
    let mut f = Fair { version: 1, ..Fair::new(base.record().clone()) };
    let mut pending: [Option<Secret>; 2] = [None, None];
    let mut me = 0;
    let mut rng = Rng::new(5, 5);
    for _ in 0..4 {
        let mut m = fair::check(&f).expect("checks").state;
        while m.state().turn() == Turn::Seat(me) {
            let a = m.state().legal_actions()[0].clone();
            m.apply(a).expect("legal");
        }
        f.record.actions = m.record().actions.clone();
        let (out, p) = fair::send(&f, me, 1 - me, pending[me].as_ref(), secret(&mut rng)).expect("sends");
        (f, pending[me]) = (out, Some(p.secret));
        me = 1 - me;
    }
    let own = vec![DeckSecret { seat: me as u8, secret: secret(&mut rng) }];
    let with = fair::check_with(&f, &own).expect("checks with a deck secret");
    let without = fair::check(&f).expect("checks");
    assert_eq!(with.state.record(), without.state.record(), "the seat keeps its dealt deck");
    let mut m = with.state;
    let a = m.state().legal_actions()[0].clone();
    m.apply(a).expect("legal");
    f.record.actions = m.record().actions.clone();
    let (out, _) = fair::send_with(&f, me, 1 - me, pending[me].as_ref(), secret(&mut rng), &own).expect("sends");
    assert!(out.decks.is_empty(), "no deck committed");
}

#[test]
fn a_deck_commitment_is_apart_from_a_link_commitment() {
    // The same secret committed as a deck and as a link's secret gives two hashes, so
    // one can never stand for the other.
    assert_ne!(fair::commit_deck(&[7; 32]), fair::commit(&[7; 32]));
    assert_eq!(fair::commit_deck(&[7; 32]), fair::commit_deck(&[7; 32]));
}
