/**
 * The professional landscape design page's content (src/content/landscapeDesign.ts). The garden
 * design page is built the same way, with two sections more (./gardenDesign.ts).
 */
import { z } from 'zod';
import {
  areasSection,
  carouselItem,
  distinct,
  section,
  serviceCard,
  servicePage,
  showcase,
  testimonial,
  text,
  transformation,
} from './shapes';

export const landscapeDesignContent = servicePage({
  /** The line above the h1. */
  /** The portfolio carousel (#portfolio, the hero's second button goes there). */
  portfolio: section({
    /** Names the carousel for screen readers ("Landscape design portfolio"). */
    label: text,
    /** More slides than the three a wide screen shows, so there is something to browse; each picture once. */
    items: z
      .array(carouselItem)
      .min(4)
      .refine((list) => distinct(list, (item) => item.image.src), 'a picture is in the carousel twice'),
  }),
  /** The before/after toggle beside what changed. */
  transformation: section({ content: transformation }),
  /** The design services, a row of four cards on large screens. */
  services: section({ cards: z.array(serviceCard).length(4) }),
  /** The featured project under the section's heading. */
  showcase: section({ content: showcase }),
  /** One client review under its heading. */
  testimonial: section({ item: testimonial }),
  /** Where the designers visit. */
  areas: areasSection,
});

/** The module's exports, as the schema reads them. */
export type LandscapeDesignContent = z.infer<typeof landscapeDesignContent>;
