// Renders public/icons/icon.svg to the PNG icons the manifest lists. Run by hand
// after changing the SVG: node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { launch } from "../tests/e2e/browser.mjs";

const dir = new URL("../public/icons/", import.meta.url).pathname;
const svg = readFileSync(dir + "icon.svg", "utf8");
const browser = await launch();
for (const [name, size, pad] of [["icon-192.png", 192, 0], ["icon-512.png", 512, 0], ["icon-512-maskable.png", 512, 0.1]]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = size * (1 - 2 * pad);
  await page.setContent(`<body style="margin:0;background:#22313f;display:grid;place-items:center;height:${size}px">
    <div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`);
  await page.screenshot({ path: dir + name, omitBackground: pad === 0 });
  await page.close();
}
await browser.close();
