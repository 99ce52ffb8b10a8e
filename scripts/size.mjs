// Measures the production build: gzip -9 size of the wasm, js and css that a first
// visit downloads, against the budget for the whole four-game app.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 400 * 1024;
const dist = new URL("../dist/", import.meta.url).pathname;
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js");
// The computers' worker (worker.js, worker_bg.wasm, worker_loader.js) loads when a
// computer is first to move, not on the first visit: listed, not counted.
const later = (f) => f.startsWith("worker");
let total = 0;
for (const f of files.sort()) {
  const raw = readFileSync(join(dist, f));
  const gz = gzipSync(raw, { level: 9 }).length;
  if (!later(f)) total += gz;
  console.log(`${f.padEnd(40)} ${String(raw.length).padStart(8)} B raw ${String(gz).padStart(8)} B gzip${later(f) ? "  (later: the computers' worker)" : ""}`);
}
const pct = ((100 * total) / BUDGET).toFixed(1);
console.log(`total gzip ${(total / 1024).toFixed(1)} KiB of the ${BUDGET / 1024} KiB budget (${pct}%)`);
if (total > BUDGET) {
  // The budget is for the release build with std compiled from source (Debian's
  // rustc-web, as on CI): only there can panics abort without messages and std be
  // built for size (scripts/web-env.sh). rustup's prebuilt wasm32 std cannot, which
  // costs about 36 KiB; such a build is reported, not failed.
  if (process.env.TABULA_WASM_TOOLCHAIN === "rustup") {
    console.warn("over budget, but this build uses rustup's prebuilt std: the budget is checked on std-from-source builds (CI)");
  } else {
    console.error("over budget");
    process.exit(1);
  }
}
