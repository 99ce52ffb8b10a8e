// End-to-end tests: the production build in headless Chromium, served at a sub-path.
import { describe, test } from "node:test";
import { serve } from "./server.mjs";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();
const freshPage = (viewport) => app.freshPage(viewport);

/** Starts Shape Up! from the game box with the given seat kinds. */
async function startShapeUp(page, kinds, { advanced = false } = {}) {
  await page.goto(app.base);
  await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
  for (const [i, kind] of kinds.entries()) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    await seat.getByLabel(kind === "c" ? "Computer" : "Human").check();
  }
  if (advanced) await page.getByLabel(/Advanced/).check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByTestId("board").waitFor();
}

/** Ends the turn unless it ended by itself (no move was left to make). */
async function endTurn(page) {
  const end = page.getByRole("button", { name: "End turn" });
  if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
}

/** Plays one human turn: the first lit cell, then End turn. */
async function playHumanTurn(page) {
  await page.locator("g.slot").first().click();
  await endTurn(page);
}

async function snapshot(page) {
  return {
    cells: await page.locator("[data-testid=board] g.card").evaluateAll((gs) => gs.map((g) => `${g.dataset.cell}=${g.getAttribute("aria-label")}`).sort()),
    log: await page.getByTestId("move-log").locator("li").allTextContents(),
    hand: await page.getByTestId("hand").innerText(),
  };
}

