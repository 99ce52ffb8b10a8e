// What the by-ear tests share (issue 46): a table reached by role and name only, the
// turn line and the whole state read from the accessibility tree, and axe-core's
// serious and critical findings in the light and the dark theme.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical axe violations now, in the light and the dark theme. */
export async function violations(page, where) {
  const found = [];
  // Evaluated, not added as a <script>: the app's CSP allows no inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  for (const colorScheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme });
    const v = await page.evaluate(async () => {
      const r = await window.axe.run(document, { resultTypes: ["violations"] });
      return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
    });
    found.push(...v.map((f) => `${where} (${colorScheme}): ${f}`));
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

/** A two-seat game of `game` against one computer at the Normal pace, set up by role
 * and name; `choose` picks the setup's own options first (a variant, a size). */
export async function startAgainstComputer(app, game, choose = async () => {}) {
  const { context, page } = await app.freshPage();
  await page.goto(`${app.base}#/setup/${game}`);
  const two = page.getByRole("radio", { name: "2", exact: true });
  if (await two.count()) await two.check();
  await page.getByRole("group", { name: "Seat 2" }).getByRole("radio", { name: "Computer" }).check();
  await choose(page);
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.getByRole("combobox", { name: "Computer pace" }).selectOption({ label: "Normal" });
  return { context, page };
}

/** The turn line, as the tree has it. */
export async function statusText(page) {
  return page.getByRole("status").first().ariaSnapshot();
}

/** The table as a screen reader gets it. */
export async function tree(page) {
  return page.getByRole("main").ariaSnapshot();
}

/** Waits (at most `ms`) until it is the person's turn or the game is over: "turn",
 * "over" or "stuck". `ready` may ask more of the tree before a turn counts. */
export async function nextDecision(page, ready = async () => true, ms = 60000) {
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(100)) {
    const status = await statusText(page);
    if (/Game over/.test(status)) return "over";
    if (/your turn/i.test(status) && (await ready())) return "turn";
  }
  return "stuck";
}

/** Waits until the turn line no longer says it is the person's turn. */
export async function turnPassed(page) {
  for (let i = 0; i < 100 && /your turn/i.test(await statusText(page)); i++) await page.waitForTimeout(50);
}

/** Presses "Read the whole state" (or its key, S) and returns what its live line says.
 * Its region must be empty before: words of an earlier state are gone once an action
 * is made, and so a press that says nothing cannot pass for one that said. */
export async function readWhole(page, { key = false } = {}) {
  const said = page.getByRole("region", { name: "Read the whole state" });
  const text = async () => {
    // The snapshot's YAML quotes a line with a colon in it.
    let text = (await said.ariaSnapshot()).replace(/^- region "[^"]*":?\s*/, "").replace(/^(- )?text: /, "");
    return text.startsWith('"') ? JSON.parse(text) : text;
  };
  const before = await text();
  if (before.length > 2) throw new Error(`the region still says an earlier state: ${before}`);
  if (key) {
    // From within the table: the key is the table's, not the page's.
    await page.getByRole("link", { name: "Rules" }).focus();
    await page.keyboard.press("s");
  } else await page.getByRole("button", { name: "Read the whole state" }).click();
  for (let i = 0; i < 100; i++) {
    const now = await text();
    if (now.length > 2) {
      // EAR_DEBUG=1 prints what is said (docs/ARCHITECTURE.md quotes it).
      if (process.env.EAR_DEBUG) console.error(now);
      return now;
    }
    await page.waitForTimeout(50);
  }
  throw new Error("the whole state was never said");
}
