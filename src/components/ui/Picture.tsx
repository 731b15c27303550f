import type { Illustration } from '../../content/schemas/shapes';
import { PHOTO_FORMATS, isPhotoFile, variantSrcset } from '../../content/images/photoVariants';

/**
 * How wide a picture is drawn at each breakpoint, for the browser to pick a file size (the `sizes`
 * attribute). One name per layout, so every grid of the same shape asks for the same widths.
 */
export const pictureSizes = {
  /** Edge to edge: heroes and banner backgrounds. */
  full: '100vw',
  /** One of two columns from the large breakpoint, full width below. */
  half: '(min-width: 1024px) 50vw, 100vw',
  /** A three-column grid: one third on large screens, half on tablets, full width on phones. */
  third: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** Two pictures side by side inside a card of a three-column grid. */
  pair: '(min-width: 1024px) 17vw, 50vw',
  /** The gallery's full-screen view, at most 64rem wide. */
  overlay: '(min-width: 1024px) 1024px, 100vw',
} as const;

export type PictureSizes = (typeof pictureSizes)[keyof typeof pictureSizes];

export interface PictureProps {
  image: Illustration;
  /** How wide the picture is drawn: one of pictureSizes. */
  sizes: PictureSizes;
  /**
   * "lazy" (the default) for pictures below the fold; "priority" for the hero, the page's largest
   * paint, which loads at once with high priority; "eager" for a picture shown on demand (a dialog).
   */
  loading?: 'lazy' | 'eager' | 'priority';
  /** A background behind text: hidden from assistive technology (empty alt). */
  decorative?: boolean;
  /** "Before" or "After" (the owner's words): said first in the alt text, as the picture's badge says it on screen. */
  view?: string;
  className?: string;
  draggable?: boolean;
}

/** The alt text a catalogue picture is given in a view: "After: A finished backyard …". */
export const altText = (image: Illustration, view?: string): string => (view ? `${view}: ${image.alt}` : image.alt);

/**
 * Every catalogue picture on the site is drawn by this component: width and height from the
 * catalogue (so nothing shifts while it loads), lazy loading below the fold, high priority for the
 * hero, and one alt text per picture. A photo becomes a <picture> offering its AVIF and WebP
 * variants, with a JPEG srcset for every other browser; `sizes` tells the browser which width to
 * fetch. An illustration (SVG) is one file at every width.
 */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  decorative = false,
  view,
  className,
  draggable,
}: PictureProps) {
  const photo = isPhotoFile(image.file);
  const img = (
    <img
      src={image.src}
      srcSet={photo ? variantSrcset(image.key, image.width, 'jpg') : undefined}
      sizes={photo ? sizes : undefined}
      alt={decorative ? '' : altText(image, view)}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding={loading === 'priority' ? undefined : 'async'}
      data-image={image.key}
      draggable={draggable}
      className={className}
    />
  );
  if (!photo) return img;
  return (
    // display: contents, so the <img> lays out exactly as it would without the wrapper.
    <picture className="contents">
      {PHOTO_FORMATS.filter((format) => format.ext !== 'jpg').map((format) => (
        <source
          key={format.ext}
          type={format.type}
          srcSet={variantSrcset(image.key, image.width, format.ext)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
