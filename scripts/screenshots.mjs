// Takes the README's screenshots of the production build (run scripts/build.sh first):
// node scripts/screenshots.mjs [game...]  ->  docs/screenshots/*.png
import { launch } from "../tests/e2e/browser.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { shots as combo4x4Shots } from "./shots-combo4x4.mjs";
import { shots as powShots } from "./shots-pow.mjs";
import { NEXT, asOpened } from "../tests/e2e/drivers.mjs";

const folder = new URL("../docs/screenshots/", import.meta.url).pathname;
// Where the shots go: the folder, and a name prefix (the dark job writes dark-*).
let out = folder;
const server = await serve({ port: 0 });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

async function midGame(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("button", { name: "Start the game" }).click();
  for (let i = 0; i < 5; i++) {
    await page.locator("g.slot").first().click();
    const end = page.getByRole("button", { name: "End turn" });
    if ((await end.isVisible()) && (await end.isEnabled())) await end.click();
    await page.getByRole("status").filter({ hasText: "your turn" }).waitFor();
  }
  // Show a turn in progress: the card played, another card picked up to move.
  await page.locator("g.slot").nth(1).click();
  await page.locator("g.card.movable").first().click();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

async function finished(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=shape-up]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Computer").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor({ timeout: 60000 });
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  await context.close();
}

/** SUPER-POSE mid-game with flowers and chameleons: a person and three computers;
 * the person's card is shown as a ghost on a legal place, with the assist on. */
async function superPose(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=super-pose]").getByRole("link", { name: "Set up a game" }).click();
  await page.getByRole("radio", { name: "4", exact: true }).check();
  await page.getByLabel("Flower starting cards").check();
  await page.getByLabel("9-card decks with chameleons").check();
  await page.getByLabel("Assist: show points").check();
  await page.getByRole("button", { name: "Start the game" }).click();
  const status = page.getByRole("status");
  for (let i = 0; i < 6; i++) {
    await status.filter({ hasText: "your turn" }).waitFor({ timeout: 30000 });
    await page.getByTestId("sp-hand-0").click();
    await page.getByRole("button", { name: "Next legal place" }).click();
    await page.getByTestId("sp-play").click();
    const dialog = page.getByRole("dialog");
    if (await dialog.isVisible()) await dialog.getByTestId("sp-cham-lay").click();
  }
  await status.filter({ hasText: "your turn" }).waitFor({ timeout: 30000 });
  await page.getByTestId("sp-hand-1").click();
  await page.getByRole("button", { name: "Next legal place" }).click();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

/** A page showing the finished SUPER-POSE game of the e2e fixtures, Ann against Bob. */
async function finishedSuperPose(viewport) {
  const { readFileSync } = await import("node:fs");
  const fixtures = JSON.parse(readFileSync(new URL("../tests/e2e/fixtures/finished.json", import.meta.url), "utf8"));
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const names = Buffer.from("Ann\nBob").toString("base64url");
  await page.goto(`${base}#/link/super-pose/hh/${names}/${fixtures["super-pose"].payload}`);
  return { context, page };
}

