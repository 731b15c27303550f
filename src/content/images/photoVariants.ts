/**
 * Where a catalogue photo's variants live and which exist. Shared by the build (scripts/photos.ts,
 * which encodes them) and the Picture component (which lists them in srcset), so the two can never
 * disagree about a file name.
 *
 * A catalogue entry is a photo when its file is a JPEG or PNG original in photos/; anything else
 * (an SVG) is an illustration served as is from static/images.
 */

/** The widths, in pixels, a photo is encoded at (those up to the original's own width). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2400] as const;

/** Smallest original accepted: the third width, so every photo has at least three sizes. */
export const MIN_ORIGINAL_WIDTH = 1200;
/** Largest original accepted, in pixels on the long side and in bytes (a camera's full size is fine). */
export const MAX_ORIGINAL_SIDE = 8192;
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

/** Formats in the order a <picture> offers them: the browser takes the first it supports. */
export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number]['ext'];

/** Public folder of the variants, under the site root. */
export const PHOTO_URL_DIR = '/images/photos';

export const isPhotoFile = (file: string): boolean => /\.(jpe?g|png)$/i.test(file);

/** The widths a photo of this intrinsic width is encoded at. */
export const variantWidths = (originalWidth: number): number[] =>
  PHOTO_WIDTHS.filter((width) => width <= originalWidth);

/** "/images/photos/fire-pit-800.webp". */
export const variantUrl = (key: string, width: number, format: PhotoFormat): string =>
  `${PHOTO_URL_DIR}/${key}-${width}.${format}`;

/** The JPEG every browser can show: the width closest to 1200, the usual drawn size on a laptop. */
export const fallbackWidth = (originalWidth: number): number => {
  const widths = variantWidths(originalWidth);
  return widths.includes(1200) ? 1200 : widths[widths.length - 1]!;
};

/** "…-480.avif 480w, …-800.avif 800w": a srcset for one format. */
export const variantSrcset = (key: string, originalWidth: number, format: PhotoFormat): string =>
  variantWidths(originalWidth)
    .map((width) => `${variantUrl(key, width, format)} ${width}w`)
    .join(', ');
