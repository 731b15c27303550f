/**
 * Fence packages with a Residential/Commercial switch. The switch is a pair
 * of toggle buttons (aria-pressed) in a labelled group; both audiences' cards are in the HTML, the
 * inactive list is `hidden`, so crawlers and no-JS readers still get every price. Starts at
 * residential, in the snapshot and at hydration alike.
 */
import { useState } from 'react';
import type { FencePricingTier, PricingAudience } from '../content/schemas/pricing';
import { PricingCard } from './PricingCard';

export function PricingTable({
  audiences,
  tiers,
  quoteLink = '#get-quote',
}: {
  audiences: { id: PricingAudience; label: string }[];
  tiers: Record<PricingAudience, FencePricingTier[]>;
  quoteLink?: string;
}) {
  const [audience, setAudience] = useState<PricingAudience>(audiences[0]?.id ?? 'residential');
  return (
    <div>
      {/* Two equal halves that share the width up to 20 rem: the pair fits a 320 px screen. */}
      <div
        role="group"
        aria-label="Show packages for"
        className="mx-auto grid w-full max-w-xs grid-cols-2 gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-ink-900/10"
      >
        {audiences.map((option) => {
          const active = option.id === audience;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={active}
              aria-controls={`pricing-${option.id}`}
              onClick={() => setAudience(option.id)}
              className={`min-h-11 rounded-full px-3 font-semibold transition-colors motion-reduce:transition-none ${
                active ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-brand-50'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {audiences.map((option) => (
        <ul
          key={option.id}
          id={`pricing-${option.id}`}
          aria-label={`${option.label} fence packages`}
          hidden={option.id !== audience}
          className="mx-auto mt-14 grid max-w-md gap-10 lg:max-w-none lg:grid-cols-3 lg:items-stretch lg:gap-6"
        >
          {tiers[option.id].map((tier) => (
            <PricingCard key={tier.id} tier={tier} quoteLink={quoteLink} />
          ))}
        </ul>
      ))}
    </div>
  );
}
