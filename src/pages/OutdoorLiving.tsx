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

      <Section id="services" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <OfferCards cards={services.cards} />
      </Section>

      <Section id="value" tone="brand" eyebrow={claims.eyebrow} title={claims.title} intro={claims.intro}>
        <ClaimStats items={claims.items} light />
      </Section>

      <Section id="process" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="built-to-last" tone="sand" eyebrow={builtFor.eyebrow} title={builtFor.title}>
        <FeatureGrid items={builtFor.items} />
      </Section>

      <Section id="featured-project" eyebrow={showcase.eyebrow} title={showcase.title}>
        <Showcase content={showcase.content} />
      </Section>

      <Section id="service-areas" tone="sand" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
