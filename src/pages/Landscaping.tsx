/**
 * Landscaping services: a promotional page for installation, renovation and
 * clean-up that links to those sub-routes, to /contact, /gallery and /case-studies; with the value
 * and water claims from business.ts, why us, the process, a review and a closing call to action.
 */
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { OfferCards } from '../components/OfferCards';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import { SingleReviewSection } from '../components/Testimonials';
import * as content from '../content/landscaping';

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

      <Section id="our-work" tone="sand" heading={content.work}>
        <OfferCards cards={content.work.cards} />
      </Section>

      <SingleReviewSection content={content.testimonial} />

      <CtaBanner content={content.cta} />
    </>
  );
}
