import { defaultLeadConfig, leadConfigFromEnv } from './config';

describe('abuse limits from the environment', () => {
  it('defaults: tokens live a day and carry 5 leads; only SITE_URL is allowed', () => {
    const config = leadConfigFromEnv({});
    expect(config).toMatchObject({ tokenMaxAgeMs: 86_400_000, tokenMaxUses: 5, extraAllowedOrigins: [] });
    expect(defaultLeadConfig.tokenMaxUses).toBe(5);
  });

  it('reads LEAD_TOKEN_MAX_AGE_HOURS, LEAD_TOKEN_MAX_USES and LEAD_ALLOWED_ORIGINS', () => {
    const config = leadConfigFromEnv({
      LEAD_TOKEN_MAX_AGE_HOURS: '48',
      LEAD_TOKEN_MAX_USES: '2',
      LEAD_ALLOWED_ORIGINS: 'https://blacklandfence.com, http://localhost:8080/',
    });
    expect(config).toMatchObject({
      tokenMaxAgeMs: 48 * 3_600_000,
      tokenMaxUses: 2,
      extraAllowedOrigins: ['https://blacklandfence.com', 'http://localhost:8080'],
    });
  });

  it.each(['https://blacklandfence.com/contact', 'https://user@blacklandfence.com', 'blacklandfence.com', '*'])(
    'refuses %j as an allowed origin at start-up',
    (value) => {
      expect(() => leadConfigFromEnv({ LEAD_ALLOWED_ORIGINS: value })).toThrow(/LEAD_ALLOWED_ORIGINS/);
    },
  );

  it('refuses a reuse count of 0', () =>
    expect(() => leadConfigFromEnv({ LEAD_TOKEN_MAX_USES: '0' })).toThrow(/LEAD_TOKEN_MAX_USES/));
});

describe('REDIS_URL', () => {
  it.each(['redis://127.0.0.1:6379', 'rediss://:secret@cache.internal:6380/2', '/run/redis/redis.sock'])(
    'accepts %j',
    (value) => expect(leadConfigFromEnv({ REDIS_URL: value }).redisUrl).toBe(value),
  );

  it('is unset by default: each process counts the limit alone', () =>
    expect(leadConfigFromEnv({}).redisUrl).toBeUndefined());

  it.each(['localhost:6379', 'http://127.0.0.1:6379', 'redis//127.0.0.1'])('refuses %j at start-up', (value) =>
    expect(() => leadConfigFromEnv({ REDIS_URL: value })).toThrow(/REDIS_URL/),
  );
});
