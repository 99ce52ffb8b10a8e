// Trunk post-build hook. In release builds, shrinks the wasm with binaryen's wasm-opt
// (installed from npm by scripts/setup.sh), moves Trunk's inline start-up script into a
// file, adds the Content-Security-Policy, minifies the page's scripts (terser, npm)
// and re-signs the files index.html names. In every build, writes sw.js with the
// list of built files to precache and a version derived from their contents.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { shortenGlue, shortenWasm } from "./short-imports.mjs";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error("run by Trunk: TRUNK_STAGING_DIR is not set");
const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** binaryen's wasm-opt (npm) is C++ compiled to wasm, run by Node's V8. On one CI
 * machine it died of SIGSEGV in V8 on the page's wasm (2026-11-26; never here in 16
 * runs), so a crash is met in steps, each logged: the same passes again with V8's
 * baseline compiler only (`--liftoff-only`, same output, about as fast), then the
 * passes every earlier CI run took (one -Oz, no inlining limit: about 7.6 KiB gzip
 * more, still inside the budget). Output goes to a side file, so a crash mid-write
 * never leaves a torn wasm for the next step. */
function optimise(file, passes, fallback) {
  const bin = join(root, "node_modules", "binaryen", "bin", "wasm-opt");
  const features = ["--low-memory-unused", "--enable-bulk-memory", "--enable-nontrapping-float-to-int",
    "--enable-sign-ext", "--enable-reference-types", "--enable-multivalue", "--enable-mutable-globals"];
  const tries = [
    { node: [], passes },
    { node: ["--liftoff-only"], passes },
    { node: ["--liftoff-only"], passes: fallback },
  ];
  const out = `${file}.opt`;
  for (const [i, t] of tries.entries()) {
    try {
      execFileSync(process.execPath, [...t.node, bin, file, ...t.passes, ...features, "-o", out], { stdio: "inherit" });
      renameSync(out, file);
      if (i > 0) console.warn(`post-build: wasm-opt passed on try ${i + 1}: node ${t.node.join(" ")} ${t.passes.join(" ")}`);
      return;
    } catch (e) {
      console.warn(`post-build: wasm-opt try ${i + 1} failed on ${file} (${e.signal ?? `exit ${e.status}`})`);
      if (i === tries.length - 1) throw e;
    }
  }
}

/** The name Trunk gave the page's glue and wasm (`tabula-<hash>`): one of each. */
function pageStem() {
  const glue = readdirSync(staging).filter((f) => /^tabula-[0-9a-f]+\.js$/.test(f));
  const stem = glue.length === 1 ? glue[0].slice(0, -3) : null;
  if (!stem || !readdirSync(staging).includes(`${stem}_bg.wasm`)) throw new Error(`expected one page wasm and its glue: ${glue}`);
  return stem;
}

/** A tool scripts/setup.sh installed with `cargo install`. */
function cargoTool(name) {
  return join(process.env.HOME ?? "", ".cargo", "bin", name);
}

/** A chunk under this many bytes, as cut (before wasm-opt: about a fifth of that
 * after), is kept in the main module. Each chunk is a file of its own, compressed
 * alone, with the names of all it imports: under 20,000 the split's 38 chunks became
 * 10, the first load went from 219.2 to 205.0 KiB and each first game lost 16-25 KiB;
 * 6,000 and 12,000 saved less, 40,000 grew the first load again (docs/BENCHMARKS.md,
 * session 45). TABULA_SMALL_CHUNK=0 keeps every chunk. */
const SMALL_CHUNK = Number(process.env.TABULA_SMALL_CHUNK ?? 20000);

/** Cuts the page's wasm into the first load and the parts fetched when first opened
 * (src/later.rs: each `#[wasm_split]` function is a part). wasm_split_cli_support
 * reads the link's relocations (build.rs), so it runs on cargo's output, before
 * wasm-bindgen: Trunk's glue and wasm are written again from the cut main module.
 * Parts are named by their contents, and so is the loader that names them, so a
 * browser never mixes the parts of two versions. */
