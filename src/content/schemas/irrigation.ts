/** The irrigation page's content (src/content/irrigation.ts). */
import { z } from 'zod';
import {
  countedProcessSection,
  featureSection,
  featureSplitSection,
  servicePage,
  servicesSection,
  text,
} from './shapes';

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
