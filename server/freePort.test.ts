import { createServer, type Server } from 'node:net';
import { ephemeralLow, freePort, LOWEST_DRAWN } from './freePort';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

afterEach(() => jest.restoreAllMocks());

test('a port below the ephemeral range, where no listen(0) or outgoing connection is given one, and free', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThanOrEqual(LOWEST_DRAWN);
  expect(port).toBeLessThan(ephemeralLow());
  await close(await listen(port));
});

test('a port another server holds is passed over', async () => {
  const heldPort = await freePort();
  const held = await listen(heldPort);
  const span = ephemeralLow() - LOWEST_DRAWN;
  const drawOf = (port: number) => (port - LOWEST_DRAWN + 0.5) / span;
  const elsewhere = drawOf(heldPort) < 0.5 ? 0.75 : 0.25;
  // The first draw lands on the held port, the second elsewhere.
  jest.spyOn(Math, 'random').mockReturnValueOnce(drawOf(heldPort)).mockReturnValueOnce(elsewhere);
  const port = await freePort();
  expect(port).not.toBe(heldPort);
  expect(Math.random).toHaveBeenCalledTimes(2);
  await close(held);
});
