/**
 * Landscaping services: a promotional page for installation, renovation and
 * clean-up that links to those sub-routes, to /contact, /gallery and /case-studies; with the value
 * and water claims from business.ts, why us, the process, a review and a closing call to action.
 */
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { OfferCards } from '../components/OfferCards';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { SingleReviewSection } from '../components/Testimonials';
import { claims, cta, hero, heroEyebrow, process, serviceSchema, services, testimonial, whyUs, work } from '../content/landscaping';

export default function LandscapingPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="services" heading={services}>
        <ServiceCards cards={services.cards} />
      </Section>

      <Section id="value" tone="brand" heading={claims}>
        <ClaimStats items={claims.items} light />
      </Section>

      <Section id="why-us" tone="sand" heading={whyUs}>
        <FeatureGrid items={whyUs.items} />
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="our-work" tone="sand" heading={work}>
        <OfferCards cards={work.cards} />
      </Section>

      <SingleReviewSection content={testimonial} />

      <CtaBanner content={cta} />
    </>
  );
}
