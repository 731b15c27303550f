/**
 * freePort: a TCP port free on loopback right now, for a server that must be told its port up front
 * (nginx, redis-server, PostgreSQL and the lead benchmark's server processes cannot listen on port 0
 * and say which port they got). Another process may take the port before it is used: callers that can
 * retry do (scripts/startNginx.ts).
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
