/** Stops the PostgreSQL server and the Redis that globalSetup.ts started for the unit project's run. */
export default async function globalTeardown() {
  const servers = (globalThis as { __UNIT_SERVERS__?: { stop: () => Promise<void> }[] }).__UNIT_SERVERS__ ?? [];
  await Promise.all(servers.map((server) => server.stop()));
}
