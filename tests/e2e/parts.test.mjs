// The parts of the page's wasm fetched when first opened (src/later.rs): a part that
// cannot be fetched is said on the page, with a button to load it again, and nothing
// breaks; loaded again, the page opens.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

test("a table whose part cannot be fetched says so, and opens once it can", async () => {
  const { context, page } = await app.freshPage({ width: 360, height: 740 });
  // POW's own part refused, as by a network gone or a server already on a newer version.
  const refuse = (route) => route.abort("internetdisconnected");
  await page.route(/split_pow-[0-9a-f]+\.wasm$/, refuse);
  await page.goto(`${app.base}#/quick/pow`);
  const alert = page.getByRole("alert");
  await alert.filter({ hasText: "This page could not be loaded" }).waitFor();
  assert.equal(await page.getByTestId("pow-dice").count(), 0);
  // The address is the new game's: loading it again opens that game, not another.
  assert.match(page.url(), /#\/play\//);
  await page.unroute(/split_pow-[0-9a-f]+\.wasm$/, refuse);
  await alert.getByRole("button", { name: "Reload" }).click();
  await page.getByTestId("pow-dice").waitFor();
  assert.match(await page.getByRole("status").first().innerText(), /[Yy]our turn/);
  // The loader says in the console why a part failed; nothing else may have gone wrong.
  assert.deepEqual(page.errors.filter((e) => !/Failed to fetch|internet|ERR_/i.test(e)), []);
  await context.close();
});

test("the game box fetches the tables' parts before a tap asks for one", async () => {
  const { context, page } = await app.freshPage();
  const fetched = new Set();
  page.on("requestfinished", (r) => {
    const m = r.url().match(/split_(\w+)-[0-9a-f]+\.wasm$/);
    if (m) fetched.add(m[1]);
  });
  await page.goto(app.base);
  await page.locator(".tile").first().waitFor();
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /split_pow-/.test(e.name)), null, { timeout: 30000 });
  assert.deepEqual([...fetched].sort(), ["combo4x4", "pow", "shape_up", "super_pose"]);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Each game's stylesheet comes with its first table (`web::game_styles`), and another
// game's table does not fetch it: SUPER-POSE's first game stays within its budget.
test("a Shape Up! table has its own stylesheet, which SUPER-POSE's does not fetch", async () => {
  const { context, page } = await app.freshPage();
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((s) => (s.href || "").split("/").pop().split("-")[0]));
  await page.goto(`${app.base}#/quick/super-pose`);
  await page.getByTestId("table").waitFor();
  assert.ok(!(await sheets()).includes("shape"), (await sheets()).join());
  await page.goto(`${app.base}#/quick/shape-up`);
  await page.getByTestId("table").waitFor();
  assert.ok((await sheets()).includes("shape"), (await sheets()).join());
  assert.equal(await page.locator("section.hand").evaluate((el) => getComputedStyle(el).display), "flex");
  assert.deepEqual(page.errors, []);
  await context.close();
});
