// Computer players end to end: levels chosen on the setup page, shown beside the
// seat's name and carried by links; thinking in a Web Worker, so that the page has no
// long task while computers play: no task of the page over 50 ms of CPU (tasks.mjs).
// `TABULA_CPU=4 node --test tests/e2e/computers.test.mjs` plays the whole games with
// the page slowed 4 times, as a mid-range phone (issue 48).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { CPU_BUDGET_MS, traceTasks } from "./tasks.mjs";
import { SIX, setUp } from "./drivers.mjs";

const app = useApp();
const RATE = Number(process.env.TABULA_CPU ?? 1);

/** Plays a game of computers (`prepare` sets it up on a fresh page; `started` and
 * `finished` check more on the way) from "Start the game" to its end screen and
 * asserts no task of the page over the CPU budget in it. A game over the budget is
 * played once more and the second must be within it: a task over it in every game
 * still fails, one run's noise does not. (POW's table, drawn in one task, took 19-21
 * ms of CPU on a quiet machine and 31 in CI; it is now drawn in parts, `kit/soon.rs`.
 * A frame of six-seat SUPER-POSE, its paint in software on a machine without a GPU,
 * reached 26 once in CI.) */
async function withinBudget(t, prepare, timeout, started = async () => {}, finished = async () => {}) {
  let heavy = [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    const { context, page } = await app.freshPage();
    await prepare(page);
    // Playwright's own script for `waitForFunction` is evaluated on the page at its
    // first use (32 ms of CPU): before the trace, not in it.
    await page.waitForFunction(() => true);
    // `TABULA_CPU=4`: the page slowed as a mid-range phone is (issue 48's second line),
    // by hand; the suite runs at the machine's speed.
    if (RATE > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: RATE });
    const tasks = await traceTasks(context, page);
    await page.getByRole("button", { name: "Start the game" }).click();
    await started(page);
    // Asked from Node twice a second with one selector: a locator's wait runs its role
    // and text queries on the page's thread at every frame, forcing style and layout
    // there, and the trace counted that as the table's work (up to 15 ms a frame).
    await page.waitForFunction(() => document.querySelector("[data-testid=status]")?.textContent.includes("Game over"), null, { timeout, polling: 500 });
    await page.waitForTimeout(1000);
    const got = await tasks.stop();
    heavy = got.heavy;
    t.diagnostic(`game ${attempt}: long tasks (wall clock, with their CPU time): ${JSON.stringify(got.long)}; over the budget: ${JSON.stringify(heavy)}; over the target: ${got.over_target}; heaviest: ${JSON.stringify(got.heaviest)}`);
    await finished(page);
    assert.deepEqual(page.errors, []);
    await context.close();
    if (!heavy.length) break;
  }
  assert.deepEqual(heavy, [], `no task over ${CPU_BUDGET_MS} ms of CPU from the table's first draw to its end screen, in either of two games`);
}

