/**
 * Foundation repair: hero with the free inspection, the three repair services, six
 * warning signs (and the clay soil behind them), why foundations move here, the 4-step process and a
 * call to action with the lifetime, transferable warranty and financing.
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
import { causes, cta, hero, heroEyebrow, process, serviceSchema, services, warningSigns } from '../content/foundationRepair';

export default function FoundationRepairPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="warning-signs" heading={warningSigns}>
        <FeatureGrid items={warningSigns.items} tone="warning" />
      </Section>

      <Section id="services" tone="sand" heading={services}>
        <ServiceCards cards={services.cards} />
      </Section>

      <Section id="causes" heading={causes}>
        <ImageFeatureSplit image={causes.image} items={causes.points} />
      </Section>

      <Section id="process" tone="sand" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
