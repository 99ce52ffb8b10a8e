//! Fair play by link, simulated with two or three devices on random games of every
//! game of the box: each device keeps its own copy of the game and its own secrets
//! and hands the turn over by the bytes of a link. Checked over random games:
//! - every link checks, on the device it is for and on a fresh one, and gives the
//!   same position and the same next roll (or draw) however often it is opened;
//! - no link carries a secret that has not been revealed;
//! - a changed secret, commitment, action or base byte is refused (by the check, or
//!   by the devices that hold the game it changes);
//! - the end check passes for honest play and, for a device that deals itself other
//!   rolls or cards, fails naming a move it played (or, where the moves do not name
//!   the cards, keeps the true deal: the forged draw never enters the game);
//! - from each device's second turn on, every stretch is fixed jointly.

mod common;
use common::secret;

use tabula_rules::by_link::Arrival;
use tabula_rules::fair::{self, Fair, FairError, Pending, Secret};
use tabula_rules::registry::Describe;
use tabula_rules::rng::Rng;
use tabula_rules::{Game, Match, Turn};

struct Device<G: Game> {
    game: Option<Fair<G>>,
    pending: Vec<Pending>,
}

/// One link as sent.
struct Sent {
    bytes: Vec<u8>,
    /// The secrets every device held unrevealed when it was sent.
    unrevealed: Vec<Secret>,
    /// The handover's place in the ledger.
    index: usize,
}

struct Played<G: Game> {
    links: Vec<Sent>,
    /// The last link's game, as its receiver holds it (or the setup device's, if none).
    last: Fair<G>,
    /// The game as every device holds it at the end.
    copies: Vec<Option<Fair<G>>>,
    /// The first error the receiver of the cheater's link met, if a device cheated.
    cheat_error: Option<FairError>,
    /// Where the cheater's stretch began and ended (actions).
    cheat_span: Option<(usize, usize)>,
    over: bool,
}

