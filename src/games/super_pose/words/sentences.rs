//! The sentences built from the rules' reports: a cell's icon, a zone's score, a turn
//! for the log, why a place is refused, which rule decided the winner.

use tabula_rules::super_pose::{
    self, Action, Animal, Change, Decider, Icon, IllegalAction, PlayError, SuperPose, TurnReport, ZoneEvent, ZoneScore,
};
use tabula_rules::{Game, Turn};

use super::Sp;
use crate::i18n::{fill, offset, said, Strings};

/// An animal's name.
pub fn animal(w: &Sp, a: Animal) -> &'static str {
    w.animals[a.index()]
}

/// A cell's icon in words: "Rabbit (orange)", "flower".
pub fn icon(w: &Sp, i: Icon) -> String {
    match i {
        Icon::Animal(a) => format!("{} ({})", animal(w, a), w.colours[a.index()]),
        Icon::Flower => w.flower.into(),
        Icon::Chameleon => w.chameleon.into(),
        Icon::Black => w.black.into(),
    }
}

/// One zone's line of a turn report.
pub fn zone(w: &Sp, z: &ZoneScore) -> String {
    let (a, n, p) = (animal(w, z.animal), z.size.to_string(), z.points.to_string());
    match (z.event, z.before.as_slice()) {
        (ZoneEvent::Created, _) if z.super_pose() => fill(w.zone_created_sp, &[a, &n, &p]),
        (ZoneEvent::Created, _) => fill(w.zone_created, &[a, &n, &p]),
        (ZoneEvent::Grown, [old]) => fill(w.zone_grown, &[a, &old.to_string(), &n, &p]),
        (ZoneEvent::Linked, old) => {
            let sizes: Vec<String> = old.iter().map(|s| s.to_string()).collect();
            fill(w.zone_linked, &[a, &sizes.join(w.and), &n, &p])
        }
        (_, [old]) if *old > z.size => fill(w.zone_reduced, &[a, &old.to_string(), &n]),
        _ => fill(w.zone_reshaped, &[a, &n]),
    }
}

/// A turn in words for the log: who did what, each zone, the total.
pub fn turn(w: &Sp, name: &str, r: &TurnReport) -> String {
    let head = match &r.action {
        Action::Play { call, .. } => said(&w.played, name, &[animal(w, *call)]),
        Action::SetAside { .. } => said(&w.set_aside, name, &[]),
    };
    let mut parts: Vec<String> = r.zones.iter().map(|z| zone(w, z)).collect();
    if parts.is_empty() && matches!(r.action, Action::Play { .. }) {
        parts.push(w.no_zone.into());
    }
    if r.bonus > 0 {
        parts.push(fill(w.bonus, &[&r.bonus.to_string()]));
    }
    parts.push(fill(w.turn_total, &[&r.points.to_string()]));
    format!("{head} {}", parts.join(" · "))
}

/// How `other` differs from `made`, two moves of the seat to move in `state`, as the
/// rules tell it: the card by its place in the hand, the place from the move made.
pub fn changes(w: &Sp, t: &Strings, state: &SuperPose, made: &Action, other: &Action) -> Vec<String> {
    let hand = match state.turn() {
        Turn::Seat(s) => state.view(Some(s)).hand,
        _ => Vec::new(),
    };
    let said = |c: Change| match c {
        Change::Card(card) => {
            let n = hand.iter().position(|&h| h == card).map_or(0, |i| i + 1);
            fill(w.rv_card, &[&n.to_string()])
        }
        Change::Moved { dx, dy } => fill(w.rv_moved, &[&offset(t, dx, dy)]),
        Change::Turned(q) => w.rv_turned[usize::from(q.clamp(1, 3) - 1)].to_string(),
        Change::Called(a) => fill(w.rv_called, &[animal(w, a)]),
        Change::Shaped(shapes) => {
            let names: Vec<&str> = shapes.iter().map(|&a| animal(w, a)).collect();
            fill(w.rv_shaped, &[&names.join(", ")])
        }
    };
    super_pose::changes(made, other).into_iter().map(said).collect()
}

