/**
 * The test server lets go when a test is done with it: a connection the browser opened and never
 * sent a request on (Chromium opens some ahead of need) does not hold its close() up. Node counts such
 * a connection as neither idle nor active and drops it only at its 30-second connection check, so
 * a file's tests waited up to 30 s each at their server's close (e2e/leads.test.ts, whose tests each
 * start a server, lost 30 s in two or three of them).
 */
import { connect } from 'node:net';
import { siteDir } from '../server/site/buildOutput';
import { startTestServer } from './testServer';

test('close() ends at once though a connection without a request is open', async () => {
  const server = await startTestServer(siteDir());
  const { hostname, port } = new URL(server.baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const started = performance.now();
  await server.close();
  expect(performance.now() - started).toBeLessThan(5_000);
  await closed;
}, 40_000);
