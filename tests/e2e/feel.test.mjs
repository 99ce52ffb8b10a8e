// The feel of play (issue 23): every computer move is seen as motion (none under
// reduced motion), the last move stays marked on the board and in a replay, the
// computers' pace is the player's to set and a click skips the wait.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { NEXT, setUp, turnOrOver } from "./drivers.mjs";

const app = useApp();
const GAMES = [
  { game: "super-pose", last: ".sp-card.last" },
  { game: "shape-up", last: ".cell.fresh" },
  { game: "combo4x4", last: ".c4-cell.last" },
  { game: "pow", last: ".pow button.last" },
];

/** Keys of every piece the Web Animations API reports running, each frame. */
async function watchMotion(page) {
  await page.addInitScript(() => {
    window.__moved = new Set();
    const look = () => {
      for (const a of document.getAnimations()) {
        const el = a.effect && a.effect.target;
        if (el && el.classList.contains("motion") && a.playState === "running") window.__moved.add(el.dataset.motion);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** A game of two computers of `level` (Easy: quick), at `pace`, started. */
async function computersOnly(page, game, level = "Easy", pace = "normal") {
  await page.addInitScript((p) => localStorage.setItem("tabula.pace", p), pace);
  await page.goto(`${app.base}#/setup/${game}`);
  await page.getByRole("radio", { name: "2", exact: true }).check();
  for (const i of [1, 2]) {
    const seat = page.getByRole("group", { name: `Seat ${i}` });
    await seat.getByLabel("Computer").check();
    await seat.getByLabel("Level").selectOption({ label: level });
  }
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("table").waitFor();
}

const moves = (page) => page.getByTestId("move-log").locator(":scope > li").count();

describe("The feel of play", () => {
  for (const { game, last } of GAMES) {
    test(`${game}: computer moves glide, the last move is marked, in play and in a replay`, async () => {
      const { context, page } = await app.freshPage();
      await watchMotion(page);
      await computersOnly(page, game);
      await page.getByTestId("move-log").locator(":scope > li").nth(2).waitFor({ timeout: 30000 });
      // A turn may move no piece (POW's rolls): wait for one that does.
      await page.waitForFunction(() => window.__moved.size > 0, null, { timeout: 20000 }).catch(() => {});
      const moved = await page.evaluate(() => [...window.__moved]);
      assert.ok(moved.length > 0, "a computer's move ran an animation on a piece");
      await page.locator(last).first().waitFor({ timeout: 5000 });
      // A replay marks the last move of the position it shows.
      const id = new URL(page.url()).hash.split("/").pop();
      await page.goto(`${app.base}#/watch/${id}`);
      await page.locator(".replay").waitFor();
      // A replay opens at the start: step on until a move that marks has been shown.
      const mark = page.locator(last).first();
      for (let i = 0; i < 40 && !(await mark.isVisible()); i++) {
        await page.getByRole("button", { name: "Forward one move" }).click();
      }
      await mark.waitFor({ timeout: 5000 });
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  // A person's own press draws its result at once (issue 48: measuring and starting
  // motions fell in the press's own frame); the computer's reply still glides.
  test("a person's own move is drawn at once, the computer's reply glides", async () => {
    const { context, page } = await app.freshPage();
    await watchMotion(page);
    await page.addInitScript(() => localStorage.setItem("tabula.pace", "slow"));
    await setUp(page, app.base, "Combo 4x4", ["h", "Easy"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("table").waitFor();
    await page.evaluate(() => window.__moved.clear());
    for (let i = 0; i < 4 && (await moves(page)) === 0; i++) await NEXT.combo4x4(page, (loc) => loc.click());
    assert.equal(await moves(page), 1, "the person moved");
    // The computer waits 1.5 s at the Slow pace: the person's move's frames are over
    // well before it answers.
    await page.waitForTimeout(300);
    assert.equal(await moves(page), 1, "the computer has not answered yet");
    assert.deepEqual(await page.evaluate(() => [...window.__moved]), [], "no piece of the person's move glided");
    await page.getByTestId("move-log").locator(":scope > li").nth(1).waitFor({ timeout: 20000 });
    await page.waitForFunction(() => window.__moved.size > 0, null, { timeout: 5000 });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a press is marked in its own frame and played after it; presses keep their order", async () => {
    const { context, page } = await app.freshPage();
    await setUp(page, app.base, "Combo 4x4", ["h", "Easy"]);
    await page.getByRole("button", { name: "Start the game" }).click();
    assert.equal(await turnOrOver(page), "turn");
    const card = page.getByTestId("c4-seat-0").locator("button.card-button:not(:disabled)").first();
    await card.waitFor();
    // The task after the frame that plays the press (the one after the mark's).
    const afterFrame = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    const pressed = await page.evaluate(() => {
      const b = document.querySelector("[data-testid=c4-seat-0] button.card-button:not(:disabled)");
      b.click();
      // Read in the press's own task: a frame may come before the next evaluate.
      const marked = b.hasAttribute("data-pressed");
      return { marked, chosen: b.getAttribute("aria-pressed") === "true", opacity: marked && getComputedStyle(b).opacity };
    });
    assert.deepEqual(pressed, { marked: true, chosen: false, opacity: "0.6" }, "marked (and dimmed) in the press's own task, not yet played");
    await afterFrame();
    assert.equal(await page.locator("[data-pressed]").count(), 0, "the mark is gone with the press played");
    assert.equal(await card.getAttribute("aria-pressed"), "true", "the card is chosen");
    // The card, then one of the men it moves, pressed again in one task: the second
    // press plays the first before it, so the man is chosen with the card (in the
    // other order a man pressed with no card chosen would not be).
    const man = await page.evaluate(() => [...document.querySelectorAll(".c4-cell")].findIndex((c) => c.matches(".movable")));
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    assert.equal(await card.getAttribute("aria-pressed"), null, "Undo let the card go");
    await page.evaluate((i) => {
      document.querySelector("[data-testid=c4-seat-0] button.card-button:not(:disabled)").click();
      document.querySelectorAll(".c4-cell")[i].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }, man);
    await afterFrame();
    assert.equal(await page.locator(".c4-cell").nth(man).getAttribute("aria-pressed"), "true", "the man is chosen");
    assert.equal(await card.getAttribute("aria-pressed"), "true", "with the card");
    assert.equal(await page.locator("[data-pressed]").count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  // Every number each score showed, in order, per seat (a MutationObserver on the
  // tables' counting scores).
  async function watchCounts(page) {
    await page.addInitScript(() => {
      window.__counts = {};
      const seen = () =>
        document.querySelectorAll(".count, .scores td").forEach((el, i) => {
          const n = Number(el.textContent);
          const list = (window.__counts[i] ??= []);
          if (Number.isFinite(n) && list.at(-1)?.[0] !== n) list.push([n, performance.now()]);
        });
      new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  for (const [game, reducedMotion] of [["super-pose", "no-preference"], ["shape-up", "no-preference"], ["super-pose", "reduce"]]) {
    test(`${game}: a score ${reducedMotion === "reduce" ? "jumps under reduced motion" : "counts up to its new value"}`, async () => {
      const { context, page } = await app.freshPage(undefined, { reducedMotion });
      await watchCounts(page);
      await computersOnly(page, game, "Medium");
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor({ timeout: 90000 });
      // Counted: a score shows numbers a frame or two apart on its way up (a seat's
      // own moves are far apart at the Normal pace); jumped: never.
      const counts = Object.values(await page.evaluate(() => window.__counts));
      const counted = counts.some((l) => l.some(([n, t], i) => i > 0 && n > l[i - 1][0] && t - l[i - 1][1] < 150));
      assert.equal(counted, reducedMotion !== "reduce", JSON.stringify(counts));
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  test("nothing moves under reduced motion", async () => {
    const { context, page } = await app.freshPage(undefined, { reducedMotion: "reduce" });
    await watchMotion(page);
    await computersOnly(page, "combo4x4");
    await page.getByTestId("move-log").locator(":scope > li").nth(2).waitFor({ timeout: 30000 });
    assert.deepEqual(await page.evaluate(() => [...window.__moved]), []);
    await context.close();
  });

  test("the pace sets the time between computer moves; a click skips the wait", async () => {
    // The time a computer move takes at each pace, over four moves (a count of
    // moves in a fixed time would stop at the game's end).
    const took = {};
    for (const pace of ["instant", "normal", "slow", "slow-clicked"]) {
      const { context, page } = await app.freshPage();
      await computersOnly(page, "combo4x4", "Easy", pace.replace("-clicked", ""));
      await page.getByTestId("move-log").locator(":scope > li").first().waitFor({ timeout: 30000 });
      const start = await moves(page);
      const t0 = Date.now();
      // At the Instant pace a whole game can end in a quarter of a second: stop at
      // Game over too, and compare the time a move.
      const over = page.getByRole("status").filter({ hasText: "Game over" });
      while ((await moves(page)) < start + 4 && !(await over.count()) && Date.now() - t0 < 20000) {
        if (pace === "slow-clicked") await page.locator(".table-head h1").click();
        await page.waitForTimeout(25);
      }
      took[pace] = (Date.now() - t0) / Math.max(1, (await moves(page)) - start);
      if (pace === "slow") assert.equal(await page.getByLabel("Computer pace").inputValue(), "slow");
      await context.close();
    }
    assert.ok(took.instant < took.normal && took.normal < took.slow, JSON.stringify(took));
    assert.ok(took["slow-clicked"] < took.slow, JSON.stringify(took));
  });
});
