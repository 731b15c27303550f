/**
 * Three projects, cheapest first:
 * - `unit`: pure functions, content, server, scripts (no browser; one PostgreSQL and one Redis for
 *   the run, started by server/leads/test/globalSetup.ts);
 * - `pages`: every built page in dist/ checked without a browser (e2e/built-pages/: the HTML, head,
 *   links, JSON-LD, sitemap, sizes, headers as served by the real server);
 * - `e2e`: what only a browser shows (puppeteer-core with the system Chromium, one for the run,
 *   against the production build in dist/, served by the real server): one page per page module,
 *   at the widths where the layout changes, and the interactions.
 * `npm test` builds first (pretest), then runs all three; `npm run test:quick` runs `unit` and
 * `pages` against the dist/ there is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';
// Node loads this file itself (type stripping), so the import names the file as it is on disk.
import { swcTypeScript } from './scripts/swcOptions.ts';

/**
 * TypeScript and JSX to CommonJS with @swc/jest: each file alone, as ts-jest's isolatedModules did,
 * with no type check (`npm run typecheck` is that). Measured against ts-jest on the unit project's
 * src/ suites, cold cache, 2-core machine under load: 18 s of CPU against 26 s, the same 850 tests
 * passing.
 */
const transform = {
  '^.+\\.tsx?$': ['@swc/jest', { ...swcTypeScript, module: { type: 'commonjs' } }],
} satisfies Config['transform'];

// puppeteer-core is ESM-only; jest loads ESM from CommonJS tests only with Node's VM modules enabled.
// Test files run in worker processes (see workerIdleMemoryLimit below), which inherit this.
if (!process.env.NODE_OPTIONS?.includes('--experimental-vm-modules')) {
  process.env.NODE_OPTIONS =
    `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim();
}

// The test processes read the invented jobs of e2e/fixtures/content (never shipped), as `npm test`'s
// build does (scripts/pretest.mjs): tests and dist/ agree. The built-page and browser tests' set-up
// says plainly when dist/ was built without them. Workers inherit it; set to nothing
// (`CONTENT_FIXTURES= npx jest …`), the tests read the shipped folders alone.
const fixtureSettings = JSON.parse(readFileSync(path.resolve('e2e/fixtures/contentFixtures.json'), 'utf8')) as Record<
  string,
  string
>;
for (const [name, value] of Object.entries(fixtureSettings)) process.env[name] ??= value;

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      testMatch: [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/src/**/*.test.tsx',
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      setupFiles: ['<rootDir>/jest.globals.cjs'],
      moduleNameMapper: { '\\.svg$': '<rootDir>/jest.assetUrl.cjs' },
      globalSetup: '<rootDir>/server/leads/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/leads/test/globalTeardown.ts',
    },
    {
      displayName: 'pages',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/e2e/built-pages/*.test.ts'],
      setupFiles: ['<rootDir>/jest.globals.cjs'],
      globalSetup: '<rootDir>/e2e/built-pages/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/e2e/*.test.ts'],
      setupFiles: ['<rootDir>/jest.globals.cjs'],
      // e2e/examples-empty.test.ts renders page modules, which import their icons.
      moduleNameMapper: { '\\.svg$': '<rootDir>/jest.assetUrl.cjs' },
      globalSetup: '<rootDir>/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
      slowTestThreshold: 30,
    },
  ],
  testTimeout: 120_000,
  // Longest files first, so the two workers finish together (jest.sequencer.cjs).
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  // Browser tests share one server and a 2-core machine: two workers keep them fast and stable.
  maxWorkers: 2,
  // Setting a worker memory limit makes jest always use worker processes (never "in band" in this
  // process, which started without the VM-modules flag above).
  workerIdleMemoryLimit: '2GB',
  // How long a worker may take to exit once told to, before jest kills it and warns "A worker process
  // has failed to exit gracefully". Jest's 500 ms is shorter than a worker's own exit: its event loop
  // is empty within milliseconds (no test leaves a handle), but tearing down a 400-500 MB heap took
  // 250-870 ms on the shared 2-core machine (docs/testing.md, third round). A real leak (a handle that
  // keeps the loop alive) never lets the worker exit, so it is still killed and warned about.
  workerGracefulExitTimeout: 5_000,
};

export default config;
