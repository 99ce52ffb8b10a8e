//! The one error type of the command: a message for the user and an exit code.

use std::fmt;

/// Exit code for anything wrong with what the user gave: flags, files, records.
pub const BAD_INPUT: i32 = 2;
/// Exit code for a failure of the command itself (a bot with no move, say).
pub const INTERNAL: i32 = 1;

/// Why the command stopped. The message is one line, printed after `tabula: `.
#[derive(Debug)]
pub struct CliError {
    /// Process exit code.
    pub code: i32,
    /// What to tell the user.
    pub message: String,
}

impl CliError {
    /// Something wrong with the input: exit code 2.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError { code: BAD_INPUT, message: message.into() }
    }

    /// A failure of the command itself: exit code 1.
    pub fn internal(message: impl Into<String>) -> CliError {
        CliError { code: INTERNAL, message: message.into() }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Keep it to one line whatever the source error printed.
        f.write_str(&self.message.replace('\n', " "))
    }
}

/// Result of a command.
pub type CliResult<T = ()> = Result<T, CliError>;
