//! A saved game (seats, names, record) replayed into a match, written back after each
//! action, opened from a share link, and the computer seats' moves. No Leptos here:
//! this is the part of every table that is tested natively.

use tabula_bots::ask::Ask;
use tabula_rules::fair::{self, DeckSecret, Fair};
use tabula_rules::{link, Game, Match, Record, Seat, Turn};

use crate::error::AppError;
use crate::route::Route;
use crate::storage::{self, ByLink, Saved, SeatKind, Settings};
use crate::web;
use crate::widgets::share::{encode_kinds, encode_names};

use super::TableGame;

/// Seat names and kinds and the match being played.
#[derive(Clone, Debug)]
pub struct Table<G: Game> {
    /// The save this table writes to.
    pub saved: Saved,
    /// The game.
    pub game: Match<G>,
    /// The version of the save this table last read or wrote (record, time): when
    /// storage holds another, another tab has played on.
    seen: (Vec<u8>, f64),
    /// Watched move by move: never written back.
    pub watch: bool,
    /// Watched with the computer's review of its decisions (`review.rs`).
    pub review: bool,
    /// The game by link as it was before the link last made here, while that link
    /// is not yet copied or shared: Undo may still take the move back (`Unsent`).
    pub unsent: Option<Unsent>,
}

/// A link made but not yet handed to anyone. Nobody has it, so taking the move back
/// is as fair as not having made it: the link made again reveals the same value of
/// the seat's chain, and the seed after it never depended on the moves.
#[derive(Clone, Debug)]
pub struct Unsent {
    /// Actions in the record when the link was made.
    pub len: usize,
    /// The game by link before it.
    pub before: ByLink,
}

// Not generic, so in the wasm once for every game.
impl Unsent {
    /// [`Table::keep_sent`].
    fn keep(
        unsent: &mut Option<Unsent>,
        by_link: &mut Option<ByLink>,
        game: Vec<u8>,
        (len, from, to): (usize, usize, usize),
        secret: fair::Secret,
        checked: bool,
    ) {
        let Some(b) = by_link else { return };
        // Several links at one length (a deal's, then the turn's): Undo goes back
        // before the first.
        if unsent.as_ref().is_none_or(|u| u.len != len) {
            *unsent = Some(Unsent { len, before: b.clone() });
        }
        b.keep_sent(game, (len, from, to), secret);
        // The worker checked every roll and move of the game it sent, and every card
        // once every hidden deck is known.
        b.checked = checked;
    }

    /// Undo to before action `index`: a link made after it goes with its move.
    fn unmake(unsent: &mut Option<Unsent>, by_link: &mut Option<ByLink>, index: usize) {
        if let Some(u) = unsent.take_if(|u| index < u.len) {
            if by_link.is_some() {
                *by_link = Some(u.before);
            }
        }
    }
}

impl<G: TableGame> Table<G> {
    /// Opens a save.
    pub fn from_saved(saved: Saved) -> Result<Self, AppError> {
        let mut game = link::from_bytes::<G>(&saved.record)?;
        if !handshake_of::<G>(&saved, &game) {
            settle(&mut game, &saved.kinds);
        }
        let n = game.state().seat_count();
        if saved.names.len() != n || saved.kinds.len() != n {
            return Err(AppError::SeatMismatch);
        }
        // What storage holds, which may be older than `saved` (the page's own copy of
        // a version storage refused): the next write must not take it for another
        // tab's.
        let seen = match storage::load(&saved.id) {
            Ok(stored) => (stored.record, stored.updated),
            Err(_) => (saved.record.clone(), saved.updated),
        };
        Ok(Table { saved, game, seen, watch: false, review: false, unsent: None })
    }

    /// Writes the save, with the summary the saved-games list shows. When another tab
    /// has written the save since this one read it, nothing is written: the table
    /// takes that tab's version instead and says so.
    pub fn store(&mut self) -> Result<(), AppError> {
        if self.watch {
            return Ok(());
        }
        if self.refresh()? {
            return Err(AppError::OtherTab { lost: true });
        }
        let st = self.game.state();
        self.saved.record = link::to_bytes(self.game.record());
        self.saved.turn = self.game.record().actions.len();
        self.saved.round = G::round(st);
        self.saved.over = st.turn() == Turn::Over;
        self.saved.updated = web::now_ms();
        storage::store(&self.saved)?;
        self.seen = (self.saved.record.clone(), self.saved.updated);
        Ok(())
    }

