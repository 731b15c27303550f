/**
 * Fence packages of the sales landing page: three residential and three commercial tiers, as the
 * owner keeps them in content/pricing.json (its schema: `pricingFile` in schemas/pricing.ts), each
 * priced from a number of dollars per linear foot. The "$", the unit and the warranty line (its term
 * from business.ts) are added here, so a price is typed once and always as a number.
 */
import type { PricingContent, PricingFile } from './schemas/pricing';
import { fenceWarranty, fenceWarrantyText } from './business';
import type { FencePricingTier, PricingAudience } from './schemas/pricing';
import pricingFile from '../../content/pricing.json';

/** The owner's file, as the build and the tests check it against its schema. */
const packages = pricingFile as PricingFile;

type PackageCard = PricingFile['residential']['basic'];

/** The cards of an audience, in the file's order, which is the schema's. */
const cardsOf = (audience: PricingAudience) =>
  (Object.entries(packages[audience]) as [keyof typeof fenceWarranty.workmanshipYears, PackageCard][]).map(
    ([id, card]) => tier(audience, id, card),
  );

/** Adds the id, the audience, the price text, the unit and the warranty line, which every card shows the same way. */
function tier(
  audience: PricingAudience,
  id: keyof typeof fenceWarranty.workmanshipYears,
  card: PackageCard,
): FencePricingTier {
  const warrantyYears = fenceWarranty.workmanshipYears[id];
  return {
    id,
    audience,
    ...card,
    warrantyYears,
    priceText: `From $${card.pricePerFoot.toLocaleString('en-US')}`,
    priceUnit: 'per linear foot',
    features: [...card.features, fenceWarrantyText.tier(warrantyYears)],
  };
}

export const pricingAudiences = [
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
] satisfies PricingContent['pricingAudiences'];

export const residentialTiers = cardsOf('residential') satisfies PricingContent['residentialTiers'];

export const commercialTiers = cardsOf('commercial') satisfies PricingContent['commercialTiers'];

export const pricingTiers = {
  residential: residentialTiers,
  commercial: commercialTiers,
} satisfies PricingContent['pricingTiers'];

/** The lowest starting price of an audience, e.g. 25 for residential. */
export const startingPrice = (audience: PricingAudience): number =>
  Math.min(...pricingTiers[audience].map((t) => t.pricePerFoot));
