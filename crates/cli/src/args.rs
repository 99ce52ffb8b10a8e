//! Hand-written option parsing: `--name value`, `--name=value`, switches and
//! positional arguments, with unknown or repeated options refused.

use std::collections::{BTreeMap, BTreeSet};
use std::str::FromStr;

use crate::error::{CliError, CliResult};

/// The parsed arguments of one subcommand.
#[derive(Debug, Default)]
pub struct Args {
    command: String,
    values: BTreeMap<String, String>,
    switches: BTreeSet<String>,
    /// Arguments that are not options, in order.
    pub positional: Vec<String>,
}

impl Args {
    /// Parses `raw` for `command`, which takes the options in `valued` (each followed by
    /// a value) and `switches` (alone). A lone `-` is positional (standard input).
    pub fn parse(command: &str, raw: &[String], valued: &[&str], switches: &[&str]) -> CliResult<Args> {
        let mut out = Args { command: command.to_string(), ..Args::default() };
        let mut it = raw.iter();
        while let Some(arg) = it.next() {
            let Some(name) = arg.strip_prefix("--").filter(|n| !n.is_empty()) else {
                if arg.starts_with('-') && arg != "-" {
                    return Err(CliError::input(format!(
                        "unknown option {arg} for `tabula {command}` (see tabula --help)"
                    )));
                }
                out.positional.push(arg.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        it.next().cloned().ok_or_else(|| CliError::input(format!("option --{name} needs a value")))?
                    }
                };
                if out.values.insert(name.to_string(), value).is_some() {
                    return Err(CliError::input(format!("option --{name} is given twice")));
                }
            } else if switches.contains(&name) {
                if inline.is_some() {
                    return Err(CliError::input(format!("option --{name} takes no value")));
                }
                if !out.switches.insert(name.to_string()) {
                    return Err(CliError::input(format!("option --{name} is given twice")));
                }
            } else {
                return Err(CliError::input(format!(
                    "unknown option --{name} for `tabula {command}` (see tabula --help)"
                )));
            }
        }
        Ok(out)
    }

    /// The raw value of an option, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// An option's value, which must be given.
    pub fn required(&self, name: &str) -> CliResult<&str> {
        self.value(name).ok_or_else(|| CliError::input(format!("`tabula {}` needs --{name}", self.command)))
    }

    /// An option's value parsed as a number (or anything else with [`FromStr`]).
    pub fn number<T: FromStr>(&self, name: &str) -> CliResult<Option<T>> {
        match self.value(name) {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .map_err(|_| CliError::input(format!("--{name} must be a non-negative whole number, not '{v}'"))),
        }
    }

    /// Whether a switch was given.
    pub fn switch(&self, name: &str) -> bool {
        self.switches.contains(name)
    }

    /// The one positional argument the command takes.
    pub fn single_positional(&self, what: &str) -> CliResult<&str> {
        match self.positional.as_slice() {
            [one] => Ok(one),
            [] => Err(CliError::input(format!("`tabula {}` needs {what}", self.command))),
            [_, extra, ..] => {
                Err(CliError::input(format!("unexpected argument '{extra}' for `tabula {}`", self.command)))
            }
        }
    }

    /// Fails if any positional argument was given.
    pub fn no_positional(&self) -> CliResult {
        match self.positional.first() {
            Some(extra) => Err(CliError::input(format!("unexpected argument '{extra}' for `tabula {}`", self.command))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn values_switches_and_positionals() {
        let a = Args::parse(
            "x",
            &strings(&["--seed", "5", "--listing", "--games=3", "-"]),
            &["seed", "games"],
            &["listing"],
        )
        .unwrap_or_default();
        assert_eq!(a.number::<u64>("seed").ok().flatten(), Some(5));
        assert_eq!(a.number::<u64>("games").ok().flatten(), Some(3));
        assert!(a.switch("listing"));
        assert_eq!(a.positional, vec!["-".to_string()]);
    }

    #[test]
    fn refuses_unknown_repeated_and_dangling() {
        assert!(Args::parse("x", &strings(&["--nope"]), &[], &[]).is_err());
        assert!(Args::parse("x", &strings(&["--seed", "1", "--seed", "2"]), &["seed"], &[]).is_err());
        assert!(Args::parse("x", &strings(&["--seed"]), &["seed"], &[]).is_err());
        assert!(Args::parse("x", &strings(&["-q"]), &[], &[]).is_err());
        let a = Args::parse("x", &strings(&["--seed", "x"]), &["seed"], &[]).unwrap_or_default();
        assert!(a.number::<u64>("seed").is_err());
    }
}
