/**
 * Irrigation: hero, the three irrigation services, how DFW watering rules shape a
 * system, the 4-step installation process, six benefits and a closing call to action with the
 * installation warranty. The irrigator license shows only once business.ts has its number.
 */
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { ImageFeatureSplit } from '../components/ImageFeatureSplit';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import { benefits, cta, hero, heroEyebrow, process, serviceSchema, services, watering } from '../content/irrigation';

export default function IrrigationPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <ServicesSection content={services} />

      <Section id="watering" tone="sand" heading={watering}>
        <ImageFeatureSplit image={watering.image} items={watering.points} />
      </Section>

      <ProcessSection content={process} />

      <Section id="benefits" tone="sand" heading={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
