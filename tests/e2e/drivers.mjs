// How a person presses toward the next move of each game, shared by the lessons' test
// and the input benchmark (scripts/bench-input.mjs): on a lesson's step, the lit move;
// in free play, the first move the table offers. And how a table is set up, shared by
// the computers' test and the whole-game benchmark (scripts/bench-tasks.mjs).

/** Each game's title on its card in the game box. */
/** SUPER-POSE's full table of computers, as the whole-game checks and benchmarks seat it. */
export const SIX = ["Hard", "Medium", "Easy", "Hard", "Medium", "Easy"];
export const TITLES = { "super-pose": "SUPER-POSE", "shape-up": "Shape Up!", combo4x4: "Combo 4x4", pow: "POW" };

/** How many moves each lesson asks of the learner (tabula_rules::lesson). */
export const STEPS = { "super-pose": 3, "shape-up": 3, combo4x4: 3, pow: 4 };

export const visible = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible());
export const enabled = async (loc) => (await visible(loc)) && (await loc.first().isEnabled());

/** Presses what a person would next press toward the step's move, with `act`. */
export const NEXT = {
  combo4x4: async (page, act) => {
    for (const sel of [".c4-board .target", ".c4-board .movable", "button.c4-card:not(.stuck):not([disabled])"]) {
      if (await visible(page.locator(sel))) return act(page.locator(sel).first());
    }
    throw new Error("nothing to press");
  },
  pow: async (page, act) => {
    const again = page.getByRole("button", { name: /^Roll again/ });
    if (await enabled(again)) return act(again);
    const die = page.locator(".pow .die.rolled:enabled[aria-pressed=false]");
    if (await visible(die)) return act(die.first());
    return act(page.locator(".pow button.lit").first());
  },
  "shape-up": async (page, act) => {
    const end = page.getByRole("button", { name: "End turn" });
    if (await enabled(end)) return act(end);
    for (const sel of ["g.slot.target", "g.slot", "g.card.movable"]) {
      const cell = page.getByTestId("board").locator(sel);
      if (await visible(cell)) return act(cell.first());
    }
    throw new Error("nothing to press");
  },
  "super-pose": async (page, act) => {
    const dialog = page.getByRole("dialog");
    if (await visible(dialog)) return act(dialog.getByTestId("sp-cham-lay"));
    const said = page.getByTestId("sp-ghost-status");
    const legal = async () => (await said.count()) && /^Legal here/.test(await said.innerText());
    if (await legal()) return act(page.getByTestId("sp-play"));
    for (let i = 0; i < 3; i++) {
      await act(page.getByTestId(`sp-hand-${i}`));
      await act(page.getByRole("button", { name: "Next legal place" }));
      if (await legal()) return;
    }
    throw new Error("no hand card has the step's place");
  },
};

/** The last press of a move shown on the board (a hint, a review's better move): the one lit place, or the button that plays it. */
export const PLAY = {
  combo4x4: (page) => page.locator(".c4-board .target").first().click(),
  pow: async (page) => {
    const tile = page.locator(".pow button.lit");
    if (await tile.count()) return tile.first().click();
    return page.getByRole("button", { name: /^Roll again/ }).click();
  },
  "shape-up": async (page) => {
    const target = page.getByTestId("board").locator(".target");
    if (await target.count()) return target.first().click();
    const end = page.getByRole("button", { name: "End turn" });
    if (await end.isEnabled()) return end.click();
    // A card to lay: the one place it may go is the only slot drawn.
    return page.getByTestId("board").locator("g.slot").first().click();
  },
  "super-pose": async (page) => {
    await page.getByTestId("sp-play").click();
    const dialog = page.getByRole("dialog");
    if (await dialog.count()) await dialog.getByTestId("sp-cham-lay").click();
  },
};

/** "turn" when the table says it is the person's turn, "over" when the game is over,
 * "stuck" after `ms`: asked from Node every 50 ms. A benchmark waits this way, not
 * with a race of two locators' `waitFor`, whose loser would go on querying the
 * page's thread during the presses that follow. */
export async function turnOrOver(page, ms = 30000) {
  const status = page.getByRole("status");
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(50)) {
    if (await status.filter({ hasText: "your turn" }).count()) return "turn";
    if (await status.filter({ hasText: "Game over" }).count()) return "over";
  }
  return "stuck";
}

/** Plays on from where the table is, as the benchmarks do: the next press of
 * `NEXT[game]` through `act` while it is the person's turn, until the game is over,
 * three tries in a row press nothing, or `most` presses; returns how many. */
export async function playOn(page, game, act, most = 400) {
  let presses = 0;
  const counted = async (loc) => {
    presses += 1;
    await act(loc);
  };
  for (let misses = 0; presses < most && misses < 3 && (await turnOrOver(page)) === "turn"; ) {
    await NEXT[game](page, counted).then(() => (misses = 0), () => (misses += 1));
    await page.waitForTimeout(50);
  }
  return presses;
}

/** A person's press, for the benchmarks: `loc` is found, `pause` ms pass (a player
 * looking at the board), the mouse presses its middle, and nothing runs on the page
 * for 100 ms while the press's frame is drawn (none of it with `pause` 0). */
export async function pressAfter(page, loc, pause) {
  await loc.scrollIntoViewIfNeeded();
  const box = await loc.boundingBox();
  if (!box) throw new Error("nothing to press");
  if (pause) await page.waitForTimeout(pause);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(pause ? 100 : 0);
  await settled(page);
}

/** Waits until no press is waiting for its frame (`data-pressed`, src/kit/press.rs):
 * a person sees their press taken before the next. A page gone meanwhile (a press
 * that navigated) has nothing to wait for. */
export async function settled(page) {
  await page.waitForFunction(() => !document.querySelector("[data-pressed]"), null, { timeout: 5000 }).catch(() => {});
}

/** Scrolls the page as the app opens it: a table on a phone past the site's header
 * and its own head (`web::table_to_top`), any other page to its top. For
 * screenshots taken after presses that scrolled. */
export async function asOpened(page) {
  await page.evaluate(() => {
    const head = document.querySelector("[data-testid=table] .table-head");
    if (head && matchMedia("(max-width: 600px)").matches) window.scrollBy(0, head.getBoundingClientRect().bottom);
    else window.scrollTo(0, 0);
  });
}

/** Opens the setup page of the game whose card is titled `title` (from `base`, the
 * game box) and seats `seats`: "h" a person, else a computer of that level. */
export async function setUp(page, base, title, seats) {
  await page.goto(base);
  await page.locator(".tile").filter({ has: page.locator(".card-title", { hasText: title }) }).getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: String(seats.length), exact: true }).check();
  for (const [i, kind] of seats.entries()) {
    const seat = page.getByRole("group", { name: `Seat ${i + 1}` });
    if (kind === "h") {
      await seat.getByLabel("Human").check();
    } else {
      await seat.getByLabel("Computer").check();
      await seat.getByLabel("Level").selectOption({ label: kind });
    }
  }
}