/// Why a placement is refused.
pub fn why(w: &Sp, e: &IllegalAction) -> &'static str {
    match e {
        IllegalAction::Play(PlayError::CoversFlower) => w.why_flower,
        IllegalAction::Play(PlayError::NoBareCell) => w.why_bare,
        IllegalAction::Play(PlayError::NoMatch(_)) => w.why_match,
        IllegalAction::Play(PlayError::NoSuchSide) => w.why_side,
        IllegalAction::ChameleonShape => w.why_chameleon,
        _ => w.why_other,
    }
}

/// The rule that decided the winner.
pub fn decided(w: &Sp, d: Decider) -> &'static str {
    w.decided[match d {
        Decider::Points => 0,
        Decider::LargestZone => 1,
        Decider::MostZones => 2,
        Decider::Shared => 3,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::super_pose::words::{EN, FR};

    #[test]
    fn zone_lines_match_the_rules_wording() {
        let z = ZoneScore { animal: Animal::Rabbit, event: ZoneEvent::Created, size: 4, before: vec![], points: 4 };
        assert_eq!(zone(&EN, &z), "Rabbit zone created (4 icons): SUPER-POSE +4");
        assert_eq!(zone(&FR, &z), "Zone Lapin créée (4 icônes) : SUPER-POSE +4");
        let l = ZoneScore { animal: Animal::Fish, event: ZoneEvent::Linked, size: 12, before: vec![4, 5], points: 4 };
        assert_eq!(zone(&EN, &l), "Fish zones of 4 and 5 icons linked into 12: +4");
        let r = ZoneScore { animal: Animal::Cat, event: ZoneEvent::Reshaped, size: 4, before: vec![5], points: 0 };
        assert_eq!(zone(&EN, &r), "Cat zone reduced from 5 to 4 icons: no points");
    }

    #[test]
    fn no_placeholder_is_left_unfilled() {
        for w in [&EN, &FR] {
            let z = ZoneScore { animal: Animal::Bird, event: ZoneEvent::Grown, size: 7, before: vec![5], points: 2 };
            assert!(!zone(w, &z).contains("{}"));
            for d in [Decider::Points, Decider::LargestZone, Decider::MostZones, Decider::Shared] {
                assert!(!decided(w, d).is_empty());
            }
        }
    }

    #[test]
    fn a_turn_is_told_with_its_call_each_zone_the_bonus_and_the_total() {
        use tabula_rules::super_pose::{CardId, Pos, Rotation};
        let card = CardId::pack(Animal::Fish, 4);
        let play =
            Action::Play { card, at: Pos::new(3, 2), rot: Rotation::R90, call: Animal::Rabbit, shapes: Vec::new() };
        let zones = vec![
            ZoneScore { animal: Animal::Rabbit, event: ZoneEvent::Grown, size: 6, before: vec![4], points: 2 },
            ZoneScore { animal: Animal::Fish, event: ZoneEvent::Created, size: 4, before: vec![], points: 4 },
        ];
        let r = TurnReport { seat: 1, action: play.clone(), zones, bonus: 1, points: 7 };
        assert_eq!(
            turn(&EN, "Ben", &r),
            "Ben laid a card calling Rabbit. Rabbit zone grown from 4 to 6 icons: +2 · Fish zone created (4 icons): SUPER-POSE +4 · advanced rule card: +1 · turn: +7"
        );
        let quiet = TurnReport { seat: 0, action: play, zones: Vec::new(), bonus: 0, points: 0 };
        assert_eq!(turn(&FR, "Zoé", &quiet), "Zoé pose une carte en annonçant Lapin. Aucune zone changée · tour : +0");
        let aside = TurnReport { seat: 0, action: Action::SetAside { card }, zones: Vec::new(), bonus: 0, points: 0 };
        assert_eq!(turn(&EN, "Ann", &aside), "Ann could lay no card and set one aside. turn: +0");
    }
}
