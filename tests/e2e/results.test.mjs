// Results: after a finished game the end screen charts the scores turn by turn, and
// the home page counts the game in its statistics (those played with hints said),
// which a confirmed reset clears.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** POW with Ann here against the computer at its default level. */
async function startPow(page) {
  await page.goto(app.base);
  await page.locator(".tile[data-game=pow]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: "2", exact: true }).check();
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").fill("Ann");
  await page.getByRole("group", { name: "Seat 2" }).getByLabel("Computer").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("pow-dice").waitFor();
}

test("the end chart and the statistics show after a finished game", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 });
  await startPow(page);
  const status = page.getByRole("status");
  const name = "Ann";
  // The person plays whatever is lit, first choice first, to the end.
  for (;;) {
    await page.waitForFunction(() => /[Yy]our turn|Game over/.test(document.querySelector("[data-testid=status]")?.innerText ?? ""), null, { timeout: 30000 });
    if (/Game over/.test(await status.innerText())) break;
    await page.locator(".pow button.lit").first().click();
  }
  const chart = page.getByTestId("end-chart");
  await chart.waitFor();
  assert.equal(await chart.locator("polyline").count(), 2, "one line a seat");
  assert.match(await chart.locator(".chart-key").innerText(), new RegExp(name));
  const box = await chart.boundingBox();
  assert.ok(box.width <= 360, `the chart fits a phone: ${box.width} px`);

  const over = await status.innerText();
  const id = await page.evaluate(() => location.hash.split("/").pop());
  const won = new RegExp(`${name} wins|Shared win: .*${name}`).test(over) ? "1" : "0";
  await page.getByRole("link", { name: "Game box" }).click();
  // The results stand on the game's own card.
  const stats = page.getByTestId("stats-pow");
  await stats.waitFor();
  assert.equal(await stats.innerText(), `Medium: played 1 · won ${won}`);
  // Opening the finished game again does not count it twice.
  // A finished game is listed apart, to watch.
  await page.getByTestId("finished").getByRole("link", { name: "Watch" }).first().click();
  await page.getByTestId("table").waitFor();
  await page.getByRole("link", { name: "Game box" }).click();
  assert.equal(await stats.innerText(), `Medium: played 1 · won ${won}`);
  // A game given hints (its count set as Hint sets it) is said to be.
  await page.evaluate((id) => localStorage.setItem(`tabula.hints.${id}`, "2"), id);
  await page.reload();
  await stats.filter({ hasText: `Medium: played 1 · won ${won} · with hints 1` }).waitFor();

  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Reset the statistics" }).click();
  await stats.waitFor({ state: "detached" });
  await page.reload();
  await page.locator(".tile").first().waitFor();
  assert.equal(await stats.count(), 0, "the reset is kept");
  assert.deepEqual(page.errors, []);
  await context.close();
});
