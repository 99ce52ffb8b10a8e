// Play by ear (issue 46): a whole POW game against a computer at the Normal pace,
// read only from the accessibility tree and pressed only by role and name. Each
// decision the player reads its dice and the lit tiles with their values (a row's
// tiles, or the top of another seat's stack): it takes the best hero there is; with
// none and a roll left it keeps its shields and rolls again; else it takes the least
// bad tile. It hears the computer's dice as the computer's, and reads the whole state
// twice (button, then key). axe-core finds nothing mid-game and at the end.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { nextDecision, readWhole, startAgainstComputer, statusText, tree, violations } from "./ear.mjs";

const app = useApp();

/** The enabled buttons a snapshot names. */
const enabled = (snapshot) => [...snapshot.matchAll(/button "([^"]+)"(?! \[disabled\])/g)].map((m) => m[1]);

/** A tile's value from its name ("+3: 2nd from the left", "Robo Bix, hero stack:
 * top, +5"); a covered tile's is unknown, counted as 0. */
function value(name) {
  const m = name.match(/^([+−]\d+): |stack: top, ([+−]\d+)$/);
  if (m) return Number((m[1] ?? m[2]).replace("−", "-"));
  return /stack: /.test(name) ? 0 : null;
}

const press = (page, name) => page.getByRole("button", { name, exact: true }).click();

describe("play POW by ear", () => {
  test("a whole game against a computer, read from the accessibility tree", async () => {
    const { context, page } = await startAgainstComputer(app, "pow");
    const found = [];
    let decisions = 0;
    let wholes = 0;
    let theirDice = 0;
    // The computer's dice, heard as its own while it plays.
    const listen = setInterval(async () => {
      if (theirDice) return clearInterval(listen);
      const t = await tree(page).catch(() => "");
      if (/group "Robo Bix's dice"/.test(t)) theirDice++;
    }, 300);
    while ((await nextDecision(page)) === "turn") {
      const table = await tree(page);
      assert.match(table, /group "Ann's dice"/, table);
      if (wholes < 2 && decisions % 3 === 0) {
        const whole = await readWhole(page, { key: wholes === 1 });
        wholes++;
        assert.match(whole, /^Ann, your turn\. Ann: heroes \d+, top [^;]+; villains \d+, top [^.]+\. Robo Bix: heroes /, whole);
        assert.match(whole, /Ann's dice: [^.]+\. Rolls used: \d of 3\. Heroes: [^.]+\. Villains: /, whole);
      }
      const names = enabled(table);
      const tiles = names.map((name) => ({ name, value: value(name) })).filter((t) => t.value !== null);
      const best = tiles.reduce((a, b) => (a && a.value >= b.value ? a : b), null);
      const roll = names.find((n) => /^Roll again \([12] left\)$/.test(n));
      const shields = () => page.getByRole("group", { name: "Ann's dice" }).getByRole("button", { name: "shield", exact: true, pressed: false, disabled: false });
      if (best && best.value > 0) await press(page, best.name);
      else if (/button "Roll again \([12] left\)"/.test(table) && (await shields().count())) {
        while (await shields().count()) await shields().first().click();
        const again = page.getByRole("button", { name: /^Roll again/ });
        if (await again.isEnabled()) await again.click();
        else if (best) await press(page, best.name);
        else await press(page, "Take");
      } else if (roll && !best) await page.getByRole("button", { name: roll, exact: true }).click();
      else if (best) await press(page, best.name);
      else await press(page, "Take");
      decisions++;
      if (decisions === 4) found.push(...(await violations(page, "mid-game")));
      // The table answers the press (a new roll, or the turn passes) before the next look.
      for (let i = 0; i < 40 && (await tree(page)) === table; i++) await page.waitForTimeout(50);
    }
    clearInterval(listen);
    assert.match(await statusText(page), /Game over/);
    assert.ok(decisions >= 4, `${decisions} decisions`);
    assert.equal(wholes, 2);
    assert.ok(theirDice > 0, "the computer's dice were heard as its own");
    found.push(...(await violations(page, "at the end")));
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
