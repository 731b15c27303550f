/**
 * The README's pictures of the editor ("Editing the site"), taken from the real editor in local mode
 * on this working tree's build, as the owner sees it on a computer (1280 px) and a phone (375 px).
 * Nothing is saved: the editor reads a copy of content/ in the browser's own storage.
 *   npm run build && npm run screenshot:editor      (writes docs/images/editor-*.png)
 * SHOTS_DIR writes them elsewhere, to look at them first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { startEditServer } from '../scripts/editServer';
import { settledSignInScreen } from './adminSite';
import { fillPickedFolder, openFile, pickOriginFolder } from './editorDriver';

const outDir = process.env.SHOTS_DIR ?? 'docs/images';

/** Clicks the element showing `text` and lets the editor draw what it opens. */
async function open(page: Page, text: string): Promise<void> {
  await (await page.waitForSelector(`::-p-text(${text})`, { timeout: 30_000 }))!.click();
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await startEditServer({ distDir: path.resolve('dist'), port: 0, watch: false, log: () => {} });
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(outDir, `${name}.png`) });
  try {
    const origin = server.origin.replace('localhost', '127.0.0.1');
    for (const width of [1280, 375]) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: width < 768 ? 740 : 800 });
      // tsx (esbuild) names functions with a helper the page does not have: give it one.
      await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn');
      await pickOriginFolder(page);
      await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
      await fillPickedFolder(page, process.cwd());
      await page.goto(`${origin}/admin`, { waitUntil: 'load' });
      await settledSignInScreen(page);
      if (width === 1280) await shot(page, 'editor-sign-in-1280');
      await open(page, 'Work with Local Repository');
      // On a computer the editor opens on the first list's files; on a phone, on the lists.
      await page.waitForSelector(`::-p-text(${width === 1280 ? 'Business details' : 'Site content'})`, {
        timeout: 30_000,
      });
      if (width === 1280) {
        await openFile(page, 'Business details');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await shot(page, 'editor-business-details-1280');
      } else {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await shot(page, 'editor-contents-375');
        await page.goto(`${origin}/admin#/collections/site`, { waitUntil: 'load' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await shot(page, 'editor-site-content-375');
        await page.goto(`${origin}/admin#/collections/pages`, { waitUntil: 'load' });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await shot(page, 'editor-page-words-375');
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`editor screenshots in ${outDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
