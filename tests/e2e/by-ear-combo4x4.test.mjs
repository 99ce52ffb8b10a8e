// Play by ear (issue 46): a whole Combo 4x4 game against a computer at the Normal
// pace, read only from the accessibility tree and pressed only by role and name. Each
// turn the player reads both hands (each named by its owner; the computer's cards are
// not buttons; two copies of a card have different names), tries its cards on the men
// they light (outside the centre first), hears the cells each would reach, and plays
// the move that best builds a Center Combo. It reads the whole state twice (button, then key).
// axe-core finds nothing on the table mid-game and at the end, light and dark.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { nextDecision, readWhole, startAgainstComputer, statusText, tree, turnPassed, violations } from "./ear.mjs";

const app = useApp();
const CENTRE = ["b2", "c2", "b3", "c3"];

/** The buttons a snapshot names: `{ name, pressed }`. */
const buttons = (snapshot) =>
  [...snapshot.matchAll(/button "([^"]+)"( \[disabled\])?( \[pressed\])?/g)].filter((m) => !m[2]).map((m) => ({ name: m[1], pressed: Boolean(m[3]) }));

const board = (page) => page.getByRole("group", { name: /^Board, columns a to d/ });
const hand = (page, who) => page.getByRole("list", { name: `${who} hand` });

/** Presses a button of the board or hand by its exact name. */
const press = (page, name) => page.getByRole("button", { name, exact: true }).click();

/** The hand's moves as the board lights them, `{ card, man, to, swap, target }`,
 * men outside the centre first, until one brings a man into the centre or six men
 * were heard (a player does not try every man with every card either). */
async function someMoves(page) {
  const moves = [];
  let tried = 0;
  const enough = () => tried >= 6 || moves.some((m) => worth(m) >= 2);
  for (const card of buttons(await hand(page, "Ann's").ariaSnapshot())) {
    if (enough()) break;
    // A card that moves no man says so in its name.
    if (/no move/.test(card.name)) continue;
    if (!card.pressed) await press(page, card.name);
    const men = buttons(await board(page).ariaSnapshot()).filter((b) => /^Red man on /.test(b.name));
    men.sort((a, b) => CENTRE.includes(a.name.slice(-2)) - CENTRE.includes(b.name.slice(-2)));
    for (const man of men) {
      if (enough()) break;
      tried++;
      await press(page, man.name);
      for (const b of buttons(await board(page).ariaSnapshot())) {
        const to = b.name.match(/^(?:move to|swap with the Black man on) ([a-d][1-4])$/);
        if (to) moves.push({ card: card.name, man: man.name, to: to[1], swap: /^swap/.test(b.name), target: b.name });
      }
      // The man again lets go of it.
      await press(page, man.name);
    }
    await press(page, card.name);
  }
  return moves;
}

/** How much a move builds a Center Combo: a man into the centre from outside it. */
function worth(m) {
  const from = m.man.replace("Red man on ", "");
  return (CENTRE.includes(m.to) ? 2 : 0) - (CENTRE.includes(from) ? 1 : 0) + (m.swap ? 0.5 : 0);
}

describe("play Combo 4x4 by ear", () => {
  test("a whole game against a computer, read from the accessibility tree", async () => {
    const { context, page } = await startAgainstComputer(app, "combo4x4");
    const found = [];
    let turns = 0;
    let wholes = 0;
    while ((await nextDecision(page)) === "turn") {
      const table = await tree(page);
      // Each hand is named by its owner; the computer's cards are read, not offered.
      const mine = await hand(page, "Ann's").ariaSnapshot();
      const theirs = await hand(page, "Robo Bix's").ariaSnapshot();
      const names = buttons(mine).map((b) => b.name);
      assert.equal(new Set(names).size, names.length, mine);
      assert.doesNotMatch(theirs, /button/, theirs);
      assert.equal([...table.matchAll(/list "[^"]*hand"/gi)].length, 2, table);
      if (wholes < 2) {
        const whole = await readWhole(page, { key: wholes === 1 });
        wholes++;
        assert.match(whole, /^Ann, your turn\. Ann · Red\. Combos: [^.]+\. Ann's hand: [^.]+\. Robo Bix · Black\. Combos: [^.]+\. Robo Bix's hand: /, whole);
        assert.equal([...whole.matchAll(/(Red|Black) man on [a-d][1-4]/g)].length, 8, whole);
        if (turns > 0) assert.match(whole, /Last move: Robo Bix: /, whole);
      }
      const moves = await someMoves(page);
      assert.ok(moves.length > 0, "a turn offers a move (or the game is over)");
      const best = moves.reduce((a, b) => (worth(b) > worth(a) ? b : a));
      await press(page, best.card);
      await press(page, best.man);
      await press(page, best.target);
      turns++;
      if (turns === 2) found.push(...(await violations(page, "mid-game")));
      await turnPassed(page);
    }
    assert.match(await statusText(page), /Game over/);
    assert.ok(turns >= 2, `${turns} turns played`);
    assert.equal(wholes, 2);
    found.push(...(await violations(page, "at the end")));
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
