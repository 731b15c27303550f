/**
 * The build's switch (scripts/stagedBuild.ts), played with small folders instead of a full build: a
 * step that fails (a price written as text, a photo of the wrong size) leaves the last good build
 * byte for byte as it was, and says which file and field or photo is wrong; a build that succeeds
 * replaces it whole.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { problemsOf } from './contentCheck';
import { contentStep } from './buildSteps';
import { buildPhotos } from './photoPipeline';
import { buildStaged, BuildStepError, stagingDirs, type BuildStep } from './stagedBuild';
import * as pricing from '../src/content/pricing';
import { pricingContent } from '../src/content/schemas/pricing';

let root: string;
let dist: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'staged-build-'));
  dist = path.join(root, 'dist');
  // The last good build: a page and a hashed script.
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<h1>Last good build</h1>');
  writeFileSync(path.join(dist, 'assets/app.1111111111.js'), 'console.log("old")');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `dir` with the hash of its bytes. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else
        files[relative] = createHash('sha256')
          .update(readFileSync(path.join(dir, relative)))
          .digest('hex');
    }
  };
  walk('.');
  return files;
}

/** A step like webpack's: writes the new build's page and script. */
const writeNewBuild: BuildStep = {
  name: 'client',
  run: async (outDir) => {
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), '<h1>New build</h1>');
    writeFileSync(path.join(outDir, 'assets/app.2222222222.js'), 'console.log("new")');
  },
};

const quiet = () => {};

test('a price written as text stops the build before anything is built, naming the file and the field', async () => {
  const before = tree(dist);
  const residentialTiers = pricing.residentialTiers.map((tier, i) =>
    i === 1 ? { ...tier, pricePerFoot: '$38' } : tier,
  );
  const brokenContent = contentStep(async () =>
    problemsOf('src/content/pricing.ts', pricingContent, { ...pricing, residentialTiers }),
  );
  let ran = false;
  const webpack: BuildStep = {
    name: 'client',
    run: async (outDir) => {
      ran = true;
      await writeNewBuild.run(outDir);
    },
  };

  const build = buildStaged(dist, [brokenContent, webpack], quiet);
  await expect(build).rejects.toThrow(BuildStepError);
  await expect(build).rejects.toThrow(
    'src/content/pricing.ts: residentialTiers[1].pricePerFoot: Enter the price as a number, like 38 (no $ sign, no quotes) (got "$38")',
  );
  expect(ran).toBe(false);
  expect(tree(dist)).toEqual(before);
  expect(readdirSync(root)).toEqual(['dist']);
});

test('a photo of the wrong size, found after webpack wrote the new build, leaves the last good build as it was', async () => {
  const before = tree(dist);
  const photos = path.join(root, 'photos');
  mkdirSync(photos);
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a9' } })
    .jpeg()
    .toFile(path.join(photos, 'patio.jpg'));
  const photoStep: BuildStep = {
    name: 'photos',
    run: async (outDir) => {
      // The catalogue says 1600 × 1200; the original is 1200 × 900.
      const images = [{ key: 'patio', file: 'patio.jpg', width: 1600, height: 1200 }];
      await buildPhotos({ images, sourceDir: photos, outDir, cacheDir: path.join(root, 'cache') });
    },
  };

  await expect(buildStaged(dist, [writeNewBuild, photoStep], quiet)).rejects.toThrow(
    /photos step failed: .*patio\.jpg/,
  );
  expect(tree(dist)).toEqual(before);
  expect(existsSync(stagingDirs(dist).next)).toBe(false);
});

test('while the steps run, the last good build is still there to serve; a finished build replaces it whole', async () => {
  const before = tree(dist);
  const seenDuringBuild: Record<string, string>[] = [];
  const check: BuildStep = { name: 'check', run: async () => void seenDuringBuild.push(tree(dist)) };

  await buildStaged(dist, [writeNewBuild, check], quiet);
  expect(seenDuringBuild).toEqual([before]);
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<h1>New build</h1>');
  expect(Object.keys(tree(dist)).sort()).toEqual(['assets/app.2222222222.js', 'index.html']);
  expect(readdirSync(root)).toEqual(['dist']);
});

test('a build killed during the switch: the next build starts from the last good build', async () => {
  const before = tree(dist);
  const { next, previous } = stagingDirs(dist);
  renameSync(dist, previous);
  mkdirSync(next);
  writeFileSync(path.join(next, 'half.html'), 'half');
  const failing: BuildStep = {
    name: 'client',
    run: async () => {
      throw new Error('webpack failed');
    },
  };

  await expect(buildStaged(dist, [failing], quiet)).rejects.toThrow('the client step failed: webpack failed');
  expect(tree(dist)).toEqual(before);
  expect(readdirSync(root)).toEqual(['dist']);
});

test('a first build, with nothing to keep', async () => {
  rmSync(dist, { recursive: true });
  await buildStaged(dist, [writeNewBuild], quiet);
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<h1>New build</h1>');
});
