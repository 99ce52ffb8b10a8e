//! Reading a record given to `replay` or `legal`: a file or standard input holding
//! either a record or the whole output of `tabula play`. Actions may be written as
//! JSON or as strings in the game's notation (`docs/RECORDS.md`), mixed freely.

use std::io::Read;
use std::path::Path;

use serde_json::Value;
use tabula_rules::{Game, GameId, Match, Outcome, Record};

use crate::error::{CliError, CliResult};
use crate::games::parse_id;

/// A record as JSON, with where it came from and the result that came with it.
pub struct Input {
    /// The file name, or "standard input", for messages.
    pub source: String,
    /// The record object.
    pub record: Value,
    /// The `result` next to it in `tabula play` output, if any.
    pub result: Option<Value>,
}

/// Reads `path` (`-` for standard input) as JSON.
pub fn read(path: &Path) -> CliResult<Input> {
    let (source, text) = if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| CliError::input(format!("cannot read standard input: {e}")))?;
        ("standard input".to_string(), text)
    } else {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("cannot read {name}: {e}")))?;
        (name, text)
    };
    let mut value: Value =
        serde_json::from_str(&text).map_err(|e| CliError::input(format!("{source} is not valid JSON: {e}")))?;
    let result = value.get_mut("result").map(Value::take);
    let record = match value.get_mut("record") {
        Some(record) => record.take(),
        None => value,
    };
    if !record.is_object() {
        return Err(CliError::input(format!(
            "{source} holds no game record (a JSON object with game, setup, seed, actions)"
        )));
    }
    Ok(Input { source, record, result })
}

/// The game to read the record as: `--game` if given (the record must then be of that
/// game), else the record's own `game` field.
pub fn game_id(input: &Input, asked: Option<GameId>) -> CliResult<GameId> {
    if let Some(id) = asked {
        return Ok(id);
    }
    match input.record.get("game") {
        Some(Value::String(name)) => {
            parse_id(name).map_err(|e| CliError::input(format!("{}: {}", input.source, e.message)))
        }
        Some(_) => {
            Err(CliError::input(format!("{}: the record's game must be a string like \"shape-up\"", input.source)))
        }
        None => Err(CliError::input(format!("{}: the record does not say which game it is", input.source))),
    }
}

/// Replays the record, checking every action, and the result if one came with it.
pub fn replay<G: Game>(input: Input) -> CliResult<Match<G>> {
    let source = input.source;
    // Said first: otherwise another game's actions fail to read with a message about
    // some missing field.
    if let Some(Value::String(game)) = input.record.get("game") {
        if game != G::ID.as_str() {
            return Err(CliError::input(format!("{source}: the record is for {game}, not {}", G::ID)));
        }
    }
    let mut value = input.record;
    if let Some(Value::Array(actions)) = value.get_mut("actions") {
        for (index, a) in actions.iter_mut().enumerate() {
            // A unit variant's JSON is a string too ("TakeForced"): notation is the
            // reading of last resort.
            let json = serde_json::from_value::<G::Action>(a.clone()).is_ok();
            if let (Value::String(text), false) = (&*a, json) {
                *a = from_notation::<G>(text).map_err(|e| CliError::input(format!("{source}: action {index}: {e}")))?;
            }
        }
    }
    let record: Record<G> = serde_json::from_value(value)
        .map_err(|e| CliError::input(format!("{source}: not a readable {} record: {e}", G::ID)))?;
    let game = Match::replay(record).map_err(|e| CliError::input(format!("{source}: {e}")))?;
    if let Some(claimed) = input.result {
        let claimed: Outcome = serde_json::from_value(claimed)
            .map_err(|e| CliError::input(format!("{source}: the result next to the record is unreadable: {e}")))?;
        if game.state().outcome().as_ref() != Some(&claimed) {
            return Err(CliError::input(format!("{source}: the result does not match what the record replays to")));
        }
    }
    Ok(game)
}

/// An action written in the game's notation, as the JSON the record would hold.
fn from_notation<G: Game>(text: &str) -> Result<Value, String> {
    let action: G::Action = text.parse().map_err(|e: tabula_rules::NotationError| e.to_string())?;
    serde_json::to_value(&action).map_err(|e| e.to_string())
}
