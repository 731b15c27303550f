/** The irrigation page's content (src/content/irrigation.ts). */
import { z } from 'zod';
import {
  countedProcessSection,
  featureSection,
  featureSplitSection,
  hero,
  serviceDescription,
  servicePage,
  servicesSection,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const irrigationContent = servicePage({
  /** "Licensed irrigator LI 12345" in the hero and the call to action; null until the license number is set. */
  licenseLine: text.regex(/^Licensed irrigator LI \S+$/, 'a line like "Licensed irrigator LI 12345"').nullable(),
  /** Sprinklers, smart controllers and maintenance, each linking to its sub-service page. */
  services: servicesSection,
  /** How DFW watering rules shape a system, beside a picture of a controller. */
  watering: featureSplitSection,
  /** "Four steps from the first walk around your yard to a controller that runs itself." */
  process: countedProcessSection(4),
  benefits: featureSection,
});

/** The module's exports, as the schema reads them. */
export type IrrigationContent = z.infer<typeof irrigationContent>;

/**
 * content/pages/irrigation.json: the page's words, with placeholders and picture names (./pageFile.ts), without
 * the hero's link to the gallery (it names the work the gallery has), the cities served (the business details')
 * or the irrigator license line (a build setting, added by the loader only when it is set).
 */
export const irrigationFile = pageFileSchema(
  irrigationContent.omit({ licenseLine: true }).extend({
    hero: hero.omit({ secondaryCTA: true }),
    serviceSchema: serviceDescription.omit({ areas: true }),
  }),
);

/** The page file as the loader reads it. */
export type IrrigationFile = Omit<IrrigationContent, 'licenseLine' | 'serviceSchema'> & {
  serviceSchema: Omit<IrrigationContent['serviceSchema'], 'areas'>;
};
