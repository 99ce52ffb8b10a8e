// The time from a click to the next frame on each table (issue 23), as a new player
// would click: each game's lesson from the game box at 1280x800, its steps and then
// free play against the Easy computer to the end, every press a mouse click. The
// browser's Event Timing API measures each interaction (input to the next paint, in
// 8 ms steps); it reports only those of 16 ms or more, so the others count as 16 ms
// here, and the p95 is an upper bound. A baseline in the same go: a page whose button
// only flips one attribute, clicked as often, gives the browser's own floor on this
// machine; each table's p95 is also given as a ratio to it. Build first:
// ./scripts/build.sh ; then:
//   node scripts/bench-input.mjs [game ...]
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { NEXT, STEPS } from "../tests/e2e/drivers.mjs";

const games = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(STEPS);
const server = await serve({ port: 0, base: "/tabula/" });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

/** Every interaction's longest event duration, by interaction id, kept on the page. */
function observe() {
  window.__slow = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__slow.set(e.interactionId, Math.max(e.duration, window.__slow.get(e.interactionId) ?? 0));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

const quantile = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** The floor: 40 clicks on a page that flips one attribute and nothing else. */
async function baseline() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  await page.setContent(`<button onclick="this.toggleAttribute('aria-pressed')">Flip</button>`);
  await page.evaluate(observe);
  const clicks = 40;
  for (let i = 0; i < clicks; i++) {
    await page.getByRole("button").click();
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  const slow = await page.evaluate(() => [...window.__slow.values()]);
  const all = [...slow, ...Array(Math.max(0, clicks - slow.length)).fill(16)];
  await context.close();
  return { clicks, reported: slow.length, p95_ms: quantile(all, 0.95), max_ms: Math.max(...all) };
}

const figures = { floor: await baseline() };
for (const game of games) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  await page.goto(base);
  await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).click();
  const yourTurn = page.getByRole("status").filter({ hasText: "your turn" });
  const over = page.getByRole("status").filter({ hasText: "Game over" });
  let clicks = 0;
  const act = async (loc) => {
    clicks += 1;
    await loc.click();
  };
  for (let misses = 0; clicks < 400 && misses < 3; ) {
    const turn = await Promise.race([
      yourTurn.waitFor({ timeout: 30000 }).then(() => "turn"),
      over.waitFor({ timeout: 30000 }).then(() => "over"),
    ]).catch(() => "stuck");
    if (turn !== "turn") break;
    try {
      await NEXT[game](page, act);
      misses = 0;
    } catch {
      misses += 1;
    }
    await page.waitForTimeout(50);
  }
  // Let the last frame land and the observer report.
  await page.waitForTimeout(500);
  const slow = await page.evaluate(() => [...window.__slow.values()]);
  const all = [...slow, ...Array(Math.max(0, clicks - slow.length)).fill(16)];
  figures[game] = {
    clicks,
    over: await over.count() > 0,
    reported: slow.length,
    p95_ms: all.length ? quantile(all, 0.95) : null,
    max_ms: all.length ? Math.max(...all) : null,
  };
  figures[game].p95_to_floor = figures[game].p95_ms && +(figures[game].p95_ms / figures.floor.p95_ms).toFixed(2);
  await context.close();
}
await browser.close();
server.close();
console.log(JSON.stringify(figures, null, 1));
