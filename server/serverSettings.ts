/**
 * The server's own settings, read once from the environment at start (the lead API's are
 * server/leads/config.ts): PORT, HOST, TRUST_PROXY, LOG_REQUESTS, and the editor's sign-in relay's
 * CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (server/cms/relay.ts). A bad value is named in the
 * start-up message with every other bad variable; nothing falls back to a default in its place.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxySetting } from './trustProxy';

export interface ServerSettings {
  port: number;
  host: string;
  trustProxy: TrustProxySetting;
  logRequests: boolean;
  /** The GitHub OAuth app of the editor's sign-in relay; null (relay off) when neither is set. */
  cmsGithub: { clientId: string; clientSecret: string } | null;
}

/** Variables whose values a message never shows. */
export const secretServerVariables: ReadonlySet<string> = new Set(['CMS_GITHUB_CLIENT_SECRET']);

/** A variable as the environment gives it: trimmed, blank the same as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** proxy-addr's names for address ranges, which TRUST_PROXY may list besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** "10.0.0.2", "10.0.0.0/8", "::1", "fd00::/8" or a range name. */
function isProxyAddress(item: string): boolean {
  if (proxyRangeNames.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const serverEnvSchema = z
  .object({
    // 0: any free port (tests and benches read the one chosen from the log).
    PORT: optionalText.refine((value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 65_535), {
      error: 'must be a port number from 0 to 65535',
    }),
    HOST: optionalText.refine((value) => value === undefined || value === 'localhost' || isIP(value) !== 0, {
      error: 'must be the IP address to listen on (0.0.0.0, 127.0.0.1, ::) or localhost',
    }),
    TRUST_PROXY: optionalText.refine(
      (value) =>
        value === undefined ||
        ['true', 'false'].includes(value) ||
        /^\d{1,2}$/.test(value) ||
        value.split(',').every((item) => isProxyAddress(item.trim())),
      {
        error:
          'must be the number of proxies in front (1), their addresses or CIDRs (10.0.0.2,10.0.0.0/8, loopback), true or false',
      },
    ),
    LOG_REQUESTS: optionalText.refine((value) => value === undefined || value === '0' || value === '1', {
      error: 'must be 1 (log every request) or 0',
    }),
    // A GitHub OAuth app's client id ("Ov23li…", 20 characters; older apps 20 hex digits) and secret (40 hex digits).
    CMS_GITHUB_CLIENT_ID: optionalText.refine((value) => value === undefined || /^[A-Za-z0-9.]{20}$/.test(value), {
      error: "must be the GitHub OAuth app's Client ID, 20 letters and digits like Ov23liAbCdEfGhIjKlMn",
    }),
    CMS_GITHUB_CLIENT_SECRET: optionalText.refine((value) => value === undefined || /^[0-9a-f]{40}$/.test(value), {
      error: "must be the GitHub OAuth app's client secret, 40 hexadecimal digits",
    }),
  })
  .superRefine((vars, context) => {
    // One without the other is a half-done set-up: say so rather than start with the relay off.
    if (Boolean(vars.CMS_GITHUB_CLIENT_ID) !== Boolean(vars.CMS_GITHUB_CLIENT_SECRET))
      context.addIssue({
        code: 'custom',
        path: [vars.CMS_GITHUB_CLIENT_ID ? 'CMS_GITHUB_CLIENT_SECRET' : 'CMS_GITHUB_CLIENT_ID'],
        message:
          'must be set with CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET both, or neither (the editor sign-in off)',
      });
  });

/** The problems with the server's variables, one line each (empty when all are good), and the settings. */
export function readServerSettings(env: Record<string, string | undefined>): {
  settings: ServerSettings;
  problems: { name: string; message: string }[];
} {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success)
    return {
      settings: { port: 8080, host: '0.0.0.0', trustProxy: false, logRequests: false, cmsGithub: null },
      problems: parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), message: issue.message })),
    };
  const vars = parsed.data;
  return {
    settings: {
      port: Number(vars.PORT ?? 8080),
      host: vars.HOST ?? '0.0.0.0',
      trustProxy: parseTrustProxy(vars.TRUST_PROXY),
      logRequests: vars.LOG_REQUESTS === '1',
      cmsGithub:
        vars.CMS_GITHUB_CLIENT_ID && vars.CMS_GITHUB_CLIENT_SECRET
          ? { clientId: vars.CMS_GITHUB_CLIENT_ID, clientSecret: vars.CMS_GITHUB_CLIENT_SECRET }
          : null,
    },
    problems: [],
  };
}
