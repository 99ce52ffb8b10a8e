// Tap targets: on a 360 px phone every control on every table is at least 44 px high
// (WCAG 2.5.5's size, the floor issue 22 set), the human's first turn against the computer.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";

const app = useApp();

/** The floor, in CSS pixels. */
const FLOOR = 44;

/** Each game and what its board needs before the table is measured. */
const GAMES = ["super-pose", "shape-up", "combo4x4", "pow"];

/** Every visible, enabled control in the table too low to tap: "tag.class 'text' h". */
async function tooLow(page) {
  return page.evaluate((floor) => {
    const table = document.querySelector("[data-testid=table]");
    const controls = table.querySelectorAll(
      "button, a[href], select, input:not([type=hidden]), [role=button], label:has(input[type=checkbox])",
    );
    const low = [];
    for (const el of controls) {
      if (el.disabled || el.closest("[hidden], [inert]")) continue;
      // A checkbox is tapped through its label, which is measured instead.
      if (el.matches("input[type=checkbox]") && el.closest("label")) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      // The skip link is off screen until focused (then it is 44 px high too).
      if (el.matches(".skip-link") && document.activeElement !== el) continue;
      if (box.height + 0.5 < floor) {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
        low.push(`${name} '${(el.innerText || el.getAttribute("aria-label") || "").trim().slice(0, 30)}' ${box.height.toFixed(1)}`);
      }
    }
    return low;
  }, FLOOR);
}

describe("tap targets at 360 px", () => {
  for (const game of GAMES) {
    test(`${game}: every control in the table is at least ${FLOOR} px high`, async () => {
      const { context, page } = await app.freshPage({ width: 360, height: 740 }, { hasTouch: true, isMobile: true });
      await page.goto(`${app.base}#/quick/${game}`);
      await page.getByTestId("table").waitFor();
      await page.getByRole("status").filter({ hasText: /your turn/i }).waitFor();
      assert.deepEqual(await tooLow(page), [], `controls under ${FLOOR} px in ${game}`);
      // The skip link, the page's first stop (before the header's controls), is a
      // target too once focused.
      await page.locator(".skip-link").focus();
      const skip = await page.evaluate(() => {
        const first = document.querySelector("a[href], button, select, input, [tabindex='0']");
        const el = document.activeElement;
        return first === el && el.matches(".skip-link") ? el.getBoundingClientRect().height : -1;
      });
      assert.ok(skip >= FLOOR, `the skip link comes first and is ${FLOOR} px high (${skip})`);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
});
