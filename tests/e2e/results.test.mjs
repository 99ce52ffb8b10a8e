// Results: after a finished game the end screen charts the scores turn by turn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** POW with Ann here against the computer at its default level. */
async function startPow(page) {
  await page.goto(app.base);
  await page.getByRole("link", { name: /POW/ }).click();
  await page.getByRole("radio", { name: "2", exact: true }).check();
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").fill("Ann");
  await page.getByRole("group", { name: "Seat 2" }).getByLabel("Computer").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("pow-dice").waitFor();
}

test("the end chart shows after a finished game", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 });
  await startPow(page);
  const status = page.getByRole("status");
  const name = "Ann";
  // The person plays whatever is lit, first choice first, to the end.
  for (;;) {
    await page.waitForFunction(() => /your turn|Game over/.test(document.querySelector("[data-testid=status]")?.innerText ?? ""), null, { timeout: 30000 });
    if (/Game over/.test(await status.innerText())) break;
    await page.locator(".pow button.lit").first().click();
  }
  const chart = page.getByTestId("end-chart");
  await chart.waitFor();
  assert.equal(await chart.locator("polyline").count(), 2, "one line a seat");
  assert.match(await chart.locator(".chart-key").innerText(), new RegExp(name));
  const box = await chart.boundingBox();
  assert.ok(box.width <= 360, `the chart fits a phone: ${box.width} px`);

  assert.deepEqual(page.errors, []);
  await context.close();
});
