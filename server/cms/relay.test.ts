/**
 * The editor's sign-in relay against a stand-in GitHub (a local server playing its authorize and token
 * endpoints), each attack played: a callback whose state is not this browser's, GitHub refusing the
 * code, the relay not set up, and a window of another origin asking the reply page for the token.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCmsRelay, relayPageScript, type CmsAuthOptions } from './relay';

const siteOrigin = 'https://www.example.com';

/** What the stand-in GitHub was asked for a token, and what it answers. */
let tokenRequests: Record<string, string>[] = [];
let tokenAnswer: object = { access_token: 'gho_standin0123456789', token_type: 'bearer', scope: 'repo' };
let github: Server;
let githubUrl: string;

beforeAll(async () => {
  github = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      tokenRequests.push(JSON.parse(body || '{}') as Record<string, string>);
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(tokenAnswer));
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => github.close(resolve)));

let app: FastifyInstance;
async function relay(options: Partial<CmsAuthOptions> | null = {}) {
  app = Fastify();
  registerCmsRelay(
    app,
    options === null
      ? undefined
      : {
          clientId: 'Ov23liStandInClient',
          clientSecret: 'f'.repeat(40),
          siteOrigin,
          github: {
            authorizeUrl: `${githubUrl}/login/oauth/authorize`,
            tokenUrl: `${githubUrl}/login/oauth/access_token`,
          },
          ...options,
        },
  );
  await app.ready();
  return app;
}
beforeEach(() => {
  tokenRequests = [];
  tokenAnswer = { access_token: 'gho_standin0123456789', token_type: 'bearer', scope: 'repo' };
});
afterEach(() => app?.close());

/** Starts a sign-in: the redirect to GitHub, and the state cookie the browser would keep. */
async function startSignIn(query = 'provider=github&site_id=www.example.com&scope=repo') {
  const response = await app.inject({ method: 'GET', url: `/api/cms/auth?${query}` });
  const location = new URL(response.headers.location as string);
  const setCookie = String(response.headers['set-cookie']);
  return { response, location, state: location.searchParams.get('state')!, cookie: setCookie.split(';')[0]! };
}

/** The message the reply page would post, read from its data block. */
function messageOf(html: string): string {
  const data = /<script type="application\/json" id="cms-auth">(.*?)<\/script>/s.exec(html)![1]!;
  return (JSON.parse(data) as { message: string }).message;
}

