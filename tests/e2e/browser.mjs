// Launches Debian's Chromium through playwright-core with the flags this machine needs.
// TABULA_JS_FLAGS passes V8 flags, for a diagnosis only: with
// `--no-wasm-lazy-compilation` the benchmarks show what compiling the app's code on
// its first call costs (docs/BENCHMARKS.md, session 38); no player's browser runs so.
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run", "--disable-quic", ...(process.env.TABULA_JS_FLAGS ? [`--js-flags=${process.env.TABULA_JS_FLAGS}`] : [])],
  });
}
