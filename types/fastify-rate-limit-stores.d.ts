/**
 * The two stores @fastify/rate-limit ships but does not type (CommonJS files of the package, used by
 * server/leads/rateLimitStore.ts): the library's counting, so the server does not write its own.
 */
interface FastifyRateLimitLibraryStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: unknown): FastifyRateLimitLibraryStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: import('ioredis').Redis,
    key?: string,
  ) => FastifyRateLimitLibraryStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitLibraryStore;
  export default LocalStore;
}
