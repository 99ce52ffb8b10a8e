// The page's main-thread tasks by the CPU time they took, from a Chromium trace. A
// long task (over 50 ms of the wall clock) depends on what else the machine runs: on
// a loaded machine a task of 15 ms of CPU shows as 50 to 140 ms, on a quiet one the
// same task passes. CPU time is the app's own share, whatever the load, so a budget on
// it holds on any machine that runs the suite.

/** The target, half a long task: a task within it stays under 50 ms on a machine
 * (or a load) that halves the page's speed. Each run lists the tasks over it
 * (`over_target`); issue 48 makes it the rule, at a quarter of the CPU. */
export const CPU_TARGET_MS = 25;

/** What the suite requires: no long task by the page's CPU time alone. On the 2-core
 * machine of 2026-11-28 the half-long-task rule failed one game in two with builds
 * that had passed it on an earlier machine (the same tasks, 12-20 ms, reaching 25-64
 * when the machine is busy), so it could not tell a slower app from a slower day. */
export const CPU_BUDGET_MS = 50;

/** Starts tracing the page's tasks; `stop()` gives each main-thread task over the
 * budget in CPU time (`heavy`) and each over 50 ms of the wall clock (`long`, a long
 * task as the browser counts it), longest first, with what took their time, and the
 * task of the most CPU time (`heaviest`: how far from the budget a passing run was),
 * and all the tasks' CPU time (`cpu_ms`). */
export async function traceTasks(context, page) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      await cdp.detach();
      const main = new Set(events.filter((e) => e.ph === "M" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
      const on = events.filter((e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`));
      const tasks = on.filter((t) => t.name === "RunTask");
      const told = (t) => {
        // Its largest parts, by their own CPU time: script, style, layout, paint.
        const parts = on
          .filter((e) => e !== t && e.name !== "RunTask" && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.tdur > 2000)
          .sort((a, b) => b.tdur - a.tdur)
          .slice(0, 6)
          .map((e) => `${e.name}${e.args?.data?.type ? `(${e.args.data.type})` : ""} ${Math.round(e.tdur / 1000)}`);
        return { cpu_ms: Math.round(t.tdur / 1000), wall_ms: Math.round(t.dur / 1000), parts: parts.join(", ") };
      };
      const heaviest = tasks.reduce((a, b) => (b.tdur > (a?.tdur ?? -1) ? b : a), undefined);
      return {
        heaviest: heaviest && told(heaviest),
        heavy: tasks.filter((t) => t.tdur > CPU_BUDGET_MS * 1000).sort((a, b) => b.tdur - a.tdur).map(told),
        cpu_ms: Math.round(tasks.reduce((a, t) => a + (t.tdur ?? 0), 0) / 1000),
        over_target: tasks.filter((t) => t.tdur > CPU_TARGET_MS * 1000).length,
        long: tasks.filter((t) => t.dur > 50000).sort((a, b) => b.dur - a.dur).map(told),
      };
    },
  };
}
