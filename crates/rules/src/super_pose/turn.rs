//! A SUPER-POSE turn worked out without playing it: the zones it leaves with their
//! owners, their points, and the advanced rule card's bonus.

use super::board::Board;
use super::cards::Animal;
use super::chameleon::{Chameleons, Laid, Shapes};
use super::place::{Placement, Pos};
use super::state::SuperPose;
use super::view::OwnedZone;
use super::zone::{score_turn, zones, Zone, ZoneScore};
use crate::Seat;

impl SuperPose {
    /// The zones after a turn, each with its owner: a zone keeps the owner of the one
    /// existing zone it overlaps; one overlapping none (created) or several (linked) is
    /// the mover's.
    pub(super) fn owned(&self, after: Vec<Zone>, mover: Seat) -> Vec<OwnedZone> {
        after
            .into_iter()
            .map(|zone| {
                let mut old = self.zones.iter().filter(|o| o.zone.overlaps(&zone));
                let owner = match (old.next(), old.next()) {
                    (Some(o), None) => o.owner,
                    _ => Some(mover),
                };
                OwnedZone { zone, owner }
            })
            .collect()
    }

    /// A turn worked out without playing it: the board with the card laid (chameleons
    /// jokers), the zone scores, and the zones during the turn (chameleons shaped)
    /// with their owners.
    pub(super) fn turn_zones(
        &self,
        p: &Placement,
        shapes: &[(Pos, Animal)],
    ) -> (Board, Vec<ZoneScore>, Vec<OwnedZone>) {
        let all = match Laid::new(&self.board, p) {
            Some(laid) => Chameleons::new(&laid).all(&shapes.iter().copied().collect()),
            None => Shapes::new(),
        };
        let mut plain = self.board.clone();
        plain.place(*p);
        let shaped = plain.reshaped(&all);
        let before: Vec<Zone> = self.zones.iter().map(|z| z.zone.clone()).collect();
        let during = zones(&shaped);
        let scores = score_turn(&before, &during);
        (plain, scores, self.owned(during, self.to_move))
    }

    /// What a play would score, zone by zone, without playing it (the table's "assist"
    /// and the bots). The play is not checked.
    pub fn preview(&self, p: Placement, shapes: &[(Pos, Animal)]) -> Vec<ZoneScore> {
        self.turn_zones(&p, shapes).1
    }

    /// The zones a play would leave, with their owners, chameleons shaped as `shapes`
    /// says (the table draws them while a player weighs a chameleon choice). The play
    /// is not checked.
    pub fn preview_zones(&self, p: Placement, shapes: &[(Pos, Animal)]) -> Vec<OwnedZone> {
        self.turn_zones(&p, shapes).2
    }

    /// The points a play would score, the advanced rule card's bonus included, without
    /// playing it (the table's "assist"). The play is not checked.
    pub fn preview_points(&self, p: Placement, shapes: &[(Pos, Animal)]) -> i32 {
        let (_, scores, during) = self.turn_zones(&p, shapes);
        scores.iter().map(|z| z.points).sum::<i32>() + self.bonus(&during)
    }

    /// The advanced rule card's points for a turn ending with the zones `during`: +1
    /// each time the mover's own zones reach 3, and 5. The card counts zones made with
    /// a chameleon's help too.
    pub(super) fn bonus(&self, during: &[OwnedZone]) -> i32 {
        if !self.setup.advanced {
            return 0;
        }
        let seat = self.to_move;
        let own_before = self.own_zones(seat);
        let own_during = during.iter().filter(|z| z.owner == Some(seat)).count();
        [3, 5].into_iter().filter(|&k| own_before < k && own_during >= k).count() as i32
    }
}
