// The time from a click to the next frame on each table (issue 23), as a new player
// would click: each game's lesson from the game box at 1280x800, its steps and then
// free play against the Easy computer to the end, every press a mouse click. The
// browser's Event Timing API measures each interaction (input to the next paint, in
// 8 ms steps); it reports only those of 16 ms or more, so the others count as 16 ms
// here, and the p95 is an upper bound. A baseline in the same go: a page whose button
// only flips one attribute, clicked as often, gives the browser's own floor on this
// machine; each table's p95 is also given as a ratio to it. Build first:
// ./scripts/build.sh ; then:
//   node scripts/bench-input.mjs [--dist DIR ...] [--runs N] [--pause MS] [game ...]
// With several --dist (builds kept apart, say before and after a change), each game is
// played on each build in turn, N times, in the same run: on a machine whose load
// changes from minute to minute, only figures from one run compare.
//
// A press is a person's: the place is found, then `--pause` ms pass (600 by default: a
// brisk player looking at the board before pressing; the last move's motion, a count
// and a roll of the dice are over by then), then the mouse presses its middle, and
// nothing runs on the page until the press's frame is drawn. Playwright's own
// `click()` would look the next place up on the page's thread (its role and
// visibility queries, 10-15 ms each) inside the press's frame, which no person does;
// `--pause 0` presses as fast as the script can. `--cpu N` slows every page (the
// floor's too) N times by Chromium's CPU throttling, the usual stand-in for a
// mid-range phone at 4 (Lighthouse's); given more than once (`--cpu 1 --cpu 4`), the
// floor and every game are measured at each rate in the same run (issue 48). The
// computers' worker is not slowed: only the page's own work is. Each press's time
// to its result is given too (`result_*`): a button or square pressed is marked in its
// own frame and played in the next (src/kit/press.rs, session 42), so Event Timing's
// next frame shows the press taken, and the result comes a frame or more later.
// Sessions 13-18 pressed with `click()` (its presses came just after a frame): their
// figures compare with neither. Between
// presses the script asks whether it is the person's turn from Node (`turnOrOver`);
// up to session 22 it raced two locators' `waitFor`, and the loser went on querying
// the page's thread for 30 s, inside later presses.
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { STEPS, playOn, pressAfter } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
const dists = [];
let runs = 1;
let pause = 600;
const games = [];
const rates = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dists.push(resolve(args[++i]));
  else if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--pause") pause = Number(args[++i]);
  else if (args[i] === "--cpu") rates.push(Number(args[++i]));
  else games.push(args[i]);
}
if (!games.length) games.push(...Object.keys(STEPS));
if (!dists.length) dists.push(undefined);
if (!rates.length) rates.push(1);
if (rates.some((r) => !(r >= 1))) throw new Error("--cpu takes a slowdown of 1 or more");
let rate = rates[0];
let root = dists[0];
built(dists);
const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

/** Every interaction's longest event duration, by interaction id, kept on the page;
 * and the time its handlers took (processing start to end: the app's own share of
 * the duration, the rest being the frame's style, layout, paint and compositing). */
function observe() {
  if (window.__slow) return;
  window.__slow = new Map();
  window.__work = new Map();
  window.__what = new Map();
  // Press to result: from a click or key to the end of the frame that shows what it
  // did, the first change to the page after it; for a press marked in its own frame
  // (`data-pressed`, src/kit/press.rs), its mark taken off with its result. Read on
  // the page's clock in a task after that frame's rendering, so it compares between
  // builds, not with Event Timing's durations (to the frame's presentation).
  window.__result = [];
  // Whether the page is in a frame's animation callbacks: a change made there is drawn
  // in that frame, so its end is the task after it; a change made in a task is drawn
  // in the next frame.
  let drawing = false;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      if (!drawing) (drawing = true), setTimeout(() => (drawing = false));
      cb(t);
    });
  let open = null;
  let marked = null;
  let waiting = false;
  const start = (e) => {
    if (e.isTrusted && !waiting) (open = e.timeStamp), (marked = null);
  };
  addEventListener("click", start, true);
  addEventListener("keydown", start, true);
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName === "data-pressed" && r.target.hasAttribute("data-pressed")) marked = r.target;
    }
    if (open === null || waiting) return;
    const done = marked
      ? !marked.isConnected || !marked.hasAttribute("data-pressed")
      : records.some((r) => r.attributeName !== "data-pressed");
    if (!done) return;
    const t0 = open;
    open = null;
    marked = null;
    waiting = true;
    const record = () =>
      setTimeout(() => {
        window.__result.push(performance.now() - t0);
        waiting = false;
      });
    if (drawing) record();
    else raf(record);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      if (e.duration > (window.__slow.get(e.interactionId) ?? 0)) {
        const t = e.target;
        const what = t ? `${t.localName}.${String(t.getAttribute?.("class") ?? "").split(" ").join(".")}` : "?";
        window.__what.set(e.interactionId, `${e.name} ${what}`.slice(0, 60));
      }
      window.__slow.set(e.interactionId, Math.max(e.duration, window.__slow.get(e.interactionId) ?? 0));
      const work = e.processingEnd - e.processingStart;
      window.__work.set(e.interactionId, Math.max(work, window.__work.get(e.interactionId) ?? 0));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** The press-to-result figures of `ms`, one a press (those the page measured). */
