/**
 * Foundation repair: hero with the free inspection, the three repair services, six
 * warning signs (and the clay soil behind them), why foundations move here, the 4-step process and a
 * call to action with the lifetime, transferable warranty and financing.
 */
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { ImageFeatureSplit } from '../components/sections/ImageFeatureSplit';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
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

      <ClosingCta content={content.cta} />
    </>
  );
}
