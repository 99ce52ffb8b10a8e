// The page's main-thread tasks by the CPU time they took, from a Chromium trace. A
// long task (over 50 ms of the wall clock) depends on what else the machine runs: on
// a loaded machine a task of 15 ms of CPU shows as 50 to 140 ms, on a quiet one the
// same task passes. CPU time is the app's own share, whatever the load, so a budget on
// it holds on any machine that runs the suite.

/** Half a long task: a task within it stays under 50 ms on a machine (or a load)
 * that halves the page's speed. */
export const CPU_BUDGET_MS = 25;

/** Starts tracing the page's tasks; `stop()` gives each main-thread task over the
 * budget in CPU time (`heavy`) and each over 50 ms of the wall clock (`long`, a long
 * task as the browser counts it), longest first, with what took their time, and the
 * task of the most CPU time (`heaviest`: how far from the budget a passing run was). */
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
        long: tasks.filter((t) => t.dur > 50000).sort((a, b) => b.dur - a.dur).map(told),
      };
    },
  };
}
