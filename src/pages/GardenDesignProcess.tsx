/**
 * The garden design process (/garden-design-process): the six steps from consultation to
 * installation coordination, what the client receives, the design-fee discount, FAQs, the areas
 * we design in, related services and a call to action.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { Callout } from '../components/ui/Callout';
import { ContactActions } from '../components/quote/ContactActions';
import { Faq } from '../components/sections/Faq';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { RelatedServices } from '../components/sections/RelatedServices';
import { Section } from '../components/ui/Section';
import { ServiceHero } from '../components/sections/ServiceHero';
import * as content from '../content/gardenDesignProcess';
import { sectionHeadings } from '../content/sectionHeadings';

export default function GardenDesignProcessPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ProcessSection content={content.steps} />

      <Callout content={content.discount} />

      <Section id="deliverables" tone="sand" heading={content.deliverables}>
        <FeatureGrid items={content.deliverables.items} />
      </Section>

      <Section id="faq" heading={sectionHeadings.faq}>
        <Faq items={content.faqs} />
      </Section>

      <Section id="areas" tone="sand" heading={content.areas}>
        <AreasServed areas={content.areas.items} />
      </Section>

      <Section id="related" heading={sectionHeadings.related}>
        <RelatedServices paths={content.related} />
      </Section>

      <ContactActions content={{ ...content.cta, quoteText: content.hero.primaryCTA.text }} />
    </>
  );
}
