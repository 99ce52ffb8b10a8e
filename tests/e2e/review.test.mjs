// The review with the computer (issue 25): a finished game of each game
// (tests/e2e/fixtures/finished.json) reviewed from its end screen, with the progress
// bar, to the win-chance chart and the verdicts in the log; a click on the chart and
// the steps between decisions move the board; reopened from the finished games'
// list, the review is kept and shows at once, asking the worker nothing; another seat
// chosen is reviewed, and each seat's review kept.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";
import { CPU_BUDGET_MS, traceTasks } from "./tasks.mjs";

const app = useApp();
const FINISHED = JSON.parse(readFileSync(new URL("./fixtures/finished.json", import.meta.url), "utf8"));
const NAMES = Buffer.from("Ann\nBob").toString("base64url");
const VERDICT = /— (Good|Inaccuracy|Mistake|Blunder) · \d+% to win/;

describe("review", () => {
  for (const game of Object.keys(FINISHED)) {
    test(`${game}: a finished game reviewed with the computer, then reopened at once`, async (t) => {
      const { context, page } = await app.freshPage();
      await page.goto(`${app.base}#/link/${game}/hh/${NAMES}/${FINISHED[game].payload}`);
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      const id = await page.evaluate(() => location.hash.split("/").pop());
      // The progress shows while the worker judges (its first part takes a while to
      // come: the worker starts), and the page goes on answering meanwhile. Both at
      // once, watched from before the click: a short review (Shape Up!'s, 0.2 s) may
      // be over before a test's first look.
      await page.evaluate(() => {
        window.__progress = false;
        const look = () => {
          const text = document.querySelector("[data-testid=review-progress]")?.innerText ?? "";
          if (/^Reviewing: decision \d+ of/.test(text) && document.querySelectorAll("progress").length === 1) window.__progress = true;
        };
        new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const started = Date.now();
      await page.getByRole("link", { name: "Review with the computer" }).click();
      await page.waitForURL(new RegExp(`#/review/${id}$`));
      const progress = page.getByTestId("review-progress");
      await page.waitForFunction(() => window.__progress);
      const tasks = await traceTasks(context, page);
      await page.getByRole("button", { name: "Forward one move" }).click();
      const chart = page.getByTestId("review-chart");
      await chart.waitFor({ timeout: 60_000 });
      const took = Date.now() - started;
      // The page never waits on the review, nor on drawing it when it is done.
      await page.waitForTimeout(300);
      // By CPU time, as in computers.test.mjs (tasks.mjs).
      const { heavy, long } = await tasks.stop();
      t.diagnostic(`long tasks (wall clock, with their CPU time): ${JSON.stringify(long)}`);
      assert.deepEqual(heavy, [], `no task over ${CPU_BUDGET_MS} ms of CPU while the worker reviews, nor when the chart comes`);
      assert.equal(await page.locator("progress").count(), 0);
      assert.equal(await progress.isVisible(), false);
      assert.match(await chart.innerText(), /Ann's chance of winning after each decision/);
      assert.match(await chart.innerText(), /\d+ inaccuracies · \d+ mistakes · \d+ blunders/);
      // The log carries the verdicts of Ann's decisions.
      const log = page.getByTestId("move-log");
      assert.match(await log.innerText(), VERDICT);
      // A click at the chart's left edge shows the first decision; Next decision the
      // second; each is said under the chart and moves the board.
      const where = page.getByTestId("replay-where");
      const shown = page.getByTestId("review-shown");
      const box = await chart.locator("svg").boundingBox();
      await page.mouse.click(box.x + box.width * 0.11, box.y + box.height / 2);
      await shown.filter({ hasText: VERDICT }).waitFor();
      const first = await where.innerText();
      const firstShown = await shown.innerText();
      const next = page.getByRole("button", { name: "Next decision ›" });
      await next.focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        ([w, s]) =>
          document.querySelector('[data-testid="replay-where"]').innerText !== w &&
          document.querySelector('[data-testid="review-shown"]').innerText !== s,
        [first, firstShown],
      );
      // The focus stays on the step, for the next one.
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Next decision ›");
      assert.equal(await log.locator("[aria-current=step]").count(), 1);
      // Reopened from the list of finished games: kept, shown at once.
      await page.goto(app.base);
      await page.getByTestId("finished").getByRole("link", { name: "Review", exact: true }).click();
      await page.waitForURL(new RegExp(`#/review/${id}$`));
      await chart.waitFor({ timeout: 1_000 });
      assert.equal(await page.locator("progress").count(), 0);
      assert.match(await log.innerText(), VERDICT);
      assert.deepEqual(page.errors, []);
      console.log(`${game}: reviewed in ${took} ms`);
      await context.close();
    });
  }

  test("another seat chosen is reviewed, and each seat's review is kept", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(`${app.base}#/link/combo4x4/hh/${NAMES}/${FINISHED.combo4x4.payload}`);
    await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
    const id = await page.evaluate(() => location.hash.split("/").pop());
    await page.getByRole("link", { name: "Review with the computer" }).click();
    const chart = page.getByTestId("review-chart");
    await chart.waitFor({ timeout: 60_000 });
    const seat = page.getByLabel("Decisions of");
    assert.equal(await seat.inputValue(), "0");
    const annLog = await page.getByTestId("move-log").innerText();
    // Bob's decisions: judged anew, with the progress, then charted.
    await seat.selectOption({ label: "Bob" });
    await page.getByTestId("review-progress").waitFor();
    await chart.filter({ hasText: "Bob's chance of winning after each decision" }).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByRole("heading", { name: "Bob's decisions, reviewed by the computer" }).count(), 1);
    assert.notEqual(await page.getByTestId("move-log").innerText(), annLog, "Bob's moves judged in the log");
    // Ann's again, and Bob's after a reload: kept, at once.
    await seat.selectOption({ label: "Ann" });
    await chart.filter({ hasText: "Ann's chance" }).waitFor({ timeout: 1_000 });
    assert.equal(await page.getByTestId("move-log").innerText(), annLog);
    await page.reload();
    await chart.filter({ hasText: "Ann's chance" }).waitFor({ timeout: 5_000 });
    await seat.selectOption({ label: "Bob" });
    await chart.filter({ hasText: "Bob's chance" }).waitFor({ timeout: 1_000 });
    assert.equal(await page.locator("progress").count(), 0);
    assert.match(await page.evaluate((id) => localStorage.getItem(`tabula.review.${id}`), id), /^r2\./);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("a review stops and goes on; an unfinished game has none", async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 });
    await page.goto(`${app.base}#/link/pow/hh/${NAMES}/${FINISHED.pow.payload}`);
    await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
    await page.getByRole("link", { name: "Review with the computer" }).click();
    const progress = page.getByTestId("review-progress");
    await progress.filter({ hasText: /^Reviewing: decision \d+ of \d+/ }).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await progress.filter({ hasText: /^Review stopped at decision \d+ of \d+/ }).waitFor();
    await page.getByRole("button", { name: "Go on" }).click();
    await page.getByTestId("review-chart").waitFor({ timeout: 60_000 });
    // A game in progress is not reviewed.
    await page.goto(`${app.base}#/quick/combo4x4`);
    await page.getByRole("status").waitFor();
    const id = await page.evaluate(() => location.hash.split("/").pop());
    await page.goto(`${app.base}#/review/${id}`);
    await progress.filter({ hasText: "Only a finished game can be reviewed." }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
