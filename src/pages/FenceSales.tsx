/**
 * The fence sales landing page: one goal, a quote request. The top navigation
 * shows only the logo and phone here (its registry entry's minimalNav), so every link on the page leads to a
 * form, the pricing or the phone.
 */
import { usePageEntry } from '../components/ui/currentPage';
import { CounterGrid } from '../components/ui/Counter';
import { Faq } from '../components/sections/Faq';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { GuaranteePanel } from '../components/sections/GuaranteePanel';
import { Hero } from '../components/sections/Hero';
import { HeroQuoteCard } from '../components/quote/HeroQuoteCard';
import { ImageFeatureSplit } from '../components/sections/ImageFeatureSplit';
import { NextSteps } from '../components/sections/NextSteps';
import { PhoneButtons } from '../components/ui/PhoneButtons';
import { PricingTable } from '../components/sections/PricingTable';
import { FenceQuoteForm } from '../components/quote/FenceQuoteForm';
import { packageAnchor } from '../components/quote/FenceEstimator';
import { Section } from '../components/ui/Section';
import { ServiceAreaNote } from '../components/sections/ServiceAreaNote';
import { JsonLd } from '../components/seo/Seo';
import { Testimonials } from '../components/sections/Testimonials';
import { SITE_URL } from '../content/business';
import { reviewsOn } from '../content/testimonials';
import * as content from '../content/fenceSales';
import { pricingAudiences, pricingTiers } from '../content/pricing';
import { serviceJsonLd } from '../lib/seo';

export default function FenceSalesPage() {
  const { path } = usePageEntry();
  return (
    <>
      <JsonLd
        id="service"
        data={{
          ...serviceJsonLd({ ...content.serviceSchema, path }),
          // A reference to the route's business block, not a second copy of it.
          provider: { '@id': `${SITE_URL}/#business` },
          offers: Object.values(pricingTiers)
            .flat()
            .map((tier) => ({
              '@type': 'Offer',
              name: tier.title,
              description: tier.description,
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: tier.pricePerFoot,
                priceCurrency: 'USD',
                unitText: 'linear foot',
              },
            })),
        }}
      />
      <Hero
        content={content.hero}
        eyebrow={content.heroEyebrow}
        aside={<HeroQuoteCard {...content.heroForm} idPrefix="hero" form={<FenceQuoteForm formId="hero" />} />}
        note={<ServiceAreaNote />}
      />

      <Section id="pain-points" heading={content.painPoints}>
        <FeatureGrid items={content.painPoints.items} tone="warning" />
      </Section>

      <Section id="solution" tone="sand" heading={content.solution}>
        <ImageFeatureSplit image={content.solution.image} items={content.solution.points} />
      </Section>

      <Section id="benefits" heading={content.benefits}>
        <FeatureGrid items={content.benefits.items} />
      </Section>

      <Section id="social-proof" tone="brand" heading={content.socialProof}>
        <CounterGrid stats={content.socialProof.stats} light />
        {/* The owner's reviews set for this page under the counters; none, and the counters stand alone. */}
        {reviewsOn('fenceSales').length > 0 && (
          <>
            <h3 className="sr-only">{content.socialProof.reviewsHeading}</h3>
            <div className="mt-14">
              <Testimonials items={reviewsOn('fenceSales')} />
            </div>
          </>
        )}
      </Section>

      <Section id="guarantee" heading={content.guarantee}>
        <GuaranteePanel headline={content.guarantee.headline} items={content.guarantee.items} />
      </Section>

      <Section id="pricing" tone="sand" heading={content.pricing}>
        <PricingTable
          audiences={pricingAudiences}
          tiers={pricingTiers}
          quoteLink={(tier) => `#${packageAnchor(tier.id)}`}
        />
      </Section>

      <Section id="faq" heading={content.faq}>
        <Faq items={content.faq.items} />
      </Section>

      <Section id="get-quote" tone="sand" heading={content.getQuote}>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-14">
          <div className="space-y-8">
            <NextSteps id="get-quote-next" title={content.getQuote.nextStepsTitle} steps={content.getQuote.nextSteps} />
            <div className="card p-6">
              <p className="font-semibold text-ink-900">{content.getQuote.talkTitle}</p>
              <PhoneButtons fill className="mt-4" />
            </div>
          </div>
          <div className="card p-6 sm:p-8">
            <FenceQuoteForm formId="sales" estimator={content.estimator} />
          </div>
        </div>
      </Section>
    </>
  );
}
