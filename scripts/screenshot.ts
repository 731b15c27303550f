/**
 * Look at pages as visitors see them: full-page screenshots at 375 and 1280 px of the built site.
 *   npm run screenshot -- / /about /services/fences      (writes to SHOTS_DIR, default /tmp/shots)
 *   WIDTHS=320,768,1024 npm run screenshot -- /contact   (other widths)
 *   FULL_PAGE=0 npm run screenshot -- /                  (the first screen only: header and hero at a readable scale)
 * Serves OUT_DIR (default dist/) with the real server on a free port.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { siteDir } from '../server/site/buildOutput';
import { chromiumFlags, chromiumPath } from './chromium';
import { serveSite } from './serveSite';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const fullPage = process.env.FULL_PAGE !== '0';

async function main() {
  if (!paths.length) throw new Error('usage: npm run screenshot -- /path [/path ...]');
  await mkdir(outDir, { recursive: true });
  const site = await serveSite(siteDir());
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  try {
    for (const route of paths) {
      for (const width of widths) {
        const page = await browser.newPage();
        page.on(
          'console',
          (m) => m.type() === 'error' && console.error(`[${route} ${width}] console error: ${m.text()}`),
        );
        page.on('pageerror', (e) =>
          console.error(`[${route} ${width}] page error: ${e instanceof Error ? e.message : String(e)}`),
        );
        await page.setViewport({ width, height: width < 768 ? 812 : 900 });
        await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
        // Reach for the page (focus entering <main>) so its content hydrates, as a visitor's would.
        await page.evaluate(() =>
          document.getElementById('main')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
        );
        await page.waitForFunction(() => window.__APP_READY__ === true, { timeout: 15_000 }).catch(() => undefined);
        // Scroll through once so lazy images and counters settle, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
          await new Promise((r) => setTimeout(r, 2300));
        });
        const file = path.join(
          outDir,
          `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}${fullPage ? '' : '-top'}.png`,
        );
        await page.screenshot({ path: file as `${string}.png`, fullPage });
        console.log(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
