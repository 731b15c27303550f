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
import { benefits, cta, hero, heroEyebrow, process, serviceSchema, services } from '../content/artificialTurf';

export default function ArtificialTurfPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services} />

      <Section id="benefits" tone="sand" heading={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <ProcessSection content={process} />

      <CtaBanner content={cta} />
    </>
  );
}
