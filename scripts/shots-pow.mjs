// POW screenshots for scripts/screenshots.mjs: `browser` is a Playwright browser,
// `base` the app's URL, `out` the folder to write to.

import { asOpened } from "../tests/e2e/drivers.mjs";

/** A person and two computers, a few turns in: a roll showing, one die picked to set
 * aside, and the takes it allows lit. */
async function midGame(browser, base, out, viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=pow]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: "3", exact: true }).check();
  const status = page.getByRole("status");
  await page.getByRole("button", { name: "Start the game" }).click();
  for (let turn = 0; turn < 4; turn++) {
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 30000 });
    await page.locator(".pow button.lit").first().click();
  }
  await status.filter({ hasText: "your turn" }).waitFor({ timeout: 30000 });
  await page.locator(".pow .die.rolled").first().click();
  await page.waitForTimeout(600);
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

export async function shots(browser, base, out) {
  await midGame(browser, base, out, { width: 1280, height: 800 }, "pow-1280x800");
  await midGame(browser, base, out, { width: 360, height: 740 }, "pow-360x740");
}
