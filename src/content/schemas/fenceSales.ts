/**
 * The fence sales landing page's content (src/content/fenceSales.ts). The page has one goal, a quote
 * request: its navigation shows only the logo and the phone, and its buttons never lead off the page.
 */
import { z } from 'zod';
import { line } from './messages';
import {
  faqItem,
  feature,
  featureSection,
  featureSplitSection,
  hero,
  inlineIntake,
  linkAction,
  quoteAction,
  section,
  sectionHeading,
  serviceDescription,
  stat,
  text,
} from './shapes';
import { pageFileSchema } from './pageFile';

/** A link of the landing page: to a part of the page (the form, the pricing), a call or a text. */
const landingLink = linkAction.extend({
  link: z.string().regex(/^(#[\w-]+|(tel|sms):\+\d{8,15})$/, 'an in-page anchor, or a tel: or sms: link'),
});

/** A button of the landing page: a landing link, or the quote dialog. */
const landingAction = z.union([quoteAction, landingLink]);

export const fenceSalesContent = z.strictObject({
  // The second button takes the visitor to a part of the page (the packages), which the ads land on.
  hero: hero.extend({ primaryCTA: landingAction, secondaryCTA: landingLink }),
  heroEyebrow: text,
  /** The quote card beside the hero: its heading and a line above the form. */
  heroForm: inlineIntake.shape.form,
  /** What an old fence costs: warning signs. */
  painPoints: featureSection,
  /** How we build it, beside a picture of a finished fence. */
  solution: featureSplitSection,
  benefits: featureSection,
  /** Counters, over the owner's reviews set for the page (content/reviews.json) when there are any. */
  socialProof: section({
    stats: z.array(stat).min(2),
    reviewsHeading: line(
      'Heading over the reviews',
      'Heard with a screen reader before the reviews under the counters, when the page shows any.',
    ),
  }),
  /** The late-installation promise in a bold card, and the other written promises beside it (two to a row). */
  guarantee: section({
    headline: z.strictObject({ title: text, description: text }),
    items: z.array(feature).min(2),
  }),
  /** The heading over the pricing table (the tiers are pricing.ts's). */
  pricing: sectionHeading,
  faq: section({ items: z.array(faqItem).min(3) }),
  /** The quote form's section: what happens after a request, and the call and text buttons. */
  getQuote: section({
    nextStepsTitle: text,
    talkTitle: text,
    /** Numbered, one sentence each. */
    nextSteps: z.array(text).min(2),
  }),
  /** The estimator at the top of the quote form: its labels, the line shown before there is a figure, and what the figure is. */
  estimator: z.strictObject({
    legend: text,
    intro: text,
    packageLabel: text,
    packagePlaceholder: text,
    feetLabel: text,
    prompt: text,
    note: text,
  }),
  serviceSchema: serviceDescription,
});

/** The module's exports, as the schema reads them. */
export type FenceSalesContent = z.infer<typeof fenceSalesContent>;

/** content/pages/fence-sales.json: the page's words, with placeholders and picture names (./pageFile.ts). */
export const fenceSalesFile = pageFileSchema(fenceSalesContent);
