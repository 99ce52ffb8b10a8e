//! Writing JSON results to standard output.

use std::io::{self, Write};

use serde::Serialize;

use crate::error::{CliError, CliResult};

/// Prints `value` as JSON on one line (indented with `pretty`) and a newline. Fields
/// come in the order the types declare them. A closed pipe (`tabula ... | head`) ends
/// the output quietly.
pub fn print_json<T: Serialize + ?Sized>(value: &T, pretty: bool) -> CliResult {
    let mut out = io::stdout().lock();
    let json =
        if pretty { serde_json::to_writer_pretty(&mut out, value) } else { serde_json::to_writer(&mut out, value) };
    let written = json.map_err(io::Error::from).and_then(|()| writeln!(out)).and_then(|()| out.flush());
    match written {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(CliError::internal(format!("cannot write output: {e}"))),
        _ => Ok(()),
    }
}
