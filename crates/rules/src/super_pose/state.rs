//! The state of a SUPER-POSE game and its [`Game`] implementation.

use serde::{Deserialize, Serialize};

use super::board::{score_turn, zones, Board, Placement, PlayError, Pos, Rotation, Tile, Zone, ZoneScore};
use super::cards::{Animal, CardId, Icon, Kind};
use super::chameleon::{Chameleons, Laid, Shapes};
use super::score::{Decider, Sides};
use super::setup::{Setup, HAND};
use super::start::lay;
use crate::rng::{redeal, Rng};
use crate::{Game, GameId, Match, Outcome, OwnDeck, Record, RecordError, Seat, Turn};

/// One turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Lay a card from hand, front up, calling out the animal it covers.
    Play {
        /// The card.
        card: CardId,
        /// Top left corner of its box.
        at: Pos,
        /// How it is turned.
        rot: Rotation,
        /// The called-out animal: one of the card's covers the same on the table.
        call: Animal,
        /// The shapes the mover gives chameleons by the adjacent rule, by cell, in
        /// cell order (shapes taken by covering are forced and not listed).
        shapes: Vec<(Pos, Animal)>,
    },
    /// House reading: a seat that can lay none of its cards sets one aside, unplayed
    /// and face up, so the game still ends.
    SetAside {
        /// The card.
        card: CardId,
    },
}

impl Action {
    /// The card the action takes out of the hand.
    pub fn card(&self) -> CardId {
        match *self {
            Action::Play { card, .. } | Action::SetAside { card } => card,
        }
    }
}

/// Why an action is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum IllegalAction {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The card is not in the mover's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// The card cannot be laid there.
    #[error(transparent)]
    Play(#[from] PlayError),
    /// Setting a card aside is only for a hand that cannot be laid anywhere.
    #[error("a card can only be set aside when none can be played")]
    CanPlay,
    /// A chameleon shape the rules do not allow this turn.
    #[error("a chameleon can only take the shape of an icon it touches, next to the card you play")]
    ChameleonShape,
}

/// A zone on the board and the seat it belongs to: whoever created it, or last linked
/// it; `None` for none (a starting layout never has one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedZone {
    /// The zone.
    pub zone: Zone,
    /// Its owner.
    pub owner: Option<Seat>,
}

/// What one turn did, for the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnReport {
    /// Who played.
    pub seat: Seat,
    /// What they did.
    pub action: Action,
    /// Each zone the turn changed, with its points.
    pub zones: Vec<ZoneScore>,
    /// The advanced rule card's point, when the mover's own zones reached 3 or 5.
    pub bonus: i32,
    /// The turn's points: the sum over the zones, and the bonus.
    pub points: i32,
}

impl std::fmt::Display for TurnReport {
    /// The turn in English for the log, e.g. "Fish draw card 2 calling Rabbit. Rabbit
    /// zones of 4 and 5 icons linked into 12: +4. Turn: +4". The app words the same
    /// fields in each of its languages.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.action {
            Action::Play { card, call, .. } => write!(f, "{card} calling {call}.")?,
            Action::SetAside { card } => write!(f, "{card} set aside: no card could be played.")?,
        }
        for z in &self.zones {
            write!(f, " {z}.")?;
        }
        if self.bonus > 0 {
            write!(f, " Advanced rule: +{}.", self.bonus)?;
        }
        write!(f, " Turn: +{}", self.points)
    }
}

