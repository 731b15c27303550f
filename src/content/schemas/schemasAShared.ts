/**
 * Sections that several service pages build from the same component: the services grid, a feature
 * grid, the numbered process, the claims band, a picture beside points, offer cards and the areas
 * served. Each is a section heading (eyebrow, title, intro) plus what its component shows.
 */
import { z } from 'zod';
import { feature, figureStat, illustration, offerCard, processStep, section, serviceCard, text } from './shapes';

/** The services grid (ServicesSection): cards linking to the service's own pages; at most one is featured. */
export const servicesSection = section({
  cards: z
    .array(serviceCard)
    .min(2)
    .refine((cards) => cards.filter((card) => card.isPrimary).length <= 1, 'at most one featured card'),
});

/** Benefits, features or warning signs (FeatureGrid): three to a row on large screens, so at least three. */
export const featureSection = section({ items: z.array(feature).min(3) });

/** The numbered process (ProcessSection): four steps fill one row, other counts sit three to a row. */
export const processSection = section({ steps: z.array(processStep).min(3) });

/** A process whose copy says how many steps it has ("Four steps, no surprises"): exactly that many. */
export const countedProcessSection = (count: number) => section({ steps: z.array(processStep).length(count) });

/** The claims band (ClaimStats): laid out for three figures in a row, or four. */
export const claimsSection = section({ items: z.array(figureStat).min(3).max(4) });

/** A picture beside a short list of points (ImageFeatureSplit): why it happens, how we solve it. */
export const featureSplitSection = section({ image: illustration, points: z.array(feature).min(2) });

/** Offer cards (OfferCards): things without a service page of their own, or pages elsewhere on the site. */
export const offerCardsSection = section({ cards: z.array(offerCard).min(2) });

/** The cities or neighborhoods a page serves (AreasServed), one pill each. */
export const areasSection = section({ list: z.array(text).min(2).readonly() });