describe("game box", () => {
  test("lists the four games, each with its rules", async () => {
    const { context, page } = await freshPage();
    await page.goto(app.base);
    for (const title of ["SUPER-POSE", "Shape Up!", "Combo 4x4", "POW"]) {
      await page.getByRole("link", { name: new RegExp(title.replace(/[!]/g, "\\$&")) }).first().waitFor();
    }
    assert.equal(await page.getByRole("link", { name: /^Rules$/ }).count(), 4);
    // The rules in short come from the worker, in the page's language.
    await page.locator(".tile[data-game=combo4x4]").getByRole("link", { name: "Rules" }).click();
    await page.locator(".rules ol li").filter({ hasText: "Hop: 1 step along a row or column" }).waitFor();
    assert.ok((await page.locator(".readings li").count()) >= 3);
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await page.locator(".rules ol li").filter({ hasText: "Pas : 1 case en ligne ou en colonne" }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("French is one switch away and is remembered", async () => {
    const { context, page } = await freshPage();
    await page.goto(app.base);
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await page.getByRole("heading", { name: "Les jeux" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Les jeux" }).waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    await context.close();
  });
});

describe("Shape Up!", () => {
  test("all seats computer plays to Game over, surviving a reload mid-game", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["c", "c"]);
    const log = page.getByTestId("move-log").locator("li");
    await log.nth(4).waitFor({ timeout: 20000 });
    await page.reload();
    await page.getByTestId("board").waitFor();
    assert.ok((await log.count()) >= 5, "the reloaded game keeps its moves");
    const status = page.getByRole("status").filter({ hasText: "Game over" });
    await status.waitFor({ timeout: 60000 });
    const text = await status.innerText();
    assert.match(text, /Robo Bix \d+/);
    assert.match(text, /wins|Shared win/);
    assert.equal(await page.locator("[data-testid=board] g.card").count(), 15, "a full 5x3 layout");
    // The log's last line is the round's scoring, named as the results name it.
    assert.match(await log.last().innerText(), /^Scoring — Robo \w+ \d+ pts?, Robo \w+ \d+ pts?$/);
    // "Game over" is said once, by the status: a one-round game's results are its
    // scoring. The lines on the board are numbered as the shown player's list numbers them.
    assert.equal((await page.locator("details.results summary").first().innerText()).trim(), "Scoring");
    assert.equal((await page.getByTestId("table").innerText()).match(/Game over/g).length, 1);
    const listed = await page.locator(".result-seat:has(button[aria-pressed=true]) li:not(.muted)").count();
    const numbers = await page.locator("[data-testid=board] text.line-no").allTextContents();
    assert.deepEqual(numbers, Array.from({ length: listed }, (_, i) => String(i + 1)));
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a reload on a human turn resumes exactly", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"]);
    for (let i = 0; i < 3; i++) {
      await playHumanTurn(page);
      await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    }
    const before = await snapshot(page);
    assert.equal(before.log.length, 6);
    await page.reload();
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    assert.deepEqual(await snapshot(page), before);
    await page.goto(app.base);
    await page.getByRole("link", { name: "Resume" }).waitFor();
    assert.match(await page.locator(".save").first().innerText(), /Shape Up!.*Ann, Robo Bix.*Your turn · Turn 7/s);
    // Mid-turn: a card played, the move after it still open; a reload keeps both.
    await page.getByRole("link", { name: "Resume" }).click();
    const end = page.getByRole("button", { name: "End turn" });
    for (let i = 0; i < 3 && !(await end.isEnabled()); i++) {
      await page.locator("g.slot").first().click();
      await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    }
    const mid = await snapshot(page);
    assert.equal(mid.hand.trim(), "", "the card is on the board, not in the hand");
    await page.reload();
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    assert.deepEqual(await snapshot(page), mid);
    assert.equal(await end.isEnabled(), true, "the turn is still open");
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a turn can be played with the keyboard alone, with a move after the play", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"]);
    await playHumanTurn(page);
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    await page.locator("g.slot").first().focus();
    await page.keyboard.press("Enter");
    // The focus goes to End turn a frame after the play, as a keyboard player sees it
    // before moving on (a card focused sooner lost the focus to it, and Enter ended
    // the turn).
    await page.waitForFunction(() => document.activeElement?.matches(".turn-actions button.primary"));
    // Pick up a movable card, then put it on a lit cell, all with Enter.
    await page.locator("g.card.movable").first().focus();
    await page.keyboard.press("Enter");
    await page.locator("g.slot.target").first().focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    const log = await page.getByTestId("move-log").locator("li").allTextContents();
    assert.match(log[2], /^Ann played the .* · Ann moved the /);
    await context.close();
  });

  test("after the computer's turn a keyboard player's focus stays on the table", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"]);
    // The skip link is the table's first stop and goes to the game.
    const skip = page.getByRole("link", { name: "Skip to the board" });
    await skip.focus();
    await page.keyboard.press("Enter");
    assert.ok(await page.evaluate(() => document.activeElement?.matches(".table .covered")));
    await page.locator("g.slot").first().focus();
    await page.keyboard.press("Enter");
    await page.locator(".turn-actions button.primary").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("move-log").locator("li").nth(1).waitFor();
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    await page.waitForTimeout(300);
    const where = await page.evaluate(() => {
      const a = document.activeElement;
      return { body: a === document.body, inTable: !!a?.closest("[data-testid=table]"), what: a?.outerHTML.slice(0, 80) };
    });
    assert.ok(where.inTable && !where.body, `focus is on the table, not the page: ${where.what}`);
    await context.close();
  });

  test("the drawn card can be dragged onto a lit cell", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"]);
    await page.locator(".hand-card").dragTo(page.locator("g.slot").first());
    await endTurn(page);
    // The status still says "Ann, your turn" for the frame before the press is drawn:
    // her turn again is after the computer's card.
    await page.locator("[data-testid=board] g.card").nth(1).waitFor();
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    assert.equal(await page.locator("[data-testid=board] g.card").count(), 2);
    // A focused card is named, colour included, for players who cannot tell colours.
    // The pointer off the board first: where it leaves a card, that card's name goes.
    await page.mouse.move(0, 0);
    await page.locator("g.card").first().focus();
    // Named once the focus is drawn, a frame or two later.
    const named = /^(red|green|blue) (filled|hollow) (circle|triangle|square)$/;
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector(".focus-name")?.innerText ?? ""), named.source, { timeout: 5000 }).catch(() => {});
    assert.match(await page.locator(".focus-name").innerText(), named);
    await context.close();
  });

  test("Undo goes back to the previous human decision, and the computer's draw is dealt anew", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"]);
    const log = page.getByTestId("move-log").locator("li");
    await playHumanTurn(page);
    await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    const drew = (await log.nth(1).innerText()).replace(/ at .*/, "");
    // Undo must not show what is to come: the computer's next card is dealt anew
    // (the same one again by chance, 1 in 13: three tries).
    let other = false;
    for (let i = 0; i < 3 && !other; i++) {
      await page.getByRole("button", { name: "Undo" }).click();
      assert.equal(await log.count(), 0);
      assert.equal(await page.locator("[data-testid=board] g.card").count(), 0);
      await playHumanTurn(page);
      await log.nth(1).waitFor({ timeout: 15000 });
      other = (await log.nth(1).innerText()).replace(/ at .*/, "") !== drew;
    }
    assert.ok(other, `the computer drew "${drew}" again after every Undo`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("two people on one device pass it between turns", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "h"]);
    await page.getByRole("button", { name: "I am Ann: show my cards" }).click();
    await playHumanTurn(page);
    await page.getByRole("heading", { name: "Pass the device to Ben" }).waitFor();
    assert.equal(await page.getByTestId("hand").locator("button").count(), 0, "Ben's card stays hidden");
    await page.getByRole("button", { name: "I am Ben: show my cards" }).click();
    assert.equal(await page.getByTestId("hand").locator("button").count(), 1);
    await context.close();
  });

  test("Share makes a link that opens the same position on another device", async () => {
    const { context, page } = await freshPage();
    await startShapeUp(page, ["h", "c"], { advanced: true });
    for (let i = 0; i < 2; i++) {
      await playHumanTurn(page);
      await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    }
    const before = await snapshot(page);
    await page.getByRole("button", { name: "Share" }).click();
    const link = await page.getByRole("textbox", { name: "Share" }).inputValue();
    assert.ok(link.startsWith(app.base + "#/link/shape-up/hc/"), link);
    const other = await freshPage();
    await other.page.goto(link);
    await other.page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
    assert.deepEqual(await snapshot(other.page), before);
    assert.deepEqual(other.page.errors, []);
    await other.context.close();
    await context.close();
  });

  test("a damaged link opens the game box with a message", async () => {
    const { context, page } = await freshPage();
    await page.goto(app.base + "#/link/shape-up/hc/QW5u/1.not-a-record");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.match(await alert.innerText(), /could not be opened/);
    await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a damaged save is shown, exportable, and nothing crashes", async () => {
    const { context, page } = await freshPage();
    await page.goto(app.base);
    await page.evaluate(() => localStorage.setItem("tabula.save.broken1", '{"id": "broken1", "game": "shape-up", oops'));
    await page.reload();
    await page.getByText("Damaged save").waitFor();
    const href = await page.getByRole("link", { name: "Download" }).getAttribute("href");
    assert.match(decodeURIComponent(href), /oops/);
    await page.goto(app.base + "#/play/broken1");
    await page.getByRole("alert").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("tabula.save.broken1")) !== null, true, "the damaged save is kept");
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe("setup", () => {
  test("the setup page opens as the last game was started; a damaged or foreign value is ignored", async () => {
    const { context, page } = await freshPage({ width: 360, height: 740 });
    const setup = `${app.base}#/setup/shape-up`;
    await page.goto(setup);
    await page.getByRole("radio", { name: "3", exact: true }).check();
    await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").fill("Zoé");
    const bob = page.getByRole("group", { name: "Seat 2" });
    await bob.getByLabel("Computer").check();
    await bob.getByLabel("Level").selectOption({ label: "Hard" });
    await page.getByRole("group", { name: "Seat 3" }).getByLabel("Human").check();
    await page.getByRole("checkbox", { name: "Advanced" }).check();
    await page.getByRole("checkbox", { name: "Rounds" }).check();
    await page.getByRole("spinbutton", { name: "Rounds" }).fill("2");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("board").waitFor();
    await page.goto(setup);
    await page.getByRole("button", { name: "Start the game" }).waitFor();
    assert.equal(await page.getByRole("radio", { name: "3", exact: true }).isChecked(), true);
    assert.equal(await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").inputValue(), "Zoé");
    assert.equal(await page.getByRole("group", { name: "Seat 2" }).getByLabel("Computer").isChecked(), true);
    assert.equal(await page.getByRole("group", { name: "Seat 2" }).getByLabel("Level").inputValue(), "2", "Hard");
    assert.equal(await page.getByRole("group", { name: "Seat 3" }).getByLabel("Human").isChecked(), true);
    assert.equal(await page.getByRole("checkbox", { name: "Advanced" }).isChecked(), true);
    assert.equal(await page.getByRole("spinbutton", { name: "Rounds" }).inputValue(), "2");
    // Another game's setup page keeps its own defaults.
    await page.goto(`${app.base}#/setup/combo4x4`);
    assert.equal(await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").inputValue(), "Ann");
    // Junk, or a seat count the game does not have, opens the defaults.
    for (const junk of ["junk", "u1.%%%", "u1.BAFBAAFBAAFBAAFBAAA"]) {
      await page.evaluate((v) => localStorage.setItem("tabula.setup.shape-up", v), junk);
      await page.goto(`${app.base}#/`);
      await page.goto(setup);
      await page.getByRole("button", { name: "Start the game" }).waitFor();
      assert.equal(await page.getByRole("radio", { name: "2", exact: true }).isChecked(), true, junk);
      assert.equal(await page.getByRole("checkbox", { name: "Advanced" }).isChecked(), false, junk);
    }
    // A default name comes back in the language of the day; a chosen one as it was.
    await page.goto(`${app.base}#/setup/combo4x4`);
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("table").waitFor();
    await page.goto(`${app.base}#/`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await page.getByRole("heading", { name: "Les jeux" }).waitFor();
    await page.goto(`${app.base}#/setup/combo4x4`);
    await page.getByRole("button", { name: "Commencer la partie" }).waitFor();
    assert.equal(await page.getByRole("group", { name: "Place 1" }).getByLabel("Nom").inputValue(), "Anne");
    assert.equal(await page.getByRole("group", { name: "Place 2" }).getByLabel("Nom").inputValue(), "Robo Bix");
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe("offline", () => {
  test("after one visit the app loads and plays with the server gone", async () => {
    const own = await serve({ port: 0, base: "/tabula/" });
    const url = `http://127.0.0.1:${own.address().port}/tabula/`;
    const { context, page } = await freshPage();
    await page.goto(url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 }).catch(async () => {
      await page.reload();
    });
    await new Promise((r) => own.close(r));
    own.closeAllConnections?.();
    await page.reload();
    await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
    await page.getByRole("button", { name: "Start the game" }).click();
    await playHumanTurn(page);
    await page.getByTestId("move-log").locator("li").nth(1).waitFor({ timeout: 10000 });
    // French, never fetched while online, comes from the service worker's cache.
    await page.getByRole("link", { name: "Game box" }).click();
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
    await page.getByRole("heading", { name: "Les jeux" }).waitFor();
    await context.close();
  });
});
