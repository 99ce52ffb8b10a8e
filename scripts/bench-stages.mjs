// Where a press's time goes, stage by stage (issue 23): the same lessons and presses
// as scripts/bench-input.mjs, but read from Chromium's own `EventLatency` trace
// events, which split each press (a mouse release: the click) from the input to the
// frame that shows it into the browser's stages, with no 8 ms rounding and no 16 ms
// threshold. A page that flips one attribute on a click is measured first, as the
// floor. Build first (./scripts/build.sh), then:
//   node scripts/bench-stages.mjs [--dist DIR] [--pause MS] [game ...]
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { STEPS, playOn, pressAfter } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
let dist;
let pause = 600;
const games = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dist = resolve(args[++i]);
  else if (args[i] === "--pause") pause = Number(args[++i]);
  else games.push(args[i]);
}
if (!games.length) games.push(...Object.keys(STEPS));

/** Chromium's stages of a press, in their order, grouped as this report gives them
 * (a stage's own sub-stages, as `SubmitToReceiveCompositorFrame`, are not listed). */
const GROUPS = {
  "to the page's thread": ["GenerationToBrowserMain", "BrowserMainToRendererCompositor", "RendererCompositorQueueingDelay",
    "RendererCompositorProcessing", "RendererCompositorToMain"],
  "handlers (the app)": ["RendererMainProcessing"],
  "frame on the page's thread": ["RendererMainFinishedToBeginImplFrame", "BeginImplFrameToSendBeginMainFrame",
    "RendererMainFinishedToCommit", "SendBeginMainFrameToCommit"],
  "raster": ["Commit", "EndCommitToActivation", "Activation"],
  "draw and present": ["EndActivateToSubmitCompositorFrame", "SubmitCompositorFrameToPresentationCompositorFrame"],
};

const BROWSER = "all but the handlers";

built([dist]);
const server = await serve({ port: 0, base: "/tabula/", ...(dist ? { root: () => dist } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

const press = (page, loc) => pressAfter(page, loc, pause);

/** One game's lesson and free play (or the floor's 40 clicks), traced. */
async function run(game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  await cdp.send("Tracing.start", { categories: "input,latencyInfo", transferMode: "ReportEvents" });
  let clicks = 0;
  if (game === "floor") {
    await page.setContent(`<button onclick="this.toggleAttribute('aria-pressed')">Flip</button>`);
    for (; clicks < 40; clicks++) await press(page, page.getByRole("button"));
  } else {
    await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).click();
    clicks = await playOn(page, game, (loc) => press(page, loc));
  }
  await page.waitForTimeout(500);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  return { clicks, spans: spans(events) };
}

/** Async begin/end pairs as spans: name, id, process, start, end (µs). */
function spans(events) {
  const open = new Map();
  const out = [];
  for (const e of events) {
    const key = `${e.pid}|${e.name}|${e.id2?.local ?? e.id}`;
    if (e.ph === "b") open.set(key, e);
    else if (e.ph === "e" && open.has(key)) {
      const b = open.get(key);
      open.delete(key);
      out.push({ name: e.name, key: `${e.pid}|${e.id2?.local ?? e.id}`, ts: b.ts, end: e.ts, type: b.args?.event_latency?.event_type });
    }
  }
  return out;
}

const quantile = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (x) => +(x / 1000).toFixed(1);

const figures = {};
for (const game of ["floor", ...games]) {
  const { clicks, spans: all } = await run(game);
  const presses = all.filter((s) => s.name === "EventLatency" && s.type === "MOUSE_RELEASED");
  const stages = all.filter((s) => s.name !== "EventLatency");
  const rows = presses.map((p) => {
    const mine = stages.filter((s) => s.key === p.key && s.ts >= p.ts && s.end <= p.end);
    const group = (names) => mine.filter((s) => names.includes(s.name)).reduce((a, s) => a + s.end - s.ts, 0);
    const row = { whole: p.end - p.ts, ...Object.fromEntries(Object.entries(GROUPS).map(([g, names]) => [g, group(names)])) };
    // What the press would take if the app's handlers took no time at all: the part
    // outside them (the frame, raster, draw), still shaped by the page's DOM and CSS.
    row[BROWSER] = row.whole - row["handlers (the app)"];
    return row;
  });
  const f = { clicks, presses: rows.length };
  for (const k of ["whole", BROWSER, ...Object.keys(GROUPS)]) {
    const xs = rows.map((r) => r[k]);
    f[k] = { mean_ms: ms(mean(xs)), p95_ms: ms(quantile(xs, 0.95) ?? 0) };
  }
  figures[game] = f;
}
await browser.close();
server.close();
// A Markdown table: each cell the mean / p95 in ms over the game's presses.
const cols = ["whole", BROWSER, ...Object.keys(GROUPS)];
console.log(`| table (presses) | ${cols.join(" | ")} |\n|---|${cols.map(() => "---").join("|")}|`);
for (const [game, f] of Object.entries(figures)) {
  console.log(`| ${game} (${f.presses}) | ${cols.map((c) => `${f[c].mean_ms} / ${f[c].p95_ms}`).join(" | ")} |`);
}
