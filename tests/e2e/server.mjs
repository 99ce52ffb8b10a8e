// A static file server for dist/ mounted at a sub-path (default /tabula/), to prove the
// build works away from the site root. Loopback only. Usage: node server.mjs [port]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../../dist/", import.meta.url));
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
  ".wasm": "application/wasm", ".json": "application/json", ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml", ".png": "image/png",
};

// With `gzip`, answers gzip-compressed as any static host does (for load-time figures).
// `root` is the folder served (dist/ by default), or a function giving it for each
// request, so a test can swap one build for another under a running page.
export function serve({ port = 0, base = "/tabula/", gzip = false, root = dist } = {}) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (url.pathname === base.slice(0, -1)) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!url.pathname.startsWith(base)) {
      res.writeHead(404).end("not here: the app lives under " + base);
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(base.length)) || "index.html";
    const dir = normalize(typeof root === "function" ? root() : root);
    const file = normalize(join(dir, rel));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const s = await stat(file);
      const body = await readFile(s.isDirectory() ? join(file, "index.html") : file);
      const headers = { "content-type": TYPES[extname(file)] || "application/octet-stream", "cache-control": "no-cache" };
      if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
        res.writeHead(200, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
        res.end(gzipSync(body, { level: 9 }));
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serve({ port: Number(process.argv[2] || 8090) });
  console.log(`serving dist/ at http://127.0.0.1:${server.address().port}/tabula/`);
}
