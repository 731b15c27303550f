/**
 * Professional landscape design: hero, a portfolio carousel, a before/after
 * toggle (starting at "after"), design services, a design idea told at length, the owner's reviews set for it, the ten design
 * service areas and a closing call to action.
 */
import { AreasServed } from '../components/sections/AreasServed';
import { Carousel } from '../components/ui/Carousel';
import { ClosingCta } from '../components/sections/ClosingCta';
import { Section } from '../components/ui/Section';
import { ServicesSection } from '../components/sections/ServiceCards';
import { ServiceHero } from '../components/sections/ServiceHero';
import { Showcase } from '../components/sections/Showcase';
import { ReviewsSection } from '../components/sections/Testimonials';
import { Transformation } from '../components/sections/Transformation';
import * as content from '../content/landscapeDesign';
import { reviewsOn } from '../content/testimonials';

export default function LandscapeDesignPage() {
  return (
    <>
      <ServiceHero schema={content.serviceSchema} content={content.hero} eyebrow={content.heroEyebrow} />

      <Section id="portfolio" heading={content.portfolio}>
        <Carousel items={content.portfolio.items} label={content.portfolio.label} />
      </Section>

      <Section id="before-after" tone="sand" heading={content.transformation}>
        <Transformation content={content.transformation.content} />
      </Section>

      <ServicesSection content={content.services} columns={4} />

      <Section id="design-idea" tone="sand" heading={content.showcase}>
        <Showcase content={content.showcase.content} />
      </Section>

      <ReviewsSection heading={content.reviews} items={reviewsOn('landscapeDesign')} />

      {/* The bands alternate: with no reviews between them, the areas follow the design idea's sand. */}

      <Section id="service-areas" tone={reviewsOn('landscapeDesign').length ? 'sand' : 'white'} heading={content.areas}>
        <AreasServed areas={content.areas.list} />
      </Section>

      <ClosingCta content={content.cta} />
    </>
  );
}
