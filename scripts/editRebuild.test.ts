/**
 * `npm run edit`'s rebuild after a save (scripts/editRebuild.ts): one build at a time, the saves made
 * during one gathered into one more, a refused save leaving the served build as it was; and the
 * watcher that sees a save once, not each file the browser writes for it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reachesPhotos, Rebuilder, watchSaves } from './editRebuild';
import { BuildStepError, type BuildStep } from './stagedBuild';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'edit-rebuild-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A step that writes `page.html` with the current `content` and takes `ms`. */
function writeStep(content: () => string, ms = 50): BuildStep {
  return {
    name: 'pages',
    run: async (outDir) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      writeFileSync(path.join(outDir, 'page.html'), content());
    },
  };
}

test('saves during a build are gathered into one more build, which shows the last of them', async () => {
  const siteDir = path.join(root, 'dist');
  let saved = 'first';
  let builds = 0;
  const rebuilds = new Rebuilder({
    siteDir,
    steps: [writeStep(() => saved, 200)],
    afterBuild: async () => void builds++,
    log: () => {},
  });
  rebuilds.request();
  await new Promise((resolve) => setTimeout(resolve, 20));
  saved = 'second';
  rebuilds.request();
  saved = 'third';
  rebuilds.request();
  await rebuilds.idle();
  expect(builds).toBe(2);
  expect(rebuilds.outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
  expect(readFileSync(path.join(siteDir, 'page.html'), 'utf8')).toBe('third');
});

test('each build gets the files saved since the last one began, or null when a save named none', async () => {
  const seen: (string[] | null)[] = [];
  const rebuilds = new Rebuilder({
    siteDir: path.join(root, 'dist'),
    steps: (changed) => {
      seen.push(changed && [...changed].sort());
      return [writeStep(() => 'page', 100)];
    },
    afterBuild: async () => {},
    log: () => {},
  });
  rebuilds.request(['content/pricing.json']);
  rebuilds.request(['content/reviews.json']);
  rebuilds.request(['content/business.json']);
  await rebuilds.idle();
  rebuilds.request();
  await rebuilds.idle();
  expect(seen).toEqual([['content/pricing.json'], ['content/business.json', 'content/reviews.json'], null]);
});

test('only a photo, the pictures or a gallery project can change the photo step’s files', () => {
  expect(
    ['photos/uploads/deck.jpg', 'content/pictures.json', 'content/gallery/deck-plano.json'].map(reachesPhotos),
  ).toEqual([true, true, true]);
  expect(['content/pricing.json', 'content/business.json', 'content/reviews.json'].map(reachesPhotos)).toEqual([
    false,
    false,
    false,
  ]);
});

test('a save the content check refuses leaves the served build as it was, and says so', async () => {
  const siteDir = path.join(root, 'dist');
  mkdirSync(siteDir);
  writeFileSync(path.join(siteDir, 'page.html'), 'last good');
  const lines: string[] = [];
  let restarted = false;
  const rebuilds = new Rebuilder({
    siteDir,
    steps: [
      {
        name: 'content',
        run: async () => {
          throw new BuildStepError('content/pricing.json: "Premium" price per foot: Enter the price as a number');
        },
      },
      writeStep(() => 'broken'),
    ],
    afterBuild: async () => void (restarted = true),
    log: (line) => lines.push(line),
  });
  rebuilds.request();
  await rebuilds.idle();
  expect(rebuilds.outcomes).toEqual([{ ok: false, seconds: expect.any(Number) }]);
  expect(readFileSync(path.join(siteDir, 'page.html'), 'utf8')).toBe('last good');
  expect(restarted).toBe(false);
  expect(lines.join('\n')).toMatch(
    /not on the pages: content\/pricing\.json.*\nThe site still shows the last good version/,
  );
});

test('the watcher sees one save, not each file written for it, and skips the browser’s temporary files', async () => {
  const content = path.join(root, 'content');
  mkdirSync(content);
  let saves = 0;
  const files: string[][] = [];
  const watcher = watchSaves(root, ['content', 'photos'], (saved) => {
    saves++;
    files.push(saved.sort());
  });
  try {
    writeFileSync(path.join(content, 'business.json.crswap'), '{');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(saves).toBe(0);
    writeFileSync(path.join(content, 'business.json'), '{}');
    writeFileSync(path.join(content, 'pricing.json'), '{}');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(saves).toBe(1);
    expect(files).toEqual([['content/business.json', 'content/pricing.json']]);
  } finally {
    watcher.close();
  }
  expect(existsSync(path.join(root, 'photos'))).toBe(false);
});
