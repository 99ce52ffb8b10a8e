//! Helpers the CLI test files share: run the built `tabula` and read its answer.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

pub const TABULA: &str = env!("CARGO_BIN_EXE_tabula");

/// Runs `tabula` with `args`, feeding `stdin` if given.
pub fn tabula(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(TABULA)
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tabula starts");
    if let Some(text) = stdin {
        child.stdin.take().expect("stdin is piped").write_all(text.as_bytes()).expect("stdin takes the input");
    }
    child.wait_with_output().expect("tabula finishes")
}

/// Runs a command that must succeed and returns its JSON output.
pub fn json(args: &[&str], stdin: Option<&str>) -> Value {
    let out = tabula(args, stdin);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tabula {args:?} failed: {stderr}");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("tabula {args:?} printed no JSON ({e})"))
}

/// Runs a command that must be refused as bad input, and returns its message.
pub fn refused(args: &[&str], stdin: Option<&str>) -> String {
    let out = tabula(args, stdin);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "tabula {args:?} should exit 2; stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "tabula {args:?} panicked: {stderr}");
    assert!(stderr.starts_with("tabula: "), "tabula {args:?} should explain itself: {stderr:?}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line of message: {stderr:?}");
    assert!(out.stdout.is_empty(), "nothing on stdout when refused");
    stderr
}
