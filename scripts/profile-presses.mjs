// Where a press's time goes (issue 48): plays a game's lesson as bench-input.mjs does,
// slowed `--cpu N` times (4 by default), with V8's sampling profiler on from just
// before each press until its frame is drawn, and prints the functions that took the
// most time over all presses, by self time and by inclusive time (a function and what
// it called), and each press with its Event Timing duration. Build with names kept:
//   TABULA_WASM_NAMES=1 trunk build --release   (after . scripts/web-env.sh)
//   node scripts/profile-presses.mjs [--dist DIR] [--cpu N] [--top K] [--grep RE]
//        [--trace [--detail K [--why]]] [--reduce] game
// `(program)` is the browser's own work outside JavaScript and wasm: style, layout,
// paint. `--grep` also prints the inclusive time of every function whose name matches.
// `--trace` instead sums the main thread's trace events by name (style, layout, paint,
// the handlers, wasm compiled lazily); `--detail K` prints the first K presses' events
// in order, and `--why` with them what made the browser restyle or lay out again
// outside the handlers. `--reduce` asks for reduced motion. Not a benchmark: the
// profiler and the trace slow the page; compare builds with bench-input.mjs.
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { playOn } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
let root;
let rate = 4;
let top = 40;
let grep;
let game = "combo4x4";
let trace = false;
let detail = 0;
let reduce = false;
let why = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") root = resolve(args[++i]);
  else if (args[i] === "--cpu") rate = Number(args[++i]);
  else if (args[i] === "--top") top = Number(args[++i]);
  else if (args[i] === "--grep") grep = new RegExp(args[++i]);
  else if (args[i] === "--trace") trace = true;
  else if (args[i] === "--reduce") reduce = true;
  else if (args[i] === "--why") why = true;
  else if (args[i] === "--detail") (trace = true), (detail = Number(args[++i]));
  else game = args[i];
}
built([root]);
const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: reduce ? "reduce" : "no-preference" });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });

const self = new Map();
const incl = new Map();
let sampled = 0;
let presses = 0;

/** Adds one profile's samples to the totals, in ms of the slowed page. */
function add(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split("/").pop()})`;
  const ms = new Map();
  profile.samples.forEach((id, i) => ms.set(id, (ms.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  for (const [id, t] of ms) {
    const n = byId.get(id);
    if (name(n) === "(idle)") continue;
    sampled += t;
    self.set(name(n), (self.get(name(n)) ?? 0) + t);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = name(byId.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
  }
}

const TRACED = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm", "disabled-by-default-v8.wasm.detailed", "v8"];
const INVALIDATIONS = ["disabled-by-default-devtools.timeline.stack", "disabled-by-default-devtools.timeline.invalidationTracking"];

/** Adds one trace's renderer main-thread events to the totals (by name, nested ones
 * counted in their own name too), in ms of the slowed page. */
function addTrace({ traceEvents }) {
  const main = traceEvents.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" &&
    traceEvents.some((f) => f.pid === e.pid && f.tid === e.tid && f.name === "EventDispatch"));
  if (!main) return;
  const shown = [];
  for (const e of traceEvents) {
    // What made the browser restyle or lay out again, and why (`--why`).
    if (presses <= detail && e.pid === main.pid && e.tid === main.tid && /Invalidat|ScheduleStyle/.test(e.name)) {
      const d = e.args?.data ?? {};
      shown.push({ ...e, dur: 0, why: true, name: `* ${e.name} ${d.nodeName ?? ""} ${d.reason ?? ""}` });
    }
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== "X" || !e.dur) continue;
    const k = e.name === "EventDispatch" ? `EventDispatch ${e.args?.data?.type}` : e.name;
    incl.set(k, (incl.get(k) ?? 0) + e.dur / 1000);
    if (e.name === "RunTask") sampled += e.dur / 1000;
    if (presses <= detail && e.dur >= 300) shown.push(e);
  }
  // The press's events as nested on the thread, with what each style and layout
  // pass had to do.
  shown.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  for (const e of shown) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const d = e.args?.beginData ?? e.args ?? {};
    const what =
      e.name === "Layout" ? ` ${d.dirtyObjects}/${d.totalObjects} objects${d.partialLayout ? " partial" : ""}` :
      e.name === "UpdateLayoutTree" ? ` ${e.args?.elementCount ?? ""} elements` :
      e.name === "EventDispatch" ? ` ${e.args?.data?.type}` : e.name === "FunctionCall" ? ` ${e.args?.data?.functionName ?? ""}` : "";
    // Those inside the handlers are the handlers' own changes: left out.
    if (e.why && open.some((o) => o.name === "EventDispatch")) continue;
    if (shown.length) console.log(`${String(presses).padStart(3)} ${"  ".repeat(open.length)}${e.name}${what} ${(e.dur / 1000).toFixed(1)}`);
    open.push(e);
  }
}

const each = [];
const act = async (loc) => {
  await loc.scrollIntoViewIfNeeded();
  const box = await loc.boundingBox();
  const what = await loc.evaluate((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} ${el.getAttribute("aria-label") ?? el.textContent}`.slice(0, 60));
  const before = sampled;
  if (!box) throw new Error("nothing to press");
  await page.waitForTimeout(600);
  if (trace) await browser.startTracing(page, { categories: why ? [...TRACED, ...INVALIDATIONS] : TRACED });
  else await cdp.send("Profiler.start");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // The press's frame, and no more: two frames later.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  presses += 1;
  if (trace) addTrace(JSON.parse((await browser.stopTracing()).toString()));
  else add((await cdp.send("Profiler.stop")).profile);
  const ms = await page.evaluate(() => {
    const last = Math.max(0, ...window.__slow.keys());
    const ms = window.__slow.get(last) ?? 16;
    window.__slow.clear();
    return ms;
  });
  each.push(`${String(presses).padStart(3)} ${String(ms).padStart(4)} ms, ${(sampled - before).toFixed(1).padStart(6)} ms on the thread  ${what.replace(/\s+/g, " ")}`);
};

await page.addInitScript(() => {
  window.__slow = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__slow.set(e.interactionId, Math.max(e.duration, window.__slow.get(e.interactionId) ?? 0));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
});
await page.goto(base);
await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).click();
await playOn(page, game, act);
await browser.close();
server.close();

/** A Rust symbol's identifiers, from its v0 mangling (`_R...`: each one its length,
 * then itself), joined with `::`; any other name as it is. */
function short(name) {
  if (!name.startsWith("_R")) return name;
  const ids = [];
  for (let i = 2; i < name.length; ) {
    const m = /^(\d+)_?/.exec(name.slice(i));
    if (!m || m[1] === "0") {
      i += 1;
      continue;
    }
    const n = Number(m[1]);
    const id = name.slice(i + m[0].length, i + m[0].length + n);
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(id) && id.length === n) ids.push(id);
    i += m[0].length + Math.max(n, 1);
  }
  return ids.join("::") || name;
}

const rows = (m, k = top) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([k, t]) => `${(t / presses).toFixed(2).padStart(8)}  ${short(k).slice(0, 140)}`)
    .join("\n");
console.log(`${game} at ${rate}x: ${presses} presses, ${(sampled / presses).toFixed(1)} ms sampled a press (not idle)`);
console.log(`\neach press: its Event Timing duration, the main thread's time\n${each.join("\n")}`);
if (!trace) console.log(`\nself, ms a press:\n${rows(self)}`);
console.log(`\ninclusive, ms a press:\n${rows(incl)}`);
if (grep) console.log(`\nmatching ${grep}:\n${rows(new Map([...incl].filter(([k]) => grep.test(short(k)))), 200)}`);
