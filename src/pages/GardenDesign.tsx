/**
 * Dallas garden design: hero, the "what we do" cards, the way to the garden
 * design process, a portfolio carousel, a before/after toggle (starting at "after"), services, a
 * garden idea told at length, the owner's reviews set for it, the ten design service areas and a closing call to action.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { Callout } from '../components/ui/Callout';
import { Carousel } from '../components/ui/Carousel';
import { ClosingCta } from '../components/sections/ClosingCta';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import { Showcase } from '../components/sections/Showcase';
import { ReviewsSection } from '../components/sections/Testimonials';
import { Transformation } from '../components/sections/Transformation';
import * as content from '../content/gardenDesign';
import { reviewsOn } from '../content/testimonials';

export default function GardenDesignPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <Section id="what-we-do" heading={content.whatWeDo}>
        <FeatureGrid items={content.whatWeDo.items} />
      </Section>

      <Callout content={content.gardenProcess} />

      <Section id="portfolio" tone="sand" heading={content.portfolio}>
        <Carousel items={content.portfolio.items} label={content.portfolio.label} />
      </Section>

      <Section id="before-after" heading={content.transformation}>
        <Transformation content={content.transformation.content} />
      </Section>

      <ServicesSection content={content.services} columns={4} tone="sand" />

      <Section id="design-idea" heading={content.showcase}>
        <Showcase content={content.showcase.content} />
      </Section>

      <ReviewsSection heading={content.reviews} items={reviewsOn('gardenDesign')} tone="sand" />

      {/* The bands alternate: with no reviews between them, the areas take the reviews' sand. */}

      <Section id="service-areas" tone={reviewsOn('gardenDesign').length ? 'white' : 'sand'} heading={content.areas}>
        <AreasServed areas={content.areas.list} />
      </Section>

      <ClosingCta content={content.cta} />
    </>
  );
}
