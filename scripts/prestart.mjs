/**
 * `npm start`'s set-up: install the dependencies and build the site, each only when needed, so a
 * clean clone sets itself up and a second start with nothing changed serves within seconds.
 *
 * - Install runs when package.json or package-lock.json differ from what the last install saw, or
 *   node_modules is missing.
 * - Build runs when the build folder has no record of a finished build, when any input (source,
 *   static files, the owner's content, photos, build scripts, configs, the lockfile) is newer than that record, or when a
 *   build-time setting (SITE_URL, LEAD_PROVIDER_FORM_ID, DEBUG_REACT, LEAD_API_ORIGIN) changed.
 * - `FORCE_BUILD=1 npm start` (or `npm run build`) rebuilds regardless.
 *
 * Plain JavaScript on purpose: on a clean clone this runs before the dependencies (TypeScript
 * loaders, and the Node 24 that npm install puts on the scripts' PATH) exist, under whatever Node the
 * shell has.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');

/** What the build reads besides node_modules. Directories are walked; test files are skipped. */
const buildInputs = [
  'content',
  'src',
  'static',
  'photos',
  'scripts',
  'server',
  'types',
  'webpack.config.ts',
  'postcss.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Environment variables baked into the build (webpack's DefinePlugin and the prerender). */
const buildSettings = [
  'SITE_URL',
  'LEAD_PROVIDER_FORM_ID',
  'DEBUG_REACT',
  'LEAD_API_ORIGIN',
  // The business's credentials (credentialSettings in src/content/business.ts).
  'IRRIGATOR_LICENSE',
  'BUSINESS_INSURANCE',
  'BUSINESS_OWNERS',
  'REVIEW_PROFILE_URL',
  'REVIEW_RATING',
  'REVIEW_COUNT',
  // The owner's editor at /admin (scripts/cms/cmsConfig.ts).
  'CMS_GITHUB_REPO',
  'CMS_BRANCH',
  // The test fixtures' invented jobs (src/content/contentFixtures.ts): `npm test` builds with them, so
  // `npm start` after it rebuilds the site without them.
  'CONTENT_FIXTURES',
];

// The records live beside the dependencies, not in the build folder, which the server publishes.
const stampDir = path.join(root, 'node_modules', '.cache', 'prestart');
const installStamp = path.join(stampDir, 'install.json');
const buildStamp = path.join(stampDir, `build-${createHash('sha256').update(outDir).digest('hex').slice(0, 12)}.json`);
/** Written by the prerender near the end of a build: a build run by hand since then changes it. */
const builtPage = path.join(outDir, 'index.html');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    hash.update(file);
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * The newest modification time among the inputs, directories included: adding, removing or
 * renaming a file changes its directory's time even when no remaining file changed.
 */
function newestInputMs() {
  let newest = 0;
  const visit = (entry) => {
    let stats;
    try {
      stats = statSync(entry);
    } catch {
      return; // an optional input (photos/, types/) that is not there
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) return;
    for (const name of readdirSync(entry)) {
      if (/\.test\.tsx?$/.test(name)) continue;
      visit(path.join(entry, name));
    }
  };
  for (const input of buildInputs) visit(path.join(root, input));
  return newest;
}

function currentSettings() {
  return Object.fromEntries(buildSettings.map((name) => [name, process.env[name] ?? '']));
}

function whyBuild() {
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  const stamp = readJson(buildStamp);
  if (!stamp || !existsSync(builtPage)) return `no finished build in ${path.relative(root, outDir) || '.'}`;
  if (statSync(builtPage).mtimeMs !== stamp.pageMtimeMs) return 'the build folder changed since the last start';
  if (JSON.stringify(stamp.settings) !== JSON.stringify(currentSettings())) return 'a build setting changed';
  if (newestInputMs() > stamp.builtAtMs) return 'sources changed since the last build';
  return null;
}

const hash = manifestHash();
if (!existsSync(path.join(root, 'node_modules')) || readJson(installStamp)?.manifestHash !== hash) {
  console.log('prestart: installing dependencies');
  // --prefer-offline: the lockfile names each package's exact version and checksum, so a package
  // already in npm's cache is used without asking the registry again (a fresh clone's install: 31-34
  // s instead of 40-41 s); a package missing from the cache is still downloaded.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline']);
  // npm install may rewrite the lockfile: remember what it left.
  writeJson(installStamp, { manifestHash: manifestHash() });
} else {
  console.log('prestart: dependencies up to date (package-lock.json unchanged)');
}

const reason = whyBuild();
if (reason) {
  console.log(`prestart: building (${reason})`);
  // The record's time is taken before the build starts, so an edit made during the build still
  // counts as newer next time.
  const startedMs = Date.now();
  rmSync(buildStamp, { force: true });
  // A failed build stops here with its reason; it leaves the last good build folder as it was (npm
  // run build switches a complete new folder in, scripts/stagedBuild.ts), and without a record the
  // next start tries again.
  run('npm', ['run', 'build']);
  writeJson(buildStamp, {
    builtAtMs: startedMs,
    pageMtimeMs: statSync(builtPage).mtimeMs,
    settings: currentSettings(),
  });
} else {
  console.log(`prestart: ${path.relative(root, outDir) || '.'} is up to date (FORCE_BUILD=1 npm start rebuilds)`);
}
