// Takes the README's screenshots of the production build (run scripts/build.sh first):
// node scripts/screenshots.mjs  ->  docs/screenshots/*.png
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";

const out = new URL("../docs/screenshots/", import.meta.url).pathname;
const server = await serve({ port: 0 });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

async function midGame(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.getByRole("link", { name: /Shape Up!/ }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  for (let i = 0; i < 5; i++) {
    await page.locator("g.slot").first().click();
    const end = page.getByRole("button", { name: "End turn" });
    if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
    await page.getByRole("status").filter({ hasText: "your turn" }).waitFor();
  }
  // Show a turn in progress: the card played, another card picked up to move.
  await page.locator("g.slot").nth(1).click();
  await page.locator("g.card.movable").first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

async function finished(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.getByRole("link", { name: /Shape Up!/ }).click();
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Computer").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor({ timeout: 60000 });
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  await context.close();
}

await midGame({ width: 1280, height: 800 }, "shape-up-1280x800");
await midGame({ width: 360, height: 740 }, "shape-up-360x740");
await finished({ width: 1280, height: 800 }, "shape-up-game-over-1280x800");
await finished({ width: 360, height: 740 }, "shape-up-game-over-360x740");
await browser.close();
server.close();
