// Measures the production build: gzip -9 size of the wasm, js and css that a first
// visit downloads, against the budget for the whole four-game app.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 350 * 1024;
const dist = new URL("../dist/", import.meta.url).pathname;
const files = readdirSync(dist).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js");
let total = 0;
for (const f of files.sort()) {
  const raw = readFileSync(join(dist, f));
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  console.log(`${f.padEnd(40)} ${String(raw.length).padStart(8)} B raw ${String(gz).padStart(8)} B gzip`);
}
const pct = ((100 * total) / BUDGET).toFixed(1);
console.log(`total gzip ${(total / 1024).toFixed(1)} KiB of the ${BUDGET / 1024} KiB budget (${pct}%)`);
if (total > BUDGET) {
  console.error("over budget");
  process.exit(1);
}
