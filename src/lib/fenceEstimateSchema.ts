/**
 * The fence estimate's part of the lead schema: the fields the sales page's quote form adds to a fence
 * request (the package and the length in whole feet), and the figures the server adds to it (the
 * package's audience and the estimate), computed from the pricing content by src/lib/fenceEstimate.ts.
 *
 * `fenceAudience` and `fenceEstimateFrom` are the server's: a value a post carries for them is dropped
 * and replaced by the computed one, so a stored estimate is always the one the page showed for that
 * package and length, never a figure the visitor (or a bot) typed.
 */
import { z } from 'zod';
import type { PricingAudience } from '../content/schemas/pricing';
import { estimateFence, fenceEstimateMessages, fencePackages, findFencePackage, parseFenceFeet } from './fenceEstimate';

/** "" (an empty control in a form post) and null mean "not given". */
const given = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const packageIds = fencePackages.map((tier) => tier.id) as [string, ...string[]];

/** A figure only the server sets: whatever was posted is dropped. */
const computed = <T>() => z.unknown().transform((): T | undefined => undefined);

export const fenceEstimateFields = {
  fencePackage: z.preprocess(given, z.enum(packageIds, { error: fenceEstimateMessages.fencePackage }).optional()),
  fenceFeet: z.preprocess(
    given,
    z
      .union([z.string(), z.number()], { error: fenceEstimateMessages.fenceFeet })
      .refine((value) => parseFenceFeet(value) !== null, { error: fenceEstimateMessages.fenceFeet })
      .transform((value) => parseFenceFeet(value)!)
      .optional(),
  ),
  fenceAudience: computed<PricingAudience>().optional(),
  fenceEstimateFrom: computed<number>().optional(),
};

/** The fields the form posts, in its order (for the error summary). */
export const fenceEstimateFieldNames = ['fencePackage', 'fenceFeet'] as const;

interface FenceFields {
  fencePackage?: string;
  fenceFeet?: number;
  fenceAudience?: PricingAudience;
  fenceEstimateFrom?: number;
}

/**
 * After validation: a request naming a package gets that package's audience, and with a length too,
 * the estimate in whole dollars. Other leads pass through unchanged.
 */
export function withFenceEstimate<T>(lead: T): T {
  const fence = lead as T & FenceFields;
  if (typeof fence !== 'object' || fence === null) return lead;
  const { fenceAudience: _audience, fenceEstimateFrom: _estimate, ...rest } = fence;
  const tier = findFencePackage(fence.fencePackage);
  if (!tier) return rest as T;
  const estimate = estimateFence(fence.fencePackage, fence.fenceFeet);
  return {
    ...rest,
    fenceAudience: tier.audience,
    ...(estimate ? { fenceEstimateFrom: estimate.from } : {}),
  } as T;
}
