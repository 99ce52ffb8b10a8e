// One computers' game traced from "Start the game" to its end screen (or for `ms`), the
// page slowed `rate` times: what profile-game.mjs and why-frames.mjs each read, with
// their own trace categories. Gives the trace's events and whether an event is on the
// page's main thread (a worker's are another thread's).
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { TITLES, setUp } from "../tests/e2e/drivers.mjs";

export async function traceGame({ root, rate, game, seats, ms, categories }) {
  built([root]);
  const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
  const browser = await launch();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await setUp(page, `http://127.0.0.1:${server.address().port}/tabula/`, TITLES[game], seats);
  // Found before the trace: Playwright's search by role runs in the page, and at 4x it
  // is itself a task of 100-200 ms.
  const start = await page.getByRole("button", { name: "Start the game" }).elementHandle();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  await start.click();
  if (ms) await page.waitForTimeout(ms);
  else await page.waitForFunction(() => document.querySelector("[data-testid=status]")?.textContent.includes("Game over"), null, { timeout: 900000, polling: 500 });
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await done;
  await browser.close();
  server.close();
  const main = new Set(events.filter((e) => e.ph === "M" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  return { events, onMain: (e) => main.has(`${e.pid}:${e.tid}`) };
}