function splitPage() {
  const stem = pageStem();
  const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, "target");
  const linked = join(targetDir, "wasm32-unknown-unknown", process.env.TRUNK_PROFILE === "release" ? "release" : "debug", "tabula.wasm");
  const tmp = mkdtempSync(join(tmpdir(), "tabula-split-"));
  try {
    const cut = (env = {}) => execFileSync(join(root, ".tools", "bin", "wasm-split-cli"), [linked, tmp, "--out-name", stem, "--target", "web"], { stdio: "inherit", env: { ...process.env, ...env } });
    cut();
    // A chunk this small costs a first game more as a file of its own (a file's fixed
    // cost, its imports' names) than in the main module: cut again with those kept there.
    const small = smallChunks(tmp, readFileSync(join(tmp, "__wasm_split.js"), "utf8"));
    console.log(`post-build: ${small.length} small chunks kept in the main module`);
    if (small.length) {
      for (const f of readdirSync(tmp)) rmSync(join(tmp, f), { recursive: true, force: true });
      cut({ WASM_SPLIT_MAIN_CHUNKS: small.join(";") });
    }
    const out = join(tmp, "bindgen");
    execFileSync(cargoTool("wasm-bindgen"), ["--target", "web", "--no-typescript", "--keep-lld-exports", "--no-demangle",
      "--out-dir", out, "--out-name", stem, join(tmp, `${stem}.wasm`)], { stdio: "inherit" });
    const named = (file, ext) => `${file}-${createHash("sha256").update(readFileSync(join(tmp, file + ext))).digest("hex").slice(0, 16)}${ext}`;
    let loader = readFileSync(join(tmp, "__wasm_split.js"), "utf8");
    for (const part of readdirSync(tmp).filter((f) => f.endsWith(".wasm") && f !== `${stem}.wasm`)) {
      const name = named(part.slice(0, -5), ".wasm");
      if (!loader.includes(`"./${part}"`)) throw new Error(`the split loader does not name ${part}`);
      loader = loader.replaceAll(`"./${part}"`, `"./${name}"`);
      copyFileSync(join(tmp, part), join(staging, name));
    }
    writeFileSync(join(tmp, "__wasm_split.js"), loader);
    writeFileSync(join(staging, "parts.json"), JSON.stringify(partFiles(loader), null, 1) + "\n");
    const loaderName = named("__wasm_split", ".js");
    copyFileSync(join(tmp, "__wasm_split.js"), join(staging, loaderName));
    const js = readFileSync(join(out, `${stem}.js`), "utf8");
    // The import names the file; the imports object's key stays the wasm's module name.
    const from = 'from "./__wasm_split.js"';
    if (!js.includes(from)) throw new Error("the page's glue does not import the split loader");
    writeFileSync(join(staging, `${stem}.js`), js.replaceAll(from, `from "./${loaderName}"`));
    copyFileSync(join(out, `${stem}_bg.wasm`), join(staging, `${stem}_bg.wasm`));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The chunks under SMALL_CHUNK bytes, each named by the parts that share it
 * (`super_pose+shape_up`), as the patched wasm-split-cli reads them. */
function smallChunks(dir, loader) {
  const parts = partFiles(loader);
  const users = new Map();
  for (const [part, files] of Object.entries(parts)) for (const f of files.filter((f) => f.startsWith("chunk_"))) users.set(f, [...(users.get(f) ?? []), part]);
  return [...users].filter(([f]) => statSync(join(dir, f)).size < SMALL_CHUNK).map(([, ps]) => ps.sort().join("+"));
}

/** Each part's files, as the split loader fetches them: `{ "super_pose": [...] }`,
 * for `scripts/size.mjs` (what the first opening of each part downloads). */
function partFiles(loader) {
  const file = (fetcher) => fetcher.match(/new URL\("\.\/([^"]+)"/)?.[1];
  const chunks = new Map();
  for (const [, name, fetcher] of loader.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?), \[\]\);/g)) chunks.set(name, file(fetcher));
  const parts = {};
  for (const [, part, fetcher, deps] of loader.matchAll(/export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(([\s\S]*?), \[([^\]]*)\]\)\);/g)) {
    const names = deps.split(",").map((d) => d.trim()).filter(Boolean);
    if (names.some((d) => !chunks.has(d))) throw new Error(`the split loader's ${part} needs a chunk it does not define`);
    parts[part] = [file(fetcher), ...names.map((d) => chunks.get(d))].filter(Boolean);
  }
  if (!Object.keys(parts).length) throw new Error("the split loader defines no part");
  return parts;
}

splitPage();

if (process.env.TRUNK_PROFILE === "release") {
  for (const file of walk(staging).filter((f) => f.endsWith(".wasm"))) {
    // --low-memory-unused: Rust's wasm puts the stack first and nothing below 1 KiB,
    // which lets binaryen fold address arithmetic (about 2.5 KiB gzip less).
    // The page's wasm (not the computers' worker, whose search wants its calls
    // inlined): a function called from one place is inlined only if small. Whole
    // components inlined into their one caller make bodies that gzip compresses worse
    // (about 6.9 KiB gzip less at 40; 0 to 80 all give 6.3 to 7 KiB, docs/BENCHMARKS.md);
    // with that, a second round of -Oz is 0.8 KiB less again. A third, run on the
    // output anew (in the same run it gave 0.1 KiB more), is 0.1 KiB less (session 43:
    // what paid for a table opened in smaller tasks).
    // TABULA_WASM_NAMES=1 keeps the functions' names, for a profile that names them.
    const page = !file.split("/").pop().startsWith("worker");
    const names = process.env.TABULA_WASM_NAMES ? ["-g"] : [];
    const once = ["--one-caller-inline-max-function-size=40", ...names];
    if (page) {
      optimise(file, ["-Oz", "-Oz", ...once], ["-Oz", ...names]);
      optimise(file, ["-Oz", ...once], ["-Oz", ...names]);
    } else optimise(file, ["-Oz", ...names], ["-Oz", ...names]);
  }
}

