//! Fair play by link, protocol 2, against a sly player (issue 44): simulated devices
//! play POW and Combo 4x4 by link, and
//! - an adversary holding every link ever sent, with fresh secrets of its own,
//!   predicts the receiver's next roll no better than chance (the figures are printed);
//! - the sender cannot compute the receiver's rolls, and two lines of play give the
//!   receiver the same seed: its choice cannot aim them;
//! - a second device answering for a seat is named, and a game where one played is
//!   refused by the end check;
//! - a fork is found and named by its move, and either version goes on;
//! - the sender's save holds none of the receiver's next draws.

mod common;
use common::secret;

use tabula_rules::by_link::Arrival;
use tabula_rules::combo4x4::{Card, Combo4x4};
use tabula_rules::fair::{self, seed, Fair, FairError, Pending};
use tabula_rules::pow::{Action, Pow};
use tabula_rules::registry::Describe;
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

/// One device: its copy of the game and its chains.
#[derive(Clone)]
struct Device<G: Game> {
    game: Option<Fair<G>>,
    tops: Vec<Pending>,
}

impl<G: Game> Device<G> {
    fn new() -> Self {
        Device { game: None, tops: Vec::new() }
    }

    fn top(&self, seat: usize) -> Option<fair::Secret> {
        self.tops.iter().find(|p| usize::from(p.seat) == seat).map(|p| p.secret)
    }

    /// Sends the link from `from` to `to` on the game as played `played`.
    fn send(&mut self, played: &Fair<G>, from: usize, to: usize, rng: &mut Rng) -> Fair<G> {
        let (out, p) = fair::send(played, from, to, self.top(from).as_ref(), secret(rng)).expect("an honest link");
        self.tops.retain(|t| t.seat != p.seat);
        self.tops.push(p);
        self.game = Some(out.clone());
        out
    }
}

/// A two-seat game by link, one seat a device, through its handshake: device 0 invites
/// and device 1 answers. Returns both devices, device 0 holding the game.
fn begin<G: Game>(setup: G::Setup, seed: u64, rng: &mut Rng) -> [Device<G>; 2] {
    let mut dev: [Device<G>; 2] = [Device::new(), Device::new()];
    let start = Fair::new(Match::<G>::new(setup, seed).expect("deals").record().clone());
    assert!(!start.playable(), "nothing is played before the first link");
    let invite = dev[0].send(&start, 0, 1, rng);
    assert_eq!(fair::answer_due(&invite), Some((1, 0)));
    dev[1].game = Some(invite.clone());
    let answer = dev[1].send(&invite, 1, 0, rng);
    assert!(answer.playable());
    dev[0].game = Some(answer);
    dev
}

/// Plays `me`'s stretch at random on its device: the game as played, not yet sent.
fn play_stretch<G: Game>(d: &Device<G>, me: usize, rng: &mut Rng) -> Fair<G> {
    let f = d.game.clone().expect("held");
    let checked = fair::check_as(&f, &[], &d.tops).expect("checks where it is played");
    assert!(checked.known, "the device knows the stretch it plays");
    let mut m = checked.state;
    while m.state().turn() != Turn::Over && fair::seat_to_act(&m) == Some(me) {
        if !m.resolve_chance() {
            let legal = m.state().legal_actions();
            m.apply(legal[rng.below(legal.len())].clone()).expect("legal");
        }
    }
    Fair { record: tabula_rules::Record { actions: m.record().actions.clone(), ..f.record.clone() }, ..f }
}

/// The first die of the next roll in `m`, if a roll is next.
fn first_die(m: &Match<Pow>) -> Option<String> {
    match m.chance_outcome() {
        Some(Action::Roll(faces)) => faces.first().map(|f| format!("{f:?}")),
        _ => None,
    }
}

