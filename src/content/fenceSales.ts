/**
 * Copy of the fence sales landing page (/services/fences/sales). The words are the owner's, in
 * content/pages/fence-sales.json; every figure (prices, days, hours, warranties, statistics) is a
 * placeholder or a counter filled from business.ts or pricing.ts (./pageCopy.ts). The estimator's
 * words are its labels; src/lib/fenceEstimate.ts computes and words the figure. Plain data: webpack
 * replaces this module by its value.
 */
import type { FenceSalesContent } from './schemas/fenceSales';
import { readPage } from './pageCopy';

export const {
  hero,
  heroEyebrow,
  heroForm,
  painPoints,
  solution,
  benefits,
  socialProof,
  guarantee,
  pricing,
  faq,
  getQuote,
  estimator,
  serviceSchema,
} = readPage('fence-sales') as FenceSalesContent;
