// The page's CPU while computers play (issue 48's second line): a game of two Medium
// computers at the Normal pace (or six at SUPER-POSE's full table), from "Start the
// game" to the end screen, its main-thread tasks traced (tests/e2e/tasks.mjs), with
// the page slowed `--cpu N` times by Chromium's CPU throttling (the worker is not
// slowed: only the page's own work is). For each game and build: the heaviest task,
// the tasks over 25 and 50 ms, and each game's CPU time over all its tasks (a game
// is dealt from a new seed each time, so its length varies). Build first (./scripts/build.sh), then:
//   node scripts/bench-tasks.mjs [--dist DIR ...] [--cpu N ...] [--runs N] [--six] [game ...]
// games: super-pose shape-up combo4x4 pow (all by default); `--six` adds the six-seat
// SUPER-POSE game. Several --dist and --cpu take turns within a run, as in
// bench-input.mjs: only figures of one run compare.
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { traceTasks } from "../tests/e2e/tasks.mjs";
import { SIX, TITLES, setUp } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
const dists = [];
const rates = [];
const games = [];
let runs = 1;
let six = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dists.push(resolve(args[++i]));
  else if (args[i] === "--cpu") rates.push(Number(args[++i]));
  else if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--six") six = true;
  else games.push(args[i]);
}
if (!dists.length) dists.push(undefined);
if (!rates.length) rates.push(1);
const tables = (games.length ? games : Object.keys(TITLES)).map((g) => [g, ["Medium", "Medium"]]);
if (six) tables.push(["super-pose", SIX]);
let root = dists[0];
built(dists);
const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

/** One game of `seats` computers on the build served now, the page slowed `rate` times. */
async function play(game, seats, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await setUp(page, base, TITLES[game], seats);
  await page.waitForFunction(() => true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const tasks = await traceTasks(context, page);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForFunction(() => document.querySelector("[data-testid=status]")?.textContent.includes("Game over"), null, { timeout: 600000, polling: 500 });
  await page.waitForTimeout(1000);
  const got = await tasks.stop();
  await context.close();
  return got;
}

const figures = {};
for (let r = 0; r < runs; r++) {
  for (const [game, seats] of tables) {
    for (const dist of dists) {
      for (const rate of rates) {
        root = dist;
        const got = await play(game, seats, rate);
        const key = `${game} ${seats.length} seats${dists.length > 1 ? ` ${dist}` : ""} at ${rate}x`;
        const f = figures[key] ?? { games: 0, cpu_ms: [], heaviest_ms: 0, over_25: 0, over_50: 0, heavy: [] };
        figures[key] = {
          games: f.games + 1,
          cpu_ms: [...f.cpu_ms, got.cpu_ms],
          heaviest_ms: Math.max(f.heaviest_ms, got.heaviest?.cpu_ms ?? 0),
          over_25: f.over_25 + got.over_target,
          over_50: f.over_50 + got.heavy.length,
          heaviest: got.heaviest,
          heavy: [...(f.heavy ?? []), ...got.heavy],
        };
      }
    }
  }
}
await browser.close();
server.close();
console.log(JSON.stringify(figures, null, 1));
