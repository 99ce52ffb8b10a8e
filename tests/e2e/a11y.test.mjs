// Accessibility: axe-core on the home, setup and rules pages, and on every table in
// the middle of a game and at its end, each in the light and the dark theme. Fails
// on serious or critical violations, and on a table's SVG shape in a stray `<g>`.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { useApp } from "./harness.mjs";

const app = useApp();
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const GAMES = ["super-pose", "shape-up", "combo4x4", "pow"];

/** The serious and critical violations on the page as it is now, in the light and
 * the dark theme (the system's, emulated), one line each. */
async function violations(page, where) {
  const found = [];
  for (const colorScheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await violationsNow(page, `${where} (${colorScheme})`)));
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

async function violationsNow(page, where) {
  // Evaluated, not added as a <script>: the app's CSP allows no inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
  return found.map((f) => `${where}: ${f}`);
}

/** SVG shapes the page wraps in a bare `<g>` of their own: tachys 0.2.19 does so to
 * every shape whose attributes are all string literals in `view!` (leptos issue
 * 4556), objects the browser styles, lays out and paints for nothing (a POW table's
 * tiles had three each; `kit::tile`). The app's own groups all have a class or a
 * transform. A `<defs>` so wrapped draws nothing, and is let be. */
function strayGroups(page, where) {
  return page.evaluate(
    (where) =>
      [...document.querySelectorAll("svg g")]
        .filter((g) => !g.attributes.length && g.firstElementChild?.tagName !== "defs")
        .map((g) => `${where}: <g> around <${g.firstElementChild?.tagName}>`),
    where,
  );
}

describe("accessibility (axe-core)", () => {
  test("home, setup and rules pages", async () => {
    const { context, page } = await app.freshPage();
    await page.goto(app.base);
    await page.locator(".tile").first().waitFor();
    const found = await violations(page, "home");
    for (const game of GAMES) {
      await page.goto(`${app.base}#/setup/${game}`);
      await page.getByRole("button", { name: "Start the game" }).waitFor();
      found.push(...(await violations(page, `setup ${game}`)));
      await page.goto(`${app.base}#/rules/${game}`);
      await page.locator(".readings li").first().waitFor();
      found.push(...(await violations(page, `rules ${game}`)));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  for (const game of GAMES) {
    test(`${game}: the table mid-game and at the end`, async () => {
      const { context, page } = await app.freshPage();
      await page.goto(`${app.base}#/setup/${game}`);
      const seats = page.getByRole("group", { name: /^Seat \d/ });
      // The setup page is a part of its own (src/later.rs): count its seats once drawn.
      await seats.first().waitFor();
      for (let i = 0; i < (await seats.count()); i++) await seats.nth(i).getByLabel("Computer").check();
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByTestId("move-log").locator(":scope > li").nth(3).waitFor({ timeout: 60000 });
      const found = await violations(page, `${game} mid-game`);
      found.push(...(await strayGroups(page, `${game} mid-game`)));
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor({ timeout: 240000 });
      found.push(...(await violations(page, `${game} at the end`)));
      found.push(...(await strayGroups(page, `${game} at the end`)));
      assert.deepEqual(found, []);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
});
