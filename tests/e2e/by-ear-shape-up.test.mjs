// Play by ear (issue 46): a whole one-round Shape Up! game against a computer at the
// Normal pace, read only from the accessibility tree and pressed only by role and
// name. Each turn the player reads its victory card, its hand and the layout by
// place; it plays the hand card closest to its victory card at the free place whose
// neighbours share the most with it, then ends its turn (a play that leaves nothing
// to move ends it by itself). It hears the computer's turn
// with its places, and reads the whole state twice (button, then key). axe-core finds
// nothing on the table mid-game and at the end, light and dark. A second test, by role
// too: after an Undo and the same turn again, the whole state stays unsaid until asked.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { nextDecision, readWhole, startAgainstComputer, statusText, tree, turnPassed, violations } from "./ear.mjs";

const app = useApp();
const CARD = "(red|green|blue) (filled|hollow) (circle|triangle|square)";

/** What two cards share: colour, fill, shape. */
const shared = (a, b) => a.split(" ").filter((w, i) => w === b.split(" ")[i]).length;

/** The layout's cards by place, as the board names them. */
function layout(snapshot) {
  return [...snapshot.matchAll(new RegExp(`"(${CARD}) at column (-?\\d+), row (-?\\d+)"`, "g"))].map((m) => ({ card: m[1], x: Number(m[5]), y: Number(m[6]) }));
}

/** How much a place's neighbours share with `card`. */
function fit(card, x, y, laid) {
  return laid.filter((c) => Math.abs(c.x - x) + Math.abs(c.y - y) === 1).reduce((n, c) => n + shared(card, c.card), 0);
}

describe("play Shape Up! by ear", () => {
  test("a whole game against a computer, read from the accessibility tree", async () => {
    const { context, page } = await startAgainstComputer(app, "shape-up");
    const found = [];
    let turns = 0;
    let wholes = 0;
    const hand = page.getByRole("region", { name: "Hand" });
    const board = page.getByRole("group", { name: "Card layout" });
    while ((await nextDecision(page)) === "turn") {
      const table = await tree(page);
      const victory = (await hand.ariaSnapshot()).match(new RegExp(`heading "Your victory card"[^]*?paragraph: (${CARD})`))?.[1];
      assert.ok(victory, table);
      if (turns > 0) assert.match(table, /status: .*Robo Bix played the \w+ \w+ \w+ at column -?\d+, row -?\d+/, table);
      if (wholes < 2) {
        const whole = await readWhole(page, { key: wholes === 1 });
        wholes++;
        assert.match(whole, new RegExp(`^Ann, your turn\\. Scores: Ann \\d+ pts?, Robo Bix \\d+ pts?\\. Hand: ${CARD}[^.]*\\. Your victory card: ${victory}\\. It scores \\d+ pts? now(\\. Card layout: ${CARD} at column -?\\d+, row -?\\d+)?`), whole);
        if (turns > 0) assert.match(whole, /Card layout: .*Last move: Robo Bix played /, whole);
      }
      // The hand card nearest the victory card.
      const cards = [...(await hand.getByRole("list").ariaSnapshot()).matchAll(new RegExp(`button "(${CARD})"`, "g"))].map((m) => m[1]);
      assert.ok(cards.length > 0, table);
      const card = cards.reduce((a, b) => (shared(b, victory) > shared(a, victory) ? b : a));
      await hand.getByRole("button", { name: card, exact: true }).click();
      // The free places, and the layout around each.
      const now = await board.ariaSnapshot();
      const laid = layout(now);
      const places = [...now.matchAll(/button "(Play here: column (-?\d+), row (-?\d+))"/g)].map((m) => ({ name: m[1], x: Number(m[2]), y: Number(m[3]) }));
      assert.ok(places.length > 0, now);
      const best = places.reduce((a, b) => (fit(card, b.x, b.y, laid) > fit(card, a.x, a.y, laid) ? b : a));
      await board.getByRole("button", { name: best.name, exact: true }).click();
      assert.match(await board.ariaSnapshot(), new RegExp(`"${card} at column ${best.x}, row ${best.y}"`));
      // A card that leaves nothing to move ends the turn by itself; else End turn.
      if (/button "End turn"(?! \[disabled\])/.test(await tree(page))) await page.getByRole("button", { name: "End turn" }).click();
      turns++;
      if (turns === 2) found.push(...(await violations(page, "mid-game")));
      await turnPassed(page);
    }
    assert.match(await statusText(page), /Game over/);
    assert.ok(turns >= 3, `${turns} turns played`);
    assert.equal(wholes, 2);
    found.push(...(await violations(page, "at the end")));
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  test("Undo and the same move again leave the whole state unsaid until asked", async () => {
    const { context, page } = await startAgainstComputer(app, "shape-up");
    const said = page.getByRole("region", { name: "Read the whole state" });
    const hand = page.getByRole("region", { name: "Hand" });
    const board = page.getByRole("group", { name: "Card layout" });
    /** One whole turn of the person's (the first card, its first place), then the computer's. */
    const turn = async () => {
      assert.equal(await nextDecision(page), "turn");
      await hand.getByRole("list").getByRole("button").first().click();
      await board.getByRole("button", { name: /^Play here: / }).first().click();
      if (/button "End turn"(?! \[disabled\])/.test(await tree(page))) await page.getByRole("button", { name: "End turn" }).click();
      await turnPassed(page);
      assert.equal(await nextDecision(page), "turn");
    };
    await turn();
    const asked = await readWhole(page);
    // Undo takes back the person's turn and the computer's: the record is shorter.
    await page.getByRole("button", { name: "Undo" }).click();
    assert.equal(await nextDecision(page), "turn");
    assert.equal((await said.innerText()).trim(), "", "an Undo empties the region");
    // A record of the same length again, the same turn played: nothing said unasked.
    await turn();
    assert.equal((await said.innerText()).trim(), "", `the region says nothing unasked (it said: ${asked})`);
    assert.notEqual(await readWhole(page), "", "and says the state when asked");
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
