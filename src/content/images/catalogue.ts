/**
 * The image catalogue. Each picture on the site is one entry, in its own module named after its key
 * (src/content/images/<key>.ts): the file, its intrinsic size, one alt text and, for a picture of a
 * real job, one caption and the project it shows (the shape is `imageEntry` in ../schemas/shapes.ts). Pages import the entries they show
 * and take every word about a picture from the entry, so one picture is one project everywhere.
 *
 * One module per entry keeps each page's JavaScript to the entries it uses: a single catalogue
 * module would put every alt text and caption on the site into every page that shows one picture.
 */
import { fallbackWidth, isPhotoFile, variantUrl } from './photoVariants';
import type { CatalogueImage, ImageEntry } from '../schemas/shapes';

export function defineImage<E extends ImageEntry>(key: string, entry: E): CatalogueImage & E {
  // A photo's src is its JPEG fallback; <picture> offers the AVIF and WebP variants before it.
  const src = isPhotoFile(entry.file) ? variantUrl(key, fallbackWidth(entry.width), 'jpg') : `/images/${entry.file}`;
  return { ...entry, key, src };
}

/**
 * "Allen: A round stone fire pit …", the caption with its place, as carousels and lists show it; a
 * picture of no job (an illustration) has its caption alone.
 */
export const placedCaption = (image: CatalogueImage): string =>
  image.project ? `${image.project.city}: ${image.caption ?? ''}` : (image.caption ?? '');
