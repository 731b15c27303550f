/** The server the browser tests talk to: the real app (static site + lead API) on a random loopback port. */
import { buildServer } from '../server/app';

export interface TestServer {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function startTestServer(distDir: string): Promise<TestServer> {
  const app = await buildServer({ distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
