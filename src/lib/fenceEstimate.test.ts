/**
 * The fence estimate: computed from the pricing content (never a figure typed twice), bounded in
 * whole feet. (The lead schema's part, which recomputes it for a stored lead: leadSchema.test.ts.)
 */
import { pricingTiers } from '../content/pricing';
import { estimateFence, estimateLine, fenceEstimateMessages, fenceFeetLimits, fencePackages } from './fenceEstimate';

describe('estimateFence', () => {
  test('every package of both audiences: its price per foot from the pricing content times the length', () => {
    const all = [...pricingTiers.residential, ...pricingTiers.commercial];
    expect(fencePackages.map((tier) => tier.id)).toEqual(all.map((tier) => tier.id));
    for (const tier of all) {
      expect(estimateFence(tier.id, 150)).toEqual({ tier, feet: 150, from: tier.pricePerFoot * 150 });
      expect(estimateFence(tier.id, '150')?.from).toBe(tier.pricePerFoot * 150);
    }
  });

  test('150 ft of the residential Luxury package reads "From $7,500"', () => {
    const luxury = pricingTiers.residential.find((tier) => tier.id === 'luxury')!;
    expect(estimateLine('luxury', '150')).toBe(
      `From $${(luxury.pricePerFoot * 150).toLocaleString('en-US')} for 150 ft of Luxury (Residential)`,
    );
  });

  test('no estimate without a known package or a length in whole feet within the limits', () => {
    for (const feet of ['', ' ', '9', '10001', '150.5', '1e3', '-150', 'abc', 0, 12.5, Number.NaN, null, undefined])
      expect(estimateFence('premium', feet)).toBeNull();
    expect(estimateFence('gold', 150)).toBeNull();
    expect(estimateFence('premium', fenceFeetLimits.min)?.feet).toBe(10);
    expect(estimateFence('premium', String(fenceFeetLimits.max))?.feet).toBe(10_000);
  });

  test('the live line: the estimate, the limits when the length is off, nothing until both are given', () => {
    expect(estimateLine('premium', ' 150 ')).toMatch(/^From \$[\d,]+ for 150 ft of Premium \(Residential\)$/);
    expect(estimateLine('commercial-security', '2000')).toContain('ft of Security Plus (Commercial)');
    expect(estimateLine('premium', '5')).toBe(fenceEstimateMessages.fenceFeet);
    expect(estimateLine('', '5')).toBe(fenceEstimateMessages.fenceFeet);
    expect(estimateLine('premium', '')).toBeNull();
    expect(estimateLine('', '150')).toBeNull();
  });
});
