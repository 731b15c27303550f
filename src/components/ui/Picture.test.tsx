/**
 * The markup of the one component that draws catalogue pictures: an illustration is a plain <img>;
 * the same entry switched to a photo becomes a <picture> with AVIF and WebP sources, a JPEG srcset,
 * sizes, width and height, lazy below the fold and high priority for the hero.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'node-html-parser';
import galleryFirePit from '../../content/images/gallery-fire-pit';
import { defineImage } from '../../content/images/catalogue';
import { Picture, pictureSizes } from './Picture';
import { sectionWords } from '../../content/sectionWords';

const render = (element: React.ReactElement) => parse(renderToStaticMarkup(element));
/** Attribute names as HTML reads them (case-insensitive): React writes srcSet, the browser sees srcset. */
const attributes = (el: { attributes: Record<string, string> }) =>
  Object.fromEntries(Object.entries(el.attributes).map(([name, value]) => [name.toLowerCase(), value]));

/** The fire-pit entry as an illustration, and as the business would change it: a photo original instead of the SVG, nothing else. */
const asIllustration = defineImage('gallery-fire-pit', {
  ...galleryFirePit,
  file: 'gallery-fire-pit.svg',
  width: 800,
  height: 600,
});
const asPhoto = defineImage('gallery-fire-pit', {
  ...galleryFirePit,
  file: 'fire-pit-allen.jpg',
  width: 2000,
  height: 1500,
});

describe('Picture', () => {
  test('draws an illustration as one lazy <img> with the catalogue size and alt text', () => {
    const root = render(<Picture image={asIllustration} sizes={pictureSizes.third} />);
    const img = root.querySelector('img')!;
    expect(root.querySelectorAll('picture')).toHaveLength(0);
    expect(attributes(img)).toMatchObject({
      src: '/images/gallery-fire-pit.svg',
      width: '800',
      height: '600',
      loading: 'lazy',
      alt: galleryFirePit.alt,
      'data-image': 'gallery-fire-pit',
    });
    expect(img.getAttribute('srcset')).toBeUndefined();
  });

  test('an entry switched to a photo renders <picture> with AVIF, WebP and JPEG at every width', () => {
    const root = render(<Picture image={asPhoto} sizes={pictureSizes.third} />);
    const sources = root.querySelectorAll('picture > source').map(attributes);
    const widths = [480, 800, 1200, 1600];
    const srcset = (ext: string) => widths.map((w) => `/images/photos/gallery-fire-pit-${w}.${ext} ${w}w`).join(', ');
    expect(sources).toEqual([
      { type: 'image/avif', srcset: srcset('avif'), sizes: pictureSizes.third },
      { type: 'image/webp', srcset: srcset('webp'), sizes: pictureSizes.third },
    ]);
    const img = root.querySelector('picture > img')!;
    expect(attributes(img)).toMatchObject({
      src: '/images/photos/gallery-fire-pit-1200.jpg',
      srcset: srcset('jpg'),
      sizes: pictureSizes.third,
      width: '2000',
      height: '1500',
      loading: 'lazy',
      alt: galleryFirePit.alt,
    });
    // The caption stays the entry's: one picture, one story.
    expect(asPhoto.caption).toBe(galleryFirePit.caption);
  });

  test('the hero loads at once with high priority; a decorative background has an empty alt', () => {
    const hero = render(<Picture image={asPhoto} sizes={pictureSizes.full} loading="priority" />).querySelector('img')!;
    expect(hero.getAttribute('loading')).toBeUndefined();
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('sizes')).toBe('100vw');
    const background = render(<Picture image={asPhoto} sizes={pictureSizes.full} decorative />).querySelector('img')!;
    expect(background.getAttribute('alt')).toBe('');
  });

  test('a view of a before/after pair says which one in its alt text', () => {
    const img = render(
      <Picture image={asIllustration} sizes={pictureSizes.half} view={sectionWords.beforeAfter.after} />,
    ).querySelector('img')!;
    expect(img.getAttribute('alt')).toBe(`${sectionWords.beforeAfter.after}: ${galleryFirePit.alt}`);
  });

  test('a photo narrower than the largest width lists only the widths it has', () => {
    const small = defineImage('small', {
      file: 'small.png',
      width: 1250,
      height: 800,
      alt: 'A small photo of a garden bed for the test',
    });
    const img = render(<Picture image={small} sizes={pictureSizes.half} />).querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/images/photos/small-480.jpg 480w, /images/photos/small-800.jpg 800w, /images/photos/small-1200.jpg 1200w',
    );
    expect(img.getAttribute('src')).toBe('/images/photos/small-1200.jpg');
  });
});
