// Trunk post-build hook. In release builds, shrinks the wasm with binaryen's wasm-opt
// (installed from npm by scripts/setup.sh). In every build, writes sw.js with the
// list of built files to precache and a version derived from their contents.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error("run by Trunk: TRUNK_STAGING_DIR is not set");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

if (process.env.TRUNK_PROFILE === "release") {
  const wasmOpt = join(root, "node_modules", ".bin", "wasm-opt");
  for (const file of walk(staging).filter((f) => f.endsWith(".wasm"))) {
    execFileSync(wasmOpt, [file, "-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int",
      "--enable-sign-ext", "--enable-reference-types", "--enable-multivalue", "--enable-mutable-globals",
      "-o", file], { stdio: "inherit" });
  }
}

const files = walk(staging)
  .map((f) => relative(staging, f).split("\\").join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const f of files) hash.update(f).update(readFileSync(join(staging, f)));
const version = hash.digest("hex").slice(0, 12);
const list = JSON.stringify(["./", ...files.map((f) => `./${f}`)]);
const swPath = join(staging, "sw.js");
writeFileSync(swPath, readFileSync(swPath, "utf8").replace("__TABULA_VERSION__", version).replace("__TABULA_FILES__", list));
