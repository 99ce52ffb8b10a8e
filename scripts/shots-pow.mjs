// POW screenshots for scripts/screenshots.mjs: `browser` is a Playwright browser,
// `base` the app's URL, `out` the folder to write to.
export async function shots(browser, base, out) {}
