//! The one interface every game implements.

use std::fmt::{self, Debug, Display};
use std::str::FromStr;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

/// A seat at the table, numbered from 0 in turn order.
pub type Seat = usize;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    /// This seat chooses the next action.
    Seat(Seat),
    /// The next action is a chance outcome (a dice roll, say): the driver draws it from
    /// the record's seed with [`Game::chance_action`], and it is recorded like any other.
    Chance,
    /// The game has ended.
    Over,
}

/// The games in the box. The id is what records, saves and links carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameId {
    /// SUPER-POSE.
    #[serde(rename = "super-pose")]
    SuperPose,
    /// Shape Up!
    #[serde(rename = "shape-up")]
    ShapeUp,
    /// Combo 4x4.
    #[serde(rename = "combo4x4")]
    Combo4x4,
    /// POW.
    #[serde(rename = "pow")]
    Pow,
}

impl GameId {
    /// Every game, in the order the game box shows them.
    pub const ALL: [GameId; 4] = [GameId::SuperPose, GameId::ShapeUp, GameId::Combo4x4, GameId::Pow];

    /// The id as records and links spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            GameId::SuperPose => "super-pose",
            GameId::ShapeUp => "shape-up",
            GameId::Combo4x4 => "combo4x4",
            GameId::Pow => "pow",
        }
    }

    /// Parses the spelling of [`GameId::as_str`].
    pub fn parse(s: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.as_str() == s)
    }

    /// The game's title as printed on its box.
    pub fn title(self) -> &'static str {
        match self {
            GameId::SuperPose => "SUPER-POSE",
            GameId::ShapeUp => "Shape Up!",
            GameId::Combo4x4 => "Combo 4x4",
            GameId::Pow => "POW",
        }
    }
}

impl Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a seat's own deck is dealt on one device, in a game played by link whose
/// seats draw from decks of their own (see [`Game::own_deck`] and `fair`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnDeck {
    /// This device does not know the seat's cards: a stand-in deck, and the seat's
    /// moves trusted to take cards it holds.
    Hidden,
    /// The cards the seat had drawn by the record's first `at` actions stay where
    /// they are; the rest, taken in number order, are shuffled from `seed` (so the
    /// deck follows from those drawn cards and the seed alone).
    Dealt {
        /// How many actions of the record had been played when the rest was dealt.
        at: usize,
        /// The seed of the rest.
        seed: u64,
    },
}

/// How a finished game came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score of each seat.
    pub scores: Vec<i32>,
    /// The seats that share first place (one seat unless tied).
    pub winners: Vec<Seat>,
}

impl Outcome {
    /// Winners are every seat with the top score: ties are shared.
    pub fn from_scores(scores: Vec<i32>) -> Outcome {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        Outcome { scores, winners }
    }
}

/// The rules of one game.
///
/// A state is fully determined by `(setup, seed, actions)`: all randomness comes from
/// the seed, so replaying a record gives the same state on every platform.
pub trait Game: Clone + Debug + Sized {
    /// Seat count and variants.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One decision of one seat (or one chance outcome). `Display` and `FromStr` are
    /// the game's notation (`docs/RECORDS.md`): short text that reads back to the
    /// same action, whatever the position; only [`Game::apply`] says if it is legal.
    type Action: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Display
        + FromStr<Err = crate::NotationError>;
    /// What one seat may see of the state.
    type View: Clone + Debug + Serialize;
    /// Why an action is illegal.
    type Error: std::error::Error + Clone + PartialEq;
    /// What an action did that every seat may know, for logs and animations: never
    /// anything hidden from some seat, so a log of reports can be shown to anyone.
    type Report: Clone + Debug + PartialEq + Serialize;

    /// Which game this is.
    const ID: GameId;
    /// Bumped whenever a rules change would replay an old record differently.
    const RULES_VERSION: u32;
    /// The oldest rules version whose records this build still replays as they were
    /// played (a new version that only adds, a variant say, keeps this where it was):
    /// a save written by an older build opens in a newer one; a newer save is refused.
    const OLDEST_RULES_VERSION: u32 = Self::RULES_VERSION;