    /// Takes the stored version of this save if another tab wrote it; whether it did.
    /// A version this build cannot open (a newer build's, say) is an error: it must
    /// not be written over.
    pub fn refresh(&mut self) -> Result<bool, AppError> {
        let stored = match storage::load(&self.saved.id) {
            Ok(s) => s,
            // Gone, or never stored: nothing to take, nothing to protect.
            Err(AppError::NoStorage | AppError::NoSuchSave) => return Ok(false),
            Err(e) => return Err(e),
        };
        if self.seen.0 == stored.record && self.seen.1 == stored.updated {
            return Ok(false);
        }
        *self = Table::from_saved(stored)?;
        // The page's own unsaved copy, if any, is older than what it now shows.
        storage::forget_unsaved(&self.saved.id);
        Ok(true)
    }

    /// Plays an action and saves; an action the rules refuse changes nothing.
    pub fn play(&mut self, action: G::Action) -> Result<(), AppError> {
        self.game.apply(action).map_err(|_| AppError::Illegal)?;
        settle(&mut self.game, &self.saved.kinds);
        self.store()
    }

    /// A new game with the same seats, names, variants and settings, dealt from a new
    /// seed: "Play again" keeps every choice made on the setup page.
    /// A day's deal again is the same deal, as practice (`daily.rs`).
    pub fn again(&self) -> Result<String, AppError> {
        let setup = self.game.state().setup().clone();
        let (names, kinds, settings) = (self.saved.names.clone(), self.saved.kinds.clone(), self.saved.settings);
        let Some((game, day, _)) = super::daily::of(&self.saved.id) else {
            return new_saved::<G>(setup, web::new_seed(), names, kinds, settings);
        };
        let mut deal = Match::<G>::new(setup, self.game.record().seed)?;
        settle(&mut deal, &kinds);
        let id =
            format!("{}-{}", super::daily::counted_id(game, day), storage::new_id(web::now_ms(), web::random_u32()));
        save_new(deal, names, kinds, settings, Some(id))
    }

    /// Keeps the link just made, `game` after `len` actions, with the secret it
    /// committed to; the game by link before it stays for Undo until the link is
    /// handed on ([`Table::handed`]).
    pub fn keep_sent(
        &mut self,
        game: Vec<u8>,
        (len, from, to): (usize, usize, usize),
        secret: fair::Secret,
        checked: bool,
    ) {
        Unsent::keep(&mut self.unsent, &mut self.saved.fair, game, (len, from, to), secret, checked);
    }

    /// The link made last was copied or shared: its move stays played.
    pub fn handed(&mut self) {
        self.unsent = None;
    }

    /// Whether the link made last is not yet handed on, at this position, and may go
    /// with its move: never where the move drew the mover a card (its next draw would
    /// be foretold); `Core` sees to chance actions.
    pub fn can_take_back_link(&self) -> bool {
        let at = |u: &Unsent| u.len == self.game.record().actions.len();
        self.unsent.as_ref().is_some_and(at) && !G::move_draws(self.game.state())
    }

    /// Takes the game back to before action `index` and saves.
    pub fn undo_to(&mut self, index: usize) -> Result<(), AppError> {
        if self.saved.fair.is_some() || super::lesson::game_of(&self.saved.id).is_some() {
            self.rewind(index)?;
        } else {
            G::take_back(&mut self.game, index, web::new_seed())?;
            settle(&mut self.game, &self.saved.kinds);
        }
        self.store()
    }

    /// Undo where the draws come back as they were: a lesson's script follows its
    /// seed's draws, and in a game played fairly by link they come from the links'
    /// secrets, which a new seed would not match. A link made after `index` and not
    /// yet handed on is unmade with its move; no other can be (Undo stops once a seat
    /// played by link is to play).
    fn rewind(&mut self, index: usize) -> Result<(), AppError> {
        Unsent::unmake(&mut self.unsent, &mut self.saved.fair, index);
        self.game.truncate(index)?;
        settle(&mut self.game, &self.saved.kinds);
        Ok(())
    }
}

/// Saves a new game and returns its id.
pub fn new_saved<G: TableGame>(
    setup: G::Setup,
    seed: u64,
    names: Vec<String>,
    kinds: Vec<SeatKind>,
    settings: Settings,
) -> Result<String, AppError> {
    let mut game = Match::<G>::new(setup, seed)?;
    // A game by link plays nothing, not even a first roll, before its handshake.
    if !kinds.contains(&SeatKind::Remote) {
        settle(&mut game, &kinds);
    }
    save_new(game, names, kinds, settings, None)
}

