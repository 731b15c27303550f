/**
 * The build's own settings (src/content/schemas/business.ts, checked at the top of webpack.config.ts):
 * a SITE_URL without its scheme would write canonical links, sitemap.xml and robots.txt without one.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildSettingsProblems } from './schemas/business';

describe('build settings', () => {
  it.each([
    ['SITE_URL', 'www.example.com'],
    ['SITE_URL', 'https://www.example.com/blog'],
    ['SITE_URL', 'https://user:pass@www.example.com'],
    ['LEAD_API_ORIGIN', 'api.example.com'],
    ['LEAD_PROVIDER_FORM_ID', 'id with spaces'],
    ['DEBUG_REACT', 'true'],
  ])('refuses %s=%j', (name, value) =>
    expect(buildSettingsProblems({ [name]: value }).map((problem) => problem.name)).toEqual([name]),
  );

  it.each([
    ['SITE_URL', 'https://www.example.com'],
    ['SITE_URL', 'https://www.example.com/'],
    ['SITE_URL', 'http://localhost:8080'],
    ['LEAD_API_ORIGIN', 'https://api.example.com'],
    ['LEAD_PROVIDER_FORM_ID', 'aBc123_-x'],
    ['DEBUG_REACT', '1'],
  ])('accepts %s=%j', (name, value) => expect(buildSettingsProblems({ [name]: value })).toEqual([]));

  it('stops webpack before it writes anything, naming the setting, without a stack trace', () => {
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_OPTIONS: '--import=tsx',
          SITE_URL: 'www.example.com',
          OUT_DIR: path.join(root, 'node_modules/.cache/build-settings-test'),
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('  SITE_URL must be');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 70_000);
});