#[test]
fn nobody_but_the_roller_foresees_a_roll() {
    let mut rng = Rng::new(0x5EC2E7, 44);
    let (mut turns, mut adversary, mut old_way, mut baseline) = (0usize, 0usize, 0usize, 0usize);
    let mut previous: Option<String> = None;
    for g in 0..400u64 {
        let mut dev = begin::<Pow>(tabula_rules::pow::Setup::new(2), 1000 + g, &mut rng);
        let mut me = 0;
        while turns < 1200 {
            let played = play_stretch(&dev[me], me, &mut rng);
            let over = fair::check_as(&played, &[], &dev[me].tops).expect("checks").state.state().turn() == Turn::Over;
            if over {
                break;
            }
            let sent = dev[me].send(&played, me, 1 - me, &mut rng);
            let other = 1 - me;
            let truth = fair::check_as(&sent, &[], &dev[other].tops).expect("checks where it goes");
            let Some(roll) = first_die(&truth.state) else {
                dev[other].game = Some(sent);
                me = other;
                continue;
            };
            turns += 1;
            // The adversary holds every link, and a secret of its own for the seat.
            let stranger = [Pending { seat: other as u8, secret: secret(&mut rng) }];
            let seen = fair::check_as(&sent, &[], &stranger).expect("checks anywhere");
            assert!(!seen.known, "a stranger knows the receiver's stretch");
            adversary += usize::from(first_die(&seen.state).as_ref() == Some(&roll));
            // What foretold it before protocol 2: the seed from the link alone.
            let k = sent.ledger.len() - 1;
            let h = &sent.ledger[k];
            let last = sent.ledger[..k].iter().rev().find(|p| p.from == h.to).map(|p| p.commit);
            let v1 = fair::stretch_seed(&sent.record, k, h.reveal.as_ref(), last.as_ref());
            let mut before = Match::<Pow>::replay(sent.record.clone()).expect("replays");
            before = Match::replay(Pow::redeal_unseen(before.record(), v1).expect("redeals")).expect("replays");
            old_way += usize::from(first_die(&before).as_ref() == Some(&roll));
            // The sender itself cannot compute it either.
            assert!(!fair::check_as(&sent, &[], &dev[me].tops).expect("checks").known);
            baseline += usize::from(previous.as_ref() == Some(&roll));
            previous = Some(roll);
            dev[other].game = Some(sent);
            me = other;
        }
        if turns >= 1200 {
            break;
        }
    }
    let rate = |n: usize| n as f64 / turns as f64;
    println!(
        "{turns} rolls: the adversary's guess of the first die right {:.3}, an unrelated roll's {:.3}, the link-only seed's {:.3}",
        rate(adversary),
        rate(baseline),
        rate(old_way)
    );
    assert!(turns >= 1000, "{turns} turns");
    assert!(rate(adversary) <= rate(baseline) + 0.05, "the adversary does better than chance");
    assert!(rate(old_way) <= rate(baseline) + 0.05, "the link alone foretells the roll");
}

#[test]
fn the_senders_choice_of_play_cannot_aim_the_receivers_rolls() {
    let mut rng = Rng::new(0xA1, 44);
    for g in 0..20u64 {
        let mut dev = begin::<Pow>(tabula_rules::pow::Setup::new(2), 77 + g, &mut rng);
        // Two lines of play from one position: each sent from the same chain.
        let a = play_stretch(&dev[0], 0, &mut rng);
        let b = play_stretch(&dev[0], 0, &mut rng);
        let saved = dev[0].clone();
        let sent_a = dev[0].send(&a, 0, 1, &mut rng);
        dev[0] = saved;
        let sent_b = dev[0].send(&b, 0, 1, &mut rng);
        let k = sent_a.ledger.len() - 1;
        let key = |f: &Fair<Pow>| seed::receiver_key(f, k, &dev[1].tops).expect("the receiver's device knows it");
        assert_eq!(key(&sent_a), key(&sent_b));
        let s = |f: &Fair<Pow>| seed::chance_seed(&f.record, k, &key(f), &f.ledger[k].commit);
        assert_eq!(s(&sent_a), s(&sent_b), "the moves do not enter the receiver's seed");
        // And the sender's device has no way to it.
        assert_eq!(seed::receiver_key(&sent_a, k, &dev[0].tops), None);
    }
}

#[test]
fn a_second_device_answering_for_a_seat_is_named_and_refused() {
    let mut rng = Rng::new(0x2D, 44);
    let start = Fair::new(Match::<Pow>::new(tabula_rules::pow::Setup::new(2), 5).expect("deals").record().clone());
    let mut ann = Device::new();
    let invite = ann.send(&start, 0, 1, &mut rng);
    // Bob answers, and so does a second profile that opened the same link.
    let (mut bob, mut other) = (Device::new(), Device::new());
    let from_bob = bob.send(&invite, 1, 0, &mut rng);
    let from_other = other.send(&invite, 1, 0, &mut rng);
    // Ann took Bob's: the other answer is named as another device's.
    let p = fair::parting(&from_bob, &from_other).expect("they part");
    assert_eq!((p.seat, p.two_devices), (1, true));
    assert_eq!(fair::arrival(Some(&from_bob), &from_other), Arrival::Forked);
    ann.game = Some(from_bob.clone());
    // Ann plays and sends; the second profile cannot play Bob's seat on from there.
    let played = play_stretch(&ann, 0, &mut rng);
    let sent = ann.send(&played, 0, 1, &mut rng);
    assert!(matches!(fair::send(&sent, 1, 0, other.top(1).as_ref(), secret(&mut rng)), Err(FairError::NoSecret)));
    // A link made by hand in Bob's name, with the other profile's chain, is named.
    let mut forged = sent.clone();
    let next = fair::chain::next(&other.top(1).expect("a top"), &fair::chain::anchor(&other.top(1).expect("a top")));
    forged.ledger.push(fair::Handover {
        at: sent.record.actions.len() as u32,
        from: 1,
        to: 0,
        commit: [9; 32],
        reveal: next,
    });
    assert!(matches!(fair::check(&forged), Err(FairError::SeatElsewhere { seat: 1, .. })));
    assert!(fair::end_check(&forged).is_err());
    // Bob's own link goes on.
    bob.game = Some(sent.clone());
    let played = play_stretch(&bob, 1, &mut rng);
    let back = bob.send(&played, 1, 0, &mut rng);
    assert_eq!(fair::arrival(Some(&sent), &back), Arrival::Newer);
}

