// A benchmark measures a whole build or nothing: Trunk stages a build in `.stage`
// inside its output folder and moves it into place only at the end, so a folder that
// still holds `.stage` is the build before, with a new one under way or cut short.
// Copied then, it is that older build under a new name (session 35's first baseline
// was such a copy, of a build without the move log). Throws with what to do.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Checks that each of `dirs` (dist/ for `undefined`) holds a finished build. */
export function built(dirs) {
  for (const d of dirs) {
    const dir = d ? resolve(d) : resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
    if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir}: no build here (./scripts/build.sh)`);
    if (existsSync(join(dir, ".stage"))) {
      throw new Error(`${dir} holds Trunk's .stage: a build is under way or was cut short; wait for it, or build again`);
    }
  }
}
