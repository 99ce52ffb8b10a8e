// Registers the service worker (offline after one visit) and tells the app when a
// new version is installed and waiting. The app shows "A new version is ready" and
// dispatches "tabula-reload" when the player chooses to take it: only then does the
// new version take over, so it never replaces the one a game is running on.
// A file, not an inline script: the Content-Security-Policy allows no inline script.
// A deep link (a game, a link to open) first paints no game box: the app will show
// another page there (style/main.css, `.deep`).
if (!/^#?\/?$/.test(location.hash)) document.documentElement.classList.add("deep");
// The app places each page itself (a table on a phone opens past its head,
// `web::table_to_top`): a reload that restored the old scroll would land by an anchor
// element that the newly drawn page may have elsewhere (a long log's line).
history.scrollRestoration = "manual";
// A theme the player chose (the app's switch) before the app runs; System is CSS's.
try {
  const theme = localStorage.getItem("tabula.theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
} catch (e) { /* storage refused: the system's theme */ }
(function () {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  const sw = navigator.serviceWorker;

  function waiting(reg) {
    // A worker waits only behind one that controls this page: not on a first visit.
    if (reg.waiting && sw.controller) {
      window.tabulaUpdateReady = true;
      dispatchEvent(new Event("tabula-update"));
    }
  }

  addEventListener("load", function () {
    sw.register("./sw.js").then(function (reg) {
      waiting(reg);
      reg.addEventListener("updatefound", function () {
        const fresh = reg.installing;
        if (!fresh) return;
        fresh.addEventListener("statechange", function () {
          if (fresh.state === "installed") waiting(reg);
        });
      });
      // A tab left open for days still learns of a new version when it comes back.
      document.addEventListener("visibilitychange", function () {
        if (document.visibilityState === "visible") reg.update().catch(function () {});
      });
      addEventListener("tabula-reload", function () {
        if (!reg.waiting) {
          location.reload();
          return;
        }
        sw.addEventListener("controllerchange", function () {
          location.reload();
        });
        reg.waiting.postMessage("skip-waiting");
      });
    }).catch(function () {});
  });
})();
