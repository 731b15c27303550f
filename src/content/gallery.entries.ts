/**
 * The registry entries of the gallery's projects (/gallery/<item id>): listed in src/content/registry.ts. Each
 * is a shareable address of one project: the gallery page with that project open, prerendered as
 * its own file with the project's title, caption and picture in its head. Title, caption and city
 * are the catalogue's (./galleryItems.ts), never typed again.
 */
import type { PageEntry } from './pageEntry';
import { galleryItems } from './galleryItems';
import { galleryEntry } from './gallery.entry';

/** A gallery project's entry; `galleryItem` is the item's id in ./gallery.ts. */
export type GalleryItemEntry = PageEntry & { galleryItem: string };

/** The project page of a gallery item's id. */
export const galleryItemPath = (id: string): string => `${galleryEntry.path}/${id}`;

export const galleryItemEntries: GalleryItemEntry[] = galleryItems.map((item) => ({
  path: galleryItemPath(item.id),
  label: item.title,
  title: `${item.title} in ${item.location}`,
  description: item.description,
  // Below the gallery itself: each repeats the gallery around one project.
  priority: 0.4,
  changefreq: 'monthly',
  parent: galleryEntry.path,
  screen: galleryEntry.path,
  image: item.image,
  // The gallery's own module: the page is the gallery, with this project open.
  module: galleryEntry.module,
  sources:
    typeof __BROWSER_BUNDLE__ === 'undefined'
      ? [...galleryEntry.sources, `src/content/images/${item.image.key}.ts`]
      : [],
  galleryItem: item.id,
}));

/** The gallery project an entry opens, if it is a project's page. */
export const galleryItemOf = (entry: PageEntry): string | undefined => (entry as Partial<GalleryItemEntry>).galleryItem;
