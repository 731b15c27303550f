/**
 * The system packages `npm start` and `npm test` need, installed when missing (Debian or Ubuntu, with
 * apt-get): `node scripts/setup-system.mjs start` checks what serving needs (Chromium, which the build's
 * prerender crawl drives), `… test` what the tests need besides (PostgreSQL and Redis for the lead
 * store and rate limit, nginx with its brotli_static module for deploy/nginx.conf, Java for the W3C
 * validator). As root it installs them; with password-less sudo, through sudo; otherwise it stops,
 * printing the one command to run.
 *
 * Plain JavaScript on purpose: it runs before the dependencies are installed, under whatever Node the
 * shell has.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Each need: what it is for, whether it is there, and the Debian package that brings it. */
const needs = {
  chromium: {
    why: 'the prerender crawl and the browser tests',
    present: () =>
      [
        process.env.CHROME_PATH,
        process.env.PUPPETEER_EXECUTABLE_PATH,
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
      ].some((file) => file && existsSync(file)),
    package: 'chromium',
  },
  postgresql: {
    why: 'the lead store is tested against a real PostgreSQL',
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`)),
    package: 'postgresql',
  },
  redis: {
    why: 'the shared rate limit is tested against a real Redis',
    present: () => existsSync('/usr/bin/redis-server') || existsSync('/usr/local/bin/redis-server'),
    package: 'redis-server',
  },
  nginx: {
    why: 'the browser tests serve dist/ with deploy/nginx.conf',
    present: () => existsSync('/usr/sbin/nginx'),
    package: 'nginx',
  },
  brotli: {
    why: 'deploy/nginx.conf sends the build’s .br files',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
    package: 'libnginx-mod-http-brotli-static',
  },
  java: {
    why: 'the W3C Nu validator (npm vnu-jar) checks the built HTML',
    present: () => onPath('java'),
    package: 'default-jre-headless',
  },
};

const forCommand = {
  start: ['chromium'],
  test: ['chromium', 'postgresql', 'redis', 'nginx', 'brotli', 'java'],
};

const command = process.argv[2];
if (!(command in forCommand)) {
  console.error('usage: node scripts/setup-system.mjs start|test');
  process.exit(2);
}
const missing = forCommand[command].filter((name) => !needs[name].present());
if (missing.length === 0) process.exit(0);

const packages = missing.map((name) => needs[name].package);
for (const name of missing) console.log(`setup: missing ${needs[name].package} (${needs[name].why})`);

const asRoot = process.getuid?.() === 0;
const withSudo = !asRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const installCommand = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
if (!onPath('apt-get') || (!asRoot && !withSudo)) {
  console.error(`setup: install them first, then run npm ${command} again:\n\n  ${installCommand}\n`);
  process.exit(1);
}

const apt = (args) => {
  const [file, rest] = asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  const result = spawnSync(file, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
};
console.log(`setup: installing ${packages.join(' ')} with apt-get`);
if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
  console.error(
    `setup: apt-get failed; install them yourself, then run npm ${command} again:\n\n  ${installCommand}\n`,
  );
  process.exit(1);
}
const stillMissing = missing.filter((name) => !needs[name].present());
if (stillMissing.length > 0) {
  console.error(`setup: still missing after apt-get: ${stillMissing.map((name) => needs[name].package).join(' ')}`);
  process.exit(1);
}
