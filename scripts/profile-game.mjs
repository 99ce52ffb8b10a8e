// Where a whole game's heaviest tasks go (issue 48's second line): plays a game of two
// Medium computers from "Start the game" to its end screen with the page slowed
// `--cpu N` times (4 by default), traces the page's main thread with V8's sampling
// profiler on, and prints each task over `--over` ms of CPU (40 by default) with the
// functions its samples fell in: by self time, and by inclusive time (the app's
// names need a names build: TABULA_WASM_NAMES=1 trunk build --release, after
// . scripts/web-env.sh).
//   node scripts/profile-game.mjs [--dist DIR] [--cpu N] [--over MS] [--top K] [--ms MS] [--six] [game]
// `--six`: six computers at the table (SUPER-POSE's full table, `SIX` in drivers.mjs).
// `--ms` stops after that many ms instead of at the end screen: the table's opening.
// `(program)` is the browser's own work (style, layout, paint). The profiler slows
// the page: compare builds with bench-tasks.mjs, not with this.
import { resolve } from "node:path";
import { traceGame } from "./trace-game.mjs";
import { SIX } from "../tests/e2e/drivers.mjs";

const args = process.argv.slice(2);
let [root, rate, over, top, game, ms, seats] = [undefined, 4, 40, 20, "super-pose", 0, ["Medium", "Medium"]];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--dist") root = resolve(args[++i]);
  else if (args[i] === "--cpu") rate = Number(args[++i]);
  else if (args[i] === "--over") over = Number(args[++i]);
  else if (args[i] === "--top") top = Number(args[++i]);
  else if (args[i] === "--ms") ms = Number(args[++i]);
  else if (args[i] === "--six") seats = SIX;
  else game = args[i];
}
const { events, onMain } = await traceGame({
  root, rate, game, seats, ms,
  categories: "devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler",
});
const tasks = events.filter((e) => e.ph === "X" && e.name === "RunTask" && onMain(e) && e.tdur > over * 1000);
const profile = events.find((e) => e.name === "Profile" && onMain(e));
const nodes = new Map();
const samples = [];
let t = profile?.args.data.startTime ?? 0;
for (const e of events.filter((e) => e.name === "ProfileChunk" && e.id === profile?.id)) {
  const d = e.args.data;
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (d.cpuProfile?.samples ?? []).forEach((id, i) => samples.push([(t += d.timeDeltas[i]), id]));
}
const name = (n) => n.callFrame.functionName || (n.callFrame.url ?? "").split("/").pop() || "(anonymous)";
const ranked = (counts) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${v} ${k.slice(0, 150)}`);
console.log(`${game} at ${rate}x: ${tasks.length} tasks over ${over} ms of CPU (samples counted, not timed)`);
for (const task of tasks.sort((a, b) => b.tdur - a.tdur)) {
  const [self, inclusive] = [new Map(), new Map()];
  const inside = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
  for (const [, id] of inside) {
    const leaf = nodes.get(id);
    if (!leaf) continue;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + 1);
    const seen = new Set();
    for (let n = leaf; n; n = nodes.get(n.parent)) seen.add(name(n));
    for (const f of seen) inclusive.set(f, (inclusive.get(f) ?? 0) + 1);
  }
  console.log(`\ntask of ${Math.round(task.tdur / 1000)} ms of CPU, ${inside.length} samples`);
  console.log(`  self:\n    ${ranked(self).join("\n    ")}`);
  console.log(`  inclusive:\n    ${ranked(inclusive).join("\n    ")}`);
}
