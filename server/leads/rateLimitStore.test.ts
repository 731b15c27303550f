/**
 * The lead rate limit across server processes (server/leads/rateLimitStore.ts), against the run's real
 * Redis (Debian's redis-server, started by the unit project's globalSetup; fails, never skips, without it):
 * two servers sharing one Redis hold LEAD_RATE_LIMIT_PER_MINUTE in total, the same two without Redis
 * each count alone, and a Redis that is down, stops or hangs never costs a lead or holds a post up.
 */
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../freePort';
import { openSqliteStore } from './sqliteStore';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, rateLimitStoreOptions } from './rateLimitStore';
import { notifyingServers, redisThatStops, runRedis } from './test/fixtures';

const LIMIT = 5;
const servers = notifyingServers('ratelimit', 'rate-limit-secret');
let redis: ReturnType<typeof runRedis>;
const open: FastifyInstance[] = [];
const databases = new Map<FastifyInstance, string>();

beforeAll(() => {
  redis = runRedis();
});

beforeEach(async () => {
  // Every test posts from 127.0.0.1: start each from an empty count.
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
});

afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

afterAll(() => {
  servers.removeTempDirs();
});

/** A whole server (its own store, as a second process would have), limit 5 posts a minute. */
async function server(redisUrl?: string): Promise<FastifyInstance> {
  const database = servers.tempDb();
  const app = await servers.start(servers.config(database, { rateLimitPerMinute: LIMIT, redisUrl }));
  open.push(app);
  databases.set(app, database);
  return app;
}

const contact = {
  kind: 'contact',
  formId: 'contact',
  website: '',
  name: 'Rae',
  phone: '(214) 555-0147',
  message: 'Hi',
};

/** Posts `count` leads, the i-th to apps[i % apps.length]; returns the statuses per app. */
async function spread(apps: FastifyInstance[], count: number): Promise<number[][]> {
  const statuses: number[][] = apps.map(() => []);
  for (let i = 0; i < count; i += 1) {
    const response = await servers.postLead(apps[i % apps.length]!, contact);
    statuses[i % apps.length]!.push(response.statusCode);
  }
  return statuses;
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 201).length;
const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

/** Leads stored by these servers, each in its own SQLite file. */
async function storedLeads(apps: FastifyInstance[]): Promise<number> {
  let total = 0;
  for (const app of apps) {
    const store = openSqliteStore(databases.get(app)!);
    total += await store.countLeads();
    await store.close();
  }
  return total;
}

describe('two server processes and the rate limit', () => {
  it('sharing one Redis, they let LEAD_RATE_LIMIT_PER_MINUTE posts through in total', async () => {
    const apps = [await server(redis.url), await server(redis.url)];
    const [first, second] = await spread(apps, 12);
    expect(accepted(first!) + accepted(second!)).toBe(LIMIT);
    // Both took some: the count really is shared, not one server refusing everything.
    expect(accepted(first!)).toBeGreaterThan(0);
    expect(accepted(second!)).toBeGreaterThan(0);
    expect(refused(first!) + refused(second!)).toBe(12 - LIMIT);
    expect(await storedLeads(apps)).toBe(LIMIT);
  });

  it('without Redis, each counts alone: together they let twice the limit through', async () => {
    const apps = [await server(), await server()];
    const [first, second] = await spread(apps, 12);
    expect(accepted(first!)).toBe(LIMIT);
    expect(accepted(second!)).toBe(LIMIT);
    expect(await storedLeads(apps)).toBe(2 * LIMIT);
  });
});

describe('when Redis fails, no lead is lost', () => {
  it('Redis unreachable at start-up: the server starts, stores every post, and counts per process', async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const app = await server(nobody);
    expect(Date.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + 3000);
    const [statuses] = await spread([app], LIMIT + 2);
    expect(accepted(statuses!)).toBe(LIMIT);
    expect(refused(statuses!)).toBe(2);
    expect(await storedLeads([app])).toBe(LIMIT);
  });

  it('Redis hangs mid-run: a post is answered within the command timeout and stored', async () => {
    const app = await server(redis.url);
    expect((await servers.postLead(app, contact)).statusCode).toBe(201);
    redis.pause();
    try {
      const started = Date.now();
      const response = await servers.postLead(app, contact);
      expect(response.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1500);
    } finally {
      redis.resume();
    }
    expect(await storedLeads([app])).toBe(2);
  });
});

describe('the shared store on its own', () => {
  let stopped: Awaited<ReturnType<typeof redisThatStops>> | null = null;
  afterEach(async () => {
    await stopped?.stop();
    stopped = null;
  });

  it('falls back to counting in memory when Redis stops, and logs it once', async () => {
    stopped = await redisThatStops(redis.url);
    const errors: string[] = [];
    const infos: string[] = [];
    const log = { info: (message: string) => infos.push(message), error: (message: string) => errors.push(message) };
    const app = Fastify();
    open.push(app);
    await app.register(rateLimit, { global: false, ...(await rateLimitStoreOptions(app, stopped.url, log as never)) });
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    await app.ready();
    expect(infos.some((line) => line.includes('shared between processes through Redis'))).toBe(true);
    const hit = async () => (await app.inject({ method: 'GET', url: '/limited' })).statusCode;

    expect(await hit()).toBe(200);
    await stopped.stop();
    stopped = null;
    // Down: still limited (3 in this process's memory), never an error answer.
    expect([await hit(), await hit(), await hit(), await hit()]).toEqual([200, 200, 200, 429]);
    expect(errors.length).toBe(1);
    expect(errors[0]).toMatch(/rate-limit store \(Redis at 127\.0\.0\.1:\d+\) failed/);
  });
});
