/**
 * Artificial turf: hero, residential / commercial / pet-friendly cards, six
 * benefits, the 4-step installation process and a call to action with the turf warranty.
 */
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import * as content from '../content/artificialTurf';

export default function ArtificialTurfPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ServicesSection content={content.services} />

      <Section id="benefits" tone="sand" heading={content.benefits}>
        <FeatureGrid items={content.benefits.items} />
      </Section>

      <ProcessSection content={content.process} />

      <CtaBanner content={content.cta} />
    </>
  );
}
