//! Shape Up! dealt by devices none of which knows the order (`fair::poker`,
//! `shape_up::places`), simulated with two and three devices on random games of every
//! variant. Each round, every device shuffles the sealed pack in turn; then, just in
//! time, the other devices give their shares of each place a seat comes to hold (its
//! victory card, its draws, its advanced hand), and a card played is opened by its
//! player's share. Checked:
//! - each device replays the game on a deal of the cards it knows (stand-ins for the
//!   rest) and sees the true public game and its own seats' true cards;
//! - at every moment no device can open a place that is neither public nor held by
//!   one of its seats: no other seat's victory card, hand or next draw;
//! - once a round is over its secrets are revealed and every shuffle checks, giving
//!   the deal every device saw;
//! - a device that replaces the deck by one it sealed itself (knowing every card) is
//!   named by that check, and a wrong share opens no card.

use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use tabula_rules::fair::poker::{Deal, Point, PokerError, Sealed};
use tabula_rules::fair::Secret;
use tabula_rules::rng::Rng;
use tabula_rules::shape_up::places::{by_place, held, stand_in_deal, PLACES};
use tabula_rules::shape_up::{Action, Card, Setup, ShapeUp};
use tabula_rules::{Game, GameId, Match, Record, Turn};

fn secret(rng: &mut Rng) -> Secret {
    let mut s = [0u8; 32];
    for c in s.chunks_mut(8) {
        c.copy_from_slice(&rng.next_u64().to_le_bytes());
    }
    s
}

/// One round's deal as the links carry it.
struct Round {
    deal: Deal,
    /// The deck each device sent, in turn.
    decks: Vec<Vec<Sealed>>,
    /// Per device, the secret of this round (revealed at its end).
    secrets: Vec<Secret>,
    /// `[place][device]`: the shares given so far.
    shares: Vec<Vec<Option<Point>>>,
}

impl Round {
    fn deck(&self) -> &[Sealed] {
        self.decks.last().map_or(&[], |d| d)
    }
}

struct Sim {
    /// The setup device's record before any action.
    base: Record<ShapeUp>,
    setup: Setup,
    seed: u64,
    /// The device of each seat.
    owner: Vec<usize>,
    devices: usize,
    rounds: Vec<Round>,
    /// `[device][round][place]`: the cards each device knows.
    known: Vec<Vec<[Option<Card>; PLACES]>>,
    actions: Vec<Action>,
}