/// Saves the game of a share link and returns its id.
pub fn saved_from_link<G: TableGame>(
    payload: &str,
    kinds: Vec<SeatKind>,
    names: Vec<String>,
) -> Result<String, AppError> {
    let mut game = link::decode::<G>(payload)?;
    settle(&mut game, &kinds);
    let n = game.state().seat_count();
    if kinds.len() != n {
        return Err(AppError::SeatMismatch);
    }
    let names = (0..n)
        .map(|i| names.get(i).cloned().filter(|s| !s.trim().is_empty()).unwrap_or_else(|| format!("{}", i + 1)))
        .collect();
    save_new(game, names, kinds, G::default_settings(), None)
}

/// Saves a new game as `id` (by default a new one) and returns the id.
fn save_new<G: TableGame>(
    game: Match<G>,
    names: Vec<String>,
    kinds: Vec<SeatKind>,
    settings: Settings,
    id: Option<String>,
) -> Result<String, AppError> {
    let now = web::now_ms();
    let id = id.unwrap_or_else(|| storage::new_id(now, web::random_u32()));
    // A game with a seat played by link is played fairly from its first move: its
    // base is the setup and the seed, before any move.
    let by_link = match kinds.contains(&SeatKind::Remote) {
        true => Some(by_link_base(&game, &kinds)?),
        false => None,
    };
    // The record is written by the first store, below.
    let saved = Saved { fair: by_link, ..Saved::dealt(id, G::ID, (names, kinds), Vec::new(), settings, now) };
    let mut t = Table { saved, game, seen: (Vec::new(), 0.0), watch: false, review: false, unsent: None };
    match t.store() {
        // Storage full or gone: the game is kept by this page and opens, unsaved.
        Err(e) if !e.is_storage() => Err(e),
        _ => Ok(t.saved.id),
    }
}

/// The start of a game played by link: its base (the setup and the seed, before any
/// move), and where seats draw from decks of their own, a deck secret for each seat
/// played here (its first link commits to it).
fn by_link_base<G: TableGame>(game: &Match<G>, kinds: &[SeatKind]) -> Result<ByLink, AppError> {
    let base = Record { actions: Vec::new(), ..game.record().clone() };
    let secret = || web::secret().ok_or_else(|| AppError::Share("this browser gives no random numbers".into()));
    let hosts = dealt_by(kinds).filter(|_| G::DEALT_BY_DEVICES);
    let fair = match &hosts {
        // `dealt_by` gives every seat a device of its own or this one's: this holds.
        Some(hosts) => Fair::dealt(base, hosts.clone()).map_err(|_| AppError::SeatMismatch)?,
        None => Fair::new(base),
    };
    let mut by_link = ByLink::new(fair::to_bytes(&fair));
    for (s, _) in kinds.iter().enumerate().filter(|(_, k)| G::OWN_DECKS && **k == SeatKind::Human) {
        by_link.decks.push(DeckSecret { seat: s as u8, secret: secret()? });
    }
    // The devices deal: this one's secret, under the seat it sends its links as.
    if let Some(party) =
        hosts.and_then(|h| h.into_iter().flatten().find(|&p| kinds.get(usize::from(p)) == Some(&SeatKind::Human)))
    {
        by_link.decks.push(DeckSecret { seat: party, secret: secret()? });
    }
    Ok(by_link)
}

/// Which device plays each seat where the devices deal the cards (`Fair::dealt`): the
/// seats played here by the first of them, each seat played by link by its own, a
/// computer seat by none (every device opens its cards: whichever holds the game
/// plays it). `None` without a person here.
fn dealt_by(kinds: &[SeatKind]) -> Option<Vec<Option<u8>>> {
    let first = kinds.iter().position(|k| *k == SeatKind::Human)? as u8;
    let host = |(s, k): (usize, &SeatKind)| match k {
        SeatKind::Human => Some(first),
        SeatKind::Remote => Some(s as u8),
        _ => None,
    };
    Some(kinds.iter().enumerate().map(host).collect())
}

/// Plays chance (dice) until a seat is to act: the outcome comes from the record's
/// seed, so a table never waits on it and a replay gets the same dice. A roll that
/// belongs to a seat played by link is left to that seat's device.
fn settle<G: Game>(game: &mut Match<G>, kinds: &[SeatKind]) {
    while game.resolve_chance_for(|s| kinds.get(s) != Some(&SeatKind::Remote)) {}
}

