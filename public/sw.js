// Tabula's service worker. scripts/post-build.mjs replaces the two placeholders below
// with the build's version and file list, so each build gets a cache of its own.
const VERSION = "__TABULA_VERSION__";
const FILES = __TABULA_FILES__;
const CACHE = `tabula-${VERSION}`;

self.addEventListener("install", (event) => {
  // Precache the whole app. A new version then waits: pages running the old one keep
  // it (and its cache) until the player chooses to reload (sw-register.js), or until
  // every tab of the app is closed.
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tabula-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  if (req.mode === "navigate") {
    // Pages: this version's own page, so a reload or a new tab while a new version
    // waits still gets files that go together (the worker's files are not
    // content-named). The browser checks sw.js on every navigation: a new version
    // installs and waits, and the page offers it.
    event.respondWith(
      caches
        .match("./index.html", { cacheName: CACHE })
        .then((r) => r || caches.match("./", { cacheName: CACHE }))
        .then((r) => r || fetch(req))
    );
    return;
  }
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});
