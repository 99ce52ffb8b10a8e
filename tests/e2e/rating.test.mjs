// The player's rating (issue 47): three games against a level move it the way of
// each result, the game card charts it and offers the level nearest it, a reload
// keeps it, and a damaged figure resets with a message, the results kept.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";
import { NEXT, turnOrOver } from "./drivers.mjs";

const app = useApp();
const LEVELS = ["Easy", "Medium", "Hard", "Expert"];

/** Each game's levels' (rating, deviation), in the order of GameId::ALL, from the
 * committed table the app rates against (itself the committed `tabula ratings` runs:
 * crates/cli/tests/level_ratings.rs). */
function levelRatings() {
  const text = readFileSync(new URL("../../crates/bots/src/level_ratings.in", import.meta.url), "utf8");
  const rows = text.split("\n").filter((l) => l.trim().startsWith("[("));
  return rows.map((row) => [...row.matchAll(/\(([\d.]+), ([\d.]+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]));
}
const GAMES = ["super-pose", "shape-up", "combo4x4", "pow"];
const TITLES = ["SUPER-POSE", "Shape Up!", "Combo 4x4", "POW"];
/** POW's levels' ratings. */
const powRatings = () => levelRatings()[3].map(([r]) => r);

/** One quick game of POW against Easy, played to its end: whether "You" won. */
async function playOne(page) {
  await page.goto(`${app.base}#/quick/pow/easy`);
  await page.getByTestId("pow-dice").waitFor();
  for (;;) {
    const now = await turnOrOver(page, 60000);
    if (now === "over") break;
    assert.equal(now, "turn", "the game goes on");
    await NEXT.pow(page, (loc) => loc.click());
  }
  const over = await page.getByRole("status").innerText();
  return /You win/.test(over) ? "won" : /Shared win: .*You/.test(over) ? "shared" : "lost";
}

/** The card's rating: the figure, its margin, the games, and the chart's values. */
async function readRating(page) {
  const card = page.getByTestId("rating-pow");
  await card.waitFor();
  const line = await card.locator(".rating-line").innerText();
  const [, figure, margin, games] = line.match(/^Your rating: (\d+) ± (\d+) · (\d+) games?/).map(Number);
  const label = await card.getByRole("img").getAttribute("aria-label");
  const chart = label.replace("Your rating after each game: ", "").split(", ").map(Number);
  return { line, figure, margin, games, chart, label };
}

test("three games against a level move the rating, charted, near-level offered, kept", async () => {
  const { context, page } = await app.freshPage();
  const results = [];
  await page.goto(app.base);
  // The computers move at once: the rating, not the pace, is under test.
  await page.evaluate(() => localStorage.setItem("tabula.pace", "instant"));
  const stored = () => page.evaluate(() => localStorage.getItem("tabula.rating.pow"));
  for (let i = 0; i < 3; i++) {
    const before = await stored();
    results.push(await playOne(page));
    // The worker rates the game when it ends; the game box shows it once stored.
    await page.waitForFunction((was) => localStorage.getItem("tabula.rating.pow") !== was, before);
    await page.goto(app.base);
    const r = await readRating(page);
    assert.equal(r.games, i + 1, `${r.line} after game ${i + 1}`);
  }
  const r = await readRating(page);
  assert.equal(r.chart.length, 3, r.label);
  assert.equal(r.chart[2], r.figure, "the chart ends on the figure");
  // Each game moved the rating the way of its result, from the start of 1500.
  [1500, ...r.chart].slice(0, 3).forEach((before, i) => {
    const after = r.chart[i];
    if (results[i] === "won") assert.ok(after > before, `won game ${i + 1}: ${before} -> ${after}`);
    if (results[i] === "lost") assert.ok(after < before, `lost game ${i + 1}: ${before} -> ${after}`);
  });
  assert.ok(r.margin < Math.round(1.96 * 350), `three games narrow the margin: ${r.margin}`);

  // "Play a level near your rating" names the level nearest the figure, and opens it.
  // POW offers Easy to Hard (`tabula_bots::offered`: its Expert plays as Hard).
  const ratings = powRatings().slice(0, 3);
  const nearest = ratings.reduce((best, x, i) => (Math.abs(x - r.figure) < Math.abs(ratings[best] - r.figure) ? i : best), 0);
  const near = page.locator(".tile[data-game=pow]").getByRole("link", { name: /^Play a level near your rating/ });
  assert.equal(await near.innerText(), `Play a level near your rating (${LEVELS[nearest]})`);
  assert.equal(await near.getAttribute("href"), `#/quick/pow/${LEVELS[nearest].toLowerCase()}`);

  // A reload keeps it.
  await page.reload();
  assert.deepEqual(await readRating(page), r);

  // A damaged figure resets with a message; the results stay.
  await page.evaluate(() => localStorage.setItem("tabula.rating.pow", "r1.AAAA"));
  await page.reload();
  await page.getByRole("alert").filter({ hasText: "Your rating in POW could not be read" }).waitFor();
  assert.equal(await page.getByTestId("rating-pow").count(), 0, "the damaged figure is gone");
  assert.match(await page.getByTestId("stats-pow").innerText(), /^Easy: played 3 · won \d/);
  assert.equal(await near.count(), 0, "no rating, no level near it");
  await page.reload();
  await page.locator(".tile").first().waitFor();
  assert.equal(await page.getByRole("alert").count(), 0, "said once: the reset is stored");

  // Opening a near level's game starts it against that level.
  await page.goto(`${app.base}#/quick/pow/hard`);
  await page.getByTestId("pow-dice").waitFor();
  assert.match(await page.getByTestId("table").innerText(), /Hard/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("the setup page gives each level offered its rating from the committed runs", async () => {
  const { context, page } = await app.freshPage();
  const table = levelRatings();
  assert.equal(table.length, 4, "a row per game");
  for (const [g, game] of GAMES.entries()) {
    await page.goto(`${app.base}#/setup/${game}`);
    // A new hash redraws the page: this game's, not the last one's.
    await page.getByRole("heading", { level: 1, name: TITLES[g], exact: true }).waitFor();
    const seat = page.getByRole("group", { name: "Seat 2" });
    await seat.getByLabel("Computer").check();
    const level = seat.getByLabel("Level");
    for (const name of await level.locator("option").allInnerTexts()) {
      await level.selectOption({ label: name });
      const [rating, deviation] = table[g][LEVELS.indexOf(name)];
      const said = `Its rating: ${Math.round(rating)} ± ${Math.round(1.96 * deviation)}, on the scale of yours.`;
      assert.ok((await seat.getByTestId("level-help").innerText()).endsWith(said), `${game} ${name}: ${said}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});
