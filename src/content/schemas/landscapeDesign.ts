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
  sectionHeading,
  serviceCard,
  serviceDescription,
  servicePage,
  showcase,
  text,
  transformation,
} from './shapes';
import { pageFileSchema } from './pageFile';

export const landscapeDesignContent = servicePage({
  /** The line above the h1. */
  /** The portfolio carousel (#portfolio, the hero's second button goes there). */
  portfolio: section({
    /** Names the carousel for screen readers ("Landscape design ideas"). */
    label: text,
    /** More slides than the three a wide screen shows, so there is something to browse; each picture once. */
    items: z
      .array(carouselItem)
      .min(4)
      // By the picture's src, or in the page file (./pageFile.ts) by its name, which stands for it.
      .refine(
        (list) => distinct(list, (item) => (item.image as { picture?: string }).picture ?? item.image.src),
        'a picture is in the carousel twice',
      ),
  }),
  /** The before/after toggle beside what changed. */
  transformation: section({ content: transformation }),
  /** The design services, a row of four cards on large screens. */
  services: section({ cards: z.array(serviceCard).length(4) }),
  /** A design idea told at length under the section's heading. */
  showcase: section({ content: showcase }),
  /** The heading over the owner's reviews set for the page (content/reviews.json); no reviews, no section. */
  reviews: sectionHeading,
  /** Where the designers visit. */
  areas: areasSection,
});

/** The module's exports, as the schema reads them. */
export type LandscapeDesignContent = z.infer<typeof landscapeDesignContent>;

/**
 * What a design page file leaves to its loader: the areas (those the owner ticks for the design pages in
 * the business details) and the cities served. Its showcase is a design idea, drawn: it has no place.
 */
export const designPageFileSections = {
  areas: areasSection.omit({ list: true }),
  serviceSchema: serviceDescription.omit({ areas: true }),
  showcase: section({ content: showcase.omit({ location: true }) }),
};

/**
 * content/pages/landscape-design.json: the page's words, with placeholders and picture names (./pageFile.ts).
 * The before-and-after is drawn: its intro and the switch's name say what a redesign can change, not where.
 */
export const landscapeDesignFile = pageFileSchema(landscapeDesignContent.extend(designPageFileSections));
