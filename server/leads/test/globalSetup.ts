/**
 * The unit project's jest globalSetup: one throwaway PostgreSQL server and one Redis for the whole
 * run (starting PostgreSQL takes seconds: once, not once per test file). Test files reach them
 * through fixtures.ts (testDatabases, runRedis), which read where they are from the environment
 * set here: TEST_POSTGRES_URL, TEST_REDIS_URL and TEST_REDIS_PID.
 */
import { startPostgres, startRedis } from './fixtures';

export default async function globalSetup() {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  process.env.TEST_POSTGRES_URL = postgres.url;
  process.env.TEST_REDIS_URL = redis.url;
  process.env.TEST_REDIS_PID = String(redis.pid);
  Object.assign(globalThis, { __UNIT_SERVERS__: [postgres, redis] });
}
