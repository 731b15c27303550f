/**
 * The bench's script-free copy (scripts/noJsBaseline.ts): executable scripts and script preloads go,
 * everything else (styles, image preloads, JSON-LD, markup, comments) stays, and the build it copies
 * is left alone.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeNoJsCopy, withoutScripts } from './noJsBaseline';

const page = `<!doctype html><html lang="en"><head>
<link href="/assets/main.css" rel="stylesheet">
<link rel="preload" as="script" href="/assets/page-home.js">
<link rel="modulepreload" href="/assets/mod.js">
<link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">
<script defer src="/assets/main.js"></script>
<script type="module">import('/x.js')</script>
<script>window.__X__ = 1;</script>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
</head><body><div id="root"><h1>Fences</h1><!-- --><p>Cedar &amp; iron</p></div></body></html>`;

describe('withoutScripts', () => {
  const stripped = withoutScripts(page);

  it('removes executable scripts and script preloads', () => {
    expect(stripped).not.toContain('main.js');
    expect(stripped).not.toContain('page-home.js');
    expect(stripped).not.toContain('mod.js');
    expect(stripped).not.toContain('__X__');
    expect(stripped).not.toContain("import('/x.js')");
  });

  it('keeps everything else: styles, image preloads, structured data, markup and comments', () => {
    expect(stripped).toContain('<link href="/assets/main.css" rel="stylesheet">');
    expect(stripped).toContain('as="image" href="/images/hero.svg"');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"LocalBusiness"}</script>');
    expect(stripped).toContain('<div id="root"><h1>Fences</h1><!-- --><p>Cedar &amp; iron</p></div>');
  });
});

describe('makeNoJsCopy', () => {
  it('copies the build and strips the scripts of every HTML file, leaving the original alone', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nojs-dist-'));
    mkdirSync(path.join(dist, 'about'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'about', 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1)');

    const copy = await makeNoJsCopy(dist);
    try {
      for (const file of ['index.html', 'about/index.html']) {
        expect(readFileSync(path.join(copy.dir, file), 'utf8')).not.toContain('/assets/main.js');
      }
      expect(readFileSync(path.join(copy.dir, 'assets', 'main.js'), 'utf8')).toBe('console.log(1)');
      expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(page);
    } finally {
      await copy.remove();
    }
    expect(existsSync(copy.dir)).toBe(false);
  });
});