describe("Computer players", () => {
  test("a level is chosen per seat, shown beside the name, kept by links", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await setUp(page, app.base, /Combo 4x4/, ["h", "Hard"]);
    // A person's seat has no level to choose.
    assert.equal(await page.getByRole("group", { name: "Seat 1" }).getByLabel("Level").isVisible(), false);
    // Each level says how it plays and how it did against the level below.
    const help = page.getByRole("group", { name: "Seat 2" }).getByTestId("level-help");
    assert.match(await help.innerText(), /four moves ahead.*Against Medium, it won \d+% of 200 two-player games/s);
    await page.getByRole("group", { name: "Seat 2" }).getByLabel("Level").selectOption({ label: "Expert" });
    assert.match(await help.innerText(), /six moves ahead.*Against Hard, it won \d+% of 200 two-player games/s);
    await page.getByRole("group", { name: "Seat 2" }).getByLabel("Level").selectOption({ label: "Hard" });
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByText(/· Hard/).first().waitFor();
    await page.getByRole("button", { name: "Share" }).click();
    const link = await page.locator("input[readonly]").inputValue();
    assert.match(link, /#\/link\/combo4x4\/hd\//, "the seats' letters carry the level");
    // A link from before levels ("c", the computer) opens with a Medium computer.
    await page.goto(link.replace("/hd/", "/hc/"));
    await page.getByText(/· Medium/).first().waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a worker that fails says so in the problem line, and nobody is shown thinking", async () => {
    // The worker's script throws as it starts (the service worker blocked, so the
    // route sees the request): the table's question fails as a crash would fail it.
    const { context, page } = await app.freshPage(undefined, { serviceWorkers: "block" });
    await page.route("**/worker_loader.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'throw new Error("a broken worker");' }));
    await setUp(page, app.base, /Combo 4x4/, ["Hard", "h"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.innerText(), /could not think \(.*a broken worker\)/);
    const status = page.getByRole("status").first();
    await page.waitForFunction(() => !document.querySelector("[data-testid=status]")?.hasAttribute("data-thinking"));
    assert.match(await status.innerText(), /^Robo \w+ to play/);
    assert.doesNotMatch(await status.innerText(), /thinking/);
    await context.close();
  });

  // Required since session 48 (issue 48): the six-seat board's moves were 12-20 ms of
  // CPU a frame on the machine of 2026-11-28, and one to a dozen a game reached 25-75
  // under the worker's load against the budget of the time (25 ms). With its icons
  // drawn inline (session 46) its heaviest task was 40-44 ms with the page slowed 4
  // times (docs/BENCHMARKS.md, session 48): at the machine's own speed, far within.
  test("six computers play SUPER-POSE to its end screen without one long task on the page", async (t) => {
    // Loading the app is not the table's work: count from the table's first draw,
    // through every move and its motion, to the end screen and its chart. By CPU
    // time: a long task by the wall clock is as much the machine's load as the app's
    // (tasks.mjs); those are only listed.
    await withinBudget(t, async (page) => {
      await setUp(page, app.base, /SUPER-POSE/, SIX);
    }, 240000, async (page) => {
      await page.getByTestId("sp-board").waitFor();
    }, async (page) => {
      assert.ok((await page.getByTestId("move-log").locator(":scope > li").count()) >= 30);
    });
  });

  // Every game, at the Instant pace (moves and their motions back to back: more
  // work a second than a player ever sees), from the table's first draw to its end.
  for (const game of [/SUPER-POSE/, /Shape Up!/, /Combo 4x4/, /POW/]) {
    test(`two computers play ${game.source.replace("\\", "")} to its end screen at the Instant pace without one long task`, async (t) => {
      await withinBudget(t, async (page) => {
        await page.addInitScript(() => localStorage.setItem("tabula.pace", "instant"));
        await setUp(page, app.base, game, ["Medium", "Medium"]);
      }, 120000);
    });
  }

  for (const [game, seats, board] of [
    [/SUPER-POSE/, ["Hard", "Hard"], "sp-board"],
    [/Shape Up!/, ["Hard", "Hard"], "board"],
    [/Combo 4x4/, ["Hard", "Hard"], "c4-board"],
    [/POW/, ["Hard", "Hard"], "pow-dice"],
  ]) {
    test(`Hard computers think off the page in ${game.source.replace("\\", "")}, about a second a move`, async (t) => {
      // As in `withinBudget`: a task over the budget in each of two games fails.
      for (let attempt = 1; attempt <= 2; attempt++) {
        if (await hardGame(t, game, seats, board, attempt)) break;
      }
    });
  }

  /** One game of the Hard computers' test; whether its page had no task over the
   * budget (the second game's must not). */
  async function hardGame(t, game, seats, board, attempt) {
    const { context, page } = await app.freshPage();
    await setUp(page, app.base, game, seats);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId(board).waitFor();
    const tasks = await traceTasks(context, page);
    // Six lines of the log, and three decisions (a line of POW's log may be a roll).
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid=move-log] li").length >= 6 && performance.getEntriesByName("think").length >= 3,
      null,
      { timeout: 120000, polling: 250 },
    );
    const { heavy, long, heaviest, over_target } = await tasks.stop();
    t.diagnostic(`game ${attempt}: long tasks (wall clock, with their CPU time): ${JSON.stringify(long)}; over the target: ${over_target}; heaviest: ${JSON.stringify(heaviest)}`);
    if (attempt === 1 && heavy.length) {
      await context.close();
      return false;
    }
    assert.deepEqual(heavy, [], `no task over ${CPU_BUDGET_MS} ms of CPU while the computers play, in either of two games`);
    // Each decision, question to answer (the first includes starting the worker).
    const ms = (await page.evaluate(() => performance.getEntriesByName("think").map((e) => e.duration))).sort((a, b) => a - b);
    const median = ms[Math.floor(ms.length / 2)];
    t.diagnostic(`think ms: median ${median?.toFixed(0)}, max ${ms.at(-1)?.toFixed(0)}, moves ${ms.length}`);
    assert.ok(ms.length >= 3 && median <= 1500 && ms.at(-1) <= 3000, ms.join(", "));
    assert.deepEqual(page.errors, []);
    await context.close();
    return true;
  }

  test("Expert thinks with Play now offered, plays at once when it is pressed, and leaves no long task", async (t) => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await setUp(page, app.base, /SUPER-POSE/, ["Expert", "Expert"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("sp-board").waitFor();
    // The button by its name once, before the trace.
    await page.getByRole("button", { name: "Play now" }).waitFor();
    // Waited for by one selector, twice a second: a role query at every frame is
    // Playwright's work on the page's thread, which the trace would count.
    await page.waitForFunction(() => true);
    const tasks = await traceTasks(context, page);
    const lines = () => page.getByTestId("move-log").locator(":scope > li").count();
    const waits = [];
    for (let move = 0; move < 3; move++) {
      const before = await lines();
      const now = page.getByTestId("play-now");
      await page.waitForFunction(() => document.querySelector("[data-testid=play-now]"), null, { polling: 250 });
      const t0 = Date.now();
      await now.click();
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-log] > li").length > n, before, { polling: 100 });
      waits.push(Date.now() - t0);
    }
    t.diagnostic(`Play now to the move: ${waits.join(", ")} ms`);
    assert.ok(waits.every((ms) => ms < 2000), waits.join(", "));
    const { heavy, long } = await tasks.stop();
    t.diagnostic(`long tasks (wall clock, with their CPU time): ${JSON.stringify(long)}`);
    assert.deepEqual(heavy, [], `no task over ${CPU_BUDGET_MS} ms of CPU while Experts think`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
