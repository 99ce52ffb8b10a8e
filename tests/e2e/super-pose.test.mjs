// SUPER-POSE end to end: the production build in headless Chromium.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { NEXT } from "./drivers.mjs";

const app = useApp();

/** Starts SUPER-POSE with the given seat kinds ("h" or "c") and variant labels. */
export async function startSuperPose(page, kinds, variants = []) {
  await page.goto(app.base);
  await page.locator(".tile[data-game=super-pose]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: String(kinds.length), exact: true }).check();
  for (const [i, kind] of kinds.entries()) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel(kind === "c" ? "Computer" : "Human").check();
  }
  for (const v of variants) await page.getByLabel(v).check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("sp-board").waitFor();
}

/** Presses Tab until `locator` has the focus (at most `max` times). */
async function tabTo(page, locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

describe("SUPER-POSE", () => {
  test("three computers play a flower and chameleon game to Game over", async () => {
    const { context, page } = await app.freshPage();
    await startSuperPose(page, ["c", "c", "c"], ["Flower starting cards", "9-card decks with chameleons"]);
    const status = page.getByRole("status").filter({ hasText: "Game over" });
    await status.waitFor({ timeout: 90000 });
    assert.match(await status.innerText(), /wins|Shared win/);
    assert.match(await page.getByTestId("sp-decider").innerText(), /^(Decided by points|Tied on)/);
    // Said once, by the status; the end panel is headed by who won.
    assert.equal((await page.getByTestId("table").innerText()).match(/Game over/g).length, 1);
    assert.match(await page.getByTestId("sp-end").locator("h2").innerText(), /wins|Shared win/);
    // 5 starting cards and 12 cards from each of 3 packs, less any set aside.
    const laid = await page.locator("[data-testid=sp-board] g.cards > g.sp-card").count();
    const log = await page.getByTestId("move-log").locator("li").count();
    assert.equal(log, 36, "one log line per card");
    assert.ok(laid >= 5 + 30, `${laid} cards on the table`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a person lays a card with the keyboard alone, and a refused place says why", async () => {
    const { context, page } = await app.freshPage();
    await startSuperPose(page, ["h", "c"]);
    const first = page.getByTestId("sp-hand-0");
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    const board = page.getByTestId("sp-board");
    await page.waitForFunction(() => document.activeElement?.dataset?.testid === "sp-board");
    const said = page.getByTestId("sp-ghost-status");
    assert.match(await said.innerText(), /^Legal here, calling /);
    // A step moves the ghost's drawing, not a new one (issue 48: a hover or a key
    // rebuilt its twenty shapes at each cell).
    const ghost = await board.locator("g.ghosts g.sp-card").elementHandle();
    const at = await ghost.evaluate((g) => g.parentElement.getAttribute("transform"));
    await page.keyboard.press("ArrowRight");
    assert.ok(await ghost.evaluate((g) => g.isConnected), "the same ghost after a step");
    assert.notEqual(await ghost.evaluate((g) => g.parentElement.getAttribute("transform")), at);
    await page.keyboard.press("ArrowLeft");
    // Far off the cards nothing is covered: refused, with the reason.
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowUp");
    assert.match(await said.innerText(), /^Not here: the card must cover/);
    assert.equal(await board.locator("g.ghost.illegal").count(), 1);
    // Turning it all the way round and stepping to the next legal place.
    for (let i = 0; i < 4; i++) await page.keyboard.press("r");
    await page.keyboard.press("n");
    assert.match(await said.innerText(), /^Legal here/);
    await page.keyboard.press("Enter");
    const log = page.getByTestId("move-log").locator("li");
    await log.first().waitFor();
    assert.match(await log.first().innerText(), /^Ann laid a card calling \w+\./);
    // The computer answers, and it is the person's turn again.
    await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 15000 });
    assert.equal(await log.count(), 2);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("the first player can build the starting layout, card by card", async () => {
    const { context, page } = await app.freshPage();
    await page.goto(app.base);
    await page.locator(".tile[data-game=super-pose]").getByRole("link", { name: "Set up a game" }).click();
    await page.getByLabel("Build your own").check();
    const free = page.getByRole("application", { name: /^Starting layout/ });
    const said = page.getByTestId("sp-free-status");
    // Start waits for the layout, and says why beside it.
    const startBtn = page.getByRole("button", { name: "Start the game" });
    assert.equal(await startBtn.isDisabled(), true);
    assert.match(await page.getByTestId("start-why").innerText(), /^Starting cards still to lay: 3 /);
    await free.focus();
    await page.keyboard.press("Enter");
    // The second card laid apart from the first is refused, with the reason.
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    assert.match(await said.innerText(), /Starting card 2 of 3 — not here: it must overlap/);
    // Corner on corner, black square on black square, like the ready "Stairs".
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowDown");
    assert.match(await said.innerText(), /fits here/);
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    assert.equal(await said.innerText(), "Layout complete.");
    assert.equal(await page.getByTestId("start-why").isVisible(), false);
    await startBtn.click();
    await page.getByTestId("sp-board").waitFor();
    assert.equal(await page.locator("[data-testid=sp-board] g.cards > g.sp-card").count(), 3);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("with a mouse the hints say click, and name the keys", async () => {
    const { context, page } = await app.freshPage();
    await startSuperPose(page, ["h"]);
    await page.getByTestId("sp-hand-0").click();
    const said = page.getByTestId("sp-ghost-status");
    assert.match(await said.innerText(), /^Click a lit dot.*arrow keys/);
    await page.getByRole("button", { name: "Next legal place" }).click();
    assert.match(await said.innerText(), /Press Play here/);
    assert.doesNotMatch(await said.innerText(), /Tap/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a solo game, played by touch on a phone, ends in the best-score table", async () => {
    // A finger: `(pointer: coarse)`, and the hints speak of taps.
    const { context, page } = await app.freshPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
    await startSuperPose(page, ["h"]);
    const over = page.getByRole("status").filter({ hasText: "Game over" });
    for (let turn = 0; turn < 8 && !(await over.isVisible()); turn++) {
      // A hand that fits nowhere (rare) sets a card aside instead.
      const aside = page.getByRole("button", { name: /^Set aside/ }).first();
      if (await aside.isVisible()) {
        await aside.click();
        continue;
      }
      await page.getByTestId("sp-hand-0").click();
      const said = page.getByTestId("sp-ghost-status");
      if (turn === 0) {
        // The chosen card's legal places are lit, and the hint speaks of taps.
        assert.ok((await page.locator("[data-testid=sp-spots] circle").count()) > 0, "legal places lit");
        assert.match(await said.innerText(), /^Tap a lit dot/);
      }
      await page.getByRole("button", { name: "Next legal place" }).click();
      if (turn === 0) {
        // "Card in play" (no Undo): a second tap on the card does not lay it; the
        // hint says what does.
        assert.match(await said.innerText(), /Press Play here to lay it/);
        const box = await page.locator("[data-testid=sp-board] g.ghosts g.sp-card").boundingBox();
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        assert.equal(await page.getByTestId("move-log").locator("li").count(), 0);
      }
      await page.getByTestId("sp-play").click();
      const dialog = page.getByRole("dialog");
      if (await dialog.isVisible()) await dialog.getByTestId("sp-cham-lay").click();
    }
    await over.waitFor({ timeout: 5000 });
    const best = page.getByRole("heading", { name: "Best solo scores" });
    await best.waitFor();
    assert.equal(await page.locator(".sp-best li.mine").count(), 1);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("on a phone, the table fits one screen, the others' last move keeps the hand in place from turn to turn, and a tap unfolds it", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(app.base);
    await page.evaluate(() => localStorage.setItem("tabula.pace", "instant"));
    await startSuperPose(page, ["h", "c"], ["9-card decks with chameleons"]);
    const log = page.getByTestId("move-log").locator("li");
    const tops = new Set();
    let folded = false;
    for (let turn = 0; turn < 8 && !(folded && tops.size && turn >= 3); turn++) {
      await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      tops.add(await page.getByTestId("sp-hand-0").evaluate((el) => Math.round(el.getBoundingClientRect().top + scrollY)));
      if (turn === 0) {
        // The table opens past the site's header and its own head: status, scores,
        // hand, buttons, hint and the whole board in one screen, over the bar of
        // buttons: no move lands below the fold. (Measured before any press:
        // Playwright scrolls the page itself to press some.) The scroll comes in the
        // table's first frames.
        await page.waitForFunction(() => Math.abs(document.querySelector(".table-head").getBoundingClientRect().bottom) < 1, null, { timeout: 2000 }).catch(() => {});
        const head = await page.locator(".table-head").boundingBox();
        const board = await page.getByTestId("sp-board").boundingBox();
        const bar = await page.locator(".game-actions").boundingBox();
        assert.ok(Math.abs(head.y + head.height) < 1 && board.y + board.height <= bar.y, `the table's head's foot at ${head.y + head.height}, the board's foot at ${board.y + board.height}, the bar at ${bar.y}`);
      }
      const last = page.locator("[data-testid=status] .last-move");
      if (!folded && (await last.count()) && (await last.evaluate((el) => el.scrollHeight > el.clientHeight + 1))) {
        // Folded to two lines, it says so at its end ("… read all", for the eye) and
        // is a button: a tap shows it whole, and another (or a key) folds it again.
        await page.waitForFunction(() => document.querySelector("[data-testid=status] .last-move")?.classList.contains("folded"));
        const more = await last.evaluate((el) => getComputedStyle(el, "::after").content);
        assert.match(more, /read all/);
        assert.equal(await last.getAttribute("role"), "button");
        assert.equal(await last.getAttribute("aria-expanded"), "false");
        await last.click();
        assert.ok(await last.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), "unfolded");
        assert.equal(await last.getAttribute("aria-expanded"), "true");
        await last.focus();
        await page.keyboard.press("Enter");
        assert.equal(await last.getAttribute("aria-expanded"), "false");
        folded = true;
      }
      const len = await log.count();
      for (let i = 0; i < 40 && (await log.count()) === len; i++) {
        await NEXT["super-pose"](page, (loc) => loc.click());
        await page.waitForTimeout(30);
      }
    }
    assert.ok(folded, "a sentence long enough to fold");
    assert.equal(tops.size, 1, `the hand stood at ${[...tops]}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("zoomed in on a phone, the card Next legal place moves and the computer's card laid come into view", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(app.base);
    await page.evaluate(() => localStorage.setItem("tabula.pace", "instant"));
    await startSuperPose(page, ["h", "c"]);
    // The share of a card's box inside the board's box on screen.
    const inView = (sel) =>
      page.evaluate((sel) => {
        const b = document.querySelector("[data-testid=sp-board]").getBoundingClientRect();
        const c = document.querySelector(sel)?.getBoundingClientRect();
        if (!c) return null;
        const w = Math.max(0, Math.min(b.right, c.right) - Math.max(b.left, c.left));
        const h = Math.max(0, Math.min(b.bottom, c.bottom) - Math.max(b.top, c.top));
        return (w * h) / (c.width * c.height);
      }, sel);
    for (let turn = 0; turn < 3; turn++) {
      await page.getByRole("status").filter({ hasText: "your turn" }).waitFor({ timeout: 20000 });
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom in" }).click();
      await page.getByTestId("sp-hand-0").click();
      for (let i = 0; i < 4; i++) {
        await page.getByRole("button", { name: "Next legal place" }).click();
        assert.ok((await inView("[data-testid=sp-board] g.ghosts g.sp-card")) > 0.99, `the ghost in view, press ${i + 1}`);
      }
      const laid = await page.getByTestId("move-log").locator("li").count();
      await NEXT["super-pose"](page, (loc) => loc.click());
      await page.getByTestId("move-log").locator("li").nth(laid + 1).waitFor({ timeout: 20000 });
      // None when the computer set a card aside.
      const share = await inView("[data-testid=sp-board] g.cards > g.sp-card.last");
      assert.ok(share === null || share > 0.99, `the computer's card in view: ${share}`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("on a phone, the chameleon choice sits under the board and a tap on a choice outlines its zones on the board", async () => {
    // Seed 14 of a 9-card game after 7 plays (found with the rules crate): the second
    // player's first card, at its first Next place, can shape its chameleons 4 ways.
    const payload = "1.AAECAAAAAAABAAAAAA4HAAYIBgAFAAARBAQBAwAADwAAAQQAABQCAQAEAAAMAgIBAAAAEgoCAwUAAAkDAQIAAA";
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(`${app.base}#/link/super-pose/hh/${Buffer.from("Ann\nBob").toString("base64url")}/${payload}`);
    // Both seats are people on this device: the hand is shown once Bob says he holds it.
    await page.getByRole("button", { name: "I am Bob: show my cards" }).click();
    await page.getByTestId("sp-hand-0").click();
    await page.getByRole("button", { name: "Next legal place" }).click();
    // The choice to come is said before the card is laid.
    assert.match(await page.getByTestId("sp-ghost-status").innerText(), /4 ways to shape its chameleons/);
    await page.getByTestId("sp-play").click();
    const dialog = page.getByRole("dialog", { name: "Chameleons" });
    await dialog.waitFor();
    // Under the board, not over it.
    const board = await page.getByTestId("sp-board").boundingBox();
    const box = await dialog.boundingBox();
    assert.ok(box.y >= board.y + board.height - 1, `dialog at ${box.y}, board ends at ${board.y + board.height}`);
    const outlines = async () =>
      (await page.locator("[data-testid=sp-weighed] path").evaluateAll((ps) => ps.map((p) => p.getAttribute("d")))).sort().join("|");
    const options = dialog.getByRole("listitem").getByRole("button");
    assert.equal(await options.count(), 4);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      // A tap shows a choice; it does not lay the card.
      await options.nth(i).click();
      await page.waitForFunction((k) => document.querySelectorAll(".sp-dialog li button")[k]?.getAttribute("aria-pressed") === "true", i);
      seen.push(await outlines());
    }
    assert.ok(new Set(seen).size >= 2, "the choices' zones differ on the board");
    assert.equal(await page.getByTestId("move-log").locator("li").count(), 7);
    // Pointing at a choice outlines its zones while the pointer is on it; the choice
    // tapped stays the one "Lay it" lays.
    await options.nth(1).hover();
    assert.equal(await outlines(), seen[1]);
    await page.mouse.move(0, 0);
    assert.equal(await outlines(), seen[3]);
    assert.equal(await options.nth(3).getAttribute("aria-pressed"), "true");
    await dialog.getByTestId("sp-cham-lay").click();
    await page.getByTestId("move-log").locator("li").nth(7).waitFor();
    assert.equal(await page.locator("[data-testid=sp-weighed] path").count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
