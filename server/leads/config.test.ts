/**
 * The lead configuration read from the environment (server/leads/config.ts): defaults, blank and padded
 * values, the abuse limits and REDIS_URL, and bad values refused at start-up, all of them in one message.
 */
import { defaultLeadConfig, LeadConfigError, leadConfigFromEnv } from './config';

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

describe('the environment schema', () => {
  it('treats blank and padded variables like the old reader: blank is unset, space is trimmed', () => {
    const config = leadConfigFromEnv({
      LEADS_DB_PATH: '  ',
      LEAD_MIN_FILL_MS: ' ',
      SITE_URL: ' https://www.example.test// ',
      LEAD_NOTIFY_TO: ' office@example.test ',
      LEAD_NOTIFY_TO_FOUNDATION_REPAIR: ' foundation@example.test ',
      LEAD_NOTIFY_TO_FENCES: '',
    });
    expect(config).toMatchObject({
      sqlitePath: defaultLeadConfig.sqlitePath,
      minFillMs: defaultLeadConfig.minFillMs,
      siteUrl: 'https://www.example.test',
      notifyTo: 'office@example.test',
      serviceNotifyTo: { 'foundation-repair': 'foundation@example.test' },
    });
    expect(config.serviceNotifyTo).not.toHaveProperty('fences');
  });

  it('keeps every default when nothing is set', () => {
    const { serviceNotifyTo, extraAllowedOrigins, ...rest } = leadConfigFromEnv({});
    const { serviceNotifyTo: _s, extraAllowedOrigins: _e, ...defaults } = defaultLeadConfig;
    expect(rest).toEqual(expect.objectContaining(defaults));
    expect([serviceNotifyTo, extraAllowedOrigins]).toEqual([{}, []]);
  });

  it('reports every bad variable at once, one a line, with the value it got', () => {
    let message = '';
    try {
      leadConfigFromEnv({
        LEAD_MIN_FILL_MS: 'soon',
        LEAD_RATE_LIMIT_PER_MINUTE: '0',
        LEAD_MAX_ATTEMPTS: '2.5',
        REDIS_URL: 'localhost:6379',
        LEAD_TOKEN_MAX_AGE_HOURS: '-1',
        LEAD_ALLOWED_ORIGINS: 'https://www.example.test, https://www.example.test/contact',
        LEAD_TOKEN_MAX_USES: '3',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(LeadConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toEqual([
      '  LEAD_MIN_FILL_MS must be a whole number >= 0, got "soon"',
      '  LEAD_RATE_LIMIT_PER_MINUTE must be a whole number >= 1, got "0"',
      '  REDIS_URL must be redis://host:port, rediss://host:port or a socket path, got "localhost:6379"',
      '  LEAD_MAX_ATTEMPTS must be a whole number >= 1, got "2.5"',
      '  LEAD_TOKEN_MAX_AGE_HOURS must be a whole number >= 1, got "-1"',
      '  LEAD_ALLOWED_ORIGINS must list origins like https://www.example.com ("https://www.example.test/contact" is not one), got "https://www.example.test, https://www.example.test/contact"',
    ]);
    // The good ones are not reported.
    expect(message).not.toMatch(/LEAD_TOKEN_MAX_USES/);
  });
});
