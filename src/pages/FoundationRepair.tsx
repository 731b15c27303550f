/**
 * Foundation repair: hero with the free inspection, the three repair services, six
 * warning signs (and the clay soil behind them), why foundations move here, the 4-step process and a
 * call to action with the lifetime, transferable warranty and financing.
 */
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { ImageFeatureSplit } from '../components/ImageFeatureSplit';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import {
  causes,
  cta,
  hero,
  heroEyebrow,
  process,
  serviceSchema,
  services,
  warningSigns,
} from '../content/foundationRepair';

export default function FoundationRepairPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <Section id="warning-signs" heading={warningSigns}>
        <FeatureGrid items={warningSigns.items} tone="warning" />
      </Section>

      <ServicesSection content={services} tone="sand" />

      <Section id="causes" heading={causes}>
        <ImageFeatureSplit image={causes.image} items={causes.points} />
      </Section>

      <ProcessSection content={process} tone="sand" />

      <CtaBanner content={cta} />
    </>
  );
}
