//! The command line as clap reads it: the subcommands and their options. `--game`,
//! `--seats` and `--variant` are checked by the parser itself, against the rules'
//! registry and the computer levels, so a misspelt value is refused before anything
//! runs, with the values that exist.

use std::ffi::OsStr;
use std::path::PathBuf;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand};
use tabula_bots::Level;
use tabula_rules::daily::Day;
use tabula_rules::{registry, GameId};

use crate::games::SetupOptions;
use crate::seats::SeatKind;

/// tabula: play, check and benchmark the Tabula games from the command line.
///
/// Every command prints one line of JSON (indented with --pretty). Errors print one
/// line on standard error and exit with code 2 (bad input) or 1.
#[derive(Debug, Parser)]
#[command(name = "tabula", version, after_help = games_help(), after_long_help = games_help())]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// Indent the JSON printed.
    #[arg(long, global = true)]
    pub pretty: bool,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Plays a whole game between computer players and prints its record and result.
    ///
    /// Prints {"record": <record>, "result": {"scores": [...], "winners": [...]},
    /// "notation": [...]} (the record's actions in the game's notation).
    Play(PlayArgs),
    /// Plays many games, the players of --seats taking every seat in turn, and
    /// prints each player's win rate.
    ///
    /// Plays N games, seeds S, S+1, ..., and prints {"games", "seats", "points",
    /// "win_rate", "ci95", "ms_per_move"}, each list by entry of --seats: a shared win
    /// counts as a share, ci95 is the Wilson 95% interval of the win rate.
    Arena(ArenaArgs),
    /// Rates the computer levels the game offers (all four; POW three, its Expert
    /// playing as Hard) against each other: a round robin, each pair playing --games
    /// games, seats swapping, rated by Glicko-2.
    ///
    /// With --seats 3 (or more, up to one a level) it also plays games among that
    /// many levels in rotation, rated by Weng-Lin. Prints {"game", "games_per_pairing",
    /// "seed", "iterations", "tables": [{"seats", "model", "games", "levels": [{"level",
    /// "rating", "deviation", "ci95", "games", "score_share"}, ...]}, ...], "digest"}:
    /// ci95 is rating +- 1.96 deviation. The same arguments give the same output.
    Ratings(RatingsArgs),
    /// Checks a record (or the whole output of play) and prints where it ends.
    ///
    /// Prints {"game", "actions", "over", "scores", "winners", "view"}: the final
    /// position as a spectator sees it. Actions may be written as JSON or in the
    /// game's notation (docs/RECORDS.md), e.g. "take hero".
    Replay(RecordArgs),
    /// Prints the legal actions after a record, as a JSON array.
    Legal(LegalArgs),
    /// Prints, as a JSON string, the payload of the app's share link for a record.
    ///
    /// The payload is the part after #/link/GAME/SEATS/NAMES/: a finished game opens
    /// in the app to be watched.
    Link(RecordArgs),
    /// Measures how many random games (or search iterations) the rules play per
    /// second, on one thread.
    ///
    /// Plays N 2-player games of uniformly random legal actions, seeds S, S+1, ..., and
    /// prints {"games", "seconds", "games_per_second", "mode"}. With --mcts every move
    /// is plain UCT (perfect information, random playouts: the loop of boardgame.io's
    /// MCTSBot) and it prints {"games", "iterations", "moves", "seconds",
    /// "iterations_per_second", "mode"}.
    Bench(BenchArgs),
    /// Reviews a finished game (a record, or the whole output of play): judges each
    /// decision from its seat's view against the Hard level's move.
    ///
    /// Prints {"game", "decisions": [{"index", "seat", "move", "win_chance", "best",
    /// "best_win_chance", "verdict"}, ...], "result"}: moves in the game's notation,
    /// win chances (the expected share of the win with 3+ seats) after the move made
    /// and after the best move found, the verdict good, inaccuracy, mistake or blunder
    /// by the win chance lost (docs/ARCHITECTURE.md), and the game's result (null if
    /// it is not over). The same seed and budget always give the same review.
    Review(ReviewArgs),
    /// Prints the record of a day's deal: the game the app offers as "Today's deal".
    ///
    /// Prints {"game", "date", "key", "player", "computer", "record"}: the person plays
    /// seat `player`; `computer` is {"seat", "level"} (the Hard computer) or null in
    /// SUPER-POSE's solo game; `key` is the text the seed is derived from. The record
    /// has no actions yet; replay and legal read the whole output.
    Daily(DailyArgs),
}