/// Plays a random game by link: seat `s` on device `owner[s]`; device `owner[0]`
/// sets it up. With `cheat = Some(k)`, the device that receives handover `k` deals
/// itself what nobody has seen from a seed of its own (a reroll) before playing on.
fn play<G: Game>(
    setup: G::Setup,
    seed: u64,
    owner: &[usize],
    rng: &mut Rng,
    max_actions: usize,
    cheat: Option<usize>,
) -> Played<G> {
    let devices = owner.iter().max().map_or(1, |d| d + 1);
    let mut dev: Vec<Device<G>> = (0..devices).map(|_| Device { game: None, pending: Vec::new() }).collect();
    let start = Match::<G>::new(setup, seed).expect("deals");
    let mut d = owner[0];
    dev[d].game = Some(Fair::new(start.record().clone()));
    let mut links = Vec::new();
    let (mut cheat_error, mut cheat_span) = (None, None);
    let mut cheating = false;
    loop {
        let mut fair = dev[d].game.clone().expect("the device holds the game");
        // The handshake: nothing is played before the first link, nor by a seat that
        // never sent one: its device answers at once.
        if !fair.playable() {
            let (from, to) = fair::answer_due(&fair).unwrap_or_else(|| {
                let first = owner.iter().position(|&o| o == d).expect("a seat here");
                let m = Match::<G>::replay(fair.record.clone()).expect("replays");
                let to = fair::seat_to_act(&m).filter(|&s| owner[s] != d);
                (first, to.unwrap_or_else(|| owner.iter().position(|&o| o != d).expect("a seat elsewhere")))
            });
            let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
            let (sent, pend) = fair::send(&fair, from, to, pending.as_ref(), secret(rng)).expect("a handshake checks");
            dev[d].pending.retain(|p| p.seat != pend.seat);
            dev[d].pending.push(pend);
            let unrevealed: Vec<Secret> = dev.iter().flat_map(|x| x.pending.iter().map(|p| p.secret)).collect();
            let bytes = fair::to_bytes(&sent);
            links.push(Sent { bytes, unrevealed, index: sent.ledger.len() - 1 });
            dev[d].game = Some(sent.clone());
            let e = owner[to];
            assert!(matches!(fair::arrival(dev[e].game.as_ref(), &sent), Arrival::New | Arrival::Newer));
            dev[e].game = Some(sent);
            d = e;
            continue;
        }
        let tops = dev[d].pending.clone();
        let checked = fair::check_as(&fair, &[], &tops).expect("an honest game checks");
        assert!(checked.known, "a device knows the stretch it plays");
        let mut m = checked.state;
        if cheating {
            let r = G::redeal_unseen(m.record(), rng.next_u64()).expect("redeals");
            m = Match::replay(r).expect("replays");
        }
        let began = m.record().actions.len();
        // Play every turn (and roll) of this device's seats.
        while m.record().actions.len() < max_actions {
            match m.state().turn() {
                Turn::Over => break,
                _ if fair::seat_to_act(&m).is_some_and(|s| owner[s] != d) => break,
                Turn::Chance => assert!(m.resolve_chance(), "chance resolves"),
                Turn::Seat(_) => {
                    let legal = m.state().legal_actions();
                    let a = legal[rng.below(legal.len())].clone();
                    m.apply(a).expect("legal");
                }
            }
        }
        fair.record.actions = m.record().actions.clone();
        let over = m.state().turn() == Turn::Over;
        if over && !cheating {
            // The end goes to another device: its link reveals the last stretch's key.
            let from = usize::from(fair.ledger.last().expect("a link came").to);
            let to = owner.iter().position(|&o| o != d).expect("a seat elsewhere");
            let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
            fair = fair::send(&fair, from, to, pending.as_ref(), secret(rng)).expect("the end link checks").0;
        } else if !over && m.record().actions.len() >= max_actions {
            // Stopped mid-stretch: the game as its last link left it.
            fair.record.actions.truncate(began);
        }
        if over || m.record().actions.len() >= max_actions {
            dev[d].game = Some(fair.clone());
            return Played {
                links,
                last: fair,
                copies: dev.into_iter().map(|x| x.game).collect(),
                cheat_error,
                cheat_span,
                over,
            };
        }
        let to = fair::seat_to_act(&m).expect("someone is to act");
        let from = fair.ledger.last().map_or_else(|| owner.iter().position(|&o| o == d).unwrap(), |h| h.to.into());
        let pending = dev[d].pending.iter().find(|p| usize::from(p.seat) == from).map(|p| p.secret);
        let fresh = secret(rng);
        let (sent, pend) = if cheating {
            // The cheater's own check would fail: it builds the link by hand.
            let mut out = fair.clone();
            let last = out.ledger.iter().rev().find(|h| usize::from(h.from) == from).map(|h| h.commit);
            out.ledger.push(fair::Handover {
                at: out.record.actions.len() as u32,
                from: from as u8,
                to: to as u8,
                commit: fair::commit(&fresh),
                reveal: last.zip(pending).and_then(|(last, top)| fair::chain::next(&top, &last)),
            });
            (out, Pending { seat: from as u8, secret: fresh })
        } else {
            fair::send(&fair, from, to, pending.as_ref(), fresh).expect("an honest link checks")
        };
        dev[d].pending.retain(|p| p.seat != pend.seat);
        dev[d].pending.push(pend);
        let unrevealed: Vec<Secret> = dev.iter().flat_map(|x| x.pending.iter().map(|p| p.secret)).collect();
        let bytes = fair::to_bytes(&sent);
        let index = sent.ledger.len() - 1;
        dev[d].game = Some(sent.clone());
        links.push(Sent { bytes: bytes.clone(), unrevealed, index });
        // The receiving device opens it.
        let e = owner[to];
        let theirs: Fair<G> = fair::from_bytes(&bytes).expect("reads");
        if cheating {
            cheating = false;
            cheat_span = Some((began, sent.record.actions.len()));
            if let Err(err) = fair::check(&theirs) {
                cheat_error = Some(err);
                return Played {
                    links,
                    last: theirs,
                    copies: dev.into_iter().map(|x| x.game).collect(),
                    cheat_error,
                    cheat_span,
                    over: false,
                };
            }
        }
        let checked = fair::check_as(&theirs, &[], &dev[e].pending).expect("a link of honest play checks");
        assert!(matches!(fair::arrival(dev[e].game.as_ref(), &theirs), Arrival::New | Arrival::Newer));
        // Opened again where it goes: the same position, the same next roll. Opened
        // on a fresh device: it checks, but the stretch it hands over is not known there.
        let again =
            fair::check_as(&fair::from_bytes::<G>(&bytes).expect("reads"), &[], &dev[e].pending).expect("checks");
        assert_eq!(
            tabula_rules::link::to_bytes(again.state.record()),
            tabula_rules::link::to_bytes(checked.state.record())
        );
        assert_eq!(again.state.chance_outcome(), checked.state.chance_outcome());
        let fresh = fair::check(&theirs).expect("checks on a fresh device");
        assert!(!fresh.known || !theirs.playable(), "a fresh device knows the receiver's stretch");
        dev[e].game = Some(theirs);
        if cheat == Some(index) {
            cheating = true;
        }
        d = e;
    }
}

