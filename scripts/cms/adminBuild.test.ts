/**
 * The editor at /admin as the build writes it: a page with no inline script, the pinned bundle and a
 * configuration the editor's own schema accepts, under hashed names; the deployment's settings checked
 * with plain messages; and nowhere among the site's pages.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'node-html-parser';
import { registry } from '../../src/content/registry';
import { dataFiles } from '../../src/content/schemas/dataFiles';
import { adminStep, editorSettingsStep } from '../buildSteps';
import { BuildStepError } from '../stagedBuild';
import { ADMIN_HTML_FILE, ADMIN_PATH } from '../../server/cms/paths';
import { editorFonts, sveltiaBundlePath, writeAdmin } from './adminBuild';
import { CMS_AUTH_ENDPOINT, cmsConfig, cmsSettingsFromEnv, type CmsSettings } from './cmsConfig';

const sveltiaConfigSchema = JSON.parse(
  readFileSync(path.join(path.dirname(sveltiaBundlePath()), '..', 'schema', 'sveltia-cms.json'), 'utf8'),
) as object;

const settings: CmsSettings = { repo: 'blackland/website', branch: 'main', siteUrl: 'https://www.example.com' };

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'admin-build-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

test('writes a page with no inline script that loads the hashed bundle and configuration', async () => {
  const files = await writeAdmin(outDir, settings);
  expect(files[0]).toBe(ADMIN_HTML_FILE);
  const page = parse(readFileSync(path.join(outDir, ADMIN_HTML_FILE), 'utf8'));
  const scripts = page.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.text.trim()).toBe('');
  expect(page.querySelectorAll('style, [style]')).toHaveLength(0);
  expect(page.querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/noindex/);

  const scriptSrc = scripts[0]!.getAttribute('src')!;
  const configHref = page.querySelector('link[rel="cms-config-url"]')!.getAttribute('href')!;
  expect(scriptSrc).toMatch(/^\/assets\/sveltia-cms\.[0-9a-f]{16}\.js$/);
  expect(configHref).toMatch(/^\/assets\/cms-config\.[0-9a-f]{16}\.json$/);
  // The bundle is the package's, less the map it does not ship.
  const shipped = readFileSync(path.join(outDir, scriptSrc), 'utf8');
  expect(shipped).not.toContain('sourceMappingURL');
  expect(Buffer.byteLength(shipped)).toBeGreaterThan(readFileSync(sveltiaBundlePath()).length - 1000);
  expect(JSON.parse(readFileSync(path.join(outDir, configHref), 'utf8'))).toEqual(cmsConfig(settings));
});

test("the editor's fonts are the site's own files: the bundle names them there, and no font on another site", async () => {
  const files = await writeAdmin(outDir, settings);
  const shipped = readFileSync(
    path.join(
      outDir,
      files.find((file) => file.endsWith('.js'))!,
    ),
    'utf8',
  );
  expect(shipped).not.toMatch(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\//);
  const fontFiles = files.filter((file) => file.endsWith('.woff2'));
  expect(fontFiles).toHaveLength(editorFonts.length);
  for (const font of fontFiles) {
    expect(shipped).toContain(`/${font}`);
    // A real WOFF2 file (its signature), as the package ships it.
    expect(readFileSync(path.join(outDir, font)).subarray(0, 4).toString('latin1')).toBe('wOF2');
  }
});

test('a changed configuration gets a new name, so a cached one is never used with a new page', async () => {
  await writeAdmin(outDir, settings);
  await writeAdmin(outDir, { ...settings, branch: 'content' });
  expect(readdirSync(path.join(outDir, 'assets')).filter((file) => file.startsWith('cms-config.'))).toHaveLength(2);
});

test("the configuration is valid for the editor, by the editor's own schema of it", () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(sveltiaConfigSchema, 'sveltia');
  const valid = ajv.getSchema('sveltia#/definitions/CmsConfig')!;
  const config = cmsConfig(settings);
  expect(valid(config) ? [] : valid.errors).toEqual([]);
  expect(config.backend).toEqual({
    name: 'github',
    repo: 'blackland/website',
    branch: 'main',
    base_url: 'https://www.example.com',
    auth_endpoint: CMS_AUTH_ENDPOINT,
  });
  expect(
    config.collections
      .flatMap((collection) => ('files' in collection ? collection.files.map((file) => file.file) : []))
      .sort(),
  ).toEqual(
    Object.keys(dataFiles)
      .map((file) => `content/${file}`)
      .sort(),
  );
  // and the check bites: an option the editor does not know, or a backend without its repository
  expect(valid({ ...config, media_folder_typo: 'x' })).toBe(false);
  expect(valid({ ...config, backend: { name: 'github' } })).toBe(false);
});

describe('the settings from the build environment', () => {
  test('a repository and branch, with the default branch main', () => {
    expect(cmsSettingsFromEnv({ CMS_GITHUB_REPO: ' blackland/website ' })).toMatchObject({
      repo: 'blackland/website',
      branch: 'main',
    });
    expect(cmsSettingsFromEnv({ CMS_GITHUB_REPO: 'a/b', CMS_BRANCH: 'content/edits' })).toMatchObject({
      branch: 'content/edits',
    });
  });

  test('no repository: no editor', () => {
    expect(cmsSettingsFromEnv({})).toBeNull();
    expect(cmsSettingsFromEnv({ CMS_GITHUB_REPO: '  ' })).toBeNull();
  });

  test.each([
    [
      { CMS_GITHUB_REPO: 'https://github.com/blackland/website' },
      /CMS_GITHUB_REPO must be the GitHub repository as owner\/name/,
    ],
    [{ CMS_GITHUB_REPO: 'website' }, /CMS_GITHUB_REPO must be/],
    [{ CMS_GITHUB_REPO: 'a/b', CMS_BRANCH: 'main..x' }, /CMS_BRANCH must be a branch name/],
    [{ CMS_BRANCH: 'main' }, /CMS_BRANCH is set without CMS_GITHUB_REPO/],
  ])('%j stops the build, saying what to write', (env, message) => {
    expect(() => cmsSettingsFromEnv(env)).toThrow(message);
    return expect(editorSettingsStep(env).run(outDir)).rejects.toThrow(BuildStepError);
  });
});

test('the build step writes the editor when a repository is set, and none otherwise', async () => {
  const lines: string[] = [];
  await adminStep({}, (line) => lines.push(line)).run(outDir);
  expect(existsSync(path.join(outDir, 'admin'))).toBe(false);
  expect(lines.join('\n')).toMatch(/CMS_GITHUB_REPO is unset/);
  await adminStep({ CMS_GITHUB_REPO: 'blackland/website' }, () => {}).run(outDir);
  expect(existsSync(path.join(outDir, ADMIN_HTML_FILE))).toBe(true);
});

test('the editor is no page of the site: not in the registry, so never prerendered nor in sitemap.xml', () => {
  expect(registry.some((entry) => entry.path === ADMIN_PATH || entry.path.startsWith(`${ADMIN_PATH}/`))).toBe(false);
});
