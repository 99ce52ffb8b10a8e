// Learn to play: each game's guided first game, from the game box, completed on a
// phone's screen by touch and by keyboard alone: the table says what each step shows and
// lights only the step's move; the learner makes it; the computer answers as
// scripted; after the script the game goes on freely against the Easy computer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { NEXT, STEPS } from "./drivers.mjs";

const app = useApp();

/** Moves the focus with Tab alone until `loc` has it. */
async function tabTo(page, loc) {
  for (let i = 0; i < 200; i++) {
    if (await loc.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

const MODES = {
  touch: { page: [{ width: 360, height: 740 }, { hasTouch: true, isMobile: true }], act: () => (loc) => loc.tap() },
  keyboard: {
    page: [{ width: 360, height: 740 }],
    act: (page) => async (loc) => {
      await tabTo(page, loc);
      await page.keyboard.press("Enter");
    },
  },
};

for (const [mode, how] of Object.entries(MODES)) {
  for (const game of Object.keys(STEPS)) {
    test(`${game}: the lesson is completed by ${mode}`, async () => {
      const { context, page } = await app.freshPage(...how.page);
      const act = how.act(page);
      await page.goto(app.base);
      await act(page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }));
      const note = page.getByTestId("lesson");
      const yourTurn = page.getByRole("status").filter({ hasText: "your turn" });
      await note.waitFor();
      const said = [];
      for (let step = 0; step < STEPS[game]; step++) {
        await yourTurn.waitFor({ timeout: 20000 });
        const text = await note.innerText();
        assert.ok(text.length > 20, `step ${step} says what to do: ${text}`);
        said.push(text);
        // Press what is lit until the table moves on to the next step.
        for (let presses = 0; (await note.innerText()) === text; presses++) {
          assert.ok(presses < 12, `step ${step} of ${game} never completed: ${text}`);
          await NEXT[game](page, act);
          await page.waitForTimeout(150);
        }
      }
      // The script is done: the computer plays on freely, the learner is told so.
      await yourTurn.waitFor({ timeout: 20000 });
      const outro = await note.innerText();
      assert.ok(!said.includes(outro));
      assert.equal(new Set(said).size, said.length, "each step says something new");
      // A reload keeps the lesson where it is.
      await page.reload();
      await page.getByTestId("lesson").filter({ hasText: outro }).waitFor();
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
}
