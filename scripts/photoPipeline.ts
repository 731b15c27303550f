/**
 * The photo pipeline (run by scripts/photos.ts): every catalogue image whose file is a JPEG or PNG original in photos/ is
 * encoded as AVIF, WebP and JPEG at the widths of src/content/images/photoVariants.ts, into
 * <build>/images/photos/<key>-<width>.<format>. Pages list those files in <picture> srcsets.
 *
 * Originals are checked first: a file that is missing, not really a JPEG or PNG, smaller than the
 * minimum width, larger than the maximum, or of another size than the catalogue says fails the
 * build with a message that names the file and what to do.
 *
 * Encoded variants are cached by the original's content and the encoding settings (in
 * node_modules/.cache/photos), so an unchanged photo is copied, not re-encoded, on the next build.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  MAX_ORIGINAL_BYTES,
  MAX_ORIGINAL_SIDE,
  MIN_ORIGINAL_WIDTH,
  PHOTO_FORMATS,
  PHOTO_URL_DIR,
  isPhotoFile,
  variantWidths,
  type PhotoFormat,
} from '../src/content/images/photoVariants';

/** What the pipeline needs of an image of the catalogue (src/content/images). */
export interface CatalogueImage {
  key: string;
  file: string;
  width: number;
  height: number;
}

export interface BuildPhotosOptions {
  /** The image catalogue's entries (illustrations are skipped). */
  images: CatalogueImage[];
  /** Folder of the originals (photos/). */
  sourceDir: string;
  /** The build output (dist/): variants go to <outDir>/images/photos. */
  outDir: string;
  /** Where encoded variants are kept between builds. */
  cacheDir: string;
  log?: (line: string) => void;
}

export interface BuildPhotosResult {
  /** Keys encoded in this run. */
  encoded: string[];
  /** Keys whose variants came from the cache. */
  reused: string[];
  /** Every variant written to the output, relative to outDir. */
  files: string[];
}

/** A bad original: the build stops with this message. */
export class PhotoError extends Error {
  override name = 'PhotoError';
}

/** Encoder settings; part of the cache key, so changing one re-encodes every photo. */
const ENCODING = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 76, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads an original and checks it against the limits and the size the catalogue gives it. */
export async function readOriginal(image: CatalogueImage, sourceDir: string): Promise<Buffer> {
  const file = path.join(sourceDir, image.file);
  // Name what uses the photo, where the owner gave it: a gallery project's file, or a picture's name.
  const usedBy = image.key.startsWith('project-')
    ? `the picture of content/gallery/${image.key.slice('project-'.length)}.json`
    : `the picture "${image.key}" of content/pictures.json`;
  const name = `${path.basename(sourceDir)}/${image.file} (${usedBy})`;
  const info = await stat(file).catch(() => null);
  if (!info)
    throw new PhotoError(`${name} does not exist: put the original in ${sourceDir}, or fix the entry's file name`);
  if (info.size > MAX_ORIGINAL_BYTES) {
    throw new PhotoError(
      `${name} is ${megabytes(info.size)}; originals may be at most ${megabytes(MAX_ORIGINAL_BYTES)}: export it at a lower quality or size`,
    );
  }
  const original = await readFile(file);
  // The format is read from the bytes, not the extension: a renamed HEIC or WebP is refused.
  const meta = await sharp(original)
    .metadata()
    .catch(() => null);
  if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) {
    throw new PhotoError(
      `${name} is not a JPEG or PNG image${meta?.format ? ` (it is ${meta.format})` : ''}: export it as JPEG`,
    );
  }
  // Phone photos are often stored sideways with an EXIF orientation; the variants are upright.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height! : meta.width!;
  const height = sideways ? meta.width! : meta.height!;
  if (width < MIN_ORIGINAL_WIDTH) {
    throw new PhotoError(
      `${name} is ${width}×${height} px; originals must be at least ${MIN_ORIGINAL_WIDTH} px wide so the larger variants stay sharp`,
    );
  }
  if (Math.max(width, height) > MAX_ORIGINAL_SIDE) {
    throw new PhotoError(
      `${name} is ${width}×${height} px; originals may be at most ${MAX_ORIGINAL_SIDE} px on the long side: resize it before adding it`,
    );
  }
  if (width !== image.width || height !== image.height) {
    // The size comes from the file itself (src/content/images/pictureFiles.ts): a mismatch is a file changed since.
    throw new PhotoError(
      `${name} is ${width}×${height} px but was read as ${image.width}×${image.height}: it changed during the build, build again`,
    );
  }
  return original;
}

const variantName = (key: string, width: number, format: PhotoFormat) => `${key}-${width}.${format}`;

async function encode(original: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return image.avif(ENCODING.avif).toBuffer();
  if (format === 'webp') return image.webp(ENCODING.webp).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg(ENCODING.jpg).toBuffer();
}

async function hasAll(dir: string, names: string[]): Promise<boolean> {
  const present = new Set(await readdir(dir).catch(() => [] as string[]));
  return names.every((name) => present.has(name));
}

/** Checks every original, then writes its variants, from the cache when the original is unchanged. */
export async function buildPhotos({
  images,
  sourceDir,
  outDir,
  cacheDir,
  log = () => {},
}: BuildPhotosOptions): Promise<BuildPhotosResult> {
  const photos = images.filter((image) => isPhotoFile(image.file));
  // Check all originals before encoding any, so one build reports every bad file at once.
  const checked = await Promise.allSettled(photos.map((image) => readOriginal(image, sourceDir)));
  const problems = checked.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as Error).message)] : [],
  );
  if (problems.length > 0) throw new PhotoError(problems.join('\n'));

  const target = path.join(outDir, PHOTO_URL_DIR);
  await mkdir(target, { recursive: true });
  const result: BuildPhotosResult = { encoded: [], reused: [], files: [] };
  for (const [index, image] of photos.entries()) {
    const original = (checked[index] as PromiseFulfilledResult<Buffer>).value;
    const widths = variantWidths(image.width);
    const names = widths.flatMap((width) => PHOTO_FORMATS.map(({ ext }) => variantName(image.key, width, ext)));
    const hash = createHash('sha256')
      .update(original)
      .update(JSON.stringify({ ENCODING, widths, sharp: sharp.versions }))
      .digest('hex')
      .slice(0, 16);
    const cached = path.join(cacheDir, `${image.key}-${hash}`);
    if (await hasAll(cached, names)) {
      result.reused.push(image.key);
    } else {
      const started = Date.now();
      const partial = `${cached}.partial-${process.pid}`;
      await rm(partial, { recursive: true, force: true });
      await mkdir(partial, { recursive: true });
      for (const width of widths) {
        for (const { ext } of PHOTO_FORMATS) {
          await writeFile(path.join(partial, variantName(image.key, width, ext)), await encode(original, width, ext));
        }
      }
      // A build stopped halfway leaves only a .partial folder, never a cache folder missing files.
      await rm(cached, { recursive: true, force: true });
      await rename(partial, cached);
      result.encoded.push(image.key);
      log(`photos: ${image.file} -> ${names.length} variants in ${Date.now() - started} ms`);
    }
    for (const name of names) {
      await copyFile(path.join(cached, name), path.join(target, name));
      result.files.push(path.join(PHOTO_URL_DIR, name).replace(/^\//, ''));
    }
  }
  if (photos.length > 0) log(`photos: ${result.encoded.length} encoded, ${result.reused.length} from the cache`);
  return result;
}
