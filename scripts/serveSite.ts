/** The built site served by the project's real server on a free loopback port, for the benchmarks. */
import { buildServer } from '../server/buildServer';

export async function serveSite(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = await buildServer({ distDir: dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
