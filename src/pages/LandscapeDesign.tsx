/**
 * Professional landscape design: hero, a portfolio carousel, a before/after
 * toggle (starting at "after"), design services, a featured project, a review, the ten design
 * service areas and a closing call to action.
 */
import { AreasServed } from '../components/AreasServed';
import { Carousel } from '../components/Carousel';
import { CtaBanner } from '../components/CtaBanner';
import { Section } from '../components/Section';
import { ServicesSection } from '../components/ServiceCards';
import { ServiceHero } from '../components/ServiceHero';
import { Showcase } from '../components/Showcase';
import { SingleReviewSection } from '../components/Testimonials';
import { Transformation } from '../components/Transformation';
import * as content from '../content/landscapeDesign';

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

      <Section id="featured-project" tone="sand" heading={content.showcase}>
        <Showcase content={content.showcase.content} />
      </Section>

      <SingleReviewSection content={content.testimonial} />

      <Section id="service-areas" tone="sand" heading={content.areas}>
        <AreasServed areas={content.areas.list} />
      </Section>

      <CtaBanner content={content.cta} />
    </>
  );
}