/** A finished SUPER-POSE game (the e2e fixture) watched, a few moves in. */
async function replay(viewport, name) {
  const { context, page } = await finishedSuperPose(viewport);
  await page.getByRole("link", { name: "Watch the game" }).click();
  for (let i = 0; i < 7; i++) await page.getByRole("button", { name: "Forward one move" }).click();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

/** A POW game played by link: Ann has taken, and the table hands the game to Bob. */
async function handOver(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(".tile[data-game=pow]").getByRole("link", { name: "Set up a game" }).click();
  const bob = page.getByRole("group", { name: "Seat 2" });
  await bob.getByLabel("By link").check();
  await bob.getByLabel("Name").fill("Bob");
  await page.getByRole("group", { name: "Seat 1" }).getByLabel("Name").fill("Ann");
  await page.getByRole("button", { name: "Start the game" }).click();
  // The handshake first: Bob's device answers Ann's first link before any roll.
  const invite = await page.getByRole("textbox", { name: "Send this link to Bob" }).inputValue();
  const other = await browser.newContext({ viewport });
  const bobPage = await other.newPage();
  await bobPage.goto(invite);
  const answer = await bobPage.getByRole("textbox", { name: "Send this link to Ann" }).inputValue();
  await other.close();
  await page.goto(answer);
  await page.locator(".pow button.lit").first().click();
  await page.getByTestId("send-link").waitFor();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

/** The end of a finished SUPER-POSE game (the e2e fixture): the end chart, and the
 * winners' zones outlined boldly on the final board. */
async function endChart(viewport, name) {
  const { context, page } = await finishedSuperPose(viewport);
  await page.getByTestId("end-chart").waitFor();
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  await context.close();
}

/** A lesson's second step (Combo 4x4): the table says what the computer's scripted
 * reply showed and what to do next, and lights only that move. */
async function lesson(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(`${base}#/learn/combo4x4`);
  const note = page.getByTestId("lesson");
  await note.waitFor();
  const first = await note.innerText();
  for (const sel of ["button.c4-card:not(.stuck):not([disabled])", ".c4-board .movable", ".c4-board .target"]) {
    await page.locator(sel).first().click();
  }
  await page.waitForFunction((t) => document.querySelector("[data-testid=lesson]")?.innerText !== t, first);
  await page.getByRole("status").filter({ hasText: "your turn" }).waitFor();
  await page.locator("button.c4-card:not(.stuck):not([disabled])").first().click();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

// The game box with a game in progress, as a returning player sees it.
async function home(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(`${base}#/quick/combo4x4`);
  await page.getByTestId("table").waitFor();
  await page.goto(base);
  await page.getByTestId("in-progress").waitFor();
  await page.screenshot({ path: `${out}${name}.png` });
  await context.close();
}

/** Today's deal of POW (the clock set to 2026-11-25, after the deal of the 24th was
 * played too), played to its end against the Hard computer, its result ready to share;
 * the month's calendar under it (also in the dark theme); then the game box saying it
 * was played, with the streak. */
async function daily(viewport, name, colorScheme = "light") {
  const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const play = async (day) => {
    await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
    await page.goto(`${base}#/daily/pow`);
    const yourTurn = page.getByRole("status").filter({ hasText: "your turn" });
    const over = page.getByRole("status").filter({ hasText: "Game over" });
    for (let i = 0; i < 300; i++) {
      const now = await Promise.race([yourTurn.waitFor().then(() => "turn"), over.waitFor().then(() => "over")]);
      if (now === "over") break;
      await NEXT.pow(page, (loc) => loc.click());
      await page.waitForTimeout(50);
    }
  };
  await play("2026-11-24");
  await play("2026-11-25");
  if (colorScheme === "light") {
    await page.getByRole("button", { name: "Share the result" }).click();
    await asOpened(page);
    await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  }
  await page.getByTestId("calendar").scrollIntoViewIfNeeded();
  await page.getByTestId("calendar").screenshot({ path: `${out}${name}-calendar${colorScheme === "dark" ? "-dark" : ""}.png` });
  if (colorScheme === "light") {
    await page.goto(base);
    await page.locator(".tile[data-game=pow]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}${name}-home.png`, fullPage: false });
  }
  await context.close();
}

/** A finished Combo 4x4 game (tests/e2e/fixtures/finished.json) reviewed with the
 * computer: the progress while the worker judges, then the chart with a mistake
 * chosen, the board at it and the verdicts in the log. */
async function review(viewport, name) {
  const { readFileSync } = await import("node:fs");
  const fixtures = JSON.parse(readFileSync(new URL("../tests/e2e/fixtures/finished.json", import.meta.url), "utf8"));
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const names = Buffer.from("Ann\nBob").toString("base64url");
  await page.goto(`${base}#/link/combo4x4/hh/${names}/${fixtures.combo4x4.payload}`);
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  await page.getByRole("link", { name: "Review with the computer" }).click();
  await page.getByTestId("review-progress").filter({ hasText: /decision \d+ of \d+/ }).waitFor();
  await page.screenshot({ path: `${out}${name}-progress.png`, fullPage: false });
  await page.getByTestId("review-chart").waitFor({ timeout: 120_000 });
  // The first mistake or blunder: from the chart's first point, decision by decision.
  const box = await page.getByTestId("review-chart").locator("svg").boundingBox();
  await page.mouse.click(box.x + box.width * 0.12, box.y + box.height / 2);
  const next = page.getByRole("button", { name: "Next decision ›" });
  for (let i = 0; i < 40; i++) {
    if (/— (Mistake|Blunder)/.test(await page.getByTestId("review-shown").innerText())) break;
    await next.click();
  }
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  // Further down: the board at the decision, and the log with the verdicts.
  await page.locator(".c4-board").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}${name}-board.png`, fullPage: false });
  await context.close();
}

/** The review's better move as a ghost: the first decision with a better move, the
 * decision said at the top of the view, the board under it. */
async function reviewGhost(viewport, name, game = "combo4x4") {
  const { readFileSync } = await import("node:fs");
  const fixtures = JSON.parse(readFileSync(new URL("../tests/e2e/fixtures/finished.json", import.meta.url), "utf8"));
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const names = Buffer.from("Ann\nBob").toString("base64url");
  await page.goto(`${base}#/link/${game}/hh/${names}/${fixtures[game].payload}`);
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  await page.getByRole("link", { name: "Review with the computer" }).click();
  await page.getByTestId("review-chart").waitFor({ timeout: 120_000 });
  const next = page.getByRole("button", { name: "‹ Previous decision" });
  for (let i = 0; i < 80 && !(await page.locator("[data-ghost]").count()); i++) await next.click();
  // The decision said just above the board's top, the board below.
  await page.evaluate(() => {
    const said = document.querySelector("[data-testid=review-shown]").getBoundingClientRect();
    window.scrollTo(0, window.scrollY + said.top - 8);
  });
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

/** "Learn from your mistakes" on a game where Ann played at random against Hard
 * (tests/e2e/fixtures/mistakes.json): a wrong try said, the panel above the board. */
async function learnMistakes(viewport, name, game = "combo4x4") {
  const { readFileSync } = await import("node:fs");
  const fixtures = JSON.parse(readFileSync(new URL("../tests/e2e/fixtures/mistakes.json", import.meta.url), "utf8"));
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const names = Buffer.from("Ann\nBob").toString("base64url");
  await page.goto(`${base}#/link/${game}/hh/${names}/${fixtures[game].payload}`);
  await page.getByRole("status").filter({ hasText: "Game over" }).waitFor();
  await page.getByRole("link", { name: "Review with the computer" }).click();
  await page.getByTestId("review-chart").waitFor({ timeout: 120_000 });
  await page.getByTestId("learn").click();
  await page.getByTestId("learn-panel").waitFor();
  await asOpened(page);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await page.getByRole("button", { name: "Show the answer" }).click();
  await page.locator("[data-ghost=better]").waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}${name}-answer.png`, fullPage: false });
  await context.close();
}

/** Hint in a casual game against a computer: the move lit, said above the board. */
async function hint(viewport, name, game = "combo4x4") {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Set up a game" }).click();
  const two = page.getByRole("radio", { name: "2", exact: true });
  if (await two.count()) await two.check();
  await page.getByRole("group", { name: "Seat 2" }).getByLabel("Computer").check();
  if (game === "super-pose") await page.getByLabel("Card in play").uncheck();
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.waitForFunction(() => document.querySelector("[data-testid=hint]")?.disabled === false, null, { timeout: 30_000 });
  await page.getByTestId("hint").click();
  await page.getByTestId("hint-said").waitFor({ timeout: 20_000 });
  await page.getByTestId("hint-said").scrollIntoViewIfNeeded();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

/** SUPER-POSE's chameleon choice (the position of the e2e test): the third choice
 * tapped, its zones outlined on the board above the list. */
async function chameleons(viewport, name) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 2 : 1 });
  const page = await context.newPage();
  const payload = "1.AAECAAAAAAABAAAAAA4HAAYIBgAFAAARBAQBAwAADwAAAQQAABQCAQAEAAAMAgIBAAAAEgoCAwUAAAkDAQIAAA";
  await page.goto(`${base}#/link/super-pose/hh/${Buffer.from("Ann\nBob").toString("base64url")}/${payload}`);
  await page.getByRole("button", { name: "I am Bob: show my cards" }).click();
  await page.getByTestId("sp-hand-0").click();
  await page.getByRole("button", { name: "Next legal place" }).click();
  await page.getByTestId("sp-play").click();
  await page.getByRole("dialog").getByRole("listitem").nth(2).getByRole("button").click();
  await page.mouse.move(0, 0);
  await page.locator(".board-area").evaluate((el) => el.scrollIntoView());
  await page.screenshot({ path: `${out}${name}.png`, fullPage: false });
  await context.close();
}

// Each game's screenshots; `node scripts/screenshots.mjs pow` takes only POW's.
const jobs = {
  home: async () => {
    await home({ width: 1280, height: 800 }, "home-1280x800");
    await home({ width: 360, height: 740 }, "home-360x740");
  },
  "super-pose": async () => {
    await superPose({ width: 1280, height: 800 }, "super-pose-1280x800");
    await superPose({ width: 360, height: 740 }, "super-pose-360x740");
    await chameleons({ width: 1280, height: 800 }, "super-pose-chameleons-1280x800");
    await chameleons({ width: 360, height: 740 }, "super-pose-chameleons-360x740");
  },
  "shape-up": async () => {
    await midGame({ width: 1280, height: 800 }, "shape-up-1280x800");
    await midGame({ width: 360, height: 740 }, "shape-up-360x740");
    await finished({ width: 1280, height: 800 }, "shape-up-game-over-1280x800");
    await finished({ width: 360, height: 740 }, "shape-up-game-over-360x740");
  },
  combo4x4: () => combo4x4Shots(browser, base, out),
  "by-link": async () => {
    await handOver({ width: 1280, height: 800 }, "by-link-1280x800");
    await handOver({ width: 360, height: 740 }, "by-link-360x740");
  },
  replay: async () => {
    await replay({ width: 1280, height: 800 }, "replay-1280x800");
    await replay({ width: 360, height: 740 }, "replay-360x740");
  },
  pow: () => powShots(browser, base, out),
  "end-chart": async () => {
    await endChart({ width: 1280, height: 800 }, "end-chart-1280x800");
    await endChart({ width: 360, height: 740 }, "end-chart-360x740");
  },
  daily: async () => {
    await daily({ width: 1280, height: 800 }, "daily-1280x800");
    await daily({ width: 360, height: 740 }, "daily-360x740");
    await daily({ width: 360, height: 740 }, "daily-360x740", "dark");
    await daily({ width: 1280, height: 800 }, "daily-1280x800", "dark");
  },
  review: async () => {
    await review({ width: 1280, height: 800 }, "review-1280x800");
    await review({ width: 360, height: 740 }, "review-360x740");
  },
  "review-ghost": async () => {
    await reviewGhost({ width: 1280, height: 800 }, "review-ghost-1280x800");
    await reviewGhost({ width: 360, height: 740 }, "review-ghost-360x740");
    for (const game of ["super-pose", "shape-up", "pow"]) {
      await reviewGhost({ width: 360, height: 740 }, `review-ghost-${game}-360x740`, game);
    }
  },
  "review-learn": async () => {
    await learnMistakes({ width: 1280, height: 800 }, "review-learn-1280x800");
    await learnMistakes({ width: 360, height: 740 }, "review-learn-360x740");
  },
  hint: async () => {
    await hint({ width: 1280, height: 800 }, "hint-1280x800");
    await hint({ width: 360, height: 740 }, "hint-360x740");
    for (const game of ["super-pose", "shape-up", "pow"]) await hint({ width: 360, height: 740 }, `hint-${game}-360x740`, game);
  },
  lesson: async () => {
    await lesson({ width: 1280, height: 800 }, "lesson-1280x800");
    await lesson({ width: 360, height: 740 }, "lesson-360x740");
  },
};
// Every table and the home page again in the dark theme (the system's), as dark-*.
jobs.dark = async () => {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...options, colorScheme: "dark" });
  out = `${folder}dark-`;
  for (const name of ["home", "super-pose", "shape-up", "combo4x4", "pow"]) await jobs[name]();
  out = folder;
  browser.newContext = newContext;
};
const wanted = process.argv.slice(2);
for (const [name, job] of Object.entries(jobs)) {
  if ((wanted.length === 0 && name !== "dark") || wanted.includes(name)) await job();
}
await browser.close();
server.close();
