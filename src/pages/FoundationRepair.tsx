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
import * as content from '../content/foundationRepair';

export default function FoundationRepairPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <Section id="warning-signs" heading={content.warningSigns}>
        <FeatureGrid items={content.warningSigns.items} tone="warning" />
      </Section>

      <ServicesSection content={content.services} tone="sand" />

      <Section id="causes" heading={content.causes}>
        <ImageFeatureSplit image={content.causes.image} items={content.causes.points} />
      </Section>

      <ProcessSection content={content.process} tone="sand" />

      <CtaBanner content={content.cta} />
    </>
  );
}
