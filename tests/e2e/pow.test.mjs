// POW end to end: the production build in headless Chromium.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** Starts POW with the given seat kinds ("h" or "c"). */
export async function startPow(page, kinds) {
  await page.goto(app.base);
  await page.locator(".tile[data-game=pow]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: String(kinds.length), exact: true }).check();
  for (const [i, kind] of kinds.entries()) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel(kind === "c" ? "Computer" : "Human").check();
  }
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("pow-dice").waitFor();
}

/** Presses Tab until `locator` has the focus (at most `max` times). */
async function tabTo(page, locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

const took = /^Ann (took the|took from|could take nothing)/;

describe("POW", () => {
  test("four computers play to Game over", async () => {
    const { context, page } = await app.freshPage();
    await startPow(page, ["c", "c", "c", "c"]);
    const status = page.getByRole("status").filter({ hasText: "Game over" });
    await status.waitFor({ timeout: 120000 });
    assert.match(await status.innerText(), /^Game over — (.+ wins|Shared win: .+) — .+ −?\d+$/);
    const results = page.getByTestId("pow-results").locator("li");
    assert.equal(await results.count(), 4);
    // Every tile was taken from the rows: they are empty and the log has 24 such takes
    // (steals come on top), one line per turn. Every stack shows its tiles.
    assert.equal(await page.locator(".pow .tile").count(), 0);
    const log = await page.getByTestId("move-log").locator(":scope > li").allInnerTexts();
    assert.equal(log.filter((l) => / (took the|could take nothing)/.test(l)).length, 24);
    assert.ok(log.every((l) => !/ (rolled|set aside) /.test(l)), "rolls fold under their take");
    assert.equal(await page.locator(".pow .chip").count(), 24);
    assert.equal(await page.locator(".pow .chip.down").count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a person sets a die aside, rolls again and takes by mouse, then plays by keyboard", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await startPow(page, ["h", "c"]);
    const status = page.getByRole("status");
    await status.filter({ hasText: "your turn" }).waitFor();
    const tray = page.getByTestId("pow-dice");
    assert.equal(await tray.getAttribute("data-rolls"), "1");
    const die = tray.locator(".die.rolled").first();
    await die.click();
    assert.equal(await die.getAttribute("aria-pressed"), "true");
    const trayBefore = await page.locator(".pow .tray").boundingBox();
    await page.getByRole("button", { name: "Roll again (2 left)" }).click();
    await page.waitForSelector("[data-testid=pow-dice][data-rolls='2']");
    assert.equal(await tray.locator(".die.aside").count(), 1);
    // Measured once the roll has landed: a rolled die comes in turning from the top
    // left (kit::motion::roll), and a fast machine measured it on its way.
    await tray.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    // The die set aside leads the row of the rolled ones, a little apart, and the
    // tray keeps its height: nothing under it moves (it pushed the tiles 67 px down).
    const [asideBox, rolledBox] = [await tray.locator(".die.aside").boundingBox(), await tray.locator(".die.rolled").first().boundingBox()];
    assert.ok(asideBox.x + asideBox.width < rolledBox.x && Math.abs(asideBox.y + asideBox.height / 2 - (rolledBox.y + rolledBox.height / 2)) < 2, "one row, the aside die first");
    const trayAfter = await page.locator(".pow .tray").boundingBox();
    assert.ok(Math.abs(trayAfter.height - trayBefore.height) <= 2, `the tray ${trayBefore.height} px high, then ${trayAfter.height}`);
    // Several tiles to take: an instruction, not a button that looks disabled.
    if ((await page.locator(".pow button.lit").count()) > 1) {
      assert.equal(await page.getByTestId("pow-take-which").evaluate((el) => el.tagName), "P");
      assert.equal(await page.getByRole("button", { name: /^Take/ }).count(), 0);
    }
    // One line per finished turn, the turn in progress action by action.
    const log = page.getByTestId("move-log").locator(":scope > li");
    assert.match((await log.allInnerTexts()).join("\n"), /Ann set aside 1 (shield|skull|blue bubble|orange bubble)\./);
    await page.locator(".pow button.lit").first().click();
    assert.match((await log.allInnerTexts()).at(-2) ?? "", took);

    // The computer answers; then the person plays by keyboard alone.
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    const before = await log.count();
    await tabTo(page, tray.locator(".die.rolled").first());
    await page.keyboard.press("Space");
    assert.equal(await tray.locator(".die.rolled").first().getAttribute("aria-pressed"), "true");
    await tabTo(page, page.getByRole("button", { name: /^Roll again/ }));
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid=pow-dice][data-rolls='2']");
    await tabTo(page, page.locator(".pow button.lit").first());
    await page.keyboard.press("Enter");
    // Her turn folds into one line where it began (its roll was the last line).
    await page.waitForFunction(
      (n) => [...document.querySelectorAll("[data-testid=move-log] > li")].slice(n - 1).some((li) => /^Ann (took the|took from|could take nothing)/.test(li.innerText)),
      before,
    );
    // The tile taken is gone (blurred as it was picked, kit/tile.rs): the keyboard's
    // focus is still in the table, not dropped to the page.
    await page.waitForFunction(() => document.activeElement?.closest("[data-testid=table]"));
    const lines = await log.allInnerTexts();
    assert.ok(lines.slice(before - 1).some((l) => took.test(l)), lines.slice(before - 1).join("\n"));
    await log.nth(before - 1).locator("summary").click();
    assert.match(await log.nth(before - 1).innerText(), /Ann set aside/);
    // Undo takes the person's last decision back: it is their turn again.
    await page.getByRole("button", { name: "Undo" }).click();
    await status.filter({ hasText: "your turn" }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