/// The game and its variants: what every command that deals a game takes.
#[derive(Debug, Args)]
pub struct SetupArgs {
    /// The game.
    #[arg(long, value_parser = GameParser)]
    pub game: GameId,
    /// The game's variants, comma-separated, each NAME or NAME=N (see below).
    #[arg(long, value_name = "VARIANTS", value_delimiter = ',', value_parser = VariantParser)]
    pub variant: Vec<String>,
    /// Rounds to play (shape-up: 1 to 4, default 1; the same as --variant rounds=R).
    #[arg(long)]
    pub rounds: Option<u8>,
}

impl SetupArgs {
    /// The setup options for `seats` seats.
    pub fn options(&self, seats: usize) -> SetupOptions {
        SetupOptions { seats, variants: self.variant.clone(), rounds: self.rounds }
    }
}

/// `tabula play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// One player a seat, comma-separated: easy, medium, hard, expert (computer players; bot
    /// is medium) or random (uniformly random legal actions).
    #[arg(long, value_name = "SEATS", value_delimiter = ',', value_parser = SeatParser, default_value = "bot,bot")]
    pub seats: Vec<SeatKind>,
    /// The game's seed (default: from the clock; the record keeps it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The Hard level's search iterations (default: its own).
    #[arg(long)]
    pub iterations: Option<usize>,
}

/// `tabula review`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    #[command(flatten)]
    pub record: RecordArgs,
    /// The review's seed: the same seed and budget give the same review.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The Hard level's search iterations for the best move (default: its own).
    #[arg(long)]
    pub iterations: Option<usize>,
    /// Samples (deals of what the seat could not see) each move is played out in.
    #[arg(long, default_value_t = tabula_bots::review::SAMPLES, value_parser = at_least_one_sample)]
    pub samples: usize,
    /// Judge only this seat's decisions (from 0).
    #[arg(long)]
    pub seat: Option<usize>,
}

/// `tabula arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// The players, comma-separated, as for play.
    #[arg(long, value_name = "SEATS", value_delimiter = ',', value_parser = SeatParser, default_value = "hard,medium")]
    pub seats: Vec<SeatKind>,
    /// How many games.
    #[arg(long, default_value_t = 100, value_parser = at_least_one)]
    pub games: u64,
    /// The first game's seed.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The Hard level's search iterations (default: its own); Expert spends 5 times as many.
    #[arg(long)]
    pub iterations: Option<usize>,
}

/// `tabula ratings`.
#[derive(Debug, Args)]
pub struct RatingsArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Games each pair of levels plays (with more seats: games each level starts).
    #[arg(long, default_value_t = 20, value_parser = at_least_one)]
    pub games: u64,
    /// The first game's seed.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Seat counts to rate at, comma-separated: 2, and 3 or 4 where the game allows.
    #[arg(long, value_name = "K", value_delimiter = ',', default_value = "2")]
    pub seats: Vec<usize>,
    /// The Hard level's search iterations (default: its own); Expert spends 5 times as many.
    #[arg(long)]
    pub iterations: Option<usize>,
}

/// `tabula replay` and `tabula link`.
#[derive(Debug, Args)]
pub struct RecordArgs {
    /// The record: a JSON file, or - for standard input.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The record must be of this game.
    #[arg(long, value_parser = GameParser)]
    pub game: Option<GameId>,
}

/// `tabula legal`.
#[derive(Debug, Args)]
pub struct LegalArgs {
    #[command(flatten)]
    pub record: RecordArgs,
    /// The actions as strings in the game's notation (e.g. "Push b2-c3").
    #[arg(long)]
    pub notation: bool,
}

