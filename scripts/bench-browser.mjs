// Runs the app's #/bench page (random Shape Up! games in the production wasm build)
// in headless Chromium, three times, and prints the figures as JSON.
// Build first: ./scripts/build.sh ; then: node scripts/bench-browser.mjs
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";

const server = await serve({ port: 0 });
const browser = await launch();
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/tabula/#/bench`);
const runs = [];
for (let i = 0; i < 3; i++) {
  await page.getByRole("button", { name: "Run" }).click();
  const out = page.getByTestId("bench-result");
  await page.waitForFunction((prev) => {
    const t = document.querySelector("[data-testid=bench-result]").textContent;
    return t && t !== prev;
  }, runs.at(-1)?.raw ?? "", { timeout: 120000 });
  const raw = await out.textContent();
  runs.push({ raw, ...JSON.parse(raw) });
}
await browser.close();
server.close();
const figures = runs.map(({ raw, ...r }) => r);
const best = figures.reduce((a, b) => (b.games_per_second > a.games_per_second ? b : a));
console.log(JSON.stringify({ runs: figures, best }, null, 1));