/// The last device seals a deck of its own in place of the shuffle: it knows every card.
fn forged_deck(deal: &Deal, joint: &Point) -> Vec<Sealed> {
    let h = CompressedRistretto(*joint).decompress().unwrap();
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

impl Sim {
    fn new(setup: Setup, seed: u64, owner: Vec<usize>) -> Sim {
        let devices = owner.iter().max().map_or(1, |d| d + 1);
        let rounds = usize::from(setup.rounds);
        let base = Match::<ShapeUp>::new(setup.clone(), seed).unwrap().record().clone();
        Sim {
            base,
            setup,
            seed,
            owner,
            devices,
            rounds: Vec::new(),
            known: vec![vec![[None; PLACES]; rounds]; devices],
            actions: Vec::new(),
        }
    }

    /// Every device shuffles round `r`'s pack in turn; `forge` makes the last one
    /// seal a deck of its own instead.
    fn shuffle(&mut self, r: u8, rng: &mut Rng, forge: bool) {
        let deal = Deal::new(GameId::ShapeUp, self.seed, u32::from(r), PLACES);
        let secrets: Vec<Secret> = (0..self.devices).map(|_| secret(rng)).collect();
        let (mut deck, mut joint) = (deal.open_deck(), Deal::no_key());
        let mut decks = Vec::new();
        for s in &secrets {
            (deck, joint) = deal.shuffle(&deck, &joint, s).unwrap();
            decks.push(deck.clone());
        }
        if forge {
            *decks.last_mut().unwrap() = forged_deck(&deal, &joint);
        }
        let shares = vec![vec![None; self.devices]; PLACES];
        self.rounds.push(Round { deal, decks, secrets, shares });
    }

    fn give(&mut self, r: usize, place: usize, device: usize) {
        let round = &mut self.rounds[r];
        let share = round.deal.share(&round.deck()[place], &round.secrets[device]).unwrap();
        round.shares[place][device] = Some(share);
    }

    /// Opens `place` for `device` if every other device has given its share.
    fn open_for(&self, r: usize, place: usize, device: usize) -> Option<Result<usize, PokerError>> {
        let round = &self.rounds[r];
        let others: Option<Vec<Point>> =
            (0..self.devices).filter(|&d| d != device).map(|d| round.shares[place][d]).collect();
        Some(round.deal.open_with(&round.deck()[place], &others?, &round.secrets[device]))
    }

    fn learn(&mut self, r: usize, place: usize, device: usize, card: usize) -> Result<(), String> {
        let slot = &mut self.known[device][r][place];
        let card = Card(u8::try_from(card).unwrap());
        if slot.is_some_and(|c| c != card) {
            return Err("a place opened to two cards".into());
        }
        *slot = Some(card);
        stand_in_deal(&self.known[device][r]).map(|_| ())
    }

    /// The record as `device` can replay it: the cards it knows, stand-ins elsewhere.
    fn record_for(&self, device: usize) -> Record<ShapeUp> {
        let mut setup = self.setup.clone();
        setup.deals = self.known[device][..self.rounds.len()].iter().map(|k| stand_in_deal(k).unwrap()).collect();
        Record { setup, actions: self.actions.clone(), ..self.base.clone() }
    }

    /// The game as it truly is: every place opened with every device's secret.
    fn truth(&self) -> Record<ShapeUp> {
        let mut setup = self.setup.clone();
        setup.deals = self
            .rounds
            .iter()
            .map(|r| {
                r.deck()
                    .iter()
                    .map(|place| {
                        let shares: Vec<Point> = r.secrets.iter().map(|s| r.deal.share(place, s).unwrap()).collect();
                        Card(r.deal.open(place, &shares).unwrap() as u8)
                    })
                    .collect()
            })
            .collect();
        Record { setup, actions: self.actions.clone(), ..self.base.clone() }
    }

    fn record_by_place(&self) -> Record<ShapeUp> {
        Record { actions: self.actions.clone(), ..self.base.clone() }
    }
}

/// Every device sees the true public game, and its own seats' true cards.
fn check_views(sim: &Sim) {
    let seats = sim.owner.len();
    let truth = Match::<ShapeUp>::replay(sim.truth()).unwrap();
    for d in 0..sim.devices {
        let copy = Match::<ShapeUp>::replay(sim.record_for(d)).unwrap();
        let (mine, real) = (copy.state().view(None), truth.state().view(None));
        assert_eq!(mine, real, "device {d} sees another public game");
        for s in (0..seats).filter(|&s| sim.owner[s] == d) {
            let (mine, real) = (copy.state().view(Some(s)), truth.state().view(Some(s)));
            assert_eq!((mine.hand, mine.victory), (real.hand, real.victory), "seat {s} holds other cards");
        }
    }
}

/// How a game ended: played through, or a cheat named (by the round it was found in).
#[derive(Debug, PartialEq)]
enum End {
    Honest,
    Caught { round: usize, how: String },
}

/// Plays a random game by poker deal; `forge` makes the last device seal a deck of
/// its own in round 0.
fn play(setup: Setup, seed: u64, owner: Vec<usize>, rng: &mut Rng, forge: bool) -> End {
    let seats = usize::from(setup.seats);
    let mut sim = Sim::new(setup, seed, owner);
    loop {
        let places = by_place(&sim.record_by_place()).unwrap();
        let round = usize::from(places.state().view(None).round);
        while sim.rounds.len() <= round {
            let r = sim.rounds.len() as u8;
            sim.shuffle(r, rng, forge && r == 0);
        }
        if places.state().turn() == Turn::Over {
            break;
        }
        // Just in time: the others' shares of every place a seat holds; its device opens it.
        for s in 0..seats {
            let dev = sim.owner[s];
            for p in held(&places, s).into_iter().map(usize::from) {
                for d in (0..sim.devices).filter(|&d| d != dev) {
                    sim.give(round, p, d);
                }
                let card = sim.open_for(round, p, dev).unwrap().unwrap();
                if let Err(how) = sim.learn(round, p, dev, card) {
                    return End::Caught { round, how };
                }
            }
        }
        // No device can open a place that is not public and none of its seats holds.
        let public: Vec<usize> = places.state().layout().iter().map(|c| usize::from(c.1 .0)).collect();
        for d in 0..sim.devices {
            let own: Vec<usize> =
                (0..seats).filter(|&s| sim.owner[s] == d).flat_map(|s| held(&places, s)).map(usize::from).collect();
            for p in (0..PLACES).filter(|p| !public.contains(p) && !own.contains(p)) {
                assert!(sim.open_for(round, p, d).is_none(), "device {d} could open place {p}");
            }
        }
        check_views(&sim);
        let Turn::Seat(mover) = places.state().turn() else { unreachable!() };
        let dev = sim.owner[mover];
        let copy = Match::<ShapeUp>::replay(sim.record_for(dev)).unwrap();
        let action = copy.state().random_action(rng).unwrap();
        sim.actions.push(action);
        // The card played: its player's share opens it for everyone.
        let after = by_place(&sim.record_by_place()).unwrap();
        let place = after.reports().last().map(|e| usize::from(e.report.card.0)).unwrap();
        sim.give(round, place, dev);
        for d in 0..sim.devices {
            match sim.open_for(round, place, d).unwrap() {
                Ok(card) => {
                    if let Err(how) = sim.learn(round, place, d, card) {
                        return End::Caught { round, how };
                    }
                }
                Err(e) => return End::Caught { round, how: e.to_string() },
            }
        }
        // A round over: its secrets are revealed, every device checks the shuffles and
        // opens every place.
        let next = usize::from(after.state().view(None).round);
        if next != round || after.state().turn() == Turn::Over {
            let r = &sim.rounds[round];
            let order = match r.deal.check_chain(&r.decks, &r.secrets) {
                Ok(o) => o,
                Err(e) => return End::Caught { round, how: e.to_string() },
            };
            for d in 0..sim.devices {
                for (p, &card) in order.iter().enumerate() {
                    if let Err(how) = sim.learn(round, p, d, card) {
                        return End::Caught { round, how };
                    }
                }
            }
        }
    }
    check_views(&sim);
    End::Honest
}

#[test]
fn every_variant_deals_truly_and_shows_no_one_else_s_cards() {
    let mut rng = Rng::new(24, 1);
    for (i, (seats, advanced, rounds, owner)) in [
        (2, false, 1, vec![0, 1]),
        (3, false, 1, vec![0, 1, 2]),
        (2, true, 2, vec![0, 1]),
        (3, true, 1, vec![0, 1, 2]),
        (3, false, 2, vec![0, 1, 1]),
    ]
    .into_iter()
    .enumerate()
    {
        let setup = Setup { seats, advanced, rounds, first: (i % 2) as u8 % seats, ..Setup::default() };
        assert_eq!(play(setup, 1000 + i as u64, owner, &mut rng, false), End::Honest);
    }
}

#[test]
fn a_deck_sealed_by_one_device_is_named_when_the_round_ends() {
    let mut rng = Rng::new(24, 2);
    for seats in [2, 3] {
        let setup = Setup { seats, ..Setup::default() };
        let end = play(setup, 7, (0..usize::from(seats)).collect(), &mut rng, true);
        assert_eq!(end, End::Caught { round: 0, how: format!("the shuffle of device {seats} does not check") });
    }
}

#[test]
fn a_wrong_share_opens_no_card() {
    let mut rng = Rng::new(24, 3);
    let mut sim = Sim::new(Setup::default(), 5, vec![0, 1]);
    sim.shuffle(0, &mut rng, false);
    sim.give(0, 5, 1);
    let r = &mut sim.rounds[0];
    r.shares[4][1] = r.shares[5][1];
    assert_eq!(sim.open_for(0, 4, 0), Some(Err(PokerError::NotACard)));
    assert!(matches!(sim.open_for(0, 5, 0), Some(Ok(_))));
}
