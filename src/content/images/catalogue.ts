/**
 * The image catalogue's shape. Each picture on the site is one entry, in its own module named after
 * its key (src/content/images/<key>.ts): the file, its intrinsic size, one alt text and, for a
 * picture of a real job, one caption and the project it shows. Pages import the entries they show
 * and take every word about a picture from the entry, so one picture is one project everywhere.
 *
 * One module per entry keeps each page's JavaScript to the entries it uses: a single catalogue
 * module would put every alt text and caption on the site into every page that shows one picture.
 */
import { fallbackWidth, isPhotoFile, variantUrl } from '../../lib/photoVariants';
import type { GalleryCategory } from '../types';

/** The job a picture shows. */
export interface ImageProject {
  /** The project's name, e.g. "Fire Pit Circle". */
  title: string;
  /** City or neighborhood, e.g. "Allen" or "Lakewood, Dallas". */
  city: string;
  category: GalleryCategory;
  segment: 'residential' | 'commercial';
}

export interface ImageEntry {
  /**
   * The file: an illustration in static/images ("gallery-fire-pit.svg"), or a photo original in
   * photos/ ("fire-pit-allen.jpg", JPEG or PNG) that the build encodes as AVIF, WebP and JPEG at
   * several widths. Changing an entry from one to the other is all a page needs.
   */
  file: string;
  /**
   * Intrinsic size: the SVG's viewBox, or the photo original's size in pixels (the build checks it).
   * Pages set them as width and height, so nothing shifts while the picture loads.
   */
  width: number;
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The one caption the picture carries wherever it is captioned. */
  caption?: string;
  /** Set when the picture shows one of our jobs: every page then names the same project. */
  project?: ImageProject;
}

/** A catalogue entry as pages use it: the entry plus its key and public URL. */
export interface CatalogueImage extends ImageEntry {
  key: string;
  /** Public URL: the illustration ("/images/gallery-fire-pit.svg") or a photo's JPEG fallback variant. */
  src: string;
}

/** A project picture: caption and project are always there. */
export type ProjectImage = CatalogueImage & Required<Pick<ImageEntry, 'caption' | 'project'>>;

export function defineImage<E extends ImageEntry>(key: string, entry: E): CatalogueImage & E {
  // A photo's src is its JPEG fallback; <picture> offers the AVIF and WebP variants before it.
  const src = isPhotoFile(entry.file) ? variantUrl(key, fallbackWidth(entry.width), 'jpg') : `/images/${entry.file}`;
  return { ...entry, key, src };
}

/** "Allen: A round stone fire pit …", the caption with its place, as carousels and lists show it. */
export const placedCaption = (image: ProjectImage): string => `${image.project.city}: ${image.caption}`;
