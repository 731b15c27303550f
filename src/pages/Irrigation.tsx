/**
 * Irrigation: hero, the three irrigation services, how DFW watering rules shape a
 * system, the 4-step installation process, six benefits and a closing call to action with the
 * installation warranty. The irrigator license shows only once business.ts has its number.
 */
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { ImageFeatureSplit } from '../components/ImageFeatureSplit';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { ServiceCards } from '../components/ServiceCards';
import { benefits, cta, hero, heroEyebrow, process, serviceSchema, services, watering } from '../content/irrigation';

export default function IrrigationPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="services" heading={services}>
        <ServiceCards cards={services.cards} />
      </Section>

      <Section id="watering" tone="sand" heading={watering}>
        <ImageFeatureSplit image={watering.image} items={watering.points} />
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="benefits" tone="sand" heading={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
