/** The gallery's projects (src/content/galleryItems.ts). */
import { z } from 'zod';
import { contentFunction, distinct, galleryCategory, galleryItem, text } from './shapes';

/**
 * The projects, three to a row on large screens. A project opens full screen, and has its own
 * page, by its id (a URL segment), so ids are unique.
 */
export const galleryItemList = z
  .array(galleryItem)
  .min(3)
  .refine((list) => distinct(list, (item) => item.id), 'two projects share an id')
  .refine((list) => list.every((item) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.id)), 'an id is a URL segment');

export const galleryItemsContent = z.strictObject({
  galleryItems: galleryItemList,
  /** Each category's name ("Outdoor Living"): the gallery's filter and a card's label. */
  galleryCategoryLabels: z.record(galleryCategory, text),
  /** The gallery filtered to a category, as a link. */
  galleryPathFor: contentFunction,
  /** A service page's link to its work in the gallery, or to related work. */
  workLink: contentFunction,
});

/** The module's exports, as the schema reads them. */
export type GalleryItemsContent = z.infer<typeof galleryItemsContent>;
