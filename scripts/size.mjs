// Measures the production build: gzip -9 size of the wasm, js and css that a first
// visit downloads, against the budget for the whole four-game app.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 420 * 1024;
const dist = new URL("../dist/", import.meta.url).pathname;
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js");
// The computers' worker (worker.js, worker_bg.wasm, worker_loader.js) loads when a
// computer is first to move, and a game's own stylesheet (written `disabled` in
// index.html) when that game is first opened: not on the first visit, so listed,
// not counted.
const index = readFileSync(join(dist, "index.html"), "utf8");
const deferred = new Set([...index.matchAll(/<link disabled data-game=[^>]*href="?\.\/([^\s">]+)/g)].map((m) => m[1]));
const later = (f) => f.startsWith("worker") || deferred.has(f);
let total = 0;
for (const f of files.sort()) {
  const raw = readFileSync(join(dist, f));
  const gz = gzipSync(raw, { level: 9 }).length;
  if (!later(f)) total += gz;
  const why = f.startsWith("worker") ? "the computers' worker" : "its game's first opening";
  console.log(`${f.padEnd(40)} ${String(raw.length).padStart(8)} B raw ${String(gz).padStart(8)} B gzip${later(f) ? `  (later: ${why})` : ""}`);
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
