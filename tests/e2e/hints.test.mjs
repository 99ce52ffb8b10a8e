// A move shown on the board without being played (issue 25): the review's better
// move as a ghost at the position before the decision, and Hint in casual games,
// which lights the Hard computer's move for the person to move, is recorded with the
// save and said in the result; none in a watched game or a game played by link.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";
import { PLAY } from "./drivers.mjs";

const app = useApp();
const FINISHED = JSON.parse(readFileSync(new URL("./fixtures/finished.json", import.meta.url), "utf8"));
// Ann played at random against a Hard computer: her review has better moves in every game.
const MISTAKES = JSON.parse(readFileSync(new URL("./fixtures/mistakes.json", import.meta.url), "utf8"));
const NAMES = Buffer.from("Ann\nBob").toString("base64url");
const GAMES = { "super-pose": /SUPER-POSE/, "shape-up": /Shape Up!/, combo4x4: /Combo 4x4/, pow: /POW/ };
/** What a board lights: a target, a lit tile, a legal ghost card, a card or die chosen,
 * Shape Up!'s slots (drawn only where the legal moves may lay a card). */
const LIT = ":is(.target, .lit, .ghost.legal, .selected, .lifted, [aria-pressed=true], g.slot)";

/** Opens `game`'s setup page with Ann here and a Medium computer. */
async function setUp(page, game) {
  await page.goto(app.base);
  await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Set up a game" }).click();
  const two = page.getByRole("radio", { name: "2", exact: true });
  if (await two.count()) await two.check();
  const bob = page.getByRole("group", { name: "Seat 2" });
  await bob.getByLabel("Computer").check();
  await bob.getByLabel("Level").selectOption({ label: "Medium" });
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").fill("Ann");
  // SUPER-POSE is strict by default (the rules' "card in play"): no hints then.
  if (game === "super-pose") await page.getByLabel("Card in play").uncheck();
}

describe("hints", () => {
  for (const game of Object.keys(GAMES)) {
    test(`${game}: the review shows a better move as a ghost on the board`, async () => {
      const { context, page } = await app.freshPage({ width: 360, height: 740 });
      await page.goto(`${app.base}#/link/${game}/hh/${NAMES}/${MISTAKES[game].payload}`);
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      await page.getByRole("link", { name: "Review with the computer" }).click();
      await page.getByTestId("review-chart").waitFor({ timeout: 90_000 });
      const ghost = page.locator("[data-ghost=better]");
      assert.equal(await ghost.count(), 0, "no ghost at the end of the game");
      // A better move is offered only where it is rated above the move made (the
      // whole percents shown may round the two to the same).
      const log = (await page.getByTestId("move-log").locator(":scope > li").allTextContents()).join("\n");
      for (const [, made, better] of log.matchAll(/(\d+)% to win · Better: [^(]*\((\d+)%\)/g)) {
        assert.ok(Number(better) >= Number(made), `a better move at ${better}% after a move at ${made}%`);
      }
      assert.match(log, /Better: /);
      // From the end, back decision by decision.
      const next = page.getByRole("button", { name: "‹ Previous decision" });
      let steps = 0;
      while ((await ghost.count()) === 0 && steps++ < 80) await next.click();
      assert.equal(await ghost.count(), 1, "a decision with a better move shows it");
      assert.match(await page.getByTestId("review-shown").innerText(), /Better: /);
      assert.ok((await ghost.locator(LIT).count()) >= 1, "the better move is lit on the board");
      // One step on: the move made, no ghost.
      await page.getByRole("button", { name: "Forward one move" }).click();
      await page.waitForFunction(() => !document.querySelector("[data-ghost]"));
      assert.deepEqual(page.errors, []);
      await context.close();
    });

    test(`${game}: Hint lights the Hard computer's move, which plays, and the result says so`, async () => {
      const { context, page } = await app.freshPage();
      await page.addInitScript(() => localStorage.setItem("tabula.pace", "instant"));
      await setUp(page, game);
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor({ timeout: 30_000 });
      const hint = page.getByTestId("hint");
      await page.waitForFunction(() => document.querySelector("[data-testid=hint]")?.disabled === false);
      await hint.click();
      const said = page.getByTestId("hint-said");
      await said.waitFor({ timeout: 20_000 });
      const saying = /^Hint — if the computer played for you: “(.*)”\. Undo lets it go\.$/;
      assert.match(await said.innerText(), saying);
      const ghost = page.locator("[data-ghost=hint]");
      assert.equal(await ghost.count(), 1);
      assert.ok((await ghost.locator(LIT).count()) >= 1, "the hint is lit on the board");
      assert.equal(await hint.isDisabled(), true, "one hint at a time");
      const id = await page.evaluate(() => location.hash.split("/").pop());
      assert.equal(await page.evaluate((id) => localStorage.getItem(`tabula.hints.${id}`), id), "1");
      // Only advice: Undo lets the hint go, as the line says, and takes nothing back
      // (before any move of the turn, its move alone lit, the person had no other).
      const record = () => page.getByTestId("move-log").innerText();
      const before = await record();
      await page.getByRole("button", { name: "Undo" }).click();
      await said.waitFor({ state: "detached" });
      assert.equal(await page.locator("[data-ghost]").count(), 0);
      assert.equal(await record(), before, "Undo took nothing back");
      await page.getByRole("status").filter({ hasText: "Ann, your turn" }).waitFor();
      await page.waitForFunction(() => document.querySelector("[data-testid=hint]")?.disabled === false);
      await hint.click();
      await said.waitFor({ timeout: 20_000 });
      const words = (await said.innerText()).replace(saying, "$1");
      await PLAY[game](page);
      await said.waitFor({ state: "detached" });
      assert.equal(await page.locator("[data-ghost]").count(), 0);
      // The log tells the move hinted (POW's turn folds its rolls into one line later).
      if (game !== "pow") assert.ok((await page.getByTestId("move-log").innerText()).includes(words), words);
      // Watched: no Hint.
      await page.goto(`${app.base}#/watch/${id}`);
      await page.getByTestId("replay").waitFor();
      assert.equal(await page.getByTestId("hint").count(), 0);
      // Finished with a hint (the fixture's game, its count set as a hint sets it), the
      // result says so, after a reload too.
      await page.goto(`${app.base}#/link/${game}/hh/${NAMES}/${FINISHED[game].payload}`);
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      const done = await page.evaluate(() => location.hash.split("/").pop());
      await page.evaluate((id) => localStorage.setItem(`tabula.hints.${id}`, "1"), done);
      await page.reload();
      await page.getByRole("status").filter({ hasText: /Game over.* — a hint was used/ }).waitFor();
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  test("no Hint in a game played by link", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(app.base);
    await page.locator(".tile[data-game=combo4x4]").getByRole("link", { name: "Set up a game" }).click();
    await page.getByRole("group", { name: "Seat 2" }).getByLabel("By link").check();
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.getByTestId("table").waitFor();
    await page.getByRole("button", { name: "Undo" }).waitFor();
    assert.equal(await page.getByTestId("hint").count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