fn flip(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = bytes.to_vec();
    let i = rng.below(out.len());
    out[i] ^= 1 << rng.below(8);
    out
}

/// Whether `edited` is refused: unreadable, failing the check, or no longer extending
/// the copy `holder` keeps.
fn refused<G: Game>(edited: &[u8], holder: &Fair<G>) -> bool {
    let Ok(f) = fair::from_bytes::<G>(edited) else { return true };
    if fair::check(&f).is_err() {
        return true;
    }
    !matches!(fair::arrival(Some(holder), &f), Arrival::Same | Arrival::Newer)
}

/// Owners of `seats` seats among `devices` devices: in turn, or at random (each
/// device with at least one seat).
fn owners(seats: usize, devices: usize, rng: &mut Rng) -> Vec<usize> {
    if rng.below(2) == 0 || devices >= seats {
        return (0..seats).map(|s| s % devices).collect();
    }
    loop {
        let o: Vec<usize> = (0..seats).map(|_| rng.below(devices)).collect();
        if (0..devices).all(|d| o.contains(&d)) {
            return o;
        }
    }
}

fn laws<G: Game + Describe>(games: usize, max_actions: usize) {
    let info = G::INFO;
    let mut rng = Rng::new(0xFA1, G::ID as u64);
    let mut checked_links = 0;
    for g in 0..games {
        let seats = usize::from(info.min_seats.max(2)) + g % (usize::from(info.max_seats.min(3)) - 1).max(1);
        let seats = seats.min(usize::from(info.max_seats));
        let devices = if seats >= 3 && g % 2 == 1 { 3 } else { 2 };
        let owner = owners(seats, devices, &mut rng);
        let setup = G::default_setup(seats).expect("a setup");
        let played = play::<G>(setup.clone(), rng.next_u64(), &owner, &mut rng, max_actions, None);
        // Honest play checks to the end, on every device's copy.
        let checked = fair::check(&played.last).expect("honest play checks");
        assert_eq!(fair::end_check(&played.last), Ok(()));
        for copy in played.copies.iter().flatten() {
            fair::check(copy).expect("every copy checks");
        }
        if played.over {
            assert_eq!(checked.state.state().turn(), Turn::Over);
        }
        // Every stretch is fixed jointly but each seat's first receipt, which its
        // device answers before playing anything (the handshake).
        let loose = checked.joint.iter().filter(|&&j| !j).count();
        assert!(loose <= seats, "{loose} stretches not joint with {seats} seats");
        let n = played.links.len();
        for (i, sent) in played.links.iter().enumerate() {
            // The first links, then a sample (each check replays the whole game).
            if i > 4 && i % 5 != 0 && i + 1 != n {
                continue;
            }
            checked_links += 1;
            // No unrevealed secret in a link.
            for s in &sent.unrevealed {
                assert!(!sent.bytes.windows(32).any(|w| w == s), "a secret in a link");
            }
            // A changed byte is refused by the device that sent (and keeps) the link.
            let holder: Fair<G> = fair::from_bytes(&sent.bytes).expect("reads");
            for _ in 0..6 {
                let edited = flip(&sent.bytes, &mut rng);
                assert!(refused(&edited, &holder), "an edited link of {} taken", G::ID);
            }
            // A changed secret or a changed commitment that was revealed: the check
            // fails, naming the handover that reveals it.
            let h = &holder.ledger[sent.index];
            if let Some(secret) = h.reveal {
                let mut f = holder.clone();
                let mut s = secret;
                s[rng.below(32)] ^= 1;
                f.ledger[sent.index].reveal = Some(s);
                assert!(matches!(fair::check(&f), Err(FairError::SeatElsewhere { index, .. }) if index == sent.index));
                let prev = holder.ledger[..sent.index].iter().rposition(|p| p.from == h.from).expect("a commit");
                let mut f = holder.clone();
                f.ledger[prev].commit[rng.below(32)] ^= 0x80;
                // (Refused at the reveal, or before: a stretch dealt from it.)
                assert!(fair::check(&f).is_err());
            }
            // A link that claims another receiver, or is sent by a seat without the
            // turn, is refused.
            let mut f = holder.clone();
            let last = f.ledger.len() - 1;
            f.ledger[last].to = ((usize::from(f.ledger[last].to) + 1) % seats) as u8;
            let sent_before = |s: u8| f.ledger[..last].iter().any(|p| p.from == s);
            if f.ledger[last].to != f.ledger[last].from
                && sent_before(f.ledger[last].to)
                && sent_before(f.ledger[last].from)
            {
                assert!(fair::check(&f).is_err());
            }
        }
        // Links through the text form of a link read back.
        if let Some(sent) = played.links.last() {
            let f: Fair<G> = fair::from_bytes(&sent.bytes).expect("reads");
            assert_eq!(fair::to_bytes(&fair::decode::<G>(&fair::encode(&f)).expect("decodes")), sent.bytes);
        }
    }
    assert!(checked_links > 0);
}

