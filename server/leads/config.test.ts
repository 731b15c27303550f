/**
 * The lead configuration read from the environment (server/leads/config.ts): defaults, blank and padded
 * values, the abuse limits and REDIS_URL, and bad values refused at start-up, all of them in one message.
 */
import { defaultLeadConfig, LeadConfigError, leadConfigFromEnv, leadConfigProblems } from './config';

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
      '  LEAD_MIN_FILL_MS must be a whole number from 0 to 600,000, in digits, got "soon"',
      '  LEAD_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1,000,000,000, in digits, got "0"',
      '  REDIS_URL must be redis://host:port, rediss://host:port or a socket path, got "localhost:6379"',
      '  LEAD_MAX_ATTEMPTS must be a whole number from 1 to 10,000, in digits, got "2.5"',
      '  LEAD_TOKEN_MAX_AGE_HOURS must be a whole number from 1 to 8,760, in digits, got "-1"',
      '  LEAD_ALLOWED_ORIGINS must list origins like https://www.example.com ("https://www.example.test/contact" is not one), got "https://www.example.test, https://www.example.test/contact"',
    ]);
    // The good ones are not reported.
    expect(message).not.toMatch(/LEAD_TOKEN_MAX_USES/);
  });
});

describe('a bad environment stops the server (each bad variable named, never a default in its place)', () => {
  const problemsOf = (env: Record<string, string>) => leadConfigProblems(env);

  it.each([
    // A typo or another database must not quietly store leads in the local SQLite file.
    ['DATABASE_URL', 'mysql://leads:secret@db.internal/leads'],
    ['DATABASE_URL', 'postgress://leads@db.internal/leads'],
    ['DATABASE_URL', 'db.internal:5432'],
    // No scheme: canonical links without one, and every lead from the real origin refused (403).
    ['SITE_URL', 'www.example.com'],
    ['SITE_URL', 'https://www.example.com/blog'],
    ['SITE_URL', 'ftp://www.example.com'],
    ['SMTP_URL', 'smtp.example.com:587'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['LEAD_WEBHOOK_URL', 'crm.example.com/hooks'],
    ['LEAD_RATE_LIMIT_PER_MINUTE', '1e9'],
    ['LEAD_RATE_LIMIT_PER_MINUTE', '0x10'],
    ['LEAD_RATE_LIMIT_PER_MINUTE', '5.0'],
    ['LEAD_RATE_LIMIT_PER_MINUTE', '+5'],
    ['LEAD_MIN_FILL_MS', '3e3'],
    ['LEAD_TOKEN_MAX_USES', '0b11'],
    ['LEAD_TOKEN_SECRET', 'x'],
    ['LEAD_TOKEN_SECRET', 'short-but-not-32-characters'],
    ['LEAD_NOTIFY_TO', 'quotes at example.com'],
    ['LEAD_NOTIFY_TO_FENCES', 'fences@'],
    ['LEAD_MAIL_FROM', 'Website <website>'],
  ])('refuses %s=%j', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^  ${name} must `));
    expect(() => leadConfigFromEnv({ [name]: value })).toThrow(LeadConfigError);
  });

  it.each([
    ['DATABASE_URL', 'postgres://leads:secret@127.0.0.1:5432/blackland'],
    ['DATABASE_URL', 'postgresql://leads@db.internal/blackland'],
    ['SITE_URL', 'https://www.example.com/'],
    ['SITE_URL', 'http://localhost:8080'],
    ['SMTP_URL', 'smtps://user:pass@smtp.example.com:465'],
    ['LEAD_RATE_LIMIT_PER_MINUTE', '100000000'],
    ['LEAD_TOKEN_SECRET', 'k3y-of-32-characters-or-more-123456'],
    ['LEAD_MAIL_FROM', 'Blackland website <website@example.com>'],
    ['LEAD_NOTIFY_TO', 'quotes@example.com, office@example.com'],
  ])('accepts %s=%j', (name, value) => expect(problemsOf({ [name]: value })).toEqual([]));

  it('never shows a password, and never a token secret at all', () => {
    const message = (() => {
      try {
        leadConfigFromEnv({
          REDIS_URL: 'redis//:hunter2@cache.internal:6379',
          DATABASE_URL: 'mysql://leads:hunter2@db.internal/leads',
          SMTP_URL: 'smtp//mailer:hunter2@smtp.example.com',
          LEAD_WEBHOOK_URL: 'ftp://crm:hunter2@crm.example.com/hook',
          LEAD_ALLOWED_ORIGINS: 'https://user:hunter2@www.example.com',
          LEAD_TOKEN_SECRET: 'hunter2',
        });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of [
      'REDIS_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'LEAD_WEBHOOK_URL',
      'LEAD_ALLOWED_ORIGINS',
      'LEAD_TOKEN_SECRET',
    ])
      expect(message).toContain(`  ${name} must`);
    expect(message).not.toContain('hunter2');
    expect(message).toContain('"mysql://***@db.internal/leads"');
    expect(message).toContain('LEAD_TOKEN_SECRET must be at least 32 characters');
  });
});
