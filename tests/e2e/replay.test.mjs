// Replays: a finished game of each game (tests/e2e/fixtures/finished.json, written by
// scripts/fixtures.sh) opened from a link, watched from its end screen to the end
// and back to the start with the bar, the keys and the log, with the save untouched.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";

const app = useApp();
const FINISHED = JSON.parse(readFileSync(new URL("./fixtures/finished.json", import.meta.url), "utf8"));
const NAMES = Buffer.from("Ann\nBob").toString("base64url");

/** Opens the finished `game` from a link; returns the saved game's id. */
async function openFinished(page, game) {
  await page.goto(`${app.base}#/link/${game}/hh/${NAMES}/${FINISHED[game].payload}`);
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  return page.evaluate(() => location.hash.split("/").pop());
}

/** Everything the app keeps in storage, to show a replay changed none of it. */
const storage = (page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

describe("replay", () => {
  for (const game of Object.keys(FINISHED)) {
    test(`${game}: a finished game watched to its end and back to its start`, async () => {
      const { context, page } = await app.freshPage();
      const id = await openFinished(page, game);
      const before = await storage(page);
      const n = FINISHED[game].actions;
      const where = page.getByTestId("replay-where");
      await page.getByRole("link", { name: "Watch the game" }).click();
      await where.filter({ hasText: `Move 0 of ${n}` }).waitFor();
      assert.match(await where.innerText(), /as it was dealt/);
      assert.doesNotMatch(await page.getByRole("status").innerText(), /Game over/);
      // Forward by the button, then to the end by the key.
      await page.getByRole("button", { name: "Forward one move" }).click();
      await where.filter({ hasText: `Move 1 of ${n}` }).waitFor();
      await page.keyboard.press("End");
      await where.filter({ hasText: `Move ${n} of ${n}` }).waitFor();
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      await page.getByRole("button", { name: "Forward one move" }).click();
      assert.match(await where.innerText(), new RegExp(`Move ${n} of ${n}`));
      // A line of the log jumps there, and is the current one.
      const lines = page.getByTestId("move-log").locator(":scope > li");
      await lines.nth(1).click();
      assert.equal(await lines.nth(1).getAttribute("aria-current"), "step");
      assert.doesNotMatch(await where.innerText(), new RegExp(`Move ${n} of`));
      // Back one by the key, then to the start by the button.
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      await where.filter({ hasText: `Move ${n - 1} of ${n}` }).waitFor();
      await page.getByRole("button", { name: "Start", exact: true }).click();
      await where.filter({ hasText: `Move 0 of ${n}` }).waitFor();
      assert.equal(await lines.locator("[aria-current]").count(), 0);
      // The game is over, so whose hidden cards show is the watcher's choice.
      if (game === "super-pose" || game === "shape-up") assert.equal(await page.getByLabel("Hidden cards of").count(), 1);
      assert.equal(await storage(page), before, "watching wrote nothing");
      // The replay leads to the computer's review as well.
      assert.match(await page.getByTestId("replay").getByRole("link", { name: "Review with the computer" }).getAttribute("href"), new RegExp(`#/review/${id}$`));
      await page.getByRole("link", { name: "Back to the game" }).click();
      await page.waitForURL(new RegExp(`#/play/${id}$`));
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  test("the Continue list has Watch for every save, and the replay fits a phone", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    const id = await openFinished(page, "pow");
    await page.goto(app.base);
    await page.getByRole("link", { name: "Watch" }).click();
    await page.waitForURL(new RegExp(`#/watch/${id}$`));
    await page.getByTestId("replay-where").filter({ hasText: "Move 0 of" }).waitFor();
    // Its stylesheet comes with the first game watched (`web::enable_styles`).
    assert.equal(await page.getByTestId("replay").evaluate((nav) => getComputedStyle(nav).display), "flex");
    // On a 360 px phone the last button keeps the panel's padding from its border.
    const room = await page.getByTestId("replay").evaluate((nav) =>
      nav.getBoundingClientRect().right - nav.querySelector(".replay-keys button:last-of-type").getBoundingClientRect().right);
    assert.ok(room >= 8, `"»" is ${room} px from the panel's edge`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