/// Makes a share link to the game `record` of the save as `seat` sees it (the worker deals anew what the
/// seat has not seen: `tabula_bots::ask::share_payload`) and gives it to `done`, or
/// `None` after saying in `problem` why there is none. Not generic.
pub fn share_link(
    saved: &Saved,
    record: Vec<u8>,
    seat: Option<Seat>,
    problem: impl Fn(AppError) + 'static,
    done: impl FnOnce(Option<String>) + 'static,
) {
    let (game, seats, names) = (saved.game, encode_kinds(&saved.kinds), encode_names(&saved.names));
    let question = |id| Ask::Share { id, game, record, seat: seat.map(|s| s as u32), fresh_seed: web::new_seed() };
    crate::thinker::ask(question, move |answer| match answer {
        Ok(tabula_bots::ask::Answer::Link { payload, .. }) => {
            let route = Route::Link { game, seats, names, payload };
            done(Some(format!("{}{}", web::app_base(), route.hash())));
        }
        Ok(tabula_bots::ask::Answer::Failed { why, .. }) | Err(why) => {
            problem(AppError::Share(why));
            done(None);
        }
        Ok(_) => done(None),
    });
}

/// The index of the last action a person at this device made.
pub fn last_human_action(movers: &[Seat], kinds: &[SeatKind]) -> Option<usize> {
    movers.iter().rposition(|s| kinds.get(*s) == Some(&SeatKind::Human))
}

/// Where Undo goes back to: the last action a person at this device made, unless a
/// seat played by link has played since (its device has the game from there on).
pub fn undo_point(movers: &[Seat], kinds: &[SeatKind]) -> Option<usize> {
    let i = last_human_action(movers, kinds)?;
    movers[i..].iter().all(|s| kinds.get(*s) != Some(&SeatKind::Remote)).then_some(i)
}

