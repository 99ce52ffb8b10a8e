// Combo 4x4 end to end: the production build in headless Chromium.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** Starts Combo 4x4 with the given seat kinds ("h" or "c"). */
export async function startCombo(page, kinds) {
  await page.goto(app.base);
  await page.locator(".tile[data-game=combo4x4]").getByRole("link", { name: "Set up a game" }).click();
  for (const [i, kind] of kinds.entries()) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel(kind === "c" ? "Computer" : "Human").check();
  }
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("c4-board").waitFor();
}

/** Presses Tab until the focus is on an element matching `selector`. */
async function tabTo(page, selector, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached ${selector} by Tab`);
}

const focused = (page, selector) => page.waitForFunction((s) => document.activeElement?.matches(s), selector);

describe("Combo 4x4", () => {
  test("two computers play to Game over, with a winner and how", async () => {
    const { context, page } = await app.freshPage();
    await startCombo(page, ["c", "c"]);
    const status = page.getByRole("status").filter({ hasText: "Game over" });
    await status.waitFor({ timeout: 150000 });
    assert.match(
      await status.innerText(),
      /^Game over — Robo \w+ wins — (two combos: \w+ Combo and \w+ Combo|Robo \w+ has no move with any card and loses\.)$/,
    );
    const log = page.getByTestId("move-log").locator("li");
    // A deal can end at once: a player with no move for any card loses (with seed 13
    // Black has none after Red's first move), so only "some moves" is certain.
    assert.ok((await log.count()) >= 1, "the moves are in the log");
    assert.match(await log.first().innerText(), /^Robo \w+: \w+ [a-d][1-4] (→|⇄) [a-d][1-4]/);
    // The winner's combos are listed with their cells, or the loser had no move.
    const combos = await page.locator(".c4-made").count();
    if (/two combos/.test(await status.innerText())) assert.ok(combos >= 2);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("each hand is named by its owner, its copies told apart; the computer's cards are shown, not offered", async () => {
    const { context, page } = await app.freshPage();
    await startCombo(page, ["h", "c"]);
    const mine = page.getByRole("list", { name: "Ann's hand" });
    const theirs = page.getByRole("list", { name: /^Robo \w+'s hand$/ });
    assert.equal(await mine.getByRole("button").count(), 3);
    assert.equal(await theirs.getByRole("button").count(), 0, "no disabled buttons that never enable");
    assert.equal(await theirs.locator("li").count(), 3);
    for (const hand of [mine, theirs]) {
      const names = await hand.locator("li b").allInnerTexts();
      assert.equal(new Set(names).size, names.length, `one name per card: ${names}`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a person moves with the mouse, then with the keyboard alone", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await startCombo(page, ["h", "c"]);
    const status = page.getByRole("status");
    await status.filter({ hasText: "your turn" }).waitFor();
    const hint = page.getByTestId("c4-hint");
    assert.equal(await hint.innerText(), "Choose a card, then one of your men.");
    const log = page.getByTestId("move-log").locator("li");

    // Mouse: a card with a move, a lit man, a lit cell.
    await page.locator(".c4-seat-0 .c4-card:not(.stuck)").first().click();
    assert.match(await hint.innerText(), /: choose one of your lit men/);
    await page.locator(".c4-board .movable").first().click();
    assert.ok((await page.locator(".c4-board .target").count()) >= 1);
    // A tap player is told to tap, never of a key they have not got.
    assert.match(await hint.innerText(), /: choose a lit cell \(tap the card again to cancel\)\.$/);
    await page.locator(".c4-board .target").first().click();
    await log.first().waitFor();
    assert.match(await log.first().innerText(), /^Ann: \w+ [a-d][1-4] (→|⇄) [a-d][1-4]/);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-log] li").length >= 2);
    await status.filter({ hasText: "your turn" }).waitFor();

    // Keyboard: Tab to a card that has a move, Enter, Enter on the lit man, Escape
    // takes the man back, Enter again, Enter on the lit cell.
    await tabTo(page, ".c4-seat-0 .c4-card:not(.stuck)");
    await page.keyboard.press("Enter");
    await focused(page, ".c4-board .movable");
    await page.keyboard.press("Enter");
    await focused(page, ".c4-board .target");
    assert.match(await hint.innerText(), /Escape cancels/);
    await page.keyboard.press("Escape");
    assert.match(await hint.innerText(), /: choose one of your lit men/);
    await focused(page, ".c4-board .movable");
    await page.keyboard.press("Enter");
    await focused(page, ".c4-board .target");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-log] li").length >= 3);
    assert.match(await log.nth(2).innerText(), /^Ann: /);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-log] li").length >= 4);
    // Undo takes back the computer's answer and the person's move.
    await status.filter({ hasText: "your turn" }).waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-log] li").length === 2);
    // Share shows the link to copy.
    await page.getByRole("button", { name: "Share" }).click();
    assert.match(await page.locator(".share-box input").inputValue(), /#\/link\//);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
