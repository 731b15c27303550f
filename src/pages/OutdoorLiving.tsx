/**
 * Outdoor living contractors: hero, what we build (outdoor kitchens link to their
 * own page), the extra-space claim, the six-step process, why it lasts in North Texas weather, a
 * design idea told at length, the areas served and a closing call to action.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { ClaimStats } from '../components/sections/ClaimStats';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { OfferCards } from '../components/sections/OfferCards';
import { ProcessSection } from '../components/sections/ProcessSteps';
import { Section } from '../components/ui/Section';
import { ServiceHero } from '../components/sections/ServiceHero';
import { Showcase } from '../components/sections/Showcase';
import * as content from '../content/outdoorLiving';

export default function OutdoorLivingPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <Section id="services" heading={content.services}>
        <OfferCards cards={content.services.cards} />
      </Section>

      <Section id="value" tone="brand" heading={content.claims}>
        <ClaimStats items={content.claims.items} light />
      </Section>

      <ProcessSection content={content.process} />

      <Section id="built-to-last" tone="sand" heading={content.builtFor}>
        <FeatureGrid items={content.builtFor.items} />
      </Section>

      <Section id="design-idea" heading={content.showcase}>
        <Showcase content={content.showcase.content} />
      </Section>

      <Section id="service-areas" tone="sand" heading={content.areas}>
        <AreasServed areas={content.areas.list} />
      </Section>

      <ClosingCta content={content.cta} />
    </>
  );
}
