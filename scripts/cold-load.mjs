// How fast a first visit shows the game box and lets the player tap, over a slow
// network: the production build served gzip-compressed (as static hosts do) at a
// sub-path, Chromium with an empty cache and network emulation (default 1.6 Mbps
// down, 750 kbps up, 150 ms round trip). Two figures a run, from navigation:
// - game_box_ms: the first contentful paint, once the four games' names are in the
//   page (the static game box of index.html, before the app's code arrives);
// - first_tap_ms: the app running (the static box replaced by the app's, whose
//   cards carry `.tile`), so a tap does what it says at once;
// - table_ms: from that moment, a tap on Play POW (the last card, so its part is the
//   last the game box prefetches) until the table's dice are drawn: the table's code
//   is a part of its own (src/later.rs), fetched then if not already.
// Build first (./scripts/build.sh), then: node scripts/cold-load.mjs [runs]
// (DIST=/path/to/another/dist to time another build, e.g. a baseline, in the same go).
// Prints one line of JSON per run and a summary with the medians.
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";

const runs = Number(process.argv[2] || 5);
const NET = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
const server = await serve({ port: 0, gzip: true, root: process.env.DIST });
const url = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();
const box = [];
const tap = [];
const table = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NET);
  const requests = [];
  page.on("requestfinished", (r) => requests.push(r.url().slice(url.length) || "index.html"));
  await page.goto(url, { waitUntil: "commit" });
  await page.locator(".game-box li").nth(3).waitFor({ timeout: 60000 });
  await page.locator(".game-box li.tile").nth(3).waitFor({ timeout: 60000 });
  const t = await page.evaluate(() => {
    const names = [...document.querySelectorAll(".game-box .card-title")].map((e) => e.textContent);
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      ready: performance.getEntriesByName("app-ready")[0]?.startTime ?? null,
      names,
    };
  });
  if (t.names.length !== 4 || t.paint == null || t.ready == null) throw new Error(`run ${i + 1}: ${JSON.stringify(t)}`);
  box.push(Math.round(t.paint));
  tap.push(Math.round(t.ready));
  // TAP_AFTER=ms: a player who looks at the game box that long before tapping.
  if (process.env.TAP_AFTER) await page.waitForTimeout(Number(process.env.TAP_AFTER));
  const tapped = await page.evaluate(() => performance.now());
  await page.getByRole("link", { name: "Play POW against the computer" }).click();
  await page.getByTestId("pow-dice").waitFor({ timeout: 60000 });
  table.push(Math.round((await page.evaluate(() => performance.now())) - tapped));
  console.log(JSON.stringify({ run: i + 1, game_box_ms: box.at(-1), first_tap_ms: tap.at(-1), table_ms: table.at(-1), requests }));
  await context.close();
}
await browser.close();
server.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(JSON.stringify({ network: "1.6 Mbps down / 150 ms RTT", runs, game_box_median_ms: median(box), first_tap_median_ms: median(tap), table_median_ms: median(table), game_box_ms: box, first_tap_ms: tap, table_ms: table }));
