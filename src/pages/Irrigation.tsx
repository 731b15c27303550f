/**
 * Irrigation: hero, the three irrigation services, how DFW watering rules shape a
 * system, the 4-step installation process, six benefits and a closing call to action with the
 * installation warranty. The irrigator license shows only once business.ts has its number.
 */
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { ImageFeatureSplit } from '../components/sections/ImageFeatureSplit';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import * as content from '../content/irrigation';

export default function IrrigationPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <ServicesSection content={content.services} />

      <Section id="watering" tone="sand" heading={content.watering}>
        <ImageFeatureSplit image={content.watering.image} items={content.watering.points} />
      </Section>

      <ProcessSection content={content.process} />

      <Section id="benefits" tone="sand" heading={content.benefits}>
        <FeatureGrid items={content.benefits.items} />
      </Section>

      <ClosingCta content={content.cta} />
    </>
  );
}
