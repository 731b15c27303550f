/**
 * The JavaScript a route needs before it is interactive: the entry scripts in its prerendered HTML
 * plus the chunks the crawl preloads for it (its page module). Sizes are gzip level 9, as served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: string[];
  gzipBytes: number;
}

export function initialJsOf(html: string, distDir: string): InitialJs {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="preload"[^>]*as="script"/g)].map((m) => (m[1] ?? m[2])!);
  const files = [...new Set([...scripts, ...preloads])].filter((src) => src.startsWith('/'));
  const gzipBytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

export function htmlPathFor(distDir: string, routePath: string): string {
  return path.join(distDir, routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`);
}
