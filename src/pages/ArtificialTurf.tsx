/**
 * Artificial turf: hero, residential / commercial / pet-friendly cards, six
 * benefits, the 4-step installation process and a call to action with the turf warranty.
 */
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
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

      <ClosingCta content={content.cta} />
    </>
  );
}
