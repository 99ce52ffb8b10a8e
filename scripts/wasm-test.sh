#!/usr/bin/env bash
# Runs the app's wasm tests (#[wasm_bindgen_test]) in headless Chromium through
# ChromeDriver, with the toolchain scripts/setup.sh chose.
set -euo pipefail
cd "$(dirname "$0")/.."
TABULA_PANIC_MESSAGES=1 . scripts/web-env.sh
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner
export CHROMEDRIVER=/usr/bin/chromedriver
export WASM_BINDGEN_TEST_TIMEOUT=120
# webdriver.json (read from the working directory) gives Chromium the flags it needs here.
cargo test --locked --target wasm32-unknown-unknown --bin tabula "$@"