// What the app proves it needs, nothing more (docs/ARCHITECTURE.md, "Content
// Security Policy"); the e2e suite fails on any violation. Scripts only from the
// app's own files ('wasm-unsafe-eval' lets them compile the wasm); no inline script
// or style; no plugins; no <base> to re-point relative URLs; no form posts anywhere.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** Moves the inline module script Trunk writes into a content-named file and puts
 * the policy first in <head>, so it covers everything after it. */
function secure(html) {
  html = html.replace(/<script type="?module"?>([\s\S]*?)<\/script>/, (_, body) => {
    const name = `boot-${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`;
    writeFileSync(join(staging, name), body.trim() + "\n");
    return `<script type="module" src="./${name}"></script>`;
  });
  const inline = html.match(/<script(?![^>]*\ssrc=)[^>]*>/);
  if (inline) throw new Error(`index.html keeps an inline script the CSP would block: ${inline[0]}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`;
  return html.replace(/(<meta charset="?utf-8"?\s*\/?>)/i, `$1\n    ${meta}`);
}

/** Minifies the page's own scripts: Trunk minifies the CSS and the worker's glue but
 * not the page's wasm-bindgen glue. */
async function minifyScripts() {
  const { minify } = await import("terser");
  for (const name of readdirSync(staging).filter((f) => /^(tabula-|boot-|__wasm_split-).*\.js$|^sw-register\.js$/.test(f))) {
    const path = join(staging, name);
    const out = await minify(readFileSync(path, "utf8"), { module: name !== "sw-register.js", ecma: 2020 });
    writeFileSync(path, out.code);
  }
}

/** Trunk's integrity hashes are of the files as it wrote them; wasm-opt and the
 * minifier changed some since, and a wrong hash blocks a file (the app would never
 * start). Every <link> gets the hash of its file as it is now. */
function resign(html) {
  return html.replace(/<link\b[^>]*integrity[^>]*>/g, (tag) => {
    const href = tag.match(/href="?\.\/([^\s">]+)/)?.[1];
    if (!href) throw new Error(`a <link> with integrity but no file: ${tag}`);
    const sri = `sha384-${createHash("sha384").update(readFileSync(join(staging, href))).digest("base64")}`;
    const signed = tag.replace(/integrity="?sha384-[A-Za-z0-9+/=]+"?/, `integrity="${sri}"`);
    if (!signed.includes(sri)) throw new Error(`cannot re-sign ${href}: ${tag}`);
    return signed;
  });
}

/** The tables' stylesheet and each game's own are fetched when a game is first
 * opened, not on the first visit (the game box): its <link> is written `disabled` (a disabled stylesheet is not
 * fetched) and named by `data-game`; the app enables it (`web::game_styles`). So are the
 * replay's and review's, when a game is first watched or reviewed, and the day's
 * deal's calendar, when a day's deal is first opened. */
function deferGameStyles(html) {
  let n = 0;
  const out = html.replace(/<link\b[^>]*href="?\.\/(table|super-pose|shape-up|pow|combo4x4|review|daily)-[0-9a-f]+\.css[^>]*>/g, (tag, game) => {
    n += 1;
    return tag.replace(/<link\b/, `<link disabled data-game=${game}`);
  });
  if (n !== 7) throw new Error(`expected the tables', 4 games', the review's and the day's deal's stylesheets in index.html, found ${n}`);
  return out;
}

/** The page's wasm imports renamed short, in the wasm and its glue (short-imports.mjs). */
function shortenImports() {
  const stem = pageStem();
  const [wasm, glue] = [join(staging, `${stem}_bg.wasm`), join(staging, `${stem}.js`)];
  const { wasm: short, map } = shortenWasm(readFileSync(wasm));
  writeFileSync(wasm, short);
  writeFileSync(glue, shortenGlue(readFileSync(glue, "utf8"), map));
}

if (process.env.TRUNK_PROFILE === "release") {
  shortenImports();
  const index = join(staging, "index.html");
  const secured = deferGameStyles(secure(readFileSync(index, "utf8")));
  await minifyScripts();
  const html = resign(secured);
  if (!html.includes("Content-Security-Policy")) throw new Error("no <meta charset> to put the CSP after");
  writeFileSync(index, html);
} else {
  // A development build: the cut rewrote the glue and the wasm Trunk had signed.
  const index = join(staging, "index.html");
  writeFileSync(index, resign(readFileSync(index, "utf8")));
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
