/**
 * Outdoor living contractors: hero, what we build (outdoor kitchens link to their
 * own page), the extra-space claim, the six-step process, why it lasts in North Texas weather, a
 * featured project, the areas served and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { ClaimStats } from '../components/ClaimStats';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureGrid } from '../components/FeatureGrid';
import { OfferCards } from '../components/OfferCards';
import { ProcessSection } from '../components/ProcessSteps';
import { Section } from '../components/Section';
import { ServiceHero } from '../components/ServiceHero';
import { Showcase } from '../components/Showcase';
import {
  areas,
  builtFor,
  claims,
  cta,
  hero,
  heroEyebrow,
  process,
  serviceSchema,
  services,
  showcase,
} from '../content/outdoorLiving';

export default function OutdoorLivingPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <Section id="services" heading={services}>
        <OfferCards cards={services.cards} />
      </Section>

      <Section id="value" tone="brand" heading={claims}>
        <ClaimStats items={claims.items} light />
      </Section>

      <ProcessSection content={process} />

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