/// What one seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Each seat's pack.
    pub packs: Vec<Animal>,
    /// Who is to play, unless the game is over.
    pub to_move: Option<Seat>,
    /// The top of every covered cell, row by row.
    pub board: Vec<(Pos, Tile)>,
    /// Every card laid, oldest first (starting cards included).
    pub placed: Vec<Placement>,
    /// The zones that exist now, with their owners.
    pub zones: Vec<OwnedZone>,
    /// The viewer's hand.
    pub hand: Vec<CardId>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// Cards left in each seat's deck.
    pub deck_left: Vec<usize>,
    /// Cards set aside unplayed, face up.
    pub set_aside: Vec<CardId>,
    /// Each seat's score (with teams, the team's pooled score).
    pub scores: Vec<i32>,
    /// Each seat's own points (equal to `scores` without teams).
    pub points: Vec<i32>,
    /// Every turn so far, oldest first.
    pub log: Vec<TurnReport>,
    /// Which rule decided the winner, once the game is over.
    pub decided_by: Option<Decider>,
}

/// A SUPER-POSE game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuperPose {
    setup: Setup,
    packs: Vec<Animal>,
    board: Board,
    zones: Vec<OwnedZone>,
    hands: Vec<Vec<CardId>>,
    /// Each seat's deck, the next card last.
    decks: Vec<Vec<CardId>>,
    set_aside: Vec<CardId>,
    /// Each seat's own points.
    points: Vec<i32>,
    log: Vec<TurnReport>,
    to_move: Seat,
    over: bool,
}

impl SuperPose {
    /// The cards on the table.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The zones that exist, with their owners.
    pub fn zones(&self) -> &[OwnedZone] {
        &self.zones
    }

    /// Every turn so far.
    pub fn log(&self) -> &[TurnReport] {
        &self.log
    }

    /// Cards set aside unplayed.
    pub fn set_aside(&self) -> &[CardId] {
        &self.set_aside
    }

    /// Every legal play of the mover's hand, without the set-aside fallback.
    fn plays(&self) -> Vec<Action> {
        let mut out = Vec::new();
        let board_chameleons = self.board_chameleons();
        for &card in &self.hands[self.to_move] {
            for (p, calls) in self.board.plays(card) {
                let choices: Vec<Vec<(Pos, Animal)>> = match self.chameleons(&p, &board_chameleons) {
                    Some((laid, c)) => c.choices(&laid).into_iter().map(|s| s.into_iter().collect()).collect(),
                    None => vec![Vec::new()],
                };
                for call in calls {
                    for shapes in &choices {
                        out.push(Action::Play { card, at: p.at, rot: p.rot, call, shapes: shapes.clone() });
                    }
                }
            }
        }
        out
    }

    /// Where the board shows a chameleon.
    fn board_chameleons(&self) -> Vec<Pos> {
        self.board.tiles().filter(|t| t.1.icon == Icon::Chameleon).map(|t| t.0).collect()
    }

    /// The board with `p` laid and its chameleons, when a chameleon is on the card or
    /// next to it (`board_chameleons` lists the board's); `None` when no chameleon can
    /// take a shape.
    fn chameleons(&self, p: &Placement, board_chameleons: &[Pos]) -> Option<(Laid<'_>, Chameleons)> {
        let cells = p.cells()?;
        // Most placements have none near: found without reading the board.
        let near = cells.iter().any(|(pos, icon)| {
            *icon == Icon::Chameleon || board_chameleons.iter().any(|j| pos.neighbours().contains(j))
        });
        if !near {
            return None;
        }
        let laid = Laid::new(&self.board, p)?;
        let c = Chameleons::new_with(&laid, board_chameleons);
        Some((laid, c))
    }

