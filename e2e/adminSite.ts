/**
 * The editor at /admin for the browser tests: a build folder holding what the build's admin step
 * writes (scripts/cms/adminBuild.ts) and the favicon and logo it names, for a site origin the test chooses
 * (the editor signs in through that origin's relay). The run's shared build has no editor unless
 * CMS_GITHUB_REPO was set, so these tests make their own.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { writeAdmin } from '../scripts/cms/adminBuild';

export interface AdminBuild {
  root: string;
  remove: () => void;
}

export async function adminBuild(siteOrigin: string): Promise<AdminBuild> {
  const root = mkdtempSync(path.join(tmpdir(), 'e2e-admin-'));
  await writeAdmin(root, { repo: 'blackland/website', branch: 'main', siteUrl: siteOrigin });
  mkdirSync(path.join(root, 'images'), { recursive: true });
  for (const image of ['favicon.svg', 'logo.svg'])
    copyFileSync(path.resolve('static/images', image), path.join(root, 'images', image));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Records, from before the page's first script, every Content-Security-Policy violation and every
 * message the window receives (window.__cspViolations, window.__messages).
 */
export async function recordViolationsAndMessages(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const record = window as unknown as { __cspViolations: string[]; __messages: { origin: string; data: string }[] };
    record.__cspViolations = [];
    record.__messages = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    window.addEventListener('message', (event) =>
      record.__messages.push({ origin: event.origin, data: String(event.data) }),
    );
  });
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** The editor's sign-in screen has drawn (its GitHub button is there). */
export const signInScreen = (page: Page) => page.waitForSelector('::-p-text(Sign In with)', { timeout: 30_000 });

/**
 * The sign-in screen once the editor has read its configuration and stopped loading: the editor
 * draws its buttons before that and draws them again after, and a click on the first drawing does
 * nothing (on a loaded machine the configuration can arrive seconds later).
 */
export async function settledSignInScreen(page: Page): Promise<void> {
  await signInScreen(page);
  await page.waitForSelector('::-p-text(Work with Local Repository)', { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 750, timeout: 30_000 });
}
