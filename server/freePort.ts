/**
 * freePort: a TCP port free on loopback right now, for a server that must be told its port up front
 * (nginx, redis-server, PostgreSQL and the lead benchmark's server processes cannot listen on port 0
 * and say which port they got).
 *
 * The port is drawn at random from below the kernel's ephemeral range, not taken from listen(0):
 * the kernel hands ephemeral ports to every listen(0) and to the local end of every outgoing
 * connection (Chromium's, fetch's, the database clients'), so a port probed there could be given to
 * one of them before the caller's server binds it (nginx once failed "Address already in use" that
 * way in a whole test run). Below the range, only another freePort caller could take it, and
 * drawing at random from some 20,000 ports makes that unlikely; callers that can retry still do
 * (scripts/startNginx.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port drawn; below it are the well-known and commonly configured ones (5432, 6379, 8080…). */
export const LOWEST_DRAWN = 10_000;

/** Linux's default ephemeral range, where /proc cannot say (another system). */
const DEFAULT_EPHEMERAL_LOW = 32_768;

/** The first port of the kernel's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range). */
export function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/** Listens on `port` (0: any) on loopback and closes again; the port it got, or null if it was taken. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(null) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

export async function freePort(): Promise<number> {
  const below = ephemeralLow();
  if (below > LOWEST_DRAWN + 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await probe(LOWEST_DRAWN + Math.floor(Math.random() * (below - LOWEST_DRAWN)));
      if (port !== null) return port;
    }
  }
  // A system whose ephemeral range starts low (or 50 taken ports in a row): the kernel's choice.
  const port = await probe(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}
