/**
 * `npm run edit`: the editor written for this computer's address, served with the site on localhost
 * only, naming the folder to pick when no repository is set.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { networkInterfaces } from 'node:os';
import { startEditServer } from './editServer';

let distDir: string;
let links: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'edit-server-'));
  links = mkdtempSync(path.join(tmpdir(), 'edit-repo-'));
});
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(links, { recursive: true, force: true });
});

/** This repository under another folder name (a link to it): the editor names the folder to pick. */
function repoCopyNamed(name: string): string {
  const link = path.join(links, name);
  symlinkSync(path.resolve(__dirname, '..'), link);
  return link;
}

test('serves the editor at localhost, configured for that address and this folder', async () => {
  const { close, editorUrl } = await startEditServer({ distDir, port: 0, env: {}, cwd: repoCopyNamed('website') });
  try {
    expect(editorUrl).toMatch(/^http:\/\/localhost:\d+\/admin$/);
    const page = await fetch(editorUrl.replace('localhost', '127.0.0.1'));
    expect(page.status).toBe(200);
    const configHref = /rel="cms-config-url"[^>]*href="([^"]+)"/.exec(await page.text())![1]!;
    const config = JSON.parse(readFileSync(path.join(distDir, configHref), 'utf8')) as {
      backend: { repo: string; base_url: string };
    };
    expect(config.backend.repo).toBe('local/website');
    expect(config.backend.base_url).toBe(new URL(editorUrl).origin);
    // Only this computer: the server listens on loopback.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) {
      const port = new URL(editorUrl).port;
      await expect(fetch(`http://${outside.address}:${port}/admin`)).rejects.toThrow();
    }
  } finally {
    await close();
  }
});

test('names the repository CMS_GITHUB_REPO sets', async () => {
  const { close, editorUrl } = await startEditServer({
    distDir,
    port: 0,
    env: { CMS_GITHUB_REPO: 'blackland/website' },
    watch: false,
  });
  await close();
  const html = readFileSync(path.join(distDir, 'admin/index.html'), 'utf8');
  const configHref = /rel="cms-config-url"[^>]*href="([^"]+)"/.exec(html)![1]!;
  expect(JSON.parse(readFileSync(path.join(distDir, configHref), 'utf8'))).toMatchObject({
    backend: { repo: 'blackland/website', base_url: new URL(editorUrl).origin },
  });
});