#[test]
fn a_fork_is_named_by_its_move_and_either_version_goes_on() {
    let mut rng = Rng::new(0xF0, 44);
    let mut found = 0;
    for g in 0..12u64 {
        let mut dev = begin::<Pow>(tabula_rules::pow::Setup::new(2), 300 + g, &mut rng);
        let at = dev[0].game.as_ref().expect("held").record.actions.len();
        // Ann sends one line, takes it back and sends another from the same chain.
        let (a, b) = (play_stretch(&dev[0], 0, &mut rng), play_stretch(&dev[0], 0, &mut rng));
        if a.record.actions == b.record.actions {
            continue;
        }
        let saved = dev[0].clone();
        let first = dev[0].send(&a, 0, 1, &mut rng);
        dev[0] = saved;
        let second = dev[0].send(&b, 0, 1, &mut rng);
        let differs = a.record.actions.iter().zip(&b.record.actions).take_while(|(x, y)| x == y).count();
        assert!(differs >= at);
        dev[1].game = Some(first.clone());
        assert_eq!(fair::arrival(Some(&first), &second), Arrival::Forked);
        let p = fair::parting(&first, &second).expect("they part");
        assert_eq!((p.moves, p.seat, p.two_devices), (differs, 0, false));
        // Either version goes on: Bob plays from each.
        for version in [&first, &second] {
            let mut bob = dev[1].clone();
            bob.game = Some(version.clone());
            let played = play_stretch(&bob, 1, &mut rng);
            if fair::check_as(&played, &[], &bob.tops).expect("checks").state.state().turn() == Turn::Over {
                continue;
            }
            let back = bob.send(&played, 1, 0, &mut rng);
            assert_eq!(fair::arrival(Some(version), &back), Arrival::Newer);
            fair::check_as(&back, &[], &dev[0].tops).expect("Ann's device checks it");
        }
        found += 1;
    }
    assert!(found >= 6, "{found} forks");
}

/// The next `n` cards of the Combo 4x4 deck in `m`, as the record's deck orders write
/// them (top card first).
fn next_cards(m: &Match<Combo4x4>, n: usize) -> Vec<u8> {
    let cards: Vec<Card> = m.state().deck().iter().rev().take(n).copied().collect();
    cards.iter().flat_map(|c| postcard::to_allocvec(c).expect("writes")).collect()
}

#[test]
fn the_senders_save_holds_none_of_the_receivers_next_draws() {
    let mut rng = Rng::new(0xDEC, 44);
    let mut looked = 0;
    for g in 0..10u64 {
        let mut dev = begin::<Combo4x4>(Combo4x4::default_setup(2).expect("setup"), 500 + g, &mut rng);
        let mut me = 0;
        for _ in 0..6 {
            let played = play_stretch(&dev[me], me, &mut rng);
            let sender_view = fair::check_as(&played, &[], &dev[me].tops).expect("checks").state;
            if sender_view.state().turn() == Turn::Over {
                break;
            }
            let sent = dev[me].send(&played, me, 1 - me, &mut rng);
            // What the sender's device saves: its game by link and the position it shows.
            let shown = fair::check_as(&sent, &[], &dev[me].tops).expect("checks").state;
            let save = [fair::to_bytes(&sent), tabula_rules::link::to_bytes(shown.record())].concat();
            let truth = fair::check_as(&sent, &[], &dev[1 - me].tops).expect("checks").state;
            let next = next_cards(&truth, 8);
            if next.len() == 8 {
                looked += 1;
                assert!(!save.windows(8).any(|w| w == next.as_slice()), "the sender's save holds the next draws");
                // Under protocol 1 it did (the bug this test guards against).
                let old = Fair { version: 1, ..sent.clone() };
                let v1 = fair::check(&old).map(|c| c.state);
                if let Ok(v1) = v1 {
                    assert_eq!(next_cards(&v1, 8).len(), 8);
                }
            }
            dev[1 - me].game = Some(sent);
            me = 1 - me;
        }
    }
    assert!(looked >= 20, "{looked}");
}
