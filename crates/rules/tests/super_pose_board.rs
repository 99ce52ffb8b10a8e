//! SUPER-POSE board rules, one rulebook statement (or house reading) per test: the
//! worked examples of "link", "grow" and the reduction, flowers, and the bare-table
//! rule.

use tabula_rules::super_pose::{
    score_turn, zones, Animal, Board, CardId, Icon, Placement, PlayError, Pos, Rotation, Tile, ZoneEvent,
};

/// A board from rows of tokens: an icon letter (Cat, bUtterfly, Elephant, Fish, Rabbit,
/// Bird, W flower, J chameleon, K black) then the number of the card it is printed on;
/// `..` is bare table. The first row is `y = y0`, the first token `x = x0`.
fn board(x0: i16, y0: i16, rows: &[&str]) -> Board {
    let mut tiles = Vec::new();
    for (dy, row) in rows.iter().enumerate() {
        for (dx, tok) in row.split_whitespace().enumerate() {
            let b = tok.as_bytes();
            let icon = match b[0] {
                b'.' => continue,
                b'C' => Icon::Animal(Animal::Cat),
                b'U' => Icon::Animal(Animal::Butterfly),
                b'E' => Icon::Animal(Animal::Elephant),
                b'F' => Icon::Animal(Animal::Fish),
                b'R' => Icon::Animal(Animal::Rabbit),
                b'B' => Icon::Animal(Animal::Bird),
                b'W' => Icon::Flower,
                b'J' => Icon::Chameleon,
                b'K' => Icon::Black,
                _ => panic!("bad token {tok}"),
            };
            let card = CardId(tok[1..].parse().expect("a card number"));
            tiles.push((Pos::new(x0 + dx as i16, y0 + dy as i16), Tile { icon, card }));
        }
    }
    Board::from_tiles(tiles)
}

/// The Butterfly pack's second draw card: a column of 3 Rabbits beside Fish, Fish and
/// a flower (the Cat pack's Fish column, moved one animal on).
fn rabbit_column() -> CardId {
    let c = CardId::pack(Animal::Butterfly, 8);
    let r = Icon::Animal(Animal::Rabbit);
    let f = Icon::Animal(Animal::Fish);
    assert_eq!(c.face(false), Some([r, f, r, f, r, Icon::Flower]));
    c
}

/// Plays `p` on `b` calling `call`, and returns the zone scores of the turn.
fn play(b: &mut Board, p: Placement, call: Animal) -> Vec<(ZoneEvent, usize, i32)> {
    b.check_play(&p, call).expect("a legal play");
    let before = zones(b);
    b.place(p);
    score_turn(&before, &zones(b)).into_iter().map(|z| (z.event, z.size, z.points)).collect()
}

#[test]
fn fig1_a_three_rabbit_bridge_links_zones_of_4_and_5_into_12_for_4_points() {
    // Zones of 4 and 5 Rabbits, a Bird and an Elephant between them.
    let mut b = board(-1, 0, &["R10 R10 B11 ..  ..  R12 R12 R12", "R11 R11 E11 F11 ..  R13 R13 E13"]);
    let sizes: Vec<usize> = zones(&b).iter().map(|z| z.size()).collect();
    assert_eq!(sizes, [4, 5]);
    // On its side the card's Rabbits lie along the top: they cover the Bird and bridge
    // the gap; underneath, its Fish covers the Fish (the called-out icon) and its flower
    // covers the Elephant.
    let p = Placement::new(rabbit_column(), Pos::new(1, 0), Rotation::R90);
    let before = zones(&b);
    let scores = play(&mut b, p, Animal::Fish);
    assert_eq!(scores, [(ZoneEvent::Linked, 12, 4)]);
    let line = score_turn(&before, &zones(&b))[0].to_string();
    assert_eq!(line, "Rabbit zones of 4 and 5 icons linked into 12: +4");
}

