// What every end-to-end test file shares: the production build served at a sub-path,
// one headless Chromium, and fresh browser profiles that collect page errors.
import { after, before } from "node:test";
import { launch } from "./browser.mjs";
import { serve } from "./server.mjs";

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
    page.errors = [];
    page.on("pageerror", (e) => page.errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && page.errors.push(m.text()));
    return { context, page };
  };
  return app;
}