/// A device that rerolls its own stretch is caught at a move of that stretch, or,
/// where moves do not name what was drawn, its reroll changes nothing: the checked
/// game keeps the true deal.
fn cheats<G: Game + Describe>(games: usize, max_actions: usize) -> usize {
    let mut rng = Rng::new(0xC4EA7, G::ID as u64);
    let mut caught = 0;
    for g in 0..games {
        let setup = G::default_setup(2).expect("a setup");
        let k = 2 + g % 4;
        let seed = rng.next_u64();
        let played = play::<G>(setup, seed, &[0, 1], &mut rng, max_actions, Some(k));
        let Some((began, ended)) = played.cheat_span else { continue };
        match played.cheat_error {
            Some(FairError::Move { index, .. }) => {
                assert!((began..ended).contains(&index), "named move {index} outside {began}..{ended}");
                caught += 1;
            }
            Some(e) => panic!("refused for another reason: {e}"),
            None => {
                // Accepted: the receiver's position is the true deal's.
                fair::check(&played.last).expect("checks");
            }
        }
    }
    caught
}

macro_rules! fair_laws_of {
    ($name:ident, $G:ty) => {
        mod $name {
            #[test]
            fn fair_play_by_link_holds_over_random_games() {
                let long = if <$G as tabula_rules::Game>::ID == tabula_rules::GameId::SuperPose { 24 } else { 70 };
                super::laws::<$G>(3, long);
            }
        }
    };
}

