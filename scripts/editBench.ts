/**
 * `npm run bench:edit`: how long the owner waits from a save in the editor to the page showing it, for
 * a one-field change (the Premium fence's price), as `npm run edit` rebuilds it, on a copy of this
 * repository and its build (dist/, built first). Three saves in a row, each timed from the file's
 * write to the new pages served, with each step's time and the load average; then the last edit build
 * is checked against a full build of the same content with `npm run compare:builds` (the pages an edit
 * build keeps must be the ones a full build draws). Writes bench/edit.md.
 *
 *   npm run build && npm run bench:edit
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { PricingFile } from '../src/content/schemas/pricing';
import { editBuildSteps } from './editRebuild';
import { startEditServer } from './editServer';
import { repositoryCopy } from './repositoryCopy';
import { buildStaged } from './stagedBuild';

const { root } = repositoryCopy('bench-edit-');
const lines: string[] = [];
const server = await startEditServer({
  distDir: path.join(root, 'dist'),
  port: 0,
  env: {},
  cwd: root,
  log: (line) => {
    lines.push(line);
    console.log(line);
  },
});
const pricingFile = path.join(root, 'content/pricing.json');
const rounds: { price: number; seconds: number; steps: string; kept: string; load: string }[] = [];

try {
  for (const price of [38, 39, 40]) {
    const pricing = JSON.parse(readFileSync(pricingFile, 'utf8')) as PricingFile;
    pricing.residential.premium.pricePerFoot = price;
    const count = server.rebuilds.outcomes.length;
    lines.length = 0;
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ');
    const savedAt = Date.now();
    writeFileSync(pricingFile, `${JSON.stringify(pricing, null, 2)}\n`);
    // The save is on the page when the served sales page shows the new price.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (server.rebuilds.outcomes.length <= count) continue;
      const outcome = server.rebuilds.outcomes[count]!;
      if (!outcome.ok) throw new Error(`the rebuild failed:\n${lines.join('\n')}`);
      const sales = await (await fetch(`${server.origin}/services/fences/sales`)).text();
      if (!sales.includes(`Premium, from $${price}/ft`)) throw new Error(`the sales page does not show $${price}`);
      break;
    }
    rounds.push({
      price,
      seconds: Number(((Date.now() - savedAt) / 1000).toFixed(1)),
      steps: lines
        .flatMap((line) => /^build: (.+ done in [\d.]+ s)$/.exec(line)?.[1] ?? [])
        .map((step) => step.replace(' done in', ''))
        .join(', '),
      kept: lines.join('\n').match(/prerender: (\d+ of \d+) pages kept/)?.[1] ?? '0',
      load,
    });
  }
} finally {
  await server.close();
}

// The last edit build against a full build of the same content: every page drawn again.
const full = path.join(root, 'dist-full');
await buildStaged(
  full,
  editBuildSteps(
    { repo: `local/${path.basename(root)}`, branch: 'main', siteUrl: server.origin },
    root,
    full,
    console.log,
  )(null).map((step) => (step.name === 'prerender' ? { ...step, run: (outDir) => fullPrerender(outDir) } : step)),
);

function fullPrerender(outDir: string): Promise<void> {
  const result = spawnSync('npm', ['run', '--silent', 'build:prerender'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir, PRERENDER_REUSE_FROM: '' },
    stdio: 'inherit',
  });
  return result.status === 0 ? Promise.resolve() : Promise.reject(new Error('the full prerender failed'));
}

const compared = spawnSync('npm', ['run', '--silent', 'compare:builds', '--', path.join(root, 'dist'), full], {
  encoding: 'utf8',
});
console.log(compared.stdout, compared.stderr);

const report = `# Save → updated page, one field (npm run bench:edit)

The Premium fence's price changed in content/pricing.json of a copy of the repository served by
\`npm run edit\`'s server, three times in a row; each time from the file's write to the sales page
served with the new price. ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${(await import('node:os')).cpus().length} cores.

| Price | Seconds | Pages kept | Steps | Load average (1 / 5 / 15 min) at the save |
|---|---|---|---|---|
${rounds.map((round) => `| $${round.price} | ${round.seconds} | ${round.kept} | ${round.steps} | ${round.load} |`).join('\n')}

The last edit build against a full build of the same content (\`npm run compare:builds\`): ${
  compared.status === 0 ? 'the same, page for page.' : `**differs**:\n\n\`\`\`\n${compared.stdout}\n\`\`\``
}
`;
mkdirSync('bench', { recursive: true });
writeFileSync('bench/edit.md', report);
console.log(report);
rmSync(root, { recursive: true, force: true });
process.exit(compared.status === 0 ? 0 : 1);