    /// The zones after a turn, each with its owner: a zone keeps the owner of the one
    /// existing zone it overlaps; one overlapping none (created) or several (linked) is
    /// the mover's.
    fn owned(&self, after: Vec<Zone>, mover: Seat) -> Vec<OwnedZone> {
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

    /// For a mover whose cards this copy does not know, how `card` comes into the
    /// stand-in hand: the place of a drawn card of the hand and the place of `card` in
    /// the deck, to be swapped. A card laid from a true hand is always found: the
    /// stand-in hand holds as many drawn cards as the true one.
    fn stand_in(&self, card: CardId) -> Option<(usize, usize)> {
        let s = self.to_move;
        let d = self.decks[s].iter().position(|&c| c == card)?;
        let h = self.hands[s].iter().position(|c| matches!(c.kind(), Kind::Draw | Kind::Circle))?;
        Some((h, d))
    }

    /// Whether the mover can lay any card of their hand.
    fn can_play(&self) -> bool {
        self.hands[self.to_move].iter().any(|&card| !self.board.plays(card).is_empty())
    }

    /// Whether `action` is legal now, and if not why: the same check as
    /// [`Game::apply`], for a table showing a ghost card.
    pub fn check_action(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.over {
            return Err(IllegalAction::GameOver);
        }
        let hidden = self.setup.hidden(self.to_move);
        let held = self.hands[self.to_move].contains(&action.card());
        let taken = held || (hidden && self.stand_in(action.card()).is_some());
        if !taken {
            return Err(IllegalAction::NotInHand);
        }
        match action {
            Action::Play { card, at, rot, call, shapes } => {
                let p = Placement::new(*card, *at, *rot);
                self.board.check_play(&p, *call)?;
                if shapes.is_empty() {
                    return Ok(());
                }
                // Listed in cell order, each cell once, so each turn is written one way.
                let chosen: Shapes = shapes.iter().copied().collect();
                let ordered = shapes.windows(2).all(|w| w[0].0 < w[1].0);
                match self.chameleons(&p, &self.board_chameleons()) {
                    Some((laid, c)) if ordered && c.check(&laid, &chosen) => Ok(()),
                    _ => Err(IllegalAction::ChameleonShape),
                }
            }
            // Whether a hidden hand could play is known only from its true cards.
            Action::SetAside { .. } if !hidden && self.can_play() => Err(IllegalAction::CanPlay),
            Action::SetAside { .. } => Ok(()),
        }
    }

    /// A turn worked out without playing it: the board with the card laid (chameleons
    /// jokers), the zone scores, and the zones during the turn (chameleons shaped)
    /// with their owners.
    fn turn_zones(&self, p: &Placement, shapes: &[(Pos, Animal)]) -> (Board, Vec<ZoneScore>, Vec<OwnedZone>) {
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
    fn bonus(&self, during: &[OwnedZone]) -> i32 {
        if !self.setup.advanced {
            return 0;
        }
        let seat = self.to_move;
        let own_before = self.own_zones(seat);
        let own_during = during.iter().filter(|z| z.owner == Some(seat)).count();
        [3, 5].into_iter().filter(|&k| own_before < k && own_during >= k).count() as i32
    }

    /// A uniformly random legal action.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        let mut all = self.legal_actions();
        let i = rng.below(all.len());
        (i < all.len()).then(|| all.swap_remove(i))
    }

    /// How seats make sides here.
    fn sides(&self) -> Sides {
        Sides { seats: self.seat_count(), teams: self.setup.teams }
    }

    /// The side a seat plays for: its team with teams, else itself.
    pub fn side(&self, seat: Seat) -> usize {
        self.sides().of(seat)
    }

    /// Each side's score.
    fn side_scores(&self) -> Vec<i32> {
        self.sides().scores(&self.points)
    }

    /// The winners (every seat of the winning side) and the rule that picked them:
    /// points, then the largest zone owned, then the most zones owned, then shared.
    pub fn winners(&self) -> (Vec<Seat>, Decider) {
        self.sides().winners(&self.points, self.zones.iter().map(|z| (z.owner, z.zone.size())))
    }

    /// Zones `seat` itself owns.
    fn own_zones(&self, seat: Seat) -> usize {
        self.zones.iter().filter(|z| z.owner == Some(seat)).count()
    }

    /// Passes the turn to the next seat holding cards; the game ends when none does.
    fn next_turn(&mut self) {
        let n = self.seat_count();
        for k in 1..=n {
            let s = (self.to_move + k) % n;
            if !self.hands[s].is_empty() {
                self.to_move = s;
                return;
            }
        }
        self.over = true;
    }
}

impl Game for SuperPose {
    type Setup = Setup;
    type Action = Action;
    type View = View;
    type Error = IllegalAction;
    type Report = TurnReport;

