// A table's first drawing, task by task (issue 23): from each game's setup page at
// 1280x800, "Start the game" with two Medium computers at the Normal pace, and the
// page's main-thread tasks over the next 700 ms (a Chromium trace, as the suite's CPU
// check reads it: tests/e2e/tasks.mjs). Per game and build: the heaviest task's CPU
// time (the suite's budget is 50 ms) and the CPU of all the tasks of 2 ms or more.
// `--cpu N` slows the page N times by Chromium's CPU throttling (issue 48: at 4 the
// table's code compiled on its first call dominates) and `--ms` sets the time traced
// (700 ms by default; a table opens in about 1,500 at 4x); `--compile` also traces V8's
// compiling of wasm functions on their first call and gives each task's share of it
// (`compile_ms`, the sum of its `wasm.CompileLazy`). Build first:
// ./scripts/build.sh ; then:
//   node scripts/bench-open.mjs [--dist DIR ...] [--runs N] [--cpu N] [--ms MS] [--compile] [game ...]
// With several --dist (builds kept apart, say before and after a change), each game is
// opened on each build in turn, N times, in the same run: only figures from one run
// compare. Games: super-pose, shape-up, combo4x4, pow (all by default).
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { TITLES } from "../tests/e2e/drivers.mjs";
import { CPU_BUDGET_MS } from "../tests/e2e/tasks.mjs";

const args = process.argv.slice(2);
const dists = [];
let runs = 3;
let rate = 1;
let ms = 700;
let compile = false;
const games = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dists.push(resolve(args[++i]));
  else if (args[i] === "--runs") runs = Number(args[++i]);
  else if (args[i] === "--cpu") rate = Number(args[++i]);
  else if (args[i] === "--ms") ms = Number(args[++i]);
  else if (args[i] === "--compile") compile = true;
  else games.push(args[i]);
}
if (!games.length) games.push(...Object.keys(TITLES));
if (!dists.length) dists.push(undefined);
let root = dists[0];
const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

/** The main thread's tasks of 2 ms of CPU or more, in ms of CPU, in order. */
async function opened(game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("tabula.pace", "normal"));
  await page.goto(base);
  const tile = page.locator(".tile").filter({ has: page.locator(".card-title", { hasText: TITLES[game] }) });
  await tile.getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: "2", exact: true }).check();
  for (const i of [1, 2]) {
    const seat = page.getByRole("group", { name: `Seat ${i}` });
    await seat.getByLabel("Computer").check();
    await seat.getByLabel("Level").selectOption({ label: "Medium" });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  const wasm = compile ? ",v8.wasm,disabled-by-default-v8.wasm.detailed" : "";
  await cdp.send("Tracing.start", { categories: `devtools.timeline,disabled-by-default-devtools.timeline${wasm}`, transferMode: "ReportEvents" });
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForTimeout(ms);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  const main = new Set(events.filter((e) => e.ph === "M" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const on = events.filter((e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`));
  const tasks = on.filter((e) => e.name === "RunTask" && e.tdur >= 2000).sort((a, b) => a.ts - b.ts);
  const lazy = on.filter((e) => e.name === "wasm.CompileLazy");
  const round = (us) => Math.round(us / 100) / 10;
  const compiled = (t) => round(lazy.filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur).reduce((a, e) => a + (e.tdur ?? 0), 0));
  return { tasks: tasks.map((t) => round(t.tdur)), compile: tasks.map(compiled) };
}

const rows = [];
for (let r = 0; r < runs; r++) {
  for (const game of games) {
    for (const dist of dists) {
      root = dist;
      const { tasks, compile: lazy } = await opened(game);
      const over50 = tasks.filter((t) => t > CPU_BUDGET_MS).length;
      const compile_ms = Math.round(lazy.reduce((a, b) => a + b, 0));
      rows.push({ game, dist: dist ?? "dist", heaviest: Math.max(...tasks), over50, all: Math.round(tasks.reduce((a, b) => a + b, 0)), compile_ms, tasks });
      const each = tasks.map((t, i) => (compile && lazy[i] >= 1 ? `${t}(${lazy[i]})` : `${t}`));
      console.error(`${game} ${dist ?? "dist"}: heaviest ${Math.max(...tasks)} ms of CPU, tasks${compile ? " (compiling)" : ""} ${each.join(" ")}`);
    }
  }
}
const figures = {};
for (const row of rows) {
  const f = (figures[`${row.game} ${row.dist}`] ??= { heaviest: [], over50: [], all: [], ...(compile ? { compile_ms: [] } : {}) });
  f.heaviest.push(row.heaviest);
  f.over50.push(row.over50);
  if (compile) f.compile_ms.push(row.compile_ms);
  f.all.push(row.all);
}
console.log(JSON.stringify(figures, null, 1));
await browser.close();
server.close();