/// `tabula daily`.
#[derive(Debug, Args)]
pub struct DailyArgs {
    /// The game.
    #[arg(long, value_parser = GameParser)]
    pub game: GameId,
    /// The UTC date, YYYY-MM-DD (default: today's, by this machine's clock).
    #[arg(long, value_parser = day)]
    pub date: Option<Day>,
}

/// `--date`: a date of the calendar, YYYY-MM-DD.
fn day(text: &str) -> Result<Day, String> {
    text.parse::<Day>().map_err(|e| e.to_string())
}

/// `tabula bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub setup: SetupArgs,
    /// How many games (default: 1000, or 10 with --mcts).
    #[arg(long, value_parser = at_least_one)]
    pub games: Option<u64>,
    /// The first game's seed.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Pick each random action from the full list of legal actions instead of the
    /// game's sampler.
    #[arg(long, conflicts_with = "mcts")]
    pub listing: bool,
    /// Every move by plain UCT search.
    #[arg(long)]
    pub mcts: bool,
    /// UCT iterations a move (default 200).
    #[arg(long, requires = "mcts")]
    pub iterations: Option<usize>,
}

/// The games and their variants, from the registry: the end of `--help`.
fn games_help() -> String {
    let mut out = String::from("Games and their variants (--variant NAME or NAME=N, comma-separated):\n");
    for id in GameId::ALL {
        let info = registry::info(id);
        let mut names: Vec<String> = info
            .variants
            .iter()
            .map(|v| match v.param {
                Some(p) => format!("{}[={}..{}]", v.code, p.min, p.max),
                None => v.code.to_string(),
            })
            .collect();
        names.extend(info.aliases.iter().map(|a| a.code.to_string()));
        let names = if names.is_empty() { "none".to_string() } else { names.join(", ") };
        out.push_str(&format!("  {:<11} {} to {} seats; {names}\n", id.as_str(), info.min_seats, info.max_seats));
    }
    out
}

/// `--games`: a whole number, at least 1.
fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("must be a whole number of at least 1".into()),
    }
}

/// `--samples`: a whole number, at least 1.
fn at_least_one_sample(text: &str) -> Result<usize, String> {
    at_least_one(text).map(|n| n as usize)
}

/// A clap error for `value`, refused for `why`.
fn invalid(cmd: &clap::Command, arg: Option<&clap::Arg>, value: &str, why: &str) -> clap::Error {
    let name = arg.map(|a| a.get_long().map(|l| format!("--{l}")).unwrap_or_else(|| a.get_id().to_string()));
    let for_arg = name.map(|n| format!(" for {n}")).unwrap_or_default();
    clap::Error::raw(ErrorKind::InvalidValue, format!("invalid value '{value}'{for_arg}: {why}\n")).with_cmd(cmd)
}

/// The text of a value, or a clap error if it is not UTF-8.
fn text<'v>(cmd: &clap::Command, arg: Option<&clap::Arg>, value: &'v OsStr) -> Result<&'v str, clap::Error> {
    value.to_str().ok_or_else(|| invalid(cmd, arg, &value.to_string_lossy(), "not valid UTF-8"))
}

/// `--game`: an id of the rules' registry.
#[derive(Clone, Copy, Debug)]
pub struct GameParser;

