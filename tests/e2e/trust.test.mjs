// Trust: the Content-Security-Policy the build ships, and updates that wait for the
// player. The production build in headless Chromium.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { useApp } from "./harness.mjs";
import { serve } from "./server.mjs";

const app = useApp();
const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const GAMES = ["super-pose", "shape-up", "combo4x4", "pow"];

/** Records every CSP violation the page reports, from before its first script. */
async function watchCsp(context) {
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

describe("Content-Security-Policy", () => {
  test("dist/index.html carries the policy and no inline script", () => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    assert.ok(csp, "a CSP meta tag");
    for (const d of ["script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'"]) assert.ok(csp.includes(d), d);
    assert.ok(!/unsafe-inline/.test(csp));
    assert.ok(html.indexOf("Content-Security-Policy") < html.indexOf("<script"), "the policy comes before any script");
    const inline = [...html.matchAll(/<script([^>]*)>/g)].filter((m) => !/\ssrc=/.test(m[1]));
    assert.deepEqual(inline, []);
  });

  test("no page reports a violation: home, setup, rules and every table", async () => {
    const { context, page } = await app.freshPage();
    await watchCsp(context);
    const seen = [];
    await page.goto(app.base);
    await page.locator(".tile").first().waitFor();
    for (const game of GAMES) {
      await page.goto(`${app.base}#/rules/${game}`);
      await page.locator("main h1").first().waitFor();
      await page.goto(`${app.base}#/setup/${game}`);
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByTestId("move-log").waitFor({ state: "attached" });
      // A computer's turn starts the worker: its files load under the policy too.
      await page.waitForTimeout(1500);
      seen.push(...(await page.evaluate(() => window.__csp)));
    }
    await page.goto(app.base + "#/bench");
    await page.waitForTimeout(500);
    seen.push(...(await page.evaluate(() => window.__csp)));
    assert.deepEqual(seen, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe("updates", () => {
  test("a new version waits, is announced, and the game goes on until the player reloads", async () => {
    // Build A is dist/; build B is a copy whose service worker (and page) differ.
    const dirs = mkdtempSync(join(tmpdir(), "tabula-update-"));
    const [a, b] = [join(dirs, "a"), join(dirs, "b")];
    cpSync(dist, a, { recursive: true });
    cpSync(dist, b, { recursive: true });
    const sw = readFileSync(join(b, "sw.js"), "utf8").replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-b"');
    writeFileSync(join(b, "sw.js"), sw);
    // Minified HTML has no <head> tag to write after: the marker goes before the CSP.
    const index = readFileSync(join(b, "index.html"), "utf8").replace("<meta http-equiv", '<meta name="tabula-build" content="B" /><meta http-equiv');
    writeFileSync(join(b, "index.html"), index);
    let root = a;
    const server = await serve({ port: 0, base: "/tabula/", root: () => root });
    const base = `http://127.0.0.1:${server.address().port}/tabula/`;
    const { context, page } = await app.freshPage();
    try {
      await page.goto(base);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
      await page.getByRole("button", { name: "Start the game" }).click();
      const log = page.getByTestId("move-log").locator(":scope > li");
      const playTurn = async () => {
        await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
        await page.locator("g.slot").first().click();
        const end = page.getByRole("button", { name: "End turn" });
        if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
      };
      await playTurn();
      const route = new URL(page.url()).hash;

      root = b;
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const banner = page.getByTestId("update");
      await banner.waitFor({ timeout: 20000 });
      assert.match(await banner.innerText(), /A new version of Tabula is ready/);
      // B waits: A still controls the page, and the game goes on under it.
      assert.ok(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)));
      assert.equal(await page.locator('meta[name="tabula-build"]').count(), 0);
      await playTurn();
      await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      const before = await log.allTextContents();
      assert.ok(before.length >= 4);

      await banner.getByRole("button", { name: "Reload" }).click();
      await page.waitForFunction(() => document.querySelector('meta[name="tabula-build"]') !== null, null, { timeout: 20000 });
      assert.equal(new URL(page.url()).hash, route);
      await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      assert.deepEqual(await log.allTextContents(), before, "the same game, move for move");
      assert.ok(await page.getByTestId("update").isHidden(), "the new version has no banner");
      assert.deepEqual(page.errors, []);
    } finally {
      await context.close();
      server.close();
      rmSync(dirs, { recursive: true, force: true });
    }
  });
});

describe("storage", () => {
  test("storage full: the table says the game is not saved, play goes on, saving resumes", async () => {
    const { context, page } = await app.freshPage();
    await page.goto(app.base);
    await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
    await page.getByRole("button", { name: "Start the game" }).click();
    const status = page.getByRole("status");
    const log = page.getByTestId("move-log").locator(":scope > li");
    // A round is over once both seats' moves are in the log (a status that
    // still reads "your turn" right after the click is no proof of that).
    const playTurn = async () => {
      await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      const lines = await log.count();
      await page.locator("g.slot").first().click();
      const end = page.getByRole("button", { name: "End turn" });
      if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-log"] > li').length >= n + 2, lines, { timeout: 20000 });
      await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    };
    await playTurn();
    const id = decodeURIComponent(new URL(page.url()).hash.split("/").pop());
    const saved = await page.evaluate((k) => localStorage.getItem(k), `tabula.save.${id}`);
    assert.ok(saved);

    // Fill the storage to the last byte. A new key costs its name too, so the last
    // few bytes (enough for a move's growth of the save) are filled by lengthening
    // the last value instead; what was stored before (a last setup) shifts them.
    await page.evaluate(() => {
      let chunk = "x".repeat(1 << 20);
      let i = 0;
      while (chunk.length > 0) {
        try {
          localStorage.setItem(`fill${i}`, chunk);
          i++;
        } catch {
          chunk = chunk.slice(0, chunk.length >> 1);
        }
      }
      const last = `fill${i - 1}`;
      for (;;) {
        try {
          localStorage.setItem(last, `${localStorage.getItem(last)}x`);
        } catch {
          break;
        }
      }
    });
    await playTurn();
    const notice = page.getByTestId("unsaved");
    await notice.waitFor();
    assert.match(await notice.innerText(), /not being saved/);
    assert.match(decodeURIComponent(await notice.getByRole("link", { name: "Download it" }).getAttribute("href")), /^data:text\/plain;charset=utf-8,s2\./);
    // Play goes on, even after a visit to the game box; what was saved before is
    // untouched, and the page's own newer copy is not taken for another tab's.
    const here = page.url();
    await page.getByRole("link", { name: "Game box" }).click();
    await page.locator(".tile").first().waitFor();
    await page.goto(here);
    await playTurn();
    const played = await log.count();
    assert.ok(played >= 6, `${played} lines: no move was lost`);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `tabula.save.${id}`), saved);
    assert.equal(await page.locator(".problem").count(), 0, "a refused save is not a problem with the move");

    // Space comes back: the next move saves, the notice goes, a reload finds it all.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("fill")).forEach((k) => localStorage.removeItem(k)));
    await playTurn();
    await notice.waitFor({ state: "detached" });
    const before = await log.allTextContents();
    assert.ok(before.length > played);
    await page.reload();
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    assert.deepEqual(await log.allTextContents(), before);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe("storage gone", () => {
  test("with no storage at all (private mode, turned off) games still start and play, unsaved and said so", async () => {
    const { context, page } = await app.freshPage();
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The user has turned storage off", "SecurityError");
        },
      });
    });
    await page.goto(app.base);
    await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("unsaved").waitFor();
    const status = page.getByRole("status");
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    await page.locator("g.slot").first().click();
    const end = page.getByRole("button", { name: "End turn" });
    if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    const log = await page.getByTestId("move-log").locator(":scope > li").allTextContents();
    assert.ok(log.length >= 2);
    // The game box and back: this page kept the game.
    const here = page.url();
    await page.getByRole("link", { name: "Game box" }).click();
    await page.locator(".tile").first().waitFor();
    await page.goto(here);
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    assert.deepEqual(await page.getByTestId("move-log").locator(":scope > li").allTextContents(), log);
    await page.getByTestId("unsaved").waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe("two tabs", () => {
  test("two tabs on one save follow each other and never overwrite a move silently", async () => {
    const { context, page: a } = await app.freshPage();
    await a.goto(app.base);
    await a.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
    await a.getByRole("button", { name: "Start the game" }).click();
    const yourTurn = (p) => p.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
    const lines = (p) => p.getByTestId("move-log").locator(":scope > li").allTextContents();
    const playTurn = async (p) => {
      await yourTurn(p);
      await p.locator("g.slot").first().click();
      const end = p.getByRole("button", { name: "End turn" });
      if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
    };
    await yourTurn(a);
    const b = await context.newPage();
    b.errors = [];
    b.on("pageerror", (e) => b.errors.push(e.message));
    // Registered before the app's own listener, so it can keep B from hearing A.
    await b.addInitScript(() => addEventListener("storage", (e) => window.__deaf && e.stopImmediatePropagation()));
    await b.goto(a.url());
    await yourTurn(b);

    // A plays: B follows at once and says why its board changed. Both tabs run the
    // computer seat; whichever answers first writes, and the other follows it.
    await playTurn(a);
    const notice = "This game was played on in another tab";
    // Said at some moment: a later write by the computer's answer in either tab can
    // take the line away again before both tabs agree.
    let said = false;
    for (let i = 0; ; i++) {
      said ||= (await a.getByText(notice).count()) + (await b.getByText(notice).count()) >= 1;
      const [la, lb] = [await lines(a), await lines(b)];
      const settled = la.length >= 2 && JSON.stringify(la) === JSON.stringify(lb);
      const mine = async (p) => (await p.getByRole("status").innerText()).includes("your turn");
      if (settled && (await mine(a)) && (await mine(b))) break;
      assert.ok(i < 100, `the tabs never agreed: ${la.length} and ${lb.length} lines`);
      await a.waitForTimeout(200);
    }
    said ||= (await a.getByText(notice).count()) + (await b.getByText(notice).count()) >= 1;
    assert.ok(said, "a tab said it followed the other");

    // B misses A's next write (its storage event is swallowed): B's move is then
    // refused, not written over A's, and B shows A's position.
    await b.evaluate(() => (window.__deaf = true));
    const had = (await lines(a)).length;
    await playTurn(a);
    await a.waitForFunction((n) => document.querySelectorAll('[data-testid="move-log"] > li').length >= n + 2, had, { timeout: 20000 });
    await yourTurn(a);
    const theirs = await lines(a);
    await playTurn(b);
    await b.getByText("The move made here meanwhile was not kept.").waitFor();
    assert.deepEqual(await lines(b), theirs);
    await a.waitForTimeout(300);
    assert.deepEqual(await lines(a), theirs, "A's game was not overwritten");
    assert.deepEqual([...a.errors, ...b.errors], []);
    await context.close();
  });
});

describe("saves file", () => {
  test("export every game to a file, import it elsewhere; foreign and damaged files change nothing; a clash asks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tabula-saves-"));
    const { context, page } = await app.freshPage();
    const { context: other, page: there } = await app.freshPage();
    try {
      // Two games here: one of each kind of table.
      for (const game of ["shape-up", "pow"]) {
        await page.goto(`${app.base}#/setup/${game}`);
        await page.getByRole("button", { name: "Start the game" }).click();
        await page.getByTestId("move-log").waitFor({ state: "attached" });
      }
      await page.goto(app.base);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export all games" }).click();
      const file = join(dir, "saves.txt");
      await (await download).saveAs(file);
      const text = readFileSync(file, "utf8");
      assert.match(text, /^tabula-saves 1\n(s2\.\S+\n){2}$/);

      // Elsewhere: a foreign file and a damaged one import nothing, the real one both.
      await there.goto(app.base);
      const status = there.getByTestId("import-status");
      const input = there.locator('input[type="file"]');
      writeFileSync(join(dir, "foreign.txt"), "hello");
      await input.setInputFiles(join(dir, "foreign.txt"));
      await status.filter({ hasText: "not a Tabula games file" }).waitFor();
      writeFileSync(join(dir, "damaged.txt"), text.replace(/\n(s2\.\S{10})/, "\n$1!"));
      await input.setInputFiles(join(dir, "damaged.txt"));
      await status.filter({ hasText: "Line 2 of this file is damaged" }).waitFor();
      assert.equal(await there.locator(".save").count(), 0);
      await input.setInputFiles(file);
      await status.filter({ hasText: "Games imported: 2. Already here: 0." }).waitFor();
      assert.equal(await there.locator(".save").count(), 2);
      await input.setInputFiles(file);
      await status.filter({ hasText: "Games imported: 0. Already here: 2." }).waitFor();

      // The Shape Up! game played on at home, exported again: it clashes with the copy
      // there, and nothing is replaced unasked.
      const saves = (p) => p.evaluate(() => JSON.stringify(Object.entries(localStorage).filter(([k]) => k.startsWith("tabula.save.")).sort()));
      await page.locator(".save").filter({ hasText: "Shape Up!" }).getByRole("link", { name: "Resume" }).click();
      await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      await page.locator("g.slot").first().click();
      await page.getByTestId("move-log").locator(":scope > li").first().waitFor();
      await page.goto(app.base);
      const again = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export all games" }).click();
      const file2 = join(dir, "saves2.txt");
      await (await again).saveAs(file2);
      const before = await saves(there);
      await input.setInputFiles(file2);
      const clash = there.getByRole("alert").filter({ hasText: "already here with other moves: 1" });
      await clash.waitFor();
      await status.filter({ hasText: "Games imported: 0. Already here: 1." }).waitFor();
      await clash.getByRole("button", { name: "Keep mine" }).click();
      assert.equal(await saves(there), before);
      await input.setInputFiles(file2);
      await clash.getByRole("button", { name: "Replace them" }).click();
      await status.filter({ hasText: "Games imported: 1." }).waitFor();
      assert.equal(await saves(there), await saves(page));
      assert.deepEqual([...page.errors, ...there.errors], []);
    } finally {
      await context.close();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
