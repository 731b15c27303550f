/**
 * A built page as the no-browser checks read it (e2e/built-pages/): the prerendered file in dist/,
 * parsed with node-html-parser, and what those checks read from it. What a visitor without script and
 * a crawler get; the browser tests check that hydration keeps it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { htmlFileFor, siteDir } from '../server/site/buildOutput';

/** The built page of a registry path, parsed. */
export const builtPage = (pagePath: string, dir = siteDir()): HTMLElement =>
  parse(readFileSync(path.join(dir, htmlFileFor(pagePath)), 'utf8'));

/** The JSON-LD blocks of a page, parsed. */
export const jsonLdBlocks = (root: HTMLElement): Record<string, unknown>[] =>
  root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>);

/** An element's text with its whitespace collapsed, as a reader sees it. */
export const textOf = (element: HTMLElement | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
