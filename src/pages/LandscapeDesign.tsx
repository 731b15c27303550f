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
import {
  areas,
  cta,
  hero,
  heroEyebrow,
  portfolio,
  serviceSchema,
  services,
  showcase,
  testimonial,
  transformation,
} from '../content/landscapeDesign';

export default function LandscapeDesignPage() {
  return (
    <>
      <ServiceHero schema={serviceSchema} content={hero} eyebrow={heroEyebrow} />

      <Section id="portfolio" heading={portfolio}>
        <Carousel items={portfolio.items} label={portfolio.label} />
      </Section>

      <Section id="before-after" tone="sand" heading={transformation}>
        <Transformation content={transformation.content} />
      </Section>

      <ServicesSection content={services} columns={4} />

      <Section id="featured-project" tone="sand" heading={showcase}>
        <Showcase content={showcase.content} />
      </Section>

      <SingleReviewSection content={testimonial} />

      <Section id="service-areas" tone="sand" heading={areas}>
        <AreasServed areas={areas.list} />
      </Section>

      <CtaBanner content={cta} />
    </>
  );
}
