/** The outdoor kitchen page's content (src/content/outdoorKitchen.ts). */
import { z } from 'zod';
import {
  areasSection,
  featureSection,
  illustration,
  inlineIntake,
  processSection,
  section,
  serviceDescription,
  servicePage,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const outdoorKitchenContent = servicePage({
  /** The intake card beside the hero, from medium screens up. */
  heroForm: inlineIntake.shape.form,
  /** What phones see instead of the form: a title, a line and the button that opens the quote dialog. */
  mobileQuote: inlineIntake.shape.mobile,
  /** The band under the hero that offers a call or a text. */
  talk: z.strictObject({ title: text, text }),
  /** What we build. */
  features: featureSection,
  process: processSection,
  /** The Dallas areas the design team serves. */
  areas: areasSection,
  /**
   * Kitchen layouts: pictures captioned from the catalogue, three to a row. Drawings of ideas, so they
   * name no job; the owner's photo of a finished kitchen can take a drawing's place.
   */
  work: section({ items: z.array(illustration).min(3) }),
});

/** The module's exports, as the schema reads them. */
export type OutdoorKitchenContent = z.infer<typeof outdoorKitchenContent>;

/**
 * content/pages/outdoor-kitchen.json: the page's words, with placeholders and picture names (./pageFile.ts),
 * without the areas (those the owner ticks for the design pages in the business details).
 */
export const outdoorKitchenFile = pageFileSchema(
  outdoorKitchenContent.extend({
    areas: areasSection.omit({ list: true }),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);
