//! `tabula daily`: the record of a day's deal, as the app deals it.

use serde::Serialize;
use tabula_bots::Level;
use tabula_rules::daily::{Daily, Day, PLAYER};
use tabula_rules::registry::Describe;
use tabula_rules::{with_game, Record, Seat};

use crate::args::DailyArgs;
use crate::error::{CliError, CliResult};
use crate::output::print_json;

/// The computer seat of a daily deal.
#[derive(Serialize)]
struct Computer {
    seat: Seat,
    level: &'static str,
}

/// What `tabula daily` prints.
#[derive(Serialize)]
#[serde(bound = "")]
struct Printed<'a, G: Describe> {
    game: &'static str,
    date: String,
    key: String,
    player: Seat,
    computer: Option<Computer>,
    record: &'a Record<G>,
}

/// Runs `tabula daily`.
pub fn run(args: &DailyArgs, pretty: bool) -> CliResult {
    let day = match args.date {
        Some(day) => day,
        None => today()?,
    };
    let daily = Daily::new(args.game, day);
    with_game!(args.game, G => print::<G>(daily, pretty))
}

/// Today's UTC date by this machine's clock.
fn today() -> CliResult<Day> {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_err(|e| CliError::internal(format!("the clock is before 1970: {e}")))?
        .as_millis();
    Day::from_unix_millis(millis as f64).map_err(|e| CliError::internal(format!("today's date: {e}")))
}

fn print<G: Describe>(daily: Daily, pretty: bool) -> CliResult {
    // The deal is the rules' own: failing to deal it is a broken build, not bad input.
    let record = daily.record::<G>().map_err(|e| CliError::internal(e.to_string()))?;
    let computer = daily.computer().map(|seat| Computer { seat, level: Level::Hard.as_str() });
    let printed = Printed {
        game: daily.game.as_str(),
        date: daily.day.to_string(),
        key: daily.key(),
        player: PLAYER,
        computer,
        record: &record,
    };
    print_json(&printed, pretty)
}
