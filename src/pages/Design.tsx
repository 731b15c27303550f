/**
 * Landscape design services: a promotional page for custom plans, space planning,
 * visual presentations and the design process (each a sub-route), the design-fee discount, the
 * design specialty pages, the claims, why design first, the process in short, the
 * gallery and case studies, and a closing call to action.
 */
import { Callout } from '../components/Callout';
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { CtaLink } from '../components/CtaLink';
import { FeatureGrid } from '../components/FeatureGrid';
import { OfferCards } from '../components/OfferCards';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import {
  claims,
  cta,
  discount,
  hero,
  heroEyebrow,
  process,
  serviceSchema,
  services,
  specialties,
  whyDesign,
  work,
} from '../content/design';

export default function DesignPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services} columns={4} />

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

      <ProcessSection content={process} tone="sand">
        <p className="mt-10 text-center">
          <CtaLink action={process.link} className="btn-brand" />
        </p>
      </ProcessSection>

      <Section id="our-work" heading={work}>
        <OfferCards cards={work.cards} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
