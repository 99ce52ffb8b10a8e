// What each heavy task of a computers' game is made of (issue 48's second line): plays
// a game of two Medium computers (six with `--six`) from "Start the game" to its end
// screen with the page slowed `--cpu N` times (4 by default), traced with Chromium's
// invalidation tracking, and prints each task over `--over` ms of CPU (50 by default)
// with its parts (style with the elements restyled, layout with the objects laid out
// of all, paint, script) and what was invalidated just before and in it: the nodes
// whose layout, paint or style was marked, by kind and reason ("SVG changed", "Added
// to layout"...). Tracking slows the page: count tasks with bench-tasks.mjs, not this.
//   node scripts/why-frames.mjs [--dist DIR] [--cpu N] [--over MS] [--ms MS] [--six] [game]
import { resolve } from "node:path";
import { traceGame } from "./trace-game.mjs";
import { SIX } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
let [root, rate, over, game, ms, seats] = [undefined, 4, 50, "super-pose", 0, ["Medium", "Medium"]];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") root = resolve(args[++i]);
  else if (args[i] === "--cpu") rate = Number(args[++i]);
  else if (args[i] === "--over") over = Number(args[++i]);
  else if (args[i] === "--ms") ms = Number(args[++i]);
  else if (args[i] === "--six") seats = SIX;
  else game = args[i];
}
const { events, onMain } = await traceGame({
  root, rate, game, seats, ms,
  categories: "devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking",
});
const on = events.filter(onMain);
const tasks = on.filter((e) => e.ph === "X" && e.name === "RunTask");
const heavy = tasks.filter((t) => t.tdur > over * 1000).sort((a, b) => a.ts - b.ts);
const count = (xs) => { const m = new Map(); for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1); return [...m].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v}×${k}`).join(" "); };
console.log(`${heavy.length} tasks over ${over} of ${tasks.length}`);
for (const t of heavy) {
  const inside = on.filter((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t);
  // Invalidations are marked by the task that made the change, often the one before.
  const before = on.filter((e) => e.ts >= t.ts - 100000 && e.ts <= t.ts + t.dur);
  const parts = inside.filter((e) => e.ph === "X" && e.tdur > 1000 && e.name !== "RunTask").map((e) => {
    const d = e.args?.beginData ?? e.args?.data ?? {};
    const extra = e.name === "Layout" ? ` dirty ${d.dirtyObjects}/${d.totalObjects}${d.partialLayout ? " partial" : ""}` : e.name === "UpdateLayoutTree" ? ` els ${e.args?.elementCount}` : "";
    return `${e.name} ${Math.round(e.tdur / 1000)}${extra}`;
  });
  const li = before.filter((e) => e.name === "LayoutInvalidationTracking").map((e) => `${e.args.data.nodeName?.slice(0, 30)}:${e.args.data.reason}`);
  const pi = before.filter((e) => e.name === "PaintInvalidationTracking").map((e) => `${e.args.data.nodeName?.slice(0, 30)}:${e.args.data.reason ?? ""}`);
  const si = before.filter((e) => e.name === "StyleRecalcInvalidationTracking" || e.name === "StyleInvalidatorInvalidationTracking").map((e) => `${e.args.data.nodeName?.slice(0, 30)}:${e.args.data.reason ?? ""}`);
  const fn = inside.filter((e) => e.name === "FunctionCall" || e.name === "FireAnimationFrame" || e.name === "TimerFire" || e.name === "EventDispatch").map((e) => `${e.name}${e.args?.data?.type ? "(" + e.args.data.type + ")" : ""} ${Math.round(e.tdur / 1000)}`);
  console.log(`\n@${Math.round(t.ts / 1000)} cpu ${Math.round(t.tdur / 1000)}: ${parts.join(", ")}`);
  console.log(`  js: ${fn.slice(0, 6).join(", ")}`);
  console.log(`  layout inval (${li.length}): ${count(li)}`);
  console.log(`  paint inval (${pi.length}): ${count(pi)}`);
  console.log(`  style inval (${si.length}): ${count(si)}`);
}
