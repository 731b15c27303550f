/**
 * Copy of the home page (/): hero, the three main services, the counters, why choose us, how a
 * project runs, the heading over the owner's reviews, the fence pricing pointer and the closing call
 * to action. The words are the owner's, in content/pages/home.json; every figure (years, projects,
 * response time, warranties, prices) is a placeholder or a counter filled from business.ts and
 * pricing.ts (./pageCopy.ts). Plain data: webpack replaces this module by its value.
 */
import type { HomeContent } from './schemas/home';
import { form as contactForm } from './contact';
import { readPage } from './pageCopy';

/** content/pages/home.json as read: the hero's main button is its words, without where it goes. */
type HomeWords = Omit<HomeContent, 'hero'> & {
  hero: Omit<HomeContent['hero'], 'primaryCTA'> & { primaryCTA: { text: string } };
};

const page = readPage('home') as HomeWords;

export const { heroEyebrow, services, fencePricing, counters, whyUs, process, reviews, cta } = page;

export const hero = {
  ...page.hero,
  // Straight to the message form (two screens down on a phone), focus on its first field.
  primaryCTA: { text: page.hero.primaryCTA.text, link: `/contact#${contactForm.anchor}` },
} satisfies HomeContent['hero'];
