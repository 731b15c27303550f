/** What src/content/startingPrices.ts exports: each audience's lowest price per foot, from pricing.ts. */
import { z } from 'zod';
import { fencePricingTier } from './pricing';

const { pricePerFoot } = fencePricingTier.shape;

export const startingPricesContent = z.strictObject({
  startingPrices: z.strictObject({ residential: pricePerFoot, commercial: pricePerFoot }),
});
