/**
 * Copy of the two portfolio pages. Both are views of the gallery's projects (gallery.ts), not
 * copies of /gallery: /portfolio groups every project by category, with counts, places and the
 * service behind each; /residential-portfolio shows only the homeowners' projects. The selections
 * and counts are computed from the gallery data, so a new gallery item shows up here by itself.
 * The pages' words are the owner's, in content/pages/portfolio.json (./portfolioWords.ts).
 */
import { galleryItems } from './gallery';
import type { GalleryCategory, GalleryItem } from './schemas/shapes';
import { fillOwn } from './ownValues';
import { projectCountWords } from './portfolioWords';

/** Items of a category, in gallery order. */
export const itemsIn = (category: GalleryCategory, items: GalleryItem[] = galleryItems): GalleryItem[] =>
  items.filter((item) => item.category === category);

/** Distinct places of a set of items, in first-seen order. */
export const placesOf = (items: GalleryItem[]): string[] => [...new Set(items.map((item) => item.location))];

/**
 * Places as a readable list: "Plano, Garland and Irving", or with semicolons when a place has a
 * comma of its own: "Richardson; Lakewood, Dallas; and McKinney".
 */
export const placeList = (places: string[]): string => {
  if (places.length <= 1) return places[0] ?? '';
  const separator = places.some((place) => place.includes(',')) ? '; ' : ', ';
  const last = places[places.length - 1]!;
  return places.length === 2
    ? `${places[0]} and ${last}`
    : `${places.slice(0, -1).join(separator)}${separator === '; ' ? '; and' : ' and'} ${last}`;
};

/** "1 project" / "3 projects", in the owner's words. */
export const projectCount = (count: number): string =>
  fillOwn(count === 1 ? projectCountWords.one : projectCountWords.many, { count: String(count) });

export const residentialItems: GalleryItem[] = galleryItems.filter((item) => item.segment === 'residential');

export { portfolio, residentialPortfolio } from './portfolioWords';
