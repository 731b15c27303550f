/**
 * Where the lead API's rate limit counts posts. Without REDIS_URL: in the process's memory
 * (@fastify/rate-limit's default), so each server process counts alone and N processes let through
 * N × LEAD_RATE_LIMIT_PER_MINUTE. With REDIS_URL: in Redis, through @fastify/rate-limit's own Redis
 * store (ioredis), so every process shares one count per client IP.
 *
 * Redis is a guard, never a gate: a lead must not be lost to a rate-limit store outage. So a post
 * never waits on Redis for long (connect and command timeouts below, no offline queue), and when
 * Redis cannot answer, the post is counted in the process's own memory instead, as without REDIS_URL:
 * the limit falls back to per process, it is not dropped, and the error is logged (throttled).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
// The stores the library ships (untyped CommonJS; declared in types/): its counting, not ours.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A post waits at most this long for Redis before it is counted locally instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connecting (at start-up and on each reconnect) gives up after this. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** While Redis is down, at most one error line per this interval (a flood of posts must not flood the log). */
const ERROR_LOG_INTERVAL_MS = 60_000;
/** Key prefix, so the counters are recognisable in a Redis shared with other uses. */
const NAMESPACE = 'lead-rate-limit:';

type Log = Pick<FastifyInstance['log'], 'info' | 'error'>;
type Counted = Parameters<Parameters<FastifyRateLimitStore['incr']>[1]>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type LibraryStore = FastifyRateLimitLibraryStore;

/** Counts in Redis; when Redis fails, counts this post in memory and reports the failure. */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: LibraryStore,
    private readonly local: LibraryStore,
    private readonly onError: (error: Error) => void,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onError(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onError);
  }
}

/**
 * The options to give @fastify/rate-limit: none without `redisUrl` (memory of this process), else a
 * store counting in Redis with the fallback above. Connects before returning (bounded by the connect
 * timeout, and a failure does not stop the server) and disconnects when `scope` closes.
 */
export async function rateLimitStoreOptions(
  scope: FastifyInstance,
  redisUrl: string | undefined,
  log: Log,
): Promise<Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>> {
  if (!redisUrl) {
    log.info('leads: the rate limit counts per process (set REDIS_URL to share it between processes)');
    return {};
  }
  const where = describe(redisUrl);
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // While disconnected a command fails at once (and the post is counted locally) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Closing waits this long for the socket (ioredis' default 2 s holds a stopping process up even when
    // the socket is already gone); the counters need no goodbye.
    disconnectTimeout: 100,
    // Keep trying to come back, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });

  let lastLogged = 0;
  let unlogged = 0;
  let failing = false;
  const reportError = (error: Error) => {
    failing = true;
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) {
      unlogged += 1;
      return;
    }
    const since = unlogged ? ` (${unlogged} more failures since the last report)` : '';
    log.error(
      `leads: the rate-limit store (Redis at ${where}) failed: ${error.message}${since}. Posts are still accepted and stored; until Redis answers again, each process counts the limit alone.`,
    );
    lastLogged = now;
    unlogged = 0;
  };
  // ioredis emits connection errors as events; unhandled, an 'error' event would end the process.
  redis.on('error', reportError);
  redis.on('ready', () => {
    if (failing) log.info(`leads: the rate-limit store (Redis at ${where}) answers again`);
    failing = false;
    lastLogged = 0;
  });
  scope.addHook('onClose', async () => redis.disconnect());

  // Start counting in Redis from the first post when it is up; start anyway when it is not.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  if (redis.status === 'ready') log.info(`leads: the rate limit is shared between processes through Redis at ${where}`);

  const store: FastifyRateLimitStoreCtor = class extends SharedOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
        reportError,
      );
    }
  };
  // The store never fails (it falls back); skipOnError is the library's own guarantee on top.
  return { store, skipOnError: true };
}

/** Where Redis is, for the log: host and port or socket path, never the password. */
function describe(redisUrl: string): string {
  if (redisUrl.startsWith('/')) return redisUrl;
  try {
    const url = new URL(redisUrl);
    return url.host || url.pathname;
  } catch {
    return '(unparsable REDIS_URL)';
  }
}
