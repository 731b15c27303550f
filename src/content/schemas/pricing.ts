/** The fence packages of the sales landing page (src/content/pricing.ts): residential and commercial. */
import { z } from 'zod';
import { fencePackageId } from './business';
import { contentFunction, distinct, pricingTier, text } from './shapes';

/** Each audience's packages, in the order the page shows them, as the editor names them. */
const packageNames = {
  residential: { basic: 'Standard package', premium: 'Premium package', luxury: 'Luxury package' },
  commercial: {
    'commercial-basic': 'Commercial standard package',
    'commercial-premium': 'Commercial premium package',
    'commercial-security': 'Security package',
  },
} as const;

/** Who a package is for; the page switches between the two. */
export const pricingAudience = z.enum(['residential', 'commercial']);
export type PricingAudience = z.infer<typeof pricingAudience>;

/** A price written as text ("$38", "38") is refused: the card would read "From $$38". */
const priceMessage = 'Enter the price as a number, like 38 (no $ sign, no quotes)';

/** Starting price in whole US dollars per linear foot, installed: the card shows "From $25". */
const pricePerFoot = z
  .number({ error: priceMessage })
  .int('Enter the price in whole dollars, like 38')
  .min(1, 'Enter a price above 0, like 38');

/** A package card: the shared pricing tier plus the figures its price text and warranty line come from. */
export const fencePricingTier = pricingTier.extend({
  /** The package, as business.ts names it for its workmanship warranty. */
  id: fencePackageId,
  audience: pricingAudience,
  pricePerFoot,
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

export const pricingFileMessages = {
  recommendedTwice: 'Only one package can be recommended: untick "Recommended" on the others',
};

/** One package card as the owner enters it; its price text, unit and warranty line are derived (pricing.ts). */
const packageCard = (name: string) =>
  z
    .strictObject({
      title: text.meta({ title: 'Name', description: 'As the card shows it, e.g. "Premium".' }),
      pricePerFoot: pricePerFoot.meta({
        title: 'Price per foot (dollars)',
        description: 'The starting price per linear foot, installed, as a whole number: 38 shows as "From $38".',
      }),
      recommended: z
        .boolean()
        .optional()
        .meta({ title: 'Recommended', description: 'Drawn as our recommendation; one package at most.' }),
      description: text.meta({ title: 'Summary', description: 'One sentence under the price.' }),
      features: z.array(text).min(1).meta({
        title: 'What is included',
        description: 'One line each; the warranty line is added after them.',
        singular: 'Line',
      }),
    })
    .meta({ title: name });

/**
 * One audience's cards, a fixed set in the order the page shows them: each package is tied to its
 * workmanship warranty (business.ts) and to what a quote request records, so the owner edits a
 * package rather than adding one.
 */
const packageCards = <Ids extends string>(names: Record<Ids, string>, title: string) =>
  z
    .strictObject(
      Object.fromEntries(Object.entries<string>(names).map(([id, name]) => [id, packageCard(name)])) as Record<
        Ids,
        ReturnType<typeof packageCard>
      >,
    )
    .refine(
      (cards) =>
        Object.values(cards as Record<string, { recommended?: boolean }>).filter((card) => card.recommended).length <=
        1,
      pricingFileMessages.recommendedTwice,
    )
    .meta({ title });

/** content/pricing.json: the fence packages of the sales page, each price a number of dollars. */
export const pricingFile = z.strictObject({
  residential: packageCards(packageNames.residential, 'Residential packages'),
  commercial: packageCards(packageNames.commercial, 'Commercial packages'),
});
export type PricingFile = z.infer<typeof pricingFile>;