test('a sign-in: to GitHub with a state kept in an HttpOnly cookie, back with the token for the editor', async () => {
  await relay();
  const { response, location, state, cookie } = await startSignIn();
  expect(response.statusCode).toBe(302);
  expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
  expect(Object.fromEntries(location.searchParams)).toMatchObject({
    client_id: 'Ov23liStandInClient',
    redirect_uri: `${siteOrigin}/api/cms/callback`,
    scope: 'repo',
  });
  expect(state).toMatch(/^[\w-]{43}$/);
  expect(String(response.headers['set-cookie'])).toMatch(
    /^__Host-cms-oauth-state=[\w-]{43}; Max-Age=600; Path=\/; Secure; HttpOnly; SameSite=Lax$/,
  );

  const callback = await app.inject({
    method: 'GET',
    url: `/api/cms/callback?code=standin-code&state=${state}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(200);
  expect(tokenRequests).toEqual([
    {
      client_id: 'Ov23liStandInClient',
      client_secret: 'f'.repeat(40),
      code: 'standin-code',
      redirect_uri: `${siteOrigin}/api/cms/callback`,
    },
  ]);
  expect(messageOf(callback.body)).toBe(
    'authorization:github:success:{"token":"gho_standin0123456789","provider":"github"}',
  );
  // The page's one script runs by its hash; it is never stored, and keeps its link to the editor.
  const inline = /<script>(.*?)<\/script>/s.exec(callback.body)![1]!;
  const hash = createHash('sha256').update(inline).digest('base64');
  expect(callback.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
  expect(callback.headers['content-security-policy']).toContain("default-src 'none'");
  expect(callback.headers['cache-control']).toBe('no-store');
  expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  expect(String(callback.headers['set-cookie'])).toMatch(/^__Host-cms-oauth-state=; Max-Age=0/);
});

test('only the scopes the editor may ask for: anything wider gets the default', async () => {
  await relay();
  expect((await startSignIn('provider=github&scope=public_repo')).location.searchParams.get('scope')).toBe(
    'public_repo',
  );
  expect(
    (await startSignIn('provider=github&scope=repo,admin:org,delete_repo')).location.searchParams.get('scope'),
  ).toBe('repo');
});

describe('a callback this browser did not start is refused before GitHub is asked (login CSRF)', () => {
  test.each([
    ['another state than its cookie', (state: string, cookie: string) => ({ state: `${state.slice(0, -1)}x`, cookie })],
    ['no cookie at all', (state: string) => ({ state, cookie: '' })],
    ['no state', (_state: string, cookie: string) => ({ state: '', cookie })],
    [
      'the cookie of another sign-in',
      (state: string) => ({ state, cookie: `__Host-cms-oauth-state=${'A'.repeat(43)}` }),
    ],
  ])('%s', async (_case, tamper) => {
    await relay();
    const started = await startSignIn();
    const { state, cookie } = tamper(started.state, started.cookie);
    const callback = await app.inject({
      method: 'GET',
      url: `/api/cms/callback?code=attacker-code&state=${state}`,
      headers: cookie ? { cookie } : {},
    });
    expect(callback.statusCode).toBe(403);
    expect(messageOf(callback.body)).toMatch(/^authorization:github:error:.*"errorCode":"CSRF_DETECTED"/);
    expect(callback.body).not.toContain('gho_');
    expect(tokenRequests).toEqual([]);
  });
});

test('GitHub refusing the code: the editor is told, no token', async () => {
  await relay();
  tokenAnswer = { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' };
  const { state, cookie } = await startSignIn();
  const callback = await app.inject({
    method: 'GET',
    url: `/api/cms/callback?code=old&state=${state}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(502);
  expect(messageOf(callback.body)).toMatch(/^authorization:github:error:.*bad_verification_code.*TOKEN_REQUEST_FAILED/);
});

test('the owner declining on GitHub: the editor is told, GitHub is not asked for a token', async () => {
  await relay();
  const { state, cookie } = await startSignIn();
  const callback = await app.inject({
    method: 'GET',
    url: `/api/cms/callback?error=access_denied&state=${state}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(400);
  expect(messageOf(callback.body)).toMatch(/access_denied/);
  expect(tokenRequests).toEqual([]);
});

test('GitHub out of reach: the editor is told to try again', async () => {
  await relay({ github: { authorizeUrl: `${githubUrl}/a`, tokenUrl: 'http://127.0.0.1:1/login/oauth/access_token' } });
  const { state, cookie } = await startSignIn();
  const callback = await app.inject({
    method: 'GET',
    url: `/api/cms/callback?code=c&state=${state}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(502);
  expect(messageOf(callback.body)).toMatch(/TOKEN_REQUEST_FAILED/);
});

test('not set up (no client id and secret): both routes say what to set, and nothing goes to GitHub', async () => {
  await relay(null);
  for (const url of ['/api/cms/auth?provider=github', '/api/cms/callback?code=c&state=s']) {
    const response = await app.inject({ method: 'GET', url, headers: { cookie: 'cms-oauth-state=s' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers.location).toBeUndefined();
    expect(messageOf(response.body)).toMatch(/CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.*MISCONFIGURED_CLIENT/);
  }
  expect(tokenRequests).toEqual([]);
});

describe("the reply page's script hands the token to the site's editor only", () => {
  /** Runs the page's script in a window opened by `opener`, then lets `asker` send the editor's handshake. */
  function run(askerOrigin: string, fromOpener = true) {
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const opener = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
    const listeners: ((event: object) => void)[] = [];
    const data = JSON.stringify({
      origin: siteOrigin,
      message: 'authorization:github:success:{"token":"t"}',
      handshake: 'authorizing:github',
    });
    vm.runInNewContext(relayPageScript, {
      JSON,
      document: { getElementById: () => ({ textContent: data }) },
      window: {
        opener,
        addEventListener: (_type: string, listener: (event: object) => void) => listeners.push(listener),
      },
    });
    for (const listener of listeners)
      listener({ source: fromOpener ? opener : {}, origin: askerOrigin, data: 'authorizing:github' });
    return posted;
  }

  test('the editor on the site origin gets it, addressed to that origin only', () => {
    expect(run(siteOrigin)).toEqual([
      { message: 'authorizing:github', targetOrigin: siteOrigin },
      { message: 'authorization:github:success:{"token":"t"}', targetOrigin: siteOrigin },
    ]);
  });

  test('a window of another origin asking gets nothing', () => {
    expect(run('https://attacker.example')).toEqual([{ message: 'authorizing:github', targetOrigin: siteOrigin }]);
  });

  test('another window than the opener asking gets nothing', () => {
    expect(run(siteOrigin, false)).toEqual([{ message: 'authorizing:github', targetOrigin: siteOrigin }]);
  });
});
