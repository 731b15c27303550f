/**
 * Fence packages of the sales landing page: three residential and three
 * commercial tiers, priced from a figure per linear foot, each with the workmanship term business.ts gives it.
 * The price text and the warranty line are derived from the numbers, so a price changes in one place.
 */
import type { PricingContent } from './schemas/pricing';
import { fenceWarranty, fenceWarrantyText } from './business';
import type { FencePricingTier, PricingAudience } from './schemas/pricing';

type TierInput = Omit<FencePricingTier, 'priceText' | 'priceUnit' | 'features' | 'warrantyYears' | 'id'> & {
  id: keyof typeof fenceWarranty.workmanshipYears;
  features: string[];
};

/** Adds the price text, the unit and the warranty line (its term from business.ts), which every card shows the same way. */
function tier(input: TierInput): FencePricingTier {
  const warrantyYears = fenceWarranty.workmanshipYears[input.id];
  return {
    ...input,
    warrantyYears,
    priceText: `From $${input.pricePerFoot}`,
    priceUnit: 'per linear foot',
    features: [...input.features, fenceWarrantyText.tier(warrantyYears)],
  };
}

export const pricingAudiences = [
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
] satisfies PricingContent['pricingAudiences'];

export const residentialTiers = [
  tier({
    id: 'basic',
    audience: 'residential',
    title: 'Standard',
    pricePerFoot: 25,
    description: 'A solid 6 ft cedar privacy fence for a dependable backyard boundary.',
    features: [
      '6 ft cedar pickets, side-by-side',
      'Galvanized steel posts set in concrete',
      'Three pressure-treated rails per section',
      'Removal and haul-off of your old fence',
    ],
  }),
  tier({
    id: 'premium',
    audience: 'residential',
    title: 'Premium',
    pricePerFoot: 35,
    recommended: true,
    description: 'Our most chosen fence: board-on-board cedar, finished on top.',
    features: [
      'Board-on-board cedar, no gaps as boards shrink',
      'Cedar top cap and trim board',
      'Galvanized steel posts set in concrete',
      'Stained and sealed after installation',
    ],
  }),
  tier({
    id: 'luxury',
    audience: 'residential',
    title: 'Luxury',
    pricePerFoot: 50,
    description: 'Statement fences designed around your home.',
    features: [
      'Horizontal cedar, composite or ornamental iron',
      'Custom design and matching gates',
      'Heavy-duty hinges and self-closing latches',
      'Stained and sealed, or powder-coated metal',
    ],
  }),
] satisfies PricingContent['residentialTiers'];

export const commercialTiers = [
  tier({
    id: 'commercial-basic',
    audience: 'commercial',
    title: 'Commercial Standard',
    pricePerFoot: 30,
    description: 'Durable perimeter fencing for lots, yards and rental communities.',
    features: [
      'Commercial-grade chain link or cedar privacy',
      'Steel posts set in concrete at close spacing',
      'Walk and drive gates to fit your site',
      'Scheduling around tenants and business hours',
    ],
  }),
  tier({
    id: 'commercial-premium',
    audience: 'commercial',
    title: 'Commercial Premium',
    pricePerFoot: 45,
    recommended: true,
    description: 'Ornamental steel for storefronts, HOA entries and amenity centers.',
    features: [
      'Powder-coated ornamental steel panels',
      'Pool-code and HOA-compliant designs',
      'Matching pedestrian and vehicle gates',
      'Permit drawings for your city',
    ],
  }),
  tier({
    id: 'commercial-security',
    audience: 'commercial',
    title: 'Security Plus',
    pricePerFoot: 60,
    description: 'High-security perimeters for equipment yards, warehouses and storage.',
    features: [
      'Anti-climb steel palisade or welded mesh, 8 ft and up',
      'Heavy-gauge posts with deep concrete footings',
      'Gates ready for access control and automatic operators',
      'Optional barbed or razor wire top',
    ],
  }),
] satisfies PricingContent['commercialTiers'];

export const pricingTiers = {
  residential: residentialTiers,
  commercial: commercialTiers,
} satisfies PricingContent['pricingTiers'];

/** The lowest starting price of an audience, e.g. 25 for residential. */
export const startingPrice = (audience: PricingAudience): number =>
  Math.min(...pricingTiers[audience].map((t) => t.pricePerFoot));
