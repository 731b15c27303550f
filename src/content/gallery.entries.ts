/**
 * The registry entries of the gallery's projects (/gallery/<item id>): listed in src/content/registry.ts. Each
 * is a shareable address of one project: the gallery page with that project open, prerendered as
 * its own file with the project's title, caption and picture in its head. Title, caption and city
 * are the project file's (./galleryItems.ts), never typed again.
 */
import type { PageEntry } from './pageEntry';
import type { GalleryItem } from './schemas/shapes';
import { galleryItems } from './galleryItems';
import { galleryProjectFiles } from './galleryProjects';
import { galleryEntry } from './gallery.entry';

/** A gallery project's entry; `galleryItem` is the item's id in ./gallery.ts. */
export type GalleryItemEntry = PageEntry & { galleryItem: string };

/** The project page of a gallery item's id. */
export const galleryItemPath = (id: string): string => `${galleryEntry.path}/${id}`;

/**
 * The entries of a list of projects: one page each, from its file alone (content/gallery/<id>.json,
 * whose last commit dates the page in the sitemap). Its title is the project's name and city; the
 * project's schema refuses a name that already ends with the city ("… in Plano in Plano").
 */
export const galleryItemEntriesOf = (items: GalleryItem[]): GalleryItemEntry[] =>
  items.map((item) => ({
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
        ? [...galleryEntry.sources, galleryProjectFiles[item.id] ?? `content/gallery/${item.id}.json`]
        : [],
    galleryItem: item.id,
  }));

export const galleryItemEntries: GalleryItemEntry[] = galleryItemEntriesOf(galleryItems);

/** The gallery project an entry opens, if it is a project's page. */
export const galleryItemOf = (entry: PageEntry): string | undefined => (entry as Partial<GalleryItemEntry>).galleryItem;
