/**
 * Landscaping services: a promotional page for installation, renovation and
 * clean-up that links to those sub-routes, to /contact, /gallery and /case-studies; with the value
 * and water claims from business.ts, why us, the process, the owner's reviews set for it (none: no section) and a closing call to action.
 */
import { ClaimStats } from '../components/sections/ClaimStats';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { OfferCards } from '../components/sections/OfferCards';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import { ReviewsSection } from '../components/sections/Testimonials';
import * as content from '../content/landscaping';
import { reviewsOn } from '../content/testimonials';
import { someCardLeads } from '../content/jobLinks';

export default function LandscapingPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ServicesSection content={content.services} />

      <Section id="value" tone="brand" heading={content.claims}>
        <ClaimStats items={content.claims.items} light />
      </Section>

      <Section id="why-us" tone="sand" heading={content.whyUs}>
        <FeatureGrid items={content.whyUs.items} />
      </Section>

      <ProcessSection content={content.process} />

      {someCardLeads(content.work.cards) && (
        <Section id="our-work" tone="sand" heading={content.work}>
          <OfferCards cards={content.work.cards} />
        </Section>
      )}

      <ReviewsSection heading={content.reviews} items={reviewsOn('landscaping')} />

      <ClosingCta content={content.cta} />
    </>
  );
}
