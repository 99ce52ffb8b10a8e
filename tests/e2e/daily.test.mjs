// Today's deal (issue 27): from the game box, the day's deal of Combo 4x4 played to its
// end against the Hard computer (the clock set by the test), the result counted and
// shared; a second try is practice; the shared link deals the same game in a fresh
// profile; a date with no deal goes home saying why.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { NEXT } from "./drivers.mjs";

const app = useApp();
const DAY = "2026-11-25";

async function onDay(viewport) {
  const { context, page } = await app.freshPage(viewport);
  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00Z`));
  return { context, page };
}

/** Plays the person's moves (the first the table offers) until the game is over. */
async function playToEnd(page, game) {
  const yourTurn = page.getByRole("status").filter({ hasText: "your turn" });
  const over = page.getByRole("status").filter({ hasText: "Game over" });
  for (let presses = 0; presses < 300; presses++) {
    const now = await Promise.race([
      yourTurn.waitFor({ timeout: 30000 }).then(() => "turn"),
      over.waitFor({ timeout: 30000 }).then(() => "over"),
    ]);
    if (now === "over") return;
    await NEXT[game](page, (loc) => loc.click());
    await page.waitForTimeout(50);
  }
  throw new Error("the game did not end");
}

test("today's deal is played to its end, counted, shared, and dealt alike by its link", async () => {
  const { context, page } = await onDay();
  await page.goto(app.base);
  const card = page.locator(".tile[data-game=combo4x4]");
  await card.getByRole("link", { name: "Today's deal" }).click();
  const note = page.getByTestId("lesson");
  await note.filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  const hand = await page.locator(".c4-hand").first().innerText();
  // No Undo in a game that counts.
  assert.equal(await page.getByRole("button", { name: "Undo" }).count(), 0);
  await playToEnd(page, "combo4x4");
  await page.getByRole("button", { name: "Share the result" }).click();
  const text = await page.locator(".share-box input").inputValue();
  assert.match(text, new RegExp(`^Tabula · Combo 4x4 · ${DAY}: (won|lost|tie) `));
  const link = text.split(" ").pop();
  assert.ok(link.endsWith(`#/daily/combo4x4/${DAY}`), link);
  // Played: the game box says so; the same deal again is practice.
  await page.getByRole("button", { name: "Play again" }).click();
  await note.filter({ hasText: `Practice on the deal of ${DAY}` }).waitFor();
  assert.equal(await page.locator(".c4-hand").first().innerText(), hand);
  await page.goto(app.base);
  await card.getByRole("link", { name: "Today's deal: played" }).waitFor();
  assert.deepEqual(page.errors, []);

  // A friend opens the link the next day: that day's deal, the same cards, counted.
  const friend = await app.freshPage();
  await friend.page.clock.setFixedTime(new Date("2026-11-26T08:00:00Z"));
  await friend.page.goto(link);
  await friend.page.getByTestId("lesson").filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  assert.equal(await friend.page.locator(".c4-hand").first().innerText(), hand);
  // A date with no deal goes home and says why.
  await friend.page.goto(`${app.base}#/daily/combo4x4/2026-13-45`);
  await friend.page.getByText(/No deal for that day/).waitFor();
  assert.deepEqual(friend.page.errors, []);
  await friend.context.close();
  await context.close();
});