tabula_rules::for_each_game!(fair_laws_of);

#[test]
fn a_pow_reroll_is_caught_at_its_first_roll() {
    let caught = cheats::<tabula_rules::pow::Pow>(5, 60);
    assert!(caught >= 4, "{caught} of 5");
}

/// Combo 4x4 and Shape Up! moves do not name the card drawn (Combo 4x4's draw ends
/// the mover's own turn; Shape Up!'s card is "the card in hand"), so a redraw is
/// never seen by anyone: the receiver deals from the joint seed. SUPER-POSE names its
/// cards, so a redraw is caught at a card the true deal did not give.
#[test]
fn other_redraws_are_caught_or_change_nothing() {
    cheats::<tabula_rules::combo4x4::Combo4x4>(4, 40);
    cheats::<tabula_rules::shape_up::ShapeUp>(3, 40);
    cheats::<tabula_rules::super_pose::SuperPose>(3, 24);
}

/// A forged roll in a finished POW game is named exactly; so is a changed base seed
/// (the first roll no longer checks).
#[test]
fn the_end_check_names_a_forged_roll() {
    use tabula_rules::pow::{Action, Pow};
    let mut rng = Rng::new(7, 7);
    let setup = Pow::default_setup(2).expect("setup");
    let played = play::<Pow>(setup, 99, &[0, 1], &mut rng, 2_000, None);
    assert!(played.over, "the game ends");
    let f = played.last;
    assert_eq!(fair::end_check(&f), Ok(()));
    let rolls: Vec<usize> =
        f.record.actions.iter().enumerate().filter(|(_, a)| matches!(a, Action::Roll(_))).map(|(i, _)| i).collect();
    for &i in rolls.iter().step_by(7) {
        let mut forged = f.clone();
        let Action::Roll(faces) = &mut forged.record.actions[i] else { unreachable!() };
        faces.rotate_left(1);
        if forged.record.actions[i] == f.record.actions[i] {
            continue;
        }
        match fair::end_check(&forged) {
            Err(FairError::Move { index, .. }) => assert_eq!(index, i),
            other => panic!("forged roll {i}: {other:?}"),
        }
    }
    let mut forged = f.clone();
    forged.record.seed ^= 1;
    assert!(matches!(fair::end_check(&forged), Err(FairError::Move { index: 0, .. })));
}

#[test]
fn a_link_of_the_old_format_says_the_game_started_before_this_version() {
    use tabula_rules::pow::Pow;
    let m = Match::<Pow>::new(Pow::default_setup(2).expect("setup"), 3).expect("deals");
    let old = tabula_rules::link::encode(m.record());
    assert_eq!(fair::decode::<Pow>(&old), Err(FairError::OldFormat));
    assert!(FairError::OldFormat.to_string().contains("started before this version"));
}

#[test]
fn commitments_and_seeds_are_pinned() {
    // Devices of different builds must agree: these bytes are the protocol.
    let c = fair::commit(&[7; 32]);
    assert_eq!(c, fair::commit(&[7; 32]));
    assert_ne!(c, fair::commit(&[8; 32]));
    let m = Match::<tabula_rules::pow::Pow>::new(tabula_rules::pow::Setup::new(2), 5).expect("deals");
    let a = fair::stretch_seed(m.record(), 3, Some(&[1; 32]), Some(&c));
    assert_eq!(a, fair::stretch_seed(m.record(), 3, Some(&[1; 32]), Some(&c)));
    assert_ne!(a, fair::stretch_seed(m.record(), 4, Some(&[1; 32]), Some(&c)));
    assert_ne!(a, fair::stretch_seed(m.record(), 3, Some(&[2; 32]), Some(&c)));
    assert_ne!(a, fair::stretch_seed(m.record(), 3, Some(&[1; 32]), None));
}

