#!/usr/bin/env bash
# Checks the formatting and the lints, installs what is missing, then runs every
# test: native unit and property tests,
# wasm tests in headless Chromium, the production build and its size, and the
# end-to-end tests of that build in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long the run has taken so far: CI keeps no timings of its own.
step() { printf '\n\033[1m== %s\033[0m (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

# Test builds without debug info, and without the incremental state a clean clone
# cannot reuse: a failing test still prints its message and its frames' names, and
# the two test builds (native, and wasm with std from source) take minutes less.
export CARGO_INCREMENTAL=0 CARGO_PROFILE_DEV_DEBUG=0 CARGO_PROFILE_TEST_DEBUG=0

# The two linters first: they need only the native toolchain (rustup's default profile).
export PATH="$HOME/.cargo/bin:$PATH"
for tool in fmt clippy; do
  cargo "$tool" --version >/dev/null 2>&1 || {
    echo "test: cargo $tool is missing; install it with: rustup component add rustfmt clippy" >&2
    exit 1
  }
done
step "formatting (cargo fmt, rustfmt.toml)"
cargo fmt --all -- --check
step "lints (cargo clippy, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "setup (installs what is missing)"
./scripts/setup.sh
. .tools/env.sh

step "native tests (rules, bots, cli, app logic)"
cargo test --workspace --locked

step "wasm tests in headless Chromium"
./scripts/wasm-test.sh

step "production build"
( . scripts/web-env.sh && trunk build --release )

step "bundle size (gzip)"
node scripts/size.mjs

step "end-to-end tests in headless Chromium"
# Two files at a time: most of a file's time is the game's pace and the computers'
# thinking in their worker, so two share the cores (15 minutes alone, 10 together).
# The files that measure the page's CPU or its motion run alone after them.
alone='computers|review|feel'
node --test --test-concurrency=2 $(ls tests/e2e/*.test.mjs | grep -vE "/($alone)\.test\.mjs$")
node --test --test-concurrency=1 $(ls tests/e2e/*.test.mjs | grep -E "/($alone)\.test\.mjs$")
step "done"
