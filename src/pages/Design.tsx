/**
 * Landscape design services: a promotional page for custom plans, space planning,
 * visual presentations and the design process (each a sub-route), the design-fee discount, the
 * design specialty pages, the claims, why design first, the process in short, the
 * gallery and case studies, and a closing call to action.
 */
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Callout } from '../components/Callout';
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { CtaLink } from '../components/CtaLink';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { OfferCards } from '../components/OfferCards';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { claims, cta, discount, hero, heroEyebrow, process, serviceSchema, services, specialties, whyDesign, work } from '../content/design';

export default function DesignPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="services" heading={services}>
        <ServiceCards cards={services.cards} columns={4} />
      </Section>

      <Callout content={discount} />

      <Section id="specialties" tone="sand" heading={specialties}>
        <OfferCards cards={specialties.cards} />
      </Section>

      <Section id="value" tone="brand" heading={claims}>
        <ClaimStats items={claims.items} light />
      </Section>

      <Section id="why-design" heading={whyDesign}>
        <FeatureGrid items={whyDesign.items} />
      </Section>

      <Section id="process" tone="sand" heading={process}>
        <ProcessSteps steps={process.steps} />
        <p className="mt-10 text-center">
          <CtaLink action={process.link} className="btn-brand" />
        </p>
      </Section>

      <Section id="our-work" heading={work}>
        <OfferCards cards={work.cards} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
