/**
 * The Open Graph images link previews show, drawn at build time: the site's card (1200 x 630 PNG),
 * from the logo, the home hero illustration and business.ts, so it never goes stale when the
 * business details change; and for a page with its own picture (a gallery project), that picture
 * as a PNG when it is an illustration (link previews do not show SVG; a photo's JPEG variant serves
 * as it is).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { business, contactServiceAreas } from '../src/content/business';
import { escapeHtml } from '../src/lib/escapeHtml';
import { isPhotoFile } from '../src/content/images/photoVariants';
import { previewImage } from '../src/lib/seo';
import type { PageEntry } from '../src/content/pageEntry';

const dataUri = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;

export async function writeOgImage(browser: Browser, staticDir: string, outFile: string): Promise<void> {
  const hero = path.join(staticDir, 'images/hero-home.svg');
  const logo = path.join(staticDir, 'images/logo.svg');
  const html = `<!doctype html><html><head><style>
    body{margin:0;width:1200px;height:630px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;overflow:hidden}
    .card{position:relative;width:1200px;height:630px;background:#173a21;color:#fff}
    .bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
    .scrim{position:absolute;inset:0;background:linear-gradient(90deg,rgba(16,42,24,.96) 0%,rgba(16,42,24,.85) 55%,rgba(16,42,24,.2) 100%)}
    .content{position:absolute;left:64px;top:56px;width:720px}
    .logo{background:#fff;border-radius:16px;padding:10px 18px;display:inline-block}
    .logo img{height:78px;display:block}
    h1{font-family:Georgia,serif;font-size:54px;line-height:1.1;margin:40px 0 16px}
    p{font-size:26px;line-height:1.4;margin:0;color:#dcebd6}
    .phone{margin-top:34px;font-size:34px;font-weight:700;color:#f2c14e}
  </style></head><body><div class="card">
    ${existsSync(hero) ? `<img class="bg" src="${dataUri(hero)}" alt="">` : ''}
    <div class="scrim"></div>
    <div class="content">
      ${existsSync(logo) ? `<span class="logo"><img src="${dataUri(logo)}" alt=""></span>` : ''}
      <h1>Fences, landscapes &amp; outdoor living for Dallas-Fort Worth</h1>
      <p>${escapeHtml(`Since ${business.foundingYear} · Free quotes · ${contactServiceAreas.slice(0, 4).join(', ')} and more`)}</p>
      <div class="phone">${escapeHtml(business.phone.display)}</div>
    </div>
  </div></body></html>`;
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1200, height: 630 });
    await page.setContent(html, { waitUntil: 'load' });
    await mkdir(path.dirname(outFile), { recursive: true });
    await page.screenshot({ path: outFile as `${string}.png`, type: 'png' });
  } finally {
    await page.close();
  }
}

/** The PNG of each registry entry's own picture that is an illustration, where previewImage() says it is. */
export async function writePreviewImages(entries: PageEntry[], staticDir: string, outDir: string): Promise<number> {
  const images = new Map(
    entries.flatMap((entry) => (entry.image && !isPhotoFile(entry.image.file) ? [[entry.image.key, entry.image]] : [])),
  );
  for (const image of images.values()) {
    const preview = previewImage(image);
    const outFile = path.join(outDir, preview.path);
    await mkdir(path.dirname(outFile), { recursive: true });
    // Drawn at twice the SVG's own density, so 1200 px wide is sharp, not upscaled.
    await sharp(path.join(staticDir, 'images', image.file), { density: 144 })
      .resize(preview.width, preview.height)
      .png()
      .toFile(outFile);
  }
  return images.size;
}
