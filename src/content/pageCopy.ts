/**
 * Reads a page's words from content/pages/<page>.json for the page's copy module: parsed with the
 * page file's schema (listed in ./schemas/dataFiles.ts, made by ./schemas/pageFile.ts), which fills the placeholders and counters, then each
 * picture named by the file replaced by its catalogue entry. Node only: every copy module that uses
 * it is replaced by its value when webpack builds (scripts/buildTimeValue.ts), so the browser gets the
 * final words, never this file reading or zod. The file is read, not imported, so the dev server's
 * rebuild sees the owner's edit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allImages } from './images';
// The schemas' values are used here, in Node: each copy module that reads a page is built as its value, never zod.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { dataFiles } from './schemas/dataFiles';
import type { PictureRef } from './schemas/pageFile';

const isPictureRef = (value: object): value is PictureRef =>
  Object.keys(value).length === 1 && typeof (value as Partial<PictureRef>).picture === 'string';

/** `value` with every `{ picture: name }` replaced by the catalogue's entry of that name. */
function withPictures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPictures);
  if (typeof value !== 'object' || value === null) return value;
  if (isPictureRef(value)) {
    const found = allImages.find((image) => image.key === value.picture);
    if (!found) throw new Error(`no picture is named "${value.picture}"`);
    return found;
  }
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withPictures(field)]));
}

/**
 * The words of content/<file> (a data file listed in ./schemas/dataFiles.ts) as the site says them. A
 * mistake in the file throws, naming it; the build's content check (scripts/contentCheck.ts) has
 * already said what to fix, field by field.
 */
export function readDataFile(file: string, root = '.'): unknown {
  const described = dataFiles[file];
  const where = path.posix.join('content', file);
  if (!described) throw new Error(`${where} is not listed in src/content/schemas/dataFiles.ts`);
  const result = described.schema.safeParse(JSON.parse(readFileSync(path.join(root, where), 'utf8')));
  if (!result.success)
    throw new Error(`${where} has mistakes: run npm run build:content to see what to write (${result.error.message})`);
  return withPictures(result.data);
}

/** The words of content/pages/<name>.json as the page shows them. */
export const readPage = (name: string, root = '.'): unknown => readDataFile(`pages/${name}.json`, root);
