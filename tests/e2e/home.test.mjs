// The first minute: the static game box of index.html on screen before the app's
// code, replaced by the app's in place (no layout shift); one tap on Play starts a
// game against the computer that the player can move in; the player's games listed
// in progress apart from finished; a delete undone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";

const app = useApp();
const FINISHED = JSON.parse(readFileSync(new URL("./fixtures/finished.json", import.meta.url), "utf8"));
const NAMES = Buffer.from("Ann\nBob").toString("base64url");
const GAMES = ["SUPER-POSE", "Shape Up!", "Combo 4x4", "POW"];

/** Each game card's box, by game. */
const boxes = (page) =>
  page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll(".game-box > li")].map((li) => {
      const r = li.querySelector(".card-title").getBoundingClientRect();
      const p = li.querySelector(".pic").getBoundingClientRect();
      return [li.dataset.game, [r.x, r.y, r.width, p.x, p.y, p.width, p.height].map(Math.round)];
    })));

test("the game box is drawn before the app runs and replaced without a shift", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 });
  // Hold the app's code back until the static game box has been looked at.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/\/tabula-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(app.base);
  await page.locator("#shell .game-box li").nth(3).waitFor();
  assert.deepEqual(await page.locator(".game-box .card-title").allInnerTexts(), GAMES);
  assert.equal(await page.locator(".tile").count(), 0, "the app has not run yet");
  assert.equal(await page.locator("#shell .game-box svg.pic").count(), 4, "a picture a game");
  const before = await boxes(page);
  release();
  await page.locator(".game-box li.tile").nth(3).waitFor();
  await page.locator("#shell").waitFor({ state: "detached" });
  const after = await boxes(page);
  for (const game of Object.keys(before)) {
    before[game].forEach((v, i) => assert.ok(Math.abs(v - after[game][i]) <= 1, `${game}: ${before[game]} then ${after[game]}`));
  }
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
  assert.ok(cls < 0.05, `cumulative layout shift ${cls}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("one tap on Play starts a game against the computer, and the player moves", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
  await page.goto(app.base);
  // A new player is offered the lesson first, Play beside it.
  const card = page.locator(".tile[data-game=pow]");
  assert.deepEqual((await card.locator(".card-actions a").allInnerTexts()).slice(0, 2), ["Learn to play", "Play"]);
  await card.getByRole("link", { name: "Play POW against the computer" }).tap();
  await page.waitForURL(/#\/play\//);
  await page.getByTestId("pow-dice").waitFor();
  const id = page.url().split("/").pop();
  const saved = () => page.evaluate((k) => localStorage.getItem(k), `tabula.save.${id}`);
  assert.match(await page.getByRole("status").innerText(), /[Yy]our turn/);
  const first = await saved();
  await page.locator(".pow button.lit").first().click();
  await page.waitForFunction(([k, was]) => localStorage.getItem(k) !== was, [`tabula.save.${id}`, first]);
  // Back on the game box, the game is in progress, against one Medium computer.
  await page.goto(app.base);
  const row = page.getByTestId("in-progress").locator(".save");
  assert.equal(await row.count(), 1);
  assert.match(await row.innerText(), /POW.*You, Robo Bix.*(Your turn · Turn 1|Robo Bix to play · Turn 2)/s);
  // First on the page, above the game box: Resume on the phone's first screen.
  const resume = await row.getByRole("link", { name: "Resume" }).boundingBox();
  assert.ok(resume.y + resume.height <= 740, `Resume at ${resume.y} px`);
  assert.ok(resume.y < (await page.locator(".game-box").boundingBox()).y);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("finished games are listed apart, and a deleted game comes back with Undo", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 });
  await page.goto(`${app.base}#/link/combo4x4/hh/${NAMES}/${FINISHED.combo4x4.payload}`);
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  await page.goto(`${app.base}#/quick/shape-up`);
  await page.waitForURL(/#\/play\//);
  await page.getByTestId("table").waitFor();
  await page.goto(app.base);
  const going = page.getByTestId("in-progress");
  const over = page.getByTestId("finished");
  await over.waitFor();
  assert.match(await going.innerText(), /Shape Up!/);
  assert.doesNotMatch(await going.innerText(), /Combo 4x4/);
  assert.match(await over.innerText(), /Combo 4x4.*Ann, Bob.*(Ann|Bob) won/s);
  assert.equal(await over.getByRole("link", { name: "Resume" }).count(), 0, "a finished game is watched, not resumed");
  // The delete names what it deletes; Undo brings it back as it was.
  const stored = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("tabula.save.")).sort());
  const keys = await stored();
  await over.getByRole("button", { name: "Delete Combo 4x4 (Ann, Bob)" }).click();
  await over.waitFor({ state: "detached" });
  const toast = page.getByRole("status").filter({ hasText: "Deleted: Combo 4x4 (Ann, Bob)" });
  await toast.waitFor();
  assert.equal((await stored()).length, keys.length - 1);
  await toast.getByRole("button", { name: "Undo" }).click();
  await page.getByTestId("finished").waitFor();
  assert.deepEqual(await stored(), keys);
  assert.match(await page.getByTestId("finished").innerText(), /Combo 4x4/);
  assert.deepEqual(page.errors, []);
  await context.close();
});
