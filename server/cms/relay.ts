/**
 * The editor's sign-in with GitHub, on the site's own origin (docs/decisions.md 17): an OAuth relay
 * speaking the protocol of Decap and Sveltia CMS (as sveltia-cms-auth does), so no third-party
 * service ever holds the OAuth app's secret or sees the owner's token.
 *
 * 1. The editor opens a window on GET /api/cms/auth?provider=github&scope=repo. The relay makes a
 *    random state, keeps it in an HttpOnly, SameSite=Lax cookie for ten minutes, and redirects to
 *    GitHub's authorize page with the state and its own callback URL.
 * 2. GitHub sends the owner back to GET /api/cms/callback?code=…&state=…. The relay answers nothing
 *    but an error unless the state equals the cookie's (a callback an attacker crafted, or one from
 *    another browser, has no cookie or another state), then exchanges the code for a token at
 *    GitHub's token endpoint (server to server, with the client secret), and replies with a tiny page
 *    that hands `authorization:github:success:{"token":…,"provider":"github"}` to the window that
 *    opened it, and only to a window of the site's origin (postMessage's target origin).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../security';
import { CMS_AUTH_PATH, CMS_CALLBACK_PATH } from './paths';

export interface CmsAuthOptions {
  /** The GitHub OAuth app's client id and secret (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET). */
  clientId: string;
  clientSecret: string;
  /** The site's origin (SITE_URL): the callback URL is on it, and the token goes to its windows only. */
  siteOrigin: string;
  /**
   * GitHub's authorize and token URLs. Tests only (a stand-in GitHub they start): no setting reads
   * them, so a deployment cannot be pointed at another token endpoint.
   */
  github?: { authorizeUrl: string; tokenUrl: string };
}

const githubUrls = {
  authorizeUrl: 'https://github.com/login/oauth/authorize',
  tokenUrl: 'https://github.com/login/oauth/access_token',
};

/** Scopes the editor may ask for (Sveltia's `auth_scope`): anything else gets the default. */
const allowedScopes = new Set(['repo', 'public_repo']);
const STATE_MAX_AGE_SECONDS = 600;
/** How long the token exchange may take before the owner is told to try again. */
const TOKEN_TIMEOUT_MS = 10_000;

/** What the editor shows when the relay is off. */
export const relayOffMessage =
  'Signing in with GitHub is not set up on this server: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.';

/** Why a sign-in failed, in Sveltia's codes (it shows its own words for them) and ours. */
type ErrorCode =
  | 'MISCONFIGURED_CLIENT'
  | 'UNSUPPORTED_BACKEND'
  | 'CSRF_DETECTED'
  | 'AUTH_CODE_REQUEST_FAILED'
  | 'TOKEN_REQUEST_FAILED'
  | 'MALFORMED_RESPONSE';

/**
 * The reply page's one script, always the same text: it reads the message and the site's origin from
 * the JSON data block beside it, so the page's policy allows it by its hash and nothing else runs.
 * It answers the editor's handshake only from the window that opened it, on the site's origin.
 */
export const relayPageScript = `(() => {
  const { origin, message, handshake } = JSON.parse(document.getElementById('cms-auth').textContent);
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== origin || event.data !== handshake) return;
    opener.postMessage(message, origin);
  });
  opener.postMessage(handshake, origin);
})();`;

const relayScriptHash = `'sha256-${createHash('sha256').update(relayPageScript).digest('base64')}'`;

/** The reply page's policy: its one script by hash, nothing else loads, nothing may frame it. */
export const relayCspHeaderValue = `default-src 'none'; script-src ${relayScriptHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The reply page's headers: the site's, with the policy above, never stored, never sent on as a
 * referrer (the address holds the one-time code), and no opener policy, which would cut the link
 * back to the editor's window that the whole page exists to use.
 */
const relayHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': relayCspHeaderValue,
  'Cross-Origin-Opener-Policy': 'unsafe-none',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/** A JSON text safe inside a <script> element: no "<" to close it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function relayPageHtml(siteOrigin: string, message: string): string {
  const data = scriptSafeJson({ origin: siteOrigin, message, handshake: 'authorizing:github' });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in</title></head>
<body>
<p>Signing in to the site editor… This window closes by itself.</p>
<script type="application/json" id="cms-auth">${data}</script>
<script>${relayPageScript}</script>
</body>
</html>
`;
}