impl TypedValueParser for GameParser {
    type Value = GameId;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<GameId, clap::Error> {
        let name = text(cmd, arg, value)?;
        GameId::parse(name).ok_or_else(|| {
            let known: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
            invalid(cmd, arg, name, &format!("unknown game (games: {})", known.join(", ")))
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(GameId::ALL.into_iter().map(|g| PossibleValue::new(g.as_str()).help(registry::info(g).title))))
    }
}

/// One entry of `--seats`: a computer level, `bot` (medium) or `random`.
#[derive(Clone, Copy, Debug)]
pub struct SeatParser;

impl TypedValueParser for SeatParser {
    type Value = SeatKind;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<SeatKind, clap::Error> {
        let seat = text(cmd, arg, value)?;
        seat.parse::<SeatKind>().map_err(|why| invalid(cmd, arg, seat, &why))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let levels = Level::ALL.into_iter().map(|l| PossibleValue::new(l.as_str()));
        let others = [
            PossibleValue::new("bot").help("medium"),
            PossibleValue::new("random").help("random legal actions"),
            PossibleValue::new("ceiling").help("POW only: sees every tile and the dice to come (a yardstick)"),
        ];
        Some(Box::new(levels.chain(others)))
    }
}

/// One entry of `--variant`: `NAME` or `NAME=N`, where NAME is a variant (or another
/// name for some) of at least one game in the registry. Whether it is one of the
/// game asked for, and the number in range, the game's own description checks.
#[derive(Clone, Copy, Debug)]
pub struct VariantParser;

impl VariantParser {
    /// Every variant name the registry knows, each once.
    fn names() -> Vec<&'static str> {
        let mut names: Vec<&'static str> = Vec::new();
        for info in registry::ALL {
            for code in info.variants.iter().map(|v| v.code).chain(info.aliases.iter().map(|a| a.code)) {
                if !names.contains(&code) {
                    names.push(code);
                }
            }
        }
        names
    }

    /// Checks one name.
    pub fn read(entry: &str) -> Result<String, String> {
        let entry = entry.trim();
        let code = entry.split_once('=').map_or(entry, |(code, _)| code).trim();
        if Self::names().contains(&code) {
            Ok(entry.to_string())
        } else {
            Err(format!("no game has that variant (variants: {})", Self::names().join(", ")))
        }
    }
}

impl TypedValueParser for VariantParser {
    type Value = String;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<String, clap::Error> {
        let entry = text(cmd, arg, value)?;
        VariantParser::read(entry).map_err(|why| invalid(cmd, arg, entry, &why))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("tabula").chain(args.iter().copied()))
    }

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn reads_games_seats_and_variants() {
        let cli =
            parse(&["play", "--game", "super-pose", "--seats", "hard, bot,random", "--variant", "flowers,race=30"]);
        let Ok(Cli { command: Command::Play(play), .. }) = cli else { panic!("play parses: {cli:?}") };
        assert_eq!(play.setup.game, GameId::SuperPose);
        assert_eq!(play.seats, vec![SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Medium), SeatKind::Random]);
        assert_eq!(play.setup.variant, vec!["flowers".to_string(), "race=30".to_string()]);
        let cli = parse(&["play", "--game", "pow"]);
        let Ok(Cli { command: Command::Play(play), .. }) = cli else { panic!("play parses: {cli:?}") };
        assert_eq!(play.seats, vec![SeatKind::Bot(Level::Medium); 2], "the default seats");
    }

    #[test]
    fn the_readme_command_lines_parse_unchanged() {
        let readme = include_str!("../../../README.md");
        let lines: Vec<&str> =
            readme.lines().filter_map(|l| l.strip_prefix("cargo run -p tabula-cli --release -- ")).collect();
        assert!(lines.len() >= 8, "the README's command lines are found: {lines:?}");
        for line in lines {
            assert!(parse(&line.split_whitespace().collect::<Vec<_>>()).is_ok(), "{line}");
        }
    }

    #[test]
    fn refuses_what_the_lists_do_not_hold() {
        for args in [
            &["play", "--game", "tetris"][..],
            &["play", "--game", "pow", "--seats", "human,bot"],
            &["play", "--game", "pow", "--seats", "master"],
            &["play", "--game", "pow", "--variant", "expert"],
            &["play", "--game", "pow", "--seed", "soon"],
            &["bench", "--game", "pow", "--iterations", "5"],
            &["arena", "--game", "pow", "--games", "0"],
            &["daily", "--game", "pow", "--date", "2026-02-30"],
            &["daily", "--game", "pow", "--date", "25/11/2026"],
            &["daily", "--date", "2026-11-25"],
        ] {
            assert!(parse(args).is_err(), "{args:?}");
        }
    }
}
