/**
 * The shape of one sub-service page (/services/<service>/<sub-service>). Each parent service keeps
 * its sub-service pages in one file of src/content/subServices; the SubService page module renders
 * any of them.
 */
import { z } from 'zod';
import { faqItem, feature, hero, iconName, illustration, processStep, sitePath, text } from './shapes';
import { pageFileSchema } from './pageFile';
import { subServiceAddresses } from '../subServices/addresses';

/** Every sub-service page's address. */
const addresses: readonly string[] = Object.values(subServiceAddresses).flat();

/** The six services that have sub-service pages, named as their files are. */
export const subServiceGroup = z.enum([
  'fences',
  'landscaping',
  'design',
  'irrigation',
  'artificial-turf',
  'foundation-repair',
]);
export type SubServiceGroup = z.infer<typeof subServiceGroup>;

/** What the warranty section says: the terms that apply to this service, never more. */
export const warranty = z.strictObject({
  title: text,
  /** The badge beside the title; a shield unless the terms are about something else (a discount). */
  icon: iconName.optional(),
  text,
  /** Short facts under the text ("15-25 year material warranties"). */
  points: z.array(text).min(1),
});
export type WarrantyContent = z.infer<typeof warranty>;

export const subService = z.strictObject({
  /** The page's path: one of the addresses the code keeps (../subServices/addresses.ts), never the owner's to change. */
  path: sitePath
    .refine((path) => addresses.includes(path), {
      message:
        'Keep the page’s address as it was, like "/services/fences/gates": other pages, the menus and search engines know it',
    })
    .meta({
      title: 'Address',
      description: 'The page’s address on the site: keep it as it is, the site’s menus and links name it.',
    }),
  /** Small line above the h1, e.g. "Fence installation in Dallas-Fort Worth". */
  eyebrow: text,
  hero,
  /** What the service includes: a checklist, beside a picture when there is a fitting one. */
  included: z.strictObject({ title: text, intro: text, items: z.array(text).min(1), image: illustration.optional() }),
  /** How the work is done, step by step. */
  process: z.strictObject({ title: text, intro: text, steps: z.array(processStep).min(2) }),
  /** Materials or options, where the service has them. */
  options: z.strictObject({ title: text, intro: text, items: z.array(feature).min(1) }).optional(),
  warranty,
  /** Three to five questions with real answers. */
  faqs: z.array(faqItem).min(3).max(5),
  /** Site paths of related services: siblings, the parent and neighbors in other services. */
  related: z.array(sitePath).min(1),
  /** The closing call to action (quote dialog, call, text). */
  cta: z.strictObject({ title: text, description: text, benefits: z.array(text) }),
  /** The schema.org Service this page describes. */
  service: z.strictObject({ name: text, description: text }),
});
export type SubServiceContent = z.infer<typeof subService>;

/** A sub-service content file: its group's pages, in menu order. */
export const subServiceModule = z.strictObject({ pages: z.array(subService).min(1) });

/**
 * What a sub-service page's registry entry says of it: its name in the menus and breadcrumbs, its title
 * in the browser tab and search results, and its description in search results.
 */
export const subServiceHead = z
  .strictObject({ label: text, title: text, description: text })
  .meta({
    title: 'In menus and search results',
    description:
      'The page’s name in the menus (label), its title in the browser tab and search results, and the description search results show under it.',
  });
export type SubServiceHead = z.infer<typeof subServiceHead>;

/** A sub-service page as its group's file keeps it: its words, with what its registry entry says of it. */
export type SubServicePageWords = SubServiceContent & { head: SubServiceHead };

/**
 * A group's sub-service pages as the owner keeps their words (content/pages/fence-services.json):
 * placeholders, picture names (./pageFile.ts), and each page with what its entry says of it.
 */
export const subServicesFile = pageFileSchema(
  z.strictObject({ pages: z.array(subService.extend({ head: subServiceHead })).min(1) }),
);

/**
 * content/pages/design-services.json: the four design pages, each with what its entry says of it, and
 * the terms they share (the design-fee credit), written once and shown as each page's terms.
 */
export const designServicesFile = pageFileSchema(
  z.strictObject({
    designTerms: warranty.meta({ title: 'Design terms', description: 'The terms box every design page shows.' }),
    pages: z.array(subService.omit({ warranty: true }).extend({ head: subServiceHead })).min(1),
  }),
);
