/**
 * Outdoor living contractors: hero, what we build (outdoor kitchens link to their
 * own page), the extra-space claim, the six-step process, why it lasts in North Texas weather, a
 * featured project, the areas served and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { OfferCards } from '../components/OfferCards';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceJsonLd } from '../components/ServiceJsonLd';
import { Showcase } from '../components/Showcase';
import { areas, builtFor, claims, cta, hero, heroEyebrow, process, serviceSchema, services, showcase } from '../content/outdoorLiving';

export default function OutdoorLivingPage() {
  return (
    <>
      <ServiceJsonLd {...serviceSchema} />
      <Hero content={hero} eyebrow={heroEyebrow} breadcrumbs={<Breadcrumbs />} />

      <Section id="services" heading={services}>
        <OfferCards cards={services.cards} />
      </Section>

      <Section id="value" tone="brand" heading={claims}>
        <ClaimStats items={claims.items} light />
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="built-to-last" tone="sand" heading={builtFor}>
        <FeatureGrid items={builtFor.items} />
      </Section>

      <Section id="featured-project" heading={showcase}>
        <Showcase content={showcase.content} />
      </Section>

      <Section id="service-areas" tone="sand" heading={areas}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