    /// Whether each seat draws from a deck of its own that no other seat sees
    /// (SUPER-POSE): a game played by link then keeps each deck on its seat's device
    /// ([`Game::own_deck`], `fair`).
    const OWN_DECKS: bool = false;
    /// Whether a game by link has its cards dealt by the devices themselves
    /// (`fair::dealing`): Shape Up!, whose secret cards and public draws come from one
    /// pack, so that no device (not even the one that set the game up) knows them.
    const DEALT_BY_DEVICES: bool = false;
    /// Deals a new game. Fails with a message when the setup is impossible.
    fn new(setup: &Self::Setup, seed: u64) -> Result<Self, String>;
    /// The setup this state was dealt from.
    fn setup(&self) -> &Self::Setup;
    /// Number of seats.
    fn seat_count(&self) -> usize;
    /// Who acts next.
    fn turn(&self) -> Turn;
    /// Every legal action now, each listed once. Empty when the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Plays an action, or says why it is illegal and leaves the state unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<(), Self::Error> {
        self.apply_reported(action).map(|_| ())
    }
    /// [`Game::apply`], also saying what the action did (public facts only), so a
    /// log needs no second replay of the record.
    fn apply_reported(&mut self, action: &Self::Action) -> Result<Self::Report, Self::Error>;
    /// Current score of each seat (running totals; final once the game is over).
    fn scores(&self) -> Vec<i32>;
    /// The outcome once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// What `seat` may see; `None` is a spectator who sees only public information.
    /// Once the game is over what was hidden is public (in the view itself or in its
    /// end-of-game results).
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// The chance outcome to record when [`Game::turn`] is [`Turn::Chance`], drawn from
    /// `rng`. Games without chance turns keep the default.
    fn chance_action(&self, _rng: &mut crate::rng::Rng) -> Option<Self::Action> {
        None
    }
    /// Every outcome [`Game::chance_action`] may draw now, with its probability (they
    /// add up to 1), when [`Game::turn`] is [`Turn::Chance`]. Optional: empty (the
    /// default) where a game does not list them; the law suite checks a list against
    /// the draws.
    fn chance_outcomes(&self) -> Vec<(Self::Action, f64)> {
        Vec::new()
    }
    /// The seat whose turn a chance outcome belongs to (the seat about to roll), when
    /// [`Game::turn`] is [`Turn::Chance`]: a game played by link draws it on that
    /// seat's device. `None` (the default) for chance that is nobody's in particular.
    fn chance_owner(&self) -> Option<Seat> {
        None
    }
    /// A record of the same game at the same position that tells `seat` nothing it may
    /// not see: everything hidden from `seat` is dealt anew from `fresh_seed`.
    fn redact(
        record: &crate::Record<Self>,
        seat: Option<Seat>,
        fresh_seed: u64,
    ) -> Result<crate::Record<Self>, crate::RecordError>;
    /// A record of the same game at the same position in which everything no seat has
    /// seen (the undealt deck, covered tiles, the next dice) is dealt anew from
    /// `fresh_seed`, and everything some seat has seen stays. A game played by link
    /// does this on each device before it plays on, so that no link foretells a draw
    /// or a roll. The default suits games where no seat sees what another does not.
    fn redeal_unseen(record: &crate::Record<Self>, fresh_seed: u64) -> Result<crate::Record<Self>, crate::RecordError> {
        Self::redact(record, None, fresh_seed)
    }

    /// For games [`Game::DEALT_BY_DEVICES`]: the record as the one `fair::dealing`
    /// deals (Shape Up!'s, which is this game's own). `None` (the default) elsewhere.
    fn to_dealt(_record: &crate::Record<Self>) -> Option<crate::Record<crate::shape_up::ShapeUp>> {
        None
    }

    /// The inverse of [`Game::to_dealt`].
    fn from_dealt(_record: crate::Record<crate::shape_up::ShapeUp>) -> Option<crate::Record<Self>> {
        None
    }

    /// For games where each seat draws from a deck of its own that no other seat sees
    /// ([`Game::OWN_DECKS`]): `record` with `seat`'s deck as `deck` says, every other
    /// seat's as it was. `None` (the default) where seats have no such decks.
    fn own_deck(
        _record: &crate::Record<Self>,
        _seat: Seat,
        _deck: OwnDeck,
    ) -> Option<Result<crate::Record<Self>, crate::RecordError>> {
        None
    }
}
