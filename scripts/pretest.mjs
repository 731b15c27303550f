/**
 * `npm test`'s pretest, after the system packages and the dependencies are in place: the type check,
 * the lint and the production build side by side (they are independent: none reads what another
 * writes), so the build's waits (Chromium loading pages) overlap with the checks' work.
 *
 * Rules: the build's output streams as it runs; the type check's and the lint's are held back and
 * printed whole when each ends (interleaved lines from three tools would be unreadable). Every step
 * runs to its end even when another fails, so one run reports every failure; then a summary names
 * each step with its time and result, and any failure fails the run. The build is staged
 * (scripts/stagedBuild.ts): a failed build leaves the last good dist/ in place.
 *
 * Plain JavaScript, like scripts/setup-system.mjs: a runner of npm scripts needs no compiling.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The test build shows the invented jobs of e2e/fixtures/content (never shipped), as the test
// processes read them (jest.config.ts): the tests and dist/ agree. The children inherit it.
Object.assign(process.env, JSON.parse(readFileSync('e2e/fixtures/contentFixtures.json', 'utf8')));

/** The steps, each an npm script; `stream` prints its output live, otherwise it is printed when it ends. */
const steps = [
  { script: 'build', stream: true },
  { script: 'typecheck', stream: false },
  { script: 'lint', stream: false },
];

/** Runs one npm script; resolves (never rejects) with its exit code, time and held-back output. */
function run({ script, stream }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (!stream) console.log(`\n── npm run ${script} (${seconds} s) ──${text ? `\n${text}` : ' no output'}`);
      resolve({ script, code, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(steps.map(run));
console.log('\npretest:');
for (const { script, code, seconds } of results)
  console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'} npm run ${script} (${seconds} s)`);
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`\npretest failed: ${failed.map((result) => `npm run ${result.script}`).join(', ')} (output above)`);
  process.exit(1);
}
