/**
 * `npm run edit`: the editor written for this computer's address, served with the site on localhost
 * only, naming the folder to pick when no repository is set.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { networkInterfaces } from 'node:os';
import { startEditServer } from './editServer';

let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'edit-server-'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

test('serves the editor at localhost, configured for that address and this folder', async () => {
  const { app, editorUrl } = await startEditServer({ distDir, port: 0, env: {}, cwd: '/home/owner/website' });
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
    expect((app.server.address() as { address: string }).address).toBe('127.0.0.1');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) {
      const port = new URL(editorUrl).port;
      await expect(fetch(`http://${outside.address}:${port}/admin`)).rejects.toThrow();
    }
  } finally {
    await app.close();
  }
});

test('names the repository CMS_GITHUB_REPO sets', async () => {
  const { app, editorUrl } = await startEditServer({ distDir, port: 0, env: { CMS_GITHUB_REPO: 'blackland/website' } });
  await app.close();
  const html = readFileSync(path.join(distDir, 'admin/index.html'), 'utf8');
  const configHref = /rel="cms-config-url"[^>]*href="([^"]+)"/.exec(html)![1]!;
  expect(JSON.parse(readFileSync(path.join(distDir, configHref), 'utf8'))).toMatchObject({
    backend: { repo: 'blackland/website', base_url: new URL(editorUrl).origin },
  });
});
