/**
 * `npm start`: serve the built site and the lead API on PORT (default 8080), the all-in-one server.
 * `npm run start:api` (`--api-only`): the lead API alone, for pages served by a static host, a CDN or
 * nginx (deploy/nginx.conf) with /api/ proxied here.
 */
import { existsSync } from 'node:fs';
import { buildServer } from './buildServer';
import { leadConfigFromEnv } from './leads/config';
import { parseTrustProxy, trustProxyWarning } from './trustProxy';

// Settings may live in a .env file (copy .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

// The lead API's settings (store, SMTP, webhook, spam guards) come from the environment: docs/leads.md.
const apiOnly = process.argv.includes('--api-only');
const app = await buildServer({
  logger: true,
  logRequests: process.env.LOG_REQUESTS === '1',
  site: !apiOnly,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  leads: { config: leadConfigFromEnv() },
});
const proxyWarning = trustProxyWarning(process.env.TRUST_PROXY);
if (proxyWarning) app.log.warn(proxyWarning);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
console.log(apiOnly ? `Lead API running at http://localhost:${port}/api/` : `Site running at http://localhost:${port}`);
