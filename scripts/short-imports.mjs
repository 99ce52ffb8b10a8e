// Shortens the names of the page's wasm imports, in the wasm and in its JavaScript glue
// alike. wasm-bindgen names each import after the Web API it calls and a 16-digit
// hash (`__wbg_altKey_423da1d67b588078`); the hashes do not compress, and there are
// about 160 of them, twice over. Renamed `a`, `b`, ..., about 3 KiB gzip less of
// first load (docs/BENCHMARKS.md). Only names wasm-bindgen writes (`__wbg_...`) are
// renamed, and only where the wasm imports them, so the glue's other names stay.

/** An unsigned LEB128 number at `at`: its value and the offset after it. */
function leb(buf, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = buf[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return [value, at];
  }
}

function writeLeb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return Buffer.from(out);
}

/** The i-th short name: a..z, A..Z, then two letters, and so on. */
function shortName(i) {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  do {
    name = letters[i % letters.length] + name;
    i = Math.floor(i / letters.length) - 1;
  } while (i >= 0);
  return name;
}

/** Skips an import's description of `kind`, from `at`. */
function skipDesc(buf, kind, at) {
  const limits = (p) => {
    const flags = buf[p++];
    [, p] = leb(buf, p);
    if (flags & 1) [, p] = leb(buf, p);
    return p;
  };
  switch (kind) {
    case 0: return leb(buf, at)[1]; // a function: its type
    case 1: return limits(at + 1); // a table: element type, limits
    case 2: return limits(at); // a memory: limits
    case 3: return at + 2; // a global: value type, mutability
    case 4: return leb(buf, at + 1)[1]; // a tag: attribute, type
    default: throw new Error(`short-imports: unknown import kind ${kind}`);
  }
}

/** The wasm with its `__wbg_` imports renamed, and the names' map (old to new). */
export function shortenWasm(wasm) {
  const map = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    const end = body + size;
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    const out = [];
    let [count, p] = leb(wasm, body);
    out.push(writeLeb(count));
    for (let i = 0; i < count; i++) {
      const [modLen, m] = leb(wasm, p);
      const module = wasm.subarray(p, m + modLen);
      const [fieldLen, f] = leb(wasm, m + modLen);
      const field = wasm.subarray(f, f + fieldLen).toString("utf8");
      const kind = wasm[f + fieldLen];
      const descEnd = skipDesc(wasm, kind, f + fieldLen + 1);
      let name = field;
      if (field.startsWith("__wbg_")) {
        if (!map.has(field)) map.set(field, shortName(map.size));
        name = map.get(field);
      }
      const nameBytes = Buffer.from(name, "utf8");
      out.push(module, writeLeb(nameBytes.length), nameBytes, wasm.subarray(f + fieldLen, descEnd));
      p = descEnd;
    }
    if (p !== end) throw new Error("short-imports: the import section did not read to its end");
    const section = Buffer.concat(out);
    parts.push(Buffer.from([2]), writeLeb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(parts), map };
}

/** The glue with each renamed import's name replaced; fails if one is not found. */
export function shortenGlue(js, map) {
  const seen = new Set();
  const out = js.replace(/__wbg_[A-Za-z0-9_$]+/g, (name) => {
    const short = map.get(name);
    if (short === undefined) return name;
    seen.add(name);
    return short;
  });
  const missing = [...map.keys()].filter((n) => !seen.has(n));
  if (missing.length) throw new Error(`short-imports: the glue never names ${missing.slice(0, 3).join(", ")}`);
  return out;
}
