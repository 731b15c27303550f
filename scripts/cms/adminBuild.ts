/**
 * Build step: the owner's editor at /admin. Writes dist/admin/index.html (a tiny page with no inline
 * script or style: the editor's bundle and its configuration, nothing else), and beside the site's own
 * assets the editor's bundle (copied from the pinned @sveltia/cms package) and its configuration
 * (cmsConfig.ts), each under a name carrying its content's hash, so both are cached like every other
 * asset (immutable) while the page, revalidated on every visit, always names the current pair.
 *
 * The editor's fonts (its icons among them) are the site's own files too: the bundle names them on a
 * CDN, and the build points it at copies from the same fonts' packages (editorFonts), so the editor
 * loads nothing from another site and draws its icons offline.
 *
 * The page is not a registry route: it is not prerendered, not in sitemap.xml, and says `noindex`;
 * it carries its own Content-Security-Policy (server/security.ts, adminCspDirectives).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_HTML_FILE } from '../../server/cms/paths';
import { business } from '../../src/content/business';
import { escapeHtml } from '../../src/lib/escapeHtml';
import { cmsConfig, type CmsSettings } from './cmsConfig';

/** The editor's browser bundle in the package (one file: the editor loads nothing else for our fields). */
export function sveltiaBundlePath(): string {
  // From the project's root, as every build step reads its inputs (photos/, content/).
  return path.resolve('node_modules/@sveltia/cms/dist/sveltia-cms.js');
}

/**
 * Each font the bundle names on jsDelivr, and the file of the pinned package (package.json) that is
 * the same font at the same version. After an upgrade of @sveltia/cms that names other fonts, the
 * build stops on the first URL it no longer finds (scripts/cms/adminBuild.test.ts runs it).
 */
export const editorFonts = [
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    url: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
] as const;

const contentHash = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export function adminPageHtml({ scriptSrc, configHref }: { scriptSrc: string; configHref: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
<title>Site editor · ${escapeHtml(business.name)}</title>
<link rel="cms-config-url" type="application/json" href="${escapeHtml(configHref)}">
<script src="${escapeHtml(scriptSrc)}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * Writes the editor into the build folder `outDir`: its page, its bundle and its configuration.
 * Returns the files written, relative to `outDir`.
 */
export async function writeAdmin(outDir: string, settings: CmsSettings): Promise<string[]> {
  const bundle = await readFile(sveltiaBundlePath());
  // The package's last line names a source map the build does not ship: drop it, or every
  // developer-tools window asks the server for a file it does not have.
  let script = bundle.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  const fonts: { name: string; bytes: Buffer }[] = [];
  for (const { url, file } of editorFonts) {
    if (!script.includes(url))
      throw new Error(
        `the editor's bundle no longer names the font ${url}: update editorFonts in scripts/cms/adminBuild.ts`,
      );
    const bytes = await readFile(path.resolve('node_modules', file));
    const name = `assets/${path.basename(file, '.woff2')}.${contentHash(bytes)}.woff2`;
    fonts.push({ name, bytes });
    script = script.replaceAll(url, `/${name}`);
  }
  const config = `${JSON.stringify(cmsConfig(settings), null, 2)}\n`;
  const scriptFile = `assets/sveltia-cms.${contentHash(script)}.js`;
  const configFile = `assets/cms-config.${contentHash(config)}.json`;

  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await mkdir(path.join(outDir, 'admin'), { recursive: true });
  await writeFile(path.join(outDir, scriptFile), script);
  for (const font of fonts) await writeFile(path.join(outDir, font.name), font.bytes);
  await writeFile(path.join(outDir, configFile), config);
  await writeFile(
    path.join(outDir, ADMIN_HTML_FILE),
    adminPageHtml({ scriptSrc: `/${scriptFile}`, configHref: `/${configFile}` }),
  );
  return [ADMIN_HTML_FILE, scriptFile, configFile, ...fonts.map((font) => font.name)];
}
