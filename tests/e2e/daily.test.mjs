// Today's deal (issue 27), the clock set by the test: from the game box, each game's
// deal played to its end (against the Hard computer, or solo in SUPER-POSE), its
// result counted on the game box and shared; a second try is practice; the shared
// link deals the same game in a fresh profile and shows the sender's result, and their
// game move by move, only once the friend's game is over; two days in a row make a
// streak, and the month's calendar shows each day's result; a damaged result, moves
// or date is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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

/** Combo 4x4's board in words: each cell's name for screen readers (the man on it, by
 * colour) and its marks. */
const boardOf = (page) =>
  page.getByTestId("c4-board").evaluate((svg) =>
    [...svg.querySelectorAll("[aria-label]")].map((e) => `${e.getAttribute("aria-label")} ${e.getAttribute("class")}`).join("\n"),
  );

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical findings in the end of a day's deal (the friend's
 * game and the calendar), in the light and the dark theme. */
async function endViolations(page) {
  const found = [];
  await page.evaluate(axeSource);
  for (const colorScheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme });
    const r = await page.evaluate(() => window.axe.run(".daily-end", { resultTypes: ["violations"] }));
    found.push(...r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${colorScheme}: ${v.id}`));
  }
  return found;
}

const TITLES = { "super-pose": "SUPER-POSE", "shape-up": "Shape Up!", combo4x4: "Combo 4x4", pow: "POW" };

for (const game of Object.keys(TITLES)) {
  test(`${game}: today's deal is played to its end, counted and shared`, async () => {
    const { context, page } = await onDay();
    await page.goto(app.base);
    const card = page.locator(`.tile[data-game=${game}]`);
    await card.getByRole("link", { name: "Today's deal" }).click();
    await page.getByTestId("lesson").filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
    // No Undo in a game that counts.
    assert.equal(await page.getByRole("button", { name: "Undo" }).count(), 0);
    await playToEnd(page, game);
    await page.getByRole("button", { name: "Share the result" }).click();
    const text = await page.locator(".share-box input").inputValue();
    const title = TITLES[game].replace(/[!]/g, "\\$&");
    assert.match(text, new RegExp(`^Tabula · ${title} · ${DAY}: (won ★|lost ·|tie =|-?\\d+ pts ★) `), text);
    assert.match(text.split(" ").pop(), new RegExp(`#/daily/${game}/${DAY}/(w|l|t|s-?\\d+)\\.[\\w-]+$`));
    await page.goto(app.base);
    await card.getByRole("link", { name: /^Today's deal: (won|lost|played)$/ }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}

test("a friend's link deals the same game, shows both results at its end; a second try is practice", async () => {
  const { context, page } = await onDay();
  await page.goto(`${app.base}#/daily/combo4x4`);
  const note = page.getByTestId("lesson");
  await note.filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  const hand = await page.locator(".c4-hand").first().innerText();
  await playToEnd(page, "combo4x4");
  const senderBoard = await boardOf(page);
  await page.getByRole("button", { name: "Share the result" }).click();
  const text = await page.locator(".share-box input").inputValue();
  const link = text.split(" ").pop();
  const mine = text.match(/: (won|lost|tie) /)[1];
  // The same deal again is practice.
  await page.getByRole("button", { name: "Play again" }).click();
  await note.filter({ hasText: `Practice on the deal of ${DAY}` }).waitFor();
  assert.equal(await page.locator(".c4-hand").first().innerText(), hand);
  assert.deepEqual(page.errors, []);

  // The friend opens it the next day: that day's deal, the same cards, counted; the
  // sender's result shows only once the friend's game is over.
  const friend = await app.freshPage();
  await friend.page.clock.setFixedTime(new Date("2026-11-26T08:00:00Z"));
  await friend.page.goto(link);
  const theirNote = friend.page.getByTestId("lesson");
  await theirNote.filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  assert.equal(await friend.page.locator(".c4-hand").first().innerText(), hand);
  assert.doesNotMatch(await theirNote.innerText(), /friend/);
  // Nothing of the sender's game before the friend's own is over.
  const watchFriend = friend.page.getByRole("link", { name: "Watch your friend's game" });
  assert.equal(await watchFriend.count(), 0);
  await friend.page.goto(`${app.base}#/daily/combo4x4/${DAY}/friend`);
  await friend.page.getByText("Finish your own game of this deal first").waitFor();
  await friend.page.goto(`${app.base}#/daily/combo4x4/${DAY}`);
  await theirNote.filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  await playToEnd(friend.page, "combo4x4");
  await theirNote.filter({ hasText: `Your friend's result: ${mine}` }).waitFor();
  // The sender's game, move by move, to the same end as the sender's board.
  await watchFriend.click();
  await friend.page.getByTestId("replay").waitFor();
  assert.match(await friend.page.getByTestId("replay-where").innerText(), /^Move 0 of \d+/);
  await friend.page.getByRole("button", { name: "Forward one move" }).click();
  assert.match(await friend.page.getByTestId("replay-where").innerText(), /^Move 1 of/);
  await friend.page.getByRole("button", { name: "End" }).click();
  await friend.page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  assert.equal(await boardOf(friend.page), senderBoard);
  await friend.page.getByRole("link", { name: "Back to the game" }).click();
  await theirNote.filter({ hasText: `Your friend's result: ${mine}` }).waitFor();
  // Damaged moves (here: no move at all) say so; the result still shows.
  await friend.page.goto(`${link.replace(/\.[\w-]+$/, "")}.AAAA`);
  await theirNote.filter({ hasText: `Your friend's result: ${mine}` }).waitFor();
  await watchFriend.click();
  await friend.page.getByText(/Your friend's game cannot be shown/).waitFor();
  // A damaged result opens the deal without it; a date with no deal goes home saying why.
  await friend.page.goto(`${app.base}#/daily/pow/${DAY}/zz`);
  await friend.page.getByTestId("lesson").filter({ hasText: `Today's deal, ${DAY}` }).waitFor();
  await friend.page.goto(`${app.base}#/daily/combo4x4/2026-13-45`);
  await friend.page.getByText(/No deal for that day/).waitFor();
  assert.deepEqual(friend.page.errors, []);
  await friend.context.close();
  await context.close();
});

test("two days in a row make a streak, and the month's calendar shows each day's result", async () => {
  const { context, page } = await onDay({ width: 360, height: 740 });
  await page.clock.setFixedTime(new Date("2026-11-24T12:00:00Z"));
  await page.goto(`${app.base}#/daily/combo4x4`);
  await playToEnd(page, "combo4x4");
  await page.clock.setFixedTime(new Date(`${DAY}T12:00:00Z`));
  await page.goto(app.base);
  const card = page.locator(".tile[data-game=combo4x4]");
  await card.getByRole("link", { name: "Today's deal" }).click();
  await page.getByTestId("lesson").filter({ hasText: `Today's deal, ${DAY}: this game counts` }).waitFor();
  await playToEnd(page, "combo4x4");
  // The calendar: today's result (outlined), yesterday's, and November's summary.
  const calendar = page.getByTestId("calendar");
  await calendar.getByRole("heading", { name: "November 2026" }).waitFor();
  const said = async (day) => calendar.locator(`g[data-day="${day}"] title`).textContent();
  assert.match(await said(DAY), new RegExp(`^${DAY}: (won|lost|tie) \\(today\\)$`));
  assert.match(await said("2026-11-24"), /^2026-11-24: (won|lost|tie)$/);
  assert.equal(await said("2026-11-23"), "2026-11-23: not played");
  assert.match(await calendar.getByRole("img").getAttribute("aria-label"), /^November 2026: deals played: 2, won: \d$/);
  assert.equal(await calendar.locator("g.today").count(), 1);
  await calendar.getByText("★ won · ✕ lost · = tie · … begun").waitFor();
  // No other month has results: both ways are closed.
  assert.ok(await calendar.getByRole("button", { name: "Previous month" }).isDisabled());
  assert.ok(await calendar.getByRole("button", { name: "Next month" }).isDisabled());
  assert.deepEqual(await endViolations(page), []);
  // Its stylesheet comes with the first day's deal opened (`web::enable_styles`).
  assert.equal(await calendar.evaluate((c) => getComputedStyle(c).borderTopStyle), "solid");
  const box = await calendar.boundingBox();
  assert.ok(box.width <= 360, `${box.width}`);
  await page.goto(app.base);
  await card.getByRole("link", { name: /^Today's deal: (won|lost) · 2 days in a row$/ }).waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});
