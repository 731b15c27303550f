/**
 * The fence estimate of the sales page: a package's starting price per linear foot
 * (src/content/pricing.ts) times the fence's length in whole feet.
 *
 * One function for everyone who shows the figure: the page's estimator as the visitor types, the
 * server when it stores a lead (it computes the figure again from the same content and never believes
 * one a post carries), the no-JS check-and-send page, and the e-mail, webhook and export. The pricing
 * content gives starting prices only, so an estimate is a "from" figure: it has no upper end.
 *
 * Browser-safe and free of zod (the page's own chunk imports it; the lead schema's part is
 * src/lib/fenceEstimateSchema.ts).
 */
import { pricingAudiences, pricingTiers } from '../content/pricing';
import type { FencePricingTier, PricingAudience } from '../content/schemas/pricing';

/** Whole feet a request may name: under 10 ft is a gate or a repair, over 10,000 ft (nearly two miles) a typo. */
export const fenceFeetLimits = { min: 10, max: 10_000 } as const;

export const fenceEstimateMessages = {
  fencePackage: 'Choose one of the listed packages.',
  fenceFeet: `Enter the length in whole feet, from ${fenceFeetLimits.min} to ${fenceFeetLimits.max.toLocaleString('en-US')}.`,
} as const;

/** Every package of both audiences, in the order the page lists them. */
export const fencePackages: readonly FencePricingTier[] = Object.values(pricingTiers).flat();

export function findFencePackage(id: unknown): FencePricingTier | undefined {
  return fencePackages.find((tier) => tier.id === id);
}

export function audienceLabel(audience: PricingAudience): string {
  return pricingAudiences.find((option) => option.id === audience)?.label ?? audience;
}

/**
 * The length as whole feet within the limits, from a number (JSON) or the text of the form's field
 * ("150", " 150 "); null for anything else (fractions, words, out of range).
 */
export function parseFenceFeet(value: unknown): number | null {
  const feet =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(feet) && feet >= fenceFeetLimits.min && feet <= fenceFeetLimits.max ? feet : null;
}

export interface FenceEstimate {
  tier: FencePricingTier;
  feet: number;
  /** Whole US dollars: the package's price per foot times the length. */
  from: number;
}

export function estimateFence(packageId: unknown, feetValue: unknown): FenceEstimate | null {
  const tier = findFencePackage(packageId);
  const feet = parseFenceFeet(feetValue);
  if (!tier || feet === null) return null;
  return { tier, feet, from: tier.pricePerFoot * feet };
}

export const dollars = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

/** "From $5,250 for 150 ft of Premium (Residential)": what the estimator shows, and the e-mail repeats. */
export function estimateSentence({ tier, feet, from }: FenceEstimate): string {
  return `From ${dollars(from)} for ${feet.toLocaleString('en-US')} ft of ${tier.title} (${audienceLabel(tier.audience)})`;
}

/** "$35 per linear foot × 150 ft": how the figure was reached. */
export function estimateWorking({ tier, feet }: FenceEstimate): string {
  return `${dollars(tier.pricePerFoot)} per linear foot × ${feet.toLocaleString('en-US')} ft`;
}

/**
 * What the estimator's live line says for these answers: the estimate, why there is none (a length
 * outside the limits), or null when the visitor has not given both yet (the line keeps its prompt).
 */
export function estimateLine(packageId: unknown, feetValue: unknown): string | null {
  const estimate = estimateFence(packageId, feetValue);
  if (estimate) return estimateSentence(estimate);
  const typed = typeof feetValue === 'string' ? feetValue.trim() !== '' : feetValue !== undefined && feetValue !== null;
  if (typed && parseFenceFeet(feetValue) === null) return fenceEstimateMessages.fenceFeet;
  return null;
}
