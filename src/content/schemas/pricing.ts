/** The fence packages of the sales landing page (src/content/pricing.ts): residential and commercial. */
import { z } from 'zod';
import { fencePackageId } from './business';
import { contentFunction, distinct, pricingTier, text } from './shapes';

/** Who a package is for; the page switches between the two. */
export const pricingAudience = z.enum(['residential', 'commercial']);
export type PricingAudience = z.infer<typeof pricingAudience>;

/** A price written as text ("$38", "38") is refused: the card would read "From $$38". */
const priceMessage = 'Enter the price as a number, like 38 (no $ sign, no quotes)';

/** A package card: the shared pricing tier plus the figures its price text and warranty line come from. */
export const fencePricingTier = pricingTier.extend({
  /** The package, as business.ts names it for its workmanship warranty. */
  id: fencePackageId,
  audience: pricingAudience,
  /** Starting price in whole US dollars per linear foot, installed: the card shows "From $25". */
  pricePerFoot: z
    .number({ error: priceMessage })
    .int('Enter the price in whole dollars, like 38')
    .positive('Enter a price above 0, like 38'),
  /** Length of the package's workmanship warranty, in years. */
  warrantyYears: z
    .number({ error: 'Enter the years as a number, like 5' })
    .int('Enter whole years, like 5')
    .positive('Enter at least 1 year'),
});
export type FencePricingTier = z.infer<typeof fencePricingTier>;

/**
 * One audience's packages: two or three cards (the wide layout is a row of three), each a different
 * package, at most one drawn as recommended.
 */
const packagesFor = (audience: PricingAudience) =>
  z
    .array(fencePricingTier.extend({ audience: z.literal(audience) }))
    .min(2)
    .max(3)
    .refine((tiers) => distinct(tiers, (tier) => tier.id), 'a package listed twice')
    .refine((tiers) => tiers.filter((tier) => tier.recommended).length <= 1, 'more than one recommended package');

export const pricingContent = z.strictObject({
  /** The switch's two buttons, in order: each audience once. */
  pricingAudiences: z
    .array(z.strictObject({ id: pricingAudience, label: text }))
    .length(2)
    .refine((audiences) => audiences[0]?.id !== audiences[1]?.id, 'an audience listed twice'),
  residentialTiers: packagesFor('residential'),
  commercialTiers: packagesFor('commercial'),
  /** The cards per audience. */
  pricingTiers: z.strictObject({ residential: packagesFor('residential'), commercial: packagesFor('commercial') }),
  /** The lowest starting price of an audience. */
  startingPrice: contentFunction,
});

/** The module's exports, as the schema reads them. */
export type PricingContent = z.infer<typeof pricingContent>;