    const ID: GameId = GameId::SuperPose;
    const RULES_VERSION: u32 = 1;
    const OWN_DECKS: bool = true;

    fn new(setup: &Setup, seed: u64) -> Result<Self, String> {
        let packs = setup.packs_dealt();
        setup.check(&packs)?;
        let board = lay(setup.flowers, &setup.start)?;
        let n = packs.len();
        let hands = packs.iter().map(|&a| (0..3).map(|i| CardId::pack(a, i)).collect()).collect();
        let decks = (0..n)
            .map(|s| {
                let mut d = setup.deal_order(&packs, seed, s);
                d.reverse();
                d
            })
            .collect();
        Ok(SuperPose {
            setup: setup.clone(),
            packs,
            board,
            zones: Vec::new(),
            hands,
            decks,
            set_aside: Vec::new(),
            points: vec![0; n],
            log: Vec::new(),
            to_move: usize::from(setup.first),
            over: false,
        })
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn seat_count(&self) -> usize {
        self.packs.len()
    }

    fn turn(&self) -> Turn {
        if self.over {
            Turn::Over
        } else {
            Turn::Seat(self.to_move)
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let plays = self.plays();
        if !plays.is_empty() {
            return plays;
        }
        self.hands[self.to_move].iter().map(|&card| Action::SetAside { card }).collect()
    }

    fn apply_reported(&mut self, a: &Action) -> Result<TurnReport, IllegalAction> {
        self.check_action(a)?;
        let seat = self.to_move;
        let mut report = TurnReport { seat, action: a.clone(), zones: Vec::new(), bonus: 0, points: 0 };
        match a {
            Action::Play { card, at, rot, shapes, .. } => {
                let (plain, scores, during) = self.turn_zones(&Placement::new(*card, *at, *rot), shapes);
                report.zones = scores;
                report.bonus = self.bonus(&during);
                self.board = plain;
                // At the end of the turn the chameleons are jokers again.
                let after = zones(&self.board);
                self.zones = self.owned(after, seat);
                report.points = report.zones.iter().map(|z| z.points).sum::<i32>() + report.bonus;
            }
            Action::SetAside { card } => self.set_aside.push(*card),
        }
        self.points[seat] += report.points;
        self.log.push(report.clone());
        if let Some((h, d)) =
            self.stand_in(a.card()).filter(|_| self.setup.hidden(seat) && !self.hands[seat].contains(&a.card()))
        {
            std::mem::swap(&mut self.hands[seat][h], &mut self.decks[seat][d]);
        }
        self.hands[seat].retain(|&c| c != a.card());
        if self.hands[seat].len() < HAND {
            if let Some(c) = self.decks[seat].pop() {
                self.hands[seat].push(c);
            }
        }
        let won_race = self.setup.race.is_some_and(|r| self.side_scores()[self.side(seat)] >= i32::from(r));
        if won_race {
            self.over = true;
        } else {
            self.next_turn();
        }
        Ok(report)
    }

    fn scores(&self) -> Vec<i32> {
        let side = self.side_scores();
        (0..self.seat_count()).map(|s| side[self.side(s)]).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| Outcome { scores: self.scores(), winners: self.winners().0 })
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let own = seat.filter(|&s| s < self.seat_count());
        View {
            seat: own,
            packs: self.packs.clone(),
            to_move: (!self.over).then_some(self.to_move),
            board: self.board.tiles().collect(),
            placed: self.board.placed().to_vec(),
            zones: self.zones.clone(),
            hand: own.map(|s| self.hands[s].clone()).unwrap_or_default(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck_left: self.decks.iter().map(Vec::len).collect(),
            set_aside: self.set_aside.clone(),
            scores: self.scores(),
            points: self.points.clone(),
            log: self.log.clone(),
            decided_by: self.over.then(|| self.winners().1),
        }
    }

    fn redact(record: &Record<Self>, seat: Option<Seat>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |s| Some(s) == seat, fresh_seed)
    }

    fn redeal_unseen(record: &Record<Self>, fresh_seed: u64) -> Result<Record<Self>, RecordError> {
        Self::redact_keeping(record, |_| true, fresh_seed)
    }

    fn own_deck(record: &Record<Self>, seat: Seat, deck: OwnDeck) -> Option<Result<Record<Self>, RecordError>> {
        Some(Self::with_own_deck(record, seat, deck))
    }
}

impl SuperPose {
    /// [`Game::own_deck`].
    fn with_own_deck(record: &Record<Self>, seat: Seat, deck: OwnDeck) -> Result<Record<Self>, RecordError> {
        let setup = &record.setup;
        let packs = setup.packs_dealt();
        let Some(&pack) = packs.get(seat) else {
            return Err(RecordError::Parse(format!("there is no seat {}", seat + 1)));
        };
        // Seats before this one keep the order the seed gives them.
        let mut deals = setup.deals.clone();
        while deals.len() <= seat {
            let s = deals.len();
            deals.push(if setup.hidden(s) { Vec::new() } else { setup.deal_order(&packs, record.seed, s) });
        }
        deals[seat] = match deck {
            OwnDeck::Hidden => Vec::new(),
            OwnDeck::Dealt { at, seed } => {
                // What the seat had drawn by then is counted on a replay that does not
                // need its cards.
                let mut hidden = deals.clone();
                hidden[seat] = Vec::new();
                let prefix = Record {
                    setup: Setup { deals: hidden, ..setup.clone() },
                    actions: record.actions.iter().take(at).cloned().collect(),
                    ..record.clone()
                };
                let m = Match::<SuperPose>::replay(prefix)?;
                let all = setup.deck_cards(pack);
                let drawn = all.len().saturating_sub(m.state().decks[seat].len());
                let mut order: Vec<CardId> =
                    setup.deal_order(&packs, record.seed, seat).into_iter().take(drawn).collect();
                let mut rest: Vec<CardId> = all.into_iter().filter(|c| !order.contains(c)).collect();
                Rng::new(seed, 0).shuffle(&mut rest);
                order.extend(rest);
                order
            }
        };
        Ok(Record { setup: Setup { deals, ..setup.clone() }, ..record.clone() })
    }