#[test]
fn fig1_variant_covering_a_rabbit_and_the_lone_fish_links_into_10_for_4_points() {
    // The same zones of 4 and 5 Rabbits, now apart by a single Fish (and an Elephant
    // below it).
    let mut b = board(-2, 0, &["R10 R10 F11 R12 R12 R12", "R11 R11 E11 R13 R13 E13"]);
    // A diamond card (Rabbit, Rabbit / Bird, Rabbit / Bird, Fish): its right Rabbits
    // cover the left Rabbits of the zone of 5 (the called-out icon), its left one the
    // Fish.
    let card = CardId::pack(Animal::Fish, 1);
    let (r, bird, f) = (Icon::Animal(Animal::Rabbit), Icon::Animal(Animal::Bird), Icon::Animal(Animal::Fish));
    assert_eq!(card.face(false), Some([r, r, bird, r, bird, f]));
    let p = Placement::new(card, Pos::new(0, 0), Rotation::R0);
    assert_eq!(play(&mut b, p, Animal::Rabbit), [(ZoneEvent::Linked, 10, 4)]);
}

#[test]
fn growing_a_zone_of_5_to_7_scores_2() {
    let mut b = board(0, 0, &["R20 R20 R20", "R21 R21 E21"]);
    // Upright, the Rabbit column covers the zone's right Rabbit and adds two below it.
    let p = Placement::new(rabbit_column(), Pos::new(2, 0), Rotation::R0);
    let before = zones(&b);
    assert_eq!(play(&mut b, p, Animal::Rabbit), [(ZoneEvent::Grown, 7, 2)]);
    let line = score_turn(&before, &zones(&b))[0].to_string();
    assert_eq!(line, "Rabbit zone grown from 5 to 7 icons: +2");
}

#[test]
fn growth_is_capped_at_3_points() {
    // A zone of 4, and 3 Rabbits of a single card (no zone) two cells to its right.
    let mut b = board(0, -2, &["F33 ..  ..  ..", "..  ..  ..  R32", "R30 R30 ..  R32", "R31 R31 ..  R32"]);
    // On its other side (R270) the card shows Fish, Fish, flower on top and its three
    // Rabbits below: a Fish on the Fish, the Rabbits along the zone's top and against
    // the lone three. The zone goes from 4 to 10 icons: +6, worth 3.
    let p = Placement::new(rabbit_column(), Pos::new(0, -2), Rotation::R270);
    assert_eq!(play(&mut b, p, Animal::Fish), [(ZoneEvent::Grown, 10, 3)]);
    // Three more beside a zone of 4: +3.
    let mut b = board(0, 0, &["R34 R34 ..  F34", "R35 R35 ..  .."]);
    let p = Placement::new(rabbit_column(), Pos::new(2, 0), Rotation::R0);
    assert_eq!(play(&mut b, p, Animal::Fish), [(ZoneEvent::Grown, 7, 3)]);
}

#[test]
fn reducing_a_zone_of_5_to_4_scores_nothing() {
    let mut b = board(0, -1, &["..  ..  F42", "R40 R40 R40", "R41 R41 .."]);
    // Upside down, the card's Fish column is on the left: a Fish covers the Fish above
    // the zone (the match) and the other covers the zone's right Rabbit; its Rabbits
    // fall on bare table at x = 3, apart from the zone.
    let p = Placement::new(rabbit_column(), Pos::new(2, -2), Rotation::R180);
    let before = zones(&b);
    assert_eq!(play(&mut b, p, Animal::Fish), [(ZoneEvent::Reshaped, 4, 0)]);
    let line = score_turn(&before, &zones(&b))[0].to_string();
    assert_eq!(line, "Rabbit zone reduced from 5 to 4 icons: no points");
}

