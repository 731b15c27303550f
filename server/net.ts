/** Small networking helpers for the scripts and tests that start servers of their own. */
import { createServer } from 'node:net';

/** A TCP port free on loopback right now (for servers that must be told their port up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
