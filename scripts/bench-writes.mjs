// What the page's DOM does per press (issue 48: "nodes re-created instead of updated"):
// each game's lesson and free play to the end, as bench-input.mjs plays them, with a
// MutationObserver on the page counting, for each press and the computer's turn after
// it, the nodes added and removed (with everything inside them), the attributes set
// (and how many of those were set to the value they already had: work for nothing,
// which an SVG shape still pays with its layout and paint), and the texts changed.
// Not a timing: the counts are the same on any machine, so one run compares builds.
//   node scripts/bench-writes.mjs [--dist DIR ...] [--top K] [game ...]
import { resolve } from "node:path";
import { launch } from "../tests/e2e/browser.mjs";
import { built } from "./built.mjs";
import { serve } from "../tests/e2e/server.mjs";
import { STEPS, playOn, pressAfter, turnOrOver } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
const dists = [];
const games = [];
let top = 6;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") dists.push(resolve(args[++i]));
  else if (args[i] === "--top") top = Number(args[++i]);
  else games.push(args[i]);
}
if (!games.length) games.push(...Object.keys(STEPS));
if (!dists.length) dists.push(undefined);
built(dists);
let root = dists[0];
const server = await serve({ port: 0, base: "/tabula/", ...(root ? { root: () => root } : {}) });
const base = `http://127.0.0.1:${server.address().port}/tabula/`;
const browser = await launch();

/** On the page: counts every mutation since the last `take`, by kind of node. */
function observe() {
  const name = (n) => {
    if (n.nodeType !== 1) return n.nodeType === 3 ? "#text" : "#comment";
    const c = n.getAttribute("class");
    return `${n.localName}${c ? `.${c.trim().split(/\s+/).join(".")}` : ""}`.slice(0, 40);
  };
  const size = (n) => [...n.childNodes].reduce((a, c) => a + size(c), 1);
  const fresh = () => ({ added: 0, removed: 0, attributes: 0, same: 0, texts: 0, kinds: {}, sameKinds: {} });
  window.__writes = fresh();
  window.__take = () => [window.__writes, (window.__writes = fresh())][0];
  new MutationObserver((records) => {
    const w = window.__writes;
    const kind = (k) => (w.kinds[k] = (w.kinds[k] ?? 0) + 1);
    for (const r of records) {
      if (r.type === "childList") {
        for (const n of r.addedNodes) (w.added += size(n)), kind(`+ ${name(n)}`);
        for (const n of r.removedNodes) (w.removed += size(n)), kind(`- ${name(n)}`);
      } else if (r.type === "attributes") {
        w.attributes += 1;
        const k = `${r.attributeName}@${name(r.target)}`;
        kind(k);
        // The value now is the one written, unless a later write in the same batch
        // changed it again (rare): then this undercounts.
        if (r.oldValue === r.target.getAttribute(r.attributeName)) (w.same += 1), (w.sameKinds[k] = (w.sameKinds[k] ?? 0) + 1);
      } else w.texts += 1;
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true });
}

/** One game's lesson and free play, the writes of each press summed. */
async function play(game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.locator(`.tile[data-game=${game}]`).getByRole("link", { name: "Learn to play" }).click();
  await page.evaluate(observe);
  // The table's first draw is not a press's.
  await turnOrOver(page);
  await page.waitForTimeout(500);
  await page.evaluate(() => window.__take());
  const sum = { presses: 0, added: 0, removed: 0, attributes: 0, same: 0, texts: 0, kinds: {}, sameKinds: {} };
  await playOn(page, game, async (loc) => {
    await pressAfter(page, loc, 300);
    // The computers' turn after it, and its motion.
    await page.waitForTimeout(700);
    const w = await page.evaluate(() => window.__take());
    sum.presses += 1;
    for (const k of ["added", "removed", "attributes", "same", "texts"]) sum[k] += w[k];
    for (const m of ["kinds", "sameKinds"]) for (const [k, n] of Object.entries(w[m])) sum[m][k] = (sum[m][k] ?? 0) + n;
  });
  await context.close();
  return sum;
}

const per = (n, s) => +(n / s.presses).toFixed(1);
const most = (kinds, s) =>
  Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, n]) => `${per(n, s)} ${k}`);
const figures = {};
for (const game of games) {
  for (const dist of dists) {
    root = dist;
    const s = await play(game);
    figures[dists.length > 1 ? `${game} ${dist}` : game] = {
      presses: s.presses,
      nodes_added: per(s.added, s),
      nodes_removed: per(s.removed, s),
      attributes_set: per(s.attributes, s),
      set_to_the_same_value: per(s.same, s),
      texts_changed: per(s.texts, s),
      most: most(s.kinds, s),
      most_for_nothing: most(s.sameKinds, s),
    };
  }
}
await browser.close();
server.close();
console.log(JSON.stringify(figures, null, 1));
