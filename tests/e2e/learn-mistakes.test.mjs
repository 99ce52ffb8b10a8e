// "Learn from your mistakes" (issue 25), on a phone's screen: from the review of a
// finished game (tests/e2e/fixtures/mistakes.json), Ann's first mistake shows at the
// position before it, from Ann's eyes, the log cut there; a move pressed as in play is
// judged, not played; "Show the answer" draws the
// better move as the review's ghost, and the move played from it is accepted as the
// better move, not played; the steps go between mistakes and back to the review.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useApp } from "./harness.mjs";
import { NEXT, PLAY } from "./drivers.mjs";

const app = useApp();
// Ann played at random against a Hard computer: her review finds mistakes.
const MISTAKES = JSON.parse(readFileSync(new URL("./fixtures/mistakes.json", import.meta.url), "utf8"));
const NAMES = Buffer.from("Ann\nBob").toString("base64url");

describe("learn from your mistakes", () => {
  for (const game of Object.keys(MISTAKES)) {
    test(`${game}: a mistake shown at its position, its better move accepted`, async () => {
      const { context, page } = await app.freshPage({ width: 360, height: 740 });
      await page.goto(`${app.base}#/link/${game}/hh/${NAMES}/${MISTAKES[game].payload}`);
      await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
      await page.getByRole("link", { name: "Review with the computer" }).click();
      await page.getByTestId("review-chart").waitFor({ timeout: 90_000 });
      const learn = page.getByTestId("learn");
      await learn.click();
      const panel = page.getByTestId("learn-panel");
      await panel.waitFor();
      // The replay's bar and the review's panel give way; the first mistake is shown.
      assert.equal(await page.getByTestId("replay").count(), 0);
      const at = page.getByTestId("learn-at");
      assert.match(await at.innerText(), /^1 of \d+ — (Mistake|Blunder): /);
      const said = page.getByTestId("learn-said");
      assert.equal(await said.innerText(), "Find a better move than the one played.");
      assert.equal(await page.locator("[data-ghost]").count(), 0, "no answer before it is asked for");
      // The log stops before the mistake, and carries no verdict.
      assert.doesNotMatch(await page.getByTestId("move-log").innerText(), /% to win/);
      assert.match(await page.getByRole("status").innerText(), /^Ann to play/);
      // A move of the player's own, pressed as in play: judged, not played.
      const tried = () => said.getAttribute("data-tried");
      for (let i = 0; i < 8 && (await tried()) === ""; i++) await NEXT[game](page, (l) => l.click());
      assert.match(await tried(), /^(wrong|found)$/);
      console.log(`${game}: ${await said.innerText()}`);
      if ((await tried()) === "wrong") {
        assert.match(await said.innerText(), /^Not the better move: .+\. Try again\.$/);
        assert.equal(await page.locator("[data-ghost]").count(), 0);
      }
      assert.match(await at.innerText(), /^1 of \d+/);
      // The answer: the review's ghost; played from there, it is the better move.
      await page.getByRole("button", { name: "Show the answer" }).click();
      await said.filter({ hasText: /^The better move: / }).waitFor();
      assert.equal(await page.locator("[data-ghost=better]").count(), 1);
      const answer = (await said.innerText()).replace(/^The better move: /, "");
      await PLAY[game](page);
      await said.filter({ hasText: "Well found! The better move: " }).waitFor();
      assert.equal(await said.innerText(), `Well found! The better move: ${answer}`);
      // Nothing was played: the mistake's position is still shown.
      assert.match(await at.innerText(), /^1 of \d+/);
      // The steps, then back to the review, its bar and chart.
      const count = Number((await at.innerText()).match(/^1 of (\d+)/)[1]);
      const next = page.getByRole("button", { name: "Next mistake ›" });
      assert.equal(await next.isDisabled(), count === 1, `${count} mistakes: ${await panel.evaluate((e) => e.outerHTML)}`);
      if (count > 1) {
        await next.click();
        await at.filter({ hasText: /^2 of / }).waitFor();
        assert.equal(await said.innerText(), "Find a better move than the one played.");
        assert.equal(await page.locator("[data-ghost]").count(), 0);
      }
      await page.getByRole("button", { name: "Back to the review" }).click();
      await page.getByTestId("replay").waitFor();
      await page.getByTestId("review-chart").waitFor();
      assert.match(await page.getByTestId("move-log").innerText(), /% to win/);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
});
