/** The gallery's projects (src/content/galleryItems.ts). */
import { z } from 'zod';
import { galleryCategoryLabels } from '../galleryCategoryLabels';
import { contentFunction, distinct, galleryCategory, galleryItem, listPosition, segment, text } from './shapes';

/**
 * The projects, three to a row on large screens, any number from none (the site ships none: the
 * owner adds their own jobs). A project opens full screen, and has its own page, by its id (a URL
 * segment), so ids are unique.
 */
export const galleryItemList = z
  .array(galleryItem)
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

const titleNeeded = 'Enter the project\'s name, like "Cedar Privacy Fence"';
const cityNeeded = 'Enter the city or neighborhood, like "Plano" or "Lakewood, Dallas"';
const descriptionNeeded = "Say what was done in one or two sentences: the card and the project's page show it";
const altNeeded =
  'Describe what the picture shows in a sentence (read to people who cannot see it), like "A cedar privacy fence along a backyard"';
const pictureMessage =
  'Upload a photo (JPEG or PNG, it is saved as "uploads/<file>"), or keep the name of the drawing it shows, like "gallery-cedar-privacy"';

/**
 * A picture of a gallery project: a photo the owner uploaded (photos/uploads/<file>, "uploads/<file>"
 * as the editor writes it) or the name of one of the site's drawings (static/images/<name>.svg), which
 * stays until a photo replaces it ("/uploads/<file>" too: the editor writes its media folder's
 * public path from the site's root). Whether the file is there and readable is the content check's.
 */
export const projectPicture = z
  .string({ error: pictureMessage })
  .regex(/^(\/?uploads\/[\w.-]+\.(jpe?g|png|heic)|[a-z0-9]+(-[a-z0-9]+)*)$/i, pictureMessage)
  .meta({ title: 'Picture', description: pictureMessage, widget: 'image', patternMessage: pictureMessage });

/**
 * One gallery project as the owner writes it: content/gallery/<name>.json, whose file name is the
 * project's address (/gallery/<name>). Its page, its sitemap entry and its place under the gallery's
 * filter follow from this file alone (src/content/galleryFolder.ts reads the folder).
 */
export const galleryProjectFile = z
  .strictObject({
    title: z
      .string({ error: titleNeeded })
      .trim()
      .min(1, titleNeeded)
      .meta({ title: 'Title', description: 'The project\'s name, without the city: the site adds it ("Cedar privacy fence" is shown as "Cedar privacy fence in Plano").' }),
    city: z
      .string({ error: cityNeeded })
      .trim()
      .min(1, cityNeeded)
      .meta({ title: 'City', description: 'City or neighborhood, like "Plano" or "Lakewood, Dallas".' }),
    category: galleryCategory.meta({
      title: 'Category',
      description: 'The gallery filter it shows under.',
      optionLabels: galleryCategoryLabels,
    }),
    segment: segment.meta({
      title: 'Kind of job',
      optionLabels: { residential: 'Residential (a home)', commercial: 'Commercial (a business or HOA)' },
    }),
    description: z
      .string({ error: descriptionNeeded })
      .trim()
      .min(1, descriptionNeeded)
      .meta({ title: 'What we did', description: 'One or two sentences.', multiline: true }),
    picture: projectPicture,
    alt: z
      .string({ error: altNeeded })
      .trim()
      .min(1, altNeeded)
      .refine((alt) => !/\.(svg|jpe?g|png|heic|webp|avif)$/i.test(alt), altNeeded)
      .meta({
        title: 'What the picture shows',
        description: 'A sentence for people who cannot see it (the alt text).',
      }),
    order: listPosition('Position in the gallery', '1 shows first. Left empty, the project shows after the numbered ones.'),
  })
  // Pages add the place themselves ("Fire Pit Circle in Allen"): a title that ends with it reads "… in Allen in Allen".
  .refine((project) => !project.title.toLowerCase().endsWith(` in ${project.city.toLowerCase()}`), {
    message: 'Leave the city out of the title: the site adds it after the title ("… in Plano")',
    path: ['title'],
  });
export type GalleryProjectFile = z.infer<typeof galleryProjectFile>;