/// A game begun before hash chains (each link committing to a fresh secret) goes on:
/// each seat's next link reveals the secret it kept and begins a chain, and from then
/// on a link carries one value where it carried two.
#[test]
fn a_game_begun_before_chains_goes_on_with_them() {
    use tabula_rules::pow::Pow;
    let mut rng = Rng::new(0xC4A1, 3);
    let mut m = Match::<Pow>::new(Pow::default_setup(2).expect("setup"), 11).expect("deals");
    let mut f = Fair::new(m.record().clone());
    f.version = 1;
    let mut kept: [Option<Secret>; 2] = [None, None];
    let mut sizes = Vec::new();
    for k in 0..12 {
        // Play the seat's turn, then hand over to the other seat.
        let seat = fair::seat_to_act(&m).expect("a seat to act");
        while fair::seat_to_act(&m) == Some(seat) && m.state().turn() != Turn::Over {
            if m.state().turn() == Turn::Chance {
                assert!(m.resolve_chance());
            } else {
                let legal = m.state().legal_actions();
                m.apply(legal[rng.below(legal.len())].clone()).expect("legal");
            }
        }
        if m.state().turn() == Turn::Over {
            break;
        }
        f.record.actions = m.record().actions.clone();
        let to = fair::seat_to_act(&m).expect("a seat to act");
        let fresh = secret(&mut rng);
        let before = fair::to_bytes(&f).len();
        if k < 4 {
            // As a build of before made it: a fresh commitment, the kept secret shown.
            f.ledger.push(fair::Handover {
                at: f.record.actions.len() as u32,
                from: seat as u8,
                to: to as u8,
                commit: fair::commit(&fresh),
                reveal: kept[seat],
            });
            kept[seat] = Some(fresh);
        } else {
            let (next, p) = fair::send(&f, seat, to, kept[seat].as_ref(), fresh).expect("an honest link checks");
            f = next;
            kept[seat] = Some(p.secret);
        }
        sizes.push(fair::to_bytes(&f).len() - before);
        let checked = fair::check(&fair::from_bytes(&fair::to_bytes(&f)).expect("reads")).expect("checks");
        m = checked.state;
    }
    assert!(sizes.len() >= 8, "{sizes:?}");
    // Each seat's first link (a commitment), links of before (a secret shown and a
    // fresh commitment), each seat's first link of its chain (as long), then one value
    // a link.
    assert!(sizes[2..6].iter().all(|&n| n > 64), "{sizes:?}");
    assert!(sizes[6..].iter().all(|&n| n < 40), "{sizes:?}");
}

/// Hash chains halve what each link adds: a whole game's bytes, written today and as
/// before chains (each handover whole), on the same games. `--nocapture` prints them.
#[test]
fn chains_make_links_shorter() {
    fn lengths<G: Game + Describe>(seed: u64, max_actions: usize) -> (usize, usize, usize) {
        let mut rng = Rng::new(seed, G::ID as u64);
        let setup = G::default_setup(2).expect("a setup");
        let played = play::<G>(setup, seed, &[0, 1], &mut rng, max_actions, None);
        let chars = |bytes: usize| bytes.div_ceil(3) * 4;
        let before = fair::to_bytes_before(&played.last).len();
        (played.links.len(), chars(before), chars(fair::to_bytes(&played.last).len()))
    }
    for (game, (links, before, today)) in [
        ("POW", lengths::<tabula_rules::pow::Pow>(100, 2_000)),
        ("Combo 4x4", lengths::<tabula_rules::combo4x4::Combo4x4>(100, 60)),
        ("SUPER-POSE", lengths::<tabula_rules::super_pose::SuperPose>(100, 2_000)),
    ] {
        println!("{game}: {links} links, about {before} characters before chains, {today} now");
        assert!(today * 10 < before * 8, "{game}: {today} of {before}");
    }
}
