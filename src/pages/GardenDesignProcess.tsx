/**
 * The garden design process (/garden-design-process): the six steps from consultation to
 * installation coordination, what the client receives, the design-fee discount, FAQs, the areas
 * we design in, related services and a call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Callout } from '../components/Callout';
import { ContactActions } from '../components/ContactActions';
import { Faq } from '../components/Faq';
import { FeatureGrid } from '../components/FeatureGrid';
import { ProcessSection } from '../components/ProcessSteps';
import { RelatedServices } from '../components/RelatedServices';
import { Section } from '../components/Section';
import { ServiceHero } from '../components/ServiceHero';
import {
  areas,
  cta,
  deliverables,
  discount,
  faqs,
  hero,
  heroEyebrow,
  related,
  serviceSchema,
  steps,
} from '../content/gardenDesignProcess';
import { sectionHeadings } from '../content/sectionHeadings';

export default function GardenDesignProcessPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ProcessSection content={steps} />

      <Callout content={discount} />

      <Section id="deliverables" tone="sand" heading={deliverables}>
        <FeatureGrid items={deliverables.items} />
      </Section>

      <Section id="faq" heading={sectionHeadings.faq}>
        <Faq items={faqs} />
      </Section>

      <Section id="areas" tone="sand" heading={areas}>
        <AreasServed areas={areas.items} />
      </Section>

      <Section id="related" heading={sectionHeadings.related}>
        <RelatedServices paths={related} />
      </Section>

      <ContactActions content={{ ...cta, quoteText: hero.primaryCTA.text }} />
    </>
  );
}
