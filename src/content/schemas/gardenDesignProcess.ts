/** The garden design process page's content (src/content/gardenDesignProcess.ts). */
import { z } from 'zod';
import {
  areaList,
  callout,
  contactActions,
  faqItem,
  feature,
  hero,
  processStep,
  section,
  serviceDescription,
  sitePath,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const gardenDesignProcessContent = z.strictObject({
  heroEyebrow: text,
  /** Its primary button opens the quote dialog; the closing band's quote button repeats its text. */
  hero,
  /** The numbered steps: six, as the hero and the section's title say. */
  steps: section({ steps: z.array(processStep).length(6) }),
  /** What the client receives, three to a row on large screens. */
  deliverables: section({ items: z.array(feature).min(3) }),
  /** The design-fee discount. */
  discount: callout,
  faqs: z.array(faqItem).min(3),
  areas: section({ items: areaList }),
  /** Site paths of related pages; each must be in the page registry. */
  related: z.array(sitePath).min(1),
  /** The closing band; its quote button takes the hero's primary button text. */
  cta: contactActions.omit({ quoteText: true }),
  serviceSchema: serviceDescription,
});

/** The module's exports, as the schema reads them. */
export type GardenDesignProcessContent = z.infer<typeof gardenDesignProcessContent>;

/**
 * content/pages/garden-design-process.json: the page's words, with placeholders and picture names
 * (./pageFile.ts), without the areas (those the owner ticks for the design pages in the business details).
 */
export const gardenDesignProcessFile = pageFileSchema(
  gardenDesignProcessContent.extend({
    areas: section({}),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);
