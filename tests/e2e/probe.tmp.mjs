import { launch } from "./browser.mjs";
import { serve } from "./server.mjs";
import { NEXT, turnOrOver } from "./drivers.mjs";
const game = process.argv[2];
const moves = Number(process.argv[3] || 2);
const server = await serve({ port: 0, base: "/tabula/" });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on("pageerror", (e) => console.log("ERR", e.message));
await page.goto(`${base}#/setup/${game}`);
await page.getByRole("radio", { name: "2", exact: true }).check();
await page.getByRole("group", { name: "Seat 2" }).getByRole("radio", { name: "Computer" }).check();
await page.getByRole("button", { name: "Start the game" }).click();
await page.getByRole("combobox", { name: "Computer pace" }).selectOption({ label: "Instant" });
for (let i = 0; i < moves; i++) {
  if ((await turnOrOver(page)) !== "turn") break;
  await NEXT[game](page, (l) => l.click());
  await page.waitForTimeout(300);
}
await turnOrOver(page);
await page.waitForTimeout(500);
console.log(await page.getByRole("main").ariaSnapshot());
await browser.close(); server.close();
