/**
 * Artificial turf: hero, residential / commercial / pet-friendly cards, six
 * benefits, the 4-step installation process and a call to action with the turf warranty.
 */
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { ServiceCards } from '../components/ServiceCards';
import { benefits, cta, hero, heroEyebrow, process, serviceSchema, services } from '../content/artificialTurf';

export default function ArtificialTurfPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="services" heading={services}>
        <ServiceCards cards={services.cards} />
      </Section>

      <Section id="benefits" tone="sand" heading={benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
