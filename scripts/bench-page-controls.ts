/**
 * `npm run bench:page-controls`: tap -> visible response of the page's own controls (pricing switch,
 * gallery filter, gallery project view, before/after, carousel arrows, FAQ) under Lighthouse's mobile
 * throttling (4x CPU, 150 ms round trip, 1.6 Mbps down), at first visibility (the control is tapped
 * as soon as it shows, scripts not yet started) and after start-up (4 s after load, scripts running),
 * median of 5 fresh visits each. Writes bench/page-controls.md. Serves dist/ (OUT_DIR) with the real
 * server; build first (`npm run build`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildServer } from '../server/app';
import { siteDir } from '../server/site/files';
import { chromiumFlags, chromiumPath } from './chromium';
import { pageControls, type PageControl } from './pageControls';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const only = process.argv.slice(2);
/** Lighthouse's mobile profile, as DevTools applies it to one page. */
const throttling = { cpuRate: 4, latencyMs: 150, downloadBytesPerS: (1.6 * 1024 * 1024) / 8, uploadBytesPerS: 93_750 };
/** "After start-up": this long after the load event, once the shell reports ready. */
const settleMs = 4000;
const timeoutMs = 15_000;

type When = 'first' | 'started';

async function throttle(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerS,
    uploadThroughput: throttling.uploadBytesPerS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
}

/** One visit: tap the control and return the time from the tap to the first frame showing the response. */
async function measure(browser: Browser, origin: string, control: PageControl, when: When): Promise<number> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: control.width, height: control.width < 768 ? 812 : 900 });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
    // tsx keeps function names with a `__name` helper that the page does not have.
    await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
    // The tap's time is taken in the page, from the pointerdown event itself.
    await page.evaluateOnNewDocument(() => {
      addEventListener(
        'pointerdown',
        (event) => ((window as unknown as { __tapAt: number }).__tapAt = event.timeStamp),
        {
          capture: true,
          once: true,
        },
      );
    });
    await throttle(page);
    await page.goto(origin + control.path, { waitUntil: when === 'first' ? 'domcontentloaded' : 'load' });
    if (when === 'started') {
      await page.waitForFunction(() => window.__SHELL_READY__ === true, { timeout: timeoutMs });
      await new Promise((resolve) => setTimeout(resolve, settleMs));
    }
    // Bring the control into view without reaching for the page (a script scroll starts nothing).
    const point = await page.waitForFunction(
      (selector) => {
        const target = document.querySelector(selector);
        if (!(target instanceof HTMLElement)) return false;
        target.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      },
      { polling: 'raf', timeout: timeoutMs },
      control.target,
    );
    const { x, y } = (await point.jsonValue()) as { x: number; y: number };
    await page.evaluate(control.prepare ?? (() => undefined));
    const response = page.evaluate(
      (source) =>
        new Promise<number>((resolve, reject) => {
          // The check travels into the page as text.
          const responded = new Function(`return (${source})()`) as () => boolean;
          const started = performance.now();
          const frame = (now: number) => {
            if (responded()) return resolve(now - (window as unknown as { __tapAt: number }).__tapAt);
            if (now - started > 10_000) return reject(new Error('no response within 10 s'));
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      control.responded.toString(),
    );
    await page.mouse.click(x, y);
    return await response;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const app = await buildServer({ distDir: siteDir() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
  const rows: string[] = [];
  try {
    for (const control of pageControls.filter((c) => !only.length || only.some((o) => c.name.includes(o)))) {
      const cells: string[] = [];
      for (const when of ['first', 'started'] as const) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) times.push(await measure(browser, origin, control, when));
        const sorted = [...times].sort((a, b) => a - b);
        cells.push(`${Math.round(median(times))} ms [${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}]`);
      }
      const row = `| ${control.name} | ${control.path} | ${control.width} px | ${cells[0]} | ${cells[1]} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const file = path.join('bench', 'page-controls.md');
  writeFileSync(
    file,
    [
      '# The page’s own controls: tap -> visible response',
      '',
      `\`npm run bench:page-controls\` (scripts/bench-page-controls.ts), ${new Date().toISOString().slice(0, 10)}: Chromium throttled as Lighthouse's mobile profile (CPU 4x, 150 ms round trip, 1.6 Mbps down), a fresh visit per run, median of ${RUNS} [min–max]. "First visibility": tapped as soon as the control shows, before the scripts have started. "After start-up": tapped ${settleMs / 1000} s after the shell is ready.`,
      '',
      '| Control | Route | Width | First visibility | After start-up |',
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