/** The cookie holding the state: host-only and Secure on https (a sibling subdomain cannot set it). */
function stateCookie(siteOrigin: string) {
  const secure = siteOrigin.startsWith('https:');
  return secure
    ? { name: '__Host-cms-oauth-state', attributes: 'Path=/; Secure; HttpOnly; SameSite=Lax' }
    : { name: 'cms-oauth-state', attributes: 'Path=/api/cms/; HttpOnly; SameSite=Lax' };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * GET /api/cms/auth and GET /api/cms/callback. Without `options` (CMS_GITHUB_CLIENT_ID or
 * CMS_GITHUB_CLIENT_SECRET unset) the relay is off: both answer the editor with an error it shows,
 * naming what to set.
 */
export function registerCmsRelay(app: FastifyInstance, options: CmsAuthOptions | undefined): void {
  const origin = options?.siteOrigin ?? '';
  const github = options?.github ?? githubUrls;
  const cookie = stateCookie(origin);
  const callbackUrl = `${origin}${CMS_CALLBACK_PATH}`;

  const fail = (reply: FastifyReply, status: number, errorCode: ErrorCode, error: string) => {
    const message = `authorization:github:error:${JSON.stringify({ provider: 'github', error, errorCode })}`;
    return sendPage(reply.code(status), message);
  };
  const sendPage = (reply: FastifyReply, message: string) =>
    reply
      .headers(relayHeaders)
      .header('Set-Cookie', `${cookie.name}=; Max-Age=0; ${cookie.attributes}`)
      .type('text/html; charset=utf-8')
      .send(relayPageHtml(origin, message));

  app.get(CMS_AUTH_PATH, async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
    if (!options) return fail(reply, 503, 'MISCONFIGURED_CLIENT', relayOffMessage);
    const { provider = 'github', scope } = request.query;
    if (provider !== 'github') return fail(reply, 400, 'UNSUPPORTED_BACKEND', 'This site signs in with GitHub only.');
    const state = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: callbackUrl,
      scope: typeof scope === 'string' && allowedScopes.has(scope) ? scope : 'repo',
      state,
      allow_signup: 'false',
    });
    return reply
      .headers(relayHeaders)
      .header('Set-Cookie', `${cookie.name}=${state}; Max-Age=${STATE_MAX_AGE_SECONDS}; ${cookie.attributes}`)
      .redirect(`${github.authorizeUrl}?${params}`, 302);
  });

  app.get(CMS_CALLBACK_PATH, async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply) => {
    if (!options) return fail(reply, 503, 'MISCONFIGURED_CLIENT', relayOffMessage);
    const { code, state, error } = request.query;
    const expected = cookieValue(request.headers.cookie, cookie.name);
    // The state proves this browser started this sign-in here: a callback without it is refused
    // before anything is sent to GitHub (login CSRF: an attacker's code would sign the owner in as
    // the attacker, and the owner's edits would go to the attacker's account).
    if (!expected || typeof state !== 'string' || !sameText(state, expected))
      return fail(
        reply,
        403,
        'CSRF_DETECTED',
        'This sign-in was not started from this browser (or took over ten minutes): start it again from the editor.',
      );
    if (typeof error === 'string')
      return fail(reply, 400, 'AUTH_CODE_REQUEST_FAILED', `GitHub did not sign you in (${error.slice(0, 100)}).`);
    if (typeof code !== 'string' || code === '')
      return fail(reply, 400, 'AUTH_CODE_REQUEST_FAILED', 'GitHub sent no authorization code: try again.');

    let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
    try {
      const response = await fetch(github.tokenUrl, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          redirect_uri: callbackUrl,
        }),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
      answer = (await response.json()) as typeof answer;
      if (!response.ok && !answer.error) answer = { error: `status ${response.status}` };
    } catch (reason) {
      request.log.warn({ err: reason }, 'CMS sign-in: the token request to GitHub failed');
      return fail(reply, 502, 'TOKEN_REQUEST_FAILED', 'GitHub could not be reached to finish signing in: try again.');
    }
    if (typeof answer.error === 'string') {
      request.log.warn(`CMS sign-in: GitHub refused the code (${answer.error})`);
      return fail(
        reply,
        502,
        'TOKEN_REQUEST_FAILED',
        `GitHub refused to finish signing in (${answer.error.slice(0, 100)}): start again from the editor.`,
      );
    }
    const token = answer.access_token;
    if (typeof token !== 'string' || !/^[\w.-]{1,255}$/.test(token))
      return fail(reply, 502, 'MALFORMED_RESPONSE', 'GitHub answered in a way this site does not understand.');
    return sendPage(reply, `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`);
  });
}
