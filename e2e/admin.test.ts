/**
 * The owner's editor at /admin in Chromium, from the Node server: it loads under its own
 * Content-Security-Policy with no violation and no console error, and signing in with GitHub goes
 * through the site's own relay (against a stand-in GitHub) and hands the token to the editor's window.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/buildServer';
import { freePort } from '../server/freePort';
import {
  adminBuild,
  cspViolations,
  recordViolationsAndMessages,
  settledSignInScreen,
  signInScreen,
  type AdminBuild,
} from './adminSite';
import { browserForFile, watchedPage } from './browser';

const browser = browserForFile();
let build: AdminBuild;
let app: FastifyInstance;
let origin: string;
let github: Server;

beforeAll(async () => {
  // A stand-in GitHub: its authorize page sends the owner straight back with a code; its token
  // endpoint answers a token for that code.
  github = createServer((request, response) => {
    const url = new URL(request.url!, 'http://github.test');
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({ code: 'standin-code', state: url.searchParams.get('state')! }).toString();
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ access_token: 'gho_e2eStandInToken', token_type: 'bearer' }));
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  const githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  build = await adminBuild(origin);
  app = await buildServer({
    distDir: build.root,
    cmsAuth: {
      clientId: 'Ov23liAbCdEfGhIjKlMn',
      clientSecret: 'f'.repeat(40),
      siteOrigin: origin,
      github: { authorizeUrl: `${githubUrl}/login/oauth/authorize`, tokenUrl: `${githubUrl}/login/oauth/access_token` },
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  github?.close();
  build?.remove();
});

test('/admin shows the sign-in screen with no policy violation and no console error', async () => {
  const { page, problems } = await watchedPage(browser());
  await recordViolationsAndMessages(page);
  const response = await page.goto(`${origin}/admin`, { waitUntil: 'load' });
  expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
  await settledSignInScreen(page);
  // Let the editor finish what it starts after drawing (its workers, manifest, status check).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

test('signing in with GitHub goes through the relay and hands the token to the editor, and only it', async () => {
  const { page, problems } = await watchedPage(browser(), {
    // Once signed in, the editor asks GitHub's API for the account: out of reach in the sandbox.
    ignore: (text) => /net::ERR_|Failed to load resource|Failed to fetch|api\.github\.com/i.test(text),
  });
  await recordViolationsAndMessages(page);
  await page.goto(`${origin}/admin`, { waitUntil: 'load' });
  await settledSignInScreen(page);
  await (await signInScreen(page))!.click();
  await page.waitForFunction(
    () =>
      (window as unknown as { __messages: { data: string }[] }).__messages.some((message) =>
        message.data.startsWith('authorization:github:'),
      ),
    { timeout: 20_000 },
  );
  const messages = await page.evaluate(
    () => (window as unknown as { __messages: { origin: string; data: string }[] }).__messages,
  );
  expect(messages.filter((message) => message.data.startsWith('authorization:github:'))).toEqual([
    {
      origin,
      data: 'authorization:github:success:{"token":"gho_e2eStandInToken","provider":"github"}',
    },
  ]);
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});