#[test]
fn four_from_two_cards_is_a_super_pose_and_five_created_is_worth_3() {
    let mut b = board(0, 0, &["R50 R50 F50"]);
    // Upright, the card's top Rabbit covers the right Rabbit and its Rabbit column
    // hangs below: 2 + 2 Rabbits from two cards.
    let p = Placement::new(rabbit_column(), Pos::new(1, 0), Rotation::R0);
    let scores = play(&mut b, p, Animal::Rabbit);
    assert_eq!(scores, [(ZoneEvent::Created, 4, 4)]);
    let created = &score_turn(&[], &zones(&b))[0];
    assert!(created.super_pose());
    assert_eq!(created.to_string(), "Rabbit zone created (4 icons): SUPER-POSE +4");
    let mut b = board(0, 0, &["R60 R60 F60", "R60 .. .."]);
    // A single card's own icons are no zone: the three Rabbits above come from card 60.
    assert!(zones(&b).is_empty());
    let p = Placement::new(rabbit_column(), Pos::new(1, 0), Rotation::R0);
    assert_eq!(play(&mut b, p, Animal::Rabbit), [(ZoneEvent::Created, 5, 3)]);
}

#[test]
fn flowers_are_never_covered_and_never_the_match() {
    let b = board(0, 0, &["W70 R70", "F70 F70"]);
    // Any placement that covers the flower is refused, whatever it calls.
    for rot in Rotation::ALL {
        for dx in -3..=1 {
            for dy in -3..=1 {
                let p = Placement::new(rabbit_column(), Pos::new(dx, dy), rot);
                let cells = p.cells().expect("a face");
                if cells.iter().any(|c| c.0 == Pos::new(0, 0)) {
                    for a in Animal::ALL {
                        assert_eq!(b.check_play(&p, a), Err(PlayError::CoversFlower));
                    }
                    assert!(b.calls(&p).is_empty());
                }
            }
        }
    }
    // The card's own flower may cover an animal: here the Fish, while its bottom
    // Rabbit covers the Rabbit.
    let mut b = board(0, 0, &["R71 F71"]);
    let p = Placement::new(rabbit_column(), Pos::new(0, -2), Rotation::R0);
    assert_eq!(play(&mut b, p, Animal::Rabbit), []);
    assert_eq!(b.get(Pos::new(1, 0)).map(|t| t.icon), Some(Icon::Flower));
}

#[test]
fn a_card_never_lies_wholly_on_cards() {
    let b = board(0, 0, &["R80 F80", "R80 F80", "R81 F81", "R81 W81"]);
    let p = Placement::new(rabbit_column(), Pos::new(0, 0), Rotation::R0);
    assert_eq!(b.check_play(&p, Animal::Rabbit), Err(PlayError::NoBareCell));
    assert!(b.calls(&p).is_empty());
    // One row lower it hangs off the bottom but covers the flower.
    let p = Placement::new(rabbit_column(), Pos::new(0, 2), Rotation::R0);
    assert_eq!(b.check_play(&p, Animal::Rabbit), Err(PlayError::CoversFlower));
    // Shifted left by one it hangs off the side, but no Rabbit lands on a Rabbit.
    let p = Placement::new(rabbit_column(), Pos::new(-1, 0), Rotation::R0);
    assert_eq!(b.check_play(&p, Animal::Rabbit), Err(PlayError::NoMatch(Animal::Rabbit)));
    // One row higher its top row hangs off: legal, calling Fish or Rabbit.
    let p = Placement::new(rabbit_column(), Pos::new(0, -1), Rotation::R0);
    assert_eq!(b.calls(&p), [Animal::Fish, Animal::Rabbit]);
}

#[test]
fn calls_agree_with_check_play() {
    let b = board(0, 0, &["R90 F90 C91", "E90 R90 W91", "B92 B92 U91"]);
    let mut seen = 0;
    for p in b.candidates(rabbit_column()) {
        let calls = b.calls(&p);
        for a in Animal::ALL {
            assert_eq!(b.check_play(&p, a).is_ok(), calls.contains(&a), "{p:?} {a}");
        }
        seen += calls.len();
    }
    assert!(seen > 0);
    // The fast listing gives the same plays as the candidates and their calls.
    let want: Vec<(Placement, Vec<Animal>)> =
        b.candidates(rabbit_column()).into_iter().map(|p| (p, b.calls(&p))).filter(|(_, c)| !c.is_empty()).collect();
    let mut got = b.plays(rabbit_column());
    got.sort();
    assert_eq!(got, want);
}
