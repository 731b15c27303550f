/**
 * Fence packages with a Residential/Commercial switch. The switch is a native radio group
 * (ChoiceGroup) and CSS shows the checked audience's list, so it answers the first tap before and
 * without script. Both audiences' cards are in the HTML (crawlers and readers without CSS get every
 * price); the other list is display:none, out of sight and of the accessibility tree. Starts at
 * residential. Each card's "Get a Quote" links where `quoteLink` says for its package (the sales page:
 * its quote form, which then holds that package).
 */
import type { FencePricingTier, PricingAudience } from '../../content/schemas/pricing';
import { ChoiceGroup, shownWhenChecked } from '../ui/ChoiceGroup';
import { PricingCard } from './PricingCard';
import { sectionWords } from '../../content/sectionWords';
import { fillOwn } from '../../content/ownValues';

export function PricingTable({
  audiences,
  tiers,
  quoteLink,
}: {
  audiences: { id: PricingAudience; label: string }[];
  tiers: Record<PricingAudience, FencePricingTier[]>;
  quoteLink: (tier: FencePricingTier) => string;
}) {
  return (
    <div className="group/choices">
      {/* Two equal halves that share the width up to 20 rem: the pair fits a 320 px screen. */}
      <ChoiceGroup
        name="pricing-audience"
        legend={sectionWords.pricing.showFor}
        choices={audiences.map((option) => ({ value: option.id, label: option.label }))}
        initial={audiences[0]?.id ?? 'residential'}
        className="mx-auto grid w-full max-w-xs grid-cols-2 gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-ink-900/10"
        choiceClassName="rounded-full px-3"
      />
      {audiences.map((option) => (
        <ul
          key={option.id}
          id={`pricing-${option.id}`}
          aria-label={fillOwn(sectionWords.pricing.packages, { audience: option.label })}
          className={`mx-auto mt-14 grid max-w-md gap-10 lg:max-w-none lg:grid-cols-3 lg:items-stretch lg:gap-6 ${shownWhenChecked[option.id]}`}
        >
          {tiers[option.id].map((tier) => (
            <PricingCard key={tier.id} tier={tier} quoteLink={quoteLink(tier)} />
          ))}
        </ul>
      ))}
    </div>
  );
}
