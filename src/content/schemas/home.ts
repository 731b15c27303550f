/**
 * The home page's content (src/content/home.ts), and the owner's words for it (content/pages/home.json):
 * the same fields, with placeholders, picture names and counters' figures (./pageFile.ts), and the
 * hero's main button as its words only, since where it goes is the contact form's anchor, which the
 * contact page keeps.
 */
import { z } from 'zod';
import { pageFileSchema } from './pageFile';
import {
  callout,
  ctaBanner,
  feature,
  hero,
  pageLink,
  processStep,
  section,
  sectionHeading,
  serviceCard,
  stat,
  text,
} from './shapes';

export const homeContent = z.strictObject({
  heroEyebrow: text,
  hero,
  services: section({
    /** The main services as cards. */
    cards: z.array(serviceCard).min(2),
    /** Labels the row of links to the other services ("Also from our crews"). */
    moreTitle: text,
    /** The other services, as pills under the cards. */
    more: z.array(pageLink).min(1),
  }),
  /** The pointer to fence pricing, under the service cards. */
  fencePricing: callout,
  /** Counters on the brand band, side by side. */
  counters: section({ stats: z.array(stat).min(2) }),
  /** Why choose us, three to a row on large screens. */
  whyUs: section({ items: z.array(feature).min(3) }),
  /** How a project runs: four steps, as the intro says, one row of four on large screens. */
  process: section({ steps: z.array(processStep).length(4) }),
  /** The heading over the home reviews (their text is in testimonials.ts). */
  reviews: sectionHeading,
  cta: ctaBanner,
});

/** The module's exports, as the schema reads them. */
export type HomeContent = z.infer<typeof homeContent>;

/** content/pages/home.json. */
export const homeFile = pageFileSchema(
  homeContent.extend({
    hero: hero.extend({
      primaryCTA: z.strictObject({ text }).meta({
        title: 'Main button',
        description: 'Its words: it takes the visitor to the message form of the contact page.',
      }),
    }),
  }),
);
