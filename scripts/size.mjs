// Measures the production build: gzip -9 size of the wasm, js and css that a first
// visit downloads, against the budget for the whole four-game app. `dist/` by default;
// TABULA_DIST=DIR measures another build kept apart (say, before a change).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 420 * 1024;

/** The budget is for the release build with std compiled from source (Debian's
 * rustc-web, as on CI): only there can panics abort without messages and std be built
 * for size (scripts/web-env.sh). rustup's prebuilt wasm32 std cannot, which costs
 * about 36 KiB; such a build is reported, not failed. */
function overBudget(what) {
  if (process.env.TABULA_WASM_TOOLCHAIN === "rustup") {
    console.warn(`${what}: over budget, but this build uses rustup's prebuilt std: the budget is checked on std-from-source builds (CI)`);
  } else {
    console.error(`${what}: over budget`);
    process.exitCode = 1;
  }
}
const dist = process.env.TABULA_DIST ? `${process.env.TABULA_DIST}/` : new URL("../dist/", import.meta.url).pathname;
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js");
// The computers' worker (worker.js, worker_bg.wasm, worker_loader.js) loads when a
// computer is first to move, and a game's own stylesheet (written `disabled` in
// index.html) when that game is first opened, the replay's and review's and the day's
// deal's when first used: not on the first visit, so listed, not counted.
const index = readFileSync(join(dist, "index.html"), "utf8");
const deferred = new Set([...index.matchAll(/<link disabled data-game=[^>]*href="?\.\/([^\s">]+)/g)].map((m) => m[1]));
// The parts of the page's wasm fetched when first opened (src/later.rs), by part, as
// scripts/post-build.mjs found them in the split loader.
const parts = JSON.parse(readFileSync(join(dist, "parts.json"), "utf8"));
const inPart = new Set(Object.values(parts).flat());
const later = (f) => f.startsWith("worker") || deferred.has(f) || inPart.has(f);
const raw = new Map(files.map((f) => [f, readFileSync(join(dist, f))]));
const gz = new Map(files.map((f) => [f, gzipSync(raw.get(f), { level: 9 }).length]));
let total = 0;
for (const f of files.sort()) {
  if (!later(f)) total += gz.get(f);
  const why = f.startsWith("worker") ? "the computers' worker" : inPart.has(f) ? "a part, when first opened"
    : /^(review|daily)-/.test(f) ? "the first game watched, reviewed or of a day's deal" : "its game's first opening";
  console.log(`${f.padEnd(40)} ${String(raw.get(f).length).padStart(8)} B raw ${String(gz.get(f)).padStart(8)} B gzip${later(f) ? `  (later: ${why})` : ""}`);
}
const pct = ((100 * total) / BUDGET).toFixed(1);
console.log(`total gzip ${(total / 1024).toFixed(1)} KiB of the ${BUDGET / 1024} KiB budget (${pct}%)`);
if (total > BUDGET) overBudget("the first load");

// What a first game downloads, the first load included: its part and the chunks that
// part needs, the tables' stylesheet and the game's own.
const css = (name) => [...deferred].filter((f) => f.startsWith(`${name}-`));
const games = { super_pose: "super-pose", shape_up: "shape-up", combo4x4: "combo4x4", pow: "pow" };
for (const [part, style] of Object.entries(games)) {
  if (!parts[part]) throw new Error(`parts.json has no part ${part}`);
  const extra = [...parts[part], ...css("table"), ...(style ? css(style) : [])];
  const kib = (total + extra.reduce((n, f) => n + gz.get(f), 0)) / 1024;
  console.log(`first game of ${part.padEnd(12)} ${kib.toFixed(1)} KiB gzip (the first load and ${(kib - total / 1024).toFixed(1)} KiB)`);
  // A one-tap game is the first visit's other half: held to the same budget.
  if (kib * 1024 > BUDGET) overBudget(`the first game of ${part}`);
}
