#!/usr/bin/env bash
# Installs what is missing, then runs every test: native unit and property tests,
# wasm tests in headless Chromium, the production build and its size, and the
# end-to-end tests of that build in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
. .tools/env.sh
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "native tests (rules, bots, cli, app logic)"
cargo test --workspace --locked

step "wasm tests in headless Chromium"
./scripts/wasm-test.sh

step "production build"
( . scripts/web-env.sh && trunk build --release )

step "bundle size (gzip)"
node scripts/size.mjs

step "end-to-end tests in headless Chromium"
node --test --test-concurrency=1 tests/e2e/
