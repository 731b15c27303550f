import { existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryCopy } from './repositoryCopy';

describe('a repository copy', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'copy-test-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<h1>built</h1>');
  // This repository's caches as a build leaves them (a clean clone has none until it builds).
  const webpackCache = path.resolve('node_modules/.cache/webpack');
  const photoCache = path.resolve('node_modules/.cache/photos');
  mkdirSync(webpackCache, { recursive: true });
  mkdirSync(photoCache, { recursive: true });
  const copy = repositoryCopy('copy-test-', dist);
  afterAll(() => {
    copy.remove();
    rmSync(dist, { recursive: true, force: true });
  });
  const inCopy = (...parts: string[]) => path.join(copy.root, ...parts);

  test('holds the tracked files and the built site', () => {
    expect(existsSync(inCopy('package.json'))).toBe(true);
    expect(existsSync(inCopy('scripts/repositoryCopy.ts'))).toBe(true);
    expect(existsSync(inCopy('dist/index.html'))).toBe(true);
  });

  test('uses these packages and the photo cache, through links', () => {
    expect(realpathSync(inCopy('node_modules/webpack'))).toBe(realpathSync('node_modules/webpack'));
    expect(realpathSync(inCopy('node_modules/.cache/photos'))).toBe(realpathSync(photoCache));
  });

  test("keeps webpack's persistent cache apart, so its build cannot invalidate this repository's", () => {
    expect(lstatSync(inCopy('node_modules')).isSymbolicLink()).toBe(false);
    expect(lstatSync(inCopy('node_modules/.cache')).isSymbolicLink()).toBe(false);
    expect(existsSync(inCopy('node_modules/.cache/webpack'))).toBe(false);
  });
});
