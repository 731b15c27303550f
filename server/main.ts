/**
 * `npm start`: serve the built site and the lead API on PORT (default 8080), the all-in-one server.
 * `npm run start:api` (`--api-only`): the lead API alone, for pages served by a static host, a CDN or
 * nginx (deploy/nginx.conf) with /api/ proxied here.
 *
 * Every variable is checked before anything starts: a bad one stops the server with one plain
 * message naming each bad variable (credentials masked) and exit status 1, never a stack trace.
 */
import { existsSync } from 'node:fs';
import { buildServer } from './buildServer';
import { ConfigError, problemLine } from './configError';
import { leadConfigFromEnv, leadConfigProblems } from './leads/config';
import { readServerSettings, secretServerVariables } from './serverSettings';
import { trustProxyWarning } from './trustProxy';

// Settings may live in a .env file (copy .env.example); variables already set in the environment win.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  await start(process.argv.includes('--api-only'));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

async function start(apiOnly: boolean): Promise<void> {
  const { settings, problems } = readServerSettings(process.env);
  const lines = [
    ...problems.map(({ name, message }) =>
      problemLine(name, message, process.env[name]?.trim(), secretServerVariables.has(name)),
    ),
    ...leadConfigProblems(process.env),
  ];
  if (lines.length > 0)
    throw new ConfigError(`The server's settings are invalid (see README, "Configuration"):\n${lines.join('\n')}`);

  // The lead API's settings (store, SMTP, webhook, spam guards) come from the environment: docs/leads.md.
  const leadConfig = leadConfigFromEnv();
  const app = await buildServer({
    logger: true,
    logRequests: settings.logRequests,
    site: !apiOnly,
    trustProxy: settings.trustProxy,
    leads: { config: leadConfig },
    // The editor's sign-in (server/cms/relay.ts) hands tokens to the site's own origin only.
    cmsAuth: settings.cmsGithub ? { ...settings.cmsGithub, siteOrigin: leadConfig.siteUrl } : undefined,
  });
  if (!settings.cmsGithub)
    app.log.info(
      'The site editor cannot sign in with GitHub: CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET are unset (README, "Editing the site")',
    );
  const proxyWarning = trustProxyWarning(process.env.TRUST_PROXY);
  if (proxyWarning) app.log.warn(proxyWarning);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(
      `Cannot listen on ${settings.host}:${settings.port} (${code ?? 'error'}): ${
        code === 'EADDRINUSE'
          ? 'another process uses this port; set PORT to a free one'
          : 'set HOST to an address of this machine and PORT to a port you may open'
      }.`,
    );
  }
  const { port } = settings;
  console.log(
    apiOnly ? `Lead API running at http://localhost:${port}/api/` : `Site running at http://localhost:${port}`,
  );
}
