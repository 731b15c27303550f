/**
 * The built site served by the project's real server on a free loopback port (port 0), for the build
 * scripts and benchmarks that drive a browser against it: the prerender crawl, screenshots, the
 * Lighthouse and interaction benches. Never the lead API: these runs must not open the lead store.
 */
import { buildServer, type ServerOptions } from '../server/buildServer';

export interface ServedSite {
  /** "http://127.0.0.1:<port>", no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

export async function serveSite(
  distDir: string,
  options: Pick<ServerOptions, 'shellFallback'> = {},
): Promise<ServedSite> {
  const app = await buildServer({ ...options, distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the site server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
