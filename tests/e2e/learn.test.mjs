// Learn to play: each game's guided first game, from the game box, on a phone by
// touch: the table says what each step shows and lights only the step's move; the
// learner makes it; the computer answers as scripted; after the script the game goes
// on freely against the Easy computer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** How many moves each lesson asks of the learner (tabula_rules::lesson). */
const STEPS = { "super-pose": 3, "shape-up": 3, combo4x4: 3, pow: 4 };

/** One tap toward the step's move, on whatever the table lights. */
const TAP = {
  combo4x4: async (page) => {
    const target = page.locator(".c4-board .target");
    const man = page.locator(".c4-board .movable");
    if (await target.count()) return target.first().tap();
    if (await man.count()) return man.first().tap();
    return page.locator(".c4-card:not(.stuck):not([disabled])").first().tap();
  },
  pow: (page) => page.locator(".pow button.lit, .pow .die.rolled:enabled").first().tap(),
  "shape-up": async (page) => {
    const end = page.getByRole("button", { name: "End turn" });
    if ((await end.isVisible()) && (await end.isEnabled())) return end.tap();
    return page.locator("[data-testid=board] g.movable, [data-testid=board] g.slot.target").first().tap();
  },
  "super-pose": async (page) => {
    const dialog = page.getByRole("dialog");
    if (await dialog.isVisible()) return dialog.getByRole("button").first().tap();
    const said = page.getByTestId("sp-ghost-status");
    if ((await said.count()) && /^Legal here/.test(await said.innerText())) return page.getByTestId("sp-play").tap();
    for (let i = 0; i < 3; i++) {
      await page.getByTestId(`sp-hand-${i}`).tap();
      await page.getByRole("button", { name: "Next legal place" }).tap();
      if ((await said.count()) && /^Legal here/.test(await said.innerText())) return;
    }
    throw new Error("no hand card has the step's place");
  },
};

for (const game of Object.keys(STEPS)) {
  test(`${game}: the lesson is completed by touch on a phone`, async () => {
    const { context, page } = await app.freshPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
    await page.goto(app.base);
    await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).tap();
    const note = page.getByTestId("lesson");
    const yourTurn = page.getByRole("status").filter({ hasText: "your turn" });
    await note.waitFor();
    const said = [];
    for (let step = 0; step < STEPS[game]; step++) {
      await yourTurn.waitFor({ timeout: 20000 });
      const text = await note.innerText();
      assert.ok(text.length > 20, `step ${step} says what to do: ${text}`);
      said.push(text);
      // Tap what is lit until the table moves on to the next step.
      for (let taps = 0; (await note.innerText()) === text; taps++) {
        assert.ok(taps < 12, `step ${step} of ${game} never completed: ${text}`);
        await TAP[game](page);
        await page.waitForTimeout(150);
      }
    }
    // The script is done: the computer plays on freely, the learner is told so.
    await yourTurn.waitFor({ timeout: 20000 });
    const outro = await note.innerText();
    assert.ok(!said.includes(outro));
    assert.equal(new Set(said).size, said.length, "each step says something new");
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
