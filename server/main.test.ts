/**
 * `npm start` with a bad environment, as an operator would run it: the process exits with status 1
 * and one plain message naming each bad variable, with no stack trace and no credential in it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'server-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the lead API with only these variables (and a store in a temp dir) and returns how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
    cwd: path.resolve(__dirname, '..'),
    env: { PATH: process.env.PATH ?? '', LEADS_DB_PATH: path.join(dir, 'leads.db'), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

/** A Node stack frame: "    at fn (file:line:col)". */
const stackFrame = /^\s+at /m;

describe('a bad environment stops the server with one plain message', () => {
  it('names every bad variable, masks passwords, prints no stack, exits 1', () => {
    const { status, stderr, stdout } = start({
      PORT: 'abc',
      HOST: 'garbage',
      TRUST_PROXY: 'garbage',
      REDIS_URL: 'redis//:hunter2@cache.internal:6379',
      LEAD_ALLOWED_ORIGINS: 'https://user:hunter2@www.example.com',
      LEAD_WEBHOOK_URL: 'crm.example.com/hook?key=x',
      DATABASE_URL: 'mysql://leads:hunter2@db.internal/leads',
      SITE_URL: 'www.example.com',
      LEAD_RATE_LIMIT_PER_MINUTE: '1e9',
      LEAD_TOKEN_SECRET: 'x',
    });
    expect(status).toBe(1);
    for (const name of [
      'PORT',
      'HOST',
      'TRUST_PROXY',
      'REDIS_URL',
      'LEAD_ALLOWED_ORIGINS',
      'LEAD_WEBHOOK_URL',
      'DATABASE_URL',
      'SITE_URL',
      'LEAD_RATE_LIMIT_PER_MINUTE',
      'LEAD_TOKEN_SECRET',
    ])
      expect(stderr).toContain(`  ${name} must`);
    expect(stderr + stdout).not.toContain('hunter2');
    expect(stderr).not.toMatch(stackFrame);
  });

  it('refuses a LEADS_DB_PATH that is a text file, and leaves the file as it was', () => {
    const file = path.join(dir, 'notes.txt');
    writeFileSync(file, 'shopping list\n');
    chmodSync(file, 0o644);
    const { status, stderr } = start({ LEADS_DB_PATH: file });
    expect(status).toBe(1);
    expect(stderr).toContain('is not an SQLite database');
    expect(stderr).not.toMatch(stackFrame);
    expect(statSync(file).mode & 0o777).toBe(0o644);
  });

  // A named pipe stands for /dev/null and other devices: a test must never risk changing a device
  // every user of the machine shares (a store that chmods its path did that to /dev/null as root).
  it('refuses a LEADS_DB_PATH that is not a regular file (a pipe, a device) without touching it', () => {
    const pipe = path.join(dir, 'pipe');
    expect(spawnSync('mkfifo', ['-m', '644', pipe]).status).toBe(0);
    const { status, stderr } = start({ LEADS_DB_PATH: pipe });
    expect(status).toBe(1);
    expect(stderr).toContain('not a regular file');
    expect(stderr).not.toMatch(stackFrame);
    expect(statSync(pipe).mode & 0o777).toBe(0o644);
  });
});
