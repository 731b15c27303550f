/** How every script and test starts the system Chromium (no browser downloads here). */
import { existsSync } from 'node:fs';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Several pages run at once (the crawl, parallel tests): only one can be the "visible" tab, and
  // Chromium would pause or throttle the others' frames and timers, stalling them for seconds.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    process.env.PUPPETEER_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found)
    throw new Error("No Chromium found: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH");
  return found;
}
