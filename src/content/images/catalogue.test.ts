/**
 * The image catalogue holds one entry per picture, and every page uses the entry as it is: a file
 * that exists at the catalogue's size, one alt text, and for a project picture one caption and
 * city. Walks every content module, so a picture given another alt text or caption anywhere fails.
 */
import { galleryProjects } from '../galleryProjects';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allImages } from '.';
import { pictureModuleNames } from '../../../scripts/contentCheck';
import sharp from 'sharp';
import { isPhotoFile } from './photoVariants';
import type { CatalogueImage } from '../schemas/shapes';

const staticImages = path.resolve('static/images');
const photoDir = path.resolve('photos');
const contentDir = path.resolve('src/content');

/** Every content module (page copy), sub-service copy included; tests and the catalogue itself left out. */
function contentModules(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === __dirname ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return walk(contentDir);
}

/** Every object in a value that looks like a picture (it has a /images/ src), with where it was found. */
function picturesIn(
  value: unknown,
  where: string,
  seen = new Set<unknown>(),
): { where: string; picture: Record<string, unknown> }[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const own =
    'src' in value && typeof value.src === 'string' && value.src.startsWith('/images/')
      ? [{ where, picture: value as Record<string, unknown> }]
      : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => picturesIn(child, `${where}.${key}`, seen))];
}

/** The width and height an SVG declares in its viewBox. */
function svgSize(file: string): { width: number; height: number } {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(readFileSync(file, 'utf8'));
  if (!viewBox) throw new Error(`${file} has no viewBox`);
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

describe('image catalogue', () => {
  test('holds every entry module, each under its own key, and no key or file twice', () => {
    // the picture modules as the content check finds them (the helpers of this folder left out)
    expect(allImages.map((image) => image.key).sort()).toEqual(pictureModuleNames());
    expect(new Set(allImages.map((image) => image.file)).size).toBe(allImages.length);
  });

  test.each(allImages.map((image) => [image.key, image] as const))(
    '%s: the file exists at the catalogue size, with alt text',
    async (_key, image) => {
      // A photo original is checked in full (format, limits) by the build's photo step.
      const file = isPhotoFile(image.file) ? path.join(photoDir, image.file) : path.join(staticImages, image.file);
      expect(existsSync(file)).toBe(true);
      const size = isPhotoFile(image.file) ? await sharp(file).metadata() : svgSize(file);
      expect({ width: size.width, height: size.height }).toEqual({ width: image.width, height: image.height });
      expect(image.alt.length).toBeGreaterThan(20);
      // A view label ("Before: ") is added where the picture is shown as one; the entry describes the picture.
      expect(image.alt).not.toMatch(/^(Before|After):/);
      if (image.project) expect(image.caption).toBeTruthy();
    },
  );

  test('every picture in the page copy is a catalogue entry, unchanged', async () => {
    // The gallery projects' pictures are theirs (content/gallery/), as the photo step takes them (scripts/photos.ts).
    const byKey = new Map<string, CatalogueImage>(
      [...allImages, ...galleryProjects.map((item) => item.image)].map((image) => [image.key, image]),
    );
    const found: { where: string; picture: Record<string, unknown> }[] = [];
    for (const file of contentModules()) {
      const module: unknown = await import(file);
      found.push(...picturesIn(module, path.relative(contentDir, file)));
    }
    expect(found.length).toBeGreaterThan(80);
    for (const { where, picture } of found) {
      const entry = byKey.get(String(picture.key));
      // An object literal with its own src or alt (not imported from the catalogue) fails here.
      expect({ where, entry: entry?.key }).toEqual({ where, entry: picture.key });
      expect({ where, picture }).toEqual({ where, picture: entry });
    }
  });

  test('a picture given its own alt text or caption in the copy is caught', () => {
    const entry = allImages.find((image) => image.key === 'gallery-fire-pit')!;
    const copy = { showcase: { image: { ...entry, alt: 'Another fire pit', caption: 'In Richardson' } } };
    const found = picturesIn(copy, 'copy');
    expect(found).toHaveLength(1);
    expect(found[0]!.picture).not.toEqual(entry);
  });
});