    /// [`Game::redact`] for every seat `keeps` says: what those seats have seen stays.
    fn redact_keeping(
        record: &Record<Self>,
        keeps: impl Fn(Seat) -> bool,
        fresh_seed: u64,
    ) -> Result<Record<Self>, RecordError> {
        let m = Match::<SuperPose>::replay(record.clone())?;
        let st = m.state();
        if st.over {
            return Ok(record.clone());
        }
        // Laid and set-aside cards are public, and the viewer knows their own hand;
        // every other deck card (in a hand or still in a deck) is dealt anew among the
        // places of its own deck, so every past action stays legal.
        let mut seen: Vec<CardId> = st.board.placed().iter().map(|p| p.card).collect();
        seen.extend(st.set_aside.iter().copied());
        for s in (0..st.seat_count()).filter(|&s| keeps(s)) {
            seen.extend(st.hands[s].iter().copied());
        }
        let mut deals = Vec::new();
        for s in 0..st.seat_count() {
            if record.setup.hidden(s) {
                deals.push(Vec::new());
                continue;
            }
            let mut order = record.setup.deal_order(&st.packs, record.seed, s);
            redeal(&mut order, &seen, &mut Rng::new(fresh_seed, u64::MAX - s as u64));
            deals.push(order);
        }
        let setup = Setup { deals, ..record.setup.clone() };
        let redacted = Record { setup, seed: fresh_seed, ..record.clone() };
        Match::<SuperPose>::replay(redacted.clone())?;
        Ok(redacted)
    }
}