/// [`Table::handshake`] of a save and its game: the handshake of a game by link under
/// protocol 2 is not over, or this device answered it and the stretch after its answer
/// is the other device's.
pub(super) fn handshake_of<G: Game>(saved: &Saved, game: &Match<G>) -> bool {
    let Some(f) = saved.fair.as_ref().and_then(|b| fair::from_bytes::<G>(&b.game).ok()) else { return false };
    if f.version < 2 || f.deal.is_some() {
        return false;
    }
    if !f.playable() {
        return true;
    }
    // Answered here, and the turn is this device's: the stretch is still the other's.
    let kinds = &saved.kinds;
    let here = |s: usize| kinds.get(s) == Some(&SeatKind::Human);
    let to_act = fair::seat_to_act(game);
    f.ledger.last().is_some_and(|h| !here(usize::from(h.to)) && to_act.is_some_and(here))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Undo against the computer, then the same play again: the card the computer
    /// draws next is dealt anew, not the one the taken-back turn showed; the hand and
    /// the table stay.
    #[test]
    fn a_draw_taken_back_is_dealt_anew() {
        use tabula_rules::shape_up::{Setup, ShapeUp};
        let mut differs = 0;
        for seed in 0..8u64 {
            let mut m = Match::<ShapeUp>::new(Setup::default(), seed).unwrap();
            for _ in 0..4 {
                let a = m.state().legal_actions()[0];
                m.apply(a).unwrap();
            }
            let mine = m.state().view(Some(0));
            let a = m.state().legal_actions()[0];
            let mut played = m.clone();
            played.apply(a).unwrap();
            let drawn = played.state().view(Some(1)).hand.clone();
            let mut back = played.clone();
            ShapeUp::take_back(&mut back, 4, seed + 100).unwrap();
            assert_eq!(back.state().view(Some(0)).hand, mine.hand);
            assert_eq!(back.state().view(Some(0)).layout, mine.layout);
            let mut again = back.clone();
            again.apply(a).unwrap();
            differs += usize::from(again.state().view(Some(1)).hand != drawn);
        }
        assert!(differs >= 6, "the draw came back {} times in 8", 8 - differs);
    }

    #[test]
    fn undo_goes_back_to_the_last_human_decision() {
        let kinds = [SeatKind::Human, SeatKind::MEDIUM];
        assert_eq!(undo_point(&[0, 1, 0, 1], &kinds), Some(2));
        assert_eq!(undo_point(&[1, 1], &kinds), None);
        // Not past a move made on another device.
        let kinds = [SeatKind::Human, SeatKind::Remote, SeatKind::MEDIUM];
        assert_eq!(undo_point(&[0, 2, 1, 2], &kinds), None);
        assert_eq!(undo_point(&[0, 1, 0, 2], &kinds), Some(2));
    }

    /// POW by link before any move: A plays here, B by link, seed 5.
    fn pow_by_link() -> Table<tabula_rules::pow::Pow> {
        use tabula_rules::pow::{Pow, Setup};
        let kinds = vec![SeatKind::Human, SeatKind::Remote];
        let game = Match::<Pow>::new(Setup::new(2), 5).unwrap();
        let base = Record { actions: Vec::new(), ..game.record().clone() };
        let saved = Saved {
            fair: Some(ByLink::new(fair::to_bytes(&Fair::new(base)))),
            ..Saved::dealt(
                "f".into(),
                tabula_rules::GameId::Pow,
                (vec!["A".into(), "B".into()], kinds),
                Vec::new(),
                Settings::default(),
                0.0,
            )
        };
        Table { saved, game, seen: (Vec::new(), 0.0), watch: false, review: false, unsent: None }
    }

    /// The handshake of [`pow_by_link`]: A's first link is made here, B's answer comes
    /// back; then A's first roll is played.
    fn shake_hands(t: &mut Table<tabula_rules::pow::Pow>) {
        use tabula_rules::pow::Pow;
        let f = fair::from_bytes::<Pow>(&t.saved.fair.as_ref().unwrap().game).unwrap();
        let (invite, p) = fair::send(&f, 0, 1, None, [1; 32]).unwrap();
        t.keep_sent(fair::to_bytes(&invite), (0, 0, 1), p.secret, false);
        t.handed();
        assert!(t.handshake() && t.link_due().is_none(), "waiting for the answer");
        let (answer, _) = fair::send(&invite, 1, 0, None, [2; 32]).unwrap();
        t.saved.fair.as_mut().unwrap().game = fair::to_bytes(&answer);
        let tops = [fair::Pending { seat: 0, secret: p.secret }];
        t.game = fair::check_as(&answer, &[], &tops).unwrap().state;
        assert!(!t.handshake());
        settle(&mut t.game, &t.saved.kinds);
    }

    /// Plays the first legal actions here until the seat played by link is to play.
    fn play_to_hand_over<G: TableGame>(t: &mut Table<G>) {
        while t.remote_turn().is_none() {
            let a = t.game.state().legal_actions()[0].clone();
            t.game.apply(a).unwrap();
            settle(&mut t.game, &t.saved.kinds);
        }
    }

    /// A game played fairly by link asks for a link when the seat played by link is
    /// to play, once; at the end, one to each seat played by link, unless the end came
    /// by link.
    #[test]
    fn a_link_is_due_once_at_each_hand_over() {
        let mut t = pow_by_link();
        assert!(t.handshake() && t.human_to_move().is_none(), "nothing is played before the handshake");
        assert_eq!(t.link_due(), Some((0, 1)), "the first link, before any move");
        shake_hands(&mut t);
        assert_eq!(t.link_due(), None, "seat 0 plays here first");
        play_to_hand_over(&mut t);
        assert_eq!(t.link_due(), Some((0, 1)));
        let len = t.game.record().actions.len();
        t.saved.fair.as_mut().unwrap().keep_sent(Vec::new(), (len, 0, 1), [1; 32]);
        assert_eq!(t.link_due(), None, "made once");
        t.watch = true;
        t.saved.fair.as_mut().unwrap().sent.clear();
        assert_eq!(t.link_due(), None, "a watched game sends nothing");
    }

    /// A link made but not handed on is unmade with its move: the game by link is
    /// as before it, and the same move makes the same link again. Once handed on,
    /// Undo no longer reaches past it.
    #[test]
    fn undo_unmakes_a_link_not_yet_handed_on() {
        use tabula_rules::pow::Pow;
        let mut t = pow_by_link();
        shake_hands(&mut t);
        let start = t.saved.fair.as_ref().unwrap().game.clone();
        let sent_before = t.saved.fair.as_ref().unwrap().sent.len();
        play_to_hand_over(&mut t);
        let make = |t: &Table<Pow>| {
            let b = t.saved.fair.as_ref().unwrap();
            let mut f = fair::from_bytes::<Pow>(&b.game).unwrap();
            f.record.actions = t.game.record().actions.clone();
            fair::send_with(&f, 0, 1, b.secret(0).as_ref(), [3; 32], &[]).unwrap()
        };
        let (first, p) = make(&t);
        let len = t.game.record().actions.len();
        t.keep_sent(fair::to_bytes(&first), (len, 0, 1), p.secret, true);
        assert!(t.can_take_back_link());
        assert_eq!(t.link_due(), None, "made once");
        // The turn's last decision, which handed the turn over.
        let (back, actions) = (len - 1, t.game.record().actions.clone());
        t.rewind(back).unwrap();
        let b = t.saved.fair.as_ref().unwrap();
        assert_eq!(
            (b.game.as_slice(), b.sent.len(), b.checked),
            (start.as_slice(), sent_before, false),
            "as before the link"
        );
        assert!(!t.can_take_back_link());
        while t.game.record().actions.len() < len {
            t.game.apply(actions[t.game.record().actions.len()].clone()).unwrap();
        }
        assert_eq!(t.link_due(), Some((0, 1)), "due again");
        let (again, p) = make(&t);
        assert_eq!(fair::to_bytes(&again), fair::to_bytes(&first), "the same link");
        t.keep_sent(fair::to_bytes(&again), (len, 0, 1), p.secret, true);
        t.handed();
        assert!(!t.can_take_back_link(), "handed on: the move stays");
    }

    /// SUPER-POSE by link, each seat's deck on its own device: the device the end came
    /// to owes one link back, revealing its deck; once made, nothing more.
    #[test]
    fn the_end_that_came_by_link_is_answered_with_this_devices_cards() {
        use tabula_rules::super_pose::{Setup, SuperPose};
        let own = |seat: usize| vec![DeckSecret { seat: seat as u8, secret: [seat as u8 + 1; 32] }];
        let base = Match::<SuperPose>::new(Setup::first_game(2), 9).unwrap();
        let mut f = Fair::new(base.record().clone());
        let mut pending: [Option<[u8; 32]>; 2] = [None, None];
        // The handshake: a first link each way before any move.
        for (me, fresh) in [(0, [7; 32]), (1, [8; 32])] {
            let (out, p) = fair::send_with(&f, me, 1 - me, None, fresh, &own(me)).unwrap();
            (f, pending[me]) = (out, Some(p.secret));
        }
        let tops = |pending: &[Option<[u8; 32]>; 2], me: usize| {
            pending[me].map(|secret| fair::Pending { seat: me as u8, secret }).into_iter().collect::<Vec<_>>()
        };
        let mut me = 0;
        loop {
            let mut m = fair::check_as(&f, &own(me), &tops(&pending, me)).unwrap().state;
            while m.state().turn() == Turn::Seat(me) {
                let a = m.state().legal_actions()[0].clone();
                m.apply(a).unwrap();
            }
            f.record.actions = m.record().actions.clone();
            let fresh = [f.ledger.len() as u8 + 9; 32];
            let (out, p) = fair::send_with(&f, me, 1 - me, pending[me].as_ref(), fresh, &own(me)).unwrap();
            (f, pending[me]) = (out, Some(p.secret));
            if m.state().turn() == Turn::Over {
                break;
            }
            me = 1 - me;
        }
        let r = 1 - me;
        let game = fair::check_with(&f, &own(r)).unwrap().state;
        let kinds = (0..2).map(|s| if s == r { SeatKind::Human } else { SeatKind::Remote }).collect();
        let names = vec!["A".into(), "B".into()];
        let mut by_link = ByLink::new(fair::to_bytes(&f));
        by_link.decks = own(r);
        let saved = Saved {
            fair: Some(by_link),
            ..Saved::dealt(
                "f".into(),
                tabula_rules::GameId::SuperPose,
                (names, kinds),
                Vec::new(),
                Settings::default(),
                0.0,
            )
        };
        let mut t = Table { saved, game, seen: (Vec::new(), 0.0), watch: false, review: false, unsent: None };
        assert_eq!(t.reveal_due(), Some((r, me)));
        assert_eq!(t.link_due(), Some((r, me)));
        let len = t.game.record().actions.len();
        let revealed = fair::reveal_decks(&f, &own(r));
        assert_eq!(fair::end_check(&revealed), Ok(()));
        t.saved.fair.as_mut().unwrap().keep_sent(fair::to_bytes(&revealed), (len, r, me), [0; 32]);
        assert_eq!((t.reveal_due(), t.link_due()), (None, None), "one link to each other seat");
    }
}
