/**
 * Landscape design services: a promotional page for custom plans, space planning,
 * visual presentations and the design process (each a sub-route), the design-fee discount, the
 * design specialty pages, the claims, why design first, the process in short, the
 * gallery and case studies, and a closing call to action.
 */
import { Callout } from '../components/ui/Callout';
import { ClaimStats } from '../components/sections/ClaimStats';
import { ClosingCta } from '../components/sections/ClosingCta';
import { ActionLink } from '../components/ui/ActionLink';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { OfferCards } from '../components/sections/OfferCards';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import * as content from '../content/design';
import { someCardLeads } from '../content/jobLinks';

export default function DesignPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ServicesSection content={content.services} columns={4} />

      <Callout content={content.discount} />

      <Section id="specialties" tone="sand" heading={content.specialties}>
        <OfferCards cards={content.specialties.cards} />
      </Section>

      <Section id="value" tone="brand" heading={content.claims}>
        <ClaimStats items={content.claims.items} light />
      </Section>

      <Section id="why-design" heading={content.whyDesign}>
        <FeatureGrid items={content.whyDesign.items} />
      </Section>

      <ProcessSection content={content.process} tone="sand">
        <p className="mt-10 text-center">
          <ActionLink action={content.process.link} className="btn-brand" />
        </p>
      </ProcessSection>

      {someCardLeads(content.work.cards) && (
        <Section id="our-work" heading={content.work}>
          <OfferCards cards={content.work.cards} />
        </Section>
      )}

      <ClosingCta content={content.cta} />
    </>
  );
}
