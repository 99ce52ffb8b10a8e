// How fast the game box appears on a first visit over a slow network: the production
// build served gzip-compressed (as static hosts do) at a sub-path, Chromium with an
// empty cache and network emulation (default 1.6 Mbps down, 750 kbps up, 150 ms round
// trip), timed from navigation until the game box's four tiles are on the screen.
// Build first (./scripts/build.sh), then: node scripts/cold-load.mjs [runs]
// Prints one line of JSON per run and a summary with the median.
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";

const runs = Number(process.argv[2] || 5);
const NET = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
const server = await serve({ port: 0, gzip: true });
const url = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();
const times = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NET);
  const requests = [];
  page.on("requestfinished", (r) => requests.push(r.url().slice(url.length) || "index.html"));
  const start = Date.now();
  await page.goto(url, { waitUntil: "commit" });
  await page.locator(".game-box li").nth(3).waitFor({ timeout: 60000 });
  const ms = Date.now() - start;
  const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
  times.push(ms);
  console.log(JSON.stringify({ run: i + 1, game_box_ms: ms, first_contentful_paint_ms: paint && Math.round(paint), requests }));
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
console.log(JSON.stringify({ network: "1.6 Mbps down / 150 ms RTT", runs, median_ms: times[Math.floor(times.length / 2)], min_ms: times[0], max_ms: times.at(-1) }));
