import type { PricingTier } from '../../content/schemas/shapes';
import { Icon } from '../ui/Icon';
import { sectionWords } from '../../content/sectionWords';
import { shellWords } from '../../content/shellWords';

/**
 * One package: title, price, features and a Get a Quote link to the page's quote form. The
 * recommended package is drawn raised, with a visible "Recommended" badge.
 */
export function PricingCard({ tier, quoteLink }: { tier: PricingTier; quoteLink: string }) {
  const titleId = `tier-${tier.id}-title`;
  const { recommended } = tier;
  return (
    <li
      className={`card relative flex flex-col p-8 ${recommended ? 'shadow-xl ring-2 ring-cedar-600 lg:-my-4 lg:py-12' : ''}`}
    >
      {recommended && (
        <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-cedar-600 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm">
          <Icon name="star" className="size-4" />
          {sectionWords.pricing.recommended}
        </p>
      )}
      <h3 id={titleId} className="font-display text-2xl font-bold text-brand-800">
        {tier.title}
      </h3>
      <p className="mt-2 leading-7 text-ink-700">{tier.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2 border-t border-ink-900/10 pt-6">
        <span className="font-display text-4xl font-bold text-ink-900">{tier.priceText}</span>
        <span className="text-ink-600">{tier.priceUnit}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {tier.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-ink-700">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <a
        href={quoteLink}
        aria-describedby={titleId}
        className={`mt-8 w-full ${recommended ? 'btn-primary' : 'btn-brand'}`}
      >
        {shellWords.quoteButton}
      </a>
    </li>
  );
}
