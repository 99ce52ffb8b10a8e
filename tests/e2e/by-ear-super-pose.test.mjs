// Play by ear (issue 46): a whole SUPER-POSE game against a computer at the Normal
// pace, the page read only as a screen reader gets it (Playwright's `ariaSnapshot()`
// of roles and names, and the live lines) and pressed only by role and name. At each
// turn the player reads every hand card's legal places in each of its turns, with
// their points, chooses the best, hears the card on the board in words, and lays it;
// after the computer's move it reads that move cell by cell. Twice it reads the
// whole state (by its button, then by its key) with the card placed. axe-core finds nothing on
// the table with the board in words open, mid-game and at the end, light and dark.
// At the end the score track's picture names each marker's score.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { useApp } from "./harness.mjs";
import { nextDecision, readWhole, startAgainstComputer, statusText, tree, turnPassed, violations } from "./ear.mjs";

const app = useApp();

/** The legal places a snapshot of the list names: `{ name, points }`. */
function placesIn(snapshot) {
  return [...snapshot.matchAll(/button "(column -?\d+, row -?\d+: \+(-?\d+))"/g)].map((m) => ({ name: m[1], points: Number(m[2]) }));
}

/** The hand's cards as the tree names them, and which is pressed. */
async function handCards(page) {
  const tree = await page.getByRole("main").ariaSnapshot();
  return [...tree.matchAll(/button "(Card (\d): [^"]*)"( \[disabled\])?( \[pressed\])?/g)].map((m) => ({ n: Number(m[2]), pressed: Boolean(m[4]) }));
}

/** Presses hand card `n` unless it is the chosen one already. */
async function choose(page, n) {
  const card = (await handCards(page)).find((c) => c.n === n);
  if (!card.pressed) await page.getByRole("button", { name: new RegExp(`^Card ${n}:`) }).click();
}

/** Every place of every hand card in each of its 4 turns, read from the list. */
async function everyPlace(page) {
  const all = [];
  for (const { n } of await handCards(page)) {
    await choose(page, n);
    for (let turns = 0; turns < 4; turns++) {
      const list = page.getByRole("list", { name: new RegExp(`^Legal places of card ${n}`) });
      for (const p of placesIn(await list.ariaSnapshot())) all.push({ ...p, card: n, turns });
      await page.getByRole("button", { name: `Turn — Card ${n}` }).click();
    }
  }
  return all;
}

describe("play SUPER-POSE by ear", () => {
  test("a whole game against a computer, read from the accessibility tree", async () => {
    const { context, page } = await startAgainstComputer(app, "super-pose");
    const open = page.getByRole("button", { name: "Board in words" });
    await open.click();
    assert.equal(await open.getAttribute("aria-expanded"), "true");
    const grid = page.getByRole("table", { name: /^Board, row by row/ });
    await grid.waitFor({ state: "attached" });
    // The first starting card's top left cell is column 0, row 0, whatever is laid.
    const first = await grid.ariaSnapshot();
    assert.match(first, /columnheader "column 0"/);
    assert.match(first, /rowheader "row 0"/);

    const found = [];
    let turns = 0;
    let heard = 0;
    let wholes = 0;
    while ((await nextDecision(page, async () => (await handCards(page)).some((c) => c.n))) === "turn") {
      // The computer has played since: its move, cell by cell, on request.
      const table = await tree(page);
      if (turns > 0) {
        await page.getByRole("button", { name: "Last move, cell by cell" }).click();
        const last = await page.getByRole("list", { name: "Last move, cell by cell" }).ariaSnapshot();
        if (/laid a card calling/.test(last)) {
          assert.equal([...last.matchAll(/listitem: "?column -?\d+, row -?\d+: /g)].length, 6, last);
          heard++;
        } else assert.match(last, /set one aside/);
        await page.getByRole("button", { name: "Last move, cell by cell" }).click();
      }
      const aside = page.getByRole("button", { name: /^Set aside — Card 1/ });
      if (/None of your cards can be laid/.test(table) && (await aside.count())) {
        await aside.click();
      } else {
        const all = await everyPlace(page);
        assert.ok(all.length > 0, "a card that can be laid has legal places");
        const best = all.reduce((a, b) => (b.points > a.points ? b : a));
        await choose(page, best.card);
        for (let i = 0; i < best.turns; i++) await page.getByRole("button", { name: `Turn — Card ${best.card}` }).click();
        const place = page.getByRole("button", { name: best.name, exact: true });
        await place.click();
        // Where the card is now: said by the live line, and read on the board.
        assert.match(await tree(page), /Legal here, calling \w+/);
        const board = await grid.ariaSnapshot();
        assert.equal([...board.matchAll(/cell "your card: /g)].length, 6, board);
        // A reader who lost track hears the whole table, the card being placed in it.
        if (wholes++ < 2) {
          const whole = await readWhole(page, { key: wholes === 2 });
          assert.match(whole, /your turn\. Scores: .*\. Card 1: /, whole);
          assert.match(whole, new RegExp(`Card ${best.card}, ${best.name.replace(/: .*/, "")}: Legal here, calling`), whole);
        }
        await page.getByRole("button", { name: "Play here" }).click();
        const dialog = page.getByRole("dialog");
        if (await dialog.count()) await dialog.getByRole("button", { name: "Lay it with these shapes" }).click();
      }
      turns++;
      if (turns === 2) found.push(...(await violations(page, "mid-game, the board in words open")));
      await turnPassed(page);
    }
    assert.match(await statusText(page), /Game over/);
    assert.ok(turns >= 3, `${turns} turns played`);
    assert.ok(heard >= 2, `${heard} computer's moves heard`);
    assert.equal(wholes >= 2, true, "the whole state was read by button and by key");
    // The score track's picture says where each marker stands: the scores the whole state reads.
    const whole = await readWhole(page);
    assert.match(whole, /Game over/, whole);
    const scores = /Scores: ([^.]*)\./.exec(whole)[1];
    const track = [...scores.matchAll(/([^,(]+?) \(\w+\) (-?\d+) pts?/g)].map((m) => `${m[1].trim()} ${m[2]}`);
    assert.equal(track.length, 2, scores);
    await page.getByRole("img", { name: `Score track: ${track.join(", ")}`, exact: true }).waitFor();
    found.push(...(await violations(page, "at the end, the board in words open")));
    assert.deepEqual(found, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