const resultFigures = (ms) => ({
  results: ms.length,
  result_p95_ms: ms.length ? +quantile(ms, 0.95).toFixed(1) : null,
  result_mean_ms: ms.length ? +(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1) : null,
  result_max_ms: ms.length ? +Math.max(...ms).toFixed(1) : null,
});

const quantile = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const press = (page, loc) => pressAfter(page, loc, pause);

/** A fresh profile's page, slowed `rate` times. */
async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { context, page };
}

/** The floor: 40 clicks on a page that flips one attribute and nothing else. */
async function baseline() {
  const { context, page } = await newPage();
  await page.addInitScript(observe);
  await page.setContent(`<button onclick="this.toggleAttribute('aria-pressed')">Flip</button>`);
  await page.evaluate(observe);
  const clicks = 40;
  for (let i = 0; i < clicks; i++) await press(page, page.getByRole("button"));
  await page.waitForTimeout(500);
  const slow = await page.evaluate(() => [...window.__slow.values()]);
  const result = await page.evaluate(() => window.__result);
  const all = [...slow, ...Array(Math.max(0, clicks - slow.length)).fill(16)];
  await context.close();
  return { clicks, reported: slow.length, p95_ms: quantile(all, 0.95), max_ms: Math.max(...all), ...resultFigures(result) };
}

/** One game's lesson and free play on the build served now. */
async function play(game) {
  const { context, page } = await newPage();
  await page.addInitScript(observe);
  await page.goto(base);
  await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).click();
  const over = page.getByRole("status").filter({ hasText: "Game over" });
  const clicks = await playOn(page, game, (loc) => press(page, loc));
  // Let the last frame land and the observer report.
  await page.waitForTimeout(500);
  const slow = await page.evaluate(() => [...window.__slow.values()]);
  const work = await page.evaluate(() => [...window.__work.values()]);
  const what = await page.evaluate(() => [...window.__slow].map(([id, ms]) => [ms, window.__what.get(id)]));
  const result = await page.evaluate(() => window.__result);
  const all = [...slow, ...Array(Math.max(0, clicks - slow.length)).fill(16)];
  const over_ = (await over.count()) > 0;
  await context.close();
  return { clicks, over: over_, all, work, result, what, reported: slow.length };
}

const figures = {};
for (rate of rates) figures[`floor at ${rate}x`] = await baseline();
// Each build's interactions, pooled over its runs; builds take turns within a run.
const pooled = new Map();
for (let r = 0; r < runs; r++) {
  for (const game of games) {
    for (const [dist, r_] of dists.flatMap((d) => rates.map((r_) => [d, r_]))) {
      rate = r_;
      root = dist;
      const got = await play(game);
      const key = `${dists.length > 1 ? `${game} ${dist}` : game} at ${rate}x`;
      const p = pooled.get(key) ?? { clicks: 0, over: true, reported: 0, all: [], work: [], result: [], what: [] };
      pooled.set(key, {
        clicks: p.clicks + got.clicks,
        over: p.over && got.over,
        reported: p.reported + got.reported,
        all: [...p.all, ...got.all],
        work: [...p.work, ...got.work],
        result: [...p.result, ...got.result],
        what: [...p.what, ...got.what],
      });
    }
  }
}
for (const [key, p] of pooled) {
  const floor = figures[`floor at ${key.split(" at ").pop()}`];
  const p95 = p.all.length ? quantile(p.all, 0.95) : null;
  figures[key] = {
    clicks: p.clicks,
    over: p.over,
    reported: p.reported,
    p95_ms: p95,
    mean_ms: p.all.length ? +(p.all.reduce((a, b) => a + b, 0) / p.all.length).toFixed(1) : null,
    max_ms: p.all.length ? Math.max(...p.all) : null,
    p95_to_floor: p95 && +(p95 / floor.p95_ms).toFixed(2),
    // Of the interactions reported (16 ms or more).
    handlers_mean_ms: p.work.length ? +(p.work.reduce((a, b) => a + b, 0) / p.work.length).toFixed(1) : null,
    handlers_p95_ms: p.work.length ? +quantile(p.work, 0.95).toFixed(1) : null,
    ...resultFigures(p.result),
    // The three slowest interactions: duration, event and the element it reached.
    slowest: p.what.sort((a, b) => b[0] - a[0]).slice(0, 3),
  };
}
await browser.close();
server.close();
console.log(JSON.stringify(figures, null, 1));
