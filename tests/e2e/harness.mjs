// What every end-to-end test file shares: the production build served at a sub-path,
// one headless Chromium, and fresh browser profiles that collect page errors.
import { after, before } from "node:test";
import { launch } from "./browser.mjs";
import { serve } from "./server.mjs";
import { settled } from "./drivers.mjs";

/** Every press a test makes waits, as a person does, until the table has taken it:
 * a button or square pressed is played after its own frame (`kit::press`), and a
 * script pressing again within that frame would find the board not yet changed.
 * Patched once, on the prototypes of the objects Playwright gives a page. */
function pacePresses(page) {
  const pace = (proto, names, pageOf) => {
    for (const name of names) {
      const original = proto[name];
      if (typeof original !== "function" || original.paced) continue;
      const paced = async function (...args) {
        const result = await original.apply(this, args);
        const p = pageOf(this);
        if (p && !p.isClosed()) await settled(p);
        return result;
      };
      paced.paced = true;
      proto[name] = paced;
    }
  };
  const press = ["click", "dblclick", "tap", "press", "check", "uncheck", "dispatchEvent"];
  pace(Object.getPrototypeOf(page.locator("body")), press, (l) => l.page());
  pace(Object.getPrototypeOf(page), press, (p) => p);
  pace(Object.getPrototypeOf(page.keyboard), ["press", "down", "type"], (k) => k._page);
  pace(Object.getPrototypeOf(page.mouse), ["click", "dblclick", "up"], (m) => m._page);
  pace(Object.getPrototypeOf(page.touchscreen), ["tap"], (t) => t._page);
}

/** Starts the server and the browser for this file; returns what tests need. */
export function useApp() {
  const app = { base: "", server: null, browser: null };
  before(async () => {
    app.server = await serve({ port: 0, base: "/tabula/" });
    app.base = `http://127.0.0.1:${app.server.address().port}/tabula/`;
    app.browser = await launch();
  });
  after(async () => {
    await app.browser?.close();
    app.server?.close();
  });
  /** A fresh browser profile (own localStorage), with page errors collected. */
  app.freshPage = async (viewport = { width: 1280, height: 800 }, options = {}) => {
    const context = await app.browser.newContext({ viewport, ...options });
    const page = await context.newPage();
    pacePresses(page);
    page.errors = [];
    page.on("pageerror", (e) => page.errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && page.errors.push(m.text()));
    return { context, page };
  };
  return app;
}
