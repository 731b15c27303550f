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
import {
  claims,
  cta,
  hero,
  heroEyebrow,
  process,
  serviceSchema,
  services,
  testimonial,
  whyUs,
  work,
} from '../content/landscaping';

export default function LandscapingPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services} />

      <Section id="value" tone="brand" heading={claims}>
        <ClaimStats items={claims.items} light />
      </Section>

      <Section id="why-us" tone="sand" heading={whyUs}>
        <FeatureGrid items={whyUs.items} />
      </Section>

      <ProcessSection content={process} />

      <Section id="our-work" tone="sand" heading={work}>
        <OfferCards cards={work.cards} />
      </Section>

      <SingleReviewSection content={testimonial} />

      <CtaBanner content={cta} />
    </>
  );
}
