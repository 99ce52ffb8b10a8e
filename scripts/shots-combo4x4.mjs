// Combo 4x4 screenshots for scripts/screenshots.mjs: `browser` is a Playwright browser,
// `base` the app's URL, `out` the folder to write to.

import { asOpened } from "../tests/e2e/drivers.mjs";

/** A game in progress against the computer, a card and a man chosen (cells lit). */
async function midGame(browser, base, out, viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=combo4x4]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  const status = page.getByRole("status");
  for (let i = 0; i < 4; i++) {
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    await page.locator(".c4-seat-0 .c4-card:not(.stuck)").first().click();
    await page.locator(".c4-board .movable").last().click();
    await page.locator(".c4-board .target").last().click();
  }
  await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
  // The card that lights the most cells for its first man, for a telling picture.
  const cards = page.locator(".c4-seat-0 .c4-card:not(.stuck)");
  let best = 0;
  let most = -1;
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    await page.locator(".c4-board .movable").first().click();
    const n = await page.locator(".c4-board .target").count();
    if (n > most) [best, most] = [i, n];
    await cards.nth(i).click();
  }
  await cards.nth(best).click();
  await page.locator(".c4-board .movable").first().click();
  await page.mouse.move(1, 1);
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

export async function shots(browser, base, out) {
  await midGame(browser, base, out, { width: 1280, height: 800 }, "combo4x4-1280x800");
  await midGame(browser, base, out, { width: 360, height: 740 }, "combo4x4-360x740");
}
